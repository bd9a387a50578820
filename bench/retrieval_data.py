"""A labelled retrieval set over a realistic generated brain (issue 8's quality targets).

`build(seed)` makes a brain of companies, people, projects and meetings, every page in the
document format with typed relations and page links, and questions with the ids that answer
them. Two kinds of question:

- `lexical`: the question names what it is after (a company's product, a person's name and
  role, a project's goal, a meeting's topic), so its words are in the answer;
- `hop`: the answer is one link away from the page the question describes, and shares none of
  the question's distinctive words ("who works at the company that makes solar inverters?":
  the people, linked to the company by `works_at`). A third of the questions are hops.
- `hop2`: the answer is two links away: through the customer of a project named by its goal
  (the people who work there, the meetings about it), or through the company a named person
  works at (the projects it is the customer of). Added after the ranker was first tuned, as
  the development set for two-hop questions.

The set was written before the ranker was tuned against it (bench/retrieval_eval.py prints
the scores); the product is also measured on questions that are not here.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from brain.toolkit.document import Document, parse_document

FIRST = [
    "Ada",
    "Alan",
    "Bea",
    "Cai",
    "Dara",
    "Eli",
    "Farah",
    "Gus",
    "Hana",
    "Ivo",
    "Jun",
    "Kira",
    "Liam",
    "Mira",
    "Noor",
    "Omar",
    "Pia",
    "Quinn",
    "Rosa",
    "Sami",
    "Tara",
    "Uma",
    "Vik",
    "Wren",
    "Xia",
    "Yara",
    "Zed",
    "Ines",
    "Hugo",
    "Lena",
    "Marco",
    "Nina",
    "Otto",
    "Pau",
    "Rhea",
    "Sven",
    "Tomas",
    "Vera",
]
LAST = [
    "Abbott",
    "Bauer",
    "Castro",
    "Dahl",
    "Ekwueme",
    "Fischer",
    "Gallo",
    "Haas",
    "Ibarra",
    "Jensen",
    "Kowalski",
    "Lindqvist",
    "Moreau",
    "Nakamura",
    "Okafor",
    "Petrov",
    "Quint",
    "Rossi",
    "Sato",
    "Tanaka",
    "Ueda",
    "Varga",
    "Weber",
    "Xu",
    "Yilmaz",
    "Zhou",
    "Brandt",
    "Costa",
    "Duarte",
    "Engel",
    "Ferreira",
    "Greco",
    "Holm",
    "Iqbal",
    "Jovanovic",
    "Kern",
    "Lund",
    "Mendes",
    "Novak",
    "Ortiz",
]
SYLLABLES = [
    "bri",
    "sol",
    "van",
    "tek",
    "mar",
    "lux",
    "nor",
    "qua",
    "zen",
    "fi",
    "ro",
    "ka",
    "del",
    "ori",
    "vex",
    "pal",
    "tun",
    "gra",
    "mo",
    "sen",
]
PRODUCTS = [
    ("solar inverters", "power electronics for rooftop solar arrays"),
    ("warehouse robots", "autonomous pallet movers for distribution centres"),
    ("payroll software", "salary runs and tax filings for small firms"),
    ("cold chain sensors", "temperature loggers for vaccine shipments"),
    ("drone mapping", "aerial surveys for construction sites"),
    ("dental scanners", "intraoral 3D imaging for clinics"),
    ("freight brokerage", "matching truckers with spot loads"),
    ("vertical farms", "indoor lettuce grown under LED racks"),
    ("battery recycling", "recovering lithium from spent cells"),
    ("legal search", "case law retrieval for litigators"),
    ("fleet telematics", "GPS tracking and fuel analytics for vans"),
    ("hearing aids", "rechargeable in-ear amplifiers"),
    ("bike sharing", "dockless e-bikes for city commuters"),
    ("crop insurance", "parametric cover against drought"),
    ("kitchen displays", "order screens for restaurant lines"),
    ("water meters", "ultrasonic household metering"),
    ("translation memory", "glossaries for localisation teams"),
    ("parking sensors", "curbside occupancy detection"),
    ("wind turbine blades", "composite blades for offshore towers"),
    ("pet insurance", "vet bill cover for cats and dogs"),
    ("museum ticketing", "timed entry passes for galleries"),
    ("solar carports", "shaded parking with panels overhead"),
    ("coffee roasting", "small batch roasters for cafes"),
    ("clinical trials software", "patient recruitment and consent tracking"),
]
ROLES = [
    "CTO",
    "head of sales",
    "procurement lead",
    "VP engineering",
    "founder",
    "operations manager",
    "finance director",
    "product manager",
]
GOALS = [
    "migrate billing to usage pricing",
    "roll out single sign-on",
    "cut onboarding time in half",
    "launch the partner portal",
    "replace the legacy scheduler",
    "open the Lisbon office",
    "certify for ISO 27001",
    "ship the offline mobile app",
    "consolidate the data warehouse",
    "renegotiate the hosting contract",
    "pilot route optimisation",
    "automate invoice matching",
]
TOPICS = [
    "quarterly pricing review",
    "security questionnaire walkthrough",
    "renewal negotiation",
    "pilot kickoff",
    "integration deep dive",
    "roadmap preview",
    "support escalation",
    "contract redlines",
]


@dataclass
class Question:
    text: str
    kind: str  # lexical | hop | hop2
    relevant: set[str] = field(default_factory=set)


@dataclass
class EvalSet:
    documents: list[Document]
    questions: list[Question]


def _page(
    brain_id: str, folder: str, type_: str, title: str, body: str, relations: list[str]
) -> Document:
    rels = ", ".join("{{type: {}, target: {}}}".format(*tuple(r.split(":"))) for r in relations)
    text = (
        f"---\nid: {brain_id}\nkind: page\ntype: {type_}\ntitle: {title}\nstatus: active\n"
        + (f"relations: [{rels}]\n" if relations else "")
        + "updated: 2026-11-01T12:00:00Z\n---\n"
        + body
        + "\n"
    )
    return parse_document(text, folder=folder, path=f"{folder}/{brain_id}.md")


def build(seed: int = 7) -> EvalSet:
    rng = random.Random(seed)
    documents: list[Document] = []
    questions: list[Question] = []

    companies = []
    names: set[str] = set()
    for product, blurb in PRODUCTS:
        name = ""
        while not name or name in names:
            name = "".join(rng.sample(SYLLABLES, 2)).capitalize()
        names.add(name)
        companies.append((name.lower(), name, product, blurb))

    people: dict[str, list[tuple[str, str, str]]] = {c[0]: [] for c in companies}
    used: set[str] = set()
    person_ids = []
    for company_id, company_name, _, _ in companies:
        for _ in range(rng.randint(2, 4)):
            full = ""
            while not full or full in used:
                full = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
            used.add(full)
            pid = full.lower().replace(" ", "-")
            role = rng.choice(ROLES)
            people[company_id].append((pid, full, role))
            person_ids.append(pid)
            body = (
                f"# {full}\n\n{role} at [[page:{company_id}|{company_name}]]. "
                "Prefers e-mail over calls; based in the "
                f"{rng.choice(['north', 'south', 'east', 'west'])} office."
            )
            documents.append(_page(pid, "people", "person", full, body, [f"works_at:{company_id}"]))

    for company_id, company_name, product, blurb in companies:
        staff = ", ".join(f"[[page:{p}|{n}]]" for p, n, _ in people[company_id])
        body = (
            f"# {company_name}\n\n{company_name} makes {product}: {blurb}. "
            f"Customer since {rng.randint(2019, 2025)}. Our contacts there: {staff}."
        )
        documents.append(_page(company_id, "companies", "company", company_name, body, []))

    projects = []
    for index, goal in enumerate(GOALS):
        company_id, company_name, product, _ = companies[index * 2 % len(companies)]
        owner = rng.choice(people[company_id])
        pid = f"project-{index + 1}"
        title = goal.capitalize()
        body = (
            f"# {title}\n\nProject with [[page:{company_id}|{company_name}]] to {goal}. "
            f"Owner on their side: [[page:{owner[0]}|{owner[1]}]]. Status: on track."
        )
        documents.append(_page(pid, "projects", "project", title, body, [f"customer:{company_id}"]))
        projects.append((pid, goal, company_id, owner))

    meetings = []
    for index in range(40):
        company_id, company_name, product, _ = companies[index % len(companies)]
        topic = TOPICS[index % len(TOPICS)]
        attendees = rng.sample(people[company_id], min(2, len(people[company_id])))
        mid = f"meeting-{index + 1}"
        title = f"{company_name} {topic}"
        links = " and ".join(f"[[page:{p}|{n}]]" for p, n, _ in attendees)
        body = (
            f"# {title}\n\n{topic.capitalize()} with [[page:{company_id}|{company_name}]]; "
            f"attended by {links}. Next steps agreed by e-mail."
        )
        documents.append(_page(mid, "meetings", "meeting", title, body, [f"about:{company_id}"]))
        meetings.append((mid, company_id, company_name, topic, attendees))

    # Lexical questions: the words of the answer are in the question.
    for company_id, _, product, _ in companies:
        questions.append(Question(f"which company makes {product}", "lexical", {company_id}))
    for staff in people.values():
        for pid, full, role in staff[:1]:
            questions.append(Question(f"{full} {role}", "lexical", {pid}))
    for pid, goal, _, _ in projects:
        questions.append(Question(f"project to {goal}", "lexical", {pid}))
    for mid, _, company_name, topic, _ in meetings[:8]:
        questions.append(Question(f"{company_name} {topic}", "lexical", {mid}))

    # Hop questions: the answer is linked to the page the question describes.
    for company_id, _, product, _ in companies[:16]:
        staff = {p for p, _, _ in people[company_id]}
        questions.append(Question(f"who works at the company that makes {product}?", "hop", staff))
    for _, goal, _, owner in projects[:6]:
        questions.append(
            Question(f"who owns the project to {goal} on the customer side?", "hop", {owner[0]})
        )
    for _, company_id, _, _, _ in meetings[:6]:
        product = next(c[2] for c in companies if c[0] == company_id)
        questions.append(
            Question(
                f"which meetings did we have with the {product} company?",
                "hop",
                {m[0] for m in meetings if m[1] == company_id},
            )
        )

    # Two-hop questions: the page the question describes, a page it links to, then the answer.
    for _, goal, company_id, _ in projects[:6]:
        staff = {p for p, _, _ in people[company_id]}
        questions.append(
            Question(f"who works at the customer of the project to {goal}?", "hop2", staff)
        )
    for _, goal, company_id, _ in projects[6:]:
        questions.append(
            Question(
                f"which meetings did we have with the customer of the project to {goal}?",
                "hop2",
                {m[0] for m in meetings if m[1] == company_id},
            )
        )
    for company_id, _, _, _ in companies[:12:2]:  # every other company is a project's customer
        theirs = [p for p in projects if p[2] == company_id]
        owners = {p[3][0] for p in theirs}
        # someone who owns none of them: a project's owner is one link from it, not two
        full = next(n for p, n, _ in people[company_id] if p not in owners)
        questions.append(
            Question(
                f"which projects do we run with the company {full} works at?",
                "hop2",
                {p[0] for p in theirs},
            )
        )
    return EvalSet(documents, questions)
