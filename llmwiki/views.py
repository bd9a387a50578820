"""The memory browser: one provider-aware page for the application's memory (Settings,
`/memory/`, staff only) and a Pen's (`/pens/<short-name>_<uuid>/memory/`, its owner and
members). Anyone else gets a 404, as for a scope that does not exist (llmwiki.scopes).

Tabs: Pages (always), Map and Connections (only while the LLM Wiki is the active provider).
The switcher activates another provider (a POST with CSRF: only the binding changes, and the
LLM Wiki's root is created on first use). The popup's documents come from `document` as JSON;
browsing never writes. Data shaping lives in llmwiki/browser.py.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponseBase, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from goat.security import with_policy
from llmwiki import browser
from llmwiki.hindsight import HindsightError
from llmwiki.providers import LABELS, LLM_WIKI, LlmWikiProvider, MemoryNotFound, provider_for
from llmwiki.scopes import MemoryScope, ScopeError, application_scope, pen_scope

TABS: Final = ("pages", "map", "connections")
MSG_NO_TAB: Final = "no tab {tab!r} here"
MSG_NO_DOCUMENT: Final = "give ?page=<name> or ?source=<id>"
View = Callable[..., HttpResponseBase]


def memory_page(view: View) -> View:
    """Signed-in users only (others go to the UI's login page) and the UI's CSP."""
    return login_required(with_policy(view), login_url="ui:login")


def _scope(request: HttpRequest, pen: str | None) -> MemoryScope:
    if pen is None:
        return application_scope(user=request.user)
    return pen_scope(user=request.user, ref=pen)


def _url(name: str, pen: str | None) -> str:
    return reverse(f"memory:{name}", kwargs={"pen": pen} if pen is not None else None)


def _context(request: HttpRequest, scope: MemoryScope, pen: str | None) -> dict[str, Any]:
    active = provider_for(scope)
    shown_key = request.GET.get("provider") or active.key
    if shown_key not in LABELS:
        raise Http404(f"no provider {shown_key!r}")
    shown = active if shown_key == active.key else provider_for(scope, shown_key)
    tab = request.GET.get("tab", "pages")
    graph_tabs = active.has_graph and shown is active
    if tab not in TABS or (tab != "pages" and not graph_tabs):
        raise Http404(MSG_NO_TAB.format(tab=tab))
    home = _url("browser", pen)
    context: dict[str, Any] = {
        "scope": scope,
        "scope_title": "Settings · Memory" if scope.pen is None else f"{scope.pen.name} · Memory",
        "home": home,
        "doc_base": _url("document", pen),
        "activate_url": _url("activate", pen),
        "active": active,
        "shown": shown,
        "browsing_inactive": shown is not active,
        "providers": browser.provider_rows(scope, active),
        "tab": tab,
        "graph_tabs": graph_tabs,
        "message": getattr(shown, "message", ""),
        "empty": browser.empty_state(scope, shown.key),
    }
    doc_url = browser.doc_url_for(context["doc_base"])
    if tab == "pages":
        shown_url = browser.doc_url_for(
            context["doc_base"], provider=None if shown is active else shown.key
        )
        try:
            pages = shown.list_pages(limit=browser.PAGE_LIMIT)
        except HindsightError as error:  # its server is down or refused: say so on the page
            pages, context["message"] = [], error.message
        context["pages"] = [{"page": page, "url": shown_url("page", page.name)} for page in pages]
    else:
        assert isinstance(active, LlmWikiProvider)
        graph = active.graph()
        context["graph"] = graph
        if tab == "map":
            context["map"] = browser.map_data(graph, doc_url)
        else:
            rows = browser.connections_data(graph)
            context["connections"] = rows
            context["chart"] = {"rows": rows[: browser.CHART_LIMIT], "total": len(rows)}
    return context


@memory_page
@require_GET
def memory_browser(request: HttpRequest, pen: str | None = None) -> HttpResponseBase:
    scope = _scope(request, pen)
    return render(request, "llmwiki/browser.html", _context(request, scope, pen))


@memory_page
@require_GET
def document(request: HttpRequest, pen: str | None = None) -> HttpResponseBase:
    """The popup's document as JSON: a rendered page, or a raw source's text (read-only)."""
    scope = _scope(request, pen)
    page, source = request.GET.get("page"), request.GET.get("source")
    key = request.GET.get("provider") or None
    if key is not None and key not in LABELS:
        raise Http404(f"no provider {key!r}")
    provider = provider_for(scope, key)
    doc_url = browser.doc_url_for(_url("document", pen), provider=key)
    try:
        if source is not None:
            if not isinstance(provider, LlmWikiProvider):
                raise MemoryNotFound(source)
            found = provider.read_source(source)
        elif page is not None:
            found = provider.read_page(page)
        else:
            return JsonResponse({"error": MSG_NO_DOCUMENT}, status=400)
    except MemoryNotFound as error:
        raise Http404(str(error)) from None
    except HindsightError as error:
        return JsonResponse({"error": error.message}, status=502)
    response = JsonResponse(browser.render_document(provider, found, doc_url))
    response["Cache-Control"] = "no-store"
    return response


@memory_page
@require_POST
def activate(request: HttpRequest, pen: str | None = None) -> HttpResponseBase:
    """Make another provider the active one (only the binding changes; see llmwiki.scopes)."""
    scope = _scope(request, pen)
    key = request.POST.get("provider", "")
    try:
        browser.activate(
            scope, key, actor=request.user, hindsight_bank=request.POST.get("hindsight_bank", "")
        )
    except ScopeError as error:
        context = _context(request, scope, pen)
        context["error"] = error.message
        return render(request, "llmwiki/browser.html", context, status=400)
    return redirect(_url("browser", pen) + ("?tab=map" if key == LLM_WIKI else ""))
