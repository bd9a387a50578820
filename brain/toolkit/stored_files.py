"""The files a brain folder keeps beside its documents: attachments under `files/` and the
originals of PDF and docx evidence (`evidence/…/<id>.pdf`, `<id>.docx`).

`walk_stored_files(root)` finds them with lstat only, as the sync walk finds documents: a
symbolic link (file or folder), a pipe, a device, a hard-linked file and a file over the cap
are refused with one line naming the path, never followed or read. The rest are read (each at
most `MAX_FILE_BYTES`) and hashed, so the server can store what is new and refuse a path whose
bytes changed (stored files never change). No Django here: brain/sync.py and brain/importer.py
call it.
"""

from __future__ import annotations

import hashlib
import os
import stat
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from .originals import DOCUMENT_SUFFIXES, FILE_TOO_LARGE, MAX_FILE_BYTES
from .schemas import ATTACHMENTS_FOLDER as ATTACHMENTS
from .schemas import EVIDENCE_ZONE

NOT_A_FILE: Final = "not_a_file"
UNSAFE_NAME: Final = "unsafe_path"

MSG_NOT_REGULAR: Final = (
    "{path}: not a regular file (symbolic link, device, socket, pipe or hard link); "
    "a brain keeps plain files"
)
MSG_LINKED_FOLDER: Final = "{path}: a symbolic link to a folder; a brain keeps plain folders"
MSG_TOO_LARGE: Final = "{path}: {size} bytes is over the cap of {cap} bytes"
MSG_BAD_NAME: Final = "{path}: backslashes, NUL bytes and dot names are not allowed in files/"


@dataclass(frozen=True)
class FoundFile:
    path: str  # posix, relative to the root
    size: int
    sha256: str


@dataclass
class FoundFiles:
    files: list[FoundFile] = field(default_factory=list)
    refused: list[tuple[str, str, str]] = field(default_factory=list)  # (path, code, message)


def is_original_path(relpath: str) -> bool:
    """Whether a file at `relpath` is (by its place and name) the original of an evidence
    document."""
    return relpath.startswith(EVIDENCE_ZONE + "/") and relpath.lower().endswith(DOCUMENT_SUFFIXES)


def _walk(root: Path, folder: str, found: FoundFiles, cap: int) -> Iterator[tuple[str, int]]:
    """(relpath, size) of each plain file below `folder` worth keeping; refusals noted."""
    try:
        entries = sorted(os.scandir(root / folder) if folder else os.scandir(root), key=_name)
    except (FileNotFoundError, NotADirectoryError):
        return
    for entry in entries:
        relpath = f"{folder}/{entry.name}" if folder else entry.name
        if entry.name.startswith("."):
            continue  # the CLI's .goat-brain and other dot-files are not the brain's
        info = entry.stat(follow_symlinks=False)
        in_files = relpath == ATTACHMENTS or relpath.startswith(ATTACHMENTS + "/")
        if stat.S_ISDIR(info.st_mode):
            if in_files or relpath == EVIDENCE_ZONE or relpath.startswith(EVIDENCE_ZONE + "/"):
                yield from _walk(root, relpath, found, cap)
            continue
        wanted = (in_files and relpath != ATTACHMENTS) or is_original_path(relpath)
        if not wanted:
            continue
        if stat.S_ISLNK(info.st_mode) and os.path.isdir(root / relpath):
            found.refused.append((relpath, NOT_A_FILE, MSG_LINKED_FOLDER.format(path=relpath)))
        elif not stat.S_ISREG(info.st_mode) or info.st_nlink > 1:
            found.refused.append((relpath, NOT_A_FILE, MSG_NOT_REGULAR.format(path=relpath)))
        elif "\\" in relpath or "\x00" in relpath:
            found.refused.append((relpath, UNSAFE_NAME, MSG_BAD_NAME.format(path=relpath)))
        elif info.st_size > cap:
            message = MSG_TOO_LARGE.format(path=relpath, size=info.st_size, cap=cap)
            found.refused.append((relpath, FILE_TOO_LARGE, message))
        else:
            yield relpath, info.st_size


def _name(entry: os.DirEntry[str]) -> str:
    return entry.name


def walk_stored_files(root: Path, *, cap: int = MAX_FILE_BYTES) -> FoundFiles:
    """Every attachment and original below `root`, hashed; what may not be kept, refused."""
    found = FoundFiles()
    for top in (ATTACHMENTS, EVIDENCE_ZONE):
        info = _lstat(root / top)
        if info is None:
            continue
        if not stat.S_ISDIR(info.st_mode):
            if stat.S_ISLNK(info.st_mode):
                found.refused.append((top, NOT_A_FILE, MSG_LINKED_FOLDER.format(path=top)))
            continue
        for relpath, size in _walk(root, top, found, cap):
            digest = _hash(root / relpath)
            if digest is None:
                found.refused.append((relpath, NOT_A_FILE, MSG_NOT_REGULAR.format(path=relpath)))
            else:
                found.files.append(FoundFile(relpath, size, digest))
    return found


def read_stored_file(root: Path, relpath: str, *, cap: int = MAX_FILE_BYTES) -> bytes | None:
    """The bytes of a found file (None when it is no longer a plain file of at most `cap`)."""
    try:
        fd = os.open(root / relpath, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        chunks: list[bytes] = []
        size = 0
        while chunk := os.read(fd, 1 << 20):
            chunks.append(chunk)
            size += len(chunk)
            if size > cap:
                return None
        return b"".join(chunks)
    finally:
        os.close(fd)


def _hash(path: Path) -> str | None:
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        digest = hashlib.sha256()
        while chunk := os.read(fd, 1 << 20):
            digest.update(chunk)
        return digest.hexdigest()
    finally:
        os.close(fd)


def _lstat(path: Path) -> os.stat_result | None:
    try:
        return os.lstat(path)
    except FileNotFoundError:
        return None
