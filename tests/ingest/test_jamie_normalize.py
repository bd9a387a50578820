"""The Jamie normalizer: one meeting in, one NormalizedSource out, or a PayloadError that names
the field."""

from __future__ import annotations

import copy
from datetime import UTC, datetime
from typing import Any

import pytest

from ingest.sources import PayloadError
from ingest.sources.jamie import normalize
from tests.ingest.payloads import MEETING_COMPLETED, meeting_payload

TEXT = (
    "Summary:\nAgreed the **pilot**.\n\n"
    "Action items:\n- Send the pilot contract (Sarah Chen)\n\n"
    "Transcript:\n[00:12] Sarah Chen: Thanks for joining.\n[01:15] Tom Baker: Happy to be here.\n"
)


def test_a_meeting_normalizes() -> None:
    source = normalize(copy.deepcopy(MEETING_COMPLETED))

    assert (source.provider, source.kind, source.external_id) == (
        "jamie",
        "meeting",
        "meeting:mtg_123",
    )
    assert source.title == "Acme pilot kickoff"
    assert source.text == TEXT
    assert source.occurred_at == datetime(2026, 11, 30, 14, 0, tzinfo=UTC)
    assert source.participants == [
        {"name": "Sarah Chen", "email": "sarah@acme.com"},
        {"name": "Tom Baker", "email": "tom.baker@acme.com"},
    ]
    assert source.payload == MEETING_COMPLETED


def test_unknown_fields_are_kept_in_the_payload() -> None:
    payload = meeting_payload(recording_url="https://jamie.example/r/1", tags=["pilot"])
    payload["workspace_hint"] = {"team": "sales"}

    source = normalize(payload)

    assert source.payload["meeting"]["recording_url"] == "https://jamie.example/r/1"
    assert source.payload["meeting"]["tags"] == ["pilot"]
    assert source.payload["workspace_hint"] == {"team": "sales"}


def test_a_redelivery_hashes_alike_and_a_changed_meeting_does_not() -> None:
    first = normalize(meeting_payload())
    again = meeting_payload()
    again["delivery_id"] = "dlv_02"
    changed = meeting_payload(title="Acme pilot kickoff (v2)")

    assert normalize(again).content_hash == first.content_hash
    assert normalize(changed).content_hash != first.content_hash


def test_offsets_are_read_and_kept_in_utc() -> None:
    source = normalize(meeting_payload(started_at="2026-11-30T15:00:00+01:00"))

    assert source.occurred_at == datetime(2026, 11, 30, 14, 0, tzinfo=UTC)
    assert source.content_hash == normalize(meeting_payload()).content_hash


def test_optional_parts_may_be_missing() -> None:
    payload = {
        "event": "meeting.completed",
        "meeting": {"id": "m1", "title": " ", "started_at": "2026-11-30T14:00:00Z"},
    }

    source = normalize(payload)

    assert (source.title, source.text, source.participants) == ("Meeting m1", "", [])


@pytest.mark.parametrize(
    ("meeting", "field", "problem"),
    [
        ({"id": None}, "meeting.id", "is required"),
        ({"id": 123}, "meeting.id", "must be a string"),
        ({"id": "  "}, "meeting.id", "must be a non-empty string"),
        (
            {"id": "a|b"},
            "meeting.id",
            "must not contain whitespace, '|' or ']' (it is part of a source ref)",
        ),
        ({"id": "x" * 243}, "meeting.id", "must be at most 242 characters"),
        ({"title": None}, "meeting.title", "is required"),
        ({"title": ["a"]}, "meeting.title", "must be a string"),
        ({"title": "t" * 301}, "meeting.title", "must be at most 300 characters"),
        ({"started_at": None}, "meeting.started_at", "is required"),
        (
            {"started_at": "yesterday"},
            "meeting.started_at",
            "must be an ISO 8601 date-time with a UTC offset or Z, like 2026-11-30T14:00:00Z",
        ),
        (
            {"started_at": "2026-11-30T14:00:00"},
            "meeting.started_at",
            "must be an ISO 8601 date-time with a UTC offset or Z, like 2026-11-30T14:00:00Z",
        ),
        (
            {"ended_at": "2026-11-30T13:00:00Z"},
            "meeting.ended_at",
            "must not be before meeting.started_at",
        ),
        ({"attendees": {"name": "x"}}, "meeting.attendees", "must be a list"),
        (
            {"attendees": [{"name": "A"}, {"name": "B"}, "carol"]},
            "meeting.attendees[2]",
            "must be an object",
        ),
        (
            {"attendees": [{"name": "A"}, {"name": "B"}, {"email": 7}]},
            "meeting.attendees[2].email",
            "must be a string",
        ),
        (
            {"attendees": [{"name": 5, "email": "a@b.c"}]},
            "meeting.attendees[0].name",
            "must be a string",
        ),
        (
            {"attendees": [{"name": "A"}] * 501},
            "meeting.attendees",
            "must have at most 500 entries",
        ),
        ({"summary": 3}, "meeting.summary", "must be a string"),
        ({"action_items": [{"assignee": "A"}]}, "meeting.action_items[0].text", "is required"),
        ({"transcript": "hello"}, "meeting.transcript", "must be a list"),
        (
            {"transcript": [{"speaker": "A", "text": "hi"}, 4]},
            "meeting.transcript[1]",
            "must be an object",
        ),
        (
            {"transcript": [{"speaker": "A", "text": None}]},
            "meeting.transcript[0].text",
            "is required",
        ),
        (
            {"transcript": [{"speaker": "A", "text": 12}]},
            "meeting.transcript[0].text",
            "must be a string",
        ),
        (
            {"transcript": [{"text": "hi", "start": -1}]},
            "meeting.transcript[0].start",
            "must be a number of seconds >= 0",
        ),
        (
            {"transcript": [{"text": "hi", "start": "12"}]},
            "meeting.transcript[0].start",
            "must be a number of seconds >= 0",
        ),
        (
            {"transcript": [{"text": "hi", "start": True}]},
            "meeting.transcript[0].start",
            "must be a number of seconds >= 0",
        ),
        (
            {"transcript": [{"text": "a\x00b"}]},
            "meeting.transcript[0].text",
            "must not contain NUL characters",
        ),
    ],
)
def test_each_malformed_field_is_named(meeting: dict[str, Any], field: str, problem: str) -> None:
    payload = meeting_payload(**meeting)

    with pytest.raises(PayloadError) as caught:
        normalize(payload)

    assert (caught.value.field, caught.value.problem) == (field, problem)
    assert str(caught.value) == f"{field}: {problem}"


@pytest.mark.parametrize(
    ("payload", "field", "problem"),
    [
        ({"event": "meeting.completed"}, "meeting", "is required"),
        ({"event": "meeting.completed", "meeting": ["mtg_123"]}, "meeting", "must be an object"),
    ],
)
def test_the_meeting_itself_is_checked(payload: dict[str, Any], field: str, problem: str) -> None:
    with pytest.raises(PayloadError) as caught:
        normalize(payload)

    assert (caught.value.field, caught.value.problem) == (field, problem)


def test_a_transcript_segment_without_start_or_speaker_is_still_a_line() -> None:
    source = normalize(
        meeting_payload(summary=None, action_items=None, transcript=[{"text": "Hello"}])
    )

    assert source.text == "Transcript:\nUnknown speaker: Hello\n"


def test_attendees_are_one_per_entry_in_the_payloads_order() -> None:
    # (a repeated e-mail is kept, so the job numbers attendees as the payload does; the meeting
    # agent takes it as one person)
    source = normalize(
        meeting_payload(
            attendees=[
                {"email": "A@x.com"},
                {"name": "Again", "email": "a@X.com"},
                {"name": "No Mail"},
            ]
        )
    )

    assert source.participants == [
        {"name": "A", "email": "a@x.com"},
        {"name": "Again", "email": "a@x.com"},
        {"name": "No Mail"},
    ]


def test_an_attendee_without_a_usable_name_is_kept_for_the_agent_to_skip() -> None:
    long_name = "N" * 5000
    source = normalize(
        meeting_payload(
            attendees=[
                {},
                {"name": "  ", "email": None},
                {"name": None},
                {"name": long_name},
                {"name": "😀"},
                {"name": "Sarah Chen"},
            ]
        )
    )

    assert source.participants == [
        {"name": ""},
        {"name": ""},
        {"name": ""},
        {"name": long_name},
        {"name": "😀"},
        {"name": "Sarah Chen"},
    ]


def test_a_speaker_or_assignee_too_long_to_be_a_name_is_left_out_of_the_line() -> None:
    source = normalize(
        meeting_payload(
            summary=None,
            action_items=[
                {"text": "Send it", "assignee": "A" * 301},
                {"text": "Book it", "assignee": "B" * 300},
            ],
            transcript=[
                {"speaker": "S" * 301, "start": 1, "text": "Hello."},
                {"speaker": "T" * 300, "start": 2, "text": "Hi."},
            ],
        )
    )

    assert source.text == (
        "Action items:\n"
        "- Send it\n"
        f"- Book it ({'B' * 300})\n\n"
        "Transcript:\n"
        "[00:01] Unknown speaker: Hello.\n"
        f"[00:02] {'T' * 300}: Hi.\n"
    )
