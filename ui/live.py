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
  plus `"session"` when the stream's own user saved it in the editor (that editing session);
- `event: gone`, last, when the session may no longer read the brain (`may_still_read`):
  taken off its allow-list, out of the workspace, signed out, deactivated. The stream checks
  before each change set it sends and every `ACCESS_CHECK_SECONDS` while idle, so nothing
  committed after access ended is sent and a stream ends within 5 s of it;
- a comment line every `HEARTBEAT_SECONDS`, so proxies keep the stream open and a closed
  page is noticed.

Documents, their timeline entries and their edges all change through document writes, so a
document id covers all three.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import AsyncGenerator
from contextlib import suppress
from dataclasses import dataclass
from importlib import import_module
from typing import Final

from asgiref.sync import sync_to_async
from django.conf import settings
from django.contrib.auth import (
    BACKEND_SESSION_KEY,
    HASH_SESSION_KEY,
    SESSION_KEY,
    get_user_model,
    load_backend,
)
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.db import DatabaseError, connection
from django.http import Http404, HttpRequest, StreamingHttpResponse
from django.utils.crypto import constant_time_compare

from brain.access import AmbiguousBrain, User, brain_access
from brain.store import DatabaseStore
from ui import selectors
from ui.changes import ChangeHub, ChangeSet, change_hub

logger = logging.getLogger(__name__)

HEARTBEAT_SECONDS: Final = 15.0
# How often an idle stream asks whether its session may still read the brain: well under 5 s
# (the check itself takes time too), so a stream ends within 5 s of losing access.
ACCESS_CHECK_SECONDS: Final = 3.0
RETRY_MILLISECONDS: Final = 3000
LOGIN_URL: Final = "ui:login"


@dataclass(frozen=True)
class Reader:
    """Who a stream streams to: the session it was opened in, its user, and the brain."""

    session_key: str
    user_id: int
    brain_id: int


def _event(name: str, data: object) -> str:
    return f"event: {name}\ndata: {json.dumps(data, separators=(',', ':'))}\n\n"


GONE: Final = _event("gone", {})


def may_still_read(reader: Reader) -> bool:
    """Whether `reader`'s session may still read its brain: the one place a stream decides.

    Reads the session and its user again from the database and verifies them as the next page
    request would (a flushed or expired session, a deactivated user or a changed password end
    it), without that request's side effects: it never flushes or renews a session, since a
    stream cannot hand the browser a new cookie. Then asks brain.access (`brain_access`: one
    query). Three indexed queries; the connection goes back to the pool at once.
    """
    try:
        user = _session_user(reader.session_key)
        if user is None or user.pk != reader.user_id:
            return False
        return brain_access(user, reader.brain_id) is not None
    finally:
        if not connection.in_atomic_block:  # a test's transaction, say: not ours to end
            connection.close()


def _session_user(session_key: str) -> User | None:
    """The active user `session_key` signs in, checked as `django.contrib.auth.get_user` checks
    it (the backend, the session's password hash, current or under a fallback secret key)."""
    session = import_module(settings.SESSION_ENGINE).SessionStore(session_key)
    try:
        user_id = get_user_model()._meta.pk.to_python(session[SESSION_KEY])  # type: ignore[union-attr]
        backend_path = session[BACKEND_SESSION_KEY]
    except (KeyError, ValidationError):
        return None
    if backend_path not in settings.AUTHENTICATION_BACKENDS:
        return None
    user = load_backend(backend_path).get_user(user_id)
    stored_hash = session.get(HASH_SESSION_KEY)
    if user is None or not stored_hash:
        return None
    hashes = [user.get_session_auth_hash(), *user.get_session_auth_fallback_hash()]
    if not any(constant_time_compare(stored_hash, known) for known in hashes):
        return None
    return user


async def _may_still_read(reader: Reader) -> bool | None:
    """`may_still_read` in a thread of the default pool (not the request's: streams check
    concurrently); None when the database could not tell."""
    try:
        return await sync_to_async(may_still_read, thread_sensitive=False)(reader)
    except DatabaseError as error:
        logger.warning("live updates: could not check access, ending a stream: %s", error)
        return None


def _drain(
    queue: asyncio.Queue[ChangeSet | None], first: ChangeSet | None
) -> list[ChangeSet] | None:
    """`first` and the change sets already queued behind it; None when the stream must end
    (the server is stopping)."""
    changes = []
    change = first
    while change is not None:
        changes.append(change)
        if queue.empty():
            return changes
        change = queue.get_nowait()
    return None


async def event_stream(
    hub: ChangeHub,
    reader: Reader,
    *,
    heartbeat: float = HEARTBEAT_SECONDS,
    access_check: float = ACCESS_CHECK_SECONDS,
) -> AsyncGenerator[str, None]:
    """The events of the reader's brain's change sets until the client goes away, the server
    stops, or the reader may no longer read the brain (then `event: gone`, last)."""
    subscription = hub.subscribe(reader.brain_id)
    loop = asyncio.get_running_loop()
    try:
        yield f"retry: {RETRY_MILLISECONDS}\n\n"
        checked = sent = loop.time()
        ready = False
        while True:
            if not ready and hub.listening.is_set():
                yield _event("ready", {})
                ready, sent = True, loop.time()
            # Wait for a change set (or for the listener), at most until a check or a heartbeat
            # is due.
            timeout = max(0.0, min(checked + access_check, sent + heartbeat) - loop.time())
            changes: list[ChangeSet] = []
            if ready:
                try:
                    first = await asyncio.wait_for(subscription.queue.get(), timeout)
                except TimeoutError:
                    pass
                else:
                    drained = _drain(subscription.queue, first)
                    if drained is None:
                        return
                    changes = drained
            else:
                with suppress(TimeoutError):
                    await asyncio.wait_for(hub.listening.wait(), timeout)
            # Before any change set is sent, and when the last check is `access_check` old. The
            # change sets in hand committed before this check began: a reader who may read the
            # brain now may read them.
            if changes or loop.time() - checked >= access_check:
                allowed = await _may_still_read(reader)
                if allowed is None:
                    return  # could not tell: the page reconnects, and is checked on the way in
                if not allowed:
                    yield GONE
                    return
                checked = loop.time()
            for change in changes:
                yield _event("change", change.as_data(reader.user_id))
            if changes:
                sent = loop.time()
            elif loop.time() - sent >= heartbeat:
                yield ": heartbeat\n\n" if ready else ": waiting for the database\n\n"
                sent = loop.time()
    finally:
        hub.unsubscribe(subscription)


def _checked_store(user: User, ref: str) -> DatabaseStore:
    """The access check, then the database connection handed back (to the web server's pool):
    a stream stays open as long as its page does, and only reads again to re-check access."""
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
    # (No stored session, no later check passes: such a stream ends at its first check.)
    reader = Reader(request.session.session_key or "", user.pk, store.brain.pk)
    response = StreamingHttpResponse(
        event_stream(change_hub(), reader), content_type="text/event-stream"
    )
    response["Cache-Control"] = "no-cache, no-transform"
    response["X-Accel-Buffering"] = "no"  # nginx: pass each event on at once
    return response
