"""The shared safe renderer's untyped wikilinks and relative links (brain/markdown.py), as the
memory browser uses them."""

from __future__ import annotations

from brain.markdown import render_markdown

KNOWN = {"acme", "people/sarah-chen"}


def wiki(name: str) -> str | None:
    return f"/memory/doc/?page={name}" if name in KNOWN else None


def relative(href: str) -> str | None:
    if not href.split("#")[0].endswith(".md"):
        return None
    return "/memory/doc/?page=acme" if href.startswith(("acme.md", "./acme.md")) else ""


def test_untyped_wikilinks_stay_text_without_a_resolver() -> None:
    assert render_markdown("See [[acme]].") == "<p>See [[acme]].</p>\n"


def test_known_wikilinks_link_and_unknown_ones_are_plain_text() -> None:
    html = render_markdown(
        "[[acme]], [[people/sarah-chen|Sarah]] and [[nowhere|Gone]]", wikilink_resolver=wiki
    )
    assert '<a class="wiki-link" href="/memory/doc/?page=acme" title="acme"' in html
    assert "><bdi>Sarah</bdi></a>" in html
    assert '<span class="wiki-link-unknown"><bdi>Gone</bdi></span>' in html


def test_typed_brain_links_keep_working_beside_untyped_ones() -> None:
    html = render_markdown(
        "[[page:acme-corp|Acme]] [[acme]]",
        link_resolver=lambda kind, target: f"/brain/team/doc/{target}/",
        wikilink_resolver=wiki,
    )
    assert 'class="brain-link brain-link-page" href="/brain/team/doc/acme-corp/"' in html
    assert 'class="wiki-link"' in html


def test_labels_and_targets_are_text_never_markup() -> None:
    html = render_markdown(
        '[[acme|<img src=x onerror="alert(1)">]] [[<script>alert(2)</script>]]',
        wikilink_resolver=wiki,
    )
    assert "<img" not in html and "<script" not in html
    assert "&lt;img src=x onerror=" in html and "&lt;script&gt;" in html


def test_code_keeps_its_brackets() -> None:
    html = render_markdown("`[[acme]]`\n\n```\n[[acme]]\n```", wikilink_resolver=wiki)
    assert "wiki-link" not in html and html.count("[[acme]]") == 2


def test_relative_markdown_links_point_at_the_popup_or_go_inert() -> None:
    html = render_markdown(
        "[a](acme.md) [b](./acme.md#top) [c](missing.md) "
        "[d](https://example.org/x.md) [e](pic.png)",
        relative_link_resolver=relative,
    )
    assert html.count('href="/memory/doc/?page=acme" class="wiki-link"') == 2
    assert '<a class="wiki-link-unknown" rel="noopener noreferrer nofollow">c</a>' in html
    assert 'href="https://example.org/x.md"' in html and 'href="pic.png"' in html
