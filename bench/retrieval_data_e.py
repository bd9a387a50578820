"""Set E: a fifth labelled retrieval set, held out from whoever tunes the search ranker.

Data card
---------
Written from docs/format.md and the Document API alone, without reading the ranker, the
other four sets or any score on them. Nobody tuning the ranker should read this file, its
questions or its failures: only the aggregate rows that bench/retrieval_eval.py prints.

World: an open-source software foundation. Maintainers, foundation staff and outside security
researchers (43 people, titled in their own script: Latin with diacritics, Cyrillic, Greek,
Arabic, Hebrew, Devanagari, Chinese, Japanese, Korean, Georgian, Armenian, Thai, Tamil, Bengali
and Ge'ez, each with a Latin alias; several share a first name), sponsor, employer and audit
companies, the hosted repositories, working groups, releases, security advisories, meetings
(steering committee, triage, working-group calls, a summit, a sponsor council), governance
concepts, research write-ups (studies, postmortems, a procedure), handbook notes (how-tos,
templates, policies) that reuse the questions' vocabulary without answering them, and evidence
snapshots (mailing-list archives, registers, audit reports) that every active page cites.

Relations are written in frontmatter (`maintained_by`, `sponsored_by`, `audited_by`,
`stewarded_by`, `depends_on`, `employed_by`, `member_of`, `chaired_by`, `release_of`,
`managed_by`, `affects`, `fixed_in`, `reported_by`, `handled_by`, `attended_by`, `decided`,
`discussed`, `authored_by`); a write-up reaches what it studied only through a page link in its
body, labelled with a common noun rather than the project's name. Page bodies avoid naming what
they are linked to, so a question that names one end of a link shares no name with the other.

Questions (kinds as in the other sets): `lexical` names its answer by title, alias or opening
words; `script` asks for a person by the name in their own script; `hop` is one link from the
page it names (both directions, many phrasings: synonyms of the relation, passive, possessive,
nouns, lists, imperatives, trailing context clauses); `hop2` is two links away, through people,
projects, releases, advisories or meetings; `paraphrase` describes a write-up's finding or
method in other words. Relevance is computed from the generated links, so it is complete, and a
link question is kept only when no token of the entity it names (beyond the template's own
words) appears in an answer's title, aliases or visible body text, nor an answer's name in the
question.

`build(seed)` is deterministic for a seed (the default, 83, is the one reported): the seed picks
who maintains, chairs, employs, attends and reports what, versions, dates, the phrasings and
which questions are asked. 165 documents and 130 questions (35 lexical, 15 script,
40 hop, 25 hop2, 15 paraphrase).
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Final

from bench.retrieval_data import EvalSet, Question
from brain.toolkit.document import Document, parse_document

# --- pages -----------------------------------------------------------------------------------


@dataclass
class _Page:
    id: str
    type: str
    title: str
    folder: str
    body: str
    aliases: list[str] = field(default_factory=list)
    relations: list[tuple[str, str]] = field(default_factory=list)
    sources: list[str] = field(default_factory=list)
    created: str = "2026-01-15T09:00:00Z"
    updated: str | None = None
    timeline: list[tuple[str, str, str]] = field(default_factory=list)

    @property
    def kind(self) -> str:
        return "evidence" if self.folder.split("/")[0] == "evidence" else "page"


def _q(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)


def _entry_id(doc_id: str, stamp: str, ref: str, text: str) -> str:
    digest = hashlib.sha256("\n".join([doc_id, stamp, ref, text]).encode()).hexdigest()
    return "ev-" + digest[:12]


def _render(page: _Page) -> str:
    lines = [
        "---",
        f"id: {page.id}",
        f"kind: {page.kind}",
        f"type: {page.type}",
        f"title: {_q(page.title)}",
        "status: active",
    ]
    if page.aliases:
        lines.append("aliases: [" + ", ".join(_q(a) for a in page.aliases) + "]")
    if page.relations:
        rels = ", ".join(f"{{type: {t}, target: {x}}}" for t, x in page.relations)
        lines.append(f"relations: [{rels}]")
    if page.sources:
        lines.append("sources: [" + ", ".join(page.sources) + "]")
    lines.append(f"created: {page.created}")
    lines.append(f"updated: {page.updated or page.created}")
    lines.append("---")
    text = "\n".join(lines) + f"\n# {page.title}\n\n{page.body.strip()}\n"
    if page.timeline:
        text += "\n## Timeline\n\n"
        for stamp, ref, entry in page.timeline:
            text += f"- **{stamp}** | {_entry_id(page.id, stamp, ref, entry)} | {ref} | {entry}\n"
    return text


# --- fixed vocabulary of the world --------------------------------------------------------------

# id, title, Latin aliases, city
_PEOPLE: Final[list[tuple[str, str, list[str], str]]] = [
    ("ana-duric", "Ana Đurić", ["Ana Duric"], "Novi Sad"),
    ("ana-sofia-pena", "Ana Sofía Peña", ["Ana Sofia Pena"], "Valparaíso"),
    ("soren-fjeldstad", "Søren Fjeldstad", ["Soren Fjeldstad"], "Aarhus"),
    ("zoe-achterberg", "Zoë Achterberg", ["Zoe Achterberg"], "Utrecht"),
    ("lukasz-wrobel", "Łukasz Wróbel", ["Lukasz Wrobel"], "Wrocław"),
    ("ines-delacroix", "Inès Delacroix", ["Ines Delacroix"], "Lyon"),
    ("tomas-horvath", "Tomáš Horváth", ["Tomas Horvath"], "Brno"),
    ("cagla-yildirim", "Çağla Yıldırım", ["Cagla Yildirim"], "İzmir"),
    ("nguyen-thi-lan", "Nguyễn Thị Lan", ["Nguyen Thi Lan", "Lan Nguyen"], "Đà Nẵng"),
    ("jonas-simkus", "Jonas Šimkus", ["Jonas Simkus"], "Kaunas"),
    ("jonas-berg", "Jonas Berg", [], "Tromsø"),
    ("mateus-conceicao", "Mateus Conceição", ["Mateus Conceicao"], "Recife"),
    ("darya-sokolova", "Дарья Соколова", ["Darya Sokolova"], "Kazan"),
    ("maria-ivanova", "Мария Иванова", ["Maria Ivanova"], "Plovdiv"),
    ("mariia-petrenko", "Марія Петренко", ["Mariia Petrenko", "Maria Petrenko"], "Lviv"),
    ("oleh-bondarenko", "Олег Бондаренко", ["Oleh Bondarenko"], "Kharkiv"),
    ("nikos-papadopoulos", "Νίκος Παπαδόπουλος", ["Nikos Papadopoulos"], "Thessaloniki"),
    ("nikos-stavrou", "Νίκος Σταύρου", ["Nikos Stavrou"], "Patras"),
    ("eleni-markopoulou", "Ελένη Μαρκοπούλου", ["Eleni Markopoulou"], "Heraklion"),
    ("mohammed-al-ali", "محمد العلي", ["Mohammed Al-Ali"], "Amman"),
    ("mohammed-haddad", "محمد حداد", ["Mohammed Haddad"], "Beirut"),
    ("layla-mansour", "ليلى منصور", ["Layla Mansour"], "Tunis"),
    ("noa-cohen", "נועה כהן", ["Noa Cohen"], "Haifa"),
    ("noa-levi", "נועה לוי", ["Noa Levi"], "Beersheba"),
    ("aviv-stern", "אביב שטרן", ["Aviv Stern"], "Jerusalem"),
    ("priya-sharma", "प्रिया शर्मा", ["Priya Sharma"], "Jaipur"),
    ("priya-deshpande", "प्रिया देशपांडे", ["Priya Deshpande"], "Pune"),
    ("arjun-mehta", "अर्जुन मेहता", ["Arjun Mehta"], "Ahmedabad"),
    ("wang-meiling", "王美玲", ["Wang Meiling", "Meiling Wang"], "Chengdu"),
    ("li-meiling", "李美玲", ["Li Meiling"], "Hangzhou"),
    ("chen-hao", "陈浩", ["Chen Hao"], "Shenzhen"),
    ("yuki-sato", "佐藤由紀", ["Yuki Sato", "Sato Yuki"], "Sendai"),
    ("yuki-tanaka", "田中由紀", ["Yuki Tanaka"], "Fukuoka"),
    ("kenta-yamamoto", "山本健太", ["Kenta Yamamoto"], "Osaka"),
    ("kim-minjun", "김민준", ["Kim Min-jun", "Minjun Kim"], "Daejeon"),
    ("park-minjun", "박민준", ["Park Min-jun"], "Busan"),
    ("lee-seoyeon", "이서연", ["Lee Seo-yeon"], "Incheon"),
    ("nino-beridze", "ნინო ბერიძე", ["Nino Beridze"], "Tbilisi"),
    ("aram-petrosyan", "Արամ Պետրոսյան", ["Aram Petrosyan"], "Yerevan"),
    ("somchai-jaidee", "สมชาย ใจดี", ["Somchai Jaidee"], "Chiang Mai"),
    ("karthik-raja", "கார்த்திக் ராஜா", ["Karthik Raja"], "Madurai"),
    ("anupam-das", "অনুপম দাস", ["Anupam Das"], "Kolkata"),
    ("selam-tesfaye", "ሰላም ተስፋዬ", ["Selam Tesfaye"], "Addis Ababa"),
]

# id, title, aliases, role, city, what it does
_COMPANIES: Final[list[tuple[str, str, list[str], str, str, str]]] = [
    (
        "larchwood-foundation",
        "Larchwood Software Foundation",
        ["LSF"],
        "home",
        "Rotterdam",
        "a non-profit that hosts open-source projects and holds their trademarks",
    ),
    ("verdant-cloud", "Verdant Cloud GmbH", [], "sponsor", "Berlin", "a cloud hosting provider"),
    (
        "nordhavn-systems",
        "Nordhavn Systems A/S",
        ["Nordhavn"],
        "sponsor",
        "Copenhagen",
        "a maker of industrial control software",
    ),
    (
        "kumo-data",
        "株式会社クモデータ",
        ["Kumo Data K.K.", "Kumo Data"],
        "sponsor",
        "Tokyo",
        "a data platform vendor",
    ),
    (
        "orbis-telecom",
        "Orbis Telecom S.A.",
        ["Orbis"],
        "sponsor",
        "Lisbon",
        "a mobile network operator",
    ),
    (
        "pampas-analytics",
        "Pampas Analytics S.R.L.",
        [],
        "sponsor",
        "Córdoba",
        "an agricultural analytics firm",
    ),
    (
        "tesseract-labs",
        "Tesseract Labs Inc.",
        ["Tesseract Labs"],
        "sponsor",
        "Toronto",
        "a developer tools company",
    ),
    (
        "bluewater-hosting",
        "Bluewater Hosting Ltd",
        ["Bluewater"],
        "sponsor",
        "Wellington",
        "a managed server company",
    ),
    (
        "hanbit-software",
        "한빛소프트웨어",
        ["Hanbit Software"],
        "employer",
        "Seoul",
        "a game engine middleware studio",
    ),
    (
        "ardent-robotics",
        "Ardent Robotics Oy",
        ["Ardent Robotics"],
        "employer",
        "Tampere",
        "a warehouse robot manufacturer",
    ),
    (
        "saltmarsh-security",
        "Saltmarsh Security LLP",
        ["Saltmarsh"],
        "auditor",
        "Edinburgh",
        "a security consultancy doing code review and penetration tests",
    ),
    (
        "ironbark-assurance",
        "Ironbark Assurance Pty Ltd",
        ["Ironbark"],
        "auditor",
        "Melbourne",
        "a firm of cryptography and protocol auditors",
    ),
]

# id, name, what it is, stage
_REPOS: Final[list[tuple[str, str, str, str]]] = [
    ("tideway", "Tideway", "a message broker with persistent queues", "graduated"),
    ("quillmark", "Quillmark", "a CommonMark-compliant markdown parser and renderer", "graduated"),
    (
        "ferrite",
        "Ferrite",
        "an embedded key-value store built on a log-structured merge tree",
        "incubating",
    ),
    ("lanternfish", "Lanternfish", "a collector for distributed traces and spans", "incubating"),
    ("brackenfold", "Brackenfold", "a hermetic build system with remote caching", "graduated"),
    ("gannet", "Gannet", "a TLS library with a small, formally reviewed core", "graduated"),
    ("cobblestone", "Cobblestone", "an asynchronous HTTP server framework", "graduated"),
    ("sundial", "Sundial", "tooling that compiles and publishes time zone rules", "incubating"),
    ("marlpit", "Marlpit", "a self-hosted package registry server", "incubating"),
    ("wrenlet", "Wrenlet", "a kit of accessible user interface components", "incubating"),
    ("driftwood", "Driftwood", "a lightweight log shipper for edge devices", "sandbox"),
    ("petrel", "Petrel", "an image codec library for PNG and AVIF", "graduated"),
    ("inkwell", "Inkwell", "a static documentation site generator", "graduated"),
    ("halyard", "Halyard", "a command-line client for container orchestration", "sandbox"),
    ("mossbank", "Mossbank", "a geospatial indexing library using hierarchical cells", "sandbox"),
    ("tallowfly", "Tallowfly", "a fuzzing harness and corpus manager", "incubating"),
    ("rookery", "Rookery", "a self-hosted runner for continuous integration jobs", "incubating"),
    ("kelpie", "Kelpie", "a Unicode text shaping engine", "sandbox"),
]

_DEPENDS: Final[list[tuple[str, str]]] = [
    ("cobblestone", "gannet"),
    ("halyard", "gannet"),
    ("marlpit", "gannet"),
    ("marlpit", "cobblestone"),
    ("inkwell", "quillmark"),
    ("inkwell", "kelpie"),
    ("lanternfish", "tideway"),
    ("lanternfish", "ferrite"),
    ("driftwood", "tideway"),
    ("rookery", "brackenfold"),
    ("rookery", "halyard"),
    ("wrenlet", "kelpie"),
    ("mossbank", "ferrite"),
]

# id, title, remit, stewarded repositories
_WGS: Final[list[tuple[str, str, str, list[str]]]] = [
    (
        "security-response-wg",
        "Security Response Working Group",
        "receives private vulnerability reports, coordinates fixes under embargo and publishes "
        "advisories",
        ["gannet"],
    ),
    (
        "release-engineering-wg",
        "Release Engineering Working Group",
        "owns the shared release tooling, the release calendar and artifact signing",
        ["sundial"],
    ),
    (
        "documentation-wg",
        "Documentation Working Group",
        "keeps the shared documentation theme, style guide and translation workflow",
        ["inkwell", "quillmark"],
    ),
    (
        "supply-chain-wg",
        "Supply Chain Integrity Working Group",
        "works on provenance attestations, reproducibility and dependency review",
        ["brackenfold", "tallowfly"],
    ),
    (
        "accessibility-wg",
        "Accessibility Working Group",
        "reviews interfaces against WCAG and runs testing sessions with disabled users",
        ["wrenlet", "kelpie"],
    ),
    (
        "infrastructure-wg",
        "Infrastructure Working Group",
        "runs the mirrors, build machines, mailing lists and the website",
        ["rookery", "marlpit", "driftwood", "halyard"],
    ),
]

# advisory number, what it is, affected repository
_ADVISORIES: Final[list[tuple[str, str, str]]] = [
    ("01", "heap overflow in the chunk reader", "petrel"),
    ("02", "request smuggling through duplicate length headers", "cobblestone"),
    ("03", "certificate hostname check bypass", "gannet"),
    ("04", "path traversal in archive upload", "marlpit"),
    ("05", "stack exhaustion on deeply nested input", "quillmark"),
    ("06", "timing leak in token comparison", "halyard"),
    ("07", "use-after-free on connection reset", "tideway"),
    ("08", "stored cross-site scripting in the search page", "inkwell"),
    ("09", "integer overflow in the length prefix", "ferrite"),
    ("10", "world-writable cache directory by default", "brackenfold"),
]
_EXTRA_RELEASES: Final = ["sundial", "lanternfish", "wrenlet", "kelpie"]

_CONCEPTS: Final[list[tuple[str, str, str]]] = [
    (
        "lazy-consensus",
        "Lazy consensus",
        "A proposal is accepted unless someone objects within the stated review period; silence "
        "counts as agreement. Used for routine decisions in every hosted project.",
    ),
    (
        "embargo-period",
        "Embargo period",
        "The time between a fix being ready and its public disclosure, during which downstream "
        "distributors may prepare updates in private. The default is seven days.",
    ),
    (
        "coordinated-disclosure",
        "Coordinated disclosure",
        "Vulnerabilities are disclosed publicly only once a fix exists or a deadline passes, in "
        "agreement with whoever reported them.",
    ),
    (
        "bus-factor",
        "Bus factor",
        "The smallest number of people whose departure would stall a project. Projects with a "
        "bus factor of one are flagged in the annual health review.",
    ),
    (
        "reproducible-builds",
        "Reproducible builds",
        "A build is reproducible when independent parties can recreate bit-for-bit identical "
        "artifacts from the same source, toolchain and instructions.",
    ),
    (
        "semantic-versioning",
        "Semantic versioning",
        "Version numbers of the form major.minor.patch, where only a major increment may break "
        "compatibility. All graduated projects follow it.",
    ),
]

# id, title, body, link (target, label)
_NOTES: Final[list[tuple[str, str, str, tuple[str, str]]]] = [
    (
        "how-to-become-a-maintainer",
        "How to become a maintainer",
        "Maintainers hold merge rights on a repository and are responsible for keeping it "
        "healthy. Nominate yourself after six months of regular contributions; existing "
        "maintainers decide by vote. Who maintains a given project is listed on its page, not "
        "here.",
        ("lazy-consensus", "decision rule"),
    ),
    (
        "release-manager-checklist",
        "Release manager checklist",
        "Before you ship a version: freeze the branch, get the release approved at a meeting or "
        "by vote on the list, tag, sign, publish artifacts, announce. The release manager of "
        "each version is named on the release's page.",
        ("semantic-versioning", "version numbers"),
    ),
    (
        "security-advisory-template",
        "Security advisory template",
        "Fill in: identifier, affected project and versions, the version that fixes it, who "
        "reported it, who handled it, severity, workaround. Do not publish before the embargo "
        "ends.",
        ("embargo-period", "embargo"),
    ),
    (
        "sponsorship-tiers",
        "Sponsorship tiers and benefits",
        "Companies that fund the foundation pick a tier (bronze, silver, gold). A sponsor may "
        "direct part of what it pays to a named project. The sponsor register, not this page, "
        "says who funds what.",
        ("larchwood-foundation", "the foundation"),
    ),
    (
        "meeting-minutes-template",
        "Meeting minutes template",
        "Record the chair, the attendees, what was discussed and what was approved or decided, "
        "with links. Circulate the minutes within two working days.",
        ("lazy-consensus", "decisions between meetings"),
    ),
    (
        "how-to-report-a-vulnerability",
        "How to report a vulnerability",
        "Found a security problem? Write to the security team privately, not in a public "
        "issue. A researcher who discovered the problem is credited in the advisory unless they "
        "ask otherwise.",
        ("coordinated-disclosure", "disclosure policy"),
    ),
    (
        "working-group-charter-template",
        "Working group charter template",
        "A charter names the group's chair, its members, its remit and the repositories it "
        "oversees or stewards. Charters are renewed every two years.",
        ("lazy-consensus", "how the group decides"),
    ),
    (
        "employer-affiliation-policy",
        "Employer affiliation policy",
        "Contributors declare who employs them or pays for their work, so the steering "
        "committee can keep any one company below a third of the seats. Payroll details are "
        "never recorded.",
        ("larchwood-foundation", "the foundation"),
    ),
    (
        "dependency-policy",
        "Dependency policy for foundation projects",
        "A project may depend on another foundation library or on upstream packages with an "
        "approved licence. Downstream users must be told before a dependency is dropped.",
        ("semantic-versioning", "compatibility rules"),
    ),
    (
        "audit-request-procedure",
        "Audit request procedure",
        "To have a codebase audited, ask the security team; the foundation contracts an "
        "outside firm for the security review and publishes the auditor's report when fixes "
        "have shipped.",
        ("coordinated-disclosure", "publication rules"),
    ),
    (
        "writing-up-a-study",
        "Writing up a study or postmortem",
        "A write-up states the question, the method, the finding and who put it together. "
        "Postmortems are blameless and list follow-up actions with owners.",
        ("bus-factor", "health review"),
    ),
    (
        "archiving-a-repository",
        "Archiving a repository",
        "An unmaintained codebase is archived after a public call for maintainers. Stop its "
        "scheduled jobs, mark the branches read-only and move it to the attic.",
        ("bus-factor", "health review"),
    ),
]

# id, title, body (with {link}), link (target, label), paraphrase question
_FINDINGS: Final[list[tuple[str, str, str, tuple[str, str], str]]] = [
    (
        "fuzzing-chunked-decoder",
        "Fuzzing the chunked transfer decoder",
        "A two-week coverage-guided fuzzing campaign against the chunked transfer-encoding "
        "decoder of {link} found three integer overflows in chunk-size parsing; all three were "
        "fixed before disclosure.",
        ("cobblestone", "the HTTP framework"),
        "Which write-up says that throwing randomised malformed input at the streaming body "
        "parser exposed arithmetic wraparound bugs in its length field?",
    ),
    (
        "build-reproducibility-survey",
        "Survey of build reproducibility across projects",
        "We rebuilt the last tagged release of every project twice on separate machines and "
        "compared the artifacts. Fourteen of eighteen produced bit-identical outputs; in the "
        "other four the differences came from timestamps embedded in archives and from "
        "unordered file listings. Fixes are tracked by {link}.",
        ("supply-chain-wg", "the integrity group"),
        "Where did we learn that most of our codebases can recreate exactly the same binaries, "
        "while dates baked into tarballs spoil it for the rest?",
    ),
    (
        "newcomer-retention-study",
        "Newcomer retention study",
        "Looking at 1,200 first-time contributors between 2023 and 2025, those whose first pull "
        "request received a review within 48 hours were twice as likely to open a second one. "
        "Time to first review mattered more than whether the change was merged. Shared with "
        "{link}.",
        ("documentation-wg", "the docs group"),
        "Is there evidence that quick feedback on someone's initial patch makes them come back "
        "with more work?",
    ),
    (
        "mirror-outage-postmortem",
        "Postmortem: package mirror outage",
        "The download mirrors were unavailable for nine hours on 14 June 2026. The certificate "
        "renewal job had been failing silently since the DNS provider was changed in May, so "
        "the TLS certificate expired. Alerting on certificate expiry has since been added to "
        "{link}.",
        ("marlpit", "the registry server"),
        "the incident review in which a lapsed HTTPS credential took our distribution servers "
        "offline after a name-server migration",
    ),
    (
        "ci-cost-analysis",
        "Continuous integration cost analysis",
        "Hosted runner spending for the second quarter was broken down by job. Sixty percent of "
        "billed minutes came from nightly matrix builds of branches that nobody maintains any "
        "more; turning them off would save roughly 40,000 USD a year. Compared with {link}.",
        ("rookery", "the self-hosted option"),
        "What study showed the bulk of our automated test infrastructure bill is spent on "
        "overnight runs for abandoned release lines?",
    ),
    (
        "lockfile-experiment",
        "Lockfile experiment",
        "For three months half of the build system's plugins pinned their dependencies with a "
        "lockfile and half floated to the newest versions. The pinned half had 70% fewer broken "
        "builds caused by upstream changes, at the cost of slower uptake of security patches. "
        "Run on {link}.",
        ("brackenfold", "the build tool"),
        "trial where some extensions froze their requirements while the rest always grabbed the "
        "latest, measuring how often compilation failed",
    ),
    (
        "screen-reader-audit",
        "Screen reader audit of the component kit",
        "An external tester used NVDA, JAWS and VoiceOver on every component of {link}. Twelve "
        "of forty components had issues; the worst were the date picker, which trapped keyboard "
        "focus, and the combo box, which announced no options.",
        ("wrenlet", "the kit"),
        "How do blind people using assistive software get on with our UI widgets? I recall a "
        "calendar control swallowing tab navigation.",
    ),
    (
        "compaction-benchmark",
        "Compaction benchmark for the embedded store",
        "Switching {link} from size-tiered to leveled compaction cut write amplification from "
        "11x to 4x on the standard workload, while read latency at the 99th percentile rose by "
        "8%.",
        ("ferrite", "the store"),
        "Which measurement showed that changing how on-disk layers get merged reduced the extra "
        "bytes put to storage per insert, at a small cost in tail lookups?",
    ),
    (
        "downstream-packager-survey",
        "Survey of downstream packagers",
        "Ten Linux distributions that package our projects answered. Seven carry local patches, "
        "most often to disable telemetry or to unbundle vendored libraries; five asked for "
        "signed source tarballs. Passed to {link}.",
        ("release-engineering-wg", "the release group"),
        "What did the people who redistribute our software in operating systems tell us about "
        "the modifications they apply on top?",
    ),
    (
        "signing-key-rotation",
        "Signing key rotation procedure",
        "Release signing keys are replaced every two years in a ceremony with two officers "
        "present. The new key is generated on a hardware token, its public half is cross-signed "
        "by the old key and published before the old key is revoked. Owned by {link}.",
        ("supply-chain-wg", "the integrity group"),
        "How do we swap out the cryptographic identity that vouches for our artifacts, the "
        "routine that needs two people in the room and a physical device?",
    ),
    (
        "security-fix-latency",
        "Time to fix for security reports",
        "Across 2024 to 2026 the median time from a private report to a patched release was "
        "eleven days. Projects with a single active maintainer took four times longer than "
        "projects with three or more. Prepared for {link}.",
        ("security-response-wg", "the response team"),
        "How long typically passes between a vulnerability being disclosed confidentially and "
        "a corrected version going out, and which kinds of project lag behind?",
    ),
    (
        "docs-search-log-review",
        "Documentation search log review",
        "We read six months of failed searches on the docs site built with {link}. Most were for "
        "migration guides between major versions, followed by configuration reference pages "
        "that exist but use different wording.",
        ("inkwell", "the site generator"),
        "What were readers of our manuals unable to find? Mostly upgrade instructions across "
        "big jumps like 3 to 4, I think.",
    ),
    (
        "maintainer-workload-interviews",
        "Maintainer workload interviews",
        "Twenty interviews with people who look after foundation projects. Recurring themes: "
        "triaging issues takes more time than writing code, and most feel unable to step away "
        "without the project stalling; see {link}.",
        ("bus-factor", "the health flag"),
        "conversations with project leads about exhaustion and not being able to take a holiday",
    ),
    (
        "memory-safe-decoder-estimate",
        "Memory-safe rewrite estimate for the image decoder",
        "Porting the PNG and AVIF decoding paths of {link} to Rust would take an estimated five "
        "person-months; 9 of the last 11 crashes were out-of-bounds reads that the rewrite would "
        "rule out.",
        ("petrel", "the codec"),
        "How much effort would it be to redo the picture parsing code in a language without "
        "manual pointer handling?",
    ),
    (
        "flaky-test-triage",
        "Flaky test triage",
        "Of 214 intermittent failures logged in {link}'s suite over a quarter, about 70% traced "
        "back to tests sharing one temporary directory; isolating per-test scratch space removed "
        "most of them.",
        ("tideway", "the broker"),
        "root cause of nondeterministic CI breakage: checks stepping on each other's tmp folders",
    ),
]

# id, title, source ref, text
_EVIDENCE: Final[list[tuple[str, str, str, str]]] = [
    (
        "directory",
        "Contributor directory export, September 2026",
        "web:people.larchwood.org/export/2026-09-02",
        "Export of the contributor directory taken 2 September 2026. 318 entries with handle, "
        "display name, declared affiliation and time zone.",
    ),
    (
        "sponsors",
        "Sponsor agreements register 2026",
        "web:larchwood.org/sponsors/register-2026",
        "Register of signed sponsorship agreements for 2026: tier, start date, earmarked "
        "project where one is named, renewal date.",
    ),
    (
        "steering",
        "Steering committee minutes archive",
        "web:lists.larchwood.org/steering/archive-2026",
        "Archive of minutes and votes of the steering committee, January to November 2026.",
    ),
    (
        "wgcalls",
        "Working group call notes archive",
        "web:lists.larchwood.org/wg/archive-2026",
        "Collected notes of the working group calls held in 2026, one file per call.",
    ),
    (
        "secannounce",
        "security-announce mailing list, 2026",
        "web:lists.larchwood.org/security-announce/2026",
        "Public archive of the security-announce list: advisories, fixed versions and credits.",
    ),
    (
        "relannounce",
        "release-announce mailing list, 2026",
        "web:lists.larchwood.org/release-announce/2026",
        "Public archive of release announcements with checksums and signatures.",
    ),
    (
        "charters",
        "Working group charters repository",
        "github:larchwood/charters",
        "Repository of working group charters with their membership files.",
    ),
    (
        "intake",
        "Project intake records",
        "github:larchwood/project-intake",
        "Proposals under which projects joined the foundation, with stage changes since.",
    ),
    (
        "saltmarsh",
        "Saltmarsh Security audit reports 2026",
        "web:larchwood.org/audits/saltmarsh-2026",
        "Published audit reports delivered by the consultancy in 2026, with remediation status.",
    ),
    (
        "ironbark",
        "Ironbark Assurance review letters",
        "web:larchwood.org/audits/ironbark",
        "Review letters on cryptographic and protocol code, with findings by severity.",
    ),
    (
        "handbook",
        "Foundation handbook repository",
        "github:larchwood/handbook",
        "Source of the contributor handbook: policies, how-tos and templates.",
    ),
    (
        "research",
        "Research shared drive index",
        "web:drive.larchwood.org/research/index",
        "Index of studies, benchmarks and postmortems with their data files.",
    ),
    (
        "governance",
        "Bylaws and governance documents",
        "web:larchwood.org/governance",
        "Bylaws, decision rules and the glossary adopted by the board.",
    ),
]

_MONTHS: Final = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]

# id stem, title stem, dates (YYYY-MM-DD)
_MEETINGS: Final[list[tuple[str, str, list[str]]]] = [
    ("steering", "Steering committee", ["2026-02-10", "2026-05-12", "2026-08-11", "2026-11-10"]),
    ("security-triage", "Security triage", ["2026-03-04", "2026-06-17", "2026-09-23"]),
    ("releng-call", "Release Engineering WG call", ["2026-04-08", "2026-07-08", "2026-10-14"]),
    ("docs-call", "Documentation WG call", ["2026-03-19", "2026-09-03"]),
    ("infra-call", "Infrastructure WG call", ["2026-06-24", "2026-10-28"]),
    ("maintainers-summit", "Maintainers summit", ["2026-05-27"]),
    ("sponsor-council", "Sponsor council", ["2026-07-22"]),
]


def _long_date(day: str) -> str:
    year, month, dom = day.split("-")
    return f"{int(dom)} {_MONTHS[int(month) - 1]} {year}"


def _ev_id(ref: str, text: str) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", ref.lower()).strip("-")[:100].strip("-")
    return f"ev-{slug}-{hashlib.sha256(text.encode()).hexdigest()[:8]}"


# --- the world ---------------------------------------------------------------------------------


class _World:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.pages: dict[str, _Page] = {}
        self.out: dict[tuple[str, str], list[str]] = {}
        self.inn: dict[tuple[str, str], list[str]] = {}
        self.ev: dict[str, str] = {}
        self.names: dict[str, str] = {}  # id -> how a question names it
        self.groups: dict[str, list[str]] = {}  # category -> ids

    def link(self, source: str, rel: str, target: str) -> None:
        self.out.setdefault((source, rel), []).append(target)
        self.inn.setdefault((target, rel), []).append(source)

    def add(self, page: _Page, group: str, name: str | None = None) -> _Page:
        self.pages[page.id] = page
        self.groups.setdefault(group, []).append(page.id)
        self.names[page.id] = name or page.title
        return page

    def cite(self, key: str, label: str) -> str:
        return f"[[evidence:{self.ev[key]}|{label}]]"

    def stamp(self, lo: int = 1, hi: int = 10) -> str:
        month = self.rng.randint(lo, hi)
        return (
            f"2026-{month:02d}-{self.rng.randint(1, 28):02d}T{self.rng.randint(8, 17):02d}:00:00Z"
        )


def _build_world(seed: int) -> _World:
    w = _World(seed)
    rng = w.rng

    for key, title, ref, text in _EVIDENCE:
        ev_id = _ev_id(ref, text)
        w.ev[key] = ev_id
        w.add(
            _Page(ev_id, "source", title, "evidence", text, sources=[ref], created=w.stamp(11, 11)),
            "evidence",
        )

    # roles
    people = [p[0] for p in _PEOPLE]
    order = people[:]
    rng.shuffle(order)
    staff, researchers, maintainers = order[:4], order[4:10], order[10:]
    repo_ids = [r[0] for r in _REPOS]
    maintained: dict[str, list[str]] = {r: [] for r in repo_ids}
    pool = maintainers[:]
    rng.shuffle(pool)
    for i, person in enumerate(pool):
        maintained[repo_ids[i % len(repo_ids)]].append(person)
    for person in rng.sample(maintainers, 6):
        choices = [r for r in repo_ids if person not in maintained[r] and len(maintained[r]) < 3]
        maintained[rng.choice(choices)].append(person)

    sponsors = [c[0] for c in _COMPANIES if c[3] == "sponsor"]
    employers = sponsors + ["hanbit-software", "ardent-robotics"]
    employer: dict[str, str | None] = {}
    for person in staff:
        employer[person] = "larchwood-foundation"
    for i, person in enumerate(researchers):
        employer[person] = [
            "saltmarsh-security",
            "saltmarsh-security",
            "ironbark-assurance",
            None,
            rng.choice(employers),
            None,
        ][i]
    for person in maintainers:
        employer[person] = None if rng.random() < 0.2 else rng.choice(employers)

    # working groups: chair plus members
    wg_ids = [g[0] for g in _WGS]
    chairs_pool = staff[1:] + maintainers
    chairs = rng.sample(chairs_pool, len(wg_ids))
    members: dict[str, list[str]] = {}
    for wg, chair in zip(wg_ids, chairs, strict=True):
        others = [p for p in maintainers + staff[1:] if p != chair]
        members[wg] = [chair, *rng.sample(others, rng.randint(2, 4))]
    # security WG also takes two researchers
    members["security-response-wg"] += rng.sample(researchers[:3], 2)

    # people pages
    roles = {p: "staff" for p in staff} | {p: "researcher" for p in researchers}
    staff_roles = ["executive director", "community manager", "programme manager", "events lead"]
    for person_id, title, aliases, city in _PEOPLE:
        latin = title if _is_latin(title) else aliases[0]
        lead = f"{latin} ({title})" if latin != title else title
        role = roles.get(person_id, "maintainer")
        since = rng.randint(2012, 2024)
        if role == "staff":
            what = f"is the foundation's {staff_roles[staff.index(person_id)]}"
        elif role == "researcher":
            what = "is a security researcher who reports vulnerabilities privately"
        else:
            what = rng.choice(
                [
                    "is a core contributor",
                    "is a long-standing contributor and code reviewer",
                    "is a contributor focused on performance and testing",
                    "is a contributor who mostly reviews patches",
                ]
            )
        works = "" if employer[person_id] else " Works independently."
        body = (
            f"{lead} {what}, based in {city}. Active in the community since {since}.{works} "
            f"Listed in the {w.cite('directory', 'contributor directory')}."
        )
        page = _Page(
            person_id,
            "person",
            title,
            "people",
            body,
            aliases=list(aliases),
            sources=["web:people.larchwood.org/export/2026-09-02"],
            created=w.stamp(1, 6),
        )
        boss = employer[person_id]
        if boss:
            page.relations.append(("employed_by", boss))
            w.link(person_id, "employed_by", boss)
        for wg in wg_ids:
            if person_id in members[wg]:
                page.relations.append(("member_of", wg))
                w.link(person_id, "member_of", wg)
        w.add(page, "latin-person" if latin == title else "script-person", latin)

    # companies
    for company_id, title, aliases, role, city, what in _COMPANIES:
        key = {"home": "governance", "sponsor": "sponsors", "employer": "directory"}.get(
            role, "saltmarsh" if company_id == "saltmarsh-security" else "ironbark"
        )
        labels = {"home": "bylaws", "sponsors": "sponsor register", "directory": "directory"}
        extra = {
            "sponsor": "It sponsors the foundation and earmarks part of its contribution.",
            "employer": "Several contributors declare it as their employer.",
            "auditor": "It is contracted for independent code audits.",
            "home": "It is governed by an elected board and a steering committee.",
        }[role]
        cited = w.cite(key, labels.get(key, "report"))
        body = f"{title} is {what}, based in {city}. {extra} Source: {cited}."
        w.add(
            _Page(company_id, "company", title, "companies", body, aliases=list(aliases)),
            "company",
            aliases[0] if aliases and not title.isascii() else title,
        )

    # repositories
    sponsor_of: dict[str, list[str]] = {}
    auditors: dict[str, str] = {}
    audited = rng.sample(repo_ids, 6)
    for i, repo in enumerate(audited):
        auditors[repo] = "saltmarsh-security" if i < 3 else "ironbark-assurance"
    for repo in repo_ids:
        k = rng.choice([0, 1, 1, 1, 2])
        sponsor_of[repo] = rng.sample(sponsors, k)
    steward = {repo: g[0] for g in _WGS for repo in g[3]}
    for repo_id, name, what, stage in _REPOS:
        year = rng.randint(2015, 2025)
        body = (
            f"{name} is {what}. It joined the foundation in {year} and is {stage}. Decisions "
            f"follow [[page:lazy-consensus|the usual rule]]. Source: "
            f"{w.cite('intake', 'intake record')}."
        )
        page = _Page(repo_id, "project", name, "projects/repositories", body)
        page.created = w.stamp(1, 4)
        for person in maintained[repo_id]:
            page.relations.append(("maintained_by", person))
            w.link(repo_id, "maintained_by", person)
        for company in sponsor_of[repo_id]:
            page.relations.append(("sponsored_by", company))
            w.link(repo_id, "sponsored_by", company)
        if repo_id in auditors:
            page.relations.append(("audited_by", auditors[repo_id]))
            w.link(repo_id, "audited_by", auditors[repo_id])
            key = "saltmarsh" if auditors[repo_id] == "saltmarsh-security" else "ironbark"
            page.body += f" Audited in 2026 ({w.cite(key, 'audit report')})."
        if repo_id in steward:
            page.relations.append(("stewarded_by", steward[repo_id]))
            w.link(repo_id, "stewarded_by", steward[repo_id])
        for source, target in _DEPENDS:
            if source == repo_id:
                page.relations.append(("depends_on", target))
                w.link(repo_id, "depends_on", target)
        w.add(page, "repo")

    # working groups
    for wg_id, title, remit, _stewards in _WGS:
        chair = members[wg_id][0]
        body = (
            f"The {title} {remit}. Its charter is renewed every two years "
            f"({w.cite('charters', 'charter')})."
        )
        page = _Page(wg_id, "project", title, "projects/working-groups", body)
        page.relations.append(("chaired_by", chair))
        w.link(wg_id, "chaired_by", chair)
        w.add(page, "wg")

    # releases
    release_repos = [a[2] for a in _ADVISORIES] + _EXTRA_RELEASES
    release_of: dict[str, str] = {}
    for repo in release_repos:
        name = next(r[1] for r in _REPOS if r[0] == repo)
        version = f"{rng.randint(1, 6)}.{rng.randint(0, 14)}.{rng.randint(0, 9)}"
        rel_id = f"{repo}-{version.replace('.', '-')}"
        title = f"{name} {version}"
        manager = rng.choice(maintained[repo])
        day = w.stamp(2, 11)
        body = (
            f"{title} shipped on {day[:10]}. "
            + rng.choice(
                [
                    "A patch release with security and stability fixes.",
                    "A feature release; see the changelog for details.",
                    "A maintenance release with dependency updates.",
                ]
            )
            + f" Announced on the {w.cite('relannounce', 'release list')}."
        )
        page = _Page(rel_id, "project", title, "projects/releases", body, created=day)
        page.relations += [("release_of", repo), ("managed_by", manager)]
        w.link(rel_id, "release_of", repo)
        w.link(rel_id, "managed_by", manager)
        release_of[repo] = rel_id
        w.add(page, "release")

    # advisories
    sec_members = members["security-response-wg"]
    for number, what, repo in _ADVISORIES:
        adv_id = f"lsf-sa-2026-{number}"
        name = f"LSF-SA-2026-{number}"
        title = f"{name}: {what}"
        severity = rng.choice(["low", "moderate", "high", "critical"])
        reporter = rng.choice(researchers)
        handler = rng.choice([p for p in sec_members if p != reporter])
        day = w.stamp(2, 10)
        body = (
            f"{name} describes a {what}. Severity {severity}. Published after the "
            f"[[page:embargo-period|embargo]] on the "
            f"{w.cite('secannounce', 'security-announce list')}."
        )
        page = _Page(adv_id, "analysis", title, "security/advisories", body, created=day)
        page.relations += [
            ("affects", repo),
            ("fixed_in", release_of[repo]),
            ("reported_by", reporter),
            ("handled_by", handler),
        ]
        w.link(adv_id, "affects", repo)
        w.link(adv_id, "fixed_in", release_of[repo])
        w.link(adv_id, "reported_by", reporter)
        w.link(adv_id, "handled_by", handler)
        ref = f"web:lists.larchwood.org/security-announce/2026/{adv_id}"
        page.timeline.append((day, ref, "Advisory published."))
        w.add(page, "advisory", name)

    # concepts
    for concept_id, title, text in _CONCEPTS:
        body = f"{text} Defined in the {w.cite('governance', 'governance documents')}."
        w.add(_Page(concept_id, "concept", title, "concepts", body), "concept")

    # handbook notes (distractors)
    for note_id, title, text, (target, label) in _NOTES:
        body = f"{text} See [[page:{target}|{label}]]. Source: {w.cite('handbook', 'handbook')}."
        w.add(_Page(note_id, "note", title, "handbook", body), "note")

    # findings
    authors_pool = maintainers + staff + researchers
    for finding_id, title, text, (target, label), _question in _FINDINGS:
        author = rng.choice(authors_pool)
        body = text.format(link=f"[[page:{target}|{label}]]")
        body += f" Data: {w.cite('research', 'research drive')}."
        page = _Page(finding_id, "analysis", title, "analysis", body, created=w.stamp(2, 10))
        page.relations.append(("authored_by", author))
        w.link(finding_id, "authored_by", author)
        w.link(finding_id, "concerns", target)
        w.add(page, "finding")

    # meetings
    releases = list(release_of.values())
    rng.shuffle(releases)
    advisories = [f"lsf-sa-2026-{a[0]}" for a in _ADVISORIES]
    rng.shuffle(advisories)
    findings = [f[0] for f in _FINDINGS]
    chairs_of = {wg: members[wg][0] for wg in wg_ids}
    for stem, title_stem, days in _MEETINGS:
        for day in days:
            meeting_id = f"{stem}-{day}"
            title = f"{title_stem}, {_long_date(day)}"
            if stem == "maintainers-summit":
                title = f"{title_stem}, Lisbon, {_long_date(day)}"
            if stem == "steering":
                chair = staff[0]
                people_there = [staff[0], staff[1], *rng.sample(list(chairs_of.values()), 3)]
                decided = [releases.pop(), releases.pop()]
                discussed = [rng.choice(findings)]
            elif stem == "releng-call":
                chair = chairs_of["release-engineering-wg"]
                people_there = list(members["release-engineering-wg"])
                decided = [releases.pop(), releases.pop()]
                discussed = []
            elif stem == "security-triage":
                chair = chairs_of["security-response-wg"]
                people_there = list(sec_members)
                decided = []
                count = 4 if day == days[0] else 3
                discussed = [advisories.pop() for _ in range(count)]
            elif stem == "docs-call":
                chair = chairs_of["documentation-wg"]
                people_there = list(members["documentation-wg"])
                decided = []
                discussed = [
                    "docs-search-log-review" if day == days[0] else "newcomer-retention-study"
                ]
            elif stem == "infra-call":
                chair = chairs_of["infrastructure-wg"]
                people_there = list(members["infrastructure-wg"])
                decided = []
                discussed = ["mirror-outage-postmortem" if day == days[0] else "ci-cost-analysis"]
            elif stem == "maintainers-summit":
                chair = staff[1]
                people_there = [staff[1], *rng.sample(maintainers, 6)]
                decided = []
                discussed = ["maintainer-workload-interviews", "newcomer-retention-study"]
            else:
                chair = staff[0]
                paid = [p for p in people if employer[p] in sponsors]
                people_there = [staff[0], staff[2], *rng.sample(paid, 3)]
                decided = []
                discussed = ["ci-cost-analysis"]
            people_there = list(dict.fromkeys(people_there))
            key = "steering" if stem == "steering" else "wgcalls"
            summary = []
            if decided:
                summary.append(f"{len(decided)} releases were approved")
            if discussed:
                items = "item was" if len(discussed) == 1 else "items were"
                summary.append(f"{len(discussed)} {items} discussed")
            body = (
                f"{title}. {len(people_there)} people attended; "
                + " and ".join(summary)
                + f". Minutes: {w.cite(key, 'minutes')}."
            )
            stamp = f"{day}T15:00:00Z"
            page = _Page(meeting_id, "meeting", title, "meetings", body, created=stamp)
            page.relations.append(("chaired_by", chair))
            w.link(meeting_id, "chaired_by", chair)
            for person in people_there:
                page.relations.append(("attended_by", person))
                w.link(meeting_id, "attended_by", person)
            for target in decided:
                page.relations.append(("decided", target))
                w.link(meeting_id, "decided", target)
            for target in discussed:
                page.relations.append(("discussed", target))
                w.link(meeting_id, "discussed", target)
            ref = f"web:lists.larchwood.org/minutes/{meeting_id}"
            page.timeline.append((stamp, ref, "Minutes circulated."))
            spoken = title_stem if "WG" in title_stem else title_stem.lower()
            w.add(page, "meeting", f"{spoken} on {_long_date(day)}")
    return w


# --- questions ---------------------------------------------------------------------------------

_STOP: Final = set(
    re.findall(
        r"\w+",
        "a an and are as at be by did do does for from had has have he her his how i in is it "
        "its me my of on or our s she that the their them these they this to us was we were "
        "what when where which who whom whose why with you your",
    )
)

_Tmpl = tuple[str, list[str]]  # (name, phrasings)

_HOP: Final[dict[str, list[str]]] = {
    "repo_maintainers": [
        "Who looks after {x} these days?",
        "{x}'s maintainers",
        "list the people with merge rights on {x}",
        "Who is responsible for keeping {x} healthy, so I can ask about a patch?",
        "maintainers of {x}",
    ],
    "person_repos": [
        "Which codebases is {x} responsible for?",
        "What does {x} maintain?",
        "projects kept up by {x}",
        "Show me the repositories where {x} holds the maintainer role",
    ],
    "repo_sponsor": [
        "Who pays for {x}?",
        "Which company bankrolls {x}?",
        "{x} is funded by whom?",
        "name the sponsor behind {x}, for the annual report",
    ],
    "company_repos": [
        "What does {x} fund at the foundation?",
        "Which projects receive money from {x}?",
        "list everything sponsored by {x}",
    ],
    "person_employer": [
        "Where does {x} work?",
        "{x}'s employer",
        "Which company pays {x}'s salary?",
        "who employs {x}, for the affiliation count",
    ],
    "company_people": [
        "Which contributors are on {x}'s payroll?",
        "Who works for {x}?",
        "people employed by {x}, among our contributors",
    ],
    "wg_chair": [
        "Who chairs the {x}?",
        "Who leads the {x}?",
        "the {x}'s chair",
    ],
    "wg_members": [
        "Who sits on the {x}?",
        "members of the {x}",
        "list everyone in the {x}",
    ],
    "person_wgs": [
        "Which working groups has {x} joined?",
        "What groups is {x} a member of?",
    ],
    "release_manager": [
        "Who ran the {x} release?",
        "release manager for {x}",
        "{x} was shipped by whom?",
        "who cut {x}",
    ],
    "person_releases": [
        "Which versions did {x} ship as release manager?",
        "releases managed by {x}",
    ],
    "advisory_repo": [
        "Which project is hit by {x}?",
        "{x} affects what?",
        "what codebase does advisory {x} concern",
    ],
    "repo_advisories": [
        "Which security advisories have been issued against {x}?",
        "list the vulnerabilities disclosed in {x}",
        "what security problems has {x} had",
    ],
    "advisory_fix": [
        "Which version fixes {x}?",
        "{x} was patched in which release?",
        "upgrade to what to be safe from {x}?",
    ],
    "advisory_reporter": [
        "Who found {x}?",
        "Who reported {x} to the security team?",
        "{x} was discovered by which researcher?",
    ],
    "person_advisories": [
        "What has {x} reported to our security team?",
        "vulnerabilities disclosed by {x}",
    ],
    "advisory_handler": [
        "Who handled {x} on the security side?",
        "{x}: who coordinated the response?",
    ],
    "meeting_attendees": [
        "Who was at the {x}?",
        "list the attendees of the {x}",
        "Which people took part in the {x}?",
    ],
    "person_meetings": [
        "Which meetings did {x} attend?",
        "meetings {x} sat in on",
        "Find every meeting where {x} was present",
    ],
    "meeting_decided": [
        "What was approved at the {x}?",
        "Which releases got the go-ahead at the {x}?",
        "the {x} signed off on what?",
    ],
    "release_meeting": [
        "Which meeting approved {x}?",
        "Where was {x} given the green light?",
        "{x} was approved at which session?",
    ],
    "meeting_discussed": [
        "What was discussed at the {x}?",
        "topics on the agenda of the {x}",
    ],
    "meeting_chair": [
        "Who chaired the {x}?",
        "Who presided over the {x}?",
    ],
    "finding_author": [
        'Who wrote "{x}"?',
        "author of the {x} write-up",
        "{x}: who put it together?",
    ],
    "repo_auditor": [
        "Which firm audited {x}?",
        "who carried out the security review of {x}",
        "{x}'s auditor",
    ],
    "company_audited": [
        "What has {x} audited for us?",
        "Which codebases did {x} review?",
    ],
    "repo_deps": [
        "What does {x} depend on?",
        "{x}'s upstream dependencies within the foundation",
        "Which of our libraries does {x} build on?",
    ],
    "repo_dependents": [
        "Which projects depend on {x}?",
        "What would break if {x} disappeared?",
        "list the downstream users of {x} inside the foundation",
    ],
    "repo_steward": [
        "Which team stewards {x}?",
        "{x} falls under whose oversight?",
    ],
    "wg_repos": [
        "Which codebases are overseen by the {x}?",
        "what does the {x} look after?",
    ],
    "repo_studies": [
        "Which studies have looked into {x}?",
        "What research write-ups cover {x}?",
    ],
}

_HOP2: Final[dict[str, list[str]]] = {
    "repo_maint_employer": [
        "Which companies employ the people who maintain {x}?",
        "{x}'s maintainers work where?",
        "employers of whoever keeps {x} running",
    ],
    "advisory_repo_maint": [
        "Who maintains the project affected by {x}?",
        "{x} hit a codebase; who are its maintainers?",
    ],
    "advisory_fix_manager": [
        "Who managed the release that fixed {x}?",
        "the release manager of the patch for {x}",
    ],
    "wg_chair_employer": [
        "Which company employs the chair of the {x}?",
        "Where does the {x}'s chair work?",
    ],
    "company_people_repos": [
        "Which repositories are maintained by people from {x}?",
        "What do {x} employees maintain?",
    ],
    "release_manager_employer": [
        "Which company is the release manager of {x} with?",
        "{x}'s release manager works for whom?",
    ],
    "meeting_decided_manager": [
        "Who managed the releases approved at the {x}?",
        "release managers for whatever the {x} signed off",
    ],
    "person_wg_chair": [
        "Who chairs the groups {x} belongs to?",
        "{x}'s working group chairs",
    ],
    "finding_repo_maint": [
        'Who maintains the codebase examined in "{x}"?',
        "maintainers of the project studied in {x}",
    ],
    "repo_sponsor_repos": [
        "Which other projects share a sponsor with {x}?",
        "what else is funded by whoever funds {x}?",
    ],
    "advisory_reporter_employer": [
        "Where does the researcher who reported {x} work?",
        "employer of whoever discovered {x}",
    ],
    "auditor_repos_maint": [
        "Who maintains the projects that {x} audited?",
        "maintainers of every codebase {x} reviewed",
    ],
    "person_repos_sponsors": [
        "Who sponsors the repositories {x} maintains?",
        "funders of {x}'s projects",
    ],
    "meeting_advisories_repos": [
        "Which projects were affected by the advisories discussed at the {x}?",
        "codebases hit by whatever the {x} triaged",
    ],
    "meeting_attendee_employers": [
        "Which companies employ the attendees of the {x}?",
        "employers of the people at the {x}",
    ],
}

_LEXICAL: Final[dict[str, list[str]]] = {
    "repo": ["{x}", "What is {x}?", "{x} {what}"],
    "release": ["{x} release notes", "{x}"],
    "advisory": ["{x}", "{title}"],
    "meeting": ["{title} minutes", "notes from the {title}"],
    "company": ["{title}", "who are {title}"],
    "concept": ["{title}", "What does {title} mean here?"],
    "note": ["{title}"],
    "wg": ["{title}"],
    "finding": ["{title}"],
    "latin-person": ["{title}", "contact page for {title}"],
    "latin-alias": ["{x}", "Who is {x}?"],
}

_SCRIPT: Final = [
    "{title}",
    "Who is {title}?",
    "{title}: contact and affiliation",
    "profile of {title}",
]


_CUT_WORDS: Final = {"with", "and", "for", "built", "using", "that", "of"}


def _tokens(text: str) -> set[str]:
    return {t for t in re.findall(r"\w+", text.lower()) if len(t) > 1 and not t.isdigit()}


def _names(page: _Page) -> set[str]:
    return _tokens(" ".join([page.title, *page.aliases]))


def _is_latin(text: str) -> bool:
    return all(not c.isalpha() or "LATIN" in unicodedata.name(c, "") for c in text)


def _template_words() -> set[str]:
    words = set(_STOP)
    for table in (_HOP, _HOP2):
        for phrasings in table.values():
            for phrasing in phrasings:
                words |= _tokens(phrasing.replace("{x}", ""))
    return words


def _visible(page: _Page) -> set[str]:
    body = re.sub(r"\[\[[a-z]+:[^|\]]*\|([^\]]*)\]\]", r"\1", page.body)
    return _tokens(" ".join([page.title, *page.aliases, body]))


def _candidates(
    w: _World,
) -> tuple[dict[str, list[tuple[str, set[str]]]], dict[str, list[tuple[str, set[str]]]]]:
    def out(x: str, rel: str) -> list[str]:
        return w.out.get((x, rel), [])

    def inn(x: str, rel: str) -> list[str]:
        return w.inn.get((x, rel), [])

    def each(ids: list[str], fn: Callable[[str], Iterable[str]]) -> list[tuple[str, set[str]]]:
        return [(x, set(fn(x))) for x in ids]

    def two(x: str, first: str, second: str, rev1: bool = False, rev2: bool = False) -> set[str]:
        middle = inn(x, first) if rev1 else out(x, first)
        result: set[str] = set()
        for m in middle:
            result |= set(inn(m, second) if rev2 else out(m, second))
        return result

    g = w.groups
    people = g["latin-person"] + g["script-person"]
    companies = g["company"]
    repos = g["repo"]
    hop = {
        "repo_maintainers": each(repos, lambda x: out(x, "maintained_by")),
        "person_repos": each(people, lambda x: inn(x, "maintained_by")),
        "repo_sponsor": each(repos, lambda x: out(x, "sponsored_by")),
        "company_repos": each(companies, lambda x: inn(x, "sponsored_by")),
        "person_employer": each(people, lambda x: out(x, "employed_by")),
        "company_people": each(companies, lambda x: inn(x, "employed_by")),
        "wg_chair": each(g["wg"], lambda x: out(x, "chaired_by")),
        "wg_members": each(g["wg"], lambda x: inn(x, "member_of")),
        "person_wgs": each(people, lambda x: out(x, "member_of")),
        "release_manager": each(g["release"], lambda x: out(x, "managed_by")),
        "person_releases": each(people, lambda x: inn(x, "managed_by")),
        "advisory_repo": each(g["advisory"], lambda x: out(x, "affects")),
        "repo_advisories": each(repos, lambda x: inn(x, "affects")),
        "advisory_fix": each(g["advisory"], lambda x: out(x, "fixed_in")),
        "advisory_reporter": each(g["advisory"], lambda x: out(x, "reported_by")),
        "person_advisories": each(people, lambda x: inn(x, "reported_by")),
        "advisory_handler": each(g["advisory"], lambda x: out(x, "handled_by")),
        "meeting_attendees": each(g["meeting"], lambda x: out(x, "attended_by")),
        "person_meetings": each(people, lambda x: inn(x, "attended_by")),
        "meeting_decided": each(g["meeting"], lambda x: out(x, "decided")),
        "release_meeting": each(g["release"], lambda x: inn(x, "decided")),
        "meeting_discussed": each(g["meeting"], lambda x: out(x, "discussed")),
        "meeting_chair": each(g["meeting"], lambda x: out(x, "chaired_by")),
        "finding_author": each(g["finding"], lambda x: out(x, "authored_by")),
        "repo_auditor": each(repos, lambda x: out(x, "audited_by")),
        "company_audited": each(companies, lambda x: inn(x, "audited_by")),
        "repo_deps": each(repos, lambda x: out(x, "depends_on")),
        "repo_dependents": each(repos, lambda x: inn(x, "depends_on")),
        "repo_steward": each(repos, lambda x: out(x, "stewarded_by")),
        "wg_repos": each(g["wg"], lambda x: inn(x, "stewarded_by")),
        "repo_studies": each(repos, lambda x: inn(x, "concerns")),
    }
    hop2 = {
        "repo_maint_employer": each(repos, lambda x: two(x, "maintained_by", "employed_by")),
        "advisory_repo_maint": each(g["advisory"], lambda x: two(x, "affects", "maintained_by")),
        "advisory_fix_manager": each(g["advisory"], lambda x: two(x, "fixed_in", "managed_by")),
        "wg_chair_employer": each(g["wg"], lambda x: two(x, "chaired_by", "employed_by")),
        "company_people_repos": each(
            companies, lambda x: two(x, "employed_by", "maintained_by", True, True)
        ),
        "release_manager_employer": each(
            g["release"], lambda x: two(x, "managed_by", "employed_by")
        ),
        "meeting_decided_manager": each(g["meeting"], lambda x: two(x, "decided", "managed_by")),
        "person_wg_chair": each(
            people,
            lambda x: two(x, "member_of", "chaired_by") - {x},
        ),
        "finding_repo_maint": each(
            [f for f in g["finding"] if out(f, "concerns")[0] in repos],
            lambda x: two(x, "concerns", "maintained_by"),
        ),
        "repo_sponsor_repos": each(
            repos, lambda x: two(x, "sponsored_by", "sponsored_by", False, True) - {x}
        ),
        "advisory_reporter_employer": each(
            g["advisory"], lambda x: two(x, "reported_by", "employed_by")
        ),
        "auditor_repos_maint": each(
            companies, lambda x: two(x, "audited_by", "maintained_by", True, False)
        ),
        "person_repos_sponsors": each(
            people, lambda x: two(x, "maintained_by", "sponsored_by", True, False)
        ),
        "meeting_advisories_repos": each(
            g["meeting"],
            lambda x: {r for a in out(x, "discussed") for r in out(a, "affects")},
        ),
        "meeting_attendee_employers": each(
            g["meeting"], lambda x: two(x, "attended_by", "employed_by")
        ),
    }
    return hop, hop2


def _pick(
    w: _World,
    table: dict[str, list[str]],
    pools: dict[str, list[tuple[str, set[str]]]],
    count: int,
    kind: str,
    generic: set[str],
) -> list[Question]:
    rng = w.rng
    queues: dict[str, list[Question]] = {}
    for name, pool in pools.items():
        queue = []
        for start, relevant in pool:
            if not relevant or len(relevant) > 8 or start in relevant:
                continue
            text = rng.choice(table[name]).format(x=w.names[start])
            text = text[0].upper() + text[1:]
            named = _tokens(text) - generic
            if any(named & _visible(w.pages[r]) for r in relevant):
                continue
            if any(_names(w.pages[r]) - generic & _tokens(text) for r in relevant):
                continue
            queue.append(Question(text, kind, set(relevant)))
        rng.shuffle(queue)
        queues[name] = queue
    chosen: list[Question] = []
    starts: set[str] = set()
    while len(chosen) < count and any(queues.values()):
        for name in table:
            queue = queues.get(name, [])
            while queue:
                question = queue.pop()
                if question.text not in starts:
                    starts.add(question.text)
                    chosen.append(question)
                    break
            if len(chosen) == count:
                break
    return chosen


def _lexical(w: _World, count: int) -> list[Question]:
    rng = w.rng
    queues: dict[str, list[Question]] = {}
    for group, phrasings in _LEXICAL.items():
        queue = []
        ids = w.groups["script-person"] if group == "latin-alias" else w.groups[group]
        for page_id in ids:
            page = w.pages[page_id]
            x = w.names[page_id]
            if group == "repo":
                what = next(r[2] for r in _REPOS if r[0] == page_id)
                words = what.split()[1:]
                cut = [i for i, word in enumerate(words) if word in _CUT_WORDS]
                head = " ".join(words[: cut[0]] if cut else words)
                text = rng.choice(phrasings).format(x=x, what=head)
            else:
                text = rng.choice(phrasings).format(x=x, title=page.title)
            queue.append(Question(text, "lexical", {page_id}))
        rng.shuffle(queue)
        queues[group] = queue
    chosen: list[Question] = []
    while len(chosen) < count:
        for group in _LEXICAL:
            if queues[group] and len(chosen) < count:
                chosen.append(queues[group].pop())
    return chosen


def _script(w: _World, count: int) -> list[Question]:
    ids = sorted(w.groups["script-person"])
    picked = w.rng.sample(ids, count)
    return [
        Question(w.rng.choice(_SCRIPT).format(title=w.pages[p].title), "script", {p})
        for p in picked
    ]


def build(seed: int = 83) -> EvalSet:
    w = _build_world(seed)
    documents: list[Document] = []
    for page in w.pages.values():
        documents.append(parse_document(_render(page), folder=page.folder))
    generic = _template_words()
    hop_pools, hop2_pools = _candidates(w)
    questions = _lexical(w, 35)
    questions += _script(w, 15)
    questions += _pick(w, _HOP, hop_pools, 40, "hop", generic)
    questions += _pick(w, _HOP2, hop2_pools, 25, "hop2", generic)
    questions += [Question(f[4], "paraphrase", {f[0]}) for f in _FINDINGS]
    return EvalSet(documents=documents, questions=questions)
