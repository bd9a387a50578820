"""What the server logs for the requests it answers, read from a real server's output: a refusal
(4xx) is one line, `METHOD PATH STATUS CODE`, without a traceback, from a page, the REST API or
the MCP connector; a crash (5xx) keeps its traceback (goat/logs.py, LOGGING in
goat/settings.py). Both as in production (DEBUG off) and as scripts/run serves (DEBUG on)."""

from __future__ import annotations

import os
import re
import time
from collections.abc import Iterator
from typing import Any

import pytest
from django.conf import settings
from django.test import Client

from brain.api.tokens import token_create
from tests.api.conftest import Api
from tests.cast import Cast
from tests.crash_urls import CRASH_PATH, MSG_CRASH
from tests.processes import AsgiServer, asgi_server, database_url

pytestmark = pytest.mark.django_db(transaction=True)

# uvicorn's own access log line, which is not the app's: `INFO:     127.0.0.1:5555 - "GET …`
ACCESS_LINE = re.compile(r'^INFO: +127\.0\.0\.1:\d+ - "')
TRACEBACK = "Traceback (most recent call last)"


@pytest.fixture(scope="module", params=["production", "debug"])
def server(
    request: pytest.FixtureRequest,
    django_db_setup: None,
    django_db_blocker: Any,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[AsgiServer]:
    """The app under uvicorn, with a view that crashes (tests/crash_urls.py)."""
    log_path = tmp_path_factory.mktemp("request-logs") / "uvicorn.log"
    with django_db_blocker.unblock():
        database = database_url()
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "tests.crash_settings"}
    with asgi_server(
        log_path=log_path, env=env, database=database, debug=request.param == "debug"
    ) as running:
        yield running


class Log:
    """The lines a server logs from now on, but uvicorn's access lines."""

    def __init__(self, server: AsgiServer) -> None:
        self.path = server.log_path
        self.start = self.path.stat().st_size

    def lines(self, *, at_least: int) -> list[str]:
        deadline = time.monotonic() + 10
        while True:
            with open(self.path, "rb") as log:
                log.seek(self.start)
                text = log.read().decode()
            lines = [line for line in text.splitlines() if not ACCESS_LINE.match(line)]
            if len(lines) >= at_least or time.monotonic() > deadline:
                time.sleep(0.3)  # anything more the answer logs arrives with it
                with open(self.path, "rb") as log:
                    log.seek(self.start)
                    text = log.read().decode()
                return [line for line in text.splitlines() if not ACCESS_LINE.match(line)]
            time.sleep(0.05)


def signed_in(server: AsgiServer, user: Any) -> Api:
    client = Client()
    client.force_login(user)
    return Api(server.url, client.cookies[settings.SESSION_COOKIE_NAME].value)


def test_a_page_refused_with_403_logs_one_line_without_a_traceback(
    cast: Cast, server: AsgiServer
) -> None:
    # given a member who sees the team brain but may not manage its allow-list
    member = signed_in(server, cast.member)
    log = Log(server)

    # when they open its allow-list page (the view raises PermissionDenied)
    answer = member.get(f"/brain/{cast.team_brain.slug}/access/")

    # then it is refused, and logged as exactly one line
    assert answer.status == 403
    assert log.lines(at_least=1) == [
        f"WARNING django.request: GET /brain/{cast.team_brain.slug}/access/ 403 permission_denied"
    ]


def test_a_form_post_refused_by_the_csrf_check_logs_one_line(
    cast: Cast, server: AsgiServer
) -> None:
    # given a signed-in member whose browser sends no CSRF token
    session = signed_in(server, cast.member).session
    path = f"/brain/{cast.team_brain.slug}/access/"
    log = Log(server)

    # when a form is posted
    answer = Api(server.url).request(
        "POST",
        path,
        raw=b"action=add",
        headers={
            "Cookie": f"{settings.SESSION_COOKIE_NAME}={session}",
            "Content-Type": "application/x-www-form-urlencoded",
        },
    )

    # then Django's CSRF check refuses it, logged as one line
    assert answer.status == 403
    assert log.lines(at_least=1) == [f"WARNING django.security.csrf: POST {path} 403 forbidden"]


def test_an_api_call_refused_with_403_logs_one_line_with_the_answers_code(
    cast: Cast, server: AsgiServer
) -> None:
    # given a read-only token
    _, key = token_create(user=cast.owner, scope="read")
    path = f"/api/brains/{cast.team_brain.pk}/tools/create"
    log = Log(server)

    # when it asks to write
    answer = Api(server.url).request(
        "POST", path, {"type": "concept", "title": "X"}, headers={"Authorization": f"Token {key}"}
    )

    # then it is refused, and logged as one line with the code the answer carries
    assert answer.status == 403
    assert answer.body["error"]["code"] == "permission_denied"
    assert log.lines(at_least=1) == [f"WARNING django.request: POST {path} 403 permission_denied"]


def test_the_mcp_connector_refusing_with_403_logs_one_line(cast: Cast, server: AsgiServer) -> None:
    # given a page of another site driving the connector from a browser
    _, key = token_create(user=cast.owner, scope="read")
    path = f"/mcp/{cast.team_brain.slug}/"
    log = Log(server)

    # when it posts
    answer = Api(server.url).request(
        "POST",
        path,
        {"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
        headers={"Authorization": f"Bearer {key}", "Origin": "https://evil.example"},
    )

    # then it is refused, and logged as one line
    assert answer.status == 403
    assert log.lines(at_least=1) == [f"WARNING goat.request: POST {path} 403 permission_denied"]


def test_a_crash_still_logs_its_traceback(server: AsgiServer) -> None:
    # given the log as it is
    log = Log(server)

    # when a view crashes
    answer = Api(server.url).get(CRASH_PATH)

    # then the answer is 500 and the log has the error, its traceback and the exception
    assert answer.status == 500
    lines = log.lines(at_least=3)
    assert lines[0] == f"ERROR django.request: Internal Server Error: {CRASH_PATH}"
    assert lines[1] == TRACEBACK + ":"
    assert f"RuntimeError: {MSG_CRASH}" in lines
