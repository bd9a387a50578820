"""save_to_brain: the draft is in inbox/ at once; curation folds or promotes it."""

from __future__ import annotations

import pytest

from brain.models import BrainDocument
from brain.services import Actor
from brain.store import DatabaseStore
from brain.toolkit.claims import citation_share
from brain.toolkit.commands.registry import call
from ingest import queue
from ingest.capture import authorship
from ingest.models import IngestJob, SourceItem
from ingest.worker import run_job
from tests.cast import Cast


def store_for(cast: Cast) -> DatabaseStore:
    return DatabaseStore(cast.team_brain, actor=Actor(type="user", user=cast.member))


def run_next() -> str:
    lease = queue.claim("test-worker")
    assert lease is not None
    return run_job(lease)


@pytest.mark.django_db
def test_the_draft_is_in_the_inbox_before_the_call_returns(cast: Cast) -> None:
    # when the chat tool saves a note (through the registry, as REST and MCP will)
    answer = call(
        "save_to_brain",
        store_for(cast),
        {
            "text": "Acme wants SSO before the pilot. [[not a link]]",
            "message_id": "msg_01",
            "turn_id": "turn-1",
        },
    )

    # then the draft exists at once, sourced to the message, and a job is queued
    draft = BrainDocument.objects.get(brain_ref=cast.team_brain, brain_id=answer["draft"]["id"])
    assert draft.folder == "inbox" and draft.status == "draft" and draft.type == "note"
    assert draft.sources == ["goat-chat:msg_01"]
    assert answer["draft"]["hash"] == draft.content_hash == answer["hashes"][draft.brain_id]
    assert IngestJob.objects.get(pk=answer["job"]).status == "queued"
    assert answer["duplicate"] is False


@pytest.mark.django_db
def test_the_same_turn_and_text_keep_one_draft_and_a_taken_id_gets_a_suffix(cast: Cast) -> None:
    store = store_for(cast)
    first = call("save_to_brain", store, {"text": "Idea: weekly digest", "turn_id": "t1"})
    again = call("save_to_brain", store, {"text": "Idea: weekly digest", "turn_id": "t1"})
    other_turn = call("save_to_brain", store, {"text": "Idea: weekly digest", "turn_id": "t2"})

    assert again["duplicate"] is True and again["draft"]["id"] == first["draft"]["id"]
    assert again["job"] == first["job"]
    assert other_turn["draft"]["id"] != first["draft"]["id"]
    assert other_turn["draft"]["id"].startswith(first["draft"]["id"] + "-")
    assert SourceItem.objects.filter(brain_ref=cast.team_brain).count() == 2
    assert IngestJob.objects.count() == 2


@pytest.mark.django_db
def test_curation_promotes_an_idea_to_thoughts(cast: Cast) -> None:
    store = store_for(cast)
    answer = call(
        "save_to_brain",
        store,
        {
            "text": "Idea: we should end every pilot with a price on the table.",
            "title": "Pilots end with a price",
            "message_id": "msg_7",
        },
    )

    assert run_next() == "succeeded"

    got = call("get", store, {"ref": answer["draft"]["id"]})
    document = got["document"]
    assert document["status"] == "active" and document["path"].startswith("thoughts/")
    assert got["links"]["evidence_out"], "the compiled truth cites the raw capture"
    evidence = call("get", store, {"ref": got["links"]["evidence_out"][0]["id"]})
    assert "end every pilot with a price" in evidence["document"]["body"]
    assert len(got["timeline"]) == 1
    share = citation_share(document["body"])
    assert share.total == 2 and share.cited == 2  # the idea and "Saved from chat" both cite
    item = SourceItem.objects.get(pk=answer["source_item"])
    assert item.status == "succeeded" and item.document_id == document["id"]


@pytest.mark.django_db
def test_curation_folds_a_capture_into_the_page_that_has_its_name(cast: Cast) -> None:
    store = store_for(cast)
    call(
        "create",
        store,
        {"type": "company", "title": "Acme", "brain_id": "acme", "aliases": ["Acme Corp"]},
    )
    answer = call(
        "save_to_brain",
        store,
        {"text": "Acme Corp renews in March.", "title": "Acme Corp", "message_id": "m9"},
    )

    assert run_next() == "succeeded"

    draft = call("get", store, {"ref": answer["draft"]["id"]})["document"]
    assert draft["status"] == "merged" and draft["mergedInto"] == "acme"
    acme = call("get", store, {"ref": "acme"})
    assert "renews in March" in acme["document"]["body"]
    assert acme["links"]["evidence_out"]
    assert SourceItem.objects.get(pk=answer["source_item"]).document_id == "acme"


def test_authorship_test() -> None:
    assert authorship("See https://example.com/guide for the SAML setup") == ("source", "sources")
    assert authorship("We decided to drop SCIM from the pilot") == ("note", "decisions")
    assert authorship("What if pilots ended with a price?") == ("note", "thoughts")
    assert authorship("Sarah's phone is in the CRM") == ("note", "inbox")
