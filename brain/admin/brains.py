"""Brains (with their restricted-brain allow-list), folders and the version history."""

from __future__ import annotations

import copy
from typing import Any, Final

from django import forms
from django.contrib import admin, messages
from django.contrib.admin.utils import unquote
from django.contrib.admin.widgets import FilteredSelectMultiple
from django.contrib.auth import get_user_model
from django.core.exceptions import PermissionDenied
from django.db.models import Count, QuerySet
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.urls import path, reverse
from django.utils.html import format_html
from django.utils.safestring import SafeString
from django.views.decorators.http import require_POST

from brain.access import (
    PERMISSION_CODENAMES,
    AccessError,
    brains_visible_to,
    brains_with_permission,
    grant_brain_access,
    revoke_brain_access,
)
from brain.admin.curation import diff_html
from brain.admin.scoping import BrainFilter, BrainScopedAdmin, NotFoundOutsideScope
from brain.admin.writes import restore_version
from brain.models import Brain, BrainDocument, BrainDocumentVersion, BrainFolder, BrainMember
from brain.services import brain_create, brain_delete
from goat.models import Workspace, WorkspaceMembership

MSG_GRANTED: Final = "{user} may now see and change brain {brain}."
MSG_REVOKED: Final = "{user} is no longer on the allow-list of brain {brain}."


def allow_list_users(brain: Brain) -> QuerySet[Any]:
    """The users on a brain's allow-list (holding its view permission)."""
    user_ids = BrainMember.objects.filter(
        content_object=brain, permission__codename=PERMISSION_CODENAMES["view"]
    ).values("user_id")
    return get_user_model().objects.filter(pk__in=user_ids).order_by("username")


def may_manage(request: HttpRequest, brain: Brain) -> bool:
    user = request.user
    return bool(
        user.is_superuser or brains_with_permission(user, "manage").filter(pk=brain.pk).exists()
    )


class AllowListWidget(FilteredSelectMultiple):
    """SelectFilter2.js prepends its box to the select's parent: give it one of its own, so the
    field's label stays on the left (the admin does the same for many-to-many fields)."""

    def render(self, *args: Any, **kwargs: Any) -> SafeString:
        return format_html(
            '<div class="related-widget-wrapper">{}</div>', super().render(*args, **kwargs)
        )


class BrainForm(forms.ModelForm):
    allow_list = forms.ModelMultipleChoiceField(
        queryset=get_user_model().objects.none(),
        required=False,
        widget=AllowListWidget("users", is_stacked=False),
        help_text=(
            "Who may see and change this brain when it is restricted (besides the workspace "
            "admins). Only members of the brain's workspace can be added."
        ),
    )

    class Meta:
        model = Brain
        fields = ["workspace", "name", "slug", "visibility"]


@admin.register(Brain)
class BrainAdmin(NotFoundOutsideScope):
    form = BrainForm
    list_display = ("slug", "name", "workspace", "visibility", "document_count", "created_at")
    list_filter = ("visibility", "workspace")
    search_fields = ("slug", "name", "workspace__slug")
    list_select_related = ("workspace",)

    def get_queryset(self, request: HttpRequest) -> QuerySet[Brain]:
        queryset = brains_visible_to(request.user).select_related("workspace")
        return queryset.annotate(document_total=Count("documents"))

    @admin.display(description="documents", ordering="document_total")
    def document_count(self, obj: Brain) -> int:
        return obj.document_total  # type: ignore[attr-defined]

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        allowed = super().has_change_permission(request, obj)
        return allowed and (obj is None or may_manage(request, obj))

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return bool(request.user.is_superuser) and super().has_delete_permission(request, obj)

    def delete_model(self, request: HttpRequest, obj: Brain) -> None:
        brain_delete(brain=obj)

    def delete_queryset(self, request: HttpRequest, queryset: QuerySet[Brain]) -> None:
        for brain in queryset:
            brain_delete(brain=brain)

    def get_readonly_fields(self, request: HttpRequest, obj: Any = None) -> Any:
        # A brain never changes workspace: its allow-list and documents belong to that one.
        return ("workspace", "created_at") if obj is not None else ()

    def get_fields(self, request: HttpRequest, obj: Any = None) -> Any:
        fields = ["workspace", "name", "slug", "visibility"]
        if obj is not None:
            fields.append("created_at")
            if may_manage(request, obj):
                fields.append("allow_list")
        return fields

    def get_form(self, request: HttpRequest, obj: Any = None, change: bool = False, **kwargs: Any):
        form = super().get_form(request, obj, change, **kwargs)
        # A declared field survives `fields`: drop it unless this user manages this brain.
        field = form.base_fields.pop("allow_list", None)
        if field is not None and obj is not None and may_manage(request, obj):
            field = copy.deepcopy(field)  # never mutate the class-level field across requests
            members = WorkspaceMembership.objects.filter(workspace_id=obj.workspace_id)
            field.queryset = (
                get_user_model()
                .objects.filter(pk__in=members.values("user_id"))
                .order_by("username")
            )
            field.initial = list(allow_list_users(obj))
            form.base_fields["allow_list"] = field
        return form

    def formfield_for_foreignkey(self, db_field: Any, request: HttpRequest, **kwargs: Any) -> Any:
        if db_field.name == "workspace" and not request.user.is_superuser:
            admin_of = WorkspaceMembership.objects.filter(
                user_id=request.user.pk, role=WorkspaceMembership.Role.ADMIN
            ).values("workspace_id")
            kwargs["queryset"] = Workspace.objects.filter(pk__in=admin_of)
        return super().formfield_for_foreignkey(db_field, request, **kwargs)

    def save_model(self, request: HttpRequest, obj: Brain, form: Any, change: bool) -> None:
        if change:
            obj.save()
            return
        created = brain_create(
            workspace=obj.workspace, name=obj.name, slug=obj.slug, visibility=obj.visibility
        )
        obj.pk = created.pk
        obj.created_at = created.created_at
        obj._state.adding = False

    def save_related(self, request: HttpRequest, form: Any, formsets: Any, change: bool) -> None:
        super().save_related(request, form, formsets, change)
        if "allow_list" not in form.cleaned_data or not change:
            return
        brain = form.instance
        wanted = set(form.cleaned_data["allow_list"])
        current = set(allow_list_users(brain))
        for user in sorted(wanted - current, key=lambda u: u.get_username()):
            try:
                grant_brain_access(brain, user)
            except AccessError as error:
                messages.error(request, str(error))
            else:
                messages.info(request, MSG_GRANTED.format(user=user, brain=brain.slug))
        for user in sorted(current - wanted, key=lambda u: u.get_username()):
            revoke_brain_access(brain, user)
            messages.info(request, MSG_REVOKED.format(user=user, brain=brain.slug))


@admin.register(BrainFolder)
class BrainFolderAdmin(BrainScopedAdmin):
    """Folders are listed here; they are created by the write path, the CLI and imports."""

    list_display = ("path", "source", "brain", "created_at")
    list_filter = (("brain_ref", BrainFilter), "source")
    search_fields = ("path",)
    list_select_related = ("brain_ref__workspace",)

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


@admin.register(BrainDocumentVersion)
class BrainDocumentVersionAdmin(BrainScopedAdmin):
    """The audit trail, read only; a version's text can be restored through the write path."""

    change_form_template = "admin/brain/braindocumentversion/change_form.html"
    list_display = ("brain_id", "action", "path", "actor_type", "actor_user", "brain", "created_at")
    list_filter = (("brain_ref", BrainFilter), "action", "actor_type")
    search_fields = ("brain_id", "path", "actor_label")
    list_select_related = ("brain_ref__workspace", "actor_user")
    fields = (
        "brain",
        "brain_id",
        "document",
        "action",
        "path",
        "content_hash",
        "actor_type",
        "actor_user",
        "actor_label",
        "created_at",
        "content",
    )
    readonly_fields = fields

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def may_restore(self, request: HttpRequest, version: BrainDocumentVersion) -> bool:
        return request.user.has_perm("brain.change_braindocument") and self.may_change_brain(
            request, version
        )

    def change_view_context(
        self, request: HttpRequest, version: BrainDocumentVersion
    ) -> dict[str, Any]:
        older = (
            BrainDocumentVersion.objects.filter(
                brain_ref_id=version.brain_ref_id, brain_id=version.brain_id, pk__lt=version.pk
            )
            .order_by("-pk")
            .first()
        )
        current = version.document
        return {
            "diff": diff_html(
                older.content if older else "",
                version.content,
                before_name=f"version {older.pk}" if older else "(none)",
                after_name=f"version {version.pk}",
            ),
            "current": current,
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
        row = (
            BrainDocument.objects.filter(pk=version.document_id).select_related("brain_ref").first()
            if version.document_id is not None
            else None
        )
        written = restore_version(
            request, version, row=row, expected_hash=request.POST.get("expected_hash")
        )
        if written is not None:
            return HttpResponseRedirect(
                reverse("admin:brain_braindocument_change", args=[written.pk])
            )
        return HttpResponseRedirect(
            reverse("admin:brain_braindocumentversion_change", args=[version.pk])
        )
