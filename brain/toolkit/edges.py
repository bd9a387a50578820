"""Edges are derived from a document, never authored: relations, page links and citations."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .document import Document

WIKI_LINK: Final = "wiki_link"
CITES: Final = "cites"


@dataclass(frozen=True, order=True)
class Edge:
    """A directed, typed edge from one document id to another (the target may not exist)."""

    source: str
    target: str
    type: str

    @property
    def is_citation(self) -> bool:
        return self.type == CITES

    def as_dict(self) -> dict[str, str]:
        return {"source": self.source, "target": self.target, "type": self.type}


def derive_edges(document: Document) -> list[Edge]:
    """The document's outgoing edges, deduplicated, in the order they first appear."""
    source = document.brain_id
    seen: dict[Edge, None] = {}
    for relation in document.relations:
        seen.setdefault(Edge(source, relation.target, relation.type))
    for link in document.links:
        if link.kind == "page":
            seen.setdefault(Edge(source, link.target, WIKI_LINK))
        elif link.kind == "evidence":
            seen.setdefault(Edge(source, link.target, CITES))
    return list(seen)
