"""The brain's Celery task names, and queueing a brain's task once the current transaction commits.

`task_after_commit(task, brain_id)` plans one message per task, brain and transaction (at once
outside a transaction); a transaction that rolls back sends nothing (Django drops its on-commit
callbacks). Every task queued this way brings a brain up to date from what is committed, so a
message the broker refuses is only logged: the next write, a sweep or a query does the work.
"""

from __future__ import annotations

import logging

from django.db import transaction

log = logging.getLogger(__name__)

# The brain's Celery task names (brain/tasks.py registers them): callers queue by name, so they
# need not import the tasks, which import the services.
DOCTOR_REPORTS_TASK = "brain.doctor_reports_run"
EMBEDDINGS_REFRESH_TASK = "brain.embeddings_refresh"
EMBEDDINGS_SWEEP_TASK = "brain.embeddings_sweep"
SEARCH_INDEX_REFRESH_TASK = "brain.search_index_refresh"


class BrainTask:
    """The on-commit callback that sends `task` for one brain."""

    def __init__(self, task: str, brain_id: int) -> None:
        self.task = task
        self.brain_id = brain_id

    def __call__(self) -> None:
        from goat.celery import app

        try:
            app.send_task(self.task, args=[self.brain_id], retry=False)
        except Exception as error:  # the broker's own errors vary by transport
            log.warning("could not queue %s for brain %s: %s", self.task, self.brain_id, error)


def task_after_commit(task: str, brain_id: int) -> bool:
    """Send `task` for the brain once the current transaction commits; False when this
    transaction already plans it."""
    conn = transaction.get_connection()
    if conn.in_atomic_block and any(
        isinstance(entry[1], BrainTask) and (entry[1].task, entry[1].brain_id) == (task, brain_id)
        for entry in conn.run_on_commit
    ):
        return False
    transaction.on_commit(BrainTask(task, brain_id))
    return True
