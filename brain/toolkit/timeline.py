"""The two body zones: compiled truth above `## Timeline`, dated entries below it."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from typing import Final

from .errors import (
    MSG_TIMELINE_CHANGED,
    MSG_TIMELINE_MOVED,
    MSG_TIMELINE_ORDER,
    TimelineRewritten,
)
from .links import Link, map_links, split_code_lines
from .schemas import TIMELINE_HEADING
from .timestamps import format_timestamp, parse_timestamp

_HEADING_RE: Final = re.compile(r"^## Timeline\s*$")
_ENTRY_RE: Final = re.compile(
    r"^- \*\*(?P<timestamp>[^*\s]+)\*\* \| (?P<entry_id>[^\s|]+) \| (?P<source_ref>[^\s|]+) \| "
    r"(?P<text>.*)$"
)
CONTINUATION_INDENT: Final = "  "


@dataclass(frozen=True)
class TimelineEntry:
    """One dated, sourced line of the timeline; `text` joins continuation lines with newlines."""

    timestamp: str
    entry_id: str
    source_ref: str
    text: str

    def render(self) -> str:
        first, *rest = self.text.split("\n")
        lines = [f"- **{self.timestamp}** | {self.entry_id} | {self.source_ref} | {first}"]
        lines.extend(CONTINUATION_INDENT + line for line in rest)
        return "\n".join(lines)

    def as_dict(self) -> dict[str, str]:
        return {
            "id": self.entry_id,
            "timestamp": self.timestamp,
            "source": self.source_ref,
            "text": self.text,
        }


@dataclass(frozen=True)
class TimelineLineError:
    line_number: int  # 1-based, within the timeline zone
    line: str


def timeline_entry_id(doc_id: str, timestamp: str, source_ref: str, text: str) -> str:
    digest = hashlib.sha256("\n".join([doc_id, timestamp, source_ref, text]).encode()).hexdigest()
    return "ev-" + digest[:12]


_HEADING_SEARCH: Final = re.compile(r"^## Timeline[^\S\n]*$", re.MULTILINE)


def split_body(body: str) -> tuple[str, str | None]:
    """(compiled truth, timeline zone or None); the heading itself belongs to neither."""
    if "```" not in body and "~~~" not in body:  # no code fences: one regex search will do
        match = _HEADING_SEARCH.search(body)
        if match is None:
            return body, None
        return body[: match.start()], body[match.end() + 1 :]
    offset = 0
    for line, in_code in split_code_lines(body):
        if not in_code and _HEADING_RE.match(line):
            return body[:offset], body[offset + len(line) + 1 :]
        offset += len(line) + 1
    return body, None


def compiled_truth(body: str) -> str:
    return split_body(body)[0]


def parse_timeline(zone: str) -> tuple[list[TimelineEntry], list[TimelineLineError]]:
    """Entries of a timeline zone, plus the lines that are neither entries nor continuations."""
    entries: list[TimelineEntry] = []
    errors: list[TimelineLineError] = []
    current: dict[str, str] | None = None
    continuation: list[str] = []

    def close() -> None:
        if current is not None:
            text = "\n".join([current["text"], *continuation])
            entries.append(
                TimelineEntry(
                    current["timestamp"], current["entry_id"], current["source_ref"], text
                )
            )

    for number, line in enumerate(zone.split("\n"), start=1):
        match = _ENTRY_RE.match(line)
        if match:
            close()
            current, continuation = match.groupdict(), []
        elif line.startswith(CONTINUATION_INDENT) and line.strip() and current is not None:
            continuation.append(line[len(CONTINUATION_INDENT) :])
        elif line.strip():
            errors.append(TimelineLineError(number, line))
    close()
    return entries, errors


def timeline_entries(body: str) -> list[TimelineEntry]:
    zone = split_body(body)[1]
    return parse_timeline(zone)[0] if zone is not None else []


def replace_compiled_truth(body: str, new_truth: str) -> str:
    """The body with its compiled truth replaced and its timeline zone kept byte for byte."""
    zone = split_body(body)[1]
    truth = new_truth.strip("\n")
    if zone is None:
        return truth + "\n"
    return f"{truth}\n\n{TIMELINE_HEADING}\n{zone}" if truth else f"{TIMELINE_HEADING}\n{zone}"


def append_timeline_entry(body: str, entry: TimelineEntry) -> tuple[str, bool]:
    """The body with `entry` placed in chronological order; (body, False) when already present."""
    truth, zone = split_body(body)
    existing = parse_timeline(zone)[0] if zone is not None else []
    if any(e.entry_id == entry.entry_id for e in existing):
        return body, False
    if zone is None:
        truth = truth.rstrip("\n")
        prefix = f"{truth}\n\n" if truth else ""
        return f"{prefix}{TIMELINE_HEADING}\n\n{entry.render()}\n", True
    lines = zone.rstrip("\n").split("\n")
    # Insert after the last entry not later than the new one (timestamps compare as instants).
    insert_at = len(lines)
    later = [e for e in existing if _sort_key(e.timestamp) > _sort_key(entry.timestamp)]
    if later:
        first_later = later[0].render().split("\n", 1)[0]
        insert_at = lines.index(first_later)
    lines[insert_at:insert_at] = entry.render().split("\n")
    return f"{truth}{TIMELINE_HEADING}\n" + "\n".join(lines) + "\n", True


def _sort_key(timestamp: str) -> str:
    parsed = parse_timestamp(timestamp)
    return format_timestamp(parsed) if parsed is not None else timestamp


# --- the append-only rule (docs/format.md, "Body: compiled truth and timeline") -----------------

# How a write may change a document's timeline (`brain.toolkit.store.Change.timeline_rule`):
# - APPEND_ONLY, every writer's default: the entries already there stay, unchanged and in
#   their order; new entries go where their time belongs.
# - RELINK: the same, but an entry may get a new id and new link targets (its timestamp,
#   source and words stay): a rename re-keys a document's entries and retargets links to it,
#   and a merge retargets links to the page it folds away.
# - REPLACE: anything; for writes that put back a text the brain already had (restoring a
#   version) or bring a brain in from outside (an import), never for an edit.
APPEND_ONLY: Final = "append_only"
RELINK: Final = "relink"
REPLACE: Final = "replace"
TIMELINE_RULES: Final = (APPEND_ONLY, RELINK, REPLACE)


def out_of_order(entries: list[TimelineEntry]) -> list[tuple[TimelineEntry, TimelineEntry]]:
    """Each entry listed after a later one, with the entry it follows: (later, earlier)."""
    found = []
    for before, after in zip(entries, entries[1:], strict=False):
        if _sort_key(after.timestamp) < _sort_key(before.timestamp):
            found.append((before, after))
    return found


def timeline_breach(
    brain_id: str, old: list[TimelineEntry], new: list[TimelineEntry], rule: str = APPEND_ONLY
) -> TimelineRewritten | None:
    """Why `new` is not `old` with entries added (see the rules above), or None.

    The entries of `old` must appear in `new` in their order; whatever `new` has besides them
    is added, and each added entry must not come before an earlier-listed entry's time nor
    after a later-listed one's. Disorder already in `old` is the doctor's to report, not a
    reason to refuse a write that leaves it as it was."""
    if rule == REPLACE:
        return None
    key = _relinked if rule == RELINK else _exact
    new_keys = [key(entry) for entry in new]
    added = [True] * len(new)
    position = 0
    for entry in old:
        wanted = key(entry)
        try:
            position = new_keys.index(wanted, position)
        except ValueError:
            template = MSG_TIMELINE_MOVED if wanted in new_keys else MSG_TIMELINE_CHANGED
            message = template.format(id=brain_id, entry=entry.entry_id, timestamp=entry.timestamp)
            return TimelineRewritten(brain_id, entry=entry.entry_id, message=message)
        added[position] = False
        position += 1
    for index in (i for i, is_added in enumerate(added) if is_added):
        misplaced = _misplaced(brain_id, new, index)
        if misplaced is not None:
            return misplaced
    return None


def _misplaced(brain_id: str, entries: list[TimelineEntry], index: int) -> TimelineRewritten | None:
    """The added entry at `index` when it is earlier than the entry before it or later than
    the entry after it; equal times keep the order they were written in."""
    entry = entries[index]
    when = _sort_key(entry.timestamp)
    neighbour: TimelineEntry | None = None
    relation = ""
    if index > 0 and when < _sort_key(entries[index - 1].timestamp):
        neighbour, relation = entries[index - 1], "before it and later"
    elif index + 1 < len(entries) and when > _sort_key(entries[index + 1].timestamp):
        neighbour, relation = entries[index + 1], "after it and earlier"
    if neighbour is None:
        return None
    message = MSG_TIMELINE_ORDER.format(
        id=brain_id,
        entry=entry.entry_id,
        timestamp=entry.timestamp,
        neighbour=f"{neighbour.entry_id} ({neighbour.timestamp})",
        when=relation,
    )
    return TimelineRewritten(brain_id, entry=entry.entry_id, message=message)


def _exact(entry: TimelineEntry) -> tuple[str, ...]:
    return (entry.entry_id, entry.timestamp, entry.source_ref, entry.text)


def _relinked(entry: TimelineEntry) -> tuple[str, ...]:
    """What a rename or merge keeps of an entry: its time, source and words, links but their
    targets (the id hashes the text, so it changes with them)."""
    return (entry.timestamp, entry.source_ref, map_links(entry.text, _without_target))


def _without_target(link: Link) -> str | None:
    if link.kind not in ("page", "evidence"):
        return None
    return f"[[{link.kind}:|{link.label or ''}]]"
