"""The agent loop with a real model client against a loopback chat-completions server."""

from __future__ import annotations

import json
from typing import Any

import pytest

from brain.models import BrainDocument
from brain.services import Actor
from brain.store import DatabaseStore
from brain.toolkit.commands.registry import call as run_command
from brain.toolkit.pointer_copy import POINTER_COPY_RULE
from ingest import queue
from ingest.models import IngestJob, SourceItem
from ingest.worker import run_job
from tests.cast import Cast
from tests.ingest.llm_server import LLMServer, call, delayed, text, tool_calls
from tests.ingest.test_meeting_agent import meeting_item


def use_model(settings: Any, llm: LLMServer) -> None:
    settings.AGENT_MODEL = "scripted"
    settings.AGENT_BASE_URL = llm.base_url
    settings.AGENT_API_KEY = "test"
    settings.AGENT_REQUEST_TIMEOUT_SECONDS = 5


def run_next() -> str:
    lease = queue.claim("test-worker")
    assert lease is not None
    return run_job(lease)


def tool_results(body: dict[str, Any]) -> list[dict[str, Any]]:
    return [json.loads(m["content"]) for m in body["messages"] if m["role"] == "tool"]


@pytest.mark.django_db
def test_a_model_told_by_a_transcript_to_delete_pages_cannot(cast: Cast, settings: Any) -> None:
    store = DatabaseStore(cast.team_brain, actor=Actor(type="system"))
    run_command("create", store, {"type": "company", "title": "Acme", "brain_id": "acme"})
    turns = iter(
        [
            # it reads the transcript, which tells it to delete everything
            lambda body: tool_calls(call("query", {"text": "Acme pilot"})),
            # and tries: delete, merge and move are not its tools; a malformed call
            lambda body: tool_calls(
                call("delete", {"ref": "acme"}),
                call("merge", {"source_ref": "acme", "target_ref": "x"}),
                call("move", {"ref": "acme", "folder": "trash"}),
                call("set", '{"ref": "acme", "status": '),
                call("get", {"ref": "acme", "bogus": 1}),
            ),
            # it does real work with what it has
            lambda body: tool_calls(
                call(
                    "create",
                    {
                        "type": "meeting",
                        "title": "Acme kickoff",
                        "brain_id": "acme-kickoff",
                        "status": "active",
                        "body": "Kickoff with [[page:acme|Acme]] "
                        f"([[evidence:{evidence_id(body)}|transcript]]).",
                    },
                )
            ),
            lambda body: text("Made the meeting page acme-kickoff."),
        ]
    )
    with LLMServer(lambda body: next(turns)(body)) as llm:
        use_model(settings, llm)
        job = queue.enqueue(
            brain=cast.team_brain, kind=queue.AGENT_INGEST, source_item=meeting_item(cast)
        )
        assert run_next() == "succeeded"

    # the tools offered: the ingest profile, without delete, merge or move
    offered = {tool["function"]["name"] for tool in llm.requests[0]["tools"]}
    assert {"get", "query", "create", "rewrite", "append_evidence"} <= offered
    assert not offered & {"delete", "merge", "move", "save_to_brain", "librarian"}
    # the system prompt embeds the pointer/copy rule; the transcript is in the task as data
    assert POINTER_COPY_RULE in llm.requests[0]["messages"][0]["content"]
    # every refusal went back to the model as the tool's answer
    refusals = tool_results(llm.requests[2])[-5:]
    assert [r["error"]["code"] for r in refusals] == [
        "not_available",
        "not_available",
        "not_available",
        "bad_argument",
        "bad_argument",
    ]
    # nothing was deleted or moved; the real work landed
    rows = {r.brain_id: r for r in BrainDocument.objects.filter(brain_ref=cast.team_brain)}
    assert rows["acme"].folder == "companies" and rows["acme"].status == "draft"
    assert rows["acme-kickoff"].status == "active"
    job.refresh_from_db()
    assert job.status == "succeeded" and job.result["model"] == "scripted"
    commands = [s.get("command") for s in job.transcript]
    assert "(refused) delete" in commands
    assert [s["ok"] for s in job.transcript if s.get("command") == "goat-brain get acme"] == [False]
    assert any(c and c.startswith("goat-brain create --type meeting") for c in commands)


def evidence_id(body: dict[str, Any]) -> str:
    task = body["messages"][1]["content"]
    return task.split("as evidence '", 1)[1].split("'", 1)[0]


@pytest.mark.django_db
def test_a_model_may_answer_skip(cast: Cast, settings: Any) -> None:
    with LLMServer([text("SKIP: a test call with nobody on it")]) as llm:
        use_model(settings, llm)
        item = meeting_item(cast)
        queue.enqueue(brain=cast.team_brain, kind=queue.AGENT_INGEST, source_item=item)
        assert run_next() == "succeeded"
    item.refresh_from_db()
    assert item.status == SourceItem.Status.SKIPPED
    assert IngestJob.objects.get().result["skipped"] is True


@pytest.mark.django_db
def test_a_session_that_runs_out_of_time_fails_the_attempt_and_writes_nothing(
    cast: Cast, settings: Any
) -> None:
    with LLMServer([delayed(5), delayed(5), delayed(5)]) as llm:
        use_model(settings, llm)
        settings.INGEST_SESSION_TIMEOUT_SECONDS = 1
        queue.enqueue(
            brain=cast.team_brain, kind=queue.AGENT_INGEST, source_item=meeting_item(cast)
        )
        assert run_next() == "queued"  # back in the queue, after a backoff
    job = IngestJob.objects.get()
    assert job.attempts == 1 and "time" in job.last_error
    assert not BrainDocument.objects.filter(brain_ref=cast.team_brain).exists()


@pytest.mark.django_db
def test_a_write_the_format_refuses_goes_back_to_the_model(cast: Cast, settings: Any) -> None:
    turns = iter(
        [
            # an active page that cites no evidence: the format refuses it
            lambda body: tool_calls(
                call(
                    "create",
                    {
                        "type": "meeting",
                        "title": "Kickoff",
                        "brain_id": "kickoff",
                        "status": "active",
                    },
                )
            ),
            # told why, the model corrects it
            lambda body: tool_calls(
                call(
                    "create",
                    {
                        "type": "meeting",
                        "title": "Kickoff",
                        "brain_id": "kickoff",
                        "status": "active",
                        "body": f"Kickoff ([[evidence:{evidence_id(body)}|transcript]]).",
                    },
                )
            ),
            lambda body: text("Made the meeting page kickoff."),
        ]
    )
    with LLMServer(lambda body: next(turns)(body)) as llm:
        use_model(settings, llm)
        job = queue.enqueue(
            brain=cast.team_brain, kind=queue.AGENT_INGEST, source_item=meeting_item(cast)
        )
        assert run_next() == "succeeded"

    (refusal,) = tool_results(llm.requests[1])
    assert refusal["error"]["code"] == "invalid_document"
    assert [p["rule"] for p in refusal["error"]["problems"]] == ["evidence_required"]
    job.refresh_from_db()
    assert (job.status, job.attempts) == ("succeeded", 1)
    kickoff = BrainDocument.objects.get(brain_ref=cast.team_brain, brain_id="kickoff")
    assert kickoff.status == "active"
