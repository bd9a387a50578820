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

The files a brain keeps beside its documents (attachments under `files/`, the originals of PDF
and docx evidence; `brain_files`) travel too: materialize writes them, and sync stores the new
ones in the same transaction as the documents. A stored file never changes: one whose bytes
differ from what is stored at its path is refused (`file_changed`), as are links, pipes and
files over the cap (brain/toolkit/stored_files.py); a file missing from the folder stays stored.
An original found at a new path with bytes the brain keeps already under `evidence/` is the
stored one, carried along by a `goat-brain move` of its document: it is not stored twice.
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

from brain.models import Brain, BrainDocument, BrainFile, BrainFolder
from brain.search import index_after_commit
from brain.services import Actor, brain_lock, changes_apply, changes_conflicts, folder_create
from brain.services.documents import Precondition
from brain.services.files import file_store, max_file_bytes
from brain.toolkit.directory import DirectoryStore
from brain.toolkit.errors import CommandError
from brain.toolkit.originals import FILE_CHANGED
from brain.toolkit.root import init_root, is_root
from brain.toolkit.schemas import EVIDENCE_ZONE, is_slug
from brain.toolkit.stored_files import (
    FoundFile,
    is_original_path,
    read_stored_file,
    walk_stored_files,
)
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
MSG_FILE_GONE: Final = "the file changed or went away while it was synced; sync again"
MSG_FILE_CHANGED: Final = (
    "{path}: a stored file never changes (stored sha256 {stored}, the folder's {given}); "
    "put the file back as it was and give the new version a new name"
)

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
    _materialize_files(brain, root, snapshot, past_ns)
    return snapshot


def _safe_file_path(path: str) -> bool:
    segments = path.split("/")
    return len(segments) > 1 and all(
        segment and not segment.startswith(".") and "\\" not in segment and "\x00" not in segment
        for segment in segments
    )


def _materialize_files(brain: Brain, root: Path, snapshot: Snapshot, mtime_ns: int) -> None:
    """Write each stored file (attachment, original) at its path; unsafe paths are skipped."""
    paths = BrainFile.objects.filter(brain_ref=brain).values_list("pk", "path")
    for pk, path in list(paths):
        if not _safe_file_path(path):
            snapshot.skipped.append(path)
            continue
        folder = path.rpartition("/")[0]
        _make_folders(root, folder)  # (names under files/ need not be slugs)
        data = BrainFile.objects.filter(pk=pk).values_list("data", flat=True).get()
        _write_new_file(f"{root}/{path}", bytes(data), mtime_ns)


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
    new_files = _new_files(brain, Path(directory), report)
    if report.refused:
        return report
    hashes: dict[str, str] = {}
    with transaction.atomic():
        brain_lock(brain)
        for found in new_files:
            data = read_stored_file(Path(directory), found.path, cap=max_file_bytes())
            if data is None:
                report.refused.append(refusal(found.path, "not_a_file", MSG_FILE_GONE))
                transaction.set_rollback(True)
                return report
            try:
                file_store(brain=brain, path=found.path, data=data)
            except CommandError as error:  # stored meanwhile with other bytes
                report.refused.append(refusal(found.path, error.code, error.message))
                transaction.set_rollback(True)
                return report
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


def _new_files(brain: Brain, directory: Path, report: SyncReport) -> list[FoundFile]:
    """The folder's attachments and originals the brain does not keep yet; a changed one, or
    one that may not be kept (a link, a pipe, over the cap), is added to `report.refused`."""
    found = walk_stored_files(directory, cap=max_file_bytes())
    for path, code, message in found.refused:
        report.refused.append(refusal(path, code, message))
    if not found.files:
        return []
    stored = dict(
        BrainFile.objects.filter(
            brain_ref=brain, path__in=[f.path for f in found.files]
        ).values_list("path", "sha256")
    )
    # An original is keyed by its bytes: one carried to another folder with its document
    # (`goat-brain move`) is the stored one, not a new file.
    digests = [f.sha256 for f in found.files if is_original_path(f.path)]
    originals = set(
        BrainFile.objects.filter(
            brain_ref=brain, path__startswith=f"{EVIDENCE_ZONE}/", sha256__in=digests
        ).values_list("sha256", flat=True)
    )
    new: list[FoundFile] = []
    for file in found.files:
        if file.path not in stored:
            if not (is_original_path(file.path) and file.sha256 in originals):
                new.append(file)
        elif stored[file.path] != file.sha256:
            message = MSG_FILE_CHANGED.format(
                path=file.path, stored=stored[file.path], given=file.sha256
            )
            report.refused.append(refusal(file.path, FILE_CHANGED, message))
    return new
