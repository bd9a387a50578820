"""The command registry: each command declared once, every surface generated from it."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from brain.toolkit import cli
from brain.toolkit.commands import REGISTRY
from brain.toolkit.commands.arguments import (
    MAX_CAPTURE_TEXT,
    MAX_LIBRARIAN_HITS,
    MAX_QUERY_TEXT,
    MAX_QUESTION,
    MSG_QUERY_TOO_LONG,
)
from brain.toolkit.commands.registry import (
    COMMANDS,
    MSG_PARAM_SURROGATE,
    MSG_TOO_MANY,
    CommandSpec,
    Param,
    bind,
    bind_tool,
    call,
    command_line,
    commands_for,
    tool_schemas,
)
from brain.toolkit.directory import DirectoryStore
from brain.toolkit.errors import BAD_ARGUMENT, CommandError
from brain.toolkit.root import init_root
from brain.toolkit.schemas import MAX_LIST_ITEMS
from tests.toolkit.helpers import REPO_ROOT, doc_text, run_json, write

CLI_DOC = (REPO_ROOT / "docs" / "cli.md").read_text(encoding="utf-8")


def doc_section(name: str) -> str:
    match = re.search(rf"^### {re.escape(name)}\n(.*?)(?=^##)", CLI_DOC, re.S | re.M)
    assert match is not None, f"docs/cli.md has no section '### {name}'"
    return match.group(1)


@pytest.mark.parametrize("spec", commands_for(surface="cli"), ids=lambda spec: spec.name)
def test_every_command_and_option_is_documented(spec: CommandSpec) -> None:
    section = doc_section(spec.name)
    for param in spec.params_for("cli"):
        if not param.positional:
            assert param.option in section, f"{spec.name}: {param.option} is not documented"


def test_the_parser_offers_exactly_the_registry_commands() -> None:
    parser = cli.build_parser()
    subparsers = next(a for a in parser._actions if a.dest == "command")
    assert subparsers.choices is not None
    assert set(subparsers.choices) == {s.name for s in commands_for(surface="cli")}
    assert set(subparsers.choices) == {s.name for s in COMMANDS if "cli" in s.surfaces}


def test_tool_schemas_leave_out_command_line_only_parts() -> None:
    tools = {tool["name"]: tool for tool in tool_schemas(surface="rest")}
    assert "validate" not in tools  # files only
    assert "yes" not in tools["delete"]["parameters"]["properties"]  # always a dry run here
    rewrite = tools["rewrite"]["parameters"]
    assert set(rewrite["properties"]) == {"ref", "compiled_truth", "expected_hash"}
    # a tool edits only what it read: the hash the command line accepts is required here
    assert rewrite["required"] == ["ref", "compiled_truth", "expected_hash"]
    assert "expected_hash" not in tools["delete"]["parameters"]["required"]
    assert rewrite["additionalProperties"] is False
    assert tools["list"]["parameters"]["properties"]["type"]["enum"][0] == "person"
    assert tools["list"]["parameters"]["properties"]["type"]["enum"][-1] is None
    # list leaves merged tombstones out as query does, on every surface
    for surface in ("rest", "mcp"):
        listing = next(t for t in tool_schemas(surface=surface) if t["name"] == "list")
        # (an optional argument may be sent as null: bind reads it as left out)
        assert listing["parameters"]["properties"]["include_merged"] == {
            "type": ["boolean", "null"],
            "default": False,
            "description": "also list merged tombstones",
        }
        assert "include_merged" not in listing["parameters"]["required"]
    # declared without a toolkit function: offered once the server binds one (the ingest
    # app binds save_to_brain and the librarian when Django starts)
    assert "save_to_brain" in tools and "librarian" in tools
    assert REGISTRY["save_to_brain"].function is None and REGISTRY["librarian"].function is None
    librarian = tools["librarian"]["parameters"]
    assert set(librarian["properties"]) == {"question", "limit"}
    assert librarian["required"] == ["question"]
    # tools, not commands: neither is on the command line nor offered to any agent profile
    assert not {"save_to_brain", "librarian"} & {s.name for s in commands_for(surface="cli")}
    for profile in ("ingest", "capture", "librarian"):
        offered = {s.name for s in commands_for(surface="rest", profile=profile)}
        assert not {"save_to_brain", "librarian"} & offered


def test_agent_profiles() -> None:
    def names(profile: str) -> set[str]:
        return {s.name for s in commands_for(surface="cli", profile=profile)}

    assert "merge" in names("capture") and "merge" not in names("ingest")
    # A transcript is data: the meeting profile can neither delete, merge nor move.
    assert not {"delete", "merge", "move"} & names("ingest")
    assert {"merge", "move", "delete"} <= names("capture")
    assert names("librarian") == {"get", "list", "query", "mentions", "timeline", "doctor"}


def test_tools_and_agents_must_send_the_hash_the_command_line_may_leave_out() -> None:
    for name in ("rewrite", "set", "append-timeline", "alias", "link", "move"):
        spec = REGISTRY[name]
        assert next(p for p in spec.params_for("rest") if p.name == "expected_hash").required
        assert not next(p for p in spec.params_for("cli") if p.name == "expected_hash").required
    with pytest.raises(CommandError, match="needs expected_hash"):
        bind(REGISTRY["rewrite"], {"ref": "a", "compiled_truth": "x"}, surface="mcp")
    assert bind(REGISTRY["rewrite"], {"ref": "a", "compiled_truth": "x"}, surface="cli")


def test_bind_refuses_unknown_missing_and_mistyped_arguments() -> None:
    spec = REGISTRY["query"]
    cases: list[tuple[dict[str, object], str]] = [
        ({"text": "acme", "lmit": 3}, "takes no argument 'lmit'"),
        ({"limit": 3}, "needs the argument 'text'"),
        ({"text": "acme", "limit": "3"}, "'limit' must be an integer"),
        ({"text": "acme", "include_merged": "yes"}, "'include_merged' must be true or false"),
    ]
    for arguments, message in cases:
        with pytest.raises(CommandError) as refused:
            bind(spec, arguments, surface="rest")
        assert refused.value.code == BAD_ARGUMENT
        assert message in refused.value.message
    with pytest.raises(CommandError):
        bind(REGISTRY["delete"], {"ref": "x", "yes": True}, surface="rest")
    assert bind(REGISTRY["delete"], {"ref": "x", "yes": True}, surface="cli") == {
        "ref": "x",
        "yes": True,
    }


def test_a_command_that_requires_the_hash_refuses_a_call_without_it() -> None:
    spec = CommandSpec(
        "demo", "d", None, (Param("ref", "str", "r", required=True),), expected_hash="requires"
    )
    with pytest.raises(CommandError) as refused:
        bind(spec, {"ref": "x"}, surface="rest")
    assert "needs expected_hash" in refused.value.message


def test_a_tool_call_returns_exactly_the_cli_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    init_root(tmp_path)
    write(tmp_path, "people/sarah.md", doc_text("sarah", type="person", body="[[page:acme]]"))
    write(tmp_path, "companies/acme.md", doc_text("acme", type="company"))
    store = DirectoryStore(tmp_path)
    for name, arguments, argv in [
        ("get", {"ref": "acme"}, ["get", "acme"]),
        ("list", {"type": "person"}, ["list", "--type", "person"]),
        ("query", {"text": "acme"}, ["query", "acme"]),
        ("delete", {"ref": "acme"}, ["delete", "acme"]),
        ("doctor", {}, ["doctor"]),
    ]:
        _, from_cli, _ = run_json(capsys, tmp_path, *argv)
        assert json.loads(json.dumps(call(name, store, arguments))) == from_cli, name


def test_a_query_over_the_length_cap_is_refused_on_every_surface(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    init_root(tmp_path)
    write(tmp_path, "companies/acme.md", doc_text("acme", type="company"))
    store = DirectoryStore(tmp_path)
    longest = "acme " * (MAX_QUERY_TEXT // 5)
    assert len(longest) == MAX_QUERY_TEXT

    assert [hit["id"] for hit in call("query", store, {"text": longest})["hits"]] == ["acme"]
    with pytest.raises(CommandError) as refused:
        call("query", store, {"text": longest + "x"})
    code, from_cli, _ = run_json(capsys, tmp_path, "query", longest + "x")

    message = MSG_QUERY_TOO_LONG.format(size=MAX_QUERY_TEXT + 1, limit=MAX_QUERY_TEXT)
    assert (refused.value.code, refused.value.message) == (BAD_ARGUMENT, message)
    assert (code, from_cli) == (2, {"error": {"code": BAD_ARGUMENT, "message": message}})


def test_an_unpaired_surrogate_is_refused_as_no_text_on_every_surface(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # A JSON "\\udcff" escape without its pair gives a tool one; storing or printing it would
    # fail. (The command line refuses bytes that are not UTF-8 itself, before any command.)
    init_root(tmp_path)
    write(tmp_path, "companies/acme.md", doc_text("acme", type="company"))
    store = DirectoryStore(tmp_path)
    message = MSG_PARAM_SURROGATE.format(command="get", param="ref")

    with pytest.raises(CommandError) as refused:
        call("get", store, {"ref": "acme\udcff"})
    code, from_cli, _ = run_json(capsys, tmp_path, "get", "acme\udcff")

    assert (refused.value.code, refused.value.message) == (BAD_ARGUMENT, message)
    assert (code, from_cli["error"]["code"]) == (2, "usage")
    # A pair is one character: text like any other.
    assert call("query", store, {"text": "acme \U0001f680"})["hits"][0]["id"] == "acme"


def test_a_list_over_what_a_document_keeps_is_refused_before_the_command_runs() -> None:
    # Each list a document keeps holds at most MAX_LIST_ITEMS; a longer argument is refused by
    # its size alone, on every surface, and the tool's schema says so.
    for command, param in [("alias", "aliases"), ("create", "relations"), ("set", "fields")]:
        spec = REGISTRY[command]
        schema = next(p for p in spec.params if p.name == param).json_schema()
        assert schema["maxItems"] == MAX_LIST_ITEMS
        longest = [f"name {i}" for i in range(MAX_LIST_ITEMS)]
        arguments: dict[str, object] = {"ref": "x", "type": "person", "title": "T"}
        arguments["expected_hash"] = "0" * 64
        arguments[param] = longest
        for surface in ("rest", "cli"):
            known = {p.name for p in spec.params_for(surface)}
            given = {k: v for k, v in arguments.items() if k in known}
            assert len(bind(spec, given, surface=surface)[param]) == MAX_LIST_ITEMS
            with pytest.raises(CommandError) as refused:
                bind(spec, {**given, param: [*longest, "one more"]}, surface=surface)
            message = MSG_TOO_MANY.format(
                command=spec.tool_name, param=param, limit=MAX_LIST_ITEMS, count=MAX_LIST_ITEMS + 1
            )
            assert (refused.value.code, refused.value.message) == (BAD_ARGUMENT, message)


def test_the_tools_schemas_give_the_bounds_their_commands_check() -> None:
    def schema(command: str, param: str) -> dict[str, object]:
        return next(p for p in REGISTRY[command].params if p.name == param).json_schema()

    assert schema("query", "limit")["minimum"] == 1
    assert (schema("librarian", "limit")["minimum"], schema("librarian", "limit")["maximum"]) == (
        1,
        MAX_LIBRARIAN_HITS,
    )
    assert schema("librarian", "question")["maxLength"] == MAX_QUESTION
    assert schema("save_to_brain", "text")["maxLength"] == MAX_CAPTURE_TEXT


def test_binding_a_server_tool() -> None:
    with pytest.raises(ValueError):
        bind_tool("get", lambda store: {})
    assert all(spec.tool_name.isidentifier() for spec in COMMANDS)


def test_command_line_reads_like_what_a_person_types() -> None:
    spec = REGISTRY["append-timeline"]
    line = command_line(
        spec,
        {"ref": "ada-park", "source": "jamie:meeting:m1", "text": "Kickoff call.", "at": None},
    )
    assert line == (
        "goat-brain append-timeline ada-park --source jamie:meeting:m1 --text 'Kickoff call.'"
    )
    merge = command_line(
        REGISTRY["merge"], {"source_ref": "s-chen", "target_ref": "sarah-chen", "dry_run": True}
    )
    assert merge == "goat-brain merge s-chen sarah-chen --dry-run"
    assert command_line(REGISTRY["alias"], {"ref": "acme", "aliases": ["Acme", "ACME Inc."]}) == (
        "goat-brain alias acme Acme 'ACME Inc.'"
    )
