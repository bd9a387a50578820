"""API tokens in the admin: each staff user's own (all for a superuser), the key shown once,
revoke, never the hash."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from brain.api.tokens import token_create, token_lookup
from brain.models import ApiToken
from tests.cast import Cast

pytestmark = pytest.mark.django_db

CHANGELIST = "admin:brain_apitoken_changelist"
KEY = re.compile(r"gbt_[A-Za-z0-9]{10}_[A-Za-z0-9_-]{43}")


def client_for(user: object) -> Client:
    client = Client()
    client.force_login(user)  # type: ignore[arg-type]
    return client


def test_a_staff_user_lists_only_their_own_tokens(cast: Cast) -> None:
    mine, _ = token_create(user=cast.member)
    theirs, _ = token_create(user=cast.owner)
    client = client_for(cast.member)

    listed = client.get(reverse(CHANGELIST))

    assert listed.status_code == 200
    assert list(listed.context["cl"].result_list) == [mine]
    assert client.get(reverse("admin:brain_apitoken_change", args=[mine.pk])).status_code == 200
    assert client.get(reverse("admin:brain_apitoken_change", args=[theirs.pk])).status_code == 404


def test_a_superuser_lists_every_token(cast: Cast) -> None:
    first, _ = token_create(user=cast.member)
    second, _ = token_create(user=cast.outsider)

    listed = client_for(cast.root).get(reverse(CHANGELIST))

    assert list(listed.context["cl"].result_list) == [second, first]


def test_the_hash_is_never_shown(cast: Cast) -> None:
    token, raw = token_create(user=cast.member, brain=cast.secret_brain)
    client = client_for(cast.member)

    pages = [
        client.get(reverse(CHANGELIST)).content.decode(),
        client.get(reverse("admin:brain_apitoken_change", args=[token.pk])).content.decode(),
    ]

    for page in pages:
        assert token.prefix in page
        assert token.key_hash not in page
        assert raw not in page


def test_adding_a_token_shows_the_key_once(cast: Cast) -> None:
    client = client_for(cast.member)
    form = client.get(reverse("admin:brain_apitoken_add"))
    offered = [label for _, label in form.context["adminform"].form.fields["brain"].choices]

    response = client.post(
        reverse("admin:brain_apitoken_add"),
        {"name": "laptop", "scope": "write", "brain": cast.secret_brain.pk},
        follow=True,
    )

    assert offered == ["---------", "acme/secret", "acme/team"]
    assert response.redirect_chain == [(reverse(CHANGELIST), 302)]
    token = ApiToken.objects.get()
    assert (token.user, token.name, token.scope, token.brain) == (
        cast.member,
        "laptop",
        "write",
        cast.secret_brain,
    )
    shown = [str(m) for m in response.context["messages"]]
    [message] = [text for text in shown if KEY.search(text)]
    raw = KEY.search(message)
    assert raw is not None
    assert token_lookup(raw.group()) == token
    assert f"'Authorization: Token {raw.group()}'" in message
    # On the page after saving, then on no later page.
    assert raw.group() in response.content.decode()
    assert raw.group() not in client.get(reverse(CHANGELIST)).content.decode()


def test_a_brain_the_user_cannot_see_is_not_offered(cast: Cast) -> None:
    client = client_for(cast.restricted)

    response = client.post(
        reverse("admin:brain_apitoken_add"),
        {"name": "x", "scope": "read", "brain": cast.secret_brain.pk},
    )

    assert response.status_code == 200
    assert "brain" in response.context["adminform"].form.errors
    assert not ApiToken.objects.exists()


def test_revoke_own_tokens_only(cast: Cast) -> None:
    mine, mine_raw = token_create(user=cast.member)
    theirs, theirs_raw = token_create(user=cast.owner)
    client = client_for(cast.member)

    response = client.post(
        reverse(CHANGELIST),
        {"action": "revoke", "_selected_action": [mine.pk, theirs.pk]},
        follow=True,
    )

    assert [str(m) for m in response.context["messages"]] == ["1 token(s) revoked."]
    assert token_lookup(mine_raw) is None
    assert token_lookup(theirs_raw) == theirs


def test_a_superuser_revokes_anyones(cast: Cast) -> None:
    token, raw = token_create(user=cast.member)

    client_for(cast.root).post(
        reverse(CHANGELIST), {"action": "revoke", "_selected_action": [token.pk]}
    )

    assert token_lookup(raw) is None


def test_no_edit_or_delete(cast: Cast) -> None:
    token, raw = token_create(user=cast.member)
    client = client_for(cast.member)

    edited = client.post(
        reverse("admin:brain_apitoken_change", args=[token.pk]), {"name": "x", "scope": "write"}
    )
    deleted = client.post(reverse("admin:brain_apitoken_delete", args=[token.pk]), {"post": "yes"})

    assert (edited.status_code, deleted.status_code) == (403, 403)
    token.refresh_from_db()
    assert (token.name, token.scope) == ("", "read")
    assert token_lookup(raw) == token
