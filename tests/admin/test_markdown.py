"""brain.markdown: untrusted markdown in, HTML that is safe to mark safe out."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest

from brain.markdown import render_markdown


class Elements(HTMLParser):
    """Every start tag with its attributes, and the text inside <script> elements."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))


def elements(html: str) -> list[tuple[str, dict[str, str | None]]]:
    parser = Elements()
    parser.feed(html)
    parser.close()
    return parser.tags


def assert_inert(html: str) -> None:
    """No script or style element, no event handler, no javascript:/data: URL anywhere."""
    assert "<script" not in html.lower()
    for tag, attrs in elements(html):
        assert tag not in ("script", "style", "iframe", "object", "embed", "svg", "math")
        for name, value in attrs.items():
            assert not name.startswith("on"), (tag, name)
            assert name != "style", (tag, value)  # no inline style: the UI's CSP forbids it
            if name in ("href", "src"):
                assert value is not None
                lowered = value.strip().lower()
                assert not lowered.startswith(("javascript:", "vbscript:", "data:")), value


PAYLOADS = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    '<a href="javascript:alert(1)">x</a>',
    "[click](javascript:alert(1))",
    "[click](JaVaScRiPt:alert(1))",
    "[click](java\tscript:alert(1))",
    "[click](<javascript:alert(1)>)",
    "![img](javascript:alert(1))",
    "![img](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "[x](data:text/html,<script>alert(1)</script>)",
    "<javascript:alert(1)>",
    "[[page:x|<script>alert(1)</script>]]",
    "[[page:x|<img src=x onerror=alert(1)>]]",
    '[[evidence:ev-1|"><script>alert(1)</script>]]',
    "[[source:web:javascript:alert(1)|run]]",
    '[[source:web:https://example.com/"onmouseover=alert(1)|x]]',
    "<svg onload=alert(1)>",
    "<iframe src=javascript:alert(1)></iframe>",
    "<style>body{display:none}</style>",
    "| a |\n|---|\n| <script>alert(1)</script> |",
    "```\n<script>alert(1)</script>\n```",
    "`<script>alert(1)</script>`",
    "<!-- <script>alert(1)</script> -->",
    '[a](http://x.test "title\\" onmouseover=alert(1)")',
]


@pytest.mark.parametrize("payload", PAYLOADS)
def test_xss_payloads_render_inert(payload: str) -> None:
    html = render_markdown(f"# Title\n\n{payload}\n")

    assert_inert(html)


@pytest.mark.parametrize("payload", PAYLOADS)
def test_xss_payloads_render_inert_with_a_resolver_that_links_everything(payload: str) -> None:
    html = render_markdown(payload, link_resolver=lambda kind, target: f"/admin/{kind}/{target}/")

    assert_inert(html)


def test_a_hostile_resolver_url_is_dropped() -> None:
    html = render_markdown(
        "[[page:acme|Acme]]", link_resolver=lambda kind, target: "javascript:alert(1)"
    )

    assert_inert(html)
    assert "href" not in html
    assert "><bdi>Acme</bdi></a>" in html


def test_link_labels_are_text_never_markup() -> None:
    html = render_markdown("[[page:x|<script>alert(1)</script>]]", link_resolver=lambda k, t: "/x/")

    assert html == (
        '<p><a class="brain-link brain-link-page" href="/x/" title="page:x" '
        'rel="noopener noreferrer nofollow">'
        "<bdi>&lt;script&gt;alert(1)&lt;/script&gt;</bdi></a></p>\n"
    )


def test_typed_links_use_the_resolver_and_fall_back_to_spans() -> None:
    urls = {("page", "acme-corp"): "/admin/brain/braindocument/7/change/"}
    html = render_markdown(
        "At [[page:acme-corp|Acme]], see [[evidence:ev-1]] and [[page:gone]].",
        link_resolver=lambda kind, target: urls.get((kind, target)),
    )

    assert html == (
        '<p>At <a class="brain-link brain-link-page" href="/admin/brain/braindocument/7/change/" '
        'title="page:acme-corp" rel="noopener noreferrer nofollow"><bdi>Acme</bdi></a>, see '
        '<span class="brain-link brain-link-evidence" title="evidence:ev-1">'
        "<bdi>ev-1</bdi></span> and "
        '<span class="brain-link brain-link-page" title="page:gone"><bdi>gone</bdi></span>.</p>\n'
    )


def test_source_links_go_to_the_resolver_registry_url_by_default() -> None:
    html = render_markdown("[[source:github:acme/api#42|PR]] and [[source:jamie:meeting:1|call]]")

    assert (
        '<a class="brain-link brain-link-source" href="https://github.com/acme/api/issues/42"'
        in html
    )
    assert (
        '<span class="brain-link brain-link-source" title="source:jamie:meeting:1">'
        "<bdi>call</bdi></span>" in html
    )


def test_links_inside_code_stay_code() -> None:
    html = render_markdown("`[[page:acme]]`\n\n```\n[[page:acme]]\n```\n")

    assert html == "<p><code>[[page:acme]]</code></p>\n<pre><code>[[page:acme]]\n</code></pre>\n"


def test_malformed_typed_links_stay_text() -> None:
    assert render_markdown("[[people:acme]] [[page:]]") == "<p>[[people:acme]] [[page:]]</p>\n"


def test_tables_relative_and_mailto_links_survive() -> None:
    html = render_markdown(
        "| a | b | c |\n|--:|:-:|---|\n| 1 | 2 | 3 |\n\n[rel](/brain/x) [mail](mailto:a@b.test) "
        "[web](https://example.com)"
    )

    assert '<th class="align-right">a</th>' in html
    assert '<td class="align-center">2</td>' in html
    assert "<td>3</td>" in html
    assert "style=" not in html
    assert '<a href="/brain/x" rel="noopener noreferrer nofollow">rel</a>' in html
    assert '<a href="mailto:a@b.test" rel="noopener noreferrer nofollow">mail</a>' in html
    assert '<a href="https://example.com" rel="noopener noreferrer nofollow">web</a>' in html


def test_empty_text_renders_nothing() -> None:
    assert render_markdown("") == ""


@pytest.mark.django_db
def test_the_markdownx_preview_endpoint_uses_the_safe_renderer(client, django_user_model) -> None:
    staff = django_user_model.objects.create_user("curator", is_staff=True)
    client.force_login(staff)
    response = client.post(
        "/markdownx/markdownify/",
        {"content": "# Hi\n\n<script>alert(1)</script> [x](javascript:alert(1))"},
    )

    assert response.status_code == 200
    html = response.content.decode()
    assert_inert(html)
    assert html.startswith('<h1 id="h-hi">Hi</h1>')


@pytest.mark.django_db
def test_the_preview_endpoint_is_for_staff_and_there_is_no_upload_endpoint(client) -> None:
    # given an anonymous visitor
    preview = client.post("/markdownx/markdownify/", {"content": "# Hi"})
    upload = client.post("/markdownx/upload/", {})
    # then the preview sends them to log in, and uploads do not exist at all
    assert preview.status_code == 302
    assert "/admin/login/" in preview["Location"]
    assert upload.status_code == 404


def test_link_labels_are_isolated_so_right_to_left_names_keep_their_order() -> None:
    text = "Met with [[page:a|محمد العلي]], [[page:b|فاطمة الزهراء]], [[page:c|נועה לוי]], Maya."

    html = render_markdown(
        text, link_resolver=lambda kind, target: None if target == "c" else f"/{target}/"
    )

    assert html == (
        '<p>Met with <a class="brain-link brain-link-page" href="/a/" title="page:a" '
        'rel="noopener noreferrer nofollow"><bdi>محمد العلي</bdi></a>, '
        '<a class="brain-link brain-link-page" href="/b/" title="page:b" '
        'rel="noopener noreferrer nofollow"><bdi>فاطمة الزهراء</bdi></a>, '
        '<span class="brain-link brain-link-page" title="page:c"><bdi>נועה לוי</bdi></span>, '
        "Maya.</p>\n"
    )


@pytest.mark.parametrize(
    "control", ["\u202e", "\u202d", "\u202a", "\u202b", "\u2066", "\u2067", "\u2068"]
)
def test_an_unclosed_bidi_override_or_embedding_cannot_turn_what_follows(control: str) -> None:
    text = (
        f"Name {control}evil [[page:a|A{control}b]] `co{control}de` and the rest.\n\n> q{control}\n"
    )

    html = render_markdown(text, link_resolver=lambda kind, target: None)

    assert not any("\u202a" <= char <= "\u202e" or "\u2066" <= char <= "\u2069" for char in html)
    assert "Name evil" in html and "<bdi>Ab</bdi>" in html and "<code>code</code>" in html


def test_html_comments_are_not_shown() -> None:
    # a comment alone on its lines, over several lines, in a list item, inside a paragraph
    assert render_markdown("<!-- comment only -->\n") == ""
    assert render_markdown("Before.\n<!-- a\n[[page:x|hidden]]\n-->\nAfter.\n") == (
        "<p>Before.</p>\n<p>After.</p>\n"
    )
    assert render_markdown("- one <!-- note -->\n-   <!-- x -->\n") == (
        "<ul>\n<li>one </li>\n<li></li>\n</ul>\n"
    )
    assert render_markdown("a <!-- b --> c <!--> d <!---> e") == "<p>a  c  d  e</p>\n"
    # what follows a comment on its last line is text; an unclosed comment and other raw HTML
    # are shown as text, as before
    assert render_markdown("<!-- x --> *after*\n") == "<p><em>after</em></p>\n"
    assert render_markdown("a <!-- never closed\n") == "<p>a &lt;!-- never closed</p>\n"
    assert render_markdown("<div>hi</div> <!-- c -->\n") == "<p>&lt;div&gt;hi&lt;/div&gt; </p>\n"
    # in code, a comment is code
    assert render_markdown("`<!-- c -->`\n\n    <!-- c -->\n") == (
        "<p><code>&lt;!-- c --&gt;</code></p>\n<pre><code>&lt;!-- c --&gt;\n</code></pre>\n"
    )


def test_an_unclosed_comment_block_hides_the_rest_of_its_container() -> None:
    assert render_markdown("> <!-- open\n> quoted\n\nAfter.\n") == (
        "<blockquote></blockquote>\n<p>After.</p>\n"
    )
