"""`POST /api/webhooks/jamie` over real HTTP (pytest-django's live server, http.client)."""

from __future__ import annotations

import contextlib
import http.client
import io
import json
import os
import socket
import threading
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pytest
from django.conf import settings
from django.core.handlers.wsgi import WSGIRequest
from django.db import transaction
from django.test import RequestFactory

from brain.models import BrainDocument
from ingest import queue
from ingest.keys import key_create, key_revoke
from ingest.models import IngestJob, IntegrationKey, SourceItem
from ingest.sources.jamie import (
    MAX_NESTING,
    MSG_BIG_INTEGER,
    MSG_DATETIME_RANGE,
    MSG_NOT_FINITE,
    MSG_SURROGATE,
    MSG_TOO_DEEP,
    normalize,
)
from ingest.webhooks import BodyRefused, jamie_delivery_accept, read_body
from ingest.worker import run_job
from tests.cast import Cast
from tests.ingest.payloads import meeting_payload
from tests.processes import AsgiServer

PATH = "/api/webhooks/jamie"
webhook_db = pytest.mark.django_db(transaction=True)


def post(server: Any, body: bytes, key: str | None, *, method: str = "POST") -> tuple[int, Any]:
    url = urlparse(server.url)
    connection = http.client.HTTPConnection(url.hostname, url.port, timeout=60)
    headers = {"Content-Type": "application/json"}
    if key is not None:
        headers["x-jamie-api-key"] = key
    try:
        connection.request(method, PATH, body=body, headers=headers)
        response = connection.getresponse()
        data = response.read()
    finally:
        connection.close()
    try:
        return response.status, json.loads(data)
    except ValueError:
        return response.status, data


def encode(payload: Any) -> bytes:
    return json.dumps(payload).encode()


def broker_messages(server: AsgiServer | None = None) -> int:
    """Wake messages waiting in the filesystem broker's folder (goat/env.py) sent by this
    process or `server`: under pytest-xdist the other worker's processes send theirs to the
    same folder (a message's `origin` header is `gen<pid>@<host>`)."""
    folder = Path(settings.CELERY_BROKER_TRANSPORT_OPTIONS["data_folder_out"])
    pids = {os.getpid()} | ({server.pid} if server is not None else set())
    count = 0
    for message in folder.iterdir():
        with contextlib.suppress(OSError, ValueError):  # taken or half written meanwhile
            origin = json.loads(message.read_text())["headers"]["origin"]
            count += int(origin.removeprefix("gen").split("@", 1)[0]) in pids
    return count


@pytest.fixture
def team_key(cast: Cast) -> str:
    return key_create(workspace=cast.workspace, brain=cast.team_brain)[1]


def nothing_written() -> bool:
    return not SourceItem.objects.exists() and not IngestJob.objects.exists()


@webhook_db
def test_a_meeting_is_one_item_and_one_job(
    asgi_server: AsgiServer, cast: Cast, team_key: str
) -> None:
    before = broker_messages(asgi_server)

    status, body = post(asgi_server, encode(meeting_payload()), team_key)

    item = SourceItem.objects.get()
    job = IngestJob.objects.get()
    assert (status, body) == (
        202,
        {
            "status": "accepted",
            "source_item": item.pk,
            "job": job.pk,
            "duplicate": False,
            "brain": "team",
        },
    )
    assert (item.brain_ref, item.provider, item.external_id) == (
        cast.team_brain,
        "jamie",
        "meeting:mtg_123",
    )
    assert item.source_ref == "jamie:meeting:mtg_123"
    assert (job.brain_ref, job.kind, job.source_item, job.status) == (
        cast.team_brain,
        queue.AGENT_INGEST,
        item,
        "queued",
    )
    assert broker_messages(asgi_server) == before + 1
    assert IntegrationKey.objects.get().last_used_at is not None


@webhook_db
def test_a_redelivery_is_the_same_item_and_job(
    asgi_server: AsgiServer, cast: Cast, team_key: str
) -> None:
    first = post(asgi_server, encode(meeting_payload()), team_key)[1]
    redelivery = meeting_payload()
    redelivery["delivery_id"] = "dlv_02"
    before = broker_messages(asgi_server)

    status, body = post(asgi_server, encode(redelivery), team_key)

    assert status == 202
    assert body == {**first, "duplicate": True}
    assert (SourceItem.objects.count(), IngestJob.objects.count()) == (1, 1)
    assert broker_messages(asgi_server) == before


@webhook_db
def test_ten_deliveries_at_once_are_one_item_and_one_job(
    asgi_server: AsgiServer, cast: Cast, team_key: str
) -> None:
    body = encode(meeting_payload())
    barrier = threading.Barrier(10)
    results: list[tuple[int, Any]] = []
    lock = threading.Lock()
    before = broker_messages(asgi_server)

    def deliver() -> None:
        barrier.wait()
        result = post(asgi_server, body, team_key)
        with lock:
            results.append(result)

    threads = [threading.Thread(target=deliver) for _ in range(10)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    item = SourceItem.objects.get()
    job = IngestJob.objects.get()
    assert [status for status, _ in results] == [202] * 10
    assert {(b["source_item"], b["job"]) for _, b in results} == {(item.pk, job.pk)}
    assert sorted(b["duplicate"] for _, b in results) == [False] + [True] * 9
    assert broker_messages(asgi_server) == before + 1


@webhook_db
@pytest.mark.parametrize("which", ["missing", "wrong", "revoked"])
def test_a_bad_key_is_401_and_writes_nothing(
    asgi_server: AsgiServer, cast: Cast, team_key: str, which: str
) -> None:
    if which == "revoked":
        key_revoke(team_key[4:14])
    key = {"missing": None, "wrong": team_key[:-4] + "AAAA", "revoked": team_key}[which]
    before = broker_messages(asgi_server)

    status, body = post(asgi_server, encode(meeting_payload()), key)

    assert (status, body) == (
        401,
        {"error": "unauthorized", "message": "a valid x-jamie-api-key header is required"},
    )
    assert nothing_written()
    assert IntegrationKey.objects.get().last_used_at is None
    assert broker_messages(asgi_server) == before


@webhook_db
def test_a_malformed_payload_is_400_naming_the_field(
    asgi_server: AsgiServer, cast: Cast, team_key: str
) -> None:
    payload = meeting_payload(attendees=[{"name": "A"}, {"name": "B"}, {"email": 42}])

    status, body = post(asgi_server, encode(payload), team_key)

    assert (status, body) == (
        400,
        {
            "error": "invalid_payload",
            "field": "meeting.attendees[2].email",
            "message": "meeting.attendees[2].email: must be a string",
        },
    )
    assert nothing_written()


@webhook_db
def test_unusable_attendees_are_skipped_with_a_reason_and_the_meeting_is_ingested(
    asgi_server: AsgiServer, cast: Cast, team_key: str
) -> None:
    # given a meeting where some attendees have no usable name (and one is listed twice), one
    # an e-mail that is no address, and an assignee and a speaker whose names are longer than
    # any name may be
    payload = meeting_payload(
        attendees=[
            {"name": "Sarah Chen", "email": "sarah@acme.com"},
            {"name": "Sarah", "email": "SARAH@acme.com"},  # again: numbered all the same
            {"name": ""},
            {"name": "   "},
            {},
            {"name": None, "email": None},
            {"name": "N" * 301},
            {"name": "😀"},
            {"name": "\u200b"},
            {"name": "Tom Baker", "email": "tom.baker@acme.com"},
            {"name": "Ada Park", "email": "ada park at acme"},  # no address: kept by name
        ],
        action_items=[
            {"text": "Send the pilot contract", "assignee": "A" * 301},
            {"text": "Book the room", "assignee": "Tom Baker"},
        ],
        transcript=[
            {"speaker": "S" * 301, "start": 1, "text": "Hello."},
            {"speaker": "Tom Baker", "start": 2, "text": "Hi."},
        ],
    )

    # when it is delivered
    status, body = post(asgi_server, encode(payload), team_key)

    # then it is accepted whole, and its job skips each of them with the reason
    assert (status, body["status"]) == (202, "accepted")
    item = SourceItem.objects.get()
    assert "[00:01] Unknown speaker: Hello." in item.text
    assert "- Send the pilot contract\n" in item.text
    lease = queue.claim("test-worker")
    assert lease is not None and run_job(lease) == "succeeded"
    result = IngestJob.objects.get().result
    reasons = [
        "attendee 3: neither a name nor an e-mail",
        "attendee 4: neither a name nor an e-mail",
        "attendee 5: neither a name nor an e-mail",
        "attendee 6: neither a name nor an e-mail",
        "attendee 7: the name is 301 characters long (at most 300)",
        "attendee 8: the name '😀' has no letters or digits",
        r"attendee 9: the name '\u200b' has no letters or digits",
        "attendee 11: the e-mail 'ada park at acme' is not an address; left out",
        "action item 1: the assignee's name is 301 characters long (at most 300); the item "
        "is kept without it",
    ]
    assert result["left_out"] == reasons
    assert result["answer"].endswith(f" Skipped 9: {'; '.join(reasons)}.")
    people = BrainDocument.objects.filter(brain_ref=cast.team_brain, type="person")
    assert sorted(people.values_list("title", flat=True)) == ["Ada Park", "Sarah Chen", "Tom Baker"]
    assert "ada park at acme" not in " ".join(
        alias for aliases in people.values_list("aliases", flat=True) for alias in aliases or []
    )
    meeting = BrainDocument.objects.get(brain_ref=cast.team_brain, type="meeting", kind="page")
    assert "- Send the pilot contract" in meeting.body
    assert "A" * 301 not in meeting.body
    assert "- [[page:tom-baker|Tom Baker]]: Book the room" in meeting.body


@webhook_db
def test_a_meeting_with_no_usable_attendee_is_still_a_meeting(
    asgi_server: AsgiServer, cast: Cast, team_key: str
) -> None:
    payload = meeting_payload(attendees=[{}, {"name": "🎉"}])

    status, body = post(asgi_server, encode(payload), team_key)

    assert (status, body["status"]) == (202, "accepted")
    lease = queue.claim("test-worker")
    assert lease is not None and run_job(lease) == "succeeded"
    assert not BrainDocument.objects.filter(brain_ref=cast.team_brain, type="person").exists()
    meeting = BrainDocument.objects.get(brain_ref=cast.team_brain, type="meeting", kind="page")
    assert "with no listed attendees" in meeting.body


def with_raw(payload: dict[str, Any], placeholder: str, raw: str) -> bytes:
    """The payload's JSON with the string `placeholder` replaced by raw JSON text (a number
    json.dumps would not write, such as 1e999)."""
    return encode(payload).replace(json.dumps(placeholder).encode(), raw.encode())


def deep(levels: int) -> Any:
    value: Any = []
    for _ in range(levels - 1):
        value = [value]
    return value


BIG = "9" * 4001  # under Python's 4300-digit limit, so json.loads reads it
HOSTILE: dict[str, tuple[bytes, str, str]] = {
    # A date-time whose offset takes it out of the years 0001-9999 in UTC.
    "started_at past 9999 in UTC": (
        encode(meeting_payload(started_at="9999-12-31T23:00:00-05:00")),
        "meeting.started_at",
        MSG_DATETIME_RANGE,
    ),
    "started_at before 0001 in UTC": (
        encode(meeting_payload(started_at="0001-01-01T01:00:00+05:00")),
        "meeting.started_at",
        MSG_DATETIME_RANGE,
    ),
    "ended_at past 9999 in UTC": (
        encode(meeting_payload(ended_at="9999-12-31T23:00:00-05:00")),
        "meeting.ended_at",
        MSG_DATETIME_RANGE,
    ),
    # A lone UTF-16 surrogate escape (json.dumps writes "\ud800" as a client would).
    "surrogate in the title": (
        encode(meeting_payload(title="Acme \ud800")),
        "meeting.title",
        MSG_SURROGATE,
    ),
    "surrogate in an attendee": (
        encode(meeting_payload(attendees=[{"name": "Sarah \udfff"}])),
        "meeting.attendees[0].name",
        MSG_SURROGATE,
    ),
    "surrogate in a key": (
        encode(meeting_payload(**{"tag\ud83d": "x"})),
        "meeting.tag\ud83d",
        MSG_SURROGATE,
    ),
    "surrogate in an unknown field": (
        encode(meeting_payload(notes={"deep": ["\udc00"]})),
        "meeting.notes.deep[0]",
        MSG_SURROGATE,
    ),
    # Numbers: a 4001-digit integer, and 1e999 (read as infinity).
    "start of 4001 digits": (
        with_raw(meeting_payload(transcript=[{"text": "Hi", "start": "N"}]), "N", BIG),
        "meeting.transcript[0].start",
        MSG_BIG_INTEGER,
    ),
    "start of 1e999": (
        with_raw(meeting_payload(transcript=[{"text": "Hi", "start": "N"}]), "N", "1e999"),
        "meeting.transcript[0].start",
        MSG_NOT_FINITE,
    ),
    "1e999 in an unknown field": (
        with_raw(meeting_payload(score="N"), "N", "-1e999"),
        "meeting.score",
        MSG_NOT_FINITE,
    ),
    "a 4001-digit integer in the envelope": (
        with_raw({**meeting_payload(), "delivery_id": "N"}, "N", BIG),
        "delivery_id",
        MSG_BIG_INTEGER,
    ),
    "nesting past the limit": (
        encode(meeting_payload(extra=deep(40))),
        "meeting.extra" + "[0]" * (MAX_NESTING - 2),
        MSG_TOO_DEEP,
    ),
}


@webhook_db
@pytest.mark.parametrize("case", list(HOSTILE))
def test_a_hostile_value_is_400_naming_the_field(
    asgi_server: AsgiServer, cast: Cast, team_key: str, case: str
) -> None:
    body, field, problem = HOSTILE[case]
    before = broker_messages(asgi_server)

    status, answer = post(asgi_server, body, team_key)

    assert (status, answer) == (
        400,
        {"error": "invalid_payload", "field": field, "message": f"{field}: {problem}"},
    )
    assert nothing_written()
    assert IntegrationKey.objects.get().last_used_at is None
    assert broker_messages(asgi_server) == before


@webhook_db
def test_the_first_and_last_instants_are_accepted_in_utc(
    asgi_server: AsgiServer, cast: Cast, team_key: str
) -> None:
    payload = meeting_payload(
        started_at="0001-01-01T05:00:00+05:00", ended_at="9999-12-31T18:59:59-05:00"
    )

    status, body = post(asgi_server, encode(payload), team_key)

    assert (status, body["status"]) == (202, "accepted")
    item = SourceItem.objects.get()
    assert item.occurred_at == datetime(1, 1, 1, tzinfo=UTC)


@webhook_db
@pytest.mark.parametrize(
    ("raw", "message"),
    [
        (b"{not json", "the body is not valid JSON: "),
        (b"[1, 2]", "the body must be a JSON object"),
        (b'{"event": "meeting.completed", "meeting": {"x": NaN}}', "the body is not valid JSON: "),
        (b"", "the body is not valid JSON: "),
    ],
)
def test_a_body_that_is_not_a_json_object_is_400(
    asgi_server: AsgiServer, cast: Cast, team_key: str, raw: bytes, message: str
) -> None:
    status, body = post(asgi_server, raw, team_key)

    assert status == 400
    assert body["error"] == "invalid_json"
    assert body["message"].startswith(message)
    assert nothing_written()


@webhook_db
def test_a_missing_event_is_400(asgi_server: AsgiServer, cast: Cast, team_key: str) -> None:
    status, body = post(asgi_server, encode({"meeting": {}}), team_key)

    assert (status, body) == (
        400,
        {"error": "invalid_payload", "field": "event", "message": "event: is required"},
    )


@webhook_db
def test_another_event_is_ignored(asgi_server: AsgiServer, cast: Cast, team_key: str) -> None:
    status, body = post(asgi_server, encode({"event": "meeting.started", "meeting": {}}), team_key)

    assert (status, body) == (202, {"status": "ignored", "event": "meeting.started"})
    assert nothing_written()
    assert IntegrationKey.objects.get().last_used_at is None


@webhook_db
def test_a_body_over_4_mib_is_413(asgi_server: AsgiServer, cast: Cast, team_key: str) -> None:
    payload = meeting_payload(summary="x" * settings.JAMIE_MAX_BODY_BYTES)

    status, body = post(asgi_server, encode(payload), team_key)

    assert status == 413
    assert body == {"error": "too_large", "message": "the body is larger than 4194304 bytes"}
    assert nothing_written()


@webhook_db
def test_413_comes_before_the_body_is_read(asgi_server: AsgiServer, cast: Cast) -> None:
    # Headers announce 100 MiB and no body follows: the answer must not wait for it.
    url = urlparse(asgi_server.url)
    with socket.create_connection((url.hostname, url.port), timeout=10) as sock:
        sock.sendall(
            (
                f"POST {PATH} HTTP/1.1\r\nHost: {url.hostname}\r\n"
                "Content-Type: application/json\r\nContent-Length: 104857600\r\n\r\n"
            ).encode()
        )
        response = sock.recv(4096).decode()

    assert response.startswith("HTTP/1.1 413 ")


@webhook_db
def test_only_post(asgi_server: AsgiServer, cast: Cast, team_key: str) -> None:
    status, _ = post(asgi_server, b"", team_key, method="GET")

    assert status == 405


@webhook_db
def test_a_user_key_feeds_the_users_default_brain(asgi_server: AsgiServer, cast: Cast) -> None:
    _, raw = key_create(workspace=cast.workspace, user=cast.member)

    status, body = post(asgi_server, encode(meeting_payload()), raw)

    item = SourceItem.objects.get()
    assert (status, body["brain"]) == (202, f"member-{cast.member.pk}")
    assert item.brain_ref.workspace == cast.workspace
    assert item.created_by == cast.member
    assert IngestJob.objects.get().user == cast.member


@webhook_db
def test_a_rolled_back_delivery_leaves_no_job_and_sends_no_wake(cast: Cast) -> None:
    key, _ = key_create(workspace=cast.workspace, brain=cast.team_brain)
    before = broker_messages()

    with pytest.raises(RuntimeError), transaction.atomic():
        accepted = jamie_delivery_accept(key=key, source=normalize(meeting_payload()))
        assert accepted.job is not None
        raise RuntimeError("rolled back after enqueue")

    assert nothing_written()
    assert broker_messages() == before
    # and the same delivery committed does wake a worker
    jamie_delivery_accept(key=key, source=normalize(meeting_payload()))
    assert broker_messages() == before + 1


def wsgi_request(stream: io.BytesIO, **environ: Any) -> WSGIRequest:
    base = RequestFactory()._base_environ(  # type: ignore[attr-defined]
        REQUEST_METHOD="POST", PATH_INFO=PATH, **{"wsgi.input": stream}, **environ
    )
    base.pop("CONTENT_LENGTH", None)
    return WSGIRequest(base)


def test_a_chunked_body_is_read_up_to_the_limit_only() -> None:
    # A chunked body has no Content-Length; servers that end the input themselves say so
    # with wsgi.input_terminated (gunicorn). Never more than limit + 1 bytes are read.
    stream = io.BytesIO(b"x" * 1000)

    with pytest.raises(BodyRefused) as caught:
        read_body(wsgi_request(stream, **{"wsgi.input_terminated": True}), 100)

    assert (caught.value.status, caught.value.code) == (413, "too_large")
    assert stream.tell() == 101
    small = io.BytesIO(b'{"event": "x"}')
    assert (
        read_body(wsgi_request(small, **{"wsgi.input_terminated": True}), 100) == b'{"event": "x"}'
    )
