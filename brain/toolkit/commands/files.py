"""The commands that work on the files of a brain directory only: `init` and `validate`."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Final, Protocol

from ..attachments import attachment_problems, folder_attachments
from ..errors import USAGE, CommandError
from ..root import init_root
from ..tree import load_tree, split_relpath
from ..validation import validate_document

MSG_OUTSIDE: Final = "{path} is not inside the brain root {root}"
MSG_MISSING: Final = "{path} does not exist"


class _HasRoot(Protocol):
    root: Path


def cmd_init(store: _HasRoot, directory: str | None = None) -> dict[str, Any]:
    """Make the store's folder a brain root (the CLI points the store at DIR)."""
    created = init_root(store.root)
    return {"root": str(store.root.absolute()), "created": created}


def cmd_validate(store: _HasRoot, paths: list[str] | None = None) -> dict[str, Any]:
    """Every invalid file among `paths` (relative to the current folder), or under the root."""
    root = store.root
    tree = load_tree(root)
    by_path = {path: brain_id for brain_id, path in tree.paths.items()}
    wanted: set[str] | None = None
    if paths:
        wanted = set()
        resolved_root = root.resolve()
        for given in paths:
            full = Path(given) if Path(given).is_absolute() else Path.cwd() / given
            try:
                relpath = full.resolve().relative_to(resolved_root).as_posix()
            except ValueError:
                raise CommandError(USAGE, MSG_OUTSIDE.format(path=given, root=root)) from None
            if not (root / relpath).exists():
                raise CommandError(USAGE, MSG_MISSING.format(path=given))
            wanted.add(relpath)
    invalid: list[dict[str, Any]] = []
    checked = 0
    attachments = folder_attachments(root)
    for problem in tree.problems:
        if wanted is None or problem.path in wanted:
            invalid.append({"path": problem.path, "problems": [problem.problem.as_dict()]})
    for path, brain_id in sorted(by_path.items()):
        if wanted is not None and path not in wanted:
            continue
        checked += 1
        document = tree.documents[brain_id]
        problems = validate_document(document, file_stem=split_relpath(path)[1])
        problems += attachment_problems(document, attachments)
        if problems:
            invalid.append({"path": path, "problems": [p.as_dict() for p in problems]})
    invalid.sort(key=lambda item: item["path"])
    files = checked + sum(1 for item in invalid if item["path"] not in by_path)
    return {"checked": files, "invalid": invalid}
