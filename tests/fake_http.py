"""The loopback HTTP server under the tests' fake services (tests/embeddings_server.py,
tests/hindsight_server.py, tests/ingest/llm_server.py).

A real `ThreadingHTTPServer` on a free port of 127.0.0.1, serving from a daemon thread, so the
real clients (openai, hindsight-client, the rerank request) are exercised end to end: no mocks.
A subclass says what it answers in `respond(request)`; the server binds when it is made (its
`port` and `root` are known before it starts), serves from `start()` or `with`, and stops on
`close()`, which also sets `closed` so a handler that waits (a timeout test) returns early.

    class Hello(FakeHTTPServer):
        def respond(self, request: Request) -> Answer | None:
            return json_answer(200, {"hello": request.path})
"""

from __future__ import annotations

import json
import threading
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, ClassVar, Self


@dataclass(frozen=True)
class Request:
    method: str
    path: str  # with its query string
    headers: dict[str, str]  # names lower-cased
    body: bytes

    def json(self, empty: Any = None) -> Any:
        """The body decoded as JSON (`empty` when there is no body); ValueError if it is not."""
        return json.loads(self.body) if self.body else empty


@dataclass(frozen=True)
class Answer:
    status: int
    body: bytes
    content_type: str = "application/json"
    headers: dict[str, str] = field(default_factory=dict)


def json_answer(status: int, body: Any, headers: dict[str, str] | None = None) -> Answer:
    return Answer(status, json.dumps(body).encode(), "application/json", dict(headers or {}))


class FakeHTTPServer(ABC):
    """A loopback HTTP server answering with `respond`, which subclasses define."""

    # The methods it serves; others get http.server's 501.
    methods: ClassVar[tuple[str, ...]] = ("GET", "POST")
    # How often serve_forever looks for a shutdown: what close() may wait.
    poll_interval: ClassVar[float] = 0.05
    thread_name: ClassVar[str] = "fake-http"

    def __init__(self) -> None:
        self.closed = threading.Event()
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), _handler_for(self))
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(
            target=self._httpd.serve_forever,
            kwargs={"poll_interval": self.poll_interval},
            name=self.thread_name,
            daemon=True,
        )

    @abstractmethod
    def respond(self, request: Request) -> Answer | None:
        """The answer to `request`; None sends nothing (the server is closing)."""

    @property
    def port(self) -> int:
        return int(self._httpd.server_address[1])

    @property
    def root(self) -> str:
        """The server's root, e.g. http://127.0.0.1:PORT."""
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> Self:
        self._thread.start()
        return self

    def close(self) -> None:
        self.closed.set()
        if self._thread.is_alive():
            self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(timeout=5)

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.close()


def _handler_for(server: FakeHTTPServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:  # quiet
            pass

        def do_GET(self) -> None:
            self._handle("GET")

        def do_POST(self) -> None:
            self._handle("POST")

        def _handle(self, method: str) -> None:
            if method not in server.methods:
                self.send_error(501, f"Unsupported method ({method!r})")
                return
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else b""
            headers = {name.lower(): value for name, value in self.headers.items()}
            answer = server.respond(Request(method, self.path, headers, body))
            if answer is None:
                return
            try:
                self.send_response(answer.status)
                self.send_header("Content-Type", answer.content_type)
                self.send_header("Content-Length", str(len(answer.body)))
                for name, value in answer.headers.items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(answer.body)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client gave up (its timeout): nothing to tell it

    return Handler
