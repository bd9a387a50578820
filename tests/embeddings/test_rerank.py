"""Rerank through a configured endpoint: it reorders the fused top hits, or the query keeps
the fused order and says why."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_django.fixtures import Settings as SettingsWrapper

from brain.models import Brain
from brain.services import Actor
from brain.store import DatabaseStore
from brain.toolkit.commands.registry import call
from brain.toolkit.retrieval import MSG_EMBEDDINGS_NOT_CONFIGURED, MSG_RERANK_FAILED
from tests.cast import Cast
from tests.embeddings_server import RerankServer


@pytest.fixture(autouse=True)
def no_embeddings(settings: SettingsWrapper) -> None:
    settings.EMBEDDINGS_PROVIDER = ""
    settings.EMBEDDINGS_MODEL = ""


def seed(brain: Brain) -> None:
    store = DatabaseStore(brain, actor=Actor(type="system"))
    for title, body in [
        ("Solar One", "Solar solar solar panels. Solar again."),
        ("Solar Farm Tools", "Tools for a solar farm and its inverters."),
        ("Bakery", "Bread and solar ovens."),
    ]:
        call("create", store, {"type": "company", "title": title, "body": body})


def query(brain: Brain, text: str) -> dict[str, Any]:
    store = DatabaseStore(brain, actor=Actor(type="system"))
    return call("query", store, {"text": text})


@pytest.mark.django_db
def test_rerank_reorders_the_fused_hits_and_says_so(cast: Cast, reranker: RerankServer) -> None:
    seed(cast.team_brain)
    fused = [hit["id"] for hit in query_without_rerank(cast, reranker)]
    reranker.boost = "bread"

    result = query(cast.team_brain, "solar farm inverters")

    # the endpoint got the fused top hits, their text, and the query
    [request] = reranker.requests
    assert request["model"] == "test-rerank" and request["query"] == "solar farm inverters"
    assert request["top_n"] == len(request["documents"]) == len(fused)
    assert request["documents"][fused.index("bakery")].startswith("Bakery\n\nBread and solar")
    # and its order (with its scores) is the answer, not the fused one
    assert fused[0] != "bakery"
    assert [hit["id"] for hit in result["hits"]][0] == "bakery"
    assert result["hits"][0]["score"] == pytest.approx(1 + 1 / 3, abs=1e-6)
    assert result["retrieval"] == {
        "planes": ["lexical", "graph", "rerank"],
        "off": {"embeddings": {"code": "not_configured", "message": MSG_EMBEDDINGS_NOT_CONFIGURED}},
    }


def query_without_rerank(cast: Cast, reranker: RerankServer) -> list[dict[str, Any]]:
    from django.conf import settings

    url, settings.RERANK_URL = settings.RERANK_URL, ""
    try:
        return list(query(cast.team_brain, "solar farm inverters")["hits"])
    finally:
        settings.RERANK_URL = url


@pytest.mark.django_db
@pytest.mark.parametrize(("fail", "error"), [("timeout", "timed out"), ("error", "HTTP 500")])
def test_a_failing_rerank_keeps_the_fused_order_and_says_why(
    cast: Cast, reranker: RerankServer, fail: str, error: str
) -> None:
    seed(cast.team_brain)
    fused = query_without_rerank(cast, reranker)
    reranker.fail = fail

    result = query(cast.team_brain, "solar farm inverters")

    assert result["hits"] == fused
    assert len(reranker.requests) == 1
    assert result["retrieval"]["planes"] == ["lexical", "graph"]
    assert result["retrieval"]["off"]["rerank"] == {
        "code": "failed",
        "message": MSG_RERANK_FAILED.format(error=error),
    }
