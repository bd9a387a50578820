"""Entity names in any script: the name key, the ids made from names, bad names."""

from __future__ import annotations

import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from brain.toolkit.names import (
    domain_label,
    entity_key,
    make_id,
    name_problem,
    phrase_for,
    without_invisibles,
)
from brain.toolkit.schemas import is_slug, slugify, transliterate

# (name as given, the id it gets): one per script the product promises.
SCRIPTS = [
    ("Nguyễn Thị Mai", "nguyen-thi-mai"),  # Latin with diacritics
    ("Иван Петров", "ivan-petrov"),  # Cyrillic
    ("Γιώργος Παπαδόπουλος", "giorgos-papadopoulos"),  # Greek (ELOT 743: ου is ou)
    ("محمد علي", "mhmd-ly"),  # Arabic
    ("דוד כהן", "dvd-khhn"),  # Hebrew
    ("राहुल शर्मा", "rahul-srma"),  # Devanagari
    ("王小明", "wang-xiao-ming"),  # Chinese
    ("山田 太郎", "shan-tian-tai-lang"),  # Japanese (kanji)
    ("やまだ たろう", "yamada-tarou"),  # Japanese (kana)
    ("김민준", "gim-min-jun"),  # Korean
]


@pytest.mark.parametrize(("name", "expected"), SCRIPTS)
def test_names_in_any_script_get_a_sane_id(name: str, expected: str) -> None:
    assert make_id(name, kind="person") == expected
    assert is_slug(expected)
    assert name_problem(name) is None
    assert entity_key(name)  # every script has a key


@pytest.mark.parametrize(
    ("greek", "latin"),
    [("Ελένη Κωνσταντίνου", "Eleni Konstantinou"), ("Ευάγγελος Αυγουστής", "Evangelos Avgoustis"),
     ("Ευθύμιος Ναύπλιος", "Efthymios Nafplios"), ("ΣΠΎΡΟΣ ΜΟΥΡΟΥΖΗΣ", "SPYROS MOUROUZIS"),
     ("Εὐάγγελος Οὐρανός", "Evangelos Ouranos"),  # polytonic
     ("Προϋπολογισμός άυλος", "Proypologismos aylos"),  # a diaeresis, an accent: two vowels
     ("Αλέξανδρος Σφίγγας", "Alexandros Sfingas")],
)  # fmt: skip
def test_greek_is_transliterated_as_elot_743_spells_it(greek: str, latin: str) -> None:
    assert transliterate(greek) == latin
    assert make_id(greek) == slugify(latin)


def test_ascii_ids_are_unchanged_by_transliteration() -> None:
    for title in ["Acme pilot kickoff 2026-11-30", "O'Brien & Sons", "R&D: Q3 plan", "x"]:
        old = __import__("re").sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
        assert slugify(title) == old
    assert slugify("Nguyễn Thị Mai") == "nguyen-thi-mai"  # not nguy-n-th-mai
    assert slugify("😀") == ""  # emoji are not spelled out (":grinning:")


def test_the_key_folds_case_accents_punctuation_and_spacing() -> None:
    assert entity_key("Zoë  Ünal") == entity_key("zoe unal") == entity_key("ZOE-UNAL")
    assert entity_key("Goat Labs") == entity_key("GoatLabs") == entity_key("goat.labs")
    assert entity_key("O'Brien") == entity_key("OBrien")
    assert entity_key("Γιώργος") == entity_key("ΓΙΩΡΓΟΣ")  # accents and final sigma
    assert entity_key("Ёлка") == entity_key("Елка")  # Cyrillic diaeresis
    # vowel signs of Devanagari, Arabic and Hebrew are letters: they are kept
    assert entity_key("राहुल") != entity_key("रहल")
    assert "\u064f" in entity_key("مُحَمَّد")
    assert "\u05b8" in entity_key("דָּוִד")


@pytest.mark.parametrize(
    "name",
    ["Acme, Inc.", "ACME Inc", "Acme Ltd", "Acme GmbH", "Acme S.A.", "Acme SAS", "Acme B.V.",
     "Acme Oy", "Acme AB", "Acme S.p.A.", "Acme Srl", "Acme K.K.", "Acme Pty Ltd", "Acme PLC",
     "Acme Corp.", "Acme Co.", "Acme LLC", "Acme AG", "Acme NV"],
)  # fmt: skip
def test_company_keys_leave_out_legal_forms(name: str) -> None:
    assert entity_key(name, company=True) == "acme"
    assert entity_key(name) != "acme"  # people keep every word


def test_company_legal_forms_in_other_scripts() -> None:
    assert entity_key("ООО Ромашка", company=True) == entity_key("Ромашка", company=True)
    assert entity_key("株式会社ソニー", company=True) == entity_key("ソニー", company=True)
    assert entity_key("腾讯有限公司", company=True) == "腾讯"
    assert entity_key("Inc", company=True) == "inc"  # never the only word


@pytest.mark.parametrize(
    ("name", "problem"),
    [("", "empty"), ("   ", "empty"), ("😀🎉", "no letters"), ("\u200b\u200d", "no letters"),
     ("???", "no letters"), ("A" * 301, "301 characters")],
)  # fmt: skip
def test_bad_names_say_why(name: str, problem: str) -> None:
    found = name_problem(name)
    assert found is not None and problem in found


def test_ids_fall_back_to_the_email_then_a_stable_hash() -> None:
    assert make_id("😀", email="joe.ortiz@acme.com", kind="person") == "joe-ortiz"
    first = make_id("???", kind="person")
    assert first == make_id("???", kind="person") and first.startswith("person-")
    assert is_slug(first) and len(first) == len("person-") + 8


def test_a_domain_names_the_phrase_of_the_source() -> None:
    assert domain_label("blueharbor.io") == "blueharbor"
    assert domain_label("eu.acme.co.uk") == "acme"
    assert phrase_for("blueharbor", "Blue Harbor pilot review") == "Blue Harbor"
    assert phrase_for("goatlabs", "Kickoff with Goat Labs, Inc. today") == "Goat Labs"
    assert phrase_for("lumenrobotics", "Pilot: Lumen Robotics.") == "Lumen Robotics"
    assert phrase_for("acme", "nothing here") == ""


def test_transliteration_is_imported_only_for_non_ascii_text() -> None:
    code = (
        "import sys; from brain.toolkit import names, schemas; "
        "schemas.slugify('Plain'); names.make_id('Plain'); names.entity_key('Plain'); "
        "assert 'anyascii' not in sys.modules; schemas.transliterate('é'); "
        "assert 'anyascii' in sys.modules"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
    assert transliterate("Zoë 😀") == "Zoe  "


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60), st.sampled_from(["", "a.b@x.com", "+++@x.com", "😀@x.com"]))
def test_any_text_gets_a_slug_id_and_a_stable_key(name: str, email: str) -> None:
    made = make_id(name, email=email, kind="person")
    assert is_slug(made) and made == make_id(name, email=email, kind="person")
    key = entity_key(name)
    assert key == entity_key(key) or not key  # folding twice changes nothing
    assert (name_problem(name) is None) == (bool(key) and len(name.strip()) <= 300)


def test_an_internationalized_domain_is_named_in_its_script() -> None:
    assert domain_label("mail.xn--80a1acny.ru") == "почта"
    assert phrase_for(domain_label("xn--80a1acny.ru"), "Встреча: Почта и мы") == "Почта"
    assert domain_label("xn--bad-.com") == "xn--bad-"  # undecodable: kept as it is


def test_invisible_characters_go_but_joiners_a_script_needs_stay() -> None:
    # zero-width space, word joiner, BOM, soft hyphen, bidi marks and overrides, a tag
    assert without_invisibles("ab\u200bc") == "abc"
    assert without_invisibles("\ufeffPri\u2060ya Ra\u00adman\u200e") == "Priya Raman"
    assert without_invisibles("\u202eEve\u202c \U000e0041Doe") == "Eve Doe"
    # ZWJ and ZWNJ inside a Latin word or at a word's edge do nothing a reader sees
    assert without_invisibles("\u200dDa\u200dna\u200c Kim\u200c") == "Dana Kim"
    # but they spell words of other scripts, and join an emoji sequence into one picture
    assert without_invisibles("مهدی\u200cزاده") == "مهدی\u200cزاده"  # Persian
    assert without_invisibles("क्\u200dष") == "क्\u200dष"  # Devanagari, after a virama
    assert without_invisibles("Ana \U0001f469\u200d\U0001f4bb") == "Ana \U0001f469\u200d\U0001f4bb"
    assert without_invisibles("Plain ASCII") == "Plain ASCII"
