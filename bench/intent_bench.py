"""The ranker on questions that name a type and a relation ("who leads the X?", "which company
works at the Y?"), the questions whose walk reads edge types: CPU time per `query` over a
synthetic brain (`ranker_bench.synthetic_brain`), with and without hub pages (five pages each
joined to 2,000 others by typed relations, as a map-of-content note or a large team page is).

With `--baseline-tree PATH` the same measurement runs on another checkout's ranker (a
subprocess with that tree first on `sys.path`), alternately with this tree's, and the ratio of
the medians is printed: the way to see what a ranker change costs, both measured in one run on
the same machine.

Run: .venv/bin/python -m bench.intent_bench [--size 10000] [--queries 300] [--rounds 2]
         [--baseline-tree PATH]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

HUBS = 5
HUB_LINKS = 2000


def measure(size: int, count: int, hubs: int) -> dict[str, float]:
    """p50 and p95 CPU milliseconds of `query` for intent questions on a fresh brain."""
    from bench.ranker_bench import RELATIONS, synthetic_brain
    from brain.toolkit.edges import Edge
    from brain.toolkit.ranker import EdgeGraph, LexicalIndex, query

    documents, edges, _ = synthetic_brain(size)
    rng = random.Random(5)
    pages = [d.brain_id for d in documents if d.kind == "page"]
    for hub in pages[:hubs]:
        for other in rng.sample(pages, min(HUB_LINKS, len(pages))):
            edges.append(Edge(other, hub, rng.choice(RELATIONS)))
    index = LexicalIndex(documents)
    graph = EdgeGraph(edges)
    verbs = [relation.split("_")[0] for relation in RELATIONS]
    questions = []
    for _ in range(count):
        title = " ".join(rng.choice(documents[:2000]).title.split()[:-1]).lower()
        verb = rng.choice(verbs)
        questions.append(
            rng.choice(
                [
                    f"who {verb} {title}",
                    f"which company {verb} the {title}",
                    f"who works at the company that {title}",
                    f"{title} members",
                ]
            )
        )
    for question in questions[:20]:  # warm: the index's arrays, the graph's neighbours
        query(index, graph, question, limit=10)
    times = []
    for question in questions:
        start = time.process_time()
        query(index, graph, question, limit=10)
        times.append((time.process_time() - start) * 1000)
    times.sort()
    return {"p50": statistics.median(times), "p95": times[int(len(times) * 0.95)]}


def run_in(tree: Path, size: int, count: int, hubs: int) -> dict[str, float]:
    """`measure` in a new process whose imports come from `tree`."""
    # This file's `measure`, loaded by path: its imports (the ranker) come from `tree`
    code = (
        "import importlib.util, json; "
        f"spec = importlib.util.spec_from_file_location('intent_bench', {str(Path(__file__))!r}); "
        "module = importlib.util.module_from_spec(spec); spec.loader.exec_module(module); "
        f"print(json.dumps(module.measure({size}, {count}, {hubs})))"
    )
    environment = {**os.environ, "PYTHONPATH": str(tree)}
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tree,
        env=environment,
        capture_output=True,
        text=True,
        check=True,
    )
    result: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=10000)
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--baseline-tree", type=Path)
    args = parser.parse_args()
    here = Path(__file__).resolve().parent.parent
    for hubs in (0, HUBS):
        label = f"{hubs} hubs of {HUB_LINKS:,} links" if hubs else "no hubs"
        ours: list[float] = []
        theirs: list[float] = []
        for _ in range(args.rounds):
            mine = run_in(here, args.size, args.queries, hubs)
            ours.append(mine["p50"])
            print(f"{label}: this tree p50 {mine['p50']:.2f} ms, p95 {mine['p95']:.2f} ms")
            if args.baseline_tree is not None:
                other = run_in(args.baseline_tree.resolve(), args.size, args.queries, hubs)
                theirs.append(other["p50"])
                print(f"{label}: baseline  p50 {other['p50']:.2f} ms, p95 {other['p95']:.2f} ms")
        if theirs:
            ratio = statistics.median(ours) / statistics.median(theirs)
            print(f"{label}: this tree / baseline, median p50: {ratio:.2f}x")


if __name__ == "__main__":
    main()
