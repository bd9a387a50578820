"""What a request's API token lets it do with a brain, on top of brain.access, in the shapes
the services take (brain/api/auth.py has the checks themselves). The `*_for_token` forms are
the same for a caller that is not a DRF request (MCP: brain/api/mcp.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.core.exceptions import PermissionDenied
from django.http import Http404
from rest_framework.exceptions import APIException
from rest_framework.request import Request

from brain.api.auth import get_brain_for_request, get_brain_for_token, token_allows, token_check
from brain.models import ApiToken, Brain


def token_permits(request: Request, brain: Brain, *, write: bool) -> bool:
    """Whether `token_allows` lets the request use `brain` so."""
    try:
        token_allows(request, brain, write=write)
    except (APIException, Http404, PermissionDenied):
        return False
    return True


def authorizer_for(request: Request) -> Callable[[Brain, bool], None]:
    """`token_allows` for this request, as the services take it: (brain, write)."""

    def authorize(brain: Brain, write: bool) -> None:
        token_allows(request, brain, write=write)

    return authorize


def resolver_for(request: Request) -> Callable[[str, str | None], Brain]:
    """`get_brain_for_request` (the token narrows first) as the services take it."""

    def resolve(ref: str, workspace: str | None) -> Brain:
        return get_brain_for_request(request, ref, workspace=workspace or None)

    return resolve


def permits_for(request: Request) -> Callable[[Brain, bool], bool]:
    """`token_permits` for this request, as the selectors take it: (brain, write)."""

    def permits(brain: Brain, write: bool) -> bool:
        return token_permits(request, brain, write=write)

    return permits


def authorizer_for_token(token: ApiToken | None) -> Callable[[Brain, bool], None]:
    """`authorizer_for` a caller that came with `token`."""

    def authorize(brain: Brain, write: bool) -> None:
        token_check(token, brain, write=write)

    return authorize


def resolver_for_token(user: Any, token: ApiToken | None) -> Callable[[str, str | None], Brain]:
    """`resolver_for` a caller that came with `token`."""

    def resolve(ref: str, workspace: str | None) -> Brain:
        return get_brain_for_token(user, token, ref, workspace=workspace or None)

    return resolve
