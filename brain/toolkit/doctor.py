"""The doctor: a read-only health report over a whole brain (design.md §5).

It works on parsed documents plus the problems found while reading them, so the same
code serves a directory (the CLI) and database rows (the server).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from .document import Document
from .edges import CITES, derive_edges
from .links import source_provider
from .problems import INVALID_DOCUMENT
from .resolvers import registered_providers
from .schemas import KNOWN_PROVIDERS
from .tree import TreeProblem, load_tree, split_relpath
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
    "orphan": WARNING,
}
CODES: Final = tuple(SEVERITIES)

MSG_BROKEN_RELATION: Final = "relation {type} points at {target!r}, which does not exist"
MSG_BROKEN_LINK: Final = "links to page {target!r}, which does not exist"
MSG_BROKEN_CITATION: Final = "cites evidence {target!r}, which does not exist"
MSG_CITATION_NOT_EVIDENCE: Final = "cites {target!r} as evidence, but it is a page"
MSG_WEAK_PROVENANCE: Final = "active page cites no evidence in its compiled truth"
MSG_UNKNOWN_PROVIDER: Final = "source ref {ref!r} names provider {provider!r}, which no one knows"
MSG_ALIAS_COLLISION: Final = "alias {alias!r} is also claimed by {others}"
MSG_ORPHAN: Final = "no document links to it and it links to none"


@dataclass(frozen=True)
class Issue:
    code: str
    id: str | None
    path: str
    message: str
    related: tuple[str, ...] = ()
    rule: str | None = None

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
        lines.append(f"{report['documents']} documents, {len(issues)} issues ({summary})")
    else:
        lines.append(f"{report['documents']} documents, no issues")
    return "\n".join(lines)


def diagnose(
    documents: Mapping[str, Document],
    paths: Mapping[str, str],
    *,
    problems: Iterable[TreeProblem] = (),
    documents_read: int | None = None,
) -> DoctorReport:
    """Check every document and the graph between them; nothing is changed."""
    issues: list[Issue] = []
    for found in problems:
        issues.append(
            Issue(
                found.problem.code,
                found.brain_id,
                found.path,
                found.problem.message,
                found.related,
                found.problem.rule if found.problem.code == INVALID_DOCUMENT else None,
            )
        )
    known_providers = set(KNOWN_PROVIDERS) | set(registered_providers())
    incoming: dict[str, int] = defaultdict(int)
    outgoing: dict[str, int] = defaultdict(int)
    alias_owners: dict[str, list[str]] = defaultdict(list)

    for brain_id, document in documents.items():
        path = paths[brain_id]
        issues.extend(_document_issues(brain_id, path, document, known_providers))
        for edge in derive_edges(document):
            outgoing[brain_id] += 1
            target = documents.get(edge.target)
            if target is not None:
                incoming[edge.target] += 1
            issues.extend(_edge_issue(brain_id, path, edge.type, edge.target, target))
        for alias in {a.casefold(): a for a in document.aliases}.values():
            alias_owners[alias.casefold()].append(brain_id)

    for brain_id, document in documents.items():
        for alias in document.aliases:
            owners = alias_owners.get(alias.casefold(), [])
            if len(owners) > 1 and owners[0] == brain_id:
                others = ", ".join(owners[1:])
                issues.append(
                    Issue(
                        "alias_collision",
                        brain_id,
                        paths[brain_id],
                        MSG_ALIAS_COLLISION.format(alias=alias, others=others),
                        tuple(owners[1:]),
                    )
                )
                alias_owners[alias.casefold()] = []  # report each collision once
        if document.status != "merged" and not incoming[brain_id] and not outgoing[brain_id]:
            issues.append(Issue("orphan", brain_id, paths[brain_id], MSG_ORPHAN))

    issues.sort(key=lambda i: (i.path, CODES.index(i.code), i.message))
    read = documents_read if documents_read is not None else len(documents)
    return DoctorReport(documents=read, issues=issues)


def _document_issues(
    brain_id: str, path: str, document: Document, known_providers: set[str]
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
    refs = list(document.sources)
    refs += [link.target for link in document.links if link.kind == "source"]
    refs += [entry.source_ref for entry in document.timeline]
    for ref in dict.fromkeys(refs):
        provider = source_provider(ref)
        if ":" in ref and provider not in known_providers:
            message = MSG_UNKNOWN_PROVIDER.format(ref=ref, provider=provider)
            issues.append(Issue("nonstandard_source_ref", brain_id, path, message))
    return issues


def _edge_issue(
    brain_id: str, path: str, edge_type: str, target_id: str, target: Document | None
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


def diagnose_directory(root: Path) -> DoctorReport:
    tree = load_tree(root)
    return diagnose(
        tree.documents, tree.paths, problems=tree.problems, documents_read=tree.files_read
    )
