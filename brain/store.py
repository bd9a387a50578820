"""The toolkit's `Store` over the database, so the toolkit's commands run against a brain.

Reads come from one brain's rows; `apply` is `brain.services.changes_apply` (the one write
path), recording the actor given here on every version row. `locked` holds the brain's
advisory lock in a transaction, so a command's reads and its write see one state. Stores are
made by `store_for_user` (below), which checks access first; nothing else makes one for
a request, a task or an agent.
"""

from __future__ import annotations

import contextlib
from collections.abc import Collection, Iterator, Sequence
from typing import Any, Final

from django.core.exceptions import PermissionDenied
from django.db import connection, transaction
from django.db.models import QuerySet
from django.http import Http404

from brain.access import (
    MSG_NO_PERMISSION,
    MSG_NOT_FOUND,
    BrainAccess,
    BrainPermission,
    User,
    brain_access,
    get_brain_for_user,
    is_active_user,
)
from brain.health import brain_diagnose
from brain.models import Brain, BrainDocument, BrainEdge, BrainFolder
from brain.rows import document_from_row
from brain.services import Actor, brain_lock, changes_apply, folder_create
from brain.services.documents import announced_writes
from brain.toolkit.edges import Edge
from brain.toolkit.retrieval import SearchResult
from brain.toolkit.schemas import name_key
from brain.toolkit.store import Change, DocumentSummary, NamedDocument, Stored
from brain.toolkit.tree import document_relpath, folder_ancestors
from goat.db import fetch_prepared
from goat.models import Workspace


def _column(name: str) -> str:
    return str(BrainDocument._meta.get_field(name).column)


_BODIES_SQL: Final = (
    f"SELECT {_column('brain_id')}, {_column('body')} FROM {BrainDocument._meta.db_table}"
    f" WHERE {_column('brain_ref')} = %s AND {_column('brain_id')} = ANY(%s)"
)


class DatabaseStore:
    """One brain's documents in PostgreSQL, seen through the toolkit's Store protocol."""

    def __init__(self, brain: Brain, *, actor: Actor, counter: int | None = None) -> None:
        """`counter`: the brain's change counter as the caller's access check just read it.
        The store's first search uses it instead of reading the counter again, unless this
        process has announced a change set of the brain since (its own writes are always
        seen); later searches read the counter."""
        self.brain = brain
        self.actor = actor
        self._known_counter = (counter, announced_writes(brain.pk)) if counter is not None else None

    def _take_known_counter(self) -> int | None:
        known, self._known_counter = self._known_counter, None
        if known is None or announced_writes(self.brain.pk) != known[1]:
            return None
        return known[0]

    def _rows(self) -> QuerySet[BrainDocument]:
        return BrainDocument.objects.filter(brain_ref=self.brain)

    @staticmethod
    def _stored(row: BrainDocument) -> Stored:
        return Stored(document_from_row(row), row.path, row.content_hash)

    # --- reads ---------------------------------------------------------------------------
    def get(self, brain_id: str) -> Stored | None:
        row = self._rows().filter(brain_id=brain_id).first()
        return self._stored(row) if row is not None else None

    def get_many(self, brain_ids: Sequence[str]) -> dict[str, Stored]:
        rows = self._rows().filter(brain_id__in=list(brain_ids))
        return {row.brain_id: self._stored(row) for row in rows}

    def bodies(self, brain_ids: Sequence[str]) -> dict[str, str]:
        # Every query reads its hits' bodies (their snippets): one prepared statement, not an
        # ORM query compiled and planned each time.
        rows = fetch_prepared(_BODIES_SQL, [self.brain.pk, list(brain_ids)])
        return {str(brain_id): str(body) for brain_id, body in rows}

    def documents(self) -> Iterator[Stored]:
        for row in self._rows().order_by("folder", "brain_id").iterator(chunk_size=500):
            yield self._stored(row)

    def summaries(self) -> list[DocumentSummary]:
        rows = self._rows().values_list("brain_id", "folder", "kind", "type", "title", "status")
        summaries = [
            DocumentSummary(brain_id, document_relpath(folder, brain_id), folder, *rest)
            for brain_id, folder, *rest in rows
        ]
        return sorted(summaries, key=lambda summary: summary.path)

    def names(self) -> list[NamedDocument]:
        rows = (
            self._rows()
            .exclude(status="merged")
            .order_by("folder", "brain_id")
            .values_list("brain_id", "title", "aliases", "kind", "type", "status", "folder")
        )
        return [
            NamedDocument(brain_id, title, tuple(aliases), *rest)
            for brain_id, title, aliases, *rest in rows
        ]

    def named(self, name: str) -> list[Stored]:
        rows = (
            self._rows()
            .exclude(status="merged")
            .filter(name_keys__contains=[name_key(name)])
            .order_by("folder", "brain_id")
        )
        return [self._stored(row) for row in rows]

    def tombstones_of(self, brain_id: str) -> list[str]:
        return list(
            self._rows()
            .filter(merged_into=brain_id)
            .order_by("brain_id")
            .values_list("brain_id", flat=True)
        )

    def referrers(self, brain_id: str) -> list[Edge]:
        rows = (
            BrainEdge.objects.filter(brain_ref=self.brain, target_id=brain_id)
            .order_by("source__brain_id", "type")
            .values_list("source__brain_id", "target_id", "type")
        )
        return [Edge(source, target, edge_type) for source, target, edge_type in rows]

    def links_from(self, brain_ids: Sequence[str]) -> dict[str, list[Edge]]:
        found: dict[str, list[Edge]] = {brain_id: [] for brain_id in brain_ids}
        rows = BrainEdge.objects.filter(
            brain_ref=self.brain, source__brain_id__in=list(brain_ids)
        ).values_list("source__brain_id", "target_id", "type")
        # Sorted here, not by the database's collation: every store orders ids alike.
        for source, target, edge_type in sorted(rows, key=lambda row: (row[1], row[2])):
            found[source].append(Edge(source, target, edge_type))
        return found

    def folders(self) -> list[str]:
        found = set(BrainFolder.objects.filter(brain_ref=self.brain).values_list("path", flat=True))
        for folder in self._rows().values_list("folder", flat=True).distinct():
            found.update(folder_ancestors(folder))
        return sorted(found)

    def search(
        self, text: str, *, limit: int, include_merged: bool, include_archived: bool
    ) -> SearchResult:
        # The read plane: the brain's cached lexical index, embeddings and rerank if configured.
        from brain.embeddings.retrieval import retrieve

        return retrieve(
            self.brain,
            text,
            limit=limit,
            include_merged=include_merged,
            include_archived=include_archived,
            known_counter=self._take_known_counter(),
        )

    def held(self, tokens: Collection[str]) -> frozenset[str]:
        from brain.search import held_tokens

        return held_tokens(self.brain, tokens)

    def diagnose(self) -> dict[str, Any]:
        return brain_diagnose(brain=self.brain).as_dict()

    # --- writes --------------------------------------------------------------------------
    @contextlib.contextmanager
    def locked(self) -> Iterator[None]:
        with transaction.atomic():
            brain_lock(self.brain)
            yield

    def create_folder(self, folder: str) -> bool:
        return folder_create(brain=self.brain, path=folder)

    def apply(self, changes: Sequence[Change]) -> dict[str, str]:
        return changes_apply(brain=self.brain, changes=changes, actor=self.actor)


def store_for_user(
    *,
    user: User | None,
    brain: Brain | BrainAccess | str | int,
    permission: BrainPermission = "view",
    actor: Actor | None = None,
    workspace: Workspace | str | int | None = None,
) -> DatabaseStore:
    """The one way a request, a task or an agent gets at a brain's documents.

    `brain` is a Brain or its slug or id, or the BrainAccess a check for this same `user` just
    answered (brain.api.callers: the call's one access check; nothing is asked again). Http404
    when `user` may not see it, PermissionDenied when they see it but may not `permission` it.
    Writes are recorded as `actor` (by default the user themself).
    """
    if isinstance(brain, (Brain, BrainAccess)):
        access = brain if isinstance(brain, BrainAccess) else brain_access(user, brain.pk)
        slug = brain.brain.slug if isinstance(brain, BrainAccess) else brain.slug
        if access is None:
            raise Http404(MSG_NOT_FOUND.format(ref=slug))
        if not access.may(permission):
            raise PermissionDenied(MSG_NO_PERMISSION.format(permission=permission, brain=slug))
        found = brain.brain if isinstance(brain, BrainAccess) else brain
        counter = access.brain.change_counter
    else:
        found = get_brain_for_user(user, brain, workspace=workspace, permission=permission)
        counter = found.change_counter  # as the access check just read it
    writer = actor if actor is not None else Actor("user", user if is_active_user(user) else None)
    # Read inside a transaction, the counter may count writes that never commit: the store's
    # first search then reads it again, as every later one does.
    known = None if connection.in_atomic_block else counter
    return DatabaseStore(found, actor=writer, counter=known)
