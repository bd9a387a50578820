"""Ingestion in the admin: jobs, source items, research tasks and integration keys, scoped by
brain.access like every brain row (brain/admin/scoping.py): superusers see everything, staff
the rows of brains they may see, and anything else is a 404.

- Ingest jobs are read only; **Retry** (`queue.retry_now`) and **Cancel** (`queue.cancel`) need
  `ingest.change_ingestjob` and the `change` permission on every selected job's brain.
- Source items and research tasks are read only.
- Integration keys: the add form binds a key to a brain (which the user may change) or to a
  user (themself; a workspace admin may pick any member); the plaintext key is shown once, in
  the message after saving. The hash is never shown. **Revoke** needs `ingest.change_
  integrationkey` and the same right as creating that key.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any, Final

from django import forms
from django.contrib import admin, messages
from django.contrib.auth import get_user_model
from django.core.exceptions import PermissionDenied
from django.db.models import Q, QuerySet
from django.http import HttpRequest
from django.utils.html import format_html, format_html_join
from django.utils.timezone import localtime

from brain.access import (
    brains_visible_to,
    brains_with_permission,
    is_workspace_admin,
    users_visible_to,
    workspaces_administered_by,
    workspaces_of,
)
from brain.admin.scoping import BrainFilter, BrainScopedAdmin, NotFoundOutsideScope, ReadOnlyAdmin
from goat.models import WorkspaceMembership
from ingest import queue
from ingest.keys import HEADER, KeyRefused, key_create, key_revoke
from ingest.models import IngestJob, IntegrationKey, ResearchTask, SourceItem

MSG_RETRIED: Final = "{count} job(s) queued again: {ids}."
MSG_CANCELLED: Final = "{count} job(s) cancelled: {ids}."
MSG_NOT_RETRIED: Final = "not retried (only dead or cancelled jobs are): {ids}."
MSG_NOT_CANCELLED: Final = "not cancelled (only queued or running jobs are): {ids}."
MSG_KEY_CREATED: Final = (
    "Key {prefix} created. Copy it now, it is shown only once: {key} — Jamie sends it in the "
    "{header} header to POST /api/webhooks/jamie."
)
MSG_REVOKED: Final = "{count} key(s) revoked."
MSG_BIND_ONE: Final = "Choose a brain or a user, not both."
MSG_BRAIN_WORKSPACE: Final = "This brain is not in the chosen workspace."
MSG_USER_NOT_MEMBER: Final = "This user is not a member of the chosen workspace."
MSG_USER_NOT_YOU: Final = "Only a workspace admin may make a key for someone else's brain."


def flatten(fields: tuple[Any, ...]) -> tuple[str, ...]:
    """Admin `fields` (with tuples for fields on one line) as a flat tuple of names."""
    return tuple(
        name for entry in fields for name in (entry if isinstance(entry, tuple) else [entry])
    )


def _pre(text: str) -> str:
    return format_html('<pre style="white-space: pre-wrap">{}</pre>', text)


def pretty_json(value: Any) -> str:
    return _pre(json.dumps(value, indent=2, ensure_ascii=False, default=str))


# A block on a change page longer than this many lines is folded under a one-line summary.
FOLD_LINES: Final = 12
# A list column's text is cut to this many characters (a title) or BRAIN_CHARS (a brain, a
# document id), the whole text its tooltip; a title column also ends in "…" where the window
# runs out (ingest/static/ingest/admin.css).
TITLE_CHARS: Final = 48
BRAIN_CHARS: Final = 20


def folded(block: str, lines: int, what: str) -> str:
    """`block` (safe HTML of `lines` lines) as it is when short, else in a closed <details>
    whose summary says how long it is: a long payload or result never makes the page long."""
    if lines <= FOLD_LINES:
        return block
    return format_html(
        '<details class="folded"><summary>{} ({} lines)</summary>{}</details>', what, lines, block
    )


def folded_json(value: Any, what: str) -> str:
    text = json.dumps(value, indent=2, ensure_ascii=False, default=str)
    return folded(_pre(text), text.count("\n") + 1, what)


def folded_text(text: str, what: str) -> str:
    return folded(_pre(text or "—"), text.count("\n") + 1, what)


def cut(text: str, limit: int) -> str:
    """`text` on one line in a list column: cut to `limit` characters (ending in "…"), the
    whole of it in the title attribute."""
    text = " ".join(text.split())
    if not text:
        return "—"
    short = text if len(text) <= limit else text[: limit - 1].rstrip() + "…"
    return format_html('<span title="{}">{}</span>', text, short)


def when(value: datetime | None) -> str:
    """A time, short: "2026-12-04 02:21" (the site's zone)."""
    return localtime(value).strftime("%Y-%m-%d %H:%M") if value is not None else "—"


def step_summary(step: Any) -> str:
    """One line for a step of an agent's transcript: its turn, whether the tool answered with an
    error (a lookup that finds nothing does), and the command it ran (or the model's answer)."""
    if not isinstance(step, dict):
        return str(step)[:160]
    said = step.get("command") or (f"answer: {step['answer']}" if "answer" in step else "")
    line = " ".join(str(said).split())
    line = line if len(line) <= 160 else line[:159] + "…"
    mark = "error · " if step.get("ok") is False else ""
    return f"turn {step.get('turn', '?')} · {mark}{line}"


def transcript_html(steps: Any) -> str:
    """An agent's step transcript folded twice: the whole in a closed <details> whose summary
    counts the steps (and those answered with an error), and each step folded to its one-line
    summary."""
    if not isinstance(steps, list) or not steps:
        return "—"
    errors = sum(1 for step in steps if isinstance(step, dict) and step.get("ok") is False)
    summary = f"{len(steps)} step{'s' if len(steps) != 1 else ''}, " + (
        f"{errors} answered with an error" if errors else "no error"
    )
    items = format_html_join(
        "",
        '<li><details class="transcript-step"><summary>{}</summary>{}</details></li>',
        ((step_summary(step), pretty_json(step)) for step in steps),
    )
    return format_html(
        '<details class="transcript"><summary>{}</summary><ol>{}</ol></details>', summary, items
    )


class IngestListMedia:
    """The ingest lists' and pages' stylesheet: one line per list row, the folded blocks."""

    class Media:
        css = {"all": ["ingest/admin.css"]}


# --- jobs -------------------------------------------------------------------------------------


@admin.register(IngestJob)
class IngestJobAdmin(IngestListMedia, ReadOnlyAdmin, BrainScopedAdmin):
    # Short columns only, so the list fits a laptop's window beside the admin's sidebar: the
    # times and the lease in full are on the job's page.
    list_display = ("id", "brain_short", "kind_short", "state", "source_title", "updated")
    list_filter = (("brain_ref", BrainFilter), "status", "kind")
    search_fields = ("=id", "lease_owner", "last_error")
    actions = ("retry", "cancel")
    fields = (
        "brain",
        "kind",
        "status",
        "source_item",
        "task",
        "user",
        ("attempts", "max_attempts"),
        "run_after",
        ("lease_owner", "lease_expires_at", "heartbeat_at"),
        ("created_at", "updated_at", "finished_at"),
        "last_error_text",
        "result_json",
        "transcript_html",
    )
    readonly_fields = flatten(fields)
    list_select_related = ("brain_ref__workspace", "source_item", "task")
    # A job's page and its list name the source; they never show its text or payload, and the
    # list shows no job's transcript or result (each may run to megabytes).
    SOURCE_BULK: Final = ("source_item__text", "source_item__payload", "source_item__participants")
    LIST_BULK: Final = ("transcript", "result", "task__prompt")

    def get_queryset(self, request: HttpRequest) -> QuerySet[IngestJob]:
        queryset = super().get_queryset(request).defer(*self.SOURCE_BULK)
        match = request.resolver_match
        if match is not None and match.url_name == "ingest_ingestjob_changelist":
            queryset = queryset.defer(*self.LIST_BULK)
        return queryset

    @admin.display(description="brain", ordering="brain_ref__slug")
    def brain_short(self, obj: IngestJob) -> str:
        return cut(self.brain(obj), BRAIN_CHARS)

    @admin.display(description="kind", ordering="kind")
    def kind_short(self, obj: IngestJob) -> str:
        # Every kind is named brain_…: the list shows the rest, the whole name is its tooltip.
        return format_html('<span title="{}">{}</span>', obj.kind, obj.kind.removeprefix("brain_"))

    @admin.display(description="status · tries", ordering="status")
    def state(self, obj: IngestJob) -> str:
        """The status and the attempts made of those allowed; the lease, the next run or the
        last error (whichever the status makes interesting) is its tooltip."""
        if obj.status == IngestJob.Status.RUNNING:
            until = when(obj.lease_expires_at)
            detail = f"worker {obj.lease_owner}, lease until {until}"
        elif obj.status == IngestJob.Status.QUEUED:
            detail = f"runs after {when(obj.run_after)}"
        else:
            detail = obj.last_error[:300]
        return format_html(
            '<span title="{}">{} · {}/{}</span>',
            detail or obj.get_status_display(),
            obj.get_status_display(),
            obj.attempts,
            obj.max_attempts,
        )

    @admin.display(description="source")
    def source_title(self, obj: IngestJob) -> str:
        if obj.source_item is not None:
            return cut(obj.source_item.title or obj.source_item.external_id, TITLE_CHARS)
        if obj.task is not None:
            return cut(obj.task.title, TITLE_CHARS)
        return "—"

    @admin.display(description="updated", ordering="updated_at")
    def updated(self, obj: IngestJob) -> str:
        return when(obj.updated_at)

    @admin.display(description="last error")
    def last_error_text(self, obj: IngestJob) -> str:
        return folded_text(obj.last_error, "the whole error")

    @admin.display(description="result")
    def result_json(self, obj: IngestJob) -> str:
        return folded_json(obj.result, "the result")

    @admin.display(description="step transcript")
    def transcript_html(self, obj: IngestJob) -> str:
        return transcript_html(obj.transcript)

    def has_operate_permission(self, request: HttpRequest) -> bool:
        return request.user.has_perm("ingest.change_ingestjob")

    def _operable(self, request: HttpRequest, queryset: QuerySet[IngestJob]) -> list[IngestJob]:
        """The selected jobs, if the user may change every one's brain; else PermissionDenied
        (all or nothing, before anything changes)."""
        jobs = list(queryset.order_by("pk"))
        brain_ids = {job.brain_ref_id for job in jobs}
        changeable = set(
            brains_with_permission(request.user, "change")
            .filter(pk__in=brain_ids)
            .values_list("pk", flat=True)
        )
        if brain_ids - changeable:
            raise PermissionDenied
        return jobs

    @admin.action(description="Retry", permissions=["operate"])
    def retry(self, request: HttpRequest, queryset: QuerySet[IngestJob]) -> None:
        self._apply(request, queryset, queue.retry_now, MSG_RETRIED, MSG_NOT_RETRIED)

    @admin.action(description="Cancel", permissions=["operate"])
    def cancel(self, request: HttpRequest, queryset: QuerySet[IngestJob]) -> None:
        self._apply(request, queryset, queue.cancel, MSG_CANCELLED, MSG_NOT_CANCELLED)

    def _apply(
        self,
        request: HttpRequest,
        queryset: QuerySet[IngestJob],
        operation: Any,
        done_message: str,
        skipped_message: str,
    ) -> None:
        done: list[str] = []
        skipped: list[str] = []
        for job in self._operable(request, queryset):
            (done if operation(job) else skipped).append(str(job.pk))
        if done:
            messages.success(request, done_message.format(count=len(done), ids=", ".join(done)))
            if operation is queue.retry_now:
                queue.send_wake(len(done))
        if skipped:
            messages.warning(request, skipped_message.format(ids=", ".join(skipped)))


# --- source items and research tasks ----------------------------------------------------------


@admin.register(SourceItem)
class SourceItemAdmin(IngestListMedia, ReadOnlyAdmin, BrainScopedAdmin):
    list_display = ("id", "short_title", "origin", "status", "document", "brain", "created")
    list_filter = (("brain_ref", BrainFilter), "provider", "status", "kind")
    list_select_related = ("brain_ref__workspace",)
    search_fields = ("title", "external_id", "document_id")
    fields = (
        "brain",
        "provider",
        "kind",
        "external_id",
        "title",
        "status",
        "document_id",
        "occurred_at",
        "participants_json",
        "content_hash",
        "created_by",
        ("created_at", "updated_at"),
        "text_block",
        "payload_json",
    )
    readonly_fields = flatten(fields)

    @admin.display(description="title", ordering="title")
    def short_title(self, obj: SourceItem) -> str:
        return cut(obj.title or obj.external_id, TITLE_CHARS)

    @admin.display(description="from", ordering="provider")
    def origin(self, obj: SourceItem) -> str:
        return f"{obj.provider} {obj.kind}"

    @admin.display(description="document", ordering="document_id")
    def document(self, obj: SourceItem) -> str:
        return cut(obj.document_id, BRAIN_CHARS)

    @admin.display(description="created", ordering="created_at")
    def created(self, obj: SourceItem) -> str:
        return when(obj.created_at)

    @admin.display(description="participants")
    def participants_json(self, obj: SourceItem) -> str:
        return folded_json(obj.participants, "the participants")

    @admin.display(description="text")
    def text_block(self, obj: SourceItem) -> str:
        return folded_text(obj.text, "the text")

    @admin.display(description="payload (as received)")
    def payload_json(self, obj: SourceItem) -> str:
        return folded_json(obj.payload, "the payload")


@admin.register(ResearchTask)
class ResearchTaskAdmin(IngestListMedia, ReadOnlyAdmin, BrainScopedAdmin):
    list_display = ("id", "short_title", "brain", "result_mode", "creator", "created")
    list_filter = (("brain_ref", BrainFilter), "result_mode")
    list_select_related = ("brain_ref__workspace", "creator")
    search_fields = ("title", "prompt")
    fields = ("brain", "title", "prompt", "result_mode", "creator", "created_at")
    readonly_fields = fields

    @admin.display(description="title", ordering="title")
    def short_title(self, obj: ResearchTask) -> str:
        return cut(obj.title, TITLE_CHARS)

    @admin.display(description="created", ordering="created_at")
    def created(self, obj: ResearchTask) -> str:
        return when(obj.created_at)


# --- integration keys -------------------------------------------------------------------------


class IntegrationKeyForm(forms.ModelForm):
    class Meta:
        model = IntegrationKey
        fields = ["workspace", "brain", "user", "name"]
        help_texts = {
            "brain": "The brain the key feeds. Leave empty to bind the key to a user instead.",
            "user": "Or: the user whose default brain in the workspace the key feeds.",
        }

    request_user: Any = None  # set by IntegrationKeyAdmin.get_form

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean()
        workspace, brain, user = (cleaned.get(name) for name in ("workspace", "brain", "user"))
        if (brain is None) == (user is None):
            raise forms.ValidationError(MSG_BIND_ONE)
        if workspace is None:
            return cleaned
        if brain is not None and brain.workspace_id != workspace.pk:
            self.add_error("brain", MSG_BRAIN_WORKSPACE)
        if user is not None:
            if not WorkspaceMembership.objects.filter(workspace=workspace, user=user).exists():
                self.add_error("user", MSG_USER_NOT_MEMBER)
            elif user.pk != self.request_user.pk and not is_workspace_admin(
                self.request_user, workspace
            ):
                self.add_error("user", MSG_USER_NOT_YOU)
        return cleaned


@admin.register(IntegrationKey)
class IntegrationKeyAdmin(NotFoundOutsideScope):
    form = IntegrationKeyForm
    list_display = (
        "prefix",
        "name",
        "workspace",
        "target",
        "created_at",
        "last_used_at",
        "revoked_at",
    )
    list_filter = (("brain", BrainFilter),)
    list_select_related = ("workspace", "brain", "user")
    search_fields = ("prefix", "name")
    actions = ("revoke",)
    readonly_fields = (
        "prefix",
        "provider",
        "created_by",
        "created_at",
        "last_used_at",
        "revoked_at",
    )

    @admin.display(description="feeds")
    def target(self, obj: IntegrationKey) -> str:
        if obj.brain is not None:
            return f"brain {obj.brain.slug}"
        assert obj.user is not None
        return f"default brain of {obj.user.get_username()}"

    def get_queryset(self, request: HttpRequest) -> QuerySet[IntegrationKey]:
        queryset = super().get_queryset(request)
        if request.user.is_superuser:
            return queryset
        # A brain's keys are seen by whoever sees the brain; a user-bound key by its user and
        # the workspace's admins (its default brain is theirs to see, nobody else's).
        return queryset.filter(
            Q(brain__in=brains_visible_to(request.user))
            | Q(brain__isnull=True, user=request.user)
            | Q(brain__isnull=True, workspace__in=workspaces_administered_by(request.user))
        )

    def get_fields(self, request: HttpRequest, obj: Any = None) -> Any:
        if obj is None:
            return ["workspace", "brain", "user", "name"]
        return ["prefix", "name", "workspace", "brain", "user", *self.readonly_fields[1:]]

    def get_readonly_fields(self, request: HttpRequest, obj: Any = None) -> Any:
        if obj is None:
            return ()
        return ("name", "workspace", "brain", "user", *self.readonly_fields)

    def get_form(self, request: HttpRequest, obj: Any = None, change: bool = False, **kwargs: Any):
        form = super().get_form(request, obj, change, **kwargs)
        return type(form.__name__, (form,), {"request_user": request.user})

    def formfield_for_foreignkey(self, db_field: Any, request: HttpRequest, **kwargs: Any) -> Any:
        if db_field.name == "workspace":
            kwargs["queryset"] = workspaces_of(request.user)
        elif db_field.name == "brain":
            kwargs["queryset"] = brains_with_permission(request.user, "change").select_related(
                "workspace"
            )
        elif db_field.name == "user":
            users = users_visible_to(request.user)
            if (
                not request.user.is_superuser
                and not workspaces_administered_by(request.user).exists()
            ):
                users = get_user_model().objects.filter(pk=request.user.pk)
            kwargs["queryset"] = users.order_by("username")
        return super().formfield_for_foreignkey(db_field, request, **kwargs)

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False  # a key is made and revoked, never edited

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False  # revoke instead: the row records when the key was used and revoked

    def has_revoke_permission(self, request: HttpRequest) -> bool:
        return request.user.has_perm("ingest.change_integrationkey")

    def may_manage_key(self, request: HttpRequest, key: IntegrationKey) -> bool:
        if key.brain is not None:
            return brains_with_permission(request.user, "change").filter(pk=key.brain.pk).exists()
        return key.user_id == request.user.pk or is_workspace_admin(request.user, key.workspace)

    @admin.action(description="Revoke", permissions=["revoke"])
    def revoke(self, request: HttpRequest, queryset: QuerySet[IntegrationKey]) -> None:
        keys = list(queryset.select_related("brain", "workspace"))
        if not all(self.may_manage_key(request, key) for key in keys):
            raise PermissionDenied
        count = sum(key_revoke(key.prefix) for key in keys)
        messages.success(request, MSG_REVOKED.format(count=count))

    def save_model(
        self, request: HttpRequest, obj: IntegrationKey, form: Any, change: bool
    ) -> None:
        try:
            key, raw = key_create(
                workspace=obj.workspace,
                brain=obj.brain,
                user=obj.user,
                name=obj.name,
                created_by=request.user,
            )
        except KeyRefused as error:  # the form checked the same; a race at most
            raise PermissionDenied(str(error)) from None
        obj.pk = key.pk
        obj.prefix = key.prefix
        obj.created_at = key.created_at
        obj._state.adding = False
        # The one time the plaintext exists outside the caller's hands: not logged, not stored.
        messages.success(request, MSG_KEY_CREATED.format(prefix=key.prefix, key=raw, header=HEADER))
