"""The embeddings plane of the read bench (bench/read_bench.py calls `embeddings_figures`).

With a provider configured (EMBEDDINGS_MODEL + EMBEDDINGS_BASE_URL, or EMBEDDINGS_PROVIDER=local)
it uses that one; otherwise it starts the tests' loopback embeddings server (a hashed bag of
words over HTTP, tests/embeddings_server.py) so the path runs end to end: the real `openai`
client, pgvector, the HNSW index, the fusion. It embeds the brain (`embeddings_refresh`, as the
task and the sweep do), then asks the same question twice through the store and counts the
texts the provider embedded for each: the second must compute none (the query embedding is
cached per process). It also times queries with the embeddings plane on.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator

from django.conf import settings

from bench.measure import percentile
from brain.embeddings.providers import computed, configured_provider
from brain.embeddings.retrieval import forget_queries
from brain.embeddings.services import embeddings_refresh
from brain.models import Brain
from brain.services import Actor
from brain.store import DatabaseStore
from brain.toolkit.commands.registry import call


@contextlib.contextmanager
def _provider() -> Iterator[str]:
    if configured_provider() is not None:
        yield "configured"
        return
    from tests.embeddings_server import MODEL, EmbeddingsServer

    saved = (settings.EMBEDDINGS_MODEL, settings.EMBEDDINGS_BASE_URL)
    with EmbeddingsServer() as server:
        settings.EMBEDDINGS_MODEL, settings.EMBEDDINGS_BASE_URL = MODEL, server.base_url
        try:
            yield "loopback bag-of-words server"
        finally:
            settings.EMBEDDINGS_MODEL, settings.EMBEDDINGS_BASE_URL = saved


def embeddings_figures(brain: Brain, queries: list[str]) -> list[str]:
    """Lines to print: the brain's embedding, the second identical query's count, latency."""
    with _provider() as where:
        provider = configured_provider()
        assert provider is not None
        started = time.perf_counter()
        report = embeddings_refresh(brain=brain, provider=provider)
        embed_seconds = time.perf_counter() - started
        store = DatabaseStore(brain, actor=Actor("system", label="bench"))
        forget_queries()
        counts = []
        for _ in range(2):
            before = computed.value
            result = call("query", store, {"text": queries[0], "limit": 10})
            counts.append(computed.value - before)
        assert "embeddings" in result["retrieval"]["planes"], result["retrieval"]
        timings = []
        for text in queries:
            began = time.perf_counter()
            call("query", store, {"text": text, "limit": 10})
            timings.append((time.perf_counter() - began) * 1000)
        repeat = []
        for text in queries:
            began = time.perf_counter()
            call("query", store, {"text": text, "limit": 10})
            repeat.append((time.perf_counter() - began) * 1000)
    return [
        f"  embeddings ({provider.key}, {where}): {report.chunks} chunks of {report.documents} "
        f"documents embedded in {embed_seconds:.1f} s",
        f"  embeddings computed by a query / by a second identical query  {counts[0]} / "
        f"{counts[1]}  (target 0)",
        f"  query with embeddings p50/p95, first asking  {percentile(timings, 0.5):.1f} / "
        f"{percentile(timings, 0.95):.1f} ms; asked again {percentile(repeat, 0.5):.1f} / "
        f"{percentile(repeat, 0.95):.1f} ms",
    ]
