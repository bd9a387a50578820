"""Research tasks: an extractive report in research/, citing what it used."""

from __future__ import annotations

import json

import pytest
from django.core.management import call_command

from brain.services import Actor
from brain.store import DatabaseStore
from brain.toolkit.claims import citation_share
from brain.toolkit.commands.registry import call
from ingest import queue
from ingest.agent.extract import extract
from ingest.models import IngestJob
from ingest.worker import run_job
from tests.cast import Cast


@pytest.mark.django_db
def test_a_research_task_writes_a_cited_analysis_report(cast: Cast, capsys) -> None:  # type: ignore[no-untyped-def]
    store = DatabaseStore(cast.team_brain, actor=Actor(type="system"))
    evidence = call(
        "append-evidence",
        store,
        {
            "source": "jamie:meeting:m1",
            "title": "Renewal call",
            "text": "Northwind said the renewal depends on capped usage pricing.",
        },
    )
    call(
        "create",
        store,
        {
            "type": "company",
            "title": "Northwind",
            "brain_id": "northwind",
            "status": "active",
            "body": f"Northwind renews in March. Their renewal depends on usage pricing "
            f"({evidence['link']}). They run 40 depots.",
        },
    )
    call("create", store, {"type": "concept", "title": "Seat pricing", "body": "Per seat."})

    call_command(
        "research_task_create",
        "team",
        "--workspace",
        "acme",
        "--title",
        "Northwind renewal risk",
        "--prompt",
        "What does the Northwind renewal depend on?",
        "--user",
        "member",
        "--json",
    )
    answer = json.loads(capsys.readouterr().out)

    lease = queue.claim("test")
    assert lease is not None and lease.job_id == answer["job"]
    assert run_job(lease) == "succeeded"

    job = IngestJob.objects.get(pk=answer["job"])
    report = call("get", store, {"ref": job.result["document"]})
    document = report["document"]
    assert document["path"] == "research/northwind-renewal-risk.md"
    assert document["type"] == "analysis" and document["status"] == "active"
    assert document["sources"] == [f"goat-task:{answer['task']}"]
    assert "renewal depends on usage pricing" in document["body"]
    assert {"id": "northwind", "type": "wiki_link"} in report["links"]["pages_out"]
    assert report["links"]["evidence_out"]
    assert len(report["timeline"]) == 1
    # every statement cites: the findings, the question, the closing line (docs/format.md)
    share = citation_share(document["body"])
    assert share.total >= 3 and share.cited == share.total


def test_extract_keeps_the_matching_sentences_in_order() -> None:
    text = "Alpha one. The renewal depends on [[page:x|pricing]]. Nothing here. Renewal in May."
    assert extract(text, {"renewal", "pricing"}) == [
        "The renewal depends on pricing.",
        "Renewal in May.",
    ]
