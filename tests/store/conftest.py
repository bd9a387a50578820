from __future__ import annotations

from dataclasses import dataclass

import pytest
from django.contrib.auth.base_user import AbstractBaseUser

from brain.access import grant_brain_access
from brain.models import Brain
from goat.models import Workspace
from tests.store.factories import make_brain, make_user, make_workspace


@dataclass
class Cast:
    """The fixed cast: owner (workspace admin), member (on the restricted brain's allow-list),
    restricted (a member who is not), outsider (another workspace)."""

    owner: AbstractBaseUser
    member: AbstractBaseUser
    restricted: AbstractBaseUser
    outsider: AbstractBaseUser
    workspace: Workspace
    other_workspace: Workspace
    team_brain: Brain
    secret_brain: Brain
    other_brain: Brain


@pytest.fixture
def cast(db: None) -> Cast:
    owner = make_user("owner")
    member = make_user("member")
    restricted = make_user("restricted")
    outsider = make_user("outsider")
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
        workspace=workspace,
        other_workspace=other_workspace,
        team_brain=team_brain,
        secret_brain=secret_brain,
        other_brain=other_brain,
    )


@pytest.fixture
def brain(cast: Cast) -> Brain:
    return cast.team_brain
