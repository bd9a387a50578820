"""A brain as a plain directory of files: scanning, reading, and safe atomic writes.

Documents are the `*.md` files under the root; dot-folders (such as the CLI's own
`.goat-brain/` cache) are ignored. Anything that is not a regular file is skipped and reported.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from .document import Document, parse_document
from .problems import PARSE_ERROR, DocumentError, Problem
from .validation import validate_folder

CACHE_DIR: Final = ".goat-brain"
SUFFIX: Final = ".md"

MSG_NOT_REGULAR: Final = (
    "not a regular file (symbolic link, device or socket); documents are plain files"
)
MSG_BAD_PATH: Final = "path {path!r} is not a document path inside the brain: {reason}"


@dataclass(frozen=True)
class FileEntry:
    """A candidate document file, with the stat facts used to tell whether it changed."""

    path: str  # posix, relative to the root
    folder: str
    stem: str
    mtime_ns: int
    size: int

    @property
    def signature(self) -> tuple[int, int]:
        return (self.mtime_ns, self.size)


@dataclass(frozen=True)
class TreeProblem:
    """A problem tied to a file (before or after it could be parsed)."""

    path: str
    brain_id: str | None
    problem: Problem
    related: tuple[str, ...] = ()


@dataclass
class LoadedTree:
    """Every readable document of a directory, by id (first file in path order wins)."""

    root: Path
    documents: dict[str, Document] = field(default_factory=dict)
    paths: dict[str, str] = field(default_factory=dict)
    problems: list[TreeProblem] = field(default_factory=list)
    files_read: int = 0


def split_relpath(relpath: str) -> tuple[str, str]:
    """(folder, stem) of a relative `folder/id.md` path."""
    folder, _, name = relpath.rpartition("/")
    return folder, name[: -len(SUFFIX)] if name.endswith(SUFFIX) else name


def document_relpath(folder: str, brain_id: str) -> str:
    return f"{folder}/{brain_id}{SUFFIX}" if folder else f"{brain_id}{SUFFIX}"


def scan_tree(root: Path) -> tuple[list[FileEntry], list[TreeProblem]]:
    """Every `*.md` file under root in sorted path order, and the entries that are not files."""
    entries: list[FileEntry] = []
    skipped: list[TreeProblem] = []
    root_str = str(root)
    for dirpath, dirnames, filenames in os.walk(root_str, followlinks=False):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        rel_dir = os.path.relpath(dirpath, root_str)
        rel_dir = "" if rel_dir == "." else rel_dir.replace(os.sep, "/")
        for name in filenames:
            if not name.endswith(SUFFIX) or name.startswith("."):
                continue
            full = os.path.join(dirpath, name)
            relpath = f"{rel_dir}/{name}" if rel_dir else name
            info = os.lstat(full)
            if not stat.S_ISREG(info.st_mode):
                problem = Problem(PARSE_ERROR, "file_type", MSG_NOT_REGULAR)
                skipped.append(TreeProblem(relpath, None, problem))
                continue
            folder, stem = split_relpath(relpath)
            entries.append(FileEntry(relpath, folder, stem, info.st_mtime_ns, info.st_size))
    entries.sort(key=lambda e: e.path)
    skipped.sort(key=lambda p: p.path)
    return entries, skipped


def read_document(root: Path, entry: FileEntry) -> tuple[Document, bytes]:
    with open(os.path.join(root, entry.path), "rb") as handle:
        data = handle.read()
    return parse_document(data, folder=entry.folder, path=entry.path), data


def load_tree(root: Path) -> LoadedTree:
    """Parse every document; unreadable files and duplicate ids become problems, never errors."""
    tree = LoadedTree(root=root)
    entries, skipped = scan_tree(root)
    tree.problems.extend(skipped)
    for entry in entries:
        tree.files_read += 1
        try:
            document, _ = read_document(root, entry)
        except DocumentError as error:
            tree.problems.extend(TreeProblem(entry.path, None, p) for p in error.problems)
            continue
        except OSError as error:
            problem = Problem(PARSE_ERROR, "io", f"cannot read the file: {error.strerror}")
            tree.problems.append(TreeProblem(entry.path, None, problem))
            continue
        brain_id = document.brain_id or entry.stem
        if brain_id in tree.documents:
            tree.problems.append(duplicate_problem(entry.path, brain_id, tree.paths[brain_id]))
            continue
        tree.documents[brain_id] = document
        tree.paths[brain_id] = entry.path
    return tree


MSG_DUPLICATE: Final = "id {id!r} is already used by {other}; give this document another id"


def duplicate_problem(path: str, brain_id: str, first_path: str) -> TreeProblem:
    message = MSG_DUPLICATE.format(id=brain_id, other=first_path)
    return TreeProblem(
        path, brain_id, Problem("duplicate_id", "duplicate_id", message), (brain_id,)
    )


def safe_relpath(relpath: str) -> str:
    """Check a user-given relative document path; DocumentError when it could escape the root."""

    def refuse(reason: str) -> DocumentError:
        message = MSG_BAD_PATH.format(path=relpath[:200], reason=reason)
        return DocumentError([Problem("invalid_document", "folder", message, "folder")])

    if "\x00" in relpath or "\\" in relpath:
        raise refuse("NUL bytes and backslashes are not allowed")
    if relpath.startswith("/") or os.path.isabs(relpath):
        raise refuse("absolute paths are not allowed")
    if not relpath.endswith(SUFFIX):
        raise refuse(f"documents end in {SUFFIX}")
    folder, _ = split_relpath(relpath)
    problems = validate_folder(folder)
    if problems:
        raise DocumentError(problems)
    return relpath


def stage_bytes(path: Path, data: bytes) -> str:
    """Write `data` to a synced temporary file beside `path`; the caller renames it into place."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".part", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, 0o644)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    return tmp


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Replace `path` with `data` in one rename: readers see the old file or the new one."""
    os.replace(stage_bytes(path, data), path)
