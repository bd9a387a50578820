"""Layers: `goat` (the project package) builds on nothing of `brain` but its Django-free
toolkit; the workspace admin and every access decision live in `brain`."""

from __future__ import annotations

import ast
from pathlib import Path


def brain_imports(path: Path) -> list[str]:
    """The `brain` modules a source file imports (at any depth, lazily or not)."""
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            if node.module == "brain":  # `from brain import access` imports brain.access
                names += [f"brain.{alias.name}" for alias in node.names]
            else:
                names.append(node.module)
    return [name for name in names if name == "brain" or name.startswith("brain.")]


def allowed(module: str) -> bool:
    return module == "brain.toolkit" or module.startswith("brain.toolkit.")


def test_goat_imports_nothing_from_brain_but_the_toolkit(repo_root: Path) -> None:
    sources = sorted((repo_root / "goat").rglob("*.py"))
    assert len(sources) >= 10

    offenders = [
        f"{path.relative_to(repo_root).as_posix()}: {module}"
        for path in sources
        for module in brain_imports(path)
        if not allowed(module)
    ]

    assert offenders == []


def test_the_check_sees_lazy_and_aliased_imports(tmp_path: Path) -> None:
    source = tmp_path / "sample.py"
    source.write_text(
        "import brain.access as access\n"
        "from brain import models, toolkit\n"
        "from brain.toolkit.links import parse_link\n"
        "def later():\n"
        "    from brain.admin.scoping import NotFoundOutsideScope\n"
    )

    found = brain_imports(source)

    assert [m for m in found if not allowed(m)] == [
        "brain.access",
        "brain.models",
        "brain.admin.scoping",
    ]
