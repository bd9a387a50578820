"""A query over a brain's planes: lexical, embeddings, graph, rerank, and what it used.

`DatabaseStore.search` calls `retrieve`. With a provider configured and vectors stored for the
brain, the query's embedding (cached per process by model and text, so asking again computes
nothing) finds the nearest documents (`services.nearest`), and that list is fused with the BM25
and name lists by reciprocal rank (the ranker's `extra_lists`) before graph expansion. With a
rerank endpoint, the top `RERANK_TOP_N` fused hits are reordered by it, then cut to the limit
with the pages the kept hits' paths go through kept too (ranker.bridges). Every plane that did not
run is named in the result with its reason (`brain.toolkit.retrieval`).

A hit the embeddings plane found is a text hit: `matched` is "text" (or "both" when the graph
reached it too), its path is its own id, exactly as for a BM25 or name hit.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence
from typing import Final

from brain.models import Brain, BrainDocument, BrainEmbedding
from brain.toolkit.ranker import CandidateList, Hit
from brain.toolkit.ranker.bridges import keep_bridges
from brain.toolkit.retrieval import (
    EMBEDDINGS,
    EMBEDDINGS_OFF,
    FAILED,
    GRAPH,
    LEXICAL,
    MSG_EMBEDDINGS_FAILED,
    MSG_EMBEDDINGS_NOT_COMPUTED,
    MSG_RERANK_FAILED,
    NOT_COMPUTED,
    RERANK,
    RERANK_OFF,
    PlaneOff,
    SearchResult,
)

from .providers import EmbeddingsError, Provider, configured_provider
from .rerank import RerankError, configured_endpoint, rerank
from .services import nearest

QUERY_CACHE_SIZE: Final = 1024  # query embeddings one process keeps (least recently used go)

_query_vectors: OrderedDict[tuple[str, str], list[float]] = OrderedDict()
_query_lock = threading.Lock()


def query_vector(provider: Provider, text: str) -> list[float]:
    """The embedding of a query text, computed once per process, model and text."""
    key = (provider.key, text)
    with _query_lock:
        vector = _query_vectors.get(key)
        if vector is not None:
            _query_vectors.move_to_end(key)
            return vector
    [vector] = provider.embed([text])
    with _query_lock:
        _query_vectors[key] = vector
        while len(_query_vectors) > QUERY_CACHE_SIZE:
            _query_vectors.popitem(last=False)
    return vector


def forget_queries() -> None:
    """Drop the cached query embeddings."""
    with _query_lock:
        _query_vectors.clear()


def retrieve(
    brain: Brain,
    text: str,
    *,
    limit: int,
    include_merged: bool,
    include_archived: bool,
    known_counter: int | None = None,
) -> SearchResult:
    """The best `limit` hits for `text` over every configured plane (module docstring);
    `known_counter` as `brain.search.search` takes it."""
    from brain.search import search  # the lexical plane and the graph: the cached index

    planes = [LEXICAL]
    off: dict[str, PlaneOff] = {}
    extra: list[CandidateList] = []
    try:
        provider = configured_provider()
        if provider is None:
            off[EMBEDDINGS] = EMBEDDINGS_OFF
        elif not BrainEmbedding.objects.filter(brain_ref=brain, model=provider.key).exists():
            off[EMBEDDINGS] = PlaneOff(NOT_COMPUTED, MSG_EMBEDDINGS_NOT_COMPUTED)
        else:
            extra.append(nearest(brain, provider.key, query_vector(provider, text)))
            planes.append(EMBEDDINGS)
    except EmbeddingsError as error:
        off[EMBEDDINGS] = PlaneOff(FAILED, MSG_EMBEDDINGS_FAILED.format(error=error))
    planes.append(GRAPH)
    endpoint = configured_endpoint()
    hits, links = search(
        brain,
        text,
        limit=max(limit, endpoint.top_n) if endpoint is not None else limit,
        include_merged=include_merged,
        include_archived=include_archived,
        extra_lists=extra,
        known_counter=known_counter,
    )
    if endpoint is None:
        off[RERANK] = RERANK_OFF
    elif hits:
        try:
            hits = rerank(endpoint, text, hits, _texts(brain, hits[: endpoint.top_n]))
            planes.append(RERANK)
        except RerankError as error:
            off[RERANK] = PlaneOff(FAILED, MSG_RERANK_FAILED.format(error=error))
    if len(hits) > limit:
        # Reranked past `limit`: cut so that the pages the kept hits' paths go through stay
        # (ranker.bridges); they keep their places in the reranked order.
        hits = keep_bridges(hits, limit)
    return SearchResult(hits, tuple(planes), off, links)


def _texts(brain: Brain, hits: Sequence[Hit]) -> dict[str, str]:
    rows = BrainDocument.objects.filter(
        brain_ref=brain, brain_id__in=[hit.brain_id for hit in hits]
    ).values_list("brain_id", "title", "body")
    return {brain_id: f"{title}\n\n{body}" for brain_id, title, body in rows}
