"""The vocabulary of the document format, kept in one place."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from typing import Final

KINDS: Final = ("page", "evidence")
STATUSES: Final = ("draft", "active", "archived", "merged")

# Type -> the folder a new document of that type goes to when the writer names none.
DEFAULT_FOLDERS: Final[dict[str, str]] = {
    "person": "people",
    "company": "companies",
    "project": "projects",
    "meeting": "meetings",
    "concept": "concepts",
    "source": "sources",
    "analysis": "analysis",
    "note": "inbox",
}
TYPES: Final = tuple(DEFAULT_FOLDERS)

# Retired v1 type names that still parse; they are written back under the canonical name.
LEGACY_TYPE_ALIASES: Final[dict[str, str]] = {
    "media": "source",
    "email": "source",
    "writing": "analysis",
}

KNOWN_PROVIDERS: Final = ("jamie", "goat-chat", "goat-task", "linear", "github", "web", "file")

EVIDENCE_ZONE: Final = "evidence"
# The top-level folder of a brain's attachments (files a document uses that are not
# documents): never walked for documents, and no document may live under it.
ATTACHMENTS_FOLDER: Final = "files"
# The folders a new brain starts with: each type's default folder, and the evidence zone.
SYSTEM_FOLDERS: Final = (*sorted(set(DEFAULT_FOLDERS.values())), EVIDENCE_ZONE)
TIMELINE_HEADING: Final = "## Timeline"

# Frontmatter keys in canonical order; unknown keys follow, in the order they were written.
FRONTMATTER_KEYS: Final = (
    "id",
    "kind",
    "type",
    "title",
    "status",
    "aliases",
    "relations",
    "sources",
    "created",
    "updated",
    "mergedInto",
)

MAX_ID_LENGTH: Final = 128
MAX_FOLDER_DEPTH: Final = 6
MAX_TITLE_LENGTH: Final = 300
MAX_ALIAS_LENGTH: Final = 300
MAX_SOURCE_REF_LENGTH: Final = 256
MAX_LIST_ITEMS: Final = 500
MAX_DOCUMENT_BYTES: Final = 5 * 1024 * 1024
# The integers a document or a command takes: 64 bits, what databases and JSON readers keep.
MIN_INTEGER: Final = -(2**63)
MAX_INTEGER: Final = 2**63 - 1

SLUG_PATTERN: Final = r"[a-z0-9]+(?:-[a-z0-9]+)*"
SLUG_RE: Final = re.compile(rf"^{SLUG_PATTERN}$")
RELATION_TYPE_RE: Final = re.compile(r"^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$")
# The native id: no whitespace, `|` or `]`, no `[[` (a ref is written in timeline lines and
# links, where `[[` would open a link), and no `\` at its end (before a link's `|label`, `\|`
# is the escaped bar of a link inside a table).
SOURCE_REF_RE: Final = re.compile(rf"^({SLUG_PATTERN}):((?:[^\s|\[\]]|\[(?!\[))+)(?<!\\)$")


def canonical_type(value: str) -> str:
    """The canonical name of a type, resolving legacy aliases (unknown names pass through)."""
    return LEGACY_TYPE_ALIASES.get(value, value)


def default_folder(type_name: str) -> str:
    return DEFAULT_FOLDERS.get(canonical_type(type_name), "inbox")


def kind_for_folder(folder: str) -> str:
    """The zone rule: evidence lives under evidence/, pages everywhere else."""
    return "evidence" if folder.split("/", 1)[0] == EVIDENCE_ZONE else "page"


def is_slug(value: object, max_length: int = MAX_ID_LENGTH) -> bool:
    return isinstance(value, str) and len(value) <= max_length and bool(SLUG_RE.fullmatch(value))


def name_key(name: str) -> str:
    """How titles and aliases compare: Unicode case-folded, surrounding whitespace ignored."""
    return name.strip().casefold()


_NON_ASCII_RUN: Final = re.compile(r"[^\x00-\x7f]+")
_CAMEL: Final = re.compile(r"(?<=[a-z])(?=[A-Z])")

# Greek as it is usually written in Latin letters (ELOT 743, the spelling of Greek passports),
# where anyascii's letter-by-letter one is not: ου is "ou" (Papadopoulos, not Papadopoylos);
# αυ, ευ and ηυ are "av", "ev", "iv" before a vowel or a voiced consonant and "af", "ef", "if"
# before a voiceless one or at the word's end (Avgoustos, Efthymios); γ before γ, ξ or χ is "n"
# (Evangelos). A diaeresis on the υ (Προϋπολογισμός) or an accent on the first vowel (άυλος)
# keeps the two vowels apart. Marks are matched decomposed: the accents anyascii drops anyway.
_MARKS: Final = "\u0300-\u036f"
_GREEK_LETTER: Final = re.compile(r"[\u0370-\u03ff\u1f00-\u1fff]")
_GREEK_U: Final = re.compile(
    rf"([αεηο])(υ)(?![{_MARKS}]*\u0308)[{_MARKS}]*(?=([^{_MARKS}]?))", re.IGNORECASE
)
_GREEK_N: Final = re.compile(rf"γ(?=[{_MARKS}]*[γξχ])", re.IGNORECASE)
_GREEK_VOICED: Final = frozenset("αεηιουωβγδζλμνρ")
_GREEK_VOWEL_LATIN: Final = {"α": "a", "ε": "e", "η": "i", "ο": "o"}
# Where usual spellings differ from the transliteration (ELOT 743), `latin_spellings` gives
# them too: μπ, ντ and γκ are "b", "d", "g" at a word's start ("Bakogiannis", "Dinos") and
# "mb", "nd", "ng" inside it ("Lambrakis"); a Russian name's ending in й is "y", "i", "ii" or
# "iy" as often as anyascii's "iy" (Dmitry, Dmitri, Dmitrii, Dmitriy; Krasny; Nikolai).
_WORD_START: Final = rf"(?<![\w{_MARKS}])"
_WORD_END: Final = rf"(?![\w{_MARKS}])"
_GREEK_CLUSTERS: Final = {"μπ": ("b", "mb"), "ντ": ("d", "nd"), "γκ": ("g", "ng")}
_GREEK_START: Final = re.compile(_WORD_START + "(μπ|ντ|γκ)", re.IGNORECASE)
_GREEK_INSIDE: Final = re.compile(r"(?<=[\w" + _MARKS + "])(μπ|ντ|γκ)", re.IGNORECASE)
_CYRILLIC_ENDING: Final = re.compile(r"([иыаеоуэюя])й" + _WORD_END, re.IGNORECASE)
# The ending as anyascii spells it first, then the other usual spellings.
_CYRILLIC_ENDINGS: Final[dict[str, tuple[str, ...]]] = {
    "и": ("iy", "y", "i", "ii"),
    "ы": ("yy", "y", "yi", "iy"),
}
MAX_SPELLINGS: Final = 16  # of one name: the variants multiply word by word


def _cased(latin: str, written: str) -> str:
    """`latin` in the case of the letters it stands for: "OU" for "ΟΥ", "Ou" for "Ου"."""
    if written[:1].islower():
        return latin.lower()
    if len(latin) == 1 or written[1:].isupper():
        return latin.upper()
    return latin[:1].upper() + latin[1:].lower()


def _greek_vowel_pair(match: re.Match[str]) -> str:
    first, upsilon, after = match.group(1), match.group(2), match.group(3)
    if first.lower() == "ο":
        second = "u"
    else:
        second = "v" if after and after.lower() in _GREEK_VOICED else "f"
    vowel = _cased(_GREEK_VOWEL_LATIN[first.lower()], first)
    return vowel + (second.upper() if upsilon.isupper() else second)


def _greek_n(match: re.Match[str]) -> str:
    return "N" if match[0].isupper() else "n"


def _greek_digraphs(run: str) -> str:
    """A run of text with its Greek digraphs spelled as ELOT 743 spells them (see above)."""
    if not _GREEK_LETTER.search(run):
        return run
    decomposed = "".join(
        unicodedata.normalize("NFD", c) if _GREEK_LETTER.match(c) else c for c in run
    )
    return _GREEK_N.sub(_greek_n, _GREEK_U.sub(_greek_vowel_pair, decomposed))


def _greek_cluster(which: int) -> Callable[[re.Match[str]], str]:
    def spelled(match: re.Match[str]) -> str:
        return _cased(_GREEK_CLUSTERS[match[0].lower()][which], match[0])

    return spelled


def _variants(run: str) -> list[str]:
    """`run` (with its Greek digraphs spelled) and its forms with the usual variants of Greek
    clusters and Russian endings put in (see above), the run itself first."""
    forms = [run]
    if _GREEK_LETTER.search(run):
        for pattern, which in ((_GREEK_START, 0), (_GREEK_INSIDE, 1)):
            forms += [pattern.sub(_greek_cluster(which), form) for form in forms]
        return forms
    # right to left, so a variant put in does not move the endings still to vary
    for ending in reversed(list(_CYRILLIC_ENDING.finditer(run))):
        spelled = _CYRILLIC_ENDINGS.get(ending[1].lower())
        if spelled is None:  # ай, ей, ой, ...: "y" or "i" after the vowel
            spelled = tuple(_ascii_run(ending[1]).lower() + end for end in ("y", "i"))
        start, end = ending.span()
        forms += [
            form[:start] + _cased(variant, ending[0]) + form[end:]
            for form in forms
            for variant in spelled[1:]
        ]
    return forms


def _ascii_run(run: str) -> str:
    from anyascii import anyascii  # only here: most text is ASCII and the CLI starts fast

    kept = "".join(c for c in run if unicodedata.category(c) not in ("So", "Sk"))
    return _CAMEL.sub(" ", anyascii(kept)) if kept else " "


def transliterate(text: str) -> str:
    """`text` in ASCII: each run of other characters transliterated by anyascii (syllables run
    together, as anyascii writes CJK, are split: "WangXiaoMing" is "Wang Xiao Ming"), Greek as
    ELOT 743 writes it ("Παπαδόπουλος" is "Papadopoulos"); symbols such as emoji are left out
    rather than spelled (":grinning:")."""
    if text.isascii():
        return text
    return _NON_ASCII_RUN.sub(lambda match: _ascii_run(_greek_digraphs(match[0])), text)


def latin_spellings(text: str) -> list[str]:
    """How `text` may be written in Latin letters: `transliterate(text)` first, then the usual
    variants of its Greek and Russian words (see above), at most MAX_SPELLINGS."""
    if text.isascii():
        return [text]
    spellings = [""]
    position = 0
    for match in _NON_ASCII_RUN.finditer(text):
        between = text[position : match.start()]
        position = match.end()
        forms = dict.fromkeys(_ascii_run(form) for form in _variants(_greek_digraphs(match[0])))
        spellings = [spelling + between + form for spelling in spellings for form in forms]
        spellings = spellings[:MAX_SPELLINGS]
    return [spelling + text[position:] for spelling in spellings]


def slugify(text: str, max_length: int = MAX_ID_LENGTH) -> str:
    """Lowercase slug of arbitrary text ('' when nothing usable remains). Text in other scripts
    is transliterated first ("Nguyễn Thị Mai" is nguyen-thi-mai, not nguy-n-th-mai); ASCII
    text slugs as it always did."""
    if not text.isascii():
        text = transliterate(text)
    slug = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
    return slug[:max_length].rstrip("-")
