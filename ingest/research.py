"""Research tasks whose result is a markdown report in the brain (`brain_markdown_report`).

`research_task_create` records the task and queues a `brain_research_task` job on the same
durable queue as ingestion. The session materializes the brain like any other; its result is an
`analysis` document in `research/` with the source `goat-task:<taskId>` and a timeline entry.
With no model, the offline agent writes an extractive report from the brain's query results,
quoting the sentences that match and citing every page and evidence it used.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from django.db import transaction

from brain.models import Brain
from brain.toolkit.claims import cite_statements
from brain.toolkit.errors import bad_argument
from brain.toolkit.quoting import defuse_line, label, one_line
from brain.toolkit.schemas import MAX_TITLE_LENGTH, slugify
from brain.toolkit.store import Store
from brain.toolkit.timeline import split_body
from ingest import queue
from ingest.agent import prompts
from ingest.agent.extract import extract, words_of
from ingest.agent.offline import Plan, ok
from ingest.agent.session import Mission, Prewrite
from ingest.models import IngestJob, ResearchTask

PROVIDER: Final = "goat-task"
HITS: Final = 8
MSG_EMPTY: Final = "a research task needs a title and a prompt"


def research_task_create(*, brain: Brain, user: Any, title: str, prompt: str) -> IngestJob:
    """Record a research task and queue it; the job (its `task` is the task)."""
    title = one_line(title, MAX_TITLE_LENGTH)
    if not title or not prompt.strip():
        raise bad_argument(MSG_EMPTY)
    with transaction.atomic():
        task = ResearchTask.objects.create(
            brain_ref=brain, title=title, prompt=prompt.strip(), creator=user
        )
        return queue.enqueue(brain=brain, kind=queue.RESEARCH_TASK, task=task, user=user)


def source_ref(task: ResearchTask) -> str:
    return f"{PROVIDER}:{task.pk}"


def research_mission(task: ResearchTask) -> Callable[[Store, Prewrite], Mission]:
    ref = source_ref(task)

    def build(store: Store, prewrite: Prewrite) -> Mission:
        return Mission(
            profile="ingest",
            system=prompts.system_prompt(prompts.RESEARCH),
            task=(
                f"Research task {ref}: {task.title}\n\n<<<\n{task.prompt}\n>>>\n"
                f"Write the report as an analysis document in research/ with the source {ref}."
            ),
            plan=_report_plan(task, ref),
            result_document=lambda s, loop: _report_of(s, ref),
        )

    return build


def _report_of(store: Store, ref: str) -> str:
    for stored in store.documents():
        document = stored.document
        if ref in document.sources and document.kind == "page" and document.type == "analysis":
            return document.brain_id
    return ""


def _report_plan(task: ResearchTask, ref: str) -> Callable[[], Plan]:
    def plan() -> Plan:
        base = slugify(task.title, 80) or "research-report"
        report_id = base
        results = yield [
            ("query", {"text": f"{task.title} {task.prompt}"[:2000], "limit": HITS}),
            ("get", {"ref": base}),
        ]
        if ok(results[1]) and ref not in results[1]["document"]["sources"]:
            report_id = slugify(f"{base} task {task.pk}", 100)
        hits = [hit["id"] for hit in results[0].get("hits", [])] if ok(results[0]) else []
        results = yield [("get", {"ref": hit}) for hit in hits]
        terms = words_of(f"{task.title} {task.prompt}")
        findings: list[str] = []
        evidence: dict[str, str] = {}
        for found in results:
            document = found.get("document") if ok(found) else None
            if document is None or document["status"] == "merged":
                continue
            name = label(document["title"])
            quotes = extract(split_body(document["body"])[0], terms) or [
                f"({document['type']}, no matching sentence)"
            ]
            backing = ""
            if document["kind"] == "evidence":
                evidence[document["id"]] = name
                link = f"[[evidence:{document['id']}|{name}]]"
            else:
                link = f"[[page:{document['id']}|{name}]]"
                for cited in found.get("links", {}).get("evidence_out", []):
                    evidence.setdefault(cited["id"], cited["id"])
                    # The finding cites what the page it quotes cites first.
                    backing = backing or f" ([[evidence:{cited['id']}|evidence]])"
            findings.append(f"- {link}: {defuse_line(' '.join(quotes))}{backing}")
        asked = defuse_line(task.prompt)
        lines = [
            f"# {defuse_line(task.title)}",
            "",
            f"Research task [[source:{ref}|#{task.pk}]]: {asked}",
            "",
            "## Findings",
            "",
            *(findings or ["- The brain holds nothing that matches this task yet."]),
        ]
        if evidence:
            lines += ["", "## Evidence", ""]
            lines += [f"- [[evidence:{eid}|{label(name)}]]" for eid, name in evidence.items()]
        lines += ["", f"Extractive report from the brain's query results ({len(findings)} hits)."]
        # What still cites nothing (the task's question, a finding from a page without
        # evidence, the closing line) cites the research task it answers.
        lines = cite_statements("\n".join(lines), f"[[source:{ref}|task #{task.pk}]]").split("\n")
        results = yield [
            (
                "create",
                {
                    "type": "analysis",
                    "title": one_line(task.title, MAX_TITLE_LENGTH) or "Research report",
                    "brain_id": report_id,
                    "folder": "research",
                    "status": "active" if evidence else "draft",
                    "sources": [ref],
                    "body": "\n".join(lines) + "\n",
                },
            )
        ]
        if not ok(results[0]):
            yield f"Could not write the report: {results[0]['error']['message']}"
            return
        yield [
            (
                "append-timeline",
                {
                    "ref": report_id,
                    "source": ref,
                    "text": f"Report written for research task #{task.pk}.",
                    "expected_hash": results[0]["hashes"][report_id],
                },
            )
        ]
        yield f"Wrote research/{report_id}.md from {len(findings)} documents."

    return plan
