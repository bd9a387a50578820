"""A brain directory under concurrent writers, crashes and hostile files."""

from __future__ import annotations

import json
import os
import random
import resource
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from brain.toolkit.directory import DirectoryStore
from brain.toolkit.document import parse_document
from brain.toolkit.journal import COMMITTED, STAGING, journal_relpath, pending, recover
from brain.toolkit.root import init_root
from tests.toolkit.helpers import (
    REPO_ROOT,
    commit_stopped_at,
    doc_text,
    run_json,
    temp_files,
    write,
)

ENV = {**os.environ, "PYTHONPATH": str(REPO_ROOT)}
WRITERS = 8
ROUNDS = 12


def test_concurrent_writers_with_expect_hash_lose_no_update(tmp_path: Path) -> None:
    # given a document and eight writer processes incrementing one counter in it
    init_root(tmp_path)
    write(tmp_path, "inbox/counter.md", doc_text("counter", extra="counter: '0'"))
    writers = [
        subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tests.toolkit.writer_process",
                str(tmp_path),
                "counter",
                str(ROUNDS),
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=ENV,
        )
        for _ in range(WRITERS)
    ]
    # when they all finish
    accepted = 0
    for writer in writers:
        out, err = writer.communicate(timeout=300)
        assert writer.returncode == 0, err
        accepted += int(out)
    # then every accepted write is in the document: none was written over
    document = parse_document((tmp_path / "inbox" / "counter.md").read_bytes(), folder="inbox")
    assert accepted == WRITERS * ROUNDS
    assert int(document.meta["counter"]) == accepted
    assert temp_files(tmp_path) == []


def many_referrers(root: Path, count: int) -> None:
    init_root(root)
    write(root, "people/target.md", doc_text("target", type="person"))
    for n in range(count):
        write(root, f"inbox/ref-{n:04d}.md", doc_text(f"ref-{n:04d}", body="See [[page:target]]."))


def state_of(root: Path) -> str:
    """'old' or 'new' when the brain is wholly before or after the rename; else 'torn'."""
    old_file = (root / "people" / "target.md").exists()
    new_file = (root / "people" / "renamed.md").exists()
    bodies = {p.read_text() for p in (root / "inbox").glob("ref-*.md")}
    old_links = any("[[page:target]]" in body for body in bodies)
    new_links = any("[[page:renamed]]" in body for body in bodies)
    if old_file and not new_file and old_links and not new_links:
        return "old"
    if new_file and not old_file and new_links and not old_links:
        return "new"
    return "torn"


def kill_when(process: subprocess.Popen[bytes], root: Path, moment: str, delay: float) -> None:
    """SIGKILL the process after `delay` seconds, or as soon as its journal reaches `moment`."""
    journal = root / journal_relpath()
    deadline = time.monotonic() + (delay if moment == "random" else 60)
    while time.monotonic() < deadline and process.poll() is None:
        if moment != "random":
            try:
                if json.loads(journal.read_text())["state"] == moment:
                    break
            except (OSError, ValueError):
                pass
        time.sleep(0.001)
    process.send_signal(signal.SIGKILL)
    process.wait()


@pytest.mark.parametrize("moment", ["random", STAGING, COMMITTED])
def test_kill_9_during_a_rename_leaves_a_brain_the_next_command_makes_whole(
    tmp_path: Path, moment: str
) -> None:
    rng = random.Random(7)
    torn = 0
    # three kills each; a kill when the journal says "committed" may land only after the last
    # rename on a loaded machine, so that one is tried until one lands between (at most 12)
    attempts = 12 if moment == COMMITTED else 3
    for attempt in range(attempts):
        if moment == COMMITTED and attempt >= 3 and torn:
            break
        # given a rename that rewrites 400 referrers, killed mid-way
        root = tmp_path / f"brain-{attempt}"
        many_referrers(root, 400)
        process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "brain.toolkit.cli",
                "move",
                "target",
                "--to",
                "renamed",
                "--root",
                str(root),
            ],
            env=ENV,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        kill_when(process, root, moment, rng.uniform(0.3, 1.5))
        if (root / journal_relpath()).exists():
            # the doctor reports the interrupted operation (and changes nothing)
            report = doctor(root)
            assert report["counts"].get("interrupted_operation") == 1
            torn += state_of(root) == "torn"
        # when the next command runs
        listed = subprocess.run(
            [sys.executable, "-m", "brain.toolkit.cli", "list", "--root", str(root), "--json"],
            env=ENV,
            capture_output=True,
            text=True,
            check=False,
        )
        assert listed.returncode == 0, listed.stderr
        # then the brain is wholly before or wholly after the rename, with no leftovers
        assert state_of(root) in ("old", "new"), (moment, attempt)
        assert temp_files(root) == []
        assert "interrupted_operation" not in doctor(root)["counts"]
    if moment == COMMITTED:
        assert torn > 0  # the kills did land between the first and the last rename


def doctor(root: Path) -> dict[str, Any]:
    result = subprocess.run(
        [sys.executable, "-m", "brain.toolkit.cli", "doctor", "--root", str(root), "--json"],
        env=ENV,
        capture_output=True,
        text=True,
        check=True,
    )
    report: dict[str, Any] = json.loads(result.stdout)
    return report


def test_a_committed_journal_is_finished_and_a_staging_one_undone(tmp_path: Path) -> None:
    # given a brain, and the journal of an operation stopped right after its commit point
    init_root(tmp_path)
    write(tmp_path, "inbox/a.md", doc_text("a"))
    write(tmp_path, "inbox/b.md", doc_text("b"))
    new_a = doc_text("a", title="A2").encode()
    commit_stopped_at(tmp_path, COMMITTED, {"inbox/a.md": new_a}, ["inbox/b.md"])
    assert pending(tmp_path) == {"state": COMMITTED, "paths": ["inbox/a.md", "inbox/b.md"]}
    # when
    recover(tmp_path)
    # then the operation is complete
    assert (tmp_path / "inbox" / "a.md").read_bytes() == new_a
    assert not (tmp_path / "inbox" / "b.md").exists()
    assert pending(tmp_path) is None and temp_files(tmp_path) == []

    # given one stopped while staging
    write(tmp_path, "inbox/c.md", doc_text("c"))
    before = (tmp_path / "inbox" / "c.md").read_bytes()
    commit_stopped_at(tmp_path, STAGING, {"inbox/c.md": b"half"}, [])
    recover(tmp_path)
    # then it never happened
    assert (tmp_path / "inbox" / "c.md").read_bytes() == before
    assert pending(tmp_path) is None and temp_files(tmp_path) == []


def test_recovery_keeps_a_file_someone_edited_after_the_crash(tmp_path: Path) -> None:
    init_root(tmp_path)
    write(tmp_path, "inbox/a.md", doc_text("a"))
    commit_stopped_at(tmp_path, COMMITTED, {"inbox/a.md": doc_text("a", title="Ours").encode()}, [])
    theirs = doc_text("a", title="Edited by hand").encode()
    (tmp_path / "inbox" / "a.md").write_bytes(theirs)
    kept = DirectoryStore(tmp_path).recover()
    assert kept == ["inbox/a.md changed since the interrupted operation; kept as it is"]
    assert (tmp_path / "inbox" / "a.md").read_bytes() == theirs


def sparse(path: Path, size: int) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as handle:
        handle.truncate(size)


def limited_memory() -> None:
    one_gib = 1 << 30
    resource.setrlimit(resource.RLIMIT_AS, (one_gib, one_gib))


@pytest.mark.parametrize("command", [["list"], ["get", "huge"], ["doctor"], ["validate"]])
def test_a_huge_file_is_refused_without_being_read(tmp_path: Path, command: list[str]) -> None:
    # given a brain holding a 1 GiB (sparse) file, and a process that cannot map 1 GiB
    init_root(tmp_path)
    write(tmp_path, "inbox/fine.md", doc_text("fine"))
    sparse(tmp_path / "inbox" / "huge.md", 1 << 30)
    # when
    result = subprocess.run(
        [sys.executable, "-m", "brain.toolkit.cli", *command, "--root", str(tmp_path), "--json"],
        env=ENV,
        capture_output=True,
        text=True,
        preexec_fn=limited_memory,
        timeout=120,
        check=False,
    )
    # then it answers (the file reported, never loaded)
    assert "MemoryError" not in result.stderr and "Traceback" not in result.stderr
    if command == ["list"]:
        assert result.returncode == 0
        assert [d["id"] for d in json.loads(result.stdout)["documents"]] == ["fine"]
    elif command == ["get", "huge"]:
        assert result.returncode == 2
    else:
        assert "larger than" in result.stdout


def test_a_move_waits_for_a_writer_holding_the_lock_and_sees_its_link(tmp_path: Path) -> None:
    # given a writer process that holds the brain's lock and is about to add a link
    init_root(tmp_path)
    write(tmp_path, "people/target.md", doc_text("target", type="person"))
    write(tmp_path, "inbox/late.md", doc_text("late", body="No link yet."))
    holder = subprocess.Popen(
        [sys.executable, "-c", LATE_LINKER, str(tmp_path)],
        env=ENV,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
    # when a rename starts meanwhile
    _, renamed, _ = run_json_process(tmp_path, "move", "target", "--to", "renamed")
    holder.wait(timeout=60)
    # then the rename read the referrers after the writer was done, and retargeted its link
    assert renamed["retargeted"] == ["late"]
    assert "[[page:renamed]]" in (tmp_path / "inbox" / "late.md").read_text()


LATE_LINKER = """
import sys, time
from pathlib import Path
from brain.toolkit.commands import REGISTRY, run
from brain.toolkit.directory import DirectoryStore
store = DirectoryStore(Path(sys.argv[1]))
with store.locked():
    print("locked", flush=True)
    time.sleep(1.0)
    run(REGISTRY["rewrite"], store, {"ref": "late", "compiled_truth": "See [[page:target]]."})
"""


def run_json_process(root: Path, *args: str) -> tuple[int, dict[str, object], str]:
    result = subprocess.run(
        [sys.executable, "-m", "brain.toolkit.cli", *args, "--root", str(root), "--json"],
        env=ENV,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    return result.returncode, json.loads(result.stdout), result.stderr


__all__ = ["run_json"]
