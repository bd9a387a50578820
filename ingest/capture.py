"""Chat captures (`save_to_brain`): capture now, curate later.

`capture` writes the text as a draft note in `inbox/` (type note, status draft, source
`goat-chat:<messageId>`) through the write path, records a `goat-chat` source item and queues a
curation job, all in one transaction, before it returns: what the user saved is in the brain
even if the broker, every worker and the model are down. The same brain, chat turn and text
give one draft (the source item's content hash); a draft id already taken gets a short hash.

The curation job runs the `capture` profile (merge allowed, no pre-write). The offline agent
folds the draft into the page that already has its title or alias (snapshot, rewrite, merge),
or promotes it in place (snapshot, rewrite citing it, title/type, folder by the authorship
test, active).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from typing import Any, Final

from django.db import transaction

from brain.models import Brain
from brain.services import Actor
from brain.store import DatabaseStore
from brain.toolkit.claims import cite_statements
from brain.toolkit.commands.arguments import MAX_CAPTURE_TEXT
from brain.toolkit.commands.registry import REGISTRY, bind_tool, run
from brain.toolkit.errors import ALREADY_EXISTS, CommandError, DocumentExists, bad_argument
from brain.toolkit.links import is_source_ref
from brain.toolkit.quoting import defuse, defuse_line, one_line
from brain.toolkit.schemas import MAX_TITLE_LENGTH, slugify
from brain.toolkit.store import Store
from brain.toolkit.timeline import split_body
from ingest import queue
from ingest.agent import prompts
from ingest.agent.offline import Calls, Plan, ok, same_name
from ingest.agent.session import Mission, Prewrite
from ingest.models import SourceItem
from ingest.sources import NormalizedSource, source_item_upsert

PROVIDER: Final = "goat-chat"
MAX_TEXT: Final = MAX_CAPTURE_TEXT  # characters (the tool's schema says so)
MSG_EMPTY: Final = "save_to_brain needs some text to keep"
MSG_TOO_LONG: Final = "the text is {size} characters; save_to_brain keeps at most {limit}"
TITLE_LENGTH: Final = 80


def _title_of(text: str) -> str:
    for line in text.splitlines():
        line = one_line(line).lstrip("#>-* ").strip()
        if line:
            if len(line) <= TITLE_LENGTH:
                return line
            cut = line[:TITLE_LENGTH].rsplit(" ", 1)[0]
            return (cut or line[:TITLE_LENGTH]).rstrip(" ,;:") + "…"
    return "Saved note"


def capture(
    *,
    brain: Brain,
    user: Any,
    text: str,
    title: str | None = None,
    message_id: str | None = None,
    turn_id: str | None = None,
) -> dict[str, Any]:
    """Capture `text` as an inbox draft and queue its curation; returns the draft and the job."""
    if not text.strip():
        raise bad_argument(MSG_EMPTY)
    if len(text) > MAX_TEXT:
        raise bad_argument(MSG_TOO_LONG.format(size=len(text), limit=MAX_TEXT))
    title = one_line(title or "", MAX_TITLE_LENGTH) or _title_of(text)
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    native = message_id.strip() if message_id else ""
    if not native or not is_source_ref(f"{PROVIDER}:{native}"):
        native = slugify(native, 200) or f"capture-{digest[:12]}"
    source = NormalizedSource(
        provider=PROVIDER,
        kind="capture",
        external_id=native,
        title=title,
        text=text,
        participants=[{"name": user.get_username()}] if user is not None else [],
        payload={"message_id": message_id, "turn_id": turn_id, "title": title},
        identity={"turn": turn_id, "message": None if turn_id else message_id, "text": text},
    )
    store = DatabaseStore(brain, actor=Actor(type="user", user=user, label="save_to_brain"))
    with transaction.atomic():
        item, created = source_item_upsert(brain=brain, source=source, user=user)
        if not created:
            job = item.jobs.order_by("pk").first()
            return _answer(
                item,
                job.pk if job else None,
                draft_id=item.document_id,
                store=store,
                duplicate=True,
            )
        body = f"# {defuse_line(title)}\n\n{defuse(text.strip())}\n"
        arguments = {
            "type": "note",
            "title": title,
            "folder": "inbox",
            "status": "draft",
            "sources": [source_ref(item)],
            "body": body,
        }
        base = slugify(title, 60) or "saved-note"
        result = None
        for candidate in (base, f"{base}-{digest[:6]}", f"{base}-{digest[:12]}"):
            try:
                with transaction.atomic():
                    result = run(REGISTRY["create"], store, {**arguments, "brain_id": candidate})
                break
            except CommandError as error:
                if error.code != ALREADY_EXISTS:
                    raise
                continue
        if result is None:
            raise DocumentExists(base, f"inbox/{base}.md")
        draft_id = result["created"]["id"]
        item.document_id = draft_id
        item.save(update_fields=["document_id", "updated_at"])
        job = queue.enqueue(brain=brain, kind=queue.AGENT_INGEST, source_item=item, user=user)
    return _answer(item, job.pk, draft_id=draft_id, store=store, duplicate=False)


def _answer(
    item: SourceItem,
    job: int | None,
    *,
    draft_id: str,
    store: Store,
    duplicate: bool,
) -> dict[str, Any]:
    """What save_to_brain returns: the draft as it is now; `hashes` only for a new draft."""
    stored = store.get(draft_id) if draft_id else None
    draft = None
    if stored is not None:
        draft = {
            "id": draft_id,
            "path": stored.path,
            "title": stored.document.title,
            "status": stored.document.status,
            "hash": stored.hash,
        }
    return {
        "draft": draft,
        "source_item": item.pk,
        "job": job,
        "duplicate": duplicate,
        "hashes": {draft_id: stored.hash} if stored is not None and not duplicate else {},
    }


def source_ref(item: SourceItem) -> str:
    return f"{PROVIDER}:{item.external_id}"


def save_to_brain_tool(store: Store, **arguments: Any) -> dict[str, Any]:
    """The registry tool: `store` is the caller's DatabaseStore (brain and user)."""
    if not isinstance(store, DatabaseStore):
        raise bad_argument("save_to_brain runs on a brain in the database")
    return capture(brain=store.brain, user=store.actor.user, **arguments)


def bind() -> None:
    bind_tool("save_to_brain", save_to_brain_tool)


# --- curation ---------------------------------------------------------------------------------

_URL = re.compile(r"https?://\S+")
_DECISION = re.compile(r"\b(we decided|decided to|decision|we chose|we will go with)\b", re.I)
_IDEA = re.compile(r"\b(idea|what if|we could|we should|i think|maybe we|thought)\b", re.I)


def authorship(text: str) -> tuple[str, str]:
    """(type, folder) by the authorship test, as far as a deterministic reading can tell: a
    saved reference is a source; a choice goes to decisions/; an idea or reflection to
    thoughts/; anything else stays a note in inbox/."""
    if _URL.search(text) and len(text) < 2000:
        return "source", "sources"
    if _DECISION.search(text):
        return "note", "decisions"
    if _IDEA.search(text):
        return "note", "thoughts"
    return "note", "inbox"


def capture_mission(item: SourceItem) -> Callable[[Store, Prewrite], Mission]:
    ref = source_ref(item)

    def build(store: Store, prewrite: Prewrite) -> Mission:
        draft_id = item.document_id
        task = (
            f"The user saved this from chat ({ref}); it is the draft {draft_id!r} in inbox/. "
            f"Its text:\n\n<<<\n{item.text}\n>>>"
        )
        return Mission(
            profile="capture",
            system=prompts.system_prompt(prompts.CAPTURE),
            task=task,
            plan=_capture_plan(item, ref),
            allow_deletes=False,
            result_document=lambda s, loop: _where_it_went(s, draft_id, ref),
        )

    return build


def _where_it_went(store: Store, draft_id: str, ref: str) -> str:
    stored = store.get(draft_id) if draft_id else None
    if stored is not None:
        merged = stored.document.merged_into
        return merged or draft_id
    for candidate in store.documents():
        document = candidate.document
        if ref in document.sources and document.kind == "page" and document.status != "merged":
            return document.brain_id
    return ""


def _capture_plan(item: SourceItem, ref: str) -> Callable[[], Plan]:
    text = item.text
    title = item.title

    def plan() -> Plan:
        draft_id = item.document_id
        results = yield [("get", {"ref": draft_id}), ("query", {"text": title, "limit": 5})]
        if not ok(results[0]):
            yield "SKIP: the draft is no longer in the brain (someone moved or removed it)."
            return
        draft = results[0]["document"]
        hits = [
            hit["id"]
            for hit in (results[1].get("hits", []) if ok(results[1]) else [])
            if hit["id"] != draft_id
        ][:3]
        results = yield [("get", {"ref": hit}) for hit in hits]
        home = None
        for found in results:
            document = found.get("document") if ok(found) else None
            if (
                document
                and document["kind"] == "page"
                and document["status"] in ("draft", "active")
                and any(
                    same_name(name, title) for name in [document["title"], *document["aliases"]]
                )
            ):
                home = document
                break
        results = yield [
            (
                "append-evidence",
                {
                    "source": ref,
                    "title": one_line(f"Saved from chat: {title}", MAX_TITLE_LENGTH),
                    "text": text,
                    "type": "note",
                },
            )
        ]
        if not ok(results[0]):
            yield f"Could not snapshot the capture: {results[0]['error']['message']}"
            return
        evidence = results[0]["link"]
        if home is not None:
            yield from _fold(draft, home, text, evidence, ref)
        else:
            yield from _promote(draft, text, evidence, ref)

    return plan


def _fold(draft: dict[str, Any], home: dict[str, Any], text: str, evidence: str, ref: str) -> Plan:
    truth = split_body(home["body"])[0].rstrip()
    first = defuse_line(" ".join(text.split())[:500])
    calls: Calls = [
        (
            "rewrite",
            {
                "ref": home["id"],
                "compiled_truth": f"{truth}\n\n{first} ({evidence})\n",
                "expected_hash": home["hash"],
            },
        ),
    ]
    if draft["type"] != home["type"]:
        calls.append(
            ("set", {"ref": draft["id"], "type": home["type"], "expected_hash": draft["hash"]})
        )
    results = yield calls
    if not ok(results[0]):
        yield f"Could not update {home['id']}: {results[0]['error']['message']}"
        return
    home_hash = results[0]["hashes"].get(home["id"], home["hash"])
    draft_hash = draft["hash"]
    if len(results) > 1 and ok(results[1]):
        draft_hash = results[1]["hashes"].get(draft["id"], draft_hash)
    merge = {
        "source_ref": draft["id"],
        "target_ref": home["id"],
        "source_hash": draft_hash,
        "target_hash": home_hash,
    }
    results = yield [("merge", merge)]
    if not ok(results[0]):
        yield f"Could not fold the draft into {home['id']}: {results[0]['error']['message']}"
        return
    home_hash = results[0]["hashes"].get(home["id"], "")
    yield [
        (
            "append-timeline",
            {
                "ref": home["id"],
                "source": ref,
                "text": f"Saved from chat: {evidence}.",
                "expected_hash": home_hash,
            },
        )
    ]
    yield f"Folded the capture into {home['id']} (the draft {draft['id']} now points there)."


def _promote(draft: dict[str, Any], text: str, evidence: str, ref: str) -> Plan:
    kind, folder = authorship(text)
    title = draft["title"]
    saved = f"{defuse(text.strip())}\n\nSaved from chat ({evidence})."
    # Each paragraph and list item of the capture cites the chat snapshot it came from.
    truth = f"# {defuse_line(title)}\n\n{cite_statements(saved, evidence)}\n"
    results = yield [
        ("rewrite", {"ref": draft["id"], "compiled_truth": truth, "expected_hash": draft["hash"]})
    ]
    if not ok(results[0]):
        yield f"Could not rewrite the draft: {results[0]['error']['message']}"
        return
    current = results[0]["hashes"].get(draft["id"], draft["hash"])
    results = yield [
        ("set", {"ref": draft["id"], "type": kind, "status": "active", "expected_hash": current})
    ]
    if ok(results[0]):
        current = results[0]["hashes"].get(draft["id"], current)
    if folder != draft["folder"]:
        results = yield [("move", {"ref": draft["id"], "folder": folder, "expected_hash": current})]
        if ok(results[0]):
            current = results[0]["hashes"].get(draft["id"], current)
    yield [
        (
            "append-timeline",
            {
                "ref": draft["id"],
                "source": ref,
                "text": f"Saved from chat: {evidence}.",
                "expected_hash": current,
            },
        )
    ]
    yield f"Promoted {draft['id']} in place: {kind} in {folder}/, active, citing the capture."
