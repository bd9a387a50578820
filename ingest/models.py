"""Ingestion's tables (docs/ingestion.md): source items, the durable job queue, integration keys and
research tasks.

`brain_ingest_jobs` is the source of truth for work to do: Celery messages only wake workers,
and a worker that finds nothing in its message still polls the table. Every row belongs to one
brain and goes with it.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models import Q

from brain.models import Brain
from goat.models import Workspace

SOURCE_ITEM_STATUSES = ("pending", "processing", "succeeded", "skipped", "failed")
JOB_STATUSES = ("queued", "running", "succeeded", "dead", "cancelled")


class SourceItem(models.Model):
    """One normalized source (a meeting, a chat capture, a research task), kept as received.

    Idempotent on (brain, provider, content hash): the hash covers the normalized source, not
    the delivery, so a webhook delivered twice is one item.
    """

    class Status(models.TextChoices):
        PENDING = "pending", "Pending"
        PROCESSING = "processing", "Processing"
        SUCCEEDED = "succeeded", "Succeeded"
        SKIPPED = "skipped", "Skipped"
        FAILED = "failed", "Failed"

    brain_ref = models.ForeignKey(
        Brain, on_delete=models.CASCADE, db_column="brain_ref", related_name="source_items"
    )
    provider = models.CharField(max_length=40)
    kind = models.CharField(max_length=40)
    external_id = models.CharField(max_length=300)
    title = models.CharField(max_length=300)
    text = models.TextField(blank=True, default="")
    occurred_at = models.DateTimeField(null=True, blank=True)
    participants = models.JSONField(default=list, blank=True)
    payload = models.JSONField(default=dict, blank=True)
    content_hash = models.CharField(max_length=64)
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.PENDING)
    # The document the source became (the meeting page, the curated capture, the report).
    document_id = models.CharField(max_length=200, blank=True, default="")
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        db_table = "brain_source_items"
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["brain_ref", "provider", "content_hash"], name="source_item_unique_content"
            ),
            models.CheckConstraint(
                condition=Q(status__in=SOURCE_ITEM_STATUSES), name="source_item_status_valid"
            ),
        ]
        indexes = [models.Index(fields=["provider", "external_id"], name="source_item_external")]

    def __str__(self) -> str:
        return f"{self.provider}:{self.external_id}"

    @property
    def source_ref(self) -> str:
        return f"{self.provider}:{self.external_id}"


class ResearchTask(models.Model):
    """A background research task whose result is a markdown report in the brain."""

    class ResultMode(models.TextChoices):
        BRAIN_MARKDOWN_REPORT = "brain_markdown_report", "Brain markdown report"

    brain_ref = models.ForeignKey(
        Brain, on_delete=models.CASCADE, db_column="brain_ref", related_name="research_tasks"
    )
    title = models.CharField(max_length=300)
    prompt = models.TextField()
    result_mode = models.CharField(
        max_length=40, choices=ResultMode.choices, default=ResultMode.BRAIN_MARKDOWN_REPORT
    )
    creator = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "brain_research_tasks"
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return self.title


class IngestJob(models.Model):
    """One unit of work on the durable queue; claimed with SKIP LOCKED under a lease."""

    class Status(models.TextChoices):
        QUEUED = "queued", "Queued"
        RUNNING = "running", "Running"
        SUCCEEDED = "succeeded", "Succeeded"
        DEAD = "dead", "Dead"
        CANCELLED = "cancelled", "Cancelled"

    brain_ref = models.ForeignKey(
        Brain, on_delete=models.CASCADE, db_column="brain_ref", related_name="ingest_jobs"
    )
    kind = models.CharField(max_length=40)
    source_item = models.ForeignKey(
        SourceItem, on_delete=models.CASCADE, null=True, blank=True, related_name="jobs"
    )
    task = models.ForeignKey(
        ResearchTask, on_delete=models.CASCADE, null=True, blank=True, related_name="jobs"
    )
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.QUEUED)
    attempts = models.PositiveIntegerField(default=0)
    max_attempts = models.PositiveIntegerField(default=5)
    run_after = models.DateTimeField()
    lease_owner = models.CharField(max_length=200, blank=True, default="")
    lease_expires_at = models.DateTimeField(null=True, blank=True)
    heartbeat_at = models.DateTimeField(null=True, blank=True)
    last_error = models.TextField(blank=True, default="")
    result = models.JSONField(default=dict, blank=True)
    transcript = models.JSONField(default=list, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        db_table = "brain_ingest_jobs"
        ordering = ["-created_at", "-id"]
        constraints = [
            models.CheckConstraint(
                condition=Q(status__in=JOB_STATUSES), name="ingest_job_status_valid"
            ),
            models.CheckConstraint(
                condition=~Q(status="running")
                | (Q(lease_expires_at__isnull=False) & ~Q(lease_owner="")),
                name="ingest_job_running_has_lease",
            ),
            # One job of a kind per source item: re-deliveries never queue a second one.
            models.UniqueConstraint(
                fields=["source_item", "kind"],
                condition=Q(source_item__isnull=False),
                name="ingest_job_unique_source_item",
            ),
        ]
        indexes = [
            models.Index(
                fields=["run_after", "id"],
                condition=Q(status="queued"),
                name="ingest_job_due",
            ),
            models.Index(
                fields=["lease_expires_at"],
                condition=Q(status="running"),
                name="ingest_job_leases",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.kind} #{self.pk}"


class IntegrationKey(models.Model):
    """A webhook key (Jamie): stored as a hash, found by its prefix, bound to a brain or to a
    user's default brain in a workspace."""

    provider = models.CharField(max_length=40, default="jamie")
    name = models.CharField(max_length=200, blank=True, default="")
    workspace = models.ForeignKey(Workspace, on_delete=models.CASCADE, related_name="+")
    brain = models.ForeignKey(
        Brain, on_delete=models.CASCADE, null=True, blank=True, related_name="integration_keys"
    )
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, null=True, blank=True, related_name="+"
    )
    prefix = models.CharField(max_length=16, unique=True)
    key_hash = models.CharField(max_length=64)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    last_used_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        db_table = "brain_integration_keys"
        ordering = ["-created_at", "-id"]
        constraints = [
            models.CheckConstraint(
                condition=Q(brain__isnull=False) | Q(user__isnull=False),
                name="integration_key_bound",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.provider} key {self.prefix}…"
