"""The staff UI's editor (docs/ui.md, "The editor"): the edit page and its JSON endpoints.

- `document_edit` (GET): the editor, for users who may change the brain; a read-only user gets
  a 403 page, an outsider the UI's 404.
- `document_save` (POST, CSRF): saves the text through `document_save_text` with the hash the
  editor started from and its editing session (autosaves of one session make one version);
  JSON: the new hash, or 409 with the current hash and text, or 400 with the toolkit's problems.
- `document_text` (GET): the document's current text and hash (the editor reloads from it).
- `link_choices` (GET ?q=): the `[[` picker's documents by title and alias, bounded.
- `markdown_preview` (POST, CSRF): django-markdownx's preview, for whoever may edit a brain.
"""

from __future__ import annotations

import uuid
from typing import Final

from django import forms
from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponseBase, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST
from markdownx.views import MarkdownifyView
from markdownx.widgets import MarkdownxWidget

from brain.access import brains_with_permission
from brain.api.errors import PERMISSION_DENIED, ApiError
from brain.services import Actor
from brain.services.editing import document_save_text
from brain.store import DatabaseStore, store_for_user
from brain.toolkit.errors import BAD_ARGUMENT, STALE_WRITE, CommandError
from brain.toolkit.problems import DocumentError
from ui import editing, selectors
from ui.views import page_context, ui_page

ACTOR_LABEL: Final = "editor"
MSG_READ_ONLY: Final = "You may read this brain, not change it."
MSG_BAD_SAVE: Final = "a save needs the text, the hash it started from and the editing session"
MSG_NOT_FOUND: Final = "Not found."


class EditorForm(forms.Form):
    """The editor's text, in django-markdownx's widget (its live preview)."""

    text = forms.CharField(
        strip=False,
        widget=MarkdownxWidget(
            attrs={
                "class": "editor-text",
                "rows": 30,
                "spellcheck": "false",
                "aria-label": "Document text: YAML frontmatter and markdown body",
                "aria-describedby": "editor-status editor-errors",
                "aria-autocomplete": "list",
            }
        ),
    )


class SaveForm(forms.Form):
    text = forms.CharField(strip=False)
    expected_hash = forms.RegexField(regex=r"\A[0-9a-f]{64}\Z")
    session = forms.RegexField(regex=editing.SESSION_PATTERN)


def _writer_store(request: HttpRequest, brain: str, session: str = "") -> DatabaseStore:
    """The brain as the user may change it: Http404 for an outsider, PermissionDenied for a
    reader. Saves are recorded as the user, through the editor, in its session."""
    actor = Actor("user", request.user, ACTOR_LABEL, editing_session=session)  # type: ignore[arg-type]
    return store_for_user(user=request.user, brain=brain, permission="change", actor=actor)


@ui_page
@require_GET
def document_edit(request: HttpRequest, brain: str, brain_id: str) -> HttpResponseBase:
    store = selectors.brain_store(user=request.user, ref=brain)
    ref = selectors.brain_ref(user=request.user, store=store)
    row = editing.editable_row(store=store, brain_id=brain_id)
    context = page_context(request, brain, store, open_folder=row.folder, current_id=row.brain_id)
    if not context["may_write"]:
        context["message"] = MSG_READ_ONLY
        context["row"] = row
        return render(request, "ui/read_only.html", context, status=403)
    if row.status == "merged" and row.merged_into:
        return redirect("ui:document_edit", ref, row.merged_into)
    context.update(
        row=row,
        form=EditorForm(initial={"text": row.content}),
        # One editing session per opened editor: its autosaves coalesce into one version.
        session=uuid.uuid4().hex,
        urls={
            "view": reverse("ui:document", args=[ref, row.brain_id]),
            "save": reverse("ui:document_save", args=[ref, row.brain_id]),
            "text": reverse("ui:document_text", args=[ref, row.brain_id]),
            "links": reverse("ui:link_choices", args=[ref]),
        },
    )
    return render(request, "ui/edit.html", context)


def _json_error(error: ApiError) -> JsonResponse:
    """A refusal in the API's one error shape, `{"error": {"code", "message", ...}}`."""
    return JsonResponse(error.body(), status=error.status)


@ui_page
@require_POST
def document_save(request: HttpRequest, brain: str, brain_id: str) -> HttpResponseBase:
    form = SaveForm(request.POST)
    if not form.is_valid():
        return _json_error(ApiError(BAD_ARGUMENT, MSG_BAD_SAVE, fields=sorted(form.errors)))
    data = form.cleaned_data
    # Form posts carry CRLF line ends; documents are LF.
    data["text"] = data["text"].replace("\r\n", "\n")
    try:
        store = _writer_store(request, brain, data["session"])
    except PermissionDenied:
        return _json_error(ApiError(PERMISSION_DENIED, MSG_READ_ONLY))
    try:
        saved = document_save_text(
            brain=store.brain,
            brain_id=brain_id,
            text=data["text"],
            expected_hash=data["expected_hash"],
            actor=store.actor,
        )
    except (DocumentError, CommandError) as error:
        refused = editing.refusal(error, data["text"])
        if refused.code == STALE_WRITE:
            current = editing.editable_row(store=store, brain_id=brain_id)
            refused.details.update(
                current_hash=current.content_hash,
                current_text=current.content,
                diff=editing.text_diff(current.content, data["text"]),
            )
        return _json_error(refused)
    row = saved.document
    return JsonResponse(
        {
            "saved": True,
            "changed": saved.changed,
            "coalesced": saved.coalesced,
            "hash": row.content_hash,
            "updated": row.updated_at.isoformat(),
        }
    )


@ui_page
@require_GET
def document_text(request: HttpRequest, brain: str, brain_id: str) -> HttpResponseBase:
    store = selectors.brain_store(user=request.user, ref=brain)
    row = editing.editable_row(store=store, brain_id=brain_id)
    return JsonResponse({"id": row.brain_id, "hash": row.content_hash, "text": row.content})


@ui_page
@require_GET
def link_choices(request: HttpRequest, brain: str) -> HttpResponseBase:
    store = selectors.brain_store(user=request.user, ref=brain)
    choices = editing.link_choices(store=store, text=request.GET.get("q", ""))
    return JsonResponse({"documents": [choice.as_dict() for choice in choices]})


_markdownify = MarkdownifyView.as_view()


def markdown_preview(request: HttpRequest) -> HttpResponseBase:
    """django-markdownx's preview (the shared safe renderer) for staff, who edit in the admin,
    and for users who may change at least one brain; anonymous users are sent to log in."""
    user = request.user
    if not user.is_authenticated:
        return redirect_to_login(request.get_full_path(), reverse("admin:login"))
    if not (user.is_active and (user.is_staff or brains_with_permission(user, "change").exists())):
        raise Http404(MSG_NOT_FOUND)
    return _markdownify(request)
