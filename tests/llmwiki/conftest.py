from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.conf import LazySettings

from llmwiki.wiki import WikiRoot, memory_write, root_for, wiki_ingest_source
from tests.processes import AsgiServer, database_url
from tests.processes import asgi_server as asgi_server_process

SARAH = "# Sarah Chen\n\nSarah Chen is VP of Operations at Acme.\n"
ACME = "# Acme\n\nAcme signed the pilot contract on 30 November.\nThe pilot starts 1 December.\n"
EXTRA = "An uncited note about the weather.\n"


@pytest.fixture
def goat_home(tmp_path: Path, settings: LazySettings) -> Path:
    home = tmp_path / "goat-home"
    settings.GOAT_HOME = home
    return home


@pytest.fixture
def root(goat_home: Path) -> WikiRoot:
    return root_for(None)


def raw_snapshot(root: WikiRoot) -> dict[str, tuple[bytes, int, int, int]]:
    """Every raw file: bytes, mode, inode and mtime (an op that rewrites one changes these)."""
    snapshot = {}
    for entry in sorted(os.listdir(root.raw)):
        status = os.lstat(root.raw / entry)
        snapshot[entry] = (
            (root.raw / entry).read_bytes(),
            status.st_mode,
            status.st_ino,
            status.st_mtime_ns,
        )
    return snapshot


def build_clean_wiki(root: WikiRoot) -> dict[str, str]:
    """A small wiki lint must find nothing wrong with; returns the source ids by name."""
    acme = wiki_ingest_source(root=root, data=ACME, title="Acme notes")["id"]
    sarah = wiki_ingest_source(root=root, data=SARAH)["id"]
    extra = wiki_ingest_source(root=root, data=EXTRA, maintain=False)["id"]
    memory_write(
        root=root,
        name="acme",
        text=(
            "---\ntitle: Acme\ntype: entity\nsummary: Customer running the pilot.\ntags: [acme]\n"
            f"---\n# Acme\n\n- Signed the pilot contract on 30 November. [^{acme}]\n"
            "- `[[not-a-link]]` in code is text.\n"
        ),
    )
    memory_write(
        root=root,
        name="people/sarah-chen",
        text=(
            "---\ntitle: Sarah Chen\ntype: entity\nsummary: VP of Operations.\n"
            "tags: [people, acme]\n---\n"
            f"# Sarah Chen\n\nVP of Operations at [[acme|Acme]]. [^{sarah}]\n"
        ),
    )
    memory_write(
        root=root,
        name="acme",
        text=(
            "---\ntitle: Acme\ntype: entity\nsummary: Customer running the pilot.\ntags: [acme]\n"
            f"---\n# Acme\n\n- Signed the pilot contract on 30 November. [^{acme}]\n"
            "- Operations: [[people/sarah-chen]].\n\n## Contradictions\n\n"
            f"- Pilot start: 1 December [^{acme}] vs 15 December [^{sarah}]\n"
        ),
    )
    memory_write(
        root=root,
        name="overview",
        text="---\ntitle: Overview\ntype: overview\n---\nSee [[acme]].\n",
    )
    return {"acme": acme, "sarah": sarah, "extra": extra}


@pytest.fixture(scope="module")
def wiki_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """GOAT_HOME shared by this module's tests and its uvicorn server (`wiki_server`)."""
    return tmp_path_factory.mktemp("wiki-api") / "goat-home"


@pytest.fixture(scope="module")
def wiki_server(
    wiki_home: Path, django_db_setup: None, django_db_blocker: Any, tmp_path_factory: Any
) -> Iterator[AsgiServer]:
    """The app under uvicorn (Django and MCP, as scripts/run serves them) with GOAT_HOME at
    `wiki_home`, on the test database."""
    log_path = tmp_path_factory.mktemp("wiki-asgi") / "uvicorn.log"
    with django_db_blocker.unblock():
        database = database_url()
    env = {**os.environ, "GOAT_HOME": str(wiki_home)}
    with asgi_server_process(log_path=log_path, env=env, database=database) as server:
        yield server


@pytest.fixture
def served_home(wiki_home: Path, settings: LazySettings) -> Iterator[Path]:
    """`wiki_home` emptied for this test, and this process's GOAT_HOME too."""
    settings.GOAT_HOME = wiki_home
    if wiki_home.exists():
        shutil.rmtree(wiki_home)
    yield wiki_home
