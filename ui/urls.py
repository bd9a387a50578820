"""The staff Brain UI, mounted at /brain/ (docs/ui.md)."""

from django.urls import path

from ui import editor_views, live, manage_views, views

app_name = "ui"

urlpatterns = [
    path("", views.index, name="index"),
    path("login/", views.login, name="login"),
    path("logout/", views.logout, name="logout"),
    # `~` is never in a brain slug (a SlugField) nor an id: the user's own pages cannot collide.
    path("~/tokens/", manage_views.tokens, name="tokens"),
    path("~/tokens/<str:prefix>/revoke/", manage_views.token_revoke, name="token_revoke"),
    path("<str:brain>/", views.brain_home, name="brain"),
    path("<str:brain>/search/", views.search, name="search"),
    path("<str:brain>/graph/", views.graph, name="graph"),
    path("<str:brain>/events/", live.events, name="events"),
    path("<str:brain>/doc/<str:brain_id>/", views.document, name="document"),
    path("<str:brain>/access/", manage_views.access, name="access"),
    path("<str:brain>/files/<path:path>", views.stored_file, name="file"),
    # A body's relative `files/…` address, as the document page resolves it.
    path("<str:brain>/doc/<str:brain_id>/files/<path:path>", views.stored_file, name="doc_file"),
    path("<str:brain>/doc/<str:brain_id>/move/", manage_views.move, name="move"),
    path("<str:brain>/doc/<str:brain_id>/delete/", manage_views.delete, name="delete"),
    # The editor (ui/editor_views.py).
    path("<str:brain>/doc/<str:brain_id>/edit/", editor_views.document_edit, name="document_edit"),
    path("<str:brain>/doc/<str:brain_id>/save/", editor_views.document_save, name="document_save"),
    path("<str:brain>/doc/<str:brain_id>/text/", editor_views.document_text, name="document_text"),
    path("<str:brain>/links/", editor_views.link_choices, name="link_choices"),
]
