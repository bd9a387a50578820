"""Ranker benchmark: warm `query` latency on synthetic 1k and 10k brains, in memory.

Prints, measured in one run: index build time, the JSON cache's size and load time, warm query
latency p50/p95 (with the edge graph built once, and with a plain edge list), and the ratio
against the original system's way of answering a query (build rank_bm25.BM25Okapi from the
tokenized corpus, then get_scores). No assertions: read the numbers.

    .venv/bin/python bench/ranker_bench.py [--sizes 1000 10000] [--queries 200] [--baseline 20]
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime, timedelta
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rank_bm25 import BM25Okapi  # noqa: E402

from bench.measure import percentile  # noqa: E402
from brain.toolkit.edges import Edge  # noqa: E402
from brain.toolkit.ranker import (  # noqa: E402
    EdgeGraph,
    LexicalIndex,
    RankDocument,
    query,
    tokenize,
)

NOW = datetime(2026, 12, 1, tzinfo=UTC)
SYLLABLES = [
    "ka",
    "ri",
    "to",
    "mel",
    "an",
    "sa",
    "ve",
    "lo",
    "qui",
    "dra",
    "ne",
    "po",
    "su",
    "fen",
    "tal",
    "or",
    "bi",
    "ex",
    "gu",
    "ham",
    "ly",
    "zo",
    "wen",
    "cor",
]
TYPES = ["person", "company", "project", "meeting", "concept", "source", "analysis", "note"]
RELATIONS = ["works_at", "leads", "part_of", "mentions", "related_to"]


def vocabulary(size: int, rng: random.Random) -> list[str]:
    words: dict[str, None] = {}
    while len(words) < size:
        words.setdefault("".join(rng.choices(SYLLABLES, k=rng.randint(1, 4))))
    return list(words)


def synthetic_brain(count: int, seed: int = 1) -> tuple[list[RankDocument], list[Edge], list[str]]:
    """Documents with Zipf-distributed words (100-400 each) and about three edges apiece."""
    rng = random.Random(seed)
    words = vocabulary(5000, rng)
    cumulative: list[float] = []
    total = 0.0
    for rank in range(len(words)):
        total += 1 / (rank + 1) ** 1.07
        cumulative.append(total)
    documents: list[RankDocument] = []
    for number in range(count):
        evidence = rng.random() < 0.15
        title_words = rng.choices(words, cum_weights=cumulative, k=rng.randint(1, 3))
        title = " ".join(word.capitalize() for word in title_words) + f" {number}"
        aliases = (title_words[0].upper(),) if rng.random() < 0.3 else ()
        body = " ".join(rng.choices(words, cum_weights=cumulative, k=rng.randint(100, 400)))
        status = rng.choices(["active", "draft", "archived", "merged"], [70, 15, 10, 5])[0]
        documents.append(
            RankDocument(
                brain_id=f"{'ev' if evidence else 'doc'}-{number:05d}",
                title=title,
                aliases=aliases,
                status=status,
                kind="evidence" if evidence else "page",
                type="source" if evidence else rng.choice(TYPES),
                text="\n".join((title, *aliases, body)),
                updated=NOW - timedelta(days=rng.uniform(0, 730)),
            )
        )
    pages = [d.brain_id for d in documents if d.kind == "page"]
    evidence_ids = [d.brain_id for d in documents if d.kind == "evidence"]
    edges: list[Edge] = []
    for source in pages:
        for _ in range(rng.randint(1, 3)):
            edges.append(Edge(source, rng.choice(pages), "wiki_link"))
        if rng.random() < 0.5:
            edges.append(Edge(source, rng.choice(pages), rng.choice(RELATIONS)))
        if evidence_ids:
            edges.append(Edge(source, rng.choice(evidence_ids), "cites"))
    return documents, edges, words


def queries(documents: Sequence[RankDocument], words: list[str], count: int) -> list[str]:
    """A mix: rare and common words, several-word queries, exact titles, aliases, misses."""
    rng = random.Random(99)
    out: list[str] = []
    for number in range(count):
        shape = number % 6
        if shape == 0:
            out.append(rng.choice(words[1000:]))
        elif shape == 1:
            out.append(" ".join(rng.choices(words[:300], k=2)))
        elif shape == 2:
            out.append(" ".join(rng.choices(words[:2000], k=rng.randint(3, 5))))
        elif shape == 3:
            out.append(rng.choice(documents).title)
        elif shape == 4:
            with_alias = [d for d in documents[:500] if d.aliases]
            out.append(rng.choice(with_alias).aliases[0] if with_alias else rng.choice(words))
        else:
            out.append(f"{rng.choice(words[:50])} zzqx-{number}")
    return out


def timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return (time.perf_counter() - start) * 1000


def cpu_timed(action: Callable[[], object]) -> float:
    start = time.process_time()
    action()
    return (time.process_time() - start) * 1000


def machine_speed() -> float:
    """Milliseconds for a million dict lookups in a loop: to compare runs across machines."""
    table = {number: number for number in range(10_000)}
    start = time.perf_counter()
    for _ in range(100):
        for number in range(10_000):
            table.get(number)
    return (time.perf_counter() - start) * 1000


def measure(count: int, query_count: int, baseline_count: int) -> dict[str, str]:
    documents, edge_list, words = synthetic_brain(count)
    texts = queries(documents, words, query_count)

    start = time.perf_counter()
    index = LexicalIndex(documents)
    build_ms = (time.perf_counter() - start) * 1000
    graph_ms = timed(lambda: EdgeGraph(edge_list))
    graph = EdgeGraph(edge_list)

    start = time.perf_counter()
    payload = json.dumps(index.to_dict(), ensure_ascii=False)
    dump_ms = (time.perf_counter() - start) * 1000
    start = time.perf_counter()
    loaded = LexicalIndex.from_dict(json.loads(payload))
    load_ms = (time.perf_counter() - start) * 1000
    # What a CLI process pays for one query on an unchanged brain: read the cache, query once.
    cold_ms = load_ms + timed(lambda: query(loaded, graph, texts[1], now=NOW))

    for text in texts[:20]:  # warm up: caches (average idf) and the interpreter
        query(index, graph, text, now=NOW)
    warm = [timed(partial(query, index, graph, text, now=NOW)) for text in texts]
    warm_cpu = [cpu_timed(partial(query, index, graph, text, now=NOW)) for text in texts]
    plain = [timed(partial(query, index, edge_list, text, now=NOW)) for text in texts[:50]]
    lexical = [timed(partial(index.scores, tokenize(text))) for text in texts]

    # The original system's way: a fresh BM25Okapi over the (already tokenized) corpus per query.
    corpus = [tokenize(document.text) for document in documents]

    def rebuild_and_score(text: str) -> object:
        return BM25Okapi(corpus).get_scores(tokenize(text))

    baseline = [timed(partial(rebuild_and_score, text)) for text in texts[:baseline_count]]
    p50 = statistics.median(warm)
    hits = sum(len(query(index, graph, text, now=NOW)) for text in texts)
    return {
        "documents / edges": f"{count} / {len(edge_list)}",
        "index build (ms)": f"{build_ms:.0f}",
        "edge graph build (ms)": f"{graph_ms:.1f}",
        "to_dict + json.dumps (ms)": f"{dump_ms:.0f}",
        "json.loads + from_dict (ms)": f"{load_ms:.0f}",
        "JSON size (MB)": f"{len(payload.encode()) / 1e6:.1f}",
        f"query p50 / p95, EdgeGraph (ms, n={len(warm)})": (
            f"{p50:.2f} / {percentile(warm, 0.95):.2f}"
        ),
        "query p50 / p95, CPU time (ms)": (
            f"{statistics.median(warm_cpu):.2f} / {percentile(warm_cpu, 0.95):.2f}"
        ),
        "load JSON cache + first query (ms)": f"{cold_ms:.0f}",
        f"query p50, plain edge list (ms, n={len(plain)})": f"{statistics.median(plain):.2f}",
        "LexicalIndex.scores p50 (ms)": f"{statistics.median(lexical):.2f}",
        f"rebuild BM25Okapi p50 (ms, n={len(baseline)})": f"{statistics.median(baseline):.0f}",
        "speed-up (rebuild p50 / query p50)": f"{statistics.median(baseline) / p50:.0f}x",
        "mean hits per query (limit 10)": f"{hits / len(texts):.1f}",
    }


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000])
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--baseline", type=int, default=20)
    args = parser.parse_args(argv)
    columns = [measure(size, args.queries, args.baseline) for size in args.sizes]
    width = max(len(label) for label in columns[0])
    print(f"{'':<{width}}  " + "  ".join(f"{f'{size} docs':>14}" for size in args.sizes))
    for label in columns[0]:
        print(f"{label:<{width}}  " + "  ".join(f"{column[label]:>14}" for column in columns))
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak RSS of the run: {peak_mb:.0f} MB")
    print(f"machine: a million dict lookups in a Python loop took {machine_speed():.0f} ms")


if __name__ == "__main__":
    main()
