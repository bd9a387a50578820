from __future__ import annotations

import io
import json
from dataclasses import dataclass
from typing import Any

import pytest
from django.core.management import call_command

from brain.models import Brain
from goat.models import Workspace
from tests.store.factories import make_brain, make_workspace


@dataclass
class Ran:
    stdout: str
    stderr: str

    def json(self) -> Any:
        return json.loads(self.stdout)


class TtyBuffer(io.StringIO):
    def isatty(self) -> bool:
        return True


def run(*args: str, stderr: io.StringIO | None = None) -> Ran:
    """Run a management command; its stdout and stderr as text."""
    out = io.StringIO()
    err = stderr if stderr is not None else io.StringIO()
    call_command(*args, stdout=out, stderr=err)
    return Ran(out.getvalue(), err.getvalue())


def run_failing(*args: str) -> tuple[Any, Ran]:
    """Run a command that must fail with CommandError; (the error, its output)."""
    from django.core.management.base import CommandError

    out, err = io.StringIO(), io.StringIO()
    with pytest.raises(CommandError) as caught:
        call_command(*args, stdout=out, stderr=err)
    return caught.value, Ran(out.getvalue(), err.getvalue())


@pytest.fixture
def workspace(db: None) -> Workspace:
    return make_workspace("acme")


@pytest.fixture
def brain(workspace: Workspace) -> Brain:
    return make_brain(workspace, "team")
