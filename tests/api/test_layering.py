"""The API's views stay thin: brain data comes through brain.access and the registry, never
straight from a model manager (docs/architecture.md)."""

from __future__ import annotations

import re
from pathlib import Path


def test_the_api_views_read_no_model_manager(repo_root: Path) -> None:
    # The views and the URLs (auth and tokens may keep their own rows).
    sources = [repo_root / "brain" / "api" / name for name in ("views.py", "urls.py")]

    offenders = [
        f"{path.name}:{number}"
        for path in sources
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"\b[A-Z]\w*\.objects\b", line)
    ]

    assert offenders == []
