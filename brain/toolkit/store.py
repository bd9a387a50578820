"""The store contract: what every place a brain lives in (a directory, the database) promises.

Commands read through a `Store` and hand their writes to `Store.apply` as a list of `Change`s,
applied all or nothing. Which change sets a store must refuse is decided here, once, by the
pure function `check_changes` over what the store holds now for the ids involved; both stores call
it holding their brain's lock, so the answer still holds when they write. A contract test
suite (tests/contract/) runs the same cases against both stores.

The rules:
- a change that `creates` a document is refused when its id is taken (`already_exists`);
- any other change updates (or, without a document, deletes) the document `brain_id`: refused
  when that document is gone (`not_found`), and as a stale write (with the current hash) when
  `expected_hash` is given and differs, or `previous_path` is given and it has moved since;
- a change that writes a document under another id (a rename) is refused when that id is
  taken, unless the same change set frees it (renames or deletes its holder);
- no change set writes one id twice;
- a change that updates a document keeps its timeline append-only (docs/format.md): it may
  add entries where their time belongs, never delete, edit or reorder one
  (`timeline_append_only`), unless the change says otherwise (`Change.timeline_rule`: a
  rename or merge re-keys and retargets entries, a restore or import replaces them).
Documents are validated (`check_document`) before anything is written.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from .document import Document, content_hash
from .edges import Edge
from .errors import (
    ALREADY_EXISTS,
    MSG_WRITTEN_TWICE,
    CommandError,
    DocumentExists,
    DocumentGone,
    StaleWrite,
)
from .timeline import APPEND_ONLY, TimelineEntry, timeline_breach
from .validation import check_document

if TYPE_CHECKING:
    from .retrieval import SearchResult


@dataclass
class Stored:
    """A document as stored, with its path; its hash is computed on demand."""

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


class NamedDocument(NamedTuple):
    """A document's names (title and aliases) with what tells it apart: what `names` lists.
    The folder says whether a draft is still waiting in inbox/ to be filed, which no other
    text should link to (`brain.toolkit.mentions`)."""

    brain_id: str
    title: str
    aliases: tuple[str, ...]
    kind: str
    type: str
    status: str
    folder: str


@dataclass(frozen=True)
class Current:
    """What a store holds now under one id; `timeline` its entries, when the store read them
    (the append-only rule is checked against them)."""

    path: str
    hash: str
    timeline: tuple[TimelineEntry, ...] | None = None


@dataclass(frozen=True, kw_only=True)
class Change:
    """One document to create, update, rename, move or delete (see the module docstring).

    `brain_id` is the id the writer read (for a create: the new id); `document` is the new
    content, whose id may differ (a rename), or None to delete. `timeline_rule` says how it may
    change the document's timeline (`brain.toolkit.timeline`: append-only unless the writer is
    a rename, a merge, a restore or an import).
    """

    brain_id: str
    document: Document | None
    creates: bool = False
    expected_hash: str | None = None
    previous_path: str | None = None
    timeline_rule: str = APPEND_ONLY

    @classmethod
    def create(cls, document: Document) -> Change:
        return cls(brain_id=document.brain_id, document=document, creates=True)

    @classmethod
    def replace(
        cls, stored: Stored, document: Document | None, *, timeline_rule: str = APPEND_ONLY
    ) -> Change:
        """Replace (or, with None, delete) a document as it was read: path and hash checked."""
        return cls(
            brain_id=stored.document.brain_id,
            document=document,
            expected_hash=stored.hash,
            previous_path=stored.path,
            timeline_rule=timeline_rule,
        )

    @property
    def new_id(self) -> str | None:
        return self.document.brain_id if self.document is not None else None


def involved_ids(changes: Sequence[Change]) -> set[str]:
    """The ids whose current state decides whether `changes` may be applied."""
    ids = {c.brain_id for c in changes}
    ids.update(c.document.brain_id for c in changes if c.document is not None)
    return ids


def conflicts(changes: Sequence[Change], current: Mapping[str, Current]) -> list[CommandError]:
    """Every change refused as gone, stale or taken, given `current` (id -> what is stored)."""
    return _stale(changes, current) + _taken(changes, current)


def check_changes(changes: Sequence[Change], current: Mapping[str, Current]) -> None:
    """Raise the first reason to refuse `changes`: stale or gone, then invalid, then a
    timeline that is not append-only, then taken."""
    for error in _stale(changes, current):
        raise error
    for change in changes:
        if change.document is not None:
            check_document(change.document, file_stem=change.document.brain_id)
    for error in _rewritten_timelines(changes, current):
        raise error
    for error in _taken(changes, current):
        raise error


def _rewritten_timelines(
    changes: Sequence[Change], current: Mapping[str, Current]
) -> list[CommandError]:
    """Updates whose new timeline is not the stored one with entries added."""
    errors: list[CommandError] = []
    for change in changes:
        now = current.get(change.brain_id)
        if change.creates or change.document is None or now is None or now.timeline is None:
            continue
        breach = timeline_breach(
            change.document.brain_id,
            list(now.timeline),
            change.document.timeline,
            change.timeline_rule,
        )
        if breach is not None:
            errors.append(breach)
    return errors


def _stale(changes: Sequence[Change], current: Mapping[str, Current]) -> list[CommandError]:
    errors: list[CommandError] = []
    for change in changes:
        if change.creates:
            continue
        now = current.get(change.brain_id)
        if now is None:
            errors.append(DocumentGone(change.brain_id))
            continue
        moved = change.previous_path is not None and change.previous_path != now.path
        changed = change.expected_hash is not None and change.expected_hash != now.hash
        if moved or changed:
            errors.append(
                StaleWrite(
                    change.brain_id,
                    expected_hash=change.expected_hash if changed else None,
                    current_hash=now.hash,
                    moved_to=now.path,
                )
            )
    return errors


def _taken(changes: Sequence[Change], current: Mapping[str, Current]) -> list[CommandError]:
    # Ids a change gives up: deleted, or renamed away.
    freed = {c.brain_id for c in changes if not c.creates and c.new_id != c.brain_id}
    errors: list[CommandError] = []
    written: set[str] = set()
    for change in changes:
        new_id = change.new_id
        if new_id is None:
            continue
        if new_id in written:
            errors.append(CommandError(ALREADY_EXISTS, MSG_WRITTEN_TWICE.format(id=new_id)))
        written.add(new_id)
        keeps_own_id = not change.creates and new_id == change.brain_id
        holder = current.get(new_id)
        if not keeps_own_id and holder is not None and new_id not in freed:
            errors.append(DocumentExists(new_id, holder.path))
    return errors


class Store(Protocol):
    """Where a brain's documents live: a directory for the CLI, the database for the server."""

    def get(self, brain_id: str) -> Stored | None: ...

    def get_many(self, brain_ids: Sequence[str]) -> dict[str, Stored]:
        """The named documents that exist, by id (one read for the lot where the store can)."""
        ...

    def bodies(self, brain_ids: Sequence[str]) -> dict[str, str]:
        """The markdown body of each named document that exists, by id: what a query's
        snippets are cut from (the database reads that column alone, in one query)."""
        ...

    def documents(self) -> Iterable[Stored]: ...

    def summaries(self) -> Iterable[DocumentSummary]:
        """Every document's summary in path order, as `documents` would give (cheaper)."""
        ...

    def referrers(self, brain_id: str) -> list[Edge]:
        """Edges from other documents (and the document itself) to `brain_id`, by source id,
        then type (so `get` and `delete` answer alike from every store)."""
        ...

    def links_from(self, brain_ids: Sequence[str]) -> dict[str, list[Edge]]:
        """Each named document's edges out (page links, relations, citations), by target then
        type; a document that does not exist maps to no edges."""
        ...

    def named(self, name: str) -> list[Stored]:
        """Documents other than tombstones whose title or an alias has `name_key(name)`."""
        ...

    def names(self) -> list[NamedDocument]:
        """The title and aliases of every document other than a tombstone, in path order."""
        ...

    def tombstones_of(self, brain_id: str) -> list[str]:
        """Ids of the documents whose `mergedInto` is `brain_id`, sorted."""
        ...

    def folders(self) -> list[str]: ...

    def create_folder(self, folder: str) -> bool: ...

    def locked(self) -> AbstractContextManager[None]:
        """Hold the brain's write lock: a command reads and applies under it (re-entrant)."""
        ...

    def apply(self, changes: Sequence[Change]) -> dict[str, str]:
        """Check `changes` (`check_changes`), then write them all; returns id -> new hash."""
        ...

    def search(
        self, text: str, *, limit: int, include_merged: bool, include_archived: bool
    ) -> SearchResult:
        """The best `limit` hits for `text`, with the retrieval planes that produced them."""
        ...

    def held(self, tokens: Collection[str]) -> frozenset[str]:
        """The tokens (as `ranker.tokenize` reads text) that some document's title, an alias or
        its text has, by the brain's lexical index: what the brain holds any word on."""
        ...

    def diagnose(self) -> dict[str, Any]:
        """The doctor's report (docs/format.md) over this store's documents."""
        ...
