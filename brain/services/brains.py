"""Brains and their folders."""

from __future__ import annotations

from django.db import transaction

from brain.models import Brain, BrainFolder
from brain.services.documents import brain_lock, write_path
from brain.toolkit.schemas import SYSTEM_FOLDERS
from brain.toolkit.tree import folder_ancestors
from goat.models import Workspace

__all__ = ["SYSTEM_FOLDERS", "brain_create", "brain_delete", "folder_create"]


def brain_create(
    *,
    workspace: Workspace,
    name: str,
    slug: str,
    visibility: str = "workspace",
) -> Brain:
    """A new brain with the system folders (one per default type folder, plus evidence/)."""
    with transaction.atomic():
        brain = Brain.objects.create(
            workspace=workspace, name=name, slug=slug, visibility=visibility
        )
        BrainFolder.objects.bulk_create(
            BrainFolder(brain_ref=brain, path=path, source="system") for path in SYSTEM_FOLDERS
        )
    return brain


def folder_create(*, brain: Brain, path: str) -> bool:
    """Record a custom folder and its parents; False when it was already there."""
    created = False
    with transaction.atomic():
        for ancestor in folder_ancestors(path.strip("/")):
            _, created = BrainFolder.objects.get_or_create(brain_ref=brain, path=ancestor)
    return created


def brain_delete(*, brain: Brain) -> None:
    """Delete a brain and everything in it (documents, edges, timeline, versions, folders,
    allow-list, reports) through the ORM, in one transaction under the brain's lock."""
    with transaction.atomic(), write_path():
        brain_lock(brain)
        brain.delete()
