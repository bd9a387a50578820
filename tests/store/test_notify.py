"""The write path announces each committed change set (pg_notify), and takes a precondition.

Listeners (the lexical index, embeddings, live pages) hear of a change when it commits, with
the brain, the brain's change counter and the ids; never of a change that rolled back.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import psycopg
import pytest
from django.db import connection, transaction

from brain.models import Brain, BrainDocument
from brain.services import CHANGES_CHANNEL, Actor, changes_apply, document_delete
from brain.store import DatabaseStore
from brain.toolkit.commands.graph import cmd_move
from brain.toolkit.errors import PRECONDITION_FAILED, CommandError
from brain.toolkit.store import Change
from tests.store.factories import page, write

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def listener(db: None) -> Iterator[psycopg.Connection[Any]]:
    params = connection.get_connection_params()
    wanted = {k: params[k] for k in ("dbname", "user", "password", "host", "port") if k in params}
    with psycopg.connect(**wanted, autocommit=True) as listening:
        listening.execute(f"LISTEN {CHANGES_CHANNEL}")
        yield listening


def received(listening: psycopg.Connection[Any]) -> list[dict[str, Any]]:
    return [json.loads(n.payload) for n in listening.notifies(timeout=0.5, stop_after=None)]


def counter(brain: Brain) -> int:
    return Brain.objects.get(pk=brain.pk).change_counter


def test_a_committed_write_is_announced_with_the_counter_and_ids(
    brain: Brain, listener: psycopg.Connection[Any]
) -> None:
    # given
    before = counter(brain)
    # when two writes commit
    first = write(brain, page())
    write(brain, page().with_meta(title="Sarah C."), expected_hash=first.content_hash)
    # then each is announced once, in order, with the next counter value
    assert received(listener) == [
        {"brain": brain.pk, "counter": before + 1, "ids": ["sarah-chen"], "deleted": []},
        {"brain": brain.pk, "counter": before + 2, "ids": ["sarah-chen"], "deleted": []},
    ]
    assert counter(brain) == before + 2


def test_a_rename_announces_the_new_id_and_the_old_one_as_deleted(
    brain: Brain, listener: psycopg.Connection[Any]
) -> None:
    write(brain, page())
    received(listener)
    cmd_move(DatabaseStore(brain, actor=Actor("user")), "sarah-chen", new_id="sarah")
    (notice,) = received(listener)
    assert (notice["ids"], notice["deleted"]) == (["sarah"], ["sarah-chen"])


def test_a_write_that_rolls_back_is_never_announced(
    brain: Brain, listener: psycopg.Connection[Any]
) -> None:
    before = counter(brain)
    with pytest.raises(RuntimeError), transaction.atomic():
        write(brain, page())
        raise RuntimeError("the caller fails after the write")
    assert received(listener) == []
    assert counter(brain) == before
    assert not BrainDocument.objects.filter(brain_ref=brain).exists()


def test_an_unchanged_write_is_not_announced(
    brain: Brain, listener: psycopg.Connection[Any]
) -> None:
    row = write(brain, page())
    received(listener)
    write(brain, page(), expected_hash=row.content_hash)
    assert received(listener) == []


def test_a_failed_precondition_writes_and_announces_nothing(
    brain: Brain, listener: psycopg.Connection[Any]
) -> None:
    # given a document and a worker whose lease is gone
    row = write(brain, page())
    received(listener)
    before = counter(brain)

    def lease_held() -> None:
        raise CommandError(PRECONDITION_FAILED, "the job's lease was lost")

    # when it tries to write or delete under that precondition
    for attempt in (
        lambda: changes_apply(
            brain=brain,
            changes=[Change.create(page("other"))],
            actor=Actor("agent"),
            precondition=lease_held,
        ),
        lambda: document_delete(
            brain=brain,
            brain_id="sarah-chen",
            expected_hash=row.content_hash,
            actor=Actor("agent"),
            precondition=lease_held,
        ),
    ):
        with pytest.raises(CommandError) as refused:
            attempt()
        assert refused.value.code == PRECONDITION_FAILED
    # then nothing changed and nobody was told
    assert list(BrainDocument.objects.filter(brain_ref=brain).values_list("brain_id")) == [
        ("sarah-chen",)
    ]
    assert counter(brain) == before
    assert received(listener) == []


def test_the_precondition_runs_under_the_brain_lock(brain: Brain) -> None:
    seen: list[bool] = []

    def check() -> None:
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND granted "
                "AND pid = pg_backend_pid() AND objid = %s",
                [brain.pk],
            )
            seen.append(cursor.fetchone()[0] == 1)

    write(brain, page())  # a plain write needs no precondition
    changes_apply(
        brain=brain,
        changes=[Change.create(page("other"))],
        actor=Actor("agent"),
        precondition=check,
    )
    assert seen == [True]


def test_a_change_set_too_large_to_list_is_announced_without_ids(
    brain: Brain, listener: psycopg.Connection[Any]
) -> None:
    documents = [page(f"person-with-a-rather-long-identifier-{n:04d}") for n in range(200)]
    changes_apply(brain=brain, changes=[Change.create(d) for d in documents], actor=Actor("import"))
    (notice,) = received(listener)
    assert notice == {"brain": brain.pk, "counter": counter(brain), "ids": None, "deleted": None}


def test_an_editor_save_names_its_writer_and_editing_session(
    brain: Brain, listener: psycopg.Connection[Any]
) -> None:
    from brain.services.editing import document_save_text
    from tests.store.factories import make_user

    # given a document, and a user saving it in an editing session (as the UI's editor does)
    first = write(brain, page())
    received(listener)
    editor = make_user("editor")
    before = counter(brain)
    # when the save commits, and then an agent's write
    saved = document_save_text(
        brain=brain,
        brain_id="sarah-chen",
        text=first.content.replace("# Sarah Chen", "# Sarah Chen (CTO)"),
        expected_hash=first.content_hash,
        actor=Actor("user", editor, "editor", editing_session="session-1"),
    )
    write(brain, page().with_meta(title="Sarah C."), expected_hash=saved.document.content_hash)
    # then the save's announcement names them; the agent's names no one
    assert received(listener) == [
        {
            "brain": brain.pk,
            "counter": before + 1,
            "ids": ["sarah-chen"],
            "deleted": [],
            "by": editor.pk,
            "session": "session-1",
        },
        {"brain": brain.pk, "counter": before + 2, "ids": ["sarah-chen"], "deleted": []},
    ]
