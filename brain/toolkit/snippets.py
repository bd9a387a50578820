"""A query hit's `snippet`: the passage of the document that matched, with the query's words marked.

Computed at query time for the hits a query returns (never for the candidates it ranked), from
the document's body as plain text, read by markdown-it-py as pages are rendered (CommonMark,
tables, strikethrough): what a reader sees of its inline content is kept (text, code as its
text, a markdown link or image as its text, backslash escapes and entities as their
characters) and its markup is not (backticks, `_`, `*`, `~~`, list and quote markers); a typed
link `[[kind:target|label]]` reads as its label (its target when it has none:
`links.Link.shown`), a backslash-escaped `[[` stays text; headings, reference definitions, footnote
references and definitions (`[^1]`) and HTML comments are left out; code blocks are their text;
each list item and table cell is followed by `; ` unless it ends in punctuation already (so
items do not run together: `Pilot in Rotterdam; Rollout to Piraeus`); bidi embeddings,
overrides and isolates are dropped (one left open would reverse the marked words), every `*`
left is removed (so the only `**` in a snippet are marks) and whitespace runs become one space.

- The words are the query's words as the ranker's tokenizer reads them (case-folded runs of
  letters and digits), so a mark matches whatever case the text has. Common function words
  (`the`, `of`, `who`, ...) are not marked unless the query has no other words.
- The passage is looked for in the compiled truth first, then in the timeline, where an entry
  reads as its date and text (`2026-10-14: Kickoff; scope agreed.`).
- A text hit's snippet is the window of at most SNIPPET_LENGTH characters, marks and ellipses
  included, that holds the most distinct query words (then the most occurrences, then the
  earliest), starting at its sentence when that fits (a sentence ends as `sentences` reads
  it: never at an initial's or an abbreviation's full stop, "Dr. Okafor", "Tom L. at …");
  `…` stands for text cut before or after.
  Each matched word is wrapped in `**` (`**Acme** pilot`). A text hit whose body holds none of
  the words (it matched by name or by embeddings) gets the first sentence of its compiled
  truth, marked likewise.
- A graph-only hit (reached along a link, no text match) gets the first sentence of its
  compiled truth, unmarked.
- Markdown longer than PARSE_LENGTH (600 characters; a body may hold 5 MiB) is not parsed
  whole: the passage is placed by the words in the markdown as written, and only the blocks
  around it (at most PARSE_LENGTH characters, cut at blank lines) are parsed; a first sentence
  is read from the first PARSE_LENGTH characters.
The marks are plain text: a caller that renders a snippet as HTML escapes it first and then
turns the marks into elements itself.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from .links import Link, map_links
from .quoting import BIDI_CONTROL
from .sentences import sentence_ends
from .timeline import parse_timeline, split_body

if TYPE_CHECKING:
    from markdown_it import MarkdownIt
    from markdown_it.token import Token

SNIPPET_LENGTH: Final = 240
# The passage is chosen among a text's first MAX_MATCHES matched words (a bound on the work
# for a long text full of a common word).
MAX_MATCHES: Final = 200
# The most markdown parsed for one snippet: markdown-it-py reads about 0.6 MB a second (a page of
# a few kilobytes took longer than the rest of a query), so about two snippets' worth around the
# passage is read, not the whole body (0.16 ms a snippet on the demo brain against 0.26).
PARSE_LENGTH: Final = 600
MARK: Final = "**"
ELLIPSIS: Final = "…"
# A list item or table cell ending in one of these needs no `; ` after it.
ITEM_SEPARATOR: Final = "; "
_ITEM_END: Final = frozenset(".,;:!?…")

# The tokenizer's words (its pattern, `ranker.tokenizer`), found in the original text so they can
# be marked where they stand.
_WORD_RE: Final = re.compile(r"[^\W_]+")
# ASCII punctuation, which a backslash makes text in markdown (a link's label is text).
_PUNCTUATION_RE: Final = re.compile(r"([!-/:-@\[-`{-~])")
# `[text][ref]` and `[text][]`: a reference link, read as its text even when its definition is
# elsewhere (another file of the same docs, or a part of the body not parsed).
_REFERENCE_USE_RE: Final = re.compile(r"\[([^\]\[\n]+)\]\[([^\]\[\n]*)\]")
_FOOTNOTE_RE: Final = re.compile(r"\[\^[^\]\s]+\]")
_FOOTNOTE_DEFINITION_RE: Final = re.compile(r"\[\^[^\]\s]+\]:")
_COMMENT_RE: Final = re.compile(r"<!--.*?(?:-->|\Z)", re.DOTALL)
_ITEM_ENDS: Final = frozenset({"list_item_close", "td_close", "th_close"})
_LIST_OPENS: Final = frozenset({"bullet_list_open", "ordered_list_open"})
_CLOSERS: Final = "\"')]}»”’*"
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


@lru_cache(maxsize=1)
def _reader() -> MarkdownIt:
    """CommonMark with tables and strikethrough; raw HTML is read (so a comment is told from
    text) and kept as text but for comments. Imported here: the CLI starts without it."""
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark", {"html": True}).enable(["table", "strikethrough"])


def _shown(link: Link) -> str:
    """A typed link as the text markdown reads back as its label or target (`Link.shown`)."""
    return _PUNCTUATION_RE.sub(r"\\\1", link.shown)


def plain_text(markdown: str) -> str:
    """Markdown as one line of plain text (see the module's docstring); all of it is parsed,
    so a caller bounds it (`snippet` parses at most PARSE_LENGTH characters)."""
    if BIDI_CONTROL.search(markdown):
        markdown = BIDI_CONTROL.sub("", markdown)
    markdown = map_links(markdown, _shown)
    env: dict[str, object] = {}
    if "][" in markdown:
        from markdown_it.common.utils import normalizeReference

        env["references"] = {
            normalizeReference(found.group(2) or found.group(1)): {"href": "", "title": ""}
            for found in _REFERENCE_USE_RE.finditer(markdown)
        }
    text = _Text()
    _read_blocks(_reader().parse(markdown, env), text)
    return " ".join("".join(text.pieces).replace("*", "").split())


class _Text:
    """The text read so far, and the separator owed to the item that ended last (written
    before the next text, so none ends the whole)."""

    def __init__(self) -> None:
        self.pieces: list[str] = []
        self.owed = ""

    def add(self, piece: str) -> None:
        if self.owed and not piece.isspace():
            while self.pieces and self.pieces[-1].isspace():
                self.pieces.pop()
            if self.pieces:
                self.pieces[-1] = self.pieces[-1].rstrip()
            self.pieces.append(self.owed)
            self.owed = ""
        self.pieces.append(piece)

    def end_item(self) -> None:
        """After a list item or a table cell (or before a list inside an item): `; `, or a
        space when it ends in punctuation."""
        for piece in reversed(self.pieces):
            last = piece.rstrip().rstrip(_CLOSERS)
            if last:
                self.owed = " " if last[-1] in _ITEM_END else ITEM_SEPARATOR
                return


def _read_blocks(tokens: list[Token], text: _Text) -> None:
    skip_to: str | None = None
    items = 0  # list items open
    for index, token in enumerate(tokens):
        kind = token.type
        if skip_to is not None:
            if kind == skip_to:
                skip_to = None
            continue
        if kind == "heading_open":
            skip_to = "heading_close"
        elif kind == "paragraph_open" and _FOOTNOTE_DEFINITION_RE.match(tokens[index + 1].content):
            skip_to = "paragraph_close"
        elif kind == "inline":
            _read_inline(token.children or [], text)
        elif kind in ("fence", "code_block"):
            text.add(" ")
            text.add(token.content)
            text.add(" ")
        elif kind == "html_block":
            rest = _COMMENT_RE.sub(" ", token.content)
            if rest.strip():
                for inline in _reader().parseInline(rest):
                    _read_inline(inline.children or [], text)
            text.add(" ")
        else:
            if kind == "list_item_open":
                items += 1
            elif kind == "list_item_close":
                items -= 1
            if kind in _ITEM_ENDS or (items and kind in _LIST_OPENS):
                text.end_item()
            text.add(" ")


def _read_inline(tokens: list[Token], text: _Text) -> None:
    for token in tokens:
        kind = token.type
        if kind == "text":
            content = token.content
            text.add(_FOOTNOTE_RE.sub("", content) if "[^" in content else content)
        elif kind == "code_inline":
            text.add(token.content)
        elif kind in ("softbreak", "hardbreak"):
            text.add(" ")
        elif kind == "image":
            _read_inline(token.children or [], text)
        elif kind == "html_inline" and not token.content.startswith("<!--"):
            text.add(token.content)


def _timeline_markdown(timeline_zone: str | None) -> str:
    """The timeline's entries as markdown paragraphs: each entry's date and text."""
    entries = parse_timeline(timeline_zone)[0] if timeline_zone is not None else []
    return "\n\n".join(f"{entry.timestamp[:10]}: {entry.text}" for entry in entries)


def timeline_text(timeline_zone: str | None) -> str:
    """The timeline as plain text: each entry's date and text (`2026-10-14: Kickoff.`)."""
    return plain_text(_timeline_markdown(timeline_zone))


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
        for stop in sentence_ends(text, reach, first):
            sentence_start = stop
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
        sentence_end = next(sentence_ends(text, earliest, start), None)
        space = text.find(" ", earliest, start)
        if earliest == 0:
            start = 0
        elif sentence_end is not None:
            start = sentence_end
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


def _head(markdown: str) -> str:
    """The first PARSE_LENGTH characters of markdown, cut at a blank line (else a line) when
    there is one: where its first sentence is."""
    if len(markdown) <= PARSE_LENGTH:
        return markdown
    cut = markdown.rfind("\n\n", 0, PARSE_LENGTH)
    if cut <= 0:
        cut = markdown.rfind("\n", 0, PARSE_LENGTH)
    return markdown[: cut if cut > 0 else PARSE_LENGTH]


def _region(markdown: str, terms: Collection[str]) -> str:
    """Markdown to read for the passage: all of it, or, when it is longer than PARSE_LENGTH,
    the blocks around the best cluster of the words as written (cut at blank lines, else
    lines), at most PARSE_LENGTH characters; "" when it holds none of them."""
    if len(markdown) <= PARSE_LENGTH:
        return markdown
    written = _matches(markdown, terms)
    if not written:
        return ""
    first, last = _best_cluster(written[:MAX_MATCHES], SNIPPET_LENGTH * 2 // 3)
    spare = max(0, PARSE_LENGTH - (last - first)) // 2
    start, end = max(0, first - spare), min(len(markdown), last + spare)
    if start > 0:
        cut = markdown.find("\n\n", start, first)
        if cut == -1:
            cut = markdown.find("\n", start, first)
        start = cut + 1 if cut != -1 else start
    if end < len(markdown):
        cut = markdown.rfind("\n\n", last, end)
        if cut == -1:
            cut = markdown.rfind("\n", last, end)
        end = cut if cut != -1 else end
    return markdown[start:end]


def first_sentence(compiled_truth: str, terms: Collection[str] = ()) -> str:
    """The first sentence of a compiled truth, cut to SNIPPET_LENGTH; the words in `terms`
    marked."""
    return _first_sentence(plain_text(_head(compiled_truth)), terms)


def _first_sentence(text: str, terms: Collection[str]) -> str:
    end = next(sentence_ends(text), None)
    sentence = text[:end] if end is not None else text
    return _window(sentence, 0, 0, _matches(sentence, terms), marked=True)


def snippet(body: str, terms: Collection[str], *, graph_only: bool) -> str:
    """The snippet of the document whose markdown body is `body` (see the module's docstring);
    `terms` from `query_terms`."""
    compiled_truth, timeline_zone = split_body(body)
    if graph_only:
        return first_sentence(compiled_truth)
    text = plain_text(_region(compiled_truth, terms))
    matches = _matches(text, terms)
    if not matches:
        text = plain_text(_region(_timeline_markdown(timeline_zone), terms))
        matches = _matches(text, terms)
    if not matches:
        return first_sentence(compiled_truth, terms)
    first, last = _best_cluster(matches[:MAX_MATCHES], SNIPPET_LENGTH * 2 // 3)
    return _window(text, first, last, matches, marked=True)
