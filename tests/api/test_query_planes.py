"""The query tool over REST reports its retrieval planes exactly as the store does in-process,
with an embeddings provider and a rerank endpoint configured (real HTTP to loopback servers).

The request goes through Django's test client, in this process, because the provider is set
by overriding settings here: a separate server process would not see the override."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client

from brain.embeddings.providers import configured_provider
from brain.embeddings.retrieval import forget_queries
from brain.embeddings.services import embeddings_refresh
from brain.services import Actor
from brain.store import DatabaseStore
from brain.toolkit.commands.registry import call
from tests.cast import Cast
from tests.embeddings_server import MODEL, EmbeddingsServer, RerankServer


def test_rest_reports_embeddings_and_rerank_as_the_store_does(cast: Cast, settings: Any) -> None:
    # given documents (written before a provider exists, so no task is queued), then a provider
    store = DatabaseStore(cast.team_brain, actor=Actor(type="system"))
    call("create", store, {"type": "company", "title": "Romar", "body": "Electric automobiles."})
    call("create", store, {"type": "company", "title": "Baker", "body": "Bread every morning."})
    with EmbeddingsServer() as embeddings, RerankServer() as reranker:
        settings.EMBEDDINGS_MODEL = MODEL
        settings.EMBEDDINGS_BASE_URL = embeddings.base_url
        settings.RERANK_URL = reranker.url
        settings.RERANK_TOP_N = 5
        provider = configured_provider()
        assert provider is not None
        embeddings_refresh(brain=cast.team_brain, provider=provider)
        forget_queries()

        # when the same question is asked over REST and in-process
        client = Client()
        client.force_login(cast.member)
        response = client.post(
            "/api/brains/team/tools/query", {"text": "car maker"}, content_type="application/json"
        )
        answer_status, answer_body = response.status_code, response.json()
        local = call("query", store, {"text": "car maker"})

    # then both say the same, embeddings and rerank included; the question was embedded once
    assert answer_status == 200, answer_body
    assert answer_body == local
    assert answer_body["retrieval"] == {
        "planes": ["lexical", "embeddings", "graph", "rerank"],
        "off": {},
    }
    assert [hit["id"] for hit in answer_body["hits"]][:1] == ["romar"]
    assert embeddings.texts.count("car maker") == 1
    assert len(reranker.requests) == 2


@pytest.fixture(autouse=True)
def no_cached_queries() -> None:
    forget_queries()
