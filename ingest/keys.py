"""Integration keys: what a webhook sender (Jamie) presents in `x-jamie-api-key`.

A key reads `jmk_<prefix>_<secret>`: the prefix (10 letters and digits) finds the row, the
secret (32 random bytes) proves it. Only sha256 of the whole key is stored, and the key is
shown once, when it is made. A key feeds one brain: the brain it is bound to, or its user's
default brain in its workspace (`brain.access.default_brain_for`).

Lookup compares hashes with `hmac.compare_digest` and compares against a dummy hash when the
prefix is unknown, so the response time says nothing about which prefixes exist.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import string
from typing import Any, Final

from django.db import IntegrityError, transaction
from django.utils import timezone

from brain.access import default_brain_for
from brain.models import Brain
from goat.models import Workspace, WorkspaceMembership
from ingest.models import IntegrationKey

KEY_START: Final = "jmk_"
PREFIX_LENGTH: Final = 10
SECRET_BYTES: Final = 32
PREFIX_ALPHABET: Final = string.ascii_letters + string.digits
# jmk_ + prefix + _ + token_urlsafe(32) (43 characters); anything much longer is not a key.
MAX_KEY_LENGTH: Final = 128
HEADER: Final = "x-jamie-api-key"

MSG_BIND_ONE: Final = "a key is bound to exactly one of a brain or a user"
MSG_BRAIN_WORKSPACE: Final = "brain {brain!r} is not in workspace {workspace!r}"
MSG_NOT_A_MEMBER: Final = "{user!r} is not a member of workspace {workspace!r}"

_DUMMY_HASH: Final = hashlib.sha256(b"no such key").hexdigest()


class KeyRefused(ValueError):
    """A key that cannot be made as asked (the message says why)."""


def key_hash(raw: str) -> str:
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()


def _new_key() -> tuple[str, str]:
    prefix = "".join(secrets.choice(PREFIX_ALPHABET) for _ in range(PREFIX_LENGTH))
    return prefix, f"{KEY_START}{prefix}_{secrets.token_urlsafe(SECRET_BYTES)}"


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
    for attempt in range(5):
        prefix, raw = _new_key()
        try:
            with transaction.atomic():
                key = IntegrationKey.objects.create(
                    workspace=workspace,
                    brain=brain,
                    user=user,
                    name=name.strip(),
                    prefix=prefix,
                    key_hash=key_hash(raw),
                    created_by=created_by,
                )
        except IntegrityError:
            if attempt == 4:  # five prefix collisions in 62^10: something else is wrong
                raise
            continue
        return key, raw
    raise AssertionError("unreachable")


def _prefix_of(raw: str) -> str | None:
    end = len(KEY_START) + PREFIX_LENGTH
    if (
        len(raw) > MAX_KEY_LENGTH
        or not raw.startswith(KEY_START)
        or raw[end : end + 1] != "_"
        or len(raw) <= end + 1
    ):
        return None
    return raw[len(KEY_START) : end]


def key_lookup(raw: str | None) -> IntegrationKey | None:
    """The live (unrevoked) key `raw` names, with its brain, user and workspace; else None."""
    if not raw:
        return None
    prefix = _prefix_of(raw)
    key = None
    if prefix is not None:
        key = (
            IntegrationKey.objects.select_related("brain", "user", "workspace")
            .filter(prefix=prefix, revoked_at__isnull=True)
            .first()
        )
    stored = key.key_hash if key is not None else _DUMMY_HASH
    matches = hmac.compare_digest(key_hash(raw), stored)
    return key if matches and key is not None else None


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
