"""The LLM Wiki's operations for API callers: REST (llmwiki/api/views.py) and MCP
(llmwiki/api/mcp.py) both go through here, so both answer the same way.

- `wiki_scope_for(user, token, pen=...)` is the memory scope a caller may use: the application
  scope only for staff users, a Pen's only for its owner and members (llmwiki/scopes.py); any
  other answer is the same 404 as for a Pen that does not exist. A personal token narrows
  that: a token bound to one brain reaches no memory scope at all (the same 404), and a
  read-scoped token may not write (403).
- `WIKI_TOOLS` is the table of operations (the MCP tools, and what each REST route runs):
  each with its argument and result JSON schema, whether it writes, and the call into
  `llmwiki.wiki` (the one service module: its per-root lock guards every write).
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
from rest_framework.exceptions import NotFound, PermissionDenied

from brain.api.errors import BAD_ARGUMENT, STALE_WRITE_IN_BODY, ApiError
from brain.models import ApiToken
from brain.toolkit.commands.results import (
    BOOLEAN,
    CONTENT_HASH,
    INTEGER,
    STRING,
    STRINGS,
    Schema,
    array,
    nullable,
    obj,
)
from brain.toolkit.errors import STALE_WRITE
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
from llmwiki.wiki.service import (
    DEFAULT_QUERY_LIMIT,
    MAX_QUERY_LIMIT,
    MSG_OLD_HASH_ARGUMENT,
    OLD_HASH_ARGUMENT,
)

MSG_READ_ONLY: Final = "this token may only read; make a token with scope write to change the wiki"
MSG_UNKNOWN_TOOL: Final = "no wiki tool {tool!r}; the tools are: {choices}"
MSG_BAD_ARGUMENTS: Final = "{where}{problem}"

# --- who may use which scope ------------------------------------------------------------------


def _not_found(pen: str | None) -> Http404:
    return Http404(MSG_NO_PEN.format(ref=pen) if pen is not None else MSG_APPLICATION_STAFF)


def wiki_scope_for(
    user: Any, token: ApiToken | None, *, pen: str | None, write: bool = False
) -> MemoryScope:
    """The scope `pen` names (`<short-name>_<uuid>`; None: the application's) for this caller.

    Http404 when the user may not use it (not staff for the application, not in the Pen), or
    when the token is bound to a brain (such a token reaches nothing else); PermissionDenied
    (403) when `write` and the token only reads. A session (token None) is not narrowed.
    """
    if token is not None and token.brain_id is not None:
        raise _not_found(pen)  # the same answer as a scope that does not exist
    scope = application_scope(user=user) if pen is None else pen_scope(user=user, ref=pen)
    if write:
        wiki_token_check(token, write=True)
    return scope


def wiki_token_check(token: ApiToken | None, *, write: bool) -> None:
    """PermissionDenied (403) when a read-scoped token asks to write."""
    if token is not None and write and token.scope != ApiToken.Scope.WRITE:
        raise PermissionDenied(MSG_READ_ONLY)


def token_may_write(token: ApiToken | None) -> bool:
    return token is None or token.scope == ApiToken.Scope.WRITE


# --- the schemas ------------------------------------------------------------------------------

PAGE_NAME: Final[Schema] = {
    "type": "string",
    "minLength": 1,
    "maxLength": 200,
    "description": "the page's name: lowercase path segments of a-z, 0-9, '-' and '_', joined "
    "by '/' (e.g. people/sarah-chen); no '.md'",
}
SOURCE_ID: Final[Schema] = {
    "type": "string",
    "pattern": "^src_[0-9a-f]{24}$",
    "description": "a raw source's opaque id: src_ and 24 hexadecimal digits",
}
PAGE_HASH: Final[Schema] = {
    **CONTENT_HASH,
    "description": "the page's content hash (sha256 of its text): send it back as expected_hash",
}
META: Final[dict[str, Schema]] = {
    "title": STRING,
    "type": STRING,
    "summary": STRING,
    "tags": STRINGS,
    "sources": array(SOURCE_ID),
}
PAGE_ROW: Final[Schema] = obj({"name": STRING, **META, "error": STRING}, optional=[*META, "error"])
PAGE: Final[Schema] = obj(
    {
        "name": STRING,
        "hash": PAGE_HASH,
        **META,
        "error": nullable(STRING),
        "links": STRINGS,
        "citations": array(SOURCE_ID),
        "body": STRING,
        "text": STRING,
    },
    optional=[*META, "error"],
)
WRITTEN_PAGE: Final[Schema] = obj(
    {
        "name": STRING,
        "hash": PAGE_HASH,
        "created": BOOLEAN,
        "changed": BOOLEAN,
        "sources": array(SOURCE_ID),
        "links": STRINGS,
    }
)
SOURCE_RECORD: Final[Schema] = {
    "type": "object",
    "description": "the source's record as captured (raw/<id>.json)",
    "properties": {
        "id": SOURCE_ID,
        "sha256": {"type": "string"},
        "bytes": INTEGER,
        "title": nullable(STRING),
        "filename": nullable(STRING),
        "captured_at": STRING,
    },
    "required": ["id"],
}
MAINTENANCE: Final[Schema] = obj(
    {
        "source_id": SOURCE_ID,
        "agent": {"type": "string", "enum": ["model", "offline"]},
        "status": {"type": "string", "enum": ["ok", "failed"]},
        "pages": STRINGS,
        "model": nullable(STRING),
        "error": {**nullable(STRING), "description": "a stable code when status is failed"},
        "message": nullable(STRING),
        "answer": STRING,
        "turns": INTEGER,
        "tokens": INTEGER,
        "calls": array(
            obj(
                {"turn": INTEGER, "op": STRING, "ok": BOOLEAN, "error": STRING},
                optional=["error"],
            )
        ),
        "fallback": {
            **BOOLEAN,
            "description": "true when the model failed and the summary page was written instead",
        },
    }
)
INGESTED: Final[Schema] = obj(
    {
        "id": SOURCE_ID,
        "new": {**BOOLEAN, "description": "false when these bytes were captured before"},
        "bytes": INTEGER,
        "sha256": STRING,
        "title": nullable(STRING),
        "pages": {**STRINGS, "description": "the pages the maintenance step wrote"},
        "maintenance": {
            **nullable(MAINTENANCE),
            "description": "what maintenance did after a new source (null when the bytes were "
            "captured before): the model agent, or the offline summary page",
        },
    }
)
SOURCE: Final[Schema] = obj({"id": SOURCE_ID, "record": nullable(SOURCE_RECORD), "text": STRING})
HIT: Final[Schema] = obj({"name": STRING, "score": INTEGER, **META})
QUERY_RESULT: Final[Schema] = obj(
    {"query": STRING, "limit": INTEGER, "matched": INTEGER, "hits": array(HIT)}
)
LINT_ISSUE: Final[Schema] = obj(
    {"path": STRING, "line": INTEGER, "code": STRING, "message": STRING}
)
LINT_REPORT: Final[Schema] = obj(
    {
        "ok": BOOLEAN,
        "pages": INTEGER,
        "sources": INTEGER,
        "counts": {"type": "object", "additionalProperties": INTEGER},
        "issues": array(LINT_ISSUE),
    }
)
PAGE_LIST: Final[Schema] = obj({"pages": array(PAGE_ROW)})
SOURCE_LIST: Final[Schema] = obj({"sources": array(SOURCE_RECORD)})

NO_ARGUMENTS: Final[Schema] = obj({})
WRITE_ARGUMENTS: Final[dict[str, Schema]] = {
    "text": {
        "type": "string",
        "description": "the whole page: optional YAML frontmatter (title, type, summary, tags, "
        "sources), then markdown; cite sources as [^src_…], link pages as [[page-name]]",
    },
    "expected_hash": {
        **nullable(PAGE_HASH),
        "description": "the hash you read: the write is refused (409, with the current hash) "
        "when the page changed since; leave it out to write regardless",
    },
}
INGEST_ARGUMENTS: Final[dict[str, Schema]] = {
    "text": {
        "type": "string",
        "description": "the source's text (UTF-8, at most LLMWIKI_MAX_SOURCE_BYTES bytes)",
    },
    "title": {**nullable(STRING), "maxLength": 200},
}
QUERY_ARGUMENTS: Final[dict[str, Schema]] = {
    "text": {"type": "string", "minLength": 1, "maxLength": 2000},
    "limit": {"type": "integer", "minimum": 1, "maximum": MAX_QUERY_LIMIT},
}


# --- the tools --------------------------------------------------------------------------------


@dataclass(frozen=True)
class WikiTool:
    name: str
    summary: str
    arguments: Schema  # JSON schema of the arguments object
    result: Schema  # JSON schema of a success
    writes: bool
    run: Callable[[WikiRoot, dict[str, Any]], dict[str, Any]]


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


WIKI_TOOLS: Final[dict[str, WikiTool]] = {
    tool.name: tool
    for tool in (
        WikiTool(
            "memory_list",
            "Every curated wiki page's metadata (name, title, type, summary, tags, sources)",
            NO_ARGUMENTS,
            PAGE_LIST,
            False,
            lambda root, args: {"pages": memory_list(root=root)},
        ),
        WikiTool(
            "memory_read",
            "One curated page: its text, metadata, links, citations and content hash",
            obj({"name": PAGE_NAME}),
            PAGE,
            False,
            lambda root, args: memory_read(root=root, name=args["name"]),
        ),
        WikiTool(
            "memory_write",
            "Write one curated page (validated: frontmatter, exact [[wikilinks]], citations of "
            "captured sources, kept contradictions); index.md is regenerated",
            obj({"name": PAGE_NAME, **WRITE_ARGUMENTS}, optional=["expected_hash"]),
            WRITTEN_PAGE,
            True,
            _write,
        ),
        WikiTool(
            "wiki_query",
            "Pages whose index.md entry matches the question's words (no embeddings), best first",
            obj(QUERY_ARGUMENTS, optional=["limit"]),
            QUERY_RESULT,
            False,
            lambda root, args: wiki_query(
                root=root, text=args["text"], limit=args.get("limit", DEFAULT_QUERY_LIMIT)
            ),
        ),
        WikiTool(
            "wiki_lint",
            "The wiki's deterministic checks (schema, index, citations, raw hashes, links, "
            "orphans, log); reports, never edits",
            NO_ARGUMENTS,
            LINT_REPORT,
            False,
            lambda root, args: wiki_lint(root=root),
        ),
        WikiTool(
            "wiki_ingest_source",
            "Capture one source immutably under raw/ (content-addressed id; the same text "
            "always gives the same id) and return its id",
            obj(INGEST_ARGUMENTS, optional=["title"]),
            INGESTED,
            True,
            lambda root, args: wiki_ingest_source(
                root=root, data=args["text"], title=args.get("title")
            ),
        ),
        WikiTool(
            "source_list",
            "Every captured raw source's record, by id",
            NO_ARGUMENTS,
            SOURCE_LIST,
            False,
            lambda root, args: {"sources": source_list(root=root)},
        ),
        WikiTool(
            "source_read",
            "One raw source's text and record (read-only)",
            obj({"id": SOURCE_ID}),
            SOURCE,
            False,
            lambda root, args: source_read(root=root, source_id=args["id"]),
        ),
    )
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
    error = next(iter(sorted(_VALIDATORS[tool].iter_errors(arguments), key=str)), None)
    if error is not None:
        where = "/".join(str(part) for part in error.absolute_path)
        raise ApiError(
            BAD_ARGUMENT,
            MSG_BAD_ARGUMENTS.format(where=f"{where}: " if where else "", problem=error.message),
        )
    return arguments


def wiki_call(
    scope: MemoryScope, tool: str, arguments: Any, *, token: ApiToken | None
) -> dict[str, Any]:
    """Run one wiki tool on the scope's LLM Wiki root for a caller already let into the scope.

    ApiError for a refusal (see the module docstring); PermissionDenied when the tool writes
    and the token only reads."""
    checked = check_arguments(tool, arguments)
    spec = WIKI_TOOLS[tool]
    wiki_token_check(token, write=spec.writes)
    try:
        return spec.run(scope.wiki_root(), checked)
    except WikiError as error:
        raise wiki_api_error(error) from None


def wiki_api_error(error: WikiError) -> ApiError:
    """A refused wiki operation in the API's shape (the status from the errors table)."""
    return ApiError(error.code, error.message)
