"""The doctor: a read-only health report over a whole brain (docs/format.md).

It works on parsed documents plus the problems found while reading them, so the same
code serves a directory (the CLI) and database rows (the server).
"""

from __future__ import annotations

import os
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Mapping
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any, Final

from .attachments import (
    MISSING_ATTACHMENT,
    Kept,
    attachment_problems,
    folder_attachments,
    regular_file,
)
from .claims import statements
from .document import Document
from .edges import CITES, derive_edges
from .journal import journal_relpath, pending
from .links import source_provider
from .names import entity_keys, registered_domain
from .originals import original_names
from .problems import INVALID_DOCUMENT, PARSE_ERROR, DocumentError, Problem
from .resolvers import registered_providers
from .schemas import KNOWN_PROVIDERS, name_key
from .store import NamedDocument
from .timeline import out_of_order
from .tree import (
    FileEntry,
    TreeProblem,
    duplicate_problem,
    read_document,
    scan_tree,
    split_relpath,
)
from .validation import RULE_EVIDENCE, RULE_SOURCE_REF, validate_document

ERROR: Final = "error"
WARNING: Final = "warning"

SEVERITIES: Final[dict[str, str]] = {
    "parse_error": ERROR,
    "invalid_document": ERROR,
    "duplicate_id": ERROR,
    "broken_relation": ERROR,
    "broken_link": ERROR,
    "broken_citation": ERROR,
    "weak_provenance": WARNING,
    "nonstandard_source_ref": WARNING,
    "alias_collision": WARNING,
    "possible_duplicate": WARNING,
    "uncited_claim": WARNING,
    "timeline_out_of_order": WARNING,
    "missing_attachment": ERROR,
    "missing_original": WARNING,
    "orphan": WARNING,
    "interrupted_operation": ERROR,
}
CODES: Final = tuple(SEVERITIES)
MISSING_ORIGINAL: Final = "missing_original"
# (a document's path, the document) -> the originals it names that the brain does not keep
Originals = Callable[[str, Document], list[str]]

MSG_BROKEN_RELATION: Final = "relation {type} points at {target!r}, which does not exist"
MSG_BROKEN_LINK: Final = "links to page {target!r}, which does not exist"
MSG_BROKEN_CITATION: Final = "cites evidence {target!r}, which does not exist"
MSG_CITATION_NOT_EVIDENCE: Final = "cites {target!r} as evidence, but it is a page"
MSG_WEAK_PROVENANCE: Final = "active page cites no evidence in its compiled truth"
MSG_UNKNOWN_PROVIDER: Final = "source ref {ref!r} names provider {provider!r}, which no one knows"
MSG_ALIAS_COLLISION: Final = "alias {alias!r} is also claimed by {others}"
MSG_POSSIBLE_DUPLICATE: Final = "may be the same {type} as {other} ({why})"
WHY_NAME: Final = "the same name: {name!r}"
WHY_DOMAIN: Final = "both are at {domain}"
MSG_UNCITED_CLAIM: Final = "line {line} of the body cites no evidence or source: {excerpt!r}"
MSG_MISSING_ORIGINAL: Final = (
    "names its original {name!r}, which the brain does not keep (moved or deleted outside "
    "goat-brain?): its text is still found, the file cannot be downloaded"
)
TIMELINE_OUT_OF_ORDER: Final = "timeline_out_of_order"
MSG_TIMELINE_OUT_OF_ORDER: Final = (
    "timeline entry {entry} ({timestamp}) is listed after {before} ({before_timestamp}), which "
    "is later; entries stay in chronological order (written before the rule was enforced?)"
)
MSG_ORPHAN: Final = "no document links to it and it links to none"
MSG_INTERRUPTED: Final = (
    "an operation was interrupted ({state}) while changing {paths}; the next goat-brain "
    "command finishes or undoes it (run `goat-brain list`, then the doctor again)"
)


@dataclass(frozen=True)
class Issue:
    code: str
    id: str | None
    path: str
    message: str
    related: tuple[str, ...] = ()
    rule: str | None = None
    line: int | None = None  # uncited_claim: the statement's first line in the body

    @property
    def severity(self) -> str:
        return SEVERITIES[self.code]

    def as_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "code": self.code,
            "severity": self.severity,
            "id": self.id,
            "path": self.path,
            "message": self.message,
            "related": list(self.related),
        }
        if self.rule is not None:
            data["rule"] = self.rule
        if self.line is not None:
            data["line"] = self.line
        return data


@dataclass
class DoctorReport:
    documents: int
    issues: list[Issue] = field(default_factory=list)

    @property
    def counts(self) -> dict[str, int]:
        counter = Counter(issue.code for issue in self.issues)
        return {code: counter[code] for code in CODES if counter[code]}

    @property
    def errors(self) -> int:
        return sum(1 for issue in self.issues if issue.severity == ERROR)

    def as_dict(self) -> dict[str, Any]:
        return {
            "documents": self.documents,
            "counts": self.counts,
            "issues": [issue.as_dict() for issue in self.issues],
        }

    def as_text(self) -> str:
        return report_text(self.as_dict())


def report_text(report: dict[str, Any]) -> str:
    """The JSON report as readable lines: one per issue, then a summary."""
    issues = report["issues"]
    lines = [f"{i['path']}: {i['severity']} {i['code']}: {i['message']}" for i in issues]
    if issues:
        summary = ", ".join(f"{code} {n}" for code, n in report["counts"].items())
        noun = "issue" if len(issues) == 1 else "issues"
        lines.append(f"{report['documents']} documents, {len(issues)} {noun} ({summary})")
    else:
        lines.append(f"{report['documents']} documents, no issues")
    return "\n".join(lines)


@dataclass(frozen=True)
class DocumentFacts:
    """What the graph checks need of one document, with its own issues (small, picklable)."""

    brain_id: str
    path: str
    kind: str
    status: str
    aliases: tuple[str, ...]
    edges: tuple[tuple[str, str], ...]  # (target, type)
    issues: tuple[Issue, ...]
    type: str = ""
    title: str = ""


def document_facts(
    brain_id: str,
    path: str,
    document: Document,
    known_providers: frozenset[str],
    attachments: Kept | None = None,
    originals: Originals | None = None,
) -> DocumentFacts:
    """`attachments` answers whether the brain keeps a `files/...` path; None skips the
    `missing_attachment` check. `originals` gives the originals an evidence document at a
    path names that the brain does not keep; None skips the `missing_original` check."""
    return DocumentFacts(
        brain_id=brain_id,
        path=path,
        kind=document.kind,
        status=document.status,
        aliases=tuple(document.aliases),
        edges=tuple((edge.target, edge.type) for edge in derive_edges(document)),
        issues=tuple(
            _document_issues(brain_id, path, document, known_providers, attachments, originals)
        ),
        type=document.type,
        title=document.title,
    )


def known_providers() -> frozenset[str]:
    return frozenset(KNOWN_PROVIDERS) | frozenset(registered_providers())


def _problem_issue(found: TreeProblem) -> Issue:
    rule = found.problem.rule if found.problem.code == INVALID_DOCUMENT else None
    return Issue(
        found.problem.code, found.brain_id, found.path, found.problem.message, found.related, rule
    )


def diagnose(
    documents: Mapping[str, Document],
    paths: Mapping[str, str],
    *,
    problems: Iterable[TreeProblem] = (),
    documents_read: int | None = None,
    attachments: Kept | None = None,
    originals: Originals | None = None,
) -> DoctorReport:
    """Check every document and the graph between them; nothing is changed. `attachments`
    and `originals` say which files the brain keeps (see `document_facts`)."""
    providers = known_providers()
    facts = [
        document_facts(brain_id, paths[brain_id], document, providers, attachments, originals)
        for brain_id, document in documents.items()
    ]
    read = documents_read if documents_read is not None else len(documents)
    return diagnose_facts(facts, problems=problems, documents_read=read)


def diagnose_facts(
    facts: Iterable[DocumentFacts], *, problems: Iterable[TreeProblem], documents_read: int
) -> DoctorReport:
    """The report from per-document facts (one per id) and the problems found reading files."""
    issues = [_problem_issue(found) for found in problems]
    by_id = {f.brain_id: f for f in facts}
    incoming: dict[str, int] = defaultdict(int)

    for brain_id, fact in by_id.items():
        issues.extend(fact.issues)
        for target_id, edge_type in fact.edges:
            target = by_id.get(target_id)
            if target is not None:
                incoming[target_id] += 1
            issues.extend(_edge_issue(brain_id, fact.path, edge_type, target_id, target))

    for brain_id, fact in by_id.items():
        if fact.status != "merged" and not incoming[brain_id] and not fact.edges:
            issues.append(Issue("orphan", brain_id, fact.path, MSG_ORPHAN))

    issues.extend(_alias_collisions(by_id))
    issues.extend(_possible_duplicates(by_id))
    issues.sort(key=lambda i: (i.path, CODES.index(i.code), i.line or 0, i.message))
    return DoctorReport(documents=documents_read, issues=issues)


@dataclass(frozen=True)
class _Claim:
    """One document's claim on a name: the name as it wrote it, and whether as its title."""

    brain_id: str
    name: str
    title: bool


def _name_claims(by_id: Mapping[str, DocumentFacts]) -> dict[str, list[_Claim]]:
    """Who claims each name (by `name_key`, as lookup compares names), in the documents'
    order: a document's title and its aliases, each key once per document (the title first).
    Merged tombstones claim nothing, as lookup skips them."""
    claims: dict[str, list[_Claim]] = defaultdict(list)
    for brain_id, fact in by_id.items():
        if fact.status == "merged":
            continue
        mine: dict[str, _Claim] = {}
        for name, title in [(fact.title, True), *((a, False) for a in fact.aliases)]:
            key = name_key(name)
            if key and key not in mine:
                mine[key] = _Claim(brain_id, name, title)
        for key, claim in mine.items():
            claims[key].append(claim)
    return claims


def _alias_collisions(by_id: Mapping[str, DocumentFacts]) -> list[Issue]:
    """An alias that names more than one document, whether the others claim it as an alias
    or as their title: `get` and `mentions` can no longer resolve it. Reported once per name,
    on the first document claiming it as an alias. Two titles alone are not an alias's
    doing: pages of one type are `possible_duplicate`, and meetings may share a title."""
    issues: list[Issue] = []
    for claims in _name_claims(by_id).values():
        aliases = [c for c in claims if not c.title]
        if len(claims) < 2 or not aliases:
            continue
        first = aliases[0]
        others = [c for c in claims if c is not first]
        named = ", ".join(c.brain_id + (" (its title)" if c.title else "") for c in others)
        message = MSG_ALIAS_COLLISION.format(alias=first.name, others=named)
        related = tuple(c.brain_id for c in others)
        issues.append(
            Issue("alias_collision", first.brain_id, by_id[first.brain_id].path, message, related)
        )
    return issues


def _emails(fact: DocumentFacts) -> set[str]:
    return {alias.casefold() for alias in fact.aliases if "@" in alias}


def _domains(fact: DocumentFacts) -> set[str]:
    """The registered domains a company page keeps as aliases (goatlabs.com, eu.goatlabs.com
    and goatlabs.com are one)."""
    found = set()
    for alias in fact.aliases:
        text = alias.strip().casefold()
        if "." in text and "@" not in text and " " not in text:
            found.add(registered_domain(text))
    return found - {""}


# The types whose pages stand for one thing each: two of them with one name are suspect. Notes,
# meetings (a weekly call is one title on many dates), sources and analyses may share names.
ENTITY_TYPES: Final = ("person", "company", "project", "concept")


def possible_duplicates(documents: Iterable[NamedDocument]) -> list[Issue]:
    """The `possible_duplicate` check alone, from the documents' names (`Store.names()`): what
    the admin and the staff UI offer to merge without running the whole doctor."""
    by_id = {
        d.brain_id: DocumentFacts(
            d.brain_id, "", d.kind, d.status, tuple(d.aliases), (), (), d.type, d.title
        )
        for d in documents
    }
    return _possible_duplicates(by_id)


def _possible_duplicates(by_id: Mapping[str, DocumentFacts]) -> list[Issue]:
    """Live pages of one entity type that look like one thing: a name key in common
    (names.entity_keys: case, accents, punctuation, spacing, a company's legal form, a name
    in Cyrillic, Greek or Chinese and its usual Latin spelling), or
    companies sharing a registered domain. People whose e-mail aliases differ are namesakes,
    not duplicates. Each pair once, on the page whose id sorts first in its group, naming the
    other (a group of n pages gives n - 1 issues, not one per pair)."""
    groups: dict[tuple[str, str, str], list[str]] = defaultdict(list)
    for brain_id in sorted(by_id):
        fact = by_id[brain_id]
        if fact.kind != "page" or fact.status in ("merged", "archived"):
            continue
        if fact.type not in ENTITY_TYPES:
            continue
        for key in entity_keys(fact.title, company=fact.type == "company"):
            groups[(fact.type, "name", key)].append(brain_id)
        if fact.type == "company":
            for domain in _domains(fact):
                groups[(fact.type, "domain", domain)].append(brain_id)
    issues: list[Issue] = []
    seen: set[tuple[str, str]] = set()
    for (type_, why, key), ids in groups.items():
        first, *others = ids
        a = by_id[first]
        for other in others:
            b = by_id[other]
            if (first, other) in seen:
                continue
            if type_ == "person" and _emails(a) and _emails(b) and not _emails(a) & _emails(b):
                continue  # two people of one name, told apart by their e-mails
            seen.add((first, other))
            if why == "name":
                reason = WHY_NAME.format(name=b.title)
            else:
                reason = WHY_DOMAIN.format(domain=key)
            message = MSG_POSSIBLE_DUPLICATE.format(type=type_, other=other, why=reason)
            issues.append(Issue("possible_duplicate", first, a.path, message, (other,)))
    return issues


def _document_issues(
    brain_id: str,
    path: str,
    document: Document,
    known_providers: frozenset[str],
    attachments: Kept | None,
    originals: Originals | None = None,
) -> list[Issue]:
    issues: list[Issue] = []
    stem = split_relpath(path)[1]
    for problem in validate_document(document, file_stem=stem):
        if problem.rule == RULE_SOURCE_REF:
            issues.append(Issue("nonstandard_source_ref", brain_id, path, problem.message))
        elif problem.rule == RULE_EVIDENCE:
            issues.append(Issue("weak_provenance", brain_id, path, MSG_WEAK_PROVENANCE))
        else:
            issues.append(Issue(problem.code, brain_id, path, problem.message, rule=problem.rule))
    if document.kind == "page" and document.status == "active":
        for found in statements(document.body):
            if not found.cited:
                message = MSG_UNCITED_CLAIM.format(line=found.line, excerpt=found.excerpt)
                issues.append(Issue("uncited_claim", brain_id, path, message, line=found.line))
    for before, after in out_of_order(document.timeline):
        message = MSG_TIMELINE_OUT_OF_ORDER.format(
            entry=after.entry_id,
            timestamp=after.timestamp,
            before=before.entry_id,
            before_timestamp=before.timestamp,
        )
        issues.append(Issue(TIMELINE_OUT_OF_ORDER, brain_id, path, message))
    refs = list(document.sources)
    refs += [link.target for link in document.links if link.kind == "source"]
    refs += [entry.source_ref for entry in document.timeline]
    for ref in dict.fromkeys(refs):
        provider = source_provider(ref)
        if ":" in ref and provider not in known_providers:
            message = MSG_UNKNOWN_PROVIDER.format(ref=ref, provider=provider)
            issues.append(Issue("nonstandard_source_ref", brain_id, path, message))
    if attachments is not None:
        issues += [
            Issue(MISSING_ATTACHMENT, brain_id, path, problem.message)
            for problem in attachment_problems(document, attachments)
        ]
    if originals is not None and document.kind == "evidence":
        issues += [
            Issue(MISSING_ORIGINAL, brain_id, path, MSG_MISSING_ORIGINAL.format(name=name))
            for name in originals(path, document)
        ]
    return issues


def folder_originals(root: Path) -> Originals:
    """The folder brain's answer: an original is the regular file of its name beside its
    document (picklable, for the doctor's worker processes)."""
    return partial(_originals_not_beside, root)


def _originals_not_beside(root: Path, path: str, document: Document) -> list[str]:
    folder = split_relpath(path)[0]
    return [
        name
        for name in original_names(document)
        if not regular_file(root, f"{folder}/{name}" if folder else name)
    ]


def _edge_issue(
    brain_id: str, path: str, edge_type: str, target_id: str, target: DocumentFacts | None
) -> list[Issue]:
    if edge_type == CITES:
        if target is None:
            message = MSG_BROKEN_CITATION.format(target=target_id)
            return [Issue("broken_citation", brain_id, path, message, (target_id,))]
        if target.kind != "evidence":
            message = MSG_CITATION_NOT_EVIDENCE.format(target=target_id)
            return [Issue("broken_citation", brain_id, path, message, (target_id,))]
        return []
    if target is not None:
        return []
    if edge_type == "wiki_link":
        return [
            Issue(
                "broken_link",
                brain_id,
                path,
                MSG_BROKEN_LINK.format(target=target_id),
                (target_id,),
            )
        ]
    message = MSG_BROKEN_RELATION.format(type=edge_type, target=target_id)
    return [Issue("broken_relation", brain_id, path, message, (target_id,))]


# Below this many files the doctor reads in-process; above, in one process per core.
PARALLEL_FILES: Final = 2000
_CHUNK: Final = 500


def _read_chunk(root: Path, entries: list[FileEntry]) -> list[DocumentFacts | TreeProblem]:
    """Facts (or reading problems) for a run of files, in their order."""
    providers = known_providers()
    attachments = folder_attachments(root)
    originals = folder_originals(root)
    out: list[DocumentFacts | TreeProblem] = []
    for entry in entries:
        try:
            document, _ = read_document(root, entry)
        except DocumentError as error:
            out.extend(TreeProblem(entry.path, None, p) for p in error.problems)
            continue
        except OSError as error:
            problem = Problem(PARSE_ERROR, "io", f"cannot read the file: {error.strerror}")
            out.append(TreeProblem(entry.path, None, problem))
            continue
        brain_id = document.brain_id or entry.stem
        out.append(
            document_facts(brain_id, entry.path, document, providers, attachments, originals)
        )
    return out


def diagnose_directory(root: Path, *, workers: int | None = None) -> DoctorReport:
    """The doctor over a directory; large trees are read by a pool of processes."""
    entries, skipped = scan_tree(root)
    chunks = [entries[i : i + _CHUNK] for i in range(0, len(entries), _CHUNK)]
    workers = workers if workers is not None else (os.cpu_count() or 1)
    if len(entries) < PARALLEL_FILES or workers < 2:
        results = [_read_chunk(root, chunk) for chunk in chunks]
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            results = list(pool.map(_read_chunk, [root] * len(chunks), chunks))
    problems: list[TreeProblem] = list(skipped)
    facts: dict[str, DocumentFacts] = {}
    for item in (item for chunk in results for item in chunk):
        if isinstance(item, TreeProblem):
            problems.append(item)
        elif item.brain_id in facts:  # files come in path order: the first keeps the id
            problems.append(duplicate_problem(item.path, item.brain_id, facts[item.brain_id].path))
        else:
            facts[item.brain_id] = item
    report = diagnose_facts(facts.values(), problems=problems, documents_read=len(entries))
    interrupted = pending(root)
    if interrupted is not None:
        paths = ", ".join(interrupted["paths"]) or "files it could not name"
        message = MSG_INTERRUPTED.format(state=interrupted["state"], paths=paths)
        report.issues.insert(0, Issue("interrupted_operation", None, journal_relpath(), message))
    return report
