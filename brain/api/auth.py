"""How an API request proves who it is: a personal token (`Authorization: Token <key>`, or
`Bearer <key>` as MCP clients send it), else the session (settings.REST_FRAMEWORK).

- `TokenAuthentication` makes `request.user` the token's user and `request.auth` the ApiToken.
  An unknown key, a revoked token and an inactive user all get the same 401, so the answer
  says nothing about which it was. A request with no token header is left to the session.
- `token_allows(request, brain, write=...)` is what a view asks once it has the brain: a token
  bound to another brain gets 404 (that brain does not exist for the token), a read-scoped
  token asking to write gets 403. A session has no token, so nothing to narrow.
- `get_brain_for_request` resolves a `{brain}` URL argument for a view the same way
  `brain.access.get_brain_for_user` does, narrowed by the token first, so a token bound to one
  brain learns nothing about any other (not even that a slug is shared).

The user's own access to the brain (brain.access) still decides everything else: a token never
grants more than its user has.
"""

from __future__ import annotations

from typing import Any, Final

from django.http import Http404
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from drf_spectacular.plumbing import build_bearer_security_scheme_object
from rest_framework import authentication
from rest_framework.exceptions import AuthenticationFailed, NotFound, PermissionDenied
from rest_framework.request import Request

from brain.access import MSG_NOT_FOUND, get_brain_for_user
from brain.api.tokens import token_lookup, token_mark_used, token_used_lately
from brain.models import ApiToken, Brain
from goat.models import Workspace

KEYWORD: Final = "Token"
# MCP clients (and most HTTP tooling) send bearer credentials; the key is the same.
KEYWORDS: Final = (b"token", b"bearer")

MSG_INVALID_TOKEN: Final = "invalid token (unknown, revoked, or its user is inactive)"
MSG_BAD_HEADER: Final = "the Authorization header must read 'Token <key>' with one key"
MSG_READ_ONLY: Final = "this token may only read; make a token with scope write to change brains"


def authenticate_header(value: bytes) -> tuple[Any, ApiToken] | None:
    """The user and token an Authorization header value names (REST and MCP alike).

    None when the header is not a token's (absent, or another scheme); AuthenticationFailed
    (401) for a malformed one, an unknown key, a revoked token or an inactive user.
    """
    header = value.split()
    if not header or header[0].lower() not in KEYWORDS:
        return None  # not ours: the session may still authenticate the request
    if len(header) != 2:
        raise AuthenticationFailed(MSG_BAD_HEADER)
    try:
        raw = header[1].decode("ascii")
    except UnicodeDecodeError:
        raise AuthenticationFailed(MSG_INVALID_TOKEN) from None
    return authenticate_key(raw)


def authenticate_key(raw: str) -> tuple[Any, ApiToken]:
    """The user and live token `raw` is; AuthenticationFailed (401) otherwise."""
    token = token_lookup(raw)
    if token is None or not token.user.is_active:
        raise AuthenticationFailed(MSG_INVALID_TOKEN)
    if not token_used_lately(token):  # the row was just read: nothing to write otherwise
        token_mark_used(token)
    return token.user, token


class TokenAuthentication(authentication.BaseAuthentication):
    """`Authorization: Token <key>` (or `Bearer <key>`) with a personal API token."""

    def authenticate(self, request: Request) -> tuple[Any, ApiToken] | None:
        return authenticate_header(authentication.get_authorization_header(request))

    def authenticate_header(self, request: Request) -> str:
        # A WWW-Authenticate value makes DRF answer an unauthenticated request 401, not 403.
        return KEYWORD


def request_token(request: Request) -> ApiToken | None:
    """The token that authenticated `request`; None for a session."""
    return request.auth if isinstance(request.auth, ApiToken) else None


def token_allows(request: Request, brain: Brain, *, write: bool, ref: str | None = None) -> None:
    """Nothing when the request's token (if any) may use `brain` as asked.

    NotFound (404, as for a brain the user cannot see; `ref` is what the caller named the brain
    by, so the message is the same as for a brain that does not exist) when the token is bound
    to another brain; PermissionDenied (403) when a read-scoped token asks to write.
    """
    token_check(request_token(request), brain, write=write, ref=ref)


def token_check(
    token: ApiToken | None, brain: Brain, *, write: bool, ref: str | None = None
) -> None:
    """`token_allows` for a token itself (None: a session, nothing to narrow)."""
    if token is None:
        return
    if token.brain_id is not None and token.brain_id != brain.pk:
        raise NotFound(MSG_NOT_FOUND.format(ref=ref if ref is not None else brain.slug))
    if write and token.scope != ApiToken.Scope.WRITE:
        raise PermissionDenied(MSG_READ_ONLY)


def get_brain_for_request(
    request: Request,
    ref: str | int,
    *,
    write: bool = False,
    workspace: Workspace | str | int | None = None,
) -> Brain:
    """The brain `ref` (slug or id) names for this request: `get_brain_for_user` with the
    `change` permission when `write`, after `token_allows`.

    A token bound to a brain sees only that brain: any other `ref` is a 404 before anything
    else is looked up. Raises what those two raise (Http404, PermissionDenied, AmbiguousBrain,
    NotFound).
    """
    return get_brain_for_token(
        request.user, request_token(request), ref, write=write, workspace=workspace
    )


def get_brain_for_token(
    user: Any,
    token: ApiToken | None,
    ref: str | int,
    *,
    write: bool = False,
    workspace: Workspace | str | int | None = None,
) -> Brain:
    """`get_brain_for_request` for a user and the token they came with (None: a session)."""
    text = str(ref).strip()
    if token is not None and token.brain is not None:
        bound = token.brain
        named = str(bound.pk) == text if text.isdigit() else bound.slug == text
        if not named:
            raise Http404(MSG_NOT_FOUND.format(ref=text))
        ref = bound.pk
    try:
        brain = get_brain_for_user(
            user, ref, workspace=workspace, permission="change" if write else "view"
        )
    except Http404:
        raise Http404(MSG_NOT_FOUND.format(ref=text)) from None
    token_check(token, brain, write=write, ref=text)
    return brain


class TokenScheme(OpenApiAuthenticationExtension):
    """The OpenAPI security scheme for TokenAuthentication (`Authorization: Token <key>`)."""

    target_class = "brain.api.auth.TokenAuthentication"
    name = "tokenAuth"

    def get_security_definition(self, auto_schema: Any) -> dict[str, Any]:
        scheme: dict[str, Any] = build_bearer_security_scheme_object(
            header_name="Authorization", token_prefix=KEYWORD
        )
        scheme["description"] = (
            "A personal API token (manage.py token_create, or the admin): "
            "`Authorization: Token <key>`; `Bearer <key>` is accepted too."
        )
        return scheme
