from typing import NoReturn

from csp.decorators import csp_update
from django.contrib import admin
from django.http import Http404, HttpRequest
from django.templatetags.static import static
from django.urls import include, path
from django.views.generic import RedirectView
from drf_spectacular.views import (
    SpectacularAPIView,
    SpectacularRedocView,
    SpectacularSwaggerView,
)

MSG_NOT_FOUND = "Not found."
# The app's icon (a static file), linked from every base template and behind /favicon.ico.
FAVICON = "ui/favicon.svg"


def not_found(request: HttpRequest, **kwargs: object) -> NoReturn:
    raise Http404(MSG_NOT_FOUND)


# The admin's user links lead to the staff UI and the memory browser by name
# (templates/admin/base_site.html); Django's vague "View site" link is hidden.
admin.site.site_url = None


class FaviconView(RedirectView):
    """`/favicon.ico`, which browsers ask for on a page that names no icon (the Swagger page):
    the app's icon among the static files, which every other page names itself."""

    def get_redirect_url(self, *args: object, **kwargs: object) -> str:
        return static(FAVICON)


urlpatterns = [
    # `/` is the staff UI, which sends anonymous users to its login page first.
    path("", RedirectView.as_view(pattern_name="ui:index"), name="home"),
    path("favicon.ico", FaviconView.as_view(), name="favicon"),
    # Django's "view on site" shortcut (admin/r/<content type>/<id>/) looks objects up without
    # brain.access, and its 404s differ for an object that exists and one that does not. No
    # model has a URL of its own, so it has no use here: every such URL is the same 404.
    path("admin/r/<path:rest>", not_found),
    path("admin/", admin.site.urls),
    # Webhooks authenticate with their own keys (ingest/keys.py), not sessions or tokens.
    path("api/webhooks/", include("ingest.urls")),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="schema"), name="swagger-ui"),
    # Redoc from a template that loads nothing from other hosts (see the template); its
    # images may also be blob: URLs, as the template's own policy allows.
    path(
        "api/redoc/",
        csp_update({"img-src": ["blob:"]})(
            SpectacularRedocView.as_view(url_name="schema", template_name="goat/redoc.html")
        ),
        name="redoc",
    ),
    # The staff Brain UI: server-rendered pages for signed-in users (ui/, docs/ui.md).
    path("brain/", include("ui.urls")),
    # The LLM Wiki's REST API (llmwiki/api/), ahead of the brains' API, whose last route
    # answers every other URL under api/.
    path("api/", include("llmwiki.api.urls")),
    # The REST API: brains and their tools (brain/api/, docs/api.md).
    path("api/", include("brain.api.urls")),
    # The editors' live preview, for staff and for users who may change a brain
    # (ui/editor_views.py). markdownx's image upload is not mounted: documents are text, and
    # an open upload endpoint would take anyone's files.
    path("markdownx/", include("ui.preview_urls")),
    # The memory browser: /memory/ (Settings) and /pens/<ref>/memory/ (llmwiki/views.py).
    path("", include("llmwiki.urls")),
]
