"""The staff UI and stored files: a PDF's document page shows its text and offers the original
for download (there is no upload button); files are served access-checked, never rendered."""

from __future__ import annotations

import re

import pytest

from brain.services import Actor
from brain.services.files import file_store, original_add
from tests.cast import Cast
from tests.files.samples import PNG, SVG, pdf_bytes
from tests.ui.conftest import client_for

pytestmark = pytest.mark.django_db

REPORT = pdf_bytes("The otters signed the pilot")


def test_the_document_page_offers_the_original(cast: Cast) -> None:
    added = original_add(
        brain=cast.team_brain, name="Otters.pdf", data=REPORT, actor=Actor("system")
    )
    brain_id = added.row.brain_id
    page = client_for(cast.member).get(f"/brain/team/doc/{brain_id}/")
    assert page.status_code == 200
    html = page.content.decode()
    assert "The otters signed the pilot" in html
    link = re.search(r'<a class="original-link" href="([^"]+)" download>([^<]+)</a>', html)
    assert link is not None
    assert link[1] == f"/brain/team/files/evidence/{brain_id}.pdf"
    assert link[2].startswith("Download the original (PDF,")
    assert 'type="file"' not in html  # no upload here
    got = client_for(cast.member).get(link[1])
    assert got.status_code == 200 and got.content == REPORT
    assert got["Content-Disposition"].startswith("attachment;")
    assert got["X-Content-Type-Options"] == "nosniff"


def test_files_are_access_checked_and_never_rendered(cast: Cast) -> None:
    file_store(brain=cast.secret_brain, path="files/logo.svg", data=SVG)
    file_store(brain=cast.secret_brain, path="files/pixel.png", data=PNG)
    url = f"/brain/{cast.secret_brain.pk}/files/files/logo.svg"
    svg = client_for(cast.member).get(url)
    assert svg.status_code == 200
    assert svg["Content-Type"] == "application/octet-stream"
    assert svg["Content-Disposition"].startswith("attachment;")
    for user in (cast.restricted, cast.outsider):
        assert client_for(user).get(url).status_code == 404
    # A body's relative `files/…` image resolves under the document's URL.
    png = client_for(cast.member).get(f"/brain/{cast.secret_brain.pk}/doc/any/files/pixel.png")
    assert png.status_code == 200 and png["Content-Type"] == "image/png"
    assert png["Content-Disposition"].startswith("inline;")


def test_a_moved_document_keeps_its_format_and_original(cast: Cast) -> None:
    from brain.rows import document_from_row
    from brain.services import document_write

    added = original_add(
        brain=cast.team_brain, name="Otters.pdf", data=REPORT, actor=Actor("system")
    )
    document = document_from_row(added.row)
    moved = document.with_meta(id="otters-report")
    moved = type(moved)(meta=moved.meta, body=moved.body, folder="evidence/reports")
    row = document_write(
        brain=cast.team_brain,
        document=moved,
        expected_hash=added.row.content_hash,
        previous_brain_id=added.row.brain_id,
        actor=Actor("system"),
    )
    assert row.format == "pdf"
    html = client_for(cast.member).get("/brain/team/doc/otters-report/").content.decode()
    assert f"/brain/team/files/evidence/{added.row.brain_id}.pdf" in html
