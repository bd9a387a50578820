"""The site around the admin: where `/` and "View site" lead, and the admin's `r/` shortcut."""

from __future__ import annotations

import pytest
from django.contrib.contenttypes.models import ContentType
from django.test import Client

from brain.models import BrainDocument
from tests.admin.conftest import AdminCast, client_for

pytestmark = pytest.mark.django_db


def test_the_root_leads_to_the_admin(client: Client) -> None:
    response = client.get("/")

    assert response.status_code == 302
    assert response["Location"] == "/admin/"


def test_the_admin_has_no_view_site_link_into_nowhere(cast: AdminCast) -> None:
    page = client_for(cast.owner).get("/admin/")

    assert page.status_code == 200
    assert page.context["site_url"] is None
    assert "View site" not in page.content.decode()


def test_the_shortcut_does_not_tell_hidden_objects_from_missing_ones(
    cast: AdminCast, settings
) -> None:
    # with DEBUG on, Django's 404 page says why it found nothing: the answer must not depend
    # on whether the object exists in a brain the user may not see
    settings.DEBUG = True
    content_type = ContentType.objects.get_for_model(BrainDocument)
    hidden = cast.secret_doc.pk
    missing = BrainDocument.objects.order_by("-pk").first().pk + 1000
    client = client_for(cast.outsider)

    answers = []
    for pk in (hidden, missing):
        response = client.get(f"/admin/r/{content_type.pk}/{pk}/")
        answers.append((response.status_code, response.content.decode().replace(f"/{pk}/", "/ID/")))

    assert answers[0][0] == 404
    assert answers[0] == answers[1]
