"""The LLM Wiki's operations on one root (docs/llm-wiki.md). Django-free.

- `wiki_ingest_source` captures one bounded source under `raw/` (content-addressed id,
  read-only files, never rewritten), appends an `ingest` record, then runs the maintenance hook.
- `memory_list`, `memory_read`, `memory_write` act on curated pages under `wiki/` only;
  a write is validated (frontmatter, exact wikilinks, citations of existing sources, kept
  contradictions), stored atomically, `index.md` is regenerated and a `write` record appended.
- `wiki_query` starts at `index.md` and returns bounded page metadata (no embeddings).
- `wiki_import_markdown` is the explicit one-way import: raw sources first, then derived pages.
- `wiki_lint` lives in `lint.py`.

Every write holds the root's lock (root.py). No function here opens a raw file for writing
once it exists.
"""

from __future__ import annotations

import json
import os
import re
import stat
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

from . import formats
from .formats import PageMeta, WikiError
from .root import WikiRoot, ensure_root, inside, write_atomic

MAX_QUERY_LIMIT: Final = 50
DEFAULT_QUERY_LIMIT: Final = 10
READ_ONLY: Final = stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH
SUMMARY_EXCERPT_CHARS: Final = 600
SUMMARY_MAX_HEADINGS: Final = 20

MSG_SOURCE_TOO_LARGE: Final = (
    "source is {size} bytes; the limit is {limit} bytes (LLMWIKI_MAX_SOURCE_BYTES); nothing "
    "was captured"
)
MSG_SOURCE_EMPTY: Final = "source is empty; nothing was captured"
MSG_SOURCE_NOT_TEXT: Final = "source is not UTF-8 text; nothing was captured"
MSG_NO_SOURCE: Final = "no source {source_id!r}"
MSG_NO_PAGE: Final = "no page {name!r}"
MSG_STALE: Final = "page {name!r} changed since {base}; its current hash is {current}"
MSG_LINK_MALFORMED: Final = "{raw} is not a wikilink: [[page-name]] or [[page-name|label]]"
MSG_LINK_BROKEN: Final = "{raw} names no page (links are exact; write the target page first)"
MSG_CITATION_MALFORMED: Final = "{raw} is not a citation: [^src_ and 24 hexadecimal digits]"
MSG_CITATION_UNKNOWN: Final = "{source_id} is cited but no such source was captured"
MSG_CONTRADICTIONS_TWICE: Final = "a page has at most one '## Contradictions' section"
MSG_CONTRADICTIONS_DROPPED: Final = (
    "the new text drops contradiction entries of the stored page (keep them, or extend them): "
    "{entries}"
)
MSG_EMPTY_QUERY: Final = "the query has no words"
# One name for the hash a writer read, on every surface (docs/api.md): the old one is refused.
OLD_HASH_ARGUMENT: Final = "base_hash"
MSG_OLD_HASH_ARGUMENT: Final = (
    "{tool} takes no argument 'base_hash'; send the page's hash you read as expected_hash"
)
MSG_NOT_A_DIRECTORY: Final = "{path} is not a directory"

_WORD_RE: Final = re.compile(r"\w+")
_HEADING_RE: Final = re.compile(r"#{1,6}\s+(.+?)\s*#*\s*$")


def now_stamp() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


# --- root plumbing ----------------------------------------------------------------------------


def open_root(root: WikiRoot) -> WikiRoot:
    """The root with its five authorities, created on first use."""
    if not (
        root.raw.is_dir()
        and root.wiki.is_dir()
        and root.agents.exists()
        and root.index.exists()
        and root.log.exists()
    ):
        with root.lock():
            ensure_root(root, formats.render_index([]))
    inside(root.path, root.raw, "raw/")
    inside(root.path, root.wiki, "wiki/")
    return root


def append_log(root: WikiRoot, op: str, details: dict[str, Any]) -> None:
    """Append one record (call under the lock): one write of one whole line."""
    line = formats.log_record(now_stamp(), op, details).encode("utf-8")
    fd = os.open(root.log, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, line)
    finally:
        os.close(fd)


def page_path(root: WikiRoot, name: str) -> Path:
    formats.check_page_name(name)
    path = root.wiki / f"{name}.md"
    inside(root.wiki, path, f"page {name!r}")
    return path


def source_paths(root: WikiRoot, source_id: str) -> tuple[Path, Path]:
    formats.check_source_id(source_id)
    text, record = root.raw / f"{source_id}.txt", root.raw / f"{source_id}.json"
    inside(root.raw, text, f"source {source_id!r}")
    inside(root.raw, record, f"source {source_id!r}")
    return text, record


def source_exists(root: WikiRoot, source_id: str) -> bool:
    text, record = source_paths(root, source_id)
    return text.is_file() and record.is_file()


def scan_page_files(root: WikiRoot) -> tuple[list[tuple[str, Path]], list[Path]]:
    """(valid pages as (name, path) sorted by name, other entries lint should report)."""
    pages: list[tuple[str, Path]] = []
    others: list[Path] = []

    def walk(directory: str, prefix: str) -> None:
        try:
            entries = list(os.scandir(directory))
        except FileNotFoundError:
            return
        for entry in entries:
            if entry.is_symlink():
                others.append(Path(entry.path))
            elif entry.is_dir():
                walk(entry.path, f"{prefix}{entry.name}/")
            elif entry.name.startswith(".") and entry.name.endswith(".tmp"):
                continue  # a write in progress
            else:
                name = prefix + entry.name[:-3] if entry.name.endswith(".md") else ""
                if name and formats.is_page_name(name):
                    pages.append((name, Path(entry.path)))
                else:
                    others.append(Path(entry.path))

    walk(str(root.wiki), "")
    pages.sort()
    return pages, sorted(others)


def read_text(path: Path) -> str:
    with open(path, encoding="utf-8", newline="") as handle:
        return handle.read()


def regenerate_index(root: WikiRoot) -> bool:
    """Rewrite index.md from the pages when its bytes would change (call under the lock)."""
    text = render_index_for(root)
    try:
        if read_text(root.index) == text:
            return False
    except (OSError, UnicodeDecodeError):
        pass
    write_atomic(root.index, text)
    return True


def render_index_for(root: WikiRoot) -> str:
    pages, _ = scan_page_files(root)
    entries: list[tuple[str, PageMeta | None]] = []
    for name, path in pages:
        try:
            entries.append((name, formats.parse_page(read_text(path)).meta))
        except (OSError, UnicodeDecodeError):
            entries.append((name, None))
    return formats.render_index(entries)


# --- raw sources ------------------------------------------------------------------------------


def _source_title(title: str | None, filename: str | None, text: str, source_id: str) -> str:
    candidates = [title or ""]
    for line in text.split("\n")[:50]:
        match = _HEADING_RE.fullmatch(line.strip())
        if match:
            candidates.append(match.group(1))
            break
    candidates += [Path(filename).stem if filename else "", source_id]
    for candidate in candidates:
        cleaned = " ".join(
            "".join(" " if ord(ch) < 32 or ch in "[]|" else ch for ch in candidate).split()
        )[: formats.MAX_TITLE_CHARS].strip()
        if cleaned:
            return cleaned
    return source_id


def _write_read_only(path: Path, data: bytes) -> None:
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(temporary, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
    os.chmod(temporary, READ_ONLY)
    os.rename(temporary, path)


def wiki_ingest_source(
    *,
    root: WikiRoot,
    data: bytes | str,
    title: str | None = None,
    filename: str | None = None,
    maintain: bool = True,
) -> dict[str, Any]:
    """Capture one source immutably; returns its id (the same bytes always give the same id)."""
    raw = data.encode("utf-8") if isinstance(data, str) else bytes(data)
    if len(raw) > root.max_source_bytes:
        raise WikiError(
            "source_too_large",
            MSG_SOURCE_TOO_LARGE.format(size=len(raw), limit=root.max_source_bytes),
        )
    if not raw:
        raise WikiError("source_empty", MSG_SOURCE_EMPTY)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise WikiError("source_not_text", MSG_SOURCE_NOT_TEXT) from None
    source_id = formats.source_id_for(raw)
    digest = formats.sha256_hex(raw)
    open_root(root)
    text_path, record_path = source_paths(root, source_id)
    with root.lock():
        new = not os.path.lexists(text_path)
        if new:
            _write_read_only(text_path, raw)
        if os.path.lexists(record_path):
            record = _read_record(record_path) or {}
        else:
            record = {
                "id": source_id,
                "sha256": digest,
                "bytes": len(raw),
                "title": _source_title(title, filename, text, source_id),
                "filename": Path(filename).name if filename else None,
                "captured_at": now_stamp(),
            }
            _write_read_only(record_path, json.dumps(record, sort_keys=True, indent=1).encode())
        append_log(
            root,
            "ingest",
            {"id": source_id, "title": record.get("title"), "bytes": len(raw), "new": new},
        )
    maintenance = run_maintenance(root, source_id) if (maintain and new) else None
    return {
        "id": source_id,
        "new": new,
        "bytes": len(raw),
        "sha256": digest,
        "title": record.get("title"),
        "pages": maintenance["pages"] if maintenance else [],
        "maintenance": maintenance,
    }


def _read_record(path: Path) -> dict[str, Any] | None:
    try:
        record = json.loads(read_text(path))
    except (OSError, ValueError):
        return None
    return record if isinstance(record, dict) else None


def source_read(*, root: WikiRoot, source_id: str) -> dict[str, Any]:
    """One raw source: its text and record (read-only; for the agent and the browser)."""
    open_root(root)
    text_path, record_path = source_paths(root, source_id)
    if not (text_path.is_file() and record_path.is_file()):
        raise WikiError("not_found", MSG_NO_SOURCE.format(source_id=source_id))
    return {"id": source_id, "record": _read_record(record_path), "text": read_text(text_path)}


def source_list(*, root: WikiRoot) -> list[dict[str, Any]]:
    """Every captured source's record, sorted by id."""
    open_root(root)
    found = []
    for entry in sorted(os.listdir(root.raw)):
        if entry.endswith(".json") and formats.is_source_id(entry[:-5]):
            found.append(_read_record(root.raw / entry) or {"id": entry[:-5]})
    return found


# --- maintenance ------------------------------------------------------------------------------


@dataclass
class MaintenanceReport:
    """What maintenance did after an ingest (returned with the ingest, logged when a model ran).

    `agent`: "model" or "offline"; `status`: "ok", or "failed" with `error` (a stable code) and
    `message`; `pages`: every page written (by the model, and the summary page when it fell
    back); `calls`: the transcript, one entry per tool call.
    """

    source_id: str
    agent: str
    status: str = "ok"
    pages: list[str] = field(default_factory=list)
    model: str | None = None
    error: str | None = None
    message: str | None = None
    answer: str = ""
    turns: int = 0
    tokens: int = 0
    calls: list[dict[str, Any]] = field(default_factory=list)
    fallback: bool = False

    def as_dict(self) -> dict[str, Any]:
        return {
            "source_id": self.source_id,
            "agent": self.agent,
            "status": self.status,
            "pages": list(self.pages),
            "model": self.model,
            "error": self.error,
            "message": self.message,
            "answer": self.answer,
            "turns": self.turns,
            "tokens": self.tokens,
            "calls": list(self.calls),
            "fallback": self.fallback,
        }


def agents_schema(*, root: WikiRoot) -> dict[str, Any]:
    """AGENTS.md's machine-readable block, validated: the steps the maintenance agent follows."""
    open_root(root)
    return formats.parse_agents(read_text(root.agents))


# The model path of maintenance (llmwiki/agent.py: a configured model follows AGENTS.md's
# ingest steps), handed here by the llmwiki app's ready(): the agent builds on this module, so
# this module never imports it. It returns None without a model. Without Django (a bare
# process) none is set, and without a model configured there is none to run either.
ModelMaintenance = Callable[[WikiRoot, str], "dict[str, Any] | None"]
_model_maintenance: list[ModelMaintenance] = []


def model_maintenance_set(step: ModelMaintenance | None) -> None:
    """Make `step` the model path `run_maintenance` tries first (None: the offline path only)."""
    _model_maintenance[:] = [] if step is None else [step]


def run_maintenance(root: WikiRoot, source_id: str) -> dict[str, Any]:
    """After an ingest: with a configured model, the maintenance agent follows AGENTS.md's
    ingest steps; without one (or when it fails) the deterministic source-summary page is
    written. Returns the report: agent, status, pages, error."""
    report = _model_maintenance[0](root, source_id) if _model_maintenance else None
    return report if report is not None else offline_maintenance(root, source_id).as_dict()


def offline_maintenance(root: WikiRoot, source_id: str) -> MaintenanceReport:
    """Maintenance without a model: the source-summary page (its `write` record is the log's
    only trace; a `maintain` record is written when a model ran)."""
    pages = offline_source_summary(root, source_id)
    return MaintenanceReport(source_id=source_id, agent="offline", pages=pages)


def maintenance_log(root: WikiRoot, report: MaintenanceReport) -> None:
    """The `maintain` record in log.md of one run of the maintenance agent."""
    details: dict[str, Any] = {
        "source": report.source_id,
        "agent": report.agent,
        "model": report.model,
        "status": report.status,
        "pages": report.pages,
        "turns": report.turns,
        "tokens": report.tokens,
    }
    if report.error:
        details["error"] = report.error
        details["message"] = (report.message or "")[:300]
    with root.lock():
        append_log(root, "maintain", details)


def source_summary_text(source_id: str, record: dict[str, Any], text: str) -> str:
    """The deterministic summary page of a source (no model): title, size, headings, opening."""
    title = str(record.get("title") or source_id)
    headings: list[str] = []
    for line in text.split("\n"):
        match = _HEADING_RE.fullmatch(line.strip()) if line.lstrip().startswith("#") else None
        if match and len(headings) < SUMMARY_MAX_HEADINGS:
            headings.append(" ".join(match.group(1).replace("[", "(").replace("]", ")").split()))
    paragraphs = [p.strip() for p in text.replace("\r\n", "\n").split("\n\n") if p.strip()]
    opening = next((p for p in paragraphs if not p.startswith("#")), "")
    opening = " ".join(opening.split())[:SUMMARY_EXCERPT_CHARS]
    # Keep the excerpt inert: no links, citations or markup of its own.
    opening = opening.replace("[", "(").replace("]", ")").replace("`", "'")
    meta = PageMeta(
        title=title,
        type="source-summary",
        summary=f"Summary of the captured source {source_id}.",
        sources=(source_id,),
    )
    lines = [
        f"# {title}",
        "",
        f"Captured source: {record.get('bytes', len(text.encode()))} bytes, "
        f"{len(text.splitlines())} lines. [^{source_id}]",
        "",
    ]
    if headings:
        lines += ["## Headings", ""] + [f"- {heading}" for heading in headings] + [""]
    if opening:
        lines += ["## Opening", "", f"> {opening} [^{source_id}]", ""]
    return meta.render() + "\n" + "\n".join(lines)


def offline_source_summary(root: WikiRoot, source_id: str) -> list[str]:
    name = f"sources/{source_id}"
    source = source_read(root=root, source_id=source_id)
    text = source_summary_text(source_id, source["record"] or {}, source["text"])
    with root.lock():
        if page_path(root, name).exists():
            return []  # already maintained: never overwrite a curated page
        _write_pages_locked(root, [(name, text)], op="write")
    return [name]


# --- curated pages ----------------------------------------------------------------------------


@dataclass(frozen=True)
class PreparedPage:
    name: str
    text: str
    meta: PageMeta
    links: list[str]


def _title_from_body(body: str) -> str | None:
    for line in body.split("\n"):
        if line.startswith("# "):
            return line[2:].strip() or None
    return None


def prepare_page(name: str, text: str) -> PreparedPage:
    """Validate the page's own text (frontmatter, link and citation syntax, one contradictions
    section) and return its canonical form. Existence checks come later, under the lock."""
    formats.check_page_name(name)
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    if "\x00" in text:
        raise WikiError("page_invalid", "a page must not contain NUL characters")
    inner, body = formats.split_frontmatter(text)
    values = formats.parse_frontmatter_yaml(inner) if inner is not None else {}
    if not values.get("title"):
        values["title"] = _title_from_body(body) or name.rsplit("/", 1)[-1]
    malformed = formats.malformed_citations(body)
    if malformed:
        raise WikiError("citation_malformed", MSG_CITATION_MALFORMED.format(raw=malformed[0]))
    meta = formats.meta_from_mapping(values, cited=set(formats.citations(body)))
    for link in formats.wikilinks(body):
        if not link.valid:
            raise WikiError("wikilink_malformed", MSG_LINK_MALFORMED.format(raw=link.raw))
    if len(formats.contradiction_sections(body)) > 1:
        raise WikiError("contradictions_malformed", MSG_CONTRADICTIONS_TWICE)
    if not body.startswith("\n"):
        body = "\n" + body
    if not body.endswith("\n"):
        body += "\n"
    return PreparedPage(name, meta.render() + body, meta, formats.link_targets(body))


def _check_against_root(
    root: WikiRoot, page: PreparedPage, known: set[str], expected_hash: str | None
) -> str | None:
    """Existence checks under the lock; returns the stored text (None for a new page)."""
    for source_id in page.meta.sources:
        if not source_exists(root, source_id):
            raise WikiError(
                "citation_unknown_source", MSG_CITATION_UNKNOWN.format(source_id=source_id)
            )
    for target in page.links:
        if target != page.name and target not in known and not page_path(root, target).is_file():
            raise WikiError("wikilink_broken", MSG_LINK_BROKEN.format(raw=f"[[{target}]]"))
    path = page_path(root, page.name)
    stored = read_text(path) if path.is_file() else None
    current = formats.content_hash(stored) if stored is not None else None
    if expected_hash is not None and expected_hash != current:
        raise WikiError(
            "stale_write", MSG_STALE.format(name=page.name, base=expected_hash, current=current)
        )
    if stored is not None:
        dropped = formats.dropped_contradictions(
            formats.split_frontmatter(stored)[1], formats.split_frontmatter(page.text)[1]
        )
        if dropped:
            raise WikiError(
                "contradictions_dropped",
                MSG_CONTRADICTIONS_DROPPED.format(entries="; ".join(dropped)),
            )
    return stored


def _write_pages_locked(
    root: WikiRoot,
    pages: list[tuple[str, str]],
    *,
    op: str,
    expected_hash: str | None = None,
) -> list[dict[str, Any]]:
    """Validate and store pages (all or none), regenerate index.md, log one record each."""
    prepared = [prepare_page(name, text) for name, text in pages]
    known = {page.name for page in prepared}
    stored = [_check_against_root(root, page, known, expected_hash) for page in prepared]
    results = []
    for page, before in zip(prepared, stored, strict=True):
        path = page_path(root, page.name)
        path.parent.mkdir(parents=True, exist_ok=True)
        inside(root.wiki, path.parent, f"page {page.name!r}")
        if before != page.text:
            write_atomic(path, page.text)
        results.append(
            {
                "name": page.name,
                "hash": formats.content_hash(page.text),
                "created": before is None,
                "changed": before != page.text,
                "sources": list(page.meta.sources),
                "links": page.links,
            }
        )
    regenerate_index(root)
    for result in results:
        append_log(
            root,
            op,
            {"page": result["name"], "hash": result["hash"], "created": result["created"]},
        )
    return results


def memory_write(
    *, root: WikiRoot, name: str, text: str, expected_hash: str | None = None
) -> dict[str, Any]:
    """Store one curated page (see the module docstring); `expected_hash` refuses a stale write."""
    open_root(root)
    prepare_page(name, text)  # refuse a bad page before waiting for the lock
    with root.lock():
        return _write_pages_locked(root, [(name, text)], op="write", expected_hash=expected_hash)[0]


def memory_read(*, root: WikiRoot, name: str) -> dict[str, Any]:
    open_root(root)
    path = page_path(root, name)
    if not path.is_file():
        raise WikiError("not_found", MSG_NO_PAGE.format(name=name))
    text = read_text(path)
    parsed = formats.parse_page(text)
    return {
        "name": name,
        "hash": formats.content_hash(text),
        **(parsed.meta.as_dict() if parsed.meta else {"error": parsed.error and parsed.error.code}),
        "links": formats.link_targets(parsed.body),
        "citations": parsed.citations,
        "body": parsed.body,
        "text": text,
    }


def memory_list(*, root: WikiRoot) -> list[dict[str, Any]]:
    """Every curated page's metadata, sorted by name."""
    open_root(root)
    pages, _ = scan_page_files(root)
    listed = []
    for name, path in pages:
        try:
            parsed = formats.parse_page(read_text(path))
        except (OSError, UnicodeDecodeError):
            listed.append({"name": name, "error": "page_unreadable"})
            continue
        if parsed.meta is None:
            listed.append({"name": name, "error": parsed.error.code if parsed.error else "?"})
        else:
            listed.append({"name": name, **parsed.meta.as_dict()})
    return listed


# --- query ------------------------------------------------------------------------------------


_INDEX_CACHE: dict[str, tuple[tuple[int, int, int], str]] = {}
_PAGE_LINE: Final = "- [["


def _words(text: str) -> frozenset[str]:
    return frozenset(_WORD_RE.findall(text.lower()))


def read_index(root: WikiRoot) -> str:
    """index.md lowercased, ready for matching (cached per file version)."""
    key = str(root.index)
    try:
        status = os.stat(key)
    except FileNotFoundError:
        return ""
    version = (status.st_mtime_ns, status.st_size, status.st_ino)
    cached = _INDEX_CACHE.get(key)
    if cached is not None and cached[0] == version:
        return cached[1]
    lower = read_text(root.index).lower()
    _INDEX_CACHE[key] = (version, lower)
    return lower


def _word_pattern(term: str, *, rest_of_line: bool) -> re.Pattern[str]:
    # The literal comes first so the engine can search for it fast; the boundaries follow.
    escaped = re.escape(term)
    tail = "[^\\n]*" if rest_of_line else ""
    return re.compile(f"{escaped}(?<![^\\W_]{escaped})(?![^\\W_]){tail}")


def score_index(lower: str, terms: frozenset[str]) -> dict[str, int]:
    """Page name -> score over index.md's page lines: per word of the question, 3 when it is a
    word of the title, else 2 in the page name, else 1 elsewhere on the line (type, tags,
    summary). One regex scan per word; each line is looked at once per word it holds."""
    best: dict[int, tuple[str, dict[str, int]]] = {}
    for term in sorted(terms):
        word = _word_pattern(term, rest_of_line=False)
        for match in _word_pattern(term, rest_of_line=True).finditer(lower):
            position = match.start()  # the word's first whole occurrence on its line
            start = lower.rfind("\n", 0, position) + 1
            if not lower.startswith(_PAGE_LINE, start):
                continue  # the header
            close = lower.find("]]", start, match.end())
            if close < 0:
                continue
            bar = lower.find("|", start, close)
            name_end = bar if bar >= 0 else close
            if bar >= 0 and bar < position < close:
                weight = 3
            elif position < name_end:
                in_title = bar >= 0 and word.search(lower, bar + 1, close) is not None
                weight = 3 if in_title else 2
            else:
                weight = 1
            entry = best.get(start)
            if entry is None:
                entry = best[start] = (lower[start + len(_PAGE_LINE) : name_end], {})
            entry[1][term] = weight
    return {name: sum(weights.values()) for name, weights in best.values()}


def wiki_query(*, root: WikiRoot, text: str, limit: int = DEFAULT_QUERY_LIMIT) -> dict[str, Any]:
    """Pages whose index.md line matches the question's words (see `score_index`); then the
    metadata of at most `limit` of them, read from their pages. No embeddings."""
    open_root(root)
    terms = _words(text)
    if not terms:
        raise WikiError("empty_query", MSG_EMPTY_QUERY)
    limit = max(1, min(int(limit), MAX_QUERY_LIMIT))
    scored = sorted((-score, name) for name, score in score_index(read_index(root), terms).items())
    hits = []
    for negative, name in scored[:limit]:
        try:
            parsed = formats.parse_page(read_text(page_path(root, name)))
        except (OSError, UnicodeDecodeError, WikiError):
            continue  # gone since the index was written: lint reports the stale index
        if parsed.meta is not None:
            hits.append({"name": name, "score": -negative, **parsed.meta.as_dict()})
    with root.lock():
        append_log(root, "query", {"text": text[:200], "hits": len(hits)})
    return {"query": text, "limit": limit, "matched": len(scored), "hits": hits}


# --- import -----------------------------------------------------------------------------------


def _slug_segment(text: str) -> str:
    slug = re.sub(r"[^a-z0-9_-]+", "-", text.lower()).strip("-_")
    return slug[:64].strip("-_") or "page"


def derived_name(relative: str, taken: set[str]) -> str:
    """A page name for an imported file's relative path, unique among `taken`."""
    parts = [_slug_segment(part) for part in relative[: -len(".md")].split("/")]
    if len(parts) > formats.MAX_PAGE_SEGMENTS:
        head = parts[: formats.MAX_PAGE_SEGMENTS - 1]
        parts = [*head, _slug_segment("-".join(parts[formats.MAX_PAGE_SEGMENTS - 1 :]))]
    name = "/".join(parts)
    if name in formats.RESERVED_PAGE_NAMES:
        name += "-page"
    candidate, number = name, 2
    while candidate in taken:
        candidate, number = f"{name}-{number}", number + 1
    return candidate


def _derived_text(text: str, relative: str, source_id: str, names: dict[str, str]) -> str:
    inner, body = formats.split_frontmatter(text.replace("\r\n", "\n"))
    values: dict[str, Any] = {}
    if inner is not None:
        try:
            values = formats.parse_frontmatter_yaml(inner)
        except WikiError:
            values = {}
    title = values.get("title") if isinstance(values.get("title"), str) else None
    title = _source_title(title, relative, body, source_id)

    def relink(match: re.Match[str]) -> str:
        target, sep, label = match.group(1).partition("|")
        key = target.strip().removesuffix(".md").lower()
        resolved = names.get(key) or names.get(key.rsplit(":", 1)[-1])
        shown = (label if sep else target).strip()
        return f"[[{resolved}|{shown}]]" if resolved else shown

    body = formats.WIKILINK_RE.sub(relink, body)
    body = body.replace("[^src_", "[^ src_")  # the file's own markers are not our citations
    meta = PageMeta(title=title, type="note", sources=(source_id,))
    return (
        meta.render()
        + "\n"
        + body.strip("\n")
        + f"\n\n*Imported from `{relative}`.* [^{source_id}]\n"
    )


def wiki_import_markdown(*, root: WikiRoot, directory: Path) -> dict[str, Any]:
    """One-way import of a folder of `.md` files: raw sources first, then derived pages."""
    directory = Path(directory)
    if not directory.is_dir():
        raise WikiError("not_found", MSG_NOT_A_DIRECTORY.format(path=directory))
    open_root(root)
    files = []
    for folder, dirnames, filenames in os.walk(directory):
        dirnames[:] = sorted(
            d for d in dirnames if not d.startswith(".") and not os.path.islink(Path(folder, d))
        )
        for filename in sorted(filenames):
            path = Path(folder, filename)
            visible = filename.endswith(".md") and not filename.startswith(".")
            if visible and path.is_file() and not path.is_symlink():
                files.append(path)
    files.sort()
    refused: list[dict[str, str]] = []
    captured: list[tuple[str, str, str]] = []  # relative path, source id, text
    sources = []
    for path in files:
        relative = path.relative_to(directory).as_posix()
        try:
            result = wiki_ingest_source(
                root=root, data=path.read_bytes(), filename=relative, maintain=False
            )
        except WikiError as error:
            refused.append({"path": relative, "code": error.code, "message": error.message})
            continue
        sources.append({"path": relative, "id": result["id"], "new": result["new"]})
        captured.append((relative, result["id"], path.read_text(encoding="utf-8")))
    written: list[dict[str, Any]] = []
    with root.lock():
        existing = scan_page_files(root)[0]
        taken = {name for name, _ in existing}
        cited = _sources_cited_by(existing)
        names: dict[str, str] = {}
        planned = []
        for relative, source_id, text in captured:
            if source_id in cited:
                continue  # imported before (or curated from it already): one-way, never twice
            name = derived_name(relative, taken)
            taken.add(name)
            planned.append((relative, source_id, text, name))
            stem = relative.removesuffix(".md").lower()
            names.setdefault(stem, name)
            names.setdefault(stem.rsplit("/", 1)[-1], name)
            names.setdefault(name, name)
        batch = []
        for relative, source_id, text, name in planned:
            page_text = _derived_text(text, relative, source_id, names)
            try:
                prepare_page(name, page_text)
            except WikiError as error:
                refused.append({"path": relative, "code": error.code, "message": error.message})
                continue
            batch.append((relative, name, page_text))
        if len(batch) < len(planned):  # links to refused files become plain text
            kept = {name for _, name, _ in batch}
            names = {key: name for key, name in names.items() if name in kept}
            batch = [
                (relative, name, _derived_text(text, relative, source_id, names))
                for relative, source_id, text, name in planned
                if name in kept
            ]
        if batch:
            pages = [(name, page_text) for _, name, page_text in batch]
            results = _write_pages_locked(root, pages, op="import")
            for (relative, _, _), result in zip(batch, results, strict=True):
                written.append({"path": relative, **result})
    refused.sort(key=lambda item: item["path"])
    return {"sources": sources, "pages": written, "refused": refused}


def _sources_cited_by(pages: list[tuple[str, Path]]) -> set[str]:
    cited: set[str] = set()
    for _, path in pages:
        try:
            meta = formats.parse_page(read_text(path)).meta
        except (OSError, UnicodeDecodeError):
            continue
        if meta is not None:
            cited.update(meta.sources)
    return cited
