"""Wiki roots: where a scope's files live, their creation on first use, and the per-root lock.

`root_for(scope)` is the one place a scope becomes a path (the application scope, or a Pen
named `<short-name>_<uuid>` or given as an object with `short_name` and `uuid`). Every write
holds `root.lock()`: a threading lock for this process's threads, then an `fcntl` lock on
`<root>/.lock` (fasteners) for other processes.
"""

from __future__ import annotations

import contextlib
import os
import re
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Final, Protocol
from uuid import UUID

import fasteners

from . import formats
from .formats import WikiError

DEFAULT_MAX_SOURCE_BYTES: Final = 1024 * 1024
LOCK_FILE: Final = ".lock"
SHORT_NAME_RE: Final = re.compile(r"[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?")
UUID_RE: Final = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
MSG_PEN_REF: Final = (
    "pen {ref!r} is not <short-name>_<uuid>: a short name of a-z, 0-9 and inner '-' "
    "(1-40 characters), '_', and a lowercase hyphenated UUID"
)
MSG_ROOT_ESCAPES: Final = "{what} of the wiki root resolves outside it; refusing to use it"

_THREAD_LOCKS: dict[str, threading.Lock] = {}
_THREAD_LOCKS_GUARD = threading.Lock()

AGENTS_TEMPLATE: Final = """# AGENTS.md: how this wiki is maintained

This file is the maintenance agent's only authority for the ingest, query and maintenance
sequence. The block below is read by machines (docs/llm-wiki.md describes its keys); edit it to
change what the agent does. The provider wrote it once, when the wiki was created, and never
rewrites it.

Rules that hold for every step:

- raw/ is immutable: read sources, never edit or delete them.
- Cite the source id after every claim it supports: `[^src_…]`.
- Link pages with exact `[[page-name]]` wikilinks; write a page before linking to it.
- When sources disagree, add an entry to the page's `## Contradictions` section; never drop one.
- index.md and log.md belong to the provider; never write them.

```yaml goat-llm-wiki
version: 1
ingest:
  - op: wiki_ingest_source
    do: capture the source; keep the returned id
  - op: source_read
    do: read the whole source by its id
  - op: wiki_query
    do: find the pages the source touches, starting from index.md
  - op: memory_read
    do: read each of those pages
  - op: memory_write
    do: >-
      update or create pages; cite the source id after every claim it supports; link related
      pages with exact [[wikilinks]]; where the source disagrees with a page, add an entry
      to its "## Contradictions" section instead of replacing the older claim
  - op: wiki_lint
    do: fix what the report names (except raw sources, which are never edited)
query:
  - op: wiki_query
    do: start from index.md; take the best matching pages
  - op: memory_read
    do: read them and follow their wikilinks where needed
  - op: source_read
    do: check a cited source when a claim matters
maintenance:
  - op: wiki_lint
    do: run the deterministic checks
  - op: memory_write
    do: repair broken links, missing citations and orphan pages; never drop a contradiction
```
"""


class PenLike(Protocol):
    """What root_for needs of a Pen (the model comes later)."""

    @property
    def short_name(self) -> str: ...

    @property
    def uuid(self) -> UUID | str: ...


@dataclass(frozen=True)
class WikiRoot:
    """One wiki root on disk and its limits."""

    path: Path
    max_source_bytes: int = DEFAULT_MAX_SOURCE_BYTES

    @property
    def raw(self) -> Path:
        return self.path / "raw"

    @property
    def wiki(self) -> Path:
        return self.path / "wiki"

    @property
    def agents(self) -> Path:
        return self.path / "AGENTS.md"

    @property
    def index(self) -> Path:
        return self.path / "index.md"

    @property
    def log(self) -> Path:
        return self.path / "log.md"

    @contextlib.contextmanager
    def lock(self) -> Iterator[None]:
        """Exclusive write access to this root, across threads and processes."""
        self.path.mkdir(parents=True, exist_ok=True)
        key = os.path.realpath(self.path)
        with _THREAD_LOCKS_GUARD:
            thread_lock = _THREAD_LOCKS.setdefault(key, threading.Lock())
        with thread_lock, fasteners.InterProcessLock(os.path.join(key, LOCK_FILE)):
            yield


def pen_root_name(ref: str) -> str:
    """A Pen's `<short-name>_<uuid>`, validated strictly (WikiError `invalid_pen`)."""
    short_name, sep, pen_uuid = ref.partition("_")
    valid = (
        bool(sep)
        and SHORT_NAME_RE.fullmatch(short_name) is not None
        and UUID_RE.fullmatch(pen_uuid) is not None
    )
    if not valid:
        raise WikiError("invalid_pen", MSG_PEN_REF.format(ref=ref))
    return f"{short_name}_{pen_uuid}"


def root_for(scope: str | PenLike | None, *, goat_home: Path | None = None) -> WikiRoot:
    """The wiki root of a scope: None for the application, else a Pen (ref string or object).

    The Pen model, when it lands, passes itself (anything with `short_name` and `uuid`).
    """
    from django.conf import settings  # the service itself stays Django-free

    home = Path(goat_home) if goat_home is not None else Path(settings.GOAT_HOME)
    limit = int(getattr(settings, "LLMWIKI_MAX_SOURCE_BYTES", DEFAULT_MAX_SOURCE_BYTES))
    if scope is None:
        return WikiRoot(home / "memory" / "llm-wiki", limit)
    ref = scope if isinstance(scope, str) else f"{scope.short_name}_{scope.uuid}"
    return WikiRoot(home / "projects" / pen_root_name(ref) / "memory" / "llm-wiki", limit)


def inside(root_dir: Path, path: Path, what: str) -> Path:
    """`path` resolved, refused unless it stays inside `root_dir` (symlinks followed)."""
    real_root = os.path.realpath(root_dir)
    real = os.path.realpath(path)
    if real != real_root and not real.startswith(real_root + os.sep):
        raise WikiError("path_escapes_root", MSG_ROOT_ESCAPES.format(what=what))
    return Path(real)


def ensure_root(root: WikiRoot, render_index: str) -> None:
    """Create the five authorities that are missing (call under the lock)."""
    root.raw.mkdir(parents=True, exist_ok=True)
    root.wiki.mkdir(parents=True, exist_ok=True)
    inside(root.path, root.raw, "raw/")
    inside(root.path, root.wiki, "wiki/")
    if not root.agents.exists():
        write_atomic(root.agents, AGENTS_TEMPLATE)
    if not root.log.exists():
        write_atomic(root.log, formats.LOG_HEADER)
    if not root.index.exists():
        write_atomic(root.index, render_index)


def write_atomic(path: Path, text: str) -> None:
    """Write `text` to a temporary file beside `path`, then rename it into place."""
    temporary = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    try:
        with open(temporary, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)  # nothing half-written is left beside the page
        raise
