"""Rendered markdown never runs script: a corpus of XSS payloads, each written through the write
path into a document (its compiled truth, or a timeline entry) and rendered by the document
view; the page's HTML is parsed and every element, attribute and URL checked.

The page around the document has a known, small set of scripts, styles and forms (checked
exactly); everything else must be inert: no script-capable element, no event attribute, no
style attribute, and every URL-valued attribute http(s), mailto or relative.
"""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser

import pytest

from brain.toolkit.timeline import timeline_entry_id
from tests.store.factories import page, write
from tests.ui.conftest import UiCast, client_for

pytestmark = pytest.mark.django_db

# (name, markdown). "{T}" in a payload marks one that goes into a timeline entry instead.
PAYLOADS: list[tuple[str, str]] = [
    # javascript: links in every case, with whitespace and entity encoding
    ("js-lower", "[x](javascript:alert(1))"),
    ("js-mixed", "[x](JaVaScRiPt:alert(1))"),
    ("js-upper", "[x](JAVASCRIPT:alert(1))"),
    ("js-angle", "[x](<javascript:alert(1)>)"),
    ("js-entity-hex", "[x](jav&#x61;script:alert(1))"),
    ("js-entity-dec", "[x](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;:alert(1))"),
    ("js-entity-colon", "[x](javascript&colon;alert(1))"),
    ("js-entity-tab", "[x](java&#x09;script:alert(1))"),
    ("js-entity-newline", "[x](java&NewLine;script:alert(1))"),
    ("js-percent", "[x](%6Aavascript:alert(1))"),
    ("js-autolink", "<javascript:alert(1)>"),
    ("js-image", "![x](javascript:alert(1))"),
    # data: and vbscript:
    ("data-html", "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"),
    ("data-upper", "[x](DATA:text/html,%3Cscript%3Ealert(1)%3C/script%3E)"),
    ("data-entity", "[x](&#100;ata:text/html,x)"),
    ("data-image-svg", "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)"),
    ("vbscript-lower", "[x](vbscript:msgbox(1))"),
    ("vbscript-mixed", "[x](VbScRiPt:msgbox(1))"),
    ("vbscript-entity", "[x](vbscr&#105;pt:msgbox(1))"),
    ("vbscript-autolink", "<vbscript:msgbox(1)>"),
    # reference-style links
    ("ref-js", "[x][r]\n\n[r]: javascript:alert(1)"),
    ("ref-js-entity", "[x][r]\n\n[r]: jav&#x09;ascript:alert(1)"),
    ("ref-data", "[x][r]\n\n[r]: data:text/html,x"),
    ("ref-vbscript", "[x][r]\n\n[r]: VBSCRIPT:msgbox(1)"),
    ("ref-image-js", "![x][r]\n\n[r]: javascript:alert(1)"),
    ("ref-title-breakout", '[x][r]\n\n[r]: https://example.com "a\\" onmouseover=\\"alert(1)"'),
    # raw HTML and event attributes
    ("raw-script", "<script>alert(1)</script>"),
    ("raw-img-onerror", "<img src=x onerror=alert(1)>"),
    ("raw-a-js", '<a href="javascript:alert(1)">x</a>'),
    ("raw-a-entity", '<a href="&#x6A;avascript:alert(1)">x</a>'),
    ("raw-iframe", '<iframe src="javascript:alert(1)"></iframe>'),
    ("raw-details-ontoggle", "<details open ontoggle=alert(1)>x</details>"),
    ("raw-body-onload", "<body onload=alert(1)>"),
    ("raw-style", "<style>@import 'https://evil.example/x.css';</style>"),
    ("raw-style-attr", '<div style="background:url(javascript:alert(1))">x</div>'),
    ("raw-form", '<form action="javascript:alert(1)"><button>x</button></form>'),
    ("raw-object", '<object data="javascript:alert(1)"></object>'),
    ("raw-embed", '<embed src="javascript:alert(1)">'),
    ("raw-meta-refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'),
    ("raw-base", '<base href="javascript:alert(1)//">'),
    ("raw-inline-in-paragraph", "text <img src=x onerror=alert(1)> more"),
    ("link-title-attr", '[x](https://example.com "t\\" onmouseover=\\"alert(1)")'),
    # SVG and MathML
    ("svg-onload", "<svg onload=alert(1)>"),
    ("svg-script", "<svg><script>alert(1)</script></svg>"),
    ("svg-a-xlink", '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'),
    ("math-mutation", "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>"),
    # typed links: labels are text, targets never become script URLs
    ("typed-label-img", "[[page:acme-corp|<img src=x onerror=alert(1)>]]"),
    ("typed-label-script", '[[page:acme-corp|"><script>alert(1)</script>]]'),
    ("typed-label-quote", "[[evidence:ev-jamie-meeting-123-9f2c1a7b|' onmouseover='alert(1)]]"),
    ("typed-source-js", "[[source:javascript:alert(1)|x]]"),
    ("typed-source-web-js", "[[source:web:javascript:alert(1)|x]]"),
    ("typed-source-github-quote", '[[source:github:a/b"onmouseover="alert(1)|x]]'),
    # timeline entries render through the same renderer
    ("timeline-js", "{T}[x](javascript:alert(1))"),
    ("timeline-raw", "{T}<img src=x onerror=alert(1)>"),
    ("timeline-typed-label", "{T}[[page:acme-corp|<svg onload=alert(1)>]]"),
]

ALLOWED_SCHEMES = {"http", "https", "mailto"}
URL_ATTRIBUTES = {
    "href",
    "src",
    "action",
    "formaction",
    "data",
    "xlink:href",
    "background",
    "poster",
    "srcset",
    "cite",
}
# The page's own script, stylesheet and forms, around the rendered document.
PAGE_SCRIPTS = ["/static/ui/ui.js", "/static/ui/live.js"]
PAGE_STYLESHEETS = ["/static/ui/ui.css"]
SCRIPT_CAPABLE = {
    "script",
    "iframe",
    "frame",
    "frameset",
    "object",
    "embed",
    "applet",
    "svg",
    "math",
    "style",
    "base",
    "template",
    "noscript",
}
_SCHEME = re.compile(r"^([a-z][a-z0-9+.\-]*):")
# Browsers ignore ASCII tab and newline anywhere in a URL and strip leading C0 controls/space.
_IGNORED = re.compile(r"[\x00-\x20]")


class Page(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, list[tuple[str, str | None]]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, attrs))

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, attrs))


def url_scheme(value: str) -> str | None:
    cleaned = _IGNORED.sub("", html.unescape(value)).lower()
    match = _SCHEME.match(cleaned)
    return match.group(1) if match else None


def script_capable_output(markup: str) -> list[str]:
    """Everything in `markup` that could run script, as readable findings (empty: none)."""
    parser = Page()
    parser.feed(markup)
    parser.close()
    findings = []
    scripts, stylesheets = [], []
    for tag, attrs in parser.tags:
        values = dict(attrs)
        if tag == "script":
            scripts.append(values.get("src"))
        elif tag in SCRIPT_CAPABLE:
            findings.append(f"<{tag}> element")
        if tag == "link" and values.get("rel") == "stylesheet":
            stylesheets.append(values.get("href"))
        if tag == "meta" and set(values) - {"charset", "name", "content"}:
            findings.append(f"<meta {sorted(values)}>")
        if (
            tag == "form"
            and values.get("action") not in ("/brain/logout/", None)
            and not (values.get("action") or "").startswith("/brain/")
        ):
            findings.append(f"<form action={values.get('action')!r}>")
        for name, value in attrs:
            if name.startswith("on"):
                findings.append(f"<{tag} {name}=…> event attribute")
            if name == "style":
                findings.append(f"<{tag} style={value!r}>")
            if name in URL_ATTRIBUTES and value is not None:
                scheme = url_scheme(value)
                if scheme is not None and scheme not in ALLOWED_SCHEMES:
                    findings.append(f"<{tag} {name}={value!r}> ({scheme}: URL)")
    if scripts != PAGE_SCRIPTS:
        findings.append(f"scripts {scripts}")
    if stylesheets != PAGE_STYLESHEETS:
        findings.append(f"stylesheets {stylesheets}")
    return findings


def test_the_corpus_is_big_enough() -> None:
    names = [name for name, _ in PAYLOADS]
    assert len(PAYLOADS) >= 30
    assert len(set(names)) == len(names)


def test_the_checker_finds_script_capable_markup() -> None:
    # The check itself is tested on markup that is not safe, so a pass means something.
    page_frame = (
        '<script src="/static/ui/ui.js"></script><script src="/static/ui/live.js"></script>'
        '<link rel="stylesheet" href="/static/ui/ui.css">'
    )
    unsafe = [
        '<a href="javascript:alert(1)">x</a>',
        '<a href="  JaVa&#x09;Script:alert(1)">x</a>',
        '<img src="data:image/svg+xml,x">',
        '<a href="vbscript:x">x</a>',
        "<img src=x onerror=alert(1)>",
        "<svg></svg>",
        "<script>alert(1)</script>",
        '<p style="x:y">x</p>',
        '<form action="javascript:x"></form>',
    ]
    for markup in unsafe:
        assert script_capable_output(page_frame + markup), markup
    assert script_capable_output(page_frame + '<a href="https://example.com/">x</a>') == []


def _document_with(name: str, payload: str) -> tuple[str, str]:
    brain_id = f"xss-{name}"
    if payload.startswith("{T}"):
        text = payload[3:]
        stamp = "2026-12-01T10:00:00Z"
        entry = timeline_entry_id(brain_id, stamp, "jamie:meeting:123", text)
        line = f"- **{stamp}** | {entry} | jamie:meeting:123 | {text}"
        body = f"# XSS\n\nA page.\n\n## Timeline\n\n{line}\n"
    else:
        body = f"# XSS\n\n{payload}\n"
    return brain_id, body


@pytest.mark.parametrize(("name", "payload"), PAYLOADS, ids=[name for name, _ in PAYLOADS])
def test_rendered_payloads_never_run_script(ui_cast: UiCast, name: str, payload: str) -> None:
    # given a document holding the payload, written through the write path
    brain_id, body = _document_with(name, payload)
    write(ui_cast.team_brain, page(brain_id, title=f"XSS {name}", folder="notes", body=body))

    # when the document view renders it
    response = client_for(ui_cast.member).get(f"/brain/team/doc/{brain_id}/")

    # then nothing in the page can run script, and the payload did reach the page
    assert response.status_code == 200
    markup = response.content.decode()
    assert script_capable_output(markup) == []
    rendered = response.context["page"]
    if payload.startswith("{T}"):
        assert len(rendered.timeline) == 1
        assert rendered.timeline[0].text_html.strip()
    else:
        assert rendered.body_html.replace('<h1 id="h-xss">XSS</h1>', "").strip()


def test_a_hostile_title_and_alias_stay_text_in_the_tree_header_and_panels(
    ui_cast: UiCast,
) -> None:
    # given a page whose title and alias are markup, linked from another page
    hostile = '"><img src=x onerror=alert(1)><script>alert(1)</script>'
    write(
        ui_cast.team_brain,
        page("hostile", title=hostile, aliases=[f"<svg onload=alert(1)>{hostile}"], folder="notes"),
    )
    write(
        ui_cast.team_brain,
        page("linker", title="Linker", folder="notes", body="# Linker\n\n[[page:hostile]]\n"),
    )
    client = client_for(ui_cast.member)

    # when the pages that show titles render
    pages = [
        client.get("/brain/team/"),  # tree and recently changed
        client.get("/brain/team/doc/hostile/"),  # header, aliases, tree
        client.get("/brain/team/doc/linker/"),  # the page-links panel
        client.get("/brain/team/search/?q=linker"),
    ]

    # then the title is shown as text everywhere, and nothing can run script
    for response in pages:
        assert response.status_code == 200
        assert script_capable_output(response.content.decode()) == []
    shown = html.escape(hostile)  # what Django's escaping writes (quotes too)
    assert shown in pages[0].content.decode()
    assert shown in pages[1].content.decode() and shown in pages[2].content.decode()


def test_markup_in_a_hits_snippet_is_shown_as_text_and_only_the_marks_become_elements(
    ui_cast: UiCast,
) -> None:
    # given a page whose matching passage holds a script and an image with an onerror handler
    write(
        ui_cast.team_brain,
        page(
            "hostile-notes",
            title="Hostile notes",
            folder="notes",
            body=(
                "# Hostile notes\n\nThe zebrafish <script>alert(1)</script> and "
                '<img src=x onerror=alert(2)> zebrafish "quoted" & done.\n'
            ),
        ),
    )

    # when the search finds it
    response = client_for(ui_cast.member).get("/brain/team/search/?q=zebrafish")
    markup = response.content.decode()

    # then its snippet shows the markup as text, nothing can run script, and the only
    # elements the snippet makes are the marks around the matched word
    assert response.status_code == 200
    assert script_capable_output(markup) == []
    snippet = re.search(r'<p class="snippet">(.*?)</p>', markup, re.S)
    assert snippet is not None
    assert snippet.group(1) == (
        "The <mark>zebrafish</mark> &lt;script&gt;alert(1)&lt;/script&gt; and "
        "&lt;img src=x onerror=alert(2)&gt; <mark>zebrafish</mark> &quot;quoted&quot; &amp; done."
    )
