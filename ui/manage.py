"""The UI's management actions: the user's own API tokens, a brain's allow-list, moving and
deleting a document. None of them is written twice: each goes through the service the command
line and the REST API use.

- Tokens: `brain.api.tokens.token_create` / `token_revoke` (the `token_create` and
  `token_revoke` commands), limited to the signed-in user's own tokens.
- The allow-list: `brain.access` (`allow_list_users`, `allow_list_candidates`,
  `grant_brain_access`, `revoke_brain_access`, `may_manage_brain`).
- Move and delete: the registry's `move` and `delete` commands, run by `brain.api.tools.tool_call`
  exactly as the REST tools run them (the brain as the user may see it, a store with `change`
  access recorded as the user, the write under the brain's lock), with the actor label `ui`.
  The REST surface only ever dry-runs `delete`; the confirmed delete binds its arguments as
  the command line does (`--yes`), through the same call.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from typing import Any, Final

from django.contrib.auth.base_user import AbstractBaseUser
from django.db.models import QuerySet

from brain.access import (
    AccessError,
    User,
    allow_list_candidates,
    allow_list_users,
    brain_admins,
    user_may,
)
from brain.api.callers import Caller
from brain.api.tokens import SCOPES, token_create, token_revoke
from brain.api.tools import tool_call
from brain.models import ApiToken, Brain, BrainDocument
from brain.services.grants import grant_brain_access, revoke_brain_access
from brain.store import DatabaseStore
from brain.toolkit.commands.graph import retarget

ACTOR_LABEL: Final = "ui"
# The surface whose `delete` takes `yes` (on the REST surface it is always a dry run).
CONFIRMED_DELETE_SURFACE: Final = "cli"

MSG_BAD_SCOPE: Final = "Choose read or read and write."
MSG_NO_BRAIN: Final = "You may not see that brain."
MSG_READ_ONLY_BRAIN: Final = (
    "You may only read {brain}: a token can never do more than you, so a write token for it "
    "would be refused. Choose read, or another brain."
)
MSG_NOT_A_CANDIDATE: Final = "Only members of the workspace {workspace} can be added."
MSG_NOT_ON_LIST: Final = "That user is not on the allow-list."


# --- tokens -----------------------------------------------------------------------------------


def tokens_of(user: AbstractBaseUser) -> QuerySet[ApiToken]:
    """The user's own live tokens, newest first."""
    return ApiToken.objects.filter(user_id=user.pk, revoked_at__isnull=True).select_related(
        "brain__workspace"
    )


def own_token(user: AbstractBaseUser, prefix: str) -> ApiToken | None:
    """The user's own live token with this prefix (None for anyone else's, or a revoked one)."""
    return tokens_of(user).filter(prefix=prefix).first()


class TokenRefused(Exception):
    """A token the form may not make; the message says why, in the form's words."""


def create_token(
    *, user: AbstractBaseUser, scope: str, brain: Brain | None, name: str
) -> tuple[ApiToken, str]:
    """A token for `user` through `token_create`; TokenRefused for an unknown scope, a brain they
    may not see, or write scope on a brain they may only read."""
    if scope not in SCOPES:
        raise TokenRefused(MSG_BAD_SCOPE)
    if brain is not None and scope == "write" and not user_may(user, brain, "change"):
        raise TokenRefused(MSG_READ_ONLY_BRAIN.format(brain=brain.name))
    try:
        return token_create(user=user, scope=scope, brain=brain, name=name)
    except AccessError:
        raise TokenRefused(MSG_NO_BRAIN) from None


def revoke_token(*, user: AbstractBaseUser, prefix: str) -> bool:
    """Revoke one of the user's own tokens (False when it is not theirs or not live)."""
    if own_token(user, prefix) is None:
        return False
    return token_revoke(user=user, prefix=prefix)


# --- the allow-list ---------------------------------------------------------------------------


@dataclass(frozen=True)
class AllowListEntry:
    user: AbstractBaseUser
    manages: bool  # may manage the brain's allow-list too


@dataclass(frozen=True)
class AllowList:
    entries: list[AllowListEntry]
    candidates: list[AbstractBaseUser]  # workspace members not on the list yet


def allow_list(brain: Brain) -> AllowList:
    managers = set(brain_admins(brain).values_list("pk", flat=True))
    users = list(allow_list_users(brain))
    on_list = {user.pk for user in users}
    return AllowList(
        entries=[AllowListEntry(user, user.pk in managers) for user in users],
        candidates=[user for user in allow_list_candidates(brain) if user.pk not in on_list],
    )


def allow_list_add(brain: Brain, user_id: str, *, manage: bool) -> AbstractBaseUser:
    """Put a member of the brain's workspace on its allow-list; AccessError for anyone else."""
    user = _candidate(brain, user_id)
    if user is None:
        raise AccessError(MSG_NOT_A_CANDIDATE.format(workspace=brain.workspace.name))
    grant_brain_access(brain, user, manage=manage)
    return user


def allow_list_remove(brain: Brain, user_id: str) -> AbstractBaseUser:
    """Take a user off the brain's allow-list; AccessError when they are not on it."""
    user = allow_list_users(brain).filter(pk=_pk(user_id)).first() if _pk(user_id) else None
    if user is None:
        raise AccessError(MSG_NOT_ON_LIST)
    revoke_brain_access(brain, user)
    return user


def _pk(text: str) -> int | None:
    return int(text) if text.isascii() and text.isdigit() and len(text) < 19 else None


def _candidate(brain: Brain, user_id: str) -> AbstractBaseUser | None:
    pk = _pk(user_id)
    return allow_list_candidates(brain).filter(pk=pk).first() if pk is not None else None


# --- move and delete --------------------------------------------------------------------------


def _tool(
    user: AbstractBaseUser,
    brain: Brain,
    tool: str,
    arguments: dict[str, Any],
    *,
    surface: str = "rest",
) -> dict[str, Any]:
    return tool_call(
        caller=Caller(user),
        brain=str(brain.pk),
        tool=tool,
        arguments=arguments,
        surface=surface,
        actor_label=ACTOR_LABEL,
    )


def document_row(*, store: DatabaseStore, brain_id: str) -> BrainDocument | None:
    """The store's brain's document `brain_id`, or None."""
    return BrainDocument.objects.filter(brain_ref=store.brain, brain_id=brain_id).first()


@dataclass(frozen=True)
class Breakage:
    """A link that deleting a document would leave dangling: the document holding it."""

    id: str
    type: str  # the edge type, or mergedInto for a tombstone
    title: str


def breakage(*, store: DatabaseStore, dry_run: dict[str, Any]) -> list[Breakage]:
    """The `delete` dry run's `would_break`, each with the title of the document holding it."""
    ids = [item["id"] for item in dry_run["would_break"]]
    titles = dict(
        BrainDocument.objects.filter(brain_ref=store.brain, brain_id__in=ids).values_list(
            "brain_id", "title"
        )
    )
    return [
        Breakage(item["id"], item["type"], titles.get(item["id"]) or item["id"])
        for item in dry_run["would_break"]
    ]


def move_document(
    *,
    user: AbstractBaseUser,
    brain: Brain,
    brain_id: str,
    folder: str | None,
    new_id: str | None,
    expected_hash: str,
) -> dict[str, Any]:
    """The registry's `move` (links to the document follow it); refused as a stale write when
    the document no longer has `expected_hash`."""
    arguments: dict[str, Any] = {"ref": brain_id, "expected_hash": expected_hash}
    if folder is not None:
        arguments["folder"] = folder
    if new_id is not None:
        arguments["new_id"] = new_id
    return _tool(user, brain, "move", arguments)


def delete_dry_run(*, user: AbstractBaseUser, brain: Brain, brain_id: str) -> dict[str, Any]:
    """What deleting the document would break (the REST `delete` tool: always a dry run)."""
    return _tool(user, brain, "delete", {"ref": brain_id})


def delete_document(
    *, user: AbstractBaseUser, brain: Brain, brain_id: str, expected_hash: str
) -> dict[str, Any]:
    """Delete the document (the `delete` command with `--yes`) if it still has
    `expected_hash`."""
    arguments = {"ref": brain_id, "yes": True, "expected_hash": expected_hash}
    return _tool(user, brain, "delete", arguments, surface=CONFIRMED_DELETE_SURFACE)


@dataclass(frozen=True)
class Rewrite:
    """A document whose links a rename rewrites, with the lines that change."""

    brain_id: str
    title: str
    diff: str


def rename_preview(*, store: DatabaseStore, old: str, new: str) -> list[Rewrite]:
    """The documents naming `old` and how the `move` command's `retarget` rewrites them when it
    becomes `new` (what the move will write, computed without writing)."""
    if old == new:
        return []
    named_by = {edge.source for edge in store.referrers(old)} | set(store.tombstones_of(old))
    rewrites = []
    for referrer_id in sorted(named_by - {old}):
        stored = store.get(referrer_id)
        if stored is None:
            continue
        before = stored.document
        after = retarget(before, old, new)
        if after is before:
            continue
        lines = difflib.unified_diff(
            _link_lines(before), _link_lines(after), lineterm="", n=0, fromfile="", tofile=""
        )
        diff = "\n".join(line for line in lines if not line.startswith(("---", "+++", "@@")))
        rewrites.append(Rewrite(referrer_id, before.title or referrer_id, diff))
    return rewrites


def _link_lines(document: Any) -> list[str]:
    relations = [f"relation {r.type} → {r.target}" for r in document.relations]
    merged = [f"mergedInto: {document.merged_into}"] if document.merged_into else []
    return [*document.body.splitlines(), *relations, *merged]


def may_change(user: User, brain: Brain) -> bool:
    return user_may(user, brain, "change")
