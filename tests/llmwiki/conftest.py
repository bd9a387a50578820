from __future__ import annotations

import os
from pathlib import Path

import pytest
from django.conf import LazySettings

from llmwiki.wiki import WikiRoot, memory_write, root_for, wiki_ingest_source

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
