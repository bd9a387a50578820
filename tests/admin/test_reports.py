"""Doctor reports in the admin: shown to those who may see the brain, 404 for the others."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import Permission
from django.core import mail
from django.urls import reverse

from brain.models import Brain, BrainDoctorReport
from brain.reports import doctor_report_create
from goat.services import workspace_member_add
from tests.admin.conftest import EVIDENCE_ID, AdminCast, client_for
from tests.admin.test_documents import messages_of
from tests.store.factories import make_user

pytestmark = pytest.mark.django_db

CHANGELIST = "/admin/brain/braindoctorreport/"


def test_a_report_is_listed_and_shows_its_issues(cast: AdminCast) -> None:
    # given a report on the team brain (its page links to a missing company)
    report = doctor_report_create(brain=cast.team_brain)
    client = client_for(cast.member)
    # when
    listing = client.get(CHANGELIST)
    detail = client.get(f"{CHANGELIST}{report.pk}/change/")
    # then
    assert listing.status_code == 200
    assert "broken_link +1" in listing.content.decode()
    html = detail.content.decode()
    assert detail.status_code == 200
    assert "people/sarah-chen.md" in html
    assert "links to page &#x27;acme-corp&#x27;, which does not exist" in html


def test_a_report_on_a_restricted_brain_does_not_exist_for_others(cast: AdminCast) -> None:
    report = doctor_report_create(brain=cast.secret_brain)
    for user in (cast.restricted, cast.outsider):
        client = client_for(user)
        assert client.get(f"{CHANGELIST}{report.pk}/change/").status_code == 404
        assert f"/{report.pk}/change/" not in client.get(CHANGELIST).content.decode()
    assert client_for(cast.member).get(f"{CHANGELIST}{report.pk}/change/").status_code == 200


# --- the doctor on demand -------------------------------------------------------------------


def doctor_url(brain: Brain) -> str:
    return reverse("admin:brain_brain_doctor", args=[brain.pk])


def test_run_doctor_now_makes_a_report_and_opens_it(cast: AdminCast) -> None:
    client = client_for(cast.member)

    response = client.post(doctor_url(cast.team_brain))

    report = BrainDoctorReport.objects.get(brain_ref=cast.team_brain)
    assert response.status_code == 302
    assert response["Location"] == reverse("admin:brain_braindoctorreport_change", args=[report.pk])
    assert (report.documents, report.counts) == (2, {"broken_link": 1, "orphan": 1})
    assert messages_of(response) == [
        "team: the doctor read 2 documents and found 1 error(s) and 1 warning(s); "
        f'<a href="{response["Location"]}">see the report</a>.'
    ]


@pytest.mark.parametrize("who", ["restricted", "outsider"])
def test_the_doctor_cannot_be_run_on_a_brain_one_may_not_see(cast: AdminCast, who: str) -> None:
    client = client_for(getattr(cast, who))

    button = client.post(doctor_url(cast.secret_brain))
    action = client.post(
        reverse("admin:brain_brain_changelist"),
        {"action": "run_doctor", "_selected_action": [str(cast.secret_brain.pk)]},
    )

    assert button.status_code == 404
    assert action.status_code == 302
    assert not BrainDoctorReport.objects.exists()


def test_the_doctor_needs_the_permission_to_read_reports(cast: AdminCast) -> None:
    reader = make_user("reader", is_staff=True)
    reader.user_permissions.add(Permission.objects.get(codename="view_brain"))
    workspace_member_add(workspace=cast.workspace, user=reader)
    client = client_for(reader)

    page = client.get(reverse("admin:brain_brain_change", args=[cast.team_brain.pk]))
    button = client.post(doctor_url(cast.team_brain))

    assert page.status_code == 200
    assert b"Run doctor now" not in page.content
    assert button.status_code == 403
    assert not BrainDoctorReport.objects.exists()


def test_the_action_runs_the_doctor_on_each_selected_brain(cast: AdminCast) -> None:
    client = client_for(cast.owner)

    response = client.post(
        reverse("admin:brain_brain_changelist"),
        {
            "action": "run_doctor",
            "_selected_action": [str(cast.team_brain.pk), str(cast.secret_brain.pk)],
        },
    )

    assert response.status_code == 302
    assert sorted(BrainDoctorReport.objects.values_list("brain_ref__slug", flat=True)) == [
        "secret",
        "team",
    ]
    assert [m.split(":")[0] for m in messages_of(response)] == ["secret", "team"]


def test_a_brain_page_links_to_its_documents_and_reports(cast: AdminCast) -> None:
    report = doctor_report_create(brain=cast.team_brain)
    client = client_for(cast.member)

    page = client.get(reverse("admin:brain_brain_change", args=[cast.team_brain.pk]))
    listing = client.get(reverse("admin:brain_brain_changelist"))

    html = page.content.decode()
    documents = reverse("admin:brain_braindocument_changelist")
    reports = reverse("admin:brain_braindoctorreport_changelist")
    assert f'href="{documents}?brain_ref__id__exact={cast.team_brain.pk}">Documents (2)' in html
    assert f'href="{reports}?brain_ref__id__exact={cast.team_brain.pk}">Doctor reports (1)' in html
    assert f'action="{doctor_url(cast.team_brain)}"' in html
    listed = client.get(f"{documents}?brain_ref__id__exact={cast.team_brain.pk}")
    assert sorted(r.brain_id for r in listed.context["cl"].result_list) == [
        EVIDENCE_ID,
        "sarah-chen",
    ]
    report_url = reverse("admin:brain_braindoctorreport_change", args=[report.pk])
    assert f'<a href="{report_url}">1 error, 1 warning</a>' in listing.content.decode()


def test_each_report_issue_links_to_its_document(cast: AdminCast) -> None:
    report = doctor_report_create(brain=cast.team_brain)

    html = client_for(cast.member).get(f"{CHANGELIST}{report.pk}/change/").content.decode()

    document_url = reverse("admin:brain_braindocument_change", args=[cast.team_doc.pk])
    assert (
        f'<a href="{document_url}">people/sarah-chen.md</a> error <strong>broken_link</strong>'
    ) in html


def test_a_report_counts_its_warnings_per_code(cast: AdminCast) -> None:
    # given a report whose brain holds warnings (an active page with an uncited statement)
    from tests.store.factories import page, write

    body = f"Cited ([[evidence:{EVIDENCE_ID}|call]]).\n\nSays so.\n"
    write(cast.team_brain, page("lonely", title="Lonely", status="active", body=body))
    report = doctor_report_create(brain=cast.team_brain)
    # when
    html = client_for(cast.member).get(f"{CHANGELIST}{report.pk}/change/").content.decode()
    # then the warnings are counted per code and only the errors are listed
    assert "Warnings per code" in html
    assert "uncited_claim 1" in html
    assert "line 3 of the body cites no evidence" not in html
    assert "links to page &#x27;acme-corp&#x27;, which does not exist" in html


def test_a_report_lists_its_counts_in_the_doctors_code_order(cast: AdminCast) -> None:
    # given a report whose codes' names sort otherwise by length (as jsonb keeps them)
    from tests.store.factories import page, write

    write(cast.team_brain, page("maya", title="Maya", aliases=["Sarah Chen"], body="# Maya\n"))
    report = doctor_report_create(brain=cast.team_brain)
    # when
    html = client_for(cast.member).get(f"{CHANGELIST}{report.pk}/change/").content.decode()
    # then counts, warnings and the change follow the codes table
    assert "broken_link 1, alias_collision 1, orphan 2" in html
    assert "alias_collision 1, orphan 2" in html
    assert "broken_link +1, alias_collision +1, orphan +2" in html


def test_a_mail_from_run_doctor_now_says_who_ran_it(
    cast: AdminCast, django_capture_on_commit_callbacks
) -> None:
    # given a brain with a new error (its page links to a missing company)
    client = client_for(cast.owner)
    # when its admin runs the doctor now
    with django_capture_on_commit_callbacks(execute=True):
        client.post(doctor_url(cast.team_brain))
    # then the mail says the doctor was run from the admin, by whom, not on schedule
    body = mail.outbox[0].body
    assert body.startswith(
        f"The doctor, run from the admin by {cast.owner.get_username()} (Run doctor now), "
        "found error-level issues in brain"
    )
    assert "scheduled" not in body
