"""The token page in a real browser: create a token, see its key once, revoke it. Also takes the
token page's screenshot (docs/screenshots/tokens.png with GOAT_SCREENSHOTS_DIR, as
`bash scripts/screenshots` sets it; a temporary folder otherwise)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from brain.api.tokens import token_create, token_lookup
from brain.models import ApiToken
from tests.ui.conftest import BrowserPage, UiCast, with_password

pytestmark = pytest.mark.django_db(transaction=True)


def test_create_a_token_see_its_key_once_and_revoke_it(
    ui_cast: UiCast, tab: BrowserPage, tmp_path: Path
) -> None:
    # given a member with a token already, signed in
    with_password(ui_cast.member)
    token_create(user=ui_cast.member, name="laptop")
    tab.log_in("member")
    page = tab.page

    # when they open the token page from the user menu and make a write token for one brain
    tab.goto("/brain/team/")
    page.click(".user a:text-is('API tokens')")
    page.wait_for_url("**/brain/~/tokens/")
    page.fill("#token-name", "ci runner")
    page.check("input[name=scope][value=write]")
    page.select_option("#token-brain", label="Acme / Team")
    with page.expect_navigation():
        page.click("button:text-is('Create token')")

    # then the key is shown, works, and is the token listed
    key = page.inner_text("#token-key")
    made = token_lookup(key)
    assert made is not None
    assert (made.user, made.scope, made.brain, made.name) == (
        ui_cast.member,
        "write",
        ui_cast.team_brain,
        "ci runner",
    )
    row = page.locator(f"tr[data-token='{made.prefix}']")
    assert "Read and write" in row.inner_text()
    assert "Acme / Team" in row.inner_text()
    folder = Path(os.environ.get("GOAT_SCREENSHOTS_DIR") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(folder / "tokens.png"), full_page=False)

    # and only once: reloading the page shows the token, not its key
    tab.goto("/brain/~/tokens/")
    assert page.locator("#token-key").count() == 0
    assert key not in page.content()
    assert page.locator(f"tr[data-token='{made.prefix}']").count() == 1

    # when they revoke it, confirming on the next page
    page.click(f"tr[data-token='{made.prefix}'] a:text-is('Revoke')")
    page.wait_for_url(f"**/brain/~/tokens/{made.prefix}/revoke/")
    with page.expect_navigation():
        page.click("button:text-is('Revoke')")

    # then it is gone from the list and from the API
    page.wait_for_url("**/brain/~/tokens/")
    assert f"Revoked token {made.prefix}." in page.inner_text(".messages")
    assert page.locator(f"tr[data-token='{made.prefix}']").count() == 0
    assert token_lookup(key) is None
    assert ApiToken.objects.filter(user=ui_cast.member, revoked_at__isnull=True).count() == 1
    assert tab.console_errors == []


def test_move_delete_and_access_pages_in_the_browser(
    ui_cast: UiCast, tab: BrowserPage, tmp_path: Path
) -> None:
    # given the workspace admin, signed in on a document
    with_password(ui_cast.owner)
    tab.log_in("owner")
    page = tab.page
    folder = Path(os.environ.get("GOAT_SCREENSHOTS_DIR") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    tab.goto("/brain/team/doc/acme-corp/")

    # when they rename it from the header, the preview shows the link it rewrites
    page.click(".document-header a:text-is('Move or rename')")
    page.fill("#move-id", "acme-inc")
    with page.expect_navigation():
        page.click("button:text-is('Preview')")
    assert "sarah-chen" in page.inner_text(".rewrites")
    assert "+VP Engineering at [[page:acme-inc|Acme]]" in page.inner_text(".rewrites")
    page.screenshot(path=str(folder / "move.png"), full_page=False)
    with page.expect_navigation():
        page.click("button:text-is('Move')")
    page.wait_for_url("**/brain/team/doc/acme-inc/")
    assert "Links rewritten in: sarah-c, sarah-chen." in page.inner_text(".messages")

    # and the delete page of the page that links to it lists what would break
    tab.goto("/brain/team/doc/sarah-chen/")
    page.click(".document-header a:text-is('Delete')")
    assert {"Acme", "Sarah C."} <= set(page.locator(".breaks a").all_inner_texts())
    page.screenshot(path=str(folder / "delete.png"), full_page=False)

    # and the switcher leads to the restricted brain's allow-list
    page.click(".switcher > summary")
    page.click(".switcher-menu a.switcher-manage")
    page.wait_for_url("**/brain/secret/access/")
    assert page.locator("tr[data-user=member]").count() == 1
    page.select_option("#allow-user", label="restricted")
    with page.expect_navigation():
        page.click("button:text-is('Add to the allow-list')")
    assert page.locator("tr[data-user=restricted]").count() == 1
    page.screenshot(path=str(folder / "access.png"), full_page=False)
    assert tab.console_errors == []
