"""The LLM Wiki's tools, declared once as registry commands (`WIKI_COMMANDS`), as the brain's
are (brain/toolkit/commands/registry.py): their names, arguments, results, whether they write
and which surfaces offer them. REST and MCP (llmwiki/api/) and the maintenance agent
(llmwiki/agent.py, the `agent` surface) build their argument schemas and tool lists from here;
what each one runs stays theirs (the API's `WIKI_TOOLS`, the agent's `WikiTools`).

Plain Python, like the toolkit: the agent's bare processes import it without Django.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from brain.toolkit.commands.registry import ALL_SURFACES, CommandRegistry, CommandSpec, Param
from brain.toolkit.commands.results import (
    BOOLEAN,
    CONTENT_HASH,
    CONTENT_HASH_PATTERN,
    INTEGER,
    STRING,
    STRINGS,
    Schema,
    array,
    nullable,
    obj,
)
from llmwiki.wiki.service import MAX_QUERY_LIMIT

# The surfaces: REST and MCP (the API's tools), and the maintenance agent's tool loop.
API: Final = frozenset({"rest", "mcp"})
AGENT_SURFACE: Final = "agent"
EVERYWHERE: Final = frozenset({"rest", "mcp", AGENT_SURFACE})
MAX_PAGE_NAME: Final = 200
MAX_TITLE: Final = 200
MAX_QUERY_TEXT: Final = 2000
SOURCE_ID_PATTERN: Final = "^src_[0-9a-f]{24}$"

# --- the results ------------------------------------------------------------------------------

PAGE_NAME: Final[Schema] = {
    "type": "string",
    "minLength": 1,
    "maxLength": 200,
    "description": "the page's name: lowercase path segments of a-z, 0-9, '-' and '_', joined "
    "by '/' (e.g. people/sarah-chen); no '.md'",
}
SOURCE_ID: Final[Schema] = {
    "type": "string",
    "pattern": SOURCE_ID_PATTERN,
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
SOURCE_RECORD_AND_TEXT: Final[Schema] = obj(
    {"id": SOURCE_ID, "record": nullable(SOURCE_RECORD), "text": STRING}
)
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


# --- the arguments ----------------------------------------------------------------------------

NAME: Final = Param(
    "name",
    "str",
    PAGE_NAME["description"],
    required=True,
    min_length=1,
    max_length=MAX_PAGE_NAME,
)
EXPECTED_HASH: Final = Param(
    "expected_hash",
    "str",
    "the hash you read: the write is refused (409, with the current hash) when the page "
    "changed since; leave it out to write regardless",
    pattern=CONTENT_HASH_PATTERN,
)
PAGE_TEXT: Final = Param(
    "text",
    "text",
    "the whole page: optional YAML frontmatter (title, type, summary, tags, sources), then "
    "markdown; cite sources as [^src_…], link pages as [[page-name]]",
    required=True,
)
SOURCE_TEXT: Final = Param(
    "text",
    "text",
    "the source's text (UTF-8, at most LLMWIKI_MAX_SOURCE_BYTES bytes)",
    required=True,
)
TITLE: Final = Param("title", "str", "the source's title", max_length=MAX_TITLE)
QUERY_TEXT: Final = Param(
    "text", "str", "the question's words", required=True, min_length=1, max_length=MAX_QUERY_TEXT
)
LIMIT: Final = Param("limit", "int", "the most pages to return", minimum=1, maximum=MAX_QUERY_LIMIT)
SOURCE: Final = Param(
    "id", "str", SOURCE_ID["description"], required=True, pattern=SOURCE_ID_PATTERN
)
OFFSET: Final = Param(
    "offset",
    "int",
    "where the next chunk starts (the next_offset of the last one)",
    minimum=0,
    surfaces=frozenset({AGENT_SURFACE}),
)


def _wiki(
    name: str,
    summary: str,
    params: tuple[Param, ...],
    result: Schema,
    *,
    writes: bool = False,
    surfaces: frozenset[str] = API,
) -> CommandSpec:
    # A parameter is on every surface of its tool unless it says otherwise (OFFSET).
    params = tuple(
        replace(p, surfaces=EVERYWHERE) if p.surfaces == ALL_SURFACES else p for p in params
    )
    return CommandSpec(
        name,
        summary,
        None,  # what runs is each surface's: the API's WIKI_TOOLS, the agent's WikiTools
        params,
        writes=writes,
        expected_hash="accepts" if any(p.name == EXPECTED_HASH.name for p in params) else "ignores",
        surfaces=surfaces,
        profiles=frozenset(),
        result=result,
    )


WIKI_COMMANDS: Final = CommandRegistry(
    (
        _wiki(
            "memory_list",
            "Every curated wiki page's metadata (name, title, type, summary, tags, sources)",
            (),
            PAGE_LIST,
            surfaces=EVERYWHERE,
        ),
        _wiki(
            "memory_read",
            "One curated page: its text, metadata, links, citations and content hash (send the "
            "hash back as expected_hash to update the page)",
            (NAME,),
            PAGE,
            surfaces=EVERYWHERE,
        ),
        _wiki(
            "memory_write",
            "Write one curated page (validated: frontmatter, exact [[wikilinks]], citations of "
            "captured sources, kept contradictions); index.md is regenerated. Updating a page "
            "needs the expected_hash you read",
            (NAME, PAGE_TEXT, EXPECTED_HASH),
            WRITTEN_PAGE,
            writes=True,
            surfaces=EVERYWHERE,
        ),
        _wiki(
            "wiki_query",
            "Pages whose index.md entry matches the question's words (no embeddings), best first",
            (QUERY_TEXT, LIMIT),
            QUERY_RESULT,
            surfaces=EVERYWHERE,
        ),
        _wiki(
            "wiki_lint",
            "The wiki's deterministic checks (schema, index, citations, raw hashes, links, "
            "orphans, log); reports, never edits",
            (),
            LINT_REPORT,
        ),
        _wiki(
            "wiki_ingest_source",
            "Capture one source immutably under raw/ (content-addressed id; the same text "
            "always gives the same id) and return its id",
            (SOURCE_TEXT, TITLE),
            INGESTED,
            writes=True,
        ),
        _wiki(
            "source_list",
            "Every captured raw source's record, by id",
            (),
            SOURCE_LIST,
        ),
        _wiki(
            "source_read",
            "One raw source's text and record (read-only); the maintenance agent reads the new "
            "source a chunk at a time (offset: the next_offset of the last chunk)",
            (SOURCE, OFFSET),
            SOURCE_RECORD_AND_TEXT,
            surfaces=EVERYWHERE,
        ),
    )
)
