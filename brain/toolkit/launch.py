"""`goat-brain`'s entry point: start the early walk of a read command, then run the CLI.

Apart from cli.py so that the walk (folder_scan) is under way before the CLI's own imports:
this module imports only folder_scan until the walk has started.
"""

from __future__ import annotations

import gc
import os
import sys

from .folder_scan import EARLY_COMMANDS, MARKER_PATH, start_early


def main() -> int:
    argv = sys.argv[1:]
    root = early_root(argv)
    if root is not None:
        start_early(root)
    # The CLI's imports make many objects and no garbage: without the cyclic collector
    # looking at them as they are made they take a few milliseconds less.
    gc.disable()
    from .cli import main as run_cli  # noqa: PLC0415 (after the walk has started)

    gc.enable()
    return run_cli(argv)


def early_root(argv: list[str]) -> str | None:
    """The folder a read command (EARLY_COMMANDS) will walk: `--root`, else the nearest folder
    at or above the current one holding the marker; None for any other command.

    A guess from the raw arguments, before they are parsed: a wrong one costs only the early
    walk, which the CLI drops when its command or root turns out to be another.
    """
    command, root = None, None
    words = iter(argv)
    for word in words:
        if word == "--root":
            root = next(words, None)
        elif word.startswith("--root="):
            root = word.removeprefix("--root=")
        elif command is None and not word.startswith("-"):
            command = word
    if command not in EARLY_COMMANDS:
        return None
    if root is not None:
        return root
    here = os.getcwd()
    while not os.path.isfile(os.path.join(here, MARKER_PATH)):
        parent = os.path.dirname(here)
        if parent == here:
            return None
        here = parent
    return here


if __name__ == "__main__":
    sys.exit(main())
