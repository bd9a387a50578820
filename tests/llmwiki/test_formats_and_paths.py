from __future__ import annotations

import os
import uuid
from pathlib import Path

import pytest

from llmwiki.wiki import (
    WikiError,
    WikiRoot,
    formats,
    memory_read,
    memory_write,
    pen_root_name,
    root_for,
    source_read,
    wiki_ingest_source,
)
from tests.llmwiki.conftest import raw_snapshot

BAD_PAGE_NAMES = [
    "",
    "../escape",
    "a/../../escape",
    "/etc/passwd",
    "a\\b",
    "..\\windows",
    "C:\\temp\\x",
    "a\x00b",
    "a/./b",
    ".hidden",
    "a//b",
    "a/",
    "Upper",
    "a.md",
    "index",
    "log",
    "a/b/c/d/e",
    "x" * 65,
]


@pytest.mark.parametrize("name", BAD_PAGE_NAMES)
def test_traversal_and_malformed_page_names_are_refused(root: WikiRoot, name: str) -> None:
    # given
    memory_write(root=root, name="kept", text="# Kept\n")
    before = sorted(p.name for p in root.wiki.rglob("*"))
    # when / then
    with pytest.raises(WikiError) as write_error:
        memory_write(root=root, name=name, text="# Evil\n")
    with pytest.raises(WikiError) as read_error:
        memory_read(root=root, name=name)
    assert write_error.value.code == "invalid_page_name"
    assert read_error.value.code == "invalid_page_name"
    assert sorted(p.name for p in root.wiki.rglob("*")) == before
    assert not (root.path.parent / "escape.md").exists()


@pytest.mark.parametrize(
    "source_id",
    [
        "../src_0123456789abcdef01234567",
        "src_0123456789abcdef0123456",
        "/etc/passwd",
        "src_0123456789ABCDEF01234567",
        "src_0123456789abcdef01234567/../x",
        "src_..\\x",
        "\x00",
    ],
)
def test_traversal_in_source_ids_is_refused(root: WikiRoot, source_id: str) -> None:
    with pytest.raises(WikiError) as error:
        source_read(root=root, source_id=source_id)
    assert error.value.code == "invalid_source_id"


def test_symlinks_out_of_the_root_are_refused(root: WikiRoot, tmp_path: Path) -> None:
    # given: a folder and a page file in wiki/ and a raw file, each a symlink to outside
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.md").write_text('---\ntitle: "Secret"\n---\nsecret\n')
    wiki_ingest_source(root=root, data="kept\n", maintain=False)
    os.symlink(outside, root.wiki / "out")
    os.symlink(outside / "secret.md", root.wiki / "secret.md")
    fake_id = "src_" + "ab" * 12
    os.symlink(outside / "secret.md", root.raw / f"{fake_id}.txt")
    os.symlink(outside / "secret.md", root.raw / f"{fake_id}.json")
    snapshot = sorted(os.listdir(outside))
    # when / then
    for attempt in (
        lambda: memory_write(root=root, name="out/page", text="# Evil\n"),
        lambda: memory_read(root=root, name="secret"),
        lambda: memory_read(root=root, name="out/secret"),
        lambda: source_read(root=root, source_id=fake_id),
    ):
        with pytest.raises(WikiError) as error:
            attempt()
        assert error.value.code == "path_escapes_root"
    assert sorted(os.listdir(outside)) == snapshot == ["secret.md"]


def test_pen_roots_are_resolved_from_a_strictly_validated_reference(goat_home: Path) -> None:
    pen_uuid = uuid.UUID("12345678-1234-5678-9abc-def012345678")
    ref = f"acme-pilot_{pen_uuid}"
    assert root_for(ref).path == goat_home / "projects" / ref / "memory" / "llm-wiki"
    assert root_for(None).path == goat_home / "memory" / "llm-wiki"

    class Pen:
        short_name = "acme-pilot"
        uuid = pen_uuid

    assert root_for(Pen()).path == root_for(ref).path
    for bad in [
        "acme",
        f"Acme_{pen_uuid}",
        f"acme_{str(pen_uuid).upper()}",
        f"../x_{pen_uuid}",
        f"acme_{pen_uuid}/../../x",
        f"-acme_{pen_uuid}",
        f"acme_{pen_uuid.hex}",
        f"acme__{pen_uuid}",
        f"acme_{pen_uuid}\x00",
    ]:
        with pytest.raises(WikiError) as error:
            pen_root_name(bad)
        assert error.value.code == "invalid_pen"


def test_source_ids_are_content_addressed_and_ingest_is_idempotent(root: WikiRoot) -> None:
    # when
    first = wiki_ingest_source(root=root, data="Same bytes.\n", title="First")
    snapshot = raw_snapshot(root)
    again = wiki_ingest_source(root=root, data=b"Same bytes.\n", title="Another title")
    # then
    assert first["id"] == again["id"] == formats.source_id_for(b"Same bytes.\n")
    assert formats.SOURCE_ID_RE.fullmatch(first["id"])
    assert (first["new"], again["new"]) == (True, False)
    assert first["pages"] == [f"sources/{first['id']}"] and again["pages"] == []
    assert raw_snapshot(root) == snapshot
    assert sorted(snapshot) == [f"{first['id']}.json", f"{first['id']}.txt"]
    for _, mode, _, _ in snapshot.values():
        assert mode & 0o777 == 0o444
    source = source_read(root=root, source_id=first["id"])
    assert source["text"] == "Same bytes.\n"
    assert source["record"]["sha256"] == formats.sha256_hex(b"Same bytes.\n")
    assert source["record"]["title"] == "First"
    records = [line for line in root.log.read_text().splitlines() if " ingest " in line]
    assert len(records) == 2 and '"new": false' in records[1]


def test_too_large_empty_or_binary_sources_are_refused_and_nothing_is_written(
    goat_home: Path,
) -> None:
    root = WikiRoot(goat_home / "small", max_source_bytes=16)
    for data, code in [
        (b"x" * 17, "source_too_large"),
        (b"", "source_empty"),
        (b"\xff\xfe\x00", "source_not_text"),
    ]:
        with pytest.raises(WikiError) as error:
            wiki_ingest_source(root=root, data=data)
        assert error.value.code == code
    assert "limit is 16 bytes" in str(
        pytest.raises(WikiError, wiki_ingest_source, root=root, data=b"y" * 17).value
    )
    assert wiki_ingest_source(root=root, data=b"x" * 16)["new"] is True
    assert len(os.listdir(root.raw)) == 2


def test_log_grammar_parses_records_and_flags_anything_else() -> None:
    line = formats.log_record("2026-12-03T06:13:27.123456Z", "query", {"text": "a\nb"})
    assert line.count("\n") == 1
    assert formats.parse_log_line(line[:-1]) == (
        "2026-12-03T06:13:27.123456Z",
        "query",
        {"text": "a\nb"},
    )
    text = formats.LOG_HEADER + line + "2026-12-03 query {}\n" + "x\n"
    assert [number for number, _ in formats.log_problems(text)] == [4, 5]
    assert formats.log_problems(formats.LOG_HEADER + line) == []
    assert formats.log_problems(formats.LOG_HEADER + line[:-1])[0][0] == 3
