"""Bad input (issue 2): every kind gets a stable code, a rule and a message naming the problem.

Unreadable files are `parse_error`; readable files that break a §2 rule are `invalid_document`
with the rule's name. Through the CLI, a refused write exits 2 with one line on stderr and
changes no file.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from brain.toolkit import store as ops
from brain.toolkit.directory import DirectoryStore
from brain.toolkit.document import Document, parse_document, serialize_document
from brain.toolkit.problems import DocumentError, Problem
from brain.toolkit.timeline import timeline_entry_id
from brain.toolkit.timestamps import format_timestamp
from brain.toolkit.validation import (
    RULE_EVIDENCE,
    RULE_FILE_NAME,
    RULE_FOLDER,
    RULE_ID,
    RULE_KIND,
    RULE_LINK_SYNTAX,
    RULE_MERGED_INTO,
    RULE_SOURCE_REF,
    RULE_STATUS,
    RULE_TIMELINE,
    RULE_TIMESTAMP,
    RULE_TITLE,
    RULE_TYPE,
    RULE_ZONE,
    validate_document,
    validate_folder,
)
from tests.toolkit.helpers import (
    doc_text,
    run,
    run_json,
    stderr_lines,
    temp_files,
    tree_digest,
    write,
)

VALID = doc_text("a", title="A")


def parse_problem(data: bytes | str) -> Problem:
    """The single problem a file that cannot be read reports."""
    with pytest.raises(DocumentError) as caught:
        parse_document(data, path="inbox/a.md")
    assert caught.value.code == "parse_error"
    assert len(caught.value.problems) == 1
    return caught.value.problems[0]


def problems_of(
    text: str, *, folder: str = "inbox", stem: str | None = None
) -> list[tuple[str, str, str | None]]:
    document = parse_document(text, folder=folder)
    return [(p.code, p.rule, p.field) for p in validate_document(document, file_stem=stem)]


def only_problem(text: str, *, folder: str = "inbox", stem: str | None = None) -> Problem:
    found = validate_document(parse_document(text, folder=folder), file_stem=stem)
    assert len(found) == 1, found
    assert found[0].code == "invalid_document"
    return found[0]


def meta_doc(**meta: object) -> Document:
    base: dict[str, object] = {
        "id": "a",
        "kind": "page",
        "type": "note",
        "title": "A",
        "status": "draft",
    }
    base.update(meta)
    return Document(meta=base, body="", folder="inbox")


def test_the_baseline_document_is_valid() -> None:
    assert problems_of(VALID) == []


# --- unreadable files: parse_error ----------------------------------------------------------


def test_malformed_yaml_is_a_parse_error() -> None:
    problem = parse_problem("---\nid: [a\ntitle: A\n---\nBody\n")
    assert problem.rule == "yaml"
    assert problem.message.startswith("the frontmatter is not valid YAML: ")


def test_tab_indented_yaml_is_a_parse_error() -> None:
    problem = parse_problem("---\n\tid: a\n---\n")
    assert problem.rule == "yaml"
    assert "not valid YAML" in problem.message


def test_a_file_without_frontmatter_is_a_parse_error() -> None:
    problem = parse_problem("# Just markdown\n\nNo frontmatter here.\n")
    assert problem.rule == "frontmatter"
    assert problem.message == (
        "the file has no YAML frontmatter; start it with a line '---', the keys, then '---'"
    )


def test_the_error_names_the_file() -> None:
    with pytest.raises(DocumentError) as caught:
        parse_document("no frontmatter", path="people/sarah-chen.md")
    assert caught.value.path == "people/sarah-chen.md"
    assert str(caught.value).startswith("people/sarah-chen.md: parse_error: ")


def test_frontmatter_that_is_never_closed_is_a_parse_error() -> None:
    # python-frontmatter returns {} and the whole text as body for this: it must be detected.
    problem = parse_problem("---\nid: a\nkind: page\ntype: note\ntitle: A\nstatus: draft\n\nBody\n")
    assert problem.rule == "frontmatter"
    assert "frontmatter" in problem.message


def test_frontmatter_that_is_a_list_is_a_parse_error() -> None:
    problem = parse_problem("---\n- id\n- a\n---\nBody\n")
    assert problem.rule == "frontmatter"
    assert problem.message == "the frontmatter must be a mapping of keys to values, not list"


def test_frontmatter_that_is_a_scalar_is_a_parse_error() -> None:
    problem = parse_problem("---\njust a sentence\n---\nBody\n")
    assert problem.rule == "frontmatter"
    assert problem.message == "the frontmatter must be a mapping of keys to values, not str"


@pytest.mark.parametrize("text", ["---\n---\nBody\n", "---\n\n---\nBody\n", "---\n~\n---\n"])
def test_empty_frontmatter_is_a_parse_error(text: str) -> None:
    # docs/format.md: "missing or non-mapping frontmatter" is parse_error; an empty block is null.
    problem = parse_problem(text)
    assert problem.rule == "frontmatter"
    assert "frontmatter" in problem.message


def test_an_empty_mapping_is_readable_and_names_every_missing_field() -> None:
    assert problems_of("---\n{}\n---\n") == [
        ("invalid_document", RULE_ID, "id"),
        ("invalid_document", RULE_KIND, "kind"),
        ("invalid_document", RULE_TYPE, "type"),
        ("invalid_document", RULE_TITLE, "title"),
        ("invalid_document", RULE_STATUS, "status"),
    ]


def test_binary_bytes_are_a_parse_error() -> None:
    problem = parse_problem(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    assert problem.rule == "encoding"
    assert problem.message == "the file contains NUL bytes; markdown documents are text"


def test_non_utf8_bytes_are_a_parse_error() -> None:
    problem = parse_problem(VALID.replace("title: A", "title: Caf\xe9").encode("latin-1"))
    assert problem.rule == "encoding"
    assert problem.message == "the file is not valid UTF-8 text; save it as UTF-8"


def test_nul_bytes_are_a_parse_error() -> None:
    problem = parse_problem((VALID + "before\x00after\n").encode())
    assert problem.rule == "encoding"
    assert "NUL" in problem.message


def test_nul_in_already_decoded_text_is_a_parse_error() -> None:
    problem = parse_problem(VALID + "before\x00after\n")
    assert problem.rule == "encoding"
    assert "NUL" in problem.message


def test_a_file_over_the_size_limit_is_a_parse_error() -> None:
    problem = parse_problem(VALID.encode() + b"x" * (5 * 1024 * 1024))
    assert problem.rule == "size"
    assert "larger than" in problem.message


def test_a_utf8_bom_is_accepted() -> None:
    assert problems_of("\ufeff" + VALID) == []


def test_yaml_anchors_and_aliases_are_refused() -> None:
    problem = parse_problem(VALID.replace("status: draft", "status: &s draft\nother: *s"))
    assert problem.rule == "yaml"
    assert problem.message == (
        "the frontmatter uses YAML anchors or aliases (& or *); write values out"
    )


def test_an_anchor_alone_is_refused() -> None:
    problem = parse_problem(VALID.replace("title: A", "title: &t A"))
    assert problem.rule == "yaml"
    assert "anchors" in problem.message


def test_a_billion_laughs_alias_bomb_is_a_parse_error() -> None:
    levels = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for n in range(1, 10):
        refs = ", ".join([f"*a{n - 1}"] * 9)
        levels.append(f"a{n}: &a{n} [{refs}]")
    bomb = "---\n" + "\n".join(levels) + "\n---\nBody\n"
    problem = parse_problem(bomb)
    assert problem.rule == "yaml"
    assert "anchors or aliases" in problem.message


def test_duplicate_keys_are_refused_naming_the_key() -> None:
    problem = parse_problem(VALID.replace("status: draft", "status: draft\ntitle: B"))
    assert problem.rule == "yaml"
    assert problem.message == "the frontmatter repeats the key 'title'; keep one"


def test_duplicate_keys_inside_a_relation_are_refused() -> None:
    text = VALID.replace("status: draft", "status: draft\nrelations: [{type: a, type: b}]")
    problem = parse_problem(text)
    assert problem.message == "the frontmatter repeats the key 'type'; keep one"


def test_non_string_keys_are_refused() -> None:
    problem = parse_problem(VALID.replace("status: draft", "status: draft\n42: answer"))
    assert problem.rule == "frontmatter"
    assert problem.message == "frontmatter keys must be strings, found 42"


def test_python_object_tags_are_refused() -> None:
    problem = parse_problem(
        VALID.replace("title: A", "title: !!python/object/apply:os.system [ls]")
    )
    assert problem.rule == "yaml"
    assert "not valid YAML" in problem.message


def test_an_impossible_date_is_reported_as_such_not_as_missing_frontmatter() -> None:
    # PyYAML raises ValueError("day is out of range for month") while constructing the value.
    text = VALID.replace("status: draft", "status: draft\ncreated: 2026-02-30T10:00:00Z")
    with pytest.raises(DocumentError) as caught:
        parse_document(text, path="inbox/a.md")
    problem = caught.value.problems[0]
    assert "no YAML frontmatter" not in problem.message
    # Either a YAML error carrying the detail, or a timestamp rule naming the field.
    assert (problem.code, problem.rule) in {
        ("parse_error", "yaml"),
        ("invalid_document", "timestamp"),
    }
    assert "out of range" in problem.message or "created" in problem.message


# --- ids --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "bad_id",
    ["'../escape'", "a/b", "'a\\b'", "/etc/passwd", '"a\\0b"', "Sarah-Chen", "a_b", "a--b", "-a"],
)
def test_ids_that_are_not_slugs_are_invalid(bad_id: str) -> None:
    problem = only_problem(VALID.replace("id: a", f"id: {bad_id}"))
    assert problem.rule == RULE_ID
    assert problem.field == "id"
    assert problem.message.startswith("id ")
    assert "must be a lowercase slug" in problem.message


def test_an_id_with_a_nul_character_is_invalid() -> None:
    document = parse_document(VALID.replace("id: a", 'id: "a\\0b"'), folder="inbox")
    assert document.meta["id"] == "a\x00b"
    problem = validate_document(document)[0]
    assert (problem.code, problem.rule, problem.field) == ("invalid_document", RULE_ID, "id")
    assert "'a\\x00b'" in problem.message


def test_an_id_of_128_characters_is_valid_and_129_is_not() -> None:
    assert problems_of(VALID.replace("id: a", "id: " + "a" * 128)) == []
    problem = only_problem(VALID.replace("id: a", "id: " + "a" * 129))
    assert problem.rule == RULE_ID
    assert "at most 128 characters" in problem.message


def test_a_missing_id_is_invalid() -> None:
    problem = only_problem(VALID.replace("id: a\n", ""))
    assert (problem.rule, problem.field) == (RULE_ID, "id")
    assert problem.message == "id is required: a lowercase slug such as 'sarah-chen'"


def test_the_file_must_be_named_after_the_id() -> None:
    problem = only_problem(VALID, stem="b")
    assert (problem.rule, problem.field) == (RULE_FILE_NAME, "id")
    assert problem.message == "the file is named 'b.md' but its id is 'a'; name it 'a.md'"


# --- folders ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("folder", "segment"),
    [
        ("..", ".."),
        ("people/../../etc", ".."),
        ("/etc", ""),
        ("people\\evil", "people\\evil"),
        ("people\x00", "people\x00"),
        ("People", "People"),
        ("my folder", "my folder"),
        ("a//b", ""),
    ],
)
def test_folders_with_bad_segments_are_invalid(folder: str, segment: str) -> None:
    problems = validate_folder(folder)
    assert len(problems) == 1
    assert (problems[0].code, problems[0].rule, problems[0].field) == (
        "invalid_document",
        RULE_FOLDER,
        "folder",
    )
    assert f"has segment {segment!r}" in problems[0].message


def test_six_folder_segments_are_valid_and_seven_are_not() -> None:
    assert validate_folder("a/b/c/d/e/f") == []
    problems = validate_folder("a/b/c/d/e/f/g")
    assert [(p.code, p.rule) for p in problems] == [("invalid_document", RULE_FOLDER)]
    assert problems[0].message == "folder 'a/b/c/d/e/f/g' has 7 segments; at most 6 are allowed"


def test_a_document_in_a_seven_deep_folder_is_invalid() -> None:
    assert problems_of(VALID, folder="a/b/c/d/e/f/g") == [
        ("invalid_document", RULE_FOLDER, "folder")
    ]


def test_the_folder_must_not_be_repeated_in_frontmatter() -> None:
    problem = only_problem(VALID.replace("status: draft", "status: draft\nfolder: inbox"))
    assert (problem.rule, problem.field) == (RULE_FOLDER, "folder")
    assert "must not repeat the folder" in problem.message


# --- over-long values -------------------------------------------------------------------------


def test_a_title_of_300_characters_is_valid_and_301_is_not() -> None:
    assert problems_of(VALID.replace("title: A", "title: " + "t" * 300)) == []
    problem = only_problem(VALID.replace("title: A", "title: " + "t" * 301))
    assert (problem.rule, problem.field) == (RULE_TITLE, "title")
    assert problem.message == "title is required: 1 to 300 characters of text on one line"


@pytest.mark.parametrize("title", ['""', '"  "', '"two\\nlines"', '"tab\\there"', "[a, b]"])
def test_empty_multiline_or_non_text_titles_are_invalid(title: str) -> None:
    problem = only_problem(VALID.replace("title: A", f"title: {title}"))
    assert (problem.rule, problem.field) == (RULE_TITLE, "title")


def test_a_source_ref_of_256_characters_is_valid_and_257_is_not() -> None:
    ok_ref = "web:" + "x" * 252
    bad_ref = "web:" + "x" * 253
    assert len(ok_ref) == 256
    assert problems_of(VALID.replace("status: draft", f"status: draft\nsources: [{ok_ref}]")) == []
    problem = only_problem(VALID.replace("status: draft", f"status: draft\nsources: [{bad_ref}]"))
    assert (problem.rule, problem.field) == (RULE_SOURCE_REF, "sources")
    assert f"sources entry {bad_ref!r} is not a source ref" in problem.message
    assert "at most 256 characters" in problem.message


@pytest.mark.parametrize(
    "ref", ["nocolon", "Jamie:meeting:1", "jamie:has space", "jamie:", "a|b:c"]
)
def test_malformed_source_refs_are_invalid(ref: str) -> None:
    problem = only_problem(VALID.replace("status: draft", f"status: draft\nsources: ['{ref}']"))
    assert (problem.rule, problem.field) == (RULE_SOURCE_REF, "sources")
    assert repr(ref) in problem.message


def test_an_alias_over_300_characters_is_invalid() -> None:
    problem = only_problem(
        VALID.replace("status: draft", "status: draft\naliases: [" + "x" * 301 + "]")
    )
    assert (problem.rule, problem.field) == ("aliases", "aliases")


def test_a_control_character_in_a_title_or_an_alias_is_named() -> None:
    title = validate_document(meta_doc(title="Ctl esc\x1b title"))
    assert [(p.rule, p.field) for p in title] == [(RULE_TITLE, "title")]
    assert title[0].message.startswith("the title contains the control character U+001B; ")
    alias = validate_document(meta_doc(aliases=["fine", "Bell\x07 alias"]))
    assert [(p.rule, p.field) for p in alias] == [("aliases", "aliases")]
    assert alias[0].message.startswith(
        "the alias 'Bell\\x07 alias' contains the control character U+0007; "
    )
    # other problems keep their own message
    blank = validate_document(meta_doc(title="  "))
    assert blank[0].message == "title is required: 1 to 300 characters of text on one line"


# --- type, status, mergedInto, kind ---------------------------------------------------------


def test_an_unknown_type_is_invalid() -> None:
    problem = only_problem(VALID.replace("type: note", "type: robot"))
    assert (problem.rule, problem.field) == (RULE_TYPE, "type")
    assert problem.message == (
        "type must be one of person, company, project, meeting, concept, source, analysis, note, "
        "not 'robot'"
    )


@pytest.mark.parametrize("value", ["[note]", "{a: 1}"])
def test_a_type_that_is_not_a_string_is_invalid_not_a_crash(value: str) -> None:
    # validate_document must never raise: `value in DEFAULT_FOLDERS` hashes the value.
    problem = only_problem(VALID.replace("type: note", f"type: {value}"))
    assert (problem.rule, problem.field) == (RULE_TYPE, "type")


def test_an_unknown_status_is_invalid() -> None:
    problem = only_problem(VALID.replace("status: draft", "status: published"))
    assert (problem.rule, problem.field) == (RULE_STATUS, "status")
    assert problem.message == (
        "status must be one of draft, active, archived, merged, not 'published'"
    )


def test_merged_without_merged_into_is_invalid() -> None:
    problem = only_problem(VALID.replace("status: draft", "status: merged"))
    assert (problem.rule, problem.field) == (RULE_MERGED_INTO, "mergedInto")
    assert problem.message == (
        "status is 'merged', so mergedInto must name the page it was merged into"
    )


def test_merged_into_itself_is_invalid() -> None:
    problem = only_problem(VALID.replace("status: draft", "status: merged\nmergedInto: a"))
    assert (problem.rule, problem.field) == (RULE_MERGED_INTO, "mergedInto")
    assert problem.message == "mergedInto must be the id of another page, not 'a'"


def test_merged_into_a_non_slug_is_invalid() -> None:
    problem = only_problem(VALID.replace("status: draft", "status: merged\nmergedInto: Not An Id"))
    assert problem.rule == RULE_MERGED_INTO
    assert "'Not An Id'" in problem.message


def test_merged_into_without_status_merged_is_invalid() -> None:
    problem = only_problem(VALID.replace("status: draft", "status: draft\nmergedInto: b"))
    assert (problem.rule, problem.field) == (RULE_MERGED_INTO, "mergedInto")
    assert problem.message == (
        "mergedInto is set but status is 'draft'; remove mergedInto or set status to 'merged'"
    )


def test_a_properly_merged_tombstone_is_valid() -> None:
    assert problems_of(VALID.replace("status: draft", "status: merged\nmergedInto: b")) == []


def test_an_unknown_kind_is_invalid() -> None:
    problem = only_problem(VALID.replace("kind: page", "kind: blob"))
    assert (problem.rule, problem.field) == (RULE_KIND, "kind")
    assert problem.message == "kind must be 'page' or 'evidence', not 'blob'"


def test_evidence_outside_the_evidence_zone_is_invalid() -> None:
    problem = only_problem(VALID.replace("kind: page", "kind: evidence"), folder="people")
    assert (problem.rule, problem.field) == (RULE_ZONE, "kind")
    assert problem.message.startswith(
        "kind is 'evidence' but folder 'people' is outside the evidence/ zone"
    )


@pytest.mark.parametrize("folder", ["evidence", "evidence/jamie"])
def test_a_page_inside_the_evidence_zone_is_invalid(folder: str) -> None:
    problem = only_problem(VALID, folder=folder)
    assert (problem.rule, problem.field) == (RULE_ZONE, "kind")
    assert f"kind is 'page' but folder {folder!r} is inside the evidence/ zone" in problem.message


def test_a_folder_merely_starting_with_evidence_is_not_the_zone() -> None:
    assert problems_of(VALID, folder="evidence-notes") == []
    problem = only_problem(VALID.replace("kind: page", "kind: evidence"), folder="evidence-notes")
    assert problem.rule == RULE_ZONE


# --- timestamps -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("created", "2026-11-30"),
        ("created", "2026-11-30T14:00:00"),
        ("updated", "yesterday"),
        ("updated", "'2026-11-30T14:00:00'"),
        ("created", "1764511200"),
    ],
)
def test_timestamps_without_a_time_or_offset_are_invalid(field: str, value: str) -> None:
    problem = only_problem(VALID.replace("status: draft", f"status: draft\n{field}: {value}"))
    assert (problem.rule, problem.field) == (RULE_TIMESTAMP, field)
    assert problem.message.startswith(f"{field} must be an ISO-8601 date-time with an offset or Z")


@pytest.mark.parametrize(
    "value", ["2026-11-30T14:00:00Z", "2026-11-30T16:00:00+02:00", "2026-11-30 14:00:00Z"]
)
def test_timestamps_with_an_offset_are_valid(value: str) -> None:
    assert problems_of(VALID.replace("status: draft", f"status: draft\ncreated: {value}")) == []


# Date-times YAML reads (and fromisoformat reads) that leave the years 0001 to 9999 once
# their offset is applied: Python cannot convert them to UTC.
OUT_OF_RANGE = ("9999-12-31T23:00:00-05:00", "0001-01-01T01:00:00+05:00")


@pytest.mark.parametrize("field", ["created", "updated"])
@pytest.mark.parametrize("value", [*OUT_OF_RANGE, *(f"'{v}'" for v in OUT_OF_RANGE)])
def test_timestamps_outside_the_calendar_in_utc_are_invalid(field: str, value: str) -> None:
    # plain (YAML makes a datetime) or quoted (a string): the same problem, naming the field
    problem = only_problem(VALID.replace("status: draft", f"status: draft\n{field}: {value}"))

    written = value.strip("'")
    assert (problem.rule, problem.field) == (RULE_TIMESTAMP, field)
    assert problem.message == (
        f"{field} '{written}' falls outside the years 0001 to 9999 once converted to UTC "
        "(0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z)"
    )


@pytest.mark.parametrize(
    ("value", "shown"),
    [("2026-11-30", "2026-11-30"), ("2026-11-30 14:00:00", "2026-11-30T14:00:00")],
)
def test_a_date_or_a_date_time_without_offset_is_named_as_written(value: str, shown: str) -> None:
    # YAML reads these as a date and a naive datetime; the message shows them, not their repr.
    problem = only_problem(VALID.replace("status: draft", f"status: draft\ncreated: {value}"))

    assert problem.message == (
        "created must be an ISO-8601 date-time with an offset or Z, e.g. 2026-11-30T14:00:00Z, "
        f"not '{shown}'"
    )


@pytest.mark.parametrize(
    ("value", "canonical"),
    [
        ("0001-01-01T00:00:00Z", "0001-01-01T00:00:00Z"),
        ("0001-01-01T05:00:00+05:00", "0001-01-01T00:00:00Z"),
        ("0999-06-01T12:00:00Z", "0999-06-01T12:00:00Z"),
        ("9999-12-31T18:59:59-05:00", "9999-12-31T23:59:59Z"),
    ],
)
def test_the_first_and_last_instants_are_written_so_they_read_back(
    value: str, canonical: str
) -> None:
    # Years before 1000 used to be written without their zeros ("1-01-01T00:00:00Z"), which
    # reads back as a string and no timestamp.
    document = parse_document(VALID.replace("status: draft", f"status: draft\ncreated: {value}"))

    data = serialize_document(document)

    assert f"\ncreated: {canonical}\n" in data.decode()
    assert problems_of(data.decode()) == []
    created = parse_document(data).created
    assert created is not None
    assert format_timestamp(created) == canonical


def test_a_timeline_entry_outside_the_calendar_in_utc_is_invalid() -> None:
    ts, src, text = OUT_OF_RANGE[0], "jamie:meeting:1", "Kickoff."
    entry_id = timeline_entry_id("a", ts, src, text)
    problem = only_problem(timeline_doc(f"- **{ts}** | {entry_id} | {src} | {text}"))
    assert (problem.rule, problem.field) == (RULE_TIMELINE, "body")
    assert problem.message == (
        f"timeline entry {entry_id} has the timestamp '{ts}', which falls outside the years "
        "0001 to 9999 once converted to UTC (0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z)"
    )


# --- numbers no store can carry ---------------------------------------------------------------


@pytest.mark.parametrize(
    "value",
    [
        ".nan",
        ".inf",
        "-.Inf",
        "1.0e+999",  # infinity once read
        "9223372036854775808",  # 2**63
        "-9223372036854775809",
        "0x" + "F" * 17,  # hexadecimal has no digit limit in Python
        "9" * 5000,  # past Python's 4300 digits
        ":".join(["59"] * 3000),  # a base-60 integer of thousands of digits
        "1" + ":59" * 300 + ".5",  # a base-60 float that overflows while it is built
    ],
)
def test_a_number_no_store_can_carry_is_a_parse_error_naming_its_key(value: str) -> None:
    problem = parse_problem(VALID.replace("status: draft", f"status: draft\nscore: {value}"))

    shown = value if len(value) <= 40 else value[:40] + "..."
    assert (problem.rule, problem.field) == ("yaml", "score")
    assert problem.message == (
        f"the frontmatter key 'score' holds the number {shown}, which documents cannot carry: "
        "numbers must be finite (no .inf or .nan) and integers at most 64 bits; quote it to "
        "keep it as text"
    )


def test_a_number_deep_in_a_value_is_named_by_its_top_level_key() -> None:
    problem = parse_problem(VALID.replace("status: draft", "status: draft\nscore: [1, {y: .nan}]"))
    assert (problem.rule, problem.field) == ("yaml", "score")
    assert problem.message.startswith("the frontmatter key 'score' holds the number .nan, ")


@pytest.mark.parametrize(
    ("value", "number"),
    [
        ("9223372036854775807", 2**63 - 1),
        ("-9223372036854775808", -(2**63)),
        ("1.5e+308", 1.5e308),
        ("0x7FFFFFFFFFFFFFFF", 2**63 - 1),
    ],
)
def test_numbers_within_64_bits_and_finite_are_kept(value: str, number: float) -> None:
    document = parse_document(VALID.replace("status: draft", f"status: draft\nscore: {value}"))
    assert document.meta["score"] == number
    assert problems_of(serialize_document(document).decode()) == []


# --- links ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("link", "reason"),
    [
        ("[[foo]]", "must start with page:, evidence: or source:"),
        ("[[wiki:foo]]", "must start with page:, evidence: or source:"),
        ("[[page:]]", "has an empty target"),
        ("[[evidence:|Label]]", "has an empty target"),
        ("[[page:Bad Id]]", "must target a lowercase slug id"),
        ("[[source:nocolon]]", "has a source ref that is not <provider>:<native id>"),
    ],
)
def test_malformed_links_are_invalid(link: str, reason: str) -> None:
    problem = only_problem(doc_text("a", title="A", body=f"See {link} here."))
    assert (problem.rule, problem.field) == (RULE_LINK_SYNTAX, "body")
    assert problem.message.startswith(f"link {link} {reason}; write [[page:<id>|Label]]")


def test_malformed_links_inside_code_are_ignored() -> None:
    body = "Inline `[[foo]]` code.\n\n```\n[[page:Bad Id]]\n```\n"
    assert problems_of(doc_text("a", title="A", body=body)) == []


# --- evidence in compiled truth ---------------------------------------------------------------


def test_an_active_page_without_evidence_is_invalid() -> None:
    text = doc_text("a", title="A", status="active", body="Claims without a citation.")
    problem = only_problem(text)
    assert (problem.rule, problem.field) == (RULE_EVIDENCE, "body")
    assert "must cite evidence in its compiled truth" in problem.message


def test_an_active_page_citing_evidence_is_valid() -> None:
    text = doc_text("a", title="A", status="active", body="See [[evidence:ev-x|transcript]].")
    assert problems_of(text) == []


def test_evidence_cited_only_in_the_timeline_does_not_count() -> None:
    # given an active page whose only [[evidence:…]] link is inside a valid timeline entry
    ts, src, entry_text = "2026-11-30T14:00:00Z", "jamie:meeting:1", "See [[evidence:ev-x]]."
    entry_id = timeline_entry_id("a", ts, src, entry_text)
    body = f"Compiled truth.\n\n## Timeline\n\n- **{ts}** | {entry_id} | {src} | {entry_text}"
    # then
    problem = only_problem(doc_text("a", title="A", status="active", body=body))
    assert problem.rule == RULE_EVIDENCE


def test_evidence_inside_a_code_block_does_not_count() -> None:
    body = "```\n[[evidence:ev-x]]\n```\n"
    problem = only_problem(doc_text("a", title="A", status="active", body=body))
    assert problem.rule == RULE_EVIDENCE


def test_a_draft_page_needs_no_evidence() -> None:
    assert problems_of(doc_text("a", title="A", body="No citations yet.")) == []


# --- timeline entries -------------------------------------------------------------------------


def timeline_doc(line: str) -> str:
    return doc_text("a", title="A", body=f"Truth.\n\n## Timeline\n\n{line}")


def test_a_timeline_entry_with_a_wrong_id_is_invalid() -> None:
    ts, src, text = "2026-11-30T14:00:00Z", "jamie:meeting:1", "Kickoff."
    expected = timeline_entry_id("a", ts, src, text)
    problem = only_problem(timeline_doc(f"- **{ts}** | ev-000000000000 | {src} | {text}"))
    assert (problem.rule, problem.field) == (RULE_TIMELINE, "body")
    assert problem.message == (
        f"timeline entry ev-000000000000 does not match its content (expected {expected}); "
        "entries are never edited: add a new entry instead"
    )


def test_an_edited_timeline_entry_no_longer_matches_its_id() -> None:
    ts, src = "2026-11-30T14:00:00Z", "jamie:meeting:1"
    entry_id = timeline_entry_id("a", ts, src, "Kickoff.")
    assert problems_of(timeline_doc(f"- **{ts}** | {entry_id} | {src} | Kickoff.")) == []
    problem = only_problem(timeline_doc(f"- **{ts}** | {entry_id} | {src} | Kickoff!"))
    assert problem.rule == RULE_TIMELINE
    assert f"timeline entry {entry_id} does not match its content" in problem.message


def test_a_timeline_line_that_is_not_an_entry_is_invalid() -> None:
    problem = only_problem(timeline_doc("Just a loose sentence."))
    assert (problem.rule, problem.field) == (RULE_TIMELINE, "body")
    assert problem.message.startswith("timeline line 2 is not an entry: write ")


def test_a_timeline_entry_with_a_bad_timestamp_is_invalid() -> None:
    ts, src, text = "2026-11-30", "jamie:meeting:1", "Kickoff."
    entry_id = timeline_entry_id("a", ts, src, text)
    problem = only_problem(timeline_doc(f"- **{ts}** | {entry_id} | {src} | {text}"))
    assert problem.rule == RULE_TIMELINE
    assert problem.message == f"timeline entry {entry_id} has an invalid timestamp '2026-11-30'"


def test_a_timeline_entry_with_a_bad_source_ref_is_invalid() -> None:
    ts, src, text = "2026-11-30T14:00:00Z", "nocolon", "Kickoff."
    entry_id = timeline_entry_id("a", ts, src, text)
    problem = only_problem(timeline_doc(f"- **{ts}** | {entry_id} | {src} | {text}"))
    assert problem.rule == RULE_SOURCE_REF
    assert problem.message == f"timeline entry {entry_id} has an invalid source ref 'nocolon'"


# --- through the CLI --------------------------------------------------------------------------


def test_cli_refused_create_exits_2_with_one_line_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # given
    before = tree_digest(tmp_path)
    # when: an active page with no evidence
    code, out, err = run(
        capsys,
        tmp_path,
        "create",
        "--type",
        "person",
        "--title",
        "Sarah Chen",
        "--status",
        "active",
    )
    # then
    assert code == 2
    assert out == ""
    lines = stderr_lines(err)
    assert len(lines) == 1
    assert lines[0].startswith("goat-brain: people/sarah-chen.md: invalid_document: ")
    assert "must cite evidence" in lines[0]
    assert "Traceback" not in err
    assert tree_digest(tmp_path) == before
    assert not (tmp_path / "people" / "sarah-chen.md").exists()
    assert temp_files(tmp_path) == []


def test_cli_refused_create_with_json_reports_the_rule(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, data, err = run_json(
        capsys, tmp_path, "create", "--type", "person", "--title", "Sarah", "--status", "active"
    )
    assert code == 2
    assert data["error"]["code"] == "invalid_document"
    assert [p["rule"] for p in data["error"]["problems"]] == ["evidence_required"]
    assert len(stderr_lines(err)) == 1
    assert list(tmp_path.rglob("*.md")) == []


@pytest.mark.parametrize(
    "args",
    [
        ("--folder", "../outside"),
        ("--folder", "a/b/c/d/e/f/g"),
        ("--folder", "People"),
        ("--id", "Not-A-Slug"),
        ("--id", "../x"),
        ("--type", "robot"),
        ("--status", "published"),
        ("--source", "not a ref"),
    ],
)
def test_cli_create_refuses_bad_arguments(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: tuple[str, str]
) -> None:
    base = {"--type": "note", "--title": "Idea"}
    base.update({args[0]: args[1]})
    argv = [item for pair in base.items() for item in pair]
    code, out, err = run(capsys, tmp_path, "create", *argv)
    assert code == 2
    assert len(stderr_lines(err)) == 1
    assert "Traceback" not in err
    assert list(tmp_path.rglob("*.md")) == []
    assert not (tmp_path.parent / "outside").exists()
    assert temp_files(tmp_path) == []


def test_cli_create_refuses_an_absolute_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The issue's "Bad input": absolute paths get a clear error (not silently made relative).
    code, _, err = run(
        capsys, tmp_path, "create", "--type", "note", "--title", "Idea", "--folder", "/etc"
    )
    assert code == 2
    assert len(stderr_lines(err)) == 1
    assert list(tmp_path.rglob("*.md")) == []


def test_cli_refused_rewrite_leaves_the_file_byte_identical(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # given an active page that cites evidence
    path = write(
        tmp_path,
        "people/sarah.md",
        doc_text("sarah", type="person", status="active", body="Cites [[evidence:ev-1|x]]."),
    )
    before = path.read_bytes()
    # when the rewrite would drop the citation
    code, out, err = run(capsys, tmp_path, "rewrite", "sarah", "--body", "No citation now.")
    # then
    assert code == 2
    assert len(stderr_lines(err)) == 1
    assert "evidence" in err
    assert path.read_bytes() == before
    assert temp_files(tmp_path) == []


def test_cli_refused_rewrite_with_a_malformed_link_leaves_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, "inbox/idea.md", doc_text("idea", body="Old text."))
    before = path.read_bytes()
    code, _, err = run(capsys, tmp_path, "rewrite", "idea", "--body", "See [[page:Bad Id]].")
    assert code == 2
    assert "link_syntax" not in err  # the message, not the rule name, is shown
    assert "[[page:Bad Id]] must target a lowercase slug id" in err
    assert path.read_bytes() == before


def test_cli_rewrite_with_a_nul_byte_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # A write must never produce a file the parser then refuses as parse_error.
    path = write(tmp_path, "inbox/idea.md", doc_text("idea", body="Old text."))
    before = path.read_bytes()
    body_file = write(tmp_path.parent / "input", "body.txt", b"New \x00 text.\n")
    code, _, err = run(capsys, tmp_path, "rewrite", "idea", "--body-file", str(body_file))
    assert code == 2
    assert len(stderr_lines(err)) == 1
    assert path.read_bytes() == before


def test_cli_create_never_overwrites_an_existing_unreadable_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # given a file at people/sarah-chen.md that does not parse (a user's half-edited notes)
    path = write(tmp_path, "people/sarah-chen.md", "---\nid: [sarah-chen\n---\nPrecious notes.\n")
    before = path.read_bytes()
    # when
    code, _, err = run(capsys, tmp_path, "create", "--type", "person", "--title", "Sarah Chen")
    # then the create is refused and the file is untouched
    assert code == 2
    assert len(stderr_lines(err)) == 1
    assert path.read_bytes() == before


def test_cli_create_never_overwrites_a_file_holding_another_id(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, "people/bob.md", doc_text("robert", type="person", body="Notes."))
    before = path.read_bytes()
    code, _, err = run(capsys, tmp_path, "create", "--type", "person", "--title", "Bob")
    assert code == 2
    assert len(stderr_lines(err)) == 1
    assert path.read_bytes() == before


def test_cli_move_never_overwrites_an_existing_unreadable_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write(tmp_path, "inbox/a.md", doc_text("a", body="A."))
    target = write(tmp_path, "inbox/b.md", "---\nid: [b\n---\nPrecious notes.\n")
    before = tree_digest(tmp_path)
    code, _, err = run(capsys, tmp_path, "move", "a", "--to", "b")
    assert code == 2
    assert len(stderr_lines(err)) == 1
    assert target.read_bytes() == b"---\nid: [b\n---\nPrecious notes.\n"
    assert tree_digest(tmp_path) == before


def test_cli_a_yaml_set_is_refused_by_validate_and_get_json_does_not_crash(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # given a document with an unknown key holding a YAML !!set (no JSON equivalent)
    write(tmp_path, "inbox/a.md", doc_text("a", title="A", extra="tags: !!set {x, y}"))
    code, data, _ = run_json(capsys, tmp_path, "validate")
    assert code == 1
    assert data["invalid"][0]["problems"][0]["rule"] == "value_type"
    # when / then: one JSON document on stdout, never a traceback
    code, out, err = run(capsys, tmp_path, "get", "a", "--json")
    assert "Traceback" not in err
    assert code in (0, 2)
    assert isinstance(json.loads(out), dict)


def test_cli_validate_reports_the_second_file_with_a_duplicate_id(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # given two files claiming id "dup" (a/ sorts before b/, so b/ is the second)
    write(tmp_path, "a/dup.md", doc_text("dup", title="First"))
    write(tmp_path, "b/dup.md", doc_text("dup", title="Second"))
    # when
    code, data, err = run_json(capsys, tmp_path, "validate")
    # then
    assert code == 1
    assert data == {
        "checked": 2,
        "invalid": [
            {
                "path": "b/dup.md",
                "problems": [
                    {
                        "code": "duplicate_id",
                        "rule": "duplicate_id",
                        "field": None,
                        "message": "id 'dup' is already used by a/dup.md; give this document "
                        "another id",
                    }
                ],
            }
        ],
    }


def test_cli_validate_text_prints_one_line_per_invalid_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write(tmp_path, "a/dup.md", doc_text("dup"))
    write(tmp_path, "b/dup.md", doc_text("dup"))
    write(tmp_path, "inbox/robot.md", doc_text("robot", type="robot"))
    write(tmp_path, "inbox/broken.md", "---\nid: [x\n---\n")
    code, out, _ = run(capsys, tmp_path, "validate")
    assert code == 1
    assert out.splitlines() == [
        "b/dup.md: duplicate_id: id 'dup' is already used by a/dup.md; give this document "
        "another id",
        out.splitlines()[1],
        "inbox/robot.md: invalid_document: type must be one of person, company, project, "
        "meeting, concept, source, analysis, note, not 'robot'",
        "4 files checked, 3 invalid",
    ]
    assert out.splitlines()[1].startswith("inbox/broken.md: parse_error: the frontmatter is not")


def test_cli_doctor_reports_a_duplicate_id(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write(tmp_path, "a/dup.md", doc_text("dup", body="[[page:other]]"))
    write(tmp_path, "b/dup.md", doc_text("dup", body="[[page:other]]"))
    write(tmp_path, "inbox/other.md", doc_text("other"))
    code, data, _ = run_json(capsys, tmp_path, "doctor")
    assert code == 0
    assert data["counts"] == {"duplicate_id": 1}
    issue = data["issues"][0]
    assert (issue["code"], issue["severity"], issue["id"], issue["path"]) == (
        "duplicate_id",
        "error",
        "dup",
        "b/dup.md",
    )


def test_cli_doctor_survives_a_type_that_is_not_a_string(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write(tmp_path, "inbox/a.md", doc_text("a", type="[note]"))
    code, out, err = run(capsys, tmp_path, "doctor", "--json")
    assert "Traceback" not in err
    assert code == 0
    data = json.loads(out)
    assert [(i["code"], i.get("rule")) for i in data["issues"]] == [
        ("invalid_document", "type"),
        ("orphan", None),
    ]


def test_cli_get_validate_and_doctor_on_a_file_with_timestamps_outside_the_calendar(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # given a file whose created and timeline entry leave the calendar once in UTC
    ts, src = OUT_OF_RANGE[1], "jamie:meeting:1"
    entry_id = timeline_entry_id("a", ts, src, "Kickoff.")
    body = f"Body.\n\n## Timeline\n\n- **{ts}** | {entry_id} | {src} | Kickoff."
    write(
        tmp_path,
        "inbox/a.md",
        doc_text("a", title="A", extra=f"created: {OUT_OF_RANGE[0]}", body=body),
    )
    before = tree_digest(tmp_path)
    created = only_problem(doc_text("a", title="A", extra=f"created: {OUT_OF_RANGE[0]}"))
    entry = only_problem(timeline_doc(f"- **{ts}** | {entry_id} | {src} | Kickoff."))

    # get: the document, its created unread (null), its entry as written; no traceback
    code, got, err = run_json(capsys, tmp_path, "get", "a")
    assert (code, err) == (0, "")
    assert (got["document"]["id"], got["document"]["created"]) == ("a", None)
    assert got["timeline"] == [{"id": entry_id, "timestamp": ts, "source": src, "text": "Kickoff."}]

    # validate: invalid_document, each message naming what is wrong; exit 1
    code, data, err = run_json(capsys, tmp_path, "validate")
    assert (code, err) == (1, "")
    assert data == {
        "checked": 1,
        "invalid": [{"path": "inbox/a.md", "problems": [created.as_dict(), entry.as_dict()]}],
    }
    assert created.as_dict()["field"] == "created"

    # doctor: the same two, as errors
    code, report, err = run_json(capsys, tmp_path, "doctor")
    assert (code, err) == (0, "")
    assert [
        (i["code"], i["severity"], i["path"], i["message"], i.get("rule"))
        for i in report["issues"]
        if i["code"] == "invalid_document"
    ] == [
        ("invalid_document", "error", "inbox/a.md", created.message, "timestamp"),
        ("invalid_document", "error", "inbox/a.md", entry.message, "timeline_entry"),
    ]
    assert tree_digest(tmp_path) == before


@pytest.mark.parametrize("at", OUT_OF_RANGE)
def test_cli_append_timeline_at_outside_the_calendar_exits_2_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], at: str
) -> None:
    write(tmp_path, "inbox/a.md", VALID)
    before = tree_digest(tmp_path)

    code, out, err = run(
        capsys,
        tmp_path,
        "append-timeline",
        "a",
        "--source",
        "jamie:m:1",
        "--text",
        "Hi",
        "--at",
        at,
    )

    assert (code, out) == (2, "")
    assert err == (
        f"goat-brain: 'at' '{at}' falls outside the years 0001 to 9999 once converted to UTC "
        "(0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z)\n"
    )
    assert tree_digest(tmp_path) == before


def test_cli_get_and_validate_on_a_number_no_store_can_carry(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # A base-60 float that overflows used to escape the YAML loader as an OverflowError.
    value = "1" + ":59" * 300 + ".5"
    write(tmp_path, "inbox/a.md", doc_text("a", title="A", extra=f"score: {value}"))
    problem = parse_problem(doc_text("a", title="A", extra=f"score: {value}"))

    code, data, err = run_json(capsys, tmp_path, "validate")
    assert (code, err) == (1, "")
    assert data == {
        "checked": 1,
        "invalid": [{"path": "inbox/a.md", "problems": [problem.as_dict()]}],
    }
    code, out, err = run(capsys, tmp_path, "get", "a")
    assert (code, out, err) == (2, "", "goat-brain: no document with id or alias 'a'\n")


def test_store_apply_refuses_an_invalid_document_and_writes_nothing(tmp_path: Path) -> None:
    store = DirectoryStore(tmp_path)
    bad = Document(
        meta={"id": "x", "kind": "page", "type": "robot", "title": "X", "status": "draft"},
        body="",
        folder="inbox",
    )
    with pytest.raises(DocumentError) as caught:
        store.apply([ops.Change.create(bad)])
    assert [(p.code, p.rule) for p in caught.value.problems] == [("invalid_document", "type")]
    assert list(tmp_path.rglob("*.md")) == []
    assert temp_files(tmp_path) == []
