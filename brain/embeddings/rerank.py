"""Rerank through a configured endpoint speaking the common `/rerank` JSON protocol.

POST `RERANK_URL` with `{"model", "query", "documents": [text, ...], "top_n"}`; the answer is
`{"results": [{"index", "relevance_score"}, ...]}` (Cohere, Jina, Voyage, text-embeddings-
inference and LiteLLM all speak it). A reranked hit's `score` becomes its relevance score.
Any failure (timeout, refused connection, an HTTP error, an answer that does not fit) raises
`RerankError`, and the caller keeps the fused order and says so.
"""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

from django.conf import settings

from brain.toolkit.ranker import Hit

DOCUMENT_CHARS: Final = 2000  # of each hit's title and body sent to the endpoint


class RerankError(Exception):
    """The rerank endpoint could not be used for this query."""


@dataclass(frozen=True)
class RerankEndpoint:
    url: str
    model: str
    api_key: str
    top_n: int
    timeout: float


def configured_endpoint() -> RerankEndpoint | None:
    if not settings.RERANK_URL:
        return None
    return RerankEndpoint(
        url=settings.RERANK_URL,
        model=settings.RERANK_MODEL,
        api_key=settings.RERANK_API_KEY,
        top_n=max(1, int(settings.RERANK_TOP_N)),
        timeout=float(settings.RERANK_TIMEOUT_SECONDS),
    )


def rerank(
    endpoint: RerankEndpoint, query: str, hits: Sequence[Hit], texts: dict[str, str]
) -> list[Hit]:
    """The first `endpoint.top_n` hits in the endpoint's order (then the rest as they were)."""
    head, tail = list(hits[: endpoint.top_n]), list(hits[endpoint.top_n :])
    body = {
        "model": endpoint.model,
        "query": query,
        "documents": [texts.get(hit.brain_id, hit.title)[:DOCUMENT_CHARS] for hit in head],
        "top_n": len(head),
    }
    headers = {"Content-Type": "application/json"}
    if endpoint.api_key:
        headers["Authorization"] = f"Bearer {endpoint.api_key}"
    request = urllib.request.Request(
        endpoint.url, data=json.dumps(body).encode(), headers=headers, method="POST"
    )
    try:
        with urllib.request.urlopen(request, timeout=endpoint.timeout) as response:
            answer: Any = json.loads(response.read())
    except TimeoutError as error:
        raise RerankError("timed out") from error
    except urllib.error.HTTPError as error:
        raise RerankError(f"HTTP {error.code}") from error
    except (urllib.error.URLError, OSError) as error:
        reason = getattr(error, "reason", error)
        raise RerankError(str(reason) or type(error).__name__) from error
    except ValueError as error:
        raise RerankError("an answer that is not JSON") from error
    return _ordered(answer, head) + tail


def _ordered(answer: Any, head: list[Hit]) -> list[Hit]:
    try:
        results = [(int(r["index"]), float(r["relevance_score"])) for r in answer["results"]]
    except (KeyError, TypeError, ValueError) as error:
        raise RerankError("an answer without results") from error
    seen: set[int] = set()
    ordered: list[Hit] = []
    for index, relevance in sorted(results, key=lambda r: (-r[1], r[0])):
        if not 0 <= index < len(head) or index in seen:
            raise RerankError(f"an answer with a bad index {index}")
        seen.add(index)
        ordered.append(replace(head[index], score=relevance))
    ordered.extend(hit for position, hit in enumerate(head) if position not in seen)
    return ordered
