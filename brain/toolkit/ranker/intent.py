"""What kind of document a question asks for ("who ..." asks for people).

The first word of the query that names a document type (or asks "who") is its intent. Hits of
that type rank a little higher (`RankOptions.intent_bonus`), and the graph walk carries a
seed's score almost whole (`RankOptions.intent_hop` per hop) to the nearest pages of that type
when the seed itself is of another type, one link away or two through a page of another type:
"who works at the company that makes solar inverters?" finds the company by its words and the
people through its links, and "who works at the customer of the project to roll out single
sign-on?" finds the project, then its customer, then the people there.
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
