"""The LLM Wiki's MCP server (llmwiki/api/mcp.py) with the `mcp` SDK's own client over
streamable HTTP, against the app under uvicorn (`wiki_server`); what it writes is read back
over REST on the same server."""

from __future__ import annotations

import http.client
import json
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

import anyio
import httpx2
import pytest
from jsonschema import Draft202012Validator
from mcp.client.session import ClientSession
from mcp.client.streamable_http import streamable_http_client

from brain.api.tokens import token_create
from llmwiki.api.tools import WIKI_TOOLS
from llmwiki.models import Pen
from tests.cast import Cast
from tests.llmwiki.test_api import PAGE, TokenApi, files_under, pen_base
from tests.processes import AsgiServer
from tests.store.factories import make_user

pytestmark = pytest.mark.django_db(transaction=True)

T = TypeVar("T")
Work = Callable[[ClientSession], Awaitable[T]]

ALL_TOOLS = sorted(WIKI_TOOLS)
READ_TOOLS = sorted(name for name, tool in WIKI_TOOLS.items() if not tool.writes)
INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-11-25",
        "capabilities": {},
        "clientInfo": {"name": "test", "version": "0"},
    },
}


def mcp_path(pen: Pen | None) -> str:
    return f"/mcp/~pens/{pen.ref}/" if pen is not None else "/mcp/~memory/"


def over_http(server: AsgiServer, path: str, key: str, work: Work[T]) -> T:
    """`work` in an initialized SDK session on `path` with `key` as a bearer token."""

    async def main() -> T:
        headers = {"Authorization": f"Bearer {key}"}
        async with httpx2.AsyncClient(headers=headers, timeout=60) as client:
            url = f"{server.url}{path}"
            async with (
                streamable_http_client(url, http_client=client) as (r, w),
                ClientSession(r, w) as session,
            ):
                await session.initialize()
                return await work(session)

    return anyio.run(main)


async def tool_names(session: ClientSession) -> list[str]:
    return sorted(tool.name for tool in (await session.list_tools()).tools)


def calling(name: str, arguments: dict[str, Any]) -> Work[tuple[bool, Any]]:
    async def work(session: ClientSession) -> tuple[bool, Any]:
        result = await session.call_tool(name, arguments)
        text = result.content[0].text  # type: ignore[union-attr]
        assert json.loads(text) == result.structured_content
        if not result.is_error:
            Draft202012Validator(WIKI_TOOLS[name].result).validate(result.structured_content)
        return result.is_error, result.structured_content

    return work


def raw_initialize(server: AsgiServer, path: str, headers: dict[str, str]) -> tuple[int, Any]:
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=60)
    sent = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream"}
    try:
        connection.request("POST", path, body=json.dumps(INITIALIZE), headers={**sent, **headers})
        response = connection.getresponse()
        return response.status, json.loads(response.read())
    finally:
        connection.close()


@pytest.fixture
def pen(cast: Cast) -> Pen:
    pen = Pen.objects.create(name="Apollo", short_name="apollo", owner=cast.owner)
    pen.members.add(cast.member)
    return pen


def test_the_tools_offered_follow_the_token_scope(
    wiki_server: AsgiServer, served_home: Path, cast: Cast, pen: Pen
) -> None:
    _, writer = token_create(user=cast.member, scope="write")
    _, reader = token_create(user=cast.member, scope="read")
    assert over_http(wiki_server, mcp_path(pen), writer, tool_names) == ALL_TOOLS
    assert over_http(wiki_server, mcp_path(pen), reader, tool_names) == READ_TOOLS
    assert "memory_write" not in READ_TOOLS and "wiki_ingest_source" not in READ_TOOLS
    _, staff = token_create(user=cast.owner, scope="read")
    assert over_http(wiki_server, mcp_path(None), staff, tool_names) == READ_TOOLS


def test_a_write_through_mcp_is_visible_over_rest(
    wiki_server: AsgiServer, served_home: Path, cast: Cast, pen: Pen
) -> None:
    _, key = token_create(user=cast.member, scope="write")
    failed, ingested = over_http(
        wiki_server,
        mcp_path(pen),
        key,
        calling("wiki_ingest_source", {"text": "Acme runs the pilot.\n", "title": "Notes"}),
    )
    assert not failed and ingested["new"] is True
    source = ingested["id"]
    text = PAGE + f"\nSigned in November. [^{source}]\n"
    failed, written = over_http(
        wiki_server, mcp_path(pen), key, calling("memory_write", {"name": "acme", "text": text})
    )
    assert not failed and written["created"] is True

    rest = TokenApi(wiki_server.url, key=token_create(user=cast.owner, scope="read")[1])
    page = rest.get(f"{pen_base(pen)}/pages/acme").body
    assert (page["hash"], page["sources"]) == (written["hash"], [source])
    record = rest.get(f"{pen_base(pen)}/sources/{source}").body["record"]
    assert record["title"] == "Notes"

    failed, hits = over_http(
        wiki_server, mcp_path(pen), key, calling("wiki_query", {"text": "acme pilot"})
    )
    assert not failed and [hit["name"] for hit in hits["hits"]] == ["acme"]
    failed, read = over_http(
        wiki_server, mcp_path(pen), key, calling("memory_read", {"name": "acme"})
    )
    assert not failed and read == page

    # A stale write through MCP: REST's 409 body, with the current hash; nothing changes.
    stale = {"name": "acme", "text": text + "\nMore.\n", "expected_hash": "0" * 64}
    failed, error = over_http(wiki_server, mcp_path(pen), key, calling("memory_write", stale))
    assert failed
    assert (error["status"], error["error"]["code"]) == (409, "stale_write")
    assert error["error"]["current_hash"] == written["hash"]
    assert rest.get(f"{pen_base(pen)}/pages/acme").body["hash"] == written["hash"]


def test_a_read_token_calling_a_write_tool_is_refused_and_nothing_is_written(
    wiki_server: AsgiServer, served_home: Path, cast: Cast, pen: Pen
) -> None:
    _, reader = token_create(user=cast.member, scope="read")
    over_http(wiki_server, mcp_path(pen), reader, tool_names)  # the root exists
    before = files_under(served_home)
    for name, arguments in (
        ("memory_write", {"name": "acme", "text": PAGE}),
        ("wiki_ingest_source", {"text": "planted"}),
    ):
        failed, error = over_http(wiki_server, mcp_path(pen), reader, calling(name, arguments))
        assert failed
        assert (error["status"], error["error"]["code"]) == (403, "permission_denied")
    failed, error = over_http(wiki_server, mcp_path(pen), reader, calling("memory_read", {}))
    assert failed and error["status"] == 400  # the arguments are checked against the schema
    assert files_under(served_home) == before


def test_outsiders_non_staff_and_brain_bound_tokens_get_404(
    wiki_server: AsgiServer, served_home: Path, cast: Cast, pen: Pen
) -> None:
    _, outsider = token_create(user=cast.outsider, scope="write")
    _, plain = token_create(user=make_user("plain"), scope="write")
    _, bound = token_create(user=cast.owner, scope="write", brain=cast.team_brain)
    unknown = f"/mcp/~pens/apollo_{'0' * 8}-0000-4000-8000-{'0' * 12}/"
    for path, key in (
        (mcp_path(pen), outsider),
        (unknown, outsider),
        (mcp_path(None), plain),
        (mcp_path(pen), bound),
        (mcp_path(None), bound),
        ("/mcp/~nothing/", outsider),
        ("/mcp/~pens/", outsider),
    ):
        status, body = raw_initialize(wiki_server, path, {"Authorization": f"Bearer {key}"})
        assert (status, body["error"]["code"]) == (404, "not_found"), path
    status, body = raw_initialize(wiki_server, mcp_path(pen), {})
    assert (status, body["error"]["code"]) == (401, "not_authenticated")
    status, _ = raw_initialize(wiki_server, mcp_path(pen), {"Authorization": "Bearer nope"})
    assert status == 401
    # The owner's unbound token is let in; a brain slug is still the brains' connector's.
    _, owner = token_create(user=cast.owner, scope="write")
    assert (
        raw_initialize(wiki_server, mcp_path(pen), {"Authorization": f"Bearer {owner}"})[0] == 200
    )
    assert raw_initialize(wiki_server, "/mcp/team/", {"Authorization": f"Bearer {owner}"})[0] == 200
