import contextlib
import os
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import pytest
from _pytest.nodeid import NodeId
from django.test import override_settings

from tests.cast import Cast, make_cast
from tests.flush import flush
from tests.processes import AsgiServer, database_url
from tests.processes import asgi_server as asgi_server_process

REPO_ROOT = Path(__file__).resolve().parent.parent

# The default hasher (PBKDF2, a million rounds) is most of the cost of making a user with a
# password; tests check access, not password strength.
FAST_PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


# --- parallel runs (pytest-xdist) -----------------------------------------------------------
# tests/conftest.py runs two workers (`-n 2 --dist loadfile`: a module's tests stay on one
# worker, in order, with its module-scoped servers). pytest-django gives each worker its own
# test database (test_goat_gw0, test_goat_gw1, ...); servers the tests start take free ports
# and their own temporary folders. What is left to share is Redis: worker gwN uses database
# number N above REDIS_URL's (below it when that passes the 16 databases a Redis server has by
# default: .ci/run's /15 gives gw0 15 and gw1 14), so no worker sees another's keys. `-n 0`
# (or `-p no:xdist`) runs in this process, as before.
XDIST_WORKER = os.environ.get("PYTEST_XDIST_WORKER", "")


REDIS_DATABASES = 16  # a Redis server's default `databases`


def redis_url_for_worker(url: str, worker: str) -> str:
    """REDIS_URL with its database number moved by the worker's index (gw0: +0, gw1: +1, or
    -1 when +1 would name a database the server does not have)."""
    if not worker.startswith("gw"):
        return url
    split = urlsplit(url)
    base, index = int(split.path.strip("/") or 0), int(worker[2:])
    number = base + index if base + index < REDIS_DATABASES else base - index
    if number < 0:
        raise RuntimeError(f"no Redis database for xdist worker {worker} from {url}")
    return urlunsplit(split._replace(path=f"/{number}"))


if XDIST_WORKER and os.environ.get("REDIS_URL"):
    os.environ["REDIS_URL"] = redis_url_for_worker(os.environ["REDIS_URL"], XDIST_WORKER)

WORKERS = 2  # one per core of the CI machine


@pytest.hookimpl(tryfirst=True)
def pytest_cmdline_main(config: pytest.Config) -> None:
    """`-n 2 --dist loadfile` unless the command line says otherwise (`-n 0`, `-n 4`, ...);
    nothing when xdist is not loaded (`-p no:xdist`). Here rather than in pyproject's addopts,
    where `-n` would be an unknown option under `-p no:xdist`."""
    if not config.pluginmanager.has_plugin("xdist") or hasattr(config, "workerinput"):
        return
    # A path that does not exist is pytest's usage error (status 4) in one process; xdist's
    # workers would report "no tests ran" (5) instead.
    here = config.invocation_params.dir
    if any(not (here / arg.split("::", 1)[0]).exists() for arg in config.args):
        return
    # Named tests only (path::test): two workers would cost more to start than they save.
    if config.args and all("::" in arg for arg in config.args):
        return
    if config.option.numprocesses is None:
        config.option.numprocesses = WORKERS
        if config.option.dist == "no":
            config.option.dist = "loadfile"
            # xdist hands out modules with the most tests first unless told not to, which
            # undoes SLOW_MODULES' order below (a 3-test module of 40 s went last, after 1-s
            # modules of 150 tests); its own option, so `--loadscope-reorder` still wins.
            if "--loadscope-reorder" not in config.invocation_params.args:
                config.option.loadscopereorder = False


# The slowest modules (a run's per-module test time under xdist), longest first, run first, so
# that under `--dist loadfile` the two workers start on the long ones and finish together on
# short ones rather than one of them ending on a long module alone. The rest keep their path
# order. Paths from the repository's root.
SLOW_MODULES = (
    "tests/ingest/test_queue_faults.py",  # ~200 s of test time under xdist on a busy machine
    "tests/api/test_schemathesis.py",  # ~175 s
    "tests/test_project.py",  # ~140 s: scripts/run and scripts/test as processes
    "tests/toolkit/test_fuzz.py",  # ~55 s
    "tests/ui/test_live.py",  # ~55 s
    "tests/test_scale_out.py",  # ~55 s
    "tests/test_embedded_db.py",  # ~45 s
    "tests/ui/test_editor_browser.py",
    "tests/api/test_bad_input.py",
    "tests/llmwiki/test_browser.py",
    "tests/ingest/test_hostile_sources.py",
    "tests/ui/test_remote_images_browser.py",
    "tests/ui/test_live_browser.py",
    "tests/test_asgi.py",
    "tests/ingest/test_admin_browser.py",
    "tests/toolkit/test_directory_safety.py",
    "tests/api/test_tools_api.py",
    "tests/store/test_search_index.py",
    "tests/test_celery.py",
    "tests/ui/test_browser.py",
    "tests/ui/test_pages.py",
    "tests/api/test_files_api.py",
    "tests/test_request_logs.py",
    "tests/admin/test_action_permissions.py",
    "tests/store/test_doctor_reports.py",
    "tests/api/test_mcp.py",
    "tests/ui/test_manage_browser.py",
    "tests/llmwiki/test_mcp.py",  # ~15 s
)


def _slow_rank(item: pytest.Item) -> int:
    path = item.nodeid.split("::", 1)[0]
    return SLOW_MODULES.index(path) if path in SLOW_MODULES else len(SLOW_MODULES)


def _unique_node_id(item: pytest.Item) -> None:
    # schemathesis' parametrized items (one per API operation) all carry their function's node
    # id, without the operation in brackets that their name has; xdist tells its workers which
    # tests to run by node id, and reports name tests by it, so each gets its own (the
    # operations come in the schema's order, the same in every worker).
    if item.parent is not None and not item.nodeid.endswith(f"::{item.name}"):
        item._id = NodeId.parse(f"{item.parent.nodeid}::{item.name}")


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        _unique_node_id(item)
    if hasattr(config, "workerinput"):
        # A stable sort: each module's tests keep pytest-django's order (non-transactional
        # first); only whole modules move.
        items.sort(key=_slow_rank)
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


@pytest.fixture(autouse=True, scope="session")
def fast_transactional_flush() -> Iterator[None]:
    """After each `transaction=True` test, tests/flush.py's flush instead of Django's (which
    makes every content type and permission again) (0.33 s a test before)."""
    from django.test import TransactionTestCase

    original = TransactionTestCase._fixture_teardown

    def fixture_teardown(self: TransactionTestCase) -> None:
        if self.available_apps is not None or self.serialized_rollback:
            original(self)  # neither is used here; Django's way for them
            return
        for name in self._databases_names(include_mirrors=False):
            flush(name)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(TransactionTestCase, "_fixture_teardown", fixture_teardown)
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
