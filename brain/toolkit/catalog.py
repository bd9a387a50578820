"""The CLI's cache of a directory: what each file is, and the on-disk lexical index.

Everything lives in `ROOT/.goat-brain/` and is a cache: any of it may be deleted, and a file
that is missing, damaged, or of another format or version is rebuilt from the documents,
never trusted.

- `catalog.jsonl`: per file, its (mtime_ns, size) signature and what ranking and the lookups
  need (id, kind, type, title, status, aliases, updated, mergedInto, outgoing edges), no body.
  JSON lines: a header (format, version, a CRC-32 of the rest), then one line per column.
- `index.bin`: the base segment of the lexical index (`ranker.segment`), arrays mapped from
  the file rather than parsed; a `LexicalIndex` over it (numpy-free: `describe` mode) ranks.
- `index-delta.jsonl`: the documents indexed since the base was written, and the base slots
  they replace (a CRC-32 line, then the JSON).

`refresh` stats every file and re-reads only those whose signature changed; `get`, `list` and
the name lookups need nothing else, so they never import numpy or the ranker. The index is
opened when a query first needs it and checked document by document against the catalog (each
document is held with the signature it was indexed at): changed documents are re-read and
added to the delta, which is merged into a new base once it grows past a threshold.

The cache folder is opened with O_NOFOLLOW and every file in it through that descriptor, also
with O_NOFOLLOW: a `.goat-brain` that is a symbolic link is neither read nor written, nor is a
symlinked file in it. Writes go to a temporary file that is renamed into place. A directory
where the cache cannot be written (read-only, or `.goat-brain` is not a folder) still answers,
from the files.
"""

from __future__ import annotations

import contextlib
import gc
import json
import os
import stat
import zlib
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from .document import Document, document_body
from .edges import CITES, Edge, derive_edges
from .files import read_file_if
from .problems import DocumentError
from .schemas import name_key
from .tree import CACHE_DIR, FileEntry, read_document, scan_tree_facts, split_relpath

if TYPE_CHECKING:
    import mmap

    from .ranker import EdgeGraph, Hit, LexicalIndex, RankDocument, Ranked
    from .ranker.segment import Delta, Held, IndexedDocument, Segment

CATALOG_FORMAT: Final = "goat-brain.catalog"
CATALOG_VERSION: Final = 3
CATALOG_FILE: Final = "catalog.jsonl"
SEGMENT_FILE: Final = "index.bin"
DELTA_FILE: Final = "index-delta.jsonl"
LEGACY_FILES: Final = ("catalog.json",)  # what earlier versions cached; removed on sight
# The delta is merged into a new base once it holds more than this many documents and removed
# slots together: at least DELTA_MIN, else one in DELTA_FRACTION of the base's documents.
DELTA_MIN: Final = 32
DELTA_FRACTION: Final = 50

# The catalog is a table kept as columns (JSON parses a few long lists faster than many short
# ones), one entry per file in sorted path order. For a file that could not be read as a
# document the id is None and the other columns hold placeholders.
_PATHS, _MTIMES, _SIZES, _IDS, _KINDS, _TYPES, _TITLES, _STATUSES = range(8)
_ALIASES, _UPDATED, _MERGED, _EDGES, _CONTEXTS, _LINKED = range(8, 14)
_COLUMNS: Final = 14
_UNREADABLE: Final[tuple[Any, ...]] = (None, "", "", "", "", [], None, None, "", "", "")
# A document's outgoing edges: "target<US>type<US>target<US>type..." with the unit separator,
# or a list of those parts when one of them holds the separator itself. `_LINKED` holds, for a
# document that won its id, the ids of the documents with an edge to it other than a citation
# (itself excluded), packed the same way: with its own edges, its neighbours in the page graph.
# `_CONTEXTS` holds a document's page links' contexts (`Edge.context`): "target<US>context...".
_SEPARATOR: Final = "\x1f"

# (ranker.graph.NO_WORDS, kept here: `get` and `list` do not import the ranker)
_NO_WORDS: Final[frozenset[str]] = frozenset()

Summary = tuple[str, str, str, str, str, str, str]  # id, path, folder, kind, type, title, status

# Everything in the cache folder is opened relative to its descriptor and without following a
# symbolic link. Where the system cannot do that (no dir_fd, no O_NOFOLLOW), nothing is cached.
_NOFOLLOW: Final = getattr(os, "O_NOFOLLOW", 0)
_DIRECTORY: Final = getattr(os, "O_DIRECTORY", 0)
_CLOEXEC: Final = getattr(os, "O_CLOEXEC", 0)
# (os.replace takes the dir_fd arguments wherever os.rename does, but is not listed.)
_CACHEABLE: Final = bool(
    _NOFOLLOW and _DIRECTORY and {os.open, os.stat, os.rename, os.unlink} <= os.supports_dir_fd
)
_READ_FLAGS: Final = os.O_RDONLY | _NOFOLLOW | _CLOEXEC
_WRITE_FLAGS: Final = os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC
_DIRECTORY_FLAGS: Final = _READ_FLAGS | _DIRECTORY


class Catalog:
    """What is known about a directory's documents without reading them all again."""

    def __init__(self, root: Path, *, delta_limit: int | None = None) -> None:
        self.root = root
        self.by_id: dict[str, str] = {}  # id -> path; the first path in sorted order wins
        self.files_parsed = 0
        self._columns = _Table()
        self._row_of: dict[str, int] = {}  # id -> its row, for the documents in by_id
        self._bodies: dict[str, str] = {}  # path -> body, for files read by this refresh
        self._delta_limit = delta_limit
        self._saved_at = 0  # mtime_ns of the catalog file the last refresh started from
        self._graph: EdgeGraph | None = None
        self._contexts: dict[str, dict[str, frozenset[str]]] = {}  # by `_context`, per graph
        self._index: LexicalIndex | None = None
        self.delta: Delta | None = None  # the delta over the index's base, once it is opened
        self._folder_counts: dict[str, dict[str, int]] | None = None  # by `_folder_types`

    # --- refresh -------------------------------------------------------------------------
    def refresh(self) -> Catalog:
        with _collector_paused():
            return self._refresh()

    def _refresh(self) -> Catalog:
        cached, written = self._load_table()
        self._saved_at = written
        paths, mtimes, sizes = scan_documents(self.root)
        # A file whose mtime is not older than the catalog may have changed again within the
        # filesystem's timestamp granularity after it was read: it is read again ("racy git"),
        # and the catalog saved even when nothing differs, so that it is not racy next time.
        linked_edges: dict[int, tuple[list[str], list[str]]] | None = {}
        if cached[_PATHS] == paths:  # the same files: update the changed rows in place
            old_mtimes, old_sizes = cached[_MTIMES], cached[_SIZES]
            if old_mtimes == mtimes and old_sizes == sizes and max(mtimes, default=0) < written:
                dirty = []  # the usual case, in three C-level comparisons
            else:
                dirty = [
                    row
                    for row, (mtime, size) in enumerate(zip(mtimes, sizes, strict=True))
                    if mtime >= written or old_mtimes[row] != mtime or old_sizes[row] != size
                ]
            columns, save = cached, bool(dirty)
            ids, edges = cached[_IDS], cached[_EDGES] if dirty else []
            for row in dirty:
                values = self._read(paths[row], mtimes[row], sizes[row])
                if linked_edges is not None and values[_IDS] == ids[row]:
                    linked_edges[row] = (_parts(edges[row]), _parts(values[_EDGES]))
                else:
                    linked_edges = None  # an id changed: which document wins may have too
                for number in range(_LINKED):
                    cached[number][row] = values[number]
        else:
            position = {path: row for row, path in enumerate(cached[_PATHS])}
            old = [cached[number] for number in range(_COLUMNS)]
            new: list[list[Any]] = [[] for _ in range(_COLUMNS)]
            for path, mtime, size in zip(paths, mtimes, sizes, strict=True):
                at = position.get(path)
                if at is not None and old[_MTIMES][at] == mtime and old[_SIZES][at] == size:
                    values = [column[at] for column in old]
                    if mtime >= written:
                        values[:_LINKED] = self._read(path, mtime, size)[:_LINKED]
                else:
                    values = self._read(path, mtime, size)
                for column, value in zip(new, values, strict=True):
                    column.append(value)
            columns, save, linked_edges = _Table(new), True, None
        self._columns = columns
        ids = columns[_IDS]
        if None not in ids and "" not in ids and len(set(ids)) == len(ids):  # the usual case
            self._row_of = dict(zip(ids, range(len(ids)), strict=True))
            self.by_id = dict(zip(ids, paths, strict=True))
        else:
            self.by_id, self._row_of = {}, {}
            for row, brain_id in enumerate(ids):
                if brain_id and brain_id not in self._row_of:
                    self._row_of[brain_id] = row
                    self.by_id[brain_id] = paths[row]
        self._graph = None
        self._contexts = {}
        self._index = None
        self._folder_counts = None
        if save:
            if linked_edges is None:
                columns[_LINKED][:] = self._linked()
            else:
                self._relink(linked_edges)
            self._save_table()
        return self

    def _linked(self) -> list[str | list[str]]:
        """The `_LINKED` column: per document, the other documents with a page edge to it."""
        incoming: dict[str, set[str]] = {}
        for source, target, kind in self._triples():
            if kind != CITES and target != source:
                if target in incoming:
                    incoming[target].add(source)
                else:
                    incoming[target] = {source}
        column: list[str | list[str]] = [""] * len(self._columns[_PATHS])
        for target, sources in incoming.items():
            row = self._row_of.get(target)
            if row is not None:
                column[row] = _pack(sorted(sources))
        return column

    def _relink(self, changed: dict[int, tuple[list[str], list[str]]]) -> None:
        """Update `_LINKED` after the rows `changed` (row -> edges before and after) were read
        again, each keeping its id, so that which document holds each id is unchanged."""
        ids, linked = self._columns[_IDS], self._columns[_LINKED]
        updates: dict[int, set[str]] = {}
        for row, (before, after) in changed.items():
            source = ids[row]
            if not source or self._row_of.get(source) != row:
                continue  # not the document that holds its id: its edges count for nothing
            old, new = _page_targets(before, source), _page_targets(after, source)
            for target in old ^ new:
                target_row = self._row_of.get(target)
                if target_row is None:
                    continue
                if target_row not in updates:
                    updates[target_row] = set(_parts(linked[target_row]))
                if target in new:
                    updates[target_row].add(source)
                else:
                    updates[target_row].discard(source)
        for row, sources in updates.items():
            linked[row] = _pack(sorted(sources))

    def _read(self, path: str, mtime: int, size: int) -> list[Any]:
        self.files_parsed += 1
        folder, stem = split_relpath(path)
        try:
            document, _ = read_document(self.root, FileEntry(path, folder, stem, mtime, size))
        except (DocumentError, OSError):
            return [path, mtime, size, *_UNREADABLE]
        self._bodies[path] = document.body
        updated = document.updated or document.created
        edges = derive_edges(document)
        parts = [part for edge in edges for part in (edge.target, edge.type)]
        contexts = [part for edge in edges if edge.context for part in (edge.target, edge.context)]
        return [
            path,
            mtime,
            size,
            document.brain_id,
            document.kind,
            document.type,
            document.title,
            document.status,
            document.aliases,
            updated.isoformat() if updated is not None else None,
            document.merged_into,
            _pack(parts),
            _pack(contexts),
            "",  # _LINKED: filled in once every row is known
        ]

    # --- lookups -------------------------------------------------------------------------
    def path_of(self, brain_id: str) -> str | None:
        return self.by_id.get(brain_id)

    def document(self, brain_id: str) -> Document | None:
        row = self._row_of.get(brain_id)
        if row is None:
            return None
        try:
            return read_document(self.root, self._entry(row))[0]
        except (DocumentError, OSError):
            return None

    def bodies(self, brain_ids: Iterable[str]) -> dict[str, str]:
        """The bodies of those documents whose file is still the one the catalog's row was read
        from (the row's mtime and size, older than the catalog file: the rule by which refresh
        trusts a row), cut out of the file without reading its frontmatter (no YAML). The
        others are left out, for the caller to read whole."""
        found: dict[str, str] = {}
        mtimes, sizes = self._columns[_MTIMES], self._columns[_SIZES]
        for brain_id in brain_ids:
            row = self._row_of.get(brain_id)
            if row is None or mtimes[row] >= self._saved_at:
                continue
            try:
                data = read_file_if(self.root, self.by_id[brain_id], mtimes[row], sizes[row])
                if data is not None:
                    found[brain_id] = document_body(data)
            except (DocumentError, OSError, ValueError):
                continue
        return found

    def _entry(self, row: int) -> FileEntry:
        path = self._columns[_PATHS][row]
        folder, stem = split_relpath(path)
        return FileEntry(
            path, folder, stem, self._columns[_MTIMES][row], self._columns[_SIZES][row]
        )

    def named(self, name: str) -> list[str]:
        """Ids, in path order, of the documents other than tombstones (status merged) whose
        title or an alias has the same `name_key` as `name`."""
        key = name_key(name)
        titles, statuses = self._columns[_TITLES], self._columns[_STATUSES]
        aliases = self._columns[_ALIASES]
        return [
            brain_id
            for brain_id, row in self._row_of.items()
            if statuses[row] != "merged"
            and (name_key(titles[row]) == key or any(name_key(a) == key for a in aliases[row]))
        ]

    def names(self) -> list[tuple[str, str, tuple[str, ...], str, str, str, str]]:
        """(id, title, aliases, kind, type, status, folder) of every document other than a
        tombstone, in path order."""
        columns = (
            self._columns[c] for c in (_IDS, _TITLES, _ALIASES, _KINDS, _TYPES, _STATUSES, _PATHS)
        )
        order = sorted(self._row_of.values(), key=self._columns[_PATHS].__getitem__)
        rows = list(zip(*columns, strict=True))
        return [
            (brain_id, title, tuple(aliases), kind, type_, status, path.rpartition("/")[0])
            for brain_id, title, aliases, kind, type_, status, path in (rows[row] for row in order)
            if status != "merged"
        ]

    def tombstones_of(self, brain_id: str) -> list[str]:
        """Sorted ids of the documents whose frontmatter `mergedInto` is `brain_id`."""
        merged = self._columns[_MERGED]
        return sorted(i for i, row in self._row_of.items() if merged[row] == brain_id)

    def edges_of(self, brain_id: str) -> list[Edge] | None:
        """The edges out of the document that won `brain_id` (derive_edges's, as read when its
        file was), without reading the file again; None for an id no document holds."""
        row = self._row_of.get(brain_id)
        if row is None:
            return None
        parts = _parts(self._columns[_EDGES][row])
        return [Edge(brain_id, parts[k], parts[k + 1]) for k in range(0, len(parts), 2)]

    def referrers(self, brain_id: str) -> list[Edge]:
        """The edges that point at `brain_id`, in the order of `edges()`."""
        found: list[Edge] = []
        edges = self._columns[_EDGES]
        for source, row in self._row_of.items():
            if brain_id in edges[row]:  # a substring test first: most rows fail it
                parts = _parts(edges[row])
                found.extend(
                    Edge(source, brain_id, parts[k + 1])
                    for k in range(0, len(parts), 2)
                    if parts[k] == brain_id
                )
        return found

    def summaries(self) -> list[Summary]:
        """Every readable document as (id, path, folder, kind, type, title, status), in path
        order; a document is known by its id, else its file name, and the first path wins."""
        found: list[Summary] = []
        seen: set[str] = set()
        columns = (self._columns[c] for c in (_PATHS, _IDS, _KINDS, _TYPES, _TITLES, _STATUSES))
        for path, brain_id, kind, type_, title, status in zip(*columns, strict=True):
            if brain_id is None:
                continue
            key = brain_id or split_relpath(path)[1]
            if key in seen:
                continue
            seen.add(key)
            found.append((brain_id, path, path.rpartition("/")[0], kind, type_, title, status))
        return found

    def _triples(self) -> Iterator[tuple[str, str, str]]:
        edges = self._columns[_EDGES]
        for source, row in self._row_of.items():
            parts = _parts(edges[row])
            for k in range(0, len(parts), 2):
                yield source, parts[k], parts[k + 1]

    def edges(self) -> list[Edge]:
        """Every edge of the documents that won their id, in path order."""
        return [Edge(source, target, kind) for source, target, kind in self._triples()]

    @property
    def graph(self) -> EdgeGraph:
        """The page graph for ranking, built once per refresh."""
        if self._graph is None:
            from .ranker import EdgeGraph

            self._graph = EdgeGraph.lazy(
                self._neighbors,
                self._triples,
                self._between,
                self._typed,
                context=self._context,
                outgoing=self._outgoing,
            )
        return self._graph

    def _outgoing(self, brain_id: str) -> dict[str, set[str]]:
        """The documents this one's own edges point at, with the types of those edges."""
        found: dict[str, set[str]] = {}
        row = self._row_of.get(brain_id)
        parts = _parts(self._columns[_EDGES][row]) if row is not None else []
        for k in range(0, len(parts), 2):
            found.setdefault(parts[k], set()).add(parts[k + 1])
        return found

    def _context(self, source: str, target: str) -> frozenset[str]:
        """The words around the links from one document to another (`context_words`)."""
        found = self._contexts.get(source)
        if found is None:
            from .ranker.graph import context_words

            row = self._row_of.get(source)
            parts = _parts(self._columns[_CONTEXTS][row]) if row is not None else []
            found = self._contexts[source] = {
                parts[k]: context_words(parts[k + 1]) for k in range(0, len(parts), 2)
            }
        return found.get(target, _NO_WORDS)

    def _between(self, a: str, b: str) -> set[str]:
        """The types of the edges between two documents, either way."""
        found: set[str] = set()
        for source, target in ((a, b), (b, a)):
            row = self._row_of.get(source)
            if row is not None:
                parts = _parts(self._columns[_EDGES][row])
                found.update(parts[k + 1] for k in range(0, len(parts), 2) if parts[k] == target)
        return found

    def _typed(self, brain_id: str) -> dict[str, set[str]]:
        """The documents joined to this one, either way, with the types of the edges."""
        found: dict[str, set[str]] = {}
        row = self._row_of.get(brain_id)
        if row is None:  # not a document: the documents with an edge to it
            for source, target, kind in self._triples():
                if target == brain_id:
                    found.setdefault(source, set()).add(kind)
            return found
        parts = _parts(self._columns[_EDGES][row])
        for k in range(0, len(parts), 2):
            found.setdefault(parts[k], set()).add(parts[k + 1])
        for source in _parts(self._columns[_LINKED][row]):
            source_row = self._row_of.get(source)
            if source_row is None:
                continue
            theirs = _parts(self._columns[_EDGES][source_row])
            for k in range(0, len(theirs), 2):
                if theirs[k] == brain_id:
                    found.setdefault(source, set()).add(theirs[k + 1])
        return found

    def _neighbors(self, brain_id: str) -> set[str]:
        row = self._row_of.get(brain_id)
        if row is None:  # not a document: the documents with an edge to it
            return {s for s, t, k in self._triples() if t == brain_id and k != CITES and s != t}
        found = _page_targets(_parts(self._columns[_EDGES][row]), brain_id)
        found.update(_parts(self._columns[_LINKED][row]))
        return found

    # --- ranking -------------------------------------------------------------------------
    @property
    def index(self) -> LexicalIndex:
        """The lexical index of the documents that won their id, brought up to date."""
        if self._index is None:
            with _collector_paused():
                self._index = self._open_index(trust_cache=True)
        return self._index

    def search(
        self, text: str, *, limit: int, include_merged: bool, include_archived: bool
    ) -> list[Hit]:
        from .ranker import query
        from .ranker.segment import StoredIndexError

        def run() -> list[Hit]:
            return query(
                self.index,
                self.graph,
                text,
                limit=limit,
                include_merged=include_merged,
                include_archived=include_archived,
            )

        try:
            return run()
        except StoredIndexError:
            # Damage only a query finds (a row whose CRC is off): rebuild from the files.
            with _collector_paused():
                self._index = self._open_index(trust_cache=False)
            return run()

    def _folder_types(self) -> Mapping[str, Mapping[str, int]]:
        """The documents counted by folder and type (`LexicalIndex.folder_types`), from the
        catalog's columns: counted once."""
        if self._folder_counts is None:
            counts: dict[str, dict[str, int]] = {}
            paths, types = self._columns[_PATHS], self._columns[_TYPES]
            for row in self._row_of.values():
                folder = paths[row].rpartition("/")[0]
                if folder:
                    of_folder = counts.setdefault(folder, {})
                    of_folder[types[row]] = of_folder.get(types[row], 0) + 1
            self._folder_counts = counts
        return self._folder_counts

    def _describer(self) -> Callable[[str], Ranked | None]:
        """The ranking metadata of a document, from the catalog's columns."""
        from .ranker import RankMeta

        row_of = self._row_of
        titles, aliases, statuses, kinds, types, updates, paths = (
            self._columns[c]
            for c in (_TITLES, _ALIASES, _STATUSES, _KINDS, _TYPES, _UPDATED, _PATHS)
        )

        def describe(brain_id: str) -> Ranked | None:
            row = row_of.get(brain_id)
            if row is None:
                return None
            updated = updates[row]
            return RankMeta(
                brain_id=brain_id,
                title=titles[row],
                aliases=tuple(aliases[row]),
                status=statuses[row],
                kind=kinds[row],
                type=types[row],
                updated=datetime.fromisoformat(updated) if updated is not None else None,
                folder=paths[row].rpartition("/")[0],
            )

        return describe

    def _open_index(self, *, trust_cache: bool) -> LexicalIndex:
        from .ranker.segment import Delta, Segment, build_segment

        base, base_written, delta, delta_written = (
            self._load_index() if trust_cache else (None, 0, None, 0)
        )
        if base is None:
            data = build_segment(None, (), self._indexed_documents(list(self.by_id)))
            if self._write(SEGMENT_FILE, [data], sync=True):
                self._unlink(DELTA_FILE)
            base = Segment(data)
            return self._over(base, Delta(base.generation, set(), {}))
        if delta is None:
            delta = Delta(base.generation, set(), {})
        # Keep what still matches the file it was indexed from; re-read the rest. A document
        # is no longer current when another file holds its id now, when its file changed, or
        # when its mtime is not older than the base (it may have changed again unseen).
        paths, mtimes, sizes = (self._columns[c] for c in (_PATHS, _MTIMES, _SIZES))
        rows = list(map(self._row_of.get, base.ids))
        removed = set(delta.removed)
        if (
            None not in rows
            and list(map(paths.__getitem__, rows)) == base.paths  # type: ignore[arg-type]
            and list(map(mtimes.__getitem__, rows)) == base.mtimes  # type: ignore[arg-type]
            and list(map(sizes.__getitem__, rows)) == base.sizes  # type: ignore[arg-type]
            and max(base.mtimes, default=0) < base_written
        ):
            held = set(base.ids).difference(base.ids[slot] for slot in removed)
        else:
            held = set()
            for slot, row in enumerate(rows):
                if slot in removed:
                    continue
                if (
                    row is not None
                    and paths[row] == base.paths[slot]
                    and mtimes[row] == base.mtimes[slot]
                    and sizes[row] == base.sizes[slot]
                    and base.mtimes[slot] < base_written
                ):
                    held.add(base.ids[slot])
                else:
                    removed.add(slot)
        kept: dict[str, IndexedDocument] = {}
        for brain_id, indexed in delta.documents.items():
            if (
                brain_id not in held
                and self._current(indexed.held)
                and indexed.held.signature[0] < delta_written
            ):
                kept[brain_id] = indexed
                held.add(brain_id)
        missing = [brain_id for brain_id in self.by_id if brain_id not in held]
        if not missing and removed == delta.removed and len(kept) == len(delta.documents):
            return self._over(base, delta)
        limit = self._delta_limit
        if limit is None:
            limit = max(DELTA_MIN, len(base) // DELTA_FRACTION)
        if len(kept) + len(missing) + len(removed) > limit:
            added = _chain(kept.values(), self._indexed_documents(missing))
            data = build_segment(base, removed, added)
            if self._write(SEGMENT_FILE, [data], sync=True):
                self._unlink(DELTA_FILE)
            base = Segment(data)
            delta = Delta(base.generation, set(), {})
        else:
            kept.update((d.held.brain_id, d) for d in self._indexed_documents(missing))
            delta = Delta(base.generation, removed, kept)
            self._write(DELTA_FILE, [delta.to_bytes()])
        return self._over(base, delta)

    def _over(self, base: Segment, delta: Delta) -> LexicalIndex:
        """The index over the base with the delta applied: the removed slots masked, the
        delta's documents added (their counts, not their text); metadata from the catalog."""
        from .ranker import LexicalIndex

        self.delta = delta
        index = LexicalIndex.from_segment(
            base, describe=self._describer(), folder_types=self._folder_types
        )
        for slot in sorted(delta.removed):
            index.remove(base.ids[slot])
        for indexed in delta.documents.values():
            index.add_counted(indexed)
        return index

    def _current(self, held: Held) -> bool:
        """Whether the document indexed from (path, signature) is still the one behind its id."""
        row = self._row_of.get(held.brain_id)
        if row is None or self.by_id[held.brain_id] != held.path:
            return False
        return (self._columns[_MTIMES][row], self._columns[_SIZES][row]) == held.signature

    def _indexed_documents(self, brain_ids: Iterable[str]) -> Iterator[IndexedDocument]:
        """The documents as the index takes them in, read from the files when not in memory."""
        from .ranker import RankDocument
        from .ranker.lexical import searched_body
        from .ranker.segment import IndexedDocument

        columns = self._columns
        for brain_id in brain_ids:
            path, row = self.by_id[brain_id], self._row_of[brain_id]
            title, aliases = columns[_TITLES][row], columns[_ALIASES][row]
            body = self._bodies.pop(path, None)
            if body is None:
                document = self.document(brain_id)
                if document is None or document.brain_id != brain_id:
                    continue  # gone or changed since the refresh: the next refresh sees it
                body = document.body
            ranked: RankDocument = RankDocument(
                brain_id=brain_id,
                title=title,
                aliases=tuple(aliases),
                status=columns[_STATUSES][row],
                kind=columns[_KINDS][row],
                type=columns[_TYPES][row],
                # what BM25 reads of the body, as `rank_document` takes it (links as labels)
                text="\n".join((title, *aliases, searched_body(body))),
                updated=None,
                folder=path.rpartition("/")[0],
            )
            signature = (columns[_MTIMES][row], columns[_SIZES][row])
            yield IndexedDocument.of(ranked, path, signature)

    def _load_index(self) -> tuple[Segment | None, int, Delta | None, int]:
        """The cached base and delta, each with when it was written (mtime_ns)."""
        from .ranker.segment import Delta, Segment

        try:
            with self._cache_folder(create=False) as folder:
                if folder is None:
                    return None, 0, None, 0
                buffer, base_written = _map(folder, SEGMENT_FILE)
                base = Segment(buffer)
        except (OSError, ValueError):
            return None, 0, None, 0  # StoredIndexError is a ValueError
        try:
            found = self._read_cache(DELTA_FILE)
            if found is None:
                return base, base_written, None, 0
            return base, base_written, Delta.from_bytes(found[0], base), found[1]
        except ValueError:
            return base, base_written, None, 0

    # --- the catalog file ------------------------------------------------------------------
    def _load_table(self) -> tuple[_Table, int]:
        """The cached table and when it was written (mtime_ns), or an empty table and 0 when
        there is none that this version wrote."""
        try:
            found = self._read_cache(CATALOG_FILE)
            if found is None:
                return _Table(), 0
            data, written = found
            # Line boundaries found in place: the columns are sliced out when first used.
            ends = [data.find(b"\n")]
            for _ in range(_COLUMNS - 1):
                ends.append(data.find(b"\n", ends[-1] + 1))
            if min(ends) < 0 or data.find(b"\n", ends[-1] + 1) >= 0:
                return _Table(), 0
            header = json.loads(data[: ends[0]])
            if (
                header.get("format") != CATALOG_FORMAT
                or header.get("version") != CATALOG_VERSION
                or header.get("crc32") != zlib.crc32(memoryview(data)[ends[0] + 1 :])
            ):
                return _Table(), 0
            lines = [(a + 1, b) for a, b in zip(ends, [*ends[1:], len(data)], strict=True)]
            return _Table(data=data, lines=lines), written  # the CRC vouches for the columns
        except (ValueError, TypeError, AttributeError):
            return _Table(), 0  # a damaged catalog is rebuilt from the files

    def _save_table(self) -> None:
        body = b"\n".join(_dumps(self._columns[number]) for number in range(_COLUMNS))
        header = {"format": CATALOG_FORMAT, "version": CATALOG_VERSION, "crc32": zlib.crc32(body)}
        if self._write(CATALOG_FILE, [_dumps(header), b"\n", body]):
            for name in LEGACY_FILES:
                self._unlink(name)

    # --- the cache folder ------------------------------------------------------------------
    @contextlib.contextmanager
    def _cache_folder(self, *, create: bool) -> Iterator[int | None]:
        """A descriptor of ROOT/.goat-brain, None when it is missing (and not created), is a
        symbolic link or is not a folder."""
        path = os.path.join(self.root, CACHE_DIR)
        if not _CACHEABLE:
            yield None
            return
        try:
            folder = os.open(path, _DIRECTORY_FLAGS)
        except FileNotFoundError:
            folder = -1
            if create:
                with contextlib.suppress(OSError):
                    os.mkdir(path, 0o755)  # never follows a symbolic link planted there
                    folder = os.open(path, _DIRECTORY_FLAGS)
        except OSError:
            folder = -1  # a symbolic link (ELOOP), a file (ENOTDIR), no permission
        if folder < 0:
            yield None
            return
        try:
            yield folder
        finally:
            os.close(folder)

    def _read_cache(self, name: str) -> tuple[bytes, int] | None:
        """The cache file's bytes and mtime_ns; None when it is missing or not a regular file."""
        with self._cache_folder(create=False) as folder:
            if folder is None:
                return None
            try:
                handle = os.open(name, _READ_FLAGS, dir_fd=folder)
            except OSError:
                return None
            with open(handle, "rb") as file:
                info = os.fstat(file.fileno())
                if not stat.S_ISREG(info.st_mode):
                    return None
                return file.read(), info.st_mtime_ns

    def _write(
        self, name: str, chunks: Sequence[bytes | memoryview], *, sync: bool = False
    ) -> bool:
        """Replace the cache file `name`; False when the cache cannot be written."""
        with contextlib.suppress(OSError), self._cache_folder(create=True) as folder:
            if folder is None:
                return False
            temporary = f".tmp-{os.urandom(6).hex()}-{name}"
            handle = os.open(temporary, _WRITE_FLAGS, 0o644, dir_fd=folder)
            try:
                with open(handle, "wb") as file:
                    for chunk in chunks:
                        file.write(chunk)
                    if sync:
                        file.flush()
                        os.fsync(file.fileno())
                os.replace(temporary, name, src_dir_fd=folder, dst_dir_fd=folder)
            except BaseException:
                with contextlib.suppress(OSError):
                    os.unlink(temporary, dir_fd=folder)
                raise
            return True
        return False

    def _unlink(self, name: str) -> None:
        with contextlib.suppress(OSError), self._cache_folder(create=False) as folder:
            if folder is not None:
                os.unlink(name, dir_fd=folder)


class _Table:
    """The catalog's columns, each parsed from its line of the file when first used: `get`
    and `list` need fewer than half of the bytes."""

    def __init__(
        self,
        columns: list[list[Any]] | None = None,
        *,
        data: bytes = b"",
        lines: list[tuple[int, int]] | None = None,
    ) -> None:
        self._columns: list[list[Any] | None]
        if lines is not None:
            self._columns = [None] * _COLUMNS
        else:
            self._columns = list(columns) if columns is not None else [[] for _ in range(_COLUMNS)]
        self._data = data
        self._lines = lines

    def __getitem__(self, number: int) -> list[Any]:
        column = self._columns[number]
        if column is None:
            assert self._lines is not None
            start, end = self._lines[number]
            column = self._columns[number] = _loads(self._data[start:end])
        return column


def scan_documents(root: Path) -> tuple[list[str], list[int], list[int]]:
    """Every document file under root (tree.walk_tree's files): paths in sorted order, their
    mtime_ns and size; nothing when the root cannot be listed."""
    try:
        files = scan_tree_facts(root)[0]
    except OSError:
        return [], [], []
    # (path, folder, stem, mtime_ns, size, ...): folder_scan.FileFacts
    return [f[0] for f in files], [f[3] for f in files], [f[4] for f in files]


def _page_targets(parts: list[str], source: str) -> set[str]:
    """The targets of a document's edges that make it a neighbour in the page graph."""
    return {
        parts[k] for k in range(0, len(parts), 2) if parts[k + 1] != CITES and parts[k] != source
    }


def _pack(parts: list[str]) -> str | list[str]:
    packed = _SEPARATOR.join(parts)
    return parts if packed.count(_SEPARATOR) != max(len(parts) - 1, 0) else packed


def _parts(packed: str | list[str]) -> list[str]:
    if isinstance(packed, list):
        return packed
    return packed.split(_SEPARATOR) if packed else []


def _chain(*parts: Iterable[IndexedDocument]) -> Iterator[IndexedDocument]:
    for part in parts:
        yield from part


def _map(folder: int, name: str) -> tuple[mmap.mmap, int]:
    """The cache file mapped read-only, and its mtime_ns."""
    import mmap  # for queries only

    handle = os.open(name, _READ_FLAGS, dir_fd=folder)
    try:
        info = os.fstat(handle)
        if not stat.S_ISREG(info.st_mode):
            raise OSError(f"{name} is not a regular file")
        return mmap.mmap(handle, 0, access=mmap.ACCESS_READ), info.st_mtime_ns
    finally:
        os.close(handle)


@contextlib.contextmanager
def _collector_paused() -> Iterator[None]:
    """The cyclic garbage collector off for a while: loading a catalog allocates many objects
    (none in cycles), which would otherwise wake it again and again over a growing heap."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _loads(data: bytes) -> Any:
    with _collector_paused():
        return json.loads(data)


def _dumps(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
