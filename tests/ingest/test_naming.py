"""What a question names (ingest.agent.naming), without a database."""

from __future__ import annotations

from ingest.agent.naming import named_words


def test_a_capitalised_word_names_something_unless_it_opens_a_sentence() -> None:
    assert named_words("Where does Maria Okonkwo work?") == ["Maria", "Okonkwo"]
    assert named_words("Explain the pilot. Then stop.") == []


def test_a_word_in_another_script_names_something_wherever_it_stands() -> None:
    assert named_words("where does Ελένη work?") == ["Ελένη"]


def test_a_name_after_an_abbreviation_does_not_open_a_sentence() -> None:
    # the full stop of "Dr." or an initial ends no sentence (brain.toolkit.sentences)
    assert named_words("What did Dr. Okafor approve?") == ["Okafor"]
    assert named_words("Where does Tom L. Baker work?") == ["Tom", "Baker"]
