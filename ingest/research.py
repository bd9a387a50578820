"""Research tasks whose result is a markdown report in the brain (`brain_markdown_report`).

`research_task_create` records the task and queues a `brain_research_task` job on the same
durable queue as ingestion. The session materializes the brain like any other; its result is an
`analysis` document in `research/` with the source `goat-task:<taskId>` and a timeline entry.
With no model, the offline agent writes an extractive report from the brain's query results,
quoting the sentences that match and citing every page and evidence it used; a task naming
what no document holds gets no report, and a sentence is quoted only when it answers for what
the task names (`ingest.agent.naming`, the librarian's rule).
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
from ingest.agent.extract import CitedSentence, best_cited, cited_sentences, content_words
from ingest.agent.naming import Naming, naming_of, roots
from ingest.agent.offline import Plan, ok
from ingest.agent.session import Mission, Prewrite
from ingest.models import IngestJob, ResearchTask

PROVIDER: Final = "goat-task"
HITS: Final = 8
# A prompt's characters: room for a long brief, small enough for a model's context next to
# the system prompt (the model agent reads the whole prompt) and for the report.
MAX_PROMPT: Final = 100_000
PROMPT_EXCERPT: Final = 500  # the prompt's characters the report quotes
MSG_EMPTY: Final = "a research task needs a title and a prompt"
MSG_TOO_LONG: Final = (
    "the prompt is {size} characters; a research task takes at most {limit} "
    "(put the material in the brain and ask about it)"
)
MSG_NOTHING: Final = (
    "The brain holds nothing on this question: no cited statement matches research task "
    "#{task}, so no report was written."
)


def research_task_create(*, brain: Brain, user: Any, title: str, prompt: str) -> IngestJob:
    """Record a research task and queue it; the job (its `task` is the task)."""
    title = one_line(title, MAX_TITLE_LENGTH)
    if not title or not prompt.strip():
        raise bad_argument(MSG_EMPTY)
    if len(prompt.strip()) > MAX_PROMPT:
        raise bad_argument(MSG_TOO_LONG.format(size=len(prompt.strip()), limit=MAX_PROMPT))
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
            plan=_report_plan(task, ref, store),
            result_document=lambda s, loop: _report_of(s, ref),
        )

    return build


def _report_of(store: Store, ref: str) -> str:
    for stored in store.documents():
        document = stored.document
        if ref in document.sources and document.kind == "page" and document.type == "analysis":
            return document.brain_id
    return ""


def _report_plan(task: ResearchTask, ref: str, store: Store) -> Callable[[], Plan]:
    def plan() -> Plan:
        # A task naming what no document holds is one the brain cannot answer, whatever common
        # words its pages share with it ("Kubernetes cluster costs in Frankfurt": "month",
        # "cost"); the librarian's rule (`ingest.agent.naming`).
        naming = naming_of(store, [task.title, task.prompt])
        if not naming.answerable:
            yield MSG_NOTHING.format(task=task.pk)
            return
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
        terms = content_words(f"{task.title} {task.prompt}")
        # what the task names chooses whose sentences (`Naming.met_by`); the rest of its
        # words which of them (unless the names are all it has), as the librarian reads them
        terms = terms - content_words(" ".join(naming.written)) or terms
        findings: list[str] = []
        evidence: dict[str, str] = {}
        for found in results:
            document = found.get("document") if ok(found) else None
            if document is None or not _quotable_document(document, ref):
                continue
            finding = _finding(document, terms, evidence, naming)
            if finding:
                findings.append(finding)
        if not findings:
            yield MSG_NOTHING.format(task=task.pk)
            return
        results = yield [
            (
                "create",
                {
                    "type": "analysis",
                    "title": one_line(task.title, MAX_TITLE_LENGTH) or "Research report",
                    "brain_id": report_id,
                    "folder": "research",
                    "status": "active",
                    "sources": [ref],
                    "body": _report_body(task, ref, findings, evidence),
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


def _quotable_document(document: dict[str, Any], ref: str) -> bool:
    """Whether the report may quote `document`: evidence, or an active page. A draft is
    unsettled (its claims need not cite anything), an archived or merged page is no longer
    the truth, and this task's own report would only quote itself."""
    if ref in document["sources"]:
        return False
    if document["kind"] == "evidence":
        return document["status"] != "merged"
    return bool(document["status"] == "active")


def _finding(
    document: dict[str, Any], terms: set[str], evidence: dict[str, str], naming: Naming
) -> str:
    """One list item quoting the document's sentences that match `terms` and answer for what
    the task names (`Naming.met_by`: a sentence holding one of its names, or standing on or
    linking a page they name), each sentence followed by the evidence that backs it on its
    page; "" when no cited sentence matches. The evidence cited is added to `evidence` (id:
    label)."""
    name = label(document["title"])
    truth = split_body(document["body"])[0]
    subject = roots(" ".join((document["title"], *document.get("aliases", ()))))

    def about(quotes: list[CitedSentence]) -> list[CitedSentence]:
        return [
            quote
            for quote in quotes
            if naming.met_by(roots(quote.text) | subject, {*quote.pages, document["id"]})
        ]

    if document["kind"] == "evidence":
        itself = ((document["id"], name),)
        quotes = best_cited(about(cited_sentences(truth, terms, itself)))
        if not quotes:
            return ""
        evidence.setdefault(document["id"], name)
        said = " ".join(defuse_line(quote.text) for quote in quotes)
        return f"- [[evidence:{document['id']}|{name}]]: {said}"
    quotes = best_cited(about(cited_sentences(truth, terms)))
    if not quotes:
        return ""
    said = " ".join(_with_citation(quote, evidence) for quote in quotes)
    return f"- [[page:{document['id']}|{name}]]: {said}"


def _with_citation(quote: CitedSentence, evidence: dict[str, str]) -> str:
    """The quoted sentence with its evidence links before its closing full stop."""
    for eid, name in quote.evidence:
        evidence.setdefault(eid, name)
    links = "; ".join(f"[[evidence:{eid}|{label(name)}]]" for eid, name in quote.evidence)
    text = defuse_line(quote.text)
    if text.endswith(".") and not text.endswith(".."):
        return f"{text[:-1]} ({links})."
    return f"{text} ({links})"


def prompt_excerpt(prompt: str) -> str:
    """The prompt on one line, cut to PROMPT_EXCERPT characters (a prompt may run to
    MAX_PROMPT; the report quotes what it answers, the task keeps the whole)."""
    whole = one_line(prompt)
    excerpt = one_line(whole, PROMPT_EXCERPT)
    if len(excerpt) < len(whole):
        excerpt += f" … (excerpt of a {len(prompt)}-character prompt)"
    return excerpt


def _report_body(
    task: ResearchTask, ref: str, findings: list[str], evidence: dict[str, str]
) -> str:
    """The report: the question, the findings (each citing its own evidence), the evidence
    list and a closing line. Only the report's own lines (the question, the closing line) cite
    the task; a finding never does."""
    asked = defuse_line(prompt_excerpt(task.prompt))
    head = [
        f"# {defuse_line(task.title)}",
        "",
        f"Research task [[source:{ref}|#{task.pk}]]: {asked}",
    ]
    tail = [
        "",
        "## Evidence",
        "",
        *(f"- [[evidence:{eid}|{label(name)}]]" for eid, name in evidence.items()),
        "",
        f"Extractive report from the brain's query results ({len(findings)} documents quoted).",
    ]
    own = f"[[source:{ref}|task #{task.pk}]]"
    return (
        "\n".join(
            [
                cite_statements("\n".join(head), own),
                "",
                "## Findings",
                "",
                *findings,
                cite_statements("\n".join(tail), own),
            ]
        )
        + "\n"
    )
