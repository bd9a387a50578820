"""A crafted PDF cannot keep the reader busy for minutes (brain/toolkit/originals.py,
`pdf_text`): pages past the page cap are not read, a content stream that decompresses past the
limit leaves its page out, and reading stops once the pages' content passes the total budget;
each time the body says so and a note names the file. How long these take unbounded and
bounded is measured by bench/pdf_bench.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from brain.toolkit.errors import CommandError
from brain.toolkit.originals import (
    BAD_FILE,
    MAX_PDF_PAGES,
    MSG_PDF_LEFT_OUT,
    MSG_PDF_PAGES,
    MSG_PDF_STOPPED,
    PAGE_LEFT_OUT,
    TRUNCATED,
    original_document,
)
from brain.toolkit.validation import validate_document
from tests.files.samples import deep_pdf, shared_page_pdf, text_bomb_pdf
from tests.toolkit.helpers import run_json


def test_a_pdf_of_many_pages_is_read_up_to_the_page_cap() -> None:
    data = shared_page_pdf(MAX_PDF_PAGES + 500, b"BT /F1 12 Tf 40 700 Td (page text) Tj ET")
    made = original_document("long.pdf", data)
    assert made.note == MSG_PDF_PAGES.format(
        name="long.pdf", count=MAX_PDF_PAGES + 500, read=MAX_PDF_PAGES
    )
    body = made.document.body
    assert body.count("page text") == MAX_PDF_PAGES
    assert body.rstrip().endswith(TRUNCATED)
    assert validate_document(made.document, file_stem=made.document.brain_id) == []


def test_a_decompression_bomb_leaves_its_page_out(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = text_bomb_pdf(megabytes=40, after="The second page is fine")
    assert len(data) < 200_000  # 40 MiB of text once inflated
    (tmp_path / "bomb.pdf").write_bytes(data)
    brain = tmp_path / "brain"
    brain.mkdir()
    code, result, _ = run_json(capsys, brain, "add", str(tmp_path / "bomb.pdf"))
    assert code == 0
    [added] = result["added"]
    assert added["note"] == MSG_PDF_LEFT_OUT.format(name=str(tmp_path / "bomb.pdf"), pages="page 1")
    body = (brain / added["path"]).read_text()
    assert PAGE_LEFT_OUT.format(number=1) in body
    assert "The second page is fine" in body
    assert "aaaa" not in body


def test_one_huge_stream_drawn_by_every_page_stops_the_reading() -> None:
    # 1000 pages drawing one stream that inflates to 5 MiB: each page costs the stream's
    # limit, so the content budget ends the reading after a few pages.
    content = b"BT /F1 12 Tf 40 700 Td (x) Tj ET\n" + b" " * (5 << 20)
    made = original_document("shared.pdf", shared_page_pdf(1000, content, deflate=True))
    assert made.note is not None
    read = int(made.note.split("the text of the first ")[1].split(" ")[0])
    assert 0 < read < 20
    assert made.note == MSG_PDF_STOPPED.format(name="shared.pdf", count=1000, read=read)
    assert made.document.body.rstrip().endswith(TRUNCATED)
    assert made.document.body.count("Page ") == read  # each one left out, saying so


def test_nesting_too_deep_is_refused_in_one_line() -> None:
    with pytest.raises(CommandError) as refused:
        original_document("deep.pdf", deep_pdf())
    assert refused.value.code == BAD_FILE
    assert refused.value.message.startswith("deep.pdf: the PDF cannot be read (")
    assert "\n" not in refused.value.message
