"""The brain graph view (/brain/{brain}/graph/) through Django's test client: which documents
and links it draws, where the layout puts them, the two-hop neighbourhood above the cap, and
who may see it."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from django.test import Client

from goat.layout import force_layout
from tests.store.factories import EVIDENCE_ID, page, write
from tests.ui.conftest import UiCast, client_for

pytestmark = pytest.mark.django_db

DATA = re.compile(rb'<script id="graph-data" type="application/json">(.*?)</script>', re.S)
XSS_TITLE = '</script><script>alert(1)</script><img src=x onerror="alert(2)"> & "Co"'


def graph_data(client: Client, path: str = "/brain/team/graph/") -> dict[str, Any]:
    response = client.get(path)
    assert response.status_code == 200
    match = DATA.search(response.content)
    assert match is not None
    data: dict[str, Any] = json.loads(match.group(1))
    return data


def node_ids(data: dict[str, Any]) -> list[str]:
    return [node["id"] for node in data["nodes"]]


def edge_set(data: dict[str, Any]) -> set[tuple[str, str, str]]:
    ids = node_ids(data)
    return {(ids[a], ids[b], kind) for a, b, kind in data["edges"]}


def chain(ui_cast: UiCast, *ids: str) -> None:
    """Draft pages linked in a row: ids[0] -> ids[1] -> ..."""
    for here, after in zip(ids, [*ids[1:], None], strict=True):
        body = f"# {here}\n\nNext: [[page:{after}]].\n" if after else f"# {here}\n\nThe end.\n"
        write(ui_cast.team_brain, page(here, title=here.title(), body=body))


def test_the_graph_draws_live_documents_and_the_links_between_them(ui_cast: UiCast) -> None:
    # given a page that links to the archived and the merged documents too
    write(
        ui_cast.team_brain,
        page(
            "beta",
            title="Beta",
            body="# Beta\n\nSee [[page:old-plan]], [[page:sarah-c]] and [[page:sarah-chen]].\n",
        ),
    )
    # when a member opens the brain's graph
    data = graph_data(client_for(ui_cast.member))
    # then the nodes are the draft and active documents, pages and evidence
    assert node_ids(data) == ["acme-corp", "beta", EVIDENCE_ID, "sarah-chen"]
    kinds = {node["id"]: (node["kind"], node["status"]) for node in data["nodes"]}
    assert kinds == {
        "acme-corp": ("page", "draft"),
        "beta": ("page", "draft"),
        EVIDENCE_ID: ("evidence", "active"),
        "sarah-chen": ("page", "active"),
    }
    # and the edges are page links and citations between them, once per pair; links to the
    # archived, merged and missing documents (old-plan, sarah-c, nobody) are left out
    assert edge_set(data) == {
        ("acme-corp", "sarah-chen", "link"),
        ("acme-corp", EVIDENCE_ID, "cites"),
        (EVIDENCE_ID, "sarah-chen", "cites"),
        ("beta", "sarah-chen", "link"),
    }
    # and each node links to its document and sits where goat/layout.py puts it
    nodes = {node["id"]: node for node in data["nodes"]}
    assert nodes["sarah-chen"]["url"] == "/brain/team/doc/sarah-chen/"
    assert nodes["sarah-chen"]["title"] == "Sarah Chen"
    assert nodes["sarah-chen"]["degree"] == 3
    expected = force_layout(
        ["acme-corp", "beta", EVIDENCE_ID, "sarah-chen"],
        [
            ("acme-corp", "sarah-chen"),
            ("acme-corp", EVIDENCE_ID),
            (EVIDENCE_ID, "sarah-chen"),
            ("beta", "sarah-chen"),
        ],
    )
    assert {k: (n["x"], n["y"]) for k, n in nodes.items()} == expected


def test_the_page_has_the_legend_the_count_and_the_script(ui_cast: UiCast) -> None:
    response = client_for(ui_cast.member).get("/brain/team/graph/")
    html = response.content.decode()
    assert "3 documents · 3 links" in html
    assert 'class="graph-legend"' in html
    assert "/static/ui/graph.js" in html
    assert "unsafe-inline" not in response["Content-Security-Policy"]
    # the brain's home and each document link to it
    home = client_for(ui_cast.member).get("/brain/team/").content.decode()
    assert 'href="/brain/team/graph/"' in home
    document = client_for(ui_cast.member).get("/brain/team/doc/acme-corp/").content.decode()
    assert 'href="/brain/team/graph/?doc=acme-corp"' in document
    # an archived document is not drawn, so it has no Graph link
    archived = client_for(ui_cast.member).get("/brain/team/doc/old-plan/").content.decode()
    assert "/brain/team/graph/" not in archived


def test_a_title_is_data_never_markup(ui_cast: UiCast) -> None:
    write(ui_cast.team_brain, page("xss", title=XSS_TITLE, body="# X\n\nText.\n"))

    response = client_for(ui_cast.member).get("/brain/team/graph/")

    assert b"<script>alert(1)" not in response.content
    assert b"<img src=x" not in response.content
    data = graph_data(client_for(ui_cast.member))
    assert {node["id"]: node["title"] for node in data["nodes"]}["xss"] == XSS_TITLE


def test_a_title_keeps_no_bidi_control_in_the_graph(ui_cast: UiCast) -> None:
    # given a page titled with an unclosed RLO (U+202E) and an isolate, and one in Hebrew
    write(ui_cast.team_brain, page("rlo", title="\u202eWiki\u2066 notes", body="# X\n\nText.\n"))
    write(
        ui_cast.team_brain, page("hebrew", title="\u05e9\u05dc\u05d5\u05dd", body="# X\n\nText.\n")
    )

    data = graph_data(client_for(ui_cast.member))

    # then the drawn titles (labels and tips) hold no bidi control; graph.js isolates each
    titles = {node["id"]: node["title"] for node in data["nodes"]}
    assert titles["rlo"] == "Wiki notes"
    assert titles["hebrew"] == "\u05e9\u05dc\u05d5\u05dd"


def test_a_write_changes_the_graph_at_once(ui_cast: UiCast) -> None:
    client = client_for(ui_cast.member)
    before = graph_data(client)
    assert graph_data(client) == before  # the cached layout, unchanged

    write(ui_cast.team_brain, page("gamma", title="Gamma", body="# G\n\n[[page:acme-corp]]\n"))

    after = graph_data(client)
    assert node_ids(after) == ["acme-corp", EVIDENCE_ID, "gamma", "sarah-chen"]
    assert ("acme-corp", "gamma", "link") in edge_set(after)


def test_a_document_is_ringed_below_the_cap(ui_cast: UiCast) -> None:
    response = client_for(ui_cast.member).get("/brain/team/graph/?doc=acme-corp")
    assert b'data-focus="acme-corp"' in response.content
    assert node_ids(graph_data(client_for(ui_cast.member), "/brain/team/graph/?doc=acme-corp")) == [
        "acme-corp",
        EVIDENCE_ID,
        "sarah-chen",
    ]


def test_above_the_cap_it_shows_a_documents_two_hop_neighbourhood(
    ui_cast: UiCast, settings: Any
) -> None:
    # given more live documents than the cap: the three of the cast and a chain of four
    chain(ui_cast, "c-one", "c-two", "c-three", "c-four")
    settings.UI_GRAPH_MAX_DOCUMENTS = 5
    client = client_for(ui_cast.member)

    # without a document, the page asks for one and draws nothing
    response = client.get("/brain/team/graph/")
    assert response.status_code == 200
    assert DATA.search(response.content) is None
    assert b"This brain has 7 documents, more than the 5" in response.content
    assert b'name="doc"' in response.content

    # with one, it draws the documents up to two hops away, links followed both ways
    assert node_ids(graph_data(client, "/brain/team/graph/?doc=c-one")) == [
        "c-one",
        "c-three",
        "c-two",
    ]
    around_two = graph_data(client, "/brain/team/graph/?doc=c-two")
    assert node_ids(around_two) == ["c-four", "c-one", "c-three", "c-two"]
    assert edge_set(around_two) == {
        ("c-one", "c-two", "link"),
        ("c-three", "c-two", "link"),
        ("c-four", "c-three", "link"),
    }
    assert node_ids(graph_data(client, "/brain/team/graph/?doc=sarah-chen")) == [
        "acme-corp",
        EVIDENCE_ID,
        "sarah-chen",
    ]
    # a document that is not live (or not there) is a 404
    assert client.get("/brain/team/graph/?doc=old-plan").status_code == 404
    assert client.get("/brain/team/graph/?doc=no-such").status_code == 404


@pytest.mark.parametrize(
    ("who", "path"),
    [
        ("outsider", "/brain/{acme}/graph/"),
        ("outsider", "/brain/{acme}/graph/?doc=sarah-chen"),
        ("restricted", "/brain/{secret}/graph/"),
        ("member", "/brain/{globex}/graph/"),
    ],
)
def test_outsiders_get_404(ui_cast: UiCast, who: str, path: str) -> None:
    url = path.format(
        acme=ui_cast.team_brain.pk, secret=ui_cast.secret_brain.pk, globex=ui_cast.other_brain.pk
    )
    hidden = client_for(getattr(ui_cast, who)).get(url)
    unknown = client_for(ui_cast.owner).get("/brain/no-such-brain/graph/")
    assert hidden.status_code == unknown.status_code == 404
    assert hidden.content == unknown.content
    assert b"Sarah" not in hidden.content and b"project-x" not in hidden.content


def test_anonymous_users_are_sent_to_log_in(ui_cast: UiCast) -> None:
    response = Client().get("/brain/team/graph/")
    assert response.status_code == 302
    assert response["Location"].startswith("/brain/login/")
