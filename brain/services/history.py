"""Reading version history: how versions are numbered and which one came before which.

A version is named by its document id and its place among the versions recorded under that
id in its brain, from 1 in the order they were written (`created_at`, then row id): "version 3
of sarah-chen". The name never changes (version rows are never edited, and a later version only
adds to the end), so it can be written into messages and actor labels; the table's global
row ids mean nothing to a curator and are never shown. A rename starts a new count under the
new id (its first version there is the move); a document deleted and created again under the
same id continues the count.

The version before another (the base of its diff) is the previous version of the same
document across moves and renames while the document exists, of the same id once it is gone.
"""

from __future__ import annotations

from typing import Final

from django.db.models import Count, IntegerField, OuterRef, Q, QuerySet, Subquery

from brain.models import BrainDocumentVersion

MSG_VERSION_LABEL: Final = "version {number} of {id}"


def with_version_numbers(
    queryset: QuerySet[BrainDocumentVersion],
) -> QuerySet[BrainDocumentVersion]:
    """`queryset` with each version's `number` under its id."""
    up_to_here = BrainDocumentVersion.objects.filter(
        Q(created_at__lt=OuterRef("created_at"))
        | Q(created_at=OuterRef("created_at"), pk__lte=OuterRef("pk")),
        brain_ref_id=OuterRef("brain_ref_id"),
        brain_id=OuterRef("brain_id"),
    )
    count = up_to_here.order_by().values("brain_id").annotate(n=Count("pk")).values("n")
    return queryset.annotate(number=Subquery(count, output_field=IntegerField()))


def version_number(version: BrainDocumentVersion) -> int:
    number = getattr(version, "number", None)
    if number is None:
        number = (
            with_version_numbers(BrainDocumentVersion.objects.filter(pk=version.pk))
            .values_list("number", flat=True)
            .get()
        )
    return int(number)


def version_label(version: BrainDocumentVersion, number: int | None = None) -> str:
    """ "version 3 of sarah-chen" (`number` when the caller knows it, else looked up)."""
    return MSG_VERSION_LABEL.format(
        number=number if number is not None else version_number(version), id=version.brain_id
    )


def version_before(version: BrainDocumentVersion) -> BrainDocumentVersion | None:
    """The version written just before `version` of the same document (None for the first)."""
    versions = BrainDocumentVersion.objects.filter(
        Q(created_at__lt=version.created_at) | Q(created_at=version.created_at, pk__lt=version.pk)
    )
    if version.document_id is not None:
        versions = versions.filter(document_id=version.document_id)
    else:
        versions = versions.filter(brain_ref_id=version.brain_ref_id, brain_id=version.brain_id)
    return versions.order_by("-created_at", "-id").first()
