"""The demo brain (README's run command): workspace `demo`, brain `goat-labs`, demo/brain/.

Loading is idempotent: a second run finds everything in place and writes no version row.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Final

from django.conf import settings
from django.contrib.auth import get_user_model

from brain.importer import ImportReport, brain_import
from brain.models import Brain
from brain.services import Actor, brain_create
from goat.models import Workspace, WorkspaceMembership
from goat.services import workspace_create, workspace_member_add

WORKSPACE_SLUG: Final = "demo"
WORKSPACE_NAME: Final = "Demo"
BRAIN_SLUG: Final = "goat-labs"
BRAIN_NAME: Final = "Goat Labs"


def demo_directory() -> Path:
    return Path(settings.BASE_DIR) / "demo" / "brain"


@dataclass
class DemoReport:
    workspace: Workspace
    brain: Brain
    workspace_created: bool
    brain_created: bool
    admin: str | None  # the user made (or found) a workspace admin; None when absent
    imported: ImportReport


def demo_load(*, username: str = "admin", directory: Path | None = None) -> DemoReport:
    """Ensure the demo workspace and brain, make `username` (if it exists) a workspace admin,
    and import the demo directory through the one import path."""
    workspace = Workspace.objects.filter(slug=WORKSPACE_SLUG).first()
    workspace_created = workspace is None
    if workspace is None:
        workspace = workspace_create(name=WORKSPACE_NAME, slug=WORKSPACE_SLUG)
    brain = Brain.objects.filter(workspace=workspace, slug=BRAIN_SLUG).first()
    brain_created = brain is None
    if brain is None:
        brain = brain_create(workspace=workspace, name=BRAIN_NAME, slug=BRAIN_SLUG)
    user_model = get_user_model()
    user = user_model.objects.filter(**{user_model.USERNAME_FIELD: username}).first()
    if user is not None:
        is_admin = WorkspaceMembership.objects.filter(
            workspace=workspace, user=user, role=WorkspaceMembership.Role.ADMIN
        ).exists()
        if not is_admin:
            workspace_member_add(workspace=workspace, user=user, role="admin")
    imported = brain_import(
        brain=brain,
        directory=directory if directory is not None else demo_directory(),
        actor=Actor("import", None, "demo_load"),
    )
    return DemoReport(
        workspace=workspace,
        brain=brain,
        workspace_created=workspace_created,
        brain_created=brain_created,
        admin=user.get_username() if user is not None else None,
        imported=imported,
    )
