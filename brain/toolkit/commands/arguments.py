"""Checking what a caller passes to a command, and finding the documents it names.

Every check raises `CommandError(bad_argument, ...)` with a message constant, so each surface
(CLI, REST, MCP, agents) reports the same words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..document import Document
from ..errors import (
    BAD_ARGUMENT,
    MSG_AMBIGUOUS,
    MSG_NOT_FOUND,
    NAMED_BY_ALIAS,
    NAMED_BY_BOTH,
    NAMED_BY_TITLE,
    NOT_FOUND,
    CommandError,
    StaleWrite,
    bad_argument,
)
from ..links import is_source_ref
from ..schemas import (
    DEFAULT_FOLDERS,
    LEGACY_TYPE_ALIASES,
    MAX_ID_LENGTH,
    RELATION_TYPE_RE,
    canonical_type,
    is_slug,
    name_key,
)
from ..store import Store, Stored
from ..timestamps import (
    MSG_OUT_OF_RANGE,
    TimestampError,
    format_timestamp,
    now_timestamp,
    read_timestamp,
)
from ..validation import validate_folder

MSG_ABSOLUTE_FOLDER: Final = "folder {folder!r} is absolute; folders are relative to the brain"
MSG_SOURCE_REF: Final = "{value!r} is not a source ref: write <provider>:<native id>"
MSG_TIMESTAMP: Final = (
    "{param!r} must be a date-time with an offset, e.g. 2026-11-30T14:00:00Z, not {value!r}"
)
MSG_TIMESTAMP_RANGE: Final = "{param!r} {value!r} " + MSG_OUT_OF_RANGE
MSG_RELATION_TYPE: Final = "relation type {value!r} must be snake_case, e.g. works_at"
MSG_RELATION_SPEC: Final = "relation {value!r} must be TYPE:TARGET, e.g. works_at:acme-corp"
MSG_ID: Final = "{value!r} is not a valid id: use a lowercase slug such as 'sarah-chen'"
MSG_TYPE: Final = "type {value!r} is unknown; use one of {types}"
MSG_NO_FOLDER: Final = "name a folder, e.g. projects/acme"
MSG_LIMIT: Final = "limit must be at least 1"
# A query is a few words, not a document: longer text only costs ranking time (every token is
# scored against the whole index), so it is refused on every surface.
MAX_QUERY_TEXT: Final = 2000
MSG_QUERY_TOO_LONG: Final = "the query is {size} characters; a query is at most {limit}"
# The tools the server binds (ingest's librarian and save_to_brain) check these; the registry
# gives them in the tools' schemas.
MAX_QUESTION: Final = 2_000  # librarian: a question's characters
MAX_LIBRARIAN_HITS: Final = 50  # librarian: the most query hits it reads
MAX_CAPTURE_TEXT: Final = 200_000  # save_to_brain: the characters one capture keeps


def resolve(store: Store, ref: str) -> Stored:
    """A document by id, or by a unique alias or title (compared by `name_key`)."""
    stored = store.get(ref)
    if stored is not None:
        return stored
    matches = store.named(ref)
    if len(matches) == 1:
        return matches[0]
    if matches:
        ids = ", ".join(sorted(s.document.brain_id for s in matches))
        named = _named_by(ref, [s.document for s in matches])
        raise CommandError(BAD_ARGUMENT, MSG_AMBIGUOUS.format(ref=ref, named=named, ids=ids))
    raise CommandError(NOT_FOUND, MSG_NOT_FOUND.format(ref=ref), id=ref)


def _named_by(ref: str, documents: Sequence[Document]) -> str:
    """Whether the documents `ref` names all carry it as their title, all as an alias, or
    some one way and some the other (as `Store.named` compares names: `name_key`)."""
    key = name_key(ref)
    titles = sum(name_key(document.title) == key for document in documents)
    if titles == len(documents):
        return NAMED_BY_TITLE
    return NAMED_BY_ALIAS if titles == 0 else NAMED_BY_BOTH


def check_expected(stored: Stored, expected_hash: str | None) -> None:
    """Refuse early when the caller read another version (the store checks again under lock)."""
    if expected_hash is not None and expected_hash != stored.hash:
        raise StaleWrite(
            stored.document.brain_id, expected_hash=expected_hash, current_hash=stored.hash
        )


def touch(document: Document) -> Document:
    return document.with_meta(updated=now_timestamp())


def check_id(value: str) -> str:
    if not is_slug(value):
        raise bad_argument(MSG_ID.format(value=value))
    return value


def check_type(value: str) -> str:
    if value not in DEFAULT_FOLDERS and value not in LEGACY_TYPE_ALIASES:
        raise bad_argument(MSG_TYPE.format(value=value, types=", ".join(DEFAULT_FOLDERS)))
    return canonical_type(value)


def check_source_ref(value: str) -> str:
    if not is_source_ref(value):
        raise bad_argument(MSG_SOURCE_REF.format(value=value))
    return value


def check_folder(folder: str, *, allow_root: bool = True) -> str:
    """A folder relative to the brain root ('' is the root itself)."""
    if folder.startswith("/"):
        raise bad_argument(MSG_ABSOLUTE_FOLDER.format(folder=folder))
    folder = folder.rstrip("/")
    if not folder and not allow_root:
        raise bad_argument(MSG_NO_FOLDER)
    problems = validate_folder(folder)
    if problems:
        raise bad_argument(problems[0].message)
    return folder


def parse_relation(spec: str) -> dict[str, str]:
    relation_type, separator, target = spec.partition(":")
    if not separator:
        raise bad_argument(MSG_RELATION_SPEC.format(value=spec))
    return relation(relation_type, target)


def relation(relation_type: str, target: str) -> dict[str, str]:
    if not RELATION_TYPE_RE.fullmatch(relation_type):
        raise bad_argument(MSG_RELATION_TYPE.format(value=relation_type))
    return {"type": relation_type, "target": check_id(target)}


def check_timestamp(at: str | None, *, param: str = "at") -> str:
    """`at` (the argument `param`) in canonical form, or now."""
    if at is None:
        return now_timestamp()
    try:
        parsed = read_timestamp(at)
    except TimestampError as error:
        template = MSG_TIMESTAMP_RANGE if error.out_of_range else MSG_TIMESTAMP
        shown = at if len(at) <= 80 else at[:80] + "..."
        raise bad_argument(template.format(param=param, value=shown)) from None
    return format_timestamp(parsed)


MSG_MENTIONS_TOO_LONG: Final = "the text is {size} characters; mentions reads at most {limit}"
MSG_EXCLUDE_NOT_ID: Final = "exclude takes document ids (lowercase slugs); {ref!r} is not one"


def check_query_text(text: str) -> str:
    if len(text) > MAX_QUERY_TEXT:
        raise bad_argument(MSG_QUERY_TOO_LONG.format(size=len(text), limit=MAX_QUERY_TEXT))
    return text


def check_mentions_text(text: str, exclude: Sequence[str]) -> None:
    if len(text) > MAX_CAPTURE_TEXT:
        raise bad_argument(MSG_MENTIONS_TOO_LONG.format(size=len(text), limit=MAX_CAPTURE_TEXT))
    for ref in exclude:
        if not is_slug(ref, MAX_ID_LENGTH):
            raise bad_argument(MSG_EXCLUDE_NOT_ID.format(ref=ref[:80]))


def check_limit(limit: int) -> int:
    if limit < 1:
        raise bad_argument(MSG_LIMIT)
    return limit
