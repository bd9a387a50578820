"""Files over REST (docs/api.md, "Files"): upload a PDF or docx as evidence, and download what a
brain keeps (an original, an attachment), served from the database.

- `POST /api/brains/{brain}/files/` (multipart, field `file`, optional `title`): the caller's
  one access check (`Caller.access`), write access, then `brain.services.files.original_add`
  (the toolkit's `original_document` and the one write path). Answers the document as the
  `get` tool does, plus `duplicate` (the same bytes were there already) and `note`. Over the
  cap is 413 (refused from its Content-Length before the body is read), another type 415.
- `GET /api/brains/{brain}/files/{path}`: a brain the caller may not read is 404, as a file
  that does not exist. Every answer carries `X-Content-Type-Options: nosniff`, a sandboxing
  Content-Security-Policy and `Content-Disposition: attachment`, except a raster image whose
  bytes are one (shown inline); SVG and HTML are never served inline.
"""

from __future__ import annotations

from typing import Any, Final
from urllib.parse import quote

from django.http import Http404, HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework.parsers import MultiPartParser
from rest_framework.request import Request
from rest_framework.response import Response

from brain.services import Actor
from brain.services.files import max_file_bytes, original_add, stored_file
from brain.store import store_for_user
from brain.toolkit.commands.registry import lookup, run
from brain.toolkit.errors import BAD_ARGUMENT
from brain.toolkit.originals import FILE_TOO_LARGE, MSG_TOO_LARGE, SERVED_TYPES, is_inline

from .callers import Caller
from .errors import ApiError
from .openapi import openapi_schema
from .parsing import MSG_UPLOAD_TOO_LARGE, MULTIPART_MARGIN
from .tools import ACTOR_LABEL
from .views import BRAIN_PARAMETER, COMMON_ERRORS, TAG, WORKSPACE_PARAMETER, ApiView, _error

MSG_FILE_NEEDED: Final = "send the file as the multipart form field 'file'"
MSG_NO_FILE: Final = "no file {path!r} in this brain"
MSG_BAD_LENGTH: Final = "the Content-Length header is not a number of bytes"

# The get tool's result (the registry's, so the document is described once) and two more keys.
_GET_RESULT: Final[dict[str, Any]] = lookup("get").result
UPLOAD_RESULT: Final[dict[str, Any]] = {
    **_GET_RESULT,
    "description": "the document as the get tool answers it, plus duplicate and note",
    "properties": {
        **_GET_RESULT["properties"],
        "duplicate": {"type": "boolean", "description": "the same bytes were kept already"},
        "note": {
            "type": ["string", "null"],
            "description": "what to know (a PDF with no text layer)",
        },
    },
    "required": [*_GET_RESULT["required"], "duplicate", "note"],
}


class FileUploadView(ApiView):
    parser_classes = [MultiPartParser]

    @extend_schema(
        operation_id="files_upload",
        tags=[TAG],
        summary="Keep a PDF or docx as an evidence document, with its original",
        parameters=[BRAIN_PARAMETER, WORKSPACE_PARAMETER],
        request={
            "multipart/form-data": {
                "type": "object",
                "properties": {
                    "file": {"type": "string", "format": "binary"},
                    "title": {"type": "string", "maxLength": 300},
                },
                "required": ["file"],
            }
        },
        responses={
            200: OpenApiResponse(
                openapi_schema(UPLOAD_RESULT), description="the document (or the one kept)"
            ),
            **COMMON_ERRORS,
            409: _error(409, "the original's name is taken by other bytes"),
            413: _error(413, "the file is over GOAT_MAX_FILE_BYTES"),
            415: _error(415, "not a PDF or docx, or content not matching its extension"),
        },
    )
    def post(self, request: Request, brain: str) -> Response:
        caller = Caller.of(request)
        access = caller.access(brain, workspace=request.query_params.get("workspace"))
        caller.require_write()
        actor = Actor(type="user", user=caller.user, label=ACTOR_LABEL)
        store = store_for_user(user=caller.user, brain=access, permission="change", actor=actor)
        cap = max_file_bytes()
        length = request.META.get("CONTENT_LENGTH") or ""
        if length:
            try:
                declared = int(length)
            except ValueError:
                raise ApiError(BAD_ARGUMENT, MSG_BAD_LENGTH) from None
            if declared > cap + MULTIPART_MARGIN:
                raise ApiError(FILE_TOO_LARGE, MSG_UPLOAD_TOO_LARGE.format(cap=cap))
        upload = request.FILES.get("file")
        if upload is None:
            raise ApiError(BAD_ARGUMENT, MSG_FILE_NEEDED)
        if upload.size is not None and upload.size > cap:
            name = upload.name or "file"
            raise ApiError(
                FILE_TOO_LARGE, MSG_TOO_LARGE.format(name=name, size=upload.size, cap=cap)
            )
        data = upload.read(cap + 1)
        title = request.data.get("title")
        added = original_add(
            brain=access.brain,
            name=upload.name or "file",
            data=data,
            title=title if isinstance(title, str) else None,
            actor=actor,
        )
        result = run(lookup("get"), store, {"ref": added.row.brain_id})
        return Response({**result, "duplicate": added.duplicate, "note": added.note})


class FileView(ApiView):
    @extend_schema(
        operation_id="files_get",
        tags=[TAG],
        summary="Download a file the brain keeps (an original or an attachment)",
        parameters=[
            BRAIN_PARAMETER,
            OpenApiParameter("path", str, OpenApiParameter.PATH, description="e.g. files/a.png"),
            WORKSPACE_PARAMETER,
        ],
        responses={
            **{
                (200, content_type): OpenApiResponse(
                    OpenApiTypes.BINARY, description="the bytes, as stored"
                )
                for content_type in SERVED_TYPES
            },
            401: COMMON_ERRORS[401],
            404: COMMON_ERRORS[404],
        },
    )
    def get(self, request: Request, brain: str, path: str) -> HttpResponse:
        caller = Caller.of(request)
        access = caller.access(brain, workspace=request.query_params.get("workspace"))
        caller.check(access.brain, write=False, ref=brain)
        stored = stored_file(brain=access.brain, path=path)
        if stored is None:
            raise Http404(MSG_NO_FILE.format(path=path[:200]))
        return file_response(stored.data, path=stored.path, content_type=stored.content_type)


def file_response(data: bytes | memoryview, *, path: str, content_type: str) -> HttpResponse:
    """A stored file's answer: never sniffed, never run; inline only for a raster image."""
    response = HttpResponse(bytes(data), content_type=content_type)
    response["X-Content-Type-Options"] = "nosniff"
    response["Content-Security-Policy"] = "default-src 'none'; sandbox"
    name = path.rsplit("/", 1)[-1]
    disposition = "inline" if is_inline(content_type) else "attachment"
    response["Content-Disposition"] = f"{disposition}; filename*=UTF-8''{quote(name)}"
    response["Cache-Control"] = "private, no-cache"
    return response
