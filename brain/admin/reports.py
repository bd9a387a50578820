"""Scheduled doctor reports in the admin: read only, scoped like every brain row."""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.http import HttpRequest
from django.utils.html import format_html, format_html_join

from brain.admin.scoping import BrainFilter, BrainScopedAdmin
from brain.models import BrainDoctorReport


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
        return ", ".join(f"{code} {delta:+d}" for code, delta in obj.change.items())

    @admin.display(description="counts per code")
    def counts_table(self, obj: BrainDoctorReport) -> str:
        if not obj.counts:
            return "no issues"
        return ", ".join(f"{code} {count}" for code, count in obj.counts.items())

    @admin.display(description="new error-level issues")
    def new_errors_list(self, obj: BrainDoctorReport) -> str:
        return self._issues(obj.new_errors) or "none"

    @admin.display(description="issues")
    def issues_list(self, obj: BrainDoctorReport) -> str:
        return self._issues(obj.issues) or "none"

    @staticmethod
    def _issues(issues: list[dict[str, Any]]) -> str:
        if not issues:
            return ""
        rows = format_html_join(
            "",
            "<li><code>{}</code> {} <strong>{}</strong>: {}</li>",
            ((i["path"], i["severity"], i["code"], i["message"]) for i in issues),
        )
        return format_html("<ul>{}</ul>", rows)

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return request.user.is_superuser
