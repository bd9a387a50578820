"""The memory browser in a real browser (Playwright driving Debian's Chromium against the app
under uvicorn, with GOAT_HOME pointing at a planted wiki): the Map's pan, zoom, rotation,
hover and click → popup → wikilink → Back, and the screenshots of Pages, Map and Connections.

The screenshots go to GOAT_SCREENSHOTS_DIR when it is set (`bash scripts/screenshots` sets it to
docs/screenshots/), else to a temporary folder.
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.contrib.auth import get_user_model

from bench.measure import serve
from llmwiki.models import Pen
from llmwiki.scopes import MemoryScope, binding_activate
from llmwiki.wiki import wiki_ingest_source
from tests.llmwiki.planted import XSS_TITLE, plant_markdown, plant_wiki
from tests.processes import database_url
from tests.store.factories import make_user
from tests.ui.conftest import BrowserPage, browser, chromium, with_password

# The browser harness's fixtures (tests/ui/conftest.py), used here too.
__all__ = ["browser", "chromium"]

pytestmark = pytest.mark.django_db(transaction=True)

User = get_user_model()

TRANSFORM = re.compile(r"translate\(([-\d.]+) ([-\d.]+)\) scale\(([-\d.]+)\) rotate\(([-\d.]+)\)")
# A background point of the map: the SVG itself is under it (no node, label or control).
EMPTY_POINT = """() => {
    const svg = document.querySelector('#memory-map svg');
    const box = svg.getBoundingClientRect();
    for (let y = box.top + box.height * 0.3; y < box.bottom - 40; y += 17)
        for (let x = box.left + 60; x < box.right - 60; x += 23)
            if (document.elementFromPoint(x, y) === svg) return [x, y];
    return null;
}"""


@pytest.fixture(scope="module")
def goat_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    home = tmp_path_factory.mktemp("goat-home")
    plant_wiki(MemoryScope().wiki_root(home))
    plant_markdown(MemoryScope().markdown_dir(home))
    return home


@pytest.fixture(scope="module")
def memory_server(django_db_setup: None, django_db_blocker: Any, goat_home: Path) -> Iterator[str]:
    """The app served with GOAT_HOME at the planted memory (see tests/ui/conftest.ui_server)."""
    with django_db_blocker.unblock():
        database = database_url()
    env = {
        "DATABASE_URL": database,
        "SESSION_COOKIE_SECURE": "false",
        "CSRF_COOKIE_SECURE": "false",
        "SERVE_STATIC": "true",
        "GOAT_HOME": str(goat_home),
    }
    with serve(env=env) as port:
        yield f"http://127.0.0.1:{port}"


@pytest.fixture
def memory_tab(browser: Any, memory_server: str) -> Iterator[BrowserPage]:  # noqa: F811
    context = browser.new_context(viewport={"width": 1280, "height": 820})
    page = context.new_page()
    page.set_default_timeout(15_000)
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    try:
        yield BrowserPage(page, memory_server, errors)
    finally:
        context.close()


@pytest.fixture
def staff_tab(memory_tab: BrowserPage) -> BrowserPage:
    staff = with_password(make_user("stella", is_staff=True))
    binding_activate(scope=MemoryScope(), provider="llm-wiki", actor=staff)
    memory_tab.log_in("stella")
    return memory_tab


def viewport(tab: BrowserPage) -> tuple[float, float, float, float]:
    transform = tab.page.get_attribute("#map-viewport", "transform") or ""
    match = TRANSFORM.fullmatch(transform)
    assert match is not None, transform
    x, y, k, r = (float(part) for part in match.groups())
    return x, y, k, r


def graph_point(
    tab: BrowserPage, at: tuple[float, float], view: tuple[float, float, float, float]
) -> tuple[float, float]:
    """The layout point under the page point `at`, for the viewport transform `view`."""
    box = tab.page.locator("#memory-map svg").bounding_box()
    assert box is not None
    x, y, k, r = view
    dx, dy = at[0] - box["x"] - x, at[1] - box["y"] - y
    cos, sin = math.cos(math.radians(r)), math.sin(math.radians(r))
    return ((cos * dx + sin * dy) / k, (-sin * dx + cos * dy) / k)


def label_size(tab: BrowserPage) -> str:
    return str(tab.page.evaluate("getComputedStyle(document.querySelector('.map-label')).fontSize"))


def test_the_map_pans_zooms_rotates_highlights_and_opens_pages(staff_tab: BrowserPage) -> None:
    tab = staff_tab
    dialogs: list[str] = []

    def refuse(dialog: Any) -> None:
        dialogs.append(dialog.message)
        dialog.dismiss()

    tab.page.on("dialog", refuse)
    tab.goto("/memory/")
    tab.page.click("nav.memory-tabs >> text=Map")
    tab.page.wait_for_url("**/memory/?tab=map")

    # then pages are circles, cited sources are tiles, and the count sits below
    assert tab.page.locator(".map-node.kind-page circle").count() == 8
    assert tab.page.locator(".map-node.kind-source rect").count() == 4
    assert tab.page.inner_text("#memory-count") == "8 pages · 4 sources"
    home = viewport(tab)
    font = label_size(tab)

    # dragging the background pans
    empty = tab.page.evaluate(EMPTY_POINT)
    assert empty is not None
    start = (float(empty[0]), float(empty[1]))
    tab.page.mouse.move(*start)
    tab.page.mouse.down()
    tab.page.mouse.move(start[0] + 90, start[1] + 30, steps=5)
    tab.page.mouse.up()
    panned = viewport(tab)
    assert panned[0] == pytest.approx(home[0] + 90, abs=0.5)
    assert panned[1] == pytest.approx(home[1] + 30, abs=0.5)
    assert panned[2:] == home[2:]

    # the wheel zooms around the pointer: the layout point under it stays put
    at = (start[0] + 90, start[1] + 30)
    tab.page.mouse.move(*at)
    tab.page.mouse.wheel(0, -300)
    tab.page.wait_for_function(
        f"() => document.getElementById('map-viewport').getAttribute('transform').indexOf("
        f"'scale({panned[2]:.4f})') < 0"
    )
    zoomed = viewport(tab)
    assert zoomed[2] > panned[2] * 1.3
    # (within a pixel: the transform is written with two decimals)
    assert graph_point(tab, at, zoomed) == pytest.approx(graph_point(tab, at, panned), abs=2)
    # a pinch (ctrl+wheel) zooms too
    tab.page.keyboard.down("Control")
    tab.page.mouse.wheel(0, 20)
    tab.page.keyboard.up("Control")
    tab.page.wait_for_function(
        f"() => document.getElementById('map-viewport').getAttribute('transform').indexOf("
        f"'scale({zoomed[2]:.4f})') < 0"
    )
    pinched = viewport(tab)
    assert pinched[2] < zoomed[2]
    assert label_size(tab) == font == "12px"  # labels keep their size

    # a right-drag rotates (in any direction: here downwards, a quarter turn around the centre)
    box = tab.page.locator("#memory-map svg").bounding_box()
    assert box is not None
    centre = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    tab.page.mouse.move(centre[0] + 150, centre[1])
    tab.page.mouse.down(button="right")
    tab.page.mouse.move(centre[0] + 150, centre[1] + 150, steps=6)
    tab.page.mouse.up(button="right")
    rotated = viewport(tab)
    assert rotated[3] == pytest.approx(pinched[3] + 45, abs=0.5)
    assert rotated[2] == pinched[2]
    assert tab.page.locator(".memory-popup[open]").count() == 0  # no context menu, no popup

    # Reset restores only the viewport
    tab.page.click("[data-map-zoom=reset]")
    assert viewport(tab) == home
    tab.page.click("[data-map-zoom=in]")
    assert viewport(tab)[2] == pytest.approx(home[2] * 1.4, rel=1e-3)
    assert label_size(tab) == "12px"
    tab.page.click("[data-map-zoom=reset]")

    # hovering a page: its title, its links lit, dots moving along them
    tab.page.hover('.map-node[data-name="acme"] circle')
    assert tab.page.is_visible("#memory-tip")
    assert tab.page.inner_text("#memory-tip").startswith("Acme")
    assert "5 links · 1 citation" in tab.page.inner_text("#memory-tip")
    assert tab.page.locator(".map-edge.is-lit").count() == 6
    assert tab.page.locator(".map-node.is-lit").count() == 6
    assert tab.page.locator(".map-edge.is-context").count() > 0
    assert tab.page.locator(".map-dot").count() == 18
    first = tab.page.get_attribute(".map-dot", "cx")
    tab.page.wait_for_function(
        f"() => document.querySelector('.map-dot').getAttribute('cx') !== {first!r}"
    )
    # the markup title is text
    tab.page.hover('.map-node[data-name="evil"] circle')
    assert tab.page.inner_text("#memory-tip").startswith(XSS_TITLE)

    # click → popup; a wikilink inside opens in the same popup; Back returns
    tab.page.mouse.move(5, 5)
    tab.page.click('.map-node[data-name="people/sarah-chen"] circle')
    tab.page.wait_for_selector("#memory-popup[open]")
    tab.page.wait_for_function(
        "() => document.getElementById('memory-popup-title').textContent === 'Sarah Chen'"
    )
    assert tab.page.is_hidden("#memory-popup-back")
    tab.page.click("#memory-popup-body a.wiki-link >> nth=0")
    tab.page.wait_for_function(
        "() => document.getElementById('memory-popup-title').textContent === 'Acme'"
    )
    assert tab.page.is_visible("#memory-popup-back")
    tab.page.click("#memory-popup-back")
    tab.page.wait_for_function(
        "() => document.getElementById('memory-popup-title').textContent === 'Sarah Chen'"
    )
    assert tab.page.is_hidden("#memory-popup-back")
    # the relative markdown link opens in the popup too
    tab.page.click("#memory-popup-body a.wiki-link >> text=the Acme page")
    tab.page.wait_for_function(
        "() => document.getElementById('memory-popup-title').textContent === 'Acme'"
    )
    tab.page.keyboard.press("Escape")
    assert tab.page.locator("#memory-popup[open]").count() == 0

    # a source tile opens its raw text, read-only
    tab.page.click(".map-node.kind-source >> nth=0")
    tab.page.wait_for_selector("#memory-popup[open] pre.memory-raw")
    assert tab.page.inner_text("#memory-popup-kind") == "raw source · read-only"
    assert (
        tab.page.locator(
            "#memory-popup-body [contenteditable], #memory-popup-body textarea"
        ).count()
        == 0
    )
    assert tab.page.url.endswith("/memory/?tab=map")
    assert dialogs == []
    assert tab.console_errors == []


def test_pages_open_in_the_popup_and_screenshots(staff_tab: BrowserPage, tmp_path: Path) -> None:
    tab = staff_tab
    folder = Path(os.environ.get("GOAT_SCREENSHOTS_DIR") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)

    # the Pages list: a row opens its page in the popup
    tab.goto("/memory/")
    assert tab.page.locator("a.memory-open").count() == 8
    assert tab.page.locator(".memory-provider.is-active").inner_text().startswith("LLM Wiki")
    assert "2 pages" in tab.page.locator('.memory-provider[data-provider="markdown"]').inner_text()
    tab.page.screenshot(path=str(folder / "memory-pages.png"))
    tab.page.click("a.memory-open >> text=Overview")
    tab.page.wait_for_function(
        "() => document.getElementById('memory-popup-title').textContent === 'Overview'"
    )
    tab.page.click("#memory-popup-body a.wiki-link >> text=roadmap")
    tab.page.wait_for_function(
        "() => document.getElementById('memory-popup-title').textContent === 'Roadmap'"
    )
    tab.page.screenshot(path=str(folder / "memory-popup.png"))
    # a citation opens the raw source it names; Back returns to the page
    tab.page.click("#memory-popup-body a.wiki-link >> text=[Roadmap memo]")
    tab.page.wait_for_selector("#memory-popup-body pre.memory-raw")
    assert tab.page.inner_text("#memory-popup-title") == "Roadmap memo"
    tab.page.click("#memory-popup-back")
    tab.page.wait_for_function(
        "() => document.getElementById('memory-popup-title').textContent === 'Roadmap'"
    )
    tab.page.keyboard.press("Escape")

    tab.goto("/memory/?tab=map")
    tab.page.hover('.map-node[data-name="meetings/kickoff"] circle')
    tab.page.wait_for_selector(".map-dot")
    tab.page.screenshot(path=str(folder / "memory-map.png"))

    tab.goto("/memory/?tab=connections")
    assert tab.page.locator("#memory-chart svg rect.chart-bar.bar-links").count() == 8
    assert tab.page.locator("#memory-table tbody tr").count() == 8
    tab.page.screenshot(path=str(folder / "memory-connections.png"))
    for name in (
        "memory-pages.png",
        "memory-popup.png",
        "memory-map.png",
        "memory-connections.png",
    ):
        assert (folder / name).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert tab.console_errors == []


def test_an_empty_wiki_says_how_pages_get_there_and_a_source_reads_apart_on_the_map(
    staff_tab: BrowserPage, goat_home: Path, tmp_path: Path
) -> None:
    tab = staff_tab
    folder = Path(os.environ.get("GOAT_SCREENSHOTS_DIR") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    # given a Pen of the staff user whose LLM Wiki holds nothing yet
    owner = User.objects.get(username="stella")
    pen = Pen.objects.create(name="Apollo", short_name="apollo", owner=owner)
    binding_activate(scope=MemoryScope(pen=pen), provider="llm-wiki", actor=owner)
    base = f"/pens/{pen.ref}/memory/"

    # then Pages and Map say how pages get there, naming the Pen in the commands
    for path, shot in ((base, "memory-empty.png"), (base + "?tab=map", "memory-empty-map.png")):
        tab.goto(path)
        empty = tab.page.locator(".memory-empty")
        assert empty.is_visible()
        text = empty.inner_text()
        assert text.startswith("No pages yet.\n")
        assert f"python manage.py llmwiki --pen {pen.ref} ingest-source FILE" in text
        assert f"python manage.py llmwiki --pen {pen.ref} import-markdown DIR" in text
        assert tab.page.locator("#memory-map svg").count() == 0
        tab.page.screenshot(path=str(folder / shot))

    # when a source is ingested (the offline agent writes its summary page, titled alike)
    root = MemoryScope(pen=pen).wiki_root(goat_home)
    wiki_ingest_source(root=root, data="# Acme call\n\nAcme wants December.\n", title="Acme call")

    # then the map labels the page and the source apart, in sight and for screen readers
    tab.goto(base + "?tab=map")
    page_node = tab.page.locator(".map-node.kind-page")
    source_node = tab.page.locator(".map-node.kind-source")
    assert (page_node.count(), source_node.count()) == (1, 1)
    assert tab.page.text_content(".map-label.kind-page") == "Acme call"
    assert tab.page.text_content(".map-label.kind-source") == "source: Acme call"
    assert page_node.get_attribute("aria-label") == "page: Acme call"
    assert source_node.get_attribute("aria-label") == "source: Acme call"
    assert tab.page.text_content(".map-node.kind-source title") == "source: Acme call"
    style = "el => getComputedStyle(el).fontStyle"
    assert tab.page.locator(".map-label.kind-source").evaluate(style) == "italic"
    assert tab.page.locator(".map-label.kind-page").evaluate(style) == "normal"
    assert tab.page.inner_text(".memory-legend") == "page\nraw source, labelled “source:”"
    source_node.hover()
    assert tab.page.inner_text("#memory-tip") == "source: Acme call raw source · cited by 1 page"
    tab.page.screenshot(path=str(folder / "memory-map-source-label.png"))
    assert tab.console_errors == []
