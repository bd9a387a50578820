"""The document format (docs/format.md): canonical bytes, round trips, legacy names, the hash."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from brain.toolkit.document import (
    Document,
    content_hash,
    parse_document,
    serialize_document,
)
from brain.toolkit.problems import DocumentError
from tests.toolkit.helpers import DEMO_BRAIN

DEMO_FILES = sorted(DEMO_BRAIN.rglob("*.md"))


def test_the_demo_brain_has_27_documents() -> None:
    assert len(DEMO_FILES) == 27


@pytest.mark.parametrize("path", DEMO_FILES, ids=lambda p: p.relative_to(DEMO_BRAIN).as_posix())
def test_canonical_demo_file_round_trips_byte_for_byte(path: Path) -> None:
    # given
    original = path.read_bytes()
    folder = path.parent.relative_to(DEMO_BRAIN).as_posix()
    # when
    document = parse_document(original, folder="" if folder == "." else folder)
    # then
    assert serialize_document(document) == original


NON_CANONICAL = """\
---
title: Sarah Chen
updated: 2026-12-01T11:12:00+02:00
zeta: keep me
id: sarah-chen
aliases:
  - Sarah
  - S. Chen
type: person
status: merged
kind: page
mergedInto: sarah-chen-2
alpha: [1, 2]
created: 2026-11-30T16:00:00+02:00
sources:
  - jamie:meeting:123
relations:
  - type: works_at
    target: acme-corp
nested: {b: 1, a: 2}
---


# Sarah

VP Engineering at [[page:acme-corp|Acme]].


"""

CANONICAL = """\
---
id: sarah-chen
kind: page
type: person
title: Sarah Chen
status: merged
aliases: [Sarah, S. Chen]
relations: [{type: works_at, target: acme-corp}]
sources: [jamie:meeting:123]
created: 2026-11-30T14:00:00Z
updated: 2026-12-01T09:12:00Z
mergedInto: sarah-chen-2
zeta: keep me
alpha: [1, 2]
nested: {b: 1, a: 2}
---
# Sarah

VP Engineering at [[page:acme-corp|Acme]].
"""


def test_non_canonical_input_is_written_canonically() -> None:
    # given a file with unordered keys, block lists, +02:00 offsets and extra blank lines
    document = parse_document(NON_CANONICAL)
    # when
    written = serialize_document(document)
    # then: canonical key order, flow lists, UTC Z, unknown keys kept in order after mergedInto
    assert written.decode("utf-8") == CANONICAL


def test_serialize_parse_serialize_is_a_fixed_point() -> None:
    once = serialize_document(parse_document(NON_CANONICAL))
    twice = serialize_document(parse_document(once))
    assert twice == once


def test_parse_keeps_the_file_spelling_in_meta() -> None:
    document = parse_document(NON_CANONICAL)
    assert list(document.meta) == [
        "title",
        "updated",
        "zeta",
        "id",
        "aliases",
        "type",
        "status",
        "kind",
        "mergedInto",
        "alpha",
        "created",
        "sources",
        "relations",
        "nested",
    ]
    assert document.created is not None
    assert document.created.isoformat() == "2026-11-30T16:00:00+02:00"


@pytest.mark.parametrize(
    ("legacy", "canonical"),
    [("media", "source"), ("email", "source"), ("writing", "analysis")],
)
def test_legacy_types_parse_and_are_written_back_canonical(legacy: str, canonical: str) -> None:
    # given
    text = f"---\nid: x\nkind: page\ntype: {legacy}\ntitle: X\nstatus: draft\n---\nBody.\n"
    # when
    document = parse_document(text)
    written = serialize_document(document)
    # then
    assert document.type == canonical
    assert (
        written
        == (
            f"---\nid: x\nkind: page\ntype: {canonical}\ntitle: X\nstatus: draft\n---\nBody.\n"
        ).encode()
    )
    assert serialize_document(parse_document(written)) == written


def test_timestamps_with_offsets_become_utc_z() -> None:
    text = (
        "---\nid: x\nkind: page\ntype: note\ntitle: X\nstatus: draft\n"
        "created: 2026-01-01T01:30:00+02:00\nupdated: 2025-12-31T18:00:00-05:00\n---\n"
    )
    written = serialize_document(parse_document(text)).decode()
    assert "created: 2025-12-31T23:30:00Z\n" in written
    assert "updated: 2025-12-31T23:00:00Z\n" in written


def test_empty_optional_keys_are_omitted() -> None:
    document = Document(
        meta={
            "id": "x",
            "kind": "page",
            "type": "note",
            "title": "X",
            "status": "draft",
            "aliases": [],
            "relations": [],
            "sources": [],
            "custom": "",
        },
        body="",
    )
    assert serialize_document(document) == (
        b"---\nid: x\nkind: page\ntype: note\ntitle: X\nstatus: draft\n---\n"
    )


def test_unicode_is_written_unescaped_and_lines_are_not_wrapped() -> None:
    long_title = "Zoë Ångström " + "très long " * 25
    document = Document(
        meta={
            "id": "zoe",
            "kind": "page",
            "type": "person",
            "title": long_title.strip(),
            "status": "draft",
            "aliases": ["Zoë", "Ångström, Z."],
        },
        body="Ünïcödé body.\n",
    )
    written = serialize_document(document)
    text = written.decode("utf-8")
    assert f"title: {long_title.strip()}\n" in text
    assert "aliases: [Zoë, 'Ångström, Z.']\n" in text
    assert "\\u" not in text
    assert serialize_document(parse_document(written)) == written
    assert parse_document(written).meta == document.meta


def test_values_that_need_quotes_survive_the_round_trip() -> None:
    tricky = ["on", "null", "123", "a, b", "x: y", " lead", "#hash", "[br", "{b", "'q'", '"dq"']
    document = Document(
        meta={
            "id": "x",
            "kind": "page",
            "type": "note",
            "title": "Yes: a 'quote' #x",
            "status": "draft",
            "aliases": tricky,
            "sources": ["web:https://example.com/a?b=1#frag", "github:octo/repo#12"],
        },
        body="",
    )
    written = serialize_document(document)
    assert b"sources: [web:https://example.com/a?b=1#frag, github:octo/repo#12]\n" in written
    reparsed = parse_document(written)
    assert reparsed.meta == document.meta
    assert serialize_document(reparsed) == written


def test_flow_strings_recognised_as_plain_read_back_unchanged() -> None:
    # The shortcut that skips the YAML read-back must never call plain what YAML would read
    # back differently: every string it takes is checked against a real load here.
    import random
    import string

    import yaml

    from brain.toolkit.document import _flow_string, _flow_string_read_back

    rng = random.Random(7)
    alphabet = string.ascii_letters + string.digits + "_./-: #,[]{}'\"?&*!|>%@`"
    fixed = ["P9", "page-000001", "jamie:meeting:123", "a:b", "x:1", "e1", "a.b/c_d-"]
    keywords = ["y", "Y", "yes", "No", "ON", "off", "null", "NULL", "True", "n"]
    samples = fixed + keywords
    samples += [
        rng.choice(string.ascii_letters)
        + "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 10)))
        for _ in range(20000)
    ]
    taken = 0
    for value in samples:
        written = _flow_string(value)
        assert written == _flow_string_read_back(value)
        if written == value:
            assert yaml.load(f"[{written}]", Loader=yaml.CSafeLoader) == [value]
            taken += 1
    assert taken > 1000  # the sample exercises the shortcut


@pytest.mark.parametrize(
    "frontmatter",
    [
        "id: x\naliases: [a, 'b c', \"d\", 1, 2.5, true, null, 2026-01-02, [n, [m]], {k: v}]\n",
        "title: !!str 12\nlist: !!seq [a]\nstamp: 2026-11-30T14:00:00Z\n",
        "relations:\n  - {type: works_at, target: acme}\n  - type: knows\n    target: bob\n",
        "empty: []\nmap: {}\nnested: {a: [1, {b: [c, ~]}]}\nmulti: |\n  one\n  two\n",
    ],
)
def test_frontmatter_loads_as_pyyaml_loads_it(frontmatter: str) -> None:
    # The strict loader builds strings and lists itself (brain/toolkit/frontmatter_yaml.py);
    # what it builds must be what PyYAML's own safe loader builds.
    import yaml

    document = parse_document(f"---\n{frontmatter}---\nBody\n")
    assert document.meta == yaml.load(frontmatter, Loader=yaml.CSafeLoader)


def test_a_string_tag_on_a_list_is_refused_as_pyyaml_refuses_it() -> None:
    with pytest.raises(DocumentError):
        parse_document("---\nid: x\ns: !!str [a]\n---\n")


def test_demo_frontmatter_loads_as_pyyaml_loads_it() -> None:
    import yaml

    for path in DEMO_FILES:
        text = path.read_text()
        frontmatter = text.split("---\n", 2)[1]
        assert parse_document(text).meta == yaml.load(frontmatter, Loader=yaml.CSafeLoader)


def test_body_gets_exactly_one_trailing_newline() -> None:
    text = "---\nid: x\nkind: page\ntype: note\ntitle: X\nstatus: draft\n---\n\n\nHello\n\n\n\n"
    assert serialize_document(parse_document(text)).endswith(b"---\nHello\n")


def test_content_hash_is_sha256_of_the_canonical_bytes() -> None:
    # given
    document = parse_document(NON_CANONICAL)
    canonical = serialize_document(document)
    # then
    expected = hashlib.sha256(canonical).hexdigest()
    assert content_hash(document) == expected
    assert content_hash(canonical) == expected
    assert content_hash(parse_document(canonical)) == expected
    assert len(expected) == 64


def test_content_hash_of_a_demo_file_is_sha256_of_its_bytes() -> None:
    path = DEMO_BRAIN / "people" / "sarah-chen.md"
    data = path.read_bytes()
    document = parse_document(data, folder="people")
    assert content_hash(document) == hashlib.sha256(data).hexdigest()


def test_content_hash_changes_with_any_change() -> None:
    document = parse_document(CANONICAL)
    assert content_hash(document) != content_hash(document.with_body(document.body + "x"))
    assert content_hash(document) != content_hash(document.with_meta(title="Sarah C."))
