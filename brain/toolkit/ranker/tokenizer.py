"""The ranker's one tokenizer: documents, names and queries all become words the same way."""

from __future__ import annotations

import re
from typing import Final

# Bump when `tokenize` changes: a cached index built with another tokenizer is refused.
TOKENIZER_VERSION: Final = 1

_TOKEN_RE: Final = re.compile(r"[^\W_]+")


def tokenize(text: str) -> list[str]:
    """The text's words: case-folded runs of Unicode letters and digits.

    Everything else separates words, the underscore included, so `works_at`, `acme-corp` and
    `[[page:acme-corp|Acme]]` split into plain words. Documents, names and queries all go
    through this one function.
    """
    return _TOKEN_RE.findall(text.casefold())


_SUFFIXES: Final = ("ings", "ing", "ers", "er", "ed", "es", "s")


def stem(word: str) -> str:
    """A token without its commonest English endings (reviewed, reviews, reviewer: review), for
    comparing a question's words with the words of a relation type (`reviewed_by`) or of a
    sentence (the librarian's "blocking" meets "blocked"). Crude on purpose and never used to
    index: BM25 and names match whole tokens."""
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word
