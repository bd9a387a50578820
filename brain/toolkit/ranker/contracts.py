"""What the ranker reads and returns: a candidate document (`Ranked`), an index of a brain
(`RankIndex`) and a ranked document (`Hit`).

A leaf of the ranker package: the fusion, the name list, the indexes and the segment format
are written against these shapes, so none of them imports another to learn them. A
`RankDocument` is what an index is built from.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal, Protocol


class Ranked(Protocol):
    """What the ranker reads of a document once it is a candidate (no text needed)."""

    @property
    def brain_id(self) -> str: ...

    @property
    def title(self) -> str: ...

    @property
    def aliases(self) -> tuple[str, ...]: ...

    @property
    def status(self) -> str: ...  # draft | active | archived | merged

    @property
    def kind(self) -> str: ...  # page | evidence

    @property
    def type(self) -> str: ...  # person | company | meeting | ...

    @property
    def updated(self) -> datetime | None: ...  # aware; for the recency blend

    @property
    def folder(self) -> str: ...  # where it lives in the brain ("carriers", "legal/contracts")

    @property
    def names(self) -> tuple[str, ...]: ...  # the title, then the aliases


class RankIndex(Protocol):
    """What `query` needs from an index of a brain's documents."""

    def get(self, brain_id: str) -> Ranked | None:
        """The document, or None when the index does not hold it."""
        ...

    def scores(self, query_tokens: Sequence[str]) -> dict[str, float]:
        """BM25Okapi scores of the documents that contain at least one query token."""
        ...

    def best_scores(self, query_tokens: Sequence[str], pool: int) -> BestScores:
        """The `pool` best of `scores` (and any tied with the last; all when there are fewer),
        and how many documents scored at all."""
        ...

    def name_candidates(self, token: str) -> Collection[str]:
        """The ids of the documents with this token in their title or an alias, each once."""
        ...

    def idf(self, term: str) -> float:
        """The term's BM25Okapi idf (0 for a term no document has)."""
        ...


BestScores = tuple[list[tuple[str, float]], int]  # (id, score) pairs, and how many scored


@dataclass(frozen=True)
class RankDocument:
    """What the ranker knows of a document."""

    brain_id: str
    title: str
    aliases: tuple[str, ...]
    status: str  # draft | active | archived | merged
    kind: str  # page | evidence
    type: str
    text: str  # what BM25 indexes: title, aliases and the whole body
    updated: datetime | None  # aware; for the recency blend
    folder: str = ""  # where the document lives in the brain ("carriers", "legal/contracts")

    @property
    def names(self) -> tuple[str, ...]:
        return (self.title, *self.aliases)


Matched = Literal["text", "graph", "both"]


def matched_by(brain_id: str, text: bool, path: tuple[str, ...]) -> Matched:
    """How a hit matched, as its `path` tells it: "graph" with no text score (`text`), "both"
    when the path it is shown with comes through another page, else "text": a hit whose path
    is only itself was not reached through another page, whatever the walk added to its
    score, so `matched` and `path` always agree."""
    if not text:
        return "graph"
    return "text" if path == (brain_id,) else "both"


@dataclass(frozen=True)
class Hit:
    """One ranked document, with how it matched and the hop path that reached it."""

    brain_id: str
    title: str
    score: float
    matched: Matched
    # (id,) for a text hit, (seed, ..., id) for a graph or "both" hit (`matched_by`)
    path: tuple[str, ...]

    def as_dict(self) -> dict[str, Any]:
        return {
            "id": self.brain_id,
            "title": self.title,
            "score": round(self.score, 6),
            "matched": self.matched,
            "path": list(self.path),
        }
