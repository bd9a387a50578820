"""The DRF authentication class and what a request's `Caller` may reach (its token's narrowing:
`check`, `brain`, `access`), on requests built by APIRequestFactory (the REST views' tests
cover the same over HTTP)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.conf import settings
from django.contrib.auth.models import AnonymousUser
from django.http import Http404
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework.authentication import SessionAuthentication
from rest_framework.exceptions import AuthenticationFailed, NotFound, PermissionDenied
from rest_framework.request import Request
from rest_framework.test import APIRequestFactory

from brain.api.auth import (
    MSG_BAD_HEADER,
    MSG_INVALID_TOKEN,
    TokenAuthentication,
    TokenScheme,
)
from brain.api.callers import MSG_READ_ONLY, Caller
from brain.api.tokens import token_create, token_revoke
from brain.models import ApiToken, Brain
from brain.store import store_for_user
from tests.cast import Cast

pytestmark = pytest.mark.django_db

factory = APIRequestFactory()


def request_with(authorization: str | None = None, **extra: Any) -> Request:
    headers = {"HTTP_AUTHORIZATION": authorization} if authorization is not None else {}
    return Request(factory.get("/api/brains/", **headers, **extra))


def authenticated(authorization: str | None = None, *, session_user: Any = None) -> Request:
    """A request authenticated as the API authenticates it (the settings' two classes): by a
    token (`request.auth` is the ApiToken), else by `session_user`'s session."""
    django_request = request_with(authorization)._request
    django_request.user = session_user if session_user is not None else AnonymousUser()
    request = Request(
        django_request, authenticators=[TokenAuthentication(), SessionAuthentication()]
    )
    request.user  # noqa: B018 (authenticates, as a view does before it runs)
    return request


def token_allows(request: Request, brain: Brain, *, write: bool, ref: str | None = None) -> None:
    Caller.of(request).check(brain, write=write, ref=ref)


def get_brain_for_request(
    request: Request, ref: str, *, write: bool = False, workspace: str | None = None
) -> Brain:
    """The brain a tool call on `ref` reaches, resolved as `brain.api.tools.tool_call` does:
    the caller's one access check, the token's write scope, the store's permission."""
    caller = Caller.of(request)
    access = caller.access(ref, workspace=workspace)
    if write:
        caller.require_write()
    store = store_for_user(user=caller.user, brain=access, permission="change" if write else "view")
    return store.brain


def refused(authorization: str) -> str:
    with pytest.raises(AuthenticationFailed) as caught:
        TokenAuthentication().authenticate(request_with(authorization))
    assert caught.value.status_code == 401
    return str(caught.value.detail)


def test_a_token_authenticates_as_its_user(cast: Cast) -> None:
    token, raw = token_create(user=cast.member, scope="write")

    user, auth = TokenAuthentication().authenticate(request_with(f"Token {raw}"))  # type: ignore[misc]

    assert (user, auth) == (cast.member, token)
    token.refresh_from_db()
    assert token.last_used_at is not None


def test_a_token_used_within_the_minute_is_not_written_again(
    cast: Cast, django_assert_num_queries: Any
) -> None:
    token, raw = token_create(user=cast.member)
    TokenAuthentication().authenticate(request_with(f"Token {raw}"))
    token.refresh_from_db()
    first = token.last_used_at

    # the lookup (token, user and brain in one query) and nothing else: no UPDATE
    with django_assert_num_queries(1):
        TokenAuthentication().authenticate(request_with(f"Token {raw}"))
    token.refresh_from_db()
    assert token.last_used_at == first

    # an older use is written again
    assert first is not None
    ApiToken.objects.filter(pk=token.pk).update(last_used_at=first - timedelta(minutes=2))
    with django_assert_num_queries(2):
        TokenAuthentication().authenticate(request_with(f"Token {raw}"))
    token.refresh_from_db()
    assert token.last_used_at is not None and token.last_used_at >= first


@pytest.mark.parametrize("keyword", ["Bearer", "bearer", "token", "TOKEN"])
def test_bearer_and_any_case_of_the_keyword(cast: Cast, keyword: str) -> None:
    token, raw = token_create(user=cast.member)

    found = TokenAuthentication().authenticate(request_with(f"{keyword} {raw}"))

    assert found == (cast.member, token)


def test_no_token_header_is_left_to_the_session(cast: Cast) -> None:
    auth = TokenAuthentication()

    assert auth.authenticate(request_with()) is None
    assert auth.authenticate(request_with("Basic dXNlcjpwdw==")) is None
    assert not ApiToken.objects.exists()


def test_unknown_revoked_and_inactive_get_the_same_401(cast: Cast) -> None:
    revoked, revoked_raw = token_create(user=cast.member)
    token_revoke(user=cast.member, prefix=revoked.prefix)
    inactive, inactive_raw = token_create(user=cast.restricted)
    cast.restricted.is_active = False
    cast.restricted.save()
    _, live = token_create(user=cast.owner)
    unknown = "gbt_ZZZZZZZZZZ_" + live[15:]

    messages = {refused(f"Token {raw}") for raw in (unknown, revoked_raw, inactive_raw)}

    assert messages == {MSG_INVALID_TOKEN}
    assert refused("Token not-a-token") == MSG_INVALID_TOKEN
    # Nothing was recorded as used.
    assert list(ApiToken.objects.filter(last_used_at__isnull=False)) == []


@pytest.mark.parametrize("header", ["Token", "Bearer", "Token a b"])
def test_a_malformed_header_is_401(cast: Cast, header: str) -> None:
    assert refused(header) == MSG_BAD_HEADER


def test_a_key_that_is_not_ascii_is_401(cast: Cast) -> None:
    request = Request(factory.get("/", HTTP_AUTHORIZATION="Token gbt_é".encode().decode("latin-1")))

    with pytest.raises(AuthenticationFailed, match="invalid token"):
        TokenAuthentication().authenticate(request)


def test_the_challenge_makes_drf_answer_401(cast: Cast) -> None:
    assert TokenAuthentication().authenticate_header(request_with()) == "Token"


def test_settings_try_the_token_before_the_session() -> None:
    assert settings.REST_FRAMEWORK["DEFAULT_AUTHENTICATION_CLASSES"] == [
        "brain.api.auth.TokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ]
    assert "rest_framework.authtoken" not in settings.INSTALLED_APPS


def test_the_schema_names_the_token_scheme() -> None:
    extension = OpenApiAuthenticationExtension.get_match(TokenAuthentication())

    assert isinstance(extension, TokenScheme)
    assert extension.name == "tokenAuth"
    definition = extension.get_security_definition(None)
    assert {k: definition[k] for k in ("type", "in", "name")} == {
        "type": "apiKey",
        "in": "header",
        "name": "Authorization",
    }
    assert "Token <key>" in definition["description"]


# --- Caller.check ---------------------------------------------------------------------------------


def test_a_session_has_nothing_to_narrow(cast: Cast) -> None:
    request = authenticated(session_user=cast.member)

    assert (request.user, request.auth) == (cast.member, None)
    token_allows(request, cast.team_brain, write=True)


def test_a_read_token_reads_but_does_not_write(cast: Cast) -> None:
    _, raw = token_create(user=cast.member)
    request = authenticated(f"Token {raw}")

    token_allows(request, cast.team_brain, write=False)
    with pytest.raises(PermissionDenied) as caught:
        token_allows(request, cast.team_brain, write=True)
    assert (caught.value.status_code, str(caught.value.detail)) == (403, MSG_READ_ONLY)


def test_a_write_token_writes(cast: Cast) -> None:
    _, raw = token_create(user=cast.member, scope="write")
    request = authenticated(f"Bearer {raw}")

    token_allows(request, cast.team_brain, write=True)
    token_allows(request, cast.secret_brain, write=False)


def test_a_token_bound_to_a_brain_finds_no_other(cast: Cast) -> None:
    _, raw = token_create(user=cast.member, scope="write", brain=cast.secret_brain)
    request = authenticated(f"Token {raw}")

    token_allows(request, cast.secret_brain, write=True)
    with pytest.raises(NotFound) as caught:
        token_allows(request, cast.team_brain, write=False)
    assert (caught.value.status_code, str(caught.value.detail)) == (404, "no brain 'team'")
    with pytest.raises(NotFound, match="no brain '7'"):
        token_allows(request, cast.team_brain, write=False, ref="7")


# --- Caller.brain ---------------------------------------------------------------------------------


def test_get_brain_for_request_by_session_and_unbound_token(cast: Cast) -> None:
    _, raw = token_create(user=cast.member)
    session = authenticated(session_user=cast.member)
    token_request = authenticated(f"Token {raw}")

    assert get_brain_for_request(session, "secret", write=True) == cast.secret_brain
    assert get_brain_for_request(token_request, "secret") == cast.secret_brain
    assert get_brain_for_request(token_request, str(cast.team_brain.pk)) == cast.team_brain
    with pytest.raises(PermissionDenied, match="may only read"):
        get_brain_for_request(token_request, "team", write=True)
    with pytest.raises(Http404, match="no brain 'nope'"):
        get_brain_for_request(token_request, "nope")


def test_get_brain_for_request_with_a_bound_token(cast: Cast) -> None:
    # root sees both brains called `team`; the token is bound to globex's.
    _, raw = token_create(user=cast.root, scope="write", brain=cast.other_brain)
    request = authenticated(f"Token {raw}")

    # The slug is not ambiguous for the token: it sees one brain.
    assert get_brain_for_request(request, "team", write=True) == cast.other_brain
    assert get_brain_for_request(request, str(cast.other_brain.pk)) == cast.other_brain
    for ref in ("secret", str(cast.team_brain.pk)):
        with pytest.raises(Http404, match=f"no brain '{ref}'"):
            get_brain_for_request(request, ref)
    with pytest.raises(Http404, match="no brain 'team'"):
        get_brain_for_request(request, "team", workspace="acme")
    assert get_brain_for_request(request, "team", workspace="globex") == cast.other_brain


def test_a_bound_token_still_needs_its_users_access(cast: Cast) -> None:
    from brain.services.grants import revoke_brain_access

    _, raw = token_create(user=cast.member, scope="write", brain=cast.secret_brain)
    request = authenticated(f"Token {raw}")
    revoke_brain_access(cast.secret_brain, cast.member)

    with pytest.raises(Http404, match="no brain 'secret'"):
        get_brain_for_request(request, "secret")


def test_a_write_token_gets_no_brain_its_user_cannot_see(cast: Cast) -> None:
    _, raw = token_create(user=cast.outsider, scope="write")
    request = authenticated(f"Token {raw}")

    with pytest.raises(Http404, match=f"no brain '{cast.team_brain.pk}'"):
        get_brain_for_request(request, str(cast.team_brain.pk), write=True)
    assert get_brain_for_request(request, "team", write=True) == cast.other_brain
