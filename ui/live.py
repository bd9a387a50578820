"""Live updates: a brain's change sets as server-sent events (docs/ui.md, "Live updates").

`GET /brain/{brain}/events/` (an async view: it needs the ASGI server, uvicorn) answers
`text/event-stream` to a signed-in user who may see the brain (anyone else: the login page or
404, checked through brain.access before anything streams). It sends:

- `event: ready` once the process's change listener is LISTENing (ui/changes.py): from then on
  no committed change of the brain is missed. A page that reconnects after an error reloads
  what it shows on the next `ready`, since changes in between were not sent to it;
- `event: change` for each committed change set of this brain, with JSON data
  `{"changed": [ids], "deleted": [ids]}`, or `{"all": true}` when the write path announced
  a change set too large to list (or this stream fell behind, or the listener reconnected);
- a comment line every `HEARTBEAT_SECONDS`, so proxies keep the stream open and a closed
  page is noticed.

Documents, their timeline entries and their edges all change through document writes, so a
document id covers all three.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncGenerator
from typing import Final

from asgiref.sync import sync_to_async
from django.contrib.auth.decorators import login_required
from django.db import connection
from django.http import Http404, HttpRequest, StreamingHttpResponse

from brain.access import AmbiguousBrain, User
from brain.store import DatabaseStore
from ui import selectors
from ui.changes import ChangeHub, change_hub

HEARTBEAT_SECONDS: Final = 15.0
RETRY_MILLISECONDS: Final = 3000
LOGIN_URL: Final = "ui:login"


def _event(name: str, data: object) -> str:
    return f"event: {name}\ndata: {json.dumps(data, separators=(',', ':'))}\n\n"


async def event_stream(
    hub: ChangeHub, brain: int, *, heartbeat: float = HEARTBEAT_SECONDS
) -> AsyncGenerator[str, None]:
    """The events of `brain`'s change sets until the client goes away (or the server stops)."""
    subscription = hub.subscribe(brain)
    try:
        yield f"retry: {RETRY_MILLISECONDS}\n\n"
        while not hub.listening.is_set():
            try:
                await asyncio.wait_for(hub.listening.wait(), heartbeat)
            except TimeoutError:
                yield ": waiting for the database\n\n"
        yield _event("ready", {})
        while True:
            try:
                change = await asyncio.wait_for(subscription.queue.get(), heartbeat)
            except TimeoutError:
                yield ": heartbeat\n\n"
                continue
            if change is None:
                return
            yield _event("change", change.as_data())
    finally:
        hub.unsubscribe(subscription)


def _checked_store(user: User, ref: str) -> DatabaseStore:
    """The access check, then the database connection handed back (to the web server's pool):
    a stream stays open as long as its page does and reads nothing more."""
    try:
        return selectors.brain_store(user=user, ref=ref)
    finally:
        if not connection.in_atomic_block:  # a test's transaction, say: not ours to end
            connection.close()


@login_required(login_url=LOGIN_URL)
async def events(request: HttpRequest, brain: str) -> StreamingHttpResponse:
    user = await request.auser()
    try:
        # Run where the session and user were read (one thread per request), so the connection
        # closed is the one they used too.
        store = await sync_to_async(_checked_store)(user, brain)
    except AmbiguousBrain as error:
        # The UI's own pages name such a brain by its id.
        raise Http404(error.message) from error
    response = StreamingHttpResponse(
        event_stream(change_hub(), store.brain.pk), content_type="text/event-stream"
    )
    response["Cache-Control"] = "no-cache, no-transform"
    response["X-Accel-Buffering"] = "no"  # nginx: pass each event on at once
    return response
