"""Running claimed jobs: the handler registry, one job's life, and the loop a worker runs.

A handler does a job's work and returns an `Outcome`; what the work changes in a brain is in
`Outcome.apply`, which the runner calls in the same transaction as the job's completion and the
source item's status, behind the lease fence (`queue.hold`). So the effects land exactly once:
a worker that lost its lease commits nothing, and a crash before the commit leaves nothing to
apply twice (the next attempt starts over from the database).

Adding a job kind: write a handler `(job, lease, check) -> Outcome` and add it to
`ingest.handlers.BUILT_IN`, which the app's `ready` registers here; an extension module
registers its own with `@handler("kind")` (docs/ingestion.md).
"""

from __future__ import annotations

import itertools
import logging
import os
import socket
import threading
import time
import traceback
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Final

from django.db import close_old_connections, transaction
from django.utils import timezone

from brain.services.documents import Precondition
from brain.toolkit.problems import DocumentError
from ingest import queue
from ingest.models import IngestJob, SourceItem
from ingest.queue import Heartbeat, Lease, LeaseLost

log = logging.getLogger(__name__)

MSG_NO_HANDLER: Final = "no handler is registered for job kind {kind!r}"
MSG_REFUSED: Final = "the brain refused a document the job built: {detail}"


@dataclass
class Outcome:
    """What a handler did: the result to record, and the effects to commit with it."""

    result: dict[str, Any]
    transcript: list[Any] = field(default_factory=list)
    apply: Callable[[Precondition], Any] | None = None
    source_status: str = "succeeded"  # a SourceItem.Status value
    document_id: str = ""
    cleanup: Callable[[], None] | None = None  # runs once the job's transaction is over


class JobFailed(Exception):
    """A handler's failure with what it had recorded so far; `retry=False` buries the job.

    A failure the next attempt would meet again (the job's own content refused by the format,
    a user who lost access) passes `retry=False`: the job is `dead` after this attempt, its
    reason in `last_error`. Stale hashes, lost leases, database and model errors retry.
    """

    def __init__(self, message: str, *, transcript: list[Any] | None = None, retry: bool = True):
        super().__init__(message)
        self.transcript = transcript
        self.retry = retry


Check = Callable[[], None]
Handler = Callable[[IngestJob, Lease, Check], Outcome]
HANDLERS: dict[str, Handler] = {}


def handler(kind: str) -> Callable[[Handler], Handler]:
    def register(function: Handler) -> Handler:
        HANDLERS[kind] = function
        return function

    return register


class _Instance:
    """This process's identity: a random id made when it starts (anew in a forked child, such
    as a prefork pool's), and a count of the loops it ran. Process ids and host names are not
    identities: containers reuse both."""

    id = uuid.uuid4().hex
    loops = itertools.count(1)

    @classmethod
    def renew(cls) -> None:
        cls.id = uuid.uuid4().hex
        cls.loops = itertools.count(1)


os.register_at_fork(after_in_child=_Instance.renew)


def instance_id() -> str:
    """The random id of this worker process (a uuid4, hex)."""
    return _Instance.id


def worker_name() -> str:
    """A lease owner, unique to one loop: host and pid (for people reading the admin), this
    process's random instance id, and the loop's number in it."""
    return f"{socket.gethostname()[:64]}:{os.getpid()}:{_Instance.id}:{next(_Instance.loops)}"


def run_job(lease: Lease) -> str:
    """Run one claimed job to its next state: succeeded, queued (to retry), dead, or lost."""
    job = IngestJob.objects.select_related("brain_ref", "source_item", "task").get(pk=lease.job_id)
    run = HANDLERS.get(job.kind)
    if run is None:
        return queue.fail(lease, error=MSG_NO_HANDLER.format(kind=job.kind), retry=False) or "lost"
    if job.source_item_id is not None:
        SourceItem.objects.filter(pk=job.source_item_id, status="pending").update(
            status=SourceItem.Status.PROCESSING, updated_at=timezone.now()
        )
    with Heartbeat(lease) as beat:

        def check() -> None:
            if beat.lost.is_set():
                raise LeaseLost(lease)

        outcome: Outcome | None = None
        try:
            outcome = run(job, lease, check)
            _finish(job, lease, outcome)
        except LeaseLost as error:
            log.warning("%s", error)
            return "lost"
        except JobFailed as error:
            return (
                queue.fail(lease, error=str(error), transcript=error.transcript, retry=error.retry)
                or "lost"
            )
        except DocumentError as error:  # a document the job built breaks a rule: so would a retry
            return queue.fail(lease, error=MSG_REFUSED.format(detail=error), retry=False) or "lost"
        except Exception:
            return queue.fail(lease, error=traceback.format_exc()) or "lost"
        finally:
            if outcome is not None and outcome.cleanup is not None:
                outcome.cleanup()
    return "succeeded"


def _finish(job: IngestJob, lease: Lease, outcome: Outcome) -> None:
    """The effects, the job's completion and the source item's status: one transaction."""
    hold = lambda: queue.hold(lease)  # noqa: E731 - the precondition the write path runs
    with transaction.atomic():
        queue.hold(lease)
        if outcome.apply is not None:
            outcome.apply(hold)
        queue.complete(lease, result=outcome.result, transcript=outcome.transcript)
        if job.source_item_id is not None:
            changes: dict[str, Any] = {
                "status": outcome.source_status,
                "updated_at": timezone.now(),
            }
            if outcome.document_id:
                changes["document_id"] = outcome.document_id
            SourceItem.objects.filter(pk=job.source_item_id).update(**changes)


def work(owner: str | None = None, *, budget_seconds: float | None = None) -> tuple[int, bool]:
    """Claim and run due jobs until none is left or the budget is spent.

    Returns how many jobs ran and whether the budget ran out (so more may be waiting). The
    connection is kept from job to job (with CONN_MAX_AGE=0, `close_old_connections` would
    reconnect for every job, most of a short job's cost); the callers close it when the loop
    ends (the Poller) or the task does (Celery's Django fixup), and a job whose connection
    broke ends the loop with its error.
    """
    owner = owner or worker_name()
    started = time.monotonic()
    ran = 0
    while True:
        if budget_seconds is not None and time.monotonic() - started >= budget_seconds:
            return ran, True
        lease = queue.claim(owner)
        if lease is None:
            return ran, False
        run_job(lease)
        ran += 1


class Poller:
    """A worker's own timer: every INGEST_POLL_SECONDS it reaps dead leases and runs due jobs
    itself, so jobs are found even when no wake message arrives (a broker outage)."""

    def __init__(self, interval: float) -> None:
        self.interval = interval
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="ingest-poller", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()

    def _run(self) -> None:
        owner = worker_name()
        while not self._stop.wait(self.interval):
            try:
                queue.reap_expired()
                work(owner)
            except Exception:
                log.exception("the ingest poll failed; trying again in %.0f s", self.interval)
            finally:
                close_old_connections()
