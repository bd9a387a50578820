"""Bridges: the pages a returned hit's path goes through are returned with it.

A graph hit's path names its seed and the pages in between. When many hits come through one
page (the people at a project's customer, for "who works at the customer of the project to
...?"), they can fill the best `limit` and push that page, or the seed itself, out: a reader
would see paths naming pages that are not in the list. So after the hits are cut to `limit`,
the hits are taken best first, each with every page on its path (and on the paths of those
pages, when they are hits too) that is not in yet, as long as they all fit in `limit`; a hit
that does not fit is left out with its bridges, so a bridge takes the place of the weakest
hits that no hit above them goes through, and the answers at the top keep their places. The
best hit is always returned: when its own path does not fit (any graph hit with limit 1),
there is no room and the hits are returned as ranked. Only pages are bridges: the walk
enters nothing else.

A bridge that was not among the hits is scored as the page on that path: its text score, if
any, and the graph score the walk gives it there (from the path's seed; the best such path
when several returned hits go through it), combined, given the intent bonus and blended with
recency as any hit. It was not among the best `limit`, so its score is at most theirs and the
list stays ordered by score (then id); a bridge reached better from another seed may show
less than it would as a hit of its own. Its path is a prefix of a returned hit's path, so its
own bridges are in the list already.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Mapping, Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from .contracts import Hit, Matched, matched_by
from .options import RankOptions

if TYPE_CHECKING:
    from .contracts import Ranked

_SECONDS_PER_DAY = 86400.0


def chosen_ids(
    ranked: Sequence[Hit],
    limit: int,
    path_of: Callable[[str], tuple[str, ...] | None],
    available: Container[str] | None = None,
) -> dict[str, None] | None:
    """The ids to return (an ordered set) from the first `limit` of `ranked`, best first, with
    the pages on their paths (module docstring), or None when even the best hit's path does
    not fit. `path_of(id)` is the path of a page that has one of its own in the results (a
    hit, or a page of a longer list when the caller cuts a list that kept its bridges), None
    for a bridge that will be given a prefix of the path that brought it in. With
    `available`, a hit whose path needs a page not in it does not fit."""
    top = ranked[:limit]
    chosen: dict[str, None] = {}
    for position, hit in enumerate(top):
        need: dict[str, None] = {}
        stack = [hit.brain_id]
        fits = True
        while stack:
            page = stack.pop()
            if page in need or page in chosen:
                continue
            if available is not None and page not in available:
                fits = False
                break
            need[page] = None
            path = hit.path if page == hit.brain_id else path_of(page)
            if path is not None:
                stack.extend(path)
        if fits and len(chosen) + len(need) <= limit:
            chosen.update(need)
        elif position == 0:
            return None
    return chosen


def keep_bridges(ranked: Sequence[Hit], limit: int) -> list[Hit]:
    """`ranked` cut to `limit` with the bridges of the hits kept, in `ranked`'s order, for a
    caller that reorders a longer list whose every hit's path pages are in it (as `query`
    returns it) and then cuts it (a rerank: module docstring)."""
    by_id = {hit.brain_id: hit for hit in ranked}

    def path_of(brain_id: str) -> tuple[str, ...] | None:
        hit = by_id.get(brain_id)
        return hit.path if hit is not None else None

    # A page the list does not hold cannot be returned (a list cut with no room for a path)
    chosen = chosen_ids(ranked, limit, path_of, by_id)
    if chosen is None:
        return list(ranked[:limit])
    return [hit for hit in ranked if hit.brain_id in chosen]


def with_bridges(
    hits: list[Hit],
    limit: int,
    fused: Mapping[str, float],
    get: Callable[[str], Ranked | None],
    *,
    now: datetime,
    options: RankOptions,
    intent: str | None,
    best_text: float,
    reached: Mapping[str, tuple[float, tuple[str, ...]]] | None = None,
) -> list[Hit]:
    """The best `limit` hits (`hits`, ordered by score then id) with their bridges (module
    docstring); `fused`, `get`, `intent`, `best_text` and the walk's graph hits (`reached`) as
    `fusion.combine` has them."""
    if not any(len(hit.path) > 1 for hit in hits):
        return hits  # text hits only: nothing to bring in
    by_id = {hit.brain_id: hit for hit in hits}

    def path_of(brain_id: str) -> tuple[str, ...] | None:
        hit = by_id.get(brain_id)
        return hit.path if hit is not None else None

    chosen = chosen_ids(hits, limit, path_of)
    if chosen is None:
        return hits
    kept = [hit for hit in hits if hit.brain_id in chosen]
    missing = [brain_id for brain_id in chosen if brain_id not in by_id]
    if not missing:
        return kept
    types: dict[str, str] = {}

    def type_of(brain_id: str) -> str:
        found = types.get(brain_id)
        if found is None:
            document = get(brain_id)
            found = types[brain_id] = document.type if document is not None else ""
        return found

    # Each missing page's best prefix among the kept hits' paths, as the walk records a page
    # (higher score, then shorter path, then the smaller one)
    wanted = set(missing)
    best: dict[str, tuple[float, tuple[str, ...]]] = {}
    for hit in kept:
        path = hit.path
        for hops in range(1, len(path) - 1):
            page = path[hops]
            if page not in wanted:
                continue
            prefix = path[: hops + 1]
            walked = reached.get(page) if reached is not None else None
            if walked is not None and walked[1] == prefix:
                score = walked[0]  # the walk's own score for the page on this path
            else:
                score = _walk_score(prefix, fused[path[0]], options, intent, type_of)
            current = best.get(page)
            if current is None or (-score, len(prefix), prefix) < (
                -current[0],
                len(current[1]),
                current[1],
            ):
                best[page] = (score, prefix)
    bridges = [
        _bridge(brain_id, fused, best.get(brain_id), get, now, options, intent, best_text)
        for brain_id in missing
    ]
    return sorted(kept + bridges, key=lambda hit: (-hit.score, hit.brain_id))


def _walk_score(
    path: tuple[str, ...],
    seed_score: float,
    options: RankOptions,
    intent: str | None,
    type_of: Callable[[str], str],
) -> float:
    """The graph score the walk gives the last page of `path` from its seed (graph.expand), for
    a page the walk did not record on that path (it was reached better from another seed, or a
    bounded walk did not record it): seed * hop_decay ** hops, or, for a page of the asked-for
    type, seed * intent_hop ** j * hop_decay ** (hops - j), `j` the hops up to the first page of
    that type on the path; the walk's narrowing by the relations a question names is not
    applied here, so this is the most the walk could give the page on that path."""
    hops = len(path) - 1
    if intent is not None and type_of(path[-1]) == intent:
        first = next(at for at in range(1, hops + 1) if type_of(path[at]) == intent)
        return seed_score * options.intent_hop**first * options.hop_decay ** (hops - first)
    return seed_score * options.hop_decay**hops


def _bridge(
    brain_id: str,
    fused: Mapping[str, float],
    graph_hit: tuple[float, tuple[str, ...]] | None,
    get: Callable[[str], Ranked | None],
    now: datetime,
    options: RankOptions,
    intent: str | None,
    best_text: float,
) -> Hit:
    """A bridge as a hit: combined, the intent bonus and the recency blend as
    `fusion.combine` gives them."""
    document = get(brain_id)
    assert document is not None  # a seed or a page the walk entered: eligible
    text_score = fused.get(brain_id)
    matched: Matched
    path: tuple[str, ...]
    if graph_hit is None:
        assert text_score is not None  # only a seed has no graph score here: a text hit
        score, path, matched = text_score, (brain_id,), "text"
    elif text_score is None:
        score, path, matched = graph_hit[0], graph_hit[1], "graph"
    else:
        graph_score = graph_hit[0]
        seed_text = fused[graph_hit[1][0]]
        score = options.both_score(text_score, graph_score, seed_text)
        path = (brain_id,) if text_score >= graph_score else graph_hit[1]
        matched = matched_by(brain_id, True, path)
    if intent is not None and document.type == intent:
        boost = 1 + options.intent_bonus
        if graph_hit is not None or score >= best_text:
            score *= boost
        else:
            score = min(score * boost, best_text * (1 - 1e-9))
    updated = document.updated
    if updated is None:
        recency = options.undated_recency
    else:
        if updated.tzinfo is None:
            updated = updated.replace(tzinfo=UTC)
        age_days = (now - updated).total_seconds() / _SECONDS_PER_DAY
        recency = 0.5 ** (age_days / options.half_life_days) if age_days > 0.0 else 1.0
    weight = options.recency_weight
    final = (1 - weight) * score + weight * score * recency
    return Hit(brain_id, document.title, final, matched, path)
