"""The REST API, mounted at `api/` by goat/urls.py (docs/api.md).

One URL per tool the registry offers on the `rest` surface when the URLs load (so the OpenAPI
schema has one operation per tool), then the generic route that serves any tool by name.
"""

from django.urls import path, re_path

from brain.toolkit.commands.registry import commands_for

from .files import FileUploadView, FileView
from .tools import SURFACE
from .views import BrainListView, ToolCallView, ToolListView, no_endpoint, tool_view

app_name = "api"

urlpatterns = [
    path("brains/", BrainListView.as_view(), name="brains"),
    path("brains/<str:brain>/tools/", ToolListView.as_view(), name="tools"),
    *(
        path(
            f"brains/<str:brain>/tools/{spec.tool_name}",
            tool_view(spec).as_view(),
            name=f"tool-{spec.tool_name}",
        )
        for spec in commands_for(surface=SURFACE)
    ),
    path("brains/<str:brain>/tools/<str:tool>", ToolCallView.as_view(), name="tool"),
    path("brains/<str:brain>/files/", FileUploadView.as_view(), name="files"),
    path("brains/<str:brain>/files/<path:path>", FileView.as_view(), name="file"),
    # Last: any other URL under api/ is a JSON 404, not Django's HTML page (goat/urls.py
    # mounts the LLM Wiki's routes, llmwiki/api/urls.py, ahead of these).
    re_path(r"^(?P<rest>.*)$", no_endpoint, name="no-endpoint"),
]
