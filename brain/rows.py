"""Reading a stored document row back as the toolkit's Document: every reader uses this, and
none of them needs the write path (brain/services/documents.py) for it."""

from __future__ import annotations

from brain.models import BrainDocument
from brain.toolkit.document import Document, parse_document


def document_from_row(row: BrainDocument) -> Document:
    """The toolkit Document stored in a row (its canonical text, in its folder)."""
    return parse_document(row.content, folder=row.folder, path=row.path)
