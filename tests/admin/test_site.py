"""The site around the admin: where `/` leads, the links between the staff UI, the memory
browser and the admin, the icon, "View site", and the admin's `r/` shortcut."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from django.conf import LazySettings
from django.contrib.contenttypes.models import ContentType
from django.contrib.staticfiles import finders
from django.test import Client

from brain.models import BrainDocument
from goat.services import workspace_member_add
from tests.admin.conftest import AdminCast, client_for
from tests.store.factories import make_user

pytestmark = pytest.mark.django_db

HREF = re.compile(r'<a href="([^"]+)"')


def test_the_root_leads_a_signed_in_user_to_the_staff_ui(cast: AdminCast) -> None:
    response = client_for(cast.member).get("/", follow=True)

    assert response.redirect_chain == [("/brain/", 302), ("/brain/secret/", 302)]
    assert response.status_code == 200
    assert response.context["brain"] == cast.secret_brain


def test_the_root_leads_through_the_login_page_to_the_staff_ui(cast: AdminCast) -> None:
    # given someone not signed in, with a password
    cast.member.set_password("s3cret-pass")
    cast.member.save()
    client = Client()

    # when they open / and log in on the page it leads to
    opened = client.get("/", follow=True)
    login = client.post(
        "/brain/login/?next=/brain/", {"username": "member", "password": "s3cret-pass"}
    )

    # then / led to the staff UI's login page, and logging in to the staff UI
    assert opened.redirect_chain == [("/brain/", 302), ("/brain/login/?next=/brain/", 302)]
    assert opened.templates[0].name == "ui/login.html"
    assert (login.status_code, login["Location"]) == (302, "/brain/")


def site_links(html: str, start: str, end: str) -> list[str]:
    """The link targets between `start` and the next `end` of a page."""
    section = html[html.index(start) :]
    return HREF.findall(section[: section.index(end)])


def test_the_staff_ui_the_memory_browser_and_the_admin_link_to_each_other(
    cast: AdminCast, settings: LazySettings, tmp_path: Path
) -> None:
    # given a staff user (every cast member is a staff curator) and an empty memory
    settings.GOAT_HOME = tmp_path / "goat-home"
    client = client_for(cast.member)

    # when they open each of the three
    staff_ui = client.get("/brain/team/")
    memory = client.get("/memory/")
    admin = client.get("/admin/")

    # then each links to the other two (and the UI's own pages to their own home)
    assert [page.status_code for page in (staff_ui, memory, admin)] == [200, 200, 200]
    nav = ('<nav class="site-links"', "</nav>")
    assert site_links(staff_ui.content.decode(), *nav) == ["/brain/", "/memory/", "/admin/"]
    assert site_links(memory.content.decode(), *nav) == ["/brain/", "/memory/", "/admin/"]
    user_tools = ('<div id="user-tools">', '<form id="logout-form"')
    # (then "Change password", for a user who has one, and "Log out")
    assert site_links(admin.content.decode(), *user_tools) == ["/brain/", "/memory/"]
    # the section being read is marked as the current one
    assert '<a href="/brain/" aria-current="true">Brains</a>' in staff_ui.content.decode()
    assert '<a href="/memory/" aria-current="true">Memory</a>' in memory.content.decode()


def test_a_user_who_is_not_staff_is_not_offered_the_memory_browser_or_the_admin(
    cast: AdminCast,
) -> None:
    # given a member of the workspace who is not staff
    reader = make_user("reader")
    workspace_member_add(workspace=cast.workspace, user=reader, role="member")

    # when they open the staff UI
    page = client_for(reader).get("/brain/team/")

    # then it links to neither the memory browser nor the admin (both would turn them away)
    assert page.status_code == 200
    assert site_links(page.content.decode(), '<nav class="site-links"', "</nav>") == ["/brain/"]
    assert client_for(reader).get("/memory/").status_code == 404


def test_the_icon_is_served_and_every_base_template_names_it(cast: AdminCast) -> None:
    # Browsers ask for /favicon.ico on pages that name no icon (the API docs do not).
    icon = Client().get("/favicon.ico")
    link = '<link rel="icon" href="/static/ui/favicon.svg" type="image/svg+xml">'
    signed_in, anonymous = client_for(cast.member), Client()
    pages = [
        signed_in.get("/brain/team/"),
        signed_in.get("/admin/"),
        anonymous.get("/brain/login/"),
        anonymous.get("/admin/login/"),
        anonymous.get("/api/redoc/"),
    ]

    assert (icon.status_code, icon["Location"]) == (302, "/static/ui/favicon.svg")
    assert finders.find("ui/favicon.svg") is not None
    assert [page.status_code for page in pages] == [200] * 5
    assert [link in page.content.decode() for page in pages] == [True] * 5


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
