"""The durable job queue over `brain_ingest_jobs` (docs/ingestion.md).

The table is the truth; Celery only wakes workers. A worker claims one due job with
`SELECT … FOR UPDATE SKIP LOCKED` and holds it under a lease (`lease_owner`, `attempts`,
`lease_expires_at`) that a heartbeat thread extends, stamping `heartbeat_at`. A running job has
lapsed, and may be reclaimed, once its heartbeat is older than INGEST_HEARTBEAT_STALE_SECONDS
(the worker died or hung: no need to wait out the lease) or its lease expired (the outer
bound). Every write a lease-holder makes is fenced by owner *and* attempt: once another worker
reclaimed the job (bumping the attempt), the first worker's writes match no row and change
nothing. The sync of an agent's
work takes the same fence as a precondition of the write path (`hold`), which locks the job row
until the transaction commits, so no one can reclaim it between the check and the commit.

A failed attempt goes back to the queue after an exponential backoff with jitter; after
`max_attempts` the job is `dead`, keeps its last error, and the brain's admins are mailed.
"""

from __future__ import annotations

import logging
import random
import threading
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, Final

from django.conf import settings
from django.core.mail import send_mail
from django.db import connection, transaction
from django.db.models import Q
from django.db.models.functions import Now
from django.utils import timezone
from psycopg.types.json import Jsonb

from brain.access import brain_admins
from brain.models import Brain
from brain.toolkit.errors import PRECONDITION_FAILED, CommandError
from ingest.models import IngestJob, ResearchTask, SourceItem

log = logging.getLogger(__name__)

AGENT_INGEST: Final = "brain_agent_ingest"
SOURCE_ITEM_INGEST: Final = "brain_source_item_ingest"  # legacy kind: drains old jobs
RESEARCH_TASK: Final = "brain_research_task"
QUEUE_PROBE: Final = "queue_probe"  # does nothing: measures the queue itself (bench/)
WAKE_TASK: Final = "ingest.wake"

MSG_LEASE_LOST: Final = "job {job} attempt {attempt}: the lease is no longer held by {owner}"
MSG_EXPIRED_LAST: Final = (
    "the last attempt's worker stopped holding the job (its heartbeat went stale or its lease "
    "expired: the worker died or hung)"
)
ERROR_LIMIT: Final = 4000


class LeaseLost(CommandError):
    """The worker no longer holds the job: another took it over, or it was cancelled."""

    def __init__(self, lease: Lease) -> None:
        super().__init__(
            PRECONDITION_FAILED,
            MSG_LEASE_LOST.format(job=lease.job_id, attempt=lease.attempt, owner=lease.owner),
        )


@dataclass(frozen=True)
class Lease:
    """Who holds a job, for which attempt: the fence on every write."""

    job_id: int
    owner: str
    attempt: int
    kind: str


def lease_seconds() -> float:
    return float(settings.INGEST_LEASE_SECONDS)


def stale_seconds() -> float:
    """How old a running job's heartbeat may get before the job may be reclaimed."""
    return float(settings.INGEST_HEARTBEAT_STALE_SECONDS)


def lapsed() -> Q:
    """Running jobs whose holder is presumed gone: a heartbeat older than `stale_seconds()`, or
    an expired lease. The same rule as the claim's (`_CLAIM_SQL`), on the database's clock."""
    stale = Now() - timedelta(seconds=stale_seconds())
    return Q(status="running") & (Q(lease_expires_at__lt=Now()) | Q(heartbeat_at__lt=stale))


# --- enqueue ----------------------------------------------------------------------------------


def enqueue(
    *,
    brain: Brain,
    kind: str,
    source_item: SourceItem | None = None,
    task: ResearchTask | None = None,
    user: Any = None,
) -> IngestJob:
    """Queue a job; workers are woken once the surrounding transaction commits.

    With a source item, at most one job of a kind exists for it: a second call returns the
    first job (also when two transactions race: the unique constraint decides).
    """
    with transaction.atomic():
        if source_item is not None:
            job, created = IngestJob.objects.get_or_create(
                source_item=source_item,
                kind=kind,
                defaults={"brain_ref": brain, "user": user, "run_after": timezone.now()},
            )
            if not created:
                return job
        else:
            job = IngestJob.objects.create(
                brain_ref=brain, kind=kind, task=task, user=user, run_after=timezone.now()
            )
        wake_after_commit()
    return job


class _Wake:
    """One on-commit callback per transaction, however many jobs it queued."""

    def __init__(self) -> None:
        self.count = 0

    def __call__(self) -> None:
        send_wake(min(self.count, int(settings.INGEST_WAKE_FANOUT)))


def wake_after_commit() -> None:
    """Wake workers after the current transaction commits; nothing is sent on rollback."""
    conn = transaction.get_connection()
    pending = getattr(conn, "_ingest_wake", None)
    registered = conn.in_atomic_block and any(entry[1] is pending for entry in conn.run_on_commit)
    if pending is None or not registered:
        pending = _Wake()
        conn._ingest_wake = pending  # type: ignore[attr-defined]
        pending.count = 1
        transaction.on_commit(pending)
    else:
        pending.count += 1


def send_wake(count: int = 1) -> int:
    """Send `count` wake messages; a broker that cannot be reached only delays the jobs
    (workers poll the table on their own), so the failure is logged, not raised."""
    from goat.celery import app

    sent = 0
    for _ in range(max(count, 0)):
        try:
            app.send_task(WAKE_TASK, retry=False)
        except Exception as error:  # the broker's own errors vary by transport
            log.warning("could not wake a worker (the poll will find the job): %s", error)
            break
        sent += 1
    return sent


# --- claim and lease --------------------------------------------------------------------------

# Each branch walks its partial index and stops at the first row it can lock
# (`statement_timestamp()` is stable, so the planner can use it in an index condition; the
# volatile `clock_timestamp()` made every claim scan and sort every due job). A lapsed job (a
# stale heartbeat or an expired lease: `lapsed()`) is rare: its branch reads the few running
# jobs and usually locks nothing. When both branches find a row, the other row stays locked
# only until this claim commits, and a concurrent claimer just skips it.
_CLAIM_SQL: Final = """
WITH queued AS (
    SELECT id, run_after FROM brain_ingest_jobs
    WHERE status = 'queued' AND run_after <= statement_timestamp()
    ORDER BY run_after, id
    FOR UPDATE SKIP LOCKED
    LIMIT 1
), expired AS (
    SELECT id, run_after FROM brain_ingest_jobs
    WHERE status = 'running' AND attempts < max_attempts
      AND (lease_expires_at < statement_timestamp()
           OR heartbeat_at < statement_timestamp() - make_interval(secs => %s))
    ORDER BY run_after, id
    FOR UPDATE SKIP LOCKED
    LIMIT 1
), next AS (
    SELECT id FROM (SELECT * FROM queued UNION ALL SELECT * FROM expired) AS due
    ORDER BY run_after, id
    LIMIT 1
)
UPDATE brain_ingest_jobs AS job
SET status = 'running', attempts = job.attempts + 1, lease_owner = %s,
    lease_expires_at = clock_timestamp() + make_interval(secs => %s),
    heartbeat_at = clock_timestamp(), updated_at = clock_timestamp()
FROM next WHERE job.id = next.id
RETURNING job.id, job.attempts, job.kind
"""


def claim(owner: str) -> Lease | None:
    """Take the next due job (or a lapsed one: `lapsed()`) for `owner`; None when there is
    none."""
    # One statement, so it commits by itself (autocommit): no BEGIN/COMMIT round trips.
    with connection.cursor() as cursor:
        cursor.execute(_CLAIM_SQL, [stale_seconds(), owner, lease_seconds()])
        row = cursor.fetchone()
    if row is None:
        return None
    return Lease(job_id=row[0], owner=owner, attempt=row[1], kind=row[2])


_FENCE: Final = "id = %s AND lease_owner = %s AND attempts = %s AND status = 'running'"


def _fence_args(lease: Lease) -> list[Any]:
    return [lease.job_id, lease.owner, lease.attempt]


def heartbeat(lease: Lease) -> bool:
    """Extend the lease; False once it is no longer held."""
    with connection.cursor() as cursor:
        cursor.execute(
            "UPDATE brain_ingest_jobs SET heartbeat_at = clock_timestamp(), "
            "lease_expires_at = clock_timestamp() + make_interval(secs => %s) WHERE " + _FENCE,
            [lease_seconds(), *_fence_args(lease)],
        )
        return cursor.rowcount == 1


def hold(lease: Lease) -> None:
    """Check, inside the caller's transaction, that `lease` is still held, and keep the job
    row locked until that transaction ends; raise `LeaseLost` otherwise (a write path
    precondition)."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT 1 FROM brain_ingest_jobs WHERE "
            + _FENCE
            + " AND lease_expires_at > clock_timestamp() FOR UPDATE",
            _fence_args(lease),
        )
        if cursor.fetchone() is None:
            raise LeaseLost(lease)


def complete(lease: Lease, *, result: dict[str, Any], transcript: list[Any]) -> None:
    """Mark the job done (fenced): raises `LeaseLost`, and so rolls back the caller's
    transaction, when the lease was lost. (Plain SQL: the queue's hot path.)"""
    with connection.cursor() as cursor:
        cursor.execute(
            "UPDATE brain_ingest_jobs SET status = 'succeeded', result = %s, transcript = %s, "
            "last_error = '', finished_at = clock_timestamp(), lease_expires_at = NULL, "
            "lease_owner = '', updated_at = clock_timestamp() WHERE " + _FENCE,
            [Jsonb(result), Jsonb(transcript), *_fence_args(lease)],
        )
        if cursor.rowcount != 1:
            raise LeaseLost(lease)


def backoff_seconds(attempt: int) -> float:
    """Exponential backoff with full jitter in [base·2^(n-1)/2, base·2^(n-1)], capped."""
    base = float(settings.INGEST_BACKOFF_BASE_SECONDS)
    cap = float(settings.INGEST_BACKOFF_CAP_SECONDS)
    delay = min(cap, base * (2 ** max(attempt - 1, 0)))
    return delay / 2 + random.random() * delay / 2  # noqa: S311 - jitter, not secrets


def fail(
    lease: Lease, *, error: str, transcript: list[Any] | None = None, retry: bool = True
) -> str | None:
    """Record a failed attempt (fenced); the job's new status, or None if the lease was lost.

    The job goes back to the queue after a backoff, or is `dead` once its attempts are spent
    (or `retry` is false); a dead job's brain admins are mailed after commit.
    """
    now = timezone.now()
    with transaction.atomic():
        job = (
            IngestJob.objects.select_for_update()
            .filter(pk=lease.job_id, lease_owner=lease.owner, attempts=lease.attempt)
            .filter(status="running")
            .first()
        )
        if job is None:
            return None
        job.last_error = error[-ERROR_LIMIT:]
        if transcript is not None:
            job.transcript = transcript
        job.lease_owner = ""
        job.lease_expires_at = None
        if retry and job.attempts < job.max_attempts:
            job.status = IngestJob.Status.QUEUED
            job.run_after = now + timedelta(seconds=backoff_seconds(job.attempts))
        else:
            _bury(job, now)
        job.save()
    return job.status


def _bury(job: IngestJob, now: Any) -> None:
    job.status = IngestJob.Status.DEAD
    job.finished_at = now
    if job.source_item_id is not None:
        SourceItem.objects.filter(pk=job.source_item_id).update(
            status=SourceItem.Status.FAILED, updated_at=now
        )
    job_id = job.pk
    transaction.on_commit(lambda: notify_dead(job_id))


def reap_expired() -> list[int]:
    """Bury the jobs that lapsed (`lapsed()`) on their last attempt; their ids."""
    now = timezone.now()
    buried = []
    with transaction.atomic():
        expired = IngestJob.objects.select_for_update(skip_locked=True).filter(lapsed())
        for job in expired:
            if job.attempts < job.max_attempts:
                continue
            job.last_error = MSG_EXPIRED_LAST
            job.lease_owner = ""
            job.lease_expires_at = None
            _bury(job, now)
            job.save()
            buried.append(job.pk)
    return buried


def notify_dead(job_id: int) -> None:
    """Mail the brain's admins that a job gave up (its last error included)."""
    job = IngestJob.objects.select_related("brain_ref").filter(pk=job_id).first()
    if job is None:
        return
    recipients = sorted({u.email for u in brain_admins(job.brain_ref) if u.email})
    if not recipients:
        return
    send_mail(
        subject=f"[Goat Brain] {job.brain_ref.slug}: job #{job.pk} ({job.kind}) failed",
        message=(
            f"Job #{job.pk} ({job.kind}) of brain {job.brain_ref.slug} gave up after "
            f"{job.attempts} attempt{'' if job.attempts == 1 else 's'}.\n\n"
            f"Last error:\n{job.last_error}\n"
        ),
        from_email=None,
        recipient_list=recipients,
        fail_silently=True,
    )


def retry_now(job: IngestJob) -> bool:
    """Operator action: put a dead or cancelled job back in the queue with fresh attempts."""
    return bool(
        IngestJob.objects.filter(pk=job.pk, status__in=["dead", "cancelled"]).update(
            status=IngestJob.Status.QUEUED,
            attempts=0,
            run_after=timezone.now(),
            finished_at=None,
            updated_at=timezone.now(),
        )
    )


def cancel(job: IngestJob) -> bool:
    """Operator action: stop a queued or running job; a running worker's lease is voided, so
    whatever it still writes changes nothing."""
    return bool(
        IngestJob.objects.filter(pk=job.pk, status__in=["queued", "running"]).update(
            status=IngestJob.Status.CANCELLED,
            lease_owner="",
            lease_expires_at=None,
            finished_at=timezone.now(),
            updated_at=timezone.now(),
        )
    )


class Heartbeat:
    """Extends a lease every INGEST_HEARTBEAT_SECONDS from its own thread (and so its own
    database connection), so a long model call keeps the job; `lost` is set once it cannot."""

    def __init__(self, lease: Lease, *, interval: float | None = None) -> None:
        self.lease = lease
        self.interval = float(settings.INGEST_HEARTBEAT_SECONDS if interval is None else interval)
        self.lost = threading.Event()
        self._stop = threading.Event()
        self._thread = threading.Thread(
            target=self._run, name=f"heartbeat-{lease.job_id}", daemon=True
        )

    def __enter__(self) -> Heartbeat:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()

    def _run(self) -> None:
        try:
            while not self._stop.wait(self.interval):
                try:
                    held = heartbeat(self.lease)
                except Exception:
                    log.exception("heartbeat of job %s failed", self.lease.job_id)
                    continue
                if not held:
                    self.lost.set()
                    return
        finally:
            connection.close()
