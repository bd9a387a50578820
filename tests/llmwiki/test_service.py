from __future__ import annotations

from pathlib import Path

import pytest

from llmwiki.wiki import (
    WikiError,
    WikiRoot,
    agents_schema,
    formats,
    memory_list,
    memory_read,
    memory_write,
    source_read,
    wiki_import_markdown,
    wiki_ingest_source,
    wiki_lint,
    wiki_query,
)
from llmwiki.wiki.service import render_index_for
from tests.llmwiki.conftest import build_clean_wiki, raw_snapshot


def log_ops(root: WikiRoot) -> list[str]:
    return [line.split(" ")[1] for line in root.log.read_text().splitlines()[2:]]


def test_first_use_creates_the_five_authorities(root: WikiRoot) -> None:
    # when
    assert memory_list(root=root) == []
    # then
    assert sorted(p.name for p in root.path.iterdir()) == [
        ".lock",
        "AGENTS.md",
        "index.md",
        "log.md",
        "raw",
        "wiki",
    ]
    schema = agents_schema(root=root)
    assert [step["op"] for step in schema["ingest"]][:2] == ["wiki_ingest_source", "source_read"]
    assert [step["op"] for step in schema["maintenance"]] == ["wiki_lint", "memory_write"]
    # an edit to AGENTS.md is what the agent reads next; the provider never rewrites it
    root.agents.write_text(root.agents.read_text().replace("run the deterministic", "run the"))
    memory_list(root=root)
    assert agents_schema(root=root)["maintenance"][0]["do"] == "run the checks"
    assert root.log.read_text() == "# Log\n\n"
    assert root.index.read_text() == formats.render_index([])


def test_write_stores_canonical_frontmatter_with_cited_sources(root: WikiRoot) -> None:
    ids = build_clean_wiki(root)
    page = memory_read(root=root, name="acme")
    assert page["text"].startswith(
        '---\ntitle: "Acme"\ntype: "entity"\nsummary: "Customer running the pilot."\n'
        f'tags: ["acme"]\nsources: ["{min(ids["acme"], ids["sarah"])}", '
        f'"{max(ids["acme"], ids["sarah"])}"]\n---\n'
    )
    assert page["links"] == ["people/sarah-chen"]
    assert page["citations"] == [ids["acme"], ids["sarah"]]
    assert page["hash"] == formats.content_hash(page["text"])
    listed = {p["name"]: p for p in memory_list(root=root)}
    assert list(listed) == sorted(
        [
            "acme",
            "overview",
            "people/sarah-chen",
            f"sources/{ids['acme']}",
            f"sources/{ids['sarah']}",
        ]
    )
    assert listed["people/sarah-chen"]["tags"] == ["acme", "people"]


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("See [[nowhere]].\n", "wikilink_broken"),
        ("See [[Acme]].\n", "wikilink_malformed"),  # exact: no case folding to acme
        ("See [[page:acme]].\n", "wikilink_malformed"),
        ("See [[../acme]].\n", "wikilink_malformed"),
        ("Claim. [^src_0123456789abcdef01234567]\n", "citation_unknown_source"),
        ("Claim. [^src_nothex]\n", "citation_malformed"),
        ("---\ntitle: T\nextra: 1\n---\nx\n", "frontmatter_invalid"),
        ("---\ntitle: 'a | b'\n---\nx\n", "frontmatter_invalid"),
        ("---\ntitle: T\ntype: blog\n---\nx\n", "frontmatter_invalid"),
        ("---\n- a list\n---\nx\n", "frontmatter_invalid"),
        ("## Contradictions\n- a\n## Contradictions\n- b\n", "contradictions_malformed"),
    ],
)
def test_invalid_pages_are_refused_and_nothing_changes(
    root: WikiRoot, text: str, code: str
) -> None:
    # given
    build_clean_wiki(root)
    index, log = root.index.read_bytes(), root.log.read_bytes()
    # when
    with pytest.raises(WikiError) as error:
        memory_write(root=root, name="new-page", text=text)
    # then
    assert error.value.code == code
    assert not (root.wiki / "new-page.md").exists()
    assert (root.index.read_bytes(), root.log.read_bytes()) == (index, log)


def test_contradiction_entries_are_kept_or_extended_never_dropped(root: WikiRoot) -> None:
    ids = build_clean_wiki(root)
    stored = memory_read(root=root, name="acme")["text"]
    entry = f"- Pilot start: 1 December [^{ids['acme']}] vs 15 December [^{ids['sarah']}]"
    # when: the section is replaced by a silent answer
    with pytest.raises(WikiError) as error:
        memory_write(root=root, name="acme", text=stored.replace(entry, "- Starts 15 December"))
    # then
    assert error.value.code == "contradictions_dropped"
    assert memory_read(root=root, name="acme")["text"] == stored
    # when: the entry is extended with its resolution
    extended = stored.replace(entry, entry + " — resolved: 15 December.")
    result = memory_write(root=root, name="acme", text=extended)
    # then
    assert result["changed"] is True
    assert memory_read(root=root, name="acme")["text"] == extended


def test_a_stale_write_is_refused_with_the_current_hash(root: WikiRoot) -> None:
    first = memory_write(root=root, name="note", text="# Note\n\none\n")
    second = memory_write(
        root=root, name="note", text="# Note\n\ntwo\n", expected_hash=first["hash"]
    )
    with pytest.raises(WikiError) as error:
        memory_write(root=root, name="note", text="# Note\n\nthree\n", expected_hash=first["hash"])
    assert error.value.code == "stale_write"
    assert second["hash"] in error.value.message
    assert "two" in memory_read(root=root, name="note")["body"]


def test_query_starts_at_the_index_and_returns_bounded_metadata(root: WikiRoot) -> None:
    ids = build_clean_wiki(root)
    for number in range(60):
        memory_write(
            root=root,
            name=f"pilot/week-{number:02d}",
            text=f"---\ntitle: Pilot week {number}\nsummary: weekly pilot status\n---\nx\n",
        )
    # when
    found = wiki_query(root=root, text="Sarah operations")
    many = wiki_query(root=root, text="pilot", limit=500)
    # then
    # "sarah" in a title counts 3 (not again for the name), "operations" in a summary 1
    assert [(hit["name"], hit["score"]) for hit in found["hits"]] == [
        ("people/sarah-chen", 4),
        (f"sources/{ids['sarah']}", 3),
    ]
    assert found["hits"][0]["tags"] == ["acme", "people"]
    assert many["limit"] == 50 and len(many["hits"]) == 50 and many["matched"] == 61
    assert many["hits"][0]["name"] == "pilot/week-00"  # title matches first, then by name
    assert log_ops(root)[-2:] == ["query", "query"]
    with pytest.raises(WikiError):
        wiki_query(root=root, text="  !! ")


def test_index_is_byte_identical_whatever_the_order_of_writes(
    goat_home: Path,
) -> None:
    pages = {
        f"topic/{n:03d}": f"---\ntitle: Topic {n}\ntags: [t{n % 3}]\n---\nsee [[overview]]\n"
        for n in range(40)
    }
    roots = [WikiRoot(goat_home / "one"), WikiRoot(goat_home / "two")]
    for root, order in zip(roots, [sorted(pages), sorted(pages, reverse=True)], strict=True):
        memory_write(root=root, name="overview", text="---\ntitle: Overview\ntype: overview\n---\n")
        for name in order:
            memory_write(root=root, name=name, text=pages[name])
    one, two = (root.index.read_bytes() for root in roots)
    assert one == two
    assert render_index_for(roots[0]).encode() == one == render_index_for(roots[0]).encode()
    assert one.decode().splitlines()[4] == "41 pages."
    assert "- [[topic/007|Topic 7]] · note · tags: t1 · 0 sources" in one.decode()


def test_raw_sources_are_never_modified_by_any_operation(root: WikiRoot, tmp_path: Path) -> None:
    ids = build_clean_wiki(root)
    snapshot = raw_snapshot(root)
    folder = tmp_path / "notes"
    folder.mkdir()
    (folder / "a.md").write_text("# A\n\nSee [[b]].\n")
    (folder / "b.md").write_text("# B\n")
    operations = [
        lambda: wiki_ingest_source(root=root, data=SARAH_AGAIN),
        lambda: memory_list(root=root),
        lambda: memory_read(root=root, name="acme"),
        lambda: source_read(root=root, source_id=ids["acme"]),
        lambda: memory_write(root=root, name="overview", text="---\ntype: overview\n---\n# O\n"),
        lambda: wiki_query(root=root, text="acme pilot"),
        lambda: wiki_lint(root=root),
        lambda: wiki_import_markdown(root=root, directory=folder),
    ]
    for operation in operations:
        operation()
        now = raw_snapshot(root)
        assert {k: v for k, v in now.items() if k in snapshot} == snapshot
    assert len(raw_snapshot(root)) == len(snapshot) + 2 * 3  # one new source + a.md, b.md


SARAH_AGAIN = "# Sarah Chen\n\nShe moved to the Berlin office.\n"


def test_import_markdown_captures_sources_before_derived_pages(
    root: WikiRoot, tmp_path: Path
) -> None:
    # given
    folder = tmp_path / "markdown"
    (folder / "people").mkdir(parents=True)
    (folder / "people" / "Sarah Chen.md").write_text(
        "---\ntitle: Sarah Chen\n---\nWorks with [[acme]] and [[Unknown Page|someone]].\n"
    )
    (folder / "acme.md").write_text("# Acme\n\nCustomer. [[people/Sarah Chen]]\n")
    (folder / "skip.txt").write_text("not markdown")
    # when
    result = wiki_import_markdown(root=root, directory=folder)
    again = wiki_import_markdown(root=root, directory=folder)
    # then
    assert [s["path"] for s in result["sources"]] == ["acme.md", "people/Sarah Chen.md"]
    assert [p["name"] for p in result["pages"]] == ["acme", "people/sarah-chen"]
    assert result["refused"] == [] and again["pages"] == []
    sarah = memory_read(root=root, name="people/sarah-chen")
    assert sarah["title"] == "Sarah Chen"
    assert sarah["links"] == ["acme"]
    assert "and someone." in sarah["body"]
    assert sarah["sources"] == [result["sources"][1]["id"]]
    assert memory_read(root=root, name="acme")["links"] == ["people/sarah-chen"]
    ops = log_ops(root)
    assert ops[:2] == ["ingest", "ingest"] and ops[2:4] == ["import", "import"]
    assert wiki_lint(root=root)["issues"] == []


def test_query_scores_whole_words_by_where_they_stand_on_the_index_line() -> None:
    from llmwiki.wiki.service import score_index

    index = formats.render_index(
        [
            ("pilot/plan", formats.PageMeta(title="Pilot plan")),  # name and title: 3
            ("pilot/notes", formats.PageMeta(title="Notes")),  # name only: 2
            ("copilot", formats.PageMeta(title="Copilot", summary="copilots, autopilot")),
            ("misc", formats.PageMeta(title="Misc", summary="The pilot, again")),  # summary: 1
        ]
    ).lower()
    assert score_index(index, frozenset({"pilot"})) == {
        "pilot/plan": 3,
        "pilot/notes": 2,
        "misc": 1,
    }
    assert score_index(index, frozenset({"pilot", "plan"})) == {
        "pilot/plan": 6,
        "pilot/notes": 2,
        "misc": 1,
    }


def test_without_a_model_ingest_writes_a_deterministic_source_summary(goat_home: Path) -> None:
    text = "# Kickoff\n\nAcme [signed] the `pilot`.\n\n## Next steps\n\n- contract\n"
    pages = []
    for folder in ("one", "two"):
        root = WikiRoot(goat_home / folder)
        result = wiki_ingest_source(root=root, data=text)
        name = f"sources/{result['id']}"
        assert result["pages"] == [name]
        pages.append((root.wiki / f"{name}.md").read_bytes())
        assert wiki_lint(root=root)["issues"] == []
    assert pages[0] == pages[1]
    source_id = formats.source_id_for(text.encode())
    assert pages[0].decode() == (
        '---\ntitle: "Kickoff"\ntype: "source-summary"\n'
        f'summary: "Summary of the captured source {source_id}."\ntags: []\n'
        f'sources: ["{source_id}"]\n---\n\n# Kickoff\n\n'
        f"Captured source: {len(text)} bytes, 7 lines. [^{source_id}]\n\n"
        "## Headings\n\n- Kickoff\n- Next steps\n\n"
        f"## Opening\n\n> Acme (signed) the 'pilot'. [^{source_id}]\n"
    )
