"""The brain's services: everything that writes (docs/architecture.md).

- `documents`: the one write path (`document_write`, `document_delete`, `changes_apply`,
  its batch mode `changes_apply_each`), the
  brain lock and the change notifications;
- `brains`: brains and folders.
"""

from brain.services.brains import SYSTEM_FOLDERS, brain_create, brain_delete, folder_create
from brain.services.documents import (
    CHANGES_CHANNEL,
    Actor,
    brain_lock,
    changes_apply,
    changes_apply_each,
    changes_conflicts,
    document_delete,
    document_write,
)

__all__ = [
    "CHANGES_CHANNEL",
    "SYSTEM_FOLDERS",
    "Actor",
    "brain_create",
    "brain_delete",
    "brain_lock",
    "changes_apply",
    "changes_apply_each",
    "changes_conflicts",
    "document_delete",
    "document_write",
    "folder_create",
]
