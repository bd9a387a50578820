"""Every error the REST API answers, and its HTTP status: one table (also in docs/api.md).

An error body is always `{"error": {"code": ..., "message": ..., ...details}}`: the toolkit's
`CommandError` as it is (`as_dict()`, so `current_hash` for a stale write, `id` for a missing
document), a refused document with its `problems` as the CLI reports them, and the API's own
refusals (a body that is not JSON, too large, an ambiguous brain) in the same shape. DRF's
own exceptions (not authenticated, a token refused) keep their status and headers
(`WWW-Authenticate`) and get the same body.
"""

from __future__ import annotations

import functools
from typing import Any, Final

from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.http import Http404
from rest_framework import exceptions
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler
from rest_framework.views import set_rollback

from brain.access import AmbiguousBrain
from brain.toolkit.commands.registry import NOT_AVAILABLE
from brain.toolkit.commands.results import (
    CONTENT_HASH,
    INTEGER,
    PROBLEM,
    STRING,
    Schema,
    array,
    obj,
)
from brain.toolkit.errors import (
    ALREADY_EXISTS,
    BAD_ARGUMENT,
    NOT_FOUND,
    PRECONDITION_FAILED,
    STALE_WRITE,
    TIMELINE_APPEND_ONLY,
    USAGE,
    CommandError,
)
from brain.toolkit.files import UNSAFE_PATH
from brain.toolkit.originals import BAD_FILE, FILE_CHANGED, FILE_TOO_LARGE, UNSUPPORTED_FILE
from brain.toolkit.problems import INVALID_DOCUMENT, PARSE_ERROR, DocumentError
from brain.toolkit.sync import DUPLICATE_ID
from goat.logs import note_error_code

# The API's own codes.
INVALID_JSON: Final = "invalid_json"
TOO_LARGE: Final = "too_large"
# The LLM Wiki's (llmwiki/wiki): a source over LLMWIKI_MAX_SOURCE_BYTES.
SOURCE_TOO_LARGE: Final = "source_too_large"
INVALID_LENGTH: Final = "invalid_length"
HASH_MISMATCH: Final = "hash_mismatch"
INVALID_IF_MATCH: Final = "invalid_if_match"
AMBIGUOUS_BRAIN: Final = "ambiguous_brain"
NOT_AUTHENTICATED: Final = "not_authenticated"
AUTHENTICATION_FAILED: Final = "authentication_failed"
PERMISSION_DENIED: Final = "permission_denied"
METHOD_NOT_ALLOWED: Final = "method_not_allowed"
UNSUPPORTED_MEDIA_TYPE: Final = "unsupported_media_type"
THROTTLED: Final = "throttled"

# A stale write whose expected hash came in the body, not in If-Match: a conflict, not a
# failed HTTP precondition.
STALE_WRITE_IN_BODY: Final = 409

STATUS: Final[dict[str, int]] = {
    # the toolkit's codes (brain.toolkit.errors, problems, files, sync, the registry)
    BAD_ARGUMENT: 400,
    INVALID_DOCUMENT: 400,
    PARSE_ERROR: 400,
    USAGE: 400,
    UNSAFE_PATH: 400,
    NOT_FOUND: 404,
    NOT_AVAILABLE: 404,
    ALREADY_EXISTS: 409,
    DUPLICATE_ID: 409,
    PRECONDITION_FAILED: 409,
    TIMELINE_APPEND_ONLY: 409,
    BAD_FILE: 400,
    FILE_CHANGED: 409,
    FILE_TOO_LARGE: 413,
    UNSUPPORTED_FILE: 415,
    STALE_WRITE: 412,  # STALE_WRITE_IN_BODY (409) when the hash came in the body
    # the API's own
    INVALID_JSON: 400,
    INVALID_LENGTH: 400,
    INVALID_IF_MATCH: 400,
    HASH_MISMATCH: 400,
    AMBIGUOUS_BRAIN: 400,
    NOT_AUTHENTICATED: 401,  # 403 when no authentication scheme sends WWW-Authenticate
    AUTHENTICATION_FAILED: 401,
    PERMISSION_DENIED: 403,
    METHOD_NOT_ALLOWED: 405,
    TOO_LARGE: 413,
    SOURCE_TOO_LARGE: 413,
    UNSUPPORTED_MEDIA_TYPE: 415,
    THROTTLED: 429,
}
# A user error whose code is not in the table is still the caller's: 400.
DEFAULT_STATUS: Final = 400

# The details an error body may carry besides its code and message.
ERROR_DETAILS: Final[dict[str, Schema]] = {
    "id": {"type": "string", "description": "the document concerned"},
    "current_hash": {**CONTENT_HASH, "description": "a stale write: the document's hash now"},
    "entry": {"type": "string", "description": "timeline_append_only: the entry concerned"},
    "problems": array(PROBLEM),
    "choices": array(obj({"id": INTEGER, "workspace": STRING})),
}


def error_codes(status: int) -> list[str]:
    """The codes an error answered with `status` may have (none listed for 400: any user
    error whose code is not in the table is 400 too)."""
    codes = [code for code, mapped in STATUS.items() if mapped == status]
    if status == STALE_WRITE_IN_BODY:
        codes.append(STALE_WRITE)
    if status == 403:
        codes.append(NOT_AUTHENTICATED)  # when no authentication scheme sends WWW-Authenticate
    return codes


@functools.cache
def error_schema(status: int) -> Schema:
    """The body of an error answered with `status`, as JSON Schema."""
    code: Schema = {"type": "string"}
    if status != DEFAULT_STATUS:
        code["enum"] = error_codes(status)
    error = obj(
        {"code": code, "message": {"type": "string"}, **ERROR_DETAILS},
        optional=ERROR_DETAILS,
    )
    if status == STATUS[STALE_WRITE]:
        error["required"] += ["id", "current_hash"]
    return obj({"error": error})


class ApiError(Exception):
    """An error answered as `{"error": {"code", "message", ...details}}` with `status`."""

    def __init__(self, code: str, message: str, *, status: int | None = None, **details: Any):
        super().__init__(message)
        self.code = code
        self.message = message
        self.status = status if status is not None else STATUS.get(code, DEFAULT_STATUS)
        self.details = details

    @classmethod
    def of(cls, error: CommandError, *, status: int | None = None) -> ApiError:
        return cls(error.code, error.message, status=status, **error.details)

    def body(self) -> dict[str, Any]:
        """The error as every answer carries it."""
        return {"error": {"code": self.code, "message": self.message, **self.details}}

    def response(self, headers: dict[str, str] | None = None) -> Response:
        return Response(self.body(), status=self.status, headers=headers)


def as_api_error(exc: Exception) -> ApiError | None:
    """The ApiError an exception is answered with; None for one that is not the caller's."""
    if isinstance(exc, ApiError):
        return exc
    if isinstance(exc, CommandError):
        return ApiError.of(exc)
    if isinstance(exc, DocumentError):
        problems = [problem.as_dict() for problem in exc.problems]
        return ApiError(exc.code, exc.summary(), problems=problems)
    if isinstance(exc, AmbiguousBrain):
        choices = [{"id": b.pk, "workspace": b.workspace.slug} for b in exc.brains]
        return ApiError(AMBIGUOUS_BRAIN, exc.message, choices=choices)
    if isinstance(exc, Http404):
        return ApiError(NOT_FOUND, str(exc) or exceptions.NotFound.default_detail)
    if isinstance(exc, DjangoPermissionDenied):
        return ApiError(PERMISSION_DENIED, str(exc) or exceptions.PermissionDenied.default_detail)
    if isinstance(exc, exceptions.APIException):
        codes = exc.get_codes()
        code = codes if isinstance(codes, str) else exc.default_code
        return ApiError(str(code), _message(exc.detail), status=exc.status_code)
    return None


def _message(detail: Any) -> str:
    if isinstance(detail, list | tuple) and detail:
        return _message(detail[0])
    if isinstance(detail, dict) and detail:
        key, value = next(iter(detail.items()))
        return f"{key}: {_message(value)}"
    return str(detail)


def api_exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    """DRF's exception handler for the API views: every error in the one shape."""
    error = as_api_error(exc)
    if error is None:
        return drf_exception_handler(exc, context)
    if (request := context.get("request")) is not None:
        note_error_code(request, error.code)  # for the answer's log line
    # DRF's headers: WWW-Authenticate for a 401, Retry-After when throttled.
    headers: dict[str, str] = {}
    if auth_header := getattr(exc, "auth_header", None):
        headers["WWW-Authenticate"] = auth_header
    if (wait := getattr(exc, "wait", None)) is not None:
        headers["Retry-After"] = str(int(wait))
    set_rollback()
    return error.response(headers)
