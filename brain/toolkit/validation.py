"""The per-document rules (docs/format.md): the only reasons a write is refused.

Each rule reports a Problem with code `invalid_document`, the rule's name, the field, and a
message that says how to fix it. Validation looks at one document alone: missing link targets
and alias collisions are the doctor's business.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Any, Final

from .document import Document
from .links import Link, MalformedLink, is_source_ref
from .problems import INVALID_DOCUMENT, DocumentError, Problem
from .schemas import (
    ATTACHMENTS_FOLDER,
    DEFAULT_FOLDERS,
    EVIDENCE_ZONE,
    FRONTMATTER_KEYS,
    KINDS,
    LEGACY_TYPE_ALIASES,
    MAX_ALIAS_LENGTH,
    MAX_DOCUMENT_BYTES,
    MAX_FOLDER_DEPTH,
    MAX_ID_LENGTH,
    MAX_LIST_ITEMS,
    MAX_SOURCE_REF_LENGTH,
    MAX_TITLE_LENGTH,
    RELATION_TYPE_RE,
    STATUSES,
    is_slug,
    kind_for_folder,
)
from .timeline import timeline_entry_id
from .timestamps import MSG_OUT_OF_RANGE, TimestampError, read_timestamp

MAX_EXTRA_VALUE_CHARS: Final = 10_000
_CONTROL_RE: Final = re.compile(r"[\x00-\x1f\x7f]")
# What a body may not hold: the C0 controls but tab, newline and carriage return, DEL and the
# C1 controls. Markdown gives them no meaning, and printed they drive a terminal (clear the
# screen, set its title, recolour what follows).
BODY_CONTROL_RE: Final = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")

# Rule names (stable; they appear in JSON as `rule`).
RULE_ID = "id"
RULE_FILE_NAME = "file_name"
RULE_FOLDER = "folder"
RULE_KIND = "kind"
RULE_ZONE = "kind_zone"
RULE_TYPE = "type"
RULE_TITLE = "title"
RULE_STATUS = "status"
RULE_MERGED_INTO = "merged_into"
RULE_TIMESTAMP = "timestamp"
RULE_ALIASES = "aliases"
RULE_RELATIONS = "relations"
RULE_SOURCE_REF = "source_ref"
RULE_LINK_SYNTAX = "link_syntax"
RULE_TIMELINE = "timeline_entry"
RULE_EVIDENCE = "evidence_required"
RULE_VALUE_LENGTH = "value_length"
RULE_VALUE_TYPE = "value_type"
RULE_BODY = "body"

MSG_ID_MISSING: Final = "id is required: a lowercase slug such as 'sarah-chen'"
MSG_ID_SHAPE: Final = (
    "id {value!r} must be a lowercase slug (a-z, 0-9, single dashes) of at most "
    f"{MAX_ID_LENGTH} characters, e.g. 'sarah-chen'"
)
MSG_FILE_NAME: Final = "the file is named {name!r} but its id is {id!r}; name it '{id}.md'"
MSG_FOLDER_SEGMENT: Final = (
    "folder {folder!r} has segment {segment!r}; each segment must be a lowercase slug "
    "(no '..', '/', '\\', spaces or capitals)"
)
MSG_FOLDER_DEPTH: Final = (
    f"folder {{folder!r}} has {{depth}} segments; at most {MAX_FOLDER_DEPTH} are allowed"
)
MSG_FOLDER_ATTACHMENTS: Final = (
    f"folder {{folder!r}} is inside the {ATTACHMENTS_FOLDER}/ area, which holds attachments, "
    "not documents; choose another folder"
)
MSG_FOLDER_KEY: Final = "frontmatter must not repeat the folder; it is the file's directory"
MSG_KIND: Final = "kind must be 'page' or 'evidence', not {value!r}"
MSG_ZONE_EVIDENCE: Final = (
    "kind is 'evidence' but folder {folder!r} is outside the evidence/ zone; "
    "move it under evidence/ or make it a page"
)
MSG_ZONE_PAGE: Final = (
    "kind is 'page' but folder {folder!r} is inside the evidence/ zone; "
    "move it out of evidence/ or make it evidence"
)
MSG_TYPE: Final = "type must be one of {types}, not {value!r}"
MSG_TITLE: Final = f"title is required: 1 to {MAX_TITLE_LENGTH} characters of text on one line"
MSG_TITLE_CONTROL: Final = (
    "the title contains the control character U+{code:04X}; a title is 1 to "
    f"{MAX_TITLE_LENGTH} characters of text on one line, without control characters"
)
MSG_STATUS: Final = "status must be one of {statuses}, not {value!r}"
MSG_MERGED_INTO_MISSING: Final = (
    "status is 'merged', so mergedInto must name the page it was merged into"
)
MSG_MERGED_INTO_UNEXPECTED: Final = (
    "mergedInto is set but status is {status!r}; remove mergedInto or set status to 'merged'"
)
MSG_MERGED_INTO_SHAPE: Final = "mergedInto must be the id of another page, not {value!r}"
MSG_TIMESTAMP: Final = (
    "{field} must be an ISO-8601 date-time with an offset or Z, e.g. 2026-11-30T14:00:00Z, "
    "not {value!r}"
)
MSG_TIMESTAMP_RANGE: Final = "{field} {value!r} " + MSG_OUT_OF_RANGE
MSG_LIST: Final = f"{{field}} must be a list of at most {MAX_LIST_ITEMS} items"
MSG_ALIAS: Final = (
    f"aliases must be non-empty strings of at most {MAX_ALIAS_LENGTH} characters on one line; "
    "{value!r} is not"
)
MSG_ALIAS_CONTROL: Final = (
    "the alias {value!r} contains the control character U+{code:04X}; aliases are non-empty "
    f"strings of at most {MAX_ALIAS_LENGTH} characters on one line, without control characters"
)
MSG_RELATION: Final = (
    "relations must be mappings {{type: snake_case_type, target: page-id}}; {value!r} is not"
)
MSG_SOURCE_REF: Final = (
    "sources entry {value!r} is not a source ref: write <provider>:<native id>, a lowercase "
    f"provider slug and an id without spaces, '|' or ']', at most {MAX_SOURCE_REF_LENGTH} "
    "characters (e.g. jamie:meeting:123)"
)
MSG_LINK: Final = (
    "link {raw} {reason}; write [[page:<id>|Label]], [[evidence:<id>|Label]] or "
    "[[source:<provider>:<native id>|Label]]"
)
MSG_TIMELINE_LINE: Final = (
    "timeline line {number} is not an entry: write "
    "'- **<timestamp>** | <entry id> | <source ref> | <text>' "
    "(continuation lines indented two spaces)"
)
MSG_TIMELINE_TIMESTAMP: Final = "timeline entry {entry_id} has an invalid timestamp {value!r}"
MSG_TIMELINE_TIMESTAMP_RANGE: Final = (
    "timeline entry {entry_id} has the timestamp {value!r}, which " + MSG_OUT_OF_RANGE
)
MSG_TIMELINE_SOURCE: Final = "timeline entry {entry_id} has an invalid source ref {value!r}"
MSG_TIMELINE_ID: Final = (
    "timeline entry {entry_id} does not match its content (expected {expected}); entries are "
    "never edited: add a new entry instead"
)
MSG_EVIDENCE: Final = (
    "an active page must cite evidence in its compiled truth (above '## Timeline') with "
    "[[evidence:<id>]]; cite one or keep the status draft"
)
MSG_VALUE_TYPE: Final = (
    "{field} holds a YAML-only value (a set, binary data or a tagged object); use strings, "
    "numbers, booleans, lists and mappings"
)
MSG_BODY_NUL: Final = "the body contains NUL bytes; documents are text"
MSG_BODY_CONTROL: Final = (
    "the body contains the control character U+{code:04X} (its line {line}); documents are text "
    "(tabs and line breaks are the only control characters a body may hold)"
)
MSG_BODY_SIZE: Final = f"the body is larger than {MAX_DOCUMENT_BYTES} bytes"
MSG_VALUE_LENGTH: Final = (
    f"{{field}} is longer than {MAX_EXTRA_VALUE_CHARS} characters; keep frontmatter values short"
)


def _problem(rule: str, message: str, field: str | None = None) -> Problem:
    return Problem(INVALID_DOCUMENT, rule, message, field)


def validate_folder(folder: str) -> list[Problem]:
    """The folder rule on its own (also used for paths given on the command line)."""
    if folder == "":
        return []
    segments = folder.split("/")
    for segment in segments:
        if not is_slug(segment):
            msg = MSG_FOLDER_SEGMENT.format(folder=folder, segment=segment)
            return [_problem(RULE_FOLDER, msg, "folder")]
    if len(segments) > MAX_FOLDER_DEPTH:
        msg = MSG_FOLDER_DEPTH.format(folder=folder, depth=len(segments))
        return [_problem(RULE_FOLDER, msg, "folder")]
    if segments[0] == ATTACHMENTS_FOLDER:
        return [_problem(RULE_FOLDER, MSG_FOLDER_ATTACHMENTS.format(folder=folder), "folder")]
    return []


def validate_document(document: Document, *, file_stem: str | None = None) -> list[Problem]:
    """Every §2 rule broken by `document`; an empty list means it may be written."""
    # A document never changes, so neither does its answer (computed once per file stem).
    known = document._problems.get(file_stem)
    if known is None:
        known = document._problems[file_stem] = tuple(_validate(document, file_stem))
    return list(known)


def _validate(document: Document, file_stem: str | None) -> list[Problem]:
    meta = document.meta
    problems: list[Problem] = []
    problems += _check_id(meta, file_stem)
    problems += validate_folder(document.folder)
    if "folder" in meta:
        problems.append(_problem(RULE_FOLDER, MSG_FOLDER_KEY, "folder"))
    problems += _check_kind(meta, document.folder)
    problems += _check_type(meta)
    problems += _check_title(meta)
    problems += _check_status(meta)
    for field in ("created", "updated"):
        if field in meta:
            problems += _check_timestamp(field, meta[field])
    problems += _check_aliases(meta)
    problems += _check_relations(meta)
    problems += _check_sources(meta)
    problems += _check_extras(meta)
    problems += _check_body(document)
    return problems


def check_document(document: Document, *, file_stem: str | None = None) -> None:
    """Raise DocumentError when `document` breaks a rule."""
    problems = validate_document(document, file_stem=file_stem)
    if problems:
        raise DocumentError(problems, document.path)


def _check_id(meta: dict[str, Any], file_stem: str | None) -> list[Problem]:
    value = meta.get("id")
    if value is None or value == "":
        return [_problem(RULE_ID, MSG_ID_MISSING, "id")]
    if not is_slug(value):
        return [_problem(RULE_ID, MSG_ID_SHAPE.format(value=value), "id")]
    if file_stem is not None and file_stem != value:
        msg = MSG_FILE_NAME.format(name=f"{file_stem}.md", id=value)
        return [_problem(RULE_FILE_NAME, msg, "id")]
    return []


def _check_kind(meta: dict[str, Any], folder: str) -> list[Problem]:
    kind = meta.get("kind")
    if kind not in KINDS:
        return [_problem(RULE_KIND, MSG_KIND.format(value=kind), "kind")]
    expected = kind_for_folder(folder)
    if kind != expected:
        template = MSG_ZONE_EVIDENCE if kind == EVIDENCE_ZONE else MSG_ZONE_PAGE
        return [_problem(RULE_ZONE, template.format(folder=folder), "kind")]
    return []


def _check_type(meta: dict[str, Any]) -> list[Problem]:
    value = meta.get("type")
    if isinstance(value, str) and (value in DEFAULT_FOLDERS or value in LEGACY_TYPE_ALIASES):
        return []
    types = ", ".join(DEFAULT_FOLDERS)
    return [_problem(RULE_TYPE, MSG_TYPE.format(types=types, value=value), "type")]


def _is_line(value: object, max_length: int) -> bool:
    return (
        isinstance(value, str)
        and 0 < len(value) <= max_length
        and value.strip() != ""
        and not _CONTROL_RE.search(value)
    )


def _control_in(value: object) -> int | None:
    """The code point of the first control character in a text `value` (a title's or an
    alias's), so its refusal can name it; None when there is none."""
    found = _CONTROL_RE.search(value) if isinstance(value, str) else None
    return ord(found.group()) if found else None


def _check_title(meta: dict[str, Any]) -> list[Problem]:
    title = meta.get("title")
    if _is_line(title, MAX_TITLE_LENGTH):
        return []
    code = _control_in(title)
    if code is not None:
        return [_problem(RULE_TITLE, MSG_TITLE_CONTROL.format(code=code), "title")]
    return [_problem(RULE_TITLE, MSG_TITLE, "title")]


def _check_status(meta: dict[str, Any]) -> list[Problem]:
    status = meta.get("status")
    if status not in STATUSES:
        statuses = ", ".join(STATUSES)
        return [_problem(RULE_STATUS, MSG_STATUS.format(statuses=statuses, value=status), "status")]
    merged_into = meta.get("mergedInto")
    if status == "merged":
        if merged_into is None or merged_into == "":
            return [_problem(RULE_MERGED_INTO, MSG_MERGED_INTO_MISSING, "mergedInto")]
        if not is_slug(merged_into) or merged_into == meta.get("id"):
            msg = MSG_MERGED_INTO_SHAPE.format(value=merged_into)
            return [_problem(RULE_MERGED_INTO, msg, "mergedInto")]
    elif merged_into is not None:
        msg = MSG_MERGED_INTO_UNEXPECTED.format(status=status)
        return [_problem(RULE_MERGED_INTO, msg, "mergedInto")]
    return []


def _check_timestamp(field: str, value: object) -> list[Problem]:
    try:
        read_timestamp(value)
    except TimestampError as error:
        # A value YAML read as a date or date-time is shown as written, not as Python's repr.
        shown = value.isoformat() if isinstance(value, date) else value
        template = MSG_TIMESTAMP_RANGE if error.out_of_range else MSG_TIMESTAMP
        return [_problem(RULE_TIMESTAMP, template.format(field=field, value=shown), field)]
    return []


def _list_problem(meta: dict[str, Any], field: str) -> list[Problem] | None:
    value = meta.get(field)
    if value is None:
        return []
    if not isinstance(value, list) or len(value) > MAX_LIST_ITEMS:
        return [_problem(field, MSG_LIST.format(field=field), field)]
    return None


def _check_aliases(meta: dict[str, Any]) -> list[Problem]:
    early = _list_problem(meta, "aliases")
    if early is not None:
        return early
    for alias in meta["aliases"]:
        if not _is_line(alias, MAX_ALIAS_LENGTH):
            code = _control_in(alias)
            msg = (
                MSG_ALIAS.format(value=alias)
                if code is None
                else MSG_ALIAS_CONTROL.format(value=alias, code=code)
            )
            return [_problem(RULE_ALIASES, msg, "aliases")]
    return []


def _check_relations(meta: dict[str, Any]) -> list[Problem]:
    early = _list_problem(meta, "relations")
    if early is not None:
        return early
    for item in meta["relations"]:
        ok = (
            isinstance(item, dict)
            and set(item) == {"type", "target"}
            and isinstance(item["type"], str)
            and len(item["type"]) <= MAX_ID_LENGTH
            and RELATION_TYPE_RE.fullmatch(item["type"]) is not None
            and is_slug(item["target"])
        )
        if not ok:
            return [_problem(RULE_RELATIONS, MSG_RELATION.format(value=item), "relations")]
    return []


def _check_sources(meta: dict[str, Any]) -> list[Problem]:
    early = _list_problem(meta, "sources")
    if early is not None:
        return early
    return [
        _problem(RULE_SOURCE_REF, MSG_SOURCE_REF.format(value=ref), "sources")
        for ref in meta["sources"]
        if not is_source_ref(ref)
    ][:1]


def _check_extras(meta: dict[str, Any]) -> list[Problem]:
    for key, value in meta.items():
        if key in FRONTMATTER_KEYS:
            continue  # checked by their own rules
        if len(key) > MAX_ID_LENGTH or len(repr(value)) > MAX_EXTRA_VALUE_CHARS:
            return [_problem(RULE_VALUE_LENGTH, MSG_VALUE_LENGTH.format(field=key[:40]), key[:40])]
        if not _is_plain_value(value):
            return [_problem(RULE_VALUE_TYPE, MSG_VALUE_TYPE.format(field=key[:40]), key[:40])]
    return []


def _is_plain_value(value: object) -> bool:
    """Values JSON can hold (plus timestamps): what a database row and the API can carry."""
    if value is None or isinstance(value, (str, bool, int, float, date)):
        return True
    if isinstance(value, list):
        return all(_is_plain_value(item) for item in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and _is_plain_value(v) for k, v in value.items())
    return False


def _check_body(document: Document) -> list[Problem]:
    if "\x00" in document.body:
        return [_problem(RULE_BODY, MSG_BODY_NUL, "body")]
    if len(document.body) > MAX_DOCUMENT_BYTES:
        return [_problem(RULE_BODY, MSG_BODY_SIZE, "body")]
    control = BODY_CONTROL_RE.search(document.body)
    if control is not None:
        line = document.body.count("\n", 0, control.start()) + 1
        msg = MSG_BODY_CONTROL.format(code=ord(control.group()), line=line)
        return [_problem(RULE_BODY, msg, "body")]
    problems: list[Problem] = []
    for link in (*document.truth_links, *document.timeline_links):
        if isinstance(link, MalformedLink):
            msg = MSG_LINK.format(raw=link.raw[:80], reason=link.reason)
            problems.append(_problem(RULE_LINK_SYNTAX, msg, "body"))
            break
    if document.timeline_zone is not None:
        problems += _check_timeline(document)
    if document.meta.get("kind") == "page" and document.meta.get("status") == "active":
        cites = any(isinstance(x, Link) and x.kind == "evidence" for x in document.truth_links)
        if not cites:
            problems.append(_problem(RULE_EVIDENCE, MSG_EVIDENCE, "body"))
    return problems


def _check_timeline(document: Document) -> list[Problem]:
    doc_id = document.brain_id
    entries, bad_lines = document.timeline_parse
    if bad_lines:
        msg = MSG_TIMELINE_LINE.format(number=bad_lines[0].line_number)
        return [_problem(RULE_TIMELINE, msg, "body")]
    for entry in entries:
        try:
            read_timestamp(entry.timestamp)
        except TimestampError as error:
            template = (
                MSG_TIMELINE_TIMESTAMP_RANGE if error.out_of_range else MSG_TIMELINE_TIMESTAMP
            )
            msg = template.format(entry_id=entry.entry_id, value=entry.timestamp)
            return [_problem(RULE_TIMELINE, msg, "body")]
        if not is_source_ref(entry.source_ref):
            msg = MSG_TIMELINE_SOURCE.format(entry_id=entry.entry_id, value=entry.source_ref)
            return [_problem(RULE_SOURCE_REF, msg, "body")]
        expected = timeline_entry_id(doc_id, entry.timestamp, entry.source_ref, entry.text)
        if entry.entry_id != expected:
            msg = MSG_TIMELINE_ID.format(entry_id=entry.entry_id, expected=expected)
            return [_problem(RULE_TIMELINE, msg, "body")]
    return []
