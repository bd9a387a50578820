"""`goat-brain` as a process on a large brain: cached query, get, list, and an update.

Run: .venv/bin/python -m bench.cli_bench [--size 10000] [--runs 11]

Prints, measured in one run on a generated brain (bench/generate.py):

- the baseline: answering a query the original system's way, reading every file and building
  rank_bm25.BM25Okapi from scratch (in this process, median of a few);
- `goat-brain --json query` wall time with the on-disk index cached (median over several
  queries) and the baseline's ratio to it;
- `goat-brain --json get ID` and `goat-brain --json list` wall times (median);
- the peak memory (max RSS) of each child process, from os.wait4;
- a `query` right after a `rewrite` changed one document (the index is updated from the delta,
  not rebuilt) against the cached `query`: the ratio of their medians.

Wall times are whole processes (interpreter start, imports, stat of every file, loading the
cache, the answer). Children run without PYTHONDONTWRITEBYTECODE, so the project's bytecode is
cached as in any install; the first, untimed runs write it. This process stays small (it only
starts and times children; generating the brain and the baseline run in a child of their own):
Linux carries a parent's peak RSS over into a child it starts, and the figures are the
children's own.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

BASELINE_RUNS = 3
# What a user runs: the installed `goat-brain` script (its entry is brain.toolkit.launch).
GOAT_BRAIN = [sys.executable, "-m", "brain.toolkit.launch"]


@dataclass(frozen=True)
class Run:
    wall_s: float
    peak_rss_mb: float
    stdout: bytes


def child_env() -> dict[str, str]:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def cli(root: Path, *args: str) -> Run:
    """One `goat-brain --json ARGS` process: wall time, its own peak RSS, its output."""
    command = [*GOAT_BRAIN, "--root", str(root), "--json", *args]
    with tempfile.TemporaryFile() as out:
        started = time.perf_counter()
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.DEVNULL, env=child_env())
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - started
        process.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        stdout = out.read()
    if process.returncode != 0:
        raise SystemExit(f"goat-brain {' '.join(args)} exited {process.returncode}: {stdout!r}")
    return Run(wall, usage.ru_maxrss / 1024, stdout)  # ru_maxrss is in KiB on Linux


def prepare(root: Path, count: int) -> None:
    """In a child: print the queries to run and the baseline's median time, as JSON."""
    from rank_bm25 import BM25Okapi

    from brain.toolkit.ranker import tokenize
    from brain.toolkit.tree import load_tree

    def baseline(text: str) -> float:
        """The original system's way: read every file, build BM25 from scratch, score."""
        started = time.perf_counter()
        tree = load_tree(root)
        documents = tree.documents.values()
        corpus = [tokenize("\n".join((d.title, *d.aliases, d.body))) for d in documents]
        BM25Okapi(corpus).get_scores(tokenize(text))
        return time.perf_counter() - started

    rng = random.Random(11)
    tree = load_tree(root)
    words = [w for d in tree.documents.values() for w in d.title.lower().split()]
    texts = [" ".join(rng.sample(words, k=rng.randint(1, 3))) for _ in range(count)]
    pages = sorted(i for i, d in tree.documents.items() if d.kind == "page")
    del tree
    seconds = statistics.median(baseline(text) for text in texts[:BASELINE_RUNS])
    print(json.dumps({"baseline_s": seconds, "queries": texts, "pages": pages}))


def child(*args: str) -> bytes:
    command = [sys.executable, *args]
    return subprocess.run(command, check=True, capture_output=True, env=child_env()).stdout


def cache_files(root: Path) -> dict[str, tuple[int, int]]:
    folder = root / ".goat-brain"
    return {p.name: (p.stat().st_ino, p.stat().st_mtime_ns) for p in sorted(folder.iterdir())}


def median(runs: list[Run]) -> float:
    return statistics.median(run.wall_s for run in runs)


def peak(runs: list[Run]) -> float:
    return max(run.peak_rss_mb for run in runs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--size", type=int, default=10000)
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--prepare", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.prepare is not None:
        prepare(args.prepare, args.runs * 2)
        return
    rng = random.Random(11)
    with tempfile.TemporaryDirectory(prefix="goat-cli-bench-") as tmp:
        root = Path(tmp) / "brain"
        child("-m", "bench.generate", str(root), str(args.size))
        prepared = json.loads(
            child("-m", "bench.cli_bench", "--runs", str(args.runs), "--prepare", str(root))
        )
        base_s, texts, ids = prepared["baseline_s"], prepared["queries"], prepared["pages"]

        cold = cli(root, "query", texts[0])  # builds the catalog and the index
        for _ in range(2):  # bytecode written, page cache warm
            cli(root, "query", texts[0])
            cli(root, "get", ids[0])
            cli(root, "list")
        query_runs, get_runs, list_runs = [], [], []
        for text in texts[: args.runs]:  # interleaved, so that load on the machine hits all
            query_runs.append(cli(root, "query", text))
            get_runs.append(cli(root, "get", rng.choice(ids)))
            list_runs.append(cli(root, "list"))

        before = cache_files(root)
        update_runs, rewrite_runs = [], []
        for number, text in enumerate(texts[args.runs :]):
            target = rng.choice(ids)
            body = root / "truth.txt"
            body.write_text(
                f"Rewritten {number}: {text} and [[evidence:ev-gen-000001|a source]].\n"
            )
            rewrite_runs.append(cli(root, "rewrite", target, "--body-file", str(body)))
            update_runs.append(cli(root, "query", text))
        after = cache_files(root)

    query_s = median(query_runs)
    rows = [
        ("documents", f"{args.size}"),
        ("baseline: rank-bm25 rebuilt from the files (in process)", f"{base_s * 1000:.0f} ms"),
        ("first query: catalog and index built from the files", f"{cold.wall_s * 1000:.0f} ms"),
        ("cached `goat-brain --json query`, median wall", f"{query_s * 1000:.0f} ms"),
        ("  baseline / cached query", f"{base_s / query_s:.1f}x"),
        ("`goat-brain --json get ID`, median wall", f"{median(get_runs) * 1000:.0f} ms"),
        ("`goat-brain --json list`, median wall", f"{median(list_runs) * 1000:.0f} ms"),
        ("peak RSS of a query child", f"{peak(query_runs):.0f} MB"),
        ("peak RSS of a get child", f"{peak(get_runs):.0f} MB"),
        ("peak RSS of a list child", f"{peak(list_runs):.0f} MB"),
        ("`rewrite` (one document), median wall", f"{median(rewrite_runs) * 1000:.0f} ms"),
        ("query after a rewrite, median wall", f"{median(update_runs) * 1000:.0f} ms"),
        ("  query after a rewrite / cached query", f"{median(update_runs) / query_s:.2f}x"),
        ("peak RSS of a query-after-rewrite child", f"{peak(update_runs):.0f} MB"),
        (
            "index base rewritten by those updates",
            "yes" if before.get("index.bin") != after.get("index.bin") else "no (delta only)",
        ),
    ]
    width = max(len(label) for label, _ in rows)
    for label, value in rows:
        print(f"{label:<{width}}  {value:>10}")
    print(f"\n{args.runs} runs each; queries are 1-3 title words; wall times include start-up.")


if __name__ == "__main__":
    main()
