"""Typed inline links and derived edges (docs/format.md)."""

from __future__ import annotations

import re

import pytest

from brain.toolkit.claims import citation_share, statements
from brain.toolkit.document import Document, parse_document
from brain.toolkit.edges import CITES, CONTEXT_LINKS, WIKI_LINK, Edge, derive_edges, link_contexts
from brain.toolkit.links import (
    Link,
    MalformedLink,
    extract_links,
    is_source_ref,
    parse_link,
    rewrite_link_targets,
    scan_links,
    source_provider,
)
from brain.toolkit.ranker.tokenizer import tokenize
from tests.toolkit.helpers import DEMO_BRAIN, doc_text


def triples(text: str) -> list[tuple[str, str, str | None]]:
    return [(link.kind, link.target, link.label) for link in extract_links(text)]


# --- extraction -----------------------------------------------------------------------------


def test_links_with_and_without_labels() -> None:
    text = "Works at [[page:acme-corp|Acme]] with [[page:priya-nair]]; see [[evidence:ev-1|call]]."
    assert triples(text) == [
        ("page", "acme-corp", "Acme"),
        ("page", "priya-nair", None),
        ("evidence", "ev-1", "call"),
    ]


def test_an_empty_label_is_kept_as_empty() -> None:
    assert triples("[[page:a|]]") == [("page", "a", "")]


def test_a_label_may_contain_pipes_and_colons() -> None:
    assert triples("[[page:a|Acme | Corp: HQ]]") == [("page", "a", "Acme | Corp: HQ")]


def test_source_refs_keep_every_colon_of_the_native_id() -> None:
    text = "[[source:jamie:meeting:mtg_4471|kickoff]] and [[source:web:https://x.test/a?b=1]]"
    assert triples(text) == [
        ("source", "jamie:meeting:mtg_4471", "kickoff"),
        ("source", "web:https://x.test/a?b=1", None),
    ]


def test_the_raw_text_of_a_link_is_kept() -> None:
    (link,) = extract_links("x [[page:a|A]] y")
    assert link == Link(kind="page", target="a", label="A", raw="[[page:a|A]]")
    assert link.render() == "[[page:a|A]]"


def test_links_in_fenced_code_are_skipped() -> None:
    text = (
        "Before [[page:one]].\n"
        "```markdown\n[[page:in-fence]]\n```\n"
        "~~~\n[[page:in-tilde-fence]]\n~~~\n"
        "After [[page:two]].\n"
    )
    assert triples(text) == [("page", "one", None), ("page", "two", None)]


def test_links_in_inline_code_are_skipped() -> None:
    text = "Write `[[page:example]]` to link, like [[page:real]] or `[[evidence:ev-x]]`."
    assert [t for _, t, _ in triples(text)] == ["real"]


def test_links_in_double_backtick_code_spans_are_skipped() -> None:
    # CommonMark: ``…`` is a code span too (used when the code itself holds a backtick).
    text = "Like [[page:real]] or ``[[page:double]]`` or `` `[[page:tick]]` ``."
    assert [t for _, t, _ in triples(text)] == ["real"]


def test_an_unclosed_fence_hides_the_rest() -> None:
    assert triples("[[page:a]]\n```\n[[page:b]]\n") == [("page", "a", None)]


def test_scan_reports_malformed_links_and_extract_skips_them() -> None:
    found = list(scan_links("[[page:ok]] [[nope]] [[page:Bad]]"))
    assert found == [
        Link("page", "ok", None, "[[page:ok]]"),
        MalformedLink("[[nope]]", "must start with page:, evidence: or source:"),
        MalformedLink("[[page:Bad]]", "must target a lowercase slug id"),
    ]
    assert triples("[[page:ok]] [[nope]] [[page:Bad]]") == [("page", "ok", None)]


def test_parse_link_checks_each_kind() -> None:
    assert parse_link("[[evidence:ev-jamie-meeting-1-9f2c1a7b]]") == Link(
        "evidence", "ev-jamie-meeting-1-9f2c1a7b", None, "[[evidence:ev-jamie-meeting-1-9f2c1a7b]]"
    )
    assert parse_link("[[source:Jamie:x]]") == MalformedLink(
        "[[source:Jamie:x]]", "has a source ref that is not <provider>:<native id>"
    )
    assert parse_link("[[page:" + "a" * 129 + "]]") == MalformedLink(
        "[[page:" + "a" * 129 + "]]", "must target a lowercase slug id"
    )


def test_source_ref_grammar() -> None:
    assert is_source_ref("jamie:meeting:123")
    assert is_source_ref("goat-chat:msg_01")
    assert is_source_ref("web:https://example.com/a#b")
    assert not is_source_ref("nocolon")
    assert not is_source_ref("jamie:")
    assert not is_source_ref("Jamie:x")
    assert not is_source_ref("jamie:has space")
    assert not is_source_ref("jamie:a|b")
    assert not is_source_ref("jamie:a]b")
    # `[[` would open a link where the ref is written (a timeline line, a link): a fuzz find,
    # `jamie:x[[` in a timeline entry made its own document invalid
    assert not is_source_ref("jamie:x[[")
    assert not is_source_ref("jamie:[[a")
    assert is_source_ref("jamie:a[b") and is_source_ref("jamie:x[")
    # a final `\` would read as the escape of a link's `|` (`[[source:jamie:x\|label]]`): a
    # fuzz find; one inside the id is fine
    assert not is_source_ref("jamie:x\\") and is_source_ref("jamie:a\\b")
    assert not is_source_ref("web:" + "x" * 253)
    assert is_source_ref("web:" + "x" * 252)
    assert not is_source_ref(None)
    assert source_provider("jamie:meeting:123") == "jamie"


# --- rewrite_link_targets -------------------------------------------------------------------


def test_rewrite_keeps_labels() -> None:
    text = "[[page:acme|Acme Inc]] and [[page:acme]] and [[page:acme|]]"
    assert rewrite_link_targets(text, "page", "acme", "acme-corp") == (
        "[[page:acme-corp|Acme Inc]] and [[page:acme-corp]] and [[page:acme-corp|]]"
    )


def test_rewrite_touches_only_the_exact_target_and_kind() -> None:
    text = "[[page:acme-labs]] [[evidence:acme]] [[source:acme:1]] [[page:acme]]"
    assert rewrite_link_targets(text, "page", "acme", "new") == (
        "[[page:acme-labs]] [[evidence:acme]] [[source:acme:1]] [[page:new]]"
    )
    assert rewrite_link_targets(text, "evidence", "acme", "ev-new") == (
        "[[page:acme-labs]] [[evidence:ev-new]] [[source:acme:1]] [[page:acme]]"
    )


def test_rewrite_leaves_code_alone() -> None:
    text = "`[[page:acme]]` [[page:acme|A]]\n```\n[[page:acme]]\n```\n[[page:acme]]"
    assert rewrite_link_targets(text, "page", "acme", "b") == (
        "`[[page:acme]]` [[page:b|A]]\n```\n[[page:acme]]\n```\n[[page:b]]"
    )


def test_rewrite_without_matches_returns_the_text_unchanged() -> None:
    text = "No links.\n\nTrailing newline kept.\n"
    assert rewrite_link_targets(text, "page", "a", "b") == text


# --- edges ----------------------------------------------------------------------------------


def make(body: str, relations: list[dict[str, str]] | None = None) -> Document:
    meta: dict[str, object] = {
        "id": "sarah",
        "kind": "page",
        "type": "person",
        "title": "Sarah",
        "status": "draft",
    }
    if relations is not None:
        meta["relations"] = relations
    return Document(meta=meta, body=body, folder="people")


def test_relations_become_edges_typed_by_the_relation() -> None:
    document = make(
        "", [{"type": "works_at", "target": "acme"}, {"type": "reports_to", "target": "bob"}]
    )
    assert derive_edges(document) == [
        Edge("sarah", "acme", "works_at"),
        Edge("sarah", "bob", "reports_to"),
    ]


def test_page_links_are_wiki_links_and_evidence_links_cite() -> None:
    document = make("[[page:acme|Acme]] per [[evidence:ev-1|call]] and [[source:jamie:m:1]].")
    assert derive_edges(document) == [
        Edge("sarah", "acme", WIKI_LINK),
        Edge("sarah", "ev-1", CITES),
    ]
    assert WIKI_LINK == "wiki_link"
    assert CITES == "cites"


def test_a_page_link_edge_carries_the_words_around_the_link() -> None:
    # given: links said in sentences, in a list, in a table, with a role for a label, and one
    # in code (no link at all)
    document = make(
        "# Saltmarsh\n\n"
        "[[page:maren-holt|Maren Holt]] directs. Original score by [[page:clem-ardoin|Clem]]; "
        "cast: [[page:agnes-tulloch|Agnes Tulloch]] and [[page:callum-rhys|Callum Rhys]].\n"
        "- Appointments: [[page:marlow|client]], [[page:brunel-pryce|structure]]\n"
        "| [[page:dana-lee|Dana Lee]] | line producer |\n"
        "`[[page:in-code|x]]` and [[page:soren-holm|Søren Holm]] chairs "
        "([[evidence:ev-1|minutes]]).\n"
    )
    contexts = {edge.target: edge.context for edge in derive_edges(document)}
    # then: the words before a link (back past links while fewer than two), else those after
    # it; a label that names no word of the target's id says what it is; code holds no link
    assert contexts == {
        "maren-holt": "directs",
        "clem-ardoin": "Original score by",
        "agnes-tulloch": "cast",
        "callum-rhys": "cast and",
        "marlow": "Appointments client",
        "brunel-pryce": "Appointments structure",
        "dana-lee": "line producer",
        "soren-holm": "and",  # "Søren Holm" names soren-holm: no role
        "ev-1": "",  # evidence cites: no context
    }
    # the context is no part of what an edge is
    assert Edge("sarah", "clem-ardoin", WIKI_LINK, "Original score by") == Edge(
        "sarah", "clem-ardoin", WIKI_LINK
    )
    assert "context" not in Edge("a", "b", WIKI_LINK, "x").as_dict()


def test_the_words_around_a_link_keep_their_combining_marks() -> None:
    # given: prose in scripts whose vowels are combining marks (Devanagari, Thai) around links
    body = "परियोजना की प्रमुख [[page:ananya-kulkarni]].\nดูแลโดย [[page:somchai-jaidee]].\n"
    # when
    contexts = link_contexts(body)
    # then: each word is whole, its vowel signs in it ("प्रमुख", not "प र म ख")
    assert contexts == {"ananya-kulkarni": "परियोजना की प्रमुख", "somchai-jaidee": "ดูแลโดย"}
    assert tokenize(contexts["ananya-kulkarni"])[-1] == "प्रमुख"


def test_a_label_in_another_script_than_its_sentence_names_the_target() -> None:
    # given: names written in their own script in English prose, and a label in the prose's
    # own script that shares no word with the target's id
    body = (
        "Principal investigator [[page:ananya-kulkarni|अनन्या कुलकर्णी]].\n"
        "Authors: [[page:wang-fang|王芳]] and [[page:lee-doyun|이도윤]].\n"
        "नियुक्तियाँ: [[page:brunel-pryce|संरचना]].\n"
    )
    # when
    contexts = link_contexts(body)
    # then: the names are not read as what the targets are; the Hindi label ("structure") is
    assert contexts == {
        "ananya-kulkarni": "Principal investigator",
        "wang-fang": "Authors",
        "lee-doyun": "Authors and",
        "brunel-pryce": "नियुक्तियाँ संरचना",
    }


def test_a_label_of_the_target_ids_initials_names_it() -> None:
    # given: an organisation linked by its acronym, and a role word of as many letters
    body = (
        "Commissioned by [[page:mahim-bay-development-trust|MBDT]].\nSite: [[page:ab-yard|crane]]."
    )
    # when
    contexts = link_contexts(body)
    # then: the acronym is a name (the link follows "by"); the role word says what it is
    assert contexts == {"mahim-bay-development-trust": "Commissioned by", "ab-yard": "Site crane"}


def test_the_words_before_a_link_are_looked_for_past_a_few_links_only() -> None:
    # given: a line of many links after one word (a hostile body: looking back past every link
    # for each would take time by the square of their number)
    body = "Cast: " + " ".join(f"[[page:p{n}]]" for n in range(20_000))
    # when
    contexts = link_contexts(body)
    # then: the links within CONTEXT_LINKS of the word have it; the others have none
    assert contexts == {f"p{n}": "Cast" for n in range(CONTEXT_LINKS + 1)}


def test_edges_are_deduplicated_in_first_seen_order() -> None:
    document = make(
        "[[page:acme]] [[page:acme|again]] [[evidence:ev-1]] [[evidence:ev-1]] [[page:bob]]",
        [{"type": "works_at", "target": "acme"}, {"type": "works_at", "target": "acme"}],
    )
    assert derive_edges(document) == [
        Edge("sarah", "acme", "works_at"),
        Edge("sarah", "acme", WIKI_LINK),
        Edge("sarah", "ev-1", CITES),
        Edge("sarah", "bob", WIKI_LINK),
    ]


def test_links_in_code_make_no_edges() -> None:
    assert derive_edges(make("`[[page:a]]`\n```\n[[evidence:b]]\n```\n")) == []


def test_links_in_the_timeline_also_make_edges() -> None:
    body = (
        "Truth [[page:acme]].\n\n## Timeline\n\n"
        "- **2026-01-01T00:00:00Z** | ev-x | a:b | Met [[page:bob]].\n"
    )
    assert derive_edges(make(body)) == [
        Edge("sarah", "acme", WIKI_LINK),
        Edge("sarah", "bob", WIKI_LINK),
    ]


def test_edge_helpers() -> None:
    edge = Edge("a", "b", CITES)
    assert edge.is_citation
    assert not Edge("a", "b", WIKI_LINK).is_citation
    assert edge.as_dict() == {"source": "a", "target": "b", "type": "cites"}


def test_edges_of_a_demo_document() -> None:
    document = parse_document((DEMO_BRAIN / "people" / "sarah-chen.md").read_bytes())
    assert derive_edges(document) == [
        Edge("sarah-chen", "acme-corp", "works_at"),
        Edge("sarah-chen", "acme-pilot", "sponsors"),
        Edge("sarah-chen", "acme-pilot-kickoff-2026-10-14", "attended"),
        Edge("sarah-chen", "acme-corp", WIKI_LINK),
        Edge("sarah-chen", "acme-pilot", WIKI_LINK),
        Edge("sarah-chen", "ev-jamie-meeting-mtg-4471-d5677c53", CITES),
    ]


def test_the_demos_attendance_is_related_both_ways() -> None:
    # `attended` is one relation read both ways (docs/ingestion.md#entity-resolution): every
    # person who attended a demo meeting is listed on the meeting's page, and the other way
    documents = [parse_document(path.read_bytes()) for path in DEMO_BRAIN.rglob("*.md")]
    attended = {
        (edge.source, edge.target)
        for document in documents
        for edge in derive_edges(document)
        if edge.type == "attended"
    }
    pages = [d for d in documents if d.meta["kind"] == "page"]
    meetings = {d.brain_id for d in pages if d.meta.get("type") == "meeting"}
    assert {meeting for pair in attended for meeting in pair if meeting in meetings} == meetings
    assert {(target, source) for source, target in attended} == attended


# A backslash before `[[` escapes it: markdown shows the text, so it is no link anywhere.
ESCAPED_LINKS = [
    ("\\[[evidence:ev-board-minutes|minutes]]", []),
    ("\\\\[[page:a|A]]", ["page:a"]),  # an escaped backslash, then a link
    ("\\\\\\[[page:a|A]]", []),  # an escaped backslash, then an escaped `[`
    ("\\[[[page:a|A]]", ["page:a"]),  # an escaped `[`, then a link
    ("See \\[[page:a|A]] and [[page:b|B]], \\[[source:jamie:x]].", ["page:b"]),
    ("| \\[[page:a\\|A]] | [[page:b\\|B]] |", ["page:b"]),
    ("`\\[[page:a]]` and \\[[not a link]] and [[page:c]]", ["page:c"]),
]


@pytest.mark.parametrize(("body", "links"), ESCAPED_LINKS)
def test_an_escaped_link_is_text_to_the_parser_as_to_the_renderer(
    body: str, links: list[str]
) -> None:
    from brain.markdown import render_markdown

    rendered = render_markdown(body, link_resolver=lambda kind, target: f"/{kind}/{target}")

    found = [f"{link.kind}:{link.target}" for link in extract_links(body)]
    assert found == links
    assert re.findall(r'title="((?:page|evidence|source):[^"]*)"', rendered) == links
    assert [problem for problem in scan_links(body) if not isinstance(problem, Link)] == []


def test_an_escaped_citation_is_no_edge_no_citation_and_is_not_rewritten() -> None:
    body = "# Board\n\nThe board approved it \\[[evidence:ev-board-minutes|minutes]].\n"
    document = parse_document(
        doc_text("board", type="note", body=body).encode(), folder="notes", path="notes/board.md"
    )

    assert derive_edges(document) == []
    assert citation_share(body).cited == 0
    assert [s.cited for s in statements(body)] == [False]
    assert rewrite_link_targets(body, "evidence", "ev-board-minutes", "ev-other") == body
    assert list(link_contexts("Led by \\[[page:a|A]] and [[page:b|B]].")) == ["b"]
