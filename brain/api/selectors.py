"""Reads for the REST API, scoped to the caller by brain.access."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.contrib.auth.base_user import AbstractBaseUser

from brain.access import brains_visible_to, brains_with_permission
from brain.models import Brain

Permits = Callable[[Brain, bool], bool]


def _permit_all(brain: Brain, write: bool) -> bool:
    return True


def brain_list(*, user: AbstractBaseUser, permits: Permits = _permit_all) -> list[dict[str, Any]]:
    """The brains `user` may see (and the request's token may use), by workspace and slug,
    each saying whether the caller may write to it."""
    brains = brains_visible_to(user).select_related("workspace").order_by("workspace__slug", "slug")
    writable = set(brains_with_permission(user, "change").values_list("pk", flat=True))
    return [
        {
            "id": brain.pk,
            "slug": brain.slug,
            "name": brain.name,
            "workspace": brain.workspace.slug,
            "visibility": brain.visibility,
            "may_write": brain.pk in writable and permits(brain, True),
        }
        for brain in brains
        if permits(brain, False)
    ]
