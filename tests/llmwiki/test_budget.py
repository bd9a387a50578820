"""PromptBudgeter: curated pages only, within the budget, inputs independent of raw/."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from llmwiki.budget import chat_terms, estimate_tokens, parse_index, prompt_digest
from llmwiki.wiki import WikiRoot, memory_write, wiki_ingest_source

RAW_MARKER = "zebracorn"  # a word only the raw sources hold
AUDITED = ("open", "os.listdir", "os.scandir")
_seen: list[tuple[str, str]] | None = None


def _audit(event: str, args: tuple[Any, ...]) -> None:
    if _seen is not None and event in AUDITED and args and isinstance(args[0], (str, bytes)):
        path = os.fsdecode(args[0])
        _seen.append((event, os.path.realpath(path)))


sys.addaudithook(_audit)  # hooks cannot be removed: it records only inside `watching`


@contextmanager
def watching(root: WikiRoot) -> Iterator[list[tuple[str, str]]]:
    """Every file open and directory listing under the root while the block runs, as
    (event, path relative to the root)."""
    global _seen
    _seen = []
    found: list[tuple[str, str]] = []
    try:
        yield found
    finally:
        real_root = os.path.realpath(root.path)
        for event, path in _seen:
            if path == real_root or path.startswith(real_root + os.sep):
                found.append((event, os.path.relpath(path, real_root)))
        _seen = None


def build_wiki(root: WikiRoot) -> dict[str, str]:
    acme = wiki_ingest_source(
        root=root,
        data=f"# Acme\n\nAcme signed the pilot. The {RAW_MARKER} clause.\n",
        maintain=False,
    )["id"]
    weather = wiki_ingest_source(
        root=root, data=f"# Weather\n\nIt rained. {RAW_MARKER}.\n", maintain=False
    )["id"]
    pages = {
        "acme": (
            "---\ntitle: Acme\ntype: entity\nsummary: Customer running the pilot.\n"
            f"tags: [acme, customers]\n---\n# Acme\n\n- Signed the pilot. [^{acme}]\n"
        ),
        "people/sarah-chen": (
            "---\ntitle: Sarah Chen\ntype: entity\nsummary: Runs operations at Acme.\n"
            f"tags: [people]\n---\n# Sarah Chen\n\nShe leads the [[acme]] pilot. [^{acme}]\n"
        ),
        "weather": (
            "---\ntitle: Weather\ntype: note\nsummary: Rain in November.\n---\n# Weather\n\n"
            f"It rained all month. [^{weather}]\n"
        ),
        "overview": (
            "---\ntitle: Overview\ntype: overview\n---\n# Overview\n\n"
            "See [[acme]] and [[weather]].\n"
        ),
    }
    for name, text in pages.items():
        memory_write(root=root, name=name, text=text)
    return {"acme": acme, "weather": weather}


CHAT = ["Hello there.", "How is the Acme pilot going, and who runs it?"]


def test_the_digest_holds_the_pages_the_chat_is_about_and_nothing_else(root: WikiRoot) -> None:
    # given
    build_wiki(root)
    # when
    digest = prompt_digest(root=root, chat=CHAT, budget_tokens=2000)
    # then: acme (title and tags) before sarah-chen (summary), the overview as an entry point;
    # weather matches nothing in the chat
    assert digest.pages == ["acme", "people/sarah-chen", "overview"]
    assert "## [[acme]]" in digest.text and "- Signed the pilot. [^src_" in digest.text
    assert "weather" not in digest.pages and "It rained" not in digest.text
    # never raw sources, the schema, the index or the log
    assert RAW_MARKER not in digest.text
    assert "goat-llm-wiki" not in digest.text and "do not edit" not in digest.text
    assert "# Log" not in digest.text and "title:" not in digest.text
    assert digest.tokens == estimate_tokens(digest.text) <= 2000


@pytest.mark.parametrize("budget", [0, 10, 40, 80, 120, 160, 250, 10_000])
def test_the_digest_never_exceeds_its_budget(root: WikiRoot, budget: int) -> None:
    # given
    build_wiki(root)
    # when
    digest = prompt_digest(root=root, chat=CHAT, budget_tokens=budget)
    # then
    assert estimate_tokens(digest.text) == digest.tokens <= budget
    full = prompt_digest(root=root, chat=CHAT, budget_tokens=10**6)
    assert set(digest.pages) <= set(full.pages)
    assert set(digest.pages) | set(digest.skipped) <= set(full.pages)
    if budget == 10_000:
        assert digest.pages == full.pages and digest.skipped == []
    if budget == 0:
        assert (digest.text, digest.pages) == ("", [])


def test_the_digest_never_opens_raw_and_its_inputs_do_not_grow_with_raw_sources(
    root: WikiRoot,
) -> None:
    # given: 10 raw sources
    build_wiki(root)
    for number in range(8):
        wiki_ingest_source(root=root, data=f"note {number} {RAW_MARKER}\n", maintain=False)
    assert len(os.listdir(root.raw)) == 2 * 10
    with watching(root) as small:
        first = prompt_digest(root=root, chat=CHAT, budget_tokens=2000)
    # when: 1,000 raw sources, the same pages
    for number in range(8, 998):
        wiki_ingest_source(root=root, data=f"note {number} {RAW_MARKER}\n", maintain=False)
    assert len(os.listdir(root.raw)) == 2 * 1000
    with watching(root) as large:
        second = prompt_digest(root=root, chat=CHAT, budget_tokens=2000)

    # then: the same files opened, in the same order: index.md and the chosen pages only
    assert small == large
    assert small == [
        ("open", "index.md"),
        ("open", "wiki/acme.md"),
        ("open", "wiki/people/sarah-chen.md"),
        ("open", "wiki/overview.md"),
    ]
    assert not any(path.startswith("raw") for _, path in small + large)
    assert second.text == first.text


def test_the_hook_does_see_raw_opens(root: WikiRoot) -> None:
    """The audit hook is a real witness: reading a raw source shows up in it."""
    from llmwiki.wiki import source_read

    ids = build_wiki(root)
    with watching(root) as seen:
        source_read(root=root, source_id=ids["acme"])
    assert ("open", f"raw/{ids['acme']}.txt") in seen


def test_the_estimate_is_the_documented_one() -> None:
    assert estimate_tokens("") == 0
    assert estimate_tokens("abcd") == 2  # 1 token, plus 10%, rounded up
    assert estimate_tokens("a" * 400) == 110
    assert estimate_tokens("日本語") == 4  # one token per non-ASCII character, plus 10%


def test_later_messages_weigh_more_and_common_words_do_not_count() -> None:
    terms = chat_terms(["acme budget", "the pilot"])
    assert terms == {"pilot": 1.0, "acme": 0.8, "budget": 0.8}
    assert chat_terms("What is it?") == {}


def test_index_lines_parse_back_to_their_metadata(root: WikiRoot) -> None:
    build_wiki(root)
    entries = {entry.name: entry for entry in parse_index(root.index.read_text())}
    assert sorted(entries) == ["acme", "overview", "people/sarah-chen", "weather"]
    acme = entries["acme"]
    assert (acme.title, acme.type, acme.tags, acme.sources) == (
        "Acme",
        "entity",
        ("acme", "customers"),
        1,
    )
    assert acme.summary == "Customer running the pilot."
    assert entries["overview"].tags == () and entries["overview"].summary == ""
