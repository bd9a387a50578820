"""The admin tests' cast: the shared cast (tests/cast.py) with a few documents written."""

from __future__ import annotations

from dataclasses import dataclass, fields

import pytest
from django.contrib.auth.base_user import AbstractBaseUser
from django.test import Client

from brain.models import BrainDocument
from tests.cast import Cast
from tests.store.factories import EVIDENCE_ID, evidence, write
from tests.store.factories import page as make_page


@dataclass
class AdminCast(Cast):
    team_doc: BrainDocument  # people/sarah-chen.md, a draft page citing nothing
    secret_doc: BrainDocument  # projects/project-x.md in the restricted brain
    evidence_doc: BrainDocument  # the kickoff transcript in the team brain


@pytest.fixture
def cast(cast: Cast) -> AdminCast:
    people = {field.name: getattr(cast, field.name) for field in fields(Cast)}
    evidence_doc = write(cast.team_brain, evidence())
    team_doc = write(cast.team_brain, make_page())
    secret_doc = write(
        cast.secret_brain,
        make_page("project-x", title="Project X", type="project", folder="projects"),
    )
    return AdminCast(**people, team_doc=team_doc, secret_doc=secret_doc, evidence_doc=evidence_doc)


def client_for(user: AbstractBaseUser) -> Client:
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def root_client(cast: AdminCast) -> Client:
    return client_for(cast.root)


__all__ = ["EVIDENCE_ID", "AdminCast", "client_for", "make_page", "write"]
