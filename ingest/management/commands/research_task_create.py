"""`manage.py research_task_create BRAIN --title T (--prompt P | --prompt-file F) [--user U]
[--workspace W] [--json]`."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Final

from django.core.management.base import CommandParser

from brain.access import user_may
from brain.management.lookup import brain_lookup
from brain.toolkit.errors import CommandError
from goat.management.base import JsonCommand, UserError, user_lookup
from ingest.research import MAX_PROMPT, research_task_create

MSG_UNREADABLE: Final = "cannot read the prompt file {path}: {reason}"
MSG_FILE_TOO_LARGE: Final = (
    "the prompt file {path} is {size} bytes; a research task takes at most {limit} characters"
)
MSG_NOT_TEXT: Final = "the prompt file {path} is not UTF-8 text"


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
            prompt = _prompt_from(options["prompt_file"])
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


def _prompt_from(path: str) -> str:
    """The prompt a file holds. A file that cannot be read is the operator's mistake, told in
    one line, not a traceback; a file too large to hold a prompt of MAX_PROMPT characters
    (four bytes a character at most in UTF-8) is refused before it is read."""
    try:
        size = Path(path).stat().st_size
        if size > MAX_PROMPT * 4:
            raise UserError(MSG_FILE_TOO_LARGE.format(path=path, size=size, limit=MAX_PROMPT))
        return Path(path).read_text(encoding="utf-8")
    except OSError as error:
        raise UserError(MSG_UNREADABLE.format(path=path, reason=error.strerror or error)) from None
    except UnicodeDecodeError:
        raise UserError(MSG_NOT_TEXT.format(path=path)) from None
