"""Queue the embeddings task after a write commits: one message per brain per transaction.

The write path calls `embeddings_after_commit(brain_id)` as it announces a change set. Nothing
is queued without a provider, nor for a transaction that rolls back (Django drops its on-commit
callbacks). Several writes to one brain in one transaction queue one message; the task embeds
whatever the brain is missing, so a message that is lost only waits for the next write or the
sweep.
"""

from __future__ import annotations

import logging

from django.db import transaction

from .providers import EmbeddingsError, configured_provider

log = logging.getLogger(__name__)


class _Refresh:
    """The on-commit callback of one transaction for one brain."""

    def __init__(self, brain_id: int) -> None:
        self.brain_id = brain_id

    def __call__(self) -> None:
        from brain.tasks import EMBEDDINGS_REFRESH_TASK
        from goat.celery import app

        try:
            app.send_task(EMBEDDINGS_REFRESH_TASK, args=[self.brain_id], retry=False)
        except Exception as error:  # the broker's own errors vary by transport
            log.warning("could not queue the embeddings of brain %s: %s", self.brain_id, error)


def embeddings_after_commit(brain_id: int) -> bool:
    """Queue the brain's embeddings task once the current transaction commits (True if a new
    message was planned; False without a provider or when this transaction already plans one)."""
    try:
        if configured_provider() is None:
            return False
    except EmbeddingsError as error:
        log.warning("embeddings are misconfigured: %s", error)
        return False
    conn = transaction.get_connection()
    if conn.in_atomic_block and any(
        isinstance(entry[1], _Refresh) and entry[1].brain_id == brain_id
        for entry in conn.run_on_commit
    ):
        return False
    transaction.on_commit(_Refresh(brain_id))
    return True
