from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytest_django.fixtures import Settings as SettingsWrapper

from brain import search
from brain.embeddings.retrieval import forget_queries
from tests.embeddings_server import MODEL, EmbeddingsServer, RerankServer


@pytest.fixture(autouse=True)
def fresh_caches() -> Iterator[None]:
    search.forget()
    forget_queries()
    yield
    forget_queries()


@pytest.fixture
def embeddings(settings: SettingsWrapper) -> Iterator[EmbeddingsServer]:
    """The loopback embeddings endpoint, configured as the provider."""
    with EmbeddingsServer() as server:
        settings.EMBEDDINGS_PROVIDER = ""
        settings.EMBEDDINGS_MODEL = MODEL
        settings.EMBEDDINGS_BASE_URL = server.base_url
        settings.EMBEDDINGS_API_KEY = ""
        settings.EMBEDDINGS_CHUNK_CHARS = 0
        yield server


@pytest.fixture
def reranker(settings: SettingsWrapper) -> Iterator[RerankServer]:
    with RerankServer() as server:
        settings.RERANK_URL = server.url
        settings.RERANK_MODEL = "test-rerank"
        settings.RERANK_TOP_N = 5
        settings.RERANK_TIMEOUT_SECONDS = 1
        yield server
