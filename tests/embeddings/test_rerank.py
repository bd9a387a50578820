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


@pytest.mark.django_db
def test_a_reranked_list_cut_to_the_limit_keeps_the_pages_its_hits_paths_go_through(
    cast: Cast, reranker: RerankServer
) -> None:
    # given: a project, its customer and three people there, one of them the rerank lifts
    store = DatabaseStore(cast.team_brain, actor=Actor(type="system"))
    for type_, title, body in [
        ("project", "Roll out single sign-on", "For [[page:vangra|Vangra]]."),
        ("company", "Vangra", "Makes payroll software."),
        ("person", "Staff A", "Works at [[page:vangra|Vangra]]."),
        ("person", "Staff B", "Works at [[page:vangra|Vangra]]."),
        ("person", "Staff C", "Bread lover, works at [[page:vangra|Vangra]]."),
    ]:
        call("create", store, {"type": type_, "title": title, "body": body})
    reranker.boost = "bread"

    # when: the rerank reorders the best five (RERANK_TOP_N) and the list is cut to three
    result = call(
        "query",
        store,
        {
            "text": "who works at the customer of the project to roll out single sign-on?",
            "limit": 3,
        },
    )

    # then: the person the rerank put first, with the project and the company on its path
    hits = result["hits"]
    assert "rerank" in result["retrieval"]["planes"]
    assert hits[0]["id"] == "staff-c"
    assert hits[0]["path"] == ["roll-out-single-sign-on", "vangra", "staff-c"]
    assert {hit["id"] for hit in hits} == {"staff-c", "roll-out-single-sign-on", "vangra"}
