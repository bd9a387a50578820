"""Materialize a brain into a private directory and sync changed files back (design.md §1).

Agents work on a plain directory through the CLI. `brain_materialize` writes every document's
canonical bytes under a fresh root and returns a `Snapshot`: per file, the document id, the
content hash it had in the database and the file's stat signature. `brain_sync` walks the
directory with lstat only, reads just the files whose signature changed, and sends the
differences through the one write path in one transaction:

- a document changed (or moved, or deleted) in the database since the snapshot is a conflict;
- a file that is not a safe regular file (symbolic link, hard link, device, socket, a folder
  that is a link, a path outside the brain's folder rules) or not a valid document is refused;
- any conflict or refusal applies nothing: the report says what to fix and the caller retries.

Unchanged files are never re-read nor re-hashed, so a few changed files sync fast in a large
brain. Dot-folders (the CLI's `.goat-brain/` cache) are ignored; so are files not ending `.md`.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import stat
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from django.contrib.auth.base_user import AbstractBaseUser
from django.db import transaction

from brain.models import Brain, BrainDocument, BrainFolder
from brain.services import brain_lock, changes_apply, changes_conflicts, folder_create
from brain.toolkit.document import Document, parse_document
from brain.toolkit.operations import Change, CommandError
from brain.toolkit.problems import DocumentError
from brain.toolkit.schemas import is_slug
from brain.toolkit.tree import SUFFIX, document_relpath, split_relpath
from brain.toolkit.validation import validate_document, validate_folder

UNSAFE_PATH: Final = "unsafe_path"
DUPLICATE_ID: Final = "duplicate_id"

MSG_NOT_EMPTY: Final = "{path} is not empty; materialize into a new or empty folder"
MSG_NOT_DIRECTORY: Final = "{path} is not a directory (or is a symbolic link)"
MSG_UNSAFE_ROW: Final = "the stored path {path!r} is not a safe document path; it was skipped"
MSG_SYMLINK: Final = "a symbolic link; documents and folders must be plain, not links"
MSG_HARDLINK: Final = "a file with several hard links; documents must be plain files"
MSG_NOT_REGULAR: Final = "not a regular file (device, socket or pipe); documents are plain files"
MSG_BAD_NAME: Final = "{name!r} is not a document path: {reason}"
MSG_CHANGED_WHILE_READING: Final = "the file changed while it was read; sync again"
MSG_DUPLICATE: Final = "id {id!r} is already used by {other}; give this document another id"
MSG_FILE_NAME: Final = "the file name must be '<id>.md' with a lowercase slug id"
MSG_SNAPSHOT_PATH: Final = "the snapshot names an unsafe path {path!r}"

# Files are written with an mtime at least this far in the past, so any later write (which
# stamps "now") changes the signature even on file systems with coarse timestamps.
_PAST_NS: Final = 2_000_000_000

Signature = tuple[int, int, int, int]  # (inode, size, mtime_ns, ctime_ns)


@dataclass(frozen=True)
class SnapshotEntry:
    brain_id: str
    content_hash: str
    signature: Signature


@dataclass
class Snapshot:
    """What a directory held when it was materialized (or last synced)."""

    root: Path
    entries: dict[str, SnapshotEntry] = field(default_factory=dict)  # relpath -> entry
    folders: set[str] = field(default_factory=set)
    skipped: list[str] = field(default_factory=list)  # stored paths that were not safe

    def to_json(self) -> dict[str, Any]:
        return {
            "root": str(self.root),
            "entries": {
                path: [entry.brain_id, entry.content_hash, list(entry.signature)]
                for path, entry in sorted(self.entries.items())
            },
            "folders": sorted(self.folders),
            "skipped": self.skipped,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Snapshot:
        entries = {}
        for path, (brain_id, content_hash, signature) in data["entries"].items():
            if _path_problem(path) is not None:
                raise ValueError(MSG_SNAPSHOT_PATH.format(path=path))
            entries[path] = SnapshotEntry(brain_id, content_hash, _signature_of(signature))
        return cls(Path(data["root"]), entries, set(data["folders"]), list(data["skipped"]))


def _signature_of(values: list[int]) -> Signature:
    inode, size, mtime_ns, ctime_ns = (int(v) for v in values)
    return (inode, size, mtime_ns, ctime_ns)


def _signature(info: os.stat_result) -> Signature:
    return (info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns)


@dataclass
class SyncReport:
    """What a sync did (or, when `applied` is False, why it did nothing)."""

    applied: bool = False
    created: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    moved: list[dict[str, str]] = field(default_factory=list)
    deleted: list[str] = field(default_factory=list)
    unchanged: int = 0
    files_read: int = 0
    conflicts: list[dict[str, Any]] = field(default_factory=list)
    refused: list[dict[str, Any]] = field(default_factory=list)
    snapshot: Snapshot | None = None

    def as_dict(self) -> dict[str, Any]:
        return {
            "applied": self.applied,
            "created": self.created,
            "updated": self.updated,
            "moved": self.moved,
            "deleted": self.deleted,
            "unchanged": self.unchanged,
            "files_read": self.files_read,
            "conflicts": self.conflicts,
            "refused": self.refused,
        }


# --- materialize ------------------------------------------------------------------------------


def brain_materialize(*, brain: Brain, directory: Path | None = None) -> Snapshot:
    """Write the brain's documents as canonical files under a new private directory.

    `directory` must not exist yet or be empty; without it a fresh temporary directory is
    made (mode 0700). Rows whose stored path would not be safe are skipped and listed.
    """
    root = _prepare_root(directory)
    snapshot = Snapshot(root=root)
    past_ns = time.time_ns() - _PAST_NS
    folders = set(BrainFolder.objects.filter(brain_ref=brain).values_list("path", flat=True))
    for folder in sorted(folders):
        if not validate_folder(folder):
            _make_folders(root, folder)
            snapshot.folders.add(folder)
    rows = (
        BrainDocument.objects.filter(brain_ref=brain)
        .order_by("folder", "brain_id")
        .values_list("brain_id", "folder", "content", "content_hash", "updated_at")
    )
    root_str = str(root)
    folder_ok: dict[str, bool] = {}
    for brain_id, folder, content, content_hash, updated_at in rows.iterator(chunk_size=1000):
        relpath = document_relpath(folder, brain_id)
        if folder not in folder_ok:
            folder_ok[folder] = not validate_folder(folder)
            if folder_ok[folder] and folder and folder not in snapshot.folders:
                _make_folders(root, folder)
                snapshot.folders.update(_ancestors(folder))
        if not folder_ok[folder] or not is_slug(brain_id):
            snapshot.skipped.append(relpath)
            continue
        mtime_ns = min(int(updated_at.timestamp() * 1e9), past_ns)
        info = _write_new_file(f"{root_str}/{relpath}", content.encode("utf-8"), mtime_ns)
        snapshot.entries[relpath] = SnapshotEntry(brain_id, content_hash, _signature(info))
    return snapshot


def _prepare_root(directory: Path | None) -> Path:
    if directory is None:
        return Path(tempfile.mkdtemp(prefix="goat-brain-"))
    if os.path.lexists(directory):
        info = os.lstat(directory)
        if not stat.S_ISDIR(info.st_mode):
            raise ValueError(MSG_NOT_DIRECTORY.format(path=directory))
        if any(os.scandir(directory)):
            raise ValueError(MSG_NOT_EMPTY.format(path=directory))
    else:
        directory.mkdir(mode=0o700, parents=True)
    return directory.resolve()


def _ancestors(folder: str) -> list[str]:
    segments = folder.split("/")
    return ["/".join(segments[:depth]) for depth in range(1, len(segments) + 1)]


def _make_folders(root: Path, folder: str) -> None:
    for ancestor in _ancestors(folder):
        path = root / ancestor
        with contextlib.suppress(FileExistsError):
            path.mkdir(mode=0o700)
        if not stat.S_ISDIR(os.lstat(path).st_mode):
            raise ValueError(MSG_NOT_DIRECTORY.format(path=path))


def _write_new_file(path: str, data: bytes, mtime_ns: int) -> os.stat_result:
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW
    fd = os.open(path, flags, 0o600)
    try:
        os.write(fd, data)
        os.utime(fd, ns=(mtime_ns, mtime_ns))
        return os.fstat(fd)
    finally:
        os.close(fd)


# --- sync -------------------------------------------------------------------------------------


@dataclass
class _Walk:
    files: dict[str, os.stat_result] = field(default_factory=dict)
    folders: set[str] = field(default_factory=set)
    refused: list[dict[str, Any]] = field(default_factory=list)


def _refusal(path: str, code: str, message: str) -> dict[str, Any]:
    return {"path": path, "code": code, "message": message}


def _path_problem(relpath: str) -> str | None:
    """Why `relpath` is not a document path the brain could hold (None when it is)."""
    if "\\" in relpath or "\x00" in relpath or relpath.startswith("/"):
        return "backslashes, NUL bytes and absolute paths are not allowed"
    if not relpath.endswith(SUFFIX):
        return f"documents end in {SUFFIX}"
    folder, stem = split_relpath(relpath)
    problems = validate_folder(folder)
    if problems:
        return problems[0].message
    if not is_slug(stem):
        return MSG_FILE_NAME
    return None


def _walk(root: Path) -> _Walk:
    """Every candidate file under root, by lstat only; links and odd files are refused."""
    walk = _Walk()
    pending = [("", str(root))]
    while pending:
        rel_dir, dirpath = pending.pop()
        with os.scandir(dirpath) as scan:
            found = sorted(scan, key=lambda e: e.name)
        for entry in found:
            name = entry.name
            if name.startswith("."):
                continue
            relpath = f"{rel_dir}/{name}" if rel_dir else name
            if entry.is_symlink():
                walk.refused.append(_refusal(relpath, UNSAFE_PATH, MSG_SYMLINK))
            elif entry.is_dir(follow_symlinks=False):
                problems = validate_folder(relpath)
                if problems:
                    walk.refused.append(_refusal(relpath, UNSAFE_PATH, problems[0].message))
                    continue
                walk.folders.add(relpath)
                pending.append((relpath, entry.path))
            elif name.endswith(SUFFIX):
                _walk_file(walk, relpath, name, entry.stat(follow_symlinks=False))
    walk.refused.sort(key=lambda refusal: refusal["path"])
    return walk


def _walk_file(walk: _Walk, relpath: str, name: str, info: os.stat_result) -> None:
    if not stat.S_ISREG(info.st_mode):
        walk.refused.append(_refusal(relpath, UNSAFE_PATH, MSG_NOT_REGULAR))
    elif info.st_nlink != 1:
        walk.refused.append(_refusal(relpath, UNSAFE_PATH, MSG_HARDLINK))
    elif not is_slug(name[: -len(SUFFIX)]):
        # The folder was checked once, on the way down; only the name is left.
        message = MSG_BAD_NAME.format(name=relpath, reason=MSG_FILE_NAME)
        walk.refused.append(_refusal(relpath, UNSAFE_PATH, message))
    else:
        walk.files[relpath] = info


def _read_file(root: Path, relpath: str, expected: os.stat_result) -> bytes:
    """The file's bytes, refusing anything that is not the plain file the walk saw."""
    fd = os.open(root / relpath, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_nlink != 1 or info.st_ino != expected.st_ino:
            raise OSError(MSG_CHANGED_WHILE_READING)
        chunks = []
        while chunk := os.read(fd, 1 << 20):
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


@dataclass
class _Read:
    relpath: str
    document: Document
    data_hash: str
    info: os.stat_result


def brain_sync(
    *,
    brain: Brain,
    directory: Path,
    snapshot: Snapshot,
    actor_type: str,
    actor_user: AbstractBaseUser | None = None,
    actor_label: str = "",
) -> SyncReport:
    """Send the files changed since `snapshot` through the write path, all or nothing."""
    root = Path(directory)
    report = SyncReport()
    if os.path.islink(root) or not root.is_dir():
        report.refused.append(
            _refusal(str(directory), UNSAFE_PATH, MSG_NOT_DIRECTORY.format(path=directory))
        )
        return report
    root = root.resolve()
    walk = _walk(root)
    report.refused.extend(walk.refused)

    # Read only what changed: a new path, or a known path whose stat signature moved.
    reads: dict[str, _Read] = {}
    unchanged: dict[str, SnapshotEntry] = {}
    for relpath, info in sorted(walk.files.items()):
        entry = snapshot.entries.get(relpath)
        if entry is not None and entry.signature == _signature(info):
            unchanged[relpath] = entry
            continue
        read = _read_one(root, relpath, info, report)
        if read is None:
            continue
        if entry is not None and read.data_hash == entry.content_hash:
            unchanged[relpath] = SnapshotEntry(entry.brain_id, entry.content_hash, _signature(info))
            continue
        reads[relpath] = read
    report.unchanged = len(unchanged)

    changes, kinds = _plan(snapshot, walk, reads, unchanged, report)
    new_folders = sorted(walk.folders - snapshot.folders)
    if report.refused:
        return report
    if changes:
        with transaction.atomic():
            brain_lock(brain)
            conflicts = changes_conflicts(brain=brain, changes=changes)
            if conflicts:
                report.conflicts = [_conflict(error, changes) for error in conflicts]
                return report
            hashes = changes_apply(
                brain=brain,
                changes=changes,
                actor_type=actor_type,
                actor_user=actor_user,
                actor_label=actor_label,
            )
            for folder in new_folders:
                folder_create(brain=brain, path=folder)
    else:
        hashes = {}
        for folder in new_folders:
            folder_create(brain=brain, path=folder)
    report.applied = True
    for kind, value in kinds:
        getattr(report, kind).append(value)
    report.snapshot = _next_snapshot(root, snapshot, walk, reads, unchanged, hashes)
    return report


def _read_one(root: Path, relpath: str, info: os.stat_result, report: SyncReport) -> _Read | None:
    report.files_read += 1
    try:
        data = _read_file(root, relpath, info)
        folder, stem = split_relpath(relpath)
        document = parse_document(data, folder=folder, path=relpath)
        problems = validate_document(document, file_stem=stem)
        if problems:
            raise DocumentError(problems, relpath)
    except DocumentError as error:
        report.refused.append(_refusal(relpath, error.code, error.problems[0].message))
        return None
    except OSError as error:
        message = str(error) if error.strerror is None else error.strerror
        report.refused.append(_refusal(relpath, UNSAFE_PATH, message))
        return None
    return _Read(relpath, document, hashlib.sha256(data).hexdigest(), info)


def _plan(
    snapshot: Snapshot,
    walk: _Walk,
    reads: dict[str, _Read],
    unchanged: dict[str, SnapshotEntry],
    report: SyncReport,
) -> tuple[list[Change], list[tuple[str, Any]]]:
    """The change set, and what to report for each change once it is applied."""
    gone = {path: e for path, e in snapshot.entries.items() if path not in walk.files}
    gone_by_id = {e.brain_id: path for path, e in gone.items()}
    owner: dict[str, str] = {e.brain_id: path for path, e in unchanged.items()}
    changes: list[Change] = []
    kinds: list[tuple[str, Any]] = []
    for relpath, read in sorted(reads.items()):
        brain_id = read.document.brain_id
        if brain_id in owner:
            message = MSG_DUPLICATE.format(id=brain_id, other=owner[brain_id])
            report.refused.append(_refusal(relpath, DUPLICATE_ID, message))
            continue
        owner[brain_id] = relpath
        entry = snapshot.entries.get(relpath)
        if entry is not None and entry.brain_id == brain_id:
            changes.append(Change(brain_id, read.document, relpath, entry.content_hash))
            kinds.append(("updated", brain_id))
        elif brain_id in gone_by_id:
            old_path = gone_by_id.pop(brain_id)
            old = gone.pop(old_path)
            changes.append(Change(brain_id, read.document, old_path, old.content_hash))
            kinds.append(("moved", {"id": brain_id, "from": old_path, "to": relpath}))
        else:
            if entry is not None:  # the file now holds another id: the old one is gone
                gone[relpath] = entry
            changes.append(Change(brain_id, read.document))
            kinds.append(("created", brain_id))
    for path, entry in sorted(gone.items()):
        if entry.brain_id in owner and owner[entry.brain_id] != path:
            continue  # renamed onto another file already counted above
        changes.append(Change(entry.brain_id, None, path, entry.content_hash))
        kinds.append(("deleted", entry.brain_id))
    return changes, kinds


def _conflict(error: CommandError, changes: list[Change]) -> dict[str, Any]:
    brain_id = error.details.get("id")
    path = next(
        (c.previous_path or "" for c in changes if c.brain_id == brain_id and c.previous_path),
        "",
    )
    return {"path": path, **error.as_dict()}


def _next_snapshot(
    root: Path,
    snapshot: Snapshot,
    walk: _Walk,
    reads: dict[str, _Read],
    unchanged: dict[str, SnapshotEntry],
    hashes: dict[str, str],
) -> Snapshot:
    """The snapshot after a sync: written files carry their database hash and new stat."""
    entries = dict(unchanged)
    for relpath, read in reads.items():
        brain_id = read.document.brain_id
        content_hash = hashes.get(brain_id, read.data_hash)
        entries[relpath] = SnapshotEntry(brain_id, content_hash, _signature(read.info))
    return Snapshot(root=root, entries=entries, folders=set(walk.folders) | snapshot.folders)


def snapshot_dumps(snapshot: Snapshot) -> str:
    return json.dumps(snapshot.to_json(), sort_keys=True)


def snapshot_loads(text: str) -> Snapshot:
    return Snapshot.from_json(json.loads(text))
