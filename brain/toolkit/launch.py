"""`goat-brain`'s entry point: start the early walk of a read command, then run the CLI.

Apart from cli.py so that the walk (folder_scan) is under way before the CLI's own imports:
this module imports only folder_scan until the walk has started.
"""

from __future__ import annotations

import gc
import os
import sys
from typing import NoReturn

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
    code = run_cli(argv)
    if root is not None:  # a read command (early_root guesses the command as argparse reads it)
        leave(code)
    return code


def leave(code: int) -> NoReturn:
    """End a read command now: flush the standard streams and exit without the interpreter's
    teardown.

    A read command has nothing left to do once the CLI returns (no file to close or remove, no
    exit handler of ours), and tearing down what it loaded (the catalog's columns, the index's
    arrays: a great many objects on a large brain) takes longer than some commands' answers.
    Writes keep the ordinary exit.
    """
    from .cli import EXIT_BROKEN_PIPE  # noqa: PLC0415 (imported already by now)

    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except BrokenPipeError:
        code = code or EXIT_BROKEN_PIPE  # the reader went away: as cli.main says it
    os._exit(code)


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
