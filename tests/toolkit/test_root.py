"""A brain root is a folder holding `.goat-brain/brain.json`; nothing outside one is touched."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from brain.toolkit import cli
from brain.toolkit.root import MARKER_FILE, STATE_DIR, init_root
from tests.toolkit.helpers import REPO_ROOT, doc_text, stderr_lines, tree_digest, write


def goat(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "brain.toolkit.cli", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        env={**os.environ, "PYTHONPATH": str(REPO_ROOT)},
        timeout=60,
        check=False,
    )


def everything(root: Path) -> list[str]:
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*"))


def test_outside_a_brain_the_cli_refuses_and_leaves_no_trace(tmp_path: Path) -> None:
    # given a folder of markdown that is not a brain
    write(tmp_path, "notes/a.md", doc_text("a"))
    before = everything(tmp_path)
    # when goat-brain runs there without --root
    result = goat(tmp_path / "notes", "list")
    # then it refuses in one line, saying how to start one, and writes nothing
    assert result.returncode == 2
    (line,) = stderr_lines(result.stderr)
    assert "not inside a brain" in line and "goat-brain init" in line
    assert result.stdout == ""
    assert everything(tmp_path) == before


def test_a_root_given_with_root_must_be_marked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write(tmp_path, "a.md", doc_text("a"))
    before = everything(tmp_path)
    code = cli.main(["list", "--root", str(tmp_path), "--json"])
    captured = capsys.readouterr()
    assert code == 2
    error = json.loads(captured.out)["error"]
    assert error["code"] == "usage"
    assert f"goat-brain init {tmp_path}" in error["message"]
    assert everything(tmp_path) == before


def test_the_filesystem_root_is_refused_at_once(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["list", "--root", "/"]) == 2
    assert "is not a brain root" in capsys.readouterr().err
    assert not Path("/.goat-brain").exists()


def test_a_cache_folder_alone_does_not_make_a_root(tmp_path: Path) -> None:
    (tmp_path / STATE_DIR).mkdir()
    (tmp_path / STATE_DIR / "catalog.json").write_text("{}")
    assert goat(tmp_path, "list").returncode == 2


def test_without_root_the_cli_walks_up_to_the_nearest_root(tmp_path: Path) -> None:
    # given a brain with a document, and a working folder deep inside it
    brain = tmp_path / "brain"
    assert goat(tmp_path, "init", "brain").returncode == 0
    write(brain, "people/sarah.md", doc_text("sarah", type="person"))
    deep = brain / "people" / "team" / "sub"
    deep.mkdir(parents=True)
    # when
    result = goat(deep, "--json", "list")
    # then
    assert result.returncode == 0, result.stderr
    assert [d["id"] for d in json.loads(result.stdout)["documents"]] == ["sarah"]
    assert not (deep / STATE_DIR).exists()


def test_init_makes_a_root_once_and_says_so(tmp_path: Path) -> None:
    first = goat(tmp_path, "--json", "init", "new-brain")
    second = goat(tmp_path, "--json", "init", "new-brain")
    assert json.loads(first.stdout)["created"] is True
    assert json.loads(second.stdout)["created"] is False
    marker = tmp_path / "new-brain" / STATE_DIR / MARKER_FILE
    assert json.loads(marker.read_text()) == {"format": "goat-brain", "version": 1}
    assert (tmp_path / "new-brain" / "people").is_dir()
    assert (tmp_path / "new-brain" / "evidence").is_dir()


def test_init_in_a_folder_with_files_adds_only_the_marker(tmp_path: Path) -> None:
    write(tmp_path, "vault/note.md", "# A note\n")
    assert goat(tmp_path, "init", "vault").returncode == 0
    assert everything(tmp_path / "vault") == [".goat-brain", ".goat-brain/brain.json", "note.md"]


def test_a_marker_from_a_newer_version_is_refused(tmp_path: Path) -> None:
    init_root(tmp_path)
    (tmp_path / STATE_DIR / MARKER_FILE).write_text('{"format": "goat-brain", "version": 99}')
    result = goat(tmp_path, "list")
    assert result.returncode == 2
    assert "newer goat-brain" in result.stderr


def test_an_absolute_folder_is_refused(tmp_path: Path) -> None:
    init_root(tmp_path)

    def outside_state() -> list[str]:
        return [p for p in everything(tmp_path) if not p.startswith(STATE_DIR)]

    before = tree_digest(tmp_path), outside_state()
    for args in (
        ("folder", "create", "/tmp/x"),
        ("create", "--type", "note", "--title", "X", "--folder", "/tmp/x"),
    ):
        result = goat(tmp_path, *args)
        assert result.returncode == 2, args
        assert "is absolute" in result.stderr
    assert (tree_digest(tmp_path), outside_state()) == before
    assert not (tmp_path / "tmp").exists()


def test_writes_never_follow_a_symlinked_folder_out_of_the_root(tmp_path: Path) -> None:
    # given a brain whose folder `linked` is a link to a folder outside it
    root, outside = tmp_path / "brain", tmp_path / "outside"
    init_root(root)
    outside.mkdir()
    os.symlink(outside, root / "linked")
    write(root, "people/sarah.md", doc_text("sarah", type="person"))
    # when commands try to write through the link
    attempts = [
        ("create", "--type", "note", "--title", "Leak", "--folder", "linked"),
        ("create", "--type", "note", "--title", "Deep", "--folder", "linked/deeper"),
        ("move", "sarah", "--folder", "linked"),
        ("folder", "create", "linked/sub"),
        (
            "append-evidence",
            "--source",
            "web:x",
            "--title",
            "T",
            "--text",
            "x",
            "--folder",
            "evidence/../linked",
        ),
    ]
    for args in attempts:
        result = goat(root, *args)
        # then each is refused in one line and nothing lands outside
        assert result.returncode == 2, (args, result.stdout)
        assert len(stderr_lines(result.stderr)) == 1
    assert list(outside.iterdir()) == []
    assert (root / "people" / "sarah.md").exists()


def test_a_symlinked_state_folder_is_neither_read_nor_written(tmp_path: Path) -> None:
    # given a brain whose .goat-brain is a link to a folder elsewhere holding a marker
    root, elsewhere = tmp_path / "brain", tmp_path / "elsewhere"
    init_root(elsewhere)
    root.mkdir()
    os.symlink(elsewhere / STATE_DIR, root / STATE_DIR)
    before = everything(elsewhere)
    # when
    result = goat(root, "--json", "list")
    # then the link does not make a root, and nothing was written through it
    assert result.returncode == 2
    assert everything(elsewhere) == before
