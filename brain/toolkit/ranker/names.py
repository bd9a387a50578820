"""The name list: documents whose title or an alias matches the query, best match first.

Three tiers: the name's tokens equal the query's (an exact, case-insensitive match,
punctuation and spacing ignored); the name contains every query token; the name shares some
query tokens. Within a tier, names sharing rarer words (a larger sum of idf) and then closer
names (shared tokens over all distinct tokens) rank first. A document's key is the best over
its title and aliases.

Over a `LexicalIndex` (which keeps every title and alias as a name row by token) every name
holding a query token is keyed at once with numpy (`_by_rows`); over another index (the CLI's
`StoredIndex`, or a query of more than `_MOST_BITS` distinct words) the candidates are walked
in Python with bounds that stop the walk early. Both give the best `size` by (key, id).
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Collection, Iterator, Mapping
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Final

from .fusion import Rank, ranks
from .tokenizer import tokenize

if TYPE_CHECKING:
    from .lexical import Ranked, RankIndex

NameKey = tuple[float, float, float]  # (tier, -weight, -closeness): smaller is better
PARTIAL_SHARE: Final = 0.4
_MOST_BITS: Final = 50  # query tokens the numpy name list takes (a float adds the bits exactly)
_CROWDED: Final = 64  # names beyond 4 * size + this make a token crowded (name_list)


def name_list(
    index: RankIndex, tokens: list[str], excluded: Collection[str], size: int
) -> list[Rank]:
    """The best `size` documents by name match, ranked; `excluded` statuses are left out."""
    query_tokens = tuple(tokens)
    distinct = tuple(dict.fromkeys(tokens))
    idf = {token: index.idf(token) for token in distinct}
    needed = partial_weight_needed(idf)
    if getattr(index, "name_rows", None) is not None and 0 < len(distinct) <= _MOST_BITS:
        return _by_rows(index, query_tokens, distinct, idf, needed, excluded, size)
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
    d = len(distinct)
    # Strong tokens in a great many names (common title words): a document whose names hold
    # only crowded tokens, and not all the query's, has one of few bounds, so those documents
    # are visited by name size, then id, only as far as the walk below needs
    # (`_by_name_size`). Every other document (with a token that is not crowded, or with
    # every query token) is looked at in full.
    crowded = [bit for bit in range(d) if len(held[bit]) > _CROWDED + 4 * size]
    lazy = (
        holders is not None
        and sizes_of is not None
        and d > 1
        and any(distinct[bit] not in weak for bit in crowded)
    )
    masks: dict[Any, int] = {}
    for bit, token in enumerate(distinct):
        if (bit not in crowded) if lazy else (token not in weak):
            for key in held[bit]:
                masks[key] = masks.get(key, 0) | (1 << bit)
    if lazy and len(crowded) == d:
        # No token is rare: the names with every query token, from the smallest set.
        smallest_set, *others = sorted(held, key=len)
        for key in smallest_set:
            if all(key in other for other in others):
                masks[key] = 0
    for bit, token in enumerate(distinct):
        if (bit in crowded) if lazy else (token in weak):
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

    def sums_of(mask: int) -> tuple[int, float, float]:
        found = sums.get(mask)
        if found is None:
            count, weight, bound = 0, 0.0, 0.0
            for bit, token in enumerate(distinct):
                if mask >> bit & 1:
                    count, weight, bound = count + 1, weight + idf[token], bound + positive[token]
            found = sums[mask] = (count, weight, bound)
        return found

    ids = to_id(list(masks))
    summed = {brain_id: sums_of(mask) for brain_id, mask in zip(ids, masks.values(), strict=True)}

    get = index.get

    def key_of(brain_id: str) -> NameKey | None:
        document = get(brain_id)
        if document is None or document.status in excluded:
            return None
        if document.aliases:
            return name_key(document, query_tokens, distinct, idf, needed)
        name_tokens, name_set = tokens_of_name(document.title)  # the same key, computed faster
        count, weight, _ = summed[brain_id]
        tier = 0.0 if name_tokens == query_tokens else 1.0 if count == d else 2.0
        if tier == 2.0 and weight < needed:
            return None
        return (tier, -weight, -count / (len(name_set) + d - count))

    # Every tier 0 and 1 match has all the query tokens: rank those documents in full. The rest
    # are tier 2, keyed (2, -weight, -closeness): no better than (2, -bound, -c / (m + d - c))
    # for a document with c of the d query tokens whose names holding a strong token have at
    # least m tokens (m is at least c). Take them by that bound, then id, best first, and stop
    # once it is worse than the size-th best (key, id): no document after it can enter.
    strong = frozenset(token for token in distinct if token not in weak)
    smallest: dict[object, int] = {}  # by id when lazy, else by slot
    if lazy:
        # Few candidates: their smallest name holding a strong token, from their names.
        for brain_id in ids:
            document = get(brain_id)
            if document is not None:
                sized = [
                    len(name_set)
                    for name in document.names
                    if not strong.isdisjoint(name_set := tokens_of_name(name)[1])
                ]
                if sized:
                    smallest[brain_id] = min(sized)
    elif holders is not None and sizes_of is not None:
        # Per candidate slot, its smallest name holding a strong token (the last write wins).
        for n, slots in sorted(
            ((n, slots) for t in strong for n, slots in sizes_of(t).items()),
            key=lambda item: -item[0],
        ):
            for slot in slots:
                smallest[slot] = n
    keyed: list[tuple[NameKey, str]] = []
    partial: list[tuple[NameKey, str, int]] = []
    for slot, (brain_id, (count, _, bound)) in zip(masks, summed.items(), strict=True):
        if count < d:
            m = max(smallest.get(brain_id if lazy else slot, count), count)
            partial.append(((2.0, -bound, -count / (m + d - count)), brain_id, 0))
        elif (key := key_of(brain_id)) is not None:
            keyed.append((key, brain_id))
    stream: Iterator[tuple[NameKey, str]]
    if lazy:
        assert holders is not None and sizes_of is not None
        stream = _by_name_size(
            [sizes_of(distinct[bit]) for bit in crowded if distinct[bit] not in weak],
            [(bit, held[bit]) for bit in crowded],
            to_id,
            set(masks),
            sums_of,
            d,
            summed,
            partial,
            size,
        )
    else:
        partial.sort()
        stream = ((best_possible, brain_id) for best_possible, brain_id, _ in partial)
    # The best `size` (key, id) pairs so far, negated so that the worst is on top.
    worst = [_Negated(pair) for pair in heapq.nsmallest(size, keyed)]
    heapq.heapify(worst)
    for best_possible, brain_id in stream:
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


def _by_rows(
    index: Any,
    query_tokens: tuple[str, ...],
    distinct: tuple[str, ...],
    idf: Mapping[str, float],
    needed: float,
    excluded: Collection[str],
    size: int,
) -> list[Rank]:
    """The name list over an index's name rows (`LexicalIndex.name_rows`), with numpy.

    Every name (title or alias) holding a query token gets `name_key`'s key at once: a bit
    mask of the query tokens it holds gives the count and the idf sum (summed in `distinct`
    order, as `name_key` does, once per mask), the row's number of distinct tokens the
    closeness; a name is tier 0 when its tokens are the query's. A document keeps its best
    row, and the best `size` (key, id) pairs are those with a key better than the `size`-th
    best key, then the smallest ids among the ones equal to it: what ranking every candidate
    with `name_key` gives, without a Python call per name.
    """
    import numpy as np

    parts = []
    for bit, token in enumerate(distinct):
        found = index.name_rows(token)
        if found is not None:
            parts.append((bit, found))
    if not parts:
        return []
    rows = np.concatenate([found[0] for _, found in parts])
    slots = np.concatenate([found[1] for _, found in parts])
    sizes = np.concatenate([found[2] for _, found in parts])
    bits = np.concatenate(
        [np.full(len(found[0]), 1 << bit, dtype=np.int64) for bit, found in parts]
    )
    if len(parts) > 1:
        # A row is in each token's rows at most once: summing its bits ORs them.
        rows, first, inverse = np.unique(rows, return_index=True, return_inverse=True)
        masks = np.bincount(inverse, weights=bits).astype(np.int64)
        slots, sizes = slots[first], sizes[first]
    else:
        masks = bits
    banned = index.excluded_slots(excluded)
    if banned is not None:
        keep = ~np.isin(slots, banned)
        rows, slots, sizes, masks = rows[keep], slots[keep], sizes[keep], masks[keep]
    unique_masks, which = np.unique(masks, return_inverse=True)
    counts_of, weights_of = [], []
    for mask in unique_masks.tolist():
        shared = [token for bit, token in enumerate(distinct) if mask >> bit & 1]
        counts_of.append(len(shared))
        weights_of.append(sum(idf[token] for token in shared))
    d = len(distinct)
    counts = np.array(counts_of, dtype=np.int64)[which]
    weights = np.array(weights_of, dtype=np.float64)[which]
    tiers = np.where(counts == d, 1.0, 2.0)
    keep = (tiers == 1.0) | (weights >= needed)
    if not keep.all():
        rows, slots, sizes, counts, weights, tiers = (
            a[keep] for a in (rows, slots, sizes, counts, weights, tiers)
        )
    if not len(rows):
        return []
    for at in np.flatnonzero((tiers == 1.0) & (sizes == d)).tolist():
        if index.row_tokens(int(rows[at])) == query_tokens:
            tiers[at] = 0.0
    closeness = counts / (sizes + d - counts)
    lighter, farther = -weights, -closeness
    # Each document's best row: rows by slot, then key; the first of each slot.
    order = np.lexsort((farther, lighter, tiers, slots))
    slots, tiers, lighter, farther = slots[order], tiers[order], lighter[order], farther[order]
    firsts = np.flatnonzero(np.concatenate(([True], slots[1:] != slots[:-1])))
    slots, tiers, lighter, farther = slots[firsts], tiers[firsts], lighter[firsts], farther[firsts]
    cut: list[tuple[NameKey, str]] = []
    if len(slots) > size:
        order = np.lexsort((farther, lighter, tiers))
        last = order[size - 1]
        bound = (tiers[last], lighter[last], farther[last])
        better = (tiers < bound[0]) | (
            (tiers == bound[0])
            & ((lighter < bound[1]) | ((lighter == bound[1]) & (farther < bound[2])))
        )
        tied = (tiers == bound[0]) & (lighter == bound[1]) & (farther == bound[2])
        key = (float(bound[0]), float(bound[1]), float(bound[2]))
        tied_ids = sorted(index.slot_ids(slots[tied].tolist()))
        cut = [(key, brain_id) for brain_id in tied_ids[: size - int(better.sum())]]
        slots, tiers, lighter, farther = (a[better] for a in (slots, tiers, lighter, farther))
    keyed = sorted(
        zip(
            zip(tiers.tolist(), lighter.tolist(), farther.tolist(), strict=True),
            index.slot_ids(slots.tolist()),
            strict=True,
        )
    )
    return ranks(keyed + cut)


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


def _by_name_size(
    levels_of: list[Mapping[int, Collection[int]]],
    crowded: list[tuple[int, Collection[Any]]],
    to_id: Callable[[list[Any]], list[str]],
    seen: set[Any],
    sums_of: Callable[[int], tuple[int, float, float]],
    d: int,
    summed: dict[str, tuple[int, float, float]],
    partial: list[tuple[NameKey, str, int]],
    size: int,
) -> Iterator[tuple[NameKey, str]]:
    """`partial` and the documents with a crowded strong token not yet seen, merged by
    (bound, id).

    A document not seen holds crowded tokens only (else it was seen). First met in a name of
    n tokens (the levels of the crowded strong tokens' names, smallest first), its bound is
    (2, -bound, -c / (max(n, c) + d - c)) for the crowded tokens it holds; a level not yet
    opened can bring nothing better than that with every crowded token held, so it is opened
    only once that could come before what is pending. A level's documents are grouped by
    the crowded tokens they hold, and each group's ids are taken in order a few at a time (an
    entry (bound, last id, 1) stands for the rest). Their sums go into `summed` when met.
    """
    every = sums_of(sum(1 << bit for bit, _ in crowded))
    levels = sorted({n for sizes in levels_of for n in sizes})
    pending: list[tuple[NameKey, str, int]] = list(partial)
    heapq.heapify(pending)
    rests: dict[tuple[NameKey, str], list[str]] = {}
    held_by: dict[str, tuple[int, float, float]] = {}
    level = 0
    take = 2 * size + 64

    def bound_at(n: int, sums: tuple[int, float, float]) -> NameKey:
        count, _, bound = sums
        return (2.0, -bound, -count / (max(n, count) + d - count))

    while True:
        while level < len(levels) and (
            not pending or bound_at(levels[level], every) <= pending[0][0]
        ):
            n = levels[level]
            level += 1
            fresh: dict[Any, None] = {}
            for sizes in levels_of:
                for slot in sizes.get(n, ()):
                    if slot not in seen:
                        fresh[slot] = None
            seen.update(fresh)
            groups: dict[int, list[Any]] = {}
            for slot in fresh:
                mask = 0
                for bit, holding in crowded:
                    if slot in holding:
                        mask |= 1 << bit
                groups.setdefault(mask, []).append(slot)
            for mask, slots in groups.items():
                sums = sums_of(mask)
                ids = to_id(slots)
                for brain_id in ids:
                    held_by[brain_id] = sums
                _push_some(bound_at(n, sums), ids, pending, rests, take)
        if not pending:
            return
        best_possible, brain_id, rest = heapq.heappop(pending)
        if rest:
            _push_some(best_possible, rests.pop((best_possible, brain_id)), pending, rests, take)
            continue
        if brain_id in held_by:
            summed[brain_id] = held_by[brain_id]
        yield best_possible, brain_id


def _push_some(
    key: NameKey,
    ids: list[str],
    pending: list[tuple[NameKey, str, int]],
    rests: dict[tuple[NameKey, str], list[str]],
    take: int,
) -> None:
    if len(ids) > take:
        first = heapq.nsmallest(take, ids)
        last = first[-1]
        rests[(key, last)] = [i for i in ids if i > last]
        heapq.heappush(pending, (key, last, 1))
        ids = first
    for brain_id in ids:
        heapq.heappush(pending, (key, brain_id, 0))


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
