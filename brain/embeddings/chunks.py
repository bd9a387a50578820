"""Cutting a document's body into chunks that fit a model's input, and naming them by hash.

Only the body is embedded (compiled truth and timeline), never the frontmatter, so a change to
the title, status or relations alone recomputes nothing. A body is cut at paragraph breaks into
chunks of at most `size` characters (paragraphs are packed together while they fit); a longer
paragraph is cut at whitespace, and a run without whitespace at `size`. Chunks carry no
overlap: a document's score is its best chunk's.
"""

from __future__ import annotations

import hashlib
import re
from typing import Final

_PARAGRAPH_BREAK: Final = re.compile(r"\n\s*\n")


def chunk_body(body: str, size: int) -> list[str]:
    """The chunks of `body`, each at most `size` characters, in order (none for a blank body)."""
    if size < 1:
        raise ValueError(f"a chunk size must be at least 1, got {size}")
    chunks: list[str] = []
    current = ""
    for paragraph in (p.strip() for p in _PARAGRAPH_BREAK.split(body)):
        if not paragraph:
            continue
        for piece in _split_long(paragraph, size):
            joined = f"{current}\n\n{piece}" if current else piece
            if len(joined) <= size:
                current = joined
            else:
                chunks.append(current)
                current = piece
    if current:
        chunks.append(current)
    return chunks


def _split_long(paragraph: str, size: int) -> list[str]:
    pieces: list[str] = []
    rest = paragraph
    while len(rest) > size:
        cut = rest.rfind(" ", 0, size + 1)
        if cut <= 0:
            cut = size
        pieces.append(rest[:cut].rstrip())
        rest = rest[cut:].lstrip()
    if rest:
        pieces.append(rest)
    return pieces


def text_hash(text: str) -> str:
    """The sha256 (hex) of a chunk's UTF-8 text: the chunk's key."""
    return hashlib.sha256(text.encode()).hexdigest()


def body_key(body: str, size: int) -> str:
    """What a document's chunks were cut from: the body and the chunk size, hashed (the
    database computes the same in SQL, see `services._STALE_SQL`)."""
    return text_hash(f"{size}\n{body}")
