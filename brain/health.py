"""The doctor over a brain's rows (docs/format.md); it reads only, so schedules can reuse it."""

from __future__ import annotations

from brain.models import Brain, BrainDocument
from brain.rows import document_from_row
from brain.toolkit.doctor import (
    ENTITY_TYPES,
    DoctorReport,
    Issue,
    diagnose,
    possible_duplicates,
)
from brain.toolkit.document import Document
from brain.toolkit.problems import DocumentError
from brain.toolkit.store import NamedDocument
from brain.toolkit.tree import TreeProblem


def brain_diagnose(*, brain: Brain) -> DoctorReport:
    """The toolkit doctor's report over every stored document of `brain`."""
    documents: dict[str, Document] = {}
    paths: dict[str, str] = {}
    problems: list[TreeProblem] = []
    read = 0
    rows = (
        BrainDocument.objects.filter(brain_ref=brain)
        .order_by("folder", "brain_id")
        .only("brain_id", "folder", "content")
    )
    for row in rows.iterator(chunk_size=1000):
        read += 1
        try:
            document = document_from_row(row)
        except DocumentError as error:  # stored before a rule changed, or written around us
            problems.extend(TreeProblem(row.path, row.brain_id, p) for p in error.problems)
            continue
        documents[row.brain_id] = document
        paths[row.brain_id] = row.path
    return diagnose(documents, paths, problems=problems, documents_read=read)


def brain_possible_duplicates(*, brain: Brain, type: str | None = None) -> list[Issue]:
    """The doctor's `possible_duplicate` pairs among the brain's live entity pages (of one
    `type`, when given), from their names alone: cheap enough for a page view."""
    rows = BrainDocument.objects.filter(brain_ref=brain, kind="page").exclude(
        status__in=("merged", "archived")
    )
    rows = rows.filter(type=type) if type else rows.filter(type__in=ENTITY_TYPES)
    names = rows.order_by("brain_id").values_list(
        "brain_id", "title", "aliases", "kind", "type", "status"
    )
    return possible_duplicates(
        NamedDocument(brain_id, title, tuple(aliases), *rest)
        for brain_id, title, aliases, *rest in names
    )
