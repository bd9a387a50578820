"""API tokens: made once, stored as a hash, found by prefix, revoked by their owner."""

from __future__ import annotations

import hashlib
import hmac
import re
from datetime import timedelta
from typing import Any

import pytest
from django.db import IntegrityError, connection
from django.utils import timezone

from brain.access import AccessError
from brain.api import tokens
from brain.api.tokens import token_create, token_lookup, token_mark_used, token_revoke
from brain.models import ApiToken
from brain.services import brain_delete
from goat import keys
from goat.keys import DUMMY_HASH, KeyFormat
from tests.cast import Cast
from tests.store.factories import make_brain

pytestmark = pytest.mark.django_db

TOKEN_SHAPE = re.compile(r"^gbt_[A-Za-z0-9]{10}_[A-Za-z0-9_-]{43}$")


def stored_row(token: ApiToken) -> tuple[object, ...]:
    with connection.cursor() as cursor:
        cursor.execute("SELECT * FROM brain_api_tokens WHERE id = %s", [token.pk])
        row = cursor.fetchone()
    assert row is not None
    return tuple(row)


def test_a_token_is_stored_as_a_hash_only(cast: Cast) -> None:
    token, raw = token_create(user=cast.member, scope="write", name=" laptop ")

    assert TOKEN_SHAPE.match(raw)
    assert raw[4:14] == token.prefix
    assert token.key_hash == hashlib.sha256(raw.encode()).hexdigest()
    assert (token.user, token.scope, token.brain, token.name) == (
        cast.member,
        "write",
        None,
        "laptop",
    )
    # Neither the key nor its secret appears anywhere in the stored row.
    secret = raw[15:]
    assert not any(secret in str(value) or raw in str(value) for value in stored_row(token))


def test_the_default_scope_is_read(cast: Cast) -> None:
    token, _ = token_create(user=cast.member)

    assert token.scope == "read"


def test_lookup_finds_the_token_and_nothing_else(cast: Cast) -> None:
    token, raw = token_create(user=cast.member)
    other, other_raw = token_create(user=cast.owner)

    assert token_lookup(raw) == token
    assert token_lookup(other_raw) == other
    assert token_lookup(raw[:-1] + ("A" if raw[-1] != "A" else "B")) is None
    assert token_lookup("gbt_" + token.prefix + "_") is None
    # The prefix of one token with the secret of another.
    assert token_lookup(f"gbt_{token.prefix}_{other_raw[15:]}") is None
    # A Jamie key's shape is not a token, even with the same prefix and secret.
    assert token_lookup("jmk_" + raw[4:]) is None
    assert token_lookup("") is None
    assert token_lookup(None) is None
    assert token_lookup(raw + "x" * 200) is None


def test_an_unknown_prefix_still_compares_a_hash(
    cast: Cast, monkeypatch: pytest.MonkeyPatch
) -> None:
    compared: list[str] = []
    real = hmac.compare_digest

    def recording(a: str, b: str) -> bool:
        compared.append(b)
        return real(a, b)

    monkeypatch.setattr(keys.hmac, "compare_digest", recording)
    token, raw = token_create(user=cast.member)

    assert token_lookup("gbt_ZZZZZZZZZZ_" + raw[15:]) is None
    assert token_lookup(raw) == token
    assert compared == [DUMMY_HASH, token.key_hash]


def test_a_revoked_token_is_not_found(cast: Cast) -> None:
    token, raw = token_create(user=cast.member)

    assert token_revoke(user=cast.member, prefix=token.prefix) is True
    assert token_revoke(user=cast.member, prefix=token.prefix) is False

    assert token_lookup(raw) is None
    token.refresh_from_db()
    assert token.revoked_at is not None


def test_only_the_owner_or_a_superuser_revokes(cast: Cast) -> None:
    token, raw = token_create(user=cast.member)
    other, other_raw = token_create(user=cast.member)

    assert token_revoke(user=cast.owner, prefix=token.prefix) is False
    assert token_revoke(user=cast.outsider, prefix=raw) is False
    assert token_lookup(raw) == token

    assert token_revoke(user=cast.root, prefix=raw) is True  # the whole key names its prefix
    assert token_revoke(user=None, prefix=other.prefix) is True  # the operator
    assert (token_lookup(raw), token_lookup(other_raw)) == (None, None)


def test_a_brain_bound_token_needs_a_brain_the_user_sees(cast: Cast) -> None:
    token, _ = token_create(user=cast.member, brain=cast.secret_brain)
    assert token.brain == cast.secret_brain

    with pytest.raises(AccessError, match="'restricted' may not see brain 'secret'"):
        token_create(user=cast.restricted, brain=cast.secret_brain)
    with pytest.raises(AccessError, match="'member' may not see brain 'team'"):
        token_create(user=cast.member, brain=cast.other_brain)

    assert list(ApiToken.objects.values_list("user__username", flat=True)) == ["member"]


def test_an_inactive_user_or_a_bad_scope_gets_no_token(cast: Cast) -> None:
    cast.member.is_active = False
    cast.member.save()

    with pytest.raises(AccessError, match="user 'member' is inactive"):
        token_create(user=cast.member)
    with pytest.raises(ValueError, match="scope must be one of read, write, not 'admin'"):
        token_create(user=cast.owner, scope="admin")

    assert not ApiToken.objects.exists()


def test_the_database_refuses_an_unknown_scope(cast: Cast) -> None:
    token, _ = token_create(user=cast.member)

    with pytest.raises(IntegrityError, match="api_token_scope_valid"):
        ApiToken.objects.filter(pk=token.pk).update(scope="admin")


def test_a_token_goes_with_its_brain(cast: Cast) -> None:
    scratch = make_brain(cast.workspace, "scratch")
    bound, _ = token_create(user=cast.owner, brain=scratch)
    unbound, _ = token_create(user=cast.owner)

    brain_delete(brain=scratch)

    assert list(ApiToken.objects.all()) == [unbound]


# Deleting a user clears the actor of the version rows they wrote (Django's SET_NULL), which
# the write path guard would refuse.
@pytest.mark.allow_raw_writes
def test_a_token_goes_with_its_user(cast: Cast) -> None:
    theirs, _ = token_create(user=cast.member)
    kept, _ = token_create(user=cast.owner)

    cast.member.delete()

    assert list(ApiToken.objects.all()) == [kept]


def test_last_used_is_written_at_most_once_a_minute(cast: Cast) -> None:
    token, _ = token_create(user=cast.member)
    assert token.last_used_at is None

    token_mark_used(token)
    token.refresh_from_db()
    first = token.last_used_at
    assert first is not None
    token_mark_used(token)
    token.refresh_from_db()
    assert token.last_used_at == first

    ApiToken.objects.filter(pk=token.pk).update(last_used_at=first - timedelta(minutes=2))
    token_mark_used(token)
    token.refresh_from_db()
    assert token.last_used_at is not None and token.last_used_at > first - timedelta(seconds=1)
    assert token.last_used_at <= timezone.now()


def test_a_prefix_collision_is_retried(cast: Cast, monkeypatch: pytest.MonkeyPatch) -> None:
    taken, _ = token_create(user=cast.member)
    fresh = iter([(taken.prefix, f"gbt_{taken.prefix}_x"), ("AAAAAAAAAA", "gbt_AAAAAAAAAA_y")])
    monkeypatch.setattr(KeyFormat, "new", lambda self: next(fresh))

    token, raw = token_create(user=cast.owner)

    assert (token.prefix, raw) == ("AAAAAAAAAA", "gbt_AAAAAAAAAA_y")
    assert ApiToken.objects.count() == 2
    assert tokens.TOKEN_FORMAT.tag == "gbt"


@pytest.mark.parametrize("bound", [False, True])
def test_lookup_reads_the_token_its_user_and_brain_in_one_query(
    cast: Cast, bound: bool, django_assert_num_queries: Any
) -> None:
    brain = cast.secret_brain if bound else None
    made, raw = token_create(user=cast.member, scope="write", brain=brain, name="laptop")
    expected = ApiToken.objects.select_related("user", "brain").get(pk=made.pk)

    with django_assert_num_queries(1):
        found = token_lookup(raw)
        assert found is not None
        user, found_brain = found.user, found.brain  # already read: no query each
    assert found._state.adding is False
    for field in ApiToken._meta.concrete_fields:
        assert getattr(found, field.attname) == getattr(expected, field.attname), field.name
    for field in type(user)._meta.concrete_fields:
        assert getattr(user, field.attname) == getattr(expected.user, field.attname), field.name
    assert found_brain == expected.brain
    if bound:
        assert found_brain is not None and found_brain.slug == cast.secret_brain.slug
