"""What keeping the bridges (ranker.bridges) costs `query`, on ranker_bench's synthetic brain.

Runs ranker_bench's queries, and each again as a "who ..." question (an intent, so two-hop
people come in), at limit 10, alternately with the bridges kept and with them left off (the
hits cut to the limit as before), in the same process on the same index and graph. Prints how
many queries brought a bridge in and how many pages came in, and the CPU-time p50/p95 of both
ways with this / baseline. No assertions: read the numbers.

    .venv/bin/python -m bench.bridge_bench [--size 10000] [--queries 200] [--rounds 3]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence

from bench.measure import percentile
from bench.ranker_bench import NOW, queries, synthetic_brain
from brain.toolkit.ranker import EdgeGraph, Hit, LexicalIndex, fusion, query
from brain.toolkit.ranker import bridges as bridges_module


def without_bridges(hits: list[Hit], *_: object, **__: object) -> list[Hit]:
    return hits


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=10000)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)

    documents, edges, words = synthetic_brain(args.size)
    index = LexicalIndex(documents)
    graph = EdgeGraph(edges)
    plain = queries(documents, words, args.queries)
    texts = plain + [f"who {text}" for text in plain]
    kept = bridges_module.with_bridges
    assert fusion is not None  # combine imports with_bridges from the module at each call

    def run(text: str, keep: bool) -> tuple[float, list[Hit]]:
        bridges_module.with_bridges = kept if keep else without_bridges  # type: ignore[assignment]
        started = time.process_time()
        hits = query(index, graph, text, limit=10, now=NOW)
        return time.process_time() - started, hits

    for text in texts[:20]:  # warm the index and the graph's neighbour lists
        run(text, True)
    times: dict[bool, list[float]] = {True: [], False: []}
    changed = {"plain": 0, "who": 0}
    brought = {"plain": 0, "who": 0}
    for round_number in range(args.rounds):
        for number, text in enumerate(texts):
            order = (True, False) if (number + round_number) % 2 == 0 else (False, True)
            results = {}
            for keep in order:
                seconds, hits = run(text, keep)
                times[keep].append(seconds)
                results[keep] = hits
            if round_number == 0:
                before = {hit.brain_id for hit in results[False]}
                after = [hit.brain_id for hit in results[True]]
                group = "who" if number >= len(plain) else "plain"
                if after != [hit.brain_id for hit in results[False]]:
                    changed[group] += 1
                    brought[group] += sum(brain_id not in before for brain_id in after)
    bridges_module.with_bridges = kept
    print(f"{args.size} documents, {len(texts)} queries (half with 'who'), limit 10")
    for group, count in (("plain", len(plain)), ("who", len(texts) - len(plain))):
        print(
            f"{group} queries whose hits changed: {changed[group]} of {count}; "
            f"pages brought in: {brought[group]}"
        )
    for label, keep in (("bridges kept", True), ("bridges off (baseline)", False)):
        p50, p95 = percentile(times[keep], 0.5), percentile(times[keep], 0.95)
        print(f"{label:24} CPU p50 {p50 * 1000:.3f} ms  p95 {p95 * 1000:.3f} ms")
    ratio = percentile(times[True], 0.5) / percentile(times[False], 0.5)
    print(f"this / baseline p50: {ratio:.3f}x")


if __name__ == "__main__":
    main()
