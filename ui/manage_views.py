"""The UI's management pages (docs/ui.md): the user's API tokens, a brain's allow-list, and
moving, renaming and deleting a document. Thin views over ui.manage.

Every page needs the signed-in user; a brain they may not see is a 404 (brain.access), one they
see but may not manage or change is a 403. Every write is a POST carrying the CSRF token.
"""

from __future__ import annotations

from typing import Any, Final

from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponseBase
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods

from brain.access import AccessError, may_manage_brain, user_may
from brain.api.errors import ApiError
from brain.models import BrainDocument
from brain.store import DatabaseStore
from brain.toolkit.errors import STALE_WRITE, CommandError
from brain.toolkit.problems import DocumentError
from ui import manage, selectors
from ui.views import page_context, ui_page

MSG_NO_DOCUMENT: Final = "no document {brain_id!r}"
MSG_MAY_NOT_MANAGE: Final = "you may not manage who sees brain {brain!r}"
MSG_MAY_NOT_CHANGE: Final = "you may not change brain {brain!r}"
MSG_STALE: Final = (
    "The document changed since you opened this page, so nothing was done. "
    "Check what it is now and confirm again."
)
MSG_NOTHING_TO_MOVE: Final = "Give a new folder or a new id: this is where the document is now."
MSG_MOVED: Final = "Moved {old} to {path}."
MSG_RETARGETED: Final = " Links rewritten in: {ids}."
MSG_DELETED: Final = "Deleted {id} ({path})."
MSG_ADDED: Final = "Added {user} to the allow-list."
MSG_REMOVED: Final = "Removed {user} from the allow-list."
MSG_TOKEN_REVOKED: Final = "Revoked token {prefix}."
MSG_UNKNOWN_ACTION: Final = "Unknown action."

ALLOW_LIST_ACTIONS: Final = ("add", "remove")


# --- tokens -----------------------------------------------------------------------------------


def _token_context(request: HttpRequest, **extra: Any) -> dict[str, Any]:
    return {
        "tokens": list(manage.tokens_of(request.user)),  # type: ignore[arg-type]
        "choices": selectors.brain_choices(user=request.user),
        "scopes": manage.SCOPES,
        "form": {"name": "", "scope": "read", "brain": ""},
        **extra,
    }


@ui_page
@require_http_methods(["GET", "POST"])
def tokens(request: HttpRequest) -> HttpResponseBase:
    """The user's own tokens; a POST makes one and shows its key on this response only."""
    if request.method != "POST":
        return render(request, "ui/tokens.html", _token_context(request))
    form = {
        "name": request.POST.get("name", "").strip()[:200],
        "scope": request.POST.get("scope", ""),
        "brain": request.POST.get("brain", ""),
    }
    choices = {str(c.brain.pk): c.brain for c in selectors.brain_choices(user=request.user)}
    try:
        if form["brain"] and form["brain"] not in choices:
            raise manage.TokenRefused(manage.MSG_NO_BRAIN)
        token, key = manage.create_token(
            user=request.user,  # type: ignore[arg-type]
            scope=form["scope"],
            brain=choices.get(form["brain"]),
            name=form["name"],
        )
    except manage.TokenRefused as refused:
        context = _token_context(request, form=form, error=str(refused))
        return render(request, "ui/tokens.html", context, status=400)
    response = render(request, "ui/tokens.html", _token_context(request, created=token, key=key))
    response["Cache-Control"] = "no-store"  # the key is on this page once; keep it out of caches
    return response


@ui_page
@require_http_methods(["GET", "POST"])
def token_revoke(request: HttpRequest, prefix: str) -> HttpResponseBase:
    """Confirm (GET), then revoke (POST) one of the user's own live tokens; anyone else's is a
    404, the same as one that does not exist."""
    token = manage.own_token(request.user, prefix)  # type: ignore[arg-type]
    if token is None:
        raise Http404("no such token")
    if request.method == "POST":
        manage.revoke_token(user=request.user, prefix=token.prefix)  # type: ignore[arg-type]
        messages.success(request, MSG_TOKEN_REVOKED.format(prefix=token.prefix))
        return redirect("ui:tokens")
    return render(request, "ui/token_revoke.html", {"token": token})


# --- the allow-list ---------------------------------------------------------------------------


@ui_page
@require_http_methods(["GET", "POST"])
def access(request: HttpRequest, brain: str) -> HttpResponseBase:
    """A brain's allow-list, for those who may manage it (404 for those who may not see the
    brain, 403 for those who see it but may not manage it)."""
    store = selectors.brain_store(user=request.user, ref=brain)
    if not may_manage_brain(request.user, store.brain):
        raise PermissionDenied(MSG_MAY_NOT_MANAGE.format(brain=store.brain.slug))
    ref = selectors.brain_ref(user=request.user, store=store)
    if request.method == "POST":
        action = request.POST.get("action", "")
        user_id = request.POST.get("user", "")
        try:
            if action == "add":
                manage_too = request.POST.get("manage") == "on"
                added = manage.allow_list_add(store.brain, user_id, manage=manage_too)
                messages.success(request, MSG_ADDED.format(user=added.get_username()))
            elif action == "remove":
                removed = manage.allow_list_remove(store.brain, user_id)
                messages.success(request, MSG_REMOVED.format(user=removed.get_username()))
            else:
                messages.error(request, MSG_UNKNOWN_ACTION)
        except AccessError as error:
            messages.error(request, str(error))
        if not may_manage_brain(request.user, store.brain):
            # They took themselves off the list: the page is no longer theirs to see.
            return redirect("ui:index")
        return redirect("ui:access", ref)
    context = page_context(request, brain, store)
    context["allow_list"] = manage.allow_list(store.brain)
    return render(request, "ui/access.html", context)


# --- move and delete --------------------------------------------------------------------------


def _writable(
    request: HttpRequest, brain: str, brain_id: str
) -> tuple[DatabaseStore, BrainDocument]:
    """The brain (404 when the user may not see it; 403 when they may not change it) and the
    document (404 when the brain has none by that id)."""
    store = selectors.brain_store(user=request.user, ref=brain)
    if not user_may(request.user, store.brain, "change"):
        raise PermissionDenied(MSG_MAY_NOT_CHANGE.format(brain=store.brain.slug))
    row = manage.document_row(store=store, brain_id=brain_id)
    if row is None:
        raise Http404(MSG_NO_DOCUMENT.format(brain_id=brain_id))
    return store, row


def _error_message(error: Exception) -> tuple[str, int]:
    """What a refused move or delete says on the page, and the page's status."""
    if isinstance(error, ApiError | CommandError) and error.code == STALE_WRITE:
        return MSG_STALE, 409
    if isinstance(error, DocumentError):
        return error.summary(), 400
    return str(error), 400


@ui_page
@require_http_methods(["GET", "POST"])
def move(request: HttpRequest, brain: str, brain_id: str) -> HttpResponseBase:
    """Choose a new folder and/or id (GET), preview the links a rename rewrites, confirm (POST):
    the registry's `move`, refused when the document changed since the preview."""
    store, row = _writable(request, brain, brain_id)
    ref = selectors.brain_ref(user=request.user, store=store)
    data = request.POST if request.method == "POST" else request.GET
    folder = data.get("folder", row.folder).strip().strip("/")
    new_id = data.get("new_id", row.brain_id).strip()
    context = page_context(request, brain, store, open_folder=row.folder, current_id=row.brain_id)
    context.update(row=row, folder=folder, new_id=new_id, expected_hash=row.content_hash)
    asked = "folder" in data or "new_id" in data
    changes = folder != row.folder or new_id != row.brain_id
    if asked and not changes:
        context["error"] = MSG_NOTHING_TO_MOVE
        return render(request, "ui/move.html", context, status=400)
    if request.method == "POST":
        try:
            result = manage.move_document(
                user=request.user,  # type: ignore[arg-type]
                brain=store.brain,
                brain_id=row.brain_id,
                folder=folder if folder != row.folder else None,
                new_id=new_id if new_id != row.brain_id else None,
                expected_hash=request.POST.get("expected_hash", ""),
            )
        except (ApiError, CommandError, DocumentError) as error:
            context["error"], status = _error_message(error)
            context["preview"] = asked and changes
            context["rewrites"] = manage.rename_preview(store=store, old=row.brain_id, new=new_id)
            return render(request, "ui/move.html", context, status=status)
        message = MSG_MOVED.format(old=row.path, path=result["to"])
        if result["retargeted"]:
            message += MSG_RETARGETED.format(ids=", ".join(result["retargeted"]))
        messages.success(request, message)
        return redirect("ui:document", ref, result["id"])
    if asked:
        context["preview"] = True
        context["rewrites"] = manage.rename_preview(store=store, old=row.brain_id, new=new_id)
    return render(request, "ui/move.html", context)


@ui_page
@require_http_methods(["GET", "POST"])
def delete(request: HttpRequest, brain: str, brain_id: str) -> HttpResponseBase:
    """What deleting the document would break (the `delete` dry run), then a confirm POST that
    deletes it through the same command, refused when the document changed since."""
    store, row = _writable(request, brain, brain_id)
    ref = selectors.brain_ref(user=request.user, store=store)
    context = page_context(request, brain, store, open_folder=row.folder, current_id=row.brain_id)
    status = 200
    if request.method == "POST":
        try:
            result = manage.delete_document(
                user=request.user,  # type: ignore[arg-type]
                brain=store.brain,
                brain_id=row.brain_id,
                expected_hash=request.POST.get("expected_hash", ""),
            )
        except (ApiError, CommandError) as error:
            context["error"], status = _error_message(error)
        else:
            messages.success(request, MSG_DELETED.format(id=result["id"], path=result["path"]))
            return redirect("ui:brain", ref)
    row.refresh_from_db()
    dry_run = manage.delete_dry_run(
        user=request.user,  # type: ignore[arg-type]
        brain=store.brain,
        brain_id=row.brain_id,
    )
    context.update(
        row=row,
        breaks=manage.breakage(store=store, dry_run=dry_run),
        expected_hash=row.content_hash,
    )
    return render(request, "ui/delete.html", context, status=status)
