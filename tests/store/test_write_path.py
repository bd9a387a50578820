"""The one write path: validate, derive edges, persist document, timeline, edges and a version."""

from __future__ import annotations

import hashlib

import pytest

from brain.models import (
    Brain,
    BrainDocument,
    BrainDocumentVersion,
    BrainEdge,
    BrainTimelineEntry,
)
from brain.rows import document_from_row
from brain.services import Actor, document_delete
from brain.toolkit.document import Document, parse_document, serialize_document
from brain.toolkit.errors import (
    ALREADY_EXISTS,
    MSG_STALE,
    NOT_FOUND,
    STALE_WRITE,
    DocumentExists,
    StaleWrite,
)
from brain.toolkit.errors import DocumentGone as DocumentNotFound
from brain.toolkit.problems import DocumentError
from brain.toolkit.timeline import TimelineEntry, append_timeline_entry, timeline_entry_id
from brain.toolkit.validation import MSG_EVIDENCE, MSG_ZONE_PAGE
from tests.store.conftest import Cast
from tests.store.factories import EVIDENCE_ID, evidence, page, write

pytestmark = pytest.mark.django_db

CITING_BODY = (
    "# Sarah Chen\n\nVP Engineering at [[page:acme-corp|Acme]]; leads the API migration "
    f"([[evidence:{EVIDENCE_ID}|kickoff transcript]]).\n"
)


def with_entry(document: Document, timestamp: str, text: str) -> Document:
    source = "jamie:meeting:123"
    entry_id = timeline_entry_id(document.brain_id, timestamp, source, text)
    body, _ = append_timeline_entry(document.body, TimelineEntry(timestamp, entry_id, source, text))
    return document.with_body(body)


def versions(brain: Brain) -> list[tuple[str, str]]:
    return list(
        BrainDocumentVersion.objects.filter(brain_ref=brain)
        .order_by("id")
        .values_list("brain_id", "action")
    )


def snapshot(brain: Brain) -> dict[str, object]:
    """Everything the write path may touch, to assert that a refused write changed nothing."""
    return {
        "documents": list(
            BrainDocument.objects.filter(brain_ref=brain)
            .order_by("brain_id")
            .values_list("brain_id", "folder", "content_hash", "content")
        ),
        "timeline": list(
            BrainTimelineEntry.objects.filter(brain_ref=brain)
            .order_by("id")
            .values_list("document__brain_id", "entry_id")
        ),
        "edges": sorted(
            BrainEdge.objects.filter(brain_ref=brain).values_list(
                "source__brain_id", "target_id", "type"
            )
        ),
        "versions": list(
            BrainDocumentVersion.objects.filter(brain_ref=brain)
            .order_by("id")
            .values_list("brain_id", "action", "content_hash")
        ),
    }


# --- create -----------------------------------------------------------------------------------


def test_create_stores_canonical_bytes_columns_and_a_version(cast: Cast) -> None:
    # given
    brain = cast.team_brain
    document = page(
        status="active",
        body=CITING_BODY,
        aliases=["Sarah", "S. Chen"],
        relations=[{"type": "works_at", "target": "acme-corp"}],
        sources=["jamie:meeting:123"],
        pronouns="she/her",
    )

    # when
    row = write(brain, document, actor_user=cast.member)

    # then
    canonical = serialize_document(document)
    assert row.content.encode() == canonical
    assert row.content_hash == hashlib.sha256(canonical).hexdigest()
    assert (row.brain_id, row.folder, row.kind, row.type, row.status) == (
        "sarah-chen",
        "people",
        "page",
        "person",
        "active",
    )
    assert row.title == "Sarah Chen"
    assert row.merged_into is None
    assert row.aliases == ["Sarah", "S. Chen"]
    assert row.relations == [{"type": "works_at", "target": "acme-corp"}]
    assert row.sources == ["jamie:meeting:123"]
    assert row.extra == {"pronouns": "she/her"}
    assert row.body == CITING_BODY
    assert row.created.isoformat() == "2026-11-30T14:00:00+00:00"
    assert row.updated.isoformat() == "2026-12-01T09:12:00+00:00"
    assert row.format == "markdown"
    assert row.path == "people/sarah-chen.md"
    version = BrainDocumentVersion.objects.get(brain_ref=brain)
    assert (version.brain_id, version.action, version.document_id) == (
        "sarah-chen",
        "create",
        row.pk,
    )
    assert (version.content, version.content_hash) == (row.content, row.content_hash)
    assert (version.path, version.actor_type, version.actor_user) == (
        "people/sarah-chen.md",
        "user",
        cast.member,
    )


def test_create_persists_edges(brain: Brain) -> None:
    document = page(
        status="active", body=CITING_BODY, relations=[{"type": "works_at", "target": "acme-corp"}]
    )

    row = write(brain, document)

    assert sorted(BrainEdge.objects.filter(source=row).values_list("target_id", "type")) == [
        ("acme-corp", "wiki_link"),
        ("acme-corp", "works_at"),
        (EVIDENCE_ID, "cites"),
    ]
    assert set(BrainEdge.objects.filter(source=row).values_list("brain_ref", flat=True)) == {
        brain.pk
    }


def test_create_persists_timeline_rows_in_order(brain: Brain) -> None:
    document = with_entry(page(), "2026-11-30T14:00:00Z", "Kickoff call; agreed the pilot.")
    document = with_entry(document, "2026-12-01T09:00:00Z", "Sent the contract.\nSigned later.")

    row = write(brain, document)

    entries = list(BrainTimelineEntry.objects.filter(document=row).order_by("position"))
    assert [(e.position, e.timestamp.isoformat(), e.source_ref, e.text) for e in entries] == [
        (0, "2026-11-30T14:00:00+00:00", "jamie:meeting:123", "Kickoff call; agreed the pilot."),
        (1, "2026-12-01T09:00:00+00:00", "jamie:meeting:123", "Sent the contract.\nSigned later."),
    ]
    assert [e.entry_id for e in entries] == [t["id"] for t in row.timeline]
    assert row.timeline[1]["text"] == "Sent the contract.\nSigned later."


def test_create_of_an_existing_id_is_refused_and_changes_nothing(brain: Brain) -> None:
    write(brain, page())
    before = snapshot(brain)

    with pytest.raises(DocumentExists) as raised:
        write(brain, page(title="Another Sarah", folder="inbox"))

    assert raised.value.code == ALREADY_EXISTS
    assert raised.value.message == (
        "a document with id 'sarah-chen' already exists at people/sarah-chen.md"
    )
    assert snapshot(brain) == before


def test_the_same_id_may_live_in_two_brains(cast: Cast) -> None:
    write(cast.team_brain, page())
    write(cast.secret_brain, page())

    assert BrainDocument.objects.filter(brain_id="sarah-chen").count() == 2


# --- invalid documents --------------------------------------------------------------------------


def test_invalid_document_is_refused_with_the_toolkit_message(brain: Brain) -> None:
    # given an active page that cites no evidence
    before = snapshot(brain)

    # when / then
    with pytest.raises(DocumentError) as raised:
        write(brain, page(status="active"))

    assert [p.message for p in raised.value.problems] == [MSG_EVIDENCE]
    assert snapshot(brain) == before


def test_zone_rule_is_refused_by_validation_before_the_database(brain: Brain) -> None:
    with pytest.raises(DocumentError) as raised:
        write(brain, page(folder="evidence/people"))

    assert raised.value.problems[0].message == MSG_ZONE_PAGE.format(folder="evidence/people")
    assert BrainDocument.objects.filter(brain_ref=brain).count() == 0


def test_invalid_update_leaves_the_stored_document(brain: Brain) -> None:
    row = write(brain, page())
    before = snapshot(brain)

    with pytest.raises(DocumentError):
        write(brain, page(status="merged"), expected_hash=row.content_hash)

    assert snapshot(brain) == before


# --- update and stale writes --------------------------------------------------------------------


def test_update_with_the_current_hash_rewrites_the_row(brain: Brain) -> None:
    first = write(brain, with_entry(page(), "2026-11-30T14:00:00Z", "Kickoff."))
    document = with_entry(document_from_row(first), "2026-12-01T10:00:00Z", "Follow-up.")
    document = document.with_body(document.body.replace("[[page:acme-corp|Acme]]", "Acme"))

    row = write(brain, document, expected_hash=first.content_hash, actor_type="agent")

    assert row.pk == first.pk
    assert row.content.encode() == serialize_document(document)
    assert list(
        BrainTimelineEntry.objects.filter(document=row)
        .order_by("position")
        .values_list("text", flat=True)
    ) == ["Kickoff.", "Follow-up."]
    assert BrainEdge.objects.filter(source=row).count() == 0
    assert versions(brain) == [("sarah-chen", "create"), ("sarah-chen", "update")]
    assert BrainDocumentVersion.objects.latest("id").actor_type == "agent"


def test_a_rewrite_of_the_compiled_truth_keeps_the_derived_rows(brain: Brain) -> None:
    # given a page with a timeline entry and a link
    first = write(brain, with_entry(page(), "2026-11-30T14:00:00Z", "Kickoff."))
    entry_ids = list(BrainTimelineEntry.objects.filter(document=first).values_list("pk", flat=True))
    edge_ids = list(BrainEdge.objects.filter(source=first).values_list("pk", flat=True))
    # when only prose changes (same links, said the same way; same timeline)
    document = document_from_row(first)
    document = document.with_body(document.body.replace("Chen\n", "Chen\n\nBased in Lisbon.\n"))
    row = write(brain, document, expected_hash=first.content_hash)
    # then the derived rows are the same rows, and the document row and version are new
    assert row.content_hash != first.content_hash
    assert list(BrainTimelineEntry.objects.filter(document=row).values_list("pk", flat=True)) == (
        entry_ids
    )
    assert list(BrainEdge.objects.filter(source=row).values_list("pk", flat=True)) == edge_ids
    assert versions(brain) == [("sarah-chen", "create"), ("sarah-chen", "update")]
    # and when the words around a link change, its edge is written again with them
    document = document.with_body(document.body.replace("VP Engineering", "Head of Engineering"))
    row = write(brain, document, expected_hash=row.content_hash)
    assert list(BrainEdge.objects.filter(source=row).values_list("target_id", "context")) == [
        ("acme-corp", "Head of Engineering at")
    ]


def test_a_renamed_document_keeps_its_edges_and_rekeys_its_timeline(brain: Brain) -> None:
    from brain.store import DatabaseStore
    from brain.toolkit.commands.graph import cmd_move

    first = write(brain, with_entry(page(), "2026-11-30T14:00:00Z", "Kickoff."))
    cmd_move(DatabaseStore(brain, actor=Actor("user")), "sarah-chen", new_id="sarah-chen-acme")
    row = BrainDocument.objects.get(pk=first.pk)
    assert row.brain_id == "sarah-chen-acme"
    assert list(BrainEdge.objects.filter(source=row).values_list("target_id", "type")) == [
        ("acme-corp", "wiki_link")
    ]
    entry = BrainTimelineEntry.objects.get(document=row)
    assert entry.entry_id == timeline_entry_id(
        "sarah-chen-acme", "2026-11-30T14:00:00Z", "jamie:meeting:123", "Kickoff."
    )


def test_stale_write_is_refused_with_the_current_hash_and_changes_nothing(brain: Brain) -> None:
    # given a document updated by someone else after we read it
    first = write(brain, page())
    second = write(brain, page(title="Sarah C."), expected_hash=first.content_hash)
    before = snapshot(brain)

    # when we write from the old hash
    with pytest.raises(StaleWrite) as raised:
        write(brain, page(title="Dr Sarah Chen"), expected_hash=first.content_hash)

    # then
    assert raised.value.current_hash == second.content_hash
    assert raised.value.code == STALE_WRITE
    assert raised.value.message == MSG_STALE.format(
        id="sarah-chen", expected=first.content_hash, current=second.content_hash
    )
    assert raised.value.as_dict()["current_hash"] == second.content_hash
    assert snapshot(brain) == before
    assert len(before["versions"]) == 2  # type: ignore[arg-type]


def test_update_of_a_missing_document_is_refused(brain: Brain) -> None:
    with pytest.raises(DocumentNotFound) as raised:
        write(brain, page(), expected_hash="0" * 64)

    assert raised.value.code == NOT_FOUND
    assert BrainDocument.objects.filter(brain_ref=brain).count() == 0


def test_an_unchanged_write_makes_no_version_row(brain: Brain) -> None:
    row = write(brain, page())

    again = write(brain, page(), expected_hash=row.content_hash)

    assert again.pk == row.pk
    assert versions(brain) == [("sarah-chen", "create")]


def test_writes_are_scoped_to_their_brain(cast: Cast) -> None:
    row = write(cast.team_brain, page())

    with pytest.raises(DocumentNotFound):
        write(cast.secret_brain, page(title="X"), expected_hash=row.content_hash)

    assert BrainDocument.objects.filter(brain_ref=cast.secret_brain).count() == 0


# --- move, rename, delete ----------------------------------------------------------------------


def test_move_to_another_folder_is_a_move_version(brain: Brain) -> None:
    row = write(brain, page())

    moved = write(brain, page().with_folder("clients/acme"), expected_hash=row.content_hash)

    assert (moved.pk, moved.folder, moved.path) == (
        row.pk,
        "clients/acme",
        "clients/acme/sarah-chen.md",
    )
    assert versions(brain) == [("sarah-chen", "create"), ("sarah-chen", "move")]
    assert BrainDocumentVersion.objects.latest("id").path == "clients/acme/sarah-chen.md"


def test_rename_keeps_the_row_and_its_history(brain: Brain) -> None:
    row = write(brain, page(relations=[{"type": "works_at", "target": "acme-corp"}]))

    renamed = write(
        brain,
        page("sarah-chen-acme", relations=[{"type": "works_at", "target": "acme-corp"}]),
        expected_hash=row.content_hash,
        previous_brain_id="sarah-chen",
    )

    assert renamed.pk == row.pk
    assert list(
        BrainDocument.objects.filter(brain_ref=brain).values_list("brain_id", flat=True)
    ) == ["sarah-chen-acme"]
    assert versions(brain) == [("sarah-chen", "create"), ("sarah-chen-acme", "move")]
    assert BrainDocumentVersion.objects.filter(document=renamed).count() == 2
    assert sorted(BrainEdge.objects.filter(source=renamed).values_list("target_id", "type")) == [
        ("acme-corp", "wiki_link"),
        ("acme-corp", "works_at"),
    ]


def test_rename_onto_an_existing_id_is_refused(brain: Brain) -> None:
    row = write(brain, page())
    write(brain, page("sam-chen", title="Sam Chen"))
    before = snapshot(brain)

    with pytest.raises(DocumentExists):
        write(
            brain, page("sam-chen"), expected_hash=row.content_hash, previous_brain_id="sarah-chen"
        )

    assert snapshot(brain) == before


def test_delete_keeps_a_version_row_and_removes_derived_rows(cast: Cast) -> None:
    # given
    brain = cast.team_brain
    row = write(brain, with_entry(page(), "2026-11-30T14:00:00Z", "Kickoff."))
    assert BrainEdge.objects.filter(source=row).count() == 1

    # when
    version = document_delete(
        brain=brain,
        brain_id="sarah-chen",
        expected_hash=row.content_hash,
        actor=Actor("user", cast.owner),
    )

    # then
    assert not BrainDocument.objects.filter(brain_ref=brain).exists()
    assert not BrainTimelineEntry.objects.filter(brain_ref=brain).exists()
    assert not BrainEdge.objects.filter(brain_ref=brain).exists()
    version.refresh_from_db()
    assert (version.action, version.brain_id, version.document_id) == ("delete", "sarah-chen", None)
    assert (version.content, version.content_hash) == (row.content, row.content_hash)
    assert version.actor_user == cast.owner
    assert versions(brain) == [("sarah-chen", "create"), ("sarah-chen", "delete")]
    assert BrainDocumentVersion.objects.filter(brain_ref=brain, document__isnull=True).count() == 2


def test_stale_delete_is_refused_and_changes_nothing(brain: Brain) -> None:
    first = write(brain, page())
    write(brain, page(title="Sarah C."), expected_hash=first.content_hash)
    before = snapshot(brain)

    with pytest.raises(StaleWrite):
        document_delete(
            brain=brain,
            brain_id="sarah-chen",
            expected_hash=first.content_hash,
            actor=Actor("user"),
        )

    assert snapshot(brain) == before


def test_document_from_row_round_trips_the_canonical_bytes(brain: Brain) -> None:
    document = with_entry(page(aliases=["Sarah"], extra_key=[1, 2]), "2026-11-30T14:00:00Z", "K.")
    write(brain, evidence())
    row = write(brain, document)

    parsed = document_from_row(row)

    assert serialize_document(parsed) == row.content.encode()
    assert parsed.folder == "people"
    assert parsed.brain_id == "sarah-chen"


def test_unknown_frontmatter_keys_are_kept_in_extra_and_in_the_file(brain: Brain) -> None:
    text = (
        "---\nid: sarah-chen\nkind: page\ntype: person\ntitle: Sarah Chen\nstatus: draft\n"
        "due: 2026-12-24\nteam: {lead: true, size: 4}\n---\nBody.\n"
    )
    document = parse_document(text, folder="people")

    row = write(brain, document)

    assert row.extra == {"due": "2026-12-24", "team": {"lead": True, "size": 4}}
    assert "due: 2026-12-24\n" in row.content
    assert document_from_row(row).meta["team"] == {"lead": True, "size": 4}
