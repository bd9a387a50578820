"""Small document trees for the command tests."""

from __future__ import annotations

from pathlib import Path


def write_file(root: Path, relpath: str, text: str) -> Path:
    path = root / relpath
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


SARAH = """---
id: sarah-chen
kind: page
type: person
title: Sarah Chen
status: draft
created: 2026-11-30T14:00:00Z
---
# Sarah Chen

VP Engineering at [[page:acme|Acme]].

## Timeline

- **2026-11-30T14:00:00Z** | ev-3ffb49d83b6c | jamie:meeting:123 | Kickoff call.
"""

ACME = """---
id: acme
kind: page
type: company
title: Acme
status: draft
---
# Acme

Customer; see [[page:sarah-chen|Sarah]].
"""

ACME_AGAIN = """---
id: acme
kind: page
type: company
title: Acme (second copy)
status: draft
---
# Acme again
"""

WRONG_ZONE = """---
id: wrong-zone
kind: page
type: note
title: A page in the evidence zone
status: draft
---
Not evidence.
"""

NO_FRONTMATTER = "# Just a heading\n\nNo frontmatter here.\n"


def mixed_tree(root: Path) -> Path:
    """A valid pair, an invalid document, a parse error and a duplicate id."""
    write_file(root, "companies/acme.md", ACME)
    write_file(root, "evidence/wrong-zone.md", WRONG_ZONE)
    write_file(root, "inbox/broken.md", NO_FRONTMATTER)
    write_file(root, "people/acme.md", ACME_AGAIN)
    write_file(root, "people/sarah-chen.md", SARAH)
    return root
