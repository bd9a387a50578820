"""The name list: documents whose title or an alias matches the query, best match first.

Three tiers: the name's tokens equal the query's (an exact, case-insensitive match,
punctuation and spacing ignored); the name contains every query token; the name shares some
query tokens. Within a tier, names sharing rarer words (a larger sum of idf) and then closer
names (shared tokens over all distinct tokens) rank first. A document's key is the best over
its title and aliases.

Either way only names holding a "strong" query token are candidates (the weakest tokens,
together under the idf a partial match needs, are only looked up for them). Over a
vectorized `LexicalIndex` (which keeps every title and alias as a name row by token, and its
ids in order) the candidates are keyed at once with numpy (`_by_rows`; a few of them in
Python); over another index (the CLI's, read with a `describe`, or a query of more than
`_MOST_BITS` distinct words)
they are walked in Python with bounds that stop the walk early. Both give the best `size` by
(key, id).
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Collection, Mapping
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Final

from .fusion import Rank, ranks
from .intent import SCAFFOLDING
from .tokenizer import tokenize

if TYPE_CHECKING:
    from .contracts import Ranked, RankIndex

NameKey = tuple[float, float, float]  # (tier, -weight, -closeness): smaller is better
PARTIAL_SHARE: Final = 0.4
_MOST_BITS: Final = 50  # query tokens the numpy name list takes (a float adds the bits exactly)
_TABLE_BITS: Final = 4  # up to this many distinct query tokens, the sums come from a table
_FEW_ROWS: Final = 48  # up to this many candidate names, they are keyed in Python


def name_list(
    index: RankIndex, tokens: list[str], excluded: Collection[str], size: int
) -> list[Rank]:
    """The best `size` documents by name match, ranked; `excluded` statuses are left out."""
    query_tokens = tuple(tokens)
    distinct = tuple(dict.fromkeys(tokens))
    idf = {token: index.idf(token) for token in distinct}
    needed = partial_weight_needed(idf)
    # Only names with a "strong" token are looked at: the weakest tokens whose positive idf
    # adds up to less than `needed` can never make a match on their own (a name holding only
    # them is neither whole nor carries enough), so the thousands of names with a common word
    # are only probed for the few candidates the rarer words give (a max-score bound, as in
    # WAND). Not every token is weak: together they carry all of the query's positive idf.
    positive = {token: max(idf[token], 0.0) for token in distinct}
    weak: set[str] = set()
    reach = 0.0
    for token in sorted(distinct, key=lambda t: (positive[t], t)):
        if reach + positive[token] >= needed:
            break
        weak.add(token)
        reach += positive[token]
    if getattr(index, "vectorized", False) and 0 < len(distinct) <= _MOST_BITS:
        return _by_rows(index, query_tokens, distinct, idf, needed, weak, excluded, size)
    # Per document, over all its names: which query tokens they have (a bit mask over
    # `distinct`), hence how many, the sum of their idf (a title-only document's exact weight)
    # and a bound on any one name's weight.
    holders = getattr(index, "name_slots", None)
    if holders is not None:
        held = [holders(token) for token in distinct]
        to_id: Callable[[list[Any]], list[str]] = getattr(index, "slot_ids")  # noqa: B009
    else:
        held = [set(index.name_candidates(token)) for token in distinct]
        to_id = list
    d = len(distinct)
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
    # are tier 2, keyed (2, -weight, -closeness): no better than (2, -bound, -c / d) for a
    # document with c of the d query tokens (a name with c of them has at least c tokens, so
    # its closeness is at most c / d). Take them by that bound, then id, best first, and stop
    # once it is worse than the size-th best (key, id): no document after it can enter.
    keyed: list[tuple[NameKey, str]] = []
    partial: list[tuple[NameKey, str]] = []
    for brain_id, (count, _, bound) in summed.items():
        if count < d:
            partial.append(((2.0, -bound, -count / d), brain_id))
        elif (key := key_of(brain_id)) is not None:
            keyed.append((key, brain_id))
    partial.sort()
    # The best `size` (key, id) pairs so far, negated so that the worst is on top.
    worst = [_Negated(pair) for pair in heapq.nsmallest(size, keyed)]
    heapq.heapify(worst)
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


def _by_rows(
    index: Any,
    query_tokens: tuple[str, ...],
    distinct: tuple[str, ...],
    idf: Mapping[str, float],
    needed: float,
    weak: Collection[str],
    excluded: Collection[str],
    size: int,
) -> list[Rank]:
    """The name list over an index's name rows (`LexicalIndex.name_rows`), with numpy.

    The candidates are the names (titles and aliases) holding a strong query token; each
    weak token's rows are only probed for them (by bisection: rows come sorted). Every
    candidate gets `name_key`'s key at once: a bit mask of the query tokens it holds gives the
    count and the idf sum (summed in `distinct` order, as `name_key` does, once per mask), the
    row's number of distinct tokens the closeness; a name is tier 0 when its tokens are the
    query's. The key becomes one integer that orders as the key does, and the place of the
    row's id in the index's id order (`id_places`) goes after it, so one partition and a sort
    of the best `size` give the best (key, id) pairs, each document keeping its best row: what
    ranking every candidate with `name_key` gives, without a Python call per name. A few rows
    (up to `_FEW_ROWS`) are keyed in Python instead, a row costing less than a numpy call.
    """
    import numpy as np

    strong: list[tuple[int, Any]] = []  # (bit, name rows) of the strong tokens
    probed: list[tuple[int, Any]] = []  # and of the weak ones
    for bit, token in enumerate(distinct):
        found = index.name_rows(token)
        if found is not None:
            (probed if token in weak else strong).append((bit, found))
    if not strong:
        return []
    # The candidates, token by token: the rows of the strong token with the most; each other
    # strong token's bit set on the rows it shares, and its other rows added; each weak
    # token's bit set on the candidates it has. Every token's rows come sorted, so "has" is a
    # bisection (of the fewer rows in the more).
    strong.sort(key=lambda item: -len(item[1][0]))
    bit, (rows, slots, sizes) = strong[0]
    masks = np.empty(len(rows), dtype=np.int64)
    masks.fill(1 << bit)
    for number, (bit, (held, held_slots, held_sizes)) in enumerate(strong[1:], start=2):
        spot = np.minimum(rows.searchsorted(held), len(rows) - 1)
        shared = rows[spot] == held
        masks[spot[shared]] |= 1 << bit
        other = ~shared
        rows = np.concatenate([rows, held[other]])
        slots = np.concatenate([slots, held_slots[other]])
        sizes = np.concatenate([sizes, held_sizes[other]])
        masks = np.concatenate(
            [masks, np.full(len(held) - len(spot[shared]), 1 << bit, dtype=np.int64)]
        )
        if number < len(strong):  # sorted again for the next strong token
            order = rows.argsort()
            rows, slots, sizes, masks = rows[order], slots[order], sizes[order], masks[order]
    for bit, (held, _, _) in probed:
        masks |= _has(held, rows).astype(np.int64) << bit
    banned = index.excluded_mask(excluded)
    if banned is not None:
        keep = ~banned[slots]
        rows, slots, sizes, masks = rows[keep], slots[keep], sizes[keep], masks[keep]
    if not len(rows):
        return []
    # Per mask, how many query tokens and the sum of their idf: for a short query a table over
    # every mask (each sum is the one of the mask without its highest bit, plus that token's
    # idf: the `distinct` order `name_key` sums in), else once per mask present.
    d = len(distinct)
    if d <= _TABLE_BITS:
        counts_of, weights_of = [0], [0.0]
        for mask in range(1, 1 << d):
            high = mask.bit_length() - 1
            rest = mask ^ (1 << high)
            counts_of.append(counts_of[rest] + 1)
            weights_of.append(weights_of[rest] + idf[distinct[high]])  # 0.0 + idf, as sum()
        which = masks
    else:
        unique_masks, which = np.unique(masks, return_inverse=True)
        which = which.reshape(-1)
        counts_of, weights_of = [], []
        for mask in unique_masks.tolist():
            shared = [token for bit, token in enumerate(distinct) if mask >> bit & 1]
            counts_of.append(len(shared))
            weights_of.append(sum(idf[token] for token in shared))
    if len(rows) <= _FEW_ROWS:
        return _few(
            index, query_tokens, d, needed, counts_of, weights_of, rows, slots, sizes, which, size
        )
    # A row's key (tier, -weight, -closeness) as one integer that orders (and ties) the same:
    # the place of (tier, -weight) among the masks' ones (tier 0 before them all), then the
    # place of the closeness among every count / (size + d - count) up to the largest size, so
    # a table by mask and size gives it. A mask sharing only some tokens, and less idf than
    # `needed`, is no match (a negative key).
    heads: list[Any] = [
        (1.0 if count == d else 2.0, -weight)
        if count and (count == d or weight >= needed)
        else None
        for count, weight in zip(counts_of, weights_of, strict=True)
    ]
    order_of = {head: place for place, head in enumerate(sorted(set(heads) - {None}), start=1)}
    farther, by_mask = _farther(d, int(sizes.max()))
    spread = farther.size
    head_places = np.array([order_of.get(head, -1) for head in heads], dtype=np.int64)
    table = head_places[:, None] * spread + (by_mask if d <= _TABLE_BITS else farther[counts_of])
    keys = table[which, sizes - 1]
    keep = keys >= 0
    if not keep.all():
        rows, slots, keys = rows[keep], slots[keep], keys[keep]
        if not len(rows):
            return []
    # Tier 0: a name whose tokens are the query's. Its tier 1 key would be the one of all the
    # query's tokens and a closeness of 1 (as many tokens as the query has distinct ones).
    if d in counts_of:
        exact = farther[d, d - 1]
        for at in (
            (keys == order_of[heads[counts_of.index(d)]] * spread + exact).nonzero()[0].tolist()
        ):
            if index.row_tokens(int(rows[at])) == query_tokens:
                keys[at] = exact
    # With the id's place after it, one number per row orders rows by key, then id (the keys
    # renumbered by rank first, when a brain of that many ids would overflow the numbers).
    places = index.id_places()
    span = len(places) + 1
    if (int(table.max()) + 1) * span >= 1 << 62:
        keys = np.unique(keys, return_inverse=True)[1].reshape(-1)
    numbers = keys * span + places[slots]
    # The best `size` rows by number; when a document may have two of them, its first (best)
    # one only, and as many more rows as it takes to find `size` documents.
    named_twice = index.named_twice()
    wanted = size
    while True:
        if len(numbers) > wanted:
            numbers.partition(wanted - 1)  # the array is this query's own: done in place
        best = numbers[:wanted]
        best.sort()
        best_keys = best // span
        listed: list[int] = (best % span).tolist()
        if not named_twice or len(set(listed)) == len(listed):
            break
        firsts: dict[int, int] = {}
        for position, place in enumerate(listed):
            firsts.setdefault(place, position)
        if len(firsts) >= size or len(best) == len(numbers):
            best_keys, listed = best_keys[list(firsts.values())], list(firsts)
            break
        wanted *= 2
    return array_ranks(best_keys[:size], index.place_ids(listed[:size]))


def _few(
    index: Any,
    query_tokens: tuple[str, ...],
    d: int,
    needed: float,
    counts_of: list[int],
    weights_of: list[float],
    rows: Any,
    slots: Any,
    sizes: Any,
    which: Any,
    size: int,
) -> list[Rank]:
    """`_by_rows` for a few rows: each keyed in Python (a numpy call costs more than a row)."""
    best: dict[int, NameKey] = {}
    for row, slot, name_size, at in zip(
        rows.tolist(), slots.tolist(), sizes.tolist(), which.tolist(), strict=True
    ):
        count, weight = counts_of[at], weights_of[at]
        if count == d:
            exact = name_size == d and index.row_tokens(row) == query_tokens
            tier = 0.0 if exact else 1.0
        elif weight >= needed:
            tier = 2.0
        else:
            continue
        key = (tier, -weight, -(count / (name_size + d - count)))
        known = best.get(slot)
        if known is None or key < known:
            best[slot] = key
    return ranks(sorted(zip(best.values(), index.slot_ids(best), strict=True))[:size])


def array_ranks(keys: Any, ids: list[str]) -> list[Rank]:
    """`ranks` of ids in order, their keys in an array (sorted, so a key's rank is one more
    than how many keys are smaller): equal keys share a rank."""
    found: list[int] = (keys.searchsorted(keys) + 1).tolist()
    return list(zip(found, ids, strict=True))


@lru_cache(maxsize=256)
def _farther(d: int, largest: int) -> tuple[Any, Any]:
    """For a query of d distinct tokens, by count (0 to d) and size (1 to `largest`), the
    place of a name's closeness (`name_key`'s count / (size + d - count)) among all of these,
    0 for the closest and equal for equal closeness; and the same by mask, for every mask of
    at most `_TABLE_BITS` bits (read-only arrays)."""
    import numpy as np

    counts = np.arange(d + 1, dtype=np.int64)[:, None]
    closeness = counts / (np.arange(1, largest + 1, dtype=np.int64) + d - counts)
    ordered = np.sort(closeness, axis=None)
    farther = len(ordered) - np.searchsorted(ordered, closeness, side="right")
    by_mask = farther[[mask.bit_count() for mask in range(1 << min(d, _TABLE_BITS))]]
    farther.flags.writeable = False
    by_mask.flags.writeable = False
    return farther, by_mask


def _has(held: Any, rows: Any) -> Any:
    """Which of `rows` are in `held` (sorted, not empty): a bisection per row."""
    import numpy as np

    spot = np.minimum(held.searchsorted(rows), len(held) - 1)
    return held[spot] == rows


class _Negated:
    """A (key, id) pair ordered backwards: a heap of them has the worst pair on top."""

    __slots__ = ("pair",)

    def __init__(self, pair: tuple[NameKey, str]) -> None:
        self.pair = pair

    def __lt__(self, other: _Negated) -> bool:
        return other.pair < self.pair


def partial_weight_needed(idf: Mapping[str, float]) -> float:
    """The idf a name sharing only some query tokens must carry to be a match at all: a share
    (PARTIAL_SHARE) of the query's own weight, the words that only make it a question left out
    (`intent.SCAFFOLDING`: rare in a brain's documents, "where", "are" and "we" would outweigh
    "Saltmarsh" in "where are we on Saltmarsh?"). A title that shares only a common word
    ("the", "project") with a long question is not a name match."""
    return PARTIAL_SHARE * sum(
        max(weight, 0.0) for token, weight in idf.items() if token not in SCAFFOLDING
    )


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
