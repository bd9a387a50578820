"""Celery entry points of the brain app: thin wrappers over services."""

from __future__ import annotations

from celery import shared_task

from brain.reports import doctor_reports_run as run_reports

DOCTOR_REPORTS_TASK = "brain.doctor_reports_run"


@shared_task(name=DOCTOR_REPORTS_TASK)
def doctor_reports_run() -> list[int]:
    """The scheduled doctor: one stored report per brain (django-celery-beat runs it)."""
    return run_reports()
