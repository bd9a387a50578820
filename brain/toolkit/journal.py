"""Crash-safe multi-file writes for a brain directory: an intent journal, finished or undone.

A command that changes several files (a merge, a move with its retargeted referrers) writes
them with `commit`:

1. the journal `.goat-brain/journal.json` records the plan (state `staging`): each target
   file with the temporary file staged beside it, and each file to remove, with the hash each
   had when it was read;
2. every new file is staged (written and synced beside its target);
3. the journal is switched to `committed` (an atomic replace): from here the change happens;
4. the temporary files are renamed over their targets and the removals are made;
5. the journal is deleted.

`recover`, run under the brain's lock by the next command, finishes a committed journal and
undoes a staging one (its temporary files are deleted), so a crash at any point leaves the
brain as it was before the command or as it is after it. A target changed by hand since the
crash is kept as the person left it (and reported). The doctor reports a journal it finds
(`interrupted_operation`); it never finishes it, since the doctor never edits.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Final

from .files import open_folder, read_file, write_new
from .root import STATE_DIR, state_dir

JOURNAL_FILE: Final = "journal.json"
STAGE_PREFIX: Final = ".goat-stage-"
STAGING: Final = "staging"
COMMITTED: Final = "committed"

MSG_KEPT: Final = "{path} changed since the interrupted operation; kept as it is"


@dataclass(frozen=True)
class PlannedWrite:
    path: str  # relative to the root
    temp: str  # file name of the staged bytes, in the same folder
    before: str | None  # sha256 of the bytes there when planned; None: no file
    after: str


@dataclass(frozen=True)
class PlannedRemoval:
    path: str
    before: str


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _current_digest(root: Path, relpath: str) -> str | None:
    try:
        return _digest(read_file(root, relpath, limit=1 << 62))
    except FileNotFoundError:
        return None


def journal_relpath() -> str:
    return f"{STATE_DIR}/{JOURNAL_FILE}"


def _save(
    root: Path, state: str, writes: list[PlannedWrite], removals: list[PlannedRemoval]
) -> None:
    data = {
        "state": state,
        "writes": [asdict(w) for w in writes],
        "removals": [asdict(r) for r in removals],
    }
    state_dir(root, create=True)
    with open_folder(root, STATE_DIR) as dir_fd:
        tmp = f".{JOURNAL_FILE}.{os.urandom(4).hex()}.tmp"
        write_new(dir_fd, tmp, json.dumps(data, indent=1).encode())
        os.replace(tmp, JOURNAL_FILE, src_dir_fd=dir_fd, dst_dir_fd=dir_fd)
        os.fsync(dir_fd)


def _load(root: Path) -> tuple[str, list[PlannedWrite], list[PlannedRemoval]] | None:
    try:
        data: dict[str, Any] = json.loads(read_file(root, journal_relpath()))
    except FileNotFoundError:
        return None
    writes = [PlannedWrite(**item) for item in data["writes"]]
    removals = [PlannedRemoval(**item) for item in data["removals"]]
    for path in [w.path for w in writes] + [r.path for r in removals]:
        _check_relpath(path)
    for write in writes:
        if "/" in write.temp or not write.temp.startswith(STAGE_PREFIX):
            raise ValueError(f"the journal names an unsafe temporary file {write.temp!r}")
    return str(data["state"]), writes, removals


def _check_relpath(relpath: str) -> None:
    parts = relpath.split("/")
    if relpath.startswith("/") or any(p in ("", ".", "..") or p.startswith(".") for p in parts):
        raise ValueError(f"the journal names an unsafe path {relpath!r}")


def commit(root: Path, writes: dict[str, bytes], removals: list[str]) -> None:
    """Write `writes` (relpath -> bytes) and remove `removals`, all or nothing across crashes.

    The caller holds the brain's lock and has checked the change; targets' folders are
    created as needed (never through a symbolic link).
    """
    token = os.urandom(6).hex()
    planned = [
        PlannedWrite(
            path, f"{STAGE_PREFIX}{token}-{n}.part", _current_digest(root, path), _digest(data)
        )
        for n, (path, data) in enumerate(writes.items())
    ]
    planned_removals = []
    for path in removals:
        before = _current_digest(root, path)
        if before is not None and path not in writes:
            planned_removals.append(PlannedRemoval(path, before))
    _save(root, STAGING, planned, planned_removals)
    for write in planned:
        folder = write.path.rpartition("/")[0]
        with open_folder(root, folder, create=True) as dir_fd:
            write_new(dir_fd, write.temp, writes[write.path])
    _save(root, COMMITTED, planned, planned_removals)
    _finish(root, planned, planned_removals)
    _delete_journal(root)


def recover(root: Path) -> list[str]:
    """Finish or undo an interrupted `commit`; what was kept as found (one line each)."""
    loaded = _load(root)
    if loaded is None:
        return []
    state, writes, removals = loaded
    kept: list[str] = []
    if state == COMMITTED:
        kept = _finish(root, writes, removals)
    else:
        for write in writes:
            _remove_temp(root, write)
    _delete_journal(root)
    return kept


def pending(root: Path) -> dict[str, Any] | None:
    """The interrupted operation's journal, read only: {"state", "paths"}; None when none."""
    try:
        loaded = _load(root)
    except (ValueError, KeyError, TypeError, OSError):
        return {"state": "unreadable", "paths": []}
    if loaded is None:
        return None
    state, writes, removals = loaded
    return {"state": state, "paths": sorted({w.path for w in writes} | {r.path for r in removals})}


def _finish(root: Path, writes: list[PlannedWrite], removals: list[PlannedRemoval]) -> list[str]:
    kept: list[str] = []
    for write in writes:
        folder, _, name = write.path.rpartition("/")
        with open_folder(root, folder) as dir_fd:
            if not _exists(dir_fd, write.temp):
                continue  # renamed before the crash
            if _current_digest(root, write.path) not in (write.before, write.after):
                os.unlink(write.temp, dir_fd=dir_fd)
                kept.append(MSG_KEPT.format(path=write.path))
                continue
            os.replace(write.temp, name, src_dir_fd=dir_fd, dst_dir_fd=dir_fd)
            os.fsync(dir_fd)
    for removal in removals:
        current = _current_digest(root, removal.path)
        if current is None:
            continue
        if current != removal.before:
            kept.append(MSG_KEPT.format(path=removal.path))
            continue
        folder, _, name = removal.path.rpartition("/")
        with open_folder(root, folder) as dir_fd:
            os.unlink(name, dir_fd=dir_fd)
            os.fsync(dir_fd)
    return kept


def _exists(dir_fd: int, name: str) -> bool:
    try:
        os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
    except FileNotFoundError:
        return False
    return True


def _remove_temp(root: Path, write: PlannedWrite) -> None:
    folder = write.path.rpartition("/")[0]
    with contextlib.suppress(FileNotFoundError), open_folder(root, folder) as dir_fd:
        os.unlink(write.temp, dir_fd=dir_fd)


def _delete_journal(root: Path) -> None:
    with open_folder(root, STATE_DIR) as dir_fd:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(JOURNAL_FILE, dir_fd=dir_fd)
        os.fsync(dir_fd)
