"""Research tasks: an extractive report in research/, citing what it used."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Final

import pytest
from django.core.management import call_command

from brain.demo import demo_load
from brain.models import Brain
from brain.services import Actor
from brain.store import DatabaseStore
from brain.toolkit.claims import citation_share
from brain.toolkit.commands.registry import call
from brain.toolkit.errors import CommandError as ToolkitError
from goat.management.base import UserError
from ingest import queue
from ingest.agent.extract import cited_sentences, content_words
from ingest.models import IngestJob, ResearchTask
from ingest.research import (
    MAX_PROMPT,
    MSG_NOTHING,
    MSG_TOO_LONG,
    PROMPT_EXCERPT,
    research_task_create,
)
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


def test_content_words_leave_out_function_and_common_words() -> None:
    assert content_words("Nothing here: will Globex acquire Acme?") == {"globex", "acquire", "acme"}


def test_a_cited_line_that_only_points_elsewhere_is_not_quoted() -> None:
    cited = "([[evidence:ev-1|call]])"
    truth = f"See also [[page:pricing|Pricing]] {cited}.\n\nPricing costs $38 a seat {cited}.\n"

    quoted = cited_sentences(truth, {"pricing", "costs", "also"})

    assert [sentence.text for sentence in quoted] == ["Pricing costs $38 a seat."]


def demo_task(title: str, prompt: str) -> IngestJob:
    """Load the demo brain, queue a research task on it and run the job; the job."""
    demo_load()
    job = research_task_create(brain=demo_brain(), user=None, title=title, prompt=prompt)
    lease = queue.claim("test")
    assert lease is not None and lease.job_id == job.pk
    assert run_job(lease) == "succeeded"
    job.refresh_from_db()
    return job


def demo_brain() -> Brain:
    return Brain.objects.get(slug="goat-labs")


def demo_store() -> DatabaseStore:
    return DatabaseStore(demo_brain(), actor=Actor(type="system"))


def findings_of(body: str) -> list[str]:
    section = body.split("## Findings\n", 1)[1].split("\n## ", 1)[0]
    return [line for line in section.split("\n") if line.startswith("- ")]


PROCUREMENT: Final = "[[evidence:ev-file-mail-2026-10-22-acme-procurement-eml-27f4a6c6|"
KICKOFF: Final = "[[evidence:ev-jamie-meeting-mtg-4471-d5677c53|"


@pytest.mark.django_db
def test_each_finding_cites_the_evidence_of_its_own_sentence() -> None:
    # given the demo brain: Acme Corp's page cites the kickoff transcript first, and its
    # buying-constraints sentence the procurement email; a draft page of uncited assumptions
    job = demo_task(
        "Acme procurement ceiling",
        "What will Acme procurement approve for the pilot pricing options?",
    )

    report = call("get", demo_store(), {"ref": job.result["document"]})["document"]
    findings = findings_of(report["body"])
    acme = next(line for line in findings if line.startswith("- [[page:acme-corp|"))
    # the sentence cites what it cites on its page, not the page's first evidence
    sentence = acme[acme.index("Buying constraints") :]
    assert sentence.endswith(
        f"procurement will not approve a year-one offer above $90,000 this fiscal year and "
        f"pays net 60 ({PROCUREMENT}procurement email]])."
    )
    assert KICKOFF not in sentence
    # the draft page is not quoted, and no finding is dressed with the task's source
    assert not any("acme-pilot-pricing-options|" in line.split("]]")[0] for line in findings)
    assert not any("goat-task" in line for line in findings)
    assert all("[[evidence:" in line for line in findings)
    assert citation_share(report["body"]).uncited == 0


@pytest.mark.django_db
def test_a_task_the_brain_holds_nothing_on_writes_no_report() -> None:
    job = demo_task("Nothing here", "zebra quantum xylophone")

    assert job.result["document"] == ""
    assert job.result["answer"] == MSG_NOTHING.format(task=job.task_id)
    assert demo_store().get("nothing-here") is None


def queued_nothing() -> bool:
    return not ResearchTask.objects.exists() and not IngestJob.objects.exists()


@pytest.mark.django_db
def test_an_over_long_prompt_is_refused_when_the_task_is_created(
    cast: Cast, tmp_path: Path
) -> None:
    six_megabytes = tmp_path / "prompt.txt"
    six_megabytes.write_text("What does the renewal depend on? " * 190_000, encoding="utf-8")
    just_over = "x" * (MAX_PROMPT + 1)

    with pytest.raises(UserError) as from_file:
        call_command(
            "research_task_create", "team", "--workspace", "acme", "--title", "Renewal",
            "--prompt-file", str(six_megabytes),
        )  # fmt: skip
    with pytest.raises(UserError) as from_option:
        call_command(
            "research_task_create", "team", "--workspace", "acme", "--title", "Renewal",
            "--prompt", just_over,
        )  # fmt: skip
    with pytest.raises(ToolkitError) as from_service:
        research_task_create(brain=cast.team_brain, user=None, title="Renewal", prompt=just_over)

    assert "\n" not in str(from_file.value) and "6270000 bytes" in str(from_file.value)
    assert str(from_option.value) == MSG_TOO_LONG.format(size=MAX_PROMPT + 1, limit=MAX_PROMPT)
    assert from_service.value.code == "bad_argument"
    assert queued_nothing()


@pytest.mark.django_db
def test_a_prompt_file_that_cannot_be_read_is_a_one_line_error(cast: Cast, tmp_path: Path) -> None:
    with pytest.raises(UserError) as missing:
        call_command(
            "research_task_create", "team", "--workspace", "acme", "--title", "Renewal",
            "--prompt-file", str(tmp_path / "nonexistent"),
        )  # fmt: skip

    assert str(missing.value) == (
        f"cannot read the prompt file {tmp_path / 'nonexistent'}: No such file or directory"
    )
    assert queued_nothing()


@pytest.mark.django_db
def test_a_long_prompt_is_quoted_in_the_report_as_an_excerpt(cast: Cast) -> None:
    # given a cited page the task will find, and a prompt near the limit
    store = DatabaseStore(cast.team_brain, actor=Actor(type="system"))
    call(
        "create",
        store,
        {
            "type": "company",
            "title": "Northwind",
            "status": "active",
            "body": f"Northwind's renewal depends on usage pricing ({evidence_link(store)}).",
        },
    )
    prompt = "What does the Northwind renewal depend on?\n" * 2_000
    job = research_task_create(brain=cast.team_brain, user=None, title="Renewal", prompt=prompt)

    lease = queue.claim("test")
    assert lease is not None and run_job(lease) == "succeeded"

    job.refresh_from_db()
    body = call("get", store, {"ref": job.result["document"]})["document"]["body"]
    asked = next(line for line in body.split("\n") if line.startswith("Research task "))
    assert len(asked) < PROMPT_EXCERPT + 200
    assert asked.endswith(f"… (excerpt of a {len(prompt.strip())}-character prompt)")
    assert "renewal depends on usage pricing" in body


def evidence_link(store: DatabaseStore) -> str:
    snapshot = {
        "source": "jamie:meeting:m1",
        "title": "Renewal call",
        "text": "Northwind said the renewal depends on capped usage pricing.",
    }
    return str(call("append-evidence", store, snapshot)["link"])


def run_task(cast: Cast, title: str, prompt: str) -> IngestJob:
    job = research_task_create(brain=cast.team_brain, user=None, title=title, prompt=prompt)
    lease = queue.claim("test")
    assert lease is not None and lease.job_id == job.pk and run_job(lease) == "succeeded"
    job.refresh_from_db()
    return job


@pytest.mark.django_db
def test_a_task_naming_what_the_brain_lacks_is_not_answered_by_its_common_words(
    cast: Cast,
) -> None:
    # given cited pages about seat pricing per month and overtime costs, and one on Northwind
    store = DatabaseStore(cast.team_brain, actor=Actor(type="system"))
    cited = evidence_link(store)
    for title, body in (
        ("Seat pricing", f"Seat pricing costs $38 per seat per month ({cited})."),
        ("Overtime", f"Overtime hours cost us about $4,000 a month ({cited})."),
        ("Northwind", f"Northwind pays $21,600 a year, about $1,800 a month ({cited})."),
    ):
        call("create", store, {"type": "concept", "title": title, "status": "active", "body": body})

    # when a task names what no document holds, beside the common words they share
    lacking = run_task(
        cast,
        "Kubernetes cluster costs in Frankfurt",
        "What does our Kubernetes cluster in Frankfurt cost per month on Hetzner?",
    )
    # and a task naming what the brain holds
    held = run_task(cast, "Northwind spend", "What does Northwind cost us per month?")

    # then the first writes no report, as when nothing answers
    assert lacking.result["document"] == ""
    assert lacking.result["answer"] == MSG_NOTHING.format(task=lacking.task_id)
    assert store.get("kubernetes-cluster-costs-in-frankfurt") is None
    # and the second quotes what is about Northwind only, not every page's cost per month
    body = call("get", store, {"ref": held.result["document"]})["document"]["body"]
    findings = findings_of(body)
    assert len(findings) == 1 and "Northwind pays $21,600 a year" in findings[0], findings
