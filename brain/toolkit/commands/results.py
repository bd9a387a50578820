"""The JSON shapes commands return: plain dicts, the public contract of docs/cli.md."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import date, datetime
from typing import Any, Final

from ..edges import Edge
from ..retrieval import EMBEDDINGS, GRAPH, LEXICAL, RERANK
from ..schemas import FRONTMATTER_KEYS, KINDS, STATUSES
from ..snippets import SNIPPET_LENGTH
from ..store import DocumentSummary, Stored
from ..timestamps import format_timestamp, parse_timestamp


def jsonable(value: Any) -> Any:
    """`value` with dates, sets and bytes turned into JSON values."""
    if isinstance(value, datetime):
        parsed = parse_timestamp(value)
        return format_timestamp(parsed) if parsed is not None else value.isoformat()
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, list):
        return [jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (set, frozenset)):
        return sorted((jsonable(v) for v in value), key=str)
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="replace")
    return value


def summary_json(summary: DocumentSummary) -> dict[str, Any]:
    """What `list` shows of a document; `document_json` starts with the same keys."""
    return {
        "id": summary.brain_id,
        "path": summary.path,
        "kind": summary.kind,
        "type": summary.type,
        "title": summary.title,
        "status": summary.status,
    }


def document_json(stored: Stored) -> dict[str, Any]:
    document = stored.document
    return {
        **summary_json(DocumentSummary.of(stored)),
        "folder": document.folder,
        "aliases": document.aliases,
        "relations": [r.as_dict() for r in document.relations],
        "sources": document.sources,
        "created": jsonable(document.created),
        "updated": jsonable(document.updated),
        "mergedInto": document.merged_into,
        "extra": jsonable({k: v for k, v in document.meta.items() if k not in FRONTMATTER_KEYS}),
        "hash": stored.hash,
        "body": document.body,
    }


def edges_json(edges: Iterable[Edge], key: str) -> list[dict[str, str]]:
    return [{"id": getattr(e, key), "type": e.type} for e in edges]


# --- The JSON schemas of the shapes above ------------------------------------------------------
# Each command's result schema (its `result` in the registry) is built from these, so the CLI's
# --json, the REST tools' 200 answers (the OpenAPI schema) and MCP's structured content are
# described once. They are JSON Schema (2020-12: a nullable value is `"type": [..., "null"]`);
# brain/api/openapi.py turns them into OpenAPI 3.0.

CONTENT_HASH_PATTERN: Final = "^[0-9a-f]{64}$"

Schema = dict[str, Any]


def obj(properties: Mapping[str, Schema], *, optional: Iterable[str] = ()) -> Schema:
    """An object with exactly these keys, all required but the `optional` ones."""
    skipped = set(optional)
    schema: Schema = {"type": "object", "properties": dict(properties)}
    required = [name for name in properties if name not in skipped]
    if required:  # OpenAPI 3.0 wants a non-empty list or none
        schema["required"] = required
    schema["additionalProperties"] = False
    return schema


def nullable(schema: Schema) -> Schema:
    return {**schema, "type": [schema["type"], "null"]}


def array(items: Schema) -> Schema:
    return {"type": "array", "items": items}


STRING: Final[Schema] = {"type": "string"}
STRINGS: Final[Schema] = array(STRING)
BOOLEAN: Final[Schema] = {"type": "boolean"}
INTEGER: Final[Schema] = {"type": "integer"}
CONTENT_HASH: Final[Schema] = {
    "type": "string",
    "pattern": CONTENT_HASH_PATTERN,
    "description": "the document's content hash (sha256 of its bytes): send it back as "
    "expected_hash or If-Match",
}
HASHES: Final[Schema] = {
    "type": "object",
    "additionalProperties": CONTENT_HASH,
    "description": "id -> the new content hash of each document the call changed",
}
TIMESTAMP: Final[Schema] = {"type": "string", "description": "ISO-8601 with an offset"}
RELATION: Final[Schema] = obj({"type": STRING, "target": STRING})
SUMMARY_PROPERTIES: Final[dict[str, Schema]] = {
    "id": STRING,
    "path": {"type": "string", "description": "folder/id.md"},
    "kind": {"type": "string", "enum": list(KINDS)},
    "type": STRING,
    "title": STRING,
    "status": {"type": "string", "enum": list(STATUSES)},
}
SUMMARY: Final[Schema] = obj(SUMMARY_PROPERTIES)
DOCUMENT: Final[Schema] = obj(
    {
        **SUMMARY_PROPERTIES,
        "folder": STRING,
        "aliases": STRINGS,
        "relations": array(RELATION),
        "sources": STRINGS,
        "created": nullable(TIMESTAMP),
        "updated": nullable(TIMESTAMP),
        "mergedInto": nullable(STRING),
        "extra": {"type": "object", "description": "frontmatter keys the format does not define"},
        "hash": CONTENT_HASH,
        "body": {"type": "string", "description": "the markdown body"},
    }
)
EDGES: Final[Schema] = array(obj({"id": STRING, "type": STRING}))
TIMELINE_ENTRY: Final[Schema] = obj(
    {
        "id": STRING,
        "timestamp": TIMESTAMP,
        "source": {"type": "string", "description": "the source ref, provider:id"},
        "text": STRING,
    }
)
HIT: Final[Schema] = obj(
    {
        "id": STRING,
        "title": STRING,
        "score": {"type": "number"},
        "matched": {
            "type": "string",
            "enum": ["text", "graph", "both"],
            "description": "found by its text, through the graph, or both",
        },
        "path": {
            **STRINGS,
            "minItems": 1,
            "description": "the hop path from the text hit that led to it, ending at the hit "
            "(just its own id for a direct text hit)",
        },
        "snippet": {
            "type": "string",
            "maxLength": SNIPPET_LENGTH,
            "description": "the passage of the document that matched, plain text of at most "
            f"{SNIPPET_LENGTH} characters, each matched query word wrapped in ** (a document's "
            "own * are removed, so every ** is a mark), … where the passage was cut; a hit "
            "whose body holds none of the query's words gets the first sentence of its "
            "compiled truth, and a graph-only hit (reached by a link, no text match) gets that "
            "sentence unmarked; empty when the document has no text. Render it as text: escape "
            "it before turning the marks into markup",
        },
        "links": {
            **array(
                obj(
                    {
                        "id": STRING,
                        "type": STRING,
                        "kind": {"type": "string", "enum": ["page", "evidence"]},
                    }
                )
            ),
            "description": "the hit's links out: page links and relations (kind page), then "
            "the evidence it cites (kind evidence, type cites)",
        },
    }
)
PLANES: Final = (LEXICAL, EMBEDDINGS, GRAPH, RERANK)
PLANE_OFF: Final[Schema] = obj({"code": STRING, "message": STRING})
RETRIEVAL: Final[Schema] = obj(
    {
        "planes": array({"type": "string", "enum": list(PLANES)}),
        "off": {
            **obj(dict.fromkeys(PLANES, PLANE_OFF), optional=PLANES),
            "description": "plane -> why it did not run",
        },
    }
)
PROBLEM: Final[Schema] = obj(
    {"code": STRING, "rule": STRING, "field": nullable(STRING), "message": STRING}
)
DOCTOR_REPORT: Final[Schema] = obj(
    {
        "documents": INTEGER,
        "counts": {"type": "object", "additionalProperties": INTEGER},
        "issues": array(
            obj(
                {
                    "code": STRING,
                    "severity": {"type": "string", "enum": ["error", "warning"]},
                    "id": nullable(STRING),
                    "path": STRING,
                    "message": STRING,
                    "related": STRINGS,
                    "rule": STRING,
                    "line": INTEGER,
                },
                optional=["rule", "line"],
            )
        ),
    }
)
