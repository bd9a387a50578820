"""Entity names in any script: the name key, the ids made from names, bad names."""

from __future__ import annotations

import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from brain.toolkit.names import (
    capitalised_name_word,
    company_keys,
    domain_label,
    entity_key,
    entity_keys,
    make_id,
    name_particle,
    name_problem,
    phrase_for,
    proper_form,
    same_entity,
    without_invisibles,
)
from brain.toolkit.schemas import MAX_SPELLINGS, is_slug, latin_spellings, slugify, transliterate

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
    assert same_entity(greek, latin)


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


# A name written with its own letters, and as it is typed without them.
LATIN_LETTERS = [
    ("Łukasz Wiśniewski", "Lukasz Wisniewski"),  # Polish: ł is no l plus a mark
    ("Şule Yılmaz", "Sule Yilmaz"),  # Turkish: dotless ı
    ("Đỗ Minh Châu", "Do Minh Chau"),  # Vietnamese: đ
    ("Bjørn Ødegård", "Bjorn Odegard"),  # Norwegian: ø
    ("Mads Kjærgaard", "Mads Kjaergaard"),  # Danish: æ
    ("Jürgen Großmann", "Jurgen Grossmann"),  # German: ß
    ("Þórður Guðmundsson", "Thordur Gudmundsson"),  # Icelandic: þ, ð
    ("Œuvre Ltd", "Oeuvre Ltd"),  # French: œ
]


@pytest.mark.parametrize(("written", "typed"), LATIN_LETTERS)
def test_latin_letters_fold_to_their_ascii_base_in_the_key(written: str, typed: str) -> None:
    assert entity_key(written) == entity_key(typed) == entity_key(typed.upper())
    assert entity_key(written).isascii()
    assert entity_key(written.upper()) == entity_key(written)  # "İ", "Ø", "ẞ" fold alike
    assert same_entity(written, typed)


def test_other_scripts_keep_their_own_letters_in_the_key() -> None:
    assert entity_key("王小明") == "王小明"
    assert entity_key("山田 太郎") == "山田太郎"
    assert entity_key("やまだ たろう") == "やまだたろう"
    assert entity_key("김민준") == "김민준"
    assert entity_key("محمد علي") == "محمدعلي"
    assert entity_key("דוד כהן") == "דודכהן"
    assert entity_key("Γιώργος") == "γιωργοσ"
    assert entity_key("Иван Петров") == "иванпетров"
    # and names in scripts not written as they transliterate have no other key
    for name in ("やまだ たろう", "김민준", "محمد علي", "דוד כהן"):
        assert entity_keys(name) == [entity_key(name)]


def test_the_usual_variants_of_greek_clusters_and_russian_endings_are_known() -> None:
    # μπ, ντ, γκ: "b", "d", "g" at a word's start, "mb", "nd", "ng" inside it
    assert same_entity("Ντίνος Μπακογιάννης", "Dinos Bakogiannis")
    assert same_entity("Ντίνος Μπακογιάννης", "Ntinos Mpakogiannis")  # ELOT 743's own
    assert same_entity("Λαμπράκης", "Lambrakis") and same_entity("Λαμπράκης", "Lamprakis")
    assert make_id("Ντίνος Μπακογιάννης") == "ntinos-mpakogiannis"  # ids: ELOT 743
    # Russian -ий, -ый and vowel + й endings, as people write them
    for spelling in ("Dmitriy Sokolov", "Dmitry Sokolov", "Dmitri Sokolov", "Dmitrii Sokolov"):
        assert same_entity("Дмитрий Соколов", spelling), spelling
    assert same_entity("Лев Толстой", "Lev Tolstoi") and same_entity("Лев Толстой", "Lev Tolstoy")
    assert same_entity("Андрей Красный", "Andrei Krasny")
    assert make_id("Дмитрий Соколов") == "dmitriy-sokolov"  # ids are as they were
    assert not same_entity("Дмитрий Соколов", "Dmitry Sokolova")
    assert not same_entity("Giorgos Papadopoulos", "Nikos Papadopoulos")
    # the variants of a long name are bounded
    long_name = " ".join(["Дмитрий", "Андрей", "Юрий", "Толстой", "Красный"] * 3)
    assert 1 < len(latin_spellings(long_name)) <= MAX_SPELLINGS


def test_a_one_word_company_name_is_known_without_the_legal_form_it_ends_in() -> None:
    assert company_keys("Acmecorp") == ["acmecorp", "acme"]
    assert same_entity("Acmecorp", "Acme Corp", company=True)
    assert same_entity("Acmegmbh", "Acme GmbH", company=True)
    assert same_entity("acmeinc", "Acme", company=True)
    assert company_keys("Inc") == ["inc"]  # never the only word
    assert company_keys("Acme Corp") == ["acme"]  # more words: the key drops it already
    assert not same_entity("Acmecorp", "Acme")  # people keep every word


def test_a_domain_with_its_legal_form_names_the_phrase_that_writes_it_out() -> None:
    assert phrase_for("acmecorp", "Weekly sync: Acme Corp and us") == "Acme Corp"
    assert phrase_for("acmecorp", "Weekly sync with Acme") == "Acme"
    assert phrase_for("acmecorp", "AcmeCorp review") == "AcmeCorp"
    assert phrase_for("wislaserwis", "Wisła Serwis – przegląd") == "Wisła Serwis"
    assert phrase_for("sulegida", "Şule Gıda toplantısı") == "Şule Gıda"
    # a hyphenated label writes its legal form out as well: that phrase wins over a shorter one
    assert phrase_for("sunrise-ltd", "Sunrise Ltd joined late") == "Sunrise Ltd"
    assert phrase_for("harbor-corp", "Moonrise Ltd and Harbor Corp intro") == "Harbor Corp"
    assert phrase_for("starlight-gmbh", "Starlight GmbH listened in") == "Starlight GmbH"
    assert phrase_for("sunrise-ltd", "Sunrise joined; Sunrise Ltd signed") == "Sunrise Ltd"
    assert phrase_for("sunrise-ltd", "Sunrise joined late") == "Sunrise"


@pytest.mark.parametrize(
    ("title", "variant", "better"),
    [
        ("Nguyen Van Hung", "Nguyễn Văn Hùng", True),  # the marks left out
        ("TRẦN THỊ LAN", "Trần Thị Lan", True),  # in capitals
        ("BUI THI HOA", "Bùi Thị Hoa", True),  # both
        ("Dang Van Duc", "Đặng Văn Đức", True),  # a letter with no mark to drop (đ)
        ("Lukasz Wisniewski", "Łukasz Wiśniewski", True),
        ("Trần Thị Lan", "Tran Thi Lan", False),  # never the other way round
        ("Trần Thị Lan", "TRẦN THỊ LAN", False),
        ("Nguyen Van Hung", "Nguyen Van Hung", False),
    ],
)
def test_a_proper_form_is_the_name_with_its_letters_and_case_back(
    title: str, variant: str, better: bool
) -> None:
    assert proper_form(title, variant) is better


def test_a_names_particles_and_joined_forms_are_words_of_the_name() -> None:
    for particle in ("de", "la", "van", "der", "da", "bin", "ibn", "al", "von", "y", "Van"):
        assert name_particle(particle), particle
    assert not name_particle("and") and not name_particle("to")
    for word in ("Cruz", "O'Neil", "al-Rashid", "d'Artagnan", "bin-Salman", "Fernández,"):
        assert capitalised_name_word(word), word
    for word in ("de", "well-Known", "e-mail", "don't", "42"):
        assert not capitalised_name_word(word), word
