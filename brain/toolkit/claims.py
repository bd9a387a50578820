"""Statements of a page's compiled truth and whether each cites its evidence (docs/format.md).

One definition serves the doctor (`uncited_claim`), the staff UI's "n of m statements cite
evidence" and the ingestion agents (`cite_statements`), so they can never disagree.

A **statement** is a paragraph or a list item of the compiled truth (the body above
`## Timeline`), as a CommonMark reader (markdown-it-py, which renders the pages too) finds
them. Not statements: blank lines, headings (`#` … `######`, the title heading included, and
setext headings underlined with `===` or `---`), fenced and indented code blocks, HTML
comments, block quotes (`>`, quoted source text), table rows (`|`),
thematic breaks (`---`, `***`, `___`), lines that hold nothing but links or images (a list of
`[[evidence:…]]` links, a "see also" line of page links), and a paragraph that ends in `:` and
runs straight into a list (it introduces the items, which are the claims). A list item runs
to the next item, blank line or block; its indented continuation lines belong to it, and a
nested item is a statement of its own.

A statement **cites** when it holds an `[[evidence:…]]` link or a `[[source:…]]` link outside
inline code. Page links (`[[page:…]]`) do not cite: they point at other claims, not at what
backs this one.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from .links import Link, link_matches, scan_links, split_code_lines
from .timeline import split_body

if TYPE_CHECKING:
    from markdown_it import MarkdownIt

CITATION_KINDS: Final = ("evidence", "source")
EXCERPT_LENGTH: Final = 80

# A heading, a block quote, a table row or a thematic break (---, ***, ___).
_NOT_PROSE_RE: Final = re.compile(r"\s{0,3}(?:#{1,6}(?:\s|$)|>|\||([-*_])(?:\s*\1){2,}\s*$)")
_ITEM_RE: Final = re.compile(r"^(\s*)([-*+]|\d{1,9}[.)])(\s+|$)")
_IMAGE_RE: Final = re.compile(r"!\[[^\]]*\]\([^)]*\)")
_WORD_RE: Final = re.compile(r"[^\W_]")


@dataclass(frozen=True)
class Statement:
    """One paragraph or list item: its first line (1-based, in the body), text and citation."""

    line: int
    text: str
    cited: bool
    item: bool = False

    @property
    def excerpt(self) -> str:
        flat = " ".join(self.text.split())
        if len(flat) <= EXCERPT_LENGTH:
            return flat
        return flat[: EXCERPT_LENGTH - 1].rstrip() + "…"


@dataclass(frozen=True)
class CitationShare:
    cited: int
    total: int

    @property
    def uncited(self) -> int:
        return self.total - self.cited

    @property
    def ratio(self) -> float | None:
        return self.cited / self.total if self.total else None


def _cites(text: str) -> bool:
    return any(isinstance(link, Link) and link.kind in CITATION_KINDS for link in scan_links(text))


def _between_links(text: str) -> Iterable[str]:
    """The text around the links of `text` (an escaped `\\[[…]]` is text, not a link)."""
    last = 0
    for match in link_matches(text):
        yield text[last : match.start()]
        last = match.end()
    yield text[last:]


def _is_filler(text: str) -> bool:
    """Nothing but links, images, list markers and punctuation."""
    marker = _ITEM_RE.match(text)
    rest = text[marker.end() :] if marker else text
    if "[[" in rest:
        rest = "".join(piece for piece in _between_links(rest))
    if "![" in rest:
        rest = _IMAGE_RE.sub("", rest)
    return _WORD_RE.search(rest) is None


@lru_cache(maxsize=1)
def _reader() -> MarkdownIt:
    """CommonMark with tables, as pages are rendered; raw HTML is read (not rendered) so an
    HTML comment is told from a paragraph. Imported here: the CLI starts without it."""
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark", {"html": True}).enable("table")


def _prose_lines(truth: str) -> set[int]:
    """The lines (1-based) of the paragraphs markdown reads in `truth`, block quotes aside,
    plus raw HTML blocks other than comments (pages show raw HTML as text, so a claim written
    inside a tag still reads as one). Setext headings, indented code and the like are not
    paragraphs, so they are left out however their lines look."""
    lines: set[int] = set()
    quoted = 0
    for token in _reader().parse(truth):
        if token.type == "blockquote_open":
            quoted += 1
        elif token.type == "blockquote_close":
            quoted -= 1
        elif quoted or token.map is None:
            continue
        elif token.type == "paragraph_open" or (
            token.type == "html_block" and not token.content.lstrip().startswith("<!--")
        ):
            lines.update(range(token.map[0] + 1, token.map[1] + 1))
    return lines


def _blocks(truth: str) -> list[tuple[int, list[str], bool]]:
    """(first line, lines, whether it is a list item) per paragraph or list item."""
    blocks: list[tuple[int, list[str], bool]] = []
    current: list[str] = []
    start = 0
    item = False

    def close() -> None:
        nonlocal current
        if current:
            blocks.append((start, current, item))
        current = []

    if "`" in truth or "~" in truth:
        lines: Iterable[tuple[str, bool]] = split_code_lines(truth)
    else:  # no fence can open: every line is prose
        lines = ((line, False) for line in truth.split("\n"))
    prose = _prose_lines(truth)
    for number, (line, in_code) in enumerate(lines, start=1):
        if in_code or not line.strip() or number not in prose:
            close()
            continue
        if _NOT_PROSE_RE.match(line):
            close()
            continue
        if _ITEM_RE.match(line):
            close()
            start, item, current = number, True, [line]
            continue
        if not current:
            start, item = number, False
        current.append(line)
    close()
    return blocks


def truth_statements(truth: str) -> list[Statement]:
    """The statements of a compiled truth (the text above `## Timeline`), in order."""
    found: list[Statement] = []
    blocks = _blocks(truth)
    for index, (start, lines, item) in enumerate(blocks):
        text = "\n".join(lines)
        if _is_filler(text):
            continue
        next_is_item = index + 1 < len(blocks) and blocks[index + 1][2]
        if not item and next_is_item and text.rstrip().endswith(":"):
            continue  # a lead-in to the list below it
        found.append(Statement(start, text, _cites(text), item))
    return found


def statements(body: str) -> list[Statement]:
    """The statements of a document body's compiled truth; lines count from the body's first."""
    return truth_statements(split_body(body)[0])


def uncited_statements(body: str) -> list[Statement]:
    return [s for s in statements(body) if not s.cited]


def citation_share(body: str) -> CitationShare:
    """How many of the body's compiled-truth statements cite evidence or a source."""
    found = statements(body)
    return CitationShare(sum(1 for s in found if s.cited), len(found))


def cite_statements(truth: str, citation: str) -> str:
    """`truth` with ` (citation)` at the end of each statement that cites nothing (before its
    closing full stop, if any), so a writer that knows what backs its text leaves no claim
    uncited."""
    lines = truth.split("\n")
    for found in truth_statements(truth):
        if found.cited:
            continue
        last = found.line - 1 + found.text.count("\n")
        text = lines[last].rstrip()
        if text.endswith(".") and not text.endswith(".."):
            lines[last] = f"{text[:-1]} ({citation})."
        else:
            lines[last] = f"{text} ({citation})"
    return "\n".join(lines)
