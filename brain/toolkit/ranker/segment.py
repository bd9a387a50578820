"""The lexical index's one storage format: a segment of flat arrays, the same bytes in a file,
in memory and in PostgreSQL (a bytea column).

A segment numbers its documents 0..B-1 (slots) and keeps, as little-endian integer arrays a
reader views in place (a `memoryview` of an mmap'd file or of the bytes a query fetched) instead
of parsing them: the postings of each term (slots and term frequencies, in CSR form over the
sorted vocabulary), the slots whose title or an alias has each term, the terms of each slot (a
forward index, so that a removed document's terms can be taken off the document frequencies),
and each document's length; its header holds the vocabulary's histogram of document
frequencies, each document's id and where it was read from (a file's path, mtime and size for
the CLI's cache), and an optional `extra` object its writer keeps alongside (the server keeps
each document's ranking metadata and content hash there). Nothing in it is a finished score: N,
the average length and the idf (whose floor, epsilon * the average idf over all terms, depends
on the whole corpus) are computed at query time from the stored frequencies, so the scores are
BM25Okapi's.

A `Delta` is what changed since a base was written (the CLI keeps it in `index-delta.jsonl`):
the base slots that no longer count and the documents indexed since, with their counts; a
`LexicalIndex` over the base applies it. `build_segment` makes a new base from a base segment,
its removed slots and documents' token counts (the CLI merging its delta);
`pack_segment` from arrays its caller already holds (`LexicalIndex.to_segment`). Building uses
numpy; reading does not (the CLI would otherwise pay numpy's import, several times what it
spends scoring).

Loading refuses bytes of another format, version or tokenizer, bytes whose shape is off and
bytes whose header, vocabulary or small arrays fail their CRC-32 (`StoredIndexError`); the large
arrays (postings, name postings, the forward index) have a CRC-32 per row, checked when a query
first reads that row.
"""

from __future__ import annotations

import gc
import json
import os
import struct
import sys
import zlib
from bisect import bisect_left
from collections import Counter
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, Literal, NamedTuple

from .contracts import RankDocument
from .names import document_name_tokens
from .tokenizer import TOKENIZER_VERSION, tokenize

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    _Array = npt.NDArray[np.int64]

SEGMENT_FORMAT: Final = "goat-brain.index-segment"
SEGMENT_VERSION: Final = 2
_READS: Final = (1, 2)  # version 1 had no name rows

MSG_DAMAGED: Final = "not a usable index cache ({detail}); rebuild it from the documents"

_MAGIC: Final = b"GOATIDX\n"
_PREFIX: Final = struct.Struct("<8sQI4x")  # magic, header length, CRC-32 of the header
_ALIGN: Final = 16
# name -> (numpy dtype, memoryview format); laid out in this order.
_ARRAYS: Final[dict[str, tuple[str, Literal["i", "q", "I"]]]] = {
    "indptr": ("<i8", "q"),  # term -> start of its postings (T + 1)
    "slots": ("<i4", "i"),  # posting -> slot
    "tfs": ("<i4", "i"),  # posting -> term frequency
    "name_indptr": ("<i8", "q"),  # term -> start of its name postings (T + 1)
    "name_slots": ("<i4", "i"),  # name posting -> slot
    "fwd_indptr": ("<i8", "q"),  # slot -> start of its terms (B + 1)
    "fwd_terms": ("<i4", "i"),  # the term ids of each slot, in slot order
    "lengths": ("<i8", "q"),  # slot -> number of tokens
    "posting_crcs": ("<u4", "I"),  # term -> CRC-32 of its slots, then its tfs
    "name_crcs": ("<u4", "I"),  # term -> CRC-32 of its name slots
    "fwd_crcs": ("<u4", "I"),  # slot -> CRC-32 of its terms
}
# The name rows (every title and alias with a token; in slot order), when the writer kept them
# (`LexicalIndex.to_segment` does; the CLI's `build_segment` does not: its index reads no rows).
_ROW_ARRAYS: Final[dict[str, tuple[str, Literal["i", "q", "I"]]]] = {
    "row_slots": ("<i4", "i"),  # row -> slot
    "row_sizes": ("<i4", "i"),  # row -> its number of distinct tokens
    "row_indptr": ("<i8", "q"),  # row -> start of its tokens (R + 1)
    "row_terms": ("<i4", "i"),  # the term ids of each row's tokens, in order
    "name_row_indptr": ("<i8", "q"),  # term -> start of the rows that have it (T + 1)
    "name_rows": ("<i4", "i"),  # the rows of each term, in order
}
# Checked by row, when a query reads the row; the other arrays are checked whole on loading.
_BY_ROW: Final = ("slots", "tfs", "name_slots", "fwd_terms")
# The large arrays are written in the narrowest of these that holds their values (a brain of
# fewer than 65,536 documents keeps 2-byte slots, term frequencies mostly fit a byte): the
# postings are most of a segment, and a load is mostly fetching it.
_NARROW: Final[dict[str, tuple[str, ...]]] = {
    name: ("<u1", "<u2", "<i4") for name in ("slots", "tfs", "fwd_terms")
}
_CODES: Final[dict[str, Literal["B", "H", "i", "q", "I"]]] = {
    "<u1": "B",
    "<u2": "H",
    "<i4": "i",
    "<i8": "q",
    "<u4": "I",
}


class StoredIndexError(ValueError):
    """A cache file that is not a usable index: rebuild it from the documents."""

    def __init__(self, detail: str) -> None:
        super().__init__(MSG_DAMAGED.format(detail=detail))


class Held(NamedTuple):
    """Who a document of the index is, and the file state it was indexed from."""

    brain_id: str
    path: str
    signature: tuple[int, int]  # (mtime_ns, size)


class IndexedDocument(NamedTuple):
    """A document as the index takes it in: its token counts and its name tokens."""

    held: Held
    length: int
    counts: Mapping[str, int]
    names: frozenset[str]

    @classmethod
    def of(cls, document: RankDocument, path: str, signature: tuple[int, int]) -> IndexedDocument:
        tokens = tokenize(document.text)
        return cls(
            Held(document.brain_id, path, signature),
            len(tokens),
            Counter(tokens),
            frozenset(document_name_tokens(document)),
        )


def quiet_loads(data: bytes) -> Any:
    """json.loads without the cyclic collector, which a large parse would otherwise wake often."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        return json.loads(data)
    finally:
        if enabled:
            gc.enable()


# --- reading a segment -----------------------------------------------------------------------


class Segment:
    """A base segment, its arrays viewed in place in `buffer` (say, an mmap of the file)."""

    def __init__(self, buffer: Any) -> None:
        try:
            self._load(buffer)
        except StoredIndexError:
            raise
        except (KeyError, TypeError, ValueError, IndexError, UnicodeDecodeError) as error:
            raise StoredIndexError(str(error) or type(error).__name__) from None

    def _load(self, buffer: Any) -> None:
        if sys.byteorder != "little":
            raise StoredIndexError("segments are read on little-endian machines only")
        view = memoryview(buffer).cast("B")
        if len(view) < _PREFIX.size:
            raise StoredIndexError("the file is too short")
        magic, header_length, header_crc = _PREFIX.unpack_from(view, 0)
        if magic != _MAGIC or _PREFIX.size + header_length > len(view):
            raise StoredIndexError("the file is not an index segment")
        header_bytes = view[_PREFIX.size : _PREFIX.size + header_length]
        if zlib.crc32(header_bytes) != header_crc:
            raise StoredIndexError("the header is damaged")
        header = quiet_loads(bytes(header_bytes))
        found = (header.get("format"), header.get("version"), header.get("tokenizer"))
        if found[0] != SEGMENT_FORMAT or found[1] not in _READS or found[2] != TOKENIZER_VERSION:
            raise StoredIndexError(f"format, version and tokenizer are {found}")
        data = view[_PREFIX.size + header_length :]
        layout = header["arrays"]
        self.has_rows = set(layout) == {*_ARRAYS, *_ROW_ARRAYS}
        if set(layout) != set(_ARRAYS) and not self.has_rows:
            raise StoredIndexError("the arrays are not the expected ones")
        self._buffer = buffer
        self._layout: dict[str, tuple[int, int]] = {}
        self._bytes: dict[str, memoryview] = {}
        self._views: dict[str, memoryview[int]] = {}
        self._dtypes: dict[str, str] = {}
        self._widths: dict[str, int] = {}
        for name, (dtype, _) in (_ALL_ARRAYS if self.has_rows else _ARRAYS).items():
            found_dtype, offset, count, crc = layout[name]
            if found_dtype not in _NARROW.get(name, (dtype,)):
                raise StoredIndexError(f"array {name} is of type {found_dtype}")
            code = _CODES[found_dtype]
            width = struct.calcsize(code)
            if not _fits(offset, count * width, len(data)):
                raise StoredIndexError(f"array {name} does not fit the file")
            self._dtypes[name] = found_dtype
            self._widths[name] = width
            raw = data[offset : offset + count * width]
            if name not in _BY_ROW and zlib.crc32(raw) != crc:
                raise StoredIndexError(f"array {name} is damaged")
            self._layout[name] = (_PREFIX.size + header_length + offset, count)
            self._bytes[name] = raw
            self._views[name] = raw.cast(code)
        at, length, crc = header["vocabulary"]
        if not _fits(at, length, len(data)) or zlib.crc32(data[at : at + length]) != crc:
            raise StoredIndexError("the vocabulary is damaged")
        text = bytes(data[at : at + length]).decode("utf-8")
        self.terms: list[str] = text.split("\n") if text else []
        # Per slot: who the document is, and the file (path, mtime_ns, size) it was read from.
        documents = header["documents"]
        self.ids: list[str] = documents["ids"]
        self.paths: list[str] = documents["paths"]
        self.mtimes: list[int] = documents["mtimes"]
        self.sizes: list[int] = documents["sizes"]
        columns = (self.ids, self.paths, self.mtimes, self.sizes)
        if not all(type(c) is list and len(c) == len(self.ids) for c in columns) or not (
            _only(self.ids, str)
            and _only(self.paths, str)
            and _only(self.mtimes, int)
            and _only(self.sizes, int)
        ):
            raise StoredIndexError("the documents are not ids, paths, mtimes and sizes")
        self.histogram: dict[int, int] = {int(df): int(n) for df, n in header["histogram"]}
        self.generation = str(header["generation"])
        self.extra: Any = header.get("extra")
        self.k1, self.b, self.epsilon = (float(header[key]) for key in ("k1", "b", "epsilon"))
        self._check(len(self.terms), len(self.ids))
        self._lengths: list[int] | None = None

    def _check(self, terms: int, documents: int) -> None:
        views = self._views
        expected = {
            "indptr": terms + 1,
            "name_indptr": terms + 1,
            "posting_crcs": terms,
            "name_crcs": terms,
            "fwd_indptr": documents + 1,
            "fwd_crcs": documents,
            "lengths": documents,
            "tfs": len(views["slots"]),
            "fwd_terms": len(views["slots"]),
        }
        for name, count in expected.items():
            if len(views[name]) != count:
                raise StoredIndexError(f"array {name} has {len(views[name])} entries, not {count}")
        pairs = [("indptr", "slots"), ("name_indptr", "name_slots"), ("fwd_indptr", "fwd_terms")]
        if self.has_rows:
            rows = len(views["row_slots"])
            for name, count in (
                ("row_sizes", rows),
                ("row_indptr", rows + 1),
                ("name_row_indptr", terms + 1),
            ):
                if len(views[name]) != count:
                    raise StoredIndexError(f"array {name} has {len(views[name])} entries")
            pairs += [("row_indptr", "row_terms"), ("name_row_indptr", "name_rows")]
        for pointers, values in pairs:
            indptr = views[pointers]
            if indptr[0] != 0 or indptr[-1] != len(views[values]):
                raise StoredIndexError(f"array {pointers} does not index {values}")
        if len(set(self.ids)) != len(self.ids):
            raise StoredIndexError("a document id is repeated")
        if sum(self.histogram.values()) != terms or any(df < 1 for df in self.histogram):
            raise StoredIndexError("the histogram does not count the vocabulary")

    def __len__(self) -> int:
        return len(self.ids)

    def held(self, slot: int) -> Held:
        return Held(self.ids[slot], self.paths[slot], (self.mtimes[slot], self.sizes[slot]))

    def term_id(self, term: str) -> int | None:
        terms = self.terms
        position = bisect_left(terms, term)
        return position if position < len(terms) and terms[position] == term else None

    def df(self, term_id: int) -> int:
        """How many of the segment's documents have the term."""
        indptr = self._views["indptr"]
        return int(indptr[term_id + 1] - indptr[term_id])

    def _rows(self, pointers: str, values: Sequence[str], crcs: str, row: int) -> list[list[int]]:
        """Row `row` of the `values` arrays (which share `pointers`), checked against its CRC."""
        indptr = self._views[pointers]
        start, end = indptr[row], indptr[row + 1]
        if not 0 <= start <= end <= len(self._views[values[0]]):
            raise StoredIndexError(f"array {pointers} is out of order")
        crc = 0
        for name in values:
            width = self._widths[name]
            crc = zlib.crc32(self._bytes[name][start * width : end * width], crc)
        if crc != self._views[crcs][row]:
            raise StoredIndexError(f"a row of {', '.join(values)} is damaged")
        return [self._views[name][start:end].tolist() for name in values]

    def postings(self, term_id: int) -> tuple[list[int], list[int]]:
        """The term's slots and term frequencies."""
        slots, tfs = self._rows("indptr", ("slots", "tfs"), "posting_crcs", term_id)
        return slots, tfs

    def name_postings(self, term_id: int) -> list[int]:
        """The slots whose title or an alias has the term."""
        return self._rows("name_indptr", ("name_slots",), "name_crcs", term_id)[0]

    def rows(self) -> int:
        """How many name rows the segment keeps (0 without them)."""
        return len(self._views["row_slots"]) if self.has_rows else 0

    def name_rows(self, term_id: int) -> memoryview[int]:
        """The rows that have the term (the segment keeps rows)."""
        indptr = self._views["name_row_indptr"]
        return self._views["name_rows"][indptr[term_id] : indptr[term_id + 1]]

    def row_terms(self, row: int) -> list[int]:
        """A row's tokens in order, as term ids."""
        indptr = self._views["row_indptr"]
        return self._views["row_terms"][indptr[row] : indptr[row + 1]].tolist()

    def terms_of(self, slot: int) -> list[int]:
        """The term ids of the slot's document."""
        return self._rows("fwd_indptr", ("fwd_terms",), "fwd_crcs", slot)[0]

    def lengths(self) -> list[int]:
        if self._lengths is None:
            self._lengths = self._views["lengths"].tolist()
        return self._lengths

    def array(self, name: str) -> _Array:
        """A numpy view of one of the arrays (for building a new segment from this one)."""
        import numpy as np

        offset, count = self._layout[name]
        return np.frombuffer(self._buffer, dtype=self._dtypes[name], count=count, offset=offset)


_ALL_ARRAYS: Final = {**_ARRAYS, **_ROW_ARRAYS}


def _fits(offset: object, length: int, size: int) -> bool:
    return isinstance(offset, int) and offset >= 0 and length >= 0 and offset + length <= size


def _only(values: list[Any], kind: type) -> bool:
    """Whether every value is exactly of this type (bool is no int here)."""
    return not values or set(map(type, values)) == {kind}


# --- the delta: what changed since a base was written ---------------------------------------

DELTA_FORMAT: Final = "goat-brain.index-delta"
DELTA_VERSION: Final = 1


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


# --- building a segment ----------------------------------------------------------------------


def build_segment(
    base: Segment | None,
    removed: Collection[int],
    added: Iterable[IndexedDocument],
    *,
    k1: float = 1.5,
    b: float = 0.75,
    epsilon: float = 0.25,
) -> bytes:
    """A new segment file: the base's documents but the removed slots, then the added ones.

    Works from the base's arrays (the removed documents' postings are dropped, the kept ones
    renumbered) and the added documents' counts, one document at a time; terms no document
    has any more are dropped. The knobs are the base's when there is one.
    """
    import numpy as np

    if base is not None:
        k1, b, epsilon = base.k1, base.b, base.epsilon
    base_documents = [base.held(slot) for slot in range(len(base))] if base is not None else []
    base_terms = base.terms if base is not None else []

    def array(name: str) -> _Array:
        if base is None:
            return np.zeros(1 if name.endswith("indptr") else 0, dtype=np.int64)
        return base.array(name).astype(np.int64)

    kept = np.ones(len(base_documents), dtype=bool)
    if removed:
        kept[np.fromiter(removed, dtype=np.int64, count=len(removed))] = False
    renumber = np.cumsum(kept, dtype=np.int64) - 1
    documents = [row for row, keep in zip(base_documents, kept.tolist(), strict=True) if keep]

    def kept_part(pointers: str, values: str) -> tuple[_Array, _Array, _Array]:
        indptr, slots = array(pointers), array(values)
        term_of = np.repeat(np.arange(len(base_terms), dtype=np.int64), np.diff(indptr))
        mask = kept[slots]
        return term_of[mask], renumber[slots[mask]], mask

    terms, slots, mask = kept_part("indptr", "slots")
    posting_terms, posting_slots, posting_tfs = [terms], [slots], [array("tfs")[mask]]
    terms, slots, _ = kept_part("name_indptr", "name_slots")
    name_terms, name_slots = [terms], [slots]
    fwd_indptr = array("fwd_indptr")
    slot_of = np.repeat(np.arange(len(base_documents), dtype=np.int64), np.diff(fwd_indptr))
    forward = [array("fwd_terms")[kept[slot_of]]]
    row_lengths = [np.diff(fwd_indptr)[kept]]
    lengths = [array("lengths")[kept]]

    # Term ids of the added documents: the base's for its terms, new ones after them.
    vocabulary = list(base_terms)
    term_ids = {term: number for number, term in enumerate(vocabulary)}
    seen = {held.brain_id for held in documents}
    added_lengths: list[int] = []
    for document in added:
        held = document.held
        if held.brain_id in seen:
            raise ValueError(f"document id {held.brain_id!r} is repeated")
        seen.add(held.brain_id)
        slot = len(documents)
        documents.append(held)
        ids = []
        for term in document.counts:
            number = term_ids.get(term)
            if number is None:
                number = term_ids[term] = len(vocabulary)
                vocabulary.append(term)
            ids.append(number)
        row = np.array(ids, dtype=np.int64)
        posting_terms.append(row)
        posting_slots.append(np.full(len(ids), slot, dtype=np.int64))
        posting_tfs.append(np.fromiter(document.counts.values(), dtype=np.int64, count=len(ids)))
        forward.append(row)
        row_lengths.append(np.array([len(ids)], dtype=np.int64))
        names = np.array(sorted(term_ids[name] for name in document.names), dtype=np.int64)
        name_terms.append(names)
        name_slots.append(np.full(len(names), slot, dtype=np.int64))
        added_lengths.append(document.length)
    lengths.append(np.array(added_lengths, dtype=np.int64))

    # The final vocabulary: sorted, without the terms that no document has any more.
    frequencies = np.bincount(np.concatenate(posting_terms), minlength=len(vocabulary))
    present = np.flatnonzero(frequencies).tolist()
    final_terms = sorted(vocabulary[number] for number in present)
    final_ids = {term: number for number, term in enumerate(final_terms)}
    remap = np.full(len(vocabulary), -1, dtype=np.int64)
    remap[present] = [final_ids[vocabulary[number]] for number in present]

    def csr(term_parts: list[_Array], value_parts: Sequence[list[_Array]]) -> list[_Array]:
        mapped = remap[np.concatenate(term_parts)]
        order = np.argsort(mapped, kind="stable")  # keeps each term's slots in slot order
        indptr = np.zeros(len(final_terms) + 1, dtype=np.int64)
        np.cumsum(np.bincount(mapped, minlength=len(final_terms)), out=indptr[1:])
        return [indptr, *(np.concatenate(values)[order] for values in value_parts)]

    indptr, slots_array, tfs_array = csr(posting_terms, [posting_slots, posting_tfs])
    name_indptr, name_slots_array = csr(name_terms, [name_slots])
    new_fwd_indptr = np.zeros(len(documents) + 1, dtype=np.int64)
    np.cumsum(np.concatenate(row_lengths), out=new_fwd_indptr[1:])
    arrays = {
        "indptr": indptr,
        "slots": slots_array,
        "tfs": tfs_array,
        "name_indptr": name_indptr,
        "name_slots": name_slots_array,
        "fwd_indptr": new_fwd_indptr,
        "fwd_terms": remap[np.concatenate(forward)],
        "lengths": np.concatenate(lengths),
    }
    return pack_segment(final_terms, arrays, documents, k1=k1, b=b, epsilon=epsilon)


def pack_segment(
    terms: Sequence[str],
    arrays: Mapping[str, _Array],
    documents: Sequence[Held],
    *,
    k1: float,
    b: float,
    epsilon: float,
    extra: Any = None,
    generation: str | None = None,
) -> bytes:
    """A segment's bytes from its sorted vocabulary, its arrays (every one of `_ARRAYS` but the
    CRCs, and optionally every one of `_ROW_ARRAYS`; any integer dtype), its documents by slot
    and `extra` (JSON, read back as `Segment.extra`)."""
    import numpy as np

    kinds = _ALL_ARRAYS if "row_slots" in arrays else _ARRAYS
    arrays = {name: np.asarray(arrays[name]) for name in kinds if not name.endswith("crcs")}
    dtypes = {name: dtype for name, (dtype, _) in kinds.items()}
    for name in ("slots", "tfs", "name_slots", "fwd_terms"):
        arrays[name] = arrays[name].astype("<i4")
    for name, choices in _NARROW.items():
        top = int(arrays[name].max()) if len(arrays[name]) else 0
        dtypes[name] = next(d for d in choices if top <= np.iinfo(np.dtype(d)).max)
        arrays[name] = arrays[name].astype(dtypes[name])
    indptr, name_indptr, fwd_indptr = arrays["indptr"], arrays["name_indptr"], arrays["fwd_indptr"]
    histogram = Counter(np.diff(indptr).tolist())
    arrays["posting_crcs"] = _row_crcs(indptr, arrays["slots"], arrays["tfs"])
    arrays["name_crcs"] = _row_crcs(name_indptr, arrays["name_slots"])
    arrays["fwd_crcs"] = _row_crcs(fwd_indptr, arrays["fwd_terms"])
    vocabulary_bytes = "\n".join(terms).encode("utf-8")
    blobs: list[bytes] = []
    layout: dict[str, list[Any]] = {}
    offset = 0

    def place(data: bytes) -> int:
        nonlocal offset
        start = offset
        padding = -len(data) % _ALIGN
        blobs.extend((data, b"\0" * padding))
        offset += len(data) + padding
        return start

    vocabulary_at = place(vocabulary_bytes)
    for name, dtype in dtypes.items():
        raw = np.ascontiguousarray(arrays[name], dtype=dtype).tobytes()
        crc = None if name in _BY_ROW else zlib.crc32(raw)
        layout[name] = [dtype, place(raw), len(raw) // np.dtype(dtype).itemsize, crc]
    header = json.dumps(
        {
            "format": SEGMENT_FORMAT,
            "version": SEGMENT_VERSION,
            "tokenizer": TOKENIZER_VERSION,
            "generation": generation or os.urandom(8).hex(),
            "k1": k1,
            "b": b,
            "epsilon": epsilon,
            "documents": {
                "ids": [held.brain_id for held in documents],
                "paths": [held.path for held in documents],
                "mtimes": [held.signature[0] for held in documents],
                "sizes": [held.signature[1] for held in documents],
            },
            "histogram": sorted(histogram.items()),
            "vocabulary": [vocabulary_at, len(vocabulary_bytes), zlib.crc32(vocabulary_bytes)],
            "arrays": layout,
            "extra": extra,
        },
        ensure_ascii=False,
        separators=(",", ":"),
    ).encode("utf-8")
    header += b" " * (-(_PREFIX.size + len(header)) % _ALIGN)
    return b"".join([_PREFIX.pack(_MAGIC, len(header), zlib.crc32(header)), header, *blobs])


def _row_crcs(indptr: _Array, *values: _Array) -> _Array:
    """Per row of `values` (sharing `indptr`), the CRC-32 of its bytes, array after array."""
    import numpy as np

    raws = [
        (memoryview(np.ascontiguousarray(v).tobytes()), np.asarray(v).dtype.itemsize)
        for v in values
    ]
    bounds = indptr.tolist()
    crcs = []
    for start, end in zip(bounds, bounds[1:], strict=False):
        crc = 0
        for raw, width in raws:
            crc = zlib.crc32(raw[start * width : end * width], crc)
        crcs.append(crc)
    return np.array(crcs, dtype="<u4")
