"""The ranker's knobs, in one frozen value that every stage of `query` reads."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True)
class RankOptions:
    """The ranker's knobs; the defaults are what `query` uses."""

    candidates: int = 100  # documents taken from each candidate list (BM25, names, extra lists)
    rrf_k: float = 60.0  # reciprocal-rank fusion: 1 / (rrf_k + rank)
    seeds: int = 10  # best fused pages that graph expansion starts from
    max_hops: int = 2
    hop_decay: float = 0.5  # graph score = seed score * hop_decay ** hops
    # A question's intent (ranker.intent): hits of the type it asks for score (1 + bonus)
    # times more (a hit found by its text alone never past the best text hit), and a page of
    # that type reached from a seed of another type gets seed score * intent_hop ** j *
    # hop_decay ** (hops - j), j the hops up to the first page of that type on its path.
    intent_bonus: float = 0.25
    intent_hop: float = 0.9
    # When a question names a relation an edge at its seed has (intent.query_relations), a
    # page of the asked-for type keeps unnamed_hop of the intent's score per hop of its path
    # that takes no edge the question names.
    unnamed_hop: float = 0.95
    both_bonus: float = 0.1  # "both": max(text, graph) + both_bonus * min(text, graph)
    # A question about a page it names or describes is answered by the pages around that page
    # first (ranker.answers); off, the walk's order stands
    answers: bool = True
    recency_weight: float = 0.05  # final = (1 - w) * score + w * score * recency
    half_life_days: float = 90.0  # recency = 0.5 ** (age_days / half_life_days)
    undated_recency: float = 0.5  # the recency of a document with no timestamp

    def both_score(self, text: float, graph: float, seed_text: float) -> float:
        """The score of a document that is a text hit and a graph hit: max(text, graph) +
        both_bonus * min(text, graph), but never past the text score of the seed its graph
        score came from (`seed_text`) when its own text score is below that: the graph lifts
        a page joined to a better match, not past it ("Aurora Research Council, the funder of
        ..." keeps the council above the grants that name it)."""
        high, low = (text, graph) if text >= graph else (graph, text)
        score = high + self.both_bonus * low
        if text < seed_text:
            score = min(score, seed_text * (1 - 1e-9))
        return max(score, text)

    def __post_init__(self) -> None:
        checks = {
            "candidates": self.candidates >= 1,
            "rrf_k": self.rrf_k >= 0,
            "seeds": self.seeds >= 0,
            "max_hops": self.max_hops >= 0,
            "hop_decay": 0 <= self.hop_decay <= 1,
            "intent_bonus": self.intent_bonus >= 0,
            "intent_hop": 0 <= self.intent_hop <= 1,
            "unnamed_hop": 0 <= self.unnamed_hop <= 1,
            "both_bonus": self.both_bonus >= 0,
            "recency_weight": 0 <= self.recency_weight <= 1,
            "half_life_days": self.half_life_days > 0,
            "undated_recency": 0 <= self.undated_recency <= 1,
        }
        for name, ok in checks.items():
            if not ok:
                raise ValueError(f"RankOptions.{name} is out of range: {getattr(self, name)!r}")


DEFAULT_OPTIONS: Final = RankOptions()
