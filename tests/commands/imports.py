"""What the import tests share: the refusal lines of the mixed tree, the rows an import
writes, and a database rule the toolkit does not know."""

from __future__ import annotations

from django.db import connection

from brain.models import (
    Brain,
    BrainDocument,
    BrainDocumentVersion,
    BrainEdge,
    BrainTimelineEntry,
)

REFUSED_LINES = [
    "evidence/wrong-zone.md: invalid_document: kind is 'page' but folder 'evidence' is inside "
    "the evidence/ zone; move it out of evidence/ or make it evidence",
    "inbox/broken.md: parse_error: the file has no YAML frontmatter; start it with a line "
    "'---', the keys, then '---'",
    "people/acme.md: duplicate_id: id 'acme' is already used by companies/acme.md; give this "
    "document another id",
]


def imported_ids(brain: Brain) -> list[str]:
    return sorted(BrainDocument.objects.filter(brain_ref=brain).values_list("brain_id", flat=True))


def imported_rows(brain: Brain) -> dict[str, list[tuple[object, ...]]]:
    """Every row an import writes for `brain`, without ids and times."""
    return {
        "documents": sorted(
            BrainDocument.objects.filter(brain_ref=brain).values_list(
                "brain_id",
                "folder",
                "kind",
                "type",
                "status",
                "title",
                "content",
                "content_hash",
                "body",
                "name_keys",
                "aliases",
                "relations",
                "sources",
                "extra",
                "timeline",
                "created",
                "updated",
            )
        ),
        "edges": sorted(
            BrainEdge.objects.filter(brain_ref=brain).values_list(
                "source__brain_id", "target_id", "type"
            )
        ),
        "timeline": sorted(
            BrainTimelineEntry.objects.filter(brain_ref=brain).values_list(
                "document__brain_id", "entry_id", "timestamp", "source_ref", "text", "position"
            )
        ),
        "versions": sorted(
            BrainDocumentVersion.objects.filter(brain_ref=brain).values_list(
                "brain_id",
                "document__brain_id",
                "action",
                "content",
                "content_hash",
                "path",
                "actor_type",
                "actor_label",
            )
        ),
    }


def refuse_on_insert(brain_id: str) -> None:
    """A trigger refusing the insert of the document `brain_id` (a database rule the toolkit
    does not know), for the rest of the test's transaction or database."""
    with connection.cursor() as cursor:
        cursor.execute(
            f"""
            CREATE FUNCTION refuse_poison() RETURNS trigger AS $$
            BEGIN
                IF NEW.brain_id = '{brain_id}' THEN
                    RAISE EXCEPTION '{brain_id} is not welcome';
                END IF;
                RETURN NEW;
            END $$ LANGUAGE plpgsql;
            CREATE TRIGGER refuse_poison BEFORE INSERT ON brain_documents
                FOR EACH ROW EXECUTE FUNCTION refuse_poison();
            """
        )
