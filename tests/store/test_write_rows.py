"""The rows the write path inserts: one INSERT for a few, COPY for a batch, the same values."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from django.db import models

from brain.models import (
    Brain,
    BrainDocument,
    BrainDocumentVersion,
    BrainEdge,
    BrainTimelineEntry,
)
from brain.services import Actor, changes_apply, changes_apply_each
from brain.services.documents import (
    COPY_AFTER,
    DOCUMENTS,
    EDGES,
    TIMELINE,
    VERSIONS,
    _Table,
)
from brain.toolkit.document import Document
from brain.toolkit.store import Change
from brain.toolkit.timeline import TimelineEntry, append_timeline_entry, timeline_entry_id
from tests.store.factories import make_user, page

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("table", "model"),
    [
        (DOCUMENTS, BrainDocument),
        (TIMELINE, BrainTimelineEntry),
        (EDGES, BrainEdge),
        (VERSIONS, BrainDocumentVersion),
    ],
)
def test_inserted_columns_are_every_column_of_the_model(
    table: _Table, model: type[models.Model]
) -> None:
    # in the model's order too: new document rows are built positionally
    columns = [f.column for f in model._meta.concrete_fields if not f.primary_key]
    assert table.name == model._meta.db_table
    assert list(table.columns) == columns


def _document(number: int) -> Document:
    brain_id, timestamp, source = f"person-{number}", "2026-11-30T14:00:00Z", "jamie:meeting:1"
    text = "Kickoff with [[page:acme-corp|Acme]]."
    entry_id = timeline_entry_id(brain_id, timestamp, source, text)
    truth = f"# Person {number}\n\nWorks with [[page:acme-corp]].\n"
    body, _ = append_timeline_entry(truth, TimelineEntry(timestamp, entry_id, source, text))
    return page(
        brain_id,
        title=f"Person {number}",
        body=body,
        aliases=[f"P{number}", "Ünïcode 'quoted'"],
        relations=[{"type": "works_at", "target": "acme-corp"}],
        sources=["jamie:meeting:1"],
        custom={"since": datetime(2026, 1, 2, tzinfo=UTC), "n": [1, 2]},
    )


@pytest.mark.parametrize("count", [1, COPY_AFTER])
def test_inserted_rows_hold_the_documents_values(brain: Brain, count: int) -> None:
    # given documents with every kind of column value, written few (INSERT) or many (COPY)
    user = make_user("writer")
    actor = Actor(type="user", user=user, label="Writer", editing_session="s-1")
    documents = [_document(n) for n in range(count)]
    # when
    changes_apply(
        brain=brain,
        changes=[Change.create(document) for document in documents],
        actor=actor,
    )
    # then every row holds the document's values, with ids, times and the actor
    rows = {row.brain_id: row for row in BrainDocument.objects.filter(brain_ref=brain)}
    assert len(rows) == count
    row = rows["person-0"]
    assert row.aliases == ["P0", "Ünïcode 'quoted'"]
    assert row.name_keys == sorted({"person 0", "p0", "ünïcode 'quoted'"})
    assert row.relations == [{"type": "works_at", "target": "acme-corp"}]
    assert row.sources == ["jamie:meeting:1"]
    assert row.extra == {"custom": {"since": "2026-01-02T00:00:00Z", "n": [1, 2]}}
    assert row.timeline == [entry.as_dict() for entry in documents[0].timeline]
    assert row.created == datetime(2026, 11, 30, 14, tzinfo=UTC)
    assert row.created_at is not None and row.created_at == row.updated_at
    edges = BrainEdge.objects.filter(brain_ref=brain, source=row)
    assert sorted(edges.values_list("target_id", "type")) == [
        ("acme-corp", "wiki_link"),
        ("acme-corp", "works_at"),
    ]
    entries = BrainTimelineEntry.objects.filter(brain_ref=brain, document=row)
    assert list(entries.values_list("source_ref", "position")) == [("jamie:meeting:1", 0)]
    version = BrainDocumentVersion.objects.get(brain_ref=brain, document=row)
    assert (version.action, version.content, version.content_hash, version.path) == (
        "create",
        row.content,
        row.content_hash,
        "people/person-0.md",
    )
    assert (version.actor_user, version.actor_label, version.editing_session) == (
        user,
        "Writer",
        "s-1",
    )
    assert version.created_at == row.created_at


def test_a_batch_written_by_copy_returns_no_refusals(brain: Brain) -> None:
    documents = [_document(n) for n in range(COPY_AFTER)]
    results = changes_apply_each(
        brain=brain,
        changes=[Change.create(document) for document in documents],
        actor=Actor(type="import", label="test", job_id=7),
    )
    assert results == [None] * COPY_AFTER
    assert set(
        BrainDocumentVersion.objects.filter(brain_ref=brain).values_list("actor_job_id", flat=True)
    ) == {7}
