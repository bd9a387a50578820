"""`manage.py llmwiki`: --json round trips, errors as one JSON document, the Pen's root."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.conf import LazySettings

from llmwiki.models import Pen
from tests.commands.conftest import run, run_failing
from tests.store.factories import make_user

PEN = "acme-pilot_12345678-1234-5678-9abc-def012345678"


@pytest.fixture
def pen(db: None) -> Pen:
    short_name, _, pen_uuid = PEN.partition("_")
    owner = make_user("olivia")
    return Pen.objects.create(name="Acme pilot", short_name=short_name, uuid=pen_uuid, owner=owner)


def test_json_round_trips_through_every_op(goat_home: Path, tmp_path: Path, pen: Pen) -> None:
    # given
    source = tmp_path / "meeting.md"
    source.write_text("# Kickoff\n\nAcme signed the pilot.\n")
    # when: ingest
    ingested = run(
        "llmwiki", "--pen", PEN, "ingest-source", str(source), "--title", "Kickoff", "--json"
    ).json()
    # then
    root = goat_home / "projects" / PEN / "memory" / "llm-wiki"
    assert (root / "raw" / f"{ingested['id']}.txt").read_text() == source.read_text()
    assert ingested["title"] == "Kickoff" and ingested["new"] is True
    assert ingested["pages"] == [f"sources/{ingested['id']}"]
    # when: write and read back
    page = tmp_path / "page.md"
    page.write_text(
        f"---\ntitle: Acme\ntype: overview\n---\nSigned. [^{ingested['id']}] "
        f"[[sources/{ingested['id']}|kickoff]]\n"
    )
    written = run("llmwiki", "--pen", PEN, "write", "acme", "--file", str(page), "--json").json()
    read = run("llmwiki", "--pen", PEN, "read", "acme", "--json").json()
    # then
    assert written["created"] is True and written["sources"] == [ingested["id"]]
    assert read["hash"] == written["hash"]
    assert read["text"] == (root / "wiki" / "acme.md").read_text()
    assert read["links"] == [f"sources/{ingested['id']}"]
    # list, query, lint
    listed = run("llmwiki", "--pen", PEN, "list", "--json").json()
    assert [p["name"] for p in listed["pages"]] == ["acme", f"sources/{ingested['id']}"]
    assert listed["root"] == str(root)
    found = run("llmwiki", "--pen", PEN, "query", "acme signed", "--json").json()
    assert [hit["name"] for hit in found["hits"]] == ["acme"]
    linted = run("llmwiki", "--pen", PEN, "lint", "--json").json()
    assert linted["ok"] is True and linted["issues"] == [] and linted["pages"] == 2
    # the application root is another root and was never touched
    assert not (goat_home / "memory").exists()
    assert run("llmwiki", "list", "--json").json()["pages"] == []


def test_import_markdown_and_text_output(goat_home: Path, tmp_path: Path) -> None:
    folder = tmp_path / "notes"
    folder.mkdir()
    (folder / "a.md").write_text("# A\n\nSee [[b]].\n")
    (folder / "b.md").write_text("# B\n\nSee [[a]].\n")
    imported = run("llmwiki", "import-markdown", str(folder), "--json").json()
    assert [p["name"] for p in imported["pages"]] == ["a", "b"]
    assert [s["path"] for s in imported["sources"]] == ["a.md", "b.md"]
    text = run("llmwiki", "import-markdown", str(folder)).stdout
    assert text.strip() == "2 sources captured, 0 pages written, 0 refused"
    assert run("llmwiki", "lint").stdout.strip() == "2 pages, 2 sources, 0 issues"


def test_errors_are_one_json_document_and_change_nothing(
    goat_home: Path, tmp_path: Path, settings: LazySettings
) -> None:
    page = tmp_path / "page.md"
    page.write_text("# Evil\n")
    error, ran = run_failing("llmwiki", "write", "../evil", "--file", str(page), "--json")
    assert error.returncode == 2
    assert json.loads(ran.stdout)["error"]["code"] == "invalid_page_name"
    assert not (goat_home / "memory" / "llm-wiki" / "evil.md").exists()
    error, ran = run_failing("llmwiki", "--pen", "../../etc_x", "list", "--json")
    assert json.loads(ran.stdout)["error"]["code"] == "invalid_pen"
    assert not (goat_home / "projects").exists()
    settings.LLMWIKI_MAX_SOURCE_BYTES = 4
    big = tmp_path / "big.txt"
    big.write_text("12345")
    error, ran = run_failing("llmwiki", "ingest-source", str(big), "--json")
    assert json.loads(ran.stdout) == {
        "error": {
            "code": "source_too_large",
            "message": "source is 5 bytes; the limit is 4 bytes (LLMWIKI_MAX_SOURCE_BYTES); "
            "nothing was captured",
        }
    }
    assert os.listdir(goat_home / "memory" / "llm-wiki" / "raw") == []


def test_lint_with_issues_exits_1_after_its_report(goat_home: Path) -> None:
    run("llmwiki", "list")
    (goat_home / "memory" / "llm-wiki" / "log.md").write_text("# Log\n\nnot a record\n")
    error, ran = run_failing("llmwiki", "lint", "--json")
    assert error.returncode == 1
    report = json.loads(ran.stdout)
    assert [(i["code"], i["line"]) for i in report["issues"]] == [("log_malformed", 3)]


def test_a_real_process_prints_exactly_one_json_document(goat_home: Path, repo_root: Path) -> None:
    env = {**os.environ, "GOAT_HOME": str(goat_home)}
    done = subprocess.run(
        [sys.executable, "manage.py", "llmwiki", "ingest-source", "-", "--json"],
        input=b"From stdin.\n",
        capture_output=True,
        cwd=repo_root,
        env=env,
        timeout=120,
        check=True,
    )
    result = json.loads(done.stdout)
    assert result["bytes"] == 12 and result["new"] is True
    raw = goat_home / "memory" / "llm-wiki" / "raw" / f"{result['id']}.txt"
    assert raw.read_bytes() == b"From stdin.\n"


def test_a_pen_that_does_not_exist_is_not_found(goat_home: Path, db: None) -> None:
    error, ran = run_failing("llmwiki", "--pen", PEN, "list", "--json")

    assert json.loads(ran.stdout)["error"]["code"] == "not_found"
    assert not (goat_home / "projects").exists()
