"""Reading and writing files inside a brain root without ever leaving it.

Every path is opened one component at a time from the root's directory descriptor with
O_NOFOLLOW, so a symbolic link anywhere below the root (a folder swapped for a link to /etc,
say) is refused instead of followed; the root itself may be reached through links, as the
user named it. A file is checked to be a regular file of at most `MAX_DOCUMENT_BYTES` before a
byte of it is read.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import Final

from .errors import CommandError
from .problems import PARSE_ERROR, DocumentError, Problem
from .schemas import MAX_DOCUMENT_BYTES

UNSAFE_PATH: Final = "unsafe_path"

MSG_LINK: Final = "{path} is a symbolic link (or not a folder); brains hold plain folders and files"
MSG_NOT_REGULAR: Final = (
    "not a regular file (symbolic link, device, socket or pipe); documents are plain files"
)
MSG_TOO_LARGE: Final = f"the file is larger than {MAX_DOCUMENT_BYTES} bytes"

_DIRECTORY_FLAGS: Final = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC


class UnsafePath(CommandError):
    """A path below the root that goes through a symbolic link or something not a folder."""

    def __init__(self, path: str) -> None:
        super().__init__(UNSAFE_PATH, MSG_LINK.format(path=path), path=path)


def _segments(folder: str) -> list[str]:
    return [segment for segment in folder.split("/") if segment]


@contextlib.contextmanager
def open_folder(root: Path, folder: str, *, create: bool = False) -> Iterator[int]:
    """A descriptor of `root/folder`, walked without following links (created when asked)."""
    fd = os.open(root, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        done: list[str] = []
        for segment in _segments(folder):
            done.append(segment)
            try:
                next_fd = os.open(segment, _DIRECTORY_FLAGS, dir_fd=fd)
            except FileNotFoundError:
                if not create:
                    raise
                with contextlib.suppress(FileExistsError):
                    os.mkdir(segment, 0o755, dir_fd=fd)
                next_fd = _open_child_folder(fd, segment, "/".join(done))
            except OSError as error:
                if error.errno in (errno.ELOOP, errno.ENOTDIR):
                    raise UnsafePath("/".join(done)) from None
                raise
            os.close(fd)
            fd = next_fd
        yield fd
    finally:
        os.close(fd)


def _open_child_folder(fd: int, segment: str, path: str) -> int:
    try:
        return os.open(segment, _DIRECTORY_FLAGS, dir_fd=fd)
    except OSError as error:
        if error.errno in (errno.ELOOP, errno.ENOTDIR):
            raise UnsafePath(path) from None
        raise


def folder_exists(root: Path, folder: str) -> bool:
    try:
        with open_folder(root, folder):
            return True
    except FileNotFoundError:
        return False


def exists(root: Path, relpath: str) -> bool:
    """Whether anything (file, link, folder) is at `relpath`, looked up without following links."""
    folder, _, name = relpath.rpartition("/")
    try:
        with open_folder(root, folder) as dir_fd:
            os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
    except FileNotFoundError:
        return False
    return True


def read_file(root: Path, relpath: str, *, limit: int = MAX_DOCUMENT_BYTES) -> bytes:
    """The bytes of a regular file below root; DocumentError when it is larger than `limit`."""
    fd = _open_below(root, relpath)
    try:
        return read_open_file(fd, relpath, limit=limit)
    finally:
        os.close(fd)


def read_file_if(root: Path, relpath: str, mtime_ns: int, size: int) -> bytes | None:
    """The bytes of a regular file below root when it still has this mtime and size (as a
    cache saw it), else None; DocumentError when it is larger than the cap."""
    fd = _open_below(root, relpath)
    try:
        info = os.fstat(fd)
        if (info.st_mtime_ns, info.st_size) != (mtime_ns, size):
            return None
        return read_open_file(fd, relpath)
    finally:
        os.close(fd)


def _open_below(root: Path, relpath: str) -> int:
    folder, _, name = relpath.rpartition("/")
    with open_folder(root, folder) as dir_fd:
        return os.open(
            name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, dir_fd=dir_fd
        )


def read_open_file(fd: int, path: str, *, limit: int = MAX_DOCUMENT_BYTES) -> bytes:
    """Read an open descriptor: refused unless a regular file of at most `limit` bytes."""
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):
        raise DocumentError([Problem(PARSE_ERROR, "file_type", MSG_NOT_REGULAR)], path)
    if info.st_size > limit:
        raise DocumentError([Problem(PARSE_ERROR, "size", MSG_TOO_LARGE)], path)
    chunks: list[bytes] = []
    size = 0
    while chunk := os.read(fd, 1 << 20):
        chunks.append(chunk)
        size += len(chunk)
        if size > limit:  # it grew while we read
            raise DocumentError([Problem(PARSE_ERROR, "size", MSG_TOO_LARGE)], path)
    return b"".join(chunks)


def read_bounded(path: Path | str, *, limit: int = MAX_DOCUMENT_BYTES) -> bytes:
    """A file the user names (an argument, not a brain path): regular, at most `limit` bytes."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    try:
        return read_open_file(fd, str(path), limit=limit)
    finally:
        os.close(fd)


def write_new(dir_fd: int, name: str, data: bytes, *, mode: int = 0o644) -> None:
    """Create `name` (it must not exist) with `data`, synced to disk."""
    fd = os.open(
        name,
        os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC,
        mode,
        dir_fd=dir_fd,
    )
    try:
        _write_all(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]
