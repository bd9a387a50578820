"""The version history in the admin: read only; an old version's text can be restored.

Versions are named by their place in their document's history ("version 3 of sarah-chen",
brain.services.history), never by the table's row ids. Restoring goes through
`brain.services.editing.version_restore` with the brain's `change` permission.
"""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.contrib.admin.utils import unquote
from django.core.exceptions import PermissionDenied
from django.db.models import QuerySet
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.urls import path, reverse
from django.views.decorators.http import require_POST

from brain.admin.curation import actor_text, diff_html
from brain.admin.scoping import BrainFilter, BrainScopedAdmin, ReadOnlyAdmin
from brain.admin.writes import restore_version
from brain.models import BrainDocumentVersion
from brain.services.history import version_before, version_label, with_version_numbers


@admin.register(BrainDocumentVersion)
class BrainDocumentVersionAdmin(ReadOnlyAdmin, BrainScopedAdmin):
    """The audit trail, read only; a version's text can be restored through the write path."""

    change_form_template = "admin/brain/braindocumentversion/change_form.html"
    list_display = ("label", "action", "path", "actor", "brain", "created_at")
    list_filter = (("brain_ref", BrainFilter), "action", "actor_type")
    search_fields = ("brain_id", "path", "actor_label")
    list_select_related = ("brain_ref__workspace", "actor_user")
    fields = (
        "label",
        "brain",
        "brain_id",
        "action",
        "path",
        "content_hash",
        "actor",
        "created_at",
        "content",
    )
    readonly_fields = fields

    def get_queryset(self, request: HttpRequest) -> QuerySet[BrainDocumentVersion]:
        return with_version_numbers(super().get_queryset(request))

    @admin.display(description="version")
    def label(self, obj: BrainDocumentVersion) -> str:
        return version_label(obj)

    @admin.display(description="by")
    def actor(self, obj: BrainDocumentVersion) -> str:
        return actor_text(obj)

    def may_restore(self, request: HttpRequest, version: BrainDocumentVersion) -> bool:
        return request.user.has_perm("brain.change_braindocument") and self.may_change_brain(
            request, version
        )

    def change_view_context(
        self, request: HttpRequest, version: BrainDocumentVersion
    ) -> dict[str, Any]:
        older = version_before(version)
        current = version.document
        label = version_label(version)
        return {
            "subtitle": label,
            "version_label": label,
            "diff": diff_html(
                older.content if older else "",
                version.content,
                before_name=version_label(older) if older else "(none)",
                after_name=label,
            ),
            "current": current,
            "is_current": current is not None and current.content_hash == version.content_hash,
            "document_url": reverse("admin:brain_braindocument_change", args=[current.pk])
            if current is not None
            else None,
            "may_restore": self.may_restore(request, version),
        }

    def get_urls(self) -> list[Any]:
        view = self.admin_site.admin_view(require_POST(self.restore_view))
        return [
            path("<path:object_id>/restore/", view, name="brain_braindocumentversion_restore"),
            *super().get_urls(),
        ]

    def restore_view(self, request: HttpRequest, object_id: str) -> HttpResponse:
        version = self.get_object(request, unquote(object_id))
        if version is None:
            raise Http404
        if not self.may_restore(request, version):
            raise PermissionDenied
        written = restore_version(request, version, expected_hash=request.POST.get("expected_hash"))
        if written is not None:
            return HttpResponseRedirect(
                reverse("admin:brain_braindocument_change", args=[written.pk])
            )
        return HttpResponseRedirect(
            reverse("admin:brain_braindocumentversion_change", args=[version.pk])
        )
