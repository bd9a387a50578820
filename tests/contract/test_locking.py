"""A command reads under the brain's lock: a move never misses a link written meanwhile.

A writer takes the lock and, a moment later, writes a link to the document being renamed; the
rename, started in between, must wait for the writer and then retarget its link too. (Reading
the referrers before taking the lock, the rename would miss it and leave a broken link.)
"""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest
from django.db import connection

from brain.store import store_for_user
from brain.toolkit.commands import REGISTRY, run
from brain.toolkit.directory import DirectoryStore
from brain.toolkit.root import init_root
from brain.toolkit.store import Change, Store
from tests.store.factories import make_brain, make_user, make_workspace, page


def late_link_while_a_rename_waits(make_store: type[Store] | object) -> dict[str, object]:
    writer_store, mover_store = make_store(), make_store()  # type: ignore[operator]
    holding = threading.Event()
    errors: list[BaseException] = []

    def writer() -> None:
        try:
            with writer_store.locked():
                holding.set()
                time.sleep(0.5)
                run(
                    REGISTRY["rewrite"],
                    writer_store,
                    {"ref": "late", "compiled_truth": "See [[page:target]]."},
                )
        except BaseException as error:  # reported by the test
            errors.append(error)
        finally:
            connection.close()

    thread = threading.Thread(target=writer)
    thread.start()
    assert holding.wait(10)
    result = run(REGISTRY["move"], mover_store, {"ref": "target", "new_id": "renamed"})
    thread.join(30)
    assert errors == []
    return result


def seed(store: Store) -> None:
    store.apply(
        [
            Change.create(page("target", title="Target")),
            Change.create(page("late", title="Late", folder="inbox", body="No link yet.\n")),
        ]
    )


def test_directory_move_waits_for_the_writer(tmp_path: Path) -> None:
    init_root(tmp_path)
    seed(DirectoryStore(tmp_path))
    result = late_link_while_a_rename_waits(lambda: DirectoryStore(tmp_path))
    assert result["retargeted"] == ["late"]
    assert "[[page:renamed]]" in (tmp_path / "inbox" / "late.md").read_text()


@pytest.mark.django_db(transaction=True)
def test_database_move_waits_for_the_writer() -> None:
    owner = make_user("owner")
    brain = make_brain(make_workspace("acme", admin=owner), "team")

    def open_store() -> Store:
        return store_for_user(user=owner, brain=brain, permission="change")

    seed(open_store())
    result = late_link_while_a_rename_waits(open_store)
    assert result["retargeted"] == ["late"]
    late = open_store().get("late")
    assert late is not None and "[[page:renamed]]" in late.document.body
