"""The memory browser's views (llmwiki/views.py) through Django's test client: who may see
which scope, the provider switch, the popup's documents, the Map and Connections data."""

from __future__ import annotations

import html
import json
import os
import re
from pathlib import Path
from typing import Any

import pytest
from django.conf import LazySettings, settings
from django.contrib.auth.base_user import AbstractBaseUser
from django.test import Client

from llmwiki.browser import activate as browser_activate
from llmwiki.hindsight import MSG_NOT_CONFIGURED
from llmwiki.models import MemoryBinding, Pen
from llmwiki.scopes import MemoryScope, active_provider, binding_activate
from llmwiki.wiki import root_for
from tests.commands.conftest import run
from tests.hindsight_server import HindsightServer
from tests.llmwiki.planted import XSS_TITLE, plant_markdown, plant_wiki, snapshot
from tests.store.factories import make_user

pytestmark = pytest.mark.django_db

MEMORY = "/memory/"


def signed_in(user: AbstractBaseUser, *, csrf: bool = False) -> Client:
    client = Client(enforce_csrf_checks=csrf)
    client.force_login(user)
    return client


def csrf_token(client: Client, url: str) -> str:
    client.get(url)
    return str(client.cookies[settings.CSRF_COOKIE_NAME].value)


@pytest.fixture
def staff() -> AbstractBaseUser:
    return make_user("stella", is_staff=True)


@pytest.fixture
def pen() -> Pen:
    pen = Pen.objects.create(name="Acme pilot", short_name="acme-pilot", owner=make_user("olivia"))
    pen.members.add(make_user("mario"))
    return pen


def tree(folder: Path) -> dict[str, bytes]:
    return snapshot(folder) if folder.exists() else {}


def map_data(html: str) -> dict[str, Any]:
    match = re.search(r'<script id="memory-map-data" type="application/json">(.*?)</script>', html)
    assert match is not None
    return json.loads(match.group(1))


def test_the_applications_memory_is_for_staff_only(goat_home: Path, staff: Any) -> None:
    # given a staff user, a signed-in non-staff user and an anonymous visitor
    plant_markdown(MemoryScope().markdown_dir())
    user = make_user("ursula")

    # then only staff see it: the others get the login page or a 404
    assert Client().get(MEMORY).status_code == 302
    for url in (MEMORY, f"{MEMORY}doc/?page=welcome", f"{MEMORY}?tab=map"):
        assert signed_in(user).get(url).status_code == 404
    response = signed_in(user).post(f"{MEMORY}activate/", {"provider": "llm-wiki"})
    assert response.status_code == 404
    assert MemoryBinding.objects.count() == 0
    response = signed_in(staff).get(MEMORY)
    assert response.status_code == 200
    body = response.content.decode()
    assert "Garden ideas" in body and "Welcome" in body and "Hidden" not in body
    # Markdown (local) is Pages only: no Map or Connections
    assert "?tab=map" not in body and "?tab=connections" not in body
    assert signed_in(staff).get(f"{MEMORY}?tab=map").status_code == 404
    assert signed_in(staff).get(f"{MEMORY}?tab=connections").status_code == 404
    policy = response["Content-Security-Policy"]
    assert "default-src 'none'" in policy and "unsafe-inline" not in policy


def test_a_pens_memory_is_for_its_owner_and_members(goat_home: Path, pen: Pen) -> None:
    base = f"/pens/{pen.ref}/memory/"
    plant_wiki(MemoryScope(pen=pen).wiki_root())
    binding_activate(scope=MemoryScope(pen=pen), provider="llm-wiki", actor=pen.owner)
    outsider, staff = make_user("outsider"), make_user("root", is_staff=True)

    for user in (pen.owner, pen.members.get()):
        response = signed_in(user).get(base + "?tab=map")
        assert response.status_code == 200
        assert "Roadmap" in response.content.decode()
    for user in (outsider, staff):
        client = signed_in(user)
        for url in (base, base + "?tab=map", base + "doc/?page=acme"):
            assert client.get(url).status_code == 404
        assert client.post(base + "activate/", {"provider": "markdown"}).status_code == 404
    assert signed_in(pen.owner).get(f"/pens/acme-pilot_{'0' * 32}/memory/").status_code == 404
    assert active_provider(MemoryScope(pen=pen)) == "llm-wiki"


def test_switching_needs_csrf_and_changes_only_the_binding(goat_home: Path, staff: Any) -> None:
    # given the application's Markdown folder with notes
    scope = MemoryScope()
    markdown = scope.markdown_dir()
    notes = plant_markdown(markdown)
    wiki = scope.wiki_root().path
    client = signed_in(staff, csrf=True)

    # a POST without the CSRF token is refused and changes nothing
    assert client.post(f"{MEMORY}activate/", {"provider": "llm-wiki"}).status_code == 403
    assert MemoryBinding.objects.count() == 0 and not wiki.exists()

    # when the LLM Wiki is activated: the binding changes and its root gets its five authorities
    token = csrf_token(client, MEMORY)
    response = client.post(
        f"{MEMORY}activate/", {"provider": "llm-wiki", "csrfmiddlewaretoken": token}
    )
    assert response.status_code == 302
    assert active_provider(scope) == "llm-wiki"
    assert sorted(os.listdir(wiki)) == [".lock", "AGENTS.md", "index.md", "log.md", "raw", "wiki"]
    assert snapshot(markdown) == notes
    wiki_files = tree(wiki)
    # the inactive Markdown folder stays listed, with its pages
    body = client.get(MEMORY).content.decode()
    assert "Markdown (local)" in body and "2 pages" in body and "?tab=map" in body

    # and back to Markdown: nothing is copied, merged or deleted either way
    response = client.post(
        f"{MEMORY}activate/", {"provider": "markdown", "csrfmiddlewaretoken": token}
    )
    assert response.status_code == 302
    assert active_provider(scope) == "markdown"
    assert snapshot(markdown) == notes
    assert tree(wiki) == wiki_files
    assert MemoryBinding.objects.get().provider == "markdown"

    # an unknown provider, or Hindsight without its bank, is refused
    for data in ({"provider": "dropbox"}, {"provider": "hindsight"}):
        response = client.post(f"{MEMORY}activate/", {**data, "csrfmiddlewaretoken": token})
        assert response.status_code == 400
    assert active_provider(scope) == "markdown"


def test_hindsight_without_a_server_says_so(
    goat_home: Path, staff: Any, settings: LazySettings
) -> None:
    settings.HINDSIGHT_URL = None
    binding_activate(scope=MemoryScope(), provider="hindsight", actor=staff, hindsight_bank="b")
    response = signed_in(staff).get(MEMORY)
    assert response.status_code == 200
    body = response.content.decode()
    assert "Hindsight" in body and "?tab=map" not in body
    assert MSG_NOT_CONFIGURED in body


def test_hindsight_pages_come_from_its_bank_and_a_dead_server_is_a_message(
    goat_home: Path, staff: Any, settings: LazySettings
) -> None:
    # given the application bound to a Hindsight bank on a (loopback) server
    binding_activate(scope=MemoryScope(), provider="hindsight", actor=staff, hindsight_bank="acme")
    client = signed_in(staff)
    with HindsightServer() as server:
        server.banks["acme"] = [
            {"id": "mem-1", "text": "Sarah <b>Chen</b> runs the pilot.", "tags": []},
        ]
        settings.HINDSIGHT_URL = server.url

        # when the Pages tab and a page's popup are opened
        listed = client.get(MEMORY)
        popup = client.get(f"{MEMORY}doc/", {"page": "mem-1"})

    # then they show the bank's memory, escaped, and there is no Map
    assert listed.status_code == 200 and "?tab=map" not in listed.content.decode()
    assert "Sarah &lt;b&gt;Chen&lt;/b&gt; runs the pilot." in listed.content.decode()
    assert popup.status_code == 200 and "<b>" not in popup.json()["html"]
    # and once the server is gone, the page says so instead of failing
    gone = client.get(MEMORY)
    gone_popup = client.get(f"{MEMORY}doc/", {"page": "mem-1"})
    assert gone.status_code == 200
    assert "could not reach the Hindsight server" in gone.content.decode()
    assert gone_popup.status_code == 502
    assert "could not reach the Hindsight server" in gone_popup.json()["error"]


def test_pages_and_the_popup_render_safely_and_resolve_links(goat_home: Path, staff: Any) -> None:
    # given an active LLM Wiki with pages and sources, and an inactive Markdown folder
    scope = MemoryScope()
    ids = plant_wiki(scope.wiki_root())
    plant_markdown(scope.markdown_dir())
    binding_activate(scope=scope, provider="llm-wiki", actor=staff)
    client = signed_in(staff)

    # the Pages list: every curated page, the XSS title escaped
    body = client.get(MEMORY).content.decode()
    assert body.count('class="memory-open"') == 8
    assert XSS_TITLE not in body and "&lt;img src=x onerror=" in body

    # a page: known wikilinks and relative links point at the popup endpoint
    page = client.get(f"{MEMORY}doc/?page=people/sarah-chen").json()
    assert page["kind"] == "page" and page["title"] == "Sarah Chen"
    assert page["html"].count(f'href="{MEMORY}doc/?page=acme"') == 2
    assert 'class="wiki-link"' in page["html"]

    # its citation opens the raw source it names
    assert f'href="{MEMORY}doc/?source={ids["sarah"]}"' in page["html"]
    assert ">[Sarah Chen intro]</a>" in page["html"]

    # the XSS page: inert
    evil = client.get(f"{MEMORY}doc/?page=evil").json()
    assert evil["title"] == XSS_TITLE  # JSON text; the popup sets it with textContent
    for bad in ("<script", "<b ", "<img", 'href="javascript'):
        assert bad not in evil["html"]
    assert "&lt;script&gt;" in evil["html"] and "&lt;b onclick=" in evil["html"]

    # a raw source: its text escaped in <pre>, read-only
    source = client.get(f"{MEMORY}doc/?source={ids['memo']}").json()
    assert source["kind"] == "source" and source["title"] == "Roadmap memo"
    assert source["html"].startswith('<pre class="memory-raw">')
    assert "&lt;script&gt;x&lt;/script&gt;" in source["html"] and "<script>" not in source["html"]

    # the inactive Markdown folder can be browsed; unknown wikilinks are plain text
    welcome = client.get(f"{MEMORY}doc/?page=welcome&provider=markdown").json()
    assert f'href="{MEMORY}doc/?page=ideas/garden&amp;provider=markdown"' in welcome["html"]
    assert '<span class="wiki-link-unknown"><bdi>nowhere</bdi></span>' in welcome["html"]
    garden = client.get(f"{MEMORY}doc/?page=ideas/garden&provider=markdown").json()
    assert f'href="{MEMORY}doc/?page=welcome&amp;provider=markdown"' in garden["html"]


def test_the_popup_refuses_traversal(goat_home: Path, staff: Any, tmp_path: Path) -> None:
    scope = MemoryScope()
    plant_wiki(scope.wiki_root())
    markdown = scope.markdown_dir()
    plant_markdown(markdown)
    secret = tmp_path / "secret.md"
    secret.write_text("# Secret\n")
    (markdown / "link.md").symlink_to(secret)
    (goat_home / "memory" / "outside.md").write_text("# Outside\n")
    client = signed_in(staff)

    for provider in ("markdown", "llm-wiki"):
        for name in (
            "../../etc/passwd",
            "../outside",
            "..%2Foutside",
            "/etc/passwd",
            "ideas/../../outside",
            "link",
            ".hidden",
            "a\\b",
            "",
        ):
            response = client.get(f"{MEMORY}doc/", {"page": name, "provider": provider})
            assert response.status_code == 404, (provider, name)
        for source in ("../../etc/passwd", "src_../../x", "acme"):
            response = client.get(f"{MEMORY}doc/", {"source": source, "provider": provider})
            assert response.status_code == 404
    assert "Secret" not in client.get(f"{MEMORY}?provider=markdown").content.decode()
    assert client.get(f"{MEMORY}doc/?page=welcome&provider=dropbox").status_code == 404


def test_the_map_and_connections_show_the_validated_graph(goat_home: Path, staff: Any) -> None:
    scope = MemoryScope()
    ids = plant_wiki(scope.wiki_root())
    binding_activate(scope=scope, provider="llm-wiki", actor=staff)
    client = signed_in(staff)
    before = tree(scope.wiki_root().path)

    data = map_data(client.get(f"{MEMORY}?tab=map").content.decode())
    pages = [node for node in data["nodes"] if node["kind"] == "page"]
    sources = [node for node in data["nodes"] if node["kind"] == "source"]
    assert len(pages) == 8
    assert sorted(node["name"] for node in sources) == sorted(ids.values())
    edges = {
        (data["nodes"][a]["name"], data["nodes"][b]["name"], kind) for a, b, kind in data["edges"]
    }
    assert ("people/sarah-chen", "acme", "link") in edges
    assert ("roadmap", ids["memo"], "cites") in edges
    assert all(0 <= node["x"] <= data["size"] and 0 <= node["y"] <= data["size"] for node in pages)
    # the same layout every time
    assert map_data(client.get(f"{MEMORY}?tab=map").content.decode()) == data

    body = client.get(f"{MEMORY}?tab=connections").content.decode()
    assert re.search(r"<th scope=\"row\">Kickoff meeting</th><td[^>]*>4</td><td[^>]*>2</td>", body)
    assert "memory-chart-data" in body

    # browsing wrote nothing
    for url in (MEMORY, f"{MEMORY}doc/?page=acme", f"{MEMORY}doc/?source={ids['acme']}"):
        assert client.get(url).status_code == 200
    assert tree(scope.wiki_root().path) == before


def test_browsing_an_inactive_wiki_creates_nothing(goat_home: Path, staff: Any) -> None:
    client = signed_in(staff)
    assert client.get(MEMORY).status_code == 200
    assert client.get(f"{MEMORY}?provider=llm-wiki").status_code == 200
    assert client.get(f"{MEMORY}doc/?page=acme&provider=llm-wiki").status_code == 404
    assert not (goat_home / "memory").exists()
    assert root_for(None).path == goat_home / "memory" / "llm-wiki"


def empty_state(body: str) -> tuple[str, str] | None:
    """The empty state's provider and its text (tags dropped, spacing collapsed), or None."""
    match = re.search(r'<div class="memory-empty" data-provider="([^"]*)">(.*?)</div>', body, re.S)
    if match is None:
        return None
    text = html.unescape(re.sub(r"<[^>]+>", " ", match.group(2)))
    return match.group(1), " ".join(text.split())


LLM_WIKI_EMPTY = (
    "No pages yet. The LLM Wiki's pages are written from sources: ingesting a source captures it "
    "(read-only), then the wiki's maintenance agent writes the pages that cite it (with a model "
    "when AGENT_MODEL is set, otherwise a summary page of the source). Ingest a source file: "
    "python manage.py llmwiki {pen}ingest-source FILE Import a folder of markdown notes, each "
    "captured as a source with a page citing it: python manage.py llmwiki {pen}import-markdown "
    "DIR From an agent or a chat: the wiki_ingest_source tool, over MCP at {mcp} or REST "
    "( POST {rest} ) More in docs/llm-wiki.md."
)


def test_an_empty_memory_says_how_pages_get_there(goat_home: Path, staff: Any, pen: Pen) -> None:
    # given the application's scope with nothing in it: Markdown (local), the default
    client = signed_in(staff)
    assert empty_state(client.get(MEMORY).content.decode()) == (
        "markdown",
        "No pages yet. Markdown (local) shows the .md files in this scope's folder, "
        "$GOAT_HOME/memory/markdown , and its subfolders: put notes there and they are listed "
        "here. To have pages written from sources, activate the LLM Wiki and ingest them "
        "( python manage.py llmwiki ingest-source FILE ). More in docs/llm-wiki.md.",
    )

    # when the LLM Wiki is activated (its root created, no page in it)
    scope = MemoryScope()
    browser_activate(scope, "llm-wiki", actor=staff)
    before = tree(goat_home)

    # then Pages, Map and Connections each say how pages get there
    expected = LLM_WIKI_EMPTY.format(pen="", mcp="/mcp/~memory/", rest="/api/memory/wiki/sources/")
    for url in (MEMORY, f"{MEMORY}?tab=map", f"{MEMORY}?tab=connections"):
        body = client.get(url).content.decode()
        assert empty_state(body) == ("llm-wiki", expected), url
        assert "memory-map-data" not in body and "memory-chart-data" not in body
    # and a Pen's names the Pen in every command and path
    ref = pen.ref
    binding_activate(scope=MemoryScope(pen=pen), provider="llm-wiki", actor=pen.owner)
    body = signed_in(pen.owner).get(f"/pens/{ref}/memory/?tab=map").content.decode()
    assert empty_state(body) == (
        "llm-wiki",
        LLM_WIKI_EMPTY.format(
            pen=f"--pen {ref} ", mcp=f"/mcp/~pens/{ref}/", rest=f"/api/pens/{ref}/wiki/sources/"
        ),
    )
    # browsing wrote nothing
    assert tree(goat_home) == before


def test_the_commands_the_empty_state_names_fill_the_memory(
    goat_home: Path, staff: Any, tmp_path: Path
) -> None:
    # given the empty LLM Wiki the empty state was shown for
    scope = MemoryScope()
    browser_activate(scope, "llm-wiki", actor=staff)
    client = signed_in(staff)
    assert empty_state(client.get(MEMORY).content.decode()) is not None

    # when a source is ingested and a folder imported as it says (the offline agent: no model)
    source_file = tmp_path / "call.md"
    source_file.write_text("# Acme call\n\nAcme wants the pilot in December.\n", encoding="utf-8")
    run("llmwiki", "ingest-source", str(source_file), "--title", "Acme call")
    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "garden.md").write_text("# Garden\n\nTomatoes.\n", encoding="utf-8")
    run("llmwiki", "import-markdown", str(notes))

    # then the pages are listed and the empty state is gone
    body = client.get(MEMORY).content.decode()
    assert empty_state(body) is None
    assert body.count('class="memory-open"') == 2
    # and on the Map a source reads apart from its summary page, which carries its title
    data = map_data(client.get(f"{MEMORY}?tab=map").content.decode())
    labels = sorted((node["kind"], node["title"], node["label"]) for node in data["nodes"])
    garden = next(title for kind, title, _ in labels if kind == "source" and title != "Acme call")
    assert labels == sorted(
        [
            ("page", "Acme call", "Acme call"),
            ("source", "Acme call", "source: Acme call"),
            ("page", "Garden", "Garden"),
            ("source", garden, f"source: {garden}"),
        ]
    )


def test_an_empty_hindsight_bank_says_who_writes_it(
    goat_home: Path, staff: Any, settings: LazySettings
) -> None:
    binding_activate(scope=MemoryScope(), provider="hindsight", actor=staff, hindsight_bank="acme")
    with HindsightServer() as server:
        server.banks["acme"] = []
        settings.HINDSIGHT_URL = server.url
        body = signed_in(staff).get(MEMORY).content.decode()

    assert empty_state(body) == (
        "hindsight",
        "No pages yet. This Hindsight memory bank holds no memory units yet. Goat Brain only "
        "reads them: they are written to the bank by Hindsight's own clients. "
        "More in docs/llm-wiki.md.",
    )
