"""Celery entry points of ingestion. Messages only wake workers: the jobs are in the database.

- `ingest.wake` runs due jobs for up to INGEST_WAKE_BUDGET_SECONDS, then, if more may be
  waiting, sends one more wake. Its time limits sit above a whole agent session plus its sync,
  because the heartbeat, not Celery, is what keeps a job's lease.
- `ingest.poll` (Celery beat) buries jobs that lapsed on their last attempt (a stale heartbeat
  or an expired lease: `queue.lapsed()`) and wakes workers for jobs that are due or lapsed.
- Each worker process also starts a `Poller` thread, which runs due jobs on its own timer: a
  broker outage delays jobs but loses none. It starts from a worker bootstep right after the
  pool, not on `worker_ready`: Celery sends `worker_ready` only once the consumer has
  connected to the broker, so a worker started while the broker is down would never poll.
"""

from __future__ import annotations

from typing import Any, Final

from celery import bootsteps, shared_task
from django.conf import settings
from django.db.models import Q
from django.utils import timezone

from goat.celery import app
from ingest import queue
from ingest.models import IngestJob
from ingest.queue import WAKE_TASK
from ingest.worker import Poller, work

POLL_TASK: Final = "ingest.poll"

_SYNC_MARGIN_SECONDS: Final = 300
_SOFT_LIMIT: Final = (
    settings.INGEST_SESSION_TIMEOUT_SECONDS
    + _SYNC_MARGIN_SECONDS
    + settings.INGEST_WAKE_BUDGET_SECONDS
)


@shared_task(name=WAKE_TASK, soft_time_limit=_SOFT_LIMIT, time_limit=_SOFT_LIMIT + 60)
def wake() -> int:
    """Run due jobs; returns how many ran."""
    ran, more = work(budget_seconds=settings.INGEST_WAKE_BUDGET_SECONDS)
    if more:
        queue.send_wake(1)
    return ran


@shared_task(name=POLL_TASK)
def poll() -> dict[str, Any]:
    """Bury lapsed last attempts, then wake a worker per due or lapsed job (up to the
    fan-out)."""
    buried = queue.reap_expired()
    now = timezone.now()
    due = IngestJob.objects.filter(Q(status="queued", run_after__lte=now) | queue.lapsed()).count()
    woken = queue.send_wake(min(due, settings.INGEST_WAKE_FANOUT)) if due else 0
    return {"buried": buried, "due": due, "woken": woken}


class PollerStep(bootsteps.StartStopStep):
    """Runs the worker's `Poller` from the moment the pool is up until the worker stops.

    A worker step that requires the pool starts before the consumer (always the last step),
    whose start blocks until the broker answers.
    """

    requires = ("celery.worker.components:Pool",)

    def __init__(self, parent: Any, **kwargs: Any) -> None:
        super().__init__(parent, **kwargs)
        self.poller: Poller | None = None

    def start(self, parent: Any) -> None:
        if settings.INGEST_POLL_SECONDS > 0:
            self.poller = Poller(settings.INGEST_POLL_SECONDS)
            self.poller.start()

    def stop(self, parent: Any) -> None:
        if self.poller is not None:
            self.poller.stop()


app.steps["worker"].add(PollerStep)
