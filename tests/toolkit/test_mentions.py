"""The pages a text names (brain/toolkit/mentions.py): whole names in any script, the longest
first, each page once, nothing guessed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from brain.toolkit.links import extract_links
from brain.toolkit.mentions import Mention, NameTable, link_mentions, name_table
from brain.toolkit.store import NamedDocument


def doc(
    brain_id: str,
    title: str,
    type_: str = "person",
    *aliases: str,
    kind: str = "page",
    status: str = "active",
    folder: str = "people",
) -> NamedDocument:
    return NamedDocument(brain_id, title, aliases, kind, type_, status, folder)


def found(table: NameTable, text: str) -> list[tuple[str, str]]:
    return [(m.brain_id, m.text) for m in table.find(text).found]


@pytest.mark.parametrize(
    ("title", "text", "written"),
    [
        ("Nguyễn Thị Mai", "Ask nguyen thi mai first.", "nguyen thi mai"),
        ("Иван Петров", "Встреча с Иваном? Нет: с Иван Петров.", "Иван Петров"),
        ("Σοφία Παππά", "Η ΣΟΦΊΑ ΠΑΠΠΆ είπε ναι", "ΣΟΦΊΑ ΠΑΠΠΆ"),
        ("محمد علي", "تحدثنا مع محمد علي أمس", "محمد علي"),
        ("דנה לוי", "דנה לוי תשלח את ההצעה", "דנה לוי"),
        ("अनिल कुमार", "कल अनिल कुमार से बात हुई", "अनिल कुमार"),
        ("王小明", "昨天王小明说价格可以", "王小明"),
        ("山田太郎", "山田太郎さんと話しました", "山田太郎"),
        ("김민준", "김민준 씨가 동의했다", "김민준"),
        ("O'Brien", "Send it to obrien today", "obrien"),
    ],
)
def test_a_name_is_found_in_any_script(title: str, text: str, written: str) -> None:
    table = NameTable([doc("them", title)])
    assert found(table, text) == [("them", written)]


def test_a_name_in_cyrillic_greek_or_chinese_is_found_written_in_latin_letters() -> None:
    table = NameTable(
        [
            doc("ivan", "Иван Петров"),
            doc("wang", "王小明"),
            doc("sofia", "Σοφία Παππά"),
            doc("yamada", "山田太郎"),  # Japanese: its Latin spelling is not anyascii's
            doc("kim", "김민준"),  # nor is Korean's
        ]
    )
    text = "Ivan Petrov met Wang Xiaoming and Sofia Pappa; Yamada Taro and Kim Min-jun did not."
    assert found(table, text) == [
        ("ivan", "Ivan Petrov"),
        ("wang", "Wang Xiaoming"),
        ("sofia", "Sofia Pappa"),
    ]


def test_latin_letters_are_one_rule_whichever_side_writes_them() -> None:
    # given pages titled with their own letters, and one titled as it is typed
    table = NameTable(
        [
            doc("lukasz", "Łukasz Wiśniewski"),
            doc("sule", "Şule Yılmaz"),
            doc("bjorn", "Bjorn Odegard"),
            doc("grossmann", "Jürgen Großmann"),
        ]
    )
    # then the text names each whether it writes the letters or not
    text = "lukasz wisniewski, Sule Yilmaz, Bjørn Ødegård and Jurgen Grossmann signed."
    assert found(table, text) == [
        ("lukasz", "lukasz wisniewski"),
        ("sule", "Sule Yilmaz"),
        ("bjorn", "Bjørn Ødegård"),
        ("grossmann", "Jurgen Grossmann"),
    ]


def test_greek_and_russian_names_are_found_as_they_are_usually_spelled() -> None:
    table = NameTable(
        [
            doc("giorgos", "Γιώργος Παπαδόπουλος"),
            doc("eleni", "Ελένη Κωνσταντίνου"),
            doc("dinos", "Ντίνος Μπακογιάννης"),
            doc("dmitry", "Дмитрий Соколов"),
            doc("andrei", "Андрей Красный"),
        ]
    )
    for text, expected in [
        ("Giorgos Papadopoulos and Eleni Konstantinou agreed.", ["giorgos", "eleni"]),
        ("Dinos Bakogiannis, then Ntinos Mpakogiannis.", ["dinos"]),
        ("Dmitry Sokolov; Andrei Krasny.", ["dmitry", "andrei"]),
        ("Dmitrii Sokolov", ["dmitry"]),
        ("Dmitri Sokolov", ["dmitry"]),
        ("Dmitriy Sokolov", ["dmitry"]),
        ("Giorgos Papadopoylos", []),  # anyascii's letter by letter: nobody writes it
    ]:
        assert [brain_id for brain_id, _ in found(table, text)] == expected, text


def test_the_longest_name_wins_and_each_page_is_named_once() -> None:
    table = NameTable(
        [
            doc("acme", "Acme", "company", "Acme Corp"),
            doc("acme-cloud", "Acme Cloud", "project"),
            doc("goat-labs", "Goat Labs", "company"),
        ]
    )
    text = "Acme Cloud ships; acme corp pays; GoatLabs, Goat-Labs and goat labs agree."
    assert found(table, text) == [
        ("acme-cloud", "Acme Cloud"),
        ("acme", "acme corp"),
        ("goat-labs", "GoatLabs"),
    ]


def test_a_name_written_run_together_is_found_written_apart() -> None:
    table = NameTable([doc("acme", "AcmeCloud", "company")])
    assert found(table, "We pay acme cloud monthly.") == [("acme", "acme cloud")]


def test_a_company_is_named_without_its_legal_form() -> None:
    table = NameTable(
        [doc("acme", "Acme Inc.", "company"), doc("romashka", "ООО Ромашка", "company")]
    )
    assert found(table, "We met Acme and Ромашка.") == [("acme", "Acme"), ("romashka", "Ромашка")]


def test_nothing_is_guessed() -> None:
    table = NameTable(
        [
            doc("maria-1", "Maria Garcia"),
            doc("maria-2", "Maria Garcia"),
            doc("ai", "AI", "concept"),  # too short to look for
            doc("ev", "Raj Patel", kind="evidence"),  # evidence is not a page to link
            doc("old", "Old Raj", status="merged"),
            doc("raj", "Raj Patel"),
            doc("self", "Pricing"),
        ],
        exclude=["self"],
    )
    text = "Maria Garcia said AI pricing is up; `Raj Patel` in code; Old Raj left."
    result = table.find(text)
    assert result.found == []
    assert result.ambiguous == {"Maria Garcia": ["maria-1", "maria-2"]}
    fenced = "```\nRaj Patel\n```\nthen raj patel"
    assert [(m.brain_id, m.start) for m in table.find(fenced).found] == [("raj", 23)]


def test_a_name_inside_a_word_is_not_a_mention() -> None:
    table = NameTable([doc("ann", "Ann"), doc("max", "Max Planck")])
    assert found(table, "Annual planning with Maxine Planck") == []


def test_linking_labels_each_mention_with_its_own_words() -> None:
    table = NameTable([doc("raj-patel", "Raj Patel"), doc("odd", "A|B [x] Co", "company")])
    text = "raj patel and a|b [x] co"
    linked = link_mentions(text, table.find(text).found)
    assert [(link.target, link.label) for link in extract_links(linked)] == [
        ("raj-patel", "raj patel"),
        ("odd", "a/b (x) co"),  # a label never ends the link early
    ]


@pytest.mark.parametrize(
    "text",
    [
        "[[page:raj-patel|Raj Patel]] called",  # a link
        "[ [page:raj-patel|Raj Patel] ] called",  # link syntax defuse quoted
        "[ [ [page:x|Raj Patel] ] ] called",
        "[ [ Raj Patel called",  # quoted, never closed: to the line's end
        "[Raj Patel](https://example.com) called",  # a markdown link
        "![Raj Patel](raj.png) called",
        '<a title="Raj Patel">called</a>',  # an HTML tag
        "<!-- Raj Patel --> called",
        "see https://example.com/raj-patel/notes",  # a URL
        "write to raj.patel@example.com",  # an e-mail address
        "[Raj Patel] called",  # against a bracket: a link would open with [[[
        "Raj\nPatel called",  # across a line break
        "Raj ` ` Patel called",  # across a span left out (code)
    ],
)
def test_a_name_outside_plain_prose_is_not_a_mention(text: str) -> None:
    table = NameTable([doc("raj-patel", "Raj Patel")])
    assert found(table, text) == []


def test_a_name_made_of_markup_is_found_in_prose_only() -> None:
    table = NameTable([doc("odd", "<script>alert(1)</script>"), doc("goat", "Goat Labs")])
    text = "It ran <script>alert(1)</script> on <b>Goat Labs</b>; script alert 1 script too."
    # the tags are markup; the words between them and the name written as prose are not
    assert found(table, text) == [("goat", "Goat Labs"), ("odd", "script alert 1 script")]
    linked = link_mentions(text, table.find(text).found)
    assert linked.startswith("It ran <script>alert(1)</script> on <b>[[page:goat|Goat Labs]]</b>")


def test_linking_never_writes_a_link_inside_other_syntax() -> None:
    # given mentions found elsewhere, pointing into a quoted link and at other words
    text = "Met [ [page:goat-labs|Goat] ] and [Raj] today."
    inside = text.index("goat-labs")
    raj = text.index("Raj")
    mentions = [
        Mention("goat-labs", "Goat Labs", "company", inside, inside + 9, "goat-labs"),
        Mention("raj", "Raj", "person", raj, raj + 3, "Raj"),
        Mention("met", "Met", "person", 0, 3, "Mat"),  # not the words written there
    ]
    # then none is linked: the text stays as written
    assert link_mentions(text, mentions) == text


def test_a_draft_waiting_in_the_inbox_is_not_named() -> None:
    table = NameTable(
        [
            doc("remember-that", "Remember that", "note", status="draft", folder="inbox"),
            doc("later", "Staging VPN", "note", status="draft", folder="inbox/ops"),
            doc("filed", "Pricing review", "note", status="active", folder="inbox"),
            doc("raj", "Raj Patel", status="draft", folder="people"),  # a draft filed: named
        ]
    )
    text = "Remember that Raj Patel owns the staging VPN and the pricing review."
    assert found(table, text) == [("raj", "Raj Patel"), ("filed", "pricing review")]


def test_the_mentions_command_refuses_an_overlong_text_and_an_exclude_that_is_no_id(
    tmp_path: Path,
) -> None:
    from brain.toolkit.commands.arguments import MAX_CAPTURE_TEXT
    from brain.toolkit.commands.registry import REGISTRY, call
    from brain.toolkit.directory import DirectoryStore
    from brain.toolkit.errors import BAD_ARGUMENT, CommandError
    from brain.toolkit.root import init_root

    init_root(tmp_path)
    store = DirectoryStore(tmp_path)
    cases: list[dict[str, Any]] = [
        {"text": "x" * (MAX_CAPTURE_TEXT + 1)},
        {"text": "Raj", "exclude": ["Not An Id"]},
    ]
    for arguments in cases:
        with pytest.raises(CommandError) as refused:
            call("mentions", store, arguments)
        assert refused.value.code == BAD_ARGUMENT
    # an optional argument sent as null is one left out, as the tool schema says
    assert call("mentions", store, {"text": "Raj", "exclude": None}) == {
        "mentions": [],
        "ambiguous": [],
    }
    schema = REGISTRY["mentions"].tool_schema("rest")["parameters"]["properties"]["exclude"]
    assert schema["type"] == ["array", "null"]


def test_the_table_is_made_once_for_the_same_names_and_anew_when_they_change(
    tmp_path: Path,
) -> None:
    from brain.toolkit.commands.registry import call
    from brain.toolkit.directory import DirectoryStore
    from brain.toolkit.root import init_root

    from .helpers import doc_text, write

    init_root(tmp_path)
    write(tmp_path, "people/raj.md", doc_text("raj", type="person", title="Raj Patel"))
    store = DirectoryStore(tmp_path)
    first = name_table(store.names())
    assert name_table(store.names()) is first  # the same names: the same table
    assert name_table(store.names(), exclude=["raj"]) is not first
    assert [
        m["id"] for m in call("mentions", store, {"text": "Raj Patel and Mei Ito"})["mentions"]
    ] == ["raj"]
    # a page added (or renamed) is found at once: other names, another table
    write(tmp_path, "people/mei.md", doc_text("mei", type="person", title="Mei Ito"))
    store = DirectoryStore(tmp_path)  # as the next command does
    assert name_table(store.names()) is not first
    found_now = call("mentions", store, {"text": "Raj Patel and Mei Ito"})["mentions"]
    assert [m["id"] for m in found_now] == ["raj", "mei"]
