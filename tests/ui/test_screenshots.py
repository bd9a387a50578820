"""Screenshots of the staff UI's main screens, over the demo brain, in a real browser.

Every run takes them (into a temporary folder) and checks that each screen rendered what it
should; `bash scripts/screenshots` runs this test with GOAT_SCREENSHOTS_DIR=docs/screenshots to
refresh the pictures the docs show (docs/ui.md).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from guardian.shortcuts import assign_perm

from brain.demo import demo_load
from brain.models import BrainDocument
from brain.rows import document_from_row
from brain.services import Actor
from brain.services.editing import document_save_text
from brain.toolkit.document import Document
from tests.store.factories import make_brain, make_user, make_workspace, write
from tests.ui.conftest import BrowserPage, with_password

pytestmark = pytest.mark.django_db(transaction=True)

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def test_screenshots_of_the_main_screens(tab: BrowserPage, tmp_path: Path) -> None:
    # given the demo brain, and its admin (a superuser, as scripts/run makes it) signed in
    admin = with_password(make_user("admin", is_staff=True, is_superuser=True))
    report = demo_load(username="admin")
    assert report.imported.refused == []
    # a restricted brain of the demo workspace, and a brain elsewhere that admin may only read
    make_brain(report.workspace, "board", restricted=True)
    partners = make_workspace("partners", members=(admin,))
    assign_perm("view_brain", admin, make_brain(partners, "shared-notes", restricted=True))
    # a curator's edit, so the history has a diff to show
    row = BrainDocument.objects.get(brain_ref=report.brain, brain_id="daniel-reyes")
    edited = document_from_row(row)
    edited = Document(
        meta=edited.meta,
        body=edited.body.replace(
            "he committed to SAML within ten days", "he committed to SAML within ten working days"
        ),
        folder=edited.folder,
    )
    write(report.brain, edited, expected_hash=row.content_hash, actor_user=admin)
    folder = Path(os.environ.get("GOAT_SCREENSHOTS_DIR") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    page = tab.page
    shots = []

    def shoot(name: str) -> None:
        path = folder / f"{name}.png"
        page.screenshot(path=str(path), full_page=False)
        shots.append(path)

    # the login page
    tab.goto("/brain/login/")
    shoot("login")
    tab.log_in("admin")

    # the brain's home with the tree, a folder opened
    tab.goto("/brain/goat-labs/")
    page.click(".tree summary:text-is('people')")
    assert page.locator(".tree-doc:visible").count() >= 5
    shoot("brain")

    # a document: compiled truth with typed links, panels, timeline; the top bar's links
    tab.goto("/brain/goat-labs/doc/daniel-reyes/")
    assert page.inner_text("h1") == "Daniel Reyes"
    assert page.locator("nav.site-links a").all_inner_texts() == ["Brains", "Memory", "Admin"]
    assert page.locator(".markdown a.brain-link-evidence").count() >= 1
    assert page.locator(".timeline li").count() >= 1
    shoot("document")

    # its history with a diff opened
    page.locator(".history details").first.evaluate("details => details.open = true")
    page.locator(".history").scroll_into_view_if_needed()
    shoot("history")

    # search, with the graph explanation and hop paths
    tab.goto("/brain/goat-labs/search/?q=who+leads+the+sso+integration")
    assert page.locator(".hit").count() >= 3
    # each hit's snippet with its matched words marked, and its relevance to the best hit
    assert page.locator(".hit .snippet mark").count() >= 3
    assert page.locator(".hit meter").first.get_attribute("value") == "100"
    shoot("search")

    # the brain switcher, open
    tab.goto("/brain/goat-labs/doc/acme-pilot/")
    page.click(".switcher summary")
    shoot("switcher")

    # the editor: text and markdownx's preview side by side, the [[ picker open
    tab.goto("/brain/goat-labs/doc/daniel-reyes/edit/")
    page.wait_for_selector(".markdownx-preview h1")
    # (the preview shows the timeline as the page does: its entries, not their raw lines)
    assert page.locator(".markdownx-preview .timeline li").count() == 2
    assert "**2026" not in page.inner_text(".markdownx-preview")
    editor = page.locator("textarea[name=text]")
    editor.focus()
    editor.evaluate(
        "text => { const at = text.value.indexOf('\\n\\n## Timeline');"
        " text.setSelectionRange(at, at); }"
    )
    page.keyboard.type(" See [[acme")
    page.wait_for_selector("#link-picker-list [role=option]")
    shoot("editor")

    # the conflict view: someone else saved while this editor had unsaved text
    page.keyboard.press("Escape")
    row = BrainDocument.objects.get(brain_ref=report.brain, brain_id="daniel-reyes")
    document_save_text(
        brain=report.brain,
        brain_id="daniel-reyes",
        text=row.content.replace("ten working days", "two weeks"),
        expected_hash=row.content_hash,
        actor=Actor("agent", None, "ingest"),
    )
    page.keyboard.type(" pilot]]")
    page.keyboard.press("Control+s")
    page.locator("#conflict").wait_for(state="visible")
    shoot("conflict")
    page.keyboard.press("Escape")

    assert [e for e in tab.console_errors if "status of 409" not in e] == []
    for path in shots:
        assert path.read_bytes()[:8] == PNG_MAGIC
        assert path.stat().st_size > 10_000
