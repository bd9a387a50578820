"""Fusion: reciprocal-rank fusion of any number of candidate lists, then the graph and recency.

Every candidate list is a ranking of document ids: `(rank, id)` pairs with 1-based ranks, where
equal keys share a rank ("1224"), so ties are not broken by id before recency. The fused score
of a document is the sum over the lists of 1 / (rrf_k + rank).

`combine` then joins the fused text scores with the graph hits: a document that is both a text
hit and reached by the graph scores max(text, graph) + both_bonus * min(text, graph), and its
path is the one behind the larger of the two: matched "both" with the graph's path, or "text"
with `(id,)` when the text score is at least the graph score (`contracts.matched_by`: a hit
whose path is only itself was not reached through another page). Finally the recency blend:
final = (1 - w) * score +
w * score * recency, recency = 0.5 ** (age_days / half_life_days), age from `updated` to `now`
(never negative), `undated_recency` for a document with no timestamp. Hits are ordered by
score (descending), then id.
"""

from __future__ import annotations

import heapq
from bisect import bisect_right
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from datetime import UTC, datetime
from operator import itemgetter
from typing import TYPE_CHECKING, Any, Final

from .contracts import Hit, Matched, matched_by
from .folders import within
from .options import RankOptions

if TYPE_CHECKING:
    from .contracts import Ranked

Rank = tuple[int, str]  # (1-based rank, id)
# An extra candidate list as `query` takes it: ids best first, or (id, score) pairs.
CandidateList = Sequence[str] | Sequence[tuple[str, float]]

_SECONDS_PER_DAY: Final = 86400.0


def ranks(ordered: Sequence[tuple[Any, str]]) -> list[Rank]:
    """Competition ranks ("1224") over (key, id) pairs sorted by key: equal keys share a rank."""
    ranked: list[Rank] = []
    previous: Any = None
    rank = 0
    for position, (key, brain_id) in enumerate(ordered, start=1):
        if position == 1 or key != previous:
            rank, previous = position, key
        ranked.append((rank, brain_id))
    return ranked


def candidate_ranks(
    candidates: CandidateList, eligible: Callable[[str], Ranked | None], size: int
) -> list[Rank]:
    """An extra candidate list as ranks, like the BM25 list's.

    Plain ids are ranked in the order given (1, 2, 3, ...). `(id, score)` pairs are ranked by
    score, highest first, and equal scores share a rank. Either way an id is counted once (its
    first, or best, entry), ids the index does not hold or whose status is left out are dropped
    before ranking, and the best `size` are kept.
    """
    keyed: list[tuple[Any, str]] = []
    seen: set[str] = set()
    if all(isinstance(item, str) for item in candidates):
        entries: Iterable[tuple[Any, str]] = (
            (position, item) for position, item in enumerate(candidates) if isinstance(item, str)
        )
    else:
        pairs = [_pair(item) for item in candidates]
        entries = sorted(((-score, brain_id) for brain_id, score in pairs), key=lambda e: e[0])
    for key, brain_id in entries:
        if brain_id in seen:
            continue
        seen.add(brain_id)
        if eligible(brain_id) is not None:
            keyed.append((key, brain_id))
            if len(keyed) == size:
                break
    return ranks(keyed)


def _pair(item: object) -> tuple[str, float]:
    if (
        isinstance(item, tuple)
        and len(item) == 2
        and isinstance(item[0], str)
        and isinstance(item[1], int | float)
        and not isinstance(item[1], bool)
    ):
        return item[0], float(item[1])
    raise TypeError(f"a candidate list holds ids or (id, score) pairs, not {item!r}")


def fuse(lists: Iterable[Sequence[Rank]], k: float) -> dict[str, float]:
    """Reciprocal-rank fusion: per document, the sum over the lists of 1 / (k + rank)."""
    fused: dict[str, float] = {}
    shares = _shares.get(k)
    if shares is None:
        if len(_shares) >= _SHARES_KEPT:
            _shares.clear()
        # index 0 unused (ranks start at 1); none for a negative k, whose shares may divide by 0
        made = [0.0, *(1.0 / (k + rank) for rank in range(1, _SHARES_SIZE))] if k >= 0 else []
        shares = _shares[k] = made
    size = len(shares)
    for ranked in lists:
        if not fused:
            # The first list in one go when its ids are unique (as every list `query` makes)
            fused = {
                brain_id: shares[rank] if 0 < rank < size else 1.0 / (k + rank)
                for rank, brain_id in ranked
            }
            if len(fused) == len(ranked):
                continue
            fused = {}  # an id twice: its shares add up, below
        for rank, brain_id in ranked:
            # 1 / (k + rank), read from the table when it has the rank; above 0, so a first
            # share is 0.0 + share
            share = shares[rank] if 0 < rank < size else 1.0 / (k + rank)
            fused[brain_id] = fused[brain_id] + share if brain_id in fused else share
    return fused


# fuse's shares per k: 1 / (k + rank) at index rank, the very floats the division gives
_SHARES_SIZE: Final = 1024
_SHARES_KEPT: Final = 16
_shares: dict[float, list[float]] = {}


def combine(
    fused: Mapping[str, float],
    reached: Mapping[str, tuple[float, tuple[str, ...]]],
    get: Callable[[str], Ranked | None],
    *,
    limit: int,
    now: datetime,
    options: RankOptions,
    intent: str | None = None,
    floor: float | None = None,
    ordered: Sequence[tuple[str, float]] | None = None,
    described: Collection[str] = (),
    folder: str | None = None,
) -> list[Hit]:
    """The best `limit` hits from text scores and graph hits, after the recency blend (and
    the intent bonus for documents of the type the question asks for, in the `folder` it asks
    for when it names one, but for the pages it `described`: pipeline.described), with the
    pages their paths go through (ranker.bridges) in place of the weakest. `floor` and
    `ordered` are `text_floor(fused, limit, options)` and `by_score(fused)`, when the caller
    has them."""
    # Text and graph scores first, as plain floats. The recency blend and the intent bonus
    # never raise a score by more than the bonus (recency is at most 1), so documents are
    # blended best first and the walk stops once not even the bonus could lift the next one
    # to the `limit`-th final score: only those few are looked up and blended.
    weight = options.recency_weight
    half_life, undated = options.half_life_days, options.undated_recency
    boost = 1 + options.intent_bonus
    ceiling = (boost if intent is not None else 1.0) * (1 + 1e-9)  # a margin for rounding
    # Nor can a document whose score is below `text_floor` even with the bonus: the walk below
    # would stop before it, so it is not sorted at all (a graph hit only raises a text score,
    # so a text score that passes still passes). How each matched and its path are only made
    # for the hits returned; equal scores may come in any order (the stop treats them alike).
    if floor is None:
        floor = text_floor(fused, limit, options, ordered)
    if ordered is None:
        scores = {brain_id: text for brain_id, text in fused.items() if text * ceiling >= floor}
    else:
        # The text scores that pass are the best ones (the product only grows with the score)
        end = bisect_right(ordered, -floor, key=lambda item: -(item[1] * ceiling))
        scores = dict(ordered[:end])
    for brain_id, (graph_score, walked) in reached.items():
        text_score = fused.get(brain_id)
        if text_score is None:
            score = graph_score
        else:
            score = options.both_score(text_score, graph_score, fused[walked[0]])
        if score * ceiling >= floor:
            scores[brain_id] = score
    ordered_scores = sorted(scores.items(), key=itemgetter(1), reverse=True)
    # The intent bonus never lifts a hit found by its text alone above the best text hit (the
    # document that matches the question best): such a hit's bonus stops just below it.
    best_text = ordered[0][1] if ordered else max(fused.values(), default=0.0)
    below_best = best_text * (1 - 1e-9)
    # Every blended document, as (-final score, id, title): sorted, the best come first. And a
    # heap of the best `limit` final scores so far, the lowest on top, for the stop.
    blended: list[tuple[float, str, str]] = []
    finals: list[float] = []
    kept = 1 - weight
    for brain_id, score in ordered_scores:
        if len(finals) >= limit and score * ceiling < finals[0]:
            break
        document = get(brain_id)
        assert document is not None  # both maps only hold eligible documents
        if (
            intent is not None
            and document.type == intent
            and (folder is None or within(document.folder, folder))
            and brain_id not in described
        ):
            if brain_id in reached or score >= best_text:
                score *= boost
            else:
                score = min(score * boost, below_best)
        # recency = 0.5 ** (age_days / half_life_days), the age never negative (a naive
        # timestamp read as UTC); inline, as this runs for every blended document
        updated = document.updated
        if updated is None:
            recency = undated
        else:
            if updated.tzinfo is None:
                updated = updated.replace(tzinfo=UTC)
            age_days = (now - updated).total_seconds() / _SECONDS_PER_DAY
            recency = 0.5 ** (age_days / half_life) if age_days > 0.0 else 1.0
        final = kept * score + weight * score * recency
        blended.append((-final, brain_id, document.title))
        if len(finals) < limit:
            heapq.heappush(finals, final)
        elif final > finals[0]:
            heapq.heapreplace(finals, final)
    blended.sort()  # by score, descending, then id (ids are unique: nothing after is compared)
    # How the returned ones matched, and their paths
    hits: list[Hit] = []
    for negated, brain_id, title in blended[:limit]:
        text_score = fused.get(brain_id)
        graph_hit = reached.get(brain_id)
        matched: Matched
        path: tuple[str, ...]
        if graph_hit is None:
            path, matched = (brain_id,), "text"
        elif text_score is None:
            path, matched = graph_hit[1], "graph"
        else:
            path = (brain_id,) if text_score >= graph_hit[0] else graph_hit[1]
            matched = matched_by(brain_id, True, path)  # "text" when the path is its own
        hits.append(Hit(brain_id, title, -negated, matched, path))
    # The pages the returned hits' paths go through are returned with them (ranker.bridges)
    from .bridges import with_bridges

    return with_bridges(
        hits,
        limit,
        fused,
        get,
        now=now,
        options=options,
        intent=intent,
        best_text=best_text,
        reached=reached,
    )


def by_score(fused: Mapping[str, float]) -> list[tuple[str, float]]:
    """The fused (id, score) pairs, best first (equal scores in no particular order)."""
    return sorted(fused.items(), key=itemgetter(1), reverse=True)


def text_floor(
    fused: Mapping[str, float],
    limit: int,
    options: RankOptions,
    ordered: Sequence[tuple[str, float]] | None = None,
) -> float:
    """A lower bound on the `limit`-th best final score: the `limit`-th best text score after
    the most the recency blend can take off (graph scores and the intent bonus only add), 0
    when there are fewer text hits. A document whose score times the most the intent bonus
    adds is below it is never among the best `limit`. `ordered` is `by_score(fused)`, when
    the caller has it."""
    if len(fused) < limit:
        return 0.0
    if ordered is not None:
        return ordered[limit - 1][1] * (1 - options.recency_weight)
    # A sort in C beats `heapq.nlargest`'s loop in Python at the sizes fusion gives
    return sorted(fused.values(), reverse=True)[limit - 1] * (1 - options.recency_weight)


def aware(value: datetime) -> datetime:
    """A naive datetime read as UTC; an aware one unchanged."""
    return value if value.tzinfo is not None else value.replace(tzinfo=UTC)
