"""The admin's calls into the one write path: the content form, action forms and restore.

Refusals come back in the toolkit's words (`error_message`); nothing here saves a row itself.
"""

from __future__ import annotations

from typing import Any, Final

from django import forms
from django.contrib import messages
from django.contrib.auth.base_user import AbstractBaseUser
from django.core.exceptions import ValidationError
from django.http import HttpRequest

from brain.access import store_for_user
from brain.models import BrainDocument, BrainDocumentVersion
from brain.services import Actor, document_write
from brain.store import DatabaseStore
from brain.toolkit.document import parse_document
from brain.toolkit.errors import STALE_WRITE, CommandError
from brain.toolkit.problems import DocumentError
from brain.toolkit.tree import document_relpath

ACTOR_TYPE: Final = "user"
ACTOR_LABEL: Final = "admin"

MSG_CONFLICT: Final = (
    "Conflict: this document changed since you opened it (its hash is now {current:.12}…). "
    "Nothing was saved: copy your edit, reload the page and apply it again."
)
MSG_ID_CHANGED: Final = (
    "the id in the frontmatter is {new!r} but this document is {old!r}; rename documents "
    "with the Move… action, which also rewrites the links to them"
)
MSG_MERGED_STAYS: Final = "{path}: a merged document stays a tombstone; it was not archived"
MSG_MOVE_NOTHING: Final = "give a new folder, a new id, or both"
MSG_NEW_ID_NEEDS_ONE: Final = "a new id can be given only when one document is selected"
MSG_RESTORE_OTHER_ID: Final = (
    "version {version} is of {old!r}, but the document is now {new!r}; restore is not "
    "possible across a rename"
)
MSG_RESTORED: Final = "{path}: restored the text of version {version}"
MSG_PROMOTED: Final = "Promoted {count} document(s) to active."
MSG_ARCHIVED: Final = "Archived {count} document(s)."
MSG_MERGED: Final = "Merged {source} into {target}; links rewritten in: {rewritten}."
MSG_MOVED: Final = "Moved {source} to {target}; links rewritten in: {rewritten}."


def error_message(error: Exception) -> str:
    """The toolkit's own words for a refused write."""
    if isinstance(error, CommandError) and error.code == STALE_WRITE:
        return MSG_CONFLICT.format(current=error.details.get("current_hash", ""))
    if isinstance(error, DocumentError):
        return "; ".join(problem.message for problem in error.problems)
    if isinstance(error, CommandError):
        return error.message
    raise TypeError(error)


REFUSED: Final = (DocumentError, CommandError)


def actor_of(request: HttpRequest) -> Actor:
    return Actor(ACTOR_TYPE, request.user, ACTOR_LABEL)


def store_for(request: HttpRequest, row: BrainDocument) -> DatabaseStore:
    """The document's brain as the requesting user may change it (404/403 otherwise)."""
    return store_for_user(
        user=request.user, brain=row.brain_ref, permission="change", actor=actor_of(request)
    )


# --- the change form ----------------------------------------------------------------------


class DocumentContentForm(forms.ModelForm):
    """Edits the canonical text; `clean` writes it through the write path or reports why not."""

    expected_hash = forms.CharField(widget=forms.HiddenInput)
    actor_user: AbstractBaseUser | None = None  # set per request by DocumentAdmin.get_form

    class Meta:
        model = BrainDocument
        fields = ["content"]
        widgets = {
            "content": forms.Textarea(
                attrs={"rows": 28, "class": "brain-content", "spellcheck": "false"}
            )
        }

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.written: BrainDocument | None = None
        self.fields["expected_hash"].initial = self.instance.content_hash
        if "content" in self.fields:  # absent for view-only users
            self.fields["content"].strip = False
            self.fields["content"].help_text = (
                "The document file: YAML frontmatter and markdown body. It is checked by the "
                "toolkit's validation and saved through the write path; the folder and id "
                "change with the Move… action."
            )

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean()
        if self.errors or "content" not in self.fields:
            return cleaned
        row = self.instance
        content = cleaned["content"].replace("\r\n", "\n")
        try:
            document = parse_document(content, folder=row.folder, path=row.path)
            if document.brain_id != row.brain_id:
                raise ValidationError(
                    MSG_ID_CHANGED.format(new=document.brain_id, old=row.brain_id)
                )
            # The whole admin request is one transaction: a later failure rolls this back too.
            self.written = document_write(
                brain=row.brain_ref,
                document=document,
                expected_hash=cleaned["expected_hash"],
                actor=Actor(ACTOR_TYPE, self.actor_user, ACTOR_LABEL),
            )
        except REFUSED as error:
            raise ValidationError(error_message(error)) from None
        return cleaned

    def _post_clean(self) -> None:
        # Never copy form data onto the row: only the write path changes documents.
        pass


# --- intermediate pages of actions --------------------------------------------------------


class MergeForm(forms.Form):
    target = forms.CharField(
        label="Merge into",
        max_length=128,
        help_text="The id (or an alias) of the page that absorbs the selected documents.",
    )


class MoveForm(forms.Form):
    folder = forms.CharField(
        required=False,
        max_length=300,
        help_text="New folder, e.g. people or projects/acme; '/' for the root; empty keeps it.",
    )
    new_id = forms.CharField(
        required=False,
        max_length=128,
        label="New id",
        help_text="Rename (one document only); links to it are rewritten. Empty keeps it.",
    )

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean()
        if not cleaned.get("folder", "").strip() and not cleaned.get("new_id", "").strip():
            raise ValidationError(MSG_MOVE_NOTHING)
        return cleaned


def restore_version(
    request: HttpRequest,
    version: BrainDocumentVersion,
    *,
    row: BrainDocument | None,
    expected_hash: str | None,
) -> BrainDocument | None:
    """Write an old version's text through the write path: over the document as it is now
    (same id, current folder, stale-checked), or as a new document when it was deleted."""
    if row is not None:
        folder, path_now = row.folder, row.path
    else:
        folder = version.path.rpartition("/")[0]
        path_now = document_relpath(folder, version.brain_id)
    try:
        document = parse_document(version.content, folder=folder, path=path_now)
        if row is not None and document.brain_id != row.brain_id:
            messages.error(
                request,
                MSG_RESTORE_OTHER_ID.format(
                    version=version.pk, old=document.brain_id, new=row.brain_id
                ),
            )
            return None
        written = document_write(
            brain=version.brain_ref,
            document=document,
            expected_hash=expected_hash if row is not None else None,
            actor=Actor(
                ACTOR_TYPE, request.user, f"{ACTOR_LABEL}: restore of version {version.pk}"
            ),
            action="restore",
        )
    except REFUSED as error:
        messages.error(request, f"{path_now}: {error_message(error)}")
        return None
    messages.success(request, MSG_RESTORED.format(path=written.path, version=version.pk))
    return written
