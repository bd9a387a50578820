"""A LexicalIndex written as a segment (ranker/segment.py) and read back scores as before,
float for float, through changes made after reading it."""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import UTC, datetime

import pytest

from brain.toolkit.ranker import LexicalIndex, RankDocument, query
from brain.toolkit.ranker.segment import Segment, StoredIndexError
from tests.toolkit.helpers import with_extra

VOCABULARY = [f"w{number}" for number in range(300)]
WEIGHTS = [1 / (rank + 1) for rank in range(len(VOCABULARY))]  # Zipf: common words too
QUERIES = [["w0"], ["w1", "w7"], ["w3", "w3", "w50"], ["w120", "w299", "nothing"], ["alias3"]]
TEXTS = ["w0 w1", "alias3", "w5 w6 w7", "w2 w2 nothing", "w10 w20 w11"]


def document(rng: random.Random, number: int) -> RankDocument:
    words = rng.choices(VOCABULARY, WEIGHTS, k=rng.randint(3, 50))
    title = " ".join(rng.choices(VOCABULARY[:30], k=2))
    aliases = (f"alias{number % 7}",) if number % 3 == 0 else ()
    status = ("archived", "active", "merged", "draft")[number % 4]
    kind = "evidence" if number % 11 == 0 else "page"
    text = "\n".join((title, *aliases, " ".join(words)))
    updated = datetime(2026, 1, 1 + number % 28, tzinfo=UTC) if number % 2 else None
    folder = ("", "notes", "notes/old", "people")[number % 4]
    type_ = "person" if folder == "people" else "note"
    return RankDocument(f"d{number}", title, aliases, status, kind, type_, text, updated, folder)


def assert_same(index: LexicalIndex, documents: dict[str, RankDocument]) -> None:
    reference = LexicalIndex(documents.values())
    assert len(index) == len(reference)
    assert set(index.held_ids()) == set(documents)
    assert index.average_idf() == reference.average_idf()
    assert all(index.get(i).folder == d.folder for i, d in documents.items())  # type: ignore[union-attr]
    assert index.folder_types() == reference.folder_types()
    for tokens in QUERIES:
        assert index.scores(tokens) == reference.scores(tokens)  # the same floats
        for token in tokens:
            assert index.idf(token) == reference.idf(token)
            assert sorted(index.name_candidates(token)) == sorted(reference.name_candidates(token))
    now = datetime(2026, 3, 1, tzinfo=UTC)
    for text in TEXTS:
        for archived in (False, True):
            assert query(index, [], text, include_archived=archived, now=now) == query(
                reference, [], text, include_archived=archived, now=now
            )


def test_a_segment_reads_back_as_the_index_it_was_written_from_through_changes() -> None:
    # given: 200 documents, written as a segment and read back from its bytes
    rng = random.Random(7)
    documents = {d.brain_id: d for d in (document(rng, n) for n in range(200))}
    index = LexicalIndex.from_segment(LexicalIndex(documents.values()).to_segment())
    assert_same(index, documents)
    for step in range(80):
        # when: a document is removed, changed or added in the index read from the segment
        brain_id = f"d{rng.randrange(260)}"
        if brain_id in documents and rng.random() < 0.4:
            del documents[brain_id]
            index.remove(brain_id)
        else:
            changed = document(rng, int(brain_id[1:]) + step)
            documents[brain_id] = replace(changed, brain_id=brain_id)
            index.add(documents[brain_id])
        # then: it scores as a fresh index of the same documents, and so does its next segment
        if step % 10 == 9:
            assert_same(index, documents)
            index = LexicalIndex.from_segment(index.to_segment())
            assert_same(index, documents)


def test_the_segment_keeps_the_metadata_and_what_its_writer_adds() -> None:
    rng = random.Random(3)
    documents = [document(rng, n) for n in range(30)]
    data = LexicalIndex(documents).to_segment({"hashes": {"d1": "abc"}})
    segment = Segment(data)
    assert segment.extra["hashes"] == {"d1": "abc"}
    loaded = LexicalIndex.from_segment(memoryview(data))
    for original in documents:
        found = loaded.get(original.brain_id)
        assert found is not None
        assert (found.title, found.aliases, found.status, found.kind, found.type) == (
            original.title,
            original.aliases,
            original.status,
            original.kind,
            original.type,
        )
        assert found.updated == original.updated


def test_an_empty_index_round_trips() -> None:
    index = LexicalIndex.from_segment(LexicalIndex().to_segment())
    assert len(index) == 0
    assert index.scores(["w0"]) == {}
    index.add(RankDocument("a", "w0", (), "active", "page", "note", "w0 w1", None))
    assert index.scores(["w0"]) == LexicalIndex([index.documents["a"]]).scores(["w0"])


def test_damaged_or_foreign_bytes_are_refused() -> None:
    rng = random.Random(1)
    data = LexicalIndex([document(rng, n) for n in range(20)]).to_segment()
    with pytest.raises(StoredIndexError):
        LexicalIndex.from_segment(data[:40])
    damaged = bytearray(data)
    damaged[30] ^= 0xFF  # the header
    with pytest.raises(StoredIndexError):
        LexicalIndex.from_segment(bytes(damaged))
    with pytest.raises(StoredIndexError):
        LexicalIndex.from_segment(b"{}")


def test_the_arrays_are_stored_as_narrow_as_their_values_allow() -> None:
    # given: 300 documents (slots past one byte), one of them with a word 300 times over
    rng = random.Random(4)
    documents = {d.brain_id: d for d in (document(rng, n) for n in range(300))}
    documents["d7"] = replace(documents["d7"], text=documents["d7"].text + " w5" * 300)
    # when
    data = LexicalIndex(documents.values()).to_segment()
    # then: two-byte slots and term frequencies, and the index reads back as it was written
    segment = Segment(data)
    assert (segment._dtypes["slots"], segment._dtypes["tfs"]) == ("<u2", "<u2")
    few = [d for d in documents.values() if d.brain_id != "d7"][:20]
    assert Segment(LexicalIndex(few).to_segment())._dtypes["tfs"] == "<u1"
    assert_same(LexicalIndex.from_segment(data), documents)


def test_without_stored_name_rows_the_rows_come_from_the_metadata() -> None:
    # given: a document whose text leaves out a word of its title (the segment then keeps no
    # name rows), read back and changed
    rng = random.Random(9)
    documents = {d.brain_id: d for d in (document(rng, n) for n in range(60))}
    documents["d3"] = replace(documents["d3"], title="w1 zebra")
    data = LexicalIndex(documents.values()).to_segment()
    assert not Segment(data).has_rows
    index = LexicalIndex.from_segment(data)
    for number in (5, 6, 70):
        changed = replace(document(rng, number), brain_id=f"d{number}")
        documents[changed.brain_id] = changed
        index.add(changed)
    # then: its name list is the one of an index built from the documents
    reference = LexicalIndex(documents.values())
    now = datetime(2026, 3, 1, tzinfo=UTC)
    for text in [*TEXTS, "w1 zebra", "zebra"]:
        assert query(index, [], text, now=now) == query(reference, [], text, now=now)


@pytest.mark.parametrize("shape", ["rows", "columns without folders"])
def test_metadata_stored_without_folders_is_refused_for_a_rebuild(shape: str) -> None:
    # given: a segment whose documents' metadata has no folders: one row per document (as
    # version 1 wrote it), or columns from before folders were kept
    rng = random.Random(12)
    documents = {d.brain_id: d for d in (document(rng, n) for n in range(40))}
    index = LexicalIndex(documents.values())
    segment = Segment(index.to_segment())
    if shape == "rows":
        stored: object = [
            [d.title, list(d.aliases), d.status, d.kind, d.type, None]
            for d in (documents[brain_id] for brain_id in segment.ids)
        ]
    else:
        stored = dict(segment.extra["documents"])
        del stored["folders"]
    data = with_extra(segment, {"documents": stored})
    # when / then: it is not read (its readers build the index anew from the documents)
    with pytest.raises(StoredIndexError, match="no folders"):
        LexicalIndex.from_segment(data)
