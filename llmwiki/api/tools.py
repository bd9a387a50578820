"""The LLM Wiki's operations for API callers: REST (llmwiki/api/views.py) and MCP
(llmwiki/api/mcp.py) both go through here, so both answer the same way.

- `wiki_scope_for(caller, pen=...)` is the memory scope a caller may use: the application
  scope only for staff users, a Pen's only for its owner and members (llmwiki/scopes.py); any
  other answer is the same 404 as for a Pen that does not exist. A personal token narrows
  that: a token bound to one brain reaches no memory scope at all (the same 404), and a
  read-scoped token may not write (403).
- `WIKI_TOOLS` is the table of operations (the MCP tools, and what each REST route runs):
  each tool as `llmwiki/commands.py` declares it (arguments, result, whether it writes) with
  the call into `llmwiki.wiki` (the one service module: its per-root lock guards every write).
- `wiki_call(scope, tool, arguments)` validates the arguments against the tool's schema and
  runs it. A refused operation is an `ApiError` in the API's one error shape, with the status
  of docs/api.md's table: a stale `expected_hash` is 409 (412 when it came as If-Match) with
  the page's current hash, an oversize source 413, a bad page name or source id 400, a
  missing page or source 404.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from django.http import Http404
from jsonschema import Draft202012Validator
from rest_framework.exceptions import NotFound

from brain.api.callers import Caller
from brain.api.errors import BAD_ARGUMENT, STALE_WRITE_IN_BODY, ApiError
from brain.toolkit.commands.registry import CommandSpec
from brain.toolkit.commands.results import Schema, obj
from brain.toolkit.errors import STALE_WRITE
from llmwiki.commands import PAGE_NAME, SOURCE_ID, WIKI_COMMANDS
from llmwiki.scopes import (
    MSG_APPLICATION_STAFF,
    MSG_NO_PEN,
    MemoryScope,
    application_scope,
    pen_scope,
)
from llmwiki.wiki import (
    WikiError,
    WikiRoot,
    memory_list,
    memory_read,
    memory_write,
    source_list,
    source_read,
    wiki_ingest_source,
    wiki_lint,
    wiki_query,
)
from llmwiki.wiki.service import DEFAULT_QUERY_LIMIT, MSG_OLD_HASH_ARGUMENT, OLD_HASH_ARGUMENT

MSG_READ_ONLY: Final = "this token may only read; make a token with scope write to change the wiki"
MSG_UNKNOWN_TOOL: Final = "no wiki tool {tool!r}; the tools are: {choices}"
MSG_BAD_ARGUMENTS: Final = "{where}{problem}"
# The tools are the same on REST and MCP; their schemas are the `rest` surface's.
SURFACE: Final = "rest"

# --- who may use which scope ------------------------------------------------------------------


def _not_found(pen: str | None) -> Http404:
    return Http404(MSG_NO_PEN.format(ref=pen) if pen is not None else MSG_APPLICATION_STAFF)


def wiki_scope_for(caller: Caller, *, pen: str | None, write: bool = False) -> MemoryScope:
    """The scope `pen` names (`<short-name>_<uuid>`; None: the application's) for this caller.

    Http404 when the user may not use it (not staff for the application, not in the Pen), or
    when the token is bound to a brain (such a token reaches nothing else); PermissionDenied
    (403) when `write` and the token only reads. A session (token None) is not narrowed.
    """
    if caller.bound_to_a_brain:
        raise _not_found(pen)  # the same answer as a scope that does not exist
    user = caller.user
    scope = application_scope(user=user) if pen is None else pen_scope(user=user, ref=pen)
    if write:
        caller.require_write(MSG_READ_ONLY)
    return scope


# --- the tools --------------------------------------------------------------------------------


@dataclass(frozen=True)
class WikiTool:
    """One of `WIKI_COMMANDS` as the API offers it (REST and MCP alike) and what it runs."""

    spec: CommandSpec
    run: Callable[[WikiRoot, dict[str, Any]], dict[str, Any]]

    @property
    def name(self) -> str:
        return self.spec.tool_name

    @property
    def summary(self) -> str:
        return self.spec.summary

    @property
    def arguments(self) -> Schema:
        """The JSON schema of the arguments object, from the declared parameters."""
        return dict(self.spec.tool_schema(SURFACE)["parameters"])

    @property
    def result(self) -> Schema:
        return self.spec.result

    @property
    def writes(self) -> bool:
        return self.spec.writes


def body_schema(tool: str, *, without: tuple[str, ...] = ()) -> Schema:
    """A REST route's JSON body: the tool's arguments less those the path names."""
    arguments = WIKI_TOOLS[tool].arguments
    properties = {k: v for k, v in arguments["properties"].items() if k not in without}
    required = [name for name in arguments.get("required", []) if name not in without]
    return obj(properties, optional=[name for name in properties if name not in required])


def _write(root: WikiRoot, args: dict[str, Any]) -> dict[str, Any]:
    name, expected = args["name"], args.get("expected_hash")
    try:
        return memory_write(root=root, name=name, text=args["text"], expected_hash=expected)
    except WikiError as error:
        if error.code != STALE_WRITE:
            raise
        current = _current_hash(root, name)
        details = {"id": name} | ({"current_hash": current} if current else {})
        raise ApiError(error.code, error.message, status=STALE_WRITE_IN_BODY, **details) from None


def _current_hash(root: WikiRoot, name: str) -> str | None:
    try:
        return str(memory_read(root=root, name=name)["hash"])
    except WikiError:
        return None


# What each declared tool runs (llmwiki/commands.py declares them).
RUNS: Final[dict[str, Callable[[WikiRoot, dict[str, Any]], dict[str, Any]]]] = {
    "memory_list": lambda root, args: {"pages": memory_list(root=root)},
    "memory_read": lambda root, args: memory_read(root=root, name=args["name"]),
    "memory_write": _write,
    "wiki_query": lambda root, args: wiki_query(
        root=root, text=args["text"], limit=args.get("limit", DEFAULT_QUERY_LIMIT)
    ),
    "wiki_lint": lambda root, args: wiki_lint(root=root),
    "wiki_ingest_source": lambda root, args: wiki_ingest_source(
        root=root, data=args["text"], title=args.get("title")
    ),
    "source_list": lambda root, args: {"sources": source_list(root=root)},
    "source_read": lambda root, args: source_read(root=root, source_id=args["id"]),
}
WIKI_TOOLS: Final[dict[str, WikiTool]] = {
    spec.tool_name: WikiTool(spec, RUNS[spec.tool_name])
    for spec in WIKI_COMMANDS.for_surface(SURFACE)
}
_VALIDATORS: Final = {name: Draft202012Validator(t.arguments) for name, t in WIKI_TOOLS.items()}


def wiki_tools(*, may_write: bool) -> list[WikiTool]:
    """The tools a caller is offered: all of them, or only those that read."""
    return [tool for tool in WIKI_TOOLS.values() if may_write or not tool.writes]


def check_arguments(tool: str, arguments: Any) -> dict[str, Any]:
    """`arguments` when they fit the tool's schema; ApiError 400 naming the first problem."""
    if tool not in WIKI_TOOLS:
        raise NotFound(MSG_UNKNOWN_TOOL.format(tool=tool, choices=", ".join(WIKI_TOOLS)))
    if not isinstance(arguments, dict):
        raise ApiError(BAD_ARGUMENT, "the arguments must be a JSON object")
    if OLD_HASH_ARGUMENT in arguments:
        raise ApiError(BAD_ARGUMENT, MSG_OLD_HASH_ARGUMENT.format(tool=tool))
    # A null argument is one left out, as the brain's registry reads it (`bind`).
    arguments = {key: value for key, value in arguments.items() if value is not None}
    error = next(iter(sorted(_VALIDATORS[tool].iter_errors(arguments), key=str)), None)
    if error is not None:
        where = "/".join(str(part) for part in error.absolute_path)
        raise ApiError(
            BAD_ARGUMENT,
            MSG_BAD_ARGUMENTS.format(where=f"{where}: " if where else "", problem=error.message),
        )
    return arguments


def wiki_call(scope: MemoryScope, tool: str, arguments: Any, *, caller: Caller) -> dict[str, Any]:
    """Run one wiki tool on the scope's LLM Wiki root for a caller already let into the scope.

    ApiError for a refusal (see the module docstring); PermissionDenied when the tool writes
    and the token only reads."""
    checked = check_arguments(tool, arguments)
    spec = WIKI_TOOLS[tool]
    if spec.writes:
        caller.require_write(MSG_READ_ONLY)
    try:
        return spec.run(scope.wiki_root(), checked)
    except WikiError as error:
        raise wiki_api_error(error) from None


def wiki_api_error(error: WikiError) -> ApiError:
    """A refused wiki operation in the API's shape (the status from the errors table)."""
    return ApiError(error.code, error.message)


__all__ = ["PAGE_NAME", "SOURCE_ID", "WIKI_TOOLS", "WikiTool", "body_schema", "wiki_call"]
