"""Workspace writes. (Removing a member also drops their brain permissions: see brain.access.)"""

from django.contrib.auth.base_user import AbstractBaseUser
from django.db import transaction

from goat.models import Workspace, WorkspaceMembership


def workspace_create(*, name: str, slug: str, admin: AbstractBaseUser | None = None) -> Workspace:
    with transaction.atomic():
        workspace = Workspace.objects.create(name=name, slug=slug)
        if admin is not None:
            workspace_member_add(workspace=workspace, user=admin, role="admin")
    return workspace


def workspace_member_add(
    *, workspace: Workspace, user: AbstractBaseUser, role: str = "member"
) -> WorkspaceMembership:
    """Add `user` to `workspace`, or change their role when they are already a member."""
    membership, _ = WorkspaceMembership.objects.update_or_create(
        workspace=workspace, user=user, defaults={"role": role}
    )
    return membership
