"""Fact benchmark: does the librarian's answer carry the fact the question asks for, and does
the citation next to it back it?

Run: .venv/bin/python -m bench.fact_bench [--meetings 24] [--seed 5]
Two labelled sets, answered by the offline librarian (no model; `AGENT_MODEL` is ignored):

- `demo`: questions written by hand over the demo brain (demo/brain, read as a folder), each
  with the words its answer must hold. These are the questions the librarian was developed
  against.
- `meetings`: a set this file generates and nothing was tuned on. Meetings with several
  companies go through the real ingestion path (source item, queue, worker, the offline
  agent) into a throwaway workspace in the configured database; each summary states facts of
  kinds every company shares (a certification date, a budget, an owner, a blocker), so an
  answer must pick the company the question names, not the first that matches the words.
- `graph`: a generated brain of companies (each making one product) and people, one per
  company, who work there: half say so in their page's sentence ("Works at [[page:…]]."), half
  only in their `works_at` relation. It asks where each works (the relation is the fact) and
  who works at the company that makes a product (an answer `query` reaches through the
  company). Its figures print after the other two sets', which it leaves as they were.

Prints, per set and per question kind: fact recall (answers that contain the expected words;
target at least 0.8) and support (of those, answers whose line holding the fact cites a
document that holds it too, in its title or body; a heading naming what the lines under it
are about is backed by their citations), then the questions it missed.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import shutil
import tempfile
from collections import Counter
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from bench.django_env import setup_django

setup_django()

from django.conf import settings  # noqa: E402

from bench.citation_bench import ingest_source  # noqa: E402
from brain.models import Brain  # noqa: E402
from brain.services import Actor, brain_create, brain_delete  # noqa: E402
from brain.store import DatabaseStore  # noqa: E402
from brain.toolkit.commands.registry import call  # noqa: E402
from brain.toolkit.directory import DirectoryStore  # noqa: E402
from brain.toolkit.store import Store  # noqa: E402
from goat.models import Workspace  # noqa: E402
from goat.services import workspace_create  # noqa: E402
from ingest.agent.librarian import librarian  # noqa: E402
from ingest.sources import NormalizedSource  # noqa: E402

DEMO = Path(__file__).resolve().parent.parent / "demo" / "brain"
_LINK = re.compile(r"\[\[(?:page|evidence):([^\]|]+)(?:\|[^\]]*)?\]\]")
# A line's citations: the links it ends with. A link inside the line is what it says: its label.
_CITED = re.compile(r"(?:\s*\[\[(?:page|evidence):[^\]]*\]\])+\s*$")
_LABEL = re.compile(r"\[\[(?:page|evidence):([^\]|]+)(?:\|([^\]]*))?\]\]")


def said(line: str) -> str:
    """What a line of the answer says: its citations left out, a link inside it as its label."""
    return _LABEL.sub(lambda m: m.group(2) or m.group(1), _CITED.sub("", line))


@dataclass(frozen=True)
class Question:
    kind: str
    text: str
    fact: str  # words the answer must hold (case aside)


DEMO_QUESTIONS = [
    Question("number", "What is Acme's year-one budget ceiling?", "$90,000"),
    Question("number", "How many technicians are in the Acme pilot?", "25"),
    Question("date", "When did the Acme pilot go live?", "2026-11-03"),
    Question("person", "Who owns Okta at Acme?", "Marcus Bell"),
    Question("number", "What first-time-fix rate does Sarah Chen need?", "78"),
    Question("number", "What price per seat did FieldLoop quote Northwind?", "$38"),
    Question("date", "When does the Northwind contract renew?", "2026-12-15"),
    Question("number", "What cap did Maya offer Northwind for year one?", "$24,000"),
    Question("person", "Who leads the SAML SSO integration?", "Daniel Reyes"),
    Question("date", "When is SCIM provisioning planned?", "Q1"),
    Question("number", "How many seats does Northwind have?", "40"),
    Question("term", "What payment terms does Acme's procurement use?", "net 60"),
    Question("place", "Where are Northwind's depots?", "Reno"),
    Question("person", "Who is the decision maker at Northwind?", "Tom Lindqvist"),
    Question("place", "Where is Acme Corp headquartered?", "Denver"),
]

# The generated set: companies, and the facts each meeting summary states about one of them.
COMPANIES = [
    "Brightwave",
    "Kestrel Freight",
    "Orchid Health",
    "Polaris Mining",
    "Juniper Bank",
    "Tidewater Foods",
]
PEOPLE = [
    "Lena Fischer",
    "Arjun Mehta",
    "Chloe Martin",
    "Diego Santos",
    "Hana Kobayashi",
    "Yusuf Demir",
    "Olga Ivanova",
    "Femi Adeyemi",
]
MONTHS = ["January", "February", "March", "April", "May", "June", "September", "October"]
BLOCKERS = ["data residency", "the SSO rollout", "a union review", "the budget freeze"]


@dataclass
class Facts:
    certification: str
    budget: str
    owner: str
    blocker: str


def generate(rng: random.Random, meetings: int) -> tuple[list[NormalizedSource], list[Question]]:
    facts = {
        company: Facts(
            certification=rng.choice(MONTHS),
            budget=f"${rng.randrange(40, 400) * 1000:,}",
            owner=rng.choice(PEOPLE),
            blocker=rng.choice(BLOCKERS),
        )
        for company in COMPANIES
    }
    sources = []
    for number in range(meetings):
        company = COMPANIES[number % len(COMPANIES)]
        fact = facts[company]
        domain = company.lower().replace(" ", "") + ".com"
        guests = rng.sample(PEOPLE, 2)
        summary = (
            f"Quarterly review with {company}. {company} expects the SOC 2 Type II report "
            f"in {fact.certification}. Their budget for next year is {fact.budget}. "
            f"{fact.owner} owns the rollout at {company}. The main blocker is {fact.blocker}."
        )
        sources.append(
            NormalizedSource(
                provider="jamie",
                kind="meeting",
                external_id=f"meeting:fact-{number}",
                title=f"{company} quarterly review {number}",
                text=f"[00:00] {guests[0]}: Thanks, {company}, for the time.",
                occurred_at=datetime(2026, 3, 1, 15, tzinfo=UTC) + timedelta(days=number),
                participants=[
                    {"name": guests[0], "email": f"{guests[0].split()[0].lower()}@{domain}"},
                    {"name": guests[1], "email": f"{guests[1].split()[0].lower()}@goatlabs.io"},
                ],
                payload={"meeting": {"summary": summary}},
            )
        )
    questions = []
    for company, fact in facts.items():
        questions += [
            Question(
                "date", f"When does {company} expect its SOC 2 Type II report?", fact.certification
            ),
            Question("number", f"What is the budget of {company} for next year?", fact.budget),
            Question("person", f"Who owns the rollout at {company}?", fact.owner),
            Question("term", f"What is blocking {company}?", fact.blocker),
        ]
    return sources, questions


PRODUCTS = [
    "solar inverters",
    "lidar sensors",
    "refrigerated containers",
    "payroll software",
    "hospital beds",
    "drone batteries",
]
REGIONS = ["Levant", "Nordic", "Andean", "Baltic", "Iberian", "Pacific"]


def build_graph(store: Store, rng: random.Random) -> list[Question]:
    """The `graph` set: its pages written into `store`, and its questions."""
    products = rng.sample(PRODUCTS, len(PRODUCTS))
    people = rng.sample(PEOPLE, len(COMPANIES))
    questions = []
    for number, (company, product, person) in enumerate(
        zip(COMPANIES, products, people, strict=True)
    ):
        company_id = company.lower().replace(" ", "-")
        call(
            "create",
            store,
            {
                "type": "company",
                "title": company,
                "brain_id": company_id,
                "body": f"{company} makes {product}.",
            },
        )
        said = number % 2 == 0  # half say where they work, half hold it in a relation only
        body = (
            f"Works at [[page:{company_id}|{company}]]."
            if said
            else f"Sales lead for the {REGIONS[number]} region."
        )
        call(
            "create",
            store,
            {
                "type": "person",
                "title": person,
                "relations": [f"works_at:{company_id}"],
                "body": body,
            },
        )
        questions += [
            Question("relation", f"Where does {person} work?", company),
            Question("two-hop", f"Who works at the company that makes {product}?", person),
        ]
    return questions


def ask(store: Store, question: Question) -> tuple[bool, bool]:
    """(the answer holds the fact, the line holding it cites a document holding it). A line
    that heads a group of cited lines ("Daniel Reyes:") holds a fact for them: it is backed
    when one of the group's lines cites a document that holds it (its title or its body)."""
    answer = librarian(store, question=question.text)["answer"]
    fact = question.fact.casefold()
    groups: list[list[str]] = []
    for line in answer.splitlines():
        if line.startswith("- ") and groups:
            groups[-1].append(line)
        else:
            groups.append([line])
    found = False
    for group in groups:
        holding = [line for line in group if fact in said(line).casefold()]
        if not holding:
            continue
        found = True
        # a heading's fact is backed by the citations of the lines under it
        cites = group if holding[0] is group[0] else holding
        for line in cites:
            for cited in _LINK.findall(line):
                stored = store.get(cited)
                if stored is None:
                    continue
                text = f"{stored.document.title}\n{stored.document.body}".casefold()
                if fact in text:
                    return True, True
    return found, False


def report(name: str, store: Store, questions: list[Question]) -> None:
    asked: Counter[str] = Counter()
    found: Counter[str] = Counter()
    backed: Counter[str] = Counter()
    missed: list[str] = []
    for question in questions:
        holds, supported = ask(store, question)
        asked[question.kind] += 1
        found[question.kind] += holds
        backed[question.kind] += supported
        if not holds:
            missed.append(f"{question.text} (wanted {question.fact!r})")
    total, hits, good = sum(asked.values()), sum(found.values()), sum(backed.values())
    print(
        f"{name:<9} {total:3d} questions  fact recall {hits / total:.2f}  "
        f"support {good / hits if hits else 0.0:.2f}  (target recall >= 0.8)"
    )
    for kind in sorted(asked):
        share = found[kind] / asked[kind]
        print(f"    {kind:<7} {found[kind]:3d} of {asked[kind]:3d}  {share:.2f}")
    for line in missed:
        print(f"    missed: {line}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--meetings", type=int, default=24)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    model_name = (getattr(settings, "AGENT_MODEL", "") or "").strip()
    settings.AGENT_MODEL = ""  # the offline agent and librarian, whatever is configured
    workspace = workspace_create(name="Bench", slug=f"bench-{os.getpid()}")
    folder = Path(tempfile.mkdtemp(prefix="fact-bench-"))
    try:
        shutil.copytree(DEMO, folder / "brain")
        report("demo", DirectoryStore(folder / "brain"), DEMO_QUESTIONS)
        brain = brain_create(workspace=workspace, name="Facts", slug="facts")
        sources, questions = generate(random.Random(args.seed), args.meetings)
        failed = sum(not ingest_source(brain, source) for source in sources)
        store = DatabaseStore(brain, actor=Actor("system", label="bench"))
        report("meetings", store, questions)
        print(f"    ({args.meetings} meetings ingested, {failed} jobs failed)")
        graph = brain_create(workspace=workspace, name="Graph", slug="graph")
        store = DatabaseStore(graph, actor=Actor("system", label="bench"))
        report("graph", store, build_graph(store, random.Random(args.seed)))
    finally:
        settings.AGENT_MODEL = model_name
        shutil.rmtree(folder, ignore_errors=True)
        for made in Brain.objects.filter(workspace=workspace):
            brain_delete(brain=made)
        Workspace.objects.filter(pk=workspace.pk).delete()


if __name__ == "__main__":
    main()
