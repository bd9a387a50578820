"""The REST API over real HTTP (docs/api.md): brains, their tools, hashes, errors.

Each tool's result is exactly the CLI's `--json`; every error is `{"error": {"code",
"message", ...}}` with the status docs/api.md's table gives.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.models import Permission
from django.test import Client
from guardian.shortcuts import assign_perm

from brain.access import MSG_NOT_FOUND as MSG_NO_BRAIN
from brain.api.parsing import MAX_BODY_BYTES, MSG_TOO_LARGE
from brain.models import Brain, BrainDocument, BrainDocumentVersion, BrainFolder
from brain.services import Actor
from brain.store import DatabaseStore
from brain.sync import brain_materialize
from brain.toolkit import cli
from brain.toolkit.commands import registry
from brain.toolkit.commands.arguments import MAX_QUERY_TEXT, MSG_QUERY_TOO_LONG
from brain.toolkit.commands.registry import (
    MSG_HASH_REQUIRED,
    MSG_PARAM_TYPE,
    MSG_UNKNOWN_COMMAND,
    call,
    commands_for,
    tool_schemas,
)
from brain.toolkit.errors import MSG_NOT_FOUND as MSG_NO_DOCUMENT
from ingest.models import IngestJob
from tests.api.conftest import Api
from tests.cast import Cast

pytestmark = pytest.mark.django_db(transaction=True)

SignIn = Callable[[AbstractBaseUser | None], Api]
SARAH_BODY = "# Sarah Chen\n\nVP Engineering at [[page:acme-corp|Acme]].\n"


def seed(brain: Brain, user: AbstractBaseUser) -> None:
    """A few documents written through the registry: a person with a timeline and a link, a
    company, a duplicate person (for merge), evidence."""
    store = DatabaseStore(brain, actor=Actor(type="user", user=user))
    calls: list[tuple[str, dict[str, Any]]] = [
        ("create", {"type": "company", "title": "Acme Corp", "brain_id": "acme-corp"}),
        (
            "create",
            {
                "type": "person",
                "title": "Sarah Chen",
                "aliases": ["Sarah"],
                "relations": ["works_at:acme-corp"],
                "body": SARAH_BODY,
            },
        ),
        ("create", {"type": "person", "title": "S. Chen", "brain_id": "s-chen"}),
        (
            "append-timeline",
            {
                "ref": "sarah-chen",
                "source": "jamie:meeting:m1",
                "text": "Kickoff call.",
                "at": "2026-11-30T14:00:00Z",
            },
        ),
        (
            "append-evidence",
            {"source": "jamie:meeting:m1", "title": "Kickoff", "text": "Sarah: let us start."},
        ),
    ]
    for name, arguments in calls:
        call(name, store, arguments, surface="cli")  # set-up, as a person would type it


@pytest.fixture
def team(cast: Cast) -> Brain:
    seed(cast.team_brain, cast.owner)
    return cast.team_brain


def hash_of(brain: Brain, brain_id: str) -> str:
    return BrainDocument.objects.get(brain_ref=brain, brain_id=brain_id).content_hash


def versions(brain: Brain) -> int:
    return BrainDocumentVersion.objects.filter(brain_ref=brain).count()


def cli_json(capsys: pytest.CaptureFixture[str], root: Path, *argv: str) -> Any:
    capsys.readouterr()
    code = cli.main([*argv, "--root", str(root), "--json"])
    out = capsys.readouterr().out
    assert code == 0, out
    return json.loads(out)


# --- brains -----------------------------------------------------------------------------------


def test_each_caller_lists_the_brains_they_may_see(cast: Cast, api: SignIn) -> None:
    def listed(user: AbstractBaseUser) -> list[tuple[str, str, str, bool]]:
        answer = api(user).get("/api/brains/")
        assert answer.status == 200
        return [(b["workspace"], b["slug"], b["visibility"], b["may_write"]) for b in answer.body]

    assert listed(cast.owner) == [
        ("acme", "secret", "restricted", True),
        ("acme", "team", "workspace", True),
    ]
    assert listed(cast.member) == listed(cast.owner)
    assert listed(cast.restricted) == [("acme", "team", "workspace", True)]
    assert listed(cast.outsider) == [("globex", "team", "workspace", True)]
    first = api(cast.outsider).get("/api/brains/").body[0]
    assert first == {
        "id": cast.other_brain.pk,
        "slug": "team",
        "name": "Team",
        "workspace": "globex",
        "visibility": "workspace",
        "may_write": True,
    }


def test_a_brain_shared_read_only_is_listed_as_not_writable(cast: Cast, api: SignIn) -> None:
    view_only(cast)

    answer = api(cast.restricted).get("/api/brains/")

    assert [(b["slug"], b["may_write"]) for b in answer.body] == [
        ("secret", False),
        ("team", True),
    ]


def test_without_a_session_it_is_401_asking_for_a_token(cast: Cast, api: SignIn) -> None:
    answer = api(None).get("/api/brains/")

    assert answer.status == 401
    assert answer.headers["WWW-Authenticate"] == "Token"
    assert answer.body["error"]["code"] == "not_authenticated"


# --- tools ------------------------------------------------------------------------------------


def test_the_tools_are_the_registrys_rest_tools(cast: Cast, api: SignIn) -> None:
    answer = api(cast.member).get(f"/api/brains/{cast.team_brain.pk}/tools/")

    assert answer.status == 200
    assert answer.body == json.loads(json.dumps(tool_schemas(surface="rest")))
    names = [tool["name"] for tool in answer.body]
    assert names[:3] == ["get", "list", "query"]
    assert "save_to_brain" in names and "validate" not in names and "init" not in names


def test_the_tools_of_an_invisible_brain_are_404(cast: Cast, api: SignIn) -> None:
    answer = api(cast.restricted).get("/api/brains/secret/tools/")

    assert answer.status == 404
    assert answer.body == {
        "error": {"code": "not_found", "message": MSG_NO_BRAIN.format(ref="secret")}
    }


READS = [
    ("get", {"ref": "sarah-chen"}, ["get", "sarah-chen"]),
    ("get", {"ref": "Sarah"}, ["get", "Sarah"]),
    ("get", {"ref": "acme-corp"}, ["get", "acme-corp"]),
    ("list", {}, ["list"]),
    ("list", {"type": "person", "kind": "page"}, ["list", "--type", "person", "--kind", "page"]),
    ("query", {"text": "sarah acme"}, ["query", "sarah", "acme"]),
    ("query", {"text": "chen", "limit": 1}, ["query", "chen", "--limit", "1"]),
    ("timeline", {"ref": "sarah-chen"}, ["timeline", "sarah-chen"]),
    (
        "mentions",
        {"text": "sarah chen and ACME corp", "exclude": ["sarah-chen"]},
        ["mentions", "--text", "sarah chen and ACME corp", "--exclude", "sarah-chen"],
    ),
    ("folder", {}, ["folder"]),
    ("doctor", {}, ["doctor"]),
]


def test_every_read_tool_answers_exactly_the_cli_json(
    team: Brain,
    cast: Cast,
    api: SignIn,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    copy = brain_materialize(brain=team, directory=tmp_path / "copy").root
    caller = api(cast.member)
    tried = set()
    for name, arguments, argv in READS:
        answer = caller.tool("team", name, arguments)

        assert answer.status == 200, (name, answer.body)
        assert answer.body == cli_json(capsys, copy, *argv), name
        tried.add(name)
    reads = {spec.name for spec in commands_for(surface="rest") if not spec.writes}
    assert reads - {"librarian"} <= tried | {"folder"}


def merge_the_duplicate(brain: Brain, user: AbstractBaseUser) -> None:
    """s-chen merged into sarah-chen: s-chen stays as a merged tombstone."""
    store = DatabaseStore(brain, actor=Actor(type="user", user=user))
    call("merge", store, {"source_ref": "s-chen", "target_ref": "sarah-chen"}, surface="cli")


def test_list_leaves_merged_tombstones_out_unless_asked_exactly_as_the_cli(
    team: Brain,
    cast: Cast,
    api: SignIn,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    merge_the_duplicate(team, cast.owner)
    copy = brain_materialize(brain=team, directory=tmp_path / "copy").root
    caller = api(cast.member)
    before = versions(team)
    answers = {}
    for key, arguments, argv in [
        ("default", {}, ["list"]),
        ("included", {"include_merged": True}, ["list", "--include-merged"]),
        ("merged", {"status": "merged"}, ["list", "--status", "merged"]),
        ("people", {"type": "person"}, ["list", "--type", "person"]),
    ]:
        answer = caller.tool("team", "list", arguments)
        assert answer.status == 200, answer.body
        assert answer.body == cli_json(capsys, copy, *argv), key
        answers[key] = [(d["id"], d["status"]) for d in answer.body["documents"]]

    evidence = next(i for i, _ in answers["included"] if i.startswith("ev-"))
    assert answers["included"] == [
        ("acme-corp", "draft"),
        (evidence, "active"),
        ("s-chen", "merged"),
        ("sarah-chen", "draft"),
    ]
    assert answers["default"] == [row for row in answers["included"] if row[0] != "s-chen"]
    assert answers["merged"] == [("s-chen", "merged")]
    assert answers["people"] == [("sarah-chen", "draft")]
    assert versions(team) == before


def test_a_document_carries_its_hash(team: Brain, cast: Cast, api: SignIn) -> None:
    answer = api(cast.member).tool("team", "get", {"ref": "sarah-chen"})

    assert answer.body["document"]["hash"] == hash_of(team, "sarah-chen")


# --- writes and hashes ------------------------------------------------------------------------


def test_create_then_rewrite_with_if_match(cast: Cast, api: SignIn) -> None:
    caller = api(cast.member)
    created = caller.tool("team", "create", {"type": "person", "title": "Ada Park"})
    first = created.body["hashes"]["ada-park"]

    rewritten = caller.tool(
        "team",
        "rewrite",
        {"ref": "ada-park", "compiled_truth": "# Ada Park\n\nEngineer.\n"},
        headers={"If-Match": f'"{first}"'},
    )

    assert created.status == 200 and created.body["created"]["hash"] == first
    assert rewritten.status == 200
    assert rewritten.body["changed"] is True
    now = hash_of(cast.team_brain, "ada-park")
    assert (
        rewritten.body["hashes"] == {"ada-park": now} and rewritten.body["document"]["hash"] == now
    )
    assert now != first
    version = BrainDocumentVersion.objects.filter(brain_ref=cast.team_brain).latest("pk")
    assert (version.actor_user, version.actor_label) == (cast.member, "api")


def test_if_match_without_quotes_works_too(team: Brain, cast: Cast, api: SignIn) -> None:
    answer = api(cast.member).tool(
        "team",
        "set",
        {"ref": "sarah-chen", "title": "Sarah K. Chen"},
        headers={"If-Match": hash_of(team, "sarah-chen")},
    )

    assert answer.status == 200 and answer.body["changed"] is True


def test_a_stale_if_match_is_412_with_the_current_hash_and_changes_nothing(
    team: Brain, cast: Cast, api: SignIn
) -> None:
    current, before = hash_of(team, "sarah-chen"), versions(team)

    answer = api(cast.member).tool(
        "team",
        "rewrite",
        {"ref": "sarah-chen", "compiled_truth": "# Sarah\n\nGone.\n"},
        headers={"If-Match": '"0000"'},
    )

    assert answer.status == 412
    error = answer.body["error"]
    assert (error["code"], error["current_hash"], error["id"]) == (
        "stale_write",
        current,
        "sarah-chen",
    )
    assert "expected hash 0000" in error["message"]
    assert hash_of(team, "sarah-chen") == current and versions(team) == before


def test_a_stale_hash_in_the_body_is_409_and_changes_nothing(
    team: Brain, cast: Cast, api: SignIn
) -> None:
    current, before = hash_of(team, "sarah-chen"), versions(team)

    answer = api(cast.member).tool(
        "team",
        "append_timeline",
        {
            "ref": "sarah-chen",
            "source": "jamie:meeting:m2",
            "text": "Follow-up.",
            "expected_hash": "0000",
        },
    )

    assert answer.status == 409
    assert answer.body["error"]["code"] == "stale_write"
    assert answer.body["error"]["current_hash"] == current
    assert hash_of(team, "sarah-chen") == current and versions(team) == before


def test_if_match_and_a_different_body_hash_are_400(team: Brain, cast: Cast, api: SignIn) -> None:
    before = versions(team)

    answer = api(cast.member).tool(
        "team",
        "rewrite",
        {"ref": "sarah-chen", "compiled_truth": "x\n", "expected_hash": "1111"},
        headers={"If-Match": '"2222"'},
    )

    assert answer.status == 400
    assert answer.body["error"]["code"] == "hash_mismatch"
    assert versions(team) == before


def test_if_match_on_a_tool_that_checks_no_hash_is_400(
    team: Brain, cast: Cast, api: SignIn
) -> None:
    answer = api(cast.member).tool(
        "team", "get", {"ref": "sarah-chen"}, headers={"If-Match": '"abc"'}
    )

    assert answer.status == 400
    assert answer.body["error"]["code"] == "bad_argument"


@pytest.fixture
def strict_rewrite(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A tool bound after the URLs loaded that requires the hash (served by the generic route)."""
    spec = replace(registry.REGISTRY["rewrite"], name="strict-rewrite", expected_hash="requires")
    monkeypatch.setattr(registry, "COMMANDS", (*registry.COMMANDS, spec))
    monkeypatch.setitem(registry.REGISTRY, spec.name, spec)
    monkeypatch.setattr(registry, "BRAIN_COMMANDS", registry.CommandRegistry(registry.COMMANDS))
    yield spec.tool_name


def test_a_tool_that_requires_the_hash_refuses_a_call_without_it(
    team: Brain, cast: Cast, strict_rewrite: str
) -> None:
    # In process (Django's test client): the tool exists only in this process's registry.
    before = versions(team)
    client = Client()
    client.force_login(cast.member)
    path = f"/api/brains/team/tools/{strict_rewrite}"
    arguments = json.dumps({"ref": "sarah-chen", "compiled_truth": "# Sarah\n\nNew.\n"})

    refused = client.post(path, arguments, content_type="application/json")
    accepted = client.post(
        path,
        arguments,
        content_type="application/json",
        headers={"If-Match": hash_of(team, "sarah-chen")},
    )

    assert refused.status_code == 400
    assert refused.json()["error"] == {
        "code": "bad_argument",
        "message": MSG_HASH_REQUIRED.format(command=strict_rewrite, param="expected_hash"),
    }
    assert "expected_hash" in refused.json()["error"]["message"]
    assert accepted.status_code == 200 and versions(team) == before + 1


def test_merge(team: Brain, cast: Cast, api: SignIn) -> None:
    caller = api(cast.owner)
    merge = {"source_ref": "s-chen", "target_ref": "sarah-chen"}
    # both hashes are required, and a stale one changes nothing
    missing = caller.tool("team", "merge", merge)
    assert missing.status == 400 and "source_hash" in missing.body["error"]["message"]
    stale = caller.tool(
        "team",
        "merge",
        {**merge, "source_hash": hash_of(team, "s-chen"), "target_hash": "0" * 64},
    )
    assert stale.status == 409
    assert stale.body["error"]["current_hash"] == hash_of(team, "sarah-chen")
    answer = caller.tool(
        "team",
        "merge",
        {
            **merge,
            "source_hash": hash_of(team, "s-chen"),
            "target_hash": hash_of(team, "sarah-chen"),
        },
    )

    assert answer.status == 200
    assert (answer.body["merged"], answer.body["into"], answer.body["applied"]) == (
        "s-chen",
        "sarah-chen",
        True,
    )
    assert "S. Chen" in answer.body["folded"]["aliases"]
    assert answer.body["hashes"]["sarah-chen"] == hash_of(team, "sarah-chen")
    tombstone = BrainDocument.objects.get(brain_ref=team, brain_id="s-chen")
    assert (tombstone.status, tombstone.merged_into) == ("merged", "sarah-chen")


def test_delete_is_only_a_dry_run_over_rest(
    team: Brain, cast: Cast, api: SignIn, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    copy = brain_materialize(brain=team, directory=tmp_path / "copy").root
    before = versions(team)
    caller = api(cast.owner)

    answer = caller.tool("team", "delete", {"ref": "acme-corp"})
    refused = caller.tool("team", "delete", {"ref": "acme-corp", "yes": True})

    assert answer.status == 200
    assert answer.body == cli_json(capsys, copy, "delete", "acme-corp")
    assert refused.status == 400 and "'yes'" in refused.body["error"]["message"]
    assert BrainDocument.objects.filter(brain_ref=team, brain_id="acme-corp").exists()
    assert versions(team) == before


def test_folder_create(cast: Cast, api: SignIn) -> None:
    answer = api(cast.member).tool("team", "folder", {"action": "create", "path": "decisions"})

    assert answer.status == 200
    assert answer.body == {"folder": "decisions", "created": True, "hashes": {}}
    assert BrainFolder.objects.filter(brain_ref=cast.team_brain, path="decisions").exists()


def test_save_to_brain_returns_the_draft_and_the_job(cast: Cast, api: SignIn) -> None:
    answer = api(cast.member).tool(
        "team", "save_to_brain", {"text": "Acme wants SSO first.", "turn_id": "t1"}
    )

    assert answer.status == 200
    draft = BrainDocument.objects.get(
        brain_ref=cast.team_brain, brain_id=answer.body["draft"]["id"]
    )
    assert (draft.folder, draft.status) == ("inbox", "draft")
    assert answer.body["draft"]["hash"] == draft.content_hash
    assert answer.body["hashes"] == {draft.brain_id: draft.content_hash}
    assert IngestJob.objects.get(pk=answer.body["job"]).user == cast.member


def test_a_tool_answers_to_its_cli_name_too(team: Brain, cast: Cast, api: SignIn) -> None:
    entry = {
        "ref": "sarah-chen",
        "source": "jamie:meeting:m3",
        "text": "Call.",
        "at": "2026-12-01T10:00:00Z",
    }
    caller = api(cast.member)

    by_cli_name = caller.tool(
        "team", "append-timeline", {**entry, "expected_hash": hash_of(team, "sarah-chen")}
    )
    by_tool_name = caller.tool(
        "team", "append_timeline", {**entry, "expected_hash": hash_of(team, "sarah-chen")}
    )

    assert by_cli_name.status == by_tool_name.status == 200
    assert by_cli_name.body["appended"] is True and by_tool_name.body["appended"] is False


# --- access -----------------------------------------------------------------------------------


def test_an_outsider_gets_the_same_404_as_for_a_brain_that_does_not_exist(
    team: Brain, cast: Cast, api: SignIn
) -> None:
    caller = api(cast.outsider)
    before = versions(team)
    unknown = 10_000 + Brain.objects.order_by("-pk").values_list("pk", flat=True)[0]

    theirs = caller.tool(team.pk, "create", {"type": "person", "title": "Mole"})
    missing = caller.tool(unknown, "create", {"type": "person", "title": "Mole"})
    secret = caller.tool("secret", "get", {"ref": "sarah-chen"})

    assert theirs.status == missing.status == secret.status == 404
    assert theirs.body == {
        "error": {"code": "not_found", "message": MSG_NO_BRAIN.format(ref=str(team.pk))}
    }
    assert missing.body == {
        "error": {"code": "not_found", "message": MSG_NO_BRAIN.format(ref=str(unknown))}
    }
    assert secret.body == {
        "error": {"code": "not_found", "message": MSG_NO_BRAIN.format(ref="secret")}
    }
    assert versions(team) == before
    assert not BrainDocument.objects.filter(brain_id="mole").exists()


def test_a_restricted_member_cannot_reach_the_restricted_brain(cast: Cast, api: SignIn) -> None:
    answer = api(cast.restricted).tool("secret", "create", {"type": "person", "title": "Mole"})

    assert answer.status == 404
    assert not BrainDocument.objects.filter(brain_id="mole").exists()


def view_only(cast: Cast) -> None:
    """Give `restricted` view access (only) to the restricted brain."""
    view = Permission.objects.get(content_type__app_label="brain", codename="view_brain")
    assign_perm(view, cast.restricted, cast.secret_brain)


def test_a_write_with_read_only_access_is_403_and_writes_nothing(cast: Cast, api: SignIn) -> None:
    view_only(cast)
    caller = api(cast.restricted)

    read = caller.tool("secret", "list", {})
    write = caller.tool("secret", "create", {"type": "person", "title": "Mole"})
    folder = caller.tool("secret", "folder", {"action": "create", "path": "moles"})

    assert (read.status, read.body) == (200, {"documents": []})
    assert write.status == folder.status == 403
    assert write.body["error"]["code"] == "permission_denied"
    assert not BrainDocument.objects.filter(brain_ref=cast.secret_brain).exists()
    assert not BrainFolder.objects.filter(brain_ref=cast.secret_brain, path="moles").exists()


def test_an_ambiguous_slug_asks_for_the_id_or_the_workspace(cast: Cast, api: SignIn) -> None:
    caller = api(cast.root)

    ambiguous = caller.tool("team", "list", {})
    by_workspace = caller.request("POST", "/api/brains/team/tools/list?workspace=globex", {})

    assert ambiguous.status == 400
    assert ambiguous.body["error"]["code"] == "ambiguous_brain"
    assert sorted(c["workspace"] for c in ambiguous.body["error"]["choices"]) == ["acme", "globex"]
    assert (by_workspace.status, by_workspace.body) == (200, {"documents": []})


# --- bad requests -----------------------------------------------------------------------------


def test_an_unknown_tool_is_404(cast: Cast, api: SignIn) -> None:
    caller = api(cast.member)

    unknown = caller.tool("team", "explode", {})
    cli_only = caller.tool("team", "validate", {})

    assert unknown.status == cli_only.status == 404
    assert unknown.body == {
        "error": {"code": "not_available", "message": MSG_UNKNOWN_COMMAND.format(name="explode")}
    }
    assert cli_only.body["error"]["code"] == "not_available"


def test_a_missing_document_is_404(cast: Cast, api: SignIn) -> None:
    answer = api(cast.member).tool("team", "get", {"ref": "nobody"})

    assert answer.status == 404
    assert answer.body == {
        "error": {
            "code": "not_found",
            "message": MSG_NO_DOCUMENT.format(ref="nobody"),
            "id": "nobody",
        }
    }


def test_an_existing_id_is_409(team: Brain, cast: Cast, api: SignIn) -> None:
    answer = api(cast.member).tool("team", "create", {"type": "company", "title": "Acme Corp"})

    assert answer.status == 409 and answer.body["error"]["code"] == "already_exists"


def test_an_invalid_document_is_400_with_its_problems(team: Brain, cast: Cast, api: SignIn) -> None:
    before = versions(team)

    answer = api(cast.member).tool(
        "team", "rewrite", {"ref": "sarah-chen", "compiled_truth": "see [[page:]]\n"}
    )

    assert answer.status == 400
    assert answer.body["error"]["code"] in ("invalid_document", "bad_argument")
    assert versions(team) == before


@pytest.mark.parametrize(
    ("raw", "code"),
    [(b"{not json", "invalid_json"), (b"[1, 2]", "invalid_json"), (b"\xff\xfe", "invalid_json")],
)
def test_a_body_that_is_not_a_json_object_is_400(
    cast: Cast, api: SignIn, raw: bytes, code: str
) -> None:
    answer = api(cast.member).request("POST", "/api/brains/team/tools/list", raw=raw)

    assert answer.status == 400 and answer.body["error"]["code"] == code


def test_a_body_that_is_not_json_by_its_type_is_415(cast: Cast, api: SignIn) -> None:
    answer = api(cast.member).request(
        "POST", "/api/brains/team/tools/list", raw=b"{}", headers={"Content-Type": "text/plain"}
    )

    assert answer.status == 415 and answer.body["error"]["code"] == "unsupported_media_type"


def test_an_argument_of_the_wrong_type_is_400_naming_it(cast: Cast, api: SignIn) -> None:
    answer = api(cast.member).tool("team", "query", {"text": "acme", "limit": "ten"})

    assert answer.status == 400
    assert answer.body["error"] == {
        "code": "bad_argument",
        "message": MSG_PARAM_TYPE.format(command="query", param="limit", expected="an integer"),
    }


def test_a_body_over_the_cap_is_413_and_writes_nothing(cast: Cast, api: SignIn) -> None:
    text = "x" * MAX_BODY_BYTES

    answer = api(cast.member).tool("team", "save_to_brain", {"text": text})

    assert answer.status == 413
    assert answer.body == {
        "error": {"code": "too_large", "message": MSG_TOO_LARGE.format(limit=MAX_BODY_BYTES)}
    }
    assert not BrainDocument.objects.exists() and not IngestJob.objects.exists()


def test_a_query_over_the_cap_is_400(cast: Cast, api: SignIn) -> None:
    answer = api(cast.member).tool("team", "query", {"text": "a" * (MAX_QUERY_TEXT + 1)})

    assert answer.status == 400
    message = MSG_QUERY_TOO_LONG.format(size=MAX_QUERY_TEXT + 1, limit=MAX_QUERY_TEXT)
    assert answer.body == {"error": {"code": "bad_argument", "message": message}}


# --- the schema -------------------------------------------------------------------------------


def test_the_schema_has_one_operation_per_tool_with_its_own_request_schema(
    cast: Cast, api: SignIn
) -> None:
    schema = api(None).get("/api/schema/?format=json").body

    operations = {
        operation["operationId"]: (path, operation)
        for path, item in schema["paths"].items()
        for operation in item.values()
    }
    for spec in commands_for(surface="rest"):
        path, operation = operations[f"tool_{spec.tool_name}"]
        assert path == f"/api/brains/{{brain}}/tools/{spec.tool_name}"
        body = operation["requestBody"]["content"]["application/json"]["schema"]
        parameters = spec.tool_schema("rest")["parameters"]
        assert body["properties"] == parameters["properties"], spec.name
        assert body.get("required", []) == parameters["required"], spec.name
    tool_operations = [name for name in operations if name.startswith("tool_")]
    assert len(tool_operations) == len(commands_for(surface="rest")) + 1  # + tool_call
    assert {"brains_list", "tools_list", "tool_call"} <= set(operations)


# Terminal controls: a screen clear, a window title (OSC ... BEL), a colour, a C1 CSI.
TERMINAL_BODY = "Gecko notes \x1b[2J\x1b]0;pwned\x07 then \x1b[31mlate\x1b[0m and \x9b31m.\n"


@pytest.mark.parametrize(
    ("body", "code"),
    [
        (TERMINAL_BODY, 0x1B),
        ("A form feed\x0cbetween pages.\n", 0x0C),
        ("A backspace\x08 and a bell.\n", 0x08),
        ("DEL \x7f here.\n", 0x7F),
        ("A next line \x85 (C1).\n", 0x85),
    ],
)
def test_a_body_with_terminal_controls_is_refused(
    team: Brain, cast: Cast, api: SignIn, body: str, code: int
) -> None:
    before = versions(team)

    created = api(cast.member).tool(
        "team", "create", {"type": "note", "title": "Gecko", "body": body}
    )
    rewritten = api(cast.member).tool(
        "team",
        "rewrite",
        {
            "ref": "sarah-chen",
            "compiled_truth": body,
            "expected_hash": hash_of(team, "sarah-chen"),
        },
    )

    for answer in (created, rewritten):
        assert answer.status == 400, answer.body
        assert answer.body["error"]["code"] == "invalid_document", answer.body
        assert f"the control character U+{code:04X}" in answer.body["error"]["message"]
    assert versions(team) == before


def test_a_title_or_alias_with_a_control_character_is_refused_naming_it(
    team: Brain, cast: Cast, api: SignIn
) -> None:
    before = versions(team)
    member = api(cast.member)

    answers = [
        member.tool("team", "create", {"type": "note", "title": "Ctl esc\u001b title"}),
        member.tool(
            "team", "create", {"type": "note", "title": "Gecko", "aliases": ["Bell\x07 alias"]}
        ),
        member.tool(
            "team",
            "set",
            {
                "ref": "sarah-chen",
                "title": "Sarah\x1b[2J Chen",
                "expected_hash": hash_of(team, "sarah-chen"),
            },
        ),
        member.tool(
            "team",
            "alias",
            {
                "ref": "sarah-chen",
                "aliases": ["S.\x7fChen"],
                "expected_hash": hash_of(team, "sarah-chen"),
            },
        ),
    ]

    expected = [
        "the title contains the control character U+001B",
        "the alias 'Bell\\x07 alias' contains the control character U+0007",
        "the title contains the control character U+001B",
        "the alias 'S.\\x7fChen' contains the control character U+007F",
    ]
    for answer, message in zip(answers, expected, strict=True):
        assert answer.status == 400, answer.body
        assert answer.body["error"]["code"] == "invalid_document", answer.body
        assert message in answer.body["error"]["message"], answer.body
    assert versions(team) == before


def test_tabs_and_line_breaks_are_the_controls_a_body_keeps(
    team: Brain, cast: Cast, api: SignIn
) -> None:
    body = "Gecko\tnotes\r\nsecond line\n"

    created = api(cast.member).tool(
        "team", "create", {"type": "note", "title": "Gecko", "body": body}
    )

    assert created.status == 200, created.body
    stored = BrainDocument.objects.get(brain_ref=team, brain_id=created.body["created"]["id"])
    assert "Gecko\tnotes" in stored.content
