"""Hits before and after a ranker change, and query time in CPU and wall time beside bm25s.

Run on a brain that already exists in the configured database (say one a previous
`read_bench` or `bench.generate` + `brain_import` left in a dev workspace):

    .venv/bin/python -m bench.read_equivalence --brain 2 --save /tmp/before.json
    ... change the ranker ...
    .venv/bin/python -m bench.read_equivalence --brain 2 --check /tmp/before.json

The queries are `read_bench.title_queries` (one to three words of random titles, seeded), each
asked at limits 5, 10 and 30 in turn. The hits (id, score, how matched, hop path) are computed
through the brain's cached index (`brain.search`, refreshed from the database) with a fixed
`now`, so two runs compare exactly; `--check` prints every (query, limit) whose hits differ
and exits 1 when any does. Timing: `DatabaseStore.search` as a request calls it
(`store_for_user` for a member of the brain's workspace, the counter check, BM25, names,
fusion, graph, recency), limit 10, p50/p95 in CPU time (process_time) and wall time, and
bm25s (robertson, k1 1.5, b 0.75, top 10) on the very tokens our index holds, timed the same
way in the same run, with the ratios.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from datetime import UTC, datetime

from bench.django_env import setup_django

setup_django()

from bench.measure import percentile  # noqa: E402
from bench.read_bench import title_queries  # noqa: E402
from brain import search  # noqa: E402
from brain.models import Brain, BrainDocument  # noqa: E402
from brain.rows import document_from_row  # noqa: E402
from brain.store import store_for_user  # noqa: E402
from brain.toolkit.ranker import query, rank_document, tokenize  # noqa: E402
from goat.models import WorkspaceMembership  # noqa: E402

NOW = datetime(2026, 12, 1, tzinfo=UTC)
LIMITS = (5, 10, 30)


def hits_of(brain: Brain, queries: list[str]) -> list[list[object]]:
    with search._lock_of(brain):
        entry = search._current(brain)
    found: list[list[object]] = []
    for n, text in enumerate(queries):
        limit = LIMITS[n % len(LIMITS)]
        hits = query(entry.index, entry.graph, text, limit=limit, now=NOW)
        found.append([text, limit, [[h.brain_id, h.score, h.matched, list(h.path)] for h in hits]])
    return found


def timed(call: object, items: list[object]) -> tuple[list[float], list[float]]:
    cpu, wall = [], []
    for item in items:
        started, started_cpu = time.perf_counter(), time.process_time()
        call(item)  # type: ignore[operator]
        cpu.append((time.process_time() - started_cpu) * 1000)
        wall.append((time.perf_counter() - started) * 1000)
    return cpu, wall


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--brain", type=int, required=True, help="the brain's id")
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--save", help="write the hits to this JSON file")
    parser.add_argument("--check", help="compare the hits with this JSON file")
    parser.add_argument("--no-bm25s", action="store_true")
    args = parser.parse_args()

    brain = Brain.objects.get(pk=args.brain)
    queries = title_queries(brain, args.queries)
    started = time.perf_counter()
    found = hits_of(brain, queries)
    print(
        f"brain {brain.pk} ({brain.slug}): index ready + {len(queries)} queries "
        f"in {time.perf_counter() - started:.1f} s"
    )
    if args.save:
        with open(args.save, "w") as out:
            json.dump(found, out)
    differ = 0
    if args.check:
        with open(args.check) as source:
            expected = json.load(source)
        for mine, theirs in zip(found, expected, strict=True):
            if mine != theirs:
                differ += 1
                if differ <= 5:
                    print(
                        f"  differs: {mine[0]!r} limit {mine[1]}\n    now    {mine[2]}\n"
                        f"    before {theirs[2]}"
                    )
        print(f"hits: {len(found) - differ} of {len(found)} (query, limit) pairs identical")

    from django.contrib.auth import get_user_model

    # A reader of the brain's workspace (made once, kept: the brain is a dev brain anyway).
    user, _ = get_user_model().objects.get_or_create(username="bench-reader")
    WorkspaceMembership.objects.get_or_create(
        workspace=brain.workspace, user=user, defaults={"role": "member"}
    )

    def ours(text: object) -> None:
        store = store_for_user(user=user, brain=brain)
        store.search(str(text), limit=10, include_merged=False, include_archived=False)

    ours(queries[0])
    cpu, wall = timed(ours, list(queries))
    p50, p95 = percentile(cpu, 0.5), percentile(cpu, 0.95)
    print(
        f"ours  cpu p50/p95 {p50:7.2f} / {p95:7.2f} ms   wall p50/p95 "
        f"{percentile(wall, 0.5):7.2f} / {percentile(wall, 0.95):7.2f} ms  "
        f"(max cpu {max(cpu):.1f} ms)"
    )
    if not args.no_bm25s:
        import bm25s

        # The documents' text from their rows (an index read from its stored segment keeps
        # none): the very tokens our index holds.
        rows = BrainDocument.objects.filter(brain_ref=brain).order_by("brain_id")
        corpus = [tokenize(rank_document(document_from_row(r)).text) for r in rows.iterator()]
        retriever = bm25s.BM25(k1=1.5, b=0.75, method="robertson")
        retriever.index(corpus, show_progress=False)
        tokenized = [tokenize(text) for text in queries]

        def theirs(tokens: object) -> None:
            retriever.retrieve([tokens], k=10, show_progress=False)

        theirs(tokenized[0])
        bcpu, bwall = timed(theirs, list(tokenized))
        b50, b95 = percentile(bcpu, 0.5), percentile(bcpu, 0.95)
        print(
            f"bm25s cpu p50/p95 {b50:7.2f} / {b95:7.2f} ms   wall p50/p95 "
            f"{percentile(bwall, 0.5):7.2f} / {percentile(bwall, 0.95):7.2f} ms"
        )
        print(
            f"ours / bm25s: cpu p50 {p50 / b50:.1f}x, wall p50 "
            f"{percentile(wall, 0.5) / percentile(bwall, 0.5):.1f}x  (target <= 3x)"
        )
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
