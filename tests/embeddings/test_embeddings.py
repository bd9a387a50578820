"""Durable embeddings against real PostgreSQL + pgvector and a loopback embeddings endpoint."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from pytest_django.fixtures import Settings as SettingsWrapper

from brain.embeddings.providers import configured_provider
from brain.embeddings.services import ANALYZE_AFTER_CHUNKS, embeddings_refresh, index_name
from brain.models import Brain, BrainDocument, BrainDocumentChunk, BrainEmbedding
from brain.services import Actor, brain_delete, document_delete
from brain.store import DatabaseStore
from brain.toolkit.commands.registry import call
from brain.toolkit.retrieval import (
    MSG_EMBEDDINGS_NOT_COMPUTED,
    MSG_EMBEDDINGS_NOT_CONFIGURED,
    MSG_RERANK_NOT_CONFIGURED,
)
from tests.cast import Cast
from tests.embeddings_server import MODEL, EmbeddingsServer

KEY = f"openai:{MODEL}"
LEXICAL_AND_GRAPH = {
    "planes": ["lexical", "graph"],
    "off": {
        "embeddings": {"code": "not_configured", "message": MSG_EMBEDDINGS_NOT_CONFIGURED},
        "rerank": {"code": "not_configured", "message": MSG_RERANK_NOT_CONFIGURED},
    },
}


def store_of(brain: Brain) -> DatabaseStore:
    return DatabaseStore(brain, actor=Actor(type="system"))


def create(brain: Brain, title: str, body: str, type: str = "company") -> None:
    call("create", store_of(brain), {"type": type, "title": title, "body": body})


def query(brain: Brain, text: str, **extra: Any) -> dict[str, Any]:
    return call("query", store_of(brain), {"text": text, **extra})


def hash_of(store: DatabaseStore, ref: str) -> str:
    return str(call("get", store, {"ref": ref})["document"]["hash"])


def refresh(brain: Brain) -> dict[str, Any]:
    provider = configured_provider()
    assert provider is not None
    return embeddings_refresh(brain=brain, provider=provider).as_dict()


def chunk_rows(brain: Brain, brain_id: str) -> list[str]:
    return list(
        BrainDocumentChunk.objects.filter(brain_ref=brain, document__brain_id=brain_id)
        .order_by("position")
        .values_list("chunk_hash", flat=True)
    )


def seed(brain: Brain) -> None:
    create(brain, "Romar", "Romar builds electric automobiles in Lyon.")
    create(brain, "Helio", "Helio sells photovoltaic panels to farms.")
    create(brain, "Baker Street", "A bakery that makes bread every morning.")


@pytest.mark.django_db
def test_the_body_is_chunked_and_embedded_once_per_chunk(
    cast: Cast, embeddings: EmbeddingsServer, settings: SettingsWrapper
) -> None:
    # given long evidence and a small chunk size
    settings.EMBEDDINGS_CHUNK_CHARS = 300
    paragraphs = [f"Paragraph {n} of the Acme pilot transcript. " * 4 for n in range(12)]
    call(
        "append-evidence",
        store_of(cast.team_brain),
        {"source": "jamie:meeting:m1", "title": "Acme pilot", "text": "\n\n".join(paragraphs)},
    )
    create(cast.team_brain, "Romar", "Romar builds electric automobiles.")

    # when
    report = refresh(cast.team_brain)

    # then every chunk fits, each distinct chunk text went to the endpoint once
    assert all(len(text) <= 300 for text in embeddings.texts)
    assert len(embeddings.texts) == len(set(embeddings.texts)) == report["embedded"]
    evidence = BrainDocument.objects.get(brain_ref=cast.team_brain, kind="evidence")
    assert len(chunk_rows(cast.team_brain, evidence.brain_id)) >= 6
    assert report["documents"] == 2 and report["chunks"] == report["embedded"]
    assert BrainEmbedding.objects.filter(brain_ref=cast.team_brain).count() == report["embedded"]
    # frontmatter is never embedded: no text sent holds the title line of the frontmatter
    assert not any("title:" in text or "type:" in text for text in embeddings.texts)
    # the model's partial HNSW index now exists
    with connection.cursor() as cursor:
        cursor.execute("SELECT indexdef FROM pg_indexes WHERE indexname = %s", [index_name(KEY)])
        (definition,) = cursor.fetchone()
    assert "hnsw" in definition and "vector(64)" in definition and MODEL in definition


@pytest.mark.django_db
def test_a_large_refresh_brings_the_planners_statistics_up_to_date(
    cast: Cast, embeddings: EmbeddingsServer, settings: SettingsWrapper
) -> None:
    # given one evidence document cut into more chunks than ANALYZE_AFTER_CHUNKS
    settings.EMBEDDINGS_CHUNK_CHARS = 40
    lines = [f"Line {n:04d} of the long Acme capture." for n in range(ANALYZE_AFTER_CHUNKS + 50)]
    call(
        "append-evidence",
        store_of(cast.team_brain),
        {"source": "jamie:meeting:long", "title": "Long capture", "text": "\n\n".join(lines)},
    )

    # when
    report = refresh(cast.team_brain)

    # then the tables' row estimates count what was just written (the query planner reads
    # them; left stale, it joined every chunk of the brain instead of using the HNSW index)
    assert report["embedded"] >= ANALYZE_AFTER_CHUNKS
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT relname, reltuples FROM pg_class WHERE relname = ANY(%s)",
            [["brain_embeddings", "brain_document_chunks"]],
        )
        estimates = dict(cursor.fetchall())
    assert estimates["brain_embeddings"] >= BrainEmbedding.objects.count()
    assert estimates["brain_document_chunks"] >= BrainDocumentChunk.objects.count()


@pytest.mark.django_db
def test_a_frontmatter_change_recomputes_nothing_and_a_body_change_only_its_chunk(
    cast: Cast, embeddings: EmbeddingsServer
) -> None:
    seed(cast.team_brain)
    refresh(cast.team_brain)
    sent = len(embeddings.texts)
    before = chunk_rows(cast.team_brain, "romar")
    store = store_of(cast.team_brain)

    # when only frontmatter changes
    call(
        "set",
        store,
        {"ref": "romar", "title": "Romar Motors", "expected_hash": hash_of(store, "romar")},
    )
    call(
        "set",
        store,
        {"ref": "helio", "status": "archived", "expected_hash": hash_of(store, "helio")},
    )
    report = refresh(cast.team_brain)

    # then nothing is embedded or even chunked again
    assert len(embeddings.texts) == sent
    assert report["documents"] == 0 and report["embedded"] == 0
    assert chunk_rows(cast.team_brain, "romar") == before

    # when a body changes, only its new chunk is embedded; the unused vector goes
    call(
        "rewrite",
        store,
        {
            "ref": "romar",
            "compiled_truth": "Romar builds electric trucks.",
            "expected_hash": hash_of(store, "romar"),
        },
    )
    report = refresh(cast.team_brain)

    assert report["documents"] == 1 and report["embedded"] == 1 and report["removed"] == 1
    assert embeddings.texts[sent:] == [
        BrainDocument.objects.get(brain_ref=cast.team_brain, brain_id="romar").body.strip()
    ]
    assert refresh(cast.team_brain)["embedded"] == 0


@pytest.mark.django_db
def test_a_query_fuses_embeddings_reports_its_planes_and_explains_an_embeddings_hit(
    cast: Cast, embeddings: EmbeddingsServer
) -> None:
    seed(cast.team_brain)
    refresh(cast.team_brain)

    # when the question shares no word with the answer, only a concept ("car")
    result = query(cast.team_brain, "car maker")

    # then the embeddings plane found it; it reports as a text hit with its own path
    assert result["retrieval"] == {
        "planes": ["lexical", "embeddings", "graph"],
        "off": {"rerank": {"code": "not_configured", "message": MSG_RERANK_NOT_CONFIGURED}},
    }
    assert result["hits"][0]["id"] == "romar"
    assert result["hits"][0]["matched"] == "text" and result["hits"][0]["path"] == ["romar"]


@pytest.mark.django_db
def test_a_second_identical_query_computes_no_embedding(
    cast: Cast, embeddings: EmbeddingsServer
) -> None:
    seed(cast.team_brain)
    refresh(cast.team_brain)
    sent = len(embeddings.texts)

    first = query(cast.team_brain, "solar power for farms")
    after_first = len(embeddings.texts)
    second = query(cast.team_brain, "solar power for farms")

    assert after_first == sent + 1 and embeddings.texts[-1] == "solar power for farms"
    assert len(embeddings.texts) == after_first
    assert first == second and first["hits"][0]["id"] == "helio"


@pytest.mark.django_db
def test_another_brains_vectors_never_reach_a_query(
    cast: Cast, embeddings: EmbeddingsServer
) -> None:
    # given the same texts in another workspace's brain, plus one only it has
    seed(cast.team_brain)
    seed(cast.other_brain)
    create(cast.other_brain, "Voiture", "Voiture designs automobiles and cars.")
    refresh(cast.team_brain)
    refresh(cast.other_brain)

    # when the team brain is asked what only the other brain holds
    result = query(cast.team_brain, "automobile car vehicle", limit=20)

    # then only the team brain's documents come back
    ids = {hit["id"] for hit in result["hits"]}
    assert "voiture" not in ids
    assert ids <= set(
        BrainDocument.objects.filter(brain_ref=cast.team_brain).values_list("brain_id", flat=True)
    )
    assert "embeddings" in result["retrieval"]["planes"]


@pytest.mark.django_db
def test_vectors_and_chunks_go_with_their_brain(cast: Cast, embeddings: EmbeddingsServer) -> None:
    seed(cast.team_brain)
    seed(cast.other_brain)
    refresh(cast.team_brain)
    refresh(cast.other_brain)
    others = BrainEmbedding.objects.filter(brain_ref=cast.other_brain).count()

    brain_delete(brain=cast.team_brain)

    assert not BrainEmbedding.objects.filter(brain_ref_id=cast.team_brain.pk).exists()
    assert not BrainDocumentChunk.objects.filter(brain_ref_id=cast.team_brain.pk).exists()
    assert BrainEmbedding.objects.filter(brain_ref=cast.other_brain).count() == others > 0


@pytest.mark.django_db
def test_a_deleted_document_drops_its_chunks_and_its_unused_vectors(
    cast: Cast, embeddings: EmbeddingsServer
) -> None:
    seed(cast.team_brain)
    refresh(cast.team_brain)
    store = store_of(cast.team_brain)

    document_delete(
        brain=cast.team_brain,
        brain_id="baker-street",
        expected_hash=hash_of(store, "baker-street"),
        actor=Actor(type="system"),
    )
    report = refresh(cast.team_brain)

    assert report["removed"] == 1
    assert BrainDocumentChunk.objects.filter(brain_ref=cast.team_brain).count() == 2
    assert BrainEmbedding.objects.filter(brain_ref=cast.team_brain).count() == 2


@pytest.mark.django_db
def test_without_a_provider_the_query_is_lexical_and_graph_and_says_so(
    cast: Cast, settings: SettingsWrapper
) -> None:
    settings.EMBEDDINGS_PROVIDER = ""
    settings.EMBEDDINGS_MODEL = ""
    settings.RERANK_URL = ""
    seed(cast.team_brain)

    result = query(cast.team_brain, "automobiles")

    assert result["retrieval"] == LEXICAL_AND_GRAPH
    assert [hit["id"] for hit in result["hits"]] == ["romar"]
    assert not BrainEmbedding.objects.exists()


@pytest.mark.django_db
def test_a_provider_with_nothing_stored_yet_says_so_and_embeds_no_query(
    cast: Cast, embeddings: EmbeddingsServer
) -> None:
    seed(cast.team_brain)

    result = query(cast.team_brain, "automobiles")

    assert result["retrieval"]["planes"] == ["lexical", "graph"]
    assert result["retrieval"]["off"]["embeddings"] == {
        "code": "not_computed",
        "message": MSG_EMBEDDINGS_NOT_COMPUTED,
    }
    assert embeddings.texts == []


@pytest.mark.django_db
def test_an_unreachable_provider_falls_back_to_lexical_and_graph(
    cast: Cast, embeddings: EmbeddingsServer, settings: SettingsWrapper
) -> None:
    seed(cast.team_brain)
    refresh(cast.team_brain)
    with EmbeddingsServer() as gone:
        dead_url = gone.base_url
    settings.EMBEDDINGS_BASE_URL = dead_url
    settings.EMBEDDINGS_TIMEOUT_SECONDS = 1

    result = query(cast.team_brain, "automobiles")

    assert result["retrieval"]["planes"] == ["lexical", "graph"]
    assert result["retrieval"]["off"]["embeddings"]["code"] == "failed"
    assert [hit["id"] for hit in result["hits"]] == ["romar"]
