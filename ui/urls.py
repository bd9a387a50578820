"""The staff Brain UI, mounted at /brain/ (docs/ui.md)."""

from django.urls import path

from ui import editor_views, views

app_name = "ui"

urlpatterns = [
    path("", views.index, name="index"),
    path("login/", views.login, name="login"),
    path("logout/", views.logout, name="logout"),
    path("<str:brain>/", views.brain_home, name="brain"),
    path("<str:brain>/search/", views.search, name="search"),
    path("<str:brain>/doc/<str:brain_id>/", views.document, name="document"),
    # The editor (ui/editor_views.py).
    path("<str:brain>/doc/<str:brain_id>/edit/", editor_views.document_edit, name="document_edit"),
    path("<str:brain>/doc/<str:brain_id>/save/", editor_views.document_save, name="document_save"),
    path("<str:brain>/doc/<str:brain_id>/text/", editor_views.document_text, name="document_text"),
    path("<str:brain>/links/", editor_views.link_choices, name="link_choices"),
]
