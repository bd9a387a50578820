"""Shared helpers for the toolkit tests: document text, trees on disk, and running the CLI."""

from __future__ import annotations

import contextlib
import hashlib
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from brain.toolkit import cli, journal
from brain.toolkit.root import init_root, is_root

REPO_ROOT = Path(__file__).resolve().parents[2]
DEMO_BRAIN = REPO_ROOT / "demo" / "brain"


def doc_text(
    brain_id: str,
    *,
    kind: str = "page",
    type: str = "note",
    title: str | None = None,
    status: str = "draft",
    extra: str = "",
    body: str = "",
) -> str:
    """A document's text; `extra` is raw frontmatter lines added after the required keys."""
    lines = [
        "---",
        f"id: {brain_id}",
        f"kind: {kind}",
        f"type: {type}",
        f"title: {title if title is not None else brain_id.replace('-', ' ').title()}",
        f"status: {status}",
    ]
    if extra:
        lines.append(extra.rstrip("\n"))
    lines.append("---")
    text = "\n".join(lines) + "\n"
    if body:
        text += body.rstrip("\n") + "\n"
    return text


def write(root: Path, relpath: str, text: str | bytes) -> Path:
    path = root / relpath
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, str):
        path.write_text(text, encoding="utf-8")
    else:
        path.write_bytes(text)
    return path


def tree_digest(root: Path) -> dict[str, str]:
    """sha256 of every file under root (dot-folders such as the CLI cache excluded)."""
    out: dict[str, str] = {}
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root)
        if path.is_file() and not any(part.startswith(".") for part in rel.parts[:-1]):
            out[rel.as_posix()] = hashlib.sha256(path.read_bytes()).hexdigest()
    return out


def file_hash(root: Path, relpath: str) -> str:
    return hashlib.sha256((root / relpath).read_bytes()).hexdigest()


def temp_files(root: Path) -> list[str]:
    """Leftover staging files (and a journal) anywhere under root."""
    found = {*root.rglob(".tmp-*"), *root.rglob(".goat-stage-*"), *root.rglob("journal.json")}
    return sorted(p.relative_to(root).as_posix() for p in found)


def run(capsys: pytest.CaptureFixture[str], root: Path, *args: str) -> tuple[int, str, str]:
    """Run `goat-brain ARGS --root ROOT` in process: (exit code, stdout, stderr).

    A folder that exists and is not a brain root yet is made one first (`goat-brain init`),
    unless its `.goat-brain` is a link or a file (tests of those want them left alone).
    """
    state = root / ".goat-brain"
    plain_state = not state.is_symlink() and (state.is_dir() or not state.exists())
    if root.is_dir() and not root.is_symlink() and plain_state and not is_root(root):
        init_root(root)
    capsys.readouterr()
    code = cli.main([*args, "--root", str(root)])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def run_json(capsys: pytest.CaptureFixture[str], root: Path, *args: str) -> tuple[int, Any, str]:
    """Run with --json; stdout must hold exactly one JSON document."""
    code, out, err = run(capsys, root, *args, "--json")
    return code, json.loads(out), err


def stderr_lines(err: str) -> list[str]:
    return [line for line in err.splitlines() if line.strip()]


class Crash(Exception):
    """What `crash_after_saving` raises where a crash would stop the process."""


@contextlib.contextmanager
def crash_after_saving(state: str) -> Iterator[None]:
    """Within it, a journaled commit stops (raises Crash, expected here) right after it saved
    the journal in `state`, as a crash there would leave the folder."""
    real_save = journal._save

    def save_then_crash(*args: object) -> None:
        real_save(*args)  # type: ignore[arg-type]
        if args[1] == state:
            raise Crash

    journal._save = save_then_crash  # type: ignore[assignment]
    try:
        with pytest.raises(Crash):
            yield
    finally:
        journal._save = real_save  # type: ignore[assignment]


def commit_stopped_at(
    root: Path, state: str, writes: dict[str, bytes], removals: list[str]
) -> None:
    """Run the journal's commit, but stop it where a crash would (after `state` was saved)."""
    with crash_after_saving(state):
        journal.commit(root, writes, removals)


def with_extra(segment: Any, extra: Any) -> bytes:
    """A segment's bytes again, its postings as they are, with another `extra` (the metadata an
    older version wrote, say)."""
    from brain.toolkit.ranker.segment import pack_segment

    names = ("indptr", "slots", "tfs", "name_indptr", "name_slots", "fwd_indptr", "fwd_terms")
    return pack_segment(
        segment.terms,
        {name: segment.array(name) for name in (*names, "lengths")},
        [segment.held(slot) for slot in range(len(segment))],
        k1=segment.k1,
        b=segment.b,
        epsilon=segment.epsilon,
        extra=extra,
    )
