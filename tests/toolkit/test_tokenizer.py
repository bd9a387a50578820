"""The ranker's tokenizer on words in every script: combining marks, CJK runs, composed forms."""

from __future__ import annotations

import unicodedata
from datetime import UTC, datetime

from brain.toolkit.ranker import LexicalIndex, RankDocument, query, tokenize
from brain.toolkit.ranker.tokenizer import _MARKS

NOW = datetime(2026, 12, 1, tzinfo=UTC)


def test_the_marks_class_is_every_combining_mark_of_the_basic_plane() -> None:
    # given: the marks the tokenizer keeps inside words, written out as ranges
    listed: set[int] = set()
    at = 0
    while at < len(_MARKS):
        if at + 2 < len(_MARKS) and _MARKS[at + 1] == "-":
            listed.update(range(ord(_MARKS[at]), ord(_MARKS[at + 2]) + 1))
            at += 3
        else:
            listed.add(ord(_MARKS[at]))
            at += 1
    # then: they are exactly the code points unicodedata calls marks (Mn, Mc, Me) below U+10000
    # (when Python's Unicode grows, regenerate the ranges from unicodedata.category)
    marks = {cp for cp in range(0x10000) if unicodedata.category(chr(cp)).startswith("M")}
    assert listed == marks


def test_words_keep_their_combining_marks() -> None:
    # Devanagari vowel signs, Thai vowels, Hebrew points: one word each, not fragments
    assert tokenize("रोहन शर्मा कौन है?") == ["रोहन", "शर्मा", "कौन", "है"]
    assert tokenize("ราชา ใจดี") == ["ราชา", "ใจดี"]
    assert tokenize("שָׁלוֹם עולם") == ["שָׁלוֹם", "עולם"]
    # a letter typed with a combining accent is the composed letter
    assert tokenize("e\u0301cole") == tokenize("École") == ["école"]
    # and the ASCII rules hold: underscores and punctuation separate, case folds
    assert tokenize("works_at Straße, VP") == ["works", "at", "strasse", "vp"]
    assert tokenize("_\u0301_") == []


def test_cjk_runs_become_overlapping_pairs() -> None:
    assert tokenize("陈静是谁") == ["陈静", "静是", "是谁"]
    assert tokenize("陈静") == ["陈静"] and tokenize("李") == ["李"]
    assert tokenize("김민준은 누구") == ["김민", "민준", "준은", "누구"]
    assert tokenize("田中さん") == ["田中", "中さ", "さん"]
    # letters of other scripts in the same run stay whole words
    assert tokenize("AI芯片公司") == ["ai", "芯片", "片公", "公司"]


def _person(brain_id: str, title: str, alias: str) -> RankDocument:
    text = f"{title}\n{alias}\nPartner."
    return RankDocument(brain_id, title, (alias,), "active", "page", "person", text, NOW)


def test_a_name_written_without_spaces_is_found_inside_a_question() -> None:
    # given: people named in Chinese, Korean and Hindi, with Latin aliases
    index = LexicalIndex(
        [
            _person("chen-jing", "陈静", "Chen Jing"),
            _person("chen-wei", "陈伟", "Chen Wei"),
            _person("kim-minjun", "김민준", "Kim Min-jun"),
            _person("rohan", "रोहन शर्मा", "Rohan Sharma"),
            _person("rohit", "रोहित वर्मा", "Rohit Verma"),
        ]
    )
    # when a question in the person's own script runs the name into its other words
    # then the person comes first
    assert query(index, [], "陈静是谁", now=NOW)[0].brain_id == "chen-jing"
    assert query(index, [], "김민준은 어디에 있나요", now=NOW)[0].brain_id == "kim-minjun"
    assert query(index, [], "रोहन शर्मा", now=NOW)[0].brain_id == "rohan"
