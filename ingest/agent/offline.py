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

from brain.toolkit.commands.registry import lookup
from goat.chat import AssistantTurn, ToolCall
from ingest.agent.loop import REFUSED

Calls = list[tuple[str, dict[str, Any]]]
Plan = Generator[Calls | str, list[dict[str, Any]], None]

MSG_PLAN_ENDED: Final = "done"
MSG_WRITE_REFUSED: Final = "the offline agent's {command} was refused: {detail}"


class WriteRefused(Exception):
    """A write the offline agent built from the source was refused for what it is (an invalid
    document, bad arguments): the same source would be refused again, so the job cannot
    succeed by retrying."""


class OfflineAgent:
    """Adapts a plan generator to the ChatModel interface."""

    # It parses every tool result as JSON, so the loop sends them whole: a result cut to a
    # model's limit (a company page whose body grew with each meeting, a long `list`) read as
    # a failed call, and the page it named as missing (a duplicate was then made).
    reads_whole_results = True

    def __init__(self, plan: Callable[[], Plan]) -> None:
        self._plan = plan()
        self._started = False
        self._turn = 0
        self._calls: list[str] = []  # the tool names of the last turn's calls, in order

    def complete(
        self, messages: list[dict[str, Any]], tools: list[dict[str, Any]], *, timeout: float
    ) -> AssistantTurn:
        offered = {tool["name"] for tool in tools}
        try:
            if not self._started:
                self._started = True
                step = next(self._plan)
            else:
                results = _last_results(messages)
                self._refused(results)
                step = self._plan.send(results)
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
        self._calls = [call.name for call in calls]
        return AssistantTurn(content=None, tool_calls=calls)

    def _refused(self, results: list[dict[str, Any]]) -> None:
        """Raise WriteRefused when a write of the last turn was refused for what it is."""
        for name, result in zip(self._calls, results, strict=False):
            error = result.get("error")
            if error and error.get("code") in REFUSED and lookup(name).writes:
                detail = error.get("message", "")
                raise WriteRefused(MSG_WRITE_REFUSED.format(command=name, detail=detail))


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


_WORD = re.compile(r"[^\W_]+", re.UNICODE)


def same_name(a: str, b: str) -> bool:
    return _WORD.findall(a.casefold()) == _WORD.findall(b.casefold())
