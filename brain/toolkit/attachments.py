"""Attachments: the files a document uses that are not documents, kept in the brain's `files/`
folder and referenced with markdown image or link syntax (docs/format.md#attachments).

In a folder brain a reference to an attachment that is not there is `missing_attachment`
(validate and the doctor). The database keeps a brain's attachments in `brain_files`
(brain/services/files.py), but references are not yet checked against them: this check runs
on directories only.
"""

from __future__ import annotations

import os
import stat
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


def attachment_present(root: Path, relpath: str) -> bool:
    """Whether `relpath` (`files/...`) is a regular file below root, reached without links."""
    segments = relpath.split("/")
    if (
        len(segments) < 2
        or segments[0] != ATTACHMENTS_FOLDER
        or any(part in ("", ".", "..") for part in segments)
    ):
        return False
    try:
        with open_folder(root, "/".join(segments[:-1])) as dir_fd:
            info = os.stat(segments[-1], dir_fd=dir_fd, follow_symlinks=False)
    except (OSError, UnsafePath):
        return False
    return stat.S_ISREG(info.st_mode)


def missing_attachments(root: Path, document: Document) -> list[str]:
    """The `files/...` addresses `document` references that are not files under root."""
    return [ref for ref in attachment_refs(document.body) if not attachment_present(root, ref)]


def attachment_problems(root: Path, document: Document) -> list[Problem]:
    return [
        Problem(MISSING_ATTACHMENT, RULE_ATTACHMENT, MSG_MISSING_ATTACHMENT.format(path=r), "body")
        for r in missing_attachments(root, document)
    ]
