"""Integration keys: made once, stored as a hash, found by prefix, compared in constant time."""

from __future__ import annotations

import hashlib
import hmac
import re

import pytest
from django.db import connection

from brain.access import AccessError
from brain.models import DefaultBrain
from ingest import keys
from ingest.keys import KeyRefused, key_brain, key_create, key_lookup, key_revoke
from ingest.models import IntegrationKey
from tests.cast import Cast

pytestmark = pytest.mark.django_db

KEY_SHAPE = re.compile(r"^jmk_[A-Za-z0-9]{10}_[A-Za-z0-9_-]{43}$")


def test_a_key_is_stored_as_a_hash_only(cast: Cast) -> None:
    key, raw = key_create(workspace=cast.workspace, brain=cast.team_brain, name="jamie")

    assert KEY_SHAPE.match(raw)
    assert raw[4:14] == key.prefix
    assert key.key_hash == hashlib.sha256(raw.encode()).hexdigest()
    # The secret appears nowhere in the stored row.
    with connection.cursor() as cursor:
        cursor.execute("SELECT * FROM brain_integration_keys WHERE id = %s", [key.pk])
        row = cursor.fetchone()
    secret = raw[15:]
    assert not any(secret in str(value) or raw in str(value) for value in row)


def test_lookup_finds_the_key_and_nothing_else(cast: Cast) -> None:
    key, raw = key_create(workspace=cast.workspace, brain=cast.team_brain)

    assert key_lookup(raw) == key
    assert key_lookup(raw[:-1] + ("A" if raw[-1] != "A" else "B")) is None
    assert key_lookup("jmk_" + key.prefix + "_") is None
    assert key_lookup("") is None
    assert key_lookup(None) is None
    assert key_lookup("Token abc") is None
    assert key_lookup(raw + "x" * 200) is None


def test_a_revoked_key_is_not_found(cast: Cast) -> None:
    key, raw = key_create(workspace=cast.workspace, brain=cast.team_brain)

    assert key_revoke(key.prefix) is True
    assert key_revoke(key.prefix) is False

    assert key_lookup(raw) is None
    key.refresh_from_db()
    assert key.revoked_at is not None


def test_an_unknown_prefix_still_compares_a_hash(
    cast: Cast, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The comparison runs whether or not the prefix exists (no timing oracle on prefixes).
    compared: list[tuple[str, str]] = []
    real = hmac.compare_digest

    def recording(a: str, b: str) -> bool:
        compared.append((a, b))
        return real(a, b)

    monkeypatch.setattr(keys.hmac, "compare_digest", recording)
    key, raw = key_create(workspace=cast.workspace, brain=cast.team_brain)
    unknown = "jmk_ZZZZZZZZZZ_" + raw[15:]

    assert key_lookup(unknown) is None
    assert key_lookup(raw) == key
    assert len(compared) == 2
    assert compared[0][1] == keys._DUMMY_HASH
    assert compared[1][1] == key.key_hash


def test_a_key_binds_exactly_one_target(cast: Cast) -> None:
    with pytest.raises(KeyRefused, match="exactly one of a brain or a user"):
        key_create(workspace=cast.workspace)
    with pytest.raises(KeyRefused, match="exactly one of a brain or a user"):
        key_create(workspace=cast.workspace, brain=cast.team_brain, user=cast.member)
    with pytest.raises(KeyRefused, match="brain 'team' is not in workspace 'globex'"):
        key_create(workspace=cast.other_workspace, brain=cast.team_brain)
    with pytest.raises(KeyRefused, match="'outsider' is not a member of workspace 'acme'"):
        key_create(workspace=cast.workspace, user=cast.outsider)

    assert not IntegrationKey.objects.exists()
    assert issubclass(KeyRefused, ValueError)


def test_key_brain_is_the_bound_brain_or_the_users_default(cast: Cast) -> None:
    brain_key, _ = key_create(workspace=cast.workspace, brain=cast.secret_brain)
    user_key, _ = key_create(workspace=cast.workspace, user=cast.member)

    assert key_brain(brain_key) == cast.secret_brain
    default = key_brain(user_key)
    assert (default.workspace, default.slug) == (cast.workspace, f"member-{cast.member.pk}")
    assert key_brain(user_key) == default
    assert DefaultBrain.objects.get(user=cast.member).brain == default


def test_a_user_key_stops_working_when_its_user_leaves(cast: Cast) -> None:
    from brain.services.grants import workspace_member_remove

    user_key, _ = key_create(workspace=cast.workspace, user=cast.restricted)
    workspace_member_remove(workspace=cast.workspace, user=cast.restricted)

    with pytest.raises(AccessError, match="is not a member of workspace 'acme'"):
        key_brain(user_key)
