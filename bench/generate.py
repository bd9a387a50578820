"""Generate a synthetic brain directory of N documents (pages, evidence, links, timelines).

The directory is marked as a brain root by `.goat-brain/brain.json`, as `goat-brain init`
marks one.
"""

from __future__ import annotations

import argparse
import json
import random
from datetime import UTC, datetime, timedelta
from itertools import accumulate
from pathlib import Path

from brain.toolkit.document import Document, serialize_document
from brain.toolkit.schemas import DEFAULT_FOLDERS
from brain.toolkit.timeline import TimelineEntry, append_timeline_entry, timeline_entry_id
from brain.toolkit.timestamps import format_timestamp

SYLLABLES = [
    "ka",
    "lo",
    "mi",
    "re",
    "su",
    "ta",
    "ve",
    "no",
    "pi",
    "da",
    "en",
    "or",
    "ul",
    "is",
    "ar",
    "om",
    "ex",
    "in",
    "at",
    "el",
]


def _vocabulary(rng: random.Random, size: int) -> list[str]:
    words: set[str] = set()
    while len(words) < size:
        words.add("".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4))))
    return sorted(words)


def _sentence(rng: random.Random, words: list[str], cumulative: list[float], n: int) -> str:
    # Cumulative weights: the same draws as `weights=`, without summing 4,000 weights per call.
    return " ".join(rng.choices(words, cum_weights=cumulative, k=n)).capitalize() + "."


BRAIN_MARKER = {"format": "goat-brain", "version": 1}


def generate(root: Path, count: int, seed: int = 7) -> None:
    marker = root / ".goat-brain" / "brain.json"
    marker.parent.mkdir(parents=True, exist_ok=True)
    marker.write_text(json.dumps(BRAIN_MARKER) + "\n", encoding="utf-8")
    rng = random.Random(seed)
    words = _vocabulary(rng, 4000)
    weights = list(accumulate(1.0 / (rank + 1) for rank in range(len(words))))  # Zipf-ish
    types = list(DEFAULT_FOLDERS)
    evidence_count = max(1, count // 5)
    evidence_ids = [f"ev-gen-{i:06d}" for i in range(evidence_count)]
    page_ids = [f"page-{i:06d}" for i in range(count - evidence_count)]
    start = datetime(2026, 1, 1, tzinfo=UTC)
    for i, brain_id in enumerate(evidence_ids):
        body = "\n\n".join(_sentence(rng, words, weights, rng.randint(20, 60)) for _ in range(4))
        stamp = format_timestamp(start + timedelta(hours=i))
        doc = Document(
            meta={
                "id": brain_id,
                "kind": "evidence",
                "type": "source",
                "title": _sentence(rng, words, weights, 4)[:-1],
                "status": "active",
                "sources": [f"web:https://example.com/{i}"],
                "created": stamp,
                "updated": stamp,
            },
            body=body + "\n",
            folder="evidence",
        )
        _write(root, doc)
    for i, brain_id in enumerate(page_ids):
        type_name = types[i % len(types)]
        links = rng.sample(page_ids, k=min(3, len(page_ids)))
        cite = rng.choice(evidence_ids)
        paragraphs = [
            _sentence(rng, words, weights, rng.randint(30, 90)) for _ in range(rng.randint(2, 4))
        ]
        paragraphs.append(
            "See "
            + ", ".join(f"[[page:{t}]]" for t in links if t != brain_id)
            + f" and [[evidence:{cite}|the source]]."
        )
        stamp = format_timestamp(start + timedelta(hours=i * 3))
        body = "\n\n".join(paragraphs) + "\n"
        for k in range(rng.randint(0, 3)):
            when = format_timestamp(start + timedelta(days=k, hours=i))
            text = _sentence(rng, words, weights, 12)
            entry_id = timeline_entry_id(brain_id, when, "jamie:meeting:gen", text)
            body, _ = append_timeline_entry(
                body, TimelineEntry(when, entry_id, "jamie:meeting:gen", text)
            )
        doc = Document(
            meta={
                "id": brain_id,
                "kind": "page",
                "type": type_name,
                "title": _sentence(rng, words, weights, 3)[:-1],
                "status": "active",
                "aliases": [f"P{i}"],
                "relations": [{"type": "related_to", "target": rng.choice(page_ids)}],
                "created": stamp,
                "updated": stamp,
            },
            body=body,
            folder=f"{DEFAULT_FOLDERS[type_name]}/g{i % 20:02d}",
        )
        _write(root, doc)


def _write(root: Path, document: Document) -> None:
    path = root / document.folder / f"{document.brain_id}.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(serialize_document(document))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("root", type=Path)
    parser.add_argument("count", type=int)
    args = parser.parse_args()
    generate(args.root, args.count)
