"""The meeting mission (profile `ingest`): a meeting page, attendee and company pages.

`meeting_task` is what a model is asked; `meeting_plan` is what the offline agent does: a
meeting page citing the transcript snapshot, one person page per attendee and a company page per
attendee e-mail domain (free-mail domains left out), each found first by e-mail or domain, then
by name key (brain/toolkit/names.py: people only when no e-mail contradicts) among titles,
aliases, the pages of its type and query hits, and updated rather than duplicated; attendance
related both ways (`attended`), action items linked to their owners, every page citing the
snapshot, active, with a timeline entry. Attendees without a usable name are skipped, the reason
in the final answer and in the job's `left_out` (`meeting_left_out`); attendees that resolve to
one page are one (docs/ingestion.md#entity-resolution).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Final

from brain.toolkit.claims import cite_statements
from brain.toolkit.names import (
    FREE_LABELS,
    domain_label,
    entity_key,
    entity_keys,
    latin_spelling,
    make_id,
    name_from_email,
    name_problem,
    phrase_for,
    proper_form,
    same_entity,
    short_hash,
    without_invisibles,
)
from brain.toolkit.quoting import defuse, defuse_line, label, one_line
from brain.toolkit.schemas import MAX_ALIAS_LENGTH, MAX_TITLE_LENGTH, slugify
from brain.toolkit.timeline import split_body
from brain.toolkit.timestamps import format_timestamp
from ingest.agent.extract import TRANSCRIPT_KEPT
from ingest.agent.offline import Calls, Plan, ok
from ingest.sources.jamie import SECTIONS, UNUSABLE_EMAIL


@dataclass(frozen=True)
class Meeting:
    """What the agent is told about the meeting (from the source item)."""

    source_ref: str
    title: str
    occurred_at: datetime | None  # at the offset the source gave: its date is the sender's
    attendees: Sequence[dict[str, Any]]
    summary: str
    action_items: Sequence[dict[str, Any]]
    evidence_id: str
    text: str = ""  # the source's text (summary, action items, transcript)

    @property
    def date(self) -> str:
        """The meeting's date on the sender's clock (timeline entries keep the instant)."""
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
    """What a model is asked: the attendees it is to make pages for (those with a usable name,
    one per person), and what was left out and why, for its answer to say."""
    people, _ = _attendees(meeting)
    attendees = "; ".join(f"{person.name} <{person.key or 'no e-mail'}>" for person in people)
    left_out = meeting_left_out(meeting)
    skipped = f"Left out (make no page for them): {'; '.join(left_out)}.\n" if left_out else ""
    evidence = meeting.evidence_id
    return (
        f"A meeting ended: {meeting.title!r} ({meeting.source_ref}, {meeting.date or 'no date'}).\n"
        f"Attendees: {attendees or 'none listed'}.\n"
        f"{skipped}"
        f"Its full transcript is already in the brain as evidence {evidence!r}: cite it "
        f"as [[evidence:{evidence}|transcript]] and read it with get.\n"
        "Make or update the meeting page, exactly one person page per attendee (titled with the "
        "name as given, in its script), and a company page per attendee company (named as the "
        "meeting names it, its e-mail domain kept as an alias). Look each one up first: a "
        "person by e-mail, then by name unless their e-mail differs; a company by domain, "
        "then by name. Relate each attendee and the meeting with `attended` both ways, link "
        "action items to their assignees, cite the transcript on each page, add a timeline "
        "entry to each page you touch. End your answer with what was left out and why. "
        "Answer SKIP if there is nothing worth keeping."
    )


def company_of(email: str, free_mail: Collection[str]) -> tuple[str, str] | None:
    """(domain, display name) of an attendee's company, or None for free mail and no e-mail.
    The display name is the squashed domain label, capitalized (`_company_name` prefers a
    phrase of the meeting that names it)."""
    if "@" not in email:
        return None
    domain = email.rsplit("@", 1)[1].strip().casefold().rstrip(".")
    if not domain or "." not in domain or is_free_mail(domain, free_mail):
        return None
    name = domain_label(domain)
    display = " ".join(part.capitalize() for part in name.replace("_", "-").split("-"))
    display = one_line(display, MAX_TITLE_LENGTH)
    return (domain, display) if display else None


def is_free_mail(domain: str, free_mail: Collection[str]) -> bool:
    """Whether `domain` is a free-mail provider's (INGEST_FREE_MAIL_DOMAINS): listed, or the
    country form of a listed `family.*` (`yahoo.*` covers yahoo.fr, yahoo.co.jp and
    yahoo.com.br, so the list need not name every country; outlook.acme.com stays Acme's)."""
    if domain in free_mail:
        return True
    family, _, rest = domain.partition(".")
    return f"{family}.*" in free_mail and _country_suffix(rest)


def _country_suffix(rest: str) -> bool:
    """What follows a provider's name in its countries: `com`, `net`, a two-letter country
    (`fr`), or a public second level before one (`co.uk`, `com.br`)."""
    labels = rest.split(".")
    if len(labels) == 1:
        return labels[0] in ("com", "net") or _country(labels[0])
    return len(labels) == 2 and labels[0] in FREE_LABELS and _country(labels[1])


def _country(label: str) -> bool:
    return len(label) == 2 and label.isascii() and label.isalpha()


def written_out(title: str, name: str) -> bool:
    """Whether `name` writes out a company title that runs its words together, as a title made
    from a domain does: "Nordlicht Energie" for "Nordlichtenergie", "Acme Corp" for "Acmecorp"
    (the same letters, case aside, with the spaces the title lacks)."""
    title, name = title.strip(), " ".join(name.split())
    return " " not in title and " " in name and name.replace(" ", "").casefold() == title.casefold()


def _company_name(domain: str, fallback: str, meeting: Meeting, people: set[str]) -> str:
    """A company's name: the phrase of the meeting's title, summary or text whose key is the
    domain's squashed label ("blueharbor.io" and "Blue Harbor pilot" give "Blue Harbor"),
    else `fallback`. A phrase that is an attendee's name (a personal domain, sarahchen.com,
    and "Sarah Chen: ..." in the transcript) does not name the company."""
    label_ = domain_label(domain)
    for text in (meeting.title, meeting.summary, meeting.text):
        phrase = one_line(phrase_for(label_, text), MAX_TITLE_LENGTH) if text else ""
        if phrase and name_problem(phrase) is None and entity_key(phrase) not in people:
            return phrase
    return fallback


@dataclass
class _Entity:
    kind: str  # person | company
    name: str
    key: str  # e-mail or domain: also kept as an alias
    company: str = ""  # a person's company domain
    id: str = ""
    hash: str = ""
    existing: dict[str, Any] | None = None
    # A company's other domains; a person's other e-mails (when two listings were one person).
    other_keys: list[str] = field(default_factory=list)
    candidates: list[str] = field(default_factory=list)  # ids whose name key matches
    tasks: list[str] = field(default_factory=list)  # a person's action items
    key_free: bool = False  # no page claims its e-mail or domain yet
    ops: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    # The names the meeting gave it, kept when it takes an existing page's title: an action
    # item's assignee is matched against any of them.
    given: list[str] = field(default_factory=list)
    # Spellings of an existing person's name the page gains as aliases (`respell`).
    spelled: list[str] = field(default_factory=list)

    def adopt(self, document: dict[str, Any]) -> None:
        """Take `document` as this entity's page: its id, its hash, and its title, so links
        and text name the page as the brain titles it ("Goat Labs", not the "Goatlabs" its
        domain would give)."""
        self.existing = document
        self.id = document["id"]
        self.hash = document["hash"]
        self.given.append(self.name)
        self.name = one_line(document["title"], MAX_TITLE_LENGTH) or self.name

    def respell(self) -> None:
        """For a person whose page this meeting found: the spellings of their name the meeting
        gave that the page lacks, each one that names the page by a key of its title or of an
        alias (names.same_entity: written otherwise, "Nguyen Van Hung" for "Nguyễn Văn Hùng",
        or in another script, "Ελένη Κουλούρα" for "Eleni Kouloura"). A more proper form of
        the title (names.proper_form, same script only) becomes the name the page is titled
        and linked by, the old title then an alias; any other is kept as an alias, so a search
        in it finds the page and a later spelling matches one of its keys. A spelling that
        differs only in case from the title or an alias is none: names are looked up without
        case. A name the page was found by otherwise (its e-mail) is not a spelling of it.
        For a company: a page titled as its domain squashes it ("Nordlichtenergie", made when
        no source wrote the name out) takes the phrase a later meeting writes it out by
        ("Nordlicht Energie", `written_out`), the squashed title then an alias."""
        if self.kind == "company" and self.existing is not None:
            title = self.name
            better = next((name for name in self.given if written_out(title, name)), "")
            if better:
                self.name = one_line(better, MAX_TITLE_LENGTH)
                self.spelled.append(one_line(title, MAX_ALIAS_LENGTH))
            return
        if self.kind != "person" or self.existing is None:
            return
        title = self.name
        aliases = [str(alias) for alias in self.existing.get("aliases", [])]
        names = [title, *(alias for alias in aliases if "@" not in alias)]
        given = [one_line(name, MAX_TITLE_LENGTH) for name in self.given]
        given = [
            name
            for name in dict.fromkeys(given)
            if name and any(same_entity(name, known) for known in names)
        ]
        better = next((name for name in given if proper_form(title, name)), "")
        if better:
            self.name = better
        known = {name.casefold() for name in [self.name, *aliases]}
        for name in [title, *given]:
            alias = one_line(name, MAX_ALIAS_LENGTH)
            if alias and alias.casefold() not in known:
                known.add(alias.casefold())
                self.spelled.append(alias)

    def absorb(self, other: _Entity) -> None:
        """Fold in `other`, which resolved to the same page: its e-mails or domains, its
        company, the names it was given."""
        if not self.key:
            self.key, self.key_free = other.key, other.key_free
        elif other.key and other.key != self.key:
            self.other_keys.append(other.key)
        self.other_keys += [k for k in other.other_keys if k not in self.keys]
        self.company = self.company or other.company
        self.given += [other.name, *other.given]

    @property
    def link(self) -> str:
        return f"[[page:{self.id}|{label(self.name)}]]"

    @property
    def name_keys(self) -> list[str]:
        return entity_keys(self.name, company=self.kind == "company")

    def closeness(self, title: str) -> int | None:
        """How surely `title` names this entity: 0 by its own name key, 1 by another of its
        keys (a usual Latin spelling, a company's name without its legal form); None when it
        does not (names.entity_keys)."""
        company = self.kind == "company"
        if entity_key(title, company=company) == entity_key(self.name, company=company):
            return 0
        return 1 if same_entity(self.name, title, company=company) else None

    def named_whole(self, text: str) -> bool:
        """Whether `text`, a page's name found in this entity's name (`mentions`, by a title
        or an alias), is all of it, not a word of it ("Volkov" in "Dmitry Volkov")."""
        company = self.kind == "company"
        return entity_key(text, company=company) == entity_key(self.name, company=company)

    @property
    def spellings(self) -> list[str]:
        """Other spellings a new page keeps as aliases: a person's name in Latin letters when
        their name is in another script and their e-mail spells it (names.latin_spelling,
        which their id is made from too), so a search for "Noa Levi" finds "נועה לוי"."""
        latin = latin_spelling(self.name, self.key) if self.kind == "person" else ""
        return [latin] if latin else []

    @property
    def keys(self) -> list[str]:
        """The e-mail or domains kept as aliases: each a clean line."""
        found = [k for k in [self.key, *self.other_keys] if k]
        return [k for k in found if one_line(k, MAX_ALIAS_LENGTH) == k]

    def contradicted_by(self, document: dict[str, Any]) -> bool:
        """A person page whose e-mail aliases do not include this person's e-mail is someone
        else of the same name (two Maria Garcias); pages without e-mail do not contradict."""
        if self.kind != "person" or not self.key:
            return False
        emails = {a.casefold() for a in document.get("aliases", []) if "@" in a}
        return bool(emails) and self.key not in emails


def meeting_plan(meeting: Meeting, *, free_mail: Collection[str]) -> Callable[[], Plan]:
    def plan() -> Plan:
        people, _ = _attendees(meeting)
        person_keys = {entity_key(person.name) for person in people}
        companies: dict[str, _Entity] = {}  # by domain
        by_company_key: dict[str, _Entity] = {}
        for person in people:
            company = company_of(person.key, free_mail) if person.key else None
            if company is None:
                continue
            domain, fallback = company
            person.company = domain
            if domain not in companies:
                name = _company_name(domain, fallback, meeting, person_keys)
                entity = _Entity("company", name, domain)
                keys = entity.name_keys
                same = next((by_company_key[k] for k in keys if k in by_company_key), None)
                if same is not None:  # acme.com and acme.co.uk: one company, both domains
                    same.other_keys.append(domain)
                    entity = same
                for key in keys:
                    by_company_key.setdefault(key, entity)
                companies[domain] = entity
        entities = [*people, *{id(c): c for c in companies.values()}.values()]
        source = meeting.source_ref
        evidence = f"[[evidence:{meeting.evidence_id}|transcript]]"
        meeting_id = slugify(meeting.page_title) or f"meeting-{short_hash(source)}"
        at = format_timestamp(meeting.occurred_at) if meeting.occurred_at else None

        # 1. Look before writing: the meeting page; each entity by its e-mail or domain (kept
        #    as an alias), by title or alias, by name key among the pages of its type, by query,
        #    and by the keys of the pages' aliases (`mentions` of its whole name: "Dmitry
        #    Volkov" is the page "Dmitrii Volkov" that keeps "Дмитрий Волков").
        # Another meeting may have the same title and date: then this one's id names its source.
        alternate_id = slugify(f"{meeting.page_title} {source.rsplit(':', 1)[-1]}") or meeting_id
        calls: Calls = [
            ("get", {"ref": meeting_id}),
            ("get", {"ref": alternate_id}),
            ("list", {"type": "person"}),
            ("list", {"type": "company"}),
        ]
        for entity in entities:
            calls.append(("get", {"ref": entity.key or entity.name}))
            calls.append(("get", {"ref": entity.name}))
            calls.append(("query", {"text": entity.name, "limit": 5}))
            calls.append(("mentions", {"text": entity.name}))
        results = yield calls
        meeting_doc = results[0].get("document") if ok(results[0]) else None
        if meeting_doc is not None and source not in meeting_doc.get("sources", []):
            meeting_id = alternate_id
            meeting_doc = results[1].get("document") if ok(results[1]) else None
        listed = {
            "person": results[2].get("documents", []) if ok(results[2]) else [],
            "company": results[3].get("documents", []) if ok(results[3]) else [],
        }
        for index, entity in enumerate(entities):
            by_key, by_name, query, named = results[4 + 4 * index : 8 + 4 * index]
            if entity.key and not ok(by_key) and by_key["error"].get("code") == "not_found":
                entity.key_free = True
            found = by_key.get("document") if ok(by_key) and entity.key else None
            if found and found["type"] == entity.kind and found["status"] != "merged":
                entity.existing = found  # the e-mail or domain decides
                continue
            ranked: list[tuple[int, str]] = []
            document = by_name.get("document") if ok(by_name) else None
            if document and document["type"] == entity.kind and document["status"] != "merged":
                ranked.append((0, document["id"]))
            for row in [*listed[entity.kind], *(query.get("hits", []) if ok(query) else [])]:
                closeness = entity.closeness(row["title"])
                if closeness is not None:
                    ranked.append((closeness, row["id"]))
            for mention in named.get("mentions", []) if ok(named) else []:
                if mention["type"] == entity.kind and entity.named_whole(mention["text"]):
                    ranked.append((1, mention["id"]))  # by an alias: after the very name
            # Those of the very name first: acmecorp.com is "Acmecorp" before it is "Acme".
            ranked.sort(key=lambda pair: pair[0])
            entity.candidates = list(dict.fromkeys(c for _, c in ranked))[:10]

        # 2. Read the candidates (their aliases tell two namesakes apart), and check the ids
        #    new pages would take.
        pending = [e for e in entities if e.existing is None]
        asked = [(e, c) for e in pending for c in e.candidates]
        base_ids = {id(e): make_id(e.name, email=e.key, kind=e.kind) for e in pending}
        calls = [("get", {"ref": c}) for _, c in asked]
        calls += [("get", {"ref": base_ids[id(e)]}) for e in pending]
        results = yield calls
        for (entity, _), found in zip(asked, results, strict=False):
            document = found.get("document") if ok(found) else None
            if (
                entity.existing is None
                and document
                and document["type"] == entity.kind
                and document["status"] != "merged"
                and not entity.contradicted_by(document)
            ):
                entity.existing = document
        taken = {
            found["document"]["id"]
            for found in results[len(asked) :]
            if ok(found) and "document" in found
        }
        # One page found for two listings (王小明, and Wang Xiao Ming with an e-mail) is one
        # entity: one relation, one link, one entry in the summary.
        entities, merged_into = _merge_same_pages(entities)
        people = [entity for entity in entities if entity.kind == "person"]
        companies = {domain: merged_into.get(id(c), c) for domain, c in companies.items()}
        used: set[str] = set()
        for entity in entities:
            if entity.existing is not None:
                entity.adopt(entity.existing)
                entity.respell()
                used.add(entity.id)
        for entity in entities:
            if entity.existing is None:
                entity.id = base_ids[id(entity)]
                if entity.id in taken or entity.id in used:
                    local = entity.key.split("@", 1)[0] if entity.key else ""
                    entity.id = slugify(f"{entity.id} {local}") if local else ""
                    if not entity.id or entity.id in taken or entity.id in used:
                        suffix = short_hash(entity.key or entity.name)
                        entity.id = slugify(f"{base_ids[id(entity)]} {suffix}")
                used.add(entity.id)
        by_domain = {domain: company for domain, company in companies.items()}
        _assign(meeting, people)

        # 3. Write, one step per page at a time (each write names the hash the last one left):
        #    the meeting page, new pages, the compiled truth of existing ones; then the
        #    relations (works_at, attended both ways), the e-mail or domain aliases, the source
        #    and active status of existing pages; a timeline entry on every page touched.
        body = _meeting_body(meeting, people, by_domain, evidence)
        meeting_page = _Entity("meeting", meeting.page_title, "", id=meeting_id)
        attended = [f"attended:{person.id}" for person in people]
        if meeting_doc is None:
            create = {
                "type": "meeting",
                "title": meeting.page_title,
                "brain_id": meeting_id,
                "status": "active",
                "sources": [source],
                "relations": attended,
                "body": body,
            }
            meeting_page.ops.append(("create", create))
        else:
            meeting_page.hash = meeting_doc["hash"]
            meeting_page.ops.append(("rewrite", {"ref": meeting_id, "compiled_truth": body}))
            related = {(r["type"], r["target"]) for r in meeting_doc.get("relations", [])}
            for person in people:
                if ("attended", person.id) not in related:
                    meeting_page.ops.append(_link(meeting_id, person.id, "attended"))
        meeting_page.ops.append(
            (
                "append-timeline",
                {
                    "ref": meeting_id,
                    "source": source,
                    "text": f"{TRANSCRIPT_KEPT} {evidence}.",
                    "at": at,
                },
            )
        )
        meeting_link = f"[[page:{meeting_id}|{label(meeting.page_title)}]]"
        for entity in entities:
            line = _mention(entity, people, by_domain, meeting_link, evidence, entity.existing)
            works_at = by_domain.get(entity.company) if entity.kind == "person" else None
            wanted = [("attended", meeting_id)] if entity.kind == "person" else []
            if works_at is not None:
                wanted.append(("works_at", works_at.id))
            existing = entity.existing
            if existing is None:
                entity.ops.append(
                    (
                        "create",
                        {
                            "type": entity.kind,
                            "title": entity.name,
                            "brain_id": entity.id,
                            "status": "active",
                            "aliases": [*entity.keys, *entity.spellings],
                            "sources": [source],
                            "relations": [f"{kind}:{target}" for kind, target in wanted],
                            "body": f"# {defuse_line(entity.name)}\n\n{line}\n",
                        },
                    )
                )
            else:
                truth = split_body(existing["body"])[0].rstrip()
                retitled = entity.name != one_line(existing["title"], MAX_TITLE_LENGTH)
                heading = f"# {defuse_line(existing['title'])}"
                if retitled and truth.split("\n", 1)[0] == heading:
                    truth = f"# {defuse_line(entity.name)}{truth[len(heading) :]}"
                if retitled or f"[[page:{meeting_id}" not in truth:
                    if f"[[page:{meeting_id}" not in truth:
                        truth = f"{truth}\n\n{line}"
                    entity.ops.append(
                        ("rewrite", {"ref": entity.id, "compiled_truth": f"{truth}\n"})
                    )
                related = {(r["type"], r["target"]) for r in existing.get("relations", [])}
                for kind, target in wanted:
                    if (kind, target) not in related:
                        entity.ops.append(_link(entity.id, target, kind))
                have = {a.casefold() for a in existing.get("aliases", [])}
                new_keys = [k for k in entity.keys if k not in have]
                # Keep the e-mail or domain as an alias when no other page claims it.
                if new_keys and not (entity.key_free or entity.key not in new_keys):
                    new_keys = []
                if new_keys or entity.spelled:
                    aliases = [*new_keys, *entity.spelled]
                    entity.ops.append(("alias", {"ref": entity.id, "aliases": aliases}))
                changes: dict[str, Any] = {}
                if retitled:
                    changes["title"] = entity.name  # the id stays
                if source not in existing.get("sources", []):
                    changes["add_sources"] = [source]
                if existing["status"] == "draft":
                    changes["status"] = "active"  # it cites the snapshot now
                if changes:
                    entity.ops.append(("set", {"ref": entity.id, **changes}))
            text = (
                f"Attended {meeting_link} ({evidence})."
                if entity.kind == "person"
                else f"{_names(people, entity, by_domain)} attended {meeting_link} ({evidence})."
            )
            entity.ops.append(
                ("append-timeline", {"ref": entity.id, "source": source, "text": text, "at": at})
            )
        pages = [meeting_page, *entities]
        while any(page.ops for page in pages):
            batch: list[_Entity] = []
            calls = []
            for page in pages:
                if not page.ops:
                    continue
                name, arguments = page.ops.pop(0)
                if name != "create":
                    if not page.hash:  # its create or an earlier write failed: leave it
                        page.ops.clear()
                        continue
                    arguments = {**arguments, "expected_hash": page.hash}
                batch.append(page)
                calls.append((name, arguments))
            results = yield calls
            for page, result in zip(batch, results, strict=False):
                page.hash = _hash_of(result, page.id) or page.hash

        new = [e.id for e in entities if e.existing is None]
        updated = [e.id for e in entities if e.existing is not None]
        summary = (
            f"Meeting page {meeting_id}; created {', '.join(new) or 'nothing else'}; "
            f"updated {', '.join(updated) or 'nothing else'}."
        )
        left_out = meeting_left_out(meeting)
        if left_out:
            summary += f" Skipped {len(left_out)}: {'; '.join(left_out)}."
        yield summary

    return plan


def _merge_same_pages(entities: list[_Entity]) -> tuple[list[_Entity], dict[int, _Entity]]:
    """The entities with those that resolved to one existing page folded into the first of
    them (the same person listed by name and again with an e-mail); and, by `id()` of each one
    folded, the entity it went into."""
    first_of: dict[tuple[str, str], _Entity] = {}
    kept: list[_Entity] = []
    merged_into: dict[int, _Entity] = {}
    for entity in entities:
        if entity.existing is None:
            kept.append(entity)
            continue
        first = first_of.setdefault((entity.kind, entity.existing["id"]), entity)
        if first is entity:
            kept.append(entity)
        else:
            first.absorb(entity)
            merged_into[id(entity)] = first
    return kept, merged_into


def _link(ref: str, target: str, kind: str) -> tuple[str, dict[str, Any]]:
    return ("link", {"ref": ref, "target": target, "relation_type": kind})


MSG_SKIP_NO_NAME: Final = "attendee {index}: neither a name nor an e-mail"
MSG_SKIP_EMAIL: Final = "attendee {index}: the e-mail {email} is not an address; left out"
MAX_SHOWN: Final = 80  # characters of a value a reason quotes
MSG_SKIP_NAME: Final = "attendee {index}: {problem}"
MSG_SKIP_ASSIGNEE: Final = (
    "action item {index}: the assignee's name is {length} characters long (at most {limit}); "
    "the item is kept without it"
)


def meeting_left_out(meeting: Meeting) -> list[str]:
    """What of the meeting gets no page or link, each with its reason, in the source's order:
    attendees without a usable name, then action items whose assignee's name is too long to
    be anyone's. The job's result lists them, whatever agent ran."""
    _, skipped = _attendees(meeting)
    for index, item in enumerate(meeting.action_items, 1):
        length = len(_clean_name(item.get("assignee")))
        if length > MAX_TITLE_LENGTH:
            skipped.append(
                MSG_SKIP_ASSIGNEE.format(index=index, length=length, limit=MAX_TITLE_LENGTH)
            )
    return skipped


def _assignee(item: dict[str, Any]) -> str:
    """An action item's assignee as the meeting gave it; '' when there is none, or when the
    name is too long to be anyone's (meeting_left_out says so)."""
    assignee = " ".join(str(item.get("assignee") or "").split())
    return assignee if len(_clean_name(assignee)) <= MAX_TITLE_LENGTH else ""


def _clean_name(value: object) -> str:
    """A name as given, on one line, without the invisible format characters (a zero-width
    space inside "ab\u200bc") that would title and slug it unlike the name it reads as
    (names.without_invisibles); not yet cut to a length."""
    return " ".join(without_invisibles(str(value or "")).split())


def _attendees(meeting: Meeting) -> tuple[list[_Entity], list[str]]:
    """One person per attendee, with the reasons the others were skipped. The same e-mail is
    one person; a name without an e-mail is the person of that name key, unless an e-mail
    tells them apart (two Maria Garcias at different addresses stay two people)."""
    people: list[_Entity] = []
    skipped: list[str] = []
    by_email: dict[str, _Entity] = {}
    for index, attendee in enumerate(meeting.attendees, 1):
        unusable = attendee.get(UNUSABLE_EMAIL)
        if unusable:
            shown = repr(str(unusable)[:MAX_SHOWN])  # as names are shown: invisibles escaped
            skipped.append(MSG_SKIP_EMAIL.format(index=index, email=shown))
        given = " ".join(str(attendee.get("name") or "").split())
        email = str(attendee.get("email") or "").strip().casefold()
        if "@" not in email:
            email = ""
        if not given and not email:
            skipped.append(MSG_SKIP_NO_NAME.format(index=index))
            continue
        if not given:  # named from the address: joe.ortiz@ is Joe Ortiz
            given = name_from_email(email)
        problem = name_problem(given) or name_problem(_clean_name(given))
        if problem is not None:
            skipped.append(MSG_SKIP_NAME.format(index=index, problem=problem))
            continue
        given = _clean_name(given)
        name = one_line(given, MAX_TITLE_LENGTH)
        if email and email in by_email:
            continue
        same = [p for p in people if same_entity(p.name, name)]
        twin = next((p for p in same if not p.key or not email or p.key == email), None)
        if twin is not None:  # the same name, and no e-mail says otherwise
            if email and not twin.key:
                twin.key = email
                by_email[email] = twin
            continue
        person = _Entity("person", name, email)
        people.append(person)
        if email:
            by_email[email] = person
    return people, skipped


def _assign(meeting: Meeting, people: list[_Entity]) -> None:
    """Each action item to the attendee it names (by name key or e-mail)."""
    for item in meeting.action_items:
        owner = _owner(_assignee(item), people)
        text = defuse_line(str(item.get("text") or ""))
        if owner is not None and text:
            owner.tasks.append(text)


def _owner(assignee: str, people: list[_Entity]) -> _Entity | None:
    key = entity_key(assignee)
    if not key:
        return None
    for person in people:
        names = [person.name, *person.given]
        named = any(same_entity(assignee, name) for name in names)
        if named or person.key == assignee.strip().casefold():
            return person
    return None


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
    existing: dict[str, Any] | None = None,
) -> str:
    """The paragraph the meeting adds to an entity's page: what this meeting says of it (a
    person attended, took action items; a company's people attended), and the standing facts
    (where a person works, which domains a company is behind) only on a page that does not
    hold them yet: a new page says them once, an `existing` one never again (a person's
    `works_at` relation or a line of its compiled truth already says where they work; a
    company page was described when it was made)."""
    if entity.kind == "person":
        company = by_domain.get(entity.company)
        works = f" Works at {company.link}." if company else ""
        if company is not None and existing is not None:
            related = {(r["type"], r["target"]) for r in existing.get("relations", [])}
            if ("works_at", company.id) in related or _states(existing, works):
                works = ""
        tasks = "".join(f" Took the action item: {task}." for task in entity.tasks)
        return f"Attended {meeting_link} ({evidence}).{works}{tasks}"
    attended = f"{_names(people, entity, by_domain)} attended {meeting_link} ({evidence})."
    if existing is not None:
        return attended
    domains = ", ".join(defuse_line(d) for d in [entity.key, *entity.other_keys])
    return f"Company behind {domains}. {attended}"


def _states(document: dict[str, Any], sentence: str) -> bool:
    """Whether `document`'s compiled truth already holds `sentence`, word for word."""
    return sentence.strip() in split_body(document["body"])[0]


def _meeting_body(
    meeting: Meeting, people: list[_Entity], by_domain: dict[str, _Entity], evidence: str
) -> str:
    def linked(name: str) -> str:
        owner = _owner(name, people)
        return owner.link if owner is not None else defuse_line(name)

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
            owner = _assignee(item)
            lines.append(f"- {linked(owner)}: {text}" if owner else f"- {text}")
    # Every statement cites the transcript: the summary's paragraphs and each action item too.
    return cite_statements("\n".join(lines), evidence) + "\n"
