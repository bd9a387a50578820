# ruff: noqa: E501
"""Retrieval evaluation set AB: an open-source software foundation's knowledge brain.

DATA CARD
=========

Domain
    The shared notes of a (fictional) open-source software foundation: its hosted projects and
    their repositories and releases, the maintainers, outside contributors and foundation
    staff, the companies that sponsor the work (and the audit firms that review it), the
    downstream distributions that package it, security advisories (each with a CVE alias),
    third-party security audits, working groups, conferences and governance meetings, and the
    licences and standards the projects use. Everything is synthetic and generated
    deterministically from `random.Random(seed)`; no name refers to a real person or product
    (licence and standard names are the real public ones).

Folders and page types (kind: page)
    people/maintainers, people/contributors, people/staff  -> person
    projects                                              -> project
    projects/repositories                                 -> project (one per code repository)
    releases                                              -> note    (event)
    organizations/sponsors, organizations/auditors        -> company
    governance/working-groups                             -> company (a standing org unit)
    governance/meetings                                   -> meeting (event)
    events/conferences                                    -> meeting (event)
    downstream/distributions                              -> project
    security/advisories                                   -> note    (event; CVE id as alias)
    security/audits                                       -> analysis (event)
    concepts/licenses, concepts/standards                 -> concept
    Evidence (kind: evidence, type: source, never any [[...]] link) lives under
    evidence/announcements, evidence/security, evidence/minutes, evidence/programmes,
    evidence/audit-reports (one per event page: the document recording the event) and
    evidence/records (rosters, ledgers and surveys that pages cite).
    About a fifth of the page titles are written in Cyrillic, Greek, Arabic, Hebrew,
    Devanagari, Chinese, Japanese or Korean, or in Latin with diacritics; each such page
    carries a plain-Latin alias.

Relations
    30 relation kinds natural to the domain (maintains, has_repository, release_of, sponsors,
    oversees, depends_on, licensed_under, implements, packages, affects, fixed_in,
    reported_by, audits, performed_by, member_of, employed_by, mentored_by, contributes_to,
    managed_by, spoke_at, hosted_by, chaired_by, forked_from, based_on, approved_at,
    liaison_for, organized_by, funds, attended, coordinated_by), 14 of which also have an
    inverse type written on the target page (maintained_by, part_of, has_release,
    sponsored_by, overseen_by, packaged_by, affected_by, fixes, has_member, employs,
    mentors, has_contributor, hosts, chairs): 44 relation types in all. At most one relation joins any two pages. Three
    quarters of the relations (chosen at random) are typed: the source page lists it in its
    frontmatter `relations` and links the target in its body with [[page:id|label]] (or
    [[page:id]]); the target links back, with the inverse type when there is one, else with
    a plain link. The remaining quarter are plain body links on both sides, no frontmatter
    relation, inside a sentence that says in ordinary prose what the relation is. Every page
    a page links to links back. Bodies cite evidence inline ([[evidence:id|label]]); event
    pages and some projects and people carry a `## Timeline` with valid entry ids.

Question kinds (Question.kind)
    lexical     names its answer by title or alias (non-Latin pages by their Latin alias;
                advisories by CVE or GBSA id);
    script      names its answer by its non-Latin or diacritic title, some asked in that
                language (Russian, Greek, Arabic, Hebrew, Hindi, Chinese, Japanese, Korean,
                Portuguese, French, ...);
    hop         names one page and asks for the pages one relation away of one relation kind
                (or two kinds that ask the same thing, members and chair of a group), typed or
                plain, in either direction, phrased with synonyms of the relation name;
    hop2        names one page and asks for pages two relations away along a fixed path of
                two relation kinds; the named page and every page one link away from it are
                removed from the answers;
    paraphrase  describes its answer (a project's purpose, a licence or standard, an
                advisory's bug, a meeting's decision) without naming it.

Relevant ids
    The pages asked for: for lexical/script/paraphrase the one page described; for hop the
    anchor's neighbours through the asked relation kind(s), whether the relation is typed
    or plain; for hop2 the pages reached along the two-kind path minus the anchor and its
    one-link neighbours. When an answer page is an event (release, advisory, audit,
    conference, meeting) the evidence document recording that event is relevant too.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from bench.retrieval_data import EvalSet, Question
from brain.toolkit.document import Document, parse_document

# --- relation kinds ----------------------------------------------------------------------
# kind: (inverse type or None, sentences on the source page, sentences on the target page).
# {L} is the list of links.
_KINDS: dict[str, tuple[str | None, list[str], list[str]]] = {
    "maintains": (
        "maintained_by",
        [
            "Maintains {L}.",
            "A core maintainer of {L}, reviewing most pull requests there.",
            "Holds commit rights on {L} and sits on its review rota.",
        ],
        [
            "Maintained by {L}.",
            "The maintainer roster lists {L}.",
            "Day-to-day review and merging is done by {L}.",
        ],
    ),
    "has_repository": (
        "part_of",
        ["Code lives in {L}.", "Source repositories: {L}.", "Development happens in {L}."],
        [
            "This repository belongs to the {L} project.",
            "Part of {L}.",
            "One of the code repositories of {L}.",
        ],
    ),
    "release_of": (
        "has_release",
        [
            "A release of {L}.",
            "Tagged from the main branch of {L}.",
            "Ships a new version of {L} to users.",
        ],
        ["Releases so far: {L}.", "Recent versions include {L}.", "Tagged releases: {L}."],
    ),
    "sponsors": (
        "sponsored_by",
        [
            "Sponsors {L}.",
            "Pays for CI capacity and a part-time engineer on {L}.",
            "Provides annual funding to {L}.",
        ],
        [
            "Funding comes from {L}.",
            "Sponsored by {L}.",
            "Its CI bill and travel grants are covered by {L}.",
        ],
    ),
    "oversees": (
        "overseen_by",
        [
            "Has oversight of {L}.",
            "Projects under this group's remit: {L}.",
            "Reviews roadmaps and incubation status for {L}.",
        ],
        [
            "Overseen by the {L}.",
            "Falls under the remit of the {L}.",
            "Reports quarterly to the {L}.",
        ],
    ),
    "depends_on": (
        None,
        ["Depends on {L}.", "Builds on top of {L}.", "Pulls in {L} as a library dependency."],
        [
            "Used as a dependency by {L}.",
            "Downstream consumers inside the foundation: {L}.",
            "Projects that link against it: {L}.",
        ],
    ),
    "licensed_under": (
        None,
        [
            "Licensed under the {L}.",
            "Distributed under the {L}.",
            "The code is released under the {L}.",
        ],
        [
            "Projects using this licence: {L}.",
            "Chosen as the licence of {L}.",
            "Applies to the code of {L}.",
        ],
    ),
    "implements": (
        None,
        ["Implements {L}.", "Supports {L}.", "Conforms to {L}."],
        ["Implemented by {L}.", "Foundation projects that support it: {L}.", "Adopted in {L}."],
    ),
    "packages": (
        "packaged_by",
        [
            "Packages {L}.",
            "Ships {L} in its main repository.",
            "Carries downstream packages of {L}.",
        ],
        [
            "Packaged downstream by {L}.",
            "Available in the package archives of {L}.",
            "Distributions that ship it: {L}.",
        ],
    ),
    "affects": (
        "affected_by",
        ["Affects {L}.", "The vulnerable code is in {L}.", "Impacted project: {L}."],
        ["Security advisories: {L}.", "Has been hit by {L}.", "Past vulnerabilities: {L}."],
    ),
    "fixed_in": (
        "fixes",
        [
            "Fixed in {L}.",
            "Patched in {L}.",
            "Users should upgrade to {L}, which contains the fix.",
        ],
        [
            "Fixes {L}.",
            "Contains the security fix for {L}.",
            "Closes the vulnerability described in {L}.",
        ],
    ),
    "reported_by": (
        None,
        [
            "Reported by {L}.",
            "Found and privately disclosed by {L}.",
            "Credit for the discovery goes to {L}.",
        ],
        ["Reported {L}.", "Found the bug behind {L}.", "Credited as the finder of {L}."],
    ),
    "audits": (
        None,
        ["Audit of {L}.", "Covers the codebase of {L}.", "Scope of the engagement: {L}."],
        [
            "Audited in {L}.",
            "Reviewed by outside auditors: {L}.",
            "Third-party security reviews: {L}.",
        ],
    ),
    "performed_by": (
        None,
        ["Carried out by {L}.", "Performed by {L}.", "The review team came from {L}."],
        ["Performed {L}.", "Auditors from this firm ran {L}.", "Completed the engagement {L}."],
    ),
    "member_of": (
        "has_member",
        ["Member of the {L}.", "Sits on the {L}.", "Attends the calls of the {L}."],
        ["Members: {L}.", "Regular participants: {L}.", "The roster includes {L}."],
    ),
    "employed_by": (
        "employs",
        ["Works at {L}.", "Employed by {L}.", "Day job at {L}."],
        [
            "Employs {L}.",
            "Staff who work on foundation projects: {L}.",
            "Engineers on its payroll who are active here: {L}.",
        ],
    ),
    "mentored_by": (
        "mentors",
        [
            "Mentored by {L}.",
            "Paired with {L} through the mentorship programme.",
            "Gets code review coaching from {L}.",
        ],
        ["Mentors {L}.", "Mentees: {L}.", "Coaching {L} through the mentorship programme."],
    ),
    "contributes_to": (
        "has_contributor",
        [
            "Contributes to {L}.",
            "Has landed patches in {L}.",
            "Sends regular pull requests to {L}.",
        ],
        [
            "Outside contributors: {L}.",
            "Receives patches from {L}.",
            "Regular contributors include {L}.",
        ],
    ),
    "managed_by": (
        None,
        ["Release manager: {L}.", "Cut by {L}.", "The release was run by {L}."],
        ["Release manager for {L}.", "Cut {L}.", "Ran the release process for {L}."],
    ),
    "spoke_at": (
        None,
        ["Spoke at {L}.", "Gave talks at {L}.", "Presented at {L}."],
        ["Speakers: {L}.", "Talks were given by {L}.", "The programme featured {L}."],
    ),
    "hosted_by": (
        "hosts",
        ["Hosted by {L}.", "Venue and catering were provided by {L}.", "Host sponsor: {L}."],
        ["Hosted {L}.", "Provided the venue for {L}.", "Was the host sponsor of {L}."],
    ),
    "chaired_by": (
        "chairs",
        ["Chaired by {L}.", "The chair is {L}.", "Meetings are run by the chair, {L}."],
        ["Chairs the {L}.", "Runs the {L} as its chair.", "Elected chair of the {L}."],
    ),
    "forked_from": (
        None,
        ["Forked from {L}.", "Started life as a fork of {L}.", "Split off from {L}."],
        ["Forked as {L}.", "A fork of it became {L}.", "Its codebase was forked into {L}."],
    ),
    "based_on": (
        None,
        ["Based on {L}.", "Derived from {L}.", "Rebuilds its packages from {L}."],
        ["Derivatives: {L}.", "Serves as the base of {L}.", "Downstream rebuilds: {L}."],
    ),
    "approved_at": (
        None,
        [
            "Admitted to incubation at the {L}.",
            "Accepted into the foundation at the {L}.",
            "Its incubation vote passed at the {L}.",
        ],
        [
            "Admitted {L} into incubation.",
            "Voted to accept {L}.",
            "Approved the incubation proposal of {L}.",
        ],
    ),
    "liaison_for": (
        None,
        [
            "Foundation liaison for {L}.",
            "Staff contact for {L}.",
            "Handles foundation paperwork for {L}.",
        ],
        [
            "Foundation liaison: {L}.",
            "The staff contact at the foundation is {L}.",
            "Paperwork goes through {L}.",
        ],
    ),
    "organized_by": (
        None,
        ["Organized by {L}.", "Programme and logistics were run by {L}.", "Organizer: {L}."],
        ["Organized {L}.", "Ran logistics for {L}.", "Lead organizer of {L}."],
    ),
    "funds": (
        None,
        ["Funds the {L}.", "Provides the budget for the {L}.", "Underwrites the {L}."],
        ["Funded by {L}.", "Its budget comes from {L}.", "Financial backers: {L}."],
    ),
    "attended": (
        None,
        ["Attended the {L}.", "Was present at the {L}.", "Took part in the {L}."],
        ["Attendees: {L}.", "Present: {L}.", "In the room: {L}."],
    ),
    "coordinated_by": (
        None,
        [
            "Coordinated by {L}.",
            "Disclosure handled by {L}.",
            "Embargo and CVE request managed by {L}.",
        ],
        ["Coordinated {L}.", "Handled the disclosure of {L}.", "Ran the embargo for {L}."],
    ),
}

# --- name lists ------------------------------------------------------------------------------
# (title, Latin alias or "", language of the title or "")
_MAINTAINERS = [
    ("Marta Kowalski", "", ""),
    ("Devon Okafor", "", ""),
    ("Tobias Lindqvist", "", ""),
    ("Hannah Achterberg", "", ""),
    ("Rafael Duarte", "", ""),
    ("Imogen Price", "", ""),
    ("Kwame Asante", "", ""),
    ("Ingrid Solberg", "", ""),
    ("Oscar Whitfield", "", ""),
    ("Amara Nwosu", "", ""),
    ("Felix Brandt", "", ""),
    ("Tessa Marlow", "", ""),
    ("Yusuf Demir", "", ""),
    ("José Núñez", "Jose Nunez", "es"),
    ("Zoë Dvořák", "Zoe Dvorak", "cs"),
    ("Søren Østergaard", "Soren Ostergaard", "da"),
    ("Łukasz Wróbel", "Lukasz Wrobel", "pl"),
    ("Agnès Lefèvre", "Agnes Lefevre", "fr"),
    ("Алексей Воронов", "Aleksei Voronov", "ru"),
    ("Ирина Соколова", "Irina Sokolova", "ru"),
    ("Νίκος Παπαδόπουλος", "Nikos Papadopoulos", "el"),
    ("ليلى حداد", "Layla Haddad", "ar"),
    ("נועה לוי", "Noa Levi", "he"),
    ("अर्जुन मेहता", "Arjun Mehta", "hi"),
    ("王芳", "Wang Fang", "zh"),
    ("佐藤健", "Ken Sato", "ja"),
    ("김민준", "Kim Minjun", "ko"),
    ("Clara Beaumont", "", ""),
    ("Malik Jefferson", "", ""),
    ("Beatriz Campos", "", ""),
]
_CONTRIBUTORS = [
    ("Çağla Yıldız", "Cagla Yildiz", "tr"),
    ("François Côté", "Francois Cote", "fr"),
    ("Ngọc Trần", "Ngoc Tran", "vi"),
    ("Jürgen Weiß", "Jurgen Weiss", "de"),
    ("Ελένη Καραγιάννη", "Eleni Karagianni", "el"),
    ("عمر الفاسي", "Omar Al-Fassi", "ar"),
    ("אורי כהן", "Uri Cohen", "he"),
    ("प्रिया शर्मा", "Priya Sharma", "hi"),
    ("李明", "Li Ming", "zh"),
    ("山本由紀", "Yuki Yamamoto", "ja"),
    ("박서연", "Park Seoyeon", "ko"),
    ("Liam Carragher", "", ""),
    ("Sofia Marchetti", "", ""),
    ("Ethan Brooks", "", ""),
    ("Noor Rahman", "", ""),
    ("Pieter de Vries", "", ""),
    ("Grace Adeyemi", "", ""),
    ("Mikael Virtanen", "", ""),
    ("Chloé Garnier", "Chloe Garnier", "fr"),
    ("Dario Esposito", "", ""),
    ("Hana Novak", "", ""),
    ("Samuel Osei", "", ""),
    ("Wren Holloway", "", ""),
    ("Jonas Eriksen", "", ""),
]
_STAFF = [
    ("Rebecca Thornquist", "", "", "executive director"),
    ("Aditya Rao", "", "", "security response coordinator"),
    ("Mireille Fontaine", "", "", "events manager"),
    ("Bongani Mthembu", "", "", "community manager"),
    ("Sarah Feldman", "", "", "legal counsel"),
    ("Tomás Herrera", "Tomas Herrera", "es", "program manager"),
]
_CITIES = [
    "Kraków",
    "Lagos",
    "Uppsala",
    "Utrecht",
    "Porto",
    "Bristol",
    "Accra",
    "Bergen",
    "Leeds",
    "Enugu",
    "Hamburg",
    "Halifax",
    "Izmir",
    "Valencia",
    "Brno",
    "Aarhus",
    "Wrocław",
    "Lyon",
    "Novosibirsk",
    "Kazan",
    "Thessaloniki",
    "Beirut",
    "Haifa",
    "Pune",
    "Hangzhou",
    "Fukuoka",
    "Daejeon",
    "Montréal",
    "Chicago",
    "Recife",
    "Ankara",
    "Québec",
    "Hanoi",
    "Stuttgart",
    "Patras",
    "Rabat",
    "Tel Aviv",
    "Jaipur",
    "Chengdu",
    "Sapporo",
    "Busan",
    "Dublin",
    "Milan",
    "Seattle",
    "Dhaka",
    "Rotterdam",
    "Ibadan",
    "Tampere",
    "Bordeaux",
    "Naples",
    "Ljubljana",
    "Kumasi",
    "Asheville",
    "Oslo",
]
_ROLES = [
    "systems programmer",
    "security engineer",
    "compiler engineer",
    "site reliability engineer",
    "release engineer",
    "embedded developer",
    "database engineer",
    "network engineer",
    "frontend engineer",
    "performance engineer",
]
_SPECIALTIES = [
    "fuzzing and sanitizer coverage",
    "build reproducibility",
    "lock-free data structures",
    "documentation tooling",
    "ARM64 ports",
    "memory allocators",
    "packaging for distributions",
    "protocol parsers",
    "observability dashboards",
    "accessibility reviews",
    "test infrastructure",
    "API design reviews",
    "cryptographic code review",
    "continuous integration pipelines",
    "localisation workflows",
]
_AREAS = [
    "documentation fixes",
    "test coverage",
    "translations",
    "bug triage",
    "packaging scripts",
    "benchmarks",
    "small refactors",
    "CI configuration",
    "example code",
    "error messages",
]

# id, title, aliases, lang, description, paraphrase question, language of the code
_PROJECTS = [
    (
        "voron",
        "Ворон",
        ["Voron"],
        "ru",
        "a streaming compressor for rotated log archives that shrinks files while they are still being appended to",
        "which of our projects squeezes old server logs down while they are still being written?",
        "C",
    ),
    (
        "kyklos",
        "Κύκλος",
        ["Kyklos"],
        "el",
        "a ring-buffer event bus for microcontrollers with only a few kilobytes of RAM",
        "what publish/subscribe layer do we have for tiny chips with almost no memory?",
        "C",
    ),
    (
        "raicho",
        "雷鳥",
        ["Raicho"],
        "ja",
        "a static site generator with first-class translation catalogues",
        "which tool turns a folder of markdown into a website in several languages?",
        "Rust",
    ),
    (
        "lanternfish",
        "Lanternfish",
        [],
        "",
        "a distributed tracing collector that gathers spans from services and ships them to storage",
        "what lets an SRE follow one user request hop by hop through all the backend services?",
        "Go",
    ),
    (
        "quillmark",
        "Quillmark",
        [],
        "",
        "a command-line tool for signing and notarizing documents with trusted timestamps",
        "which utility puts cryptographic signatures and a trusted time on contracts and PDFs?",
        "Rust",
    ),
    (
        "burrowdb",
        "BurrowDB",
        [],
        "",
        "an embedded key-value store built on copy-on-write B-trees",
        "the little database you link straight into your program that never overwrites pages in place",
        "C++",
    ),
    (
        "tidewell",
        "Tidewell",
        [],
        "",
        "a rate-limiting reverse proxy that shapes bursty API traffic",
        "what sits in front of our APIs and throttles clients that send too many requests at once?",
        "Go",
    ),
    (
        "saltpeter",
        "Saltpeter",
        [],
        "",
        "a secrets vault that seals keys with TPM and HSM hardware",
        "where do teams keep passwords and credentials locked to a hardware security chip?",
        "Rust",
    ),
    (
        "heronry",
        "Heronry",
        [],
        "",
        "a package mirror and artifact cache for air-gapped build farms",
        "which project keeps local copies of downloaded dependencies so offline builds still work?",
        "Go",
    ),
    (
        "ferrule",
        "Ferrule",
        [],
        "",
        "an over-the-air firmware update agent with A/B partitions and rollback",
        "what pushes new firmware to devices remotely and reverts if flashing goes wrong?",
        "C",
    ),
    (
        "cobblestone",
        "Cobblestone",
        [],
        "",
        "a renderer that turns OpenStreetMap extracts into raster map tiles",
        "which project paints the little square images that web maps are stitched together from?",
        "C++",
    ),
    (
        "pemmican",
        "Pemmican",
        [],
        "",
        "a compact binary serialization format with schema evolution",
        "the wire encoding that lets you add fields without breaking old readers",
        "Rust",
    ),
    (
        "driftglass",
        "Driftglass",
        [],
        "",
        "an accessibility linter that checks web interfaces against WCAG",
        "what tool flags pages that screen-reader users would struggle with?",
        "TypeScript",
    ),
    (
        "gantry",
        "Gantry",
        [],
        "",
        "a CI job scheduler for fleets of bare-metal runners",
        "which project queues build and test jobs onto physical machines instead of VMs?",
        "Go",
    ),
    (
        "tamarack",
        "Tamarack",
        [],
        "",
        "a time-series database tuned for sensor telemetry, with automatic downsampling",
        "where do weather-station readings get stored and rolled up into hourly averages?",
        "Rust",
    ),
    (
        "wickerwork",
        "Wickerwork",
        [],
        "",
        "a plugin framework that text editors embed to load third-party extensions",
        "the extension system code editors embed so outside developers can add features",
        "TypeScript",
    ),
    (
        "nautilex",
        "Nautilex",
        [],
        "",
        "a terminal multiplexer with detachable sessions and split panes",
        "which tool lets me divide one shell window into panes and reattach later over ssh?",
        "Rust",
    ),
    (
        "parapet",
        "Parapet",
        [],
        "",
        "a web application firewall ruleset that blocks injection attacks at the edge",
        "the set of edge filtering rules that stops SQL injection before it reaches the app",
        "Lua",
    ),
]
_COMPONENTS = {
    "core": "the core library",
    "cli": "the command-line client",
    "docs": "the documentation site",
    "operator": "the Kubernetes operator",
    "sdk-python": "the Python SDK",
    "fuzz": "the fuzzing harnesses and corpora",
    "helm-charts": "the Helm charts",
    "bench": "the benchmark suite",
}
_HIGHLIGHTS = [
    "faster cold start",
    "a new plugin API",
    "ARM64 release builds",
    "reproducible release tarballs",
    "a rewritten configuration parser",
    "lower memory use under load",
    "Windows support",
    "signed container images",
    "a stable C ABI",
    "structured JSON logs",
    "zero-downtime reloads",
    "an experimental WebAssembly target",
]

# (short, description, paraphrase question)
_VULNS = [
    (
        "heap buffer overflow in the frame decoder",
        "a crafted frame header makes the decoder write past the end of a heap allocation",
        "which bulletin was about malformed headers letting an attacker scribble beyond allocated memory?",
    ),
    (
        "path traversal in archive extraction",
        "archive entries containing ../ sequences are written outside the destination directory",
        "the security notice about tarballs escaping the target folder with dot-dot entries",
    ),
    (
        "timing side channel in token comparison",
        "API tokens were compared with a non-constant-time function, so response latency leaked how many leading characters were correct",
        "which vulnerability let attackers guess secrets by measuring how long the server took to answer?",
    ),
    (
        "XML external entity expansion in config import",
        "importing a configuration file resolves external entities, which can read local files or reach internal hosts",
        "the issue where loading a settings file could pull in remote DTDs and leak local files",
    ),
    (
        "integer overflow in length prefix handling",
        "a 32-bit length prefix wraps around and leads to an undersized allocation",
        "which advisory covered a size field wrapping around to a tiny number?",
    ),
    (
        "stack exhaustion via deeply nested input",
        "documents nested thousands of levels deep exhaust the stack and crash the process",
        "the crash caused by inputs with absurdly deep bracket nesting",
    ),
    (
        "use-after-free on plugin unload",
        "unloading a plugin while a callback is in flight frees memory that is still referenced",
        "the memory-safety bug when an extension is removed while one of its hooks is still running",
    ),
    (
        "signature verification bypass",
        "a malformed signature block is treated as valid, so unsigned artifacts are accepted",
        "which advisory let unsigned packages slip through as if they had been properly signed?",
    ),
    (
        "server-side request forgery via redirects",
        "following HTTP redirects lets a remote URL make the server fetch internal addresses",
        "the bug where a redirect could trick the server into calling internal metadata endpoints",
    ),
    (
        "regular expression denial of service",
        "a backtracking-heavy pattern lets a short input pin a CPU core for minutes",
        "which issue let a short crafted string peg the processor through catastrophic backtracking?",
    ),
    (
        "insecure default file permissions",
        "state files were created world-readable, exposing tokens to other local users",
        "the advisory about secrets stored in files every local account could read",
    ),
    (
        "HTTP request smuggling",
        "inconsistent handling of Content-Length and Transfer-Encoding lets a second request hide inside the first",
        "the one where conflicting body-length headers let attackers sneak a hidden request past the proxy",
    ),
    (
        "symlink race in temporary directory handling",
        "a predictable temp path can be replaced with a symbolic link between check and use",
        "which bulletin dealt with a check-then-use race on predictable scratch files?",
    ),
    (
        "cross-site scripting in the admin dashboard",
        "unescaped project names in the admin dashboard run attacker-supplied JavaScript",
        "the bug where a crafted name ran script in an administrator's browser",
    ),
    (
        "unbounded memory growth on decompression",
        "a small compressed payload expands into gigabytes and exhausts memory",
        "which security notice was about tiny uploads that balloon and eat all the RAM?",
    ),
    (
        "missing certificate hostname verification",
        "TLS connections accepted any valid certificate without checking the hostname",
        "the advisory where the client trusted a certificate issued for a completely different domain",
    ),
]

# id, title, description, paraphrase question or ""
_LICENSES = [
    (
        "apache-2-0",
        "Apache License 2.0",
        "a permissive licence with an explicit patent grant and a NOTICE file requirement",
        "",
    ),
    (
        "mpl-2-0",
        "Mozilla Public License 2.0",
        "a weak copyleft licence whose obligations apply file by file",
        "the licence where share-alike obligations apply per source file rather than to the whole program",
    ),
    (
        "agpl-3-0",
        "GNU Affero General Public License v3.0",
        "a strong copyleft licence whose obligations extend to users who interact with the software over a network",
        "which licence makes you publish your changes even if you only run the modified program as a hosted service?",
    ),
    (
        "bsd-3-clause",
        "BSD 3-Clause License",
        "a short permissive licence with a non-endorsement clause",
        "",
    ),
    (
        "isc-license",
        "ISC License",
        "a minimal permissive licence functionally equivalent to MIT",
        "",
    ),
    (
        "epl-2-0",
        "Eclipse Public License 2.0",
        "a weak copyleft licence with an optional secondary GPL compatibility clause",
        "",
    ),
]
_STANDARDS = [
    (
        "reproducible-builds",
        "Reproducible Builds",
        "the practice of producing bit-for-bit identical artifacts from the same source, toolchain and inputs",
        "the practice of making two independent compilations of one source tree produce byte-identical output",
    ),
    (
        "slsa-build-l3",
        "SLSA Build Level 3",
        "a supply-chain framework level requiring hardened, isolated builds with signed provenance",
        "",
    ),
    (
        "otlp",
        "OpenTelemetry Protocol",
        "the wire protocol for sending traces, metrics and logs to collectors",
        "",
    ),
    (
        "spdx-sbom",
        "SPDX Software Bill of Materials",
        "a standard format for listing every component and licence in a build",
        "",
    ),
    (
        "semver",
        "Semantic Versioning",
        "a versioning scheme in which incompatible API changes increment the major version",
        "what's the numbering convention where a breaking change bumps the leftmost number?",
    ),
    ("wcag-2-2", "WCAG 2.2", "the W3C guidelines for making web content accessible", ""),
]

# id, title, alias, lang, what, city
_SPONSORS = [
    ("hayate", "株式会社ハヤテ", "Hayate KK", "ja", "cloud hosting", "Osaka"),
    (
        "zurcher-rechenwerk",
        "Zürcher Rechenwerk AG",
        "Zurcher Rechenwerk AG",
        "de",
        "high-performance computing",
        "Zürich",
    ),
    ("brightkeel", "Brightkeel Systems", "", "", "storage appliance", "Portland"),
    ("corvid-cloud", "Corvid Cloud", "", "", "managed Kubernetes", "Dublin"),
    ("pinegate-labs", "Pinegate Labs", "", "", "developer tooling", "Toronto"),
    ("ostrander-networks", "Ostrander Networks", "", "", "telecom equipment", "Gothenburg"),
    ("halyard-data", "Halyard Data", "", "", "observability SaaS", "Austin"),
    ("quarrystone", "Quarrystone Inc", "", "", "industrial IoT", "Pittsburgh"),
    ("bluefen-analytics", "Bluefen Analytics", "", "", "data analytics", "Cambridge"),
    ("ardent-silicon", "Ardent Silicon", "", "", "microcontroller", "Eindhoven"),
    ("tessellate", "Tessellate GmbH", "", "", "mapping and GIS", "Munich"),
    ("kestrel-payments", "Kestrel Payments", "", "", "payments", "Singapore"),
]
_AUDITORS = [
    ("ironbark-security", "Ironbark Security", "", "", "security consultancy", "Melbourne"),
    ("nettlefield-assurance", "Nettlefield Assurance", "", "", "software assurance", "Leeds"),
]
# id, title, alias, lang, kind of distribution, release cadence
_DISTROS = [
    (
        "athina-linux",
        "Αθηνά Linux",
        "Athina Linux",
        "el",
        "general-purpose desktop",
        "every six months",
    ),
    ("qingsong-linux", "青松 Linux", "Qingsong Linux", "zh", "server", "once a year"),
    ("nirman-os", "निर्माण OS", "Nirman OS", "hi", "education-focused desktop", "once a year"),
    ("fenwick-linux", "Fenwick Linux", "", "", "community rolling-release", "continuously"),
    ("larkspur-bsd", "Larkspur BSD", "", "", "BSD-derived server", "every nine months"),
    ("moraine-os", "Moraine OS", "", "", "immutable container host", "every two weeks"),
    ("sundial-linux", "Sundial Linux", "", "", "long-term-support enterprise", "every two years"),
    (
        "granite-enterprise-linux",
        "Granite Enterprise Linux",
        "",
        "",
        "commercial enterprise",
        "every three years",
    ),
    ("pebble-embedded", "Pebble Embedded", "", "", "embedded build-system", "quarterly"),
    ("thistle-linux", "Thistle Linux", "", "", "lightweight desktop", "every six months"),
]
_BASED_ON = [
    ("athina-linux", "fenwick-linux"),
    ("thistle-linux", "fenwick-linux"),
    ("sundial-linux", "granite-enterprise-linux"),
    ("pebble-embedded", "moraine-os"),
    ("nirman-os", "athina-linux"),
    ("qingsong-linux", "granite-enterprise-linux"),
]
# id, title, alias, lang, mission
_WGS = [
    (
        "wg-security-response",
        "Security Response Working Group",
        "",
        "",
        "triage vulnerability reports and coordinate disclosures with downstream distributions",
    ),
    (
        "wg-release-engineering",
        "Release Engineering Working Group",
        "",
        "",
        "keep release tooling, tag signing and changelogs consistent across projects",
    ),
    (
        "wg-supply-chain",
        "Supply Chain Integrity Working Group",
        "",
        "",
        "roll out provenance attestations and software bills of materials",
    ),
    (
        "wg-mentorship",
        "Community and Mentorship Working Group",
        "",
        "",
        "onboard new contributors and run the twice-yearly mentorship cohorts",
    ),
    (
        "wg-traducao",
        "Grupo de Tradução e Acessibilidade",
        "Translation and Accessibility Group",
        "pt",
        "translate documentation and review user interfaces for accessibility",
    ),
    (
        "wg-embedded",
        "Embedded Systems Working Group",
        "",
        "",
        "coordinate cross-compilation targets and hardware-in-the-loop testing",
    ),
    (
        "wg-observability",
        "Observability Working Group",
        "",
        "",
        "align metrics, tracing and logging conventions across projects",
    ),
    (
        "wg-legal",
        "Legal and Licensing Committee",
        "",
        "",
        "review licence compliance, trademarks and contributor agreements",
    ),
]
# id, title, alias, lang, city, date
_CONFERENCES = [
    (
        "summit-lisbon-2025",
        "Foundation Summit Lisbon 2025",
        "",
        "",
        "Lisbon",
        datetime(2025, 10, 14, 9),
    ),
    (
        "summit-denver-2026",
        "Foundation Summit Denver 2026",
        "",
        "",
        "Denver",
        datetime(2026, 5, 19, 9),
    ),
    (
        "open-code-kazan-2026",
        "Открытый код Казань 2026",
        "Open Code Kazan 2026",
        "ru",
        "Kazan",
        datetime(2026, 3, 28, 10),
    ),
    (
        "code-matsuri-tokyo-2026",
        "コードまつり東京 2026",
        "Code Matsuri Tokyo 2026",
        "ja",
        "Tokyo",
        datetime(2026, 7, 11, 10),
    ),
    (
        "encontro-sao-paulo-2026",
        "Encontro Código Aberto São Paulo 2026",
        "Encontro Codigo Aberto Sao Paulo 2026",
        "pt",
        "São Paulo",
        datetime(2026, 8, 22, 9),
    ),
    (
        "maintainers-retreat-tallinn-2026",
        "Maintainers Retreat Tallinn 2026",
        "",
        "",
        "Tallinn",
        datetime(2026, 4, 16, 9),
    ),
    (
        "supply-chain-day-berlin-2026",
        "Supply Chain Day Berlin 2026",
        "",
        "",
        "Berlin",
        datetime(2026, 9, 9, 9),
    ),
    (
        "embedded-open-days-grenoble-2025",
        "Embedded Open Days Grenoble 2025",
        "",
        "",
        "Grenoble",
        datetime(2025, 11, 20, 9),
    ),
]
# id, title, date, decision, paraphrase question or "", admits projects
_MEETINGS = [
    (
        "board-2026-01",
        "Board of Directors meeting, January 2026",
        datetime(2026, 1, 20, 16),
        "The board approved the 2026 budget and created a new Platinum Plus sponsorship tier",
        "when did the directors sign off on this year's spending plan and add a pricier top level for sponsors?",
        True,
    ),
    (
        "toc-2026-02-10",
        "Technical Oversight Committee, 10 February 2026",
        datetime(2026, 2, 10, 15),
        "The committee adopted a new incubation checklist that requires a written threat model",
        "the session where a written threat model became mandatory before a newcomer project is let in",
        True,
    ),
    (
        "toc-2026-04-14",
        "Technical Oversight Committee, 14 April 2026",
        datetime(2026, 4, 14, 15),
        "The committee agreed to require maintainers from at least two different employers before graduation",
        "which meeting decided that graduating projects need people from at least two separate companies on the core team?",
        True,
    ),
    (
        "board-2026-06",
        "Board of Directors meeting, June 2026",
        datetime(2026, 6, 23, 16),
        "The board ratified the revised trademark and logo usage policy",
        "where was the new policy on using our name and logo signed off?",
        True,
    ),
    (
        "security-sync-2026-03",
        "Security Response WG sync, March 2026",
        datetime(2026, 3, 5, 14),
        "The group agreed a default 90-day embargo for coordinated disclosures",
        "the call that settled on three months as the standard secrecy period before vulnerabilities go public",
        False,
    ),
    (
        "release-sync-2026-05",
        "Release Engineering WG sync, May 2026",
        datetime(2026, 5, 7, 14),
        "The group decided that every project must publish signed tags from July onwards",
        "",
        False,
    ),
    (
        "toc-2026-07-08",
        "Technical Oversight Committee, 8 July 2026",
        datetime(2026, 7, 8, 15),
        "The committee revised the graduation criteria to include a third-party security audit",
        "",
        True,
    ),
    (
        "members-2026",
        "Annual Members Meeting 2026",
        datetime(2026, 9, 30, 17),
        "Members elected three new at-large board directors",
        "the gathering where the membership voted in three extra directors",
        False,
    ),
]

_LANG_Q_PERSON = {
    "ru": ["Расскажи про {n}", "Что известно о {n}?"],
    "el": ["Πληροφορίες για {n}", "Ποιος είναι {n};"],
    "ar": ["معلومات عن {n}", "ما الذي نعرفه عن {n}؟"],
    "he": ["מידע על {n}", "מה ידוע על {n}?"],
    "hi": ["{n} के बारे में जानकारी", "{n} कौन हैं?"],
    "zh": ["{n}是谁？", "介绍一下{n}"],
    "ja": ["{n}について教えて", "{n}さんの担当は？"],
    "ko": ["{n}에 대해 알려 주세요", "{n} 정보"],
    "pt": ["Quem é {n}?"],
    "es": ["¿Quién es {n}?"],
    "fr": ["Qui est {n} ?"],
    "de": ["Wer ist {n}?"],
    "pl": ["Kim jest {n}?"],
    "tr": ["{n} kimdir?"],
    "vi": ["{n} là ai?"],
    "cs": ["Kdo je {n}?"],
    "da": ["Hvem er {n}?"],
}
_LANG_Q_THING = {
    "ru": ["Что такое {n}?", "Расскажи про {n}"],
    "el": ["Τι είναι {n};", "Πληροφορίες για {n}"],
    "hi": ["{n} क्या है?"],
    "zh": ["{n}是什么？", "介绍一下{n}"],
    "ja": ["{n}とは？", "{n}について教えて"],
    "pt": ["O que é o {n}?", "Informações sobre {n}"],
    "de": ["Was ist {n}?"],
}
_EN_SCRIPT_PERSON = [
    "Who is {n}?",
    "{n}",
    "look up {n}",
    "what do we have on {n}?",
    "{n} — role and projects",
]
_EN_SCRIPT_THING = ["{n}", "what is {n}?", "look up {n}", "what do we have on {n}?", "{n} overview"]

_LEXICAL = {
    "person": [
        "Who is {n}?",
        "{n}",
        "tell me about {n}",
        "{n} profile",
        "what do we know about {n}",
        "find {n}'s page",
        "{n} contact and role",
    ],
    "project": [
        "{n}",
        "What is {n}?",
        "{n} project overview",
        "give me the {n} page",
        "status of {n}",
    ],
    "repo": ["{n} repository", "open {n}", "where's the page for the {n} repo"],
    "release": ["{n} release notes", "{n}", "what shipped in {n}?"],
    "company": ["{n}", "who are {n}?", "{n} sponsorship details"],
    "distro": ["{n}", "what is {n}?", "{n} distro"],
    "advisory": ["{n}", "details of {n}", "is there a writeup on {n}?"],
    "audit": ["{n}", "findings of the {n}"],
    "wg": ["{n}", "what does the {n} do?"],
    "conference": ["{n}", "{n} recap"],
    "meeting": ["{n} minutes", "notes from the {n}"],
    "concept": ["{n}", "what is the {n}?"],
}

# Hop templates: anchor categories, the (kind, direction) pairs asked, phrasings.
# "f": the anchor is the relation's source, "b": its target.
_PERSON = ("maintainer", "contributor", "staff")
_COMPANY = ("sponsor", "auditor")
_HOP = [
    (
        ("project",),
        [("maintains", "b")],
        [
            "Who maintains {a}?",
            "{a} maintainers",
            "who looks after {a} day to day?",
            "list the people with merge rights on {a}",
            "whose approval do I need to get a patch into {a}?",
        ],
    ),
    (
        ("maintainer",),
        [("maintains", "f")],
        [
            "What does {a} maintain?",
            "which projects is {a} a maintainer of",
            "projects {a} is responsible for",
        ],
    ),
    (
        ("project",),
        [("has_repository", "f")],
        ["Where does {a}'s code live?", "list the repositories of {a}", "{a} git repos"],
    ),
    (
        ("repo",),
        [("has_repository", "b")],
        ["Which project does the {a} repository belong to?", "{a} — parent project?"],
    ),
    (
        ("project",),
        [("release_of", "b")],
        ["What versions of {a} have shipped?", "{a} releases", "list every tagged version of {a}"],
    ),
    (
        ("project",),
        [("sponsors", "b")],
        [
            "Who pays for {a}?",
            "which companies bankroll {a}",
            "{a} sponsors",
            "who funds work on {a}?",
        ],
    ),
    (
        ("sponsor",),
        [("sponsors", "f")],
        [
            "What does {a} sponsor?",
            "Which projects get money from {a}?",
            "{a}'s sponsored projects",
        ],
    ),
    (
        ("project",),
        [("oversees", "b")],
        [
            "Which working group is responsible for {a}?",
            "who oversees {a} at the foundation level?",
        ],
    ),
    (
        ("wg",),
        [("oversees", "f")],
        ["What falls under the {a}'s remit?", "projects supervised by the {a}"],
    ),
    (
        ("project",),
        [("depends_on", "f")],
        [
            "What does {a} depend on?",
            "upstream dependencies of {a}",
            "which foundation libraries does {a} pull in?",
        ],
    ),
    (
        ("project",),
        [("depends_on", "b")],
        ["Which projects build on top of {a}?", "what would break if {a} disappeared?"],
    ),
    (("project",), [("licensed_under", "f")], ["What license is {a} under?", "{a} licence"]),
    (
        ("license",),
        [("licensed_under", "b")],
        ["Which projects use the {a}?", "projects released under {a}"],
    ),
    (("standard",), [("implements", "b")], ["Which projects implement {a}?", "who supports {a}?"]),
    (
        ("project",),
        [("packages", "b")],
        [
            "Which distros ship {a}?",
            "where is {a} packaged downstream?",
            "which distributions carry {a} in their archives?",
        ],
    ),
    (
        ("distro",),
        [("packages", "f")],
        ["What foundation software does {a} package?", "{a} packages from us"],
    ),
    (
        ("project",),
        [("affects", "b")],
        ["What vulnerabilities have hit {a}?", "security advisories for {a}", "CVEs affecting {a}"],
    ),
    (("advisory",), [("fixed_in", "f")], ["Which release fixed {a}?", "what version patches {a}?"]),
    (
        ("release",),
        [("fixed_in", "b")],
        ["Which security issues does {a} fix?", "advisories resolved by {a}"],
    ),
    (("advisory",), [("reported_by", "f")], ["Who found {a}?", "credit for discovering {a}"]),
    (
        _PERSON,
        [("employed_by", "f")],
        ["Who does {a} work for?", "{a}'s employer", "which company pays {a}'s salary?"],
    ),
    (
        _COMPANY,
        [("employed_by", "b")],
        ["Who at {a} works on foundation projects?", "{a} employees"],
    ),
    (
        ("wg",),
        [("member_of", "b"), ("chaired_by", "f")],
        ["Who sits on the {a}?", "members of the {a}"],
    ),
    (("wg",), [("chaired_by", "f")], ["Who chairs the {a}?", "{a} chair"]),
    (("contributor",), [("mentored_by", "f")], ["Who is {a}'s mentor?", "who coaches {a}?"]),
    (("maintainer",), [("mentored_by", "b")], ["Who does {a} mentor?", "mentees of {a}"]),
    (
        ("repo",),
        [("contributes_to", "b")],
        ["Who has contributed to {a}?", "outside contributors to the {a} repo"],
    ),
    (("contributor",), [("contributes_to", "f")], ["Which repositories has {a} sent patches to?"]),
    (("release",), [("managed_by", "f")], ["Who was release manager for {a}?", "who cut {a}?"]),
    (("conference",), [("spoke_at", "b")], ["Who gave talks at {a}?", "speakers at {a}"]),
    (_PERSON, [("spoke_at", "f")], ["Where has {a} presented?", "{a} conference talks"]),
    (("conference",), [("hosted_by", "f")], ["Who hosted {a}?", "venue sponsor of {a}"]),
    (_COMPANY, [("hosted_by", "b")], ["Which events did {a} host?"]),
    (
        ("project",),
        [("audits", "b")],
        ["Has {a} been audited? list the audits", "third-party security reviews of {a}"],
    ),
    (_COMPANY, [("performed_by", "b")], ["Which audits did {a} carry out?"]),
    (("distro",), [("based_on", "f")], ["What is {a} derived from?"]),
    (("distro",), [("based_on", "b")], ["Which distributions are built on {a}?"]),
    (
        ("project",),
        [("approved_at", "f")],
        ["When was {a} admitted to the foundation?", "at which meeting did {a} enter incubation?"],
    ),
    (("meeting",), [("approved_at", "b")], ["Which projects were accepted at the {a}?"]),
    (
        ("project",),
        [("liaison_for", "b")],
        ["Who is the foundation's contact for {a}?", "{a} staff liaison"],
    ),
    (("conference",), [("organized_by", "f")], ["Who organized {a}?"]),
    (("wg",), [("funds", "b")], ["Who funds the {a}?", "backers of the {a}"]),
    (("meeting",), [("attended", "b")], ["Who was at the {a}?", "attendance at the {a}"]),
    (("advisory",), [("coordinated_by", "f")], ["Who coordinated the response to {a}?"]),
    (("advisory",), [("affects", "f")], ["Which projects were vulnerable to {a}?"]),
]
_HOP2 = [
    (
        ("project",),
        [("maintains", "b")],
        [("employed_by", "f")],
        ["Which companies employ the people who maintain {a}?", "employers of {a}'s maintainers"],
    ),
    (
        ("sponsor",),
        [("sponsors", "f")],
        [("packages", "b")],
        [
            "Which distributions ship projects that {a} sponsors?",
            "distros carrying software {a} pays for",
        ],
    ),
    (
        ("project",),
        [("affects", "b")],
        [("reported_by", "f")],
        ["Who has reported security bugs in {a}?", "finders of {a} vulnerabilities"],
    ),
    (
        ("project",),
        [("oversees", "b")],
        [("chaired_by", "f")],
        ["Who chairs the working group that oversees {a}?"],
    ),
    (
        ("repo",),
        [("contributes_to", "b")],
        [("mentored_by", "f")],
        ["Who mentors the people contributing to {a}?"],
    ),
    (
        ("maintainer",),
        [("mentored_by", "b")],
        [("contributes_to", "f")],
        ["Which repositories do {a}'s mentees work on?"],
    ),
    (_COMPANY, [("hosted_by", "b")], [("spoke_at", "b")], ["Who spoke at events hosted by {a}?"]),
    (
        ("maintainer",),
        [("maintains", "f")],
        [("depends_on", "f")],
        ["What do the projects {a} maintains depend on?"],
    ),
    (
        ("distro",),
        [("packages", "f")],
        [("maintains", "b")],
        ["Who maintains the foundation software that {a} packages?"],
    ),
    (
        ("wg",),
        [("oversees", "f")],
        [("release_of", "b")],
        [
            "List the releases of projects under the {a}",
            "versions shipped by projects the {a} oversees",
        ],
    ),
    (
        ("project",),
        [("depends_on", "f")],
        [("affects", "b")],
        [
            "Which advisories hit {a}'s dependencies?",
            "vulnerabilities in the libraries {a} relies on",
        ],
    ),
    (
        _PERSON,
        [("employed_by", "f")],
        [("sponsors", "f")],
        ["Which projects does {a}'s employer sponsor?"],
    ),
    (
        ("advisory",),
        [("affects", "f")],
        [("maintains", "b")],
        ["Who maintains the software affected by {a}?"],
    ),
    (
        ("conference",),
        [("spoke_at", "b")],
        [("employed_by", "f")],
        ["Which companies sent speakers to {a}?"],
    ),
    (
        ("project",),
        [("licensed_under", "f")],
        [("licensed_under", "b")],
        ["Which other projects share {a}'s license?"],
    ),
    (
        ("release",),
        [("fixed_in", "b")],
        [("reported_by", "f")],
        ["Who reported the bugs that {a} fixes?"],
    ),
    (
        ("meeting",),
        [("approved_at", "b")],
        [("maintains", "b")],
        ["Who maintains the projects admitted at the {a}?"],
    ),
    (
        ("standard",),
        [("implements", "b")],
        [("sponsors", "b")],
        ["Which companies sponsor projects implementing {a}?"],
    ),
]

_FOLDERS = {
    "maintainer": ("people/maintainers", "person"),
    "contributor": ("people/contributors", "person"),
    "staff": ("people/staff", "person"),
    "project": ("projects", "project"),
    "repo": ("projects/repositories", "project"),
    "release": ("releases", "note"),
    "sponsor": ("organizations/sponsors", "company"),
    "auditor": ("organizations/auditors", "company"),
    "wg": ("governance/working-groups", "company"),
    "meeting": ("governance/meetings", "meeting"),
    "conference": ("events/conferences", "meeting"),
    "distro": ("downstream/distributions", "project"),
    "advisory": ("security/advisories", "note"),
    "audit": ("security/audits", "analysis"),
    "license": ("concepts/licenses", "concept"),
    "standard": ("concepts/standards", "concept"),
}
_EVENTS = ("release", "advisory", "audit", "conference", "meeting")
_LINK_RE = re.compile(r"\[\[(page|evidence|source):([^|\]#]+)(?:#[^|\]]*)?(?:\\?\|[^\]]*)?\]\]")


@dataclass
class _Ent:
    id: str
    cat: str
    title: str
    aliases: list[str] = field(default_factory=list)
    lang: str = ""
    ev: str = ""  # the evidence document recording this event page
    intro: list[str] = field(default_factory=list)
    timeline: list[tuple[datetime, str, str]] = field(default_factory=list)
    when: datetime | None = None
    info: dict[str, str] = field(default_factory=dict)


@dataclass
class _Evidence:
    id: str
    folder: str
    title: str
    ref: str
    when: datetime
    label: str
    body: str = ""


def _ts(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%dT%H:%M:%SZ")


def _q(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)


def _join(items: list[str]) -> str:
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " and " + items[-1]


def _entry_id(doc_id: str, ts: str, ref: str, text: str) -> str:
    return "ev-" + hashlib.sha256("\n".join([doc_id, ts, ref, text]).encode()).hexdigest()[:12]


def _frontmatter(
    brain_id: str,
    kind: str,
    type_: str,
    title: str,
    aliases: list[str],
    relations: list[tuple[str, str]],
    sources: list[str],
    created: datetime,
    updated: datetime,
) -> str:
    lines = [
        "---",
        f"id: {brain_id}",
        f"kind: {kind}",
        f"type: {type_}",
        f"title: {_q(title)}",
        "status: active",
    ]
    if aliases:
        lines.append("aliases: [" + ", ".join(_q(a) for a in aliases) + "]")
    if relations:
        lines.append(
            "relations: [" + ", ".join(f"{{type: {t}, target: {x}}}" for t, x in relations) + "]"
        )
    if sources:
        lines.append("sources: [" + ", ".join(_q(s) for s in sources) + "]")
    lines += [f"created: {_ts(created)}", f"updated: {_ts(updated)}", "---"]
    return "\n".join(lines) + "\n"


class _World:
    """The generated brain: entities, relations (typed or plain), evidence, documents."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.ents: dict[str, _Ent] = {}
        self.edges: list[tuple[str, str, str, bool]] = []
        self._pairs: set[frozenset[str]] = set()
        self.evidence: dict[str, _Evidence] = {}
        self.records: dict[str, str] = {}  # category -> general evidence id
        self.documents: list[Document] = []
        self._make_entities()
        self._make_edges()
        self._make_evidence()
        self._make_documents()

    # --- helpers -------------------------------------------------------------------------
    def _date(self, start: datetime, days: int) -> datetime:
        return start + timedelta(
            days=self.rng.randrange(days),
            hours=self.rng.randrange(8, 18),
            minutes=self.rng.choice([0, 15, 30, 45]),
        )

    def _add(self, ent: _Ent) -> _Ent:
        assert ent.id not in self.ents, ent.id
        self.ents[ent.id] = ent
        return ent

    def cat(self, *cats: str) -> list[_Ent]:
        return [e for e in self.ents.values() if e.cat in cats]

    def link(self, src: str, dst: str, kind: str) -> bool:
        pair = frozenset((src, dst))
        if src == dst or pair in self._pairs:
            return False
        self._pairs.add(pair)
        self.edges.append((src, dst, kind, True))
        return True

    def name(self, ent: _Ent, latin: bool = False) -> str:
        if ent.cat == "advisory":
            return ent.aliases[0] if latin else ent.info["gbsa"]
        if latin and ent.lang and ent.aliases:
            return ent.aliases[0]
        return ent.title

    # --- entities ---------------------------------------------------------------------------
    def _person(self, cat: str, title: str, alias: str, lang: str) -> _Ent:
        slug = re.sub(r"[^a-z0-9]+", "-", (alias or title).lower()).strip("-")
        return self._add(_Ent(slug, cat, title, [alias] if alias else [], lang))

    def _make_entities(self) -> None:
        rng = self.rng
        cities = list(_CITIES)
        rng.shuffle(cities)
        for i, (title, alias, lang) in enumerate(_MAINTAINERS):
            e = self._person("maintainer", title, alias, lang)
            e.info.update(
                city=cities[i % len(cities)],
                role=rng.choice(_ROLES),
                specialty=rng.choice(_SPECIALTIES),
                since=str(rng.randrange(2014, 2024)),
            )
        for i, (title, alias, lang) in enumerate(_CONTRIBUTORS):
            e = self._person("contributor", title, alias, lang)
            e.info.update(city=cities[(i + 30) % len(cities)], area=rng.choice(_AREAS))
        for title, alias, lang, role in _STAFF:
            e = self._person("staff", title, alias, lang)
            e.info.update(role=role)
        for pid, title, aliases, lang, desc, para, code in _PROJECTS:
            e = self._add(_Ent(pid, "project", title, list(aliases), lang))
            e.info.update(
                desc=desc,
                para=para,
                code=code,
                stage=rng.choice(["sandbox", "incubating", "incubating", "graduated"]),
                founded=str(rng.randrange(2012, 2024)),
            )
        for lid, title, desc, para in _LICENSES:
            self._add(_Ent(lid, "license", title, info={"desc": desc, "para": para}))
        for sid, title, desc, para in _STANDARDS:
            self._add(_Ent(sid, "standard", title, info={"desc": desc, "para": para}))
        for cat, rows in (("sponsor", _SPONSORS), ("auditor", _AUDITORS)):
            for cid, title, alias, lang, what, city in rows:
                e = self._add(_Ent(cid, cat, title, [alias] if alias else [], lang))
                e.info.update(
                    what=what, city=city, tier=rng.choice(["Platinum", "Gold", "Gold", "Silver"])
                )
        for did, title, alias, lang, what, cadence in _DISTROS:
            e = self._add(_Ent(did, "distro", title, [alias] if alias else [], lang))
            e.info.update(what=what, cadence=cadence)
        for wid, title, alias, lang, mission in _WGS:
            e = self._add(_Ent(wid, "wg", title, [alias] if alias else [], lang))
            e.info.update(
                mission=mission,
                day=rng.choice(["Tuesday", "Wednesday", "Thursday"]),
                cadence=rng.choice(["week", "two weeks", "month"]),
            )
        for cid, title, alias, lang, city, when in _CONFERENCES:
            e = self._add(_Ent(cid, "conference", title, [alias] if alias else [], lang, when=when))
            e.info.update(city=city, people=str(rng.randrange(120, 1400, 10)))
        for mid, title, when, decision, para, _admits in _MEETINGS:
            e = self._add(_Ent(mid, "meeting", title, [], "", when=when))
            e.info.update(decision=decision, para=para)
        projects = self.cat("project")
        # Repositories: every project has one, eight have two.
        twos = set(p.id for p in rng.sample(projects, 8))
        for p in projects:
            comps = rng.sample(sorted(_COMPONENTS), 2 if p.id in twos else 1)
            for comp in comps:
                slug = p.aliases[0].lower() if p.lang else p.id
                e = self._add(_Ent(f"repo-{p.id}-{comp}", "repo", f"{slug}/{comp}"))
                e.info.update(
                    project=p.id,
                    comp=comp,
                    ci=rng.choice(
                        ["Gantry runners", "GitHub Actions", "Buildkite", "a self-hosted Jenkins"]
                    ),
                    stars=str(rng.randrange(80, 9000)),
                )
        # Releases: every project has one, six have two.
        twos = set(p.id for p in rng.sample(projects, 6))
        for p in projects:
            major = rng.randrange(0, 5)
            minor = rng.randrange(0, 12)
            when = self._date(datetime(2026, 1, 5), 160)
            for k in range(2 if p.id in twos else 1):
                version = f"{major}.{minor + k}.{rng.randrange(0, 4) if k else 0}"
                slug = f"rel-{p.id}-{version.replace('.', '-')}"
                title = f"{p.title} {version}"
                aliases = [f"{p.aliases[0]} {version}"] if p.lang else []
                e = self._add(_Ent(slug, "release", title, aliases, p.lang, when=when))
                e.info.update(
                    project=p.id, version=version, highlights=", ".join(rng.sample(_HIGHLIGHTS, 2))
                )
                when = when + timedelta(days=rng.randrange(40, 120))
        # Advisories: sixteen, one bug class each.
        vulns = list(range(len(_VULNS)))
        rng.shuffle(vulns)
        cve_numbers = rng.sample(range(21000, 48999), len(vulns))
        for n, vi in enumerate(vulns, start=1):
            gbsa = f"GBSA-2026-{n:03d}"
            short, desc, para = _VULNS[vi]
            e = self._add(_Ent(gbsa.lower(), "advisory", "", [f"CVE-2026-{cve_numbers[n - 1]}"]))
            e.info.update(
                gbsa=gbsa,
                short=short,
                desc=desc,
                para=para,
                severity=rng.choice(["critical", "high", "high", "medium", "medium", "low"]),
                cvss=f"{rng.uniform(3.1, 9.8):.1f}",
            )
        # Audits: six projects.
        for p in rng.sample(projects, 6):
            when = self._date(datetime(2025, 6, 1), 420)
            name = p.aliases[0] if p.lang else p.title
            e = self._add(
                _Ent(
                    f"audit-{p.id}-{when.year}",
                    "audit",
                    f"{name} security audit {when.year}",
                    when=when,
                )
            )
            e.info.update(
                project=p.id,
                weeks=str(rng.randrange(2, 7)),
                findings=str(rng.randrange(4, 19)),
                high=str(rng.randrange(0, 4)),
            )

    # --- relations --------------------------------------------------------------------------
    def _make_edges(self) -> None:
        rng = self.rng
        projects = self.cat("project")
        maintainers = self.cat("maintainer")
        contributors = self.cat("contributor")
        staff = self.cat("staff")
        sponsors = self.cat("sponsor")
        auditors = self.cat("auditor")
        wgs = self.cat("wg")
        # maintainers: every maintainer at least one project, every project two or three
        maint: dict[str, list[str]] = defaultdict(list)
        order = list(maintainers)
        rng.shuffle(order)
        for i, m in enumerate(order):
            p = projects[i % len(projects)]
            if self.link(m.id, p.id, "maintains"):
                maint[p.id].append(m.id)
        for p in projects:
            while len(maint[p.id]) < rng.choice([2, 3]):
                m = rng.choice(maintainers)
                if self.link(m.id, p.id, "maintains"):
                    maint[p.id].append(m.id)
        for r in self.cat("repo"):
            self.link(r.info["project"], r.id, "has_repository")
        for r in self.cat("release"):
            self.link(r.id, r.info["project"], "release_of")
            self.link(r.id, rng.choice(maint[r.info["project"]]), "managed_by")
        for p in projects:
            for s in rng.sample(sponsors, rng.choice([1, 1, 2, 2, 3])):
                self.link(s.id, p.id, "sponsors")
        overseers = [w for w in wgs if w.id != "wg-legal"]
        for i, p in enumerate(rng.sample(projects, len(projects))):
            self.link(overseers[i % len(overseers)].id, p.id, "oversees")
        ranked = list(projects)
        rng.shuffle(ranked)
        for i, p in enumerate(ranked[2:], start=2):
            for q in rng.sample(ranked[:i], rng.choice([0, 1, 1, 2])):
                self.link(p.id, q.id, "depends_on")
        for p, q in ((ranked[-1], ranked[0]), (ranked[-2], ranked[1])):
            self.link(p.id, q.id, "forked_from")
        licenses = self.cat("license")
        for p in projects:
            self.link(p.id, rng.choice(licenses).id, "licensed_under")
        standards = self.cat("standard")
        for p in projects:
            for s in rng.sample(standards, rng.choice([0, 1, 1, 2])):
                self.link(p.id, s.id, "implements")
        for s in standards:  # every standard is implemented somewhere
            if not any(e[1] == s.id for e in self.edges):
                self.link(rng.choice(projects).id, s.id, "implements")
        for d in self.cat("distro"):
            for p in rng.sample(projects, rng.randrange(2, 6)):
                self.link(d.id, p.id, "packages")
        for a, b in _BASED_ON:
            self.link(a, b, "based_on")
        # advisories
        releases_of: dict[str, list[_Ent]] = defaultdict(list)
        for r in self.cat("release"):
            releases_of[r.info["project"]].append(r)
        people = maintainers + contributors
        coordinators = [
            s
            for s in staff
            if s.info["role"] in ("security response coordinator", "program manager")
        ]
        for a in self.cat("advisory"):
            p = rng.choice(projects)
            a.info["project"] = p.id
            a.title = (
                f"{a.info['gbsa']}: {a.info['short']} in {p.aliases[0] if p.lang else p.title}"
            )
            self.link(a.id, p.id, "affects")
            if rng.random() < 0.3:
                users = [e[0] for e in self.edges if e[1] == p.id and e[2] == "depends_on"]
                if users:
                    self.link(a.id, rng.choice(users), "affects")
            fix = rng.choice(releases_of[p.id])
            a.info["fix"] = fix.id
            a.when = fix.when + timedelta(hours=2)
            self.link(a.id, fix.id, "fixed_in")
            self.link(a.id, rng.choice(people).id, "reported_by")
            self.link(a.id, rng.choice(coordinators).id, "coordinated_by")
        for au in self.cat("audit"):
            self.link(au.id, au.info["project"], "audits")
            self.link(au.id, rng.choice(auditors + [self.ents["corvid-cloud"]]).id, "performed_by")
        # people and organizations
        for m in maintainers:
            if rng.random() < 0.85:
                self.link(m.id, rng.choice(sponsors).id, "employed_by")
        for c in contributors:
            if rng.random() < 0.45:
                self.link(c.id, rng.choice(sponsors + auditors).id, "employed_by")
        for au in auditors:
            if not any(e[1] == au.id and e[2] == "employed_by" for e in self.edges):
                for c in rng.sample(contributors, 2):
                    self.link(c.id, au.id, "employed_by")
        for c in contributors:
            self.link(c.id, rng.choice(maintainers).id, "mentored_by")
            for r in rng.sample(self.cat("repo"), rng.randrange(1, 4)):
                self.link(c.id, r.id, "contributes_to")
        for w in wgs:
            chair = rng.choice(maintainers)
            self.link(w.id, chair.id, "chaired_by")
            for pe in rng.sample(maintainers + contributors, rng.randrange(3, 7)):
                self.link(pe.id, w.id, "member_of")
            for s in rng.sample(sponsors, rng.choice([1, 1, 2])):
                self.link(s.id, w.id, "funds")
        staff_by_role = {s.info["role"]: s for s in staff}
        liaisons = [
            staff_by_role[r]
            for r in ("program manager", "community manager", "executive director", "legal counsel")
        ]
        for i, p in enumerate(projects):
            self.link(liaisons[i % len(liaisons)].id, p.id, "liaison_for")
        for c in self.cat("conference"):
            self.link(c.id, rng.choice(sponsors).id, "hosted_by")
            organizer = staff_by_role["events manager"] if rng.random() < 0.6 else rng.choice(staff)
            self.link(c.id, organizer.id, "organized_by")
            for pe in rng.sample(maintainers + contributors + staff, rng.randrange(3, 7)):
                self.link(pe.id, c.id, "spoke_at")
        admitting = [
            m for m in self.cat("meeting") if any(row[0] == m.id and row[5] for row in _MEETINGS)
        ]
        for i, p in enumerate(rng.sample(projects, len(projects))):
            self.link(p.id, admitting[i % len(admitting)].id, "approved_at")
        for mt in self.cat("meeting"):
            for pe in rng.sample(maintainers + staff, rng.randrange(3, 7)):
                self.link(pe.id, mt.id, "attended")
        # a quarter of the relations are plain body links on both sides
        plain = set(rng.sample(range(len(self.edges)), round(len(self.edges) / 4)))
        self.edges = [(s, d, k, i not in plain) for i, (s, d, k, _) in enumerate(self.edges)]

    def answers(self, anchor: str, steps: list[tuple[str, str]]) -> set[str]:
        out: set[str] = set()
        for s, d, k, _typed in self.edges:
            for kind, way in steps:
                if k != kind:
                    continue
                if way == "f" and s == anchor:
                    out.add(d)
                if way == "b" and d == anchor:
                    out.add(s)
        return out

    def neighbours(self, anchor: str) -> set[str]:
        out = set()
        for s, d, _k, _t in self.edges:
            if s == anchor:
                out.add(d)
            elif d == anchor:
                out.add(s)
        return out

    # --- evidence -----------------------------------------------------------------------------
    def _ev(self, ev: _Evidence) -> _Evidence:
        assert ev.id not in self.evidence, ev.id
        self.evidence[ev.id] = ev
        return ev

    def _names(self, ids: set[str] | list[str]) -> str:
        return _join(sorted(self.ents[i].title for i in ids)) if ids else "none"

    def _make_evidence(self) -> None:
        rng = self.rng
        E = self.ents
        for r in self.cat("release"):
            p = E[r.info["project"]]
            slug = r.id.removeprefix("rel-")
            manager = self.answers(r.id, [("managed_by", "f")])
            fixes = self.answers(r.id, [("fixed_in", "b")])
            fix_line = (
                f"This release addresses {', '.join(sorted(E[a].info['gbsa'] + ' (' + E[a].aliases[0] + ')' for a in fixes))}; upgrading is strongly recommended."
                if fixes
                else "No security fixes are included."
            )
            ev = self._ev(
                _Evidence(
                    f"ev-web-announce-{slug}",
                    "evidence/announcements",
                    f"[ANNOUNCE] {r.title} released",
                    f"web:lists.foundation.example/announce/{slug}",
                    r.when,
                    "release announcement",
                )
            )
            ev.body = f"From: {self._names(manager)}\nTo: announce list\n\n{r.title} is now available. It is the latest version of {p.title}, {p.info['desc']}.\n\nHighlights: {r.info['highlights']}.\n\n{fix_line}\n\nThanks to everyone who tested the release candidates."
            r.ev = ev.id
        for a in self.cat("advisory"):
            p = self.answers(a.id, [("affects", "f")])
            ev = self._ev(
                _Evidence(
                    f"ev-web-oss-security-{a.id}",
                    "evidence/security",
                    f"oss-security: {a.info['gbsa']} / {a.aliases[0]}",
                    f"web:lists.foundation.example/oss-security/{a.id}",
                    a.when,
                    "disclosure post",
                )
            )
            ev.body = (
                f"{a.info['gbsa']} ({a.aliases[0]}), severity {a.info['severity']}, CVSS {a.info['cvss']}.\n\n"
                f"Affected: {self._names(p)}. Summary: {a.info['desc']}.\n\n"
                f"Fixed in {E[a.info['fix']].title}. Reported by {self._names(self.answers(a.id, [('reported_by', 'f')]))}; "
                f"coordinated by {self._names(self.answers(a.id, [('coordinated_by', 'f')]))}."
            )
            a.ev = ev.id
        for m in self.cat("meeting"):
            ev = self._ev(
                _Evidence(
                    f"ev-jamie-minutes-{m.id}",
                    "evidence/minutes",
                    f"Minutes: {m.title}",
                    f"jamie:meeting:{m.id}",
                    m.when,
                    "minutes",
                )
            )
            admitted = self.answers(m.id, [("approved_at", "b")])
            ev.body = (
                f"Minutes of the {m.title}.\n\nPresent: {self._names(self.answers(m.id, [('attended', 'b')]))}.\n\nDecisions: {m.info['decision']}."
                + (f" Incubation votes passed for {self._names(admitted)}." if admitted else "")
            )
            m.ev = ev.id
        for c in self.cat("conference"):
            ev = self._ev(
                _Evidence(
                    f"ev-web-programme-{c.id}",
                    "evidence/programmes",
                    f"Programme: {c.title}",
                    f"web:events.foundation.example/{c.id}/programme",
                    c.when,
                    "programme",
                )
            )
            ev.body = f"{c.title}, {c.info['city']}, {c.when:%d %B %Y}. About {c.info['people']} registered attendees.\n\nSpeakers: {self._names(self.answers(c.id, [('spoke_at', 'b')]))}.\n\nHost sponsor: {self._names(self.answers(c.id, [('hosted_by', 'f')]))}."
            c.ev = ev.id
        for au in self.cat("audit"):
            ev = self._ev(
                _Evidence(
                    f"ev-file-{au.id}-report",
                    "evidence/audit-reports",
                    f"Report: {au.title}",
                    f"file:audits/{au.id}.pdf",
                    au.when,
                    "audit report",
                )
            )
            ev.body = f"Executive summary. Scope: {self._names(self.answers(au.id, [('audits', 'f')]))}. Performed by {self._names(self.answers(au.id, [('performed_by', 'f')]))} over {au.info['weeks']} weeks.\n\nThe review produced {au.info['findings']} findings, {au.info['high']} of them rated high. All high findings were fixed before publication."
            au.ev = ev.id
        when = datetime(2026, 9, 30, 12)
        records = [
            (
                "maintainer",
                "ev-github-maintainers-roster-2026",
                "MAINTAINERS roster export, September 2026",
                "github:foundation/governance/blob/main/MAINTAINERS.md",
                "maintainers roster",
            ),
            (
                "contributor",
                "ev-linear-contributor-census-2026",
                "Contributor census 2026",
                "linear:COMM-311",
                "contributor census",
            ),
            (
                "staff",
                "ev-web-staff-directory",
                "Foundation staff directory",
                "web:foundation.example/about/staff",
                "staff directory",
            ),
            (
                "project",
                "ev-github-project-inventory-2026",
                "Project inventory, landscape file",
                "github:foundation/landscape/blob/main/projects.yaml",
                "project inventory",
            ),
            (
                "repo",
                "ev-github-repo-inventory-2026",
                "Repository inventory export",
                "github:foundation/landscape/blob/main/repositories.yaml",
                "repository inventory",
            ),
            (
                "sponsor",
                "ev-web-sponsor-ledger-2026",
                "Sponsor ledger 2026",
                "web:foundation.example/sponsors/2026",
                "sponsor ledger",
            ),
            (
                "distro",
                "ev-web-downstream-survey-2026",
                "Downstream packaging survey 2026",
                "web:foundation.example/reports/downstream-2026",
                "downstream survey",
            ),
            (
                "wg",
                "ev-github-wg-charters",
                "Working group charters",
                "github:foundation/governance/tree/main/working-groups",
                "charters",
            ),
            (
                "license",
                "ev-github-license-scan-2026",
                "Licence scan report 2026",
                "github:foundation/compliance/blob/main/scan-2026.md",
                "licence scan",
            ),
        ]
        for cat, eid, title, ref, label in records:
            ev = self._ev(
                _Evidence(
                    eid,
                    "evidence/records",
                    title,
                    ref,
                    when - timedelta(days=rng.randrange(5, 90)),
                    label,
                )
            )
            self.records[cat] = eid
            lines = []
            if cat == "maintainer":
                for p in self.cat("project"):
                    lines.append(
                        f"{p.title}: {self._names(self.answers(p.id, [('maintains', 'b')]))}"
                    )
            elif cat == "contributor":
                for c in self.cat("contributor"):
                    lines.append(f"{c.title} ({c.info['city']}): {c.info['area']}")
            elif cat == "staff":
                for s in self.cat("staff"):
                    lines.append(f"{s.title}: {s.info['role']}")
            elif cat == "project":
                for p in self.cat("project"):
                    lines.append(f"{p.title}: {p.info['stage']}, written in {p.info['code']}")
            elif cat == "repo":
                for r in self.cat("repo"):
                    lines.append(f"{r.title}: {r.info['stars']} stars, CI on {r.info['ci']}")
            elif cat == "sponsor":
                for s in self.cat("sponsor"):
                    lines.append(f"{s.title}: {s.info['tier']} tier")
            elif cat == "distro":
                for d in self.cat("distro"):
                    lines.append(
                        f"{d.title}: {self._names(self.answers(d.id, [('packages', 'f')]))}"
                    )
            elif cat == "wg":
                for w in self.cat("wg"):
                    lines.append(f"{w.title}: {w.info['mission']}")
            else:
                for p in self.cat("project"):
                    lines.append(
                        f"{p.title}: {self._names(self.answers(p.id, [('licensed_under', 'f')]))}"
                    )
            ev.body = f"{title}.\n\n" + "\n".join(lines)
        self.records["auditor"] = self.records["sponsor"]
        self.records["standard"] = self.records["license"]

    # --- documents ----------------------------------------------------------------------------
    def _label(self, ent: _Ent) -> str:
        if ent.cat == "advisory":
            return ent.info["gbsa"]
        if ent.lang and ent.aliases and self.rng.random() < 0.3:
            return ent.aliases[0]
        return ent.title

    def _page_link(self, target: str) -> str:
        if self.rng.random() < 0.08:
            return f"[[page:{target}]]"
        return f"[[page:{target}|{self._label(self.ents[target])}]]"

    def _cite(self, ev_id: str) -> str:
        ev = self.evidence[ev_id]
        return f"([[evidence:{ev.id}|{ev.label}]])"

    def _intro(self, e: _Ent) -> tuple[str, str, list[tuple[datetime, str, str]]]:
        """The opening paragraph (citing), a second paragraph, timeline entries."""
        rng = self.rng
        i = e.info
        cite = self._cite(e.ev or self.records[e.cat])
        tl: list[tuple[datetime, str, str]] = []
        rest = ""
        if e.cat == "maintainer":
            first = rng.choice(
                [
                    f"{e.title} is a {i['role']} based in {i['city']}, known around the foundation for {i['specialty']} {cite}.",
                    f"{i['role'].capitalize()} in {i['city']}; has been active in the foundation since {i['since']} and mostly works on {i['specialty']} {cite}.",
                ]
            )
            rest = rng.choice(
                [
                    "Prefers async review over calls and answers on the chat within a day.",
                    f"Took over the on-call rota for {i['specialty']} questions in {i['since']}.",
                    "Usually the first to pick up flaky CI failures.",
                    "",
                ]
            )
            if rng.random() < 0.35:
                start = datetime(int(i["since"]), 3, 1, 10)
                tl = [
                    (
                        start,
                        f"github:foundation/governance/pull/{rng.randrange(100, 900)}",
                        "Nominated as maintainer; vote passed with no objections.",
                    ),
                    (
                        start + timedelta(days=rng.randrange(200, 900)),
                        f"linear:GOV-{rng.randrange(10, 400)}",
                        "Completed the security response training.",
                    ),
                ]
        elif e.cat == "contributor":
            first = rng.choice(
                [
                    f"{e.title} is a volunteer contributor from {i['city']} who mostly sends {i['area']} {cite}.",
                    f"Contributor based in {i['city']}; most of the patches so far are {i['area']} {cite}.",
                ]
            )
            rest = rng.choice(
                [
                    "Joined through the spring mentorship cohort.",
                    "Interested in becoming a maintainer next year.",
                    "Available evenings and weekends, UTC+1 to UTC+3.",
                    "",
                ]
            )
        elif e.cat == "staff":
            first = f"{e.title} is the foundation's {i['role']} {cite}."
            rest = rng.choice(
                [
                    "Based at the foundation office and travels to most events.",
                    "Works remotely; office hours on Thursdays.",
                    "",
                ]
            )
        elif e.cat == "project":
            first = rng.choice(
                [
                    f"{e.title} is {i['desc']} {cite}.",
                    f"In short, {e.title} is {i['desc']}; the codebase is mostly {i['code']} {cite}.",
                ]
            )
            rest = f"Current stage: {i['stage']}. Written mainly in {i['code']}; the project started in {i['founded']}."
            if rng.random() < 0.4:
                start = datetime(int(i["founded"]), 6, 1, 12)
                tl = [
                    (
                        start,
                        f"github:foundation/{e.id}/commit/{rng.randrange(16**7, 16**8):08x}",
                        "First public commit.",
                    ),
                    (
                        start + timedelta(days=rng.randrange(300, 1500)),
                        f"github:foundation/{e.id}/releases",
                        "First tagged release published.",
                    ),
                ]
        elif e.cat == "repo":
            first = f"The {e.title} repository holds {_COMPONENTS[i['comp']]} {cite}."
            rest = f"Default branch is main; CI runs on {i['ci']}. About {i['stars']} stars at the last count."
        elif e.cat == "release":
            first = rng.choice(
                [
                    f"{e.title} was tagged on {e.when:%d %B %Y}; highlights are {i['highlights']} {cite}.",
                    f"Released {e.when:%Y-%m-%d}. Headline changes: {i['highlights']} {cite}.",
                ]
            )
            rest = rng.choice(
                [
                    "Two release candidates went out before the final tag.",
                    "The changelog was generated from conventional commits.",
                    "",
                ]
            )
            assert e.when is not None
            ref = f"github:foundation/{i['project']}/releases/tag/v{i['version']}"
            tl = [
                (e.when - timedelta(days=10), ref, "Release candidate tagged."),
                (e.when, ref, "Final release tagged and signed."),
                (
                    e.when + timedelta(hours=1),
                    f"web:lists.foundation.example/announce/{e.id.removeprefix('rel-')}",
                    "Announcement sent to the announce list.",
                ),
            ]
        elif e.cat in ("sponsor", "auditor"):
            first = rng.choice(
                [
                    f"{e.title} is a {i['what']} company headquartered in {i['city']} {cite}.",
                    f"{i['what'].capitalize()} firm from {i['city']}"
                    + (f", a {i['tier']}-tier sponsor" if e.cat == "sponsor" else "")
                    + f" {cite}.",
                ]
            )
            rest = (
                f"Sponsorship tier: {i['tier']}."
                if e.cat == "sponsor"
                else "Independent of every sponsor; engaged per audit."
            )
        elif e.cat == "distro":
            first = f"{e.title} is a {i['what']} distribution that releases {i['cadence']} {cite}."
            rest = rng.choice(
                [
                    "Their packagers follow our announce list closely.",
                    "Security updates usually land within a week of our fixes.",
                    "",
                ]
            )
        elif e.cat == "advisory":
            first = f"{i['gbsa']} ({e.aliases[0]}), severity {i['severity']}, CVSS {i['cvss']}: {i['desc']} {cite}."
            rest = (
                "Workaround until upgrade: none known."
                if i["severity"] in ("critical", "high")
                else "Exploitation requires local access or an unusual configuration."
            )
            assert e.when is not None
            ref = f"linear:SEC-{rng.randrange(100, 999)}"
            tl = [
                (
                    e.when - timedelta(days=rng.randrange(35, 80)),
                    ref,
                    "Report received on the private security list.",
                ),
                (e.when - timedelta(days=14), ref, "Embargo agreed with downstream packagers."),
                (e.when, f"web:lists.foundation.example/oss-security/{e.id}", "Public disclosure."),
            ]
        elif e.cat == "audit":
            first = f"{e.title}: a {i['weeks']}-week engagement that produced {i['findings']} findings, {i['high']} of them rated high {cite}."
            rest = "The public report was published after all high findings were fixed."
            assert e.when is not None
            tl = [
                (
                    e.when - timedelta(weeks=int(i["weeks"])),
                    f"linear:AUD-{rng.randrange(10, 99)}",
                    "Kick-off call with the audit team.",
                ),
                (e.when, f"file:audits/{e.id}.pdf", "Final report delivered."),
            ]
        elif e.cat == "wg":
            first = f"The {e.title} exists to {i['mission']} {cite}."
            rest = (
                f"It meets every {i['cadence']} on {i['day']}s; notes are kept in the shared drive."
            )
        elif e.cat == "conference":
            first = f"{e.title} took place in {i['city']} on {e.when:%d %B %Y}, with about {i['people']} attendees {cite}."
            rest = rng.choice(
                [
                    "Recordings are on the foundation video channel.",
                    "The hallway track was busier than the talks.",
                    "Next edition is already being planned.",
                ]
            )
            assert e.when is not None
            ref = f"web:events.foundation.example/{e.id}"
            tl = [
                (e.when - timedelta(days=120), ref, "Call for proposals opened."),
                (e.when - timedelta(days=45), ref, "Programme published."),
                (e.when, ref, "Conference opened."),
            ]
        elif e.cat == "meeting":
            first = f"{e.title}. {i['decision']} {cite}."
            rest = "Quorum was reached; the minutes were approved at the following meeting."
            assert e.when is not None
            ref = f"jamie:meeting:{e.id}"
            tl = [
                (e.when - timedelta(days=7), ref, "Agenda circulated."),
                (e.when, ref, "Meeting held; decisions recorded."),
                (e.when + timedelta(days=14), ref, "Minutes approved."),
            ]
        else:  # license, standard
            first = f"The {e.title} is {i['desc']} {cite}."
            rest = ""
        return first, rest, tl

    def _make_documents(self) -> None:
        rng = self.rng
        E = self.ents
        groups: dict[str, dict[tuple[str, str, bool], list[str]]] = defaultdict(
            lambda: defaultdict(list)
        )
        front: dict[str, list[tuple[str, str]]] = defaultdict(list)
        for s, d, k, typed in self.edges:
            inverse = _KINDS[k][0]
            groups[s][(k, "f", typed)].append(d)
            if typed:
                front[s].append((k, d))
            back_typed = typed and inverse is not None
            groups[d][(k, "b", back_typed)].append(s)
            if back_typed:
                assert inverse is not None
                front[d].append((inverse, s))
        for e in self.ents.values():
            folder, type_ = _FOLDERS[e.cat]
            first, rest, tl = self._intro(e)
            sentences = []
            for (k, way, _typed), targets in sorted(groups[e.id].items()):
                template = rng.choice(_KINDS[k][1 if way == "f" else 2])
                text = template.replace("{L}", _join([self._page_link(t) for t in targets]))
                cited = [E[t].ev for t in targets if E[t].ev]
                if cited and rng.random() < 0.5:
                    text = text[:-1] + " " + self._cite(cited[0]) + "."
                sentences.append(text)
            rng.shuffle(sentences)
            paragraphs = [first + (" " + rest if rest else "")]
            while sentences:
                take = rng.randrange(1, 4)
                paragraphs.append(" ".join(sentences[:take]))
                sentences = sentences[take:]
            body = f"# {e.title}\n\n" + "\n\n".join(paragraphs)
            if tl:
                tl.sort()
                lines = []
                for when, ref, text in tl:
                    ts = _ts(when)
                    lines.append(f"- **{ts}** | {_entry_id(e.id, ts, ref, text)} | {ref} | {text}")
                body += "\n\n## Timeline\n\n" + "\n".join(lines)
            created = e.when or datetime(2025, 1, 6, 9) + timedelta(days=rng.randrange(0, 200))
            if tl:
                created = min(created, tl[0][0])
            updated = max([created] + [t[0] for t in tl]) + timedelta(days=rng.randrange(1, 30))
            sources = [self.evidence[e.ev].ref] if e.ev else []
            text = (
                _frontmatter(
                    e.id, "page", type_, e.title, e.aliases, front[e.id], sources, created, updated
                )
                + body
                + "\n"
            )
            self.documents.append(parse_document(text, folder=folder, path=f"{folder}/{e.id}.md"))
        for ev in self.evidence.values():
            text = (
                _frontmatter(
                    ev.id, "evidence", "source", ev.title, [], [], [ev.ref], ev.when, ev.when
                )
                + f"# {ev.title}\n\n{ev.body}\n"
            )
            self.documents.append(
                parse_document(text, folder=ev.folder, path=f"{ev.folder}/{ev.id}.md")
            )


# --- questions -------------------------------------------------------------------------------


def _with_evidence(world: _World, ids: set[str]) -> set[str]:
    out = set(ids)
    for i in ids:
        if world.ents[i].ev:
            out.add(world.ents[i].ev)
    return out


def _generate(seed: int) -> tuple[_World, list[Question], list[tuple[str, str]]]:
    """The world, the questions and each question's (kind, anchor id or "")."""
    world = _World(seed)
    rng = random.Random(seed * 7919 + 1)
    E = world.ents
    questions: list[Question] = []
    anchors: list[tuple[str, str]] = []
    seen: set[str] = set()

    def ask(kind: str, text: str, relevant: set[str], anchor: str = "") -> bool:
        key = text.strip().lower()
        if key in seen or not relevant:
            return False
        seen.add(key)
        questions.append(Question(text=text, kind=kind, relevant=set(relevant)))
        anchors.append((kind, anchor))
        return True

    # lexical: by title, or by the Latin alias of a non-Latin page, or by CVE/GBSA id
    plan = [
        ("maintainer", 6, "person"),
        ("contributor", 3, "person"),
        ("staff", 1, "person"),
        ("project", 6, "project"),
        ("repo", 3, "repo"),
        ("release", 4, "release"),
        ("sponsor", 3, "company"),
        ("auditor", 1, "company"),
        ("distro", 2, "distro"),
        ("advisory", 4, "advisory"),
        ("audit", 1, "audit"),
        ("wg", 2, "wg"),
        ("conference", 2, "conference"),
        ("meeting", 1, "meeting"),
        ("license", 1, "concept"),
        ("standard", 0, "concept"),
    ]
    lexical_used: set[str] = set()
    for cat, n, tkind in plan:
        pool = world.cat(cat)
        rng.shuffle(pool)
        made = 0
        for e in pool:
            if made == n:
                break
            name = world.name(e, latin=bool(e.lang) or (e.cat == "advisory" and rng.random() < 0.5))
            if ask(
                "lexical", rng.choice(_LEXICAL[tkind]).format(n=name), _with_evidence(world, {e.id})
            ):
                lexical_used.add(e.id)
                made += 1
    for e in rng.sample(world.cat("standard"), 1):
        ask("lexical", rng.choice(_LEXICAL["concept"]).format(n=e.title), {e.id})

    # script: named by the non-Latin or diacritic title, some asked in that language
    foreign = [e for e in E.values() if e.lang and e.cat != "release" and e.id not in lexical_used]
    people = [e for e in foreign if e.cat in _PERSON]
    things = [e for e in foreign if e.cat not in _PERSON]
    rng.shuffle(people)
    rng.shuffle(things)
    picks = people[:12] + things[:8]
    for n, e in enumerate(picks):
        is_person = e.cat in _PERSON
        native = _LANG_Q_PERSON if is_person else _LANG_Q_THING
        if n % 2 == 0 and e.lang in native:
            text = rng.choice(native[e.lang]).format(n=e.title)
        else:
            text = rng.choice(_EN_SCRIPT_PERSON if is_person else _EN_SCRIPT_THING).format(
                n=e.title
            )
        ask("script", text, _with_evidence(world, {e.id}))

    # hop: one relation away, typed or plain
    def run_hops(target: int) -> None:
        candidates = []
        for t, (cats, steps, phrasings) in enumerate(_HOP):
            pool = [e for e in world.cat(*cats) if 0 < len(world.answers(e.id, steps)) <= 8]
            rng.shuffle(pool)
            candidates.append((t, pool, steps, phrasings))
        rng.shuffle(candidates)
        made = 0
        while made < target:
            progress = False
            for _t, pool, steps, phrasings in candidates:
                if made == target:
                    break
                while pool:
                    e = pool.pop()
                    name = world.name(e, latin=bool(e.lang) and rng.random() < 0.5)
                    if ask(
                        "hop",
                        rng.choice(phrasings).format(a=name),
                        _with_evidence(world, world.answers(e.id, steps)),
                        e.id,
                    ):
                        made += 1
                        progress = True
                        break
            if not progress:
                break

    run_hops(45)

    # hop2: two relations away along a path, minus the anchor and its neighbours
    cands = []
    for cats, first, second, phrasings in _HOP2:
        pool = []
        for e in world.cat(*cats):
            mid = world.answers(e.id, first)
            far: set[str] = set()
            for m in mid:
                far |= world.answers(m, second)
            far -= {e.id} | world.neighbours(e.id)
            if 0 < len(far) <= 12:
                pool.append((e, far))
        rng.shuffle(pool)
        cands.append((pool, phrasings))
    rng.shuffle(cands)
    made = 0
    while made < 30 and any(pool for pool, _ in cands):
        for pool, phrasings in cands:
            if made == 30 or not pool:
                continue
            e, far = pool.pop()
            name = world.name(e, latin=bool(e.lang) and rng.random() < 0.5)
            if ask("hop2", rng.choice(phrasings).format(a=name), _with_evidence(world, far), e.id):
                made += 1

    # paraphrase: the answer described, never named
    projects = [e for e in world.cat("project")]
    rng.shuffle(projects)
    for e in projects[:14]:
        ask("paraphrase", e.info["para"], {e.id})
    advisories = world.cat("advisory")
    rng.shuffle(advisories)
    for e in advisories[:4]:
        ask("paraphrase", e.info["para"], _with_evidence(world, {e.id}))
    for e in world.cat("license", "standard"):
        if e.info["para"]:
            ask("paraphrase", e.info["para"], {e.id})
    meetings = [e for e in world.cat("meeting") if e.info["para"]]
    rng.shuffle(meetings)
    for e in meetings[:3]:
        ask("paraphrase", e.info["para"], _with_evidence(world, {e.id}))
    return world, questions, anchors


def build(seed: int = 7) -> EvalSet:
    world, questions, _anchors = _generate(seed)
    return EvalSet(documents=list(world.documents), questions=questions)


# --- checks ----------------------------------------------------------------------------------

_OTHER_SCRIPT = re.compile(r"[^\x00-\x7f]")


def _check(seed: int = 7) -> None:
    from brain.toolkit.validation import validate_document

    world, questions, anchors = _generate(seed)
    docs = world.documents
    by_id = {d.brain_id: d for d in docs}
    assert len(by_id) == len(docs), "duplicate ids"
    assert build(seed).questions == questions, "not deterministic"
    pages = {i: d for i, d in by_id.items() if d.kind == "page"}
    links: dict[str, set[str]] = {}
    typed_links = plain_links = 0
    rel_types: Counter[str] = Counter()
    for d in docs:
        problems = validate_document(d, file_stem=d.brain_id)
        assert not problems, (d.brain_id, problems)
        found = _LINK_RE.findall(d.body)
        assert d.body.count("[[") == len(found), (d.brain_id, "unparsed link")
        if d.kind == "evidence":
            assert "[[" not in d.body, d.brain_id
            assert d.folder.split("/")[0] == "evidence"
            continue
        targets = {t for k, t in found if k == "page"}
        for k, t in found:
            assert t in by_id, (d.brain_id, t)
            if k == "evidence":
                assert by_id[t].kind == "evidence", (d.brain_id, t)
        links[d.brain_id] = targets
        rel_targets = set()
        for r in d.relations:
            assert r.target in pages, (d.brain_id, r)
            assert r.target in targets, (
                d.brain_id,
                r,
                "typed relation target not linked in the body",
            )
            rel_targets.add(r.target)
            rel_types[r.type] += 1
        typed_links += len(targets & rel_targets)
        plain_links += len(targets - rel_targets)
    for src, targets in links.items():
        for t in targets:
            assert t in pages, (src, t)
            assert src in links[t], (src, t, "no link back")
    typed_pairs = sum(1 for e in world.edges if e[3])
    plain_pairs = len(world.edges) - typed_pairs

    def near(i: str) -> set[str]:
        return links[i]

    texts = set()
    for q, (kind, anchor) in zip(questions, anchors, strict=True):
        key = q.text.strip().lower()
        assert key not in texts, q.text
        texts.add(key)
        assert q.relevant and all(r in by_id for r in q.relevant), q
        answer_pages = {r for r in q.relevant if r in pages}
        assert answer_pages, q
        for r in q.relevant - answer_pages:  # evidence recording an answer event
            assert any(f"[[evidence:{r}|" in pages[p].body for p in answer_pages), (q, r)
        if kind == "hop":
            assert anchor not in q.relevant and answer_pages <= near(anchor), q
        if kind == "hop2":
            one = near(anchor)
            two = set().union(*(near(x) for x in one))
            assert anchor not in q.relevant and not (answer_pages & one), q
            assert answer_pages <= two, q
    folders = Counter(f"{d.folder} ({d.type})" for d in docs if d.kind == "page")
    foreign = [d for d in pages.values() if _OTHER_SCRIPT.search(d.title)]
    assert all(any(not _OTHER_SCRIPT.search(a) for a in d.aliases) for d in foreign), (
        "a non-Latin title without a Latin alias"
    )
    print(f"documents: {len(docs)} ({len(pages)} pages, {len(docs) - len(pages)} evidence)")
    for name, n in sorted(folders.items()):
        print(f"  {name}: {n}")
    print(f"titles in other scripts or with diacritics: {len(foreign)} of {len(pages)} pages")
    print(f"relation types: {len(rel_types)} ({len(_KINDS)} kinds)")
    print(
        f"relations: {typed_pairs} typed, {plain_pairs} plain; page links: {typed_links} typed, {plain_links} plain"
    )
    kinds = Counter(q.kind for q in questions)
    print(
        f"questions: {len(questions)} "
        + ", ".join(f"{k} {kinds[k]}" for k in ("lexical", "script", "hop", "hop2", "paraphrase"))
    )
    print("ok")


if __name__ == "__main__":
    _check()
