"""How an API request proves who it is: a personal token (`Authorization: Token <key>`, or
`Bearer <key>` as MCP clients send it), else the session (settings.REST_FRAMEWORK).

- `TokenAuthentication` makes `request.user` the token's user and `request.auth` the ApiToken.
  An unknown key, a revoked token and an inactive user all get the same 401, so the answer
  says nothing about which it was. A request with no token header is left to the session.

What the token then lets its user do (bound to one brain, read-only) is brain/api/callers.py's
`Caller`; the user's own access to the brain (brain.access) still decides everything else: a
token never grants more than its user has.
"""

from __future__ import annotations

from typing import Any, Final

from drf_spectacular.extensions import OpenApiAuthenticationExtension
from drf_spectacular.plumbing import build_bearer_security_scheme_object
from rest_framework import authentication
from rest_framework.exceptions import AuthenticationFailed
from rest_framework.request import Request

from brain.api.tokens import token_lookup, token_mark_used, token_used_lately
from brain.models import ApiToken

KEYWORD: Final = "Token"
# MCP clients (and most HTTP tooling) send bearer credentials; the key is the same.
KEYWORDS: Final = (b"token", b"bearer")

MSG_INVALID_TOKEN: Final = "invalid token (unknown, revoked, or its user is inactive)"
MSG_BAD_HEADER: Final = "the Authorization header must read 'Token <key>' with one key"


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
