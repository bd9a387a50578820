"""What a search used: its hits, the retrieval planes that ran, and why the others did not.

`query`'s JSON carries this as `"retrieval"`, so a caller always knows whether embeddings and
rerank took part: `{"planes": [...], "off": {plane: {"code", "message"}}}`. Planes, in the
order they run: `lexical` (BM25 and title/alias matches), `embeddings` (a nearest-neighbour
list fused with the lexical ones), `graph` (expansion along page edges), `rerank` (a rerank
endpoint reordering the top hits). A directory store has no embeddings or rerank, so it always
reports them off with the same codes as a server with none configured: the CLI's `--json` and
the REST tool's JSON are equal for the same situation.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:  # the ranker package is imported only when a search runs
    from .edges import Edge
    from .ranker.contracts import Hit

LEXICAL: Final = "lexical"
EMBEDDINGS: Final = "embeddings"
GRAPH: Final = "graph"
RERANK: Final = "rerank"

# Why a plane did not run (stable codes; the messages are what users read).
NOT_CONFIGURED: Final = "not_configured"
NOT_COMPUTED: Final = "not_computed"
FAILED: Final = "failed"
MSG_EMBEDDINGS_NOT_CONFIGURED: Final = (
    "no embeddings provider is configured: lexical and graph retrieval only"
)
MSG_EMBEDDINGS_NOT_COMPUTED: Final = (
    "no embeddings are stored for this brain and model yet (they are computed after writes; "
    "embeddings_sweep fills them)"
)
MSG_EMBEDDINGS_FAILED: Final = "the embeddings provider failed ({error}): lexical and graph only"
MSG_RERANK_NOT_CONFIGURED: Final = "no rerank endpoint is configured"
MSG_RERANK_FAILED: Final = "the rerank endpoint failed ({error}): hits are in fused order"


@dataclass(frozen=True)
class PlaneOff:
    """A plane that did not run, and why."""

    code: str
    message: str

    def as_dict(self) -> dict[str, str]:
        return {"code": self.code, "message": self.message}


@dataclass(frozen=True)
class SearchResult:
    """The hits of a search and the planes that produced them."""

    hits: list[Hit]
    planes: tuple[str, ...] = (LEXICAL, GRAPH)
    off: Mapping[str, PlaneOff] = field(default_factory=dict)
    # Each hit's links out, when the search read them with its hits (the database's read
    # plane does, from its index); None: ask the store (`Store.links_from`).
    links: Mapping[str, list[Edge]] | None = None

    def retrieval_json(self) -> dict[str, Any]:
        return {
            "planes": list(self.planes),
            "off": {plane: reason.as_dict() for plane, reason in self.off.items()},
        }


EMBEDDINGS_OFF: Final = PlaneOff(NOT_CONFIGURED, MSG_EMBEDDINGS_NOT_CONFIGURED)
RERANK_OFF: Final = PlaneOff(NOT_CONFIGURED, MSG_RERANK_NOT_CONFIGURED)


def lexical_and_graph(hits: list[Hit]) -> SearchResult:
    """A search by lexical and graph retrieval alone (no embeddings, no rerank configured)."""
    return SearchResult(hits, (LEXICAL, GRAPH), {EMBEDDINGS: EMBEDDINGS_OFF, RERANK: RERANK_OFF})
