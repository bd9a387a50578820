"""A brain as a plain directory of files: walking it and reading its documents.

Documents are the `*.md` files under the root; dot-folders (such as the CLI's own
`.goat-brain/` cache) are ignored. Anything that is not a regular file is skipped and reported.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from .document import Document, parse_document
from .files import MSG_NOT_REGULAR, read_file
from .problems import PARSE_ERROR, DocumentError, Problem

CACHE_DIR: Final = ".goat-brain"
SUFFIX: Final = ".md"


@dataclass(frozen=True)
class FileEntry:
    """A candidate document file, with the stat facts used to tell whether it changed."""

    path: str  # posix, relative to the root
    folder: str
    stem: str
    mtime_ns: int
    size: int
    inode: int = 0
    ctime_ns: int = 0
    links: int = 1  # hard links to the file

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


def folder_ancestors(folder: str) -> list[str]:
    """`a/b/c` -> [`a`, `a/b`, `a/b/c`]; the root ('') has none."""
    segments = folder.split("/") if folder else []
    return ["/".join(segments[:depth]) for depth in range(1, len(segments) + 1)]


@dataclass
class Walk:
    """What a walk of a brain directory found, in sorted path order."""

    files: list[FileEntry] = field(default_factory=list)  # regular `*.md` files
    folders: list[str] = field(default_factory=list)  # every folder below the root
    problems: list[TreeProblem] = field(default_factory=list)  # links and odd files


def walk_tree(root: Path) -> Walk:
    """Every folder and `*.md` file under root, by lstat only; links are never followed.

    Dot-folders and dot-files are skipped (the CLI keeps its state in `.goat-brain/`). A
    symbolic link (to a folder or a file) and a `*.md` entry that is not a regular file
    are reported as problems, never entered nor read.
    """
    walk = Walk()
    pending = [("", str(root))]
    while pending:
        rel_dir, dirpath = pending.pop()
        with os.scandir(dirpath) as scan:
            found = list(scan)
        for entry in found:
            name = entry.name
            if name.startswith("."):
                continue
            relpath = f"{rel_dir}/{name}" if rel_dir else name
            if entry.is_symlink():
                if name.endswith(SUFFIX) or entry.is_dir(follow_symlinks=True):
                    walk.problems.append(_not_plain(relpath))
            elif entry.is_dir(follow_symlinks=False):
                walk.folders.append(relpath)
                pending.append((relpath, entry.path))
            elif name.endswith(SUFFIX):
                info = entry.stat(follow_symlinks=False)
                if not stat.S_ISREG(info.st_mode):
                    walk.problems.append(_not_plain(relpath))
                    continue
                walk.files.append(
                    FileEntry(
                        relpath,
                        rel_dir,
                        name[: -len(SUFFIX)],
                        info.st_mtime_ns,
                        info.st_size,
                        info.st_ino,
                        info.st_ctime_ns,
                        info.st_nlink,
                    )
                )
    walk.files.sort(key=lambda e: e.path)
    walk.folders.sort()
    walk.problems.sort(key=lambda p: p.path)
    return walk


def _not_plain(relpath: str) -> TreeProblem:
    return TreeProblem(relpath, None, Problem(PARSE_ERROR, "file_type", MSG_NOT_REGULAR))


def scan_tree(root: Path) -> tuple[list[FileEntry], list[TreeProblem]]:
    """Every `*.md` file under root in sorted path order, and the entries that are not files."""
    walk = walk_tree(root)
    return walk.files, walk.problems


def read_document(root: Path, entry: FileEntry) -> tuple[Document, bytes]:
    """Parse one file; its size is checked against the cap before anything is read."""
    data = read_file(root, entry.path)
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
