"""The tools' result schemas (the command registry's `result`, JSON Schema) in the OpenAPI
document.

The registry is the one description of each command's JSON; this module only restates it in
OpenAPI 3.0, which drf-spectacular writes:

- a value that may be null is `"nullable": true` there, not a `"null"` in its `type` list;
- the parts many results share (a document, a hit, the hashes, ...) and each tool's result
  are named components (`#/components/schemas/Document`, `GetResult`, ...), so the document
  states each once; `add_components` (a drf-spectacular postprocessing hook) adds them.
"""

from __future__ import annotations

from typing import Any, Final

from brain.toolkit.commands import results
from brain.toolkit.commands.registry import COMMANDS, WRITTEN

from .errors import error_schema

REF: Final = "#/components/schemas/{name}"

# JSON schema (by identity) -> its component's name.
_NAMES: dict[int, str] = {}
_SCHEMAS: dict[str, Any] = {}  # name -> the JSON schema


def name_component(name: str, schema: dict[str, Any]) -> None:
    """Make every use of `schema` (this very object) a reference to the component `name`."""
    if id(schema) not in _NAMES:
        _NAMES[id(schema)] = name
        _SCHEMAS[name] = schema


for _name, _schema in (
    ("ContentHash", results.CONTENT_HASH),
    ("Hashes", results.HASHES),
    ("Relation", results.RELATION),
    ("Edges", results.EDGES),
    ("DocumentSummary", results.SUMMARY),
    ("Document", results.DOCUMENT),
    ("TimelineEntry", results.TIMELINE_ENTRY),
    ("Hit", results.HIT),
    ("Retrieval", results.RETRIEVAL),
    ("Problem", results.PROBLEM),
    ("DoctorReport", results.DOCTOR_REPORT),
    ("WrittenResult", WRITTEN),
):
    name_component(_name, _schema)
for _spec in COMMANDS:
    if _spec.result and "rest" in _spec.surfaces:
        name_component(_spec.tool_name.title().replace("_", "") + "Result", _spec.result)
# The error bodies, by status (each lists the codes the errors table maps to it).
ERROR_STATUSES: Final = (400, 401, 403, 404, 409, 412, 413)
for _status in ERROR_STATUSES:
    name_component(f"Error{_status}", error_schema(_status))


def openapi_schema(schema: Any, *, inline: bool = False) -> Any:
    """`schema` (JSON Schema) in OpenAPI 3.0's spelling; a named part as a reference to its
    component (unless `inline`, for the component itself)."""
    if isinstance(schema, list):
        return [openapi_schema(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    if not inline and id(schema) in _NAMES:
        return {"$ref": REF.format(name=_NAMES[id(schema)])}
    converted = {key: openapi_schema(value) for key, value in schema.items()}
    types = schema.get("type")
    if isinstance(types, list):
        others = [t for t in types if t != "null"]
        if len(others) != 1:
            raise ValueError(f"OpenAPI 3.0 has no type {types!r}")
        converted["type"] = others[0]
        if "null" in types:
            converted["nullable"] = True
    return converted


def components() -> dict[str, Any]:
    """The named parts, as OpenAPI component schemas."""
    return {name: openapi_schema(schema, inline=True) for name, schema in _SCHEMAS.items()}


def add_components(result: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
    """drf-spectacular postprocessing hook: the components the tools' results refer to."""
    schemas = result.setdefault("components", {}).setdefault("schemas", {})
    schemas.update(components())
    return result
