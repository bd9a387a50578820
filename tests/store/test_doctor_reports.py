"""Scheduled doctor reports: stored per brain, with the change since the last one, and mail."""

from __future__ import annotations

import pytest
from django.core import mail
from django_celery_beat.models import PeriodicTask

import brain.tasks  # noqa: F401  (registers the brain's tasks with the Celery app)
from brain.models import BrainDoctorReport
from brain.reports import doctor_report_create, doctor_reports_run
from brain.schedule import DOCTOR_REPORTS_TASK
from goat.celery import app
from tests.store.conftest import Cast
from tests.store.factories import evidence, page, write

pytestmark = pytest.mark.django_db


def test_a_report_counts_issues_and_mails_the_brain_admins_about_new_errors(
    cast: Cast, django_capture_on_commit_callbacks
) -> None:
    # given a page linking to a company that does not exist (a broken link)
    write(cast.team_brain, page())
    # when
    with django_capture_on_commit_callbacks(execute=True):
        report = doctor_report_create(brain=cast.team_brain)
    # then
    assert report.documents == 1
    assert report.counts == {"broken_link": 1}
    assert report.change == {"broken_link": 1}
    assert [i["code"] for i in report.new_errors] == ["broken_link"]
    assert (report.errors, report.warnings) == (1, 0)
    assert len(mail.outbox) == 1
    assert mail.outbox[0].to == ["owner@example.com"]  # the workspace admin, not the members
    assert "people/sarah-chen.md: broken_link" in mail.outbox[0].body
    report.refresh_from_db()
    assert report.notified == ["owner@example.com"]


def test_an_unchanged_brain_gives_an_empty_change_and_no_mail(
    cast: Cast, django_capture_on_commit_callbacks
) -> None:
    write(cast.team_brain, page())
    with django_capture_on_commit_callbacks(execute=True):
        doctor_report_create(brain=cast.team_brain)
        second = doctor_report_create(brain=cast.team_brain)
    assert second.counts == {"broken_link": 1}
    assert second.change == {}
    assert second.new_errors == []
    assert len(mail.outbox) == 1  # only the first report mailed


def test_the_change_tracks_fixed_and_new_problems(
    cast: Cast, django_capture_on_commit_callbacks
) -> None:
    # given a report with one broken link
    write(cast.team_brain, page())
    with django_capture_on_commit_callbacks(execute=True):
        doctor_report_create(brain=cast.team_brain)
    # when the link target appears and an evidence file with no links is added
    write(
        cast.team_brain,
        page("acme-corp", title="Acme Corp", type="company", folder="companies", body="Acme."),
    )
    write(cast.team_brain, evidence())
    with django_capture_on_commit_callbacks(execute=True):
        report = doctor_report_create(brain=cast.team_brain)
    # then the broken link is gone, the orphan evidence is new, and warnings send no mail
    assert report.counts == {"orphan": 1}
    assert report.change == {"broken_link": -1, "orphan": 1}
    assert report.new_errors == []
    assert len(mail.outbox) == 1


def test_a_restricted_brains_access_managers_are_mailed_too(
    cast: Cast, django_capture_on_commit_callbacks
) -> None:
    from brain.services.grants import grant_brain_access

    grant_brain_access(cast.secret_brain, cast.restricted, manage=True)
    write(cast.secret_brain, page())
    with django_capture_on_commit_callbacks(execute=True):
        doctor_report_create(brain=cast.secret_brain)
    assert sorted(mail.outbox[0].to) == ["owner@example.com", "restricted@example.com"]


def test_the_run_covers_every_brain(cast: Cast) -> None:
    write(cast.team_brain, page())
    ids = doctor_reports_run()
    reports = BrainDoctorReport.objects.filter(pk__in=ids)
    assert sorted(r.brain_ref.pk for r in reports) == sorted(
        b.pk for b in (cast.team_brain, cast.secret_brain, cast.other_brain)
    )
    assert BrainDoctorReport.objects.get(brain_ref=cast.other_brain).documents == 0


def test_the_daily_schedule_is_in_the_database_and_names_a_registered_task() -> None:
    task = PeriodicTask.objects.get(task=DOCTOR_REPORTS_TASK)
    assert task.enabled
    assert (task.crontab.minute, task.crontab.hour) == ("0", "3")
    assert DOCTOR_REPORTS_TASK in app.tasks


@pytest.mark.django_db(transaction=True)
def test_a_real_worker_runs_the_scheduled_doctor(
    repo_root, tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from goat import env
    from tests.store.factories import make_brain, make_user, make_workspace
    from tests.test_celery import producer, running_worker

    # given a committed brain with a broken link
    workspace = make_workspace("acme", admin=make_user("owner"))
    brain = make_brain(workspace, "team")
    write(brain, page())
    monkeypatch.delenv("CELERY_BROKER_URL", raising=False)
    results = tmp_path / "results"
    app_for_test = producer(*env.celery_broker(tmp_path / "var"), results=results)
    worker_env = {"CELERY_RESULT_BACKEND": f"file://{results}", "CELERY_BROKER_URL": ""}
    # when the beat entry's task is sent to a worker process
    with running_worker(repo_root, tmp_path, worker_env) as log_path:
        result = app_for_test.send_task(DOCTOR_REPORTS_TASK)
        try:
            report_ids = result.get(timeout=90)
        except Exception:
            print(log_path.read_text())
            raise
    # then the worker stored one report for the brain
    report = BrainDoctorReport.objects.get(pk__in=report_ids, brain_ref=brain)
    assert report.counts == {"broken_link": 1}
    assert report.new_errors[0]["id"] == "sarah-chen"


def test_a_report_counts_warnings_per_code_and_lists_only_the_errors(
    cast: Cast, django_capture_on_commit_callbacks
) -> None:
    # given an active page citing evidence in one statement of three, and a broken link
    body = (
        "# Sarah Chen\n\nVP Engineering at [[page:acme-corp|Acme]]"
        " ([[evidence:ev-jamie-meeting-123-9f2c1a7b|call]]).\n\n"
        "Sponsors the pilot.\n\n- Prefers e-mail.\n"
    )
    write(cast.team_brain, evidence())
    write(cast.team_brain, page(status="active", body=body))
    # when
    with django_capture_on_commit_callbacks(execute=True):
        report = doctor_report_create(brain=cast.team_brain)
    # then both uncited statements are counted, not listed; the error is listed
    assert report.counts == {"broken_link": 1, "uncited_claim": 2}
    assert [i["code"] for i in report.issues] == ["broken_link"]
    assert (report.errors, report.warnings) == (1, 2)
    assert "Warnings per code: uncited_claim 2" in mail.outbox[0].body


def test_warnings_per_code_follow_the_doctors_code_order(
    cast: Cast, django_capture_on_commit_callbacks
) -> None:
    # given a broken link (so a mail goes out) and warnings of four codes, whose names' lengths
    # order them otherwise (PostgreSQL's jsonb keeps keys shortest first)
    body = (
        "# Sarah Chen\n\nAt [[page:acme-corp|Acme]]"
        " ([[evidence:ev-jamie-meeting-123-9f2c1a7b|call]]).\n\nSponsors the pilot.\n"
    )
    write(cast.team_brain, evidence())
    write(cast.team_brain, page(status="active", body=body))
    write(cast.team_brain, page("sarah-chen-2", body="# Sarah Chen\n"))
    write(cast.team_brain, page("maya", title="Maya", aliases=["Sarah Chen"], body="# Maya\n"))
    # when
    with django_capture_on_commit_callbacks(execute=True):
        report = doctor_report_create(brain=cast.team_brain)
    # then the mail counts them as the codes table orders them
    assert set(report.counts) >= {"alias_collision", "possible_duplicate", "uncited_claim"}
    assert (
        "Warnings per code: alias_collision 1, possible_duplicate 1, uncited_claim 1, orphan 2\n"
        in mail.outbox[0].body
    )
    assert mail.outbox[0].body.startswith("The scheduled doctor found error-level issues")
