"""Who is on a brain's allow-list, and each user's default brain: the writes behind access.

`brain.access` answers "may this user …"; these services change the answer (guardian object
permissions in `brain_members`, workspace membership, the `DefaultBrain` row).
"""

from __future__ import annotations

from typing import Final

from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.models import Permission
from django.db import transaction
from guardian.shortcuts import assign_perm

from brain.access import PERMISSION_CODENAMES, AccessError, BrainPermission, user_may
from brain.models import Brain, BrainMember, DefaultBrain
from brain.toolkit.schemas import slugify
from goat.models import Workspace, WorkspaceMembership

MSG_NOT_A_MEMBER: Final = (
    "{user!r} is not a member of workspace {workspace!r}; add them to the workspace first"
)
MSG_DEFAULT_NOT_VISIBLE: Final = (
    "the default brain {brain!r} exists but {user!r} may not see it; choose another brain"
)


def grant_brain_access(brain: Brain, user: AbstractBaseUser, *, manage: bool = False) -> None:
    """Put a workspace member on a brain's allow-list (view and change; optionally manage)."""
    if not WorkspaceMembership.objects.filter(workspace_id=brain.workspace_id, user=user).exists():
        raise AccessError(
            MSG_NOT_A_MEMBER.format(user=user.get_username(), workspace=brain.workspace.slug)
        )
    permissions: tuple[BrainPermission, ...] = (
        ("view", "change", "manage") if manage else ("view", "change")
    )
    with transaction.atomic():
        for permission in permissions:
            assign_perm(_permission(permission), user, brain)


def revoke_brain_access(brain: Brain, user: AbstractBaseUser) -> int:
    """Take a user off a brain's allow-list; the number of permission rows removed."""
    deleted, _ = BrainMember.objects.filter(content_object=brain, user=user).delete()
    return deleted


def _permission(permission: BrainPermission) -> Permission:
    return Permission.objects.get(
        content_type__app_label="brain", codename=PERMISSION_CODENAMES[permission]
    )


def workspace_member_remove(*, workspace: Workspace, user: AbstractBaseUser) -> None:
    """Remove a member and everything that let them into the workspace's brains."""
    with transaction.atomic():
        WorkspaceMembership.objects.filter(workspace=workspace, user=user).delete()
        BrainMember.objects.filter(user=user, content_object__workspace=workspace).delete()
        DefaultBrain.objects.filter(user=user, brain__workspace=workspace).delete()


# --- the default brain ------------------------------------------------------------------------


def default_brain_for(user: AbstractBaseUser, workspace: Workspace | None = None) -> Brain:
    """The user's default brain (in `workspace`, when given), created on first need.

    A new default brain is a restricted brain on the user's own allow-list, in `workspace` or
    else in the user's first workspace; a user in no workspace gets a personal workspace first.
    The user's one `DefaultBrain` row names their default when no workspace is asked for; a
    default in another workspace is the brain `<username>-<id>` there (race-safe: unique slug).
    """
    current = DefaultBrain.objects.filter(user=user).select_related("brain").first()
    if (
        current is not None
        and user_may(user, current.brain)
        and (workspace is None or current.brain.workspace_id == workspace.pk)
    ):
        return current.brain
    if (
        workspace is not None
        and not WorkspaceMembership.objects.filter(workspace=workspace, user=user).exists()
    ):
        raise AccessError(
            MSG_NOT_A_MEMBER.format(user=user.get_username(), workspace=workspace.slug)
        )
    with transaction.atomic():
        home = workspace or _first_workspace(user)
        slug = f"{slugify(user.get_username()) or 'user'}-{user.pk}"
        brain, created = Brain.objects.get_or_create(
            workspace=home,
            slug=slug,
            defaults={
                "name": f"{user.get_username()}'s brain",
                "visibility": Brain.Visibility.RESTRICTED,
            },
        )
        if created:
            grant_brain_access(brain, user, manage=True)
        elif not user_may(user, brain):
            raise AccessError(
                MSG_DEFAULT_NOT_VISIBLE.format(brain=brain.slug, user=user.get_username())
            )
        if workspace is None or current is None or not user_may(user, current.brain):
            DefaultBrain.objects.update_or_create(user=user, defaults={"brain": brain})
    return brain


def _first_workspace(user: AbstractBaseUser) -> Workspace:
    membership = (
        WorkspaceMembership.objects.filter(user=user).select_related("workspace").order_by("pk")
    ).first()
    if membership is not None:
        return membership.workspace
    workspace, _ = Workspace.objects.get_or_create(
        slug=f"personal-{user.pk}", defaults={"name": f"{user.get_username()} (personal)"}
    )
    WorkspaceMembership.objects.get_or_create(
        workspace=workspace, user=user, defaults={"role": WorkspaceMembership.Role.ADMIN}
    )
    return workspace
