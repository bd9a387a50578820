"""The one write path into a brain (docs/architecture.md): validate, derive, persist, audit,
announce.

Every writer (UI, API, admin, import, sync, agents) goes through `document_write`,
`document_delete` or `changes_apply`. Each call owns its transaction (or joins the caller's)
and first takes the brain's advisory lock, so the mutations of one brain are serialized. The
change set is checked by the toolkit's store rules (`brain.toolkit.store.check_changes`, the
same rules a directory obeys): a write names the content hash it started from, and a stale
one is refused with the current hash, changing nothing.

Inside the same transaction, after the rows are written, the brain's change counter is bumped
and `pg_notify` announces the change set on the `goat_brain_changes` channel: every process
(the lexical index, embeddings, live pages) learns of it exactly when it commits, and never of
a change that rolled back. A caller may pass a `precondition`, run under the lock before
anything is written: a job worker uses it to write only while it still holds its lease.
"""

from __future__ import annotations

import contextlib
import itertools
import json
from collections.abc import Callable, Iterator, Sequence
from contextvars import ContextVar
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Final, NamedTuple, TypeAlias

from django.contrib.auth.base_user import AbstractBaseUser
from django.core.serializers.json import DjangoJSONEncoder
from django.db import DatabaseError, connection, transaction
from django.utils import timezone

from brain.embeddings.schedule import embeddings_after_commit
from brain.models import (
    Brain,
    BrainDocument,
    BrainDocumentVersion,
    BrainEdge,
    BrainTimelineEntry,
)
from brain.rows import document_from_row
from brain.toolkit.document import Document, content_hash, serialize_document
from brain.toolkit.edges import Edge, derive_edges
from brain.toolkit.errors import CommandError
from brain.toolkit.originals import original_format
from brain.toolkit.problems import DocumentError
from brain.toolkit.schemas import FRONTMATTER_KEYS, name_key
from brain.toolkit.store import Change, Current, check_changes, conflicts, involved_ids
from brain.toolkit.timeline import APPEND_ONLY, TimelineEntry
from brain.toolkit.timestamps import parse_timestamp
from brain.toolkit.tree import document_relpath

# First key of the brain advisory lock (two int4 keys): "BR" + 1.
BRAIN_LOCK_NAMESPACE: Final = 0x4252_0001
CHANGES_CHANNEL: Final = "goat_brain_changes"
# pg_notify payloads must stay under 8000 bytes; a larger change set is announced without its
# ids ("ids": null), and listeners reload what they keep of the brain.
NOTIFY_PAYLOAD_LIMIT: Final = 7000
# New rows (documents, edges, timeline entries, versions) from this many on go in by COPY.
COPY_AFTER: Final = 50

Precondition = Callable[[], None]

# Per brain, a fresh number each time this process announces a change set (any thread, before
# it commits): a search may skip reading the change counter only while this is unchanged since
# the counter was read (`brain.store.DatabaseStore`), so a caller always sees its own writes.
_announced: dict[int, int] = {}
_announcement_numbers = itertools.count(1)  # next() is atomic: no two announcements share one


def announced_writes(brain_pk: int) -> int:
    """The number of this process's last announced change set of the brain (0: none yet)."""
    return _announced.get(brain_pk, 0)


# Set while the write path writes: a test guard refuses document, edge, timeline and version
# rows written by anything else (tests/conftest.py).
WRITE_PATH_ACTIVE: ContextVar[bool] = ContextVar("brain_write_path_active", default=False)


@dataclass(frozen=True)
class Actor:
    """Who writes: recorded on every version row."""

    type: str  # user | agent | import | system
    user: AbstractBaseUser | None = None
    label: str = ""
    job_id: int | None = None  # the ingest job an agent writes for
    editing_session: str = ""  # the UI editor's session (its autosaves make one version)


@contextlib.contextmanager
def write_path() -> Iterator[None]:
    """Mark the current context as the write path (see WRITE_PATH_ACTIVE)."""
    token = WRITE_PATH_ACTIVE.set(True)
    try:
        yield
    finally:
        WRITE_PATH_ACTIVE.reset(token)


def brain_lock(brain: Brain) -> None:
    """Serialize this brain's mutations until the current transaction ends.

    The two-key form keeps brain locks apart from any other advisory lock (other key spaces
    use other namespaces); the lock is re-entrant within one transaction.
    """
    if not connection.in_atomic_block:
        raise RuntimeError("brain_lock must be taken inside transaction.atomic()")
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_advisory_xact_lock(%s, %s)", [BRAIN_LOCK_NAMESPACE, brain.pk])


# --- the write path ---------------------------------------------------------------------------


def document_write(
    *,
    brain: Brain,
    document: Document,
    expected_hash: str | None,
    actor: Actor,
    previous_brain_id: str | None = None,
    action: str | None = None,
    precondition: Precondition | None = None,
    timeline_rule: str = APPEND_ONLY,
) -> BrainDocument:
    """Create, update, move or rename one document.

    `expected_hash` is the hash the writer read, of `previous_brain_id` (default: the
    document's own id); a rename passes the old id there. With neither, the write creates a
    new document (refused when the id exists). `previous_brain_id` without a hash overwrites
    that document whatever it holds now (imports and system repairs only). `action` names the
    version row's action when the caller knows better than the diff (a restore).
    `timeline_rule` (brain.toolkit.timeline): the timeline is append-only unless the caller
    puts back a text the brain had (a restore passes REPLACE).
    """
    previous = previous_brain_id
    if previous is None and expected_hash is not None:
        previous = document.brain_id
    if previous is None:
        change = Change.create(document)
    else:
        change = Change(
            brain_id=previous,
            document=document,
            expected_hash=expected_hash,
            timeline_rule=timeline_rule,
        )
    rows = _apply_locked(brain, [change], actor, action=action, precondition=precondition)
    row = rows[0]
    assert row is not None
    return row


def document_delete(
    *,
    brain: Brain,
    brain_id: str,
    expected_hash: str | None,
    actor: Actor,
    precondition: Precondition | None = None,
) -> BrainDocumentVersion:
    """Delete one document; the returned version row keeps its last content."""
    change = Change(brain_id=brain_id, document=None, expected_hash=expected_hash)
    with transaction.atomic():
        _apply_locked(brain, [change], actor, precondition=precondition)
        version = BrainDocumentVersion.objects.filter(
            brain_ref=brain, brain_id=brain_id, action="delete"
        ).latest("id")
    return version


def changes_apply(
    *,
    brain: Brain,
    changes: Sequence[Change],
    actor: Actor,
    precondition: Precondition | None = None,
) -> dict[str, str]:
    """Apply a toolkit change set (merge, move, sync, ...) all or nothing; id -> new hash."""
    rows = _apply_locked(brain, changes, actor, precondition=precondition)
    return {row.brain_id: row.content_hash for row in rows if row is not None}


WriteRefusal: TypeAlias = CommandError | DocumentError | DatabaseError


def changes_apply_each(
    *, brain: Brain, changes: Sequence[Change], actor: Actor
) -> list[WriteRefusal | None]:
    """The write path's batch mode (bulk imports): each change is applied or refused on its
    own, in one transaction under one lock, with one change notification for the batch.

    Returns, per change, None when it was written (or had nothing to write) or the error
    that refused it. The batch is first written as one change set, the cheap way (a handful of
    queries whatever its size); when that is refused, each change is written again in its own
    savepoint, so a refused change rolls back alone and the others stay.
    """
    results: list[WriteRefusal | None] = [None] * len(changes)
    if not changes:
        return results
    with transaction.atomic(), write_path():
        brain_lock(brain)
        try:
            with transaction.atomic():
                _apply(brain, changes, actor)
            return results
        except (CommandError, DocumentError, DatabaseError):
            pass  # something in the batch is refused: find it, change by change
        changed: set[str] = set()
        gone: set[str] = set()
        for position, change in enumerate(changes):
            try:
                with transaction.atomic():
                    _apply(brain, [change], actor, announced=(changed, gone))
            except (CommandError, DocumentError, DatabaseError) as error:
                results[position] = error
        _announce(brain, actor, changed=sorted(changed), deleted=sorted(gone - changed))
    return results


def version_supersede(*, brain: Brain, version: BrainDocumentVersion) -> None:
    """Delete `version`, replaced by a later version of the same editing session
    (`brain.services.editing.document_save_text`). The caller holds the brain's lock in its
    transaction and has written the replacing version in it; readers of the version log see
    the replacement as one more change (its id is higher)."""
    if not connection.in_atomic_block:
        raise RuntimeError("version_supersede must run inside the write's transaction")
    with write_path():
        BrainDocumentVersion.objects.filter(pk=version.pk, brain_ref=brain).delete()


def changes_conflicts(*, brain: Brain, changes: Sequence[Change]) -> list[CommandError]:
    """Every change `changes_apply` would refuse as stale, gone or taken (nothing is written).

    Call it holding the brain's lock (`brain_lock`) so the answer still holds when the changes
    are applied in the same transaction.
    """
    return conflicts(changes, _current(brain, changes))


def _apply_locked(
    brain: Brain,
    changes: Sequence[Change],
    actor: Actor,
    *,
    action: str | None = None,
    precondition: Precondition | None = None,
) -> list[BrainDocument | None]:
    with transaction.atomic(), write_path():
        brain_lock(brain)
        if precondition is not None:
            precondition()
        return _apply(brain, changes, actor, action=action)


def _current(brain: Brain, changes: Sequence[Change]) -> dict[str, Current]:
    rows = BrainDocument.objects.filter(
        brain_ref=brain, brain_id__in=involved_ids(changes)
    ).values_list("brain_id", "folder", "content_hash")
    return {
        brain_id: Current(document_relpath(folder, brain_id), content_hash)
        for brain_id, folder, content_hash in rows
    }


def _apply(
    brain: Brain,
    changes: Sequence[Change],
    actor: Actor,
    *,
    action: str | None = None,
    announced: tuple[set[str], set[str]] | None = None,
) -> list[BrainDocument | None]:
    """Check the change set by the store rules, then write it; the caller holds the lock.

    With `announced`, the ids changed and gone are added to it instead of being announced
    (the caller announces them once: `changes_apply_each`)."""
    rows = {
        row.brain_id: row
        for row in BrainDocument.objects.filter(brain_ref=brain, brain_id__in=involved_ids(changes))
    }
    current = {
        brain_id: Current(row.path, row.content_hash, _timeline_of(row))
        for brain_id, row in rows.items()
    }
    check_changes(changes, current)

    deleted = [rows[c.brain_id] for c in changes if c.document is None]
    if deleted:
        now = timezone.now()
        _insert(VERSIONS, [_version(brain, row, "delete", actor, now) for row in deleted])
        BrainDocument.objects.filter(pk__in=[row.pk for row in deleted]).delete()
    written = _write_rows(brain, changes, rows, actor, action)
    changed = {row.brain_id for row, was_written in written if row is not None and was_written}
    # Ids that no longer exist: deleted, or renamed away.
    gone = {c.brain_id for c in changes if not c.creates and c.new_id != c.brain_id}
    if announced is None:
        _announce(brain, actor, changed=sorted(changed), deleted=sorted(gone - changed))
    else:
        announced[0].update(changed)
        announced[1].update(gone)
    return [row for row, _ in written]


def _timeline_of(row: BrainDocument) -> tuple[TimelineEntry, ...]:
    """The stored document's timeline entries, from the row's `timeline` column (what the write
    path stored from the document itself), so checking the append-only rule parses nothing."""
    return tuple(
        TimelineEntry(entry["timestamp"], entry["id"], entry["source"], entry["text"])
        for entry in row.timeline or []
    )


def _announce(brain: Brain, actor: Actor, *, changed: list[str], deleted: list[str]) -> None:
    """Bump the change counter and notify listeners, in the caller's transaction.

    A save by the UI's editor also names its writer and editing session (`"by"`,
    `"session"`), so the editor that saved recognises its own change set (ui/live.py)."""
    if not changed and not deleted:
        return
    _announced[brain.pk] = next(_announcement_numbers)
    with connection.cursor() as cursor:
        cursor.execute(
            "UPDATE brains SET change_counter = change_counter + 1 WHERE id = %s "
            "RETURNING change_counter",
            [brain.pk],
        )
        (counter,) = cursor.fetchone()
        brain.change_counter = counter
        writer: dict[str, object] = {}
        if actor.editing_session and actor.user is not None:
            writer = {"by": actor.user.pk, "session": actor.editing_session}
        payload = json.dumps(
            {"brain": brain.pk, "counter": counter, "ids": changed, "deleted": deleted, **writer},
            separators=(",", ":"),
        )
        if len(payload.encode()) > NOTIFY_PAYLOAD_LIMIT:
            payload = json.dumps(
                {"brain": brain.pk, "counter": counter, "ids": None, "deleted": None, **writer},
                separators=(",", ":"),
            )
        cursor.execute("SELECT pg_notify(%s, %s)", [CHANGES_CHANNEL, payload])
    embeddings_after_commit(brain.pk)


def _write_rows(
    brain: Brain,
    changes: Sequence[Change],
    rows: dict[str, BrainDocument],
    actor: Actor,
    action_override: str | None = None,
) -> list[tuple[BrainDocument | None, bool]]:
    """Write every document of `changes` with a handful of queries, whatever their number.

    Returns, per change, its row (None for a delete) and whether it was written.
    """
    now = timezone.now()
    written: list[tuple[BrainDocument | None, bool]] = []
    created: list[tuple[BrainDocument, Document]] = []
    updated: list[BrainDocument] = []
    pending: list[tuple[BrainDocument, Document, str]] = []
    # Updated rows whose timeline or edges changed; the others keep their derived rows
    # (a rewrite of the compiled truth usually touches neither), saving four queries.
    stale_timeline: set[int] = set()
    stale_edges: set[int] = set()
    for change in changes:
        document = change.document
        if document is None:
            written.append((None, True))
            continue
        row = rows.get(change.brain_id) if not change.creates else None
        digest = content_hash(document)
        if (
            row is not None
            and row.content_hash == digest
            and row.brain_id == document.brain_id
            and row.folder == document.folder
        ):
            written.append((row, False))  # nothing changed: no version row
            continue
        fields = _stored(document).fields
        if row is None:
            action = "create"
            # Positional, in the model's field order: Django's fastest way to build one.
            row = BrainDocument(None, brain.pk, *fields, now, now)
            _BRAIN_REF.set_cached_value(row, brain)
            created.append((row, document))
        else:
            action = _update_action(row, document)
            updated.append(row)
            old_timeline = row.timeline
            try:
                old_edges: list[Edge] | None = derive_edges(document_from_row(row))
            except DocumentError:  # a row written around the write path: rebuild everything
                old_edges = None
            for name, value in zip(_FILLED, fields, strict=True):
                setattr(row, name, value)
            if row.timeline != old_timeline:
                stale_timeline.add(row.pk)
            if old_edges is None or list(_stored(document).edges) != [
                (e.target, e.type, e.context) for e in old_edges
            ]:
                stale_edges.add(row.pk)
        pending.append((row, document, action_override or action))
        written.append((row, True))
    # Updates (renames included) before inserts, so an id given up can be taken again.
    for row in updated:
        row.save()
    if stale_timeline:
        BrainTimelineEntry.objects.filter(document_id__in=stale_timeline).delete()
    if stale_edges:
        BrainEdge.objects.filter(source_id__in=stale_edges).delete()
    _insert_documents(created)
    new_rows = {row.pk for row, _ in created}
    timeline: list[tuple[Any, ...]] = []
    edges: list[tuple[Any, ...]] = []
    for row, document, _ in pending:
        pk = row.pk
        if pk in new_rows or pk in stale_timeline:
            timeline.extend((brain.pk, pk, *entry) for entry in _stored(document).timeline)
        if pk in new_rows or pk in stale_edges:
            edges.extend((brain.pk, pk, *edge) for edge in _stored(document).edges)
    _insert(TIMELINE, timeline)
    _insert(EDGES, edges)
    _insert(VERSIONS, [_version(brain, row, action, actor, now) for row, _, action in pending])
    return written


@dataclass(frozen=True)
class _Table:
    """A table the write path inserts into, and the columns its rows give, in order."""

    name: str
    columns: tuple[str, ...]


# Every column but the id; tests/store/test_write_rows.py holds these to the models.
DOCUMENTS: Final = _Table(
    BrainDocument._meta.db_table,
    (
        "brain_ref",
        "brain_id",
        "folder",
        "kind",
        "type",
        "status",
        "merged_into",
        "title",
        "aliases",
        "name_keys",
        "relations",
        "sources",
        "extra",
        "content",
        "body",
        "timeline",
        "format",
        "content_hash",
        "created",
        "updated",
        "created_at",
        "updated_at",
    ),
)
TIMELINE: Final = _Table(
    BrainTimelineEntry._meta.db_table,
    ("brain_ref", "document_id", "entry_id", "timestamp", "source_ref", "text", "position"),
)
EDGES: Final = _Table(
    BrainEdge._meta.db_table, ("brain_ref", "source_id", "target_id", "type", "context")
)
VERSIONS: Final = _Table(
    BrainDocumentVersion._meta.db_table,
    (
        "brain_ref",
        "brain_id",
        "document_id",
        "action",
        "content",
        "content_hash",
        "path",
        "actor_type",
        "actor_user_id",
        "actor_label",
        "actor_job_id",
        "editing_session",
        "created_at",
    ),
)


def _insert_documents(created: list[tuple[BrainDocument, Document]]) -> None:
    """Insert new document rows (each made from its document), giving each its id."""
    if not created:
        return
    values = [_document_values(row, document) for row, document in created]
    ids = _insert(DOCUMENTS, values, with_ids=True)
    for (row, _), pk in zip(created, ids, strict=True):
        row.pk = pk
        row._state.adding = False
        row._state.db = connection.alias


def _document_values(row: BrainDocument, document: Document) -> tuple[Any, ...]:
    """A new document row's values in DOCUMENTS' column order (JSON columns as JSON text);
    `row` was made from `document`'s fields."""
    aliases, relations, sources, extra, timeline = _stored(document).json
    return (
        row.brain_ref_id,
        row.brain_id,
        row.folder,
        row.kind,
        row.type,
        row.status,
        row.merged_into,
        row.title,
        aliases,
        row.name_keys,
        relations,
        sources,
        extra,
        row.content,
        row.body,
        timeline,
        row.format,
        row.content_hash,
        row.created,
        row.updated,
        row.created_at,
        row.updated_at,
    )


def _insert(table: _Table, rows: list[tuple[Any, ...]], *, with_ids: bool = False) -> list[int]:
    """Insert rows given as value tuples in `table.columns` order: COPY for a batch, one
    INSERT for a few; with `with_ids`, the new ids in the rows' order.

    The rows are built as plain tuples rather than model instances: Django's per-field
    `pre_save` and adaptation cost more than the insert itself on a bulk import. COPY streams
    the rows, several times faster than binding them into an INSERT.
    """
    if not rows:
        return []
    name = connection.ops.quote_name(table.name)
    columns = ", ".join(connection.ops.quote_name(column) for column in table.columns)
    with connection.cursor() as cursor:
        if len(rows) < COPY_AFTER:
            placeholders = "(" + ", ".join(["%s"] * len(table.columns)) + ")"
            sql = f"INSERT INTO {name} ({columns}) VALUES " + ", ".join([placeholders] * len(rows))
            params = [value for row in rows for value in row]
            if not with_ids:
                cursor.execute(sql, params)
                return []
            # PostgreSQL returns the rows of a multi-row VALUES in order (bulk_create relies
            # on it too).
            cursor.execute(sql + " RETURNING id", params)
            return [pk for (pk,) in cursor.fetchall()]
        ids: list[int] = []
        if with_ids:  # ids first, from the table's sequence, as RETURNING would give them
            cursor.execute(
                "SELECT nextval(pg_get_serial_sequence(%s, 'id')) FROM generate_series(1, %s)",
                [table.name, len(rows)],
            )
            ids = [pk for (pk,) in cursor.fetchall()]
            columns = "id, " + columns
            rows = [(pk, *row) for pk, row in zip(ids, rows, strict=True)]
        sql = f"COPY {name} ({columns}) FROM STDIN"
        with connection.wrap_database_errors, cursor.cursor.copy(sql) as copy:
            for row in rows:
                copy.write_row(row)
        return ids


def _update_action(row: BrainDocument, document: Document) -> str:
    if document.status == "merged" and row.status != "merged":
        return "merge"
    if row.brain_id != document.brain_id or row.folder != document.folder:
        return "move"
    return "update"


# The row attributes a document sets, in the model's field order (after id and brain_ref).
_FILLED: Final = DOCUMENTS.columns[1:-2]
_BRAIN_REF: Final = BrainDocument._meta.get_field("brain_ref")


class _Stored(NamedTuple):
    """What the write path stores for a document, derived from it alone (`_stored`)."""

    fields: tuple[Any, ...]  # the values of `_FILLED`
    json: tuple[str, str, str, str, str]  # aliases, relations, sources, extra, timeline
    edges: tuple[tuple[str, str, str], ...]  # (target, type, context) of each outgoing edge
    # (entry_id, timestamp, source_ref, text, position) of each timeline row
    timeline: tuple[tuple[Any, ...], ...]


def document_rows_prepare(document: Document) -> None:
    """Derive what the write path stores for `document` now rather than when it is written:
    a bulk import's reading process calls it, off the writer's core (brain/importer.py). The
    rows written are the same either way."""
    _stored(document)


def _stored(document: Document) -> _Stored:
    """`_Stored` for `document`, derived once and kept on it (documents are immutable)."""
    known = document._stored.get("rows")
    if known is None:
        known = document._stored["rows"] = _derive(document)
    result: _Stored = known
    return result


def _derive(document: Document) -> _Stored:
    fields = _document_fields(document)
    by_name = dict(zip(_FILLED, fields, strict=True))
    json_values = (
        json.dumps(by_name["aliases"]),
        json.dumps(by_name["relations"]),
        json.dumps(by_name["sources"]),
        json.dumps(by_name["extra"], cls=DjangoJSONEncoder),
        json.dumps(by_name["timeline"]),
    )
    edges = tuple((edge.target, edge.type, edge.context) for edge in derive_edges(document))
    return _Stored(fields, json_values, edges, tuple(_timeline_entries(document)))


def _document_fields(document: Document) -> tuple[Any, ...]:
    """The values of `_FILLED` for `document`."""
    data = serialize_document(document)
    digest = content_hash(document)  # of `data`, computed once per document
    body = document.body.strip()
    return (
        document.brain_id,
        document.folder,
        document.kind,
        document.type,
        document.status,
        document.merged_into,
        document.title,
        document.aliases,
        sorted({name_key(name) for name in (document.title, *document.aliases)}),
        [relation.as_dict() for relation in document.relations],
        document.sources,
        _extra(document.meta),
        data.decode("utf-8"),
        body + "\n" if body else "",
        [entry.as_dict() for entry in document.timeline],
        original_format(document),  # pdf/docx evidence names its original
        digest,
        document.created,
        document.updated,
    )


def _extra(meta: dict[str, Any]) -> dict[str, Any]:
    """Unknown frontmatter keys as JSON values (YAML dates become ISO strings)."""
    extra = {key: value for key, value in meta.items() if key not in FRONTMATTER_KEYS}
    if not extra:
        return {}
    result: dict[str, Any] = json.loads(json.dumps(extra, cls=DjangoJSONEncoder))
    return result


def _timeline_entries(document: Document) -> list[tuple[Any, ...]]:
    """The document's timeline rows but their brain and document (TIMELINE's first columns)."""
    entries = []
    for position, entry in enumerate(document.timeline):
        timestamp = parse_timestamp(entry.timestamp)
        if timestamp is None:  # validation refuses these; never store a guess
            continue
        entries.append((entry.entry_id, timestamp, entry.source_ref, entry.text, position))
    return entries


def _version(
    brain: Brain, row: BrainDocument, action: str, actor: Actor, now: datetime
) -> tuple[Any, ...]:
    """A version row (VERSIONS' columns) recording `row` as it is now."""
    return (
        brain.pk,
        row.brain_id,
        row.pk,
        action,
        row.content,
        row.content_hash,
        document_relpath(row.folder, row.brain_id),
        actor.type,
        actor.user.pk if actor.user is not None else None,
        actor.label,
        actor.job_id,
        actor.editing_session,
        now,
    )
