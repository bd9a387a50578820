"""Who may see and change a brain: the one module that decides (docs/architecture.md).

- A `workspace` brain is visible to every member of its workspace; members may write to it.
- A `restricted` brain is visible to its allow-list (guardian object permissions stored in
  `brain_members`) and to the admins of its workspace.
- Workspace admins may do anything with their workspace's brains; superusers with every brain.
- A brain the user may not see does not exist for them: lookups raise Http404, never 403.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Final, Literal, TypeAlias

from django.contrib.auth import get_user_model
from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.models import AnonymousUser, Permission
from django.contrib.contenttypes.models import ContentType
from django.core.exceptions import PermissionDenied
from django.db import connection
from django.db.models import Q, QuerySet
from django.http import Http404

from brain.models import Brain, BrainMember
from goat.db import fetch_prepared
from goat.models import Workspace, WorkspaceMembership

BrainPermission = Literal["view", "change", "manage"]
User: TypeAlias = AbstractBaseUser | AnonymousUser

PERMISSION_CODENAMES: Final[dict[str, str]] = {
    "view": "view_brain",
    "change": "change_brain",
    "manage": "manage_brain_access",
}

MSG_NOT_FOUND: Final = "no brain {ref!r}"
MSG_AMBIGUOUS: Final = (
    "brain {ref!r} exists in several workspaces ({choices}); name it by id or pass the workspace"
)
MSG_NO_PERMISSION: Final = "you may not {permission} brain {brain!r}"


class AmbiguousBrain(Exception):
    """A brain slug that names brains in several workspaces the user can see."""

    def __init__(self, ref: str, brains: list[Brain]) -> None:
        choices = ", ".join(f"id {b.pk} in workspace {b.workspace.slug!r}" for b in brains)
        self.message = MSG_AMBIGUOUS.format(ref=ref, choices=choices)
        self.brains = brains
        super().__init__(self.message)


class AccessError(Exception):
    """A grant or revoke that cannot be done (the message says why)."""


def is_active_user(user: User | None) -> bool:
    """Whether `user` is signed in and active (anonymous and deactivated users see nothing)."""
    return bool(user is not None and user.is_authenticated and user.is_active)


def _memberships(user: User, *, admin: bool = False) -> QuerySet[WorkspaceMembership]:
    memberships = WorkspaceMembership.objects.filter(user_id=user.pk)
    if admin:
        memberships = memberships.filter(role=WorkspaceMembership.Role.ADMIN)
    return memberships


def _allowed_brain_ids(user: User, permission: BrainPermission) -> QuerySet[BrainMember]:
    return BrainMember.objects.filter(
        user_id=user.pk,
        permission__codename=PERMISSION_CODENAMES[permission],
        permission__content_type__app_label="brain",
    ).values("content_object_id")


def brains_with_permission(user: User | None, permission: BrainPermission) -> QuerySet[Brain]:
    """The brains on which `user` holds `permission` (view, change or manage access)."""
    if not is_active_user(user):
        return Brain.objects.none()
    assert user is not None
    if user.is_superuser:  # type: ignore[union-attr]
        return Brain.objects.all()
    admin_of = _memberships(user, admin=True).values("workspace_id")
    rule = Q(workspace_id__in=admin_of) | Q(pk__in=_allowed_brain_ids(user, permission))
    if permission in ("view", "change"):
        member_of = _memberships(user).values("workspace_id")
        rule |= Q(visibility=Brain.Visibility.WORKSPACE, workspace_id__in=member_of)
    return Brain.objects.filter(rule)


def brains_visible_to(user: User | None) -> QuerySet[Brain]:
    """Every brain `user` may see."""
    return brains_with_permission(user, "view")


def user_may(user: User | None, brain: Brain, permission: BrainPermission = "view") -> bool:
    if brain.pk is None:
        return False
    # Every brain row, seen or not: holding `permission` does not need the view permission.
    found = _access_rows(user, "b.id = %s", [brain.pk], visible_only=False)
    return bool(found) and found[0].may(permission)


# --- the per-request check: one SQL query -----------------------------------------------------
#
# `brains_with_permission` is the rule as ORM querysets (for lists). Every request resolves
# one brain and asks what the user may do with it; compiling those querysets cost more than
# the rest of a query (about 2.5 ms), so the check below is one plain SQL statement that
# finds the brain by id or slug (and workspace) and returns, for each brain the user may
# see, the facts the rule needs: workspace admin, member of a workspace brain's workspace,
# and the brain's guardian permission codenames held by the user. Nothing is cached: every
# call reads the grants as they are now, so a revoked grant counts on the next request.
# tests/store/test_access_query.py checks it against `brains_with_permission` for every user
# of the cast, brain and permission.


@dataclass(frozen=True)
class BrainAccess:
    """A brain the user may see, and what else they may do with it."""

    brain: Brain
    admin: bool  # a superuser, or an admin of the brain's workspace
    member: bool  # a member of the workspace of a workspace-visible brain
    codenames: frozenset[str]  # the brain's permissions the user holds (its allow-list)

    def may(self, permission: BrainPermission) -> bool:
        if self.admin or PERMISSION_CODENAMES[permission] in self.codenames:
            return True
        return permission != "manage" and self.member


_BRAIN_FIELDS: Final = tuple(Brain._meta.concrete_fields)
_WORKSPACE_FIELDS: Final = tuple(Workspace._meta.concrete_fields)
_BRAIN_ATTNAMES: Final = [f.attname for f in _BRAIN_FIELDS]
_WORKSPACE_ATTNAMES: Final = [f.attname for f in _WORKSPACE_FIELDS]
_BRAIN_WORKSPACE: Final = Brain._meta.get_field("workspace")


@functools.cache  # the statement's text for each of the few `where` clauses (no results)
def _access_sql(where: str, visible_only: bool) -> str:
    quote = connection.ops.quote_name
    brain_columns = ", ".join(
        f"b.{quote(f.column)} AS {quote('b_' + f.column)}" for f in _BRAIN_FIELDS
    )
    workspace_columns = ", ".join(
        f"w.{quote(f.column)} AS {quote('w_' + f.column)}" for f in _WORKSPACE_FIELDS
    )
    member = BrainMember._meta
    return f"""
        SELECT * FROM (
            SELECT {brain_columns}, {workspace_columns},
                (%s OR m.role = %s) AS is_admin,
                (m.id IS NOT NULL AND b.visibility = %s) AS is_member,
                ARRAY(
                    -- The user's grants on this brain first (OFFSET 0 keeps the planner from
                    -- starting at the permission table and probing the grants per permission)
                    SELECT p.codename FROM (
                        SELECT bm.permission_id FROM {member.db_table} bm
                        WHERE bm.content_object_id = b.id AND bm.user_id = %s OFFSET 0
                    ) bm
                    JOIN {Permission._meta.db_table} p ON p.id = bm.permission_id
                    JOIN {ContentType._meta.db_table} ct ON ct.id = p.content_type_id
                    WHERE ct.app_label = %s
                ) AS codenames
            FROM {Brain._meta.db_table} b
            JOIN {Workspace._meta.db_table} w ON w.id = b.workspace_id
            LEFT JOIN {WorkspaceMembership._meta.db_table} m
                ON m.workspace_id = b.workspace_id AND m.user_id = %s
            WHERE {where}
        ) found
        WHERE {"is_admin OR is_member OR %s = ANY(codenames)" if visible_only else "TRUE"}
        ORDER BY b_workspace_id, b_slug
        LIMIT 10
    """


def _access_rows(
    user: User | None, where: str, params: list[object], *, visible_only: bool = True
) -> list[BrainAccess]:
    """The brains `where` selects (at most 10, by workspace and slug) with what `user` may do
    with them: only those they may see unless not `visible_only`."""
    if not is_active_user(user):
        return []
    assert user is not None
    superuser = bool(user.is_superuser)  # type: ignore[union-attr]
    sql = _access_sql(where, visible_only)
    arguments: list[object] = [
        superuser,
        str(WorkspaceMembership.Role.ADMIN),
        str(Brain.Visibility.WORKSPACE),
        user.pk,
        "brain",
        user.pk,
        *params,
        *([PERMISSION_CODENAMES["view"]] if visible_only else []),
    ]
    rows = fetch_prepared(sql, arguments)  # run on every request: planning it costs the most
    found = []
    split = len(_BRAIN_FIELDS)
    end = split + len(_WORKSPACE_FIELDS)
    db = connection.alias
    for row in rows:
        brain = Brain.from_db(db, _BRAIN_ATTNAMES, row[:split])
        workspace = Workspace.from_db(db, _WORKSPACE_ATTNAMES, row[split:end])
        _BRAIN_WORKSPACE.set_cached_value(brain, workspace)
        is_admin, is_member, codenames = row[end:]
        found.append(BrainAccess(brain, is_admin, is_member, frozenset(codenames or ())))
    return found


def brain_access(user: User | None, brain_id: int | None) -> BrainAccess | None:
    """What `user` may do with the brain whose id is `brain_id`: None when they may not see it
    (or it does not exist). One SQL query; nothing cached."""
    if brain_id is None:
        return None
    found = _access_rows(user, "b.id = %s", [brain_id])
    return found[0] if found else None


def brains_named_for(
    user: User | None, ref: str | int, *, workspace: Workspace | str | int | None = None
) -> list[BrainAccess]:
    """The brains (at most 10, by workspace and slug) `ref` (slug or numeric id) names among
    those `user` may see, in `workspace` when given, each with what the user may do with it.
    One SQL query; nothing cached."""
    text = str(ref).strip()
    if not _may_name_a_row(text):
        return []
    params: list[object] = [int(text) if _is_id(text) else text]
    where = "b.id = %s" if _is_id(text) else "b.slug = %s"
    if workspace is not None:
        if isinstance(workspace, Workspace):
            where, params = f"{where} AND b.workspace_id = %s", [*params, workspace.pk]
        else:
            named = str(workspace).strip()
            if not _may_name_a_row(named):
                return []
            column = "b.workspace_id" if _is_id(named) else "w.slug"
            value: object = int(named) if _is_id(named) else named
            where, params = f"{where} AND {column} = %s", [*params, value]
    return _access_rows(user, where, params)


def get_brain_for_user(
    user: User | None,
    ref: str | int,
    *,
    workspace: Workspace | str | int | None = None,
    permission: BrainPermission = "view",
) -> Brain:
    """The brain `ref` (slug or numeric id) as `user` may use it.

    Http404 when the user may not see it; PermissionDenied when they see it but may not
    `permission` it; AmbiguousBrain when the slug names brains in several visible workspaces.
    """
    text = str(ref).strip()
    found = brains_named_for(user, text, workspace=workspace)
    if not found:
        raise Http404(MSG_NOT_FOUND.format(ref=text))
    if len(found) > 1:
        raise AmbiguousBrain(text, [access.brain for access in found])
    access = found[0]
    if not access.may(permission):
        raise PermissionDenied(
            MSG_NO_PERMISSION.format(permission=permission, brain=access.brain.slug)
        )
    return access.brain


def may_manage_brain(user: User | None, brain: Brain) -> bool:
    """Whether `user` may edit `brain` and its allow-list (workspace admins, superusers and
    holders of the brain's manage permission)."""
    return user_may(user, brain, "manage")


# --- workspaces -------------------------------------------------------------------------------


def workspaces_of(user: User | None) -> QuerySet[Workspace]:
    """The workspaces `user` belongs to (every workspace for a superuser)."""
    if not is_active_user(user):
        return Workspace.objects.none()
    assert user is not None
    if user.is_superuser:  # type: ignore[union-attr]
        return Workspace.objects.all()
    return Workspace.objects.filter(pk__in=_memberships(user).values("workspace_id"))


def users_visible_to(user: User | None) -> QuerySet[AbstractBaseUser]:
    """The users `user` may see listed: those sharing a workspace with them (all for a
    superuser). Other users' names are not anyone else's business."""
    from django.contrib.auth import get_user_model

    users: QuerySet[AbstractBaseUser] = get_user_model().objects.all()
    if not is_active_user(user):
        return users.none()
    assert user is not None
    if user.is_superuser:  # type: ignore[union-attr]
        return users
    shared = WorkspaceMembership.objects.filter(workspace__in=workspaces_of(user))
    return users.filter(Q(pk__in=shared.values("user_id")) | Q(pk=user.pk))


def workspaces_administered_by(user: User | None) -> QuerySet[Workspace]:
    """The workspaces `user` administers (every workspace for a superuser): where they may add
    brains and manage members."""
    if not is_active_user(user):
        return Workspace.objects.none()
    assert user is not None
    if user.is_superuser:  # type: ignore[union-attr]
        return Workspace.objects.all()
    return Workspace.objects.filter(pk__in=_memberships(user, admin=True).values("workspace_id"))


def is_workspace_admin(user: User | None, workspace: Workspace) -> bool:
    return workspaces_administered_by(user).filter(pk=workspace.pk).exists()


# The largest primary key PostgreSQL's bigint holds.
_MAX_ID: Final = 2**63 - 1


def _is_id(text: str) -> bool:
    """Whether a reference is a row id: ASCII digits only ("²" and "٣" are digits to
    str.isdigit, not to int)."""
    return text.isascii() and text.isdigit()


def _may_name_a_row(text: str) -> bool:
    """Whether a slug or id reference could name any row: no NUL (PostgreSQL text never holds
    one) and no id past bigint. Anything else would be a database error, not a 404."""
    if "\x00" in text:
        return False
    return not _is_id(text) or int(text) <= _MAX_ID


def brain_admins(brain: Brain) -> QuerySet[AbstractBaseUser]:
    """Active users who administer `brain`: its workspace's admins and its access managers."""
    workspace_admins = WorkspaceMembership.objects.filter(
        workspace_id=brain.workspace_id, role=WorkspaceMembership.Role.ADMIN
    ).values("user_id")
    managers = BrainMember.objects.filter(
        content_object=brain,
        permission__codename=PERMISSION_CODENAMES["manage"],
        permission__content_type__app_label="brain",
    ).values("user_id")
    users: QuerySet[AbstractBaseUser] = get_user_model().objects.filter(
        Q(pk__in=workspace_admins) | Q(pk__in=managers), is_active=True
    )
    return users.order_by("pk")


# --- the allow-list ---------------------------------------------------------------------------


def allow_list_users(brain: Brain) -> QuerySet[AbstractBaseUser]:
    """The users on a brain's allow-list (holding its view permission), by username."""
    user_ids = BrainMember.objects.filter(
        content_object=brain,
        permission__codename=PERMISSION_CODENAMES["view"],
        permission__content_type__app_label="brain",
    ).values("user_id")
    users: QuerySet[AbstractBaseUser] = get_user_model().objects.filter(pk__in=user_ids)
    return users.order_by("username")


def allow_list_candidates(brain: Brain) -> QuerySet[AbstractBaseUser]:
    """Who may be put on a brain's allow-list: the members of its workspace, by username."""
    members = WorkspaceMembership.objects.filter(workspace_id=brain.workspace_id)
    users: QuerySet[AbstractBaseUser] = get_user_model().objects.filter(
        pk__in=members.values("user_id")
    )
    return users.order_by("username")
