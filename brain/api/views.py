"""The REST API's views (docs/api.md): each parses its input, calls one service or selector
and returns its result. Errors are answered by `errors.api_exception_handler`.

`tool_view(spec)` makes one view class per tool the registry offers on the `rest` surface,
so the OpenAPI schema has one operation per tool (`tool_<name>`) with the tool's own request
schema and parameters; `ToolCallView` serves any tool by the name in the URL (a CLI name such as
`append-timeline`, or a tool bound after the URLs were loaded).
"""

from __future__ import annotations

from typing import Any, ClassVar, Final

from django.http import HttpRequest, HttpResponse, HttpResponsePermanentRedirect, JsonResponse
from django.urls import Resolver404, resolve
from django.views.decorators.csrf import csrf_exempt
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
    extend_schema_view,
)
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from brain.toolkit.commands.registry import COMMANDS, CommandSpec

from .callers import Caller
from .errors import NOT_FOUND, ApiError, api_exception_handler, error_schema
from .openapi import openapi_schema
from .parsing import IF_MATCH_PATTERN, ToolArgumentsParser, if_match_hash
from .selectors import brain_list
from .tools import SURFACE, brain_tools, tool_call

TAG: Final = "brains"

BRAIN_SCHEMA: Final[dict[str, Any]] = {
    "type": "object",
    "properties": {
        "id": {"type": "integer"},
        "slug": {"type": "string"},
        "name": {"type": "string"},
        "workspace": {"type": "string", "description": "the workspace's slug"},
        "visibility": {"type": "string", "enum": ["workspace", "restricted"]},
        "may_write": {"type": "boolean"},
    },
    "required": ["id", "slug", "name", "workspace", "visibility", "may_write"],
}
FUNCTION_SCHEMA: Final[dict[str, Any]] = {
    "type": "object",
    "description": "an OpenAI-style function object",
    "properties": {
        "name": {"type": "string"},
        "description": {"type": "string"},
        "parameters": {"type": "object", "description": "the arguments' JSON schema"},
    },
    "required": ["name", "description", "parameters"],
}

BRAIN_PARAMETER = OpenApiParameter(
    "brain",
    str,
    OpenApiParameter.PATH,
    description="the brain's slug, or its id (a slug in several workspaces: use the id)",
)
WORKSPACE_PARAMETER = OpenApiParameter(
    "workspace",
    str,
    OpenApiParameter.QUERY,
    required=False,
    description="the workspace (slug or id) of a brain slug that exists in several",
)
IF_MATCH_PARAMETER = OpenApiParameter(
    "If-Match",
    str,
    OpenApiParameter.HEADER,
    required=False,
    pattern=IF_MATCH_PATTERN,
    description='the content hash you read, "<hash>": a stale write is 412 and changes nothing',
)


def _error(status: int, description: str) -> OpenApiResponse:
    return OpenApiResponse(openapi_schema(error_schema(status)), description=description)


COMMON_ERRORS: Final = {
    400: _error(400, "bad arguments, an invalid document, or an ambiguous brain slug"),
    401: _error(401, "not authenticated"),
    403: _error(403, "not allowed (a write on a brain you may only read, or no CSRF token)"),
    404: _error(404, "no such brain or document, or no such tool"),
}


def result_response(spec: CommandSpec) -> OpenApiResponse:
    """A tool's 200: its result schema, declared once in the command registry."""
    if "cli" in spec.surfaces:
        description = f"exactly what `goat-brain {spec.name} --json` prints"
    else:
        description = "the tool's result"
    return OpenApiResponse(openapi_schema(spec.result), description=description)


class ApiView(APIView):
    """Authenticated API views answering every error as {"error": {...}}."""

    permission_classes = [IsAuthenticated]

    def get_exception_handler(self) -> Any:
        return api_exception_handler


class BrainListView(ApiView):
    @extend_schema(
        operation_id="brains_list",
        tags=[TAG],
        summary="The brains you may see",
        responses={200: {"type": "array", "items": BRAIN_SCHEMA}, 401: COMMON_ERRORS[401]},
    )
    def get(self, request: Request) -> Response:
        return Response(brain_list(caller=Caller.of(request)))


class ToolListView(ApiView):
    @extend_schema(
        operation_id="tools_list",
        tags=[TAG],
        summary="The tools offered on a brain, as OpenAI-style function objects",
        parameters=[BRAIN_PARAMETER, WORKSPACE_PARAMETER],
        responses={200: {"type": "array", "items": FUNCTION_SCHEMA}, **COMMON_ERRORS},
    )
    def get(self, request: Request, brain: str) -> Response:
        tools = brain_tools(
            caller=Caller.of(request),
            brain=brain,
            workspace=request.query_params.get("workspace"),
        )
        return Response(tools)


class ToolView(ApiView):
    """Run one tool with the JSON body as its arguments; the result is the CLI's --json.

    Carries no OpenAPI annotation itself: drf-spectacular merges a parent's parameters into
    its subclasses', and each tool's operation documents only its own (tool_view)."""

    tool_name: ClassVar[str | None] = None
    parser_classes = [ToolArgumentsParser]

    def post(self, request: Request, brain: str, tool: str | None = None) -> Response:
        result = tool_call(
            caller=Caller.of(request),
            brain=brain,
            workspace=request.query_params.get("workspace"),
            tool=tool or self.tool_name or "",
            arguments=request.data,
            if_match=if_match_hash(request.headers.get("If-Match")),
        )
        return Response(result)


@extend_schema_view(
    post=extend_schema(
        operation_id="tool_call",
        tags=[TAG],
        summary="Run a tool by name (tool name or CLI name)",
        parameters=[
            BRAIN_PARAMETER,
            OpenApiParameter("tool", str, OpenApiParameter.PATH),
            WORKSPACE_PARAMETER,
            IF_MATCH_PARAMETER,
        ],
        request={"application/json": OpenApiTypes.OBJECT},
        responses={
            200: OpenApiResponse(
                {
                    "anyOf": [
                        openapi_schema(spec.result) for spec in COMMANDS if SURFACE in spec.surfaces
                    ]
                },
                description="the named tool's result, as its own operation documents it",
            ),
            **COMMON_ERRORS,
            409: _error(409, "already exists, or stale (expected_hash in the body)"),
            412: _error(412, "stale: the If-Match hash is not the document's any more"),
            413: _error(413, "the body is larger than the cap"),
        },
    )
)
class ToolCallView(ToolView):
    """Any tool, by the name in the URL."""


def tool_view(spec: CommandSpec) -> type[ToolView]:
    """A ToolCallView for one tool, with its own OpenAPI operation and request schema."""
    request = dict(spec.tool_schema(SURFACE)["parameters"])
    if not request["required"]:
        del request["required"]  # OpenAPI 3.0 wants a non-empty list or none
    responses: dict[int, Any] = {
        200: result_response(spec),
        **COMMON_ERRORS,
        413: _error(413, "the body is larger than the cap"),
    }
    parameters = [BRAIN_PARAMETER, WORKSPACE_PARAMETER]
    if spec.expected_hash != "ignores":
        parameters.append(IF_MATCH_PARAMETER)
        responses[409] = _error(409, "already exists, or stale (expected_hash in the body)")
        responses[412] = _error(412, "stale: the If-Match hash is not the document's any more")
    elif spec.writes:
        responses[409] = _error(409, "already exists")
    operation = extend_schema(
        operation_id=f"tool_{spec.tool_name}",
        tags=[TAG],
        summary=spec.summary,
        parameters=parameters,
        request={"application/json": request},
        responses=responses,
    )
    view = type(
        f"{spec.tool_name.title().replace('_', '')}ToolView",
        (ToolView,),
        {"tool_name": spec.tool_name, "__doc__": spec.summary, "__module__": __name__},
    )
    return extend_schema_view(post=operation)(view)


# --- any other URL under /api/ ----------------------------------------------------------------

MSG_NO_ENDPOINT: Final = "no API endpoint at {path} (the API: /api/docs/)"
MSG_NO_ENDPOINT_SLASH: Final = "no API endpoint at {path}; the endpoint is {other}"
_SHOWN: Final = 200  # characters of a path an answer repeats


@csrf_exempt  # it changes nothing; a token client's mistaken POST gets the JSON answer
def no_endpoint(request: HttpRequest, rest: str = "") -> HttpResponse:
    """Any other URL under /api/: a JSON 404 in the API's error shape (a client reads no HTML
    page), naming the endpoint meant when only a trailing slash is off. A GET or HEAD that
    lacks only its slash is redirected, as Django's APPEND_SLASH does for other URLs."""
    path = request.path
    other = path[:-1] if path.endswith("/") else path + "/"
    if _is_endpoint(other):
        if not path.endswith("/") and request.method in ("GET", "HEAD"):
            query = request.META.get("QUERY_STRING", "")
            return HttpResponsePermanentRedirect(other + (f"?{query}" if query else ""))
        message = MSG_NO_ENDPOINT_SLASH.format(path=path[:_SHOWN], other=other[:_SHOWN])
    else:
        message = MSG_NO_ENDPOINT.format(path=path[:_SHOWN])
    return JsonResponse(ApiError(NOT_FOUND, message).body(), status=404)


def _is_endpoint(path: str) -> bool:
    try:
        return resolve(path).func is not no_endpoint
    except Resolver404:
        return False
