"""The LLM Wiki's file-based core: formats, roots and locks, operations, lint.

Import the operations from here: `from llmwiki.wiki import root_for, wiki_ingest_source, ...`.
"""

from .formats import WikiError
from .lint import wiki_lint
from .root import WikiRoot, pen_root_name, root_for
from .service import (
    agents_schema,
    memory_list,
    memory_read,
    memory_write,
    open_root,
    run_maintenance,
    source_list,
    source_read,
    wiki_import_markdown,
    wiki_ingest_source,
    wiki_query,
)

__all__ = [
    "agents_schema",
    "WikiError",
    "WikiRoot",
    "memory_list",
    "memory_read",
    "memory_write",
    "open_root",
    "pen_root_name",
    "root_for",
    "run_maintenance",
    "source_list",
    "source_read",
    "wiki_import_markdown",
    "wiki_ingest_source",
    "wiki_lint",
    "wiki_query",
]
