"""The access decisions the admin asks brain.access for, over the fixed cast."""

from __future__ import annotations

import pytest

from brain.access import (
    allow_list_candidates,
    allow_list_users,
    is_workspace_admin,
    may_manage_brain,
    workspaces_administered_by,
    workspaces_of,
)
from tests.cast import Cast

pytestmark = pytest.mark.django_db


def slugs(queryset) -> list[str]:
    return sorted(queryset.values_list("slug", flat=True))


def usernames(users) -> list[str]:
    return [user.get_username() for user in users]


@pytest.mark.parametrize(
    ("who", "member_of", "admin_of"),
    [
        ("root", ["acme", "globex"], ["acme", "globex"]),
        ("owner", ["acme"], ["acme"]),
        ("member", ["acme"], []),
        ("restricted", ["acme"], []),
        ("outsider", ["globex"], ["globex"]),
    ],
)
def test_workspaces_of_and_administered_by(
    cast: Cast, who: str, member_of: list[str], admin_of: list[str]
) -> None:
    user = getattr(cast, who)

    assert slugs(workspaces_of(user)) == member_of
    assert slugs(workspaces_administered_by(user)) == admin_of
    assert is_workspace_admin(user, cast.workspace) == ("acme" in admin_of)


def test_inactive_users_belong_nowhere(cast: Cast) -> None:
    cast.owner.is_active = False
    cast.owner.save()

    assert slugs(workspaces_of(cast.owner)) == []
    assert slugs(workspaces_administered_by(cast.owner)) == []
    assert not may_manage_brain(cast.owner, cast.secret_brain)


@pytest.mark.parametrize(
    ("who", "manages"),
    [
        ("root", True),
        ("owner", True),
        ("member", False),
        ("restricted", False),
        ("outsider", False),
    ],
)
def test_who_manages_a_brain(cast: Cast, who: str, manages: bool) -> None:
    assert may_manage_brain(getattr(cast, who), cast.secret_brain) is manages
    assert may_manage_brain(getattr(cast, who), cast.team_brain) is manages


def test_allow_list_users_and_candidates(cast: Cast) -> None:
    assert usernames(allow_list_users(cast.secret_brain)) == ["member"]
    assert usernames(allow_list_candidates(cast.secret_brain)) == ["member", "owner", "restricted"]
    assert usernames(allow_list_users(cast.team_brain)) == []
