"""ISO-8601 date-times with an offset, written canonically as UTC `YYYY-MM-DDTHH:MM:SSZ`."""

from __future__ import annotations

from datetime import UTC, date, datetime


def parse_timestamp(value: object) -> datetime | None:
    """An aware datetime, or None when `value` is not a date-time with an offset or `Z`."""
    if isinstance(value, datetime):
        return value if value.tzinfo is not None else None
    if isinstance(value, date) or not isinstance(value, str):
        return None
    text = value.strip()
    if "T" not in text and " " not in text:
        return None
    try:
        parsed = datetime.fromisoformat(text.replace("z", "Z"))
    except ValueError:
        return None
    return parsed if parsed.tzinfo is not None else None


def format_timestamp(value: datetime) -> str:
    return value.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def now_timestamp() -> str:
    return format_timestamp(datetime.now(UTC))
