"""Where a sentence ends (brain/toolkit/sentences.py): one reading for titles and quotes."""

from __future__ import annotations

import pytest

from brain.toolkit.sentences import is_abbreviation, sentence_ends, split_sentences


@pytest.mark.parametrize(
    "text",
    [
        # initials, in any script
        "Remember that Tom L. at Northwind wants the capped proposal as a PDF.",
        "S. Chen wants the overtime report on Mondays before 9am.",
        "FYI: M. Okafor and Tom L. agreed on a 24-month term.",
        "Я говорил с И. Петровым вчера.",
        "We met J. R. R. Tolkien's grandson.",
        # titles and abbreviations always followed by something
        "Dr. Okafor approved the new onboarding checklist.",
        "Prof. Ndiaye and Mrs. Park met at St. Olaf's, e.g. in the library, vs. the hall.",
        "Herr Müller kommt z.B. am Montag, d.h. nach dem Treffen.",
        "Llamé a la Sra. Gómez y al Sr. García ayer.",
        "Mme. Dubois a signé, p.ex. le contrat.",
        "La Dott.ssa Rossi e il Sig. Bianchi firmano.",
        "Это т.е. главное.",
        # a number's label before a number
        "See Fig. 3 and No. 5 in the appendix.",
        # an abbreviation that may end a sentence, before a lower-case word
        "Acme Corp. signed the renewal, approx. a week late.",
        "We ship apples, pears etc. to the north.",
    ],
)
def test_an_abbreviations_full_stop_ends_no_sentence(text: str) -> None:
    assert split_sentences(text) == [text]


@pytest.mark.parametrize(
    ("text", "sentences"),
    [
        (
            "We signed with Acme Corp. The pilot starts Monday.",
            ["We signed with Acme Corp.", "The pilot starts Monday."],
        ),
        ("We ship pears etc. Then we rest.", ["We ship pears etc.", "Then we rest."]),
        ("Did they sign? No. They want more.", ["Did they sign?", "No.", "They want more."]),
        ("So did I. Then we left.", ["So did I.", "Then we left."]),
        (
            "Мы встретились в 2020 г. Потом он уехал.",
            ["Мы встретились в 2020 г.", "Потом он уехал."],
        ),
        ('She said "yes." Then she left.', ['She said "yes."', "Then she left."]),
        ("王伟说定价下周定。然后我们开会", ["王伟说定价下周定。", "然后我们开会"]),
    ],
)
def test_a_sentence_ends_where_its_last_word_is_no_abbreviation(
    text: str, sentences: list[str]
) -> None:
    assert split_sentences(text) == sentences


def test_a_name_the_brain_knows_is_never_cut() -> None:
    assert split_sentences("Yahoo! Japan signed. Next.", names=["Yahoo! Japan"]) == [
        "Yahoo! Japan signed.",
        "Next.",
    ]
    # a full stop closing a known name ends a sentence only before a capitalised word
    assert split_sentences("Talk to Acme Co. today.", names=["acme co."]) == [
        "Talk to Acme Co. today."
    ]


def test_a_link_is_never_cut() -> None:
    text = "Signed by [[page:acme|Acme Inc. Ltd. Corp.]]. Then more."
    assert split_sentences(text) == ["Signed by [[page:acme|Acme Inc. Ltd. Corp.]].", "Then more."]


def test_a_citation_after_its_sentence_belongs_to_it() -> None:
    text = "The deck was late. ([[evidence:ev-1|chat]]) The price is fixed. [[evidence:ev-2]]"
    assert split_sentences(text) == [
        "The deck was late. ([[evidence:ev-1|chat]])",
        "The price is fixed. [[evidence:ev-2]]",
    ]
    # a page link is something said, not a citation
    assert split_sentences("The deck was late. [[page:acme|Acme]].") == [
        "The deck was late.",
        "[[page:acme|Acme]].",
    ]


def test_a_header_blocks_lines_and_a_lists_are_statements_of_their_own() -> None:
    text = (
        "Meeting: Weekly sync\nStarted: 2026-01-10 09:00\nAttendees: Tom, Maya\n"
        "Tom will send the deck by Friday."
    )
    assert split_sentences(text) == [
        "Meeting: Weekly sync",
        "Started: 2026-01-10 09:00",
        "Attendees: Tom, Maya",
        "Tom will send the deck by Friday.",
    ]
    assert split_sentences("Action items\n- Tom sends the deck\n- Maya books a room") == [
        "Action items",
        "- Tom sends the deck",
        "- Maya books a room",
    ]
    # a wrapped paragraph is one, a lone "Note: …" line included
    text = "Note: the deck is late, and\nTom will fix it. Then we ship."
    assert split_sentences(text) == [
        "Note: the deck is late, and\nTom will fix it.",
        "Then we ship.",
    ]


def test_sentence_ends_reads_the_words_after_its_stop() -> None:
    text = "Acme Corp. signed it. Done."
    assert list(sentence_ends(text)) == [21, 27]
    assert list(sentence_ends(text, 0, 11)) == []  # "Corp." before "signed" ends nothing


def test_an_abbreviation_is_no_word_of_its_own() -> None:
    assert all(is_abbreviation(word) for word in ("Dr.", "L.", "e.g.", "Corp.", "U.S.", "z.B."))
    assert not any(is_abbreviation(word) for word in ("Dr", "Co", "No", "Tom", "ok.", "I"))
