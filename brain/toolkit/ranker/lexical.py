"""BM25 over a brain's documents: what the ranker knows of a document, and the one index.

`RankIndex` is what `query` needs from an index. `LexicalIndex` is the one BM25 engine, used
by the server and the CLI alike: a base segment of flat arrays (`segment.py`: the same bytes in
PostgreSQL, in a mapped file and in memory), read in place, plus an in-memory delta of the
documents changed since (`add`, `remove`). The server keeps one per brain, maintained on write
and stored with `to_segment`; the CLI reads its `index.bin` with `from_segment(describe=...)`
and applies its `index-delta.jsonl` (`brain.toolkit.catalog`). `to_dict`/`from_dict`, the
JSON snapshot stored before, remain for the migration that converts it and for the benches.

Scores are BM25Okapi's: `okapi_idf`, `mean_idf` and BM25Okapi's term weight (vectorized in
`term_weights`, written out in `_plain_scores`) give the same floating-point numbers for the
same documents. numpy is imported when a vectorized index first scores, not with this module;
an index read with a `describe` (the CLI) never imports it.
"""

from __future__ import annotations

import gc
import heapq
import math
import re
import threading
from bisect import bisect_left
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from collections.abc import Set as AbstractSet
from datetime import datetime
from itertools import chain
from sys import intern
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Final, NamedTuple

from ..links import visible_text
from ..timeline import split_body
from .contracts import BestScores, RankDocument, Ranked, RankIndex
from .fusion import Rank, ranks
from .names import array_ranks, document_name_tokens, tokens_of_name
from .tokenizer import TOKENIZER_VERSION, tokenize

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from ..document import Document
    from .segment import IndexedDocument, Segment

    Ints = npt.NDArray[np.int64]
    Floats = npt.NDArray[np.float64]
    _Ints = Ints
    _Floats = Floats
    _Bools = npt.NDArray[np.bool_]

INDEX_FORMAT: Final = "goat-brain.lexical-index"
INDEX_VERSION: Final = 2  # 2: each document's folder

MSG_BAD_INDEX: Final = "not a usable lexical index cache ({detail}); rebuild it from the documents"
_MISSING: Final = object()


class _Meta:
    """The base documents' ranking metadata as `to_segment` stored it in the segment's `extra`:
    by column (titles, statuses, kinds, types, updated, folders; the aliases of the documents
    that have some). Metadata stored without folders (one row per document, as version 1 wrote
    it, or columns without "folders") is refused: the index is built anew from the documents."""

    def __init__(self, stored: Any, documents: int) -> None:
        if not isinstance(stored, dict) or "folders" not in stored:
            raise ValueError("the documents' metadata has no folders (written by an older version)")
        self.titles: list[Any] = stored["titles"]
        self.statuses: list[Any] = stored["statuses"]
        self.kinds: list[Any] = stored["kinds"]
        self.types: list[Any] = stored["types"]
        self.updated: list[Any] = stored["updated"]
        self.folders: list[Any] = stored["folders"]
        self._aliases: dict[int, list[Any]] = {int(slot): list(a) for slot, a in stored["aliases"]}
        lists = (self.titles, self.statuses, self.kinds, self.types, self.updated, self.folders)
        if not all(isinstance(c, list) and len(c) == documents for c in lists):
            raise ValueError("the documents' metadata does not match their ids")

    def aliases_of(self, slot: int) -> list[Any]:
        return self._aliases.get(slot, [])


class _Documents(Mapping[str, Ranked]):
    """`LexicalIndex.documents`: id -> document, over the ids the index holds."""

    def __init__(self, index: LexicalIndex) -> None:
        self._index = index

    def __getitem__(self, brain_id: str) -> Ranked:
        found = self._index.get(brain_id)
        if found is None:
            raise KeyError(brain_id)
        return found

    def __iter__(self) -> Iterator[str]:
        return iter(self._index.held_ids())

    def __len__(self) -> int:
        return len(self._index)


class RankMeta(NamedTuple):
    """A document's ranking metadata without its text: what an on-disk index keeps per row.

    A named tuple: cheap to make for each of the hundreds of candidates a query looks at.
    """

    brain_id: str
    title: str
    aliases: tuple[str, ...]
    status: str
    kind: str
    type: str
    updated: datetime | None
    folder: str = ""

    @property
    def names(self) -> tuple[str, ...]:
        return (self.title, *self.aliases)


def rank_document(document: Document) -> RankDocument:
    """The ranker's view of a parsed document (`updated`, else `created`, for recency)."""
    aliases = tuple(document.aliases)
    return RankDocument(
        brain_id=document.brain_id,
        title=document.title,
        aliases=aliases,
        status=document.status,
        kind=document.kind,
        type=document.type,
        text="\n".join((document.title, *aliases, searched_body(document.body))),
        updated=document.updated or document.created,
        folder=document.folder,
    )


def searched_body(body: str, *, targets: bool = True) -> str:
    """What of a body BM25 reads: its compiled truth and each timeline entry's date and text,
    not the `## Timeline` heading nor an entry's id and source ref (a search for "timeline"
    or "jamie" matches what a page says, not how its timeline is written down), and its links
    as `links.visible_text` reads them with their targets: `[[page:zanzibar-corp|the client]]`
    is "the client zanzibar-corp", `[the rate sheet](https://...)` is "the rate sheet", so
    "page", "evidence" or an address match no page for its link markup. Without `targets`,
    the text a reader sees (a labelled link as its label only)."""
    truth, zone = split_body(body)
    if zone is None:
        return visible_text(body, targets=targets)
    entries = _ENTRY_HEAD.sub(_entry_date, zone)
    return f"{visible_text(truth, targets=targets)}\n{visible_text(entries, targets=targets)}"


# A timeline entry's head: `- **<timestamp>** | <entry id> | <source ref> | `
_ENTRY_HEAD: Final = re.compile(r"^- \*\*([^*\s]+)\*\* \| [^\s|]+ \| [^\s|]+ \| ", re.MULTILINE)


def _entry_date(match: re.Match[str]) -> str:
    return f"{match.group(1)[:10]} "


def best_of(scores: Mapping[str, float], pool: int) -> BestScores:
    """`RankIndex.best_scores` over a full map of scores."""
    if len(scores) <= pool:
        return list(scores.items()), len(scores)
    threshold = heapq.nlargest(pool, scores.values())[-1]
    return [item for item in scores.items() if item[1] >= threshold], len(scores)


# --- BM25Okapi arithmetic, shared by every index -----------------------------------------------


def okapi_idf(documents: int, df: int, epsilon: float, average: Callable[[], float]) -> float:
    """idf = log(N - df + 0.5) - log(df + 0.5); a negative one is epsilon * the average idf."""
    idf = math.log(documents - df + 0.5) - math.log(df + 0.5)
    return idf if idf >= 0 else epsilon * average()


def mean_idf(documents: int, histogram: Mapping[int, int]) -> float:
    """The mean unfloored idf over every term, from how many terms have each document frequency.

    Summed in increasing frequency, so any two indexes of the same corpus get the same float
    whatever order their terms came in.
    """
    total, terms = 0.0, 0
    for df, count in sorted(histogram.items()):
        total += count * (math.log(documents - df + 0.5) - math.log(df + 0.5))
        terms += count
    return total / terms if terms else 0.0


def term_weights(
    idf: float, tfs: Floats, lengths: Floats, average_length: float, k1: float, b: float
) -> Floats:
    """One term's BM25 weight in each document of its postings (tfs and lengths per posting).

    The expression of rank_bm25.BM25Okapi.get_scores, restricted to the postings.
    """
    norms = k1 * (1 - b + b * lengths / average_length)
    weights: Floats = idf * (tfs * (k1 + 1) / (tfs + norms))
    return weights


class LexicalIndex:
    """Inverted index with rank_bm25.BM25Okapi scoring semantics (k1=1.5, b=0.75, epsilon=0.25).

    idf(t) = log(N - n_t + 0.5) - log(n_t + 0.5); a negative idf is replaced by
    epsilon * average_idf, the mean of the unfloored idf over every term in the corpus. A
    document's score sums, over the query tokens (repeats count again),
    idf(t) * tf * (k1 + 1) / (tf + k1 * (1 - b + b * |d| / avgdl)).

    Slots: the base's first (`from_segment`; its postings and name postings stay in its arrays,
    a removed base document is masked and its slot never reused), then the delta's, whose
    postings map each term to {slot: tf} (an index built from documents is all delta). A query
    costs the postings of its terms, not the number of documents. N and avgdl change with every
    add and remove, so idf is computed at query time. The average idf comes from a histogram
    of document frequencies (how many terms occur in exactly n documents), built on first use
    and then kept up to date by `add` and `remove`; it is cached until the next change.

    Scoring is vectorized with numpy over arrays of a term's postings, made when a query first
    needs them and kept until a change touches the term; a term's BM25 weights per posting (and
    a common term's by slot) are kept until the next change (N, avgdl and the idf floor move
    with every change). The index also keeps, up to date with every change, the ids of its
    pages and its documents by status (so a query filters by status inside the score arrays,
    with a mask by slot, and the graph walk asks a set), every title and alias as a name row
    by token (`name_rows`, for `names.name_list`), and, once a query has asked for it, the
    place of each document's id in id order (`id_places`: both lists break ties by id in
    numpy). An index read with a `describe` (the CLI) keeps none of that: its metadata is
    asked of `describe`, it is not `vectorized` (the ranker then takes its plain-Python paths)
    and it scores in plain Python (`_plain_scores`). An index read by `from_dict` keeps each
    term's postings as the packed string it was stored as until first touched.

    Queries may run concurrently with each other (their caches fill idempotently); `add`,
    `remove` and `to_dict` must not run alongside anything else.
    """

    def __init__(
        self,
        documents: Iterable[RankDocument] = (),
        *,
        k1: float = 1.5,
        b: float = 0.75,
        epsilon: float = 0.25,
    ) -> None:
        self.k1 = k1
        self.b = b
        self.epsilon = epsilon
        self._documents: dict[str, RankDocument] = {}
        self._slot_of: dict[str, int] = {}
        self._ids: list[str] = []  # slot -> id ("" for a free slot)
        self._lengths: list[int] = []  # slot -> number of tokens
        self._free: list[int] = []
        self._postings: dict[str, dict[int, int]] = {}  # term -> {slot: tf}
        self._packed: dict[str, str] = {}  # term -> "slot tf slot tf ..." not yet unpacked
        self._arrays: dict[str, tuple[_Ints, _Floats]] = {}  # term -> (slots, tfs)
        self._length_array: _Floats | None = None
        self._names: dict[str, set[int]] = {}  # title/alias token -> slots
        self._df_histogram: Counter[int] | None = None  # document frequency -> number of terms
        self._total_length = 0
        self._average_idf: float | None = None
        # Every title and alias is a name row: its slot, its distinct tokens and its tokens;
        # per token, the rows that have it (names.name_list scores them with numpy).
        self._row_slots: list[int] = []
        self._row_sizes: list[int] = []
        self._row_tokens: list[tuple[str, ...]] = []
        self._rows_of: dict[int, list[int]] = {}  # slot -> its rows
        self._free_rows: list[int] = []
        self._named_twice = 0  # documents with more than one name row
        self._token_rows: dict[str, set[int]] = {}
        self._row_arrays: dict[str, tuple[_Ints, _Ints, _Ints]] = {}  # token -> rows, slots, sizes
        # Kept up to date by `add` and `remove`, so a query tests eligibility by set lookups:
        self._pages: set[str] = set()  # ids of the documents of kind "page"
        self._with_status: dict[str, set[str]] = {}  # status -> ids
        # The eligible pages by excluded statuses, valid while the generation is this one.
        self._page_sets: dict[frozenset[str], frozenset[str]] = {}
        self._page_sets_generation = -1
        self._banned: dict[frozenset[str], _Bools] = {}  # by slot, True when left out, likewise
        self._banned_generation = -1
        self._generation = 0  # bumped by every change
        # The ids in order, and by slot the place of its id among them (-1 for a free slot):
        # made when a query first needs it, then kept up to date by every change.
        self._id_order: tuple[list[str], _Ints] | None = None
        self._id_order_changes = 0  # changes applied to it since it was made
        # Each term's BM25 weights per posting, valid while the generation is this one.
        self._weights: dict[str, _Floats] = {}
        # And a common term's weights by slot (0 where it is absent), with where it is present.
        self._dense: dict[str, tuple[_Floats, _Bools]] = {}
        self._weights_generation = -1
        self._last_scores: tuple[tuple[int, tuple[str, ...]], tuple[_Ints, _Floats]] | None = None
        # Read by `from_segment`: the base. Its slots are this index's first slots; its
        # postings and name postings stay in its arrays (read per term, checked against their
        # CRCs), never copied out. A base document that is removed or changed is masked
        # (`_dead`; its terms, from the segment's forward index, lower their document
        # frequencies in `_dead_df`) and its slot is never reused; documents added since live
        # in the delta: `_postings` (term -> {slot: tf}) and `_names` hold only delta slots.
        self._segment: Segment | None = None
        self._base = 0  # the base's slots
        self._dead: set[int] = set()  # base slots removed since
        self._dead_df: dict[str, int] = {}  # term -> dead base slots that have it
        self._dead_mask: _Bools | None = None  # by base slot, True when dead (numpy; made lazily)
        self._delta_terms: dict[int, tuple[str, ...]] = {}  # delta slot -> its terms, if no text
        self._delta_names: dict[int, frozenset[str]] = {}  # delta slot -> its name tokens
        # Where a base document's metadata comes from when it is not kept in `_documents`
        # (the CLI: its catalog); such an index is not `vectorized` (see the class docstring).
        self._describe: Callable[[str], Ranked | None] | None = None
        self._described: dict[str, Ranked | None] = {}
        self.vectorized = True
        # A base's metadata as `to_segment` stored it: per slot, [title, aliases, status, kind,
        # type, updated]. The pages, the documents by status and the name rows are made from it
        # when a query first needs them, not when the segment is read.
        self._meta: _Meta | None = None
        self._sets_built = True
        self._rows_built = True
        self._row_base = 0  # the base's name rows (when its segment keeps them)
        self._lazy_lock = threading.Lock()
        self._base_twice: _Bools | None = None
        # Each folder's documents by type (`folder_types`), valid while the generation is this one
        self._folder_types: Mapping[str, Mapping[str, int]] = {}
        self._folder_types_generation = -1
        self._folder_source: Callable[[], Mapping[str, Mapping[str, int]]] | None = None
        for document in documents:
            self.add(document)

    # --- contents ----------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self._slot_of)

    def __contains__(self, brain_id: object) -> bool:
        return brain_id in self._slot_of

    @property
    def segment(self) -> Segment | None:
        """The base this index was read from (`from_segment`), or None."""
        return self._segment

    def held_ids(self) -> AbstractSet[str]:
        """The ids of the documents the index holds (a live, read-only view)."""
        return self._slot_of.keys()

    def folder_types(self) -> Mapping[str, Mapping[str, int]]:
        """Each folder the documents live in (the top level left out), with how many documents
        of each type it holds; counted when a query first asks after a change (or the count
        its reader keeps: `from_segment`)."""
        if self._folder_source is not None:
            return self._folder_source()
        with self._lazy_lock:
            if self._folder_types_generation != self._generation:
                counts: dict[str, dict[str, int]] = {}
                for brain_id in self._slot_of:
                    document = self.get(brain_id)
                    if document is not None and document.folder:
                        types = counts.setdefault(document.folder, {})
                        types[document.type] = types.get(document.type, 0) + 1
                self._folder_types = counts
                self._folder_types_generation = self._generation
            return self._folder_types

    @property
    def documents(self) -> Mapping[str, RankDocument]:
        """A read-only view, id -> document, of the documents the index keeps with their text:
        all of an index built from documents, those added since of one read from a segment
        (`held_ids` are all the ids, `get` any document's metadata)."""
        return MappingProxyType(self._documents)

    def get(self, brain_id: str) -> Ranked | None:
        found = self._documents.get(brain_id)
        if found is not None or self._describe is None:
            return found
        described = self._described.get(brain_id, _MISSING)
        if described is _MISSING:
            described = self._described[brain_id] = (
                self._describe(brain_id) if brain_id in self._slot_of else None
            )
        return described  # type: ignore[return-value]

    # --- changes -----------------------------------------------------------------------
    def add(self, document: RankDocument) -> None:
        """Index a document, replacing the one with the same id."""
        if document.brain_id in self._slot_of:
            self.remove(document.brain_id)
        tokens = tokenize(document.text)
        self._insert(document.brain_id, document, Counter(tokens), len(tokens), None)

    def add_counted(self, indexed: IndexedDocument) -> None:
        """Index a document already counted (`segment.IndexedDocument`: its token counts and
        name tokens, no text), replacing the one with the same id; its metadata is `describe`'s
        (an index read with one only)."""
        brain_id = indexed.held.brain_id
        if brain_id in self._slot_of:
            self.remove(brain_id)
        self._described.pop(brain_id, None)
        self._insert(brain_id, None, indexed.counts, indexed.length, indexed.names)

    def remove(self, brain_id: str) -> None:
        """Drop a document from the index; nothing happens when it is not there."""
        slot = self._slot_of.get(brain_id)
        if slot is None:
            return
        document = self._documents.pop(brain_id, None)
        if self._sets_built:
            known = document if document is not None else self.get(brain_id)  # a base one
            assert known is not None
            status = known.status
            self._pages.discard(brain_id)
            holding = self._with_status.get(status)
            if holding is not None:
                holding.discard(brain_id)
                if not holding:
                    del self._with_status[status]
        self._described.pop(brain_id, None)
        del self._slot_of[brain_id]
        histogram = self._df_histogram
        if slot < self._base:
            assert self._segment is not None
            terms = self._segment.terms
            dead_df = self._dead_df
            for number in self._segment.terms_of(slot):
                term = terms[number]
                if histogram is not None:
                    df = self._df(term)
                    _count(histogram, df, -1)
                    if df > 1:
                        _count(histogram, df - 1, 1)
                dead_df[term] = dead_df.get(term, 0) + 1
                self._arrays.pop(term, None)
            self._dead.add(slot)
            self._dead_mask = None
            for slots in self._names.values():  # the tokens read from the base so far
                slots.discard(slot)
        else:
            counted = self._delta_terms.pop(slot, None)
            if counted is None:
                assert document is not None  # a delta document without text was counted
                counted = tuple(set(tokenize(document.text)))
            for term in counted:
                posting = self._posting(term)
                if posting is None or posting.pop(slot, None) is None:
                    continue
                self._arrays.pop(term, None)
                if histogram is not None:
                    df = self._df(term)
                    _count(histogram, df + 1, -1)
                    if df:
                        _count(histogram, df, 1)
                if not posting:
                    del self._postings[term]
            for token in self._delta_names.pop(slot, frozenset()):
                named_slots = self._names.get(token)
                if named_slots is not None:
                    named_slots.discard(slot)
            self._free.append(slot)
        if self._id_order is not None and self._keep_id_order():
            self._unplace(slot)
        named = self._rows_of.pop(slot, []) if self._rows_built else []
        if slot < self._base and self._row_base:
            self._row_arrays.clear()  # the base's rows of the slot are masked from now on
        if len(named) > 1:
            self._named_twice -= 1
        first = self._row_base
        for row in named:
            for token in set(self._row_tokens[row - first]):
                rows = self._token_rows.get(token)
                if rows is not None:
                    rows.discard(row)
                    if not rows:
                        del self._token_rows[token]
                self._row_arrays.pop(token, None)
            self._row_tokens[row - first] = ()
            self._free_rows.append(row)
        self._total_length -= self._lengths[slot]
        self._lengths[slot] = 0
        self._ids[slot] = ""
        self._average_idf = None
        self._length_array = None
        self._generation += 1

    def _insert(
        self,
        brain_id: str,
        document: RankDocument | None,
        frequencies: Mapping[str, int],
        length: int,
        names: frozenset[str] | None,
    ) -> None:
        # The id interned (as `EdgeGraph` interns its nodes): a query's lookups then find the
        # very same string object in every map, instead of an equal copy to compare.
        brain_id = intern(brain_id)
        if self._free:
            slot = self._free.pop()
            self._ids[slot] = brain_id
            self._lengths[slot] = length
        else:
            slot = len(self._ids)
            self._ids.append(brain_id)
            self._lengths.append(length)
        self._slot_of[brain_id] = slot
        if document is not None:
            self._documents[brain_id] = document
            if self._sets_built:
                if document.kind == "page":
                    self._pages.add(brain_id)
                self._with_status.setdefault(document.status, set()).add(brain_id)
        else:
            self._delta_terms[slot] = tuple(frequencies)
        self._total_length += length
        histogram = self._df_histogram
        for term, tf in frequencies.items():
            if histogram is not None:
                df = self._df(term)
                if df:
                    _count(histogram, df, -1)
                _count(histogram, df + 1, 1)
            posting = self._posting(term)
            if posting is None:
                self._postings[term] = {slot: tf}
            else:
                posting[slot] = tf
            self._arrays.pop(term, None)  # the base's part may be there already
        if names is None:
            assert document is not None
            names = frozenset(document_name_tokens(document))
        self._delta_names[slot] = names
        for token in names:
            self.name_slots(token)  # the base's part read first
            self._names.setdefault(token, set()).add(slot)
        if self._rows_built and document is not None:
            self._add_rows(slot, document.names)
        if self._id_order is not None and self._keep_id_order():
            self._place(slot, brain_id)
        self._average_idf = None
        self._length_array = None
        self._generation += 1

    def _add_rows(self, slot: int, names: Iterable[str]) -> None:
        """The slot's name rows, one per title or alias with a token."""
        rows = self._rows_of[slot] = []
        first = self._row_base  # the delta's rows are numbered after the base's
        for name in names:
            name_tokens, name_set = tokens_of_name(name)
            if not name_set:
                continue
            if self._free_rows:
                row = self._free_rows.pop()
                self._row_slots[row - first] = slot
                self._row_sizes[row - first] = len(name_set)
                self._row_tokens[row - first] = name_tokens
            else:
                row = first + len(self._row_slots)
                self._row_slots.append(slot)
                self._row_sizes.append(len(name_set))
                self._row_tokens.append(name_tokens)
            rows.append(row)
            for token in name_set:
                self._token_rows.setdefault(token, set()).add(row)
                self._row_arrays.pop(token, None)
        if len(rows) > 1:
            self._named_twice += 1

    def _ensure_sets(self) -> None:
        """The pages and the documents by status, made on first use from the base's metadata
        and the delta's documents (then kept up to date by every change)."""
        if self._sets_built:
            return
        with self._lazy_lock:  # made once, whichever query thread comes first
            if not self._sets_built:
                self._make_sets()

    def _make_sets(self) -> None:
        pages, with_status, meta = self._pages, self._with_status, self._meta
        documents: Mapping[str, Ranked] = self._documents if meta is not None else _Documents(self)
        for brain_id, slot in self._slot_of.items():
            document = documents.get(brain_id)
            if document is not None:
                status, kind = document.status, document.kind
            else:
                assert meta is not None
                status, kind = str(meta.statuses[slot]), meta.kinds[slot]
            if kind == "page":
                pages.add(brain_id)
            holding = with_status.get(status)
            if holding is None:
                holding = with_status[status] = set()
            holding.add(brain_id)
        self._sets_built = True

    def _ensure_rows(self) -> None:
        """The name rows, made on first use from the base's metadata and the delta's documents
        (then kept up to date by every change)."""
        if self._rows_built:
            return
        with self._lazy_lock:
            if not self._rows_built:
                self._make_rows()

    def _make_rows(self) -> None:
        meta = self._meta
        documents: Mapping[str, Ranked] = self._documents if meta is not None else _Documents(self)
        for brain_id, slot in sorted(self._slot_of.items(), key=lambda item: item[1]):
            document = documents.get(brain_id)
            if document is not None:
                self._add_rows(slot, document.names)
            else:
                assert meta is not None
                self._add_rows(slot, (str(meta.titles[slot]), *map(str, meta.aliases_of(slot))))
        self._rows_built = True

    def _keep_id_order(self) -> bool:
        """Whether to keep the id order up to date through one more change, or to drop it for
        the next query to make anew: each change costs a pass over the slots, and after about
        a sixty-fourth of them in changes (a bulk import) sorting the ids again costs less."""
        self._id_order_changes += 1
        if self._id_order_changes > 16 + len(self._ids) // 64:
            self._id_order = None
            return False
        return True

    def _place(self, slot: int, brain_id: str) -> None:
        """Put a new document's id in the id order (the ids after it move one place on)."""
        import numpy as np

        assert self._id_order is not None
        ordered, places = self._id_order
        place = bisect_left(ordered, brain_id)
        ordered.insert(place, brain_id)
        if slot >= len(places):  # room for as many slots again
            places = np.concatenate([places, np.full(len(places) + 1, -1, dtype=np.int64)])
            self._id_order = (ordered, places)
        places[places >= place] += 1
        places[slot] = place

    def _unplace(self, slot: int) -> None:
        """Take a removed document's id out of the id order."""
        assert self._id_order is not None
        ordered, places = self._id_order
        place = int(places[slot])
        del ordered[place]
        places[places > place] -= 1
        places[slot] = -1

    def _posting(self, term: str) -> dict[int, int] | None:
        """The term's delta postings ({slot: tf}), or None."""
        posting = self._postings.get(term)
        if posting is None and self._packed:
            packed = self._packed.get(term)
            if packed is not None:
                # Published before the packed form goes, so a concurrent reader sees one of them.
                posting = self._postings[term] = _unpack(packed, len(self._ids), term)
                self._packed.pop(term, None)
        return posting

    def _df(self, term: str) -> int:
        """The term's document frequency: the base's, less its dead slots, plus the delta's."""
        posting = self._posting(term)
        df = len(posting) if posting else 0
        segment = self._segment
        if segment is not None:
            number = segment.term_id(term)
            if number is not None:
                df += segment.df(number) - self._dead_df.get(term, 0)
        return df

    def holds(self, term: str) -> bool:
        """Whether some document's title, an alias or its searched text has the token `term`
        (as `tokenize` reads text)."""
        return self._df(term) > 0

    def _base_postings(self, term: str) -> tuple[list[int], list[int]]:
        """The term's live postings in the base: slots and term frequencies (lists)."""
        segment = self._segment
        number = segment.term_id(term) if segment is not None else None
        if number is None:
            return [], []
        assert segment is not None
        slots, tfs = segment.postings(number)  # checked against its CRC
        if self._dead_df.get(term):
            dead = self._dead
            kept = [at for at, slot in enumerate(slots) if slot not in dead]
            slots, tfs = [slots[at] for at in kept], [tfs[at] for at in kept]
        return slots, tfs

    # --- scoring -----------------------------------------------------------------------
    def average_idf(self) -> float:
        """The mean unfloored idf over every term in the corpus (0 for an empty corpus)."""
        if self._average_idf is None:
            if self._df_histogram is None:
                segment = self._segment
                if segment is None:
                    histogram = Counter(map(len, self._postings.values()))
                    histogram.update(
                        (packed.count(" ") + 1) // 2 for packed in self._packed.values()
                    )
                else:  # the base's, with the terms the dead slots and the delta changed moved
                    histogram = Counter(segment.histogram)
                    for term in {*self._dead_df, *self._postings}:
                        number = segment.term_id(term)
                        if number is not None:
                            histogram[segment.df(number)] -= 1
                        df = self._df(term)
                        if df:
                            histogram[df] += 1
                    histogram = Counter({df: n for df, n in histogram.items() if n})
                self._df_histogram = histogram
            self._average_idf = mean_idf(len(self._slot_of), self._df_histogram)
        return self._average_idf

    def idf(self, term: str) -> float:
        df = self._df(term)
        if not df:
            return 0.0
        return okapi_idf(len(self._slot_of), df, self.epsilon, self.average_idf)

    def scores(self, query_tokens: Sequence[str]) -> dict[str, float]:
        """BM25Okapi scores of the documents that contain at least one query token.

        Equal to `BM25Okapi(corpus).get_scores(query_tokens)` for those documents; every other
        document would score 0 and is left out.
        """
        if not self.vectorized:
            return self._plain_scores(query_tokens)
        slots, totals = self._score_arrays(query_tokens)
        ids = self._ids
        return dict(zip([ids[slot] for slot in slots.tolist()], totals.tolist(), strict=True))

    def best_scores(self, query_tokens: Sequence[str], pool: int) -> BestScores:
        """The `pool` best of `scores` (ties with the last included), chosen over the score
        arrays, so a query matching most of the brain makes no id -> score map of it all."""
        if not self.vectorized:
            return best_of(self._plain_scores(query_tokens), pool)
        slots, totals = self._score_arrays(query_tokens)
        scored = len(totals)
        if scored > pool:
            import numpy as np

            threshold = np.partition(totals, len(totals) - pool)[len(totals) - pool]
            keep = totals >= threshold
            slots, totals = slots[keep], totals[keep]
        ids = self._ids
        found = [ids[slot] for slot in slots.tolist()]
        return list(zip(found, totals.tolist(), strict=True)), scored

    def bm25_ranks(
        self, query_tokens: Sequence[str], size: int, excluded: Collection[str]
    ) -> list[Rank]:
        """`bm25_list` over the documents whose status is not `excluded`: the best `size` by
        score, then id, ranked (equal scores share a rank); chosen and ordered in the score
        arrays, ids compared by their places in the id order."""
        import numpy as np

        terms, parts = self._parts(query_tokens)
        if not parts:
            return []
        banned = self.excluded_mask(excluded)
        chosen = False
        if len(parts) > 1:
            total, present = self._by_slot(terms, parts)
            if banned is not None:
                present &= ~banned
            count = np.count_nonzero(present)
            if count > size and count * 4 >= len(total) * 3:
                # Most slots have a score: chosen among the sums by slot, the others sunk (a
                # partition slows down when many values are equal: only with few others).
                total[~present] = -np.inf
                ordered = total.copy()
                ordered.partition(len(total) - size)  # the `size` best, and any tied with the last
                slots = (total >= ordered[len(total) - size]).nonzero()[0]
                chosen = True
            else:
                slots = present.nonzero()[0]
            totals = total[slots]
        else:
            slots, totals = parts[0]
            if banned is not None:
                kept = (~banned[slots]).nonzero()[0]
                slots, totals = slots[kept], totals[kept]
        if len(totals) > size and not chosen:  # the `size` best scores, and any tied with the last
            ordered = totals.copy()
            ordered.partition(len(totals) - size)
            kept = (totals >= ordered[len(totals) - size]).nonzero()[0]
            slots, totals = slots[kept], totals[kept]
        if not len(slots):
            return []
        lower = -totals  # ascending, as ranks go
        order = np.lexsort((self.id_places()[slots], lower))[:size]
        return array_ranks(lower[order], self.slot_ids(slots[order].tolist()))

    def eligible_pages(self, excluded: Collection[str]) -> AbstractSet[str]:
        """The ids of the pages whose status is not `excluded` (read-only; kept until the
        next change)."""
        self._ensure_sets()
        banned = [self._with_status[status] for status in excluded if status in self._with_status]
        if not banned:
            return self._pages
        if self._page_sets_generation != self._generation:
            self._page_sets = {}
            self._page_sets_generation = self._generation
        sets = self._page_sets
        key = frozenset(excluded)
        cached = sets.get(key)
        if cached is None:
            cached = sets[key] = frozenset(self._pages.difference(*banned))
        return cached

    def _score_arrays(self, query_tokens: Sequence[str]) -> tuple[_Ints, _Floats]:
        """Slots with at least one query token, and their BM25Okapi scores."""
        key = (self._generation, tuple(query_tokens))
        last = self._last_scores
        if last is not None and last[0] == key:
            return last[1]
        import numpy as np

        terms, parts = self._parts(query_tokens)
        if len(parts) > 1:
            total, present = self._by_slot(terms, parts)
            held: _Ints = present.nonzero()[0]
            found = held, total[held]
        elif parts:
            found = parts[0]
        else:
            found = np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float64)
        self._last_scores = (key, found)  # the widening loop of bm25_list asks again
        return found

    def _parts(self, query_tokens: Sequence[str]) -> tuple[list[str], list[tuple[_Ints, _Floats]]]:
        """The query tokens in the index, and for each its slots and BM25 weights there."""
        import numpy as np

        terms: list[str] = []
        parts: list[tuple[_Ints, _Floats]] = []
        if not self._slot_of or not self._total_length:
            return terms, parts
        avgdl = self._total_length / len(self._slot_of)
        if self._length_array is None:
            self._length_array = np.array(self._lengths, dtype=np.float64)
        lengths = self._length_array
        if self._weights_generation != self._generation:
            self._weights = {}
            self._dense = {}
            self._weights_generation = self._generation
        cached = self._weights
        for term in query_tokens:
            arrays = self._term_arrays(term)
            if arrays is None:
                continue
            slots, tfs = arrays
            # A term's weights depend on N, avgdl and the idf floor, all fixed until the next
            # change: made once per term and generation, not once per query.
            weights = cached.get(term)
            if weights is None:
                idf = self.idf(term)
                weights = term_weights(idf, tfs, lengths[slots], avgdl, self.k1, self.b)
                cached[term] = weights
            terms.append(term)
            parts.append((slots, weights))
        return terms, parts

    def _by_slot(
        self, terms: list[str], parts: list[tuple[_Ints, _Floats]]
    ) -> tuple[_Floats, _Bools]:
        """By slot, the sum of its weights over the parts (one per query token, in order),
        added term by term in order from 0 as get_scores does, and whether any part has the
        slot (new arrays, the query's own). A common term (in at least an eighth of the slots)
        keeps its weights by slot for the generation, so its part is one vector add (a few
        times its postings' arrays in memory, at most); a rarer term's weights are added at
        its slots."""
        import numpy as np

        slot_count = len(self._ids)
        dense = self._dense
        spreads: list[tuple[_Floats, _Bools] | None] = []
        for term, (slots, weights) in zip(terms, parts, strict=True):
            spread = dense.get(term)
            if spread is None and len(slots) * 8 >= slot_count:
                by_slot = np.zeros(slot_count, dtype=np.float64)
                by_slot[slots] += weights  # 0 + weight: the first addition of a sum
                held = np.zeros(slot_count, dtype=bool)
                held[slots] = True
                spread = dense[term] = (by_slot, held)
            spreads.append(spread)
        if spreads[0] is not None:
            total, present = spreads[0][0].copy(), spreads[0][1].copy()
        else:
            total = np.zeros(slot_count, dtype=np.float64)
            present = np.zeros(slot_count, dtype=bool)
            total[parts[0][0]] += parts[0][1]
            present[parts[0][0]] = True
        for spread, (slots, weights) in zip(spreads[1:], parts[1:], strict=True):
            if spread is not None:
                total += spread[0]  # adding 0 where the term is absent changes no sum
                present |= spread[1]
            else:
                total[slots] += weights  # a term's slots are distinct
                present[slots] = True
        return total, present

    def _term_arrays(self, term: str) -> tuple[_Ints, _Floats] | None:
        """The term's live slots and term frequencies: the base's, then the delta's."""
        arrays = self._arrays.get(term)
        if arrays is None:
            import numpy as np

            segment = self._segment
            number = segment.term_id(term) if segment is not None else None
            posting = self._posting(term)
            if number is None and not posting:
                return None
            slot_parts: list[_Ints] = []
            tf_parts: list[_Floats] = []
            if number is not None:
                assert segment is not None
                listed_slots, listed_tfs = segment.postings(number)  # checked against its CRC
                slots = np.array(listed_slots, dtype=np.int64)
                tfs = np.array(listed_tfs, dtype=np.float64)
                if self._dead_df.get(term):
                    alive = ~self._dead_by_slot()[slots]
                    slots, tfs = slots[alive], tfs[alive]
                slot_parts.append(slots)
                tf_parts.append(tfs)
            if posting:
                slot_parts.append(np.fromiter(posting.keys(), dtype=np.int64, count=len(posting)))
                tf_parts.append(np.fromiter(posting.values(), dtype=np.float64, count=len(posting)))
            if len(slot_parts) == 1:
                arrays = (slot_parts[0], tf_parts[0])
            else:
                arrays = (np.concatenate(slot_parts), np.concatenate(tf_parts))
            if not len(arrays[0]):
                return None
            self._arrays[term] = arrays
        return arrays

    def _dead_by_slot(self) -> _Bools:
        """By base slot, whether it was removed (a numpy array, made anew after a removal)."""
        mask = self._dead_mask
        if mask is None:
            import numpy as np

            mask = np.zeros(self._base, dtype=bool)
            mask[list(self._dead)] = True
            self._dead_mask = mask
        return mask

    def _plain_scores(self, query_tokens: Sequence[str]) -> dict[str, float]:
        """`scores` in plain Python (no numpy: the CLI's queries), per posting the expression
        `term_weights` vectorizes and per slot the sum in query order: the same floats."""
        count = len(self._slot_of)
        if not count or not self._total_length:
            return {}
        average_length = self._total_length / count
        k1, b = self.k1, self.b
        lengths = self._lengths
        totals: dict[int, float] = {}
        for term in query_tokens:
            slots, tfs = self._base_postings(term)
            posting = self._posting(term)
            if posting:
                slots, tfs = [*slots, *posting], [*tfs, *posting.values()]
            if not slots:
                continue
            idf = self.idf(term)
            for slot, tf in zip(slots, tfs, strict=True):
                norm = k1 * (1 - b + b * lengths[slot] / average_length)
                totals[slot] = totals.get(slot, 0.0) + idf * (tf * (k1 + 1) / (tf + norm))
        ids = self._ids
        return {ids[slot]: total for slot, total in totals.items()}

    def name_candidates(self, token: str) -> Collection[str]:
        ids = self._ids
        return [ids[slot] for slot in self.name_slots(token)]

    def name_slots(self, token: str) -> Collection[int]:
        """The slots with this token in their title or an alias (read-only; `slot_ids` names
        them). A token's base slots are read from the segment the first time it is asked."""
        found = self._names.get(token)
        if found is None:
            segment = self._segment
            number = segment.term_id(token) if segment is not None else None
            if number is None:
                return ()
            assert segment is not None
            dead = self._dead
            found = self._names[token] = {
                slot for slot in segment.name_postings(number) if slot not in dead
            }
        return found

    def name_rows(self, token: str) -> tuple[_Ints, _Ints, _Ints] | None:
        """The name rows (titles and aliases) that have this token: row numbers, their
        documents' slots and their numbers of distinct tokens (read-only arrays, by row
        number), or None. The base's rows are the segment's (when it keeps them; a dead slot's
        left out), the delta's are numbered after them."""
        arrays = self._row_arrays.get(token)
        if arrays is None:
            import numpy as np

            self._ensure_rows()
            parts: list[tuple[_Ints, _Ints, _Ints]] = []
            segment = self._segment
            number = segment.term_id(token) if segment is not None and self._row_base else None
            if number is not None:
                assert segment is not None
                base_rows = np.array(segment.name_rows(number), dtype=np.int64)
                if len(base_rows):
                    base_slots = segment.array("row_slots")[base_rows].astype(np.int64)
                    base_sizes = segment.array("row_sizes")[base_rows].astype(np.int64)
                    if self._dead:
                        alive = ~self._dead_by_slot()[base_slots]
                        base_rows = base_rows[alive]
                        base_slots, base_sizes = base_slots[alive], base_sizes[alive]
                    parts.append((base_rows, base_slots, base_sizes))
            rows = self._token_rows.get(token)
            if rows:
                first = self._row_base
                found = np.sort(np.fromiter(rows, dtype=np.int64, count=len(rows)))
                at = (found - first).tolist()
                slots, sizes = self._row_slots, self._row_sizes
                parts.append(
                    (
                        found,
                        np.array([slots[row] for row in at], dtype=np.int64),
                        np.array([sizes[row] for row in at], dtype=np.int64),
                    )
                )
            if not parts or not sum(len(part[0]) for part in parts):
                return None
            if len(parts) == 1:
                arrays = parts[0]
            else:
                arrays = (
                    np.concatenate([part[0] for part in parts]),
                    np.concatenate([part[1] for part in parts]),
                    np.concatenate([part[2] for part in parts]),
                )
            self._row_arrays[token] = arrays
        return arrays

    def row_tokens(self, row: int) -> tuple[str, ...]:
        """A name row's tokens, in order."""
        self._ensure_rows()
        first = self._row_base
        if row < first:
            assert self._segment is not None
            terms = self._segment.terms
            return tuple(terms[number] for number in self._segment.row_terms(row))
        return self._row_tokens[row - first]

    def excluded_mask(self, excluded: Collection[str]) -> _Bools | None:
        """By slot, whether the document's status is one of `excluded` (a read-only array, kept
        until the next change), or None when no document has one."""
        self._ensure_sets()
        if not any(status in self._with_status for status in excluded):
            return None
        if self._banned_generation != self._generation:
            self._banned = {}
            self._banned_generation = self._generation
        key = frozenset(excluded)
        found = self._banned.get(key)
        if found is None:
            import numpy as np

            slot_of = self._slot_of
            slots = [
                slot_of[brain_id]
                for status in key
                for brain_id in self._with_status.get(status, ())
            ]
            mask = np.zeros(len(self._ids), dtype=bool)
            mask[slots] = True
            found = self._banned[key] = mask
        return found

    def slot_ids(self, slots: Iterable[int]) -> list[str]:
        ids = self._ids
        return [ids[slot] for slot in slots]

    def id_places(self) -> _Ints:
        """By slot, the place of the document's id among the index's ids in order (-1 for a
        free slot; a read-only array, at least as long as the slots): comparing places compares
        ids, so numpy can break ties by id. Made on first use, then kept up to date by each
        change (a bisection and a vector add or subtract over the slots) until so many have
        come that making it anew costs less (`_keep_id_order`)."""
        order = self._id_order
        if order is None:
            import numpy as np

            ids = self._ids
            live = sorted(
                (slot for slot, brain_id in enumerate(ids) if brain_id), key=ids.__getitem__
            )
            places = np.full(len(ids), -1, dtype=np.int64)
            places[live] = np.arange(len(live), dtype=np.int64)
            order = self._id_order = ([ids[slot] for slot in live], places)
            self._id_order_changes = 0
        return order[1]

    def named_twice(self) -> bool:
        """Whether some document has more than one name row (a title and an alias)."""
        self._ensure_rows()
        if self._named_twice > 0:
            return True
        if not self._row_base:
            return False
        if self._base_twice is None:  # by base slot, whether it has two rows or more
            import numpy as np

            assert self._segment is not None
            counts = np.bincount(self._segment.array("row_slots"), minlength=self._base)
            self._base_twice = counts > 1
        twice = self._base_twice
        return bool(twice.any() if not self._dead else (twice & ~self._dead_by_slot()).any())

    def place_ids(self, places: Iterable[int]) -> list[str]:
        """The ids at these places of the id order (`id_places`)."""
        assert self._id_order is not None
        ordered = self._id_order[0]
        return [ordered[place] for place in places]

    # --- the segment ---------------------------------------------------------------------
    def to_segment(
        self, extra: Mapping[str, Any] | None = None, *, generation: str | None = None
    ) -> bytes:
        """The index as a segment (`brain.toolkit.ranker.segment`): its arrays, each live
        document's id (its text's source left empty) and, in `extra`, `extra`'s keys plus
        "documents", each live document's ranking metadata by slot; `from_segment` reads it
        back. Only an index that keeps its documents (not read with a `describe`).

        Made from the arrays: the live postings of the base this index was read from, as they
        are, then the delta's from their maps (free and dead slots left out).
        """
        import numpy as np

        from .segment import Held, pack_segment

        for term in list(self._packed):
            self._posting(term)
        live = [slot for slot, brain_id in enumerate(self._ids) if brain_id]
        renumber = np.full(len(self._ids) + 1, -1, dtype=np.int64)
        renumber[live] = np.arange(len(live), dtype=np.int64)
        vocabulary: list[str] = []
        term_parts: list[_Ints] = []
        slot_parts: list[_Ints] = []
        tf_parts: list[_Ints] = []
        segment = self._segment
        if segment is not None:
            vocabulary = list(segment.terms)
            indptr = segment.array("indptr")
            term_of = np.repeat(np.arange(len(vocabulary), dtype=np.int64), np.diff(indptr))
            dead = np.zeros(len(self._ids) + 1, dtype=bool)
            dead[list(self._dead)] = True
            keep = ~dead[segment.array("slots")]
            term_parts.append(term_of[keep])
            slot_parts.append(segment.array("slots").astype(np.int64)[keep])
            tf_parts.append(segment.array("tfs").astype(np.int64)[keep])
        term_ids = {term: number for number, term in enumerate(vocabulary)}
        for term, posting in self._postings.items():
            if not posting:
                continue
            number = term_ids.get(term)
            if number is None:
                number = term_ids[term] = len(vocabulary)
                vocabulary.append(term)
            term_parts.append(np.full(len(posting), number, dtype=np.int64))
            slot_parts.append(np.fromiter(posting.keys(), dtype=np.int64, count=len(posting)))
            tf_parts.append(np.fromiter(posting.values(), dtype=np.int64, count=len(posting)))
        terms = np.concatenate([*term_parts, np.zeros(0, dtype=np.int64)])
        slots = renumber[np.concatenate([*slot_parts, np.zeros(0, dtype=np.int64)])]
        tfs = np.concatenate([*tf_parts, np.zeros(0, dtype=np.int64)])
        # The final vocabulary: sorted, only the terms some document has.
        present = np.flatnonzero(np.bincount(terms, minlength=len(vocabulary))).tolist()
        final = sorted(vocabulary[number] for number in present)
        final_ids = {term: number for number, term in enumerate(final)}
        remap = np.full(len(vocabulary), -1, dtype=np.int64)
        remap[present] = [final_ids[vocabulary[number]] for number in present]
        terms = remap[terms]
        order = np.lexsort((slots, terms))
        indptr_out = np.zeros(len(final) + 1, dtype=np.int64)
        np.cumsum(np.bincount(terms, minlength=len(final)), out=indptr_out[1:])
        by_slot = np.lexsort((terms, slots))
        fwd_indptr = np.zeros(len(live) + 1, dtype=np.int64)
        np.cumsum(np.bincount(slots, minlength=len(live)), out=fwd_indptr[1:])
        name_pairs = [
            (final_ids[token], int(renumber[slot]))
            for token, named in self._names.items()
            if token in final_ids
            for slot in named
        ]
        if segment is not None:  # the base's name postings of the tokens not read yet
            read = [segment.term_id(token) for token in self._names]
            untouched = np.ones(len(segment.terms), dtype=bool)
            untouched[[number for number in read if number is not None]] = False
            name_of = np.repeat(
                np.arange(len(segment.terms), dtype=np.int64), np.diff(segment.array("name_indptr"))
            )
            named_slots = segment.array("name_slots").astype(np.int64)
            keep = untouched[name_of] & ~dead[named_slots]
            base_terms = remap[name_of[keep]].tolist()
            name_pairs.extend(zip(base_terms, renumber[named_slots[keep]].tolist(), strict=True))
        name_pairs.sort()
        name_terms = np.array([pair[0] for pair in name_pairs], dtype=np.int64)
        name_indptr = np.zeros(len(final) + 1, dtype=np.int64)
        np.cumsum(np.bincount(name_terms, minlength=len(final)), out=name_indptr[1:])
        arrays = {
            "indptr": indptr_out,
            "slots": slots[order],
            "tfs": tfs[order],
            "name_indptr": name_indptr,
            "name_slots": np.array([pair[1] for pair in name_pairs], dtype=np.int64),
            "fwd_indptr": fwd_indptr,
            "fwd_terms": terms[by_slot],
            "lengths": np.array([self._lengths[slot] for slot in live], dtype=np.int64),
        }
        documents = [self.get(self._ids[slot]) for slot in live]
        if None in documents:
            raise ValueError("an index read with a describe is not stored with to_segment")
        arrays.update(_name_row_arrays(documents, final_ids))
        known = [document for document in documents if document is not None]
        meta = {  # by column: JSON parses a few long lists faster than many short ones
            "titles": [document.title for document in known],
            "aliases": [[slot, list(d.aliases)] for slot, d in enumerate(known) if d.aliases],
            "statuses": [document.status for document in known],
            "kinds": [document.kind for document in known],
            "types": [document.type for document in known],
            "updated": [d.updated.isoformat() if d.updated else None for d in known],
            "folders": [document.folder for document in known],
        }
        return pack_segment(
            final,
            arrays,
            [Held(self._ids[slot], "", (0, 0)) for slot in live],
            k1=self.k1,
            b=self.b,
            epsilon=self.epsilon,
            extra={**(extra or {}), "documents": meta},
            generation=generation,
        )

    @classmethod
    def from_segment(
        cls,
        buffer: Any,
        *,
        describe: Callable[[str], Ranked | None] | None = None,
        folder_types: Callable[[], Mapping[str, Mapping[str, int]]] | None = None,
    ) -> LexicalIndex:
        """The index over a segment (a `Segment`, or bytes or an mmap of a file to view it in:
        kept open while the index lives); `StoredIndexError` (a ValueError) when it is not one
        this version reads. The segment is the base: its postings and name postings stay in its
        arrays; changes go to the delta.

        Without `describe`, the documents' metadata is the segment's (`to_segment` wrote it)
        and is read up front; with it (the CLI, which keeps the metadata in its catalog), a
        document's metadata is `describe`'s, asked when a query first needs it, and the index
        is not `vectorized`: it scores in plain Python and never imports numpy. Such a caller
        may count the documents by folder and type too (`folder_types`, which then answers
        `LexicalIndex.folder_types` as it is), rather than have every document described.
        """
        from .segment import Segment, StoredIndexError

        segment = buffer if isinstance(buffer, Segment) else Segment(buffer)
        enabled = gc.isenabled()
        gc.disable()  # many small objects, none of them garbage: the collector would only look
        try:
            index = cls(k1=segment.k1, b=segment.b, epsilon=segment.epsilon)
            index._segment = segment
            index._base = len(segment)
            ids = [intern(brain_id) for brain_id in segment.ids]
            lengths = list(segment.lengths())
            index._ids = ids
            index._lengths = lengths
            index._total_length = sum(lengths)
            index._slot_of = dict(zip(ids, range(len(ids)), strict=True))
            if len(index._slot_of) != len(ids) or "" in index._slot_of:
                raise ValueError("a document id is empty or repeated")
            if describe is None:
                index._meta = _Meta(segment.extra["documents"], len(ids))
                index._describe = index._base_document
                index._sets_built = False
                index._row_base = segment.rows()
                index._rows_built = segment.has_rows  # else made from the metadata when needed
            else:
                index._describe = describe
                index._folder_source = folder_types
                index.vectorized = False
                index._sets_built = index._rows_built = False
            index._generation += 1
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
            raise StoredIndexError(str(error) or type(error).__name__) from None
        finally:
            if enabled:
                gc.enable()
        return index

    def _base_document(self, brain_id: str) -> RankDocument | None:
        """A base document as `to_segment` stored its metadata (without its text)."""
        slot = self._slot_of.get(brain_id)
        if slot is None or slot >= self._base:
            return None
        meta = self._meta
        assert meta is not None
        updated = meta.updated[slot]
        return RankDocument(
            self._ids[slot],
            str(meta.titles[slot]),
            tuple(map(str, meta.aliases_of(slot))),
            str(meta.statuses[slot]),
            str(meta.kinds[slot]),
            str(meta.types[slot]),
            "",
            datetime.fromisoformat(updated) if updated is not None else None,
            str(meta.folders[slot]),
        )

    def stored_extra(self) -> Any:
        """The `extra` of the segment this index was read from (None when it was not)."""
        return self._segment.extra if self._segment is not None else None

    # --- JSON --------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """A JSON-serializable snapshot; `from_dict` reads it back.

        Documents are numbered in slot order, free slots left out; each term's postings are one
        string of "number tf" pairs, which JSON parses far faster than a list of numbers.
        """
        if self._segment is not None:
            raise ValueError("an index read from a segment is stored as one (to_segment)")
        live = [slot for slot, brain_id in enumerate(self._ids) if brain_id]
        renumber = None if len(live) == len(self._ids) else {s: n for n, s in enumerate(live)}
        documents = []
        for slot in live:
            document = self._documents[self._ids[slot]]
            documents.append(
                {
                    "id": document.brain_id,
                    "title": document.title,
                    "aliases": list(document.aliases),
                    "status": document.status,
                    "kind": document.kind,
                    "type": document.type,
                    "updated": document.updated.isoformat() if document.updated else None,
                    "folder": document.folder,
                    "text": document.text,
                    "length": self._lengths[slot],
                }
            )
        postings: dict[str, str] = {}
        for term, packed in self._packed.items():
            if renumber is None:
                postings[term] = packed
            else:
                postings[term] = _pack(_unpack(packed, len(self._ids), term), renumber)
        for term, posting in self._postings.items():
            postings[term] = _pack(posting, renumber)
        return {
            "format": INDEX_FORMAT,
            "version": INDEX_VERSION,
            "tokenizer": TOKENIZER_VERSION,
            "k1": self.k1,
            "b": self.b,
            "epsilon": self.epsilon,
            "documents": documents,
            "postings": postings,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> LexicalIndex:
        """The index `to_dict` wrote; ValueError when `data` is not one this version reads.

        Postings are checked for shape here and for the documents they name when first used
        (a ValueError then too); a cache this module wrote passes both.
        """
        try:
            return cls._from_dict(data)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
            raise ValueError(MSG_BAD_INDEX.format(detail=error)) from None

    @classmethod
    def _from_dict(cls, data: Mapping[str, Any]) -> LexicalIndex:
        found = (data.get("format"), data.get("version"), data.get("tokenizer"))
        if found != (INDEX_FORMAT, INDEX_VERSION, TOKENIZER_VERSION):
            raise ValueError(f"format, version and tokenizer are {found}")
        index = cls(k1=float(data["k1"]), b=float(data["b"]), epsilon=float(data["epsilon"]))
        for item in data["documents"]:
            updated = item["updated"]
            document = RankDocument(
                brain_id=str(item["id"]),
                title=str(item["title"]),
                aliases=tuple(str(alias) for alias in item["aliases"]),
                status=str(item["status"]),
                kind=str(item["kind"]),
                type=str(item["type"]),
                text=str(item["text"]),
                updated=datetime.fromisoformat(updated) if updated is not None else None,
                folder=str(item["folder"]),
            )
            if not document.brain_id or document.brain_id in index._documents:
                raise ValueError(f"document id {document.brain_id!r} is empty or repeated")
            index._insert(document.brain_id, document, {}, int(item["length"]), None)
        packed = data["postings"]
        if not isinstance(packed, dict) or not all(
            isinstance(term, str) and isinstance(pairs, str) and _PACKED_RE.fullmatch(pairs)
            for term, pairs in packed.items()
        ):
            raise ValueError("postings are not term -> 'number tf ...' strings")
        index._packed = dict(packed)
        return index


def _name_row_arrays(
    documents: Sequence[Ranked | None], term_ids: Mapping[str, int]
) -> dict[str, Any]:
    """The segment's name rows of these documents (by their new slots): every title and alias
    with a token, in slot order; none when a name has a token that is not a term (a text that
    leaves out its title: the reader then makes the rows from the metadata)."""
    import numpy as np

    row_slots: list[int] = []
    row_sizes: list[int] = []
    row_indptr = [0]
    row_terms: list[int] = []
    pairs: list[tuple[int, int]] = []  # (term, row)
    for slot, document in enumerate(documents):
        assert document is not None
        for name in document.names:
            name_tokens, name_set = tokens_of_name(name)
            if not name_set:
                continue
            if not all(token in term_ids for token in name_set):
                return {}
            row = len(row_slots)
            row_slots.append(slot)
            row_sizes.append(len(name_set))
            row_terms.extend(term_ids[token] for token in name_tokens)
            row_indptr.append(len(row_terms))
            pairs.extend((term_ids[token], row) for token in name_set)
    pairs.sort()
    name_terms = np.array([pair[0] for pair in pairs], dtype=np.int64)
    name_row_indptr = np.zeros(len(term_ids) + 1, dtype=np.int64)
    np.cumsum(np.bincount(name_terms, minlength=len(term_ids)), out=name_row_indptr[1:])
    return {
        "row_slots": np.array(row_slots, dtype=np.int64),
        "row_sizes": np.array(row_sizes, dtype=np.int64),
        "row_indptr": np.array(row_indptr, dtype=np.int64),
        "row_terms": np.array(row_terms, dtype=np.int64),
        "name_row_indptr": name_row_indptr,
        "name_rows": np.array([pair[1] for pair in pairs], dtype=np.int64),
    }


_PACKED_RE: Final = re.compile(r"[0-9]+ [0-9]+(?: [0-9]+ [0-9]+)*")


def _unpack(packed: str, slots: int, term: str) -> dict[int, int]:
    numbers = list(map(int, packed.split()))
    posting = dict(zip(numbers[0::2], numbers[1::2], strict=True))
    if max(posting) >= slots:
        raise ValueError(MSG_BAD_INDEX.format(detail=f"the postings of {term!r} name no document"))
    return posting


def _pack(posting: Mapping[int, int], renumber: Mapping[int, int] | None) -> str:
    pairs = (
        posting.items() if renumber is None else ((renumber[s], tf) for s, tf in posting.items())
    )
    return " ".join(map(str, chain.from_iterable(pairs)))


def _count(histogram: Counter[int], key: int, change: int) -> None:
    value = histogram[key] + change
    if value:
        histogram[key] = value
    else:
        del histogram[key]


# --- the BM25 candidate list ---------------------------------------------------------------------

Eligible = Callable[[str], Ranked | None]  # the document when it may be a hit or a hop


def bm25_list(
    index: RankIndex,
    tokens: Sequence[str],
    eligible: Eligible,
    size: int,
    excluded: Collection[str] | None = None,
) -> list[Rank]:
    """The best `size` eligible documents by BM25 score, ranked (equal scores share a rank).

    With `excluded` (the statuses `eligible` leaves out) and an index that can filter by
    status in its score arrays (`LexicalIndex.bm25_ranks`), no document is checked one by
    one: the same list, made without a call per candidate.
    """
    bm25_ranks = getattr(index, "bm25_ranks", None)
    if excluded is not None and bm25_ranks is not None and getattr(index, "vectorized", False):
        found: list[Rank] = bm25_ranks(tokens, size, excluded)
        return found
    pool = size
    while True:
        # The best `pool` scores (and any tied with the last), before the per-document status
        # check: a query matching most of a large brain only pays for the check near the top.
        candidates, scored = index.best_scores(tokens, pool)
        kept = [(-score, i) for i, score in candidates if eligible(i) is not None]
        if len(kept) >= size or len(candidates) == scored:
            break
        pool *= 4
    kept.sort()
    return ranks(kept[:size])
