"""`manage.py token_revoke PREFIX (--user U | --any-owner) [--json]`."""

from __future__ import annotations

from typing import Any, Final

from django.core.management.base import CommandParser

from brain.api.tokens import TOKEN_FORMAT, token_revoke
from brain.models import ApiToken
from goat.management.base import JsonCommand, UserError, user_lookup

MSG_ONE_OWNER: Final = "pass exactly one of --user (the token's owner) or --any-owner"
MSG_NO_TOKEN: Final = "no API token with prefix {prefix!r}"
MSG_NOT_THEIRS: Final = "no API token with prefix {prefix!r} belongs to {user!r}"
MSG_ALREADY: Final = "token {prefix} was already revoked"


class Command(JsonCommand):
    help = (
        "Revoke a personal API token by its prefix (the 10 characters after gbt_, or the whole "
        "token): one of --user's own tokens, or anyone's with --any-owner."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        super().add_arguments(parser)
        parser.add_argument("prefix", help="the token's prefix, or the whole token")
        parser.add_argument("--user", help="username: revoke only if the token is theirs")
        parser.add_argument(
            "--any-owner", action="store_true", help="revoke whoever's token it is (operator)"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        if (options["user"] is None) == (not options["any_owner"]):
            raise UserError(MSG_ONE_OWNER)
        user = user_lookup(options["user"]) if options["user"] is not None else None
        prefix = TOKEN_FORMAT.prefix_named(options["prefix"])
        token = ApiToken.objects.filter(prefix=prefix).select_related("user").first()
        if token is None:
            raise UserError(MSG_NO_TOKEN.format(prefix=prefix), code="not_found")
        if user is not None and token.user_id != user.pk:
            raise UserError(
                MSG_NOT_THEIRS.format(prefix=prefix, user=user.get_username()), code="not_found"
            )
        revoked = token_revoke(user=user, prefix=prefix)
        data = {"prefix": prefix, "user": token.user.get_username(), "revoked": revoked}
        text = f"revoked token {prefix}" if revoked else MSG_ALREADY.format(prefix=prefix)
        self.emit(data, text, as_json=options["json"])
