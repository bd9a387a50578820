"""Celery entry points of the brain app: thin wrappers over services."""

from __future__ import annotations

from celery import shared_task

from brain.reports import doctor_reports_run as run_reports
from brain.schedule import (
    DOCTOR_REPORTS_TASK,
    EMBEDDINGS_REFRESH_TASK,
    EMBEDDINGS_SWEEP_TASK,
    SEARCH_INDEX_REFRESH_TASK,
)


@shared_task(name=DOCTOR_REPORTS_TASK)
def doctor_reports_run() -> list[int]:
    """The scheduled doctor: one stored report per brain (django-celery-beat runs it)."""
    return run_reports()


@shared_task(name=EMBEDDINGS_REFRESH_TASK)
def embeddings_refresh(brain_id: int) -> dict[str, int | str] | None:
    """Embed what a brain's committed writes left without vectors (queued after commit)."""
    from brain.embeddings.providers import configured_provider
    from brain.embeddings.services import embeddings_refresh as refresh
    from brain.models import Brain

    provider = configured_provider()
    brain = Brain.objects.filter(pk=brain_id).first()
    if provider is None or brain is None:
        return None
    return refresh(brain=brain, provider=provider).as_dict()


@shared_task(name=EMBEDDINGS_SWEEP_TASK)
def embeddings_sweep() -> list[dict[str, int | str]]:
    """Every brain brought up to date (celery beat): fills what a lost message left behind."""
    from brain.embeddings.services import embeddings_sweep as sweep

    return [report.as_dict() for report in sweep()]


@shared_task(name=SEARCH_INDEX_REFRESH_TASK)
def search_index_refresh(brain_id: int) -> int | None:
    """Bring a brain's stored search index up to date (queued after a large change set)."""
    from brain.models import Brain
    from brain.search import refresh_stored

    brain = Brain.objects.filter(pk=brain_id).first()
    return None if brain is None else refresh_stored(brain)
