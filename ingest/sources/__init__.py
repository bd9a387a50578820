"""Source providers: each turns what it receives into a `NormalizedSource`, kept as one
`brain_source_items` row (idempotent on brain + provider + content hash).

A provider is a module here with a `normalize(...) -> NormalizedSource` function; its jobs are
run by a handler registered in `ingest/handlers.py` (docs/ingestion.md has the template).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Final

from django.db import IntegrityError, transaction

from brain.models import Brain
from ingest.models import SourceItem

MSG_FIELD: Final = "{field}: {problem}"


class PayloadError(ValueError):
    """A payload that cannot be normalized; `field` names the part that is wrong."""

    def __init__(self, field: str, problem: str) -> None:
        super().__init__(MSG_FIELD.format(field=field, problem=problem))
        self.field = field
        self.problem = problem


@dataclass(frozen=True)
class NormalizedSource:
    provider: str  # jamie, goat-chat, goat-task, ...
    kind: str  # meeting, capture, task
    external_id: str
    title: str
    text: str
    occurred_at: datetime | None = None
    participants: list[dict[str, Any]] = field(default_factory=list)
    payload: dict[str, Any] = field(default_factory=dict)
    # What identifies the source's content (the default: everything normalized above, but
    # never a delivery id): two deliveries of one meeting hash alike.
    identity: Any = None

    @property
    def content_hash(self) -> str:
        identity = self.identity
        if identity is None:
            identity = {
                "kind": self.kind,
                "external_id": self.external_id,
                "title": self.title,
                "text": self.text,
                "occurred_at": self.occurred_at.isoformat() if self.occurred_at else None,
                "participants": self.participants,
            }
        data = json.dumps(identity, sort_keys=True, ensure_ascii=False, default=str)
        return hashlib.sha256(data.encode("utf-8")).hexdigest()


def source_item_upsert(
    *, brain: Brain, source: NormalizedSource, user: Any = None
) -> tuple[SourceItem, bool]:
    """The brain's item for this source, created if new; (item, created). Race-safe: of two
    concurrent calls for one content hash, one creates and the other gets that row."""
    digest = source.content_hash
    lookup = {"brain_ref": brain, "provider": source.provider, "content_hash": digest}
    existing = SourceItem.objects.filter(**lookup).first()
    if existing is not None:
        return existing, False
    try:
        with transaction.atomic():
            item = SourceItem.objects.create(
                **lookup,
                kind=source.kind,
                external_id=source.external_id[:300],
                title=source.title[:300],
                text=source.text,
                occurred_at=source.occurred_at,
                participants=source.participants,
                payload=source.payload,
                created_by=user,
            )
    except IntegrityError:
        return SourceItem.objects.get(**lookup), False
    return item, True
