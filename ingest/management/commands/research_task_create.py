"""`manage.py research_task_create BRAIN --title T (--prompt P | --prompt-file F) [--user U]
[--workspace W] [--json]`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import CommandParser

from brain.access import user_may
from brain.management.lookup import brain_lookup
from brain.toolkit.errors import CommandError
from goat.management.base import JsonCommand, UserError, user_lookup
from ingest.research import research_task_create


class Command(JsonCommand):
    help = (
        "Queue a research task; its report becomes an analysis document in research/ "
        "(goat-task:<id>)."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        super().add_arguments(parser)
        parser.add_argument("brain", help="brain slug or id")
        parser.add_argument("--title", required=True, help="the task's title")
        prompt = parser.add_mutually_exclusive_group(required=True)
        prompt.add_argument("--prompt", help="what to find out")
        prompt.add_argument("--prompt-file", help="read the prompt from a file")
        parser.add_argument("--user", help="who asks (must be able to edit the brain)")
        parser.add_argument("--workspace", help="workspace slug or id (when the slug is shared)")

    def handle(self, *args: Any, **options: Any) -> None:
        brain = brain_lookup(options["brain"], workspace=options["workspace"])
        user = user_lookup(options["user"]) if options["user"] else None
        if user is not None and not user_may(user, brain, "change"):
            raise UserError(f"{user.get_username()} may not edit brain {brain.slug}", code="denied")
        prompt = options["prompt"]
        if options["prompt_file"]:
            prompt = Path(options["prompt_file"]).read_text(encoding="utf-8")
        try:
            job = research_task_create(
                brain=brain, user=user, title=options["title"], prompt=prompt
            )
        except CommandError as error:
            raise UserError(str(error), code=error.code) from None
        data = {
            "task": job.task_id,
            "job": job.pk,
            "brain": brain.slug,
            "source": f"goat-task:{job.task_id}",
        }
        text = f"queued research task #{job.task_id} (job #{job.pk}) on brain {brain.slug}"
        self.emit(data, text, as_json=options["json"])
