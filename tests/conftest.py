import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from django.test import override_settings

from tests.cast import Cast, make_cast

REPO_ROOT = Path(__file__).resolve().parent.parent

# The default hasher (PBKDF2, a million rounds) is most of the cost of making a user with a
# password; tests check access, not password strength.
FAST_PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    # The one conditional skip: Redis tests run where REDIS_URL is set (.ci/run sets it when
    # a Redis answers on 127.0.0.1:6379).
    if os.environ.get("REDIS_URL"):
        return
    skip_redis = pytest.mark.skip(reason="REDIS_URL is not set")
    for item in items:
        if "redis" in item.keywords:
            item.add_marker(skip_redis)


@pytest.fixture(autouse=True, scope="session")
def fast_password_hasher() -> Iterator[None]:
    with override_settings(PASSWORD_HASHERS=FAST_PASSWORD_HASHERS):
        yield


@pytest.fixture
def repo_root() -> Path:
    return REPO_ROOT


@pytest.fixture
def cast(db: None) -> Cast:
    """The fixed cast (tests/cast.py), shared by every layer's tests."""
    return make_cast()
