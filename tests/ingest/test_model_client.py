"""The model client (goat/chat.py) against a real loopback chat-completions server
(tests/ingest/llm_server.py): the real openai SDK, real HTTP, no mocks."""

import json
import time
from typing import Any

import pytest

from goat.chat import (
    AssistantTurn,
    ModelError,
    OpenAIChatModel,
    ToolCall,
    model_from_settings,
)
from tests.ingest.llm_server import (
    LLMServer,
    call,
    delayed,
    error,
    raw_body,
    text,
    tool_calls,
)

MESSAGES: list[dict[str, Any]] = [
    {"role": "system", "content": "You file notes."},
    {"role": "user", "content": "Met Ada from Acme."},
]
TOOLS: list[dict[str, Any]] = [
    {
        "name": "search",
        "description": "Find documents.",
        "parameters": {
            "type": "object",
            "properties": {"query": {"type": "string"}},
            "required": ["query"],
            "additionalProperties": False,
        },
    },
    {
        "name": "get",
        "description": "Show one document.",
        "parameters": {"type": "object", "properties": {}, "required": []},
    },
]


def make_model(llm: LLMServer, *, timeout: float = 10, max_retries: int = 2) -> OpenAIChatModel:
    return OpenAIChatModel("test-model", llm.base_url, "", timeout, max_retries=max_retries)


def test_text_answer() -> None:
    with LLMServer([text("Filed under Acme.")]) as llm:
        turn = make_model(llm).complete(MESSAGES, TOOLS, timeout=10)

    assert isinstance(turn, AssistantTurn)
    assert turn.content == "Filed under Acme."
    assert turn.tool_calls == []
    assert turn.finish_reason == "stop"
    assert turn.raw["choices"][0]["message"]["content"] == "Filed under Acme."
    assert turn.as_message() == {"role": "assistant", "content": "Filed under Acme."}

    [body] = llm.requests
    assert llm.paths == ["/v1/chat/completions"]
    assert body["model"] == "test-model"
    assert body["messages"] == MESSAGES
    assert body["temperature"] == 0
    assert body["tool_choice"] == "auto"
    # No key configured: a placeholder goes out (local servers ignore it).
    assert llm.headers[0]["authorization"] == "Bearer not-needed"


def test_tools_are_sent_as_function_objects() -> None:
    with LLMServer([text("ok")]) as llm:
        make_model(llm).complete(MESSAGES, TOOLS, timeout=10)

    assert llm.requests[0]["tools"] == [{"type": "function", "function": tool} for tool in TOOLS]


def test_no_tools_sends_neither_tools_nor_tool_choice() -> None:
    with LLMServer([text("ok")]) as llm:
        make_model(llm).complete(MESSAGES, [], timeout=10)

    assert "tools" not in llm.requests[0]
    assert "tool_choice" not in llm.requests[0]


def test_tool_calls_are_parsed_with_ids_names_and_raw_arguments() -> None:
    arguments = '{"query": "Acme",  "limit": 3}'  # spacing kept: the raw text, not re-encoded
    script = [
        tool_calls(
            call("search", arguments, id="call_a"),
            call("get", {"ref": "people/ada"}, id="call_b"),
            content="Looking it up.",
        )
    ]
    with LLMServer(script) as llm:
        turn = make_model(llm).complete(MESSAGES, TOOLS, timeout=10)

    assert turn.content == "Looking it up."
    assert turn.tool_calls == [
        ToolCall(id="call_a", name="search", arguments=arguments),
        ToolCall(id="call_b", name="get", arguments='{"ref": "people/ada"}'),
    ]
    assert turn.finish_reason == "tool_calls"
    assert turn.as_message() == {
        "role": "assistant",
        "content": "Looking it up.",
        "tool_calls": [
            {
                "id": "call_a",
                "type": "function",
                "function": {"name": "search", "arguments": arguments},
            },
            {
                "id": "call_b",
                "type": "function",
                "function": {"name": "get", "arguments": '{"ref": "people/ada"}'},
            },
        ],
    }


def test_malformed_arguments_are_passed_through_raw() -> None:
    broken = '{"query": "Acme"'
    with LLMServer([tool_calls(call("search", broken))]) as llm:
        turn = make_model(llm).complete(MESSAGES, TOOLS, timeout=10)

    [tool_call] = turn.tool_calls
    assert tool_call.name == "search"
    assert tool_call.arguments == broken
    assert tool_call.id  # the server made one up: call_<request>_<index>
    with pytest.raises(json.JSONDecodeError):
        json.loads(tool_call.arguments)


def test_a_conversation_sends_tool_results_back() -> None:
    """A script function plays the model: it calls a tool, then answers from its result."""

    def agent(body: dict[str, Any]) -> dict[str, Any]:
        last = body["messages"][-1]
        if last["role"] == "tool":
            return text(f"Found: {last['content']}")
        return tool_calls(call("search", {"query": "Acme"}, id="call_1"))

    with LLMServer(agent) as llm:
        model = make_model(llm)
        messages = list(MESSAGES)
        first = model.complete(messages, TOOLS, timeout=10)
        messages.append(first.as_message())
        for tool_call in first.tool_calls:
            messages.append({"role": "tool", "tool_call_id": tool_call.id, "content": "acme.md"})
        second = model.complete(messages, TOOLS, timeout=10)

    assert second.content == "Found: acme.md"
    assert len(llm.requests) == 2
    sent = llm.requests[1]["messages"]
    assert sent[-2]["tool_calls"][0]["id"] == "call_1"
    assert sent[-1] == {"role": "tool", "tool_call_id": "call_1", "content": "acme.md"}


def test_server_error_then_success_is_retried_by_the_sdk() -> None:
    with LLMServer([error(500), text("second time lucky")]) as llm:
        turn = make_model(llm).complete(MESSAGES, TOOLS, timeout=10)

    assert turn.content == "second time lucky"
    assert len(llm.requests) == 2
    assert llm.requests[0] == llm.requests[1]


def test_server_errors_past_the_retries_are_retryable() -> None:
    script = [error(503), error(503), error(503), text("never")]
    with LLMServer(script) as llm, pytest.raises(ModelError) as caught:
        make_model(llm, max_retries=2).complete(MESSAGES, TOOLS, timeout=10)

    assert caught.value.retryable is True
    assert caught.value.status == 503
    assert len(llm.requests) == 3
    assert llm.remaining == 1


def test_rate_limit_is_retryable() -> None:
    with LLMServer([error(429, "slow down")]) as llm, pytest.raises(ModelError) as caught:
        make_model(llm, max_retries=0).complete(MESSAGES, TOOLS, timeout=10)

    assert caught.value.retryable is True
    assert caught.value.status == 429
    assert "slow down" in str(caught.value)


@pytest.mark.parametrize("status", [400, 401, 404])
def test_client_errors_are_not_retryable(status: int) -> None:
    script = [error(status, "no such model"), text("never")]
    with LLMServer(script) as llm, pytest.raises(ModelError) as caught:
        make_model(llm).complete(MESSAGES, TOOLS, timeout=10)

    assert caught.value.retryable is False
    assert caught.value.status == status
    assert "no such model" in caught.value.message
    assert len(llm.requests) == 1  # not retried


def test_a_slow_model_times_out_quickly_and_retryably() -> None:
    with LLMServer([delayed(5), delayed(5)]) as llm:
        model = make_model(llm, timeout=10, max_retries=1)
        started = time.monotonic()
        with pytest.raises(ModelError) as caught:
            model.complete(MESSAGES, TOOLS, timeout=0.3)
        elapsed = time.monotonic() - started

    assert caught.value.retryable is True
    assert caught.value.status is None
    assert len(llm.requests) == 2  # the SDK tried once more
    assert elapsed < 3


def test_request_timeout_caps_the_call_timeout() -> None:
    with LLMServer([delayed(5)]) as llm:
        model = make_model(llm, timeout=0.3, max_retries=0)
        started = time.monotonic()
        with pytest.raises(ModelError) as caught:
            model.complete(MESSAGES, TOOLS, timeout=60)

    assert caught.value.retryable is True
    assert time.monotonic() - started < 3


def test_unreachable_server_is_retryable() -> None:
    with LLMServer([]) as llm:
        base_url = llm.base_url
    # Closed: nothing listens on that port any more.
    model = OpenAIChatModel("m", base_url, "", 2, max_retries=0)
    with pytest.raises(ModelError) as caught:
        model.complete(MESSAGES, TOOLS, timeout=2)
    assert caught.value.retryable is True


def test_an_answer_with_no_choices_is_a_model_error() -> None:
    script = [raw_body({"id": "x", "object": "chat.completion", "choices": []})]
    with LLMServer(script) as llm, pytest.raises(ModelError) as caught:
        make_model(llm).complete(MESSAGES, TOOLS, timeout=10)
    assert "no choices" in caught.value.message
    assert caught.value.retryable is True


def test_an_error_object_in_a_200_answer_is_reported() -> None:
    with (
        LLMServer([raw_body({"error": {"message": "upstream overloaded"}})]) as llm,
        pytest.raises(ModelError, match="upstream overloaded"),
    ):
        make_model(llm).complete(MESSAGES, TOOLS, timeout=10)


def test_an_answer_that_is_not_json_is_not_retryable() -> None:
    script = [raw_body("<html>Open WebUI</html>")]
    with LLMServer(script) as llm, pytest.raises(ModelError) as caught:
        make_model(llm).complete(MESSAGES, TOOLS, timeout=10)
    assert caught.value.retryable is False
    assert "not JSON" in caught.value.message


def test_loose_servers_are_understood() -> None:
    """No tool call id, arguments as an object or absent, content as a list of parts."""
    message = {
        "role": "assistant",
        "content": [{"type": "text", "text": "Two "}, {"type": "text", "text": "calls."}],
        "tool_calls": [
            {"type": "function", "function": {"name": "search", "arguments": {"query": "Acme"}}},
            {"type": "function", "function": {"name": "get"}},
        ],
    }
    with LLMServer([raw_body({"choices": [{"index": 0, "message": message}]})]) as llm:
        turn = make_model(llm).complete(MESSAGES, TOOLS, timeout=10)

    assert turn.content == "Two calls."
    assert turn.tool_calls == [
        ToolCall(id="call_0", name="search", arguments='{"query": "Acme"}'),
        ToolCall(id="call_1", name="get", arguments="{}"),
    ]
    assert turn.finish_reason is None


def test_the_server_also_answers_without_v1() -> None:
    with LLMServer([text("ok")]) as llm:
        model = OpenAIChatModel("m", llm.url, "secret", 10)
        assert model.complete(MESSAGES, TOOLS, timeout=10).content == "ok"
    assert llm.paths == ["/chat/completions"]
    assert llm.headers[0]["authorization"] == "Bearer secret"


def test_model_from_settings_is_none_without_a_model(settings: Any) -> None:
    settings.AGENT_MODEL = ""
    assert model_from_settings() is None


def test_model_from_settings_builds_a_client(settings: Any) -> None:
    with LLMServer([text("from settings")]) as llm:
        settings.AGENT_MODEL = "qwen3:8b"
        settings.AGENT_BASE_URL = llm.base_url
        settings.AGENT_API_KEY = "k-123"
        settings.AGENT_REQUEST_TIMEOUT_SECONDS = 7
        model = model_from_settings()
        assert isinstance(model, OpenAIChatModel)
        assert model.model == "qwen3:8b"
        assert model.request_timeout == 7
        turn = model.complete(MESSAGES, TOOLS, timeout=30)

    assert turn.content == "from settings"
    assert llm.requests[0]["model"] == "qwen3:8b"
    assert llm.headers[0]["authorization"] == "Bearer k-123"
    assert float(llm.headers[0]["x-stainless-read-timeout"]) == 7  # capped by the setting
