"""Set G: a labelled retrieval set for a small independent game studio (held out).

Data card. Written by a seventh generator from the document format (docs/format.md) and the
`Question`/`EvalSet` types alone: its author did not read the ranker, the search services, the
other labelled sets or any score on them, and the set was not changed after its first scores
were printed. Nobody tuning the ranker should read this file (questions, data or this card) or
its per-question failures; only the aggregate rows `bench.retrieval_eval` prints.

The brain is one studio's knowledge: the studio and the outside companies it deals with
(publishers and vendors), its staff and their contacts (names written in about fifteen
scripts, each with a Latin alias, and a few first names shared between people), the games it
makes (two titled in their own script), the teams that make them, builds, bugs, playtests,
triage and business meetings, write-ups of what playtests found, a few design and production
concepts, and a handbook of policies, how-tos and templates that share much vocabulary with the
questions without answering any of them. The graph lives in frontmatter relations, so a page
rarely names its neighbours in prose; the analyses link their session inline. Every page is
active and cites an evidence snapshot statement by statement; the snapshots say little
themselves.

Questions, grouped by kind in this order:
- `lexical`: the words of the question name the answer's title (or a Latin alias of it);
- `script`: a person asked for by the name in their own script;
- `hop`: one relation away from the page the question describes, in either direction, with
  no distinctive word shared between the question and the answer's title, aliases or body
  (checked by `_check` below);
- `hop2`: two relations away;
- `paraphrase`: a finding, decision or idea described in words its page does not use.
`relevant` is computed from the relations wherever a question walks them, so it is complete.
`build(seed)` is deterministic for a seed: the seed moves dates and the documents' order.
"""

from __future__ import annotations

import json
import random
import re
from datetime import UTC, datetime, timedelta

from bench.retrieval_data import EvalSet, Question
from brain.toolkit.document import Document, parse_document

STUDIO = "lanternfish-interactive"

# --- companies: id, title, aliases, body ------------------------------------------------------

COMPANIES = [
    (
        STUDIO,
        "Lanternfish Interactive",
        ["Lanternfish"],
        "Independent developer of about sixty people with offices in Lyon and Tallinn, "
        "founded in 2014. It self-funds small projects and signs larger ones with partners.",
    ),
    (
        "northwind-publishing",
        "Northwind Publishing",
        ["Northwind"],
        "A mid-sized label from Edinburgh with a catalogue of story-driven games; milestone "
        "payments are tied to quarterly sign-offs.",
    ),
    (
        "paragon-arcade",
        "Paragon Arcade",
        [],
        "A label from Montreal that favours horror and arcade racers and funds marketing "
        "beats around streamer events.",
    ),
    (
        "kumo-entertainment",
        "雲エンタテインメント",
        ["Kumo Entertainment", "Kumo"],
        "A label from Osaka; ships first in Japan, then in the rest of Asia, with its own "
        "QA floor and ratings submissions.",
    ),
    (
        "brightwater-digital",
        "Brightwater Digital",
        ["Brightwater"],
        "A label focused on handheld and tablet releases with a live-operations team that "
        "watches retention dashboards.",
    ),
    (
        "fennel-audio",
        "Fennel Audio",
        [],
        "Sound house from Bristol: score, foley, voice direction and the final mix.",
    ),
    (
        "loopline-qa",
        "Loopline QA",
        ["Loopline"],
        "Outsourced testing house from Kraków; keeps a farm of devkits and files its reports "
        "in our tracker.",
    ),
    (
        "polyglot-bridge",
        "Polyglot Bridge",
        [],
        "Language vendor covering eleven locales, with in-context linguistic checks.",
    ),
    (
        "tessellate-middleware",
        "Tessellate",
        ["Tessellate Physics"],
        "Vendor of a vehicle and rigid-body physics library, licensed per title.",
    ),
    (
        "motive-capture",
        "Motive Capture",
        [],
        "Performance capture stage in Lille with a forty-camera volume and facial rigs.",
    ),
]

# --- teams: id, title, lead, body -----------------------------------------------------------

TEAMS = [
    ("team-heron", "Team Heron", "ines-moreau", "Story team of nine in Lyon."),
    ("team-basalt", "Team Basalt", "lukasz-wrobel", "Systems-heavy team of twelve in Tallinn."),
    ("team-gantry", "Team Gantry", "soren-kjaer", "Vehicle and handling team of eight."),
    ("team-quill", "Team Quill", "ken-sato", "Action team of eleven, split across two sites."),
    ("team-sleet", "Team Sleet", "dmitri-volkov", "Simulation team of seven in Tallinn."),
    ("team-vesper", "Team Vesper", "noa-cohen", "Atmosphere-first team of six."),
    ("team-wren", "Team Wren", "priya-sharma", "Smallest team: five people and a prototype."),
    ("engine-group", "Engine Group", "chen-wei", "Shared technology: renderer, tools, CI."),
    ("qa-guild", "QA Guild", "omer-yildiz", "In-house testers and user researchers."),
]

# --- people: id, title, aliases, role, team (or None), employer, reports_to ------------------

PEOPLE = [
    ("ines-moreau", "Inès Moreau", ["Ines Moreau"], "Creative director", "team-heron", None, None),
    (
        "lukasz-wrobel",
        "Łukasz Wróbel",
        ["Lukasz Wrobel"],
        "Lead designer",
        "team-basalt",
        None,
        None,
    ),
    ("soren-kjaer", "Søren Kjær", ["Soren Kjaer"], "Technical director", "team-gantry", None, None),
    ("ken-sato", "佐藤健", ["Ken Sato", "Sato Ken"], "Game director", "team-quill", None, None),
    (
        "dmitri-volkov",
        "Дмитрий Волков",
        ["Dmitri Volkov", "Dmitry Volkov"],
        "Executive producer",
        "team-sleet",
        None,
        None,
    ),
    ("noa-cohen", "נועה כהן", ["Noa Cohen"], "Director", "team-vesper", None, None),
    ("priya-sharma", "प्रिया शर्मा", ["Priya Sharma"], "Design director", "team-wren", None, None),
    ("chen-wei", "陈伟", ["Chen Wei"], "Engine lead", "engine-group", None, None),
    ("omer-yildiz", "Ömer Yıldız", ["Omer Yildiz"], "Head of quality", "qa-guild", None, None),
    (
        "olena-kovalchuk",
        "Олена Ковальчук",
        ["Olena Kovalchuk"],
        "Narrative designer",
        "team-heron",
        None,
        "ines-moreau",
    ),
    (
        "nikos-papadopoulos",
        "Νίκος Παπαδόπουλος",
        ["Nikos Papadopoulos"],
        "Gameplay programmer",
        "team-gantry",
        None,
        "soren-kjaer",
    ),
    (
        "eleni-mavridou",
        "Ελένη Μαυρίδου",
        ["Eleni Mavridou"],
        "User researcher",
        "qa-guild",
        None,
        "omer-yildiz",
    ),
    (
        "sara-al-husseini",
        "سارة الحسيني",
        ["Sara Al-Husseini"],
        "Environment artist",
        "team-vesper",
        None,
        "noa-cohen",
    ),
    (
        "youssef-mansour",
        "يوسف منصور",
        ["Youssef Mansour"],
        "Build engineer",
        "engine-group",
        None,
        "chen-wei",
    ),
    ("avi-levi", "אבי לוי", ["Avi Levi"], "Senior tester", "qa-guild", None, "omer-yildiz"),
    (
        "arjun-mehta",
        "अर्जुन मेहता",
        ["Arjun Mehta"],
        "Systems designer",
        "team-basalt",
        None,
        "lukasz-wrobel",
    ),
    ("wang-fang", "王芳", ["Wang Fang"], "Technical artist", "team-quill", None, "ken-sato"),
    (
        "yumi-yamamoto",
        "山本由美",
        ["Yumi Yamamoto", "Yamamoto Yumi"],
        "Producer",
        "team-quill",
        None,
        "ken-sato",
    ),
    (
        "kim-minjun",
        "김민준",
        ["Kim Min-jun", "Minjun Kim"],
        "Network programmer",
        "team-basalt",
        None,
        "lukasz-wrobel",
    ),
    (
        "lee-seoyeon",
        "이서연",
        ["Lee Seo-yeon", "Seoyeon Lee"],
        "Interface artist",
        "team-wren",
        None,
        "priya-sharma",
    ),
    (
        "nino-beridze",
        "ნინო ბერიძე",
        ["Nino Beridze"],
        "Level designer",
        "team-sleet",
        None,
        "dmitri-volkov",
    ),
    (
        "aram-petrosyan",
        "Արամ Պետրոսյան",
        ["Aram Petrosyan"],
        "Animator",
        "team-vesper",
        None,
        "noa-cohen",
    ),
    ("somchai-jaidee", "สมชาย ใจดี", ["Somchai Jaidee"], "Tester", "qa-guild", None, "omer-yildiz"),
    (
        "arun-kumar",
        "அருண் குமார்",
        ["Arun Kumar"],
        "Audio programmer",
        "engine-group",
        None,
        "chen-wei",
    ),
    ("tania-rahman", "তানিয়া রহমান", ["Tania Rahman"], "Community manager", None, None, None),
    ("sara-lindqvist", "Sara Lindqvist", [], "Producer", "team-heron", None, "ines-moreau"),
    ("ken-adeyemi", "Ken Adeyemi", [], "Gameplay programmer", "team-wren", None, "priya-sharma"),
    ("noa-jansen", "Noa Jansen", [], "Economy designer", "team-sleet", None, "dmitri-volkov"),
    (
        "zdenka-horakova",
        "Zdeňka Horáková",
        ["Zdenka Horakova"],
        "Producer",
        "team-gantry",
        None,
        "soren-kjaer",
    ),
    ("marcus-webb", "Marcus Webb", [], "Account manager", None, "northwind-publishing", None),
    (
        "hiroshi-tanaka",
        "田中博",
        ["Hiroshi Tanaka", "Tanaka Hiroshi"],
        "External producer",
        None,
        "kumo-entertainment",
        None,
    ),
    (
        "beatriz-conceicao",
        "Beatriz Conceição",
        ["Beatriz Conceicao"],
        "Business development",
        None,
        "paragon-arcade",
        None,
    ),
    ("jonas-falk", "Jonas Falk", [], "Composer and music director", None, "fennel-audio", None),
    (
        "lin-meiling",
        "林美玲",
        ["Lin Mei-ling", "Meiling Lin"],
        "Localization project manager",
        None,
        "polyglot-bridge",
        None,
    ),
    ("fatima-zahra-benali", "Fatima-Zahra Benali", [], "Test manager", None, "loopline-qa", None),
    (
        "tomas-o-briain",
        "Tomás Ó Briain",
        ["Tomas O Briain"],
        "Live-operations producer",
        None,
        "brightwater-digital",
        None,
    ),
]

# --- games: id, title, aliases, body, relations ----------------------------------------------

GAMES = [
    (
        "saltmarsh-requiem",
        "Saltmarsh Requiem",
        [],
        "Narrative adventure set in a drowned fishing village; the tide rises and falls on a "
        "real-time clock. Planned for autumn on PC and consoles.",
        [
            ("published_by", "northwind-publishing"),
            ("localized_by", "polyglot-bridge"),
            ("audio_by", "fennel-audio"),
            ("directed_by", "ines-moreau"),
        ],
    ),
    (
        "iron-orchard",
        "Iron Orchard",
        [],
        "Cosy farming sim with seasons and mechanical scarecrows; live on tablets since last "
        "spring, with monthly content drops.",
        [("published_by", "brightwater-digital"), ("directed_by", "lukasz-wrobel")],
    ),
    (
        "glasswing-rally",
        "Glasswing Rally",
        [],
        "Arcade racer on coastal gravel stages, with time trials and asynchronous ghosts.",
        [
            ("published_by", "paragon-arcade"),
            ("uses_middleware", "tessellate-middleware"),
            ("directed_by", "soren-kjaer"),
        ],
    ),
    (
        "dawnsmith",
        "夜明けの鍛冶屋",
        ["Dawnsmith", "Yoake no Kajiya"],
        "Action RPG about a village blacksmith forging weapons for travelling heroes; the "
        "forging is a rhythm minigame.",
        [
            ("published_by", "kumo-entertainment"),
            ("mocap_by", "motive-capture"),
            ("directed_by", "ken-sato"),
            ("produced_by", "yumi-yamamoto"),
        ],
    ),
    (
        "tundra-express",
        "Тундра Экспресс",
        ["Tundra Express"],
        "Management sim about running freight trains across the permafrost; players lay "
        "track, set timetables and keep boilers warm.",
        [("published_by", "northwind-publishing"), ("directed_by", "dmitri-volkov")],
    ),
    (
        "hollow-lighthouse",
        "Hollow Lighthouse",
        [],
        "First-person horror set in a decommissioned beacon tower during one stormy night.",
        [
            ("published_by", "paragon-arcade"),
            ("audio_by", "fennel-audio"),
            ("mocap_by", "motive-capture"),
            ("directed_by", "noa-cohen"),
        ],
    ),
    (
        "cobalt-derby",
        "Cobalt Derby",
        [],
        "Four-player couch and online party brawler with bumper cars in a scrapyard arena.",
        [("published_by", STUDIO), ("uses_middleware", "tessellate-middleware")],
    ),
    (
        "moth-and-marrow",
        "Moth & Marrow",
        ["Moth and Marrow"],
        "Deck-building roguelike in a candlelit bone cathedral; still a paper and Unity prototype.",
        [("directed_by", "priya-sharma")],
    ),
]

DEVELOPS = {
    "team-heron": ["saltmarsh-requiem"],
    "team-basalt": ["iron-orchard", "cobalt-derby"],
    "team-gantry": ["glasswing-rally"],
    "team-quill": ["dawnsmith"],
    "team-sleet": ["tundra-express"],
    "team-vesper": ["hollow-lighthouse"],
    "team-wren": ["moth-and-marrow"],
}

# --- builds: id, title, game, cut_by, body -------------------------------------------------------

BUILDS = [
    (
        "saltmarsh-requiem-alpha-0-7",
        "Saltmarsh Requiem alpha 0.7",
        "saltmarsh-requiem",
        "youssef-mansour",
        "First content-complete chapter run; placeholder voice lines.",
    ),
    (
        "saltmarsh-requiem-beta-0-9",
        "Saltmarsh Requiem beta 0.9",
        "saltmarsh-requiem",
        "youssef-mansour",
        "All five chapters playable; subtitles in four languages.",
    ),
    (
        "iron-orchard-1-2-rc",
        "Iron Orchard 1.2 release candidate",
        "iron-orchard",
        "youssef-mansour",
        "Adds the orchard-expansion pack and a tutorial rewrite.",
    ),
    (
        "glasswing-rally-slice-0-4",
        "Glasswing Rally vertical slice 0.4",
        "glasswing-rally",
        "nikos-papadopoulos",
        "Two stages and three cars; first online leaderboard.",
    ),
    (
        "dawnsmith-alpha-0-5",
        "Dawnsmith alpha 0.5",
        "dawnsmith",
        "wang-fang",
        "Village hub, the forge and the first dungeon.",
    ),
    (
        "tundra-express-prototype-0-3",
        "Tundra Express prototype 0.3",
        "tundra-express",
        "youssef-mansour",
        "One region, freight only, no passengers yet.",
    ),
    (
        "hollow-lighthouse-beta-0-8",
        "Hollow Lighthouse beta 0.8",
        "hollow-lighthouse",
        "youssef-mansour",
        "Full night cycle; final lighting pass pending.",
    ),
    (
        "cobalt-derby-rc-1-0",
        "Cobalt Derby release candidate 1.0",
        "cobalt-derby",
        "kim-minjun",
        "Gold candidate for the console submission.",
    ),
    (
        "moth-and-marrow-prototype-0-2",
        "Moth & Marrow prototype 0.2",
        "moth-and-marrow",
        "ken-adeyemi",
        "Forty cards, one boss, printable deck sheets.",
    ),
]

# --- bugs: id, title, found_in, assigned_to, body ----------------------------------------------

BUGS = [
    (
        "bug-save-corruption",
        "Save file corrupts after the chapter 3 autosave",
        "saltmarsh-requiem-beta-0-9",
        "chen-wei",
        "Severity A. Reproduces on consoles when the autosave overlaps a streaming load.",
    ),
    (
        "bug-subtitle-overflow",
        "Subtitles overflow their box in German",
        "saltmarsh-requiem-beta-0-9",
        "olena-kovalchuk",
        "Severity C. Long compound words run past the frame at 1080p.",
    ),
    (
        "bug-fog-flicker",
        "Fog volume flickers on the tower stairs",
        "hollow-lighthouse-beta-0-8",
        "sara-al-husseini",
        "Severity B. Only with the high shadow preset.",
    ),
    (
        "bug-audio-crackle",
        "Crackling sound on wireless headsets",
        "hollow-lighthouse-beta-0-8",
        "arun-kumar",
        "Severity B. Buffer underruns when the mixer exceeds 64 voices.",
    ),
    (
        "bug-ghost-desync",
        "Ghost car desync in time trials",
        "glasswing-rally-slice-0-4",
        "nikos-papadopoulos",
        "Severity B. Replays drift after about ninety seconds.",
    ),
    (
        "bug-lobby-drop",
        "Online lobby drops the fourth player",
        "cobalt-derby-rc-1-0",
        "kim-minjun",
        "Severity A. Blocks certification; NAT type strict only.",
    ),
    (
        "bug-anvil-softlock",
        "Anvil minigame softlock",
        "dawnsmith-alpha-0-5",
        "wang-fang",
        "Severity A. Pausing on the last beat leaves the player stuck.",
    ),
    (
        "bug-signal-green",
        "Signals turn green under a stopped train",
        "tundra-express-prototype-0-3",
        "nino-beridze",
        "Severity B. Block reservation is released one tick early.",
    ),
]

# --- meetings: id, title, aliases, body, relations -------------------------------------------

MEETINGS = [
    (
        "lyon-community-playtest",
        "Lyon community playtest",
        [],
        "Twelve players from the local Discord, two hours each, think-aloud protocol.",
        [
            ("tested", "saltmarsh-requiem-beta-0-9"),
            ("facilitated_by", "eleni-mavridou"),
            ("recruited_by", "tania-rahman"),
        ],
    ),
    (
        "tallinn-blind-playtest",
        "Tallinn blind playtest",
        [],
        "Eight first-time players, no briefing, observed through one-way glass.",
        [("tested", "tundra-express-prototype-0-3"), ("facilitated_by", "eleni-mavridou")],
    ),
    (
        "osaka-publisher-playtest",
        "Osaka publisher playtest",
        [],
        "Hosted on the partner's QA floor; fifteen testers and two producers.",
        [
            ("tested", "dawnsmith-alpha-0-5"),
            ("facilitated_by", "yumi-yamamoto"),
            ("attended_by", "hiroshi-tanaka"),
        ],
    ),
    (
        "loopline-overnight-soak",
        "Overnight soak session",
        [],
        "Twelve devkits left running from 19:00 to 07:00 with scripted input.",
        [
            ("tested", "hollow-lighthouse-beta-0-8"),
            ("run_by", "loopline-qa"),
            ("attended_by", "fatima-zahra-benali"),
            ("attended_by", "avi-levi"),
        ],
    ),
    (
        "family-couch-playtest",
        "Family couch co-op playtest",
        [],
        "Six families, children aged six to twelve, two controllers each.",
        [("tested", "cobalt-derby-rc-1-0"), ("facilitated_by", "tania-rahman")],
    ),
    (
        "streamer-preview-night",
        "Streamer preview night",
        [],
        "Five creators played remotely on stream for ninety minutes each.",
        [("tested", "glasswing-rally-slice-0-4"), ("facilitated_by", "zdenka-horakova")],
    ),
    (
        "accessibility-review-playtest",
        "Accessibility review playtest",
        [],
        "Four players with low vision or limited mobility, with an occupational therapist.",
        [("tested", "saltmarsh-requiem-alpha-0-7"), ("facilitated_by", "eleni-mavridou")],
    ),
    (
        "board-game-cafe-playtest",
        "Board game café playtest",
        ["Board game cafe playtest"],
        "Paper prototype on four tables on a Sunday afternoon.",
        [("tested", "moth-and-marrow-prototype-0-2"), ("facilitated_by", "lee-seoyeon")],
    ),
    (
        "bug-triage-week-14",
        "Bug triage, week 14",
        [],
        "Weekly pass over new severity A and B issues before the beta branch.",
        [
            ("for_title", "saltmarsh-requiem"),
            ("chaired_by", "omer-yildiz"),
            ("reviewed", "bug-save-corruption"),
            ("reviewed", "bug-subtitle-overflow"),
        ],
    ),
    (
        "bug-triage-week-20",
        "Bug triage, week 20",
        [],
        "Pass over the overnight soak results and new console reports.",
        [
            ("for_title", "hollow-lighthouse"),
            ("chaired_by", "avi-levi"),
            ("reviewed", "bug-fog-flicker"),
            ("reviewed", "bug-audio-crackle"),
        ],
    ),
    (
        "bug-triage-week-22",
        "Bug triage, week 22",
        [],
        "Short pass; two issues carried over to the next week.",
        [
            ("for_title", "glasswing-rally"),
            ("chaired_by", "omer-yildiz"),
            ("reviewed", "bug-ghost-desync"),
        ],
    ),
    (
        "bug-triage-week-25",
        "Bug triage, week 25",
        [],
        "Pass over blockers for the partner's first QA cycle.",
        [
            ("for_title", "dawnsmith"),
            ("chaired_by", "ken-sato"),
            ("reviewed", "bug-anvil-softlock"),
        ],
    ),
    (
        "greenlight-rail-sim",
        "Greenlight review: rail freight sim",
        [],
        "Go or no-go on moving the prototype into full production.",
        [
            ("for_title", "tundra-express"),
            ("attended_by", "dmitri-volkov"),
            ("attended_by", "marcus-webb"),
            ("attended_by", "noa-jansen"),
        ],
    ),
    (
        "pitch-to-paragon",
        "Pitch meeting with Paragon Arcade",
        [],
        "Forty-minute deck and a ten-minute live demo.",
        [
            ("pitched", "hollow-lighthouse"),
            ("attended_by", "beatriz-conceicao"),
            ("attended_by", "noa-cohen"),
        ],
    ),
    (
        "milestone-3-sign-off",
        "Milestone 3 sign-off",
        [],
        "Quarterly acceptance of deliverables against the contract schedule.",
        [
            ("for_title", "saltmarsh-requiem"),
            ("attended_by", "marcus-webb"),
            ("attended_by", "sara-lindqvist"),
        ],
    ),
    (
        "audio-spotting-session",
        "Audio spotting session",
        [],
        "Walked through every scripted scare and marked the cues.",
        [
            ("for_title", "hollow-lighthouse"),
            ("vendor", "fennel-audio"),
            ("attended_by", "jonas-falk"),
            ("attended_by", "arun-kumar"),
        ],
    ),
    (
        "mocap-shoot-day-2",
        "Combat performance shoot, day 2",
        [],
        "Sixty takes of combat moves and the hammer swings.",
        [
            ("for_title", "dawnsmith"),
            ("vendor", "motive-capture"),
            ("attended_by", "wang-fang"),
            ("attended_by", "aram-petrosyan"),
        ],
    ),
    (
        "localization-kickoff",
        "Localization kickoff",
        [],
        "Glossary, tone of voice and string freeze dates agreed.",
        [
            ("for_title", "saltmarsh-requiem"),
            ("vendor", "polyglot-bridge"),
            ("attended_by", "lin-meiling"),
            ("attended_by", "olena-kovalchuk"),
        ],
    ),
]

MEETING_EXTRA = {
    "greenlight-rail-sim": "Approved on condition that launch ships with two regions instead "
    "of five; the rest follows as updates.",
}

# --- analyses: id, title, about (meeting or None), body ----------------------------------------

ANALYSES = [
    (
        "tide-clock-discoverability",
        "Tide clock discoverability",
        "lyon-community-playtest",
        "Seven of twelve participants never found the tide clock: its HUD icon is too faint to "
        "register. Five never opened the journal. Recommendation: animate the icon at each "
        "turn of the tide.",
    ),
    (
        "timetable-screen-abandonment",
        "Timetable screen abandonment",
        "tallinn-blind-playtest",
        "First-time players abandoned at the timetable screen after a median of nine minutes; "
        "the route planner shows too many columns at once.",
    ),
    (
        "soak-memory-growth",
        "Memory growth over an overnight run",
        "loopline-overnight-soak",
        "Resident memory grew by about 40 MB per hour; voices in the audio mixer were never "
        "released after a scare cue ended. Two devkits ran out of memory before dawn.",
    ),
    (
        "ability-icon-legibility",
        "Ability icon legibility",
        "family-couch-playtest",
        "Children under ten could not read the ability icons; the red and green teams were "
        "indistinguishable for one colour-blind parent.",
    ),
    (
        "drift-and-camera-comfort",
        "Drift handling and camera comfort",
        "streamer-preview-night",
        "Drifting felt floaty to four of five creators, and the camera shake on landings led to "
        "motion sickness complaints in chat.",
    ),
    (
        "run-length-report",
        "Run length report",
        "board-game-cafe-playtest",
        "A full run averaged seventy minutes; players asked for a shorter run mode with fewer "
        "floors.",
    ),
    (
        "accessibility-findings",
        "Accessibility findings, first pass",
        "accessibility-review-playtest",
        "Subtitles are too small at ten feet from the screen, and hold-to-interact cannot be "
        "remapped to a toggle.",
    ),
    (
        "first-winter-churn",
        "First-winter churn study",
        None,
        "Day-7 retention fell sharply after the first in-game winter: crops died without warning "
        "and players churned rather than replant.",
    ),
    (
        "ci-build-time-study",
        "CI build time study",
        None,
        "Shader compilation accounts for 62% of continuous integration time; a shared shader "
        "cache cut the nightly from 95 to 41 minutes.",
    ),
]

ANALYSIS_ABOUT_GAME = {
    "first-winter-churn": "iron-orchard",
}

# --- concepts: id, title, aliases, body --------------------------------------------------------

CONCEPTS = [
    (
        "coyote-time",
        "Coyote time",
        [],
        "A few frames after running off a ledge during which a jump still counts, so the "
        "controls feel fair.",
    ),
    (
        "rubber-band-ai",
        "Rubber-band AI",
        ["Rubber banding"],
        "Opponents that slow down when ahead and speed up when behind to keep races close.",
    ),
    (
        "dynamic-difficulty",
        "Dynamic difficulty adjustment",
        ["DDA"],
        "Tuning enemy health, timing windows or resources at runtime from measured player "
        "performance.",
    ),
    (
        "soak-testing",
        "Soak testing",
        [],
        "Leaving a build running unattended for many hours under scripted input to surface "
        "leaks, drift and rare crashes.",
    ),
    (
        "vertical-slice",
        "Vertical slice",
        [],
        "A short, fully polished portion of a game built at final quality to prove the pipeline "
        "and pitch the whole.",
    ),
    (
        "platform-certification",
        "Platform certification",
        ["TRC", "Lotcheck"],
        "The console holder's technical requirements a release must pass before it may ship: "
        "save handling, suspend and resume, network errors, ratings.",
    ),
]

# --- handbook (distractors): id, title, body ----------------------------------------------------

HANDBOOK = [
    (
        "playtest-recruitment-policy",
        "Playtest recruitment policy",
        "How players are recruited for playtests: consent forms, minors only with a guardian, "
        "payment in vouchers, and no staff relatives in a session.",
    ),
    (
        "how-to-run-a-playtest",
        "How to run a playtest session",
        "Checklist for whoever facilitates a playtest: prepare the build, brief observers, "
        "record the session, and write up the findings within two days.",
    ),
    (
        "bug-triage-template",
        "Bug triage meeting template",
        "Agenda template for a weekly bug triage: who chairs, which bugs to review, severity "
        "definitions, owners and target builds.",
    ),
    (
        "how-to-file-a-bug",
        "How to file a bug report",
        "Every bug needs a build number, steps to reproduce, expected and actual results, a "
        "severity, and an owner assigned at triage.",
    ),
    (
        "build-naming-convention",
        "Build naming convention",
        "Builds are named by game, milestone (prototype, alpha, beta, release candidate) and "
        "version; whoever cuts a build tags it in the repository.",
    ),
    (
        "publisher-milestone-checklist",
        "Publisher milestone checklist",
        "What a publisher expects at each milestone sign-off: build, change list, known issues, "
        "budget report and the next milestone's plan.",
    ),
    (
        "localization-style-guide",
        "Localization style guide",
        "Rules for writing strings that translate well: no concatenation, room for 30% growth, "
        "and a glossary for every game.",
    ),
    (
        "overtime-policy",
        "Crunch and overtime policy",
        "Overtime is voluntary, capped at five hours a week per team member, and paid back as "
        "time off; directors and team leads must approve it.",
    ),
    (
        "travel-policy",
        "Travel policy for playtests and shoots",
        "Who may travel to partner sites, capture shoots or external playtests, and how "
        "expenses are approved.",
    ),
    (
        "onboarding-guide",
        "Onboarding guide for new team members",
        "First week for anyone joining a team: accounts, the engine, how builds and bugs work, "
        "and who to ask.",
    ),
    (
        "playtest-findings-template",
        "Template: playtest findings report",
        "Sections for a findings report after a playtest: goals, participants, what players "
        "struggled with, quotes, and recommendations.",
    ),
    (
        "severity-definitions",
        "Bug severity definitions",
        "Severity A blocks a milestone or certification, B hurts a session, C is cosmetic; the "
        "triage chair may raise or lower a severity.",
    ),
    (
        "observer-etiquette",
        "Playtest observer etiquette",
        "Observers at a playtest stay silent, never help players, and note what players do "
        "rather than what they say.",
    ),
    (
        "greenlight-deck-template",
        "Template: greenlight review deck",
        "Slides for a greenlight review: pitch, team, scope, budget, risks, and the decision "
        "asked of the review board.",
    ),
    (
        "how-to-request-a-build",
        "How to request a build",
        "Ask the build engineers in the release channel with the game, branch and platform; "
        "nightly builds are cut automatically.",
    ),
    (
        "code-freeze-procedure",
        "Code freeze procedure",
        "Before a release candidate: only severity A fixes, approved in triage, land on the "
        "release branch.",
    ),
]

# --- evidence snapshots: id, title, source ref, body --------------------------------------------

EVIDENCE = [
    (
        "ev-studio-directory",
        "Studio directory export",
        "file:hr/directory-2026.csv",
        "Export of the staff directory, one row per person, with start dates.",
    ),
    (
        "ev-partner-contracts",
        "Partner contracts register",
        "file:legal/contracts-register.xlsx",
        "Register of signed agreements, amounts redacted.",
    ),
    (
        "ev-team-chart",
        "Team chart",
        "web:intranet.lanternfish.example/teams",
        "Organisation chart as of the first quarter.",
    ),
    (
        "ev-production-tracker",
        "Production tracker snapshot",
        "linear:project:LF-PROD",
        "Snapshot of the production tracker: milestones, owners and status.",
    ),
    (
        "ev-issue-tracker",
        "Issue tracker export",
        "linear:export:LF-BUGS-2026",
        "Export of open issues with severity and owner columns.",
    ),
    (
        "ev-build-server",
        "Build server log",
        "github:lanternfish/ci:runs",
        "Run history of the build server, with artefact names.",
    ),
    (
        "ev-calendar",
        "Shared calendar export",
        "file:ops/calendar.ics",
        "Meeting invitations with attendee lists, descriptions removed.",
    ),
    (
        "ev-research-drive",
        "Research drive recordings",
        "file:research/sessions",
        "Folder of session recordings and raw observation sheets.",
    ),
    (
        "ev-handbook-wiki",
        "Handbook wiki export",
        "web:wiki.lanternfish.example/handbook",
        "Export of the studio handbook pages.",
    ),
    (
        "ev-design-wiki",
        "Design wiki export",
        "web:wiki.lanternfish.example/design",
        "Export of the design glossary pages.",
    ),
]


def _q(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)


class _Builder:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.base = datetime(2026, 1, 5, tzinfo=UTC) + timedelta(days=self.rng.randrange(40))
        self.documents: list[Document] = []
        self.relations: list[tuple[str, str, str]] = []  # (source, type, target)

    def _stamp(self) -> str:
        moment = self.base + timedelta(hours=self.rng.randrange(24 * 300))
        return moment.strftime("%Y-%m-%dT%H:%M:%SZ")

    def add(
        self,
        brain_id: str,
        type_: str,
        folder: str,
        title: str,
        paragraphs: list[str],
        evidence: str,
        *,
        aliases: list[str] | tuple[str, ...] = (),
        relations: list[tuple[str, str]] | tuple[tuple[str, str], ...] = (),
        label: str = "record",
    ) -> None:
        created = self._stamp()
        lines = [
            "---",
            f"id: {brain_id}",
            "kind: page",
            f"type: {type_}",
            f"title: {_q(title)}",
            "status: active",
        ]
        if aliases:
            lines.append("aliases: [" + ", ".join(_q(a) for a in aliases) + "]")
        if relations:
            lines.append(
                "relations: ["
                + ", ".join(f"{{type: {t}, target: {target}}}" for t, target in relations)
                + "]"
            )
        lines += [f"created: {created}", f"updated: {created}", "---", f"# {title}", ""]
        cite = f" ([[evidence:{evidence}|{label}]])"
        for paragraph in paragraphs:
            lines += [paragraph + cite, ""]
        text = "\n".join(lines).rstrip() + "\n"
        self.documents.append(parse_document(text, folder=folder))
        self.relations += [(brain_id, t, target) for t, target in relations]

    def add_evidence(self, brain_id: str, title: str, ref: str, body: str) -> None:
        created = self._stamp()
        text = (
            f"---\nid: {brain_id}\nkind: evidence\ntype: source\ntitle: {_q(title)}\n"
            f"status: active\nsources: [{ref}]\ncreated: {created}\nupdated: {created}\n---\n"
            f"# {title}\n\n{body}\n"
        )
        self.documents.append(parse_document(text, folder="evidence"))


def _documents(b: _Builder) -> None:
    for brain_id, title, ref, body in EVIDENCE:
        b.add_evidence(brain_id, title, ref, body)
    for brain_id, title, aliases, body in COMPANIES:
        b.add(
            brain_id,
            "company",
            "companies",
            title,
            [body],
            "ev-partner-contracts",
            aliases=aliases,
            label="contracts register",
        )
    leads = {lead: team for team, _, lead, _ in TEAMS}
    for brain_id, title, lead, body in TEAMS:
        relations = [("led_by", lead)] + [("develops", g) for g in DEVELOPS.get(brain_id, [])]
        relations.append(("part_of", STUDIO))
        b.add(
            brain_id,
            "concept",
            "teams",
            title,
            [body],
            "ev-team-chart",
            relations=relations,
            label="team chart",
        )
    for brain_id, title, aliases, role, team, employer, manager in PEOPLE:
        relations: list[tuple[str, str]] = []
        if team:
            relations.append(("member_of", team))
        relations.append(("works_at", employer or STUDIO))
        if manager:
            relations.append(("reports_to", manager))
        year = 2014 + b.rng.randrange(11)
        paragraphs = [f"{role}, in the role since {year}."]
        if brain_id in leads:
            paragraphs.append("Runs the team's weekly planning and signs off its milestones.")
        b.add(
            brain_id,
            "person",
            "people",
            title,
            paragraphs,
            "ev-studio-directory",
            aliases=aliases,
            relations=relations,
            label="directory",
        )
    for brain_id, title, aliases, body, relations in GAMES:
        b.add(
            brain_id,
            "project",
            "games",
            title,
            [body],
            "ev-production-tracker",
            aliases=aliases,
            relations=relations,
            label="tracker",
        )
    for brain_id, title, game, cut_by, body in BUILDS:
        b.add(
            brain_id,
            "note",
            "builds",
            title,
            [body],
            "ev-build-server",
            relations=[("build_of", game), ("cut_by", cut_by)],
            label="build log",
        )
    for brain_id, title, found_in, owner, body in BUGS:
        b.add(
            brain_id,
            "note",
            "bugs",
            title,
            [body],
            "ev-issue-tracker",
            relations=[("found_in", found_in), ("assigned_to", owner)],
            label="issue",
        )
    for brain_id, title, aliases, body, relations in MEETINGS:
        paragraphs = [body]
        if brain_id in MEETING_EXTRA:
            paragraphs.append(MEETING_EXTRA[brain_id])
        b.add(
            brain_id,
            "meeting",
            "meetings",
            title,
            paragraphs,
            "ev-calendar",
            aliases=aliases,
            relations=relations,
            label="invitation",
        )
    for brain_id, title, about, body in ANALYSES:
        relations = [("findings_from", about)] if about else []
        if brain_id in ANALYSIS_ABOUT_GAME:
            relations.append(("about", ANALYSIS_ABOUT_GAME[brain_id]))
        paragraphs = [body]
        if about:
            paragraphs.append(
                f"Observed at [[page:{about}|the session]] and written up the same week."
            )
        b.add(
            brain_id,
            "analysis",
            "analysis",
            title,
            paragraphs,
            "ev-research-drive",
            relations=relations,
            label="recordings",
        )
    for brain_id, title, aliases, body in CONCEPTS:
        b.add(
            brain_id,
            "concept",
            "concepts",
            title,
            [body],
            "ev-design-wiki",
            aliases=aliases,
            label="design wiki",
        )
    for brain_id, title, body in HANDBOOK:
        b.add(brain_id, "note", "handbook", title, [body], "ev-handbook-wiki", label="handbook")


# --- questions -----------------------------------------------------------------------------------

LEXICAL = [
    ("Glasswing Rally", {"glasswing-rally"}),
    ("Iron Orchard farming sim", {"iron-orchard"}),
    ("Saltmarsh Requiem", {"saltmarsh-requiem"}),
    ("Hollow Lighthouse horror game", {"hollow-lighthouse"}),
    ("Cobalt Derby", {"cobalt-derby"}),
    ("Moth and Marrow", {"moth-and-marrow"}),
    ("Dawnsmith", {"dawnsmith"}),
    ("Tundra Express", {"tundra-express"}),
    ("Team Heron", {"team-heron"}),
    ("Engine Group", {"engine-group"}),
    ("QA Guild", {"qa-guild"}),
    ("Northwind Publishing", {"northwind-publishing"}),
    ("Fennel Audio", {"fennel-audio"}),
    ("Loopline QA", {"loopline-qa"}),
    ("Motive Capture stage", {"motive-capture"}),
    ("Kumo Entertainment", {"kumo-entertainment"}),
    ("Ines Moreau", {"ines-moreau"}),
    ("Lukasz Wrobel", {"lukasz-wrobel"}),
    ("Marcus Webb", {"marcus-webb"}),
    ("Sara Lindqvist", {"sara-lindqvist"}),
    ("Zdenka Horakova", {"zdenka-horakova"}),
    ("Beatriz Conceicao", {"beatriz-conceicao"}),
    ("Tallinn blind playtest", {"tallinn-blind-playtest"}),
    ("Streamer preview night", {"streamer-preview-night"}),
    ("Bug triage week 20", {"bug-triage-week-20"}),
    ("Localization kickoff", {"localization-kickoff"}),
    ("Ghost car desync in time trials", {"bug-ghost-desync"}),
    ("Anvil minigame softlock", {"bug-anvil-softlock"}),
    ("Dawnsmith alpha 0.5 build", {"dawnsmith-alpha-0-5"}),
    ("Coyote time", {"coyote-time"}),
    ("Soak testing", {"soak-testing"}),
    ("Playtest recruitment policy", {"playtest-recruitment-policy"}),
    ("Build naming convention", {"build-naming-convention"}),
    ("CI build time study", {"ci-build-time-study"}),
    ("Tide clock discoverability", {"tide-clock-discoverability"}),
]

SCRIPT = [
    ("Дмитрий Волков", {"dmitri-volkov"}),
    ("נועה כהן", {"noa-cohen"}),
    ("प्रिया शर्मा", {"priya-sharma"}),
    ("佐藤健", {"ken-sato"}),
    ("陈伟", {"chen-wei"}),
    ("Ελένη Μαυρίδου", {"eleni-mavridou"}),
    ("سارة الحسيني", {"sara-al-husseini"}),
    ("김민준", {"kim-minjun"}),
    ("ნინო ბერიძე", {"nino-beridze"}),
    ("Արամ Պետրոսյան", {"aram-petrosyan"}),
    ("สมชาย ใจดี", {"somchai-jaidee"}),
    ("அருண் குமார்", {"arun-kumar"}),
    ("তানিয়া রহমান", {"tania-rahman"}),
    ("山本由美", {"yumi-yamamoto"}),
    ("Олена Ковальчук", {"olena-kovalchuk"}),
]

# Walks: ("out", type) follows a relation from the page; ("in", type) follows one to it.
# A step type of None follows any relation. `drop` removes ids from the answer.
HOP = [
    ("Who publishes Glasswing Rally?", "glasswing-rally", [("out", "published_by")]),
    ("Which company is handling the Dawnsmith release?", "dawnsmith", [("out", "published_by")]),
    ("Who is on the roster of Team Vesper?", "team-vesper", [("in", "member_of")]),
    ("Who heads Team Sleet?", "team-sleet", [("out", "led_by")]),
    ("Which team makes Hollow Lighthouse?", "hollow-lighthouse", [("in", "develops")]),
    ("What is Team Wren working on?", "team-wren", [("out", "develops")]),
    (
        "Which build did the Tallinn blind playtest put in front of players?",
        "tallinn-blind-playtest",
        [("out", "tested")],
    ),
    (
        "who facilitated the board game café session",
        "board-game-cafe-playtest",
        [("out", "facilitated_by")],
    ),
    ("show me sessions Eleni Mavridou facilitated", "eleni-mavridou", [("in", "facilitated_by")]),
    (
        "Who was the fog flicker on the tower stairs assigned to?",
        "bug-fog-flicker",
        [("out", "assigned_to")],
    ),
    ("What is Kim Min-jun fixing at the moment?", "kim-minjun", [("in", "assigned_to")]),
    ("In which build was the ghost car desync found?", "bug-ghost-desync", [("out", "found_in")]),
    ("Which issues came up at the week 14 triage?", "bug-triage-week-14", [("out", "reviewed")]),
    ("Who chaired the week 22 bug triage?", "bug-triage-week-22", [("out", "chaired_by")]),
    ("meetings Omer Yildiz chaired", "omer-yildiz", [("in", "chaired_by")]),
    ("Where does Marcus Webb work?", "marcus-webb", [("out", "works_at")]),
    ("Who are our contacts at Kumo Entertainment?", "kumo-entertainment", [("in", "works_at")]),
    ("Who at Fennel Audio works with us?", "fennel-audio", [("in", "works_at")]),
    ("Which games is Northwind backing?", "northwind-publishing", [("in", "published_by")]),
    (
        "Which of our games license Tessellate?",
        "tessellate-middleware",
        [("in", "uses_middleware")],
    ),
    ("Who is Youssef Mansour's manager?", "youssef-mansour", [("out", "reports_to")]),
    ("list the people reporting to Chen Wei", "chen-wei", [("in", "reports_to")]),
    (
        "Who attended the pitch meeting with Paragon Arcade?",
        "pitch-to-paragon",
        [("out", "attended_by")],
    ),
    ("What did we pitch at the Paragon Arcade meeting?", "pitch-to-paragon", [("out", "pitched")]),
    ("Which sessions did Motive Capture host for us?", "motive-capture", [("in", "vendor")]),
    (
        "Which game was the localization kickoff for?",
        "localization-kickoff",
        [("out", "for_title")],
    ),
    ("Who translates Saltmarsh Requiem?", "saltmarsh-requiem", [("out", "localized_by")]),
    (
        "Who is in charge of the vision for Saltmarsh Requiem?",
        "saltmarsh-requiem",
        [("out", "directed_by")],
    ),
    ("list the builds Youssef Mansour cut", "youssef-mansour", [("in", "cut_by")]),
    ("Who employs Tania Rahman?", "tania-rahman", [("out", "works_at")]),
    ("Team Basalt's members", "team-basalt", [("in", "member_of")]),
    ("Who keeps Dawnsmith on schedule?", "dawnsmith", [("out", "produced_by")]),
    (
        "Which session did the Hollow Lighthouse beta 0.8 go through?",
        "hollow-lighthouse-beta-0-8",
        [("in", "tested")],
    ),
    ("Who ran the overnight soak for us?", "loopline-overnight-soak", [("out", "run_by")]),
    (
        "Who does the music and effects for Hollow Lighthouse?",
        "hollow-lighthouse",
        [("out", "audio_by")],
    ),
    ("Whose team is Lee Seo-yeon on?", "lee-seoyeon", [("out", "member_of")]),
    (
        "What came out of the streamer preview night?",
        "streamer-preview-night",
        [("in", "findings_from")],
    ),
    (
        "Which reports were filed against Saltmarsh Requiem beta 0.9?",
        "saltmarsh-requiem-beta-0-9",
        [("in", "found_in")],
    ),
    (
        "who sat in on the greenlight for the rail freight sim",
        "greenlight-rail-sim",
        [("out", "attended_by")],
    ),
    ("Which company is Fatima-Zahra Benali with?", "fatima-zahra-benali", [("out", "works_at")]),
]

HOP2 = [
    (
        "Who leads the team behind Hollow Lighthouse?",
        "hollow-lighthouse",
        [("in", "develops"), ("out", "led_by")],
    ),
    (
        "Which publisher will release the game Team Quill is making?",
        "team-quill",
        [("out", "develops"), ("out", "published_by")],
    ),
    (
        "Who got the bugs triaged in week 20?",
        "bug-triage-week-20",
        [("out", "reviewed"), ("out", "assigned_to")],
    ),
    (
        "Which builds were tested in sessions Eleni Mavridou facilitated?",
        "eleni-mavridou",
        [("in", "facilitated_by"), ("out", "tested")],
    ),
    (
        "Which game is Søren Kjær's team building?",
        "soren-kjaer",
        [("out", "member_of"), ("out", "develops")],
    ),
    (
        "Who works at the publisher of Tundra Express?",
        "tundra-express",
        [("out", "published_by"), ("in", "works_at")],
    ),
    (
        "Who are Arjun Mehta's teammates?",
        "arjun-mehta",
        [("out", "member_of"), ("in", "member_of")],
    ),
    (
        "Which game was on the table at the Lyon community playtest?",
        "lyon-community-playtest",
        [("out", "tested"), ("out", "build_of")],
    ),
    (
        "In which builds were the issues from the week 14 triage found?",
        "bug-triage-week-14",
        [("out", "reviewed"), ("out", "found_in")],
    ),
    (
        "Who leads the team that makes Cobalt Derby?",
        "cobalt-derby",
        [("in", "develops"), ("out", "led_by")],
    ),
    (
        "Who is fixing issues found in the Glasswing Rally vertical slice?",
        "glasswing-rally-slice-0-4",
        [("in", "found_in"), ("out", "assigned_to")],
    ),
    (
        "Which teams make the games Paragon Arcade publishes?",
        "paragon-arcade",
        [("in", "published_by"), ("in", "develops")],
    ),
    (
        "Who works at the company doing the sound for Saltmarsh Requiem?",
        "saltmarsh-requiem",
        [("out", "audio_by"), ("in", "works_at")],
    ),
    (
        "Who chaired the triage where the anvil minigame softlock was discussed?",
        "bug-anvil-softlock",
        [("in", "reviewed"), ("out", "chaired_by")],
    ),
    (
        "Which team is the facilitator of the board game café playtest on?",
        "board-game-cafe-playtest",
        [("out", "facilitated_by"), ("out", "member_of")],
    ),
    (
        "Who reports to the lead of the Engine Group?",
        "engine-group",
        [("out", "led_by"), ("in", "reports_to")],
    ),
    (
        "What did we learn from playtesting Saltmarsh Requiem beta 0.9?",
        "saltmarsh-requiem-beta-0-9",
        [("in", "tested"), ("in", "findings_from")],
    ),
    (
        "Which publishers release Team Basalt's games?",
        "team-basalt",
        [("out", "develops"), ("out", "published_by")],
    ),
    (
        "Who manages the person assigned the German subtitle overflow?",
        "bug-subtitle-overflow",
        [("out", "assigned_to"), ("out", "reports_to")],
    ),
    (
        "Which of our games is Hiroshi Tanaka's company publishing?",
        "hiroshi-tanaka",
        [("out", "works_at"), ("in", "published_by")],
    ),
    (
        "Which games did Marcus Webb's employer sign?",
        "marcus-webb",
        [("out", "works_at"), ("in", "published_by")],
    ),
    (
        "Which team built the game pitched to Paragon Arcade?",
        "pitch-to-paragon",
        [("out", "pitched"), ("in", "develops")],
    ),
    (
        "What is Nino Beridze's team building?",
        "nino-beridze",
        [("out", "member_of"), ("out", "develops")],
    ),
    (
        "Which team is the person fixing the online lobby drop on?",
        "bug-lobby-drop",
        [("out", "assigned_to"), ("out", "member_of")],
    ),
    (
        "Which outside firm ran the session for the Hollow Lighthouse beta 0.8?",
        "hollow-lighthouse-beta-0-8",
        [("in", "tested"), ("out", "run_by")],
    ),
    ("Who leads Wang Fang's team?", "wang-fang", [("out", "member_of"), ("out", "led_by")]),
]

PARAPHRASE = [
    (
        "testers overlooked the indicator showing when the water comes in",
        {"tide-clock-discoverability"},
    ),
    (
        "RAM keeps climbing the longer the game stays on because sound channels are never freed",
        {"soak-memory-growth"},
    ),
    ("young kids could not make sense of the power-up symbols", {"ability-icon-legibility"}),
    (
        "a complete game of the deck builder took over an hour and people wanted a brief variant",
        {"run-length-report"},
    ),
    (
        "viewers felt nauseous because the view jolts when the car touches down",
        {"drift-and-camera-comfort"},
    ),
    (
        "people quit after their plants perished in the cold season with no heads-up",
        {"first-winter-churn"},
    ),
    (
        "most of the automated pipeline's duration goes to compiling GPU programs; storing them "
        "for reuse halved the overnight job",
        {"ci-build-time-study"},
    ),
    (
        "newcomers bailed out on the page for arranging departure times",
        {"timetable-screen-abandonment"},
    ),
    (
        "captions unreadable from the sofa and press-and-hold can't be rebound",
        {"accessibility-findings"},
    ),
    ("grace period letting you still leap just after walking off a platform", {"coyote-time"}),
    ("computer rivals that ease off or catch up so the pack stays together", {"rubber-band-ai"}),
    (
        "the game makes itself easier or harder depending on how well you play",
        {"dynamic-difficulty"},
    ),
    (
        "a small chunk of the game finished to shipping standard to show what everything else "
        "will look like",
        {"vertical-slice"},
    ),
    (
        "rules from the hardware maker that every title has to satisfy prior to launch",
        {"platform-certification"},
    ),
    ("the train game got the green light only if its opening map shrank", {"greenlight-rail-sim"}),
]


def _walk(relations: list[tuple[str, str, str]], start: str, steps: list) -> set[str]:
    current = {start}
    for direction, type_ in steps:
        following: set[str] = set()
        for source, relation, target in relations:
            if type_ is not None and relation != type_:
                continue
            if direction == "out" and source in current:
                following.add(target)
            elif direction == "in" and target in current:
                following.add(source)
        current = following
    return current - {start}


def build(seed: int = 113) -> EvalSet:
    b = _Builder(seed)
    _documents(b)
    questions = [Question(text, "lexical", set(rel)) for text, rel in LEXICAL]
    questions += [Question(text, "script", set(rel)) for text, rel in SCRIPT]
    for kind, walks in (("hop", HOP), ("hop2", HOP2)):
        for text, start, steps in walks:
            questions.append(Question(text, kind, _walk(b.relations, start, steps)))
    questions += [Question(text, "paraphrase", set(rel)) for text, rel in PARAPHRASE]
    documents = list(b.documents)
    b.rng.shuffle(documents)
    return EvalSet(documents=documents, questions=questions)


# --- self-check ----------------------------------------------------------------------------------

_GENERIC_TEXT = """
    a an the of on in at to for from by with who whom whose which what where when how is are
    was were be been did does do our us we me show list their its it his her this that these
    those people person team teams game games company firm session sessions meeting meetings
    build builds bug bugs issue issues works work working with about make makes making made
    came come out put front players player tested testing test found find up go went through
    ran run runs release get got handling member members roster heads lead leads led behind
    which other currently moment sat in any sign signed report reports reporting filed against
    publisher publishers one two host hosted outside and"""
_GENERIC = set(_GENERIC_TEXT.split())


def _words(text: str) -> set[str]:
    return {w for w in re.findall(r"[^\W_]+", text.lower()) if len(w) > 2}


def _check(data: EvalSet) -> list[str]:
    from brain.toolkit.claims import uncited_statements
    from brain.toolkit.validation import validate_document

    problems = []
    by_id = {d.brain_id: d for d in data.documents}
    if len(by_id) != len(data.documents):
        problems.append("duplicate ids")
    for document in data.documents:
        for problem in validate_document(document, file_stem=document.brain_id):
            problems.append(f"{document.brain_id}: {problem}")
        if document.kind == "page" and uncited_statements(document.body):
            problems.append(f"{document.brain_id}: uncited statement")
        for relation in document.relations:
            if relation.target not in by_id:
                problems.append(f"{document.brain_id}: broken relation {relation.target}")
    for question in data.questions:
        if not question.relevant:
            problems.append(f"no answer: {question.text}")
        for brain_id in question.relevant:
            if brain_id not in by_id:
                problems.append(f"missing {brain_id}: {question.text}")
        if question.kind == "hop":
            asked = _words(question.text) - _GENERIC
            for brain_id in question.relevant:
                d = by_id[brain_id]
                body = re.sub(r"\[\[[^|\]]*\|?([^\]]*)\]\]", r"\1", d.body)
                text = " ".join([d.title, *d.aliases, body])
                shared = asked & _words(text)
                if shared:
                    problems.append(f"hop shares {shared} with {brain_id}: {question.text}")
    return problems


if __name__ == "__main__":
    data = build()
    for line in _check(data):
        print(line)
    print(len(data.documents), "documents")
    for question in data.questions:
        print(question.kind, question.text, sorted(question.relevant))
