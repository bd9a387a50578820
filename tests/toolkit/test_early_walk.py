"""The early walk: `goat-brain` scans the folder in a child while it imports (folder_scan.py).

What must hold: a read command answers exactly as it would have scanning itself; a walk is
never used when it could be staler than a scan at the time of use (a write, crash recovery,
another root); the child is always reaped.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from brain.toolkit import cli, folder_scan
from brain.toolkit.commands.registry import commands_for
from brain.toolkit.journal import COMMITTED
from brain.toolkit.launch import early_root
from brain.toolkit.root import MARKER_FILE, STATE_DIR, init_root
from brain.toolkit.tree import walk_tree

from .helpers import commit_stopped_at, doc_text, write


@pytest.fixture
def brain(tmp_path: Path) -> Path:
    root = tmp_path / "brain"
    root.mkdir()
    init_root(root)
    for n in range(30):
        write(root, f"people/p{n}.md", doc_text(f"p{n}", title=f"Person {n}", body="Likes tea."))
    write(root, "notes/alpha.md", doc_text("alpha", title="Alpha plan", body="The alpha plan."))
    os.symlink(root / "notes", root / "linked")  # an odd entry: reported, never entered
    return root


@pytest.fixture(autouse=True)
def no_walk_left() -> Iterator[None]:
    yield
    folder_scan.drop_early()  # a failed test must not hand its walk to the next


def start(root: Path) -> int:
    """Start an early walk of root; the child's pid."""
    folder_scan.start_early(str(root))
    assert folder_scan._early is not None
    return folder_scan._early[1]


def reaped(pid: int) -> bool:
    """The child is gone and reaped (not left a zombie, not still running)."""
    try:
        os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        return True
    return False


def test_the_early_walk_is_what_a_walk_finds_then(brain: Path) -> None:
    scanned = walk_tree(brain)
    pid = start(brain)
    taken = walk_tree(brain)
    assert taken == scanned and len(taken.files) == 31
    assert [p.path for p in taken.problems] == ["linked"]
    assert folder_scan._early is None and reaped(pid)
    # it is taken once: a later walk scans again and sees a later change
    write(brain, "notes/beta.md", doc_text("beta"))
    assert len(walk_tree(brain).files) == 32


def test_an_early_walk_of_another_root_is_dropped(brain: Path, tmp_path: Path) -> None:
    other = tmp_path / "other"
    other.mkdir()
    pid = start(other)
    assert len(walk_tree(brain).files) == 31  # scanned: the other root's walk is not used
    assert folder_scan._early is None and reaped(pid)


def test_a_root_that_cannot_be_listed_is_scanned_again_and_says_why(tmp_path: Path) -> None:
    missing = tmp_path / "gone"
    pid = start(missing)
    with pytest.raises(FileNotFoundError):
        walk_tree(missing)
    assert reaped(pid)


def test_a_write_command_checks_the_folder_as_it_is_now(
    brain: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["--root", str(brain), "--json", "list"]) == 0  # the catalog is cached
    pid = start(brain)
    write(brain, "notes/late.md", doc_text("late"))  # after the walk began, before the command
    capsys.readouterr()
    # the write checks the folder as it is now: `late` is taken
    args = ["create", "--type", "note", "--title", "Late", "--folder", "people", "--id", "late"]
    assert cli.main(["--root", str(brain), "--json", *args]) == 2
    assert json.loads(capsys.readouterr().out)["error"]["code"] == "already_exists"
    assert folder_scan._early is None and reaped(pid)


def test_crash_recovery_before_a_read_drops_the_walk(
    brain: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["--root", str(brain), "--json", "list"]) == 0  # the catalog is cached
    capsys.readouterr()
    new_alpha = doc_text("alpha", title="Alpha renamed", body="The alpha plan.").encode()
    commit_stopped_at(brain, COMMITTED, {"notes/alpha.md": new_alpha}, ["people/p0.md"])
    pid = start(brain)  # sees the folder before recovery finishes the commit
    code = cli.main(["--root", str(brain), "--json", "list"])
    listed = json.loads(capsys.readouterr().out)["documents"]
    assert code == 0 and folder_scan._early is None and reaped(pid)
    assert {d["id"]: d["title"] for d in listed}["alpha"] == "Alpha renamed"
    assert "p0" not in {d["id"] for d in listed}


def test_the_installed_command_answers_as_the_module_does(brain: Path) -> None:
    script = Path(sys.executable).parent / "goat-brain"
    assert script.exists(), "the project is installed in the venv (scripts/lib.sh)"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    for args in (
        ["query", "alpha plan"],
        ["get", "p3"],
        ["list"],
        ["mentions", "--text", "Person 4 met the Alpha plan"],
    ):
        with_walk = subprocess.run(
            [str(script), "--root", str(brain), "--json", *args],
            capture_output=True,
            check=True,
            env=env,
        )
        without = subprocess.run(
            [sys.executable, "-m", "brain.toolkit.cli", "--root", str(brain), "--json", *args],
            capture_output=True,
            check=True,
            env=env,
        )
        assert json.loads(with_walk.stdout) == json.loads(without.stdout), args
    # found from inside the brain, without --root, as git finds its repository
    inside = subprocess.run(
        [str(script), "--json", "get", "alpha"],
        cwd=brain / "people",
        capture_output=True,
        check=True,
        env=env,
    )
    assert json.loads(inside.stdout)["document"]["title"] == "Alpha plan"


def test_a_read_command_ends_with_its_whole_output_and_its_exit_code(brain: Path) -> None:
    # launch.leave skips the interpreter's teardown after a read: what was written must still
    # arrive whole, and the exit code be the CLI's, whether the command succeeded or not.
    script = Path(sys.executable).parent / "goat-brain"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    for n in range(30, 1500):  # a listing longer than a pipe holds
        write(brain, f"people/p{n}.md", doc_text(f"p{n}", title=f"Person {n}", body="Tea."))
    listed = subprocess.run(
        [str(script), "--root", str(brain), "--json", "list"],
        capture_output=True,
        env=env,
    )
    assert listed.returncode == 0 and listed.stderr == b""
    assert len(json.loads(listed.stdout)["documents"]) == 1501
    for args, code in ((["get", "nobody"], 2), (["query", "tea"], 0)):
        ran = subprocess.run(
            [str(script), "--root", str(brain), "--json", *args], capture_output=True, env=env
        )
        module = subprocess.run(
            [sys.executable, "-m", "brain.toolkit.cli", "--root", str(brain), "--json", *args],
            capture_output=True,
            env=env,
        )
        assert (ran.returncode, ran.stdout, ran.stderr) == (code, module.stdout, module.stderr)


def test_the_root_is_guessed_for_read_commands_only(brain: Path, tmp_path: Path) -> None:
    assert early_root(["--root", "/x", "--json", "query", "a b"]) == "/x"
    assert early_root(["get", "--root=/y", "id"]) == "/y"
    assert early_root(["--json", "create", "notes", "T"]) is None
    assert early_root(["--root", "/x", "doctor"]) is None
    assert early_root([]) is None
    here = os.getcwd()
    try:
        os.chdir(brain / "people")
        assert early_root(["list"]) == str(brain)
        os.chdir(tmp_path)
        assert early_root(["list"]) is None  # not inside a brain: the CLI says so itself
    finally:
        os.chdir(here)


def test_only_read_commands_walk_early() -> None:
    specs = {spec.name: spec for spec in commands_for(surface="cli")}
    for name in folder_scan.EARLY_COMMANDS:
        assert not specs[name].writes and specs[name].writes_if is None, name
    assert os.path.join(STATE_DIR, MARKER_FILE) == folder_scan.MARKER_PATH


def test_the_child_lets_go_of_the_standard_streams(tmp_path: Path) -> None:
    # A reader of the command's output (`| head`, a test capturing it) must see its end when
    # the command ends, not when the walk does: the child holds none of the parent's streams.
    root = tmp_path / "big"
    for n in range(2000):  # a scan larger than a pipe holds: the child waits to send it
        write(root, f"notes/n{n:04}.md", "x")
    pid = start(root)
    streams: list[str] = []
    for _ in range(200):  # until the child has let go (it does so first thing)
        streams = [os.readlink(f"/proc/{pid}/fd/{fd}") for fd in (0, 1, 2)]
        if streams == [os.devnull] * 3:
            break
        time.sleep(0.01)
    assert streams == [os.devnull] * 3
    assert len(walk_tree(root).files) == 2000  # and the scan still arrives whole
