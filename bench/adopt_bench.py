"""`goat-brain adopt` on a generated vault: notes/s, peak memory, and a second run on the
unchanged vault against the first (target: the second takes at most 10% of the first's time).

    .venv/bin/python -m bench.adopt_bench [--notes 10000] [--seed 7]

The vault (a temporary folder) has notes in nested folders (People, Projects, Meetings/2026/..,
Заметки, 日本語), frontmatter on half of them (aliases, tags, dates), `[[Title]]`,
`[[Title|label]]`, `[[Title#Heading]]`, relative markdown links, one embedded image in ten
notes (one attachment per 20 notes) and an unresolved link in one note of fifty. Each run is
`adopt()` in this process, timed by wall and CPU clock; peak memory is tracemalloc's peak of
Python allocations during two more runs, into another folder, traced apart (tracing slows
what it watches); the process's peak RSS after the two timed runs is printed too.
"""

from __future__ import annotations

import argparse
import random
import resource
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

from brain.toolkit.adopt import adopt

FOLDERS = ("People", "Projects", "Meetings/2026/Q1", "Meetings/2026/Q2", "Заметки", "日本語", "")
WORDS = [
    "alpha",
    "beta",
    "gamma",
    "delta",
    "kestrel",
    "harbor",
    "lantern",
    "meadow",
    "quartz",
    "river",
    "summit",
    "willow",
]


def generate(vault: Path, count: int, seed: int) -> None:
    rng = random.Random(seed)
    titles = [f"{rng.choice(WORDS).title()} {rng.choice(WORDS)} {n}" for n in range(count)]
    folders = [FOLDERS[n % len(FOLDERS)] for n in range(count)]
    (vault / "attachments").mkdir(parents=True)
    for n in range(0, count, 20):
        (vault / "attachments" / f"image {n}.png").write_bytes(rng.randbytes(2048))
    for n, title in enumerate(titles):
        folder = vault / folders[n] if folders[n] else vault
        folder.mkdir(parents=True, exist_ok=True)
        lines: list[str] = []
        if n % 2 == 0:
            lines += [
                "---",
                f"aliases: [{title.split()[0]} {n}]",
                "tags: [bench, generated]",
                f"created: 2026-0{1 + n % 9}-1{n % 10}",
                "---",
            ]
        lines += [f"# {title}", ""]
        for _ in range(5):
            other = rng.randrange(count)
            lines.append(
                f"{rng.choice(WORDS).title()} {' '.join(rng.choices(WORDS, k=12))} "
                f"see [[{titles[other]}]] and [[{titles[rng.randrange(count)]}|that one]]."
            )
        other = rng.randrange(count)
        target = titles[other].replace(" ", "%20")
        lines.append(f"Also [[{titles[other]}#Details]] and [a link]({target}.md).")
        if n % 10 == 0:
            lines.append(f"![[image {n - n % 20}.png]]")
        if n % 50 == 0:
            lines.append("And [[Nowhere at all]].")
        lines += ["", "## Details", "", "```", "[[Not a link]]", "```"]
        (folder / f"{title}.md").write_text("\n".join(lines) + "\n", encoding="utf-8")


def timed(vault: Path, dest: Path) -> tuple[dict[str, Any], float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    report = adopt(vault, dest)
    return report, time.perf_counter() - wall, time.process_time() - cpu


def peak_memory(vault: Path, dest: Path) -> int:
    """tracemalloc's peak during a run (measured apart: tracing slows the run it watches)."""
    tracemalloc.start()
    adopt(vault, dest)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return peak


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--notes", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="adopt-bench-") as scratch:
        vault, dest = Path(scratch) / "vault", Path(scratch) / "brain"
        started = time.perf_counter()
        generate(vault, args.notes, args.seed)
        print(f"generated {args.notes} notes in {time.perf_counter() - started:.1f} s")
        first, wall1, cpu1 = timed(vault, dest)
        second, wall2, cpu2 = timed(vault, dest)
        rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        peak1 = peak_memory(vault, Path(scratch) / "brain-2")
        peak2 = peak_memory(vault, Path(scratch) / "brain-2")
        notes = first["notes"]["found"]
        print(f"{'':28}{'first run':>14}{'unchanged re-run':>20}")
        print(f"{'wall time (s)':28}{wall1:>14.2f}{wall2:>20.2f}")
        print(f"{'CPU time (s)':28}{cpu1:>14.2f}{cpu2:>20.2f}")
        print(f"{'notes/s (wall)':28}{notes / wall1:>14.0f}{notes / wall2:>20.0f}")
        print(f"{'peak Python memory (MiB)':28}{peak1 / 2**20:>14.1f}{peak2 / 2**20:>20.1f}")
        print(
            f"{'documents written':28}{first['notes']['adopted']:>14}"
            f"{second['notes']['adopted'] + second['notes']['updated']:>20}"
        )
        print(
            f"re-run / first run: {wall2 / wall1:.1%} wall, {cpu2 / cpu1:.1%} CPU (target <= 10%); "
            f"links {first['links']['resolved']} resolved, "
            f"{len(first['links']['unresolved'])} unresolved; "
            f"{first['attachments']['copied']} attachments; peak RSS {rss:.0f} MiB"
        )


if __name__ == "__main__":
    main()
