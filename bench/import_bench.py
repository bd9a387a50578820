"""Bulk import benchmark: the same generated brain imported per document and in batches.

Run: DEBUG=false .venv/bin/python -m bench.import_bench [--size 10000] [--batch-size 500]
[--profile FILE]
It uses the configured database: a throwaway workspace `bench-import-<pid>` with two brains,
deleted at the end. The brain is imported with `--batch-size 1` (a transaction, a lock and a
change notification per document: the write path called once per file) and with the batch
size given (one transaction per batch), alternately, and each rate is printed in documents/s
with the ratio. With `--profile FILE` the batched import runs once more under cProfile into a
fresh brain and its stats are written to FILE (the top entries printed).

`--reader inline|process|both` chooses where the files are read (`brain_import`'s `reader`;
default: as `brain_import` chooses); `both` imports the batched way once each way per round,
alternately, and prints the ratio process / in line. Each import also prints the CPU seconds
of this process, of the reading process (when there is one) and of the PostgreSQL backend
(from /proc, when the server runs on this machine), which move less with the load than the
wall time.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import resource
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.django_env import setup_django

setup_django()

from django.db import connection  # noqa: E402

from bench.generate import generate  # noqa: E402
from brain.importer import BATCH_SIZE, brain_import  # noqa: E402
from brain.models import Brain  # noqa: E402
from brain.services import Actor, brain_create  # noqa: E402
from goat.models import Workspace  # noqa: E402
from goat.services import workspace_create  # noqa: E402


def _backend_cpu() -> float | None:
    """CPU seconds of this connection's PostgreSQL backend, when it runs on this machine."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        (pid,) = cursor.fetchone()
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _import(brain: Brain, source: Path, batch_size: int, reader: Any = "auto") -> float:
    actor = Actor(type="import", label="bench")
    server, children, cpu = _backend_cpu(), _children_cpu(), time.process_time()
    started = time.perf_counter()
    report = brain_import(
        brain=brain, directory=source, actor=actor, batch_size=batch_size, reader=reader
    )
    elapsed = time.perf_counter() - started
    cpu, children = time.process_time() - cpu, _children_cpu() - children
    after = _backend_cpu()
    server_text = f"{after - server:.2f} s" if server is not None and after is not None else "?"
    print(
        f"  CPU: this process {cpu:.2f} s, reader {children:.2f} s, server {server_text}",
        file=sys.stderr,
    )
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
    parser.add_argument(
        "--reader",
        choices=["auto", "inline", "process", "both"],
        default="auto",
        help="where the files are read; both: the batched import each way, alternately",
    )
    args = parser.parse_args()
    workspace = workspace_create(name="Bench", slug=f"bench-import-{os.getpid()}")
    work = Path(tempfile.mkdtemp(prefix="goat-import-bench-"))
    try:
        source = work / "source"
        generate(source, args.size)
        print(f"generated {args.size} documents", file=sys.stderr)
        batched = f"batched (--batch-size {args.batch_size})"
        ways: dict[str, tuple[int, str]] = {"per document (--batch-size 1)": (1, args.reader)}
        if args.reader == "both":
            ways = {
                f"{batched}, read in line": (args.batch_size, "inline"),
                f"{batched}, read in a process": (args.batch_size, "process"),
            }
        else:
            ways[batched] = (args.batch_size, args.reader)
            if args.batched_only:
                del ways["per document (--batch-size 1)"]
        rates: dict[str, list[float]] = {name: [] for name in ways}
        for round_number in range(args.rounds):
            order = list(ways.items())
            if round_number % 2:  # alternate which goes first
                order.reverse()
            for number, (name, (size, reader)) in enumerate(order):
                slug = f"b{round_number}-{number}-{size}"
                brain = brain_create(workspace=workspace, name=slug, slug=slug)
                seconds = _import(brain, source, size, reader)
                rate = args.size / seconds
                rates[name].append(rate)
                print(f"{name}: {args.size} documents in {seconds:.2f} s: {rate:,.0f} documents/s")
        best = [max(values) for values in rates.values()]
        if args.reader == "both":
            inline, process = best
            print(
                f"best of {args.rounds}: read in line {inline:,.0f}/s, "
                f"in a process {process:,.0f}/s, ratio {process / inline:.2f}x"
            )
        elif len(best) == 2:
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
