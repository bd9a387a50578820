"""Entity benchmark: one page per person and per company from a stream of meetings, in any script.

Run: .venv/bin/python -m bench.entity_bench [--meetings 100] [--seed 11]
It uses the configured database (the embedded one by default): a throwaway workspace
`bench-<pid>` with one brain, deleted at the end. The generator is this file's own (not the
tests' nor bench/citation_bench.py's): a pool of people in nine scripts (Latin with diacritics,
Cyrillic, Greek, Arabic, Hebrew, Devanagari, Chinese, Japanese, Korean) at companies whose
e-mail domains squash their names ("Blue Harbor" at blueharbor.io; "Acme Corp" at
acmecorp.com and "Brandt GmbH" at brandt-gmbh.de keep their legal form in it), some on free
mail, some with no e-mail at all. Before the stream, some of the people and companies already
have a page (made by hand: a title, no alias). Each meeting has two to four attendees, each
written as a note-taker might (the name as given, sometimes upper-cased, re-spaced, or typed
without its letters: "Lukasz Wisniewski" for Łukasz Wiśniewski, "Giorgos Papadopoulos" for
Γιώργος Παπαδόπουλος, "Ivan Petrov" for Иван Петров), a title that names one attendee's
company as people write it, and a summary naming another. Every meeting goes
through the real ingestion path (source item, durable queue, worker, the offline agent).

Prints:
- duplicate entities: pages beyond the first for one person (same e-mail, or titled or aliased
  with one of their spellings) or one company (same domain, or the hand-made page and a new
  one); target 0;
- attendees with a page: per script and in all, the share of distinct attendees that have a
  person page (found by e-mail alias, or titled or aliased with one of their spellings up to
  case and spacing); target 100%;
- companies named as people write them (not from the squashed domain): target 100%;
- what the doctor's `possible_duplicate` says of the brain afterwards, and failed jobs;
- captures linked: after the stream, `--captures` chat captures (save_to_brain, then the
  curation job) each name two or three people or companies that have a page by then, written
  as a user types them (any case, re-spaced, inside sentences in English, German, Russian,
  Chinese and Japanese). A named page counts as linked when the page the capture ended in (the
  promoted draft, or the page it was folded into) links it, or is it; target at least 95%.
"""

from __future__ import annotations

import argparse
import os
import random
from collections import Counter
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from bench.django_env import setup_django

setup_django()

from django.conf import settings  # noqa: E402

from bench.citation_bench import ingest_source  # noqa: E402
from brain.health import brain_diagnose  # noqa: E402
from brain.models import Brain, BrainDocument  # noqa: E402
from brain.services import Actor, brain_create, brain_delete  # noqa: E402
from brain.store import DatabaseStore  # noqa: E402
from brain.toolkit.commands.registry import call  # noqa: E402
from brain.toolkit.names import entity_key  # noqa: E402
from goat.models import Workspace  # noqa: E402
from goat.services import workspace_create  # noqa: E402
from ingest import queue  # noqa: E402
from ingest.sources import NormalizedSource  # noqa: E402
from ingest.worker import run_job  # noqa: E402


@dataclass(frozen=True)
class Company:
    name: str  # as people write it
    domain: str


@dataclass(frozen=True)
class Person:
    name: str
    email: str  # "" for an attendee known by name only
    script: str
    company: Company | None
    typed: str = ""  # the name as someone types it without its letters ("Lukasz Wisniewski")

    def spellings(self) -> set[str]:
        return {_spelling(self.name), *((_spelling(self.typed),) if self.typed else ())}


def _spelling(name: str) -> str:
    return " ".join(name.casefold().split())


COMPANIES = [
    Company("Blue Harbor", "blueharbor.io"),
    Company("Lumen Robotics", "lumenrobotics.com"),
    Company("Goat Labs", "goatlabs.com"),
    Company("Nordlicht Energie", "nordlichtenergie.de"),
    Company("Sakura Systems", "sakurasystems.jp"),
    Company("Cedar Grove", "cedargrove.co.uk"),
    Company("Acme Corp", "acmecorp.com"),  # the legal form in the domain
    Company("Brandt GmbH", "brandt-gmbh.de"),  # and after a hyphen
]
FREE_MAIL = "gmail.com"
# (name, script, as typed without its letters or in Latin letters, "" for none); each gets a
# company and an address built from an ASCII handle.
NAMES = [
    ("Nguyễn Thị Mai", "latin", "Nguyen Thi Mai"),
    ("José Álvarez", "latin", "Jose Alvarez"),
    ("Zoë Müller", "latin", "Zoe Muller"),
    ("Łukasz Wiśniewski", "latin", "Lukasz Wisniewski"),
    ("Şule Yılmaz", "latin", "Sule Yilmaz"),
    ("Đỗ Minh Châu", "latin", "Do Minh Chau"),
    ("Søren Kjær", "latin", "Soren Kjaer"),
    ("Иван Петров", "cyrillic", "Ivan Petrov"),
    ("Мария Соколова", "cyrillic", "Maria Sokolova"),
    ("Γιώργος Παπαδόπουλος", "greek", "Giorgos Papadopoulos"),
    ("Ελένη Δημητρίου", "greek", "Eleni Dimitriou"),
    ("محمد العلي", "arabic", ""),
    ("فاطمة الزهراء", "arabic", ""),
    ("דוד כהן", "hebrew", ""),
    ("שרה לוי", "hebrew", ""),
    ("राहुल शर्मा", "devanagari", ""),
    ("प्रिया पटेल", "devanagari", ""),
    ("王小明", "chinese", ""),
    ("李娜", "chinese", ""),
    ("田中太郎", "japanese", ""),
    ("さくら", "japanese", ""),
    ("김민준", "korean", ""),
    ("이서연", "korean", ""),
    ("Sarah Chen", "latin", ""),
]


def pool(rng: random.Random) -> list[Person]:
    people = []
    for number, (name, script, typed) in enumerate(NAMES):
        company = COMPANIES[number % len(COMPANIES)]
        handle = f"p{number:02d}"
        if number % 7 == 3:  # free mail: a person, no company
            people.append(Person(name, f"{handle}@{FREE_MAIL}", script, None, typed))
        elif number % 7 in (2, 5):  # known by name only
            people.append(Person(name, "", script, company, typed))
        else:
            people.append(Person(name, f"{handle}@{company.domain}", script, company, typed))
    rng.shuffle(people)
    return people


def as_written(rng: random.Random, name: str, typed: str = "") -> str:
    """The name as a note-taker writes it this time: as given, upper-cased, re-spaced, or
    typed without its letters (`typed`, when there is such a spelling)."""
    roll = rng.random()
    if roll < 0.15 and name.upper() != name:
        return name.upper()
    if roll < 0.3 and " " in name:
        return name.replace(" ", "  ")
    if roll < 0.5 and typed:
        return typed
    return name


def meeting(
    rng: random.Random, number: int, people: list[Person]
) -> tuple[NormalizedSource, list[Person]]:
    attendees = rng.sample(people, rng.randint(2, 4))
    named = [p.company for p in attendees if p.company is not None]
    title_company = named[0].name if named else "the team"
    summary_company = named[-1].name if named else "the team"
    source = NormalizedSource(
        provider="jamie",
        kind="meeting",
        external_id=f"meeting:entity-{number}",
        title=f"{title_company} check-in {number}",
        text=f"[00:00] {attendees[0].name}: Thanks for joining.",
        occurred_at=datetime(2026, 2, 1, 9, tzinfo=UTC) + timedelta(days=number),
        participants=[
            {"name": as_written(rng, p.name, p.typed), "email": p.email}
            if p.email
            else {"name": as_written(rng, p.name, p.typed)}
            for p in attendees
        ],
        payload={"meeting": {"summary": f"We went over the plan with {summary_company}."}},
    )
    return source, attendees


def seed(brain: Brain, people: list[Person]) -> None:
    """Pages that exist before the stream: every third person and the first two companies,
    titled by hand, with no e-mail or domain alias."""
    store = DatabaseStore(brain, actor=Actor("system", label="bench"))
    for person in people[::3]:
        call("create", store, {"type": "person", "title": person.name, "body": "Known."})
    for company in COMPANIES[:2]:
        call("create", store, {"type": "company", "title": company.name, "body": "Known."})


# Sentences a user saves, naming two or three known pages ({0}, {1}, {2}).
CAPTURE_TEMPLATES = [
    "Remember that {0} wants the pricing deck before {1} sees it.",
    "We agreed with {0} and {1} to move the launch to May.",
    "FYI: {0}, {1} and {2} are the reviewers for the security questionnaire.",
    "Idea: pair {0} with {1} on the onboarding checklist",
    "Notiz: {0} und {1} haben den Vertrag gestern unterschrieben.",
    "Напомни: {0} ждёт ответа от {1} до пятницы.",
    "{0}和{1}下周一起去{2}开会。",
    "{0}さんは{1}さんと来週打ち合わせをします。",
]


def capture_stream(
    brain: Brain, rng: random.Random, count: int
) -> tuple[int, int, int, Counter[str]]:
    """(pages named, of them linked from where the capture ended up, jobs failed, where the
    captures ended: folder and status)."""
    from ingest.capture import capture
    from ingest.models import SourceItem

    rows = list(
        BrainDocument.objects.filter(brain_ref=brain, type__in=("person", "company"))
        .exclude(status="merged")
        .values_list("brain_id", "title")
    )
    by_key: dict[str, list[str]] = {}
    for brain_id, title in rows:
        by_key.setdefault(entity_key(title), []).append(brain_id)
    unique = [(brain_id, title) for brain_id, title in rows if len(by_key[entity_key(title)]) == 1]
    store = DatabaseStore(brain, actor=Actor("system", label="bench"))
    named = linked = failed = 0
    ended: Counter[str] = Counter()
    for number in range(count):
        chosen = rng.sample(unique, 3)
        text = rng.choice(CAPTURE_TEMPLATES).format(*(as_written(rng, t) for _, t in chosen))
        wanted = {brain_id for brain_id, title in chosen if _written_in(title, text)}
        answer = capture(brain=brain, user=None, text=text, turn_id=f"bench-{number}")
        lease = queue.claim("bench-worker")
        assert lease is not None
        failed += run_job(lease) != "succeeded"
        item = SourceItem.objects.get(pk=answer["source_item"])
        home = item.document_id
        got = call("get", store, {"ref": home})
        out = {edge["id"] for edge in got["links"]["pages_out"]} | {home}
        document = got["document"]
        folded = "folded into a page" if home != answer["draft"]["id"] else ""
        ended[folded or f"{document['folder']}/ {document['status']}"] += 1
        named += len(wanted)
        linked += len(wanted & out)
    return named, linked, failed, ended


def _written_in(title: str, text: str) -> bool:
    # the template took this page (its name, in some case or spacing, is in the text)
    folded = "".join(text.split()).casefold()
    return "".join(title.split()).casefold() in folded


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--meetings", type=int, default=100)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--captures", type=int, default=40)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    people = pool(rng)
    workspace = workspace_create(name="Bench", slug=f"bench-{os.getpid()}")
    model_name = (getattr(settings, "AGENT_MODEL", "") or "").strip()
    settings.AGENT_MODEL = ""  # the offline agent, whatever is configured
    try:
        brain = brain_create(workspace=workspace, name="Entities", slug="entities")
        seed(brain, people)
        seen: set[Person] = set()
        failed = 0
        for number in range(args.meetings):
            source, attendees = meeting(rng, number, people)
            seen |= set(attendees)
            failed += not ingest_source(brain, source)
        rows = list(
            BrainDocument.objects.filter(brain_ref=brain, type__in=("person", "company"))
            .exclude(status="merged")
            .values_list("type", "title", "aliases")
        )
        report = brain_diagnose(brain=brain)
        named, linked, capture_failed, ended = capture_stream(brain, rng, args.captures)
    finally:
        settings.AGENT_MODEL = model_name
        for made in Brain.objects.filter(workspace=workspace):
            brain_delete(brain=made)
        Workspace.objects.filter(pk=workspace.pk).delete()

    persons = [
        (title, [a.casefold() for a in aliases]) for t, title, aliases in rows if t == "person"
    ]
    companies = [
        (title, [a.casefold() for a in aliases]) for t, title, aliases in rows if t == "company"
    ]
    duplicates = 0
    groups: list[str] = []
    with_page: Counter[str] = Counter()
    by_script: Counter[str] = Counter()
    for person in seen:
        spelled = person.spellings()
        pages = [
            title
            for title, aliases in persons
            if (person.email and person.email in aliases)
            or _spelling(title) in spelled
            or spelled & {_spelling(alias) for alias in aliases}
        ]
        by_script[person.script] += 1
        if pages:
            with_page[person.script] += 1
        duplicates += max(0, len(pages) - 1)
        if len(pages) > 1:
            groups.append(f"{person.name} <{person.email or 'no e-mail'}>: {pages}")
    named_right = 0
    misnamed: list[str] = []
    met = {p.company for p in seen if p.company is not None and p.email}
    for company in met:
        key = entity_key(company.name, company=True)
        pages = [
            title
            for title, aliases in companies
            if company.domain in aliases or entity_key(title, company=True) == key
        ]
        duplicates += max(0, len(pages) - 1)
        if len(pages) > 1:
            groups.append(f"{company.name} ({company.domain}): {pages}")
        if any(title == company.name for title in pages):
            named_right += 1
        else:
            misnamed.append(f"{company.name} ({company.domain}): {pages}")
    possible = Counter(issue.code for issue in report.issues)["possible_duplicate"]

    print(f"entities, {args.meetings} meetings, {len(seen)} distinct attendees (seed {args.seed})")
    print(f"  duplicate entities created                 {duplicates:5d}  (target 0)")
    for group in groups:
        print(f"    {group}")
    total = sum(by_script.values())
    print(
        f"  attendees with a page                      {sum(with_page.values()):5d} of {total}"
        f"  ({sum(with_page.values()) / total:.0%}; target 100%)"
    )
    for script in sorted(by_script):
        print(f"    {script:<12} {with_page[script]:3d} of {by_script[script]:3d}")
    print(
        f"  companies named as people write them       {named_right:5d} of {len(met)}  (target all)"
    )
    for line in sorted(misnamed):
        print(f"    {line}")
    print(f"  doctor possible_duplicate afterwards       {possible:5d}")
    print(f"  jobs failed                                {failed:5d}")
    share = linked / named if named else 0.0
    print(
        f"  captures: named pages linked               {linked:5d} of {named}"
        f"  ({share:.0%}; target >= 95%) over {args.captures} captures,"
        f" {capture_failed} jobs failed"
    )
    print("    where they went: " + ", ".join(f"{n} {k}" for k, n in ended.most_common()))


if __name__ == "__main__":
    main()
