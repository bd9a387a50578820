"""Staff see only the users of their own workspaces: the user list and the member picker."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import Permission

from tests.admin.conftest import AdminCast, client_for

pytestmark = pytest.mark.django_db


def may_view_users(cast: AdminCast) -> None:
    view_user = Permission.objects.get(content_type__app_label="auth", codename="view_user")
    for user in (cast.owner, cast.member, cast.outsider):
        user.user_permissions.add(view_user)


def picker(cast: AdminCast, user: object, term: str) -> list[str]:
    response = client_for(user).get(  # type: ignore[arg-type]
        "/admin/autocomplete/",
        {
            "app_label": "goat",
            "model_name": "workspacemembership",
            "field_name": "user",
            "term": term,
        },
    )
    assert response.status_code == 200, response.content
    return sorted(item["text"] for item in response.json()["results"])


def test_the_user_list_shows_only_people_sharing_a_workspace(cast: AdminCast) -> None:
    may_view_users(cast)
    listed = client_for(cast.owner).get("/admin/auth/user/").content.decode()
    assert "member" in listed and "restricted" in listed
    assert "outsider" not in listed
    assert (
        client_for(cast.owner).get(f"/admin/auth/user/{cast.outsider.pk}/change/").status_code
        == 404
    )
    outsider_view = client_for(cast.outsider).get("/admin/auth/user/").content.decode()
    assert "restricted" not in outsider_view and ">owner<" not in outsider_view


def test_the_member_picker_never_pages_through_other_workspaces(cast: AdminCast) -> None:
    may_view_users(cast)
    # a partial term finds only people the workspace admin already shares a workspace with
    assert picker(cast, cast.outsider, "rest") == []
    assert picker(cast, cast.owner, "outs") == []
    assert picker(cast, cast.owner, "rest") == ["restricted"]
    # an exact username finds that one account, to add someone new to a workspace
    assert picker(cast, cast.outsider, "RESTRICTED") == ["restricted"]
