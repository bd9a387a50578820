"""`goat-brain add FILE…`: PDF and docx files become evidence documents in a brain folder, each
original kept beside its document (`evidence/<id>.pdf` next to `evidence/<id>.md`).

Each file is read on its own (a symbolic link, a pipe or anything but a regular file is
refused, as sync refuses them; so is one over the cap) and turned into a document by the
toolkit's `original_document`, the function the server's upload uses. A file that is refused
is reported in one line naming it and the others are still added; the same bytes again
answer the document they made before (`duplicate`). The original is written first (created,
never replaced: a different file already at its name is refused), then the document through
the store, so a document never names an original that is not there.
"""

from __future__ import annotations

import errno
import hashlib
import os
import stat
from pathlib import Path
from typing import Any, Final

from ..errors import CommandError, bad_argument
from ..files import open_folder, write_new
from ..originals import (
    BAD_FILE,
    FILE_CHANGED,
    FILE_TOO_LARGE,
    MAX_FILE_BYTES,
    Original,
    document_id,
    original_document,
)
from ..problems import DocumentError
from ..schemas import EVIDENCE_ZONE, kind_for_folder
from ..store import Change, Store
from ..tree import document_relpath
from .arguments import check_folder

MSG_FOLDER_ONLY: Final = "add works on a brain folder; upload files to a server brain instead"
MSG_NOT_EVIDENCE: Final = "--folder {folder!r} is not under evidence/: files become evidence"
MSG_NOT_REGULAR: Final = (
    "{name}: not a regular file (symbolic link, device, socket or pipe); add the file itself"
)
MSG_CANNOT_READ: Final = "{name}: cannot read it ({reason})"
MSG_TAKEN: Final = "{name}: {path} already exists with other bytes; move it away first"


def _read(given: str, cap: int) -> bytes:
    """The bytes of a file the user named: regular (not followed through a link), within cap."""
    try:
        fd = os.open(given, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError as error:
        if error.errno == errno.ELOOP:  # the name is a symbolic link
            raise CommandError(BAD_FILE, MSG_NOT_REGULAR.format(name=given)) from None
        reason = error.strerror or str(error)
        raise CommandError(BAD_FILE, MSG_CANNOT_READ.format(name=given, reason=reason)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise CommandError(BAD_FILE, MSG_NOT_REGULAR.format(name=given))
        if info.st_size > cap:
            message = f"{given}: {info.st_size} bytes is over the cap of {cap} bytes"
            raise CommandError(FILE_TOO_LARGE, message)
        chunks: list[bytes] = []
        size = 0
        while chunk := os.read(fd, 1 << 20):
            chunks.append(chunk)
            size += len(chunk)
            if size > cap:
                raise CommandError(FILE_TOO_LARGE, f"{given}: over the cap of {cap} bytes")
        return b"".join(chunks)
    finally:
        os.close(fd)


def _keep_original(root: Path, folder: str, name: str, data: bytes, given: str) -> bool:
    """Write the original beside its document (True), or find it there already (False)."""
    with open_folder(root, folder, create=True) as dir_fd:
        try:
            write_new(dir_fd, name, data)
            return True
        except FileExistsError:
            fd = os.open(name, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC, dir_fd=dir_fd)
            try:
                info = os.fstat(fd)
                same = stat.S_ISREG(info.st_mode) and info.st_size == len(data)
                digest = hashlib.sha256()
                while same and (chunk := os.read(fd, 1 << 20)):
                    digest.update(chunk)
            finally:
                os.close(fd)
            if not same or digest.hexdigest() != hashlib.sha256(data).hexdigest():
                path = f"{folder}/{name}"
                raise CommandError(FILE_CHANGED, MSG_TAKEN.format(name=given, path=path)) from None
            return False


def add_original(
    store: Store, name: str, data: bytes, *, folder: str = EVIDENCE_ZONE
) -> tuple[bool, str | None]:
    """Keep one PDF or docx (`name`, its bytes) in a folder brain as `add` does: (True when it
    is new, False when the same bytes are there already; the line to report about its text, as
    for a PDF with no text layer or one read in part). CommandError or DocumentError when it
    is refused; nothing is left behind."""
    root = getattr(store, "root", None)
    if not isinstance(root, Path):
        raise bad_argument(MSG_FOLDER_ONLY)
    if store.get(document_id(data)) is not None:  # known bytes: no need to read them again
        return False, None
    original, written = _add_one(store, root, folder, name, data, None)
    return written is not None, original.note


def _add_one(
    store: Store, root: Path, folder: str, given: str, data: bytes, title: str | None
) -> tuple[Original, dict[str, str] | None]:
    """(the evidence document made of `data`, the hashes written; None when the brain holds
    that document already)."""
    original = original_document(given, data, title=title, folder=folder)
    if store.get(original.document.brain_id) is not None:
        return original, None
    kept = _keep_original(root, folder, original.file_name, data, given)
    try:
        written = store.apply([Change.create(original.document)])
    except (CommandError, DocumentError):
        if kept:  # the document was refused: take back the original this call wrote
            with open_folder(root, folder) as dir_fd:
                os.unlink(original.file_name, dir_fd=dir_fd)
        raise
    return original, written


def cmd_add(
    store: Store, paths: list[str], *, folder: str = EVIDENCE_ZONE, title: str | None = None
) -> dict[str, Any]:
    """Add each PDF or docx of `paths` as evidence; refusals are reported, not raised."""
    folder = check_folder(folder, allow_root=False)
    if kind_for_folder(folder) != "evidence":
        raise bad_argument(MSG_NOT_EVIDENCE.format(folder=folder))
    root = getattr(store, "root", None)
    if not isinstance(root, Path):
        raise bad_argument(MSG_FOLDER_ONLY)
    added: list[dict[str, Any]] = []
    refused: list[dict[str, str]] = []
    hashes: dict[str, str] = {}
    for given in paths:
        try:
            data = _read(given, MAX_FILE_BYTES)
            original, written = _add_one(
                store, root, folder, given, data, title if len(paths) == 1 else None
            )
            brain_id = original.document.brain_id
            entry = {
                "file": given,
                "id": brain_id,
                "original": original.path,
                "note": original.note,
            }
            if written is None:
                existing = store.get(brain_id)
                path = existing.path if existing is not None else original.path
                added.append({**entry, "path": path, "duplicate": True})
                continue
            hashes.update(written)
            added.append({**entry, "path": document_relpath(folder, brain_id), "duplicate": False})
        except CommandError as error:
            refused.append({"file": given, "code": error.code, "message": error.message})
        except DocumentError as error:
            message = f"{given}: {error.summary()}"
            refused.append({"file": given, "code": error.code, "message": message})
    return {"added": added, "refused": refused, "hashes": hashes}
