"""`manage.py demo_load [--user admin] [--json]`: the demo brain; never undoes curators' work."""

from __future__ import annotations

from typing import Any

from django.core.management.base import CommandParser

from brain.demo import demo_load
from brain.importer import ImportRefused
from goat.management.base import JsonCommand, UserError


class Command(JsonCommand):
    help = (
        "Load the demo workspace and brain. Only demo files whose ids the brain never had are "
        "imported: running it again never overwrites or brings back what curators changed."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        super().add_arguments(parser)
        parser.add_argument(
            "--user",
            default="admin",
            help="make this user, when it exists, an admin of the demo workspace",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            result = demo_load(username=options["user"])
        except ImportRefused as error:
            raise UserError(error.message, code=error.code) from None
        imported = result.imported
        for item in imported.refused:
            self.stderr.write(item.line)
        data = {
            "workspace": result.workspace.slug,
            "brain": result.brain.slug,
            "brain_pk": result.brain.pk,
            "workspace_created": result.workspace_created,
            "brain_created": result.brain_created,
            "admin": result.admin,
            **result.as_dict(),
        }
        if result.admin is not None:
            who = f"{result.admin} is a workspace admin"
        else:
            who = f"no user {options['user']!r} yet: run demo_load again after creating it"
        text = (
            f"demo brain {result.brain.slug} (id {result.brain.pk}) in workspace "
            f"{result.workspace.slug}: {result.summary}; {who}"
        )
        self.emit(data, text, as_json=options["json"])
