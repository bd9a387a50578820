"""A query hit's `snippet`: the passage of the document that matched, with the query's words marked.

Computed at query time for the hits a query returns (never for the candidates it ranked), from
the document's body as plain text: a typed link `[[kind:target|label]]` reads as its label (its
target when it has none), a markdown link or image as its text, heading lines, reference
definitions and HTML comments are left out, list and quote markers are dropped, bidi
embeddings, overrides and isolates are dropped (one left open would reverse the marked words),
every `*` is removed (so the only `**` in a snippet are marks) and whitespace runs become one space.

- The words are the query's words as the ranker's tokenizer reads them (case-folded runs of
  letters and digits), so a mark matches whatever case the text has. Common function words
  (`the`, `of`, `who`, ...) are not marked unless the query has no other words.
- The passage is looked for in the compiled truth first, then in the timeline, where an entry
  reads as its date and text (`2026-10-14: Kickoff; scope agreed.`).
- A text hit's snippet is the window of at most SNIPPET_LENGTH characters, marks and ellipses
  included, that holds the most distinct query words (then the most occurrences, then the
  earliest), starting at its sentence when that fits; `…` stands for text cut before or after.
  Each matched word is wrapped in `**` (`**Acme** pilot`). A text hit whose body holds none of
  the words (it matched by name or by embeddings) gets the first sentence of its compiled
  truth, marked likewise.
- A graph-only hit (reached along a link, no text match) gets the first sentence of its
  compiled truth, unmarked.
The marks are plain text: a caller that renders a snippet as HTML escapes it first and then
turns the marks into elements itself.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection
from functools import lru_cache
from typing import Final

from .links import MARKDOWN_LINK_RE
from .quoting import BIDI_CONTROL
from .timeline import parse_timeline, split_body

SNIPPET_LENGTH: Final = 240
# The passage is chosen among a text's first MAX_MATCHES matched words (a bound on the work
# for a long text full of a common word).
MAX_MATCHES: Final = 200
MARK: Final = "**"
ELLIPSIS: Final = "…"

# The tokenizer's words (its pattern, `ranker.tokenizer`), found in the original text so they can
# be marked where they stand.
_WORD_RE: Final = re.compile(r"[^\W_]+")
# A link's target holds no bracket, backtick or line break, so `[[` written in code text is no
# link's start (it would swallow the text up to the next `]]`).
_LINK_RE: Final = re.compile(r"\[\[([^\]|\[`\n]*)(?:\|([^\]\[\n]*))?\]\]")
# Markdown's own links read as their text (`links.MARKDOWN_LINK_RE`); reference definitions
# (`[ref]: url "title"`) and HTML comments are not text at all.
_REFERENCE_DEFINITION_RE: Final = re.compile(r"^[ \t]{0,3}\[[^\]\n]+\]:[ \t]+\S+.*$", re.MULTILINE)
_COMMENT_RE: Final = re.compile(r"<!--.*?(?:-->|\Z)", re.DOTALL)
_HEADING_LINE_RE: Final = re.compile(r"^[ \t]{0,3}#{1,6}(?:[ \t].*)?$", re.MULTILINE)
_LINE_MARKER_RE: Final = re.compile(r"^[ \t]*(?:[-+>][ \t]+|\d+[.)][ \t]+)+", re.MULTILINE)
# The end of a sentence: terminal punctuation (and closing quotes or brackets), then space.
_SENTENCE_END_RE: Final = re.compile(r"[.!?][\"')\]]*(?=\s|$)")
_STOP_WORDS: Final = frozenset(
    [
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "been",
        "by",
        "did",
        "do",
        "does",
        "for",
        "from",
        "had",
        "has",
        "have",
        "how",
        "i",
        "in",
        "is",
        "it",
        "its",
        "of",
        "on",
        "or",
        "that",
        "the",
        "their",
        "there",
        "these",
        "this",
        "those",
        "to",
        "was",
        "were",
        "what",
        "when",
        "where",
        "which",
        "who",
        "whom",
        "whose",
        "why",
        "will",
        "with",
    ]
)


def query_terms(text: str) -> frozenset[str]:
    """The words of a query that a snippet marks: its words less function words (unless that
    leaves none)."""
    # Imported here: `get` and `list` load this module (the result schemas) but never the ranker.
    from .ranker.tokenizer import tokenize

    words = frozenset(tokenize(text))
    content = words - _STOP_WORDS
    return content or words


def _link_text(match: re.Match[str]) -> str:
    target, label = match.group(1), match.group(2)
    if label is not None:
        return label
    kind, _, rest = target.partition(":")
    return rest.partition("#")[0] if kind == "page" else rest or kind


def plain_text(markdown: str) -> str:
    """The body as one line of plain text (see the module's docstring)."""
    text = _HEADING_LINE_RE.sub("", markdown) if "#" in markdown else markdown
    if "<!--" in text:
        text = _COMMENT_RE.sub(" ", text)
    text = _LINE_MARKER_RE.sub("", text)
    if "[[" in text:
        text = _LINK_RE.sub(_link_text, text)
    if "]" in text:
        text = _REFERENCE_DEFINITION_RE.sub("", text)
        text = MARKDOWN_LINK_RE.sub(r"\1", text)
    if BIDI_CONTROL.search(text):
        text = BIDI_CONTROL.sub("", text)
    return " ".join(text.replace("*", "").split())


def timeline_text(timeline_zone: str | None) -> str:
    """The timeline as plain text: each entry's date and text (`2026-10-14: Kickoff.`)."""
    entries = parse_timeline(timeline_zone)[0] if timeline_zone is not None else []
    return plain_text("\n".join(f"{entry.timestamp[:10]}: {entry.text}" for entry in entries))


def _matches(text: str, terms: Collection[str]) -> list[tuple[int, int, str]]:
    """(start, end, word) of each word of `text` that is one of `terms` (case-folded words).

    A term in Han, kana or Hangul (the tokenizer's pairs of characters: "王小", "小明") is found
    wherever it stands, and the pairs that overlap or touch make one match ("王小明" in
    "王小明是工程师"), as such text puts no space between words."""
    if not terms:
        return []
    from .ranker.tokenizer import has_cjk

    paired = frozenset(term for term in terms if has_cjk(term))
    if paired:
        spaced = _spaced_matches(text, frozenset(terms) - paired)
        return sorted(spaced + _paired_matches(text, paired, spaced))
    return _spaced_matches(text, terms)


def _paired_matches(
    text: str, terms: frozenset[str], taken: list[tuple[int, int, str]]
) -> list[tuple[int, int, str]]:
    """The runs of `text` that the pairs in `terms` cover, each pair found anywhere (overlaps
    included) and the pairs that overlap or touch joined; none inside a match in `taken`."""
    folded = text.casefold()
    if len(folded) != len(text):
        folded = text  # (these scripts have no case; another character's folding moved them)
    runs: list[list[int]] = []
    for found in _pairs_re(terms).finditer(folded):
        start, end = found.start(), found.start() + len(found.group(1))
        if runs and start <= runs[-1][1]:
            runs[-1][1] = max(runs[-1][1], end)
        else:
            runs.append([start, end])
    return [
        (start, end, folded[start:end])
        for start, end in runs
        if not any(t_start < end and start < t_end for t_start, t_end, _ in taken)
    ]


@lru_cache(maxsize=64)
def _pairs_re(terms: frozenset[str]) -> re.Pattern[str]:
    """Each of `terms` wherever it starts, overlaps included (a look-ahead matches nothing)."""
    alternatives = "|".join(re.escape(term) for term in sorted(terms, key=len, reverse=True))
    return re.compile(f"(?=({alternatives}))")


def _spaced_matches(text: str, terms: Collection[str]) -> list[tuple[int, int, str]]:
    """`_matches` for words set apart by spaces or punctuation: whole words only."""
    if not terms:
        return []
    folded = text.casefold()
    if len(folded) != len(text):
        # Case folding changed the length (ß -> ss): go word by word in the original.
        found = []
        for match in _WORD_RE.finditer(text):
            word = match.group().casefold()
            if word in terms:
                found.append((match.start(), match.end(), word))
        return found
    # One scan of the folded text, whose positions are the original's; a match must start a
    # word (checked here: a leading look-behind would make the scan several times slower).
    return [
        (start, match.end(), match.group())
        for match in _terms_re(frozenset(terms)).finditer(folded)
        if not ((start := match.start()) and folded[start - 1].isalnum())
    ]


@lru_cache(maxsize=64)
def _terms_re(terms: frozenset[str]) -> re.Pattern[str]:
    alternatives = "|".join(re.escape(term) for term in sorted(terms, key=len, reverse=True))
    return re.compile(rf"(?:{alternatives})(?![^\W_])")


def _best_cluster(matches: list[tuple[int, int, str]], width: int) -> tuple[int, int]:
    """The (start, end) of the run of matches within `width` characters holding the most
    distinct words, then the most matches, then the earliest."""
    best: tuple[int, int, int] | None = None  # (-distinct, -count, first index)
    best_span = (matches[0][0], matches[0][1])
    counts: Counter[str] = Counter()
    j = 0
    for i, (start, _end, _word) in enumerate(matches):
        if j < i:
            j = i
        while j < len(matches) and (j == i or matches[j][1] - start <= width):
            counts[matches[j][2]] += 1
            j += 1
        key = (-len(counts), -(j - i), i)
        if best is None or key < best:
            best, best_span = key, (start, matches[j - 1][1])
        counts[matches[i][2]] -= 1
        if not counts[matches[i][2]]:
            del counts[matches[i][2]]
    return best_span


def _place(text: str, first: int, last: int, length: int) -> tuple[int, int]:
    """A window of at most `length` characters over `text` that holds [first, last) (or starts
    at `first` when that span is longer), cut at word boundaries."""
    if last - first >= length:
        start = first
    else:
        spare = length - (last - first)
        start = max(0, first - spare // 3)
        # Start at the sentence when it begins within reach.
        reach = max(0, first - spare)
        sentence_start = -1
        for stop in _SENTENCE_END_RE.finditer(text, reach, first):
            sentence_start = stop.end()
        if reach == 0 and sentence_start == -1:
            sentence_start = 0
        if sentence_start >= reach:
            start = sentence_start
        elif start > 0 and not text[start - 1].isspace():
            space = text.find(" ", start, first)
            start = space + 1 if space != -1 else first
    while start < len(text) and text[start].isspace():
        start += 1
    if start > 0 and len(text) - start < length:
        # The passage ends the text: spend what is left on what comes before it.
        earliest = max(0, len(text) - length)
        sentence_end = _SENTENCE_END_RE.search(text, earliest, start)
        space = text.find(" ", earliest, start)
        if earliest == 0:
            start = 0
        elif sentence_end is not None:
            start = sentence_end.end()
        elif space != -1:
            start = space
        while start < len(text) and text[start].isspace():
            start += 1
    end = min(len(text), start + length)
    if end < len(text) and not text[end].isspace():
        space = text.rfind(" ", max(start, last), end)
        if space > start:
            end = space
    return start, end


def _render(
    text: str, start: int, end: int, matches: list[tuple[int, int, str]], *, marked: bool
) -> str:
    parts = [ELLIPSIS] if start > 0 else []
    at = start
    if marked:
        for m_start, m_end, _word in matches:
            if m_start >= start and m_end <= end:
                parts += [text[at:m_start], MARK, text[m_start:m_end], MARK]
                at = m_end
    parts.append(text[at:end].rstrip())
    if end < len(text):
        parts.append(ELLIPSIS)
    return "".join(parts).strip()


def _window(
    text: str, first: int, last: int, matches: list[tuple[int, int, str]], *, marked: bool
) -> str:
    length = SNIPPET_LENGTH - 2 * len(ELLIPSIS)
    while length > 0:
        start, end = _place(text, first, last, length)
        rendered = _render(text, start, end, matches, marked=marked)
        if len(rendered) <= SNIPPET_LENGTH:
            return rendered
        length -= max(1, len(rendered) - SNIPPET_LENGTH)
    return ""


def first_sentence(compiled_truth: str, terms: Collection[str] = ()) -> str:
    """The first sentence of a compiled truth, cut to SNIPPET_LENGTH; the words in `terms`
    marked."""
    return _first_sentence(plain_text(compiled_truth), terms)


def _first_sentence(text: str, terms: Collection[str]) -> str:
    end = _SENTENCE_END_RE.search(text)
    sentence = text[: end.end()] if end is not None else text
    return _window(sentence, 0, 0, _matches(sentence, terms), marked=True)


def snippet(body: str, terms: Collection[str], *, graph_only: bool) -> str:
    """The snippet of the document whose markdown body is `body` (see the module's docstring);
    `terms` from `query_terms`."""
    compiled_truth, timeline_zone = split_body(body)
    truth = plain_text(compiled_truth)
    if graph_only:
        return _first_sentence(truth, ())
    matches = _matches(truth, terms)
    text = truth
    if not matches:
        text = timeline_text(timeline_zone)
        matches = _matches(text, terms)
    if not matches:
        return _first_sentence(truth, terms)
    first, last = _best_cluster(matches[:MAX_MATCHES], SNIPPET_LENGTH * 2 // 3)
    return _window(text, first, last, matches, marked=True)
