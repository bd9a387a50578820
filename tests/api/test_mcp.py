"""The MCP connector with the `mcp` SDK's own client: over streamable HTTP against the app
under uvicorn (a child process), and over stdio against `manage.py mcp_stdio` (a child
process). Its answers are compared with REST's on the same server."""

from __future__ import annotations

import http.client
import json
import os
import re
import sys
from collections.abc import Awaitable, Callable
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

import anyio
import httpx2
import pytest
from django.contrib.auth.models import Permission
from guardian.shortcuts import assign_perm
from jsonschema import Draft202012Validator
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError

from brain.access import MSG_NOT_FOUND as MSG_NO_BRAIN
from brain.api.auth import MSG_INVALID_TOKEN
from brain.api.callers import MSG_READ_ONLY
from brain.api.tokens import token_create, token_revoke
from brain.toolkit.commands.arguments import MSG_TIMESTAMP_RANGE
from brain.toolkit.commands.registry import commands_for, lookup
from tests.api.test_tokens_over_http import TokenApi
from tests.api.test_tools_api import hash_of, merge_the_duplicate, seed, versions
from tests.cast import Cast
from tests.processes import AsgiServer, database_url

pytestmark = pytest.mark.django_db(transaction=True)

T = TypeVar("T")
Session = Callable[[ClientSession], Awaitable[T]]

REGISTRY_TOOLS = [spec.tool_name for spec in commands_for(surface="mcp")]
READ_TOOLS = [spec.tool_name for spec in commands_for(surface="mcp") if not spec.writes]
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


def over_http(
    server: AsgiServer, brain: str | int, key: str, work: Session[T], query: str = ""
) -> T:
    """`work` in an initialized SDK session on /mcp/{brain}/ (plus `query`, e.g.
    `?workspace=acme`) with `key` as a bearer token."""

    async def main() -> T:
        headers = {"Authorization": f"Bearer {key}"}
        async with httpx2.AsyncClient(headers=headers, timeout=60) as client:
            url = f"{server.url}/mcp/{brain}/{query}"
            async with (
                streamable_http_client(url, http_client=client) as (read, write),
                ClientSession(read, write) as session,
            ):
                await session.initialize()
                return await work(session)

    return anyio.run(main)


def over_stdio(brain: str, token_file: Path, work: Session[T]) -> T:
    """`work` in an initialized SDK session with `manage.py mcp_stdio BRAIN --token-file F`."""
    env = {**os.environ, "DATABASE_URL": database_url()}
    env.pop("GOAT_TOKEN", None)
    parameters = StdioServerParameters(
        command=sys.executable,
        args=["manage.py", "mcp_stdio", brain, "--token-file", str(token_file)],
        env=env,
        cwd=str(Path(__file__).resolve().parents[2]),
    )

    async def main() -> T:
        async with stdio_client(parameters) as (read, write), ClientSession(read, write) as session:
            await session.initialize()
            return await work(session)

    return anyio.run(main)


async def tool_names(session: ClientSession) -> list[str]:
    return [tool.name for tool in (await session.list_tools()).tools]


def calling(name: str, arguments: dict[str, Any]) -> Session[tuple[bool, Any]]:
    """A session step: call one tool; (whether it failed, its JSON)."""

    async def work(session: ClientSession) -> tuple[bool, Any]:
        result = await session.call_tool(name, arguments)
        text = result.content[0].text  # type: ignore[union-attr]
        assert json.loads(text) == result.structured_content
        if not result.is_error:  # a success is the tool's result, as the registry declares it
            Draft202012Validator(lookup(name).result).validate(result.structured_content)
        return result.is_error, result.structured_content

    return work


def raw_post(server: AsgiServer, path: str, headers: dict[str, str]) -> tuple[int, Any, Any]:
    """A plain HTTP initialize request: (status, JSON body, WWW-Authenticate)."""
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=60)
    sent = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream"}
    try:
        connection.request("POST", path, body=json.dumps(INITIALIZE), headers={**sent, **headers})
        response = connection.getresponse()
        body = response.read()
        return response.status, json.loads(body), response.getheader("WWW-Authenticate")
    finally:
        connection.close()


def sdk_refusal(work: Callable[[], Any]) -> list[MCPError]:
    """The MCPErrors the SDK client raised (inside its task groups) when `work` failed."""
    with pytest.raises(BaseException) as raised:
        work()
    found: list[MCPError] = []

    def collect(error: BaseException) -> None:
        if isinstance(error, MCPError):
            found.append(error)
        for inner in getattr(error, "exceptions", ()):
            collect(inner)

    collect(raised.value)
    assert found, raised.value
    return found


# --- tools ------------------------------------------------------------------------------------


def test_a_read_token_is_offered_the_reads_and_a_write_token_every_tool(
    cast: Cast, asgi_server: AsgiServer
) -> None:
    _, read_key = token_create(user=cast.owner, scope="read")
    _, write_key = token_create(user=cast.owner, scope="write")
    brain = cast.team_brain.pk

    read = over_http(asgi_server, brain, read_key, tool_names)
    written = over_http(asgi_server, brain, write_key, tool_names)

    assert read == READ_TOOLS
    assert {"get", "list", "query", "timeline", "librarian"} <= set(read)
    assert written == REGISTRY_TOOLS
    assert {"rewrite", "create", "merge", "save_to_brain"} <= set(written) - set(read)


def test_the_tools_have_the_schemas_rest_lists(cast: Cast, asgi_server: AsgiServer) -> None:
    _, key = token_create(user=cast.owner, scope="write")

    async def listed(session: ClientSession) -> dict[str, Any]:
        tools = (await session.list_tools()).tools
        return {
            tool.name: (tool.description, tool.input_schema, tool.output_schema) for tool in tools
        }

    tools = over_http(asgi_server, cast.team_brain.pk, key, listed)
    rest = TokenApi(asgi_server.url, key).get(f"/api/brains/{cast.team_brain.pk}/tools/").body

    assert tools == {
        tool["name"]: (tool["description"], tool["parameters"], lookup(tool["name"]).result)
        for tool in rest
    }


def test_rest_lists_the_tools_mcp_offers_each_caller(cast: Cast, asgi_server: AsgiServer) -> None:
    # given a read and a write token of the owner, and a write token of a user who may only
    # see the restricted brain
    view = Permission.objects.get(content_type__app_label="brain", codename="view_brain")
    assign_perm(view, cast.restricted, cast.secret_brain)
    callers = [
        (token_create(user=cast.owner, scope="read")[1], cast.team_brain.pk),
        (token_create(user=cast.owner, scope="write")[1], cast.team_brain.pk),
        (token_create(user=cast.restricted, scope="write")[1], cast.secret_brain.pk),
    ]
    listed = []
    for key, brain in callers:
        # when each asks REST and MCP for the brain's tools
        rest = TokenApi(asgi_server.url, key).get(f"/api/brains/{brain}/tools/")
        assert rest.status == 200, rest.body
        names = [tool["name"] for tool in rest.body]
        # then both offer the same tools: the writes only to a caller who may write
        assert set(names) == set(over_http(asgi_server, brain, key, tool_names))
        listed.append(names)
    assert set(listed[0]) == set(listed[2]) == set(READ_TOOLS)
    assert set(listed[1]) == set(REGISTRY_TOOLS)


def test_a_write_token_on_a_read_only_brain_is_offered_the_reads(
    cast: Cast, asgi_server: AsgiServer
) -> None:
    # given `restricted` allowed to see the restricted brain, not to change it
    view = Permission.objects.get(content_type__app_label="brain", codename="view_brain")
    assign_perm(view, cast.restricted, cast.secret_brain)
    _, key = token_create(user=cast.restricted, scope="write")

    assert over_http(asgi_server, cast.secret_brain.pk, key, tool_names) == READ_TOOLS


# --- reads ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("tool", "arguments"),
    [
        ("query", {"text": "Sarah Acme", "limit": 5}),
        ("get", {"ref": "sarah-chen"}),
        ("list", {"kind": "page"}),
        ("timeline", {"ref": "sarah-chen"}),
        ("librarian", {"question": "Where does Sarah work?"}),
    ],
)
def test_reads_answer_what_rest_answers(
    cast: Cast, asgi_server: AsgiServer, tool: str, arguments: dict[str, Any]
) -> None:
    seed(cast.team_brain, cast.owner)
    _, key = token_create(user=cast.owner, scope="read")

    failed, result = over_http(asgi_server, "team", key, calling(tool, arguments))
    rest = TokenApi(asgi_server.url, key).tool(cast.team_brain.pk, tool, arguments)

    assert not failed and rest.status == 200
    assert result == rest.body
    assert result  # not an empty answer


def test_query_hits_carry_their_snippets_over_rest_and_mcp(
    cast: Cast, asgi_server: AsgiServer
) -> None:
    seed(cast.team_brain, cast.owner)
    _, key = token_create(user=cast.owner, scope="read")
    arguments = {"text": "kickoff", "limit": 5}

    failed, result = over_http(asgi_server, "team", key, calling("query", arguments))
    rest = TokenApi(asgi_server.url, key).tool(cast.team_brain.pk, "query", arguments).body

    assert not failed
    for hits in (result["hits"], rest["hits"]):
        snippets = {hit["id"]: hit["snippet"] for hit in hits}
        assert snippets["sarah-chen"] == "2026-11-30: **Kickoff** call."
        assert all(len(snippet) <= 240 for snippet in snippets.values())


def test_list_leaves_merged_tombstones_out_unless_asked_as_rest_does(
    cast: Cast, asgi_server: AsgiServer
) -> None:
    seed(cast.team_brain, cast.owner)
    merge_the_duplicate(cast.team_brain, cast.owner)
    _, key = token_create(user=cast.owner, scope="read")
    rest = TokenApi(asgi_server.url, key)

    listed = []
    for arguments in ({}, {"include_merged": True}, {"status": "merged"}):
        failed, result = over_http(asgi_server, "team", key, calling("list", arguments))
        assert not failed, result
        assert result == rest.tool(cast.team_brain.pk, "list", arguments).body
        listed.append([d["id"] for d in result["documents"]])

    default, included, merged = listed
    assert [i for i in included if i != "s-chen"] == default
    assert len(included) == len(default) + 1 == 4
    assert merged == ["s-chen"]


def test_bad_arguments_are_refused_naming_the_argument(cast: Cast, asgi_server: AsgiServer) -> None:
    _, key = token_create(user=cast.owner, scope="read")

    failed, result = over_http(asgi_server, cast.team_brain.pk, key, calling("get", {"id": "x"}))

    assert failed
    assert result["status"] == 400
    assert result["error"]["code"] == "bad_argument"
    assert "'id'" in result["error"]["message"]


@pytest.mark.parametrize("at", ["9999-12-31T23:00:00-05:00", "0001-01-01T01:00:00+05:00"])
def test_a_date_time_outside_the_calendar_is_a_tool_error_naming_the_argument(
    cast: Cast, asgi_server: AsgiServer, at: str
) -> None:
    # It used to escape as an OverflowError: a JSON-RPC error instead of a tool result.
    seed(cast.team_brain, cast.owner)
    _, key = token_create(user=cast.owner, scope="write")
    read_hash = hash_of(cast.team_brain, "sarah-chen")
    before = versions(cast.team_brain)
    arguments = {
        "ref": "sarah-chen",
        "source": "jamie:meeting:m2",
        "text": "Renewal.",
        "at": at,
        "expected_hash": read_hash,
    }

    failed, result = over_http(
        asgi_server, cast.team_brain.pk, key, calling("append_timeline", arguments)
    )

    assert failed
    message = MSG_TIMESTAMP_RANGE.format(param="at", value=at)
    assert result == {"error": {"code": "bad_argument", "message": message}, "status": 400}
    assert hash_of(cast.team_brain, "sarah-chen") == read_hash
    assert versions(cast.team_brain) == before


# --- writes -----------------------------------------------------------------------------------


def test_a_write_token_writes_and_a_stale_hash_is_refused_with_the_current_hash(
    cast: Cast, asgi_server: AsgiServer
) -> None:
    seed(cast.team_brain, cast.owner)
    _, key = token_create(user=cast.owner, scope="write")
    read_hash = hash_of(cast.team_brain, "sarah-chen")
    before = versions(cast.team_brain)
    rewrite = {"ref": "sarah-chen", "compiled_truth": "# Sarah Chen\n\nNow at Globex.\n"}

    # when a write names the hash it read
    failed, result = over_http(
        asgi_server,
        cast.team_brain.pk,
        key,
        calling("rewrite", {**rewrite, "expected_hash": read_hash}),
    )

    # then the brain changed, and the answer carries the new hash
    assert not failed
    current = hash_of(cast.team_brain, "sarah-chen")
    assert current != read_hash
    assert result["hashes"] == {"sarah-chen": current}
    assert versions(cast.team_brain) == before + 1

    # when another write names the old hash
    failed, stale = over_http(
        asgi_server,
        cast.team_brain.pk,
        key,
        calling("rewrite", {**rewrite, "expected_hash": read_hash}),
    )

    # then it is refused as REST refuses a stale body field (409), with the current hash
    assert failed
    assert stale["status"] == 409
    assert stale["error"]["code"] == "stale_write"
    assert stale["error"]["current_hash"] == current
    assert versions(cast.team_brain) == before + 1


def test_save_to_brain_captures_a_draft(cast: Cast, asgi_server: AsgiServer) -> None:
    _, key = token_create(user=cast.owner, scope="write")
    before = versions(cast.team_brain)

    failed, result = over_http(
        asgi_server,
        cast.team_brain.pk,
        key,
        calling("save_to_brain", {"text": "Acme wants the pilot by March.", "turn_id": "t1"}),
    )

    assert not failed
    assert versions(cast.team_brain) == before + 1
    assert result["hashes"]


def test_a_read_token_may_not_write(cast: Cast, asgi_server: AsgiServer) -> None:
    seed(cast.team_brain, cast.owner)
    _, key = token_create(user=cast.owner, scope="read")
    before = versions(cast.team_brain)
    arguments = {
        "ref": "sarah-chen",
        "compiled_truth": "x",
        "expected_hash": hash_of(cast.team_brain, "sarah-chen"),
    }

    failed, result = over_http(asgi_server, cast.team_brain.pk, key, calling("rewrite", arguments))

    assert failed
    assert result == {
        "error": {"code": "permission_denied", "message": MSG_READ_ONLY},
        "status": 403,
    }
    assert versions(cast.team_brain) == before


# --- who may connect --------------------------------------------------------------------------


def test_another_tenants_brain_is_an_unknown_brain(cast: Cast, asgi_server: AsgiServer) -> None:
    seed(cast.other_brain, cast.outsider)
    _, key = token_create(user=cast.owner, scope="write")
    before = versions(cast.other_brain)
    header = {"Authorization": f"Token {key}"}

    other = raw_post(asgi_server, f"/mcp/{cast.other_brain.pk}/", header)
    unknown = raw_post(asgi_server, "/mcp/999999/", header)

    assert other[0] == unknown[0] == 404
    assert other[1] == {
        "error": {
            "code": "not_found",
            "message": MSG_NO_BRAIN.format(ref=str(cast.other_brain.pk)),
        },
        "status": 404,
    }
    assert unknown[1] == {
        "error": {"code": "not_found", "message": MSG_NO_BRAIN.format(ref="999999")},
        "status": 404,
    }
    # and the SDK's client fails alike on both, before any tool runs
    refusals = [
        sdk_refusal(partial(over_http, asgi_server, brain, key, tool_names))
        for brain in (cast.other_brain.pk, 999999)
    ]
    assert [[error.error.message for error in errors] for errors in refusals] == [
        ["Not Found"],
        ["Not Found"],
    ]
    assert versions(cast.other_brain) == before


def test_no_token_or_a_bad_one_is_401(cast: Cast, asgi_server: AsgiServer) -> None:
    _, key = token_create(user=cast.owner, scope="read")
    token_revoke(user=cast.owner, prefix=key)
    path = f"/mcp/{cast.team_brain.pk}/"

    missing = raw_post(asgi_server, path, {})
    revoked = raw_post(asgi_server, path, {"Authorization": f"Bearer {key}"})
    session = raw_post(asgi_server, path, {"Cookie": "sessionid=whatever"})

    assert missing[0] == revoked[0] == session[0] == 401
    assert missing[1]["error"]["code"] == "not_authenticated"
    assert revoked[1] == {
        "error": {"code": "authentication_failed", "message": MSG_INVALID_TOKEN},
        "status": 401,
    }
    assert missing[2] == revoked[2] == 'Bearer realm="goat-brain"'
    sdk_refusal(partial(over_http, asgi_server, cast.team_brain.pk, key, tool_names))


def test_an_event_stream_or_a_session_end_is_405(cast: Cast, asgi_server: AsgiServer) -> None:
    # given a valid token
    _, key = token_create(user=cast.owner, scope="read")
    path = f"/mcp/{cast.team_brain.pk}/"
    answers = {}
    for method, headers in [
        ("GET", {"Authorization": f"Bearer {key}", "Accept": "text/event-stream"}),
        ("DELETE", {"Authorization": f"Bearer {key}"}),
        ("GET", {"Accept": "text/event-stream"}),
    ]:
        # when a client asks the stateless connector for a stream, or to end a session
        connection = http.client.HTTPConnection("127.0.0.1", asgi_server.port, timeout=10)
        try:
            connection.request(method, path, headers=headers)
            response = connection.getresponse()
            body = json.loads(response.read())
            answers[method, "Authorization" in headers] = (
                response.status,
                response.getheader("Allow"),
                body["error"]["code"],
            )
        finally:
            connection.close()
    # then 405 at once (no stream left open), naming POST; without a token, 401 first
    assert answers == {
        ("GET", True): (405, "POST", "method_not_allowed"),
        ("DELETE", True): (405, "POST", "method_not_allowed"),
        ("GET", False): (401, None, "not_authenticated"),
    }
    # and the SDK's client, which may ask for the stream, still works
    assert over_http(asgi_server, cast.team_brain.pk, key, tool_names) == READ_TOOLS


def test_a_page_of_another_site_may_not_drive_the_connector(
    cast: Cast, asgi_server: AsgiServer
) -> None:
    # given a valid write token (a DNS-rebinding page would need the browser to send it)
    _, key = token_create(user=cast.owner, scope="write")
    path, auth = f"/mcp/{cast.team_brain.pk}/", {"Authorization": f"Bearer {key}"}
    here = f"127.0.0.1:{asgi_server.port}"

    # when the request names another host, or comes from another site's page
    rebound = raw_post(asgi_server, path, {**auth, "Host": f"evil.example:{asgi_server.port}"})
    cross_site = raw_post(asgi_server, path, {**auth, "Origin": "http://evil.example"})
    other_port = raw_post(asgi_server, path, {**auth, "Origin": "http://127.0.0.1:1"})
    same_site = raw_post(asgi_server, path, {**auth, "Origin": f"http://{here}"})

    # then only the same-origin one is served
    assert rebound[0] == 400
    assert "ALLOWED_HOSTS" in rebound[1]["error"]["message"]
    assert cross_site[0] == other_port[0] == 403
    assert cross_site[1]["error"]["code"] == "permission_denied"
    assert same_site[0] == 200
    assert same_site[1]["result"]["serverInfo"]["name"]


def test_the_workspace_names_the_brain_of_a_shared_slug_as_on_rest(
    cast: Cast, asgi_server: AsgiServer
) -> None:
    # given two workspaces with a brain `team` each, only acme's holding Sarah Chen
    seed(cast.team_brain, cast.owner)
    root_key = token_create(user=cast.root, scope="read")[1]
    owner_key = token_create(user=cast.owner, scope="read")[1]
    root, owner = {"Authorization": f"Bearer {root_key}"}, {"Authorization": f"Bearer {owner_key}"}
    get_sarah = calling("get", {"ref": "sarah-chen"})

    # when the superuser, who sees both, names the slug with and without a workspace
    bare = raw_post(asgi_server, "/mcp/team/", root)
    in_acme = over_http(asgi_server, "team", root_key, get_sarah, "?workspace=acme")
    in_globex = over_http(
        asgi_server, "team", root_key, get_sarah, f"?workspace={cast.other_workspace.pk}"
    )
    # then the workspace picks the brain; without it the slug is ambiguous
    assert bare[0] == 400 and bare[1]["error"]["code"] == "ambiguous_brain"
    assert in_acme[0] is False and in_acme[1]["document"]["title"] == "Sarah Chen"
    assert in_globex[0] is True and in_globex[1]["error"]["code"] == "not_found"

    # when acme's owner names globex, a workspace she cannot see, or one that does not exist
    answers = {}
    for workspace in ("globex", "nowhere", "acme"):
        mcp = raw_post(asgi_server, f"/mcp/team/?workspace={workspace}", owner)
        rest = TokenApi(asgi_server.url, owner_key).get(
            f"/api/brains/team/tools/?workspace={workspace}"
        )
        answers[workspace] = (mcp[0], rest.status, mcp[1].get("error"))
    # then MCP answers as REST does: no brain there, not her own workspace's `team`
    no_brain = {"code": "not_found", "message": MSG_NO_BRAIN.format(ref="team")}
    assert answers["globex"] == (404, 404, no_brain)
    assert answers["nowhere"] == (404, 404, no_brain)
    assert answers["acme"] == (200, 200, None)


def test_a_token_bound_to_a_brain_sees_no_other(cast: Cast, asgi_server: AsgiServer) -> None:
    _, key = token_create(user=cast.member, scope="write", brain=cast.secret_brain)
    header = {"Authorization": f"Bearer {key}"}

    other = raw_post(asgi_server, f"/mcp/{cast.team_brain.pk}/", header)
    unknown = raw_post(asgi_server, "/mcp/999999/", header)

    assert other[0] == unknown[0] == 404
    assert other[1]["error"]["code"] == unknown[1]["error"]["code"] == "not_found"
    assert over_http(asgi_server, "secret", key, tool_names) == REGISTRY_TOOLS


def test_a_restricted_brain_is_unknown_to_whom_it_is_not_open(
    cast: Cast, asgi_server: AsgiServer
) -> None:
    _, key = token_create(user=cast.restricted, scope="write")
    header = {"Authorization": f"Bearer {key}"}

    secret = raw_post(asgi_server, f"/mcp/{cast.secret_brain.pk}/", header)

    assert secret[0] == 404
    assert secret[1]["error"]["message"] == MSG_NO_BRAIN.format(ref=str(cast.secret_brain.pk))


# --- stdio ------------------------------------------------------------------------------------


def test_stdio_serves_the_same_tools_with_the_same_scoping(
    cast: Cast, asgi_server: AsgiServer, tmp_path: Path
) -> None:
    seed(cast.team_brain, cast.owner)
    _, read_key = token_create(user=cast.owner, scope="read")
    _, write_key = token_create(user=cast.owner, scope="write")
    read_file, write_file = tmp_path / "read", tmp_path / "write"
    read_file.write_text(read_key + "\n")
    write_file.write_text(write_key + "\n")
    before = versions(cast.team_brain)

    read_hash = hash_of(cast.team_brain, "sarah-chen")
    stale_write = {"ref": "sarah-chen", "compiled_truth": "x", "expected_hash": read_hash}

    async def read_work(session: ClientSession) -> tuple[list[str], Any, Any]:
        names = await tool_names(session)
        got = await calling("get", {"ref": "sarah-chen"})(session)
        refused = await calling("rewrite", stale_write)(session)
        return names, got, refused

    names, (failed, got), (refused, refusal) = over_stdio("team", read_file, read_work)

    assert names == READ_TOOLS
    assert not failed
    rest = TokenApi(asgi_server.url, read_key).tool(
        cast.team_brain.pk, "get", {"ref": "sarah-chen"}
    )
    assert got == rest.body
    assert refused and refusal["status"] == 403
    assert versions(cast.team_brain) == before

    # a write token writes
    rewrite = {
        "ref": "sarah-chen",
        "compiled_truth": "# Sarah Chen\n\nNow at Globex.\n",
        "expected_hash": hash_of(cast.team_brain, "sarah-chen"),
    }
    failed, result = over_stdio("team", write_file, calling("rewrite", rewrite))
    assert not failed
    assert result["hashes"] == {"sarah-chen": hash_of(cast.team_brain, "sarah-chen")}
    assert versions(cast.team_brain) == before + 1


def test_stdio_refuses_a_bad_token_and_an_unknown_brain(cast: Cast, tmp_path: Path) -> None:
    import subprocess

    _, key = token_create(user=cast.owner, scope="read")
    env = {**os.environ, "DATABASE_URL": database_url()}
    root = Path(__file__).resolve().parents[2]

    def run(brain: str, token: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "manage.py", "mcp_stdio", brain],
            cwd=root,
            env={**env, "GOAT_TOKEN": token},
            capture_output=True,
            text=True,
            timeout=120,
            stdin=subprocess.DEVNULL,
        )

    bad = run("team", "gbt_nothing_here")
    other = run(str(cast.other_brain.pk), key)
    unknown = run("999999", key)

    assert (bad.returncode, bad.stdout) == (2, "")
    assert MSG_INVALID_TOKEN in bad.stderr
    assert other.returncode == unknown.returncode == 2
    assert MSG_NO_BRAIN.format(ref=str(cast.other_brain.pk)) in other.stderr
    assert MSG_NO_BRAIN.format(ref="999999") in unknown.stderr


def test_the_docs_list_the_tools_each_token_is_offered(repo_root: Path) -> None:
    doc = (repo_root / "docs" / "api.md").read_text(encoding="utf-8")
    rows = {
        line.split("|")[1].strip(): re.findall(r"`([a-z_]+)`", line.split("|")[2])
        for line in doc[doc.index("## MCP") :].splitlines()
        if line.startswith("| any token") or line.startswith("| a `write` token")
    }

    assert rows["any token"] == READ_TOOLS
    assert sorted(rows["any token"] + rows["a `write` token, on a brain its user may change"]) == (
        sorted(REGISTRY_TOOLS)
    )
