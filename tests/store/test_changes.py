"""The toolkit's commands run against the database through DatabaseStore and changes_apply."""

from __future__ import annotations

import pytest

from brain.models import Brain, BrainDocument, BrainDocumentVersion, BrainEdge
from brain.rows import document_from_row
from brain.services import Actor, changes_apply
from brain.store import DatabaseStore
from brain.toolkit.commands.graph import cmd_merge, cmd_move
from brain.toolkit.commands.reads import cmd_folder_list, cmd_get, cmd_list
from brain.toolkit.commands.writes import cmd_create, cmd_delete, cmd_folder_create, cmd_set
from brain.toolkit.errors import DocumentExists, StaleWrite
from brain.toolkit.problems import DocumentError
from brain.toolkit.store import Change
from brain.toolkit.validation import MSG_EVIDENCE
from tests.store.factories import EVIDENCE_ID, evidence, page, write
from tests.store.test_write_path import snapshot

pytestmark = pytest.mark.django_db


def store_for(brain: Brain) -> DatabaseStore:
    return DatabaseStore(brain, actor=Actor("agent", None, "test-agent"))


def seed(brain: Brain) -> None:
    write(brain, evidence())
    write(brain, page())
    write(brain, page("s-chen", title="S. Chen", aliases=["Sarah C"], folder="inbox"))
    write(
        brain,
        page(
            "acme-corp",
            title="Acme",
            type="company",
            folder="companies",
            body="Employs [[page:s-chen|Sarah]].\n",
            relations=[{"type": "employs", "target": "s-chen"}],
        ),
    )


def test_merge_through_the_database(brain: Brain) -> None:
    # given
    seed(brain)

    # when
    result = cmd_merge(store_for(brain), "s-chen", "sarah-chen")

    # then the source is a tombstone, aliases are folded and inbound links follow
    rows = {row.brain_id: row.content_hash for row in BrainDocument.objects.filter(brain_ref=brain)}
    assert result == {
        "merged": "s-chen",
        "into": "sarah-chen",
        "applied": True,
        "folded": {
            "aliases": ["S. Chen", "Sarah C"],
            "relations": [],
            "sources": [],
            "timeline": [],
        },
        "retargeted": ["acme-corp"],
        "removed": {"relations": [], "links": []},
        "hashes": {key: rows[key] for key in ("s-chen", "sarah-chen", "acme-corp")},
    }
    tombstone = BrainDocument.objects.get(brain_ref=brain, brain_id="s-chen")
    assert (tombstone.status, tombstone.merged_into) == ("merged", "sarah-chen")
    assert BrainDocument.objects.get(brain_ref=brain, brain_id="sarah-chen").aliases == [
        "S. Chen",
        "Sarah C",
    ]
    acme = BrainDocument.objects.get(brain_ref=brain, brain_id="acme-corp")
    assert "[[page:sarah-chen|Sarah]]" in acme.body
    assert sorted(BrainEdge.objects.filter(source=acme).values_list("target_id", "type")) == [
        ("sarah-chen", "employs"),
        ("sarah-chen", "wiki_link"),
    ]
    latest = list(
        BrainDocumentVersion.objects.filter(brain_ref=brain)
        .order_by("-id")[:3]
        .values_list("brain_id", "action", "actor_type", "actor_label")
    )
    assert sorted(latest) == [
        ("acme-corp", "update", "agent", "test-agent"),
        ("s-chen", "merge", "agent", "test-agent"),
        ("sarah-chen", "update", "agent", "test-agent"),
    ]


def test_rename_through_the_database_rewrites_referrers(brain: Brain) -> None:
    seed(brain)

    result = cmd_move(store_for(brain), "s-chen", folder="people/acme", new_id="sam-chen")

    assert result["to"] == "people/acme/sam-chen.md"
    assert result["retargeted"] == ["acme-corp"]
    assert not BrainDocument.objects.filter(brain_ref=brain, brain_id="s-chen").exists()
    moved = BrainDocument.objects.get(brain_ref=brain, brain_id="sam-chen")
    assert moved.folder == "people/acme"
    assert BrainDocumentVersion.objects.filter(document=moved).values_list(
        "action", flat=True
    ).order_by("id")[::1] == ["create", "move"]
    assert set(
        BrainEdge.objects.filter(brain_ref=brain, source__brain_id="acme-corp").values_list(
            "target_id", flat=True
        )
    ) == {"sam-chen"}


def test_a_change_set_with_one_stale_change_writes_nothing(brain: Brain) -> None:
    # given a change set whose second change was read at an old hash
    seed(brain)
    sarah = BrainDocument.objects.get(brain_ref=brain, brain_id="sarah-chen")
    acme = BrainDocument.objects.get(brain_ref=brain, brain_id="acme-corp")
    changes = [
        Change(
            brain_id="sarah-chen",
            document=document_from_row(sarah).with_meta(title="Sarah"),
            previous_path=sarah.path,
            expected_hash=sarah.content_hash,
        ),
        Change(
            brain_id="acme-corp",
            document=document_from_row(acme).with_meta(title="ACME"),
            previous_path=acme.path,
            expected_hash="0" * 64,
        ),
    ]
    before = snapshot(brain)

    # when / then
    with pytest.raises(StaleWrite) as raised:
        changes_apply(brain=brain, changes=changes, actor=Actor("user"))

    assert raised.value.current_hash == acme.content_hash
    assert snapshot(brain) == before


def test_a_change_set_creating_an_existing_id_writes_nothing(brain: Brain) -> None:
    seed(brain)
    before = snapshot(brain)

    with pytest.raises(DocumentExists):
        changes_apply(
            brain=brain,
            changes=[Change.create(page("new-one")), Change.create(page())],
            actor=Actor("user"),
        )

    assert snapshot(brain) == before


def test_read_commands_and_folders_over_the_database(brain: Brain) -> None:
    seed(brain)
    store = store_for(brain)

    got = cmd_get(store, "Sarah C")
    assert got["document"]["id"] == "s-chen"
    assert got["links"]["pages_in"] == [
        {"id": "acme-corp", "type": "employs"},
        {"id": "acme-corp", "type": "wiki_link"},
    ]
    assert [d["id"] for d in cmd_list(store, folder="people")["documents"]] == ["sarah-chen"]
    assert cmd_folder_create(store, "clients/acme") == {
        "folder": "clients/acme",
        "created": True,
        "hashes": {},
    }
    folders = {f["path"]: f["documents"] for f in cmd_folder_list(store)["folders"]}
    assert folders["clients"] == 0
    assert folders["clients/acme"] == 0
    assert folders["people"] == 1
    assert folders["evidence"] == 1


def test_create_set_and_delete_commands_write_versions(brain: Brain) -> None:
    store = store_for(brain)
    write(brain, evidence())

    created = cmd_create(store, type="person", title="Jamie Lee")
    with pytest.raises(DocumentError) as refused:  # an active page must cite evidence
        cmd_set(store, "jamie-lee", status="active")
    assert refused.value.problems[0].message == MSG_EVIDENCE
    cmd_set(store, "jamie-lee", fields=["role=CTO"], expected_hash=created["created"]["hash"])
    report = cmd_delete(store, "jamie-lee", yes=True)

    assert report["deleted"] is True
    history = list(
        BrainDocumentVersion.objects.filter(brain_ref=brain, brain_id="jamie-lee")
        .order_by("id")
        .values_list("action", "content")
    )
    assert [action for action, _ in history] == ["create", "update", "delete"]
    assert "\nrole: CTO\n" in history[1][1]
    assert {d["id"] for d in cmd_list(store)["documents"]} == {EVIDENCE_ID}


def test_documents_resolve_by_alias_or_title_in_any_case_but_not_as_tombstones(
    brain: Brain,
) -> None:
    seed(brain)
    store = store_for(brain)
    assert cmd_get(store, "sarah c")["document"]["id"] == "s-chen"  # an alias
    assert cmd_get(store, "ACME")["document"]["id"] == "acme-corp"  # a title
    cmd_merge(store, "s-chen", "sarah-chen")
    # the tombstone no longer answers to its old name; the target took it over as an alias
    assert [s.document.brain_id for s in store.named("S. Chen")] == ["sarah-chen"]
    assert store.tombstones_of("sarah-chen") == ["s-chen"]


def test_renaming_a_merge_target_repoints_its_tombstones(brain: Brain) -> None:
    seed(brain)
    store = store_for(brain)
    cmd_merge(store, "s-chen", "sarah-chen")
    result = cmd_move(store, "sarah-chen", new_id="sarah-chen-acme")
    assert "s-chen" in result["retargeted"]
    tombstone = BrainDocument.objects.get(brain_ref=brain, brain_id="s-chen")
    assert tombstone.merged_into == "sarah-chen-acme"
