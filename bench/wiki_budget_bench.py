"""PromptBudgeter's digest time at 10 and at 10,000 raw sources, the same curated pages
(issue 10's target: flat, a ratio of about 1.0x).

    .venv/bin/python -m bench.wiki_budget_bench [--pages 500] [--sources 10000] [--runs 200]

Generates two roots in a temporary folder with the same `--pages` canonical pages (titles, tags
and summaries from a 32-word vocabulary) citing the same 10 sources; the second root then
captures sources through `wiki_ingest_source` until raw/ holds `--sources` (its log.md grows
with them, one ingest record each). `prompt_digest` is timed for `--runs` chats of two messages
(a 2,000-token budget) on both roots, interleaved and alternating which goes first, so load on
the machine hits both alike. Printed side by side: p50 and p95 wall time, p50 CPU time, the ratio
of each, the files one digest opened or listed (an audit hook counts them), and whether the two
digests are the same text. As a witness that the bench would see growth, it also times listing
raw/ in both (the least a budgeter that looked at raw sources would pay).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.measure import percentile
from bench.wiki_bench import WORDS
from llmwiki.budget import prompt_digest
from llmwiki.wiki import WikiRoot, formats, service, wiki_ingest_source
from llmwiki.wiki.formats import PageMeta

BUDGET_TOKENS = 2000
_opened: list[str] | None = None


def _audit(event: str, args: tuple[Any, ...]) -> None:
    watched = _opened is not None and event in ("open", "os.listdir", "os.scandir")
    if watched and args and isinstance(args[0], (str, bytes)):
        assert _opened is not None
        _opened.append(os.fsdecode(args[0]))


def ingest(root: WikiRoot, start: int, stop: int, rng: random.Random) -> list[str]:
    return [
        wiki_ingest_source(
            root=root, data=f"Source {n}: {' '.join(rng.sample(WORDS, 12))}\n", maintain=False
        )["id"]
        for n in range(start, stop)
    ]


def generate_pages(root: WikiRoot, pages: int, ids: list[str], rng: random.Random) -> None:
    entries = []
    for n in range(pages):
        words = rng.sample(WORDS, 5)
        name = f"{words[0]}/{n:05d}"
        cited = sorted(set(rng.sample(ids, 2)))
        meta = PageMeta(
            title=" ".join(words[:3]).title() + f" {n}",
            type="concept" if n % 7 else "overview",
            summary=f"Notes on {words[3]} and {words[4]}.",
            tags=tuple(sorted({words[1], words[3]})),
            sources=tuple(cited),
        )
        body = "\n".join(
            f"- {' '.join(rng.sample(WORDS, 8)).capitalize()}. [^{rng.choice(cited)}]"
            for _ in range(6)
        )
        path = root.wiki / f"{name}.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(meta.render() + f"\n# {meta.title}\n\n{body}\n", encoding="utf-8")
        entries.append((name, meta))
    root.index.write_text(formats.render_index(entries), encoding="utf-8")


def chats(runs: int, rng: random.Random) -> list[list[str]]:
    return [
        [
            f"Earlier we spoke of {rng.choice(WORDS)}.",
            f"What about {' and '.join(rng.sample(WORDS, 2))}?",
        ]
        for _ in range(runs)
    ]


def build(folder: Path, label: str, pages: int, sources: int, seed: int) -> WikiRoot:
    """A root with `sources` raw sources and the same `pages` pages for the same seed."""
    rng = random.Random(seed)
    root = service.open_root(WikiRoot(folder / label))
    ids = ingest(root, 0, 10, rng)
    generate_pages(root, pages, ids, rng)
    ingest(root, 10, sources, random.Random(seed + 2))
    return root


def timed(root: WikiRoot, chat: list[str]) -> tuple[float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    prompt_digest(root=root, chat=chat, budget_tokens=BUDGET_TOKENS)
    return time.perf_counter() - wall, time.process_time() - cpu


def inputs(root: WikiRoot, chat: list[str]) -> tuple[int, int, str]:
    """(files opened or listed by one digest, of them under raw/, the digest's text)."""
    global _opened
    _opened = []
    text = prompt_digest(root=root, chat=chat, budget_tokens=BUDGET_TOKENS).text
    opened, _opened = _opened, None
    raw = os.path.realpath(root.raw)
    under_raw = sum(1 for path in opened if os.path.realpath(path).startswith(raw))
    return len(opened), under_raw, text


def list_raw(root: WikiRoot, times: int = 20) -> float:
    samples = []
    for _ in range(times):
        started = time.perf_counter()
        os.listdir(root.raw)
        samples.append(time.perf_counter() - started)
    return percentile(samples, 0.5)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--pages", type=int, default=500)
    parser.add_argument("--sources", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--seed", type=int, default=7)
    options = parser.parse_args()
    sys.addaudithook(_audit)
    conversations = chats(options.runs, random.Random(options.seed + 1))
    with tempfile.TemporaryDirectory(prefix="wiki-budget-bench-") as name:
        folder = Path(name)
        started = time.perf_counter()
        small = build(folder, "small", options.pages, 10, options.seed)
        large = build(folder, "large", options.pages, options.sources, options.seed)
        built = time.perf_counter() - started
        for chat in conversations[:20]:  # warm the file cache of both
            timed(small, chat), timed(large, chat)
        samples: dict[str, list[tuple[float, float]]] = {"small": [], "large": []}
        for number, chat in enumerate(conversations):  # interleaved, alternating the order
            pair = [("small", small), ("large", large)]
            for label, root in pair if number % 2 else pair[::-1]:
                samples[label].append(timed(root, chat))
        rows = {}
        for label, root in (("small", small), ("large", large)):
            wall = [w for w, _ in samples[label]]
            cpu = [c for _, c in samples[label]]
            opened, under_raw, text = inputs(root, conversations[0])
            rows[label] = {
                "p50": percentile(wall, 0.5) * 1e3,
                "p95": percentile(wall, 0.95) * 1e3,
                "cpu": percentile(cpu, 0.5) * 1e3,
                "opened": opened,
                "raw_opened": under_raw,
                "raw_files": len(os.listdir(root.raw)),
                "log_bytes": root.log.stat().st_size,
                "list_raw": list_raw(root) * 1e3,
                "text": text,
            }
    same = rows["small"].pop("text") == rows["large"].pop("text")
    print(
        f"PromptBudgeter digest: {options.pages} curated pages, budget {BUDGET_TOKENS} tokens, "
        f"{options.runs} chats, the two roots timed interleaved (built in {built:.1f} s)"
    )
    print(f"{'':30}{'10 sources':>14}{f'{options.sources:,} sources':>18}{'ratio':>10}")
    for label, key, unit in (
        ("digest p50 (wall)", "p50", "ms"),
        ("digest p95 (wall)", "p95", "ms"),
        ("digest p50 (CPU)", "cpu", "ms"),
        ("files opened per digest", "opened", ""),
        ("of them under raw/", "raw_opened", ""),
        ("raw/ files", "raw_files", ""),
        ("log.md bytes", "log_bytes", ""),
        ("witness: listing raw/ p50", "list_raw", "ms"),
    ):
        a, b = rows["small"][key], rows["large"][key]
        ratio = f"{b / a:.2f}x" if a else "-"
        cells = [f"{v:.3f} ms" if unit else f"{v:.0f}" for v in (a, b)]
        print(f"{label:30}{cells[0]:>14}{cells[1]:>18}{ratio:>10}")
    print(f"same digest text at both sizes: {'yes' if same else 'NO'}")
    ratio = rows["large"]["p50"] / rows["small"]["p50"]
    print(f"target: digest time flat (~1.0x); measured p50 ratio {ratio:.2f}x")


if __name__ == "__main__":
    main()
