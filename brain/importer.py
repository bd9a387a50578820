"""Import a directory of documents into a brain through the one write path (docs/commands.md).

Files go in sorted path order, each on its own: a refused file (unreadable, invalid, a
duplicate id, a stale write) never stops the rest and leaves nothing behind, and nothing in
the brain is deleted. The first file with an id claims it; a later one is refused as
`duplicate_id`. A document the brain already has is updated (unchanged content writes no
version row).

For speed, files are parsed and checked outside the database, then written in batches through
the write path's batch mode (`changes_apply_each`): one transaction per batch (500 files by
default) holding the brain's advisory lock, one query for the stored hashes of the batch's
ids, the batch's files as one change set, and one change notification. Should the database
still refuse one of them, the batch is written again file by file, each in its own savepoint,
so only the refused file is left out (one line naming it). `batch_size=1` is the write path
called once per file (a transaction, a lock and a notification each).

Reading, parsing and checking a file costs about as much Python time as writing it, and the
writer waits on PostgreSQL for the rest, one after the other. So a larger import reads in a
forked process (`READER_AFTER`): the reader parses and checks batch after batch, serializes
each document and derives the rows the write path stores for it (the row's values and JSON
text, its edges and timeline rows; `document_rows_prepare`), while this process writes the
batch before and the server stores it, on another core. The parsed views the writer does not
need are dropped before a batch is sent, so receiving it costs no more than before. Pickling
the batches makes the reader dearer in all than reading in line, so it is used only when a
core is to spare (`_core_to_spare`). A second thread was tried, for reading and for receiving
the next batch, and did not pay: it contends for the GIL with the writer (bench/README.md).
The reader hands over what reading in line gives (the same `_Ready` documents and
`RefusedFile` lines, in file order, with `claimed` kept in the reader), through a pipe that
holds one batch: it is at most one batch ahead, so memory stays bounded. Should it fail or be
killed, the import stops with `ImportInterrupted` before the batch it could not read: the
batches before it are written (each its own transaction, as always), nothing of that batch or
after it, and a re-run imports the rest.

The files kept beside the documents (attachments under `files/`, originals of PDF and docx
evidence) are imported too, each on its own: a new one is stored, one already stored with
the same bytes is left, and one whose bytes differ from what is stored at its path, a link,
a pipe or a file over the cap is refused (`files`, `files_refused` in the report).
"""

from __future__ import annotations

import contextlib
import gc
import multiprocessing
import os
import signal
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from pathlib import Path
from typing import Any, Final, Literal, TypeAlias

from django.db import connection, transaction

from brain.models import Brain, BrainDocument
from brain.search import index_after_commit
from brain.services import Actor, brain_lock, changes_apply_each, folder_create
from brain.services.documents import WriteRefusal, document_rows_prepare
from brain.services.files import file_store, max_file_bytes
from brain.toolkit.document import Document, content_hash, parse_document
from brain.toolkit.errors import CommandError
from brain.toolkit.files import read_file
from brain.toolkit.problems import INVALID_DOCUMENT, PARSE_ERROR, DocumentError
from brain.toolkit.store import Change
from brain.toolkit.stored_files import read_stored_file, walk_stored_files
from brain.toolkit.timeline import REPLACE
from brain.toolkit.tree import FileEntry, duplicate_problem, folder_ancestors, walk_tree
from brain.toolkit.validation import check_document, validate_folder

BATCH_SIZE: Final = 500
ANALYZE_AFTER: Final = 1000  # documents written by one import
# The columns lookups filter, join or sort on, per table; the statistics of the long text and
# JSON columns (content, body, timeline, ...) take most of a full ANALYZE and no plan uses them.
ANALYZED_COLUMNS: Final = {
    "brain_documents": (
        "id",
        "brain_ref",
        "brain_id",
        "folder",
        "kind",
        "type",
        "status",
        "merged_into",
        "format",
        "name_keys",
        "title",
    ),
    "brain_edges": ("id", "brain_ref", "source_id", "target_id", "type"),
    "brain_timeline_entries": ("id", "brain_ref", "document_id", "timestamp"),
}
ANALYZED_TABLES: Final = tuple(ANALYZED_COLUMNS)
# From this many files (and more than one batch) the files are read in a forked process, when
# a core is to spare: with two batches the process cost about what it saved (bench/README.md).
READER_AFTER: Final = 2000

MSG_NOT_A_DIRECTORY: Final = "{path} is not a directory"
MSG_UNREADABLE: Final = "cannot read the file: {reason}"
MSG_DATABASE: Final = "the database refused the document: {reason}"
MSG_FILE_GONE: Final = "the file changed or went away while it was imported"
MSG_READER_FAILED: Final = (
    "the process reading the files failed ({reason}); the import stopped before {path} "
    "({done} of {files} files done) and wrote nothing from it on; run the import again to "
    "import the rest"
)
MSG_READER_KILLED: Final = "killed by signal {name}"
MSG_READER_EXITED: Final = "it exited with status {code}"
READER_FAILED: Final = "reader_failed"

Reader: TypeAlias = Literal["auto", "inline", "process"]

Progress = Callable[[int, int], None]


class ImportRefused(CommandError):
    """The import cannot start (the directory is missing, say); nothing was written."""


class ImportInterrupted(CommandError):
    """The import stopped part way (its reading process failed); the batches before the one it
    stopped at are written, nothing from it on (the message says where)."""


@dataclass(frozen=True)
class RefusedFile:
    path: str
    code: str
    message: str

    def as_dict(self) -> dict[str, str]:
        return {"path": self.path, "code": self.code, "message": self.message}

    @property
    def line(self) -> str:
        return f"{self.path}: {self.code}: {self.message}"


@dataclass
class ImportReport:
    """What an import did; `refused` is in path order."""

    files: int = 0
    created: int = 0
    updated: int = 0
    unchanged: int = 0
    folders_created: int = 0
    refused: list[RefusedFile] = field(default_factory=list)
    stored_files: int = 0  # attachments and originals newly stored

    def as_dict(self) -> dict[str, Any]:
        return {
            "files": self.files,
            "created": self.created,
            "updated": self.updated,
            "unchanged": self.unchanged,
            "folders_created": self.folders_created,
            "stored_files": self.stored_files,
            "refused": [item.as_dict() for item in self.refused],
        }

    @property
    def summary(self) -> str:
        return (
            f"{self.files} files: {self.created} created, {self.updated} updated, "
            f"{self.unchanged} unchanged, {len(self.refused)} refused"
        )


@dataclass(frozen=True)
class _Ready:
    """A parsed, valid document waiting for its batch to be written."""

    entry: FileEntry
    document: Document
    file_hash: str  # of the file's bytes: the content hash when the file is canonical

    def same_as(self, stored_hash: str) -> bool:
        # Serializing is the dear part of an import; only a non-canonical file needs it (the
        # document keeps the bytes, so the write path does not serialize it again).
        if self.file_hash == stored_hash:
            return True
        return content_hash(self.document) == stored_hash


def brain_import(
    *,
    brain: Brain,
    directory: Path,
    actor: Actor,
    progress: Progress | None = None,
    batch_size: int = BATCH_SIZE,
    reader: Reader = "auto",
) -> ImportReport:
    """Write every `*.md` file under `directory` into `brain`; see the module docstring.

    `reader` chooses where files are read: "auto" (in a forked process from `READER_AFTER`
    files with a core to spare), "inline" or "process" (tests and benches compare the two)."""
    if not directory.is_dir():
        raise ImportRefused("not_a_directory", MSG_NOT_A_DIRECTORY.format(path=directory))
    walk = walk_tree(directory)
    entries, skipped = walk.files, walk.problems
    report = ImportReport(files=len(entries) + len(skipped))
    refused = [RefusedFile(_printable(p.path), p.problem.code, p.problem.message) for p in skipped]
    done = len(skipped)
    batches = [entries[start : start + batch_size] for start in range(0, len(entries), batch_size)]
    in_process = reader == "process" or (
        reader == "auto"
        and len(entries) >= READER_AFTER
        and len(batches) > 1
        and _can_fork()
        and _core_to_spare()
    )
    frozen = _frozen_heap()
    with frozen as freezing:
        if in_process:
            reading = _read_in_process(directory, batches, freeze=freezing)
        else:
            reading = _read_in_line(directory, batches)
        # The reader is forked before the progress bar exists (tqdm starts a monitor thread).
        with reading as prepared:
            _write_batches(brain, actor, report, batches, prepared, refused, done, progress)
    report.folders_created = _record_empty_folders(brain, walk.folders, entries)
    refused.extend(_import_files(brain, directory, report))
    report.refused = sorted(refused, key=lambda item: item.path)
    if report.created + report.updated >= ANALYZE_AFTER:
        _analyze()
    # A worker stores the brain's search index with these documents in it, so no request has
    # to index them (brain/search.py); a small import is left to the next query.
    index_after_commit(brain.pk, report.created + report.updated)
    return report


def _write_batches(
    brain: Brain,
    actor: Actor,
    report: ImportReport,
    batches: list[list[FileEntry]],
    prepared: Iterator[Prepared],
    refused: list[RefusedFile],
    done: int,
    progress: Progress | None,
) -> None:
    """Write each batch as it comes from the reader; refused files are added to `refused`."""
    if progress is not None:
        progress(done, report.files)
    for batch in batches:
        try:
            items = next(prepared)
        except _ReaderFailed as error:
            message = MSG_READER_FAILED.format(
                reason=error.reason,
                path=_printable(batch[0].path),
                done=done,
                files=report.files,
            )
            raise ImportInterrupted(READER_FAILED, message) from None
        ready: list[_Ready] = []
        for item in items:
            if isinstance(item, RefusedFile):
                refused.append(item)
            else:
                ready.append(item)
        refused.extend(_write_batch(brain, ready, actor, report))
        done += len(batch)
        if progress is not None:
            progress(done, report.files)


def _analyze() -> None:
    """Refresh the planner's statistics after a bulk load.

    Until autovacuum gets to it, a freshly filled brain has none, and PostgreSQL may then
    answer one-document lookups by scanning the whole brain (9 ms instead of 0.1 ms at 10k).
    Only the columns lookups use are analyzed (`ANALYZED_COLUMNS`); autovacuum does the rest.
    """
    quote = connection.ops.quote_name
    with connection.cursor() as cursor:
        for table, columns in ANALYZED_COLUMNS.items():
            cursor.execute(f"ANALYZE {quote(table)} ({', '.join(map(quote, columns))})")


# --- reading the files --------------------------------------------------------------------

Prepared: TypeAlias = list["_Ready | RefusedFile"]


class _ReaderFailed(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def _can_fork() -> bool:
    """Whether a reader may be forked: on Linux, and not from a daemonic process (a
    multiprocessing worker's), which may have no children."""
    return (
        sys.platform == "linux"
        and "fork" in multiprocessing.get_all_start_methods()
        and not multiprocessing.current_process().daemon
    )


def _core_to_spare() -> bool:
    """Whether a core is likely to be idle for the reader: this process may run on two cores
    or more, and the last minute's load average is below their number.

    The reader costs more CPU in all than reading in line (the batches are pickled and
    unpickled): it pays off only on a core nobody else wants, and made the import slower on
    a machine whose cores were all busy (bench/README.md).
    """
    try:
        cores = len(os.sched_getaffinity(0))
        load = os.getloadavg()[0]
    except (AttributeError, OSError):
        return False
    return cores >= 2 and load < cores


@contextlib.contextmanager
def _frozen_heap() -> Iterator[bool]:
    """Keep the objects alive when the import starts out of the garbage collector's walks
    until it ends (`gc.freeze`); yields whether it did.

    An import makes and drops objects by the hundred thousand, each batch triggering full
    collections that walk every object of the process (Django's included) for cycles that
    are not there (bench/README.md). Objects still die by their reference counts meanwhile.
    Left alone when something else froze objects (a server preloading its code, say):
    unfreezing would undo that.
    """
    if gc.get_freeze_count():
        yield False
        return
    gc.freeze()
    try:
        yield True
    finally:
        gc.unfreeze()


@contextlib.contextmanager
def _read_in_line(directory: Path, batches: list[list[FileEntry]]) -> Iterator[Iterator[Prepared]]:
    yield _read_batches(directory, batches)


def _read_batches(directory: Path, batches: list[list[FileEntry]]) -> Iterator[Prepared]:
    """Each batch's files read, parsed and checked, in order; lazily, one batch at a time."""
    claimed: dict[str, str] = {}  # id -> the path of the first file that had it
    for batch in batches:
        yield [_prepare(directory, entry, claimed) for entry in batch]


@contextlib.contextmanager
def _read_in_process(
    directory: Path, batches: list[list[FileEntry]], *, freeze: bool = False
) -> Iterator[Iterator[Prepared]]:
    """`_read_batches` run in a forked process, its batches received here in order; with
    `freeze`, each batch received is frozen too (see `_frozen_heap`, which the caller holds).

    The reader is stopped when the import leaves this block, however it leaves it.
    """
    context = multiprocessing.get_context("fork")
    receiver, sender = context.Pipe(duplex=False)
    process = context.Process(
        target=_reader_main,
        args=(directory, batches, sender),
        name="brain-import-reader",
        daemon=True,
    )
    process.start()
    # Only the reader holds the sending end now: should it die, a receive ends (EOFError)
    # instead of waiting for a message that never comes.
    sender.close()
    try:
        yield _receive(receiver, process, len(batches), freeze=freeze)
    finally:
        if process.is_alive():  # the import stopped early: the reader's work is not wanted
            process.terminate()
        process.join()
        receiver.close()


def _reader_main(directory: Path, batches: list[list[FileEntry]], sender: Connection) -> None:
    """The reading process: send each batch's `_Ready` and `RefusedFile` items, in order.

    It never touches the database (the parent's connection is inherited, and must not be
    used or closed here: the multiprocessing child ends with os._exit, running no
    finalizers). Ctrl-C is the writer's to handle; it stops the reader.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # The objects inherited from the writer are left out of this process's garbage
    # collections: a collection touching each of them would copy every page they live on
    # (the writer froze them already unless something else had frozen objects).
    gc.freeze()
    try:
        for items in _read_batches(directory, batches):
            for item in items:
                if isinstance(item, _Ready):
                    # Serialized, and its rows derived, here: off the writer's core. What
                    # the writer does not need is not sent (unpickling is the writer's).
                    document_rows_prepare(item.document)
                    item.document.forget_parsed_views()
            sender.send(items)
    except Exception as error:  # anything unexpected: the writer reports it and stops
        with contextlib.suppress(OSError):  # unless the writer is gone already
            sender.send(f"{type(error).__name__}: {error}")
        raise SystemExit(1) from None
    finally:
        sender.close()


def _receive(
    receiver: Connection, process: BaseProcess, count: int, *, freeze: bool
) -> Iterator[Prepared]:
    for _ in range(count):
        try:
            message = _unpickled(receiver, freeze=freeze)
        except (EOFError, OSError):  # the reader died, possibly in the middle of a batch
            process.join()
            raise _ReaderFailed(_exit_reason(process.exitcode)) from None
        if isinstance(message, str):
            raise _ReaderFailed(message)
        yield message


def _unpickled(receiver: Connection, *, freeze: bool) -> Any:
    """The next message, unpickled with the garbage collector off (and then frozen).

    A batch is tens of thousands of new objects (documents, their links and timeline
    entries), none in a cycle; collections triggered while they are made would walk the
    whole heap again and again for nothing, and once made, each young generation's
    collections would still walk them all.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        message = receiver.recv()
        if freeze:
            gc.freeze()
        return message
    finally:
        if enabled:
            gc.enable()


def _exit_reason(code: int | None) -> str:
    if code is not None and code < 0:
        try:
            name = signal.Signals(-code).name
        except ValueError:
            name = str(-code)
        return MSG_READER_KILLED.format(name=name)
    return MSG_READER_EXITED.format(code=code)


def _prepare(directory: Path, entry: FileEntry, claimed: dict[str, str]) -> _Ready | RefusedFile:
    """Read, parse and check one file; the refusal when it cannot be written."""
    path = _printable(entry.path)
    try:
        data = read_file(directory, entry.path)  # the size cap is checked before reading
    except DocumentError as error:
        return _refusal(path, error)
    except CommandError as error:  # a folder swapped for a link since the walk
        return RefusedFile(path, error.code, error.message)
    except OSError as error:
        return RefusedFile(path, PARSE_ERROR, MSG_UNREADABLE.format(reason=error.strerror))
    try:
        document = parse_document(data, folder=entry.folder, path=entry.path)
    except DocumentError as error:
        return _refusal(path, error)
    brain_id = document.brain_id
    if brain_id:
        first = claimed.get(brain_id)
        if first is not None:
            problem = duplicate_problem(path, brain_id, first).problem
            return RefusedFile(path, problem.code, problem.message)
        claimed[brain_id] = path
    try:
        # The write path checks the id against itself; an import also holds it to the file name.
        check_document(document, file_stem=entry.stem)
    except DocumentError as error:
        return _refusal(path, error)
    return _Ready(entry, document, content_hash(data))


def _write_batch(
    brain: Brain, ready: list[_Ready], actor: Actor, report: ImportReport
) -> list[RefusedFile]:
    if not ready:
        return []
    with transaction.atomic():
        brain_lock(brain)  # held to the end of the batch: `current` stays true
        rows = BrainDocument.objects.filter(
            brain_ref=brain, brain_id__in=[item.document.brain_id for item in ready]
        ).values_list("brain_id", "content_hash", "folder")
        current = {brain_id: (digest, folder) for brain_id, digest, folder in rows}
        pending: list[tuple[_Ready, str | None]] = []
        for item in ready:
            stored_hash, stored_folder = current.get(item.document.brain_id, (None, None))
            if (
                stored_hash is not None
                and stored_folder == item.entry.folder
                and item.same_as(stored_hash)
            ):
                report.unchanged += 1
            else:
                pending.append((item, stored_hash))
        if not pending:
            return []
        # One transaction, one notification; each file rolls back alone if refused.
        results = changes_apply_each(
            brain=brain,
            changes=[_change(item, stored_hash) for item, stored_hash in pending],
            actor=actor,
        )
    refused: list[RefusedFile] = []
    for (item, stored_hash), error in zip(pending, results, strict=True):
        if error is not None:
            refused.append(_refused_write(_printable(item.entry.path), error))
        elif stored_hash is None:
            report.created += 1
        else:
            report.updated += 1
    return refused


def _change(item: _Ready, stored_hash: str | None) -> Change:
    if stored_hash is None:
        return Change.create(item.document)
    # An import brings the file in as the brain's text (a migration), timeline and all.
    return Change(
        brain_id=item.document.brain_id,
        document=item.document,
        expected_hash=stored_hash,
        timeline_rule=REPLACE,
    )


def _refused_write(path: str, error: WriteRefusal) -> RefusedFile:
    """The one line a file the write path refused gets."""
    if isinstance(error, DocumentError):
        return _refusal(path, error)
    if isinstance(error, CommandError):
        return RefusedFile(path, error.code, error.message)
    lines = str(error).strip().splitlines()
    message = MSG_DATABASE.format(reason=lines[0] if lines else type(error).__name__)
    return RefusedFile(path, INVALID_DOCUMENT, message)


def _record_empty_folders(brain: Brain, folders: list[str], entries: list[FileEntry]) -> int:
    """Keep the tree's folders that hold no document (documents imply their own folders)."""
    implied = {ancestor for entry in entries for ancestor in folder_ancestors(entry.folder)}
    created = 0
    for folder in folders:
        if folder in implied or validate_folder(folder):
            continue
        if folder_create(brain=brain, path=folder):
            created += 1
    return created


def _refusal(path: str, error: DocumentError) -> RefusedFile:
    first = error.problems[0]
    more = len(error.problems) - 1
    message = first.message + (f" (and {more} more)" if more else "")
    return RefusedFile(path, first.code, message)


def _printable(path: str) -> str:
    # File names that are not UTF-8 arrive with surrogate escapes, which cannot be printed.
    return path.encode("utf-8", "surrogateescape").decode("utf-8", "replace")


def _import_files(brain: Brain, directory: Path, report: ImportReport) -> list[RefusedFile]:
    """Store the folder's new attachments and originals, each on its own (see the docstring)."""
    found = walk_stored_files(directory, cap=max_file_bytes())
    refused = [
        RefusedFile(_printable(path), code, message) for path, code, message in found.refused
    ]
    for item in found.files:
        data = read_stored_file(directory, item.path, cap=max_file_bytes())
        if data is None:
            refused.append(RefusedFile(_printable(item.path), "not_a_file", MSG_FILE_GONE))
            continue
        try:
            _, created = file_store(brain=brain, path=item.path, data=data)
        except CommandError as error:
            refused.append(RefusedFile(_printable(item.path), error.code, error.message))
            continue
        report.stored_files += int(created)
    return refused
