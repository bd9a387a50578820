"""The name list: documents whose title or an alias matches the query, best match first.

Three tiers: the name's tokens equal the query's (an exact, case-insensitive match,
punctuation and spacing ignored); the name contains every query token; the name shares some
query tokens. Within a tier, names sharing rarer words (a larger sum of idf) and then closer
names (shared tokens over all distinct tokens) rank first. A document's key is the best over
its title and aliases.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Collection, Mapping
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Final

from .fusion import Rank, ranks
from .tokenizer import tokenize

if TYPE_CHECKING:
    from .lexical import Ranked, RankIndex

NameKey = tuple[float, float, float]  # (tier, -weight, -closeness): smaller is better
PARTIAL_SHARE: Final = 0.4


def name_list(
    index: RankIndex, tokens: list[str], excluded: Collection[str], size: int
) -> list[Rank]:
    """The best `size` documents by name match, ranked; `excluded` statuses are left out."""
    query_tokens = tuple(tokens)
    distinct = tuple(dict.fromkeys(tokens))
    idf = {token: index.idf(token) for token in distinct}
    needed = partial_weight_needed(idf)
    sizes_of = getattr(index, "name_sizes", None)
    if sizes_of is not None and distinct:
        found = _whole_names(index, sizes_of, query_tokens, distinct, idf, needed, excluded, size)
        if found is not None:
            return found
    # Per document, over all its names: which query tokens they have (a bit mask over
    # `distinct`), hence how many, the sum of their idf (a title-only document's exact weight)
    # and a bound on any one name's weight. Only documents with a "strong" token are looked
    # at: the weakest tokens whose positive idf adds up to less than `needed` can never make a
    # match on their own (a name holding only them is neither whole nor carries enough), so the
    # thousands of names with a common word are only probed for the few candidates the rarer
    # words give (a max-score bound, as in WAND).
    positive = {token: max(idf[token], 0.0) for token in distinct}
    weak: set[str] = set()
    reach = 0.0
    for token in sorted(distinct, key=lambda t: (positive[t], t)):
        if reach + positive[token] >= needed:
            break
        weak.add(token)
        reach += positive[token]
    holders = getattr(index, "name_slots", None)
    if holders is not None:
        held = [holders(token) for token in distinct]
        to_id: Callable[[list[Any]], list[str]] = getattr(index, "slot_ids")  # noqa: B009
    else:
        held = [set(index.name_candidates(token)) for token in distinct]
        to_id = list
    masks: dict[Any, int] = {}
    for bit, token in enumerate(distinct):
        if token not in weak:
            for key in held[bit]:
                masks[key] = masks.get(key, 0) | (1 << bit)
    for bit, token in enumerate(distinct):
        if token in weak:
            holding = held[bit]
            if len(holding) > len(masks):
                for key in masks:
                    if key in holding:
                        masks[key] |= 1 << bit
            else:
                for key in holding:
                    if key in masks:
                        masks[key] |= 1 << bit
    # The sums are made token by token in `distinct` order, once per mask.
    sums: dict[int, tuple[int, float, float]] = {}
    for mask in set(masks.values()):
        count, weight, bound = 0, 0.0, 0.0
        for bit, token in enumerate(distinct):
            if mask >> bit & 1:
                count, weight, bound = count + 1, weight + idf[token], bound + positive[token]
        sums[mask] = (count, weight, bound)
    ids = to_id(list(masks))
    summed = {brain_id: sums[mask] for brain_id, mask in zip(ids, masks.values(), strict=True)}
    counts = {brain_id: found[0] for brain_id, found in summed.items()}
    weights = {brain_id: found[1] for brain_id, found in summed.items()}
    bounds = {brain_id: found[2] for brain_id, found in summed.items()}

    get = index.get

    def key_of(brain_id: str) -> NameKey | None:
        document = get(brain_id)
        if document is None or document.status in excluded:
            return None
        if document.aliases:
            return name_key(document, query_tokens, distinct, idf, needed)
        name_tokens, name_set = tokens_of_name(document.title)  # the same key, computed faster
        count = counts[brain_id]
        tier = 0.0 if name_tokens == query_tokens else 1.0 if count == len(distinct) else 2.0
        if tier == 2.0 and weights[brain_id] < needed:
            return None
        return (tier, -weights[brain_id], -count / (len(name_set) + len(distinct) - count))

    # Every tier 0 and 1 match has all the query tokens: rank those documents in full. The rest
    # are tier 2, keyed (2, -weight, -closeness): no better than (2, -bound, -c / (m + d - c))
    # for a document with c of the d query tokens whose names holding a strong token have at
    # least m tokens (m is at least c). Take them by that bound, best first, and stop once it
    # is worse than the size-th best key: no document after it can enter.
    d = len(distinct)
    smallest: dict[object, int] = {}
    if holders is not None and sizes_of is not None:
        # Per candidate slot, its smallest name holding a strong token (the last write wins).
        for n, slots in sorted(
            ((n, slots) for t in distinct if t not in weak for n, slots in sizes_of(t).items()),
            key=lambda item: -item[0],
        ):
            for slot in slots:
                smallest[slot] = n
    keyed: list[tuple[NameKey, str]] = []
    partial: list[tuple[NameKey, str]] = []
    for key_, brain_id in zip(masks, ids, strict=True):
        count = counts[brain_id]
        if count < d:
            m = max(smallest.get(key_, count), count)
            partial.append(((2.0, -bounds[brain_id], -count / (m + d - count)), brain_id))
        elif (key := key_of(brain_id)) is not None:
            keyed.append((key, brain_id))
    if partial:
        # The best `size` (key, id) pairs so far, negated so that the worst is on top.
        worst = [_Negated(pair) for pair in heapq.nsmallest(size, keyed)]
        heapq.heapify(worst)
        partial.sort()
        for best_possible, brain_id in partial:
            if -best_possible[1] < needed:
                break  # no partial name from here on carries enough of the query
            if len(worst) >= size and (best_possible, brain_id) > worst[0].pair:
                break  # nor can any later one (by key, then id) enter the best `size`
            if (key := key_of(brain_id)) is not None:
                keyed.append((key, brain_id))
                heapq.heappush(worst, _Negated((key, brain_id)))
                if len(worst) > size:
                    heapq.heappop(worst)
    return ranks(heapq.nsmallest(size, keyed))


def _whole_names(
    index: RankIndex,
    sizes_of: Callable[[str], Mapping[int, Collection[int]]],
    query_tokens: tuple[str, ...],
    distinct: tuple[str, ...],
    idf: Mapping[str, float],
    needed: float,
    excluded: Collection[str],
    size: int,
) -> list[Rank] | None:
    """The name list when at least `size` names hold every query token; else None.

    Such a name's key is (0 or 1, -W, -d/n), W the query's idf sum and d its distinct
    tokens, n the name's distinct tokens: it only gets worse as n grows, and every tier 2 key
    is worse still. So names are visited by n, smallest first (the index keeps, per token,
    the documents by the size of their names that have it), and the walk stops once `size`
    keys are at least as good as (1, -W, -d/n): no document not yet visited can have a better
    one. Past n = d, every new key of a bucket equals that bound, so ids decide and a bucket
    is visited in id order, only as far as needed. The keys are `name_key`'s, the same ones
    the full walk below computes.
    """
    slot_ids = getattr(index, "slot_ids")  # noqa: B009 (an index with name_sizes has it)
    maps = [sizes_of(token) for token in distinct]
    d = len(distinct)
    weight = sum(idf[token] for token in distinct)
    get = index.get
    keyed: list[tuple[NameKey, str]] = []
    accepted: set[str] = set()
    for n in sorted(set(maps[0]).intersection(*maps[1:])):
        if n < d:
            continue  # a name this short cannot hold every query token
        bound: NameKey = (1.0, -weight, -(d / n))
        buckets = sorted((m[n] for m in maps), key=len)
        slots = set(buckets[0]).intersection(*buckets[1:])
        ids = [i for i in slot_ids(slots) if i not in accepted]
        if n > d and len(ids) > 4 * (size - len(keyed)) + 64:
            ids = heapq.nsmallest(2 * (size - len(keyed)) + 64, ids)
            partial = True
        else:
            ids.sort()
            partial = False
        exhausted = True
        for brain_id in ids:
            if n > d and len(keyed) >= size:
                exhausted = False
                break
            document = get(brain_id)
            if document is None or document.status in excluded:
                continue
            key = name_key(document, query_tokens, distinct, idf, needed)
            if key is not None and key <= bound:
                keyed.append((key, brain_id))
                accepted.add(brain_id)
        if partial and exhausted and len(keyed) < size:
            return None  # the shortlist ran out: let the full walk decide
        if len(keyed) >= size:
            return ranks(heapq.nsmallest(size, keyed))
    return None


class _Negated:
    """A (key, id) pair ordered backwards: a heap of them has the worst pair on top."""

    __slots__ = ("pair",)

    def __init__(self, pair: tuple[NameKey, str]) -> None:
        self.pair = pair

    def __lt__(self, other: _Negated) -> bool:
        return other.pair < self.pair


def partial_weight_needed(idf: Mapping[str, float]) -> float:
    """The idf a name sharing only some query tokens must carry to be a match at all: a share
    (PARTIAL_SHARE) of the query's own weight. A title that shares only a common word ("the",
    "project") with a long question is not a name match."""
    return PARTIAL_SHARE * sum(max(weight, 0.0) for weight in idf.values())


def name_key(
    document: Ranked,
    query_tokens: tuple[str, ...],
    distinct: tuple[str, ...],
    idf: Mapping[str, float],
    needed: float = 0.0,
) -> NameKey | None:
    """The best key over the document's title and aliases, None when none shares a token
    (or, for a name sharing only some tokens, less idf than `needed`)."""
    best: NameKey | None = None
    for name in document.names:
        name_tokens, name_set = tokens_of_name(name)
        shared = [token for token in distinct if token in name_set]
        if not shared:
            continue
        if name_tokens == query_tokens:
            tier = 0.0
        elif len(shared) == len(distinct):
            tier = 1.0
        else:
            tier = 2.0
        weight = sum(idf[token] for token in shared)
        if tier == 2.0 and weight < needed:
            continue
        closeness = len(shared) / (len(name_set) + len(distinct) - len(shared))
        key = (tier, -weight, -closeness)
        if best is None or key < best:
            best = key
    return best


@lru_cache(maxsize=1 << 16)
def tokens_of_name(name: str) -> tuple[tuple[str, ...], frozenset[str]]:
    """A name's tokens in order, and as a set."""
    tokens = tuple(tokenize(name))
    return tokens, frozenset(tokens)


def document_name_tokens(document: Ranked) -> set[str]:
    """Every token of the document's title and aliases (what `name_candidates` is keyed by)."""
    return {token for name in document.names for token in tokens_of_name(name)[1]}
