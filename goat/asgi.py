"""The one ASGI application (served by uvicorn: `uvicorn goat.asgi:application`).

`/mcp/…` goes to the MCP connector (brain/api/mcp.py); everything else to Django, with its
static files served as `runserver` serves them when DEBUG is on. The ASGI lifespan runs the
MCP connector's session manager (Django itself takes no lifespan events).
"""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "goat.settings")

django_application = get_asgi_application()

# Imported once Django is set up: the connector's modules use the models.
from django.conf import settings  # noqa: E402
from django.contrib.staticfiles.handlers import ASGIStaticFilesHandler  # noqa: E402
from starlette.types import Receive, Scope, Send  # noqa: E402

from brain.api.mcp import PREFIX, McpHttpApp  # noqa: E402

if settings.DEBUG:
    django_application = ASGIStaticFilesHandler(django_application)

mcp_application = McpHttpApp()


async def application(scope: Scope, receive: Receive, send: Send) -> None:
    if scope["type"] == "lifespan":
        await _lifespan(receive, send)
    elif scope["type"] == "http" and (scope["path"] + "/").startswith(PREFIX):
        await mcp_application(scope, receive, send)
    else:
        await django_application(scope, receive, send)


async def _lifespan(receive: Receive, send: Send) -> None:
    await receive()  # lifespan.startup
    async with mcp_application.lifespan():
        await send({"type": "lifespan.startup.complete"})
        await receive()  # lifespan.shutdown
    await send({"type": "lifespan.shutdown.complete"})
