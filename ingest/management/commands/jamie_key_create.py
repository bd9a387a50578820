"""`manage.py jamie_key_create --workspace W (--brain B | --user U) [--name N] [--json]`."""

from __future__ import annotations

from typing import Any, Final

from django.core.management.base import CommandParser

from brain.management.lookup import brain_lookup
from goat.management.base import JsonCommand, UserError, user_lookup, workspace_lookup
from ingest.keys import HEADER, KeyRefused, key_create

WEBHOOK_PATH: Final = "/api/webhooks/jamie"
MSG_ONE_TARGET: Final = "pass exactly one of --brain or --user"


class Command(JsonCommand):
    help = (
        "Make a Jamie webhook key for a brain, or for a user's default brain in the workspace. "
        "The key is printed once; only its hash is kept."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        super().add_arguments(parser)
        parser.add_argument("--workspace", required=True, help="workspace slug or id")
        parser.add_argument("--brain", help="the brain (slug or id, in the workspace) it feeds")
        parser.add_argument("--user", help="username: the key feeds their default brain there")
        parser.add_argument("--name", default="", help="a label, e.g. who uses the key")

    def handle(self, *args: Any, **options: Any) -> None:
        if (options["brain"] is None) == (options["user"] is None):
            raise UserError(MSG_ONE_TARGET)
        workspace = workspace_lookup(options["workspace"])
        brain = (
            brain_lookup(options["brain"], workspace=options["workspace"])
            if options["brain"] is not None
            else None
        )
        user = user_lookup(options["user"]) if options["user"] is not None else None
        try:
            key, raw = key_create(workspace=workspace, brain=brain, user=user, name=options["name"])
        except KeyRefused as error:
            raise UserError(str(error), code="not_a_member") from None
        data = {
            "key": raw,
            "prefix": key.prefix,
            "name": key.name,
            "workspace": workspace.slug,
            "brain": brain.slug if brain is not None else None,
            "user": user.get_username() if user is not None else None,
            "header": HEADER,
            "path": WEBHOOK_PATH,
        }
        target = (
            f"brain {brain.slug}"
            if brain is not None
            else f"the default brain of {data['user']} in workspace {workspace.slug}"
        )
        text = (
            f"created Jamie key {key.prefix} for {target}\n"
            f"key (shown once, only its hash is kept): {raw}\n"
            f"send it with every delivery: POST {WEBHOOK_PATH} with the header "
            f"'{HEADER}: {raw}'\n"
            f"revoke it with: manage.py jamie_key_revoke {key.prefix}"
        )
        self.emit(data, text, as_json=options["json"])
