"""What a request's API token lets it do with a brain, on top of brain.access.

A shim until the tokens branch lands: `brain.api.auth.token_allows(request, brain, *, write)`
(NotFound for a token bound to another brain, PermissionDenied for a read-scoped token that
writes) is imported lazily and, while it does not exist, everything is allowed (a session
or no token: brain.access alone decides).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from django.core.exceptions import PermissionDenied
from django.http import Http404
from rest_framework.exceptions import APIException
from rest_framework.request import Request

from brain.models import Brain

TOKENS_MODULE = "brain.api.auth"


def _token_check() -> Callable[..., Any] | None:
    try:
        module = importlib.import_module(TOKENS_MODULE)
    except ModuleNotFoundError as error:
        if error.name != TOKENS_MODULE:
            raise
        return None
    check: Callable[..., Any] = module.token_allows
    return check


def token_allows(request: Request, brain: Brain, *, write: bool) -> None:
    """Raise (NotFound or PermissionDenied) when the request's token may not use `brain` so."""
    check = _token_check()
    if check is not None:
        check(request, brain, write=write)


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


def permits_for(request: Request) -> Callable[[Brain, bool], bool]:
    """`token_permits` for this request, as the selectors take it: (brain, write)."""

    def permits(brain: Brain, write: bool) -> bool:
        return token_permits(request, brain, write=write)

    return permits
