"""`manage.py mcp_stdio BRAIN [--token-file PATH]`: the brain's MCP server over stdio.

For MCP clients that start their servers as subprocesses. The personal API token comes from
`--token-file` (its first line) or the `GOAT_TOKEN` environment variable, never from the
command line, where `ps` would show it. It is checked, and BRAIN resolved for it, before
serving (a bad token or a brain it cannot reach: one line on stderr, exit 2) and again for
every request, exactly as over HTTP (brain/api/mcp.py).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Final

import anyio
from django.core.management.base import BaseCommand, CommandParser

from brain.api.errors import ApiError
from brain.api.mcp import caller_for_key, serve_stdio
from goat.management.base import UserError

TOKEN_VARIABLE: Final = "GOAT_TOKEN"

MSG_NO_TOKEN: Final = (
    "no token: pass --token-file PATH or set GOAT_TOKEN (make one with manage.py token_create)"
)
MSG_UNREADABLE: Final = "cannot read the token file {path}: {problem}"


class Command(BaseCommand):
    help = (
        "Serve a brain's tools to an MCP client over stdin/stdout, as the holder of a personal "
        "API token (--token-file PATH, or GOAT_TOKEN in the environment)."
    )
    requires_system_checks: list[str] = []

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("brain", help="the brain: its slug or id")
        parser.add_argument(
            "--token-file", help=f"a file holding the token (default: ${TOKEN_VARIABLE})"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        key = token_from(options["token_file"])
        brain = options["brain"]
        try:
            caller_for_key(key, brain)
        except ApiError as error:
            raise UserError(error.message, code=error.code) from None
        anyio.run(serve_stdio, key, brain)


def token_from(path: str | None) -> str:
    """The token in the file at `path` (its first line), else in $GOAT_TOKEN."""
    if path is not None:
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise UserError(MSG_UNREADABLE.format(path=path, problem=error)) from None
        key = next(iter(text.splitlines()), "").strip()
    else:
        key = os.environ.get(TOKEN_VARIABLE, "").strip()
    if not key:
        raise UserError(MSG_NO_TOKEN)
    return key
