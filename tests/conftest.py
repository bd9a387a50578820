import contextlib
import os
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from django.test import override_settings

from tests.cast import Cast, make_cast
from tests.processes import AsgiServer, database_url
from tests.processes import asgi_server as asgi_server_process

REPO_ROOT = Path(__file__).resolve().parent.parent

# The default hasher (PBKDF2, a million rounds) is most of the cost of making a user with a
# password; tests check access, not password strength.
FAST_PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    # Redis tests run where REDIS_URL is set (.ci/run sets it when a Redis answers on
    # 127.0.0.1:6379). The only other conditional skip is the browser tests' without Chromium
    # outside CI (tests/ui/conftest.py), which fail under CI=true instead.
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


# --- the write path guard ---------------------------------------------------------------------
# Document, edge, timeline and version rows are written only by the write path
# (brain/services/documents.py), which marks itself with WRITE_PATH_ACTIVE. Any other SQL
# that writes those tables fails the test that ran it. Tests that plant raw rows on purpose
# (the constraint tests) say so with @pytest.mark.allow_raw_writes.
GUARDED_TABLES = (
    "brain_documents",
    "brain_edges",
    "brain_timeline_entries",
    "brain_document_versions",
)
_GUARDED_WRITE = re.compile(
    r'^\s*(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?(' + "|".join(GUARDED_TABLES) + r')"?\b',
    re.IGNORECASE,
)


class WrittenOutsideTheWritePath(AssertionError):
    pass


def _refuse_raw_writes(
    execute: Callable[..., Any], sql: str, params: Any, many: bool, context: dict[str, Any]
) -> Any:
    from brain.services.documents import WRITE_PATH_ACTIVE

    match = _GUARDED_WRITE.match(sql)
    if match and not WRITE_PATH_ACTIVE.get():
        raise WrittenOutsideTheWritePath(
            f"{match.group(1)} written outside the write path: {sql[:160]}"
        )
    return execute(sql, params, many, context)


@pytest.fixture(autouse=True)
def write_path_guard(request: pytest.FixtureRequest) -> Iterator[None]:
    if "allow_raw_writes" in request.keywords:
        yield
        return
    from django.db import connections

    with contextlib.ExitStack() as stack:
        for connection in connections.all():
            stack.enter_context(connection.execute_wrapper(_refuse_raw_writes))
        yield


@pytest.fixture(autouse=True, scope="session")
def plain_http_test_client() -> Iterator[None]:
    # The settings default to production, which redirects plain HTTP to HTTPS; Django's test
    # client speaks plain HTTP. Everything else stays as in production.
    with override_settings(SECURE_SSL_REDIRECT=False):
        yield


@pytest.fixture(scope="session")
def asgi_server(
    django_db_setup: None, django_db_blocker: Any, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[AsgiServer]:
    """The app under uvicorn in a child process on the test database, for the session (as
    scripts/run serves it: Django and MCP in one ASGI app). Tests that use it need
    `django_db(transaction=True)`, so it sees what they write."""
    log_path = tmp_path_factory.mktemp("asgi") / "uvicorn.log"
    with django_db_blocker.unblock():
        database = database_url()
    with asgi_server_process(log_path=log_path, env=os.environ, database=database) as server:
        yield server
