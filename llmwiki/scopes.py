"""Memory scopes: who may use which, where their files live, which provider is active.

A scope is the application (Settings; staff only), a Pen (its owner and members) or a Chat
(its owner). Each scope's memory lives under GOAT_HOME: `memory/` for the application and
`projects/<short-name>_<uuid>/memory/` for a Pen (a Chat uses its Pen's, or the application's
when it has none), with one folder per file-based provider: `markdown/` (Markdown (local)) and
`llm-wiki/` (LLM Wiki). The active provider is the scope's `MemoryBinding` (a Chat without one
follows its Pen's, then the application's; nothing recorded anywhere means Markdown (local)).

Changing the binding only changes that row: no provider's files are imported, merged, mirrored
or deleted, so switching back finds everything where it was.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Final, TypeAlias

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.db import transaction
from django.db.models import Q, QuerySet
from django.http import Http404

from brain.access import is_active_user
from llmwiki.models import Chat, MemoryBinding, Pen
from llmwiki.wiki import WikiRoot, root_for

User: TypeAlias = AbstractBaseUser | AnonymousUser

Provider = MemoryBinding.Provider
# With no binding recorded for a scope or its parents: Markdown (local).
DEFAULT_PROVIDER: Final = "markdown"
MSG_NO_PEN: Final = "no Pen {ref!r}"
MSG_NO_CHAT: Final = "no chat {ref!r}"
MSG_APPLICATION_STAFF: Final = "the application's memory is for staff users"
MSG_PROVIDER: Final = "unknown provider {provider!r}; choose one of: {choices}"
MSG_HINDSIGHT_BANK: Final = "Hindsight needs the memory bank to read"


class ScopeError(Exception):
    """A refused scope operation (a bad provider, a missing bank): the caller's mistake."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass(frozen=True)
class MemoryScope:
    """The application (pen and chat None), a Pen, or a Chat (with its Pen, if any)."""

    pen: Pen | None = None
    chat: Chat | None = None

    @property
    def kind(self) -> str:
        return "chat" if self.chat is not None else "pen" if self.pen is not None else "application"

    @property
    def label(self) -> str:
        if self.chat is not None:
            return f"chat {self.chat}"
        return f"Pen {self.pen.name}" if self.pen is not None else "application"

    def memory_dir(self, goat_home: Path | None = None) -> Path:
        """GOAT_HOME/memory, or GOAT_HOME/projects/<short-name>_<uuid>/memory for a Pen."""
        home = Path(goat_home) if goat_home is not None else Path(settings.GOAT_HOME)
        if self.pen is None:
            return home / "memory"
        return home / "projects" / self.pen.ref / "memory"

    def markdown_dir(self, goat_home: Path | None = None) -> Path:
        return self.memory_dir(goat_home) / "markdown"

    def wiki_root(self, goat_home: Path | None = None) -> WikiRoot:
        """The scope's LLM Wiki root (memory_dir()/llm-wiki), with its limits and its lock."""
        return root_for(self.pen, goat_home=goat_home)


def pens_of(user: User | None) -> QuerySet[Pen]:
    """The Pens whose memory the user may use: those they own or are a member of."""
    if not is_active_user(user):
        return Pen.objects.none()
    return Pen.objects.filter(Q(owner=user) | Q(members=user)).distinct()


def application_scope(*, user: User | None) -> MemoryScope:
    """The application's scope, for staff (others: Http404, as for anything they may not see)."""
    if not (is_active_user(user) and getattr(user, "is_staff", False)):
        raise Http404(MSG_APPLICATION_STAFF)
    return MemoryScope()


def pen_scope(*, user: User | None, ref: str) -> MemoryScope:
    """A Pen's scope by `<short-name>_<uuid>`; Http404 unless the user is in it."""
    short_name, _, pen_uuid = ref.rpartition("_")
    try:
        parsed = uuid.UUID(pen_uuid)
    except ValueError:
        raise Http404(MSG_NO_PEN.format(ref=ref)) from None
    pen = pens_of(user).filter(short_name=short_name, uuid=parsed).first()
    if pen is None:
        raise Http404(MSG_NO_PEN.format(ref=ref))
    return MemoryScope(pen=pen)


def chat_scope(*, user: User | None, chat_id: int) -> MemoryScope:
    """A Chat's scope (with its Pen, if any); Http404 unless the user owns it."""
    chat = (
        Chat.objects.select_related("pen").filter(owner=user, pk=chat_id).first()
        if is_active_user(user)
        else None
    )
    if chat is None:
        raise Http404(MSG_NO_CHAT.format(ref=chat_id))
    return MemoryScope(pen=chat.pen, chat=chat)


def _binding_q(scope: MemoryScope) -> Q:
    if scope.chat is not None:
        return Q(chat=scope.chat)
    if scope.pen is not None:
        return Q(pen=scope.pen)
    return Q(application=True)


def binding_of(scope: MemoryScope) -> MemoryBinding | None:
    """The binding recorded for exactly this scope (no fallback), or None."""
    return MemoryBinding.objects.filter(_binding_q(scope)).first()


def active_provider(scope: MemoryScope) -> str:
    """The scope's provider: its own binding, else (a Chat) its Pen's, then the application's."""
    chain = [scope]
    if scope.chat is not None:
        chain += [MemoryScope(pen=scope.pen)] if scope.pen is not None else []
        chain.append(MemoryScope())
    for link in chain:
        binding = binding_of(link)
        if binding is not None:
            return binding.provider
    return DEFAULT_PROVIDER


def binding_activate(
    *,
    scope: MemoryScope,
    provider: str,
    actor: AbstractBaseUser | None,
    hindsight_bank: str = "",
) -> MemoryBinding:
    """Make `provider` the scope's active one. Only the binding row changes: no files move."""
    if provider not in Provider.values:
        choices = ", ".join(Provider.values)
        raise ScopeError("bad_argument", MSG_PROVIDER.format(provider=provider, choices=choices))
    bank = hindsight_bank.strip()
    if provider == Provider.HINDSIGHT and not bank:
        raise ScopeError("bad_argument", MSG_HINDSIGHT_BANK)
    owner = {
        "application": scope.pen is None and scope.chat is None,
        "pen": scope.pen if scope.chat is None else None,
        "chat": scope.chat,
    }
    with transaction.atomic():
        binding, _ = MemoryBinding.objects.select_for_update().update_or_create(
            **owner,
            defaults={"provider": provider, "hindsight_bank": bank, "updated_by": actor},
        )
    return binding
