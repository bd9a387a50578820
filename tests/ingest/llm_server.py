"""A scripted OpenAI-compatible chat-completions server on the loopback, for tests.

A real HTTP server (tests/fake_http.py: on a free port of 127.0.0.1) that answers
`POST /v1/chat/completions` (and `/chat/completions`) the way a gateway, Ollama or vLLM would,
so the real `openai` client is exercised end to end: no mocks.

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
from typing import Any

from tests.fake_http import Answer, FakeHTTPServer, Request, json_answer

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


class LLMServer(FakeHTTPServer):
    """The scripted server; a context manager that starts and stops it."""

    thread_name = "llm-server"

    def __init__(self, script: Sequence[Response] | Script) -> None:
        super().__init__()
        self._script_fn: Script | None = script if callable(script) else None
        self._pending: list[Response] = [] if callable(script) else list(script)
        self._lock = threading.Lock()
        self.requests: list[dict[str, Any]] = []
        self.paths: list[str] = []
        self.headers: list[dict[str, str]] = []
        self.errors: list[BaseException] = []

    def __exit__(self, *exc: object) -> None:
        self.close()
        if exc[0] is None and self.errors:
            raise self.errors[0]

    # -- addresses

    @property
    def url(self) -> str:
        """The server's root, e.g. http://127.0.0.1:PORT."""
        return self.root

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
        return not self.closed.wait(seconds)

    def respond(self, request: Request) -> Answer | None:
        if request.method != "POST":
            return json_answer(404, {"error": {"message": "only POST chat completions"}})
        path = request.path.split("?", 1)[0]
        if path not in CHAT_PATHS:
            return json_answer(404, {"error": {"message": f"no route {path}", "code": 404}})
        try:
            body = request.json(empty=None)
        except ValueError:
            return json_answer(400, {"error": {"message": "the body is not JSON"}})
        if not isinstance(body, dict):
            return json_answer(400, {"error": {"message": "the body is not a JSON object"}})
        request_no = self._record(path, request.headers, body)
        response = self._next_response(body)
        delay = float(response.get("delay") or 0)
        if delay and not self._sleep(delay):
            return None  # closing: answer nothing
        return _answer(response, request_no, str(body.get("model") or "scripted"))


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


def _answer(response: Response, request_no: int, model: str) -> Answer:
    status = int(response.get("status") or 200)
    headers = dict(response.get("headers") or {})
    if "body" in response:
        body = response["body"]
        if isinstance(body, str):
            return Answer(status, body.encode(), "text/html; charset=utf-8", headers)
        return json_answer(status, body, headers)
    if status >= 400:
        retry_after_ms = response.get("retry_after_ms", 1)
        if retry_after_ms is not None:
            headers.setdefault("retry-after-ms", str(retry_after_ms))
        message = response.get("message") or f"scripted error {status}"
        error_body = {"error": {"message": message, "type": "scripted", "code": status}}
        return json_answer(status, error_body, headers)
    return json_answer(status, completion(response, request_no, model), headers)


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
