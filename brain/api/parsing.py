"""Reading a tool call's input from an HTTP request: the JSON body and the If-Match header.

The body is read from the request stream (by `ToolArgumentsParser`, DRF's parser for the tool
views) with a cap (`MAX_BODY_BYTES`): a Content-Length over it is
refused (413) before a byte is read, and at most the cap + 1 bytes are ever read. It must be a
JSON object (an empty body is `{}`); anything else is 400 `invalid_json`. If-Match names one
content hash, quoted or not (`"<hash>"` or `<hash>`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import IO, Any, Final

from rest_framework.parsers import BaseParser

from .errors import INVALID_IF_MATCH, INVALID_JSON, INVALID_LENGTH, TOO_LARGE, ApiError

# A document is at most 5 MiB (the toolkit's size rule); JSON escaping and the other
# arguments get the margin.
MAX_BODY_BYTES: Final = 6 * 1024 * 1024

MSG_TOO_LARGE: Final = "the body is larger than {limit} bytes"
# A file upload (brain/api/files.py) may be GOAT_MAX_FILE_BYTES plus the form around it.
MULTIPART_MARGIN: Final = 64 * 1024
MSG_UPLOAD_TOO_LARGE: Final = (
    "the upload is larger than the cap of {cap} bytes (GOAT_MAX_FILE_BYTES) and the form around it"
)
MSG_BAD_LENGTH: Final = "the Content-Length header is not a number of bytes"
MSG_INVALID_JSON: Final = "the body is not valid JSON: {problem}"
MSG_NOT_AN_OBJECT: Final = "the body must be a JSON object of the tool's arguments"
MSG_SURROGATE: Final = (
    "the body is not valid JSON text: a string holds an unpaired UTF-16 surrogate (a \\uD800 to"
    " \\uDFFF escape without its pair), which is not a character"
)
MSG_IF_MATCH: Final = 'If-Match must name one content hash, e.g. If-Match: "<hash>"'

# Only a \u escape can put a lone surrogate in a parsed string (UTF-8 input cannot encode
# one), so only bodies with such an escape are checked further.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")

# What If-Match may hold (the OpenAPI schema documents it as the header's pattern).
IF_MATCH_PATTERN: Final = r'^(?:"([0-9A-Za-z]+)"|([0-9A-Za-z]+))$'
_IF_MATCH = re.compile(IF_MATCH_PATTERN)


def read_json_object(
    stream: IO[bytes], content_length: str | None, *, limit: int = MAX_BODY_BYTES
) -> dict[str, Any]:
    """A request body as a JSON object ({} when empty); ApiError 413 or 400 otherwise."""
    if content_length:
        try:
            declared = int(content_length)
        except ValueError:
            raise ApiError(INVALID_LENGTH, MSG_BAD_LENGTH) from None
        if declared > limit:
            raise ApiError(TOO_LARGE, MSG_TOO_LARGE.format(limit=limit))
    data = stream.read(limit + 1)
    if len(data) > limit:
        raise ApiError(TOO_LARGE, MSG_TOO_LARGE.format(limit=limit))
    if not data.strip():
        return {}
    try:
        text = data.decode("utf-8")
        value = json.loads(text, parse_constant=_refuse_constant)
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise ApiError(INVALID_JSON, MSG_INVALID_JSON.format(problem=error)) from None
    if not isinstance(value, dict):
        raise ApiError(INVALID_JSON, MSG_NOT_AN_OBJECT)
    if _SURROGATE_ESCAPE.search(text):
        # A pair makes one character; a lone half cannot be stored, hashed or sent back.
        try:
            json.dumps(value, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError:
            raise ApiError(INVALID_JSON, MSG_SURROGATE) from None
    return value


class ToolArgumentsParser(BaseParser):
    """DRF's parser for a tool call's body: `read_json_object` on the request stream.

    Not a JSONParser subclass: DRF hands those `request.body`, which Django refuses past
    DATA_UPLOAD_MAX_MEMORY_SIZE (2.5 MiB) with a bare 400 before our cap could answer 413.
    """

    media_type = "application/json"

    def parse(
        self,
        stream: Any,
        media_type: str | None = None,
        parser_context: Mapping[str, Any] | None = None,
    ) -> dict[str, Any]:
        request = (parser_context or {}).get("request")
        length = request.META.get("CONTENT_LENGTH") if request is not None else None
        return read_json_object(stream, length)


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def if_match_hash(header: str | None) -> str | None:
    """The content hash an If-Match header names (None without the header)."""
    if header is None:
        return None
    match = _IF_MATCH.match(header.strip())
    if match is None:
        raise ApiError(INVALID_IF_MATCH, MSG_IF_MATCH)
    return match.group(1) or match.group(2)
