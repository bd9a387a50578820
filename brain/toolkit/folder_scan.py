"""The walk of a brain folder (every document file and its stat facts), and starting it early.

`scan_folder` lists every folder and `*.md` file under a root by lstat only (tree.walk_tree
turns what it finds into a `Walk`). It needs nothing but `os`, so it can run before the rest
of the toolkit is imported.

That is what the early walk is for. A read command of `goat-brain` on a large brain spends
about as long importing its modules as stat'ing every file to see what changed since the
catalog was saved, and neither needs the other. So `goat-brain` (launch.py), as its first act
for a read command, forks a child that scans the folder and sends what it found through a
pipe while the parent imports; the first walk of that root in the process (tree.walk_tree)
takes it instead of scanning. The answer is the one a scan at that moment gives: a walk is a
snapshot of the folder either way, and the child starts before anything else looks at it.

A walk started early is dropped unused (`drop_early`) when it could be staler than a scan now:
the CLI drops it for a command that writes (a write walks under its lock) and when crash
recovery rewrote files before the command ran. Where the system cannot fork, nothing is started
and every walk scans.
"""

from __future__ import annotations

import contextlib
import marshal
import os
import signal
import stat
from typing import Any

from .schemas import ATTACHMENTS_FOLDER

SUFFIX = ".md"
# The read commands of `goat-brain` that start an early walk, and the file marking a brain root
# (root.py), by which launch.py finds the root to walk without importing root.py.
EARLY_COMMANDS = frozenset({"get", "list", "query", "mentions", "timeline"})
MARKER_PATH = os.path.join(".goat-brain", "brain.json")
_ROOT_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC  # the root may be a link
_FOLDER_FLAGS = _ROOT_FLAGS | os.O_NOFOLLOW

# (path, folder, stem, mtime_ns, size, inode, ctime_ns, links): tree.FileEntry's fields
FileFacts = tuple[str, str, str, int, int, int, int, int]
# What a scan finds: document files in path order, every folder below the root (sorted), and
# the entries that are neither (links, devices, pipes...) by path.
Scan = tuple[list[FileFacts], list[str], list[str]]


def scan_folder(root: str) -> Scan:
    """Every folder and `*.md` file under root, by lstat only; links are never followed.

    Dot-folders and dot-files are skipped (the CLI keeps its state in `.goat-brain/`), and so is
    the attachment area `files/` at the root (attachments, not documents). A symbolic link (to a
    folder or a file) and a `*.md` entry that is not a regular file are listed as odd, never
    entered nor read. OSError when the root itself cannot be opened.
    """
    files: list[FileFacts] = []
    folders: list[str] = []
    odd: list[str] = []
    is_regular, is_folder, suffix_length = stat.S_ISREG, stat.S_ISDIR, len(SUFFIX)
    lstat, add_file = os.stat, files.append
    pending = [("", root)]
    while pending:
        rel_dir, dirpath = pending.pop()
        try:
            # Listed and stat'ed through the folder's descriptor: a stat by name in its folder
            # costs less than one by whole path, and a folder swapped for a link is refused.
            folder_fd = os.open(dirpath, _FOLDER_FLAGS if rel_dir else _ROOT_FLAGS)
        except OSError:
            if not rel_dir:
                raise  # the root itself: the caller says why
            continue  # a folder that vanished or cannot be listed holds no documents for us
        try:
            with os.scandir(folder_fd) as scan:
                found = list(scan)
            prefix = f"{rel_dir}/" if rel_dir else ""
            for entry in found:
                name = entry.name
                if name[0] == "." or (not rel_dir and name == ATTACHMENTS_FOLDER):
                    continue  # dot-folders, and the attachments (never documents)
                relpath = prefix + name
                if name.endswith(SUFFIX):  # the common case first: a document file
                    try:
                        info = lstat(name, dir_fd=folder_fd, follow_symlinks=False)
                    except OSError:
                        continue  # removed since the folder was listed
                    if is_regular(info.st_mode):
                        add_file(
                            (
                                relpath,
                                rel_dir,
                                name[:-suffix_length],
                                info.st_mtime_ns,
                                info.st_size,
                                info.st_ino,
                                info.st_ctime_ns,
                                info.st_nlink,
                            )
                        )
                        continue
                    if not is_folder(info.st_mode):  # a link, device, pipe or socket
                        odd.append(relpath)
                        continue
                if entry.is_dir(follow_symlinks=False):
                    folders.append(relpath)
                    pending.append((relpath, f"{dirpath}/{name}"))
                elif entry.is_symlink() and entry.is_dir(follow_symlinks=True):
                    odd.append(relpath)  # a link to a folder
        finally:
            os.close(folder_fd)
    files.sort()
    folders.sort()
    odd.sort()
    return files, folders, odd


# --- the early walk ----------------------------------------------------------------------
# The one started in this process, if any: (the root's absolute path, child pid, pipe's read end).
_early: tuple[str, int, int] | None = None


def start_early(root: str) -> None:
    """Fork a child that scans `root` and sends the scan to this process (see the docstring)."""
    global _early
    if _early is not None or not hasattr(os, "fork"):
        return
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: scan, send, and leave without running any of the parent's exits
        try:
            os.close(read_end)
            # Let go of the parent's standard streams: a reader of its output (`| head`,
            # a test capturing it) sees the end when the parent ends, not when this child does.
            quiet = os.open(os.devnull, os.O_RDWR)
            for stream in (0, 1, 2):
                os.dup2(quiet, stream)
            try:
                message = marshal.dumps(("scan", scan_folder(root)))
            except OSError:
                message = marshal.dumps(("failed",))  # the parent's own scan says why
            with os.fdopen(write_end, "wb") as pipe:
                pipe.write(message)
        finally:
            os._exit(0)
    os.close(write_end)
    _early = (os.path.abspath(root), pid, read_end)


def take_early(root: str) -> Scan | None:
    """The early walk of `root` when one was started and not yet taken or dropped, else None.

    An early walk of another root is dropped: it would never be taken."""
    if _early is None:
        return None
    if _early[0] != os.path.abspath(root):
        drop_early()
        return None
    message = _finish()
    if message is None or message[0] != "scan":
        return None
    files, folders, odd = message[1]
    return files, folders, odd


def drop_early() -> None:
    """Forget the early walk, if any: its child is stopped and reaped."""
    global _early
    if _early is None:
        return
    _, pid, read_end = _early
    _early = None
    os.close(read_end)
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, signal.SIGKILL)
    _reap(pid)


def _reap(pid: int) -> None:
    with contextlib.suppress(ChildProcessError):  # reaped already by someone waiting for any
        os.waitpid(pid, 0)


def _finish() -> tuple[Any, ...] | None:
    """Read the child's message and reap it; None if it sent nothing readable."""
    global _early
    assert _early is not None
    _, pid, read_end = _early
    _early = None
    try:
        with os.fdopen(read_end, "rb") as pipe:
            data = pipe.read()
    finally:
        _reap(pid)
    try:
        message = marshal.loads(data)
    except (EOFError, ValueError, TypeError):
        return None  # the child died before it finished writing
    return message if isinstance(message, tuple) and message else None
