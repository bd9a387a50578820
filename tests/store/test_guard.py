"""Only the write path writes document, edge, timeline and version rows.

Two guards: at run time, every test fails when other SQL writes those tables
(tests/conftest.py: write_path_guard); and here, a scan of the source for ORM writes on those
models outside the write path, so code no test reaches is held to the rule too.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from brain.models import BrainDocument, BrainEdge, BrainTimelineEntry
from brain.services import brain_delete
from tests.conftest import WrittenOutsideTheWritePath
from tests.store.conftest import Cast
from tests.store.factories import page, write

GUARDED_MODELS = ("BrainDocument", "BrainEdge", "BrainTimelineEntry", "BrainDocumentVersion")
WRITE_PATH_MODULES = {"brain/services/documents.py"}
ORM_WRITE = re.compile(
    r"\b(" + "|".join(GUARDED_MODELS) + r")\.objects\b[^\n]*?\.(create|bulk_create|bulk_update|"
    r"update|delete|get_or_create|update_or_create)\("
)


@pytest.mark.django_db
def test_a_raw_update_of_a_document_fails_the_test(cast: Cast) -> None:
    row = write(cast.team_brain, page())
    with pytest.raises(WrittenOutsideTheWritePath):
        BrainDocument.objects.filter(pk=row.pk).update(title="Changed behind the write path")


@pytest.mark.django_db
def test_a_raw_edge_or_timeline_write_fails_the_test(cast: Cast) -> None:
    row = write(cast.team_brain, page())
    with pytest.raises(WrittenOutsideTheWritePath):
        BrainEdge.objects.create(brain_ref=cast.team_brain, source=row, target_id="x", type="t")
    with pytest.raises(WrittenOutsideTheWritePath):
        BrainTimelineEntry.objects.filter(document=row).delete()


@pytest.mark.django_db
def test_the_write_path_and_brain_delete_pass_the_guard(cast: Cast) -> None:
    write(cast.team_brain, page())
    brain_delete(brain=cast.team_brain)
    assert not BrainDocument.objects.filter(brain_ref_id=cast.team_brain.pk).exists()


def test_no_module_outside_the_write_path_writes_guarded_rows_with_the_orm(
    repo_root: Path,
) -> None:
    offenders = []
    for path in sorted(repo_root.glob("**/*.py")):
        relative = path.relative_to(repo_root).as_posix()
        if relative.split("/")[0] in (".venv", "tests", "var") or "/migrations/" in relative:
            continue
        if relative in WRITE_PATH_MODULES:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if ORM_WRITE.search(line.split("#", 1)[0]):
                offenders.append(f"{relative}:{number}: {line.strip()}")
    assert offenders == []
