"""`wiki_lint`: the deterministic checks of one root (docs/llm-wiki.md, "Lint codes").

Reads everything, edits nothing: the only write is the `lint` record appended to log.md. The
same files always give the same report (issues sorted by path, line and code).
"""

from __future__ import annotations

import json
import os
import stat
from collections import Counter
from dataclasses import asdict, dataclass
from typing import Any, Final

from brain.toolkit.links import split_code_lines

from . import formats
from .formats import PageMeta, WikiError
from .root import WikiRoot
from .service import append_log, open_root, read_text, scan_page_files

WRITE_BITS: Final = stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH


@dataclass(frozen=True, order=True)
class Issue:
    path: str
    line: int
    code: str
    message: str


def _raw_issues(root: WikiRoot, issues: list[Issue]) -> set[str]:
    """Check every raw source; returns the ids that are captured (text and record present)."""
    texts: set[str] = set()
    records: set[str] = set()
    for entry in sorted(os.listdir(root.raw)) if root.raw.is_dir() else []:
        path = root.raw / entry
        where = f"raw/{entry}"
        if entry.startswith(".") and entry.endswith(".tmp"):
            continue  # an ingest in progress
        stem, _, extension = entry.rpartition(".")
        if os.path.islink(path) or not path.is_file() or not formats.is_source_id(stem):
            issues.append(Issue(where, 0, "raw_unexpected_file", "not a captured source file"))
            continue
        if extension == "txt":
            texts.add(stem)
        elif extension == "json":
            records.add(stem)
        else:
            issues.append(Issue(where, 0, "raw_unexpected_file", "not a captured source file"))
            continue
        if os.stat(path).st_mode & WRITE_BITS:
            issues.append(Issue(where, 0, "raw_writable", "a raw source file must be read-only"))
    for source_id in sorted(texts - records):
        issues.append(
            Issue(f"raw/{source_id}.txt", 0, "raw_record_missing", "the source has no record")
        )
    for source_id in sorted(records - texts):
        issues.append(
            Issue(f"raw/{source_id}.json", 0, "raw_text_missing", "the record has no source text")
        )
    for source_id in sorted(texts & records):
        data = (root.raw / f"{source_id}.txt").read_bytes()
        where = f"raw/{source_id}.json"
        try:
            record = json.loads(read_text(root.raw / f"{source_id}.json"))
        except (ValueError, UnicodeDecodeError):
            record = None
        if (
            not isinstance(record, dict)
            or record.get("id") != source_id
            or not isinstance(record.get("sha256"), str)
            or not isinstance(record.get("bytes"), int)
        ):
            issues.append(Issue(where, 0, "raw_record_invalid", "the record is not valid"))
            continue
        digest = formats.sha256_hex(data)
        if record["sha256"] != digest or record["bytes"] != len(data):
            issues.append(
                Issue(
                    f"raw/{source_id}.txt",
                    0,
                    "raw_hash_mismatch",
                    "the source's bytes do not match the SHA-256 recorded when it was captured",
                )
            )
        if formats.source_id_for(data) != source_id:
            issues.append(
                Issue(
                    f"raw/{source_id}.txt",
                    0,
                    "raw_id_mismatch",
                    "the source's bytes do not match its content-addressed id",
                )
            )
    return texts & records


@dataclass
class _Page:
    name: str
    meta: PageMeta | None
    links: list[str]


def _page_issues(
    name: str, text: str, sources: set[str], names: set[str], issues: list[Issue]
) -> _Page:
    where = f"wiki/{name}.md"
    parsed = formats.parse_page(text, scan_body=False)
    if parsed.meta is None:
        error = parsed.error or WikiError("frontmatter_invalid", "invalid frontmatter")
        issues.append(Issue(where, 1, error.code, error.message))
    elif not parsed.canonical:
        issues.append(
            Issue(where, 1, "page_not_canonical", "the frontmatter is not in canonical form")
        )
    inner, _ = formats.split_frontmatter(text)
    offset = 0 if inner is None else inner.count("\n") + 2
    listed = set(parsed.meta.sources) if parsed.meta else set()
    links: list[str] = []
    cited: set[str] = set()
    for number, (line, in_code) in enumerate(split_code_lines(parsed.body), start=offset + 1):
        if in_code or ("[[" not in line and "[^src_" not in line):
            continue
        found_links, found_citations, malformed = formats.line_references(formats.prose_line(line))
        for link in found_links:
            if not link.valid:
                issues.append(
                    Issue(where, number, "wikilink_malformed", f"{link.raw} is malformed")
                )
            elif link.target not in names:
                issues.append(Issue(where, number, "wikilink_broken", f"{link.raw} names no page"))
            elif link.target not in links:
                links.append(link.target)
        for raw in malformed:
            issues.append(Issue(where, number, "citation_malformed", f"{raw} is malformed"))
        for source_id in found_citations:
            cited.add(source_id)
            if source_id not in sources:
                issues.append(
                    Issue(where, number, "citation_unknown_source", f"{source_id} was not captured")
                )
            if parsed.meta is not None and source_id not in listed:
                issues.append(
                    Issue(
                        where,
                        number,
                        "citation_not_in_sources",
                        f"{source_id} is cited but not listed in the frontmatter sources",
                    )
                )
    for source_id in sorted(listed - sources - cited):
        issues.append(Issue(where, 1, "source_unknown", f"{source_id} was not captured"))
    if parsed.body.count(formats.CONTRADICTIONS_HEADING) > 1 and (
        len(formats.contradiction_sections(parsed.body)) > 1
    ):
        issues.append(
            Issue(where, 0, "contradictions_malformed", "more than one '## Contradictions'")
        )
    return _Page(name, parsed.meta, links)


def wiki_lint(*, root: WikiRoot, record: bool = True) -> dict[str, Any]:
    """The report of every deterministic check; appends a `lint` record when `record`."""
    if not root.path.exists():
        open_root(root)  # first use creates the root; an existing one is never touched
    issues: list[Issue] = []
    if not root.agents.is_file():
        issues.append(Issue("AGENTS.md", 0, "agents_missing", "AGENTS.md is missing"))
    else:
        try:
            formats.parse_agents(read_text(root.agents))
        except (WikiError, UnicodeDecodeError) as error:
            issues.append(Issue("AGENTS.md", 0, "agents_invalid", str(error)))
    sources = _raw_issues(root, issues)
    page_files, others = scan_page_files(root)
    for path in others:
        relative = os.path.relpath(path, root.path).replace(os.sep, "/")
        issues.append(
            Issue(relative, 0, "page_name_invalid", "not a page: <page-name>.md, no symlinks")
        )
    names = {name for name, _ in page_files}
    pages: list[_Page] = []
    for name, path in page_files:
        try:
            text = read_text(path)
        except (OSError, UnicodeDecodeError):
            issues.append(Issue(f"wiki/{name}.md", 0, "page_unreadable", "not UTF-8 text"))
            pages.append(_Page(name, None, []))
            continue
        pages.append(_page_issues(name, text, sources, names, issues))
    inbound: Counter[str] = Counter()
    for page in pages:
        for target in page.links:
            if target != page.name:
                inbound[target] += 1
    for page in pages:
        # An unparsed page is reported already; its type (maybe an entry point) is unknown.
        never = page.meta is None or page.meta.type in formats.NEVER_ORPHAN_TYPES
        if not never and not inbound[page.name]:
            issues.append(
                Issue(f"wiki/{page.name}.md", 0, "orphan_page", "no other page links here")
            )
    if not root.index.is_file():
        issues.append(Issue("index.md", 0, "index_missing", "index.md is missing"))
    else:
        expected = formats.render_index([(page.name, page.meta) for page in pages])
        try:
            fresh = read_text(root.index) == expected
        except UnicodeDecodeError:
            fresh = False
        if not fresh:
            issues.append(Issue("index.md", 0, "index_stale", "index.md does not match the pages"))
    if not root.log.is_file():
        issues.append(Issue("log.md", 0, "log_missing", "log.md is missing"))
    else:
        try:
            log_text = read_text(root.log)
        except UnicodeDecodeError:
            log_text = ""
            issues.append(Issue("log.md", 0, "log_malformed", "not UTF-8 text"))
        for number, reason in formats.log_problems(log_text):
            issues.append(Issue("log.md", number, "log_malformed", reason))
    issues.sort()
    counts = dict(sorted(Counter(issue.code for issue in issues).items()))
    if record and root.log.is_file():
        with root.lock():
            append_log(root, "lint", {"issues": len(issues), "counts": counts})
    return {
        "ok": not issues,
        "pages": len(pages),
        "sources": len(sources),
        "counts": counts,
        "issues": [asdict(issue) for issue in issues],
    }
