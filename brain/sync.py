"""Materialize a brain into a private directory and sync changed files back (docs/architecture.md).

Agents work on a plain directory through the CLI. `brain_materialize` writes every document's
canonical bytes under a fresh brain root (with its `.goat-brain/brain.json` marker) and returns
a `Snapshot`. `brain_sync` plans the differences with the toolkit (`plan_sync`: only files
whose stat signature changed are read; links, odd files and invalid documents are refused)
and sends them through the one write path in one transaction:

- a document changed (or moved, or deleted) in the database since the snapshot is a conflict;
- any conflict or refusal applies nothing: the report says what to fix and the caller retries;
- a `precondition` (a job still holding its lease) runs under the brain's lock first.

An operation the CLI left half done in the directory (a crash mid-merge) is finished or undone
before the walk, as the CLI's next command would.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Final

from django.db import transaction

from brain.models import Brain, BrainDocument, BrainFolder
from brain.search import index_after_commit
from brain.services import Actor, brain_lock, changes_apply, changes_conflicts, folder_create
from brain.services.documents import Precondition
from brain.toolkit.directory import DirectoryStore
from brain.toolkit.root import init_root, is_root
from brain.toolkit.schemas import is_slug
from brain.toolkit.sync import (
    MSG_NOT_DIRECTORY,
    Snapshot,
    SnapshotEntry,
    SyncReport,
    plan_sync,
    refusal,
    snapshot_dumps,
    snapshot_loads,
    stat_signature,
)
from brain.toolkit.tree import document_relpath, folder_ancestors
from brain.toolkit.validation import validate_folder

__all__ = [
    "Snapshot",
    "SyncReport",
    "brain_materialize",
    "brain_sync",
    "snapshot_dumps",
    "snapshot_loads",
]

DELETE_REFUSED: Final = "delete_refused"
MSG_NO_DELETES: Final = "this sync may not delete documents; the file must stay"
MSG_NOT_EMPTY: Final = "{path} is not empty; materialize into a new or empty folder"

# Files are written with an mtime at least this far in the past, so any later write (which
# stamps "now") changes the signature even on file systems with coarse timestamps.
_PAST_NS: Final = 2_000_000_000


def brain_materialize(*, brain: Brain, directory: Path | None = None) -> Snapshot:
    """Write the brain's documents as canonical files under a new private brain root.

    `directory` must not exist yet or be empty; without it a fresh temporary directory is
    made (mode 0700). Rows whose stored path would not be safe are skipped and listed.
    """
    root = _prepare_root(directory)
    init_root(root)
    snapshot = Snapshot(root=root)
    past_ns = time.time_ns() - _PAST_NS
    folders = set(BrainFolder.objects.filter(brain_ref=brain).values_list("path", flat=True))
    for folder in sorted(folders):
        if not validate_folder(folder):
            _make_folders(root, folder)
            snapshot.folders.update(folder_ancestors(folder))
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
                snapshot.folders.update(folder_ancestors(folder))
        if not folder_ok[folder] or not is_slug(brain_id):
            snapshot.skipped.append(relpath)
            continue
        mtime_ns = min(int(updated_at.timestamp() * 1e9), past_ns)
        info = _write_new_file(f"{root_str}/{relpath}", content.encode("utf-8"), mtime_ns)
        snapshot.entries[relpath] = SnapshotEntry(brain_id, content_hash, stat_signature(info))
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


def _make_folders(root: Path, folder: str) -> None:
    for ancestor in folder_ancestors(folder):
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


def brain_sync(
    *,
    brain: Brain,
    directory: Path,
    snapshot: Snapshot,
    actor: Actor,
    precondition: Precondition | None = None,
    allow_deletes: bool = True,
) -> SyncReport:
    """Send the files changed since `snapshot` through the write path, all or nothing.

    With `allow_deletes=False` (ingestion), a document missing from the directory is refused
    as `delete_refused` and nothing is applied.
    """
    if is_root(Path(directory)) and not os.path.islink(directory):
        DirectoryStore(Path(directory).resolve()).recover()
    plan = plan_sync(directory, snapshot)
    report = plan.report
    if not allow_deletes:
        for change in plan.changes:
            if change.document is None:
                report.refused.append(
                    refusal(change.previous_path or change.brain_id, DELETE_REFUSED, MSG_NO_DELETES)
                )
    if report.refused:
        return report
    hashes: dict[str, str] = {}
    with transaction.atomic():
        brain_lock(brain)
        if plan.changes:
            conflicts = changes_conflicts(brain=brain, changes=plan.changes)
            if conflicts:
                report.conflicts = [plan.conflict(error) for error in conflicts]
                return report
            hashes = changes_apply(
                brain=brain, changes=plan.changes, actor=actor, precondition=precondition
            )
            index_after_commit(brain.pk, len(plan.changes))  # a large sync: see brain/search.py
        elif precondition is not None:
            precondition()
        for folder in plan.new_folders:
            folder_create(brain=brain, path=folder)
    return plan.applied(hashes)
