"""The offline meeting agent cites every statement it writes (docs/format.md, uncited_claim)."""

from __future__ import annotations

import pytest

from brain.models import BrainDocument
from brain.toolkit.claims import citation_share, statements
from brain.toolkit.commands.registry import call
from ingest import queue
from ingest.agent.meeting import Meeting, _meeting_body
from tests.cast import Cast
from tests.ingest.test_meeting_agent import meeting_item, run_next, store_of

pytestmark = pytest.mark.django_db


def _pages(cast: Cast) -> dict[str, str]:
    rows = BrainDocument.objects.filter(brain_ref=cast.team_brain, kind="page", status="active")
    return {row.brain_id: row.body for row in rows}


def test_every_statement_on_the_offline_agents_pages_cites_evidence(cast: Cast) -> None:
    # given two meetings with the same attendees (the second updates the pages the first
    # created)
    store = store_of(cast)
    for meeting_id in ("mtg_123", "mtg_124"):
        item = meeting_item(cast, meeting_id=meeting_id)
        queue.enqueue(brain=cast.team_brain, kind=queue.AGENT_INGEST, source_item=item)
        # when the offline agent runs
        assert run_next() == "succeeded"
    # then every statement of every active page it wrote cites evidence or a source
    pages = _pages(cast)
    assert len(pages) >= 5  # two meetings, three people, a company
    for brain_id, body in pages.items():
        share = citation_share(body)
        uncited = [s.excerpt for s in statements(body) if not s.cited]
        assert share.total and share.cited == share.total, (brain_id, uncited)
    # and the doctor agrees: no uncited_claim on the brain
    report = call("doctor", store, {})
    assert "uncited_claim" not in report["counts"], report["issues"]


def test_a_multi_paragraph_summary_and_each_action_item_cite_the_transcript() -> None:
    # given a meeting whose summary has paragraphs and a list, and two action items
    meeting = Meeting(
        source_ref="jamie:meeting:m9",
        title="Renewal review",
        occurred_at=None,
        attendees=[],
        summary="We reviewed the renewal.\n\nPricing stays open:\n\n- caps\n- floors",
        action_items=[{"text": "Send the offer", "assignee": "Tom"}, {"text": "Book a call"}],
        evidence_id="ev-m9",
    )
    # when the offline agent writes its body
    body = _meeting_body(meeting, [], {}, "[[evidence:ev-m9|transcript]]")
    # then each paragraph and item cites the transcript, once
    found = statements(body)
    assert all(s.cited for s in found)
    assert [s.text for s in found] == [
        "Meeting with no listed attendees; transcript: [[evidence:ev-m9|transcript]], "
        "[[source:jamie:meeting:m9|source]].",
        "We reviewed the renewal ([[evidence:ev-m9|transcript]]).",
        "- caps ([[evidence:ev-m9|transcript]])",
        "- floors ([[evidence:ev-m9|transcript]])",
        "- Tom: Send the offer ([[evidence:ev-m9|transcript]])",
        "- Book a call ([[evidence:ev-m9|transcript]])",
    ]
