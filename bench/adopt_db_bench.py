"""`manage.py brain_import BRAIN VAULT --adopt` on adopt_bench's generated vault, against the
configured database (a throwaway workspace and brain, deleted at the end): the first run and
an unchanged re-run, wall time, notes/s and the documents and versions each wrote.

    DEBUG=false .venv/bin/python -m bench.adopt_db_bench [--notes 10000] [--seed 7]
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

from bench.django_env import setup_django

setup_django()

from bench.adopt_bench import generate  # noqa: E402
from brain.adopt import adopt_into_brain  # noqa: E402
from brain.models import Brain, BrainDocumentVersion  # noqa: E402
from brain.services import brain_create  # noqa: E402
from goat.models import Workspace  # noqa: E402
from goat.services import workspace_create  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--notes", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    workspace = workspace_create(name="Bench", slug=f"bench-adopt-{os.getpid()}")
    try:
        brain = brain_create(workspace=workspace, name="Adopt", slug="adopt")
        with tempfile.TemporaryDirectory(prefix="adopt-db-bench-") as scratch:
            vault = Path(scratch) / "vault"
            generate(vault, args.notes, args.seed)
            print(f"generated {args.notes} notes")
            for name in ("first run", "unchanged re-run"):
                before = BrainDocumentVersion.objects.filter(brain_ref=brain).count()
                started = time.perf_counter()
                report = adopt_into_brain(brain=brain, vault=vault)
                wall = time.perf_counter() - started
                written = BrainDocumentVersion.objects.filter(brain_ref=brain).count() - before
                notes = report["notes"]
                print(
                    f"{name}: {wall:.2f} s, {notes['found'] / wall:,.0f} notes/s; "
                    f"{notes['adopted']} adopted, {notes['updated']} updated, "
                    f"{notes['unchanged']} unchanged; {written} versions written"
                )
    finally:
        Brain.objects.filter(workspace=workspace).delete()
        Workspace.objects.filter(pk=workspace.pk).delete()


if __name__ == "__main__":
    main()
