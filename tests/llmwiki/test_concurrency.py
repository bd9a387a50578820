"""Concurrent writers to one root, as threads and as processes, lose nothing."""

from __future__ import annotations

import subprocess
import sys
import threading
from collections import Counter
from pathlib import Path

from llmwiki.wiki import (
    WikiRoot,
    formats,
    memory_list,
    memory_read,
    memory_write,
    wiki_lint,
)

WRITERS = 6
PAGES_EACH = 6
SOURCES_EACH = 2

# One writer: its own sources and pages (each citing a source and linking the hub), a query,
# and one line appended to the shared page by read -> write(expected_hash) -> retry when stale.
WRITER = """
import sys
from pathlib import Path
from llmwiki.wiki import WikiError, WikiRoot, memory_read, memory_write
from llmwiki.wiki import wiki_ingest_source, wiki_query

def write(root, writer, pages, sources):
    ids = [
        wiki_ingest_source(root=root, data=f"source {s} of writer {writer}\\n")["id"]
        for s in range(sources)
    ]
    for p in range(pages):
        memory_write(
            root=root,
            name=f"w{writer}/p{p}",
            text=f"# Page {p} of {writer}\\n\\nClaim. [^{ids[p % sources]}] See [[hub]].\\n",
        )
    wiki_query(root=root, text=f"page {writer}")
    while True:
        page = memory_read(root=root, name="shared")
        text = page["text"] + f"- line from writer {writer}\\n"
        try:
            memory_write(root=root, name="shared", text=text, expected_hash=page["hash"])
            return
        except WikiError as error:
            if error.code != "stale_write":
                raise

if __name__ == "__main__":
    write(WikiRoot(Path(sys.argv[1])), sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
"""


def prepare(root: WikiRoot) -> None:
    memory_write(root=root, name="hub", text="---\ntitle: Hub\ntype: overview\n---\n# Hub\n")
    memory_write(root=root, name="shared", text="---\ntype: overview\n---\n# Shared\n\n")


def check_nothing_lost(root: WikiRoot, writer_names: list[str]) -> None:
    names = {page["name"] for page in memory_list(root=root)}
    for writer in writer_names:
        for p in range(PAGES_EACH):
            assert f"w{writer}/p{p}" in names
    shared = memory_read(root=root, name="shared")["body"]
    assert sorted(line for line in shared.splitlines() if line.startswith("- ")) == sorted(
        f"- line from writer {writer}" for writer in writer_names
    )
    lines = root.log.read_text().splitlines()
    assert formats.log_problems(root.log.read_text()) == []
    records = [formats.parse_log_line(line) for line in lines[2:]]
    ops = Counter(record[1] for record in records if record)
    assert ops["ingest"] == len(writer_names) * SOURCES_EACH
    assert ops["query"] == len(writer_names)
    written = Counter(record[2]["page"] for record in records if record and record[1] == "write")
    for writer in writer_names:
        for p in range(PAGES_EACH):
            assert written[f"w{writer}/p{p}"] == 1
    assert written["shared"] == 1 + len(writer_names)
    report = wiki_lint(root=root, record=False)
    # The writers' pages link the hub and nothing links them: orphans, and nothing else.
    assert {issue["code"] for issue in report["issues"]} == {"orphan_page"}
    assert report["counts"]["orphan_page"] == len(writer_names) * PAGES_EACH


def test_concurrent_threads_lose_nothing(root: WikiRoot) -> None:
    # given
    prepare(root)
    namespace: dict[str, object] = {"__name__": "writer"}
    exec(compile(WRITER, "writer", "exec"), namespace)
    write = namespace["write"]
    errors: list[BaseException] = []
    start = threading.Barrier(WRITERS)

    def run(writer: str) -> None:
        try:
            start.wait()
            write(root, writer, PAGES_EACH, SOURCES_EACH)  # type: ignore[operator]
        except BaseException as error:  # surfaced below
            errors.append(error)

    threads = [threading.Thread(target=run, args=(f"t{n}",)) for n in range(WRITERS)]
    # when
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    # then
    assert errors == []
    check_nothing_lost(root, [f"t{n}" for n in range(WRITERS)])


def test_concurrent_processes_lose_nothing(root: WikiRoot, repo_root: Path) -> None:
    # given
    prepare(root)
    writers = [f"p{n}" for n in range(4)]
    # when: each process writes the same root through its own lock file handle
    children = [
        subprocess.Popen(
            [
                sys.executable,
                "-c",
                WRITER,
                str(root.path),
                writer,
                str(PAGES_EACH),
                str(SOURCES_EACH),
            ],
            cwd=repo_root,
            stderr=subprocess.PIPE,
            text=True,
        )
        for writer in writers
    ]
    results = [(child.wait(timeout=120), child.stderr.read()) for child in children]  # type: ignore[union-attr]
    # then
    assert results == [(0, "")] * len(writers)
    check_nothing_lost(root, writers)
