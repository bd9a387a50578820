"""The `Store` of a plain directory: what the CLI and materialized agent sessions work on."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Final

from .catalog import Catalog
from .document import content_hash, parse_document, serialize_document
from .edges import Edge
from .operations import (
    ALREADY_EXISTS,
    MSG_EXISTS,
    MSG_STALE,
    NOT_FOUND,
    STALE_WRITE,
    Change,
    CommandError,
    DocumentSummary,
    Stored,
)
from .problems import DocumentError
from .tree import document_relpath, load_tree, split_relpath, stage_bytes
from .validation import check_document

if TYPE_CHECKING:
    from .ranker import Hit

MSG_FILE_EXISTS: Final = "{path} already exists (it is not this document); move it away first"
MSG_GONE: Final = "{id} was removed since you read it; read the brain again and retry"


class DirectoryStore:
    """A brain kept as `folder/id.md` files under `root`."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._catalog: Catalog | None = None

    @property
    def catalog(self) -> Catalog:
        if self._catalog is None:
            self._catalog = Catalog(self.root).refresh()
        return self._catalog

    # --- reads ---------------------------------------------------------------------------
    def _read(self, path: str) -> Stored | None:
        try:
            data = (self.root / path).read_bytes()
            document = parse_document(data, folder=split_relpath(path)[0], path=path)
        except (OSError, DocumentError):
            return None
        return Stored(document, path)

    def get(self, brain_id: str) -> Stored | None:
        path = self.catalog.path_of(brain_id)
        return self._read(path) if path is not None else None

    def documents(self) -> Iterator[Stored]:
        tree = load_tree(self.root)
        for brain_id, document in tree.documents.items():
            yield Stored(document, tree.paths[brain_id])

    def summaries(self) -> list[DocumentSummary]:
        return list(map(DocumentSummary._make, self.catalog.summaries()))

    def named(self, name: str) -> list[Stored]:
        paths = (self.catalog.path_of(brain_id) for brain_id in self.catalog.named(name))
        found = (self._read(path) for path in paths if path is not None)
        return [stored for stored in found if stored is not None]

    def tombstones_of(self, brain_id: str) -> list[str]:
        return self.catalog.tombstones_of(brain_id)

    def referrers(self, brain_id: str) -> list[Edge]:
        return self.catalog.referrers(brain_id)

    def folders(self) -> list[str]:
        found = []
        for dirpath, dirnames, _ in os.walk(self.root):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
            rel = os.path.relpath(dirpath, self.root).replace(os.sep, "/")
            if rel != ".":
                found.append(rel)
        return found

    def create_folder(self, folder: str) -> bool:
        path = self.root / folder
        existed = path.is_dir()
        path.mkdir(parents=True, exist_ok=True)
        return not existed

    def search(
        self, text: str, *, limit: int, include_merged: bool, include_archived: bool
    ) -> list[Hit]:
        return self.catalog.search(
            text, limit=limit, include_merged=include_merged, include_archived=include_archived
        )

    # --- the write path ------------------------------------------------------------------
    def apply(self, changes: Sequence[Change]) -> dict[str, str]:
        """Validate all, check hashes, stage every file, then rename them into place."""
        staged: list[tuple[Path, bytes]] = []
        removals: list[Path] = []
        hashes: dict[str, str] = {}
        for change in changes:
            self._check_current(change)
        replaced = {c.previous_path for c in changes if c.previous_path is not None}
        for change in changes:
            document = change.document
            if document is None:
                removals.append(self.root / str(change.previous_path))
                continue
            check_document(document, file_stem=document.brain_id)
            path = document_relpath(document.folder, document.brain_id)
            owner = self.catalog.path_of(document.brain_id)
            if owner is not None and owner not in replaced:
                raise CommandError(
                    ALREADY_EXISTS,
                    MSG_EXISTS.format(id=document.brain_id, path=owner),
                    id=document.brain_id,
                )
            if path not in replaced and os.path.lexists(self.root / path):
                # A file the catalog does not credit with this id (unreadable, or holding
                # another id) is still someone's file: never overwrite it.
                raise CommandError(
                    ALREADY_EXISTS,
                    MSG_FILE_EXISTS.format(path=path),
                    id=document.brain_id,
                )
            data = serialize_document(document)
            staged.append((self.root / path, data))
            hashes[document.brain_id] = content_hash(data)
            if change.previous_path is not None and change.previous_path != path:
                removals.append(self.root / change.previous_path)
        self._commit(staged, removals)
        self._catalog = None
        return hashes

    def _check_current(self, change: Change) -> None:
        if change.previous_path is None or change.expected_hash is None:
            return
        current = self._read(change.previous_path)
        if current is None or current.document.brain_id != change.brain_id:
            raise CommandError(NOT_FOUND, MSG_GONE.format(id=change.brain_id), id=change.brain_id)
        if current.hash != change.expected_hash:
            raise CommandError(
                STALE_WRITE,
                MSG_STALE.format(
                    id=change.brain_id, expected=change.expected_hash, current=current.hash
                ),
                id=change.brain_id,
                current_hash=current.hash,
            )

    def _commit(self, staged: list[tuple[Path, bytes]], removals: list[Path]) -> None:
        temps: list[tuple[str, Path]] = []
        try:
            for path, data in staged:
                temps.append((stage_bytes(path, data), path))
        except BaseException:
            for tmp, _ in temps:
                with contextlib.suppress(OSError):
                    os.unlink(tmp)
            raise
        targets = {path for _, path in temps}
        for tmp, path in temps:
            os.replace(tmp, path)
        for path in removals:
            if path not in targets:
                with contextlib.suppress(FileNotFoundError):
                    path.unlink()
