"""The CLI's on-disk lexical index: a base segment of flat arrays, and a small delta over it.

The base is a segment (`brain.toolkit.ranker.segment`: flat arrays, the format the server
stores its index in too); scores are BM25Okapi's, the same floats a `LexicalIndex` of the same
documents gives.

Changes do not rewrite the segment. A `Delta` names the base slots that no longer count
(changed, removed or renamed documents) and holds the documents indexed since, with their
term counts; `StoredIndex` ranks over the base minus those slots plus the delta. Once the
delta grows past a threshold the caller merges it into a new base with `build_segment`, which
works from the base's arrays and the delta's counts and never re-reads a file.

Building uses numpy; reading does not (a query would otherwise pay numpy's import, several
times what it spends scoring): `Segment` views the arrays through `memoryview`s of the mapped
file and `StoredIndex` scores the few postings a query touches in plain Python, with the very
expression `LexicalIndex` vectorizes.

Every document is held with the (path, mtime_ns, size) it was read at, so a caller can check
the index against the files and re-read only what changed. Loading refuses a file of another
format, version or tokenizer, one whose shape is off and one whose header, vocabulary or small
arrays fail their CRC-32 (`StoredIndexError`); the large arrays (postings, name postings, the
forward index) have a CRC-32 per row, checked when a query first reads that row.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Any, Final

from .contracts import BestScores, Ranked
from .lexical import best_of, mean_idf, okapi_idf
from .segment import (
    Held,
    IndexedDocument,
    Segment,
    StoredIndexError,
    build_segment,
    quiet_loads,
)
from .tokenizer import TOKENIZER_VERSION

__all__ = [
    "Delta",
    "Held",
    "IndexedDocument",
    "Segment",
    "StoredIndex",
    "StoredIndexError",
    "build_segment",
]

DELTA_FORMAT: Final = "goat-brain.index-delta"
DELTA_VERSION: Final = 1

# --- the delta -------------------------------------------------------------------------------


@dataclass
class Delta:
    """What changed since the base was written: base slots that no longer count, new documents."""

    base: str  # the generation of the segment this delta amends
    removed: set[int]
    documents: dict[str, IndexedDocument]  # by id, in the order they were added

    def to_json(self) -> dict[str, Any]:
        return {
            "format": DELTA_FORMAT,
            "version": DELTA_VERSION,
            "tokenizer": TOKENIZER_VERSION,
            "base": self.base,
            "removed": sorted(self.removed),
            "documents": [
                [
                    d.held.brain_id,
                    d.held.path,
                    *d.held.signature,
                    d.length,
                    sorted(d.names),
                    dict(d.counts),
                ]
                for d in self.documents.values()
            ],
        }

    def to_bytes(self) -> bytes:
        """Two JSON lines: the CRC-32 of the second, then `to_json`."""
        body = json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":")).encode()
        return json.dumps({"crc32": zlib.crc32(body)}).encode() + b"\n" + body

    @classmethod
    def from_bytes(cls, data: bytes, base: Segment) -> Delta:
        """The delta `to_bytes` wrote over `base`; StoredIndexError when it is not one."""
        try:
            header, _, body = data.partition(b"\n")
            if json.loads(header).get("crc32") != zlib.crc32(body):
                raise StoredIndexError("the delta is damaged")
            return cls.from_json(quiet_loads(body), base)
        except (AttributeError, ValueError) as error:  # StoredIndexError is a ValueError
            raise StoredIndexError(str(error)) from None

    @classmethod
    def from_json(cls, data: Any, base: Segment) -> Delta:
        """The delta `to_json` gave over `base`; StoredIndexError when it is not one."""
        try:
            return cls._from_json(data, base)
        except StoredIndexError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise StoredIndexError(str(error) or type(error).__name__) from None

    @classmethod
    def _from_json(cls, data: Any, base: Segment) -> Delta:
        found = (data.get("format"), data.get("version"), data.get("tokenizer"))
        if found != (DELTA_FORMAT, DELTA_VERSION, TOKENIZER_VERSION):
            raise StoredIndexError(f"format, version and tokenizer are {found}")
        if data["base"] != base.generation:
            raise StoredIndexError("the delta amends another base")
        removed = set()
        for slot in data["removed"]:
            if type(slot) is not int or not 0 <= slot < len(base):
                raise StoredIndexError(f"removed slot {slot!r} is not in the base")
            removed.add(slot)
        documents: dict[str, IndexedDocument] = {}
        for brain_id, path, mtime, size, length, names, counts in data["documents"]:
            if not (
                isinstance(brain_id, str)
                and brain_id
                and brain_id not in documents
                and isinstance(path, str)
                and all(type(n) is int for n in (mtime, size, length))
                and isinstance(counts, dict)
                and all(type(tf) is int and tf > 0 for tf in counts.values())
                and sum(counts.values()) == length
                and isinstance(names, list)
                and all(isinstance(name, str) and name in counts for name in names)
            ):
                raise StoredIndexError(f"delta document {brain_id!r} is malformed")
            documents[brain_id] = IndexedDocument(
                Held(brain_id, path, (mtime, size)), length, counts, frozenset(names)
            )
        return cls(data["base"], removed, documents)


# --- ranking over base + delta ---------------------------------------------------------------


class StoredIndex:
    """A `RankIndex` over a base segment minus the delta's removed slots plus its documents.

    `describe` gives the ranking metadata of a held document (title, aliases, status, kind,
    updated): the index keeps no text and no titles. Scores are the floats a `LexicalIndex` of
    the same documents gives.
    """

    def __init__(
        self, base: Segment, delta: Delta, describe: Callable[[str], Ranked | None]
    ) -> None:
        self.base = base
        self.delta = delta
        self._describe = describe
        self._removed = delta.removed
        self._added = list(delta.documents.values())
        self._ids = base.ids + [d.held.brain_id for d in self._added]
        self._count = len(base) - len(delta.removed) + len(self._added)
        self._total_length: int | None = None
        self._held: dict[str, int] | None = None
        self._changes: dict[str, int] | None = None  # term -> change of its document frequency
        self._average_idf: float | None = None
        self._described: dict[str, Ranked | None] = {}

    def __len__(self) -> int:
        return self._count

    def held(self) -> dict[str, int]:
        """id -> slot of every document the index holds (delta slots follow the base's)."""
        if self._held is None:
            removed = self._removed
            held = {
                brain_id: slot
                for slot, brain_id in enumerate(self.base.ids)
                if not removed or slot not in removed
            }
            for number, document in enumerate(self._added, start=len(self.base)):
                held[document.held.brain_id] = number
            self._held = held
        return self._held

    def __contains__(self, brain_id: object) -> bool:
        return brain_id in self.held()

    def get(self, brain_id: str) -> Ranked | None:
        if brain_id not in self._described:
            self._described[brain_id] = (
                self._describe(brain_id) if brain_id in self.held() else None
            )
        return self._described[brain_id]

    # --- frequencies ---------------------------------------------------------------------
    def _frequency_changes(self) -> dict[str, int]:
        """Per term, how the delta changes its document frequency (removed and added)."""
        if self._changes is None:
            base = self.base
            changes: dict[str, int] = {}
            for slot in sorted(self._removed):
                for number in base.terms_of(slot):
                    term = base.terms[number]
                    changes[term] = changes.get(term, 0) - 1
            for document in self._added:
                for term in document.counts:
                    changes[term] = changes.get(term, 0) + 1
            self._changes = changes
        return self._changes

    def _df(self, term: str) -> int:
        number = self.base.term_id(term)
        df = self.base.df(number) if number is not None else 0
        return df + self._frequency_changes().get(term, 0)

    def average_idf(self) -> float:
        """The mean unfloored idf over every term in the corpus (0 for an empty corpus)."""
        if self._average_idf is None:
            histogram = dict(self.base.histogram)
            base = self.base
            for term, change in self._frequency_changes().items():
                if not change:
                    continue
                number = base.term_id(term)
                before = base.df(number) if number is not None else 0
                after = before + change
                if after < 0:
                    raise StoredIndexError(f"the delta removes {term!r} more often than it is")
                for df, step in ((before, -1), (after, 1)):
                    if df:
                        count = histogram.get(df, 0) + step
                        if count:
                            histogram[df] = count
                        else:
                            del histogram[df]
            self._average_idf = mean_idf(self._count, histogram)
        return self._average_idf

    def idf(self, term: str) -> float:
        df = self._df(term)
        if not df:
            return 0.0
        return okapi_idf(self._count, df, self.base.epsilon, self.average_idf)

    # --- scoring -------------------------------------------------------------------------
    def _postings(self, term: str) -> list[tuple[int, int, int]]:
        """The term's held postings: (slot, term frequency, document length)."""
        found: list[tuple[int, int, int]] = []
        base = self.base
        number = base.term_id(term)
        if number is not None:
            slots, tfs = base.postings(number)
            lengths = base.lengths()
            removed = self._removed
            found = [
                (slot, tf, lengths[slot])
                for slot, tf in zip(slots, tfs, strict=True)
                if not removed or slot not in removed
            ]
        for slot, document in enumerate(self._added, start=len(base)):
            tf = document.counts.get(term)
            if tf:
                found.append((slot, tf, document.length))
        return found

    def _average_length(self) -> float:
        if self._total_length is None:
            lengths = self.base.lengths()
            self._total_length = (
                sum(lengths)
                - sum(lengths[slot] for slot in self._removed)
                + sum(d.length for d in self._added)
            )
        return self._total_length / self._count

    def scores(self, query_tokens: Sequence[str]) -> dict[str, float]:
        """BM25Okapi scores of the held documents that contain at least one query token.

        Per posting, the expression `LexicalIndex` vectorizes (rank_bm25's get_scores), and
        per document the sum over the query tokens in their order: the same floats.
        """
        if not self._count:
            return {}
        average_length = self._average_length()
        if not average_length:
            return {}
        k1, b = self.base.k1, self.base.b
        totals: dict[int, float] = {}
        for term in query_tokens:
            postings = self._postings(term)
            if not postings:
                continue
            idf = self.idf(term)
            for slot, tf, length in postings:
                norm = k1 * (1 - b + b * length / average_length)
                totals[slot] = totals.get(slot, 0.0) + idf * (tf * (k1 + 1) / (tf + norm))
        ids = self._ids
        return {ids[slot]: total for slot, total in totals.items()}

    def best_scores(self, query_tokens: Sequence[str], pool: int) -> BestScores:
        return best_of(self.scores(query_tokens), pool)

    def name_candidates(self, token: str) -> Collection[str]:
        found: list[str] = []
        base = self.base
        number = base.term_id(token)
        if number is not None:
            removed, ids = self._removed, base.ids
            found = [
                ids[slot]
                for slot in base.name_postings(number)
                if not removed or slot not in removed
            ]
        found.extend(d.held.brain_id for d in self._added if token in d.names)
        return found
