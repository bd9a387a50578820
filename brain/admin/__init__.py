"""The Django admin for brains: curation through the one write path, scoped by brain.access.

A staff curator (not a superuser) needs, besides `is_staff` and access to the brain itself:
brain.view_brain, brain.view_braindocument, brain.change_braindocument (edit, promote,
archive, merge, move, restore), brain.delete_braindocument (delete), brain.view_brainfolder,
brain.view_braindocumentversion and brain.view_braindoctorreport; brain.change_brain to manage
a brain's allow-list (and they must be a workspace admin or hold the brain's manage
permission). Workspaces (goat's models) are administered here too, with access decided by
brain.access. Every staff user manages their own API tokens (tokens.py). See docs/admin.md.
"""

from brain.admin.brains import BrainAdmin, BrainFolderAdmin
from brain.admin.documents import BrainDocumentAdmin
from brain.admin.reports import BrainDoctorReportAdmin
from brain.admin.tokens import ApiTokenAdmin
from brain.admin.users import ScopedUserAdmin
from brain.admin.versions import BrainDocumentVersionAdmin
from brain.admin.workspaces import WorkspaceAdmin

__all__ = [
    "ApiTokenAdmin",
    "BrainAdmin",
    "BrainDoctorReportAdmin",
    "BrainDocumentAdmin",
    "BrainDocumentVersionAdmin",
    "BrainFolderAdmin",
    "ScopedUserAdmin",
    "WorkspaceAdmin",
]
