"""Integration keys: what a webhook sender (Jamie) presents in `x-jamie-api-key`.

A key reads `jmk_<prefix>_<secret>`: the prefix (10 letters and digits) finds the row, the
secret (32 random bytes) proves it. Only sha256 of the whole key is stored, and the key is
shown once, when it is made. A key feeds one brain: the brain it is bound to, or its user's
default brain in its workspace (`brain.services.grants.default_brain_for`).

Lookup compares hashes with `hmac.compare_digest` and compares against a dummy hash when the
prefix is unknown, so the response time says nothing about which prefixes exist. The key
mechanics (making, hashing, splitting, the constant-time lookup) are goat/keys.py's, shared
with API tokens.
"""

from __future__ import annotations

# The tests watch `ingest.keys.hmac.compare_digest` (the module goat.keys compares with).
import hmac  # noqa: F401
from typing import Any, Final

from django.utils import timezone

from brain.models import Brain
from brain.services.grants import default_brain_for
from goat.keys import DUMMY_HASH, KeyFormat
from goat.models import Workspace, WorkspaceMembership
from ingest.models import IntegrationKey

KEY_FORMAT: Final = KeyFormat("jmk")
KEY_START: Final = KEY_FORMAT.start
PREFIX_LENGTH: Final = KEY_FORMAT.prefix_length
HEADER: Final = "x-jamie-api-key"

MSG_BIND_ONE: Final = "a key is bound to exactly one of a brain or a user"
MSG_BRAIN_WORKSPACE: Final = "brain {brain!r} is not in workspace {workspace!r}"
MSG_NOT_A_MEMBER: Final = "{user!r} is not a member of workspace {workspace!r}"

_DUMMY_HASH: Final = DUMMY_HASH


class KeyRefused(ValueError):
    """A key that cannot be made as asked (the message says why)."""


def key_create(
    *,
    workspace: Workspace,
    brain: Brain | None = None,
    user: Any = None,
    name: str = "",
    created_by: Any = None,
) -> tuple[IntegrationKey, str]:
    """A new key and its plaintext (shown once; only its hash is kept).

    Bound to `brain` (in `workspace`) or to `user` (a member of `workspace`, whose default
    brain there it feeds), never both.
    """
    if (brain is None) == (user is None):
        raise KeyRefused(MSG_BIND_ONE)
    if brain is not None and brain.workspace_id != workspace.pk:
        raise KeyRefused(MSG_BRAIN_WORKSPACE.format(brain=brain.slug, workspace=workspace.slug))
    if (
        user is not None
        and not WorkspaceMembership.objects.filter(workspace=workspace, user=user).exists()
    ):
        raise KeyRefused(
            MSG_NOT_A_MEMBER.format(user=user.get_username(), workspace=workspace.slug)
        )
    return KEY_FORMAT.create(
        lambda prefix, hashed: IntegrationKey.objects.create(
            workspace=workspace,
            brain=brain,
            user=user,
            name=name.strip(),
            prefix=prefix,
            key_hash=hashed,
            created_by=created_by,
        )
    )


def key_lookup(raw: str | None) -> IntegrationKey | None:
    """The live (unrevoked) key `raw` names, with its brain, user and workspace; else None."""
    return KEY_FORMAT.lookup(
        raw,
        lambda prefix: (
            IntegrationKey.objects.select_related("brain", "user", "workspace")
            .filter(prefix=prefix, revoked_at__isnull=True)
            .first()
        ),
    )


def key_revoke(prefix: str) -> bool:
    """Revoke the key with this prefix; False when there is none or it already was."""
    return bool(
        IntegrationKey.objects.filter(prefix=prefix, revoked_at__isnull=True).update(
            revoked_at=timezone.now()
        )
    )


def key_brain(key: IntegrationKey) -> Brain:
    """The brain a key feeds: its own, or its user's default brain in its workspace (made on
    first need). `brain.access.AccessError` when the user is no longer in the workspace."""
    if key.brain is not None:
        return key.brain
    return default_brain_for(key.user, key.workspace)
