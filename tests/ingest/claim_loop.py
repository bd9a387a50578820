"""A bare claimer process for the concurrency test and the bench: claim → complete in a loop.

`python -m tests.ingest.claim_loop OUT GO [--fail-first-of N]` (DATABASE_URL names the
database): once Django is up and connected it writes the file OUT.ready, then waits until the
file GO exists (so every claimer starts at once, when the starter has seen them all ready), then
claims jobs
until the queue is empty, recording `job attempt owner` per claim in OUT. With
`--fail-first-of N`, the first attempt of every job whose id is a multiple of N fails (with
retry), so those jobs are claimed a second time.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

EMPTY_CLAIMS_TO_STOP = 3


def ready_file(out: Path) -> Path:
    """The file a claimer writing to `out` makes once it only waits for the start."""
    return out.with_name(out.name + ".ready")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("go", type=Path)
    parser.add_argument("--fail-first-of", type=int, default=0)
    args = parser.parse_args(argv)

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "goat.settings")
    import django

    django.setup()
    from django.db import connection

    from ingest import queue
    from ingest.worker import worker_name

    owner = worker_name()
    queue.lease_seconds()  # settings loaded before the start line
    connection.ensure_connection()  # and the connection made: the race is the claims alone
    ready_file(args.out).touch()
    while not args.go.exists():
        time.sleep(0.005)
    lines = []
    empty = 0
    while empty < EMPTY_CLAIMS_TO_STOP:
        lease = queue.claim(owner)
        if lease is None:
            empty += 1
            time.sleep(0.01)
            continue
        empty = 0
        lines.append(f"{lease.job_id} {lease.attempt} {owner}\n")
        if args.fail_first_of and lease.attempt == 1 and lease.job_id % args.fail_first_of == 0:
            queue.fail(lease, error="first attempt fails on purpose")
        else:
            queue.complete(lease, result={"owner": owner}, transcript=[])
    args.out.write_text("".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
