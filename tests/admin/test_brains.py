"""Brains, their restricted-brain allow-list, and workspace members in the admin."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from brain.access import brains_visible_to
from brain.admin.brains import MSG_GRANTED, MSG_REVOKED
from brain.models import Brain, BrainFolder, BrainMember
from brain.services import SYSTEM_FOLDERS
from goat.models import WorkspaceMembership
from tests.admin.conftest import AdminCast, client_for
from tests.admin.test_documents import messages_of

pytestmark = pytest.mark.django_db


def brain_url(brain: Brain) -> str:
    return reverse("admin:brain_brain_change", args=[brain.pk])


def save_brain(client: Client, brain: Brain, allow_list: list[Any]):
    return client.post(
        brain_url(brain),
        {
            "name": brain.name,
            "slug": brain.slug,
            "visibility": brain.visibility,
            "allow_list": [str(user.pk) for user in allow_list],
            "_save": "Save",
        },
    )


def sees_secret(user: Any, cast: AdminCast) -> bool:
    return brains_visible_to(user).filter(pk=cast.secret_brain.pk).exists()


def test_a_workspace_admin_adds_and_removes_allow_list_members(cast: AdminCast) -> None:
    client = client_for(cast.owner)
    page = client.get(brain_url(cast.secret_brain))
    assert page.status_code == 200
    assert list(page.context["adminform"].form["allow_list"].initial) == [cast.member]
    assert not sees_secret(cast.restricted, cast)

    added = save_brain(client, cast.secret_brain, [cast.member, cast.restricted])

    assert added.status_code == 302
    assert MSG_GRANTED.format(user="restricted", brain="secret") in messages_of(added)
    assert sees_secret(cast.restricted, cast)

    removed = save_brain(client, cast.secret_brain, [cast.member])

    assert MSG_REVOKED.format(user="restricted", brain="secret") in messages_of(removed)
    assert not sees_secret(cast.restricted, cast)
    assert not BrainMember.objects.filter(user=cast.restricted).exists()
    assert sees_secret(cast.member, cast)


def test_only_workspace_members_can_be_put_on_the_allow_list(cast: AdminCast) -> None:
    client = client_for(cast.owner)

    response = save_brain(client, cast.secret_brain, [cast.member, cast.outsider])

    assert response.status_code == 200
    assert response.context["adminform"].form.errors["allow_list"]
    assert not sees_secret(cast.outsider, cast)


def test_a_member_without_manage_permission_cannot_change_the_brain(cast: AdminCast) -> None:
    client = client_for(cast.member)

    page = client.get(brain_url(cast.secret_brain))
    response = save_brain(client, cast.secret_brain, [cast.member, cast.restricted])

    assert page.status_code == 200
    assert b'name="allow_list"' not in page.content
    assert response.status_code == 403
    assert not sees_secret(cast.restricted, cast)


def test_adding_a_brain_creates_its_system_folders(cast: AdminCast, root_client: Client) -> None:
    response = root_client.post(
        reverse("admin:brain_brain_add"),
        {
            "workspace": str(cast.workspace.pk),
            "name": "Sales",
            "slug": "sales",
            "visibility": "workspace",
        },
    )

    assert response.status_code == 302
    brain = Brain.objects.get(workspace=cast.workspace, slug="sales")
    assert sorted(
        BrainFolder.objects.filter(brain_ref=brain).values_list("path", flat=True)
    ) == sorted(SYSTEM_FOLDERS)


def membership_payload(client: Client, cast: AdminCast, delete: Any = None) -> dict[str, Any]:
    page = client.get(reverse("admin:goat_workspace_change", args=[cast.workspace.pk]))
    formset = page.context["inline_admin_formsets"][0].formset
    data: dict[str, Any] = {
        "name": cast.workspace.name,
        "slug": cast.workspace.slug,
        f"{formset.prefix}-TOTAL_FORMS": str(len(formset.forms)),
        f"{formset.prefix}-INITIAL_FORMS": str(formset.initial_form_count()),
        f"{formset.prefix}-MIN_NUM_FORMS": "0",
        f"{formset.prefix}-MAX_NUM_FORMS": "1000",
        "_save": "Save",
    }
    for index, form in enumerate(formset.forms):
        membership = form.instance
        data[f"{formset.prefix}-{index}-id"] = str(membership.pk)
        data[f"{formset.prefix}-{index}-workspace"] = str(cast.workspace.pk)
        data[f"{formset.prefix}-{index}-user"] = str(membership.user_id)
        data[f"{formset.prefix}-{index}-role"] = membership.role
        if delete is not None and membership.user_id == delete.pk:
            data[f"{formset.prefix}-{index}-DELETE"] = "on"
    return data


def test_removing_a_workspace_member_drops_their_brain_permissions(
    cast: AdminCast, root_client: Client
) -> None:
    assert BrainMember.objects.filter(user=cast.member).exists()

    response = root_client.post(
        reverse("admin:goat_workspace_change", args=[cast.workspace.pk]),
        membership_payload(root_client, cast, delete=cast.member),
    )

    assert response.status_code == 302
    assert not WorkspaceMembership.objects.filter(
        workspace=cast.workspace, user=cast.member
    ).exists()
    assert not BrainMember.objects.filter(user=cast.member).exists()
    assert brains_visible_to(cast.member).count() == 0


def test_workspaces_are_scoped_like_brains(cast: AdminCast) -> None:
    outsider = client_for(cast.outsider)
    member = client_for(cast.member)

    assert (
        outsider.get(reverse("admin:goat_workspace_change", args=[cast.workspace.pk])).status_code
        == 404
    )
    assert (
        member.get(reverse("admin:goat_workspace_change", args=[cast.workspace.pk])).status_code
        == 200
    )
    assert (
        member.post(
            reverse("admin:goat_workspace_change", args=[cast.workspace.pk]),
            membership_payload(member, cast, delete=cast.restricted),
        ).status_code
        == 403
    )
    assert WorkspaceMembership.objects.filter(
        workspace=cast.workspace, user=cast.restricted
    ).exists()


def test_changing_a_slug_to_one_the_workspace_has_is_a_form_error(cast: AdminCast) -> None:
    client = client_for(cast.owner)

    response = client.post(
        brain_url(cast.secret_brain),
        {
            "name": "Secret",
            "slug": "team",
            "visibility": "restricted",
            "allow_list": [str(cast.member.pk)],
            "_save": "Save",
        },
    )

    assert response.status_code == 200
    assert response.context["adminform"].form.errors["slug"] == [
        "workspace acme already has a brain with the slug 'team'; choose another"
    ]
    assert Brain.objects.get(pk=cast.secret_brain.pk).slug == "secret"


def test_adding_a_brain_with_a_taken_slug_is_a_form_error(
    cast: AdminCast, root_client: Client
) -> None:
    client = root_client

    response = client.post(
        reverse("admin:brain_brain_add"),
        {
            "workspace": str(cast.workspace.pk),
            "name": "Team 2",
            "slug": "team",
            "visibility": "workspace",
        },
    )

    assert response.status_code == 200
    assert response.context["adminform"].form.errors["slug"] == [
        "workspace acme already has a brain with the slug 'team'; choose another"
    ]
    assert Brain.objects.filter(workspace=cast.workspace).count() == 2


def test_adding_a_brain_with_a_reserved_slug_is_a_form_error(
    cast: AdminCast, root_client: Client
) -> None:
    response = root_client.post(
        reverse("admin:brain_brain_add"),
        {
            "workspace": str(cast.workspace.pk),
            "name": "Logout",
            "slug": "logout",
            "visibility": "workspace",
        },
    )

    assert response.status_code == 200
    assert response.context["adminform"].form.errors["slug"] == [
        "'logout' is reserved for the staff UI's own pages; choose another slug"
    ]
    assert not Brain.objects.filter(slug="logout").exists()


@pytest.mark.parametrize(
    ("who", "offered"),
    [
        ("root", ["acme", "globex"]),
        ("owner", ["acme"]),
        ("restricted", ["acme"]),
        ("outsider", ["globex"]),
    ],
)
def test_the_workspace_filter_offers_only_the_users_workspaces(
    cast: AdminCast, who: str, offered: list[str]
) -> None:
    response = client_for(getattr(cast, who)).get(reverse("admin:brain_brain_changelist"))

    specs = [spec for spec in response.context["cl"].filter_specs if spec.title == "workspace"]
    # Django shows a filter only when it offers a choice
    names = sorted(str(name) for spec in specs for _, name in spec.lookup_choices)
    assert names == (offered if len(offered) > 1 else [])
    html = response.content.decode()
    workspaces = {"acme": cast.workspace, "globex": cast.other_workspace}
    for hidden in set(workspaces) - set(offered):
        assert f"workspace__id__exact={workspaces[hidden].pk}" not in html
