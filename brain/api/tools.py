"""Running the registry's tools for a REST caller: the brain, the access it needs, the hash.

`tool_call` is the whole of `POST /api/brains/{brain}/tools/{tool}`:

1. the brain, as the user may see it (404 when they may not; 400 for an ambiguous slug);
2. the tool, by tool name or CLI name, if the registry offers it on the `rest` surface
   (404 `not_available` otherwise);
3. the expected hash, from If-Match or the body's `expected_hash` (both and different: 400);
4. the arguments, checked by the registry (`bind`: 400 naming the argument);
5. a store with the access the call needs — `change` when it writes (403 on a brain the user
   may only see), `view` otherwise — recorded as the user through the API;
6. `run` (a write under the brain's lock). Its result is returned as it is: exactly the CLI's
   `--json`. A stale write changes nothing and is 412 when the hash came from If-Match, 409
   when it came from the body.

`authorize(brain, write)` is the token check (brain/api/scoping.py), run before the store is
made. The MCP connector (brain/api/mcp.py) runs its tools through this same `tool_call`, with
`surface="mcp"`: the same checks, the same write path, the same JSON.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final

from django.contrib.auth.base_user import AbstractBaseUser
from rest_framework.exceptions import APIException

from brain.access import get_brain_for_user, user_may
from brain.models import Brain
from brain.services import Actor
from brain.store import store_for_user
from brain.toolkit.commands.registry import (
    MSG_NOT_AVAILABLE,
    NOT_AVAILABLE,
    CommandSpec,
    available,
    bind,
    lookup,
    run,
    tool_schemas,
)
from brain.toolkit.errors import BAD_ARGUMENT, CommandError, StaleWrite

from .errors import HASH_MISMATCH, STALE_WRITE_IN_BODY, ApiError

SURFACE: Final = "rest"
ACTOR_LABEL: Final = "api"
EXPECTED_HASH: Final = "expected_hash"

MSG_HASH_MISMATCH: Final = (
    "If-Match names hash {header} but the body's expected_hash is {body}; send one of them"
)
MSG_HASH_IGNORED: Final = "{tool} checks no content hash; send If-Match only to a tool that does"

Authorize = Callable[[Brain, bool], None]
Resolve = Callable[[str, str | None], Brain]


def _allow_all(brain: Brain, write: bool) -> None:
    return None


def brain_for_call(
    *,
    user: AbstractBaseUser,
    brain: str,
    workspace: str | None,
    authorize: Authorize = _allow_all,
    resolve: Resolve | None = None,
) -> Brain:
    """The brain `brain` (slug or id) as the caller may see it; `resolve` (a request's token
    narrowing first: brain/api/scoping.py) replaces the plain access lookup."""
    if resolve is not None:
        return resolve(brain, workspace)
    found = get_brain_for_user(user, brain, workspace=workspace or None)
    authorize(found, False)
    return found


def rest_tool(name: str, *, surface: str = SURFACE) -> CommandSpec:
    """The tool `name` (tool name or CLI name) if the REST surface (or `surface`) offers it."""
    spec = lookup(name)
    if not available(spec, surface=surface):
        raise CommandError(NOT_AVAILABLE, MSG_NOT_AVAILABLE.format(name=name))
    return spec


def brain_tools(
    *,
    user: AbstractBaseUser,
    brain: str,
    workspace: str | None,
    authorize: Authorize = _allow_all,
    resolve: Resolve | None = None,
) -> list[dict[str, Any]]:
    """The tools offered on a brain to this caller, as OpenAI-style function objects: the
    write tools only when they may write to it (the `change` permission, and a token that
    allows writing), as the MCP connector offers them."""
    found = brain_for_call(
        user=user, brain=brain, workspace=workspace, authorize=authorize, resolve=resolve
    )
    return tool_schemas(surface=SURFACE, writes=may_write(user, found, authorize))


def may_write(user: AbstractBaseUser, brain: Brain, authorize: Authorize) -> bool:
    """Whether the caller is offered the tools that write on `brain` (REST's list and MCP's
    alike): the user's `change` permission, and a token `authorize` lets write."""
    try:
        authorize(brain, True)
    except APIException:  # a read-scoped token (or one bound to another brain)
        return False
    return user_may(user, brain, "change")  # type: ignore[arg-type]


def _with_expected_hash(
    spec: CommandSpec, arguments: Mapping[str, Any], if_match: str | None
) -> dict[str, Any]:
    merged = dict(arguments)
    if if_match is None:
        return merged
    if spec.expected_hash == "ignores":
        raise ApiError(BAD_ARGUMENT, MSG_HASH_IGNORED.format(tool=spec.tool_name))
    body = merged.get(EXPECTED_HASH)
    if body is not None and body != if_match:
        raise ApiError(HASH_MISMATCH, MSG_HASH_MISMATCH.format(header=if_match, body=body))
    merged[EXPECTED_HASH] = if_match
    return merged


def tool_call(
    *,
    user: AbstractBaseUser,
    brain: str,
    workspace: str | None,
    tool: str,
    arguments: Mapping[str, Any],
    if_match: str | None = None,
    authorize: Authorize = _allow_all,
    resolve: Resolve | None = None,
    surface: str = SURFACE,
    actor_label: str = ACTOR_LABEL,
) -> dict[str, Any]:
    """Run one tool on a brain for a REST (or `surface`) caller; the command's result (see the
    docstring)."""
    found = brain_for_call(
        user=user, brain=brain, workspace=workspace, authorize=authorize, resolve=resolve
    )
    spec = rest_tool(tool, surface=surface)
    bound = bind(spec, _with_expected_hash(spec, arguments, if_match), surface=surface)
    writes = spec.is_write(bound)
    if writes:
        authorize(found, True)
    store = store_for_user(
        user=user,
        brain=found,
        permission="change" if writes else "view",
        actor=Actor(type="user", user=user, label=actor_label),
    )
    try:
        return run(spec, store, bound)
    except StaleWrite as stale:
        status = None if if_match is not None else STALE_WRITE_IN_BODY
        raise ApiError.of(stale, status=status) from stale
