"""The doctor over a brain's rows (docs/format.md); it reads only, so schedules can reuse it.

Attachments are checked as in a folder brain (brain/toolkit/attachments.py), against the
brain's stored files, asked for only the `files/...` paths the documents reference. An
evidence document's original is kept when a stored file under `evidence/` has the sha256 its
`original` records, or the path it was first stored at (`evidence/<name>`).
"""

from __future__ import annotations

from collections.abc import Iterable

from brain.models import Brain, BrainDocument, BrainFile
from brain.rows import document_from_row
from brain.toolkit.attachments import well_formed
from brain.toolkit.doctor import (
    ENTITY_TYPES,
    DoctorReport,
    Issue,
    Originals,
    diagnose,
    possible_duplicates,
)
from brain.toolkit.document import Document
from brain.toolkit.links import attachment_refs
from brain.toolkit.originals import original_names
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
    kept = stored_attachments(brain, documents.values())
    return diagnose(
        documents,
        paths,
        problems=problems,
        documents_read=read,
        attachments=kept.__contains__,
        originals=stored_originals(brain),
    )


def stored_originals(brain: Brain) -> Originals:
    """The database brain's answer to which originals an evidence document names that the
    brain does not keep (see the module docstring)."""
    rows = BrainFile.objects.filter(brain_ref=brain, path__startswith="evidence/")
    stored = list(rows.values_list("path", "sha256"))
    paths = {path for path, _ in stored}
    digests = {digest for _, digest in stored}

    def missing(path: str, document: Document) -> list[str]:
        names = original_names(document)
        recorded = document.meta.get("original")
        if names and isinstance(recorded, dict) and recorded.get("sha256") in digests:
            return []
        return [name for name in names if f"evidence/{name}" not in paths]

    return missing


# Paths asked for in one query, at most (PostgreSQL takes many more; this keeps each small).
_PATHS_PER_QUERY = 5000


def stored_attachments(brain: Brain, documents: Iterable[Document]) -> set[str]:
    """The `files/...` paths `documents` reference that `brain` keeps a file at."""
    wanted = sorted(
        {
            ref
            for document in documents
            for ref in attachment_refs(document.body)
            if well_formed(ref)
        }
    )
    kept: set[str] = set()
    for start in range(0, len(wanted), _PATHS_PER_QUERY):
        chunk = wanted[start : start + _PATHS_PER_QUERY]
        rows = BrainFile.objects.filter(brain_ref=brain, path__in=chunk)
        kept.update(rows.values_list("path", flat=True))
    return kept


def brain_possible_duplicates(*, brain: Brain, type: str | None = None) -> list[Issue]:
    """The doctor's `possible_duplicate` pairs among the brain's live entity pages (of one
    `type`, when given), from their names alone: cheap enough for a page view."""
    rows = BrainDocument.objects.filter(brain_ref=brain, kind="page").exclude(
        status__in=("merged", "archived")
    )
    rows = rows.filter(type=type) if type else rows.filter(type__in=ENTITY_TYPES)
    names = rows.order_by("brain_id").values_list(
        "brain_id", "title", "aliases", "kind", "type", "status", "folder"
    )
    return possible_duplicates(
        NamedDocument(brain_id, title, tuple(aliases), *rest)
        for brain_id, title, aliases, *rest in names
    )
