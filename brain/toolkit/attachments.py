"""Attachments: the files a document uses that are not documents, kept in the brain's `files/`
area and referenced with markdown image or link syntax (docs/format.md#attachments).

A reference to an attachment the brain does not keep is `missing_attachment` (validate and the
doctor). The check is one function over a question the store answers, "is this `files/...`
path kept?": a folder brain looks for a regular file under its root (`folder_attachments`),
a database brain for a row of `brain_files` (brain/health.py asks once for every path its
documents reference). Either way the address must first be well formed: `files/` and at least
one more segment, none empty, `.` or `..`.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Final

from .document import Document
from .files import UnsafePath, open_folder
from .links import attachment_refs
from .problems import Problem
from .schemas import ATTACHMENTS_FOLDER

MISSING_ATTACHMENT: Final = "missing_attachment"
RULE_ATTACHMENT: Final = "attachment"
MSG_MISSING_ATTACHMENT: Final = (
    "references the attachment {path!r}, which is not a file in the brain's files/ folder; "
    "copy the file there or fix the address"
)

# Whether the brain keeps a file at a well-formed `files/...` path.
Kept = Callable[[str], bool]


def well_formed(relpath: str) -> bool:
    """Whether `relpath` names a file below `files/` without empty, `.` or `..` segments."""
    segments = relpath.split("/")
    return (
        len(segments) >= 2
        and segments[0] == ATTACHMENTS_FOLDER
        and not any(part in ("", ".", "..") for part in segments)
    )


def attachment_present(root: Path, relpath: str) -> bool:
    """Whether `relpath` (`files/...`) is a regular file below root, reached without links."""
    return well_formed(relpath) and regular_file(root, relpath)


def regular_file(root: Path, relpath: str) -> bool:
    """Whether `relpath` is a regular file below root, reached without following links."""
    folder, _, name = relpath.rpartition("/")
    try:
        with open_folder(root, folder) as dir_fd:
            info = os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
    except (OSError, UnsafePath):
        return False
    return stat.S_ISREG(info.st_mode)


def folder_attachments(root: Path) -> Kept:
    """The folder brain's answer: a regular file under `root` (picklable, for the doctor's
    worker processes)."""
    return partial(attachment_present, root)


def missing_attachments(document: Document, kept: Kept) -> list[str]:
    """The `files/...` addresses `document` references that the brain does not keep."""
    return [ref for ref in attachment_refs(document.body) if not (well_formed(ref) and kept(ref))]


def attachment_problems(document: Document, kept: Kept) -> list[Problem]:
    return [
        Problem(MISSING_ATTACHMENT, RULE_ATTACHMENT, MSG_MISSING_ATTACHMENT.format(path=r), "body")
        for r in missing_attachments(document, kept)
    ]
