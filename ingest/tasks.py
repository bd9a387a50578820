"""Celery entry points of ingestion. Messages only wake workers: the jobs are in the database.

- `ingest.wake` runs due jobs for up to INGEST_WAKE_BUDGET_SECONDS, then, if more may be
  waiting, sends one more wake. Its time limits sit above a whole agent session plus its sync,
  because the heartbeat, not Celery, is what keeps a job's lease.
- `ingest.poll` (Celery beat) buries jobs whose lease expired on their last attempt and wakes
  workers for jobs that are due.
- Each worker process also starts a `Poller` thread when it is ready, which runs due jobs on
  its own timer: a broker outage delays jobs but loses none.
"""

from __future__ import annotations

from typing import Any, Final

from celery import shared_task
from celery.signals import worker_ready, worker_shutdown
from django.conf import settings
from django.db.models import Q
from django.utils import timezone

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
    """Bury expired last attempts, then wake a worker per due job (up to the fan-out)."""
    buried = queue.reap_expired()
    now = timezone.now()
    due = IngestJob.objects.filter(
        Q(status="queued", run_after__lte=now) | Q(status="running", lease_expires_at__lt=now)
    ).count()
    woken = queue.send_wake(min(due, settings.INGEST_WAKE_FANOUT)) if due else 0
    return {"buried": buried, "due": due, "woken": woken}


_pollers: list[Poller] = []


@worker_ready.connect
def _start_poller(**_: Any) -> None:
    if settings.INGEST_POLL_SECONDS > 0:
        poller = Poller(settings.INGEST_POLL_SECONDS)
        poller.start()
        _pollers.append(poller)


@worker_shutdown.connect
def _stop_poller(**_: Any) -> None:
    for poller in _pollers:
        poller.stop()
