"""The per-request access check (one SQL query) decides exactly as the access querysets do,
reads the grants as they are now, and lets no one into another tenant's brain."""

from __future__ import annotations

import pytest
from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.models import AnonymousUser
from django.core.exceptions import PermissionDenied
from django.http import Http404
from guardian.shortcuts import assign_perm

from brain.access import (
    BrainPermission,
    brain_access,
    brains_named_for,
    brains_with_permission,
    get_brain_for_user,
    user_may,
)
from brain.models import Brain
from brain.services.grants import grant_brain_access, revoke_brain_access, workspace_member_remove
from brain.store import store_for_user
from goat.models import WorkspaceMembership
from tests.store.conftest import Cast
from tests.store.factories import make_brain, make_user

pytestmark = pytest.mark.django_db

PERMISSIONS: tuple[BrainPermission, ...] = ("view", "change", "manage")


def odd_grants(cast: Cast) -> AbstractBaseUser:
    """A member of acme holding, on the restricted brain, manage alone, and on a second
    restricted brain change alone: permissions without the view permission."""
    odd = make_user("odd")
    WorkspaceMembership.objects.create(workspace=cast.workspace, user=odd, role="member")
    assign_perm("brain.manage_brain_access", odd, cast.secret_brain)
    vault = make_brain(cast.workspace, "vault", restricted=True)
    assign_perm("brain.change_brain", odd, vault)
    return odd


def test_the_query_decides_as_the_querysets_for_every_user_brain_and_permission(
    cast: Cast,
) -> None:
    # given every kind of user, an inactive one and odd guardian grants among them
    odd = odd_grants(cast)
    inactive = make_user("gone", is_active=False)
    WorkspaceMembership.objects.create(workspace=cast.workspace, user=inactive, role="admin")
    users = [cast.owner, cast.member, cast.restricted, cast.outsider, cast.root, odd, inactive]
    brains = list(Brain.objects.all())
    checked = 0

    for user in [*users, AnonymousUser(), None]:
        for brain in brains:
            # when
            access = brain_access(user, brain.pk)

            # then: visible exactly when the queryset says so, and each permission likewise
            sees = brains_with_permission(user, "view").filter(pk=brain.pk).exists()
            assert (access is not None) == sees, (user, brain)
            for permission in PERMISSIONS:
                expected = brains_with_permission(user, permission).filter(pk=brain.pk).exists()
                assert user_may(user, brain, permission) == expected, (user, brain, permission)
                if access is not None:
                    assert access.may(permission) == expected, (user, brain, permission)
                checked += 1
    assert checked == 9 * len(brains) * 3
    # the odd grants do count where the querysets count them, without the view permission
    assert user_may(odd, cast.secret_brain, "manage")
    assert brain_access(odd, cast.secret_brain.pk) is None


def test_other_tenants_brains_do_not_exist_for_them(cast: Cast) -> None:
    for brain in (cast.team_brain, cast.secret_brain):
        assert brain_access(cast.outsider, brain.pk) is None
        for permission in PERMISSIONS:
            assert not user_may(cast.outsider, brain, permission)
        with pytest.raises(Http404):
            store_for_user(user=cast.outsider, brain=brain)
        with pytest.raises(Http404):
            store_for_user(user=cast.outsider, brain=brain.pk)
    # by slug, only their own brain of that name; naming acme finds nothing
    assert [a.brain for a in brains_named_for(cast.outsider, "team")] == [cast.other_brain]
    assert brains_named_for(cast.outsider, "team", workspace="acme") == []
    assert brains_named_for(cast.outsider, "secret") == []
    assert brain_access(cast.owner, cast.other_brain.pk) is None


def test_brains_named_for_by_slug_id_and_workspace(cast: Cast) -> None:
    # a superuser sees both "team" brains, by workspace then slug, with their workspaces
    both = brains_named_for(cast.root, "team")
    assert [(a.brain, a.brain.workspace.slug) for a in both] == [
        (cast.team_brain, "acme"),
        (cast.other_brain, "globex"),
    ]
    assert all(a.admin for a in both)
    for workspace in (cast.other_workspace, cast.other_workspace.pk, "globex", " globex "):
        named = brains_named_for(cast.root, "team", workspace=workspace)
        assert [a.brain for a in named] == [cast.other_brain]
    assert [a.brain for a in brains_named_for(cast.member, str(cast.secret_brain.pk))] == [
        cast.secret_brain
    ]
    # references that cannot name a row find nothing, without a database error
    for ref in ("team\x00", str(2**63), "", "  "):
        assert brains_named_for(cast.root, ref) == []
    assert brains_named_for(cast.root, "team", workspace="acme\x00") == []
    assert brains_named_for(cast.root, "team", workspace=str(2**64)) == []


def test_what_the_member_may_do_comes_with_the_brain(cast: Cast) -> None:
    [team] = brains_named_for(cast.restricted, "team")
    assert (team.admin, team.member, team.codenames) == (False, True, frozenset())
    assert (team.may("view"), team.may("change"), team.may("manage")) == (True, True, False)

    [secret] = brains_named_for(cast.member, "secret")
    assert (secret.admin, secret.member) == (False, False)
    assert secret.codenames == {"view_brain", "change_brain"}
    assert (secret.may("view"), secret.may("change"), secret.may("manage")) == (True, True, False)

    [owned] = brains_named_for(cast.owner, "secret")
    assert owned.admin and owned.may("manage")


def test_one_query_resolves_the_brain_and_the_permission(
    cast: Cast, django_assert_num_queries: object
) -> None:
    with django_assert_num_queries(1):  # type: ignore[operator]
        store = store_for_user(user=cast.member, brain="secret", permission="change")
        assert store.brain.workspace.slug == "acme"  # the workspace came with it
    with django_assert_num_queries(1):  # type: ignore[operator]
        store_for_user(user=cast.member, brain=cast.team_brain, permission="change")
    with django_assert_num_queries(1), pytest.raises(PermissionDenied):  # type: ignore[operator]
        get_brain_for_user(cast.member, cast.secret_brain.pk, permission="manage")


def test_a_revoked_grant_counts_on_the_next_call(cast: Cast) -> None:
    # given the restricted member is let in, and checked once
    grant_brain_access(cast.secret_brain, cast.restricted)
    assert store_for_user(user=cast.restricted, brain="secret", permission="change")

    # when the grant is revoked
    revoke_brain_access(cast.secret_brain, cast.restricted)

    # then the very next check refuses, in this process, with nothing to forget first
    with pytest.raises(Http404):
        store_for_user(user=cast.restricted, brain="secret")
    assert brain_access(cast.restricted, cast.secret_brain.pk) is None


def test_losing_a_role_or_the_workspace_counts_on_the_next_call(cast: Cast) -> None:
    assert user_may(cast.owner, cast.secret_brain, "manage")
    WorkspaceMembership.objects.filter(user=cast.owner).update(role="member")
    assert not user_may(cast.owner, cast.secret_brain, "manage")
    assert brain_access(cast.owner, cast.secret_brain.pk) is None  # not on its allow-list
    assert brain_access(cast.owner, cast.team_brain.pk) is not None

    workspace_member_remove(workspace=cast.workspace, user=cast.restricted)
    with pytest.raises(Http404):
        store_for_user(user=cast.restricted, brain=cast.team_brain)

    cast.member.is_active = False
    with pytest.raises(Http404):
        store_for_user(user=cast.member, brain=cast.team_brain.pk)
