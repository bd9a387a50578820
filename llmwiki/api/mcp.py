"""The LLM Wiki as an MCP server (docs/api.md, "LLM Wiki over REST and MCP"), over streamable
HTTP beside the brains' connector (brain/api/mcp.py):

    /mcp/~memory/                      the application's wiki (staff users only)
    /mcp/~pens/<short-name>_<uuid>/    a Pen's wiki (its owner and members only)

`~` is never part of a brain's slug or id, so these paths cannot be taken for `/mcp/{brain}/`.

- Every request is checked as the brains' connector checks it (Host and Origin; a bearer
  token, none or a bad one is 401) and the scope is resolved for the token as REST resolves
  it (llmwiki/api/tools.py): not staff, not in the Pen, or a token bound to a brain — the same
  404 as for a Pen that does not exist.
- The tools are `WIKI_TOOLS` (memory_list, memory_read, memory_write, wiki_query, wiki_lint,
  wiki_ingest_source, source_list, source_read). A write-scoped token is offered them all;
  a read-scoped one only those that read, and a write tool called anyway is refused (403) as
  REST refuses it. A call's JSON is REST's 200 body; an error is a result with `isError`
  whose JSON is REST's error body plus `"status"`.
- Stateless with JSON responses, as the brains' connector: any worker answers any request.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

import mcp.types as types
from mcp.server import Server, ServerRequestContext
from mcp.shared.exceptions import MCPError
from mcp.types import INVALID_REQUEST
from rest_framework.exceptions import NotAuthenticated
from starlette.types import Scope

from brain.api.auth import authenticate_header
from brain.api.callers import Caller
from brain.api.errors import NOT_FOUND, ApiError, as_api_error
from brain.api.mcp import (
    McpEndpoint,
    caller_in_request,
    error_body,
    header_value,
    in_thread,
    server_version,
    tool_result,
)
from llmwiki.api.tools import WikiTool, wiki_call, wiki_scope_for, wiki_tools

PREFIX: Final = "/mcp/~"
MEMORY: Final = "memory"
PENS: Final = "pens"
SERVER_NAME: Final = "goat-llm-wiki"
SCOPE_KEY: Final = "goat.wiki_mcp_caller"

INSTRUCTIONS: Final = (
    "Goat LLM Wiki: one scope's curated wiki pages and the raw sources they cite. Find pages "
    "with wiki_query (it starts at index.md), read them with memory_read, write with "
    "memory_write (send back the hash you read as expected_hash; a stale write is refused "
    "with the current hash). Capture a source with wiki_ingest_source and cite its id after "
    "every claim it supports: [^src_…]. Link pages with exact [[page-name]] wikilinks."
)
MSG_NO_SCOPE: Final = "name a wiki: /mcp/~memory/ or /mcp/~pens/<short-name>_<uuid>/"


@dataclass(frozen=True)
class WikiCaller:
    """Who is calling, and on which wiki (pen None: the application's)."""

    caller: Caller
    pen: str | None


def wiki_in_path(path: str) -> tuple[str | None] | None:
    """`(pen,)` for `/mcp/~pens/<pen>/`, `(None,)` for `/mcp/~memory/` (the trailing slash
    optional); None for any other path."""
    if not path.startswith(PREFIX):
        return None
    parts = path[len(PREFIX) :].removesuffix("/").split("/")
    if parts == [MEMORY]:
        return (None,)
    if len(parts) == 2 and parts[0] == PENS and parts[1]:
        return (parts[1],)
    return None


def caller_for(authorization: bytes, pen: str | None) -> WikiCaller:
    """The caller an Authorization header value names, let into the wiki `pen` names.
    ApiError: 401 without a usable token, 404 for a scope they may not use."""
    try:
        found = authenticate_header(authorization)
        if found is None:
            raise NotAuthenticated()
        caller = Caller(*found)
        wiki_scope_for(caller, pen=pen)
        return WikiCaller(caller, pen)
    except Exception as error:
        api_error = as_api_error(error)
        if api_error is None:
            raise
        raise api_error from error


def offered(caller: WikiCaller) -> list[WikiTool]:
    wiki_scope_for(caller.caller, pen=caller.pen)  # still theirs
    return wiki_tools(may_write=caller.caller.token_writes)


def call(caller: WikiCaller, tool: str, arguments: dict[str, Any]) -> tuple[dict[str, Any], bool]:
    """Run one wiki tool for the caller: (the JSON result, whether it is an error)."""
    try:
        scope = wiki_scope_for(caller.caller, pen=caller.pen)
        return wiki_call(scope, tool, arguments, caller=caller.caller), False
    except Exception as exc:
        error = as_api_error(exc)
        if error is None:
            raise
        return error_body(error), True


def tool_of(tool: WikiTool) -> types.Tool:
    return types.Tool(
        name=tool.name,
        description=tool.summary,
        input_schema=tool.arguments,
        output_schema=tool.result,
        annotations=types.ToolAnnotations(read_only_hint=not tool.writes),
    )


def build_server() -> Server[Any]:
    async def list_tools(
        ctx: ServerRequestContext[Any, Any], params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        try:
            tools = await in_thread(offered)(_caller(ctx))
        except Exception as exc:
            error = as_api_error(exc)
            if error is None:
                raise
            raise MCPError(code=INVALID_REQUEST, message=error.message) from exc
        return types.ListToolsResult(tools=[tool_of(tool) for tool in tools])

    async def call_tool(
        ctx: ServerRequestContext[Any, Any], params: types.CallToolRequestParams
    ) -> types.CallToolResult:
        result, failed = await in_thread(call)(_caller(ctx), params.name, params.arguments or {})
        return tool_result(result, failed)

    return Server(
        SERVER_NAME,
        version=server_version(),
        instructions=INSTRUCTIONS,
        on_list_tools=list_tools,
        on_call_tool=call_tool,
    )


def _caller(ctx: ServerRequestContext[Any, Any]) -> WikiCaller:
    return caller_in_request(ctx, SCOPE_KEY, WikiCaller)


class WikiMcpHttpApp(McpEndpoint):
    """The ASGI app serving `/mcp/~memory/` and `/mcp/~pens/<ref>/` (see the module
    docstring); `lifespan()` runs its session manager (brain/api/asgi.py, as goat/asgi.py
    hands it over)."""

    scope_key = SCOPE_KEY

    def __init__(self) -> None:
        super().__init__(build_server())

    async def caller(self, scope: Scope) -> WikiCaller:
        named = wiki_in_path(scope["path"])
        if named is None:
            raise ApiError(NOT_FOUND, MSG_NO_SCOPE)
        return await in_thread(caller_for)(header_value(scope, b"authorization"), named[0])
