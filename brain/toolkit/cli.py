"""`goat-brain`: the brain commands over a plain directory (docs/cli.md).

The parser is generated from the command registry (commands/registry.py): one subcommand per
spec offered on the `cli` surface, one option or positional per parameter, plus `init`.

With --json, stdout holds exactly one JSON document (errors too: {"error": {...}}); logs go
to stderr. A user error prints one line on stderr and exits 2, never a traceback; `validate`
exits 1 when a file is invalid. A closed stdout (`goat-brain list | head -1`) ends the
command quietly with exit 141, as for other Unix tools.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final, NoReturn

from .commands.registry import CommandSpec, Param, commands_for, run
from .directory import DirectoryStore
from .errors import USAGE, CommandError
from .files import read_bounded
from .folder_scan import EARLY_COMMANDS, drop_early
from .problems import DocumentError
from .root import check_root, find_root

EXIT_OK: Final = 0
EXIT_INVALID: Final = 1
EXIT_USAGE: Final = 2
EXIT_BROKEN_PIPE: Final = 141  # 128 + SIGPIPE, as a tool killed by the signal would

MSG_NOT_UTF8_ARGUMENT: Final = "argument {position} is not valid UTF-8 text"
MSG_NOT_UTF8_INPUT: Final = "{what} is not valid UTF-8 text"
MSG_TEXT_NEEDED: Final = "give --{what} TEXT or --{what}-file PATH ('-' for stdin)"
MSG_TEXT_TWICE: Final = "give --{what} or --{what}-file, not both"
MSG_CANNOT_READ: Final = "cannot read {path}: {reason}"

# What a terminal would obey rather than show: C0 controls but tab and newline, DEL, C1.
_TERMINAL_CONTROL: Final = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_C1_CONTROL: Final = re.compile(r"[\x80-\x9f]")


class UsageError(Exception):
    """Bad command-line input; reported like any other user error."""


class _Formatter(argparse.HelpFormatter):
    """argparse's help layout, sized without importing shutil (which loads bz2 and lzma):
    a command's start-up matters to the agents that call it at every step."""

    def __init__(self, prog: str) -> None:
        try:
            width = os.get_terminal_size(sys.stderr.fileno()).columns
        except (OSError, ValueError):
            width = 80
        super().__init__(prog, width=max(width - 2, 40))


class _Parser(argparse.ArgumentParser):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def _read_text(value: str | None, file: str | None, what: str, *, required: bool) -> str | None:
    if value is not None and file is not None:
        raise UsageError(MSG_TEXT_TWICE.format(what=what))
    if file is not None:
        try:
            data = sys.stdin.buffer.read() if file == "-" else read_bounded(file)
        except (OSError, DocumentError) as error:
            reason = error.strerror if isinstance(error, OSError) else error.problems[0].message
            raise UsageError(MSG_CANNOT_READ.format(path=file, reason=reason)) from None
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            source = "stdin" if file == "-" else file
            raise UsageError(MSG_NOT_UTF8_INPUT.format(what=source)) from None
    if value is None and required:
        raise UsageError(MSG_TEXT_NEEDED.format(what=what))
    return value


# --- the parser, from the registry ----------------------------------------------------------


def _add_param(parser: argparse.ArgumentParser, param: Param) -> None:
    if param.positional:
        placeholder = (param.flag or param.name).upper()
        nargs: str | None
        if param.kind == "list" or param.words:
            nargs = "+" if param.required else "*"
        else:
            nargs = None if param.required else "?"
        parser.add_argument(
            param.name,
            metavar=placeholder,
            nargs=nargs,
            choices=param.choices,
            default=param.default,
            help=param.help,
        )
        return
    option = param.option
    if param.kind == "bool":
        parser.add_argument(option, dest=param.name, action="store_true", help=param.help)
    elif param.kind == "list":
        parser.add_argument(option, dest=param.name, action="append", default=[], help=param.help)
    elif param.kind == "int":
        parser.add_argument(
            option, dest=param.name, type=int, default=param.default, help=param.help
        )
    else:
        parser.add_argument(
            option,
            dest=param.name,
            default=None,
            required=param.required and param.kind != "text",  # text may come from a file
            choices=param.choices,
            help=param.help + (f" (default: {param.default})" if param.default else ""),
        )
        if param.kind == "text":
            parser.add_argument(
                option + "-file",
                dest=param.name + "_file",
                metavar="PATH",
                help="read it from a file ('-' for stdin)",
            )


def _command_in(argv: Sequence[str]) -> str | None:
    """The command named in `argv` (skipping --root's value), if any."""
    names = {spec.name for spec in commands_for(surface="cli")}
    skip = False
    for argument in argv:
        if skip:
            skip = False
        elif argument == "--root":
            skip = True
        elif argument in names:
            return argument
        elif not argument.startswith("-"):
            return None
    return None


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The parser for every command, or (to start faster) for the one `only` names."""
    common = _Parser(add_help=False)
    common.add_argument("--root", default=argparse.SUPPRESS, help="the brain root")
    common.add_argument(
        "--json",
        action="store_true",
        default=argparse.SUPPRESS,
        help="print one JSON document on stdout",
    )
    parser = _Parser(prog="goat-brain", description="Work on a Goat Brain directory.")
    parser.add_argument(
        "--root", default=None, help="the brain root (default: the nearest one at or above .)"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON document on stdout")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for spec in commands_for(surface="cli"):
        if only is not None and spec.name != only:
            continue
        command = sub.add_parser(
            spec.name, parents=[common], help=spec.summary, description=spec.summary
        )
        for param in spec.params_for("cli"):
            _add_param(command, param)
    return parser


def arguments_for(spec: CommandSpec, args: argparse.Namespace) -> dict[str, Any]:
    """The command's keyword arguments from parsed command-line options."""
    kwargs: dict[str, Any] = {}
    for param in spec.params_for("cli"):
        value = getattr(args, param.name)
        if param.kind == "text":
            value = _read_text(
                value,
                getattr(args, param.name + "_file"),
                param.option.removeprefix("--"),
                required=param.required,
            )
        elif param.words and isinstance(value, list):
            value = " ".join(value)
        if value is not None:
            kwargs[param.name] = value
    return kwargs


# --- running ----------------------------------------------------------------------------------


def _emit_error(as_json: bool, code: str, message: str, **details: Any) -> int:
    _write(sys.stderr, f"goat-brain: {printable(message)}\n")
    if as_json:
        error = {"error": {"code": code, "message": message, **details}}
        _write(sys.stdout, as_json_line(error) + "\n")
    return EXIT_USAGE


def printable(text: str) -> str:
    """Text output with every control character a terminal would act on (escape sequences,
    a bell, a carriage return that overwrites the line) shown as its `\\xHH` escape; tabs and
    line breaks (CRLF read as one) as they are. Bodies are refused such characters when
    written, but a file edited by hand may hold them."""
    if "\r\n" in text:
        text = text.replace("\r\n", "\n")
    return _TERMINAL_CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", text)


def as_json_line(value: Any) -> str:
    """One JSON document on a line: the C1 controls, which `json.dumps` leaves raw outside
    ASCII, escaped too (`\\u009b`), so the JSON is as inert on a terminal as the text."""
    text = json.dumps(value, ensure_ascii=False)
    return _C1_CONTROL.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def _write(stream: Any, text: str) -> None:
    """Write UTF-8 whatever the locale says (a C locale must not turn output into errors)."""
    buffer = getattr(stream, "buffer", None)
    if buffer is not None:
        stream.flush()
        buffer.write(text.encode("utf-8", errors="replace"))
        buffer.flush()
    else:
        stream.write(text)
        stream.flush()


def _undecodable(argv: Sequence[str]) -> int | None:
    """The 1-based position of the first argument that is not UTF-8 (surrogate-escaped)."""
    for position, argument in enumerate(argv, start=1):
        try:
            argument.encode("utf-8")
        except UnicodeEncodeError:
            return position
    return None


def _root(args: argparse.Namespace) -> Path:
    if args.command == "init":
        return Path(args.directory or args.root or ".")
    if args.command == "adopt":
        return Path(args.dest)  # not a brain yet, maybe: adopt checks it
    if args.root is not None:
        return check_root(Path(args.root))
    return find_root(Path.cwd())


def _main(argv: list[str]) -> int:
    as_json = "--json" in argv
    position = _undecodable(argv)
    if position is not None:
        return _emit_error(as_json, USAGE, MSG_NOT_UTF8_ARGUMENT.format(position=position))
    try:
        args = build_parser(only=_command_in(argv)).parse_args(argv)
        spec = next(s for s in commands_for(surface="cli") if s.name == args.command)
        store = DirectoryStore(_root(args))
        kwargs = arguments_for(spec, args)
        if spec.name not in EARLY_COMMANDS:
            drop_early()  # a walk started before the command ran is for read commands only
        if spec.name not in ("init", "doctor", "validate", "adopt"):
            # Finish an operation a crash interrupted (the doctor only reports it).
            if store.interrupted():
                drop_early()  # recovery changes files an early walk may have seen
            for line in store.recover():
                _write(sys.stderr, f"goat-brain: {printable(line)}\n")
        result = run(spec, store, kwargs)
        text = spec.render(result)
    except UsageError as error:
        return _emit_error(as_json, USAGE, str(error))
    except CommandError as error:
        return _emit_error(as_json, error.code, error.message, **error.details)
    except DocumentError as error:
        problems = [p.as_dict() for p in error.problems]
        return _emit_error(as_json, error.code, error.summary(), problems=problems)
    except OSError as error:
        reason = error.strerror or str(error)
        where = f": {error.filename}" if error.filename else ""
        return _emit_error(as_json, "io", f"{reason}{where}")
    _write(sys.stdout, (as_json_line(result) if args.json else printable(text)) + "\n")
    if args.command == "validate" and result["invalid"]:
        return EXIT_INVALID
    if args.command == "add" and result["refused"]:
        return EXIT_INVALID  # the others were added; each refusal is a line of the output
    return EXIT_OK


def main(argv: Sequence[str] | None = None) -> int:
    arguments = list(sys.argv[1:] if argv is None else argv)
    try:
        return _main(arguments)
    except BrokenPipeError:
        # The reader went away (`| head`): say nothing more, and keep Python from complaining
        # about the unflushable stdout at exit.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_BROKEN_PIPE


def _exit() -> NoReturn:
    sys.exit(main())


if __name__ == "__main__":
    _exit()
