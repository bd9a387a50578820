"""Ingestion in the admin: scoped by brain.access like documents; Retry, Cancel, keys."""

from __future__ import annotations

import json
import re

import pytest
from django.contrib.auth.models import Permission
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from ingest import queue
from ingest.keys import key_create, key_lookup
from ingest.models import IngestJob, IntegrationKey, SourceItem
from ingest.sources import source_item_upsert
from ingest.sources.jamie import normalize
from tests.cast import Cast
from tests.ingest.payloads import meeting_payload

pytestmark = pytest.mark.django_db

INGEST_PERMISSIONS = (
    "view_ingestjob",
    "change_ingestjob",
    "view_sourceitem",
    "view_researchtask",
    "view_integrationkey",
    "add_integrationkey",
    "change_integrationkey",
)


def staff_client(user: object) -> Client:
    user.user_permissions.add(  # type: ignore[attr-defined]
        *Permission.objects.filter(
            content_type__app_label="ingest", codename__in=INGEST_PERMISSIONS
        )
    )
    client = Client()
    client.force_login(user)  # type: ignore[arg-type]
    return client


def job_in(brain: object, meeting_id: str) -> IngestJob:
    item, _ = source_item_upsert(brain=brain, source=normalize(meeting_payload(id=meeting_id)))  # type: ignore[arg-type]
    return queue.enqueue(brain=brain, kind=queue.AGENT_INGEST, source_item=item)  # type: ignore[arg-type]


def test_lists_show_only_visible_brains_and_others_are_404(cast: Cast) -> None:
    team_job = job_in(cast.team_brain, "m-team")
    secret_job = job_in(cast.secret_brain, "m-secret")
    other_job = job_in(cast.other_brain, "m-other")
    client = staff_client(cast.restricted)

    listed = client.get(reverse("admin:ingest_ingestjob_changelist"))
    items = client.get(reverse("admin:ingest_sourceitem_changelist"))

    assert [job.pk for job in listed.context["cl"].result_list] == [team_job.pk]
    assert [item.external_id for item in items.context["cl"].result_list] == ["meeting:m-team"]
    for job in (secret_job, other_job):
        assert (
            client.get(reverse("admin:ingest_ingestjob_change", args=[job.pk])).status_code == 404
        )
        assert (
            client.get(
                reverse("admin:ingest_sourceitem_change", args=[job.source_item_id])
            ).status_code
            == 404
        )
    assert (
        client.get(reverse("admin:ingest_ingestjob_change", args=[team_job.pk])).status_code == 200
    )


def test_an_outsider_cannot_retry_or_cancel_another_brains_job(cast: Cast) -> None:
    job = job_in(cast.team_brain, "m1")
    client = staff_client(cast.outsider)

    response = client.post(
        reverse("admin:ingest_ingestjob_changelist"),
        {"action": "cancel", "_selected_action": [job.pk]},
    )

    job.refresh_from_db()
    assert job.status == "queued"
    # The job is not in the outsider's queryset: the action selects nothing.
    assert response.status_code == 302
    assert client.get(reverse("admin:ingest_ingestjob_change", args=[job.pk])).status_code == 404


def test_cancel_and_retry(cast: Cast) -> None:
    job = job_in(cast.team_brain, "m1")
    client = staff_client(cast.member)
    url = reverse("admin:ingest_ingestjob_changelist")

    client.post(url, {"action": "cancel", "_selected_action": [job.pk]})
    job.refresh_from_db()
    assert job.status == "cancelled"

    IngestJob.objects.filter(pk=job.pk).update(attempts=3)
    client.post(url, {"action": "retry", "_selected_action": [job.pk]})
    job.refresh_from_db()
    assert (job.status, job.attempts) == ("queued", 0)


def test_the_job_page_shows_the_error_and_transcript(cast: Cast) -> None:
    job = job_in(cast.team_brain, "m1")
    IngestJob.objects.filter(pk=job.pk).update(
        last_error="boom <b>", transcript=[{"step": 1, "command": "list"}]
    )
    client = staff_client(cast.member)

    page = client.get(reverse("admin:ingest_ingestjob_change", args=[job.pk])).content.decode()

    assert "boom &lt;b&gt;" in page
    assert "&quot;command&quot;: &quot;list&quot;" in page


def test_the_job_list_reads_no_transcript_result_or_source_text(cast: Cast) -> None:
    # given a job whose session wrote a long transcript
    job = job_in(cast.team_brain, "m-long")
    IngestJob.objects.filter(pk=job.pk).update(transcript=[{"step": n} for n in range(500)])
    client = staff_client(cast.member)

    # when the list is shown
    with CaptureQueriesContext(connection) as queries:
        listed = client.get(reverse("admin:ingest_ingestjob_changelist"))

    # then it names the job's source, and no query read the bulky columns
    assert listed.status_code == 200
    assert [row.pk for row in listed.context["cl"].result_list] == [job.pk]
    assert "Acme pilot kickoff" in listed.content.decode()
    selects = [q["sql"] for q in queries.captured_queries if "brain_ingest_jobs" in q["sql"]]
    assert selects
    for column in ('"transcript"', '"result"', '"brain_source_items"."text"', '"payload"'):
        assert all(column not in sql for sql in selects), column
    # while the job's own page still shows its transcript
    page = client.get(reverse("admin:ingest_ingestjob_change", args=[job.pk])).content.decode()
    assert "500 steps" in page


def test_a_source_items_long_text_and_payload_are_folded(cast: Cast) -> None:
    # given a meeting with a transcript of forty lines, and two attendees
    lines = [{"speaker": "Sarah Chen", "start": n, "text": f"Line {n}."} for n in range(40)]
    payload = meeting_payload(id="m-long", transcript=lines)
    item, _ = source_item_upsert(brain=cast.team_brain, source=normalize(payload))
    client = staff_client(cast.member)

    # when its page is opened
    page = client.get(reverse("admin:ingest_sourceitem_change", args=[item.pk])).content.decode()

    # then the long text and payload are each one folded line saying how long they are; the
    # short participants list is shown as it is
    text_lines = item.text.count("\n") + 1
    payload_lines = json.dumps(item.payload, indent=2, ensure_ascii=False).count("\n") + 1
    assert text_lines > 40 and payload_lines > 40
    assert re.findall(r'<details class="folded"><summary>([^<]*)</summary>', page) == [
        f"the text ({text_lines} lines)",
        f"the payload ({payload_lines} lines)",
    ]
    assert "Line 39." in page  # folded, not left out
    participants = json.dumps(item.participants, indent=2, ensure_ascii=False)
    assert participants.count("\n") + 1 <= 12
    assert "the participants (" not in page


def test_a_viewer_without_change_access_cannot_cancel(cast: Cast) -> None:
    from brain.models import BrainMember

    job = job_in(cast.secret_brain, "m1")
    # member keeps view but loses change on the restricted brain
    BrainMember.objects.filter(
        user=cast.member, content_object=cast.secret_brain, permission__codename="change_brain"
    ).delete()
    client = staff_client(cast.member)

    response = client.post(
        reverse("admin:ingest_ingestjob_changelist"),
        {"action": "cancel", "_selected_action": [job.pk]},
    )

    assert response.status_code == 403
    job.refresh_from_db()
    assert job.status == "queued"


def test_a_key_made_in_the_admin_is_shown_once_and_stored_hashed(cast: Cast) -> None:
    client = staff_client(cast.member)

    response = client.post(
        reverse("admin:ingest_integrationkey_add"),
        {"workspace": cast.workspace.pk, "brain": cast.team_brain.pk, "name": "jamie"},
        follow=True,
    )

    key = IntegrationKey.objects.get()
    shown = [str(m) for m in response.context["messages"]]
    raw = re.search(r"jmk_\S+", shown[0])
    assert raw is not None
    assert key_lookup(raw.group(0)) == key
    assert (key.brain, key.created_by, key.name) == (cast.team_brain, cast.member, "jamie")
    page = client.get(reverse("admin:ingest_integrationkey_change", args=[key.pk])).content.decode()
    assert key.prefix in page
    assert key.key_hash not in page
    assert raw.group(0) not in page


def test_a_member_cannot_make_a_key_for_someone_elses_default_brain(cast: Cast) -> None:
    client = staff_client(cast.member)

    response = client.post(
        reverse("admin:ingest_integrationkey_add"),
        {"workspace": cast.workspace.pk, "user": cast.restricted.pk},
    )

    assert response.status_code == 200
    assert not IntegrationKey.objects.exists()


def test_revoke_and_key_scoping(cast: Cast) -> None:
    team_key, raw = key_create(workspace=cast.workspace, brain=cast.team_brain)
    other_key, _ = key_create(workspace=cast.other_workspace, brain=cast.other_brain)
    client = staff_client(cast.member)
    url = reverse("admin:ingest_integrationkey_changelist")

    listed = client.get(url).context["cl"].result_list
    client.post(url, {"action": "revoke", "_selected_action": [team_key.pk]})

    assert [key.pk for key in listed] == [team_key.pk]
    assert (
        client.get(reverse("admin:ingest_integrationkey_change", args=[other_key.pk])).status_code
        == 404
    )
    assert key_lookup(raw) is None
    assert SourceItem.objects.count() == 0
