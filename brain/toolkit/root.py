"""A brain root: a directory holding the marker file `.goat-brain/brain.json` (docs/cli.md).

`goat-brain init`, `brain_export` and materialize write the marker; without `--root` the CLI
walks up from the current folder to the nearest marked directory, as git does. A `.goat-brain`
cache folder alone does not make a root, and a `.goat-brain` that is a symbolic link is never
read or written through. The folder also holds the CLI's caches, its write lock and the
journal of an operation in progress (journal.py).
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import Final

from .errors import USAGE, CommandError
from .files import read_bounded
from .problems import DocumentError
from .schemas import SYSTEM_FOLDERS

STATE_DIR: Final = ".goat-brain"
MARKER_FILE: Final = "brain.json"
LOCK_FILE: Final = "lock"
MARKER_FORMAT: Final = "goat-brain"
MARKER_VERSION: Final = 1

MSG_NOT_A_ROOT: Final = (
    "{path} is not a brain root (it has no .goat-brain/brain.json); "
    "run `goat-brain init {path}` to start a brain there"
)
MSG_NO_ROOT_FOUND: Final = (
    "not inside a brain: no folder from {path} up holds .goat-brain/brain.json; "
    "run `goat-brain init DIR` to start one, or pass --root DIR"
)
MSG_NOT_A_DIRECTORY: Final = "{path} is not a directory"
MSG_STATE_LINK: Final = (
    "{path} is a symbolic link or not a folder; the brain's .goat-brain folder must be a plain "
    "folder inside it"
)
MSG_NEWER: Final = "{path} was made by a newer goat-brain (marker version {version}); upgrade it"
MSG_BAD_MARKER: Final = "{path} is not a goat-brain marker file; remove it or run init elsewhere"


class NotABrainRoot(CommandError):
    def __init__(self, message: str) -> None:
        super().__init__(USAGE, message)


def marker_bytes() -> bytes:
    data = {"format": MARKER_FORMAT, "version": MARKER_VERSION}
    return (json.dumps(data) + "\n").encode()


def state_dir(root: Path, *, create: bool = False) -> Path:
    """`root/.goat-brain`, refusing a link or a non-folder; created when asked."""
    path = root / STATE_DIR
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        if not create:
            return path
        with contextlib.suppress(FileExistsError):
            os.mkdir(path, 0o755)
        info = os.lstat(path)
    if not stat.S_ISDIR(info.st_mode):
        raise CommandError(USAGE, MSG_STATE_LINK.format(path=path))
    return path


def _marker_version(root: Path) -> int | None:
    """The marker's version, None when `root` has no marker; CommandError for a bad one."""
    path = root / STATE_DIR / MARKER_FILE
    try:
        info = os.lstat(root / STATE_DIR)
        if not stat.S_ISDIR(info.st_mode):
            return None
        marker_info = os.lstat(path)
    except (FileNotFoundError, NotADirectoryError):
        return None
    if not stat.S_ISREG(marker_info.st_mode):
        return None
    try:
        data = json.loads(read_bounded(path, limit=4096))
    except (OSError, ValueError, DocumentError):
        raise CommandError(USAGE, MSG_BAD_MARKER.format(path=path)) from None
    if not isinstance(data, dict) or data.get("format") != MARKER_FORMAT:
        raise CommandError(USAGE, MSG_BAD_MARKER.format(path=path))
    version = data.get("version")
    if not isinstance(version, int):
        raise CommandError(USAGE, MSG_BAD_MARKER.format(path=path))
    if version > MARKER_VERSION:
        raise CommandError(USAGE, MSG_NEWER.format(path=path, version=version))
    return version


def is_root(path: Path) -> bool:
    return path.is_dir() and _marker_version(path) is not None


def check_root(path: Path) -> Path:
    """`path` when it is a brain root; NotABrainRoot saying how to make one otherwise."""
    if not path.is_dir():
        raise NotABrainRoot(MSG_NOT_A_DIRECTORY.format(path=path))
    if _marker_version(path) is None:
        raise NotABrainRoot(MSG_NOT_A_ROOT.format(path=path))
    return path


def find_root(start: Path) -> Path:
    """The nearest brain root at or above `start`; NotABrainRoot when there is none."""
    current = start.absolute()
    for candidate in (current, *current.parents):
        if _marker_version(candidate) is not None:
            return candidate
    raise NotABrainRoot(MSG_NO_ROOT_FOUND.format(path=current))


def init_root(path: Path) -> bool:
    """Make `path` (created if missing) a brain root; False when it already was one.

    A new or empty folder also gets the system folders a new brain has (people/, evidence/,
    ...); a folder that already holds files is left as it is, but for the marker.
    """
    path.mkdir(parents=True, exist_ok=True)
    if not path.is_dir():
        raise NotABrainRoot(MSG_NOT_A_DIRECTORY.format(path=path))
    if _marker_version(path) is not None:
        return False
    if not any(os.scandir(path)):
        for folder in SYSTEM_FOLDERS:
            (path / folder).mkdir(exist_ok=True)
    state = state_dir(path, create=True)
    marker = state / MARKER_FILE
    tmp = state / f".{MARKER_FILE}.{os.getpid()}.tmp"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW, 0o644)
    try:
        os.write(fd, marker_bytes())
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(tmp, marker)
    return True


@contextlib.contextmanager
def root_lock(root: Path) -> Iterator[None]:
    """An exclusive lock on the brain directory (flock on `.goat-brain/lock`), held by every
    writer from its first read to its last write, as the database holds its advisory lock."""
    state = state_dir(root, create=True)
    fd = os.open(state / LOCK_FILE, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing releases the lock
