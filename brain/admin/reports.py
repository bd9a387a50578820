"""Scheduled doctor reports in the admin: read only, scoped like every brain row."""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.http import HttpRequest
from django.urls import reverse
from django.utils.html import format_html, format_html_join

from brain.admin.scoping import BrainFilter, BrainScopedAdmin
from brain.models import BrainDoctorReport, BrainDocument
from brain.reports import in_code_order, warning_counts
from brain.toolkit.doctor import ERROR


@admin.register(BrainDoctorReport)
class BrainDoctorReportAdmin(BrainScopedAdmin):
    """What the scheduled doctor found in a brain, and how that changed since the last run.

    The schedule itself is a django-celery-beat periodic task ("Brain doctor reports"),
    editable under Periodic tasks.
    """

    list_display = ("created_at", "brain", "documents", "errors", "warnings", "change_summary")
    list_filter = (("brain_ref", BrainFilter),)
    list_select_related = ("brain_ref__workspace",)
    fields = (
        "brain",
        "created_at",
        "documents",
        "errors",
        "warnings",
        "counts_table",
        "warnings_table",
        "change_summary",
        "new_errors_list",
        "issues_list",
        "notified",
    )
    readonly_fields = fields

    @admin.display(description="change since the last report")
    def change_summary(self, obj: BrainDoctorReport) -> str:
        if not obj.change:
            return "no change"
        change = in_code_order(obj.change)
        return ", ".join(f"{code} {delta:+d}" for code, delta in change.items())

    @admin.display(description="counts per code")
    def counts_table(self, obj: BrainDoctorReport) -> str:
        if not obj.counts:
            return "no issues"
        return ", ".join(f"{code} {count}" for code, count in in_code_order(obj.counts).items())

    @admin.display(description="warnings per code")
    def warnings_table(self, obj: BrainDoctorReport) -> str:
        counts = warning_counts(obj.counts)
        if not counts:
            return "no warnings"
        # Counted, not listed: `goat-brain doctor` or the API's doctor names each one.
        return ", ".join(f"{code} {count}" for code, count in counts.items())

    @admin.display(description="new error-level issues")
    def new_errors_list(self, obj: BrainDoctorReport) -> str:
        return self._issues(obj, obj.new_errors) or "none"

    @admin.display(description="error-level issues")
    def issues_list(self, obj: BrainDoctorReport) -> str:
        errors = [issue for issue in obj.issues if issue.get("severity") == ERROR]
        return self._issues(obj, errors) or "none"

    @staticmethod
    def _issues(obj: BrainDoctorReport, issues: list[dict[str, Any]]) -> str:
        """The issues, each document linked to its admin page (while it exists)."""
        if not issues:
            return ""
        named = {issue["id"] for issue in issues if issue.get("id")}
        named |= {other for issue in issues for other in issue.get("related") or []}
        urls = {
            brain_id: reverse("admin:brain_braindocument_change", args=[pk])
            for brain_id, pk in BrainDocument.objects.filter(
                brain_ref_id=obj.brain_ref_id, brain_id__in=named
            ).values_list("brain_id", "pk")
        }

        def document(brain_id: str | None, text: str) -> str:
            url = urls.get(brain_id) if brain_id else None
            if url is None:
                return format_html("<code>{}</code>", text)
            return format_html('<a href="{}">{}</a>', url, text)

        rows = format_html_join(
            "",
            "<li>{} {} <strong>{}</strong>: {}{}</li>",
            (
                (
                    document(issue.get("id"), issue["path"] or issue.get("id") or ""),
                    issue["severity"],
                    issue["code"],
                    issue["message"],
                    format_html(
                        " (with {})",
                        format_html_join(
                            ", ", "{}", ((document(other, other),) for other in related)
                        ),
                    )
                    if (related := issue.get("related"))
                    else "",
                )
                for issue in issues
            ),
        )
        # The admin indents lists in read-only fields as if a label stood before them.
        return format_html('<ul style="margin-left: 0; padding-left: 1.2em">{}</ul>', rows)

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return request.user.is_superuser
