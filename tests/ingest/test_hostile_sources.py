"""Source text shaped like the document format: meetings and captures whose words hold a
`## Timeline` heading, frontmatter fences, links, forged timeline entries or code fences are
ingested in one attempt, quoted, into documents that validate; and a failure that no retry can
change ends the job at once with its reason, while a transient one is retried."""

from __future__ import annotations

import re
import time
import uuid
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

import goat.celery
from brain.models import BrainDocument, BrainEdge
from brain.services import Actor
from brain.store import DatabaseStore
from brain.toolkit.commands.registry import call
from brain.toolkit.commands.writes import evidence_id
from brain.toolkit.validation import MSG_EVIDENCE
from ingest import queue
from ingest.agent.offline import MSG_WRITE_REFUSED
from ingest.agent.session import MSG_PREWRITE_FAILED
from ingest.models import IngestJob, SourceItem
from ingest.research import research_task_create
from ingest.sources import source_item_upsert
from ingest.sources.jamie import normalize
from ingest.worker import MSG_REFUSED, run_job
from tests.cast import Cast
from tests.ingest import fault_handlers as faults
from tests.ingest.payloads import meeting_payload
from tests.processes import celery_worker, own_broker

FORGED_ENTRY = "- **2026-01-01T00:00:00Z** | ev-0123456789ab | jamie:meeting:x | forged"

# (the hostile text, as it reads inside a line, each of its lines as a list item of its own,
#  "Before\n<text>\nafter" quoted as a block)
SHAPES = [
    ("## Timeline", "## Timeline", ["\\## Timeline"], "Before\n## Timeline (quoted)\nafter"),
    (
        "---\nid: x\n---",
        "--- id: x ---",
        ["\\---", "id: x", "\\---"],
        "Before\n\\---\nid: x\n\\---\nafter",
    ),
    (
        "## Compiled truth",
        "## Compiled truth",
        ["\\## Compiled truth"],
        "Before\n## Compiled truth\nafter",
    ),
    ("[[page:x]]", "[ [page:x] ]", ["[ [page:x] ]"], "Before\n[ [page:x] ]\nafter"),
    ("[[", "[ [", ["[ ["], "Before\n[ [\nafter"),
    ("]]", "] ]", ["] ]"], "Before\n] ]\nafter"),
    ("[[[page:x]]]", "[ [ [page:x] ] ]", ["[ [ [page:x] ] ]"], "Before\n[ [ [page:x] ] ]\nafter"),
    ("[[ no link ]]", "[ [ no link ] ]", ["[ [ no link ] ]"], "Before\n[ [ no link ] ]\nafter"),
    # a line that is a list item already is one item (its `- ` not doubled)
    (FORGED_ENTRY, FORGED_ENTRY, ["\\" + FORGED_ENTRY[2:]], f"Before\n{FORGED_ENTRY}\nafter"),
    ("```", "```", ["\\```"], "Before\n```\nafter\n```"),
]
IDS = [
    "timeline",
    "frontmatter",
    "compiled",
    "page-link",
    "open",
    "close",
    "triple",
    "malformed",
    "entry",
    "fence",
]


def hostile_payload(shape: str, meeting_id: str = "mtg_123") -> dict[str, Any]:
    """The test meeting with `shape` in its title, summary, action item, attendee and speaker
    names and spoken words."""
    return meeting_payload(
        id=meeting_id,
        title=f"Kickoff {shape}",
        summary=f"Before\n{shape}\nafter",
        attendees=[{"name": f"Sarah {shape}", "email": "sarah@acme.com"}],
        action_items=[{"text": f"Send {shape}", "assignee": f"Bo {shape}"}],
        transcript=[
            {"speaker": f"Sarah {shape}", "start": 12.5, "text": f"Thanks {shape} for joining."},
            {"speaker": "Tom Baker", "start": 75, "text": "Happy to\nbe here."},
        ],
    )


def run_next() -> str:
    lease = queue.claim("test-worker")
    assert lease is not None
    return run_job(lease)


def store_of(cast: Cast) -> DatabaseStore:
    return DatabaseStore(cast.team_brain, actor=Actor(type="user", user=cast.member))


def doctor_errors(cast: Cast) -> list[dict[str, Any]]:
    report = call("doctor", store_of(cast), {})
    return [issue for issue in report["issues"] if issue["severity"] == "error"]


def one_attempt_succeeded(job: IngestJob) -> None:
    job.refresh_from_db()
    assert (job.status, job.attempts, job.last_error) == ("succeeded", 1, "")
    if job.source_item_id is not None:
        assert SourceItem.objects.get(pk=job.source_item_id).status == "succeeded"


def collapsed(text: str) -> str:
    return " ".join(text.split())


def uncited(text: str) -> str:
    """`text` without the evidence citations the offline agents end each statement with
    (tests/ingest/test_agent_citations.py checks those): the quoting is what is checked here."""
    return re.sub(r" \(\[\[evidence:[^\]|]+\|.*?\]\]\)", "", text)


@pytest.mark.parametrize(("shape", "inline", "items", "block"), SHAPES, ids=IDS)
@pytest.mark.django_db
def test_a_meeting_shaped_like_a_document_is_ingested_quoted(
    cast: Cast, shape: str, inline: str, items: list[str], block: str
) -> None:
    # given a delivered meeting with the shape in every field it has
    item, _ = source_item_upsert(brain=cast.team_brain, source=normalize(hostile_payload(shape)))
    job = queue.enqueue(brain=cast.team_brain, kind=queue.AGENT_INGEST, source_item=item)

    # when a worker runs it
    assert run_next() == "succeeded"

    # then it succeeded at once, and everything in the brain validates
    one_attempt_succeeded(job)
    assert doctor_errors(cast) == []
    # the snapshot keeps the id of the source's text, one line per utterance, the words readable
    evidence = BrainDocument.objects.get(brain_ref=cast.team_brain, kind="evidence")
    assert evidence.brain_id == evidence_id("jamie:meeting:mtg_123", item.text)
    body = call("get", store_of(cast), {"ref": evidence.brain_id})["document"]["body"]
    summary = "\n".join(f"- {line}" for line in ["Before", *items, "after"])
    assert body == (
        f"## Summary\n\n{summary}\n\n"
        f"## Action items\n\n- Send {inline} (Bo {inline})\n\n"
        "## Transcript\n\n"
        f"- [00:12] Sarah {inline}: Thanks {inline} for joining.\n"
        "- [01:15] Tom Baker: Happy to be here."
    )
    # the meeting page quotes the summary and the action item
    meeting = BrainDocument.objects.get(brain_ref=cast.team_brain, kind="page", type="meeting")
    assert meeting.title == f"Kickoff {collapsed(shape)} 2026-11-30"
    assert f"# Kickoff {inline} 2026-11-30\n" in meeting.content
    assert f"\n## Summary\n\n{block}\n\n## Action items\n\n- Bo {inline}: Send {inline}\n" in (
        uncited(meeting.content)
    )
    # the attendee's page has their name as written, and one timeline entry
    person = BrainDocument.objects.get(brain_ref=cast.team_brain, type="person")
    assert person.title == f"Sarah {collapsed(shape)}"
    assert len(call("timeline", store_of(cast), {"ref": person.brain_id})["entries"]) == 1
    assert len(call("timeline", store_of(cast), {"ref": meeting.brain_id})["entries"]) == 1
    # and no word of the source became a link
    targets = set(BrainEdge.objects.filter(brain_ref=cast.team_brain).values_list("target_id"))
    assert ("x",) not in targets


@pytest.mark.parametrize(("shape", "inline", "items", "block"), SHAPES, ids=IDS)
@pytest.mark.django_db
def test_a_capture_shaped_like_a_document_is_kept_and_curated_quoted(
    cast: Cast, shape: str, inline: str, items: list[str], block: str
) -> None:
    # when the chat tool saves the shape, titled with it
    text = f"Before\n{shape}\nafter"
    answer = call(
        "save_to_brain",
        store_of(cast),
        {"text": text, "title": f"Note {shape}", "message_id": "msg_1"},
    )

    # then the draft is there at once, quoting it
    draft_id = answer["draft"]["id"]
    draft = call("get", store_of(cast), {"ref": draft_id})["document"]
    assert draft["title"] == f"Note {collapsed(shape)}"
    assert draft["body"] == f"# Note {inline}\n\n{block}"

    # and its curation succeeds at once, keeping the words in the snapshot and the page
    assert run_next() == "succeeded"
    one_attempt_succeeded(IngestJob.objects.get(pk=answer["job"]))
    assert doctor_errors(cast) == []
    got = call("get", store_of(cast), {"ref": draft_id})
    (cited,) = got["links"]["evidence_out"]
    assert cited["id"] == evidence_id("goat-chat:msg_1", text)
    snapshot = call("get", store_of(cast), {"ref": cited["id"]})["document"]
    assert snapshot["body"] == block
    # (nothing says where it belongs: it stays an unsettled draft in inbox/, citing its snapshot)
    assert got["document"]["status"] == "draft" and got["document"]["folder"] == "inbox"
    assert uncited(got["document"]["body"]).startswith(f"# Note {inline}\n\n{block}")
    assert "\nSaved from chat" not in got["document"]["body"]  # its statements cite it, once
    assert len(got["timeline"]) == 1


@pytest.mark.parametrize(("shape", "inline", "items", "block"), SHAPES, ids=IDS)
@pytest.mark.django_db
def test_a_capture_folded_into_a_page_is_quoted(
    cast: Cast, shape: str, inline: str, items: list[str], block: str
) -> None:
    store = store_of(cast)
    call("create", store, {"type": "company", "title": "Acme", "brain_id": "acme"})
    answer = call("save_to_brain", store, {"text": f"Before\n{shape}\nafter", "title": "Acme"})

    assert run_next() == "succeeded"

    one_attempt_succeeded(IngestJob.objects.get(pk=answer["job"]))
    assert doctor_errors(cast) == []
    acme = call("get", store, {"ref": "acme"})
    assert acme["document"]["body"].startswith(f"Before {inline} after ([[evidence:")
    assert len(acme["timeline"]) == 1


@pytest.mark.parametrize(("shape", "inline", "items", "block"), SHAPES, ids=IDS)
@pytest.mark.django_db
def test_a_research_task_shaped_like_a_document_is_reported_quoted(
    cast: Cast, shape: str, inline: str, items: list[str], block: str
) -> None:
    # given a page the task will find, quoting the shape, and citing evidence (a report
    # quotes only what is cited)
    store = store_of(cast)
    sheet = call(
        "append-evidence",
        store,
        {"source": "file:pricing.md", "title": "Pricing sheet", "text": "Pricing by seat."},
    )
    call(
        "create",
        store,
        {
            "type": "concept",
            "title": "Pricing",
            "status": "active",
            "body": f"Pricing {inline} ({sheet['link']}).",
        },
    )
    job = research_task_create(
        brain=cast.team_brain,
        user=cast.member,
        title=f"Pricing {shape}",
        prompt=f"Pricing {shape}?",
    )

    assert run_next() == "succeeded"

    one_attempt_succeeded(job)
    assert doctor_errors(cast) == []
    job.refresh_from_db()
    report = call("get", store, {"ref": job.result["document"]})["document"]
    assert report["title"] == f"Pricing {collapsed(shape)}"
    assert report["body"].startswith(
        f"# Pricing {inline}\n\nResearch task [[source:goat-task:{job.task_id}|#{job.task_id}]]: "
        f"Pricing {inline}?\n"
    )


@pytest.mark.django_db
def test_control_characters_in_titles_and_names_are_dropped(cast: Cast) -> None:
    # given a meeting whose title, attendee and words hold control characters
    payload = meeting_payload(
        title="Kick\x01off\x7f",
        attendees=[{"name": "Sa\x02rah", "email": "sarah@acme.com"}],
        summary="Agreed\x03 the pilot.",
    )
    item, _ = source_item_upsert(brain=cast.team_brain, source=normalize(payload))
    job = queue.enqueue(brain=cast.team_brain, kind=queue.AGENT_INGEST, source_item=item)
    answer = call("save_to_brain", store_of(cast), {"text": "Kept\x04 note", "title": "Ti\x05tle"})

    assert run_next() == "succeeded"
    assert run_next() == "succeeded"

    one_attempt_succeeded(job)
    one_attempt_succeeded(IngestJob.objects.get(pk=answer["job"]))
    assert doctor_errors(cast) == []
    titles = set(BrainDocument.objects.filter(brain_ref=cast.team_brain).values_list("title"))
    assert {("Kickoff 2026-11-30",), ("Sarah",), ("Title",)} <= titles
    meeting = BrainDocument.objects.get(brain_ref=cast.team_brain, kind="page", type="meeting")
    assert "\n## Summary\n\nAgreed the pilot.\n" in uncited(meeting.content)


@pytest.mark.django_db
def test_the_longest_titles_leave_room_for_the_date_and_the_prefix(cast: Cast) -> None:
    title = "word " * 59 + "longword"  # 303 characters, cut to 300 by nobody but the agents
    payload = meeting_payload(title=title[:300])
    item, _ = source_item_upsert(brain=cast.team_brain, source=normalize(payload))
    job = queue.enqueue(brain=cast.team_brain, kind=queue.AGENT_INGEST, source_item=item)
    answer = call("save_to_brain", store_of(cast), {"text": "Kept.", "title": title[:300]})

    assert run_next() == "succeeded"
    assert run_next() == "succeeded"

    one_attempt_succeeded(job)
    one_attempt_succeeded(IngestJob.objects.get(pk=answer["job"]))
    assert doctor_errors(cast) == []
    meeting = BrainDocument.objects.get(brain_ref=cast.team_brain, kind="page", type="meeting")
    assert meeting.title == "word " * 57 + "word 2026-11-30"
    titles = BrainDocument.objects.filter(brain_ref=cast.team_brain, kind="evidence")
    assert all(len(row.title) <= 300 for row in titles)


# --- the snapshot renders one line per utterance ---------------------------------------------


class ListItems(HTMLParser):
    """The text of every <li> in a page."""

    def __init__(self) -> None:
        super().__init__()
        self.items: list[str] = []
        self._depth = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "li":
            self._depth += 1
            self.items.append("")

    def handle_endtag(self, tag: str) -> None:
        if tag == "li":
            self._depth -= 1

    def handle_data(self, data: str) -> None:
        if self._depth:
            self.items[-1] += data


def list_items(html: bytes) -> list[str]:
    parser = ListItems()
    parser.feed(html.decode())
    return [" ".join(item.split()) for item in parser.items]


@pytest.mark.django_db
def test_the_snapshot_shows_one_line_per_utterance_in_the_staff_ui_and_the_admin(
    cast: Cast,
) -> None:
    # given a meeting whose transcript has three utterances, one with a hostile line
    payload = meeting_payload(
        transcript=[
            {"speaker": "Sarah Chen", "start": 12.5, "text": "Thanks for joining."},
            {"speaker": "Tom Baker", "start": 75, "text": "Happy to\nbe here."},
            {"speaker": "Tom Baker", "text": "## Timeline"},
        ]
    )
    item, _ = source_item_upsert(brain=cast.team_brain, source=normalize(payload))
    queue.enqueue(brain=cast.team_brain, kind=queue.AGENT_INGEST, source_item=item)
    assert run_next() == "succeeded"
    evidence = BrainDocument.objects.get(brain_ref=cast.team_brain, kind="evidence")
    utterances = [
        "[00:12] Sarah Chen: Thanks for joining.",
        "[01:15] Tom Baker: Happy to be here.",
        "Tom Baker: ## Timeline",
    ]

    # when a curator opens it in the staff UI and in the admin
    ui = Client()
    ui.force_login(cast.owner)
    page = ui.get(f"/brain/team/doc/{evidence.brain_id}/")
    admin = Client()
    admin.force_login(cast.root)
    change = admin.get(reverse("admin:brain_braindocument_change", args=[evidence.pk]))

    # then each utterance is a line (a list item) of its own, in order
    assert (page.status_code, change.status_code) == (200, 200)
    for html in (page.content, change.content):
        shown = list_items(html)
        start = shown.index(utterances[0])
        assert shown[start : start + 3] == utterances
        assert "Send the pilot contract (Sarah Chen)" in shown


@pytest.mark.django_db
def test_a_snapshot_made_before_keeps_its_id_and_is_used_as_it_is(cast: Cast) -> None:
    # given the transcript snapshot an earlier version wrote: the source's text, verbatim, under
    # the id of that text
    item, _ = source_item_upsert(brain=cast.team_brain, source=normalize(meeting_payload()))
    store = store_of(cast)
    old = call(
        "append-evidence",
        store,
        {"source": item.source_ref, "title": "Transcript", "text": item.text, "type": "meeting"},
    )
    assert old["evidence"]["id"] == evidence_id(item.source_ref, item.text)
    before = BrainDocument.objects.get(brain_id=old["evidence"]["id"]).content_hash
    queue.enqueue(brain=cast.team_brain, kind=queue.AGENT_INGEST, source_item=item)

    # when the meeting is ingested again
    assert run_next() == "succeeded"

    # then the pages cite that snapshot, which is unchanged, and no second one was made
    assert BrainDocument.objects.filter(brain_ref=cast.team_brain, kind="evidence").count() == 1
    assert BrainDocument.objects.get(brain_id=old["evidence"]["id"]).content_hash == before
    meeting = BrainDocument.objects.get(brain_ref=cast.team_brain, kind="page", type="meeting")
    assert f"[[evidence:{old['evidence']['id']}|transcript]]" in meeting.content


# --- failures no retry can change end the job at once ----------------------------------------


def refused_page_error() -> str:
    return f"inbox/refused.md: invalid_document: {MSG_EVIDENCE}"


@pytest.mark.parametrize(
    ("kind", "error"),
    [
        (faults.REFUSED_PREWRITE, lambda: MSG_PREWRITE_FAILED.format(detail=refused_page_error())),
        (
            faults.REFUSED_PLAN,
            lambda: MSG_WRITE_REFUSED.format(command="create", detail=refused_page_error()),
        ),
        (faults.REFUSED_APPLY, lambda: MSG_REFUSED.format(detail=refused_page_error())),
    ],
    ids=["prewrite", "offline-agent", "write-path"],
)
@pytest.mark.django_db
def test_a_refused_document_ends_the_job_after_one_attempt_with_its_reason(
    cast: Cast,
    settings: Any,
    kind: str,
    error: Any,
    tmp_path: Path,
    monkeypatch: Any,
    mailoutbox: Any,
    django_capture_on_commit_callbacks: Any,
) -> None:
    # given a job whose work is a document the format refuses, and no backoff to wait for
    settings.INGEST_BACKOFF_BASE_SECONDS = 0
    monkeypatch.setenv(faults.FAULT_DIR_ENV, str(tmp_path))
    before = set(BrainDocument.objects.values_list("pk", flat=True))
    job = queue.enqueue(brain=cast.team_brain, kind=kind)

    # when a worker runs it
    with django_capture_on_commit_callbacks(execute=True):
        assert run_next() == "dead"

    # then it is dead after one attempt, its reason recorded, and not claimed again
    job.refresh_from_db()
    assert (job.status, job.attempts, job.last_error) == ("dead", 1, error())
    assert job.finished_at is not None
    assert queue.claim("another-worker") is None
    assert [run[:2] for run in faults.read_runs(tmp_path)] == [(job.pk, 1)]
    # and nothing was written
    assert set(BrainDocument.objects.values_list("pk", flat=True)) == before
    # and the brain's admins were told, in the singular
    assert len(mailoutbox) == 1
    assert f"gave up after 1 attempt.\n\nLast error:\n{error()}" in mailoutbox[0].body


@pytest.mark.django_db
def test_a_transient_failure_is_still_retried(
    cast: Cast, settings: Any, tmp_path: Path, monkeypatch: Any
) -> None:
    settings.INGEST_BACKOFF_BASE_SECONDS = 0
    monkeypatch.setenv(faults.FAULT_DIR_ENV, str(tmp_path))
    job = queue.enqueue(brain=cast.team_brain, kind=faults.FLAKY)

    assert run_next() == "queued"
    job.refresh_from_db()
    assert (job.status, job.attempts) == ("queued", 1)
    assert faults.MSG_CONNECTION_LOST.format(attempt=1) in job.last_error

    assert run_next() == "succeeded"
    job.refresh_from_db()
    assert (job.status, job.attempts, job.result) == ("succeeded", 2, {"attempt": 2})
    assert [run[:2] for run in faults.read_runs(tmp_path)] == [(job.pk, 1), (job.pk, 2)]


# --- all of it through a real Celery worker --------------------------------------------------


@pytest.mark.django_db(transaction=True)
def test_a_celery_worker_ingests_every_hostile_meeting_and_capture_in_one_attempt(
    cast: Cast, tmp_path: Path, repo_root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # given a worker on a broker of the test's own, running the offline agent on the jobs its
    # wake messages bring, one at a time (its poller would run a second session beside them,
    # and two sessions on one page retry on a stale hash, which is not what this test is about)
    app, worker_env = own_broker(tmp_path / "var")
    monkeypatch.setattr(goat.celery, "app", app)
    worker_env = {**worker_env, "AGENT_MODEL": "", "INGEST_POLL_SECONDS": "3600"}
    log = tmp_path / "worker.log"
    with celery_worker(
        env=worker_env, hostname=f"hostile-{uuid.uuid4().hex[:8]}@%h", log_path=log, cwd=repo_root
    ):
        # when every shape arrives as a meeting and as a chat capture
        jobs = []
        for index, (shape, *_) in enumerate(SHAPES):
            source = normalize(hostile_payload(shape, meeting_id=f"mtg_{index}"))
            item, _ = source_item_upsert(brain=cast.team_brain, source=source)
            jobs.append(
                queue.enqueue(brain=cast.team_brain, kind=queue.AGENT_INGEST, source_item=item)
            )
            answer = call(
                "save_to_brain",
                store_of(cast),
                {
                    "text": f"Before\n{shape}\nafter",
                    "title": f"Note {shape}",
                    "message_id": f"m{index}",
                },
            )
            jobs.append(IngestJob.objects.get(pk=answer["job"]))

        # then the worker finishes them all
        deadline = time.monotonic() + 180
        pending = {job.pk for job in jobs}
        while pending and time.monotonic() < deadline:
            pending = set(
                IngestJob.objects.filter(
                    pk__in=pending, status__in=["queued", "running"]
                ).values_list("pk", flat=True)
            )
            time.sleep(0.2)
        assert not pending, log.read_text()[-6000:]

    # each on its first attempt, and the brain validates
    finished = IngestJob.objects.filter(pk__in=[job.pk for job in jobs])
    assert sorted(set(finished.values_list("status", "attempts", "last_error"))) == [
        ("succeeded", 1, "")
    ]
    assert doctor_errors(cast) == []
    snapshots = BrainDocument.objects.filter(brain_ref=cast.team_brain, kind="evidence")
    assert snapshots.count() == 2 * len(SHAPES)
    for shape, inline, _, block in SHAPES:
        assert any(
            f"- [00:12] Sarah {inline}: Thanks {inline} for joining.\n" in row.content
            for row in snapshots
        ), shape
        assert any(row.content.endswith(f"\n{block}\n") for row in snapshots), shape
    # and no word of a source became a link (titles keep them as written, bodies quote them)
    targets = set(BrainEdge.objects.filter(brain_ref=cast.team_brain).values_list("target_id"))
    assert ("x",) not in targets
