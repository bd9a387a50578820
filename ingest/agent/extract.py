"""Quoting the brain without a model: the sentences of a page that answer a question.

The offline research agent (ingest/research.py) and the offline librarian
(ingest/agent/librarian.py) both answer from what the brain already says, sentence by
sentence, each quote followed by its citation.
"""

from __future__ import annotations

import re
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
