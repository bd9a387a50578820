"""The Jamie webhook in the OpenAPI schema (a drf-spectacular postprocessing hook).

`POST /api/webhooks/jamie` is a plain Django view (ingest/webhooks.py) authenticated by its own
header, not a DRF view, so drf-spectacular does not see it: this hook adds its operation,
answers and key header to the generated schema (SPECTACULAR_SETTINGS["POSTPROCESSING_HOOKS"]).
"""

from __future__ import annotations

from typing import Any, Final

from ingest.keys import HEADER
from ingest.sources.jamie import EVENT_MEETING_COMPLETED

PATH: Final = "/api/webhooks/jamie"
SECURITY_SCHEME: Final = "jamieKey"

_ERROR: Final[dict[str, Any]] = {
    "type": "object",
    "properties": {
        "error": {"type": "string", "description": "a stable code"},
        "message": {"type": "string"},
        "field": {"type": "string", "description": "the payload field at fault"},
    },
    "required": ["error", "message"],
}
_ACCEPTED: Final[dict[str, Any]] = {
    "type": "object",
    "properties": {
        "status": {"type": "string", "enum": ["accepted", "ignored"]},
        "event": {"type": "string", "description": "the event ignored"},
        "source_item": {"type": "integer"},
        "job": {"type": "integer", "nullable": True},
        "duplicate": {"type": "boolean"},
        "brain": {"type": "string", "description": "the key's brain (its slug)"},
    },
    "required": ["status"],
}


def _answer(description: str, schema: dict[str, Any]) -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


def operation() -> dict[str, Any]:
    return {
        "operationId": "webhook_jamie",
        "tags": ["webhooks"],
        "summary": "A Jamie delivery: a completed meeting becomes a source item and a job",
        "description": (
            f"Authenticated by the `{HEADER}` header (an integration key, see "
            f"docs/ingestion.md). Events other than `{EVENT_MEETING_COMPLETED}` are "
            "answered 202 `ignored`; a redelivery is the same item and job (`duplicate`)."
        ),
        "security": [{SECURITY_SCHEME: []}],
        "requestBody": {
            "required": True,
            "content": {
                "application/json": {
                    "schema": {
                        "type": "object",
                        "properties": {
                            "event": {
                                "type": "string",
                                "description": f"`{EVENT_MEETING_COMPLETED}`, or ignored",
                            }
                        },
                        "required": ["event"],
                        "additionalProperties": True,
                    }
                }
            },
        },
        "responses": {
            "202": _answer("accepted (or a duplicate), or an event that is ignored", _ACCEPTED),
            "400": _answer("not a JSON object, or a payload that does not normalize", _ERROR),
            "401": _answer(f"a missing, unknown or revoked {HEADER}", _ERROR),
            "403": _answer("the key's user may no longer use its brain", _ERROR),
            "413": _answer("the body is over JAMIE_MAX_BODY_BYTES", _ERROR),
        },
    }


def add_jamie_webhook(result: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
    """drf-spectacular postprocessing hook: the webhook's operation and key scheme."""
    result.setdefault("paths", {})[PATH] = {"post": operation()}
    schemes = result.setdefault("components", {}).setdefault("securitySchemes", {})
    schemes[SECURITY_SCHEME] = {
        "type": "apiKey",
        "in": "header",
        "name": HEADER,
        "description": "an integration key for one brain (manage.py jamie_key_create)",
    }
    return result
