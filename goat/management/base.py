"""What the project's management commands share: `--json`, user errors (exit 2), lookups.

With `--json`, stdout holds exactly one JSON document, an error too (`{"error": {...}}`, as the
`goat-brain` CLI does); progress and logs go to stderr. A user error is one line on stderr and
exit code 2.
"""

from __future__ import annotations

import json
from typing import Any, Final

from django.contrib.auth import get_user_model
from django.contrib.auth.base_user import AbstractBaseUser
from django.core.management.base import BaseCommand, CommandError, CommandParser

from goat.models import Workspace

EXIT_USAGE: Final = 2

MSG_NO_WORKSPACE: Final = "no workspace {ref!r}"
MSG_NO_USER: Final = "no user {name!r}; create it first (manage.py createsuperuser)"


class UserError(CommandError):
    """A mistake in what the operator asked for: one line on stderr, exit code 2."""

    def __init__(self, message: str, *, code: str = "usage") -> None:
        super().__init__(message, returncode=EXIT_USAGE)
        self.code = code
        self.message = message


class JsonCommand(BaseCommand):
    """A command with `--json`: `handle` returns the JSON document, `text` renders it."""

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--json", action="store_true", help="print one JSON document on stdout")

    emitted = False

    def execute(self, *args: Any, **options: Any) -> str | None:
        self.emitted = False
        try:
            return super().execute(*args, **options)
        except CommandError as error:
            if options.get("json") and not self.emitted:
                code = getattr(error, "code", "error")
                payload = {"error": {"code": code, "message": str(error)}}
                self.stdout.write(json.dumps(payload, ensure_ascii=False))
            raise

    def emit(self, data: dict[str, Any], text: str, *, as_json: bool) -> None:
        """Print the result: the JSON document with --json, else the text."""
        self.emitted = True
        if as_json:
            self.stdout.write(json.dumps(data, ensure_ascii=False))
        else:
            self.stdout.write(text)


def workspace_lookup(ref: str) -> Workspace:
    """The workspace named by slug or numeric id."""
    text = str(ref).strip()
    found = Workspace.objects.filter(slug=text).first()
    if found is None and text.isdigit():
        found = Workspace.objects.filter(pk=int(text)).first()
    if found is None:
        raise UserError(MSG_NO_WORKSPACE.format(ref=text), code="not_found")
    return found


def user_lookup(name: str) -> AbstractBaseUser:
    """The user with this username."""
    user_model = get_user_model()
    user = user_model.objects.filter(**{user_model.USERNAME_FIELD: name}).first()
    if user is None:
        raise UserError(MSG_NO_USER.format(name=name), code="not_found")
    return user
