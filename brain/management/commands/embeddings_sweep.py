"""`manage.py embeddings_sweep [BRAIN] [--workspace W] [--json]`: embed what is missing.

Brings one brain (or every brain) up to date for the configured embeddings provider: the
documents whose body changed since their chunks were recorded are chunked again, and only the
chunks without a stored vector are embedded. Progress goes to stderr; the result (one report
per brain) to stdout. Without a provider it says so and exits 2.
"""

from __future__ import annotations

import sys
from typing import Any, Final

from django.core.management.base import CommandParser

from brain.embeddings.providers import EmbeddingsError, configured_provider
from brain.embeddings.services import RefreshReport, embeddings_sweep
from brain.management.lookup import brain_lookup
from brain.models import Brain
from goat.management.base import JsonCommand, UserError

MSG_NO_PROVIDER: Final = (
    "no embeddings provider is configured (set EMBEDDINGS_MODEL, or EMBEDDINGS_PROVIDER=local)"
)


class Command(JsonCommand):
    help = "Embed the chunks a brain (or every brain) is missing for the configured model."

    def add_arguments(self, parser: CommandParser) -> None:
        super().add_arguments(parser)
        parser.add_argument("brain", nargs="?", help="brain slug or id (default: every brain)")
        parser.add_argument("--workspace", help="workspace slug or id (when the slug is shared)")

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            provider = configured_provider()
        except EmbeddingsError as error:
            raise UserError(str(error), code="not_configured") from error
        if provider is None:
            raise UserError(MSG_NO_PROVIDER, code="not_configured")
        if options["brain"]:
            brains = [brain_lookup(options["brain"], workspace=options["workspace"])]
        else:
            brains = list(Brain.objects.order_by("pk"))

        def progress(report: RefreshReport) -> None:
            print(
                f"brain {report.brain}: {report.documents} documents, "
                f"{report.embedded} chunks embedded",
                file=sys.stderr,
                flush=True,
            )

        try:
            reports = embeddings_sweep(brains=brains, provider=provider, progress=progress)
        except EmbeddingsError as error:
            raise UserError(f"the embeddings provider failed: {error}", code="failed") from error
        data = {"model": provider.key, "brains": [report.as_dict() for report in reports]}
        lines = [
            f"brain {r.brain}: {r.documents} documents chunked anew ({r.chunks} chunks), "
            f"{r.embedded} embedded, {r.removed} unused vectors removed"
            for r in reports
        ]
        self.emit(data, "\n".join([f"model {provider.key}", *lines]), as_json=options["json"])
