"""Cutting bodies into chunks within a model's input."""

from __future__ import annotations

import pytest

from brain.embeddings.chunks import body_key, chunk_body, text_hash


def test_short_paragraphs_are_packed_into_one_chunk() -> None:
    assert chunk_body("# Acme\n\nMakes cars.\n\n\n## Timeline\n", 100) == [
        "# Acme\n\nMakes cars.\n\n## Timeline"
    ]


def test_paragraphs_that_do_not_fit_start_a_new_chunk() -> None:
    body = "one two three\n\nfour five six\n\nseven"

    assert chunk_body(body, 14) == ["one two three", "four five six", "seven"]


def test_a_long_paragraph_is_cut_at_whitespace_and_a_long_word_at_the_limit() -> None:
    assert chunk_body("aaaa bbbb cccc dddd", 9) == ["aaaa bbbb", "cccc dddd"]
    assert chunk_body("x" * 25, 10) == ["x" * 10, "x" * 10, "x" * 5]


def test_long_evidence_is_cut_within_the_limit_and_loses_no_word() -> None:
    words = [f"word{n}" for n in range(3000)]
    body = "\n\n".join(" ".join(words[i : i + 40]) for i in range(0, 3000, 40))

    chunks = chunk_body(body, 500)

    assert len(chunks) > 40
    assert max(len(chunk) for chunk in chunks) <= 500
    assert " ".join(chunks).split() == words


def test_a_blank_body_has_no_chunks_and_a_size_must_be_positive() -> None:
    assert chunk_body("  \n\n \n", 10) == []
    with pytest.raises(ValueError):
        chunk_body("text", 0)


def test_keys_are_sha256_and_the_body_key_folds_in_the_size() -> None:
    assert text_hash("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    assert body_key("body", 10) != body_key("body", 20)
