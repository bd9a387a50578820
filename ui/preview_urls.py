"""The editors' live preview at `/markdownx/markdownify/`, where django-markdownx's widget posts
(by the URL name `markdownx_markdownify`); goat/urls.py mounts it at `markdownx/`."""

from django.urls import path

from ui.editor_views import markdown_preview

urlpatterns = [
    path("markdownify/", markdown_preview, name="markdownx_markdownify"),
]
