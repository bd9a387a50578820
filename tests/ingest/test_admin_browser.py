"""The ingest admin's pages in a real browser (Playwright driving Debian's Chromium against the
app under uvicorn, tests/ui/conftest.py): the lists fit a 1,400 px wide window, and a job's
page keeps its step transcript folded.

The screenshots go to GOAT_SCREENSHOTS_DIR when it is set (`bash scripts/screenshots` sets it to
docs/screenshots/), else to a temporary folder.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ingest import queue
from ingest.models import IngestJob
from ingest.sources import source_item_upsert
from ingest.sources.jamie import normalize
from ingest.worker import run_job
from tests.cast import Cast
from tests.ingest.payloads import meeting_payload
from tests.ui.conftest import (
    PASSWORD,
    BrowserPage,
    browser,
    browser_tab,
    chromium,
    ui_server,
    with_password,
)

# The browser harness's fixtures (tests/ui/conftest.py), used here too.
__all__ = ["browser", "chromium", "ui_server"]

pytestmark = pytest.mark.django_db(transaction=True)

WIDTH, HEIGHT = 1400, 900
LONG_TITLE = (
    "Acme Corporation × Goat Labs: quarterly business review, pilot retrospective, SSO "
    "rollout plan and the renewal pricing discussion with procurement and legal"
)
WORKER = "celery@worker-7f9c2d1b8e-a.internal.example.com:48213:9d0c8f1e-4b7a-4c2e-9f3d"
ATTENDEES = [
    {"name": f"Person {number:02d}", "email": f"person{number:02d}@acme-corporation.example"}
    for number in range(12)
]


def job_for(cast: Cast, meeting_id: str, **meeting: Any) -> IngestJob:
    payload = meeting_payload(id=meeting_id, title=LONG_TITLE, **meeting)
    item, _ = source_item_upsert(brain=cast.team_brain, source=normalize(payload))
    return queue.enqueue(brain=cast.team_brain, kind=queue.AGENT_INGEST, source_item=item)


@pytest.fixture
def jobs(cast: Cast) -> dict[str, IngestJob]:
    """A meeting with twelve attendees ingested by the offline agent (a long transcript), one
    claimed by a worker with a long name and still running, and one queued."""
    done = job_for(cast, "mtg-done", attendees=ATTENDEES)
    lease = queue.claim("test-worker")
    assert lease is not None and lease.job_id == done.pk
    assert run_job(lease) == "succeeded"
    running = job_for(cast, "mtg-running")
    lease = queue.claim(WORKER)
    assert lease is not None and lease.job_id == running.pk
    queued = job_for(cast, "mtg-queued")
    done.refresh_from_db()
    return {"done": done, "running": running, "queued": queued}


@pytest.fixture
def admin_tab(browser: Any, ui_server: str, cast: Cast) -> Iterator[BrowserPage]:
    with browser_tab(browser, ui_server) as tab:
        tab.page.set_viewport_size({"width": WIDTH, "height": HEIGHT})
        with_password(cast.root)
        tab.goto("/admin/login/")
        tab.page.fill("#id_username", "root")
        tab.page.fill("#id_password", PASSWORD)
        with tab.page.expect_navigation():
            tab.page.press("#id_password", "Enter")
        yield tab


def screenshots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("GOAT_SCREENSHOTS_DIR") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


# How far the page, and the list's own scrolling box (the admin lets a wide table scroll inside
# it, cutting its right-hand columns off), are wider than what shows.
OVERFLOW = """() => {
    const results = document.querySelector('#changelist .results');
    return {
        page: document.documentElement.scrollWidth - window.innerWidth,
        list: results.scrollWidth - results.clientWidth,
    };
}"""


def overflow(tab: BrowserPage) -> dict[str, int]:
    return tab.page.evaluate(OVERFLOW)


def test_the_ingest_lists_fit_a_1400_px_window(
    admin_tab: BrowserPage, jobs: dict[str, IngestJob], tmp_path: Path
) -> None:
    folder = screenshots(tmp_path)
    page = admin_tab.page

    # when the job list and the source item list are opened 1,400 px wide
    admin_tab.goto("/admin/ingest/ingestjob/")
    page.screenshot(path=str(folder / "admin-jobs.png"))
    jobs_width = overflow(admin_tab)
    titles = page.locator("td.field-source_title span[title]")
    shown = [titles.nth(index).inner_text() for index in range(titles.count())]
    full = [titles.nth(index).get_attribute("title") for index in range(titles.count())]
    row_heights = page.evaluate(
        "() => [...document.querySelectorAll('#result_list tbody tr')]"
        ".map(row => row.getBoundingClientRect().height)"
    )
    admin_tab.goto("/admin/ingest/sourceitem/")
    page.screenshot(path=str(tmp_path / "admin-source-items.png"))
    items_width = overflow(admin_tab)

    # then nothing is cut off or scrolls sideways
    assert page.viewport_size == {"width": WIDTH, "height": HEIGHT}
    assert jobs_width == {"page": 0, "list": 0}
    assert items_width == {"page": 0, "list": 0}
    # each job's source title is cut short, the whole title a hover away, on one line
    assert full == [LONG_TITLE] * 3
    assert [len(text) <= 60 and text.endswith("…") for text in shown] == [True] * 3
    assert len(row_heights) == 3 and max(row_heights) < 2 * min(row_heights)


def test_a_jobs_transcript_is_folded(
    admin_tab: BrowserPage, jobs: dict[str, IngestJob], tmp_path: Path
) -> None:
    done = jobs["done"]
    steps = len(done.transcript)
    assert steps >= 20  # a long transcript: twelve attendees, each a page and links
    # (the agent looks pages up before making them: a lookup that finds none is an error)
    errors = sum(1 for step in done.transcript if step.get("ok") is False)
    assert errors > 0

    # when the finished job's page is opened
    admin_tab.goto(f"/admin/ingest/ingestjob/{done.pk}/change/")
    page = admin_tab.page
    page.screenshot(path=str(screenshots(tmp_path) / "admin-job.png"), full_page=True)
    folded = page.evaluate("() => document.documentElement.scrollHeight")
    summary = page.locator(".field-transcript_html details.transcript > summary").inner_text()

    # then the transcript is one folded line saying how many steps it has
    assert summary == f"{steps} steps, {errors} answered with an error"
    assert folded < 2 * HEIGHT
    # and opening it shows every step, each folded to its command
    page.click(".field-transcript_html details.transcript > summary")
    page.locator("details.transcript-step > summary").nth(1).click()
    page.screenshot(path=str(screenshots(tmp_path) / "admin-job-transcript.png"))
    page.locator("details.transcript-step > summary").nth(1).click()
    assert page.locator("details.transcript-step").count() == steps
    assert page.locator("details.transcript-step[open]").count() == 0
    assert page.evaluate("() => document.documentElement.scrollHeight") > folded
    assert admin_tab.console_errors == []
