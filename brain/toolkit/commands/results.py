"""The JSON shapes commands return: plain dicts, the public contract of docs/cli.md."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, datetime
from typing import Any

from ..edges import Edge
from ..schemas import FRONTMATTER_KEYS
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
