"""Every admin write, bulk or single, checks the brain permission it needs: real POSTs by the
fixed cast against a restricted brain, and nothing changes for those refused.

- owner (workspace admin) and member (on the allow-list, view + change) may change it;
- restricted (off the allow-list) and outsider (another workspace) do not see it: actions
  find nothing selected, single pages answer 404;
- reader, on the allow-list with view only, sees it but is refused (403).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from django.contrib.auth.models import Permission
from django.contrib.messages import constants, get_messages
from django.test import Client
from django.urls import reverse
from guardian.shortcuts import assign_perm

from brain.access import user_may
from brain.models import BrainDocument, BrainDocumentVersion
from brain.rows import document_from_row
from tests.admin.conftest import EVIDENCE_ID, AdminCast, client_for, make_page, write
from tests.admin.test_documents import messages_of
from tests.cast import make_curator
from tests.store.factories import evidence
from tests.store.factories import make_user as make_plain_user

pytestmark = pytest.mark.django_db

CHANGELIST = "admin:brain_braindocument_changelist"


def errors_of(response: Any) -> list[str]:
    return [str(m) for m in get_messages(response.wsgi_request) if m.level == constants.ERROR]


def secret_state(cast: AdminCast) -> list[Any]:
    rows = BrainDocument.objects.filter(brain_ref=cast.secret_brain).order_by("brain_id")
    versions = BrainDocumentVersion.objects.filter(brain_ref=cast.secret_brain).count()
    return [(row.brain_id, row.path, row.status, row.content_hash) for row in rows] + [versions]


@pytest.fixture
def secret(cast: AdminCast) -> dict[str, BrainDocument]:
    """The restricted brain's pages: project-x (a draft citing nothing), project-y (a draft
    citing evidence, so it can be promoted), project-z (a duplicate of project-x)."""
    write(cast.secret_brain, evidence())
    write(
        cast.secret_brain,
        document_from_row(cast.secret_doc).with_meta(title="Project X v2"),
        expected_hash=cast.secret_doc.content_hash,
    )
    return {
        "x": BrainDocument.objects.get(brain_ref=cast.secret_brain, brain_id="project-x"),
        "y": write(
            cast.secret_brain,
            make_page(
                "project-y",
                title="Project Y",
                type="project",
                folder="projects",
                body=f"Kicked off ([[evidence:{EVIDENCE_ID}|kickoff]]).\n",
            ),
        ),
        "z": write(
            cast.secret_brain,
            make_page("project-z", title="Project Z", type="project", folder="projects"),
        ),
    }


@pytest.fixture
def reader(cast: AdminCast) -> Any:
    """A staff curator in the workspace whose allow-list grant on the secret brain is view only."""
    from goat.services import workspace_member_add

    user = make_curator("reader")
    workspace_member_add(workspace=cast.workspace, user=user)
    assign_perm("brain.view_brain", user, cast.secret_brain)
    assert user_may(user, cast.secret_brain, "view")
    assert not user_may(user, cast.secret_brain, "change")
    return user


def action(name: str, pick: str, **data: str) -> Callable[..., Any]:
    def post(client: Client, docs: dict[str, BrainDocument]) -> Any:
        payload = {"action": name, "_selected_action": [str(docs[pick].pk)], **data}
        return client.post(reverse(CHANGELIST), payload)

    return post


def merge_confirmed(client: Client, docs: dict[str, BrainDocument]) -> Any:
    source, target = docs["z"], docs["x"]
    reviewed = {
        str(source.pk): {
            "into": target.brain_id,
            "hashes": {source.brain_id: source.content_hash, target.brain_id: target.content_hash},
        }
    }
    payload = {
        "action": "merge_into",
        "_selected_action": [str(source.pk)],
        "target": target.brain_id,
        "reviewed": json.dumps(reviewed),
        "confirm": "yes",
    }
    return client.post(reverse(CHANGELIST), payload)


def edit(client: Client, docs: dict[str, BrainDocument]) -> Any:
    row = docs["x"]
    return client.post(
        reverse("admin:brain_braindocument_change", args=[row.pk]),
        {
            "content": row.content.replace("title: Project X v2", "title: Edited"),
            "expected_hash": row.content_hash,
            "_save": "Save",
        },
    )


def delete_one(client: Client, docs: dict[str, BrainDocument]) -> Any:
    return client.post(
        reverse("admin:brain_braindocument_delete", args=[docs["x"].pk]), {"post": "yes"}
    )


def first_version(docs: dict[str, BrainDocument]) -> BrainDocumentVersion:
    return BrainDocumentVersion.objects.filter(document=docs["x"]).earliest("id")


def restore_from_document(client: Client, docs: dict[str, BrainDocument]) -> Any:
    row = docs["x"]
    return client.post(
        reverse("admin:brain_braindocument_restore", args=[row.pk, first_version(docs).pk]),
        {"expected_hash": row.content_hash},
    )


def restore_from_version(client: Client, docs: dict[str, BrainDocument]) -> Any:
    return client.post(
        reverse("admin:brain_braindocumentversion_restore", args=[first_version(docs).pk]),
        {"expected_hash": docs["x"].content_hash},
    )


BULK = {
    "bulk delete": action("delete_selected", "x", post="yes"),
    "promote": action("promote_to_active", "y"),
    "archive": action("archive", "x"),
    "merge": merge_confirmed,
    "move": action("move_documents", "x", apply="yes", folder="projects/acme"),
}
SINGLE = {
    "edit": edit,
    "delete": delete_one,
    "restore from the document": restore_from_document,
    "restore from the version": restore_from_version,
}
WRITES = {**BULK, **SINGLE}


@pytest.mark.parametrize("write_name", WRITES)
@pytest.mark.parametrize("who", ["owner", "member"])
def test_those_who_may_change_the_brain_can(
    cast: AdminCast, secret: dict[str, BrainDocument], who: str, write_name: str
) -> None:
    before = secret_state(cast)

    response = WRITES[write_name](client_for(getattr(cast, who)), secret)

    assert response.status_code == 302
    assert errors_of(response) == []
    assert secret_state(cast) != before


@pytest.mark.parametrize("write_name", WRITES)
@pytest.mark.parametrize("who", ["restricted", "outsider"])
def test_those_who_cannot_see_the_brain_change_nothing(
    cast: AdminCast, secret: dict[str, BrainDocument], who: str, write_name: str
) -> None:
    before = secret_state(cast)

    response = WRITES[write_name](client_for(getattr(cast, who)), secret)

    if write_name in BULK:
        # the selection is filtered to what they may see: the action gets nothing to do
        assert response.status_code == 302
        assert messages_of(response) == []
    else:
        assert response.status_code == 404
    assert secret_state(cast) == before


@pytest.mark.parametrize("write_name", WRITES)
def test_view_only_access_to_the_brain_changes_nothing(
    cast: AdminCast, secret: dict[str, BrainDocument], reader: Any, write_name: str
) -> None:
    before = secret_state(cast)

    response = WRITES[write_name](client_for(reader), secret)

    assert response.status_code == 403
    assert secret_state(cast) == before


def test_view_only_access_cannot_even_open_the_bulk_delete_or_merge_pages(
    cast: AdminCast, secret: dict[str, BrainDocument], reader: Any
) -> None:
    client = client_for(reader)
    before = secret_state(cast)

    listing = client.get(reverse(CHANGELIST))
    delete_page = action("delete_selected", "x")(client, secret)
    merge_page = action("merge_into", "z", apply="yes", target="project-x")(client, secret)
    move_page = action("move_documents", "x")(client, secret)

    assert listing.status_code == 200  # they do see the brain's documents
    assert "project-x" in [row.brain_id for row in listing.context["cl"].result_list]
    assert delete_page.status_code == 200
    assert delete_page.context["perms_lacking"] == {"brain document"}
    assert (merge_page.status_code, move_page.status_code) == (403, 403)
    assert secret_state(cast) == before


def test_staff_with_view_only_model_permissions_cannot_bulk_delete(cast: AdminCast) -> None:
    viewer = make_plain_user("viewer", is_staff=True)
    viewer.user_permissions.add(
        *Permission.objects.filter(codename__in=["view_braindocument", "view_brain"])
    )
    from goat.services import workspace_member_add

    workspace_member_add(workspace=cast.workspace, user=viewer)
    row = cast.team_doc

    response = client_for(viewer).post(
        reverse(CHANGELIST),
        {"action": "delete_selected", "_selected_action": [str(row.pk)], "post": "yes"},
    )

    assert BrainDocument.objects.filter(pk=row.pk).exists()
    assert response.status_code in (200, 302)
    assert BrainDocumentVersion.objects.filter(brain_id=row.brain_id).count() == 1
