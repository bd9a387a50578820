"""Real Celery worker processes for tests and benchmarks."""

from __future__ import annotations

import signal
import subprocess
import sys
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path


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
    with open(log_path, "w") as log:
        process = subprocess.Popen(
            [sys.executable, "-m", "celery", "-A", "goat", "worker", "--pool=solo"]
            + ["--concurrency=1", f"--loglevel={loglevel}", "--queues", queue]
            + ["--hostname", hostname],
            cwd=cwd,
            env=dict(env),
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    try:
        yield process
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
