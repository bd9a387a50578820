"""The staff UI tests' data: the shared cast (tests/cast.py) with a small corpus written through
the write path, and signed-in test clients."""

from __future__ import annotations

import contextlib
import functools
import os
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any, Final

import pytest
from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.hashers import PBKDF2PasswordHasher, make_password
from django.test import Client

from bench.measure import serve
from brain.models import BrainDocument
from brain.toolkit.timeline import timeline_entry_id
from tests.cast import Cast
from tests.processes import database_url
from tests.store.factories import EVIDENCE_ID, evidence, page, write

KICKOFF = "2026-11-30T14:00:00Z"
KICKOFF_TEXT = "Kickoff call with [[page:sarah-chen|Sarah]]."


def acme_body() -> str:
    entry_id = timeline_entry_id("acme-corp", KICKOFF, "jamie:meeting:123", KICKOFF_TEXT)
    return (
        "# Acme\n\nCustomer; champion [[page:sarah-chen|Sarah]] "
        f"([[evidence:{EVIDENCE_ID}|kickoff]]), see [[page:nobody]].\n\n"
        "## Timeline\n\n"
        f"- **{KICKOFF}** | {entry_id} | jamie:meeting:123 | {KICKOFF_TEXT}\n"
    )


@dataclass
class UiCast(Cast):
    sarah: BrainDocument  # people/sarah-chen.md: works at acme-corp; written twice
    acme: BrainDocument  # companies/acme-corp.md: links, evidence, a timeline entry
    transcript: BrainDocument  # evidence/…: the kickoff transcript
    old_plan: BrainDocument  # projects/old-plan.md, archived
    tombstone: BrainDocument  # people/sarah-c.md, merged into sarah-chen
    project_x: BrainDocument  # projects/project-x.md in the restricted brain


@pytest.fixture
def ui_cast(cast: Cast) -> UiCast:
    people = {field.name: getattr(cast, field.name) for field in fields(Cast)}
    brain = cast.team_brain
    transcript = write(brain, evidence())
    write(brain, page(relations=[{"type": "works_at", "target": "acme-corp"}]))
    sarah = write(
        brain,
        page(
            body=(
                "# Sarah Chen\n\nVP Engineering at [[page:acme-corp|Acme]], runs the pilot "
                f"([[evidence:{EVIDENCE_ID}|kickoff]]).\n"
            ),
            status="active",
            relations=[{"type": "works_at", "target": "acme-corp"}],
        ),
        expected_hash=BrainDocument.objects.get(
            brain_ref=brain, brain_id="sarah-chen"
        ).content_hash,
    )
    acme = write(
        brain,
        page("acme-corp", title="Acme", type="company", folder="companies", body=acme_body()),
    )
    old_plan = write(
        brain,
        page(
            "old-plan",
            title="Old plan",
            type="project",
            folder="projects",
            status="archived",
            body="# Old plan\n\nShelved.\n",
        ),
    )
    tombstone = write(
        brain,
        page(
            "sarah-c",
            title="Sarah C.",
            status="merged",
            mergedInto="sarah-chen",
            # its old link stays in its text, but a tombstone is no backlink of acme-corp
            body="# Sarah C.\n\nMerged. Was at [[page:acme-corp]].\n",
        ),
    )
    project_x = write(
        cast.secret_brain,
        page("project-x", title="Project X", type="project", folder="projects"),
    )
    return UiCast(
        **people,
        sarah=sarah,
        acme=acme,
        transcript=transcript,
        old_plan=old_plan,
        tombstone=tombstone,
        project_x=project_x,
    )


def client_for(user: AbstractBaseUser) -> Client:
    client = Client()
    client.force_login(user)
    return client


# --- the browser harness ----------------------------------------------------------------------
# Playwright drives Debian's Chromium (its own browser download cannot work here). Run as root
# without it, the setup installs the `chromium` package; where it is still missing, the browser
# tests fail under CI=true and are skipped with this message elsewhere.

CHROMIUM: Final = Path("/usr/bin/chromium")
MSG_NO_CHROMIUM: Final = (
    "the browser tests need Debian's Chromium at {path} "
    "(`apt-get install chromium`, as root); it is missing"
)
PASSWORD: Final = "correct-horse-battery"


def _install_chromium(path: Path) -> None:
    if path.exists() or not hasattr(os, "geteuid") or os.geteuid() != 0:
        return
    environment = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    for command in (["apt-get", "update", "-qq"], ["apt-get", "install", "-y", "-qq", "chromium"]):
        subprocess.run(
            command, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT
        )


def require_chromium(path: Path, *, ci: bool, install: bool = True) -> Path:
    """`path` once Chromium is there (installed first, as root, when `install`); else the
    test fails under CI and is skipped elsewhere, saying why."""
    if install:
        _install_chromium(path)
    if not path.exists():
        message = MSG_NO_CHROMIUM.format(path=path)
        if ci:
            pytest.fail(message)
        pytest.skip(message)
    return path


@pytest.fixture(scope="session")
def chromium() -> Path:
    return require_chromium(CHROMIUM, ci=os.environ.get("CI", "").lower() == "true")


@pytest.fixture(scope="session")
def ui_server(django_db_setup: None, django_db_blocker: Any) -> Iterator[str]:
    """The app served by a real server process on the test database; yields its base URL.

    The one place that starts it: `bench.measure.serve` (uvicorn, DEBUG off, `SERVE_STATIC`
    so it serves the static files). Tests that use it write with
    `transactional_db`, so the server process sees their rows.
    """
    with django_db_blocker.unblock():
        database = database_url()
    plain_http = {
        "DATABASE_URL": database,
        "SESSION_COOKIE_SECURE": "false",
        "CSRF_COOKIE_SECURE": "false",
    }
    with serve(env={**plain_http, "SERVE_STATIC": "true"}) as port:
        yield f"http://127.0.0.1:{port}"


@pytest.fixture(scope="module")
def browser(chromium: Path) -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    # Playwright's sync API keeps an event loop in this thread; the tests' own database calls
    # are synchronous and safe here. Module scope: the relaxation ends with the module.
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=str(chromium), headless=True, args=["--no-sandbox"]
            )
            yield browser
            browser.close()
    finally:
        os.environ.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)


@dataclass
class BrowserPage:
    """A browser tab on the live server that records what the console says."""

    page: Any
    base_url: str
    console_errors: list[str]

    def goto(self, path: str) -> Any:
        return self.page.goto(self.base_url + path)

    def log_in(self, username: str, password: str = PASSWORD) -> None:
        self.goto("/brain/login/")
        self.page.fill("#id_username", username)
        self.page.fill("#id_password", password)
        with self.page.expect_navigation():
            self.page.press("#id_password", "Enter")


@pytest.fixture
def tab(browser: Any, ui_server: str) -> Iterator[BrowserPage]:
    with browser_tab(browser, ui_server) as opened:
        yield opened


@contextlib.contextmanager
def browser_tab(browser: Any, ui_server: str) -> Iterator[BrowserPage]:
    """A page in a browser context of its own (its own session), collecting console errors."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.set_default_timeout(15_000)
    errors: list[str] = []
    page.on(
        "console", lambda message: errors.append(message.text) if message.type == "error" else None
    )
    try:
        yield BrowserPage(page, ui_server, errors)
    finally:
        context.close()


def with_password(user: AbstractBaseUser) -> AbstractBaseUser:
    """`user` with PASSWORD, hashed so the server process (with the production hashers, not the
    tests' fast one) can check it."""
    user.password = pbkdf2_password()
    user.save(update_fields=["password"])
    return user


@functools.cache
def pbkdf2_password() -> str:
    """PASSWORD hashed once per test process (PBKDF2's million rounds cost about a third of a
    second on an idle CI machine, each time): every user of `with_password` gets this same
    encoded hash, salt included, which the server checks as it checks any."""
    return make_password(PASSWORD, hasher=PBKDF2PasswordHasher())
