"""The graph walk: from the best fused pages along page edges, both ways, score decaying per hop.

Only pages are hops or graph hits: `cites` edges are never followed, evidence documents and
missing targets are never entered. A document reached from several seeds keeps its best
score; ties go to the shorter path, then the smaller one.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable, Iterator, Mapping
from operator import itemgetter
from sys import intern
from typing import TYPE_CHECKING

from ..edges import CITES, Edge
from .fusion import text_floor
from .options import RankOptions

if TYPE_CHECKING:
    from .lexical import Eligible

Reached = dict[str, tuple[float, tuple[str, ...]]]  # id -> (best graph score, its hop path)


class EdgeGraph:
    """The edges as an undirected adjacency over everything but citations, built once.

    Iterating it gives the edges back, so it can stand wherever an iterable of edges does.
    Neighbours are sorted when first asked for, so a query pays only for the nodes it visits.
    """

    def __init__(self, edges: Iterable[Edge] = ()) -> None:
        self._edges: tuple[Edge, ...] | None = tuple(edges)
        self._triples: Callable[[], Iterable[tuple[str, str, str]]] | None = None
        adjacency = _undirected((e.source, e.target, e.type) for e in self._edges)
        self._lookup: Callable[[str], Iterable[str]] = lambda node: adjacency.get(node, ())
        self._sorted: dict[str, tuple[str, ...]] = {}
        self._sets: dict[str, frozenset[str]] = {}

    @classmethod
    def lazy(
        cls,
        neighbors: Callable[[str], Iterable[str]],
        triples: Callable[[], Iterable[tuple[str, str, str]]],
    ) -> EdgeGraph:
        """A graph over an adjacency its caller keeps, looked up node by node.

        `neighbors(id)` gives the ids joined to `id` by an edge other than a citation, either
        way, itself excluded; `triples()` gives every edge as (source, target, type), made
        into `Edge`s only if the graph is iterated.
        """
        graph = cls()
        graph._edges = None
        graph._triples = triples
        graph._lookup = neighbors
        return graph

    def _all(self) -> tuple[Edge, ...]:
        if self._edges is None:
            assert self._triples is not None
            self._edges = tuple(Edge(s, t, k) for s, t, k in self._triples())
        return self._edges

    def __iter__(self) -> Iterator[Edge]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())

    def joined(self, brain_id: str) -> frozenset[str]:
        """`neighbors` as a set."""
        found = self._sets.get(brain_id)
        if found is None:
            found = self._sets[brain_id] = frozenset(self.neighbors(brain_id))
        return found

    def neighbors(self, brain_id: str) -> tuple[str, ...]:
        """Ids joined to this one by a non-citation edge, either way, sorted."""
        found = self._sorted.get(brain_id)
        if found is None:
            # Interned, as `LexicalIndex` interns its ids: set and dict lookups of the walk
            # then meet the very same string objects, not equal copies to compare.
            found = tuple(sorted({intern(node) for node in self._lookup(brain_id)}))
            self._sorted[brain_id] = found
        return found


def _undirected(triples: Iterable[tuple[str, str, str]]) -> dict[str, set[str]]:
    adjacency: dict[str, set[str]] = {}
    for source, target, edge_type in triples:
        if edge_type == CITES or source == target:
            continue
        if source in adjacency:
            adjacency[source].add(target)
        else:
            adjacency[source] = {target}
        if target in adjacency:
            adjacency[target].add(source)
        else:
            adjacency[target] = {source}
    return adjacency


def expand(
    graph: EdgeGraph,
    fused: Mapping[str, float],
    eligible: Eligible,
    options: RankOptions,
    intent: str | None = None,
    limit: int | None = None,
    eligible_pages: Container[str] | None = None,
) -> Reached:
    """Graph hits: id -> (best score, its path), walking pages only, both ways along edges.

    With an `intent` (ranker.intent), a neighbour of that type reached from a seed of another
    type keeps `intent_hop` of the seed's score on the first hop instead of `hop_decay`.

    `eligible_pages`, when given, holds the ids of the eligible documents of kind "page" (what
    `eligible` says of each, asked by set lookups).

    With a `limit` (the hits `fusion.combine` will return), only what can change those hits
    is walked. Graph scores only add to text scores, so the `limit`-th best text score after
    the most the recency blend can take off (`floor`) is a lower bound on the `limit`-th final
    score; a document whose final score cannot reach it is never returned, whatever the graph
    gives it (`fusion.text_floor`). So a hop whose score (times the most the intent bonus
    adds) is below the floor only records the text hits that could still be returned
    (`relevant`); every later hop is weaker still. Such a hop is walked as before when a hop
    follows it (its nodes are the next frontier); the last hop is not expanded from every
    node: it is only looked up for those text hits, each finding the first node of the
    previous hop it is joined to, which is the path the full breadth-first walk would
    record. The returned hits are the same, scores and paths included; documents that could
    not be among them may be left out or keep a lower graph score.
    """

    def eligible_page(brain_id: str) -> bool:
        document = eligible(brain_id)
        return document is not None and document.kind == "page"

    page = eligible_pages.__contains__ if eligible_pages is not None else eligible_page

    def type_of(brain_id: str) -> str:
        document = eligible(brain_id)
        return document.type if document is not None else ""

    # Pages by fused score, best first. Only the seeds depend on how equal scores are ordered
    # (by id), so the pages are sorted by score alone and the seeds chosen by `best_first`;
    # every other use below takes a score, or the ids of all the pages above a score.
    if eligible_pages is not None:
        pages = [item for item in fused.items() if item[0] in eligible_pages]
    else:
        pages = [item for item in fused.items() if page(item[0])]
    pages.sort(key=itemgetter(1), reverse=True)
    seeds = best_first(pages, options.seeds)
    ceiling = (1 + options.intent_bonus if intent is not None else 1.0) * (1 + 1e-9)
    floor = text_floor(fused, limit, options) if limit is not None and seeds else 0.0
    page_ids = [brain_id for brain_id, _ in pages]
    page_texts = [text for _, text in pages]
    both_bonus = options.both_bonus
    relevant_to: dict[float, int] = {}
    wanted_sets: dict[int, frozenset[str]] = {}

    def relevant(graph_score: float) -> frozenset[str]:
        """The text hits (pages) that a graph score this high could still bring into the hits.
        The first page that cannot, and every one after it, has
        (max(text, g) + both_bonus * min(text, g)) * ceiling < floor, which only grows with
        the text score (in floating point too: rounding is monotonic), so it is found by
        bisection; pages with equal text scores are all in or all out."""
        found = relevant_to.get(graph_score)
        if found is None:
            low_end, high_end = 0, len(page_texts)
            while low_end < high_end:
                middle = (low_end + high_end) // 2
                text = page_texts[middle]
                # max and min of the two, without the calls
                high, low = (text, graph_score) if text >= graph_score else (graph_score, text)
                if (high + both_bonus * low) * ceiling < floor:
                    high_end = middle
                else:
                    low_end = middle + 1
            found = relevant_to[graph_score] = low_end
        targets = wanted_sets.get(found)
        if targets is None:
            targets = wanted_sets[found] = frozenset(page_ids[:found])
        return targets

    best: Reached = {}
    walkable: dict[str, bool] = {}
    joined, neighbors = graph.joined, graph.neighbors
    known_sets = graph._sets.get  # `joined` without the call, once a node's set is made

    def record(neighbor: str, score: float, path: tuple[str, ...]) -> None:
        current = best.get(neighbor)
        if current is None or (-score, len(path), path) < (
            -current[0],
            len(current[1]),
            current[1],
        ):
            best[neighbor] = (score, path)

    for seed, seed_score in seeds:
        # Breadth first with sorted neighbours: the first path found to a node is the smallest
        # of its shortest paths.
        paths: dict[str, tuple[str, ...]] = {seed: (seed,)}
        frontier = [seed]
        across = intent is not None and type_of(seed) != intent
        for hops in range(1, options.max_hops + 1):
            plain = seed_score * options.hop_decay**hops
            intended = seed_score * options.intent_hop * options.hop_decay ** (hops - 1)
            highest = max(plain, intended) if across else plain
            # A hop too weak to bring a new document in (and so every later one) only records
            # the text hits that could still be returned.
            targets = relevant(highest) if highest * ceiling < floor else None
            if targets is not None and not targets:
                break
            if targets is not None and hops == options.max_hops:
                # The last hop: per frontier node, in order, its neighbours among those text
                # hits (a set intersection that walks the smaller of the two); each is reached
                # from the first node it is joined to.
                left = targets.difference(paths)
                for node in frontier:
                    common = left.intersection(known_sets(node) or joined(node))
                    if not common:
                        continue
                    left -= common  # reached from this node, not from a later one
                    for target in common:  # few, if any
                        score = intended if across and type_of(target) == intent else plain
                        current = best.get(target)
                        if current is None or current[0] <= score:
                            record(target, score, paths[node] + (target,))
                    if not left:
                        break
                break
            following: list[str] = []
            for node in frontier:
                base = paths[node]
                for neighbor in neighbors(node):
                    if neighbor in paths:
                        continue
                    if eligible_pages is not None:
                        if neighbor not in eligible_pages:
                            continue
                    else:
                        if neighbor not in walkable:
                            walkable[neighbor] = page(neighbor)
                        if not walkable[neighbor]:
                            continue
                    path = paths[neighbor] = base + (neighbor,)
                    following.append(neighbor)
                    if targets is not None and neighbor not in targets:
                        continue
                    score = intended if across and type_of(neighbor) == intent else plain
                    current = best.get(neighbor)  # record(), inlined: this loop is hot
                    if current is None or (-score, len(path), path) < (
                        -current[0],
                        len(current[1]),
                        current[1],
                    ):
                        best[neighbor] = (score, path)
            frontier = following
    return best


def best_first(ordered: list[tuple[str, float]], size: int) -> list[tuple[str, float]]:
    """The first `size` of (id, score) pairs sorted by score, descending, with equal scores
    ordered by id: only the pairs tied with the `size`-th are sorted again."""
    end = min(size, len(ordered))
    if end and end < len(ordered):
        last = ordered[end - 1][1]
        while end < len(ordered) and ordered[end][1] == last:
            end += 1
    head = ordered[:end]
    head.sort(key=lambda item: (-item[1], item[0]))
    return head[:size]
