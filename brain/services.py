"""The one write path into a brain (design.md §1): validate, derive, persist, audit.

Every writer (UI, API, admin, import, sync, agents) goes through `document_write`,
`document_delete` or `changes_apply`. Each call owns its transaction and first takes the
brain's advisory lock, so the mutations of one brain are serialized; a write names the content
hash it started from and a stale one is refused with the current hash, changing nothing.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from django.contrib.auth.base_user import AbstractBaseUser
from django.core.serializers.json import DjangoJSONEncoder
from django.db import connection, transaction

from brain.models import (
    Brain,
    BrainDocument,
    BrainDocumentVersion,
    BrainEdge,
    BrainFolder,
    BrainTimelineEntry,
)
from brain.toolkit.directory import MSG_GONE
from brain.toolkit.document import Document, parse_document, serialize_document
from brain.toolkit.edges import Edge, derive_edges
from brain.toolkit.operations import (
    ALREADY_EXISTS,
    MSG_EXISTS,
    MSG_STALE,
    NOT_FOUND,
    STALE_WRITE,
    Change,
    CommandError,
)
from brain.toolkit.problems import DocumentError
from brain.toolkit.schemas import DEFAULT_FOLDERS, EVIDENCE_ZONE, FRONTMATTER_KEYS
from brain.toolkit.timestamps import parse_timestamp
from brain.toolkit.tree import document_relpath
from brain.toolkit.validation import check_document
from goat.models import Workspace

MSG_DUPLICATE_IN_CHANGES: Final = "the change set writes the id {id!r} twice"

# First key of the brain advisory lock (two int4 keys): "BR" + 1.
BRAIN_LOCK_NAMESPACE: Final = 0x4252_0001

SYSTEM_FOLDERS: Final = (*sorted(set(DEFAULT_FOLDERS.values())), EVIDENCE_ZONE)


class StaleWrite(CommandError):
    """The document changed since the writer read it; `current_hash` is what it is now."""

    def __init__(self, current_hash: str, *, brain_id: str, expected_hash: str) -> None:
        message = MSG_STALE.format(id=brain_id, expected=expected_hash, current=current_hash)
        super().__init__(STALE_WRITE, message, id=brain_id, current_hash=current_hash)
        self.current_hash = current_hash


class DocumentExists(CommandError):
    """A create (or rename) onto an id the brain already has."""

    def __init__(self, brain_id: str, path: str) -> None:
        super().__init__(ALREADY_EXISTS, MSG_EXISTS.format(id=brain_id, path=path), id=brain_id)


class DocumentNotFound(CommandError):
    """An update or delete of a document that is not (or no longer) in the brain."""

    def __init__(self, brain_id: str) -> None:
        super().__init__(NOT_FOUND, MSG_GONE.format(id=brain_id), id=brain_id)


@dataclass(frozen=True)
class Actor:
    """Who writes: recorded on every version row."""

    type: str
    user: AbstractBaseUser | None = None
    label: str = ""


# --- brains and folders -----------------------------------------------------------------------


def brain_create(
    *,
    workspace: Workspace,
    name: str,
    slug: str,
    visibility: str = "workspace",
) -> Brain:
    """A new brain with the system folders (one per default type folder, plus evidence/)."""
    with transaction.atomic():
        brain = Brain.objects.create(
            workspace=workspace, name=name, slug=slug, visibility=visibility
        )
        BrainFolder.objects.bulk_create(
            BrainFolder(brain_ref=brain, path=path, source="system") for path in SYSTEM_FOLDERS
        )
    return brain


def folder_create(*, brain: Brain, path: str) -> bool:
    """Record a custom folder and its parents; False when it was already there."""
    segments = path.strip("/").split("/")
    created = False
    with transaction.atomic():
        for depth in range(1, len(segments) + 1):
            _, created = BrainFolder.objects.get_or_create(
                brain_ref=brain, path="/".join(segments[:depth])
            )
    return created


def brain_lock(brain: Brain) -> None:
    """Serialize this brain's mutations until the current transaction ends.

    The two-key form keeps brain locks apart from any other advisory lock (other key spaces
    use other namespaces); the lock is re-entrant within one transaction.
    """
    if not connection.in_atomic_block:
        raise RuntimeError("brain_lock must be taken inside transaction.atomic()")
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_advisory_xact_lock(%s, %s)", [BRAIN_LOCK_NAMESPACE, brain.pk])


# --- reading rows back as documents -----------------------------------------------------------


def document_from_row(row: BrainDocument) -> Document:
    """The toolkit Document stored in a row (its canonical text, in its folder)."""
    return parse_document(row.content, folder=row.folder, path=row.path)


# --- the write path ---------------------------------------------------------------------------


def document_write(
    *,
    brain: Brain,
    document: Document,
    expected_hash: str | None,
    previous_brain_id: str | None = None,
    actor_type: str,
    actor_user: AbstractBaseUser | None = None,
    actor_label: str = "",
    action: str | None = None,
) -> BrainDocument:
    """Create, update, move or rename one document.

    `action` names the version row's action when the caller knows better than the diff
    (a restore of an old version); by default it follows from what changed.

    `expected_hash` is the hash the writer read, of `previous_brain_id` (default: the
    document's own id); a rename passes the old id there. With neither, the write creates a
    new document (refused when the id exists). `previous_brain_id` without a hash overwrites
    that document whatever it holds now (imports and system repairs only).
    """
    previous = previous_brain_id
    if previous is None and expected_hash is not None:
        previous = document.brain_id
    change = Change(
        brain_id=previous if previous is not None else document.brain_id,
        document=document,
        previous_path="" if previous is not None else None,
        expected_hash=expected_hash,
    )
    actor = Actor(actor_type, actor_user, actor_label)
    with transaction.atomic():
        brain_lock(brain)
        rows = _apply(brain, [change], actor, action=action)
    row = rows[0]
    assert row is not None
    return row


def document_delete(
    *,
    brain: Brain,
    brain_id: str,
    expected_hash: str | None,
    actor_type: str,
    actor_user: AbstractBaseUser | None = None,
    actor_label: str = "",
) -> BrainDocumentVersion:
    """Delete one document; the returned version row keeps its last content."""
    change = Change(brain_id, None, previous_path="", expected_hash=expected_hash)
    with transaction.atomic():
        brain_lock(brain)
        _apply(brain, [change], Actor(actor_type, actor_user, actor_label))
        version = BrainDocumentVersion.objects.filter(
            brain_ref=brain, brain_id=brain_id, action="delete"
        ).latest("id")
    return version


def changes_apply(
    *,
    brain: Brain,
    changes: Sequence[Change],
    actor_type: str,
    actor_user: AbstractBaseUser | None = None,
    actor_label: str = "",
) -> dict[str, str]:
    """Apply a toolkit change set (merge, move, ...) all or nothing; returns id -> new hash.

    Mirrors `DirectoryStore.apply`: a change with a `previous_path` updates (or, without a
    document, deletes) the document `brain_id` read from there, checked against
    `expected_hash` when given; one without creates a new document.
    """
    with transaction.atomic():
        brain_lock(brain)
        rows = _apply(brain, changes, Actor(actor_type, actor_user, actor_label))
    return {row.brain_id: row.content_hash for row in rows if row is not None}


def _apply(
    brain: Brain, changes: Sequence[Change], actor: Actor, *, action: str | None = None
) -> list[BrainDocument | None]:
    """Check every change, then write them; the caller holds the transaction and the lock."""
    rows = _load_rows(brain, changes)
    for error in _stale_errors(changes, rows):
        raise error
    for change in changes:
        if change.document is not None:
            check_document(change.document, file_stem=change.document.brain_id)
    for error in _taken_errors(changes, rows):
        raise error

    deleted = [rows[c.brain_id] for c in changes if c.document is None]
    if deleted:
        BrainDocumentVersion.objects.bulk_create(
            _version(brain, row, "delete", actor) for row in deleted
        )
        BrainDocument.objects.filter(pk__in=[row.pk for row in deleted]).delete()
    return _write_rows(brain, changes, rows, actor, action)


def changes_conflicts(*, brain: Brain, changes: Sequence[Change]) -> list[CommandError]:
    """Every change `changes_apply` would refuse as stale, gone or already existing.

    Nothing is raised or written; call it holding the brain's lock (`brain_lock`) so the
    answer still holds when the changes are applied in the same transaction.
    """
    rows = _load_rows(brain, changes)
    return _stale_errors(changes, rows) + _taken_errors(changes, rows)


def _load_rows(brain: Brain, changes: Sequence[Change]) -> dict[str, BrainDocument]:
    """The rows the changes read, and any row holding an id they write (one query)."""
    ids = {c.brain_id for c in changes if c.previous_path is not None}
    ids.update(c.document.brain_id for c in changes if c.document is not None)
    return {
        row.brain_id: row for row in BrainDocument.objects.filter(brain_ref=brain, brain_id__in=ids)
    }


def _stale_errors(changes: Sequence[Change], rows: dict[str, BrainDocument]) -> list[CommandError]:
    errors: list[CommandError] = []
    for change in changes:
        if change.previous_path is None:
            continue
        row = rows.get(change.brain_id)
        if row is None:
            errors.append(DocumentNotFound(change.brain_id))
            continue
        if change.expected_hash is None:
            continue
        # A path that moved counts as a change even when the text did not.
        moved = bool(change.previous_path) and change.previous_path != row.path
        if row.content_hash != change.expected_hash or moved:
            errors.append(
                StaleWrite(
                    row.content_hash, brain_id=change.brain_id, expected_hash=change.expected_hash
                )
            )
    return errors


def _taken_errors(changes: Sequence[Change], rows: dict[str, BrainDocument]) -> list[CommandError]:
    """Creates and renames onto an id that exists and is not itself replaced by the changes."""
    replaced = {c.brain_id for c in changes if c.previous_path is not None}
    errors: list[CommandError] = []
    seen: set[str] = set()
    for change in changes:
        document = change.document
        if document is None:
            continue
        if change.previous_path is not None and document.brain_id == change.brain_id:
            continue
        brain_id = document.brain_id
        if brain_id in seen:
            errors.append(
                CommandError(ALREADY_EXISTS, MSG_DUPLICATE_IN_CHANGES.format(id=brain_id))
            )
        seen.add(brain_id)
        row = rows.get(brain_id)
        if row is not None and brain_id not in replaced:
            errors.append(DocumentExists(brain_id, row.path))
    return errors


def _write_rows(
    brain: Brain,
    changes: Sequence[Change],
    rows: dict[str, BrainDocument],
    actor: Actor,
    action_override: str | None = None,
) -> list[BrainDocument | None]:
    """Write every document of `changes` with a handful of queries, whatever their number."""
    written: list[BrainDocument | None] = []
    created: list[BrainDocument] = []
    updated: list[BrainDocument] = []
    pending: list[tuple[BrainDocument, Document, str]] = []
    # Updated rows whose timeline or edges changed; the others keep their derived rows
    # (a rewrite of the compiled truth usually touches neither), saving four queries.
    stale_timeline: set[int] = set()
    stale_edges: set[int] = set()
    for change in changes:
        document = change.document
        if document is None:
            written.append(None)
            continue
        row = rows.get(change.brain_id) if change.previous_path is not None else None
        data = serialize_document(document)
        digest = hashlib.sha256(data).hexdigest()
        if (
            row is not None
            and row.content_hash == digest
            and row.brain_id == document.brain_id
            and row.folder == document.folder
        ):
            written.append(row)  # nothing changed: no version row
            continue
        if row is None:
            action = "create"
            row = BrainDocument(brain_ref=brain)
            created.append(row)
        else:
            action = _update_action(row, document)
            updated.append(row)
            old_timeline = row.timeline
            try:
                old_edges: list[Edge] | None = derive_edges(document_from_row(row))
            except DocumentError:  # a row written around the write path: rebuild everything
                old_edges = None
        _fill_row(row, document, data.decode("utf-8"), digest)
        if action != "create":
            if row.timeline != old_timeline:
                stale_timeline.add(row.pk)
            if old_edges is None or derive_edges(document) != [
                Edge(document.brain_id, e.target, e.type) for e in old_edges
            ]:
                stale_edges.add(row.pk)
        pending.append((row, document, action_override or action))
        written.append(row)
    # Updates (renames included) before inserts, so an id given up can be taken again.
    for row in updated:
        row.save()
    if stale_timeline:
        BrainTimelineEntry.objects.filter(document_id__in=stale_timeline).delete()
    if stale_edges:
        BrainEdge.objects.filter(source_id__in=stale_edges).delete()
    BrainDocument.objects.bulk_create(created)
    new_rows = {row.pk for row in created}
    timeline: list[BrainTimelineEntry] = []
    edges: list[BrainEdge] = []
    for row, document, _ in pending:
        if row.pk in new_rows or row.pk in stale_timeline:
            timeline.extend(_timeline_rows(brain, row, document))
        if row.pk in new_rows or row.pk in stale_edges:
            edges.extend(
                BrainEdge(brain_ref=brain, source=row, target_id=edge.target, type=edge.type)
                for edge in derive_edges(document)
            )
    BrainTimelineEntry.objects.bulk_create(timeline)
    BrainEdge.objects.bulk_create(edges)
    BrainDocumentVersion.objects.bulk_create(
        _version(brain, row, action, actor) for row, _, action in pending
    )
    return written


def _update_action(row: BrainDocument, document: Document) -> str:
    if document.status == "merged" and row.status != "merged":
        return "merge"
    if row.brain_id != document.brain_id or row.folder != document.folder:
        return "move"
    return "update"


def _fill_row(row: BrainDocument, document: Document, content: str, digest: str) -> None:
    body = document.body.strip()
    row.brain_id = document.brain_id
    row.folder = document.folder
    row.kind = document.kind
    row.type = document.type
    row.status = document.status
    row.merged_into = document.merged_into
    row.title = document.title
    row.aliases = document.aliases
    row.relations = [relation.as_dict() for relation in document.relations]
    row.sources = document.sources
    row.extra = _extra(document.meta)
    row.content = content
    row.body = body + "\n" if body else ""
    row.timeline = [entry.as_dict() for entry in document.timeline]
    row.content_hash = digest
    row.created = document.created
    row.updated = document.updated


def _extra(meta: dict[str, Any]) -> dict[str, Any]:
    """Unknown frontmatter keys as JSON values (YAML dates become ISO strings)."""
    extra = {key: value for key, value in meta.items() if key not in FRONTMATTER_KEYS}
    result: dict[str, Any] = json.loads(json.dumps(extra, cls=DjangoJSONEncoder))
    return result


def _timeline_rows(
    brain: Brain, row: BrainDocument, document: Document
) -> list[BrainTimelineEntry]:
    entries = []
    for position, entry in enumerate(document.timeline):
        timestamp = parse_timestamp(entry.timestamp)
        if timestamp is None:  # validation refuses these; never store a guess
            continue
        entries.append(
            BrainTimelineEntry(
                brain_ref=brain,
                document=row,
                entry_id=entry.entry_id,
                timestamp=timestamp,
                source_ref=entry.source_ref,
                text=entry.text,
                position=position,
            )
        )
    return entries


def _version(brain: Brain, row: BrainDocument, action: str, actor: Actor) -> BrainDocumentVersion:
    """An unsaved version row recording `row` as it is now."""
    return BrainDocumentVersion(
        brain_ref=brain,
        brain_id=row.brain_id,
        document=row,
        action=action,
        content=row.content,
        content_hash=row.content_hash,
        path=document_relpath(row.folder, row.brain_id),
        actor_type=actor.type,
        actor_user=actor.user,
        actor_label=actor.label,
    )
