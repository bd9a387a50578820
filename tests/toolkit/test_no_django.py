"""The toolkit imports nothing from Django (issue 2, "Done when")."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

from tests.toolkit.helpers import REPO_ROOT

TOOLKIT = REPO_ROOT / "brain" / "toolkit"

PROBE = """
import importlib, json, pkgutil, sys
import brain.toolkit
names = sorted(m.name for m in pkgutil.walk_packages(brain.toolkit.__path__, "brain.toolkit."))
for name in names:
    importlib.import_module(name)
assert "django" not in sys.modules, "django was imported"
loaded = sorted(m for m in sys.modules if m == "django" or m.startswith("django"))
assert not loaded, loaded
print(json.dumps(names))
"""


def test_importing_every_toolkit_module_loads_no_django() -> None:
    # given a fresh interpreter with no Django settings in its environment
    env = {k: v for k, v in os.environ.items() if k != "DJANGO_SETTINGS_MODULE"}
    # when it imports every module of brain.toolkit
    result = subprocess.run(
        [sys.executable, "-c", PROBE],
        capture_output=True,
        text=True,
        cwd=REPO_ROOT,
        env=env,
        timeout=120,
        check=False,
    )
    # then
    assert result.returncode == 0, result.stderr
    names = json.loads(result.stdout)
    expected = {
        f"brain.toolkit.{stem}"
        for stem in (
            "catalog",
            "cli",
            "directory",
            "doctor",
            "document",
            "edges",
            "links",
            "commands.registry",
            "commands.graph",
            "journal",
            "root",
            "store",
            "sync",
            "pointer_copy",
            "ranker",
            "resolvers",
            "timeline",
            "tree",
            "validation",
        )
    }
    assert expected <= set(names)
    on_disk = {f"brain.toolkit.{p.stem}" for p in TOOLKIT.glob("*.py") if p.stem != "__init__"}
    assert on_disk <= set(names)


def test_the_toolkit_sources_never_import_django() -> None:
    pattern = re.compile(r"^\s*(import\s+django\b|from\s+django\b)", re.MULTILINE)
    sources = sorted(TOOLKIT.rglob("*.py"))
    assert len(sources) >= 15
    offenders = [
        path.relative_to(REPO_ROOT).as_posix()
        for path in sources
        if pattern.search(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []


def test_the_toolkit_sources_never_import_the_django_parts_of_the_project() -> None:
    pattern = re.compile(
        r"^\s*(from|import)\s+(goat|ingest|llmwiki|brain\.(models|apps|admin|api|views))\b",
        re.MULTILINE,
    )
    offenders = [
        path.relative_to(REPO_ROOT).as_posix()
        for path in sorted(TOOLKIT.rglob("*.py"))
        if pattern.search(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []
