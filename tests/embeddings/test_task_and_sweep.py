"""Embeddings are computed by a real Celery worker after a write commits, and the sweep
command fills whatever a lost message left behind."""

from __future__ import annotations

import json
import threading
import uuid
from io import StringIO
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command
from django.db import connection, transaction
from pytest_django.fixtures import Settings as SettingsWrapper

import goat.celery
from brain.embeddings.providers import configured_provider
from brain.embeddings.services import embeddings_refresh
from brain.management.commands.embeddings_sweep import MSG_NO_PROVIDER
from brain.models import Brain, BrainDocumentChunk, BrainEmbedding
from brain.schedule import EMBEDDINGS_REFRESH_TASK, BrainTask
from brain.services import Actor
from brain.store import DatabaseStore
from brain.toolkit.commands.registry import call
from goat.management.base import UserError
from tests.cast import Cast
from tests.embeddings_server import MODEL, EmbeddingsServer, wait_until
from tests.processes import celery_worker, own_broker


def create(brain: Brain, title: str, body: str) -> None:
    store = DatabaseStore(brain, actor=Actor(type="system"))
    call("create", store, {"type": "company", "title": title, "body": body})


def embeddings_task(callback: object) -> bool:
    return isinstance(callback, BrainTask) and callback.task == EMBEDDINGS_REFRESH_TASK


@pytest.mark.django_db(transaction=True)
def test_a_worker_embeds_a_brain_after_its_write_commits(
    cast: Cast,
    embeddings: EmbeddingsServer,
    tmp_path: Path,
    repo_root: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # given a worker on a broker of the test's own, configured with the loopback endpoint
    app, worker_env = own_broker(tmp_path / "var")
    monkeypatch.setattr(goat.celery, "app", app)
    worker_env.update(EMBEDDINGS_MODEL=MODEL, EMBEDDINGS_BASE_URL=embeddings.base_url)
    log = tmp_path / "worker.log"
    with celery_worker(
        env=worker_env, hostname=f"emb-{uuid.uuid4().hex[:8]}@%h", log_path=log, cwd=repo_root
    ):
        # when documents are written (each write commits and queues the brain's task)
        create(cast.team_brain, "Romar", "Romar builds electric automobiles.")
        create(cast.team_brain, "Helio", "Helio sells photovoltaic panels.")

        # then the worker embeds both bodies
        done = wait_until(
            lambda: BrainDocumentChunk.objects.filter(brain_ref=cast.team_brain).count() == 2,
            seconds=60,
        )
        assert done, log.read_text()
    assert BrainEmbedding.objects.filter(brain_ref=cast.team_brain).count() == 2
    assert sorted(set(embeddings.texts)) == [
        "Helio sells photovoltaic panels.",
        "Romar builds electric automobiles.",
    ]
    assert not BrainEmbedding.objects.filter(brain_ref=cast.other_brain).exists()


@pytest.mark.django_db
def test_writes_in_one_transaction_queue_one_message_per_brain(
    cast: Cast, embeddings: EmbeddingsServer, django_capture_on_commit_callbacks: Any
) -> None:
    with django_capture_on_commit_callbacks() as callbacks, transaction.atomic():
        create(cast.team_brain, "Romar", "Romar builds cars.")
        create(cast.team_brain, "Helio", "Helio sells panels.")
        create(cast.secret_brain, "Vault", "Secrets.")

    planned = [c.brain_id for c in callbacks if embeddings_task(c)]
    assert planned == [cast.team_brain.pk, cast.secret_brain.pk]


@pytest.mark.django_db
def test_without_a_provider_a_write_queues_nothing(
    cast: Cast, settings: SettingsWrapper, django_capture_on_commit_callbacks: Any
) -> None:
    settings.EMBEDDINGS_PROVIDER = ""
    settings.EMBEDDINGS_MODEL = ""
    with django_capture_on_commit_callbacks() as callbacks:
        create(cast.team_brain, "Romar", "Romar builds cars.")

    assert not [c for c in callbacks if embeddings_task(c)]


@pytest.mark.django_db
def test_the_sweep_fills_what_no_task_computed(
    cast: Cast,
    embeddings: EmbeddingsServer,
    settings: SettingsWrapper,
    capsys: pytest.CaptureFixture[str],
) -> None:
    # given documents written while no task ran (the test's transaction never commits)
    create(cast.team_brain, "Romar", "Romar builds electric automobiles.")
    create(cast.team_brain, "Helio", "Helio sells photovoltaic panels.")
    create(cast.other_brain, "Voiture", "Voiture designs cars.")
    assert not BrainEmbedding.objects.exists()

    # when the sweep runs for one brain
    out, err = StringIO(), StringIO()
    call_command("embeddings_sweep", str(cast.team_brain.pk), "--json", stdout=out, stderr=err)

    # then its rows are filled, the other brain's are not, and progress went to stderr
    assert json.loads(out.getvalue()) == {
        "model": f"openai:{MODEL}",
        "brains": [
            {
                "brain": cast.team_brain.pk,
                "model": f"openai:{MODEL}",
                "documents": 2,
                "chunks": 2,
                "embedded": 2,
                "removed": 0,
            }
        ],
    }
    assert f"brain {cast.team_brain.pk}: 2 documents, 2 chunks embedded" in capsys.readouterr().err
    assert BrainEmbedding.objects.filter(brain_ref=cast.team_brain).count() == 2
    assert not BrainEmbedding.objects.filter(brain_ref=cast.other_brain).exists()

    # and a sweep of every brain fills the rest, embedding nothing twice
    call_command("embeddings_sweep", "--json", stdout=(out := StringIO()))
    reports = {r["brain"]: r["embedded"] for r in json.loads(out.getvalue())["brains"]}
    assert reports[cast.team_brain.pk] == 0 and reports[cast.other_brain.pk] == 1
    assert len(embeddings.texts) == 3


@pytest.mark.django_db
def test_the_sweep_without_a_provider_says_so(cast: Cast, settings: SettingsWrapper) -> None:
    settings.EMBEDDINGS_PROVIDER = ""
    settings.EMBEDDINGS_MODEL = ""
    out = StringIO()

    with pytest.raises(UserError) as refused:
        call_command("embeddings_sweep", "--json", stdout=out, stderr=StringIO())

    assert refused.value.returncode == 2 and refused.value.message == MSG_NO_PROVIDER
    assert not BrainEmbedding.objects.exists()
    assert json.loads(out.getvalue())["error"]["code"] == "not_configured"


@pytest.mark.django_db(transaction=True)
def test_two_refreshes_at_once_send_each_chunk_once(
    cast: Cast, embeddings: EmbeddingsServer, settings: SettingsWrapper
) -> None:
    # given documents written with no provider (nothing queued), then the provider
    settings.EMBEDDINGS_MODEL = ""
    for n in range(40):
        create(cast.team_brain, f"Company {n}", f"Company {n} makes part {n} for cars.")
    settings.EMBEDDINGS_MODEL = MODEL
    provider = configured_provider()
    assert provider is not None
    barrier = threading.Barrier(2)
    reports: list[dict[str, int | str]] = []

    def run() -> None:
        try:
            barrier.wait(timeout=10)
            reports.append(embeddings_refresh(brain=cast.team_brain, provider=provider).as_dict())
        finally:
            connection.close()

    # when two workers refresh the brain at the same moment
    threads = [threading.Thread(target=run) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)

    # then one did the work, the other found nothing left, and no text was sent twice
    assert sorted(int(r["embedded"]) for r in reports) == [0, 40]
    assert len(embeddings.texts) == len(set(embeddings.texts)) == 40
    assert BrainEmbedding.objects.filter(brain_ref=cast.team_brain).count() == 40
    assert BrainDocumentChunk.objects.filter(brain_ref=cast.team_brain).count() == 40
