"""The vocabulary of the document format, kept in one place."""

from __future__ import annotations

import re
import unicodedata
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


def transliterate(text: str) -> str:
    """`text` in ASCII: each run of other characters transliterated by anyascii (syllables run
    together, as anyascii writes CJK, are split: "WangXiaoMing" is "Wang Xiao Ming"); symbols
    such as emoji are left out rather than spelled (":grinning:")."""
    if text.isascii():
        return text
    from anyascii import anyascii  # only here: most text is ASCII and the CLI starts fast

    def one(match: re.Match[str]) -> str:
        kept = "".join(c for c in match.group(0) if unicodedata.category(c) not in ("So", "Sk"))
        return _CAMEL.sub(" ", anyascii(kept)) if kept else " "

    return _NON_ASCII_RUN.sub(one, text)


def slugify(text: str, max_length: int = MAX_ID_LENGTH) -> str:
    """Lowercase slug of arbitrary text ('' when nothing usable remains). Text in other scripts
    is transliterated first ("Nguyễn Thị Mai" is nguyen-thi-mai, not nguy-n-th-mai); ASCII
    text slugs as it always did."""
    if not text.isascii():
        text = transliterate(text)
    slug = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
    return slug[:max_length].rstrip("-")
