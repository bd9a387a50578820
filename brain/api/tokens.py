"""Personal API tokens: made once, stored as a hash, found by prefix, revoked by their owner.

A token reads `gbt_<prefix>_<secret>` (goat/keys.py makes, hashes and looks it up) and is sent
as `Authorization: Token <key>` (or `Bearer <key>`). It acts as its user, never as more: the
user's access to a brain (brain.access) still decides every request, and the token narrows
it to reading (`read`) or reading and writing (`write`), and to one brain when it is bound to
one. The key is shown once, when it is made; only sha256 of it is kept.
"""

from __future__ import annotations

import functools
from datetime import timedelta
from typing import Final

from django.contrib.auth import get_user_model
from django.contrib.auth.base_user import AbstractBaseUser
from django.db import connection
from django.db.models import Q
from django.utils import timezone

from brain.access import AccessError, User, user_may
from brain.models import ApiToken, Brain
from goat.db import fetch_prepared
from goat.keys import KeyFormat

TOKEN_FORMAT: Final = KeyFormat("gbt")
SCOPES: Final = tuple(ApiToken.Scope.values)
# last_used_at is kept to the minute: a busy token does not make every request update (and
# lock) its row.
LAST_USED_PRECISION: Final = timedelta(minutes=1)

MSG_BAD_SCOPE: Final = "scope must be one of {choices}, not {scope!r}"
MSG_INACTIVE: Final = "user {user!r} is inactive"
MSG_BRAIN_NOT_VISIBLE: Final = "{user!r} may not see brain {brain!r}"


def token_create(
    *,
    user: AbstractBaseUser,
    scope: str = "read",
    brain: Brain | None = None,
    name: str = "",
) -> tuple[ApiToken, str]:
    """A new token for `user` and its plaintext (shown once; only its hash is kept).

    ValueError for an unknown scope; AccessError for an inactive user, or a brain the user
    may not see.
    """
    if scope not in SCOPES:
        raise ValueError(MSG_BAD_SCOPE.format(choices=", ".join(SCOPES), scope=scope))
    if not user.is_active:
        raise AccessError(MSG_INACTIVE.format(user=user.get_username()))
    if brain is not None and not user_may(user, brain, "view"):
        raise AccessError(MSG_BRAIN_NOT_VISIBLE.format(user=user.get_username(), brain=brain.slug))
    return TOKEN_FORMAT.create(
        lambda prefix, hashed: ApiToken.objects.create(
            user=user, scope=scope, brain=brain, name=name.strip(), prefix=prefix, key_hash=hashed
        )
    )


def token_lookup(raw: str | None) -> ApiToken | None:
    """The live (unrevoked) token `raw` is, with its user and brain; else None. Whether its
    user is active is the caller's check (brain.api.auth)."""
    return TOKEN_FORMAT.lookup(raw, _live_token)


# Every API request looks its token up, so the lookup is one prepared statement (as the access
# check is: goat.db.fetch_prepared) rather than an ORM join compiled and planned each time.
_TOKEN_PARTS: Final = (
    (ApiToken, "t", None),
    (get_user_model(), "u", ApiToken._meta.get_field("user")),
    (Brain, "b", ApiToken._meta.get_field("brain")),
)


@functools.cache
def _token_sql() -> str:
    quote = connection.ops.quote_name
    columns = ", ".join(
        f"{alias}.{quote(field.column)}"
        for model, alias, _ in _TOKEN_PARTS
        for field in model._meta.concrete_fields
    )
    user, brain = get_user_model()._meta, Brain._meta
    return (
        f"SELECT {columns} FROM {quote(ApiToken._meta.db_table)} t"
        f" JOIN {quote(user.db_table)} u ON u.{quote(user.pk.column)} = t.user_id"
        f" LEFT JOIN {quote(brain.db_table)} b ON b.{quote(brain.pk.column)} = t.brain_id"
        " WHERE t.prefix = %s AND t.revoked_at IS NULL LIMIT 1"
    )


def _live_token(prefix: str) -> ApiToken | None:
    rows = fetch_prepared(_token_sql(), [prefix])
    if not rows:
        return None
    row, start, made = rows[0], 0, []
    for model, _, _ in _TOKEN_PARTS:
        fields = model._meta.concrete_fields
        values = row[start : start + len(fields)]
        start += len(fields)
        made.append(
            model.from_db(connection.alias, [f.attname for f in fields], values)
            if values[0] is not None  # the brain of an unbound token: none
            else None
        )
    token = made[0]
    assert isinstance(token, ApiToken)
    for (_, _, relation), related in zip(_TOKEN_PARTS[1:], made[1:], strict=True):
        relation.set_cached_value(token, related)
    return token


def token_revoke(*, user: User | None, prefix: str) -> bool:
    """Revoke the live token with this prefix (or named by its whole key) if `user` owns it.

    A superuser may revoke anyone's token, and so may the operator (`user=None`, the
    `token_revoke --any-owner` command). False when there is no such live token for `user`.
    """
    tokens = ApiToken.objects.filter(
        prefix=TOKEN_FORMAT.prefix_named(prefix), revoked_at__isnull=True
    )
    if user is not None and not (user.is_active and user.is_superuser):
        tokens = tokens.filter(user_id=user.pk)
    return bool(tokens.update(revoked_at=timezone.now()))


def token_used_lately(token: ApiToken) -> bool:
    """Whether `token`, as just read, records a use within LAST_USED_PRECISION: marking it
    used now would write nothing (so a request need not ask the database to)."""
    last = token.last_used_at
    return last is not None and last >= timezone.now() - LAST_USED_PRECISION


def token_mark_used(token: ApiToken) -> None:
    """Record that `token` was just used (at most one write a minute per token)."""
    now = timezone.now()
    ApiToken.objects.filter(
        Q(last_used_at__isnull=True) | Q(last_used_at__lt=now - LAST_USED_PRECISION),
        pk=token.pk,
    ).update(last_used_at=now)
