"""The maintenance agent against a real model client and a loopback chat-completions server.

The model's turns are scripted (tests/ingest/llm_server.py); everything else is real: the
`openai` client over HTTP, the AGENTS.md parser, the wiki service on files.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from django.conf import LazySettings

from llmwiki.agent import run_agent
from llmwiki.wiki import (
    WikiError,
    WikiRoot,
    formats,
    memory_read,
    memory_write,
    wiki_ingest_source,
    wiki_lint,
)
from llmwiki.wiki.service import render_index_for
from tests.commands.conftest import run
from tests.ingest.llm_server import LLMServer, call, error, text, tool_calls
from tests.llmwiki.conftest import raw_snapshot

OLD = (
    "# Acme notes\n\nAcme signed the pilot contract on 30 November.\nThe pilot starts 1 December.\n"
)
NEW = "# Pilot call\n\nSarah said the Acme pilot now starts 15 December, after the audit.\n"
NEW_ID = formats.source_id_for(NEW.encode())

Turn = Callable[[dict[str, Any]], dict[str, Any]]


def use_model(settings: LazySettings, llm: LLMServer) -> None:
    settings.AGENT_MODEL = "scripted"
    settings.AGENT_BASE_URL = llm.base_url
    settings.AGENT_API_KEY = "test"
    settings.AGENT_REQUEST_TIMEOUT_SECONDS = 5


def scripted(turns: list[Turn]) -> Callable[[dict[str, Any]], dict[str, Any]]:
    """A script function answering request N with turns[N](body)."""
    pending: Iterator[Turn] = iter(turns)
    return lambda body: next(pending)(body)


def tool_results(body: dict[str, Any]) -> list[dict[str, Any]]:
    return [json.loads(m["content"]) for m in body["messages"] if m["role"] == "tool"]


def log_records(root: WikiRoot, op: str) -> list[dict[str, Any]]:
    records = [formats.parse_log_line(line) for line in root.log.read_text().splitlines()[2:]]
    return [record[2] for record in records if record and record[1] == op]


@pytest.fixture
def wiki(root: WikiRoot) -> str:
    """A wiki with one cited page and an overview; returns the first source's id."""
    old = wiki_ingest_source(root=root, data=OLD, maintain=False)["id"]
    memory_write(
        root=root,
        name="acme",
        text=(
            "---\ntitle: Acme\ntype: entity\nsummary: Customer running the pilot.\ntags: [acme]\n"
            f"---\n# Acme\n\n- Signed the pilot contract on 30 November. [^{old}]\n"
            f"- The pilot starts 1 December. [^{old}]\n"
        ),
    )
    memory_write(
        root=root,
        name="overview",
        text="---\ntitle: Overview\ntype: overview\n---\nSee [[acme]].\n",
    )
    return old


def acme_with_contradiction(old: str, acme_hash: str) -> dict[str, Any]:
    return call(
        "memory_write",
        {
            "name": "acme",
            "expected_hash": acme_hash,
            "text": (
                "---\ntitle: Acme\ntype: entity\nsummary: Customer running the pilot.\n"
                "tags: [acme]\n---\n# Acme\n\n"
                f"- Signed the pilot contract on 30 November. [^{old}]\n"
                f"- The pilot starts 1 December. [^{old}]\n"
                "- Pilot call: [[meetings/pilot-call]].\n\n## Contradictions\n\n"
                f"- Pilot start: 1 December [^{old}] vs 15 December [^{NEW_ID}]\n"
            ),
        },
    )


def test_the_agent_follows_the_agents_md_sequence_and_records_a_contradiction(
    root: WikiRoot, wiki: str, settings: LazySettings
) -> None:
    # given: the ingest sequence of AGENTS.md, and a model that follows it
    raw_before = raw_snapshot(root)
    seen: dict[str, Any] = {}

    def read_acme(body: dict[str, Any]) -> dict[str, Any]:
        seen["query"] = tool_results(body)[-1]
        return tool_calls(call("memory_read", {"name": "acme"}))

    def write_pages(body: dict[str, Any]) -> dict[str, Any]:
        acme = tool_results(body)[-1]
        seen["acme_hash"] = acme["hash"]
        return tool_calls(
            call(
                "memory_write",
                {
                    "name": "meetings/pilot-call",
                    "text": (
                        "---\ntitle: Pilot call\ntype: note\ntags: [acme]\n---\n# Pilot call\n\n"
                        f"Sarah moved the [[acme|Acme]] pilot start to 15 December. [^{NEW_ID}]\n"
                    ),
                },
            ),
            acme_with_contradiction(wiki, acme["hash"]),
        )

    def overwrite_the_entry(body: dict[str, Any]) -> dict[str, Any]:
        # it then tries to replace the older claim, dropping the contradiction entry
        seen["writes"] = tool_results(body)[-2:]
        return tool_calls(
            call(
                "memory_write",
                {
                    "name": "acme",
                    "expected_hash": seen["writes"][1]["hash"],
                    "text": (
                        "---\ntitle: Acme\ntype: entity\n---\n# Acme\n\n"
                        f"- The pilot starts 15 December. [^{NEW_ID}]\n"
                    ),
                },
            )
        )

    turns: list[Turn] = [
        lambda body: tool_calls(call("source_read", {"id": NEW_ID})),
        lambda body: tool_calls(call("wiki_query", {"text": "Acme pilot"})),
        read_acme,
        write_pages,
        overwrite_the_entry,
        lambda body: text("Wrote meetings/pilot-call; recorded the start date conflict on acme."),
    ]
    with LLMServer(scripted(turns)) as llm:
        use_model(settings, llm)
        # when
        result = wiki_ingest_source(root=root, data=NEW)

    # then: the instructions are AGENTS.md's ingest steps, in order, and the tools are five
    system = llm.requests[0]["messages"][0]["content"]
    ops = [line.split(":", 1)[0] for line in system.splitlines() if line[:1].isdigit()]
    assert ops == [
        "1. wiki_ingest_source",
        "2. source_read",
        "3. wiki_query",
        "4. memory_read",
        "5. memory_write",
        "6. wiki_lint",
    ]
    assert f"captured as {NEW_ID}" in system
    assert "capture the source; keep the returned id" in system  # the step's own words
    offered = [tool["function"]["name"] for tool in llm.requests[0]["tools"]]
    assert offered == ["source_read", "memory_list", "memory_read", "wiki_query", "memory_write"]
    # the model saw the source and the page the query found
    assert tool_results(llm.requests[1])[0]["text"] == NEW
    assert [hit["name"] for hit in seen["query"]["hits"]][0] == "acme"
    # both writes landed; the attempt to drop the contradiction came back refused
    assert [w["name"] for w in seen["writes"]] == ["meetings/pilot-call", "acme"]
    refused = tool_results(llm.requests[5])[-1]
    assert refused["error"]["code"] == "contradictions_dropped"
    acme = memory_read(root=root, name="acme")
    assert f"- The pilot starts 1 December. [^{wiki}]" in acme["body"]
    assert (
        f"## Contradictions\n\n- Pilot start: 1 December [^{wiki}] vs 15 December [^{NEW_ID}]"
        in acme["body"]
    )
    assert acme["sources"] == sorted([wiki, NEW_ID])
    call_page = memory_read(root=root, name="meetings/pilot-call")
    assert call_page["citations"] == [NEW_ID] and call_page["links"] == ["acme"]
    # the report, in the ingest's answer and in log.md
    report = result["maintenance"]
    assert (report["agent"], report["status"], report["fallback"]) == ("model", "ok", False)
    assert result["pages"] == ["meetings/pilot-call", "acme"]
    assert [c["op"] for c in report["calls"]] == [
        "source_read",
        "wiki_query",
        "memory_read",
        "memory_write",
        "memory_write",
        "memory_write",
    ]
    assert [c["ok"] for c in report["calls"]][-1] is False
    assert report["answer"].startswith("Wrote meetings/pilot-call")
    (record,) = log_records(root, "maintain")
    assert record["status"] == "ok" and record["source"] == NEW_ID and record["model"] == "scripted"
    # no summary page: the model maintained the wiki; raw files untouched; lint is clean
    assert not (root.wiki / "sources" / f"{NEW_ID}.md").exists()
    after = raw_snapshot(root)
    assert {k: v for k, v in after.items() if k in raw_before} == raw_before
    assert sorted(set(after) - set(raw_before)) == [f"{NEW_ID}.json", f"{NEW_ID}.txt"]
    assert wiki_lint(root=root)["issues"] == []


def test_the_agent_cannot_write_raw_index_or_log_nor_uncited_claims(
    root: WikiRoot, wiki: str, settings: LazySettings
) -> None:
    # given
    raw_before = raw_snapshot(root)
    page = "---\ntitle: X\ntype: overview\n---\n# X\n\nA claim. [^" + NEW_ID + "]\n"
    attempts = [
        call("memory_write", {"name": "meetings/early", "text": page}),  # before source_read
        call("source_read", {"id": wiki}),  # another source
        call("wiki_ingest_source", {"data": "more"}),  # not a tool here
        call("wiki_lint", {}),
        call("shell", {"command": "rm -rf raw"}),
        call("memory_write", '{"name": "x", "text": '),  # malformed JSON
    ]
    writes = [
        ("../raw/" + NEW_ID, page),
        ("/etc/passwd", page),
        ("index", page),
        ("log", page),
        ("raw/../index", page),
        ("index.md", page),
        ("notes", "---\ntitle: Notes\n---\n# Notes\n\nAn uncited claim about Acme.\n"),
        ("notes", "---\ntitle: Notes\n---\n# Notes\n\nA claim. [^src_" + "0" * 24 + "]\n"),
        ("notes", "---\ntitle: Notes\n---\n# Notes\n\nSee [[missing-page]]. [^" + NEW_ID + "]\n"),
        ("raw/notes", page),  # a page name: lands under wiki/, not raw/
    ]
    turns: list[Turn] = [
        lambda body: tool_calls(*attempts),
        lambda body: tool_calls(call("source_read", {"id": NEW_ID})),
        lambda body: tool_calls(
            *[call("memory_write", {"name": name, "text": body}) for name, body in writes]
        ),
        lambda body: text("done"),
    ]
    with LLMServer(scripted(turns)) as llm:
        use_model(settings, llm)
        # when
        result = wiki_ingest_source(root=root, data=NEW)

    # then: every attempt came back refused, with a stable code
    codes = [r.get("error", {}).get("code") for r in tool_results(llm.requests[1])]
    assert codes == [
        "sequence",
        "not_available",
        "not_available",
        "not_available",
        "not_available",
        "bad_argument",
    ]
    codes = [r.get("error", {}).get("code") for r in tool_results(llm.requests[3])[-len(writes) :]]
    assert codes == [
        "invalid_page_name",
        "invalid_page_name",
        "invalid_page_name",
        "invalid_page_name",
        "invalid_page_name",
        "invalid_page_name",
        "claim_uncited",
        "citation_unknown_source",
        "wikilink_broken",
        None,
    ]
    assert result["maintenance"]["pages"] == ["raw/notes"]
    assert (root.wiki / "raw" / "notes.md").is_file()
    # raw/ holds the two sources' files only, unchanged; index.md is the provider's; log is clean
    after = raw_snapshot(root)
    assert {k: v for k, v in after.items() if k in raw_before} == raw_before
    assert sorted(after) == sorted([*raw_before, f"{NEW_ID}.json", f"{NEW_ID}.txt"])
    assert root.index.read_text() == render_index_for(root)
    assert formats.log_problems(root.log.read_text()) == []
    assert sorted(os.listdir(root.path)) == [
        ".lock",
        "AGENTS.md",
        "index.md",
        "log.md",
        "raw",
        "wiki",
    ]
    assert wiki_lint(root=root)["issues"] == []


@pytest.mark.parametrize(
    "agents",
    [
        lambda text: text.replace("```yaml goat-llm-wiki", "```yaml"),  # no machine block
        lambda text: text.replace("op: memory_write", "op: memory_delete", 1),  # unknown op
        lambda text: text.replace("version: 1", "version: 2"),
        lambda text: text.replace("ingest:\n", "ingest: [\n", 1),  # not YAML
    ],
)
def test_a_malformed_agents_md_is_refused_and_nothing_is_guessed(
    root: WikiRoot, wiki: str, settings: LazySettings, agents: Callable[[str], str]
) -> None:
    # given
    root.agents.write_text(agents(root.agents.read_text()))
    with LLMServer([text("never asked")]) as llm:
        use_model(settings, llm)
        # when: the agent alone refuses
        source = wiki_ingest_source(root=root, data=NEW, maintain=False)["id"]
        with pytest.raises(WikiError) as refused:
            run_agent(root=root, source_id=source, model=_model(llm))
        # when: an ingest reports it and falls back to the summary page
        result = wiki_ingest_source(root=root, data=NEW + "\nAgain.\n")

    # then: no model call at all
    assert refused.value.code == "agents_invalid"
    assert llm.requests == []
    report = result["maintenance"]
    assert (report["status"], report["error"], report["fallback"]) == (
        "failed",
        "agents_invalid",
        True,
    )
    assert result["pages"] == [f"sources/{result['id']}"]
    assert log_records(root, "maintain")[-1]["error"] == "agents_invalid"


def _model(llm: LLMServer) -> Any:
    from goat.chat import OpenAIChatModel

    return OpenAIChatModel("scripted", llm.base_url, "test", 5)


def test_a_failing_model_falls_back_to_the_summary_page_and_reports_it(
    root: WikiRoot, wiki: str, settings: LazySettings, caplog: pytest.LogCaptureFixture
) -> None:
    # given
    raw_before = raw_snapshot(root)
    turns: list[Turn] = [
        lambda body: tool_calls(call("source_read", {"id": NEW_ID})),
        lambda body: error(401, "bad key"),
    ]
    with LLMServer(scripted(turns)) as llm, caplog.at_level(logging.WARNING, "llmwiki.agent"):
        use_model(settings, llm)
        # when
        result = wiki_ingest_source(root=root, data=NEW)

    # then: the source is captured, the summary page written, the failure reported three ways
    assert result["id"] == NEW_ID and result["new"] is True
    assert (root.raw / f"{NEW_ID}.txt").read_text() == NEW
    report = result["maintenance"]
    assert (report["agent"], report["status"], report["error"]) == (
        "model",
        "failed",
        "model_error",
    )
    assert "401" in report["message"] and "bad key" in report["message"]
    assert report["fallback"] is True and report["turns"] == 1
    assert result["pages"] == [f"sources/{NEW_ID}"]
    summary = memory_read(root=root, name=f"sources/{NEW_ID}")
    assert summary["type"] == "source-summary" and summary["citations"] == [NEW_ID]
    (record,) = log_records(root, "maintain")
    assert record["status"] == "failed" and "401" in record["message"]
    assert any(NEW_ID in message and "model_error" in message for message in caplog.messages)
    after = raw_snapshot(root)
    assert {k: v for k, v in after.items() if k in raw_before} == raw_before
    assert wiki_lint(root=root)["issues"] == []


@pytest.mark.parametrize(
    ("bound", "value", "code", "requests"),
    [
        ("LLMWIKI_AGENT_MAX_STEPS", 3, "step_limit", 3),
        ("LLMWIKI_AGENT_MAX_TOKENS", 50, "token_limit", 0),
        ("LLMWIKI_AGENT_TIMEOUT_SECONDS", 0, "timeout", 0),
    ],
)
def test_the_session_is_bounded_by_its_settings(
    root: WikiRoot,
    wiki: str,
    settings: LazySettings,
    bound: str,
    value: int,
    code: str,
    requests: int,
) -> None:
    # given: a model that never stops listing pages
    setattr(settings, bound, value)
    with LLMServer(lambda body: tool_calls(call("memory_list", {}))) as llm:
        use_model(settings, llm)
        # when
        result = wiki_ingest_source(root=root, data=NEW)
    # then
    assert len(llm.requests) == requests
    report = result["maintenance"]
    assert (report["status"], report["error"], report["turns"]) == ("failed", code, requests)
    assert result["pages"] == [f"sources/{NEW_ID}"]


def test_without_a_model_the_summary_page_is_written_as_before(
    root: WikiRoot, settings: LazySettings
) -> None:
    settings.AGENT_MODEL = ""
    result = wiki_ingest_source(root=root, data=NEW)
    assert result["pages"] == [f"sources/{NEW_ID}"]
    assert result["maintenance"]["agent"] == "offline"
    assert log_records(root, "maintain") == []


@pytest.mark.django_db
def test_the_command_runs_the_agent(
    root: WikiRoot, wiki: str, settings: LazySettings, tmp_path: Path
) -> None:
    # given
    source = tmp_path / "call.md"
    source.write_text(NEW)
    turns: list[Turn] = [
        lambda body: tool_calls(call("source_read", {"id": NEW_ID})),
        lambda body: tool_calls(
            call(
                "memory_write",
                {
                    "name": "pilot-call",
                    "text": (
                        "---\ntitle: Pilot call\ntype: overview\n---\n# Pilot call\n\n"
                        f"The [[acme]] pilot may start 15 December. [^{NEW_ID}]\n"
                    ),
                },
            )
        ),
        lambda body: text("Wrote pilot-call."),
    ]
    with LLMServer(scripted(turns)) as llm:
        use_model(settings, llm)
        # when
        ingested = run("llmwiki", "ingest-source", str(source), "--json").json()
    # then
    assert ingested["pages"] == ["pilot-call"]
    assert ingested["maintenance"]["status"] == "ok"
    assert memory_read(root=root, name="pilot-call")["citations"] == [NEW_ID]


@pytest.mark.django_db
def test_the_command_says_when_the_agent_failed(
    root: WikiRoot, settings: LazySettings, tmp_path: Path
) -> None:
    # given
    source = tmp_path / "call.md"
    source.write_text(NEW)
    with LLMServer([error(400, "no such model")]) as llm:
        use_model(settings, llm)
        # when
        ran = run("llmwiki", "ingest-source", str(source))
    # then: the id on stdout, the failure on stderr, the summary page written
    assert ran.stdout.strip() == f"{NEW_ID} (captured)"
    assert "the maintenance agent failed (model_error)" in ran.stderr
    assert "no such model" in ran.stderr
    assert memory_read(root=root, name=f"sources/{NEW_ID}")["type"] == "source-summary"


def test_an_edited_agents_md_is_what_the_agent_is_told(
    root: WikiRoot, wiki: str, settings: LazySettings
) -> None:
    # given: an ingest sequence that only reads and never writes
    text_before = root.agents.read_text()
    start = text_before.index("ingest:\n")
    end = text_before.index("query:\n")
    root.agents.write_text(
        text_before[:start]
        + "ingest:\n  - op: source_read\n    do: skim the new source for names\n"
        + "  - op: wiki_query\n    do: look the names up\n"
        + text_before[end:]
    )
    turns: list[Turn] = [
        lambda body: tool_calls(
            call("source_read", {"id": NEW_ID}),
            call("memory_write", {"name": "x", "text": "# X\n\nA claim. [^" + NEW_ID + "]\n"}),
        ),
        lambda body: text("Nothing to write."),
    ]
    with LLMServer(scripted(turns)) as llm:
        use_model(settings, llm)
        # when
        result = wiki_ingest_source(root=root, data=NEW)
    # then: the prompt holds the edited steps, memory_write is not offered and is refused
    system = llm.requests[0]["messages"][0]["content"]
    steps = [line for line in system.splitlines() if line[:1].isdigit()]
    assert steps == [
        "1. source_read: skim the new source for names",
        "2. wiki_query: look the names up",
    ]
    offered = [tool["function"]["name"] for tool in llm.requests[0]["tools"]]
    assert offered == ["source_read", "memory_list", "memory_read", "wiki_query"]
    assert tool_results(llm.requests[1])[1]["error"]["code"] == "not_available"
    assert result["maintenance"]["status"] == "ok" and result["pages"] == []
    assert not (root.wiki / "x.md").exists()


def test_a_long_source_is_read_in_chunks_before_any_write(
    root: WikiRoot, settings: LazySettings
) -> None:
    # given: a source of 12,000 characters
    long_text = "# Long\n\n" + "word " * 2400
    long_id = formats.source_id_for(long_text.encode())
    page = {"name": "long", "text": f"---\ntitle: Long\ntype: overview\n---\nWords. [^{long_id}]\n"}
    turns: list[Turn] = [
        lambda body: tool_calls(call("source_read", {"id": long_id, "offset": 9000})),
        lambda body: tool_calls(call("memory_write", page)),  # skipped the start: refused
        lambda body: tool_calls(call("source_read", {"id": long_id})),
        lambda body: tool_calls(call("memory_write", page)),  # read 8,000 of 12,008: refused
        lambda body: tool_calls(
            call("source_read", {"id": long_id, "offset": tool_results(body)[-2]["next_offset"]})
        ),
        lambda body: tool_calls(call("memory_write", page)),
        lambda body: text("Wrote long."),
    ]
    with LLMServer(scripted(turns)) as llm:
        use_model(settings, llm)
        # when
        result = wiki_ingest_source(root=root, data=long_text)
    # then
    chunks = [r for r in tool_results(llm.requests[-1]) if "chars" in r]
    assert [(c["offset"], c["next_offset"]) for c in chunks] == [
        (9000, None),
        (0, 8000),
        (8000, None),
    ]
    assert chunks[1]["text"] + chunks[2]["text"] == long_text
    writes = [c for c in result["maintenance"]["calls"] if c["op"] == "memory_write"]
    assert [c.get("error") for c in writes] == ["sequence", "sequence", None]
    assert result["pages"] == ["long"]
