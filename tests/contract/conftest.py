"""One contract, two stores: every test in this folder runs against a directory and a brain.

`store` is a `DirectoryStore` on a fresh brain root, or a `DatabaseStore` on a fresh brain
(through `store_for_user`, as requests get theirs). `keep_file` keeps an attachment in either.
`files_or_rows` reads back what the store
holds (path -> content hash), so a test can assert a refused change left everything as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from brain.models import BrainDocument
from brain.services.files import file_store
from brain.store import store_for_user
from brain.toolkit.directory import DirectoryStore
from brain.toolkit.document import Document
from brain.toolkit.root import init_root
from brain.toolkit.store import Change, Store
from tests.store.factories import make_brain, make_user, make_workspace

Snapshot = Callable[[], dict[str, str]]


@pytest.fixture(params=["directory", pytest.param("database", marks=pytest.mark.django_db)])
def store_kind(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def store(store_kind: str, tmp_path: Path) -> Store:
    if store_kind == "directory":
        root = tmp_path / "brain"
        init_root(root)
        return DirectoryStore(root)
    owner = make_user("owner")
    brain = make_brain(make_workspace("acme", admin=owner), "team")
    return store_for_user(user=owner, brain=brain, permission="change")


@pytest.fixture
def contents(store: Store) -> Snapshot:
    """path -> content hash of every document the store holds."""

    def read() -> dict[str, str]:
        if isinstance(store, DirectoryStore):
            return {s.path: s.hash for s in store.documents()}
        rows = BrainDocument.objects.filter(brain_ref=store.brain)  # type: ignore[attr-defined]
        return {row.path: row.content_hash for row in rows}

    return read


def keep_file(store: Store, path: str, data: bytes) -> None:
    """Keep a file (an attachment under `files/`) in the store: a plain file under the root,
    or a row of the brain's stored files."""
    if isinstance(store, DirectoryStore):
        target = store.root / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        return
    file_store(brain=store.brain, path=path, data=data)  # type: ignore[attr-defined]


def seed(store: Store, *documents: Document) -> dict[str, str]:
    return store.apply([Change.create(d) for d in documents])


def plain(result: Any) -> Any:
    """A command result without the parts that depend on when it ran (timestamps, hashes)."""
    if isinstance(result, dict):
        return {
            k: plain(v)
            for k, v in result.items()
            if k not in ("created", "updated", "hash", "hashes") or not isinstance(v, (str, dict))
        }
    if isinstance(result, list):
        return [plain(v) for v in result]
    return result
