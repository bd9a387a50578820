from __future__ import annotations

import pytest

from brain.models import Brain
from tests.cast import Cast

__all__ = ["Cast"]  # the store tests' cast is the shared one (tests/conftest.py)


@pytest.fixture
def brain(cast: Cast) -> Brain:
    return cast.team_brain
