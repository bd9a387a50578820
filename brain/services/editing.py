"""Editing services any UI can call: save a document's edited text, restore an old version.

Both write through the one write path (`document_write`) with the content hash the editor
started from, so an edit or a restore over a document that changed meanwhile is refused
(`StaleWrite`, with the current hash) and nothing is written.

Autosaves coalesce: a save whose actor names an editing session (`Actor.editing_session`) and
whose user and session match the document's latest version, an update that is still the
document's current text, replaces that version: the new version row is inserted and the one it
supersedes deleted, in the same transaction under the brain's lock. The new row has a higher id,
so processes that follow the version log (the lexical index in brain/search.py) see it as one
more change of the document; the version count, and so the new version's number ("version 3 of
sarah-chen"), stay what they were, and its diff is against the version before the session's
first save. Refusals are the toolkit's
errors (`CommandError`, `DocumentError`), in the toolkit's words. Each call owns its
transaction (joining the caller's when there is one). Access is the caller's business: get
the brain and the actor from `brain.store.store_for_user` first.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from django.db import transaction

from brain.models import Brain, BrainDocument, BrainDocumentVersion
from brain.services.documents import Actor, brain_lock, document_write, version_supersede
from brain.services.history import version_label
from brain.toolkit.commands.arguments import touch
from brain.toolkit.document import content_hash, parse_document
from brain.toolkit.errors import DocumentGone, bad_argument
from brain.toolkit.timeline import REPLACE
from brain.toolkit.tree import document_relpath

MSG_ID_CHANGED: Final = (
    "the id in the frontmatter is {new!r} but this document is {old!r}; rename documents "
    "with the Move… action, which also rewrites the links to them"
)
MSG_RESTORE_OTHER_ID: Final = (
    "{version} is of {old!r}, but the document is now {new!r}; restore is not possible "
    "across a rename"
)
MSG_RESTORE_LABEL: Final = "restore of {version}"


@dataclass(frozen=True)
class Saved:
    """What a save did: the document as it is now, and whether the save changed it."""

    document: BrainDocument
    changed: bool
    coalesced: bool = False  # the save replaced the session's previous version


def _session_version(
    row: BrainDocument, actor: Actor, expected_hash: str
) -> BrainDocumentVersion | None:
    """The document's latest version when a save by `actor` may replace it: an update by the
    same user in the same editing session, still the document's current text."""
    if not actor.editing_session or actor.user is None:
        return None
    latest = (
        BrainDocumentVersion.objects.filter(document=row).order_by("-created_at", "-id").first()
    )
    if (
        latest is None
        or latest.action != BrainDocumentVersion.Action.UPDATE
        or latest.editing_session != actor.editing_session
        or latest.actor_type != actor.type
        or latest.actor_user_id != actor.user.pk
        or latest.content_hash != row.content_hash
        or row.content_hash != expected_hash
    ):
        return None
    return latest


def document_save_text(
    *, brain: Brain, brain_id: str, text: str, expected_hash: str, actor: Actor
) -> Saved:
    """Write a document's edited text (frontmatter and body) over it.

    The text keeps the document's id and folder (renames and moves are the move command's).
    Text whose canonical form is what the editor started from (`expected_hash`) changes
    nothing: no write, no version. Otherwise `updated` is stamped now and the document is
    written with `expected_hash`; a stale hash raises `StaleWrite`. A save in the editing
    session that wrote the latest version replaces that version (the module's docstring).
    """
    with transaction.atomic():
        # Taken first so the latest version read below is still the latest when it is replaced.
        brain_lock(brain)
        row = BrainDocument.objects.filter(brain_ref=brain, brain_id=brain_id).first()
        if row is None:
            raise DocumentGone(brain_id)
        document = parse_document(text.replace("\r\n", "\n"), folder=row.folder, path=row.path)
        if document.brain_id != brain_id:
            raise bad_argument(MSG_ID_CHANGED.format(new=document.brain_id, old=brain_id))
        if content_hash(document) == expected_hash:
            return Saved(row, changed=False)
        superseded = _session_version(row, actor, expected_hash)
        written = document_write(
            brain=brain, document=touch(document), expected_hash=expected_hash, actor=actor
        )
        coalesced = False
        if superseded is not None:
            newest = BrainDocumentVersion.objects.filter(document=written).latest("id")
            if newest.action == BrainDocumentVersion.Action.UPDATE:
                version_supersede(brain=brain, version=superseded)
                coalesced = True
    return Saved(written, changed=True, coalesced=coalesced)


def version_restore(
    *, version: BrainDocumentVersion, expected_hash: str | None, actor: Actor
) -> BrainDocument:
    """Write an old version's text back, byte for byte, as a `restore` version.

    Over the document as it is now (same id, its current folder, stale-checked against
    `expected_hash`), or, when the document was deleted, as a new document in the folder it
    had (refused if the id is taken again). The actor's label says which version was restored.
    """
    label = version_label(version)
    detail = MSG_RESTORE_LABEL.format(version=label)
    restorer = Actor(
        actor.type,
        actor.user,
        f"{actor.label}: {detail}" if actor.label else detail,
        actor.job_id,
    )
    with transaction.atomic():
        row = (
            BrainDocument.objects.filter(pk=version.document_id).first()
            if version.document_id is not None
            else None
        )
        if row is not None:
            folder, path = row.folder, row.path
        else:
            folder = version.path.rpartition("/")[0]
            path = document_relpath(folder, version.brain_id)
        document = parse_document(version.content, folder=folder, path=path)
        if row is not None and document.brain_id != row.brain_id:
            raise bad_argument(
                MSG_RESTORE_OTHER_ID.format(version=label, old=document.brain_id, new=row.brain_id)
            )
        return document_write(
            brain=version.brain_ref,
            document=document,
            expected_hash=expected_hash if row is not None else None,
            actor=restorer,
            action="restore",
            # The version log holds the text restored and every version after it: putting an
            # old text back is not an edit of the timeline (docs/format.md).
            timeline_rule=REPLACE,
        )
