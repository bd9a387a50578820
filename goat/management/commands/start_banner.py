"""`manage.py start_banner [--port 8000] [--password-file var/admin_password]`: the addresses
`bash scripts/run` prints before it starts the server (the staff UI, the memory browser, the
admin, the API docs and MCP), and the admin login when the password file has one. The paths are
the URL configuration's own, so the banner cannot name a page that moved."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Final

from django.core.management.base import BaseCommand, CommandParser
from django.urls import reverse

HOST: Final = "127.0.0.1"
# (label, URL name): the pages a person opens, in the order they are likely to need them.
PAGES: Final = (
    ("Staff UI", "ui:index"),
    ("Memory browser", "memory:browser"),
    ("Admin", "admin:index"),
    ("API docs", "swagger-ui"),
)
# The MCP connector is served by the ASGI layer (brain/api/asgi.py), outside Django's URLs.
MCP_PATH: Final = "/mcp/<brain>/"


def banner(*, port: int, password_file: Path | None = None) -> str:
    """The banner's lines, without a trailing newline."""
    base = f"http://{HOST}:{port}"
    width = max(len(label) for label, _ in PAGES) + 1
    lines = [f"Goat Brain on {base}/"]
    lines += [f"  {label + ':':<{width}} {base}{reverse(name)}" for label, name in PAGES]
    lines.append(f"  {'MCP:':<{width}} {base}{MCP_PATH} with a Bearer token (docs/api.md)")
    password = _read(password_file)
    if password:
        lines.append(
            f"Log in as admin / {password}  (generated on first run; kept in {password_file})"
        )
    return "\n".join(lines)


def _read(path: Path | None) -> str:
    if path is None:
        return ""
    try:
        return path.read_text().strip()
    except FileNotFoundError:
        return ""


class Command(BaseCommand):
    help = "Print the addresses of the app as `bash scripts/run` serves it."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--port", type=int, default=8000, help="the server's port (8000)")
        parser.add_argument(
            "--password-file", type=Path, help="the generated admin password, shown when set"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        self.stdout.write(banner(port=options["port"], password_file=options["password_file"]))
