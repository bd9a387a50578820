"""Queue the embeddings task after a write commits: one message per brain per transaction.

The write path calls `embeddings_after_commit(brain_id)` as it announces a change set. Nothing
is queued without a provider, nor for a transaction that rolls back (Django drops its on-commit
callbacks). Several writes to one brain in one transaction queue one message; the task embeds
whatever the brain is missing, so a message that is lost only waits for the next write or the
sweep.
"""

from __future__ import annotations

import logging

from brain.schedule import EMBEDDINGS_REFRESH_TASK, task_after_commit

from .providers import EmbeddingsError, configured_provider

log = logging.getLogger(__name__)


def embeddings_after_commit(brain_id: int) -> bool:
    """Queue the brain's embeddings task once the current transaction commits (True if a new
    message was planned; False without a provider or when this transaction already plans one)."""
    try:
        if configured_provider() is None:
            return False
    except EmbeddingsError as error:
        log.warning("embeddings are misconfigured: %s", error)
        return False
    return task_after_commit(EMBEDDINGS_REFRESH_TASK, brain_id)
