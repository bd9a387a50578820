"""Live updates over real HTTP: the event stream of a brain's change sets (ui/live.py) served by
uvicorn (the `ui_server` fixture), fed by the one change listener of the server process
(ui/changes.py) from the write path's notifications."""

from __future__ import annotations

import asyncio
import json
import queue
import re
import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from typing import Any, Final

import httpx2
import pytest
from django.conf import settings
from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.sessions.models import Session
from django.db import connection
from django.test import override_settings

from bench.measure import serve
from brain.models import Brain
from tests.processes import database_url
from tests.store.factories import page, write
from tests.ui.conftest import PASSWORD, UiCast, client_for, with_password
from ui.changes import LISTENER_NAME, ChangeHub, ChangeSet
from ui.live import ACCESS_CHECK_SECONDS, Reader, event_stream, may_still_read

pytestmark = pytest.mark.django_db(transaction=True)

# How long a test waits for an event that must come (a bound against hanging, not a
# performance check: events arrive in milliseconds).
WAIT_SECONDS: Final = 30.0
# How soon a stream must end once its user lost access.
GONE_WITHIN_SECONDS: Final = 5.0
CSRF_FIELD = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')


@contextmanager
def signed_in(base_url: str, user: AbstractBaseUser) -> Iterator[httpx2.Client]:
    """A client logged in through the UI's login form (a session cookie, as a browser has)."""
    with_password(user)
    with httpx2.Client(base_url=base_url, timeout=WAIT_SECONDS) as client:
        form = client.get("/brain/login/")
        token = CSRF_FIELD.search(form.text)
        assert token is not None
        answer = client.post(
            "/brain/login/",
            data={
                "username": user.get_username(),
                "password": PASSWORD,
                "csrfmiddlewaretoken": token.group(1),
            },
        )
        assert answer.status_code == 302, answer.text
        yield client


@dataclass
class Stream:
    """An open event stream, read by a thread into `events` as (event name, data); `closed`
    is set once the server has ended it."""

    status: int
    content_type: str
    events: queue.Queue[tuple[str, Any]] = field(default_factory=queue.Queue)
    closed: threading.Event = field(default_factory=threading.Event)

    def next(self, timeout: float = WAIT_SECONDS) -> tuple[str, Any]:
        try:
            return self.events.get(timeout=timeout)
        except queue.Empty:
            raise AssertionError(f"no event within {timeout} s") from None

    def ready(self) -> None:
        assert self.next() == ("ready", {})

    def next_change(self) -> Any:
        name, data = self.next()
        assert name == "change"
        return data


def _read(response: httpx2.Response, stream: Stream) -> None:
    name, data = "message", ""
    try:
        for line in response.iter_lines():
            if line.startswith(":") or line.startswith("retry:"):
                continue
            if line.startswith("event:"):
                name = line[len("event:") :].strip()
            elif line.startswith("data:"):
                data += line[len("data:") :].strip()
            elif line == "" and data:
                stream.events.put((name, json.loads(data)))
                name, data = "message", ""
        stream.closed.set()
    except httpx2.HTTPError:
        pass  # the test closed the stream


@contextmanager
def events(client: httpx2.Client, path: str) -> Iterator[Stream]:
    with client.stream("GET", path, timeout=httpx2.Timeout(WAIT_SECONDS, read=None)) as response:
        stream = Stream(response.status_code, response.headers.get("content-type", ""))
        if response.status_code != 200:
            yield stream
            return
        reader = threading.Thread(target=_read, args=(response, stream), daemon=True)
        reader.start()
        try:
            yield stream
        finally:
            # Hang up as a closed page does; the reader, blocked on the socket, wakes up.
            sock = response.extensions["network_stream"].get_extra_info("socket")
            with suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
            reader.join(timeout=WAIT_SECONDS)


def listeners() -> int:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(*) FROM pg_stat_activity "
            "WHERE application_name = %s AND datname = current_database()",
            [LISTENER_NAME],
        )
        (count,) = cursor.fetchone()
    return int(count)


def sarah_update(brain: Brain, text: str) -> None:
    from brain.models import BrainDocument

    current = BrainDocument.objects.get(brain_ref=brain, brain_id="sarah-chen")
    write(brain, page(body=f"# Sarah Chen\n\n{text}\n"), expected_hash=current.content_hash)


def test_a_committed_write_arrives_as_an_event_with_its_id(ui_cast: UiCast, ui_server: str) -> None:
    with signed_in(ui_server, ui_cast.member) as client, events(client, "/brain/team/events/") as s:
        assert (s.status, s.content_type) == (200, "text/event-stream")
        s.ready()
        write(ui_cast.team_brain, page("new-hire", title="New hire"))
        assert s.next_change() == {"changed": ["new-hire"], "deleted": []}
        sarah_update(ui_cast.team_brain, "Now at Globex.")
        assert s.next_change() == {"changed": ["sarah-chen"], "deleted": []}


def test_only_the_streams_brain_is_streamed(ui_cast: UiCast, ui_server: str) -> None:
    with signed_in(ui_server, ui_cast.member) as client, events(client, "/brain/team/events/") as s:
        s.ready()
        # writes to a brain the member also sees, and to another workspace's "team" brain
        write(ui_cast.secret_brain, page("spy", title="Spy"))
        write(ui_cast.other_brain, page("rival", title="Rival"))
        write(ui_cast.team_brain, page("new-hire", title="New hire"))
        # notifications arrive in commit order: the first one this stream gets is its brain's
        assert s.next_change() == {"changed": ["new-hire"], "deleted": []}


def test_a_delete_and_a_rename_name_the_ids_that_are_gone(ui_cast: UiCast, ui_server: str) -> None:
    from brain.services import Actor, document_delete
    from brain.store import DatabaseStore
    from brain.toolkit.commands.graph import cmd_move

    with signed_in(ui_server, ui_cast.member) as client, events(client, "/brain/team/events/") as s:
        s.ready()
        cmd_move(DatabaseStore(ui_cast.team_brain, actor=Actor("user")), "acme-corp", new_id="acme")
        change = s.next_change()
        assert change["deleted"] == ["acme-corp"]
        assert "acme" in change["changed"]
        document_delete(
            brain=ui_cast.team_brain,
            brain_id="old-plan",
            expected_hash=ui_cast.old_plan.content_hash,
            actor=Actor("user"),
        )
        assert s.next_change() == {"changed": [], "deleted": ["old-plan"]}


def test_a_change_set_too_large_to_list_arrives_as_all(ui_cast: UiCast, ui_server: str) -> None:
    from brain.services import Actor, changes_apply
    from brain.toolkit.store import Change

    documents = [page(f"person-with-a-rather-long-identifier-{n:04d}") for n in range(200)]
    with signed_in(ui_server, ui_cast.member) as client, events(client, "/brain/team/events/") as s:
        s.ready()
        changes_apply(
            brain=ui_cast.team_brain,
            changes=[Change.create(d) for d in documents],
            actor=Actor("import"),
        )
        assert s.next_change() == {"all": True}


def test_outsiders_get_404_and_anonymous_users_the_login_page(
    ui_cast: UiCast, ui_server: str
) -> None:
    team = ui_cast.team_brain.pk
    with (
        signed_in(ui_server, ui_cast.outsider) as outsider,
        events(outsider, f"/brain/{team}/events/") as s,
    ):
        assert s.status == 404
    with signed_in(ui_server, ui_cast.restricted) as restricted:
        with events(restricted, "/brain/secret/events/") as s:
            assert s.status == 404
        with events(restricted, "/brain/nowhere/events/") as s:
            assert s.status == 404
    with httpx2.Client(base_url=ui_server) as anonymous:
        answer = anonymous.get("/brain/team/events/")
        assert answer.status_code == 302
        assert answer.headers["location"] == "/brain/login/?next=/brain/team/events/"


def test_many_streams_share_one_listener_connection(ui_cast: UiCast, ui_server: str) -> None:
    with (
        signed_in(ui_server, ui_cast.member) as member,
        signed_in(ui_server, ui_cast.owner) as owner,
        events(member, "/brain/team/events/") as first,
        events(member, "/brain/team/events/") as second,
        events(member, "/brain/secret/events/") as secret,
        events(owner, "/brain/team/events/") as third,
        events(owner, "/brain/secret/events/") as fourth,
    ):
        streams = [first, second, secret, third, fourth]
        for stream in streams:
            stream.ready()
        assert listeners() == 1
        write(ui_cast.team_brain, page("new-hire", title="New hire"))
        write(ui_cast.secret_brain, page("spy", title="Spy"))
        for stream in (first, second, third):
            assert stream.next_change() == {"changed": ["new-hire"], "deleted": []}
        for stream in (secret, fourth):
            assert stream.next_change() == {"changed": ["spy"], "deleted": []}
    assert listeners() == 1


def test_open_streams_hold_no_database_connection_of_the_servers_pool(ui_cast: UiCast) -> None:
    # given a server whose pool has two connections, and a short wait for one
    small_pool = {
        "DATABASE_URL": database_url(),
        "SESSION_COOKIE_SECURE": "false",
        "CSRF_COOKIE_SECURE": "false",
        "DATABASE_POOL_SIZE": "2",
        "DATABASE_POOL_TIMEOUT": "3",
    }
    with serve(env=small_pool) as port:
        base = f"http://127.0.0.1:{port}"
        # when more streams than connections are open
        with (
            signed_in(base, ui_cast.member) as member,
            events(member, "/brain/team/events/") as first,
            events(member, "/brain/team/events/") as second,
            events(member, "/brain/secret/events/") as third,
            events(member, "/brain/team/events/") as fourth,
        ):
            streams = [first, second, third, fourth]
            assert [stream.status for stream in streams] == [200] * 4
            for stream in streams:
                stream.ready()
            # then pages that read the database are still served at once
            assert member.get("/brain/team/").status_code == 200
            assert member.get("/brain/secret/").status_code == 200
            # and the streams still stream
            write(ui_cast.team_brain, page("new-hire", title="New hire"))
            assert first.next_change() == {"changed": ["new-hire"], "deleted": []}


def test_the_listener_reconnects_and_says_anything_may_have_changed(
    ui_cast: UiCast, ui_server: str
) -> None:
    with signed_in(ui_server, ui_cast.member) as client, events(client, "/brain/team/events/") as s:
        s.ready()
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                "WHERE application_name = %s AND datname = current_database()",
                [LISTENER_NAME],
            )
            assert cursor.fetchone() == (1,)
        # once it is back, the streams hear that they may have missed changes ...
        assert s.next_change() == {"all": True}
        # ... and changes flow again, still through one connection
        write(ui_cast.team_brain, page("new-hire", title="New hire"))
        assert s.next_change() == {"changed": ["new-hire"], "deleted": []}
        assert listeners() == 1


def test_a_change_set_without_ids_means_anything_may_have_changed() -> None:
    brain = 7
    assert ChangeSet.from_payload(
        '{"brain":7,"counter":3,"ids":["a"],"deleted":["b"]}'
    ) == ChangeSet(brain, ("a",), ("b",))
    assert ChangeSet.from_payload('{"brain":7,"counter":3,"ids":null,"deleted":null}') == (
        ChangeSet.everything(brain)
    )
    assert ChangeSet.everything(brain).as_data() == {"all": True}
    assert ChangeSet.from_payload("not json") is None


def write_and_close(brain: Brain) -> None:
    # (in a thread of its own: its database connection closes with it)
    try:
        write(brain, page("new-hire", title="New hire"))
    finally:
        connection.close()


def test_the_hub_listens_with_the_django_database_settings(ui_cast: UiCast) -> None:
    # In this process the settings name the database (the embedded server unless
    # DATABASE_URL is set); the hub connects with them, as a server process does.
    async def scenario() -> tuple[ChangeSet | None, ChangeSet | None]:
        hub = ChangeHub()
        team = hub.subscribe(ui_cast.team_brain.pk)
        secret = hub.subscribe(ui_cast.secret_brain.pk)
        await asyncio.wait_for(hub.listening.wait(), WAIT_SECONDS)
        await asyncio.to_thread(write_and_close, ui_cast.team_brain)
        heard = await asyncio.wait_for(team.queue.get(), WAIT_SECONDS)
        hub.unsubscribe(secret)
        hub.close()
        return heard, await asyncio.wait_for(team.queue.get(), WAIT_SECONDS)

    heard, last = asyncio.run(scenario())
    assert heard == ChangeSet(ui_cast.team_brain.pk, ("new-hire",), ())
    assert last is None  # closing ends the streams


def test_a_quiet_stream_sends_heartbeats_and_a_closed_one_unsubscribes(ui_cast: UiCast) -> None:
    brain = ui_cast.team_brain
    session = client_for(ui_cast.member).session.session_key
    assert session is not None
    reader = Reader(session, ui_cast.member.pk, brain.pk)

    async def scenario() -> tuple[list[str], int, int]:
        hub = ChangeHub()
        stream = event_stream(hub, reader, heartbeat=0.05)
        seen = [await anext(stream) for _ in range(3)]  # retry, ready, a heartbeat
        subscribed = hub.subscriber_count
        await asyncio.to_thread(write_and_close, brain)
        while not (part := await anext(stream)).startswith("event: change"):
            assert part == ": heartbeat\n\n"
        seen.append(part)
        await stream.aclose()  # what Django does when the client goes away
        hub.close()
        return seen, subscribed, hub.subscriber_count

    seen, subscribed, left = asyncio.run(scenario())
    assert seen == [
        "retry: 3000\n\n",
        "event: ready\ndata: {}\n\n",
        ": heartbeat\n\n",
        'event: change\ndata: {"changed":["new-hire"],"deleted":[]}\n\n',
    ]
    assert (subscribed, left) == (1, 0)


# --- a stream outlives no access ----------------------------------------------------------------


def take_off_the_allow_list(cast: UiCast, client: httpx2.Client) -> None:
    from brain.services.grants import revoke_brain_access

    assert revoke_brain_access(cast.secret_brain, cast.member) == 2  # view and change


def remove_from_the_workspace(cast: UiCast, client: httpx2.Client) -> None:
    from brain.services.grants import workspace_member_remove

    workspace_member_remove(workspace=cast.workspace, user=cast.member)


def log_out(cast: UiCast, client: httpx2.Client) -> None:
    # (the stream's page logs out in another tab: the same session cookie)
    answer = client.post("/brain/logout/", headers={"X-CSRFToken": client.cookies["csrftoken"]})
    assert (answer.status_code, answer.headers["location"]) == (302, "/brain/login/")


def deactivate(cast: UiCast, client: httpx2.Client) -> None:
    cast.member.is_active = False
    cast.member.save(update_fields=["is_active"])


ENDINGS: Final[dict[str, tuple[str, Callable[[UiCast, httpx2.Client], None]]]] = {
    # how access ends: (the brain streamed, what ends it)
    "allow-list removal": ("secret", take_off_the_allow_list),
    "workspace membership removal": ("team", remove_from_the_workspace),
    "logout": ("team", log_out),
    "deactivation": ("team", deactivate),
}


@pytest.mark.parametrize("then", ["a change commits at once", "nothing happens"])
@pytest.mark.parametrize("ending", list(ENDINGS))
def test_a_stream_ends_with_gone_within_5_s_of_losing_access_and_sends_nothing_after(
    ui_cast: UiCast, ui_server: str, ending: str, then: str
) -> None:
    slug, end_access = ENDINGS[ending]
    brain = Brain.objects.get(workspace=ui_cast.workspace, slug=slug)
    path = f"/brain/{slug}/events/"
    # given the member's stream, and the owner's (a workspace admin, who keeps access)
    with (
        signed_in(ui_server, ui_cast.member) as member,
        signed_in(ui_server, ui_cast.owner) as owner,
        events(member, path) as stream,
        events(owner, path) as control,
    ):
        stream.ready()
        control.ready()

        # when the member's access ends (and, or not, a change commits right after)
        ended = time.monotonic()
        end_access(ui_cast, member)
        if then == "a change commits at once":
            write(brain, page("layoffs-2027", title="Layoffs 2027"))

        # then the stream says `gone` within 5 s, and ends
        assert stream.next(timeout=GONE_WITHIN_SECONDS) == ("gone", {})
        assert time.monotonic() - ended <= GONE_WITHIN_SECONDS
        assert stream.closed.wait(WAIT_SECONDS)
        if then == "nothing happens":
            write(brain, page("layoffs-2027", title="Layoffs 2027"))

        # and the change reached the owner's stream, never the member's
        assert control.next_change() == {"changed": ["layoffs-2027"], "deleted": []}
        assert stream.events.empty()


def test_a_stream_that_keeps_access_outlives_its_checks(ui_cast: UiCast, ui_server: str) -> None:
    # given a stream open longer than the idle access check's period
    with (
        signed_in(ui_server, ui_cast.member) as client,
        events(client, "/brain/secret/events/") as stream,
    ):
        stream.ready()
        time.sleep(ACCESS_CHECK_SECONDS + 1)
        # when another member is taken off the brain (the member is not)
        from brain.services.grants import grant_brain_access, revoke_brain_access

        grant_brain_access(ui_cast.secret_brain, ui_cast.restricted)
        revoke_brain_access(ui_cast.secret_brain, ui_cast.restricted)
        write(ui_cast.secret_brain, page("spy", title="Spy"))
        # then the member's stream goes on
        assert stream.next_change() == {"changed": ["spy"], "deleted": []}
        assert not stream.closed.is_set()


def test_may_still_read_follows_the_session_the_user_and_the_grants(ui_cast: UiCast) -> None:
    client = client_for(ui_cast.member)
    session = client.session.session_key
    assert session is not None
    secret = Reader(session, ui_cast.member.pk, ui_cast.secret_brain.pk)
    assert may_still_read(secret) is True
    # another user's id with this session, a brain of another workspace, an unknown session
    assert may_still_read(Reader(session, ui_cast.owner.pk, ui_cast.secret_brain.pk)) is False
    assert may_still_read(Reader(session, ui_cast.member.pk, ui_cast.other_brain.pk)) is False
    assert (
        may_still_read(Reader("no-such-session-key", ui_cast.member.pk, secret.brain_id)) is False
    )
    assert may_still_read(Reader("", ui_cast.member.pk, secret.brain_id)) is False
    # a rotated secret key (the old one kept as a fallback) keeps the session, unchanged: a
    # stream cannot give the browser a renewed session key, so it never renews one
    with override_settings(
        SECRET_KEY="a-new-secret-key-" + "x" * 40, SECRET_KEY_FALLBACKS=[settings.SECRET_KEY]
    ):
        assert may_still_read(secret) is True
    assert Session.objects.filter(session_key=session).exists()
    # a changed password signs the session out, and the check leaves the row to the next
    # request, as it found it
    ui_cast.member.set_password("another-password")
    ui_cast.member.save(update_fields=["password"])
    assert may_still_read(secret) is False
    assert Session.objects.filter(session_key=session).exists()


# --- the editor's own saves ---------------------------------------------------------------------


def test_an_editor_save_names_its_session_to_its_writers_streams_only(
    ui_cast: UiCast, ui_server: str
) -> None:
    from brain.models import BrainDocument

    session = "0123456789abcdef0123456789abcdef"
    with (
        signed_in(ui_server, ui_cast.member) as member,
        signed_in(ui_server, ui_cast.owner) as owner,
        events(member, "/brain/team/events/") as mine,
        events(owner, "/brain/team/events/") as theirs,
    ):
        mine.ready()
        theirs.ready()
        # when the member saves through the editor's endpoint, in an editing session
        current = BrainDocument.objects.get(brain_ref=ui_cast.team_brain, brain_id="sarah-chen")
        answer = member.post(
            "/brain/team/doc/sarah-chen/save/",
            data={
                "text": current.content.replace("runs the pilot", "runs the rollout"),
                "expected_hash": current.content_hash,
                "session": session,
            },
            headers={"X-CSRFToken": member.cookies["csrftoken"]},
        )
        assert answer.status_code == 200, answer.text
        # then the member's streams say which session saved it; nobody else's do
        assert mine.next_change() == {"changed": ["sarah-chen"], "deleted": [], "session": session}
        assert theirs.next_change() == {"changed": ["sarah-chen"], "deleted": []}
        # and a write outside the editor names no session
        sarah_update(ui_cast.team_brain, "Now at Globex.")
        assert mine.next_change() == {"changed": ["sarah-chen"], "deleted": []}


def test_a_change_set_names_its_editing_session_only_to_its_writer() -> None:
    change = ChangeSet.from_payload(
        '{"brain":7,"counter":3,"ids":["a"],"deleted":[],"by":12,"session":"s-1"}'
    )
    assert change == ChangeSet(7, ("a",), (), writer=12, session="s-1")
    assert change is not None
    assert change.as_data(12) == {"changed": ["a"], "deleted": [], "session": "s-1"}
    assert change.as_data(13) == {"changed": ["a"], "deleted": []}
    assert change.as_data() == {"changed": ["a"], "deleted": []}
