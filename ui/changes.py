"""Brain change sets as they commit, for the UI's live pages: one LISTEN per process, fanned out.

The write path announces every committed change set with `pg_notify` on `CHANGES_CHANNEL`
(brain/services/documents.py: the brain, its change counter and the changed and deleted ids;
no ids when the list would not fit in a notification; for a save by the UI's editor, also its
writer and editing session). The `ChangeHub` of a server process
holds ONE PostgreSQL connection that LISTENs on that channel and hands each change set to the
queues of the event streams open on that brain (ui/live.py), so a thousand open pages hold one
database connection, not a thousand. (Each stream still re-checks its reader's access with a
few short queries on a pooled connection, every few seconds and before it sends a change.)

- Lazy: the listener starts with the first subscriber, on the running event loop.
- It connects with the Django `DATABASES` settings (the embedded server's socket, found or
  started as Django's own connections find it, or `DATABASE_URL`), as `LISTENER_NAME`
  (`application_name`, visible in `pg_stat_activity`), with TCP keepalives so a peer that
  vanished without closing is noticed.
- A dropped connection is retried (1 s, doubling up to 30 s); once it is back, every
  subscriber is told "anything may have changed" (`ChangeSet.everything`), since
  notifications sent meanwhile are lost.
- A subscriber that falls `QUEUE_SIZE` change sets behind gets one "anything may have
  changed" instead of the backlog.
- When the server is told to stop (SIGTERM/SIGINT, uvicorn's own handler still runs), the
  streams end, so a graceful shutdown is not held open by pages that never close.
"""

from __future__ import annotations

import asyncio
import json
import logging
import signal
import threading
import weakref
from collections.abc import Awaitable, Callable
from contextlib import suppress
from dataclasses import dataclass
from types import FrameType
from typing import Any, Final

import psycopg
from asgiref.sync import sync_to_async
from django.db import DEFAULT_DB_ALIAS, connections

from brain.services import CHANGES_CHANNEL

logger = logging.getLogger(__name__)

LISTENER_NAME: Final = "goat-brain-live"
QUEUE_SIZE: Final = 100
RECONNECT_SECONDS: Final = 1.0
MAX_RECONNECT_SECONDS: Final = 30.0
# Options of Django's connection parameters that are not libpq connection keywords.
_NOT_LIBPQ: Final = frozenset({"cursor_factory", "context", "prepare_threshold"})
_KEEPALIVES: Final = {
    "keepalives": 1,
    "keepalives_idle": 30,
    "keepalives_interval": 10,
    "keepalives_count": 3,
}

Connect = Callable[[], Awaitable[psycopg.AsyncConnection[Any]]]


@dataclass(frozen=True)
class ChangeSet:
    """One committed change set of one brain; `changed`/`deleted` are None when the
    notification carried no ids (anything in the brain may have changed). A save by the UI's
    editor also names its writer's user id and editing session."""

    brain: int
    changed: tuple[str, ...] | None
    deleted: tuple[str, ...] | None
    writer: int | None = None
    session: str = ""

    @classmethod
    def everything(cls, brain: int) -> ChangeSet:
        return cls(brain, None, None)

    @classmethod
    def from_payload(cls, payload: str) -> ChangeSet | None:
        """The change set a notification announces; None for one this code cannot read."""
        try:
            data = json.loads(payload)
            brain = int(data["brain"])
            writer = int(data["by"]) if data.get("by") is not None else None
            session = str(data.get("session") or "")
            ids, deleted = data.get("ids"), data.get("deleted")
            if ids is None or deleted is None:
                return cls(brain, None, None, writer, session)
            return cls(
                brain,
                tuple(str(i) for i in ids),
                tuple(str(i) for i in deleted),
                writer,
                session,
            )
        except (ValueError, TypeError, KeyError, AttributeError):
            logger.warning("ignoring an unreadable change notification: %.200s", payload)
            return None

    def as_data(self, reader: int | None = None) -> dict[str, Any]:
        """The event's JSON for a stream of user `reader`: the ids, or `{"all": true}`; and the
        editing session when `reader` wrote it (their editor's own save). Other readers never
        see a session id."""
        if self.changed is None or self.deleted is None:
            data: dict[str, Any] = {"all": True}
        else:
            data = {"changed": list(self.changed), "deleted": list(self.deleted)}
        if self.session and reader is not None and self.writer == reader:
            data["session"] = self.session
        return data


class Subscription:
    """One event stream's queue of change sets of one brain (None: the stream must end)."""

    def __init__(self, brain: int) -> None:
        self.brain = brain
        self.queue: asyncio.Queue[ChangeSet | None] = asyncio.Queue(QUEUE_SIZE)

    def offer(self, change: ChangeSet | None) -> None:
        try:
            self.queue.put_nowait(change)
        except asyncio.QueueFull:
            # Too far behind: drop the backlog for one "reload what you show".
            while not self.queue.empty():
                self.queue.get_nowait()
            self.queue.put_nowait(ChangeSet.everything(self.brain) if change else None)


async def connect_listener() -> psycopg.AsyncConnection[Any]:
    """An autocommit connection to the app's database (Django's `default` settings)."""
    params = await sync_to_async(_connection_params)()
    return await psycopg.AsyncConnection.connect(**params, autocommit=True)


def _connection_params() -> dict[str, Any]:
    # The embedded backend starts (or finds) its server here and fills in the socket folder.
    params = connections[DEFAULT_DB_ALIAS].get_connection_params()
    wanted = {
        key: value
        for key, value in params.items()
        if key not in _NOT_LIBPQ and isinstance(value, str | int) and value != ""
    }
    return {**wanted, **_KEEPALIVES, "application_name": LISTENER_NAME}


class ChangeHub:
    """The process's one listener and the subscribers it feeds, per brain."""

    def __init__(
        self,
        connect: Connect = connect_listener,
        *,
        reconnect_seconds: float = RECONNECT_SECONDS,
    ) -> None:
        self._connect = connect
        self._reconnect_seconds = reconnect_seconds
        self._subscribers: dict[int, set[Subscription]] = {}
        self._task: asyncio.Task[None] | None = None
        self._closed = False
        self.listening = asyncio.Event()
        self.connections_made = 0

    @property
    def subscriber_count(self) -> int:
        return sum(len(s) for s in self._subscribers.values())

    def subscribe(self, brain: int) -> Subscription:
        """A queue of `brain`'s change sets from now on; starts the listener if it is not
        running. Wait for `listening` before relying on the first one."""
        subscription = Subscription(brain)
        if self._closed:
            subscription.offer(None)
            return subscription
        self._subscribers.setdefault(brain, set()).add(subscription)
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._run(), name=LISTENER_NAME)
        return subscription

    def unsubscribe(self, subscription: Subscription) -> None:
        subscribers = self._subscribers.get(subscription.brain)
        if subscribers is not None:
            subscribers.discard(subscription)
            if not subscribers:
                del self._subscribers[subscription.brain]

    def close(self) -> None:
        """End every stream and the listener (the server is stopping)."""
        self._closed = True
        for subscribers in self._subscribers.values():
            for subscription in subscribers:
                subscription.offer(None)
        self._subscribers.clear()
        if self._task is not None:
            self._task.cancel()

    def _dispatch(self, change: ChangeSet) -> None:
        for subscription in self._subscribers.get(change.brain, ()):
            subscription.offer(change)

    def _everything_may_have_changed(self) -> None:
        for brain, subscribers in self._subscribers.items():
            for subscription in subscribers:
                subscription.offer(ChangeSet.everything(brain))

    async def _run(self) -> None:
        delay = self._reconnect_seconds
        while not self._closed:
            try:
                async with await self._connect() as listener:
                    await listener.execute(f"LISTEN {CHANGES_CHANNEL}")
                    self.connections_made += 1
                    if self.connections_made > 1:
                        self._everything_may_have_changed()
                    delay = self._reconnect_seconds
                    self.listening.set()
                    async for notice in listener.notifies():
                        change = ChangeSet.from_payload(notice.payload)
                        if change is not None:
                            self._dispatch(change)
            except (psycopg.Error, OSError) as error:
                logger.warning("live updates: the change listener lost its connection: %s", error)
            finally:
                self.listening.clear()
            if self._closed:
                return
            await asyncio.sleep(delay)
            delay = min(delay * 2, MAX_RECONNECT_SECONDS)


_hubs: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, ChangeHub] = weakref.WeakKeyDictionary()


def change_hub() -> ChangeHub:
    """The running event loop's hub (one per server process: uvicorn runs one loop)."""
    loop = asyncio.get_running_loop()
    hub = _hubs.get(loop)
    if hub is None:
        hub = _hubs[loop] = ChangeHub()
        _close_on_exit_signals(hub, loop)
    return hub


def _close_on_exit_signals(hub: ChangeHub, loop: asyncio.AbstractEventLoop) -> None:
    """Chain SIGTERM/SIGINT to end the streams before the server's own handler runs.

    uvicorn's graceful shutdown waits for every open response to finish, and an event stream
    never does; so the hub closes them first. Only a handler the server installed (a Python
    callable, in the main thread) is chained; anything else is left as it is.
    """
    if threading.current_thread() is not threading.main_thread():
        return
    for signum in (signal.SIGTERM, signal.SIGINT):
        previous = signal.getsignal(signum)
        if not callable(previous):
            continue

        def handler(
            number: int,
            frame: FrameType | None,
            previous: Callable[[int, FrameType | None], Any] = previous,
        ) -> None:
            with suppress(RuntimeError):  # the loop is closed: nothing left to end
                loop.call_soon_threadsafe(hub.close)
            previous(number, frame)

        signal.signal(signum, handler)
