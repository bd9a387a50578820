"""Quoting the brain without a model: the sentences of a page that answer a question.

The offline research agent (ingest/research.py) and the offline librarian
(ingest/agent/librarian.py) both answer from what the brain already says, sentence by
sentence, each quote followed by its citation. `extract` picks a page's best sentences;
`best_sentences` picks across several pages the sentences that cover most of a question,
its rarer words counting more, those about the entities the question names first.
"""

from __future__ import annotations

import math
import re
from collections.abc import Collection, Iterable
from dataclasses import dataclass
from typing import Final

_LINK: Final = re.compile(r"\[\[(?:page|evidence|source):([^\]|]+)(?:\|([^\]]*))?\]\]")
_SENTENCE: Final = re.compile(r"(?<=[.!?])\s+")
_WORD: Final = re.compile(r"[^\W_]{3,}", re.UNICODE)


def words_of(text: str) -> set[str]:
    """The words of three letters or more in `text`, case-folded: what a quote must share."""
    return {word.casefold() for word in _WORD.findall(text)}


def _link_label(match: re.Match[str]) -> str:
    """A link's label; without one, its target (a page link naming a heading: the page)."""
    if match.group(2):
        return match.group(2)
    target = match.group(1).removesuffix("\\")
    return target.partition("#")[0] if match.group(0).startswith("[[page:") else target


def plain(text: str) -> str:
    """Compiled truth as quotable prose: links become their labels, markup is dropped."""
    text = _LINK.sub(_link_label, text)
    lines = [line.strip().lstrip("#>*- ").strip() for line in text.splitlines()]
    return " ".join(line for line in lines if line)


def extract(text: str, terms: set[str], limit: int = 2) -> list[str]:
    """The sentences of `text` sharing the most words with `terms`, in their order."""
    sentences = [s.strip() for s in _SENTENCE.split(plain(text)) if s.strip()]
    scored = [(len(terms & words_of(s)), i, s) for i, s in enumerate(sentences)]
    best = sorted((x for x in scored if x[0] > 0), key=lambda x: (-x[0], x[1]))[:limit]
    return [s[:400] for _, _, s in sorted(best, key=lambda x: x[1])]


_LINE_MARKER: Final = re.compile(r"^\s*(?:[-*+]|\d{1,9}[.)])\s+")


def sentences_of(markdown: str) -> list[str]:
    """The sentences of compiled truth, one paragraph or list item at a time (headings, code
    fences and blank lines left out), links shown as their labels."""
    found: list[str] = []
    for line in markdown.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith(("#", "```", "~~~", "|")):
            continue
        text = plain(_LINE_MARKER.sub("", stripped))
        found.extend(part.strip() for part in _SENTENCE.split(text) if part.strip())
    return found


@dataclass(frozen=True)
class Candidate:
    """A sentence that may answer: where it comes from (`source`: the hit's rank and id), its
    place there, its words, and whether it is about an entity the question names."""

    source: tuple[int, str]
    place: int
    text: str
    words: frozenset[str]
    about: bool


def best_sentences(
    candidates: Iterable[Candidate],
    terms: Collection[str],
    *,
    most: int = 6,
    per_source: int = 2,
    share: float = 0.5,
) -> list[Candidate]:
    """The sentences that cover the question best, grouped by their source (sources in order
    of their best sentence, sentences in their own order).

    A sentence's score is the weight of the question's terms it holds over the weight of all
    the terms any candidate holds; a term's weight is its rarity among the candidates
    (log(1 + N / n)), so the word that singles out the fact counts more than the words every
    sentence shares. When some candidates are about an entity the question names, only those
    are weighed: a sentence about something else does not answer for it ("Works at Kakao."
    for "who works at Tencent?"). Kept: at most `most` sentences scoring at least `share` of the
    best, at most `per_source` from one source."""
    wanted = frozenset(terms)
    pool = [c for c in candidates if c.words & wanted]
    if any(c.about for c in pool):
        pool = [c for c in pool if c.about]  # the others do not answer for what it names
    if not pool:
        return []
    counts: dict[str, int] = {}
    for candidate in pool:
        for term in candidate.words & wanted:
            counts[term] = counts.get(term, 0) + 1
    weight = {term: math.log(1 + len(pool) / n) for term, n in counts.items()}
    total = sum(weight.values())

    def score(candidate: Candidate) -> float:
        return sum(weight[t] for t in candidate.words & wanted) / total

    ranked = sorted(pool, key=lambda c: (-score(c), c.source, c.place))
    floor = score(ranked[0]) * share
    kept: list[Candidate] = []
    taken: dict[tuple[int, str], int] = {}
    for candidate in ranked:
        if len(kept) == most or score(candidate) < floor:
            break
        if taken.get(candidate.source, 0) == per_source:
            continue
        taken[candidate.source] = taken.get(candidate.source, 0) + 1
        kept.append(candidate)
    order = {source: index for index, source in enumerate(dict.fromkeys(c.source for c in kept))}
    return sorted(kept, key=lambda c: (order[c.source], c.place))
