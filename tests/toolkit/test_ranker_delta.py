"""The CLI's way to a `LexicalIndex`: a base segment built from counted documents, a delta over
it (removed slots, documents added since) and the metadata from elsewhere (`describe`). It
scores in plain Python, without numpy, and must give BM25Okapi's scores, the very floats a
`LexicalIndex` built from the same documents gives."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest
from rank_bm25 import BM25Okapi

from brain.toolkit.ranker import LexicalIndex, RankDocument, query, tokenize
from brain.toolkit.ranker.segment import (
    Delta,
    IndexedDocument,
    Segment,
    StoredIndexError,
    build_segment,
)

VOCABULARY = [f"w{number}" for number in range(300)]
WEIGHTS = [1 / (rank + 1) for rank in range(len(VOCABULARY))]  # Zipf: common words too
QUERIES = [["w0"], ["w1", "w7"], ["w3", "w3", "w50"], ["w120", "w299", "nothing"], ["alias3"]]


def document(rng: random.Random, number: int) -> RankDocument:
    words = rng.choices(VOCABULARY, WEIGHTS, k=rng.randint(3, 50))
    title = " ".join(rng.choices(VOCABULARY[:30], k=2))
    aliases = (f"alias{number % 7}",) if number % 3 == 0 else ()
    status = "archived" if number % 5 == 0 else "active"
    text = "\n".join((title, *aliases, " ".join(words)))
    return RankDocument(f"d{number}", title, aliases, status, "page", "note", text, None)


def indexed(document: RankDocument, version: int) -> IndexedDocument:
    return IndexedDocument.of(document, f"{document.brain_id}.md", (version, 1))


def over(base: Segment, delta: Delta, documents: dict[str, RankDocument]) -> LexicalIndex:
    """What the CLI's catalog does: the base read with `describe`, the delta applied."""
    index = LexicalIndex.from_segment(base, describe=documents.get)
    assert not index.vectorized
    for slot in sorted(delta.removed):
        index.remove(base.ids[slot])
    for indexed_document in delta.documents.values():
        index.add_counted(indexed_document)
    return index


def assert_same(stored: LexicalIndex, documents: dict[str, RankDocument]) -> None:
    reference = LexicalIndex(documents.values())
    assert len(stored) == len(reference)
    assert set(stored.held_ids()) == set(documents)
    corpus = [tokenize(d.text) for d in documents.values()]
    okapi = BM25Okapi(corpus) if corpus else None
    assert stored.average_idf() == reference.average_idf()
    for tokens in QUERIES:
        got = stored.scores(tokens)
        assert got == reference.scores(tokens)  # the same floats
        if okapi is not None:
            expected = {
                d.brain_id: float(score)
                for d, words, score in zip(
                    documents.values(), corpus, okapi.get_scores(tokens), strict=True
                )
                if set(tokens) & set(words)
            }
            assert got == pytest.approx(expected, rel=1e-9)
        for token in tokens:
            assert stored.idf(token) == reference.idf(token)
            assert sorted(stored.name_candidates(token)) == sorted(reference.name_candidates(token))
    for text in ["w0 w1", "alias3", "w5 w6 w7", "w2 w2 nothing"]:
        for archived in (False, True):
            assert query(stored, [], text, include_archived=archived) == query(
                reference, [], text, include_archived=archived
            )


def test_base_plus_delta_scores_as_a_fresh_lexical_index_through_changes_and_merges() -> None:
    # given: 200 documents in a base segment, read back from its bytes
    rng = random.Random(5)
    documents = {d.brain_id: d for d in (document(rng, n) for n in range(200))}
    base = Segment(build_segment(None, (), [indexed(d, 0) for d in documents.values()]))
    delta = Delta(base.generation, set(), {})
    assert_same(over(base, delta, documents), documents)
    for step in range(60):
        # when: a document is removed, changed or added, through the delta
        brain_id = f"d{rng.randrange(260)}"
        if brain_id in documents and rng.random() < 0.4:
            del documents[brain_id]
        else:
            documents[brain_id] = document(rng, int(brain_id[1:]))
        if brain_id in base.ids:
            delta.removed.add(base.ids.index(brain_id))
        delta.documents.pop(brain_id, None)
        if brain_id in documents:
            delta.documents[brain_id] = indexed(documents[brain_id], step + 1)
        delta = Delta.from_bytes(delta.to_bytes(), base)
        # then
        assert_same(over(base, delta, documents), documents)
        if step % 15 == 14:
            # when: the delta is merged into a new base
            base = Segment(build_segment(base, delta.removed, delta.documents.values()))
            delta = Delta(base.generation, set(), {})
            # then
            assert len(base) == len(documents)
            assert_same(over(base, delta, documents), documents)


def test_damaged_segments_and_deltas_are_refused() -> None:
    rng = random.Random(1)
    documents = [document(rng, n) for n in range(20)]
    data = build_segment(None, (), [indexed(d, 0) for d in documents])
    base = Segment(data)
    for damaged in (data[:100], data[:-16], b"", b"GOATIDX\n" + data[8:40]):
        with pytest.raises(StoredIndexError, match="rebuild it"):
            Segment(damaged)
    flipped = bytearray(data)
    flipped[40] ^= 1  # in the header
    with pytest.raises(StoredIndexError, match="rebuild it"):
        Segment(bytes(flipped))
    # a flipped posting is found when a query reads its row
    number = base.term_id("w0")
    assert number is not None
    at = base._layout["slots"][0] + base._views["indptr"][number] * base._widths["slots"]
    flipped = bytearray(data)
    flipped[at] ^= 1
    damaged_base = Segment(bytes(flipped))
    with pytest.raises(StoredIndexError, match="damaged"):
        damaged_base.postings(number)
    delta = Delta(base.generation, {1}, {}).to_bytes()
    with pytest.raises(StoredIndexError):
        Delta.from_bytes(delta.replace(b'"removed":[1]', b'"removed":[2]'), base)
    other = Segment(build_segment(None, (), [indexed(d, 1) for d in documents]))
    with pytest.raises(StoredIndexError, match="another base"):
        Delta.from_bytes(delta, other)


def test_the_cli_way_never_imports_numpy() -> None:
    code = (
        "import random, sys\n"
        "from tests.toolkit.test_ranker_delta import document, indexed, over\n"
        "from brain.toolkit.ranker.segment import Delta, Segment\n"
        "from brain.toolkit.ranker import query\n"
        "rng = random.Random(2)\n"
        "docs = {d.brain_id: d for d in (document(rng, n) for n in range(50))}\n"
        "import numpy  # building a segment uses numpy; then it is hidden\n"
        "from brain.toolkit.ranker.segment import build_segment\n"
        "data = build_segment(None, (), [indexed(d, 0) for d in docs.values()])\n"
        "for name in [m for m in sys.modules if m == 'numpy' or m.startswith('numpy.')]:\n"
        "    sys.modules[name] = None\n"
        "base = Segment(data)\n"
        "docs['d60'] = document(rng, 60)\n"
        "delta = Delta(base.generation, {3}, {'d60': indexed(docs['d60'], 1)})\n"
        "index = over(base, delta, docs)\n"
        "assert query(index, [], 'w0 w1 alias3')\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
