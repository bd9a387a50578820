"""Django's `makemigrations`, which starts no embedded database.

Django checks the applied-migration history against each database; on the embedded default
that would start a server just to compare with it. Here, when the embedded server is not
running, that check is skipped (a server that is not running has applied nothing new since it
stopped, and `migrate` checks again): `makemigrations --check` in CI needs no database.
"""

from __future__ import annotations

import warnings
from typing import Any

from django.core.management.commands import makemigrations

from goat.embedded_backend.base import no_autostart

HISTORY_WARNING = "Got an error checking a consistent migration history"


class Command(makemigrations.Command):
    def handle(self, *app_labels: Any, **options: Any) -> None:
        with no_autostart(), warnings.catch_warnings():
            warnings.filterwarnings("ignore", message=HISTORY_WARNING)
            super().handle(*app_labels, **options)
