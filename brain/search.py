"""The lexical index of each brain, kept in PostgreSQL and cached in every process.

A query must not rebuild the index (tokenizing every document) and must see every committed
write, its own included, in whichever process it runs. So:

- each process keeps, per brain, a `LexicalIndex` (the toolkit's one BM25 engine, the CLI's
  too: the stored segment as its base, read in place, and the documents changed since in an
  in-memory delta) with the content hash of every document it indexed and the brain's
  `change_counter` it is current for;
- before a query, one indexed read of the counter says whether anything changed (a store
  fresh from its access check passes the counter that check read instead, see
  `brain.store.DatabaseStore`); if it did,
  the brain's version rows (`brain_document_versions`) written since the last one the index
  applied name the documents that changed (every write of a document adds one, in commit
  order: writers hold the brain's lock), so only those rows are read and re-indexed or
  dropped, and only their edges are read again. A renamed document's old id is found through
  its row's primary key, which the index keeps per id. When the index's position in that log
  is unknown (the first build, or an index read inside a transaction), the ids and hashes of
  all the brain's rows (not their text) say what to re-index or drop instead;
- the index itself is kept in `brain_search_indexes` as a snapshot (`LexicalIndex.to_segment`:
  flat arrays in a bytea column, the same format as the CLI's cache, with the hashes),
  refreshed once it is SNAPSHOT_EVERY changes behind, so a process that
  starts (or meets a brain for the first time) loads it and applies the few changes since,
  instead of building the index from every document. An import or a sync that writes
  SNAPSHOT_EVERY documents or more also queues the `brain.search_index_refresh` task once it
  commits (`index_after_commit`, once per brain and transaction; an import asks once, at its
  end): a worker brings the snapshot up to date (`refresh_stored`), so the first query of a
  process that meets the brain afterwards loads it rather than indexing thousands of documents
  inside a request.

The counter is read before the rows, and the log's position before a full scan of them, so an
index is never marked newer than what it holds (a write committed in between only makes the
next query look again; re-applying a version whose content the index already holds is a
no-op).
"""

from __future__ import annotations

import mmap
import os
import re
import threading
from collections import OrderedDict
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from django.conf import settings
from django.db import IntegrityError, connection, transaction
from django.db.models import Q

from brain.models import (
    Brain,
    BrainDocument,
    BrainDocumentVersion,
    BrainEdge,
    BrainSearchIndex,
)
from brain.rows import document_from_row
from brain.schedule import SEARCH_INDEX_REFRESH_TASK, task_after_commit
from brain.toolkit.edges import CITES, Edge
from brain.toolkit.ranker import CandidateList, EdgeGraph, Hit, LexicalIndex, query, rank_document
from brain.toolkit.ranker.graph import NO_WORDS, context_words
from goat.db import fetch_prepared

SNAPSHOT_EVERY: Final = 200  # changes a stored snapshot may lag before it is rewritten
CACHED_BRAINS: Final = 64  # brains one process keeps indexes for (least recently used go)
_CHUNK: Final = 500


@dataclass
class BrainIndex:
    """One brain's index as a process holds it."""

    counter: int
    index: LexicalIndex
    hashes: dict[str, str]
    snapshot_counter: int
    edges: Edges | None = None  # loaded with the first refresh
    graph: EdgeGraph = field(default_factory=EdgeGraph)
    # The last version row applied (-1: unknown, scan every row's hash), and each indexed
    # document's row primary key (for renames), both ways.
    position: int = -1
    rows: dict[str, int] = field(default_factory=dict)  # id -> row pk
    ids: dict[int, str] = field(default_factory=dict)  # row pk -> id


class Edges:
    """The brain's edges by source, with the reverse adjacency, changed document by document."""

    def __init__(self) -> None:
        self.out: dict[str, list[tuple[str, str]]] = {}  # source -> [(target, type)]
        self.incoming: dict[str, dict[str, int]] = {}  # target -> {source: walkable edges}
        # source -> {target: the words around its links to it} (`EdgeGraph.described`)
        self.contexts: dict[str, dict[str, frozenset[str]]] = {}
        # A source's edges as `links_from` gives them (Edge objects, sorted), made the first
        # time a query returns the source and dropped when its edges change.
        self._links: dict[str, tuple[Edge, ...]] = {}

    def drop(self, source: str) -> None:
        self._links.pop(source, None)
        self.contexts.pop(source, None)
        for target, edge_type in self.out.pop(source, ()):
            if _walkable(source, target, edge_type):
                sources = self.incoming[target]
                sources[source] -= 1
                if not sources[source]:
                    del sources[source]
                    if not sources:
                        del self.incoming[target]

    def add(self, source: str, target: str, edge_type: str, context: str = "") -> None:
        self._links.pop(source, None)
        self.out.setdefault(source, []).append((target, edge_type))
        if context:
            words = self.contexts.setdefault(source, {})
            known = words.get(target)
            found = context_words(context)
            words[target] = found if known is None else known | found
        if _walkable(source, target, edge_type):
            sources = self.incoming.setdefault(target, {})
            sources[source] = sources.get(source, 0) + 1

    def neighbors(self, node: str) -> set[str]:
        found = {t for t, kind in self.out.get(node, ()) if _walkable(node, t, kind)}
        found.update(self.incoming.get(node, ()))
        return found

    def links_from(self, brain_ids: Sequence[str]) -> dict[str, list[Edge]]:
        """Each document's edges out, as `Store.links_from` gives them (by target, type)."""
        links = self._links
        found: dict[str, list[Edge]] = {}
        for brain_id in brain_ids:
            edges = links.get(brain_id)
            if edges is None:
                pairs = sorted(self.out.get(brain_id, ()))
                edges = links[brain_id] = tuple(Edge(brain_id, t, kind) for t, kind in pairs)
            found[brain_id] = list(edges)
        return found

    def triples(self) -> list[tuple[str, str, str]]:
        return [(s, t, kind) for s, pairs in self.out.items() for t, kind in pairs]

    def typed(self, node: str) -> dict[str, set[str]]:
        """The documents joined to this one, either way, with the types of the edges."""
        found: dict[str, set[str]] = {}
        for target, kind in self.out.get(node, ()):
            found.setdefault(target, set()).add(kind)
        for source in self.incoming.get(node, ()):
            for target, kind in self.out.get(source, ()):
                if target == node:
                    found.setdefault(source, set()).add(kind)
        return found

    def between(self, a: str, b: str) -> set[str]:
        """The types of the edges between two documents, either way."""
        found = {kind for target, kind in self.out.get(a, ()) if target == b}
        found.update(kind for target, kind in self.out.get(b, ()) if target == a)
        return found

    def context(self, source: str, target: str) -> frozenset[str]:
        """The words around the links from one document to another (`context_words`)."""
        return self.contexts.get(source, {}).get(target, NO_WORDS)

    def outgoing(self, node: str) -> dict[str, set[str]]:
        """The documents this one's own edges point at, with the types of those edges."""
        found: dict[str, set[str]] = {}
        for target, kind in self.out.get(node, ()):
            found.setdefault(target, set()).add(kind)
        return found

    def graph(self) -> EdgeGraph:
        return EdgeGraph.lazy(
            self.neighbors,
            self.triples,
            self.between,
            self.typed,
            context=self.context,
            outgoing=self.outgoing,
        )


def _walkable(source: str, target: str, edge_type: str) -> bool:
    return edge_type != CITES and source != target


_cache: OrderedDict[int, BrainIndex] = OrderedDict()
_cache_lock = threading.Lock()
_locks: dict[int, threading.Lock] = {}


def search(
    brain: Brain,
    text: str,
    *,
    limit: int,
    include_merged: bool,
    include_archived: bool,
    extra_lists: Sequence[CandidateList] = (),
    known_counter: int | None = None,
) -> tuple[list[Hit], dict[str, list[Edge]]]:
    """`query` over the brain's current index (see the module docstring), and each hit's
    links out as the same index holds them (the edges the graph walk used), so a query's links
    cost no SQL and always match its hits. `extra_lists` are fused with the lexical lists (the
    embeddings plane, brain/embeddings). `known_counter` is the brain's change counter as the
    caller just read it (with its access check), so it is not read again; None reads it."""
    with _lock_of(brain):
        entry = _current(brain, known_counter)
        hits = query(
            entry.index,
            entry.graph,
            text,
            limit=limit,
            include_merged=include_merged,
            include_archived=include_archived,
            extra_lists=extra_lists,
        )
        edges = entry.edges if entry.edges is not None else Edges()
        return hits, edges.links_from([hit.brain_id for hit in hits])


def held_tokens(brain: Brain, tokens: Iterable[str]) -> frozenset[str]:
    """The tokens some document of the brain has in its title, an alias or its text, by the
    brain's current index (`LexicalIndex.holds`)."""
    with _lock_of(brain):
        index = _current(brain).index
        return frozenset(token for token in tokens if index.holds(token))


def _lock_of(brain: Brain) -> threading.Lock:
    # One lock per brain and process: an index is refreshed and read by one thread at a time
    # (LexicalIndex changes must not run alongside queries).
    with _cache_lock:
        return _locks.setdefault(brain.pk, threading.Lock())


def _current(brain: Brain, known_counter: int | None = None) -> BrainIndex:
    """The brain's index, current as of the brain's committed change counter (hold its lock),
    or as of `known_counter`: an index already newer than that is used as it is."""
    counter = _counter(brain) if known_counter is None else known_counter
    with _cache_lock:
        entry = _cache.get(brain.pk)
        if entry is not None:
            _cache.move_to_end(brain.pk)
    if entry is None:
        entry = _load(brain)
    if entry.counter != counter and not (known_counter is not None and entry.counter > counter):
        _refresh(brain, entry, counter)
    with _cache_lock:
        _cache[brain.pk] = entry
        _cache.move_to_end(brain.pk)
        while len(_cache) > CACHED_BRAINS:
            _cache.popitem(last=False)
    return entry


def refresh_stored(brain: Brain) -> int:
    """Bring this process's index of the brain up to date and store it when the stored
    snapshot is older (what the `brain.search_index_refresh` task runs); the counter it is
    current for (-1 inside a transaction, which stores nothing)."""
    with _lock_of(brain):
        entry = _current(brain)
        if entry.counter >= 0 and entry.snapshot_counter != entry.counter:
            _save_snapshot(brain, entry)
        return entry.counter


def index_after_commit(brain_id: int, documents: int) -> bool:
    """After a bulk write of `documents` (written or deleted), queue the index task once the
    current transaction commits (at once outside one) when they are SNAPSHOT_EVERY or more;
    once per brain and transaction. True if a message was planned."""
    if documents < SNAPSHOT_EVERY:
        return False
    return task_after_commit(SEARCH_INDEX_REFRESH_TASK, brain_id)


def forget(brain_pk: int | None = None) -> None:
    """Drop cached indexes (all, or one brain's): the next query loads from the database."""
    with _cache_lock:
        if brain_pk is None:
            _cache.clear()
        else:
            _cache.pop(brain_pk, None)


def _counter(brain: Brain) -> int:
    # Plain SQL, prepared: this runs before every query, and the ORM's compiling (or the
    # server's planning) costs more than the read.
    rows = fetch_prepared(
        f"SELECT change_counter FROM {Brain._meta.db_table} WHERE id = %s", [brain.pk]
    )
    row = rows[0] if rows else None
    return int(row[0]) if row is not None and row[0] is not None else 0


def _load(brain: Brain) -> BrainIndex:
    for counter, segment in _stored_segments(brain):
        try:
            index = LexicalIndex.from_segment(segment)
            extra = index.stored_extra()
            # The segment's own dicts (JSON keys are strings), checked rather than copied (a
            # copy of each is tens of milliseconds at 100,000 documents); the entry owns them.
            hashes = extra["hashes"]
            if not isinstance(hashes, dict) or not _only_str(hashes.values()):
                continue
            entry = BrainIndex(-1, index, hashes, snapshot_counter=counter)
            rows = extra.get("rows")
            if (
                isinstance(extra.get("position"), int)
                and isinstance(rows, dict)
                and {type(v) for v in rows.values()} <= {int}
            ):
                entry.rows = rows
                entry.ids = {pk: brain_id for brain_id, pk in entry.rows.items()}
                if entry.rows.keys() == hashes.keys():
                    entry.position = extra["position"]
            if hashes.keys() == index.held_ids():
                return entry
        except (ValueError, KeyError, TypeError, AttributeError):
            pass  # not a segment this version reads: the next source, else build anew below
    return BrainIndex(-1, LexicalIndex(), {}, snapshot_counter=-1)


def _only_str(values: Iterable[Any]) -> bool:
    return {type(value) for value in values} <= {str}


def _stored_segments(brain: Brain) -> Iterator[tuple[int, Any]]:
    """The stored index's counter and segment: first its host copy, mapped (when kept and
    current), then, if the caller asks for more, its bytes from PostgreSQL."""
    table = BrainSearchIndex._meta.db_table
    refused = False  # a host copy the caller could not read: written again below
    if settings.SEARCH_INDEX_HOST_COPY:
        rows = fetch_prepared(
            f"SELECT counter, generation FROM {table} WHERE brain_ref = %s", [brain.pk]
        )
        if not rows:
            return
        mapped = _read_host_copy(brain, str(rows[0][1]))
        if mapped is not None:
            yield int(rows[0][0]), mapped
            refused = True
    # The segment's bytes in binary form (no hex to decode); its arrays are read in place.
    rows = fetch_prepared(
        f"SELECT counter, generation, segment FROM {table} WHERE brain_ref = %s",
        [brain.pk],
        binary=True,
    )
    if not rows:
        return
    counter, generation, segment = rows[0]
    segment = bytes(segment)
    if settings.SEARCH_INDEX_HOST_COPY:
        _write_host_copy(brain, str(generation), segment, replace=refused)
    yield int(counter), segment


_GENERATION_RE: Final = re.compile(r"[0-9a-f]{16}")


def _host_copy_dir(brain: Brain) -> Path:
    return (
        Path(settings.VAR_DIR)
        / "search-index"
        / str(connection.settings_dict["NAME"])
        / str(brain.pk)
    )


def _read_host_copy(brain: Brain, generation: str) -> mmap.mmap | None:
    """The host copy of this generation of the brain's segment, mapped; None without one."""
    if not _GENERATION_RE.fullmatch(generation):
        return None
    try:
        with open(_host_copy_dir(brain) / f"{generation}.bin", "rb") as file:
            return mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ)
    except (OSError, ValueError):
        return None


def _write_host_copy(
    brain: Brain, generation: str, segment: bytes, *, replace: bool = False
) -> None:
    """Keep this generation's copy (written aside, then renamed into place) and drop the
    brain's older ones; best effort: a process that cannot write one reads PostgreSQL."""
    if not _GENERATION_RE.fullmatch(generation):
        return
    folder = _host_copy_dir(brain)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / f"{generation}.bin"
        if replace or not target.exists():
            temporary = folder / f".{generation}.{os.getpid()}.{threading.get_ident()}.tmp"
            temporary.write_bytes(segment)
            temporary.replace(target)
        for other in folder.glob("*.bin"):
            if other != target:
                other.unlink(missing_ok=True)
    except OSError:
        pass


def _refresh(brain: Brain, entry: BrainIndex, counter: int) -> None:
    fresh: Iterable[BrainDocument]
    if entry.position >= 0:
        position, removed, rows = _changed_since(brain, entry)
        stale = [row.brain_id for row in rows]
        fresh = rows
    else:
        position, removed, stale = _changed_all(brain, entry)
        fresh = (
            row
            for start in range(0, len(stale), _CHUNK)
            for row in BrainDocument.objects.filter(
                brain_ref=brain, brain_id__in=stale[start : start + _CHUNK]
            )
        )
    for brain_id in removed:
        entry.index.remove(brain_id)
        del entry.hashes[brain_id]
        pk = entry.rows.pop(brain_id, None)
        if pk is not None and entry.ids.get(pk) == brain_id:
            del entry.ids[pk]
    for row in fresh:
        entry.index.add(rank_document(document_from_row(row)))
        entry.hashes[row.brain_id] = row.content_hash
        entry.rows[row.brain_id] = row.pk
        entry.ids[row.pk] = row.brain_id
    edges = BrainEdge.objects.filter(brain_ref=brain)
    if entry.edges is None:
        entry.edges = Edges()
        for source, target, edge_type, context in edges.values_list(
            "source__brain_id", "target_id", "type", "context"
        ):
            entry.edges.add(source, target, edge_type, context)
    else:
        for brain_id in (*removed, *stale):
            entry.edges.drop(brain_id)
        for start in range(0, len(stale), _CHUNK):
            chunk = stale[start : start + _CHUNK]
            for source, target, edge_type, context in edges.filter(
                source__brain_id__in=chunk
            ).values_list("source__brain_id", "target_id", "type", "context"):
                entry.edges.add(source, target, edge_type, context)
    entry.graph = entry.edges.graph()
    if connection.in_atomic_block:
        # Read inside a transaction, which may hold writes that never commit: trust the rows'
        # hashes, not the counter or the log, next time (a rolled-back write leaves the
        # counter as it was, and a later write could bring it back to this value with other
        # contents; the rolled-back version rows are gone, so the log cannot undo them).
        entry.counter = -1
        entry.position = -1
        return
    entry.counter = counter
    entry.position = position
    if counter - entry.snapshot_counter >= SNAPSHOT_EVERY or entry.snapshot_counter < 0:
        _save_snapshot(brain, entry)


def _changed_all(brain: Brain, entry: BrainIndex) -> tuple[int, list[str], list[str]]:
    """The log's position, and what to drop and re-index, from every row's id and hash."""
    position = _last_version(brain)
    current: dict[str, str] = {}
    for pk, brain_id, digest in BrainDocument.objects.filter(brain_ref=brain).values_list(
        "pk", "brain_id", "content_hash"
    ):
        current[brain_id] = digest
        if entry.hashes.get(brain_id) == digest:
            entry.rows[brain_id] = pk
            entry.ids[pk] = brain_id
    removed = list(entry.hashes.keys() - current.keys())
    stale = [i for i, digest in current.items() if entry.hashes.get(i) != digest]
    return position, removed, stale


def _changed_since(brain: Brain, entry: BrainIndex) -> tuple[int, list[str], list[BrainDocument]]:
    """The log's position, what to drop and the rows to re-index, from the versions since
    `position`: their ids, the ids their rows had (a rename), and those rows now."""
    position = entry.position
    named: set[str] = set()
    pks: set[int] = set()
    for number, brain_id, pk in BrainDocumentVersion.objects.filter(
        brain_ref=brain, pk__gt=entry.position
    ).values_list("pk", "brain_id", "document_id"):
        position = max(position, number)
        named.add(brain_id)
        if pk is not None:
            pks.add(pk)
            if pk in entry.ids:
                named.add(entry.ids[pk])
    if not named:
        return position, [], []
    rows = list(
        BrainDocument.objects.filter(Q(brain_id__in=named) | Q(pk__in=pks), brain_ref=brain)
    )
    current = {row.brain_id for row in rows}
    for row in rows:  # a row that kept its content may still have a new id or a new pk
        if entry.rows.get(row.brain_id) != row.pk and row.brain_id in entry.hashes:
            entry.rows[row.brain_id] = row.pk
            entry.ids[row.pk] = row.brain_id
    removed = [i for i in named if i in entry.hashes and i not in current]
    fresh = [row for row in rows if entry.hashes.get(row.brain_id) != row.content_hash]
    return position, removed, fresh


def _last_version(brain: Brain) -> int:
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT coalesce(max(id), 0) FROM {BrainDocumentVersion._meta.db_table}"
            " WHERE brain_ref = %s",
            [brain.pk],
        )
        row = cursor.fetchone()
    return int(row[0]) if row is not None else 0


def _save_snapshot(brain: Brain, entry: BrainIndex) -> None:
    generation = os.urandom(8).hex()
    segment = entry.index.to_segment(
        {"hashes": entry.hashes, "position": entry.position, "rows": entry.rows},
        generation=generation,
    )
    try:
        with transaction.atomic():
            BrainSearchIndex.objects.update_or_create(
                brain_ref=brain,
                defaults={"counter": entry.counter, "segment": segment, "generation": generation},
            )
    except IntegrityError:
        return  # another process stored one at the same moment: theirs will do
    entry.snapshot_counter = entry.counter
    # The stored segment becomes this process's base too: the delta the changes built up goes,
    # and the index holds the arrays it just wrote (read in place) instead of their maps.
    entry.index = LexicalIndex.from_segment(segment)
    if settings.SEARCH_INDEX_HOST_COPY:
        _write_host_copy(brain, generation, segment)
