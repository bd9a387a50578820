"""Query hits' snippets (brain/toolkit/snippets.py): the matching passage, marked, at most 240."""

from __future__ import annotations

import re
from typing import Any

import pytest

from brain.toolkit import snippets
from brain.toolkit.commands import render
from brain.toolkit.snippets import SNIPPET_LENGTH, plain_text, query_terms, snippet


def doc(body: str, *, title: str = "Notes") -> str:
    return body  # a snippet is cut from the body alone


def marked(text: str) -> list[str]:
    return re.findall(r"\*\*(.+?)\*\*", text)


def test_the_matched_words_are_marked_whatever_their_case() -> None:
    body = "# Notes\n\nThe Acme PILOT runs in Denver.\n"
    found = snippet(doc(body), query_terms("acme pilot"), graph_only=False)
    assert found == "The **Acme** **PILOT** runs in Denver."


def test_words_are_folded_as_the_tokenizer_folds_them() -> None:
    # casefolding: ß reads as ss, Σ as σ; accents are kept as the tokenizer keeps them
    body = "# Notes\n\nDie STRASSE in Köln; ΣΟΦΙΑ und Nguyễn.\n"
    found = snippet(doc(body), query_terms("straße köln σοφια nguyễn"), graph_only=False)
    assert marked(found) == ["STRASSE", "Köln", "ΣΟΦΙΑ", "Nguyễn"]
    assert marked(snippet(doc(body), query_terms("strasse"), graph_only=False)) == ["STRASSE"]
    # an unaccented query does not match an accented word (the tokenizer does not fold accents)
    assert marked(snippet(doc(body), query_terms("koln"), graph_only=False)) == []


def test_han_kana_and_hangul_words_are_marked_where_they_stand() -> None:
    # no space sets these words apart: the tokenizer's pairs of characters are found anywhere,
    # and pairs that overlap make one mark (the name, not its two halves)
    body = "# Notes\n\n王小明是工程师，负责北京的项目。김민준은 설계를 맡았다. Die STRASSE.\n"
    found = snippet(doc(body), query_terms("王小明 김민준 strasse 北京"), graph_only=False)
    assert marked(found) == ["王小明", "北京", "김민준", "STRASSE"]
    # a pair that is not in the text marks nothing, and a Latin word still needs its spaces
    assert marked(snippet(doc(body), query_terms("王大 tras"), graph_only=False)) == []


def test_function_words_are_not_marked_unless_the_query_has_nothing_else() -> None:
    body = "# Notes\n\nWho works at the company that makes inverters.\n"
    found = snippet(doc(body), query_terms("who works at the company"), graph_only=False)
    assert marked(found) == ["works", "company"]
    assert marked(snippet(doc(body), query_terms("the"), graph_only=False)) == ["the"]


@pytest.mark.parametrize("words", [1, 40, 400])
def test_a_snippet_is_at_most_240_characters_and_holds_the_passage(words: int) -> None:
    filler = " ".join(["lorem ipsum dolor"] * words)
    body = f"# Notes\n\n{filler}. The inverter warranty is ten years. {filler}.\n"
    found = snippet(doc(body), query_terms("inverter warranty"), graph_only=False)
    assert len(found) <= SNIPPET_LENGTH
    assert "**inverter** **warranty**" in found
    assert found.startswith("…") == (words >= 40)


def test_a_passage_dense_with_matches_still_fits_with_its_marks() -> None:
    body = "# Notes\n\n" + "acme " * 200 + "\n"
    found = snippet(doc(body), query_terms("acme"), graph_only=False)
    assert len(found) <= SNIPPET_LENGTH
    assert set(marked(found)) == {"acme"}
    assert "acme" not in found.replace("**acme**", "")  # no word cut or left unmarked


def test_the_window_holds_the_most_distinct_words() -> None:
    filler = "Nothing here. " * 30
    body = f"# Notes\n\nSolar once. {filler}Solar panels and inverters together. {filler}"
    found = snippet(doc(body), query_terms("solar inverters"), graph_only=False)
    assert marked(found) == ["Solar", "inverters"]
    assert found.startswith("…**Solar** panels")


def test_links_read_as_their_labels_and_the_documents_stars_are_removed() -> None:
    body = "# Notes\n\n**Bold** claim about [[page:acme-corp|Acme]] and [[page:globex]] *pilots*.\n"
    found = snippet(doc(body), query_terms("acme pilots"), graph_only=False)
    assert found == "Bold claim about **Acme** and globex **pilots**."


def test_the_timeline_is_searched_when_the_compiled_truth_has_no_match() -> None:
    body = (
        "# Notes\n\nA short summary.\n\n## Timeline\n\n"
        "- **2026-10-14T15:00:00Z** | ev-1 | jamie:meeting:m1 | Kickoff in Denver.\n"
    )
    found = snippet(doc(body), query_terms("denver"), graph_only=False)
    assert found == "2026-10-14: Kickoff in **Denver**."


def test_a_graph_only_hit_gets_its_first_sentence_unmarked() -> None:
    body = "# Notes\n\nEngineer at Acme. Works on the pilot.\n"
    assert snippet(doc(body), query_terms("pilot acme"), graph_only=True) == "Engineer at Acme."


def test_a_first_sentence_does_not_end_at_an_initial_or_a_title() -> None:
    # the one reading of a sentence's end (brain/toolkit/sentences.py)
    body = "# Notes\n\nDr. Okafor met Tom L. at Northwind. Works on the pilot.\n"
    assert snippet(doc(body), query_terms("pilot"), graph_only=True) == (
        "Dr. Okafor met Tom L. at Northwind."
    )


def test_a_text_hit_without_the_words_in_its_body_gets_its_first_sentence() -> None:
    # matched by its title (or by embeddings): the body names none of the query's words
    body = "# Sarah Chen\n\nVP Field Operations at Acme. Sponsor of the pilot.\n"
    found = snippet(doc(body, title="Sarah Chen"), query_terms("sarah chen"), graph_only=False)
    assert found == "VP Field Operations at Acme."


def test_a_long_first_sentence_is_cut_at_a_word() -> None:
    body = "# Notes\n\n" + "word " * 100 + "end.\n"
    found = snippet(doc(body), query_terms("nothing"), graph_only=True)
    assert len(found) <= SNIPPET_LENGTH and found.endswith("word…")


def test_an_empty_document_has_an_empty_snippet() -> None:
    assert snippet(doc("# Notes\n"), query_terms("acme"), graph_only=False) == ""
    assert snippet(doc(""), query_terms("acme"), graph_only=True) == ""


def test_html_in_a_document_stays_text_in_its_snippet() -> None:
    body = "# Notes\n\nAcme <script>alert(1)</script> <img src=x onerror=alert(2)>\n"
    found = snippet(doc(body), query_terms("acme"), graph_only=False)
    assert found == "**Acme** <script>alert(1)</script> <img src=x onerror=alert(2)>"


def test_the_cli_text_output_shows_the_snippet_under_its_hit() -> None:
    hit = {
        "id": "acme-corp",
        "title": "Acme Corp",
        "score": 0.03,
        "matched": "text",
        "path": ["acme-corp"],
        "snippet": "Maker of **solar** inverters.",
        "links": [],
    }
    text = render.query({"hits": [hit], "retrieval": {}})
    assert text.splitlines() == [
        "0.0300  text   acme-corp  Acme Corp",
        "    Maker of **solar** inverters.",
    ]


def test_only_whole_words_are_marked_and_underscores_separate_words() -> None:
    body = "# Notes\n\nThe xacme and acmes are not acme; works_at is two words.\n"
    found = snippet(doc(body), query_terms("acme works"), graph_only=False)
    assert found == "The xacme and acmes are not **acme**; **works**_at is two words."


def test_brackets_written_in_code_text_are_no_link() -> None:
    # (the Obsidian Help vault writes "typing `[[`", and a later real link once swallowed the
    # words between them)
    text = "Link by typing `[[` in the editor, or pick [[page:insert|Insert link]] from the menu."
    assert plain_text(text) == (
        "Link by typing [[ in the editor, or pick Insert link from the menu."
    )


def test_markdown_links_read_as_their_text_and_comments_and_definitions_go() -> None:
    # (seen on the Node.js docs: reference links and comments came through raw)
    text = (
        "<!-- YAML\nadded: v0.1.90\n-->\nThe [`fs.createReadStream()`][] method, see\n"
        '[streams](stream.md#readable "Readable") and ![a diagram](files/d.png) or '
        '[the guide][guide].\n\n[guide]: https://example.org/guide "Guide"\n'
    )
    assert plain_text(text) == (
        "The fs.createReadStream() method, see streams and a diagram or the guide."
    )
    # brackets that are no link stay as they are
    assert plain_text("Pick [x] or a[1] [not a link] here.") == (
        "Pick [x] or a[1] [not a link] here."
    )


@pytest.mark.parametrize("control", ["\u202e", "\u202d", "\u202b", "\u2067", "\u2068"])
def test_an_unclosed_bidi_override_cannot_turn_a_snippet(control: str) -> None:
    body = f"# Notes\n\nThe {control}wombat report, and the wombat code.\n"

    found = snippet(doc(body), query_terms("wombat"), graph_only=False)
    first = snippet(doc(body), query_terms("nothing"), graph_only=True)

    assert found == "The **wombat** report, and the **wombat** code."
    assert first == "The wombat report, and the wombat code."


def test_a_snippet_is_plain_text_without_the_markup_of_its_markdown() -> None:
    body = (
        "See the [wombat report](https://x) and `wombat code` and _italic wombat_ and "
        "~~struck wombat~~ and \\*escaped star\\* and a footnote[^1].\n\n[^1]: The note here.\n"
    )

    found = snippet(doc(body), query_terms("wombat"), graph_only=False)

    assert found == (
        "See the **wombat** report and **wombat** code and italic **wombat** and struck "
        "**wombat** and escaped star and a footnote."
    )


def test_escapes_entities_and_labels_read_as_the_reader_sees_them() -> None:
    # an escaped `[[` is text, not a link; a label is text, never markdown (its `_` and `&amp;`
    # stay as written); escapes and entities are their characters
    text = (
        "Cite with \\[[evidence:ev-1]] as [[page:snake-case|snake_case &amp; <x>]] does; "
        "\\_not italic\\_ &amp; 5 &lt; 6 and <!-- hidden --> __bold__."
    )
    assert plain_text(text) == (
        "Cite with [[evidence:ev-1]] as snake_case &amp; <x> does; _not italic_ & 5 < 6 and bold."
    )


def test_a_long_body_is_parsed_only_around_its_passage(monkeypatch: pytest.MonkeyPatch) -> None:
    # a body may hold 5 MiB: markdown-it reads only the blocks around the passage
    parsed: list[int] = []
    reader = snippets._reader()

    class Counting:
        def parse(self, src: str, env: Any = None) -> Any:
            parsed.append(len(src))
            return reader.parse(src, env)

        def parseInline(self, src: str, env: Any = None) -> Any:  # noqa: N802 (markdown-it's)
            parsed.append(len(src))
            return reader.parseInline(src, env)

    monkeypatch.setattr(snippets, "_reader", Counting)
    filler = "Some *words* about [other](x) things, nothing more.\n\n" * 100_000
    body = f"# Notes\n\nThe start.\n\n{filler}The `wombat` lives here.\n\n{filler}"

    found = snippet(doc(body), query_terms("wombat"), graph_only=False)
    first = snippet(doc(body), query_terms("wombat"), graph_only=True)

    assert len(body) > 10_000_000
    assert "The **wombat** lives here." in found
    assert first == "The start."
    assert parsed and max(parsed) <= snippets.PARSE_LENGTH


def test_list_items_and_table_cells_do_not_run_together() -> None:
    body = "# Plan\n\n- Pilot in Rotterdam\n- Rollout to Piraeus\n"

    found = snippet(doc(body), query_terms("pilot"), graph_only=False)

    assert found == "**Pilot** in Rotterdam; Rollout to Piraeus"


def test_an_item_that_ends_in_punctuation_gets_no_separator() -> None:
    text = (
        "Steps:\n\n- Phase one:\n  - Pilot\n  - Rollout (May)\n- Phase two.\n- Is it done?\n"
        "- Last\n\nAfter the list.\n\n| Site | Date |\n|---|---|\n| Rotterdam | May 4. |\n"
    )
    assert plain_text(text) == (
        "Steps: Phase one: Pilot; Rollout (May); Phase two. Is it done? Last; After the list. "
        "Site; Date; Rotterdam; May 4."
    )
