"""`manage.py brain_import BRAIN VAULT --adopt` (docs/adopt.md): adopt into a database brain."""

from __future__ import annotations

import dataclasses
import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from brain.models import Brain, BrainDocument, BrainDocumentVersion, BrainFile
from brain.rows import document_from_row
from brain.services import Actor, document_write
from brain.toolkit import cli
from brain.toolkit.document import content_hash
from tests.commands.conftest import run, run_failing
from tests.store import factories
from tests.toolkit.helpers import write
from tests.toolkit.test_adopt import make_vault, tree_state


def adopt(vault: Path, *flags: str) -> dict[str, Any]:
    result: dict[str, Any] = run(
        "brain_import", "team", str(vault), "--adopt", "--json", *flags
    ).json()
    return result


def versions(brain: Brain) -> int:
    return BrainDocumentVersion.objects.filter(brain_ref=brain).count()


def contents(brain: Brain) -> dict[str, str]:
    rows = BrainDocument.objects.filter(brain_ref=brain).values_list(
        "folder", "brain_id", "content"
    )
    return {f"{folder}/{bid}.md".lstrip("/"): content for folder, bid, content in rows}


def edit_in_brain(brain: Brain, brain_id: str, text: str) -> None:
    row = BrainDocument.objects.get(brain_ref=brain, brain_id=brain_id)
    document = document_from_row(row)
    document = dataclasses.replace(document, body=document.body + text)
    document_write(
        brain=brain,
        document=document,
        expected_hash=row.content_hash,
        actor=Actor("user", None, "someone"),
    )


def test_adopt_into_a_brain_is_the_folder_adopt(
    brain: Brain, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # given a vault, and the same vault adopted into a folder by goat-brain adopt
    vault = make_vault(tmp_path)
    before = tree_state(vault)
    dest = tmp_path / "folder-brain"
    assert cli.main(["adopt", str(vault), str(dest), "--json"]) == 0
    folder_report = json.loads(capsys.readouterr().out)
    # when it is adopted into the database brain
    report = adopt(vault)
    # then the documents are the folder's, byte for byte, and the report says the same
    assert report["brain"] == "team" and report["dry_run"] is False
    for key in ("notes", "changes", "links", "folders", "remarks"):
        assert report[key] == folder_report[key], key
    files = {
        path.relative_to(dest).as_posix(): path.read_text(encoding="utf-8")
        for path in dest.rglob("*.md")
        if ".goat-brain" not in path.parts
    }
    assert contents(brain) == files
    # attachments: stored with the brain at files/<path in the vault>, the bytes as in the vault
    assert report["attachments"]["copied"] == 1
    stored = BrainFile.objects.get(brain_ref=brain, path="files/img/diagram.png")
    assert bytes(stored.data) == (vault / "img" / "diagram.png").read_bytes()
    # every write went through the write path as adopt; the vault was only read
    assert set(
        BrainDocumentVersion.objects.filter(brain_ref=brain).values_list("actor_label", flat=True)
    ) == {f"adopt {vault.resolve()}"}
    assert tree_state(vault) == before


def test_the_text_report_is_the_folder_commands(brain: Brain, tmp_path: Path) -> None:
    vault = make_vault(tmp_path)
    ran = run("brain_import", "team", str(vault), "--adopt")
    assert ran.stdout.startswith(f"adopted {vault} into brain team: 5 notes (5 new, 0 updated")
    assert "attachments: 1 copied" in ran.stdout


def test_reruns_write_only_what_changed_and_keep_brain_edits(brain: Brain, tmp_path: Path) -> None:
    vault = make_vault(tmp_path)
    adopt(vault)
    ids = dict(BrainDocument.objects.filter(brain_ref=brain).values_list("brain_id", "pk"))
    count = versions(brain)
    # an unchanged vault writes nothing
    report = adopt(vault)
    assert report["notes"]["unchanged"] == 5 and report["changes"] == []
    assert versions(brain) == count
    # a note changed in the vault: its document updated, one new version, ids never move
    write(vault, "Companies/Acme.md", "---\ntitle: Acme Corporation\n---\nA big customer.\n")
    write(vault, "New note.md", "Links to [[Acme]].\n")
    report = adopt(vault)
    assert report["notes"]["updated"] == 1 and report["notes"]["adopted"] == 1
    assert versions(brain) == count + 2
    acme = BrainDocument.objects.get(brain_ref=brain, brain_id="acme")
    assert "A big customer." in acme.body and acme.pk == ids["acme"]
    assert {bid: pk for bid, pk in ids.items()} == {
        bid: pk
        for bid, pk in BrainDocument.objects.filter(brain_ref=brain).values_list("brain_id", "pk")
        if bid in ids
    }
    count = versions(brain)
    # edited in the brain only: kept, nothing written
    edit_in_brain(brain, "apollo", "\nEdited in the brain.\n")
    count += 1
    report = adopt(vault)
    assert [(c["id"], c["action"]) for c in report["changes"]] == [("apollo", "kept")]
    assert versions(brain) == count
    # changed in the vault and edited in the brain since: a conflict, the brain's version kept
    write(vault, "Projects/Apollo.md", "# Apollo project\n\nShipped.\n")
    report = adopt(vault)
    assert report["notes"]["conflicts"] == 1
    assert [(c["id"], c["action"]) for c in report["changes"]] == [("apollo", "conflicts")]
    assert versions(brain) == count
    apollo = BrainDocument.objects.get(brain_ref=brain, brain_id="apollo")
    assert "Edited in the brain." in apollo.body and "Shipped." not in apollo.body
    text = run("brain_import", "team", str(vault), "--adopt").stdout
    assert "conflict: Projects/Apollo.md changed in the vault and projects/apollo.md" in text


def test_a_note_deleted_from_the_vault_is_pruned_only_with_prune(
    brain: Brain, tmp_path: Path
) -> None:
    vault = make_vault(tmp_path)
    adopt(vault)
    (vault / "Companies/Acme.md").unlink()
    (vault / "Projects/Apollo.md").unlink()
    edit_in_brain(brain, "apollo", "\nEdited in the brain.\n")
    # without --prune: reported, kept
    report = adopt(vault)
    assert report["notes"]["deleted"] == 2
    ids = set(BrainDocument.objects.filter(brain_ref=brain).values_list("brain_id", flat=True))
    assert {"acme", "apollo"} <= ids
    # a dry run with --prune says what it would do and writes nothing
    count = versions(brain)
    report = adopt(vault, "--prune", "--dry-run")
    assert report["dry_run"] is True and report["notes"]["pruned"] == 1
    assert versions(brain) == count
    # with --prune: the unedited one removed (a delete version), the edited one kept
    report = adopt(vault, "--prune")
    assert [(c["id"], c["action"]) for c in report["changes"]] == [
        ("acme", "pruned"),
        ("apollo", "deleted"),
    ]
    ids = set(BrainDocument.objects.filter(brain_ref=brain).values_list("brain_id", flat=True))
    assert "acme" not in ids and "apollo" in ids
    assert BrainDocumentVersion.objects.filter(
        brain_ref=brain, brain_id="acme", action="delete"
    ).exists()


def test_a_dry_run_writes_nothing(brain: Brain, tmp_path: Path) -> None:
    vault = make_vault(tmp_path)
    before = tree_state(vault)
    report = adopt(vault, "--dry-run")
    assert report["dry_run"] is True and report["notes"]["adopted"] == 5
    assert versions(brain) == 0 and contents(brain) == {}
    brain.refresh_from_db()
    assert brain.change_counter == 0
    assert tree_state(vault) == before


def test_another_vault_and_flags_without_adopt_are_refused(brain: Brain, tmp_path: Path) -> None:
    vault = make_vault(tmp_path)
    adopt(vault)
    copy = tmp_path / "copy"
    shutil.copytree(vault, copy)
    error, ran = run_failing("brain_import", "team", str(copy), "--adopt")
    assert error.returncode == 2
    assert f"was adopted from {vault.resolve()}, not from {copy}" in str(error)
    error, _ = run_failing("brain_import", "team", str(vault), "--prune")
    assert (error.returncode, str(error)) == (2, "--dry-run and --prune go with --adopt")
    error, _ = run_failing("brain_import", "team", str(tmp_path / "missing"), "--adopt")
    assert error.returncode == 2


def test_the_hash_adopt_wrote_is_its_last_version(brain: Brain, tmp_path: Path) -> None:
    vault = make_vault(tmp_path)
    adopt(vault)
    row = BrainDocument.objects.get(brain_ref=brain, brain_id="acme")
    version = BrainDocumentVersion.objects.filter(brain_ref=brain, brain_id="acme").latest("id")
    assert version.content_hash == row.content_hash == content_hash(row.content.encode())


def test_a_note_whose_file_ref_is_cut_short_is_still_found(brain: Brain, tmp_path: Path) -> None:
    # given a note whose path is longer than a source ref may be (the ref ends in a hash)
    vault = tmp_path / "vault"
    long_path = "/".join(["a folder with a long name " + str(n) * 30 for n in range(4)])
    note = f"{long_path}/Deep note.md"
    write(vault, note, "First words.\n")
    adopt(vault)
    count = versions(brain)
    # when it changes in the vault
    write(vault, note, "Second words.\n")
    report = adopt(vault)
    # then its document is updated, not held as a conflict
    assert [c["action"] for c in report["changes"]] == ["updated"]
    assert versions(brain) == count + 1


def test_an_attachment_is_stored_once_and_never_rewritten(brain: Brain, tmp_path: Path) -> None:
    # given a vault adopted into the brain, its image stored
    vault = make_vault(tmp_path)
    adopt(vault)
    image = vault / "img" / "diagram.png"
    stored = BrainFile.objects.get(brain_ref=brain, path="files/img/diagram.png")
    first = bytes(stored.data)

    # when it runs again unchanged: the stored file is the vault's, nothing to do
    again = adopt(vault)
    assert again["attachments"]["unchanged"] == 1 and again["attachments"]["copied"] == 0

    # and when the image changes in the vault: the stored bytes stay, and the report says why
    image.write_bytes(b"\x89PNG\r\n\x1a\n" + b"another picture")
    changed = adopt(vault)
    assert bytes(BrainFile.objects.get(pk=stored.pk).data) == first
    messages = [remark["message"] for remark in changed["remarks"]]
    assert any("img/diagram.png changed in the vault" in m for m in messages), messages


def test_pdf_and_word_files_become_evidence_in_the_brain_once(brain: Brain, tmp_path: Path) -> None:
    from brain.services.files import stored_file
    from tests.files.samples import docx_bytes, pdf_bytes

    # given a vault with a PDF, a Word file and a PDF that is no PDF
    vault = tmp_path / "vault"
    write(vault, "Home.md", "Start here.\n")
    write(vault, "Legal/Contract.pdf", pdf_bytes("Master services agreement with Kestrel"))
    write(vault, "Minutes.docx", docx_bytes("The board approved the Zanzibar budget."))
    write(vault, "Fake.pdf", b"<html>not a pdf</html>")
    write(vault, "Scans/receipt.pdf", pdf_bytes())  # pages without a text layer

    # when it is adopted into the brain, twice
    first = adopt(vault)
    second = adopt(vault)

    # then the two real ones are evidence with their originals stored, the fake one refused
    # with why, and the second run added nothing
    assert first["documents"] == {"found": 4, "added": 3, "unchanged": 0, "refused": 1}
    assert second["documents"] == {"found": 4, "added": 0, "unchanged": 3, "refused": 1}
    assert any(item["path"] == "Fake.pdf" for item in first["skipped"])
    no_text = "the PDF has no text layer (scanned?); kept without text, no OCR"
    assert {"note": "Scans/receipt.pdf", "message": no_text} in first["remarks"]
    evidence = BrainDocument.objects.filter(brain_ref=brain, brain_id__startswith="ev-file-")
    assert evidence.count() == 3
    for row in evidence:
        assert row.kind == "evidence" and row.format in ("pdf", "docx")
        original = row.brain_id + "." + row.format
        assert stored_file(brain=brain, path=f"{row.folder}/{original}") is not None
    assert "Zanzibar" in evidence.get(format="docx").body


def test_a_note_renamed_in_the_vault_keeps_its_document(brain: Brain, tmp_path: Path) -> None:
    # given a vault adopted into the brain
    vault = make_vault(tmp_path)
    adopt(vault)
    before = BrainDocument.objects.get(
        brain_ref=brain, sources__contains=["file:Projects/Apollo.md"]
    )
    count = versions(brain)

    # when a note is renamed in the vault, its bytes unchanged
    (vault / "Projects" / "Apollo.md").rename(vault / "Projects" / "Apollo program.md")
    report = adopt(vault)

    # then its document goes on (same row, same id), now naming the new path; nothing else moves
    assert report["notes"]["moved"] == 1 and report["notes"]["adopted"] == 0
    after = BrainDocument.objects.get(pk=before.pk)
    assert after.brain_id == before.brain_id
    assert after.sources == ["file:Projects/Apollo%20program.md"]
    # (notes whose links named it by its old file name were converted again: `updated`)
    written = versions(brain)
    assert written == count + 1 + report["notes"]["updated"]
    # and an unchanged run after that writes nothing
    assert adopt(vault)["notes"]["unchanged"] == report["notes"]["found"]
    assert versions(brain) == written


def test_a_run_that_stopped_before_saving_its_state_is_followed_from_the_version_log(
    brain: Brain, tmp_path: Path
) -> None:
    from brain.models import BrainAdoptState

    # given a vault adopted, but no saved state (the run stopped right after its writes)
    vault = make_vault(tmp_path)
    adopt(vault)
    BrainAdoptState.objects.filter(brain_ref=brain).delete()
    count = versions(brain)

    # when it runs again on the unchanged vault: nothing is written, and the state is saved
    report = adopt(vault)
    assert report["notes"]["unchanged"] == report["notes"]["found"]
    assert versions(brain) == count
    assert BrainAdoptState.objects.filter(brain_ref=brain).exists()


def test_links_resolve_against_the_brains_own_documents(brain: Brain, tmp_path: Path) -> None:
    # given a brain that has pages of its own, not adopted from any vault
    factories.write(brain, factories.page("sarah-chen", title="Sarah Chen", aliases=["Sarah"]))
    factories.write(brain, factories.page("acme-corp", title="Acme", type="company", folder=""))
    factories.write(brain, factories.page("jo-a", title="Jo", folder=""))
    factories.write(brain, factories.page("jo-b", title="Joanna", aliases=["Jo"], folder=""))
    # and a vault whose notes link to them by title, alias and id, and to a note of their own
    vault = tmp_path / "vault"
    write(
        vault,
        "People/Marcus Bell.md",
        "Works with [[Sarah Chen]], [[Sarah|her]], [[acme-corp]] and [[Jo]]; "
        "met at [[Kickoff]]; [also](Acme.md).\n",
    )
    write(vault, "Kickoff.md", "# Kickoff\n")
    # when it is adopted into the brain
    report = adopt(vault)
    # then each link to the brain's page is a typed link, the vault's own note still wins
    body = BrainDocument.objects.get(brain_ref=brain, brain_id="marcus-bell").body
    assert "[[page:sarah-chen|Sarah Chen]]" in body
    assert "[[page:sarah-chen|her]]" in body
    assert "[[page:acme-corp|acme-corp]]" in body
    assert "[[page:kickoff|Kickoff]]" in body
    assert "[[page:acme-corp|also]]" in body
    # a name two of the brain's pages carry is not guessed: unresolved, and said which
    assert "and Jo;" in body
    assert report["links"] == {
        "resolved": 5,
        "unresolved": [{"note": "People/Marcus Bell.md", "link": "[[Jo]]"}],
    }
    assert {
        "note": "People/Marcus Bell.md",
        "message": "[[Jo]]: 'Jo' is the title or an alias of several documents (jo-a, jo-b); "
        "use an id",
    } in report["remarks"]
    # a run again is unchanged; a page of the brain renamed makes the link resolve anew
    assert adopt(vault)["notes"]["unchanged"] == 2
    row = BrainDocument.objects.get(brain_ref=brain, brain_id="jo-b")
    factories.write(
        brain,
        factories.page("jo-b", title="Joanna", folder=""),
        expected_hash=row.content_hash,
    )
    report = adopt(vault)
    assert report["links"]["unresolved"] == []
    body = BrainDocument.objects.get(brain_ref=brain, brain_id="marcus-bell").body
    assert "[[page:jo-a|Jo]]" in body
