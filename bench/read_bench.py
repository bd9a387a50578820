"""The read plane: `query` on a brain in the database, in-process, beside bm25s, and through REST.

Run: .venv/bin/python -m bench.read_bench [--size 10000] [--queries 200] [--no-rest]
                                         [--no-embeddings]
                                         [--baseline-tree PATH]
It generates a brain of `--size` documents (bench.generate), imports it through the write
path's bulk import (`brain_import`) into a throwaway workspace `bench-<pid>` of the configured
database (deleted at the end) and prints, in one run:
- the brain's build: generating the files and importing them (documents/s);
- the index's first build (every document parsed and tokenized, the snapshot stored), a new
  process's load of the stored index, and a query right after one write;
- query p50/p95 in-process (`store_for_user` + `DatabaseStore.search`: access, the counter
  check, BM25, the name list, fusion, the graph walk and recency), in wall and CPU time, on a
  second pass over the queries (the first pass after a load, printed too, also unpacks the
  stored postings of each term it meets); and the same queries as the `query` command (the
  search, then each hit's links and snippet: what REST and MCP run);
- bm25s (`method="robertson"`, k1 1.5, b 0.75) over the very tokens our index holds (our
  tokenizer's output for every document), top 10 per query: p50/p95 and our p50's ratio to it;
- query p50/p95 through `POST /api/brains/{id}/tools/query` with a token, on a server started
  here (uvicorn, DEBUG off), from this process, and the same queries as MCP `query` tool
  calls on that server (`/mcp/{id}/`, the SDK's client) (both skipped with --no-rest); with
  `--baseline-tree PATH` (another checkout of this repository on the same schema, e.g. a
  `git worktree` of an older commit) a second server runs that code on the same database and
  the queries alternate between the two, so the ratio is measured under the same load;
- the baseline, the original system's way: materialize the brain to files, build rank-bm25
  over them, query (median of 3), and its ratio to the in-process p50;
- the embeddings plane (bench/embeddings_probe.py): the brain embedded, the embeddings computed
  by a second identical query (target 0), and query latency with embeddings on (skipped with
  --no-embeddings).
The queries are one to three words drawn from random documents' titles (seeded): the
generator's Zipf vocabulary makes some of them words most documents have.
Targets: at 10k, in-process p95 <= 15 ms, REST p50 <= 8 ms, MCP p50 <= 10 ms; at 100k,
in-process p50 <= 30 ms and p95 <= 60 ms.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import shutil
import statistics
import tempfile
import time
from contextlib import ExitStack
from pathlib import Path

from bench.django_env import setup_django

setup_django()

from django.db import connection  # noqa: E402
from rank_bm25 import BM25Okapi  # noqa: E402

from bench.embeddings_probe import embeddings_figures  # noqa: E402
from bench.generate import generate  # noqa: E402
from bench.measure import ROOT, percentile, serve  # noqa: E402
from brain import search  # noqa: E402
from brain.api.tokens import token_create  # noqa: E402
from brain.importer import brain_import  # noqa: E402
from brain.models import BrainDocument  # noqa: E402
from brain.rows import document_from_row  # noqa: E402
from brain.services import Actor, brain_create, brain_delete  # noqa: E402
from brain.store import DatabaseStore, store_for_user  # noqa: E402
from brain.sync import brain_materialize  # noqa: E402
from brain.toolkit.commands.registry import call  # noqa: E402
from brain.toolkit.ranker import rank_document, tokenize  # noqa: E402
from goat.models import Workspace, WorkspaceMembership  # noqa: E402
from goat.services import workspace_create  # noqa: E402


def title_queries(brain: object, count: int, seed: int = 1) -> list[str]:
    """One to three words of a random document's title, `count` times (seeded)."""
    rng = random.Random(seed)
    titles = sorted(BrainDocument.objects.filter(brain_ref=brain).values_list("title", flat=True))
    found = []
    for _ in range(count):
        words = tokenize(rng.choice(titles))
        found.append(" ".join(rng.sample(words, k=min(len(words), rng.randint(1, 3)))))
    return found


def bm25s_figures(brain: object, queries: list[str]) -> tuple[float, list[float], list[float]]:
    """bm25s over our tokens of every document: its index build (ms) and its query times."""
    import bm25s

    rows = BrainDocument.objects.filter(brain_ref=brain).order_by("brain_id")
    corpus = [tokenize(rank_document(document_from_row(row)).text) for row in rows.iterator()]
    started = time.perf_counter()
    retriever = bm25s.BM25(k1=1.5, b=0.75, method="robertson")
    retriever.index(corpus, show_progress=False)
    build = (time.perf_counter() - started) * 1000
    tokenized = [tokenize(text) for text in queries]
    retriever.retrieve([tokenized[0]], k=10, show_progress=False)  # warm up
    timings, cpu = [], []
    for tokens in tokenized:
        started, started_cpu = time.perf_counter(), time.process_time()
        retriever.retrieve([tokens], k=10, show_progress=False)
        cpu.append((time.process_time() - started_cpu) * 1000)
        timings.append((time.perf_counter() - started) * 1000)
    return build, timings, cpu


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
    parser.add_argument("--no-rest", action="store_true", help="skip the REST figures")
    parser.add_argument("--no-embeddings", action="store_true", help="skip the embeddings figures")
    parser.add_argument(
        "--baseline-tree",
        type=Path,
        help="another checkout whose server answers the same REST and MCP queries, alternately",
    )
    args = parser.parse_args()

    from django.contrib.auth import get_user_model

    user, _ = get_user_model().objects.get_or_create(username=f"bench-{os.getpid()}")
    workspace = workspace_create(name=f"bench-{os.getpid()}", slug=f"bench-{os.getpid()}")
    WorkspaceMembership.objects.create(workspace=workspace, user=user, role="admin")
    brain = brain_create(workspace=workspace, name="Bench read", slug="bench-read")
    work = Path(tempfile.mkdtemp(prefix="goat-read-bench-"))
    trees = {"this tree": ROOT}
    if args.baseline_tree is not None:
        trees["baseline"] = args.baseline_tree.resolve()
    remote: dict[str, list[float]] = {name: [] for name in trees}
    over_mcp: dict[str, list[float]] = {name: [] for name in trees}
    try:
        started = time.perf_counter()
        generate(work / "source", args.size)
        generated = time.perf_counter() - started
        started = time.perf_counter()
        brain_import(brain=brain, directory=work / "source", actor=Actor("import", label="bench"))
        imported = time.perf_counter() - started
        queries = title_queries(brain, args.queries)

        local_cpu: list[float] = []

        def one(text: str) -> float:
            started, started_cpu = time.perf_counter(), time.process_time()
            store = store_for_user(user=user, brain=brain.pk)  # access, as a request does
            store.search(text, limit=10, include_merged=False, include_archived=False)
            local_cpu.append((time.process_time() - started_cpu) * 1000)
            return (time.perf_counter() - started) * 1000

        first = one(queries[0])
        search.forget()
        load = one(queries[1])
        # The first pass after a load also unpacks each term's stored postings when a query
        # first needs them (once per term and process); the second is the steady state.
        first_pass = [one(text) for text in queries]
        local_cpu.clear()
        local = [one(text) for text in queries]
        measured_cpu = list(local_cpu)

        def one_command(text: str) -> float:
            started = time.perf_counter()
            store = store_for_user(user=user, brain=brain.pk)
            call("query", store, {"text": text, "limit": 10})
            return (time.perf_counter() - started) * 1000

        command = [one_command(text) for text in queries]
        store = DatabaseStore(brain, actor=Actor("system", label="bench"))
        call("create", store, {"type": "concept", "title": "Bench write", "body": "fresh"})
        after_write = one("bench write")
        bm25s_build, bm25s_local, bm25s_cpu = bm25s_figures(brain, queries)

        if not args.no_rest:
            # Through REST, with a token, on a server of our own.
            _, key = token_create(user=user, scope="read")
            connection.close()
            with ExitStack() as servers:
                ports = {
                    name: servers.enter_context(serve(root=path)) for name, path in trees.items()
                }

                def over_http(port: int, text: str) -> float:
                    started = time.perf_counter()
                    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
                    conn.request(
                        "POST",
                        f"/api/brains/{brain.pk}/tools/query",
                        body=json.dumps({"text": text, "limit": 10}),
                        headers={
                            "Authorization": f"Token {key}",
                            "Content-Type": "application/json",
                        },
                    )
                    response = conn.getresponse()
                    response.read()
                    conn.close()
                    assert response.status == 200, response.status
                    return (time.perf_counter() - started) * 1000

                for port in ports.values():
                    over_http(port, queries[0])  # a server's first query loads the stored index
                for text in queries:  # alternately, so both meet the same load
                    for name, port in ports.items():
                        remote[name].append(over_http(port, text))
                for start in range(0, len(queries), 25):
                    for name, port in ports.items():
                        chunk = queries[start : start + 25]
                        over_mcp[name] += mcp_query_times(port, brain.pk, key, chunk)

        # The original system's way: files, a fresh rank-bm25, one query.
        baseline = []
        for n in range(3):
            started = time.perf_counter()
            root = work / f"copy-{n}"
            brain_materialize(brain=brain, directory=root)
            corpus = [tokenize(p.read_text()) for p in sorted(root.rglob("*.md"))]
            BM25Okapi(corpus).get_scores(tokenize(queries[n]))
            baseline.append((time.perf_counter() - started) * 1000)
        embeddings = [] if args.no_embeddings else embeddings_figures(brain, queries[:50])
    finally:
        shutil.rmtree(work, ignore_errors=True)
        brain_delete(brain=brain)
        Workspace.objects.filter(pk=workspace.pk).delete()
        user.delete()

    p50, p95 = percentile(local, 0.5), percentile(local, 0.95)
    theirs = percentile(bm25s_local, 0.5)
    print(f"read plane, {args.size} documents, {args.queries} queries (1-3 title words)")
    print(
        f"  build the brain: generate {generated:.1f} s, import {imported:.1f} s"
        f" ({args.size / imported:.0f} documents/s)"
    )
    print(f"  first build (parse, tokenize, store)   {first:9.0f} ms  (once per brain)")
    print(f"  a new process loading the stored index {load:9.0f} ms")
    print(f"  a query right after one write          {after_write:9.1f} ms")
    print(
        f"  in-process query p50/p95               {p50:9.1f} / {p95:.1f} ms"
        "  (targets: 10k p95 <= 15 ms; 100k p50 <= 30, p95 <= 60 ms)"
    )
    print(
        f"  in-process query command p50/p95       {percentile(command, 0.5):9.1f} / "
        f"{percentile(command, 0.95):.1f} ms  (the search, then the hits' links and snippets)"
    )
    print(
        f"  the same queries' first pass after the load {percentile(first_pass, 0.5):.1f} / "
        f"{percentile(first_pass, 0.95):.1f} ms (postings unpacked on first use)"
    )
    print(
        f"  bm25s query p50/p95 (same tokens)      {theirs:9.2f} / "
        f"{percentile(bm25s_local, 0.95):.2f} ms  (index build {bm25s_build:.0f} ms); "
        f"ours / bm25s at p50: {p50 / theirs:.1f}x  (target <= 3x)"
    )
    cpu50, their_cpu50 = percentile(measured_cpu, 0.5), percentile(bm25s_cpu, 0.5)
    print(
        f"  in CPU time (process_time): ours p50/p95 {cpu50:.1f} / "
        f"{percentile(measured_cpu, 0.95):.1f} ms, bm25s {their_cpu50:.2f} / "
        f"{percentile(bm25s_cpu, 0.95):.2f} ms, ours / bm25s at p50: {cpu50 / their_cpu50:.1f}x"
    )
    for name in trees:
        label = "" if len(trees) == 1 else f" ({name})"
        for surface, times, target in (("REST", remote, 8), ("MCP", over_mcp, 10)):
            if not times[name]:
                continue
            mid = percentile(times[name], 0.5)
            ratio = ""
            if name != "this tree":
                ours = percentile(times["this tree"], 0.5)
                ratio = f"; this tree / baseline at p50: {ours / mid:.2f}x"
            print(
                f"  {surface} query p50/p95{label:<20} {mid:9.1f} / "
                f"{percentile(times[name], 0.95):.1f} ms  (target p50 <= {target} ms at 10k{ratio})"
            )
    base = statistics.median(baseline)
    print(
        f"  baseline: materialize + rank-bm25 + query {base:6.0f} ms  "
        f"({base / p50:.0f}x the in-process p50)"
    )
    if embeddings:
        print("\n".join(embeddings))


if __name__ == "__main__":
    main()
