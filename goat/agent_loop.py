"""One agent tool loop, for every agent: the ingestion agents and the librarian
(ingest/agent/loop.py, tools from the brain's registry) and the LLM Wiki's maintenance agent
(llmwiki/agent.py, tools from the wiki's).

`run_tool_loop` sends the conversation and the tools on offer to the model, runs each tool call
it makes through the caller's `run_call` and sends the JSON result back (cut to `result_limit`
characters for a model; whole for one that parses it, the offline agent), until the model
answers without calling a tool, `max_steps` model turns have passed, or the deadline. What
differs between agents rides on hooks: `before_turn` (a lease check, a token budget) runs before
each model request, `after_turn` sees each turn (usage), `before_call` runs before each tool
call. A model error after the deadline is the deadline's (`LoopTimeout`), not the model's.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from goat.chat import AssistantTurn, ChatModel, ModelError, ToolCall

RESULT_LIMIT: Final = 12_000  # characters of one tool result sent back to the model


class LoopTimeout(Exception):
    """The deadline passed before the model answered."""


@dataclass(frozen=True)
class LoopEnd:
    """How the loop ended: after `turns` model turns, with the model's final text (stripped),
    or `answer` None when `max_steps` turns ended without one."""

    turns: int
    answer: str | None


def assistant_message(turn: AssistantTurn) -> dict[str, Any]:
    """The turn as the assistant message the conversation goes on from (text never null)."""
    message = turn.as_message()
    message["content"] = turn.content or ""
    return message


def _nothing(*args: Any) -> None:
    return None


def run_tool_loop(
    *,
    model: ChatModel,
    tools: list[dict[str, Any]],
    messages: list[dict[str, Any]],
    run_call: Callable[[int, ToolCall], dict[str, Any]],
    max_steps: int,
    deadline: float,
    clock: Callable[[], float] = time.monotonic,
    before_turn: Callable[[float], None] = _nothing,
    after_turn: Callable[[int, AssistantTurn], None] = _nothing,
    before_call: Callable[[], None] = _nothing,
    result_limit: int = RESULT_LIMIT,
) -> LoopEnd:
    """Run the model with `tools` from `messages` on (appended to as the loop goes) until it
    answers; see the module docstring. `before_turn` gets the seconds left. A model that
    parses each result whole (`reads_whole_results`, the offline agent) gets it uncut: cut JSON
    would read to it as a failed call."""
    limit = None if getattr(model, "reads_whole_results", False) else result_limit
    for turn_number in range(1, max_steps + 1):
        remaining = deadline - clock()
        if remaining <= 0:
            raise LoopTimeout()
        before_turn(remaining)
        try:
            turn = model.complete(messages, tools, timeout=remaining)
        except ModelError:
            if clock() >= deadline:
                raise LoopTimeout() from None
            raise
        after_turn(turn_number, turn)
        messages.append(assistant_message(turn))
        if not turn.tool_calls:
            return LoopEnd(turn_number, (turn.content or "").strip())
        for call in turn.tool_calls:
            before_call()
            text = json.dumps(run_call(turn_number, call), ensure_ascii=False)
            messages.append({"role": "tool", "tool_call_id": call.id, "content": text[:limit]})
    return LoopEnd(max_steps, None)
