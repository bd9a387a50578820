"""The brain graph view in a real browser (Playwright driving Debian's Chromium against the app
under uvicorn: tests/ui/conftest.py), and its screenshot over the demo brain.

`bash scripts/screenshots` runs this file too, with GOAT_SCREENSHOTS_DIR=docs/screenshots, to
refresh docs/screenshots/graph.png; otherwise the screenshot goes to a temporary folder.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pytest

from brain.demo import demo_load
from tests.store.factories import EVIDENCE_ID, make_user, page, write
from tests.ui.conftest import BrowserPage, UiCast, with_password

pytestmark = pytest.mark.django_db(transaction=True)

XSS_TITLE = '<img src=x onerror="alert(1)"><script>alert(2)</script>'
TRANSFORM = re.compile(r"translate\(([-\d.]+) ([-\d.]+)\) scale\(([-\d.]+)\)")


def viewport(tab: BrowserPage) -> tuple[float, float, float]:
    transform = tab.page.get_attribute("#graph-viewport", "transform") or ""
    match = TRANSFORM.fullmatch(transform)
    assert match is not None, transform
    x, y, k = (float(part) for part in match.groups())
    return x, y, k


def under_pointer(
    tab: BrowserPage, at: tuple[float, float], view: tuple[float, float, float]
) -> tuple[float, float]:
    """The graph point (layout units) under the screen point `at`, for the transform `view`."""
    x, y = tab.page.evaluate(
        """([x, y]) => {
            const svg = document.querySelector('#graph svg');
            const point = svg.createSVGPoint();
            point.x = x; point.y = y;
            const p = point.matrixTransform(svg.getScreenCTM().inverse());
            return [p.x, p.y];
        }""",
        list(at),
    )
    return ((x - view[0]) / view[2], (y - view[1]) / view[2])


def test_the_graph_draws_zooms_pans_highlights_and_opens_documents(
    ui_cast: UiCast, tab: BrowserPage
) -> None:
    # given the cast's brain with a page whose title is markup, and a signed-in member
    write(ui_cast.team_brain, page("xss", title=XSS_TITLE, body="# X\n\n[[page:sarah-chen]]\n"))
    dialogs: list[str] = []

    def refuse(dialog: Any) -> None:
        dialogs.append(dialog.message)
        dialog.dismiss()

    tab.page.on("dialog", refuse)
    with_password(ui_cast.member)
    tab.log_in("member")

    # when they open the graph from the brain's home
    tab.goto("/brain/team/")
    tab.page.click("a.graph-link")
    tab.page.wait_for_url("**/brain/team/graph/")

    # then every live document is drawn, with the count below
    assert tab.page.locator(".graph-node").count() == 4
    assert tab.page.locator(".graph-edge").count() == 4
    assert tab.page.inner_text("#graph-count") == "4 documents · 4 links"
    assert tab.page.locator(f'.graph-node.kind-evidence[data-id="{EVIDENCE_ID}"]').count() == 1

    # hovering a node shows its title and brings its links forward
    tab.page.hover('.graph-node[data-id="sarah-chen"] circle')
    assert tab.page.is_visible("#graph-tip")
    assert tab.page.inner_text("#graph-tip").startswith("Sarah Chen")
    assert tab.page.inner_text("#graph-tip > bdi") == "Sarah Chen"  # isolated from the line after
    assert tab.page.locator(".graph-edge.is-lit").count() == 3
    assert tab.page.locator(".graph-node.is-lit").count() == 4

    # each label's title is an isolate in a left-to-right text: no title turns the drawing
    label = '.graph-node[data-id="sarah-chen"] .graph-label'
    assert tab.page.locator(f"{label} > tspan.graph-label-title").text_content() == "Sarah Chen"
    assert tab.page.eval_on_selector(label, "e => getComputedStyle(e).direction") == "ltr"
    assert (
        tab.page.eval_on_selector(f"{label} > tspan", "e => getComputedStyle(e).unicodeBidi")
        == "isolate"
    )

    # the markup title is shown as text, and never runs
    tab.page.hover('.graph-node[data-id="xss"] circle')
    assert tab.page.inner_text("#graph-tip").startswith(XSS_TITLE)
    assert tab.page.locator("#graph img, #graph-tip script").count() == 0
    assert tab.page.locator(".graph-edge.is-lit").count() == 1

    # the wheel zooms around the pointer: the point under it stays put
    box = tab.page.locator("#graph svg").bounding_box()
    assert box is not None
    corner = (box["x"] + 20, box["y"] + box["height"] - 60)  # background, away from nodes
    tab.page.mouse.move(*corner)
    before = viewport(tab)
    tab.page.mouse.wheel(0, -400)
    tab.page.wait_for_function(
        "() => document.getElementById('graph-viewport').getAttribute('transform') !== "
        "'translate(0.00 0.00) scale(1.0000)'"
    )
    zoomed = viewport(tab)
    assert before == (0.0, 0.0, 1.0)
    assert zoomed[2] > 1.5
    assert under_pointer(tab, corner, zoomed) == pytest.approx(
        under_pointer(tab, corner, before), abs=0.5
    )

    # dragging the background pans
    tab.page.mouse.move(*corner)
    tab.page.mouse.down()
    tab.page.mouse.move(corner[0] + 120, corner[1] - 40, steps=5)
    tab.page.mouse.up()
    panned = viewport(tab)
    assert panned[0] > zoomed[0] and panned[1] < zoomed[1] and panned[2] == zoomed[2]

    # Reset brings the whole graph back; a click on a node opens its document
    tab.page.click("[data-graph-zoom=reset]")
    assert viewport(tab) == (0.0, 0.0, 1.0)
    tab.page.click('.graph-node[data-id="acme-corp"] circle')
    tab.page.wait_for_url("**/brain/team/doc/acme-corp/")
    assert tab.page.inner_text("h1") == "Acme"

    # and the document's Graph link rings it in the graph
    tab.page.click("a.graph-link")
    tab.page.wait_for_url("**/brain/team/graph/?doc=acme-corp")
    assert tab.page.locator('.graph-node.is-focus[data-id="acme-corp"]').count() == 1
    assert dialogs == []
    assert tab.console_errors == []


def test_an_outsider_gets_404(ui_cast: UiCast, tab: BrowserPage) -> None:
    with_password(ui_cast.outsider)
    tab.log_in("outsider")
    response = tab.goto(f"/brain/{ui_cast.team_brain.pk}/graph/")
    assert response.status == 404
    assert tab.page.locator(".graph-node").count() == 0


def test_screenshot_of_the_demo_brains_graph(tab: BrowserPage, tmp_path: Path) -> None:
    with_password(make_user("admin"))
    report = demo_load(username="admin")
    assert report.imported.refused == []
    folder = Path(os.environ.get("GOAT_SCREENSHOTS_DIR") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    tab.log_in("admin")

    tab.goto("/brain/goat-labs/graph/?doc=acme-pilot")
    nodes = tab.page.locator(".graph-node").count()
    assert nodes >= 20
    assert tab.page.inner_text("#graph-count").startswith(f"{nodes} documents")
    tab.page.hover('.graph-node[data-id="acme-pilot"] circle')
    assert tab.page.inner_text("#graph-tip").startswith("Acme")
    tab.page.mouse.move(5, 5)  # the picture without the hover, every free label shown
    tab.page.wait_for_timeout(200)
    path = folder / "graph.png"
    tab.page.screenshot(path=str(path), full_page=False)
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert tab.console_errors == []
