"""The embedded server: started once, shared by processes that start at the same moment."""

import json
import os
import shutil
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

# Each child waits for the go file, then starts (or finds) the server and reports it.
CHILD = """
import json, os, sys, time
from pathlib import Path
from goat import embedded_db
var, go = Path(sys.argv[1]), Path(sys.argv[2])
while not go.exists():
    time.sleep(0.005)
database = embedded_db.ensure_running(var)
import psycopg
with psycopg.connect(host=database.host, port=database.port, user=embedded_db.USER,
                     dbname=embedded_db.DATABASE) as connection:
    answer = connection.execute("SELECT 1").fetchone()[0]
print(json.dumps({"pid": database.pid, "host": database.host, "answer": answer}))
"""


def start_children(var: Path, go: Path, count: int, repo_root: Path) -> list[subprocess.Popen[str]]:
    return [
        subprocess.Popen(
            [sys.executable, "-c", CHILD, str(var), str(go)],
            cwd=repo_root,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(count)
    ]


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


@pytest.fixture
def var() -> Iterator[Path]:
    # Not under pytest's tmp_path: pytest resets /tmp/pytest-of-<user> to mode 0700 at every
    # session start, which would lock the `pgserver` user (used when running as root) out of
    # a data folder below it.
    var = Path(tempfile.mkdtemp(prefix="goat-embedded-db-test-")) / "var"
    var.mkdir()
    yield var
    embedded_db.stop(var)
    shutil.rmtree(var.parent)


def test_processes_starting_at_once_share_one_server(var: Path, repo_root: Path) -> None:
    # given three processes waiting to start the server for an empty var folder
    go = var.parent / "go"
    children = start_children(var, go, 3, repo_root)
    time.sleep(1.5)  # let them import and reach the wait loop

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
