"""schemathesis against the OpenAPI schema the server generates (`/api/schema/`): every
operation, with cases drawn from the schema (valid and invalid), answered by the real Django
app in-process (schemathesis' WSGI transport, real PostgreSQL), must answer no 5xx and only
what the schema documents (status, content type, headers, body schema).

Two callers: one with a write-scoped personal token (and a Jamie integration key, for the
webhook) on a brain holding documents (the `{brain}` path parameter is that brain most of the
time, and `ref`-like arguments name its documents with their current hashes often enough that
tools run their real code paths, writes included), and one with no credentials (401
everywhere). `test_every_operation_ran_and_every_tool_ran_for_real` prints how many cases ran.
"""

from __future__ import annotations

import contextlib
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

import pytest
import schemathesis
from django.conf import LazySettings
from django.core.handlers.wsgi import WSGIHandler
from django.test import override_settings
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator
from schemathesis import BaseSchema, Case
from schemathesis.core.result import Ok

from brain.api.errors import (
    DEFAULT_STATUS,
    NOT_AUTHENTICATED,
    STALE_WRITE_IN_BODY,
    STATUS,
    error_schema,
)
from brain.api.tokens import token_create
from brain.api.tools import SURFACE
from brain.models import Brain, BrainDocument
from brain.services import Actor
from brain.store import DatabaseStore
from brain.toolkit.commands.registry import call, commands_for, lookup, tool_schemas
from brain.toolkit.errors import STALE_WRITE
from brain.toolkit.originals import document_id
from ingest.keys import HEADER as JAMIE_HEADER
from ingest.keys import key_create
from llmwiki.models import Pen
from llmwiki.scopes import MemoryScope
from llmwiki.wiki import WikiError, memory_read, memory_write, wiki_ingest_source
from tests.api.test_tools_api import seed
from tests.cast import Cast
from tests.files.samples import pdf_bytes
from tests.ingest.payloads import meeting_payload

pytestmark = pytest.mark.django_db(transaction=True)

# Cases per operation for the token (the fuzzing phase; ~20 operations), drawn from a fixed
# seed (derandomize) so CI is reproducible. To search harder locally, raise it and drop
# derandomize.
MAX_EXAMPLES: Final = 30
# Documents of the seeded brain (tests/api/test_tools_api.py's seed), in pairs: the first for
# `ref` and `source_ref`, the second for `target` and `target_ref` (two people, so that merge
# has something it may merge, and a person and a company).
DOCUMENT_PAIRS: Final = (
    ("sarah-chen", "s-chen"),
    ("s-chen", "sarah-chen"),
    ("acme-corp", "sarah-chen"),
    ("sarah-chen", "acme-corp"),
    ("acme-inc", "acme-corp"),
    ("globex", "acme-inc"),
)
# The PDF the upload route's valid call sends (its GET then downloads it).
VALID_PDF: Final = pdf_bytes("Acme signed the pilot.")
# The page seeded in both LLM Wikis (writer), which the wiki routes' `{name}` names mostly.
WIKI_PAGE: Final = "acme"
# More companies than the seed has, so that merge (once per pair) has more than one pair.
MORE_COMPANIES: Final = (("acme-inc", "Acme Inc"), ("globex", "Globex"))
REF_ARGUMENTS: Final = ("ref", "target", "source_ref", "target_ref")
HASH_FOR: Final = {"expected_hash": "ref", "source_hash": "source_ref", "target_hash": "target_ref"}

# One brain and one token serve every case of an operation on purpose (the brain's state
# carries from case to case, as it would for a client), so the function-scoped fixtures are
# meant to be shared; some cases are slow (the real ranker, the real write path).
SUPPRESSED: Final = [
    HealthCheck.function_scoped_fixture,
    HealthCheck.too_slow,
    HealthCheck.filter_too_much,
]

# (caller, operation) -> the statuses its cases were answered with, for the last test.
ANSWERED: dict[tuple[str, str], Counter[int]] = defaultdict(Counter)


class Caller:
    """A personal token for the REST API and an integration key for the webhook, one brain."""

    def __init__(self, brain: Brain, token: str, jamie_key: str, wiki: WikiTarget) -> None:
        self.brain = brain
        self.token = token
        self.jamie_key = jamie_key
        self.wiki = wiki

    def headers(self) -> dict[str, str]:
        return {"Authorization": f"Token {self.token}", JAMIE_HEADER: self.jamie_key}


# How schemathesis judges the answers (its `schemathesis.toml` keys, as a dict):
# - the tool schemas give each argument's shape; the commands then check values (a source ref's
#   form, a date-time, a folder slug) and rules across arguments (merge into itself, nothing to
#   set, If-Match against the body's hash), answering 400 naming the argument. So 400 is a
#   documented answer to schema-valid data too; `error_keeps_its_documented_status` below checks
#   that every such error carries a code the errors table maps to that very status.
# - unknown query parameters are ignored, as docs/api.md says (only the body's arguments are
#   the tool's), so schemathesis does not add any.
CONFIG: Final = schemathesis.Config.from_dict(
    {
        "generation": {"allow-extra-parameters": False},
        "checks": {
            # every answer's body against the schema of its status: a tool's 200 against its
            # result schema (the registry's), an error against the error body of its status
            "response_schema_conformance": {"enabled": True},
            # (413 and 415: a file upload's bytes may be schema-valid and still too large, or
            # not a PDF or docx; no schema can say what a file holds.)
            "positive_data_acceptance": {
                "expected-statuses": ["2xx", "400", "401", "403", "404", "409", "412", "413", "415"]
            },
        },
    }
)

# The schema as the server serves it, loaded when the module is collected (serving it reads
# no database). schemathesis.pytest.from_fixture would load it per test, but its lazy loader
# sets Node._nodeid, which pytest 9.2 no longer has. (Production settings redirect plain HTTP
# to HTTPS; the session fixture that turns that off for tests has not run yet here.)
with override_settings(SECURE_SSL_REDIRECT=False):
    schema: BaseSchema = schemathesis.openapi.from_wsgi(
        "/api/schema/", WSGIHandler(), config=CONFIG
    )


@schemathesis.check
def error_keeps_its_documented_status(
    ctx: schemathesis.CheckContext, response: schemathesis.Response, case: Case
) -> bool | None:
    """An error answer's code is one the errors table (docs/api.md) maps to its status."""
    if response.status_code < 400 or not response.content:
        return None  # a success, or the webhook's bare 405 (Django's require_POST)
    error = response.json()["error"]
    if not isinstance(error, dict):
        return None  # the webhook's own error shape (its schema is checked)
    code = error["code"]
    expected = STATUS.get(code, DEFAULT_STATUS)
    allowed = {expected}
    if code == STALE_WRITE:
        allowed.add(STALE_WRITE_IN_BODY)
    if code == NOT_AUTHENTICATED:
        allowed.add(403)  # docs/api.md: when no scheme sends WWW-Authenticate
    if response.status_code not in allowed:
        raise AssertionError(
            f"{code!r} answered {response.status_code}; the errors table says {expected}"
        )
    return True


@dataclass(frozen=True)
class WikiTarget:
    """The LLM Wiki routes' real targets: the owner's Pen, a page and a source in both the
    application's wiki and the Pen's (the owner is staff, so both are theirs)."""

    pen: str
    page: str
    source: str


def seed_wiki(scope: MemoryScope) -> str:
    root = scope.wiki_root()
    source = wiki_ingest_source(root=root, data="Acme runs the pilot.\n", maintain=False)["id"]
    memory_write(root=root, name=WIKI_PAGE, text=f"# Acme\n\nRuns the pilot. [^{source}]\n")
    return str(source)


@pytest.fixture
def writer(cast: Cast, settings: LazySettings, tmp_path: Path) -> Caller:
    seed(cast.team_brain, cast.owner)
    store = DatabaseStore(cast.team_brain, actor=Actor(type="user", user=cast.owner))
    for brain_id, title in MORE_COMPANIES:
        call("create", store, {"type": "company", "title": title, "brain_id": brain_id})
    _, token = token_create(user=cast.owner, scope="write")
    _, jamie_key = key_create(workspace=cast.workspace, brain=cast.team_brain)
    settings.GOAT_HOME = tmp_path / "goat-home"
    pen = Pen.objects.create(name="Apollo", short_name="apollo", owner=cast.owner)
    source = seed_wiki(MemoryScope())
    assert seed_wiki(MemoryScope(pen=pen)) == source  # content-addressed: the same id
    return Caller(cast.team_brain, token, jamie_key, WikiTarget(pen.ref, WIKI_PAGE, source))


def current_hash(brain: Brain, ref: Any) -> str | None:
    document = BrainDocument.objects.filter(brain_ref=brain, brain_id=ref).first()
    return document.content_hash if document is not None else None


# What the running test draws for the case about to be sent: `aim` (a before_call hook, so
# schemathesis re-judges whether the case it sends is still schema-valid) reads it.
AIMING: dict[str, Any] = {}


@schemathesis.hook
def before_call(context: schemathesis.HookContext, case: Case, kwargs: dict[str, Any]) -> None:
    if AIMING:
        aim(case, AIMING["caller"], AIMING["choices"])


def aim(case: Case, caller: Caller, choices: dict[str, Any]) -> None:
    """Point a generated case at the caller's real brain and documents, as drawn. Only string
    values are replaced, so an argument of the wrong type stays wrong."""
    if "brain" in (case.path_parameters or {}) and choices["real_brain"]:
        case.path_parameters["brain"] = choices["brain_form"](caller.brain)
        if isinstance((case.query or {}).get("workspace"), str):
            case.query["workspace"] = caller.brain.workspace.slug
    if "tool" in (case.path_parameters or {}) and choices["real_tool"]:
        case.path_parameters["tool"] = choices["tool"]
    aim_at_wiki(case, caller, choices)
    body = case.body
    if not isinstance(body, dict) or not choices["real_refs"]:
        return
    for name in REF_ARGUMENTS:
        if isinstance(body.get(name), str):
            document, other = choices["documents"]
            body[name] = other if name in ("target", "target_ref") else document
    if choices["fresh_hashes"]:
        for hash_name, ref_name in HASH_FOR.items():
            if isinstance(body.get(hash_name), str) and ref_name in body:
                body[hash_name] = current_hash(caller.brain, body[ref_name]) or body[hash_name]
        fresh = current_hash(caller.brain, body.get("ref"))
        if fresh is not None and "If-Match" in (case.headers or {}):
            case.headers["If-Match"] = f'"{fresh}"'
            if isinstance(body.get("expected_hash"), str):
                body["expected_hash"] = fresh


def aim_at_wiki(case: Case, caller: Caller, choices: dict[str, Any]) -> None:
    """The LLM Wiki routes: the caller's Pen, the seeded page and source, the page's hash."""
    parameters = case.path_parameters or {}
    if "pen" in parameters and choices["real_brain"]:
        parameters["pen"] = caller.wiki.pen
    if "name" in parameters and choices["real_refs"]:
        parameters["name"] = caller.wiki.page
    if "source_id" in parameters and choices["real_refs"]:
        parameters["source_id"] = caller.wiki.source
    body = case.body
    if not isinstance(body, dict) or not isinstance(body.get("expected_hash"), str):
        return
    if "name" not in parameters or not choices["fresh_hashes"]:
        return
    if parameters.get("pen", caller.wiki.pen) != caller.wiki.pen:
        return  # not the caller's Pen: the write is refused whatever the hash
    pen = Pen.objects.get(uuid=caller.wiki.pen[-36:]) if "pen" in parameters else None
    with contextlib.suppress(WikiError):  # no such page: the case stays as drawn
        root = MemoryScope(pen=pen).wiki_root()
        body["expected_hash"] = memory_read(root=root, name=parameters["name"])["hash"]


# The generic operation's {tool}: each REST tool by its tool name and by its CLI name.
TOOL_NAMES: Final = sorted(
    {spec.tool_name for spec in commands_for(surface=SURFACE)}
    | {spec.name for spec in commands_for(surface=SURFACE)}
)

MOSTLY: Final = st.sampled_from([True, True, True, False])
CHOICES = st.fixed_dictionaries(
    {
        "real_brain": MOSTLY,
        "brain_form": st.sampled_from([lambda b: b.slug, lambda b: str(b.pk)]),
        "real_refs": MOSTLY,
        "real_tool": MOSTLY,
        "tool": st.sampled_from(TOOL_NAMES),
        "documents": st.sampled_from(DOCUMENT_PAIRS),
        "fresh_hashes": MOSTLY,
    }
)


@schema.parametrize()
@schema.given(choices=CHOICES)
@settings(
    max_examples=MAX_EXAMPLES,
    derandomize=True,
    deadline=None,
    suppress_health_check=SUPPRESSED,
)
def test_a_write_token_gets_no_server_error_and_only_documented_answers(
    case: Case, choices: dict[str, Any], writer: Caller
) -> None:
    AIMING.update(caller=writer, choices=choices)
    try:
        response = case.call_and_validate(headers=writer.headers())
    finally:
        AIMING.clear()
    ANSWERED["token", case.operation.label][response.status_code] += 1


@schema.parametrize()
@settings(
    max_examples=MAX_EXAMPLES // 5,
    derandomize=True,
    deadline=None,
    suppress_health_check=SUPPRESSED,
)
def test_no_credentials_get_no_server_error_and_only_documented_answers(
    case: Case, cast: Cast
) -> None:
    response = case.call_and_validate()
    # (schemathesis also sends methods the path does not serve: the webhook answers those 405
    # before it looks for a key; the API asks for credentials first.)
    refused = {401} if case.method.upper() == case.operation.method.upper() else {401, 405}
    assert response.status_code in refused, response.text
    ANSWERED["anonymous", case.operation.label][response.status_code] += 1


# One valid call per tool, in an order that leaves each one something to act on: the fuzzing
# above is for what breaks; these show each tool's real answer conforms to the schema, however
# the fuzzing's draws fell. `HASHED` names, per tool, its hash arguments and the ref they are of.
VALID_CALLS: Final[tuple[tuple[str, dict[str, Any]], ...]] = (
    ("get", {"ref": "sarah-chen"}),
    ("list", {}),
    ("query", {"text": "acme"}),
    ("timeline", {"ref": "sarah-chen"}),
    ("mentions", {"text": "Sarah Chen met Acme Corp", "exclude": ["acme-corp"]}),
    ("create", {"type": "company", "title": "Initech"}),
    ("rewrite", {"ref": "acme-corp", "compiled_truth": "Acme Corp makes anvils."}),
    ("set", {"ref": "acme-corp", "title": "Acme Corporation"}),
    ("append_timeline", {"ref": "acme-corp", "source": "jamie:meeting:m9", "text": "Signed."}),
    ("append_evidence", {"source": "jamie:meeting:m9", "title": "Signing", "text": "Signed."}),
    ("alias", {"ref": "acme-corp", "aliases": ["ACME"]}),
    ("link", {"ref": "sarah-chen", "target": "globex"}),
    ("move", {"ref": "globex", "new_id": "globex-corp"}),
    ("merge", {"source_ref": "s-chen", "target_ref": "sarah-chen"}),
    ("delete", {"ref": "acme-inc"}),
    ("folder", {"action": "list"}),
    ("doctor", {}),
    ("save_to_brain", {"text": "Remember: Acme signed on Monday."}),
    ("librarian", {"question": "Who works at Acme?"}),
)


def test_each_tool_answers_a_valid_call_as_its_schema_says(writer: Caller) -> None:
    parameters = {
        tool["name"]: set(tool["parameters"]["properties"])
        for tool in tool_schemas(surface=SURFACE)
    }
    assert {tool for tool, _ in VALID_CALLS} == set(parameters)
    for tool, arguments in VALID_CALLS:
        body = dict(arguments)
        for hash_name, ref_name in HASH_FOR.items():
            if ref_name in body and hash_name in parameters[tool]:
                body[hash_name] = current_hash(writer.brain, body[ref_name])
        operation = schema[f"/api/brains/{{brain}}/tools/{tool}"]["POST"]
        case = operation.Case(path_parameters={"brain": writer.brain.slug}, body=body)
        response = case.call_and_validate(headers=writer.headers())
        assert 200 <= response.status_code < 300, (tool, response.text)
        # the body against the registry's own result schema too (JSON Schema, before the
        # OpenAPI spelling schemathesis checked above)
        Draft202012Validator(lookup(tool).result).validate(response.json())
        ANSWERED["token", case.operation.label][response.status_code] += 1


def valid_route_calls(caller: Caller) -> list[tuple[str, str, dict[str, str], Any]]:
    """One valid request for each operation that is not a brain tool: (method, path template,
    path parameters, body)."""
    pen = {"pen": caller.wiki.pen}
    calls: list[tuple[str, str, dict[str, str], Any]] = [
        ("GET", "/api/brains/", {}, None),
        ("GET", "/api/brains/{brain}/tools/", {"brain": caller.brain.slug}, None),
        ("POST", "/api/webhooks/jamie", {}, meeting_payload(id="m-valid-route")),
        ("POST", "/api/brains/{brain}/files/", {"brain": caller.brain.slug}, {"file": VALID_PDF}),
        (
            "GET",
            "/api/brains/{brain}/files/{path}",
            {"brain": caller.brain.slug, "path": f"evidence/{document_id(VALID_PDF)}.pdf"},
            None,
        ),
    ]
    for prefix, scope in (("/api/memory", {}), ("/api/pens/{pen}", pen)):
        calls += [
            ("GET", f"{prefix}/provider", scope, None),
            ("PUT", f"{prefix}/provider", scope, {"provider": "llm-wiki"}),
            ("GET", f"{prefix}/wiki/pages/", scope, None),
            ("GET", f"{prefix}/wiki/pages/{{name}}", {**scope, "name": caller.wiki.page}, None),
            (
                "PUT",
                f"{prefix}/wiki/pages/{{name}}",
                {**scope, "name": "valid-route"},
                {"text": "# Valid route\n\nWritten by the valid call.\n"},
            ),
            ("GET", f"{prefix}/wiki/sources/", scope, None),
            (
                "GET",
                f"{prefix}/wiki/sources/{{source_id}}",
                {**scope, "source_id": caller.wiki.source},
                None,
            ),
            ("POST", f"{prefix}/wiki/sources/", scope, {"text": "Globex runs a pilot too."}),
            ("POST", f"{prefix}/wiki/query", scope, {"text": "pilot"}),
            ("POST", f"{prefix}/wiki/lint", scope, {}),
        ]
    return calls


def test_each_route_answers_a_valid_call_as_its_schema_says(writer: Caller) -> None:
    """Each operation besides the tools, called once as a client would: a 2xx that matches its
    schema (so whether an operation "ran for real" never rests on what the fuzzing drew)."""
    routes = set()
    for result in schema.get_all_operations():
        assert isinstance(result, Ok), result
        routes.add(result.ok().label)
    calls = valid_route_calls(writer)
    assert {f"{method} {path}" for method, path, _, _ in calls} == {
        label for label in routes if not label.startswith("POST /api/brains/{brain}/tools/")
    }
    for method, path, parameters, body in calls:
        operation = schema[path][method]
        with_body = {} if body is None else {"body": body}
        case = operation.Case(path_parameters=parameters or None, **with_body)
        response = case.call_and_validate(headers=writer.headers())
        assert 200 <= response.status_code < 300, (method, path, response.text)
        ANSWERED["token", case.operation.label][response.status_code] += 1


# Calls each refused with an error status the operation documents (Bad input, issue 8): the
# body must match that status's error schema. Hashes: "fresh" is the document's current one.
STALE: Final = "0" * 64
INVALID_CALLS: Final[tuple[tuple[str, dict[str, Any], dict[str, str], int, str], ...]] = (
    ("get", {"ref": "nobody-here"}, {}, 404, "not_found"),
    ("query", {"text": "x" * 2001}, {}, 400, "bad_argument"),
    ("query", {"text": "acme", "limit": "ten"}, {}, 400, "bad_argument"),
    ("create", {"type": "company", "title": "Acme Corp"}, {}, 409, "already_exists"),
    ("rewrite", {"ref": "acme-corp", "compiled_truth": "x"}, {}, 400, "bad_argument"),
    (
        "rewrite",
        {"ref": "acme-corp", "compiled_truth": "x", "expected_hash": STALE},
        {},
        409,
        "stale_write",
    ),
    (
        "rewrite",
        {"ref": "acme-corp", "compiled_truth": "x"},
        {"If-Match": STALE},
        412,
        "stale_write",
    ),
    ("merge", {"source_ref": "s-chen", "target_ref": "s-chen"}, {}, 400, "bad_argument"),
)


def test_each_refusal_has_the_error_body_its_status_documents(writer: Caller, cast: Cast) -> None:
    _, read_token = token_create(user=cast.owner, scope="read")
    reader = {"Authorization": f"Token {read_token}"}
    calls = [(*call, writer.headers()) for call in INVALID_CALLS]
    calls.append(
        ("create", {"type": "company", "title": "Hooli"}, {}, 403, "permission_denied", reader)
    )
    for tool, arguments, headers, status, code, credentials in calls:
        body = dict(arguments)
        if tool == "merge":
            body["source_hash"] = body["target_hash"] = current_hash(writer.brain, "s-chen")
        operation = schema[f"/api/brains/{{brain}}/tools/{tool}"]["POST"]
        case = operation.Case(path_parameters={"brain": writer.brain.slug}, body=body)
        response = case.call_and_validate(headers={**credentials, **headers})
        assert (response.status_code, response.json()["error"]["code"]) == (status, code), tool
        Draft202012Validator(error_schema(status)).validate(response.json())
        if code == "stale_write":
            current = current_hash(writer.brain, "acme-corp")
            assert response.json()["error"]["current_hash"] == current
        ANSWERED["token", case.operation.label][response.status_code] += 1
    assert BrainDocument.objects.filter(brain_ref=writer.brain, brain_id="hooli").count() == 0


def test_every_operation_ran_and_every_tool_ran_for_real() -> None:
    """After the tests above (pytest runs a module's tests in order): every operation of the
    schema was called by both callers, and the token's calls reached every tool's real code
    path at least once (a 2xx: from the fuzzing or the valid call), except the generic
    `{tool}` operation, whose body is any object (its arguments are the named tool's: random
    ones are a 400 naming the first unknown one; test_tools_api runs it for real). Prints how
    many cases ran, by operation and status."""
    operations = set()
    for result in schema.get_all_operations():
        assert isinstance(result, Ok), result
        operations.add(result.ok().label)
    print(f"\nschemathesis: {sum(sum(c.values()) for c in ANSWERED.values())} cases")
    for (caller, label), statuses in sorted(ANSWERED.items()):
        print(f"  {caller:9} {label:48} {dict(sorted(statuses.items()))}")
    assert {label for caller, label in ANSWERED if caller == "anonymous"} == operations
    assert {label for caller, label in ANSWERED if caller == "token"} == operations
    never_ran = [
        label
        for label in operations - {"POST /api/brains/{brain}/tools/{tool}"}
        if not any(200 <= status < 300 for status in ANSWERED["token", label])
    ]
    assert never_ran == []
