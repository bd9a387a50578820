"""Safe markdown rendering for every server-rendered page (admin, staff UI, memory browser).

`render_markdown` turns untrusted markdown into HTML that is safe to mark as safe:

1. markdown-it-py, CommonMark preset, raw HTML disabled (so `<script>` in the text stays
   text), tables enabled; markdown-it refuses `javascript:`/`vbscript:`/`file:`/`data:` links.
   A table column's alignment becomes a class (`align-left`, `align-center`, `align-right`)
   instead of a `style` attribute, so pages under a Content-Security-Policy without
   'unsafe-inline' keep it.
2. Typed brain links (`[[page:id|Label]]`, `[[evidence:id|Label]]`,
   `[[source:provider:id|Label]]`) become anchors when a resolver gives a URL, else spans;
   labels are plain text, never markdown or HTML.
3. nh3 (ammonia) cleans the result against an explicit allow-list of tags, attributes, classes
   and URL schemes (http, https, mailto and relative URLs), as a second, independent fence.

Django-free: the caller decides what a link points at through `link_resolver`.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Final

import nh3
from markdown_it import MarkdownIt
from markdown_it.renderer import RendererHTML
from markdown_it.rules_core import StateCore
from markdown_it.rules_inline import StateInline
from markdown_it.token import Token
from markdown_it.utils import EnvType, OptionsDict

from brain.toolkit.links import Link, parse_link
from brain.toolkit.resolvers import resolve_source

# kind ("page", "evidence" or "source"), target -> URL, or None for "no page to link to".
LinkResolver = Callable[[str, str], str | None]

ALLOWED_TAGS: Final = frozenset(
    {
        "a",
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
}
LINK_CLASSES: Final = frozenset(
    {"brain-link", "brain-link-page", "brain-link-evidence", "brain-link-source"}
)
ALIGN_CLASSES: Final = {"left": "align-left", "center": "align-center", "right": "align-right"}
ALLOWED_CLASSES: Final = {
    "a": set(LINK_CLASSES),
    "span": set(LINK_CLASSES),
    "code": set(),
    "th": set(ALIGN_CLASSES.values()),
    "td": set(ALIGN_CLASSES.values()),
}
URL_SCHEMES: Final = frozenset({"http", "https", "mailto"})

_TOKEN: Final = "brain_link"


def default_link_resolver(kind: str, target: str) -> str | None:
    """Source refs go to their live URL when the provider registry knows one; nothing else."""
    if kind != "source":
        return None
    resolved = resolve_source(target)
    return resolved.url if resolved is not None else None


def _brain_link_rule(state: StateInline, silent: bool) -> bool:
    start = state.pos
    if not state.src.startswith("[[", start):
        return False
    end = state.src.find("]]", start + 2)
    if end < 0 or "\n" in state.src[start:end]:
        return False
    link = parse_link(state.src[start : end + 2])
    if not isinstance(link, Link):
        return False  # left as text; validation reports malformed links
    if not silent:
        token = state.push(_TOKEN, "", 0)
        token.meta = {"link": link}
    state.pos = end + 2
    return True


def _render_brain_link(
    resolver: LinkResolver,
) -> Callable[[RendererHTML, list[Token], int, OptionsDict, EnvType], str]:
    def render(
        renderer: RendererHTML, tokens: list[Token], idx: int, options: OptionsDict, env: EnvType
    ) -> str:
        link: Link = tokens[idx].meta["link"]
        label = html.escape(link.label if link.label else link.target)
        classes = f"brain-link brain-link-{link.kind}"
        url = resolver(link.kind, link.target)
        title = html.escape(f"{link.kind}:{link.target}")
        if url:
            return f'<a class="{classes}" href="{html.escape(url)}" title="{title}">{label}</a>'
        return f'<span class="{classes}" title="{title}">{label}</span>'

    return render


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


def _parser(resolver: LinkResolver) -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": False}).enable("table")
    md.inline.ruler.before("link", _TOKEN, _brain_link_rule)
    md.core.ruler.push("alignment_classes", _alignment_classes)
    md.add_render_rule(_TOKEN, _render_brain_link(resolver))
    return md


_DEFAULT_PARSER: Final = _parser(default_link_resolver)


def clean_html(fragment: str) -> str:
    """nh3 with this module's allow-list: what any HTML must pass before it is marked safe."""
    return nh3.clean(
        fragment,
        tags=set(ALLOWED_TAGS),
        attributes={tag: set(names) for tag, names in ALLOWED_ATTRIBUTES.items()},
        allowed_classes={tag: set(names) for tag, names in ALLOWED_CLASSES.items()},
        url_schemes=set(URL_SCHEMES),
        link_rel="noopener noreferrer nofollow",
        strip_comments=True,
    )


def render_markdown(text: str, *, link_resolver: LinkResolver | None = None) -> str:
    """Untrusted markdown -> sanitized HTML (see the module docstring for the fences)."""
    parser = _DEFAULT_PARSER if link_resolver is None else _parser(link_resolver)
    return clean_html(parser.render(text or ""))


def markdownify(text: str) -> str:
    """django-markdownx's preview hook (MARKDOWNX_MARKDOWNIFY_FUNCTION): the same safe renderer.

    The editors edit whole documents: a leading YAML frontmatter block is left out of the
    preview (it is data, not prose). Form posts carry CRLF line ends."""
    text = text.replace("\r\n", "\n")
    if text.startswith("---\n"):
        end = text.find("\n---\n", 3)
        if end != -1:
            text = text[end + len("\n---\n") :]
    return render_markdown(text)
