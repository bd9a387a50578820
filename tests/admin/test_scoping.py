"""A staff user sees in the admin only the brains brain.access lets them see; the rest is 404."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import Permission
from django.test import Client
from django.urls import reverse

from brain.models import BrainDocument, BrainDocumentVersion
from goat.services import workspace_member_add
from tests.admin.conftest import AdminCast, client_for
from tests.store.factories import make_user

pytestmark = pytest.mark.django_db


def listed(client: Client, name: str, attribute: str) -> list[str]:
    response = client.get(reverse(f"admin:{name}_changelist"))
    assert response.status_code == 200
    return sorted(str(getattr(row, attribute)) for row in response.context["cl"].result_list)


@pytest.mark.parametrize(
    ("who", "documents", "brains"),
    [
        (
            "root",
            ["ev-jamie-meeting-123-9f2c1a7b", "project-x", "sarah-chen"],
            ["secret", "team", "team"],
        ),
        ("owner", ["ev-jamie-meeting-123-9f2c1a7b", "project-x", "sarah-chen"], ["secret", "team"]),
        (
            "member",
            ["ev-jamie-meeting-123-9f2c1a7b", "project-x", "sarah-chen"],
            ["secret", "team"],
        ),
        ("restricted", ["ev-jamie-meeting-123-9f2c1a7b", "sarah-chen"], ["team"]),
        ("outsider", [], ["team"]),
    ],
)
def test_each_member_of_the_cast_lists_exactly_their_brains(
    cast: AdminCast, who: str, documents: list[str], brains: list[str]
) -> None:
    client = client_for(getattr(cast, who))

    assert listed(client, "brain_braindocument", "brain_id") == documents
    assert listed(client, "brain_brain", "slug") == brains


def test_a_restricted_brain_does_not_exist_for_a_member_off_its_allow_list(cast: AdminCast) -> None:
    client = client_for(cast.restricted)
    version = BrainDocumentVersion.objects.get(document=cast.secret_doc)
    folder = cast.secret_brain.folders.first()
    assert folder is not None

    urls = [
        reverse("admin:brain_braindocument_change", args=[cast.secret_doc.pk]),
        reverse("admin:brain_braindocument_delete", args=[cast.secret_doc.pk]),
        reverse("admin:brain_brain_change", args=[cast.secret_brain.pk]),
        reverse("admin:brain_braindocumentversion_change", args=[version.pk]),
        reverse("admin:brain_brainfolder_change", args=[folder.pk]),
    ]
    statuses = [client.get(url).status_code for url in urls]
    restore = client.post(
        reverse("admin:brain_braindocument_restore", args=[cast.secret_doc.pk, version.pk]),
        {"expected_hash": cast.secret_doc.content_hash},
    )
    search = client.get(reverse("admin:brain_braindocument_changelist"), {"q": "Project X"})

    assert statuses == [404, 404, 404, 404, 404]
    assert restore.status_code == 404
    assert list(search.context["cl"].result_list) == []
    assert "secret" not in [
        str(b)
        for b in client.get(reverse("admin:brain_braindocument_changelist"))
        .context["cl"]
        .queryset.values_list("brain_ref__slug", flat=True)
    ]


def test_an_outsider_gets_404_and_changes_nothing(cast: AdminCast) -> None:
    client = client_for(cast.outsider)
    row = cast.team_doc

    view = client.get(reverse("admin:brain_braindocument_change", args=[row.pk]))
    edit = client.post(
        reverse("admin:brain_braindocument_change", args=[row.pk]),
        {"content": row.content.replace("Sarah Chen", "Hacked"), "expected_hash": row.content_hash},
    )
    action = client.post(
        reverse("admin:brain_braindocument_changelist"),
        {"action": "archive", "_selected_action": [str(row.pk)]},
    )

    assert (view.status_code, edit.status_code) == (404, 404)
    assert action.status_code == 302
    after = BrainDocument.objects.get(pk=row.pk)
    assert (after.content_hash, after.status) == (row.content_hash, "draft")
    assert BrainDocumentVersion.objects.filter(document=row).count() == 1


@pytest.mark.parametrize("who", ["owner", "member"])
def test_the_allow_list_and_workspace_admins_reach_the_restricted_brain(
    cast: AdminCast, who: str
) -> None:
    client = client_for(getattr(cast, who))

    response = client.get(reverse("admin:brain_braindocument_change", args=[cast.secret_doc.pk]))

    assert response.status_code == 200
    assert b"Project X" in response.content


def test_staff_without_model_permissions_see_nothing(cast: AdminCast) -> None:
    bare = make_user("bare", is_staff=True)
    workspace_member_add(workspace=cast.workspace, user=bare)
    client = client_for(bare)

    assert client.get(reverse("admin:brain_braindocument_changelist")).status_code == 403
    assert (
        client.get(reverse("admin:brain_braindocument_change", args=[cast.team_doc.pk])).status_code
        == 403
    )


def test_view_only_curators_cannot_edit(cast: AdminCast) -> None:
    viewer = make_user("viewer", is_staff=True)
    viewer.user_permissions.add(Permission.objects.get(codename="view_braindocument"))
    workspace_member_add(workspace=cast.workspace, user=viewer)
    client = client_for(viewer)
    row = cast.team_doc

    page = client.get(reverse("admin:brain_braindocument_change", args=[row.pk]))
    edit = client.post(
        reverse("admin:brain_braindocument_change", args=[row.pk]),
        {"content": row.content.replace("Sarah Chen", "Edited"), "expected_hash": row.content_hash},
    )

    assert page.status_code == 200
    assert b'name="content"' not in page.content
    assert b"Restore this version" not in page.content
    assert edit.status_code == 403
    assert BrainDocument.objects.get(pk=row.pk).content_hash == row.content_hash
