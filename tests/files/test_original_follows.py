"""An original goes with its document (docs/format.md, "Attachments and original files"): in a
folder brain `move` carries `<id>.pdf` into the document's new folder and `delete` removes it,
in the same journaled commit; evidence never merges. In the database the original is a stored
file keyed by its sha256, at the path it was first stored: a move leaves it where it is and
downloads keep working; sync stores an original carried to a new folder once, not twice."""

from __future__ import annotations

from pathlib import Path

import pytest

from brain.models import Brain, BrainDocument, BrainFile
from brain.services import Actor
from brain.services.files import original_add
from brain.sync import brain_materialize, brain_sync
from brain.toolkit.directory import DirectoryStore
from brain.toolkit.errors import ALREADY_EXISTS
from brain.toolkit.originals import document_id
from brain.toolkit.store import Change
from tests.cast import Cast
from tests.files.samples import docx_bytes, pdf_bytes
from tests.toolkit.helpers import crash_after_saving, run_json

REPORT = pdf_bytes("The pilot starts in March")
MEMO = docx_bytes("Memo about the pilot")
ACTOR = Actor("agent", None, "t")


def added(tmp_path: Path, capsys: pytest.CaptureFixture[str], *files: tuple[str, bytes]) -> Path:
    """A brain folder holding these files, each added as evidence with its original."""
    brain = tmp_path / "brain"
    brain.mkdir()
    for name, data in files:
        (tmp_path / name).write_bytes(data)
        code, _, err = run_json(capsys, brain, "add", str(tmp_path / name))
        assert code == 0, err
    return brain


def files_under(root: Path, folder: str) -> list[str]:
    return sorted(p.relative_to(root).as_posix() for p in (root / folder).rglob("*") if p.is_file())


def test_move_carries_the_original_and_the_doctor_stays_content(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    brain = added(tmp_path, capsys, ("report.pdf", REPORT), ("memo.docx", MEMO))
    report, memo = document_id(REPORT), document_id(MEMO)

    code, moved, err = run_json(capsys, brain, "move", report, "--folder", "evidence/q3")
    assert code == 0, err
    assert moved["to"] == f"evidence/q3/{report}.md"
    assert files_under(brain, "evidence") == sorted(
        [f"evidence/q3/{report}.md", f"evidence/q3/{report}.pdf"]
        + [f"evidence/{memo}.docx", f"evidence/{memo}.md"]
    )
    assert (brain / "evidence" / "q3" / f"{report}.pdf").read_bytes() == REPORT

    # A rename keeps the original's name (the `file:` ref still names it); a later move
    # carries it again.
    code, _, err = run_json(capsys, brain, "move", memo, "--to", "ev-pilot-memo")
    assert code == 0, err
    assert (brain / "evidence" / f"{memo}.docx").read_bytes() == MEMO
    code, _, err = run_json(capsys, brain, "move", "ev-pilot-memo", "--folder", "evidence/memos")
    assert code == 0, err
    assert (brain / "evidence" / "memos" / f"{memo}.docx").read_bytes() == MEMO
    assert not (brain / "evidence" / f"{memo}.docx").exists()

    code, doctor, _ = run_json(capsys, brain, "doctor")
    assert code == 0 and [i for i in doctor["issues"] if i["severity"] == "error"] == []
    # and sync's walk finds the originals where the documents are
    from brain.toolkit.stored_files import walk_stored_files

    found = walk_stored_files(brain)
    assert [f.path for f in found.files] == [
        f"evidence/memos/{memo}.docx",
        f"evidence/q3/{report}.pdf",
    ]


def test_delete_removes_the_original(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    brain = added(tmp_path, capsys, ("report.pdf", REPORT))
    report = document_id(REPORT)
    code, dry, _ = run_json(capsys, brain, "delete", report)
    assert code == 0 and dry["deleted"] is False
    assert (brain / "evidence" / f"{report}.pdf").exists()  # a dry run changes nothing
    code, done, _ = run_json(capsys, brain, "delete", report, "--yes")
    assert code == 0 and done["deleted"] is True
    assert files_under(brain, "evidence") == []


def test_evidence_never_merges_so_its_original_stays(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    brain = added(tmp_path, capsys, ("report.pdf", REPORT), ("memo.docx", MEMO))
    code, result, _ = run_json(capsys, brain, "merge", document_id(REPORT), document_id(MEMO))
    assert code == 2 and result["error"]["code"] == "bad_argument"
    assert (brain / "evidence" / f"{document_id(REPORT)}.pdf").read_bytes() == REPORT


def test_other_bytes_in_the_way_refuse_the_move(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    brain = added(tmp_path, capsys, ("report.pdf", REPORT))
    report = document_id(REPORT)
    (brain / "evidence" / "q3").mkdir()
    (brain / "evidence" / "q3" / f"{report}.pdf").write_bytes(b"%PDF-someone else's")
    code, result, _ = run_json(capsys, brain, "move", report, "--folder", "evidence/q3")
    assert code != 0 and result["error"]["code"] == ALREADY_EXISTS
    assert f"evidence/q3/{report}.pdf" in result["error"]["message"]
    # nothing moved
    assert (brain / "evidence" / f"{report}.md").exists()
    assert (brain / "evidence" / f"{report}.pdf").read_bytes() == REPORT
    assert (brain / "evidence" / "q3" / f"{report}.pdf").read_bytes() == b"%PDF-someone else's"


def test_the_same_bytes_in_the_way_are_taken_as_the_original(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    brain = added(tmp_path, capsys, ("report.pdf", REPORT))
    report = document_id(REPORT)
    (brain / "evidence" / "q3").mkdir()
    (brain / "evidence" / "q3" / f"{report}.pdf").write_bytes(REPORT)
    code, _, err = run_json(capsys, brain, "move", report, "--folder", "evidence/q3")
    assert code == 0, err
    assert files_under(brain, "evidence") == [
        f"evidence/q3/{report}.md",
        f"evidence/q3/{report}.pdf",
    ]


@pytest.mark.django_db
def test_sync_stores_an_original_moved_in_the_folder_once(
    cast: Cast, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    brain: Brain = cast.team_brain
    row = original_add(brain=brain, name="report.pdf", data=REPORT, actor=ACTOR).row
    root = tmp_path / "work"
    snapshot = brain_materialize(brain=brain, directory=root)
    code, _, err = run_json(capsys, root, "move", row.brain_id, "--folder", "evidence/q3")
    assert code == 0, err
    assert (root / "evidence" / "q3" / f"{row.brain_id}.pdf").read_bytes() == REPORT

    report = brain_sync(brain=brain, directory=root, snapshot=snapshot, actor=ACTOR)

    assert report.applied, report.as_dict()
    moved = BrainDocument.objects.get(brain_ref=brain, brain_id=row.brain_id)
    assert moved.path == f"evidence/q3/{row.brain_id}.md"
    stored = BrainFile.objects.filter(brain_ref=brain).values_list("path", "sha256")
    assert list(stored) == [(f"evidence/{row.brain_id}.pdf", row.extra["original"]["sha256"])]


@pytest.mark.django_db
def test_a_document_deleted_in_the_folder_leaves_its_stored_original(
    cast: Cast, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    brain: Brain = cast.team_brain
    row = original_add(brain=brain, name="report.pdf", data=REPORT, actor=ACTOR).row
    root = tmp_path / "work"
    snapshot = brain_materialize(brain=brain, directory=root)
    code, _, err = run_json(capsys, root, "delete", row.brain_id, "--yes")
    assert code == 0, err
    assert not (root / "evidence" / f"{row.brain_id}.pdf").exists()

    report = brain_sync(brain=brain, directory=root, snapshot=snapshot, actor=ACTOR)

    assert report.applied and report.deleted == [row.brain_id], report.as_dict()
    assert not BrainDocument.objects.filter(brain_ref=brain, brain_id=row.brain_id).exists()
    # Stored files never change or go (but with their brain): an earlier version of the
    # document, restored, still has its original.
    stored = BrainFile.objects.get(brain_ref=brain, path=f"evidence/{row.brain_id}.pdf")
    assert bytes(stored.data) == REPORT


@pytest.mark.parametrize("state", ["staging", "committed"])
def test_a_crash_mid_move_moves_both_or_neither(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], state: str
) -> None:
    brain = added(tmp_path, capsys, ("report.pdf", REPORT))
    report = document_id(REPORT)
    before = files_under(brain, "evidence")
    store = DirectoryStore(brain)
    stored = store.get(report)
    assert stored is not None
    with crash_after_saving(state):
        store.apply([Change.replace(stored, stored.document.with_folder("evidence/q3"))])
    code, _, _ = run_json(capsys, brain, "list")  # the next command finishes or undoes it
    assert code == 0
    moved = [f"evidence/q3/{report}.md", f"evidence/q3/{report}.pdf"]
    assert files_under(brain, "evidence") == (moved if state == "committed" else before)


def test_an_original_two_documents_name_stays_until_neither_does(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # given a renamed document that keeps its original's name, and the same bytes added again:
    # two documents name one file
    brain = added(tmp_path, capsys, ("report.pdf", REPORT))
    report = document_id(REPORT)
    code, _, err = run_json(capsys, brain, "move", report, "--to", "ev-pilot-report")
    assert code == 0, err
    code, _, err = run_json(capsys, brain, "add", str(tmp_path / "report.pdf"))
    assert code == 0, err
    original = brain / "evidence" / f"{report}.pdf"
    assert files_under(brain, "evidence") == sorted(
        ["evidence/ev-pilot-report.md", f"evidence/{report}.md", f"evidence/{report}.pdf"]
    )

    # when one is deleted, the file stays for the other
    code, _, err = run_json(capsys, brain, "delete", report, "--yes")
    assert code == 0, err
    assert original.read_bytes() == REPORT

    # and when the same bytes come again and one moves away, each folder has its copy
    code, _, err = run_json(capsys, brain, "add", str(tmp_path / "report.pdf"))
    assert code == 0, err
    code, _, err = run_json(capsys, brain, "move", "ev-pilot-report", "--folder", "evidence/q3")
    assert code == 0, err
    assert original.read_bytes() == REPORT
    assert (brain / "evidence" / "q3" / f"{report}.pdf").read_bytes() == REPORT
    code, doctor, _ = run_json(capsys, brain, "doctor")
    assert code == 0 and [i for i in doctor["issues"] if i["severity"] == "error"] == []

    # and the last document naming a file takes it with it
    code, _, err = run_json(capsys, brain, "delete", report, "--yes")
    assert code == 0, err
    assert not original.exists()
    code, _, err = run_json(capsys, brain, "delete", "ev-pilot-report", "--yes")
    assert code == 0, err
    assert files_under(brain, "evidence") == []
