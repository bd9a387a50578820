"""`manage.py brain_export BRAIN DIR [--workspace W] [--json]`.

Writes every document's canonical bytes to DIR/<folder>/<id>.md and every recorded folder,
empty ones too. DIR must not exist yet or be empty.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import CommandParser

from brain.management.lookup import brain_lookup
from brain.sync import brain_materialize
from goat.management.base import JsonCommand, UserError


class Command(JsonCommand):
    help = "Write a brain's documents as files into a new or empty directory."

    def add_arguments(self, parser: CommandParser) -> None:
        super().add_arguments(parser)
        parser.add_argument("brain", help="brain slug or id")
        parser.add_argument("directory", type=Path, help="a new or empty directory")
        parser.add_argument("--workspace", help="workspace slug or id (when the slug is shared)")

    def handle(self, *args: Any, **options: Any) -> None:
        brain = brain_lookup(options["brain"], workspace=options["workspace"])
        try:
            snapshot = brain_materialize(brain=brain, directory=options["directory"])
        except ValueError as error:  # not a directory, or not empty
            raise UserError(str(error), code="bad_directory") from None
        for path in snapshot.skipped:
            self.stderr.write(f"{path}: skipped: not a safe document path")
        data = {
            "brain": brain.slug,
            "workspace": brain.workspace.slug,
            "directory": str(snapshot.root),
            "documents": len(snapshot.entries),
            "folders": len(snapshot.folders),
            "skipped": snapshot.skipped,
        }
        text = (
            f"exported brain {brain.slug}: {len(snapshot.entries)} documents in "
            f"{len(snapshot.folders)} folders to {snapshot.root}"
        )
        if snapshot.skipped:
            text += f" ({len(snapshot.skipped)} skipped)"
        self.emit(data, text, as_json=options["json"])
