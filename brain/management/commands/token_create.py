"""`manage.py token_create USER [--scope read|write] [--brain B [--workspace W]] [--name N]
[--json]`."""

from __future__ import annotations

from typing import Any, Final

from django.core.management.base import CommandParser

from brain.access import AccessError
from brain.api.auth import KEYWORD
from brain.api.tokens import SCOPES, token_create
from brain.management.lookup import brain_lookup
from goat.management.base import JsonCommand, UserError, user_lookup

MSG_WORKSPACE_WITHOUT_BRAIN: Final = "--workspace only says where --brain is; pass --brain too"


class Command(JsonCommand):
    help = (
        "Make a personal API token for USER: it acts as them over the API, reading (scope "
        "read) or reading and writing (scope write), on one brain with --brain. The token is "
        "printed once; only its hash is kept."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        super().add_arguments(parser)
        parser.add_argument("user", help="username: whom the token acts as")
        parser.add_argument("--scope", choices=SCOPES, default="read", help="default: read")
        parser.add_argument("--brain", help="bind the token to this brain (slug or id)")
        parser.add_argument("--workspace", help="workspace slug or id (when the slug is shared)")
        parser.add_argument("--name", default="", help="a label, e.g. where the token is used")

    def handle(self, *args: Any, **options: Any) -> None:
        user = user_lookup(options["user"])
        if options["workspace"] is not None and options["brain"] is None:
            raise UserError(MSG_WORKSPACE_WITHOUT_BRAIN)
        brain = (
            brain_lookup(options["brain"], workspace=options["workspace"])
            if options["brain"] is not None
            else None
        )
        try:
            token, raw = token_create(
                user=user, scope=options["scope"], brain=brain, name=options["name"]
            )
        except AccessError as error:
            raise UserError(str(error), code="no_access") from None
        username = user.get_username()
        authorization = f"{KEYWORD} {raw}"
        data = {
            "key": raw,
            "prefix": token.prefix,
            "name": token.name,
            "user": username,
            "scope": token.scope,
            "brain": brain.slug if brain is not None else None,
            "workspace": brain.workspace.slug if brain is not None else None,
            "header": "Authorization",
            "authorization": authorization,
        }
        reach = f"brain {brain.slug}" if brain is not None else f"every brain {username} may see"
        text = (
            f"created API token {token.prefix} for {username} (scope {token.scope}, {reach})\n"
            f"token (shown once, only its hash is kept): {raw}\n"
            f"send it with every request: 'Authorization: {authorization}'\n"
            f"revoke it with: manage.py token_revoke {token.prefix} --user {username}"
        )
        self.emit(data, text, as_json=options["json"])
