"""The read commands: get, list, query, timeline, folder list, doctor. None of them writes."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..edges import CITES, Edge, derive_edges
from ..mentions import name_table
from ..schemas import canonical_type
from ..snippets import query_terms, snippet
from ..store import Store
from .arguments import (
    check_folder,
    check_limit,
    check_mentions_text,
    check_query_text,
    resolve,
)
from .results import document_json, edges_json, summary_json

if TYPE_CHECKING:
    from ..ranker import Hit


def cmd_get(store: Store, ref: str) -> dict[str, Any]:
    """One document (by id, alias or title) with its timeline and its links both ways."""
    stored = resolve(store, ref)
    outgoing = derive_edges(stored.document)
    incoming = [e for e in store.referrers(stored.document.brain_id)]
    return {
        "document": document_json(stored),
        "timeline": [entry.as_dict() for entry in stored.document.timeline],
        "links": {
            "pages_out": edges_json((e for e in outgoing if e.type != CITES), "target"),
            "evidence_out": edges_json((e for e in outgoing if e.type == CITES), "target"),
            "pages_in": edges_json((e for e in incoming if e.type != CITES), "source"),
            "evidence_in": edges_json((e for e in incoming if e.type == CITES), "source"),
        },
    }


def cmd_list(
    store: Store,
    *,
    folder: str | None = None,
    type: str | None = None,
    status: str | None = None,
    kind: str | None = None,
    include_merged: bool = False,
) -> dict[str, Any]:
    """Document summaries in path order, filtered by folder (and below), type, status, kind.

    Merged tombstones are left out, as `query` leaves them out, unless `include_merged` is
    set or `status` asks for them; archived documents are listed."""
    if folder is not None:
        folder = check_folder(folder)
    wanted_type = canonical_type(type) if type else None
    show_merged = include_merged or status == "merged"
    rows = []
    for summary in store.summaries():
        if summary.status == "merged" and not show_merged:
            continue
        if folder and not (summary.folder == folder or summary.folder.startswith(folder + "/")):
            continue
        if wanted_type and summary.type != wanted_type:
            continue
        if status and summary.status != status:
            continue
        if kind and summary.kind != kind:
            continue
        rows.append(summary_json(summary))
    rows.sort(key=lambda row: row["path"])
    return {"documents": rows}


def cmd_query(
    store: Store,
    text: str,
    *,
    limit: int = 10,
    include_merged: bool = False,
    include_archived: bool = False,
) -> dict[str, Any]:
    """Ranked search: BM25, title/alias matches (and embeddings, where a server has them),
    graph expansion, recency (and rerank); `retrieval` names the planes used."""
    result = store.search(
        check_query_text(text),
        limit=check_limit(limit),
        include_merged=include_merged,
        include_archived=include_archived,
    )
    links = result.links
    if links is None:
        links = store.links_from([hit.brain_id for hit in result.hits])
    snippets = hit_snippets(store, text, result.hits)
    return {
        "hits": [
            {
                **hit.as_dict(),
                "snippet": snippets[hit.brain_id],
                "links": hit_links(links[hit.brain_id]),
            }
            for hit in result.hits
        ],
        "retrieval": result.retrieval_json(),
    }


def hit_snippets(
    store: Store, text: str, hits: Sequence[Hit], bodies: Mapping[str, str] | None = None
) -> dict[str, str]:
    """Each returned hit's snippet (`brain.toolkit.snippets`), cut from the bodies of these hits
    only (read here, or given by a caller that has read them)."""
    if bodies is None:
        bodies = store.bodies([hit.brain_id for hit in hits])
    terms = query_terms(text)
    return {
        hit.brain_id: snippet(
            bodies.get(hit.brain_id, ""), terms, graph_only=hit.matched == "graph"
        )
        for hit in hits
    }


def hit_links(edges: list[Edge]) -> list[dict[str, str]]:
    """A hit's links out, page links and relations first, then the evidence it cites."""
    ordered = sorted(edges, key=lambda edge: (edge.is_citation, edge.target, edge.type))
    return [
        {
            "id": edge.target,
            "type": edge.type,
            "kind": "evidence" if edge.is_citation else "page",
        }
        for edge in ordered
    ]


def cmd_mentions(store: Store, text: str, exclude: Sequence[str] = ()) -> dict[str, Any]:
    """The pages `text` names (see `brain.toolkit.mentions`), but those in `exclude`."""
    check_mentions_text(text, exclude)
    found = name_table(store.names(), exclude=exclude).find(text)
    return {
        "mentions": [mention.as_dict() for mention in found.found],
        "ambiguous": [{"text": words, "ids": ids} for words, ids in found.ambiguous.items()],
    }


def cmd_timeline(store: Store, ref: str) -> dict[str, Any]:
    stored = resolve(store, ref)
    return {
        "id": stored.document.brain_id,
        "entries": [entry.as_dict() for entry in stored.document.timeline],
    }


def cmd_folder_list(store: Store) -> dict[str, Any]:
    counts: dict[str, int] = dict.fromkeys(store.folders(), 0)
    for summary in store.summaries():
        counts[summary.folder] = counts.get(summary.folder, 0) + 1
    return {"folders": [{"path": f, "documents": n} for f, n in sorted(counts.items())]}


def cmd_doctor(store: Store) -> dict[str, Any]:
    return store.diagnose()
