"""What kind of document a question asks for ("who ..." asks for people).

The first word of the query that names a document type (or asks "who") is its intent. Hits of
that type rank a little higher (`RankOptions.intent_bonus`), and the graph walk carries a
seed's score to neighbours of that type almost whole (`RankOptions.intent_hop`) when the seed
itself is of another type: "who works at the company that makes solar inverters?" finds the
company by its words and the people through its links.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

INTENT_WORDS: Final[dict[str, str]] = {
    **dict.fromkeys(
        ("who", "whom", "whose", "person", "people", "someone", "contact", "contacts"), "person"
    ),
    **dict.fromkeys(
        ("company", "companies", "startup", "startups", "firm", "firms", "vendor", "vendors"),
        "company",
    ),
    **dict.fromkeys(("meeting", "meetings", "call", "calls"), "meeting"),
    **dict.fromkeys(("project", "projects", "initiative", "initiatives"), "project"),
    **dict.fromkeys(("concept", "concepts"), "concept"),
    **dict.fromkeys(("report", "reports", "analysis", "analyses"), "analysis"),
}


def query_intent(tokens: Sequence[str]) -> str | None:
    """The document type the query asks for, or None."""
    for token in tokens:
        found = INTENT_WORDS.get(token)
        if found is not None:
            return found
    return None
