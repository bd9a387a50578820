"""The LLM Wiki's lint and query on a generated wiki (issue 10's targets: lint <= 3 s and
wiki_query <= 50 ms at 5k pages).

    .venv/bin/python -m bench.wiki_bench [--pages 5000] [--sources 500] [--queries 200]

Generates a root in a temporary folder: sources captured through `wiki_ingest_source`, pages
written as canonical files (each citing sources and linking earlier pages), index.md regenerated
once. Prints lint's time beside a baseline measured in the same run (reading every file of the
root once, which lint must at least do), and `wiki_query` p50/p95 with a cold index (parsed from
index.md, as a new process does) and a warm one, beside reading index.md once and beside a naive
scan that opens every page's frontmatter.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time
from pathlib import Path

from bench.measure import percentile
from llmwiki.wiki import WikiRoot, formats, service, wiki_ingest_source, wiki_lint, wiki_query
from llmwiki.wiki.formats import PageMeta

WORDS = [
    "acme",
    "pilot",
    "contract",
    "renewal",
    "pricing",
    "onboarding",
    "security",
    "review",
    "roadmap",
    "budget",
    "hiring",
    "launch",
    "partner",
    "integration",
    "migration",
    "outage",
    "incident",
    "retro",
    "planning",
    "quarter",
    "forecast",
    "customer",
    "churn",
    "support",
    "billing",
    "invoice",
    "vendor",
    "legal",
    "compliance",
    "audit",
    "design",
    "research",
]


def generate(root: WikiRoot, pages: int, sources: int, rng: random.Random) -> list[str]:
    service.open_root(root)
    ids = [
        wiki_ingest_source(
            root=root, data=f"Source {n}: {' '.join(rng.sample(WORDS, 12))}\n", maintain=False
        )["id"]
        for n in range(sources)
    ]
    titles: list[str] = []
    names: list[str] = []
    for n in range(pages):
        words = rng.sample(WORDS, 3)
        title = " ".join(words).title() + f" {n}"
        titles.append(title)
        name = f"{words[0]}/{n:05d}"
        cited = sorted(set(rng.sample(ids, 2)))
        links = [f"[[{names[k]}]]" for k in rng.sample(range(n), min(n, 3))]
        names.append(name)
        meta = PageMeta(
            title=title,
            type="overview" if n == 0 else "note",
            summary=" ".join(rng.sample(WORDS, 8)),
            tags=tuple(sorted(set(rng.sample(WORDS, 2)))),
            sources=tuple(cited),
        )
        body = (
            f"\n# {title}\n\n"
            + "".join(f"- {' '.join(rng.sample(WORDS, 10))}. [^{c}]\n" for c in cited)
            + ("\nSee " + ", ".join(links) + ".\n" if links else "")
        )
        path = root.wiki / f"{name}.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(meta.render() + body, encoding="utf-8")
    with root.lock():
        service.regenerate_index(root)
    return titles


def read_everything(root: WikiRoot) -> int:
    total = 0
    for folder, _, files in os.walk(root.path):
        for filename in files:
            with open(os.path.join(folder, filename), "rb") as handle:
                total += len(handle.read())
    return total


def naive_query(root: WikiRoot, text: str, limit: int = 10) -> list[str]:
    """The baseline: open every page and match the words against its frontmatter."""
    terms = set(text.lower().split())
    scored = []
    for name, path in service.scan_page_files(root)[0]:
        meta = formats.parse_page(path.read_text(encoding="utf-8")).meta
        if meta is not None:
            words = set(f"{meta.title} {meta.summary} {' '.join(meta.tags)}".lower().split())
            score = len(terms & words)
            if score:
                scored.append((-score, name))
    return [name for _, name in sorted(scored)[:limit]]


def timed(function, repeat: int) -> list[float]:  # type: ignore[no-untyped-def]
    samples = []
    for _ in range(repeat):
        started = time.perf_counter()
        function()
        samples.append(time.perf_counter() - started)
    return samples


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pages", type=int, default=5000)
    parser.add_argument("--sources", type=int, default=500)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--seed", type=int, default=7)
    options = parser.parse_args()
    rng = random.Random(options.seed)
    with tempfile.TemporaryDirectory(prefix="wiki-bench-") as folder:
        root = WikiRoot(Path(folder) / "llm-wiki")
        started = time.perf_counter()
        titles = generate(root, options.pages, options.sources, rng)
        print(
            f"generated {options.pages} pages and {options.sources} sources in "
            f"{time.perf_counter() - started:.1f} s"
        )

        baseline = timed(lambda: read_everything(root), 3)
        cpu_started = time.process_time()
        lint_times = timed(lambda: wiki_lint(root=root), 3)
        lint_cpu = (time.process_time() - cpu_started) / 3
        report = wiki_lint(root=root, record=False)
        print(
            f"lint: {report['pages']} pages, {report['sources']} sources, "
            f"{len(report['issues'])} issues ({report['counts']})"
        )
        print(
            f"lint median {statistics.median(lint_times):.3f} s wall, {lint_cpu:.3f} s CPU "
            f"(target <= 3 s); reading every "
            f"file once {statistics.median(baseline):.3f} s; ratio "
            f"{statistics.median(lint_times) / statistics.median(baseline):.1f}x"
        )

        questions = [
            " ".join(rng.sample(titles[rng.randrange(len(titles))].split()[:3], rng.randint(1, 3)))
            for _ in range(options.queries)
        ]

        def cold(question: str) -> None:
            service._INDEX_CACHE.clear()  # as a new process: parse index.md again
            wiki_query(root=root, text=question)

        cpu_started = time.process_time()
        cold_times = [timed(lambda q=q: cold(q), 1)[0] for q in questions]
        cold_cpu = (time.process_time() - cpu_started) / len(questions)
        warm_times = [timed(lambda q=q: wiki_query(root=root, text=q), 1)[0] for q in questions]
        index_read = timed(lambda: service.read_text(root.index), 20)
        naive = [timed(lambda q=q: naive_query(root, q), 1)[0] for q in questions[:10]]
        ms = 1000
        print(
            f"wiki_query cold index p50/p95 {percentile(cold_times, 0.5) * ms:.1f}/"
            f"{percentile(cold_times, 0.95) * ms:.1f} ms, warm p50/p95 "
            f"{percentile(warm_times, 0.5) * ms:.2f}/{percentile(warm_times, 0.95) * ms:.2f} ms "
            f"(target <= 50 ms); cold mean CPU {cold_cpu * ms:.1f} ms"
        )
        print(
            f"baselines: reading index.md once {statistics.median(index_read) * ms:.2f} ms "
            f"(cold p50 is {percentile(cold_times, 0.5) / statistics.median(index_read):.1f}x); "
            f"a naive scan of every page's frontmatter p50 {percentile(naive, 0.5) * ms:.1f} ms "
            f"(cold query is {percentile(naive, 0.5) / percentile(cold_times, 0.5):.1f}x faster)"
        )


if __name__ == "__main__":
    main()
