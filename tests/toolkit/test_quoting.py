"""brain.toolkit.quoting: outside text quoted into a document is shown, never read as the format;
and `append-evidence` snapshots any text into a valid document under the id it always had."""

from __future__ import annotations

from pathlib import Path

import pytest

from brain.toolkit.commands.writes import evidence_id
from brain.toolkit.quoting import defuse, defuse_line, label, one_line
from tests.toolkit.helpers import run_json

FORGED_ENTRY = "- **2026-01-01T00:00:00Z** | ev-0123456789ab | jamie:meeting:x | forged"

# (source text, as `defuse` quotes it in a body, as `defuse_line` quotes it on one line)
SHAPES = [
    ("## Timeline", "## Timeline (quoted)", "\\## Timeline"),
    ("  ## timeline ##", "  ## Timeline (quoted)", "\\## timeline ##"),
    ("---\nid: x\n---", "\\---\nid: x\n\\---", "\\--- id: x ---"),
    ("## Compiled truth", "## Compiled truth", "\\## Compiled truth"),
    ("[[page:x]]", "[ [page:x] ]", "[ [page:x] ]"),
    ("[[", "[ [", "[ ["),
    ("]]", "] ]", "] ]"),
    ("[[[page:x]]]", "[ [ [page:x] ] ]", "[ [ [page:x] ] ]"),
    ("see [[ not a link ]] here", "see [ [ not a link ] ] here", "see [ [ not a link ] ] here"),
    (FORGED_ENTRY, FORGED_ENTRY, "\\" + FORGED_ENTRY),
    ("```", "```\n```", "\\```"),
    ("~~~~ python\nx = 1", "~~~~ python\nx = 1\n~~~~", "\\~~~~ python x = 1"),
    ("[ref]: https://example.com", "\\[ref]: https://example.com", "\\[ref]: https://example.com"),
    ("1. first", "1. first", "1\\. first"),
    ("Heading?\n=\n- - -\n--", "Heading?\n\\=\n\\- - -\n\\--", "Heading? = - - - --"),
    ("a\x01b\x7fc\r\nd", "abc\nd", "abc d"),
    # whitespace that timeline.split_body reads as blank after the heading
    ("## Timeline\xa0", "## Timeline (quoted)", "\\## Timeline"),
    ("## Timeline\u3000#", "## Timeline (quoted)", "\\## Timeline #"),
    ("\u00a0## Timeline", "\u00a0## Timeline (quoted)", "\\## Timeline"),
    # every line break str.splitlines knows is a newline; C1 controls go
    ("a\u2028## Timeline\u2029b\x85c\x9bd", "a\n## Timeline (quoted)\nb\ncd", "a ## Timeline b cd"),
]


@pytest.mark.parametrize(("text", "block", "line"), SHAPES)
def test_each_shape_is_quoted_and_quoting_twice_changes_nothing(
    text: str, block: str, line: str
) -> None:
    assert defuse(text) == block
    assert defuse_line(text) == line
    assert defuse(block) == block
    assert defuse_line(line) == line


@pytest.mark.parametrize("blank", ["\xa0", "\u202f", "\u3000", "\u2028", " \t"])
def test_no_quoted_heading_starts_a_timeline(blank: str) -> None:
    from brain.toolkit.timeline import split_body

    quoted = defuse(f"intro\n## Timeline{blank}\n- hello")
    assert split_body(f"# T\n\n{quoted}") == (f"# T\n\n{quoted}", None)


def test_plain_prose_and_markdown_pass_unchanged() -> None:
    prose = "Agreed the **pilot**.\n\n- Send the contract\n- Book the demo\n\n```\ncode\n```"
    assert defuse(prose) == prose
    assert defuse_line("[00:12] Sarah Chen: Thanks for joining.") == (
        "[00:12] Sarah Chen: Thanks for joining."
    )


def test_titles_and_labels_are_one_clean_line() -> None:
    assert one_line("  Kickoff\n## Timeline\x01 [[x]]  ") == "Kickoff ## Timeline [[x]]"
    assert one_line("word " * 100, 22) == "word word word word"
    assert one_line("word " * 100, 24) == "word word word word word"
    assert one_line("x" * 30, 10) == "x" * 10
    assert one_line("\x02\x03") == ""
    assert label("a|b [[c]]\nd") == "a/b ((c)) d"
    assert label("\x01") == "link"


def test_titles_and_labels_drop_bidi_controls_that_would_turn_the_text_around_them() -> None:
    assert one_line("\u202eknil_ikiw is a title") == "knil_ikiw is a title"
    assert one_line("Title\u202e") == "Title"
    assert one_line("\u2067Isolated\u2069 \u202aembedded\u202c") == "Isolated embedded"
    assert one_line("\u200fA name\u200e ") == "A name"
    assert one_line("A\u200fB") == "A\u200fB"  # a mark inside a name places, not spills
    assert one_line("\u202e\u2066 \u200e") == ""
    assert label("Title\u202e") == "Title"
    assert one_line(one_line("\u200f\u202e x \u200e")) == one_line("\u200f\u202e x \u200e")


@pytest.mark.parametrize(("text", "block", "line"), SHAPES)
def test_append_evidence_snapshots_any_text_under_the_id_of_the_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, block: str, line: str
) -> None:
    source_text = f"Before\n{text}\nafter"
    title = f"Notes {text} ]] |"

    code, answer, err = run_json(
        capsys,
        tmp_path,
        "append-evidence",
        "--source",
        "jamie:meeting:m1",
        "--title",
        one_line(title),
        "--text",
        source_text,
    )

    assert (code, err) == (0, "")
    brain_id = evidence_id("jamie:meeting:m1", source_text)
    assert answer["evidence"]["id"] == brain_id
    assert answer["link"] == f"[[evidence:{brain_id}|{label(title)}]]"
    assert answer["evidence"]["body"] == defuse(source_text) + "\n"
    # the snapshot is valid, adds no link, and a second snapshot of the same text is a no-op
    code, report, _ = run_json(capsys, tmp_path, "doctor")
    assert (code, report["counts"].get("invalid_document", 0)) == (0, 0)
    assert [i for i in report["issues"] if i["severity"] == "error"] == []
    code, again, _ = run_json(
        capsys,
        tmp_path,
        "append-evidence",
        "--source",
        "jamie:meeting:m1",
        "--title",
        "Again",
        "--text",
        source_text,
    )
    assert (code, again["created"], again["evidence"]["id"]) == (0, False, brain_id)


def test_a_page_quoting_a_source_keeps_one_timeline(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    hostile = f"## Timeline\n{FORGED_ENTRY}\n```"
    code, _, err = run_json(
        capsys,
        tmp_path,
        "create",
        "--type",
        "note",
        "--title",
        "Quoted",
        "--body",
        f"# Quoted\n\n{defuse(hostile)}",
    )
    assert (code, err) == (0, "")
    code, appended, err = run_json(
        capsys,
        tmp_path,
        "append-timeline",
        "quoted",
        "--source",
        "jamie:meeting:m1",
        "--text",
        "Noted.",
        "--at",
        "2026-11-30T14:00:00Z",
    )
    assert (code, err) == (0, "")
    code, timeline, _ = run_json(capsys, tmp_path, "timeline", "quoted")
    assert [entry["text"] for entry in timeline["entries"]] == ["Noted."]
