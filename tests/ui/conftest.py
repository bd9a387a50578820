"""The staff UI tests' data: the shared cast (tests/cast.py) with a small corpus written through
the write path, and signed-in test clients."""

from __future__ import annotations

from dataclasses import dataclass, fields

import pytest
from django.contrib.auth.base_user import AbstractBaseUser
from django.test import Client

from brain.models import BrainDocument
from brain.toolkit.timeline import timeline_entry_id
from tests.cast import Cast
from tests.store.factories import EVIDENCE_ID, evidence, page, write

KICKOFF = "2026-11-30T14:00:00Z"
KICKOFF_TEXT = "Kickoff call with [[page:sarah-chen|Sarah]]."


def acme_body() -> str:
    entry_id = timeline_entry_id("acme-corp", KICKOFF, "jamie:meeting:123", KICKOFF_TEXT)
    return (
        "# Acme\n\nCustomer; champion [[page:sarah-chen|Sarah]] "
        f"([[evidence:{EVIDENCE_ID}|kickoff]]), see [[page:nobody]].\n\n"
        "## Timeline\n\n"
        f"- **{KICKOFF}** | {entry_id} | jamie:meeting:123 | {KICKOFF_TEXT}\n"
    )


@dataclass
class UiCast(Cast):
    sarah: BrainDocument  # people/sarah-chen.md: works at acme-corp; written twice
    acme: BrainDocument  # companies/acme-corp.md: links, evidence, a timeline entry
    transcript: BrainDocument  # evidence/…: the kickoff transcript
    old_plan: BrainDocument  # projects/old-plan.md, archived
    tombstone: BrainDocument  # people/sarah-c.md, merged into sarah-chen
    project_x: BrainDocument  # projects/project-x.md in the restricted brain


@pytest.fixture
def ui_cast(cast: Cast) -> UiCast:
    people = {field.name: getattr(cast, field.name) for field in fields(Cast)}
    brain = cast.team_brain
    transcript = write(brain, evidence())
    write(brain, page(relations=[{"type": "works_at", "target": "acme-corp"}]))
    sarah = write(
        brain,
        page(
            body=(
                "# Sarah Chen\n\nVP Engineering at [[page:acme-corp|Acme]], runs the pilot "
                f"([[evidence:{EVIDENCE_ID}|kickoff]]).\n"
            ),
            status="active",
            relations=[{"type": "works_at", "target": "acme-corp"}],
        ),
        expected_hash=BrainDocument.objects.get(
            brain_ref=brain, brain_id="sarah-chen"
        ).content_hash,
    )
    acme = write(
        brain,
        page("acme-corp", title="Acme", type="company", folder="companies", body=acme_body()),
    )
    old_plan = write(
        brain,
        page(
            "old-plan",
            title="Old plan",
            type="project",
            folder="projects",
            status="archived",
            body="# Old plan\n\nShelved.\n",
        ),
    )
    tombstone = write(
        brain,
        page(
            "sarah-c",
            title="Sarah C.",
            status="merged",
            mergedInto="sarah-chen",
            body="# Sarah C.\n\nMerged.\n",
        ),
    )
    project_x = write(
        cast.secret_brain,
        page("project-x", title="Project X", type="project", folder="projects"),
    )
    return UiCast(
        **people,
        sarah=sarah,
        acme=acme,
        transcript=transcript,
        old_plan=old_plan,
        tombstone=tombstone,
        project_x=project_x,
    )


def client_for(user: AbstractBaseUser) -> Client:
    client = Client()
    client.force_login(user)
    return client
