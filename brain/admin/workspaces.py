"""Workspaces and their members in the admin (the models are goat's; access is brain.access).

A staff user lists the workspaces they belong to (`workspaces_of`) and changes those they
administer (`is_workspace_admin`). Removing a member goes through
`brain.services.grants.workspace_member_remove`, so their brain permissions and default brain in the
workspace go with the membership.
"""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest

from brain.access import is_workspace_admin, workspaces_of
from brain.admin.scoping import NotFoundOutsideScope
from brain.services.grants import workspace_member_remove
from goat.models import Workspace, WorkspaceMembership
from goat.services import workspace_member_add


class WorkspaceMembershipInline(admin.TabularInline):
    model = WorkspaceMembership
    extra = 0
    fields = ("user", "role", "created_at")
    readonly_fields = ("created_at",)
    autocomplete_fields = ("user",)


@admin.register(Workspace)
class WorkspaceAdmin(NotFoundOutsideScope):
    list_display = ("slug", "name", "created_at")
    search_fields = ("slug", "name")
    prepopulated_fields = {"slug": ("name",)}
    inlines = (WorkspaceMembershipInline,)

    def get_queryset(self, request: HttpRequest) -> QuerySet[Workspace]:
        return super().get_queryset(request).filter(pk__in=workspaces_of(request.user))

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        allowed = super().has_change_permission(request, obj)
        return allowed and (obj is None or is_workspace_admin(request.user, obj))

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return bool(request.user.is_superuser) and super().has_delete_permission(request, obj)

    def save_formset(self, request: HttpRequest, form: Any, formset: Any, change: bool) -> None:
        if formset.model is not WorkspaceMembership:
            super().save_formset(request, form, formset, change)
            return
        workspace = form.instance
        # What the admin's change message reads (ModelFormSet.save sets these normally).
        formset.new_objects, formset.changed_objects, formset.deleted_objects = [], [], []
        for inline in formset.forms:
            # The membership as stored (the form may have changed its user).
            stored = (
                WorkspaceMembership.objects.select_related("user").get(pk=inline.instance.pk)
                if inline.instance.pk
                else None
            )
            if inline in formset.deleted_forms:
                if stored is not None:
                    workspace_member_remove(workspace=workspace, user=stored.user)
                    formset.deleted_objects.append(stored)
                continue
            if not inline.has_changed() or not inline.cleaned_data.get("user"):
                continue
            user = inline.cleaned_data["user"]
            if stored is not None and stored.user_id != user.pk:
                workspace_member_remove(workspace=workspace, user=stored.user)
            membership = workspace_member_add(
                workspace=workspace, user=user, role=inline.cleaned_data["role"]
            )
            if stored is None:
                formset.new_objects.append(membership)
            else:
                formset.changed_objects.append((membership, inline.changed_data))
