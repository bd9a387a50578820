"""wiki_lint: nothing on a clean wiki; each class caught, alone, in a planted one."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from llmwiki.wiki import WikiRoot, memory_write, wiki_lint
from llmwiki.wiki.service import regenerate_index
from tests.llmwiki.conftest import build_clean_wiki

Plant = Callable[[WikiRoot, dict[str, str]], object]


def files_of(root: WikiRoot) -> dict[str, tuple[bytes, int]]:
    found = {}
    for path in sorted(root.path.rglob("*")):
        if path.is_file() and not path.is_symlink() and path.name != "log.md":
            found[str(path.relative_to(root.path))] = (path.read_bytes(), path.stat().st_mode)
    return found


def codes(report: dict[str, object]) -> set[str]:
    return {issue["code"] for issue in report["issues"]}  # type: ignore[attr-defined]


def test_a_clean_wiki_has_no_issues_and_lint_only_appends_its_record(root: WikiRoot) -> None:
    # given
    build_clean_wiki(root)
    before = files_of(root)
    log_before = root.log.read_text()
    # when
    report = wiki_lint(root=root)
    again = wiki_lint(root=root)
    # then
    assert report == again
    assert report["issues"] == [] and report["ok"] is True
    assert (report["pages"], report["sources"]) == (5, 3)
    assert files_of(root) == before
    added = root.log.read_text()[len(log_before) :].splitlines()
    assert [line.split(" ", 2)[1:] for line in added] == [
        ["lint", '{"counts": {}, "issues": 0}'],
        ["lint", '{"counts": {}, "issues": 0}'],
    ]


def page_file(root: WikiRoot, name: str) -> Path:
    return root.wiki / f"{name}.md"


def rewrite_page(root: WikiRoot, name: str, change: Callable[[str], str]) -> None:
    """Edit a page behind the service's back, then refresh the index as the provider would."""
    path = page_file(root, name)
    path.write_text(change(path.read_text()))
    with root.lock():
        regenerate_index(root)


def tamper_raw(root: WikiRoot, entry: str, change: Callable[[bytes], bytes], mode: int) -> None:
    path = root.raw / entry
    os.chmod(path, 0o644)  # what root (or anyone who chmods first) can do
    path.write_bytes(change(path.read_bytes()))
    os.chmod(path, mode)


PLANTS: dict[str, tuple[Plant, set[str]]] = {
    "agents_missing": (lambda r, ids: r.agents.unlink(), {"agents_missing"}),
    "agents_invalid": (
        lambda r, ids: r.agents.write_text(r.agents.read_text().replace("version: 1", "v: 2")),
        {"agents_invalid"},
    ),
    "page_name_invalid": (
        lambda r, ids: (r.wiki / "Bad Name.md").write_text("x"),
        {"page_name_invalid"},
    ),
    "page_symlink": (
        lambda r, ids: os.symlink(r.agents, r.wiki / "agents.md"),
        {"page_name_invalid"},
    ),
    "page_unreadable": (
        lambda r, ids: (
            page_file(r, "overview").write_bytes(b"\xff\xfe broken"),
            regenerate_index(r),
        ),
        {"page_unreadable"},
    ),
    "frontmatter_missing": (
        lambda r, ids: rewrite_page(r, "overview", lambda t: t.split("---\n", 2)[2]),
        {"frontmatter_missing"},
    ),
    "frontmatter_invalid": (
        lambda r, ids: rewrite_page(r, "overview", lambda t: t.replace('type: "', 'kind: "')),
        {"frontmatter_invalid"},
    ),
    "page_not_canonical": (
        lambda r, ids: rewrite_page(
            r, "overview", lambda t: t.replace('title: "Overview"', "title: Overview")
        ),
        {"page_not_canonical"},
    ),
    "contradictions_malformed": (
        lambda r, ids: rewrite_page(r, "acme", lambda t: t + "\n## Contradictions\n\n- more\n"),
        {"contradictions_malformed"},
    ),
    "index_missing": (lambda r, ids: r.index.unlink(), {"index_missing"}),
    "index_stale": (
        lambda r, ids: r.index.write_text(r.index.read_text() + "- [[gone|Gone]]\n"),
        {"index_stale"},
    ),
    "index_stale_after_hand_edit": (
        lambda r, ids: page_file(r, "overview").write_text(
            page_file(r, "overview").read_text().replace('"Overview"', '"Home"')
        ),
        {"index_stale"},
    ),
    "citation_malformed": (
        lambda r, ids: rewrite_page(r, "acme", lambda t: t + "Claim. [^src_12]\n"),
        {"citation_malformed"},
    ),
    "citation_unknown_source": (
        lambda r, ids: rewrite_page(
            r,
            "overview",
            lambda t: (
                t.replace("sources: []", f'sources: ["src_{"0" * 24}"]')
                + f"Claim. [^src_{'0' * 24}]\n"
            ),
        ),
        {"citation_unknown_source"},
    ),
    "citation_not_in_sources": (
        lambda r, ids: rewrite_page(r, "overview", lambda t: t + f"Claim. [^{ids['acme']}]\n"),
        {"citation_not_in_sources"},
    ),
    "source_unknown": (
        lambda r, ids: rewrite_page(
            r, "overview", lambda t: t.replace("sources: []", f'sources: ["src_{"1" * 24}"]')
        ),
        {"source_unknown"},
    ),
    "raw_text_tampered": (
        lambda r, ids: tamper_raw(r, f"{ids['acme']}.txt", lambda b: b + b"!", 0o444),
        {"raw_hash_mismatch", "raw_id_mismatch"},
    ),
    "raw_record_tampered": (
        lambda r, ids: tamper_raw(
            r, f"{ids['acme']}.json", lambda b: b.replace(b'"sha256": "', b'"sha256": "0'), 0o444
        ),
        {"raw_hash_mismatch"},
    ),
    "raw_writable": (
        lambda r, ids: os.chmod(r.raw / f"{ids['sarah']}.txt", 0o644),
        {"raw_writable"},
    ),
    "raw_record_missing": (
        lambda r, ids: (r.raw / f"{ids['extra']}.json").unlink(),
        {"raw_record_missing"},
    ),
    "raw_text_missing": (
        lambda r, ids: (r.raw / f"{ids['extra']}.txt").unlink(),
        {"raw_text_missing"},
    ),
    "raw_record_invalid": (
        lambda r, ids: tamper_raw(r, f"{ids['extra']}.json", lambda b: b"[]", 0o444),
        {"raw_record_invalid"},
    ),
    "raw_unexpected_file": (
        lambda r, ids: (r.raw / "notes.txt").write_text("x"),
        {"raw_unexpected_file"},
    ),
    "wikilink_malformed": (
        lambda r, ids: rewrite_page(r, "overview", lambda t: t + "[[Not A Name]]\n"),
        {"wikilink_malformed"},
    ),
    "wikilink_broken": (
        lambda r, ids: rewrite_page(r, "overview", lambda t: t + "[[nowhere]]\n"),
        {"wikilink_broken"},
    ),
    "orphan_page": (
        lambda r, ids: memory_write(root=r, name="lonely", text="# Lonely\n"),
        {"orphan_page"},
    ),
    "orphan_after_link_removed": (
        lambda r, ids: rewrite_page(r, "acme", lambda t: t.replace("[[people/sarah-chen]]", "")),
        {"orphan_page"},
    ),
    "log_malformed": (
        lambda r, ids: r.log.write_text(r.log.read_text() + "not a record\n"),
        {"log_malformed"},
    ),
    "log_missing": (lambda r, ids: r.log.unlink(), {"log_missing"}),
}


@pytest.mark.parametrize("plant", sorted(PLANTS))
def test_each_planted_problem_is_reported_alone_and_nothing_is_edited(
    root: WikiRoot, plant: str
) -> None:
    # given
    ids = build_clean_wiki(root)
    assert wiki_lint(root=root, record=False)["issues"] == []
    action, expected = PLANTS[plant]
    action(root, ids)
    before = files_of(root)
    # when
    report = wiki_lint(root=root)
    # then
    assert codes(report) == expected, report["issues"]
    assert report["ok"] is False
    assert files_of(root) == before
    for issue in report["issues"]:
        assert set(issue) == {"path", "line", "code", "message"} and issue["message"]


def test_issues_name_the_file_and_line(root: WikiRoot) -> None:
    build_clean_wiki(root)
    rewrite_page(root, "overview", lambda t: t + "one\n[[nowhere]] and [^src_bad]\n")
    report = wiki_lint(root=root, record=False)
    assert [(i["path"], i["line"], i["code"]) for i in report["issues"]] == [
        ("wiki/overview.md", 11, "citation_malformed"),
        ("wiki/overview.md", 11, "wikilink_broken"),
    ]
