"""Document curation in the Django admin: every change goes through the one write path.

- The change form edits the canonical file text (`content`) only; it is written with
  `services.document_write`, naming the hash the form was opened with. A document the toolkit
  refuses, or one that changed meanwhile, comes back as a form error and nothing is written.
- Actions (promote, archive, merge into…, move…) run the toolkit's commands against
  `DatabaseStore`; restore writes an old version's text through `document_write`; delete is
  `services.document_delete`. No admin path saves or deletes a row itself.
- New documents enter through the CLI, the API, imports and agents: adding is disabled here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django import forms
from django.contrib import admin, messages
from django.contrib.admin import helpers
from django.contrib.admin.utils import unquote
from django.core.exceptions import PermissionDenied
from django.db.models import QuerySet
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.views.decorators.http import require_POST

from brain.admin.curation import (
    admin_link_resolver,
    document_edges,
    document_history,
    document_timeline,
    preview_html,
)
from brain.admin.merging import merge_confirmed, merge_plan, read_reviewed, reviewed
from brain.admin.scoping import BrainFilter, BrainScopedAdmin
from brain.admin.writes import (
    MSG_ARCHIVED,
    MSG_MERGED_STAYS,
    MSG_MOVED,
    MSG_NEW_ID_NEEDS_ONE,
    MSG_PROMOTED,
    MSG_UNCHANGED,
    REFUSED,
    DocumentContentForm,
    MergeForm,
    MoveForm,
    error_message,
    restore_version,
    store_for,
)
from brain.models import BrainDocument, BrainDocumentVersion
from brain.services import document_delete
from brain.services.editing import Saved
from brain.toolkit.commands import REGISTRY, run

# --- the admin ------------------------------------------------------------------------------


@admin.register(BrainDocument)
class BrainDocumentAdmin(BrainScopedAdmin):
    form = DocumentContentForm
    change_form_template = "admin/brain/braindocument/change_form.html"
    list_display = (
        "brain_id",
        "title",
        "type",
        "status",
        "kind",
        "folder",
        "brain",
        "updated_at",
    )
    list_display_links = ("brain_id", "title")
    list_filter = (
        ("brain_ref", BrainFilter),
        "type",
        "status",
        "folder",
        "kind",
    )
    list_select_related = ("brain_ref__workspace",)
    search_fields = ("brain_id", "title", "aliases", "body")
    list_per_page = 50
    show_full_result_count = False
    actions = ("promote_to_active", "archive", "merge_into", "move_documents", "delete_selected")
    readonly_fields = (
        "brain",
        "path",
        "kind",
        "type",
        "status",
        "merged_into",
        "title",
        "aliases",
        "relations",
        "sources",
        "extra",
        "format",
        "created",
        "updated",
        "content_hash",
        "created_at",
        "updated_at",
    )
    fieldsets = (
        (None, {"fields": ("brain", "path", "title", ("kind", "type"), ("status", "merged_into"))}),
        (
            "Frontmatter (derived from the content)",
            {
                "classes": ("collapse",),
                "fields": ("aliases", "relations", "sources", "extra", "created", "updated"),
            },
        ),
        ("Content", {"fields": ("content", "expected_hash")}),
        (
            "Record",
            {
                "classes": ("collapse",),
                "fields": ("format", "content_hash", "created_at", "updated_at"),
            },
        ),
    )

    # --- permissions: adding is the CLI's and the agents' job --------------------------------
    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        allowed = super().has_change_permission(request, obj)
        return allowed and (obj is None or self.may_change_brain(request, obj))

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        allowed = super().has_delete_permission(request, obj)
        return allowed and (obj is None or self.may_change_brain(request, obj))

    def get_form(self, request: HttpRequest, obj: Any = None, change: bool = False, **kwargs: Any):
        form = super().get_form(request, obj, change, **kwargs)
        return type(form.__name__, (form,), {"actor_user": request.user})

    # --- saving: the form already wrote through the write path -------------------------------
    def save_form(self, request: HttpRequest, form: Any, change: bool) -> BrainDocument:
        # Kept on the request for log_change and response_change, which see only the object.
        request.brain_saved = form.saved  # type: ignore[attr-defined]
        return form.saved.document if form.saved is not None else form.instance

    def save_model(self, request: HttpRequest, obj: Any, form: Any, change: bool) -> None:
        pass  # written by DocumentContentForm.clean through services.document_write

    def save_related(self, request: HttpRequest, form: Any, formsets: Any, change: bool) -> None:
        pass  # timeline rows and edges are derived by the write path

    @staticmethod
    def _saved_nothing(request: HttpRequest, obj: BrainDocument) -> bool:
        """After a valid save: the text was unchanged, so nothing was written."""
        saved: Saved | None = getattr(request, "brain_saved", None)
        return saved is not None and not saved.changed

    def log_change(self, request: HttpRequest, obj: Any, message: Any) -> Any:
        if self._saved_nothing(request, obj):
            return None
        return super().log_change(request, obj, message)

    def response_change(self, request: HttpRequest, obj: BrainDocument) -> HttpResponse:
        if not self._saved_nothing(request, obj):
            return super().response_change(request, obj)
        self.message_user(request, MSG_UNCHANGED.format(path=obj.path), messages.INFO)
        if "_continue" in request.POST:
            return HttpResponseRedirect(request.get_full_path())
        return self.response_post_save_change(request, obj)

    def delete_model(self, request: HttpRequest, obj: BrainDocument) -> None:
        store = store_for(request, obj)
        document_delete(
            brain=store.brain,
            brain_id=obj.brain_id,
            expected_hash=obj.content_hash,
            actor=store.actor,
        )

    def delete_queryset(self, request: HttpRequest, queryset: QuerySet[BrainDocument]) -> None:
        rows = list(queryset.select_related("brain_ref"))
        # All or nothing: one document the user may not delete refuses the whole bulk delete.
        if not all(self.has_delete_permission(request, row) for row in rows):
            raise PermissionDenied
        for row in rows:
            self.delete_model(request, row)

    def get_deleted_objects(self, objs: Any, request: HttpRequest) -> Any:
        # Timeline rows and edges go with their document (the write path removes them) and
        # need no permissions of their own; each document needs its brain's change permission.
        to_delete, model_count, _related, protected = super().get_deleted_objects(objs, request)
        rows = list(objs.select_related("brain_ref")) if isinstance(objs, QuerySet) else objs
        perms_needed = set()
        if not all(self.has_delete_permission(request, row) for row in rows):
            perms_needed.add(str(self.model._meta.verbose_name))
        return to_delete, model_count, perms_needed, protected

    # --- the change view: preview, timeline, edges, history -----------------------------------
    def change_view_context(self, request: HttpRequest, obj: Any) -> dict[str, Any]:
        return self.curation_context(request, obj)

    def curation_context(self, request: HttpRequest, row: BrainDocument) -> dict[str, Any]:
        entry_texts = list(row.timeline_entries.values_list("text", flat=True))
        resolver = admin_link_resolver(row, [row.body, *entry_texts])
        versions, version_count = document_history(row)
        return {
            "preview": preview_html(row, resolver),
            "timeline": document_timeline(row, resolver),
            "edges": document_edges(row),
            "versions": versions,
            "version_count": version_count,
            "versions_url": reverse("admin:brain_braindocumentversion_changelist")
            + f"?document__id__exact={row.pk}",
            "may_restore": self.has_change_permission(request, row),
        }

    def get_urls(self) -> list[Any]:
        view = self.admin_site.admin_view(require_POST(self.restore_view))
        return [
            path(
                "<path:object_id>/restore/<int:version_id>/",
                view,
                name="brain_braindocument_restore",
            ),
            *super().get_urls(),
        ]

    def restore_view(self, request: HttpRequest, object_id: str, version_id: int) -> HttpResponse:
        row = self.get_object(request, unquote(object_id))
        if row is None:
            raise Http404
        if not self.has_change_permission(request, row):
            raise PermissionDenied
        version = BrainDocumentVersion.objects.filter(document=row, pk=version_id).first()
        if version is None:
            raise Http404
        restore_version(request, version, expected_hash=request.POST.get("expected_hash"))
        return HttpResponseRedirect(reverse("admin:brain_braindocument_change", args=[row.pk]))

    # --- actions ----------------------------------------------------------------------------
    def _changeable(
        self, request: HttpRequest, queryset: QuerySet[BrainDocument]
    ) -> list[BrainDocument]:
        """The selected documents, if the user may change every one of their brains; else
        PermissionDenied (before any form is shown or anything is written)."""
        rows = list(queryset.select_related("brain_ref").order_by("brain_ref_id", "brain_id"))
        if not all(self.has_change_permission(request, row) for row in rows):
            raise PermissionDenied
        return rows

    def _each(
        self,
        request: HttpRequest,
        queryset: QuerySet[BrainDocument],
        command: Callable[[BrainDocument], Any],
    ) -> list[Any]:
        """Run `command` per document, each on its own through the write path; refusals are
        reported with the toolkit's message and write nothing for that document."""
        rows = self._changeable(request, queryset)
        results = []
        for row in rows:
            try:
                results.append(command(row))
            except REFUSED as error:
                messages.error(request, f"{row.path}: {error_message(error)}")
        return results

    @admin.action(description="Promote to active", permissions=["change"])
    def promote_to_active(self, request: HttpRequest, queryset: QuerySet[BrainDocument]) -> None:
        done = self._each(
            request,
            queryset,
            lambda row: run(
                REGISTRY["set"],
                store_for(request, row),
                {"ref": row.brain_id, "status": "active", "expected_hash": row.content_hash},
            ),
        )
        if done:
            messages.success(request, MSG_PROMOTED.format(count=len(done)))

    @admin.action(description="Archive", permissions=["change"])
    def archive(self, request: HttpRequest, queryset: QuerySet[BrainDocument]) -> None:
        def archive_one(row: BrainDocument) -> Any:
            if row.status == "merged":
                messages.error(request, MSG_MERGED_STAYS.format(path=row.path))
                return None
            return run(
                REGISTRY["set"],
                store_for(request, row),
                {"ref": row.brain_id, "status": "archived", "expected_hash": row.content_hash},
            )

        done = [r for r in self._each(request, queryset, archive_one) if r is not None]
        if done:
            messages.success(request, MSG_ARCHIVED.format(count=len(done)))

    @admin.action(description="Merge into…", permissions=["change"])
    def merge_into(
        self, request: HttpRequest, queryset: QuerySet[BrainDocument]
    ) -> HttpResponse | None:
        rows = self._changeable(request, queryset)
        submitted = "apply" in request.POST or "confirm" in request.POST
        form = MergeForm(request.POST if submitted else None)
        if not form.is_valid():
            return self._action_page(
                request,
                queryset,
                form,
                action="merge_into",
                title="Merge into another page",
                submit="Show what will change",
                intro=(
                    "Each selected page becomes a tombstone (status merged) pointing at the "
                    "target; its title and aliases, relations, sources and timeline fold into "
                    "the target, and every link to it is rewritten to the target. The next page "
                    "shows what will change before anything is written."
                ),
            )
        review = read_reviewed(request.POST.get("reviewed")) if "confirm" in request.POST else None
        if review is not None:
            merge_confirmed(request, rows, review)
            return None
        target = form.cleaned_data["target"].strip()
        plans = [merge_plan(request, row, target) for row in rows]
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": f"Merge into {target}?",
            "target": target,
            "plans": plans,
            "mergeable": [plan for plan in plans if plan.result is not None],
            "reviewed": reviewed(plans),
            "action_checkbox_name": helpers.ACTION_CHECKBOX_NAME,
        }
        request.current_app = self.admin_site.name
        return TemplateResponse(request, "admin/brain/braindocument/merge_confirm.html", context)

    @admin.action(description="Move…", permissions=["change"])
    def move_documents(
        self, request: HttpRequest, queryset: QuerySet[BrainDocument]
    ) -> HttpResponse | None:
        self._changeable(request, queryset)
        form = MoveForm(request.POST if "apply" in request.POST else None)
        if form.is_valid() and form.cleaned_data["new_id"].strip() and queryset.count() != 1:
            form.add_error("new_id", MSG_NEW_ID_NEEDS_ONE)
        if not form.is_valid():
            return self._action_page(
                request,
                queryset,
                form,
                action="move_documents",
                title="Move or rename",
                intro=(
                    "Move the selected documents to another folder, or rename one. Links to a "
                    "renamed document are rewritten; evidence stays under evidence/."
                ),
            )
        folder_text = form.cleaned_data["folder"].strip()
        folder = None if not folder_text else folder_text.strip("/")
        new_id = form.cleaned_data["new_id"].strip() or None

        def move_one(row: BrainDocument) -> Any:
            arguments = {"ref": row.brain_id, "expected_hash": row.content_hash}
            if folder is not None:
                arguments["folder"] = folder
            if new_id is not None:
                arguments["new_id"] = new_id
            return run(REGISTRY["move"], store_for(request, row), arguments)

        for result in self._each(request, queryset, move_one):
            messages.success(
                request,
                MSG_MOVED.format(
                    source=result["from"],
                    target=result["to"],
                    rewritten=", ".join(result["retargeted"]) or "none",
                ),
            )
        return None

    def _action_page(
        self,
        request: HttpRequest,
        queryset: QuerySet[BrainDocument],
        form: forms.Form,
        *,
        action: str,
        title: str,
        intro: str,
        submit: str | None = None,
    ) -> TemplateResponse:
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": title,
            "submit": submit,
            "intro": intro,
            "form": form,
            "action": action,
            "queryset": queryset.select_related("brain_ref"),
            "action_checkbox_name": helpers.ACTION_CHECKBOX_NAME,
        }
        request.current_app = self.admin_site.name
        return TemplateResponse(request, "admin/brain/braindocument/action_form.html", context)
