"""Memory-store providers: one interface for the three places a scope's memory can live.

- *Markdown (local)*: a plain folder of notes (`MemoryScope.markdown_dir()`); Pages only.
- *LLM Wiki*: the file-based wiki of `llmwiki.wiki` (`MemoryScope.wiki_root()`); Pages, and the
  graph behind Map and Connections.
- *Hindsight*: memories read from a Hindsight server's memory bank (`hindsight-client`);
  Pages only — no graph is made up where the provider has none.

The memory browser and the APIs read a scope's memory through `provider_for(scope, key)`, so
they never care where it lives. Every provider is read here; only the LLM Wiki is written, and
only through `llmwiki.wiki`.
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
