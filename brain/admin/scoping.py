"""Admin querysets restricted to the brains a staff user may see (brain.access decides).

The admin 404s any object outside `get_queryset`, so a brain a curator may not see, and
everything in it, does not exist for them in the admin either.
"""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.contrib.admin.utils import unquote
from django.db.models import QuerySet
from django.http import Http404, HttpRequest, HttpResponse

from brain.access import brains_visible_to, user_may
from brain.models import Brain


class NotFoundOutsideScope(admin.ModelAdmin):
    """404 for an object outside `get_queryset`, where Django's admin would redirect with
    "doesn't exist" (docs/store.md: a brain the user may not see gets 404, never a hint)."""

    def _in_scope_or_404(self, request: HttpRequest, object_id: str) -> None:
        if self.get_object(request, unquote(object_id)) is None:
            raise Http404

    def change_view(
        self,
        request: HttpRequest,
        object_id: str,
        form_url: str = "",
        extra_context: dict[str, Any] | None = None,
    ) -> HttpResponse:
        obj = self.get_object(request, unquote(object_id))
        if obj is None:
            raise Http404
        context = {**(extra_context or {}), **self.change_view_context(request, obj)}
        return super().change_view(request, object_id, form_url, context)

    def change_view_context(self, request: HttpRequest, obj: Any) -> dict[str, Any]:
        """Extra template context for an object already known to be in scope."""
        return {}

    def delete_view(
        self, request: HttpRequest, object_id: str, extra_context: dict[str, Any] | None = None
    ) -> HttpResponse:
        self._in_scope_or_404(request, object_id)
        return super().delete_view(request, object_id, extra_context)

    def history_view(
        self, request: HttpRequest, object_id: str, extra_context: dict[str, Any] | None = None
    ) -> HttpResponse:
        self._in_scope_or_404(request, object_id)
        return super().history_view(request, object_id, extra_context)


class BrainFilter(admin.RelatedOnlyFieldListFilter):
    """Filter by brain, offering only the brains of the rows the user can list."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.title = "brain"


class ReadOnlyAdmin(admin.ModelAdmin):
    """Rows nobody adds, edits or deletes in the admin (the write path or a job makes them)."""

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


class BrainScopedAdmin(NotFoundOutsideScope):
    """A ModelAdmin over rows of a brain: lists and looks up only rows of visible brains."""

    brain_field = "brain_ref"

    @admin.display(description="brain", ordering="brain_ref__slug")
    def brain(self, obj: Any) -> str:
        brain = self.brain_of(obj)
        return f"{brain.workspace.slug}/{brain.slug}" if brain is not None else ""

    def get_queryset(self, request: HttpRequest) -> QuerySet[Any]:
        queryset = super().get_queryset(request)
        if request.user.is_superuser:
            return queryset
        return queryset.filter(**{f"{self.brain_field}__in": brains_visible_to(request.user)})

    def brain_of(self, obj: Any) -> Brain:
        return getattr(obj, self.brain_field)

    def may_change_brain(self, request: HttpRequest, obj: Any) -> bool:
        """Writes need the brain's `change` permission as well as the model permission."""
        return user_may(request.user, self.brain_of(obj), "change")
