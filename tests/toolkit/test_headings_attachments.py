"""Page links that name a heading, and attachments under `files/` (docs/format.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from brain.markdown import render_markdown
from brain.toolkit.document import parse_document
from brain.toolkit.edges import derive_edges
from brain.toolkit.links import (
    Link,
    MalformedLink,
    attachment_refs,
    heading_slug,
    parse_link,
    quote_path,
    rewrite_link_targets,
    unquote_path,
)
from brain.toolkit.validation import validate_document

from .helpers import doc_text, run_json, write


def test_a_page_link_may_name_a_heading() -> None:
    link = parse_link("[[page:acme#Décisions clés|the decisions]]")
    assert isinstance(link, Link)
    assert (link.target, link.heading, link.label) == ("acme", "Décisions clés", "the decisions")
    assert link.anchor == "decisions-cles"
    assert link.render() == "[[page:acme#Décisions clés|the decisions]]"
    assert parse_link("[[page:acme#Q3]]") == Link("page", "acme", None, "[[page:acme#Q3]]", "Q3")


@pytest.mark.parametrize(
    "raw", ["[[page:acme#|x]]", "[[page:acme# Q3]]", "[[page:Acme#Q3]]", "[[evidence:ev-a#Q3]]"]
)
def test_malformed_heading_links_are_refused(raw: str) -> None:
    assert isinstance(parse_link(raw), MalformedLink)


def test_heading_slugs_fall_back_when_nothing_is_left() -> None:
    assert heading_slug("Встреча в Q3") == "vstrecha-v-q3"
    assert heading_slug("🎉") == "section"


def test_a_heading_link_validates_and_makes_the_same_edge() -> None:
    text = doc_text("a", body="See [[page:b#Plan|the plan]] and [[page:b]].")
    document = parse_document(text, folder="inbox")
    assert validate_document(document, file_stem="a") == []
    assert [(e.target, e.type) for e in derive_edges(document)] == [("b", "wiki_link")]


def test_renaming_a_target_keeps_the_heading() -> None:
    text = "[[page:b#Plan|the plan]] `[[page:b#Plan]]`"
    expected = "[[page:c#Plan|the plan]] `[[page:b#Plan]]`"
    assert rewrite_link_targets(text, "page", "b", "c") == expected


def test_rendered_heading_links_point_at_the_heading_anchor() -> None:
    html = render_markdown(
        "## Décisions clés\n\n[[page:b#Décisions clés|go]]", link_resolver=lambda k, t: f"/d/{t}"
    )
    assert '<h2 id="h-decisions-cles">Décisions clés</h2>' in html
    assert 'href="/d/b#h-decisions-cles"' in html


def test_attachment_refs_outside_code_decoded() -> None:
    text = (
        '![a](files/img/a%20b.png) [b](<files/Отчёт 1.pdf> "t") [c](files/x.png#p)\n'
        "`![no](files/no.png)`\n```\n![no](files/fence.png)\n```\n[web](https://x/files/y.png)"
    )
    assert attachment_refs(text) == ["files/img/a b.png", "files/Отчёт 1.pdf", "files/x.png"]


def test_quote_path_round_trips() -> None:
    for path in ["a b/c|d].png", "Заметки/Встреча 100%.md", "日本語/ノート.md", "a\tb#c?(d).md"]:
        quoted = quote_path(path)
        assert " " not in quoted and "|" not in quoted and "]" not in quoted
        assert unquote_path(quoted) == path


def test_validate_and_doctor_report_a_missing_attachment(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write(tmp_path, "files/img/here.png", b"\x89PNG")
    write(tmp_path, "files/notes.md", "not a document: an attachment")
    body = "![ok](files/img/here.png) ![gone](files/img/gone.png) [up](files/../x.png)"
    write(tmp_path, "inbox/a.md", doc_text("a", body=body))
    code, data, _ = run_json(capsys, tmp_path, "validate")
    assert code == 1
    [invalid] = data["invalid"]
    assert invalid["path"] == "inbox/a.md"
    assert [p["code"] for p in invalid["problems"]] == ["missing_attachment"] * 2
    assert "files/img/gone.png" in invalid["problems"][0]["message"]
    code, report, _ = run_json(capsys, tmp_path, "doctor")
    assert report["documents"] == 1  # files/notes.md is an attachment, not a document
    assert report["counts"]["missing_attachment"] == 2


def test_no_document_lives_under_files(tmp_path: Path) -> None:
    document = parse_document(doc_text("a"), folder="files/x")
    assert [p.rule for p in validate_document(document, file_stem="a")] == ["folder"]


def test_a_snippet_shows_a_heading_link_by_its_page() -> None:
    from brain.toolkit.snippets import plain_text

    text = "See [[page:acme#Q3]] and [[page:b#Q3|the plan]]."
    assert plain_text(text) == "See acme and the plan."


def test_a_link_in_a_table_row_may_escape_its_separator() -> None:
    link = parse_link("[[page:acme#Q3\\|Acme]]")
    assert isinstance(link, Link)
    assert (link.target, link.heading, link.label, link.escaped) == ("acme", "Q3", "Acme", True)
    assert link.render() == "[[page:acme#Q3\\|Acme]]"
    table = "| who | where |\n|---|---|\n| [[page:acme\\|Acme]] | [[page:b#Plan\\|the plan]] |"
    document = parse_document(doc_text("a", body=table), folder="inbox")
    assert validate_document(document, file_stem="a") == []
    assert [(e.target, e.type) for e in derive_edges(document)] == [
        ("acme", "wiki_link"),
        ("b", "wiki_link"),
    ]
    assert rewrite_link_targets(table, "page", "acme", "acme-corp").startswith(
        "| who | where |\n|---|---|\n| [[page:acme-corp\\|Acme]] |"
    )
    html = render_markdown(table, link_resolver=lambda k, t: f"/d/{t}")
    assert '<td><a class="brain-link brain-link-page" href="/d/acme"' in html
    assert 'href="/d/b#h-plan"' in html and "><bdi>the plan</bdi></a></td>" in html
