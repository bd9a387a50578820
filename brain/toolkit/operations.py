"""The brain commands as functions: one implementation behind the CLI, the REST tools and agents.

Each command reads through a `Store`, computes the documents to write, and hands them to
`Store.apply`, which validates every document before it changes anything. Commands return
plain JSON-ready dicts: that shape is the public contract (docs/cli.md).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import TYPE_CHECKING, Any, Final, NamedTuple, Protocol

from .document import Document, content_hash
from .edges import CITES, Edge, derive_edges
from .links import ends_inside_fence, is_source_ref, rewrite_link_targets
from .schemas import (
    DEFAULT_FOLDERS,
    EVIDENCE_ZONE,
    FRONTMATTER_KEYS,
    LEGACY_TYPE_ALIASES,
    RELATION_TYPE_RE,
    canonical_type,
    default_folder,
    is_slug,
    kind_for_folder,
    slugify,
)
from .timeline import (
    TimelineEntry,
    append_timeline_entry,
    parse_timeline,
    replace_compiled_truth,
    split_body,
    timeline_entry_id,
)
from .timestamps import format_timestamp, now_timestamp, parse_timestamp
from .tree import document_relpath
from .validation import validate_folder

if TYPE_CHECKING:
    from .ranker import Hit

NOT_FOUND: Final = "not_found"
ALREADY_EXISTS: Final = "already_exists"
STALE_WRITE: Final = "stale_write"
BAD_ARGUMENT: Final = "bad_argument"

MSG_NOT_FOUND: Final = "no document with id or alias {ref!r}"
MSG_AMBIGUOUS: Final = "{ref!r} is an alias of several documents ({ids}); use an id"
MSG_EXISTS: Final = "a document with id {id!r} already exists at {path}"
MSG_STALE: Final = (
    "{id} changed since you read it (expected hash {expected}, current {current}); "
    "read it again and retry"
)
MSG_TRUTH_HAS_TIMELINE: Final = (
    "the new compiled truth contains a '## Timeline' heading; the timeline is kept as it is: "
    "add entries with append-timeline"
)
MSG_ABSOLUTE_FOLDER: Final = "folder {folder!r} is absolute; folders are relative to the brain"
MSG_OPEN_FENCE: Final = (
    "the new compiled truth opens a code fence (``` or ~~~) it never closes; close it so the "
    "timeline below stays a timeline"
)
MSG_SOURCE_REF: Final = "{value!r} is not a source ref: write <provider>:<native id>"
MSG_TIMESTAMP: Final = "{value!r} is not a date-time with an offset, e.g. 2026-11-30T14:00:00Z"
MSG_TEXT_EMPTY: Final = "the timeline text is empty"
MSG_TEXT_BLANK_LINE: Final = "timeline text must not contain blank lines"
MSG_MERGE_SELF: Final = "cannot merge {id!r} into itself"
MSG_MERGE_KIND: Final = "only pages merge; {id!r} is evidence"
MSG_MERGE_TARGET_MERGED: Final = "{id!r} is itself merged into {into!r}; merge into that instead"
MSG_SET_NOTHING: Final = "nothing to set: give --title, --type, --status or --field"
MSG_SET_RESERVED: Final = (
    "{key!r} is not set with --field: use the command for it (id: move --to, folder: move, "
    "aliases: alias, relations: link, sources: --add-source)"
)
MSG_RELATION_TYPE: Final = "relation type {value!r} must be snake_case, e.g. works_at"
MSG_ID: Final = "{value!r} is not a valid id: use a lowercase slug such as 'sarah-chen'"
MSG_TYPE: Final = "type {value!r} is unknown; use one of {types}"
MSG_NO_ID_FROM_TITLE: Final = "cannot make an id from the title {title!r}; pass --id"
MSG_MOVE_NOTHING: Final = "nothing to move: give --folder or --to"
MSG_EVIDENCE_FOLDER: Final = "evidence lives under evidence/; {folder!r} is outside it"
MSG_EVIDENCE_CONFLICT: Final = (
    "evidence {id!r} already exists with different text; evidence is never rewritten"
)


class CommandError(Exception):
    """A user error: bad arguments, a missing document, a stale write."""

    def __init__(self, code: str, message: str, **details: Any) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.details = details

    def as_dict(self) -> dict[str, Any]:
        return {"code": self.code, "message": self.message, **self.details}


@dataclass
class Stored:
    """A document as stored, with the path it was read from; its hash is computed on demand."""

    document: Document
    path: str
    known_hash: str | None = None

    @property
    def hash(self) -> str:
        if self.known_hash is None:
            self.known_hash = content_hash(self.document)
        return self.known_hash


class DocumentSummary(NamedTuple):
    """What `list` shows of a document, and the folder it filters on."""

    brain_id: str
    path: str
    folder: str
    kind: str
    type: str
    title: str
    status: str

    @classmethod
    def of(cls, stored: Stored) -> DocumentSummary:
        document = stored.document
        return cls(
            document.brain_id,
            stored.path,
            document.folder,
            document.kind,
            document.type,
            document.title,
            document.status,
        )


@dataclass(frozen=True)
class Change:
    """One document to write or delete.

    `brain_id` and `previous_path` say what was read (None for a new document) and
    `expected_hash` its content hash then; `document` is the new content (None deletes).
    A rename is one change whose document carries the new id.
    """

    brain_id: str
    document: Document | None
    previous_path: str | None = None
    expected_hash: str | None = None


class Store(Protocol):
    """Where a brain's documents live: a directory for the CLI, the database for the server."""

    def get(self, brain_id: str) -> Stored | None: ...

    def documents(self) -> Iterable[Stored]: ...

    def summaries(self) -> Iterable[DocumentSummary]:
        """Every document's summary, as `documents` would give them (without reading them)."""
        ...

    def referrers(self, brain_id: str) -> list[Edge]: ...

    def named(self, name: str) -> list[Stored]:
        """Documents other than tombstones whose title or an alias is `name` (any case)."""
        ...

    def tombstones_of(self, brain_id: str) -> list[str]:
        """Ids of the documents whose `mergedInto` is `brain_id`."""
        ...

    def folders(self) -> list[str]: ...

    def create_folder(self, folder: str) -> bool: ...

    def apply(self, changes: Sequence[Change]) -> dict[str, str]:
        """Validate every change, refuse stale ones, then write; returns id -> new hash."""
        ...

    def search(
        self, text: str, *, limit: int, include_merged: bool, include_archived: bool
    ) -> list[Hit]: ...


# --- shaping output ----------------------------------------------------------------------------


def _jsonable(value: Any) -> Any:
    if isinstance(value, datetime):
        parsed = parse_timestamp(value)
        return format_timestamp(parsed) if parsed is not None else value.isoformat()
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, list):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (set, frozenset)):
        return sorted((_jsonable(v) for v in value), key=str)
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="replace")
    return value


def document_summary(stored: Stored) -> dict[str, Any]:
    document = stored.document
    return {
        "id": document.brain_id,
        "path": stored.path,
        "kind": document.kind,
        "type": document.type,
        "title": document.title,
        "status": document.status,
    }


def document_json(stored: Stored) -> dict[str, Any]:
    document = stored.document
    return {
        **document_summary(stored),
        "folder": document.folder,
        "aliases": document.aliases,
        "relations": [r.as_dict() for r in document.relations],
        "sources": document.sources,
        "created": _jsonable(document.created),
        "updated": _jsonable(document.updated),
        "mergedInto": document.merged_into,
        "extra": _jsonable({k: v for k, v in document.meta.items() if k not in FRONTMATTER_KEYS}),
        "hash": stored.hash,
        "body": document.body,
    }


def _edges_json(edges: Iterable[Edge], key: str) -> list[dict[str, str]]:
    return [{"id": getattr(e, key), "type": e.type} for e in edges]


# --- lookups ------------------------------------------------------------------------------------


def resolve(store: Store, ref: str) -> Stored:
    """A document by id, or by a unique alias or title (case-insensitive)."""
    stored = store.get(ref)
    if stored is not None:
        return stored
    matches = store.named(ref)
    if len(matches) == 1:
        return matches[0]
    if matches:
        ids = ", ".join(sorted(s.document.brain_id for s in matches))
        raise CommandError(BAD_ARGUMENT, MSG_AMBIGUOUS.format(ref=ref, ids=ids))
    raise CommandError(NOT_FOUND, MSG_NOT_FOUND.format(ref=ref), id=ref)


def _check_expected(stored: Stored, expected_hash: str | None) -> None:
    if expected_hash is not None and expected_hash != stored.hash:
        raise CommandError(
            STALE_WRITE,
            MSG_STALE.format(
                id=stored.document.brain_id, expected=expected_hash, current=stored.hash
            ),
            id=stored.document.brain_id,
            current_hash=stored.hash,
        )


def _touch(document: Document) -> Document:
    return document.with_meta(updated=now_timestamp())


def _write_one(store: Store, stored: Stored, document: Document) -> dict[str, Any]:
    hashes = store.apply([Change(stored.document.brain_id, document, stored.path, stored.hash)])
    return document_json(
        Stored(
            document,
            document_relpath(document.folder, document.brain_id),
            hashes[document.brain_id],
        )
    )


# --- reads --------------------------------------------------------------------------------------


def cmd_get(store: Store, ref: str) -> dict[str, Any]:
    stored = resolve(store, ref)
    outgoing = derive_edges(stored.document)
    incoming = store.referrers(stored.document.brain_id)
    return {
        "document": document_json(stored),
        "timeline": [entry.as_dict() for entry in stored.document.timeline],
        "links": {
            "pages_out": _edges_json((e for e in outgoing if e.type != CITES), "target"),
            "evidence_out": _edges_json((e for e in outgoing if e.type == CITES), "target"),
            "pages_in": _edges_json((e for e in incoming if e.type != CITES), "source"),
            "evidence_in": _edges_json((e for e in incoming if e.type == CITES), "source"),
        },
    }


def cmd_list(
    store: Store,
    *,
    folder: str | None = None,
    type: str | None = None,
    status: str | None = None,
    kind: str | None = None,
) -> dict[str, Any]:
    wanted_type = canonical_type(type) if type else None
    rows = []
    for summary in store.summaries():
        if folder is not None and not (
            summary.folder == folder or summary.folder.startswith(folder + "/")
        ):
            continue
        if wanted_type and summary.type != wanted_type:
            continue
        if status and summary.status != status:
            continue
        if kind and summary.kind != kind:
            continue
        rows.append(
            {
                "id": summary.brain_id,
                "path": summary.path,
                "kind": summary.kind,
                "type": summary.type,
                "title": summary.title,
                "status": summary.status,
            }
        )
    rows.sort(key=lambda row: row["path"])
    return {"documents": rows}


def cmd_query(
    store: Store,
    text: str,
    *,
    limit: int = 10,
    include_merged: bool = False,
    include_archived: bool = False,
) -> dict[str, Any]:
    if limit < 1:
        raise CommandError(BAD_ARGUMENT, "--limit must be at least 1")
    hits = store.search(
        text, limit=limit, include_merged=include_merged, include_archived=include_archived
    )
    return {"hits": [hit.as_dict() for hit in hits]}


def cmd_timeline(store: Store, ref: str) -> dict[str, Any]:
    stored = resolve(store, ref)
    return {
        "id": stored.document.brain_id,
        "entries": [entry.as_dict() for entry in stored.document.timeline],
    }


def cmd_folder_list(store: Store) -> dict[str, Any]:
    counts: dict[str, int] = dict.fromkeys(store.folders(), 0)
    for stored in store.documents():
        counts[stored.document.folder] = counts.get(stored.document.folder, 0) + 1
    return {"folders": [{"path": f, "documents": n} for f, n in sorted(counts.items())]}


def cmd_folder_create(store: Store, folder: str) -> dict[str, Any]:
    folder = folder.strip("/")
    problems = validate_folder(folder)
    if problems or not folder:
        raise CommandError(BAD_ARGUMENT, problems[0].message if problems else "name a folder")
    created = store.create_folder(folder)
    return {"folder": folder, "created": created}


# --- writes -------------------------------------------------------------------------------------


def _check_id(value: str) -> str:
    if not is_slug(value):
        raise CommandError(BAD_ARGUMENT, MSG_ID.format(value=value))
    return value


def _check_type(value: str) -> str:
    if value not in DEFAULT_FOLDERS and value not in LEGACY_TYPE_ALIASES:
        raise CommandError(
            BAD_ARGUMENT, MSG_TYPE.format(value=value, types=", ".join(DEFAULT_FOLDERS))
        )
    return canonical_type(value)


def _check_source_ref(value: str) -> str:
    if not is_source_ref(value):
        raise CommandError(BAD_ARGUMENT, MSG_SOURCE_REF.format(value=value))
    return value


def _check_folder(folder: str) -> str:
    if folder.startswith("/"):
        raise CommandError(BAD_ARGUMENT, MSG_ABSOLUTE_FOLDER.format(folder=folder))
    folder = folder.rstrip("/")
    problems = validate_folder(folder)
    if problems:
        raise CommandError(BAD_ARGUMENT, problems[0].message)
    return folder


def _parse_relation(spec: str) -> dict[str, str]:
    rtype, _, target = spec.partition(":")
    if not RELATION_TYPE_RE.match(rtype):
        raise CommandError(BAD_ARGUMENT, MSG_RELATION_TYPE.format(value=rtype))
    return {"type": rtype, "target": _check_id(target)}


def cmd_create(
    store: Store,
    *,
    type: str,
    title: str,
    brain_id: str | None = None,
    folder: str | None = None,
    status: str = "draft",
    body: str = "",
    aliases: Sequence[str] = (),
    sources: Sequence[str] = (),
    relations: Sequence[str] = (),
) -> dict[str, Any]:
    type = _check_type(type)
    brain_id = _check_id(brain_id) if brain_id else slugify(title)
    if not brain_id:
        raise CommandError(BAD_ARGUMENT, MSG_NO_ID_FROM_TITLE.format(title=title))
    folder = _check_folder(folder) if folder is not None else default_folder(type)
    existing = store.get(brain_id)
    if existing is not None:
        raise CommandError(
            ALREADY_EXISTS, MSG_EXISTS.format(id=brain_id, path=existing.path), id=brain_id
        )
    now = now_timestamp()
    document = Document(
        meta={
            "id": brain_id,
            "kind": kind_for_folder(folder),
            "type": type,
            "title": title,
            "status": status,
            "aliases": list(dict.fromkeys(aliases)),
            "relations": [_parse_relation(r) for r in relations],
            "sources": [_check_source_ref(s) for s in dict.fromkeys(sources)],
            "created": now,
            "updated": now,
        },
        body=body.strip("\n") + "\n" if body.strip() else "",
        folder=folder,
    )
    hashes = store.apply([Change(brain_id, document)])
    stored = Stored(document, document_relpath(folder, brain_id), hashes[brain_id])
    return {"created": document_json(stored)}


def cmd_rewrite(
    store: Store, ref: str, *, compiled_truth: str, expected_hash: str | None = None
) -> dict[str, Any]:
    """Replace the compiled truth; the timeline stays byte for byte."""
    stored = resolve(store, ref)
    _check_expected(stored, expected_hash)
    if split_body(compiled_truth)[1] is not None:
        raise CommandError(BAD_ARGUMENT, MSG_TRUTH_HAS_TIMELINE)
    if ends_inside_fence(compiled_truth):
        raise CommandError(BAD_ARGUMENT, MSG_OPEN_FENCE)
    body = replace_compiled_truth(stored.document.body, compiled_truth)
    if body.strip() == stored.document.body.strip():
        return {"document": document_json(stored), "changed": False}
    document = _touch(stored.document.with_body(body))
    return {"document": _write_one(store, stored, document), "changed": True}


# Keys with a command of their own (or derived, like kind and the timestamps).
_SET_RESERVED: Final = (
    *(k for k in FRONTMATTER_KEYS if k not in ("title", "type", "status")),
    "folder",
)


def cmd_set(
    store: Store,
    ref: str,
    *,
    title: str | None = None,
    type: str | None = None,
    status: str | None = None,
    merged_into: str | None = None,
    fields: Sequence[tuple[str, str]] = (),
    unset: Sequence[str] = (),
    add_sources: Sequence[str] = (),
    remove_sources: Sequence[str] = (),
    expected_hash: str | None = None,
) -> dict[str, Any]:
    stored = resolve(store, ref)
    _check_expected(stored, expected_hash)
    if not any([title, type, status, merged_into, fields, unset, add_sources, remove_sources]):
        raise CommandError(BAD_ARGUMENT, MSG_SET_NOTHING)
    changes: dict[str, Any] = {}
    if title is not None:
        changes["title"] = title
    if type is not None:
        changes["type"] = _check_type(type)
    if status is not None:
        changes["status"] = status
        if status != "merged":
            changes["mergedInto"] = None
    if merged_into is not None:
        changes["mergedInto"] = _check_id(merged_into)
    for key, value in fields:
        if key in _SET_RESERVED:
            raise CommandError(BAD_ARGUMENT, MSG_SET_RESERVED.format(key=key))
        changes[key] = value
    for key in unset:
        if key in _SET_RESERVED or key in ("title", "type", "status"):
            raise CommandError(BAD_ARGUMENT, MSG_SET_RESERVED.format(key=key))
        changes[key] = None
    if add_sources or remove_sources:
        sources = [s for s in stored.document.sources if s not in set(remove_sources)]
        sources += [_check_source_ref(s) for s in add_sources if s not in sources]
        changes["sources"] = sources
    document = _touch(stored.document.with_meta(**changes))
    return {"document": _write_one(store, stored, document)}


def _entry_text(text: str) -> str:
    lines = [line.rstrip() for line in text.strip("\n").split("\n")]
    if not any(lines):
        raise CommandError(BAD_ARGUMENT, MSG_TEXT_EMPTY)
    if any(not line.strip() for line in lines):
        raise CommandError(BAD_ARGUMENT, MSG_TEXT_BLANK_LINE)
    # Continuation lines are indented on write; indentation given here is not content.
    return "\n".join(line.strip() for line in lines)


def _entry_timestamp(at: str | None) -> str:
    if at is None:
        return now_timestamp()
    parsed = parse_timestamp(at)
    if parsed is None:
        raise CommandError(BAD_ARGUMENT, MSG_TIMESTAMP.format(value=at))
    return format_timestamp(parsed)


def cmd_append_timeline(
    store: Store,
    ref: str,
    *,
    text: str,
    source: str,
    at: str | None = None,
    expected_hash: str | None = None,
) -> dict[str, Any]:
    """Add one entry in chronological order; appending the same entry twice changes nothing."""
    stored = resolve(store, ref)
    _check_expected(stored, expected_hash)
    document = stored.document
    timestamp = _entry_timestamp(at)
    source = _check_source_ref(source)
    entry_text = _entry_text(text)
    entry = TimelineEntry(
        timestamp,
        timeline_entry_id(document.brain_id, timestamp, source, entry_text),
        source,
        entry_text,
    )
    body, appended = append_timeline_entry(document.body, entry)
    if not appended:
        return {
            "id": document.brain_id,
            "entry": entry.as_dict(),
            "appended": False,
            "hash": stored.hash,
        }
    written = _write_one(store, stored, _touch(document.with_body(body)))
    return {
        "id": document.brain_id,
        "entry": entry.as_dict(),
        "appended": True,
        "hash": written["hash"],
    }


def evidence_id(source: str, text: str) -> str:
    """`ev-` + slug(provider-native id) (≤ 100 chars) + `-` + 8 hex of the normalized text."""
    normalized = "\n".join(line.rstrip() for line in text.strip().splitlines())
    digest = hashlib.sha256(normalized.encode()).hexdigest()[:8]
    return f"ev-{slugify(source, 100)}-{digest}"


def cmd_append_evidence(
    store: Store,
    *,
    source: str,
    title: str,
    text: str,
    type: str = "source",
    brain_id: str | None = None,
    folder: str = EVIDENCE_ZONE,
) -> dict[str, Any]:
    """Snapshot a source into evidence/; the same source and text give the same id (a no-op)."""
    source = _check_source_ref(source)
    type = _check_type(type)
    folder = _check_folder(folder)
    if kind_for_folder(folder) != "evidence":
        raise CommandError(BAD_ARGUMENT, MSG_EVIDENCE_FOLDER.format(folder=folder))
    if not text.strip():
        raise CommandError(BAD_ARGUMENT, "the evidence text is empty")
    brain_id = _check_id(brain_id) if brain_id else evidence_id(source, text)
    link = f"[[evidence:{brain_id}|{title}]]"
    existing = store.get(brain_id)
    if existing is not None:
        if existing.document.body.strip() != text.strip():
            raise CommandError(
                ALREADY_EXISTS, MSG_EVIDENCE_CONFLICT.format(id=brain_id), id=brain_id
            )
        return {"evidence": document_json(existing), "created": False, "link": link}
    now = now_timestamp()
    document = Document(
        meta={
            "id": brain_id,
            "kind": "evidence",
            "type": type,
            "title": title,
            "status": "active",
            "sources": [source],
            "created": now,
            "updated": now,
        },
        body=text.strip("\n") + "\n",
        folder=folder,
    )
    hashes = store.apply([Change(brain_id, document)])
    stored = Stored(document, document_relpath(folder, brain_id), hashes[brain_id])
    return {"evidence": document_json(stored), "created": True, "link": link}


def cmd_alias(
    store: Store,
    ref: str,
    aliases: Sequence[str],
    *,
    remove: bool = False,
    expected_hash: str | None = None,
) -> dict[str, Any]:
    stored = resolve(store, ref)
    _check_expected(stored, expected_hash)
    current = stored.document.aliases
    if remove:
        drop = {a.casefold() for a in aliases}
        updated = [a for a in current if a.casefold() not in drop]
    else:
        updated = list(current)
        for alias in aliases:
            if alias.casefold() not in {a.casefold() for a in updated}:
                updated.append(alias.strip())
    if updated == current:
        return {"id": stored.document.brain_id, "aliases": current, "changed": False}
    _write_one(store, stored, _touch(stored.document.with_meta(aliases=updated)))
    return {"id": stored.document.brain_id, "aliases": updated, "changed": True}


def cmd_link(
    store: Store,
    ref: str,
    target: str,
    *,
    relation: str = "related_to",
    remove: bool = False,
    expected_hash: str | None = None,
) -> dict[str, Any]:
    """Add (or remove) a typed relation in frontmatter; the target may not exist yet."""
    stored = resolve(store, ref)
    _check_expected(stored, expected_hash)
    wanted = _parse_relation(f"{relation}:{target}")
    current = [r.as_dict() for r in stored.document.relations]
    if remove:
        updated = [r for r in current if r != wanted]
    else:
        updated = current if wanted in current else [*current, wanted]
    if updated == current:
        return {"id": stored.document.brain_id, "relations": current, "changed": False}
    _write_one(store, stored, _touch(stored.document.with_meta(relations=updated)))
    return {"id": stored.document.brain_id, "relations": updated, "changed": True}


def _retarget(document: Document, old: str, new: str) -> Document:
    """`document` with every link, relation and mergedInto naming `old` pointing at `new`."""
    body = rewrite_link_targets(document.body, "page", old, new)
    body = rewrite_link_targets(body, "evidence", old, new)
    changes: dict[str, Any] = {}
    relations = [r.as_dict() for r in document.relations]
    if any(r["target"] == old for r in relations):
        changes["relations"] = [
            {"type": r["type"], "target": new if r["target"] == old else r["target"]}
            for r in relations
        ]
    if document.merged_into == old:
        changes["mergedInto"] = new
    if body == document.body and not changes:
        return document
    return _touch(document.with_body(body).with_meta(**changes))


def _retarget_referrers(
    store: Store, old: str, new: str, skip: set[str]
) -> tuple[list[Change], list[str]]:
    changes: list[Change] = []
    rewritten: list[str] = []
    referrer_ids = sorted({e.source for e in store.referrers(old)} | _merged_into(store, old))
    for referrer_id in referrer_ids:
        if referrer_id in skip:
            continue
        stored = store.get(referrer_id)
        if stored is None:
            continue
        updated = _retarget(stored.document, old, new)
        if updated is not stored.document:
            changes.append(Change(referrer_id, updated, stored.path, stored.hash))
            rewritten.append(referrer_id)
    return changes, rewritten


def _merged_into(store: Store, brain_id: str) -> set[str]:
    return set(store.tombstones_of(brain_id))


def cmd_merge(store: Store, source_ref: str, target_ref: str) -> dict[str, Any]:
    """Turn the source into a tombstone pointing at the target, fold aliases, rewrite links."""
    source = resolve(store, source_ref)
    target = resolve(store, target_ref)
    source_id, target_id = source.document.brain_id, target.document.brain_id
    if source_id == target_id:
        raise CommandError(BAD_ARGUMENT, MSG_MERGE_SELF.format(id=source_id))
    for stored in (source, target):
        if stored.document.kind != "page":
            raise CommandError(BAD_ARGUMENT, MSG_MERGE_KIND.format(id=stored.document.brain_id))
    if target.document.status == "merged":
        raise CommandError(
            BAD_ARGUMENT,
            MSG_MERGE_TARGET_MERGED.format(id=target_id, into=target.document.merged_into),
        )
    folded = list(target.document.aliases)
    seen = {a.casefold() for a in folded} | {target.document.title.casefold()}
    for alias in [source.document.title, *source.document.aliases]:
        if alias.casefold() not in seen:
            folded.append(alias)
            seen.add(alias.casefold())
    tombstone = _touch(
        source.document.with_meta(status="merged", mergedInto=target_id, aliases=None)
    )
    target_doc = _retarget(target.document.with_meta(aliases=folded), source_id, target_id)
    # A page must not link to itself after the merge: drop self-relations the rewrite made.
    own = [r.as_dict() for r in target_doc.relations if r.target != target_id]
    target_doc = _touch(target_doc.with_meta(relations=own))
    changes = [
        Change(source_id, tombstone, source.path, source.hash),
        Change(target_id, target_doc, target.path, target.hash),
    ]
    more, rewritten = _retarget_referrers(store, source_id, target_id, {source_id, target_id})
    changes += more
    store.apply(changes)
    return {"merged": source_id, "into": target_id, "aliases": folded, "rewritten": rewritten}


def _rekey_timeline(body: str, new_id: str) -> str:
    """Entry ids hash the document id, so a renamed document's entries get their new ids."""
    truth, zone = split_body(body)
    if zone is None:
        return body
    for entry in parse_timeline(zone)[0]:
        new_entry_id = timeline_entry_id(new_id, entry.timestamp, entry.source_ref, entry.text)
        zone = zone.replace(f"** | {entry.entry_id} | ", f"** | {new_entry_id} | ", 1)
    return f"{truth}## Timeline\n{zone}"


def cmd_move(
    store: Store,
    ref: str,
    *,
    folder: str | None = None,
    new_id: str | None = None,
    expected_hash: str | None = None,
) -> dict[str, Any]:
    """Move to another folder and/or rename; every link to the document follows it."""
    if folder is None and new_id is None:
        raise CommandError(BAD_ARGUMENT, MSG_MOVE_NOTHING)
    stored = resolve(store, ref)
    _check_expected(stored, expected_hash)
    old_id = stored.document.brain_id
    target_folder = _check_folder(folder) if folder is not None else stored.document.folder
    target_id = _check_id(new_id) if new_id is not None else old_id
    if target_id != old_id:
        existing = store.get(target_id)
        if existing is not None:
            raise CommandError(
                ALREADY_EXISTS, MSG_EXISTS.format(id=target_id, path=existing.path), id=target_id
            )
    document = stored.document.with_folder(target_folder)
    changes: list[Change] = []
    rewritten: list[str] = []
    if target_id != old_id:
        body = _rekey_timeline(document.body, target_id)
        document = _retarget(document.with_body(body).with_meta(id=target_id), old_id, target_id)
        more, rewritten = _retarget_referrers(store, old_id, target_id, {old_id})
        changes += more
    document = _touch(document)
    changes.insert(0, Change(old_id, document, stored.path, stored.hash))
    store.apply(changes)
    return {
        "id": target_id,
        "from": stored.path,
        "to": document_relpath(target_folder, target_id),
        "rewritten": rewritten,
    }


def cmd_delete(store: Store, ref: str, *, yes: bool = False) -> dict[str, Any]:
    """Report what would break; delete only with `yes`."""
    stored = resolve(store, ref)
    brain_id = stored.document.brain_id
    breaks = [
        {"id": e.source, "type": e.type} for e in store.referrers(brain_id) if e.source != brain_id
    ]
    breaks += [{"id": i, "type": "mergedInto"} for i in sorted(_merged_into(store, brain_id))]
    if yes:
        store.apply([Change(brain_id, None, stored.path, stored.hash)])
    return {"id": brain_id, "path": stored.path, "deleted": yes, "would_break": breaks}
