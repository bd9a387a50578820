"""Edges are derived from a document, never authored: relations, page links and citations."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Final

from .document import Document
from .links import link_matches, prose_lines

WIKI_LINK: Final = "wiki_link"
CITES: Final = "cites"


@dataclass(frozen=True, order=True)
class Edge:
    """A directed, typed edge from one document id to another (the target may not exist)."""

    source: str
    target: str
    type: str
    # For a page link, the words around it in the source's body that say what the target is
    # to the source (`link_contexts`); no part of what the edge is (equality, order, as_dict)
    context: str = field(default="", compare=False)

    @property
    def is_citation(self) -> bool:
        return self.type == CITES

    def as_dict(self) -> dict[str, str]:
        return {"source": self.source, "target": self.target, "type": self.type}


def derive_edges(document: Document) -> list[Edge]:
    """The document's outgoing edges, deduplicated, in the order they first appear; a page
    link's edge carries the words around the link (`link_contexts`)."""
    source = document.brain_id
    seen: dict[Edge, None] = {}
    for relation in document.relations:
        seen.setdefault(Edge(source, relation.target, relation.type))
    contexts: dict[str, str] | None = None
    for link in document.links:
        if link.kind == "page":
            if contexts is None:
                contexts = link_contexts(document.body)
            seen.setdefault(Edge(source, link.target, WIKI_LINK, contexts.get(link.target, "")))
        elif link.kind == "evidence":
            seen.setdefault(Edge(source, link.target, CITES))
    return list(seen)


CONTEXT_WORDS: Final = 8  # words on one side of a link that may describe it, at most
CONTEXT_CHARS: Final = 200  # a target's context in all, at most
CONTEXT_LINKS: Final = 3  # links back past which a link's words are looked for, at most
_SENTENCE_END: Final = re.compile(r"(?<=[.!?;])\s+")
_LINK: Final = re.compile(r"\[\[.*?\]\]")
# A page link's target and label, read lightly: a malformed link makes no edge, so whatever
# is read of one is never looked up (`derive_edges` keys by the targets of `Document.links`)
_PAGE_LINK: Final = re.compile(r"\[\[page:([^\]|#\\]*)(?:#[^\]|\\]*)?(?:\\?\|(.*))?\]\]", re.DOTALL)
_WORD: Final = re.compile(r"[^\W_]+")


def _words(text: str) -> list[str]:
    """The words of a stretch of prose as the ranker's tokenizer finds them, the combining
    marks inside them kept ("अनन्या", "ใจดี": a vowel sign is part of its word, not a break
    in it)."""
    from .ranker.tokenizer import words_as_written  # (the ranker imports this module)

    return words_as_written(text)


def _folded(text: str) -> set[str]:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return set(_WORD.findall("".join(c for c in decomposed if not unicodedata.combining(c))))


def _role(label: str, target: str, prose: str) -> bool:
    """Whether a link's label says what the target is rather than naming it: no word of it
    is a word of the target's id nor its initials ("structure" for `brunel-pryce`; not "Søren
    Holm" for `soren-holm`, nor "MBDT" for `mahim-bay-development-trust`), and it is not a
    name in another script than the sentence's (`prose`, the sentence without its links):
    "[[page:ananya-kulkarni|अनन्या कुलकर्णी]]" in English prose names her, as
    "[[page:brunel-pryce|संरचना]]" in Hindi prose says what Brunel Pryce is."""
    words = _folded(label)
    named = _folded(target)
    if not words.isdisjoint(named) or _initials(label, target) in words:
        return False  # a word of the id, or its initials ("MBDT" for mahim-bay-development-trust)
    if _latin(words):
        return True
    around = _folded(prose)  # a label in another script: a role only in prose of its script
    return bool(around) and not _latin(around)


def _initials(label: str, target: str) -> str:
    """The initials of the target id's words when the label is one word of two letters or
    more ("mbdt"), else ''."""
    parts = [part for part in re.split(r"[^a-z0-9]+", target.casefold()) if part]
    initials = "".join(part[0] for part in parts)
    return initials if len(initials) > 1 and len(label.split()) == 1 else ""


def _latin(words: set[str]) -> bool:
    """Whether most of these words (folded: accents off) are in ASCII letters."""
    return sum(word.isascii() for word in words) * 2 > len(words)


def link_contexts(body: str) -> dict[str, str]:
    """Per page the body links, the words around its links in the sentences that hold them
    ("Original score by [[page:clementine-ardoin|Clémentine Ardoin]]": "Original score by";
    "[[page:maren-holt|Maren Holt]] directs.": "directs"), and a label that says what the
    target is rather than naming it ("[[page:brunel-pryce|structure]]": "structure"): what
    the ranker reads as the relation when no relation type names it.

    Before a link, the words back to the link before it, or further back while there are
    fewer than two ("Cast: [[a]] and [[b]]" gives b "Cast and"; past `CONTEXT_LINKS` links at
    most), at most `CONTEXT_WORDS`;
    when none stand before it in its sentence, those after it up to the next link. A sentence
    ends at ".", "!", "?" or ";" before a space, and at a line's end; code is left out."""
    found: dict[str, list[str]] = {}
    # (with no code in the body, its lines as they are: the one pass `scan_links` makes too)
    lines = prose_lines(body) if "`" in body or "~" in body else body.split("\n")
    for line in lines:
        if "[[page:" not in line:
            continue
        for sentence in _SENTENCE_END.split(line):
            if "[[page:" not in sentence:
                continue
            matches = list(link_matches(sentence))
            gaps = [
                _words(sentence[(matches[at - 1].end() if at else 0) : match.start()])
                for at, match in enumerate(matches)
            ]
            for at, match in enumerate(matches):
                page = _PAGE_LINK.fullmatch(match.group(0))
                if page is None:
                    continue
                target, label = page.group(1).strip(), page.group(2)
                words: list[str] = []
                back = at
                while back >= max(at - CONTEXT_LINKS, 0) and len(words) < 2:
                    words = gaps[back] + words
                    back -= 1
                if not words:
                    end = matches[at + 1].start() if at + 1 < len(matches) else len(sentence)
                    words = _words(sentence[match.end() : end])[:CONTEXT_WORDS]
                words = words[-CONTEXT_WORDS:]
                if label and _role(label, target, _LINK.sub(" ", sentence)):
                    words += _words(label)
                if words:
                    found.setdefault(target, []).extend(words)
    return {target: " ".join(words)[:CONTEXT_CHARS] for target, words in found.items()}
