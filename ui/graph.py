"""The brain graph view's data: documents as nodes, page links and citations as edges, laid out
on the server by goat/layout.py (the browser only draws; ui/static/ui/graph.js).

Nodes are the brain's live documents (draft and active pages and evidence); archived and merged
documents are left out, and so are edges to them or to ids the brain does not have. Up to
`GRAPH_MAX_DOCUMENTS` (the setting `UI_GRAPH_MAX_DOCUMENTS`, default 2,000) the whole brain is
drawn; above it, only the two-hop neighbourhood (edges followed both ways) of one document.
A layout is cached (Django's cache) under the brain's change counter, which every committed
write bumps, so a changed brain is laid out afresh and an unchanged one never twice.
A node's title keeps no bidi embedding, override or isolate (`quoting.BIDI_CONTROL`): drawn as
SVG text, one left open would turn the label; graph.js isolates each label as well, so a
right-to-left title keeps its own direction without turning what is drawn beside it.

Reads start from a store `brain.store.store_for_user` gave the view, so they stay inside a
brain the user may see.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Any, Final

from django.conf import settings
from django.core.cache import cache
from django.http import Http404

from brain.models import BrainDocument, BrainEdge
from brain.store import DatabaseStore
from brain.toolkit.quoting import BIDI_CONTROL
from goat.layout import SIZE, force_layout
from ui.selectors import MSG_NO_DOCUMENT, DocumentUrl

GRAPH_MAX_DOCUMENTS: Final = 2_000
LIVE: Final = ("draft", "active")
CITES: Final = "cites"
CACHE_SECONDS: Final = 24 * 3600
HOPS: Final = 2


def max_documents() -> int:
    return int(getattr(settings, "UI_GRAPH_MAX_DOCUMENTS", GRAPH_MAX_DOCUMENTS))


@dataclass(frozen=True)
class Graph:
    """What the graph page shows; `data` is the JSON the browser draws (None: too many
    documents and no document picked)."""

    total: int  # live documents in the brain
    limit: int
    focus: str | None  # the document whose neighbourhood is drawn, or which is highlighted
    neighbourhood: bool  # only the focus's two-hop neighbourhood is drawn
    data: dict[str, Any] | None


def _live_documents(store: DatabaseStore) -> dict[str, tuple[str, str, str]]:
    rows = BrainDocument.objects.filter(brain_ref=store.brain, status__in=LIVE).values_list(
        "brain_id", "title", "kind", "status"
    )
    return {brain_id: (title, kind, status) for brain_id, title, kind, status in rows}


def _live_edges(store: DatabaseStore, live: dict[str, Any]) -> dict[tuple[str, str], str]:
    """Unordered pairs of live documents -> "cites" or "link" (a pair linked both ways, or by a
    link and a relation, is one edge; a citation wins)."""
    rows = BrainEdge.objects.filter(brain_ref=store.brain, source__status__in=LIVE).values_list(
        "source__brain_id", "target_id", "type"
    )
    pairs: dict[tuple[str, str], str] = {}
    for source, target, edge_type in rows:
        if source == target or target not in live:
            continue
        pair = (source, target) if source < target else (target, source)
        if pairs.get(pair) != CITES:
            pairs[pair] = CITES if edge_type == CITES else "link"
    return pairs


def _neighbourhood(focus: str, pairs: dict[tuple[str, str], str]) -> set[str]:
    neighbours: dict[str, set[str]] = defaultdict(set)
    for a, b in pairs:
        neighbours[a].add(b)
        neighbours[b].add(a)
    reached = {focus}
    frontier = {focus}
    for _ in range(HOPS):
        frontier = {other for node in frontier for other in neighbours[node]} - reached
        reached |= frontier
    return reached


def _layout_data(
    documents: dict[str, tuple[str, str, str]],
    pairs: dict[tuple[str, str], str],
    document_url: DocumentUrl,
) -> dict[str, Any]:
    ids = sorted(documents)
    edges = sorted(pair for pair in pairs if pair[0] in documents and pair[1] in documents)
    degree: dict[str, int] = defaultdict(int)
    for a, b in edges:
        degree[a] += 1
        degree[b] += 1
    positions = force_layout(ids, edges)
    index = {brain_id: i for i, brain_id in enumerate(ids)}
    return {
        "size": SIZE,
        "nodes": [
            {
                "id": brain_id,
                "title": BIDI_CONTROL.sub("", documents[brain_id][0]) or brain_id,
                "kind": documents[brain_id][1],
                "status": documents[brain_id][2],
                "url": document_url(brain_id),
                "x": positions[brain_id][0],
                "y": positions[brain_id][1],
                "degree": degree[brain_id],
            }
            for brain_id in ids
        ],
        "edges": [[index[a], index[b], pairs[(a, b)]] for a, b in edges],
    }


def brain_graph(
    *, store: DatabaseStore, document_url: DocumentUrl, focus: str | None = None
) -> Graph:
    """The graph of the store's brain (see the module's docstring). Http404 when `focus` names
    no live document of the brain."""
    limit = max_documents()
    brain = store.brain
    documents = _live_documents(store)
    total = len(documents)
    if focus is not None and focus not in documents:
        raise Http404(MSG_NO_DOCUMENT.format(brain_id=focus))
    neighbourhood = total > limit
    if neighbourhood and focus is None:
        return Graph(total=total, limit=limit, focus=None, neighbourhood=True, data=None)
    # The URLs are part of the cached data: the key names the URL prefix the page uses.
    prefix = document_url("")
    scope = focus if neighbourhood else "*"
    key = f"ui-graph:2:{brain.pk}:{brain.change_counter}:{limit}:{scope}:{prefix}"
    data = cache.get(key)
    if data is None:
        pairs = _live_edges(store, documents)
        if neighbourhood:
            assert focus is not None
            reached = _neighbourhood(focus, pairs)
            documents = {k: v for k, v in documents.items() if k in reached}
        data = _layout_data(documents, pairs, document_url)
        cache.set(key, data, CACHE_SECONDS)
    return Graph(total=total, limit=limit, focus=focus, neighbourhood=neighbourhood, data=data)
