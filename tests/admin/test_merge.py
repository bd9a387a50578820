"""The admin's "Merge into…": a preview of what will change, then only a confirmed POST merges."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client

from brain.admin.merging import MSG_MERGE_CHANGED, MSG_MERGE_NOT_REVIEWED
from brain.models import BrainDocument, BrainDocumentVersion, BrainEdge
from brain.rows import document_from_row
from brain.toolkit.commands.graph import MSG_MERGE_KIND, MSG_MERGE_TOMBSTONE, MSG_MERGE_TYPE
from brain.toolkit.timeline import timeline_entry_id
from tests.admin.conftest import EVIDENCE_ID, AdminCast, make_page, write
from tests.admin.test_documents import act, fresh, messages_of

pytestmark = pytest.mark.django_db


def brain_state(cast: AdminCast) -> list[tuple[str, str]]:
    """Every document of the team brain with its hash, and how many versions it has."""
    rows = BrainDocument.objects.filter(brain_ref=cast.team_brain).order_by("brain_id")
    return [(row.brain_id, row.content_hash) for row in rows] + [
        ("versions", str(BrainDocumentVersion.objects.filter(brain_ref=cast.team_brain).count()))
    ]


def entry(brain_id: str, timestamp: str, text: str) -> str:
    entry_id = timeline_entry_id(brain_id, timestamp, "jamie:meeting:123", text)
    return f"- **{timestamp}** | {entry_id} | jamie:meeting:123 | {text}\n"


@pytest.fixture
def duplicate(cast: AdminCast) -> BrainDocument:
    """A second page about Sarah, with names, a relation, a source and a timeline to fold, a
    referrer elsewhere, and the target linking back to it."""
    write(
        cast.team_brain,
        make_page(
            "acme-corp",
            title="Acme",
            type="company",
            folder="companies",
            body="Champion: [[page:sarah-c|Sarah]].\n",
        ),
    )
    target = cast.team_doc
    write(
        cast.team_brain,
        document_from_row(target)
        .with_body(target.body + "Same person as [[page:sarah-c|S. Chen]].\n")
        .with_meta(relations=[{"type": "same_as", "target": "sarah-c"}]),
        expected_hash=target.content_hash,
    )
    return write(
        cast.team_brain,
        make_page(
            "sarah-c",
            title="Sarah C.",
            aliases=["S. Chen"],
            relations=[{"type": "works_at", "target": "acme-corp"}],
            sources=["jamie:meeting:123"],
            body="# Sarah C.\n\n## Timeline\n\n"
            + entry("sarah-c", "2026-11-30T14:00:00Z", "Joined the kickoff."),
        ),
    )


def preview(client: Client, rows: list[BrainDocument], target: str):
    return act(client, "merge_into", rows, apply="yes", target=target)


def confirm(client: Client, page: Any):
    """Post the confirmation form the preview page shows, as a browser would."""
    context = page.context
    return act(
        client,
        "merge_into",
        [plan.row for plan in context["mergeable"]],
        target=context["target"],
        reviewed=context["reviewed"],
        confirm="yes",
    )


def test_merge_asks_for_the_target_first(cast: AdminCast, root_client: Client) -> None:
    before = brain_state(cast)

    response = act(root_client, "merge_into", [cast.team_doc])

    assert response.status_code == 200
    assert b'name="target"' in response.content
    assert brain_state(cast) == before


def test_the_preview_shows_what_will_change_and_writes_nothing(
    cast: AdminCast, root_client: Client, duplicate: BrainDocument
) -> None:
    before = brain_state(cast)

    page = preview(root_client, [duplicate], "Sarah Chen")  # the target by its title

    assert page.status_code == 200
    assert brain_state(cast) == before
    (plan,) = page.context["plans"]
    assert plan.refused is None
    assert plan.into == "sarah-chen"
    assert plan.result["applied"] is False
    assert plan.result["folded"] == {
        "aliases": ["Sarah C.", "S. Chen"],
        "relations": [{"type": "works_at", "target": "acme-corp"}],
        "sources": ["jamie:meeting:123"],
        "timeline": [
            timeline_entry_id(
                "sarah-chen", "2026-11-30T14:00:00Z", "jamie:meeting:123", "Joined the kickoff."
            )
        ],
    }
    assert plan.retargeted == [
        (
            "acme-corp",
            f"/admin/brain/braindocument/{BrainDocument.objects.get(brain_id='acme-corp').pk}"
            "/change/",
        )
    ]
    assert plan.result["removed"] == {
        "relations": [{"type": "same_as", "target": "sarah-c"}],
        "links": ["S. Chen"],
    }
    html = page.content.decode()
    for shown in (
        "people/sarah-c.md — Sarah C. → sarah-chen",
        "<li>Sarah C.</li>",
        "<li>S. Chen</li>",
        'works_at → <span class="mono">acme-corp</span>',
        '<li class="mono">jamie:meeting:123</li>',
        ">acme-corp</a>",
        'same_as → <span class="mono">sarah-c</span>',
        "<li>“S. Chen” in",
        'value="Yes, merge 1 page"',
    ):
        assert shown in html, shown


def test_the_preview_says_the_pages_own_text_leaves_the_live_page(
    cast: AdminCast, root_client: Client, duplicate: BrainDocument
) -> None:
    # a page with no text of its own but its title heading: the preview says there is none
    page = preview(root_client, [duplicate], "sarah-chen")
    (plan,) = page.context["plans"]
    assert (plan.text_characters, plan.text_first_sentence) == (0, "")
    assert "no text of its own" in page.content.decode()
    # a page with text: how much, how it starts, and that it stays on the tombstone only
    timeline = entry("sarah-c", "2026-11-30T14:00:00Z", "Joined the kickoff.")
    body = "# Sarah C.\n\nShe leads **platform**. She joined in May.\n\n## Notes\n\nTall.\n"
    row = write(
        cast.team_brain,
        document_from_row(duplicate).with_body(body + "\n## Timeline\n\n" + timeline),
        expected_hash=duplicate.content_hash,
    )
    page = preview(root_client, [row], "sarah-chen")
    (plan,) = page.context["plans"]
    assert plan.text_first_sentence == "She leads platform."
    assert plan.text_characters == len("She leads platform. She joined in May. Tall.")
    html = page.content.decode()
    assert "Text left behind" in html
    assert (
        "44 characters (“She leads platform.” …): not copied into "
        '<span class="mono">sarah-chen</span>; kept on the tombstone '
        '<span class="mono">sarah-c</span> and in its history'
    ) in html


def test_the_confirmed_merge_does_what_the_preview_said(
    cast: AdminCast, root_client: Client, duplicate: BrainDocument
) -> None:
    page = preview(root_client, [duplicate], "sarah-chen")

    response = confirm(root_client, page)

    assert response.status_code == 302
    assert messages_of(response) == [
        "Merged sarah-c into sarah-chen; links rewritten in: acme-corp."
    ]
    tombstone = fresh(duplicate)
    assert (tombstone.status, tombstone.merged_into) == ("merged", "sarah-chen")
    target = fresh(cast.team_doc)
    assert target.aliases == ["Sarah C.", "S. Chen"]
    assert target.relations == [{"type": "works_at", "target": "acme-corp"}]
    assert target.sources == ["jamie:meeting:123"]
    assert "Same person as S. Chen." in target.body
    assert "Joined the kickoff." in target.body
    referrer = BrainDocument.objects.get(brain_id="acme-corp")
    assert "[[page:sarah-chen|Sarah]]" in referrer.body
    assert list(BrainEdge.objects.filter(source=referrer).values_list("target_id", flat=True)) == [
        "sarah-chen"
    ]


def test_a_merge_without_the_reviewed_preview_writes_nothing(
    cast: AdminCast, root_client: Client, duplicate: BrainDocument
) -> None:
    before = brain_state(cast)

    skipped = act(root_client, "merge_into", [duplicate], target="sarah-chen", confirm="yes")
    forged = act(
        root_client,
        "merge_into",
        [duplicate],
        target="sarah-chen",
        confirm="yes",
        reviewed='{"0": {"into": "sarah-chen", "hashes": {}}}',
    )

    assert skipped.status_code == 200  # the preview again
    assert skipped.context["plans"][0].into == "sarah-chen"
    assert messages_of(forged) == [MSG_MERGE_NOT_REVIEWED.format(path="people/sarah-c.md")]
    assert brain_state(cast) == before


def test_a_page_changed_after_the_preview_is_not_merged(
    cast: AdminCast, root_client: Client, duplicate: BrainDocument
) -> None:
    page = preview(root_client, [duplicate], "sarah-chen")
    write(
        cast.team_brain,
        document_from_row(duplicate).with_meta(aliases=["S. Chen", "Sarah the CTO"]),
        expected_hash=duplicate.content_hash,
    )
    before = brain_state(cast)

    response = confirm(root_client, page)

    assert messages_of(response) == [
        "people/sarah-c.md: " + MSG_MERGE_CHANGED.format(id="sarah-c", target="sarah-chen")
    ]
    assert brain_state(cast) == before


def test_several_pages_merge_into_one_target(cast: AdminCast, root_client: Client) -> None:
    first = write(cast.team_brain, make_page("sarah-c", title="Sarah C."))
    second = write(cast.team_brain, make_page("s-chen", title="S. Chen"))
    page = preview(root_client, [first, second], "sarah-chen")

    response = confirm(root_client, page)

    assert messages_of(response) == [
        "Merged s-chen into sarah-chen; links rewritten in: none.",
        "Merged sarah-c into sarah-chen; links rewritten in: none.",
    ]
    assert fresh(cast.team_doc).aliases == ["S. Chen", "Sarah C."]
    assert {fresh(first).status, fresh(second).status} == {"merged"}


def test_refusals_show_the_toolkits_message_and_offer_no_merge(
    cast: AdminCast, root_client: Client
) -> None:
    company = write(
        cast.team_brain, make_page("acme-corp", title="Acme", type="company", folder="companies")
    )
    gone = write(cast.team_brain, make_page("sarah-old", title="Sarah (old)"))
    write(
        cast.team_brain,
        document_from_row(gone).with_meta(status="merged", mergedInto="sarah-chen"),
        expected_hash=gone.content_hash,
    )
    evidence = BrainDocument.objects.get(brain_id=EVIDENCE_ID)
    rows = [company, fresh(gone), evidence]
    before = brain_state(cast)

    page = preview(root_client, rows, "sarah-chen")

    refused = {plan.row.brain_id: plan.refused for plan in page.context["plans"]}
    assert refused == {
        "acme-corp": MSG_MERGE_TYPE.format(
            source="acme-corp",
            source_type="company",
            target="sarah-chen",
            target_type="person",
        ),
        "sarah-old": MSG_MERGE_TOMBSTONE.format(id="sarah-old", into="sarah-chen"),
        EVIDENCE_ID: MSG_MERGE_KIND.format(id=EVIDENCE_ID),
    }
    html = page.content.decode()
    assert "Yes, merge" not in html
    assert "None of the selected pages can merge into sarah-chen" in html
    assert brain_state(cast) == before


def test_a_missing_target_is_refused_in_the_preview(cast: AdminCast, root_client: Client) -> None:
    before = brain_state(cast)

    page = preview(root_client, [cast.team_doc], "nobody")

    assert [plan.refused for plan in page.context["plans"]] == [
        "no document with id or alias 'nobody'"
    ]
    assert "people/sarah-chen.md: no document with id or alias" in page.content.decode()
    assert brain_state(cast) == before
