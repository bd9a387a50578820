"""What the document change view shows besides the form: preview, timeline, edges, history.

Everything user-written goes through `brain.markdown.render_markdown` (sanitized) or Django's
escaping; diffs are built line by line from escaped text.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from django.urls import reverse
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe

from brain.markdown import LinkResolver, default_link_resolver, render_markdown
from brain.models import BrainDocument, BrainDocumentVersion, BrainEdge
from brain.services.history import version_label, with_version_numbers
from brain.toolkit.edges import CITES
from brain.toolkit.links import extract_links
from brain.toolkit.timestamps import format_timestamp

HISTORY_LIMIT: Final = 20
DIFF_CONTEXT_LINES: Final = 3

# (brain_id, primary key) of a document of the same brain -> the URL of its page. The admin
# links to its change view; the staff UI (ui/) passes its own document page.
DocumentUrl = Callable[[str, int], str]


def document_admin_url(pk: int) -> str:
    return reverse("admin:brain_braindocument_change", args=[pk])


def _admin_url(brain_id: str, pk: int) -> str:
    return document_admin_url(pk)


def _document_pks(brain_ref_id: int, brain_ids: set[str]) -> dict[str, int]:
    if not brain_ids:
        return {}
    rows = BrainDocument.objects.filter(brain_ref_id=brain_ref_id, brain_id__in=brain_ids)
    return dict(rows.values_list("brain_id", "pk"))


def admin_link_resolver(
    row: BrainDocument, texts: list[str], document_url: DocumentUrl = _admin_url
) -> LinkResolver:
    """Page and evidence links go to their documents' pages in the same brain (the admin's
    unless `document_url` says otherwise); links to missing documents get no URL."""
    targets = {
        link.target
        for text in texts
        for link in extract_links(text)
        if link.kind in ("page", "evidence")
    }
    pks = _document_pks(row.brain_ref_id, targets)

    def resolve(kind: str, target: str) -> str | None:
        if kind == "source":
            return default_link_resolver(kind, target)
        pk = pks.get(target)
        return document_url(target, pk) if pk is not None else None

    return resolve


@dataclass(frozen=True)
class EdgeView:
    other_id: str
    type: str
    url: str | None  # None: no such document in the brain (the doctor reports it)


@dataclass(frozen=True)
class Edges:
    page_links_out: list[EdgeView]
    evidence_links_out: list[EdgeView]
    page_links_in: list[EdgeView]
    evidence_links_in: list[EdgeView]


def document_edges(row: BrainDocument, document_url: DocumentUrl = _admin_url) -> Edges:
    """Edges out of and into the document, page links apart from evidence citations."""
    outgoing = list(BrainEdge.objects.filter(source=row).order_by("type", "target_id"))
    incoming = list(
        BrainEdge.objects.filter(brain_ref_id=row.brain_ref_id, target_id=row.brain_id)
        .select_related("source")
        .order_by("type", "source__brain_id")
    )
    pks = _document_pks(row.brain_ref_id, {edge.target_id for edge in outgoing})

    def out(edge: BrainEdge) -> EdgeView:
        pk = pks.get(edge.target_id)
        url = document_url(edge.target_id, pk) if pk else None
        return EdgeView(edge.target_id, edge.type, url)

    def into(edge: BrainEdge) -> EdgeView:
        source = edge.source
        return EdgeView(source.brain_id, edge.type, document_url(source.brain_id, source.pk))

    return Edges(
        page_links_out=[out(e) for e in outgoing if e.type != CITES],
        evidence_links_out=[out(e) for e in outgoing if e.type == CITES],
        page_links_in=[into(e) for e in incoming if e.type != CITES],
        evidence_links_in=[into(e) for e in incoming if e.type == CITES],
    )


@dataclass(frozen=True)
class TimelineView:
    timestamp: str
    entry_id: str
    source_ref: str
    source_url: str | None
    text_html: SafeString


def timeline_view(
    *, timestamp: str, entry_id: str, source_ref: str, text: str, resolver: LinkResolver
) -> TimelineView:
    """One timeline entry as the pages show it: its source pointer's live URL, if any, and its
    text rendered by the shared safe renderer."""
    return TimelineView(
        timestamp=timestamp,
        entry_id=entry_id,
        source_ref=source_ref,
        source_url=default_link_resolver("source", source_ref),
        text_html=mark_safe(render_markdown(text, link_resolver=resolver)),
    )


def document_timeline(row: BrainDocument, resolver: LinkResolver) -> list[TimelineView]:
    entries = row.timeline_entries.order_by("position")
    return [
        timeline_view(
            timestamp=format_timestamp(entry.timestamp),
            entry_id=entry.entry_id,
            source_ref=entry.source_ref,
            text=entry.text,
            resolver=resolver,
        )
        for entry in entries
    ]


def diff_html(before: str, after: str, *, before_name: str, after_name: str) -> SafeString:
    """A unified diff as escaped HTML lines, classed for colour (`diff-add`, `diff-del`...)."""
    lines = difflib.unified_diff(
        before.splitlines(),
        after.splitlines(),
        fromfile=before_name,
        tofile=after_name,
        lineterm="",
        n=DIFF_CONTEXT_LINES,
    )
    rows = []
    for line in lines:
        if line.startswith(("+++", "---")):
            css = "diff-file"
        elif line.startswith("@@"):
            css = "diff-hunk"
        elif line.startswith("+"):
            css = "diff-add"
        elif line.startswith("-"):
            css = "diff-del"
        else:
            css = "diff-context"
        rows.append((css, line))
    if not rows:
        return format_html('<span class="diff-context">{}</span>', "(no change in the text)")
    # Each line is a block-level span, so no newline between them (it would double-space).
    return format_html_join("", '<span class="{}">{}</span>', rows)


@dataclass(frozen=True)
class VersionView:
    version: BrainDocumentVersion
    label: str  # "version 3 of sarah-chen"
    actor: str
    diff: SafeString
    is_current: bool


# How an actor's label names the surface it wrote through (the label's part before ": ").
SURFACE_NAMES: Final = {"admin": "the admin", "editor": "the editor"}


def actor_text(version: BrainDocumentVersion) -> str:
    """Who wrote a version, said once: "admin (via the admin)", "agent: ingest (job #7)",
    "ingest agent, job #7" (a label that already names the kind of writer and its job),
    "import: demo_load"."""
    username = version.actor_user.get_username() if version.actor_user is not None else ""
    label = version.actor_label
    if version.actor_type == BrainDocumentVersion.ActorType.USER:
        who = username or "an unknown user"  # never set, or deleted since
        if not label:
            return who
        surface, _, detail = label.partition(": ")
        via = f"via {SURFACE_NAMES.get(surface, surface)}"
        return f"{who} ({via}, {detail})" if detail else f"{who} ({via})"
    kind = str(version.actor_type)
    if not label:
        text = kind
    elif re.search(rf"\b{re.escape(kind)}\b", label):  # "ingest agent, …": an agent already
        text = label
    else:
        text = f"{kind}: {label}"
    extras = []
    job = version.actor_job_id
    if job is not None and not re.search(rf"\bjob #?{job}\b", label):
        extras.append(f"job #{job}")
    if username:
        extras.append(f"for {username}")
    return f"{text} ({', '.join(extras)})" if extras else text


def version_views(versions: list[BrainDocumentVersion], current_hash: str) -> list[VersionView]:
    """Newest first (numbered by `with_version_numbers`), each with the diff from the version
    before it (or from nothing)."""
    views = []
    for index, version in enumerate(versions):
        older = versions[index + 1] if index + 1 < len(versions) else None
        before = older.content if older is not None else ""
        label = version_label(version)
        views.append(
            VersionView(
                version=version,
                label=label,
                actor=actor_text(version),
                diff=diff_html(
                    before,
                    version.content,
                    before_name=version_label(older) if older is not None else "(none)",
                    after_name=label,
                ),
                is_current=version.content_hash == current_hash and index == 0,
            )
        )
    return views


def document_history(row: BrainDocument) -> tuple[list[VersionView], int]:
    """The latest versions of the document (one extra is read for the oldest one's diff)."""
    versions = list(
        with_version_numbers(BrainDocumentVersion.objects.filter(document=row))
        .select_related("actor_user")
        .order_by("-created_at", "-id")[: HISTORY_LIMIT + 1]
    )
    total = BrainDocumentVersion.objects.filter(document=row).count()
    views = version_views(versions, row.content_hash)[:HISTORY_LIMIT]
    return views, total


def preview_html(row: BrainDocument, resolver: LinkResolver) -> SafeString:
    return mark_safe(render_markdown(row.body, link_resolver=resolver))
