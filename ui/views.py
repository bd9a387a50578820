"""The staff Brain UI's pages: thin views over ui.selectors (reads scoped by brain.access).

Every page needs a signed-in user (anonymous users are sent to the UI's login page) and carries
the UI's Content-Security-Policy (goat/security.py). A brain or document the user may not see is
a 404, the same as one that does not exist.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any, Final
from urllib.parse import quote

from django.contrib.auth import views as auth_views
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseBase
from django.shortcuts import redirect, render
from django.urls import reverse

from brain.access import AmbiguousBrain
from brain.api.files import MSG_NO_FILE, file_response
from brain.store import DatabaseStore
from brain.toolkit.errors import CommandError
from goat.security import with_policy
from ui import selectors
from ui.graph import brain_graph
from ui.tree import tree_html

LOGIN_URL: Final = "ui:login"
View = Callable[..., HttpResponseBase]


def ui_page(view: View) -> View:
    """Signed-in users only, the UI's CSP, and a choice page for an ambiguous brain slug."""

    @wraps(view)
    def wrapped(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponseBase:
        try:
            return view(request, *args, **kwargs)
        except AmbiguousBrain as error:
            context = {"message": error.message, "brains": error.brains}
            return render(request, "ui/ambiguous.html", context, status=300)

    return login_required(with_policy(wrapped), login_url=LOGIN_URL)


def _document_url(ref: str) -> selectors.DocumentUrl:
    # One reverse() for the page, not one per document of the tree.
    prefix = reverse("ui:document", args=[ref, "-"])[: -len("-/")]

    def url(brain_id: str) -> str:
        return f"{prefix}{quote(brain_id, safe='')}/"

    return url


def page_context(
    request: HttpRequest,
    ref: str,
    store: DatabaseStore,
    *,
    open_folder: str | None = None,
    current_id: str | None = None,
) -> dict[str, Any]:
    choices = selectors.brain_choices(user=request.user)
    current = next((c for c in choices if c.brain.pk == store.brain.pk), None)
    ref = current.ref if current is not None else ref
    tree = selectors.document_tree(store=store, open_folder=open_folder)
    return {
        "brain": store.brain,
        "ref": ref,
        "choices": choices,
        "may_write": current is not None and current.may_write,
        "tree": tree,
        "tree_html": tree_html(tree, url=_document_url(ref), current=current_id),
        "current_id": current_id,
        "query": "",
    }


@ui_page
def index(request: HttpRequest) -> HttpResponseBase:
    choices = selectors.brain_choices(user=request.user)
    if not choices:
        return render(request, "ui/no_brains.html", {"choices": choices})
    return redirect("ui:brain", choices[0].ref)


@ui_page
def brain_home(request: HttpRequest, brain: str) -> HttpResponseBase:
    store = selectors.brain_store(user=request.user, ref=brain)
    context = page_context(request, brain, store)
    context["recent"] = selectors.recent_documents(store=store)
    return render(request, "ui/brain.html", context)


@ui_page
def document(request: HttpRequest, brain: str, brain_id: str) -> HttpResponseBase:
    store = selectors.brain_store(user=request.user, ref=brain)
    ref = selectors.brain_ref(user=request.user, store=store)
    page = selectors.document_page(store=store, brain_id=brain_id, document_url=_document_url(ref))
    if page.row.status == "merged" and page.row.merged_into:
        return redirect("ui:document", ref, page.row.merged_into)
    context = page_context(
        request, brain, store, open_folder=page.row.folder, current_id=page.row.brain_id
    )
    context["page"] = page
    return render(request, "ui/document.html", context)


@ui_page
def search(request: HttpRequest, brain: str) -> HttpResponseBase:
    store = selectors.brain_store(user=request.user, ref=brain)
    context = page_context(request, brain, store)
    text = request.GET.get("q", "").strip()
    try:
        hits = selectors.search_hits(store=store, text=text) if text else []
    except CommandError as error:  # the query tool's refusal, in its words
        context.update(query=text, hits=[], error=error.message)
        return render(request, "ui/search.html", context, status=400)
    context.update(query=text, hits=hits)
    return render(request, "ui/search.html", context)


@ui_page
def graph(request: HttpRequest, brain: str) -> HttpResponseBase:
    store = selectors.brain_store(user=request.user, ref=brain)
    ref = selectors.brain_ref(user=request.user, store=store)
    focus = request.GET.get("doc", "").strip() or None
    choices = selectors.brain_choices(user=request.user)
    current = next((c for c in choices if c.brain.pk == store.brain.pk), None)
    # The graph takes the whole width: no folder tree on this page (nor its cost).
    context = {
        "brain": store.brain,
        "ref": ref,
        "choices": choices,
        "may_write": current is not None and current.may_write,
        "tree": None,
        "query": "",
        "graph": brain_graph(store=store, document_url=_document_url(ref), focus=focus),
    }
    return render(request, "ui/graph.html", context)


login = with_policy(
    auth_views.LoginView.as_view(
        template_name="ui/login.html", redirect_authenticated_user=True, next_page="ui:index"
    )
)


def logout(request: HttpRequest) -> HttpResponse:
    response: HttpResponse = auth_views.LogoutView.as_view(next_page=LOGIN_URL)(request)
    return response


@ui_page
def stored_file(
    request: HttpRequest, brain: str, path: str, brain_id: str | None = None
) -> HttpResponseBase:
    """A file the brain keeps (an original, an attachment), access-checked as the brain's pages
    are (404 for a brain the user may not see) and never rendered: brain.api.files says how it
    is served. Also under a document's URL, so a body's relative `files/…` address resolves."""
    store = selectors.brain_store(user=request.user, ref=brain)
    if brain_id is not None:  # the document's URL + `files/…`: the attachment area
        path = f"files/{path}"
    found = selectors.brain_file(store=store, path=path)
    if found is None:
        raise Http404(MSG_NO_FILE.format(path=path[:200]))
    return file_response(found.data, path=found.path, content_type=found.content_type)
