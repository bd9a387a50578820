"""A brain as a plain directory of files: walking it and reading its documents.

Documents are the `*.md` files under the root; dot-folders (such as the CLI's own
`.goat-brain/` cache) and the attachments folder `files/` are ignored. Anything that is not a
regular file is skipped and reported.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final, NamedTuple

from .document import Document, parse_document
from .files import MSG_NOT_REGULAR, read_file
from .folder_scan import SUFFIX, Scan, scan_folder, take_early
from .problems import PARSE_ERROR, DocumentError, Problem

CACHE_DIR: Final = ".goat-brain"


class FileEntry(NamedTuple):
    """A candidate document file, with the stat facts used to tell whether it changed.

    A named tuple: a walk makes one per file, so it must be cheap to make.
    """

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
    """Every folder and `*.md` file under root, by lstat only (folder_scan.scan_folder): links
    are never followed, dot-folders and the attachments folder `files/` are skipped, and a
    symbolic link or a `*.md` entry that is not a regular file is reported as a problem.

    The first walk of a root that `goat-brain` started early (folder_scan) is taken from there.
    """
    files, folders, odd = scan_tree_facts(root)
    make_entry = tuple.__new__  # the named tuple's own __new__ costs a Python call per file
    return Walk(
        [make_entry(FileEntry, facts) for facts in files],
        folders,
        [_not_plain(relpath) for relpath in odd],
    )


def scan_tree_facts(root: Path) -> Scan:
    """What walk_tree finds, as plain tuples: the early walk's when `goat-brain` started one for
    this root (folder_scan), else a scan now."""
    found = take_early(os.fspath(root))
    return found if found is not None else scan_folder(os.fspath(root))


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
