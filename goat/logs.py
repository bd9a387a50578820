"""How answered requests are logged (the LOGGING of goat/settings.py): one line for a refusal,
a traceback for a crash.

Django logs every 4xx and 5xx answer on `django.request` (a refused Host or a failed CSRF check
on `django.security.*`), and for some refusals (PermissionDenied, BadRequest, a suspicious
request) it attaches the exception, so each such 403 printed a whole traceback. The handler's
filter `OneLineClientErrors` turns every 4xx record into one line without a traceback,

    GET /brain/team/access/ 403 permission_denied

(method, path, status, code); a 5xx record keeps its message and traceback. The MCP connector,
which answers its refusals without Django, logs them with `log_client_error`, in the same form.

The code is the error's stable code: the one the API answered with (`note_error_code`, called
by its exception handler), else one named after the exception (`permission_denied`,
`bad_request`, `disallowed_host`), else the status's reason phrase (`not_found`,
`method_not_allowed`).
"""

from __future__ import annotations

import logging
import re
from http import HTTPStatus
from typing import Any, Final

from django.core.exceptions import BadRequest, PermissionDenied
from django.http import Http404

# Django's logger of answered requests, and ours for the answers given outside Django.
REQUEST_LOGGER: Final = "django.request"
OWN_REQUEST_LOGGER: Final = "goat.request"
CLIENT_ERROR_LINE: Final = "%s %s %d %s"
# Where the API notes, on the Django request, the code it answered with.
ERROR_CODE_ATTRIBUTE: Final = "goat_error_code"
UNKNOWN_CODE: Final = "client_error"

_EXCEPTION_CODES: Final[dict[type[BaseException], str]] = {
    Http404: "not_found",
    PermissionDenied: "permission_denied",
    BadRequest: "bad_request",
}

log = logging.getLogger(OWN_REQUEST_LOGGER)


def note_error_code(request: Any, code: str) -> None:
    """Note the code a request was answered with, for its log line (a DRF Request's Django
    request gets it: that is the one Django logs)."""
    setattr(getattr(request, "_request", request), ERROR_CODE_ATTRIBUTE, code)


def log_client_error(method: str, path: str, status: int, code: str) -> None:
    """Log a 4xx answer given outside Django (the MCP connector) as Django's are logged."""
    log.warning(CLIENT_ERROR_LINE, _escape(method), _escape(path), status, code)


class OneLineClientErrors(logging.Filter):
    """A handler's filter: a record of a 4xx answer becomes one line without a traceback."""

    def filter(self, record: logging.LogRecord) -> bool:
        status = getattr(record, "status_code", None)
        if not isinstance(status, int) or not 400 <= status < 500:
            return True
        request = getattr(record, "request", None)
        method = str(getattr(request, "method", None) or "-")
        path = str(getattr(request, "path", None) or "-")
        record.msg = CLIENT_ERROR_LINE
        record.args = (_escape(method), _escape(path), status, _code(record, request, status))
        record.exc_info = None
        record.exc_text = None
        record.stack_info = None
        return True


def _code(record: logging.LogRecord, request: Any, status: int) -> str:
    noted = getattr(request, ERROR_CODE_ATTRIBUTE, None)
    if isinstance(noted, str) and noted:
        return noted
    if record.exc_info and record.exc_info[1] is not None:
        error = record.exc_info[1]
        for kind, code in _EXCEPTION_CODES.items():
            if isinstance(error, kind):
                return code
        return _snake(type(error).__name__)
    try:
        phrase = HTTPStatus(status).phrase
    except ValueError:
        return UNKNOWN_CODE
    return "_".join(re.findall(r"[a-z0-9]+", phrase.lower()))  # "Not Found" -> "not_found"


def _snake(name: str) -> str:
    """`DisallowedHost` -> `disallowed_host`."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name).lower()


def _escape(text: str) -> str:
    """As Django escapes what it logs: a path cannot add lines to the log."""
    return text.encode("unicode_escape").decode("ascii")
