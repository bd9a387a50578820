"""Files over real HTTP (docs/api.md, "Files"): a PDF or docx uploaded becomes evidence with its
original kept in the database; stored files are served access-checked and never rendered."""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import Any

import pytest
from django.contrib.auth.base_user import AbstractBaseUser
from django.db import DatabaseError, connection, transaction
from django.test import override_settings

from brain.api.tokens import token_create
from brain.models import BrainDocument, BrainDocumentVersion, BrainFile
from brain.services import Actor
from brain.services.files import file_store, original_add
from brain.toolkit.errors import CommandError
from brain.toolkit.originals import (
    BAD_FILE,
    FILE_CHANGED,
    FILE_TOO_LARGE,
    NO_TEXT_BODY,
    UNSUPPORTED_FILE,
    document_id,
)
from tests.api.conftest import Answer, Api
from tests.cast import Cast
from tests.files.samples import (
    HTML_AS_PDF,
    PNG,
    SVG,
    docx_bytes,
    encrypted_pdf,
    pdf_bytes,
    zip_bomb_docx,
)

pytestmark = pytest.mark.django_db(transaction=True)

SignIn = Callable[[AbstractBaseUser | None], Api]
REPORT = pdf_bytes("Quarterly revenue grew by zanzibar percent", "Second page of the report")


def upload(api: Api, brain: Any, name: str, data: bytes, *, title: str | None = None) -> Answer:
    boundary = secrets.token_hex(12)
    parts = [
        f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="{name}"\r\n'
        f"Content-Type: application/octet-stream\r\n\r\n".encode()
        + data
        + b"\r\n"
    ]
    if title is not None:
        field = f'--{boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n'
        parts.append(f"{field}{title}\r\n".encode())
    body = b"".join(parts) + f"--{boundary}--\r\n".encode()
    headers = {"Content-Type": f"multipart/form-data; boundary={boundary}"}
    return api.request("POST", f"/api/brains/{brain}/files/", raw=body, headers=headers)


def test_a_pdf_becomes_evidence_with_its_original(cast: Cast, api: SignIn) -> None:
    owner = api(cast.owner)
    brain = cast.team_brain.pk
    answer = upload(owner, brain, "Q3 report.pdf", REPORT, title="Q3 report")
    assert answer.status == 200, answer.body
    document = answer.body["document"]
    brain_id = document_id(REPORT)
    assert document["id"] == brain_id
    assert (document["kind"], document["type"], document["folder"]) == (
        "evidence",
        "source",
        "evidence",
    )
    assert document["title"] == "Q3 report"
    assert f"file:{brain_id}.pdf" in document["sources"]
    assert answer.body["duplicate"] is False and answer.body["note"] is None
    row = BrainDocument.objects.get(brain_ref=cast.team_brain, brain_id=brain_id)
    assert row.format == "pdf"
    assert "zanzibar" in row.body and "Second page" in row.body
    stored = BrainFile.objects.get(brain_ref=cast.team_brain, path=f"evidence/{brain_id}.pdf")
    assert bytes(stored.data) == REPORT and stored.content_type == "application/pdf"
    version = BrainDocumentVersion.objects.get(brain_ref=cast.team_brain, brain_id=brain_id)
    assert (version.actor_user, version.actor_label) == (cast.owner, "api")

    # The same bytes again, under another name: the same document, nothing new.
    again = upload(owner, brain, "copy.pdf", REPORT)
    assert again.status == 200
    assert again.body["duplicate"] is True and again.body["document"]["id"] == brain_id
    assert BrainFile.objects.filter(brain_ref=cast.team_brain).count() == 1
    assert BrainDocumentVersion.objects.filter(brain_ref=cast.team_brain).count() == 1

    # Its text is found by query.
    hits = owner.tool(brain, "query", {"text": "zanzibar"}).body["hits"]
    assert [hit["id"] for hit in hits][:1] == [brain_id]

    # The original, as stored: a download, never sniffed.
    got = owner.get(f"/api/brains/{brain}/files/evidence/{brain_id}.pdf")
    assert got.status == 200 and got.body == REPORT
    assert got.headers["Content-Type"] == "application/pdf"
    assert got.headers["X-Content-Type-Options"] == "nosniff"
    assert got.headers["Content-Disposition"].startswith("attachment;")


def test_a_moved_document_s_original_still_downloads(cast: Cast, api: SignIn) -> None:
    owner = api(cast.owner)
    brain = cast.team_brain.pk
    document = upload(owner, brain, "Q3 report.pdf", REPORT).body["document"]
    brain_id = document["id"]
    arguments = {"ref": brain_id, "folder": "evidence/q3", "new_id": "ev-q3"}
    moved = owner.tool(brain, "move", {**arguments, "expected_hash": document["hash"]})
    assert moved.status == 200, moved.body
    row = BrainDocument.objects.get(brain_ref=cast.team_brain, brain_id="ev-q3")
    assert (row.path, row.format) == ("evidence/q3/ev-q3.md", "pdf")
    # The stored original keeps the path it was stored at (stored files never change); the
    # document still names it by its `file:` ref, and the sha256 its frontmatter records.
    assert f"file:{brain_id}.pdf" in row.sources
    stored = BrainFile.objects.filter(brain_ref=cast.team_brain).values_list("path", "sha256")
    assert list(stored) == [(f"evidence/{brain_id}.pdf", row.extra["original"]["sha256"])]
    got = owner.get(f"/api/brains/{brain}/files/evidence/{brain_id}.pdf")
    assert got.status == 200 and got.body == REPORT


def test_a_docx_keeps_paragraphs_and_tables(cast: Cast, api: SignIn) -> None:
    data = docx_bytes("Minutes of the board", table=[["Item", "Owner"], ["Budget", "Dana"]])
    answer = upload(api(cast.member), cast.team_brain.pk, "board.docx", data)
    assert answer.status == 200, answer.body
    row = BrainDocument.objects.get(brain_ref=cast.team_brain, brain_id=document_id(data))
    assert row.format == "docx" and row.title == "board"
    assert "Minutes of the board" in row.body and "Budget | Dana" in row.body


def test_a_pdf_without_text_is_kept_and_reported(cast: Cast, api: SignIn) -> None:
    data = pdf_bytes()
    answer = upload(api(cast.owner), cast.team_brain.pk, "scan.pdf", data)
    assert answer.status == 200, answer.body
    assert answer.body["note"] == (
        "scan.pdf: the PDF has no text layer (scanned?); kept without text, no OCR"
    )
    assert NO_TEXT_BODY in answer.body["document"]["body"]


@pytest.mark.parametrize(
    ("name", "data", "status", "code", "says"),
    [
        ("locked.pdf", encrypted_pdf(), 400, BAD_FILE, "locked.pdf: the PDF is encrypted"),
        ("page.pdf", HTML_AS_PDF, 415, UNSUPPORTED_FILE, "page.pdf: the content is not a PDF"),
        ("broken.pdf", b"%PDF-1.4\nnot really", 400, BAD_FILE, "broken.pdf: the PDF cannot"),
        ("bomb.docx", zip_bomb_docx(), 400, BAD_FILE, "bomb.docx: the docx would decompress"),
        ("plain.docx", b"just text", 415, UNSUPPORTED_FILE, "plain.docx: the content is not"),
        ("logo.svg", SVG, 415, UNSUPPORTED_FILE, "logo.svg: only PDF and docx"),
    ],
)
def test_bad_files_are_refused_with_one_line(
    cast: Cast, api: SignIn, name: str, data: bytes, status: int, code: str, says: str
) -> None:
    answer = upload(api(cast.owner), cast.team_brain.pk, name, data)
    assert answer.status == status, answer.body
    assert answer.body["error"]["code"] == code
    assert answer.body["error"]["message"].startswith(says)
    assert "\n" not in answer.body["error"]["message"]
    assert not BrainDocument.objects.filter(brain_ref=cast.team_brain).exists()
    assert not BrainFile.objects.filter(brain_ref=cast.team_brain).exists()


def test_over_the_cap_is_413_before_the_body_is_read(cast: Cast, api: SignIn) -> None:
    owner = api(cast.owner)
    headers = {"Content-Type": "multipart/form-data; boundary=x", "Content-Length": "60000000"}
    answer = owner.request(
        "POST", f"/api/brains/{cast.team_brain.pk}/files/", raw=b"--x--\r\n", headers=headers
    )
    assert answer.status == 413 and answer.body["error"]["code"] == FILE_TOO_LARGE
    with override_settings(GOAT_MAX_FILE_BYTES=100), pytest.raises(CommandError) as refused:
        original_add(brain=cast.team_brain, name="big.pdf", data=REPORT, actor=Actor(type="system"))
    assert refused.value.code == FILE_TOO_LARGE
    assert refused.value.message.startswith("big.pdf: ")


def test_json_is_415(cast: Cast, api: SignIn) -> None:
    answer = api(cast.owner).request("POST", f"/api/brains/{cast.team_brain.pk}/files/", {})
    assert answer.status == 415


def test_who_may_not_read_the_brain_gets_404(cast: Cast, api: SignIn) -> None:
    added = original_add(
        brain=cast.secret_brain, name="plan.pdf", data=REPORT, actor=Actor(type="system")
    )
    path = f"evidence/{added.row.brain_id}.pdf"
    for brain in (cast.secret_brain.pk, cast.secret_brain.slug):
        assert api(cast.member).get(f"/api/brains/{brain}/files/{path}").status == 200
    for user in (cast.outsider, cast.restricted):
        caller = api(user)
        got = caller.get(f"/api/brains/{cast.secret_brain.pk}/files/{path}")
        assert got.status == 404 and got.body["error"]["code"] == "not_found"
        posted = upload(caller, cast.secret_brain.pk, "x.pdf", pdf_bytes("other"))
        assert posted.status == 404
    # The other tenant's brain of the same slug holds nothing of ours.
    other = api(cast.outsider).get(f"/api/brains/{cast.other_brain.pk}/files/{path}")
    assert other.status == 404
    assert api(None).get(f"/api/brains/{cast.secret_brain.pk}/files/{path}").status in (401, 403)


def test_attachments_are_served_never_rendered(cast: Cast, api: SignIn) -> None:
    file_store(brain=cast.team_brain, path="files/logo.svg", data=SVG)
    file_store(brain=cast.team_brain, path="files/pixel.png", data=PNG)
    file_store(brain=cast.team_brain, path="files/fake.png", data=b"<html><script>x</script>")
    owner = api(cast.owner)
    svg = owner.get(f"/api/brains/{cast.team_brain.pk}/files/files/logo.svg")
    assert svg.status == 200 and svg.body == SVG
    assert svg.headers["Content-Type"] == "application/octet-stream"
    assert svg.headers["Content-Disposition"].startswith("attachment;")
    assert svg.headers["X-Content-Type-Options"] == "nosniff"
    png = owner.get(f"/api/brains/{cast.team_brain.pk}/files/files/pixel.png")
    assert png.headers["Content-Type"] == "image/png"
    assert png.headers["Content-Disposition"].startswith("inline;")
    fake = owner.get(f"/api/brains/{cast.team_brain.pk}/files/files/fake.png")
    assert fake.headers["Content-Type"] == "application/octet-stream"
    assert fake.headers["Content-Disposition"].startswith("attachment;")
    missing = owner.get(f"/api/brains/{cast.team_brain.pk}/files/files/none.png")
    assert missing.status == 404


def test_stored_files_never_change(cast: Cast) -> None:
    row, created = file_store(brain=cast.team_brain, path="files/a.png", data=PNG)
    assert created
    assert file_store(brain=cast.team_brain, path="files/a.png", data=PNG)[1] is False
    with pytest.raises(CommandError) as refused:
        file_store(brain=cast.team_brain, path="files/a.png", data=PNG + b"x")
    assert refused.value.code == FILE_CHANGED
    with pytest.raises(DatabaseError), transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("UPDATE brain_files SET content_type = 'text/html' WHERE id = %s", [row.pk])
    assert BrainFile.objects.get(pk=row.pk).content_type == "image/png"


def test_tokens_narrow_uploads_and_downloads(cast: Cast, asgi_server: Any) -> None:
    brain = cast.team_brain.pk
    _, read = token_create(user=cast.owner, scope="read")
    _, bound = token_create(user=cast.owner, scope="write", brain=cast.secret_brain)
    _, write = token_create(user=cast.owner, scope="write")

    def caller(token: str) -> tuple[Api, dict[str, str]]:
        return Api(asgi_server.url), {"Authorization": f"Token {token}"}

    api, headers = caller(read)
    refused = upload_with(api, brain, "r.pdf", REPORT, headers)
    assert refused.status == 403 and refused.body["error"]["code"] == "permission_denied"
    api, headers = caller(bound)
    assert upload_with(api, brain, "r.pdf", REPORT, headers).status == 404
    api, headers = caller(write)
    answer = upload_with(api, brain, "r.pdf", REPORT, headers)
    assert answer.status == 200
    path = f"/api/brains/{brain}/files/evidence/{document_id(REPORT)}.pdf"
    api, headers = caller(read)
    assert api.get(path, headers=headers).body == REPORT
    api, headers = caller(bound)
    assert api.get(path, headers=headers).status == 404


def upload_with(api: Api, brain: Any, name: str, data: bytes, headers: dict[str, str]) -> Answer:
    boundary = secrets.token_hex(12)
    body = (
        f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="{name}"\r\n'
        f"Content-Type: application/octet-stream\r\n\r\n".encode()
        + data
        + f"\r\n--{boundary}--\r\n".encode()
    )
    sent = {"Content-Type": f"multipart/form-data; boundary={boundary}", **headers}
    return api.request("POST", f"/api/brains/{brain}/files/", raw=body, headers=sent)
