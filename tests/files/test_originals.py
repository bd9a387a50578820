"""PDF and docx files as evidence in a brain folder (docs/format.md, "Attachments and original
files"; docs/cli.md, `add`): the toolkit's `original_document` and `goat-brain add`."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from brain.toolkit.document import parse_document, serialize_document
from brain.toolkit.errors import CommandError
from brain.toolkit.originals import (
    BAD_FILE,
    FILE_TOO_LARGE,
    UNSUPPORTED_FILE,
    document_id,
    file_format,
    media_type,
    original_document,
    original_format,
)
from brain.toolkit.validation import validate_document
from tests.files.samples import (
    HTML_AS_PDF,
    PNG,
    SVG,
    docx_bytes,
    encrypted_pdf,
    pdf_bytes,
    zip_bomb_docx,
)
from tests.toolkit.helpers import run, run_json


def test_a_pdf_makes_a_valid_evidence_document() -> None:
    data = pdf_bytes("Revenue [[page:grew]] a lot", "## Timeline")
    original = original_document("Q3 report.pdf", data, now="2026-12-01T10:00:00Z")
    document = original.document
    assert document.brain_id == document_id(data) == f"ev-file-{original.sha256[:16]}"
    assert (document.kind, document.type, document.folder) == ("evidence", "source", "evidence")
    assert document.sources == [f"file:{document.brain_id}.pdf"]
    assert original.path == f"evidence/{document.brain_id}.pdf"
    assert original_format(document) == "pdf"
    assert validate_document(document, file_stem=document.brain_id) == []
    # What the file held is quoted, never read as the format.
    again = parse_document(serialize_document(document), folder="evidence")
    assert again.timeline == [] and "Revenue" in again.body
    assert document.meta["original"]["name"] == "Q3 report.pdf"


def test_the_same_bytes_make_the_same_id_whatever_the_name() -> None:
    data = docx_bytes("Same text")
    assert (
        original_document("a.docx", data).document.brain_id
        == original_document("b.docx", data).document.brain_id
    )


@pytest.mark.parametrize(
    ("name", "data", "code"),
    [
        ("page.pdf", HTML_AS_PDF, UNSUPPORTED_FILE),
        ("logo.svg", SVG, UNSUPPORTED_FILE),
        ("locked.pdf", encrypted_pdf(), BAD_FILE),
        ("bomb.docx", zip_bomb_docx(), BAD_FILE),
        ("ole.docx", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\0" * 100, BAD_FILE),
        ("zip.docx", b"PK\x03\x04" + b"\0" * 100, BAD_FILE),
        ("truncated.pdf", pdf_bytes("cut short")[:60], BAD_FILE),
    ],
)
def test_hostile_files_are_refused_naming_the_file(name: str, data: bytes, code: str) -> None:
    with pytest.raises(CommandError) as refused:
        original_document(name, data)
    assert refused.value.code == code
    assert refused.value.message.startswith(f"{name}: ")
    assert "\n" not in refused.value.message


def test_the_cap() -> None:
    with pytest.raises(CommandError) as refused:
        file_format("big.pdf", pdf_bytes("x"), cap=10)
    assert refused.value.code == FILE_TOO_LARGE


def test_what_is_served_inline() -> None:
    assert media_type("files/a.png", PNG) == "image/png"
    assert media_type("files/a.svg", SVG) == "application/octet-stream"
    assert media_type("files/a.png", HTML_AS_PDF) == "application/octet-stream"
    assert media_type("files/a.html", HTML_AS_PDF) == "application/octet-stream"


def test_goat_brain_add(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    brain = tmp_path / "brain"
    brain.mkdir()
    outside = tmp_path / "in"
    outside.mkdir()
    report = pdf_bytes("The pilot starts in March")
    (outside / "report.pdf").write_bytes(report)
    (outside / "memo.docx").write_bytes(docx_bytes("Memo", table=[["k", "v"]]))
    (outside / "scan.pdf").write_bytes(pdf_bytes())
    (outside / "page.pdf").write_bytes(HTML_AS_PDF)
    os.symlink(outside / "report.pdf", outside / "link.pdf")
    os.mkfifo(outside / "pipe.pdf")
    names = ["report.pdf", "memo.docx", "scan.pdf", "page.pdf", "link.pdf", "pipe.pdf"]
    code, result, _ = run_json(capsys, brain, "add", *(str(outside / n) for n in names))
    assert code == 1  # something was refused; the rest was added
    assert [item["file"].rsplit("/", 1)[1] for item in result["added"]] == names[:3]
    assert [item["file"].rsplit("/", 1)[1] for item in result["refused"]] == names[3:]
    for item in result["refused"]:
        assert item["message"].startswith(item["file"] + ": ")
    scan = result["added"][2]
    assert scan["note"].endswith("the PDF has no text layer (scanned?); kept without text, no OCR")
    brain_id = document_id(report)
    assert (brain / "evidence" / f"{brain_id}.pdf").read_bytes() == report
    assert (brain / "evidence" / f"{brain_id}.md").exists()
    # Found by query; the same bytes again are the same document.
    code, found, _ = run_json(capsys, brain, "query", "pilot March")
    assert found["hits"][0]["id"] == brain_id
    code, again, _ = run_json(capsys, brain, "add", str(outside / "report.pdf"))
    assert code == 0 and again["added"][0]["duplicate"] is True and again["hashes"] == {}
    # The doctor is content: originals are not documents.
    code, out, _ = run(capsys, brain, "doctor")
    assert "error" not in out


def test_add_refuses_a_folder_outside_evidence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "r.pdf").write_bytes(pdf_bytes("x"))
    (tmp_path / "b").mkdir()
    arguments = ("add", str(tmp_path / "r.pdf"), "--folder", "people")
    code, result, _ = run_json(capsys, tmp_path / "b", *arguments)
    assert code == 2 and result["error"]["code"] == "bad_argument"


def test_an_original_of_other_bytes_in_the_way_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    brain = tmp_path / "b"
    (brain / "evidence").mkdir(parents=True)
    data = pdf_bytes("mine")
    (brain / "evidence" / f"{document_id(data)}.pdf").write_bytes(b"%PDF-other")
    (tmp_path / "r.pdf").write_bytes(data)
    code, result, _ = run_json(capsys, brain, "add", str(tmp_path / "r.pdf"))
    assert code == 1 and result["refused"][0]["code"] == "file_changed"
    assert not (brain / "evidence" / f"{document_id(data)}.md").exists()


def test_a_huge_text_is_cut_to_a_valid_document() -> None:
    from brain.toolkit.originals import MAX_TEXT_BYTES, TRUNCATED

    paragraph = "漢字のテキスト" * 2000  # 3 bytes a character in UTF-8
    data = docx_bytes(*([paragraph] * 120))  # about 15 MiB of text
    document = original_document("long.docx", data).document
    assert document.body.rstrip().endswith(TRUNCATED)
    assert len(document.body.encode()) < MAX_TEXT_BYTES + 4096
    assert validate_document(document, file_stem=document.brain_id) == []
