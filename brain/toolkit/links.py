"""Typed inline links and the source-ref grammar."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Final

from .schemas import MAX_ID_LENGTH, MAX_SOURCE_REF_LENGTH, SOURCE_REF_RE, is_slug, slugify

LINK_KINDS: Final = ("page", "evidence", "source")

MSG_BAD_HEADING: Final = (
    "names an empty heading or one with spaces around it; write [[page:<id>#<Heading>|Label]]"
)
_LINK_RE: Final = re.compile(r"\[\[(.*?)\]\]")
_FENCE_RE: Final = re.compile(r"^\s{0,3}(`{3,}|~{3,})")
# A code span: a run of n backticks, then text, then a run of exactly n backticks.
_INLINE_CODE_RE: Final = re.compile(r"(`+)(?!`).*?(?<!`)\1(?!`)")


@dataclass(frozen=True)
class Link:
    """One `[[kind:target|label]]` occurrence in a body."""

    kind: str
    target: str
    label: str | None
    raw: str
    # A page link may name a heading of its target: `[[page:<id>#<heading>|Label]]`.
    heading: str | None = None
    # Written with `\|` before the label, as a markdown table row needs (`[[page:a\|A]]`).
    escaped: bool = False

    def render(self) -> str:
        bar = "\\|" if self.escaped else "|"
        label = f"{bar}{self.label}" if self.label is not None else ""
        heading = f"#{self.heading}" if self.heading is not None else ""
        return f"[[{self.kind}:{self.target}{heading}{label}]]"

    @property
    def shown(self) -> str:
        """The text a reader sees for the link: its label, else its target (a page link's
        heading is not shown)."""
        return self.label if self.label else self.target

    @property
    def anchor(self) -> str | None:
        """The slug of the heading this link names (the `id` its rendering points at)."""
        return heading_slug(self.heading) if self.heading is not None else None


@dataclass(frozen=True)
class MalformedLink:
    raw: str
    reason: str


def heading_slug(heading: str) -> str:
    """The anchor a heading is known by: its text slugged (transliterated to ASCII first, so
    "Décisions" is `decisions`); `section` when nothing usable remains. `brain/markdown.py`
    gives each heading this id and points a page link's `#heading` at it."""
    return slugify(heading) or "section"


def is_source_ref(value: object) -> bool:
    """`<provider>:<native id>`: a slug provider, a native id without whitespace, `|` or `]`."""
    return (
        isinstance(value, str)
        and len(value) <= MAX_SOURCE_REF_LENGTH
        and SOURCE_REF_RE.fullmatch(value) is not None
    )


def source_provider(ref: str) -> str:
    return ref.split(":", 1)[0]


def _fence_step(fence: str | None, line: str) -> tuple[str | None, bool]:
    """(the open fence after `line`, whether `line` belongs to a code block)."""
    match = _FENCE_RE.match(line)
    if fence is not None:
        closes = match and match.group(1)[0] == fence[0] and len(match.group(1)) >= len(fence)
        return (None if closes else fence), True
    if match:
        return match.group(1), True
    return None, False


def split_code_lines(text: str) -> Iterator[tuple[str, bool]]:
    """Each line of markdown with whether it belongs to a fenced code block (fences included)."""
    fence: str | None = None
    for line in text.split("\n"):
        fence, in_code = _fence_step(fence, line)
        yield line, in_code


def open_fence(text: str) -> str | None:
    """The fence (``` or ~~~, as long as it was written) `text` leaves open at its end, if any."""
    fence: str | None = None
    for line in text.split("\n"):
        fence, _ = _fence_step(fence, line)
    return fence


def ends_inside_fence(text: str) -> bool:
    """Whether `text` leaves a fenced code block open at its end."""
    return open_fence(text) is not None


def prose_lines(text: str) -> Iterator[str]:
    """The lines of markdown outside fenced code blocks, with inline code spans blanked."""
    for line, in_code in split_code_lines(text):
        if not in_code:
            yield _INLINE_CODE_RE.sub(lambda m: " " * len(m.group(0)), line)


def blank_code(text: str) -> str:
    """`text` with fenced code blocks and inline code spans blanked to spaces, every other
    character where it was (so a position found in the result is one in `text`)."""
    lines = []
    for line, in_code in split_code_lines(text):
        if in_code:
            lines.append(" " * len(line))
        else:
            lines.append(_INLINE_CODE_RE.sub(lambda m: " " * len(m.group(0)), line))
    return "\n".join(lines)


def parse_link(raw: str) -> Link | MalformedLink:
    inner = raw[2:-2]
    spec, sep, label = inner.partition("|")
    escaped = bool(sep) and spec.endswith("\\")  # `\|`: the separator inside a table row
    if escaped:
        spec = spec[:-1]
    kind, colon, target = spec.partition(":")
    if not colon or kind not in LINK_KINDS:
        return MalformedLink(raw, "must start with page:, evidence: or source:")
    if not target:
        return MalformedLink(raw, "has an empty target")
    heading: str | None = None
    if kind == "page" and "#" in target:
        target, _, heading = target.partition("#")
        if not heading.strip() or heading != heading.strip():
            return MalformedLink(raw, MSG_BAD_HEADING)
    if kind == "source":
        if not is_source_ref(target):
            return MalformedLink(raw, "has a source ref that is not <provider>:<native id>")
    elif not is_slug(target, MAX_ID_LENGTH):
        return MalformedLink(raw, "must target a lowercase slug id")
    return Link(
        kind=kind,
        target=target,
        label=label if sep else None,
        raw=raw,
        heading=heading,
        escaped=escaped,
    )


def _escaped(text: str, at: int) -> bool:
    """Whether the character at `at` is escaped: an odd run of backslashes stands before it."""
    before = at
    while before > 0 and text[before - 1] == "\\":
        before -= 1
    return (at - before) % 2 == 1


def link_matches(text: str) -> Iterator[re.Match[str]]:
    """Each `[[...]]` of `text` (code not told apart) that markdown reads as a link: not one
    whose `[` is backslash-escaped. `\\[[evidence:x]]` is the text `[[evidence:x]]`, as the
    renderer shows it (no link, no edge, no citation); `\\\\[[page:a]]` is an escaped backslash,
    then a link; `\\[[[page:a]]` an escaped `[`, then a link."""
    pos = 0
    while (match := _LINK_RE.search(text, pos)) is not None:
        start = match.start()
        if start and text[start - 1] == "\\" and _escaped(text, start):
            pos = start + 1
            continue
        yield match
        pos = match.end()


def _map_link_matches(text: str, substitute: Callable[[re.Match[str]], str]) -> str:
    """`text` with each of its `link_matches` replaced by `substitute(match)`."""
    pieces: list[str] = []
    last = 0
    for match in link_matches(text):
        pieces += [text[last : match.start()], substitute(match)]
        last = match.end()
    pieces.append(text[last:])
    return "".join(pieces)


def scan_links(text: str) -> Iterator[Link | MalformedLink]:
    """Every `[[...]]` in markdown text, outside code and not backslash-escaped (see
    `link_matches`), well formed or not."""
    if "[[" not in text:
        return
    if "`" not in text and "~" not in text:  # no code at all: one pass over the whole text
        for match in link_matches(text):
            yield parse_link(match.group(0))
        return
    for line in prose_lines(text):
        for match in link_matches(line):
            yield parse_link(match.group(0))


# A markdown image or link to an attachment: `![alt](files/a.png)`, `[x](<files/a b.pdf> "t")`.
_ATTACHMENT_RE: Final = re.compile(
    r"!?\[[^\]\n]*\]\(\s*(?:<(/?files/[^>\n]*)>|(/?files/[^\s)]*))(?:\s+\"[^\"\n]*\")?\s*\)"
)
_PERCENT_RUN_RE: Final = re.compile(r"(?:%[0-9A-Fa-f]{2})+")


def attachment_refs(text: str) -> list[str]:
    """The attachments markdown text references, outside code, in order and deduplicated: each
    `files/...` address of an image or link as a path relative to the brain root (`%XX`
    decoded, `#fragment` and `?query` dropped). Addresses that leave the folder (`..`) are kept
    as written, so the caller reports them missing."""
    if "files/" not in text:
        return []
    found: dict[str, None] = {}
    for line in prose_lines(text):
        for match in _ATTACHMENT_RE.finditer(line):
            address = (match.group(1) or match.group(2) or "").lstrip("/")
            address = re.split(r"[#?]", address, maxsplit=1)[0]
            found.setdefault(unquote_path(address))
    return list(found)


def unquote_path(text: str) -> str:
    """`%XX` escapes decoded as UTF-8 (a run of escapes that is not UTF-8 is kept as written)."""
    if "%" not in text:
        return text

    def decode(match: re.Match[str]) -> str:
        run = match.group(0)
        try:
            return bytes(int(run[i + 1 : i + 3], 16) for i in range(0, len(run), 3)).decode()
        except UnicodeDecodeError:
            return run

    return _PERCENT_RUN_RE.sub(decode, text)


_QUOTED_CHARS: Final = frozenset('%|]()<>[#?"')


def quote_path(path: str) -> str:
    """A path as a markdown address or source ref: `%`, whitespace, controls and the characters
    markdown or the source-ref grammar give a meaning to written `%XX`; the rest as it is."""
    out: list[str] = []
    for char in path:
        if char in _QUOTED_CHARS or char.isspace() or ord(char) < 0x20 or ord(char) == 0x7F:
            out.extend(f"%{byte:02X}" for byte in char.encode("utf-8"))
        else:
            out.append(char)
    return "".join(out)


def extract_links(text: str) -> list[Link]:
    return [link for link in scan_links(text) if isinstance(link, Link)]


def map_links(text: str, replace: Callable[[Link], str | None]) -> str:
    """`text` with each well-formed link outside code (and not escaped: `link_matches`)
    replaced by `replace(link)`.

    `replace` returns the new text for a link, or None to keep it; fenced code blocks and
    inline code spans are left alone, and so is everything between the links.
    """
    if "[[" not in text:
        return text

    def substitute(match: re.Match[str]) -> str:
        link = parse_link(match.group(0))
        if isinstance(link, Link):
            replaced = replace(link)
            if replaced is not None:
                return replaced
        return match.group(0)

    def rewrite_line(line: str) -> str:
        # Keep inline code spans verbatim: rewrite only the text between them.
        pieces: list[str] = []
        last = 0
        for code in _INLINE_CODE_RE.finditer(line):
            pieces.append(_map_link_matches(line[last : code.start()], substitute))
            pieces.append(code.group(0))
            last = code.end()
        pieces.append(_map_link_matches(line[last:], substitute))
        return "".join(pieces)

    return "\n".join(
        line if in_code else rewrite_line(line) for line, in_code in split_code_lines(text)
    )


# Markdown's own links read as their text: inline `[text](url "title")` and images `![alt](src)`,
# reference links `[text][ref]` and `[text][]`.
MARKDOWN_LINK_RE: Final = re.compile(
    r"!?\[([^\]\[\n]*)\](?:\([^()\s]*(?:\s+\"[^\"\n]*\")?\)|\[[^\]\[\n]*\])"
)


def visible_text(text: str, *, targets: bool = False) -> str:
    """`text` with its links as a reader sees them: a typed link as its label, or its target
    when it has none (`Link.shown`), a markdown link or image as its text, not its address;
    code is left as it is, and so is everything else. With `targets`, a labelled typed link
    is its label followed by its target, the name of what it points to (BM25's reading: a page
    that calls Zanzibar Corp "the client" is still about `zanzibar-corp`), never its kind."""
    if targets:
        text = map_links(
            text, lambda link: f"{link.label} {link.target}" if link.label else link.target
        )
    else:
        text = map_links(text, lambda link: link.shown)
    if "](" in text or "][" in text:
        text = map_prose(text, lambda run: MARKDOWN_LINK_RE.sub(r"\1", run))
    return text


def map_prose(text: str, replace: Callable[[str], str]) -> str:
    """`text` with `replace` applied to every run of prose: fenced code blocks and inline code
    spans are left as they are."""
    out: list[str] = []
    for line, in_code in split_code_lines(text):
        if in_code:
            out.append(line)
            continue
        pieces: list[str] = []
        last = 0
        for code in _INLINE_CODE_RE.finditer(line):
            pieces.append(replace(line[last : code.start()]))
            pieces.append(code.group(0))
            last = code.end()
        pieces.append(replace(line[last:]))
        out.append("".join(pieces))
    return "\n".join(out)


def rewrite_link_targets(text: str, kind: str, old: str, new: str) -> str:
    """Point every `[[kind:old...]]` at `new`, keeping labels; code is left alone."""
    return map_links(
        text,
        lambda link: (
            Link(kind, new, link.label, "", link.heading, link.escaped).render()
            if link.kind == kind and link.target == old
            else None
        ),
    )
