"""The ranker behind `query`: BM25 and title/alias matches, fused, expanded along page edges.

A pure function of documents and edges. The documents' lexical statistics live in an index
behind the `RankIndex` protocol: `LexicalIndex` is the in-memory one (the CLI caches it as JSON
with `to_dict`/`from_dict`; a server can keep one per brain, maintained on write, or implement
the protocol over its own tables). Edges come as any iterable of `Edge`; pass an `EdgeGraph` to
build the adjacency once and reuse it across queries.

`query` runs, with every knob in `RankOptions`:

1. BM25 list: documents ranked by their BM25Okapi score (top `candidates`).
2. Name list: documents whose title or an alias matches the query, in three tiers: the name's
   tokens equal the query's (an exact, case-insensitive match, punctuation and spacing
   ignored); the name contains every query token; the name shares some query tokens. Within a
   tier, names sharing rarer words (a larger sum of idf) and then closer names (shared tokens
   over all distinct tokens) rank first (top `candidates`).
3. Reciprocal-rank fusion: score = sum over the lists of 1 / (rrf_k + rank), ranks 1-based;
   equal scores (equal names) share a rank, so ties are not broken by id before recency.
4. Graph expansion from the best `seeds` fused pages, along edges in both directions, up to
   `max_hops`: score = seed score * hop_decay ** hops. Only pages are hops or graph hits:
   `cites` edges are never followed, evidence documents and missing targets are never entered.
   A document reached from several seeds keeps its best score; ties go to the shorter path, then
   the smaller one. A document that is both a text hit and reached by the graph is matched
   "both": score = max(text, graph) + both_bonus * min(text, graph), and its path is the one
   behind the larger of the two: `(id,)` when the text score is at least the graph score, else
   the graph path.
5. Recency blend: final = (1 - w) * score + w * score * recency with
   recency = 0.5 ** (age_days / half_life_days), age from `updated` to `now` (never negative);
   a document with no timestamp gets `undated_recency`.
6. Merged and archived documents are left out unless asked for: they are neither hits nor hops.
   Hits are ordered by score (descending), then id.
"""

from __future__ import annotations

import heapq
import math
import re
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import lru_cache
from itertools import chain
from types import MappingProxyType
from typing import Any, Final, Literal, Protocol

import numpy as np
import numpy.typing as npt

from .document import Document
from .edges import CITES, Edge

Matched = Literal["text", "graph", "both"]
_Ints = npt.NDArray[np.int64]
_Floats = npt.NDArray[np.float64]

INDEX_FORMAT: Final = "goat-brain.lexical-index"
INDEX_VERSION: Final = 1
# Bump when `tokenize` changes: a cached index built with another tokenizer is refused.
TOKENIZER_VERSION: Final = 1

MSG_LIMIT: Final = "limit must be at least 1, got {limit}"
MSG_BAD_INDEX: Final = "not a usable lexical index cache ({detail}); rebuild it from the documents"

_TOKEN_RE: Final = re.compile(r"[^\W_]+")
_SECONDS_PER_DAY: Final = 86400.0


def tokenize(text: str) -> list[str]:
    """The text's words: case-folded runs of Unicode letters and digits.

    Everything else separates words, the underscore included, so `works_at`, `acme-corp` and
    `[[page:acme-corp|Acme]]` split into plain words. Documents, names and queries all go
    through this one function.
    """
    return _TOKEN_RE.findall(text.casefold())


@dataclass(frozen=True)
class RankDocument:
    """What the ranker knows of a document."""

    brain_id: str
    title: str
    aliases: tuple[str, ...]
    status: str  # draft | active | archived | merged
    kind: str  # page | evidence
    type: str
    text: str  # what BM25 indexes: title, aliases and the whole body
    updated: datetime | None  # aware; for the recency blend

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
        text="\n".join((document.title, *aliases, document.body)),
        updated=document.updated or document.created,
    )


class RankIndex(Protocol):
    """What `query` needs from an index of a brain's documents."""

    def get(self, brain_id: str) -> RankDocument | None:
        """The document, or None when the index does not hold it."""
        ...

    def scores(self, query_tokens: Sequence[str]) -> dict[str, float]:
        """BM25Okapi scores of the documents that contain at least one query token."""
        ...

    def name_candidates(self, token: str) -> Collection[str]:
        """The ids of the documents with this token in their title or an alias, each once."""
        ...

    def idf(self, term: str) -> float:
        """The term's BM25Okapi idf (0 for a term no document has)."""
        ...


class LexicalIndex:
    """Inverted index with rank_bm25.BM25Okapi scoring semantics (k1=1.5, b=0.75, epsilon=0.25).

    idf(t) = log(N - n_t + 0.5) - log(n_t + 0.5); a negative idf is replaced by
    epsilon * average_idf, the mean of the unfloored idf over every term in the corpus. A
    document's score sums, over the query tokens (repeats count again),
    idf(t) * tf * (k1 + 1) / (tf + k1 * (1 - b + b * |d| / avgdl)).

    Postings map each term to {slot: tf}, so a query costs the postings of its terms, not the
    number of documents. N and avgdl change with every add and remove, so idf is computed at
    query time. The average idf comes from a histogram of document frequencies (how many terms
    occur in exactly n documents), built on first use and then kept up to date by `add` and
    `remove`; it is cached until the next change.

    Scoring is vectorized with numpy over arrays of a term's postings, made when a query first
    needs them and kept until a change touches the term. An index read by `from_dict` keeps each
    term's postings as the packed string it was stored as until first touched, so loading a
    cached index costs about what parsing its JSON does.

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
        for document in documents:
            self.add(document)

    # --- contents ----------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self._documents)

    def __contains__(self, brain_id: object) -> bool:
        return brain_id in self._documents

    @property
    def documents(self) -> Mapping[str, RankDocument]:
        """A read-only view: id -> document."""
        return MappingProxyType(self._documents)

    def get(self, brain_id: str) -> RankDocument | None:
        return self._documents.get(brain_id)

    # --- changes -----------------------------------------------------------------------
    def add(self, document: RankDocument) -> None:
        """Index a document, replacing the one with the same id."""
        if document.brain_id in self._documents:
            self.remove(document.brain_id)
        tokens = tokenize(document.text)
        self._insert(document, Counter(tokens), len(tokens))

    def remove(self, brain_id: str) -> None:
        """Drop a document from the index; nothing happens when it is not there."""
        slot = self._slot_of.pop(brain_id, None)
        if slot is None:
            return
        document = self._documents.pop(brain_id)
        histogram = self._df_histogram
        for term in set(tokenize(document.text)):
            posting = self._posting(term)
            if posting is None or posting.pop(slot, None) is None:
                continue
            self._arrays.pop(term, None)
            if histogram is not None:
                _count(histogram, len(posting) + 1, -1)
                if posting:
                    _count(histogram, len(posting), 1)
            if not posting:
                del self._postings[term]
        for token in _document_name_tokens(document):
            slots = self._names.get(token)
            if slots is not None:
                slots.discard(slot)
                if not slots:
                    del self._names[token]
        self._total_length -= self._lengths[slot]
        self._lengths[slot] = 0
        self._ids[slot] = ""
        self._free.append(slot)
        self._average_idf = None
        self._length_array = None

    def _insert(self, document: RankDocument, frequencies: Mapping[str, int], length: int) -> None:
        if self._free:
            slot = self._free.pop()
            self._ids[slot] = document.brain_id
            self._lengths[slot] = length
        else:
            slot = len(self._ids)
            self._ids.append(document.brain_id)
            self._lengths.append(length)
        self._documents[document.brain_id] = document
        self._slot_of[document.brain_id] = slot
        self._total_length += length
        histogram = self._df_histogram
        for term, tf in frequencies.items():
            posting = self._posting(term)
            if posting is None:
                self._postings[term] = {slot: tf}
                if histogram is not None:
                    histogram[1] += 1
            else:
                posting[slot] = tf
                self._arrays.pop(term, None)
                if histogram is not None:
                    _count(histogram, len(posting) - 1, -1)
                    _count(histogram, len(posting), 1)
        for token in _document_name_tokens(document):
            self._names.setdefault(token, set()).add(slot)
        self._average_idf = None
        self._length_array = None

    def _posting(self, term: str) -> dict[int, int] | None:
        posting = self._postings.get(term)
        if posting is None and self._packed:
            packed = self._packed.get(term)
            if packed is not None:
                # Published before the packed form goes, so a concurrent reader sees one of them.
                posting = self._postings[term] = _unpack(packed, len(self._ids), term)
                self._packed.pop(term, None)
        return posting

    # --- scoring -----------------------------------------------------------------------
    def average_idf(self) -> float:
        """The mean unfloored idf over every term in the corpus (0 for an empty corpus)."""
        if self._average_idf is None:
            if self._df_histogram is None:
                histogram = Counter(map(len, self._postings.values()))
                histogram.update((packed.count(" ") + 1) // 2 for packed in self._packed.values())
                self._df_histogram = histogram
            n = len(self._documents)
            total, terms = 0.0, 0
            for df, count in sorted(self._df_histogram.items()):  # the same sum for any history
                total += count * (math.log(n - df + 0.5) - math.log(df + 0.5))
                terms += count
            self._average_idf = total / terms if terms else 0.0
        return self._average_idf

    def idf(self, term: str) -> float:
        posting = self._posting(term)
        if not posting:
            return 0.0
        n, df = len(self._documents), len(posting)
        idf = math.log(n - df + 0.5) - math.log(df + 0.5)
        return idf if idf >= 0 else self.epsilon * self.average_idf()

    def scores(self, query_tokens: Sequence[str]) -> dict[str, float]:
        """BM25Okapi scores of the documents that contain at least one query token.

        Equal to `BM25Okapi(corpus).get_scores(query_tokens)` for those documents; every other
        document would score 0 and is left out.
        """
        if not self._documents or not self._total_length:
            return {}
        k1, b = self.k1, self.b
        avgdl = self._total_length / len(self._documents)
        if self._length_array is None:
            self._length_array = np.array(self._lengths, dtype=np.float64)
        lengths = self._length_array
        slot_parts: list[_Ints] = []
        score_parts: list[_Floats] = []
        for term in query_tokens:
            arrays = self._term_arrays(term)
            if arrays is None:
                continue
            slots, tfs = arrays
            # The expression of rank_bm25.BM25Okapi.get_scores, restricted to the postings.
            norms = k1 * (1 - b + b * lengths[slots] / avgdl)
            slot_parts.append(slots)
            score_parts.append(self.idf(term) * (tfs * (k1 + 1) / (tfs + norms)))
        if not slot_parts:
            return {}
        found: list[int]
        totals: list[float]
        if len(slot_parts) == 1:
            found, totals = slot_parts[0].tolist(), score_parts[0].tolist()
        else:
            # bincount adds in input order: per document, term by term, as get_scores does.
            unique, where = np.unique(np.concatenate(slot_parts), return_inverse=True)
            found = unique.tolist()
            totals = np.bincount(where, weights=np.concatenate(score_parts)).tolist()
        ids = self._ids
        return dict(zip([ids[slot] for slot in found], totals, strict=True))

    def _term_arrays(self, term: str) -> tuple[_Ints, _Floats] | None:
        arrays = self._arrays.get(term)
        if arrays is None:
            posting = self._posting(term)
            if not posting:
                return None
            slots = np.fromiter(posting.keys(), dtype=np.int64, count=len(posting))
            tfs = np.fromiter(posting.values(), dtype=np.float64, count=len(posting))
            arrays = self._arrays[term] = (slots, tfs)
        return arrays

    def name_candidates(self, token: str) -> Collection[str]:
        ids = self._ids
        return [ids[slot] for slot in self._names.get(token, ())]

    # --- JSON --------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """A JSON-serializable snapshot; `from_dict` reads it back.

        Documents are numbered in slot order, free slots left out; each term's postings are one
        string of "number tf" pairs, which JSON parses far faster than a list of numbers.
        """
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
            )
            if not document.brain_id or document.brain_id in index._documents:
                raise ValueError(f"document id {document.brain_id!r} is empty or repeated")
            index._insert(document, {}, int(item["length"]))
        packed = data["postings"]
        if not isinstance(packed, dict) or not all(
            isinstance(term, str) and isinstance(pairs, str) and _PACKED_RE.fullmatch(pairs)
            for term, pairs in packed.items()
        ):
            raise ValueError("postings are not term -> 'number tf ...' strings")
        index._packed = dict(packed)
        return index


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


def _document_name_tokens(document: RankDocument) -> set[str]:
    return {token for name in document.names for token in _name_tokens(name)[1]}


class EdgeGraph:
    """The edges as an undirected adjacency over everything but citations, built once.

    Iterating it gives the edges back, so it can stand wherever an iterable of edges does.
    """

    def __init__(self, edges: Iterable[Edge]) -> None:
        self._edges = tuple(edges)
        adjacency: dict[str, set[str]] = {}
        for edge in self._edges:
            if edge.type == CITES or edge.source == edge.target:
                continue
            adjacency.setdefault(edge.source, set()).add(edge.target)
            adjacency.setdefault(edge.target, set()).add(edge.source)
        self._neighbors = {node: tuple(sorted(nodes)) for node, nodes in adjacency.items()}

    def __iter__(self) -> Iterator[Edge]:
        return iter(self._edges)

    def __len__(self) -> int:
        return len(self._edges)

    def neighbors(self, brain_id: str) -> tuple[str, ...]:
        """Ids joined to this one by a non-citation edge, either way, sorted."""
        return self._neighbors.get(brain_id, ())


@dataclass(frozen=True)
class RankOptions:
    """The ranker's knobs; the defaults are what `query` uses."""

    candidates: int = 100  # documents taken from each of the BM25 and name lists
    rrf_k: float = 60.0  # reciprocal-rank fusion: 1 / (rrf_k + rank)
    seeds: int = 10  # best fused pages that graph expansion starts from
    max_hops: int = 2
    hop_decay: float = 0.5  # graph score = seed score * hop_decay ** hops
    both_bonus: float = 0.1  # "both": max(text, graph) + both_bonus * min(text, graph)
    recency_weight: float = 0.2  # final = (1 - w) * score + w * score * recency
    half_life_days: float = 90.0  # recency = 0.5 ** (age_days / half_life_days)
    undated_recency: float = 0.5  # the recency of a document with no timestamp

    def __post_init__(self) -> None:
        checks = {
            "candidates": self.candidates >= 1,
            "rrf_k": self.rrf_k >= 0,
            "seeds": self.seeds >= 0,
            "max_hops": self.max_hops >= 0,
            "hop_decay": 0 <= self.hop_decay <= 1,
            "both_bonus": self.both_bonus >= 0,
            "recency_weight": 0 <= self.recency_weight <= 1,
            "half_life_days": self.half_life_days > 0,
            "undated_recency": 0 <= self.undated_recency <= 1,
        }
        for name, ok in checks.items():
            if not ok:
                raise ValueError(f"RankOptions.{name} is out of range: {getattr(self, name)!r}")


DEFAULT_OPTIONS: Final = RankOptions()


@dataclass(frozen=True)
class Hit:
    """One ranked document, with how it matched and the hop path that reached it."""

    brain_id: str
    title: str
    score: float
    matched: Matched
    # (id,) for a text hit, (seed, ..., id) for a graph hit; for "both", the larger score's path
    path: tuple[str, ...]

    def as_dict(self) -> dict[str, Any]:
        return {
            "id": self.brain_id,
            "title": self.title,
            "score": round(self.score, 6),
            "matched": self.matched,
            "path": list(self.path),
        }


def query(
    index: RankIndex,
    edges: Iterable[Edge],
    text: str,
    *,
    limit: int = 10,
    include_merged: bool = False,
    include_archived: bool = False,
    now: datetime | None = None,
    options: RankOptions = DEFAULT_OPTIONS,
) -> list[Hit]:
    """The best `limit` documents for `text` (see the module docstring for the pipeline)."""
    if limit < 1:
        raise ValueError(MSG_LIMIT.format(limit=limit))
    tokens = tokenize(text)
    if not tokens:
        return []
    excluded = {
        status
        for status, included in (("merged", include_merged), ("archived", include_archived))
        if not included
    }

    def eligible(brain_id: str) -> RankDocument | None:
        document = index.get(brain_id)
        return document if document is not None and document.status not in excluded else None

    fused = _fuse(
        [
            _bm25_list(index, tokens, eligible, options.candidates),
            _name_list(index, tokens, excluded, options.candidates),
        ],
        options.rrf_k,
    )
    graph = edges if isinstance(edges, EdgeGraph) else EdgeGraph(edges)
    reached = _expand(graph, fused, eligible, options)

    when = _aware(now) if now is not None else datetime.now(UTC)
    hits: list[Hit] = []
    for brain_id in fused.keys() | reached.keys():
        document = index.get(brain_id)
        assert document is not None  # both maps only hold eligible documents
        text_score = fused.get(brain_id)
        graph_hit = reached.get(brain_id)
        matched: Matched
        path: tuple[str, ...]
        if graph_hit is None:
            assert text_score is not None
            score, path, matched = text_score, (brain_id,), "text"
        elif text_score is None:
            (score, path), matched = graph_hit, "graph"
        else:
            graph_score, graph_path = graph_hit
            high, low = max(text_score, graph_score), min(text_score, graph_score)
            path = (brain_id,) if text_score >= graph_score else graph_path
            score, matched = high + options.both_bonus * low, "both"
        recency = _recency(document.updated, when, options)
        weight = options.recency_weight
        final = (1 - weight) * score + weight * score * recency
        hits.append(Hit(brain_id, document.title, final, matched, path))
    return heapq.nsmallest(limit, hits, key=lambda hit: (-hit.score, hit.brain_id))


_Eligible = Callable[[str], RankDocument | None]  # the document when it may be a hit or a hop
Rank = tuple[int, str]  # (1-based rank, id)


def _bm25_list(index: RankIndex, tokens: list[str], eligible: _Eligible, size: int) -> list[Rank]:
    scores = index.scores(tokens)
    pool = size
    while True:
        # The best `pool` scores (and any tied with the last), before the per-document status
        # check: a query matching most of a large brain only pays for the check near the top.
        if len(scores) <= pool:
            candidates = list(scores.items())
        else:
            threshold = heapq.nlargest(pool, scores.values())[-1]
            candidates = [item for item in scores.items() if item[1] >= threshold]
        kept = [(-score, i) for i, score in candidates if eligible(i) is not None]
        if len(kept) >= size or len(candidates) == len(scores):
            break
        pool *= 4
    kept.sort()
    return _ranks(kept[:size])


def _name_list(
    index: RankIndex, tokens: list[str], excluded: Collection[str], size: int
) -> list[Rank]:
    query_tokens = tuple(tokens)
    distinct = tuple(dict.fromkeys(tokens))
    idf = {token: index.idf(token) for token in distinct}
    # Per document, over all its names: how many query tokens they have, the sum of their idf
    # (a title-only document's exact weight) and a bound on any one name's weight.
    counts: dict[str, int] = {}
    weights: dict[str, float] = {}
    bounds: dict[str, float] = {}
    for token in distinct:
        weight, positive = idf[token], max(idf[token], 0.0)
        for brain_id in index.name_candidates(token):
            counts[brain_id] = counts.get(brain_id, 0) + 1
            weights[brain_id] = weights.get(brain_id, 0.0) + weight
            bounds[brain_id] = bounds.get(brain_id, 0.0) + positive

    get = index.get

    def key_of(brain_id: str) -> _NameKey | None:
        document = get(brain_id)
        if document is None or document.status in excluded:
            return None
        if document.aliases:
            return _name_key(document, query_tokens, distinct, idf)
        name_tokens, name_set = _name_tokens(document.title)  # the same key, computed faster
        count = counts[brain_id]
        tier = 0.0 if name_tokens == query_tokens else 1.0 if count == len(distinct) else 2.0
        return (tier, -weights[brain_id], -count / (len(name_set) + len(distinct) - count))

    # Every tier 0 and 1 match has all the query tokens: rank those documents in full. The rest
    # are tier 2, where weight ranks first: take them by falling bound and stop once no bound
    # can reach the weight of the size-th best key.
    keyed: list[tuple[_NameKey, str]] = []
    partial: list[tuple[float, str]] = []
    for brain_id, count in counts.items():
        if count < len(distinct):
            partial.append((-bounds[brain_id], brain_id))
        elif (key := key_of(brain_id)) is not None:
            keyed.append((key, brain_id))
    if partial:
        # The best `size` keys so far, negated so that the worst is on top of the heap.
        worst = [
            (-tier, -weight, -close) for (tier, weight, close), _ in heapq.nsmallest(size, keyed)
        ]
        heapq.heapify(worst)
        partial.sort()
        for negative_bound, brain_id in partial:
            if len(worst) >= size and (-worst[0][0] < 2 or -negative_bound < worst[0][1]):
                break
            if (key := key_of(brain_id)) is not None:
                keyed.append((key, brain_id))
                heapq.heappush(worst, (-key[0], -key[1], -key[2]))
                if len(worst) > size:
                    heapq.heappop(worst)
    return _ranks(heapq.nsmallest(size, keyed))


_NameKey = tuple[float, float, float]  # (tier, -weight, -closeness): smaller is better


def _name_key(
    document: RankDocument,
    query_tokens: tuple[str, ...],
    distinct: tuple[str, ...],
    idf: Mapping[str, float],
) -> _NameKey | None:
    """The best key over the document's title and aliases, None when none shares a token."""
    best: _NameKey | None = None
    for name in document.names:
        name_tokens, name_set = _name_tokens(name)
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
        closeness = len(shared) / (len(name_set) + len(distinct) - len(shared))
        key = (tier, -weight, -closeness)
        if best is None or key < best:
            best = key
    return best


@lru_cache(maxsize=1 << 16)
def _name_tokens(name: str) -> tuple[tuple[str, ...], frozenset[str]]:
    tokens = tuple(tokenize(name))
    return tokens, frozenset(tokens)


def _ranks(ordered: Sequence[tuple[Any, str]]) -> list[Rank]:
    """Competition ranks ("1224") over (key, id) pairs sorted by key: equal keys share a rank."""
    ranks: list[Rank] = []
    previous: Any = None
    rank = 0
    for position, (key, brain_id) in enumerate(ordered, start=1):
        if position == 1 or key != previous:
            rank, previous = position, key
        ranks.append((rank, brain_id))
    return ranks


def _fuse(lists: Sequence[list[Rank]], k: float) -> dict[str, float]:
    fused: dict[str, float] = {}
    for ranked in lists:
        for rank, brain_id in ranked:
            fused[brain_id] = fused.get(brain_id, 0.0) + 1.0 / (k + rank)
    return fused


def _expand(
    graph: EdgeGraph,
    fused: Mapping[str, float],
    eligible: _Eligible,
    options: RankOptions,
) -> dict[str, tuple[float, tuple[str, ...]]]:
    """Graph hits: id -> (best score, its path), walking pages only, both ways along edges."""

    def page(brain_id: str) -> bool:
        document = eligible(brain_id)
        return document is not None and document.kind == "page"

    ordered = sorted(fused.items(), key=lambda item: (-item[1], item[0]))
    seeds = [(brain_id, score) for brain_id, score in ordered if page(brain_id)][: options.seeds]
    best: dict[str, tuple[float, tuple[str, ...]]] = {}
    walkable: dict[str, bool] = {}
    for seed, seed_score in seeds:
        # Breadth first with sorted neighbours: the first path found to a node is the smallest
        # of its shortest paths.
        paths: dict[str, tuple[str, ...]] = {seed: (seed,)}
        frontier = [seed]
        for hops in range(1, options.max_hops + 1):
            score = seed_score * options.hop_decay**hops
            following: list[str] = []
            for node in frontier:
                for neighbor in graph.neighbors(node):
                    if neighbor in paths:
                        continue
                    if neighbor not in walkable:
                        walkable[neighbor] = page(neighbor)
                    if not walkable[neighbor]:
                        continue
                    path = paths[node] + (neighbor,)
                    paths[neighbor] = path
                    following.append(neighbor)
                    current = best.get(neighbor)
                    if current is None or (-score, len(path), path) < (
                        -current[0],
                        len(current[1]),
                        current[1],
                    ):
                        best[neighbor] = (score, path)
            frontier = following
    return best


def _aware(value: datetime) -> datetime:
    return value if value.tzinfo is not None else value.replace(tzinfo=UTC)


def _recency(updated: datetime | None, now: datetime, options: RankOptions) -> float:
    if updated is None:
        return options.undated_recency
    age_days = max(0.0, (now - _aware(updated)).total_seconds() / _SECONDS_PER_DAY)
    return float(0.5 ** (age_days / options.half_life_days))
