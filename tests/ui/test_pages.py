"""The staff UI's pages through Django's test client: who sees what, and what each page shows."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from django.conf import settings
from django.test import Client
from guardian.shortcuts import assign_perm

from brain.services import Actor, document_write
from brain.toolkit.document import Document, parse_document
from brain.toolkit.ranker.lexical import searched_body
from brain.toolkit.ranker.tokenizer import tokenize
from brain.toolkit.timeline import timeline_entry_id
from ingest import queue
from tests.cast import Cast, make_curator
from tests.ingest.test_meeting_agent import meeting_item, run_next
from tests.store.factories import EVIDENCE_ID, evidence, make_user, page, write
from tests.ui.conftest import UiCast, client_for
from ui.selectors import PathStep, _explanation, _reasons

pytestmark = pytest.mark.django_db


class Elements(HTMLParser):
    """Every start tag of a page, with its attributes, and the text under each id'd section."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))

    def links(self, css_class: str | None = None) -> list[str]:
        return [
            attrs["href"] or ""
            for tag, attrs in self.tags
            if tag == "a"
            and "href" in attrs
            and (css_class is None or css_class in (attrs.get("class") or "").split())
        ]


def parsed(html: bytes) -> Elements:
    elements = Elements()
    elements.feed(html.decode())
    return elements


def doc_url(ref: str | int, brain_id: str) -> str:
    return f"/brain/{ref}/doc/{brain_id}/"


# --- signing in -------------------------------------------------------------------------------


def test_anonymous_users_are_sent_to_the_login_page(ui_cast: UiCast) -> None:
    response = Client().get(doc_url("team", "sarah-chen"))

    assert response.status_code == 302
    assert response["Location"] == "/brain/login/?next=/brain/team/doc/sarah-chen/"


def test_login_takes_the_user_where_they_were_going(ui_cast: UiCast) -> None:
    # given a user with a password, and a client that checks CSRF as a browser would
    user = ui_cast.member
    user.set_password("s3cret-pass")
    user.save()
    client = Client(enforce_csrf_checks=True)
    form = client.get("/brain/login/?next=/brain/team/")
    token = form.cookies[settings.CSRF_COOKIE_NAME].value

    # when they log in without the CSRF token, then with it
    refused = client.post("/brain/login/", {"username": "member", "password": "s3cret-pass"})
    response = client.post(
        "/brain/login/",
        {
            "username": "member",
            "password": "s3cret-pass",
            "next": "/brain/team/",
            "csrfmiddlewaretoken": token,
        },
    )

    # then
    assert refused.status_code == 403
    assert response.status_code == 302
    assert response["Location"] == "/brain/team/"
    assert client.get("/brain/team/").status_code == 200


def test_logout_is_a_post_with_csrf(ui_cast: UiCast) -> None:
    client = Client(enforce_csrf_checks=True)
    client.force_login(ui_cast.member)
    page = client.get("/brain/team/")
    token = page.cookies[settings.CSRF_COOKIE_NAME].value

    refused = client.post("/brain/logout/")
    still_in = client.get("/brain/team/")
    done = client.post("/brain/logout/", {"csrfmiddlewaretoken": token})

    assert refused.status_code == 403
    assert still_in.status_code == 200
    assert done.status_code == 302
    assert client.get("/brain/team/").status_code == 302


def test_the_index_opens_the_first_brain_the_user_may_see(ui_cast: UiCast) -> None:
    assert client_for(ui_cast.restricted).get("/brain/")["Location"] == "/brain/team/"
    lonely = make_user("lonely")
    response = client_for(lonely).get("/brain/")
    assert response.status_code == 200
    assert b"No brains yet" in response.content


# --- the brain switcher -----------------------------------------------------------------------


def switcher(html: bytes) -> list[str]:
    return [href for href in parsed(html).links() if href.count("/") == 3]


def test_the_switcher_lists_only_the_brains_the_user_may_see(ui_cast: UiCast) -> None:
    member = client_for(ui_cast.member).get("/brain/team/")
    restricted = client_for(ui_cast.restricted).get("/brain/team/")
    outsider = client_for(ui_cast.outsider).get("/brain/team/")

    assert switcher(member.content) == ["/brain/secret/", "/brain/team/"]
    assert switcher(restricted.content) == ["/brain/team/"]
    # the outsider's "team" is globex's brain, not acme's
    assert switcher(outsider.content) == ["/brain/team/"]
    assert outsider.context["brain"] == ui_cast.other_brain
    assert b"Sarah Chen" not in outsider.content


def test_a_slug_seen_twice_is_named_by_id(ui_cast: UiCast) -> None:
    root = client_for(ui_cast.root)
    acme, globex = ui_cast.team_brain.pk, ui_cast.other_brain.pk

    ambiguous = root.get("/brain/team/")
    response = root.get(f"/brain/{acme}/")

    assert ambiguous.status_code == 300
    assert parsed(ambiguous.content).links() == [
        "/brain/",  # the brand
        "/brain/",  # the links to the staff UI, the memory browser and the admin
        "/memory/",
        "/admin/",
        "/brain/~/tokens/",
        f"/brain/{acme}/",
        f"/brain/{globex}/",
    ]
    assert response.status_code == 200
    assert sorted(switcher(response.content)) == sorted(
        ["/brain/secret/", f"/brain/{acme}/", f"/brain/{globex}/"]
    )
    # the page's own links use the id too
    assert doc_url(acme, "sarah-chen") in parsed(response.content).links()


def test_switching_brains_rescopes_the_tree(ui_cast: UiCast) -> None:
    client = client_for(ui_cast.member)

    team = parsed(client.get("/brain/team/").content).links("tree-doc")
    secret = parsed(client.get("/brain/secret/").content).links("tree-doc")

    assert doc_url("team", "sarah-chen") in team
    assert secret == [doc_url("secret", "project-x")]


# --- outsiders get 404 ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("who", "path"),
    [
        ("outsider", "/brain/{acme}/"),
        ("outsider", "/brain/{acme}/doc/sarah-chen/"),
        ("outsider", "/brain/{acme}/search/?q=sarah"),
        ("outsider", "/brain/secret/"),
        ("restricted", "/brain/secret/"),
        ("restricted", "/brain/secret/doc/project-x/"),
        ("restricted", "/brain/{secret}/search/?q=project"),
        ("member", "/brain/team/doc/project-x/"),  # a document of another brain
        ("member", "/brain/{globex}/"),
    ],
)
def test_invisible_brains_and_documents_are_404_like_unknown_ones(
    ui_cast: UiCast, who: str, path: str
) -> None:
    client = client_for(getattr(ui_cast, who))
    url = path.format(
        acme=ui_cast.team_brain.pk, secret=ui_cast.secret_brain.pk, globex=ui_cast.other_brain.pk
    )

    hidden = client.get(url)
    unknown = client.get("/brain/no-such-brain/")
    unknown_document = client_for(ui_cast.owner).get("/brain/team/doc/no-such-document/")

    assert hidden.status_code == unknown.status_code == unknown_document.status_code == 404
    assert hidden.content == unknown.content == unknown_document.content
    assert b"project-x" not in hidden.content and b"Sarah" not in hidden.content


# --- the tree ---------------------------------------------------------------------------------


def test_the_tree_hides_merged_documents_and_sets_archived_ones_apart(ui_cast: UiCast) -> None:
    response = client_for(ui_cast.member).get("/brain/team/")
    tree = response.context["tree"]

    live = parsed(response.content).links("tree-doc")
    folders = [folder.name for folder in tree.root.folders]

    assert doc_url("team", "sarah-c") not in live  # merged
    assert [doc.brain_id for doc in tree.archived] == ["old-plan"]
    assert live[-1] == doc_url("team", "old-plan")  # the archived section comes last
    assert b'<details class="tree-archived">' in response.content  # collapsed
    assert {"companies", "evidence", "people", "projects"} <= set(folders)
    assert tree.count == 3  # acme-corp, the transcript, sarah-chen


def test_the_tree_opens_the_folders_of_the_document_shown(ui_cast: UiCast) -> None:
    response = client_for(ui_cast.member).get(doc_url("team", "sarah-chen"))
    folders = {folder.name: folder.open for folder in response.context["tree"].root.folders}

    assert folders["people"] is True
    assert folders["companies"] is False
    current = [
        attrs["href"]
        for tag, attrs in parsed(response.content).tags
        if tag == "a" and attrs.get("aria-current") == "page"
    ]
    assert doc_url("team", "sarah-chen") in current


# --- the document view ------------------------------------------------------------------------


def test_the_document_view_renders_typed_links_panels_and_timeline(ui_cast: UiCast) -> None:
    response = client_for(ui_cast.member).get(doc_url("team", "acme-corp"))
    page = response.context["page"]
    html = parsed(response.content)

    # typed links in the body, decorated by kind, pointing at UI pages in the same brain
    assert html.links("brain-link-page")[:1] == [doc_url("team", "sarah-chen")]
    assert doc_url("team", EVIDENCE_ID) in html.links("brain-link-evidence")
    assert (
        b'<span class="brain-link brain-link-page" title="page:nobody"><bdi>nobody</bdi></span>'
        in (response.content)
    )
    # the body shows the compiled truth; the timeline has its own section
    assert "Timeline" not in page.body_html
    assert [(t.source_ref, t.timestamp) for t in page.timeline] == [
        ("jamie:meeting:123", "2026-11-30T14:00:00Z")
    ]
    assert (
        'href="/brain/team/doc/sarah-chen/" title="page:sarah-chen"' in page.timeline[0].text_html
    )
    # page links and evidence links apart; backlinks
    assert [(e.brain_id, e.title, e.type, e.url) for e in page.panels.page_links] == [
        ("nobody", "nobody", "wiki_link", None),
        ("sarah-chen", "Sarah Chen", "wiki_link", doc_url("team", "sarah-chen")),
    ]
    assert [(e.brain_id, e.title, e.type) for e in page.panels.evidence] == [
        (EVIDENCE_ID, "Kickoff transcript", "cites")
    ]
    assert [(e.brain_id, e.type, e.url) for e in page.panels.backlinks] == [
        ("sarah-chen", "wiki_link", doc_url("team", "sarah-chen")),
        ("sarah-chen", "works_at", doc_url("team", "sarah-chen")),
    ]
    # the compiled truth's own "# Acme" heading is not repeated under the page's title
    assert "<h1" not in page.body_html


def test_a_timeline_entry_in_the_year_1_shows_four_digits(ui_cast: UiCast) -> None:
    # given a page whose timeline starts at the first instant a document may name
    at = "0001-01-01T00:00:00Z"
    entry = timeline_entry_id("old-deed", at, "web:deed", "Signed.")
    body = f"# Old deed\n\nText.\n\n## Timeline\n\n- **{at}** | {entry} | web:deed | Signed.\n"
    write(ui_cast.team_brain, page("old-deed", title="Old deed", folder="notes", body=body))

    # when its page is shown, then the entry's time reads as written, year and all
    response = client_for(ui_cast.member).get(doc_url("team", "old-deed"))
    assert [t.timestamp for t in response.context["page"].timeline] == [at]
    assert f'datetime="{at}"'.encode() in response.content


def test_evidence_shows_who_cites_it(ui_cast: UiCast) -> None:
    page = client_for(ui_cast.member).get(doc_url("team", EVIDENCE_ID)).context["page"]

    assert [(e.brain_id, e.url) for e in page.panels.cited_by] == [
        ("acme-corp", doc_url("team", "acme-corp")),
        ("sarah-chen", doc_url("team", "sarah-chen")),
    ]


def test_the_cited_by_panel_is_on_evidence_only(ui_cast: UiCast) -> None:
    # given a page, evidence cited by two pages, and evidence nobody cites
    write(ui_cast.team_brain, evidence("ev-uncited", title="Uncited note"))
    client = client_for(ui_cast.member)

    # when each is opened
    a_page = client.get(doc_url("team", "sarah-chen")).content.decode()
    cited = client.get(doc_url("team", EVIDENCE_ID)).content.decode()
    uncited = client.get(doc_url("team", "ev-uncited")).content.decode()

    # then only evidence has the panel, and it never says "Cited by" twice
    assert 'id="panel-cited-by"' not in a_page
    assert "Cited by" not in a_page
    assert [html.count('<h2 id="panel-cited-by">Cited by</h2>') for html in (cited, uncited)] == [
        1,
        1,
    ]
    assert '<p class="empty">No page cites this evidence yet.</p>' in uncited
    assert "No page cites this evidence yet." not in cited
    assert [html.count("Cited by") for html in (cited, uncited)] == [1, 1]


def test_the_history_names_an_agent_and_its_job_once(cast: Cast) -> None:
    # given a meeting ingested by the offline ingest agent, for a job
    job = queue.enqueue(
        brain=cast.team_brain, kind=queue.AGENT_INGEST, source_item=meeting_item(cast)
    )
    assert run_next() == "succeeded"

    # when the meeting's page is opened
    response = client_for(cast.member).get(doc_url("team", "acme-pilot-kickoff-2026-11-30"))

    # then its history says who wrote it once
    actors = {version.actor for version in response.context["page"].versions}
    assert actors == {f"ingest agent, job #{job.pk}"}
    html = response.content.decode()
    assert f" UTC · ingest agent, job #{job.pk}" in html
    assert "(job " not in html


@pytest.mark.parametrize(
    ("actor", "said"),
    [
        (Actor("agent", None, "ingest", job_id=8), "agent: ingest (job #8)"),
        (Actor("agent", None, "librarian agent, job #9", job_id=9), "librarian agent, job #9"),
        (Actor("agent", None, "librarian agent", job_id=9), "librarian agent (job #9)"),
        (Actor("agent"), "agent"),
        (Actor("import", None, "brain_import /tmp/x"), "import: brain_import /tmp/x"),
    ],
)
def test_a_writer_is_said_once(cast: Cast, actor: Actor, said: str) -> None:
    # given a document written by `actor`
    document_write(
        brain=cast.team_brain,
        document=page("jo-bloggs", title="Jo Bloggs"),
        expected_hash=None,
        actor=actor,
    )

    # when its history is shown
    versions = client_for(cast.member).get(doc_url("team", "jo-bloggs")).context["page"].versions

    # then
    assert [version.actor for version in versions] == [said]


def test_the_history_lists_versions_with_diffs(ui_cast: UiCast) -> None:
    response = client_for(ui_cast.member).get(doc_url("team", "sarah-chen"))
    page = response.context["page"]

    assert page.version_count == 2
    assert [v.label for v in page.versions] == [
        "version 2 of sarah-chen",
        "version 1 of sarah-chen",
    ]
    assert [v.is_current for v in page.versions] == [True, False]
    assert '<span class="diff-add">+status: active</span>' in page.versions[0].diff
    assert '<span class="diff-del">-status: draft</span>' in page.versions[0].diff
    assert b'class="diff-add"' in response.content


def test_the_brain_home_lists_recently_changed_documents(ui_cast: UiCast) -> None:
    recent = client_for(ui_cast.member).get("/brain/team/").context["recent"]

    assert [doc.brain_id for doc in recent] == ["acme-corp", "sarah-chen", EVIDENCE_ID]


def test_a_merged_document_leads_to_the_one_it_was_merged_into(ui_cast: UiCast) -> None:
    response = client_for(ui_cast.member).get(doc_url("team", "sarah-c"))

    assert response.status_code == 302
    assert response["Location"] == doc_url("team", "sarah-chen")


def test_read_only_users_see_no_edit_affordance(ui_cast: UiCast) -> None:
    # given a workspace member who holds only the view permission on the restricted brain
    reader = make_curator("reader")
    from goat.services import workspace_member_add

    workspace_member_add(workspace=ui_cast.workspace, user=reader, role="member")
    assign_perm("view_brain", reader, ui_cast.secret_brain)

    writer_page = client_for(ui_cast.member).get(doc_url("secret", "project-x"))
    reader_page = client_for(reader).get(doc_url("secret", "project-x"))

    edit = "/brain/secret/doc/project-x/edit/"
    assert edit in parsed(writer_page.content).links()
    assert reader_page.status_code == 200
    assert edit not in parsed(reader_page.content).links()
    assert b"read-only" in reader_page.content
    assert b"read-only" not in writer_page.content


# --- search -----------------------------------------------------------------------------------


def test_search_shows_each_hit_with_its_explanation_and_hop_path(ui_cast: UiCast) -> None:
    response = client_for(ui_cast.member).get("/brain/team/search/?q=pilot")
    hits = {hit.brain_id: hit for hit in response.context["hits"]}

    assert hits["sarah-chen"].matched in ("text", "both")
    assert hits["sarah-chen"].explanation.startswith("Matched the words of the query")
    graph = [hit for hit in hits.values() if hit.matched == "graph"]
    assert graph, hits
    assert [step.brain_id for step in graph[0].path][-1] == graph[0].brain_id
    assert graph[0].explanation.startswith("Reached through the graph: 1 hop from")
    assert doc_url("team", graph[0].brain_id) in parsed(response.content).links()
    assert "old-plan" not in hits and "sarah-c" not in hits


def test_search_shows_each_hits_snippet_reasons_and_relevance_to_the_best(
    ui_cast: UiCast,
) -> None:
    from brain.store import store_for_user
    from brain.toolkit.commands import REGISTRY, run

    response = client_for(ui_cast.member).get("/brain/team/search/?q=pilot")
    hits = {hit.brain_id: hit for hit in response.context["hits"]}
    store = store_for_user(user=ui_cast.member, brain="team")
    queried = run(REGISTRY["query"], store, {"text": "pilot", "limit": 20})

    # the snippet is the query result's, its marks shown as <mark>
    assert {hit.brain_id: hit.snippet for hit in hits.values()} == {
        hit["id"]: hit["snippet"]
        for hit in queried["hits"]  # type: ignore[index]
    }
    assert hits["sarah-chen"].snippet.endswith("runs the **pilot** (kickoff).")
    markup = response.content.decode()
    assert "runs the <mark>pilot</mark> (kickoff)." in markup
    assert "**" not in markup
    # why each hit is there: its words in its text, or reached through the graph (with the
    # page it came through)
    assert "text" in hits["sarah-chen"].reasons
    graph = [hit for hit in hits.values() if hit.matched == "graph"]
    assert graph and all(hit.reasons == ("graph",) for hit in graph)
    assert f'via <a href="{doc_url("team", graph[0].path[0].brain_id)}"' in markup
    # relevance as a share of the best hit's score, not the raw score
    ordered = response.context["hits"]
    assert ordered[0].relevance == 100
    assert all(0 <= hit.relevance <= 100 for hit in ordered)
    assert [hit.relevance for hit in ordered] == sorted(
        (hit.relevance for hit in ordered), reverse=True
    )
    assert '<meter min="0" max="100" value="100"' in markup
    assert "score 0." not in re.sub(r'title="[^"]*"', "", markup)


def test_search_names_a_hit_matched_by_its_title(ui_cast: UiCast) -> None:
    response = client_for(ui_cast.member).get("/brain/team/search/?q=sarah+chen")
    hits = {hit.brain_id: hit for hit in response.context["hits"]}
    assert hits["sarah-chen"].reasons[0] == "name"


def _document(body: str, title: str = "Acme") -> Document:
    source = f"---\nid: acme\nkind: page\ntype: company\ntitle: {title}\n---\n{body}\n"
    return parse_document(source)


def test_search_reasons_read_a_links_label_and_target_not_its_kind() -> None:
    # given: a page whose title says "Zanzibar" and whose body links a page only by a target
    # holding the word, and cites evidence
    body = "We met [[page:zanzibar-corp|the client]] ([[evidence:ev-1|notes]])."
    document = _document(body, title="Zanzibar desk")
    # when the query's words are in the title and the link's target: the target is said to be
    # a link's, not text the reader would look for in the snippet
    assert _reasons("text", 0, document, frozenset({"zanzibar"})) == ("name", "link")
    # a link's kind is no reason at all
    assert _reasons("text", 0, document, frozenset({"evidence"})) == ("text",)
    assert "evidence" not in tokenize(searched_body(body))
    # the label's words are text
    assert _reasons("text", 0, document, frozenset({"client"})) == ("text",)
    # and a hit matched by a link's target only says so
    plain = _document(body, title="Front desk")
    reasons = _reasons("text", 0, plain, frozenset({"zanzibar"}))
    assert reasons == ("link",)
    own = [PathStep("desk", "Front desk")]
    assert _explanation("text", own, reasons) == "Matched by the id of a page or file it links to."


def test_search_explains_only_what_matched_and_path_say() -> None:
    # a hit shown with its own id as its path was not reached through another page
    own = [PathStep("cold-chain", "Cold chain")]
    assert _explanation("text", own) == "Matched the words of the query."
    assert "graph" not in _explanation("both", own)
    assert _reasons("both", 0, _document("Reefer units."), frozenset({"reefer"})) == ("text",)
    # one shown with the page it came through says so
    through = [PathStep("acme", "Acme"), *own]
    assert _explanation("both", through).endswith(
        "reached through the graph (1 hop from \u2068Acme\u2069)."
    )
    # and a hit whose words are all too common to mark says so, rather than claim a text match
    reasons = _reasons(
        "text", 0, _document("Of the pilot."), frozenset({"reefer"}), frozenset({"reefer", "the"})
    )
    assert reasons == ("common",)
    assert _explanation("text", own, reasons) == "Matched only by words too common to mark."


def test_search_matches_what_the_rest_query_tool_returns(ui_cast: UiCast) -> None:
    from brain.store import store_for_user

    store = store_for_user(user=ui_cast.member, brain="team")
    expected = [
        (hit.brain_id, hit.matched, list(hit.path))
        for hit in store.search("acme", limit=20, include_merged=False, include_archived=False).hits
    ]

    response = client_for(ui_cast.member).get("/brain/team/search/?q=acme")

    assert expected
    assert [
        (hit.brain_id, hit.matched, [s.brain_id for s in hit.path])
        for hit in response.context["hits"]
    ] == expected


@pytest.mark.parametrize(
    ("query", "refusal"),
    [
        ("pilot " * 349 + "pilot!", "the query is 2100 characters; a query is at most 2000"),
        ("pil\x00ot", "query: 'text' contains a NUL character; arguments are text"),
    ],
)
def test_search_refuses_the_queries_the_query_tool_refuses(
    ui_cast: UiCast, query: str, refusal: str
) -> None:
    from django.utils.html import escape

    from brain.store import store_for_user
    from brain.toolkit.commands.registry import call
    from brain.toolkit.errors import CommandError

    store = store_for_user(user=ui_cast.member, brain="team")
    with pytest.raises(CommandError) as refused:
        call("query", store, {"text": query})

    response = client_for(ui_cast.member).get("/brain/team/search/", {"q": query})

    assert refused.value.message == refusal
    assert response.status_code == 400
    assert response.context["hits"] == []
    shown = f'<p class="error" role="alert">{escape(refusal)}</p>'
    assert shown in response.content.decode()
    assert 'class="hits"' not in response.content.decode()


# --- security headers and markup --------------------------------------------------------------


@pytest.mark.parametrize(
    "path",
    ["/brain/login/", "/brain/team/", "/brain/team/doc/acme-corp/", "/brain/team/search/?q=a"],
)
def test_pages_carry_a_csp_without_unsafe_inline_and_have_no_inline_code(
    ui_cast: UiCast, path: str
) -> None:
    client = Client() if path == "/brain/login/" else client_for(ui_cast.member)
    response = client.get(path)
    policy = dict(
        part.strip().split(" ", 1) for part in response["Content-Security-Policy"].split(";")
    )
    html = parsed(response.content)

    assert response.status_code == 200
    assert policy["default-src"] == "'none'"
    assert policy["script-src"] == "'self'"
    assert policy["style-src"] == "'self'"
    assert "unsafe" not in response["Content-Security-Policy"]
    scripts = [attrs.get("src") for tag, attrs in html.tags if tag == "script"]
    assert scripts == ["/static/ui/ui.js", "/static/ui/live.js"]
    assert [tag for tag, _ in html.tags if tag == "style"] == []
    assert [tag for tag, attrs in html.tags if "style" in attrs] == []
    assert [name for _, attrs in html.tags for name in attrs if name.startswith("on")] == []


def test_the_admin_gets_the_image_policy_only(ui_cast: UiCast) -> None:
    # the admin keeps its own scripts and styles; images come from this site and data: URLs
    response = client_for(ui_cast.root).get("/admin/")

    assert response["Content-Security-Policy"] == "img-src 'self' data:"


def test_ui_views_read_brain_data_only_through_the_selectors() -> None:
    views = (Path(settings.BASE_DIR) / "ui" / "views.py").read_text()

    assert ".objects" not in views
    assert "brain.models" not in views


def test_every_page_beside_the_brains_has_a_slug_no_brain_may_take() -> None:
    # /brain/<segment>/ is either a UI page or a brain's slug: the UI's own segments are
    # reserved (brain.models.RESERVED_SLUGS), and no brain slug can start with "~" or "_".
    from brain.models import RESERVED_SLUGS
    from ui.urls import urlpatterns

    segments = {
        str(pattern.pattern).split("/")[0]
        for pattern in urlpatterns
        if str(pattern.pattern) and not str(pattern.pattern).startswith("<")
    }

    plain = {segment for segment in segments if re.fullmatch(r"[a-z0-9-]+", segment)}
    assert plain <= RESERVED_SLUGS, plain - RESERVED_SLUGS


def test_the_document_view_shows_its_share_of_cited_statements(ui_cast: UiCast) -> None:
    # given an active page with three statements, two of them citing (evidence, a source)
    body = (
        "# Share\n\nCited ([[evidence:" + EVIDENCE_ID + "|call]]).\n\n"
        "- Also cited ([[source:jamie:meeting:123|notes]]).\n- Not cited.\n"
    )
    write(ui_cast.team_brain, page("share", title="Share", status="active", body=body))
    # when
    response = client_for(ui_cast.member).get(doc_url("team", "share"))
    # then the header says so, from the toolkit's one definition
    citations = response.context["page"].citations
    assert (citations.cited, citations.total) == (2, 3)
    assert b"2 of 3 statements cite evidence</span>" in response.content
    # evidence documents show no share: they are the citation
    evidence_page = client_for(ui_cast.member).get(doc_url("team", EVIDENCE_ID))
    assert evidence_page.context["page"].citations is None
    assert b"statements cite evidence" not in evidence_page.content


def test_a_stored_title_with_a_bidi_override_is_isolated_wherever_it_is_shown(
    ui_cast: UiCast,
) -> None:
    # given a page written before titles were cleaned, its title ending in U+202E (RLO), that
    # links to Sarah
    evil = "Wiki notes\u202e"
    body = "# Notes\n\n[[page:sarah-chen|Sarah]].\n"
    write(
        ui_cast.team_brain, page("wiki-notes", title=evil, type="note", folder="inbox", body=body)
    )
    client = client_for(ui_cast.member)

    # when Sarah's page (its Backlinks, the tree), the page itself and a search are shown
    sarah = client.get(doc_url("team", "sarah-chen")).content.decode()
    own = client.get(doc_url("team", "wiki-notes")).content.decode()
    found = client.get("/brain/team/search/?q=wiki").content.decode()

    # then each title is isolated (<bdi>, or U+2068...U+2069 inside a sentence), so its
    # override cannot turn the text after it ("wiki_link")
    assert f">{evil}<" in sarah
    assert f'<bdi>{evil}</bdi></a> <span class="edge-type">wiki_link</span>' in sarah
    assert f'aria-current="page"><bdi>{evil}</bdi></a>' in own  # the tree
    assert f"<h1><bdi>{evil}</bdi></h1>" in own
    assert f"<bdi>{evil}</bdi></a>" in found
    for html in (sarah, own, found):  # elsewhere only a block's text: a diff line
        isolated = html.count(f"<bdi>{evil}</bdi>") + html.count(f"\u2068{evil}\u2069")
        blocks = html.count(f"+title: {evil}</span>")
        assert html.count(evil) == isolated + blocks


def test_the_tab_title_keeps_no_bidi_control_and_isolates_each_name(ui_cast: UiCast) -> None:
    # given a page titled with an unclosed RLO (U+202E), one titled in Arabic, and a brain
    # whose name holds an override too
    write(ui_cast.team_brain, page("wiki-notes", title="Wiki notes\u202e", folder="inbox"))
    write(ui_cast.team_brain, page("arabic", title="\u0645\u0644\u0627\u062d\u0638\u0627\u062a 2"))
    ui_cast.team_brain.name = "Team \u202bbrain"
    ui_cast.team_brain.save(update_fields=["name"])
    client = client_for(ui_cast.member)

    def tab_title(path: str) -> str:
        found = re.search(r"<title>(.*?)</title>", client.get(path).content.decode(), re.S)
        assert found is not None
        return found.group(1)

    # when their pages are shown, then the <title> (the browser's tab, text without markup)
    # drops the controls and isolates each name (U+2068...U+2069), so none turns what follows
    team = "\u2068Team brain\u2069"
    assert tab_title(doc_url("team", "wiki-notes")) == (
        f"\u2068Wiki notes\u2069 · {team} · Goat Brain"
    )
    assert tab_title(doc_url("team", "arabic")) == (
        f"\u2068\u0645\u0644\u0627\u062d\u0638\u0627\u062a 2\u2069 · {team} · Goat Brain"
    )
    assert tab_title("/brain/team/") == f"{team} · Goat Brain"
    assert tab_title("/brain/team/graph/") == f"Graph · {team} · Goat Brain"
    assert tab_title("/brain/team/search/?q=wiki") == f"Search {team} · Goat Brain"
