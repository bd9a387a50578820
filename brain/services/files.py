"""Files kept with a brain (docs/store.md, "Stored files"): the originals of PDF and docx evidence
and attachments under `files/`, their bytes in `brain_files` (the database stays the one source
of truth, so any app server can serve them).

`original_add` is the server's entry for a PDF or docx (the REST upload, sync): the toolkit's
`original_document` makes the evidence document, the bytes are stored and the document written
through the one write path, in one transaction under the brain's lock. The same bytes twice
give the same document (`duplicate`). `file_store` keeps an attachment; its bytes never change
once stored: the same path with other bytes is refused.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from django.conf import settings
from django.db import transaction

from brain.models import Brain, BrainDocument, BrainFile
from brain.toolkit.errors import CommandError
from brain.toolkit.originals import FILE_CHANGED, media_type, original_document, sha256_hex

from .documents import Actor, brain_lock, document_write

MSG_FILE_CHANGED: Final = (
    "{path}: a stored file never changes (sha256 {stored}, these bytes {given}); "
    "give the new version a new name"
)


@dataclass(frozen=True)
class Added:
    """What `original_add` did: the evidence row, whether it was there already, and the note to
    report (a PDF with no text layer)."""

    row: BrainDocument
    duplicate: bool
    note: str | None = None


def max_file_bytes() -> int:
    cap: int = settings.GOAT_MAX_FILE_BYTES
    return cap


def original_add(
    *, brain: Brain, name: str, data: bytes, actor: Actor, title: str | None = None
) -> Added:
    """Keep a PDF or docx as an evidence document with its original (CommandError when the
    file is refused: over the cap, another type, encrypted, malformed; nothing is written)."""
    original = original_document(name, data, title=title, cap=max_file_bytes())
    with transaction.atomic():
        brain_lock(brain)
        brain_id = original.document.brain_id
        existing = BrainDocument.objects.filter(brain_ref=brain, brain_id=brain_id).first()
        if existing is not None:
            return Added(existing, duplicate=True, note=original.note)
        _store(brain, original.path, data, original.media_type)
        row = document_write(
            brain=brain, document=original.document, expected_hash=None, actor=actor
        )
    return Added(row, duplicate=False, note=original.note)


def file_store(*, brain: Brain, path: str, data: bytes) -> tuple[BrainFile, bool]:
    """Keep an attachment (or an original) at `path`; (row, created). The same bytes again
    change nothing; other bytes at a stored path are refused (`file_changed`)."""
    with transaction.atomic():
        brain_lock(brain)
        return _store(brain, path, data, media_type(path, data))


def _store(brain: Brain, path: str, data: bytes, content_type: str) -> tuple[BrainFile, bool]:
    digest = sha256_hex(data)
    stored = BrainFile.objects.filter(brain_ref=brain, path=path).defer("data").first()
    if stored is not None:
        if stored.sha256 != digest:
            raise CommandError(
                FILE_CHANGED,
                MSG_FILE_CHANGED.format(path=path, stored=stored.sha256, given=digest),
                path=path,
            )
        return stored, False
    row = BrainFile.objects.create(
        brain_ref=brain,
        path=path,
        sha256=digest,
        size=len(data),
        content_type=content_type,
        data=data,
    )
    return row, True


def stored_file(*, brain: Brain, path: str) -> BrainFile | None:
    """The stored file at `path` (bytes included), or None."""
    return BrainFile.objects.filter(brain_ref=brain, path=path).first()
