"""The issue's "Done when" CLI session, and the CLI's error contract (docs/cli.md)."""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from brain.toolkit.document import parse_document
from tests.toolkit.helpers import (
    DEMO_BRAIN,
    REPO_ROOT,
    doc_text,
    file_hash,
    run,
    run_json,
    stderr_lines,
    temp_files,
    tree_digest,
    write,
)


def entry_id(doc_id: str, timestamp: str, source: str, text: str) -> str:
    joined = "\n".join([doc_id, timestamp, source, text])
    return "ev-" + hashlib.sha256(joined.encode()).hexdigest()[:12]


def ok(capsys: pytest.CaptureFixture[str], root: Path, *args: str) -> Any:
    code, data, err = run_json(capsys, root, *args)
    assert code == 0, (args, data, err)
    return data


def read(root: Path, relpath: str) -> Any:
    return parse_document((root / relpath).read_bytes(), folder=str(Path(relpath).parent))


def test_create_link_timeline_rewrite_merge_move_leaves_a_clean_brain(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = tmp_path

    # --- create: a person and two companies, and evidence --------------------------------
    sarah = ok(capsys, root, "create", "--type", "person", "--title", "Sarah Chen")["created"]
    assert (sarah["id"], sarah["path"], sarah["kind"], sarah["status"]) == (
        "sarah-chen",
        "people/sarah-chen.md",
        "page",
        "draft",
    )
    corp = ok(capsys, root, "create", "--type", "company", "--title", "Acme Corp")["created"]
    assert corp["path"] == "companies/acme-corp.md"
    acme = ok(
        capsys, root, "create", "--type", "company", "--title", "Acme", "--alias", "ACME Inc"
    )["created"]
    assert (acme["id"], acme["aliases"]) == ("acme", ["ACME Inc"])
    project = ok(
        capsys,
        root,
        "create",
        "--type",
        "project",
        "--title",
        "Acme Pilot",
        "--body",
        "Pilot with [[page:acme|Acme]].",
    )["created"]
    assert project["path"] == "projects/acme-pilot.md"

    evidence = ok(
        capsys,
        root,
        "append-evidence",
        "--source",
        "jamie:meeting:123",
        "--title",
        "Kickoff transcript",
        "--text",
        "Sarah: we start the pilot Monday.",
    )
    assert evidence["created"] is True
    ev_id = evidence["evidence"]["id"]
    assert ev_id.startswith("ev-jamie-meeting-123-")
    assert evidence["evidence"]["path"] == f"evidence/{ev_id}.md"
    assert evidence["evidence"]["kind"] == "evidence"
    assert evidence["link"] == f"[[evidence:{ev_id}|Kickoff transcript]]"
    # the same snapshot again is a no-op with the same id
    again = ok(
        capsys,
        root,
        "append-evidence",
        "--source",
        "jamie:meeting:123",
        "--title",
        "Kickoff transcript",
        "--text",
        "Sarah: we start the pilot Monday.",
    )
    assert (again["created"], again["evidence"]["id"]) == (False, ev_id)

    # --- link ----------------------------------------------------------------------------
    linked = ok(capsys, root, "link", "sarah-chen", "acme", "--type", "works_at")
    assert linked == {
        "id": "sarah-chen",
        "relations": [{"type": "works_at", "target": "acme"}],
        "changed": True,
        "hashes": {"sarah-chen": file_hash(root, "people/sarah-chen.md")},
    }

    # --- append-timeline -----------------------------------------------------------------
    appended = ok(
        capsys,
        root,
        "append-timeline",
        "sarah-chen",
        "--source",
        "jamie:meeting:123",
        "--text",
        "Kickoff call; agreed the pilot.",
        "--at",
        "2026-11-30T16:00:00+02:00",
    )
    assert appended["appended"] is True
    assert appended["entry"] == {
        "id": entry_id(
            "sarah-chen",
            "2026-11-30T14:00:00Z",
            "jamie:meeting:123",
            "Kickoff call; agreed the pilot.",
        ),
        "timestamp": "2026-11-30T14:00:00Z",
        "source": "jamie:meeting:123",
        "text": "Kickoff call; agreed the pilot.",
    }
    ok(
        capsys,
        root,
        "append-timeline",
        "acme-corp",
        "--source",
        "web:https://acme.test/news",
        "--text",
        "Announced a field-service rollout.\nSecond line.",
        "--at",
        "2026-11-01T09:00:00Z",
    )

    # --- rewrite (citing the evidence), then set active ------------------------------------
    truth = f"# Sarah Chen\n\nVP at [[page:acme|Acme]] ([[evidence:{ev_id}|kickoff]])."
    rewritten = ok(capsys, root, "rewrite", "sarah-chen", "--body", truth)
    assert rewritten["changed"] is True
    assert rewritten["document"]["body"].startswith(truth + "\n\n## Timeline\n")
    ok(
        capsys,
        root,
        "rewrite",
        "acme-corp",
        "--body",
        "# Acme Corp\n\nSponsor: [[page:sarah-chen]].",
    )
    active = ok(capsys, root, "set", "sarah-chen", "--status", "active")["document"]
    assert active["status"] == "active"

    # --- merge acme into acme-corp -------------------------------------------------------
    merged = ok(capsys, root, "merge", "acme", "acme-corp")
    assert merged == {
        "merged": "acme",
        "into": "acme-corp",
        "applied": True,
        "folded": {"aliases": ["Acme", "ACME Inc"], "relations": [], "sources": [], "timeline": []},
        "retargeted": ["acme-pilot", "sarah-chen"],
        "removed": {"relations": [], "links": []},
        "hashes": {
            "acme": file_hash(root, "companies/acme.md"),
            "acme-corp": file_hash(root, "companies/acme-corp.md"),
            "acme-pilot": file_hash(root, "projects/acme-pilot.md"),
            "sarah-chen": file_hash(root, "people/sarah-chen.md"),
        },
    }
    tomb = read(root, "companies/acme.md")
    assert (tomb.status, tomb.merged_into) == ("merged", "acme-corp")
    assert read(root, "companies/acme-corp.md").aliases == ["Acme", "ACME Inc"]
    sarah_doc = read(root, "people/sarah-chen.md")
    assert "[[page:acme-corp|Acme]]" in sarah_doc.body
    assert [r.as_dict() for r in sarah_doc.relations] == [
        {"type": "works_at", "target": "acme-corp"}
    ]
    assert "[[page:acme-corp|Acme]]" in read(root, "projects/acme-pilot.md").body

    # --- move acme-corp to another folder under a new id ---------------------------------
    moved = ok(
        capsys, root, "move", "acme-corp", "--folder", "customers", "--to", "acme-corporation"
    )
    assert moved == {
        "id": "acme-corporation",
        "from": "companies/acme-corp.md",
        "to": "customers/acme-corporation.md",
        "retargeted": ["acme", "acme-pilot", "sarah-chen"],
        "hashes": {
            "acme-corporation": file_hash(root, "customers/acme-corporation.md"),
            "acme": file_hash(root, "companies/acme.md"),
            "acme-pilot": file_hash(root, "projects/acme-pilot.md"),
            "sarah-chen": file_hash(root, "people/sarah-chen.md"),
        },
    }
    assert not (root / "companies" / "acme-corp.md").exists()
    corp_doc = read(root, "customers/acme-corporation.md")
    assert corp_doc.brain_id == "acme-corporation"
    (corp_entry,) = corp_doc.timeline
    assert corp_entry.entry_id == entry_id(
        "acme-corporation",
        "2026-11-01T09:00:00Z",
        "web:https://acme.test/news",
        "Announced a field-service rollout.\nSecond line.",
    )
    assert read(root, "companies/acme.md").merged_into == "acme-corporation"
    sarah_doc = read(root, "people/sarah-chen.md")
    assert "[[page:acme-corporation|Acme]]" in sarah_doc.body
    assert [r.target for r in sarah_doc.relations] == ["acme-corporation"]
    assert "[[page:acme-corporation|Acme]]" in read(root, "projects/acme-pilot.md").body
    for path in root.rglob("*.md"):
        assert "acme-corp]" not in path.read_text() and "acme-corp|" not in path.read_text()

    # get follows the links both ways
    got = ok(capsys, root, "get", "acme-corporation")
    assert {(e["id"], e["type"]) for e in got["links"]["pages_in"]} == {
        ("acme-pilot", "wiki_link"),
        ("sarah-chen", "works_at"),
        ("sarah-chen", "wiki_link"),
    }
    assert got["links"]["pages_out"] == [{"id": "sarah-chen", "type": "wiki_link"}]

    # --- doctor and validate -------------------------------------------------------------
    report = ok(capsys, root, "doctor")
    assert report["documents"] == 5
    assert [i for i in report["issues"] if i["severity"] == "error"] == []
    assert not any(code.startswith("broken_") for code in report["counts"])
    assert report["issues"] == []
    assert ok(capsys, root, "validate") == {"checked": 5, "invalid": []}
    assert temp_files(root) == []


def session_root(root: Path) -> None:
    write(root, "companies/acme.md", doc_text("acme", type="company", body="The company."))
    write(root, "people/sarah.md", doc_text("sarah", type="person", body="At [[page:acme|Acme]]."))
    write(
        root,
        "projects/pilot.md",
        doc_text("pilot", type="project", extra="relations: [{type: for, target: acme}]"),
    )


def test_delete_without_yes_is_a_dry_run_listing_what_would_break(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    session_root(tmp_path)
    before = tree_digest(tmp_path)
    result = ok(capsys, tmp_path, "delete", "acme")
    assert result == {
        "id": "acme",
        "path": "companies/acme.md",
        "deleted": False,
        # by id, then type: the same order from the database's store
        "would_break": [{"id": "pilot", "type": "for"}, {"id": "sarah", "type": "wiki_link"}],
        "hashes": {},
    }
    assert tree_digest(tmp_path) == before


def test_delete_dry_run_text_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    session_root(tmp_path)
    code, out, _ = run(capsys, tmp_path, "delete", "acme")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "would delete (dry run; add --yes) companies/acme.md"
    assert sorted(lines[1:]) == ["  breaks for from pilot", "  breaks wiki_link from sarah"]
    assert (tmp_path / "companies" / "acme.md").exists()


def test_delete_with_yes_removes_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    session_root(tmp_path)
    result = ok(capsys, tmp_path, "delete", "acme", "--yes")
    assert result["deleted"] is True
    assert not (tmp_path / "companies" / "acme.md").exists()
    assert (tmp_path / "people" / "sarah.md").exists()
    report = ok(capsys, tmp_path, "doctor")
    assert report["counts"] == {"broken_relation": 1, "broken_link": 1}


def test_a_stale_expect_hash_is_refused_and_changes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # given
    session_root(tmp_path)
    path = tmp_path / "people" / "sarah.md"
    before = path.read_bytes()
    current = hashlib.sha256(before).hexdigest()
    wrong = "0" * 64
    # when
    code, data, err = run_json(
        capsys, tmp_path, "set", "sarah", "--title", "Sarah C.", "--expect-hash", wrong
    )
    # then
    assert code == 2
    assert data["error"]["code"] == "stale_write"
    assert data["error"]["current_hash"] == current
    assert wrong in data["error"]["message"]
    assert len(stderr_lines(err)) == 1
    assert path.read_bytes() == before


def test_the_current_expect_hash_is_accepted(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    session_root(tmp_path)
    current = ok(capsys, tmp_path, "get", "sarah")["document"]["hash"]
    assert current == hashlib.sha256((tmp_path / "people" / "sarah.md").read_bytes()).hexdigest()
    result = ok(capsys, tmp_path, "set", "sarah", "--title", "Sarah C.", "--expect-hash", current)
    assert result["document"]["title"] == "Sarah C."
    assert (
        result["document"]["hash"]
        == hashlib.sha256((tmp_path / "people" / "sarah.md").read_bytes()).hexdigest()
    )


@pytest.mark.parametrize(
    "args",
    [
        ("rewrite", "sarah", "--body", "x"),
        ("append-timeline", "sarah", "--source", "a:b", "--text", "x"),
        ("alias", "sarah", "S"),
        ("link", "sarah", "pilot"),
        ("move", "sarah", "--folder", "team"),
    ],
)
def test_every_write_with_a_stale_hash_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: tuple[str, ...]
) -> None:
    session_root(tmp_path)
    before = tree_digest(tmp_path)
    code, data, _ = run_json(capsys, tmp_path, *args, "--expect-hash", "f" * 64)
    assert code == 2
    assert data["error"]["code"] == "stale_write"
    assert tree_digest(tmp_path) == before


def test_a_json_error_is_one_document_on_stdout_and_one_line_on_stderr(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, data, err = run_json(capsys, tmp_path, "get", "nobody")
    assert code == 2
    assert set(data) == {"error"}
    assert {"code", "message"} <= set(data["error"])
    assert data["error"]["code"] == "not_found"
    assert data["error"]["message"] == "no document with id or alias 'nobody'"
    assert stderr_lines(err) == ["goat-brain: no document with id or alias 'nobody'"]


def test_a_text_error_prints_nothing_on_stdout(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, tmp_path, "get", "nobody")
    assert (code, out) == (2, "")
    assert len(stderr_lines(err)) == 1


@pytest.mark.parametrize(
    "args",
    [
        ("frobnicate",),
        (),
        ("get",),
        ("create", "--title", "No type"),
        ("query", "x", "--limit", "many"),
        ("move", "x"),
        ("set", "x", "--field", "novalue"),
    ],
)
def test_unknown_commands_and_missing_arguments_exit_2_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: tuple[str, ...]
) -> None:
    write(tmp_path, "inbox/x.md", doc_text("x"))
    code, out, err = run(capsys, tmp_path, *args)
    assert code == 2
    assert out == ""
    assert len(stderr_lines(err)) == 1
    assert stderr_lines(err)[0].startswith("goat-brain: ")
    assert "Traceback" not in err


def test_usage_errors_with_json_are_json_too(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, data, err = run_json(capsys, tmp_path, "frobnicate")
    assert code == 2
    assert data["error"]["code"] == "usage"
    assert "frobnicate" in data["error"]["message"]
    assert len(stderr_lines(err)) == 1


def test_a_root_that_is_not_a_directory_is_a_usage_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, tmp_path / "missing", "list")
    assert (code, out) == (2, "")
    assert stderr_lines(err) == [f"goat-brain: {tmp_path / 'missing'} is not a directory"]


def test_list_and_timeline_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    session_root(tmp_path)
    listed = ok(capsys, tmp_path, "list")
    assert [d["path"] for d in listed["documents"]] == [
        "companies/acme.md",
        "people/sarah.md",
        "projects/pilot.md",
    ]
    assert set(listed["documents"][0]) == {"id", "path", "kind", "type", "title", "status"}
    assert ok(capsys, tmp_path, "list", "--type", "person")["documents"][0]["id"] == "sarah"
    ok(
        capsys,
        tmp_path,
        "append-timeline",
        "sarah",
        "--source",
        "a:b",
        "--text",
        "Hi.",
        "--at",
        "2026-01-01T00:00:00Z",
    )
    assert ok(capsys, tmp_path, "timeline", "sarah") == {
        "id": "sarah",
        "entries": [
            {
                "id": entry_id("sarah", "2026-01-01T00:00:00Z", "a:b", "Hi."),
                "timestamp": "2026-01-01T00:00:00Z",
                "source": "a:b",
                "text": "Hi.",
            }
        ],
    }


def test_list_leaves_merged_tombstones_out_unless_asked_for(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    session_root(tmp_path)
    write(
        tmp_path,
        "companies/acme-old.md",
        doc_text("acme-old", type="company", status="merged", extra="mergedInto: acme"),
    )
    write(tmp_path, "inbox/gone.md", doc_text("gone", status="archived"))
    before = tree_digest(tmp_path)

    def ids(*args: str) -> list[str]:
        return [d["id"] for d in ok(capsys, tmp_path, "list", *args)["documents"]]

    assert ids() == ["acme", "gone", "sarah", "pilot"]
    assert ids("--include-merged") == ["acme-old", "acme", "gone", "sarah", "pilot"]
    assert ids("--status", "merged") == ["acme-old"]
    assert ids("--type", "company") == ["acme"]
    assert ids("--type", "company", "--include-merged") == ["acme-old", "acme"]
    assert run(capsys, tmp_path, "list", "--status", "merged") == (
        0,
        "companies/acme-old.md\tcompany\tmerged\tAcme Old\n",
        "",
    )
    assert tree_digest(tmp_path) == before


def test_get_text_prints_the_title_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # given a page whose body opens with its title (as the product writes pages), one whose
    # body opens with another heading, one without a heading and one without a body
    write(
        tmp_path,
        "people/sarah.md",
        doc_text("sarah", type="person", title="Sarah Chen", body="#  Sarah Chen #\n\nRuns ops."),
    )
    write(
        tmp_path,
        "meetings/kickoff.md",
        doc_text("kickoff", type="meeting", title="Kickoff meeting", body="# Kickoff\n"),
    )
    write(tmp_path, "inbox/loose.md", doc_text("loose", title="Loose note", body="Just text."))
    write(tmp_path, "inbox/bare.md", doc_text("bare", title="Bare"))
    hashes = {
        d: ok(capsys, tmp_path, "get", d)["document"]["hash"][:12]
        for d in ("sarah", "kickoff", "loose", "bare")
    }

    # when each is shown as text, then the title is there once, as the body's heading or above it
    assert run(capsys, tmp_path, "get", "sarah")[1] == (
        f"people/sarah.md  (page person, draft, {hashes['sarah']})\n#  Sarah Chen #\n\nRuns ops.\n"
    )
    assert run(capsys, tmp_path, "get", "kickoff")[1] == (
        f"meetings/kickoff.md  (page meeting, draft, {hashes['kickoff']})\n"
        "# Kickoff meeting\n\n# Kickoff\n"
    )
    assert run(capsys, tmp_path, "get", "loose")[1] == (
        f"inbox/loose.md  (page note, draft, {hashes['loose']})\n# Loose note\n\nJust text.\n"
    )
    assert run(capsys, tmp_path, "get", "bare")[1] == (
        f"inbox/bare.md  (page note, draft, {hashes['bare']})\n# Bare\n"
    )
    # and --json still gives the body as stored
    assert (
        ok(capsys, tmp_path, "get", "sarah")["document"]["body"] == "#  Sarah Chen #\n\nRuns ops."
    )


def test_get_text_of_a_document_without_a_title_prints_no_empty_heading(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # given a hand-edited file that lost its title (invalid, but still readable)
    write(
        tmp_path,
        "people/ada.md",
        "---\nid: ada\nkind: page\ntype: person\nstatus: draft\n---\n# Ada\n\nRuns ops.\n",
    )
    digest = ok(capsys, tmp_path, "get", "ada")["document"]["hash"][:12]

    # when it is shown as text, then the body follows the header line, with no bare "# "
    assert run(capsys, tmp_path, "get", "ada") == (
        0,
        f"people/ada.md  (page person, draft, {digest})\n# Ada\n\nRuns ops.\n",
        "",
    )


def test_get_text_of_a_demo_page_prints_its_title_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = tmp_path / "brain"
    shutil.copytree(DEMO_BRAIN, root)
    code, out, _ = run(capsys, root, "get", "sarah-chen")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("people/sarah-chen.md  (page person, active, ")
    assert lines[1] == "# Sarah Chen"
    assert lines[2] == ""
    assert lines[3].startswith("VP Field Operations at [[page:acme-corp|Acme]]")
    assert out.count("Sarah Chen") == 1


def console_command() -> list[str]:
    script = Path(sys.executable).parent / "goat-brain"
    return [str(script)] if script.exists() else [sys.executable, "-m", "brain.toolkit.cli"]


def test_the_console_script_runs_as_a_process(tmp_path: Path) -> None:
    initialized = subprocess.run(
        [*console_command(), "init", str(tmp_path)],
        capture_output=True,
        text=True,
        cwd=REPO_ROOT,
        timeout=60,
        check=False,
    )
    assert initialized.returncode == 0, initialized.stderr
    assert (tmp_path / ".goat-brain" / "brain.json").is_file()
    created = subprocess.run(
        [
            *console_command(),
            "create",
            "--type",
            "note",
            "--title",
            "Hello World",
            "--root",
            str(tmp_path),
            "--json",
        ],
        capture_output=True,
        text=True,
        cwd=REPO_ROOT,
        timeout=60,
        check=False,
    )
    assert created.returncode == 0, created.stderr
    assert json.loads(created.stdout)["created"]["path"] == "inbox/hello-world.md"
    doctor = subprocess.run(
        [sys.executable, "-m", "brain.toolkit.cli", "doctor", "--root", str(tmp_path), "--json"],
        capture_output=True,
        text=True,
        cwd=REPO_ROOT,
        timeout=60,
        check=False,
    )
    assert doctor.returncode == 0, doctor.stderr
    assert json.loads(doctor.stdout)["counts"] == {"orphan": 1}
    bad = subprocess.run(
        [*console_command(), "frobnicate", "--root", str(tmp_path)],
        capture_output=True,
        text=True,
        cwd=REPO_ROOT,
        timeout=60,
        check=False,
    )
    assert bad.returncode == 2
    assert bad.stdout == ""
    assert len(stderr_lines(bad.stderr)) == 1
