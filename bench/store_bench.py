"""Store benchmark: import, single writes, materialize and sync against real PostgreSQL.

Run: DEBUG=false .venv/bin/python -m bench.store_bench [--size 10000]
It uses the configured database (the embedded one by default): it creates a throwaway
workspace `bench-<pid>` and deletes it at the end. Figures are measured in one run; the sync
ratio compares against a sync that re-reads and re-hashes every file (same run, same data).
Targets from issue 3: import >= 300 documents/s, single write p50 <= 20 ms, materialize 10k
<= 5 s, sync of 10 changed files in 10k <= 300 ms.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from bench.django_env import setup_django

setup_django()

from bench.generate import generate  # noqa: E402
from brain.importer import brain_import  # noqa: E402
from brain.models import BrainDocument  # noqa: E402
from brain.rows import document_from_row  # noqa: E402
from brain.services import Actor, brain_create, document_write  # noqa: E402
from brain.sync import Snapshot, SnapshotEntry, brain_materialize, brain_sync  # noqa: E402
from brain.toolkit.timeline import replace_compiled_truth  # noqa: E402
from goat.models import Workspace  # noqa: E402
from goat.services import workspace_create  # noqa: E402

WRITES = 100
SYNC_RUNS = 5


def _touch_files(root: Path, snapshot: Snapshot, count: int, round_number: int) -> None:
    """Change the compiled truth of `count` page files (valid edits, like an agent's)."""
    paths = [p for p in sorted(snapshot.entries) if not p.startswith("evidence/")][:count]
    for relpath in paths:
        path = root / relpath
        text = path.read_text(encoding="utf-8")
        head, sep, rest = text.partition("\n---\n")
        path.write_text(f"{head}{sep}Edited in round {round_number}.\n\n{rest}", encoding="utf-8")


def _rehash_everything(snapshot: Snapshot) -> Snapshot:
    """A snapshot whose stat signatures never match: every file is read and hashed."""
    entries = {
        path: SnapshotEntry(e.brain_id, e.content_hash, (0, 0, 0, 0))
        for path, e in snapshot.entries.items()
    }
    return replace(snapshot, entries=entries)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--size", type=int, default=10000)
    args = parser.parse_args()
    actor = Actor(type="import", label="bench")
    workspace = workspace_create(name="Bench", slug=f"bench-{os.getpid()}")
    brain = brain_create(workspace=workspace, name="Bench", slug="bench")
    work = Path(tempfile.mkdtemp(prefix="goat-store-bench-"))
    try:
        source = work / "source"
        generate(source, args.size)
        print(f"generated {args.size} documents", file=sys.stderr)

        started = time.perf_counter()
        report = brain_import(brain=brain, directory=source, actor=actor)
        import_s = time.perf_counter() - started
        assert not report.refused, report.refused[:3]

        rows = list(BrainDocument.objects.filter(brain_ref=brain, kind="page")[:WRITES])
        latencies = []
        for row in rows:
            document = document_from_row(row)
            truth = document.compiled_truth.rstrip() + "\n\nOne more line."
            edited = document.with_body(replace_compiled_truth(document.body, truth))
            started = time.perf_counter()
            document_write(
                brain=brain, document=edited, expected_hash=row.content_hash, actor=Actor("user")
            )
            latencies.append((time.perf_counter() - started) * 1000)

        started = time.perf_counter()
        snapshot = brain_materialize(brain=brain, directory=work / "materialized")
        materialize_s = time.perf_counter() - started
        root = work / "materialized"

        sync_ms, full_ms = [], []
        for round_number in range(SYNC_RUNS):
            _touch_files(root, snapshot, 10, round_number)
            started = time.perf_counter()
            result = brain_sync(
                brain=brain, directory=root, snapshot=snapshot, actor=Actor("agent")
            )
            sync_ms.append((time.perf_counter() - started) * 1000)
            assert result.applied and len(result.updated) == 10, result.as_dict()
            assert result.snapshot is not None
            snapshot = result.snapshot

            _touch_files(root, snapshot, 10, round_number + 100)
            started = time.perf_counter()
            result = brain_sync(
                brain=brain,
                directory=root,
                snapshot=_rehash_everything(snapshot),
                actor=Actor("agent"),
            )
            full_ms.append((time.perf_counter() - started) * 1000)
            assert result.applied and len(result.updated) == 10, result.as_dict()
            assert result.snapshot is not None
            snapshot = result.snapshot
    finally:
        shutil.rmtree(work, ignore_errors=True)
        brain.delete()
        Workspace.objects.filter(pk=workspace.pk).delete()

    sync_p50 = statistics.median(sync_ms)
    full_p50 = statistics.median(full_ms)
    print(f"documents                     {args.size}")
    print(
        f"import                        {args.size / import_s:8.0f} documents/s "
        f"({import_s:.2f} s; target >= 300/s)"
    )
    print(
        f"single write p50 / p95        {statistics.median(latencies):8.1f} / "
        f"{sorted(latencies)[int(0.95 * len(latencies))]:.1f} ms (target p50 <= 20 ms)"
    )
    print(f"materialize                   {materialize_s:8.2f} s (target <= 5 s at 10k)")
    print(f"sync 10 changed files p50     {sync_p50:8.1f} ms (target <= 300 ms at 10k)")
    print(f"sync re-reading every file    {full_p50:8.1f} ms")
    print(f"ratio (re-read / stat-only)   {full_p50 / sync_p50:8.1f}x")


if __name__ == "__main__":
    main()
