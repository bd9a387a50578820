"""The document, version and report admins write only through brain.services and the
toolkit's commands."""

from __future__ import annotations

import re
from pathlib import Path

DOCUMENT_ADMIN_MODULES = (
    "documents.py",
    "writes.py",
    "curation.py",
    "merging.py",
    "versions.py",
    "reports.py",
)
RAW_WRITE = re.compile(
    r"\.(save|delete|bulk_create|bulk_update|update_or_create|get_or_create)\("
    r"|\.objects\.create\(|\)\.update\("
)


def test_document_admin_modules_never_save_or_delete_rows_themselves(repo_root: Path) -> None:
    offenders = []
    for name in DOCUMENT_ADMIN_MODULES:
        path = repo_root / "brain" / "admin" / name
        for number, line in enumerate(path.read_text().splitlines(), start=1):
            code = line.split("#", 1)[0]
            if RAW_WRITE.search(code):
                offenders.append(f"{name}:{number}: {line.strip()}")

    assert offenders == []
