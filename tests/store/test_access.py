"""One module decides who sees a brain; anyone else gets 404, never 403."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import AnonymousUser
from django.core.exceptions import PermissionDenied
from django.http import Http404

from brain.access import (
    MSG_NOT_FOUND,
    AccessError,
    AmbiguousBrain,
    brains_visible_to,
    get_brain_for_user,
    user_may,
)
from brain.models import Brain, BrainMember, DefaultBrain
from brain.services import brain_delete
from brain.services.grants import (
    default_brain_for,
    grant_brain_access,
    revoke_brain_access,
    workspace_member_remove,
)
from goat.models import Workspace, WorkspaceMembership
from goat.services import workspace_member_add
from tests.store.conftest import Cast
from tests.store.factories import make_brain, make_user, make_workspace

pytestmark = pytest.mark.django_db


def visible(user: object) -> list[tuple[str, str]]:
    return sorted(
        brains_visible_to(user).values_list("workspace__slug", "slug")  # type: ignore[arg-type]
    )


def test_each_member_of_the_cast_sees_exactly_their_brains(cast: Cast) -> None:
    assert visible(cast.owner) == [("acme", "secret"), ("acme", "team")]
    assert visible(cast.member) == [("acme", "secret"), ("acme", "team")]
    assert visible(cast.restricted) == [("acme", "team")]
    assert visible(cast.outsider) == [("globex", "team")]
    assert visible(AnonymousUser()) == []
    assert visible(None) == []


@pytest.mark.parametrize("who", ["owner", "member", "restricted"])
def test_workspace_brain_is_found_by_every_workspace_member(cast: Cast, who: str) -> None:
    user = getattr(cast, who)

    assert get_brain_for_user(user, "team") == cast.team_brain
    assert get_brain_for_user(user, cast.team_brain.pk) == cast.team_brain
    assert get_brain_for_user(user, str(cast.team_brain.pk)) == cast.team_brain
    assert get_brain_for_user(user, "team", permission="change") == cast.team_brain


def test_outsider_gets_404_for_a_brain_of_another_workspace(cast: Cast) -> None:
    # by slug the outsider finds their own brain of the same name, never acme's
    assert get_brain_for_user(cast.outsider, "team") == cast.other_brain
    for ref in (cast.team_brain.pk, "secret", cast.secret_brain.pk):
        with pytest.raises(Http404) as raised:
            get_brain_for_user(cast.outsider, ref)
        assert str(raised.value) == MSG_NOT_FOUND.format(ref=str(ref))
    with pytest.raises(Http404):
        get_brain_for_user(cast.outsider, "team", workspace="acme")


def test_restricted_brain_is_404_for_a_member_off_its_allow_list(cast: Cast) -> None:
    for permission in ("view", "change", "manage"):
        with pytest.raises(Http404):
            get_brain_for_user(cast.restricted, "secret", permission=permission)  # type: ignore[arg-type]
        with pytest.raises(Http404):
            get_brain_for_user(cast.restricted, cast.secret_brain.pk, permission=permission)  # type: ignore[arg-type]


def test_restricted_brain_is_visible_to_its_allow_list_and_the_workspace_admins(cast: Cast) -> None:
    assert get_brain_for_user(cast.member, "secret", permission="change") == cast.secret_brain
    assert get_brain_for_user(cast.owner, "secret", permission="manage") == cast.secret_brain


def test_seeing_a_brain_without_a_permission_is_403_not_404(cast: Cast) -> None:
    with pytest.raises(PermissionDenied):
        get_brain_for_user(cast.member, "secret", permission="manage")
    with pytest.raises(PermissionDenied):
        get_brain_for_user(cast.member, "team", permission="manage")


def test_superuser_sees_every_brain_and_an_ambiguous_slug_is_refused(cast: Cast) -> None:
    admin = cast.root

    with pytest.raises(AmbiguousBrain) as raised:
        get_brain_for_user(admin, "team")

    assert str(raised.value) == (
        f"brain 'team' exists in several workspaces (id {cast.team_brain.pk} in workspace "
        f"'acme', id {cast.other_brain.pk} in workspace 'globex'); name it by id or pass the "
        "workspace"
    )
    assert get_brain_for_user(admin, "team", workspace="globex") == cast.other_brain
    assert get_brain_for_user(admin, "team", workspace=cast.workspace) == cast.team_brain
    assert get_brain_for_user(admin, cast.other_brain.pk) == cast.other_brain
    assert get_brain_for_user(admin, "secret", permission="manage") == cast.secret_brain


def test_a_member_of_two_workspaces_must_disambiguate(cast: Cast) -> None:
    workspace_member_add(workspace=cast.other_workspace, user=cast.member)

    with pytest.raises(AmbiguousBrain):
        get_brain_for_user(cast.member, "team")
    assert get_brain_for_user(cast.member, "team", workspace="acme") == cast.team_brain
    assert get_brain_for_user(cast.member, "team", workspace=cast.other_workspace.pk) == (
        cast.other_brain
    )


def test_inactive_user_sees_nothing(cast: Cast) -> None:
    cast.member.is_active = False
    cast.member.save()

    assert visible(cast.member) == []


def test_grant_and_revoke_use_guardian_permissions_in_brain_members(cast: Cast) -> None:
    # given
    brain = cast.secret_brain

    # when
    grant_brain_access(brain, cast.restricted)

    # then
    assert cast.restricted.has_perm("brain.view_brain", brain)
    assert cast.restricted.has_perm("brain.change_brain", brain)
    assert not cast.restricted.has_perm("brain.manage_brain_access", brain)
    assert get_brain_for_user(cast.restricted, "secret") == brain
    assert sorted(
        BrainMember.objects.filter(user=cast.restricted).values_list(
            "permission__codename", flat=True
        )
    ) == ["change_brain", "view_brain"]

    # when
    assert revoke_brain_access(brain, cast.restricted) == 2

    # then
    with pytest.raises(Http404):
        get_brain_for_user(cast.restricted, "secret")
    assert not BrainMember.objects.filter(user=cast.restricted).exists()


def test_grant_with_manage(cast: Cast) -> None:
    grant_brain_access(cast.secret_brain, cast.restricted, manage=True)

    assert user_may(cast.restricted, cast.secret_brain, "manage")


def test_grant_to_a_non_member_is_refused(cast: Cast) -> None:
    with pytest.raises(AccessError) as raised:
        grant_brain_access(cast.secret_brain, cast.outsider)

    assert str(raised.value) == (
        "'outsider' is not a member of workspace 'acme'; add them to the workspace first"
    )
    assert not BrainMember.objects.filter(user=cast.outsider).exists()


def test_removing_a_member_leaves_no_permission_rows(cast: Cast) -> None:
    # given the member is on the allow-list and has a default brain in acme
    DefaultBrain.objects.create(user=cast.member, brain=cast.team_brain)
    assert BrainMember.objects.filter(user=cast.member).exists()

    # when
    workspace_member_remove(workspace=cast.workspace, user=cast.member)

    # then
    assert not WorkspaceMembership.objects.filter(user=cast.member).exists()
    assert not BrainMember.objects.filter(user=cast.member).exists()
    assert not DefaultBrain.objects.filter(user=cast.member).exists()
    assert visible(cast.member) == []
    for ref in ("team", "secret"):
        with pytest.raises(Http404):
            get_brain_for_user(cast.member, ref)


def test_deleting_a_brain_removes_its_permission_rows(cast: Cast) -> None:
    brain_delete(brain=cast.secret_brain)

    assert not BrainMember.objects.exists()


# --- the default brain --------------------------------------------------------------------------


def test_default_brain_is_created_once_in_the_first_workspace(cast: Cast) -> None:
    brain = default_brain_for(cast.restricted)

    assert (brain.workspace, brain.slug, brain.visibility) == (
        cast.workspace,
        f"restricted-{cast.restricted.pk}",
        "restricted",
    )
    assert get_brain_for_user(cast.restricted, brain.slug, permission="manage") == brain
    assert default_brain_for(cast.restricted) == brain
    assert Brain.objects.filter(slug=brain.slug).count() == 1
    assert DefaultBrain.objects.get(user=cast.restricted).brain == brain
    # other members of the workspace do not see it; its admins do
    with pytest.raises(Http404):
        get_brain_for_user(cast.member, brain.slug)
    assert get_brain_for_user(cast.owner, brain.slug) == brain


def test_default_brain_of_a_user_without_a_workspace_is_personal(db: None) -> None:
    user = make_user("loner")

    brain = default_brain_for(user)

    assert brain.workspace.slug == f"personal-{user.pk}"
    assert WorkspaceMembership.objects.get(user=user).role == "admin"
    assert visible(user) == [(f"personal-{user.pk}", f"loner-{user.pk}")]


def test_a_default_brain_the_user_can_no_longer_see_is_replaced(cast: Cast) -> None:
    DefaultBrain.objects.create(user=cast.restricted, brain=cast.secret_brain)

    brain = default_brain_for(cast.restricted)

    assert brain != cast.secret_brain
    assert DefaultBrain.objects.get(user=cast.restricted).brain == brain


def test_the_default_brain_of_a_workspace_user_counts_towards_their_workspace(db: None) -> None:
    user = make_user("newbie")
    workspace = make_workspace("initech", members=(user,))
    team = make_brain(workspace, "team")

    brain = default_brain_for(user)

    assert brain.workspace == workspace
    assert brain != team
    assert Workspace.objects.count() == 1


def test_anonymous_user_gets_404(cast: Cast) -> None:
    for ref in ("team", cast.team_brain.pk):
        with pytest.raises(Http404):
            get_brain_for_user(AnonymousUser(), ref)
        with pytest.raises(Http404):
            get_brain_for_user(None, ref)
