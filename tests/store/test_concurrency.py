"""Real threads against real PostgreSQL: the advisory lock plus content hashes lose nothing."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest
from django.db import connection, transaction

from brain.models import BrainDocument, BrainDocumentVersion, DefaultBrain
from brain.services import brain_lock
from brain.services.documents import BRAIN_LOCK_NAMESPACE
from brain.services.grants import default_brain_for
from brain.toolkit.errors import StaleWrite
from tests.store.factories import make_brain, make_user, make_workspace, page, write

WRITERS = 16
ROUNDS = 5


def run_threads(count: int, target: Callable[[int], Any]) -> list[Any]:
    """Run target(i) in `count` threads released together; each closes its DB connection."""
    barrier = threading.Barrier(count)
    results: list[Any] = [None] * count

    def run(index: int) -> None:
        try:
            barrier.wait(timeout=30)
            results[index] = target(index)
        except Exception as error:  # noqa: BLE001 - the test inspects what each thread got
            results[index] = error
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert not any(thread.is_alive() for thread in threads)
    return results


@pytest.mark.django_db(transaction=True)
def test_sixteen_writers_one_winner_per_round_and_no_lost_update() -> None:
    # given a document every writer read at the same hash
    workspace = make_workspace("acme", admin=make_user("owner"))
    brain = make_brain(workspace)
    row = write(brain, page())
    accepted = [row.content_hash]

    for round_number in range(ROUNDS):
        start_hash = accepted[-1]

        def writer(index: int, start_hash: str = start_hash, round_number: int = round_number):
            title = f"Sarah Chen r{round_number} w{index}"
            return write(brain, page(title=title), expected_hash=start_hash, actor_type="agent")

        # when 16 threads write the same document from the same hash
        results = run_threads(WRITERS, writer)

        # then exactly one wins and every other one is told the winner's hash
        winners = [r for r in results if isinstance(r, BrainDocument)]
        stale = [r for r in results if isinstance(r, StaleWrite)]
        assert len(winners) == 1, results
        assert len(stale) == WRITERS - 1, results
        winner = winners[0]
        assert {error.current_hash for error in stale} == {winner.content_hash}
        stored = BrainDocument.objects.get(brain_ref=brain, brain_id="sarah-chen")
        assert (stored.content_hash, stored.title) == (winner.content_hash, winner.title)
        accepted.append(winner.content_hash)

    # every accepted write has exactly one version row, in order; nothing else was recorded
    history = list(
        BrainDocumentVersion.objects.filter(brain_ref=brain)
        .order_by("id")
        .values_list("content_hash", flat=True)
    )
    assert history == accepted
    assert len(history) == ROUNDS + 1


@pytest.mark.django_db(transaction=True)
def test_concurrent_creates_of_one_id_make_one_document() -> None:
    workspace = make_workspace("acme", admin=make_user("owner"))
    brain = make_brain(workspace)

    results = run_threads(
        WRITERS, lambda index: write(brain, page(title=f"Sarah {index}"), actor_type="import")
    )

    created = [r for r in results if isinstance(r, BrainDocument)]
    assert len(created) == 1, results
    assert all(r.__class__.__name__ == "DocumentExists" for r in results if r not in created)
    assert BrainDocument.objects.filter(brain_ref=brain).count() == 1
    assert BrainDocumentVersion.objects.filter(brain_ref=brain).count() == 1


@pytest.mark.django_db(transaction=True)
def test_concurrent_first_use_makes_one_default_brain() -> None:
    user = make_user("newbie")
    make_workspace("acme", members=(user,))

    results = run_threads(8, lambda index: default_brain_for(user).pk)

    assert all(isinstance(r, int) for r in results), results
    assert len(set(results)) == 1
    assert DefaultBrain.objects.get(user=user).brain_id == results[0]


@pytest.mark.django_db(transaction=True)
def test_a_writer_waits_for_the_brain_lock() -> None:
    # given another transaction holds the brain's advisory lock
    workspace = make_workspace("acme", admin=make_user("owner"))
    brain = make_brain(workspace)
    locked = threading.Event()
    release = threading.Event()

    def holder() -> None:
        try:
            with transaction.atomic():
                brain_lock(brain)
                with connection.cursor() as cursor:
                    cursor.execute(
                        "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' "
                        "AND classid = %s AND objid = %s AND granted",
                        [BRAIN_LOCK_NAMESPACE, brain.pk],
                    )
                    assert cursor.fetchone() == (1,)
                locked.set()
                release.wait(timeout=30)
        finally:
            connection.close()

    thread = threading.Thread(target=holder)
    thread.start()
    assert locked.wait(timeout=30)

    # when a writer starts, it cannot finish while the lock is held
    results: list[BrainDocument] = []

    def write_one() -> None:
        try:
            results.append(write(brain, page()))
        finally:
            connection.close()

    writer = threading.Thread(target=write_one)
    writer.start()
    writer.join(timeout=0.5)
    assert writer.is_alive()
    assert not BrainDocument.objects.filter(brain_ref=brain).exists()

    # then it completes once the lock is released
    release.set()
    thread.join(timeout=30)
    writer.join(timeout=30)
    assert not writer.is_alive()
    assert [row.brain_id for row in results] == ["sarah-chen"]
