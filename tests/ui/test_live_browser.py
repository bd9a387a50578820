"""Live updates in a real browser: a change made through the REST API (a write token, another
writer) appears in an open page without a reload, and never replaces unsaved text."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import httpx2
import pytest
from playwright.sync_api import expect

from brain.api.tokens import token_create
from brain.models import BrainDocument
from brain.services import Actor, document_delete
from tests.store.factories import EVIDENCE_ID
from tests.ui.conftest import BrowserPage, UiCast, with_password
from ui.live import RETRY_MILLISECONDS

pytestmark = pytest.mark.django_db(transaction=True)

SARAH = "/brain/team/doc/sarah-chen/"


class Writer:
    """Another writer: the REST tools with the owner's write token."""

    def __init__(self, base_url: str, cast: UiCast) -> None:
        _, key = token_create(user=cast.owner, scope="write")
        self.client = httpx2.Client(
            base_url=base_url, headers={"Authorization": f"Token {key}"}, timeout=60
        )
        self.brain = cast.team_brain

    def tool(self, tool: str, arguments: dict[str, Any], **headers: str) -> Any:
        answer = self.client.post(
            f"/api/brains/{self.brain.pk}/tools/{tool}", json=arguments, headers=headers
        )
        assert answer.status_code == 200, answer.text
        return answer.json()

    def rewrite_sarah(self, text: str) -> None:
        current = BrainDocument.objects.get(brain_ref=self.brain, brain_id="sarah-chen")
        truth = f"# Sarah Chen\n\n{text} ([[evidence:{EVIDENCE_ID}|kickoff]]).\n"
        self.tool(
            "rewrite",
            {"ref": "sarah-chen", "compiled_truth": truth},
            **{"If-Match": f'"{current.content_hash}"'},
        )


def open_live(tab: BrowserPage, cast: UiCast, path: str) -> None:
    with_password(cast.member)
    tab.log_in("member")
    tab.goto(path)
    # the page's event stream is open and its server listening: no change is missed from here
    tab.page.wait_for_selector("body[data-live=ready]")
    tab.page.evaluate("window.loadedOnce = true")


def test_an_api_change_appears_in_the_open_page_without_reload(
    ui_cast: UiCast, tab: BrowserPage, ui_server: str
) -> None:
    # given a member reading Sarah's page, with the focus on her entry in the tree
    open_live(tab, ui_cast, SARAH)
    tab.page.focus(".tree-doc[aria-current=page]")
    writer = Writer(ui_server, ui_cast)

    # when another writer rewrites the document through the REST API
    writer.rewrite_sarah("Now CTO at Globex")

    # then the new text appears in place: no reload, the focus where it was
    tab.page.locator(".document .markdown", has_text="Now CTO at Globex").wait_for()
    assert "runs the pilot" not in tab.page.inner_text(".document .markdown")
    assert tab.page.evaluate("window.loadedOnce") is True
    assert tab.page.evaluate("document.activeElement.getAttribute('href')") == SARAH

    # when they create another document
    writer.tool("create", {"type": "person", "title": "Ada Park"})

    # then it joins the tree (Sarah's folder, still open), and the page is still the same one
    added = tab.page.locator(".tree-doc", has_text="Ada Park")
    added.wait_for()
    assert added.get_attribute("href") == "/brain/team/doc/ada-park/"
    assert tab.page.evaluate("window.loadedOnce") is True
    assert tab.page.locator("#live-banner").count() == 0
    assert tab.console_errors == []


def test_unsaved_edits_are_not_replaced_and_the_editor_is_told(
    ui_cast: UiCast, tab: BrowserPage, ui_server: str, tmp_path: Path
) -> None:
    # given a page whose editor holds unsaved text (the editor marks itself dirty)
    open_live(tab, ui_cast, SARAH)
    tab.page.evaluate(
        """() => {
            window.remoteChanges = [];
            document.addEventListener("goat:remote-change",
                (event) => window.remoteChanges.push(event.detail));
            const editor = document.createElement("textarea");
            editor.id = "editor";
            editor.value = "my unsaved words";
            editor.dataset.goatDirty = "true";
            document.querySelector(".document-main").prepend(editor);
        }"""
    )

    # when another writer changes the same document
    Writer(ui_server, ui_cast).rewrite_sarah("Now CTO at Globex")

    # then a banner says so, the text being edited stays, and the editor got the change set
    tab.page.locator("#live-banner", has_text="This document changed elsewhere").wait_for()
    tab.page.wait_for_function("() => window.remoteChanges.length > 0")
    assert tab.page.evaluate("window.remoteChanges") == [
        {"changed": ["sarah-chen"], "deleted": [], "all": False}
    ]
    assert tab.page.input_value("#editor") == "my unsaved words"
    assert "runs the pilot" in tab.page.inner_text(".document .markdown")
    assert tab.page.evaluate("window.loadedOnce") is True
    assert tab.console_errors == []
    tab.page.screenshot(path=str(tmp_path / "live-banner.png"))

    # when the editor has saved (clean) and the document changes again
    tab.page.evaluate(
        """() => {
            document.getElementById("editor").dataset.goatDirty = "false";
            window.refreshed = 0;
            document.addEventListener("goat:live-refreshed", () => {
                if (window.remoteChanges.length === 2) window.refreshed += 1;
            });
        }"""
    )
    Writer(ui_server, ui_cast).rewrite_sarah("Now CEO at Globex")

    # then the editor is told and keeps its content to refresh itself; the tree is refreshed
    tab.page.wait_for_function("() => window.refreshed > 0")
    assert tab.page.evaluate("window.remoteChanges.length") == 2
    assert tab.page.input_value("#editor") == "my unsaved words"


def test_a_deleted_document_shows_a_banner_and_leaves_the_tree(
    ui_cast: UiCast, tab: BrowserPage
) -> None:
    open_live(tab, ui_cast, "/brain/team/doc/acme-corp/")
    # (the REST tools' delete only reports what would break: an agent deletes through the
    # write path)
    document_delete(
        brain=ui_cast.team_brain,
        brain_id="acme-corp",
        expected_hash=ui_cast.acme.content_hash,
        actor=Actor("agent"),
    )
    tab.page.locator("#live-banner", has_text="deleted or renamed elsewhere").wait_for()
    acme_in_tree = tab.page.locator(".sidebar .tree-doc").filter(has_text=re.compile("^Acme$"))
    acme_in_tree.wait_for(state="detached")
    # the page stays readable as it was
    assert tab.page.inner_text("h1") == "Acme"
    assert tab.page.evaluate("window.loadedOnce") is True
    assert tab.console_errors == []


def test_a_page_whose_user_lost_access_says_so_and_stops_following(
    ui_cast: UiCast, tab: BrowserPage
) -> None:
    from brain.services.grants import revoke_brain_access

    # given the member reading a document of the restricted brain, its stream open
    open_live(tab, ui_cast, "/brain/secret/doc/project-x/")
    reconnects: list[str] = []
    tab.page.on("request", lambda r: reconnects.append(r.url) if "/events/" in r.url else None)

    # when they are taken off its allow-list
    revoke_brain_access(ui_cast.secret_brain, ui_cast.member)

    # then the page says so (the stream ends within 5 s), and the text shown stays
    banner = tab.page.locator("#live-banner", has_text="You no longer have access to this brain")
    banner.wait_for(timeout=5_000 + 1_000)  # (plus a second for the page to draw it)
    expect(tab.page.locator("body")).to_have_attribute("data-live", "gone")
    assert tab.page.inner_text("h1") == "Project X"
    # and it does not reconnect: after the EventSource's retry time, no new request
    tab.page.wait_for_timeout(RETRY_MILLISECONDS + 1_000)
    assert reconnects == []
    expect(tab.page.locator("body")).to_have_attribute("data-live", "gone")
    assert tab.page.evaluate("window.loadedOnce") is True
    assert tab.console_errors == []
