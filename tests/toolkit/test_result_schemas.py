"""Every command's `--json` matches the result schema the registry declares for it
(`CommandSpec.result`): the schema the REST API's OpenAPI document gives each tool's 200
answer (tests/api/test_result_schemas.py), so the CLI and the API cannot describe the same
JSON two ways."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any, Final

import pytest
from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError

from brain.toolkit.commands.registry import COMMANDS, REGISTRY, commands_for
from tests.files.samples import pdf_bytes
from tests.toolkit.helpers import DEMO_BRAIN, run_json

ADA: Final = [
    "--type",
    "person",
    "--title",
    "Ada Park",
    "--alias",
    "Ada",
    "--relation",
    "works_at:acme-corp",
    "--source",
    "jamie:meeting:m1",
    "--body",
    "Ada runs operations.",
]
ENTRY: Final = [
    "--source",
    "jamie:meeting:m1",
    "--text",
    "Kickoff.",
    "--at",
    "2026-11-30T14:00:00Z",
]
# Each command, on a copy of the demo brain, in an order that leaves each something to act on
# (some twice: the answer that changed something and the one that changed nothing).
CALLS: Final[tuple[tuple[str, list[str]], ...]] = (
    ("get", ["sarah-chen"]),
    ("get", ["acme"]),
    ("list", []),
    ("list", ["--kind", "evidence"]),
    ("query", ["acme", "pilot"]),
    ("query", ["acme", "--include-merged", "--limit", "3"]),
    ("query", ["zzzz-nothing-matches"]),
    ("timeline", ["sarah-chen"]),
    ("folder", []),
    ("folder", ["create", "decisions"]),
    ("folder", ["create", "decisions"]),
    ("create", ADA),
    ("create", ["--type", "person", "--title", "A. Park"]),
    ("rewrite", ["ada-park", "--body", "Ada runs operations at Acme."]),
    ("rewrite", ["ada-park", "--body", "Ada runs operations at Acme."]),
    ("set", ["ada-park", "--title", "Ada Park", "--field", "team=ops"]),
    ("set", ["ada-park", "--field", "team=ops"]),
    ("append-timeline", ["ada-park", *ENTRY]),
    ("append-timeline", ["ada-park", *ENTRY]),
    ("append-evidence", ["--source", "jamie:meeting:m1", "--title", "Kickoff", "--text", "Met."]),
    ("append-evidence", ["--source", "jamie:meeting:m1", "--title", "Kickoff", "--text", "Met."]),
    ("alias", ["ada-park", "A. P."]),
    ("link", ["ada-park", "goat-labs", "--type", "advises"]),
    ("merge", ["a-park", "ada-park", "--dry-run"]),
    ("merge", ["a-park", "ada-park"]),
    ("move", ["ada-park", "--folder", "people", "--to", "ada-park-lee"]),
    ("delete", ["ada-park-lee"]),
    ("delete", ["a-park", "--yes"]),
    ("doctor", []),
    ("mentions", ["--text", "Sarah Chen said Acme Corp signs", "--exclude", "acme-corp"]),
    ("validate", []),
)


def validator(name: str) -> Draft202012Validator:
    schema = REGISTRY[name].result
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def test_every_command_declares_a_result_schema() -> None:
    assert [spec.name for spec in COMMANDS if not spec.result] == []


def test_every_commands_json_matches_its_result_schema(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # given a copy of the demo brain
    root = tmp_path / "brain"
    shutil.copytree(DEMO_BRAIN, root)
    ran: set[str] = set()
    for name, arguments in CALLS:
        # when
        code, result, err = run_json(capsys, root, name, *arguments)

        # then
        assert code == 0, (name, arguments, err)
        validator(name).validate(result)
        ran.add(name)
    code, result, err = run_json(capsys, tmp_path / "new", "init")
    assert code == 0, err
    validator("init").validate(result)
    ran.add("init")
    vault = tmp_path / "vault"
    (vault / "People").mkdir(parents=True)
    (vault / "People" / "Ada.md").write_text("Knows [[Bob]] and [[Nobody]].\n")
    (vault / "Bob.md").write_text("---\naliases: [Robert]\n---\n# Bob\n")
    for _ in range(2):  # adopting, then again: nothing changes
        code, result, err = run_json(
            capsys, tmp_path / "new", "adopt", str(vault), str(tmp_path / "adopted")
        )
        assert code == 0, err
        validator("adopt").validate(result)
    ran.add("adopt")
    # add: a PDF added, then again (the same document), and a refused file reported.
    (tmp_path / "report.pdf").write_bytes(pdf_bytes("Quarterly report"))
    (tmp_path / "page.pdf").write_bytes(b"<html></html>")
    for paths in (["report.pdf"], ["report.pdf", "page.pdf"]):
        code, result, err = run_json(capsys, root, "add", *(str(tmp_path / p) for p in paths))
        assert code == (0 if len(paths) == 1 else 1), err
        validator("add").validate(result)
    ran.add("add")
    assert ran == {spec.name for spec in commands_for(surface="cli")}


GET_RESULT: Final[dict[str, Any]] = {
    "document": {
        "id": "ada",
        "path": "people/ada.md",
        "kind": "page",
        "type": "person",
        "title": "Ada",
        "status": "active",
        "folder": "people",
        "aliases": [],
        "relations": [],
        "sources": [],
        "created": None,
        "updated": "2026-11-30T14:00:00Z",
        "mergedInto": None,
        "extra": {},
        "hash": "0" * 64,
        "body": "",
    },
    "timeline": [],
    "links": {"pages_out": [], "evidence_out": [], "pages_in": [], "evidence_in": []},
}


@pytest.mark.parametrize(
    "broken",
    [
        {"document": {**GET_RESULT["document"], "hash": "not-a-hash"}},
        {"document": {k: v for k, v in GET_RESULT["document"].items() if k != "hash"}},
        {"document": {**GET_RESULT["document"], "kind": "folder"}},
        {"document": {**GET_RESULT["document"], "aliases": "Ada"}},
        {"links": {"pages_out": []}},
        {"surprise": True},
    ],
)
def test_the_schemas_refuse_what_a_command_never_prints(broken: dict[str, Any]) -> None:
    schema = validator("get")
    schema.validate(GET_RESULT)

    with pytest.raises(ValidationError):
        schema.validate({**GET_RESULT, **broken})
