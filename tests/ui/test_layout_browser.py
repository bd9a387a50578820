"""The staff UI keeps its layout with any text in it: a long unbroken word (a pasted URL, a
token, a name without spaces) wraps where it stands instead of widening the page."""

from __future__ import annotations

import pytest

from tests.store.factories import page, write
from tests.ui.conftest import BrowserPage, UiCast, with_password

TITLE_WORD = "Supercalifragilistic" + "x" * 75  # 95 characters, no break
BODY_WORD = "Pneumonoultramicroscopic" + "y" * 106  # 130 characters, no break

# Every element of the page whose box reaches past the viewport's right edge.
SPILLS = """() => {
  const width = document.documentElement.clientWidth;
  return [...document.querySelectorAll('body *')]
    .filter((e) => e.getClientRects().length && e.getBoundingClientRect().right > width + 0.5)
    .map((e) => e.tagName.toLowerCase() + (e.className ? '.' + e.className : ''));
}"""
# Every element whose text runs out of its own box (into a neighbour, as over the panels).
RUNS_OUT = """() => [...document.querySelectorAll('h1, h2, p, li, a, summary, td, th, dd')]
  .filter((e) => e.getClientRects().length && e.scrollWidth > e.clientWidth + 1
    && getComputedStyle(e).overflowX === 'visible')
  .map((e) => e.tagName.toLowerCase() + (e.className ? '.' + e.className : ''))"""


def assert_no_sideways_scroll(tab: BrowserPage, path: str) -> None:
    tab.goto(path)
    widths = tab.page.evaluate(
        "[document.documentElement.scrollWidth, document.documentElement.clientWidth]"
    )
    assert widths[0] <= widths[1], (path, widths)
    assert tab.page.evaluate(SPILLS) == [], path
    assert tab.page.evaluate(RUNS_OUT) == [], path


@pytest.mark.django_db(transaction=True)
def test_long_unbroken_words_wrap_instead_of_widening_the_page(
    ui_cast: UiCast, tab: BrowserPage
) -> None:
    # given a company whose title and body each hold one very long word, linked from a page
    write(
        ui_cast.team_brain,
        page(
            "long-words",
            title=f"The {TITLE_WORD} company",
            type="company",
            folder="companies",
            aliases=[f"Also {TITLE_WORD}"],
            body=(
                f"# The {TITLE_WORD} company\n\n## {TITLE_WORD}\n\nIts word: {BODY_WORD}, "
                f"and [{BODY_WORD}](https://example.com/{BODY_WORD}).\n\n"
                f"- {BODY_WORD}\n\n| a |\n|---|\n| {BODY_WORD} |\n"
            ),
        ),
    )
    write(
        ui_cast.team_brain,
        page(
            "links-to-it",
            title="Links to it",
            folder="notes",
            body=f"See [[page:long-words|{TITLE_WORD}]].\n",
            relations=[{"type": "works_at", "target": "long-words"}],
        ),
    )
    with_password(ui_cast.member)
    tab.log_in("member")
    # then at 1280 px no page scrolls sideways and no text runs over its neighbours
    for path in (
        "/brain/team/doc/long-words/",
        "/brain/team/doc/links-to-it/",
        "/brain/team/",
        f"/brain/team/search/?q={BODY_WORD}",
    ):
        assert_no_sideways_scroll(tab, path)
    assert tab.console_errors == []
