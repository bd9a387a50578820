"""Loopback servers speaking the OpenAI embeddings protocol and the `/rerank` protocol.

Real HTTP servers (tests/fake_http.py: on a free port of 127.0.0.1), so the real `openai`
client and the real rerank request are exercised end to end: no mocks.

`EmbeddingsServer` answers `POST /v1/embeddings` (and `/embeddings`) with a deterministic vector
per text: a hashed bag of words over `DIMENSIONS` dimensions, normalized. Words are lower-cased
and mapped through `CONCEPTS` first, so texts about the same thing in different words (say
"automobile" and "car") land near each other, as a real model would put them. Every text it
embedded is recorded in `.texts`, each request's batch in `.batches`.

`RerankServer` answers `POST /rerank`: each document's relevance is the share of the query's
words it contains, plus 1 when it holds the word `.boost` (ties keep the given order); when
`.fail` is set it waits past the client's timeout (`"timeout"`) or answers 500 (`"error"`).
Requests are recorded in `.requests`.

    with EmbeddingsServer() as server:
        settings.EMBEDDINGS_BASE_URL = server.base_url  # ".../v1"
"""

from __future__ import annotations

import hashlib
import math
import re
import threading
import time
from abc import abstractmethod
from typing import Any

from tests.fake_http import Answer, FakeHTTPServer, Request, json_answer

DIMENSIONS = 64
MODEL = "test-bag-of-words"
# Words a test treats as the same concept (a real model knows synonyms; a hash does not).
CONCEPTS = {
    "automobile": "car",
    "automobiles": "car",
    "cars": "car",
    "vehicle": "car",
    "vehicles": "car",
    "photovoltaic": "solar",
    "sunlight": "solar",
    "inverters": "inverter",
    "physician": "doctor",
    "doctors": "doctor",
}
_WORD = re.compile(r"[a-z0-9]+")


def words(text: str) -> list[str]:
    return [CONCEPTS.get(word, word) for word in _WORD.findall(text.lower())]


def vector_of(text: str) -> list[float]:
    """The server's embedding of `text` (tests use it to know what to expect)."""
    values = [0.0] * DIMENSIONS
    for word in words(text):
        digest = hashlib.sha256(word.encode()).digest()
        values[digest[0] % DIMENSIONS] += 1.0 if digest[1] % 2 else -1.0
    norm = math.sqrt(sum(v * v for v in values)) or 1.0
    return [v / norm for v in values]


class _Server(FakeHTTPServer):
    """Answers POST with a JSON body by `answer(path, body)`."""

    methods = ("POST",)

    def respond(self, request: Request) -> Answer:
        status, answer = self.answer(request.path, request.json(empty={}))
        return json_answer(status, answer)

    @abstractmethod
    def answer(self, path: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        """(status, JSON body) for a POST to `path`."""


class EmbeddingsServer(_Server):
    def __init__(self) -> None:
        super().__init__()
        self.base_url = f"http://127.0.0.1:{self.port}/v1"
        self.texts: list[str] = []
        self.batches: list[list[str]] = []
        self._lock = threading.Lock()

    def answer(self, path: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        if path not in ("/v1/embeddings", "/embeddings"):
            return 404, {"error": {"message": f"no route {path}"}}
        texts = body["input"] if isinstance(body["input"], list) else [body["input"]]
        with self._lock:
            self.texts.extend(texts)
            self.batches.append(list(texts))
        data = [
            {"object": "embedding", "index": i, "embedding": vector_of(text)}
            for i, text in enumerate(texts)
        ]
        usage = {"prompt_tokens": 0, "total_tokens": 0}
        return 200, {"object": "list", "data": data, "model": body["model"], "usage": usage}


class RerankServer(_Server):
    def __init__(self) -> None:
        super().__init__()
        self.url = f"http://127.0.0.1:{self.port}/rerank"
        self.requests: list[dict[str, Any]] = []
        self.fail: str | None = None  # None, "timeout" or "error"
        self.boost: str | None = None  # a word that adds 1 to a document's relevance

    def answer(self, path: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        self.requests.append(body)
        if self.fail == "timeout":
            self.closed.wait(10)
        if self.fail == "error":
            return 500, {"error": "rerank is down"}
        wanted = set(words(body["query"]))
        scores = [
            len(wanted & set(words(document))) / max(1, len(wanted))
            + (1.0 if self.boost is not None and self.boost in words(document) else 0.0)
            for document in body["documents"]
        ]
        order = sorted(range(len(scores)), key=lambda i: (-scores[i], i))[: body["top_n"]]
        return 200, {"results": [{"index": i, "relevance_score": scores[i]} for i in order]}


def wait_until(condition: Any, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.1)
    return bool(condition())
