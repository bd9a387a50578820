"""The memory browser (llmwiki/views.py): the application's at /memory/ and a Pen's at
/pens/<short-name>_<uuid>/memory/. The same names reverse to either, with or without `pen`."""

from django.urls import path

from llmwiki import views

app_name = "memory"

urlpatterns = [
    path("memory/", views.memory_browser, name="browser"),
    path("memory/doc/", views.document, name="document"),
    path("memory/activate/", views.activate, name="activate"),
    path("pens/<str:pen>/memory/", views.memory_browser, name="browser"),
    path("pens/<str:pen>/memory/doc/", views.document, name="document"),
    path("pens/<str:pen>/memory/activate/", views.activate, name="activate"),
]
