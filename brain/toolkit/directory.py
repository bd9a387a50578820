"""The `Store` of a plain directory: what the CLI and materialized agent sessions work on.

Writes follow the store contract (store.py) under the directory's lock (root.py): `apply`
takes the lock, reads what is on disk now for the ids involved, checks the change set with
the shared rules, and commits it through the intent journal (journal.py), so several files
change together or not at all, even across a crash. A command holds the lock from its first
read (`locked`) so a link written meanwhile by another process is never missed. The original
of a PDF or docx evidence document is part of that commit: moved to the document's new folder,
removed with the document (`_carry_originals`).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Collection, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .catalog import Catalog
from .document import Document, content_hash, parse_document, serialize_document
from .edges import Edge
from .errors import ALREADY_EXISTS, MSG_FILE_EXISTS, CommandError
from .files import exists, folder_exists, open_folder, read_file
from .journal import commit, journal_relpath, recover
from .originals import MAX_FILE_BYTES, original_names
from .problems import DocumentError
from .root import root_lock
from .store import (
    Change,
    Current,
    DocumentSummary,
    NamedDocument,
    Stored,
    check_changes,
    involved_ids,
)
from .tree import document_relpath, load_tree, split_relpath, walk_tree

if TYPE_CHECKING:
    from .retrieval import SearchResult


class DirectoryStore:
    """A brain kept as `folder/id.md` files under `root`."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._catalog: Catalog | None = None
        self._lock_depth = 0
        self.recovered: list[str] = []  # what the last recovery kept as it found it

    @property
    def catalog(self) -> Catalog:
        if self._catalog is None:
            self._catalog = Catalog(self.root).refresh()
        return self._catalog

    # --- the lock ------------------------------------------------------------------------
    @contextlib.contextmanager
    def locked(self) -> Iterator[None]:
        """Hold the directory's lock (re-entrant); an interrupted operation is finished first,
        and everything read under the lock is read afresh."""
        if self._lock_depth:
            self._lock_depth += 1
            try:
                yield
            finally:
                self._lock_depth -= 1
            return
        with root_lock(self.root):
            self._lock_depth = 1
            try:
                self.recovered = recover(self.root)
                self._catalog = None
                yield
            finally:
                self._lock_depth = 0

    def interrupted(self) -> bool:
        """Whether an operation a crash interrupted left its journal (recover finishes it)."""
        return os.path.lexists(self.root / journal_relpath())

    def recover(self) -> list[str]:
        """Finish (or undo) an operation a crash interrupted; what was kept as found."""
        if not self.interrupted():
            return []  # the usual case: no lock needed, so a read-only folder still answers
        with self.locked():
            return self.recovered

    # --- reads ---------------------------------------------------------------------------
    def _read(self, path: str) -> Stored | None:
        try:
            data = read_file(self.root, path)
            document = parse_document(data, folder=split_relpath(path)[0], path=path)
        except (OSError, DocumentError, CommandError):
            return None
        return Stored(document, path)

    def get(self, brain_id: str) -> Stored | None:
        path = self.catalog.path_of(brain_id)
        if path is None:
            return None
        stored = self._read(path)
        return stored if stored is not None and stored.document.brain_id == brain_id else None

    def get_many(self, brain_ids: Sequence[str]) -> dict[str, Stored]:
        found = {brain_id: self.get(brain_id) for brain_id in dict.fromkeys(brain_ids)}
        return {brain_id: stored for brain_id, stored in found.items() if stored is not None}

    def bodies(self, brain_ids: Sequence[str]) -> dict[str, str]:
        # Cut from the files the catalog vouches for without reading their YAML (a query's
        # snippets then never import PyYAML); any other is read whole, as `get` reads it.
        found = self.catalog.bodies(brain_ids)
        rest = [brain_id for brain_id in brain_ids if brain_id not in found]
        found.update(
            (brain_id, stored.document.body) for brain_id, stored in self.get_many(rest).items()
        )
        return found

    def documents(self) -> Iterator[Stored]:
        tree = load_tree(self.root)
        for brain_id, document in tree.documents.items():
            yield Stored(document, tree.paths[brain_id])

    def summaries(self) -> list[DocumentSummary]:
        return list(map(DocumentSummary._make, self.catalog.summaries()))

    def named(self, name: str) -> list[Stored]:
        found = (self.get(brain_id) for brain_id in self.catalog.named(name))
        return [stored for stored in found if stored is not None]

    def names(self) -> list[NamedDocument]:
        return [NamedDocument(*row) for row in self.catalog.names()]

    def tombstones_of(self, brain_id: str) -> list[str]:
        return self.catalog.tombstones_of(brain_id)

    def referrers(self, brain_id: str) -> list[Edge]:
        return sorted(self.catalog.referrers(brain_id), key=lambda e: (e.source, e.type))

    def links_from(self, brain_ids: Sequence[str]) -> dict[str, list[Edge]]:
        found: dict[str, list[Edge]] = {}
        catalog = self.catalog
        for brain_id in brain_ids:
            edges = catalog.edges_of(brain_id) or []
            found[brain_id] = sorted(edges, key=lambda e: (e.target, e.type))
        return found

    def folders(self) -> list[str]:
        return walk_tree(self.root).folders

    def search(
        self, text: str, *, limit: int, include_merged: bool, include_archived: bool
    ) -> SearchResult:
        from .retrieval import lexical_and_graph

        return lexical_and_graph(
            self.catalog.search(
                text, limit=limit, include_merged=include_merged, include_archived=include_archived
            )
        )

    def held(self, tokens: Collection[str]) -> frozenset[str]:
        index = self.catalog.index
        return frozenset(token for token in tokens if index.holds(token))

    def diagnose(self) -> dict[str, Any]:
        from .doctor import diagnose_directory  # imported here: it starts slowly (process pools)

        return diagnose_directory(self.root).as_dict()

    # --- writes --------------------------------------------------------------------------
    def create_folder(self, folder: str) -> bool:
        with self.locked():
            existed = folder_exists(self.root, folder)
            with open_folder(self.root, folder, create=True):
                pass
            return not existed

    def current(self, brain_ids: set[str]) -> dict[str, Current]:
        """What the directory holds now for these ids (read from disk, not from a cache)."""
        found: dict[str, Current] = {}
        for brain_id in sorted(brain_ids):
            stored = self.get(brain_id)
            if stored is not None:
                found[brain_id] = Current(stored.path, stored.hash, tuple(stored.document.timeline))
        return found

    def _carry_originals(
        self,
        old_path: str,
        document: Document | None,
        writes: dict[str, bytes],
        removals: list[str],
        kept: Callable[[str], set[str]],
    ) -> None:
        """The original of a PDF or docx evidence document goes with it (docs/format.md,
        "Attachments and original files"): moved into its new folder (name unchanged, so its
        `file:` ref still names it), removed when it is deleted. Added to the change's
        `writes` and `removals`, so the journal moves it with the document or not at all.
        An original that is not there (or not a plain file) is left alone: nothing to carry.
        Nor is one that another document staying in the folder names too (a renamed document
        keeps its original's name, and the same bytes added again make a new document naming
        it): it is copied, not moved, and a delete leaves it. `kept(folder)`: the originals
        that the documents staying in that folder name."""
        old_folder = split_relpath(old_path)[0]
        if not old_folder:
            return  # evidence lives under evidence/: a document at the root has no original
        if document is None:
            gone = self._read(old_path)
            names = original_names(gone.document) if gone is not None else []
            new_folder = None
        else:
            names = original_names(document)
            new_folder = document.folder
            if new_folder == old_folder:
                return
        for name in names:
            if "/" in name or name.startswith("."):
                continue  # not a file beside the document
            source = f"{old_folder}/{name}"
            try:
                data = read_file(self.root, source, limit=MAX_FILE_BYTES)
            except (OSError, DocumentError, CommandError):
                continue
            if name not in kept(old_folder):
                removals.append(source)
            if new_folder is None:
                continue
            target = f"{new_folder}/{name}"
            if target in writes or exists(self.root, target):
                try:
                    same = writes.get(target) or read_file(self.root, target, limit=len(data))
                except (OSError, DocumentError, CommandError):
                    same = None
                if same != data:  # someone else's file: never overwritten
                    raise CommandError(
                        ALREADY_EXISTS, MSG_FILE_EXISTS.format(path=target), path=target
                    )
            writes[target] = data

    def _kept_originals(self, leaving: Collection[str]) -> Callable[[str], set[str]]:
        """`kept(folder)`: the originals named by the evidence documents in `folder` that are
        not `leaving` it; each folder's documents are read once per change set."""
        found: dict[str, set[str]] = {}

        def kept(folder: str) -> set[str]:
            names = found.get(folder)
            if names is None:
                names = found[folder] = set()
                for _, path, in_folder, kind, *_ in self.catalog.summaries():
                    if in_folder == folder and kind == "evidence" and path not in leaving:
                        stored = self._read(path)
                        if stored is not None:
                            names.update(original_names(stored.document))
            return names

        return kept

    def apply(self, changes: Sequence[Change]) -> dict[str, str]:
        """Check the change set against the files (store.py's rules), then commit it."""
        with self.locked():
            current = self.current(involved_ids(changes))
            check_changes(changes, current)
            freed = {current[c.brain_id].path for c in changes if c.brain_id in current}
            writes: dict[str, bytes] = {}
            removals: list[str] = []
            leaving: set[str] = set()  # the paths of the documents moved or deleted
            hashes: dict[str, str] = {}
            for change in changes:
                old = current.get(change.brain_id) if not change.creates else None
                document = change.document
                if document is None:
                    if old is not None:
                        removals.append(old.path)
                        leaving.add(old.path)
                    continue
                path = document_relpath(document.folder, document.brain_id)
                if path not in freed and exists(self.root, path):
                    # A file no document owns (unreadable, or holding another id) is still
                    # someone's file: never overwrite it.
                    raise CommandError(
                        ALREADY_EXISTS, MSG_FILE_EXISTS.format(path=path), id=document.brain_id
                    )
                data = serialize_document(document)
                writes[path] = data
                hashes[document.brain_id] = content_hash(data)
                if old is not None and old.path != path:
                    removals.append(old.path)
                    leaving.add(old.path)
            kept = self._kept_originals(leaving)
            for change in changes:
                old = current.get(change.brain_id) if not change.creates else None
                if old is not None:
                    self._carry_originals(old.path, change.document, writes, removals, kept)
            commit(self.root, writes, [p for p in removals if p not in writes])
            self._catalog = None
            return hashes
