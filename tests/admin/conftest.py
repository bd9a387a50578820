"""The admin cast: the store tests' fixed cast, made staff curators, plus a superuser."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.models import Group, Permission
from django.test import Client

from brain.access import grant_brain_access
from brain.models import Brain, BrainDocument
from goat.models import Workspace
from tests.store.factories import (
    EVIDENCE_ID,
    evidence,
    make_brain,
    make_user,
    make_workspace,
    write,
)
from tests.store.factories import page as make_page

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
    group, _ = Group.objects.get_or_create(name="Brain curators")
    for dotted in CURATOR_PERMISSIONS:
        app_label, codename = dotted.split(".")
        group.permissions.add(
            Permission.objects.get(content_type__app_label=app_label, codename=codename)
        )
    return group


@dataclass
class AdminCast:
    root: AbstractBaseUser
    owner: AbstractBaseUser
    member: AbstractBaseUser
    restricted: AbstractBaseUser
    outsider: AbstractBaseUser
    workspace: Workspace
    team_brain: Brain
    secret_brain: Brain
    other_brain: Brain
    team_doc: BrainDocument
    secret_doc: BrainDocument
    evidence_doc: BrainDocument


@pytest.fixture
def cast(db: None) -> AdminCast:
    root = get_user_model().objects.create_superuser("root", "root@example.com", "pw")
    group = curators()
    users = {}
    for name in ("owner", "member", "restricted", "outsider"):
        user = make_user(name, is_staff=True)
        user.groups.add(group)
        users[name] = user
    workspace = make_workspace(
        "acme", admin=users["owner"], members=(users["member"], users["restricted"])
    )
    other_workspace = make_workspace("globex", admin=users["outsider"])
    team_brain = make_brain(workspace, "team")
    secret_brain = make_brain(workspace, "secret", restricted=True)
    grant_brain_access(secret_brain, users["member"])
    other_brain = make_brain(other_workspace, "team")
    evidence_doc = write(team_brain, evidence())
    team_doc = write(team_brain, make_page())
    secret_doc = write(
        secret_brain,
        make_page("project-x", title="Project X", type="project", folder="projects"),
    )
    return AdminCast(
        root=root,
        workspace=workspace,
        team_brain=team_brain,
        secret_brain=secret_brain,
        other_brain=other_brain,
        team_doc=team_doc,
        secret_doc=secret_doc,
        evidence_doc=evidence_doc,
        **users,
    )


def client_for(user: AbstractBaseUser) -> Client:
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def root_client(cast: AdminCast) -> Client:
    return client_for(cast.root)


__all__ = ["EVIDENCE_ID", "AdminCast", "client_for", "make_page", "write"]
