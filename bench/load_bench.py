"""A new server process loading a brain's stored lexical index, then answering its first query.

Run: .venv/bin/python -m bench.load_bench [--sizes 10000 100000] [--runs 5]

Prints, measured in one run on synthetic brains (bench/ranker_bench.py's documents), for each
size: the stored index's size and the median wall time a fresh process takes (interpreter and
Django started first, untimed) to

- baseline: the JSON snapshot the server stored before (`LexicalIndex.to_dict` in a text
  column): fetch it, `json.loads`, `LexicalIndex.from_dict`;
- now: the segment (`LexicalIndex.to_segment` in a bytea column, `brain.search`): fetch it in
  binary form, `LexicalIndex.from_segment`; and from a file the process reads (a host copy);

each followed by the first query (whose time is printed apart), and the ratio baseline / now;
the load's CPU time (this process's, `process_time`: the database server's work is not in it)
is printed beside its wall time, which moves with the machine's load.
numpy is imported before the clock starts (its import, printed apart, is paid by the first
query whichever way the index was stored; a server may import it at start).
Both rows live in a scratch table of the configured database (dropped at the end), fetched with
`goat.db.fetch_prepared` as the server does. Scores of both loads are checked equal.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TABLE = "bench_load_indexes"
QUERY = ["ka", "ri", "mel"]


def child_main(mode: str, source: str) -> None:
    """In a fresh process: Django up (untimed), then load the index and answer one query."""
    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "goat.settings")
    django.setup()
    from goat.db import fetch_prepared

    fetch_prepared("SELECT 1", [])  # connected, untimed
    from brain.toolkit.ranker import LexicalIndex  # imported by django.setup already

    before_numpy = time.perf_counter()
    import numpy  # noqa: F401  (the first query's; timed apart: a server may import it at start)

    started, started_cpu = time.perf_counter(), time.process_time()

    if mode == "json":
        rows = fetch_prepared(f"SELECT data FROM {TABLE} WHERE name = %s", [source])
        index = LexicalIndex.from_dict(json.loads(rows[0][0]))
    elif mode == "segment":
        rows = fetch_prepared(f"SELECT segment FROM {TABLE} WHERE name = %s", [source], binary=True)
        index = LexicalIndex.from_segment(bytes(rows[0][0]))
    else:
        import mmap

        with open(source, "rb") as file:
            mapped = mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ)
        index = LexicalIndex.from_segment(mapped)
    loaded, loaded_cpu = time.perf_counter(), time.process_time()
    scores = index.scores(QUERY)
    done = time.perf_counter()
    total = round(sum(scores.values()), 9)
    report = {
        "numpy": started - before_numpy,
        "load": loaded - started,
        "load_cpu": loaded_cpu - started_cpu,
        "query": done - loaded,
    }
    print(json.dumps({**report, "check": total}))


def run_child(mode: str, source: str) -> dict[str, float]:
    out = subprocess.run(
        [sys.executable, "-m", "bench.load_bench", "--child", mode, source],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    found: dict[str, float] = json.loads(out.strip().splitlines()[-1])
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", type=int, nargs="+", default=[10000, 100000])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--child", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child_main(*args.child)
        return
    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "goat.settings")
    django.setup()
    from django.db import connection

    from bench.ranker_bench import synthetic_brain
    from brain.toolkit.ranker import LexicalIndex

    with connection.cursor() as cursor:
        cursor.execute(
            f"CREATE TABLE IF NOT EXISTS {TABLE} (name text PRIMARY KEY, data text, segment bytea)"
        )
        # As brain_search_indexes keeps it (migration 0010): stored as it is, not compressed.
        cursor.execute(f"ALTER TABLE {TABLE} ALTER COLUMN segment SET STORAGE EXTERNAL")
    rows = []
    try:
        with tempfile.TemporaryDirectory(prefix="goat-load-bench-") as tmp:
            for size in args.sizes:
                documents, _, _ = synthetic_brain(size)
                started = time.perf_counter()
                index = LexicalIndex(documents)
                build_s = time.perf_counter() - started
                del documents
                text = json.dumps(index.to_dict())
                segment = index.to_segment()
                del index
                host = Path(tmp) / f"{size}.bin"
                host.write_bytes(segment)
                name = str(size)
                with connection.cursor() as cursor:
                    cursor.execute(f"DELETE FROM {TABLE} WHERE name = %s", [name])
                    cursor.execute(
                        f"INSERT INTO {TABLE} VALUES (%s, %s, %s)", [name, text, segment]
                    )
                runs: dict[str, list[dict[str, float]]] = {"json": [], "segment": [], "file": []}
                for _ in range(args.runs):  # interleaved: load on the machine hits all three
                    for mode in runs:
                        runs[mode].append(run_child(mode, str(host) if mode == "file" else name))
                checks = {run["check"] for found in runs.values() for run in found}
                assert len(checks) == 1, f"the loads score differently: {checks}"
                load = {m: statistics.median(r["load"] for r in found) for m, found in runs.items()}
                cpu = {
                    m: statistics.median(r["load_cpu"] for r in found) for m, found in runs.items()
                }
                first = {
                    m: statistics.median(r["query"] for r in found) for m, found in runs.items()
                }
                numpy_s = statistics.median(r["numpy"] for found in runs.values() for r in found)
                rows.append((size, build_s, len(text), len(segment), load, cpu, first, numpy_s))
    finally:
        with connection.cursor() as cursor:
            cursor.execute(f"DROP TABLE IF EXISTS {TABLE}")
    for size, build_s, json_bytes, segment_bytes, load, cpu, first, numpy_s in rows:
        print(f"{size} documents (index built in {build_s:.1f} s)")
        print(f"  numpy's import, apart: {numpy_s * 1000:.0f} ms")
        print(f"  stored: JSON {json_bytes / 1e6:.1f} MB, segment {segment_bytes / 1e6:.1f} MB")
        for mode, label in (
            ("json", "baseline: JSON text column"),
            ("segment", "segment from PostgreSQL"),
            ("file", "segment from a host file (mmap)"),
        ):
            ratio = load["json"] / load[mode]
            print(
                f"  {label:<34} load {load[mode] * 1000:7.0f} ms (CPU {cpu[mode] * 1000:6.0f})"
                f"  first query "
                f"{first[mode] * 1000:6.1f} ms  baseline/this {ratio:5.1f}x"
            )
    print(f"\nmedians of {args.runs} fresh processes each; scores of every load checked equal")


if __name__ == "__main__":
    main()
