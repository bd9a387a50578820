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

import json
import os
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

import yaml

from llmwiki import scopes, wiki
from llmwiki.memory import (
    HINDSIGHT,
    LLM_WIKI,
    MARKDOWN,
    MemoryDocument,
    MemoryNotFound,
    MemoryPage,
    MemoryProvider,
)
from llmwiki.scopes import MemoryScope
from llmwiki.wiki import WikiError, WikiRoot
from llmwiki.wiki import formats as wiki_formats
from llmwiki.wiki.service import page_path, source_paths

# --- Markdown (local) -------------------------------------------------------------------------

MSG_BAD_NAME: Final = "{name!r} is not a page name here (a relative path inside the folder)"
MSG_NO_PAGE: Final = "no page {name!r}"
MSG_NO_SOURCE: Final = "no source {name!r}"
MAX_FILE_BYTES: Final = 1024 * 1024
_HEADING_RE: Final = re.compile(r"#\s+(.+?)\s*#*\s*$")


def _split_frontmatter(text: str) -> tuple[dict[str, Any], str]:
    """A leading YAML block's mapping (or {}), and the rest of the text."""
    if not text.startswith("---\n"):
        return {}, text
    end = text.find("\n---\n", 3)
    if end < 0:
        return {}, text
    try:
        values = yaml.safe_load(text[4:end])
    except yaml.YAMLError:
        values = None
    return (values if isinstance(values, dict) else {}), text[end + len("\n---\n") :]


def _one_line(value: object, limit: int = 200) -> str:
    return " ".join(str(value).split())[:limit] if isinstance(value, (str, int, float)) else ""


def _first_heading(body: str) -> str:
    for line in body.split("\n")[:80]:
        match = _HEADING_RE.fullmatch(line.strip())
        if match:
            return _one_line(match.group(1))
    return ""


def _first_paragraph(body: str) -> str:
    for block in body.split("\n\n"):
        block = block.strip()
        if block and not block.startswith(("#", "---", "```")):
            return _one_line(block, 160)
    return ""


class MarkdownProvider:
    """A plain folder of `*.md` notes; a page's name is its path below the folder without `.md`.

    Hidden entries and symbolic links are left out, and a name is refused unless it stays
    inside the folder (no `..`, no absolute path, no backslash or NUL). A missing folder is a
    provider with no pages: nothing here creates or writes anything."""

    key = MARKDOWN
    label = "Markdown (local)"
    has_graph = False

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    def _path(self, name: str) -> Path:
        parts = name.split("/") if isinstance(name, str) else []
        if (
            not name
            or len(name) > 500
            or "\\" in name
            or "\x00" in name
            or any(not part or part.startswith(".") for part in parts)
        ):
            raise MemoryNotFound(MSG_BAD_NAME.format(name=name))
        path = self.folder.joinpath(*parts[:-1], parts[-1] + ".md")
        try:
            base = self.folder.resolve(strict=True)
            resolved = path.resolve(strict=True)
        except (OSError, RuntimeError):
            raise MemoryNotFound(MSG_NO_PAGE.format(name=name)) from None
        if not resolved.is_relative_to(base) or not resolved.is_file():
            raise MemoryNotFound(MSG_NO_PAGE.format(name=name))
        if any(p.is_symlink() for p in [path, *path.parents] if p.is_relative_to(self.folder)):
            raise MemoryNotFound(MSG_NO_PAGE.format(name=name))
        return resolved

    def has_page(self, name: str) -> bool:
        try:
            self._path(name)
        except MemoryNotFound:
            return False
        return True

    def names(self) -> list[str]:
        found: list[str] = []
        if not self.folder.is_dir() or self.folder.is_symlink():
            return found
        for folder, dirnames, filenames in os.walk(self.folder):
            dirnames[:] = sorted(
                d
                for d in dirnames
                if not d.startswith(".") and not os.path.islink(os.path.join(folder, d))
            )
            relative = Path(folder).relative_to(self.folder).as_posix()
            prefix = "" if relative == "." else relative + "/"
            for filename in sorted(filenames):
                path = os.path.join(folder, filename)
                if (
                    filename.endswith(".md")
                    and not filename.startswith(".")
                    and not os.path.islink(path)
                    and os.path.isfile(path)
                ):
                    found.append(prefix + filename[: -len(".md")])
        return sorted(found)

    def _read(self, name: str) -> tuple[MemoryPage, str]:
        path = self._path(name)
        with open(path, "rb") as handle:
            data = handle.read(MAX_FILE_BYTES + 1)
        text = data[:MAX_FILE_BYTES].decode("utf-8", errors="replace").replace("\r\n", "\n")
        values, body = _split_frontmatter(text)
        title = _one_line(values.get("title")) or _first_heading(body) or name.rsplit("/", 1)[-1]
        summary = _one_line(values.get("summary"), 300) or _first_paragraph(body)
        updated = datetime.fromtimestamp(path.stat().st_mtime, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        return MemoryPage(name=name, title=title, summary=summary, updated=updated), body

    def list_pages(self, *, limit: int = 500) -> list[MemoryPage]:
        pages = []
        for name in self.names()[:limit]:
            try:
                pages.append(self._read(name)[0])
            except (MemoryNotFound, OSError):
                continue
        return pages

    def read_page(self, name: str) -> MemoryDocument:
        try:
            page, body = self._read(name)
        except OSError:
            raise MemoryNotFound(MSG_NO_PAGE.format(name=name)) from None
        return MemoryDocument(page=page, body=body)


# --- LLM Wiki ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class WikiGraph:
    """The Map's material: curated pages, the exact links between them, and the raw sources a
    page cites. Every link and citation names something that exists (checked here)."""

    pages: list[dict[str, Any]]  # {"name", "title", "type", "summary"}
    sources: list[dict[str, Any]]  # {"id", "title"}
    links: list[tuple[str, str]]  # (from page, to page), sorted, no self-links
    citations: list[tuple[str, str]]  # (page, source id), sorted
    truncated: bool = False


class LlmWikiProvider:
    """The scope's LLM Wiki (llmwiki.wiki): curated pages, raw sources, and the graph.

    Reading never creates anything: a root that has not been created yet (its five
    authorities) reads as empty."""

    key = LLM_WIKI
    label = "LLM Wiki"
    has_graph = True

    def __init__(self, root: WikiRoot) -> None:
        self.root = root

    def exists(self) -> bool:
        root = self.root
        return (
            root.raw.is_dir()
            and root.wiki.is_dir()
            and root.agents.is_file()
            and root.index.is_file()
            and root.log.is_file()
        )

    def has_page(self, name: str) -> bool:
        if not (self.exists() and wiki_formats.is_page_name(name)):
            return False
        try:
            return page_path(self.root, name).is_file()
        except WikiError:
            return False

    def _listed(self) -> list[dict[str, Any]]:
        return wiki.memory_list(root=self.root) if self.exists() else []

    def list_pages(self, *, limit: int = 500) -> list[MemoryPage]:
        return [
            MemoryPage(
                name=item["name"],
                title=_one_line(item.get("title")) or item["name"],
                summary=_one_line(item.get("summary"), 300),
            )
            for item in self._listed()[:limit]
        ]

    def read_page(self, name: str) -> MemoryDocument:
        if not (self.exists() and wiki_formats.is_page_name(name)):
            raise MemoryNotFound(MSG_NO_PAGE.format(name=name))
        try:
            read = wiki.memory_read(root=self.root, name=name)
        except WikiError:
            raise MemoryNotFound(MSG_NO_PAGE.format(name=name)) from None
        page = MemoryPage(
            name=name,
            title=_one_line(read.get("title")) or name,
            summary=_one_line(read.get("summary"), 300),
        )
        return MemoryDocument(page=page, body=read["body"])

    def read_source(self, source_id: str) -> MemoryDocument:
        """A raw source, read-only: its text is shown as text, never rendered."""
        if not (self.exists() and wiki_formats.is_source_id(source_id)):
            raise MemoryNotFound(MSG_NO_SOURCE.format(name=source_id))
        try:
            read = wiki.source_read(root=self.root, source_id=source_id)
        except WikiError:
            raise MemoryNotFound(MSG_NO_SOURCE.format(name=source_id)) from None
        record = read.get("record") or {}
        page = MemoryPage(name=source_id, title=_one_line(record.get("title")) or source_id)
        return MemoryDocument(page=page, body=read["text"], kind="source")

    def source_title(self, source_id: str) -> str | None:
        """A captured source's title from its record, or None when there is no such source."""
        if not (self.exists() and wiki_formats.is_source_id(source_id)):
            return None
        try:
            text_path, record_path = source_paths(self.root, source_id)
            record = json.loads(record_path.read_text(encoding="utf-8"))
        except (OSError, ValueError, WikiError):
            return None
        if not text_path.is_file() or not isinstance(record, dict):
            return None
        return _one_line(record.get("title")) or source_id

    def graph(self, *, limit: int = 2000) -> WikiGraph:
        listed = [item for item in self._listed() if "error" not in item]
        truncated = len(listed) > limit
        listed = listed[:limit]
        names = {item["name"] for item in listed}
        records = {
            record["id"]: record
            for record in (wiki.source_list(root=self.root) if self.exists() else [])
            if isinstance(record, dict) and wiki_formats.is_source_id(record.get("id"))
        }
        links: set[tuple[str, str]] = set()
        citations: set[tuple[str, str]] = set()
        for item in listed:
            try:
                read = wiki.memory_read(root=self.root, name=item["name"])
            except WikiError:
                continue
            for target in read.get("links", []):
                if target in names and target != item["name"]:
                    links.add((item["name"], target))
            for source_id in {*read.get("citations", []), *read.get("sources", [])}:
                if source_id in records:
                    citations.add((item["name"], source_id))
        cited = sorted({source_id for _, source_id in citations})
        return WikiGraph(
            pages=[
                {
                    "name": item["name"],
                    "title": _one_line(item.get("title")) or item["name"],
                    "type": item.get("type", ""),
                    "summary": _one_line(item.get("summary"), 300),
                }
                for item in listed
            ],
            sources=[
                {"id": source_id, "title": _one_line(records[source_id].get("title")) or source_id}
                for source_id in cited
            ],
            links=sorted(links),
            citations=sorted(citations),
            truncated=truncated,
        )


# --- Hindsight (another module) and the choice ------------------------------------------------


class UnavailableProvider:
    """A provider this server cannot read (Hindsight without its module or settings): listed,
    with a message saying why, and no pages."""

    has_graph = False

    def __init__(self, key: str, label: str, message: str) -> None:
        self.key = key
        self.label = label
        self.message = message

    def list_pages(self, *, limit: int = 500) -> list[MemoryPage]:
        return []

    def has_page(self, name: str) -> bool:
        return False

    def read_page(self, name: str) -> MemoryDocument:
        raise MemoryNotFound(MSG_NO_PAGE.format(name=name))


LABELS: Final = {MARKDOWN: "Markdown (local)", LLM_WIKI: "LLM Wiki", HINDSIGHT: "Hindsight"}


def _hindsight(scope: MemoryScope) -> MemoryProvider:
    """The scope's Hindsight bank on HINDSIGHT_URL (llmwiki/hindsight.py); when the server is
    not configured or the binding names no usable bank, an UnavailableProvider saying why."""
    from llmwiki.hindsight import HindsightError, HindsightProvider

    binding = scopes.binding_of(scope)
    bank = binding.hindsight_bank.strip() if binding is not None else ""
    try:
        return HindsightProvider(bank=bank)
    except HindsightError as error:
        return UnavailableProvider(HINDSIGHT, LABELS[HINDSIGHT], error.message)


def provider_for(scope: MemoryScope, key: str | None = None) -> MemoryProvider:
    """The provider `key` of the scope (None: the scope's active one)."""
    key = scopes.active_provider(scope) if key is None else key
    if key == MARKDOWN:
        return MarkdownProvider(scope.markdown_dir())
    if key == LLM_WIKI:
        return LlmWikiProvider(scope.wiki_root())
    if key == HINDSIGHT:
        return _hindsight(scope)
    raise MemoryNotFound(f"no provider {key!r}")
