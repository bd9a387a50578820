"""schemathesis against the OpenAPI schema the server generates (`/api/schema/`): every
operation, with cases drawn from the schema (valid and invalid), answered by the real Django
app in-process (schemathesis' WSGI transport, real PostgreSQL), must answer no 5xx and only
what the schema documents (status, content type, headers, body schema).

Two callers: a write-scoped personal token on a brain holding documents (the `{brain}` path
parameter is that brain most of the time, and `ref`-like arguments name its documents with
their current hashes often enough that tools run their real code paths, writes included), and
a caller with no credentials (401 everywhere).
"""

from __future__ import annotations

from typing import Any, Final

import pytest
import schemathesis
from django.core.handlers.wsgi import WSGIHandler
from django.test import override_settings
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from schemathesis import BaseSchema, Case

from brain.api.errors import (
    DEFAULT_STATUS,
    NOT_AUTHENTICATED,
    STALE_WRITE_IN_BODY,
    STATUS,
)
from brain.api.tokens import token_create
from brain.models import Brain, BrainDocument
from brain.toolkit.errors import STALE_WRITE
from tests.api.test_tools_api import seed
from tests.cast import Cast

pytestmark = pytest.mark.django_db(transaction=True)

# Per operation and caller; ~20 operations. Raise locally to search harder.
MAX_EXAMPLES: Final = 25
# The seeded brain's documents (tests/api/test_tools_api.py's seed).
DOCUMENTS: Final = ("sarah-chen", "acme-corp", "s-chen")
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

CASES_RUN: dict[str, int] = {}


class Caller:
    def __init__(self, brain: Brain, key: str | None) -> None:
        self.brain = brain
        self.key = key

    def headers(self) -> dict[str, str]:
        return {"Authorization": f"Token {self.key}"} if self.key else {}


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
            "positive_data_acceptance": {
                "expected-statuses": ["2xx", "400", "401", "403", "404", "409", "412"]
            }
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
    if response.status_code < 400:
        return None
    code = response.json()["error"]["code"]
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


@pytest.fixture
def writer(cast: Cast) -> Caller:
    seed(cast.team_brain, cast.owner)
    _, key = token_create(user=cast.owner, scope="write")
    return Caller(cast.team_brain, key)


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
    body = case.body
    if not isinstance(body, dict) or not choices["real_refs"]:
        return
    for name in REF_ARGUMENTS:
        if isinstance(body.get(name), str):
            body[name] = choices["document"]
    if choices["fresh_hashes"]:
        for hash_name, ref_name in HASH_FOR.items():
            if isinstance(body.get(hash_name), str) and ref_name in body:
                body[hash_name] = current_hash(caller.brain, body[ref_name]) or body[hash_name]


CHOICES = st.fixed_dictionaries(
    {
        "real_brain": st.booleans() | st.just(True),
        "brain_form": st.sampled_from([lambda b: b.slug, lambda b: str(b.pk)]),
        "real_refs": st.booleans() | st.just(True),
        "document": st.sampled_from(DOCUMENTS),
        "fresh_hashes": st.booleans(),
    }
)


def count(case: Case, label: str) -> None:
    key = f"{label} {case.operation.label}"
    CASES_RUN[key] = CASES_RUN.get(key, 0) + 1


@schema.parametrize()
@schema.given(choices=CHOICES)
@settings(
    max_examples=MAX_EXAMPLES,
    deadline=None,
    suppress_health_check=SUPPRESSED,
)
def test_a_write_token_gets_no_server_error_and_only_documented_answers(
    case: Case, choices: dict[str, Any], writer: Caller
) -> None:
    count(case, "token")
    AIMING.update(caller=writer, choices=choices)
    try:
        case.call_and_validate(headers=writer.headers())
    finally:
        AIMING.clear()


@schema.parametrize()
@settings(
    max_examples=MAX_EXAMPLES // 5,
    deadline=None,
    suppress_health_check=SUPPRESSED,
)
def test_no_credentials_get_no_server_error_and_only_documented_answers(
    case: Case, cast: Cast
) -> None:
    count(case, "anonymous")
    response = case.call_and_validate()
    assert response.status_code in (401, 405, 415), response.text


def test_report_cases_run() -> None:
    print(f"\nschemathesis cases: {sum(CASES_RUN.values())} in all")
    for key, number in sorted(CASES_RUN.items()):
        print(f"  {number:4d}  {key}")
