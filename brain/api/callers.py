"""Who is calling the API, and with which token: one value, `Caller`, that REST, MCP (HTTP and
stdio), the wiki's API and the staff UI's tool calls all hand down.

A caller is a user and the token they came with (None for a session or an in-process caller).
The token never grants more than its user has (brain.access decides that); it only narrows:

- a token bound to a brain reaches that brain and nothing else: any other brain, and every
  wiki scope, is the same 404 as a brain that does not exist;
- a read-scoped token may not write (403).

`Caller.access(ref)` resolves a brain for the caller in one SQL query (the token's narrowing
needs none) and returns what the user may do with it, so a call checks access once: the store
for the call is made from that answer (brain.store.store_for_user takes it) rather than asking
the database again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from django.http import Http404
from rest_framework.exceptions import NotFound, PermissionDenied
from rest_framework.request import Request

from brain.access import (
    MSG_NOT_FOUND,
    AmbiguousBrain,
    BrainAccess,
    brains_named_for,
)
from brain.models import ApiToken, Brain
from goat.models import Workspace

MSG_READ_ONLY: Final = "this token may only read; make a token with scope write to change brains"


@dataclass(frozen=True)
class Caller:
    """A user and the token they called with (None: a session, or the product itself)."""

    user: Any
    token: ApiToken | None = None

    @classmethod
    def of(cls, request: Request) -> Caller:
        """The caller of a DRF request (brain.api.auth authenticated it)."""
        token = request.auth if isinstance(request.auth, ApiToken) else None
        return cls(request.user, token)

    # --- what the token allows, before any brain is looked up ---------------------------------

    @property
    def bound_to_a_brain(self) -> bool:
        """Whether the token reaches one brain only (and so no wiki scope at all)."""
        return self.token is not None and self.token.brain_id is not None

    @property
    def token_writes(self) -> bool:
        """Whether the token lets its user write (a session always does)."""
        return self.token is None or self.token.scope == ApiToken.Scope.WRITE

    def require_write(self, message: str = MSG_READ_ONLY) -> None:
        """PermissionDenied (403) when the token only reads."""
        if not self.token_writes:
            raise PermissionDenied(message)

    def check(self, brain: Brain, *, write: bool, ref: str | None = None) -> None:
        """Nothing when the token may use `brain` as asked: NotFound (404, worded as for a brain
        that does not exist; `ref` is what the caller named it by) when it is bound to another
        brain, PermissionDenied (403) when it only reads and `write`."""
        if self.token is not None and self.token.brain_id not in (None, brain.pk):
            raise NotFound(MSG_NOT_FOUND.format(ref=ref if ref is not None else brain.slug))
        if write:
            self.require_write()

    def permits(self, brain: Brain, *, write: bool) -> bool:
        """Whether `check` lets the token use `brain` so."""
        try:
            self.check(brain, write=write)
        except (NotFound, PermissionDenied):
            return False
        return True

    # --- a brain, as the caller may use it -----------------------------------------------------

    def access(
        self, ref: str | int, *, workspace: Workspace | str | int | None = None
    ) -> BrainAccess:
        """The brain `ref` (slug or id) names for this caller, with what the user may do with
        it: one SQL query. A bound token sees only its brain, so any other `ref` is a 404
        before anything is looked up (it learns nothing about other brains, not even that a
        slug is shared). Http404, AmbiguousBrain."""
        text = str(ref).strip()
        if self.token is not None and self.token.brain_id is not None:
            bound = self.token.brain
            named = str(bound.pk) == text if text.isdigit() else bound.slug == text
            if not named:
                raise Http404(MSG_NOT_FOUND.format(ref=text))
            ref = bound.pk
        found = brains_named_for(self.user, ref, workspace=workspace or None)
        if not found:
            raise Http404(MSG_NOT_FOUND.format(ref=text))
        if len(found) > 1:
            raise AmbiguousBrain(text, [access.brain for access in found])
        return found[0]

    def may_write(self, access: BrainAccess) -> bool:
        """Whether the caller is offered the tools that write on the brain: the user's `change`
        permission, and a token that writes (REST's tool list and MCP's alike)."""
        return self.token_writes and access.may("change")
