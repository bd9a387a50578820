"""The job kinds a worker runs; `register` (called by the app's `ready`) hands them to the worker.

- `brain_agent_ingest`: an agent session on a source item; the item's kind picks the mission
  (a meeting, a chat capture).
- `brain_source_item_ingest` (legacy, so old jobs drain): the same source item through the
  offline agent, whatever model is configured.
- `brain_research_task`: a research report into `research/`.
- `queue_probe`: does nothing (it measures the queue itself; bench/).

More kinds load from the modules named in INGEST_HANDLER_MODULES and from the
`goat_brain.ingest_handlers` entry point group, which register theirs with `worker.handler`
(docs/ingestion.md: adding a provider).
"""

from __future__ import annotations

import importlib
from importlib.metadata import entry_points
from typing import Final

from django.conf import settings

from brain.toolkit.commands.writes import evidence_id
from brain.toolkit.quoting import one_line
from brain.toolkit.schemas import MAX_TITLE_LENGTH
from brain.toolkit.store import Store
from ingest import queue
from ingest.agent import prompts
from ingest.agent.meeting import (
    Meeting,
    meeting_left_out,
    meeting_plan,
    meeting_task,
    transcript_snapshot,
)
from ingest.agent.session import Mission, MissionBuilder, Prewrite, run_session
from ingest.models import IngestJob, SourceItem
from ingest.queue import Lease
from ingest.sources.jamie import started_as_given
from ingest.worker import Check, Handler, JobFailed, Outcome, handler

ENTRY_POINT_GROUP: Final = "goat_brain.ingest_handlers"
MSG_UNKNOWN_SOURCE: Final = "no agent mission for source items of kind {kind!r}"
MSG_NO_SOURCE: Final = "job #{job} has no source item"


def meeting_mission(item: SourceItem) -> MissionBuilder:
    """The build step of a meeting session: pre-write the full transcript as evidence.

    The snapshot shows one line per utterance (`transcript_snapshot`); its id hashes the
    source's text, as `append-evidence` would without the rendering, so a meeting keeps the id
    it always had, and a snapshot an earlier run made (in whatever layout) is used as it is.
    """

    def build(store: Store, prewrite: Prewrite) -> Mission:
        text = item.text or item.title
        snapshot_id = evidence_id(item.source_ref, text)
        existing = store.get(snapshot_id)
        if existing is not None and existing.document.kind == "evidence":
            evidence_of = snapshot_id
        else:
            title = one_line(f"Transcript - {item.title}", MAX_TITLE_LENGTH) or "Transcript"
            written = prewrite(
                "append-evidence",
                {
                    "source": item.source_ref,
                    "title": title,
                    "text": transcript_snapshot(text),
                    "type": "meeting",
                    "brain_id": snapshot_id,
                },
            )
            evidence_of = written["evidence"]["id"]
        payload = item.payload.get("meeting", {}) if isinstance(item.payload, dict) else {}
        meeting = Meeting(
            source_ref=item.source_ref,
            title=item.title,
            occurred_at=started_as_given(item.payload, item.occurred_at),
            attendees=item.participants,
            summary=str(payload.get("summary") or ""),
            action_items=[a for a in payload.get("action_items") or [] if isinstance(a, dict)],
            evidence_id=evidence_of,
            text=text,
        )
        free_mail = {d.casefold() for d in settings.INGEST_FREE_MAIL_DOMAINS}
        return Mission(
            profile="ingest",
            system=prompts.system_prompt(prompts.MEETING),
            task=meeting_task(meeting),
            plan=meeting_plan(meeting, free_mail=free_mail),
            left_out=meeting_left_out(meeting),
            allow_deletes=False,
        )

    return build


def mission_for(item: SourceItem) -> MissionBuilder:
    if item.kind == "meeting":
        return meeting_mission(item)
    if item.kind == "capture":
        from ingest.capture import capture_mission

        return capture_mission(item)
    raise JobFailed(MSG_UNKNOWN_SOURCE.format(kind=item.kind), retry=False)


def _source_item(job: IngestJob) -> SourceItem:
    if job.source_item is None:
        raise JobFailed(MSG_NO_SOURCE.format(job=job.pk), retry=False)
    return job.source_item


def agent_ingest(job: IngestJob, lease: Lease, check: Check) -> Outcome:
    return run_session(job=job, check=check, build=mission_for(_source_item(job)))


def source_item_ingest(job: IngestJob, lease: Lease, check: Check) -> Outcome:
    return run_session(job=job, check=check, build=mission_for(_source_item(job)), offline=True)


def research_task(job: IngestJob, lease: Lease, check: Check) -> Outcome:
    from ingest.research import research_mission

    if job.task is None:
        raise JobFailed(f"job #{job.pk} has no research task", retry=False)
    return run_session(job=job, check=check, build=research_mission(job.task))


def queue_probe(job: IngestJob, lease: Lease, check: Check) -> Outcome:
    return Outcome(result={"probe": True})


BUILT_IN: Final[dict[str, Handler]] = {
    queue.AGENT_INGEST: agent_ingest,
    queue.SOURCE_ITEM_INGEST: source_item_ingest,
    queue.RESEARCH_TASK: research_task,
    queue.QUEUE_PROBE: queue_probe,
}


def register() -> None:
    """Give the worker the built-in kinds, then load the extensions' modules (each registers
    its own kinds as it is imported)."""
    for kind, function in BUILT_IN.items():
        handler(kind)(function)
    for name in getattr(settings, "INGEST_HANDLER_MODULES", []):
        importlib.import_module(name)
    for entry in entry_points(group=ENTRY_POINT_GROUP):
        entry.load()
