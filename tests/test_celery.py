"""A real Celery worker process consumes tasks from the broker (never task_always_eager)."""

import os
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from celery import Celery
from django.conf import settings
from django.db import connection

from goat import env
from goat.celery import app as goat_app
from tests.processes import celery_worker


@contextmanager
def running_worker(
    repo_root: Path, tmp_path: Path, extra_env: dict[str, str], queue: str = "celery"
) -> Iterator[Path]:
    """A `celery -A goat worker` subprocess with its own var folder; yields its log path."""
    database = connection.settings_dict
    child_env = {
        **os.environ,
        "GOAT_VAR_DIR": str(tmp_path / "var"),
        # The worker uses the already running server (not a second embedded one in tmp).
        "DATABASE_URL": (
            f"postgresql://{database['USER']}@/{database['NAME']}"
            f"?host={database['HOST']}&port={database['PORT']}"
        ),
        **extra_env,
    }
    log_path = tmp_path / "worker.log"
    hostname = f"test-{uuid.uuid4().hex[:8]}@%h"
    with celery_worker(
        env=child_env, hostname=hostname, log_path=log_path, queue=queue, cwd=repo_root
    ):
        yield log_path


def producer(broker_url: str, transport_options: dict[str, object], results: Path) -> Celery:
    results.mkdir(exist_ok=True)
    app = Celery("test-producer", broker=broker_url, backend=f"file://{results}")
    app.conf.broker_transport_options = transport_options
    app.conf.broker_connection_retry_on_startup = True
    return app


def ping(app: Celery, log_path: Path, queue: str = "celery") -> str:
    """Send goat.ping, wait for "pong"; returns the task id."""
    result = app.send_task("goat.ping", queue=queue)
    try:
        assert result.get(timeout=60) == "pong"
    except Exception:
        print(log_path.read_text())
        raise
    assert result.state == "SUCCESS"
    return str(result.id)


def test_eager_mode_is_off() -> None:
    assert getattr(settings, "CELERY_TASK_ALWAYS_EAGER", False) is False
    assert goat_app.conf.task_always_eager is False


@pytest.mark.django_db
def test_worker_runs_a_task_from_the_filesystem_broker(
    repo_root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # given a worker on the default broker (filesystem) of its own var folder
    monkeypatch.delenv("CELERY_BROKER_URL", raising=False)
    results = tmp_path / "results"
    app = producer(*env.celery_broker(tmp_path / "var"), results=results)
    worker_env = {"CELERY_RESULT_BACKEND": f"file://{results}", "CELERY_BROKER_URL": ""}

    with running_worker(repo_root, tmp_path, worker_env) as log_path:
        # when a task is sent from this (another) process, then the worker runs it
        task_id = ping(app, log_path)

    assert f"Task goat.ping[{task_id}] succeeded" in log_path.read_text()
    # and the message went through the one broker folder
    assert list((tmp_path / "var" / "celery" / "broker").iterdir()) == []
    assert len(list((tmp_path / "var" / "celery" / "processed").iterdir())) == 1


@pytest.mark.redis
@pytest.mark.django_db
def test_worker_runs_a_task_from_redis(repo_root: Path, tmp_path: Path) -> None:
    redis_url = os.environ["REDIS_URL"]
    queue = f"goat-test-{uuid.uuid4().hex}"
    results = tmp_path / "results"
    app = producer(redis_url, {}, results=results)
    worker_env = {"CELERY_RESULT_BACKEND": f"file://{results}", "CELERY_BROKER_URL": redis_url}

    with running_worker(repo_root, tmp_path, worker_env, queue=queue) as log_path:
        task_id = ping(app, log_path, queue=queue)

    log = log_path.read_text()
    assert "Connected to redis://" in log
    assert f"Task goat.ping[{task_id}] succeeded" in log


@pytest.mark.parametrize(
    ("url", "worker", "expected"),
    [
        ("redis://127.0.0.1:6379/0", "gw1", "redis://127.0.0.1:6379/1"),
        ("redis://127.0.0.1:6379/14", "gw1", "redis://127.0.0.1:6379/15"),
        # .ci/run's database: a second worker may not name database 16, which Redis lacks
        ("redis://127.0.0.1:6379/15", "gw0", "redis://127.0.0.1:6379/15"),
        ("redis://127.0.0.1:6379/15", "gw1", "redis://127.0.0.1:6379/14"),
        ("redis://127.0.0.1:6379", "gw1", "redis://127.0.0.1:6379/1"),
        ("redis://127.0.0.1:6379/3", "", "redis://127.0.0.1:6379/3"),
    ],
)
def test_each_xdist_worker_gets_a_redis_database_the_server_has(
    url: str, worker: str, expected: str
) -> None:
    from tests.conftest import redis_url_for_worker

    assert redis_url_for_worker(url, worker) == expected
