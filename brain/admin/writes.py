"""The admin's calls into the services: the content form, action forms and restore.

Every write first gets the brain through `brain.store.store_for_user` with the `change`
permission (Http404 or PermissionDenied otherwise), then calls a service or a toolkit command
with that store's brain and actor. Refusals come back in the toolkit's words
(`error_message`); nothing here saves a row itself.
"""

from __future__ import annotations

from typing import Any, Final

from django import forms
from django.contrib import messages
from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.models import AnonymousUser
from django.core.exceptions import ValidationError
from django.http import HttpRequest

from brain.api.errors import as_api_error
from brain.models import BrainDocument, BrainDocumentVersion
from brain.services import Actor
from brain.services.editing import Saved, document_save_text, version_restore
from brain.services.history import version_label
from brain.store import DatabaseStore, store_for_user
from brain.toolkit.errors import STALE_WRITE, CommandError
from brain.toolkit.problems import DocumentError

ACTOR_TYPE: Final = "user"
ACTOR_LABEL: Final = "admin"

MSG_CONFLICT: Final = (
    "Conflict: this document changed since you opened it (its hash is now {current:.12}…). "
    "Nothing was saved: copy your edit, reload the page and apply it again."
)
MSG_UNCHANGED: Final = "{path}: the text is unchanged; nothing was saved and no version written."
MSG_MERGED_STAYS: Final = "{path}: a merged document stays a tombstone; it was not archived"
MSG_MOVE_NOTHING: Final = "give a new folder, a new id, or both"
MSG_NEW_ID_NEEDS_ONE: Final = "a new id can be given only when one document is selected"
MSG_RESTORED: Final = "{path}: restored the text of {version}"
MSG_PROMOTED: Final = "Promoted {count} document(s) to active."
MSG_ARCHIVED: Final = "Archived {count} document(s)."
MSG_MERGED: Final = "Merged {source} into {target}; links rewritten in: {rewritten}."
MSG_MOVED: Final = "Moved {source} to {target}; links rewritten in: {rewritten}."


def error_message(error: Exception) -> str:
    """A refused write as the admin says it: the message the API answers it with (its one
    errors table, brain/api/errors.py), a refused document's problems one after another, and
    for a stale write what to do about it."""
    refused = as_api_error(error) if isinstance(error, REFUSED) else None
    if refused is None:
        raise TypeError(error)
    if refused.code == STALE_WRITE:
        return MSG_CONFLICT.format(current=refused.details.get("current_hash", ""))
    if "problems" in refused.details:
        return "; ".join(problem["message"] for problem in refused.details["problems"])
    return refused.message


REFUSED: Final = (DocumentError, CommandError)


def admin_actor(user: AbstractBaseUser | AnonymousUser) -> Actor:
    return Actor(ACTOR_TYPE, user if isinstance(user, AbstractBaseUser) else None, ACTOR_LABEL)


def store_for(request: HttpRequest, row: BrainDocument | BrainDocumentVersion) -> DatabaseStore:
    """The row's brain as the requesting user may change it (404/403 otherwise)."""
    return store_for_user(
        user=request.user,
        brain=row.brain_ref,
        permission="change",
        actor=admin_actor(request.user),
    )


# --- the change form ----------------------------------------------------------------------


class DocumentContentForm(forms.ModelForm):
    """Edits the canonical text; `clean` saves it through `document_save_text` or says why not."""

    expected_hash = forms.CharField(widget=forms.HiddenInput)
    actor_user: AbstractBaseUser | AnonymousUser | None = None  # set per request by get_form

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
        self.saved: Saved | None = None
        self.fields["expected_hash"].initial = self.instance.content_hash
        if "content" in self.fields:  # absent for view-only users
            self.fields["content"].strip = False
            self.fields["content"].help_text = (
                "The document file: YAML frontmatter and markdown body. It is checked by the "
                "toolkit's validation and saved through the write path, with `updated` set to "
                "now; the folder and id change with the Move… action."
            )

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean()
        if self.errors or "content" not in self.fields:
            return cleaned
        row = self.instance
        assert self.actor_user is not None
        store = store_for_user(
            user=self.actor_user,
            brain=row.brain_ref,
            permission="change",
            actor=admin_actor(self.actor_user),
        )
        try:
            # The whole admin request is one transaction: a later failure rolls this back too.
            self.saved = document_save_text(
                brain=store.brain,
                brain_id=row.brain_id,
                text=cleaned["content"],
                expected_hash=cleaned["expected_hash"],
                actor=store.actor,
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
        help_text="The id, an alias or the title of the page that absorbs the selected documents.",
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
    request: HttpRequest, version: BrainDocumentVersion, *, expected_hash: str | None
) -> BrainDocument | None:
    """Restore `version` through `version_restore`; the outcome as an admin message."""
    store = store_for(request, version)
    try:
        written = version_restore(version=version, expected_hash=expected_hash, actor=store.actor)
    except REFUSED as error:
        current = version.document
        path = current.path if current is not None else version.path
        messages.error(request, f"{path}: {error_message(error)}")
        return None
    messages.success(
        request, MSG_RESTORED.format(path=written.path, version=version_label(version))
    )
    return written
