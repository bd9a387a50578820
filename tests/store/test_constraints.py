"""The database enforces the invariants on its own: raw SQL that breaks one fails."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import IntegrityError, connection, transaction

from brain.models import (
    Brain,
    BrainDocument,
    BrainDocumentVersion,
    BrainEdge,
    BrainFolder,
    BrainMember,
    BrainTimelineEntry,
    DefaultBrain,
)
from brain.services import brain_delete
from brain.toolkit.timeline import timeline_entry_id
from tests.store.conftest import Cast
from tests.store.factories import evidence, page, write

pytestmark = [pytest.mark.django_db, pytest.mark.allow_raw_writes]

_COLUMNS = (
    "brain_ref",
    "brain_id",
    "folder",
    "kind",
    "type",
    "status",
    "merged_into",
    "title",
    "aliases",
    "name_keys",
    "relations",
    "sources",
    "extra",
    "content",
    "body",
    "timeline",
    "format",
    "content_hash",
    "created_at",
    "updated_at",
)


def _insert_document(brain: Brain, **overrides: Any) -> None:
    values: dict[str, Any] = {
        "brain_ref": brain.pk,
        "brain_id": "raw-doc",
        "folder": "people",
        "kind": "page",
        "type": "person",
        "status": "draft",
        "merged_into": None,
        "title": "Raw",
        "aliases": "[]",
        "name_keys": [],
        "relations": "[]",
        "sources": "[]",
        "extra": "{}",
        "content": "---\nid: raw-doc\n---\n",
        "body": "",
        "timeline": "[]",
        "format": "markdown",
        "content_hash": "0" * 64,
        **overrides,
    }
    placeholders = ", ".join(["%s"] * (len(_COLUMNS) - 2) + ["now()", "now()"])
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO brain_documents ({', '.join(_COLUMNS)}) VALUES ({placeholders})",
            [values[c] for c in _COLUMNS[:-2]],
        )


def _refused(sql: str, params: list[Any]) -> None:
    with pytest.raises(IntegrityError), transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(sql, params)


def _insert_refused(brain: Brain, **overrides: Any) -> None:
    with pytest.raises(IntegrityError), transaction.atomic():
        _insert_document(brain, **overrides)


def _count(brain: Brain) -> int:
    return BrainDocument.objects.filter(brain_ref=brain).count()


def test_a_valid_raw_row_is_accepted(brain: Brain) -> None:
    _insert_document(brain)
    _insert_document(brain, brain_id="ev-1", folder="evidence/2026", kind="evidence")
    _insert_document(brain, brain_id="root-doc", folder="")
    _insert_document(brain, brain_id="evidence-like", folder="evidencex/notes")

    assert _count(brain) == 4


def test_unique_id_per_brain(cast: Cast) -> None:
    _insert_document(cast.team_brain)

    _insert_refused(cast.team_brain)

    # The same id in another brain is fine.
    _insert_document(cast.secret_brain)
    assert _count(cast.team_brain) == 1


@pytest.mark.parametrize(
    ("kind", "folder"),
    [
        ("evidence", "people"),
        ("evidence", ""),
        ("evidence", "evidences"),
        ("evidence", "notes/evidence"),
        ("page", "evidence"),
        ("page", "evidence/2026/11"),
    ],
)
def test_kind_zone_check_refuses_an_insert(brain: Brain, kind: str, folder: str) -> None:
    _insert_refused(brain, kind=kind, folder=folder)

    assert _count(brain) == 0


def test_kind_zone_check_refuses_an_update(brain: Brain) -> None:
    # given a page and an evidence document written through the write path
    row = write(brain, page())
    ev = write(brain, evidence())

    # when raw SQL moves them across the zone boundary, the database says no
    _refused("UPDATE brain_documents SET folder = 'evidence' WHERE id = %s", [row.pk])
    _refused("UPDATE brain_documents SET kind = 'evidence' WHERE id = %s", [row.pk])
    _refused("UPDATE brain_documents SET folder = 'inbox' WHERE id = %s", [ev.pk])

    # then nothing changed
    row.refresh_from_db()
    ev.refresh_from_db()
    assert (row.kind, row.folder) == ("page", "people")
    assert (ev.kind, ev.folder) == ("evidence", "evidence")


def test_kind_must_be_known(brain: Brain) -> None:
    _insert_refused(brain, kind="note")


def test_type_must_be_canonical(brain: Brain) -> None:
    _insert_refused(brain, type="media")


@pytest.mark.parametrize("status", ["published", "", "Active"])
def test_status_must_be_known(brain: Brain, status: str) -> None:
    _insert_refused(brain, status=status)


def test_merged_into_is_required_iff_merged(brain: Brain) -> None:
    _insert_refused(brain, status="merged", merged_into=None)
    _insert_refused(brain, status="active", merged_into="sarah-chen")
    _insert_refused(brain, status="merged", merged_into="raw-doc")  # into itself

    _insert_document(brain, status="merged", merged_into="sarah-chen")
    assert BrainDocument.objects.get(brain_ref=brain).merged_into == "sarah-chen"


def test_folder_depth_is_at_most_six(brain: Brain) -> None:
    _insert_refused(brain, folder="a/b/c/d/e/f/g")

    _insert_document(brain, folder="a/b/c/d/e/f")
    assert BrainDocument.objects.get(brain_ref=brain).folder == "a/b/c/d/e/f"


def test_folder_is_not_null(brain: Brain) -> None:
    _insert_refused(brain, folder=None)


def test_format_must_be_known(brain: Brain) -> None:
    _insert_refused(brain, format="html")


def test_brain_slug_is_unique_per_workspace(cast: Cast) -> None:
    sql = (
        "INSERT INTO brains (workspace_id, name, slug, visibility, created_at) "
        "VALUES (%s, 'Team again', 'team', 'workspace', now())"
    )

    _refused(sql, [cast.workspace.pk])

    assert Brain.objects.filter(workspace=cast.workspace, slug="team").count() == 1


def test_brain_visibility_must_be_known(cast: Cast) -> None:
    _refused("UPDATE brains SET visibility = 'public' WHERE id = %s", [cast.team_brain.pk])


def test_at_most_one_default_brain_per_user(cast: Cast) -> None:
    DefaultBrain.objects.create(user=cast.member, brain=cast.team_brain)

    _refused(
        "INSERT INTO brain_default_brains (user_id, brain_id) VALUES (%s, %s)",
        [cast.member.pk, cast.secret_brain.pk],
    )

    assert DefaultBrain.objects.get(user=cast.member).brain == cast.team_brain


def test_version_action_and_actor_type_are_checked(brain: Brain) -> None:
    row = write(brain, page())
    version = BrainDocumentVersion.objects.get(document=row)

    _refused("UPDATE brain_document_versions SET action = 'rename' WHERE id = %s", [version.pk])
    _refused("UPDATE brain_document_versions SET actor_type = 'robot' WHERE id = %s", [version.pk])


def test_deleting_a_brain_deletes_all_its_rows(cast: Cast) -> None:
    # given a brain with documents, timeline rows, edges, versions, folders and members
    brain = cast.secret_brain
    write(brain, evidence())
    body = (
        "Cited [[evidence:ev-jamie-meeting-123-9f2c1a7b|kickoff]].\n\n## Timeline\n\n"
        "- **2026-11-30T14:00:00Z** | ev-f2fa4deb8a73 | jamie:meeting:123 | Kickoff call.\n"
    )
    entry_id = timeline_entry_id(
        "sarah-chen", "2026-11-30T14:00:00Z", "jamie:meeting:123", "Kickoff call."
    )
    write(brain, page(status="active", body=body.replace("ev-f2fa4deb8a73", entry_id)))
    DefaultBrain.objects.create(user=cast.member, brain=brain)
    other_documents = write(cast.team_brain, page())
    tables = [
        BrainDocument.objects.filter(brain_ref=brain),
        BrainTimelineEntry.objects.filter(brain_ref=brain),
        BrainEdge.objects.filter(brain_ref=brain),
        BrainDocumentVersion.objects.filter(brain_ref=brain),
        BrainFolder.objects.filter(brain_ref=brain),
        BrainMember.objects.filter(content_object=brain),
        DefaultBrain.objects.filter(brain=brain),
    ]
    assert all(queryset.exists() for queryset in tables)

    # when
    brain_delete(brain=brain)

    # then nothing of it is left, and the other brain is untouched
    assert [queryset.count() for queryset in tables] == [0] * len(tables)
    assert BrainDocument.objects.filter(pk=other_documents.pk).exists()
    assert BrainDocumentVersion.objects.filter(brain_ref=cast.team_brain).count() == 1
