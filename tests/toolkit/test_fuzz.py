"""Property tests: the parser and validator never crash; valid documents round-trip exactly."""

from __future__ import annotations

import string
from datetime import UTC, datetime, timedelta, timezone
from typing import Any

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from brain.toolkit.document import Document, document_body, parse_document, serialize_document
from brain.toolkit.problems import DocumentError
from brain.toolkit.schemas import FRONTMATTER_KEYS, LEGACY_TYPE_ALIASES, TYPES
from brain.toolkit.timeline import TimelineEntry, timeline_entry_id
from brain.toolkit.timestamps import format_timestamp
from brain.toolkit.validation import validate_document

FUZZ = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
# Generating whole documents is the slow part: fewer, richer examples.
FUZZ_DOCUMENTS = settings(FUZZ, max_examples=100)

# --- strategies -------------------------------------------------------------------------------

SLUG_CHARS = string.ascii_lowercase + string.digits
slug_part = st.text(alphabet=SLUG_CHARS, min_size=1, max_size=10)
slugs = st.lists(slug_part, min_size=1, max_size=4).map("-".join)
long_slugs = st.integers(min_value=1, max_value=128).map(lambda n: ("a1" * 64)[:n].rstrip("-"))
ids = st.one_of(slugs, long_slugs)

# Printable text without control characters (or lone surrogates), not blank.
line_text = st.one_of(
    st.text(alphabet=st.characters(blacklist_categories=("Cc", "Cs")), min_size=1, max_size=40),
    st.just("T" * 300),
).filter(lambda s: s.strip() != "")

relation_types = st.lists(
    st.text(alphabet=string.ascii_lowercase, min_size=1, max_size=8), min_size=1, max_size=3
).map("_".join)

native_ids = st.text(
    alphabet=st.characters(
        # No whitespace, '|' or ']' (the grammar); no '`' either, which in a body would open a
        # markdown code span (code spans bind tighter than links).
        blacklist_categories=("Cc", "Cs", "Zs", "Zl", "Zp"),
        blacklist_characters="|]`",
    ),
    min_size=1,
    max_size=30,
)
providers = st.one_of(
    st.sampled_from(["jamie", "goat-chat", "goat-task", "linear", "github", "web", "file"]), slugs
)
source_refs = st.builds(lambda p, n: f"{p}:{n}", providers, native_ids).filter(
    # `[[` would open a link where a ref is written; a final `\` would escape a link's `|`
    lambda r: len(r) <= 256 and "[[" not in r and not r.endswith("\\")
)

offsets = st.sampled_from(
    [UTC, timezone(timedelta(hours=2)), timezone(-timedelta(hours=5, minutes=30))]
)
moments = st.datetimes(
    min_value=datetime(1971, 1, 1), max_value=datetime(2099, 12, 31), timezones=offsets
).map(lambda d: d.replace(microsecond=0))

WORD_CHARS = string.ascii_letters + string.digits + ".,;:!?'\"()+&%$/=éüß€"
words = st.text(alphabet=WORD_CHARS, min_size=1, max_size=12)
labels = st.lists(words, min_size=1, max_size=3).map(" ".join)


@st.composite
def links(draw: st.DrawFn) -> str:
    kind = draw(st.sampled_from(["page", "evidence", "source"]))
    target = draw(source_refs if kind == "source" else ids)
    label = draw(st.one_of(st.none(), labels))
    return f"[[{kind}:{target}]]" if label is None else f"[[{kind}:{target}|{label}]]"


sentence = st.lists(st.one_of(words, words, links()), min_size=1, max_size=6).map(" ".join)
paragraph = st.lists(sentence, min_size=1, max_size=2).map(" ".join)


@st.composite
def timeline(draw: st.DrawFn, doc_id: str) -> str:
    texts = st.lists(sentence, min_size=1, max_size=3)
    items = draw(st.lists(st.tuples(moments, source_refs, texts), max_size=3))
    entries = []
    for moment, ref, lines in sorted(items, key=lambda item: item[0]):
        timestamp = format_timestamp(moment)
        text = "\n".join(lines)
        entries.append(
            TimelineEntry(timestamp, timeline_entry_id(doc_id, timestamp, ref, text), ref, text)
        )
    if not entries:
        return ""
    return "\n\n## Timeline\n\n" + "\n".join(e.render() for e in entries)


@st.composite
def folders(draw: st.DrawFn, kind: str) -> str:
    segments = draw(st.lists(slug_part, min_size=0, max_size=6))
    if kind == "evidence":
        segments = ["evidence", *segments[:5]]
    elif segments and segments[0] == "evidence":
        segments[0] = "notes"
    return "/".join(segments)


@st.composite
def valid_documents(draw: st.DrawFn) -> Document:
    doc_id = draw(ids)
    kind = draw(st.sampled_from(["page", "evidence"]))
    status = draw(st.sampled_from(["draft", "active", "archived", "merged"]))
    meta: dict[str, Any] = {
        "id": doc_id,
        "kind": kind,
        "type": draw(st.sampled_from(TYPES + tuple(LEGACY_TYPE_ALIASES))),
        "title": draw(line_text),
        "status": status,
    }
    optional: dict[str, Any] = {
        "aliases": draw(st.lists(line_text, max_size=3)),
        "relations": draw(
            st.lists(st.fixed_dictionaries({"type": relation_types, "target": ids}), max_size=3)
        ),
        "sources": draw(st.lists(source_refs, max_size=3)),
        "created": draw(st.one_of(st.none(), moments)),
        "updated": draw(st.one_of(st.none(), moments.map(format_timestamp))),
    }
    meta.update({k: v for k, v in optional.items() if v not in (None, [])})
    if status == "merged":
        meta["mergedInto"] = draw(ids.filter(lambda other: other != doc_id))
    truth = draw(st.lists(paragraph, max_size=2).map("\n\n".join))
    if kind == "page" and status == "active":
        truth = f"{truth}\n\nCited: [[evidence:{draw(ids)}]]".strip()
    body = (truth + draw(timeline(doc_id))).strip()
    return Document(meta=meta, body=body + "\n" if body else "", folder=draw(folders(kind)))


json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=20)),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=8,
)
KNOWN_KEYS = [*FRONTMATTER_KEYS, "folder"]


# --- properties -------------------------------------------------------------------------------


def parse_or_error(data: bytes | str) -> Document | None:
    try:
        return parse_document(data)
    except DocumentError as error:
        assert error.problems
        assert error.code == "parse_error"
        return None


@FUZZ
@given(st.binary(max_size=2000))
def test_arbitrary_bytes_parse_or_raise_document_error(data: bytes) -> None:
    document = parse_or_error(data)
    if document is not None:
        assert isinstance(validate_document(document), list)


@FUZZ
@given(st.text(max_size=500))
def test_arbitrary_frontmatter_text_parses_or_raises_document_error(text: str) -> None:
    document = parse_or_error(f"---\n{text}\n---\n")
    if document is not None:
        assert isinstance(document.meta, dict)
        assert all(isinstance(k, str) for k in document.meta)
        assert isinstance(validate_document(document), list)


@FUZZ
@given(st.text(max_size=500), st.text(max_size=200))
def test_arbitrary_frontmatter_and_body_never_crash(front: str, body: str) -> None:
    document = parse_or_error(f"---\n{front}\n---\n{body}")
    if document is not None:
        validate_document(document)


@FUZZ
@given(
    st.sampled_from(["", "\ufeff", "\n\n", " \t\n"]),
    st.text(max_size=200),
    st.sampled_from(["---", "----", "--- ", "---\r"]),
    st.text(alphabet=st.sampled_from(["a", " ", "\n", "\r", "-", "#", "\t", "é"]), max_size=80),
)
def test_the_body_cut_without_yaml_is_the_body_parsing_gives(
    before: str, front: str, closing: str, body: str
) -> None:
    # document_body (the catalog's snippets) never reads YAML; where the file is a document,
    # it must give exactly the body parse_document gives, `---` lines in the body included
    data = f"{before}---\nid: x\n{front}\n{closing}\n{body}".encode()
    document = parse_or_error(data)
    if document is not None:
        assert document_body(data) == document.body


@FUZZ
@given(st.dictionaries(st.sampled_from(KNOWN_KEYS), json_values, max_size=8))
def test_validate_never_raises_on_any_parsed_document(meta: dict[str, Any]) -> None:
    # given any mapping of the known keys to any YAML values
    text = "---\n" + yaml.safe_dump(meta, allow_unicode=True) + "---\nBody\n"
    document = parse_or_error(text)
    # then validation reports problems and never raises
    if document is not None:
        problems = validate_document(document, file_stem="x")
        assert all(p.code == "invalid_document" for p in problems)


@FUZZ_DOCUMENTS
@given(valid_documents())
def test_generated_valid_documents_validate_and_round_trip_byte_for_byte(
    document: Document,
) -> None:
    # given a generated document that follows every rule
    assert validate_document(document, file_stem=document.brain_id) == []
    # when it is written and read back
    written = serialize_document(document)
    reparsed = parse_document(written, folder=document.folder)
    # then the bytes are a fixed point and nothing was lost
    assert serialize_document(reparsed) == written
    assert validate_document(reparsed, file_stem=document.brain_id) == []
    assert reparsed.brain_id == document.brain_id
    assert reparsed.kind == document.kind
    assert reparsed.type == document.type
    assert reparsed.title == document.title
    assert reparsed.status == document.status
    assert reparsed.aliases == document.aliases
    assert reparsed.relations == document.relations
    assert reparsed.sources == document.sources
    assert reparsed.merged_into == document.merged_into
    assert reparsed.created == document.created
    assert reparsed.updated == document.updated
    assert reparsed.timeline == document.timeline
    assert reparsed.body == document.body.strip()


def test_the_block_boundary_is_python_frontmatters() -> None:
    from frontmatter.default_handlers import YAMLHandler

    from brain.toolkit.document import _BOUNDARY

    assert YAMLHandler.FM_BOUNDARY is not None
    assert (_BOUNDARY.pattern, _BOUNDARY.flags) == (
        YAMLHandler.FM_BOUNDARY.pattern,
        YAMLHandler.FM_BOUNDARY.flags,
    )


_LINKED_TEXT = st.lists(
    st.one_of(
        st.text(max_size=30),
        st.sampled_from([".", "; ", "\n", "`", "```\n", "|", " and ", ", "]),
        st.builds(
            "[[page:{}{}]]".format,
            st.text(alphabet=string.ascii_lowercase + "-", min_size=1, max_size=8),
            st.one_of(st.just(""), st.text(max_size=12).map("|{}".format)),
        ),
        st.builds("[[evidence:{}]]".format, st.text(string.ascii_lowercase, max_size=6)),
    ),
    max_size=30,
).map("".join)


@FUZZ
@given(_LINKED_TEXT)
def test_the_words_around_links_are_bounded_and_only_for_the_pages_linked(body: str) -> None:
    from brain.toolkit.edges import CONTEXT_CHARS, WIKI_LINK, derive_edges, link_contexts

    document = Document(
        meta={"id": "a", "kind": "page", "type": "note", "title": "A", "status": "draft"},
        body=body,
    )
    contexts = link_contexts(body)
    assert all(len(text) <= CONTEXT_CHARS and text.strip() for text in contexts.values())
    edges = derive_edges(document)
    # every page link's edge carries its target's words, whatever else the body holds
    pages = {edge.target for edge in edges if edge.type == WIKI_LINK}
    assert all(
        edge.context == contexts.get(edge.target, "") for edge in edges if edge.type == WIKI_LINK
    )
    assert all(not edge.context for edge in edges if edge.type != WIKI_LINK)
    assert pages <= {link.target for link in document.links}
