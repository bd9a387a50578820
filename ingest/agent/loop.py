"""The agent loop: a model whose only tool is the goat-brain CLI.

Each command of the profile's set (`commands_for(surface="rest", profile=...)`) is one function
tool, with the schema the registry generates. A tool call runs in-process through the registry
(`bind` + `run`) on the materialized brain directory, exactly as `goat-brain <command> --json`
would; the step transcript records it as that command line. A call the profile does not offer,
arguments that are not JSON, and any command error go back to the model as the tool's result,
so it can correct itself (a write the format refuses too, with its problems); they never reach
the brain.

The loop is the one every agent runs (goat/agent_loop.py): it ends when the model answers
without calling a tool (its answer; `SKIP` at the start means the source was not worth
keeping), after `max_steps` model turns, or at the deadline.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Final

from brain.toolkit.commands.registry import bind, command_line, commands_for, lookup, run
from brain.toolkit.errors import BAD_ARGUMENT, CommandError
from brain.toolkit.problems import INVALID_DOCUMENT, PARSE_ERROR, DocumentError
from brain.toolkit.store import Store
from goat.agent_loop import RESULT_LIMIT, LoopTimeout, run_tool_loop
from goat.chat import ChatModel, ToolCall

SURFACE: Final = "rest"
TRANSCRIPT_RESULT_LIMIT: Final = 2_000

MSG_NOT_OFFERED: Final = "{name!r} is not one of your tools here; use one of: {names}"
MSG_BAD_JSON: Final = "the arguments of {name} are not a JSON object: {error}"
MSG_STEP_LIMIT: Final = "stopped after {steps} model turns without a final answer"
MSG_TIMEOUT: Final = "the session ran out of time ({seconds:.0f} s)"

# Error codes of a call refused for what it asks (a document the format does not allow, bad
# arguments): the same call is refused again whatever happens meanwhile, so a retry cannot help.
REFUSED: Final = frozenset({INVALID_DOCUMENT, PARSE_ERROR, BAD_ARGUMENT})


class SessionTimeout(Exception):
    pass


@dataclass
class LoopResult:
    answer: str
    skipped: bool
    turns: int
    steps: list[dict[str, Any]] = field(default_factory=list)
    stopped: str = ""  # why the loop ended early, if it did


def tools_for(profile: str) -> list[dict[str, Any]]:
    """The profile's tools as chat-completions function objects."""
    return [spec.tool_schema(SURFACE) for spec in commands_for(surface=SURFACE, profile=profile)]


def run_tool(
    store: Store, name: str, raw_arguments: str, *, offered: set[str]
) -> tuple[dict[str, Any], str]:
    """Run one tool call; (its JSON result or error, its goat-brain command line)."""
    if name not in offered:
        message = MSG_NOT_OFFERED.format(name=name, names=", ".join(sorted(offered)))
        return {"error": {"code": "not_available", "message": message}}, f"(refused) {name}"
    spec = lookup(name)
    try:
        arguments = json.loads(raw_arguments or "{}")
        if not isinstance(arguments, dict):
            raise ValueError("expected an object")
    except ValueError as error:
        message = MSG_BAD_JSON.format(name=name, error=error)
        return {"error": {"code": "bad_argument", "message": message}}, f"(refused) {name}"
    line = command_line(spec, arguments)
    try:
        result = run(spec, store, bind(spec, arguments, surface=SURFACE))
    except CommandError as error:
        return {"error": {"code": error.code, "message": str(error)}}, line
    except DocumentError as error:  # the document the call would write breaks a rule
        problems = [problem.as_dict() for problem in error.problems]
        refusal = {"code": error.code, "message": error.summary(), "problems": problems}
        return {"error": refusal}, line
    return result, line


def run_loop(
    *,
    model: ChatModel,
    store: Store,
    profile: str,
    system: str,
    task: str,
    max_steps: int,
    timeout: float,
    check: Callable[[], None] = lambda: None,
    steps: list[dict[str, Any]] | None = None,
) -> LoopResult:
    """Run the model against the brain directory until it answers (see the module docstring).

    `check` runs before every model turn and tool call (a lost lease raises there); `steps`
    collects the transcript as it goes, so a failure still leaves what happened.
    """
    tools = tools_for(profile)
    offered = {tool["name"] for tool in tools}
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": system},
        {"role": "user", "content": task},
    ]
    steps = [] if steps is None else steps

    def run_call(turn_index: int, call: ToolCall) -> dict[str, Any]:
        result, line = run_tool(store, call.name, call.arguments, offered=offered)
        steps.append(
            {
                "turn": turn_index,
                "command": line[:TRANSCRIPT_RESULT_LIMIT],
                "ok": "error" not in result,
                "result": json.dumps(result, ensure_ascii=False)[:TRANSCRIPT_RESULT_LIMIT],
            }
        )
        return result

    try:
        end = run_tool_loop(
            model=model,
            tools=tools,
            messages=messages,
            run_call=run_call,
            max_steps=max_steps,
            deadline=time.monotonic() + timeout,
            before_turn=lambda remaining: check(),
            before_call=check,
            result_limit=RESULT_LIMIT,
        )
    except LoopTimeout:
        raise SessionTimeout(MSG_TIMEOUT.format(seconds=timeout)) from None
    if end.answer is None:
        return LoopResult(
            answer="",
            skipped=False,
            turns=max_steps,
            steps=steps,
            stopped=MSG_STEP_LIMIT.format(steps=max_steps),
        )
    steps.append({"turn": end.turns, "answer": end.answer[:TRANSCRIPT_RESULT_LIMIT]})
    skipped = end.answer.upper().startswith("SKIP")
    return LoopResult(answer=end.answer, skipped=skipped, turns=end.turns, steps=steps)
