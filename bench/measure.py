"""Helpers the benchmarks share: percentiles, and the project served by uvicorn on a free port."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def percentile(samples: Sequence[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def serve(
    *,
    env: Mapping[str, str] | None = None,
    args: Sequence[str] = (),
    root: Path = ROOT,
) -> Iterator[int]:
    """`uvicorn goat.asgi:application` (Django and MCP, as scripts/run serves them) on a free
    loopback port, DEBUG off and plain HTTP, on the configured database (or what `env` sets over
    it, e.g. `SERVE_STATIC=true` to serve the static files; extra uvicorn `args`); yields the
    port once it accepts connections. `root` is the checkout whose code is served (another
    worktree's, to time a baseline in the same run)."""
    port = free_port()
    environment = {
        **os.environ,
        "DEBUG": "false",
        "ALLOWED_HOSTS": "127.0.0.1,localhost",
        "SECURE_SSL_REDIRECT": "false",  # plain HTTP on the loopback
        **(env or {}),
    }
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "uvicorn",
            "goat.asgi:application",
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--no-access-log",
            *args,
        ],
        cwd=root,
        env=environment,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        for _ in range(200):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                time.sleep(0.1)
        yield port
    finally:
        server.terminate()
        server.wait()
