"""Every brain command and tool, declared once; the CLI, the REST tools and MCP are built from it.

A `CommandSpec` says what a command is called, what it takes (`Param`s with types and help),
whether it writes, how it treats an expected content hash, which surfaces (`cli`, `rest`,
`mcp`) and which agent profiles (`ingest`, `capture`, `librarian`) get it, the function that
runs it against a `Store`, and how its result reads as text. A parameter can be limited to
some surfaces: `--yes` and the `*-file` variants exist on the command line only.

Tools that are not CLI commands (`save_to_brain`, `librarian`) are declared here in the same
form, without a toolkit function: the server binds their implementation (`bind_tool`).

`run` is the one way to execute a spec: it checks the arguments for the surface (`bind`), and
runs a write under the store's lock, so what the command reads is still true when it writes.
"""

from __future__ import annotations

import shlex
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Final, Literal

from ..errors import CommandError, bad_argument
from ..schemas import (
    EVIDENCE_ZONE,
    MAX_ID_LENGTH,
    MAX_INTEGER,
    MAX_LIST_ITEMS,
    MAX_SOURCE_REF_LENGTH,
    MIN_INTEGER,
    SLUG_RE,
    SOURCE_REF_RE,
    STATUSES,
    TYPES,
)
from ..store import Store
from . import graph, reads, render, writes
from .arguments import MAX_CAPTURE_TEXT, MAX_LIBRARIAN_HITS, MAX_QUERY_TEXT, MAX_QUESTION
from .files import cmd_init, cmd_validate
from .results import (
    BOOLEAN,
    CONTENT_HASH,
    DOCTOR_REPORT,
    DOCUMENT,
    EDGES,
    HASHES,
    HIT,
    INTEGER,
    PROBLEM,
    RELATION,
    RETRIEVAL,
    STRING,
    STRINGS,
    SUMMARY,
    TIMELINE_ENTRY,
    Schema,
    array,
    nullable,
    obj,
)

Surface = Literal["cli", "rest", "mcp"]
Profile = Literal["ingest", "capture", "librarian"]
HashUse = Literal["requires", "accepts", "ignores"]
ParamKind = Literal["str", "text", "int", "bool", "list"]

SURFACES: Final[tuple[Surface, ...]] = ("cli", "rest", "mcp")
PROFILES: Final[tuple[Profile, ...]] = ("ingest", "capture", "librarian")
ALL_SURFACES: Final = frozenset(SURFACES)
CLI_ONLY: Final = frozenset({"cli"})
TOOLS_ONLY: Final = frozenset({"rest", "mcp"})
WRITERS: Final = frozenset({"ingest", "capture"})
EVERY_AGENT: Final = frozenset(PROFILES)

NOT_AVAILABLE: Final = "not_available"
MSG_NOT_AVAILABLE: Final = "{name!r} is not available here"
MSG_UNKNOWN_COMMAND: Final = "no command or tool named {name!r}"
MSG_UNKNOWN_PARAM: Final = "{command} takes no argument {param!r}; it takes: {known}"
MSG_MISSING_PARAM: Final = "{command} needs the argument {param!r}"
MSG_PARAM_TYPE: Final = "{command}: {param!r} must be {expected}"
MSG_PARAM_NUL: Final = "{command}: {param!r} contains a NUL character; arguments are text"
MSG_PARAM_SURROGATE: Final = (
    "{command}: {param!r} contains an unpaired UTF-16 surrogate, which is no character;"
    " arguments are text"
)
MSG_PARAM_INTEGER: Final = (
    f"{{command}}: {{param!r}} must be an integer from {MIN_INTEGER} to {MAX_INTEGER} (64 bits)"
)
MSG_HASH_REQUIRED: Final = "{command} needs {param}: the content hash you read"
MSG_CHOICE: Final = "{command}: {param!r} must be one of {choices}, not {value!r}"
MSG_TOO_MANY: Final = "{command}: {param!r} takes at most {limit} items, got {count}"

_EXPECTED: Final[dict[str, str]] = {
    "str": "a string",
    "text": "a string",
    "int": "an integer",
    "bool": "true or false",
    "list": "a list of strings",
}


@dataclass(frozen=True)
class Param:
    """One argument of a command.

    `kind` "text" is a long text: on the command line it also has a `--NAME-file PATH` form
    ('-' reads stdin). `flag` overrides the command-line option name (for a positional, its
    placeholder); `positional` makes it a positional argument there (a positional "list" takes
    one or more words; so does a positional "str" with `words`, joined by spaces).
    """

    name: str
    kind: ParamKind
    help: str
    required: bool = False
    default: Any = None
    positional: bool = False
    flag: str | None = None
    choices: tuple[str, ...] | None = None
    surfaces: frozenset[str] = ALL_SURFACES
    words: bool = False
    # What the command accepts, documented in the JSON schema: the longest value in characters
    # (maxLength), a regular expression (pattern; for a "list", of each item) and a format.
    max_length: int | None = None
    pattern: str | None = None
    format: str | None = None
    # For a "str" or "text": the fewest characters it takes (minLength).
    min_length: int | None = None
    # For a "list": the most items it takes (maxItems), refused before the command runs.
    max_items: int | None = None
    # For an "int": the least and the most the command accepts (minimum, maximum). Whatever
    # they say, an integer past 64 bits is refused before the command runs.
    minimum: int | None = None
    maximum: int | None = None

    @property
    def option(self) -> str:
        return self.flag or "--" + self.name.replace("_", "-")

    def json_schema(self) -> dict[str, Any]:
        schema: dict[str, Any]
        if self.kind in ("str", "text"):
            schema = {"type": "string"}
        elif self.kind == "int":
            schema = {"type": "integer"}
        elif self.kind == "bool":
            schema = {"type": "boolean"}
        else:
            schema = {"type": "array", "items": {"type": "string"}}
        if self.choices:
            schema["enum"] = list(self.choices)
        text = schema["items"] if self.kind == "list" else schema
        if self.min_length is not None:
            text["minLength"] = self.min_length
        if self.max_length is not None:
            text["maxLength"] = self.max_length
        if self.pattern is not None:
            text["pattern"] = self.pattern
        if self.format is not None:
            text["format"] = self.format
        if self.max_items is not None:
            schema["maxItems"] = self.max_items
        if self.kind == "int":
            schema["minimum"] = MIN_INTEGER if self.minimum is None else self.minimum
            schema["maximum"] = MAX_INTEGER if self.maximum is None else self.maximum
        if self.default is not None and self.default != ():
            schema["default"] = self.default
        if not self.required:
            # `bind` reads an optional argument given as null as one left out: say so.
            schema["type"] = [schema["type"], "null"]
            if "enum" in schema:
                schema["enum"] = [*schema["enum"], None]
        schema["description"] = self.help
        return schema


EXPECTED_HASH: Final = Param(
    "expected_hash",
    "str",
    "refuse the write (stale_write) unless the document's content hash is still this",
    flag="--expect-hash",
)


# The parameters that name a content hash the caller read (required where `hash_required_on`).
HASH_PARAMS: Final = frozenset({"expected_hash", "source_hash", "target_hash"})


@dataclass(frozen=True)
class CommandSpec:
    """One command or tool: see the module docstring."""

    name: str
    summary: str
    function: Callable[..., dict[str, Any]] | None
    params: tuple[Param, ...] = ()
    writes: bool = False
    expected_hash: HashUse = "ignores"
    surfaces: frozenset[str] = ALL_SURFACES
    profiles: frozenset[str] = EVERY_AGENT
    render: Callable[[dict[str, Any]], str] = render.as_json
    # For a command that writes only for some arguments (`folder create`).
    writes_if: Callable[[Mapping[str, Any]], bool] | None = None
    # Surfaces where a command that accepts an expected hash requires it: a chat tool or an
    # agent edits only what it read (the command line leaves it to the person typing).
    hash_required_on: frozenset[str] = frozenset()
    # The JSON schema of its result: what `--json` prints, the REST tool's 200 body and MCP's
    # structured content (results.py has the shared parts).
    result: Schema = field(default_factory=dict, compare=False)

    @property
    def tool_name(self) -> str:
        return self.name.replace("-", "_")

    @property
    def all_params(self) -> tuple[Param, ...]:
        if self.expected_hash == "ignores" or any(p.name == "expected_hash" for p in self.params):
            return self.params  # (a family may declare its own, as the LLM Wiki's does)
        required = self.expected_hash == "requires"
        return (*self.params, replace(EXPECTED_HASH, required=required))

    def params_for(self, surface: str) -> tuple[Param, ...]:
        params = tuple(p for p in self.all_params if surface in p.surfaces)
        if surface not in self.hash_required_on:
            return params
        return tuple(replace(p, required=True) if p.name in HASH_PARAMS else p for p in params)

    def is_write(self, arguments: Mapping[str, Any]) -> bool:
        return self.writes if self.writes_if is None else bool(self.writes_if(arguments))

    def tool_schema(self, surface: str = "rest") -> dict[str, Any]:
        """An OpenAI-style function object: name, description, JSON-schema parameters."""
        params = self.params_for(surface)
        return {
            "name": self.tool_name,
            "description": self.summary,
            "parameters": {
                "type": "object",
                "properties": {p.name: p.json_schema() for p in params},
                "required": [p.name for p in params if p.required],
                "additionalProperties": False,
            },
        }


class CommandRegistry:
    """One family of declared commands: the brain's (`BRAIN_COMMANDS`) or the LLM Wiki's
    (`llmwiki.commands.WIKI_COMMANDS`). Every surface and agent finds a family's specs, their
    arguments' JSON schemas and their tool schemas here, from the one declaration."""

    def __init__(self, specs: tuple[CommandSpec, ...]) -> None:
        self.specs = specs
        self._by_name = {spec.name: spec for spec in specs} | {
            spec.tool_name: spec for spec in specs
        }

    def __contains__(self, name: object) -> bool:
        return name in self._by_name

    def __iter__(self) -> Iterator[CommandSpec]:
        return iter(self.specs)

    def lookup(self, name: str) -> CommandSpec:
        spec = self._by_name.get(name)
        if spec is None:
            raise CommandError(NOT_AVAILABLE, MSG_UNKNOWN_COMMAND.format(name=name))
        return spec

    def for_surface(self, surface: str, profile: str | None = None) -> list[CommandSpec]:
        """The specs offered on `surface` (for an agent, to its profile), in declared order."""
        return [
            spec
            for spec in self.specs
            if surface in spec.surfaces and (profile is None or profile in spec.profiles)
        ]

    def tool_schemas(self, surface: str, profile: str | None = None) -> dict[str, Any]:
        """Each offered spec's OpenAI-style function object, by tool name."""
        return {
            spec.tool_name: spec.tool_schema(surface) for spec in self.for_surface(surface, profile)
        }


# `add` and `adopt` are imported when they run, not with the registry: every command would
# otherwise pay for YAML, the PDF and Word readers and adopt's patterns (a query, about 30 ms).
def cmd_add(store: Store, *args: Any, **kwargs: Any) -> dict[str, Any]:
    from .add import cmd_add as add

    return add(store, *args, **kwargs)


def cmd_adopt(store: Store, *args: Any, **kwargs: Any) -> dict[str, Any]:
    from ..adopt import cmd_adopt as adopt

    return adopt(store, *args, **kwargs)


def render_report(result: dict[str, Any]) -> str:
    from ..adopt import render_report as report

    return report(result)


def _id(help: str = "the document: its id, or a unique alias or title") -> Param:
    return Param("ref", "str", help, required=True, positional=True, flag="id")


def _folder_writes(arguments: Mapping[str, Any]) -> bool:
    return bool(arguments.get("action", "list") == "create")


def _folder(store: Store, *, action: str = "list", path: str | None = None) -> dict[str, Any]:
    if action == "create":
        if not path:
            raise bad_argument("folder create needs a PATH")
        return writes.cmd_folder_create(store, path)
    return reads.cmd_folder_list(store)


# The value rules the commands check, as the tools' JSON schemas document them.
ID_RULES: Final[dict[str, Any]] = {"pattern": SLUG_RE.pattern, "max_length": MAX_ID_LENGTH}
# A list a document keeps (aliases, sources, relations, extra fields) holds at most
# MAX_LIST_ITEMS: an argument with more is refused before any work.
LIST_RULES: Final[dict[str, Any]] = {"max_items": MAX_LIST_ITEMS}
SOURCE_RULES: Final[dict[str, Any]] = {
    "pattern": SOURCE_REF_RE.pattern,
    "max_length": MAX_SOURCE_REF_LENGTH,
    **LIST_RULES,
}

# What adopt returns (docs/adopt.md).
_NOTE_CHANGE: Final = obj({"note": STRING, "id": STRING, "path": STRING, "action": STRING})
ADOPT_REPORT: Final = obj(
    {
        "vault": STRING,
        "dest": STRING,
        "dry_run": BOOLEAN,
        "notes": obj(
            dict.fromkeys(
                (
                    "found",
                    "adopted",
                    "updated",
                    "moved",
                    "unchanged",
                    "conflicts",
                    "kept",
                    "deleted",
                    "pruned",
                ),
                INTEGER,
            )
        ),
        "changes": array(_NOTE_CHANGE),
        "links": obj(
            {"resolved": INTEGER, "unresolved": array(obj({"note": STRING, "link": STRING}))}
        ),
        "attachments": obj(
            dict.fromkeys(
                ("copied", "updated", "unchanged", "deleted", "pruned", "referenced"), INTEGER
            )
        ),
        "documents": obj(dict.fromkeys(("found", "added", "unchanged", "refused"), INTEGER)),
        "skipped": array(obj({"path": STRING, "reason": STRING})),
        "folders": array(obj({"from": STRING, "to": STRING, "reason": STRING})),
        "remarks": array(obj({"note": STRING, "message": STRING})),
    }
)

# What rewrite and set return.
WRITTEN: Final = obj({"document": DOCUMENT, "changed": BOOLEAN, "hashes": HASHES})

COMMANDS: Final[tuple[CommandSpec, ...]] = (
    CommandSpec(
        "init",
        "Make a folder a brain root (writes .goat-brain/brain.json; a new folder also gets the "
        "folders a new brain starts with).",
        cmd_init,
        (
            Param(
                "directory",
                "str",
                "the folder (default: --root, or the current folder)",
                positional=True,
                flag="dir",
            ),
        ),
        surfaces=CLI_ONLY,
        profiles=frozenset(),
        render=render.init,
        result=obj({"root": STRING, "created": BOOLEAN}),
    ),
    CommandSpec(
        "get",
        "Show one document (by id, alias or title) with its timeline and its links both ways.",
        reads.cmd_get,
        (_id(),),
        render=render.get,
        result=obj(
            {
                "document": DOCUMENT,
                "timeline": array(TIMELINE_ENTRY),
                "links": obj(
                    dict.fromkeys(("pages_out", "evidence_out", "pages_in", "evidence_in"), EDGES)
                ),
            }
        ),
    ),
    CommandSpec(
        "list",
        "List documents in path order, optionally filtered. Merged tombstones are left out "
        "unless asked for (include_merged, or status merged); archived documents are listed.",
        reads.cmd_list,
        (
            Param("folder", "str", "only this folder and its subfolders"),
            Param("type", "str", "only this type", choices=TYPES),
            Param(
                "status", "str", "only this status (merged: only the tombstones)", choices=STATUSES
            ),
            Param("kind", "str", "only pages or only evidence", choices=("page", "evidence")),
            Param("include_merged", "bool", "also list merged tombstones", default=False),
        ),
        render=render.list_,
        result=obj({"documents": array(SUMMARY)}),
    ),
    CommandSpec(
        "query",
        "Ranked search: BM25 and title/alias matches, fused, expanded along page links, "
        "blended with recency. Merged and archived documents are left out unless asked for.",
        reads.cmd_query,
        (
            Param(
                "text",
                "str",
                "what to search for",
                required=True,
                positional=True,
                words=True,
                max_length=MAX_QUERY_TEXT,
            ),
            Param("limit", "int", "how many hits", default=10, minimum=1),
            Param("include_merged", "bool", "also return merged tombstones", default=False),
            Param("include_archived", "bool", "also return archived documents", default=False),
        ),
        render=render.query,
        result=obj({"hits": array(HIT), "retrieval": RETRIEVAL}),
    ),
    CommandSpec(
        "mentions",
        "The pages a text names by title or alias (case, accents and spacing aside, in any "
        "script), each at its first mention, the longest name first where names overlap; a "
        "name several pages share is listed as ambiguous, not linked. Drafts waiting in inbox/ "
        "are not named: they are no page to link to.",
        reads.cmd_mentions,
        (
            Param(
                "text",
                "text",
                "the text to look in",
                required=True,
                max_length=MAX_CAPTURE_TEXT,
            ),
            Param(
                "exclude",
                "list",
                "an id not to report (repeatable): the text's own document, say",
                flag="--exclude",
                **ID_RULES,
                **LIST_RULES,
            ),
        ),
        render=render.mentions,
        result=obj(
            {
                "mentions": array(
                    obj(
                        {
                            "id": STRING,
                            "title": STRING,
                            "type": STRING,
                            "start": {"type": "integer", "description": "where, in characters"},
                            "end": {"type": "integer"},
                            "text": {"type": "string", "description": "the words as written"},
                        }
                    )
                ),
                "ambiguous": array(obj({"text": STRING, "ids": STRINGS})),
            }
        ),
    ),
    CommandSpec(
        "timeline",
        "Show a document's timeline entries.",
        reads.cmd_timeline,
        (_id(),),
        render=render.timeline,
        result=obj({"id": STRING, "entries": array(TIMELINE_ENTRY)}),
    ),
    CommandSpec(
        "create",
        "Create a document. Meant for records spelled out in full; captures go through "
        "save_to_brain.",
        writes.cmd_create,
        (
            Param("type", "str", "what the record is", required=True, choices=TYPES),
            Param("title", "str", "its title", required=True),
            Param(
                "brain_id",
                "str",
                "its id (default: a slug of the title)",
                flag="--id",
                **ID_RULES,
            ),
            Param("folder", "str", "its folder (default: the type's: person -> people, ...)"),
            Param("status", "str", "draft (default), active or archived", default="draft"),
            Param("body", "text", "the markdown body (compiled truth, optionally a timeline)"),
            Param("aliases", "list", "other names (repeatable)", flag="--alias", **LIST_RULES),
            Param(
                "sources",
                "list",
                "source refs, provider:id (repeatable)",
                flag="--source",
                **SOURCE_RULES,
            ),
            Param("relations", "list", "TYPE:TARGET (repeatable)", flag="--relation", **LIST_RULES),
        ),
        writes=True,
        profiles=WRITERS,
        render=render.written,
        result=obj({"created": DOCUMENT, "hashes": HASHES}),
    ),
    CommandSpec(
        "rewrite",
        "Replace a document's compiled truth; its timeline is kept byte for byte.",
        writes.cmd_rewrite,
        (
            _id(),
            Param("compiled_truth", "text", "the new compiled truth", required=True, flag="--body"),
        ),
        writes=True,
        profiles=WRITERS,
        expected_hash="accepts",
        hash_required_on=TOOLS_ONLY,
        render=render.written,
        result=WRITTEN,
    ),
    CommandSpec(
        "set",
        "Set frontmatter fields: title, type, status, mergedInto, sources, or keys the format "
        "does not define.",
        writes.cmd_set,
        (
            _id(),
            Param("title", "str", "new title"),
            Param("type", "str", "new type", choices=TYPES),
            Param("status", "str", "new status", choices=STATUSES),
            Param("merged_into", "str", "the page a merged tombstone points at"),
            Param(
                "fields",
                "list",
                "KEY=VALUE for a key the format does not define",
                flag="--field",
                **LIST_RULES,
            ),
            Param("unset", "list", "remove a key the format does not define", **LIST_RULES),
            Param("add_sources", "list", "add a source ref", flag="--add-source", **SOURCE_RULES),
            Param(
                "remove_sources",
                "list",
                "remove a source ref",
                flag="--remove-source",
                **LIST_RULES,
            ),
        ),
        writes=True,
        profiles=WRITERS,
        expected_hash="accepts",
        hash_required_on=TOOLS_ONLY,
        render=render.written,
        result=WRITTEN,
    ),
    CommandSpec(
        "append-timeline",
        "Append one dated, sourced entry to a document's timeline (in chronological order; "
        "the same entry twice is a no-op).",
        writes.cmd_append_timeline,
        (
            _id(),
            Param("source", "str", "the source ref, provider:id", required=True, **SOURCE_RULES),
            Param("text", "text", "the entry's text", required=True),
            Param(
                "at",
                "str",
                "when it happened, ISO-8601 with an offset (default: now)",
                format="date-time",
            ),
        ),
        writes=True,
        profiles=WRITERS,
        expected_hash="accepts",
        hash_required_on=TOOLS_ONLY,
        render=render.append_timeline,
        result=obj(
            {
                "id": STRING,
                "entry": TIMELINE_ENTRY,
                "appended": BOOLEAN,
                "hash": CONTENT_HASH,
                "hashes": HASHES,
            }
        ),
    ),
    CommandSpec(
        "append-evidence",
        "Snapshot a source's text into evidence/ (same source and text give the same id); "
        "prints the link to cite it with.",
        writes.cmd_append_evidence,
        (
            Param("source", "str", "the source ref, provider:id", required=True, **SOURCE_RULES),
            Param("title", "str", "the evidence's title", required=True),
            Param("text", "text", "the source text", required=True),
            Param("type", "str", "its type (default source)", default="source", choices=TYPES),
            Param(
                "brain_id", "str", "its id (default: ev-<source>-<hash>)", flag="--id", **ID_RULES
            ),
            Param("folder", "str", "a folder under evidence/", default="evidence"),
        ),
        writes=True,
        profiles=WRITERS,
        render=render.append_evidence,
        result=obj(
            {
                "evidence": DOCUMENT,
                "created": BOOLEAN,
                "link": {"type": "string", "description": "[[evidence:<id>|<title>]] to cite it"},
                "hashes": HASHES,
            }
        ),
    ),
    CommandSpec(
        "alias",
        "Add (or with remove, remove) aliases of a document.",
        writes.cmd_alias,
        (
            _id(),
            Param("aliases", "list", "the aliases", required=True, positional=True, **LIST_RULES),
            Param("remove", "bool", "remove instead of add", default=False),
        ),
        writes=True,
        profiles=WRITERS,
        expected_hash="accepts",
        hash_required_on=TOOLS_ONLY,
        render=render.alias,
        result=obj({"id": STRING, "aliases": STRINGS, "changed": BOOLEAN, "hashes": HASHES}),
    ),
    CommandSpec(
        "link",
        "Add (or with remove, remove) a typed relation in a document's frontmatter.",
        writes.cmd_link,
        (
            _id(),
            Param("target", "str", "the id it relates to", required=True, positional=True),
            Param(
                "relation_type",
                "str",
                "snake_case relation type",
                default="related_to",
                flag="--type",
            ),
            Param("remove", "bool", "remove instead of add", default=False),
        ),
        writes=True,
        profiles=WRITERS,
        expected_hash="accepts",
        hash_required_on=TOOLS_ONLY,
        render=render.link,
        result=obj(
            {"id": STRING, "relations": array(RELATION), "changed": BOOLEAN, "hashes": HASHES}
        ),
    ),
    CommandSpec(
        "merge",
        "Merge SOURCE into TARGET (live pages of one type): SOURCE becomes a tombstone, its "
        "names, relations, sources and timeline fold into TARGET, links to it are retargeted.",
        graph.cmd_merge,
        (
            Param(
                "source_ref",
                "str",
                "the page to retire",
                required=True,
                positional=True,
                flag="source",
            ),
            Param(
                "target_ref",
                "str",
                "the page that absorbs it",
                required=True,
                positional=True,
                flag="target",
            ),
            Param("dry_run", "bool", "say what would change, write nothing", default=False),
            Param(
                "source_hash",
                "str",
                "refuse the merge (stale_write) unless SOURCE's content hash is still this",
                flag="--source-hash",
            ),
            Param(
                "target_hash",
                "str",
                "refuse the merge (stale_write) unless TARGET's content hash is still this",
                flag="--target-hash",
            ),
            Param(
                "without_names",
                "bool",
                "keep SOURCE's title and aliases out of TARGET's aliases (a capture folded into "
                "the page it is about is no name of that page)",
                default=False,
            ),
        ),
        writes=True,
        hash_required_on=TOOLS_ONLY,
        profiles=frozenset({"capture"}),
        render=render.merge,
        result=obj(
            {
                "merged": STRING,
                "into": STRING,
                "applied": BOOLEAN,
                "folded": obj(
                    {
                        "aliases": STRINGS,
                        "relations": array(RELATION),
                        "sources": STRINGS,
                        "timeline": STRINGS,
                    }
                ),
                "retargeted": STRINGS,
                "removed": obj({"relations": array(RELATION), "links": STRINGS}),
                "hashes": HASHES,
            }
        ),
    ),
    CommandSpec(
        "move",
        "Move a document to another folder and/or rename it; every link to it follows.",
        graph.cmd_move,
        (
            _id(),
            Param("folder", "str", "the new folder ('' for the root)"),
            Param("new_id", "str", "the new id", flag="--to", **ID_RULES),
        ),
        writes=True,
        expected_hash="accepts",
        hash_required_on=TOOLS_ONLY,
        # Not for ingestion: a transcript must not be able to steer pages out of place.
        profiles=frozenset({"capture"}),
        render=render.move,
        result=obj(
            {"id": STRING, "from": STRING, "to": STRING, "retargeted": STRINGS, "hashes": HASHES}
        ),
    ),
    CommandSpec(
        "delete",
        "Say what deleting a document would break; delete it only with --yes (command line "
        "only: elsewhere it is always a dry run).",
        writes.cmd_delete,
        (
            _id(),
            Param("yes", "bool", "really delete", default=False, surfaces=CLI_ONLY),
        ),
        writes=True,
        expected_hash="accepts",
        profiles=frozenset({"capture"}),
        render=render.delete,
        result=obj(
            {
                "id": STRING,
                "path": STRING,
                "deleted": BOOLEAN,
                "would_break": array(obj({"id": STRING, "type": STRING})),
                "hashes": HASHES,
            }
        ),
    ),
    CommandSpec(
        "folder",
        "List folders with their document counts, or create one.",
        _folder,
        (
            Param(
                "action",
                "str",
                "list or create",
                default="list",
                positional=True,
                choices=("list", "create"),
            ),
            Param("path", "str", "the folder to create", positional=True),
        ),
        writes=True,
        writes_if=_folder_writes,
        profiles=WRITERS,
        render=render.folder,
        result={
            "type": "object",
            "oneOf": [
                obj({"folders": array(obj({"path": STRING, "documents": INTEGER}))}),
                obj({"folder": STRING, "created": BOOLEAN, "hashes": HASHES}),
            ],
        },
    ),
    CommandSpec(
        "doctor",
        "Report the brain's health: broken links, weak provenance, orphans, ...",
        reads.cmd_doctor,
        render=render.doctor,
        result=DOCTOR_REPORT,
    ),
    CommandSpec(
        "validate",
        "Check files (or every document) against the document rules; exit 1 if one is invalid.",
        cmd_validate,
        (Param("paths", "list", "files to check (default: all)", positional=True),),
        surfaces=CLI_ONLY,
        profiles=WRITERS,
        render=render.validate,
        result=obj(
            {
                "checked": INTEGER,
                "invalid": array(obj({"path": STRING, "problems": array(PROBLEM)})),
            }
        ),
    ),
    CommandSpec(
        "add",
        "Add PDF and docx files as evidence documents, each original kept beside its document.",
        cmd_add,
        (
            Param(
                "paths",
                "list",
                "the .pdf and .docx files to add",
                required=True,
                positional=True,
                flag="file",
            ),
            Param("folder", "str", "the evidence folder to add them to", default=EVIDENCE_ZONE),
            Param("title", "str", "the document's title (one file only; default: its name)"),
        ),
        writes=True,
        surfaces=CLI_ONLY,
        profiles=frozenset(),  # a person's command: agents are handed text, not files
        render=render.add,
        result=obj(
            {
                "added": array(
                    obj(
                        {
                            "file": STRING,
                            "id": STRING,
                            "path": STRING,
                            "original": STRING,
                            "duplicate": BOOLEAN,
                            "note": nullable(STRING),
                        }
                    )
                ),
                "refused": array(obj({"file": STRING, "code": STRING, "message": STRING})),
                "hashes": HASHES,
            }
        ),
    ),
    CommandSpec(
        "adopt",
        "Make a folder of ordinary notes (Obsidian, Logseq, markdown) a brain, or bring an "
        "earlier adoption up to date; the notes' folder is only read (docs/adopt.md).",
        cmd_adopt,
        (
            Param("vault", "str", "the folder of notes", required=True, positional=True),
            Param(
                "dest",
                "str",
                "the brain: a new or empty folder, or one an earlier adopt of VAULT made",
                required=True,
                positional=True,
            ),
            Param("dry_run", "bool", "report what would change, write nothing"),
            Param(
                "prune",
                "bool",
                "remove the documents of notes deleted from the vault (unless edited since)",
            ),
        ),
        surfaces=CLI_ONLY,
        profiles=frozenset(),
        render=render_report,
        result=ADOPT_REPORT,
    ),
    CommandSpec(
        "save_to_brain",
        "Keep something the user asked to save: it is captured at once as a draft note in "
        "inbox/, and a curation agent files it later.",
        None,
        (
            Param(
                "text",
                "text",
                "what to keep, as markdown",
                required=True,
                max_length=MAX_CAPTURE_TEXT,
            ),
            Param("title", "str", "a short title (default: from the text)"),
            Param("message_id", "str", "the chat message it came from"),
            Param(
                "turn_id",
                "str",
                "the chat turn: the same text saved again in one turn keeps its one draft",
            ),
        ),
        writes=True,
        surfaces=TOOLS_ONLY,
        profiles=frozenset(),
        result=obj(
            {
                "draft": nullable(
                    obj(
                        {
                            "id": STRING,
                            "path": STRING,
                            "title": STRING,
                            "status": STRING,
                            "hash": CONTENT_HASH,
                        }
                    )
                ),
                "source_item": INTEGER,
                "job": nullable(INTEGER),
                "duplicate": BOOLEAN,
                "hashes": HASHES,
            }
        ),
    ),
    CommandSpec(
        "librarian",
        "Answer a question from the brain, citing the documents the answer rests on.",
        None,
        (
            Param(
                "question",
                "str",
                f"the question (at most {MAX_QUESTION:,} characters)",
                required=True,
                max_length=MAX_QUESTION,
            ),
            Param(
                "limit",
                "int",
                f"how many query hits to read (1 to {MAX_LIBRARIAN_HITS})",
                default=8,
                minimum=1,
                maximum=MAX_LIBRARIAN_HITS,
            ),
        ),
        surfaces=TOOLS_ONLY,
        profiles=frozenset(),
        result=obj(
            {
                "answer": STRING,
                "citations": array(
                    obj(
                        {
                            "id": STRING,
                            "kind": {"type": "string", "enum": ["page", "evidence"]},
                            "title": STRING,
                        }
                    )
                ),
                "hits": array(HIT),
                "model": {"type": "string", "description": "the model that answered, or offline"},
                "fallback": nullable(STRING),
            }
        ),
    ),
)

# The brain's commands, by name and tool name (`lookup`).
BRAIN_COMMANDS: Final = CommandRegistry(COMMANDS)
REGISTRY: Final[dict[str, CommandSpec]] = {spec.name: spec for spec in COMMANDS}
_BOUND: dict[str, Callable[..., dict[str, Any]]] = {}


def bind_tool(name: str, function: Callable[..., dict[str, Any]]) -> None:
    """Give a declared tool without a toolkit function (save_to_brain, librarian) its server
    implementation; it is called like the commands, as function(store, **arguments)."""
    spec = lookup(name)
    if spec.function is not None:
        raise ValueError(f"{name} already has a function")
    _BOUND[spec.name] = function


def lookup(name: str) -> CommandSpec:
    """A brain command by its name or tool name (not_available for none)."""
    return BRAIN_COMMANDS.lookup(name)


def function_of(spec: CommandSpec) -> Callable[..., dict[str, Any]] | None:
    return spec.function if spec.function is not None else _BOUND.get(spec.name)


def available(spec: CommandSpec, *, surface: str, profile: str | None = None) -> bool:
    if function_of(spec) is None or surface not in spec.surfaces:
        return False
    return profile is None or profile in spec.profiles


def commands_for(*, surface: str, profile: str | None = None) -> list[CommandSpec]:
    """The specs a surface (and, for an agent, its profile) may run, in registry order."""
    return [spec for spec in COMMANDS if available(spec, surface=surface, profile=profile)]


def bind(spec: CommandSpec, arguments: Mapping[str, Any], *, surface: str) -> dict[str, Any]:
    """Check JSON arguments against the spec's parameters on `surface`; the keyword arguments.

    Unknown names, missing required arguments and wrong types are refused with one clear
    message (code bad_argument). Positional list parameters also take a single string.
    """
    params = {p.name: p for p in spec.params_for(surface)}
    unknown = sorted(set(arguments) - set(params))
    if unknown:
        raise bad_argument(
            MSG_UNKNOWN_PARAM.format(
                command=spec.tool_name, param=unknown[0], known=", ".join(params) or "nothing"
            )
        )
    bound: dict[str, Any] = {}
    for name, param in params.items():
        value = arguments.get(name)
        if value is None:
            if param.required:
                if name in HASH_PARAMS:
                    raise bad_argument(MSG_HASH_REQUIRED.format(command=spec.tool_name, param=name))
                raise bad_argument(MSG_MISSING_PARAM.format(command=spec.tool_name, param=name))
            continue
        bound[name] = _coerce(spec, param, value)
    return bound


def _coerce(spec: CommandSpec, param: Param, value: Any) -> Any:
    def wrong() -> CommandError:
        return bad_argument(
            MSG_PARAM_TYPE.format(
                command=spec.tool_name, param=param.name, expected=_EXPECTED[param.kind]
            )
        )

    def text(value: str) -> str:
        # No store keeps NUL in text (PostgreSQL refuses it): the caller's mistake, named.
        if "\x00" in value:
            raise bad_argument(MSG_PARAM_NUL.format(command=spec.tool_name, param=param.name))
        # Nor a lone surrogate (a JSON "\ud800" escape without its pair): it is no character,
        # and storing or printing it fails.
        if not value.isascii():
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:
                raise bad_argument(
                    MSG_PARAM_SURROGATE.format(command=spec.tool_name, param=param.name)
                ) from None
        return value

    if param.kind in ("str", "text"):
        if not isinstance(value, str):
            raise wrong()
        text(value)
        if param.choices and value not in param.choices:
            raise bad_argument(
                MSG_CHOICE.format(
                    command=spec.tool_name,
                    param=param.name,
                    choices=", ".join(param.choices),
                    value=value,
                )
            )
        return value
    if param.kind == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            raise wrong()
        if not MIN_INTEGER <= value <= MAX_INTEGER:
            raise bad_argument(MSG_PARAM_INTEGER.format(command=spec.tool_name, param=param.name))
        return value
    if param.kind == "bool":
        if not isinstance(value, bool):
            raise wrong()
        return value
    if isinstance(value, str) and param.positional:
        return [text(value)]
    if not isinstance(value, list):
        raise wrong()
    if param.max_items is not None and len(value) > param.max_items:
        raise bad_argument(
            MSG_TOO_MANY.format(
                command=spec.tool_name, param=param.name, limit=param.max_items, count=len(value)
            )
        )
    if not all(isinstance(v, str) for v in value):
        raise wrong()
    return [text(v) for v in value]


def run(spec: CommandSpec, store: Store, arguments: Mapping[str, Any]) -> dict[str, Any]:
    """Run a spec with already bound keyword arguments; writes run under the store's lock."""
    function = function_of(spec)
    if function is None:
        raise CommandError(NOT_AVAILABLE, MSG_NOT_AVAILABLE.format(name=spec.name))
    if not spec.is_write(arguments):
        return function(store, **arguments)
    with store.locked():
        return function(store, **arguments)


def call(
    name: str, store: Store, arguments: Mapping[str, Any], *, surface: str = "rest"
) -> dict[str, Any]:
    """Look up, check and run a command by name (CLI or tool name) for a JSON surface."""
    spec = lookup(name)
    if surface not in spec.surfaces:
        raise CommandError(NOT_AVAILABLE, MSG_NOT_AVAILABLE.format(name=name))
    return run(spec, store, bind(spec, arguments, surface=surface))


def command_line(spec: CommandSpec, arguments: Mapping[str, Any]) -> str:
    """The `goat-brain` command line that does what a tool call with `arguments` does (for
    transcripts: what an agent ran, in the words a person would type)."""
    words = ["goat-brain", spec.name]
    options: list[str] = []
    for param in spec.all_params:
        value = arguments.get(param.name)
        if value is None or value is False or value == [] or value == ():
            continue
        if param.positional:
            words.extend(value if isinstance(value, list) else [str(value)])
        elif param.kind == "bool":
            options.append(param.option)
        elif param.kind == "list":
            for item in value:
                options.extend([param.option, str(item)])
        else:
            options.extend([param.option, str(value)])
    return shlex.join(words + options)


def tool_schemas(
    *, surface: str = "rest", profile: str | None = None, writes: bool = True
) -> list[dict[str, Any]]:
    """The tool schemas a surface offers (for an agent, its profile's); without `writes`, only
    those of the tools that never write."""
    return [
        spec.tool_schema(surface)
        for spec in commands_for(surface=surface, profile=profile)
        if writes or not spec.writes
    ]


__all__ = [
    "BRAIN_COMMANDS",
    "COMMANDS",
    "CommandRegistry",
    "REGISTRY",
    "CommandSpec",
    "Param",
    "bind",
    "bind_tool",
    "call",
    "command_line",
    "commands_for",
    "lookup",
    "run",
    "tool_schemas",
]
