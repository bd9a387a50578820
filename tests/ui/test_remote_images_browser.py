"""Opening a page never makes the reader's browser ask another host for anything: a document's
image on another host is shown as a link naming the host, and the Content-Security-Policy says
`img-src 'self' data:` (plus the https hosts of GOAT_IMAGE_HOSTS).

In Chromium (Playwright, every request recorded; requests leaving the app's origin are aborted
so nothing leaves the machine): a staff UI document page, the memory browser's page popup and
an admin change page, on a server with the default settings; and a staff UI page on a server
with GOAT_IMAGE_HOSTS, whose allowed image loads while the tracker's does not. The CSP headers
of both servers are read over HTTP.
"""

from __future__ import annotations

import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Final
from urllib.parse import urlsplit

import pytest

from bench.measure import serve
from llmwiki.scopes import MemoryScope, binding_activate
from llmwiki.wiki import memory_write
from tests.llmwiki.planted import page as wiki_page
from tests.processes import database_url
from tests.store.factories import page, write
from tests.ui.conftest import BrowserPage, UiCast, browser, browser_tab, chromium, with_password

# The browser harness's fixtures (tests/ui/conftest.py), used here with servers of this module.
__all__ = ["browser", "chromium"]

ALLOWED_HOST: Final = "cdn.example.com"
# One transparent pixel, what the allowed host answers in the browser test.
PIXEL_GIF: Final = bytes.fromhex(
    "47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b"
)
BODY: Final = (
    "# Pixel\n\n"
    "![pixel](https://tracker.example/p.gif) ![ref][r] ![](//tracker.example/q.gif) "
    "![upper](HTTPS://TRACKER.EXAMPLE/u.gif) ![plain](http://tracker.example/h.gif)\n\n"
    "![icon](/static/ui/favicon.svg) ![dot](data:image/gif;base64,"
    "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7)\n\n"
    "[r]: https://tracker.example/r.gif\n"
)
# What BODY's images on other hosts are shown as: link text -> href.
REMOTE_LINKS: Final = {
    "image: pixel (tracker.example)": "https://tracker.example/p.gif",
    "image: ref (tracker.example)": "https://tracker.example/r.gif",
    "image (tracker.example)": "//tracker.example/q.gif",
    "image: upper (tracker.example)": "HTTPS://TRACKER.EXAMPLE/u.gif",
    "image: plain (tracker.example)": "http://tracker.example/h.gif",
}
# BODY's images that stay images: (alt, src).
LOCAL_IMAGES: Final = [("icon", "/static/ui/favicon.svg"), ("dot", "data:image/gif")]


def _server_env(database: str, goat_home: Path, **extra: str) -> dict[str, str]:
    return {
        "DATABASE_URL": database,
        "SESSION_COOKIE_SECURE": "false",
        "CSRF_COOKIE_SECURE": "false",
        "SERVE_STATIC": "true",
        "GOAT_HOME": str(goat_home),
        **extra,
    }


@pytest.fixture(scope="module")
def goat_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An LLM Wiki whose one page is BODY."""
    home = tmp_path_factory.mktemp("goat-home")
    memory_write(root=MemoryScope().wiki_root(home), name="pixel", text=wiki_page("Pixel", BODY))
    return home


@pytest.fixture(scope="module")
def plain_server(django_db_setup: None, django_db_blocker: Any, goat_home: Path) -> Iterator[str]:
    """The app with the default settings (no GOAT_IMAGE_HOSTS)."""
    with django_db_blocker.unblock():
        database = database_url()
    with serve(env=_server_env(database, goat_home, GOAT_IMAGE_HOSTS="")) as port:
        yield f"http://127.0.0.1:{port}"


@pytest.fixture(scope="module")
def cdn_server(django_db_setup: None, django_db_blocker: Any, goat_home: Path) -> Iterator[str]:
    """The app with GOAT_IMAGE_HOSTS naming two hosts."""
    with django_db_blocker.unblock():
        database = database_url()
    hosts = f"{ALLOWED_HOST},Images.Example.org:8443"
    with serve(env=_server_env(database, goat_home, GOAT_IMAGE_HOSTS=hosts)) as port:
        yield f"http://127.0.0.1:{port}"


def policy(url: str) -> dict[str, list[str]]:
    with urllib.request.urlopen(url) as response:
        assert response.status == 200
        header = response.headers["Content-Security-Policy"]
    directives = [part.split() for part in header.split(";") if part.strip()]
    return {name: sources for name, *sources in directives}


UI_POLICY: Final = {
    "default-src": ["'none'"],
    "script-src": ["'self'"],
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'none'"],
    "object-src": ["'none'"],
}


def test_the_csp_allows_images_from_this_site_and_data_urls_only(plain_server: str) -> None:
    assert policy(plain_server + "/brain/login/") == UI_POLICY
    # the admin and the API docs: a policy on images alone (their scripts are left as they are)
    assert policy(plain_server + "/admin/login/") == {"img-src": ["'self'", "data:"]}
    assert policy(plain_server + "/api/docs/") == {"img-src": ["'self'", "data:"]}
    assert policy(plain_server + "/api/redoc/") == {"img-src": ["'self'", "data:", "blob:"]}


def test_the_csp_adds_exactly_the_allowed_image_hosts_over_https(cdn_server: str) -> None:
    hosts = ["https://cdn.example.com", "https://images.example.org:8443"]

    assert policy(cdn_server + "/brain/login/") == {
        **UI_POLICY,
        "img-src": ["'self'", "data:", *hosts],
    }
    assert policy(cdn_server + "/admin/login/") == {"img-src": ["'self'", "data:", *hosts]}


# --- in Chromium ------------------------------------------------------------------------------


class Recorder:
    """Every request the tab makes; one to another host is aborted, or answered with a pixel
    when it is to ALLOWED_HOST and `answer_allowed`."""

    def __init__(self, tab: BrowserPage, *, answer_allowed: bool = False) -> None:
        self.origin = urlsplit(tab.base_url).netloc
        self.urls: list[str] = []
        tab.page.on("request", lambda request: self.urls.append(request.url))
        tab.page.route(self._elsewhere, self._answer if answer_allowed else self._abort)
        self.tab = tab

    def _elsewhere(self, url: str) -> bool:
        parts = urlsplit(url)
        return parts.scheme in ("http", "https", "ws", "wss") and parts.netloc != self.origin

    @staticmethod
    def _abort(route: Any) -> None:
        route.abort()

    @staticmethod
    def _answer(route: Any) -> None:
        if urlsplit(route.request.url).hostname == ALLOWED_HOST:
            route.fulfill(status=200, content_type="image/gif", body=PIXEL_GIF)
        else:
            route.abort()

    def elsewhere(self) -> list[str]:
        """The requests to other hosts, once every image of the page has loaded or failed."""
        self.tab.page.wait_for_load_state("load")
        self.tab.page.wait_for_function("() => Array.from(document.images).every(i => i.complete)")
        return [url for url in self.urls if self._elsewhere(url)]


def assert_shown_as_links_and_local_images_load(tab: BrowserPage, scope: str) -> None:
    links = tab.page.locator(f"{scope} a.remote-image")
    shown = {
        links.nth(i).inner_text(): links.nth(i).get_attribute("href") for i in range(links.count())
    }
    assert shown == REMOTE_LINKS
    for alt, src in LOCAL_IMAGES:
        image = tab.page.locator(f'{scope} img[alt="{alt}"]')
        assert (image.get_attribute("src") or "").startswith(src)
        assert image.evaluate("i => i.naturalWidth") > 0  # loaded under the policy
    assert tab.page.locator(f"{scope} img").count() == len(LOCAL_IMAGES)


@pytest.mark.django_db(transaction=True)
def test_a_staff_ui_page_with_remote_images_asks_no_other_host(
    ui_cast: UiCast, browser: Any, plain_server: str
) -> None:
    # given a document with images on another host, in every markdown form
    write(ui_cast.team_brain, page("pixel", title="Pixel", folder="notes", body=BODY))
    with_password(ui_cast.member)

    with browser_tab(browser, plain_server) as tab:
        tab.log_in("member")
        recorder = Recorder(tab)
        # when a reader opens it
        tab.goto("/brain/team/doc/pixel/")

        # then no request went to any other host, and each image is a link naming its host
        assert recorder.elsewhere() == []
        assert_shown_as_links_and_local_images_load(tab, "section.markdown")
        assert tab.console_errors == []


@pytest.mark.django_db(transaction=True)
def test_the_memory_browser_page_with_remote_images_asks_no_other_host(
    ui_cast: UiCast, browser: Any, plain_server: str
) -> None:
    # given the memory browser's wiki with a page of images on another host
    staff = with_password(ui_cast.root)
    binding_activate(scope=MemoryScope(), provider="llm-wiki", actor=staff)

    with browser_tab(browser, plain_server) as tab:
        tab.log_in("root")
        recorder = Recorder(tab)
        # when a reader opens the page in the popup
        tab.goto("/memory/")
        tab.page.click("a.memory-open >> text=Pixel")
        tab.page.wait_for_selector("#memory-popup[open] #memory-popup-body a.remote-image")

        # then no request went to any other host, and each image is a link naming its host
        assert recorder.elsewhere() == []
        assert_shown_as_links_and_local_images_load(tab, "#memory-popup-body")
        assert tab.console_errors == []


@pytest.mark.django_db(transaction=True)
def test_an_admin_change_page_with_remote_images_asks_no_other_host(
    ui_cast: UiCast, browser: Any, plain_server: str
) -> None:
    # given a document with images on another host
    document = write(ui_cast.team_brain, page("pixel", title="Pixel", folder="notes", body=BODY))
    with_password(ui_cast.root)

    with browser_tab(browser, plain_server) as tab:
        tab.log_in("root")
        recorder = Recorder(tab)
        # when a curator opens its change page in the admin
        tab.goto(f"/admin/brain/braindocument/{document.pk}/change/")

        # then no request went to any other host, and the preview names the host
        assert recorder.elsewhere() == []
        assert_shown_as_links_and_local_images_load(tab, ".brain-preview")


@pytest.mark.django_db(transaction=True)
def test_an_allowed_hosts_image_loads_and_the_trackers_does_not(
    ui_cast: UiCast, browser: Any, cdn_server: str
) -> None:
    # given a server allowing cdn.example.com, and a document with its image and a tracker's
    body = "# Both\n\n![logo](https://cdn.example.com/logo.gif)\n\n" + BODY.split("\n\n", 1)[1]
    write(ui_cast.team_brain, page("both", title="Both", folder="notes", body=body))
    with_password(ui_cast.member)

    with browser_tab(browser, cdn_server) as tab:
        tab.log_in("member")
        recorder = Recorder(tab, answer_allowed=True)
        tab.goto("/brain/team/doc/both/")

        # then the allowed image was fetched and shown, and nothing else left the origin
        assert recorder.elsewhere() == ["https://cdn.example.com/logo.gif"]
        logo = tab.page.locator('section.markdown img[alt="logo"]')
        assert logo.evaluate("i => [i.naturalWidth, i.naturalHeight]") == [1, 1]
        links = tab.page.locator("section.markdown a.remote-image")
        assert links.all_inner_texts() == list(REMOTE_LINKS)
        assert tab.console_errors == []
