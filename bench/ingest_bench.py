"""Ingestion benchmark: the job queue through real Celery workers, the bare claim → complete
cycle, and the offline meeting agent end to end, against real PostgreSQL.

Run: .venv/bin/python -m bench.ingest_bench [--jobs 1000] [--bare-jobs 4000] [--size 1000]
It uses the configured database (the embedded one by default): it creates a throwaway
workspace `bench-<pid>` with a brain `bench`, and deletes both at the end. Each figure comes
with a baseline measured in the same run:

(a) `queue_probe` jobs (which do nothing) through two `celery -A goat worker` processes woken
    by the filesystem broker, and by Redis when one answers at REDIS_URL (default
    redis://127.0.0.1:6379/0), on a queue of its own. Baseline: the same jobs run by `work()`
    in this process, no Celery. Target >= 200 jobs/s.
(b) The bare claim → complete cycle in 4 processes (no handler, no Celery). Baseline: the
    same cycle in 1 process. Target >= 1,000 jobs/s.
(c) The offline agent ingesting a 60-minute meeting (600 transcript lines, 6 attendees) into
    a brain of 1,000 documents: enqueue → claim → materialize → session → sync → complete.
    Baseline: materialize + sync of the same brain with no change. Target <= 2 s.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from contextlib import ExitStack
from datetime import UTC, datetime
from pathlib import Path

from bench.django_env import setup_django

setup_django()

from celery import Celery  # noqa: E402
from django.db import close_old_connections, connection, transaction  # noqa: E402
from django.utils import timezone  # noqa: E402

import goat.celery  # noqa: E402
from bench.generate import generate  # noqa: E402
from brain.importer import brain_import  # noqa: E402
from brain.models import Brain  # noqa: E402
from brain.services import Actor, brain_create  # noqa: E402
from brain.sync import brain_materialize, brain_sync  # noqa: E402
from goat import env  # noqa: E402
from goat.models import Workspace  # noqa: E402
from goat.services import workspace_create  # noqa: E402
from ingest import queue  # noqa: E402
from ingest.models import IngestJob  # noqa: E402
from ingest.sources import NormalizedSource, source_item_upsert  # noqa: E402
from ingest.worker import run_job, work, worker_name  # noqa: E402
from tests.processes import celery_worker  # noqa: E402

CELERY_WORKERS = 2
CLAIMERS = 4
AGENT_RUNS = 3
ATTENDEES = [
    {"name": "Sarah Chen", "email": "sarah@acme.com"},
    {"name": "Bob Stone", "email": "bob@gmail.com"},
    {"name": "Priya Nair", "email": "priya@goatlabs.io"},
    {"name": "Tom Weber", "email": "tom@globex.de"},
    {"name": "Ana Lima", "email": "ana@acme.com"},
    {"name": "Kenji Sato", "email": "kenji@initech.jp"},
]
WORDS = [
    "pilot",
    "contract",
    "rollout",
    "budget",
    "timeline",
    "pricing",
    "security",
    "review",
    "onboarding",
    "churn",
    "roadmap",
    "integration",
    "metrics",
    "hiring",
    "renewal",
    "discount",
    "legal",
    "procurement",
    "quarter",
    "launch",
    "feedback",
]


def database_url() -> str:
    """This process's database as a URL for child processes (the server already running)."""
    connection.ensure_connection()
    database = connection.settings_dict
    return (
        f"postgresql://{database['USER']}@/{database['NAME']}"
        f"?host={database['HOST']}&port={database['PORT']}"
    )


def probe_jobs(brain: Brain, count: int) -> None:
    """Queued `queue_probe` rows in bulk (no wake: the caller decides how workers learn)."""
    now = timezone.now()
    IngestJob.objects.bulk_create(
        [IngestJob(brain_ref=brain, kind=queue.QUEUE_PROBE, run_after=now) for _ in range(count)]
    )


def wait_until_done(brain: Brain, count: int, seconds: float = 300) -> None:
    deadline = time.monotonic() + seconds
    while IngestJob.objects.filter(brain_ref=brain, status="succeeded").count() < count:
        if time.monotonic() > deadline:
            raise TimeoutError(f"{count} jobs not done after {seconds:.0f} s")
        time.sleep(0.01)


# --- (a) through Celery -----------------------------------------------------------------------


def redis_url() -> str | None:
    url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    try:
        import redis

        redis.Redis.from_url(url, socket_connect_timeout=1).ping()
    except Exception:
        return None
    return url


def celery_rate(brain: Brain, work_dir: Path, broker: str, jobs: int) -> tuple[float, float]:
    """(enqueue jobs/s, commit → all succeeded jobs/s) with CELERY_WORKERS real workers."""
    IngestJob.objects.filter(brain_ref=brain).delete()
    var = work_dir / f"var-{uuid.uuid4().hex[:6]}"
    var.mkdir()
    queue_name = f"bench-{uuid.uuid4().hex[:8]}"
    if broker == "filesystem":
        url, options = env.celery_broker(var)
        broker_env = ""
    else:
        url, options, broker_env = broker, {}, broker
    app = Celery("bench-producer", broker=url)
    app.conf.broker_transport_options = options
    app.conf.task_default_queue = queue_name
    goat.celery.app = app  # queue.send_wake sends through goat.celery.app
    worker_env = {
        **os.environ,
        "DATABASE_URL": database_url(),
        "GOAT_VAR_DIR": str(var),
        "CELERY_BROKER_URL": broker_env,
        # The wake messages, not the poll, should drive the workers here.
        "INGEST_POLL_SECONDS": "30",
    }
    with ExitStack() as stack:
        for n in range(CELERY_WORKERS):
            stack.enter_context(
                celery_worker(
                    env=worker_env,
                    hostname=f"bench-{n}-{queue_name}@%h",
                    log_path=work_dir / f"bench-{n}-{queue_name}.log",
                    queue=queue_name,
                    loglevel="WARNING",
                )
            )
        time.sleep(6)  # the workers start (interpreter, Django, broker connection)
        started = time.perf_counter()
        with transaction.atomic():
            for _ in range(jobs):
                queue.enqueue(brain=brain, kind=queue.QUEUE_PROBE)
        committed = time.perf_counter()
        wait_until_done(brain, jobs)
        done = time.perf_counter()
    return jobs / (committed - started), jobs / (done - committed)


def in_process_rate(brain: Brain, jobs: int) -> float:
    IngestJob.objects.filter(brain_ref=brain).delete()
    probe_jobs(brain, jobs)
    started = time.perf_counter()
    ran, _ = work()
    elapsed = time.perf_counter() - started
    assert ran == jobs, ran
    return jobs / elapsed


# --- (b) the bare cycle -----------------------------------------------------------------------


def claimer(out: Path, go: Path) -> None:
    """One bare claimer process: claim → complete until the queue is empty."""
    owner = worker_name()
    connection.ensure_connection()
    while not go.exists():
        time.sleep(0.001)
    count, first, last = 0, 0.0, 0.0
    while True:
        lease = queue.claim(owner)
        if lease is None:
            break
        if not count:
            first = time.time()
        queue.complete(lease, result={}, transcript=[])
        last = time.time()
        count += 1
    out.write_text(f"{count} {first} {last}\n")


def bare_rate(brain: Brain, work_dir: Path, jobs: int, processes: int) -> float:
    IngestJob.objects.filter(brain_ref=brain).delete()
    probe_jobs(brain, jobs)
    go = work_dir / f"go-{uuid.uuid4().hex[:6]}"
    outs = [work_dir / f"claims-{uuid.uuid4().hex[:6]}" for _ in range(processes)]
    child_env = {**os.environ, "DATABASE_URL": database_url()}
    children = [
        subprocess.Popen(
            [sys.executable, "-m", "bench.ingest_bench", "--claimer", str(out), str(go)],
            env=child_env,
        )
        for out in outs
    ]
    time.sleep(4)  # every child has set Django up and connected
    go.touch()
    for child in children:
        if child.wait(timeout=300) != 0:
            raise RuntimeError("a claimer failed")
    counts, firsts, lasts = [], [], []
    for out in outs:
        count, first, last = out.read_text().split()
        counts.append(int(count))
        if int(count):
            firsts.append(float(first))
            lasts.append(float(last))
    assert sum(counts) == jobs, counts
    return jobs / (max(lasts) - min(firsts))


# --- (c) the agent ----------------------------------------------------------------------------


def transcript(lines: int = 600) -> str:
    """A 60-minute meeting: a line every 6 seconds, the attendees taking turns."""
    rows = []
    for n in range(lines):
        seconds = n * 6
        speaker = ATTENDEES[(n * 7 + n // 5) % len(ATTENDEES)]["name"]
        words = " ".join(WORDS[(n * 3 + k) % len(WORDS)] for k in range(12))
        rows.append(f"[{seconds // 60:02d}:{seconds % 60:02d}] {speaker}: We discussed {words}.")
    return "\n".join(rows)


def agent_run(brain: Brain, number: int) -> float:
    source = NormalizedSource(
        provider="jamie",
        kind="meeting",
        external_id=f"meeting:bench-{number}",
        title=f"Quarterly pipeline review {number}",
        text=transcript(),
        occurred_at=datetime(2026, 11, number + 1, 14, tzinfo=UTC),
        participants=ATTENDEES,
        payload={
            "meeting": {
                "summary": "We reviewed the pipeline and agreed next steps.",
                "action_items": [{"text": "Send the proposal", "assignee": "Sarah Chen"}],
            }
        },
    )
    started = time.perf_counter()
    item, _ = source_item_upsert(brain=brain, source=source)
    job = queue.enqueue(brain=brain, kind=queue.AGENT_INGEST, source_item=item)
    lease = queue.claim(worker_name())
    assert lease is not None and lease.job_id == job.pk
    status = run_job(lease)
    elapsed = time.perf_counter() - started
    job.refresh_from_db()
    assert status == "succeeded", job.last_error
    return elapsed


def unchanged_sync(brain: Brain, work_dir: Path) -> tuple[float, float]:
    """(materialize s, materialize + sync with no change s)."""
    root = work_dir / f"materialized-{uuid.uuid4().hex[:6]}"
    started = time.perf_counter()
    snapshot = brain_materialize(brain=brain, directory=root)
    materialized = time.perf_counter()
    report = brain_sync(brain=brain, directory=root, snapshot=snapshot, actor=Actor("agent"))
    synced = time.perf_counter()
    assert report.applied and not report.created and not report.updated, report.as_dict()
    shutil.rmtree(root, ignore_errors=True)
    return materialized - started, synced - started


# --- main -------------------------------------------------------------------------------------


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--jobs", type=int, default=1000)
    parser.add_argument("--bare-jobs", type=int, default=4000)
    parser.add_argument("--size", type=int, default=1000)
    parser.add_argument("--parts", default="abc", help="which parts to run: a, b, c")
    parser.add_argument("--claimer", nargs=2, type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.claimer:
        claimer(*args.claimer)
        return

    workspace = workspace_create(name="Bench", slug=f"bench-{os.getpid()}")
    brain = brain_create(workspace=workspace, name="Bench", slug="bench")
    work_dir = Path(tempfile.mkdtemp(prefix="goat-ingest-bench-"))
    original_app = goat.celery.app
    lines = []
    try:
        if "a" in args.parts:
            # (a)
            baseline = in_process_rate(brain, args.jobs)
            lines.append(
                f"(a) queue_probe, {args.jobs} jobs, {CELERY_WORKERS} Celery workers (solo)"
            )
            lines.append(f"    in-process work(), no Celery   {baseline:8.0f} jobs/s  (baseline)")
            brokers = ["filesystem"] + ([url] if (url := redis_url()) else [])
            for broker in brokers:
                enqueue_rate, rate = celery_rate(brain, work_dir, broker, args.jobs)
                label = "filesystem" if broker == "filesystem" else "redis"
                lines.append(
                    f"    via Celery, {label:<10} broker   {rate:8.0f} jobs/s  "
                    f"({rate / baseline:.2f}x baseline; target >= 200)"
                )
                lines.append(f"      enqueue, one transaction     {enqueue_rate:8.0f} jobs/s")
            if len(brokers) == 1:
                lines.append("    (no Redis answered: the Redis figure is left out)")
            goat.celery.app = original_app
            close_old_connections()

        if "b" in args.parts:
            # (b)
            one = bare_rate(brain, work_dir, args.bare_jobs // 2, 1)
            many = bare_rate(brain, work_dir, args.bare_jobs, CLAIMERS)
            lines.append(f"(b) bare claim -> complete, {args.bare_jobs} jobs")
            lines.append(f"    1 process                      {one:8.0f} jobs/s  (baseline)")
            lines.append(
                f"    {CLAIMERS} processes                    {many:8.0f} jobs/s  "
                f"({many / one:.2f}x baseline; target >= 1000)"
            )
            IngestJob.objects.filter(brain_ref=brain).delete()

        if "c" in args.parts:
            # (c)
            source = work_dir / "source"
            generate(source, args.size)
            report = brain_import(
                brain=brain, directory=source, actor=Actor("import", label="bench")
            )
            assert not report.refused, report.refused[:3]
            materialize_s, resync_s = unchanged_sync(brain, work_dir)
            runs = [agent_run(brain, n) for n in range(AGENT_RUNS)]
            agent_s = statistics.median(runs)
            lines.append(
                "(c) offline meeting agent, 600 transcript lines, 6 attendees, "
                f"{args.size} documents"
            )
            lines.append(f"    materialize                    {materialize_s:8.2f} s")
            lines.append(f"    materialize + sync, no change  {resync_s:8.2f} s  (baseline)")
            lines.append(
                f"    enqueue -> complete, median/{AGENT_RUNS}   {agent_s:8.2f} s  "
                f"({agent_s / resync_s:.2f}x baseline; target <= 2 s; runs "
                + ", ".join(f"{r:.2f}" for r in runs)
                + ")"
            )
    finally:
        goat.celery.app = original_app
        shutil.rmtree(work_dir, ignore_errors=True)
        brain.delete()
        Workspace.objects.filter(pk=workspace.pk).delete()
    print("\n".join(lines))


if __name__ == "__main__":
    main()
