"""One agent session, for every profile (docs/ingestion.md):

resolve the brain → materialize it into a private directory → let the mission pre-write what
it must (a meeting's transcript snapshot) → the tool loop (a configured model, else the offline
agent) → hand back an `Outcome` whose `apply` syncs the directory through the write path.

The runner calls `apply` in the transaction that completes the job, behind the lease fence; a
sync that finds the brain changed underneath fails the attempt, which is retried from a fresh
materialization.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from django.conf import settings

from brain.access import user_may
from brain.models import Brain
from brain.services import Actor
from brain.services.documents import Precondition
from brain.sync import brain_materialize, brain_sync
from brain.toolkit.directory import DirectoryStore
from brain.toolkit.store import Store
from goat.chat import ChatModel, ModelError, model_from_settings
from ingest.agent.loop import REFUSED, LoopResult, SessionTimeout, run_loop, run_tool, tools_for
from ingest.agent.offline import OfflineAgent, Plan, WriteRefused
from ingest.models import IngestJob
from ingest.worker import Check, JobFailed, Outcome

MSG_NO_ACCESS: Final = "{user} may no longer edit brain {brain!r}; the job cannot run"
MSG_SYNC_CONFLICT: Final = "the brain changed underneath the session; trying again: {detail}"
MSG_SYNC_REFUSED: Final = "the session left files the brain refuses: {detail}"
MSG_PREWRITE_FAILED: Final = "the pre-write failed: {detail}"


@dataclass
class Mission:
    """What one session is asked to do."""

    profile: str  # the registry's agent profile: its tool set
    system: str
    task: str
    plan: Callable[[], Plan]  # what the offline agent does
    allow_deletes: bool = False
    # The document the source became, read from the directory after the loop.
    result_document: Callable[[Store, LoopResult], str] | None = None
    # What of the source the mission leaves out, each with its reason (a meeting's attendees
    # without a usable name): kept in the job's result whatever agent ran, since a model's
    # answer may not say.
    left_out: list[str] = field(default_factory=list)


# Builds the mission once the brain is materialized; may pre-write through `prewrite`.
MissionBuilder = Callable[[Store, "Prewrite"], Mission]


class Prewrite:
    """Runs deterministic tool calls before the loop, recorded in the transcript."""

    def __init__(self, store: Store, steps: list[dict[str, Any]]) -> None:
        self.store = store
        self.steps = steps
        # The narrowest writing profile's tools: a pre-write never deletes, merges or moves.
        self.offered = {tool["name"] for tool in tools_for("ingest")}

    def __call__(self, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
        result, line = run_tool(
            self.store, tool.replace("-", "_"), json.dumps(arguments), offered=self.offered
        )
        self.steps.append(
            {
                "turn": 0,
                "command": line[:2000],
                "ok": "error" not in result,
                "result": json.dumps(result, ensure_ascii=False)[:2000],
            }
        )
        if "error" in result:
            # A pre-write refused for what it is (made from the source) is refused again on
            # every attempt: the job ends now. Anything else may pass on a retry.
            raise JobFailed(
                MSG_PREWRITE_FAILED.format(detail=result["error"]["message"]),
                transcript=self.steps,
                retry=result["error"]["code"] not in REFUSED,
            )
        return result


def resolve_brain(job: IngestJob) -> Brain:
    brain = job.brain_ref
    if job.user is not None and not user_may(job.user, brain, "change"):
        raise JobFailed(
            MSG_NO_ACCESS.format(user=job.user.get_username(), brain=brain.slug), retry=False
        )
    return brain


def run_session(
    *,
    job: IngestJob,
    check: Check,
    build: MissionBuilder,
    model: ChatModel | None = None,
    offline: bool = False,
) -> Outcome:
    brain = resolve_brain(job)
    workdir = Path(tempfile.mkdtemp(prefix=f"goat-job-{job.pk}-"))
    steps: list[dict[str, Any]] = []
    try:
        root = workdir / "brain"
        snapshot = brain_materialize(brain=brain, directory=root)
        store = DirectoryStore(root)
        check()
        mission = build(store, Prewrite(store, steps))
        chosen = None if offline else (model or model_from_settings())
        agent: ChatModel = chosen if chosen is not None else OfflineAgent(mission.plan)
        try:
            loop = run_loop(
                model=agent,
                store=store,
                profile=mission.profile,
                system=mission.system,
                task=mission.task,
                max_steps=int(settings.INGEST_MAX_STEPS),
                timeout=float(settings.INGEST_SESSION_TIMEOUT_SECONDS),
                check=check,
                steps=steps,
            )
        except SessionTimeout as error:
            raise JobFailed(str(error), transcript=steps) from None
        except WriteRefused as error:
            raise JobFailed(str(error), transcript=steps, retry=False) from None
        except ModelError as error:
            raise JobFailed(str(error), transcript=steps, retry=error.retryable) from None
        document_id = mission.result_document(store, loop) if mission.result_document else ""
    except BaseException:
        shutil.rmtree(workdir, ignore_errors=True)
        raise

    actor = Actor(
        type="agent", user=job.user, label=f"{mission.profile} agent, job #{job.pk}", job_id=job.pk
    )
    result: dict[str, Any] = {
        "profile": mission.profile,
        "model": "offline" if isinstance(agent, OfflineAgent) else str(settings.AGENT_MODEL),
        "answer": loop.answer,
        "skipped": loop.skipped,
        "turns": loop.turns,
        "stopped": loop.stopped,
        "document": document_id,
        "left_out": list(mission.left_out),
    }

    def apply(precondition: Precondition) -> None:
        report = brain_sync(
            brain=brain,
            directory=root,
            snapshot=snapshot,
            actor=actor,
            precondition=precondition,
            allow_deletes=mission.allow_deletes,
        )
        if report.conflicts:
            raise JobFailed(MSG_SYNC_CONFLICT.format(detail=report.conflicts[:3]), transcript=steps)
        if report.refused:  # what the session wrote, not what the brain holds: no retry
            raise JobFailed(
                MSG_SYNC_REFUSED.format(detail=report.refused[:3]), transcript=steps, retry=False
            )
        result["sync"] = report.as_dict()

    status = "skipped" if loop.skipped else "succeeded"  # SourceItem.Status
    return Outcome(
        result=result,
        transcript=steps,
        apply=apply,
        source_status=status,
        document_id=document_id,
        cleanup=lambda: shutil.rmtree(workdir, ignore_errors=True),
    )
