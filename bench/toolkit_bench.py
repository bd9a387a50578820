"""Toolkit benchmark: doctor, query and CLI figures on generated 1k and 10k brains.

Run: .venv/bin/python -m bench.toolkit_bench [--sizes 1000 10000]
Everything is measured in one run on this machine; ratios compare against a baseline
measured in the same run (rebuilding rank-bm25 from the files for each query, as the
original system did). Targets from the issue: doctor < 3 s and warm query p50 < 50 ms at 10k.
"""

from __future__ import annotations

import argparse
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from rank_bm25 import BM25Okapi

from bench.generate import generate
from brain.toolkit.directory import DirectoryStore
from brain.toolkit.doctor import diagnose_directory
from brain.toolkit.ranker import tokenize
from brain.toolkit.tree import load_tree

QUERIES = 100
BASELINE_QUERIES = 5


def _percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def _queries(root: Path, count: int) -> list[str]:
    rng = random.Random(3)
    titles = [d.title for d in load_tree(root).documents.values()]
    words = [w for t in titles for w in t.lower().split()]
    return [" ".join(rng.sample(words, k=rng.randint(1, 3))) for _ in range(count)]


def _baseline_query(root: Path, text: str) -> None:
    """The original system's way: read every file, build BM25 from scratch, score."""
    tree = load_tree(root)
    corpus = [tokenize(f"{d.title} {d.body}") for d in tree.documents.values()]
    BM25Okapi(corpus).get_scores(tokenize(text))


def _cli(root: Path, *args: str) -> float:
    started = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "brain.toolkit.cli", "--root", str(root), "--json", *args],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return time.perf_counter() - started


def bench(size: int, workdir: Path) -> dict[str, float]:
    root = workdir / f"brain-{size}"
    started = time.perf_counter()
    generate(root, size)
    generate_s = time.perf_counter() - started

    started = time.perf_counter()
    report = diagnose_directory(root)
    doctor_s = time.perf_counter() - started
    assert report.documents == size

    store = DirectoryStore(root)
    started = time.perf_counter()
    _ = store.catalog  # builds the index from the files (cold)
    index_s = time.perf_counter() - started
    queries = _queries(root, QUERIES)
    for text in queries[:5]:  # warm up
        store.search(text, limit=10, include_merged=False, include_archived=False)
    latencies = []
    for text in queries:
        started = time.perf_counter()
        store.search(text, limit=10, include_merged=False, include_archived=False)
        latencies.append((time.perf_counter() - started) * 1000)

    baseline = []
    for text in queries[:BASELINE_QUERIES]:
        started = time.perf_counter()
        _baseline_query(root, text)
        baseline.append((time.perf_counter() - started) * 1000)

    cli_cold = _cli(root, "query", queries[0])  # the cache exists (built above): stat only
    for cached in (root / ".goat-brain").iterdir():
        if cached.name != "brain.json":  # the brain's marker stays; the rest is cache
            cached.unlink()
    cli_build = _cli(root, "query", queries[0])
    cli_warm = min(_cli(root, "query", queries[0]) for _ in range(3))
    p50 = statistics.median(latencies)
    return {
        "size": size,
        "generate_s": generate_s,
        "doctor_s": doctor_s,
        "index_build_s": index_s,
        "query_p50_ms": p50,
        "query_p95_ms": _percentile(latencies, 0.95),
        "baseline_ms": statistics.median(baseline),
        "speedup": statistics.median(baseline) / p50,
        "cli_no_cache_s": cli_build,
        "cli_cached_s": min(cli_warm, cli_cold),
        "cli_peak_rss_mb": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024,
        "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000])
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory(prefix="goat-bench-") as tmp:
        for size in args.sizes:
            rows.append(bench(size, Path(tmp)))
            print(f"measured {size} documents", file=sys.stderr)
    columns = list(rows[0])
    print(" | ".join(f"{c:>14}" for c in columns))
    for row in rows:
        print(
            " | ".join(
                f"{row[c]:>14.3f}" if isinstance(row[c], float) else f"{row[c]:>14}"
                for c in columns
            )
        )
    print("\nspeedup = rebuilding rank-bm25 from the files per query (baseline_ms) / warm p50;")
    print("cli_cached_s = a repeated `goat-brain query` on an unchanged directory (index cached).")
    print(
        "peak_rss_mb covers this process (generation, doctor, in-process index) and the CLI runs."
    )


if __name__ == "__main__":
    main()
