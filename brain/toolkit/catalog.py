"""The CLI's cache of a directory: id -> path, edges and the lexical index.

Kept as JSON in `ROOT/.goat-brain/catalog.json` (never pickled). Each refresh stats every file
and re-reads only those whose (mtime, size) changed, so a repeated query on an unchanged
directory parses nothing and rebuilds nothing.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from .document import Document, parse_document
from .edges import Edge, derive_edges
from .problems import DocumentError
from .ranker import EdgeGraph, LexicalIndex, rank_document
from .tree import (
    CACHE_DIR,
    FileEntry,
    read_document,
    scan_tree,
    split_relpath,
    write_bytes_atomic,
)

CATALOG_VERSION: Final = 1
CATALOG_FILE: Final = "catalog.json"


@dataclass(frozen=True)
class CatalogEntry:
    path: str
    signature: tuple[int, int]
    brain_id: str | None  # None: the file could not be read as a document
    edges: tuple[tuple[str, str], ...]  # (target, type)

    def to_json(self) -> list[Any]:
        return [self.path, list(self.signature), self.brain_id, [list(e) for e in self.edges]]

    @classmethod
    def from_json(cls, data: list[Any]) -> CatalogEntry:
        path, signature, brain_id, edges = data
        return cls(path, (signature[0], signature[1]), brain_id, tuple((t, k) for t, k in edges))


class Catalog:
    """What is known about a directory's documents without reading them all again."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.entries: dict[str, CatalogEntry] = {}
        self.index = LexicalIndex()
        self.by_id: dict[str, str] = {}
        self.files_parsed = 0
        self._fresh: dict[str, Document] = {}  # documents parsed by this refresh, by path
        self._graph: EdgeGraph | None = None

    # --- persistence ---------------------------------------------------------------------
    @property
    def cache_path(self) -> Path:
        return self.root / CACHE_DIR / CATALOG_FILE

    def _load_cache(self) -> None:
        try:
            data = json.loads(self.cache_path.read_text(encoding="utf-8"))
            if data.get("version") != CATALOG_VERSION:
                return
            entries = [CatalogEntry.from_json(item) for item in data["entries"]]
            index = LexicalIndex.from_dict(data["index"])
        except (OSError, ValueError, KeyError, TypeError):
            return  # a missing or damaged cache is rebuilt from the files
        self.entries = {entry.path: entry for entry in entries}
        self.index = index

    def _save_cache(self) -> None:
        data = {
            "version": CATALOG_VERSION,
            "entries": [entry.to_json() for entry in self.entries.values()],
            "index": self.index.to_dict(),
        }
        with contextlib.suppress(OSError):  # a read-only directory still answers, uncached
            write_bytes_atomic(self.cache_path, json.dumps(data, separators=(",", ":")).encode())

    # --- refresh -------------------------------------------------------------------------
    def refresh(self) -> Catalog:
        self._load_cache()
        files, _ = scan_tree(self.root)
        seen = {entry.path for entry in files}
        changed = False
        for path in [p for p in self.entries if p not in seen]:
            self._forget(path)
            changed = True
        for entry in files:
            cached = self.entries.get(entry.path)
            if cached is None or cached.signature != entry.signature:
                self._read(entry)
                changed = True
        self._rebuild_ids()
        if changed:
            self._save_cache()
        return self

    def _forget(self, path: str) -> None:
        old = self.entries.pop(path)
        if old.brain_id is not None:
            self.index.remove(old.brain_id)

    def _read(self, entry: FileEntry) -> None:
        if entry.path in self.entries:
            self._forget(entry.path)
        self.files_parsed += 1
        try:
            document, _ = read_document(self.root, entry)
        except (DocumentError, OSError):
            self.entries[entry.path] = CatalogEntry(entry.path, entry.signature, None, ())
            return
        brain_id = document.brain_id or None
        self._fresh[entry.path] = document
        edges = tuple((e.target, e.type) for e in derive_edges(document))
        self.entries[entry.path] = CatalogEntry(entry.path, entry.signature, brain_id, edges)

    def _rebuild_ids(self) -> None:
        """id -> path, first path in sorted order wins (as everywhere else)."""
        self.by_id = {}
        for path in sorted(self.entries):
            brain_id = self.entries[path].brain_id
            if brain_id is not None and brain_id not in self.by_id:
                self.by_id[brain_id] = path
        # The lexical index holds exactly the documents that won their id.
        for brain_id in [i for i in self.index.documents if i not in self.by_id]:
            self.index.remove(brain_id)
        for brain_id in self.by_id:
            if brain_id not in self.index:
                document = self.document(brain_id)
                if document is not None:
                    self.index.add(rank_document(document))

    # --- lookups -------------------------------------------------------------------------
    def path_of(self, brain_id: str) -> str | None:
        return self.by_id.get(brain_id)

    def document(self, brain_id: str) -> Document | None:
        path = self.by_id.get(brain_id)
        if path is None:
            return None
        if path in self._fresh:
            return self._fresh[path]
        try:
            data = (self.root / path).read_bytes()
            return parse_document(data, folder=split_relpath(path)[0], path=path)
        except (DocumentError, OSError):
            return None

    @property
    def graph(self) -> EdgeGraph:
        """The page graph for ranking, built once per refresh."""
        if self._graph is None:
            self._graph = EdgeGraph(self.edges())
        return self._graph

    def edges(self) -> list[Edge]:
        return [
            Edge(entry.brain_id, target, edge_type)
            for path, entry in sorted(self.entries.items())
            if entry.brain_id is not None and self.by_id.get(entry.brain_id) == path
            for target, edge_type in entry.edges
        ]
