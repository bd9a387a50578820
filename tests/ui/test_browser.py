"""The staff UI in a real browser: Playwright drives headless Chromium against the app served
by a real server process (tests/ui/conftest.py: `ui_server`, `browser`, `tab`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.store.factories import page, write
from tests.ui.conftest import MSG_NO_CHROMIUM, BrowserPage, UiCast, require_chromium, with_password


def focused(tab: BrowserPage) -> str:
    return str(tab.page.evaluate("document.activeElement.textContent.trim()"))


def test_without_chromium_the_browser_tests_fail_in_ci_and_skip_elsewhere(tmp_path: Path) -> None:
    missing = tmp_path / "chromium"
    message = MSG_NO_CHROMIUM.format(path=missing)

    with pytest.raises(pytest.fail.Exception, match="the browser tests need"):
        require_chromium(missing, ci=True, install=False)
    with pytest.raises(pytest.skip.Exception) as skipped:
        require_chromium(missing, ci=False, install=False)
    assert skipped.value.msg == message
    assert require_chromium(tmp_path, ci=True, install=False) == tmp_path


@pytest.mark.django_db(transaction=True)
def test_log_in_and_open_a_document_from_the_tree_with_the_keyboard(
    ui_cast: UiCast, tab: BrowserPage
) -> None:
    # given a member with a password, sent to the login page on the way to the brain
    with_password(ui_cast.member)
    tab.goto("/brain/team/")
    assert tab.page.url.endswith("/brain/login/?next=/brain/team/")

    # when they log in
    tab.page.fill("#id_username", "member")
    tab.page.fill("#id_password", "correct-horse-battery")
    tab.page.keyboard.press("Enter")
    tab.page.wait_for_url(tab.base_url + "/brain/team/")

    # and reach the tree with Tab, then move in it with the arrow keys
    for _ in range(20):
        tab.page.keyboard.press("Tab")
        if tab.page.evaluate("document.activeElement.classList.contains('tree-item')"):
            break
    folders = tab.page.locator(".tree > ul > li > details > summary").all_inner_texts()
    assert focused(tab) == folders[0]
    for folder in folders[1 : folders.index("people") + 1]:
        tab.page.keyboard.press("ArrowDown")
        assert focused(tab) == folder
    tab.page.keyboard.press("ArrowRight")  # opens the folder
    tab.page.keyboard.press("ArrowDown")
    assert focused(tab) == "Sarah Chen"
    tab.page.keyboard.press("Enter")

    # then the document opens, its folder open and the document marked in the tree
    tab.page.wait_for_url("**/brain/team/doc/sarah-chen/")
    assert tab.page.inner_text("h1") == "Sarah Chen"
    assert tab.page.get_attribute(".tree-doc[aria-current=page]", "href") == (
        "/brain/team/doc/sarah-chen/"
    )
    # the page's own CSS and JS loaded, and the CSP refused nothing
    assert tab.page.evaluate("getComputedStyle(document.querySelector('.topbar')).position") == (
        "sticky"
    )
    assert tab.console_errors == []


@pytest.mark.django_db(transaction=True)
def test_slash_focuses_search_and_a_hit_opens(ui_cast: UiCast, tab: BrowserPage) -> None:
    with_password(ui_cast.member)
    tab.log_in("member")
    tab.goto("/brain/team/doc/acme-corp/")

    tab.page.keyboard.press("/")
    assert tab.page.evaluate("document.activeElement.id") == "search"
    tab.page.keyboard.type("pilot")
    tab.page.keyboard.press("Enter")
    tab.page.wait_for_url("**/brain/team/search/?q=pilot")

    hits = tab.page.locator(".hit")
    assert hits.count() >= 2
    explanations = tab.page.locator(".hit .explanation").all_inner_texts()
    assert any(text.startswith("Reached through the graph") for text in explanations)
    assert tab.page.locator(".hop-path").count() >= 1
    first = hits.first.locator(".hit-title")
    title = first.inner_text()
    first.focus()
    tab.page.keyboard.press("Enter")
    tab.page.wait_for_url("**/brain/team/doc/**")
    assert tab.page.inner_text("h1") == title
    assert tab.console_errors == []


@pytest.mark.django_db(transaction=True)
def test_markup_in_a_search_snippet_stays_inert(ui_cast: UiCast, tab: BrowserPage) -> None:
    # given a page whose matching passage holds a script and an image with an onerror handler
    write(
        ui_cast.team_brain,
        page(
            "hostile-notes",
            title="Hostile notes",
            folder="notes",
            body=(
                "# Hostile notes\n\nThe zebrafish <script>window.ran = 1</script> and "
                '<img src=x onerror="window.ran = 2"> zebrafish.\n'
            ),
        ),
    )
    with_password(ui_cast.member)
    tab.log_in("member")
    dialogs: list[str] = []

    def dialog_opened(dialog: Any) -> None:
        dialogs.append(dialog.message)
        dialog.dismiss()

    tab.page.on("dialog", dialog_opened)

    # when the search shows it
    tab.goto("/brain/team/search/?q=zebrafish")

    # then the markup is text, nothing ran, and the matched word is marked
    snippet = tab.page.locator(".hit .snippet").first
    assert "<script>window.ran = 1</script>" in snippet.inner_text()
    assert snippet.locator("img, script").count() == 0
    assert snippet.locator("mark").all_inner_texts() == ["zebrafish", "zebrafish"]
    assert tab.page.evaluate("window.ran === undefined")
    assert dialogs == []
    assert tab.console_errors == []


@pytest.mark.django_db(transaction=True)
def test_escape_closes_the_brain_menu_and_the_keyboard_help(
    ui_cast: UiCast, tab: BrowserPage
) -> None:
    with_password(ui_cast.member)
    tab.log_in("member")
    tab.goto("/brain/team/")

    tab.page.click(".switcher summary")
    menu = tab.page.locator(".switcher-menu a").all_inner_texts()
    assert [text.split("/")[-1].strip() for text in menu] == ["Secret restricted", "Team"]
    tab.page.keyboard.press("Escape")
    assert tab.page.evaluate("document.querySelector('.switcher').open") is False

    tab.page.keyboard.press("?")
    assert tab.page.evaluate("document.getElementById('keys').open") is True
    tab.page.keyboard.press("Escape")
    assert tab.page.evaluate("document.getElementById('keys').open") is False

    # switching brains re-scopes the page
    tab.page.click(".switcher summary")
    tab.page.click(".switcher-menu a[href='/brain/secret/']")
    tab.page.wait_for_url(tab.base_url + "/brain/secret/")
    assert tab.page.locator(".tree-doc").all_text_contents() == ["Project X"]


@pytest.mark.django_db(transaction=True)
def test_an_outsider_gets_404(ui_cast: UiCast, tab: BrowserPage) -> None:
    with_password(ui_cast.outsider)
    tab.log_in("outsider")

    own = tab.goto("/brain/team/")
    document = tab.goto(f"/brain/{ui_cast.team_brain.pk}/doc/sarah-chen/")
    brain = tab.goto(f"/brain/{ui_cast.team_brain.pk}/")

    assert own.status == 200
    assert document.status == 404
    assert brain.status == 404
    assert "Sarah" not in tab.page.content()
