"""What a scope's memory is, wherever it lives: the provider keys, a page, a document to show,
and what every provider offers (`MemoryProvider`). A leaf: `llmwiki.providers` builds the
providers on it, and a provider in a module of its own (`llmwiki.hindsight`) needs nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Protocol

MARKDOWN: Final = "markdown"
LLM_WIKI: Final = "llm-wiki"
HINDSIGHT: Final = "hindsight"


class MemoryNotFound(Exception):
    """No page or source by that name in this provider (an Http404 to the browser)."""


@dataclass(frozen=True)
class MemoryPage:
    """One row of the Pages list."""

    name: str  # the provider's stable name for it: what read_page takes
    title: str
    summary: str = ""  # one line for the list, plain text
    updated: str | None = None  # ISO 8601, when the provider knows it


@dataclass(frozen=True)
class MemoryDocument:
    """A page (or, in the LLM Wiki, a raw source) to show: markdown for the safe renderer."""

    page: MemoryPage
    body: str
    kind: str = "page"  # "page", or "source" for an LLM Wiki raw source (read-only)


class MemoryProvider(Protocol):
    """What every provider offers the browser and the APIs."""

    key: str  # MARKDOWN, LLM_WIKI or HINDSIGHT
    label: str  # "Markdown (local)", "LLM Wiki", "Hindsight"
    has_graph: bool  # Map and Connections are shown only when True

    def list_pages(self, *, limit: int = 500) -> list[MemoryPage]: ...

    def read_page(self, name: str) -> MemoryDocument: ...  # MemoryNotFound when missing
