"""Reads for the REST API, scoped to the caller by brain.access."""

from __future__ import annotations

from typing import Any

from brain.access import brains_visible_to, brains_with_permission

from .callers import Caller


def brain_list(*, caller: Caller) -> list[dict[str, Any]]:
    """The brains the caller's user may see (and their token may use), by workspace and slug,
    each saying whether the caller may write to it."""
    user = caller.user
    brains = brains_visible_to(user).select_related("workspace").order_by("workspace__slug", "slug")
    writable = set(brains_with_permission(user, "change").values_list("pk", flat=True))
    return [
        {
            "id": brain.pk,
            "slug": brain.slug,
            "name": brain.name,
            "workspace": brain.workspace.slug,
            "visibility": brain.visibility,
            "may_write": brain.pk in writable and caller.permits(brain, write=True),
        }
        for brain in brains
        if caller.permits(brain, write=False)
    ]
