"""Citation benchmark: the share of compiled-truth statements that cite evidence or a source
(docs/format.md, "Statements and citations"; the doctor's `uncited_claim` counts the rest).

Run: .venv/bin/python -m bench.citation_bench [--meetings 100]
It uses the configured database (the embedded one by default): it creates a throwaway
workspace `bench-<pid>` with a brain per agent, and deletes them at the end. Figures:

(a) The demo brain (demo/brain/, read from disk): its active pages' statements.
(b) The offline agent: a generated stream of meetings (default 100) into a brain that already
    holds some of their people (each attendee comes back in later meetings), with summaries of
    several paragraphs and lists, and action items with and without an assignee; every active
    page the agent leaves is counted. Target 100%.
(c) The model agent, the same stream, when AGENT_MODEL is configured (and answering);
    otherwise the line says it is reported when a model is configured.

The share is computed by `brain.toolkit.claims.citation_share`, the function the doctor and
the staff UI use.
"""

from __future__ import annotations

import argparse
import os
from datetime import UTC, datetime, timedelta
from pathlib import Path

from bench.django_env import setup_django

setup_django()

from django.conf import settings  # noqa: E402

from brain.models import Brain, BrainDocument  # noqa: E402
from brain.services import brain_create, brain_delete  # noqa: E402
from brain.toolkit.claims import CitationShare, citation_share  # noqa: E402
from brain.toolkit.tree import load_tree  # noqa: E402
from goat.models import Workspace  # noqa: E402
from goat.services import workspace_create  # noqa: E402
from ingest import queue  # noqa: E402
from ingest.sources import NormalizedSource, source_item_upsert  # noqa: E402
from ingest.worker import run_job, worker_name  # noqa: E402

DEMO = Path(__file__).resolve().parent.parent / "demo" / "brain"
PEOPLE = [
    ("Sarah Chen", "sarah@acme.com"),
    ("Ana Lima", "ana@acme.com"),
    ("Priya Nair", "priya@goatlabs.io"),
    ("Tom Weber", "tom@globex.de"),
    ("Kenji Sato", "kenji@initech.jp"),
    ("Bob Stone", "bob@gmail.com"),
    ("Maria Garcia", "maria@northwind.com"),
    ("Omar Haddad", "omar@blueharbor.io"),
]
TOPICS = ["pilot", "renewal", "pricing", "security review", "rollout", "onboarding"]


def share_of(bodies: list[str]) -> tuple[CitationShare, int]:
    """(statements cited of all, pages with an uncited statement)."""
    cited = total = pages = 0
    for body in bodies:
        share = citation_share(body)
        cited, total = cited + share.cited, total + share.total
        pages += 1 if share.uncited else 0
    return CitationShare(cited, total), pages


def demo_bodies() -> list[str]:
    documents = load_tree(DEMO).documents
    return [d.body for d in documents.values() if d.kind == "page" and d.status == "active"]


def meeting(number: int) -> NormalizedSource:
    topic = TOPICS[number % len(TOPICS)]
    people = [PEOPLE[(number + k) % len(PEOPLE)] for k in range(3)]
    summary = (
        f"We reviewed the {topic} with {people[0][0]}.\n\n"
        f"Open points on the {topic}:\n\n- budget for next quarter\n- who signs off\n\n"
        f"{people[1][0]} will follow up by e-mail."
    )
    return NormalizedSource(
        provider="jamie",
        kind="meeting",
        external_id=f"meeting:cite-{number}",
        title=f"{topic.title()} sync {number}",
        text=f"[00:00] {people[0][0]}: Let us talk about the {topic}.",
        occurred_at=datetime(2026, 1, 1, 14, tzinfo=UTC) + timedelta(days=number),
        participants=[{"name": name, "email": email} for name, email in people],
        payload={
            "meeting": {
                "summary": summary,
                "action_items": [
                    {"text": f"Send the {topic} notes", "assignee": people[0][0]},
                    {"text": "Book the next call"},
                ],
            }
        },
    )


def ingest_source(brain: Brain, source: NormalizedSource) -> bool:
    """Run one source through the real ingestion path (source item, the durable queue, a
    worker's claim, the agent) in this process; whether its job succeeded."""
    item, _ = source_item_upsert(brain=brain, source=source)
    queue.enqueue(brain=brain, kind=queue.AGENT_INGEST, source_item=item)
    lease = queue.claim(worker_name())
    assert lease is not None
    return run_job(lease) == "succeeded"


def run_stream(brain: Brain, meetings: int) -> tuple[int, list[str]]:
    """(jobs that failed, the bodies of the brain's active pages afterwards)."""
    failed = 0
    for number in range(meetings):
        failed += not ingest_source(brain, meeting(number))
    rows = BrainDocument.objects.filter(brain_ref=brain, kind="page", status="active")
    return failed, list(rows.values_list("body", flat=True))


def line(label: str, share: CitationShare, pages: int, note: str = "") -> str:
    ratio = f"{share.ratio:.1%}" if share.ratio is not None else "n/a"
    return (
        f"    {label:<34} {share.cited:5d} of {share.total:5d} statements cite  "
        f"{ratio:>6}  ({pages} pages with an uncited one){note}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--meetings", type=int, default=100)
    args = parser.parse_args()
    lines = ["(a) demo brain, active pages"]
    demo, demo_pages = share_of(demo_bodies())
    lines.append(line("demo/brain", demo, demo_pages))

    workspace = workspace_create(name="Bench", slug=f"bench-{os.getpid()}")
    model_name = (getattr(settings, "AGENT_MODEL", "") or "").strip()
    try:
        offline_brain = brain_create(workspace=workspace, name="Offline", slug="offline")
        settings.AGENT_MODEL = ""  # the offline agent, whatever is configured
        failed, bodies = run_stream(offline_brain, args.meetings)
        offline, offline_pages = share_of(bodies)
        lines.append(f"(b) offline agent, {args.meetings} meetings, {len(bodies)} active pages")
        note = f"; {failed} jobs failed" if failed else ""
        lines.append(line("offline agent", offline, offline_pages, f"  target 100%{note}"))
        lines.append("(c) model agent, the same stream")
        if model_name:
            settings.AGENT_MODEL = model_name
            model_brain = brain_create(workspace=workspace, name="Model", slug="model")
            failed, bodies = run_stream(model_brain, args.meetings)
            model, model_pages = share_of(bodies)
            note = f"; {failed} jobs failed" if failed else ""
            lines.append(line(f"model {model_name}", model, model_pages, note))
        else:
            lines.append("    model agent: reported when a model is configured (AGENT_MODEL)")
    finally:
        settings.AGENT_MODEL = model_name
        for brain in Brain.objects.filter(workspace=workspace):
            brain_delete(brain=brain)
        Workspace.objects.filter(pk=workspace.pk).delete()
    print("\n".join(lines))


if __name__ == "__main__":
    main()
