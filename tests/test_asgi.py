"""The ASGI application under uvicorn (goat/asgi.py, brain/api/asgi.py): the body cap in front
of Django, and the routing to MCP."""

from __future__ import annotations

import http.client
import json
from collections.abc import Iterator

import pytest

from brain.api.parsing import MAX_BODY_BYTES, MSG_TOO_LARGE
from brain.api.tokens import token_create
from brain.models import BrainDocument
from tests.cast import Cast
from tests.processes import AsgiServer

pytestmark = pytest.mark.django_db(transaction=True)

CHUNK = 64 * 1024


def chunked_post(
    server: AsgiServer, path: str, chunks: Iterator[bytes], key: str
) -> tuple[int, bytes]:
    """POST a body with Transfer-Encoding: chunked (no Content-Length)."""
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=60)
    headers = {"Authorization": f"Token {key}", "Content-Type": "application/json"}
    try:
        connection.request("POST", path, body=chunks, headers=headers, encode_chunked=True)
        response = connection.getresponse()
        return response.status, response.read()
    except (BrokenPipeError, ConnectionResetError):
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


def test_a_body_without_a_length_over_the_cap_is_413(cast: Cast, asgi_server: AsgiServer) -> None:
    _, key = token_create(user=cast.owner, scope="write")
    text = "x" * MAX_BODY_BYTES
    body = json.dumps({"type": "concept", "title": "Big", "body": text}).encode()
    chunks = (body[i : i + CHUNK] for i in range(0, len(body), CHUNK))

    status, answer = chunked_post(
        asgi_server, f"/api/brains/{cast.team_brain.pk}/tools/create", chunks, key
    )

    assert status == 413
    assert json.loads(answer) == {
        "error": {"code": "too_large", "message": MSG_TOO_LARGE.format(limit=MAX_BODY_BYTES)}
    }
    assert not BrainDocument.objects.exists()


def test_mcp_is_routed_to_the_connector_and_the_rest_to_django(asgi_server: AsgiServer) -> None:
    connection = http.client.HTTPConnection("127.0.0.1", asgi_server.port, timeout=60)
    try:
        connection.request("GET", "/mcp/")
        mcp = connection.getresponse()
        mcp_body = json.loads(mcp.read())
        connection.request("GET", "/api/brains/")
        api = connection.getresponse()
        api.read()
    finally:
        connection.close()

    assert mcp.status == 404 and mcp_body["error"]["code"] == "not_found"
    assert api.status == 401 and api.getheader("WWW-Authenticate") == "Token"


def _middleware_instances(handler: object) -> list[object]:
    """The middleware objects of a handler's chain, outermost first (each is wrapped by
    Django's convert_exception_to_response, which keeps it as `__wrapped__`)."""
    found = []
    link = getattr(handler, "_middleware_chain", None)
    while link is not None:
        instance = getattr(link, "__wrapped__", link)
        if not hasattr(instance, "get_response"):
            break
        found.append(instance)
        link = instance.get_response
    return found


def test_under_asgi_the_whole_middleware_chain_is_built_synchronous() -> None:
    # given Django's ASGI handler with the project's MIDDLEWARE
    from django.conf import settings
    from django.core.handlers.asgi import ASGIHandler

    from goat.middleware import OneThreadPerRequest

    # when it builds its chain
    chain = _middleware_instances(ASGIHandler())

    # then every middleware was built in its synchronous form (one thread per request, not two
    # thread switches per middleware), ours innermost
    assert len(chain) == len(settings.MIDDLEWARE)
    assert isinstance(chain[-1], OneThreadPerRequest)
    assert [getattr(m, "async_mode", False) for m in chain] == [False] * len(chain)


POOL_OF_3 = {"min_size": 1, "max_size": 3, "timeout": 10}


@pytest.mark.parametrize(
    ("entry", "environment", "pooled"),
    [
        ("import goat.asgi", {}, {"min_size": 1, "max_size": 20, "timeout": 10}),
        ("import goat.asgi", {"DATABASE_POOL_SIZE": "3"}, POOL_OF_3),
        ("import goat.asgi", {"DATABASE_POOL_SIZE": "0"}, None),
        ("import django; django.setup()", {}, None),  # a worker or a command
    ],
)
def test_only_the_web_server_process_pools_its_connections(
    entry: str, environment: dict[str, str], pooled: object
) -> None:
    import os
    import subprocess
    import sys

    from tests.processes import REPO_ROOT

    script = (
        "import os; os.environ.setdefault('DJANGO_SETTINGS_MODULE', 'goat.settings'); "
        f"{entry}; from django.conf import settings; "
        "print(repr(settings.DATABASES['default']['OPTIONS'].get('pool')))"
    )
    inherited = ("GOAT_WEB_SERVER", "DATABASE_POOL_SIZE")
    env = {k: v for k, v in os.environ.items() if k not in inherited}
    answer = subprocess.run(
        [sys.executable, "-c", script],
        cwd=REPO_ROOT,
        env={**env, **environment},
        capture_output=True,
        text=True,
        check=True,
    )
    assert answer.stdout.strip() == repr(pooled)
