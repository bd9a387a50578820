"""The OpenAPI document's answers are the registry's: each tool operation's 200 is its
command's `result` schema (as a named component, in OpenAPI 3.0's spelling), and every error
status it documents has the error body listing the codes the errors table maps to it.

(That real answers match these schemas is shown by tests/api/test_schemathesis.py, and that
the CLI's --json does by tests/toolkit/test_result_schemas.py.)
"""

from __future__ import annotations

from typing import Any, Final

import pytest
from django.test import Client

from brain.api.errors import STATUS, error_codes
from brain.api.openapi import openapi_schema
from brain.api.tools import SURFACE
from brain.toolkit.commands.registry import commands_for

REF: Final = "#/components/schemas/"


@pytest.fixture(scope="module")
def served() -> Any:
    answer = Client().get("/api/schema/?format=json", secure=True)
    assert answer.status_code == 200
    return answer.json()


def resolve(document: Any, schema: dict[str, Any]) -> Any:
    while "$ref" in schema:
        schema = document["components"]["schemas"][schema["$ref"].removeprefix(REF)]
    return schema


def answers(document: Any, operation: dict[str, Any]) -> dict[int, Any]:
    return {
        int(status): resolve(document, response["content"]["application/json"]["schema"])
        for status, response in operation["responses"].items()
    }


def test_each_tool_answers_its_registry_result_schema(served: Any) -> None:
    for spec in commands_for(surface=SURFACE):
        operation = served["paths"][f"/api/brains/{{brain}}/tools/{spec.tool_name}"]["post"]
        schema = answers(served, operation)[200]

        assert schema == openapi_schema(spec.result, inline=True), spec.name
        assert schema["type"] == "object", spec.name  # (MCP wants an object schema too)


def test_each_tool_documents_its_error_statuses_with_the_error_body(served: Any) -> None:
    for spec in commands_for(surface=SURFACE):
        operation = served["paths"][f"/api/brains/{{brain}}/tools/{spec.tool_name}"]["post"]
        statuses = answers(served, operation)

        expected = {200, 400, 401, 403, 404, 413}
        if spec.expected_hash != "ignores":
            expected |= {409, 412}
        elif spec.writes:
            expected |= {409}
        assert set(statuses) == expected, spec.name
        for status in expected - {200}:
            error = statuses[status]["properties"]["error"]
            assert error["required"][:2] == ["code", "message"], (spec.name, status)
            if status != 400:
                assert error["properties"]["code"]["enum"] == error_codes(status)


def test_the_error_bodies_name_the_codes_of_their_status(served: Any) -> None:
    schemas = served["components"]["schemas"]

    assert schemas["Error412"]["properties"]["error"]["properties"]["code"]["enum"] == [
        "stale_write"
    ]
    assert schemas["Error412"]["properties"]["error"]["required"] == [
        "code",
        "message",
        "id",
        "current_hash",
    ]
    conflicts = schemas["Error409"]["properties"]["error"]["properties"]["code"]["enum"]
    assert set(conflicts) == {c for c, s in STATUS.items() if s == 409} | {"stale_write"}
    assert "enum" not in schemas["Error400"]["properties"]["error"]["properties"]["code"]


def test_nullable_values_are_spelled_the_openapi_3_0_way(served: Any) -> None:
    document = served["components"]["schemas"]["Document"]

    assert document["properties"]["mergedInto"] == {"type": "string", "nullable": True}
    assert document["properties"]["hash"] == {"$ref": REF + "ContentHash"}
    assert served["components"]["schemas"]["ContentHash"]["pattern"] == "^[0-9a-f]{64}$"
    hit = served["components"]["schemas"]["Hit"]
    assert hit["required"] == ["id", "title", "score", "matched", "path", "snippet", "links"]
    assert hit["properties"]["matched"]["enum"] == ["text", "graph", "both"]


def test_the_generic_tool_operation_answers_any_tools_result(served: Any) -> None:
    operation = served["paths"]["/api/brains/{brain}/tools/{tool}"]["post"]
    schema = operation["responses"]["200"]["content"]["application/json"]["schema"]

    results = [resolve(served, choice) for choice in schema["anyOf"]]
    for spec in commands_for(surface=SURFACE):
        assert openapi_schema(spec.result, inline=True) in results, spec.name
