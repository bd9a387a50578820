"""The meeting mission (profile `ingest`): a meeting page, attendee and company pages.

`meeting_task` is what a model is asked; `meeting_plan` is what the offline agent does: a
meeting page citing the transcript snapshot, a person page per attendee and a company page per
attendee e-mail domain (free-mail domains left out), each found first by title, alias, e-mail
and query and updated rather than duplicated, linked both ways, citing the snapshot, active,
with a timeline entry.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from brain.toolkit.quoting import defuse, defuse_line, label, one_line
from brain.toolkit.schemas import MAX_ALIAS_LENGTH, MAX_TITLE_LENGTH, slugify
from brain.toolkit.timeline import split_body
from brain.toolkit.timestamps import format_timestamp
from ingest.agent.offline import Calls, Plan, ok, same_name
from ingest.sources.jamie import SECTIONS


@dataclass(frozen=True)
class Meeting:
    """What the agent is told about the meeting (from the source item)."""

    source_ref: str
    title: str
    occurred_at: datetime | None
    attendees: Sequence[dict[str, Any]]
    summary: str
    action_items: Sequence[dict[str, Any]]
    evidence_id: str

    @property
    def date(self) -> str:
        return self.occurred_at.date().isoformat() if self.occurred_at else ""

    @property
    def page_title(self) -> str:
        """The meeting page's title: the meeting's title (one line, room left for the date)
        and its date."""
        date = self.date
        if not date or date in self.title:
            return one_line(self.title, MAX_TITLE_LENGTH) or "Meeting"
        title = one_line(self.title, MAX_TITLE_LENGTH - len(date) - 1)
        return f"{title} {date}" if title else f"Meeting {date}"


def transcript_snapshot(text: str) -> str:
    """The evidence body of a meeting's text: each section label (`Summary:`, `Action items:`,
    `Transcript:`) a heading, every other line a list item of its own, so each utterance
    (time, speaker, words) renders as one line; every line is defused (quoting.defuse_line).
    The snapshot's id hashes `text` itself, never this rendering."""
    blocks: list[str] = []
    for block in re.split(r"\n[ \t]*\n", text.strip()):
        lines = [line.strip() for line in block.split("\n") if line.strip()]
        if lines and lines[0] in SECTIONS:
            blocks.append(f"## {lines.pop(0).rstrip(':')}")
        items = [defuse_line(line.removeprefix("- ")) for line in lines]
        items = [item for item in items if item]
        if items:
            blocks.append("\n".join(f"- {item}" for item in items))
    return "\n\n".join(blocks) + "\n"


def meeting_task(meeting: Meeting) -> str:
    attendees = "; ".join(
        f"{a.get('name') or '?'} <{a.get('email') or 'no e-mail'}>" for a in meeting.attendees
    )
    return (
        f"A meeting ended: {meeting.title!r} ({meeting.source_ref}, {meeting.date or 'no date'}).\n"
        f"Attendees: {attendees or 'none listed'}.\n"
        f"Its full transcript is already in the brain as evidence {meeting.evidence_id!r}: cite it "
        f"as [[evidence:{meeting.evidence_id}|transcript]] and read it with get.\n"
        "Make or update the meeting page, a person page per attendee, and a company page per "
        "attendee company; link them both ways, cite the transcript on each, add a timeline "
        "entry to each page you touch. Answer SKIP if there is nothing worth keeping."
    )


def company_of(email: str, free_mail: set[str]) -> tuple[str, str] | None:
    """(domain, display name) of an attendee's company, or None for free mail and no e-mail."""
    if "@" not in email:
        return None
    domain = email.rsplit("@", 1)[1].strip().casefold().rstrip(".")
    if not domain or domain in free_mail or "." not in domain:
        return None
    labels = domain.split(".")
    # acme.com -> acme; acme.co.uk -> acme; eu.acme.com -> acme
    core = labels[-3] if len(labels) >= 3 and labels[-2] in {"co", "com", "org", "ac"} else None
    name = core or labels[-2]
    display = " ".join(part.capitalize() for part in name.replace("_", "-").split("-"))
    display = one_line(display, MAX_TITLE_LENGTH)
    return (domain, display) if display else None


@dataclass
class _Entity:
    kind: str  # person | company
    name: str
    key: str  # e-mail or domain: also kept as an alias
    company: str = ""  # a person's company domain
    id: str = ""
    hash: str = ""
    existing: dict[str, Any] | None = None

    @property
    def link(self) -> str:
        return f"[[page:{self.id}|{label(self.name)}]]"


def meeting_plan(meeting: Meeting, *, free_mail: set[str]) -> Callable[[], Plan]:
    def plan() -> Plan:
        people = _attendees(meeting, free_mail)
        companies: dict[str, _Entity] = {}
        for person in people:
            company = company_of(person.key, free_mail) if person.key else None
            if company:
                person.company = company[0]
                companies.setdefault(company[0], _Entity("company", company[1], company[0]))
        entities = [*people, *companies.values()]
        source = meeting.source_ref
        evidence = f"[[evidence:{meeting.evidence_id}|transcript]]"
        meeting_id = slugify(meeting.page_title) or "meeting"
        at = format_timestamp(meeting.occurred_at) if meeting.occurred_at else None

        # 1. Look before writing: the meeting page, each entity by name, by its e-mail or
        #    domain (kept as an alias), by query, and its would-be id.
        # Another meeting may have the same title and date: then this one's id names its source.
        alternate_id = slugify(f"{meeting.page_title} {source.rsplit(':', 1)[-1]}") or meeting_id
        calls: Calls = [("get", {"ref": meeting_id}), ("get", {"ref": alternate_id})]
        for entity in entities:
            calls.append(("get", {"ref": entity.name}))
            calls.append(("get", {"ref": entity.key or entity.name}))
            calls.append(("query", {"text": entity.name, "limit": 5}))
        results = yield calls
        meeting_doc = results[0].get("document") if ok(results[0]) else None
        if meeting_doc is not None and source not in meeting_doc.get("sources", []):
            meeting_id = alternate_id
            meeting_doc = results[1].get("document") if ok(results[1]) else None
        candidates: list[tuple[_Entity, str]] = []
        for index, entity in enumerate(entities):
            by_name, by_key, query = results[2 + 3 * index : 5 + 3 * index]
            for found in (by_name, by_key):
                document = found.get("document") if ok(found) else None
                if document and document["type"] == entity.kind and entity.existing is None:
                    entity.existing = document
            if entity.existing is None:
                for hit in query.get("hits", []) if ok(query) else []:
                    if same_name(hit["title"], entity.name):
                        candidates.append((entity, hit["id"]))
                        break
        # 2. Confirm query matches, and check the ids new pages would take.
        fresh = [e for e in entities if e.existing is None]
        calls = [("get", {"ref": hit_id}) for _, hit_id in candidates]
        calls += [("get", {"ref": _slug(e)}) for e in fresh]
        results = yield calls
        for (entity, _), found in zip(candidates, results, strict=False):
            document = found.get("document") if ok(found) else None
            if document and document["type"] == entity.kind and document["status"] != "merged":
                entity.existing = document
        taken = {
            found["document"]["id"]
            for found in results[len(candidates) :]
            if ok(found) and "document" in found
        }
        for entity in entities:
            if entity.existing is not None:
                entity.id = entity.existing["id"]
                entity.hash = entity.existing["hash"]
            else:
                entity.id = _slug(entity)
                if entity.id in taken:
                    entity.id = slugify(f"{entity.id} {entity.key or 'new'}")
        by_domain = {e.key: e for e in companies.values()}

        # 3. Write: the meeting page, new pages, and the compiled truth of existing ones.
        body = _meeting_body(meeting, people, by_domain, evidence)
        calls = []
        if meeting_doc is None:
            calls.append(
                (
                    "create",
                    {
                        "type": "meeting",
                        "title": meeting.page_title,
                        "brain_id": meeting_id,
                        "status": "active",
                        "sources": [source],
                        "body": body,
                    },
                )
            )
        else:
            calls.append(
                (
                    "rewrite",
                    {
                        "ref": meeting_id,
                        "compiled_truth": body,
                        "expected_hash": meeting_doc["hash"],
                    },
                )
            )
        meeting_link = f"[[page:{meeting_id}|{label(meeting.page_title)}]]"
        written: list[_Entity] = []
        for entity in entities:
            line = _mention(entity, people, by_domain, meeting_link, evidence)
            if entity.existing is None:
                relations = []
                if entity.kind == "person" and entity.company in by_domain:
                    relations.append(f"works_at:{by_domain[entity.company].id}")
                calls.append(
                    (
                        "create",
                        {
                            "type": entity.kind,
                            "title": entity.name,
                            "brain_id": entity.id,
                            "status": "active",
                            "aliases": _aliases(entity),
                            "sources": [source],
                            "relations": relations,
                            "body": f"# {defuse_line(entity.name)}\n\n{line}\n",
                        },
                    )
                )
                written.append(entity)
            else:
                truth = split_body(entity.existing["body"])[0].rstrip()
                if f"[[page:{meeting_id}" in truth:
                    continue
                calls.append(
                    (
                        "rewrite",
                        {
                            "ref": entity.id,
                            "compiled_truth": f"{truth}\n\n{line}\n",
                            "expected_hash": entity.hash,
                        },
                    )
                )
                written.append(entity)
        results = yield calls
        meeting_hash = _hash_of(results[0], meeting_id)
        for entity, result in zip(written, results[1:], strict=False):
            entity.hash = _hash_of(result, entity.id) or entity.hash

        # 4. Existing pages: the relation to the company, the source, and active status.
        follow: list[_Entity] = []
        calls = []
        for entity in entities:
            existing = entity.existing
            if existing is None:
                continue
            works_at = by_domain.get(entity.company) if entity.kind == "person" else None
            related = {(r["type"], r["target"]) for r in existing.get("relations", [])}
            if works_at and ("works_at", works_at.id) not in related:
                calls.append(
                    (
                        "link",
                        {
                            "ref": entity.id,
                            "target": works_at.id,
                            "relation_type": "works_at",
                            "expected_hash": entity.hash,
                        },
                    )
                )
                follow.append(entity)
        results = yield calls
        for entity, result in zip(follow, results, strict=False):
            entity.hash = _hash_of(result, entity.id) or entity.hash
        calls = []
        follow = []
        for entity in entities:
            existing = entity.existing
            if existing is None:
                continue
            changes: dict[str, Any] = {}
            if source not in existing.get("sources", []):
                changes["add_sources"] = [source]
            if existing["status"] == "draft":
                changes["status"] = "active"  # it cites the snapshot now
            if changes:
                calls.append(("set", {"ref": entity.id, **changes, "expected_hash": entity.hash}))
                follow.append(entity)
        results = yield calls
        for entity, result in zip(follow, results, strict=False):
            entity.hash = _hash_of(result, entity.id) or entity.hash

        # 5. A timeline entry on every page touched.
        calls = []
        if meeting_hash:
            calls.append(
                (
                    "append-timeline",
                    {
                        "ref": meeting_id,
                        "source": source,
                        "text": f"Meeting held; transcript kept as {evidence}.",
                        "at": at,
                        "expected_hash": meeting_hash,
                    },
                )
            )
        for entity in entities:
            if not entity.hash:
                continue
            text = (
                f"Attended {meeting_link} ({evidence})."
                if entity.kind == "person"
                else f"{_names(people, entity, by_domain)} met us in {meeting_link} ({evidence})."
            )
            calls.append(
                (
                    "append-timeline",
                    {
                        "ref": entity.id,
                        "source": source,
                        "text": text,
                        "at": at,
                        "expected_hash": entity.hash,
                    },
                )
            )
        yield calls
        new = [e.id for e in entities if e.existing is None]
        updated = [e.id for e in entities if e.existing is not None]
        yield (
            f"Meeting page {meeting_id}; created {', '.join(new) or 'nothing else'}; "
            f"updated {', '.join(updated) or 'nothing else'}."
        )

    return plan


def _attendees(meeting: Meeting, free_mail: set[str]) -> list[_Entity]:
    people: list[_Entity] = []
    seen: set[str] = set()
    for attendee in meeting.attendees:
        name = one_line(str(attendee.get("name") or ""), MAX_TITLE_LENGTH)
        email = str(attendee.get("email") or "").strip().casefold()
        if not name and email:
            local = email.split("@", 1)[0].replace(".", " ").replace("_", " ").title()
            name = one_line(local, MAX_TITLE_LENGTH)
        key = email or name.casefold()
        if not name or key in seen or not slugify(name):
            continue
        seen.add(key)
        people.append(_Entity("person", name, email))
    return people


def _aliases(entity: _Entity) -> list[str]:
    """A new page's aliases: its e-mail or domain, when that is a clean line."""
    key = entity.key
    return [key] if key and one_line(key, MAX_ALIAS_LENGTH) == key else []


def _slug(entity: _Entity) -> str:
    return slugify(entity.name) or slugify(entity.key) or entity.kind


def _hash_of(result: dict[str, Any], brain_id: str) -> str:
    return str(result.get("hashes", {}).get(brain_id, "")) if ok(result) else ""


def _names(people: list[_Entity], company: _Entity, by_domain: dict[str, _Entity]) -> str:
    members = [p.link for p in people if by_domain.get(p.company) is company]
    return ", ".join(members) or "Someone from here"


def _mention(
    entity: _Entity,
    people: list[_Entity],
    by_domain: dict[str, _Entity],
    meeting_link: str,
    evidence: str,
) -> str:
    if entity.kind == "person":
        company = by_domain.get(entity.company)
        works = f" Works at {company.link}." if company else ""
        return f"Attended {meeting_link} ({evidence}).{works}"
    return (
        f"Company behind {defuse_line(entity.key)}. {_names(people, entity, by_domain)} attended "
        f"{meeting_link} ({evidence})."
    )


def _meeting_body(
    meeting: Meeting, people: list[_Entity], by_domain: dict[str, _Entity], evidence: str
) -> str:
    def linked(name: str) -> str:
        for person in people:
            if same_name(person.name, name):
                return person.link
        return defuse_line(name)

    attendees = ", ".join(person.link for person in people) or "no listed attendees"
    companies = ", ".join(company.link for company in by_domain.values())
    lines = [
        f"# {defuse_line(meeting.page_title)}",
        "",
        f"Meeting{' on ' + meeting.date if meeting.date else ''} with {attendees}"
        f"{' (' + companies + ')' if companies else ''}; transcript: {evidence}, "
        f"[[source:{meeting.source_ref}|source]].",
    ]
    if meeting.summary.strip():
        lines += ["", "## Summary", "", defuse(meeting.summary.strip())]
    items = [item for item in meeting.action_items if str(item.get("text") or "").strip()]
    if items:
        lines += ["", "## Action items", ""]
        for item in items:
            text = defuse_line(str(item["text"]))
            owner = str(item.get("assignee") or "").strip()
            lines.append(f"- {linked(owner)}: {text}" if owner else f"- {text}")
    return "\n".join(lines) + "\n"
