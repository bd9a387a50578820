"""A scripted OpenAI-compatible chat-completions server on the loopback, for tests.

A real HTTP server (`ThreadingHTTPServer` in a thread, on a free port of 127.0.0.1) that
answers `POST /v1/chat/completions` (and `/chat/completions`) the way a gateway, Ollama or
vLLM would, so the real `openai` client is exercised end to end: no mocks.

Each request takes the next response of a script, or asks a script function::

    with LLMServer([text("hello")]) as llm:
        model = OpenAIChatModel("m", llm.base_url, "", 5)
        ...
        assert llm.requests[0]["tools"] == [...]

    def agent(body: dict) -> dict:  # reacts to the conversation so far
        if body["messages"][-1]["role"] == "tool":
            return text("done")
        return tool_calls(call("search", {"query": "Acme"}))

    with LLMServer(agent) as llm: ...

A response is a plain dict, best made with the helpers below:

- `{"content": "..."}`: an assistant message with text (`text()`).
- `{"tool_calls": [{"name", "arguments", "id"?}], "content"?: ...}`: tool calls
  (`tool_calls(call(...))`). `arguments` is a dict (sent as JSON) or a string sent as it is,
  so a test can send malformed JSON.
- `{"status": 500, "message"?: ..., "headers"?: {...}, "retry_after_ms"?: 1}`: an HTTP error
  with an OpenAI-style error body (`error()`). Errors carry `retry-after-ms: 1` unless
  `retry_after_ms` says otherwise (None: no header), so the SDK's retries take no time.
- `{"delay": seconds, ...}`: sleep that long, then answer with the rest of the dict (a text
  answer when nothing else is given): for timeouts (`delayed()`). The sleep ends early when
  the server closes.
- `{"body": {...} | str, "status"?: 200}`: this body verbatim (a response with no choices,
  an HTML page, ...) (`raw_body()`).
- `"finish_reason"` and `"model"` may be set on any answer.

Every request body is recorded in `.requests` (JSON-decoded, retries included, in arrival
order), its path in `.paths` and its headers in `.headers`. When the script runs out, the
server answers 500 with `x-should-retry: false` and a message saying so. An exception raised
by a script function is answered with a 500 as well and raised again when the `with` block
ends, so a bug in a test's script fails the test.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Sequence
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Response = dict[str, Any]
Script = Callable[[dict[str, Any]], Response]

CHAT_PATHS = ("/v1/chat/completions", "/chat/completions")


# --- response helpers ---------------------------------------------------------------------------


def text(content: str, **extra: Any) -> Response:
    """An assistant message with text."""
    return {"content": content, **extra}


def call(name: str, arguments: dict[str, Any] | str, id: str | None = None) -> dict[str, Any]:
    """One tool call: `arguments` a dict (sent as JSON) or a raw string sent as it is."""
    spec: dict[str, Any] = {"name": name, "arguments": arguments}
    if id is not None:
        spec["id"] = id
    return spec


def tool_calls(*calls: dict[str, Any], content: str | None = None, **extra: Any) -> Response:
    """An assistant message asking for these tool calls (made with `call`)."""
    return {"tool_calls": list(calls), "content": content, **extra}


def error(status: int, message: str | None = None, **extra: Any) -> Response:
    """An HTTP error status with an OpenAI-style error body."""
    return {"status": status, "message": message or f"scripted error {status}", **extra}


def delayed(seconds: float, response: Response | None = None) -> Response:
    """Sleep `seconds`, then answer `response` (default: a text answer)."""
    return {"delay": seconds, **(response or text("late answer"))}


def raw_body(body: dict[str, Any] | str, status: int = 200) -> Response:
    """This body verbatim (a dict is sent as JSON, a string as text/html)."""
    return {"body": body, "status": status}


# --- the server -------------------------------------------------------------------------------


class LLMServer:
    """The scripted server; a context manager that starts and stops it."""

    def __init__(self, script: Sequence[Response] | Script) -> None:
        self._script_fn: Script | None = script if callable(script) else None
        self._pending: list[Response] = [] if callable(script) else list(script)
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self.requests: list[dict[str, Any]] = []
        self.paths: list[str] = []
        self.headers: list[dict[str, str]] = []
        self.errors: list[BaseException] = []
        self._httpd: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle

    def start(self) -> LLMServer:
        handler = _handler_for(self)
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self._thread = threading.Thread(
            target=self._httpd.serve_forever,
            kwargs={"poll_interval": 0.05},
            name="llm-server",
            daemon=True,
        )
        self._thread.start()
        return self

    def close(self) -> None:
        self._stopping.set()
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def __enter__(self) -> LLMServer:
        return self.start()

    def __exit__(self, exc_type: object, exc: object, tb: object) -> None:
        self.close()
        if exc_type is None and self.errors:
            raise self.errors[0]

    # -- addresses

    @property
    def port(self) -> int:
        assert self._httpd is not None, "the server is not started"
        return int(self._httpd.server_address[1])

    @property
    def url(self) -> str:
        """The server's root, e.g. http://127.0.0.1:PORT."""
        return f"http://127.0.0.1:{self.port}"

    @property
    def base_url(self) -> str:
        """What a client takes as its base URL: http://127.0.0.1:PORT/v1."""
        return f"{self.url}/v1"

    @property
    def remaining(self) -> int:
        """Scripted responses not yet served (list mode)."""
        with self._lock:
            return len(self._pending)

    # -- one request

    def _record(self, path: str, headers: dict[str, str], body: dict[str, Any]) -> int:
        with self._lock:
            self.requests.append(body)
            self.paths.append(path)
            self.headers.append(headers)
            return len(self.requests)

    def _next_response(self, body: dict[str, Any]) -> Response:
        if self._script_fn is not None:
            try:
                return self._script_fn(body)
            except Exception as exc:
                with self._lock:
                    self.errors.append(exc)
                return {
                    "status": 500,
                    "message": f"llm_server: the script function raised {exc!r}",
                    "headers": {"x-should-retry": "false"},
                }
        with self._lock:
            if self._pending:
                return self._pending.pop(0)
        return {
            "status": 500,
            "message": f"llm_server: no scripted response left for request {len(self.requests)}",
            "headers": {"x-should-retry": "false"},
        }

    def _sleep(self, seconds: float) -> bool:
        """Sleep; False when the server closed meanwhile."""
        return not self._stopping.wait(seconds)


def completion(response: Response, request_no: int, model: str) -> dict[str, Any]:
    """The chat.completion body for a text or tool-call response dict."""
    message: dict[str, Any] = {"role": "assistant", "content": response.get("content")}
    calls = response.get("tool_calls") or []
    if calls:
        message["tool_calls"] = [
            {
                "id": spec.get("id") or f"call_{request_no}_{index}",
                "type": "function",
                "function": {
                    "name": spec["name"],
                    "arguments": spec["arguments"]
                    if isinstance(spec["arguments"], str)
                    else json.dumps(spec["arguments"]),
                },
            }
            for index, spec in enumerate(calls)
        ]
    finish_reason = response.get("finish_reason") or ("tool_calls" if calls else "stop")
    return {
        "id": f"chatcmpl-{request_no}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": response.get("model") or model,
        "choices": [{"index": 0, "message": message, "finish_reason": finish_reason}],
        "usage": {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0},
    }


def _handler_for(server: LLMServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:  # quiet
            pass

        def do_POST(self) -> None:
            path = self.path.split("?", 1)[0]
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length) if length else b""
            if path not in CHAT_PATHS:
                self._send_json(404, {"error": {"message": f"no route {path}", "code": 404}})
                return
            try:
                body = json.loads(raw or b"null")
            except ValueError:
                self._send_json(400, {"error": {"message": "the body is not JSON"}})
                return
            if not isinstance(body, dict):
                self._send_json(400, {"error": {"message": "the body is not a JSON object"}})
                return
            request_no = server._record(path, {k.lower(): v for k, v in self.headers.items()}, body)
            response = server._next_response(body)
            delay = float(response.get("delay") or 0)
            if delay and not server._sleep(delay):
                return  # closing: answer nothing
            self._answer(response, request_no, str(body.get("model") or "scripted"))

        def do_GET(self) -> None:
            self._send_json(404, {"error": {"message": "only POST chat completions"}})

        def _answer(self, response: Response, request_no: int, model: str) -> None:
            status = int(response.get("status") or 200)
            headers = dict(response.get("headers") or {})
            if "body" in response:
                body = response["body"]
                if isinstance(body, str):
                    self._send(status, body.encode(), "text/html; charset=utf-8", headers)
                else:
                    self._send_json(status, body, headers)
                return
            if status >= 400:
                retry_after_ms = response.get("retry_after_ms", 1)
                if retry_after_ms is not None:
                    headers.setdefault("retry-after-ms", str(retry_after_ms))
                message = response.get("message") or f"scripted error {status}"
                error_body = {"error": {"message": message, "type": "scripted", "code": status}}
                self._send_json(status, error_body, headers)
                return
            self._send_json(status, completion(response, request_no, model), headers)

        def _send_json(self, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
            self._send(status, json.dumps(body).encode(), "application/json", headers or {})

        def _send(
            self, status: int, data: bytes, content_type: str, headers: dict[str, str]
        ) -> None:
            try:
                self.send_response(status)
                self.send_header("Content-Type", content_type)
                self.send_header("Content-Length", str(len(data)))
                for name, value in headers.items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(data)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client gave up (its timeout): nothing to tell it

    return Handler


__all__ = [
    "CHAT_PATHS",
    "LLMServer",
    "call",
    "completion",
    "delayed",
    "error",
    "raw_body",
    "text",
    "tool_calls",
]
