"""Finding the brain a command names: its slug or numeric id, `--workspace` to disambiguate.

Commands run as the operator, so every brain is visible; a slug found in several workspaces
is refused with the choices (brain.access's message), never guessed.
"""

from __future__ import annotations

from typing import Final

from brain.access import MSG_NOT_FOUND, AmbiguousBrain
from brain.models import Brain
from goat.management.base import UserError, workspace_lookup

MSG_NOT_IN_WORKSPACE: Final = "no brain {ref!r} in workspace {workspace!r}"


def brain_lookup(ref: str, *, workspace: str | None = None) -> Brain:
    """The one brain `ref` names (in `workspace` when given); UserError otherwise."""
    text = str(ref).strip()
    brains = Brain.objects.select_related("workspace")
    if workspace is not None:
        brains = brains.filter(workspace=workspace_lookup(workspace))
    # As in brain.access: digits are an id, anything else a slug.
    brains = brains.filter(pk=int(text)) if text.isdigit() else brains.filter(slug=text)
    found = list(brains.order_by("pk")[:10])
    if not found:
        if workspace is not None:
            message = MSG_NOT_IN_WORKSPACE.format(ref=text, workspace=workspace)
        else:
            message = MSG_NOT_FOUND.format(ref=text)
        raise UserError(message, code="not_found")
    if len(found) > 1:
        raise UserError(AmbiguousBrain(text, found).message, code="ambiguous")
    return found[0]
