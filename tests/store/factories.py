"""Factories for the store tests: plain functions that build rows through the services."""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.contrib.auth.base_user import AbstractBaseUser

from brain.models import Brain, BrainDocument
from brain.services import Actor, brain_create, document_write
from brain.toolkit.document import Document
from goat.models import Workspace
from goat.services import workspace_create, workspace_member_add

EVIDENCE_ID = "ev-jamie-meeting-123-9f2c1a7b"


def make_user(username: str, **extra: Any) -> AbstractBaseUser:
    return get_user_model().objects.create_user(
        username=username, email=f"{username}@example.com", **extra
    )


def make_workspace(
    slug: str,
    *,
    admin: AbstractBaseUser | None = None,
    members: tuple[AbstractBaseUser, ...] = (),
) -> Workspace:
    workspace = workspace_create(name=slug.title(), slug=slug, admin=admin)
    for user in members:
        workspace_member_add(workspace=workspace, user=user, role="member")
    return workspace


def make_brain(workspace: Workspace, slug: str = "team", *, restricted: bool = False) -> Brain:
    visibility = "restricted" if restricted else "workspace"
    return brain_create(workspace=workspace, name=slug.title(), slug=slug, visibility=visibility)


def page(
    brain_id: str = "sarah-chen",
    *,
    title: str = "Sarah Chen",
    type: str = "person",
    folder: str = "people",
    status: str = "draft",
    body: str = "# Sarah Chen\n\nVP Engineering at [[page:acme-corp|Acme]].\n",
    **meta: Any,
) -> Document:
    return Document(
        meta={
            "id": brain_id,
            "kind": "page",
            "type": type,
            "title": title,
            "status": status,
            "created": "2026-11-30T14:00:00Z",
            "updated": "2026-12-01T09:12:00Z",
            **meta,
        },
        body=body,
        folder=folder,
    )


def evidence(
    brain_id: str = EVIDENCE_ID,
    *,
    title: str = "Kickoff transcript",
    folder: str = "evidence",
    text: str = "Sarah: we agreed the pilot.\n",
) -> Document:
    return Document(
        meta={
            "id": brain_id,
            "kind": "evidence",
            "type": "source",
            "title": title,
            "status": "active",
            "sources": ["jamie:meeting:123"],
            "created": "2026-11-30T14:00:00Z",
        },
        body=text,
        folder=folder,
    )


def write(
    brain: Brain,
    document: Document,
    *,
    expected_hash: str | None = None,
    previous_brain_id: str | None = None,
    actor_type: str = "user",
    actor_user: AbstractBaseUser | None = None,
) -> BrainDocument:
    return document_write(
        brain=brain,
        document=document,
        expected_hash=expected_hash,
        previous_brain_id=previous_brain_id,
        actor=Actor(actor_type, actor_user),
    )
