"""The queue under faults, with real processes: workers killed mid-job and mid-commit, twenty
claimers racing, a zombie worker, a job that always fails, an edit racing a session, a rolled
back enqueue, an unreachable broker, two workers on one queue.

Workers are real `celery -A goat worker` processes on the test database (as in
tests/test_celery.py), loading the misbehaving kinds of tests/ingest/fault_handlers.py, with a
short lease so a dead worker's job comes back within seconds. Wake messages go to a broker
folder of the test's own (or, on purpose, to a broker nobody listens on).
"""

from __future__ import annotations

import json
import logging
import os
import signal
import subprocess
import sys
import threading
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from celery import Celery
from django.db import connection, transaction
from django.utils import timezone

import goat.celery
import goat.settings
from brain.access import brain_admins
from brain.models import Brain, BrainDocument, BrainDocumentVersion
from brain.services import Actor
from brain.services.editing import document_save_text
from brain.toolkit.commands.registry import call
from goat import env
from ingest import queue
from ingest.agent.session import MSG_SYNC_CONFLICT
from ingest.handlers import agent_ingest
from ingest.models import IngestJob
from ingest.queue import LeaseLost
from ingest.tasks import poll
from ingest.worker import instance_id, run_job, worker_name
from tests.cast import Cast
from tests.ingest import fault_handlers as faults
from tests.ingest.claim_loop import ready_file
from tests.ingest.test_meeting_agent import meeting_item, run_next, store_of
from tests.processes import celery_worker, stop_together
from tests.test_project import SHOW_SETTINGS, bare_environment

UNREACHABLE_BROKER = "redis://127.0.0.1:1/0"
WORKER_SETTINGS = {
    "INGEST_LEASE_SECONDS": "3",
    "INGEST_HEARTBEAT_SECONDS": "0.5",
    "INGEST_POLL_SECONDS": "0.5",
    "INGEST_BACKOFF_BASE_SECONDS": "0.2",
    "INGEST_HANDLER_MODULES": "tests.ingest.fault_handlers",
    "AGENT_MODEL": "",  # the offline agent
    "CELERY_BROKER_URL": "",  # the filesystem broker of the worker's var folder
}


# --- helpers ----------------------------------------------------------------------------------


def database_url() -> str:
    database = connection.settings_dict
    return (
        f"postgresql://{database['USER']}@/{database['NAME']}"
        f"?host={database['HOST']}&port={database['PORT']}"
    )


@dataclass
class Worker:
    process: subprocess.Popen[bytes]
    log: Path

    def text(self) -> str:
        return self.log.read_text()


@dataclass
class Lab:
    """A test's folders: the workers' var folder (their filesystem broker) and the fault
    markers."""

    root: Path
    var: Path
    faults: Path
    repo_root: Path

    def worker_env(self, **extra: str) -> dict[str, str]:
        return {
            **os.environ,
            **WORKER_SETTINGS,
            "GOAT_VAR_DIR": str(self.var),
            "DATABASE_URL": database_url(),
            faults.FAULT_DIR_ENV: str(self.faults),
            **extra,
        }

    @contextmanager
    def worker(self, name: str, *, queue_name: str = "celery", **extra: str) -> Iterator[Worker]:
        """A `celery -A goat worker` subprocess; stopped (or reaped, if it died) on exit."""
        log_path = self.root / f"worker-{name}.log"
        with celery_worker(
            env=self.worker_env(**extra),
            hostname=f"{name}-{uuid.uuid4().hex[:8]}@%h",
            log_path=log_path,
            queue=queue_name,
            cwd=self.repo_root,
        ) as process:
            yield Worker(process, log_path)

    @contextmanager
    def workers(self, *names: str, **extra: str) -> Iterator[tuple[Worker, ...]]:
        """`worker` for each name, started one after the other and stopped together (each
        warm shutdown takes seconds; one after the other they added up)."""
        with ExitStack() as stack:
            started = tuple(stack.enter_context(self.worker(name, **extra)) for name in names)
            try:
                yield started
            finally:
                stop_together(worker.process for worker in started)


@pytest.fixture
def lab(tmp_path: Path, repo_root: Path, monkeypatch: pytest.MonkeyPatch) -> Lab:
    """Folders for the test, and wake messages sent to the workers' own filesystem broker."""
    lab = Lab(root=tmp_path, var=tmp_path / "var", faults=tmp_path / "faults", repo_root=repo_root)
    lab.faults.mkdir()
    lab.var.mkdir()
    monkeypatch.setenv(faults.FAULT_DIR_ENV, str(lab.faults))
    monkeypatch.setattr(goat.celery, "app", producer(*env.celery_broker(lab.var)))
    return lab


def producer(broker_url: str, transport_options: dict[str, Any]) -> Celery:
    """A Celery app that only sends (`queue.send_wake` sends through `goat.celery.app`)."""
    app = Celery(f"test-producer-{uuid.uuid4().hex[:6]}", broker=broker_url)
    app.conf.broker_transport_options = transport_options
    return app


def wait_for(
    condition: Callable[[], bool], *, seconds: float, what: str, workers: tuple[Worker, ...] = ()
) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            logs = "\n".join(f"--- {w.log.name}\n{w.text()[-6000:]}" for w in workers)
            pytest.fail(f"timed out after {seconds:.0f} s waiting for {what}\n{logs}")
        time.sleep(0.05)


def job_status(job_id: int) -> str:
    return IngestJob.objects.values_list("status", flat=True).get(pk=job_id)


def documents(brain: Brain) -> dict[str, str]:
    return dict(
        BrainDocument.objects.filter(brain_ref=brain).values_list("brain_id", "content_hash")
    )


def versions(brain: Brain) -> Counter[tuple[str, str]]:
    return Counter(
        BrainDocumentVersion.objects.filter(brain_ref=brain).values_list("brain_id", "action")
    )


def ingest_once(cast: Cast) -> tuple[dict[str, str], Counter[tuple[str, str]]]:
    """The reference: the test meeting ingested once, undisturbed, into another brain."""
    brain = cast.secret_brain
    item = meeting_item(cast)
    reference = type(item).objects.get(pk=item.pk)
    reference.pk = None
    reference.brain_ref = brain
    reference.save()
    queue.enqueue(brain=brain, kind=queue.AGENT_INGEST, source_item=reference)
    item.delete()
    assert run_next() == "succeeded"
    return documents(brain), versions(brain)


# --- a worker dies ----------------------------------------------------------------------------


@pytest.mark.parametrize("point", [faults.SESSION, faults.APPLY])
@pytest.mark.django_db(transaction=True)
def test_a_worker_killed_mid_job_is_replaced_and_the_job_lands_once(
    cast: Cast, lab: Lab, point: str
) -> None:
    # given what one undisturbed run of the meeting makes
    expected_documents, expected_versions = ingest_once(cast)
    assert len(expected_documents) == 7
    assert set(expected_versions.values()) == {1}
    assert {action for _, action in expected_versions} == {"create"}
    # and the meeting queued as a job whose first attempt SIGKILLs its worker: after the
    # materialize (`session`), or inside the completion transaction after the sync wrote
    # everything (`apply`)
    (lab.faults / f"{point}.kill").touch()
    job = queue.enqueue(
        brain=cast.team_brain, kind=faults.FAULT_MEETING, source_item=meeting_item(cast)
    )

    # when a worker takes it and dies
    with lab.worker("first") as first:
        wait_for(
            lambda: first.process.poll() is not None, seconds=60, what="the kill", workers=(first,)
        )
    assert first.process.returncode == -signal.SIGKILL

    # then nothing of the first attempt is in the database, and the job still looks taken
    fired = json.loads((lab.faults / f"{point}.kill.fired").read_text())
    assert (fired["job"], fired["attempt"]) == (job.pk, 1)
    if point == faults.APPLY:  # the sync had written every document when the worker died
        assert sorted(fired["sync"]["created"]) == sorted(expected_documents)
    assert documents(cast.team_brain) == {}
    assert versions(cast.team_brain) == Counter()
    job.refresh_from_db()
    assert (job.status, job.attempts) == ("running", 1)

    # when a second worker starts, it takes the job over once the lease runs out
    with lab.worker("second") as second:
        wait_for(
            lambda: job_status(job.pk) == "succeeded",
            seconds=60,
            what="the retry",
            workers=(second,),
        )

    # then the job ran twice and landed once: the same documents and versions as one run
    job.refresh_from_db()
    assert (job.status, job.attempts, job.lease_owner) == ("succeeded", 2, "")
    assert job.source_item is not None and job.source_item.status == "succeeded"
    assert sorted(documents(cast.team_brain)) == sorted(expected_documents)
    assert versions(cast.team_brain) == expected_versions


@pytest.mark.django_db(transaction=True)
def test_a_heartbeat_keeps_a_long_job_from_a_second_worker(cast: Cast, lab: Lab) -> None:
    # given a job that runs for twice the lease, and two workers
    job = queue.enqueue(brain=cast.team_brain, kind=faults.SLEEPS)
    slow = {faults.SLEEP_ENV: "6"}
    with lab.workers("a", "b", **slow) as (a, b):
        # when it runs to its end
        wait_for(
            lambda: job_status(job.pk) == "succeeded", seconds=60, what="the job", workers=(a, b)
        )

    # then it ran once: the other worker never took it over
    job.refresh_from_db()
    assert job.attempts == 1
    assert [(run[0], run[1]) for run in faults.read_runs(lab.faults)] == [(job.pk, 1)]


# --- a stale heartbeat ------------------------------------------------------------------------

# The lease as long as in production and a short stale threshold: a job must come back through
# its stopped heartbeat, long before its lease would run out.
STALE_HEARTBEAT = {"INGEST_LEASE_SECONDS": "300", "INGEST_HEARTBEAT_STALE_SECONDS": "2"}


def process_state(pid: int) -> str:
    """The state of a live process from /proc (`T`: stopped by a signal)."""
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]


def job_row(job_id: int) -> dict[str, Any]:
    return IngestJob.objects.filter(pk=job_id).values().get()


def beat_seconds_ago(job_id: int, seconds: float) -> None:
    """Put the last heartbeat of a running job `seconds` in the past (the database's clock)."""
    with connection.cursor() as cursor:
        cursor.execute(
            "UPDATE brain_ingest_jobs SET heartbeat_at = now() - make_interval(secs => %s) "
            "WHERE id = %s",
            [seconds, job_id],
        )


@pytest.mark.django_db(transaction=True)
def test_a_killed_workers_job_is_reclaimed_once_its_heartbeat_is_stale_not_after_the_lease(
    cast: Cast, lab: Lab
) -> None:
    # given what one undisturbed run of the meeting makes
    expected_documents, expected_versions = ingest_once(cast)
    # and the meeting queued as a job whose first attempt SIGKILLs its worker mid-session,
    # under a 300 s lease and a 2 s stale threshold
    (lab.faults / f"{faults.SESSION}.kill").touch()
    job = queue.enqueue(
        brain=cast.team_brain, kind=faults.FAULT_MEETING, source_item=meeting_item(cast)
    )
    with lab.worker("killed", **STALE_HEARTBEAT) as killed:
        wait_for(
            lambda: killed.process.poll() is not None,
            seconds=60,
            what="the kill",
            workers=(killed,),
        )
    assert killed.process.returncode == -signal.SIGKILL
    job.refresh_from_db()
    assert (job.status, job.attempts) == ("running", 1)
    assert job.lease_expires_at is not None and job.heartbeat_at is not None
    lease_ends = job.lease_expires_at
    assert lease_ends - job.heartbeat_at > timedelta(seconds=299)

    # when another worker polls, well within the lease
    with lab.worker("second", **STALE_HEARTBEAT) as second:
        wait_for(
            lambda: job_status(job.pk) == "succeeded",
            seconds=60,
            what="the reclaim (a stale heartbeat, not an expired lease)",
            workers=(second,),
        )

    # then it took the job over before the dead worker's lease ran out, and ran it once
    job.refresh_from_db()
    assert (job.status, job.attempts, job.lease_owner) == ("succeeded", 2, "")
    assert job.finished_at is not None and job.finished_at < lease_ends
    assert job.source_item is not None and job.source_item.status == "succeeded"
    assert sorted(documents(cast.team_brain)) == sorted(expected_documents)
    assert versions(cast.team_brain) == expected_versions


@pytest.mark.django_db(transaction=True)
def test_a_paused_worker_that_wakes_after_its_job_was_reclaimed_changes_nothing(
    cast: Cast, lab: Lab
) -> None:
    # given what one undisturbed run of the meeting makes
    expected_documents, expected_versions = ingest_once(cast)
    # and a worker frozen (SIGSTOP: its heartbeat too) mid-session on the meeting's job
    (lab.faults / f"{faults.SESSION}.stop").touch()
    job = queue.enqueue(
        brain=cast.team_brain, kind=faults.FAULT_MEETING, source_item=meeting_item(cast)
    )
    with lab.worker("paused", **STALE_HEARTBEAT) as paused:
        pid = paused.process.pid
        try:
            wait_for(
                lambda: process_state(pid) == "T", seconds=60, what="the stop", workers=(paused,)
            )
            fired = json.loads((lab.faults / f"{faults.SESSION}.stop.fired").read_text())
            assert (fired["pid"], fired["job"], fired["attempt"]) == (pid, job.pk, 1)
            paused_owner = job_row(job.pk)["lease_owner"]
            assert paused_owner != ""

            # when a second worker takes the job over once the heartbeat is stale, and runs it
            with lab.worker("second", **STALE_HEARTBEAT) as second:
                wait_for(
                    lambda: job_status(job.pk) == "succeeded",
                    seconds=60,
                    what="the reclaim",
                    workers=(second,),
                )
            reclaimed = job_row(job.pk)
            assert (reclaimed["status"], reclaimed["attempts"]) == ("succeeded", 2)
            assert sorted(documents(cast.team_brain)) == sorted(expected_documents)
            assert versions(cast.team_brain) == expected_versions
            landed = documents(cast.team_brain)
            item = type(meeting_item(cast)).objects.filter(pk=job.source_item_id).values().get()
            assert item["status"] == "succeeded"
        finally:
            os.kill(pid, signal.SIGCONT)

        # when the paused worker wakes up and carries on: it finds its lease gone
        lost = queue.MSG_LEASE_LOST.format(job=job.pk, attempt=1, owner=paused_owner)
        wait_for(
            lambda: lost in paused.text(), seconds=60, what="the lease lost", workers=(paused,)
        )
        assert paused.process.poll() is None

    # then it changed nothing: the job, its source item, the documents and their versions
    assert job_row(job.pk) == reclaimed
    assert type(meeting_item(cast)).objects.filter(pk=job.source_item_id).values().get() == item
    assert documents(cast.team_brain) == landed
    assert versions(cast.team_brain) == expected_versions


@pytest.mark.django_db(transaction=True)
def test_a_slow_but_alive_holder_keeps_its_job_past_the_stale_threshold(
    cast: Cast, lab: Lab
) -> None:
    # given a job that runs for three times the stale threshold, and two workers
    job = queue.enqueue(brain=cast.team_brain, kind=faults.SLEEPS)
    slow = {**STALE_HEARTBEAT, faults.SLEEP_ENV: "6"}
    with lab.workers("a", "b", **slow) as (a, b):
        # when it runs to its end
        wait_for(
            lambda: job_status(job.pk) == "succeeded", seconds=60, what="the job", workers=(a, b)
        )

    # then its heartbeat kept it: it ran once, on one attempt
    job.refresh_from_db()
    assert (job.status, job.attempts) == ("succeeded", 1)
    assert [(run[0], run[1]) for run in faults.read_runs(lab.faults)] == [(job.pk, 1)]


@pytest.mark.django_db(transaction=True)
def test_a_running_job_lapses_when_its_heartbeat_is_older_than_the_threshold(
    cast: Cast, lab: Lab, settings: Any
) -> None:
    # given the default threshold, and a job claimed by worker A under a fresh 300 s lease
    assert settings.INGEST_HEARTBEAT_STALE_SECONDS == 30
    assert settings.INGEST_LEASE_SECONDS == 300
    job = queue.enqueue(brain=cast.team_brain, kind=queue.QUEUE_PROBE)
    lease_a = queue.claim("worker-a")
    assert lease_a is not None and lease_a.attempt == 1
    wakes = len(broker_messages(lab))

    # when A's last heartbeat is 29 s old
    beat_seconds_ago(job.pk, 29)
    before = job_row(job.pk)

    # then the job is not due: the beat's poll neither buries nor wakes, B claims nothing
    assert poll() == {"buried": [], "due": 0, "woken": 0}
    assert queue.claim("worker-b") is None
    assert queue.reap_expired() == []
    assert job_row(job.pk) == before
    assert len(broker_messages(lab)) == wakes

    # when it is 31 s old (the lease still has minutes to run)
    beat_seconds_ago(job.pk, 31)
    assert job_row(job.pk)["lease_expires_at"] > timezone.now() + timedelta(seconds=200)

    # then the poll wakes a worker for it, and the next claim takes it over
    assert poll() == {"buried": [], "due": 1, "woken": 1}
    assert len(broker_messages(lab)) == wakes + 1
    lease_b = queue.claim("worker-b")
    assert lease_b is not None
    assert (lease_b.job_id, lease_b.attempt, lease_b.owner) == (job.pk, 2, "worker-b")
    # and A's fenced writes change nothing
    assert queue.heartbeat(lease_a) is False
    with pytest.raises(LeaseLost):
        queue.complete(lease_a, result={"zombie": True}, transcript=[])
    row = job_row(job.pk)
    assert (row["status"], row["attempts"], row["lease_owner"], row["result"]) == (
        "running",
        2,
        "worker-b",
        {},
    )


@pytest.mark.django_db(transaction=True)
def test_a_last_attempt_whose_heartbeat_is_stale_is_buried_by_the_poll(
    cast: Cast, lab: Lab, mailoutbox: list[Any]
) -> None:
    # given a job on its last attempt, whose worker's heartbeat stopped 31 s ago
    job = queue.enqueue(brain=cast.team_brain, kind=queue.QUEUE_PROBE)
    IngestJob.objects.filter(pk=job.pk).update(max_attempts=1)
    assert queue.claim("worker-a") is not None
    beat_seconds_ago(job.pk, 31)

    # when the beat's poll runs
    result = poll()

    # then the job is dead with the reason, and not claimed again
    assert result["buried"] == [job.pk]
    row = job_row(job.pk)
    assert (row["status"], row["attempts"], row["lease_owner"], row["last_error"]) == (
        "dead",
        1,
        "",
        queue.MSG_EXPIRED_LAST,
    )
    assert queue.claim("worker-b") is None
    assert len(mailoutbox) == 1


@pytest.mark.parametrize(
    ("stale", "accepted"), [("9.9", False), ("10", True)], ids=["under-two-beats", "two-beats"]
)
def test_a_stale_threshold_under_two_heartbeats_is_refused_at_start_up(
    tmp_path: Path, repo_root: Path, stale: str, accepted: bool
) -> None:
    # given heartbeats every 5 s and a stale threshold just under, or at, two of them
    environment = bare_environment(
        tmp_path, INGEST_HEARTBEAT_SECONDS="5", INGEST_HEARTBEAT_STALE_SECONDS=stale
    )

    # when the settings load
    shown = subprocess.run(
        [sys.executable, "-c", SHOW_SETTINGS, "INGEST_HEARTBEAT_STALE_SECONDS"],
        cwd=repo_root,
        env=environment,
        capture_output=True,
        text=True,
    )

    # then two beats are the least accepted; less is refused, saying why
    if accepted:
        assert shown.returncode == 0, shown.stderr
        assert json.loads(shown.stdout) == {"INGEST_HEARTBEAT_STALE_SECONDS": 10.0}
    else:
        assert shown.returncode == 1
        assert shown.stdout == ""
        refusal = goat.settings._MSG_HEARTBEAT_STALE.format(stale=9.9, beat=5.0)
        assert shown.stderr.rstrip().endswith(f"ImproperlyConfigured: {refusal}")


def test_each_worker_process_has_its_own_random_instance_id() -> None:
    # given this process's instance id
    parent = instance_id()
    assert len(parent) == 32 and int(parent, 16) >= 0

    # when a worker process forks a child (a prefork pool), the child has one of its own
    read, write = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover - the child
        try:
            os.write(write, f"{instance_id()} {worker_name()}".encode())
        finally:
            os._exit(0)
    os.close(write)
    with os.fdopen(read) as pipe:
        child_id, child_owner = pipe.read().split(" ")
    assert os.waitpid(child, 0)[1] == 0
    assert len(child_id) == 32 and child_id != parent
    assert f":{child}:{child_id}:1" in child_owner

    # and each loop of one process has an owner of its own, with the same instance id
    first, second = worker_name(), worker_name()
    assert first != second
    assert first.rsplit(":", 2)[1] == second.rsplit(":", 2)[1] == parent


# --- claims race ------------------------------------------------------------------------------


@pytest.mark.django_db(transaction=True)
def test_twenty_claimers_take_every_attempt_exactly_once(
    cast: Cast, tmp_path: Path, repo_root: Path
) -> None:
    # given 200 queued jobs
    with transaction.atomic():
        jobs = [queue.enqueue(brain=cast.team_brain, kind=queue.QUEUE_PROBE) for _ in range(200)]
    ids = {job.pk for job in jobs}
    failing = {pk for pk in ids if pk % 10 == 0}
    # and 20 claimer processes whose first attempt of every tenth job fails (and is retried)
    go = tmp_path / "go"
    child_env = {
        **os.environ,
        "DATABASE_URL": database_url(),
        "GOAT_VAR_DIR": str(tmp_path / "var"),
        "INGEST_BACKOFF_BASE_SECONDS": "0",
    }
    outputs = [tmp_path / f"claims-{n}.txt" for n in range(20)]
    processes = [
        subprocess.Popen(
            [sys.executable, "-m", "tests.ingest.claim_loop", str(out), str(go)]
            + ["--fail-first-of", "10"],
            cwd=repo_root,
            env=child_env,
        )
        for out in outputs
    ]
    try:
        # when they all start at once, each of them up and connected (on a loaded machine the
        # first one ready could otherwise take every job before the others had started)
        deadline = time.monotonic() + 120
        while not all(ready_file(out).exists() for out in outputs):
            assert time.monotonic() < deadline, "the claimers did not all start within 120 s"
            assert all(process.poll() is None for process in processes), "a claimer exited early"
            time.sleep(0.05)
        go.touch()
        for process in processes:
            assert process.wait(timeout=180) == 0
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()

    # then every (job, attempt) was claimed by exactly one of them
    claims = [
        (int(job), int(attempt), owner)
        for out in outputs
        for job, attempt, owner in (line.split(" ") for line in out.read_text().splitlines())
    ]
    attempts = Counter((job, attempt) for job, attempt, _ in claims)
    assert max(attempts.values()) == 1
    assert set(attempts) == {(pk, 1) for pk in ids} | {(pk, 2) for pk in failing}
    assert len(claims) == 200 + len(failing)
    assert len({owner for _, _, owner in claims}) > 1
    # and every job succeeded, completed by the owner of its last attempt
    last_owner = {job: owner for job, attempt, owner in sorted(claims)}
    rows = IngestJob.objects.filter(pk__in=ids).values_list("pk", "status", "attempts", "result")
    assert {(pk, status, attempts, result["owner"]) for pk, status, attempts, result in rows} == {
        (pk, "succeeded", 2 if pk in failing else 1, last_owner[pk]) for pk in ids
    }


# --- a zombie ---------------------------------------------------------------------------------


@pytest.mark.django_db(transaction=True)
def test_a_zombie_worker_changes_nothing_after_its_lease_was_taken_over(cast: Cast) -> None:
    # given a meeting job claimed by worker A, whose session ran to the sync
    job = queue.enqueue(
        brain=cast.team_brain, kind=queue.AGENT_INGEST, source_item=meeting_item(cast)
    )
    lease_a = queue.claim("worker-a")
    assert lease_a is not None
    outcome_a = agent_ingest(IngestJob.objects.get(pk=job.pk), lease_a, lambda: None)
    assert outcome_a.apply is not None
    # and A hung past its lease, so worker B took the job over
    IngestJob.objects.filter(pk=job.pk).update(
        lease_expires_at=timezone.now() - timedelta(seconds=1)
    )
    lease_b = queue.claim("worker-b")
    assert lease_b is not None
    assert (lease_b.job_id, lease_b.attempt) == (job.pk, 2)

    try:
        # when A wakes up: then its heartbeat, completion and failure are refused
        assert queue.heartbeat(lease_a) is False
        with pytest.raises(LeaseLost):
            queue.complete(lease_a, result={"zombie": True}, transcript=[])
        assert queue.fail(lease_a, error="zombie") is None
        # and its sync, behind its lease as the precondition, writes nothing
        with pytest.raises(LeaseLost), transaction.atomic():
            outcome_a.apply(lambda: queue.hold(lease_a))
    finally:
        assert outcome_a.cleanup is not None
        outcome_a.cleanup()
    assert documents(cast.team_brain) == {}
    assert versions(cast.team_brain) == Counter()
    row = IngestJob.objects.get(pk=job.pk)
    assert (row.status, row.attempts, row.lease_owner, row.last_error) == (
        "running",
        2,
        "worker-b",
        "",
    )

    # when B runs the job, then it lands once
    assert run_job(lease_b) == "succeeded"
    after_b = documents(cast.team_brain)
    assert len(after_b) == 7

    # and A running the whole job again (the runner's own path) is "lost", changing nothing
    assert run_job(lease_a) == "lost"
    assert documents(cast.team_brain) == after_b
    assert set(versions(cast.team_brain).values()) == {1}
    row.refresh_from_db()
    assert (row.status, row.attempts, row.result.get("zombie")) == ("succeeded", 2, None)


# --- a job that always fails ------------------------------------------------------------------


@pytest.mark.django_db(transaction=True)
def test_a_job_that_always_fails_dies_after_five_attempts_and_admins_are_mailed(
    cast: Cast, settings: Any, mailoutbox: list[Any]
) -> None:
    # given a job that always fails, and a short backoff
    settings.INGEST_BACKOFF_BASE_SECONDS = 0.01
    job = queue.enqueue(brain=cast.team_brain, kind=faults.ALWAYS_FAILS)

    # when workers keep running it
    outcomes = []
    deadline = time.monotonic() + 30
    while job_status(job.pk) != "dead" and time.monotonic() < deadline:
        lease = queue.claim("worker")
        if lease is None:
            time.sleep(0.01)
            continue
        outcomes.append(run_job(lease))

    # then it gave up after five attempts, keeping the last error
    assert outcomes == ["queued"] * 4 + ["dead"]
    job.refresh_from_db()
    assert (job.status, job.attempts, job.lease_owner) == ("dead", 5, "")
    assert job.finished_at is not None
    assert faults.MSG_ALWAYS_FAILS.format(attempt=5) in job.last_error
    # and it is not claimed again
    assert queue.claim("worker") is None
    # and the brain's admins got one mail with the error
    admins = sorted(user.email for user in brain_admins(cast.team_brain))
    assert admins == ["owner@example.com"]
    assert len(mailoutbox) == 1
    assert sorted(mailoutbox[0].to) == admins
    assert f"job #{job.pk} ({faults.ALWAYS_FAILS}) failed" in mailoutbox[0].subject
    assert faults.MSG_ALWAYS_FAILS.format(attempt=5) in mailoutbox[0].body


# --- an edit races a session ------------------------------------------------------------------


@pytest.mark.django_db(transaction=True)
def test_an_edit_during_a_session_is_kept_and_the_session_retried(
    cast: Cast, lab: Lab, settings: Any
) -> None:
    # given a first meeting ingested, and a second one whose session stalls after materialize
    settings.INGEST_BACKOFF_BASE_SECONDS = 0.01
    queue.enqueue(brain=cast.team_brain, kind=queue.AGENT_INGEST, source_item=meeting_item(cast))
    assert run_next() == "succeeded"
    (lab.faults / f"{faults.SESSION}.stall").touch()
    job = queue.enqueue(
        brain=cast.team_brain,
        kind=faults.FAULT_MEETING,
        source_item=meeting_item(cast, meeting_id="mtg_456"),
    )
    lease = queue.claim("worker")
    assert lease is not None
    outcome: list[str] = []

    def run() -> None:
        try:
            outcome.append(run_job(lease))
        finally:
            connection.close()

    runner = threading.Thread(target=run)
    runner.start()
    try:
        wait_for(lambda: (lab.faults / "session.reached").exists(), seconds=30, what="the stall")
        before = documents(cast.team_brain)

        # when an admin edits a page the session is about to change, through the write path
        sarah = BrainDocument.objects.get(brain_ref=cast.team_brain, brain_id="sarah-chen")
        head, end, rest = sarah.content.partition("\n---\n")
        saved = document_save_text(
            brain=cast.team_brain,
            brain_id="sarah-chen",
            text=f"{head}{end}Admin note: prefers e-mail.\n\n{rest}",
            expected_hash=sarah.content_hash,
            actor=Actor(type="user", user=cast.owner),
        )
        assert saved.changed
    finally:
        (lab.faults / "session.release").touch()
        runner.join(timeout=60)

    # then the session's sync met the edit: the attempt failed, applied nothing, is queued again
    assert outcome == ["queued"]
    job.refresh_from_db()
    assert (job.status, job.attempts) == ("queued", 1)
    assert MSG_SYNC_CONFLICT.split(";")[0] in job.last_error
    after_conflict = documents(cast.team_brain)
    assert set(after_conflict) == set(before)
    assert after_conflict["sarah-chen"] == saved.document.content_hash

    # when the retry runs
    time.sleep(0.05)
    assert run_next() == "succeeded"

    # then both the admin's edit and the agent's work are there
    job.refresh_from_db()
    assert (job.status, job.attempts) == ("succeeded", 2)
    store = store_of(cast)
    sarah_now = call("get", store, {"ref": "sarah-chen"})
    assert "Admin note: prefers e-mail." in sarah_now["document"]["body"]
    assert len(sarah_now["timeline"]) == 2
    assert len(documents(cast.team_brain)) == len(before) + 2  # the meeting and its evidence
    assert "[[evidence:ev-jamie-meeting-mtg-456-" in sarah_now["document"]["body"]


# --- wake messages ----------------------------------------------------------------------------


def broker_messages(lab: Lab) -> list[Path]:
    return sorted((lab.var / "celery" / "broker").iterdir())


@pytest.mark.django_db(transaction=True)
def test_an_enqueue_rolled_back_leaves_no_job_and_sends_no_wake(cast: Cast, lab: Lab) -> None:
    # given the broker folder as it is
    assert broker_messages(lab) == []

    # when a job is enqueued in a transaction that rolls back
    class Rollback(Exception):
        pass

    with pytest.raises(Rollback), transaction.atomic():
        queue.enqueue(brain=cast.team_brain, kind=queue.QUEUE_PROBE)
        raise Rollback

    # then there is no job and no wake message
    assert IngestJob.objects.count() == 0
    assert broker_messages(lab) == []

    # and committed, two jobs wake two workers (one per job, up to INGEST_WAKE_FANOUT), once
    # the transaction commits
    with transaction.atomic():
        queue.enqueue(brain=cast.team_brain, kind=queue.QUEUE_PROBE)
        queue.enqueue(brain=cast.team_brain, kind=queue.QUEUE_PROBE)
        assert broker_messages(lab) == []
    assert IngestJob.objects.count() == 2
    assert len(broker_messages(lab)) == 2


def broker_down_cases() -> list[Any]:
    return [
        pytest.param("filesystem", id="worker-on-filesystem"),
        pytest.param("redis", id="worker-on-redis", marks=pytest.mark.redis),
    ]


@pytest.mark.parametrize("worker_broker", broker_down_cases())
@pytest.mark.django_db(transaction=True)
def test_a_job_whose_wake_was_lost_is_found_by_the_poll(
    cast: Cast,
    lab: Lab,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    worker_broker: str,
) -> None:
    # given the producing side's broker is down
    monkeypatch.setattr(goat.celery, "app", producer(UNREACHABLE_BROKER, {}))

    # when a job is enqueued
    with caplog.at_level(logging.WARNING, logger="ingest.queue"):
        job = queue.enqueue(brain=cast.team_brain, kind=faults.PROBE)

    # then the row exists though no wake went out
    assert "could not wake a worker" in caplog.text
    assert job_status(job.pk) == "queued"

    # and a running worker finds it by its own poll
    extra = {}
    queue_name = "celery"
    if worker_broker == "redis":
        extra = {"CELERY_BROKER_URL": os.environ["REDIS_URL"]}
        queue_name = f"goat-test-{uuid.uuid4().hex}"
    with lab.worker("poller", queue_name=queue_name, **extra) as worker:
        wait_for(
            lambda: job_status(job.pk) == "succeeded",
            seconds=60,
            what="the poll",
            workers=(worker,),
        )
    assert "Task ingest.wake[" not in worker.text()  # no wake arrived
    assert [(run[0], run[1]) for run in faults.read_runs(lab.faults)] == [(job.pk, 1)]


@pytest.mark.django_db(transaction=True)
def test_a_worker_whose_broker_is_down_still_runs_jobs(cast: Cast, lab: Lab) -> None:
    # given a worker that cannot reach its broker at all
    with lab.worker("cut-off", CELERY_BROKER_URL=UNREACHABLE_BROKER) as worker:
        # when a job is queued
        job = queue.enqueue(brain=cast.team_brain, kind=faults.PROBE)

        # then its poll runs it all the same
        wait_for(
            lambda: job_status(job.pk) == "succeeded",
            seconds=60,
            what="the poll",
            workers=(worker,),
        )
        assert worker.process.poll() is None


# --- two workers ------------------------------------------------------------------------------


@pytest.mark.django_db(transaction=True)
def test_two_workers_on_one_queue_run_every_attempt_once(cast: Cast, lab: Lab) -> None:
    # given two workers with different host names, both ready
    slow = {faults.PROBE_SLEEP_ENV: "0.02"}
    with lab.workers("one", "two", **slow) as (one, two):
        wait_for(
            lambda: "ready." in one.text() and "ready." in two.text(),
            seconds=60,
            what="the workers",
            workers=(one, two),
        )

        # when 100 jobs are queued at once
        with transaction.atomic():
            ids = {queue.enqueue(brain=cast.team_brain, kind=faults.PROBE).pk for _ in range(100)}
        wait_for(
            lambda: IngestJob.objects.filter(pk__in=ids, status="succeeded").count() == 100,
            seconds=120,
            what="the jobs",
            workers=(one, two),
        )

    # then each ran exactly once, on one attempt, and both workers took a share
    runs = faults.read_runs(lab.faults)
    assert sorted((job, attempt) for job, attempt, _, _ in runs) == sorted((pk, 1) for pk in ids)
    assert {pid for _, _, _, pid in runs} == {one.process.pid, two.process.pid}
    owners = {job: owner for job, _, owner, _ in runs}
    rows = IngestJob.objects.filter(pk__in=ids).values_list("pk", "attempts", "result")
    assert {(pk, attempts, result["owner"]) for pk, attempts, result in rows} == {
        (pk, 1, owners[pk]) for pk in ids
    }
