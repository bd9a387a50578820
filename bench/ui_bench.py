"""The staff UI's pages against the REST tools that read the same things, on one server.

Run: .venv/bin/python -m bench.ui_bench [--size 2000] [--requests 100]
It imports a generated brain of `--size` documents into a throwaway workspace `bench-<pid>` of
the configured database (deleted at the end), starts the app under uvicorn (DEBUG off) and
prints, in one run, with a signed-in session:
- GET /brain/{id}/ (the brain's home: the whole folder tree) p50/p95 and its HTML size;
- GET /brain/{id}/doc/{doc}/ p50/p95 against `POST /api/brains/{id}/tools/get` (its ratio);
- GET /brain/{id}/search/?q=… p50/p95 against `POST /api/brains/{id}/tools/query` (its ratio).
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import shutil
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from urllib.parse import quote

from bench.django_env import setup_django

setup_django()

from django.conf import settings  # noqa: E402
from django.contrib.auth import get_user_model  # noqa: E402
from django.db import connection  # noqa: E402
from django.test import Client  # noqa: E402

from bench.generate import generate  # noqa: E402
from bench.measure import percentile, serve  # noqa: E402
from brain.importer import brain_import  # noqa: E402
from brain.models import BrainDocument  # noqa: E402
from brain.services import Actor, brain_create, brain_delete  # noqa: E402
from brain.toolkit.ranker import tokenize  # noqa: E402
from goat.models import Workspace, WorkspaceMembership  # noqa: E402
from goat.services import workspace_create  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", type=int, default=2_000)
    parser.add_argument("--requests", type=int, default=100)
    args = parser.parse_args()

    user, _ = get_user_model().objects.get_or_create(username=f"bench-{os.getpid()}")
    workspace = workspace_create(name=f"bench-{os.getpid()}", slug=f"bench-{os.getpid()}")
    WorkspaceMembership.objects.create(workspace=workspace, user=user, role="admin")
    brain = brain_create(workspace=workspace, name="Bench UI", slug="bench-ui")
    work = Path(tempfile.mkdtemp(prefix="goat-ui-bench-"))
    try:
        generate(work / "source", args.size)
        brain_import(brain=brain, directory=work / "source", actor=Actor("import", label="bench"))
        ids = list(
            BrainDocument.objects.filter(brain_ref=brain)
            .exclude(status="merged")
            .values_list("brain_id", flat=True)
        )
        rng = random.Random(7)
        sample = [rng.choice(ids) for _ in range(args.requests)]
        words = sorted({w for p in (work / "source").rglob("*.md") for w in tokenize(p.stem)})[:50]
        queries = [
            f"{words[i % len(words)]} {words[(i * 7 + 3) % len(words)]}"
            for i in range(args.requests)
        ]
        client = Client()
        client.force_login(user)
        session = client.cookies[settings.SESSION_COOKIE_NAME].value
        csrf = "b" * 32
        cookie = f"{settings.SESSION_COOKIE_NAME}={session}; {settings.CSRF_COOKIE_NAME}={csrf}"
        connection.close()
        with serve(env={"SESSION_COOKIE_SECURE": "false"}) as port:

            def timed(method: str, path: str, body: object = None) -> tuple[float, int]:
                headers = {
                    "Cookie": cookie,
                    "X-CSRFToken": csrf,
                    "Content-Type": "application/json",
                }
                data = None if body is None else json.dumps(body).encode()
                started = time.perf_counter()
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
                conn.request(method, path, body=data, headers=headers)
                response = conn.getresponse()
                size = len(response.read())
                conn.close()
                assert response.status == 200, (path, response.status)
                return (time.perf_counter() - started) * 1000, size

            def run(requests: list[Callable[[], tuple[float, int]]]) -> tuple[list[float], int]:
                requests[0]()  # warm: the server's first request loads what it caches
                results = [request() for request in requests]
                return [ms for ms, _ in results], results[-1][1]

            base = f"/brain/{brain.pk}"
            home, home_size = run([lambda: timed("GET", f"{base}/")] * args.requests)
            page, _ = run([lambda d=d: timed("GET", f"{base}/doc/{d}/") for d in sample])
            get, _ = run(
                [
                    lambda d=d: timed("POST", f"/api/brains/{brain.pk}/tools/get", {"ref": d})
                    for d in sample
                ]
            )
            found, _ = run(
                [lambda q=q: timed("GET", f"{base}/search/?q={quote(q)}") for q in queries]
            )
            query, _ = run(
                [
                    lambda q=q: timed(
                        "POST", f"/api/brains/{brain.pk}/tools/query", {"text": q, "limit": 20}
                    )
                    for q in queries
                ]
            )
    finally:
        shutil.rmtree(work, ignore_errors=True)
        brain_delete(brain=brain)
        Workspace.objects.filter(pk=workspace.pk).delete()
        user.delete()

    def line(name: str, samples: list[float], extra: str = "") -> None:
        p50, p95 = percentile(samples, 0.5), percentile(samples, 0.95)
        print(f"  {name:<34} p50 {p50:7.1f} ms  p95 {p95:7.1f} ms{extra}")

    print(
        f"staff UI, {args.size} documents, {args.requests} requests each, one uvicorn (DEBUG off)"
    )
    line("brain home (the whole tree)", home, f"  {home_size / 1024:.0f} KiB of HTML")
    ratio = percentile(page, 0.5) / percentile(get, 0.5)
    line("document page", page, f"  ({ratio:.1f}x the REST get p50)")
    line("REST get tool", get)
    ratio = percentile(found, 0.5) / percentile(query, 0.5)
    line("search page (20 hits)", found, f"  ({ratio:.1f}x the REST query p50)")
    line("REST query tool (limit 20)", query)


if __name__ == "__main__":
    main()
