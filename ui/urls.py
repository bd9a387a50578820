"""The staff Brain UI, mounted at /brain/ (docs/ui.md)."""

from django.urls import path

from ui import live, views

app_name = "ui"

urlpatterns = [
    path("", views.index, name="index"),
    path("login/", views.login, name="login"),
    path("logout/", views.logout, name="logout"),
    path("<str:brain>/", views.brain_home, name="brain"),
    path("<str:brain>/search/", views.search, name="search"),
    path("<str:brain>/events/", live.events, name="events"),
    path("<str:brain>/doc/<str:brain_id>/", views.document, name="document"),
]
