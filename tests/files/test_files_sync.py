"""Attachments and originals travel between a folder and the database (docs/store.md,
"Stored files"): materialize and export write them, sync stores new ones with the documents
and refuses a changed one, a link or a pipe; `goat-brain add` in a materialized folder then
sync is the folder way of adding a PDF to a server brain."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from django.core.management import call_command

from brain.importer import brain_import
from brain.models import Brain, BrainDocument, BrainFile
from brain.services import Actor
from brain.services.brains import brain_delete
from brain.services.files import file_store, original_add
from brain.sync import brain_materialize, brain_sync
from brain.toolkit import cli
from brain.toolkit.originals import FILE_CHANGED, document_id
from tests.cast import Cast
from tests.files.samples import PNG, SVG, pdf_bytes

pytestmark = pytest.mark.django_db

ACTOR = Actor("agent", None, "t")
REPORT = pdf_bytes("Materialized report about otters")


@pytest.fixture
def brain(cast: Cast) -> Brain:
    added = original_add(brain=cast.team_brain, name="r.pdf", data=REPORT, actor=ACTOR)
    assert not added.duplicate
    file_store(brain=cast.team_brain, path="files/logo.svg", data=SVG)
    file_store(brain=cast.team_brain, path="files/deep/pixel.png", data=PNG)
    return cast.team_brain


def test_materialize_writes_originals_and_attachments(brain: Brain, tmp_path: Path) -> None:
    root = tmp_path / "work"
    brain_materialize(brain=brain, directory=root)
    brain_id = document_id(REPORT)
    assert (root / "evidence" / f"{brain_id}.pdf").read_bytes() == REPORT
    assert (root / "evidence" / f"{brain_id}.md").exists()
    assert (root / "files" / "logo.svg").read_bytes() == SVG
    assert (root / "files" / "deep" / "pixel.png").read_bytes() == PNG
    # The folder is a brain the CLI works on, originals and all.
    assert cli.main(["doctor", "--root", str(root)]) == 0


def test_export_writes_them_too(brain: Brain, tmp_path: Path) -> None:
    call_command("brain_export", str(brain.pk), str(tmp_path / "out"))
    assert (tmp_path / "out" / "files" / "logo.svg").read_bytes() == SVG


def test_sync_stores_new_files_and_a_pdf_added_in_the_folder(brain: Brain, tmp_path: Path) -> None:
    root = tmp_path / "work"
    snapshot = brain_materialize(brain=brain, directory=root)
    (root / "files" / "new.png").write_bytes(PNG)
    memo = pdf_bytes("A memo about beavers")
    (tmp_path / "memo.pdf").write_bytes(memo)
    assert cli.main(["add", str(tmp_path / "memo.pdf"), "--root", str(root)]) == 0
    report = brain_sync(brain=brain, directory=root, snapshot=snapshot, actor=ACTOR)
    assert report.applied, report.as_dict()
    memo_id = document_id(memo)
    assert report.created == [memo_id]
    row = BrainDocument.objects.get(brain_ref=brain, brain_id=memo_id)
    assert row.format == "pdf" and "beavers" in row.body
    stored = BrainFile.objects.get(brain_ref=brain, path=f"evidence/{memo_id}.pdf")
    assert bytes(stored.data) == memo
    assert bytes(BrainFile.objects.get(brain_ref=brain, path="files/new.png").data) == PNG


def test_sync_refuses_a_changed_attachment(brain: Brain, tmp_path: Path) -> None:
    root = tmp_path / "work"
    snapshot = brain_materialize(brain=brain, directory=root)
    (root / "files" / "logo.svg").write_bytes(SVG + b"<!-- edited -->")
    (root / "files" / "other.png").write_bytes(PNG)
    report = brain_sync(brain=brain, directory=root, snapshot=snapshot, actor=ACTOR)
    assert not report.applied
    assert [(r["path"], r["code"]) for r in report.refused] == [("files/logo.svg", FILE_CHANGED)]
    assert report.refused[0]["message"].startswith("files/logo.svg: a stored file never changes")
    assert bytes(BrainFile.objects.get(brain_ref=brain, path="files/logo.svg").data) == SVG
    assert not BrainFile.objects.filter(brain_ref=brain, path="files/other.png").exists()


def test_sync_refuses_links_and_pipes_in_files(brain: Brain, tmp_path: Path) -> None:
    root = tmp_path / "work"
    snapshot = brain_materialize(brain=brain, directory=root)
    secret = tmp_path / "secret.txt"
    secret.write_text("do not upload")
    os.symlink(secret, root / "files" / "leak.txt")
    os.mkfifo(root / "files" / "pipe.bin")
    report = brain_sync(brain=brain, directory=root, snapshot=snapshot, actor=ACTOR)
    assert not report.applied
    assert sorted(r["path"] for r in report.refused) == ["files/leak.txt", "files/pipe.bin"]
    assert not BrainFile.objects.filter(brain_ref=brain, path="files/leak.txt").exists()


def test_a_deleted_attachment_stays_stored(brain: Brain, tmp_path: Path) -> None:
    root = tmp_path / "work"
    snapshot = brain_materialize(brain=brain, directory=root)
    (root / "files" / "logo.svg").unlink()
    report = brain_sync(brain=brain, directory=root, snapshot=snapshot, actor=ACTOR)
    assert report.applied
    assert BrainFile.objects.filter(brain_ref=brain, path="files/logo.svg").exists()


def test_attachment_names_need_not_be_slugs(brain: Brain, tmp_path: Path) -> None:
    root = tmp_path / "work"
    snapshot = brain_materialize(brain=brain, directory=root)
    (root / "files" / "Team Photos").mkdir()
    (root / "files" / "Team Photos" / "Offsite 2026.png").write_bytes(PNG)
    report = brain_sync(brain=brain, directory=root, snapshot=snapshot, actor=ACTOR)
    assert report.applied, report.as_dict()
    assert BrainFile.objects.filter(brain_ref=brain, path="files/Team Photos/Offsite 2026.png")


def test_brain_import_stores_files_and_refuses_a_changed_one(
    brain: Brain, tmp_path: Path, cast: Cast
) -> None:
    root = tmp_path / "export"
    brain_materialize(brain=brain, directory=root)
    (root / "files" / "logo.svg").write_bytes(b"<svg>other</svg>")
    other = cast.other_brain
    call_command("brain_import", str(other.pk), str(root))
    # Into an empty brain everything is new: the documents, the originals, the attachments.
    brain_id = document_id(REPORT)
    assert BrainDocument.objects.get(brain_ref=other, brain_id=brain_id).format == "pdf"
    assert BrainFile.objects.filter(brain_ref=other).count() == 3
    # Back into the brain it came from, the edited attachment is refused, the rest kept.
    report = brain_import(brain=brain, directory=root, actor=ACTOR)
    assert [(r.path, r.code) for r in report.refused] == [("files/logo.svg", FILE_CHANGED)]
    assert bytes(BrainFile.objects.get(brain_ref=brain, path="files/logo.svg").data) == SVG


def test_files_go_with_their_brain(brain: Brain) -> None:
    brain_delete(brain=brain)
    assert not BrainFile.objects.filter(brain_ref_id=brain.pk).exists()
