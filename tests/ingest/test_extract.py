"""The librarian's and research's sentence reader (ingest/agent/extract.py)."""

from __future__ import annotations

from ingest.agent.extract import cited_sentences, sentences_of, statements_of


def test_an_initials_full_stop_does_not_end_a_statement() -> None:
    truth = "Tom L. at Northwind wants the capped proposal as a PDF, not a slide deck.\n"
    said = statements_of(truth)
    assert [s.text for s in said] == [
        "Tom L. at Northwind wants the capped proposal as a PDF, not a slide deck."
    ]
    assert sentences_of("Dr. Okafor approved it. M. Okafor did not.") == [
        "Dr. Okafor approved it.",
        "M. Okafor did not.",
    ]


def test_a_citation_after_the_full_stop_cites_its_sentence() -> None:
    # as capture curation folds a capture: the citation after the sentence's full stop
    truth = "The deck was late. ([[evidence:ev-goat-chat-m1|chat]])\n"
    said = statements_of(truth)
    assert [(s.text, s.cites) for s in said] == [("The deck was late.", ("ev-goat-chat-m1",))]
    found = cited_sentences(truth, {"deck"})
    assert [(c.text, c.evidence) for c in found] == [
        ("The deck was late.", (("ev-goat-chat-m1", "chat"),))
    ]


def test_a_header_blocks_lines_are_not_one_sentence() -> None:
    truth = (
        "Meeting: Weekly sync\nStarted: 2026-01-10 09:00\nAttendees: Tom Lindqvist, Maya\n"
        "Tom will send the capped proposal by Friday. ([[evidence:ev-t|transcript]])\n"
    )
    found = cited_sentences(truth, {"proposal", "tom"})
    assert [c.text for c in found] == [
        "Attendees: Tom Lindqvist, Maya",
        "Tom will send the capped proposal by Friday.",
    ]


def test_a_wrapped_paragraph_is_read_as_one() -> None:
    truth = "Tom will send the capped\nproposal by Friday. ([[evidence:ev-t]])\n"
    assert [c.text for c in cited_sentences(truth, {"proposal"})] == [
        "Tom will send the capped proposal by Friday."
    ]
