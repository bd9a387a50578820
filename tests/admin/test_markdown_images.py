"""brain.markdown: an image in a document never makes a reader's browser ask another host for
anything. Images of this site, data: raster images and https images from the allowed hosts
(GOAT_IMAGE_HOSTS) stay images; every other image becomes a link naming its host."""

from __future__ import annotations

import pytest
from django.test import override_settings

from brain.markdown import clean_html, image_source_host, markdownify, render_markdown

REL = 'rel="noopener noreferrer nofollow"'


def remote(href: str, label: str) -> str:
    return f'<p><a class="remote-image" href="{href}" {REL}>{label}</a></p>\n'


# (markdown, the rendered HTML): every way of writing an image on another host.
REMOTE_FORMS = [
    (
        "![x](https://tracker.example/p.gif)",
        remote("https://tracker.example/p.gif", "image: x (tracker.example)"),
    ),
    (
        '![x](https://tracker.example/p.gif "a title")',
        remote("https://tracker.example/p.gif", "image: x (tracker.example)"),
    ),
    (
        "![x](http://tracker.example/p.gif)",
        remote("http://tracker.example/p.gif", "image: x (tracker.example)"),
    ),
    (
        "![x](HTTPS://TRACKER.example/p.gif)",
        remote("HTTPS://TRACKER.example/p.gif", "image: x (tracker.example)"),
    ),
    (
        "![x](HtTp://tracker.example/p.gif)",
        remote("HtTp://tracker.example/p.gif", "image: x (tracker.example)"),
    ),
    (
        "![x](//tracker.example/p.gif)",
        remote("//tracker.example/p.gif", "image: x (tracker.example)"),
    ),
    (
        "![x](<//tracker.example/p.gif>)",
        remote("//tracker.example/p.gif", "image: x (tracker.example)"),
    ),
    (
        "![x]( https://tracker.example/p.gif )",
        remote("https://tracker.example/p.gif", "image: x (tracker.example)"),
    ),
    (
        "![x](&#104;ttps://tracker.example/p.gif)",
        remote("https://tracker.example/p.gif", "image: x (tracker.example)"),
    ),
    (
        "![x](https&#58;//tracker.example/p.gif)",
        remote("https://tracker.example/p.gif", "image: x (tracker.example)"),
    ),
    (
        "![x](https://tracker.example:8080/p.gif)",
        remote("https://tracker.example:8080/p.gif", "image: x (tracker.example:8080)"),
    ),
    (
        "![x](https://user:pw@tracker.example/p.gif)",
        remote("https://user:pw@tracker.example/p.gif", "image: x (tracker.example)"),
    ),
    # the look-alike Cyrillic "а" is named in its punycode form
    (
        "![x](https://аpple.com/p.gif)",
        remote("https://xn--pple-43d.com/p.gif", "image: x (xn--pple-43d.com)"),
    ),
    (
        "![](https://tracker.example/p.gif)",
        remote("https://tracker.example/p.gif", "image (tracker.example)"),
    ),
    (
        "![*a* `b` ![c](d.png)](https://tracker.example/p.gif)",
        remote("https://tracker.example/p.gif", "image: a b c (tracker.example)"),
    ),
    (
        '![<b>"x"</b>](https://tracker.example/p.gif)',
        remote("https://tracker.example/p.gif", 'image: &lt;b&gt;"x"&lt;/b&gt; (tracker.example)'),
    ),
    # reference style, full, collapsed and shortcut
    (
        "![x][r]\n\n[r]: https://tracker.example/p.gif",
        remote("https://tracker.example/p.gif", "image: x (tracker.example)"),
    ),
    (
        "![x][]\n\n[x]: //tracker.example/p.gif",
        remote("//tracker.example/p.gif", "image: x (tracker.example)"),
    ),
    (
        '![x]\n\n[x]: HTTP://tracker.example/p.gif "t"',
        remote("HTTP://tracker.example/p.gif", "image: x (tracker.example)"),
    ),
    # a scheme that is no web address at all is named as such, and its link is dropped
    (
        "![x](ftp://tracker.example/p.gif)",
        f'<p><a class="remote-image" {REL}>image: x (tracker.example)</a></p>\n',
    ),
    ("![x](gopher:p.gif)", f'<p><a class="remote-image" {REL}>image: x (another site)</a></p>\n'),
]


@pytest.mark.parametrize(("markdown", "expected"), REMOTE_FORMS, ids=[m for m, _ in REMOTE_FORMS])
def test_an_image_on_another_host_is_a_link_naming_the_host(markdown: str, expected: str) -> None:
    html = render_markdown(markdown, image_hosts=())

    assert html == expected
    assert "<img" not in html


@pytest.mark.parametrize(
    "markdown",
    [
        "<img src=https://tracker.example/p.gif>",
        '<img srcset="https://tracker.example/p.gif 2x">',
        '<picture><source srcset="https://tracker.example/p.gif"></picture>',
        '<svg><image href="https://tracker.example/p.gif"/></svg>',
        '<p style="background:url(https://tracker.example/p.gif)">x</p>',
        '<video poster="https://tracker.example/p.gif"></video>',
        '<link rel="stylesheet" href="https://tracker.example/x.css">',
    ],
)
def test_raw_html_that_would_load_from_another_host_stays_text(markdown: str) -> None:
    # raw HTML is off in the markdown: the tag is shown as text, whatever it is
    html = render_markdown(markdown, image_hosts=())

    assert html.startswith("<p>&lt;")
    assert "<img" not in html and "<svg" not in html and "<source" not in html


def test_an_image_inside_a_link_is_text_naming_the_host() -> None:
    html = render_markdown("[![x](https://tracker.example/p.gif)](https://example.com/)")

    assert html == (
        f'<p><a href="https://example.com/" {REL}>'
        '<span class="remote-image">image: x (tracker.example)</span></a></p>\n'
    )


@pytest.mark.parametrize(
    ("markdown", "src"),
    [
        ("![x](/static/ui/logo.png)", "/static/ui/logo.png"),
        ("![x](pic.png)", "pic.png"),
        ("![x](./pics/pic.png)", "./pics/pic.png"),
        ("![x](../pic.png?v=1#top)", "../pic.png?v=1#top"),
        ("![x](?v=2)", "?v=2"),
        # a backslash written in markdown is percent-encoded: a path on this site
        ("![x](/\\tracker.example/p.gif)", "/%5Ctracker.example/p.gif"),
        ("![x](data:image/png;base64,iVBORw0KGgo=)", "data:image/png;base64,iVBORw0KGgo="),
        ("![x](DATA:image/gif;base64,R0lGOD==)", "DATA:image/gif;base64,R0lGOD=="),
        ("![x][r]\n\n[r]: /media/p.png", "/media/p.png"),
    ],
)
def test_images_of_this_site_and_data_images_stay_images(markdown: str, src: str) -> None:
    assert render_markdown(markdown, image_hosts=()) == f'<p><img src="{src}" alt="x"></p>\n'


HOSTS = ("cdn.example.com", "images.example.org:8443")


@pytest.mark.parametrize(
    "src",
    [
        "https://cdn.example.com/a.png",
        "HTTPS://CDN.Example.com/a.png",
        "https://cdn.example.com:443/a.png",
        "https://images.example.org:8443/b.png",
    ],
)
def test_https_images_from_an_allowed_host_stay_images(src: str) -> None:
    assert render_markdown(f"![x]({src})", image_hosts=HOSTS) == (
        f'<p><img src="{src}" alt="x"></p>\n'
    )


@pytest.mark.parametrize(
    ("src", "host"),
    [
        ("http://cdn.example.com/a.png", "cdn.example.com"),  # https only
        ("//cdn.example.com/a.png", "cdn.example.com"),  # http on an http page
        ("https://cdn.example.com:8443/a.png", "cdn.example.com:8443"),  # another port
        ("https://images.example.org/b.png", "images.example.org"),  # not its port
        ("https://evil.cdn.example.com/a.png", "evil.cdn.example.com"),  # no subdomains
        ("https://cdn.example.com.evil.example/a.png", "cdn.example.com.evil.example"),
        ("https://cdn.example.com@evil.example/a.png", "evil.example"),
        ("https://cdn.example.com%2Eevil.example/a.png", "cdn.example.com.evil.example"),
        ("https://cdn.example.com./a.png", "cdn.example.com."),
    ],
)
def test_only_https_from_exactly_an_allowed_host_stays_an_image(src: str, host: str) -> None:
    html = render_markdown(f"![x]({src})", image_hosts=HOSTS)

    assert "<img" not in html
    assert f"image: x ({host})</a>" in html


def test_the_default_hosts_are_the_setting() -> None:
    markdown = "![x](https://cdn.example.com/a.png)"

    with override_settings(GOAT_IMAGE_HOSTS=("cdn.example.com",)):
        allowed = render_markdown(markdown)
        preview = markdownify(markdown)
    with override_settings(GOAT_IMAGE_HOSTS=()):
        refused = render_markdown(markdown)

    assert allowed == preview == '<p><img src="https://cdn.example.com/a.png" alt="x"></p>\n'
    assert refused == remote("https://cdn.example.com/a.png", "image: x (cdn.example.com)")


@pytest.mark.parametrize(
    ("src", "host"),
    [
        # as a browser reads an attribute: edges trimmed, tabs and newlines gone, \ is /
        ("https://tracker.example/p.gif", "tracker.example"),
        ("  \x00https://tracker.example/p.gif\x1f ", "tracker.example"),
        ("ht\ttp\ns://tracker.example/p.gif", "tracker.example"),
        ("/\\tracker.example/p.gif", "tracker.example"),
        ("\\\\tracker.example/p.gif", "tracker.example"),
        ("/\t/tracker.example/p.gif", "tracker.example"),
        ("///tracker.example/p.gif", "tracker.example"),
        ("https:tracker.example/p.gif", "tracker.example"),
        ("https:\\\\tracker.example/p.gif", "tracker.example"),
        ("HTTPS:///tracker.example/p.gif", "tracker.example"),
        ("https://tracker.example:99999/p.gif", "another site"),
        ("data:text/html,<script>", "another site"),
        ("data:image/svg+xml,<svg>", "another site"),
        ("javascript:alert(1)", "another site"),
        ("/p.gif", None),
        ("p.gif", None),
        ("#p", None),
        ("data:image/webp;base64,UklGR", None),
        ("https://cdn.example.com/a.png", None),
    ],
)
def test_image_source_host_reads_a_url_as_a_browser_does(src: str, host: str | None) -> None:
    assert image_source_host(src, {"cdn.example.com"}) == host


@pytest.mark.parametrize(
    ("fragment", "expected"),
    [
        ('<img src="https://tracker.example/p.gif" alt="x">', '<img alt="x">'),
        ('<img src="  HTTP://tracker.example/p.gif" alt="x">', '<img alt="x">'),
        ('<img src="//tracker.example/p.gif">', "<img>"),
        ('<img src="&#x2F;/tracker.example/p.gif">', "<img>"),
        ('<img src="/\\tracker.example/p.gif">', "<img>"),
        ('<img src="/&#x09;/tracker.example/p.gif">', "<img>"),
        ('<img src="data:image/svg+xml,x">', "<img>"),
        ('<img src="/ok.png" srcset="https://tracker.example/p.gif 2x">', '<img src="/ok.png">'),
        (
            '<img src="/ok.png" style="content:url(https://tracker.example/p.gif)">',
            '<img src="/ok.png">',
        ),
        ('<svg><image href="https://tracker.example/p.gif"/></svg>', ""),
        ('<picture><source srcset="https://tracker.example/p.gif"></picture>', ""),
        ('<p style="background:url(https://tracker.example/p.gif)">x</p>', "<p>x</p>"),
        ('<a href="data:image/png;base64,AA">x</a>', f"<a {REL}>x</a>"),
        (
            '<img src="data:image/png;base64,AA" alt="data: x">',
            '<img src="data:image/png;base64,AA" alt="data: x">',
        ),
        ('<img src="https://cdn.example.com/a.png">', "<img>"),
    ],
)
def test_the_sanitizer_drops_every_image_source_on_another_host(
    fragment: str, expected: str
) -> None:
    # the second fence, for any HTML marked safe: whatever reaches it, no remote image loads
    assert clean_html(fragment, image_hosts=()) == expected


def test_the_sanitizer_keeps_an_allowed_hosts_https_image() -> None:
    fragment = '<img src="https://cdn.example.com/a.png">'

    assert clean_html(fragment, image_hosts={"cdn.example.com"}) == fragment


@pytest.mark.django_db
def test_the_editors_preview_shows_a_remote_image_as_a_link(client, django_user_model) -> None:
    # the live preview (django-markdownx, in the staff UI's editor) goes through the renderer
    client.force_login(django_user_model.objects.create_user("curator", is_staff=True))

    response = client.post(
        "/markdownx/markdownify/",
        {"content": "---\r\nid: x\r\n---\r\n![x](https://tracker.example/p.gif)\r\n"},
    )

    assert response.status_code == 200
    assert response.content.decode() == remote(
        "https://tracker.example/p.gif", "image: x (tracker.example)"
    )
