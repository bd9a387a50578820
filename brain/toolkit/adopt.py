"""`goat-brain adopt VAULT DEST`: a folder of ordinary notes (Obsidian, Logseq, plain markdown)
made into a brain, and kept in step with it on later runs (docs/adopt.md).

The vault is only read. Each note becomes a draft page whose `sources` hold `file:<path in the
vault>` (links.file_ref), so which document a note became is in the data: a later run finds
it there and never moves an id. What adopt last wrote for each note is kept, as a sha256, in
`DEST/.goat-brain/adopt.json`; a document whose bytes differ from it was edited in the brain
since, and is never overwritten (a conflict, reported, when the note changed too).

Files that are documents of another kind (PDF, Word) go through `document_file` (one hook: the
`goat-brain add` extraction plugs in there); every other file that is not a note is an
attachment, copied under `files/` at its path in the vault.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import posixpath
import re
import stat
import sys
import unicodedata
from abc import ABC, abstractmethod
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time
from pathlib import Path
from typing import Any, Final

import yaml

from .document import Document, parse_document, serialize_document
from .errors import (
    MSG_AMBIGUOUS,
    NAMED_BY_ALIAS,
    NAMED_BY_BOTH,
    NAMED_BY_TITLE,
    USAGE,
    CommandError,
)
from .files import UnsafePath, exists, open_folder, read_file
from .folder_scan import SUFFIX
from .links import Link, map_prose, parse_link, quote_path, split_code_lines, unquote_path
from .names import make_id, short_hash
from .problems import DocumentError
from .root import STATE_DIR, init_root, is_root, root_lock
from .schemas import (
    ATTACHMENTS_FOLDER,
    EVIDENCE_ZONE,
    FRONTMATTER_KEYS,
    LEGACY_TYPE_ALIASES,
    MAX_ALIAS_LENGTH,
    MAX_DOCUMENT_BYTES,
    MAX_FOLDER_DEPTH,
    MAX_INTEGER,
    MAX_SOURCE_REF_LENGTH,
    MAX_TITLE_LENGTH,
    MIN_INTEGER,
    TYPES,
    slugify,
)
from .tree import document_relpath, split_relpath, walk_tree
from .validation import RULE_LINK_SYNTAX, validate_document

STATE_FILE: Final = "adopt.json"
STATE_FORMAT: Final = "goat-brain-adopt"
STATE_VERSION: Final = 1
# Attachments larger than this are skipped (a brain is not a file store for videos).
MAX_ATTACHMENT_BYTES: Final = 100 * 1024 * 1024
MAX_ID: Final = 80
PROGRESS_EVERY: Final = 500
FILE_PROVIDER: Final = "file"
# Folders an app keeps its own settings in, at the top of a vault (besides dot-folders).
APP_FOLDERS: Final = frozenset({"logseq"})
DOCUMENT_SUFFIXES: Final = (".pdf", ".docx")
IMAGE_SUFFIXES: Final = frozenset(
    {".png", ".jpg", ".jpeg", ".gif", ".webp", ".svg", ".bmp", ".avif", ".tif", ".tiff"}
)

# A vault folder's name (slugged) that says what its notes are.
FOLDER_TYPES: Final[dict[str, str]] = {
    **dict.fromkeys(("people", "person", "persons", "contacts", "contact"), "person"),
    **dict.fromkeys(("meetings", "meeting", "meeting-notes", "calls"), "meeting"),
    **dict.fromkeys(("projects", "project"), "project"),
    **dict.fromkeys(
        (
            "companies",
            "company",
            "organizations",
            "organisations",
            "organization",
            "organisation",
            "orgs",
            "clients",
            "customers",
        ),
        "company",
    ),
    **dict.fromkeys(("concepts", "concept", "topics", "ideas"), "concept"),
    **dict.fromkeys(("sources", "source", "references", "clippings", "articles"), "source"),
    **dict.fromkeys(("analysis", "analyses"), "analysis"),
}
# Frontmatter keys read into our own fields (the rest are kept as they are, where they may be).
CREATED_KEYS: Final = ("created", "date", "created_at", "creation_date")
UPDATED_KEYS: Final = ("updated", "modified", "updated_at", "last_modified")
ALIAS_KEYS: Final = ("aliases", "alias")
# Keys of ours a note may not set: kept under `vault_<key>` instead.
RESERVED_KEYS: Final = frozenset({*FRONTMATTER_KEYS, "folder"})

MSG_VAULT_MISSING: Final = "the vault {path} does not exist"
MSG_VAULT_NOT_FOLDER: Final = "the vault {path} is not a folder"
MSG_VAULT_UNREADABLE: Final = "cannot read the vault {path}: {reason}"
MSG_NESTED: Final = "{inner} is inside {outer}; keep the vault and the brain apart"
MSG_DEST_FILE: Final = "{path} is not a folder"
MSG_DEST_TAKEN: Final = (
    "{path} is not empty and not a brain that `goat-brain adopt` made from this vault; "
    "choose an empty or new folder"
)
MSG_DEST_OTHER_VAULT: Final = (
    "{path} was adopted from another vault ({other}); adopt {vault} into a new folder"
)
MSG_STATE_BAD: Final = "{path} is not an adopt state file; remove it to start over"

SKIP_DOT: Final = "hidden folder or file (app settings, trash): skipped"
SKIP_APP: Final = "the app's own settings folder: skipped"
SKIP_LINK: Final = "a symbolic link: not followed"
SKIP_SPECIAL: Final = "not a regular file (pipe, socket or device)"
SKIP_NOTE_SIZE: Final = f"a note larger than {MAX_DOCUMENT_BYTES} bytes"
SKIP_ATTACHMENT_SIZE: Final = f"an attachment larger than {MAX_ATTACHMENT_BYTES} bytes"
SKIP_NOT_UTF8: Final = "not UTF-8 text"
SKIP_UNREADABLE: Final = "cannot read it: {reason}"
SKIP_INVALID: Final = "cannot be made a valid document: {reason}"

NOTE_YAML: Final = "the frontmatter is not valid YAML ({reason}); kept as body text"
NOTE_NOT_MAPPING: Final = "the frontmatter is not a mapping of keys; kept as body text"
NOTE_KEYS_EMPTY: Final = "frontmatter keys without a value left out: {keys}"
NOTE_KEY_RENAMED: Final = "frontmatter key {key!r} is one of ours; kept as {new!r}"
NOTE_KEY_DROPPED: Final = "frontmatter key {key!r} dropped: {reason}"
NOTE_RACE: Final = "{path} changed while adopt ran; left as it is now (run adopt again)"
NOTE_BRACKETS: Final = "[[...]] that is no link kept as text (written [\\[...]])"
NOTE_ALIAS_DROPPED: Final = "alias {value!r} dropped: an alias is one line of at most {limit}"

FOLDER_FOLDED: Final = "deeper than {depth} folders: the rest folded into one"
FOLDER_EVIDENCE: Final = "the evidence/ zone holds evidence only"
FOLDER_FILES: Final = "files/ holds attachments"
FOLDER_NO_SLUG: Final = "a folder name with no letters or digits"

_TIMELINE_LINE: Final = re.compile(r"^## Timeline\s*$")
_H1: Final = re.compile(r"^#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$")
_FRONTMATTER_END: Final = re.compile(r"^(?:---|\.\.\.)[ \t]*$", re.M)
_SIZE: Final = re.compile(r"\d+(?:x\d+)?")
_SCHEME: Final = re.compile(r"^[A-Za-z][A-Za-z0-9+.\-]*:")
_LINKS: Final = re.compile(
    r"(?P<wbang>!?)\[\[(?P<inner>[^\[\]\n]+?)\]\]"
    r"|(?P<mbang>!?)\[(?P<text>(?:[^\[\]\n]|\[[^\[\]\n]*\])*)\]"
    r"\(\s*(?P<href><[^>\n]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+\"[^\"\n]*\")?\s*\)"
)


# --- document files (PDF, Word) ---------------------------------------------------------------


Adder = Callable[[str, bytes], tuple[bool, str | None]]


def add_documents(
    vault: Path, documents: list[str], add: Adder, remarks: list[dict[str, str]]
) -> tuple[dict[str, int], list[dict[str, str]]]:
    """Each PDF and Word file of the vault given to `add(name, bytes)`, which keeps it as an
    evidence document with its original (as `goat-brain add` does) and says whether it was new
    and what to report about its text (a PDF with no text layer, or read in part: added to
    `remarks`); (counts, the files refused with why). The same bytes again are the same
    document."""
    counts = {"found": len(documents), "added": 0, "unchanged": 0, "refused": 0}
    refused: list[dict[str, str]] = []
    for path in documents:
        try:
            data = read_file(vault, path, limit=MAX_ATTACHMENT_BYTES)
            name = path.rpartition("/")[2]
            new, note = add(name, data)
            counts["added" if new else "unchanged"] += 1
            if note:  # the line names the file: the report names it by its path already
                remarks.append({"note": path, "message": note.removeprefix(f"{name}: ")})
        except (CommandError, DocumentError, OSError, UnsafePath) as error:
            counts["refused"] += 1
            reason = error.message if isinstance(error, CommandError) else _why(error)
            refused.append({"path": path, "reason": reason})
    return counts, refused


# --- source refs ---------------------------------------------------------------------------------


def file_ref(relpath: str) -> str:
    """`file:<path>` for a path in the vault (docs/format.md): `%`, whitespace, `|`, `]` and
    markdown's specials as `%XX`; a too long one cut and told apart by a hash of the whole."""
    ref = f"{FILE_PROVIDER}:{quote_path(relpath)}"
    if len(ref) <= MAX_SOURCE_REF_LENGTH:
        return ref
    digest = hashlib.sha256(relpath.encode("utf-8", "surrogatepass")).hexdigest()[:12]
    return f"{ref[: MAX_SOURCE_REF_LENGTH - 13].rstrip('%')}~{digest}"


def _key(text: str) -> str:
    """How names compare, as Obsidian does: case-insensitively (and one Unicode form)."""
    return unicodedata.normalize("NFC", text).strip().casefold()


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


# --- the vault -------------------------------------------------------------------------------


@dataclass
class VaultScan:
    notes: list[str] = field(default_factory=list)
    attachments: dict[str, int] = field(default_factory=dict)  # path -> size
    documents: list[str] = field(default_factory=list)  # PDF and Word files
    skipped: list[dict[str, str]] = field(default_factory=list)


def _skip(scan: VaultScan, path: str, reason: str) -> None:
    scan.skipped.append({"path": path, "reason": reason})


def scan_vault(vault: Path) -> VaultScan:
    """Every note (`*.md`), attachment and skipped file of the vault, links never followed."""
    scan = VaultScan()
    pending = [""]
    while pending:
        rel_dir = pending.pop()
        try:
            with open_folder(vault, rel_dir) as fd, os.scandir(fd) as listing:
                entries = sorted(listing, key=lambda e: e.name)
                infos = [
                    (e.name, os.stat(e.name, dir_fd=fd, follow_symlinks=False)) for e in entries
                ]
        except (OSError, UnsafePath) as error:
            if not rel_dir:
                raise
            reason = error.strerror if isinstance(error, OSError) else SKIP_LINK
            _skip(scan, rel_dir + "/", SKIP_UNREADABLE.format(reason=reason))
            continue
        for name, info in infos:
            relpath = f"{rel_dir}/{name}" if rel_dir else name
            mode = info.st_mode
            if name.startswith("."):
                _skip(scan, relpath + ("/" if stat.S_ISDIR(mode) else ""), SKIP_DOT)
            elif stat.S_ISLNK(mode):
                _skip(scan, relpath, SKIP_LINK)
            elif stat.S_ISDIR(mode):
                if not rel_dir and name in APP_FOLDERS:
                    _skip(scan, relpath + "/", SKIP_APP)
                else:
                    pending.append(relpath)
            elif not stat.S_ISREG(mode):
                _skip(scan, relpath, SKIP_SPECIAL)
            elif name.lower().endswith(SUFFIX):
                if info.st_size > MAX_DOCUMENT_BYTES:
                    _skip(scan, relpath, SKIP_NOTE_SIZE)
                else:
                    scan.notes.append(relpath)
            elif name.lower().endswith(DOCUMENT_SUFFIXES):
                scan.documents.append(relpath)
            elif info.st_size > MAX_ATTACHMENT_BYTES:
                _skip(scan, relpath, SKIP_ATTACHMENT_SIZE)
            else:
                scan.attachments[relpath] = info.st_size
    scan.notes.sort()
    scan.skipped.sort(key=lambda item: item["path"])
    return scan


@dataclass
class Note:
    """One note of the vault, read and split."""

    path: str
    meta: dict[str, Any]
    body: str
    remarks: list[str] = field(default_factory=list)

    @property
    def folder(self) -> str:
        return self.path.rpartition("/")[0]

    @property
    def stem(self) -> str:
        return _stem(self.path)


def _stem(path: str) -> str:
    return path.rpartition("/")[2][: -len(SUFFIX)]


def _logseq_name(stem: str) -> str | None:
    """The page a Logseq file of a namespace stands for (`a___b.md` or `a%2Fb.md` is `a/b`,
    linked as `[[a/b]]`); None for any other file name."""
    if "___" in stem:
        return stem.replace("___", "/")
    if "%2F" in stem.upper():
        return re.sub("%2F", "/", stem, flags=re.IGNORECASE)
    return None


_YAML_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def read_note(path: str, text: str) -> Note:
    """Split a note's text into its frontmatter (if any, and valid) and body."""
    text = text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    note = Note(path, {}, text)
    if not text.startswith("---\n"):
        return note
    end = _FRONTMATTER_END.search(text, 4)
    if end is None:
        return note
    block = text[4 : end.start()]
    try:
        data = yaml.load(block, Loader=_YAML_LOADER)  # noqa: S506 (a safe loader)
    except yaml.YAMLError as error:
        reason = str(getattr(error, "problem", None) or "unreadable").strip()
        note.remarks.append(NOTE_YAML.format(reason=reason))
        return note
    if data is None:
        data = {}
    if not isinstance(data, dict):
        note.remarks.append(NOTE_NOT_MAPPING)
        return note
    note.meta = {str(key): value for key, value in data.items()}
    note.body = text[end.end() :].lstrip("\n")
    return note


# --- names: which note a link means ----------------------------------------------------------


@dataclass(frozen=True)
class BrainName:
    """A document the brain has of its own (not one adopt made from a note of the vault): what
    a note's link may name it by (its id, its title, its aliases)."""

    brain_id: str
    title: str
    aliases: tuple[str, ...]


# A key of the index that stands for a document of the brain, not a note: a note's path in the
# vault never starts with "/".
_BRAIN_KEY: Final = "/"


class Ambiguous(Exception):
    """A name several of the brain's documents carry: not guessed."""

    def __init__(self, name: str, ids: list[str], named: str) -> None:
        super().__init__(name)
        self.message = MSG_AMBIGUOUS.format(ref=name, named=named, ids=", ".join(ids))


class Index:
    """The vault's notes and attachments by name, path and alias, resolved as Obsidian does:
    case-insensitively, by file name, then by path, then by alias; among several, the one in the
    linking note's folder, then the shortest path.

    The brain's own documents (`documents`) answer by the same rules, their id being their file
    name and their title one more alias; a note answers before a document at each step, and a
    name several documents carry (and no note) is `Ambiguous`."""

    def __init__(
        self,
        aliases: dict[str, list[str]],
        attachments: list[str],
        documents: Sequence[BrainName] = (),
    ) -> None:
        """`aliases`: each note's path and its aliases."""
        self.by_stem: dict[str, list[str]] = defaultdict(list)
        self.by_path: dict[str, str] = {}
        self.by_alias: dict[str, list[str]] = defaultdict(list)
        for path, names in aliases.items():
            stem = _stem(path)
            self.by_stem[_key(stem)].append(path)
            self.by_path[_key(path[: -len(SUFFIX)])] = path
            for alias in names:
                self.by_alias[_key(alias)].append(path)
            namespaced = _logseq_name(stem)
            if namespaced is not None:
                self.by_alias[_key(namespaced)].append(path)
        # {key: brain id} for the brain's documents, the key in the lists above.
        self.documents: dict[str, str] = {}
        self.titles: dict[str, str] = {}
        for document in documents:
            key = _BRAIN_KEY + document.brain_id
            self.documents[key] = document.brain_id
            self.titles[key] = document.title
            self.by_stem[_key(document.brain_id)].append(key)
            for name in dict.fromkeys(_key(n) for n in (document.title, *document.aliases)):
                self.by_alias[name].append(key)
        self.files_by_name: dict[str, list[str]] = defaultdict(list)
        self.files_by_path: dict[str, str] = {}
        for path in attachments:
            self.files_by_name[_key(path.rpartition("/")[2])].append(path)
            self.files_by_path[_key(path)] = path

    def _best(self, candidates: list[str], folder: str, name: str = "") -> str | None:
        notes = [p for p in candidates if not p.startswith(_BRAIN_KEY)]
        if notes:
            return min(notes, key=lambda p: (p.rpartition("/")[0] != folder, len(p), p))
        if len(candidates) > 1:  # documents of the brain only
            titles = sum(_key(self.titles[c]) == _key(name) for c in candidates)
            named = NAMED_BY_TITLE if titles == len(candidates) else NAMED_BY_BOTH
            ids = sorted(self.documents[c] for c in candidates)
            raise Ambiguous(name, ids, NAMED_BY_ALIAS if titles == 0 else named)
        return candidates[0] if candidates else None

    def note(self, name: str, folder: str) -> str | None:
        key = _key(name)
        if key.endswith(SUFFIX):
            key = key[: -len(SUFFIX)]
        if not key:
            return None
        if "/" in key:
            key = key.lstrip("/")
            exact = self.by_path.get(key)
            if exact is not None:
                return exact
            last = key.rpartition("/")[2]
            candidates = [
                p
                for p in self.by_stem.get(last, [])
                if not p.startswith(_BRAIN_KEY) and _key(p[: -len(SUFFIX)]).endswith("/" + key)
            ]
            return self._best(candidates, folder) or self._best(
                self.by_alias.get(key, []), folder, name.strip()
            )
        return self._best(self.by_stem.get(key, []), folder) or self._best(
            self.by_alias.get(key, []), folder, name.strip()
        )

    def note_at(self, path: str) -> str | None:
        key = _key(path)
        if key.endswith(SUFFIX):
            key = key[: -len(SUFFIX)]
        return self.by_path.get(key)

    def attachment(self, name: str, folder: str) -> str | None:
        key = _key(name).lstrip("/")
        exact = self.files_by_path.get(key)
        if exact is not None:
            return exact
        last = key.rpartition("/")[2]
        candidates = [
            p for p in self.files_by_name.get(last, []) if "/" not in key or _key(p).endswith(key)
        ]
        return self._best(candidates, folder)


# --- frontmatter ---------------------------------------------------------------------------


def _aliases_of(meta: dict[str, Any]) -> tuple[list[str], list[str]]:
    """(the aliases a note gives that an alias may be, the ones it may not)."""
    good: list[str] = []
    bad: list[str] = []
    for key in ALIAS_KEYS:
        value = meta.get(key)
        if isinstance(value, str):  # "A, B" names two aliases, as Obsidian reads it
            values: list[Any] = [part for part in value.split(",") if part.strip()]
        else:
            values = value if isinstance(value, list) else []
        for item in values:
            text = str(item).strip() if item is not None else ""
            if text and "\n" not in text and len(text) <= MAX_ALIAS_LENGTH:
                if text not in good:
                    good.append(text)
            elif text:
                bad.append(text)
    return good, bad


def _instant(value: Any) -> datetime | None:
    """A timestamp from a date, a date-time (naive read as UTC) or ISO text; None otherwise."""
    if isinstance(value, str):
        with contextlib.suppress(ValueError):
            value = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
    if isinstance(value, datetime):
        stamp = value if value.tzinfo is not None else value.replace(tzinfo=UTC)
    elif isinstance(value, date):
        stamp = datetime.combine(value, time(), tzinfo=UTC)
    else:
        return None
    try:
        return stamp.astimezone(UTC)
    except (OverflowError, ValueError):
        return None


def _plain(value: Any) -> Any:
    """A YAML value as what a document keeps: JSON's values, or a timestamp."""
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, int):
        return value if MIN_INTEGER <= value <= MAX_INTEGER else str(value)
    if isinstance(value, float):
        return value if value == value and abs(value) != float("inf") else str(value)
    if isinstance(value, datetime):
        return _instant(value) or value.isoformat()
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    if isinstance(value, (set, frozenset)):
        return sorted(str(_plain(item)) for item in value)
    if isinstance(value, dict):
        return {str(key): _plain(item) for key, item in value.items()}
    if isinstance(value, bytes):
        return value.hex()
    return str(value)


def _title(note: Note) -> str:
    value = note.meta.get("title")
    if isinstance(value, str) and value.strip() and "\n" not in value.strip():
        return value.strip()[:MAX_TITLE_LENGTH]
    for line, in_code in split_code_lines(note.body):
        match = _H1.match(line) if not in_code else None
        if match and match.group(1).strip():
            return match.group(1).strip()[:MAX_TITLE_LENGTH]
    return (note.stem.strip() or note.stem)[:MAX_TITLE_LENGTH] or note.path


def _type(note: Note) -> str:
    value = note.meta.get("type")
    if isinstance(value, str) and (value in TYPES or value in LEGACY_TYPE_ALIASES):
        return LEGACY_TYPE_ALIASES.get(value, value)
    for segment in reversed(note.folder.split("/") if note.folder else []):
        found = FOLDER_TYPES.get(slugify(segment))
        if found:
            return found
    return "note"


def brain_meta(note: Note, brain_id: str) -> dict[str, Any]:
    """The frontmatter of the page a note becomes (remarks added to the note)."""
    meta: dict[str, Any] = {
        "id": brain_id,
        "kind": "page",
        "type": _type(note),
        "title": _title(note),
        "status": "draft",
    }
    aliases, bad = _aliases_of(note.meta)
    note.remarks += [NOTE_ALIAS_DROPPED.format(value=a[:60], limit=MAX_ALIAS_LENGTH) for a in bad]
    if aliases:
        meta["aliases"] = aliases
    meta["sources"] = [file_ref(note.path)]
    moved: set[str] = set(ALIAS_KEYS)
    for target, keys in (("created", CREATED_KEYS), ("updated", UPDATED_KEYS)):
        for key in keys:
            stamp = _instant(note.meta.get(key)) if key in note.meta else None
            if stamp is not None and 1 <= stamp.year <= 9999:
                meta[target] = stamp
                moved.add(key)
                break
    given_type, given_title = note.meta.get("type"), note.meta.get("title")
    if isinstance(given_type, str) and (given_type in TYPES or given_type in LEGACY_TYPE_ALIASES):
        moved.add("type")  # read into `type` (a retired name written canonical)
    if isinstance(given_title, str) and meta["title"] == given_title.strip()[:MAX_TITLE_LENGTH]:
        moved.add("title")
    empty = [key for key, value in note.meta.items() if value is None and key not in moved]
    if empty:  # a key without a value says nothing a document keeps: left out, and said
        note.remarks.append(NOTE_KEYS_EMPTY.format(keys=", ".join(map(str, empty))))
    for key, value in note.meta.items():
        if key in moved or value is None:
            continue
        name = key
        if key in RESERVED_KEYS:
            name = f"vault_{key}"
            note.remarks.append(NOTE_KEY_RENAMED.format(key=key, new=name))
        meta[name] = _plain(value)
    return meta


# --- links -------------------------------------------------------------------------------------


@dataclass
class LinkReport:
    resolved: int = 0
    unresolved: list[dict[str, str]] = field(default_factory=list)
    attachments: set[str] = field(default_factory=set)


def _label(text: str) -> str:
    """Text safe inside `[[...|label]]` or `[label](...)`: no brackets, one line."""
    return " ".join(text.replace("[", "(").replace("]", ")").split())


def _attachment_markup(path: str, label: str, *, image: bool) -> str:
    address = f"{ATTACHMENTS_FOLDER}/{quote_path(path)}"
    if image and posixpath.splitext(path)[1].lower() in IMAGE_SUFFIXES:
        return f"![{_label(label)}]({address})"
    return f"[{_label(label) or path.rpartition('/')[2]}]({address})"


class LinkRewriter:
    """Turns a note's links into typed page links and attachment references."""

    def __init__(self, index: Index, ids: dict[str, str]) -> None:
        self.index = index
        self.ids = {**ids, **index.documents}

    def _note(self, note: Note, raw: str, name: str) -> str | None:
        """The note (or the brain's document) `name` means; a name several documents of the
        brain carry is none, and said so (the link is reported unresolved by the caller)."""
        try:
            return self.index.note(name, note.folder)
        except Ambiguous as ambiguous:
            note.remarks.append(f"{raw}: {ambiguous.message}")
            return None

    def rewrite(self, note: Note, body: str, report: LinkReport) -> str:
        def one(match: re.Match[str]) -> str:
            if match.group("inner") is not None:
                return self._wiki(note, match, report)
            return self._markdown(note, match, report)

        def prose(segment: str) -> str:
            if "[" not in segment:
                return segment
            return _LINKS.sub(one, segment)

        return map_prose(body, prose)

    def _page(self, path: str, heading: str | None, label: str, *, escaped: bool = False) -> str:
        heading = " ".join(heading.split()) if heading else None
        if heading is not None and (not heading or "|" in heading):
            heading = None
        shown = _label(label) or None
        if escaped and shown:
            shown = shown.replace("|", "/")  # a bare `|` would end the table cell
        link = Link("page", self.ids[path], shown, "", heading or None, escaped and bool(shown))
        return link.render()

    def _unresolved(self, note: Note, raw: str, text: str, report: LinkReport) -> str:
        report.unresolved.append({"note": note.path, "link": raw})
        return text

    def _wiki(self, note: Note, match: re.Match[str], report: LinkReport) -> str:
        raw = match.group(0)
        escaped = "\\|" in match.group("inner")  # written so inside a table row
        inner = match.group("inner").replace("\\|", "|")
        if isinstance(parse_link(f"[[{inner}]]"), Link):
            return raw  # already a typed link
        target, sep, label = inner.partition("|")
        target = target.strip()
        name, _, heading_path = target.partition("#")
        name = name.strip()
        heading = heading_path.split("#")[-1].strip() if heading_path else None
        if heading is not None and heading.startswith("^"):
            heading = None  # a block reference: the page is what is left of it
        embed = bool(match.group("wbang"))
        extension = posixpath.splitext(name)[1].lower()
        if extension and extension != SUFFIX:
            found = self.index.attachment(name, note.folder)
            if found is not None:
                report.resolved += 1
                report.attachments.add(found)
                size = _SIZE.fullmatch(label.strip()) if sep else None  # `|300`, `|300x200`
                alt = label.strip() if sep and not size else name
                return _attachment_markup(found, alt, image=embed)
            # no such file: maybe a note with a dot in its name (`[[v1.2 plan]]`)
        path = self._note(note, raw, name) if name else note.path
        if sep and embed and _SIZE.fullmatch(label.strip()):
            sep, label = "", ""  # `![[image.png|300]]`: the size is no label; the name reads
        shown = label.strip() if sep else (f"{name} > {heading}" if heading and name else name)
        shown = shown or (heading or "")
        if path is None:
            return self._unresolved(note, raw, shown, report)
        report.resolved += 1
        return self._page(path, heading, shown, escaped=escaped)

    def _markdown(self, note: Note, match: re.Match[str], report: LinkReport) -> str:
        raw = match.group(0)
        href = match.group("href")
        if href.startswith("<"):
            href = href[1:-1]
        if not href or _SCHEME.match(href) or href.startswith(("#", "/")):
            return raw
        text = match.group("text")
        address, _, fragment = href.partition("#")
        address = unquote_path(address.partition("?")[0])
        fragment = unquote_path(fragment)
        image = bool(match.group("mbang"))
        joined = posixpath.normpath(posixpath.join(note.folder, address))
        inside = not joined.startswith("../") and joined != ".."
        extension = posixpath.splitext(address)[1].lower()
        if extension and extension != SUFFIX:
            found = self.index.files_by_path.get(_key(joined)) if inside else None
            found = found or self.index.attachment(address, note.folder)
            if found is not None:
                report.resolved += 1
                report.attachments.add(found)
                return _attachment_markup(found, text, image=image)
        if not image:  # a note, also when its name has a dot (`v1.2 plan.md` or `v1.2 plan`)
            path = (self.index.note_at(joined) if inside else None) or self._note(
                note, raw, address
            )
            if path is not None:
                report.resolved += 1
                heading = fragment if fragment and not fragment.startswith("^") else None
                return self._page(path, heading, text)
        return self._unresolved(note, raw, text.strip() or address, report)


def _escape_timeline(body: str) -> str:
    """A note's own `## Timeline` heading would start our timeline zone: it is renamed."""
    if "## Timeline" not in body:
        return body
    lines = []
    for line, in_code in split_code_lines(body):
        lines.append("## Timeline (notes)" if not in_code and _TIMELINE_LINE.match(line) else line)
    return "\n".join(lines)


# --- the brain side --------------------------------------------------------------------------


@dataclass
class Existing:
    """A document of DEST that an earlier adopt made from a note."""

    brain_id: str
    path: str
    data: bytes


@dataclass
class State:
    vault: str
    notes: dict[str, dict[str, str]] = field(default_factory=dict)  # note -> {id, path, hash}
    attachments: dict[str, str] = field(default_factory=dict)  # vault path -> sha256
    index: str = ""  # the fingerprint of what links resolved against (_fingerprint)

    def as_bytes(self) -> bytes:
        data = {
            "format": STATE_FORMAT,
            "version": STATE_VERSION,
            "vault": self.vault,
            "index": self.index,
            "notes": dict(sorted(self.notes.items())),
            "attachments": dict(sorted(self.attachments.items())),
        }
        return (json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n").encode()


def _state_path(dest: Path) -> Path:
    return dest / STATE_DIR / STATE_FILE


def state_from_bytes(raw: bytes | str) -> State:
    """A state as `State.as_bytes` wrote it (ValueError, AttributeError or TypeError when it is
    not one)."""
    data = json.loads(raw)
    if data.get("format") != STATE_FORMAT or not isinstance(data.get("vault"), str):
        raise ValueError
    return State(
        data["vault"],
        dict(data.get("notes", {})),
        dict(data.get("attachments", {})),
        str(data.get("index", "")),
    )


def read_state(dest: Path) -> State | None:
    path = _state_path(dest)
    try:
        raw = read_file(dest, f"{STATE_DIR}/{STATE_FILE}", limit=1 << 30)
    except FileNotFoundError:
        return None
    except (OSError, DocumentError, UnsafePath):
        raise CommandError(USAGE, MSG_STATE_BAD.format(path=path)) from None
    try:
        return state_from_bytes(raw)
    except (ValueError, AttributeError, TypeError):
        raise CommandError(USAGE, MSG_STATE_BAD.format(path=path)) from None


def _inside(inner: Path, outer: Path) -> bool:
    return inner == outer or outer in inner.parents


def check_vault(vault: Path) -> Path:
    """The vault's real path; a missing, unreadable or non-folder vault is refused."""
    if not os.path.lexists(vault):
        raise CommandError(USAGE, MSG_VAULT_MISSING.format(path=vault))
    if not vault.is_dir():
        raise CommandError(USAGE, MSG_VAULT_NOT_FOLDER.format(path=vault))
    if not os.access(vault, os.R_OK | os.X_OK):
        reason = "permission denied"
        raise CommandError(USAGE, MSG_VAULT_UNREADABLE.format(path=vault, reason=reason))
    return vault.resolve()


def check_places(vault: Path, dest: Path) -> tuple[Path, State | None, bool]:
    """(the vault's real path, the earlier run's state, whether DEST is a brain already)."""
    real_vault = check_vault(vault)
    real_dest = dest.resolve()
    if _inside(real_dest, real_vault):
        raise CommandError(USAGE, MSG_NESTED.format(inner=dest, outer=vault))
    if _inside(real_vault, real_dest):
        raise CommandError(USAGE, MSG_NESTED.format(inner=vault, outer=dest))
    if not os.path.lexists(dest):
        return real_vault, None, False
    if not dest.is_dir():
        raise CommandError(USAGE, MSG_DEST_FILE.format(path=dest))
    if not any(os.scandir(dest)):
        return real_vault, None, False
    state = read_state(dest) if is_root(dest) else None
    if state is None:
        raise CommandError(USAGE, MSG_DEST_TAKEN.format(path=dest))
    if state.vault != str(real_vault):
        raise CommandError(
            USAGE, MSG_DEST_OTHER_VAULT.format(path=dest, other=state.vault, vault=vault)
        )
    return real_vault, state, True


def existing_documents(
    dest: Path, state: State, notes: list[str]
) -> tuple[dict[str, Existing], set[str], dict[str, str], list[BrainName]]:
    """(what DEST holds for each note an earlier run adopted, every id DEST uses, each
    document path's id, and the names of DEST's own documents: those made from no note, but
    tombstones) — found through the documents' own `file:` source refs; the state file only
    spares parsing the documents that are still as adopt wrote them."""
    walk = walk_tree(dest)
    refs: dict[str, str] = {}  # made on the first document that needs them
    written = {record["path"]: (note, record) for note, record in state.notes.items()}
    found: dict[str, Existing] = {}
    taken: set[str] = set()
    ids: dict[str, str] = {}
    names: list[BrainName] = []
    for entry in walk.files:
        taken.add(entry.stem)
        ids[entry.path] = entry.stem
        try:
            data = read_file(dest, entry.path)
        except (OSError, DocumentError, UnsafePath):
            continue
        known = written.get(entry.path)
        if known is not None and _sha(data) == known[1]["hash"]:
            found.setdefault(known[0], Existing(known[1]["id"], entry.path, data))
            continue
        try:
            document = parse_document(data, folder=entry.folder, path=entry.path)
        except DocumentError:
            continue
        brain_id = document.brain_id or entry.stem
        taken.add(brain_id)
        ids[entry.path] = brain_id
        if not refs:
            refs = {file_ref(path): path for path in {*notes, *state.notes}}
        made = False
        for ref in document.sources:
            note = refs.get(ref) if isinstance(ref, str) else None
            if note is not None:
                made = True
                found.setdefault(note, Existing(brain_id, entry.path, data))
        if not made and not document.merged_into:
            names.append(BrainName(brain_id, document.title, tuple(document.aliases)))
    return found, taken, ids, names


def brain_folder(vault_folder: str, renamed: dict[str, dict[str, str]]) -> str:
    """The brain folder for a vault folder: each segment slugged, at most six (the rest folded
    into the sixth), never in the evidence/ zone nor in files/; changes noted in `renamed`."""
    if not vault_folder:
        return ""
    segments = vault_folder.split("/")
    slugs: list[str] = []
    reasons: list[str] = []
    for segment in segments:
        slug = slugify(segment, 60)
        if not slug:
            slug = f"folder-{short_hash(segment)}"
            reasons.append(FOLDER_NO_SLUG)
        slugs.append(slug)
    if len(slugs) > MAX_FOLDER_DEPTH:
        folded = "-".join(slugs[MAX_FOLDER_DEPTH - 1 :])
        if len(folded) > 120:
            folded = f"{folded[:110].rstrip('-')}-{short_hash(folded)}"
        slugs = [*slugs[: MAX_FOLDER_DEPTH - 1], folded]
        reasons.append(FOLDER_FOLDED.format(depth=MAX_FOLDER_DEPTH))
    if slugs[0] == EVIDENCE_ZONE:
        slugs[0] = "evidence-notes"
        reasons.append(FOLDER_EVIDENCE)
    elif slugs[0] == ATTACHMENTS_FOLDER:
        slugs[0] = "files-notes"
        reasons.append(FOLDER_FILES)
    folder = "/".join(slugs)
    if reasons and vault_folder not in renamed:
        renamed[vault_folder] = {"from": vault_folder, "to": folder, "reason": "; ".join(reasons)}
    return folder


def new_id(path: str, taken: set[str]) -> str:
    base = make_id(_stem(path), kind="note", max_length=MAX_ID)
    candidate, n = base, 1
    while candidate in taken:
        n += 1
        suffix = f"-{n}"
        candidate = base[: MAX_ID - len(suffix)].rstrip("-") + suffix
    taken.add(candidate)
    return candidate


# --- writing -----------------------------------------------------------------------------------


def _write(root: Path, relpath: str, data: bytes) -> None:
    """Replace `relpath` with `data` atomically (a staged file renamed over it), synced."""
    folder, _, name = relpath.rpartition("/")
    with open_folder(root, folder, create=True) as dir_fd:
        temp = f".tmp-adopt-{os.getpid()}-{name[:40]}"
        fd = os.open(
            temp,
            os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW | os.O_CLOEXEC,
            0o644,
            dir_fd=dir_fd,
        )
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(temp, name, src_dir_fd=dir_fd, dst_dir_fd=dir_fd)


def _remove(root: Path, relpath: str) -> None:
    folder, _, name = relpath.rpartition("/")
    with open_folder(root, folder) as dir_fd, contextlib.suppress(FileNotFoundError):
        os.unlink(name, dir_fd=dir_fd)


def _same_bytes(root: Path, relpath: str, data: bytes) -> bool:
    try:
        return read_file(root, relpath, limit=len(data)) == data
    except (OSError, DocumentError, UnsafePath):
        return False


# --- the command -------------------------------------------------------------------------------


class _Progress:
    def __init__(self) -> None:
        self.on = sys.stderr.isatty()

    def step(self, what: str, done: int, total: int) -> None:
        if self.on and (done % PROGRESS_EVERY == 0 or done == total) and total:
            sys.stderr.write(f"\rgoat-brain: adopt: {what} {done}/{total}")
            if done == total:
                sys.stderr.write("\n")
            sys.stderr.flush()


class Target(ABC):
    """Where adopt writes, as its planning sees it: a folder (DEST, `FolderTarget`) or a brain in
    the database (`brain/adopt.py`). The planning (`plan_adopt`) is the same for both."""

    @abstractmethod
    def existing(
        self, state: State, notes: list[str]
    ) -> tuple[dict[str, Existing], set[str], list[BrainName]]:
        """(what the target holds for each note an earlier run adopted, every id it uses, the
        names of its own documents: made from no note of `notes` or `state`, not tombstones)."""

    @abstractmethod
    def attachment(self, relpath: str) -> bytes | None:
        """The target's copy of an attachment (`files/...`), None when it has none."""


class FolderTarget(Target):
    def __init__(self, dest: Path, was_brain: bool) -> None:
        self.dest = dest
        self.was_brain = was_brain

    def existing(
        self, state: State, notes: list[str]
    ) -> tuple[dict[str, Existing], set[str], list[BrainName]]:
        if not self.was_brain:
            return {}, set(), []
        found, taken, _, names = existing_documents(self.dest, state, notes)
        return found, taken, names

    def attachment(self, relpath: str) -> bytes | None:
        if not self.was_brain:
            return None
        try:
            return read_file(self.dest, relpath, limit=MAX_ATTACHMENT_BYTES)
        except (OSError, DocumentError, UnsafePath):
            return None


@dataclass
class Plan:
    """What a run would do: the writes, copies and removals, the state after, and the report."""

    state: State  # the earlier run's
    new_state: State
    writes: list[tuple[str, bytes, bytes | None, str]]  # (path, bytes, found there, note)
    copies: list[tuple[str, str]]  # (path in the brain, path in the vault)
    removals: list[str]  # paths in the brain
    notes_found: int
    counts: dict[str, int]
    results: list[dict[str, Any]]
    links: LinkReport
    attachments: dict[str, int]
    skipped: list[dict[str, str]]
    renamed: dict[str, dict[str, str]]
    remarks: list[dict[str, str]]
    documents: list[str] = field(default_factory=list)  # PDF and Word files in the vault
    # What became of them (`add_documents`); a dry run only counts what it found.
    document_counts: dict[str, int] = field(default_factory=dict)

    def report(self, vault: str, dest: str, dry_run: bool) -> dict[str, Any]:
        return {
            "vault": vault,
            "dest": dest,
            "dry_run": dry_run,
            "notes": {"found": self.notes_found, **self.counts},
            "changes": self.results,
            "links": {"resolved": self.links.resolved, "unresolved": self.links.unresolved},
            "attachments": {**self.attachments, "referenced": len(self.links.attachments)},
            "documents": self.document_counts
            or {"found": len(self.documents), "added": 0, "unchanged": 0, "refused": 0},
            "skipped": sorted(self.skipped, key=lambda item: item["path"]),
            "folders": sorted(self.renamed.values(), key=lambda item: item["from"]),
            "remarks": self.remarks,
        }


def adopt(vault: Path, dest: Path, *, dry_run: bool = False, prune: bool = False) -> dict[str, Any]:
    """Adopt `vault` into `dest` (see the module docstring and docs/adopt.md)."""
    real_vault, state, was_brain = check_places(vault, dest)
    progress = _Progress()
    plan = plan_adopt(
        vault, state or State(str(real_vault)), FolderTarget(dest, was_brain), prune=prune
    )
    if not dry_run:
        state = plan.state
        new_state = plan.new_state
        remarks = plan.remarks
        with root_lock(_new_brain(dest, real_vault) if not was_brain else dest):
            for done, (relpath, data, expected, note_path) in enumerate(plan.writes, 1):
                progress.step("writing documents", done, len(plan.writes))
                # Under the lock: a document changed since it was read is left as it is now.
                if expected is None and exists(dest, relpath):
                    remarks.append({"note": note_path, "message": NOTE_RACE.format(path=relpath)})
                    new_state.notes.pop(note_path, None)
                    continue
                if expected is not None and not _same_bytes(dest, relpath, expected):
                    remarks.append({"note": note_path, "message": NOTE_RACE.format(path=relpath)})
                    new_state.notes[note_path] = state.notes[note_path]
                    continue
                _write(dest, relpath, data)
            for target, path in plan.copies:
                _write(dest, target, read_file(vault, path, limit=MAX_ATTACHMENT_BYTES))
            for relpath in plan.removals:
                _remove(dest, relpath)  # (an emptied folder is left: it may be the user's)
            state_bytes = new_state.as_bytes()
            if not _same_bytes(dest, f"{STATE_DIR}/{STATE_FILE}", state_bytes):
                _write(dest, f"{STATE_DIR}/{STATE_FILE}", state_bytes)
        if plan.documents:  # after the lock: `add` writes through the store, which takes it
            plan.document_counts, refused = add_documents(
                vault, plan.documents, _folder_adder(dest), plan.remarks
            )
            plan.skipped.extend(refused)
    return plan.report(str(vault), str(dest), dry_run)


def _folder_adder(dest: Path) -> Adder:
    from .commands.add import add_original  # imported on use: the PDF and Word readers
    from .directory import DirectoryStore

    store = DirectoryStore(dest)
    return lambda name, data: add_original(store, name, data)


def plan_adopt(vault: Path, state: State, target: Target, *, prune: bool = False) -> Plan:
    """Read the vault, compare it with what `target` holds and what the earlier run (`state`)
    wrote, and decide every write: adopt's planning, the same for a folder and a database."""
    progress = _Progress()
    scan = scan_vault(vault)
    skipped = list(scan.skipped)

    texts: dict[str, str] = {}
    digests: dict[str, str] = {}
    for done, path in enumerate(scan.notes, 1):
        progress.step("reading notes", done, len(scan.notes))
        try:
            data = read_file(vault, path)
        except (OSError, DocumentError, UnsafePath) as error:
            skipped.append({"path": path, "reason": SKIP_UNREADABLE.format(reason=_why(error))})
            continue
        try:
            texts[path] = data.decode("utf-8")
        except UnicodeDecodeError:
            skipped.append({"path": path, "reason": SKIP_NOT_UTF8})
            continue
        digests[path] = _sha(data)

    existing, taken, documents = target.existing(state, list(texts))
    moved = _moved_notes(state, texts, digests, existing)

    # A note read as it was at the last run needs no parsing for the index: its aliases are
    # in the state. Others are parsed now (and all that must be converted, below).
    notes: dict[str, Note] = {}
    aliases: dict[str, list[str]] = {}
    for path, text in texts.items():
        record = state.notes.get(path)
        if record is not None and record.get("source") == digests[path]:
            aliases[path] = list(record.get("aliases", []))
        else:
            notes[path] = read_note(path, text)
            aliases[path] = _aliases_of(notes[path].meta)[0]

    ids: dict[str, str] = {}
    for path in texts:
        if path in existing:
            ids[path] = existing[path].brain_id
    used = taken | set(ids.values())
    for path in texts:  # new notes, in path order: their ids do not depend on the run
        if path not in ids:
            ids[path] = new_id(path, used)

    index = Index(aliases, list(scan.attachments), documents)
    fingerprint = _fingerprint(aliases, ids, scan.attachments, documents)
    rewriter = LinkRewriter(index, ids)
    links = LinkReport()
    renamed: dict[str, dict[str, str]] = {}
    remarks: list[dict[str, str]] = []
    results: list[dict[str, Any]] = []
    writes: list[tuple[str, bytes, bytes | None, str]] = []  # (path, bytes, found there, note)
    counts = dict.fromkeys(
        ("adopted", "updated", "moved", "unchanged", "conflicts", "kept", "deleted", "pruned"),
        0,
    )
    new_state = State(state.vault, {}, {}, fingerprint)

    for done, (path, text) in enumerate(texts.items(), 1):
        progress.step("converting notes", done, len(texts))
        brain_id = ids[path]
        before = existing.get(path)
        record = state.notes.get(moved.get(path, path))
        if (
            before is not None
            and record is not None
            and state.index == fingerprint
            and record.get("source") == digests[path]
            and _sha(before.data) == record["hash"]
        ):
            # The note, every name a link of it could mean and its document are as they were
            # at the last run: converting it again would give the same bytes.
            counts["unchanged"] += 1
            new_state.notes[path] = record
            _replay(record, path, links, remarks)
            continue
        note = notes.get(path) or read_note(path, text)
        folder = split_relpath(before.path)[0] if before else brain_folder(note.folder, renamed)
        meta = brain_meta(note, brain_id)
        report = LinkReport()
        body = rewriter.rewrite(note, _escape_timeline(note.body), report)
        document, problem = _valid_document(meta, body, folder, note)
        if document is None:
            skipped.append({"path": path, "reason": SKIP_INVALID.format(reason=problem)})
            continue
        _merge(links, report)
        data = serialize_document(document)
        relpath = before.path if before else document_relpath(folder, brain_id)
        remarks += [{"note": path, "message": message} for message in note.remarks]
        if before is None:
            action = "adopted"
            writes.append((relpath, data, None, path))
        else:
            current = _sha(before.data)
            last = record["hash"] if record else None  # (a move in the brain is no edit)
            if before.data == data:
                action = "unchanged"
            elif last is not None and _sha(data) == last:
                action = "kept"  # edited in the brain only: the brain's version stands
            elif last is not None and current == last:
                action = "moved" if path in moved else "updated"
                writes.append((relpath, data, before.data, path))
            else:
                action = "conflicts"
        counts[action] += 1
        written_hash = (
            _sha(data) if action in ("adopted", "updated", "moved", "unchanged") else None
        )
        if written_hash is None and record is not None:
            written_hash = record["hash"]  # what adopt last wrote still is
        if written_hash is not None:
            new_state.notes[path] = _record(
                brain_id, relpath, written_hash, digests[path], aliases[path], report, note
            )
        if action != "unchanged":
            results.append({"note": path, "id": brain_id, "path": relpath, "action": action})

    removals: list[str] = []
    gone = sorted(set(state.notes) - set(texts) - set(moved.values()))
    if gone:
        found, _, _ = target.existing(state, [])
        for path in gone:
            record = state.notes[path]
            present = found.get(path)
            if present is None:
                continue  # already removed from the brain
            edited = _sha(present.data) != record["hash"]
            if prune and not edited:
                counts["pruned"] += 1
                removals.append(present.path)
                action = "pruned"
            else:
                counts["deleted"] += 1
                new_state.notes[path] = record
                action = "deleted"
            results.append(
                {"note": path, "id": record["id"], "path": present.path, "action": action}
            )

    attachments = dict.fromkeys(("copied", "updated", "unchanged", "deleted", "pruned"), 0)
    copies: list[tuple[str, str]] = []
    for done, path in enumerate(sorted(scan.attachments), 1):
        progress.step("checking attachments", done, len(scan.attachments))
        try:
            data = read_file(vault, path, limit=MAX_ATTACHMENT_BYTES)
        except (OSError, DocumentError, UnsafePath) as error:
            skipped.append({"path": path, "reason": SKIP_UNREADABLE.format(reason=_why(error))})
            continue
        copied = f"{ATTACHMENTS_FOLDER}/{path}"
        new_state.attachments[path] = _sha(data)
        if target.attachment(copied) == data:
            attachments["unchanged"] += 1
            continue
        attachments["updated" if path in state.attachments else "copied"] += 1
        copies.append((copied, path))
    # Attachments an earlier run copied whose file left the vault: removed with --prune, unless
    # the brain's copy changed since.
    for path in sorted(set(state.attachments) - set(scan.attachments)):
        copied = f"{ATTACHMENTS_FOLDER}/{path}"
        copy = target.attachment(copied)
        if copy is None:
            continue  # gone from the brain too
        if prune and _sha(copy) == state.attachments[path]:
            attachments["pruned"] += 1
            removals.append(copied)
        else:
            attachments["deleted"] += 1
            new_state.attachments[path] = state.attachments[path]

    return Plan(
        state=state,
        new_state=new_state,
        writes=writes,
        copies=copies,
        removals=removals,
        notes_found=len(scan.notes),
        counts=counts,
        results=results,
        links=links,
        attachments=attachments,
        skipped=skipped,
        renamed=renamed,
        remarks=remarks,
        documents=list(scan.documents),
    )


# Bump when the conversion changes: every note is converted again on the next run.
CONVERSION_VERSION: Final = 1


def _moved_notes(
    state: State, texts: dict[str, str], digests: dict[str, str], existing: dict[str, Existing]
) -> dict[str, str]:
    """{new path: old path} for the notes renamed or moved in the vault since the last run: a
    new path whose bytes are those of a note that left the vault, whose document is still as
    adopt wrote it. The document (its id, its folder in the brain) goes on with the new path;
    `existing` is updated so."""
    left = {
        record.get("source"): old
        for old, record in sorted(state.notes.items())
        if old not in texts and old in existing and _sha(existing[old].data) == record["hash"]
    }
    moved: dict[str, str] = {}
    for path in texts:
        old = left.pop(digests[path], None) if path not in existing else None
        if old is not None:
            moved[path] = old
            existing[path] = existing.pop(old)
    return moved


def _fingerprint(
    aliases: dict[str, list[str]],
    ids: dict[str, str],
    attachments: dict[str, int],
    documents: list[BrainName],
) -> str:
    """What every link of every note is resolved against: the notes' paths, ids and aliases,
    the attachments' paths, the names of the brain's own documents (and the conversion's
    version)."""
    digest = hashlib.sha256(f"adopt {CONVERSION_VERSION}\n".encode())
    for path in sorted(aliases):
        digest.update(json.dumps([path, ids[path], aliases[path]]).encode() + b"\n")
    for path in sorted(attachments):
        digest.update(json.dumps(path).encode() + b"\n")
    for document in sorted(documents, key=lambda d: d.brain_id):
        name = [document.brain_id, document.title, list(document.aliases)]
        digest.update(json.dumps(["/", *name]).encode() + b"\n")
    return digest.hexdigest()


def _new_brain(dest: Path, vault: Path) -> Path:
    """Make DEST a brain root that names VAULT at once (an empty state), so a run cut short
    before its end is recognised, and finished, by the next."""
    init_root(dest)
    _write(dest, f"{STATE_DIR}/{STATE_FILE}", State(str(vault)).as_bytes())
    return dest


def _why(error: Exception) -> str:
    """Why a file could not be read, in a few words."""
    if isinstance(error, DocumentError):
        return error.problems[0].message
    if isinstance(error, OSError):
        return error.strerror or str(error)
    return SKIP_LINK


def _record(
    brain_id: str,
    relpath: str,
    written: str,
    source: str,
    aliases: list[str],
    report: LinkReport,
    note: Note,
) -> dict[str, Any]:
    """What the state keeps of a note: its document, what adopt wrote there, the note's own
    hash, and what its conversion reported (replayed while neither changes)."""
    record: dict[str, Any] = {"id": brain_id, "path": relpath, "hash": written, "source": source}
    if aliases:
        record["aliases"] = aliases
    if report.resolved:
        record["resolved"] = report.resolved
    if report.unresolved:
        record["unresolved"] = [item["link"] for item in report.unresolved]
    if report.attachments:
        record["attachments"] = sorted(report.attachments)
    if note.remarks:
        record["remarks"] = list(note.remarks)
    return record


def _replay(
    record: dict[str, Any], path: str, links: LinkReport, remarks: list[dict[str, str]]
) -> None:
    links.resolved += int(record.get("resolved", 0))
    links.unresolved += [{"note": path, "link": raw} for raw in record.get("unresolved", [])]
    links.attachments.update(record.get("attachments", []))
    remarks += [{"note": path, "message": message} for message in record.get("remarks", [])]


def _merge(total: LinkReport, one: LinkReport) -> None:
    total.resolved += one.resolved
    total.unresolved += one.unresolved
    total.attachments |= one.attachments


def _valid_document(
    meta: dict[str, Any], body: str, folder: str, note: Note
) -> tuple[Document | None, str]:
    """The document, with the extra frontmatter keys it may not keep dropped (and said)."""
    for _ in range(len(meta) + 1):
        document = Document(meta=meta, body=body, folder=folder)
        problems = validate_document(document, file_stem=meta["id"])
        if not problems:
            return document, ""
        if any(p.rule == RULE_LINK_SYNTAX for p in problems) and "[[" in body:
            # `[[...]]` that is no link of ours (brackets inside, say): shown as written.
            body = map_prose(body, lambda segment: segment.replace("[[", "[\\["))
            note.remarks.append(NOTE_BRACKETS)
            continue
        extra = [p for p in problems if p.field in meta and p.field not in FRONTMATTER_KEYS]
        if not extra:
            return None, problems[0].message
        for problem in extra:
            meta.pop(str(problem.field), None)
            note.remarks.append(NOTE_KEY_DROPPED.format(key=problem.field, reason=problem.message))
    return None, "too many problems"


def cmd_adopt(
    store: Any, vault: str, dest: str, dry_run: bool = False, prune: bool = False
) -> dict[str, Any]:
    """The command: `store` is unused (DEST may not be a brain yet)."""
    return adopt(Path(vault), Path(dest), dry_run=dry_run, prune=prune)


def render_report(result: dict[str, Any]) -> str:
    """The report as lines a person reads."""
    notes = result["notes"]
    lines = [
        ("dry run: nothing written. " if result["dry_run"] else "")
        + f"adopted {result['vault']} into {result['dest']}: {notes['found']} notes "
        f"({notes['adopted']} new, {notes['updated']} updated, {notes['moved']} moved, "
        f"{notes['unchanged']} unchanged, "
        f"{notes['kept']} edited in the brain and kept, {notes['conflicts']} conflicts, "
        f"{notes['deleted']} deleted from the vault, {notes['pruned']} pruned)"
    ]
    for change in result["changes"]:
        if change["action"] == "conflicts":
            lines.append(
                f"conflict: {change['note']} changed in the vault and {change['path']} was "
                "edited in the brain since the last adopt; the brain's version is kept"
            )
        elif change["action"] == "deleted":
            lines.append(
                f"deleted from the vault: {change['note']} ({change['path']} kept; "
                "--prune removes it unless edited in the brain)"
            )
        elif change["action"] == "pruned":
            lines.append(f"pruned: {change['path']} ({change['note']} left the vault)")
    links = result["links"]
    lines.append(f"links: {links['resolved']} resolved, {len(links['unresolved'])} unresolved")
    lines += [f"  unresolved in {u['note']}: {u['link']}" for u in links["unresolved"]]
    att = result["attachments"]
    lines.append(
        f"attachments: {att['copied']} copied, {att['updated']} updated, "
        f"{att['unchanged']} unchanged, {att['deleted']} deleted from the vault (kept), "
        f"{att['pruned']} pruned ({att['referenced']} referenced by notes)"
    )
    lines += [f"folder {f['from']!r} -> {f['to']}: {f['reason']}" for f in result["folders"]]
    lines += [f"{r['note']}: {r['message']}" for r in result["remarks"]]
    docs = result["documents"]
    if docs["found"]:
        lines.append(
            f"documents (PDF, Word): {docs['found']} found, {docs['added']} added as evidence, "
            f"{docs['unchanged']} already there, {docs['refused']} refused"
        )
    lines += [f"skipped {s['path']}: {s['reason']}" for s in result["skipped"]]
    return "\n".join(lines)
