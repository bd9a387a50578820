"""Doctor reports in the admin: shown to those who may see the brain, 404 for the others."""

from __future__ import annotations

import pytest

from brain.reports import doctor_report_create
from tests.admin.conftest import AdminCast, client_for

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
