"""merge SOURCE TARGET as docs/cli.md defines it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from brain.toolkit.document import Document, parse_document
from brain.toolkit.timeline import timeline_entry_id
from tests.toolkit.helpers import doc_text, file_hash, run_json, tree_digest, write

EV = "ev-jamie-meeting-1-aaaaaaaa"


def seed(root: Path) -> None:
    write(
        root,
        f"evidence/{EV}.md",
        doc_text(EV, kind="evidence", type="source", status="active", body="Transcript."),
    )
    write(
        root,
        "people/sarah-chen.md",
        doc_text(
            "sarah-chen",
            type="person",
            title="Sarah Chen",
            status="active",
            extra="aliases: [Sarah]\nrelations: [{type: knows, target: s-chen}]",
            body=f"VP at Acme ([[evidence:{EV}|call]]); see [[page:s-chen|her inbox note]].",
        ),
    )
    write(
        root,
        "inbox/s-chen.md",
        doc_text(
            "s-chen",
            type="person",
            title="S. Chen",
            extra=(
                "aliases: [sarah, Chen S.]\n"
                "relations: [{type: works_at, target: acme}, {type: same_as, target: sarah-chen}]\n"
                "sources: ['jamie:meeting:1']"
            ),
            body=(
                "Met at the kickoff.\n\n## Timeline\n\n"
                "- **2026-11-30T14:00:00Z** | "
                + timeline_entry_id("s-chen", "2026-11-30T14:00:00Z", "jamie:meeting:1", "Kickoff.")
                + " | jamie:meeting:1 | Kickoff."
            ),
        ),
    )
    write(root, "companies/acme.md", doc_text("acme", type="company", body="[[page:s-chen]]"))
    write(
        root,
        "inbox/old.md",
        doc_text("old", type="person", status="merged", extra="mergedInto: s-chen"),
    )


def read(root: Path, relpath: str) -> Document:
    return parse_document((root / relpath).read_bytes(), folder=relpath.rpartition("/")[0])


def merge(capsys: pytest.CaptureFixture[str], root: Path, *args: str) -> tuple[int, Any]:
    code, data, _ = run_json(capsys, root, "merge", *args)
    return code, data


def test_merge_folds_the_source_into_the_target(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    seed(tmp_path)
    code, result = merge(capsys, tmp_path, "s-chen", "sarah-chen")
    assert code == 0, result
    moved_entry = timeline_entry_id(
        "sarah-chen", "2026-11-30T14:00:00Z", "jamie:meeting:1", "Kickoff."
    )
    assert result == {
        "merged": "s-chen",
        "into": "sarah-chen",
        "applied": True,
        "folded": {
            "aliases": ["S. Chen", "Chen S."],
            "relations": [{"type": "works_at", "target": "acme"}],
            "sources": ["jamie:meeting:1"],
            "timeline": [moved_entry],
        },
        "retargeted": ["acme", "old"],
        "removed": {
            "relations": [
                {"type": "knows", "target": "s-chen"},
                {"type": "same_as", "target": "sarah-chen"},
            ],
            "links": ["her inbox note"],
        },
        "hashes": {
            "s-chen": file_hash(tmp_path, "inbox/s-chen.md"),
            "sarah-chen": file_hash(tmp_path, "people/sarah-chen.md"),
            "acme": file_hash(tmp_path, "companies/acme.md"),
            "old": file_hash(tmp_path, "inbox/old.md"),
        },
    }
    target = read(tmp_path, "people/sarah-chen.md")
    assert target.aliases == ["Sarah", "S. Chen", "Chen S."]
    assert [r.as_dict() for r in target.relations] == [{"type": "works_at", "target": "acme"}]
    assert target.sources == ["jamie:meeting:1"]
    assert [e.entry_id for e in target.timeline] == [moved_entry]
    assert "[[page:s-chen" not in target.body and "see her inbox note." in target.body
    tombstone = read(tmp_path, "inbox/s-chen.md")
    assert (tombstone.status, tombstone.merged_into) == ("merged", "sarah-chen")
    assert (tombstone.aliases, tombstone.relations) == ([], [])
    assert read(tmp_path, "inbox/old.md").merged_into == "sarah-chen"
    assert "[[page:sarah-chen]]" in read(tmp_path, "companies/acme.md").body
    _, report, _ = run_json(capsys, tmp_path, "doctor")
    assert [i for i in report["issues"] if i["severity"] == "error"] == []
    assert "alias_collision" not in report["counts"]


def test_a_merge_keeps_the_words_of_timeline_entries_that_link_the_two(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # given: the target's timeline links the source, and the source's links the target
    def entry(brain_id: str, text: str) -> str:
        at, source = "2026-11-30T14:00:00Z", "jamie:meeting:2"
        return f"- **{at}** | {timeline_entry_id(brain_id, at, source, text)} | {source} | {text}"

    kept = "Met [[page:s-chen|S. Chen]] again."
    folded = "Sent notes to [[page:sarah-chen|Sarah]]."
    write(
        tmp_path,
        "people/sarah-chen.md",
        doc_text("sarah-chen", type="person", title="Sarah Chen",
                 body=f"VP.\n\n## Timeline\n\n{entry('sarah-chen', kept)}"),
    )  # fmt: skip
    write(
        tmp_path,
        "inbox/s-chen.md",
        doc_text("s-chen", type="person", title="S. Chen",
                 body=f"Note.\n\n## Timeline\n\n{entry('s-chen', folded)}"),
    )  # fmt: skip

    # when
    code, result = merge(capsys, tmp_path, "s-chen", "sarah-chen")

    # then: it merges; each entry keeps its words, its link to the other now to the target,
    # and is re-keyed for the target's id
    assert code == 0, result
    texts = [e.text for e in read(tmp_path, "people/sarah-chen.md").timeline]
    assert texts == ["Met [[page:sarah-chen|S. Chen]] again.", folded]
    ids = [e.entry_id for e in read(tmp_path, "people/sarah-chen.md").timeline]
    assert ids == [
        timeline_entry_id("sarah-chen", "2026-11-30T14:00:00Z", "jamie:meeting:2", text)
        for text in texts
    ]


def test_a_dry_run_says_the_same_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    seed(tmp_path)
    before = tree_digest(tmp_path)
    code, preview = merge(capsys, tmp_path, "s-chen", "sarah-chen", "--dry-run")
    assert code == 0 and preview["applied"] is False and preview["hashes"] == {}
    assert tree_digest(tmp_path) == before
    _, applied = merge(capsys, tmp_path, "s-chen", "sarah-chen")
    assert {**preview, "applied": True, "hashes": applied["hashes"]} == applied


@pytest.mark.parametrize(
    ("source", "target", "message"),
    [
        ("acme", "sarah-chen", "only pages of the same type merge"),
        ("old", "sarah-chen", "is already merged into"),
        ("sarah-chen", "old", "is itself merged into"),
        ("s-chen", "s-chen", "into itself"),
        (EV, "sarah-chen", "only pages merge"),
        ("archived", "sarah-chen", "only live pages"),
    ],
)
def test_merges_that_make_no_sense_are_refused_and_change_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], source: str, target: str, message: str
) -> None:
    seed(tmp_path)
    write(tmp_path, "people/archived.md", doc_text("archived", type="person", status="archived"))
    before = tree_digest(tmp_path)
    code, result = merge(capsys, tmp_path, source, target)
    assert code == 2
    assert message in result["error"]["message"]
    assert tree_digest(tmp_path) == before


def test_merging_twice_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    seed(tmp_path)
    assert merge(capsys, tmp_path, "s-chen", "sarah-chen")[0] == 0
    before = tree_digest(tmp_path)
    code, result = merge(capsys, tmp_path, "s-chen", "sarah-chen")
    assert code == 2 and "already merged" in result["error"]["message"]
    assert tree_digest(tmp_path) == before
    assert "(duplicate)" not in (tmp_path / "people" / "sarah-chen.md").read_text()


def test_a_stale_hash_refuses_the_merge_and_changes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    seed(tmp_path)
    before = tree_digest(tmp_path)
    code, result = merge(capsys, tmp_path, "s-chen", "sarah-chen", "--target-hash", "0" * 64)
    assert code != 0 and result["error"]["code"] == "stale_write"
    assert result["error"]["id"] == "sarah-chen"
    assert tree_digest(tmp_path) == before
    _, got, _ = run_json(capsys, tmp_path, "get", "sarah-chen")
    _, source, _ = run_json(capsys, tmp_path, "get", "s-chen")
    code, result = merge(
        capsys,
        tmp_path,
        "s-chen",
        "sarah-chen",
        "--source-hash",
        source["document"]["hash"],
        "--target-hash",
        got["document"]["hash"],
    )
    assert code == 0 and result["applied"] is True
