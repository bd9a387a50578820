"""The write commands on one document: create, rewrite, set, append-timeline, append-evidence,
alias, link, delete, and folder create.

Each reads through the store, builds the new document and hands it to `Store.apply`; the
caller (the registry's runner) holds the store's lock across both, so what was read is still
true when it is written. Every result carries `hashes`: id -> new content hash of each
document the command changed (empty when it changed nothing), so a client can chain writes.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any, Final

from ..document import Document
from ..errors import ALREADY_EXISTS, CommandError, bad_argument
from ..links import ends_inside_fence
from ..quoting import defuse, label
from ..schemas import (
    EVIDENCE_ZONE,
    FRONTMATTER_KEYS,
    default_folder,
    kind_for_folder,
    name_key,
    slugify,
)
from ..store import Change, Store, Stored
from ..timeline import (
    TimelineEntry,
    append_timeline_entry,
    replace_compiled_truth,
    split_body,
    timeline_entry_id,
)
from ..timestamps import now_timestamp
from ..tree import document_relpath
from .arguments import (
    check_expected,
    check_folder,
    check_id,
    check_source_ref,
    check_timestamp,
    check_type,
    parse_relation,
    relation,
    resolve,
    touch,
)
from .results import document_json

MSG_TRUTH_HAS_TIMELINE: Final = (
    "the new compiled truth contains a '## Timeline' heading; the timeline is kept as it is: "
    "add entries with append-timeline"
)
MSG_OPEN_FENCE: Final = (
    "the new compiled truth opens a code fence (``` or ~~~) it never closes; close it so the "
    "timeline below stays a timeline"
)
MSG_TEXT_EMPTY: Final = "the timeline text is empty"
MSG_TEXT_BLANK_LINE: Final = "timeline text must not contain blank lines"
MSG_SET_NOTHING: Final = "nothing to set: give --title, --type, --status or --field"
MSG_SET_RESERVED: Final = (
    "{key!r} is not set with --field: use the command for it (id: move --to, folder: move, "
    "aliases: alias, relations: link, sources: --add-source)"
)
MSG_FIELD: Final = "--field takes KEY=VALUE, not {spec!r}"
MSG_NO_ID_FROM_TITLE: Final = "cannot make an id from the title {title!r}; pass --id"
MSG_EXISTS: Final = "a document with id {id!r} already exists at {path}"
MSG_EVIDENCE_FOLDER: Final = "evidence lives under evidence/; {folder!r} is outside it"
MSG_EVIDENCE_EMPTY: Final = "the evidence text is empty"
MSG_EVIDENCE_CONFLICT: Final = (
    "evidence {id!r} already exists with different text; evidence is never rewritten"
)


def write_one(store: Store, stored: Stored, document: Document) -> tuple[dict[str, Any], str]:
    """Replace `stored` with `document`: (its JSON as written, its new hash)."""
    hashes = store.apply([Change.replace(stored, document)])
    new_hash = hashes[document.brain_id]
    path = document_relpath(document.folder, document.brain_id)
    return document_json(Stored(document, path, new_hash)), new_hash


def _taken(store: Store, brain_id: str) -> None:
    existing = store.get(brain_id)
    if existing is not None:
        raise CommandError(
            ALREADY_EXISTS, MSG_EXISTS.format(id=brain_id, path=existing.path), id=brain_id
        )


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
    type = check_type(type)
    brain_id = check_id(brain_id) if brain_id else slugify(title)
    if not brain_id:
        raise bad_argument(MSG_NO_ID_FROM_TITLE.format(title=title))
    folder = check_folder(folder) if folder is not None else default_folder(type)
    _taken(store, brain_id)
    now = now_timestamp()
    document = Document(
        meta={
            "id": brain_id,
            "kind": kind_for_folder(folder),
            "type": type,
            "title": title,
            "status": status,
            "aliases": list(dict.fromkeys(a.strip() for a in aliases)),
            "relations": [parse_relation(r) for r in relations],
            "sources": [check_source_ref(s) for s in dict.fromkeys(sources)],
            "created": now,
            "updated": now,
        },
        body=body.strip("\n") + "\n" if body.strip() else "",
        folder=folder,
    )
    hashes = store.apply([Change.create(document)])
    stored = Stored(document, document_relpath(folder, brain_id), hashes[brain_id])
    return {"created": document_json(stored), "hashes": hashes}


def cmd_rewrite(
    store: Store, ref: str, *, compiled_truth: str, expected_hash: str | None = None
) -> dict[str, Any]:
    """Replace the compiled truth; the timeline stays byte for byte."""
    stored = resolve(store, ref)
    check_expected(stored, expected_hash)
    if split_body(compiled_truth)[1] is not None:
        raise bad_argument(MSG_TRUTH_HAS_TIMELINE)
    if ends_inside_fence(compiled_truth):
        raise bad_argument(MSG_OPEN_FENCE)
    body = replace_compiled_truth(stored.document.body, compiled_truth)
    if body.strip() == stored.document.body.strip():
        return {"document": document_json(stored), "changed": False, "hashes": {}}
    written, new_hash = write_one(store, stored, touch(stored.document.with_body(body)))
    return {"document": written, "changed": True, "hashes": {written["id"]: new_hash}}


# Keys with a command of their own (or derived, like kind and the timestamps).
_SET_RESERVED: Final = (
    *(k for k in FRONTMATTER_KEYS if k not in ("title", "type", "status")),
    "folder",
)


def parse_field(spec: str) -> tuple[str, str]:
    key, separator, value = spec.partition("=")
    if not separator or not key:
        raise bad_argument(MSG_FIELD.format(spec=spec))
    return key, value


def cmd_set(
    store: Store,
    ref: str,
    *,
    title: str | None = None,
    type: str | None = None,
    status: str | None = None,
    merged_into: str | None = None,
    fields: Sequence[str] = (),
    unset: Sequence[str] = (),
    add_sources: Sequence[str] = (),
    remove_sources: Sequence[str] = (),
    expected_hash: str | None = None,
) -> dict[str, Any]:
    """Set frontmatter fields; `fields` are KEY=VALUE for keys the format does not define."""
    stored = resolve(store, ref)
    check_expected(stored, expected_hash)
    if not any([title, type, status, merged_into, fields, unset, add_sources, remove_sources]):
        raise bad_argument(MSG_SET_NOTHING)
    changes: dict[str, Any] = {}
    if title is not None:
        changes["title"] = title
    if type is not None:
        changes["type"] = check_type(type)
    if status is not None:
        changes["status"] = status
        if status != "merged":
            changes["mergedInto"] = None
    if merged_into is not None:
        changes["mergedInto"] = check_id(merged_into)
    for key, value in map(parse_field, fields):
        if key in _SET_RESERVED:
            raise bad_argument(MSG_SET_RESERVED.format(key=key))
        changes[key] = value
    for key in unset:
        if key in _SET_RESERVED or key in ("title", "type", "status"):
            raise bad_argument(MSG_SET_RESERVED.format(key=key))
        changes[key] = None
    if add_sources or remove_sources:
        sources = [s for s in stored.document.sources if s not in set(remove_sources)]
        sources += [check_source_ref(s) for s in add_sources if s not in sources]
        changes["sources"] = sources
    updated = stored.document.with_meta(**changes)
    if updated.meta == stored.document.meta:
        return {"document": document_json(stored), "changed": False, "hashes": {}}
    written, new_hash = write_one(store, stored, touch(updated))
    return {"document": written, "changed": True, "hashes": {written["id"]: new_hash}}


def entry_text(text: str) -> str:
    """Timeline text as stored: lines trimmed, no blank lines (continuations are re-indented)."""
    lines = [line.rstrip() for line in text.strip("\n").split("\n")]
    if not any(lines):
        raise bad_argument(MSG_TEXT_EMPTY)
    if any(not line.strip() for line in lines):
        raise bad_argument(MSG_TEXT_BLANK_LINE)
    return "\n".join(line.strip() for line in lines)


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
    check_expected(stored, expected_hash)
    document = stored.document
    timestamp = check_timestamp(at)
    source = check_source_ref(source)
    text = entry_text(text)
    entry = TimelineEntry(
        timestamp, timeline_entry_id(document.brain_id, timestamp, source, text), source, text
    )
    body, appended = append_timeline_entry(document.body, entry)
    result = {"id": document.brain_id, "entry": entry.as_dict(), "appended": appended}
    if not appended:
        return {**result, "hash": stored.hash, "hashes": {}}
    _, new_hash = write_one(store, stored, touch(document.with_body(body)))
    return {**result, "hash": new_hash, "hashes": {document.brain_id: new_hash}}


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
    """Snapshot a source into evidence/; the same source and text give the same id (a no-op).

    The text is source material, quoted rather than read as the format (`quoting.defuse`): a
    `## Timeline` line, `[[...]]` or an open code fence in it cannot make the snapshot invalid.
    The id hashes the text as given, so defusing never changes it.
    """
    source = check_source_ref(source)
    type = check_type(type)
    folder = check_folder(folder)
    if kind_for_folder(folder) != "evidence":
        raise bad_argument(MSG_EVIDENCE_FOLDER.format(folder=folder))
    body = defuse(text.strip("\n")).strip("\n") + "\n"
    if not body.strip():
        raise bad_argument(MSG_EVIDENCE_EMPTY)
    brain_id = check_id(brain_id) if brain_id else evidence_id(source, text)
    link = f"[[evidence:{brain_id}|{label(title)}]]"
    existing = store.get(brain_id)
    if existing is not None:
        # The same snapshot: as written now, or as written before the text was defused.
        if existing.document.body.strip() not in (body.strip(), text.strip()):
            raise CommandError(
                ALREADY_EXISTS, MSG_EVIDENCE_CONFLICT.format(id=brain_id), id=brain_id
            )
        return {"evidence": document_json(existing), "created": False, "link": link, "hashes": {}}
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
        body=body,
        folder=folder,
    )
    hashes = store.apply([Change.create(document)])
    stored = Stored(document, document_relpath(folder, brain_id), hashes[brain_id])
    return {"evidence": document_json(stored), "created": True, "link": link, "hashes": hashes}


def _set_list(
    store: Store, stored: Stored, key: str, current: list[Any], updated: list[Any]
) -> dict[str, Any]:
    """Write the frontmatter list `key` when it changed: the result alias and link share."""
    brain_id = stored.document.brain_id
    if updated == current:
        return {"id": brain_id, key: current, "changed": False, "hashes": {}}
    _, new_hash = write_one(store, stored, touch(stored.document.with_meta(**{key: updated})))
    return {"id": brain_id, key: updated, "changed": True, "hashes": {brain_id: new_hash}}


def cmd_alias(
    store: Store,
    ref: str,
    aliases: Sequence[str],
    *,
    remove: bool = False,
    expected_hash: str | None = None,
) -> dict[str, Any]:
    """Add (or remove) aliases; names compare case-insensitively."""
    stored = resolve(store, ref)
    check_expected(stored, expected_hash)
    current = stored.document.aliases
    if remove:
        drop = {name_key(a) for a in aliases}
        updated = [a for a in current if name_key(a) not in drop]
    else:
        updated = list(current)
        known = {name_key(a) for a in updated}
        for alias in aliases:
            key = name_key(alias)
            if key not in known:
                known.add(key)
                updated.append(alias.strip())
    return _set_list(store, stored, "aliases", current, updated)


def cmd_link(
    store: Store,
    ref: str,
    target: str,
    *,
    relation_type: str = "related_to",
    remove: bool = False,
    expected_hash: str | None = None,
) -> dict[str, Any]:
    """Add (or remove) a typed relation in frontmatter; the target may not exist yet."""
    stored = resolve(store, ref)
    check_expected(stored, expected_hash)
    wanted = relation(relation_type, target)
    current = [r.as_dict() for r in stored.document.relations]
    if remove:
        updated = [r for r in current if r != wanted]
    else:
        updated = current if wanted in current else [*current, wanted]
    return _set_list(store, stored, "relations", current, updated)


def cmd_delete(
    store: Store, ref: str, *, yes: bool = False, expected_hash: str | None = None
) -> dict[str, Any]:
    """Report what would break; delete only with `yes`."""
    stored = resolve(store, ref)
    check_expected(stored, expected_hash)
    brain_id = stored.document.brain_id
    breaks = [
        {"id": e.source, "type": e.type} for e in store.referrers(brain_id) if e.source != brain_id
    ]
    breaks += [{"id": i, "type": "mergedInto"} for i in store.tombstones_of(brain_id)]
    if yes:
        store.apply([Change.replace(stored, None)])
    return {
        "id": brain_id,
        "path": stored.path,
        "deleted": yes,
        "would_break": breaks,
        "hashes": {},
    }


def cmd_folder_create(store: Store, folder: str) -> dict[str, Any]:
    folder = check_folder(folder.strip(), allow_root=False)
    created = store.create_folder(folder)
    return {"folder": folder, "created": created, "hashes": {}}
