"""ISO-8601 date-times with an offset, written canonically as UTC `YYYY-MM-DDTHH:MM:SSZ`.

A timestamp is an instant: a date-time with an offset or `Z`, whose UTC time falls inside the
years 0001 to 9999 (what the canonical form, Python's datetime and every store can hold).
`9999-12-31T23:00:00-05:00` is a well-formed date-time, but in UTC it is in the year 10000, so
it is no timestamp: `read_timestamp` says so (`TimestampError.out_of_range`), and every reader
(frontmatter, timeline entries, command arguments, ingested payloads) refuses it through here.
"""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Final

EARLIEST: Final = "0001-01-01T00:00:00Z"
LATEST: Final = "9999-12-31T23:59:59Z"
# What a caller is told, after the value's name: "created ... <MSG_...>".
MSG_NOT_A_TIMESTAMP: Final = (
    "is not an ISO-8601 date-time with an offset or Z, e.g. 2026-11-30T14:00:00Z"
)
MSG_OUT_OF_RANGE: Final = (
    f"falls outside the years 0001 to 9999 once converted to UTC ({EARLIEST} to {LATEST})"
)


class TimestampError(ValueError):
    """A value that is no timestamp; `out_of_range` when it is a date-time outside the years
    0001 to 9999 in UTC rather than no date-time at all."""

    def __init__(self, *, out_of_range: bool) -> None:
        self.out_of_range = out_of_range
        super().__init__(MSG_OUT_OF_RANGE if out_of_range else MSG_NOT_A_TIMESTAMP)


def read_timestamp(value: object) -> datetime:
    """`value` (a string, or a datetime YAML made) as an aware datetime, its offset kept.

    TimestampError when it is not a date-time with an offset or `Z` (a date alone, no offset,
    not a string), or when its instant in UTC falls outside the years 0001 to 9999.
    """
    if isinstance(value, datetime):
        parsed = value
    elif isinstance(value, date) or not isinstance(value, str):
        raise TimestampError(out_of_range=False)
    else:
        text = value.strip()
        if "T" not in text and " " not in text:
            raise TimestampError(out_of_range=False)
        try:
            parsed = datetime.fromisoformat(text.replace("z", "Z"))
        except ValueError:
            raise TimestampError(out_of_range=False) from None
    if parsed.tzinfo is None or parsed.utcoffset() is None:
        raise TimestampError(out_of_range=False)
    try:
        parsed.astimezone(UTC)
    except OverflowError:  # the offset moves it past 9999-12-31 or before 0001-01-01
        raise TimestampError(out_of_range=True) from None
    return parsed


def parse_timestamp(value: object) -> datetime | None:
    """`read_timestamp`, or None when `value` is no timestamp (for whatever reason)."""
    try:
        return read_timestamp(value)
    except TimestampError:
        return None


def format_timestamp(value: datetime) -> str:
    """The canonical form of an aware datetime (the year always four digits: `0001-...`)."""
    utc = value.astimezone(UTC)
    return utc.replace(tzinfo=None, microsecond=0).isoformat() + "Z"


def now_timestamp() -> str:
    return format_timestamp(datetime.now(UTC))
