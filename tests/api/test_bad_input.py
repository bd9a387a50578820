"""Bad input over real HTTP, each case one schemathesis found as a server error or a schema
that said something other than the server does (tests/api/test_schemathesis.py), plus query
texts of any script up to the documented cap."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import pytest
from django.contrib.auth.base_user import AbstractBaseUser

from brain.access import MSG_NOT_FOUND as MSG_NO_BRAIN
from brain.api.parsing import IF_MATCH_PATTERN, MSG_SURROGATE
from brain.api.views import MSG_NO_ENDPOINT, MSG_NO_ENDPOINT_SLASH
from brain.models import BrainDocument
from brain.toolkit.commands.arguments import MAX_QUERY_TEXT, MSG_QUERY_TOO_LONG, MSG_TIMESTAMP_RANGE
from brain.toolkit.commands.registry import MSG_PARAM_INTEGER, MSG_PARAM_NUL
from brain.toolkit.schemas import SLUG_RE, SOURCE_REF_RE
from ingest.keys import HEADER as JAMIE_HEADER
from tests.api.conftest import Api
from tests.api.test_tools_api import seed
from tests.cast import Cast

pytestmark = pytest.mark.django_db(transaction=True)

SignIn = Callable[[AbstractBaseUser | None], Api]


# --- a NUL character in a tool argument: 400 naming it, not a database error (500) -------------


@pytest.mark.parametrize(
    ("tool", "arguments", "param"),
    [
        ("get", {"ref": "sarah\x00chen"}, "ref"),
        ("query", {"text": "acme\x00"}, "text"),
        ("create", {"type": "person", "title": "Ann", "aliases": ["A\x00"]}, "aliases"),
    ],
)
def test_a_nul_in_an_argument_is_400_naming_it(
    cast: Cast, api: SignIn, tool: str, arguments: dict[str, object], param: str
) -> None:
    seed(cast.team_brain, cast.owner)
    before = BrainDocument.objects.count()

    answer = api(cast.owner).tool("team", tool, arguments)

    assert answer.status == 400, answer.body
    message = MSG_PARAM_NUL.format(command=tool, param=param)
    assert answer.body == {"error": {"code": "bad_argument", "message": message}}
    assert BrainDocument.objects.count() == before


# --- an unpaired surrogate escape in the body: 400, not an encoding error (500) -----------------


@pytest.mark.parametrize(
    "arguments",
    [
        {"ref": "sarah\ud800chen"},
        {"type": "person", "title": "Ann \udfff"},
        {"type": "person", "title": "Ann", "aliases": ["\ud83d"]},
        {"text": "a note", "nested": {"deep": ["\udc00"]}},
    ],
)
def test_an_unpaired_surrogate_in_the_body_is_400(
    cast: Cast, api: SignIn, arguments: dict[str, object]
) -> None:
    # json.dumps sends each lone half as an escape ("\\ud800"), as a client sending one would.
    seed(cast.team_brain, cast.owner)
    before = BrainDocument.objects.count()

    for tool in ("get", "create", "save_to_brain"):
        answer = api(cast.owner).tool("team", tool, arguments)

        assert answer.status == 400, answer.body
        assert answer.body == {"error": {"code": "invalid_json", "message": MSG_SURROGATE}}
    assert BrainDocument.objects.count() == before


def test_a_surrogate_pair_is_one_character(cast: Cast, api: SignIn) -> None:
    seed(cast.team_brain, cast.owner)
    title = "Launch \U0001f680"
    assert "\\ud83d\\ude80" in json.dumps({"title": title})  # sent as a pair of escapes

    answer = api(cast.owner).tool("team", "create", {"type": "concept", "title": title})

    assert answer.status == 200, answer.body
    assert BrainDocument.objects.get(brain_ref=cast.team_brain, brain_id="launch").title == title


# --- brain and workspace references no row can have: 404, not a database error ----------------


@pytest.mark.parametrize(
    ("in_url", "ref"),
    [
        ("%00", "\x00"),  # PostgreSQL text never holds NUL
        ("team%00", "team\x00"),
        ("%C2%B2", "²"),  # a digit to str.isdigit, not to int()
        (str(2**63), str(2**63)),  # past bigint
        ("9" * 40, "9" * 40),
    ],
)
def test_a_brain_reference_no_brain_can_have_is_404(
    cast: Cast, api: SignIn, in_url: str, ref: str
) -> None:
    caller = api(cast.owner)

    for answer in (
        caller.get(f"/api/brains/{in_url}/tools/"),
        caller.tool(in_url, "list"),
    ):
        assert answer.status == 404, answer.body
        assert answer.body == {
            "error": {"code": "not_found", "message": MSG_NO_BRAIN.format(ref=ref)}
        }


@pytest.mark.parametrize("workspace", ["%00", "acme%00", "%C2%B2", str(2**64)])
def test_a_workspace_reference_no_workspace_can_have_is_404(
    cast: Cast, api: SignIn, workspace: str
) -> None:
    caller = api(cast.owner)
    assert caller.get("/api/brains/team/tools/").status == 200  # without the workspace

    for answer in (
        caller.get(f"/api/brains/team/tools/?workspace={workspace}"),
        caller.request("POST", f"/api/brains/team/tools/list?workspace={workspace}", {}),
    ):
        assert answer.status == 404, answer.body
        assert answer.body == {
            "error": {"code": "not_found", "message": MSG_NO_BRAIN.format(ref="team")}
        }


# --- the schema says what the server does ------------------------------------------------------


def test_each_tools_operation_documents_only_its_own_parameters(cast: Cast, api: SignIn) -> None:
    paths = api(None).get("/api/schema/?format=json").body["paths"]

    def parameters(path: str) -> dict[tuple[str, str], dict[str, object]]:
        listed = paths[path]["post"]["parameters"]
        return {(p["in"], p["name"]): p for p in listed}

    # no {tool} in these paths, so no `tool` parameter; If-Match only where a hash is checked
    assert set(parameters("/api/brains/{brain}/tools/get")) == {
        ("path", "brain"),
        ("query", "workspace"),
    }
    assert set(parameters("/api/brains/{brain}/tools/create")) == {
        ("path", "brain"),
        ("query", "workspace"),
    }
    rewrite = parameters("/api/brains/{brain}/tools/rewrite")
    assert set(rewrite) == {("path", "brain"), ("query", "workspace"), ("header", "If-Match")}
    assert rewrite[("header", "If-Match")]["schema"] == {
        "type": "string",
        "pattern": IF_MATCH_PATTERN,
    }
    generic = parameters("/api/brains/{brain}/tools/{tool}")
    assert ("path", "tool") in generic and ("header", "If-Match") in generic


def test_the_schema_documents_the_query_cap(cast: Cast, api: SignIn) -> None:
    paths = api(None).get("/api/schema/?format=json").body["paths"]
    body = paths["/api/brains/{brain}/tools/query"]["post"]["requestBody"]
    text = body["content"]["application/json"]["schema"]["properties"]["text"]

    assert text["maxLength"] == MAX_QUERY_TEXT


# --- queries of any script, up to the cap ------------------------------------------------------

SCRIPTS = {
    "latin": "Sarah",
    "cjk": "莎拉陈",
    "arabic": "سارة",
    "emoji": "🐐🧠",
    "combining": "e\u0301\u0302",
    "cyrillic": "Сара",
}


@pytest.mark.parametrize("script", sorted(SCRIPTS))
def test_a_query_of_any_script_is_answered_up_to_the_cap(
    cast: Cast, api: SignIn, script: str
) -> None:
    seed(cast.team_brain, cast.owner)
    caller = api(cast.owner)
    word = SCRIPTS[script]
    longest = (word * MAX_QUERY_TEXT)[:MAX_QUERY_TEXT]

    for text in (word, longest):
        answer = caller.tool("team", "query", {"text": text})
        assert answer.status == 200, (script, answer.body)
        assert isinstance(answer.body["hits"], list)

    over = longest + word[0]
    answer = caller.tool("team", "query", {"text": over})
    assert answer.status == 400
    message = MSG_QUERY_TOO_LONG.format(size=MAX_QUERY_TEXT + 1, limit=MAX_QUERY_TEXT)
    assert answer.body == {"error": {"code": "bad_argument", "message": message}}


def test_the_schema_documents_the_jamie_webhook_and_its_key_header(cast: Cast, api: SignIn) -> None:
    schema = api(None).get("/api/schema/?format=json").body

    operation = schema["paths"]["/api/webhooks/jamie"]["post"]
    assert operation["operationId"] == "webhook_jamie"
    assert operation["security"] == [{"jamieKey": []}]
    assert schema["components"]["securitySchemes"]["jamieKey"] == {
        "type": "apiKey",
        "in": "header",
        "name": JAMIE_HEADER,
        "description": "an integration key for one brain (manage.py jamie_key_create)",
    }
    assert set(operation["responses"]) == {"202", "400", "401", "403", "413"}


def test_the_schema_documents_id_and_source_ref_rules(cast: Cast, api: SignIn) -> None:
    paths = api(None).get("/api/schema/?format=json").body["paths"]

    def properties(tool: str) -> dict[str, dict[str, Any]]:
        body = paths[f"/api/brains/{{brain}}/tools/{tool}"]["post"]["requestBody"]
        return body["content"]["application/json"]["schema"]["properties"]

    assert properties("create")["brain_id"]["pattern"] == SLUG_RE.pattern
    assert properties("append_timeline")["source"]["pattern"] == SOURCE_REF_RE.pattern
    assert properties("append_timeline")["at"]["format"] == "date-time"
    assert properties("set")["add_sources"]["items"]["pattern"] == SOURCE_REF_RE.pattern


# --- a trailing newline is not part of an id or a source ref (Python's `$` let it through) ---


@pytest.mark.parametrize(
    ("tool", "arguments"),
    [
        ("create", {"type": "person", "title": "Ann", "brain_id": "ann\n"}),
        ("create", {"type": "person", "title": "Ann", "sources": ["jamie:m1\n"]}),
        ("append_evidence", {"source": "jamie:m1\n", "title": "Kickoff", "text": "Hello."}),
    ],
)
def test_an_id_or_source_ref_with_a_trailing_newline_is_400(
    cast: Cast, api: SignIn, tool: str, arguments: dict[str, object]
) -> None:
    answer = api(cast.owner).tool("team", tool, arguments)

    assert answer.status == 400, answer.body
    assert answer.body["error"]["code"] in ("bad_argument", "invalid_document")
    assert not BrainDocument.objects.filter(brain_ref=cast.team_brain).exists()


# --- a URL under /api/ that names no endpoint: the API's JSON 404, not an HTML page -----------


def test_an_api_url_that_names_no_endpoint_is_a_json_404(cast: Cast, api: SignIn) -> None:
    caller = api(cast.owner)
    tools = f"/api/brains/{cast.team_brain.pk}/tools"

    slashed = caller.request("POST", f"{tools}/get/", {"ref": "x"})  # a slash too many
    nowhere = caller.get("/api/nothing/here")
    unslashed_post = caller.request("POST", "/api/brains")
    unslashed_get = caller.get("/api/brains")
    anonymous = api(None).request("POST", f"{tools}/get/", {"ref": "x"})

    message = MSG_NO_ENDPOINT_SLASH.format(path=f"{tools}/get/", other=f"{tools}/get")
    assert (slashed.status, slashed.body) == (
        404,
        {"error": {"code": "not_found", "message": message}},
    )
    assert anonymous.body == slashed.body  # no CSRF page, no sign-in needed to learn a route
    assert nowhere.body == {
        "error": {"code": "not_found", "message": MSG_NO_ENDPOINT.format(path="/api/nothing/here")}
    }
    assert unslashed_post.status == 404
    assert unslashed_post.body["error"]["message"].endswith("the endpoint is /api/brains/")
    # A GET short of its slash is sent on, as everywhere else on the site.
    assert (unslashed_get.status, unslashed_get.headers["Location"]) == (301, "/api/brains/")


# --- a date-time outside the calendar once in UTC: 400 naming the argument, not a 500 ---------

OUT_OF_RANGE_AT = ("9999-12-31T23:00:00-05:00", "0001-01-01T01:00:00+05:00")


@pytest.mark.parametrize("at", OUT_OF_RANGE_AT)
def test_append_timeline_at_outside_the_calendar_is_400_naming_it(
    cast: Cast, api: SignIn, at: str
) -> None:
    seed(cast.team_brain, cast.owner)
    row = BrainDocument.objects.get(brain_ref=cast.team_brain, brain_id="sarah-chen")
    arguments = {
        "ref": "sarah-chen",
        "source": "jamie:meeting:m2",
        "text": "Renewal.",
        "at": at,
        "expected_hash": row.content_hash,
    }

    answer = api(cast.owner).tool("team", "append_timeline", arguments)

    assert answer.status == 400, answer.body
    message = MSG_TIMESTAMP_RANGE.format(param="at", value=at)
    assert message.startswith(f"'at' '{at}' falls outside the years 0001 to 9999")
    assert answer.body == {"error": {"code": "bad_argument", "message": message}}
    after = BrainDocument.objects.get(pk=row.pk)
    assert (after.content_hash, after.content) == (row.content_hash, row.content)


def test_append_timeline_at_the_first_instant_is_written_with_a_four_digit_year(
    cast: Cast, api: SignIn
) -> None:
    # The year 1 used to be written "1-01-01T...", which no reader takes for a timestamp.
    seed(cast.team_brain, cast.owner)
    row = BrainDocument.objects.get(brain_ref=cast.team_brain, brain_id="sarah-chen")
    arguments = {
        "ref": "sarah-chen",
        "source": "jamie:meeting:m2",
        "text": "Founded.",
        "at": "0001-01-01T05:00:00+05:00",
        "expected_hash": row.content_hash,
    }

    answer = api(cast.owner).tool("team", "append_timeline", arguments)

    assert answer.status == 200, answer.body
    assert answer.body["entry"]["timestamp"] == "0001-01-01T00:00:00Z"
    after = BrainDocument.objects.get(pk=row.pk)
    assert after.timeline[0]["timestamp"] == "0001-01-01T00:00:00Z"
    assert "- **0001-01-01T00:00:00Z** | " in after.content
    read = api(cast.owner).tool("team", "timeline", {"ref": "sarah-chen"})
    assert read.status == 200, read.body
    assert read.body["entries"][0] == answer.body["entry"]


@pytest.mark.allow_raw_writes
@pytest.mark.parametrize("created", OUT_OF_RANGE_AT)
def test_get_of_a_stored_created_outside_the_calendar_answers_it_as_null(
    cast: Cast, api: SignIn, created: str
) -> None:
    # A row stored around the write path (before the rule): reading it used to be a 500.
    seed(cast.team_brain, cast.owner)
    row = BrainDocument.objects.get(brain_ref=cast.team_brain, brain_id="acme-corp")
    content = re.sub(r"(?m)^created: .*$", f"created: {created}", row.content)
    assert content != row.content
    BrainDocument.objects.filter(pk=row.pk).update(content=content)

    answer = api(cast.owner).tool("team", "get", {"ref": "acme-corp"})

    assert answer.status == 200, answer.body
    assert (answer.body["document"]["id"], answer.body["document"]["created"]) == (
        "acme-corp",
        None,
    )


# --- integers past 64 bits in an integer argument: 400 naming it, not a database error --------


@pytest.mark.parametrize(
    "limit",
    [2**63, 10**30, -(2**63) - 1, int("9" * 4000)],
    ids=["2**63", "10**30", "-2**63-1", "4000 digits"],
)
@pytest.mark.parametrize(
    ("tool", "arguments"), [("query", {"text": "acme"}), ("librarian", {"question": "Who?"})]
)
def test_an_integer_argument_past_64_bits_is_400_naming_it(
    cast: Cast, api: SignIn, tool: str, arguments: dict[str, object], limit: int
) -> None:
    seed(cast.team_brain, cast.owner)

    answer = api(cast.owner).tool("team", tool, {**arguments, "limit": limit})

    assert answer.status == 400, answer.body
    message = MSG_PARAM_INTEGER.format(command=tool, param="limit")
    assert message == (
        f"{tool}: 'limit' must be an integer from -9223372036854775808 to "
        "9223372036854775807 (64 bits)"
    )
    assert answer.body == {"error": {"code": "bad_argument", "message": message}}
