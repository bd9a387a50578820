"""The importer's reading process (brain/importer.py): it gives what reading in line gives, and
a reader that fails or is killed stops the import cleanly."""

from __future__ import annotations

import multiprocessing
import os
import signal
from collections.abc import Callable
from pathlib import Path

import pytest

from brain import importer
from brain.importer import ImportInterrupted, ImportReport, brain_import
from brain.models import Brain, BrainDocument, BrainDocumentVersion
from brain.services import Actor
from brain.toolkit.tree import FileEntry
from tests.commands.conftest import run_failing
from tests.commands.imports import REFUSED_LINES, imported_ids, imported_rows, refuse_on_insert
from tests.commands.trees import ACME, SARAH, mixed_tree, write_file
from tests.store.factories import make_brain

ACTOR = Actor(type="import", label="reader test")


def _import(brain: Brain, root: Path, reader: importer.Reader, batch_size: int) -> ImportReport:
    return brain_import(
        brain=brain, directory=root, actor=ACTOR, batch_size=batch_size, reader=reader
    )


@pytest.fixture
def forks(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many times an import started its reading process (one entry per import)."""
    started: list[int] = []
    original = importer._read_in_process

    def counting(directory: Path, batches: list[list[FileEntry]], **options: bool) -> object:
        started.append(len(batches))
        return original(directory, batches, **options)

    monkeypatch.setattr(importer, "_read_in_process", counting)
    return started


def _fail_at(monkeypatch: pytest.MonkeyPatch, name: str, failure: Callable[[], None]) -> None:
    """Make the reader call `failure` when it reads the file `name` (the reader is forked, so it
    inherits the patch; reading in line would fail the same way)."""
    original = importer._prepare

    def failing(directory: Path, entry: FileEntry, claimed: dict[str, str]) -> object:
        if entry.path == name:
            failure()
        return original(directory, entry, claimed)

    monkeypatch.setattr(importer, "_prepare", failing)


def _companies(root: Path, count: int) -> list[str]:
    names = [f"companies/company-{n:02d}.md" for n in range(count)]
    for n, name in enumerate(names):
        write_file(root, name, ACME.replace("acme", f"company-{n:02d}"))
    return names


def test_the_reading_process_gives_what_reading_in_line_gives(
    brain: Brain, tmp_path: Path, forks: list[int]
) -> None:
    from bench.generate import generate

    # given a tree with every kind of refusal, a duplicate id two batches apart (the reader
    # keeps the ids claimed so far) and enough documents for COPY-written batches
    root = mixed_tree(tmp_path / "in")
    generate(root, 150)
    write_file(root, "zz/acme.md", ACME)
    other = make_brain(brain.workspace, "other")
    # when it is imported reading in line into one brain and in a process into the other
    inline = _import(brain, root, "inline", 60)
    assert forks == []
    counter = other.change_counter
    process = _import(other, root, "process", 60)
    # then the reports, the refusal lines (in the same order) and every row are the same
    assert forks == [3]
    assert process.as_dict() == inline.as_dict()
    assert [item.line for item in process.refused] == [
        *REFUSED_LINES,
        "zz/acme.md: duplicate_id: id 'acme' is already used by companies/acme.md; give this "
        "document another id",
    ]
    assert (process.created, len(imported_ids(other))) == (152, 152)
    assert imported_rows(other) == imported_rows(brain)
    other.refresh_from_db()
    assert other.change_counter == counter + 3  # still one notification per batch
    assert multiprocessing.active_children() == []  # the reader was reaped


def test_a_reimport_through_the_reading_process_writes_nothing(
    brain: Brain, tmp_path: Path
) -> None:
    root = tmp_path / "in"
    _companies(root, 30)
    _import(brain, root, "inline", 10)
    versions = BrainDocumentVersion.objects.filter(brain_ref=brain).count()

    report = _import(brain, root, "process", 10)

    assert (report.unchanged, report.created, report.updated) == (30, 0, 0)
    assert BrainDocumentVersion.objects.filter(brain_ref=brain).count() == versions == 30


def test_a_file_the_database_refuses_rolls_back_alone_with_the_reading_process(
    brain: Brain, tmp_path: Path
) -> None:
    # given a database rule refusing one document of a batch the reader sent
    refuse_on_insert("company-13")
    root = tmp_path / "in"
    _companies(root, 30)
    write_file(root, "people/sarah-chen.md", SARAH)
    counter = brain.change_counter
    # when
    report = _import(brain, root, "process", 10)
    # then only that file is refused, and the others of its batch are written
    assert [item.line for item in report.refused] == [
        "companies/company-13.md: invalid_document: the database refused the document: "
        "company-13 is not welcome"
    ]
    assert report.created == 30
    assert len(imported_ids(brain)) == 30 and "company-13" not in imported_ids(brain)
    assert BrainDocumentVersion.objects.filter(brain_ref=brain).count() == 30
    brain.refresh_from_db()
    assert brain.change_counter == counter + 4  # one per batch (10, 10, 10, 1)


def test_a_failing_reader_stops_the_import_before_the_batch_it_could_not_read(
    brain: Brain, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # given a reader that fails on a file of the third batch
    root = tmp_path / "in"
    names = _companies(root, 40)

    def fail() -> None:
        raise RuntimeError("the disk is on fire")

    _fail_at(monkeypatch, names[25], fail)
    # when
    with pytest.raises(ImportInterrupted) as caught:
        _import(brain, root, "process", 10)
    # then it says why and where, the two batches before it are written and nothing after
    assert caught.value.code == "reader_failed"
    assert caught.value.message == (
        "the process reading the files failed (RuntimeError: the disk is on fire); the import "
        "stopped before companies/company-20.md (20 of 40 files done) and wrote nothing from "
        "it on; run the import again to import the rest"
    )
    assert imported_ids(brain) == sorted(f"company-{n:02d}" for n in range(20))
    assert BrainDocumentVersion.objects.filter(brain_ref=brain).count() == 20
    assert multiprocessing.active_children() == []
    # and a re-run with a working reader imports the rest
    monkeypatch.undo()
    report = _import(brain, root, "process", 10)
    assert (report.created, report.unchanged, report.refused) == (20, 20, [])


def test_a_killed_reader_stops_the_import_with_a_clear_error(
    brain: Brain, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # given a reader killed (as the kernel's OOM killer would) in the second batch
    root = tmp_path / "in"
    names = _companies(root, 30)
    monkeypatch.setattr(importer, "READER_AFTER", 2)  # the command reads in a process
    monkeypatch.setattr(importer, "_core_to_spare", lambda: True)
    writer = os.getpid()

    def kill() -> None:
        assert os.getpid() != writer  # never the test's own process
        os.kill(os.getpid(), signal.SIGKILL)

    _fail_at(monkeypatch, names[14], kill)
    # when it runs through the command
    error, ran = run_failing("brain_import", "team", str(root), "--batch-size", "10", "--json")
    # then
    assert error.returncode == 1
    assert ran.json() == {
        "error": {
            "code": "reader_failed",
            "message": "the process reading the files failed (killed by signal SIGKILL); the "
            "import stopped before companies/company-10.md (10 of 30 files done) and wrote "
            "nothing from it on; run the import again to import the rest",
        }
    }
    assert imported_ids(brain) == sorted(f"company-{n:02d}" for n in range(10))
    assert not BrainDocument.objects.filter(brain_ref=brain, brain_id="company-10").exists()
    assert multiprocessing.active_children() == []


def test_the_reader_is_stopped_when_the_writer_fails(
    brain: Brain, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # given a writer that fails on its second batch, the reader still having batches to read
    root = tmp_path / "in"
    _companies(root, 50)
    original = importer._write_batch
    calls: list[int] = []

    def failing(*args: object) -> object:
        calls.append(1)
        if len(calls) == 2:
            raise RuntimeError("the writer broke")
        return original(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(importer, "_write_batch", failing)
    # when
    with pytest.raises(RuntimeError, match="the writer broke"):
        _import(brain, root, "process", 5)
    # then the writer's error comes out as it is, and no reading process is left behind
    assert multiprocessing.active_children() == []
    assert len(imported_ids(brain)) == 5


def test_auto_reads_in_a_process_from_reader_after_files_and_two_batches_with_a_core_to_spare(
    brain: Brain, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, forks: list[int]
) -> None:
    root = tmp_path / "in"
    _companies(root, 6)
    monkeypatch.setattr(importer, "READER_AFTER", 6)
    monkeypatch.setattr(importer, "_core_to_spare", lambda: True)

    _import(brain, root, "auto", 6)  # one batch: nothing to overlap
    assert forks == []
    _import(brain, root, "auto", 3)
    assert forks == [2]
    monkeypatch.setattr(importer, "_core_to_spare", lambda: False)
    _import(brain, root, "auto", 3)  # every core busy: a reader would slow the import
    assert forks == [2]
    monkeypatch.setattr(importer, "_core_to_spare", lambda: True)
    monkeypatch.setattr(importer, "READER_AFTER", 7)
    _import(brain, root, "auto", 3)  # fewer files than READER_AFTER
    assert forks == [2]


def test_a_daemonic_process_reads_in_line(
    brain: Brain, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, forks: list[int]
) -> None:
    # given an import run from a multiprocessing worker, which may not have children
    root = tmp_path / "in"
    _companies(root, 6)
    monkeypatch.setattr(importer, "READER_AFTER", 2)
    monkeypatch.setattr(importer, "_core_to_spare", lambda: True)
    worker = multiprocessing.current_process()
    monkeypatch.setattr(worker, "_config", {**worker._config, "daemon": True})  # type: ignore[attr-defined]
    # when
    report = _import(brain, root, "auto", 3)
    # then it reads in line
    assert forks == []
    assert report.created == 6


@pytest.mark.parametrize(
    ("cores", "load", "spare"),
    [
        (2, 0.3, True),
        (2, 1.6, True),
        (2, 2.0, False),
        (2, 5.5, False),
        (4, 3.5, True),
        (1, 0.0, False),
    ],
)
def test_a_core_is_to_spare_while_the_load_is_below_the_cores(
    monkeypatch: pytest.MonkeyPatch, cores: int, load: float, spare: bool
) -> None:
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: set(range(cores)))
    monkeypatch.setattr(os, "getloadavg", lambda: (load, load, load))
    assert importer._core_to_spare() is spare


@pytest.mark.parametrize("reader", ["inline", "process"])
def test_an_import_leaves_the_garbage_collector_as_it_found_it(
    brain: Brain, tmp_path: Path, reader: importer.Reader
) -> None:
    import gc

    root = tmp_path / "in"
    _companies(root, 12)
    assert gc.get_freeze_count() == 0
    # an import freezes the heap while it runs and unfreezes it at the end
    _import(brain, root, reader, 5)
    assert gc.get_freeze_count() == 0
    assert gc.isenabled()
    # objects someone else froze stay frozen (but for those that died meanwhile), and the
    # import freezes nothing more
    gc.freeze()
    try:
        frozen = gc.get_freeze_count()
        write_file(root, "people/sarah-chen.md", SARAH)
        _import(brain, root, reader, 5)
        assert frozen * 0.9 < gc.get_freeze_count() <= frozen
    finally:
        gc.unfreeze()
