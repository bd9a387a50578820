"""Running the registry's tools for an API caller: the brain, the access it needs, the hash.

`tool_call` is the whole of `POST /api/brains/{brain}/tools/{tool}`:

1. the brain, as the caller may see it (brain.api.callers: 404 when they may not, or when
   their token is bound to another brain; 400 for an ambiguous slug); this is the call's one
   access check, and it also says what the user may do with the brain;
2. the tool, by tool name or CLI name, if the registry offers it on the `rest` surface
   (404 `not_available` otherwise);
3. the expected hash, from If-Match or the body's `expected_hash` (both and different: 400);
4. the arguments, checked by the registry (`bind`: 400 naming the argument);
5. when the call writes: a token that writes (403 for a read-scoped one) and the `change`
   permission (403 on a brain the user may only see);
6. `run` on a store made from step 1's answer, recorded as the user through the API (a write
   runs under the brain's lock). Its result is returned as it is: exactly the CLI's `--json`.
   A stale write changes nothing and is 412 when the hash came from If-Match, 409 when it
   came from the body.

The MCP connector (brain/api/mcp.py) runs its tools through this same `tool_call`, with
`surface="mcp"`: the same checks, the same write path, the same JSON.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from brain.access import BrainAccess
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

from .callers import Caller
from .errors import HASH_MISMATCH, STALE_WRITE_IN_BODY, ApiError

SURFACE: Final = "rest"
ACTOR_LABEL: Final = "api"
EXPECTED_HASH: Final = "expected_hash"

MSG_HASH_MISMATCH: Final = (
    "If-Match names hash {header} but the body's expected_hash is {body}; send one of them"
)
MSG_HASH_IGNORED: Final = "{tool} checks no content hash; send If-Match only to a tool that does"


def rest_tool(name: str, *, surface: str = SURFACE) -> CommandSpec:
    """The tool `name` (tool name or CLI name) if the REST surface (or `surface`) offers it."""
    spec = lookup(name)
    if not available(spec, surface=surface):
        raise CommandError(NOT_AVAILABLE, MSG_NOT_AVAILABLE.format(name=name))
    return spec


def brain_tools(
    *, caller: Caller, brain: str | BrainAccess, workspace: str | None = None
) -> list[dict[str, Any]]:
    """The tools offered on a brain to this caller, as OpenAI-style function objects: the
    write tools only when they may write to it (`Caller.may_write`), as MCP offers them."""
    access = brain if isinstance(brain, BrainAccess) else caller.access(brain, workspace=workspace)
    return tool_schemas(surface=SURFACE, writes=caller.may_write(access))


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
    caller: Caller,
    brain: str | BrainAccess,
    workspace: str | None = None,
    tool: str,
    arguments: Mapping[str, Any],
    if_match: str | None = None,
    surface: str = SURFACE,
    actor_label: str = ACTOR_LABEL,
) -> dict[str, Any]:
    """Run one tool on a brain for an API (or `surface`) caller; the command's result (see the
    docstring). `brain` is its slug or id, or the access `caller.access` answered for this
    same call (the MCP connector resolves the brain before the SDK sees the request)."""
    access = brain if isinstance(brain, BrainAccess) else caller.access(brain, workspace=workspace)
    spec = rest_tool(tool, surface=surface)
    bound = bind(spec, _with_expected_hash(spec, arguments, if_match), surface=surface)
    writes = spec.is_write(bound)
    if writes:
        caller.require_write()
    store = store_for_user(
        user=caller.user,
        brain=access,
        permission="change" if writes else "view",
        actor=Actor(type="user", user=caller.user, label=actor_label),
    )
    try:
        return run(spec, store, bound)
    except StaleWrite as stale:
        status = None if if_match is not None else STALE_WRITE_IN_BODY
        raise ApiError.of(stale, status=status) from stale
