"""Where a sentence ends: one reading for the product (capture titles, snippets, the librarian's
and research's sentences), so that none of them cuts "Dr. Okafor" or "Tom L. at Northwind" in two.

A sentence ends at `!`, `?`, `؟`, `।` or a full stop followed by a space, a line break or the
end of the text (closing quotes and brackets after it stay with it), and at a CJK full stop
(`。！？`) wherever it stands. A full stop does not end a sentence when it belongs to the word
before it:

- an **initial**: a single capital letter ("S. Chen", "Tom L. at Northwind", "M. Okafor"), in
  any script; "I." only where it reads as an initial (before a capitalised word, opening the
  text or after one), since the pronoun ends many sentences;
- a **title or an abbreviation that is always followed by something** (`PREFIXES`: "Dr.",
  "Mr.", "Prof.", "St.", "e.g.", "i.e.", "vs.", "approx.", "z.B.", "Sr.", "Mme.", "Dott.",
  "т.е.", …);
- a **number's label** before a number (`NUMBERED`: "No. 5", "Fig. 3", "pp. 12", "Nr. 4");
- an **abbreviation that may end a sentence** (`SUFFIXES`: "Inc.", "Ltd.", "Co.", "Corp.",
  "etc.", "Jr.", "usw.", "и т.д.", …) or a **dotted one** ("U.S.", "a.m.", "Ph.D."): it
  ends one only before a capitalised word, and never when the sentence holds nothing else
  ("Acme Corp. signed" is one sentence, "… with Acme Corp. The pilot …" two);
- a **name the brain knows** (`names`: "Tom L.", "S. Chen", "Yahoo! Japan" as the text writes
  them): punctuation inside one ends nothing, a full stop closing one is read as a suffix's.

Nor does anything inside a link (`[[page:x|Acme Inc.]]`) end a sentence.

`split_sentences` reads a statement (a paragraph or a list item, as `claims.truth_statements`
finds them): the lines of a list, and those of a header block (two lines or more of
"Label: value", as a meeting's "Meeting: … / Started: … / Attendees: …"), are statements of
their own, never one sentence across line breaks; other lines are one paragraph wrapped.
A piece holding nothing but citations (`[[evidence:…]]`, `[[source:…]]`), as in
"… was late. ([[evidence:ev-1]])", belongs to the sentence before it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Final

from .links import Link, scan_links

# Terminal punctuation then closing quotes or brackets, before a space or the end; a CJK full
# stop ends where it stands.
_END: Final = re.compile(r"(?:[.!?؟।]+|[。！？]+)[\"'’”»)\]}]*(?=\s|$)|[。！？]+[\"'’”»)\]}]*")
_LINK_SPAN: Final = re.compile(r"\[\[.*?\]\]")
_OPENERS: Final = "([{\"'“‘«¿¡"
_EDGES: Final = "()[]{}\"'“”‘’«»¿¡,;:"

# Titles and abbreviations always followed by something: a full stop after one ends nothing.
# Written with a capital, a title must be written so ("Dr."); written in lower case, any case
# will do ("e.g.", "E.g.").
_PREFIX_TEXT: Final = """
Dr Dra Drs Mr Mrs Ms Mx Messrs Mmes Prof Profs Rev Revd Hon Sen Rep Gov Gen Col Capt Cpt Lt
Sgt Cmdr Cdr Adm Maj Brig Supt Insp Det Pres Fr Hr Hrn Frl Sr Sra Srta Srs Sras Dña Dª Ud
Uds Lic Ing Arq Mme Mlle MM Mgr Pr Dott Dr.ssa Dott.ssa Sig Sig.ra Sig.na Avv Geom Arch
Rag Egr Gebr Dipl Mag Univ Doz dhr mevr Ir St Sta Sto Ste Mt Ft Av Avda
e.g i.e vs v cf viz ca approx appr incl excl esp resp aka a.k.a ibid
z.B d.h u.a bzw ggf vgl sog evtl inkl zzgl bspw insb gem lt Str
p.ex p.ej c.-à-d env aprox
bijv d.w.z o.a m.b.t t.a.v
t.ex bl.a dvs f.d
np tj tzw ul
т.е т.к см им ул пр проф акад
örn bkz
"""
# A number's label: a full stop after one ends nothing before a number ("No. 5").
_NUMBERED_TEXT: Final = """
no nos nr nro núm num n° nº fig figs vol vols p pp art arts sec secs ch chap tab eq eqs ex
ref refs para paras abs bd ed eds tel rm apt
"""
# Abbreviations that may end a sentence: a full stop after one ends it only before a
# capitalised word.
_SUFFIX_TEXT: Final = """
etc Inc Ltd Co Corp Bros Plc Pty Esq Jr Jnr Snr Ph.D PhD M.D B.A M.A B.Sc M.Sc al Blvd
usw ecc itd itp osv mm m.m т.д т.п др г гг
min max hrs hr mins secs sec km kg mio mrd bn
Mio Mrd Tsd Jh
"""


def _table(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """(abbreviations any case may write, those written with a capital that must keep it),
    case-folded."""
    words = text.split()
    capital = frozenset(w.casefold() for w in words if w[0].isupper())
    return frozenset(w.casefold() for w in words if not w[0].isupper()), capital


_PREFIXES: Final = _table(_PREFIX_TEXT)
_NUMBERED: Final = frozenset(word.casefold().rstrip(".") for word in _NUMBERED_TEXT.split())
_SUFFIXES: Final = _table(_SUFFIX_TEXT)
# Letters with full stops between them, each part short ("e.g", "U.S", "Ph.D", "т.д").
_DOTTED: Final = re.compile(r"(?:[^\W\d_]{1,3}\.)+[^\W\d_]{1,3}")

INITIAL: Final = "initial"
PREFIX: Final = "prefix"
NUMBERED: Final = "numbered"
SUFFIX: Final = "suffix"


def _listed(word: str, table: tuple[frozenset[str], frozenset[str]]) -> bool:
    folded = word.casefold()
    return folded in table[0] or (folded in table[1] and word[:1].isupper())


def abbreviation_kind(word: str) -> str | None:
    """What a word before a full stop (written without it, "Dr", "e.g", "L") is, as the full
    stop after it is read: `INITIAL`, `PREFIX`, `NUMBERED`, `SUFFIX`, or None for a word."""
    word = word.strip(_EDGES).rstrip(".")
    if not word:
        return None
    if len(word) == 1 and word.isalpha() and word.isupper():
        return INITIAL
    if _listed(word, _PREFIXES):
        return PREFIX
    if word.casefold() in _NUMBERED:
        return NUMBERED
    if _listed(word, _SUFFIXES) or _DOTTED.fullmatch(word):
        return SUFFIX
    return None


def is_abbreviation(word: str) -> bool:
    """Whether `word` ("Dr.", "L.", "e.g.", "Corp.") is an initial or an abbreviation (one
    written with its full stop, or a dotted one), not a word of its own. "No" and "Co" written
    without one are words."""
    bare = word.strip(_EDGES)
    if not bare.endswith(".") and not _DOTTED.fullmatch(bare):
        return False
    return abbreviation_kind(bare) is not None


def _word_before(text: str, at: int, floor: int) -> tuple[str, int]:
    """The word that ends at `at` (spaces end it) and where it starts, not before `floor`."""
    start = at
    while start > floor and not text[start - 1].isspace():
        start -= 1
    word = text[start:at]
    stripped = word.lstrip(_OPENERS)
    return stripped, start + len(word) - len(stripped)


def _first_letter_after(text: str, at: int) -> str:
    """The first letter or digit after the spaces and opening marks at `at` ("" at the end)."""
    index = at
    while index < len(text) and (text[index].isspace() or text[index] in _OPENERS):
        index += 1
    return text[index] if index < len(text) else ""


def _name_marks(text: str, names: Iterable[str]) -> tuple[set[int], set[int]]:
    """Where the known `names` stand in `text`: the punctuation inside one (ends nothing), and
    the full stops closing one (read as a suffix's)."""
    inside: set[int] = set()
    closing: set[int] = set()
    folded = text.casefold()
    for name in names:
        name = name.strip()
        if not name or not any(char in ".!?" for char in name) or len(name) != len(name.casefold()):
            continue
        key = name.casefold()
        position = folded.find(key)
        while position != -1:
            last = position + len(key) - 1
            for index in range(position, last):
                inside.add(index)
            if text[last] == ".":
                closing.add(last)
            position = folded.find(key, position + 1)
    return inside, closing


def _ends(
    text: str,
    match: re.Match[str],
    begin: int,
    marks: tuple[set[int], set[int]],
) -> bool:
    """Whether the terminal punctuation `match` ends the sentence that began at `begin`."""
    stop = match.start()
    if stop in marks[0]:
        return False
    punctuation = match.group().rstrip("\"'’”»)]}")
    if punctuation != ".":
        return True  # "!", "?", "..." and the CJK stops are no abbreviation's
    following = _first_letter_after(text, match.end())
    if not following:
        return True
    word, word_start = _word_before(text, stop, begin)
    kind = SUFFIX if stop in marks[1] else abbreviation_kind(word)
    if kind is None:
        return True
    if kind == INITIAL and word == "I":
        # the pronoun, unless it stands before a capitalised word where a name can start
        before = text[begin:word_start].split()[-1:]
        if not following.isupper() or (before and before[0][:1].islower()):
            return True
    if kind in (INITIAL, PREFIX):
        return False
    if kind == NUMBERED:
        return not following.isdigit()
    if not following.isupper():
        return False
    said = text[begin:stop].split()
    return not all(is_abbreviation(f"{piece}.") or is_abbreviation(piece) for piece in said)


def sentence_ends(
    text: str, start: int = 0, stop: int | None = None, names: Iterable[str] = ()
) -> Iterator[int]:
    """Where the sentences of `text[start:stop]` end (the offset after each one's terminal
    punctuation and closing marks), as the module's docstring reads them; the words after
    `stop` still say whether a full stop before it ends one."""
    stop = len(text) if stop is None else stop
    marks = _name_marks(text, names) if names else (set(), set())
    links = [span.span() for span in _LINK_SPAN.finditer(text)] if "[[" in text else []
    begin = start
    for match in _END.finditer(text, start, stop):
        if any(left < match.start() < right for left, right in links):
            continue
        if _ends(text, match, begin, marks):
            begin = match.end()
            yield match.end()


_ITEM: Final = re.compile(r"^\s*(?:[-*+•]|\d{1,9}[.)])\s+")
_FIELD: Final = re.compile(r"^\s*[^\W\d_][^\s:\[\].!?]*(?: [^\s:\[\].!?]+){0,3}:(?:\s|$)")


def _line_blocks(text: str) -> list[str]:
    """`text` in runs of lines that read as one paragraph: a list item starts a run (its
    indented lines stay in it), and each line of a header block (two lines or more of
    "Label: value") is a run of its own."""
    lines = text.split("\n")
    field = [bool(_FIELD.match(line)) for line in lines]
    header = [
        field[i] and ((i > 0 and field[i - 1]) or (i + 1 < len(lines) and field[i + 1]))
        for i in range(len(lines))
    ]
    blocks: list[list[str]] = []
    for index, line in enumerate(lines):
        after_header = index > 0 and header[index - 1] and not line[:1].isspace()
        if not blocks or header[index] or after_header or _ITEM.match(line):
            blocks.append([line])
        else:
            blocks[-1].append(line)
    return ["\n".join(block) for block in blocks]


# Citations (and the brackets and punctuation around them) opening a piece of text.
_LEADING_CITATIONS: Final = re.compile(
    r"(?:[\s()\[\],;.]*\[\[(?:evidence|source):[^\]\n]*\]\])+[\s)\],;.]*"
)


def _leading_citations(piece: str) -> int:
    """How much of `piece` is citations it opens with, before anything else it says (0 for
    none): "([[evidence:ev-1]]) The price …" opens with "([[evidence:ev-1]]) "."""
    found = _LEADING_CITATIONS.match(piece)
    if found is None:
        return 0
    cited = found.group()
    if cited.count("(") != cited.count(")") or cited.count("[") != cited.count("]"):
        return 0
    if not any(
        isinstance(link, Link) and link.kind in ("evidence", "source") for link in scan_links(cited)
    ):
        return 0
    return found.end()


def split_sentences(text: str, names: Iterable[str] = ()) -> list[str]:
    """The sentences of a statement (a paragraph or a list item; its links whole), stripped,
    as the module's docstring reads them."""
    names = tuple(names)
    pieces: list[str] = []
    for block in _line_blocks(text):
        begin = 0
        for end in sentence_ends(block, names=names):
            pieces.append(block[begin:end])
            begin = end
        pieces.append(block[begin:])
    found: list[str] = []
    for piece in (piece.strip() for piece in pieces):
        cut = _leading_citations(piece) if found else 0
        if cut:
            found[-1] = f"{found[-1]} {piece[:cut].strip()}"
            piece = piece[cut:].strip()
        if piece:
            found.append(piece)
    return found
