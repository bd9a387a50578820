"""Possible duplicates, offered for merging: the admin lists the doctor's pairs with a
"Review merge" both ways (the documents' own merge, at its preview); the staff UI's page says
which other page it may duplicate."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from brain.models import BrainDocument
from tests.admin.conftest import AdminCast, client_for, make_page, write

pytestmark = pytest.mark.django_db


@pytest.fixture
def twins(cast: AdminCast) -> tuple[BrainDocument, BrainDocument]:
    """Two company pages of one company (the names differ only in spacing), and a third one
    that is another company."""
    kept = write(
        cast.team_brain,
        make_page("goat-labs", title="Goat Labs", type="company", folder="companies"),
    )
    twin = write(
        cast.team_brain,
        make_page("goatlabs", title="GoatLabs Inc.", type="company", folder="companies"),
    )
    write(
        cast.team_brain,
        make_page("globex", title="Globex", type="company", folder="companies"),
    )
    return kept, twin


def duplicates_url(cast: AdminCast) -> str:
    return reverse("admin:brain_brain_duplicates", args=[cast.team_brain.pk])


def review_forms(html: str) -> list[dict[str, str]]:
    """The hidden fields of each "Review merge" form on the page, as a browser would post them."""
    forms = re.findall(r"<form method=\"post\" action=\"[^\"]*\">(.*?)</form>", html, re.S)
    return [dict(re.findall(r'name="([^"]+)" value="([^"]*)"', form)) for form in forms]


def test_the_admin_lists_the_pair_and_opens_the_merge_preview_both_ways(
    cast: AdminCast, twins: tuple[BrainDocument, BrainDocument]
) -> None:
    kept, twin = twins
    client = client_for(cast.owner)

    # when a curator opens the brain's possible duplicates
    response = client.get(duplicates_url(cast))

    # then the pair is listed once, each page linked, the other company not at all
    assert response.status_code == 200
    pairs = response.context["pairs"]
    assert [(p.first.brain_id, p.other.brain_id) for p in pairs] == [("goat-labs", "goatlabs")]
    html = response.content.decode()
    assert reverse("admin:brain_braindocument_change", args=[twin.pk]) in html
    assert "Globex" not in html
    forms = review_forms(html)
    assert [(f["_selected_action"], f["target"]) for f in forms] == [
        (str(twin.pk), "goat-labs"),
        (str(kept.pk), "goatlabs"),
    ]

    # and posting a "Review merge" form shows the merge's preview, writing nothing
    before = BrainDocument.objects.get(pk=twin.pk).content_hash
    preview = client.post(reverse("admin:brain_braindocument_changelist"), forms[0])
    assert preview.status_code == 200
    assert preview.context["title"] == "Merge into goat-labs?"
    assert [plan.row.brain_id for plan in preview.context["mergeable"]] == ["goatlabs"]
    assert BrainDocument.objects.get(pk=twin.pk).content_hash == before


def test_the_pairs_page_is_not_found_outside_the_callers_brains(
    cast: AdminCast, twins: tuple[BrainDocument, BrainDocument]
) -> None:
    assert client_for(cast.outsider).get(duplicates_url(cast)).status_code == 404
    secret = reverse("admin:brain_brain_duplicates", args=[cast.secret_brain.pk])
    assert client_for(cast.restricted).get(secret).status_code == 404
    assert client_for(cast.member).get(secret).status_code == 200


def test_the_staff_ui_page_names_its_possible_duplicate(
    cast: AdminCast, twins: tuple[BrainDocument, BrainDocument]
) -> None:
    client: Client = client_for(cast.member)

    page = client.get(reverse("ui:document", args=["team", "goatlabs"]))
    other = client.get(reverse("ui:document", args=["team", "globex"]))

    assert page.status_code == 200
    assert page.context["page"].duplicates == [("goat-labs", "Goat Labs")]
    html = page.content.decode()
    assert "Possibly the same company as" in html
    assert duplicates_url(cast) in html  # the member is staff: the merge is one click away
    assert other.context["page"].duplicates == []


def test_the_admin_lists_one_name_written_with_other_letters_or_in_another_script(
    cast: AdminCast,
) -> None:
    # given people and companies each written two ways, and a namesake of another name
    for brain_id, title, type_ in [
        ("lukasz-wisniewski", "Łukasz Wiśniewski", "person"),
        ("lukasz-wisniewski-4e9732ab", "Lukasz Wisniewski", "person"),
        ("giorgos-papadopoylos", "Γιώργος Παπαδόπουλος", "person"),
        ("giorgos-papadopoulos", "Giorgos Papadopoulos", "person"),
        ("nikos-papadopoulos", "Nikos Papadopoulos", "person"),
        ("acme-corp", "Acme Corp", "company"),
        ("acmecorp", "Acmecorp", "company"),
    ]:
        folder = "companies" if type_ == "company" else "people"
        write(cast.team_brain, make_page(brain_id, title=title, type=type_, folder=folder))

    # when a curator opens the brain's possible duplicates
    response = client_for(cast.owner).get(duplicates_url(cast))

    # then each pair is listed, Nikos with nobody
    pairs = {(p.first.brain_id, p.other.brain_id) for p in response.context["pairs"]}
    assert pairs == {
        ("acme-corp", "acmecorp"),
        ("giorgos-papadopoulos", "giorgos-papadopoylos"),
        ("lukasz-wisniewski", "lukasz-wisniewski-4e9732ab"),
    }
