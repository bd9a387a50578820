"""The editor in a real browser (Playwright + Debian's Chromium against the app served by a
real server process; tests/ui/conftest.py): autosave, the conflict view between two browser
contexts, the keyboard (Ctrl+S, Esc, the `[[` picker) and the live-update contract."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from brain.models import BrainDocument, BrainDocumentVersion
from brain.services import Actor
from brain.services.editing import document_save_text
from tests.ui.conftest import BrowserPage, UiCast, browser_tab, with_password

pytestmark = pytest.mark.django_db(transaction=True)

EDIT = "/brain/team/doc/sarah-chen/edit/"
EDITOR = "form[data-goat-editor]"
TEXT = "textarea[name=text]"


def sarah() -> BrainDocument:
    return BrainDocument.objects.get(brain_ref__slug="team", brain_id="sarah-chen")


def type_after(tab: BrowserPage, anchor: str, words: str) -> None:
    """Put the caret right after `anchor` in the editor and type `words`."""
    tab.page.focus(TEXT)
    tab.page.evaluate(
        """([selector, anchor]) => {
            const text = document.querySelector(selector);
            const at = text.value.indexOf(anchor) + anchor.length;
            text.setSelectionRange(at, at);
        }""",
        [TEXT, anchor],
    )
    tab.page.keyboard.type(words)


def unexpected(errors: list[str]) -> list[str]:
    """Console errors other than the refused saves a test provokes (Chromium logs each 409 and
    400 response as "Failed to load resource")."""
    return [e for e in errors if "status of 409" not in e and "status of 400" not in e]


def wait_saved(tab: BrowserPage) -> None:
    # expect() polls without evaluating strings (the page's CSP forbids eval)
    expect(tab.page.locator(EDITOR)).to_have_attribute("data-goat-dirty", "false")
    expect(tab.page.locator("#editor-status")).to_have_attribute("data-state", "saved")


@pytest.fixture
def second_tab(browser: Any, ui_server: str) -> Iterator[BrowserPage]:
    """Another browser context: another user's session."""
    with browser_tab(browser, ui_server) as opened:
        yield opened


def test_edit_autosave_and_reload_sees_the_change(ui_cast: UiCast, tab: BrowserPage) -> None:
    # given a member on sarah-chen's page
    with_password(ui_cast.member)
    tab.log_in("member")
    tab.goto("/brain/team/doc/sarah-chen/")
    before = BrainDocumentVersion.objects.filter(document=sarah()).count()

    # when they press Edit and type, pausing twice
    tab.page.click("a[data-edit]")
    tab.page.wait_for_url("**" + EDIT)
    tab.page.wait_for_selector(".markdownx-preview h1")  # markdownx rendered the preview
    type_after(tab, "runs the pilot", " for SSO")
    assert tab.page.get_attribute(EDITOR, "data-goat-dirty") == "true"
    wait_saved(tab)
    type_after(tab, "for SSO", " and SCIM")
    wait_saved(tab)

    # then the text is saved, as one version for the editing session
    assert "runs the pilot for SSO and SCIM" in sarah().content
    assert BrainDocumentVersion.objects.filter(document=sarah()).count() == before + 1
    # and reloading shows it, in the editor and its preview, and on the document page
    tab.page.reload()
    assert "runs the pilot for SSO and SCIM" in tab.page.input_value(TEXT)
    tab.page.wait_for_selector(".markdownx-preview :text('for SSO and SCIM')")
    tab.goto("/brain/team/doc/sarah-chen/")
    assert "runs the pilot for SSO and SCIM" in tab.page.inner_text(".markdown")
    assert tab.console_errors == []


def test_two_editors_the_second_gets_the_conflict_view(
    ui_cast: UiCast, tab: BrowserPage, second_tab: BrowserPage
) -> None:
    # given the member and the owner both editing sarah-chen
    with_password(ui_cast.member)
    with_password(ui_cast.owner)
    tab.log_in("member")
    second_tab.log_in("owner")
    tab.goto(EDIT)
    second_tab.goto(EDIT)
    for each in (tab, second_tab):
        expect(each.page.locator("body")).to_have_attribute("data-live", "ready")

    # when both type before either has saved (each autosaves after 1.2 s of idle)
    phrases = {id(tab): " (interim)", id(second_tab): " with Acme"}
    type_after(tab, "VP Engineering", phrases[id(tab)])
    type_after(second_tab, "runs the pilot", phrases[id(second_tab)])

    # then whichever saved second gets the conflict view; the first one's text is kept
    loser = None
    for _ in range(150):
        visible = [t for t in (tab, second_tab) if t.page.locator("#conflict").is_visible()]
        if visible:
            (loser,) = visible
            break
        tab.page.wait_for_timeout(100)
    assert loser is not None, "neither editor showed the conflict view"
    winner = second_tab if loser is tab else tab
    mine, theirs = phrases[id(loser)], phrases[id(winner)]
    assert theirs in loser.page.inner_text("[data-conflict=theirs]")
    assert mine in loser.page.inner_text("[data-conflict=mine]")
    assert theirs not in loser.page.inner_text("[data-conflict=mine]")
    assert loser.page.locator("[data-conflict=diff] .diff-add").count() >= 1
    assert theirs in sarah().content and mine not in sarah().content

    # and merging by hand saves both changes against the current version
    merge = loser.page.locator("#conflict-merge")
    merged = merge.input_value()
    if theirs not in merged:
        anchor = "VP Engineering" if theirs == " (interim)" else "runs the pilot"
        merged = merged.replace(anchor, anchor + theirs, 1)
    if mine not in merged:
        anchor = "VP Engineering" if mine == " (interim)" else "runs the pilot"
        merged = merged.replace(anchor, anchor + mine, 1)
    merge.fill(merged)
    loser.page.click("[data-conflict-action=merge]")
    loser.page.locator("#conflict").wait_for(state="hidden")
    wait_saved(loser)
    content = sarah().content
    assert "VP Engineering (interim)" in content and "runs the pilot with Acme" in content
    assert unexpected(tab.console_errors) == [] and unexpected(second_tab.console_errors) == []


def test_an_api_change_under_unsaved_text_keeps_it_and_leads_to_the_conflict_view(
    ui_cast: UiCast, tab: BrowserPage
) -> None:
    # given the member editing sarah-chen, with text not yet saved
    with_password(ui_cast.member)
    tab.log_in("member")
    tab.goto(EDIT)
    expect(tab.page.locator("body")).to_have_attribute("data-live", "ready")
    type_after(tab, "runs the pilot", " for SSO")
    assert tab.page.get_attribute(EDITOR, "data-goat-dirty") == "true"

    # when another writer changes the document meanwhile, within the editor's 1.2 s of idle
    # (the write path, as the API and the agents write)
    current = sarah()
    document_save_text(
        brain=current.brain_ref,
        brain_id="sarah-chen",
        text=current.content.replace("VP Engineering", "CTO"),
        expected_hash=current.content_hash,
        actor=Actor(type="user", user=ui_cast.owner, label="api"),
    )

    # then the page says so, and the text being edited is still there
    expect(tab.page.locator("#live-banner")).to_be_visible()
    assert "runs the pilot for SSO" in tab.page.input_value(TEXT)
    assert "VP Engineering" in tab.page.input_value(TEXT)
    # and saving goes through the conflict view: nothing is overwritten
    tab.page.keyboard.press("Control+s")
    tab.page.locator("#conflict").wait_for(state="visible")
    assert "CTO" in tab.page.inner_text("[data-conflict=theirs]")
    assert "for SSO" in tab.page.inner_text("[data-conflict=mine]")
    assert "CTO" in sarah().content and "for SSO" not in sarah().content


def test_keyboard_only_save_link_picker_and_escape(ui_cast: UiCast, tab: BrowserPage) -> None:
    with_password(ui_cast.member)
    tab.log_in("member")
    tab.goto("/brain/team/doc/sarah-chen/")

    # Tab reaches the Edit button, Enter opens the editor
    for _ in range(30):
        tab.page.keyboard.press("Tab")
        if tab.page.evaluate("document.activeElement.hasAttribute('data-edit')"):
            break
    tab.page.keyboard.press("Enter")
    tab.page.wait_for_url("**" + EDIT)
    tab.page.wait_for_selector(".markdownx-preview h1")

    # "[[" opens the picker; typing narrows it; arrows and Enter insert a typed link
    type_after(tab, "runs the pilot", " with [[ac")
    picker = tab.page.locator("#link-picker")
    picker.wait_for(state="visible")
    tab.page.wait_for_selector("#link-picker-list [role=option][aria-selected=true]")
    assert (
        tab.page.locator("#link-picker-list [role=option]").all_inner_texts()[0].startswith("Acme")
    )
    tab.page.keyboard.press("ArrowDown")
    tab.page.keyboard.press("ArrowUp")
    tab.page.keyboard.press("Enter")
    picker.wait_for(state="hidden")
    assert "runs the pilot with [[page:acme-corp|Acme]]" in tab.page.input_value(TEXT)

    # Esc closes the picker without inserting anything, and leaves the text as typed
    tab.page.keyboard.type(" [[")
    picker.wait_for(state="visible")
    tab.page.keyboard.press("Escape")
    picker.wait_for(state="hidden")
    assert tab.page.evaluate("document.activeElement.name") == "text"
    # a second Esc leaves the editor (where Tab indents, as markdownx does)
    tab.page.keyboard.press("Escape")
    assert tab.page.evaluate("document.activeElement.name") != "text"
    type_after(tab, "Acme]] [[", "")  # back after the lone "[["

    # Ctrl+S saves at once (the lone "[[" is refused: the problem shows next to the text)
    tab.page.keyboard.press("Control+s")
    tab.page.wait_for_selector("#editor-errors li")
    assert tab.page.get_attribute(EDITOR, "data-goat-dirty") == "true"
    assert "[[" in tab.page.input_value(TEXT)  # the text is kept
    tab.page.keyboard.press("Backspace")
    tab.page.keyboard.press("Backspace")
    tab.page.keyboard.press("Backspace")
    tab.page.keyboard.press("Control+s")
    wait_saved(tab)
    assert tab.page.locator("#editor-errors").is_hidden()
    assert "runs the pilot with [[page:acme-corp|Acme]]" in sarah().content

    # the conflict dialog closes with Esc, keeping the text and the conflict (typed first:
    # an outside write reaching a clean editor reloads it, and there is no conflict to show)
    type_after(tab, "with [[page:acme-corp|Acme]]", " today")
    document_save_text(
        brain=ui_cast.team_brain,
        brain_id="sarah-chen",
        text=sarah().content.replace("VP Engineering", "CTO"),
        expected_hash=sarah().content_hash,
        actor=Actor("agent", None, "ingest"),
    )
    tab.page.keyboard.press("Control+s")
    tab.page.locator("#conflict").wait_for(state="visible")
    tab.page.keyboard.press("Escape")
    tab.page.locator("#conflict").wait_for(state="hidden")
    assert "today" in tab.page.input_value(TEXT)
    assert "today" not in sarah().content
    # Ctrl+S opens it again; taking the current one replaces the text
    tab.page.keyboard.press("Control+s")
    tab.page.locator("#conflict").wait_for(state="visible")
    assert tab.page.evaluate("document.activeElement.dataset.conflictAction") == "mine"
    tab.page.keyboard.press("Tab")
    assert tab.page.evaluate("document.activeElement.dataset.conflictAction") == "theirs"
    tab.page.keyboard.press("Enter")
    tab.page.locator("#conflict").wait_for(state="hidden")
    assert tab.page.input_value(TEXT) == sarah().content
    assert tab.page.get_attribute(EDITOR, "data-goat-dirty") == "false"
    assert unexpected(tab.console_errors) == []


def test_remote_changes_reload_a_clean_editor_and_flag_a_dirty_one(
    ui_cast: UiCast, tab: BrowserPage
) -> None:
    with_password(ui_cast.member)
    tab.log_in("member")
    tab.goto(EDIT)
    tab.page.wait_for_selector(".markdownx-preview h1")
    fire = """() => document.dispatchEvent(new CustomEvent("goat:remote-change",
        {detail: {changed: ["sarah-chen"], deleted: []}}))"""

    def agent_writes(old: str, new: str) -> None:
        row = sarah()
        document_save_text(
            brain=ui_cast.team_brain,
            brain_id="sarah-chen",
            text=row.content.replace(old, new),
            expected_hash=row.content_hash,
            actor=Actor("agent", None, "ingest"),
        )

    # a change while nothing is unsaved: the editor reloads the text
    agent_writes("VP Engineering", "CTO")
    tab.page.evaluate(fire)
    expect(tab.page.locator(TEXT)).to_have_value(re.compile("CTO"))
    assert tab.page.locator("#editor-banner").is_hidden()

    # a change under unsaved edits: a banner, the text kept, the next save shows the conflict
    type_after(tab, "runs the pilot", " carefully")
    agent_writes("CTO", "Chief Technology Officer")
    tab.page.evaluate(fire)
    tab.page.locator("#editor-banner").wait_for(state="visible")
    assert "changed by someone else" in tab.page.inner_text("#editor-banner")
    assert "carefully" in tab.page.input_value(TEXT)
    tab.page.locator("#conflict").wait_for(state="visible")  # the autosave went there
    assert "Chief Technology Officer" in tab.page.inner_text("[data-conflict=theirs]")
    tab.page.click("[data-conflict-action=mine]")
    wait_saved(tab)
    content = sarah().content
    assert "runs the pilot carefully" in content and "Chief Technology Officer" not in content
    assert unexpected(tab.console_errors) == []


# --- one's own save, announced back by the live stream ----------------------------------------

# Installed before the page's scripts: while `window.holdLive` is true, the EventSource's
# `change` events wait in `window.heldLive` until `window.releaseLive()` (the order of a save's
# answer and its event, chosen by the test instead of left to timing).
HOLD_LIVE_EVENTS = """(() => {
    const Native = window.EventSource;
    window.holdLive = false;
    window.heldLive = [];
    window.releaseLive = () => {
        window.holdLive = false;
        const held = window.heldLive.splice(0);
        held.forEach((deliver) => deliver());
        return held.length;
    };
    window.EventSource = class extends Native {
        addEventListener(type, listener, options) {
            if (type !== "change") return super.addEventListener(type, listener, options);
            return super.addEventListener(type, (event) => {
                if (window.holdLive) window.heldLive.push(() => listener(event));
                else listener(event);
            }, options);
        }
    };
})();"""

RECORD_REMOTE_CHANGES = """() => {
    window.remoteChanges = [];
    document.addEventListener("goat:remote-change",
        (event) => window.remoteChanges.push(event.detail));
}"""


def open_editor(tab: BrowserPage, cast: UiCast, username: str = "member") -> str:
    """The editor on sarah-chen, its stream ready and its change sets recorded; returns the
    editor's editing session."""
    with_password(getattr(cast, username))
    tab.log_in(username)
    tab.goto(EDIT)
    expect(tab.page.locator("body")).to_have_attribute("data-live", "ready")
    tab.page.wait_for_selector(".markdownx-preview h1")
    tab.page.evaluate(RECORD_REMOTE_CHANGES)
    session = tab.page.get_attribute(EDITOR, "data-session")
    assert session
    return session


def assert_no_change_elsewhere(tab: BrowserPage) -> None:
    assert tab.page.locator("#live-banner").count() == 0
    assert tab.page.locator("#editor-banner").is_hidden()


def test_own_save_announced_before_its_answer_is_not_a_change_elsewhere(
    ui_cast: UiCast, tab: BrowserPage
) -> None:
    session = open_editor(tab, ui_cast)
    # the save goes to the server at once, but its answer is held back
    held: list[tuple[Any, Any]] = []
    tab.page.route("**/doc/sarah-chen/save/", lambda route: held.append((route, route.fetch())))

    # when the member types and the autosave's change set reaches the page before its answer
    type_after(tab, "runs the pilot", " for SSO")
    tab.page.wait_for_function("() => window.remoteChanges.length === 1")
    assert len(held) == 1
    assert tab.page.get_attribute(EDITOR, "data-goat-dirty") == "true"  # not saved yet

    # then no "changed elsewhere", then or once the answer arrives
    assert_no_change_elsewhere(tab)
    assert tab.page.evaluate("window.remoteChanges") == [
        {"changed": ["sarah-chen"], "deleted": [], "all": False, "session": session}
    ]
    route, response = held[0]
    route.fulfill(response=response)
    wait_saved(tab)
    expect(tab.page.locator("#editor-status")).to_have_text("All changes saved.")
    assert_no_change_elsewhere(tab)
    assert "runs the pilot for SSO" in sarah().content
    assert unexpected(tab.console_errors) == []


def test_own_save_announced_after_its_answer_is_not_a_change_elsewhere(
    ui_cast: UiCast, tab: BrowserPage
) -> None:
    tab.page.add_init_script(HOLD_LIVE_EVENTS)
    session = open_editor(tab, ui_cast)
    tab.page.evaluate("window.holdLive = true")

    # when the member's autosave is answered, and they type on before its change set arrives
    type_after(tab, "runs the pilot", " for SSO")
    wait_saved(tab)
    tab.page.wait_for_function("() => window.heldLive.length === 1")
    type_after(tab, "for SSO", " and SCIM")
    assert tab.page.get_attribute(EDITOR, "data-goat-dirty") == "true"
    assert tab.page.evaluate("window.releaseLive()") == 1

    # then the page knows it for its own save: no "changed elsewhere"; the next save goes on
    assert_no_change_elsewhere(tab)
    assert tab.page.evaluate("window.remoteChanges") == [
        {"changed": ["sarah-chen"], "deleted": [], "all": False, "session": session}
    ]
    wait_saved(tab)
    expect(tab.page.locator("#editor-status")).to_have_text("All changes saved.")
    assert_no_change_elsewhere(tab)
    assert "runs the pilot for SSO and SCIM" in sarah().content
    assert tab.page.locator("#conflict").is_hidden()
    assert unexpected(tab.console_errors) == []


def test_a_save_by_the_same_user_in_another_editor_is_a_change_elsewhere(
    ui_cast: UiCast, tab: BrowserPage
) -> None:
    # given the member editing sarah-chen in two tabs (one session cookie, two editing
    # sessions); the first tab's saves are held back, so its text stays unsaved
    first = open_editor(tab, ui_cast)
    tab.page.route("**/doc/sarah-chen/save/", lambda route: None)
    other = BrowserPage(tab.page.context.new_page(), tab.base_url, [])
    other.goto(EDIT)
    expect(other.page.locator("body")).to_have_attribute("data-live", "ready")
    second = other.page.get_attribute(EDITOR, "data-session")
    assert second and second != first
    type_after(tab, "runs the pilot", " carefully")

    # when the second tab saves
    type_after(other, "VP Engineering", " (interim)")
    other.page.keyboard.press("Control+s")
    wait_saved(other)

    # then the first tab, with unsaved text, is told the document changed elsewhere
    expect(tab.page.locator("#live-banner")).to_contain_text("This document changed elsewhere")
    tab.page.locator("#editor-banner").wait_for(state="visible")
    assert tab.page.evaluate("window.remoteChanges") == [
        {"changed": ["sarah-chen"], "deleted": [], "all": False, "session": second}
    ]
    assert "runs the pilot carefully" in tab.page.input_value(TEXT)
    assert other.console_errors == []
