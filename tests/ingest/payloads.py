"""Jamie payloads for the ingest tests (docs/ingestion.md's example, with variations)."""

from __future__ import annotations

import copy
from typing import Any

MEETING_COMPLETED: dict[str, Any] = {
    "event": "meeting.completed",
    "delivery_id": "dlv_01",
    "meeting": {
        "id": "mtg_123",
        "title": "Acme pilot kickoff",
        "started_at": "2026-11-30T14:00:00Z",
        "ended_at": "2026-11-30T14:45:00Z",
        "attendees": [
            {"name": "Sarah Chen", "email": "Sarah@Acme.com"},
            {"email": "tom.baker@acme.com"},
        ],
        "summary": "Agreed the **pilot**.",
        "action_items": [{"text": "Send the pilot contract", "assignee": "Sarah Chen"}],
        "transcript": [
            {"speaker": "Sarah Chen", "start": 12.5, "text": "Thanks for joining."},
            {"speaker": "Tom Baker", "start": 75, "text": "Happy to\nbe here."},
        ],
    },
}


def meeting_payload(**meeting: Any) -> dict[str, Any]:
    """A deep copy of MEETING_COMPLETED with `meeting` fields replaced."""
    payload = copy.deepcopy(MEETING_COMPLETED)
    payload["meeting"].update(meeting)
    return payload
