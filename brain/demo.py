"""The demo brain (README's run command): workspace `demo`, brain `goat-labs`, demo/brain/.

Loading never undoes a curator's work. A demo file is imported only when its id has never
been in the brain: no document has it and no version row records it. So a demo document a
curator edited, renamed, merged or deleted is left as they left it (its id is in the
version history), and running the command again (as `scripts/run` does on every start) only
adds demo files that are new since the last run. The check and the import hold the brain's
lock, so a write in between cannot be overwritten. Empty folders of the demo directory are
recorded as in `brain_import`; folders of files left out are not.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction

from brain.importer import ImportRefused, ImportReport, brain_import
from brain.models import Brain, BrainDocument, BrainDocumentVersion
from brain.services import Actor, brain_create, brain_lock
from goat.models import Workspace, WorkspaceMembership
from goat.services import workspace_create, workspace_member_add

WORKSPACE_SLUG: Final = "demo"
WORKSPACE_NAME: Final = "Demo"
BRAIN_SLUG: Final = "goat-labs"
BRAIN_NAME: Final = "Goat Labs"
DOCUMENT_SUFFIX: Final = ".md"
MSG_NOT_A_DIRECTORY: Final = "{path} is not a directory"


def demo_directory() -> Path:
    return Path(settings.BASE_DIR) / "demo" / "brain"


@dataclass
class DemoReport:
    workspace: Workspace
    brain: Brain
    workspace_created: bool
    brain_created: bool
    admin: str | None  # the user made (or found) a workspace admin; None when absent
    imported: ImportReport  # of the files whose ids were new to the brain
    kept: list[str] = field(default_factory=list)  # demo files left out: their ids were known

    @property
    def files(self) -> int:
        return self.imported.files + len(self.kept)

    def as_dict(self) -> dict[str, Any]:
        imported = self.imported
        return {
            "files": self.files,
            "created": imported.created,
            "kept": len(self.kept),
            "folders_created": imported.folders_created,
            "refused": [item.as_dict() for item in imported.refused],
        }

    @property
    def summary(self) -> str:
        return (
            f"{self.files} files: {self.imported.created} created, {len(self.kept)} kept "
            f"(already in the brain's history), {len(self.imported.refused)} refused"
        )


def demo_load(*, username: str = "admin", directory: Path | None = None) -> DemoReport:
    """Ensure the demo workspace and brain, make `username` (if it exists) a workspace admin,
    and import the demo files whose ids the brain never had, through the one import path."""
    source = directory if directory is not None else demo_directory()
    if not source.is_dir():
        raise ImportRefused("not_a_directory", MSG_NOT_A_DIRECTORY.format(path=source))
    workspace = Workspace.objects.filter(slug=WORKSPACE_SLUG).first()
    workspace_created = workspace is None
    if workspace is None:
        workspace = workspace_create(name=WORKSPACE_NAME, slug=WORKSPACE_SLUG)
    brain = Brain.objects.filter(workspace=workspace, slug=BRAIN_SLUG).first()
    brain_created = brain is None
    if brain is None:
        brain = brain_create(workspace=workspace, name=BRAIN_NAME, slug=BRAIN_SLUG)
    user_model = get_user_model()
    user = user_model.objects.filter(**{user_model.USERNAME_FIELD: username}).first()
    if user is not None:
        is_admin = WorkspaceMembership.objects.filter(
            workspace=workspace, user=user, role=WorkspaceMembership.Role.ADMIN
        ).exists()
        if not is_admin:
            workspace_member_add(workspace=workspace, user=user, role="admin")
    with transaction.atomic(), tempfile.TemporaryDirectory(prefix="goat-demo-") as staging:
        brain_lock(brain)
        kept = _stage_new_files(brain, source, Path(staging))
        imported = brain_import(
            brain=brain, directory=Path(staging), actor=Actor("import", None, "demo_load")
        )
    return DemoReport(
        workspace=workspace,
        brain=brain,
        workspace_created=workspace_created,
        brain_created=brain_created,
        admin=user.get_username() if user is not None else None,
        imported=imported,
        kept=kept,
    )


def _known_ids(brain: Brain) -> set[str]:
    """Every id the brain has or ever had (the version history remembers deletes, renames
    and merges)."""
    versions = BrainDocumentVersion.objects.filter(brain_ref=brain).values_list("brain_id")
    documents = BrainDocument.objects.filter(brain_ref=brain).values_list("brain_id")
    return {brain_id for (brain_id,) in versions.union(documents)}


def _stage_new_files(brain: Brain, source: Path, staging: Path) -> list[str]:
    """Copy into `staging` the demo files whose ids (file names) the brain never had, and the
    demo's empty folders; the relative paths of the files left out."""
    known = _known_ids(brain)
    kept = []
    for top, subfolders, files in os.walk(source):
        subfolders[:] = sorted(name for name in subfolders if not name.startswith("."))
        folder = Path(top)
        relative = folder.relative_to(source)
        documents = sorted(name for name in files if name.endswith(DOCUMENT_SUFFIX))
        if not documents and not subfolders:
            (staging / relative).mkdir(parents=True, exist_ok=True)
        for name in documents:
            if name.removesuffix(DOCUMENT_SUFFIX) in known:
                kept.append((relative / name).as_posix())
                continue
            (staging / relative).mkdir(parents=True, exist_ok=True)
            shutil.copyfile(folder / name, staging / relative / name, follow_symlinks=False)
    return sorted(kept)
