"""Documents: parsing files (python-frontmatter + PyYAML's C loader) and writing canonical bytes."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field, replace
from datetime import datetime
from functools import cached_property, lru_cache
from typing import Any, Final

from .links import Link, MalformedLink, scan_links
from .problems import PARSE_ERROR, DocumentError, Problem
from .schemas import FRONTMATTER_KEYS, MAX_DOCUMENT_BYTES, canonical_type
from .timeline import TimelineEntry, TimelineLineError, parse_timeline, split_body
from .timestamps import format_timestamp, parse_timestamp

_YAML_WIDTH: Final = 1 << 30

MSG_NOT_UTF8: Final = "the file is not valid UTF-8 text; save it as UTF-8"
MSG_NUL: Final = "the file contains NUL bytes; markdown documents are text"
MSG_TOO_LARGE: Final = f"the file is larger than {MAX_DOCUMENT_BYTES} bytes"
MSG_NO_FRONTMATTER: Final = (
    "the file has no YAML frontmatter; start it with a line '---', the keys, then '---'"
)
MSG_UNCLOSED: Final = "the frontmatter is never closed: end it with a line '---'"


@dataclass(frozen=True)
class Relation:
    type: str
    target: str

    def as_dict(self) -> dict[str, str]:
        return {"type": self.type, "target": self.target}


# The cached views `Document.forget_parsed_views` drops.
_PARSED_VIEWS: Final = ("zones", "timeline_parse", "truth_links", "timeline_links", "_canonical")


@dataclass(frozen=True)
class Document:
    """A parsed document: the frontmatter as written, the body, and the folder it lives in.

    `meta` keeps the file's own spelling and values (so validation can name what is wrong);
    the typed properties read it leniently and `serialize_document` writes it canonically.
    """

    meta: dict[str, Any]
    body: str
    folder: str = ""
    extras: dict[str, Any] = field(default_factory=dict, compare=False)
    # `validate_document`'s answers by file stem, kept like the parsed views below: an import
    # checks each file as it reads it, and the write path asks again for the same document.
    _problems: dict[str | None, tuple[Problem, ...]] = field(
        default_factory=dict, init=False, compare=False, repr=False
    )
    # What the database write path derives from the document (its row's values, edges and
    # timeline rows; brain.services.documents), kept the same way: a bulk import's reading
    # process derives them off the writer's core.
    _stored: dict[str, Any] = field(default_factory=dict, init=False, compare=False, repr=False)

    # --- typed views -----------------------------------------------------------------
    @property
    def brain_id(self) -> str:
        value = self.meta.get("id")
        return value if isinstance(value, str) else ""

    @property
    def kind(self) -> str:
        return _text(self.meta.get("kind"))

    @property
    def type(self) -> str:
        return canonical_type(_text(self.meta.get("type")))

    @property
    def title(self) -> str:
        return _text(self.meta.get("title"))

    @property
    def status(self) -> str:
        return _text(self.meta.get("status"))

    @property
    def merged_into(self) -> str | None:
        value = self.meta.get("mergedInto")
        return value if isinstance(value, str) and value else None

    @property
    def aliases(self) -> list[str]:
        return [a for a in _list(self.meta.get("aliases")) if isinstance(a, str)]

    @property
    def sources(self) -> list[str]:
        return [s for s in _list(self.meta.get("sources")) if isinstance(s, str)]

    @property
    def relations(self) -> list[Relation]:
        out = []
        for item in _list(self.meta.get("relations")):
            if isinstance(item, dict):
                rtype, target = item.get("type"), item.get("target")
                if isinstance(rtype, str) and isinstance(target, str):
                    out.append(Relation(rtype, target))
        return out

    @property
    def created(self) -> datetime | None:
        return parse_timestamp(self.meta.get("created"))

    @property
    def updated(self) -> datetime | None:
        return parse_timestamp(self.meta.get("updated"))

    @property
    def path(self) -> str:
        name = f"{self.brain_id}.md"
        return f"{self.folder}/{name}" if self.folder else name

    # Parsed views of the body, computed once per (immutable) document.
    @cached_property
    def zones(self) -> tuple[str, str | None]:
        return split_body(self.body)

    @property
    def compiled_truth(self) -> str:
        return self.zones[0]

    @property
    def timeline_zone(self) -> str | None:
        return self.zones[1]

    @cached_property
    def timeline_parse(self) -> tuple[list[TimelineEntry], list[TimelineLineError]]:
        zone = self.zones[1]
        return parse_timeline(zone) if zone is not None else ([], [])

    @property
    def timeline(self) -> list[TimelineEntry]:
        return self.timeline_parse[0]

    @cached_property
    def truth_links(self) -> tuple[Link | MalformedLink, ...]:
        return tuple(scan_links(self.zones[0]))

    @cached_property
    def timeline_links(self) -> tuple[Link | MalformedLink, ...]:
        zone = self.zones[1]
        return tuple(scan_links(zone)) if zone is not None else ()

    # The canonical bytes and their hash, computed once per document (`serialize_document`,
    # `content_hash`): an import serializes each file while reading it, and the write path
    # uses those bytes rather than serializing again.
    @cached_property
    def _canonical(self) -> bytes:
        return _serialize(self)

    @cached_property
    def _canonical_hash(self) -> str:
        return hashlib.sha256(self._canonical).hexdigest()

    def forget_parsed_views(self) -> None:
        """Drop the parsed views and the canonical bytes kept so far (not their hash); they
        are computed again when next asked for. A bulk import's reading process sends its
        documents to the writer without them, once the write path's rows are derived."""
        for name in _PARSED_VIEWS:
            self.__dict__.pop(name, None)

    @property
    def links(self) -> list[Link]:
        """Every well-formed link in the body, both zones, in order."""
        return [x for x in (*self.truth_links, *self.timeline_links) if isinstance(x, Link)]

    # --- changes -----------------------------------------------------------------------
    def with_meta(self, **changes: Any) -> Document:
        """A copy with frontmatter keys set (None removes a key); new keys go in canonical order."""
        meta = dict(self.meta)
        for key, value in changes.items():
            key = "mergedInto" if key == "merged_into" else key
            if value is None:
                meta.pop(key, None)
            else:
                meta[key] = value
        return replace(self, meta=meta)

    def with_body(self, body: str) -> Document:
        return replace(self, body=body)

    def with_folder(self, folder: str) -> Document:
        return replace(self, folder=folder)


def _text(value: object) -> str:
    return value if isinstance(value, str) else ""


def _list(value: object) -> list[Any]:
    return value if isinstance(value, list) else []


# --- parsing -------------------------------------------------------------------------------


def _parse_error(message: str, rule: str, path: str | None) -> DocumentError:
    return DocumentError([Problem(PARSE_ERROR, rule, message)], path)


def decode_document(data: bytes, path: str | None = None) -> str:
    if len(data) > MAX_DOCUMENT_BYTES:
        raise _parse_error(MSG_TOO_LARGE, "size", path)
    if b"\x00" in data:
        raise _parse_error(MSG_NUL, "encoding", path)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise _parse_error(MSG_NOT_UTF8, "encoding", path) from None


# python-frontmatter's YAML block boundary (its YAMLHandler.FM_BOUNDARY; a test holds the two
# equal), kept here so that a document's body can be cut out without importing PyYAML.
_BOUNDARY: Final = re.compile(r"^-{3,}\s*$", re.MULTILINE)


def split_document(text: str) -> tuple[str, str]:
    """A decoded file's frontmatter block and its body (stripped), as python-frontmatter splits
    them; ValueError (with the message a parse error gives) when there is no block or it is
    never closed."""
    text = text.removeprefix("\ufeff").strip()
    if not _BOUNDARY.match(text):
        raise ValueError(MSG_NO_FRONTMATTER)
    parts = _BOUNDARY.split(text, 2)
    if len(parts) != 3:
        raise ValueError(MSG_UNCLOSED)
    return parts[1], parts[2].strip()


def document_body(data: bytes) -> str:
    """The body `parse_document` gives for a file's bytes, without reading the frontmatter: for
    a file already known to be a document. DocumentError (too large, NUL bytes, not UTF-8) or
    ValueError (no frontmatter block) when it is not one."""
    return split_document(decode_document(data))[1]


def parse_document(data: bytes | str, *, folder: str = "", path: str | None = None) -> Document:
    """Parse a file's bytes; DocumentError(parse_error) when it is not a readable document."""
    text = decode_document(data, path) if isinstance(data, bytes) else data
    if "\x00" in text:
        raise _parse_error(MSG_NUL, "encoding", path)
    # The block is found as python-frontmatter's YAML handler finds it, and loaded by that
    # handler (frontmatter.parse would read an unclosed block as body and a missing one as
    # empty metadata, so it is not used).
    try:
        fm, body = split_document(text)
    except ValueError as error:
        raise _parse_error(str(error), "frontmatter", path) from None
    # imported when a document is parsed
    from .frontmatter_yaml import HANDLER, MSG_KEY_TYPE, MSG_YAML, YAMLError

    try:
        meta = HANDLER.load(fm)
    except DocumentError as error:
        error.path = path
        raise
    except YAMLError as error:
        detail = str(error).replace("\n", " ")
        raise _parse_error(MSG_YAML.format(detail=detail), "yaml", path) from None
    except RecursionError:
        raise _parse_error(MSG_YAML.format(detail="nested too deeply"), "yaml", path) from None
    for key in meta:
        if not isinstance(key, str):
            raise _parse_error(MSG_KEY_TYPE.format(key=key), "frontmatter", path)
    return Document(meta=dict(meta), body=body, folder=folder)


# --- canonical form --------------------------------------------------------------------------


# Strings PyYAML would emit plain anyway, recognised without running the emitter (it costs
# ~0.1 ms a call): a letter first, then a safe set of characters, and no YAML 1.1 keyword.
_PLAIN_RE: Final = re.compile(r"[A-Za-z][A-Za-z0-9 _.,()/+'-]*[A-Za-z0-9_.)'-]|[A-Za-z]")
_PLAIN_KEY_RE: Final = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
_YAML_KEYWORDS: Final = frozenset(["y", "n", "yes", "no", "true", "false", "on", "off", "null"])


def _is_plain(value: str) -> bool:
    return (
        _PLAIN_RE.fullmatch(value) is not None
        and value.lower() not in _YAML_KEYWORDS
        and " #" not in value
    )


def _emit_key(key: str) -> str:
    """`key: ` as YAML spells the key ("key: 0\n" minus the placeholder when it needs quotes)."""
    if _PLAIN_KEY_RE.fullmatch(key) and key.lower() not in _YAML_KEYWORDS:
        return f"{key}: "
    return _emit_scalar(key, 0)[:-2]


def _emit_scalar(key: str, value: Any) -> str:
    if (
        isinstance(value, str)
        and _PLAIN_KEY_RE.fullmatch(key)
        and key.lower() not in _YAML_KEYWORDS
        and _is_plain(value)
    ):
        return f"{key}: {value}\n"
    import yaml  # only for values that need quoting: most documents never get here

    dumped = yaml.dump(
        {key: value},
        Dumper=yaml.CSafeDumper,
        allow_unicode=True,
        width=_YAML_WIDTH,
        sort_keys=False,
    )
    return str(dumped)


# Strings that read back unchanged inside a flow collection, recognised without the read-back
# (most aliases, ids and source refs): a letter first, then letters, digits and `_./-`, with
# single colons between such runs (a colon followed by a space or ending the string would
# start a mapping); no YAML 1.1 keyword. Anything else takes the read-back below.
_PLAIN_FLOW_RE: Final = re.compile(r"[A-Za-z][A-Za-z0-9_./-]*(?::[A-Za-z0-9_./-]+)*")


def _flow_string(value: str) -> str:
    """A string inside a flow collection: plain when it reads back unchanged, else quoted.

    PyYAML's emitter quotes every ':' in flow context; source refs read better plain
    (`[jamie:meeting:123]`), and the read-back check keeps that safe.
    """
    if _PLAIN_FLOW_RE.fullmatch(value) and value.lower() not in _YAML_KEYWORDS:
        return value
    return _flow_string_read_back(value)


@lru_cache(maxsize=4096)
def _flow_string_read_back(value: str) -> str:
    import yaml

    if value and value == value.strip() and "\n" not in value:
        try:
            if yaml.load(f"[{value}]", Loader=yaml.CSafeLoader) == [value]:
                return value
        except yaml.YAMLError:
            pass
    return _flow_other(value)


def _flow_other(value: Any) -> str:
    import yaml

    dumped = yaml.dump(
        [value],
        Dumper=yaml.CSafeDumper,
        allow_unicode=True,
        width=_YAML_WIDTH,
        default_flow_style=True,
    )
    return str(dumped).strip()[1:-1]


def _flow(value: Any) -> str:
    if isinstance(value, list):
        return "[" + ", ".join(_flow(item) for item in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{_flow(k)}: {_flow(v)}" for k, v in value.items()) + "}"
    if isinstance(value, str):
        return _flow_string(value)
    return _flow_other(value)


def _canonical_value(key: str, value: Any) -> Any:
    if key in ("created", "updated"):
        parsed = parse_timestamp(value)
        return format_timestamp(parsed) if parsed is not None else value
    if key == "type" and isinstance(value, str):
        return canonical_type(value)
    if isinstance(value, datetime):
        parsed = parse_timestamp(value)
        return format_timestamp(parsed) if parsed is not None else value.isoformat()
    return value


def canonical_meta(meta: dict[str, Any]) -> dict[str, Any]:
    """Frontmatter in canonical key order with canonical values; empty optional keys dropped."""
    ordered = [k for k in FRONTMATTER_KEYS if k in meta] + [
        k for k in meta if k not in FRONTMATTER_KEYS
    ]
    out: dict[str, Any] = {}
    for key in ordered:
        value = meta[key]
        empty = value is None or value == [] or value == {} or value == ""
        if empty and key not in ("id", "kind", "type", "title", "status"):
            continue
        out[key] = _canonical_value(key, value)
    return out


def serialize_meta(meta: dict[str, Any]) -> str:
    lines = []
    for key, value in canonical_meta(meta).items():
        if key in ("created", "updated") and isinstance(value, str) and parse_timestamp(value):
            lines.append(f"{key}: {value}\n")  # plain, so it reads back as a timestamp
        elif isinstance(value, (list, dict)):
            lines.append(f"{_emit_key(key)}{_flow(value)}\n")
        else:
            lines.append(_emit_scalar(key, value))
    return "".join(lines)


def serialize_document(document: Document) -> bytes:
    """The canonical bytes of a document: what the product writes, byte for byte."""
    return document._canonical


def _serialize(document: Document) -> bytes:
    body = document.body.strip()
    text = f"---\n{serialize_meta(document.meta)}---\n"
    if body:
        text += body + "\n"
    return text.encode("utf-8")


def content_hash(data: bytes | Document) -> str:
    """sha256 of a document's canonical bytes (of the bytes as given, for raw bytes)."""
    if isinstance(data, Document):
        return data._canonical_hash
    return hashlib.sha256(data).hexdigest()
