"""Helpers for the REST API tests: real HTTP to pytest-django's live server, signed in with a
session cookie (and the CSRF cookie and header a session needs for a POST)."""

from __future__ import annotations

import http.client
import json
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlparse

import pytest
from django.conf import settings
from django.contrib.auth.base_user import AbstractBaseUser
from django.test import Client

from tests.processes import AsgiServer


@dataclass
class Answer:
    status: int
    body: Any
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class Api:
    """One signed-in caller (or an anonymous one, without `session`)."""

    url: str
    session: str | None = None
    csrf: str = field(default_factory=lambda: secrets.token_hex(16))

    def request(
        self,
        method: str,
        path: str,
        body: Any = None,
        *,
        raw: bytes | None = None,
        headers: dict[str, str] | None = None,
    ) -> Answer:
        parsed = urlparse(self.url)
        connection = http.client.HTTPConnection(parsed.hostname or "", parsed.port, timeout=60)
        sent = {"Content-Type": "application/json", "Accept": "application/json"}
        if self.session is not None:
            sent["Cookie"] = (
                f"{settings.SESSION_COOKIE_NAME}={self.session}; "
                f"{settings.CSRF_COOKIE_NAME}={self.csrf}"
            )
            sent["X-CSRFToken"] = self.csrf
        sent.update(headers or {})
        data = raw if raw is not None else (None if body is None else json.dumps(body).encode())
        try:
            connection.request(method, path, body=data, headers=sent)
            response = connection.getresponse()
            content = response.read()
        finally:
            connection.close()
        try:
            parsed_body = json.loads(content) if content else None
        except ValueError:
            parsed_body = content
        return Answer(response.status, parsed_body, dict(response.getheaders()))

    def get(self, path: str, **kwargs: Any) -> Answer:
        return self.request("GET", path, **kwargs)

    def tool(self, brain: str | int, tool: str, arguments: Any = None, **kwargs: Any) -> Answer:
        body = {} if arguments is None else arguments
        return self.request("POST", f"/api/brains/{brain}/tools/{tool}", body, **kwargs)


@pytest.fixture
def api(asgi_server: AsgiServer) -> Callable[[AbstractBaseUser | None], Api]:
    """`api(user)`: a caller signed in as `user` (`api(None)`: not signed in)."""

    def sign_in(user: AbstractBaseUser | None) -> Api:
        if user is None:
            return Api(asgi_server.url)
        client = Client()
        client.force_login(user)
        return Api(asgi_server.url, client.cookies[settings.SESSION_COOKIE_NAME].value)

    return sign_in
