"""Test-only job kinds that misbehave on purpose, for the fault tests (test_queue_faults.py).

Loaded into real worker processes with INGEST_HANDLER_MODULES=tests.ingest.fault_handlers
(and into the test process by importing this module). Faults are driven by marker files in
the folder named by INGEST_FAULT_DIR, so a test decides from outside which attempt misbehaves:

- `<point>.kill`: the first process to reach `point` takes the marker (an atomic rename to
  `<point>.kill.fired`, which then holds what it knew) and SIGKILLs itself — no cleanup, no
  rollback but the one PostgreSQL does when the connection drops. Later attempts find no
  marker and run normally, so only the first attempt dies.
- `<point>.stop`: the first process to reach `point` takes the marker (to
  `<point>.stop.fired`, with what it knew) and SIGSTOPs itself: every thread freezes, its
  heartbeat included, and its database connection stays open, until the test sends SIGCONT.
- `<point>.stall`: the first process to reach `point` writes `<point>.reached` and waits
  until the test writes `<point>.release`.

Points of `fault_meeting` (the real meeting session, `ingest.handlers.agent_ingest`):
`session` — after the brain was materialized, before the mission's pre-write and the loop;
`apply` — inside `Outcome.apply`, after `brain_sync` wrote the changes in the completion
transaction, before that transaction commits.

`fault_probe` appends `job attempt owner pid` to `<dir>/runs.log` for every attempt it runs.
"""

from __future__ import annotations

import json
import os
import signal
import time
from pathlib import Path
from typing import Any, Final

from ingest.handlers import agent_ingest
from ingest.models import IngestJob
from ingest.queue import Lease
from ingest.worker import Check, Outcome, handler

FAULT_DIR_ENV: Final = "INGEST_FAULT_DIR"
SLEEP_ENV: Final = "INGEST_FAULT_SLEEP_SECONDS"
PROBE_SLEEP_ENV: Final = "INGEST_FAULT_PROBE_SECONDS"

FAULT_MEETING: Final = "fault_meeting"
ALWAYS_FAILS: Final = "fault_always_fails"
SLEEPS: Final = "fault_sleeps"
PROBE: Final = "fault_probe"

SESSION: Final = "session"
APPLY: Final = "apply"
RUNS_LOG: Final = "runs.log"
MSG_ALWAYS_FAILS: Final = "this job always fails (attempt {attempt})"
STALL_LIMIT_SECONDS: Final = 60.0


def fault_dir() -> Path | None:
    raw = os.environ.get(FAULT_DIR_ENV, "").strip()
    return Path(raw) if raw else None


def fault_point(point: str, **known: Any) -> None:
    """Kill, stop or stall this process here if the test left a marker for `point`."""
    folder = fault_dir()
    if folder is None:
        return
    facts = json.dumps({"pid": os.getpid(), **known}, default=str)
    for action, signum in (("kill", signal.SIGKILL), ("stop", signal.SIGSTOP)):
        marker = folder / f"{point}.{action}"
        try:
            os.rename(marker, folder / f"{point}.{action}.fired")
        except FileNotFoundError:
            continue
        (folder / f"{point}.{action}.fired").write_text(facts)
        os.kill(os.getpid(), signum)
    stall = folder / f"{point}.stall"
    try:
        os.rename(stall, folder / f"{point}.stall.fired")
    except FileNotFoundError:
        return
    (folder / f"{point}.reached").write_text(facts)
    deadline = time.monotonic() + STALL_LIMIT_SECONDS
    while not (folder / f"{point}.release").exists():
        if time.monotonic() > deadline:
            raise TimeoutError(f"{point}: nobody released the stall")
        time.sleep(0.02)


def record_run(job: IngestJob, lease: Lease) -> None:
    """Append one line per attempt run; O_APPEND keeps lines whole across processes."""
    folder = fault_dir()
    if folder is None:
        return
    line = f"{job.pk} {lease.attempt} {lease.owner} {os.getpid()}\n".encode()
    descriptor = os.open(folder / RUNS_LOG, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
    try:
        os.write(descriptor, line)
    finally:
        os.close(descriptor)


def read_runs(folder: Path) -> list[tuple[int, int, str, int]]:
    path = folder / RUNS_LOG
    if not path.exists():
        return []
    runs = []
    for line in path.read_text().splitlines():
        job, attempt, owner, pid = line.split(" ")
        runs.append((int(job), int(attempt), owner, int(pid)))
    return runs


@handler(FAULT_MEETING)
def fault_meeting(job: IngestJob, lease: Lease, check: Check) -> Outcome:
    """The real meeting session, with the `session` and `apply` fault points."""
    reached = False

    def checked() -> None:
        # The session's first check runs right after materialize, before the loop.
        nonlocal reached
        if not reached:
            reached = True
            fault_point(SESSION, job=job.pk, attempt=lease.attempt)
        check()

    outcome = agent_ingest(job, lease, checked)
    sync = outcome.apply
    assert sync is not None

    def apply(precondition: Any) -> Any:
        applied = sync(precondition)
        fault_point(APPLY, job=job.pk, attempt=lease.attempt, sync=outcome.result.get("sync"))
        return applied

    outcome.apply = apply
    return outcome


@handler(ALWAYS_FAILS)
def always_fails(job: IngestJob, lease: Lease, check: Check) -> Outcome:
    raise RuntimeError(MSG_ALWAYS_FAILS.format(attempt=lease.attempt))


@handler(SLEEPS)
def sleeps(job: IngestJob, lease: Lease, check: Check) -> Outcome:
    """Holds its lease for INGEST_FAULT_SLEEP_SECONDS (the heartbeat must keep it)."""
    record_run(job, lease)
    deadline = time.monotonic() + float(os.environ.get(SLEEP_ENV, "5"))
    while time.monotonic() < deadline:
        check()
        time.sleep(0.05)
    return Outcome(result={"owner": lease.owner, "attempt": lease.attempt})


@handler(PROBE)
def probe(job: IngestJob, lease: Lease, check: Check) -> Outcome:
    """Records the attempt it runs, then does (almost) nothing."""
    record_run(job, lease)
    pause = float(os.environ.get(PROBE_SLEEP_ENV, "0"))
    if pause:
        time.sleep(pause)
    return Outcome(result={"owner": lease.owner, "attempt": lease.attempt})
