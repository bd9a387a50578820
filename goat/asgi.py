"""The one ASGI application (served by uvicorn: `uvicorn goat.asgi:application`).

`/mcp/…` goes to the MCP connector (brain/api/mcp.py); everything else to Django, with its
static files served as `runserver` serves them when DEBUG is on. The ASGI lifespan runs the
MCP connector's session manager (Django itself takes no lifespan events).

Django's ASGI handler reads a whole body (spooling it to disk) before any view sees it, so the
cap on bodies is kept here, in front of it: a Content-Length over `MAX_BODY_BYTES` (the
largest body any endpoint takes: a tool call with a 5 MiB document) is answered 413 without
keeping a byte (one up to `DRAIN_BYTES` is read and dropped first, so a client still sending
it gets the answer rather than a reset connection; a larger one is answered at once), and a
body without a length is answered 413 as soon as it grows past the cap. Each endpoint's own,
smaller cap (the Jamie webhook's) is still its view's to answer.
"""

import json
import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "goat.settings")

django_application = get_asgi_application()

# Imported once Django is set up: the connector's modules use the models.
from django.conf import settings  # noqa: E402
from django.contrib.staticfiles.handlers import ASGIStaticFilesHandler  # noqa: E402
from starlette.types import Message, Receive, Scope, Send  # noqa: E402

from brain.api.mcp import PREFIX, McpHttpApp  # noqa: E402
from brain.api.parsing import MAX_BODY_BYTES, MSG_TOO_LARGE  # noqa: E402

DRAIN_BYTES = 4 * MAX_BODY_BYTES

if settings.DEBUG:
    django_application = ASGIStaticFilesHandler(django_application)

mcp_application = McpHttpApp()


async def application(scope: Scope, receive: Receive, send: Send) -> None:
    if scope["type"] == "lifespan":
        await _lifespan(receive, send)
    elif scope["type"] == "http" and (scope["path"] + "/").startswith(PREFIX):
        await mcp_application(scope, receive, send)
    elif scope["type"] == "http":
        await _capped(scope, receive, send)
    else:
        await django_application(scope, receive, send)


async def _capped(scope: Scope, receive: Receive, send: Send) -> None:
    declared = next((v for k, v in scope["headers"] if k.lower() == b"content-length"), None)
    if declared is not None and declared.isdigit() and int(declared) > MAX_BODY_BYTES:
        if int(declared) <= DRAIN_BYTES:
            await _drain(receive)
        await _too_large(send)
        return
    received = 0

    async def capped_receive() -> Message:
        nonlocal received
        message = await receive()
        if message["type"] == "http.request":
            received += len(message.get("body", b""))
            if received > MAX_BODY_BYTES:
                raise _TooLarge
        return message

    try:
        await django_application(scope, capped_receive, send)
    except _TooLarge:
        # Raised while Django reads the body, before it has answered anything.
        await _too_large(send)


class _TooLarge(Exception):
    pass


async def _drain(receive: Receive) -> None:
    while True:
        message = await receive()
        if message["type"] != "http.request" or not message.get("more_body", False):
            return


async def _too_large(send: Send) -> None:
    message = MSG_TOO_LARGE.format(limit=MAX_BODY_BYTES)
    body = json.dumps({"error": {"code": "too_large", "message": message}}).encode()
    headers = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body)).encode()),
    ]
    await send({"type": "http.response.start", "status": 413, "headers": headers})
    await send({"type": "http.response.body", "body": body})


async def _lifespan(receive: Receive, send: Send) -> None:
    await receive()  # lifespan.startup
    async with mcp_application.lifespan():
        await send({"type": "lifespan.startup.complete"})
        await receive()  # lifespan.shutdown
    await send({"type": "lifespan.shutdown.complete"})
