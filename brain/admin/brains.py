"""Brains (with their restricted-brain allow-list) and folders.

A brain's page links to its documents and its doctor reports, and anyone who may see the
brain (and read reports) can run the doctor on it now: `brain.reports.doctor_report_create`,
the service the daily schedule runs.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any, Final

from django import forms
from django.contrib import admin, messages
from django.contrib.admin import helpers
from django.contrib.admin.utils import unquote
from django.contrib.admin.widgets import FilteredSelectMultiple
from django.contrib.auth import get_user_model
from django.core.exceptions import PermissionDenied
from django.db.models import Count, OuterRef, QuerySet, Subquery
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.template.defaultfilters import pluralize
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils.html import format_html
from django.utils.safestring import SafeString
from django.views.decorators.http import require_POST

from brain.access import (
    AccessError,
    allow_list_candidates,
    allow_list_users,
    brains_visible_to,
    may_manage_brain,
    user_may,
    workspaces_administered_by,
    workspaces_of,
)
from brain.admin.scoping import BrainFilter, BrainScopedAdmin, NotFoundOutsideScope, ReadOnlyAdmin
from brain.health import brain_possible_duplicates
from brain.models import Brain, BrainDoctorReport, BrainDocument, BrainFolder
from brain.reports import doctor_report_create
from brain.services import brain_create, brain_delete
from brain.services.grants import grant_brain_access, revoke_brain_access

MSG_GRANTED: Final = "{user} may now see and change brain {brain}."
MSG_REVOKED: Final = "{user} is no longer on the allow-list of brain {brain}."
MSG_DOCTOR_RAN: Final = (
    "{brain}: the doctor read {documents} documents and found {errors} error(s) and "
    '{warnings} warning(s); <a href="{url}">see the report</a>.'
)
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


@dataclass(frozen=True)
class DuplicatePair:
    """Two live pages the doctor takes for one thing, and why."""

    first: BrainDocument
    other: BrainDocument
    message: str

    @property
    def directions(self) -> tuple[tuple[BrainDocument, BrainDocument], ...]:
        """(merged, kept): either page may absorb the other."""
        return ((self.other, self.first), (self.first, self.other))


def duplicate_pairs(brain: Brain) -> list[DuplicatePair]:
    issues = brain_possible_duplicates(brain=brain)
    ids = {issue.id for issue in issues} | {other for issue in issues for other in issue.related}
    rows = {
        row.brain_id: row
        for row in BrainDocument.objects.filter(brain_ref=brain, brain_id__in=ids).only(
            "pk", "brain_id", "title", "folder", "type", "status"
        )
    }
    return [
        DuplicatePair(rows[issue.id], rows[issue.related[0]], issue.message)
        for issue in issues
        if issue.id in rows and issue.related and issue.related[0] in rows
    ]


def brain_documents_url(brain: Brain) -> str:
    return reverse("admin:brain_braindocument_changelist") + f"?brain_ref__id__exact={brain.pk}"


def brain_reports_url(brain: Brain) -> str:
    return reverse("admin:brain_braindoctorreport_changelist") + f"?brain_ref__id__exact={brain.pk}"


@admin.register(Brain)
class BrainAdmin(NotFoundOutsideScope):
    form = BrainForm
    change_form_template = "admin/brain/brain/change_form.html"
    list_display = (
        "slug",
        "name",
        "workspace",
        "visibility",
        "document_count",
        "last_report",
        "created_at",
    )
    list_filter = ("visibility", ("workspace", WorkspaceFilter))
    search_fields = ("slug", "name", "workspace__slug")
    list_select_related = ("workspace",)
    actions = ("run_doctor",)

    def get_queryset(self, request: HttpRequest) -> QuerySet[Brain]:
        queryset = brains_visible_to(request.user).select_related("workspace")
        latest = BrainDoctorReport.objects.filter(brain_ref=OuterRef("pk")).order_by(
            "-created_at", "-id"
        )
        return queryset.annotate(
            document_total=Count("documents"),
            report_id=Subquery(latest.values("pk")[:1]),
            report_errors=Subquery(latest.values("errors")[:1]),
            report_warnings=Subquery(latest.values("warnings")[:1]),
        )

    @admin.display(description="documents", ordering="document_total")
    def document_count(self, obj: Brain) -> str:
        total = obj.document_total  # type: ignore[attr-defined]
        return format_html('<a href="{}">{}</a>', brain_documents_url(obj), total)

    @admin.display(description="last doctor report")
    def last_report(self, obj: Brain) -> str:
        report_id = obj.report_id  # type: ignore[attr-defined]
        if report_id is None:
            return "none yet"
        return format_html(
            '<a href="{}">{} error{}, {} warning{}</a>',
            reverse("admin:brain_braindoctorreport_change", args=[report_id]),
            obj.report_errors,  # type: ignore[attr-defined]
            pluralize(obj.report_errors),  # type: ignore[attr-defined]
            obj.report_warnings,  # type: ignore[attr-defined]
            pluralize(obj.report_warnings),  # type: ignore[attr-defined]
        )

    # --- the doctor on demand ---------------------------------------------------------------
    def has_doctor_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        """Running the doctor reads a brain and stores a report: it needs view access to the
        brain (the queryset) and the permission to read reports."""
        return self.has_view_permission(request, obj) and request.user.has_perm(
            "brain.view_braindoctorreport"
        )

    @admin.action(description="Run doctor now", permissions=["doctor"])
    def run_doctor(self, request: HttpRequest, queryset: QuerySet[Brain]) -> None:
        for brain in queryset.select_related("workspace").order_by("workspace_id", "slug"):
            self._doctor(request, brain)

    def doctor_view(self, request: HttpRequest, object_id: str) -> HttpResponse:
        brain = self.get_object(request, unquote(object_id))
        if brain is None:
            raise Http404
        if not self.has_doctor_permission(request, brain):
            raise PermissionDenied
        report = self._doctor(request, brain)
        return HttpResponseRedirect(
            reverse("admin:brain_braindoctorreport_change", args=[report.pk])
        )

    def _doctor(self, request: HttpRequest, brain: Brain) -> BrainDoctorReport:
        report = doctor_report_create(brain=brain, requested_by=request.user.get_username())
        messages.success(
            request,
            format_html(
                MSG_DOCTOR_RAN,
                brain=brain.slug,
                documents=report.documents,
                errors=report.errors,
                warnings=report.warnings,
                url=reverse("admin:brain_braindoctorreport_change", args=[report.pk]),
            ),
        )
        return report

    def get_urls(self) -> list[Any]:
        view = self.admin_site.admin_view(require_POST(self.doctor_view))
        duplicates = self.admin_site.admin_view(self.duplicates_view)
        return [
            path("<path:object_id>/doctor/", view, name="brain_brain_doctor"),
            path("<path:object_id>/duplicates/", duplicates, name="brain_brain_duplicates"),
            *super().get_urls(),
        ]

    # --- possible duplicates, each with the merge offered -----------------------------------
    def duplicates_view(self, request: HttpRequest, object_id: str) -> HttpResponse:
        """The doctor's `possible_duplicate` pairs of a brain, each with "Review merge" both
        ways: the documents changelist's own "Merge into…" action, opened at its preview."""
        brain = self.get_object(request, unquote(object_id))
        if brain is None or not self.has_view_permission(request, brain):
            raise Http404
        pairs = duplicate_pairs(brain)
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "original": brain,
            "title": f"Possible duplicates in {brain.slug}",
            "pairs": pairs,
            "may_merge": user_may(request.user, brain, "change"),
            "changelist_url": reverse("admin:brain_braindocument_changelist"),
            "action_checkbox_name": helpers.ACTION_CHECKBOX_NAME,
        }
        request.current_app = self.admin_site.name
        return TemplateResponse(request, "admin/brain/brain/duplicates.html", context)

    def change_view_context(self, request: HttpRequest, obj: Brain) -> dict[str, Any]:
        return {
            "documents_url": brain_documents_url(obj),
            "document_total": obj.document_total,  # type: ignore[attr-defined]
            "reports_url": brain_reports_url(obj),
            "report_total": BrainDoctorReport.objects.filter(brain_ref=obj).count(),
            "duplicates_url": reverse("admin:brain_brain_duplicates", args=[obj.pk]),
            "may_run_doctor": self.has_doctor_permission(request, obj),
        }

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        allowed = super().has_change_permission(request, obj)
        return allowed and (obj is None or may_manage_brain(request.user, obj))

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
class BrainFolderAdmin(ReadOnlyAdmin, BrainScopedAdmin):
    """Folders are listed here; they are created by the write path, the CLI and imports."""

    list_display = ("path", "source", "brain", "created_at")
    list_filter = (("brain_ref", BrainFilter), "source")
    search_fields = ("path",)
    list_select_related = ("brain_ref__workspace",)
