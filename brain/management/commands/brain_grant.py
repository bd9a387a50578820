"""`manage.py brain_grant BRAIN USER [--workspace W] [--manage] [--revoke] [--json]`."""

from __future__ import annotations

from typing import Any

from django.core.management.base import CommandParser

from brain.access import AccessError
from brain.management.lookup import brain_lookup
from brain.services.grants import grant_brain_access, revoke_brain_access
from goat.management.base import JsonCommand, UserError, user_lookup


class Command(JsonCommand):
    help = "Put a workspace member on a brain's allow-list (or take them off with --revoke)."

    def add_arguments(self, parser: CommandParser) -> None:
        super().add_arguments(parser)
        parser.add_argument("brain", help="brain slug or id")
        parser.add_argument("user", help="username")
        parser.add_argument("--workspace", help="workspace slug or id (when the slug is shared)")
        parser.add_argument(
            "--manage", action="store_true", help="also let them manage the allow-list"
        )
        parser.add_argument("--revoke", action="store_true", help="remove them instead")

    def handle(self, *args: Any, **options: Any) -> None:
        brain = brain_lookup(options["brain"], workspace=options["workspace"])
        user = user_lookup(options["user"])
        username = user.get_username()
        if options["revoke"]:
            removed = revoke_brain_access(brain, user)
            data: dict[str, Any] = {
                "brain": brain.slug,
                "user": username,
                "action": "revoke",
                "removed": removed,
            }
            if removed:
                text = f"revoked {username}'s access to brain {brain.slug}"
            else:
                text = f"{username} was not on the allow-list of brain {brain.slug}"
        else:
            try:
                grant_brain_access(brain, user, manage=options["manage"])
            except AccessError as error:
                raise UserError(str(error), code="not_a_member") from None
            permissions = ["view", "change", "manage"] if options["manage"] else ["view", "change"]
            data = {
                "brain": brain.slug,
                "user": username,
                "action": "grant",
                "permissions": permissions,
            }
            text = f"granted {username} {', '.join(permissions)} on brain {brain.slug}"
        if brain.visibility == brain.Visibility.WORKSPACE:
            text += " (note: the brain is visible to the whole workspace; the list matters "
            text += "once it is restricted)"
        data["visibility"] = brain.visibility
        self.emit(data, text, as_json=options["json"])
