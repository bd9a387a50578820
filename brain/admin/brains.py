"""Brains (with their restricted-brain allow-list) and folders."""

from __future__ import annotations

import copy
from typing import Any, Final

from django import forms
from django.contrib import admin, messages
from django.contrib.admin.widgets import FilteredSelectMultiple
from django.contrib.auth import get_user_model
from django.db.models import Count, QuerySet
from django.http import HttpRequest
from django.utils.html import format_html
from django.utils.safestring import SafeString

from brain.access import (
    AccessError,
    allow_list_candidates,
    allow_list_users,
    brains_visible_to,
    grant_brain_access,
    may_manage_brain,
    revoke_brain_access,
    workspaces_administered_by,
    workspaces_of,
)
from brain.admin.scoping import BrainFilter, BrainScopedAdmin, NotFoundOutsideScope
from brain.models import Brain, BrainFolder
from brain.services import brain_create

MSG_GRANTED: Final = "{user} may now see and change brain {brain}."
MSG_REVOKED: Final = "{user} is no longer on the allow-list of brain {brain}."
MSG_SLUG_TAKEN: Final = (
    "workspace {workspace} already has a brain with the slug {slug!r}; choose another"
)


class WorkspaceFilter(admin.RelatedFieldListFilter):
    """Filter brains by workspace, offering only the workspaces the user belongs to (Django's
    related filter would list every workspace's name to any staff user)."""

    def field_choices(self, field: Any, request: HttpRequest, model_admin: Any) -> Any:
        return [
            (workspace.pk, str(workspace))
            for workspace in workspaces_of(request.user).order_by("slug")
        ]


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

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean()
        # On a change the workspace is read only, so Django's unique check leaves it out and
        # a taken slug would reach the database (IntegrityError, a 500): check it here.
        workspace = cleaned.get("workspace") or (
            self.instance.workspace if self.instance.workspace_id else None
        )
        slug = cleaned.get("slug")
        if workspace is not None and slug:
            taken = Brain.objects.filter(workspace=workspace, slug=slug).exclude(
                pk=self.instance.pk
            )
            if taken.exists():
                self.add_error("slug", MSG_SLUG_TAKEN.format(workspace=workspace.slug, slug=slug))
        return cleaned


@admin.register(Brain)
class BrainAdmin(NotFoundOutsideScope):
    form = BrainForm
    list_display = ("slug", "name", "workspace", "visibility", "document_count", "created_at")
    list_filter = ("visibility", ("workspace", WorkspaceFilter))
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
        return allowed and (obj is None or may_manage_brain(request.user, obj))

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return bool(request.user.is_superuser) and super().has_delete_permission(request, obj)

    def get_readonly_fields(self, request: HttpRequest, obj: Any = None) -> Any:
        # A brain never changes workspace: its allow-list and documents belong to that one.
        return ("workspace", "created_at") if obj is not None else ()

    def get_fields(self, request: HttpRequest, obj: Any = None) -> Any:
        fields = ["workspace", "name", "slug", "visibility"]
        if obj is not None:
            fields.append("created_at")
            if may_manage_brain(request.user, obj):
                fields.append("allow_list")
        return fields

    def get_form(self, request: HttpRequest, obj: Any = None, change: bool = False, **kwargs: Any):
        form = super().get_form(request, obj, change, **kwargs)
        # A declared field survives `fields`: drop it unless this user manages this brain.
        field = form.base_fields.pop("allow_list", None)
        if field is not None and obj is not None and may_manage_brain(request.user, obj):
            field = copy.deepcopy(field)  # never mutate the class-level field across requests
            field.queryset = allow_list_candidates(obj)
            field.initial = list(allow_list_users(obj))
            form.base_fields["allow_list"] = field
        return form

    def formfield_for_foreignkey(self, db_field: Any, request: HttpRequest, **kwargs: Any) -> Any:
        if db_field.name == "workspace":
            kwargs["queryset"] = workspaces_administered_by(request.user)
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
