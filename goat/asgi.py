"""The one ASGI application (served by uvicorn: `uvicorn goat.asgi:application`).

Django, with its static files served as `runserver` serves them when DEBUG is on (or
`SERVE_STATIC` is: the tests' and benches' servers, with DEBUG off), wrapped by
the API's ASGI layer (brain/api/asgi.py): the MCP connector at `/mcp/{brain}/`, the LLM
Wiki's at `/mcp/~…` (llmwiki/api/mcp.py), the ASGI lifespan, and the cap on request bodies.
Like goat/urls.py's `include("brain.api.urls")`, this composition names the apps' parts by
their dotted paths: it and goat/urls.py are the only places below the apps that reach them.
"""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "goat.settings")
# This process serves HTTP: its requests share a pool of database connections (settings.py,
# DATABASE_POOL_SIZE).
os.environ["GOAT_WEB_SERVER"] = "true"

django_application = get_asgi_application()

# Loaded once Django is set up: the wrapper's modules use the models.
from django.conf import settings  # noqa: E402
from django.contrib.staticfiles.handlers import ASGIStaticFilesHandler  # noqa: E402
from django.utils.module_loading import import_string  # noqa: E402

API_WRAPPER = "brain.api.asgi.wrap"
# Other apps' MCP endpoints, by path prefix: (the prefix's dotted path, the endpoint class's).
CONNECTORS = [("llmwiki.api.mcp.PREFIX", "llmwiki.api.mcp.WikiMcpHttpApp")]

if settings.DEBUG or settings.SERVE_STATIC:
    django_application = ASGIStaticFilesHandler(django_application)

connectors = [(import_string(prefix), import_string(app)()) for prefix, app in CONNECTORS]
application = import_string(API_WRAPPER)(django_application, connectors)
