"""Statements and their citations (brain/toolkit/claims.py) and the doctor's uncited_claim."""

from __future__ import annotations

from pathlib import Path

import pytest

from brain.toolkit.claims import citation_share, cite_statements, statements
from brain.toolkit.doctor import CODES, SEVERITIES, diagnose_directory
from tests.toolkit.helpers import doc_text, run_json, write

EV = "[[evidence:ev-call|call]]"

CRAFTED = f"""# Crafted

A cited paragraph that runs
over two lines ({EV}).

An uncited paragraph about [[page:hub|Hub]].

Decisions:

- A cited item ([[source:jamie:meeting:m1|notes]]).
- An uncited item
  with a continuation line.
  - A nested uncited item.
1. A numbered uncited item.

## Heading is no statement

```
Code is no statement, even [[evidence:ev-call]] or plain claims.
```

> A quoted source line is no statement.

[[page:hub|Hub]], [[page:other|Other]]

- [[evidence:ev-call|call]]

| table | row |
|---|---|

---

Inline code does not cite: `[[evidence:ev-call]]`.

## Timeline

- **2026-10-14T16:00:00Z** | ev-15f32c96ee0d | jamie:meeting:m1 | Uncited timeline text.
"""


def test_statements_are_paragraphs_and_list_items_of_the_compiled_truth() -> None:
    found = [(s.line, s.cited, s.item, s.excerpt) for s in statements(CRAFTED)]
    assert found == [
        (3, True, False, f"A cited paragraph that runs over two lines ({EV})."),
        (6, False, False, "An uncited paragraph about [[page:hub|Hub]]."),
        (10, True, True, "- A cited item ([[source:jamie:meeting:m1|notes]])."),
        (11, False, True, "- An uncited item with a continuation line."),
        (13, False, True, "- A nested uncited item."),
        (14, False, True, "1. A numbered uncited item."),
        (33, False, False, "Inline code does not cite: `[[evidence:ev-call]]`."),
    ]


def test_the_share_counts_cited_statements() -> None:
    share = citation_share(CRAFTED)
    assert (share.cited, share.total, share.uncited) == (2, 7, 5)
    assert citation_share("# Title only\n").ratio is None


NOT_PROSE = """# Not prose

Setext heading
==============

Alt heading
-----------

<!-- a comment -->

    indented code is no statement

A real claim.
"""


def test_setext_headings_html_comments_and_indented_code_are_no_statements() -> None:
    assert [(s.line, s.excerpt) for s in statements(NOT_PROSE)] == [(13, "A real claim.")]
    assert (citation_share(NOT_PROSE).cited, citation_share(NOT_PROSE).total) == (0, 1)


def test_a_lead_in_without_a_list_is_a_statement() -> None:
    assert [s.line for s in statements("# T\n\nWhat we know:\n\nNothing yet.\n")] == [3, 5]


def test_long_statements_are_excerpted() -> None:
    (found,) = statements("word " * 100)
    assert len(found.excerpt) == 80
    assert found.excerpt.endswith("…")


def test_cite_statements_leaves_no_statement_uncited() -> None:
    truth = CRAFTED.split("## Timeline")[0]
    cited = cite_statements(truth, EV)
    assert all(s.cited for s in statements(cited))
    assert f"An uncited paragraph about [[page:hub|Hub]] ({EV})." in cited
    assert f"  with a continuation line ({EV})." in cited
    assert "Code is no statement, even [[evidence:ev-call]] or plain claims.\n" in cited
    assert cite_statements(cited, EV) == cited  # already cited: unchanged


def test_the_doctor_reports_each_uncited_statement_of_active_pages(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # given an active page with the crafted body, and the same body on a draft and an archived
    # page and on an evidence document
    write(tmp_path, "evidence/ev-call.md", doc_text("ev-call", kind="evidence", body="Said."))
    write(tmp_path, "inbox/hub.md", doc_text("hub", body=EV))
    write(tmp_path, "inbox/other.md", doc_text("other", body=EV))
    write(tmp_path, "inbox/crafted.md", doc_text("crafted", status="active", body=CRAFTED))
    write(tmp_path, "inbox/draft.md", doc_text("draft", body=CRAFTED))
    write(tmp_path, "inbox/old.md", doc_text("old", status="archived", body=CRAFTED))
    # when
    _, report, _ = run_json(capsys, tmp_path, "doctor")
    # then only the active page's five uncited statements are reported, in line order
    uncited = [i for i in report["issues"] if i["code"] == "uncited_claim"]
    assert [(i["id"], i["line"], i["severity"]) for i in uncited] == [
        ("crafted", 6, "warning"),
        ("crafted", 11, "warning"),
        ("crafted", 13, "warning"),
        ("crafted", 14, "warning"),
        ("crafted", 33, "warning"),
    ]
    assert uncited[0]["message"] == (
        "line 6 of the body cites no evidence or source: "
        "'An uncited paragraph about [[page:hub|Hub]].'"
    )
    assert report["counts"]["uncited_claim"] == 5
    assert diagnose_directory(tmp_path).counts["uncited_claim"] == 5


def test_uncited_claim_is_a_stable_warning_code() -> None:
    assert SEVERITIES["uncited_claim"] == "warning"
    assert "uncited_claim" in CODES
    table = Path("docs/format.md").read_text(encoding="utf-8")
    for code in CODES:
        assert f"| `{code}` |" in table


def test_an_uncited_claim_matches_the_doctors_result_schema(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from jsonschema import Draft202012Validator

    from brain.toolkit.commands.results import DOCTOR_REPORT

    write(tmp_path, "inbox/crafted.md", doc_text("crafted", status="active", body=CRAFTED))
    _, report, _ = run_json(capsys, tmp_path, "doctor")
    assert report["counts"]["uncited_claim"] == 5
    Draft202012Validator(DOCTOR_REPORT).validate(report)
