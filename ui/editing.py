"""The staff UI editor's reads and its wire format (docs/ui.md, "The editor").

Reads are scoped like every other UI read: the caller gets the store from
`brain.store.store_for_user` first. Saves go through `brain.services.editing.document_save_text`
(the one write path, stale-checked against the hash the editor started from); this module turns
its refusals into the JSON the editor's script shows next to the text.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from typing import Any, Final

from django.db.models import Q
from django.http import Http404
from django.template.loader import render_to_string

from brain.admin.curation import timeline_view
from brain.api.errors import STALE_WRITE_IN_BODY, ApiError, as_api_error
from brain.markdown import default_link_resolver, markdownify
from brain.models import BrainDocument
from brain.store import DatabaseStore
from brain.toolkit.errors import NOT_FOUND, STALE_WRITE, CommandError
from brain.toolkit.problems import DocumentError
from brain.toolkit.timeline import parse_timeline, split_body
from brain.toolkit.timestamps import format_timestamp, parse_timestamp

MSG_NO_DOCUMENT: Final = "no document {brain_id!r}"
PICKER_LIMIT: Final = 12
QUERY_MAX: Final = 100
# The editor's session id, made by the edit page: letters, digits and dashes.
SESSION_PATTERN: Final = re.compile(r"\A[A-Za-z0-9-]{1,64}\Z")


def editable_row(*, store: DatabaseStore, brain_id: str) -> BrainDocument:
    """The store's document `brain_id` (Http404 when the brain has none)."""
    row = BrainDocument.objects.filter(brain_ref=store.brain, brain_id=brain_id).first()
    if row is None:
        raise Http404(MSG_NO_DOCUMENT.format(brain_id=brain_id))
    return row


@dataclass(frozen=True)
class LinkChoice:
    """One entry of the `[[` picker and the typed link it inserts."""

    brain_id: str
    title: str
    kind: str
    aliases: list[str]

    @property
    def link(self) -> str:
        # A label may not hold "|" or "]]" (it would end the link early).
        label = self.title.replace("|", "/").replace("]]", "] ]")
        return f"[[{self.kind}:{self.brain_id}|{label}]]"

    def as_dict(self) -> dict[str, Any]:
        return {
            "id": self.brain_id,
            "title": self.title,
            "kind": self.kind,
            "aliases": self.aliases,
            "link": self.link,
        }


def link_choices(*, store: DatabaseStore, text: str) -> list[LinkChoice]:
    """Live documents of the store's brain whose id, title or an alias holds `text` (the
    documents changed last when it is empty), at most PICKER_LIMIT, titles starting with it
    first."""
    text = text.strip()[:QUERY_MAX]
    rows = BrainDocument.objects.filter(brain_ref=store.brain).exclude(status="merged")
    if text:
        rows = rows.filter(
            Q(title__icontains=text) | Q(brain_id__icontains=text) | Q(aliases__icontains=text)
        ).order_by("title", "brain_id")
    else:
        rows = rows.order_by("-updated_at", "brain_id")
    found = list(rows.values_list("brain_id", "title", "kind", "aliases")[: PICKER_LIMIT * 4])
    folded = text.casefold()
    if folded:
        found.sort(key=lambda row: not str(row[1]).casefold().startswith(folded))
    return [
        LinkChoice(brain_id, title, kind, [a for a in aliases if isinstance(a, str)])
        for brain_id, title, kind, aliases in found[:PICKER_LIMIT]
    ]


def text_diff(current: str, mine: str) -> str:
    """A unified diff from the current text to the editor's."""
    lines = difflib.unified_diff(
        current.splitlines(keepends=True),
        mine.splitlines(keepends=True),
        fromfile="current",
        tofile="yours",
    )
    return "".join(line if line.endswith("\n") else line + "\n" for line in lines)


def _field_line(text: str, field: str | None) -> int | None:
    """The 1-based line of the frontmatter key `field` in `text`, when it is there."""
    if not field:
        return None
    key = field.split(".")[0].split("[")[0]
    match = re.search(rf"^{re.escape(key)}\s*:", text, flags=re.MULTILINE)
    return text.count("\n", 0, match.start()) + 1 if match else None


def _entry_line(text: str, entry_id: object) -> int | None:
    """The 1-based line of the timeline entry `entry_id` in `text` (a refusal of the
    append-only rule names it), when the text still has it."""
    if not isinstance(entry_id, str):
        return None
    match = re.search(rf"^- \*\*[^*]+\*\* \| {re.escape(entry_id)} \|", text, flags=re.MULTILINE)
    return text.count("\n", 0, match.start()) + 1 if match else None


def refusal(error: DocumentError | CommandError, text: str) -> ApiError:
    """A refused save as the API answers it (brain/api/errors.py: the one table of codes and
    statuses), each problem with the line of its frontmatter key in `text` for the editor to
    point at. A stale save is 409: the hash it started from came in the form, not in If-Match.
    """
    refused = as_api_error(error)
    assert refused is not None  # the toolkit's refusals are always the caller's
    if isinstance(error, DocumentError):
        problems = [
            {**problem.as_dict(), "line": _field_line(text, problem.field)}
            for problem in error.problems
        ]
    else:
        problems = [
            {
                "code": error.code,
                "rule": None,
                "field": None,
                "message": error.message,
                "line": _entry_line(text, error.details.get("entry")),
            }
        ]
    if isinstance(error, CommandError) and error.code == STALE_WRITE:
        return ApiError.of(error, status=STALE_WRITE_IN_BODY)
    if isinstance(error, CommandError) and error.code == NOT_FOUND:
        return refused
    return ApiError(
        refused.code,
        refused.message,
        status=refused.status,
        **{**refused.details, "problems": problems},
    )


# --- the live preview -------------------------------------------------------------------------


def preview_html(text: str) -> str:
    """The editor's live preview of a whole document file (django-markdownx's
    MARKDOWNX_MARKDOWNIFY_FUNCTION): the compiled truth through the shared safe renderer
    (`brain.markdown.markdownify`, which leaves the frontmatter out), then the timeline as the
    document page shows it (the same entry views and template), each entry's time, source
    pointer and rendered text. Lines of the timeline section that are no entry are listed as
    such, as typed, so a half-written entry is seen rather than lost."""
    text = text.replace("\r\n", "\n")
    truth, zone = split_body(text)
    html = markdownify(truth)
    if zone is None:
        return html
    entries, stray = parse_timeline(zone)
    context = {
        "entries": [
            timeline_view(
                timestamp=_timestamp(entry.timestamp),
                entry_id=entry.entry_id,
                source_ref=entry.source_ref,
                text=entry.text,
                resolver=default_link_resolver,
            )
            for entry in entries
        ],
        "stray": stray,
    }
    return html + render_to_string("ui/preview_timeline.html", context)


def _timestamp(value: str) -> str:
    """An entry's time as the page shows it (UTC, `Z`), or as typed when it is no time."""
    parsed = parse_timestamp(value)
    return format_timestamp(parsed) if parsed is not None else value
