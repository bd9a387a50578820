"""`POST /api/webhooks/jamie` (docs/ingestion.md): a Jamie meeting becomes a source item and an
ingest job, or nothing.

The checks run cheapest first and write nothing until the last one passes:

1. a body over `JAMIE_MAX_BODY_BYTES` → 413 (Content-Length is checked before reading; without
   one, at most the limit + 1 bytes are read);
2. a missing, unknown or revoked `x-jamie-api-key` → 401;
3. a body that is not a JSON object → 400 `invalid_json`;
4. an event other than `meeting.completed` → 202 `ignored`;
5. a meeting that does not normalize → 400 `invalid_payload` naming the field.

Then `jamie_delivery_accept`, in one transaction, resolves the key's brain, upserts the source
item and, if it is new, queues its `brain_agent_ingest` job (workers are woken after commit).
A redelivery, or ten at once, is the same item and the same one job (`duplicate: true`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, Final

from django.conf import settings
from django.db import transaction
from django.db.models import Q
from django.http import HttpRequest, JsonResponse
from django.utils import timezone
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from brain.access import AccessError
from ingest import queue
from ingest.keys import HEADER, key_brain, key_lookup
from ingest.models import IngestJob, IntegrationKey, SourceItem
from ingest.sources import NormalizedSource, PayloadError, source_item_upsert
from ingest.sources.jamie import EVENT_MEETING_COMPLETED, normalize

MSG_TOO_LARGE: Final = "the body is larger than {limit} bytes"
MSG_BAD_LENGTH: Final = "the Content-Length header is not a number of bytes"
MSG_UNAUTHORIZED: Final = f"a valid {HEADER} header is required"
MSG_INVALID_JSON: Final = "the body is not valid JSON: {problem}"
MSG_NOT_AN_OBJECT: Final = "the body must be a JSON object"
MSG_NO_EVENT: Final = "is required"
MSG_EVENT_STRING: Final = "must be a string"

# last_used_at is kept to the minute: a busy key does not make every delivery update (and
# lock) its row.
LAST_USED_PRECISION: Final = timedelta(minutes=1)


class BodyRefused(Exception):
    """A body refused before it is parsed: `status`, a stable `code` and the message."""

    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.code = code


@dataclass(frozen=True)
class Accepted:
    source_item: SourceItem
    job: IngestJob | None
    duplicate: bool
    brain_slug: str


# --- the service ------------------------------------------------------------------------------


def jamie_delivery_accept(*, key: IntegrationKey, source: NormalizedSource) -> Accepted:
    """Keep a normalized meeting for the key's brain and queue it once, in one transaction.

    `brain.access.AccessError` when a user-bound key's user left the workspace.
    """
    with transaction.atomic():
        brain = key_brain(key)
        item, created = source_item_upsert(brain=brain, source=source, user=key.user)
        if created:
            job: IngestJob | None = queue.enqueue(
                brain=brain, kind=queue.AGENT_INGEST, source_item=item, user=key.user
            )
        else:
            job = IngestJob.objects.filter(source_item=item, kind=queue.AGENT_INGEST).first()
        now = timezone.now()
        IntegrationKey.objects.filter(
            Q(last_used_at__isnull=True) | Q(last_used_at__lt=now - LAST_USED_PRECISION),
            pk=key.pk,
        ).update(last_used_at=now)
    return Accepted(source_item=item, job=job, duplicate=not created, brain_slug=brain.slug)


# --- the view ---------------------------------------------------------------------------------


def read_body(request: HttpRequest, limit: int) -> bytes:
    """The request body, reading at most `limit` + 1 bytes; BodyRefused (413) past `limit`.

    Without a Content-Length (a chunked body), WSGI servers that end the input themselves
    (`wsgi.input_terminated`, e.g. gunicorn) are read directly; ASGI requests read their
    spooled body.
    """
    length = request.META.get("CONTENT_LENGTH")
    if length:
        try:
            declared = int(length)
        except ValueError:
            raise BodyRefused(400, "invalid_length", MSG_BAD_LENGTH) from None
        if declared > limit:
            raise BodyRefused(413, "too_large", MSG_TOO_LARGE.format(limit=limit))
        data = request.read(limit + 1)
    elif request.META.get("wsgi.input_terminated"):
        data = request.META["wsgi.input"].read(limit + 1)
    else:
        data = request.read(limit + 1)
    if len(data) > limit:
        raise BodyRefused(413, "too_large", MSG_TOO_LARGE.format(limit=limit))
    return data


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _error(status: int, error: str, message: str, **extra: Any) -> JsonResponse:
    return JsonResponse({"error": error, "message": message, **extra}, status=status)


@csrf_exempt
@require_POST
def jamie_webhook(request: HttpRequest) -> JsonResponse:
    limit = int(settings.JAMIE_MAX_BODY_BYTES)
    try:
        body = read_body(request, limit)
    except BodyRefused as error:
        # (The server, not the app, closes or drains the connection: WSGI forbids setting
        # `Connection` here.)
        return _error(error.status, error.code, str(error))

    key = key_lookup(request.headers.get(HEADER))
    if key is None:
        return _error(401, "unauthorized", MSG_UNAUTHORIZED)

    try:
        payload = json.loads(body, parse_constant=_refuse_constant)
    except (ValueError, RecursionError) as error:
        return _error(400, "invalid_json", MSG_INVALID_JSON.format(problem=error))
    if not isinstance(payload, dict):
        return _error(400, "invalid_json", MSG_NOT_AN_OBJECT)

    event = payload.get("event")
    if event is None or not isinstance(event, str):
        problem = MSG_NO_EVENT if event is None else MSG_EVENT_STRING
        return _error(400, "invalid_payload", f"event: {problem}", field="event")
    if event != EVENT_MEETING_COMPLETED:
        return JsonResponse({"status": "ignored", "event": event}, status=202)

    try:
        source = normalize(payload)
        accepted = jamie_delivery_accept(key=key, source=source)
    except PayloadError as error:
        return _error(400, "invalid_payload", str(error), field=error.field)
    except AccessError as error:
        return _error(403, "key_not_usable", str(error))
    return JsonResponse(
        {
            "status": "accepted",
            "source_item": accepted.source_item.pk,
            "job": accepted.job.pk if accepted.job is not None else None,
            "duplicate": accepted.duplicate,
            "brain": accepted.brain_slug,
        },
        status=202,
    )
