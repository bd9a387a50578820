"""Text from outside the brain, quoted into a document: shown, never read as the format.

A meeting transcript, a chat capture or a research prompt may hold anything, including what
the format gives meaning to: a `## Timeline` heading (where the compiled truth ends), `[[...]]`
(a typed link, or a malformed one the brain refuses), a code fence that never closes (it would
hide the heading below it), a `---` line (a thematic break, a setext underline, or what reads
like a frontmatter fence). Everything that copies such text into a document goes through these
helpers, so the document is valid whatever the source held and the source's words stay
readable:

- `defuse`: a block of text for a body (a summary, a capture, a snapshot);
- `defuse_line`: one line of it (a list item, a heading): one line, no leading block syntax;
- `one_line`: a title or an alias (frontmatter: one line, no control characters, no bidi
  embedding, override or isolate);
- `label`: a link label (no `|`, `[` or `]`).

Plain prose passes through `defuse` unchanged, and every helper is idempotent: defusing text
that was defused already changes nothing.
"""

from __future__ import annotations

import re
from typing import Final

from .links import open_fence

TIMELINE_QUOTED: Final = "Timeline (quoted)"

# Control characters but tab and newline (C0, DEL and C1): no document field or body line
# wants them.
_CONTROL: Final = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x84\x86-\x9f]")
# Bidi embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) turn the direction of
# all that follows until their terminator, which a one-line name seldom has: shown inline, the
# reversal spills past the name into the text around it (a title's U+202E made the label after
# it read "knil_ikiw"). A name never needs them; the staff UI isolates names as well.
BIDI_CONTROL: Final = re.compile(r"[\u202a-\u202e\u2066-\u2069]")
# The marks (LRM, RLM, ALM) turn nothing past themselves; inside a name they may place its
# punctuation, at its ends they would only sway what surrounds it.
_BIDI_MARKS: Final = "\u200e\u200f\u061c"
# Every line break Python's `str.splitlines` knows becomes a newline, so what reads as a line
# anywhere reads as one here.
_NEWLINES: Final = re.compile(r"\r\n?|[\x85\u2028\u2029]")
# `[[` and `]]`, in runs of any length: `[[[` becomes `[ [ [`.
_DOUBLE_OPEN: Final = re.compile(r"\[(?=\[)")
_DOUBLE_CLOSE: Final = re.compile(r"\](?=\])")
# A heading named Timeline, at any level (only `## Timeline` starts the timeline; the others
# are renamed too, so no quoted heading reads as the timeline).
# Whitespace is any but a newline, as `timeline.split_body` reads the heading (a no-break space
# after `## Timeline` still starts the timeline there).
_TIMELINE_HEADING: Final = re.compile(
    r"^([^\S\n]{0,3}#{1,6}[^\S\n]*)timeline(?:[^\S\n]|#)*$", re.IGNORECASE | re.MULTILINE
)
# A line markdown reads as a thematic break (three or more `-`, `*` or `_`, spaces between
# allowed) or a setext underline (`=` or `-` alone, any number): it would draw a rule, turn the
# line above into a heading, or read like a frontmatter fence. Escaped, it shows as written.
_RULE_LINE: Final = re.compile(
    r"^([ \t]{0,3})(?:([-=])(?=\2*[ \t]*$)|([-*_])(?=(?:[ \t]*\3){2,}[ \t]*$))", re.MULTILINE
)
# A link reference definition (`[x]: https://...`): markdown would hide the line.
_REFERENCE_LINE: Final = re.compile(r"^([ \t]{0,3})(?=\[[^\]\n]*\]:)", re.MULTILINE)
# What a line may start with that markdown reads as block syntax (a heading, a quote, a list
# item, a fence, a table, a link reference definition, raw HTML).
_BLOCK_START: Final = re.compile(r"^(?:[#>+*=_`~|<-]|\[[^\]]*\]:)")
_ORDERED_START: Final = re.compile(r"^(\d{1,9})([.)])")


def _clean(text: str) -> str:
    text = _NEWLINES.sub("\n", text)
    text = _CONTROL.sub("", text)
    text = _DOUBLE_OPEN.sub("[ ", text)
    return _DOUBLE_CLOSE.sub("] ", text)


def defuse(text: str) -> str:
    """A block of outside text, safe to embed in a body: no `[[`/`]]` that would read as a link,
    no heading that would start the timeline, no `---` or `===` line, no link reference definition
    (markdown would hide it), no code fence left open."""
    text = _clean(text)
    text = _TIMELINE_HEADING.sub(lambda m: m.group(1).rstrip() + " " + TIMELINE_QUOTED, text)
    text = _RULE_LINE.sub(lambda m: f"{m.group(1)}\\{m.group(2) or m.group(3)}", text)
    text = _REFERENCE_LINE.sub(lambda m: f"{m.group(1)}\\", text)
    fence = open_fence(text)
    if fence is not None:
        text = f"{text.rstrip(chr(10))}\n{fence}"
    return text


def defuse_line(text: str) -> str:
    """One line of outside text for a list item or a heading: whitespace collapsed to single
    spaces, links defused, and a leading character markdown would read as block syntax
    escaped, so the line shows as written."""
    line = " ".join(_clean(text).split())
    if _BLOCK_START.match(line):
        return "\\" + line
    return _ORDERED_START.sub(r"\1\\\2", line)


def one_line(text: str, limit: int | None = None) -> str:
    """A title or an alias from outside text: whitespace (line breaks too) collapsed to single
    spaces, other control characters and bidi embeddings, overrides and isolates dropped (and
    direction marks at its ends), at most `limit` characters (cut at a word when one ends near
    the limit); may be empty."""
    words = (BIDI_CONTROL.sub("", _CONTROL.sub("", word)) for word in text.split())
    line = " ".join(word for word in words if word).strip(_BIDI_MARKS + " ")
    if limit is not None and len(line) > limit:
        head = line[:limit]
        if line[limit] != " ":  # the cut falls inside a word: end at the word before it
            cut = head.rsplit(" ", 1)[0]
            head = cut if len(cut) > limit // 2 else head
        line = head.rstrip()
    return line


def label(text: str) -> str:
    """A link label: one line, no `|`, `[` or `]` (so it cannot end the link early)."""
    cleaned = one_line(text.replace("|", "/").replace("[", "(").replace("]", ")"))
    return cleaned or "link"
