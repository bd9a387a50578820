"""docs/api.md's error table is brain/api/errors.py's STATUS, row for row."""

from __future__ import annotations

import re
from pathlib import Path

from brain.api.errors import STATUS


def test_the_documented_error_table_is_the_one_in_code(repo_root: Path) -> None:
    doc = (repo_root / "docs" / "api.md").read_text(encoding="utf-8")
    errors = doc.split("\n## Errors\n", 1)[1].split("\n## ", 1)[0]

    rows = re.findall(r"^\| `([a-z_]+)` \| (\d{3}) \|", errors, re.M)

    assert {code: int(status) for code, status in rows} == STATUS
    assert len(rows) == len(STATUS)
