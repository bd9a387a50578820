"""The commands that change more than one document: merge and move (rename).

Both rewrite every other document that names the one they change (page and evidence links,
relations, `mergedInto`), and hand everything to `Store.apply` as one change set, applied all
or nothing. The caller holds the store's lock from the first read to the write, so a link
written meanwhile by someone else cannot be missed.

Merge (docs/cli.md): SOURCE and TARGET are live pages (draft or active) of the same type.
SOURCE becomes a tombstone (`status: merged`, `mergedInto: TARGET`, no aliases or relations);
its title and aliases, relations and sources fold into TARGET, and its timeline entries are
appended to TARGET's (ids recomputed for TARGET). With `without_names` SOURCE's title and
aliases are left out: a capture folded into the page it is about is no name of that page.
Links between the two never become self-links: TARGET's relations to SOURCE and SOURCE's
relations to TARGET are dropped (and listed as removed), and TARGET's compiled-truth links to
SOURCE become their plain label text; a timeline entry is never edited, so an entry's link to
SOURCE (TARGET's own, or one folded in) points at TARGET instead, its words kept and its id
recomputed. Every other document's link, relation and `mergedInto` naming
SOURCE is retargeted (a timeline entry whose links change gets its id recomputed, since the id
hashes the text). The result says what was folded, retargeted and removed; `dry_run` computes
it without writing.
"""

from __future__ import annotations

from typing import Any, Final

from ..document import Document
from ..errors import bad_argument
from ..links import Link, map_links, rewrite_link_targets
from ..schemas import name_key
from ..store import Change, Store, Stored
from ..timeline import (
    RELINK,
    TimelineEntry,
    append_timeline_entry,
    parse_timeline,
    split_body,
    timeline_entry_id,
)
from ..tree import document_relpath
from .arguments import (
    check_expected,
    check_folder,
    check_id,
    resolve,
    touch,
)

LIVE_STATUSES: Final = ("draft", "active")

MSG_MERGE_SELF: Final = "cannot merge {id!r} into itself"
MSG_MERGE_KIND: Final = "only pages merge; {id!r} is evidence"
MSG_MERGE_TYPE: Final = (
    "{source!r} is a {source_type} and {target!r} a {target_type}; only pages of the same type "
    "merge (change one's type with set --type first if they really are the same thing)"
)
MSG_MERGE_NOT_LIVE: Final = "{id!r} is {status}; only live pages (draft or active) merge"
MSG_MERGE_TOMBSTONE: Final = "{id!r} is already merged into {into!r}; it cannot merge again"
MSG_MERGE_TARGET_MERGED: Final = "{id!r} is itself merged into {into!r}; merge into that instead"
MSG_MOVE_NOTHING: Final = "nothing to move: give --folder or --to"


def _retarget_links(text: str, old: str, new: str) -> str:
    return rewrite_link_targets(rewrite_link_targets(text, "page", old, new), "evidence", old, new)


def _retarget_body(document: Document, old: str, new: str) -> str:
    """The body with links naming `old` pointing at `new`, in both zones.

    A timeline entry's id is a hash of its text (docs/format.md), so an entry whose links change
    gets its id recomputed, as merge does for the entries it folds; its timestamp, source and
    wording stay as they were.
    """
    truth, zone = split_body(document.body)
    new_truth = _retarget_links(truth, old, new)
    if zone is None:
        return new_truth
    heading_end = len(truth) + len(document.body[len(truth) :].split("\n", 1)[0]) + 1
    heading = document.body[len(truth) : heading_end]
    new_zone = zone
    for entry in parse_timeline(zone)[0]:
        text = _retarget_links(entry.text, old, new)
        if text == entry.text:
            continue
        entry_id = timeline_entry_id(document.brain_id, entry.timestamp, entry.source_ref, text)
        rewritten = TimelineEntry(entry.timestamp, entry_id, entry.source_ref, text)
        new_zone = new_zone.replace(entry.render(), rewritten.render(), 1)
    return new_truth + heading + new_zone


def retarget(document: Document, old: str, new: str) -> Document:
    """`document` with every link, relation and mergedInto naming `old` pointing at `new`."""
    body = _retarget_body(document, old, new)
    changes: dict[str, Any] = {}
    relations = [r.as_dict() for r in document.relations]
    if any(r["target"] == old for r in relations):
        retargeted = [{**r, "target": new} if r["target"] == old else r for r in relations]
        changes["relations"] = _unique(retargeted)
    if document.merged_into == old:
        changes["mergedInto"] = new
    if body == document.body and not changes:
        return document
    return touch(document.with_body(body).with_meta(**changes))


def _unique(items: list[Any]) -> list[Any]:
    kept: list[Any] = []
    for item in items:
        if item not in kept:
            kept.append(item)
    return kept


def _retarget_referrers(
    store: Store, old: str, new: str, skip: set[str]
) -> tuple[list[Change], list[str]]:
    """Changes pointing every document that names `old` at `new` (besides `skip`)."""
    changes: list[Change] = []
    retargeted: list[str] = []
    named_by = {e.source for e in store.referrers(old)} | set(store.tombstones_of(old))
    for referrer_id in sorted(named_by - skip):
        stored = store.get(referrer_id)
        if stored is None:
            continue
        updated = retarget(stored.document, old, new)
        if updated is not stored.document:
            # Entries whose links name `old` get new link targets and ids, nothing else.
            changes.append(Change.replace(stored, updated, timeline_rule=RELINK))
            retargeted.append(referrer_id)
    return changes, retargeted


def _check_mergeable(source: Stored, target: Stored) -> None:
    source_doc, target_doc = source.document, target.document
    if source_doc.brain_id == target_doc.brain_id:
        raise bad_argument(MSG_MERGE_SELF.format(id=source_doc.brain_id))
    for document in (source_doc, target_doc):
        if document.kind != "page":
            raise bad_argument(MSG_MERGE_KIND.format(id=document.brain_id))
    if source_doc.status == "merged":
        raise bad_argument(
            MSG_MERGE_TOMBSTONE.format(id=source_doc.brain_id, into=source_doc.merged_into)
        )
    if target_doc.status == "merged":
        raise bad_argument(
            MSG_MERGE_TARGET_MERGED.format(id=target_doc.brain_id, into=target_doc.merged_into)
        )
    for document in (source_doc, target_doc):
        if document.status not in LIVE_STATUSES:
            raise bad_argument(
                MSG_MERGE_NOT_LIVE.format(id=document.brain_id, status=document.status)
            )
    if source_doc.type != target_doc.type:
        raise bad_argument(
            MSG_MERGE_TYPE.format(
                source=source_doc.brain_id,
                source_type=source_doc.type,
                target=target_doc.brain_id,
                target_type=target_doc.type,
            )
        )


def _fold(
    source: Document, target: Document, *, names: bool = True
) -> tuple[Document, dict[str, Any], dict[str, Any]]:
    """TARGET with SOURCE folded in: (document, what was folded, what was removed).
    `names` False keeps SOURCE's title and aliases out of TARGET's aliases."""
    source_id, target_id = source.brain_id, target.brain_id
    aliases, folded_aliases = _folded_names(source, target) if names else (target.aliases, [])

    own = [r.as_dict() for r in target.relations]
    removed_relations = [r for r in own if r["target"] == source_id]
    relations = [r for r in own if r["target"] != source_id]
    folded_relations = []
    for relation in (r.as_dict() for r in source.relations):
        if relation["target"] in (source_id, target_id):
            removed_relations.append(relation)  # it would become a self-relation
        elif relation not in relations:
            relations.append(relation)
            folded_relations.append(relation)

    folded_sources = [s for s in dict.fromkeys(source.sources) if s not in target.sources]
    sources = [*target.sources, *folded_sources]

    unlinked: list[str] = []

    def plain(link: Link) -> str | None:
        if link.kind != "page" or link.target != source_id:
            return None
        text = link.label if link.label else source.title
        unlinked.append(text)
        return text

    # In the compiled truth a link to SOURCE becomes its label; a timeline entry's words stay
    # as they were written (entries are never edited), so its link to SOURCE points at TARGET
    # instead, and the entry is re-keyed (its id hashes its text).
    truth, zone = split_body(target.body)
    body = map_links(truth, plain) + _retarget_body(target, source_id, target_id)[len(truth) :]
    folded_entries = []
    for entry in source.timeline:
        text = _retarget_links(entry.text, source_id, target_id)
        moved = TimelineEntry(
            entry.timestamp,
            timeline_entry_id(target_id, entry.timestamp, entry.source_ref, text),
            entry.source_ref,
            text,
        )
        body, appended = append_timeline_entry(body, moved)
        if appended:
            folded_entries.append(moved.entry_id)

    document = target.with_body(body).with_meta(
        aliases=list(aliases), relations=relations, sources=sources
    )
    folded = {
        "aliases": folded_aliases,
        "relations": folded_relations,
        "sources": folded_sources,
        "timeline": folded_entries,
    }
    removed = {"relations": removed_relations, "links": unlinked}
    return document, folded, removed


def _folded_names(source: Document, target: Document) -> tuple[list[str], list[str]]:
    """TARGET's aliases with SOURCE's title and aliases added (names it has are skipped),
    and the names added: two pages of one entity share their names."""
    names = {name_key(target.title), *(name_key(a) for a in target.aliases)}
    aliases = list(target.aliases)
    folded = []
    for name in (source.title, *source.aliases):
        if name_key(name) not in names:
            names.add(name_key(name))
            aliases.append(name)
            folded.append(name)
    return aliases, folded


def cmd_merge(
    store: Store,
    source_ref: str,
    target_ref: str,
    *,
    dry_run: bool = False,
    source_hash: str | None = None,
    target_hash: str | None = None,
    without_names: bool = False,
) -> dict[str, Any]:
    """Fold SOURCE into TARGET and leave SOURCE as a tombstone (see the module docstring).

    `source_hash` / `target_hash`: the content hashes the caller read (stale_write otherwise).
    `without_names`: SOURCE's title and aliases are not names of TARGET (a folded capture).
    """
    source = resolve(store, source_ref)
    target = resolve(store, target_ref)
    check_expected(source, source_hash)
    check_expected(target, target_hash)
    _check_mergeable(source, target)
    source_id, target_id = source.document.brain_id, target.document.brain_id
    tombstone = touch(
        source.document.with_meta(
            status="merged", mergedInto=target_id, aliases=None, relations=None
        )
    )
    folded_target, folded, removed = _fold(
        source.document, target.document, names=not without_names
    )
    changes = [
        Change.replace(source, tombstone),
        # (RELINK: the target's entries that linked SOURCE now link it, re-keyed)
        Change.replace(target, touch(folded_target), timeline_rule=RELINK),
    ]
    more, retargeted = _retarget_referrers(store, source_id, target_id, {source_id, target_id})
    changes += more
    hashes = {} if dry_run else store.apply(changes)
    return {
        "merged": source_id,
        "into": target_id,
        "applied": not dry_run,
        "folded": folded,
        "retargeted": retargeted,
        "removed": removed,
        "hashes": hashes,
    }


def rekey_timeline(body: str, new_id: str) -> str:
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
        raise bad_argument(MSG_MOVE_NOTHING)
    stored = resolve(store, ref)
    check_expected(stored, expected_hash)
    old_id = stored.document.brain_id
    target_folder = check_folder(folder) if folder is not None else stored.document.folder
    target_id = check_id(new_id) if new_id is not None else old_id
    document = stored.document.with_folder(target_folder)
    changes: list[Change] = []
    retargeted: list[str] = []
    if target_id != old_id:
        body = rekey_timeline(document.body, target_id)
        document = retarget(document.with_body(body).with_meta(id=target_id), old_id, target_id)
        changes, retargeted = _retarget_referrers(store, old_id, target_id, {old_id})
    # A rename re-keys the entries (their ids hash the document id): RELINK, not a rewrite.
    changes.insert(0, Change.replace(stored, touch(document), timeline_rule=RELINK))
    hashes = store.apply(changes)
    return {
        "id": target_id,
        "from": stored.path,
        "to": document_relpath(target_folder, target_id),
        "retargeted": retargeted,
        "hashes": hashes,
    }
