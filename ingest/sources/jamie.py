"""Jamie meetings (docs/ingestion.md): a `meeting.completed` payload becomes one `NormalizedSource`.

The source ref is `jamie:meeting:<meeting.id>`. The text the agents read is the summary, the
action items and the transcript as plain lines (`[mm:ss] Speaker: text`). The payload is kept
whole (unknown fields too); the content hash covers the normalized meeting only, never the
envelope (`event`, `delivery_id`), so a redelivery is the same source item.

Validation is strict about the meeting's shape and names the dotted field that is wrong
(`meeting.attendees[2].email`): a payload we cannot read is refused with 400, never
half-ingested. One unusable name or address is not a payload we cannot read: an attendee
without a usable name is kept for the meeting agent to skip with its reason, an e-mail that is
not an address is left out of its attendee (who is kept by name), and a speaker or assignee
whose name is longer than a name may be is left out of its line, so the rest of the meeting
lands.
"""

from __future__ import annotations

import math
import re
from datetime import UTC, datetime
from typing import Any, Final

from brain.toolkit.names import name_from_email
from brain.toolkit.schemas import MAX_INTEGER, MAX_TITLE_LENGTH, MIN_INTEGER
from brain.toolkit.timestamps import EARLIEST, LATEST, TimestampError, read_timestamp
from ingest.sources import NormalizedSource, PayloadError

PROVIDER: Final = "jamie"
KIND: Final = "meeting"
EVENT_MEETING_COMPLETED: Final = "meeting.completed"

MAX_TITLE: Final = 300
MAX_ATTENDEES: Final = 500
MAX_ACTION_ITEMS: Final = 1000
MAX_SEGMENTS: Final = 100_000
# A speaker's or assignee's name longer than this is left out of its line (a page's title, and
# so a person's name, is at most this long). Attendees' names are not cut: the meeting agent
# skips one that is too long, saying so.
MAX_NAME: Final = MAX_TITLE_LENGTH
MAX_EMAIL: Final = 254
# How deep objects and lists may nest anywhere in the payload (the documented shape needs 4).
MAX_NESTING: Final = 32
# `jamie:meeting:` + the id is a source ref: at most 256 characters (docs/format.md).
MAX_MEETING_ID: Final = 256 - len("jamie:meeting:")

# The labels of the text's sections (each on a line of its own, the section below it).
SECTION_SUMMARY: Final = "Summary:"
SECTION_ACTION_ITEMS: Final = "Action items:"
SECTION_TRANSCRIPT: Final = "Transcript:"
SECTIONS: Final = (SECTION_SUMMARY, SECTION_ACTION_ITEMS, SECTION_TRANSCRIPT)

MSG_REQUIRED: Final = "is required"
MSG_OBJECT: Final = "must be an object"
MSG_LIST: Final = "must be a list"
MSG_STRING: Final = "must be a string"
MSG_NON_EMPTY: Final = "must be a non-empty string"
MSG_TOO_LONG: Final = "must be at most {max} characters"
MSG_TOO_MANY: Final = "must have at most {max} entries"
MSG_ID_CHARS: Final = "must not contain whitespace, '|' or ']' (it is part of a source ref)"
MSG_DATETIME: Final = (
    "must be an ISO 8601 date-time with a UTC offset or Z, like 2026-11-30T14:00:00Z"
)
MSG_DATETIME_RANGE: Final = (
    f"must fall inside the years 0001 to 9999 once converted to UTC ({EARLIEST} to {LATEST})"
)
MSG_ENDS_BEFORE: Final = "must not be before meeting.started_at"
MSG_NUMBER: Final = "must be a number of seconds >= 0"
# An attendee's e-mail that is not an address, kept beside the attendee (who is kept by name)
# for the meeting agent to say it was left out
UNUSABLE_EMAIL: Final = "unusable_email"
MSG_NUL: Final = "must not contain NUL characters"
MSG_SURROGATE: Final = (
    "must not contain an unpaired UTF-16 surrogate (a \\ud800 to \\udfff escape without its "
    "pair), which is no character"
)
MSG_NOT_FINITE: Final = "must be a finite number"
MSG_BIG_INTEGER: Final = f"must be an integer from {MIN_INTEGER} to {MAX_INTEGER} (64 bits)"
MSG_TOO_DEEP: Final = f"must not nest objects and lists more than {MAX_NESTING} levels deep"

_ID_FORBIDDEN = re.compile(r"[\s|\]]")
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+$")


def normalize(payload: dict[str, Any]) -> NormalizedSource:
    """The meeting of a Jamie `meeting.completed` payload; PayloadError names what is wrong."""
    if not isinstance(payload, dict):
        raise PayloadError("(body)", MSG_OBJECT)
    _refuse_unstorable(payload)
    meeting = payload.get("meeting")
    if meeting is None:
        raise PayloadError("meeting", MSG_REQUIRED)
    if not isinstance(meeting, dict):
        raise PayloadError("meeting", MSG_OBJECT)

    meeting_id = _string(meeting, "id", "meeting.id", required=True)
    assert meeting_id is not None
    if not meeting_id.strip():
        raise PayloadError("meeting.id", MSG_NON_EMPTY)
    if len(meeting_id) > MAX_MEETING_ID:
        raise PayloadError("meeting.id", MSG_TOO_LONG.format(max=MAX_MEETING_ID))
    if _ID_FORBIDDEN.search(meeting_id):
        raise PayloadError("meeting.id", MSG_ID_CHARS)

    title = _string(meeting, "title", "meeting.title", required=True, limit=MAX_TITLE)
    assert title is not None
    title = " ".join(title.split()) or f"Meeting {meeting_id}"

    started_at = _datetime(meeting, "started_at", "meeting.started_at", required=True)
    assert started_at is not None
    ended_at = _datetime(meeting, "ended_at", "meeting.ended_at", required=False)
    if ended_at is not None and ended_at < started_at:
        raise PayloadError("meeting.ended_at", MSG_ENDS_BEFORE)

    participants = _attendees(meeting)
    summary = _string(meeting, "summary", "meeting.summary") or ""
    action_items = _action_items(meeting)
    lines = _transcript(meeting)

    text = _render(summary=summary.strip(), action_items=action_items, transcript=lines)
    external_id = f"meeting:{meeting_id}"
    identity = {
        "kind": KIND,
        "external_id": external_id,
        "title": title,
        "text": text,
        "occurred_at": started_at.isoformat(),
        "ended_at": ended_at.isoformat() if ended_at else None,
        "participants": participants,
    }
    return NormalizedSource(
        provider=PROVIDER,
        kind=KIND,
        external_id=external_id,
        title=title,
        text=text,
        occurred_at=started_at,
        participants=participants,
        payload=payload,
        identity=identity,
    )


def started_as_given(payload: object, occurred_at: datetime | None) -> datetime | None:
    """The meeting's start at the offset the sender gave (`meeting.started_at` of the payload
    kept with the item): the same instant as `occurred_at`, which is stored in UTC, but on the
    sender's clock, so its date is the sender's ("2026-11-23T03:00:00+07:00" is the 23rd, not
    the 22nd of UTC). `occurred_at` itself when the payload holds no such start."""
    meeting = payload.get("meeting") if isinstance(payload, dict) else None
    started = meeting.get("started_at") if isinstance(meeting, dict) else None
    try:
        given = read_timestamp(started)
    except TimestampError:
        return occurred_at
    return given if occurred_at is None or given == occurred_at else occurred_at


def _refuse_unstorable(payload: dict[str, Any]) -> None:
    """Refuse, naming the first one found, what PostgreSQL's jsonb and text cannot keep or what
    Python cannot turn back into text: NUL characters and lone UTF-16 surrogates (in strings and
    keys), numbers that are not finite (a `1e999` reads as infinity), integers past 64 bits, and
    nesting deeper than MAX_NESTING. Checked before any field is read."""
    stack: list[tuple[str, Any, int]] = [("", payload, 0)]
    while stack:
        path, value, depth = stack.pop()
        where = path or "(body)"
        if isinstance(value, str):
            _check_text(where, value)
        elif isinstance(value, bool):
            continue
        elif isinstance(value, int):
            if not MIN_INTEGER <= value <= MAX_INTEGER:
                raise PayloadError(where, MSG_BIG_INTEGER)
        elif isinstance(value, float):
            if not math.isfinite(value):
                raise PayloadError(where, MSG_NOT_FINITE)
        elif isinstance(value, dict | list):
            if depth >= MAX_NESTING:
                raise PayloadError(where, MSG_TOO_DEEP)
            if isinstance(value, list):
                stack.extend(
                    (f"{path}[{index}]", child, depth + 1) for index, child in enumerate(value)
                )
                continue
            for key, child in value.items():
                name = f"{path}.{key}" if path else str(key)
                _check_text(name, key)
                stack.append((name, child, depth + 1))


def _check_text(field: str, text: str) -> None:
    if "\x00" in text:
        raise PayloadError(field, MSG_NUL)
    if not text.isascii():
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            raise PayloadError(field, MSG_SURROGATE) from None


# --- fields -----------------------------------------------------------------------------------


def _string(
    data: dict[str, Any], key: str, field: str, *, required: bool = False, limit: int = 0
) -> str | None:
    """`data[key]` as a string (None when absent or null and not required)."""
    value = data.get(key)
    if value is None:
        if required:
            raise PayloadError(field, MSG_REQUIRED)
        return None
    if not isinstance(value, str):
        raise PayloadError(field, MSG_STRING)
    if limit and len(value) > limit:
        raise PayloadError(field, MSG_TOO_LONG.format(max=limit))
    return value


def _datetime(data: dict[str, Any], key: str, field: str, *, required: bool) -> datetime | None:
    text = _string(data, key, field, required=required)
    if text is None:
        return None
    if "T" not in text.upper():
        raise PayloadError(field, MSG_DATETIME)
    try:
        # The toolkit's reading of a timestamp (every ISO 8601 offset form, in UTC), so an
        # offset that moves it out of the calendar is refused like any malformed date-time.
        return read_timestamp(text).astimezone(UTC)
    except TimestampError as error:
        raise PayloadError(
            field, MSG_DATETIME_RANGE if error.out_of_range else MSG_DATETIME
        ) from None


def _list(data: dict[str, Any], key: str, field: str, *, limit: int) -> list[Any]:
    value = data.get(key)
    if value is None:
        return []
    if not isinstance(value, list):
        raise PayloadError(field, MSG_LIST)
    if len(value) > limit:
        raise PayloadError(field, MSG_TOO_MANY.format(max=limit))
    return value


def _objects(data: dict[str, Any], key: str, field: str, *, limit: int) -> list[dict[str, Any]]:
    entries = _list(data, key, field, limit=limit)
    for index, entry in enumerate(entries):
        if not isinstance(entry, dict):
            raise PayloadError(f"{field}[{index}]", MSG_OBJECT)
    return entries


def _attendees(meeting: dict[str, Any]) -> list[dict[str, Any]]:
    """[{name, email}], one per attendee in the payload's order, so the job numbers attendees
    as the payload does (the meeting agent takes a repeated e-mail as one person); emails
    lowercased; a missing name is made from the email's local part (`sarah.chen@` → `Sarah
    Chen`). An attendee without a usable name (none, blank, emoji, too long) is kept as it
    came (`{"name": ""}` for none): the meeting agent skips it and says why, and the rest of
    the meeting is ingested (docs/ingestion.md#entity-resolution). An e-mail that is not an
    address is left out of the attendee, kept as `unusable_email` for the agent to say so."""
    participants: list[dict[str, Any]] = []
    attendees = _objects(meeting, "attendees", "meeting.attendees", limit=MAX_ATTENDEES)
    for index, attendee in enumerate(attendees):
        field = f"meeting.attendees[{index}]"
        email = _string(attendee, "email", f"{field}.email", limit=MAX_EMAIL)
        email = email.strip().lower() if email is not None else ""
        unusable = ""
        if email and not _EMAIL.match(email):
            unusable, email = email, ""  # not an address: the attendee is kept by name
        name = _string(attendee, "name", f"{field}.name")
        name = " ".join((name or "").split()) or name_from_email(email)
        participant = {"name": name, "email": email} if email else {"name": name}
        if unusable:
            participant[UNUSABLE_EMAIL] = unusable
        participants.append(participant)
    return participants


def _usable_name(name: str | None) -> str:
    """A speaker's or assignee's name on one line; '' when it is longer than a name may be."""
    name = " ".join((name or "").split())
    return name if len(name) <= MAX_NAME else ""


def _action_items(meeting: dict[str, Any]) -> list[str]:
    lines = []
    items = _objects(meeting, "action_items", "meeting.action_items", limit=MAX_ACTION_ITEMS)
    for index, item in enumerate(items):
        field = f"meeting.action_items[{index}]"
        text = _string(item, "text", f"{field}.text", required=True)
        assert text is not None
        text = " ".join(text.split())
        if not text:
            raise PayloadError(f"{field}.text", MSG_NON_EMPTY)
        assignee = _usable_name(_string(item, "assignee", f"{field}.assignee"))
        lines.append(f"- {text} ({assignee})" if assignee else f"- {text}")
    return lines


def _transcript(meeting: dict[str, Any]) -> list[str]:
    lines = []
    segments = _objects(meeting, "transcript", "meeting.transcript", limit=MAX_SEGMENTS)
    for index, segment in enumerate(segments):
        field = f"meeting.transcript[{index}]"
        text = _string(segment, "text", f"{field}.text", required=True)
        assert text is not None
        speaker = _usable_name(_string(segment, "speaker", f"{field}.speaker"))
        speaker = speaker or "Unknown speaker"
        start = segment.get("start")
        if start is not None and (
            isinstance(start, bool)
            or not isinstance(start, int | float)
            or not math.isfinite(start)
            or start < 0
        ):
            raise PayloadError(f"{field}.start", MSG_NUMBER)
        # One segment is one line: the agents and the evidence snapshot read it line by line.
        spoken = " ".join(text.split())
        if not spoken:
            continue
        stamp = f"[{_clock(start)}] " if start is not None else ""
        lines.append(f"{stamp}{speaker}: {spoken}")
    return lines


def _clock(seconds: float) -> str:
    """`mm:ss` (minutes run past 59 in a long meeting: `75:03`)."""
    whole = int(seconds)
    return f"{whole // 60:02d}:{whole % 60:02d}"


def _render(*, summary: str, action_items: list[str], transcript: list[str]) -> str:
    parts = []
    if summary:
        parts.append(f"{SECTION_SUMMARY}\n{summary}")
    if action_items:
        parts.append(f"{SECTION_ACTION_ITEMS}\n" + "\n".join(action_items))
    if transcript:
        parts.append(f"{SECTION_TRANSCRIPT}\n" + "\n".join(transcript))
    return "\n\n".join(parts) + "\n" if parts else ""
