"""The editing services (brain.services.editing) and version numbering (brain.services.history)
that the admin calls and any other UI can reuse."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from brain.models import BrainDocument, BrainDocumentVersion
from brain.rows import document_from_row
from brain.services import Actor, document_delete
from brain.services.editing import (
    MSG_ID_CHANGED,
    MSG_RESTORE_OTHER_ID,
    document_save_text,
    version_restore,
)
from brain.services.history import (
    version_before,
    version_label,
    version_number,
    with_version_numbers,
)
from brain.toolkit.errors import ALREADY_EXISTS, BAD_ARGUMENT, NOT_FOUND, STALE_WRITE, CommandError
from brain.toolkit.problems import DocumentError
from tests.admin.conftest import AdminCast, make_page, write

pytestmark = pytest.mark.django_db


def versions_of(brain_id: str) -> list[str]:
    return list(
        BrainDocumentVersion.objects.filter(brain_id=brain_id)
        .order_by("id")
        .values_list("action", flat=True)
    )


def fresh(row: BrainDocument) -> BrainDocument:
    return BrainDocument.objects.get(pk=row.pk)


def actor(cast: AdminCast) -> Actor:
    return Actor("user", cast.member, "admin")


# --- document_save_text ---------------------------------------------------------------------


def test_saving_edited_text_writes_it_and_stamps_updated(cast: AdminCast) -> None:
    row = cast.team_doc
    text = row.content.replace("title: Sarah Chen", "title: Sarah J. Chen")

    saved = document_save_text(
        brain=cast.team_brain,
        brain_id="sarah-chen",
        text=text.replace("\n", "\r\n"),
        expected_hash=row.content_hash,
        actor=actor(cast),
    )

    after = fresh(row)
    assert saved.changed is True
    assert saved.document.pk == row.pk
    assert after.title == "Sarah J. Chen"
    assert after.content_hash == saved.document.content_hash
    assert after.updated is not None
    assert abs(after.updated - timezone.now()) < timedelta(minutes=1)
    assert versions_of("sarah-chen") == ["create", "update"]
    latest = BrainDocumentVersion.objects.filter(document=row).latest("id")
    assert (latest.actor_type, latest.actor_user, latest.actor_label) == (
        "user",
        cast.member,
        "admin",
    )


def test_saving_unchanged_text_writes_nothing(cast: AdminCast) -> None:
    row = cast.team_doc
    # the same document, written with CRLF line ends and its keys out of canonical order
    lines = row.content.replace("\n", "\r\n")
    shuffled = lines.replace("kind: page\r\n", "").replace(
        "type: person", "type: person\r\nkind: page"
    )

    for text in (row.content, lines, shuffled):
        saved = document_save_text(
            brain=cast.team_brain,
            brain_id="sarah-chen",
            text=text,
            expected_hash=row.content_hash,
            actor=actor(cast),
        )
        assert saved.changed is False
        assert saved.document.content_hash == row.content_hash

    assert fresh(row).content == row.content
    assert versions_of("sarah-chen") == ["create"]


def test_saving_text_with_another_id_is_refused(cast: AdminCast) -> None:
    row = cast.team_doc

    with pytest.raises(CommandError) as refused:
        document_save_text(
            brain=cast.team_brain,
            brain_id="sarah-chen",
            text=row.content.replace("id: sarah-chen", "id: sarah-x"),
            expected_hash=row.content_hash,
            actor=actor(cast),
        )

    assert refused.value.code == BAD_ARGUMENT
    assert refused.value.message == MSG_ID_CHANGED.format(new="sarah-x", old="sarah-chen")
    assert not BrainDocument.objects.filter(brain_id="sarah-x").exists()
    assert versions_of("sarah-chen") == ["create"]


def test_saving_invalid_or_stale_text_is_refused(cast: AdminCast) -> None:
    row = cast.team_doc
    meanwhile = write(
        cast.team_brain,
        document_from_row(row).with_meta(title="Meanwhile"),
        expected_hash=row.content_hash,
    )

    with pytest.raises(DocumentError):
        document_save_text(
            brain=cast.team_brain,
            brain_id="sarah-chen",
            text=meanwhile.content.replace("kind: page", "kind: evidence"),
            expected_hash=meanwhile.content_hash,
            actor=actor(cast),
        )
    with pytest.raises(CommandError) as stale:
        document_save_text(
            brain=cast.team_brain,
            brain_id="sarah-chen",
            text=row.content.replace("title: Sarah Chen", "title: Mine"),
            expected_hash=row.content_hash,
            actor=actor(cast),
        )
    with pytest.raises(CommandError) as gone:
        document_save_text(
            brain=cast.team_brain,
            brain_id="nobody",
            text=row.content,
            expected_hash=row.content_hash,
            actor=actor(cast),
        )

    assert stale.value.code == STALE_WRITE
    assert stale.value.details["current_hash"] == meanwhile.content_hash
    assert gone.value.code == NOT_FOUND
    assert fresh(row).content_hash == meanwhile.content_hash
    assert versions_of("sarah-chen") == ["create", "update"]


# --- version_restore ------------------------------------------------------------------------


def test_restore_writes_the_old_text_back_as_a_restore_version(cast: AdminCast) -> None:
    row = cast.team_doc
    first = BrainDocumentVersion.objects.get(document=row, action="create")
    edited = write(
        cast.team_brain,
        document_from_row(row).with_meta(title="Wrong"),
        expected_hash=row.content_hash,
    )

    restored = version_restore(version=first, expected_hash=edited.content_hash, actor=actor(cast))

    assert restored.pk == row.pk
    assert (restored.content, restored.content_hash) == (first.content, first.content_hash)
    latest = BrainDocumentVersion.objects.filter(document=row).latest("id")
    assert (latest.action, latest.actor_label) == (
        "restore",
        "admin: restore of version 1 of sarah-chen",
    )


def test_restore_with_a_stale_hash_or_across_a_rename_is_refused(cast: AdminCast) -> None:
    row = cast.team_doc
    first = BrainDocumentVersion.objects.get(document=row, action="create")
    renamed = write(
        cast.team_brain,
        document_from_row(row).with_meta(id="sarah-chen-acme"),
        expected_hash=row.content_hash,
        previous_brain_id="sarah-chen",
    )

    with pytest.raises(CommandError) as across:
        version_restore(version=first, expected_hash=renamed.content_hash, actor=actor(cast))

    assert across.value.message == MSG_RESTORE_OTHER_ID.format(
        version="version 1 of sarah-chen", old="sarah-chen", new="sarah-chen-acme"
    )
    assert fresh(row).content_hash == renamed.content_hash
    moved = BrainDocumentVersion.objects.filter(document=row).latest("id")
    with pytest.raises(CommandError) as stale:
        version_restore(version=moved, expected_hash=row.content_hash, actor=actor(cast))
    assert stale.value.code == STALE_WRITE
    assert BrainDocumentVersion.objects.filter(document=row).count() == 2


def test_a_deleted_document_is_recreated_unless_its_id_was_taken_again(cast: AdminCast) -> None:
    row = cast.team_doc
    deleted = document_delete(
        brain=cast.team_brain,
        brain_id="sarah-chen",
        expected_hash=row.content_hash,
        actor=actor(cast),
    )

    recreated = version_restore(version=deleted, expected_hash=None, actor=actor(cast))
    with pytest.raises(CommandError) as taken:
        version_restore(version=deleted, expected_hash=None, actor=actor(cast))

    assert (recreated.path, recreated.content_hash) == ("people/sarah-chen.md", row.content_hash)
    assert taken.value.code == ALREADY_EXISTS
    assert versions_of("sarah-chen") == ["create", "delete", "restore"]


# --- numbering ------------------------------------------------------------------------------


def test_versions_are_numbered_in_their_documents_history(cast: AdminCast) -> None:
    # given versions of other documents in between, so row ids are not numbers
    row = cast.team_doc
    other = write(cast.team_brain, make_page("tom", title="Tom"))
    edited = write(
        cast.team_brain,
        document_from_row(row).with_meta(title="Sarah J. Chen"),
        expected_hash=row.content_hash,
    )
    write(
        cast.team_brain,
        document_from_row(other).with_meta(title="Tom L."),
        expected_hash=other.content_hash,
    )
    write(
        cast.team_brain,
        document_from_row(edited).with_meta(id="sarah-chen-acme"),
        expected_hash=edited.content_hash,
        previous_brain_id="sarah-chen",
    )
    renamed = fresh(row)
    move = BrainDocumentVersion.objects.get(action="move")
    # while the document exists, the diff base of its move is its version under the old id
    assert version_before(move) == BrainDocumentVersion.objects.get(
        brain_id="sarah-chen", action="update"
    )
    document_delete(
        brain=cast.team_brain,
        brain_id="sarah-chen-acme",
        expected_hash=renamed.content_hash,
        actor=actor(cast),
    )
    # when
    numbered = with_version_numbers(
        BrainDocumentVersion.objects.filter(brain_ref=cast.team_brain).order_by("id")
    )
    # then
    assert [(v.brain_id, v.action, v.number) for v in numbered] == [
        ("ev-jamie-meeting-123-9f2c1a7b", "create", 1),
        ("sarah-chen", "create", 1),
        ("tom", "create", 1),
        ("sarah-chen", "update", 2),
        ("tom", "update", 2),
        # a rename starts the count under the new id
        ("sarah-chen-acme", "move", 1),
        ("sarah-chen-acme", "delete", 2),
    ]
    last = BrainDocumentVersion.objects.filter(action="delete").get()
    assert version_number(last) == 2
    assert version_label(last) == "version 2 of sarah-chen-acme"
    # once the document is gone, the diff base of its move is what its new id had before
    assert version_before(BrainDocumentVersion.objects.get(action="move")) is None


def test_a_document_created_again_under_a_deleted_id_continues_its_count(
    cast: AdminCast,
) -> None:
    row = cast.team_doc
    document_delete(
        brain=cast.team_brain,
        brain_id="sarah-chen",
        expected_hash=row.content_hash,
        actor=actor(cast),
    )
    again = write(cast.team_brain, make_page(title="Sarah Chen (again)"))

    latest = BrainDocumentVersion.objects.filter(document=again).get()

    assert version_label(latest) == "version 3 of sarah-chen"
    assert version_before(latest) is None  # a new document: nothing before it
