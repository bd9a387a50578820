"""A writer for the concurrency tests: `python -m tests.toolkit.writer_process ROOT ID N`.

It increments the frontmatter key `counter` of document ID N times through the commands, each
write naming the hash it read (`set --expect-hash`), retrying when refused as stale. It prints
how many writes were accepted. If two writers could both write over the same version, some
increments would be lost and the final counter would be less than the accepted writes.
"""

from __future__ import annotations

import sys
from pathlib import Path

from brain.toolkit.commands import REGISTRY, run
from brain.toolkit.directory import DirectoryStore
from brain.toolkit.errors import STALE_WRITE, CommandError


def main(root: str, brain_id: str, rounds: int) -> int:
    accepted = 0
    while accepted < rounds:
        store = DirectoryStore(Path(root))  # a fresh view each time, as a new CLI call has
        got = run(REGISTRY["get"], store, {"ref": brain_id})["document"]
        counter = int(got["extra"].get("counter", "0"))
        try:
            run(
                REGISTRY["set"],
                store,
                {
                    "ref": brain_id,
                    "fields": [f"counter={counter + 1}"],
                    "expected_hash": got["hash"],
                },
            )
        except CommandError as error:
            if error.code != STALE_WRITE:
                raise
            continue
        accepted += 1
    print(accepted)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], int(sys.argv[3])))
