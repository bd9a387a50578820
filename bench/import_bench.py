"""Bulk import benchmark: the same generated brain imported per document and in batches.

Run: DEBUG=false .venv/bin/python -m bench.import_bench [--size 10000] [--batch-size 500]
[--profile FILE]
It uses the configured database: a throwaway workspace `bench-import-<pid>` with two brains,
deleted at the end. The brain is imported with `--batch-size 1` (a transaction, a lock and a
change notification per document: the write path called once per file) and with the batch
size given (one transaction per batch), alternately, and each rate is printed in documents/s
with the ratio. With `--profile FILE` the batched import runs once more under cProfile into a
fresh brain and its stats are written to FILE (the top entries printed).
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import shutil
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "goat.settings")
os.environ.setdefault("DEBUG", "false")

import django  # noqa: E402

django.setup()

from bench.generate import generate  # noqa: E402
from brain.importer import BATCH_SIZE, brain_import  # noqa: E402
from brain.models import Brain  # noqa: E402
from brain.services import Actor, brain_create  # noqa: E402
from goat.models import Workspace  # noqa: E402
from goat.services import workspace_create  # noqa: E402


def _import(brain: Brain, source: Path, batch_size: int) -> float:
    actor = Actor(type="import", label="bench")
    started = time.perf_counter()
    report = brain_import(brain=brain, directory=source, actor=actor, batch_size=batch_size)
    elapsed = time.perf_counter() - started
    assert not report.refused, report.refused[:3]
    assert report.created == report.files, report.summary
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--size", type=int, default=10000)
    parser.add_argument("--batch-size", type=int, default=BATCH_SIZE)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--profile", type=Path)
    parser.add_argument(
        "--batched-only", action="store_true", help="skip the per-document import (large sizes)"
    )
    args = parser.parse_args()
    workspace = workspace_create(name="Bench", slug=f"bench-import-{os.getpid()}")
    work = Path(tempfile.mkdtemp(prefix="goat-import-bench-"))
    try:
        source = work / "source"
        generate(source, args.size)
        print(f"generated {args.size} documents", file=sys.stderr)
        ways = {
            "per document (--batch-size 1)": 1,
            f"batched (--batch-size {args.batch_size})": args.batch_size,
        }
        if args.batched_only:
            del ways["per document (--batch-size 1)"]
        rates: dict[str, list[float]] = {name: [] for name in ways}
        for round_number in range(args.rounds):
            for name, size in ways.items():
                slug = f"b{round_number}-{size}"
                brain = brain_create(workspace=workspace, name=slug, slug=slug)
                seconds = _import(brain, source, size)
                rate = args.size / seconds
                rates[name].append(rate)
                print(f"{name}: {args.size} documents in {seconds:.2f} s: {rate:,.0f} documents/s")
        best = [max(values) for values in rates.values()]
        if len(best) == 2:
            per_doc, batched = best
            print(
                f"best of {args.rounds}: per document {per_doc:,.0f}/s, "
                f"batched {batched:,.0f}/s, ratio {batched / per_doc:.1f}x"
            )
        if args.profile:
            brain = brain_create(workspace=workspace, name="profile", slug="profile")
            profiler = cProfile.Profile()
            profiler.enable()
            _import(brain, source, args.batch_size)
            profiler.disable()
            profiler.dump_stats(args.profile)
            pstats.Stats(str(args.profile)).sort_stats("cumulative").print_stats(40)
    finally:
        shutil.rmtree(work, ignore_errors=True)
        Brain.objects.filter(workspace=workspace).delete()
        Workspace.objects.filter(pk=workspace.pk).delete()


if __name__ == "__main__":
    main()
