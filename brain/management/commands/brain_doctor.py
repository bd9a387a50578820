"""`manage.py brain_doctor BRAIN [--workspace W] [--json]`: the §5 report over the database."""

from __future__ import annotations

from typing import Any

from django.core.management.base import CommandParser

from brain.health import brain_diagnose
from brain.management.lookup import brain_lookup
from goat.management.base import JsonCommand


class Command(JsonCommand):
    help = "Report a brain's health (docs/format.md); changes nothing."

    def add_arguments(self, parser: CommandParser) -> None:
        super().add_arguments(parser)
        parser.add_argument("brain", help="brain slug or id")
        parser.add_argument("--workspace", help="workspace slug or id (when the slug is shared)")

    def handle(self, *args: Any, **options: Any) -> None:
        brain = brain_lookup(options["brain"], workspace=options["workspace"])
        report = brain_diagnose(brain=brain)
        self.emit(report.as_dict(), report.as_text(), as_json=options["json"])
