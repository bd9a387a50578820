"""Scheduled doctor reports: run the doctor over a brain, keep the report, tell its admins.

A report keeps every error-level issue but only counts warnings, per code (`counts`,
`warning_counts`): a brain can hold hundreds of `uncited_claim` or `orphan` warnings, and a
list of each would bury the errors that need someone. `goat-brain doctor` and the API's
doctor still list every issue.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, Final

from django.conf import settings
from django.core.mail import send_mail
from django.db import transaction

from brain.access import brain_admins
from brain.health import brain_diagnose
from brain.models import Brain, BrainDoctorReport
from brain.toolkit.doctor import CODES, ERROR, SEVERITIES, WARNING

MSG_SUBJECT: Final = "[Goat Brain] {brain}: {count} new error(s) from the doctor"
MSG_BODY_INTRO: Final = (
    "{ran} found error-level issues in brain {brain!r} (workspace {workspace!r}) "
    "that were not in its previous report:\n\n"
)
# Who ran the doctor, as the mail's first words.
RAN_ON_SCHEDULE: Final = "The scheduled doctor"
RAN_FROM_ADMIN: Final = "The doctor, run from the admin by {user} (Run doctor now),"
MAX_ISSUES_IN_EMAIL: Final = 50


def _issue_key(issue: dict[str, Any]) -> tuple[Any, ...]:
    return (issue["code"], issue["id"], issue["path"], issue["message"])


def in_code_order(counts: Mapping[str, int]) -> dict[str, int]:
    """Per-code numbers in the doctor's code order (its codes table), however they were kept:
    PostgreSQL's jsonb gives keys back shortest first, not as written. A code this doctor no
    longer knows (an old report's) comes last."""
    known = {code: counts[code] for code in CODES if code in counts}
    return known | {code: n for code, n in counts.items() if code not in known}


def warning_counts(counts: Mapping[str, int]) -> dict[str, int]:
    """The warning-level codes of a report's counts, in the doctor's code order."""
    ordered = in_code_order(counts)
    return {code: n for code, n in ordered.items() if SEVERITIES.get(code) == WARNING}


def _change(current: dict[str, int], previous: dict[str, int]) -> dict[str, int]:
    codes = in_code_order(dict.fromkeys(set(current) | set(previous), 0))
    deltas = {code: current.get(code, 0) - previous.get(code, 0) for code in codes}
    return {code: delta for code, delta in deltas.items() if delta}


def doctor_report_create(*, brain: Brain, requested_by: str | None = None) -> BrainDoctorReport:
    """Diagnose `brain`, store the report with its change since the last one, email new errors.
    `requested_by` names who ran it now (Run doctor now), so the mail does not claim the
    schedule did; None is the schedule."""
    report = brain_diagnose(brain=brain).as_dict()
    previous = BrainDoctorReport.objects.filter(brain_ref=brain).first()
    previous_counts: dict[str, int] = previous.counts if previous else {}
    previous_keys = {_issue_key(i) for i in previous.issues} if previous else set()
    everything: list[dict[str, Any]] = report["issues"]
    issues = [issue for issue in everything if issue["severity"] == ERROR]
    new_errors = [issue for issue in issues if _issue_key(issue) not in previous_keys]
    with transaction.atomic():
        row = BrainDoctorReport.objects.create(
            brain_ref=brain,
            documents=report["documents"],
            counts=report["counts"],
            issues=issues,
            change=_change(report["counts"], previous_counts),
            new_errors=new_errors,
            errors=len(issues),
            warnings=sum(1 for i in everything if i["severity"] == WARNING),
        )
        if new_errors:
            transaction.on_commit(lambda: _notify(row.pk, requested_by))
    return row


def _notify(report_id: int, requested_by: str | None = None) -> None:
    row = BrainDoctorReport.objects.select_related("brain_ref__workspace").get(pk=report_id)
    brain = row.brain_ref
    recipients = sorted({u.email for u in brain_admins(brain) if u.email})
    if not recipients:
        return
    lines = [
        f"- {i['path']}: {i['code']}: {i['message']}" for i in row.new_errors[:MAX_ISSUES_IN_EMAIL]
    ]
    if len(row.new_errors) > MAX_ISSUES_IN_EMAIL:
        lines.append(f"- … and {len(row.new_errors) - MAX_ISSUES_IN_EMAIL} more")
    ran = RAN_ON_SCHEDULE if requested_by is None else RAN_FROM_ADMIN.format(user=requested_by)
    body = MSG_BODY_INTRO.format(ran=ran, brain=brain.name, workspace=brain.workspace.slug)
    body += "\n".join(lines) + f"\n\n{row.errors} errors and {row.warnings} warnings in all.\n"
    warnings = warning_counts(row.counts)
    if warnings:
        body += "Warnings per code: " + ", ".join(f"{c} {n}" for c, n in warnings.items()) + "\n"
    send_mail(
        MSG_SUBJECT.format(brain=brain.name, count=len(row.new_errors)),
        body,
        settings.DEFAULT_FROM_EMAIL,
        recipients,
    )
    BrainDoctorReport.objects.filter(pk=row.pk).update(notified=recipients)


def doctor_reports_run(brains: Iterable[Brain] | None = None) -> list[int]:
    """One report per brain (every brain by default); returns the new report ids."""
    selected = Brain.objects.order_by("pk") if brains is None else brains
    return [doctor_report_create(brain=brain).pk for brain in selected]
