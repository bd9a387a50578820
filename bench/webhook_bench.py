"""Webhook accept latency: Jamie deliveries at a steady rate from a separate process.

Run: .venv/bin/python -m bench.webhook_bench [--rate 50] [--seconds 10]
It starts the server (uvicorn, as `bench.measure.serve` does; DEBUG off) on a free port against the
configured database, makes a throwaway workspace `bench-<pid>` with a brain and a Jamie key,
and sends `meeting.completed` deliveries (each a new meeting: a source item, a job, a wake
message) at `--rate` per second from this process, open loop (a request is sent on schedule
whether or not the previous one answered). Baseline, same run, same server: deliveries with a
wrong key (401: the same server, routing and key lookup, nothing written). It prints p50/p99
of both and their ratio. Target (issue 7): accepted p99 <= 100 ms at 50 requests/s.
No worker runs, so the jobs wait; the workspace and its rows are deleted at the end.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import time
from concurrent.futures import ThreadPoolExecutor

from bench.django_env import setup_django

setup_django()

from django.db import connection  # noqa: E402

from bench.measure import percentile, serve  # noqa: E402
from brain.services import brain_create, brain_delete  # noqa: E402
from goat.models import Workspace  # noqa: E402
from goat.services import workspace_create  # noqa: E402
from ingest.keys import key_create  # noqa: E402


def payload(index: int) -> bytes:
    meeting = {
        "id": f"bench_{os.getpid()}_{index}",
        "title": f"Bench meeting {index}",
        "started_at": "2026-11-30T14:00:00Z",
        "ended_at": "2026-11-30T14:45:00Z",
        "attendees": [
            {"name": "Sarah Chen", "email": "sarah@acme.com"},
            {"name": "Priya Nair", "email": "priya@goatlabs.io"},
        ],
        "summary": "A benchmark meeting.",
        "transcript": [
            {"speaker": "Sarah Chen", "start": float(i * 7), "text": f"Line {i} of the call."}
            for i in range(60)
        ],
    }
    return json.dumps(
        {"event": "meeting.completed", "delivery_id": f"d{index}", "meeting": meeting}
    ).encode()


def post(port: int, body: bytes, key: str) -> tuple[float, int]:
    started = time.perf_counter()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    conn.request(
        "POST",
        "/api/webhooks/jamie",
        body=body,
        headers={"content-type": "application/json", "x-jamie-api-key": key},
    )
    status = conn.getresponse().status
    conn.close()
    return (time.perf_counter() - started) * 1000, status


def run(
    port: int, key: str, rate: float, seconds: float, offset: int
) -> tuple[list[float], set[int]]:
    count = int(rate * seconds)
    bodies = [payload(offset + i) for i in range(count)]
    start = time.perf_counter()
    futures = []
    with ThreadPoolExecutor(max_workers=16) as pool:
        for i, body in enumerate(bodies):
            delay = start + i / rate - time.perf_counter()
            if delay > 0:
                time.sleep(delay)
            futures.append(pool.submit(post, port, body, key))
        results = [f.result() for f in futures]
    return [r[0] for r in results], {r[1] for r in results}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rate", type=float, default=50)
    parser.add_argument("--seconds", type=float, default=10)
    args = parser.parse_args()

    workspace = workspace_create(name=f"bench-{os.getpid()}", slug=f"bench-{os.getpid()}")
    brain = brain_create(workspace=workspace, name="Bench webhook", slug="bench-webhook")
    try:
        _, key = key_create(workspace=workspace, brain=brain, name="bench")
        connection.close()
        with serve() as port:
            run(port, key, args.rate, 1, offset=10_000_000)  # warm up
            # The baseline: the same deliveries with a key that matches none (401, nothing
            # written): the same server, routing and key lookup.
            unknown_key = key[:-4] + ("AAAA" if not key.endswith("AAAA") else "BBBB")
            base, base_status = run(port, unknown_key, args.rate, args.seconds, offset=20_000_000)
            accepted, status = run(port, key, args.rate, args.seconds, offset=0)
    finally:
        brain_delete(brain=brain)
        Workspace.objects.filter(pk=workspace.pk).delete()
    statuses = sorted(status)
    print(f"webhook at {args.rate:.0f} requests/s for {args.seconds:.0f} s (statuses {statuses})")
    print(
        f"  accepted (202): p50 {percentile(accepted, 0.5):.1f} ms, "
        f"p99 {percentile(accepted, 0.99):.1f} ms   (target p99 <= 100 ms)"
    )
    print(
        f"  baseline, unknown key (statuses {sorted(base_status)}): "
        f"p50 {percentile(base, 0.5):.1f} ms, p99 {percentile(base, 0.99):.1f} ms"
    )
    print(
        f"  ratio accepted/baseline: p50 {percentile(accepted, 0.5) / percentile(base, 0.5):.2f}x, "
        f"p99 {percentile(accepted, 0.99) / percentile(base, 0.99):.2f}x"
    )


if __name__ == "__main__":
    main()
