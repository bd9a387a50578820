"""A deterministic force-directed graph layout, computed on the server (no graph library).

Shared by the staff UI's brain graph (ui/graph.py) and the LLM Wiki map. Input is generic: node
ids (strings), an optional weight per node (heavier nodes push harder) and undirected edges
between ids; the output is `{id: (x, y)}` inside a `size` x `size` box, rounded to 1/100.

Deterministic: the same nodes and edges in any order give the same positions, byte for byte,
in any process. Ids are sorted first; each node's starting point comes from the sha256 of its
id (so adding a node does not reshuffle the others' starts); every reduction runs in that
sorted order; nothing reads the clock or a randomised hash.

How (Fruchterman-Reingold with a grid, vectorised in numpy):
- each connected component is simulated in its own frame, all components at once;
- up to EXACT_LIMIT nodes, every pair of a component repels; above it, repulsion is exact
  between nodes in neighbouring cells of a grid whose cells are two ideal
  edge lengths wide, plus a softened far field from the centre of mass of each cell of a coarse
  per-component grid (a one-level Barnes-Hut);
- edges pull their ends together, a weak gravity holds each component around its own centre,
  and a node moves at most the current temperature per step, which cools geometrically over a
  bounded number of steps;
- the components are then packed in rows, largest first, and the whole drawing is scaled into
  the box (never blown up so far that one edge spans more than an eighth of it).

Self-loops, duplicate edges and edges naming an unknown id are ignored.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Iterable, Mapping
from typing import Final

import numpy as np
import numpy.typing as npt

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]
Positions = dict[str, tuple[float, float]]

ITERATIONS: Final = 120
SIZE: Final = 1000.0
MARGIN: Final = 0.04  # of the box, on each side
MAX_EDGE_SHARE: Final = 0.125  # one ideal edge spans at most this share of the box
CELL: Final = 1.5  # near-field grid cell, in ideal edge lengths
FAR_EVERY: Final = 2  # steps between far-field updates
FAR_SHARE: Final = 0.5
EXACT_LIMIT: Final = 300  # nodes: up to this many, repulsion between all pairs
COARSE: Final = 6  # far-field cells per side of each component's coarse grid
GRAVITY: Final = 0.06
REPULSION: Final = 4.0  # the grid's repulsion strength (above EXACT_LIMIT nodes)
COOLING_END: Final = 0.02  # the last step's temperature, as a share of the first's


def force_layout(
    nodes: Iterable[str],
    edges: Iterable[tuple[str, str]],
    *,
    weights: Mapping[str, float] | None = None,
    size: float = SIZE,
    iterations: int = ITERATIONS,
) -> Positions:
    """Positions for `nodes` in a `size` x `size` box (see the module's docstring)."""
    ids = sorted(set(nodes))
    n = len(ids)
    if n == 0:
        return {}
    index = {node_id: i for i, node_id in enumerate(ids)}
    source, target = _edge_arrays(edges, index)
    weight = np.ones(n)
    if weights:
        weight = np.array([_weight(weights.get(node_id, 1.0)) for node_id in ids])
    component = _components(n, source, target)
    position = _initial_positions(ids, component)
    position = _simulate(position, source, target, weight, component, iterations)
    position = _pack(position, component)
    position = _fit(position, size)
    return {
        node_id: (round(float(position[i, 0]), 2), round(float(position[i, 1]), 2))
        for i, node_id in enumerate(ids)
    }


def _weight(value: float) -> float:
    """A usable weight: finite and at least 0.1 (anything else counts as 1)."""
    value = float(value)
    return max(value, 0.1) if math.isfinite(value) else 1.0


def _edge_arrays(
    edges: Iterable[tuple[str, str]], index: Mapping[str, int]
) -> tuple[IntArray, IntArray]:
    pairs = set()
    for a, b in edges:
        i, j = index.get(a), index.get(b)
        if i is None or j is None or i == j:
            continue
        pairs.add((i, j) if i < j else (j, i))
    ordered = np.array(sorted(pairs), dtype=np.int64).reshape(-1, 2)
    return ordered[:, 0].copy(), ordered[:, 1].copy()


def _components(n: int, source: IntArray, target: IntArray) -> IntArray:
    """Component labels 0..c-1, numbered by size (largest first), then by smallest node."""
    parent = list(range(n))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for a, b in zip(source.tolist(), target.tolist(), strict=True):
        ra, rb = root(a), root(b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)
    roots = np.array([root(i) for i in range(n)], dtype=np.int64)
    unique, first, counts = np.unique(roots, return_index=True, return_counts=True)
    order = np.lexsort((first, -counts))  # biggest first, ties by smallest node
    label = np.empty(len(unique), dtype=np.int64)
    label[order] = np.arange(len(unique))
    return label[np.searchsorted(unique, roots)]


def _initial_positions(ids: list[str], component: IntArray) -> FloatArray:
    """A point in the unit disc from each id's sha256, scaled to its component's size."""
    raw = np.array(
        [np.frombuffer(hashlib.sha256(i.encode()).digest()[:8], dtype=np.uint32) for i in ids],
        dtype=np.float64,
    ) / float(2**32)
    angle = 2 * np.pi * raw[:, 0]
    radius = np.sqrt(raw[:, 1])
    counts = np.bincount(component)
    spread = np.sqrt(counts[component].astype(np.float64))
    return np.column_stack((np.cos(angle), np.sin(angle))) * (radius * spread)[:, None]


def _ragged(starts: IntArray, counts: IntArray) -> tuple[IntArray, IntArray]:
    """For ranges [starts[r], starts[r] + counts[r]): (range number, value) of each element."""
    total = int(counts.sum())
    rows = np.repeat(np.arange(len(counts)), counts)
    offsets = np.arange(total) - np.repeat(np.cumsum(counts) - counts, counts)
    return rows, np.repeat(starts, counts) + offsets


def _near_pairs(x: FloatArray, y: FloatArray, component: IntArray) -> tuple[IntArray, IntArray]:
    """Each unordered pair of one component's nodes in the same or neighbouring grid cells,
    once: a cell is paired with itself (i < j) and with four of its eight neighbours.

    Each component gets its own block of a dense cell table (with a border of empty cells),
    so a lookup is an index, not a search."""
    n = len(x)
    gx = np.floor(x / CELL).astype(np.int64)
    gy = np.floor(y / CELL).astype(np.int64)
    components = int(component[-1]) + 1
    bounds = np.flatnonzero(np.diff(component)) + 1
    starts = np.concatenate(([0], bounds))
    gx -= np.minimum.reduceat(gx, starts)[component]
    gy -= np.minimum.reduceat(gy, starts)[component]
    gx = np.minimum(gx, 2048)
    gy = np.minimum(gy, 2048)
    row = np.maximum.reduceat(gx, starts) + 3  # cells per row, with borders
    rows = np.maximum.reduceat(gy, starts) + 3
    base = np.concatenate(([0], np.cumsum(row * rows)))
    key = base[component] + (gy + 1) * row[component] + gx + 1
    order = np.argsort(key, kind="stable")
    counts = np.bincount(key, minlength=int(base[components]))
    first_at = np.cumsum(counts) - counts
    width = row[component]
    wanted = np.concatenate((key, key + 1, key + width - 1, key + width, key + width + 1))
    rows_of, at = _ragged(first_at[wanted], counts[wanted])
    first = rows_of % n
    second = order[at]
    keep = (rows_of >= n) | (first < second)
    return first[keep], second[keep]


def _far_field(
    x: FloatArray, y: FloatArray, component: IntArray, weight: FloatArray, components: int
) -> tuple[FloatArray, FloatArray]:
    """A softened push from the centre of mass of each coarse cell of the node's component."""
    cells = COARSE * COARSE
    starts = np.concatenate(([0], np.flatnonzero(np.diff(component)) + 1))
    low_x = np.minimum.reduceat(x, starts)
    low_y = np.minimum.reduceat(y, starts)
    high_x = np.maximum.reduceat(x, starts)
    high_y = np.maximum.reduceat(y, starts)
    span_x = np.maximum(high_x - low_x, 1e-9) / COARSE
    span_y = np.maximum(high_y - low_y, 1e-9) / COARSE
    grid_x = np.minimum(((x - low_x[component]) / span_x[component]).astype(np.int64), COARSE - 1)
    grid_y = np.minimum(((y - low_y[component]) / span_y[component]).astype(np.int64), COARSE - 1)
    key = component * cells + grid_y * COARSE + grid_x
    mass = np.bincount(key, weights=weight, minlength=components * cells)
    sum_x = np.bincount(key, weights=weight * x, minlength=components * cells)
    sum_y = np.bincount(key, weights=weight * y, minlength=components * cells)
    empty = mass == 0
    safe = np.where(empty, 1.0, mass)
    centre_x = (sum_x / safe).reshape(components, cells)[component]
    centre_y = (sum_y / safe).reshape(components, cells)[component]
    cell_mass = mass.reshape(components, cells)[component]
    dx = x[:, None] - centre_x
    dy = y[:, None] - centre_y
    soft = (span_x**2 + span_y**2)[component][:, None]  # about one coarse cell, squared
    strength = cell_mass / (dx * dx + dy * dy + soft)
    return (dx * strength).sum(axis=1) * weight, (dy * strength).sum(axis=1) * weight


def _simulate(
    position: FloatArray,
    source: IntArray,
    target: IntArray,
    weight: FloatArray,
    component: IntArray,
    iterations: int,
) -> FloatArray:
    n = len(position)
    components = int(component.max()) + 1
    counts = np.bincount(component).astype(np.float64)
    if counts.max() < 2:
        return np.zeros_like(position)
    # Work on the nodes ordered by component, so each component is one contiguous run.
    order = np.argsort(component, kind="stable")
    rank = np.empty(n, dtype=np.int64)
    rank[order] = np.arange(n)
    source, target = rank[source], rank[target]
    weight, component = weight[order], component[order]
    x = position[order, 0]
    y = position[order, 1]
    # A node's step is bounded by the temperature, scaled with its component's extent.
    reach = np.sqrt(counts[component])
    temperature = 0.1
    cooling = COOLING_END ** (1.0 / max(iterations - 1, 1))
    gravity = GRAVITY * np.sqrt(weight)
    far_x = far_y = np.zeros(n)
    # A link pulls less at a well-linked end (as d3's links do), so hubs do not crush the
    # documents around them into a knot.
    degree = np.bincount(source, minlength=n) + np.bincount(target, minlength=n)
    link_strength = 1.0 / np.sqrt(np.minimum(degree[source], degree[target]))
    # Small graphs get the exact all-pairs repulsion (within each component), and no far field.
    exact = None
    if n <= EXACT_LIMIT:
        first, second = np.triu_indices(n, 1)
        same = component[first] == component[second]
        exact = (first[same], second[same])
    for step in range(iterations):
        if exact is not None:
            i, j = exact
        else:
            i, j = _near_pairs(x, y, component)
        dx = x[i] - x[j]
        dy = y[i] - y[j]
        d2 = np.maximum(dx * dx + dy * dy, 1e-4)
        if exact is not None:
            strength = weight[i] * weight[j] / d2  # k^2/d between every pair
        else:
            # k^2/d, tapered to 0 at one cell's width: a round cutoff, whatever the grid's cells
            taper = np.maximum(1.0 - np.sqrt(d2) / CELL, 0.0)
            strength = REPULSION * weight[i] * weight[j] * taper * taper / d2
        push_x = dx * strength
        push_y = dy * strength
        force_x = np.bincount(i, weights=push_x, minlength=n) - np.bincount(
            j, weights=push_x, minlength=n
        )
        force_y = np.bincount(i, weights=push_y, minlength=n) - np.bincount(
            j, weights=push_y, minlength=n
        )
        if exact is None and step % FAR_EVERY == 0:
            far_x, far_y = _far_field(x, y, component, weight, components)
        dx = x[target] - x[source]
        dy = y[target] - y[source]
        distance = np.sqrt(dx * dx + dy * dy)
        pull_x = dx * distance * link_strength
        pull_y = dy * distance * link_strength
        force_x += np.bincount(source, weights=pull_x, minlength=n) - np.bincount(
            target, weights=pull_x, minlength=n
        )
        force_y += np.bincount(source, weights=pull_y, minlength=n) - np.bincount(
            target, weights=pull_y, minlength=n
        )
        centre_x = np.bincount(component, weights=x) / counts
        centre_y = np.bincount(component, weights=y) / counts
        force_x += REPULSION * FAR_SHARE * far_x - gravity * (x - centre_x[component])
        force_y += REPULSION * FAR_SHARE * far_y - gravity * (y - centre_y[component])
        length = np.sqrt(force_x * force_x + force_y * force_y)
        scale = np.minimum(length, temperature * reach) / np.maximum(length, 1e-12)
        x = x + force_x * scale
        y = y + force_y * scale
        temperature *= cooling
    return np.column_stack((x, y))[rank]


def _pack(position: FloatArray, component: IntArray) -> FloatArray:
    """Components side by side in rows, largest first, each centred in its own box."""
    components = int(component.max()) + 1
    low = np.full((components, 2), np.inf)
    high = np.full((components, 2), -np.inf)
    np.minimum.at(low, component, position)
    np.maximum.at(high, component, position)
    gap = 1.0
    extent = high - low + 2 * gap
    row_width = max(float(np.sqrt((extent[:, 0] * extent[:, 1]).sum()) * 1.15), extent[0, 0])
    offset = np.zeros((components, 2))
    x = y = row_height = 0.0
    for c in range(components):
        w, h = float(extent[c, 0]), float(extent[c, 1])
        if x > 0 and x + w > row_width:
            x, y, row_height = 0.0, y + row_height, 0.0
        offset[c] = (x + gap - low[c, 0], y + gap - low[c, 1])
        x += w
        row_height = max(row_height, h)
    packed: FloatArray = position + offset[component]
    return packed


def _fit(position: FloatArray, size: float) -> FloatArray:
    low = position.min(axis=0)
    high = position.max(axis=0)
    extent = float((high - low).max())
    inner = size * (1 - 2 * MARGIN)
    scale = min(inner / extent, size * MAX_EDGE_SHARE) if extent > 0 else 0.0
    middle = (low + high) / 2
    fitted: FloatArray = (position - middle) * scale + size / 2
    return fitted
