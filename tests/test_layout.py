"""goat/layout.py: the deterministic force layout shared by the brain graph and the wiki map."""

from __future__ import annotations

import json
import math
import random
import subprocess
import sys
from pathlib import Path

from bench.layout_bench import sample_graph
from goat.layout import MARGIN, SIZE, force_layout

ROOT = Path(__file__).resolve().parent.parent


def _inside(positions: dict[str, tuple[float, float]], size: float = SIZE) -> bool:
    return all(
        0 <= x <= size and 0 <= y <= size and math.isfinite(x) and math.isfinite(y)
        for x, y in positions.values()
    )


def test_the_same_graph_in_any_order_gives_identical_positions() -> None:
    # given a graph, and the same graph shuffled, edges reversed and repeated
    ids, edges = sample_graph(300)
    rng = random.Random(5)
    shuffled_ids = ids[:]
    rng.shuffle(shuffled_ids)
    shuffled_edges = [(b, a) for a, b in edges] + edges[:50]
    rng.shuffle(shuffled_edges)
    # when both are laid out
    first = force_layout(ids, edges)
    second = force_layout(shuffled_ids, shuffled_edges)
    # then the positions are the same, byte for byte
    assert json.dumps(first, sort_keys=True) == json.dumps(second, sort_keys=True)
    assert sorted(first) == sorted(ids)
    assert _inside(first)


def test_two_processes_give_byte_identical_output() -> None:
    code = (
        "import json, sys\n"
        "from bench.layout_bench import sample_graph\n"
        "from goat.layout import force_layout\n"
        "ids, edges = sample_graph(400)\n"
        "if sys.argv[1] == 'reversed': ids, edges = ids[::-1], edges[::-1]\n"
        "sys.stdout.write(json.dumps(force_layout(ids, edges), sort_keys=True))\n"
    )
    outputs = [
        subprocess.run(
            [sys.executable, "-c", code, order],
            cwd=ROOT,
            capture_output=True,
            check=True,
            # a different string hash seed in each: nothing may depend on set or dict order
            env={"PYTHONHASHSEED": seed, "PATH": "/usr/bin:/bin"},
        ).stdout
        for order, seed in (("sorted", "1"), ("reversed", "2"))
    ]
    assert outputs[0] == outputs[1]
    assert len(json.loads(outputs[0])) == 400


def test_empty_single_and_pair() -> None:
    assert force_layout([], []) == {}
    assert force_layout(["a"], [("a", "a")]) == {"a": (SIZE / 2, SIZE / 2)}
    pair = force_layout(["b", "a"], [("a", "b"), ("b", "a"), ("a", "b")])
    (ax, ay), (bx, by) = pair["a"], pair["b"]
    assert _inside(pair)
    assert 1 < math.dist((ax, ay), (bx, by)) <= SIZE
    # the pair is centred in the box
    assert math.isclose((ax + bx) / 2, SIZE / 2, abs_tol=0.01)
    assert math.isclose((ay + by) / 2, SIZE / 2, abs_tol=0.01)


def test_self_loops_duplicates_and_unknown_ids_are_ignored() -> None:
    ids = ["a", "b", "c"]
    clean = force_layout(ids, [("a", "b"), ("b", "c")])
    noisy = force_layout(
        ids,
        [("a", "b"), ("b", "a"), ("a", "a"), ("b", "c"), ("c", "ghost"), ("ghost", "other")],
    )
    assert noisy == clean
    assert sorted(noisy) == ids


def test_isolated_nodes_do_not_overlap() -> None:
    ids = [f"n{i}" for i in range(50)]
    positions = force_layout(ids, [])
    points = list(positions.values())
    assert len(set(points)) == 50
    assert _inside(positions)
    margin = SIZE * MARGIN
    assert min(x for x, _ in points) >= margin - 0.01


def test_no_two_nodes_collapse_into_one_point() -> None:
    # a star and a clique: the shapes that crowd nodes together
    ids = [f"n{i:03d}" for i in range(120)]
    edges = [("n000", other) for other in ids[1:80]]
    edges += [(a, b) for a in ids[80:] for b in ids[80:] if a < b]
    positions = force_layout(ids, edges)
    points = list(positions.values())
    closest = min(math.dist(p, q) for k, p in enumerate(points) for q in points[k + 1 :])
    assert closest > 1.0
    assert _inside(positions)


def test_connected_nodes_lie_closer_than_unconnected_ones() -> None:
    ids, edges = sample_graph(500)
    positions = force_layout(ids, edges)
    linked = {frozenset(edge) for edge in edges}
    rng = random.Random(11)
    unlinked: list[tuple[str, str]] = []
    while len(unlinked) < 2000:
        a, b = rng.sample(ids, 2)
        if frozenset((a, b)) not in linked:
            unlinked.append((a, b))

    def mean_distance(pairs: list[tuple[str, str]]) -> float:
        return sum(math.dist(positions[a], positions[b]) for a, b in pairs) / len(pairs)

    assert mean_distance(edges) * 2 < mean_distance(unlinked)


def test_components_are_packed_apart() -> None:
    # two triangles and a square, no edges between them
    groups = [["a1", "a2", "a3"], ["b1", "b2", "b3"], ["c1", "c2", "c3", "c4"]]
    edges = [(g[k], g[(k + 1) % len(g)]) for g in groups for k in range(len(g))]
    positions = force_layout([node for g in groups for node in g], edges)

    def centre(group: list[str]) -> tuple[float, float]:
        return (
            sum(positions[n][0] for n in group) / len(group),
            sum(positions[n][1] for n in group) / len(group),
        )

    def radius(group: list[str]) -> float:
        c = centre(group)
        return max(math.dist(positions[n], c) for n in group)

    for k, first in enumerate(groups):
        for second in groups[k + 1 :]:
            # no component reaches into another
            assert math.dist(centre(first), centre(second)) > radius(first) + radius(second)


def test_weights_and_box_size() -> None:
    ids, edges = sample_graph(100)
    heavy = force_layout(ids, edges, weights={ids[0]: 4.0}, size=200.0)
    assert _inside(heavy, 200.0)
    assert heavy != force_layout(ids, edges, size=200.0)
    odd = force_layout(ids, edges, weights={ids[1]: float("nan"), ids[2]: -3.0}, size=200.0)
    assert _inside(odd, 200.0)
