"""Problems found in a document, and the error that carries them."""

from __future__ import annotations

from dataclasses import dataclass

PARSE_ERROR = "parse_error"
INVALID_DOCUMENT = "invalid_document"


@dataclass(frozen=True)
class Problem:
    """One broken rule: stable code, rule name, field, and a message saying how to fix it."""

    code: str
    rule: str
    message: str
    field: str | None = None

    def as_dict(self) -> dict[str, str | None]:
        return {"code": self.code, "rule": self.rule, "field": self.field, "message": self.message}


class DocumentError(Exception):
    """A document that cannot be read or may not be written."""

    def __init__(self, problems: list[Problem], path: str | None = None) -> None:
        self.problems = problems
        self.path = path
        super().__init__(self.summary())

    @property
    def code(self) -> str:
        return self.problems[0].code

    def summary(self) -> str:
        first = self.problems[0]
        more = f" (and {len(self.problems) - 1} more)" if len(self.problems) > 1 else ""
        where = f"{self.path}: " if self.path else ""
        return f"{where}{first.code}: {first.message}{more}"
