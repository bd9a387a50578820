"""Imports run down the layers (docs/architecture.md, "Packages and layers").

From the bottom: `goat` (the project package), `brain` (with `brain/toolkit` at its foot,
which tests/toolkit/test_no_django.py keeps free of Django), then `ingest` and `llmwiki` side
by side (neither imports the other), then `ui`. A module may import its own package and the
packages below it, never one above or beside it. The URL and ASGI composition in `goat/`
(`goat/urls.py`, `goat/asgi.py`) are the only modules allowed to reach the apps they mount.
Every import counts, at the top of a module or inside a function.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Final

REPO_ROOT: Final = Path(__file__).resolve().parent.parent

# package -> layer; equal layers may not import each other.
LAYERS: Final[dict[str, int]] = {"goat": 0, "brain": 1, "ingest": 2, "llmwiki": 2, "ui": 3}
COMPOSITION: Final = frozenset({"goat/urls.py", "goat/asgi.py"})


def _imported_packages(tree: ast.AST) -> list[tuple[int, str]]:
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name.split(".")[0]) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module.split(".")[0]))
    return found


def upward_imports() -> list[str]:
    problems = []
    for package, layer in LAYERS.items():
        for path in sorted((REPO_ROOT / package).rglob("*.py")):
            relative = path.relative_to(REPO_ROOT).as_posix()
            if relative in COMPOSITION:
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"), filename=relative)
            for line, imported in _imported_packages(tree):
                if imported == package or imported not in LAYERS:
                    continue
                if LAYERS[imported] >= layer:
                    problems.append(f"{relative}:{line} imports {imported} ({package} is below)")
    return problems


def test_no_module_imports_from_a_layer_above_or_beside_its_own() -> None:
    assert upward_imports() == []


def test_the_check_sees_an_upward_import() -> None:
    # given a module of the bottom layer that imports an app, inside a function
    tree = ast.parse("def f():\n    from brain.models import Brain\n    import ui.views\n")
    # then both imports are seen
    assert [name for _, name in _imported_packages(tree)] == ["brain", "ui"]
