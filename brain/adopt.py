"""`manage.py brain_import BRAIN VAULT --adopt`: `goat-brain adopt` into a brain in the database
(docs/adopt.md, "Into a brain in the database").

The planning is the folder command's own (`brain.toolkit.adopt.plan_adopt`: the same mapping,
ids, link rewriting and report); only what the brain holds and the writing differ. Which
document a note became is its `file:` source ref, as in a folder. What adopt last wrote is the
brain's `BrainAdoptState`, the database's `adopt.json`, saved after the writes; a run that
stopped before saving it is followed by one that reads the same from the version log (each
document's latest version written by adopt: actor `import`, label `adopt <vault>`). A document
whose content differs from what adopt wrote was edited in the brain since.

Writes go through the write path's batch mode (`changes_apply_each`), each naming the hash it
was planned against: a document changed between planning and writing is left as it is now and
reported, as in a folder. The vault is only read.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from brain.importer import BATCH_SIZE
from brain.models import (
    Brain,
    BrainAdoptState,
    BrainDocument,
    BrainDocumentVersion,
    BrainFile,
)
from brain.search import index_after_commit
from brain.services import Actor, changes_apply_each
from brain.services.files import file_store, original_add
from brain.toolkit.adopt import (
    FILE_PROVIDER,
    MAX_ATTACHMENT_BYTES,
    NOTE_RACE,
    Adder,
    BrainName,
    Existing,
    State,
    Target,
    add_documents,
    check_vault,
    file_ref,
    plan_adopt,
    scan_vault,
    state_from_bytes,
)
from brain.toolkit.document import Document, content_hash, parse_document
from brain.toolkit.errors import USAGE, CommandError
from brain.toolkit.files import UnsafePath, read_file
from brain.toolkit.links import unquote_path
from brain.toolkit.originals import FILE_CHANGED, document_id
from brain.toolkit.problems import DocumentError
from brain.toolkit.store import Change
from brain.toolkit.tree import document_relpath, split_relpath

ACTOR_TYPE: Final = "import"
LABEL_PREFIX: Final = "adopt "
ATTACHMENT_CHANGED: Final = (
    "{path} changed in the vault, but a stored file never changes: the brain keeps the bytes it "
    "has (give the new version another name)"
)
ATTACHMENT_KEPT: Final = "{path} left the vault; stored files are never deleted, it stays"
MSG_OTHER_VAULT: Final = "brain {brain} was adopted from {other}, not from {vault}"
NOTE_REFUSED: Final = "{path} was refused by the brain: {reason}"

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class _Row:
    pk: int
    brain_id: str
    path: str
    data: bytes
    sources: list[Any]
    title: str
    aliases: list[str]
    merged: bool


class DatabaseTarget(Target):
    """A brain's documents and stored files as adopt's planning sees them."""

    def __init__(self, brain: Brain, rows: list[_Row]) -> None:
        self.brain = brain
        self.rows = rows

    def existing(
        self, state: State, notes: list[str]
    ) -> tuple[dict[str, Existing], set[str], list[BrainName]]:
        refs = {file_ref(path): path for path in {*notes, *state.notes}}
        found: dict[str, Existing] = {}
        taken: set[str] = set()
        names: list[BrainName] = []
        for row in self.rows:
            taken.add(row.brain_id)
            made = False
            for ref in row.sources:
                note = refs.get(ref) if isinstance(ref, str) else None
                if note is not None:
                    made = True
                    found.setdefault(note, Existing(row.brain_id, row.path, row.data))
            if not made and not row.merged:
                names.append(BrainName(row.brain_id, row.title, tuple(row.aliases)))
        return found, taken, names

    def attachment(self, relpath: str) -> bytes | None:
        stored = BrainFile.objects.filter(brain_ref=self.brain, path=relpath).first()
        return bytes(stored.data) if stored is not None else None


def adopt_into_brain(
    *,
    brain: Brain,
    vault: Path,
    dry_run: bool = False,
    prune: bool = False,
    progress: Progress | None = None,
) -> dict[str, Any]:
    """Adopt `vault` into `brain`; the report is the folder command's (`render_report`)."""
    real_vault = check_vault(vault)
    label = (LABEL_PREFIX + str(real_vault))[:200]
    _check_vault_of(brain, label, vault)
    rows = _rows(brain)
    kept = BrainAdoptState.objects.filter(brain_ref=brain, vault=str(real_vault)).first()
    if kept is not None:
        state = state_from_bytes(kept.state)
    else:  # (a run that stopped before saving its state: what the version log says)
        state = _state(brain, label, rows, str(real_vault), scan_vault(vault).notes)
    plan = plan_adopt(vault, state, DatabaseTarget(brain, rows), prune=prune)
    if not dry_run:
        by_path = {row.path: row for row in rows}
        changes: list[tuple[Change, str, str]] = []  # (change, path in the brain, note)
        for relpath, data, expected, note in plan.writes:
            folder, _ = split_relpath(relpath)
            document: Document = parse_document(data, folder=folder, path=relpath)
            if expected is None:
                change = Change.create(document)
            else:
                change = Change(
                    brain_id=document.brain_id,
                    document=document,
                    expected_hash=content_hash(expected),
                )
            changes.append((change, relpath, note))
        for relpath in plan.removals:
            row = by_path.get(relpath)
            if row is None:  # an attachment: a stored file is never deleted
                plan.remarks.append(
                    {"note": relpath, "message": ATTACHMENT_KEPT.format(path=relpath)}
                )
                continue
            change = Change(
                brain_id=row.brain_id, document=None, expected_hash=content_hash(row.data)
            )
            changes.append((change, relpath, ""))
        written, not_written = _write(brain, changes, label, plan.remarks, progress)
        index_after_commit(brain.pk, written)
        for note in not_written:  # not written: the state keeps what the last run wrote
            if note in plan.state.notes:
                plan.new_state.notes[note] = plan.state.notes[note]
            else:
                plan.new_state.notes.pop(note, None)
        BrainAdoptState.objects.update_or_create(
            brain_ref=brain,
            defaults={"vault": str(real_vault), "state": plan.new_state.as_bytes().decode()},
        )
        _store_attachments(brain, vault, plan.copies, plan.remarks)
        if plan.documents:
            plan.document_counts, not_added = add_documents(
                vault, plan.documents, _database_adder(brain, label), plan.remarks
            )
            plan.skipped.extend(not_added)
    return plan.report(str(vault), f"brain {brain.slug}", dry_run)


def _check_vault_of(brain: Brain, label: str, vault: Path) -> None:
    """A brain adopted from one vault refuses another (as a folder does), even a copy."""
    labels = (
        BrainDocumentVersion.objects.filter(
            brain_ref=brain, actor_type=ACTOR_TYPE, actor_label__startswith=LABEL_PREFIX
        )
        .exclude(actor_label=label)
        .values_list("actor_label", flat=True)[:1]
    )
    for other in labels:
        raise CommandError(
            USAGE,
            MSG_OTHER_VAULT.format(brain=brain.slug, other=other[len(LABEL_PREFIX) :], vault=vault),
        )


def _rows(brain: Brain) -> list[_Row]:
    rows = BrainDocument.objects.filter(brain_ref=brain).values_list(
        "pk", "brain_id", "folder", "content", "sources", "title", "aliases", "merged_into"
    )
    return [
        _Row(
            pk,
            brain_id,
            document_relpath(folder, brain_id),
            content.encode(),
            sources or [],
            title,
            [str(alias) for alias in aliases or []],
            bool(merged_into),
        )
        for pk, brain_id, folder, content, sources, title, aliases, merged_into in rows
    ]


def _state(brain: Brain, label: str, rows: list[_Row], vault: str, notes: list[str]) -> State:
    """The folder's `adopt.json`, as far as adopt's planning needs it, from the version log:
    for each document with a `file:` ref, what adopt last wrote there. A ref names a note of
    the vault (`notes`), else a note gone from it (its path decoded from the ref)."""
    refs = {file_ref(path): path for path in notes}
    last = dict(
        BrainDocumentVersion.objects.filter(
            brain_ref=brain, actor_type=ACTOR_TYPE, actor_label=label, document__isnull=False
        )
        .order_by("document_id", "-id")
        .distinct("document_id")
        .values_list("document_id", "content_hash")
    )
    state = State(vault)
    prefix = f"{FILE_PROVIDER}:"
    for row in rows:
        written = last.get(row.pk)
        if written is None:
            continue
        for ref in row.sources:
            if isinstance(ref, str) and ref.startswith(prefix):
                note = refs.get(ref) or unquote_path(ref[len(prefix) :])
                state.notes.setdefault(
                    note, {"id": row.brain_id, "path": row.path, "hash": written}
                )
    return state


def _write(
    brain: Brain,
    changes: list[tuple[Change, str, str]],
    label: str,
    remarks: list[dict[str, str]],
    progress: Progress | None,
) -> tuple[int, list[str]]:
    """Write the plan's changes in batches; a refused one is left as it is and reported.
    (documents written, the notes whose change was refused)."""
    actor = Actor(ACTOR_TYPE, None, label)
    written = 0
    refused: list[str] = []
    for start in range(0, len(changes), BATCH_SIZE):
        batch = changes[start : start + BATCH_SIZE]
        results = changes_apply_each(brain=brain, changes=[c for c, _, _ in batch], actor=actor)
        for (_, relpath, note), error in zip(batch, results, strict=True):
            if error is None:
                written += 1
                continue
            if note:
                refused.append(note)
            if isinstance(error, CommandError):  # stale, gone or taken since planned
                remarks.append({"note": note or relpath, "message": NOTE_RACE.format(path=relpath)})
            else:
                reason = (
                    error.problems[0].message
                    if isinstance(error, DocumentError)
                    else str(error).strip().splitlines()[0]
                )
                message = NOTE_REFUSED.format(path=relpath, reason=reason)
                remarks.append({"note": note or relpath, "message": message})
        if progress is not None:
            progress(min(start + BATCH_SIZE, len(changes)), len(changes))
    return written, refused


def _store_attachments(
    brain: Brain, vault: Path, copies: list[tuple[str, str]], remarks: list[dict[str, str]]
) -> None:
    """Store each attachment the plan copies (`files/<path in the vault>`); one that changed in
    the vault since it was stored stays as stored, and is reported."""
    for stored_path, vault_path in copies:
        try:
            data = read_file(vault, vault_path, limit=MAX_ATTACHMENT_BYTES)
            file_store(brain=brain, path=stored_path, data=data)
        except CommandError as error:
            if error.code != FILE_CHANGED:
                raise
            message = ATTACHMENT_CHANGED.format(path=vault_path)
            remarks.append({"note": vault_path, "message": message})
        except (OSError, DocumentError, UnsafePath) as error:
            remarks.append({"note": vault_path, "message": f"{vault_path}: {error}"})


def _database_adder(brain: Brain, label: str) -> Adder:
    """Keep a PDF or Word file as `POST .../files/` does: (True when it is new, what to report
    about its text)."""
    actor = Actor(ACTOR_TYPE, None, label)

    def add(name: str, data: bytes) -> tuple[bool, str | None]:
        if BrainDocument.objects.filter(brain_ref=brain, brain_id=document_id(data)).exists():
            return False, None  # known bytes: not read again
        added = original_add(brain=brain, name=name, data=data, actor=actor)
        return not added.duplicate, added.note

    return add
