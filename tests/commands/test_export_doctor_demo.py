from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from django.conf import settings

from brain.demo import demo_directory, demo_load
from brain.models import (
    Brain,
    BrainDocument,
    BrainDocumentVersion,
    BrainEdge,
    BrainFolder,
    BrainTimelineEntry,
)
from brain.rows import document_from_row
from brain.services import Actor, document_delete, document_write
from brain.store import DatabaseStore
from brain.toolkit.commands import REGISTRY
from brain.toolkit.commands import run as run_command
from brain.toolkit.validation import MSG_TIMESTAMP_RANGE
from goat.models import Workspace, WorkspaceMembership
from tests.commands.conftest import run, run_failing
from tests.commands.trees import write_file
from tests.store.factories import make_brain, make_user, page, write
from ui.selectors import document_tree

DEMO_FILES = 27


def _tree(root: Path) -> dict[str, bytes]:
    return {
        path.relative_to(root).as_posix(): path.read_bytes()
        for path in sorted(root.rglob("*.md"))
        if path.is_file() and not path.relative_to(root).as_posix().startswith(".")
    }


def _folders(root: Path) -> list[str]:
    found = (p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_dir())
    return sorted(path for path in found if not path.startswith("."))


def _row_counts() -> dict[str, int]:
    return {
        model.__name__: model.objects.count()
        for model in (
            Workspace,
            WorkspaceMembership,
            Brain,
            BrainFolder,
            BrainDocument,
            BrainDocumentVersion,
            BrainTimelineEntry,
            BrainEdge,
        )
    }


def test_demo_directory_is_under_base_dir() -> None:
    assert demo_directory() == Path(settings.BASE_DIR) / "demo" / "brain"
    assert len(list(demo_directory().rglob("*.md"))) == DEMO_FILES


def test_demo_load_twice_changes_nothing_the_second_time(db: None) -> None:
    # when
    first = run("demo_load")
    counts = _row_counts()
    second = run("demo_load", "--json")
    # then
    brain = Brain.objects.get(slug="goat-labs")
    assert first.stdout == (
        f"demo brain goat-labs (id {brain.pk}) in workspace demo: {DEMO_FILES} files: "
        f"{DEMO_FILES} created, 0 kept (already in the brain's history), 0 refused; no user "
        "'admin' yet: run demo_load again after creating it\n"
    )
    assert first.stderr == ""
    assert second.json() == {
        "workspace": "demo",
        "brain": "goat-labs",
        "brain_pk": brain.pk,
        "workspace_created": False,
        "brain_created": False,
        "admin": None,
        "files": DEMO_FILES,
        "created": 0,
        "kept": DEMO_FILES,
        "folders_created": 0,
        "refused": [],
    }
    assert _row_counts() == counts
    assert counts["BrainDocument"] == counts["BrainDocumentVersion"] == DEMO_FILES
    assert (brain.name, brain.workspace.name, brain.visibility) == (
        "Goat Labs",
        "Demo",
        "workspace",
    )


def test_demo_load_makes_an_existing_admin_a_workspace_admin(db: None) -> None:
    # given: the first run happened before the admin user existed
    run("demo_load")
    admin = make_user("admin", is_superuser=True, is_staff=True)
    versions = BrainDocumentVersion.objects.count()
    # when
    ran = run("demo_load")
    run("demo_load")
    # then
    assert ran.stdout.endswith("; admin is a workspace admin\n")
    memberships = WorkspaceMembership.objects.filter(workspace__slug="demo")
    assert list(memberships.values_list("user__username", "role")) == [("admin", "admin")]
    assert memberships.get().user == admin
    assert BrainDocumentVersion.objects.count() == versions


def _demo_row(brain_id: str) -> BrainDocument:
    return BrainDocument.objects.get(brain_ref__slug="goat-labs", brain_id=brain_id)


def test_demo_load_never_undoes_what_curators_changed(db: None) -> None:
    # given: the demo brain, in which curators edited, renamed, moved and deleted documents
    run("demo_load")
    brain = Brain.objects.get(slug="goat-labs")
    actor = Actor("user", None, "admin")
    sarah = _demo_row("sarah-chen")
    edited = document_write(
        brain=brain,
        document=document_from_row(sarah).with_meta(title="Sarah Chen (VP Eng)"),
        expected_hash=sarah.content_hash,
        actor=actor,
    )
    store = DatabaseStore(brain, actor=actor)
    maya = _demo_row("maya-okafor")
    run_command(
        REGISTRY["move"],
        store,
        {"ref": "maya-okafor", "new_id": "maya-okafor-cro", "expected_hash": maya.content_hash},
    )
    renamed = _demo_row("maya-okafor-cro")
    tom = _demo_row("tom-lindqvist")
    run_command(
        REGISTRY["move"],
        store,
        {"ref": "tom-lindqvist", "folder": "people/customers", "expected_hash": tom.content_hash},
    )
    moved = _demo_row("tom-lindqvist")
    idea = _demo_row("idea-slack-overtime-alerts")
    document_delete(
        brain=brain, brain_id=idea.brain_id, expected_hash=idea.content_hash, actor=actor
    )
    counts = _row_counts()
    # when: the README's run command loads the demo again
    again = run("demo_load", "--json")
    # then: nothing of that was undone, nothing came back, nothing was duplicated
    assert again.json()["created"] == 0
    assert again.json()["kept"] == DEMO_FILES
    assert _row_counts() == counts
    assert _demo_row("sarah-chen").content_hash == edited.content_hash
    assert _demo_row("maya-okafor-cro").content_hash == renamed.content_hash
    assert not BrainDocument.objects.filter(brain_id="maya-okafor").exists()
    assert _demo_row("tom-lindqvist").path == moved.path == "people/customers/tom-lindqvist.md"
    assert not BrainDocument.objects.filter(brain_id="idea-slack-overtime-alerts").exists()


def test_demo_load_adds_only_demo_files_new_to_the_brain(db: None, tmp_path: Path) -> None:
    # given: a brain loaded from an older demo directory that lacked one file
    older = tmp_path / "older"
    shutil.copytree(demo_directory(), older)
    (older / "analysis" / "northwind-capped-usage-proposal.md").unlink()
    demo_load(directory=older)
    versions = BrainDocumentVersion.objects.count()
    # when
    report = demo_load()
    # then
    assert (report.imported.created, len(report.kept)) == (1, DEMO_FILES - 1)
    assert BrainDocumentVersion.objects.count() == versions + 1
    assert _demo_row("northwind-capped-usage-proposal").status == "draft"


def test_the_demo_has_a_draft_that_promote_can_make_active(db: None) -> None:
    run("demo_load")
    brain = Brain.objects.get(slug="goat-labs")
    store = DatabaseStore(brain, actor=Actor("user", None, "admin"))
    row = _demo_row("northwind-capped-usage-proposal")

    run_command(
        REGISTRY["set"],
        store,
        {"ref": row.brain_id, "status": "active", "expected_hash": row.content_hash},
    )

    assert _demo_row("northwind-capped-usage-proposal").status == "active"


README_DEMO = re.compile(
    r"the (?P<files>\d+) files of `demo/brain/` \((?P<pages>\d+) pages and (?P<evidence>\d+) "
    r"evidence\s+documents\).*?The staff UI's count is (?P<live>\d+): the live \(draft or\s+"
    r"active\) documents, pages and evidence alike; it shows the (?P<archived>\d+) archived page "
    r"apart and leaves\s+out the (?P<merged>\d+) merged tombstone",
    re.S,
)


def test_the_readme_counts_the_demo_brain_as_the_ui_and_list_do(db: None, repo_root: Path) -> None:
    # given the demo brain, loaded as scripts/run loads it
    run("demo_load")
    brain = Brain.objects.get(slug="goat-labs")
    store = DatabaseStore(brain, actor=Actor("user", None, "admin"))
    rows = BrainDocument.objects.filter(brain_ref=brain)
    tree = document_tree(store=store)
    listed = run_command(REGISTRY["list"], store, {})["documents"]

    # then the numbers the README gives are the brain's
    stated = README_DEMO.search((repo_root / "README.md").read_text(encoding="utf-8"))
    assert stated is not None, "the README's demo paragraph changed: keep its counts true"
    assert {key: int(value) for key, value in stated.groupdict().items()} == {
        "files": rows.count(),
        "pages": rows.filter(kind="page").count(),
        "evidence": rows.filter(kind="evidence").count(),
        "live": tree.count,
        "archived": len(tree.archived),
        "merged": rows.filter(status="merged").count(),
    }
    assert rows.count() == DEMO_FILES == 27
    assert (tree.count, len(tree.archived)) == (25, 1)
    # list, like the tree, leaves the tombstone out and keeps the archived page
    assert len(listed) == tree.count + len(tree.archived) == 26


def test_doctor_on_the_demo_brain_reports_one_broken_link(db: None) -> None:
    run("demo_load")

    ran = run("brain_doctor", "goat-labs", "--json")

    assert ran.stderr == ""
    report = ran.json()
    assert report == {
        "documents": DEMO_FILES,
        "counts": {"broken_link": 1},
        "issues": [
            {
                "code": "broken_link",
                "severity": "error",
                "id": "acme-pilot-pricing-options",
                "path": "analysis/acme-pilot-pricing-options.md",
                "message": "links to page 'pricing-v3', which does not exist",
                "related": ["pricing-v3"],
            }
        ],
    }


def test_doctor_text(db: None) -> None:
    run("demo_load")

    ran = run("brain_doctor", "goat-labs", "--workspace", "demo")

    assert ran.stdout == (
        "analysis/acme-pilot-pricing-options.md: error broken_link: links to page "
        "'pricing-v3', which does not exist\n"
        f"{DEMO_FILES} documents, 1 issue (broken_link 1)\n"
    )


def test_doctor_on_an_empty_brain(brain: Brain) -> None:
    ran = run("brain_doctor", str(brain.pk), "--json")
    assert ran.json() == {"documents": 0, "counts": {}, "issues": []}


@pytest.mark.allow_raw_writes
@pytest.mark.parametrize("created", ["9999-12-31T23:00:00-05:00", "0001-01-01T01:00:00+05:00"])
def test_doctor_reports_a_stored_created_outside_the_calendar(brain: Brain, created: str) -> None:
    # given: a row whose text was stored around the write path (before the rule, say): its
    # created is a date-time that leaves Python's calendar once converted to UTC
    row = write(brain, page("acme-corp", title="Acme Corp", type="company", folder="companies"))
    content = row.content.replace("created: 2026-11-30T14:00:00Z", f"created: {created}")
    assert content != row.content
    BrainDocument.objects.filter(pk=row.pk).update(content=content)

    ran = run("brain_doctor", str(brain.pk), "--json")

    message = MSG_TIMESTAMP_RANGE.format(field="created", value=created)
    assert ran.json()["issues"][0] == {
        "code": "invalid_document",
        "severity": "error",
        "id": "acme-corp",
        "path": "companies/acme-corp.md",
        "message": message,
        "related": [],
        "rule": "timestamp",
    }
    assert BrainDocument.objects.get(pk=row.pk).content == content


def test_export_then_import_round_trips_byte_for_byte(db: None, tmp_path: Path) -> None:
    # given: the demo brain, plus an empty custom folder
    run("demo_load")
    source = Brain.objects.get(slug="goat-labs")
    BrainFolder.objects.create(brain_ref=source, path="research/drafts")
    # when
    exported = run("brain_export", "goat-labs", str(tmp_path / "one"))
    fresh = make_brain(source.workspace, "copy")
    run("brain_import", "copy", str(tmp_path / "one"))
    run("brain_export", "copy", str(tmp_path / "two"), "--json")
    # then
    assert exported.stdout == (
        f"exported brain goat-labs: {DEMO_FILES} documents in 12 folders to {tmp_path / 'one'}\n"
    )
    one, two = _tree(tmp_path / "one"), _tree(tmp_path / "two")
    assert len(one) == DEMO_FILES
    assert one == two
    assert one == _tree(demo_directory())  # the demo files are canonical
    assert _folders(tmp_path / "one") == _folders(tmp_path / "two")
    assert "research/drafts" in _folders(tmp_path / "two")
    assert BrainDocument.objects.filter(brain_ref=fresh).count() == DEMO_FILES


def test_export_json(brain: Brain, tmp_path: Path) -> None:
    target = tmp_path / "out"
    target.mkdir()  # an existing empty folder is fine

    ran = run("brain_export", "team", str(target), "--json")

    assert ran.json() == {
        "brain": "team",
        "workspace": "acme",
        "directory": str(target),
        "documents": 0,
        "folders": 9,
        "skipped": [],
    }
    assert _folders(target) == [
        "analysis",
        "companies",
        "concepts",
        "evidence",
        "inbox",
        "meetings",
        "people",
        "projects",
        "sources",
    ]


def test_export_refuses_a_non_empty_directory(brain: Brain, tmp_path: Path) -> None:
    target = tmp_path / "out"
    write_file(target, "keep.txt", "mine\n")

    error, ran = run_failing("brain_export", "team", str(target), "--json")

    assert error.returncode == 2
    message = f"{target} is not empty; materialize into a new or empty folder"
    assert ran.json() == {"error": {"code": "bad_directory", "message": message}}
    assert [p.name for p in target.iterdir()] == ["keep.txt"]


@pytest.mark.parametrize("command", ["brain_doctor", "brain_export"])
def test_unknown_workspace(brain: Brain, tmp_path: Path, command: str) -> None:
    args = [command, "team", "--workspace", "nope"]
    if command == "brain_export":
        args.insert(2, str(tmp_path / "out"))
    error, _ = run_failing(*args)
    assert (error.returncode, str(error)) == (2, "no workspace 'nope'")
    assert not (tmp_path / "out").exists()
