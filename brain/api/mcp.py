"""The MCP connector (docs/api.md): a brain's chat tools as an MCP server, built on the
official `mcp` SDK, over streamable HTTP at `/mcp/{brain}/` and over stdio
(`manage.py mcp_stdio BRAIN`).

- The tools are the command registry's `mcp` surface, each with the JSON schema the REST tools
  list serves (brain/toolkit/commands/registry.py). A caller who may write (a write-scoped
  token, and `change` access to the brain) is offered every tool; any other caller only the
  tools that do not write. A write tool called anyway is refused as REST refuses it.
- A call runs `brain.api.tools.tool_call` with `surface="mcp"`: the REST tools' own path (the
  user's access, the token's narrowing, the write path under the brain's lock). Its JSON is the
  result's structured content and, serialized, its text. An error is a result with `isError`
  whose JSON is REST's error body, `{"error": {"code", "message", ...details}}`, plus
  `"status"`: the HTTP status REST answers with.
- Over HTTP every request is authenticated as REST authenticates (`Authorization: Token <key>`
  or `Bearer <key>`; none, or a bad one, is 401) and `{brain}` is resolved for the token (an
  unknown brain, another tenant's and one the token is not bound to are the same 404) before
  the SDK sees it. The SDK runs stateless with JSON responses: nothing is kept between
  requests, so any worker process answers any request; a GET (an event stream) or a DELETE (a
  session's end) is 405.
- ORM work runs in Django's thread for sync code (asgiref `sync_to_async`, thread sensitive,
  as Django runs a sync view), with stale connections closed around it as around a request.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable, Iterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any, Final, TypeVar
from urllib.parse import parse_qs, urlsplit

import mcp.types as types
from asgiref.sync import sync_to_async
from django.conf import settings
from django.db import close_old_connections
from django.http.request import split_domain_port, validate_host
from mcp.server import Server, ServerRequestContext
from mcp.server.stdio import stdio_server
from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
from mcp.shared.exceptions import MCPError
from mcp.types import INVALID_REQUEST
from rest_framework.exceptions import NotAuthenticated
from rest_framework.utils.encoders import JSONEncoder
from starlette.types import Receive, Scope, Send

from brain.access import BrainAccess
from brain.toolkit.commands.registry import CommandSpec, commands_for
from goat.logs import log_client_error

from .auth import authenticate_header, authenticate_key
from .callers import Caller
from .errors import (
    BAD_ARGUMENT,
    METHOD_NOT_ALLOWED,
    NOT_FOUND,
    PERMISSION_DENIED,
    ApiError,
    as_api_error,
)
from .parsing import MAX_BODY_BYTES
from .tools import tool_call

SURFACE: Final = "mcp"
ACTOR_LABEL: Final = "mcp"
PREFIX: Final = "/mcp/"
SERVER_NAME: Final = "goat-brain"
# Where McpHttpApp leaves the caller in the ASGI scope for the tool handlers.
SCOPE_KEY: Final = "goat.mcp_caller"
# MCP clients send bearer credentials; `Token` works too (brain/api/auth.py).
AUTHENTICATE: Final = 'Bearer realm="goat-brain"'

INSTRUCTIONS: Final = (
    "Goat Brain: one team brain of markdown documents (people, companies, meetings, projects, "
    "evidence). Search with query, read with get, answer questions with citations with "
    "librarian. Writes name the content hash they read (expected_hash) and are refused, with "
    "the current hash, when the document changed since."
)

MSG_NO_BRAIN: Final = "name a brain: /mcp/<brain>/"
MSG_NO_STREAM: Final = (
    "this connector is stateless and sends nothing unasked: POST each JSON-RPC message"
    " (there is no event stream to GET)"
)
MSG_BAD_HOST: Final = "the Host header {host!r} is not one of ALLOWED_HOSTS"
MSG_BAD_ORIGIN: Final = (
    "requests from the origin {origin!r} are refused: it is neither this host nor one of "
    "CSRF_TRUSTED_ORIGINS"
)

_T = TypeVar("_T")


@dataclass(frozen=True)
class McpCaller:
    """Who is calling, and the brain they named as they may use it: resolved for each request
    (HTTP) or message (stdio), so a grant or token revoked since is felt at once, and used for
    everything that request does (its one access check)."""

    caller: Caller
    access: BrainAccess


# --- the work, in Django's sync world ---------------------------------------------------------


def caller_for(authorization: bytes, brain: str, workspace: str | None = None) -> McpCaller:
    """The caller an Authorization header value names, on `brain` (slug or id, in `workspace`
    when given, as REST's `?workspace=`) as they may see it. ApiError: 401 without a usable
    token, 404 for a brain they cannot reach (in that workspace), 400 for an ambiguous slug."""
    try:
        found = authenticate_header(authorization)
        if found is None:
            raise NotAuthenticated()
        caller = Caller(*found)
        return McpCaller(caller, caller.access(brain, workspace=workspace))
    except Exception as error:
        raise _api_error(error) from error


def caller_for_key(key: str, brain: str) -> McpCaller:
    """`caller_for` a plain key (the stdio command's)."""
    try:
        caller = Caller(*authenticate_key(key.strip()))
        return McpCaller(caller, caller.access(brain))
    except Exception as error:
        raise _api_error(error) from error


def offered_tools(mcp_caller: McpCaller) -> list[CommandSpec]:
    """The registry's MCP tools this caller is offered (see the module docstring)."""
    writes = mcp_caller.caller.may_write(mcp_caller.access)
    return [spec for spec in commands_for(surface=SURFACE) if writes or not spec.writes]


def call(
    mcp_caller: McpCaller, tool: str, arguments: dict[str, Any]
) -> tuple[dict[str, Any], bool]:
    """Run one tool for the caller: (the JSON result, whether it is an error)."""
    try:
        result = tool_call(
            caller=mcp_caller.caller,
            brain=mcp_caller.access,
            tool=tool,
            arguments=arguments,
            surface=SURFACE,
            actor_label=ACTOR_LABEL,
        )
    except Exception as exc:
        error = as_api_error(exc)
        if error is None:
            raise
        return error_body(error), True
    return result, False


def error_body(error: ApiError) -> dict[str, Any]:
    return {**error.body(), "status": error.status}


def _api_error(error: Exception) -> ApiError:
    found = as_api_error(error)
    if found is None:
        raise error
    return found


def in_thread(function: Callable[..., _T]) -> Callable[..., Awaitable[_T]]:
    """`function` run in Django's thread for sync code, with stale database connections
    closed before and after (as Django does around a request)."""

    def with_fresh_connections(*args: Any) -> _T:
        close_old_connections()
        try:
            return function(*args)
        finally:
            close_old_connections()

    return sync_to_async(with_fresh_connections, thread_sensitive=True)


# --- the MCP server ---------------------------------------------------------------------------


def tool_of(spec: CommandSpec) -> types.Tool:
    """The MCP tool for a registry spec: its name, summary, argument schema and result schema
    (the structured content of a success: REST's 200 body)."""
    return types.Tool(
        name=spec.tool_name,
        description=spec.summary,
        input_schema=spec.tool_schema(SURFACE)["parameters"],
        output_schema=spec.result,
        annotations=types.ToolAnnotations(read_only_hint=not spec.writes),
    )


def as_json(value: dict[str, Any]) -> str:
    """The text of a result: the JSON REST answers with (DRF's encoder)."""
    return json.dumps(value, cls=JSONEncoder, ensure_ascii=False)


CallerOf = Callable[[ServerRequestContext[Any, Any]], Awaitable[McpCaller]]


def build_server(caller_of: CallerOf) -> Server[Any]:
    """An MCP server of the brain tools; `caller_of` says who a request comes from (ApiError
    when nobody: a revoked token, a brain no longer visible)."""

    async def list_tools(
        ctx: ServerRequestContext[Any, Any], params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        try:
            specs = await in_thread(offered_tools)(await caller_of(ctx))
        except ApiError as error:
            raise MCPError(code=INVALID_REQUEST, message=error.message) from error
        return types.ListToolsResult(tools=[tool_of(spec) for spec in specs])

    async def call_tool(
        ctx: ServerRequestContext[Any, Any], params: types.CallToolRequestParams
    ) -> types.CallToolResult:
        try:
            caller = await caller_of(ctx)
        except ApiError as error:
            result, failed = error_body(error), True
        else:
            result, failed = await in_thread(call)(caller, params.name, params.arguments or {})
        return tool_result(result, failed)

    return Server(
        SERVER_NAME,
        version=server_version(),
        instructions=INSTRUCTIONS,
        on_list_tools=list_tools,
        on_call_tool=call_tool,
    )


def tool_result(result: Any, failed: bool) -> types.CallToolResult:
    """A tool's JSON answer as MCP content: the same JSON as text and as structured content."""
    text = as_json(result)
    return types.CallToolResult(
        content=[types.TextContent(text=text)],
        structured_content=json.loads(text),
        is_error=failed,
    )


def server_version() -> str:
    """The installed goat-brain version an MCP server reports (empty when not installed)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("goat-brain")
    except PackageNotFoundError:
        return ""


# --- streamable HTTP --------------------------------------------------------------------------


def caller_in_request(ctx: ServerRequestContext[Any, Any], scope_key: str, kind: type[_T]) -> _T:
    """The caller an `McpEndpoint` left in the request's ASGI scope under `scope_key` (a
    `kind`); nothing else serves an MCP request, so one missing is a bug."""
    request = ctx.request
    caller = request.scope.get(scope_key) if request is not None else None
    if not isinstance(caller, kind):
        raise RuntimeError("an MCP request reached the server without a caller")
    return caller


async def _caller_in_scope(ctx: ServerRequestContext[Any, Any]) -> McpCaller:
    return caller_in_request(ctx, SCOPE_KEY, McpCaller)


class McpEndpoint(ABC):
    """An MCP server over streamable HTTP, behind Django's Host/Origin checks and REST's
    authentication: `caller(scope)` names who is calling (or raises the ApiError to answer),
    and the caller rides in the ASGI scope under `scope_key` to the server's tool handlers.

    Stateless and JSON-answering, so any process of a deployment answers any request. Its
    session manager runs for the server's lifetime: `lifespan()` is entered by the ASGI
    lifespan protocol (goat/asgi.py).
    """

    scope_key: str = SCOPE_KEY

    def __init__(self, server: Server[Any]) -> None:
        self.server = server
        self.manager = StreamableHTTPSessionManager(
            app=server,
            stateless=True,
            json_response=True,
            # REST's cap: a tool call may carry a 5 MiB document.
            max_request_body_size=MAX_BODY_BYTES,
        )

    @asynccontextmanager
    async def lifespan(self) -> Any:
        async with self.manager.run():
            yield

    @abstractmethod
    async def caller(self, scope: Scope) -> Any:
        """Who calls, from the request's path and headers; an ApiError to answer instead."""

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            check_host_and_origin(header_value(scope, b"host"), header_value(scope, b"origin"))
            caller = await self.caller(scope)
            if scope.get("method") != "POST":
                # Stateless, so no session to end (DELETE) and no messages of the server's
                # own to stream (GET): the transport's answer for both is 405.
                raise ApiError(METHOD_NOT_ALLOWED, MSG_NO_STREAM)
        except ApiError as error:
            log_client_error(scope.get("method", ""), scope["path"], error.status, error.code)
            await _answer(send, error)
            return
        await self.manager.handle_request({**scope, self.scope_key: caller}, receive, send)


class McpHttpApp(McpEndpoint):
    """`/mcp/{brain}/`: authentication and the brain first (REST's answers: 401, 404, 400 for
    an ambiguous slug), then the brain's tools."""

    def __init__(self) -> None:
        super().__init__(build_server(_caller_in_scope))

    async def caller(self, scope: Scope) -> McpCaller:
        brain = brain_in_path(scope["path"])
        if brain is None:
            raise ApiError(NOT_FOUND, MSG_NO_BRAIN)
        workspace = workspace_in_query(scope.get("query_string", b""))
        authorization = header_value(scope, b"authorization")
        return await in_thread(caller_for)(authorization, brain, workspace)


def check_host_and_origin(host: bytes, origin: bytes) -> None:
    """Django's own checks, for requests that never reach Django (DNS rebinding defence).

    The Host must be one of ALLOWED_HOSTS (400, as Django answers a bad Host). A browser's
    Origin, when sent, must be this host or one of CSRF_TRUSTED_ORIGINS (403): a page of
    another site may not drive the connector from a user's browser.
    """
    host_text = host.decode("latin-1")
    domain, _port = split_domain_port(host_text)
    if not domain or not validate_host(domain, settings.ALLOWED_HOSTS):
        raise ApiError(BAD_ARGUMENT, MSG_BAD_HOST.format(host=host_text[:200]))
    if not origin:
        return
    origin_text = origin.decode("latin-1")
    parsed = urlsplit(origin_text)
    if parsed.netloc == host_text or origin_text in settings.CSRF_TRUSTED_ORIGINS:
        return
    raise ApiError(PERMISSION_DENIED, MSG_BAD_ORIGIN.format(origin=origin_text[:200]))


def brain_in_path(path: str) -> str | None:
    """The `{brain}` of `/mcp/{brain}/` (the trailing slash is optional); None otherwise."""
    if not path.startswith(PREFIX):
        return None
    name = path[len(PREFIX) :].removesuffix("/")
    return name if name and "/" not in name else None


def workspace_in_query(query: bytes) -> str | None:
    """The `workspace` of the request's query string, or None: read as REST's
    `query_params.get` reads it (UTF-8, the last of several)."""
    text = query.decode("utf-8", errors="replace")
    values = parse_qs(text, keep_blank_values=True, errors="replace").get("workspace")
    return values[-1] if values else None


def header_value(scope: Scope, name: bytes) -> bytes:
    """The first value of the request header `name` (lowercase), or b''."""
    values: Iterator[bytes] = (value for key, value in scope["headers"] if key.lower() == name)
    return next(values, b"")


async def _answer(send: Send, error: ApiError) -> None:
    body = as_json(error_body(error)).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", b"%d" % len(body))]
    if error.status == 401:
        headers.append((b"www-authenticate", AUTHENTICATE.encode()))
    if error.status == 405:
        headers.append((b"allow", b"POST"))
    await send({"type": "http.response.start", "status": error.status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


# --- stdio ------------------------------------------------------------------------------------


async def serve_stdio(key: str, brain: str) -> None:
    """Serve the brain's tools over stdin/stdout for the holder of `key` until stdin closes.

    The key is checked, and the brain resolved, for every request, as over HTTP: a token
    revoked while the server runs stops working at once.
    """

    async def caller_of(ctx: ServerRequestContext[Any, Any]) -> McpCaller:
        return await in_thread(caller_for_key)(key, brain)

    server = build_server(caller_of)
    async with stdio_server() as (read_stream, write_stream):
        await server.run(read_stream, write_stream, server.create_initialization_options())
