"""The LLM Wiki over REST (docs/api.md, "LLM Wiki over REST and MCP"): one set of routes per
memory scope, the scope in the URL.

    /api/memory/wiki/…            the application's wiki (staff users only)
    /api/pens/<short-name>_<uuid>/wiki/…   a Pen's wiki (its owner and members only)

    GET  pages/            memory_list          GET  sources/        source_list
    GET  pages/<name>      memory_read          POST sources/        wiki_ingest_source
    PUT  pages/<name>      memory_write         GET  sources/<id>    source_read
    POST query             wiki_query           POST lint            wiki_lint

and, beside the wiki, the scope's active memory provider (docs/llm-wiki.md: one binding per
scope; switching changes only that row, no files are imported, merged or deleted):

    GET  /api/memory/provider, /api/pens/<short-name>_<uuid>/provider
    PUT  the same, body {"provider": "markdown"|"llm-wiki"|"hindsight", "hindsight_bank"?}

Each view resolves the scope for the caller (llmwiki/api/tools.py: outsiders, non-staff callers
and brain-bound tokens get the same 404; read-scoped tokens get 403 on the writes), then runs
one tool of `WIKI_TOOLS` — the same path MCP takes. Query and lint are POSTs: each appends a
record to the wiki's log.md, though neither changes a page.
"""

from __future__ import annotations

from typing import Any, Final

from django.urls import URLPattern, path, register_converter
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from jsonschema import Draft202012Validator
from rest_framework.request import Request
from rest_framework.response import Response

from brain.api.callers import Caller
from brain.api.errors import BAD_ARGUMENT, ApiError, error_schema
from brain.api.openapi import openapi_schema
from brain.api.parsing import ToolArgumentsParser
from brain.api.views import ApiView
from brain.toolkit.commands.results import BOOLEAN, STRING, Schema, obj
from llmwiki.api.tools import (
    PAGE_NAME,
    SOURCE_ID,
    WIKI_TOOLS,
    body_schema,
    wiki_call,
    wiki_scope_for,
)
from llmwiki.models import MemoryBinding
from llmwiki.scopes import MemoryScope, ScopeError, active_provider, binding_activate, binding_of

TAG: Final = "llm-wiki"


class AnyTextConverter:
    """A page name or source id as sent, '/' and line breaks included (`path` stops at a
    line break): the service refuses a bad one with 400, after authentication."""

    regex = "(?s:.+)"

    def to_python(self, value: str) -> str:
        return value

    def to_url(self, value: str) -> str:
        return value


register_converter(AnyTextConverter, "anytext")
MSG_IN_URL: Final = "{key!r} is given by the URL, not the body"

PEN_PARAMETER = OpenApiParameter(
    "pen",
    str,
    OpenApiParameter.PATH,
    description="the Pen as <short-name>_<uuid> (e.g. apollo_0b9c…); a Pen you are not in "
    "is 404, as one that does not exist",
)
NAME_PARAMETER = OpenApiParameter(
    "name", str, OpenApiParameter.PATH, description=PAGE_NAME["description"]
)
SOURCE_PARAMETER = OpenApiParameter(
    "source_id", str, OpenApiParameter.PATH, description=SOURCE_ID["description"]
)

# REST bodies: the tool's arguments less those the URL gives.
WRITE_BODY: Final[Schema] = body_schema("memory_write", without=("name",))
INGEST_BODY: Final[Schema] = body_schema("wiki_ingest_source")
QUERY_BODY: Final[Schema] = body_schema("wiki_query")


def _error(status: int, description: str) -> OpenApiResponse:
    return OpenApiResponse(openapi_schema(error_schema(status)), description=description)


def _errors(*statuses: int) -> dict[int, OpenApiResponse]:
    described = {
        400: "bad arguments, a bad page name or source id, or a page the wiki's formats refuse",
        401: "not authenticated",
        403: "a write with a read-scoped token (or, with a session, no CSRF token)",
        404: "no such scope for you (not staff, not in the Pen, a brain-bound token), "
        "or no such page or source",
        409: "stale: the page changed since expected_hash (current_hash is its hash now)",
        413: "the source is over LLMWIKI_MAX_SOURCE_BYTES, or the body over 6 MiB",
    }
    return {status: _error(status, described[status]) for status in (400, 401, 404, *statuses)}


class WikiView(ApiView):
    """A wiki route for one scope kind: `pen` in the URL, or none (the application)."""

    parser_classes = [ToolArgumentsParser]

    def run(
        self,
        request: Request,
        pen: str | None,
        tool: str,
        arguments: dict[str, Any],
        **from_url: Any,
    ) -> dict[str, Any]:
        for key in from_url:
            if key in arguments:
                raise ApiError(BAD_ARGUMENT, MSG_IN_URL.format(key=key))
        caller = Caller.of(request)
        scope = wiki_scope_for(caller, pen=pen, write=WIKI_TOOLS[tool].writes)
        return wiki_call(scope, tool, {**arguments, **from_url}, caller=caller)


class PagesView(WikiView):
    def get(self, request: Request, pen: str | None = None) -> Response:
        return Response(self.run(request, pen, "memory_list", {}))


class PageView(WikiView):
    def get(self, request: Request, name: str, pen: str | None = None) -> Response:
        return Response(self.run(request, pen, "memory_read", {}, name=name))

    def put(self, request: Request, name: str, pen: str | None = None) -> Response:
        result = self.run(request, pen, "memory_write", dict(request.data), name=name)
        return Response(result, status=201 if result["created"] else 200)


class SourcesView(WikiView):
    def get(self, request: Request, pen: str | None = None) -> Response:
        return Response(self.run(request, pen, "source_list", {}))

    def post(self, request: Request, pen: str | None = None) -> Response:
        result = self.run(request, pen, "wiki_ingest_source", dict(request.data))
        return Response(result, status=201 if result["new"] else 200)


class SourceView(WikiView):
    def get(self, request: Request, source_id: str, pen: str | None = None) -> Response:
        return Response(self.run(request, pen, "source_read", {}, id=source_id))


class QueryView(WikiView):
    def post(self, request: Request, pen: str | None = None) -> Response:
        return Response(self.run(request, pen, "wiki_query", dict(request.data)))


class LintView(WikiView):
    def post(self, request: Request, pen: str | None = None) -> Response:
        return Response(self.run(request, pen, "wiki_lint", dict(request.data)))


PROVIDERS: Final = list(MemoryBinding.Provider.values)
PROVIDER_STATE: Final[Schema] = obj(
    {
        "scope": {"type": "string", "enum": ["application", "pen"]},
        "provider": {"type": "string", "enum": PROVIDERS},
        "label": STRING,
        "has_graph": {**BOOLEAN, "description": "Map and Connections: only the LLM Wiki's"},
        "bound": {**BOOLEAN, "description": "false: nothing recorded, Markdown (local)"},
        "hindsight_bank": STRING,
    }
)
PROVIDER_BODY: Final[Schema] = obj(
    {
        "provider": {"type": "string", "enum": PROVIDERS},
        "hindsight_bank": {
            "type": "string",
            "maxLength": 200,
            "description": "Hindsight only (and required then): the memory bank to read",
        },
    },
    optional=["hindsight_bank"],
)
_PROVIDER_BODY = Draft202012Validator(PROVIDER_BODY)


def provider_state(scope: MemoryScope) -> dict[str, Any]:
    binding = binding_of(scope)
    provider = active_provider(scope)
    return {
        "scope": scope.kind,
        "provider": provider,
        "label": MemoryBinding.Provider(provider).label,
        "has_graph": provider == MemoryBinding.Provider.LLM_WIKI,
        "bound": binding is not None,
        "hindsight_bank": binding.hindsight_bank if binding is not None else "",
    }


class ProviderView(ApiView):
    """The scope's active memory provider; PUT switches it (only the binding row changes)."""

    parser_classes = [ToolArgumentsParser]

    def get(self, request: Request, pen: str | None = None) -> Response:
        scope = wiki_scope_for(Caller.of(request), pen=pen)
        return Response(provider_state(scope))

    def put(self, request: Request, pen: str | None = None) -> Response:
        scope = wiki_scope_for(Caller.of(request), pen=pen, write=True)
        body = dict(request.data)
        error = next(iter(sorted(_PROVIDER_BODY.iter_errors(body), key=str)), None)
        if error is not None:
            raise ApiError(BAD_ARGUMENT, error.message)
        try:
            binding_activate(
                scope=scope,
                provider=body["provider"],
                actor=request.user,
                hindsight_bank=body.get("hindsight_bank", ""),
            )
        except ScopeError as refused:
            raise ApiError(refused.code, refused.message) from None
        return Response(provider_state(scope))


def _ok(tool: str, description: str = "") -> OpenApiResponse:
    spec = WIKI_TOOLS[tool]
    return OpenApiResponse(openapi_schema(spec.result), description=description or spec.summary)


# (view, method, operation suffix, summary, request body, path parameters, responses)
OPERATIONS: Final[list[tuple[type[WikiView], str, str, str, Schema | None, list[Any], Any]]] = [
    (
        PagesView,
        "get",
        "pages_list",
        "The wiki's curated pages (memory_list)",
        None,
        [],
        {200: _ok("memory_list"), **_errors()},
    ),
    (
        PageView,
        "get",
        "page_read",
        "One curated page (memory_read)",
        None,
        [NAME_PARAMETER],
        {200: _ok("memory_read"), **_errors()},
    ),
    (
        PageView,
        "put",
        "page_write",
        "Write one curated page (memory_write): 201 when it is new",
        WRITE_BODY,
        [NAME_PARAMETER],
        {
            200: _ok("memory_write", "the page was updated (or was already this text)"),
            201: _ok("memory_write", "the page was created"),
            **_errors(403, 409, 413),
        },
    ),
    (
        SourcesView,
        "get",
        "sources_list",
        "The wiki's captured raw sources (source_list)",
        None,
        [],
        {200: _ok("source_list"), **_errors()},
    ),
    (
        SourcesView,
        "post",
        "source_ingest",
        "Capture one source (wiki_ingest_source): 201 when new, 200 when already captured",
        INGEST_BODY,
        [],
        {
            200: _ok("wiki_ingest_source", "these bytes were captured before: the same id"),
            201: _ok("wiki_ingest_source", "captured"),
            **_errors(403, 413),
        },
    ),
    (
        SourceView,
        "get",
        "source_read",
        "One raw source, read-only (source_read)",
        None,
        [SOURCE_PARAMETER],
        {200: _ok("source_read"), **_errors()},
    ),
    (
        QueryView,
        "post",
        "query",
        "Pages matching a question, from index.md (wiki_query)",
        QUERY_BODY,
        [],
        {200: _ok("wiki_query"), **_errors(413)},
    ),
    (
        LintView,
        "post",
        "lint",
        "The wiki's deterministic checks (wiki_lint); reports, never edits",
        obj({}),
        [],
        {200: _ok("wiki_lint"), **_errors(413)},
    ),
]
ROUTES: Final = {
    PagesView: "pages/",
    PageView: "pages/<anytext:name>",
    SourcesView: "sources/",
    SourceView: "sources/<anytext:source_id>",
    QueryView: "query",
    LintView: "lint",
}


def _scoped_view(view: type[WikiView], scope: str) -> type[WikiView]:
    """`view` for one scope kind (its own class, so each path has its own operations)."""
    pen = scope == "pen"
    documented = type(f"{'Pen' if pen else 'Memory'}{view.__name__}", (view,), {})
    for view_class, method, suffix, summary, body, parameters, responses in OPERATIONS:
        if view_class is not view:
            continue
        operation = extend_schema(
            operation_id=f"{'pen' if pen else 'memory'}_wiki_{suffix}",
            tags=[TAG],
            summary=summary,
            description=(
                "On a Pen's LLM Wiki: its owner and members only."
                if pen
                else "On the application's LLM Wiki: staff users only."
            ),
            parameters=([PEN_PARAMETER] if pen else []) + parameters,
            request={"application/json": openapi_schema(body)} if body is not None else None,
            responses=responses,
        )
        setattr(documented, method, operation(_own(getattr(view, method))))
    return documented


def _own(handler: Any) -> Any:
    """A function of its own for `handler` (extend_schema annotates the function itself)."""

    def own(self: WikiView, request: Request, *args: Any, **kwargs: Any) -> Response:
        return handler(self, request, *args, **kwargs)  # type: ignore[no-any-return]

    own.__name__ = handler.__name__
    return own


def _provider_view(scope: str) -> type[ProviderView]:
    pen = scope == "pen"
    documented = type(f"{'Pen' if pen else 'Memory'}ProviderView", (ProviderView,), {})
    common: dict[str, Any] = {
        "tags": [TAG],
        "parameters": [PEN_PARAMETER] if pen else [],
        "description": (
            "A Pen's memory provider: its owner and members only."
            if pen
            else "The application's memory provider: staff users only."
        ),
    }
    state = OpenApiResponse(openapi_schema(PROVIDER_STATE), description="the active provider")
    get = extend_schema(
        operation_id=f"{scope}_provider_read",
        summary="The scope's active memory provider",
        request=None,
        responses={200: state, **_errors()},
        **common,
    )
    put = extend_schema(
        operation_id=f"{scope}_provider_set",
        summary="Switch the scope's memory provider (no files are imported, merged or deleted)",
        request={"application/json": openapi_schema(PROVIDER_BODY)},
        responses={200: state, **_errors(403, 413)},
        **common,
    )
    setattr(documented, "get", get(_own(ProviderView.get)))  # noqa: B010
    setattr(documented, "put", put(_own(ProviderView.put)))  # noqa: B010
    return documented


def wiki_urlpatterns() -> list[URLPattern]:
    """The routes, for llmwiki/api/urls.py (mounted at api/)."""
    patterns = [
        path("memory/provider", _provider_view("memory").as_view(), name="memory-provider"),
        path("pens/<str:pen>/provider", _provider_view("pen").as_view(), name="pen-provider"),
    ]
    for view, route in ROUTES.items():
        name = view.__name__.removesuffix("View").lower()
        patterns += [
            path(
                f"memory/wiki/{route}",
                _scoped_view(view, "memory").as_view(),
                name=f"memory-wiki-{name}",
            ),
            path(
                f"pens/<str:pen>/wiki/{route}",
                _scoped_view(view, "pen").as_view(),
                name=f"pen-wiki-{name}",
            ),
        ]
    return patterns
