"""The command line's contract (docs/cli.md): one line on stderr and exit 2 for a user error,
never a traceback, and stdout that is UTF-8 (and one JSON document with --json)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from brain.toolkit.root import init_root
from tests.toolkit.helpers import REPO_ROOT, doc_text, write

ENV = {**os.environ, "PYTHONPATH": str(REPO_ROOT), "LC_ALL": "C", "LANG": "C"}


def goat(root: Path, *args: bytes | str, stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    command: list[bytes | str] = [sys.executable, "-m", "brain.toolkit.cli", *args]
    return subprocess.run(
        [*command, "--root", str(root)],
        input=stdin,
        capture_output=True,
        env=ENV,
        timeout=60,
        check=False,
    )


def one_clean_line(result: subprocess.CompletedProcess[bytes]) -> str:
    err = result.stderr.decode("utf-8")
    assert "Traceback" not in err
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, err
    return lines[0]


def brain(tmp_path: Path) -> Path:
    init_root(tmp_path)
    write(tmp_path, "people/sarah.md", doc_text("sarah", type="person", title="Sarah Çelik"))
    return tmp_path


def test_an_undecodable_argument_is_a_usage_error(tmp_path: Path) -> None:
    root = brain(tmp_path)
    for args in ([b"get", b"sar\xffah"], [b"create", b"--type", b"note", b"--title", b"\xe9t\xe9"]):
        result = goat(root, *args, "--json")
        assert result.returncode == 2
        assert "not valid UTF-8" in one_clean_line(result)
        assert json.loads(result.stdout)["error"]["code"] == "usage"
    assert sorted(p.name for p in (root / "inbox").iterdir()) == []


def test_undecodable_stdin_is_a_usage_error(tmp_path: Path) -> None:
    root = brain(tmp_path)
    before = (root / "people" / "sarah.md").read_bytes()
    result = goat(root, "rewrite", "sarah", "--body-file", "-", stdin=b"caf\xe9 \xff\n")
    assert result.returncode == 2
    assert "stdin is not valid UTF-8" in one_clean_line(result)
    assert (root / "people" / "sarah.md").read_bytes() == before


def test_a_body_file_that_is_too_large_or_missing_is_a_usage_error(tmp_path: Path) -> None:
    root = brain(tmp_path)
    huge = tmp_path / "huge.txt"
    with open(huge, "wb") as handle:
        handle.truncate(1 << 30)  # a sparse 1 GiB file: refused before a byte is read
    for path in (huge, tmp_path / "missing.txt"):
        result = goat(root, "rewrite", "sarah", "--body-file", str(path))
        assert result.returncode == 2
        assert f"cannot read {path}" in one_clean_line(result)


def test_a_closed_stdout_ends_quietly(tmp_path: Path) -> None:
    root = brain(tmp_path)
    for n in range(300):
        write(root, f"inbox/note-{n:03d}.md", doc_text(f"note-{n:03d}"))
    command = f"{sys.executable} -m brain.toolkit.cli list --root {root} | head -1"
    result = subprocess.run(
        ["bash", "-o", "pipefail", "-c", command],
        capture_output=True,
        env=ENV,
        timeout=60,
        check=False,
    )
    assert result.stdout.decode().startswith("inbox/note-000.md")
    assert result.stderr == b""
    assert result.returncode in (0, 141)


def test_output_is_utf8_whatever_the_locale(tmp_path: Path) -> None:
    root = brain(tmp_path)
    result = goat(root, "get", "sarah", "--json")
    assert result.returncode == 0, result.stderr
    assert "Sarah Çelik" in result.stdout.decode("utf-8")
    text = goat(root, "list")
    assert "Sarah Çelik" in text.stdout.decode("utf-8")


def test_an_ambiguous_name_is_said_to_be_a_title_an_alias_or_either(tmp_path: Path) -> None:
    root = brain(tmp_path)
    write(root, "people/john-a.md", doc_text("john-a", type="person", title="John Baker"))
    write(root, "people/john-b.md", doc_text("john-b", type="person", title=" JOHN BAKER "))
    write(root, "people/wang-a.md", doc_text("wang-a", type="person", title="王芳"))
    write(root, "people/wang-b.md", doc_text("wang-b", type="person", title="王芳"))
    write(root, "people/jb-1.md", doc_text("jb-1", type="person", extra="aliases: [JB]"))
    write(root, "people/jb-2.md", doc_text("jb-2", type="person", extra="aliases: [jb]"))
    write(root, "people/ann-a.md", doc_text("ann-a", type="person", title="Ann Lee"))
    write(root, "people/ann-b.md", doc_text("ann-b", type="person", extra="aliases: [ANN LEE]"))
    said = {}
    for name in ("John Baker", "王芳", "JB", "ann lee"):
        result = goat(root, "get", name)
        assert result.returncode == 2
        said[name] = one_clean_line(result)
    assert said == {
        "John Baker": "goat-brain: 'John Baker' is the title of several documents "
        "(john-a, john-b); use an id",
        "王芳": "goat-brain: '王芳' is the title of several documents (wang-a, wang-b); use an id",
        "JB": "goat-brain: 'JB' is an alias of several documents (jb-1, jb-2); use an id",
        "ann lee": "goat-brain: 'ann lee' is the title or an alias of several documents "
        "(ann-a, ann-b); use an id",
    }


# Terminal controls a file edited by hand may hold: a screen clear, a window title (OSC ... BEL),
# a colour, a C1 CSI, a carriage return that would overwrite the line.
HOSTILE_BODY = (
    "Gecko notes \x1b[2J\x1b]0;pwned\x07 then \x1b[31mlate\x1b[0m, \x9b31mred\r"
    "overwritten.\r\nNext\tline.\n"
)
SHOWN_BODY = (
    "Gecko notes \\x1b[2J\\x1b]0;pwned\\x07 then \\x1b[31mlate\\x1b[0m, \\x9b31mred\\x0d"
    "overwritten.\nNext\tline."
)


def test_text_output_shows_terminal_controls_as_escapes(tmp_path: Path) -> None:
    root = brain(tmp_path)
    write(root, "notes/gecko.md", doc_text("gecko", title="Gecko", body=HOSTILE_BODY))

    got = goat(root, "get", "gecko")
    queried = goat(root, "query", "gecko")
    validated = goat(root, "validate")
    as_json = goat(root, "get", "gecko", "--json")
    missing = goat(root, "get", "gecko\x1b[2J", "--json")

    for result in (got, queried, validated, as_json, missing):
        raw = result.stdout + result.stderr
        assert not [byte for byte in raw if byte < 0x20 and byte not in b"\t\n"], raw
        assert "\u009b" not in raw.decode("utf-8")
    assert got.returncode == 0 and SHOWN_BODY in got.stdout.decode()
    assert "\\x1b[31mlate\\x1b[0m" in queried.stdout.decode()
    assert "the control character U+001B (its line 1)" in validated.stdout.decode()
    # JSON keeps the text exactly, every control escaped as JSON escapes it
    body = json.loads(as_json.stdout)["document"]["body"]
    assert body.startswith("Gecko notes \x1b[2J\x1b]0;pwned\x07") and "\x9b31mred\r" in body
    assert json.loads(missing.stdout)["error"]["code"] == "not_found"
