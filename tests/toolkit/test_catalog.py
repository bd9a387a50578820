"""The CLI's cache (brain/toolkit/catalog.py): it always answers as the files do.

The reference everywhere is a fresh in-memory `LexicalIndex` and `EdgeGraph` built from the
files as they are (every readable document, the first path in sorted order winning its id).
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
import zlib
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from brain.toolkit import catalog as catalog_module
from brain.toolkit.catalog import CATALOG_FILE, DELTA_FILE, SEGMENT_FILE, Catalog, scan_documents
from brain.toolkit.commands import REGISTRY, run
from brain.toolkit.directory import DirectoryStore
from brain.toolkit.document import Document
from brain.toolkit.edges import derive_edges
from brain.toolkit.problems import DocumentError
from brain.toolkit.ranker import EdgeGraph, Hit, LexicalIndex, query, rank_document, tokenize
from brain.toolkit.ranker.graph import context_words
from brain.toolkit.ranker.segment import Segment
from brain.toolkit.root import init_root
from brain.toolkit.tree import load_tree, read_document, scan_tree, walk_tree
from tests.toolkit.helpers import REPO_ROOT, doc_text, run_json, temp_files, write

NOW = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
WORDS = [
    "acme", "pilot", "widgets", "pricing", "kickoff", "sarah", "chen", "globex", "contract",
    "renewal", "roadmap", "api", "migration", "budget", "hiring", "launch", "q3", "notes",
]  # fmt: skip
TEXTS = ["acme pilot", "widgets", "sarah chen", "roadmap api migration", "q3 budget notes"]
TEXTS += ["which projects is sarah chen on?", "list the people at globex"]  # folders named


# --- the reference: the files as they are ----------------------------------------------------


def reference(root: Path) -> tuple[LexicalIndex, EdgeGraph]:
    entries, _ = scan_tree(root)
    documents: dict[str, Document] = {}
    edges = []
    for entry in entries:
        try:
            document, _ = read_document(root, entry)
        except (DocumentError, OSError):
            continue
        if not document.brain_id or document.brain_id in documents:
            continue
        documents[document.brain_id] = document
        edges.extend(derive_edges(document))
    return LexicalIndex(rank_document(d) for d in documents.values()), EdgeGraph(edges)


def shape(hits: list[Hit]) -> list[tuple[str, str, str, tuple[str, ...]]]:
    return [(h.brain_id, h.title, h.matched, h.path) for h in hits]


def assert_answers_as_the_files(root: Path, texts: list[str]) -> Catalog:
    """The cache, as the next CLI call finds it, ranks exactly as a fresh index of the files."""
    catalog = Catalog(root).refresh()
    index, graph = reference(root)
    assert set(catalog.index.held_ids()) == set(index.documents)
    # each document's folder, and the count by folder and type that questions name them by
    assert {i: catalog.index.get(i).folder for i in index.documents} == {  # type: ignore[union-attr]
        i: d.folder for i, d in index.documents.items()
    }
    assert catalog.index.folder_types() == index.folder_types()
    nodes = {e.source for e in graph} | {e.target for e in graph} | set(index.documents)
    assert {n: catalog.graph.neighbors(n) for n in nodes} == {n: graph.neighbors(n) for n in nodes}
    # and the types of the edges each node's neighbours are joined by (a question naming one)
    assert {n: catalog.graph.typed(n) for n in nodes} == {n: graph.typed(n) for n in nodes}
    # and which way each runs (a question asking for the one above or those below)
    assert {n: catalog.graph.outgoing(n) for n in nodes} == {n: graph.outgoing(n) for n in nodes}
    # and the words around each page link, either way (a question describing an edge by them)
    for edge in graph:
        words = context_words(edge.context) | {"unheard"}
        for a, b in ((edge.source, edge.target), (edge.target, edge.source)):
            assert catalog.graph.described(a, b, words) == graph.described(a, b, words)
        assert graph.described(edge.source, edge.target, words) == (len(words) > 1)
    for text in texts:
        tokens = tokenize(text)
        got, expected = catalog.index.scores(tokens), index.scores(tokens)
        assert got.keys() == expected.keys()
        assert got == pytest.approx(expected, rel=1e-9, abs=1e-12)
        for wider in (False, True):
            hits = query(
                catalog.index,
                catalog.graph,
                text,
                limit=12,
                now=NOW,
                include_merged=wider,
                include_archived=wider,
            )
            want = query(
                index, graph, text, limit=12, now=NOW, include_merged=wider, include_archived=wider
            )
            assert shape(hits) == shape(want)
            assert [h.score for h in hits] == pytest.approx([h.score for h in want], rel=1e-9)
    return catalog


# --- documents -------------------------------------------------------------------------------


def sentence(rng: random.Random, count: int) -> str:
    return " ".join(rng.choices(WORDS, k=count))


def page_text(rng: random.Random, brain_id: str, ids: list[str], *, day: int) -> str:
    """A page with random words, a title, maybe aliases, links, a relation and a status."""
    status = rng.choice(["active", "draft", "draft", "archived", "merged"])
    extra = [f"updated: {(NOW - timedelta(days=day)).strftime('%Y-%m-%dT%H:%M:%SZ')}"]
    if rng.random() < 0.4:
        extra.append(f"aliases: [{sentence(rng, 2).title()}]")
    others = [i for i in ids if i != brain_id]
    if others and rng.random() < 0.5:
        extra.append(f"relations: [{{type: works_at, target: {rng.choice(others)}}}]")
    if status == "merged":
        extra.append(f"mergedInto: {rng.choice(others) if others else 'elsewhere'}")
    links = " ".join(f"[[page:{i}]]" for i in rng.sample(others, k=min(2, len(others))))
    body = f"{sentence(rng, rng.randint(3, 25))} {links} [[evidence:ev-{brain_id}|source]]"
    return doc_text(
        brain_id,
        title=sentence(rng, rng.randint(1, 3)).title(),
        status=status,
        extra="\n".join(extra),
        body=body,
    )


FOLDERS = ["", "people", "projects", "projects/acme", "companies", "archive"]


# --- random changes between CLI calls ----------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_random_changes_between_cli_calls_keep_the_cache_equal_to_the_files(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    seed: int,
) -> None:
    # given: a small delta limit, so that the delta is merged into a new base now and then
    monkeypatch.setattr(catalog_module, "DELTA_MIN", 5)
    rng = random.Random(seed)
    root = tmp_path
    ids: list[str] = [f"doc-{n}" for n in range(25)]
    paths: dict[str, str] = {}  # relpath -> id written there
    for number, brain_id in enumerate(ids):
        relpath = f"{rng.choice(FOLDERS)}/{brain_id}.md".lstrip("/")
        write(root, relpath, page_text(rng, brain_id, ids, day=number))
        paths[relpath] = brain_id
    bases = set()
    for step in range(45):
        # when: one random change (sometimes several) to the files
        for _ in range(1 if rng.random() < 0.8 else 6):
            change(rng, root, ids, paths, step)
        text = rng.choice(TEXTS)
        code, answer, err = run_json(capsys, root, "query", text, "--limit", "12")
        assert code == 0, err
        # then: the cached index answers as the files do, and so did the CLI
        catalog = assert_answers_as_the_files(root, [text, rng.choice(TEXTS)])
        index, graph = reference(root)
        want = query(index, graph, text, limit=12)
        assert [(h["id"], h["matched"], tuple(h["path"])) for h in answer["hits"]] == [
            (h.brain_id, h.matched, h.path) for h in want
        ]
        assert [h["score"] for h in answer["hits"]] == pytest.approx(
            [h.score for h in want], abs=2e-6
        )
        segment = catalog.index.segment
        assert segment is not None
        bases.add(segment.generation)
        assert temp_files(root) == []
    assert len(bases) > 2  # the delta was merged into new bases along the way


def change(
    rng: random.Random, root: Path, ids: list[str], paths: dict[str, str], step: int
) -> None:
    kind = rng.choice(
        ["create", "edit", "edit", "edit", "delete", "rename", "move", "duplicate", "break"]
        + ["touch", "retitle"]
    )
    existing = sorted(paths)
    relpath = rng.choice(existing) if existing else None
    if kind == "create" or relpath is None:
        brain_id = f"new-{step}-{rng.randint(0, 999)}"
        ids.append(brain_id)
        relpath = f"{rng.choice(FOLDERS)}/{brain_id}.md".lstrip("/")
        write(root, relpath, page_text(rng, brain_id, ids, day=step))
        paths[relpath] = brain_id
    elif kind in ("edit", "retitle"):
        write(root, relpath, page_text(rng, paths[relpath], ids, day=rng.randint(0, 400)))
    elif kind == "delete":
        (root / relpath).unlink()
        del paths[relpath]
    elif kind == "rename":  # the same file under a new id
        brain_id = f"renamed-{step}"
        ids.append(brain_id)
        target = f"{relpath.rpartition('/')[0]}/{brain_id}.md".lstrip("/")
        (root / relpath).unlink()
        write(root, target, page_text(rng, brain_id, ids, day=step))
        del paths[relpath]
        paths[target] = brain_id
    elif kind == "move":  # the same document in another folder
        target = f"{rng.choice(FOLDERS)}/{paths[relpath]}.md".lstrip("/")
        if target not in paths:
            (root / target).parent.mkdir(parents=True, exist_ok=True)
            os.replace(root / relpath, root / target)
            paths[target] = paths.pop(relpath)
    elif kind == "duplicate":  # a second file with the same id: the first path wins
        target = f"{rng.choice(FOLDERS)}/{paths[relpath]}.md".lstrip("/")
        if target not in paths:
            write(root, target, page_text(rng, paths[relpath], ids, day=step))
            paths[target] = paths[relpath]
    elif kind == "break":  # no longer a document
        write(root, relpath, "---\nid: [unclosed\n---\n")
    else:  # touched: a new mtime, the same bytes
        info = (root / relpath).stat()
        os.utime(root / relpath, ns=(info.st_atime_ns, info.st_mtime_ns + 1_000_000))


# --- duplicates, lookups, no work when nothing changed -----------------------------------------


def test_duplicate_ids_keep_the_first_path_in_sorted_order(tmp_path: Path) -> None:
    # given: the same id in two folders
    write(tmp_path, "people/sarah.md", doc_text("sarah", title="Sarah People", body="widgets"))
    write(tmp_path, "archive/sarah.md", doc_text("sarah", title="Sarah Archive", body="widgets"))
    # then: archive/ sorts first and wins, everywhere
    catalog = assert_answers_as_the_files(tmp_path, ["widgets", "sarah"])
    assert catalog.path_of("sarah") == "archive/sarah.md"
    assert [h.title for h in search(catalog, "widgets")] == ["Sarah Archive"]
    # when: the winner goes
    (tmp_path / "archive/sarah.md").unlink()
    # then: the other file holds the id
    catalog = assert_answers_as_the_files(tmp_path, ["widgets", "sarah"])
    assert catalog.path_of("sarah") == "people/sarah.md"
    assert [h.title for h in search(catalog, "widgets")] == ["Sarah People"]


def search(catalog: Catalog, text: str) -> list[Hit]:
    return catalog.search(text, limit=10, include_merged=True, include_archived=True)


def test_named_and_tombstones_of_read_titles_aliases_and_merged_into(tmp_path: Path) -> None:
    write(
        tmp_path,
        "companies/acme-corp.md",
        doc_text("acme-corp", title="Acme Corp", extra="aliases: [ACME, Acme Inc.]"),
    )
    write(tmp_path, "companies/acme.md", doc_text("acme", title="Acme"))
    write(
        tmp_path,
        "companies/old-acme.md",
        doc_text("old-acme", title="ACME", status="merged", extra="mergedInto: acme-corp"),
    )
    write(
        tmp_path,
        "companies/older.md",
        doc_text("older", title="Older", status="merged", extra="mergedInto: acme-corp"),
    )
    catalog = Catalog(tmp_path).refresh()
    assert catalog.named("acme") == ["acme-corp", "acme"]  # ACME is an alias; Acme a title
    assert catalog.named("  acme inc.  ") == ["acme-corp"]
    assert catalog.named("Older") == []  # tombstones are never named
    assert catalog.named("nobody") == []
    assert catalog.tombstones_of("acme-corp") == ["old-acme", "older"]
    assert catalog.tombstones_of("acme") == []


def test_a_refresh_of_an_unchanged_directory_reads_no_file_and_writes_nothing(
    tmp_path: Path,
) -> None:
    for number in range(5):
        write(tmp_path, f"notes/n{number}.md", doc_text(f"n{number}", body="widgets"))
    first = Catalog(tmp_path).refresh()
    search(first, "widgets")
    cache = tmp_path / ".goat-brain"
    before = {p.name: p.stat().st_mtime_ns for p in cache.iterdir()}
    again = Catalog(tmp_path).refresh()
    assert again.files_parsed == 0
    assert [h.brain_id for h in search(again, "widgets")] == [f"n{n}" for n in range(5)]
    assert {p.name: p.stat().st_mtime_ns for p in cache.iterdir()} == before


def test_a_change_updates_the_delta_and_never_rewrites_the_base(tmp_path: Path) -> None:
    for number in range(40):
        write(tmp_path, f"notes/n{number}.md", doc_text(f"n{number}", body="widgets"))
    search(Catalog(tmp_path).refresh(), "widgets")
    base = tmp_path / ".goat-brain" / SEGMENT_FILE
    built = (base.stat().st_ino, base.stat().st_mtime_ns)
    # when: one document changes
    write(tmp_path, "notes/n7.md", doc_text("n7", title="Changed", body="gadgets"))
    catalog = assert_answers_as_the_files(tmp_path, ["widgets", "gadgets"])
    # then: the base file is the same file; the delta holds the document
    assert (base.stat().st_ino, base.stat().st_mtime_ns) == built
    assert catalog.delta is not None
    assert list(catalog.delta.documents) == ["n7"]
    assert [h.brain_id for h in search(catalog, "gadgets")] == ["n7"]


# --- damaged caches --------------------------------------------------------------------------


def damaged_brain(root: Path) -> None:
    rng = random.Random(9)
    ids = [f"doc-{n}" for n in range(30)]
    for number, brain_id in enumerate(ids):
        write(root, f"pages/{brain_id}.md", page_text(rng, brain_id, ids, day=number))
    search(Catalog(root).refresh(), "widgets")
    write(root, "pages/doc-3.md", page_text(rng, "doc-3", ids, day=3))  # a delta too
    search(Catalog(root).refresh(), "widgets")
    assert {p.name for p in (root / ".goat-brain").iterdir()} == {
        CATALOG_FILE,
        SEGMENT_FILE,
        DELTA_FILE,
    }


def flip(path: Path, offset: int) -> None:
    data = bytearray(path.read_bytes())
    data[offset] ^= 0x01
    path.write_bytes(bytes(data))


def slots_offset(path: Path, term: str) -> int:
    """Where in the file the postings of `term` are (to damage them)."""
    segment = Segment(path.read_bytes())
    number = segment.term_id(term)
    assert number is not None
    start = segment._views["indptr"][number]
    return segment._layout["slots"][0] + start * 4


DAMAGE = {
    "catalog truncated": lambda cache: (cache / CATALOG_FILE).write_bytes(
        (cache / CATALOG_FILE).read_bytes()[:500]
    ),
    "catalog bit flip": lambda cache: flip(cache / CATALOG_FILE, 900),
    "catalog garbage": lambda cache: (cache / CATALOG_FILE).write_bytes(b"\x00garbage\n[]"),
    "catalog of another version": lambda cache: (cache / CATALOG_FILE).write_bytes(
        (cache / CATALOG_FILE).read_bytes().replace(b'"version":2', b'"version":3', 1)
    ),
    "index truncated": lambda cache: (cache / SEGMENT_FILE).write_bytes(
        (cache / SEGMENT_FILE).read_bytes()[:200]
    ),
    "index emptied": lambda cache: (cache / SEGMENT_FILE).write_bytes(b""),
    "index header bit flip": lambda cache: flip(cache / SEGMENT_FILE, 60),
    "index postings bit flip": lambda cache: flip(
        cache / SEGMENT_FILE, slots_offset(cache / SEGMENT_FILE, "widgets")
    ),
    "index tail cut": lambda cache: (cache / SEGMENT_FILE).write_bytes(
        (cache / SEGMENT_FILE).read_bytes()[:-64]
    ),
    "delta bit flip": lambda cache: flip(cache / DELTA_FILE, 40),
    "delta garbage": lambda cache: (cache / DELTA_FILE).write_bytes(b"{}\n{}"),
    "delta of another base": lambda cache: (cache / DELTA_FILE).write_bytes(
        rewrite_json_line(cache / DELTA_FILE, lambda d: {**d, "base": "0" * 16})
    ),
    "all deleted": lambda cache: shutil.rmtree(cache),
}


def rewrite_json_line(path: Path, edit: object) -> bytes:
    """The delta file with its JSON edited and its CRC made right again (a 'valid' lie)."""
    _, _, body = path.read_bytes().partition(b"\n")
    data = json.dumps(edit(json.loads(body))).encode()  # type: ignore[operator]
    return json.dumps({"crc32": zlib.crc32(data)}).encode() + b"\n" + data


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_a_damaged_cache_is_rebuilt_from_the_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], damage: str
) -> None:
    # given
    damaged_brain(tmp_path)
    cache = tmp_path / ".goat-brain"
    # when
    DAMAGE[damage](cache)
    code, answer, err = run_json(capsys, tmp_path, "query", "widgets", "--include-archived")
    # then: the CLI answers as the files do, and the cache it leaves is whole again
    assert code == 0, err
    index, graph = reference(tmp_path)
    want = query(index, graph, "widgets", limit=10, include_archived=True)
    assert [h["id"] for h in answer["hits"]] == [h.brain_id for h in want]
    assert_answers_as_the_files(tmp_path, ["widgets", *TEXTS])
    segment = Segment((cache / SEGMENT_FILE).read_bytes())
    for term in ("widgets", "acme"):
        number = segment.term_id(term)
        assert number is not None
        segment.postings(number)  # its CRC holds
    assert Catalog(tmp_path).refresh().files_parsed == 0


# --- the cache folder ------------------------------------------------------------------------


def poisoned_cache(root: Path, elsewhere: Path) -> None:
    """A cache of `root` that is whole (CRCs right) but lies about every title."""
    search(Catalog(root).refresh(), "widgets")
    shutil.copytree(root / ".goat-brain", elsewhere)
    shutil.rmtree(root / ".goat-brain")
    path = elsewhere / CATALOG_FILE
    header, _, body = path.read_bytes().partition(b"\n")
    lines = body.split(b"\n")
    lines[catalog_module._TITLES] = json.dumps(
        ["Poisoned" for _ in json.loads(lines[catalog_module._TITLES])]
    ).encode()
    body = b"\n".join(lines)
    header = json.dumps({**json.loads(header), "crc32": zlib.crc32(body)}).encode()
    path.write_bytes(header + b"\n" + body)


def answer(root: Path, command: str, arguments: dict[str, object]) -> dict[str, Any]:
    """A read command run on the directory store itself, without the CLI's root check."""
    result: dict[str, Any] = json.loads(
        json.dumps(run(REGISTRY[command], DirectoryStore(root), arguments))
    )
    return result


def snapshot(folder: Path) -> dict[str, tuple[bytes, int]]:
    return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in sorted(folder.iterdir())}


def test_a_symlinked_cache_folder_is_neither_read_nor_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # given: a brain whose .goat-brain is a symbolic link to a folder outside it, holding a
    # cache that would answer with poisoned titles if it were read
    root, outside = tmp_path / "brain", tmp_path / "outside"
    for number in range(3):
        write(root, f"notes/n{number}.md", doc_text(f"n{number}", title=f"Note {number}"))
    write(root, "notes/w.md", doc_text("w", title="Widget page", body="widgets"))
    poisoned_cache(root, outside)
    (root / ".goat-brain").symlink_to(outside, target_is_directory=True)
    before = snapshot(outside)
    # when the CLI is pointed at it, it refuses (a linked .goat-brain makes no brain root)
    code, refused, _ = run_json(capsys, root, "list")
    assert (code, refused["error"]["code"]) == (2, "usage")
    # and the store, used directly, answers from the files
    listed, got, found = (
        answer(root, "list", {}),
        answer(root, "get", {"ref": "n1"}),
        answer(root, "query", {"text": "widgets"}),
    )
    catalog = Catalog(root).refresh()
    # then: the answers come from the files, and the folder outside is as it was
    assert [d["title"] for d in listed["documents"]] == [
        "Note 0",
        "Note 1",
        "Note 2",
        "Widget page",
    ]
    assert got["document"]["title"] == "Note 1"
    assert [h["title"] for h in found["hits"]] == ["Widget page"]
    assert catalog.files_parsed == 4  # nothing was cached
    assert snapshot(outside) == before
    assert (root / ".goat-brain").is_symlink()


def test_a_symlinked_cache_file_is_not_read_and_is_replaced_not_written_through(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root, outside = tmp_path / "brain", tmp_path / "outside"
    write(root, "notes/w.md", doc_text("w", title="Widget page", body="widgets"))
    poisoned_cache(root, outside)
    (root / ".goat-brain").mkdir()
    (root / ".goat-brain" / CATALOG_FILE).symlink_to(outside / CATALOG_FILE)
    before = snapshot(outside)
    _, listed, _ = run_json(capsys, root, "list")
    assert [d["title"] for d in listed["documents"]] == ["Widget page"]
    assert snapshot(outside) == before
    assert not (root / ".goat-brain" / CATALOG_FILE).is_symlink()  # a cache file now


def test_a_cache_folder_that_cannot_be_made_still_answers_uncached(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # given: .goat-brain is a plain file, so no cache can be written there
    write(tmp_path, "notes/w.md", doc_text("w", title="Widget page", body="widgets"))
    write(tmp_path, ".goat-brain", "not a folder")
    # when / then: the CLI refuses it as a brain root; the store still answers uncached
    assert run_json(capsys, tmp_path, "list")[0] == 2
    assert answer(tmp_path, "query", {"text": "widgets"})["hits"][0]["id"] == "w"
    assert answer(tmp_path, "get", {"ref": "w"})["document"]["id"] == "w"
    listed = answer(tmp_path, "list", {})
    assert listed["documents"][0]["title"] == "Widget page"
    assert (tmp_path / ".goat-brain").read_text() == "not a folder"
    assert Catalog(tmp_path).refresh().files_parsed == 1


def test_a_read_only_brain_still_answers(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # given a brain where no file can be created (a read-only folder; simulated so that the
    # test means the same run as root, who may write anywhere)
    init_root(tmp_path)
    write(tmp_path, "notes/w.md", doc_text("w", title="Widget page", body="widgets"))
    real_open = os.open

    def read_only_open(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if flags & (os.O_CREAT | os.O_WRONLY | os.O_RDWR):
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", read_only_open)
    # when
    code, answer, err = run_json(capsys, tmp_path, "query", "widgets")
    # then it answers from the files, and wrote nothing
    assert code == 0, err
    assert [h["id"] for h in answer["hits"]] == ["w"]
    assert sorted(p.name for p in (tmp_path / ".goat-brain").iterdir()) == ["brain.json"]


# --- scanning and start-up -------------------------------------------------------------------


def test_the_one_walk_finds_documents_and_reports_links_and_odd_files(tmp_path: Path) -> None:
    write(tmp_path, "a.md", "x")
    write(tmp_path, "notes/b.md", "x")
    write(tmp_path, "notes/deep/er/c.md", "x")
    write(tmp_path, "notes/readme.txt", "x")
    write(tmp_path, "notes/.hidden.md", "x")
    write(tmp_path, ".goat-brain/cached.md", "x")
    write(tmp_path, "notes/.dot-folder/d.md", "x")
    write(tmp_path, "folder.md/e.md", "x")
    write(tmp_path, "a-b/f.md", "x")  # sorts between "a.md" and "a/..." as strings do
    write(tmp_path, "a/g.md", "x")
    (tmp_path / "notes" / "link.md").symlink_to(tmp_path / "a.md")
    (tmp_path / "linked-folder").symlink_to(tmp_path / "notes", target_is_directory=True)
    os.mkfifo(tmp_path / "notes" / "pipe.md")
    walk = walk_tree(tmp_path)
    paths, mtimes, sizes = scan_documents(tmp_path)
    expected = ["a-b/f.md", "a.md", "a/g.md", "folder.md/e.md", "notes/b.md", "notes/deep/er/c.md"]
    assert paths == [e.path for e in walk.files] == expected
    assert list(zip(mtimes, sizes, strict=True)) == [e.signature for e in walk.files]
    assert [p.path for p in walk.problems] == ["linked-folder", "notes/link.md", "notes/pipe.md"]
    assert walk.folders == ["a", "a-b", "folder.md", "notes", "notes/deep", "notes/deep/er"]


STARTUP_PROBE = """
import sys
from brain.toolkit import cli
code = cli.main(sys.argv[1:])
readers = {"numpy", "pypdf", "docx", "zipfile", "logging", "yaml", "markdown_it"}
loaded = sorted(
    m for m in sys.modules if m.split(".")[0] in readers or m.startswith("brain.toolkit.ranker")
)
print(code, *loaded, file=sys.stderr)
"""


def test_get_and_list_import_neither_numpy_nor_the_ranker_and_a_cached_query_no_numpy(
    tmp_path: Path,
) -> None:
    init_root(tmp_path)
    for number in range(5):
        write(tmp_path, f"notes/n{number}.md", doc_text(f"n{number}", body="widgets"))

    def modules(*args: str) -> list[str]:
        result = subprocess.run(
            [sys.executable, "-c", STARTUP_PROBE, *args, "--root", str(tmp_path), "--json"],
            capture_output=True,
            text=True,
            cwd=REPO_ROOT,
            timeout=120,
            check=False,
        )
        code, *loaded = result.stderr.split()
        assert code == "0", result.stderr
        return loaded

    past = (NOW - timedelta(days=1)).timestamp()
    for number in range(5):  # older than the catalog, as files are but for the last moments
        os.utime(tmp_path / f"notes/n{number}.md", (past, past))
    assert "numpy" in modules("query", "widgets")  # the first query builds the index
    assert [m for m in modules("get", "n1") if not m.startswith("yaml")] == []  # get parses
    assert modules("list") == []
    loaded = modules("query", "widgets")
    assert "brain.toolkit.ranker" in loaded
    # nor the readers of files a read never opens: PDF, Word (zip); nor PyYAML: the hits'
    # snippets are cut from bodies read without their frontmatter, by markdown-it (which
    # brings logging), loaded for them alone: get and list never load it
    outside = {m.split(".")[0] for m in loaded if not m.startswith("brain.")}
    assert outside == {"logging", "markdown_it"}


def test_bodies_read_without_yaml_are_what_parsing_reads_and_follow_a_change(
    tmp_path: Path,
) -> None:
    init_root(tmp_path)
    body = "First line.\n\n---\n\nAfter a rule, with [[page:n1|a link]].\n"
    for number in range(4):
        write(tmp_path, f"notes/n{number}.md", doc_text(f"n{number}", body=f"{body}{number}"))
    write(tmp_path, "notes/broken.md", "no frontmatter")
    past = (NOW - timedelta(days=1)).timestamp()
    for path in (tmp_path / "notes").iterdir():
        os.utime(path, (past, past))
    DirectoryStore(tmp_path).summaries()  # the catalog is saved, after every file's mtime
    store = DirectoryStore(tmp_path)
    ids = ["n0", "n1", "n2", "n3", "missing"]
    parsed = {i: store.get(i).document.body for i in ids[:4]}  # type: ignore[union-attr]
    # given a cached catalog: every body is cut from its file, without YAML, as parsing cuts it
    assert store.catalog.bodies(ids) == parsed
    assert store.bodies(ids) == parsed
    # a file changed since the catalog was read is read whole (its new body, not a stale one)
    write(tmp_path, "notes/n2.md", doc_text("n2", body="Rewritten, and longer than before."))
    assert set(store.catalog.bodies(ids)) == {"n0", "n1", "n3"}
    assert store.bodies(ids)["n2"] == "Rewritten, and longer than before."
    # a file whose mtime is not older than the catalog is never trusted from its row
    fresh = DirectoryStore(tmp_path)
    fresh.summaries()
    assert "n2" not in fresh.catalog.bodies(ids) and fresh.bodies(["n2"]) == {
        "n2": "Rewritten, and longer than before."
    }


def test_list_from_the_catalog_shows_what_parsing_every_file_shows(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # given: duplicates, a file that is no document, one without an id, legacy type names
    write(tmp_path, "people/sarah.md", doc_text("sarah", type="person", title="Sarah"))
    write(tmp_path, "archive/sarah.md", doc_text("sarah", type="person", title="Old Sarah"))
    write(tmp_path, "inbox/broken.md", "no frontmatter at all")
    write(tmp_path, "inbox/anonymous.md", doc_text("x").replace("id: x\n", ""))
    write(tmp_path, "sources/mail.md", doc_text("mail", type="email", status="active"))
    write(tmp_path, "evidence/ev-1.md", doc_text("ev-1", kind="evidence", type="meeting"))
    tree = load_tree(tmp_path)
    by_path = sorted((tree.paths[key], document) for key, document in tree.documents.items())
    expected = [
        {
            "id": document.brain_id,
            "path": path,
            "kind": document.kind,
            "type": document.type,
            "title": document.title,
            "status": document.status,
        }
        for path, document in by_path
    ]
    # when: listed twice (building the catalog, then from it)
    for _ in range(2):
        code, listed, err = run_json(capsys, tmp_path, "list")
        # then
        assert code == 0, err
        assert listed["documents"] == expected
    assert [d["id"] for d in expected] == ["sarah", "ev-1", "", "mail"]
    _, people, _ = run_json(capsys, tmp_path, "list", "--type", "person")
    assert [d["path"] for d in people["documents"]] == ["archive/sarah.md"]


def test_where_files_cannot_be_opened_by_folder_descriptor_nothing_is_cached(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # given: a system without dir_fd or O_NOFOLLOW (as the catalog sees it)
    monkeypatch.setattr(catalog_module, "_CACHEABLE", False)
    write(tmp_path, "notes/w.md", doc_text("w", title="Widget page", body="widgets"))
    # when / then: the answers come from the files, and no cache folder appears
    code, answer, err = run_json(capsys, tmp_path, "query", "widgets")
    assert code == 0, err
    assert [h["id"] for h in answer["hits"]] == ["w"]
    assert scan_documents(tmp_path)[0] == ["notes/w.md"]
    cache = {CATALOG_FILE, SEGMENT_FILE, DELTA_FILE}
    assert not [p for p in (tmp_path / ".goat-brain").iterdir() if p.name in cache]
