"""Reads for the staff Brain UI (/brain/…), each scoped to the signed-in user by brain.access.

Every read starts from `brain.store.store_for_user` (Http404 for a brain the user may not see,
so an invisible brain and an unknown one look the same) and stays inside that store's brain.
User-written text is rendered by `brain.markdown.render_markdown` (through the curation helpers
the admin's change view uses too) or escaped by the templates.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Final

from django.http import Http404
from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe

from brain.access import User, brains_visible_to, brains_with_permission, user_may
from brain.admin.curation import (
    Edges,
    EdgeView,
    TimelineView,
    VersionView,
    admin_link_resolver,
    document_edges,
    document_history,
    document_timeline,
)
from brain.health import brain_possible_duplicates
from brain.markdown import default_link_resolver, render_markdown
from brain.models import Brain, BrainDocument, BrainFile
from brain.store import DatabaseStore, store_for_user
from brain.toolkit.claims import CitationShare, citation_share
from brain.toolkit.commands.arguments import check_query_text
from brain.toolkit.commands.reads import hit_snippets
from brain.toolkit.commands.registry import bind, lookup
from brain.toolkit.doctor import ENTITY_TYPES
from brain.toolkit.document import Document
from brain.toolkit.quoting import BIDI_CONTROL
from brain.toolkit.ranker.lexical import searched_body
from brain.toolkit.ranker.tokenizer import tokenize
from brain.toolkit.snippets import MARK, query_terms
from brain.toolkit.store import DocumentSummary
from brain.toolkit.timeline import compiled_truth

# brain_id -> the URL of that document's page in the brain being shown.
DocumentUrl = Callable[[str], str]

MSG_NO_DOCUMENT: Final = "no document {brain_id!r}"
SEARCH_LIMIT: Final = 20


# --- brains -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class BrainChoice:
    """One entry of the brain switcher."""

    brain: Brain
    # What the brain's URLs say: its slug, or its id when the user sees that slug twice.
    ref: str
    may_write: bool
    may_manage: bool = False  # may manage the brain's allow-list (brain.access)


def brain_choices(*, user: User) -> list[BrainChoice]:
    """The brains `user` may see, by workspace and slug."""
    brains = list(
        brains_visible_to(user).select_related("workspace").order_by("workspace__slug", "slug")
    )
    writable = set(brains_with_permission(user, "change").values_list("pk", flat=True))
    managed = set(brains_with_permission(user, "manage").values_list("pk", flat=True))
    slug_count: dict[str, int] = {}
    for brain in brains:
        slug_count[brain.slug] = slug_count.get(brain.slug, 0) + 1
    return [
        BrainChoice(
            brain=brain,
            ref=brain.slug if slug_count[brain.slug] == 1 else str(brain.pk),
            may_write=brain.pk in writable,
            may_manage=brain.pk in managed,
        )
        for brain in brains
    ]


def brain_ref(*, user: User, store: DatabaseStore) -> str:
    """What the UI's URLs call the store's brain: its slug, or its id when `user` sees another
    brain with that slug."""
    twins = brains_visible_to(user).filter(slug=store.brain.slug).exclude(pk=store.brain.pk)
    return str(store.brain.pk) if twins.exists() else store.brain.slug


def brain_store(*, user: User, ref: str) -> DatabaseStore:
    """The brain `ref` (slug or id) as `user` may read it: Http404 when they may not see it,
    AmbiguousBrain when the slug names several brains they see."""
    return store_for_user(user=user, brain=ref)


def may_write(*, user: User, store: DatabaseStore) -> bool:
    return user_may(user, store.brain, "change")


# --- the folder tree --------------------------------------------------------------------------


@dataclass
class TreeFolder:
    """A folder of the sidebar: its sub-folders and its live (draft or active) documents."""

    name: str
    path: str
    folders: list[TreeFolder] = field(default_factory=list)
    documents: list[DocumentSummary] = field(default_factory=list)
    open: bool = False  # shown expanded: it holds the document being viewed


@dataclass(frozen=True)
class Tree:
    root: TreeFolder
    archived: list[DocumentSummary]  # shown in a collapsed section of their own
    count: int  # live documents in the tree


def _sort_key(summary: DocumentSummary) -> tuple[str, str]:
    return ((summary.title or summary.brain_id).casefold(), summary.brain_id)


def document_tree(*, store: DatabaseStore, open_folder: str | None = None) -> Tree:
    """The brain's folders and documents: merged documents (tombstones) are left out,
    archived ones are listed apart. `open_folder` and its ancestors are marked open."""
    root = TreeFolder(name="", path="")
    nodes = {"": root}

    def node(path: str) -> TreeFolder:
        if path in nodes:
            return nodes[path]
        parent_path, _, name = path.rpartition("/")
        folder = TreeFolder(name=name, path=path)
        nodes[path] = folder
        node(parent_path).folders.append(folder)
        return folder

    for path in store.folders():
        node(path)
    archived = []
    count = 0
    for summary in store.summaries():
        if summary.status == "merged":
            continue
        if summary.status == "archived":
            archived.append(summary)
            continue
        node(summary.folder).documents.append(summary)
        count += 1
    if open_folder:
        parts = open_folder.split("/")
        for depth in range(1, len(parts) + 1):
            ancestor = nodes.get("/".join(parts[:depth]))
            if ancestor is not None:
                ancestor.open = True
    for folder in nodes.values():
        folder.folders.sort(key=lambda child: child.name.casefold())
        folder.documents.sort(key=_sort_key)
    return Tree(root=root, archived=sorted(archived, key=_sort_key), count=count)


# --- one document -----------------------------------------------------------------------------


@dataclass(frozen=True)
class SourceView:
    ref: str
    url: str | None


@dataclass(frozen=True)
class EdgeLink:
    """One entry of a link panel: the document at the other end, by title."""

    brain_id: str
    title: str  # the id when the document is missing
    type: str
    url: str | None  # None: no such document in the brain (the doctor reports it)


@dataclass(frozen=True)
class LinkPanels:
    page_links: list[EdgeLink]
    evidence: list[EdgeLink]
    backlinks: list[EdgeLink]
    cited_by: list[EdgeLink]


@dataclass(frozen=True)
class DocumentPage:
    """What the document view shows."""

    row: BrainDocument
    body_html: SafeString
    sources: list[SourceView]
    timeline: list[TimelineView]
    panels: LinkPanels
    versions: list[VersionView]
    version_count: int
    # A page's compiled-truth statements that cite evidence or a source (the doctor's
    # uncited_claim counts the rest); None for evidence, which is the citation itself.
    citations: CitationShare | None = None
    # The original of a PDF or docx evidence document, offered for download.
    original: OriginalView | None = None
    # Live pages of its type the doctor takes for the same thing (possible_duplicate), as
    # (id, title), for the notice that offers the merge.
    duplicates: list[tuple[str, str]] = field(default_factory=list)


@dataclass(frozen=True)
class OriginalView:
    path: str  # the stored file's path in the brain: evidence/<id>.pdf
    format: str  # pdf | docx
    size: int


def brain_file(*, store: DatabaseStore, path: str) -> BrainFile | None:
    """The file the store's brain keeps at `path`, bytes included (None when there is none)."""
    return BrainFile.objects.filter(brain_ref=store.brain, path=path).first()


def document_original(row: BrainDocument) -> OriginalView | None:
    """The stored original of a PDF or docx evidence document, found by the sha256 its
    frontmatter records (so a moved or renamed document still finds it); None for markdown,
    or when the bytes are not stored."""
    if row.format not in ("pdf", "docx"):
        return None
    original = row.extra.get("original") if isinstance(row.extra, dict) else None
    digest = original.get("sha256") if isinstance(original, dict) else None
    files = BrainFile.objects.filter(brain_ref_id=row.brain_ref_id, path__startswith="evidence/")
    own = f"{row.folder}/{row.brain_id}.{row.format}"
    found = files.filter(path=own) if not isinstance(digest, str) else files.filter(sha256=digest)
    stored = found.order_by("path").values_list("path", "size").first()
    return None if stored is None else OriginalView(stored[0], row.format, stored[1])


def _duplicates_of(store: DatabaseStore, row: BrainDocument) -> list[tuple[str, str]]:
    if row.kind != "page" or row.status in ("merged", "archived") or row.type not in ENTITY_TYPES:
        return []
    others = [
        other
        for issue in brain_possible_duplicates(brain=store.brain, type=row.type)
        for other in (issue.id, *issue.related)
        if row.brain_id in (issue.id, *issue.related) and other not in (None, row.brain_id)
    ]
    titles = dict(
        BrainDocument.objects.filter(brain_ref=store.brain, brain_id__in=others).values_list(
            "brain_id", "title"
        )
    )
    return [(other, titles[other]) for other in dict.fromkeys(others) if other in titles]


def _row(store: DatabaseStore, brain_id: str) -> BrainDocument:
    row = BrainDocument.objects.filter(brain_ref=store.brain, brain_id=brain_id).first()
    if row is None:
        raise Http404(MSG_NO_DOCUMENT.format(brain_id=brain_id))
    return row


def _panels(store: DatabaseStore, edges: Edges) -> LinkPanels:
    ids = {
        edge.other_id
        for group in (
            edges.page_links_out,
            edges.evidence_links_out,
            edges.page_links_in,
            edges.evidence_links_in,
        )
        for edge in group
    }
    rows = BrainDocument.objects.filter(brain_ref=store.brain, brain_id__in=ids)
    titles, merged = {}, set()
    for brain_id, title, status in rows.values_list("brain_id", "title", "status"):
        titles[brain_id] = title
        if status == "merged":
            merged.add(brain_id)

    def links(group: list[EdgeView], *, incoming: bool = False) -> list[EdgeLink]:
        # A merged document (a tombstone) is not a page anyone reads: its links are not
        # backlinks of the document they point at. (A link out to one still shows; its page
        # leads on to the document it was merged into.)
        return [
            EdgeLink(edge.other_id, titles.get(edge.other_id) or edge.other_id, edge.type, edge.url)
            for edge in group
            if not (incoming and edge.other_id in merged)
        ]

    return LinkPanels(
        page_links=links(edges.page_links_out),
        evidence=links(edges.evidence_links_out),
        backlinks=links(edges.page_links_in, incoming=True),
        cited_by=links(edges.evidence_links_in, incoming=True),
    )


def _without_title_heading(truth: str, title: str) -> str:
    """The compiled truth without a first `# Title` line that repeats the page's title."""
    first, _, rest = truth.lstrip("\n").partition("\n")
    if first.strip() == f"# {title}".strip():
        return rest
    return truth


def document_page(
    *, store: DatabaseStore, brain_id: str, document_url: DocumentUrl
) -> DocumentPage:
    """A document of the store's brain with its links, timeline and history (Http404 when the
    brain has no such document)."""
    row = _row(store, brain_id)
    entries = list(row.timeline_entries.order_by("position").values_list("text", flat=True))

    def url(target: str, pk: int) -> str:
        return document_url(target)

    resolver = admin_link_resolver(row, [row.body, *entries], url)
    versions, version_count = document_history(row)
    return DocumentPage(
        row=row,
        # The compiled truth only: the timeline has a section of its own.
        body_html=mark_safe(
            render_markdown(
                _without_title_heading(compiled_truth(row.body), row.title),
                link_resolver=resolver,
            )
        ),
        sources=[
            SourceView(ref, default_link_resolver("source", ref))
            for ref in row.sources
            if isinstance(ref, str)
        ],
        timeline=document_timeline(row, resolver),
        panels=_panels(store, document_edges(row, url)),
        versions=versions,
        version_count=version_count,
        citations=citation_share(row.body) if row.kind == "page" else None,
        original=document_original(row),
        duplicates=_duplicates_of(store, row),
    )


@dataclass(frozen=True)
class RecentDocument:
    brain_id: str
    title: str
    type: str
    updated_at: datetime


RECENT_LIMIT: Final = 12


def recent_documents(*, store: DatabaseStore) -> list[RecentDocument]:
    """The brain's live documents written to last, newest first."""
    rows = (
        BrainDocument.objects.filter(brain_ref=store.brain)
        .exclude(status__in=("merged", "archived"))
        .order_by("-updated_at", "brain_id")
        .values_list("brain_id", "title", "type", "updated_at")[:RECENT_LIMIT]
    )
    return [RecentDocument(*row) for row in rows]


# --- search -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class PathStep:
    brain_id: str
    title: str


@dataclass(frozen=True)
class SearchHit:
    brain_id: str
    title: str
    score: float
    matched: str  # "text", "graph" or "both" (the ranker's word)
    explanation: str
    path: list[PathStep]  # seed first, the hit last; one step for a text match
    snippet: str = ""  # the query result's snippet: plain text, matched words between **
    # Where the query's words are: "name" (title or an alias), "text" (the body), "graph"
    # (reached along a link); a text hit found by neither (embeddings) is "text".
    reasons: tuple[str, ...] = ()
    relevance: int = 100  # the score as a percentage of the best hit's

    @property
    def snippet_html(self) -> SafeString:
        """The snippet escaped, its marks as <mark> elements (never markup from the data)."""
        parts = self.snippet.split(MARK)
        return mark_safe(  # noqa: S308 - every part is escaped by format_html or escape
            "".join(
                format_html("<mark>{}</mark>", part) if index % 2 else escape(part)
                for index, part in enumerate(parts)
            )
        )


def isolated(text: str) -> str:
    """`text` as an isolate (U+2068 ... U+2069, what `<bdi>` is to HTML), for a title inside a
    sentence: bidi controls a stored title holds cannot turn the words after it. Isolate
    controls of its own are dropped, so none of them can end the isolate early."""
    return "\u2068" + re.sub("[\u2066-\u2069]", "", text) + "\u2069"


def plain_isolated(text: str) -> str:
    """`text` for plain text that shows its characters but no markup (the page's `<title>`, the
    browser's tab): its bidi embeddings, overrides and isolates dropped, then `isolated`, so
    neither an override it holds nor a right-to-left name turns the words around it."""
    return isolated(BIDI_CONTROL.sub("", text))


def _explanation(matched: str, path: list[PathStep], reasons: tuple[str, ...] = ()) -> str:
    """What `matched`, `path` and `reasons` say, in a sentence: the graph part only with the
    page it came through (a hit whose path is only itself was not reached through another),
    and a text match whose words are all too common to mark said to be one."""
    hops = len(path) - 1
    via = f"{hops} hop{'s' if hops != 1 else ''} from {isolated(path[0].title)}" if hops else ""
    if COMMON in reasons and "name" not in reasons and "text" not in reasons:
        words = "Matched only by words too common to mark"
    elif LINK in reasons and "name" not in reasons and "text" not in reasons:
        words = "Matched by the id of a page or file it links to"
    else:
        words = "Matched the words of the query"
    if matched == "graph":
        return f"Reached through the graph: {via}."
    if via:
        return f"{words}, and reached through the graph ({via})."
    return f"{words}."


# The reason for a hit whose title, aliases and text hold the query's words, but only words
# too common to mark (`snippets.query_terms` leaves them out)
COMMON: Final = "common"
# The reason for a hit whose query words are only in the id a link of its points at
LINK: Final = "link"


def _reasons(
    matched: str,
    hops: int,
    document: Document | None,
    terms: frozenset[str],
    words: frozenset[str] = frozenset(),
) -> tuple[str, ...]:
    """Where the query's words are: "name" (its title or an alias), "text" (its body as a
    reader sees it: `lexical.searched_body` without link targets), `LINK` when they are only in
    the id of a page or file it links to (BM25 reads those too: "[[page:zanzibar-corp|the
    client]]" for "zanzibar"), `COMMON` when all of those hold only query words too common to
    mark (`words`: all the query's words, `terms` the marked ones), "text" for a text hit found
    by none (embeddings); "graph" when it was reached along a link."""
    reasons = []
    if matched != "graph" and document is not None:
        names = [tokenize(name) for name in (document.title, *document.aliases)]
        seen = tokenize(searched_body(document.body, targets=False))
        body = tokenize(searched_body(document.body))
        if any(terms.intersection(name) for name in names):
            reasons.append("name")
        if terms.intersection(seen):
            reasons.append("text")
        elif terms.intersection(body):
            reasons.append(LINK)
        if not reasons:
            common = words - terms
            held = common.intersection(body) or any(common.intersection(n) for n in names)
            reasons.append(COMMON if held else "text")
    elif matched != "graph":
        reasons.append("text")
    if matched == "graph" or hops:
        reasons.append("graph")
    return tuple(reasons)


def search_hits(*, store: DatabaseStore, text: str) -> list[SearchHit]:
    """The brain's ranker (the REST `query` tool's), each hit with why it matched: its snippet,
    where the query's words are, its hop path and its score relative to the best hit's.
    CommandError (bad_argument) for a query the tool refuses on every other surface: its
    argument checks (a NUL, a lone surrogate), then its length."""
    bind(lookup("query"), {"text": text}, surface="rest")
    check_query_text(text)
    hits = store.search(text, limit=SEARCH_LIMIT, include_merged=False, include_archived=False).hits
    titles = {summary.brain_id: summary.title for summary in store.summaries()}
    documents = store.get_many([hit.brain_id for hit in hits])
    bodies = {brain_id: stored.document.body for brain_id, stored in documents.items()}
    snippets = hit_snippets(store, text, hits, bodies)
    terms = query_terms(text)
    words = frozenset(tokenize(text))
    best = max((hit.score for hit in hits), default=0.0)
    results = []
    for hit in hits:
        path = [PathStep(step, titles.get(step) or step) for step in hit.path]
        stored = documents.get(hit.brain_id)
        reasons = _reasons(
            hit.matched,
            len(path) - 1,
            stored.document if stored is not None else None,
            terms,
            words,
        )
        results.append(
            SearchHit(
                brain_id=hit.brain_id,
                title=hit.title or hit.brain_id,
                score=hit.score,
                matched=hit.matched,
                explanation=_explanation(hit.matched, path, reasons),
                path=path,
                snippet=snippets[hit.brain_id],
                reasons=reasons,
                relevance=round(100 * hit.score / best) if best > 0 else 0,
            )
        )
    return results
