"""What syncing a materialized brain directory back means, without the database.

A materialized directory comes with a `Snapshot`: per file, the document id, the content hash
it had in the store and the file's stat signature. `plan_sync` walks the directory (lstat
only, links never followed), reads just the files whose signature changed, and turns the
differences into a change set for the store (`Change`s with the hashes of the snapshot, so a
document changed in the store meanwhile is a conflict, never overwritten). Files that are not
safe plain files, or not valid documents, are refused; any refusal means nothing is applied.

The database side (brain/sync.py) applies the plan through the write path in one transaction.
"""

from __future__ import annotations

import json
import os
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from .document import Document, content_hash, parse_document
from .errors import CommandError
from .files import open_folder, read_open_file
from .folder_scan import SUFFIX
from .problems import DocumentError
from .schemas import is_slug
from .store import Change
from .timeline import RELINK
from .tree import FileEntry, folder_ancestors, split_relpath, walk_tree
from .validation import validate_document, validate_folder

UNSAFE_PATH: Final = "unsafe_path"
DUPLICATE_ID: Final = "duplicate_id"

MSG_HARDLINK: Final = "a file with several hard links; documents must be plain files"
MSG_BAD_NAME: Final = "{name!r} is not a document path: {reason}"
MSG_CHANGED_WHILE_READING: Final = "the file changed while it was read; sync again"
MSG_DUPLICATE: Final = "id {id!r} is already used by {other}; give this document another id"
MSG_FILE_NAME: Final = "the file name must be '<id>.md' with a lowercase slug id"
MSG_SNAPSHOT_PATH: Final = "the snapshot names an unsafe path {path!r}"
MSG_NOT_DIRECTORY: Final = "{path} is not a directory (or is a symbolic link)"

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
        for path, (brain_id, digest, signature) in data["entries"].items():
            if path_problem(path) is not None:
                raise ValueError(MSG_SNAPSHOT_PATH.format(path=path))
            entries[path] = SnapshotEntry(brain_id, digest, _signature_of(signature))
        return cls(Path(data["root"]), entries, set(data["folders"]), list(data["skipped"]))


def snapshot_dumps(snapshot: Snapshot) -> str:
    return json.dumps(snapshot.to_json(), sort_keys=True)


def snapshot_loads(text: str) -> Snapshot:
    return Snapshot.from_json(json.loads(text))


def _signature_of(values: list[int]) -> Signature:
    inode, size, mtime_ns, ctime_ns = (int(v) for v in values)
    return (inode, size, mtime_ns, ctime_ns)


def stat_signature(info: os.stat_result) -> Signature:
    return (info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns)


def _entry_signature(entry: FileEntry) -> Signature:
    return (entry.inode, entry.size, entry.mtime_ns, entry.ctime_ns)


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


def refusal(path: str, code: str, message: str) -> dict[str, Any]:
    return {"path": path, "code": code, "message": message}


def path_problem(relpath: str) -> str | None:
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


@dataclass
class _Read:
    relpath: str
    document: Document
    data_hash: str
    signature: Signature


@dataclass
class SyncPlan:
    """The change set a sync would apply, and what to report once it is applied."""

    root: Path
    snapshot: Snapshot
    report: SyncReport
    changes: list[Change] = field(default_factory=list)
    kinds: list[tuple[str, Any]] = field(default_factory=list)  # (report list, value)
    new_folders: list[str] = field(default_factory=list)
    folders: set[str] = field(default_factory=set)
    reads: dict[str, _Read] = field(default_factory=dict)
    unchanged: dict[str, SnapshotEntry] = field(default_factory=dict)

    def conflict(self, error: CommandError) -> dict[str, Any]:
        brain_id = error.details.get("id")
        path = next((c.previous_path or "" for c in self.changes if c.brain_id == brain_id), "")
        return {"path": path, **error.as_dict()}

    def applied(self, hashes: dict[str, str]) -> SyncReport:
        """The report once the changes are applied, with the snapshot to sync from next."""
        report = self.report
        report.applied = True
        for kind, value in self.kinds:
            getattr(report, kind).append(value)
        entries = dict(self.unchanged)
        for relpath, read in self.reads.items():
            brain_id = read.document.brain_id
            content_hash = hashes.get(brain_id, read.data_hash)
            entries[relpath] = SnapshotEntry(brain_id, content_hash, read.signature)
        report.snapshot = Snapshot(
            root=self.root, entries=entries, folders=self.folders | self.snapshot.folders
        )
        return report


def plan_sync(directory: Path, snapshot: Snapshot) -> SyncPlan:
    """Walk `directory` and plan the changes since `snapshot` (see the module docstring)."""
    root = Path(directory)
    report = SyncReport()
    if os.path.islink(root) or not root.is_dir():
        report.refused.append(
            refusal(str(directory), UNSAFE_PATH, MSG_NOT_DIRECTORY.format(path=directory))
        )
        return SyncPlan(root, snapshot, report)
    root = root.resolve()
    plan = SyncPlan(root, snapshot, report)
    files = _safe_files(root, plan)

    # Read only what changed: a new path, or a known path whose stat signature moved.
    for relpath, entry in sorted(files.items()):
        known = snapshot.entries.get(relpath)
        if known is not None and known.signature == _entry_signature(entry):
            plan.unchanged[relpath] = known
            continue
        read = _read_one(root, entry, report)
        if read is None:
            continue
        if known is not None and read.data_hash == known.content_hash:
            plan.unchanged[relpath] = SnapshotEntry(
                known.brain_id, known.content_hash, read.signature
            )
            continue
        plan.reads[relpath] = read
    report.unchanged = len(plan.unchanged)
    _plan_changes(plan, files)
    plan.new_folders = sorted(plan.folders - snapshot.folders)
    return plan


def _safe_files(root: Path, plan: SyncPlan) -> dict[str, FileEntry]:
    """The walk's files that may be synced; links, odd files and bad paths are refused."""
    walk = walk_tree(root)
    refused = plan.report.refused
    refused.extend(refusal(p.path, UNSAFE_PATH, p.problem.message) for p in walk.problems)
    bad_folders: set[str] = set()
    for folder in walk.folders:
        if any(ancestor in bad_folders for ancestor in folder_ancestors(folder)[:-1]):
            bad_folders.add(folder)
            continue
        problems = validate_folder(folder)
        if problems:
            bad_folders.add(folder)
            refused.append(refusal(folder, UNSAFE_PATH, problems[0].message))
        else:
            plan.folders.add(folder)
    files: dict[str, FileEntry] = {}
    for entry in walk.files:
        if entry.folder in bad_folders:
            continue
        if entry.links != 1:
            refused.append(refusal(entry.path, UNSAFE_PATH, MSG_HARDLINK))
        elif not is_slug(entry.stem):
            message = MSG_BAD_NAME.format(name=entry.path, reason=MSG_FILE_NAME)
            refused.append(refusal(entry.path, UNSAFE_PATH, message))
        else:
            files[entry.path] = entry
    refused.sort(key=lambda item: item["path"])
    return files


def _read_file(root: Path, entry: FileEntry) -> tuple[bytes, Signature]:
    """The file's bytes, refusing anything that is not the plain file the walk saw."""
    flags = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
    with open_folder(root, entry.folder) as dir_fd:
        fd = os.open(entry.stem + SUFFIX, flags, dir_fd=dir_fd)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_nlink != 1 or info.st_ino != entry.inode:
            raise OSError(MSG_CHANGED_WHILE_READING)
        return read_open_file(fd, entry.path), stat_signature(info)
    finally:
        os.close(fd)


def _read_one(root: Path, entry: FileEntry, report: SyncReport) -> _Read | None:
    report.files_read += 1
    try:
        data, signature = _read_file(root, entry)
        document = parse_document(data, folder=entry.folder, path=entry.path)
        problems = validate_document(document, file_stem=entry.stem)
        if problems:
            raise DocumentError(problems, entry.path)
    except DocumentError as error:
        report.refused.append(refusal(entry.path, error.code, error.problems[0].message))
        return None
    except OSError as error:
        message = str(error) if error.strerror is None else error.strerror
        report.refused.append(refusal(entry.path, UNSAFE_PATH, message))
        return None
    return _Read(entry.path, document, content_hash(data), signature)


def _plan_changes(plan: SyncPlan, files: dict[str, FileEntry]) -> None:
    snapshot, report = plan.snapshot, plan.report
    gone = {path: e for path, e in snapshot.entries.items() if path not in files}
    gone_by_id = {e.brain_id: path for path, e in gone.items()}
    owner: dict[str, str] = {e.brain_id: path for path, e in plan.unchanged.items()}
    for relpath, read in sorted(plan.reads.items()):
        brain_id = read.document.brain_id
        if brain_id in owner:
            message = MSG_DUPLICATE.format(id=brain_id, other=owner[brain_id])
            report.refused.append(refusal(relpath, DUPLICATE_ID, message))
            continue
        owner[brain_id] = relpath
        entry = snapshot.entries.get(relpath)
        if entry is not None and entry.brain_id == brain_id:
            plan.changes.append(_replace(brain_id, read.document, relpath, entry.content_hash))
            plan.kinds.append(("updated", brain_id))
        elif brain_id in gone_by_id:
            old_path = gone_by_id.pop(brain_id)
            old = gone.pop(old_path)
            plan.changes.append(_replace(brain_id, read.document, old_path, old.content_hash))
            plan.kinds.append(("moved", {"id": brain_id, "from": old_path, "to": relpath}))
        else:
            if entry is not None:  # the file now holds another id: the old one is gone
                gone[relpath] = entry
            plan.changes.append(Change.create(read.document))
            plan.kinds.append(("created", brain_id))
    for path, entry in sorted(gone.items()):
        if entry.brain_id in owner and owner[entry.brain_id] != path:
            continue  # renamed onto another file already counted above
        plan.changes.append(_replace(entry.brain_id, None, path, entry.content_hash))
        plan.kinds.append(("deleted", entry.brain_id))


def _replace(brain_id: str, document: Document | None, path: str, content_hash: str) -> Change:
    # The folder's commands kept its timelines append-only, but a rename or merge there
    # re-keys and retargets entries, which the sync sees as plain edits: RELINK.
    return Change(
        brain_id=brain_id,
        document=document,
        expected_hash=content_hash,
        previous_path=path,
        timeline_rule=RELINK,
    )
