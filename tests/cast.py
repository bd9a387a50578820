"""The fixed cast every layer's tests share (docs/architecture.md), built through the services.

- `owner`: admin of workspace `acme`;
- `member`: a member of `acme`, on the allow-list of its restricted brain `secret`;
- `restricted`: a member of `acme` who is not on that allow-list;
- `outsider`: admin of another workspace, `globex`, whose brain is also called `team`;
- `root`: a superuser.

The four are staff curators too (the "Brain curators" group, with the model permissions
docs/admin.md lists), so the admin tests use the same people as the store tests: model
permissions open admin pages, brain.access alone decides which brains those pages show.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.contrib.auth import get_user_model
from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.models import Group, Permission

from brain.models import Brain
from brain.services.grants import grant_brain_access
from goat.models import Workspace
from tests.store.factories import make_brain, make_user, make_workspace

# What a staff curator needs (docs/admin.md).
CURATOR_PERMISSIONS = (
    "brain.view_brain",
    "brain.change_brain",
    "brain.view_braindocument",
    "brain.change_braindocument",
    "brain.delete_braindocument",
    "brain.view_brainfolder",
    "brain.view_braindocumentversion",
    "brain.view_braindoctorreport",
    "goat.view_workspace",
    "goat.change_workspace",
    "goat.view_workspacemembership",
    "goat.add_workspacemembership",
    "goat.change_workspacemembership",
    "goat.delete_workspacemembership",
)


def curators() -> Group:
    """The "Brain curators" group with CURATOR_PERMISSIONS."""
    group, _ = Group.objects.get_or_create(name="Brain curators")
    wanted = {tuple(dotted.split(".")) for dotted in CURATOR_PERMISSIONS}
    # One query for all of them (the cast is made for hundreds of tests).
    candidates = Permission.objects.filter(
        codename__in=[codename for _, codename in wanted]
    ).select_related("content_type")
    permissions = [p for p in candidates if (p.content_type.app_label, p.codename) in wanted]
    if len(permissions) != len(wanted):
        found = {(p.content_type.app_label, p.codename) for p in permissions}
        raise Permission.DoesNotExist(f"no such permissions: {sorted(wanted - found)}")
    group.permissions.add(*permissions)
    return group


def make_curator(username: str, group: Group | None = None) -> AbstractBaseUser:
    """A staff user in the "Brain curators" group (what brains they reach is access's call);
    `group`: that group when the caller already has it."""
    user = make_user(username, is_staff=True)
    user.groups.add(group or curators())
    return user


@dataclass
class Cast:
    """The fixed cast: owner (workspace admin), member (on the restricted brain's allow-list),
    restricted (a member who is not), outsider (another workspace), root (a superuser)."""

    owner: AbstractBaseUser
    member: AbstractBaseUser
    restricted: AbstractBaseUser
    outsider: AbstractBaseUser
    root: AbstractBaseUser
    workspace: Workspace
    other_workspace: Workspace
    team_brain: Brain
    secret_brain: Brain
    other_brain: Brain


def make_cast() -> Cast:
    group = curators()
    owner, member, restricted, outsider = (
        make_curator(name, group) for name in ("owner", "member", "restricted", "outsider")
    )
    root = get_user_model().objects.create_superuser("root", "root@example.com", "pw")
    workspace = make_workspace("acme", admin=owner, members=(member, restricted))
    other_workspace = make_workspace("globex", admin=outsider)
    team_brain = make_brain(workspace, "team")
    secret_brain = make_brain(workspace, "secret", restricted=True)
    grant_brain_access(secret_brain, member)
    # Same slug as acme's team brain, in a workspace the acme cast cannot see.
    other_brain = make_brain(other_workspace, "team")
    return Cast(
        owner=owner,
        member=member,
        restricted=restricted,
        outsider=outsider,
        root=root,
        workspace=workspace,
        other_workspace=other_workspace,
        team_brain=team_brain,
        secret_brain=secret_brain,
        other_brain=other_brain,
    )
