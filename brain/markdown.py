"""Safe markdown rendering for every server-rendered page (admin, staff UI, memory browser).

`render_markdown` turns untrusted markdown into HTML that is safe to mark as safe:

1. markdown-it-py, CommonMark preset, raw HTML disabled (so `<script>` in the text stays
   text), tables enabled; HTML comments (`<!-- … -->`, a block or inline) are left out, as the
   statement counter reads them (brain.toolkit.claims); markdown-it refuses
   `javascript:`/`vbscript:`/`file:` links and `data:` ones other than png, gif, jpeg and webp
   images.
   A table column's alignment becomes a class (`align-left`, `align-center`, `align-right`)
   instead of a `style` attribute, so pages under a Content-Security-Policy without
   'unsafe-inline' keep it.
2. Typed brain links (`[[page:id|Label]]`, `[[evidence:id|Label]]`,
   `[[source:provider:id|Label]]`) become anchors when a resolver gives a URL, else spans;
   labels are plain text, never markdown or HTML, each isolated in a `<bdi>` (so a run of
   right-to-left names keeps its order and commas). Bidi embeddings, overrides and isolates
   (U+202A-U+202E, U+2066-U+2069) are dropped from the text: one left open would turn the
   direction of everything after it.
   Untyped wikilinks (`[[name]]`, `[[name|label]]`, the LLM Wiki's and a Markdown folder's
   links) are left as text unless the caller passes a `wikilink_resolver`: then a name it
   knows becomes an anchor (class `wiki-link`) and one it does not becomes plain text (a span
   of class `wiki-link-unknown`). A `relative_link_resolver` may likewise point relative
   markdown links (`other.md`, `./x.md`) somewhere, or make them inert.
3. Images never make a reader's browser ask another host for anything: an image is shown
   (`<img>`) only when its address is this site's (a relative or path-absolute URL), a `data:`
   raster image (png, gif, jpeg, webp), or https from an allowed image host. Any other image
   (`https:`, `http:`, protocol-relative `//host/…`, any scheme in any letter case, reference
   style or inline) becomes a link naming its host, `image: <alt> (<host>)` (plain text inside
   another link). `image_source_host` judges an address as a browser reads it: surrounding
   spaces and control characters dropped, tabs and newlines removed, backslashes as slashes.
4. nh3 (ammonia) cleans the result against an explicit allow-list of tags, attributes, classes
   and URL schemes (http, https, mailto and relative URLs; `data:` for an image's `src` only),
   as a second, independent fence: it drops any `<img src>` that step 3 would not show. No
   `srcset`, `style`, `<svg>`, `<picture>` or `<source>` passes it, so nothing else can load.

The allowed image hosts are the `image_hosts` argument; without it, Django's
`settings.GOAT_IMAGE_HOSTS` when Django is configured (docs/configuration.md), else none.
Otherwise Django-free: the caller decides what a link points at through `link_resolver`.
"""

from __future__ import annotations

import contextlib
import html
import re
from collections.abc import Callable, Collection
from functools import lru_cache
from typing import Final
from urllib.parse import unquote, urlsplit

import nh3
from markdown_it import MarkdownIt
from markdown_it.renderer import RendererHTML
from markdown_it.rules_block import StateBlock
from markdown_it.rules_core import StateCore
from markdown_it.rules_inline import StateInline
from markdown_it.token import Token
from markdown_it.utils import EnvType, OptionsDict

from brain.toolkit.links import Link, heading_slug, parse_link
from brain.toolkit.quoting import BIDI_CONTROL
from brain.toolkit.resolvers import resolve_source

# kind ("page", "evidence" or "source"), target -> URL, or None for "no page to link to".
LinkResolver = Callable[[str, str], str | None]
# An untyped wikilink's target -> URL, or None for "no such page" (shown as plain text).
WikiLinkResolver = Callable[[str], str | None]
# A relative link's href -> a new URL, "" to make it inert text, or None to leave it alone.
RelativeLinkResolver = Callable[[str], str | None]

ALLOWED_TAGS: Final = frozenset(
    {
        "a",
        "bdi",
        "blockquote",
        "br",
        "code",
        "del",
        "em",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "hr",
        "img",
        "li",
        "ol",
        "p",
        "pre",
        "s",
        "span",
        "strong",
        "table",
        "tbody",
        "td",
        "th",
        "thead",
        "tr",
        "ul",
    }
)
ALLOWED_ATTRIBUTES: Final = {
    "a": {"href", "title"},
    "img": {"src", "alt", "title"},
    "ol": {"start"},
    # A heading's anchor (`h-` + heading_slug of its text), so `[[page:id#Heading]]` lands on it.
    **{f"h{level}": {"id"} for level in range(1, 7)},
}
HEADING_ID_PREFIX: Final = "h-"
_HEADING_ID: Final = re.compile(r"h-[a-z0-9]+(?:-[a-z0-9]+)*")
LINK_CLASSES: Final = frozenset(
    {"brain-link", "brain-link-page", "brain-link-evidence", "brain-link-source"}
)
WIKI_LINK_CLASSES: Final = frozenset({"wiki-link", "wiki-link-unknown"})
# An image from another host, shown as a link (or text) naming the host instead.
REMOTE_IMAGE_CLASS: Final = "remote-image"
ALIGN_CLASSES: Final = {"left": "align-left", "center": "align-center", "right": "align-right"}
ALLOWED_CLASSES: Final = {
    "a": set(LINK_CLASSES | WIKI_LINK_CLASSES | {REMOTE_IMAGE_CLASS}),
    "span": set(LINK_CLASSES | WIKI_LINK_CLASSES | {REMOTE_IMAGE_CLASS}),
    "code": set(),
    "th": set(ALIGN_CLASSES.values()),
    "td": set(ALIGN_CLASSES.values()),
}
URL_SCHEMES: Final = frozenset({"http", "https", "mailto"})
# What an image from another host is shown as: a link (or, inside a link, text) naming it.
REMOTE_IMAGE_LABEL: Final = "image: {alt} ({host})"
REMOTE_IMAGE_LABEL_NO_ALT: Final = "image ({host})"
# The host named for an address that has none a reader could recognise (e.g. `ftp:x`).
UNKNOWN_HOST: Final = "another site"

# How a browser reads a URL attribute (the WHATWG URL standard): leading and trailing C0
# controls and spaces are dropped, tabs and newlines anywhere are removed, and in an http(s)
# page's URLs a backslash is a slash.
_URL_EDGES: Final = "".join(chr(code) for code in range(0x21))
_TAB_OR_NEWLINE: Final = re.compile(r"[\t\n\r]")
_SCHEME: Final = re.compile(r"([A-Za-z][A-Za-z0-9+.\-]*):")
_SPECIAL_SCHEMES: Final = frozenset({"http", "https", "ftp", "ws", "wss"})
_DATA_IMAGE: Final = re.compile(r"data:image/(?:png|gif|jpeg|webp)[;,]", re.IGNORECASE)

_TOKEN: Final = "brain_link"
_WIKI_TOKEN: Final = "wiki_link"
# An HTML comment as CommonMark reads one (`<!-->` and `<!--->` are empty ones), and one's end.
_COMMENT: Final = re.compile(r"<!--(?:-?>|.*?-->)", re.DOTALL)
_COMMENT_END: Final = "-->"


def configured_image_hosts() -> frozenset[str]:
    """Django's `settings.GOAT_IMAGE_HOSTS` when Django is configured; else no host."""
    from django.conf import settings  # here: importing this module needs no Django settings

    if not settings.configured:
        return frozenset()
    return frozenset(getattr(settings, "GOAT_IMAGE_HOSTS", ()))


def _browser_url(url: str) -> str:
    return _TAB_OR_NEWLINE.sub("", url.strip(_URL_EDGES)).replace("\\", "/")


def _with_authority(url: str) -> str:
    """`scheme:host/…` or `scheme:///host/…` as `scheme://host/…`: for http(s) a browser skips
    any number of slashes (none, too) before the host."""
    scheme = _SCHEME.match(url)
    if scheme is None or scheme.group(1).lower() not in _SPECIAL_SCHEMES:
        return url
    return f"{scheme.group(1)}://{url[scheme.end() :].lstrip('/')}"


def _host_and_port(url: str) -> str | None:
    """`host` or `host:port` of an absolute (or `//`) URL, port 443 left out; None if it has
    none, a user name or password, or a port that is no number."""
    try:
        parts = urlsplit(_with_authority(url))
        port = parts.port
    except ValueError:
        return None
    if not parts.hostname or "@" in parts.netloc:
        return None
    return parts.hostname if port in (None, 443) else f"{parts.hostname}:{port}"


def _shown_host(url: str) -> str:
    """The host a reader is told an image is on: percent-escapes decoded, a non-ASCII name in
    its ASCII (punycode) form, so look-alike letters do not pass for another name."""
    try:
        parts = urlsplit(_with_authority(url))
        hostname = parts.hostname
        port = parts.port
    except ValueError:
        return UNKNOWN_HOST
    if not hostname:
        return UNKNOWN_HOST
    hostname = unquote(hostname)
    if not hostname.isascii():
        with contextlib.suppress(UnicodeError):
            hostname = hostname.encode("idna").decode("ascii")
    return hostname if port is None else f"{hostname}:{port}"


def image_source_host(src: str, image_hosts: Collection[str]) -> str | None:
    """None when a page may show an image from `src`: a URL of this site (relative or
    path-absolute), a `data:` raster image, or https from one of `image_hosts` (`host` or
    `host:port`, lower case). Otherwise the host it would be fetched from, for the reader
    (UNKNOWN_HOST when there is none to name)."""
    url = _browser_url(src)
    scheme = _SCHEME.match(url)
    if scheme is None:
        if not url.startswith("//"):
            return None  # this site: a path, a query or a fragment
        return _shown_host("https:" + url)
    name = scheme.group(1).lower()
    if name == "data":
        return None if _DATA_IMAGE.match(url) else UNKNOWN_HOST
    if name == "https" and _host_and_port(url) in image_hosts:
        return None
    return _shown_host(url)


def _mark_images_inside_links(state: StateCore) -> None:
    """Mark each image that stands inside a link (`meta["inside_link"]`), in one pass over each
    inline run, so rendering an image never rescans the tokens before it."""
    for block in state.tokens:
        depth = 0
        for token in block.children or ():
            if token.type == "link_open":
                depth += 1
            elif token.type == "link_close":
                depth -= 1
            elif token.type == "image":
                token.meta["inside_link"] = depth > 0


def _render_image(
    renderer: RendererHTML, tokens: list[Token], idx: int, options: OptionsDict, env: EnvType
) -> str:
    """An image this page may show stays an image; any other becomes a link naming its host
    (text inside another link: links do not nest)."""
    token = tokens[idx]
    src = token.attrGet("src")
    hosts = env.get("image_hosts", frozenset())
    host = image_source_host(src if isinstance(src, str) else "", hosts)
    if host is None:
        return renderer.image(tokens, idx, options, env)
    alt = renderer.renderInlineAsText(token.children or [], options, env).strip()
    label = html.escape(
        REMOTE_IMAGE_LABEL.format(alt=alt, host=host)
        if alt
        else REMOTE_IMAGE_LABEL_NO_ALT.format(host=host)
    )
    if token.meta.get("inside_link") or not isinstance(src, str):
        return f'<span class="{REMOTE_IMAGE_CLASS}">{label}</span>'
    return f'<a class="{REMOTE_IMAGE_CLASS}" href="{html.escape(src)}">{label}</a>'


def default_link_resolver(kind: str, target: str) -> str | None:
    """Source refs go to their live URL when the provider registry knows one; nothing else."""
    if kind != "source":
        return None
    resolved = resolve_source(target)
    return resolved.url if resolved is not None else None


def _brain_link_rule(state: StateInline, silent: bool, *, untyped: bool = False) -> bool:
    start = state.pos
    if not state.src.startswith("[[", start):
        return False
    end = state.src.find("]]", start + 2)
    if end < 0 or "\n" in state.src[start:end]:
        return False
    raw = state.src[start : end + 2]
    link = parse_link(raw)
    if not isinstance(link, Link):
        target, sep, label = raw[2:-2].partition("|")
        if not (untyped and target.strip() and ":" not in target and "[" not in raw[2:-2]):
            return False  # left as text; validation reports malformed links
        if not silent:
            token = state.push(_WIKI_TOKEN, "", 0)
            token.meta = {"target": target.strip(), "label": (label if sep else target).strip()}
        state.pos = end + 2
        return True
    if not silent:
        token = state.push(_TOKEN, "", 0)
        token.meta = {"link": link}
    state.pos = end + 2
    return True


def _untyped_link_rule(state: StateInline, silent: bool) -> bool:
    return _brain_link_rule(state, silent, untyped=True)


def _render_wiki_link(
    resolver: WikiLinkResolver,
) -> Callable[[RendererHTML, list[Token], int, OptionsDict, EnvType], str]:
    def render(
        renderer: RendererHTML, tokens: list[Token], idx: int, options: OptionsDict, env: EnvType
    ) -> str:
        target, label = tokens[idx].meta["target"], tokens[idx].meta["label"]
        shown = html.escape(label or target)
        url = resolver(target)
        if url:
            return (
                f'<a class="wiki-link" href="{html.escape(url)}" '
                f'title="{html.escape(target)}"><bdi>{shown}</bdi></a>'
            )
        return f'<span class="wiki-link-unknown"><bdi>{shown}</bdi></span>'

    return render


def _is_relative(href: str) -> bool:
    return bool(href) and not href.startswith(("/", "#", "?")) and ":" not in href.split("/")[0]


def _relative_links(resolver: RelativeLinkResolver) -> Callable[[StateCore], None]:
    def rule(state: StateCore) -> None:
        for block in state.tokens:
            for token in block.children or []:
                href = token.attrGet("href") if token.type == "link_open" else None
                if not isinstance(href, str) or not _is_relative(href):
                    continue
                url = resolver(href)
                if url is None:
                    continue
                if url:
                    token.attrSet("href", url)
                    token.attrSet("class", "wiki-link")
                else:
                    token.attrs.pop("href", None)
                    token.attrSet("class", "wiki-link-unknown")

    return rule


def _render_brain_link(
    resolver: LinkResolver,
) -> Callable[[RendererHTML, list[Token], int, OptionsDict, EnvType], str]:
    def render(
        renderer: RendererHTML, tokens: list[Token], idx: int, options: OptionsDict, env: EnvType
    ) -> str:
        link: Link = tokens[idx].meta["link"]
        label = html.escape(link.shown)
        classes = f"brain-link brain-link-{link.kind}"
        url = resolver(link.kind, link.target)
        if url and link.anchor is not None:
            url = f"{url.partition('#')[0]}#{HEADING_ID_PREFIX}{link.anchor}"
        heading = f"#{link.heading}" if link.heading is not None else ""
        title = html.escape(f"{link.kind}:{link.target}{heading}")
        if url:
            return (
                f'<a class="{classes}" href="{html.escape(url)}" title="{title}">'
                f"<bdi>{label}</bdi></a>"
            )
        return f'<span class="{classes}" title="{title}"><bdi>{label}</bdi></span>'

    return render


def _comment_block(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """An HTML comment block (CommonMark's HTML block of type 2: a line that starts with
    `<!--`, to the line that holds `-->` or the end of its container) is not shown; what
    follows the comment on its last line is read as a paragraph. Other raw HTML is text."""
    if state.is_code_block(start):
        return False
    first = state.bMarks[start] + state.tShift[start]
    if not state.src.startswith("<!--", first):
        return False
    if silent:
        return True  # it may end a paragraph, as in CommonMark
    line = start
    while line < end:
        if line > start and state.sCount[line] < state.blkIndent and not state.isEmpty(line):
            break
        text = state.src[state.bMarks[line] + state.tShift[line] : state.eMarks[line]]
        line += 1
        if _COMMENT_END in text:
            break
    block = state.src[first : state.eMarks[line - 1]]
    state.line = line
    rest = _COMMENT.sub("", block).strip()
    if rest and not rest.startswith("<!--"):
        state.push("paragraph_open", "p", 1).map = [line - 1, line]
        inline = state.push("inline", "", 0)
        inline.content, inline.map, inline.children = rest, [line - 1, line], []
        state.push("paragraph_close", "p", -1)
    return True


def _comment_inline(state: StateInline, silent: bool) -> bool:
    """An HTML comment inside a paragraph is not shown (an unclosed `<!--` is text)."""
    if not state.src.startswith("<!--", state.pos):
        return False
    match = _COMMENT.match(state.src, state.pos)
    if match is None:
        return False
    state.pos = match.end()
    return True


def _heading_ids(state: StateCore) -> None:
    """Give each heading the id a page link's `#heading` points at: `h-` + its slug (the first
    heading of a slug keeps it; a later one with the same text gets none)."""
    seen: set[str] = set()
    tokens = state.tokens
    for index, token in enumerate(tokens):
        if token.type != "heading_open" or index + 1 >= len(tokens):
            continue
        inline = tokens[index + 1]
        text = "".join(child.content for child in inline.children or [] if child.type == "text")
        anchor = HEADING_ID_PREFIX + heading_slug(text or inline.content)
        if anchor not in seen:
            seen.add(anchor)
            token.attrSet("id", anchor)


def _alignment_classes(state: StateCore) -> None:
    """markdown-it writes `style="text-align:…"` on table cells; make it a class instead."""
    for token in state.tokens:
        if token.type not in ("th_open", "td_open"):
            continue
        style = token.attrs.pop("style", None)
        if isinstance(style, str) and style.startswith("text-align:"):
            align_class = ALIGN_CLASSES.get(style.removeprefix("text-align:"))
            if align_class:
                token.attrSet("class", align_class)


# A page renders many fragments (each timeline entry) with one set of resolvers: the parser
# they make is built once and kept for the next fragments (and, bounded, for later pages).
@lru_cache(maxsize=64)
def _parser(
    resolver: LinkResolver,
    wikilink_resolver: WikiLinkResolver | None = None,
    relative_link_resolver: RelativeLinkResolver | None = None,
) -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": False}).enable("table")
    rule = _brain_link_rule if wikilink_resolver is None else _untyped_link_rule
    md.inline.ruler.before("link", _TOKEN, rule)
    md.block.ruler.before(
        "html_block",
        "html_comment",
        _comment_block,
        {"alt": ["paragraph", "reference", "blockquote"]},
    )
    md.inline.ruler.before("html_inline", "html_comment", _comment_inline)
    md.core.ruler.push("alignment_classes", _alignment_classes)
    md.core.ruler.push("heading_ids", _heading_ids)
    md.core.ruler.push("images_inside_links", _mark_images_inside_links)
    md.add_render_rule("image", _render_image)
    md.add_render_rule(_TOKEN, _render_brain_link(resolver))
    if wikilink_resolver is not None:
        md.add_render_rule(_WIKI_TOKEN, _render_wiki_link(wikilink_resolver))
    if relative_link_resolver is not None:
        md.core.ruler.push("relative_links", _relative_links(relative_link_resolver))
    return md


def _attribute_filter(image_hosts: Collection[str]) -> Callable[[str, str, str], str | None]:
    def keep(tag: str, attribute: str, value: str) -> str | None:
        if attribute == "id":
            return value if _HEADING_ID.fullmatch(value) else None
        if tag == "img" and attribute == "src":
            return value if image_source_host(value, image_hosts) is None else None
        scheme = _SCHEME.match(_browser_url(value)) if attribute in ("href", "src") else None
        if scheme is not None and scheme.group(1).lower() == "data":
            return None  # data: is for an image's src only
        return value

    return keep


def clean_html(fragment: str, *, image_hosts: Collection[str] | None = None) -> str:
    """nh3 with this module's allow-list: what any HTML must pass before it is marked safe.
    An `<img>` keeps its `src` only if `image_source_host` allows it (see the docstring)."""
    hosts = configured_image_hosts() if image_hosts is None else frozenset(image_hosts)
    return nh3.clean(
        fragment,
        tags=set(ALLOWED_TAGS),
        attributes={tag: set(names) for tag, names in ALLOWED_ATTRIBUTES.items()},
        allowed_classes={tag: set(names) for tag, names in ALLOWED_CLASSES.items()},
        url_schemes=set(URL_SCHEMES | {"data"}),
        link_rel="noopener noreferrer nofollow",
        strip_comments=True,
        attribute_filter=_attribute_filter(hosts),
    )


def render_markdown(
    text: str,
    *,
    link_resolver: LinkResolver | None = None,
    wikilink_resolver: WikiLinkResolver | None = None,
    relative_link_resolver: RelativeLinkResolver | None = None,
    image_hosts: Collection[str] | None = None,
) -> str:
    """Untrusted markdown -> sanitized HTML (see the module docstring for the fences).
    `image_hosts`: the hosts whose https images are shown (default: configured_image_hosts)."""
    hosts = configured_image_hosts() if image_hosts is None else frozenset(image_hosts)
    if text and BIDI_CONTROL.search(text):
        text = BIDI_CONTROL.sub("", text)
    parser = _parser(
        link_resolver or default_link_resolver, wikilink_resolver, relative_link_resolver
    )
    return clean_html(parser.render(text or "", {"image_hosts": hosts}), image_hosts=hosts)


def markdownify(text: str) -> str:
    """The editor's preview of prose (ui.editing.preview_html): the same safe renderer.

    The editors edit whole documents: a leading YAML frontmatter block is left out of the
    preview (it is data, not prose). Form posts carry CRLF line ends."""
    text = text.replace("\r\n", "\n")
    if text.startswith("---\n"):
        end = text.find("\n---\n", 3)
        if end != -1:
            text = text[end + len("\n---\n") :]
    return render_markdown(text)
