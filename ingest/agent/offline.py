"""The deterministic offline agent: what runs when no model is configured.

It is a `ChatModel` like any other: each turn it answers with tool calls (several per turn, as a
model may), reads their results from the conversation, and finally answers in text. So it goes
through the same loop, the same registry and the same transcript as a model does, and its work
is real: it looks before it writes (get/query by title, alias and e-mail), updates what exists
instead of duplicating it, cites the evidence on every page it touches and promotes a page to
active once it does.

A plan is a generator: it yields a list of `(tool, arguments)` calls and receives their results
(dicts, an `error` key on failure), or yields a string, its final answer.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Generator
from typing import Any, Final

from ingest.agent.model import AssistantTurn, ToolCall

Calls = list[tuple[str, dict[str, Any]]]
Plan = Generator[Calls | str, list[dict[str, Any]], None]

MSG_PLAN_ENDED: Final = "done"


class OfflineAgent:
    """Adapts a plan generator to the ChatModel interface."""

    def __init__(self, plan: Callable[[], Plan]) -> None:
        self._plan = plan()
        self._started = False
        self._turn = 0

    def complete(
        self, messages: list[dict[str, Any]], tools: list[dict[str, Any]], *, timeout: float
    ) -> AssistantTurn:
        offered = {tool["name"] for tool in tools}
        try:
            if not self._started:
                self._started = True
                step = next(self._plan)
            else:
                step = self._plan.send(_last_results(messages))
            while isinstance(step, list) and not step:  # nothing to do this turn
                step = self._plan.send([])
        except StopIteration:
            return AssistantTurn(content=MSG_PLAN_ENDED)
        if isinstance(step, str):
            return AssistantTurn(content=step)
        self._turn += 1
        calls = [
            ToolCall(
                id=f"offline-{self._turn}-{index}",
                name=name.replace("-", "_"),
                arguments=json.dumps(arguments),
            )
            for index, (name, arguments) in enumerate(step)
            if name.replace("-", "_") in offered
        ]
        return AssistantTurn(content=None, tool_calls=calls)


def _last_results(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    results: list[dict[str, Any]] = []
    for message in reversed(messages):
        if message.get("role") != "tool":
            break
        try:
            results.append(json.loads(message["content"]))
        except ValueError:
            results.append({"error": {"code": "unreadable", "message": message["content"]}})
    results.reverse()
    return results


def ok(result: dict[str, Any]) -> bool:
    return "error" not in result


_TIMELINE_HEADING = re.compile(r"^(#+)(\s*timeline\s*)$", re.IGNORECASE | re.MULTILINE)
_FENCE = re.compile(r"^\s*(```|~~~)", re.MULTILINE)


def neutralize(text: str) -> str:
    """Text from a source, safe to quote in a compiled truth: no `[[` that would read as a
    link, no heading that would start the timeline, no code fence left open."""
    text = text.replace("[[", "[ [").replace("]]", "] ]")
    text = _TIMELINE_HEADING.sub(r"\1 Timeline (quoted)", text)
    if len(_FENCE.findall(text)) % 2:
        text += "\n```"
    return text


def label(text: str) -> str:
    """A link label: no `|`, `[` or `]`, one line."""
    cleaned = " ".join(text.replace("|", "/").replace("[", "(").replace("]", ")").split())
    return cleaned or "link"


_WORD = re.compile(r"[^\W_]+", re.UNICODE)


def same_name(a: str, b: str) -> bool:
    return _WORD.findall(a.casefold()) == _WORD.findall(b.casefold())
