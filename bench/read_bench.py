"""The read plane: `query` on a brain in the database, in-process and through REST.

Run: .venv/bin/python -m bench.read_bench [--size 10000] [--queries 200]
It imports a generated brain of `--size` documents into a throwaway workspace `bench-<pid>` of
the configured database (deleted at the end) and prints, in one run:
- the index's first build (every document parsed and tokenized, the snapshot stored), a new
  process's load of the stored index, and a query right after one write;
- query p50/p95 in-process (`brain.search.search`, the counter check included);
- query p50/p95 through `POST /api/brains/{id}/tools/query` with a token, on uvicorn
  started here (DEBUG off), from this process; and the same queries as MCP `query` tool calls
  on that server (`/mcp/{id}/`, the SDK's client);
- the baseline, the original system's way: materialize the brain to files, build rank-bm25
  over them, query (median of 3), and its ratio to the in-process p50;
- the embeddings plane (bench/embeddings_probe.py): the brain embedded, the embeddings computed
  by a second identical query (target 0), and query latency with embeddings on.
Targets (issue 8): at 10k, in-process p95 <= 15 ms; through REST p50 <= 25 ms.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import shutil
import statistics
import tempfile
import time
from pathlib import Path

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "goat.settings")
os.environ.setdefault("DEBUG", "false")

import django  # noqa: E402

django.setup()

from django.db import connection  # noqa: E402
from rank_bm25 import BM25Okapi  # noqa: E402

from bench.embeddings_probe import embeddings_figures  # noqa: E402
from bench.generate import generate  # noqa: E402
from bench.measure import percentile, serve  # noqa: E402
from brain import search  # noqa: E402
from brain.api.tokens import token_create  # noqa: E402
from brain.importer import brain_import  # noqa: E402
from brain.services import Actor, brain_create, brain_delete  # noqa: E402
from brain.store import DatabaseStore  # noqa: E402
from brain.sync import brain_materialize  # noqa: E402
from brain.toolkit.commands.registry import call  # noqa: E402
from brain.toolkit.ranker import tokenize  # noqa: E402
from goat.models import Workspace, WorkspaceMembership  # noqa: E402
from goat.services import workspace_create  # noqa: E402


def texts(index_words: list[str], count: int) -> list[str]:
    return [
        f"{index_words[i % len(index_words)]} {index_words[(i * 7 + 3) % len(index_words)]}"
        for i in range(count)
    ]


def mcp_query_times(port: int, brain: int, key: str, queries: list[str]) -> list[float]:
    """Each query's time as an MCP `query` tool call (the SDK's client, streamable HTTP, one
    session opened beforehand), in ms."""
    import anyio
    import httpx2
    from mcp.client.session import ClientSession
    from mcp.client.streamable_http import streamable_http_client

    async def run() -> list[float]:
        headers = {"Authorization": f"Bearer {key}"}
        url = f"http://127.0.0.1:{port}/mcp/{brain}/"
        async with (
            httpx2.AsyncClient(headers=headers, timeout=60) as client,
            streamable_http_client(url, http_client=client) as (read, write),
            ClientSession(read, write) as session,
        ):
            await session.initialize()
            times = []
            for text in queries:
                started = time.perf_counter()
                result = await session.call_tool("query", {"text": text, "limit": 10})
                times.append((time.perf_counter() - started) * 1000)
                assert not result.is_error, result.content
            return times

    return anyio.run(run)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", type=int, default=10_000)
    parser.add_argument("--queries", type=int, default=200)
    args = parser.parse_args()

    from django.contrib.auth import get_user_model

    user, _ = get_user_model().objects.get_or_create(username=f"bench-{os.getpid()}")
    workspace = workspace_create(name=f"bench-{os.getpid()}", slug=f"bench-{os.getpid()}")
    WorkspaceMembership.objects.create(workspace=workspace, user=user, role="admin")
    brain = brain_create(workspace=workspace, name="Bench read", slug="bench-read")
    work = Path(tempfile.mkdtemp(prefix="goat-read-bench-"))
    try:
        generate(work / "source", args.size)
        brain_import(brain=brain, directory=work / "source", actor=Actor("import", label="bench"))
        words = sorted({w for p in (work / "source").rglob("*.md") for w in tokenize(p.stem)})[:50]
        queries = texts(words, args.queries)

        def one(text: str) -> float:
            started = time.perf_counter()
            search.search(brain, text, limit=10, include_merged=False, include_archived=False)
            return (time.perf_counter() - started) * 1000

        first = one(queries[0])
        search.forget()
        load = one(queries[1])
        local = [one(text) for text in queries]
        store = DatabaseStore(brain, actor=Actor("system", label="bench"))
        call("create", store, {"type": "concept", "title": "Bench write", "body": "fresh"})
        after_write = one("bench write")

        # Through REST, with a token, on a server of our own.
        _, key = token_create(user=user, scope="read")
        connection.close()
        with serve() as port:

            def over_http(text: str) -> float:
                started = time.perf_counter()
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
                conn.request(
                    "POST",
                    f"/api/brains/{brain.pk}/tools/query",
                    body=json.dumps({"text": text, "limit": 10}),
                    headers={"Authorization": f"Token {key}", "Content-Type": "application/json"},
                )
                response = conn.getresponse()
                response.read()
                conn.close()
                assert response.status == 200, response.status
                return (time.perf_counter() - started) * 1000

            over_http(queries[0])  # the server's first query loads the stored index
            remote = [over_http(text) for text in queries]
            over_mcp = mcp_query_times(port, brain.pk, key, queries)

        # The original system's way: files, a fresh rank-bm25, one query.
        baseline = []
        for n in range(3):
            started = time.perf_counter()
            root = work / f"copy-{n}"
            brain_materialize(brain=brain, directory=root)
            corpus = [tokenize(p.read_text()) for p in sorted(root.rglob("*.md"))]
            BM25Okapi(corpus).get_scores(tokenize(queries[n]))
            baseline.append((time.perf_counter() - started) * 1000)
        embeddings = embeddings_figures(brain, queries[:50])
    finally:
        shutil.rmtree(work, ignore_errors=True)
        brain_delete(brain=brain)
        Workspace.objects.filter(pk=workspace.pk).delete()
        user.delete()

    p50 = percentile(local, 0.5)
    print(f"read plane, {args.size} documents, {args.queries} queries")
    print(f"  first build (parse, tokenize, store)   {first:9.0f} ms  (once per brain)")
    print(f"  a new process loading the stored index {load:9.0f} ms")
    print(f"  a query right after one write          {after_write:9.1f} ms")
    print(
        f"  in-process query p50/p95               {p50:9.1f} / {percentile(local, 0.95):.1f} ms"
        "  (target p95 <= 15 ms at 10k)"
    )
    print(
        f"  REST query p50/p95                     {percentile(remote, 0.5):9.1f} / "
        f"{percentile(remote, 0.95):.1f} ms  (target p50 <= 25 ms at 10k)"
    )
    print(
        f"  MCP query p50/p95                      {percentile(over_mcp, 0.5):9.1f} / "
        f"{percentile(over_mcp, 0.95):.1f} ms  (the query tool over /mcp/{{brain}}/)"
    )
    base = statistics.median(baseline)
    print(
        f"  baseline: materialize + rank-bm25 + query {base:6.0f} ms  "
        f"({base / p50:.0f}x the in-process p50)"
    )
    print("\n".join(embeddings))


if __name__ == "__main__":
    main()
