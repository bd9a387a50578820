"""`goat-brain adopt VAULT DEST` (docs/adopt.md): a folder of ordinary notes made a brain."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from brain.toolkit import cli
from brain.toolkit.adopt import file_ref
from brain.toolkit.document import parse_document
from brain.toolkit.schemas import MAX_DOCUMENT_BYTES, is_slug

from .helpers import REPO_ROOT, write


def adopt(
    capsys: pytest.CaptureFixture[str], vault: Path, dest: Path, *flags: str
) -> tuple[int, Any, str]:
    capsys.readouterr()
    code = cli.main(["adopt", str(vault), str(dest), "--json", *flags])
    captured = capsys.readouterr()
    return code, json.loads(captured.out), captured.err


def brain_cli(capsys: pytest.CaptureFixture[str], root: Path, *args: str) -> tuple[int, Any]:
    capsys.readouterr()
    code = cli.main([*args, "--root", str(root), "--json"])
    return code, json.loads(capsys.readouterr().out)


def tree_state(root: Path) -> dict[str, tuple[str, int]]:
    """Every file and folder under root (dot-folders too): content hash and mtime."""
    out: dict[str, tuple[str, int]] = {}
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root).as_posix()
        info = path.lstat()
        if path.is_symlink() or not (path.is_file() or path.is_dir()):
            out[rel] = ("special", info.st_mtime_ns)
        elif path.is_file():
            out[rel] = (hashlib.sha256(path.read_bytes()).hexdigest(), info.st_mtime_ns)
        else:
            out[rel] = ("folder", info.st_mtime_ns)
    return out


def doc(dest: Path, relpath: str) -> Any:
    return parse_document((dest / relpath).read_bytes(), folder=relpath.rpartition("/")[0])


def assert_clean(capsys: pytest.CaptureFixture[str], dest: Path) -> None:
    code, result = brain_cli(capsys, dest, "validate")
    assert (code, result["invalid"]) == (0, [])
    code, report = brain_cli(capsys, dest, "doctor")
    assert code == 0
    assert [i for i in report["issues"] if i["severity"] == "error"] == []


LINKS_NOTE = """\
# Links

- [[Sarah Chen]] and [[sarah chen|Sarah]] and [[People/Sarah Chen]]
- [[Apollo#Goals]] and [[Apollo#^blk1]] and ![[Acme]]
- [[SC]] (an alias) and [x](People/Sarah%20Chen.md) and [y](Projects/Apollo.md#Goals)
- ![[diagram.png]] and ![](img/diagram.png) and [[Missing note]]
- [[#Local]] and [web](https://example.com/a.md)

`[[Sarah Chen]]` stays code

```
[[Apollo]] in a fence
```

## Local
"""


def make_vault(root: Path) -> Path:
    vault = root / "vault"
    write(
        vault,
        "People/Sarah Chen.md",
        "---\naliases: [SC, S. Chen]\ntags: [team, eng]\ncreated: 2024-01-02\nrole: VP\n---\n"
        "Sarah runs engineering.\n",
    )
    write(vault, "Projects/Apollo.md", "# Apollo project\n\n## Goals\n\nShip it. ^blk1\n")
    write(vault, "Companies/Acme.md", "---\ntitle: Acme Corporation\n---\nA customer.\n")
    write(vault, "Meetings/2024/Kickoff.md", "---\ntype: concept\n---\nAbout [[Apollo]].\n")
    write(
        vault,
        "Links.md",
        LINKS_NOTE + "\n| who | link |\n|---|---|\n| Sarah | [[Sarah Chen\\|SC]] |\n",
    )
    write(vault, "img/diagram.png", b"\x89PNG\r\n\x1a\nfake")
    write(vault, ".obsidian/app.json", "{}")
    write(vault, ".trash/Old.md", "old")
    return vault


def test_adopt_maps_notes_links_and_attachments(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    vault = make_vault(tmp_path)
    dest = tmp_path / "brain"
    code, report, err = adopt(capsys, vault, dest)
    assert code == 0, err
    assert report["notes"]["adopted"] == 5
    sarah = doc(dest, "people/sarah-chen.md")
    assert (sarah.type, sarah.title, sarah.status) == ("person", "Sarah Chen", "draft")
    assert sarah.aliases == ["SC", "S. Chen"]
    assert sarah.sources == ["file:People/Sarah%20Chen.md"]
    assert sarah.meta["tags"] == ["team", "eng"] and sarah.meta["role"] == "VP"
    assert sarah.meta["created"].isoformat() == "2024-01-02T00:00:00+00:00"
    apollo = doc(dest, "projects/apollo.md")
    assert (apollo.type, apollo.title) == ("project", "Apollo project")
    acme = doc(dest, "companies/acme.md")
    assert (acme.type, acme.title) == ("company", "Acme Corporation")
    kickoff = doc(dest, "meetings/2024/kickoff.md")
    assert kickoff.type == "concept"  # a valid frontmatter type wins over the folder
    links = doc(dest, "links.md")
    assert links.type == "note"
    body = links.body
    assert (
        "- [[page:sarah-chen|Sarah Chen]] and [[page:sarah-chen|Sarah]] and "
        "[[page:sarah-chen|People/Sarah Chen]]" in body
    )
    assert (
        "- [[page:apollo#Goals|Apollo > Goals]] and [[page:apollo|Apollo]] and "
        "[[page:acme|Acme]]" in body
    )
    assert (
        "- [[page:sarah-chen|SC]] (an alias) and [[page:sarah-chen|x]] and "
        "[[page:apollo#Goals|y]]" in body
    )
    assert (
        "- ![diagram.png](files/img/diagram.png) and ![](files/img/diagram.png) and Missing note"
        in body
    )
    assert "- [[page:links#Local|Local]] and [web](https://example.com/a.md)" in body
    assert "`[[Sarah Chen]]` stays code" in body
    assert "| Sarah | [[page:sarah-chen\\|SC]] |" in body
    assert "[[Apollo]] in a fence" in body
    assert (dest / "files/img/diagram.png").read_bytes() == b"\x89PNG\r\n\x1a\nfake"
    assert report["links"]["unresolved"] == [{"note": "Links.md", "link": "[[Missing note]]"}]
    assert report["attachments"]["copied"] == 1
    skipped = {item["path"] for item in report["skipped"]}
    assert {".obsidian/", ".trash/"} <= skipped
    assert not (dest / ".obsidian").exists()
    assert_clean(capsys, dest)


NAMES = {
    "Люди/Иван Петров.md": "ivan-petrov",
    "王小明.md": "wang-xiao-ming",
    "Zoë Ünal.md": "zoe-unal",
    "عربي/محمد.md": "mhmd",
    "a/Note.md": "note",
    "b/note.md": "note-2",
    "???.md": None,
    "🎉.md": None,
}


def test_ids_in_every_script_are_slugs_unique_and_deterministic(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    vault = tmp_path / "vault"
    for path in NAMES:
        write(vault, path, f"Note {path}\n")
    ids: list[dict[str, str]] = []
    for name in ("one", "two"):
        code, report, err = adopt(capsys, vault, tmp_path / name)
        assert code == 0, err
        ids.append({c["note"]: c["id"] for c in report["changes"]})
    assert ids[0] == ids[1]
    assert len(set(ids[0].values())) == len(NAMES)
    for path, expected in NAMES.items():
        assert is_slug(ids[0][path])
        if expected:
            assert ids[0][path] == expected
    assert ids[0]["Люди/Иван Петров.md"] == "ivan-petrov"
    assert doc(tmp_path / "one", "lyudi/ivan-petrov.md").title == "Иван Петров"
    assert_clean(capsys, tmp_path / "one")


def test_frontmatter_titles_and_folders(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    vault = tmp_path / "vault"
    write(vault, "Bad yaml.md", "---\nfoo: [unclosed\n---\nStill here.\n")
    write(vault, "Ours.md", "---\nid: custom\nstatus: done\ndate: 2023-05-06T07:08:09\n---\nx\n")
    write(vault, "Headed.md", "```\n# not this\n```\n# The real title\n")
    write(vault, "Legacy.md", "---\ntype: media\ntitle: '  Spaced  '\n---\nx\n")
    write(vault, "a/b/c/d/e/f/g/h/Deep.md", "deep\n")
    write(vault, "Evidence/Clip.md", "clip\n")
    write(vault, "files/Inside.md", "inside\n")
    write(vault, "Timeline.md", "## Timeline\n\n- my own list\n")
    write(vault, "Brackets.md", "odd [[a [b] c]] here and [[page:Nope]]\n")
    write(vault, "Nul.md", "a\x00b\n")
    dest = tmp_path / "brain"
    code, report, err = adopt(capsys, vault, dest)
    assert code == 0, err
    by_note = {c["note"]: c for c in report["changes"]}
    bad = doc(dest, by_note["Bad yaml.md"]["path"])
    assert bad.body.startswith("---\nfoo: [unclosed\n---\nStill here.")
    remarks = {(r["note"], r["message"].split(" (")[0]) for r in report["remarks"]}
    assert ("Bad yaml.md", "the frontmatter is not valid YAML") in remarks
    ours = doc(dest, by_note["Ours.md"]["path"])
    assert ours.brain_id == "ours" and ours.status == "draft"
    assert ours.meta["vault_id"] == "custom" and ours.meta["vault_status"] == "done"
    assert ours.meta["created"].isoformat() == "2023-05-06T07:08:09+00:00"
    assert doc(dest, by_note["Headed.md"]["path"]).title == "The real title"
    legacy = doc(dest, by_note["Legacy.md"]["path"])
    assert (legacy.type, legacy.title) == ("source", "Spaced")
    assert not {"vault_type", "vault_title"} & set(legacy.meta)
    assert by_note["a/b/c/d/e/f/g/h/Deep.md"]["path"] == "a/b/c/d/e/f-g-h/deep.md"
    assert by_note["Evidence/Clip.md"]["path"] == "evidence-notes/clip.md"
    assert by_note["files/Inside.md"]["path"] == "files-notes/inside.md"
    folders = {f["from"]: f["to"] for f in report["folders"]}
    assert folders == {
        "a/b/c/d/e/f/g/h": "a/b/c/d/e/f-g-h",
        "Evidence": "evidence-notes",
        "files": "files-notes",
    }
    assert "## Timeline (notes)" in doc(dest, by_note["Timeline.md"]["path"]).body
    brackets = doc(dest, by_note["Brackets.md"]["path"]).body
    assert brackets == "odd [\\[a [b] c]] here and page:Nope"
    assert (
        "cannot be made a valid document"
        in {s["path"]: s["reason"] for s in report["skipped"]}["Nul.md"]
    )
    assert_clean(capsys, dest)


def test_reruns_change_only_what_changed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    vault = make_vault(tmp_path)
    dest = tmp_path / "brain"
    code, first, _ = adopt(capsys, vault, dest)
    assert code == 0
    before = tree_state(dest)

    # an unchanged vault: nothing written, not even a file time; the same report
    code, report, _ = adopt(capsys, vault, dest)
    assert code == 0
    assert report["notes"]["unchanged"] == 5 and report["changes"] == []
    assert (report["links"], report["remarks"]) == (first["links"], first["remarks"])
    assert report["attachments"]["referenced"] == first["attachments"]["referenced"]
    assert tree_state(dest) == before

    # the state file lost: the mapping is in the documents' file: refs, nothing moves
    state_file = dest / ".goat-brain/adopt.json"
    saved = state_file.read_bytes()
    state_file.unlink()
    write(
        dest,
        ".goat-brain/adopt.json",
        json.dumps({"format": "goat-brain-adopt", "vault": str(vault.resolve())}),
    )
    code, report, _ = adopt(capsys, vault, dest)
    assert report["notes"]["unchanged"] == 5 and report["changes"] == []
    assert {k: v for k, v in tree_state(dest).items() if ".goat-brain" not in k} == {
        k: v for k, v in before.items() if ".goat-brain" not in k
    }
    assert state_file.read_bytes() == saved

    # a changed note, a new note (that resolves a link), an edit in the brain only
    write(vault, "Projects/Apollo.md", "# Apollo project\n\n## Goals\n\nShip it soon.\n")
    write(vault, "Missing note.md", "Now it exists.\n")
    edited = dest / "companies/acme.md"
    edited.write_text(edited.read_text() + "\nEdited in the brain.\n")
    code, report, _ = adopt(capsys, vault, dest)
    actions = {c["note"]: c["action"] for c in report["changes"]}
    assert actions == {
        "Projects/Apollo.md": "updated",
        "Missing note.md": "adopted",
        "Links.md": "updated",
        "Companies/Acme.md": "kept",
    }
    assert "Ship it soon." in doc(dest, "projects/apollo.md").body
    assert "[[page:missing-note|Missing note]]" in doc(dest, "links.md").body
    assert "Edited in the brain." in edited.read_text()
    ids = {p: doc(dest, p).brain_id for p in ("people/sarah-chen.md", "projects/apollo.md")}
    assert ids == {"people/sarah-chen.md": "sarah-chen", "projects/apollo.md": "apollo"}

    # changed in both places: a conflict, the brain's version kept
    write(vault, "Companies/Acme.md", "---\ntitle: Acme Corporation\n---\nA big customer.\n")
    kept = edited.read_bytes()
    code, report, _ = adopt(capsys, vault, dest)
    conflict = {"note": "Companies/Acme.md", "id": "acme", "path": "companies/acme.md"}
    assert [c for c in report["changes"] if c["action"] == "conflicts"] == [
        {**conflict, "action": "conflicts"}
    ]
    assert edited.read_bytes() == kept

    # a note renamed and moved in the vault: its document goes on, with its id and folder
    (vault / "Archive").mkdir()
    (vault / "Projects/Apollo.md").rename(vault / "Archive/Apollo 2024.md")
    code, report, _ = adopt(capsys, vault, dest)
    assert [c for c in report["changes"] if c["note"] == "Archive/Apollo 2024.md"] == [
        {
            "note": "Archive/Apollo 2024.md",
            "id": "apollo",
            "path": "projects/apollo.md",
            "action": "moved",
        }
    ]
    assert doc(dest, "projects/apollo.md").sources == ["file:Archive/Apollo%202024.md"]
    assert report["notes"]["deleted"] == 0
    assert "[[page:apollo#Goals|Apollo > Goals]]" not in doc(dest, "links.md").body  # unresolved

    # a note deleted from the vault: reported, removed only with --prune
    (vault / "Meetings/2024/Kickoff.md").unlink()
    code, report, _ = adopt(capsys, vault, dest)
    assert {"note": "Meetings/2024/Kickoff.md", "id": "kickoff"} in [
        {"note": c["note"], "id": c["id"]} for c in report["changes"] if c["action"] == "deleted"
    ]
    assert (dest / "meetings/2024/kickoff.md").exists()
    code, report, _ = adopt(capsys, vault, dest, "--prune")
    assert report["notes"]["pruned"] == 1
    assert not (dest / "meetings/2024/kickoff.md").exists()
    assert_clean(capsys, dest)

    # an attachment deleted from the vault: kept, then pruned; its references become text
    (vault / "img/diagram.png").unlink()
    code, report, _ = adopt(capsys, vault, dest)
    assert report["attachments"]["deleted"] == 1 and (dest / "files/img/diagram.png").exists()
    code, report, _ = adopt(capsys, vault, dest, "--prune")
    assert report["attachments"]["pruned"] == 1
    assert not (dest / "files/img/diagram.png").exists()
    assert "files/img/diagram.png" not in doc(dest, "links.md").body
    assert_clean(capsys, dest)


def test_dry_run_writes_nothing_and_the_vault_never_changes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    vault = make_vault(tmp_path)
    vault_before = tree_state(vault)
    dest = tmp_path / "brain"
    code, report, _ = adopt(capsys, vault, dest, "--dry-run")
    assert code == 0 and report["dry_run"] and report["notes"]["adopted"] == 5
    assert not dest.exists()
    assert adopt(capsys, vault, dest)[0] == 0
    write(vault, "Projects/Apollo.md", "changed\n")
    vault_changed = tree_state(vault)
    brain_before = tree_state(dest)
    code, report, _ = adopt(capsys, vault, dest, "--dry-run", "--prune")
    assert report["notes"]["updated"] == 1
    assert tree_state(dest) == brain_before
    assert tree_state(vault) == vault_changed
    assert {k: v for k, v in vault_before.items() if k != "Projects/Apollo.md"} == {
        k: v for k, v in vault_changed.items() if k != "Projects/Apollo.md"
    }


def test_bad_input_each_one_line_naming_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    vault = tmp_path / "vault"
    write(vault, "Good.md", "fine\n")
    write(vault, "Latin1.md", "caf\xe9".encode("latin-1"))
    write(vault, "Huge.md", b"x" * (MAX_DOCUMENT_BYTES + 1))
    write(vault, "Paper.pdf", b"%PDF-1.4")
    write(vault, "Letter.docx", b"PK")
    os.symlink(vault / "Good.md", vault / "Link.md")
    os.symlink("/etc", vault / "etc")
    os.mkfifo(vault / "Pipe.md")
    dest = tmp_path / "brain"
    code, report, err = adopt(capsys, vault, dest)
    assert code == 0, err
    assert report["notes"]["adopted"] == 1
    reasons = {item["path"]: item["reason"] for item in report["skipped"]}
    assert reasons["Latin1.md"] == "not UTF-8 text"
    assert "larger than" in reasons["Huge.md"]
    # a PDF and a docx that are not what they say: refused, each with why (a real one becomes
    # evidence: test_pdf_and_word_files_become_evidence_once)
    assert "Paper.pdf" in reasons and "Letter.docx" in reasons
    assert report["documents"] == {"found": 2, "added": 0, "unchanged": 0, "refused": 2}
    assert "symbolic link" in reasons["Link.md"] and "symbolic link" in reasons["etc"]
    assert "not a regular file" in reasons["Pipe.md"]
    assert_clean(capsys, dest)


@pytest.mark.parametrize("case", ["missing", "file", "dest_in_vault", "vault_in_dest", "taken"])
def test_refused_places(case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    vault = tmp_path / "vault"
    write(vault, "A.md", "a\n")
    dest = tmp_path / "brain"
    if case == "missing":
        vault = tmp_path / "nowhere"
    elif case == "file":
        vault = vault / "A.md"
    elif case == "dest_in_vault":
        dest = vault / "brain"
    elif case == "vault_in_dest":
        dest = tmp_path
    else:
        write(dest, "mine.txt", "something of the user's")
    before = tree_state(tmp_path)
    code, report, err = adopt(capsys, vault, dest)
    assert code == 2
    assert "error" in report and len(err.strip().splitlines()) == 1
    assert tree_state(tmp_path) == before


def test_another_vaults_brain_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write(tmp_path / "one", "A.md", "a\n")
    write(tmp_path / "two", "B.md", "b\n")
    assert adopt(capsys, tmp_path / "one", tmp_path / "brain")[0] == 0
    code, report, _ = adopt(capsys, tmp_path / "two", tmp_path / "brain")
    assert code == 2 and "another vault" in report["error"]["message"]


def test_file_refs_keep_spaces_out_and_stay_short() -> None:
    assert file_ref("People/Sarah Chen.md") == "file:People/Sarah%20Chen.md"
    long = file_ref("a" * 300 + ".md")
    assert len(long) <= 256 and long != file_ref("a" * 301 + ".md")


def test_the_real_command_line(tmp_path: Path) -> None:
    vault = make_vault(tmp_path)
    dest = tmp_path / "brain"
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT)}

    def goat(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "brain.toolkit.cli", *args],
            capture_output=True,
            text=True,
            env=env,
            cwd=tmp_path,
            check=False,
        )

    done = goat("adopt", str(vault), str(dest))
    assert done.returncode == 0, done.stderr
    assert "5 new" in done.stdout and "unresolved in Links.md: [[Missing note]]" in done.stdout
    again = goat("adopt", str(vault), str(dest), "--json")
    assert json.loads(again.stdout)["notes"]["unchanged"] == 5
    assert goat("validate", "--root", str(dest)).returncode == 0
    doctor = goat("doctor", "--root", str(dest), "--json")
    assert doctor.returncode == 0
    assert "error" not in {i["severity"] for i in json.loads(doctor.stdout)["issues"]}


def test_dotted_names_and_embed_sizes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    vault = tmp_path / "vault"
    write(vault, "v1.2 plan.md", "the plan\n")
    write(vault, "pics/chart.png", b"png")
    write(
        vault,
        "Index.md",
        "[[v1.2 plan]] [x](v1.2%20plan.md) ![[chart.png|300x200]] ![[chart.png|A chart]] "
        "[[chart.png]] [[gone.png]] ![](pics/gone.png)\n",
    )
    dest = tmp_path / "brain"
    code, report, err = adopt(capsys, vault, dest)
    assert code == 0, err
    body = doc(dest, "index.md").body
    assert body == (
        "[[page:v1-2-plan|v1.2 plan]] [[page:v1-2-plan|x]] ![chart.png](files/pics/chart.png) "
        "![A chart](files/pics/chart.png) [chart.png](files/pics/chart.png) gone.png "
        "pics/gone.png"
    )
    assert report["links"]["unresolved"] == [
        {"note": "Index.md", "link": "[[gone.png]]"},
        {"note": "Index.md", "link": "![](pics/gone.png)"},
    ]
    assert_clean(capsys, dest)


def test_progress_goes_to_stderr_only_on_a_terminal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    vault = tmp_path / "vault"
    for n in range(3):
        write(vault, f"N{n}.md", f"note {n}\n")
    code, _, err = adopt(capsys, vault, tmp_path / "quiet")
    assert (code, err) == (0, "")
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    code, _, err = adopt(capsys, vault, tmp_path / "shown")
    assert code == 0
    assert "goat-brain: adopt: reading notes 3/3" in err
    assert "goat-brain: adopt: writing documents 3/3" in err


def test_an_unreadable_vault_and_an_attachment_over_the_cap(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from brain.toolkit import adopt as module

    vault = tmp_path / "vault"
    write(vault, "A.md", "![[big.bin]] ![[small.bin]]\n")
    write(vault, "big.bin", b"x" * 2048)
    write(vault, "small.bin", b"x" * 10)
    monkeypatch.setattr(module, "MAX_ATTACHMENT_BYTES", 1024)
    code, report, _ = adopt(capsys, vault, tmp_path / "brain")
    assert code == 0
    assert [s["path"] for s in report["skipped"]] == ["big.bin"]
    assert "larger than" in report["skipped"][0]["reason"]
    assert report["links"]["unresolved"] == [{"note": "A.md", "link": "![[big.bin]]"}]
    assert (tmp_path / "brain/files/small.bin").exists()
    assert not (tmp_path / "brain/files/big.bin").exists()

    monkeypatch.setattr(os, "access", lambda *args: False)
    code, report, err = adopt(capsys, vault, tmp_path / "other")
    assert code == 2 and "cannot read the vault" in err and len(err.splitlines()) == 1


def test_a_logseq_graph(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    vault = tmp_path / "graph"
    write(vault, "logseq/config.edn", "{}")
    write(vault, "logseq/bak/pages/Old.md", "old")
    write(vault, "pages/Goat Brain.md", "- a page\n  - linked from [[2024_01_02]]\n")
    write(vault, "journals/2024_01_02.md", "- met about [[Goat Brain]] and [[Goat/Toolkit]]\n")
    write(vault, "pages/Goat___Toolkit.md", "- the CLI\n")
    code, report, err = adopt(capsys, vault, tmp_path / "brain")
    assert code == 0, err
    assert report["notes"]["adopted"] == 3
    assert {"path": "logseq/", "reason": "the app's own settings folder: skipped"} in report[
        "skipped"
    ]
    assert (
        "[[page:goat-brain|Goat Brain]]" in doc(tmp_path / "brain", "journals/2024-01-02.md").body
    )
    assert_clean(capsys, tmp_path / "brain")


def test_a_run_cut_short_is_finished_by_the_next(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from brain.toolkit import adopt as module

    vault = make_vault(tmp_path)
    dest = tmp_path / "brain"
    real_write = module._write
    written: list[str] = []

    def dying_write(root: Path, relpath: str, data: bytes) -> None:
        if len(written) == 3:
            raise OSError(5, "Input/output error", relpath)
        written.append(relpath)
        real_write(root, relpath, data)

    monkeypatch.setattr(module, "_write", dying_write)
    code, report, err = adopt(capsys, vault, dest)
    assert code == 2 and "Input/output error" in err
    monkeypatch.setattr(module, "_write", real_write)
    code, report, err = adopt(capsys, vault, dest)
    assert code == 0, err
    assert report["notes"]["adopted"] + report["notes"]["unchanged"] == 5
    assert report["notes"]["unchanged"] == 2  # the two documents written before it died
    assert_clean(capsys, dest)


def test_among_notes_of_one_name_the_nearest_wins(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    vault = tmp_path / "vault"
    write(vault, "x/y/Plan.md", "deep plan\n")
    write(vault, "b/Plan.md", "b plan\n")
    write(vault, "x/y/Notes.md", "[[Plan]] [[b/Plan]] [[PLAN.md]]\n")
    write(vault, "Root.md", "[[Plan]] [[y/plan]]\n")
    code, report, err = adopt(capsys, vault, tmp_path / "brain")
    assert code == 0, err
    ids = {c["note"]: c["id"] for c in report["changes"]}
    deep, shallow = ids["x/y/Plan.md"], ids["b/Plan.md"]
    assert {deep, shallow} == {"plan", "plan-2"}
    notes = doc(tmp_path / "brain", "x/y/notes.md").body
    assert notes == f"[[page:{deep}|Plan]] [[page:{shallow}|b/Plan]] [[page:{deep}|PLAN.md]]"
    root = doc(tmp_path / "brain", "root.md").body
    assert root == f"[[page:{shallow}|Plan]] [[page:{deep}|y/plan]]"


def test_links_resolve_against_the_folder_brains_own_documents(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # given a brain adopted from a vault, with a page made in the brain since
    vault, dest = tmp_path / "vault", tmp_path / "brain"
    write(vault, "Deal.md", "With [[Dana Ruiz]] and [[DR|Dana]].\n")
    code, report, err = adopt(capsys, vault, dest)
    assert code == 0, err
    assert len(report["links"]["unresolved"]) == 2
    dana = "---\nid: dana-ruiz\nkind: page\ntype: person\ntitle: Dana Ruiz\n"
    write(dest, "people/dana-ruiz.md", dana + "aliases: [DR]\nstatus: draft\n---\nDana.\n")
    # when the vault is adopted again
    code, report, err = adopt(capsys, vault, dest)
    # then its links name the brain's page, by title and by alias
    assert code == 0, err
    assert report["links"] == {"resolved": 2, "unresolved": []}
    assert report["notes"]["updated"] == 1
    assert doc(dest, "deal.md").body == (
        "With [[page:dana-ruiz|Dana Ruiz]] and [[page:dana-ruiz|Dana]]."
    )
    assert_clean(capsys, dest)


def test_pdf_and_word_files_become_evidence_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.files.samples import docx_bytes, pdf_bytes

    # given a vault with a PDF and a Word file among its notes
    vault = tmp_path / "vault"
    write(vault, "Home.md", "See the contract.\n")
    write(vault, "Legal/Contract.pdf", pdf_bytes("Master services agreement with Kestrel"))
    write(vault, "Minutes.docx", docx_bytes("The board approved the Zanzibar budget."))
    write(vault, "Scans/receipt.pdf", pdf_bytes())  # pages without a text layer
    before = tree_state(vault)
    dest = tmp_path / "brain"

    # when it is adopted, twice
    code, first, err = adopt(capsys, vault, dest)
    assert code == 0, err
    code, second, err = adopt(capsys, vault, dest)
    assert code == 0, err

    # then each became one evidence document with its original beside it, found by query;
    # the second run added nothing, and the vault is as it was
    assert first["documents"] == {"found": 3, "added": 3, "unchanged": 0, "refused": 0}
    assert second["documents"] == {"found": 3, "added": 0, "unchanged": 3, "refused": 0}
    originals = sorted(p.name for p in (dest / "evidence").iterdir() if p.suffix != ".md")
    assert sorted(name.rsplit(".", 1)[1] for name in originals) == ["docx", "pdf", "pdf"]
    # the PDF without text is kept, and the report says so, naming it by its path
    no_text = "the PDF has no text layer (scanned?); kept without text, no OCR"
    assert {"note": "Scans/receipt.pdf", "message": no_text} in first["remarks"]
    assert cli.main(["--root", str(dest), "--json", "query", "zanzibar"]) == 0
    hits = json.loads(capsys.readouterr().out)["hits"]
    assert hits and hits[0]["id"].startswith("ev-file-")
    assert tree_state(vault) == before
    assert_clean(capsys, dest)


def test_what_a_real_vault_showed_comma_aliases_sized_embeds_and_empty_keys(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # given notes written as the Obsidian Help vault writes them
    vault = tmp_path / "vault"
    write(vault, "Internal links.md", "---\naliases: Internal link, Link to blocks\n---\nHow.\n")
    write(vault, "Release.md", "See [[Internal link]].\n\n> ![[Mac-OS-DateTime.png|450]]\n")
    write(vault, "Manage.md", "---\ndescription:\npublish: true\n---\nBody.\n")
    dest = tmp_path / "brain"

    code, report, err = adopt(capsys, vault, dest)

    assert code == 0, err
    # a comma-separated aliases string is several aliases: the link resolves
    assert report["links"]["resolved"] == 1
    assert "aliases: [Internal link, Link to blocks]" in (dest / "internal-links.md").read_text()
    release = (dest / "release.md").read_text()
    assert "[[page:internal-links|Internal link]]" in release
    # an embed of a missing image keeps its name, not its size
    assert "> Mac-OS-DateTime.png" in release and "> 450" not in release
    # a key without a value is left out, and the report says so
    manage = (dest / "manage.md").read_text()
    assert "description" not in manage and "publish: true" in manage
    messages = [r["message"] for r in report["remarks"] if r["note"] == "Manage.md"]
    assert messages == ["frontmatter keys without a value left out: description"]
