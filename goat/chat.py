"""The agents' model: one chat-completions call to any OpenAI-compatible endpoint.

Shared by the ingestion agents and the LLM Wiki's agent, so it lives in the bottom layer.
`ChatModel` is what a tool loop (ingest/agent/loop.py, llmwiki/agent.py) talks to: it sends
the conversation so far and the tools on offer, and gets back one `AssistantTurn`, text
and/or tool calls.
`OpenAIChatModel` implements it with the `openai` SDK, which speaks to OpenAI itself and to
any compatible server: a gateway, Ollama (`http://127.0.0.1:11434/v1`), vLLM
(`http://HOST:8000/v1`). `model_from_settings()` builds one from the `AGENT_*` settings, or
returns None when no model is configured (then the offline agent runs).

Every failure of a call is one `ModelError`, whose `retryable` says whether trying again
later may help (timeouts, connection failures, 408/429 and 5xx answers, an answer with no
choice) or not (any other 4xx: a wrong model name, a bad key, a request the server refuses;
an answer that is not a chat completion at all). The SDK has already retried the retryable
ones `max_retries` times, with backoff, before the error is raised.

The `openai` package is imported on first use, not with this module: it costs about half a
second, which a process that runs no model (the offline agent, the CLI) need not pay.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import openai

# The key sent when none is configured: local servers (Ollama, vLLM) ignore it, and the SDK
# refuses to start without one.
NO_API_KEY = "not-needed"
DEFAULT_MAX_RETRIES = 2


@dataclass(frozen=True)
class ToolCall:
    """One tool call of an assistant turn.

    `arguments` is the JSON text as the model sent it, not parsed: it may be malformed, and
    the loop says so to the model in the tool result. (Only two normalizations: an absent or
    blank value becomes "{}", the arguments of a call without parameters; a server that sends
    an object instead of a string gets it serialized as JSON.)
    """

    id: str
    name: str
    arguments: str


@dataclass(frozen=True)
class AssistantTurn:
    """One answer of the model: its text (None or "" when it only calls tools), the tool calls
    in order, and `raw`, the whole chat-completion response as the server sent it (JSON)."""

    content: str | None
    tool_calls: list[ToolCall] = field(default_factory=list)
    raw: dict[str, Any] = field(default_factory=dict)

    @property
    def finish_reason(self) -> str | None:
        """ "stop", "tool_calls", "length" (the answer was cut: its last tool call's arguments
        are likely truncated), ...; None when the server did not say."""
        choices = self.raw.get("choices") or []
        if choices and isinstance(choices[0], dict):
            reason = choices[0].get("finish_reason")
            return reason if isinstance(reason, str) else None
        return None

    def as_message(self) -> dict[str, Any]:
        """This turn as the assistant message to append to the conversation before the tool
        results (`{"role": "tool", "tool_call_id": call.id, "content": ...}`) that answer it."""
        message: dict[str, Any] = {"role": "assistant", "content": self.content}
        if self.tool_calls:  # an empty list is refused by some servers
            message["tool_calls"] = [
                {
                    "id": call.id,
                    "type": "function",
                    "function": {"name": call.name, "arguments": call.arguments},
                }
                for call in self.tool_calls
            ]
        return message


class ModelError(Exception):
    """A model call failed. `retryable`: trying the same call again later may succeed."""

    def __init__(self, message: str, retryable: bool, *, status: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.retryable = retryable
        self.status = status  # the HTTP status of the failing answer, if there was one

    def __repr__(self) -> str:
        return f"ModelError({self.message!r}, retryable={self.retryable}, status={self.status})"


class ChatModel(Protocol):
    def complete(
        self, messages: list[dict[str, Any]], tools: list[dict[str, Any]], *, timeout: float
    ) -> AssistantTurn:
        """One chat completion.

        `messages`: chat-completions messages (system, user, assistant with tool_calls, tool).
        `tools`: OpenAI-style function objects `{"name", "description", "parameters"}`, as the
        command registry's `tool_schemas()` makes them. `timeout`: seconds for the call.
        Raises ModelError.
        """
        ...


def tool_specs(tools: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Function objects wrapped as chat-completions tools: `{"type": "function", "function"}`
    (one already wrapped is kept as it is)."""
    return [
        tool
        if tool.get("type") == "function" and "function" in tool
        else {"type": "function", "function": tool}
        for tool in tools
    ]


class OpenAIChatModel:
    """`ChatModel` over the `openai` SDK's chat completions (temperature 0, tool_choice auto).

    `request_timeout` bounds every HTTP attempt; `complete(timeout=...)` may shorten it for
    one call (e.g. to the time left in the agent's session). The SDK retries a retryable
    failure up to `max_retries` times, so one call may take up to (max_retries + 1) times its
    timeout, plus a few seconds of backoff.
    """

    def __init__(
        self,
        model: str,
        base_url: str | None,
        api_key: str,
        request_timeout: float,
        *,
        max_retries: int = DEFAULT_MAX_RETRIES,
    ) -> None:
        import openai

        self.model = model
        self.base_url = base_url
        self.request_timeout = float(request_timeout)
        self.max_retries = max_retries
        self._client: openai.OpenAI = openai.OpenAI(
            base_url=base_url or None,
            api_key=api_key or NO_API_KEY,
            max_retries=max_retries,
            timeout=self.request_timeout,
        )

    def __repr__(self) -> str:
        return f"OpenAIChatModel(model={self.model!r}, base_url={self.base_url!r})"

    def complete(
        self, messages: list[dict[str, Any]], tools: list[dict[str, Any]], *, timeout: float
    ) -> AssistantTurn:
        import openai

        seconds = min(float(timeout), self.request_timeout)
        if seconds <= 0:
            raise ModelError("no time left for a model call", retryable=True)
        arguments: dict[str, Any] = {
            "model": self.model,
            "messages": messages,
            "temperature": 0,
            "timeout": seconds,
        }
        if tools:  # some servers refuse an empty tools list, or tool_choice without tools
            arguments["tools"] = tool_specs(tools)
            arguments["tool_choice"] = "auto"
        try:
            response = self._client.chat.completions.with_raw_response.create(**arguments)
            body = response.content
        except openai.APIStatusError as exc:
            raise _status_error(exc) from exc
        except openai.APITimeoutError as exc:
            raise ModelError(
                f"the model did not answer within {seconds:g}s", retryable=True
            ) from exc
        except openai.APIConnectionError as exc:
            raise ModelError(f"cannot reach the model: {exc}", retryable=True) from exc
        except openai.OpenAIError as exc:
            raise ModelError(f"model call failed: {exc}", retryable=False) from exc
        return parse_turn(body)


def _status_error(exc: openai.APIStatusError) -> ModelError:
    status = exc.status_code
    retryable = status in (408, 429) or status >= 500
    return ModelError(
        f"the model answered {status}: {exc.message}", retryable=retryable, status=status
    )


def parse_turn(body: bytes | str) -> AssistantTurn:
    """An AssistantTurn from the bytes of a chat-completion response."""
    try:
        raw = json.loads(body)
    except ValueError:
        snippet = (body if isinstance(body, str) else body.decode("utf-8", "replace"))[:200]
        raise ModelError(
            f"the model's answer is not JSON (is the base URL right?): {snippet!r}",
            retryable=False,
        ) from None
    if not isinstance(raw, dict):
        raise ModelError("the model's answer is not a JSON object", retryable=False)
    choices = raw.get("choices")
    if not choices or not isinstance(choices, list) or not isinstance(choices[0], dict):
        detail = raw.get("error")
        if isinstance(detail, dict):
            detail = detail.get("message") or detail
        said = f": {detail}" if detail else ""
        raise ModelError(f"the model's answer has no choices{said}", retryable=True)
    message = choices[0].get("message")
    if not isinstance(message, dict):
        raise ModelError("the model's answer has no message", retryable=True)
    content = message.get("content")
    if content is not None and not isinstance(content, str):
        content = _text_of(content)
    calls = [
        _tool_call(item, index)
        for index, item in enumerate(message.get("tool_calls") or [])
        if isinstance(item, dict)
    ]
    return AssistantTurn(content=content, tool_calls=calls, raw=raw)


def _tool_call(item: dict[str, Any], index: int) -> ToolCall:
    function = item.get("function")
    if not isinstance(function, dict):  # a custom tool call: {"custom": {"name", "input"}}
        function = item.get("custom") or {}
        function = {"name": function.get("name"), "arguments": function.get("input")}
    arguments = function.get("arguments")
    if arguments is None or (isinstance(arguments, str) and not arguments.strip()):
        arguments = "{}"
    elif not isinstance(arguments, str):
        arguments = json.dumps(arguments)
    # Tool results are matched by id; a server that sends none gets one made up.
    call_id = item.get("id") or f"call_{index}"
    return ToolCall(id=str(call_id), name=str(function.get("name") or ""), arguments=arguments)


def _text_of(content: Any) -> str:
    """Content sent as a list of parts ([{"type": "text", "text": ...}]) joined as text."""
    if isinstance(content, list):
        return "".join(
            str(part.get("text") or "") if isinstance(part, dict) else str(part) for part in content
        )
    return str(content)


def model_from_settings() -> ChatModel | None:
    """The configured model (AGENT_MODEL, AGENT_BASE_URL, AGENT_API_KEY,
    AGENT_REQUEST_TIMEOUT_SECONDS), or None when AGENT_MODEL is empty."""
    from django.conf import settings

    name = (getattr(settings, "AGENT_MODEL", "") or "").strip()
    if not name:
        return None
    return OpenAIChatModel(
        model=name,
        base_url=(getattr(settings, "AGENT_BASE_URL", None) or "").strip() or None,
        api_key=getattr(settings, "AGENT_API_KEY", "") or "",
        request_timeout=float(getattr(settings, "AGENT_REQUEST_TIMEOUT_SECONDS", 120)),
    )


__all__ = [
    "AssistantTurn",
    "ChatModel",
    "ModelError",
    "OpenAIChatModel",
    "ToolCall",
    "model_from_settings",
    "parse_turn",
    "tool_specs",
]
