"""The durable store of brains (docs/store.md): the database enforces the document
invariants.

Rows are written only by `brain.services` (the one write path); the CHECK and UNIQUE
constraints below hold even against raw SQL.
"""

from typing import Final

from django.conf import settings
from django.contrib.postgres.fields import ArrayField
from django.contrib.postgres.indexes import GinIndex
from django.core.exceptions import ValidationError
from django.core.serializers.json import DjangoJSONEncoder
from django.db import models
from django.db.models import F, Q
from guardian.models import UserObjectPermissionBase
from pgvector.django import VectorField

from brain.toolkit.schemas import KINDS, MAX_FOLDER_DEPTH, MAX_ID_LENGTH, STATUSES, TYPES
from brain.toolkit.tree import document_relpath
from goat.models import Workspace

EVIDENCE_ZONE_Q = Q(folder="evidence") | Q(folder__startswith="evidence/")


# Path segments the staff UI serves beside brain slugs under /brain/ (ui/urls.py): a brain
# may not take one as its slug, or its pages could not be reached by slug.
RESERVED_SLUGS: Final = frozenset({"login", "logout"})
MSG_RESERVED_SLUG: Final = "{slug!r} is reserved for the staff UI's own pages; choose another slug"


class Brain(models.Model):
    """A team's memory: documents in folders, visible to a workspace or to an allow-list."""

    class Visibility(models.TextChoices):
        WORKSPACE = "workspace", "Workspace"
        RESTRICTED = "restricted", "Restricted"

    workspace = models.ForeignKey(Workspace, on_delete=models.PROTECT, related_name="brains")
    name = models.CharField(max_length=200)
    slug = models.SlugField(max_length=100)
    visibility = models.CharField(
        max_length=10, choices=Visibility.choices, default=Visibility.WORKSPACE
    )
    created_at = models.DateTimeField(auto_now_add=True)
    # Bumped by every committed change set; sent with the change notification, so a cache
    # of the brain (the lexical index, a live page) knows whether it is current.
    change_counter = models.BigIntegerField(default=0, editable=False)

    class Meta:
        db_table = "brains"
        ordering = ["workspace_id", "slug"]
        permissions = [("manage_brain_access", "Can manage who may access the brain")]
        constraints = [
            models.UniqueConstraint(fields=["workspace", "slug"], name="brain_unique_slug"),
            models.CheckConstraint(
                condition=Q(visibility__in=["workspace", "restricted"]),
                name="brain_visibility_valid",
            ),
        ]

    def __str__(self) -> str:
        return self.slug

    def clean(self) -> None:
        if self.slug in RESERVED_SLUGS:
            raise ValidationError({"slug": MSG_RESERVED_SLUG.format(slug=self.slug)})


class BrainMember(UserObjectPermissionBase):
    """The restricted-brain allow-list: guardian object permissions with a real foreign key."""

    content_object = models.ForeignKey(Brain, on_delete=models.CASCADE, related_name="members")

    class Meta(UserObjectPermissionBase.Meta):
        db_table = "brain_members"


class DefaultBrain(models.Model):
    """The brain machine paths use when they name none; at most one per user."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="default_brain"
    )
    brain = models.ForeignKey(Brain, on_delete=models.CASCADE, related_name="+")

    class Meta:
        db_table = "brain_default_brains"

    def __str__(self) -> str:
        return f"{self.user} -> {self.brain}"


def _folder_depth_ok() -> Q:
    # More than MAX_FOLDER_DEPTH segments means at least MAX_FOLDER_DEPTH slashes.
    return ~Q(folder__regex=rf"^([^/]+/){{{MAX_FOLDER_DEPTH},}}")


class BrainFolder(models.Model):
    """A folder of a brain, kept even while empty (`system` folders come with every brain)."""

    class Source(models.TextChoices):
        SYSTEM = "system", "System"
        CUSTOM = "custom", "Custom"

    brain_ref = models.ForeignKey(
        Brain, on_delete=models.CASCADE, db_column="brain_ref", related_name="folders"
    )
    path = models.TextField()
    source = models.CharField(max_length=10, choices=Source.choices, default=Source.CUSTOM)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "brain_folders"
        ordering = ["path"]
        constraints = [
            models.UniqueConstraint(fields=["brain_ref", "path"], name="brain_folder_unique_path"),
            models.CheckConstraint(
                condition=Q(source__in=["system", "custom"]), name="brain_folder_source_valid"
            ),
            models.CheckConstraint(
                condition=~Q(path="") & ~Q(path__regex=rf"^([^/]+/){{{MAX_FOLDER_DEPTH},}}"),
                name="brain_folder_depth",
            ),
        ]

    def __str__(self) -> str:
        return self.path


class BrainDocument(models.Model):
    """One document: its canonical file text plus the frontmatter as queryable columns."""

    class Format(models.TextChoices):
        MARKDOWN = "markdown", "Markdown"
        PDF = "pdf", "PDF"
        DOCX = "docx", "DOCX"

    # No index of its own: every index below starts with brain_ref (each index is one more
    # insert per row on a bulk import).
    brain_ref = models.ForeignKey(
        Brain,
        on_delete=models.CASCADE,
        db_column="brain_ref",
        related_name="documents",
        db_index=False,
    )
    brain_id = models.CharField(max_length=MAX_ID_LENGTH)
    folder = models.TextField(blank=True, default="")
    kind = models.CharField(max_length=10)
    type = models.CharField(max_length=20)
    status = models.CharField(max_length=10)
    merged_into = models.CharField(
        max_length=MAX_ID_LENGTH, null=True, blank=True, db_column="merged_into"
    )
    title = models.TextField()
    aliases = models.JSONField(default=list, blank=True)
    # The title's and aliases' `name_key`s, so name lookups compare as the toolkit does.
    name_keys = ArrayField(models.TextField(), default=list, blank=True)
    relations = models.JSONField(default=list, blank=True)
    sources = models.JSONField(default=list, blank=True)
    extra = models.JSONField(default=dict, blank=True, encoder=DjangoJSONEncoder)
    content = models.TextField()
    body = models.TextField(blank=True, default="")
    timeline = models.JSONField(default=list, blank=True)
    format = models.CharField(max_length=10, choices=Format.choices, default=Format.MARKDOWN)
    content_hash = models.CharField(max_length=64)
    created = models.DateTimeField(null=True, blank=True)
    updated = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        db_table = "brain_documents"
        ordering = ["folder", "brain_id"]
        indexes = [
            models.Index(fields=["brain_ref", "folder"], name="brain_document_folder"),
            models.Index(fields=["brain_ref", "type"], name="brain_document_type"),
            models.Index(fields=["brain_ref", "status"], name="brain_document_status"),
            GinIndex(fields=["name_keys"], name="brain_document_names"),
        ]
        constraints = [
            models.UniqueConstraint(
                fields=["brain_ref", "brain_id"], name="brain_document_unique_id"
            ),
            models.CheckConstraint(condition=Q(kind__in=KINDS), name="brain_document_kind_valid"),
            # The zone rule: evidence iff the first folder segment is `evidence`.
            models.CheckConstraint(
                condition=(Q(kind="evidence") & EVIDENCE_ZONE_Q)
                | (Q(kind="page") & ~EVIDENCE_ZONE_Q),
                name="brain_document_kind_zone",
            ),
            models.CheckConstraint(condition=Q(type__in=TYPES), name="brain_document_type_valid"),
            models.CheckConstraint(
                condition=Q(status__in=STATUSES), name="brain_document_status_valid"
            ),
            models.CheckConstraint(
                condition=(Q(status="merged") & Q(merged_into__isnull=False))
                | (~Q(status="merged") & Q(merged_into__isnull=True)),
                name="brain_document_merged_into_iff_merged",
            ),
            models.CheckConstraint(
                condition=~Q(merged_into=F("brain_id")), name="brain_document_not_merged_into_self"
            ),
            models.CheckConstraint(
                condition=_folder_depth_ok(), name="brain_document_folder_depth"
            ),
            models.CheckConstraint(
                condition=Q(format__in=["markdown", "pdf", "docx"]),
                name="brain_document_format_valid",
            ),
        ]

    def __str__(self) -> str:
        return self.path

    @property
    def path(self) -> str:
        return document_relpath(self.folder, self.brain_id)


class BrainTimelineEntry(models.Model):
    """One timeline entry of a document, denormalized for queries across a brain."""

    # Neither key has an index of its own: brain_timeline_time starts with brain_ref and
    # brain_timeline_unique_position with document (one insert less per row and key).
    brain_ref = models.ForeignKey(
        Brain,
        on_delete=models.CASCADE,
        db_column="brain_ref",
        related_name="timeline_entries",
        db_index=False,
    )
    document = models.ForeignKey(
        BrainDocument, on_delete=models.CASCADE, related_name="timeline_entries", db_index=False
    )
    entry_id = models.CharField(max_length=64)
    timestamp = models.DateTimeField()
    source_ref = models.TextField()
    text = models.TextField()
    position = models.PositiveIntegerField()

    class Meta:
        db_table = "brain_timeline_entries"
        ordering = ["document_id", "position"]
        indexes = [models.Index(fields=["brain_ref", "timestamp"], name="brain_timeline_time")]
        constraints = [
            models.UniqueConstraint(
                fields=["document", "position"], name="brain_timeline_unique_position"
            ),
        ]

    def __str__(self) -> str:
        return self.entry_id


class BrainEdge(models.Model):
    """A derived edge from a document to a document id (which may not exist)."""

    # Neither key has an index of its own: brain_edge_target starts with brain_ref and
    # brain_edge_unique with source (one insert less per row and key).
    brain_ref = models.ForeignKey(
        Brain, on_delete=models.CASCADE, db_column="brain_ref", related_name="edges", db_index=False
    )
    source = models.ForeignKey(
        BrainDocument, on_delete=models.CASCADE, related_name="edges_out", db_index=False
    )
    target_id = models.TextField()
    type = models.CharField(max_length=100)
    # A page link's: the words around it in the source's body (brain.toolkit.edges.Edge.context)
    context = models.TextField(default="", blank=True)

    class Meta:
        db_table = "brain_edges"
        indexes = [models.Index(fields=["brain_ref", "target_id"], name="brain_edge_target")]
        constraints = [
            models.UniqueConstraint(
                fields=["source", "target_id", "type"], name="brain_edge_unique"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.source_id} -{self.type}-> {self.target_id}"


class BrainDocumentVersion(models.Model):
    """The audit trail: content after each create, update, move and merge; before a delete."""

    class Action(models.TextChoices):
        CREATE = "create", "Create"
        UPDATE = "update", "Update"
        MOVE = "move", "Move"
        MERGE = "merge", "Merge"
        DELETE = "delete", "Delete"
        RESTORE = "restore", "Restore"

    class ActorType(models.TextChoices):
        USER = "user", "User"
        AGENT = "agent", "Agent"
        IMPORT = "import", "Import"
        SYSTEM = "system", "System"

    # No index of its own: brain_version_document starts with brain_ref.
    brain_ref = models.ForeignKey(
        Brain,
        on_delete=models.CASCADE,
        db_column="brain_ref",
        related_name="document_versions",
        db_index=False,
    )
    brain_id = models.CharField(max_length=MAX_ID_LENGTH)
    document = models.ForeignKey(
        BrainDocument, on_delete=models.SET_NULL, null=True, blank=True, related_name="versions"
    )
    action = models.CharField(max_length=10, choices=Action.choices)
    content = models.TextField()
    content_hash = models.CharField(max_length=64)
    path = models.TextField()
    actor_type = models.CharField(max_length=10, choices=ActorType.choices)
    actor_user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
    )
    actor_label = models.CharField(max_length=200, blank=True, default="")
    # The ingest job that wrote it, when an agent did (brain_ingest_jobs arrives with ingestion).
    actor_job_id = models.BigIntegerField(null=True, blank=True)
    # The UI editor's session that wrote it: later autosaves of the same session by the same
    # user replace this version instead of adding one each (brain/services/editing.py).
    editing_session = models.CharField(max_length=64, blank=True, default="")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "brain_document_versions"
        ordering = ["-created_at", "-id"]
        indexes = [
            models.Index(fields=["brain_ref", "brain_id"], name="brain_version_document"),
        ]
        constraints = [
            models.CheckConstraint(
                condition=Q(action__in=["create", "update", "move", "merge", "delete", "restore"]),
                name="brain_version_action_valid",
            ),
            models.CheckConstraint(
                condition=Q(actor_type__in=["user", "agent", "import", "system"]),
                name="brain_version_actor_type_valid",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.brain_id} {self.action} {self.created_at:%Y-%m-%d %H:%M}"


class BrainDoctorReport(models.Model):
    """One scheduled doctor run over a brain: counts per code, the issues, and what changed."""

    brain_ref = models.ForeignKey(
        Brain, on_delete=models.CASCADE, db_column="brain_ref", related_name="doctor_reports"
    )
    documents = models.PositiveIntegerField()
    counts = models.JSONField(default=dict)
    # The error-level issues only (reports made before warnings were counted hold them too):
    # warnings are counted per code in `counts`.
    issues = models.JSONField(default=list)
    # Per code: this report's count minus the previous report's (codes that moved only).
    change = models.JSONField(default=dict)
    # Error-level issues that the previous report did not have.
    new_errors = models.JSONField(default=list)
    errors = models.PositiveIntegerField(default=0)
    warnings = models.PositiveIntegerField(default=0)
    notified = models.JSONField(default=list, help_text="who was emailed about new errors")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "brain_doctor_reports"
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["brain_ref", "-created_at"], name="brain_report_latest")]

    def __str__(self) -> str:
        return f"{self.brain_ref} doctor {self.created_at:%Y-%m-%d %H:%M}"


class BrainSearchIndex(models.Model):
    """A brain's lexical index as of `counter` (brain.search): loaded by a process that meets
    the brain, which then applies only the changes since."""

    brain_ref = models.OneToOneField(
        Brain, on_delete=models.CASCADE, db_column="brain_ref", related_name="search_index"
    )
    counter = models.BigIntegerField()
    # LexicalIndex.to_segment(): flat arrays, with the documents' hashes, row keys and the
    # version log's position in its `extra` (brain.search).
    segment = models.BinaryField()
    generation = models.CharField(max_length=32, default="")  # the segment's, names a host copy
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        db_table = "brain_search_indexes"

    def __str__(self) -> str:
        return f"search index of {self.brain_ref} at {self.counter}"


class ApiToken(models.Model):
    """A personal API token (`Authorization: Token <key>`): acts as its user, read or read +
    write, optionally on one brain only; stored as a hash, found by its prefix
    (brain/api/tokens.py)."""

    class Scope(models.TextChoices):
        READ = "read", "Read"
        WRITE = "write", "Read and write"

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="api_tokens"
    )
    name = models.CharField(max_length=200, blank=True, default="")
    prefix = models.CharField(max_length=16, unique=True, editable=False)
    # sha256 of the whole key; never shown (editable=False keeps it out of every form).
    key_hash = models.CharField(max_length=64, editable=False)
    scope = models.CharField(max_length=5, choices=Scope.choices, default=Scope.READ)
    # A token for one brain goes with its brain.
    brain = models.ForeignKey(
        Brain, on_delete=models.CASCADE, null=True, blank=True, related_name="api_tokens"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    last_used_at = models.DateTimeField(null=True, blank=True, editable=False)
    revoked_at = models.DateTimeField(null=True, blank=True, editable=False)

    class Meta:
        db_table = "brain_api_tokens"
        ordering = ["-created_at", "-id"]
        verbose_name = "API token"
        constraints = [
            models.CheckConstraint(
                condition=Q(scope__in=["read", "write"]), name="api_token_scope_valid"
            ),
        ]

    def __str__(self) -> str:
        return f"token {self.prefix}…"


class BrainEmbedding(models.Model):
    """The embedding of one text chunk by one model, in one brain (brain/embeddings): keyed by
    the chunk's sha256, so a text seen again (in any document of the brain) is never embedded
    twice. Each model gets its own partial HNSW index, made when the model is first used."""

    brain_ref = models.ForeignKey(
        Brain, on_delete=models.CASCADE, db_column="brain_ref", related_name="embeddings"
    )
    model = models.TextField()
    chunk_hash = models.CharField(max_length=64)
    # No fixed dimension: models differ; each model's index casts to its own dimension.
    embedding = VectorField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "brain_embeddings"
        constraints = [
            models.UniqueConstraint(
                fields=["brain_ref", "model", "chunk_hash"], name="brain_embedding_unique"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.model} embedding {self.chunk_hash[:12]}"


class BrainDocumentChunk(models.Model):
    """Which chunks (by hash) a document's body was cut into for a model, in order; the
    document's `body_hash` says which body (and chunk size) they were cut from."""

    brain_ref = models.ForeignKey(
        Brain, on_delete=models.CASCADE, db_column="brain_ref", related_name="+"
    )
    document = models.ForeignKey(BrainDocument, on_delete=models.CASCADE, related_name="+")
    model = models.TextField()
    position = models.PositiveIntegerField()
    chunk_hash = models.CharField(max_length=64)
    body_hash = models.CharField(max_length=64)

    class Meta:
        db_table = "brain_document_chunks"
        constraints = [
            models.UniqueConstraint(
                fields=["document", "model", "position"], name="brain_chunk_unique"
            ),
        ]
        indexes = [
            models.Index(fields=["brain_ref", "model", "chunk_hash"], name="brain_chunk_hash"),
        ]

    def __str__(self) -> str:
        return f"chunk {self.position} of document {self.document_id} ({self.model})"


class BrainFile(models.Model):
    """The bytes of a file kept with a brain: an attachment under `files/` or the original of
    a PDF or docx evidence document (`evidence/<id>.pdf`). Immutable: a database trigger
    refuses any UPDATE (a new name is a new file); rows go with their brain."""

    brain_ref = models.ForeignKey(
        Brain, on_delete=models.CASCADE, db_column="brain_ref", related_name="files"
    )
    path = models.TextField()
    sha256 = models.CharField(max_length=64)
    size = models.BigIntegerField()
    content_type = models.CharField(max_length=200)
    data = models.BinaryField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "brain_files"
        ordering = ["path"]
        constraints = [
            models.UniqueConstraint(fields=["brain_ref", "path"], name="brain_file_unique_path"),
            models.CheckConstraint(
                condition=Q(sha256__regex=r"^[0-9a-f]{64}$"), name="brain_file_sha256_hex"
            ),
            models.CheckConstraint(condition=Q(size__gte=0), name="brain_file_size"),
            models.CheckConstraint(
                condition=Q(path__startswith="files/") | Q(path__startswith="evidence/"),
                name="brain_file_area",
            ),
        ]
        indexes = [models.Index(fields=["brain_ref", "sha256"], name="brain_file_sha256")]

    def __str__(self) -> str:
        return self.path


class BrainAdoptState(models.Model):
    """What `brain_import --adopt` last wrote into a brain from its vault: the database's
    `adopt.json` (brain/adopt.py), so an unchanged note is known without converting it again
    and a note renamed in the vault keeps its document."""

    brain_ref = models.OneToOneField(
        Brain, on_delete=models.CASCADE, db_column="brain_ref", related_name="adopt_state"
    )
    vault = models.TextField()
    state = models.TextField()  # State.as_bytes(), as text
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        db_table = "brain_adopt_states"

    def __str__(self) -> str:
        return self.vault
