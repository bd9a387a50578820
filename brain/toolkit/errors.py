"""The errors a command reports to its caller, each with a stable code and a message constant.

A `CommandError` is a user error (bad arguments, a missing document, a stale write): the CLI
prints its message on one line and exits 2, the REST API maps its code to an HTTP status, the
admin shows the message. Documents that break the format rules raise `DocumentError`
(problems.py) instead, which carries the broken rules.
"""

from __future__ import annotations

from typing import Any, Final

NOT_FOUND: Final = "not_found"
ALREADY_EXISTS: Final = "already_exists"
STALE_WRITE: Final = "stale_write"
BAD_ARGUMENT: Final = "bad_argument"
PRECONDITION_FAILED: Final = "precondition_failed"
USAGE: Final = "usage"  # a malformed command line (the CLI's own parsing)
# A write that changes a document's timeline other than by adding entries (docs/format.md).
TIMELINE_APPEND_ONLY: Final = "timeline_append_only"

MSG_NOT_FOUND: Final = "no document with id or alias {ref!r}"
# {named}: how the documents carry the name (`NAMED_BY_TITLE`, `NAMED_BY_ALIAS`, `NAMED_BY_BOTH`).
MSG_AMBIGUOUS: Final = "{ref!r} is {named} of several documents ({ids}); use an id"
NAMED_BY_TITLE: Final = "the title"
NAMED_BY_ALIAS: Final = "an alias"
NAMED_BY_BOTH: Final = "the title or an alias"
MSG_EXISTS: Final = "a document with id {id!r} already exists at {path}"
MSG_STALE: Final = (
    "{id} changed since you read it (expected hash {expected}, current {current}); "
    "read it again and retry"
)
MSG_MOVED: Final = "{id} moved to {path} since you read it; read it again and retry"
MSG_GONE: Final = "{id} was removed since you read it; read the brain again and retry"
MSG_WRITTEN_TWICE: Final = "the change set writes the id {id!r} twice"
MSG_TIMELINE_CHANGED: Final = (
    "{id}: timeline entry {entry} ({timestamp}) was deleted or edited; the timeline is "
    "append-only: keep the entry as it is and add a new entry to correct it"
)
MSG_TIMELINE_MOVED: Final = (
    "{id}: timeline entry {entry} ({timestamp}) was moved; the timeline is append-only: "
    "entries keep their order"
)
MSG_TIMELINE_ORDER: Final = (
    "{id}: timeline entry {entry} ({timestamp}) is added out of chronological order "
    "({neighbour} is {when}); put it where its time belongs"
)
MSG_FILE_EXISTS: Final = "{path} already exists (it is not this document); move it away first"


class CommandError(Exception):
    """A user error: bad arguments, a missing document, a stale write."""

    def __init__(self, code: str, message: str, **details: Any) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.details = details

    def as_dict(self) -> dict[str, Any]:
        return {"code": self.code, "message": self.message, **self.details}


class StaleWrite(CommandError):
    """The document changed since the writer read it; `current_hash` is what it is now."""

    def __init__(
        self,
        brain_id: str,
        *,
        expected_hash: str | None,
        current_hash: str,
        moved_to: str | None = None,
    ) -> None:
        if expected_hash is None or expected_hash == current_hash:
            message = MSG_MOVED.format(id=brain_id, path=moved_to)
        else:
            message = MSG_STALE.format(id=brain_id, expected=expected_hash, current=current_hash)
        super().__init__(STALE_WRITE, message, id=brain_id, current_hash=current_hash)
        self.current_hash = current_hash


class DocumentExists(CommandError):
    """A create (or rename) onto an id the brain already has."""

    def __init__(self, brain_id: str, path: str) -> None:
        super().__init__(ALREADY_EXISTS, MSG_EXISTS.format(id=brain_id, path=path), id=brain_id)


class DocumentGone(CommandError):
    """An update or delete of a document that is not (or no longer) in the brain."""

    def __init__(self, brain_id: str) -> None:
        super().__init__(NOT_FOUND, MSG_GONE.format(id=brain_id), id=brain_id)


class TimelineRewritten(CommandError):
    """A write that deletes, edits, reorders or misplaces timeline entries: the timeline is
    append-only (docs/format.md), so a correction is a new entry. `entry` names the entry."""

    def __init__(self, brain_id: str, *, entry: str, message: str) -> None:
        super().__init__(TIMELINE_APPEND_ONLY, message, id=brain_id, entry=entry)


def bad_argument(message: str, **details: Any) -> CommandError:
    return CommandError(BAD_ARGUMENT, message, **details)
