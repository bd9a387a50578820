"""`manage.py brain_import BRAIN DIR [--workspace W] [--batch-size N] [--json]`, and
`manage.py brain_import BRAIN VAULT --adopt [--dry-run] [--prune] [--json]` (docs/adopt.md).

Each refused file is one line `<path>: <code>: <message>` (stderr; in the JSON, `refused`),
then a summary. Exit code 1 when any file was refused or the import stopped part way (its
reading process failed: one line saying where), 2 for a usage error.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Final

from django.core.management.base import CommandError, CommandParser

from brain.adopt import adopt_into_brain
from brain.importer import BATCH_SIZE, ImportInterrupted, ImportRefused, brain_import
from brain.management.lookup import brain_lookup
from brain.management.progress import ProgressBar
from brain.models import Brain
from brain.services import Actor
from brain.toolkit.adopt import render_report
from brain.toolkit.errors import CommandError as ToolkitError
from goat.management.base import JsonCommand, UserError

EXIT_REFUSED: Final = 1

MSG_REFUSED: Final = "{count} of {files} files were refused"
MSG_BATCH_SIZE: Final = "--batch-size must be at least 1"
MSG_ADOPT_ONLY: Final = "--dry-run and --prune go with --adopt"


class Command(JsonCommand):
    help = "Import a directory of documents into a brain through the write path."

    def add_arguments(self, parser: CommandParser) -> None:
        super().add_arguments(parser)
        parser.add_argument("brain", help="brain slug or id")
        parser.add_argument("directory", type=Path, help="the directory to import")
        parser.add_argument("--workspace", help="workspace slug or id (when the slug is shared)")
        parser.add_argument(
            "--batch-size",
            type=int,
            default=BATCH_SIZE,
            help=f"files per transaction (default {BATCH_SIZE}; 1 writes file by file)",
        )
        parser.add_argument(
            "--adopt",
            action="store_true",
            help="DIRECTORY is a vault of notes, adopted as `goat-brain adopt` does it",
        )
        parser.add_argument(
            "--dry-run", action="store_true", help="with --adopt: report, write nothing"
        )
        parser.add_argument(
            "--prune",
            action="store_true",
            help="with --adopt: remove documents whose note left the vault (unless edited)",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        brain = brain_lookup(options["brain"], workspace=options["workspace"])
        directory: Path = options["directory"]
        actor = Actor("import", None, f"brain_import {directory}"[:200])
        if options["batch_size"] < 1:
            raise UserError(MSG_BATCH_SIZE)
        if options["adopt"]:
            self._adopt(brain, directory, options)
            return
        if options["dry_run"] or options["prune"]:
            raise UserError(MSG_ADOPT_ONLY)
        try:
            report = brain_import(
                brain=brain,
                directory=directory,
                actor=actor,
                progress=ProgressBar(self.stderr),
                batch_size=options["batch_size"],
            )
        except ImportRefused as error:
            raise UserError(error.message, code=error.code) from None
        except ImportInterrupted as error:
            stopped = CommandError(error.message, returncode=EXIT_REFUSED)
            stopped.code = error.code  # type: ignore[attr-defined]  # --json's error code
            raise stopped from None
        if options["json"]:
            data = {"brain": brain.slug, "workspace": brain.workspace.slug, **report.as_dict()}
            self.emit(data, "", as_json=True)
        else:
            for item in report.refused:
                self.stderr.write(item.line)
            self.stdout.write(f"imported into brain {brain.slug}: {report.summary}")
        if report.refused:
            message = MSG_REFUSED.format(count=len(report.refused), files=report.files)
            raise CommandError(message, returncode=EXIT_REFUSED)

    def _adopt(self, brain: Brain, vault: Path, options: dict[str, Any]) -> None:
        try:
            result = adopt_into_brain(
                brain=brain,
                vault=vault,
                dry_run=options["dry_run"],
                prune=options["prune"],
                progress=ProgressBar(self.stderr, unit="document"),
            )
        except ToolkitError as error:
            raise UserError(error.message, code=error.code) from None
        if options["json"]:
            data = {"brain": brain.slug, "workspace": brain.workspace.slug, **result}
            self.emit(data, "", as_json=True)
        else:
            self.stdout.write(render_report(result))
