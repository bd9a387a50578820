"""The server-side graph layout (goat/layout.py) at 100, 500 and 2,000 nodes.

Run: .venv/bin/python -m bench.layout_bench [--sizes 100 500 2000] [--runs 3]
For each size, on a generated graph of clustered pages with three edges per node, a few small
components and isolated nodes, it prints in one run:
- the layout's best wall and CPU time over `--runs` (target at 2,000 nodes: <= 1 s);
- the baseline: one step of the naive all-pairs O(n^2) numpy repulsion at the same size, and
  how many such steps the whole layout costs (a full naive layout takes ITERATIONS of them);
- whether two fresh processes, given the same graph in different orders, print byte-identical
  positions ("identical across runs: yes/no").
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import subprocess
import sys
import time

import numpy as np

from goat.layout import ITERATIONS, force_layout


def sample_graph(size: int, *, seed: int = 7) -> tuple[list[str], list[tuple[str, str]]]:
    """Pages in communities of about 40 with 3 edges per node (85% inside the community),
    plus a few pairs and isolated nodes: the shape of a brain's page graph."""
    rng = random.Random(seed)
    ids = [f"page-{i:05d}" for i in range(size)]
    loose = max(size // 50, 1)
    core = size - 3 * loose
    edges: set[tuple[str, str]] = set()
    while len(edges) < 3 * core:
        a = rng.randrange(core)
        b = (a // 40) * 40 + rng.randrange(40) if rng.random() < 0.85 else rng.randrange(core)
        if a != b and b < core:
            edges.add((ids[a], ids[b]))
    for k in range(loose):
        edges.add((ids[core + 2 * k], ids[core + 2 * k + 1]))  # pairs; the rest stay isolated
    return ids, sorted(edges)


def naive_step(position: np.ndarray) -> np.ndarray:
    """One step's repulsion between all pairs: the O(n^2) baseline."""
    delta = position[:, None, :] - position[None, :, :]
    d2 = (delta**2).sum(axis=2)
    np.fill_diagonal(d2, np.inf)
    force: np.ndarray = (delta / d2[:, :, None]).sum(axis=1)
    return force


def digest_in_subprocess(size: int, reverse: bool) -> str:
    code = (
        "import hashlib, json, sys\n"
        "from bench.layout_bench import sample_graph\n"
        "from goat.layout import force_layout\n"
        f"ids, edges = sample_graph({size})\n"
        f"if {reverse}: ids, edges = ids[::-1], [(b, a) for a, b in edges[::-1]]\n"
        "positions = force_layout(ids, edges)\n"
        "print(hashlib.sha256(json.dumps(positions, sort_keys=True).encode()).hexdigest())\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    return result.stdout.strip()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 500, 2000])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    print(f"layout: {ITERATIONS} steps; baseline: one naive all-pairs repulsion step")
    for size in args.sizes:
        ids, edges = sample_graph(size)
        walls, cpus = [], []
        for _ in range(args.runs):
            wall, cpu = time.perf_counter(), time.process_time()
            force_layout(ids, edges)
            walls.append(time.perf_counter() - wall)
            cpus.append(time.process_time() - cpu)
        position = np.random.default_rng(1).random((size, 2)) * np.sqrt(size)
        steps = []
        for _ in range(args.runs):
            wall = time.perf_counter()
            naive_step(position)
            steps.append(time.perf_counter() - wall)
        first = digest_in_subprocess(size, reverse=False)
        second = digest_in_subprocess(size, reverse=True)
        here = hashlib.sha256(
            json.dumps(force_layout(ids, edges), sort_keys=True).encode()
        ).hexdigest()
        identical = "yes" if first == second == here else "no"
        print(
            f"{size:>5} nodes {len(edges):>5} edges: layout {min(walls) * 1000:7.1f} ms "
            f"(cpu {min(cpus) * 1000:7.1f} ms); naive step {min(steps) * 1000:6.1f} ms, "
            f"layout = {min(walls) / min(steps):5.1f} naive steps "
            f"(a naive layout = {ITERATIONS}); identical across runs: {identical}"
        )


if __name__ == "__main__":
    main()
