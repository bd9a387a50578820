"""`manage.py jamie_key_revoke PREFIX [--json]`."""

from __future__ import annotations

from typing import Any, Final

from django.core.management.base import CommandParser

from goat.management.base import JsonCommand, UserError
from ingest.keys import KEY_FORMAT, key_revoke
from ingest.models import IntegrationKey

MSG_NO_KEY: Final = "no Jamie key with prefix {prefix!r}"
MSG_ALREADY: Final = "key {prefix} was already revoked"


class Command(JsonCommand):
    help = "Revoke a Jamie webhook key by its prefix (the 10 characters after jmk_)."

    def add_arguments(self, parser: CommandParser) -> None:
        super().add_arguments(parser)
        parser.add_argument("prefix", help="the key's prefix, or the whole key")

    def handle(self, *args: Any, **options: Any) -> None:
        prefix = KEY_FORMAT.prefix_named(options["prefix"])
        key = IntegrationKey.objects.filter(prefix=prefix).first()
        if key is None:
            raise UserError(MSG_NO_KEY.format(prefix=prefix), code="not_found")
        revoked = key_revoke(prefix)
        data = {"prefix": prefix, "revoked": revoked}
        text = f"revoked key {prefix}" if revoked else MSG_ALREADY.format(prefix=prefix)
        self.emit(data, text, as_json=options["json"])
