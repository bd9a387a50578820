"""The admin's "Merge into…": ask for the target, show what each merge will change, merge only
when the curator confirms what they saw.

1. The action asks for the target (an id or an alias).
2. For each selected page the toolkit's merge runs as a dry run (`cmd_merge(dry_run=True)`):
   what folds into the target (aliases, relations, sources, timeline entries), which other
   documents are retargeted, which relations and links are removed; or the toolkit's reason to
   refuse (different types, a tombstone, evidence, ...). Nothing is written. The page's own
   text, which no merge folds in (it stays on the tombstone, as history), is said with it.
3. The confirmation page posts back the target id and the content hashes the preview was made
   from. Each merge then runs under the brain's lock only if its page and its target are as
   previewed (or as an earlier merge of the same request left them); otherwise nothing is
   merged for that page and the curator is asked to review it again.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Final

from django.contrib import messages
from django.http import HttpRequest
from django.urls import reverse

from brain.admin.writes import MSG_MERGED, REFUSED, error_message, store_for
from brain.models import BrainDocument
from brain.toolkit.commands import REGISTRY, run
from brain.toolkit.errors import STALE_WRITE, CommandError
from brain.toolkit.snippets import first_sentence, plain_text
from brain.toolkit.timeline import split_body

MSG_MERGE_CHANGED: Final = (
    "{id} or {target} changed since you reviewed the merge; nothing was merged for it. "
    "Select it and review the merge again."
)
MSG_MERGE_NOT_REVIEWED: Final = "{path}: this merge was not reviewed; nothing was merged for it"


@dataclass
class MergePlan:
    """What merging one selected page would do (a dry run), or why it cannot merge."""

    row: BrainDocument
    result: dict[str, Any] | None = None
    refused: str | None = None
    source_hash: str = ""
    target_hash: str = ""
    retargeted: list[tuple[str, str | None]] = field(default_factory=list)  # (id, admin url)
    # The page's own text (its compiled truth, read as plain text: headings and link targets
    # left out), which a merge does not fold into the target: it stays on the tombstone only.
    text_characters: int = 0
    text_first_sentence: str = ""

    @property
    def into(self) -> str:
        return str(self.result["into"]) if self.result is not None else ""

    @property
    def changes_nothing_else(self) -> bool:
        assert self.result is not None
        folded, removed = self.result["folded"], self.result["removed"]
        return not any(folded.values()) and not any(removed.values()) and not self.retargeted


def merge_plan(request: HttpRequest, row: BrainDocument, target: str) -> MergePlan:
    """The dry run of merging `row` into `target`."""
    store = store_for(request, row)
    plan = MergePlan(row=row, source_hash=row.content_hash)
    try:
        result = run(
            REGISTRY["merge"],
            store,
            {"source_ref": row.brain_id, "target_ref": target, "dry_run": True},
        )
    except REFUSED as error:
        plan.refused = error_message(error)
        return plan
    plan.result = result
    truth = split_body(row.body)[0]
    plan.text_characters = len(plain_text(truth).strip())
    plan.text_first_sentence = first_sentence(truth) if plan.text_characters else ""
    stored_target = store.get(result["into"])
    plan.target_hash = stored_target.hash if stored_target is not None else ""
    pks = dict(
        BrainDocument.objects.filter(
            brain_ref=row.brain_ref, brain_id__in=result["retargeted"]
        ).values_list("brain_id", "pk")
    )
    plan.retargeted = [
        (
            brain_id,
            reverse("admin:brain_braindocument_change", args=[pks[brain_id]])
            if brain_id in pks
            else None,
        )
        for brain_id in result["retargeted"]
    ]
    return plan


def reviewed(plans: list[MergePlan]) -> str:
    """What the confirmation posts back: per page, its target id and the hashes it was shown."""
    return json.dumps(
        {
            str(plan.row.pk): {
                "into": plan.into,
                "hashes": {plan.row.brain_id: plan.source_hash, plan.into: plan.target_hash},
            }
            for plan in plans
            if plan.result is not None
        },
        sort_keys=True,
    )


def read_reviewed(text: str | None) -> dict[str, Any] | None:
    """The reviewed plans a confirmation posted, or None when it posted none."""
    if not text:
        return None
    try:
        data = json.loads(text)
    except ValueError:
        return None
    return data if isinstance(data, dict) else None


def merge_confirmed(
    request: HttpRequest, rows: list[BrainDocument], review: dict[str, Any]
) -> list[dict[str, Any]]:
    """Merge each reviewed page into the target it was reviewed with, if nothing changed."""
    written: dict[tuple[int, str], str] = {}  # hashes this request wrote, by (brain, id)
    results = []
    for row in rows:
        plan = review.get(str(row.pk))
        if not isinstance(plan, dict) or not isinstance(plan.get("hashes"), dict):
            messages.error(request, MSG_MERGE_NOT_REVIEWED.format(path=row.path))
            continue
        into, shown = str(plan.get("into", "")), plan["hashes"]
        store = store_for(request, row)
        try:
            with store.locked():
                for brain_id in (row.brain_id, into):
                    now = store.get(brain_id)
                    known = (shown.get(brain_id), written.get((row.brain_ref_id, brain_id)))
                    if now is None or now.hash not in known:
                        raise CommandError(
                            STALE_WRITE,
                            MSG_MERGE_CHANGED.format(id=row.brain_id, target=into),
                        )
                result = run(
                    REGISTRY["merge"], store, {"source_ref": row.brain_id, "target_ref": into}
                )
        except REFUSED as error:
            text = error.message if isinstance(error, CommandError) else error_message(error)
            messages.error(request, f"{row.path}: {text}")
            continue
        for brain_id, new_hash in result["hashes"].items():
            written[(row.brain_ref_id, brain_id)] = new_hash
        results.append(result)
        messages.success(
            request,
            MSG_MERGED.format(
                source=result["merged"],
                target=result["into"],
                rewritten=", ".join(result["retargeted"]) or "none",
            ),
        )
    return results
