"""Materialize a brain into a directory and sync changed files back with conflict detection."""

from __future__ import annotations

import os
import shutil
import stat
from pathlib import Path

import pytest
from django.db import connection

from brain.models import Brain, BrainDocument, BrainDocumentVersion, BrainFolder
from brain.rows import document_from_row
from brain.services import Actor, document_delete
from brain.sync import (
    Snapshot,
    brain_materialize,
    brain_sync,
    snapshot_dumps,
    snapshot_loads,
)
from brain.toolkit.commands.graph import cmd_merge
from brain.toolkit.directory import DirectoryStore
from brain.toolkit.document import serialize_document
from brain.toolkit.files import MSG_NOT_REGULAR, MSG_TOO_LARGE
from brain.toolkit.sync import DUPLICATE_ID, MSG_HARDLINK, UNSAFE_PATH
from brain.toolkit.validation import MSG_EVIDENCE
from tests.store.factories import EVIDENCE_ID, evidence, page, write
from tests.store.test_write_path import snapshot as db_snapshot

MSG_SYMLINK = MSG_NOT_REGULAR

pytestmark = pytest.mark.django_db


def seed(brain: Brain) -> None:
    write(brain, evidence())
    write(brain, page())
    write(brain, page("acme-corp", title="Acme", type="company", folder="companies"))


def sync(brain: Brain, root: Path, snapshot: Snapshot):  # type: ignore[no-untyped-def]
    return brain_sync(
        brain=brain, directory=root, snapshot=snapshot, actor=Actor("agent", None, "t")
    )


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new))


@pytest.fixture
def seeded(brain: Brain, tmp_path: Path) -> tuple[Brain, Path, Snapshot]:
    seed(brain)
    root = tmp_path / "work"
    return brain, root, brain_materialize(brain=brain, directory=root)


# --- materialize --------------------------------------------------------------------------------


def test_materialize_writes_canonical_files(seeded: tuple[Brain, Path, Snapshot]) -> None:
    brain, root, snapshot = seeded

    files = sorted(str(p.relative_to(root)) for p in root.rglob("*.md"))

    assert files == [
        "companies/acme-corp.md",
        f"evidence/{EVIDENCE_ID}.md",
        "people/sarah-chen.md",
    ]
    for row in BrainDocument.objects.filter(brain_ref=brain):
        assert (root / row.path).read_bytes() == row.content.encode()
        assert snapshot.entries[row.path].content_hash == row.content_hash
        assert snapshot.entries[row.path].brain_id == row.brain_id
    # the system folders exist even while empty
    assert (root / "inbox").is_dir()
    assert stat.S_IMODE(os.stat(root / "people/sarah-chen.md").st_mode) == 0o600


def test_materialize_defaults_to_a_private_temp_directory(brain: Brain) -> None:
    seed(brain)

    snapshot = brain_materialize(brain=brain)

    try:
        assert stat.S_IMODE(os.stat(snapshot.root).st_mode) == 0o700
        assert (snapshot.root / "people/sarah-chen.md").is_file()
    finally:
        shutil.rmtree(snapshot.root)


def test_materialize_refuses_a_folder_that_is_not_empty(brain: Brain, tmp_path: Path) -> None:
    (tmp_path / "x.txt").write_text("hi")

    with pytest.raises(ValueError):
        brain_materialize(brain=brain, directory=tmp_path)


@pytest.mark.allow_raw_writes
def test_materialize_skips_a_stored_path_that_would_escape(brain: Brain, tmp_path: Path) -> None:
    # given a row planted with raw SQL whose folder would climb out of the root
    row = write(brain, page())
    with connection.cursor() as cursor:
        cursor.execute("UPDATE brain_documents SET folder = '../escape' WHERE id = %s", [row.pk])

    # when
    snapshot = brain_materialize(brain=brain, directory=tmp_path / "work")

    # then
    assert snapshot.skipped == ["../escape/sarah-chen.md"]
    assert snapshot.entries == {}
    assert not (tmp_path / "escape").exists()


def test_snapshot_survives_json(seeded: tuple[Brain, Path, Snapshot]) -> None:
    _, _, snapshot = seeded

    assert snapshot_loads(snapshot_dumps(snapshot)) == snapshot


def test_a_snapshot_naming_a_path_outside_the_root_is_refused() -> None:
    data = {
        "root": "/tmp/x",
        "entries": {"../outside/x.md": ["x", "0" * 64, [1, 2, 3, 4]]},
        "folders": [],
        "skipped": [],
    }

    with pytest.raises(ValueError):
        Snapshot.from_json(data)


# --- sync ---------------------------------------------------------------------------------------


def test_sync_without_changes_reads_nothing_and_writes_nothing(
    seeded: tuple[Brain, Path, Snapshot],
) -> None:
    brain, root, snapshot = seeded
    before = db_snapshot(brain)

    report = sync(brain, root, snapshot)

    assert report.applied is True
    assert (report.files_read, report.unchanged) == (0, 3)
    assert report.created == report.updated == report.deleted == report.moved == []
    assert db_snapshot(brain) == before


def test_sync_sends_an_edited_file_through_the_write_path(
    seeded: tuple[Brain, Path, Snapshot],
) -> None:
    # given
    brain, root, snapshot = seeded
    edit(root / "people/sarah-chen.md", "title: Sarah Chen", "title: Dr Sarah Chen")

    # when
    report = sync(brain, root, snapshot)

    # then
    assert report.as_dict() == {
        "applied": True,
        "created": [],
        "updated": ["sarah-chen"],
        "moved": [],
        "deleted": [],
        "unchanged": 2,
        "files_read": 1,
        "conflicts": [],
        "refused": [],
    }
    row = BrainDocument.objects.get(brain_ref=brain, brain_id="sarah-chen")
    assert row.title == "Dr Sarah Chen"
    assert (root / "people/sarah-chen.md").read_bytes() == row.content.encode()
    version = BrainDocumentVersion.objects.filter(brain_ref=brain).latest("id")
    assert (version.brain_id, version.action, version.actor_type) == (
        "sarah-chen",
        "update",
        "agent",
    )
    # and the next sync from the new snapshot finds nothing to do
    assert report.snapshot is not None
    again = sync(brain, root, report.snapshot)
    assert (again.applied, again.files_read, again.updated) == (True, 0, [])


def test_a_touched_but_unchanged_file_makes_no_version_row(
    seeded: tuple[Brain, Path, Snapshot],
) -> None:
    brain, root, snapshot = seeded
    path = root / "people/sarah-chen.md"
    path.write_bytes(path.read_bytes())
    before = db_snapshot(brain)

    report = sync(brain, root, snapshot)

    assert (report.applied, report.files_read, report.updated) == (True, 1, [])
    assert db_snapshot(brain) == before


def test_sync_creates_moves_and_deletes(seeded: tuple[Brain, Path, Snapshot]) -> None:
    # given a new file, a moved file and a deleted file
    brain, root, snapshot = seeded
    new = page("jamie-lee", title="Jamie Lee")
    (root / "people/jamie-lee.md").write_bytes(serialize_document(new))
    (root / "clients").mkdir()
    os.rename(root / "companies/acme-corp.md", root / "clients/acme-corp.md")
    (root / f"evidence/{EVIDENCE_ID}.md").unlink()

    # when
    report = sync(brain, root, snapshot)

    # then
    assert report.applied is True, report.as_dict()
    assert report.created == ["jamie-lee"]
    assert report.moved == [
        {"id": "acme-corp", "from": "companies/acme-corp.md", "to": "clients/acme-corp.md"}
    ]
    assert report.deleted == [EVIDENCE_ID]
    assert sorted(
        BrainDocument.objects.filter(brain_ref=brain).values_list("brain_id", "folder")
    ) == [("acme-corp", "clients"), ("jamie-lee", "people"), ("sarah-chen", "people")]
    assert BrainFolder.objects.filter(brain_ref=brain, path="clients", source="custom").exists()
    actions = dict(
        BrainDocumentVersion.objects.filter(
            brain_ref=brain, action__in=["create", "move", "delete"]
        )
        .exclude(brain_id="sarah-chen")
        .order_by("id")
        .values_list("brain_id", "action")
    )
    assert actions == {"jamie-lee": "create", "acme-corp": "move", EVIDENCE_ID: "delete"}


def test_only_changed_files_are_read_in_a_larger_brain(brain: Brain, tmp_path: Path) -> None:
    for number in range(60):
        write(brain, page(f"person-{number}", title=f"Person {number}"))
    root = tmp_path / "work"
    snapshot = brain_materialize(brain=brain, directory=root)
    edit(root / "people/person-7.md", "title: Person 7", "title: Person Seven")
    edit(root / "people/person-42.md", "title: Person 42", "title: Person Forty-two")

    report = sync(brain, root, snapshot)

    assert (report.files_read, report.unchanged, sorted(report.updated)) == (
        2,
        58,
        ["person-42", "person-7"],
    )


def test_the_toolkit_merge_in_a_materialized_directory_syncs_back(
    seeded: tuple[Brain, Path, Snapshot],
) -> None:
    brain, root, snapshot = seeded
    write(brain, page("s-chen", title="S. Chen", folder="inbox"))
    root2 = root.parent / "work2"
    snapshot = brain_materialize(brain=brain, directory=root2)

    cmd_merge(DirectoryStore(root2), "s-chen", "sarah-chen")
    report = sync(brain, root2, snapshot)

    assert report.applied is True, report.as_dict()
    assert sorted(report.updated) == ["s-chen", "sarah-chen"]
    tombstone = BrainDocument.objects.get(brain_ref=brain, brain_id="s-chen")
    assert (tombstone.status, tombstone.merged_into) == ("merged", "sarah-chen")
    assert (
        BrainDocumentVersion.objects.filter(brain_ref=brain, brain_id="s-chen").latest("id").action
        == "merge"
    )


# --- conflicts ----------------------------------------------------------------------------------


def test_a_document_changed_in_the_database_is_a_conflict(
    seeded: tuple[Brain, Path, Snapshot],
) -> None:
    # given someone wrote sarah-chen in the database after the materialization
    brain, root, snapshot = seeded
    row = BrainDocument.objects.get(brain_ref=brain, brain_id="sarah-chen")
    current = write(
        brain, document_from_row(row).with_meta(title="Sarah (db)"), expected_hash=row.content_hash
    )
    edit(root / "people/sarah-chen.md", "title: Sarah Chen", "title: Sarah (file)")
    edit(root / "companies/acme-corp.md", "title: Acme", "title: Acme Corp")
    before = db_snapshot(brain)

    # when
    report = sync(brain, root, snapshot)

    # then nothing is applied, not even the other file
    assert report.applied is False
    assert [(c["path"], c["code"], c["current_hash"]) for c in report.conflicts] == [
        ("people/sarah-chen.md", "stale_write", current.content_hash)
    ]
    assert db_snapshot(brain) == before


def test_a_document_deleted_in_the_database_is_a_conflict(
    seeded: tuple[Brain, Path, Snapshot],
) -> None:
    brain, root, snapshot = seeded
    row = BrainDocument.objects.get(brain_ref=brain, brain_id="sarah-chen")
    document_delete(
        brain=brain, brain_id="sarah-chen", expected_hash=row.content_hash, actor=Actor("user")
    )
    edit(root / "people/sarah-chen.md", "title: Sarah Chen", "title: Sarah (file)")
    before = db_snapshot(brain)

    report = sync(brain, root, snapshot)

    assert report.applied is False
    assert [c["code"] for c in report.conflicts] == ["not_found"]
    assert db_snapshot(brain) == before


def test_a_file_created_while_the_database_got_the_same_id_is_a_conflict(
    seeded: tuple[Brain, Path, Snapshot],
) -> None:
    brain, root, snapshot = seeded
    write(brain, page("jamie-lee", title="Jamie (db)"))
    (root / "people/jamie-lee.md").write_bytes(serialize_document(page("jamie-lee")))
    before = db_snapshot(brain)

    report = sync(brain, root, snapshot)

    assert report.applied is False
    assert [c["code"] for c in report.conflicts] == ["already_exists"]
    assert db_snapshot(brain) == before


# --- refused files ------------------------------------------------------------------------------


def refused_after(brain: Brain, root: Path, snapshot: Snapshot) -> list[tuple[str, str, str]]:
    before = db_snapshot(brain)
    report = sync(brain, root, snapshot)
    assert report.applied is False
    assert db_snapshot(brain) == before
    return [(r["path"], r["code"], r["message"]) for r in report.refused]


def test_a_symlink_to_a_file_outside_the_root_is_refused(
    seeded: tuple[Brain, Path, Snapshot], tmp_path: Path
) -> None:
    brain, root, snapshot = seeded
    outside = tmp_path / "secret.md"
    outside.write_bytes(serialize_document(page("leak", title="Leak")))
    os.symlink(outside, root / "people/leak.md")
    edit(root / "companies/acme-corp.md", "title: Acme", "title: Acme Corp")

    assert refused_after(brain, root, snapshot) == [("people/leak.md", UNSAFE_PATH, MSG_SYMLINK)]


def test_a_known_file_replaced_by_a_symlink_is_refused(
    seeded: tuple[Brain, Path, Snapshot], tmp_path: Path
) -> None:
    brain, root, snapshot = seeded
    outside = tmp_path / "passwd.md"
    outside.write_text("root:x:0:0\n")
    (root / "people/sarah-chen.md").unlink()
    os.symlink(outside, root / "people/sarah-chen.md")

    assert refused_after(brain, root, snapshot) == [
        ("people/sarah-chen.md", UNSAFE_PATH, MSG_SYMLINK)
    ]


def test_a_symlinked_folder_is_refused(
    seeded: tuple[Brain, Path, Snapshot], tmp_path: Path
) -> None:
    brain, root, snapshot = seeded
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "x.md").write_bytes(serialize_document(page("x", title="X")))
    os.symlink(elsewhere, root / "linked")

    assert refused_after(brain, root, snapshot) == [("linked", UNSAFE_PATH, MSG_SYMLINK)]


def test_a_hardlink_is_refused(seeded: tuple[Brain, Path, Snapshot], tmp_path: Path) -> None:
    brain, root, snapshot = seeded
    outside = tmp_path / "outside.md"
    outside.write_bytes(serialize_document(page("other", title="Other")))
    os.link(outside, root / "people/other.md")

    assert refused_after(brain, root, snapshot) == [("people/other.md", UNSAFE_PATH, MSG_HARDLINK)]


def test_a_device_or_pipe_is_refused(seeded: tuple[Brain, Path, Snapshot]) -> None:
    brain, root, snapshot = seeded
    os.mkfifo(root / "people/pipe.md")

    assert refused_after(brain, root, snapshot) == [
        ("people/pipe.md", UNSAFE_PATH, MSG_NOT_REGULAR)
    ]


def test_a_path_outside_the_folder_rules_is_refused(seeded: tuple[Brain, Path, Snapshot]) -> None:
    brain, root, snapshot = seeded
    (root / "Bad Folder").mkdir()
    (root / "Bad Folder/x.md").write_bytes(serialize_document(page("x", title="X")))
    (root / "people/Not A Slug.md").write_bytes(serialize_document(page("x", title="X")))

    refused = refused_after(brain, root, snapshot)

    assert [(path, code) for path, code, _ in refused] == [
        ("Bad Folder", UNSAFE_PATH),
        ("people/Not A Slug.md", UNSAFE_PATH),
    ]


def test_a_document_whose_id_climbs_out_is_refused(seeded: tuple[Brain, Path, Snapshot]) -> None:
    brain, root, snapshot = seeded
    edit(root / "people/sarah-chen.md", "id: sarah-chen", "id: ../../etc/passwd")

    refused = refused_after(brain, root, snapshot)

    assert [(path, code) for path, code, _ in refused] == [
        ("people/sarah-chen.md", "invalid_document")
    ]


def test_an_invalid_document_is_refused_with_the_toolkit_message(
    seeded: tuple[Brain, Path, Snapshot],
) -> None:
    brain, root, snapshot = seeded
    edit(root / "people/sarah-chen.md", "status: draft", "status: active")
    edit(root / "companies/acme-corp.md", "title: Acme", "title: Acme Corp")

    assert refused_after(brain, root, snapshot) == [
        ("people/sarah-chen.md", "invalid_document", MSG_EVIDENCE)
    ]


def test_a_copied_document_is_refused_as_a_duplicate_id(
    seeded: tuple[Brain, Path, Snapshot],
) -> None:
    brain, root, snapshot = seeded
    (root / "inbox/sarah-chen.md").write_bytes((root / "people/sarah-chen.md").read_bytes())

    refused = refused_after(brain, root, snapshot)

    assert [(path, code) for path, code, _ in refused] == [("inbox/sarah-chen.md", DUPLICATE_ID)]


def test_a_document_moved_in_the_database_is_a_conflict(
    seeded: tuple[Brain, Path, Snapshot],
) -> None:
    # given the database moved sarah-chen to another folder without changing its text
    brain, root, snapshot = seeded
    row = BrainDocument.objects.get(brain_ref=brain, brain_id="sarah-chen")
    write(
        brain,
        document_from_row(row).with_folder("clients"),
        expected_hash=row.content_hash,
    )
    edit(root / "people/sarah-chen.md", "title: Sarah Chen", "title: Sarah (file)")
    before = db_snapshot(brain)

    report = sync(brain, root, snapshot)

    assert report.applied is False
    assert [(c["path"], c["code"]) for c in report.conflicts] == [
        ("people/sarah-chen.md", "stale_write")
    ]
    assert db_snapshot(brain) == before


def test_a_huge_file_is_refused_before_it_is_read(seeded: tuple[Brain, Path, Snapshot]) -> None:
    brain, root, snapshot = seeded
    with open(root / "people" / "huge.md", "wb") as handle:
        handle.truncate(1 << 30)  # sparse: 1 GiB that costs nothing unless someone reads it
    assert refused_after(brain, root, snapshot) == [
        ("people/huge.md", "parse_error", MSG_TOO_LARGE)
    ]
