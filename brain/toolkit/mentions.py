"""Which known pages a text names, and where: what links a chat capture (or any outside text)
to the people, companies and projects it mentions.

A page is named when its title or one of its aliases occurs in the text as whole words,
compared as `entity_key` compares names (case, accents, punctuation and spacing folded, in any
script; a company's legal form left out), so "goat labs", "Goat-Labs" and "GoatLabs" all name
the page "Goat Labs", and "Lukasz" names "Łukasz". A Cyrillic, Greek or Chinese name is also
found in its usual Latin spellings (`names.latin_keys`: "Giorgos Papadopoulos", "Dmitry" or
"Dmitrii Sokolov"). A company's one word is not looked for without the legal form it ends in
(as resolution compares "Acmecorp"): "cost" in a sentence does not name Costco. Scripts written
without spaces between words (Chinese, Japanese, Thai) are matched inside a run of letters.
The longest name wins where names overlap ("Acme Cloud" over "Acme"), and each page is
reported once, at its first mention.

A name shorter than three letters (two in a script without spaces) is never matched on its
own: "AI" or "Q3" would link half the sentences written. A name two pages share names neither
(`ambiguous` says which), since linking either would be a guess.

Names are looked for in plain prose only, since a mention is where a link may be written and a
link written inside other syntax nests in it or breaks it: not in code (fenced blocks and
inline spans), nor inside a link or link syntax `defuse` quoted (`[ [page:x|X] ]`), a markdown
link or image, an HTML tag or comment, a URL or an e-mail address. A name is found within one
line and one run of prose (its words never straddle a line break or a span left out), and not
written right against a bracket (`[Raj]`: a link there would read as `[[[`).

A draft in inbox/ is not named: it is a capture or a note still waiting to be filed ("Remember
that", a half-sentence), not a page other texts should point at. A draft filed anywhere else (a
person `create` made, an adopted note) is named as any page is.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Final

from .links import blank_code
from .names import JOINERS, entity_key, latin_keys, name_words
from .quoting import label
from .schemas import transliterate
from .store import NamedDocument

MAX_NAME_WORDS: Final = 8  # a longer title is not looked for word by word
MIN_NAME_LENGTH: Final = 3  # letters in a name's key (in a script without spaces: 2)
MIN_UNSPACED_LENGTH: Final = 2
# Scripts written without spaces between words: a name is looked for inside a run of them.
_UNSPACED_SCRIPTS: Final = ("CJK", "HIRAGANA", "KATAKANA", "THAI", "LAO", "KHMER", "MYANMAR")
# Where drafts wait to be filed: a draft there is no page to link to.
INBOX: Final = "inbox"
# What is not plain prose, though outside code: a name inside it is not a place for a link.
_NOT_PROSE: Final = re.compile(
    r"\[(?: ?\[)+(?:[^\n]*?\](?: ?\])+|[^\n]*)"  # a link, or one `defuse` quoted (to its end)
    r"|!?\[[^\[\]\n]*\]\([^()\n]*\)"  # a markdown link or image
    r"|<!--.*?(?:-->|$)"  # an HTML comment
    r"|</?[A-Za-z][^<>\n]*>"  # an HTML tag or an autolink
    r"|\b[A-Za-z][A-Za-z0-9+.-]*://\S*|\bwww\.\S+"  # a URL
    r"|[\w.+-]+@[\w-]+(?:\.[\w-]+)+",  # an e-mail address
    re.DOTALL,
)


@dataclass(frozen=True)
class Mention:
    """A page named in a text: its id, title and type, and the first place it is named."""

    brain_id: str
    title: str
    type: str
    start: int
    end: int
    text: str  # the words as the text writes them

    def as_dict(self) -> dict[str, object]:
        return {
            "id": self.brain_id,
            "title": self.title,
            "type": self.type,
            "start": self.start,
            "end": self.end,
            "text": self.text,
        }


@dataclass
class Mentions:
    found: list[Mention] = field(default_factory=list)  # in the order the text names them
    ambiguous: dict[str, list[str]] = field(default_factory=dict)  # words -> the pages


def plain_prose(text: str) -> str:
    """`text` with all but its plain prose blanked (code, links and quoted link syntax, markdown
    links, HTML tags and comments, URLs, e-mail addresses), every other character where it
    was (so a position found in the result is one in `text`); line breaks are kept."""
    return _NOT_PROSE.sub(_blanked, blank_code(text))


def _blanked(match: re.Match[str]) -> str:
    return "".join("\n" if char == "\n" else " " for char in match.group(0))


def linkable(text: str, prose: str, start: int, end: int) -> bool:
    """Whether a link may replace `text[start:end]` (`prose` is `plain_prose(text)`): all of
    it plain prose on one line, not written against a bracket (`[Raj]` linked would open with
    `[[[`, which reads as another link)."""
    written = text[start:end]
    if not written or "\n" in written or prose[start:end] != written:
        return False
    return not (start > 0 and text[start - 1] == "[") and text[end : end + 1] != "]"


def is_unsettled_draft(document: NamedDocument) -> bool:
    """A draft in inbox/ (or a folder in it): waiting to be filed, not a page to link to."""
    folder = document.folder
    return document.status == "draft" and (folder == INBOX or folder.startswith(INBOX + "/"))


def _unspaced(char: str) -> bool:
    if char < "\u0e00":  # below Thai: no script written without spaces
        return False
    try:
        return unicodedata.name(char).startswith(_UNSPACED_SCRIPTS)
    except ValueError:
        return False


def _is_word_char(char: str) -> bool:
    return unicodedata.category(char)[0] in "LNM"


def _word_spans(text: str) -> list[tuple[int, int]]:
    """Where the words of `text` are: runs of letters, digits and marks, an apostrophe or a dot
    inside a word kept in it (as `entity_key` joins "O'Brien"); a run also ends where writing
    without spaces starts or stops ("王伟和Иван" is two runs)."""
    spans: list[tuple[int, int]] = []
    start = -1
    unspaced = False
    length = len(text)
    for index, char in enumerate(text):
        category = unicodedata.category(char)[0]
        if category in "LNM":
            if category != "M":
                here = _unspaced(char)
                if start >= 0 and here != unspaced:
                    spans.append((start, index))
                    start = -1
                unspaced = here
            if start < 0:
                start = index
            continue
        if start >= 0 and char in JOINERS and index + 1 < length and _is_word_char(text[index + 1]):
            continue
        if start >= 0:
            spans.append((start, index))
            start = -1
    if start >= 0:
        spans.append((start, length))
    return spans


class NameTable:
    """Every title and alias of a brain's pages, by key, ready to look for in texts."""

    def __init__(self, documents: Iterable[NamedDocument], *, exclude: Iterable[str] = ()) -> None:
        left_out = set(exclude)
        self.by_key: dict[str, dict[str, NamedDocument]] = {}
        self.unspaced_lengths: set[int] = set()
        self.longest = 1
        for document in documents:
            if document.kind != "page" or document.status == "merged":
                continue
            if document.brain_id in left_out or is_unsettled_draft(document):
                continue
            for name in (document.title, *document.aliases):
                for company in {False, document.type == "company"}:
                    self._add(entity_key(name, company=company), name, document)
                    for latin in latin_keys(name, company=company):
                        self._add(latin, transliterate(name), document)

    def _add(self, key: str, name: str, document: NamedDocument) -> None:
        unspaced = any(_unspaced(char) for char in key)
        if len(key) < (MIN_UNSPACED_LENGTH if unspaced else MIN_NAME_LENGTH):
            return
        self.by_key.setdefault(key, {})[document.brain_id] = document
        if unspaced:
            self.unspaced_lengths.add(len(key))
        self.longest = min(MAX_NAME_WORDS, max(self.longest, len(_word_spans(name)) or 1))

    def find(self, text: str) -> Mentions:
        """The pages `text` names in its plain prose (`plain_prose`), first mention each,
        longest name first where they overlap; only where a link may replace the words."""
        prose = plain_prose(text)
        spans = _word_spans(prose)
        keys = ["".join(name_words(prose[start:end])) for start, end in spans]
        runs = _runs(text, prose, spans)
        result = Mentions()
        seen: set[str] = set()
        index = 0
        while index < len(spans):
            match = self._match_words(keys, index, runs[index])
            if match is not None:
                size, documents = match
                start, end = spans[index][0], spans[index + size - 1][1]
                if linkable(text, prose, start, end):
                    self._report(result, seen, documents, text, start, end)
                index += size
                continue
            start, end = spans[index]
            for offset, length, documents in self._match_inside(keys[index], prose[start:end]):
                if linkable(text, prose, start + offset, start + length):
                    self._report(result, seen, documents, text, start + offset, start + length)
            index += 1
        return result

    def _match_words(
        self, keys: list[str], index: int, run: int
    ) -> tuple[int, list[NamedDocument]] | None:
        # One word more than the longest name: a name written run together ("GoatLabs") is
        # also found written apart ("Goat Labs"). Never more words than run on in prose.
        most = min(self.longest + 1, MAX_NAME_WORDS, run)
        for size in range(most, 0, -1):
            found = self.by_key.get("".join(keys[index : index + size]))
            if found:
                return size, list(found.values())
        return None

    def _match_inside(
        self, key: str, written: str
    ) -> Iterable[tuple[int, int, list[NamedDocument]]]:
        """Names inside one run of a script without spaces: (start, end, pages) in `written`,
        longest first at each place. The run's key and its writing line up letter by letter
        only when folding kept every letter; otherwise the run is skipped."""
        if not self.unspaced_lengths or len(key) != len(written):
            return
        if not any(_unspaced(char) for char in key):
            return
        lengths = sorted(self.unspaced_lengths, reverse=True)
        position = 0
        while position < len(key):
            for length in lengths:
                found = self.by_key.get(key[position : position + length])
                if found and position + length <= len(key):
                    yield position, position + length, list(found.values())
                    position += length
                    break
            else:
                position += 1

    @staticmethod
    def _report(
        result: Mentions,
        seen: set[str],
        documents: list[NamedDocument],
        text: str,
        start: int,
        end: int,
    ) -> None:
        written = text[start:end]
        if len(documents) > 1:
            result.ambiguous.setdefault(written, sorted(d.brain_id for d in documents))
            return
        document = documents[0]
        if document.brain_id in seen:
            return
        seen.add(document.brain_id)
        result.found.append(
            Mention(document.brain_id, document.title, document.type, start, end, written)
        )


def _runs(text: str, prose: str, spans: list[tuple[int, int]]) -> list[int]:
    """For each word, how many words from it on run together in one line of plain prose: a
    name may join them, but not words a line break or a span left out (a quoted link, a tag)
    stands between, or its link would swallow that span or merge two lines."""
    runs = [1] * len(spans)
    for index in range(len(spans) - 2, -1, -1):
        gap = slice(spans[index][1], spans[index + 1][0])
        if "\n" not in text[gap] and prose[gap] == text[gap]:
            runs[index] = runs[index + 1] + 1
    return runs


def name_table(names: Iterable[NamedDocument], *, exclude: Iterable[str] = ()) -> NameTable:
    """The NameTable of these names, made once while they stay the same.

    Making one keys every title and alias of the brain, which costs far more than looking for
    them in a question; a server answering question after question on a brain that has not
    changed reuses the table. A table is never changed after it is made, so sharing one is safe.
    """
    return _table(tuple(names), frozenset(exclude))


@lru_cache(maxsize=8)  # a few brains at a time; each table holds its brain's names
def _table(names: tuple[NamedDocument, ...], exclude: frozenset[str]) -> NameTable:
    return NameTable(names, exclude=exclude)


def link_mentions(text: str, mentions: Iterable[Mention]) -> str:
    """`text` with each mention turned into a page link labelled with its own words.

    A mention that is not where `text` writes its words in plain prose (found in another text,
    or inside a link, a tag or a quoted span) is left as written: a link there would nest in
    other syntax or break it, whoever found the mention."""
    prose = plain_prose(text)
    out: list[str] = []
    position = 0
    for mention in sorted(mentions, key=lambda m: m.start):
        if mention.start < position or text[mention.start : mention.end] != mention.text:
            continue
        if not linkable(text, prose, mention.start, mention.end):
            continue
        out.append(text[position : mention.start])
        out.append(f"[[page:{mention.brain_id}|{label(mention.text)}]]")
        position = mention.end
    out.append(text[position:])
    return "".join(out)
