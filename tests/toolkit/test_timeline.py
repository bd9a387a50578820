"""The two body zones and the timeline (docs/format.md): split, ids, append-only, rewrite."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from brain.toolkit.commands import writes as ops
from brain.toolkit.directory import DirectoryStore
from brain.toolkit.document import parse_document
from brain.toolkit.errors import CommandError
from brain.toolkit.problems import DocumentError
from brain.toolkit.timeline import (
    TimelineEntry,
    append_timeline_entry,
    parse_timeline,
    replace_compiled_truth,
    split_body,
    timeline_entries,
    timeline_entry_id,
)
from brain.toolkit.validation import validate_document
from tests.toolkit.helpers import DEMO_BRAIN, doc_text, write


def formula(doc_id: str, timestamp: str, source_ref: str, text: str) -> str:
    """docs/format.md, written out independently of the toolkit."""
    joined = doc_id + "\n" + timestamp + "\n" + source_ref + "\n" + text
    return "ev-" + hashlib.sha256(joined.encode("utf-8")).hexdigest()[:12]


def entry(doc_id: str, timestamp: str, source_ref: str, text: str) -> TimelineEntry:
    return TimelineEntry(timestamp, formula(doc_id, timestamp, source_ref, text), source_ref, text)


# --- zones ----------------------------------------------------------------------------------


def test_split_body_separates_compiled_truth_and_timeline() -> None:
    body = "# Title\n\nTruth.\n\n## Timeline\n\n- **2026-01-01T00:00:00Z** | ev-x | a:b | t\n"
    assert split_body(body) == (
        "# Title\n\nTruth.\n\n",
        "\n- **2026-01-01T00:00:00Z** | ev-x | a:b | t\n",
    )


def test_split_body_without_a_timeline() -> None:
    assert split_body("Just truth.\n") == ("Just truth.\n", None)


@pytest.mark.parametrize("fence", ["```", "~~~", "````"])
def test_split_body_ignores_the_heading_inside_code_fences(fence: str) -> None:
    # given a fenced example that shows a timeline heading
    body = f"Intro\n\n{fence}markdown\n## Timeline\n- not an entry\n{fence}\n\nMore truth.\n"
    # then the whole body is compiled truth
    assert split_body(body) == (body, None)


def test_split_body_finds_the_real_heading_after_a_fenced_one() -> None:
    body = "Intro\n```\n## Timeline\n```\n\n## Timeline\n\n- entry\n"
    truth, zone = split_body(body)
    assert truth == "Intro\n```\n## Timeline\n```\n\n"
    assert zone == "\n- entry\n"


def test_a_tilde_fence_is_not_closed_by_backticks() -> None:
    body = "~~~\n```\n## Timeline\n~~~\n## Timeline\nzone\n"
    assert split_body(body) == ("~~~\n```\n## Timeline\n~~~\n", "zone\n")


@pytest.mark.parametrize("heading", ["### Timeline", "## Timelines", "# Timeline", "##Timeline"])
def test_other_headings_are_not_the_timeline(heading: str) -> None:
    body = f"Truth.\n\n{heading}\n\nMore.\n"
    assert split_body(body) == (body, None)


def test_the_heading_may_have_trailing_spaces() -> None:
    assert split_body("Truth.\n## Timeline  \nzone") == ("Truth.\n", "zone")


# --- entry ids ------------------------------------------------------------------------------


def test_entry_id_matches_the_design_formula() -> None:
    doc_id, ts, src, text = "sarah-chen", "2026-11-30T14:00:00Z", "jamie:meeting:123", "Kickoff."
    expected = (
        "ev-"
        + hashlib.sha256(
            b"sarah-chen\n2026-11-30T14:00:00Z\njamie:meeting:123\nKickoff."
        ).hexdigest()[:12]
    )
    assert timeline_entry_id(doc_id, ts, src, text) == expected
    assert len(expected) == 15


def test_entry_id_hashes_continuation_lines_without_their_indent() -> None:
    zone = (
        "\n- **2026-10-21T11:04:00Z** | ev-? | goat-chat:msg_1 | Start moved.\n"
        "  SCIM deferred to Q1.\n"
        "    deeper line\n"
    )
    (parsed,), errors = parse_timeline(zone)
    assert errors == []
    assert parsed.text == "Start moved.\nSCIM deferred to Q1.\n  deeper line"
    assert timeline_entry_id("p", parsed.timestamp, parsed.source_ref, parsed.text) == formula(
        "p",
        "2026-10-21T11:04:00Z",
        "goat-chat:msg_1",
        "Start moved.\nSCIM deferred to Q1.\n  deeper line",
    )


def test_entry_id_uses_the_timestamp_as_written() -> None:
    a = timeline_entry_id("x", "2026-11-30T16:00:00+02:00", "a:b", "t")
    b = timeline_entry_id("x", "2026-11-30T14:00:00Z", "a:b", "t")
    assert a == formula("x", "2026-11-30T16:00:00+02:00", "a:b", "t")
    assert a != b


def test_every_demo_timeline_entry_matches_the_formula() -> None:
    checked = 0
    for path in sorted(DEMO_BRAIN.rglob("*.md")):
        document = parse_document(path.read_bytes())
        for item in document.timeline:
            assert item.entry_id == formula(
                document.brain_id, item.timestamp, item.source_ref, item.text
            ), path
            checked += 1
    assert checked > 10


def test_a_demo_entry_with_a_continuation_line() -> None:
    document = parse_document((DEMO_BRAIN / "projects" / "acme-pilot.md").read_bytes())
    (found,) = [e for e in document.timeline if e.entry_id == "ev-86725a1e16e1"]
    assert found.text == (
        "Start moved from 2026-10-27 to 2026-11-03; pilot length unchanged.\n"
        "SCIM deferred to Q1 as GOA-151."
    )
    assert formula("acme-pilot", found.timestamp, found.source_ref, found.text) == "ev-86725a1e16e1"


def test_render_and_parse_round_trip() -> None:
    item = entry("x", "2026-01-01T00:00:00Z", "jamie:meeting:1", "First line.\nSecond | with pipe.")
    assert item.render() == (
        f"- **2026-01-01T00:00:00Z** | {item.entry_id} | jamie:meeting:1 | First line.\n"
        "  Second | with pipe."
    )
    assert parse_timeline(item.render()) == ([item], [])


# --- append ---------------------------------------------------------------------------------

BODY = (
    "# Acme\n\nTruth.\n\n## Timeline\n\n"
    "- **2026-01-02T00:00:00Z** | ev-aaaaaaaaaaaa | jamie:meeting:2 | Second.\n"
    "  With a continuation.\n"
    "- **2026-01-05T00:00:00Z** | ev-bbbbbbbbbbbb | jamie:meeting:5 | Fifth.\n"
)
OLD_LINES = [
    "- **2026-01-02T00:00:00Z** | ev-aaaaaaaaaaaa | jamie:meeting:2 | Second.",
    "  With a continuation.",
    "- **2026-01-05T00:00:00Z** | ev-bbbbbbbbbbbb | jamie:meeting:5 | Fifth.",
]


def zone_lines(body: str) -> list[str]:
    zone = split_body(body)[1]
    assert zone is not None
    return [line for line in zone.split("\n") if line.strip()]


def test_appending_the_same_entry_twice_is_a_no_op() -> None:
    new = entry("acme", "2026-01-03T00:00:00Z", "web:https://x.test/a", "Third.")
    once, appended = append_timeline_entry(BODY, new)
    twice, appended_again = append_timeline_entry(once, new)
    assert appended is True
    assert appended_again is False
    assert twice == once


def test_an_earlier_entry_goes_before_later_ones() -> None:
    # given entries on Jan 2 and Jan 5; when one for Jan 1 and one for Jan 3 are appended
    body, _ = append_timeline_entry(BODY, entry("acme", "2026-01-03T00:00:00Z", "a:b", "Third."))
    body, _ = append_timeline_entry(body, entry("acme", "2026-01-01T00:00:00Z", "a:b", "First."))
    # then they are in chronological order
    assert [e.text.split("\n")[0] for e in timeline_entries(body)] == [
        "First.",
        "Second.",
        "Third.",
        "Fifth.",
    ]


def test_a_later_entry_goes_last() -> None:
    body, _ = append_timeline_entry(BODY, entry("acme", "2026-02-01T00:00:00Z", "a:b", "Later."))
    assert zone_lines(body)[-1].endswith("| a:b | Later.")


def test_an_entry_at_the_same_instant_goes_after_the_existing_one() -> None:
    body, _ = append_timeline_entry(
        BODY, entry("acme", "2026-01-05T00:00:00Z", "a:b", "Also fifth.")
    )
    assert [e.text for e in timeline_entries(body)][-2:] == ["Fifth.", "Also fifth."]


def test_timestamps_with_offsets_are_ordered_as_instants() -> None:
    # 2026-01-03T01:00:00+02:00 is 2026-01-02T23:00:00Z: between Jan 2 and Jan 5
    item = entry("acme", "2026-01-03T01:00:00+02:00", "a:b", "Offset.")
    body, _ = append_timeline_entry(BODY, item)
    assert [e.text.split("\n")[0] for e in timeline_entries(body)] == [
        "Second.",
        "Offset.",
        "Fifth.",
    ]


def test_append_never_modifies_old_entries() -> None:
    body = BODY
    for ts, text in [
        ("2026-01-01T00:00:00Z", "A."),
        ("2026-01-04T00:00:00Z", "B."),
        ("2026-03-01T00:00:00Z", "C."),
    ]:
        body, _ = append_timeline_entry(body, entry("acme", ts, "a:b", text))
    lines = zone_lines(body)
    # the old lines are still there byte for byte, the continuation right after its entry
    start = lines.index(OLD_LINES[0])
    assert lines[start : start + 2] == OLD_LINES[:2]
    assert OLD_LINES[2] in lines
    assert len(lines) == len(OLD_LINES) + 3
    assert split_body(body)[0] == split_body(BODY)[0]


def test_append_to_a_body_without_a_timeline_adds_the_heading() -> None:
    item = entry("x", "2026-01-01T00:00:00Z", "a:b", "First.")
    body, appended = append_timeline_entry("Truth.\n", item)
    assert appended is True
    assert body == f"Truth.\n\n## Timeline\n\n{item.render()}\n"


def test_append_to_an_empty_body() -> None:
    item = entry("x", "2026-01-01T00:00:00Z", "a:b", "First.")
    assert append_timeline_entry("", item) == (f"## Timeline\n\n{item.render()}\n", True)


def test_appended_entries_validate() -> None:
    body = "Truth.\n"
    for ts in ["2026-01-02T00:00:00Z", "2026-01-01T00:00:00Z"]:
        body, _ = append_timeline_entry(body, entry("x", ts, "jamie:meeting:1", f"At {ts}.\nMore."))
    document = parse_document(doc_text("x", body=body), folder="inbox")
    assert validate_document(document, file_stem="x") == []


# --- through the store ------------------------------------------------------------------------


def make_page(root: Path) -> tuple[DirectoryStore, Path]:
    ts, src = "2026-01-02T00:00:00Z", "jamie:meeting:2"
    text = "Second.\nWith a continuation."
    first = entry("acme", ts, src, text)
    body = f"# Acme\n\nOld truth.\n\n## Timeline\n\n{first.render()}\n"
    path = write(root, "companies/acme.md", doc_text("acme", type="company", body=body))
    return DirectoryStore(root), path


def zone_bytes(path: Path) -> str:
    zone = split_body(parse_document(path.read_bytes()).body)[1]
    assert zone is not None
    return zone


def test_cmd_append_timeline_twice_changes_nothing_the_second_time(tmp_path: Path) -> None:
    store, path = make_page(tmp_path)
    first = ops.cmd_append_timeline(
        store, "acme", text="Third.", source="web:https://x.test", at="2026-01-03T02:00:00+02:00"
    )
    after_first = path.read_bytes()
    second = ops.cmd_append_timeline(
        DirectoryStore(tmp_path),
        "acme",
        text="Third.",
        source="web:https://x.test",
        at="2026-01-03T00:00:00Z",
    )
    assert first["appended"] is True
    assert first["entry"] == {
        "id": formula("acme", "2026-01-03T00:00:00Z", "web:https://x.test", "Third."),
        "timestamp": "2026-01-03T00:00:00Z",
        "source": "web:https://x.test",
        "text": "Third.",
    }
    assert second["appended"] is False
    assert second["entry"] == first["entry"]
    assert path.read_bytes() == after_first


def test_cmd_append_timeline_writes_continuation_lines(tmp_path: Path) -> None:
    store, path = make_page(tmp_path)
    result = ops.cmd_append_timeline(
        store,
        "acme",
        text="Line one.\n  Line two.\nLine three.",
        source="a:b",
        at="2026-02-01T00:00:00Z",
    )
    expected_text = "Line one.\nLine two.\nLine three."
    assert result["entry"]["text"] == expected_text
    new_id = formula("acme", "2026-02-01T00:00:00Z", "a:b", expected_text)
    assert zone_bytes(path).endswith(
        f"- **2026-02-01T00:00:00Z** | {new_id} | a:b | Line one.\n  Line two.\n  Line three."
    )


def test_cmd_append_timeline_keeps_old_entries_byte_for_byte(tmp_path: Path) -> None:
    store, path = make_page(tmp_path)
    old = zone_bytes(path)
    ops.cmd_append_timeline(store, "acme", text="Earlier.", source="a:b", at="2026-01-01T00:00:00Z")
    new = zone_bytes(path)
    old_lines = [line for line in old.split("\n") if line.strip()]
    new_lines = [line for line in new.split("\n") if line.strip()]
    assert new_lines[1:] == old_lines
    assert new_lines[0].startswith("- **2026-01-01T00:00:00Z** | ")


def test_rewrite_never_touches_the_timeline_zone(tmp_path: Path) -> None:
    # given
    store, path = make_page(tmp_path)
    zone_before = zone_bytes(path)
    # when
    result = ops.cmd_rewrite(
        store, "acme", compiled_truth="# Acme Corp\n\nNew truth with ```code``` and a [[page:x]]."
    )
    # then
    assert result["changed"] is True
    document = parse_document(path.read_bytes())
    assert document.compiled_truth == (
        "# Acme Corp\n\nNew truth with ```code``` and a [[page:x]].\n\n"
    )
    assert zone_bytes(path) == zone_before


def test_rewrite_with_a_fenced_timeline_heading_keeps_the_zone(tmp_path: Path) -> None:
    store, path = make_page(tmp_path)
    zone_before = zone_bytes(path)
    ops.cmd_rewrite(store, "acme", compiled_truth="Example:\n\n```\n## Timeline\n- fake\n```\n")
    assert zone_bytes(path) == zone_before
    assert [e.text for e in parse_document(path.read_bytes()).timeline] == [
        "Second.\nWith a continuation."
    ]


def test_rewrite_that_smuggles_a_timeline_heading_is_refused(tmp_path: Path) -> None:
    store, path = make_page(tmp_path)
    before = path.read_bytes()
    forged = entry("acme", "2020-01-01T00:00:00Z", "a:b", "Forged.")
    with pytest.raises((CommandError, DocumentError)):
        ops.cmd_rewrite(
            store, "acme", compiled_truth=f"New truth.\n\n## Timeline\n\n{forged.render()}\n"
        )
    assert path.read_bytes() == before


def test_rewrite_with_an_unclosed_code_fence_keeps_the_timeline(tmp_path: Path) -> None:
    # given a page with one timeline entry
    store, path = make_page(tmp_path)
    before = path.read_bytes()
    entries_before = parse_document(before).timeline
    # when the new compiled truth opens a code fence and never closes it
    try:
        ops.cmd_rewrite(store, "acme", compiled_truth='Truth.\n\n```python\nprint("open")\n')
    except (CommandError, DocumentError):
        # a refusal is fine, as long as nothing changed
        assert path.read_bytes() == before
        return
    # then the timeline entries are still timeline entries (not swallowed into the fence)
    assert parse_document(path.read_bytes()).timeline == entries_before


def test_replace_compiled_truth_keeps_the_zone_verbatim() -> None:
    body = "Old.\n\n## Timeline\n\n- odd   spacing kept\n\n\n"
    assert (
        replace_compiled_truth(body, "\n\nNew.\n\n")
        == "New.\n\n## Timeline\n\n- odd   spacing kept\n\n\n"
    )
    assert replace_compiled_truth(body, "") == "## Timeline\n\n- odd   spacing kept\n\n\n"
    assert replace_compiled_truth("Old.\n", "New.") == "New.\n"
