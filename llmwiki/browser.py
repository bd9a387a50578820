"""The memory browser's data (llmwiki/views.py shows it): provider rows for the switcher, the
rendered popup documents, the Map (laid out on the server by goat/layout.py) and Connections.

Everything here reads; nothing writes a provider's files. Links are resolved against the names
the provider actually has: a known `[[wikilink]]` or relative `.md` link points at the popup's
document endpoint, anything else is plain text.
"""

from __future__ import annotations

import html
import posixpath
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final
from urllib.parse import quote, unquote, urlsplit

from django.conf import settings

from brain.markdown import render_markdown
from goat.layout import SIZE, force_layout
from llmwiki import scopes
from llmwiki.hindsight import MSG_NOT_CONFIGURED, HindsightError
from llmwiki.providers import (
    HINDSIGHT,
    LABELS,
    LLM_WIKI,
    MARKDOWN,
    LlmWikiProvider,
    MarkdownProvider,
    MemoryDocument,
    MemoryProvider,
    UnavailableProvider,
    WikiGraph,
    provider_for,
)
from llmwiki.scopes import MemoryScope
from llmwiki.wiki.formats import CITATION_RE

PAGE_LIMIT: Final = 500
CHART_LIMIT: Final = 40
# A raw source's label on the Map: the summary page of a source carries the source's own title,
# so the source's label says what it is (shown, and read by screen readers).
SOURCE_LABEL: Final = "source: {title}"
DocUrl = Callable[[str, str], str]  # (kind "page" or "source", name) -> the popup endpoint URL


@dataclass(frozen=True)
class ProviderRow:
    """One provider in the switcher: active or not, and what it holds."""

    key: str
    label: str
    active: bool
    pages: int | None  # None: not counted (Hindsight is only read while active)
    message: str = ""


def provider_rows(scope: MemoryScope, active: MemoryProvider) -> list[ProviderRow]:
    rows = []
    for key, label in LABELS.items():
        provider = active if key == active.key else None
        count: int | None = None
        message = ""
        if provider is None and key in (MARKDOWN, LLM_WIKI):
            provider = provider_for(scope, key)
        if isinstance(provider, UnavailableProvider):
            message = provider.message
        elif provider is not None:
            try:
                count = len(names_of(provider))
            except HindsightError as error:  # the server is down or refused: say so, no 500
                message = error.message
        if key == HINDSIGHT and provider is None and not settings.HINDSIGHT_URL:
            message = MSG_NOT_CONFIGURED
        rows.append(ProviderRow(key, label, key == active.key, count, message))
    return rows


def names_of(provider: MemoryProvider) -> list[str]:
    if isinstance(provider, MarkdownProvider):
        return provider.names()
    return [page.name for page in provider.list_pages(limit=10 * PAGE_LIMIT)]


def _known(provider: MemoryProvider) -> Callable[[str], bool]:
    """Whether the provider has a page by that name (asked per link, not by listing them all)."""
    has_page = getattr(provider, "has_page", None)
    if callable(has_page):
        return lambda name: bool(has_page(name))
    names = set(names_of(provider))
    return lambda name: name in names


def _relative_resolver(
    current: str, known: Callable[[str], bool], doc_url: DocUrl
) -> Callable[[str], str | None]:
    folder = posixpath.dirname(current)

    def resolve(href: str) -> str | None:
        path = unquote(urlsplit(href).path)
        if not path.endswith(".md"):
            return None
        name = posixpath.normpath(posixpath.join(folder, path[: -len(".md")]))
        return doc_url("page", name) if known(name) else ""

    return resolve


def render_document(
    provider: MemoryProvider, document: MemoryDocument, doc_url: DocUrl
) -> dict[str, Any]:
    """The popup's JSON for one page (safe rendered HTML) or raw source (escaped text)."""
    page = document.page
    if document.kind == "source":
        body = f'<pre class="memory-raw">{html.escape(document.body)}</pre>'
    else:
        known = _known(provider)
        body = render_markdown(
            document.body,
            wikilink_resolver=lambda name: doc_url("page", name) if known(name) else None,
            relative_link_resolver=_relative_resolver(page.name, known, doc_url),
        )
    if document.kind == "page" and isinstance(provider, LlmWikiProvider):
        body = link_citations(body, provider, doc_url)
    return {
        "kind": document.kind,
        "name": page.name,
        "title": page.title,
        "provider": getattr(provider, "label", ""),
        "html": body,
    }


_CODE_RE: Final = re.compile(r"(<pre[\s>].*?</pre>|<code[\s>].*?</code>)", re.DOTALL)


def link_citations(rendered: str, provider: LlmWikiProvider, doc_url: DocUrl) -> str:
    """Citation markers (`[^src_…]`) in rendered text, outside code, become links to their raw
    source (opened in the popup); a marker naming no captured source stays as it is."""
    titles: dict[str, str | None] = {}

    def replace(match: re.Match[str]) -> str:
        source_id = match.group(1)
        if source_id not in titles:
            titles[source_id] = provider.source_title(source_id)
        title = titles[source_id]
        if title is None:
            return match.group(0)
        return (
            f'<a class="wiki-link" href="{html.escape(doc_url("source", source_id))}" '
            f'title="raw source {source_id}">[{html.escape(title)}]</a>'
        )

    parts = _CODE_RE.split(rendered)
    return "".join(
        part if index % 2 else CITATION_RE.sub(replace, part) for index, part in enumerate(parts)
    )


def map_data(graph: WikiGraph, doc_url: DocUrl) -> dict[str, Any]:
    """Nodes (pages and cited sources) with server-side positions, and directed edges."""
    page_ids = [f"p:{page['name']}" for page in graph.pages]
    source_ids = [f"s:{source['id']}" for source in graph.sources]
    edges = [(f"p:{a}", f"p:{b}") for a, b in graph.links]
    edges += [(f"p:{a}", f"s:{b}") for a, b in graph.citations]
    positions = force_layout(page_ids + source_ids, edges)
    nodes: list[dict[str, Any]] = []
    for page, node_id in zip(graph.pages, page_ids, strict=True):
        nodes.append(
            {
                "id": node_id,
                "kind": "page",
                "name": page["name"],
                "title": page["title"],
                "label": page["title"],
                "type": page["type"],
                "url": doc_url("page", page["name"]),
                "x": positions[node_id][0],
                "y": positions[node_id][1],
            }
        )
    for source, node_id in zip(graph.sources, source_ids, strict=True):
        nodes.append(
            {
                "id": node_id,
                "kind": "source",
                "name": source["id"],
                "title": source["title"],
                "label": SOURCE_LABEL.format(title=source["title"]),
                "type": "raw source",
                "url": doc_url("source", source["id"]),
                "x": positions[node_id][0],
                "y": positions[node_id][1],
            }
        )
    index = {node["id"]: i for i, node in enumerate(nodes)}
    return {
        "size": SIZE,
        "nodes": nodes,
        "edges": [
            [index[a], index[b], "cites" if b.startswith("s:") else "link"] for a, b in edges
        ],
    }


def connections_data(graph: WikiGraph) -> list[dict[str, Any]]:
    """Per page: how many pages it is linked with (either way) and how many sources it cites;
    best connected first."""
    linked: dict[str, set[str]] = {page["name"]: set() for page in graph.pages}
    cited: dict[str, set[str]] = {page["name"]: set() for page in graph.pages}
    for a, b in graph.links:
        linked[a].add(b)
        linked[b].add(a)
    for page_name, source_id in graph.citations:
        cited[page_name].add(source_id)
    rows = [
        {
            "name": page["name"],
            "title": page["title"],
            "links": len(linked[page["name"]]),
            "citations": len(cited[page["name"]]),
        }
        for page in graph.pages
    ]
    rows.sort(key=lambda row: (-(row["links"] + row["citations"]), row["title"], row["name"]))
    return rows


def activate(scope: MemoryScope, key: str, *, actor: Any, hindsight_bank: str = "") -> None:
    """Make `key` the scope's provider. Activating the LLM Wiki creates its root's five
    authorities (and nothing else); no other provider's files are touched."""
    scopes.binding_activate(scope=scope, provider=key, actor=actor, hindsight_bank=hindsight_bank)
    if key == LLM_WIKI:
        from llmwiki.wiki import open_root

        open_root(scope.wiki_root())


def empty_state(scope: MemoryScope, provider: str) -> dict[str, str]:
    """What the empty state (llmwiki/empty.html) names for the shown provider of `scope`: the
    `manage.py llmwiki` option, the MCP and REST paths of its wiki and its Markdown folder."""
    if scope.pen is None:
        pen_option, mcp, rest = "", "/mcp/~memory/", "/api/memory/wiki/sources/"
        folder = "$GOAT_HOME/memory/markdown"
    else:
        ref = scope.pen.ref
        pen_option, mcp, rest = (
            f"--pen {ref} ",
            f"/mcp/~pens/{ref}/",
            f"/api/pens/{ref}/wiki/sources/",
        )
        folder = f"$GOAT_HOME/projects/{ref}/memory/markdown"
    return {
        "provider": provider,
        "pen_option": pen_option,
        "mcp": mcp,
        "rest": rest,
        "markdown_folder": folder,
    }


def doc_url_for(base: str, *, provider: str | None = None) -> DocUrl:
    """URLs of the popup's document endpoint `base` (e.g. /memory/doc/); `provider` names an
    inactive provider being browsed."""
    suffix = f"&provider={quote(provider)}" if provider else ""

    def url(kind: str, name: str) -> str:
        query = "source" if kind == "source" else "page"
        return f"{base}?{query}={quote(name, safe='/')}{suffix}"

    return url
