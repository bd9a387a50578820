"""The toolkit's `Store` over the database, so the toolkit's commands run against a brain.

Reads come from one brain's rows; `apply` is `brain.services.changes_apply` (the one write
path), recording the actor given here on every version row. Access is checked by the caller
(`brain.access.get_brain_for_user`) before a store is made.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from django.contrib.auth.base_user import AbstractBaseUser
from django.db.models import Q, QuerySet
from django.db.models.expressions import RawSQL

from brain.models import Brain, BrainDocument, BrainEdge, BrainFolder
from brain.services import changes_apply, document_from_row, folder_create
from brain.toolkit.edges import Edge
from brain.toolkit.operations import Change, DocumentSummary, Stored
from brain.toolkit.ranker import Hit, LexicalIndex, query, rank_document


class DatabaseStore:
    """One brain's documents in PostgreSQL, seen through the toolkit's Store protocol."""

    def __init__(
        self,
        brain: Brain,
        *,
        actor_type: str,
        actor_user: AbstractBaseUser | None = None,
        actor_label: str = "",
    ) -> None:
        self.brain = brain
        self.actor_type = actor_type
        self.actor_user = actor_user
        self.actor_label = actor_label

    def _rows(self) -> QuerySet[BrainDocument]:
        return BrainDocument.objects.filter(brain_ref=self.brain)

    @staticmethod
    def _stored(row: BrainDocument) -> Stored:
        return Stored(document_from_row(row), row.path, row.content_hash)

    # --- reads ---------------------------------------------------------------------------
    def get(self, brain_id: str) -> Stored | None:
        row = self._rows().filter(brain_id=brain_id).first()
        return self._stored(row) if row is not None else None

    def documents(self) -> Iterator[Stored]:
        for row in self._rows().order_by("folder", "brain_id").iterator(chunk_size=500):
            yield self._stored(row)

    def summaries(self) -> list[DocumentSummary]:
        return [DocumentSummary.of(stored) for stored in self.documents()]

    def named(self, name: str) -> list[Stored]:
        # Titles and aliases compare case-insensitively; aliases are a JSON list of strings.
        rows = (
            self._rows()
            .exclude(status="merged")
            .filter(
                Q(title__iexact=name)
                | Q(
                    pk__in=RawSQL(
                        "SELECT d.id FROM brain_documents d, "
                        "jsonb_array_elements_text(d.aliases) AS alias "
                        "WHERE d.brain_ref = %s AND lower(alias) = lower(%s)",
                        (self.brain.pk, name),
                    )
                )
            )
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

    def folders(self) -> list[str]:
        found = set(BrainFolder.objects.filter(brain_ref=self.brain).values_list("path", flat=True))
        for folder in self._rows().values_list("folder", flat=True).distinct():
            segments = folder.split("/") if folder else []
            found.update("/".join(segments[:depth]) for depth in range(1, len(segments) + 1))
        return sorted(found)

    def create_folder(self, folder: str) -> bool:
        return folder_create(brain=self.brain, path=folder)

    def search(
        self, text: str, *, limit: int, include_merged: bool, include_archived: bool
    ) -> list[Hit]:
        # A lexical index built per query; the read plane replaces this with stored indexes.
        stored = list(self.documents())
        index = LexicalIndex(rank_document(s.document) for s in stored)
        edges = [
            Edge(source, target, edge_type)
            for source, target, edge_type in BrainEdge.objects.filter(
                brain_ref=self.brain
            ).values_list("source__brain_id", "target_id", "type")
        ]
        return query(
            index,
            edges,
            text,
            limit=limit,
            include_merged=include_merged,
            include_archived=include_archived,
        )

    # --- the write path ------------------------------------------------------------------
    def apply(self, changes: Sequence[Change]) -> dict[str, str]:
        return changes_apply(
            brain=self.brain,
            changes=changes,
            actor_type=self.actor_type,
            actor_user=self.actor_user,
            actor_label=self.actor_label,
        )
