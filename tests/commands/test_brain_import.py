from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

import pytest

from brain.models import (
    Brain,
    BrainDocument,
    BrainDocumentVersion,
    BrainEdge,
    BrainFolder,
    BrainTimelineEntry,
)
from brain.toolkit.files import MSG_TOO_LARGE
from brain.toolkit.validation import MSG_FILE_NAME
from tests.commands.conftest import TtyBuffer, run, run_failing
from tests.commands.imports import REFUSED_LINES, imported_ids, imported_rows, refuse_on_insert
from tests.commands.trees import ACME, SARAH, mixed_tree, write_file
from tests.store.factories import make_brain, make_workspace, page, write


def test_import_writes_valid_files_and_refuses_the_rest(brain: Brain, tmp_path: Path) -> None:
    # given
    root = mixed_tree(tmp_path / "in")
    # when
    error, ran = run_failing("brain_import", "team", str(root))
    # then
    assert error.returncode == 1
    assert str(error) == "3 of 5 files were refused"
    assert ran.stdout == (
        "imported into brain team: 5 files: 2 created, 0 updated, 0 unchanged, 3 refused\n"
    )
    assert ran.stderr.splitlines() == REFUSED_LINES
    assert imported_ids(brain) == ["acme", "sarah-chen"]
    acme = BrainDocument.objects.get(brain_ref=brain, brain_id="acme")
    assert (acme.folder, acme.title) == ("companies", "Acme")  # the first file is kept
    assert acme.content == ACME
    versions = BrainDocumentVersion.objects.filter(brain_ref=brain)
    assert sorted(versions.values_list("brain_id", "action", "actor_type")) == [
        ("acme", "create", "import"),
        ("sarah-chen", "create", "import"),
    ]
    # the refused files left nothing behind
    assert not BrainDocument.objects.filter(brain_ref=brain, brain_id__in=["wrong-zone", "broken"])
    assert not versions.filter(brain_id__in=["wrong-zone", "broken"]).exists()
    assert sorted(
        BrainEdge.objects.filter(brain_ref=brain).values_list("source__brain_id", "target_id")
    ) == [("acme", "sarah-chen"), ("sarah-chen", "acme")]
    assert BrainTimelineEntry.objects.filter(brain_ref=brain).count() == 1


def test_import_json_is_the_only_thing_on_stdout(brain: Brain, tmp_path: Path) -> None:
    root = mixed_tree(tmp_path / "in")

    error, ran = run_failing("brain_import", "team", str(root), "--json")

    assert error.returncode == 1
    assert ran.stderr == ""
    data = ran.json()
    assert {key: value for key, value in data.items() if key != "refused"} == {
        "brain": "team",
        "workspace": "acme",
        "files": 5,
        "created": 2,
        "updated": 0,
        "unchanged": 0,
        "folders_created": 0,
        "stored_files": 0,
    }
    assert [f"{r['path']}: {r['code']}: {r['message']}" for r in data["refused"]] == REFUSED_LINES


def test_reimport_is_idempotent(brain: Brain, tmp_path: Path) -> None:
    # given
    root = tmp_path / "in"
    write_file(root, "companies/acme.md", ACME)
    write_file(root, "people/sarah-chen.md", SARAH)
    run("brain_import", "team", str(root))
    versions = BrainDocumentVersion.objects.count()
    # when
    ran = run("brain_import", "team", str(root), "--json")
    # then
    assert ran.json() == {
        "brain": "team",
        "workspace": "acme",
        "files": 2,
        "created": 0,
        "updated": 0,
        "unchanged": 2,
        "folders_created": 0,
        "stored_files": 0,
        "refused": [],
    }
    assert BrainDocumentVersion.objects.count() == versions == 2


def test_a_file_already_in_the_brain_is_an_update(brain: Brain, tmp_path: Path) -> None:
    # given: sarah-chen exists from before the import, with other content
    write(brain, page("sarah-chen", body="# Sarah Chen\n\nOld text.\n"))
    root = tmp_path / "in"
    write_file(root, "people/sarah-chen.md", SARAH)
    # when
    ran = run("brain_import", "team", str(root))
    # then
    assert ran.stdout == (
        "imported into brain team: 1 files: 0 created, 1 updated, 0 unchanged, 0 refused\n"
    )
    row = BrainDocument.objects.get(brain_ref=brain, brain_id="sarah-chen")
    assert row.content == SARAH
    assert list(
        BrainDocumentVersion.objects.filter(brain_ref=brain)
        .order_by("id")
        .values_list("action", "actor_type")
    ) == [("create", "user"), ("update", "import")]


def test_a_file_with_an_id_already_in_the_brain_from_this_import_is_a_duplicate(
    brain: Brain, tmp_path: Path
) -> None:
    # given: a batch boundary between the two files (batch size 1 via two batches)
    root = tmp_path / "in"
    write_file(root, "a/acme.md", ACME)
    write_file(root, "b/acme.md", ACME)
    # when
    from brain.importer import brain_import
    from brain.services import Actor

    report = brain_import(brain=brain, directory=root, actor=Actor("import"), batch_size=1)
    # then
    assert [item.line for item in report.refused] == [
        "b/acme.md: duplicate_id: id 'acme' is already used by a/acme.md; give this document "
        "another id"
    ]
    assert list(BrainDocument.objects.filter(brain_ref=brain).values_list("folder", flat=True)) == [
        "a"
    ]


def test_file_name_must_match_the_id(brain: Brain, tmp_path: Path) -> None:
    root = tmp_path / "in"
    write_file(root, "companies/acme-corp.md", ACME)

    error, ran = run_failing("brain_import", "team", str(root))

    message = MSG_FILE_NAME.format(name="acme-corp.md", id="acme")
    assert ran.stderr == f"companies/acme-corp.md: invalid_document: {message}\n"
    assert imported_ids(brain) == []


def test_symlinks_are_refused_and_empty_folders_kept(brain: Brain, tmp_path: Path) -> None:
    root = tmp_path / "in"
    write_file(root, "companies/acme.md", ACME)
    outside = write_file(tmp_path, "outside.md", SARAH)
    os.symlink(outside, root / "sarah-chen.md")
    (root / "projects" / "pilot").mkdir(parents=True)
    (root / ".goat-brain").mkdir()

    error, ran = run_failing("brain_import", "team", str(root), "--json")

    data = ran.json()
    assert data["refused"] == [
        {
            "path": "sarah-chen.md",
            "code": "parse_error",
            "message": "not a regular file (symbolic link, device, socket or pipe); documents are "
            "plain files",
        }
    ]
    assert (data["created"], data["folders_created"]) == (1, 1)
    assert imported_ids(brain) == ["acme"]
    assert BrainFolder.objects.filter(brain_ref=brain, path__startswith="projects").count() == 2


def test_a_huge_file_is_refused_before_it_is_read(brain: Brain, tmp_path: Path) -> None:
    root = tmp_path / "in"
    write_file(root, "companies/acme.md", ACME)
    with open(root / "companies" / "huge.md", "wb") as handle:
        handle.truncate(1 << 30)  # sparse: 1 GiB that costs nothing unless someone reads it

    error, ran = run_failing("brain_import", "team", str(root), "--json")

    assert ran.json()["refused"] == [
        {"path": "companies/huge.md", "code": "parse_error", "message": MSG_TOO_LARGE}
    ]
    assert imported_ids(brain) == ["acme"]


def test_progress_bar_on_a_terminal(brain: Brain, tmp_path: Path) -> None:
    root = tmp_path / "in"
    write_file(root, "companies/acme.md", ACME)
    write_file(root, "people/sarah-chen.md", SARAH)
    stderr = TtyBuffer()

    run("brain_import", "team", str(root), stderr=stderr)

    # tqdm redraws in place: the first frame at 0 of 2 files, the last complete, then a newline
    frames = [frame for frame in stderr.getvalue().split("\r") if frame.strip()]
    assert frames[0].startswith("  0%|") and "| 0/2 [" in frames[0]
    assert frames[-1].startswith("100%|") and "| 2/2 [" in frames[-1]
    assert frames[-1].endswith("\n")


def test_no_progress_bar_when_stderr_is_not_a_terminal(brain: Brain, tmp_path: Path) -> None:
    root = tmp_path / "in"
    write_file(root, "companies/acme.md", ACME)
    ran = run("brain_import", "team", str(root))
    assert "%" not in ran.stderr


def test_missing_directory_is_a_usage_error(brain: Brain, tmp_path: Path) -> None:
    error, ran = run_failing("brain_import", "team", str(tmp_path / "nope"), "--json")

    assert error.returncode == 2
    assert ran.json() == {
        "error": {"code": "not_a_directory", "message": f"{tmp_path / 'nope'} is not a directory"}
    }


def test_a_slug_in_two_workspaces_needs_the_workspace(brain: Brain, tmp_path: Path) -> None:
    # given
    other = make_brain(make_workspace("globex"), "team")
    root = tmp_path / "in"
    write_file(root, "companies/acme.md", ACME)
    # when
    error, ran = run_failing("brain_import", "team", str(root))
    # then
    assert error.returncode == 2
    assert str(error) == (
        f"brain 'team' exists in several workspaces (id {brain.pk} in workspace 'acme', "
        f"id {other.pk} in workspace 'globex'); name it by id or pass the workspace"
    )
    assert BrainDocument.objects.count() == 0
    # and with --workspace it goes to that brain
    run("brain_import", "team", str(root), "--workspace", "globex")
    assert imported_ids(other) == ["acme"]
    assert imported_ids(brain) == []


@pytest.mark.parametrize("ref", ["nope", "999999"])
def test_unknown_brain(db: None, tmp_path: Path, ref: str) -> None:
    error, _ = run_failing("brain_import", ref, str(tmp_path))
    assert (error.returncode, str(error)) == (2, f"no brain {ref!r}")


def test_a_file_the_database_refuses_leaves_the_rest_of_its_batch(
    brain: Brain, tmp_path: Path
) -> None:
    # given: a real database rule the toolkit does not know, refusing one id
    refuse_on_insert("poison")
    root = tmp_path / "in"
    write_file(root, "companies/acme.md", ACME)
    write_file(root, "inbox/poison.md", ACME.replace("acme", "poison"))
    write_file(root, "people/sarah-chen.md", SARAH)
    counter = brain.change_counter
    # when
    error, ran = run_failing("brain_import", "team", str(root))
    # then
    brain.refresh_from_db()
    assert brain.change_counter == counter + 1  # one change notification for the batch
    assert ran.stderr == (
        "inbox/poison.md: invalid_document: the database refused the document: "
        "poison is not welcome\n"
    )
    assert ran.stdout.endswith("3 files: 2 created, 0 updated, 0 unchanged, 1 refused\n")
    assert imported_ids(brain) == ["acme", "sarah-chen"]
    assert sorted(
        BrainDocumentVersion.objects.filter(brain_ref=brain).values_list("brain_id", flat=True)
    ) == ["acme", "sarah-chen"]


def test_a_bulk_import_refreshes_the_planner_statistics(
    brain: Brain, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from django.db import connection

    from brain import importer
    from brain.services import Actor

    def last_analyzed() -> dict[str, datetime]:
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_stat_clear_snapshot()")
            cursor.execute(
                "SELECT relname, coalesce(last_analyze, 'epoch') FROM pg_stat_user_tables "
                "WHERE relname = ANY(%s)",
                [list(importer.ANALYZED_TABLES)],
            )
            return dict(cursor.fetchall())

    # given an import big enough to count as bulk (the threshold lowered for the test)
    monkeypatch.setattr(importer, "ANALYZE_AFTER", 1)
    write_file(tmp_path, "people/sarah-chen.md", SARAH)
    before = last_analyzed()
    # when
    importer.brain_import(brain=brain, directory=tmp_path, actor=Actor(type="import"))
    # then every table the one-document lookups use was analyzed again
    after = last_analyzed()
    assert sorted(after) == sorted(importer.ANALYZED_TABLES)
    assert all(after[table] > before[table] for table in importer.ANALYZED_TABLES)


def test_a_batched_import_writes_the_rows_of_a_per_document_import(
    workspace: object, brain: Brain, tmp_path: Path
) -> None:
    from bench.generate import generate

    # given a generated brain big enough for several batches and COPY-written rows
    root = tmp_path / "in"
    generate(root, 150)
    other = make_brain(brain.workspace, "other")
    # when it is imported file by file into one brain and in batches of 60 into another (from
    # 50 new rows on, documents, edges, timeline entries and versions go in by COPY)
    run("brain_import", "team", str(root), "--batch-size", "1")
    counter = other.change_counter
    run("brain_import", "other", str(root), "--batch-size", "60")
    # then both brains hold the same documents, edges, timeline entries and versions
    one, batched = imported_rows(brain), imported_rows(other)
    assert len(one["documents"]) == 150 and len(one["edges"]) > 50
    assert len(one["timeline"]) > 0
    assert one == batched
    other.refresh_from_db()
    assert other.change_counter == counter + 3  # one notification per batch (60, 60, 30)


@pytest.mark.allow_raw_writes  # the race is made by a raw update
def test_a_batch_with_one_refused_document_keeps_the_others(
    brain: Brain, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from brain.importer import brain_import
    from brain.services import Actor

    # given a batch whose one file the database refuses (a stale id taken meanwhile)
    root = tmp_path / "in"
    write_file(root, "companies/acme.md", ACME)
    write_file(root, "people/sarah-chen.md", SARAH)
    write(brain, page("sarah-chen", folder="inbox"))  # another folder: not unchanged
    # when the stored hash goes stale between the importer reading it and the write
    from brain import importer

    original = importer.changes_apply_each

    def racing(**kwargs: object) -> object:
        BrainDocument.objects.filter(brain_ref=brain, brain_id="sarah-chen").update(
            content_hash="0" * 64
        )
        return original(**kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(importer, "changes_apply_each", racing)
    report = brain_import(brain=brain, directory=root, actor=Actor(type="import"))
    # then only that file is refused, with one line naming it, and acme is written
    assert [item.path for item in report.refused] == ["people/sarah-chen.md"]
    assert report.refused[0].code == "stale_write"
    assert (report.created, report.updated) == (1, 0)
    assert imported_ids(brain) == ["acme", "sarah-chen"]
    assert BrainDocument.objects.get(brain_ref=brain, brain_id="sarah-chen").folder == "inbox"


def test_a_refused_file_in_a_batch_written_by_copy_leaves_the_others(
    brain: Brain, tmp_path: Path
) -> None:
    # given a batch big enough for COPY, one file of which a database rule refuses
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute(
            """
            CREATE FUNCTION refuse_poison() RETURNS trigger AS $$
            BEGIN
                IF NEW.brain_id = 'company-30' THEN
                    RAISE EXCEPTION 'company-30 is not welcome';
                END IF;
                RETURN NEW;
            END $$ LANGUAGE plpgsql;
            CREATE TRIGGER refuse_poison BEFORE INSERT ON brain_documents
                FOR EACH ROW EXECUTE FUNCTION refuse_poison();
            """
        )
    root = tmp_path / "in"
    for n in range(80):
        write_file(root, f"companies/company-{n}.md", ACME.replace("acme", f"company-{n}"))
    counter = brain.change_counter
    # when
    error, ran = run_failing("brain_import", "team", str(root))
    # then only that file is refused, in one line, and the batch's one notification is sent
    assert ran.stderr == (
        "companies/company-30.md: invalid_document: the database refused the document: "
        "company-30 is not welcome\n"
    )
    assert ran.stdout.endswith("80 files: 79 created, 0 updated, 0 unchanged, 1 refused\n")
    assert len(imported_ids(brain)) == 79 and "company-30" not in imported_ids(brain)
    assert BrainDocumentVersion.objects.filter(brain_ref=brain).count() == 79
    brain.refresh_from_db()
    assert brain.change_counter == counter + 1


def test_a_body_with_terminal_controls_is_refused_by_name(brain: Brain, tmp_path: Path) -> None:
    # given a file whose body would clear a terminal's screen, beside a valid one
    root = tmp_path / "in"
    write_file(root, "companies/acme.md", ACME + "Then \x1b[2J\x1b]0;pwned\x07.\n")
    write_file(root, "people/sarah-chen.md", SARAH)
    # when it is imported
    error, ran = run_failing("brain_import", "team", str(root))
    # then it alone is refused, in one line naming the character, and the other is written
    assert error.returncode == 1
    [line] = ran.stderr.splitlines()
    assert line.startswith(
        "companies/acme.md: invalid_document: the body contains the control character U+001B"
    )
    assert "Traceback" not in ran.stderr
    assert imported_ids(brain) == ["sarah-chen"]
