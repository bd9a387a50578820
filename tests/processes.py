"""Real processes for tests and benchmarks: Celery workers, and the app under uvicorn."""

from __future__ import annotations

import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from bench.measure import free_port

if TYPE_CHECKING:
    from celery import Celery

REPO_ROOT = Path(__file__).resolve().parent.parent


@contextmanager
def celery_worker(
    *,
    env: Mapping[str, str],
    hostname: str,
    log_path: Path,
    queue: str = "celery",
    cwd: Path | None = None,
    loglevel: str = "INFO",
) -> Iterator[subprocess.Popen[bytes]]:
    """A `celery -A goat worker --pool=solo` subprocess logging to `log_path`; on exit it gets
    SIGTERM (a warm shutdown), then SIGKILL after 30 s. One that already died is only reaped."""
    with _celery(
        ["worker", "--pool=solo", "--concurrency=1", f"--loglevel={loglevel}"]
        + ["--queues", queue, "--hostname", hostname],
        env=env,
        log_path=log_path,
        cwd=cwd,
    ) as process:
        yield process


@contextmanager
def celery_beat(
    *, env: Mapping[str, str], log_path: Path, cwd: Path | None = None, max_interval: float = 1
) -> Iterator[subprocess.Popen[bytes]]:
    """`celery -A goat beat` (the project's database scheduler, one per deployment) logging to
    `log_path`, looking at its schedule at least every `max_interval` seconds; its pid file
    goes beside the log."""
    pidfile = log_path.with_suffix(".pid")
    with _celery(
        ["beat", "--loglevel=INFO", "--pidfile", str(pidfile), "--max-interval", str(max_interval)],
        env=env,
        log_path=log_path,
        cwd=cwd,
    ) as process:
        yield process


@contextmanager
def _celery(
    arguments: list[str], *, env: Mapping[str, str], log_path: Path, cwd: Path | None
) -> Iterator[subprocess.Popen[bytes]]:
    with open(log_path, "w") as log:
        process = subprocess.Popen(
            [sys.executable, "-m", "celery", "-A", "goat", *arguments],
            cwd=cwd,
            env=dict(env),
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    try:
        yield process
    finally:
        stop(process)


def own_broker(var: Path) -> tuple[Celery, dict[str, str]]:
    """A producer app on a server-less broker under `var` (the test's own), and the environment
    of a worker on that broker and this process's database (for `celery_worker`)."""
    import os
    import uuid

    from celery import Celery

    from goat import env

    broker_url, transport_options = env.celery_broker(var)
    app = Celery(f"test-producer-{uuid.uuid4().hex[:6]}", broker=broker_url)
    app.conf.broker_transport_options = transport_options
    worker_env = {
        **os.environ,
        "GOAT_VAR_DIR": str(var),
        "DATABASE_URL": database_url(),
        "CELERY_BROKER_URL": "",
    }
    return app, worker_env


def database_url() -> str:
    """A DATABASE_URL naming the database this process uses (the test database under
    pytest), for a child process to use the same one."""
    from urllib.parse import quote

    from django.db import connection

    connection.ensure_connection()
    database = connection.settings_dict
    password = f":{quote(database['PASSWORD'], safe='')}" if database["PASSWORD"] else ""
    return (
        f"postgresql://{quote(database['USER'], safe='')}{password}@/{database['NAME']}"
        f"?host={quote(str(database['HOST']), safe='')}&port={database['PORT']}"
    )


@dataclass(frozen=True)
class AsgiServer:
    """The app served by uvicorn in a child process."""

    port: int
    log_path: Path
    pid: int

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"


@contextmanager
def asgi_server(
    *, log_path: Path, env: Mapping[str, str], database: str, debug: bool = False
) -> Iterator[AsgiServer]:
    """`uvicorn goat.asgi:application` (Django and the MCP connector, as scripts/run serves
    them) on a free loopback port with DEBUG off (on with `debug`, as scripts/run's) and plain
    HTTP, on the `database` URL (`database_url()`: this process's); yields once it answers. On
    exit it gets SIGTERM (uvicorn's graceful shutdown), then SIGKILL after 30 s."""
    port = free_port()
    child_env = {
        **env,
        "DATABASE_URL": database,
        "DEBUG": "true" if debug else "false",
        "ALLOWED_HOSTS": "127.0.0.1,localhost",
        "SECURE_SSL_REDIRECT": "false",
    }
    with open(log_path, "w") as log:
        process = subprocess.Popen(
            [sys.executable, "-m", "uvicorn", "goat.asgi:application"]
            + ["--host", "127.0.0.1", "--port", str(port)],
            cwd=REPO_ROOT,
            env=child_env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    try:
        deadline = time.monotonic() + 60
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"uvicorn exited:\n{log_path.read_text()}")
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError(f"uvicorn did not answer:\n{log_path.read_text()}") from None
                time.sleep(0.1)
        yield AsgiServer(port, log_path, process.pid)
    finally:
        stop(process)


def stop(process: subprocess.Popen[bytes]) -> None:
    """SIGTERM (a graceful shutdown), then SIGKILL after 30 s; one that already died is only
    reaped."""
    stop_together([process])


def stop_together(processes: Iterable[subprocess.Popen[bytes]]) -> None:
    """`stop` for several processes at once: SIGTERM to each, then the waits, so that their
    graceful shutdowns overlap rather than add up (a Celery worker's warm shutdown on the
    filesystem broker takes seconds: its event loop and its timer finish their cycles)."""
    processes = list(processes)
    for process in processes:
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
    deadline = time.monotonic() + 30
    for process in processes:
        try:
            process.wait(timeout=max(deadline - time.monotonic(), 0))
        except subprocess.TimeoutExpired:
            process.kill()
        process.wait()
