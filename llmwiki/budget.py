"""PromptBudgeter: the prompt digest of a scope's LLM Wiki, picked from curated pages only.

`prompt_digest(root=..., chat=..., budget_tokens=...)` returns the pages worth putting in front
of the model for the current chat, whole, ranked for that chat, within a token budget:

- **Inputs**: `index.md` (the provider's catalogue of curated pages: name, title, type, tags,
  source count, summary) and the chosen pages under `wiki/`, nothing else. Raw sources, `AGENTS.md`
  and `log.md` are never opened or listed, so the work does not grow with the number of raw
  sources (tests/llmwiki/test_budget.py proves it with an audit hook; bench/wiki_budget_bench.py
  times it at 10 and 10,000 sources).
- **Ranking**: each whole word of the chat (lowercased, three letters or more, common English
  words dropped) scores a page 3 when it is a word of its title, 2 of its name or tags, 1 of its
  summary or type; words of later messages count more (the last message 1.0, the one before
  0.8, ..., never under 0.4). Overview pages (the wiki's entry points) get +1. Ties go to the page
  resting on more sources, then to the most recently changed page file, then to the name. Pages
  that match no word are left out, except overview pages.
- **Budget**: a documented estimate, no tokenizer (tiktoken downloads its files at first use):
  an ASCII character counts 1/4 of a token, any other character a whole token (CJK, emoji and
  accented text tokenize far denser than English), and the sum is raised by a 10% safety
  margin, rounded up. Pages go in whole, in rank order; one that does not fit is skipped and the
  next is tried (at most 200 pages are opened); the digest never exceeds the budget.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final

from llmwiki.wiki import formats
from llmwiki.wiki.root import WikiRoot

SAFETY_MARGIN_TENTHS: Final = 11  # +10%
ASCII_CHARS_PER_TOKEN: Final = 4
MIN_WORD_CHARS: Final = 3
OVERVIEW_BONUS: Final = 1.0
MAX_PAGES_TRIED: Final = 200  # pages opened at most, whatever the wiki's size
MESSAGE_DECAY: Final = 0.2
MIN_MESSAGE_WEIGHT: Final = 0.4
DIGEST_HEADER: Final = (
    "Memory digest: curated pages of this scope's LLM Wiki (claims cite raw sources as "
    "[^src_...]; link pages as [[name]]).\n"
)
_WORD_RE: Final = re.compile(r"[^\W_]+")
# Words too common to say anything about a page.
_STOP_TEXT: Final = (
    "the and for are but not you all any can had her was one our out has him his how man new "
    "now old see two way who did its let put say she too use that with have this will your from "
    "they know want been good much some time very when come here just like long make many more "
    "only over such take than them well were what where which while about after again could "
    "every into most other should their there these those through under would also what's "
    "does doing done please tell show give"
)
STOP_WORDS: Final = frozenset(_STOP_TEXT.split())


def estimate_tokens(text: str) -> int:
    """The documented estimate: ASCII chars / 4 + other chars, plus 10%, rounded up."""
    ascii_chars = sum(1 for ch in text if ch < "\x80") if not text.isascii() else len(text)
    other = len(text) - ascii_chars
    # In integers (quarter tokens times 11/10), so 400 ASCII characters are exactly 110.
    quarters = ascii_chars + ASCII_CHARS_PER_TOKEN * other
    return -(-quarters * SAFETY_MARGIN_TENTHS // (ASCII_CHARS_PER_TOKEN * 10))


@dataclass(frozen=True)
class IndexEntry:
    """One page line of index.md."""

    name: str
    title: str
    type: str
    tags: tuple[str, ...]
    sources: int
    summary: str


@dataclass
class Digest:
    """The chosen pages and the text to inject; `tokens` is the estimate of `text`."""

    text: str
    pages: list[str]
    tokens: int
    budget_tokens: int
    candidates: int  # pages that ranked (matched the chat, or are overviews)
    skipped: list[str] = field(default_factory=list)  # ranked but did not fit


def parse_index(text: str) -> list[IndexEntry]:
    """The page lines of index.md (docs/llm-wiki.md); unreadable pages are left out."""
    entries = []
    for line in text.split("\n"):
        match = formats.INDEX_LINE_RE.fullmatch(line)
        if match is None or match.group(2) is None:
            continue
        rest, _, summary = match.group(3).partition(" — ")
        fields = [part.strip() for part in rest.split(" · ")]
        if len(fields) != 4 or not fields[2].startswith("tags: "):
            continue
        tags = fields[2][len("tags: ") :]
        count = fields[3].split(" ", 1)[0]
        entries.append(
            IndexEntry(
                name=match.group(1),
                title=match.group(2),
                type=fields[1],
                tags=() if tags == "-" else tuple(tags.split(", ")),
                sources=int(count) if count.isdigit() else 0,
                summary=summary.strip(),
            )
        )
    return entries


def chat_terms(chat: str | Sequence[str]) -> dict[str, float]:
    """Word -> weight: later messages weigh more (the last 1.0, then 0.8, ... at least 0.4)."""
    messages = [chat] if isinstance(chat, str) else list(chat)
    weights: dict[str, float] = {}
    for age, message in enumerate(reversed(messages)):
        weight = max(MIN_MESSAGE_WEIGHT, 1.0 - MESSAGE_DECAY * age)
        for word in _WORD_RE.findall(message.lower()):
            if len(word) >= MIN_WORD_CHARS and word not in STOP_WORDS:
                weights[word] = max(weights.get(word, 0.0), weight)
    return weights


def _words(text: str) -> set[str]:
    return set(_WORD_RE.findall(text.lower()))


def score_entry(entry: IndexEntry, terms: dict[str, float]) -> float:
    """Title 3, name or tags 2, summary or type 1, per chat word (times its weight)."""
    title = _words(entry.title)
    named = _words(entry.name) | {part for tag in entry.tags for part in _words(tag)}
    rest = _words(entry.summary) | _words(entry.type)
    score = 0.0
    for term, weight in terms.items():
        if term in title:
            score += 3 * weight
        elif term in named:
            score += 2 * weight
        elif term in rest:
            score += weight
    if score and entry.type == "overview":
        score += OVERVIEW_BONUS
    return score


def _read(path: str) -> str | None:
    try:
        with open(path, encoding="utf-8", newline="") as handle:
            return handle.read()
    except (OSError, UnicodeDecodeError):
        return None


def _mtime(path: str) -> int:
    try:
        return os.stat(path).st_mtime_ns
    except OSError:
        return 0


def page_block(name: str, text: str) -> str:
    """How one page appears in the digest: its name as a link, then its text without the
    frontmatter (the title heading and the citations stay)."""
    _, body = formats.split_frontmatter(text)
    return f"\n## [[{name}]]\n\n{body.strip()}\n"


def prompt_digest(*, root: WikiRoot, chat: str | Sequence[str], budget_tokens: int) -> Digest:
    """The digest for this chat (see the module docstring). Opens index.md and the chosen pages
    only; never creates, lists or writes anything."""
    budget_tokens = max(0, int(budget_tokens))
    index_text = _read(str(root.index)) or ""
    terms = chat_terms(chat)
    wiki_dir = str(root.wiki)
    ranked: list[tuple[float, int, int, str]] = []
    for entry in parse_index(index_text):
        if not formats.is_page_name(entry.name):
            continue
        score = score_entry(entry, terms)
        if score <= 0 and entry.type == "overview":
            score = OVERVIEW_BONUS / 2  # an entry point, even when the chat names nothing in it
        if score > 0:
            path = os.path.join(wiki_dir, *entry.name.split("/")) + ".md"
            ranked.append((score, entry.sources, _mtime(path), entry.name))
    ranked.sort(key=lambda item: (-item[0], -item[1], -item[2], item[3]))
    header_tokens = estimate_tokens(DIGEST_HEADER)
    chosen: list[str] = []
    skipped: list[str] = []
    parts = [DIGEST_HEADER]
    used = header_tokens
    if ranked and budget_tokens >= header_tokens:
        real_wiki = os.path.realpath(wiki_dir)
        for _, _, _, name in ranked[:MAX_PAGES_TRIED]:
            if budget_tokens - used < header_tokens:
                break  # nothing useful fits any more
            path = os.path.join(wiki_dir, *name.split("/")) + ".md"
            if not os.path.realpath(path).startswith(real_wiki + os.sep):
                continue  # a symlink out of wiki/: never followed
            text = _read(path)
            if text is None:
                continue
            block = page_block(name, text)
            cost = estimate_tokens(block)
            if used + cost > budget_tokens:
                skipped.append(name)
                continue
            parts.append(block)
            chosen.append(name)
            used += cost
    if not chosen:
        return Digest("", [], 0, budget_tokens, len(ranked), skipped)
    text = "".join(parts)
    return Digest(text, chosen, estimate_tokens(text), budget_tokens, len(ranked), skipped)


__all__ = ["Digest", "IndexEntry", "estimate_tokens", "parse_index", "prompt_digest"]
