from django.contrib import admin
from django.contrib.admin.views.decorators import staff_member_required
from django.urls import path
from drf_spectacular.views import (
    SpectacularAPIView,
    SpectacularRedocView,
    SpectacularSwaggerView,
)
from markdownx.views import MarkdownifyView

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="schema"), name="swagger-ui"),
    # Redoc from a template that loads nothing from other hosts (see the template).
    path(
        "api/redoc/",
        SpectacularRedocView.as_view(url_name="schema", template_name="goat/redoc.html"),
        name="redoc",
    ),
    # The editor's live preview, for staff only. markdownx's image upload is not mounted:
    # documents are text, and an open upload endpoint would take anyone's files.
    path(
        "markdownx/markdownify/",
        staff_member_required(MarkdownifyView.as_view()),
        name="markdownx_markdownify",
    ),
]
