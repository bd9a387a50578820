"""The pointer/copy rule every writer follows; embedded verbatim in each writer's prompt.

The prose version for people is docs/pointer-copy-contract.md; keep the two in step.
"""

from __future__ import annotations

from typing import Final

POINTER_COPY_RULE: Final = """\
Pointer/copy rule: point at sources; copy only what would otherwise be lost.
- Back every claim with a pointer to where it came from: [[source:<provider>:<native id>]].
- Snapshot a source into evidence/ only when the brain could not fetch it again later.
  Meeting transcripts, emails and chat captures: write an evidence snapshot AND a pointer.
  Linear and GitHub items: a pointer plus a one-line summary of their current state; never
  copy their body, because the tracker stays the live, canonical home.
  Anything else: a pointer only, unless the user asks for a copy.
- Cite evidence snapshots from compiled truth with [[evidence:<id>]]; an active page must."""
