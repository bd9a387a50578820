"""Memory scopes and their provider bindings (docs/llm-wiki.md).

A *Pen* is a project space shared by its members; a *Chat* belongs to its owner and optionally
to a Pen. Each scope — the application (Settings, staff only), a Pen, a Chat — has at most one
active memory-store provider, recorded by a `MemoryBinding` (none recorded: Markdown (local)).
The memory itself lives in files under GOAT_HOME (llmwiki.scopes); these rows only say which
provider is active, so switching never imports, merges, mirrors or deletes anything.
"""

from __future__ import annotations

import uuid
from typing import Final

from django.conf import settings
from django.core.validators import RegexValidator
from django.db import models
from django.db.models import Q

# A Pen's folder is `<short-name>_<uuid>`: the short name is a slug that cannot run into the
# separator or the uuid (llmwiki.wiki.root.SHORT_NAME_RE says the same).
SHORT_NAME_PATTERN: Final = r"^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$"
MSG_SHORT_NAME: Final = (
    "1 to 40 lowercase letters, digits and dashes, starting and ending with a letter or digit"
)


class Pen(models.Model):
    """A project space: its owner and members share its memory."""

    name = models.CharField(max_length=200)
    short_name = models.CharField(
        max_length=40, validators=[RegexValidator(SHORT_NAME_PATTERN, MSG_SHORT_NAME)]
    )
    uuid = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="owned_pens"
    )
    members = models.ManyToManyField(settings.AUTH_USER_MODEL, related_name="pens", blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "pens"
        ordering = ["short_name", "uuid"]
        constraints = [
            models.CheckConstraint(
                condition=Q(short_name__regex=SHORT_NAME_PATTERN), name="pen_short_name_valid"
            ),
        ]

    def __str__(self) -> str:
        return self.ref

    @property
    def ref(self) -> str:
        """`<short-name>_<uuid>`: the Pen's folder under GOAT_HOME/projects and its URL part."""
        return f"{self.short_name}_{self.uuid}"


class Chat(models.Model):
    """A conversation of its owner, inside a Pen or not."""

    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="chats"
    )
    pen = models.ForeignKey(
        Pen, on_delete=models.CASCADE, related_name="chats", null=True, blank=True
    )
    title = models.CharField(max_length=200, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "chats"
        ordering = ["-created_at", "-pk"]

    def __str__(self) -> str:
        return self.title or f"chat {self.pk}"


class MemoryBinding(models.Model):
    """The active memory-store provider of one scope: the application, a Pen or a Chat."""

    class Provider(models.TextChoices):
        MARKDOWN = "markdown", "Markdown (local)"
        LLM_WIKI = "llm-wiki", "LLM Wiki"
        HINDSIGHT = "hindsight", "Hindsight"

    # Exactly one of the three says whose binding this is.
    application = models.BooleanField(default=False)
    pen = models.OneToOneField(
        Pen, on_delete=models.CASCADE, related_name="memory_binding", null=True, blank=True
    )
    chat = models.OneToOneField(
        Chat, on_delete=models.CASCADE, related_name="memory_binding", null=True, blank=True
    )
    provider = models.CharField(max_length=20, choices=Provider.choices, default=Provider.MARKDOWN)
    # Hindsight only: the memory bank on the Hindsight server (HINDSIGHT_URL) to read.
    hindsight_bank = models.CharField(max_length=200, blank=True)
    updated_at = models.DateTimeField(auto_now=True)
    updated_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        related_name="+",
        null=True,
        blank=True,
    )

    class Meta:
        db_table = "memory_bindings"
        constraints = [
            models.CheckConstraint(
                condition=(
                    Q(application=True, pen__isnull=True, chat__isnull=True)
                    | Q(application=False, pen__isnull=False, chat__isnull=True)
                    | Q(application=False, pen__isnull=True, chat__isnull=False)
                ),
                name="memory_binding_one_scope",
            ),
            models.UniqueConstraint(
                fields=["application"],
                condition=Q(application=True),
                name="memory_binding_one_application",
            ),
            models.CheckConstraint(
                condition=Q(provider__in=["markdown", "llm-wiki", "hindsight"]),
                name="memory_binding_provider_valid",
            ),
        ]

    def __str__(self) -> str:
        scope = "application" if self.application else str(self.pen or self.chat)
        return f"{scope}: {self.get_provider_display()}"
