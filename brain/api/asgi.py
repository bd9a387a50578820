"""The API's part of the ASGI application (goat/asgi.py wraps Django with `wrap`).

- A path under one of the `connectors` goat/asgi.py hands in (the LLM Wiki's MCP server at
  `/mcp/~…`, llmwiki/api/mcp.py) goes to it, any other `/mcp/…` to the brains' MCP connector
  (brain/api/mcp.py), everything else to Django.
- The ASGI lifespan runs every MCP server's session manager (Django takes no lifespan
  events).
- Django's ASGI handler reads a whole body (spooling it to disk) before any view sees it, so
  the cap on bodies is kept here, in front of it: a Content-Length over `MAX_BODY_BYTES` (the
  largest body any endpoint takes: a tool call with a 5 MiB document) is answered 413 without
  keeping a byte (one up to `DRAIN_BYTES` is read and dropped first, so a client still
  sending it gets the answer rather than a reset connection; a larger one is answered at
  once), and a body without a length is answered 413 as soon as it grows past the cap. Each
  endpoint's own, smaller cap (the Jamie webhook's) is still its view's to answer. The MCP
  connector's transport applies the same cap itself. The one larger cap: a file upload
  (`POST /api/brains/{brain}/files/`, brain/api/files.py) may carry `GOAT_MAX_FILE_BYTES`
  plus the form's margin, and is refused as `file_too_large`.
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Sequence
from typing import Final

from django.conf import settings
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from brain.toolkit.originals import FILE_TOO_LARGE

from .errors import TOO_LARGE
from .mcp import PREFIX, McpEndpoint, McpHttpApp
from .parsing import MAX_BODY_BYTES, MSG_TOO_LARGE, MSG_UPLOAD_TOO_LARGE, MULTIPART_MARGIN

DRAIN_BYTES: Final = 4 * MAX_BODY_BYTES
UPLOAD_PATH: Final = re.compile(r"^/api/brains/[^/]+/files/$")


def body_cap(scope: Scope) -> tuple[int, bytes]:
    """The largest body this request may send, and the 413 answering a larger one."""
    if scope.get("method") == "POST" and UPLOAD_PATH.match(scope["path"]):
        cap: int = settings.GOAT_MAX_FILE_BYTES
        message = MSG_UPLOAD_TOO_LARGE.format(cap=cap)
        error = {"error": {"code": FILE_TOO_LARGE, "message": message}}
        return cap + MULTIPART_MARGIN, json.dumps(error).encode()
    message = MSG_TOO_LARGE.format(limit=MAX_BODY_BYTES)
    return MAX_BODY_BYTES, json.dumps({"error": {"code": TOO_LARGE, "message": message}}).encode()


def wrap(
    django_application: ASGIApp, connectors: Sequence[tuple[str, McpEndpoint]] = ()
) -> ASGIApp:
    """The whole application: Django, with the MCP connectors beside it and the body cap.

    `connectors` are other apps' MCP endpoints by path prefix, tried before the brains' own."""
    mcp_application = McpHttpApp()

    def connector_at(path: str) -> McpEndpoint | None:
        return next((app for prefix, app in connectors if path.startswith(prefix)), None)

    async def application(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            await lifespan(receive, send)
        elif scope["type"] == "http" and (connector := connector_at(scope["path"])) is not None:
            await connector(scope, receive, send)
        elif scope["type"] == "http" and (scope["path"] + "/").startswith(PREFIX):
            await mcp_application(scope, receive, send)
        elif scope["type"] == "http":
            await capped(scope, receive, send)
        else:
            await django_application(scope, receive, send)

    async def lifespan(receive: Receive, send: Send) -> None:
        await receive()  # lifespan.startup
        async with contextlib.AsyncExitStack() as stack:
            await stack.enter_async_context(mcp_application.lifespan())
            for _, connector in connectors:
                await stack.enter_async_context(connector.lifespan())
            await send({"type": "lifespan.startup.complete"})
            await receive()  # lifespan.shutdown
        await send({"type": "lifespan.shutdown.complete"})

    async def capped(scope: Scope, receive: Receive, send: Send) -> None:
        limit, answer = body_cap(scope)
        declared = next((v for k, v in scope["headers"] if k.lower() == b"content-length"), None)
        if declared is not None and declared.isdigit() and int(declared) > limit:
            if int(declared) <= max(DRAIN_BYTES, limit):
                await _drain(receive)
            await _too_large(send, answer)
            return
        received = 0

        async def capped_receive() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    raise _TooLarge
            return message

        try:
            await django_application(scope, capped_receive, send)
        except _TooLarge:
            # Raised while Django reads the body, before it has answered anything.
            await _too_large(send, answer)

    return application


class _TooLarge(Exception):
    pass


async def _drain(receive: Receive) -> None:
    while True:
        message = await receive()
        if message["type"] != "http.request" or not message.get("more_body", False):
            return


async def _too_large(send: Send, body: bytes) -> None:
    headers = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body)).encode()),
    ]
    await send({"type": "http.response.start", "status": 413, "headers": headers})
    await send({"type": "http.response.body", "body": body})
