"""Retrieval evaluation set L: a regional water and wastewater utility. HELD OUT.

DATA CARD

What the brain is. The knowledge store of "Wealdmoor Water", a fictional regional water and
wastewater undertaker: treatment works, pumping stations, reservoirs, boreholes, a trunk main
and a sea outfall (folder `assets`, type note); supply areas (`areas`, note); capital projects
and mains replacement schemes (`projects`); contractors, suppliers, consultants, a laboratory
and regulators (`companies`); engineers, operators, managers and outside contacts (`people`),
named in many scripts (Latin with diacritics, Cyrillic, Greek, Arabic, Hebrew, Devanagari,
Chinese, Japanese, Korean), each with a Latin alias, several sharing a first name; board,
operations, project and regulator meetings (`meetings`); decisions (`decisions`, note);
incidents such as bursts, spills and contamination alerts (`incidents`, note); asset
inspections (`inspections`, analysis); procedures and standards (`concepts`); and a staff
handbook of policies and how-tos (`handbook`, note) that shares the questions' vocabulary
without answering any of them. Every page is active, valid, and cites evidence statement by
statement; the evidence documents (`evidence`, kind evidence, type source) are snapshots of
directories, registers, recordings, logs, reports and procedures that the pages quote. Most of
the graph is in typed frontmatter relations (operated_by, located_in, maintained_by,
supplied_by, delivered_by, designed_by, managed_by, upgrades, attended_by, chaired_by,
decided_in, approved_by, reported_by, responded_by, caused_by, notified, inspected,
inspected_by, follows, owned_by, reports_to, works_for, ...); some pages also link neighbours
inline.

Question kinds.
- lexical: the question names the answer's title or one of its aliases.
- script: a person asked for by their name in their own script.
- hop: the answer is one relation away (either direction) from the page the question
  describes; no distinctive word of the question occurs in any answer's title, aliases or
  body (`_check` enforces it). The described page is never relevant.
- hop2: the answer is two relations away (through projects, meetings, facilities, companies).
- paraphrase: a finding, decision, event or procedure described in words its page does not
  use (`_check` enforces the same word rule as for hop).
For hop and hop2, `relevant` is computed by walking the relations, so it is complete.

Provenance. Written by an independent generator from the document format alone
(docs/format.md, the document, validation and claims modules), without reading the ranker,
the search code, the evaluation harness or the other evaluation sets, and never run through a
ranker while it was written. It is a HELD-OUT set: do not tune on it.

`build(seed)` is deterministic per seed; the seed shifts every date and shuffles the document
order. Run `python -m bench.retrieval_data_l` to build it and print `_check`'s problems and
the counts.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

from bench.retrieval_data import EvalSet, Question
from brain.toolkit.claims import uncited_statements
from brain.toolkit.document import Document, parse_document
from brain.toolkit.validation import validate_document

KINDS = ("lexical", "script", "hop", "hop2", "paraphrase")


@dataclass
class LabelledQuestion(Question):
    """A question with the page it describes and, for hop and hop2, the relation path."""

    about: str = ""
    path: tuple[tuple[tuple[str, ...], str], ...] = ()
    folders: tuple[str, ...] = ()
    extra: dict[str, str] = field(default_factory=dict)


# --------------------------------------------------------------------------------------------
# Evidence: key -> (source ref, title, date). Its text is built from the statements citing it.

EVIDENCE: dict[str, tuple[str, str, str]] = {
    # staff directory extracts
    "oc-exec": ("file:OC-01.pdf", "Staff directory: executive team", "2026-01-06"),
    "oc-corp": ("file:OC-02.pdf", "Staff directory: corporate services", "2026-01-06"),
    "oc-wq": ("file:OC-03.pdf", "Staff directory: quality and laboratory", "2026-01-07"),
    "oc-ops": ("file:OC-04.pdf", "Staff directory: production and network", "2026-01-07"),
    "oc-ww": ("file:OC-05.pdf", "Staff directory: effluent and sludge", "2026-01-08"),
    "oc-capital": ("file:OC-06.pdf", "Staff directory: capital and assets", "2026-01-08"),
    # supplier and stakeholder register
    "sr-wealdmoor": ("web:reg-0001", "Register entry 0001", "2026-01-12"),
    "sr-brennan": ("web:reg-0114", "Register entry 0114", "2026-01-12"),
    "sr-tarnside": ("web:reg-0127", "Register entry 0127", "2026-01-12"),
    "sr-hydrex": ("web:reg-0131", "Register entry 0131", "2026-01-13"),
    "sr-nordvik": ("web:reg-0145", "Register entry 0145", "2026-01-13"),
    "sr-alcor": ("web:reg-0152", "Register entry 0152", "2026-01-13"),
    "sr-ductilis": ("web:reg-0163", "Register entry 0163", "2026-01-14"),
    "sr-polyflow": ("web:reg-0170", "Register entry 0170", "2026-01-14"),
    "sr-chemtrace": ("web:reg-0188", "Register entry 0188", "2026-01-14"),
    "sr-aquaserra": ("web:reg-0193", "Register entry 0193", "2026-01-15"),
    "sr-sentinel": ("web:reg-0207", "Register entry 0207", "2026-01-15"),
    "sr-membrana": ("web:reg-0219", "Register entry 0219", "2026-01-15"),
    "sr-halden": ("web:reg-0224", "Register entry 0224", "2026-01-16"),
    "sr-clearwell": ("web:reg-0236", "Register entry 0236", "2026-01-16"),
    "sr-odwq": ("web:reg-0301", "Register entry 0301", "2026-01-16"),
    "sr-rca": ("web:reg-0302", "Register entry 0302", "2026-01-19"),
    "sr-mirfield": ("web:reg-0310", "Register entry 0310", "2026-01-19"),
    # supply area register
    "zr-hollin": ("file:ZR-11.pdf", "Area register sheet ZR-11", "2026-01-20"),
    "zr-saltmarsh": ("file:ZR-12.pdf", "Area register sheet ZR-12", "2026-01-20"),
    "zr-north": ("file:ZR-13.pdf", "Area register sheet ZR-13", "2026-01-20"),
    "zr-kestrel": ("file:ZR-14.pdf", "Area register sheet ZR-14", "2026-01-21"),
    "zr-amber": ("file:ZR-15.pdf", "Area register sheet ZR-15", "2026-01-21"),
    # asset register extracts
    "ar-harrowdene": ("file:AR-0401.pdf", "Asset record AR-0401", "2026-01-22"),
    "ar-copperbeck": ("file:AR-0402.pdf", "Asset record AR-0402", "2026-01-22"),
    "ar-saltmarsh": ("file:AR-0403.pdf", "Asset record AR-0403", "2026-01-22"),
    "ar-millbrook": ("file:AR-0404.pdf", "Asset record AR-0404", "2026-01-23"),
    "ar-dunmere": ("file:AR-0405.pdf", "Asset record AR-0405", "2026-01-23"),
    "ar-ferrymead": ("file:AR-0406.pdf", "Asset record AR-0406", "2026-01-23"),
    "ar-linnet": ("file:AR-0407.pdf", "Asset record AR-0407", "2026-01-26"),
    "ar-heronsgate": ("file:AR-0408.pdf", "Asset record AR-0408", "2026-01-26"),
    "ar-tollgate": ("file:AR-0409.pdf", "Asset record AR-0409", "2026-01-26"),
    "ar-quarry": ("file:AR-0410.pdf", "Asset record AR-0410", "2026-01-27"),
    "ar-aldwick": ("file:AR-0411.pdf", "Asset record AR-0411", "2026-01-27"),
    "ar-blacktarn": ("file:AR-0412.pdf", "Asset record AR-0412", "2026-01-27"),
    "ar-beacon": ("file:AR-0413.pdf", "Asset record AR-0413", "2026-01-28"),
    "ar-oakhanger": ("file:AR-0414.pdf", "Asset record AR-0414", "2026-01-28"),
    "ar-stonecross": ("file:AR-0415.pdf", "Asset record AR-0415", "2026-01-28"),
    "ar-westway": ("file:AR-0416.pdf", "Asset record AR-0416", "2026-01-29"),
    "ar-pennard": ("file:AR-0417.pdf", "Asset record AR-0417", "2026-01-29"),
    "ar-greyfriars": ("file:AR-0418.pdf", "Asset record AR-0418", "2026-01-29"),
    "ar-wyke": ("file:AR-0419.pdf", "Asset record AR-0419", "2026-01-30"),
    # capital tracker
    "cap-hawthorn": ("linear:CAP-101", "Tracker item CAP-101", "2026-02-02"),
    "cap-saltmarsh": ("linear:CAP-102", "Tracker item CAP-102", "2026-02-02"),
    "cap-copperbeck": ("linear:CAP-103", "Tracker item CAP-103", "2026-02-03"),
    "cap-ferrymead": ("linear:CAP-104", "Tracker item CAP-104", "2026-02-03"),
    "cap-westway": ("linear:CAP-105", "Tracker item CAP-105", "2026-02-04"),
    "cap-blacktarn": ("linear:CAP-106", "Tracker item CAP-106", "2026-02-04"),
    "cap-telemetry": ("linear:CAP-107", "Tracker item CAP-107", "2026-02-05"),
    "cap-lead": ("linear:CAP-108", "Tracker item CAP-108", "2026-02-05"),
    "cap-quarry": ("linear:CAP-109", "Tracker item CAP-109", "2026-02-06"),
    "cap-wyke": ("linear:CAP-110", "Tracker item CAP-110", "2026-02-06"),
    "cap-oakhanger": ("linear:CAP-111", "Tracker item CAP-111", "2026-02-09"),
    "cap-smart": ("linear:CAP-112", "Tracker item CAP-112", "2026-02-09"),
    "cap-stonecross": ("linear:CAP-113", "Tracker item CAP-113", "2026-02-10"),
    "cap-dunmere": ("linear:CAP-114", "Tracker item CAP-114", "2026-02-10"),
    # recordings of meetings
    "m-board-jan": ("jamie:rec-4471", "Recording rec-4471", "2026-01-14"),
    "m-board-apr": ("jamie:rec-4530", "Recording rec-4530", "2026-04-15"),
    "m-board-jul": ("jamie:rec-4602", "Recording rec-4602", "2026-07-15"),
    "m-board-oct": ("jamie:rec-4688", "Recording rec-4688", "2026-10-14"),
    "m-cap-q1": ("jamie:rec-4490", "Recording rec-4490", "2026-03-11"),
    "m-cap-q3": ("jamie:rec-4641", "Recording rec-4641", "2026-09-09"),
    "m-ops-11": ("jamie:rec-4487", "Recording rec-4487", "2026-03-12"),
    "m-ops-27": ("jamie:rec-4598", "Recording rec-4598", "2026-07-02"),
    "m-hawthorn-4": ("jamie:rec-4622", "Recording rec-4622", "2026-08-12"),
    "m-saltmarsh-dr": ("jamie:rec-4512", "Recording rec-4512", "2026-03-25"),
    "m-odwq": ("jamie:rec-4555", "Recording rec-4555", "2026-05-20"),
    "m-rca": ("jamie:rec-4571", "Recording rec-4571", "2026-06-10"),
    "m-tollgate-debrief": ("jamie:rec-4593", "Recording rec-4593", "2026-06-24"),
    "m-dam-panel": ("jamie:rec-4520", "Recording rec-4520", "2026-04-08"),
    "m-hs": ("jamie:rec-4548", "Recording rec-4548", "2026-05-13"),
    "m-telemetry": ("jamie:rec-4503", "Recording rec-4503", "2026-03-18"),
    # decision records
    "dr-saltmarsh": ("goat-chat:d-201", "Decision thread d-201", "2026-01-15"),
    "dr-ferric": ("goat-chat:d-204", "Decision thread d-204", "2026-03-13"),
    "dr-oakhanger": ("goat-chat:d-231", "Decision thread d-231", "2026-09-10"),
    "dr-westway": ("goat-chat:d-205", "Decision thread d-205", "2026-03-12"),
    "dr-hawthorn": ("goat-chat:d-206", "Decision thread d-206", "2026-03-12"),
    "dr-flushing": ("goat-chat:d-214", "Decision thread d-214", "2026-05-21"),
    "dr-drawdown": ("goat-chat:d-209", "Decision thread d-209", "2026-04-09"),
    "dr-stonecross": ("goat-chat:d-215", "Decision thread d-215", "2026-05-21"),
    "dr-telemetry": ("goat-chat:d-207", "Decision thread d-207", "2026-03-19"),
    "dr-beacon": ("goat-chat:d-222", "Decision thread d-222", "2026-07-16"),
    "dr-tollgate": ("goat-chat:d-219", "Decision thread d-219", "2026-06-25"),
    "dr-dunmere": ("goat-chat:d-240", "Decision thread d-240", "2026-10-15"),
    # incident logs
    "inc-westway": ("goat-task:t-7710", "Log t-7710", "2026-03-03"),
    "inc-beacon": ("goat-task:t-7902", "Log t-7902", "2026-06-29"),
    "inc-tollgate": ("goat-task:t-7861", "Log t-7861", "2026-06-16"),
    "inc-saltmarsh": ("goat-task:t-7840", "Log t-7840", "2026-05-30"),
    "inc-copperbeck": ("goat-task:t-7725", "Log t-7725", "2026-03-20"),
    "inc-ferrymead": ("goat-task:t-7701", "Log t-7701", "2026-02-26"),
    "inc-aldwick": ("goat-task:t-7955", "Log t-7955", "2026-08-18"),
    "inc-harrowdene": ("goat-task:t-7812", "Log t-7812", "2026-04-28"),
    "inc-hawthorn": ("goat-task:t-7930", "Log t-7930", "2026-07-22"),
    "inc-stonecross": ("goat-task:t-7790", "Log t-7790", "2026-04-14"),
    "inc-telemetry": ("goat-task:t-7745", "Log t-7745", "2026-03-27"),
    "inc-quarry": ("goat-task:t-7880", "Log t-7880", "2026-06-20"),
    # inspection reports
    "ir-blacktarn": ("file:IR-2026-031.pdf", "Report IR-2026-031", "2026-03-30"),
    "ir-aldwick": ("file:IR-2026-044.pdf", "Report IR-2026-044", "2026-05-06"),
    "ir-harrowdene": ("file:IR-2026-039.pdf", "Report IR-2026-039", "2026-04-22"),
    "ir-westway": ("file:IR-2026-012.pdf", "Report IR-2026-012", "2026-02-17"),
    "ir-quarry": ("file:IR-2026-041.pdf", "Report IR-2026-041", "2026-04-29"),
    "ir-ferrymead": ("file:IR-2026-018.pdf", "Report IR-2026-018", "2026-02-24"),
    "ir-oakhanger": ("file:IR-2026-057.pdf", "Report IR-2026-057", "2026-08-25"),
    "ir-beacon": ("file:IR-2026-052.pdf", "Report IR-2026-052", "2026-07-06"),
    "ir-saltmarsh": ("file:IR-2026-049.pdf", "Report IR-2026-049", "2026-06-02"),
    "ir-copperbeck": ("file:IR-2026-036.pdf", "Report IR-2026-036", "2026-04-14"),
    "ir-wyke": ("file:IR-2026-060.pdf", "Report IR-2026-060", "2026-09-15"),
    "ir-pennard": ("file:IR-2026-063.pdf", "Report IR-2026-063", "2026-09-29"),
    # controlled procedures
    "pr-disinfection": ("file:PR-301.docx", "Controlled copy PR-301", "2026-01-09"),
    "pr-confined": ("file:PR-302.docx", "Controlled copy PR-302", "2026-01-09"),
    "pr-bwn": ("file:PR-303.docx", "Controlled copy PR-303", "2026-01-09"),
    "pr-chlorine": ("file:PR-304.docx", "Controlled copy PR-304", "2026-01-10"),
    "pr-reservoir": ("file:PR-305.docx", "Controlled copy PR-305", "2026-01-10"),
    "pr-sewer": ("file:PR-306.docx", "Controlled copy PR-306", "2026-01-10"),
    "pr-ptw": ("file:PR-307.docx", "Controlled copy PR-307", "2026-01-11"),
    "pr-burst": ("file:PR-308.docx", "Controlled copy PR-308", "2026-01-11"),
    "pr-phosphorus": ("file:PR-309.docx", "Controlled copy PR-309", "2026-01-11"),
    "pr-pipe": ("file:PR-310.docx", "Controlled copy PR-310", "2026-01-11"),
    # staff handbook chapters
    "hb-people": ("file:HB-1.pdf", "Staff handbook, part 1", "2026-01-02"),
    "hb-safety": ("file:HB-2.pdf", "Staff handbook, part 2", "2026-01-02"),
    "hb-finance": ("file:HB-3.pdf", "Staff handbook, part 3", "2026-01-02"),
    "hb-comms": ("file:HB-4.pdf", "Staff handbook, part 4", "2026-01-02"),
}

# How a citation of each family reads in a body, and the first line of its snapshot.
_EV_FAMILY: dict[str, tuple[str, str]] = {
    "oc": ("directory", "Entries exported from the HR directory."),
    "sr": ("register", "Entries from the supplier and stakeholder register."),
    "zr": ("register", "Sheet from the supply area register."),
    "ar": ("register", "Extract from the asset register."),
    "cap": ("tracker", "Item from the capital tracker."),
    "m": ("minutes", "Notes taken from the recording."),
    "dr": ("record", "Decision as recorded in the thread."),
    "inc": ("log", "Entries from the control room log."),
    "ir": ("report", "Summary page of the report."),
    "pr": ("controlled copy", "Summary section of the controlled procedure."),
    "hb": ("handbook", "Chapter of the staff handbook."),
}


def _family(key: str) -> str:
    return key.split("-", 1)[0]


# --------------------------------------------------------------------------------------------
# Pages. Statements carry {e:key} (a citation) and {p:id|Label} (an inline page link).


@dataclass
class _Spec:
    id: str
    folder: str
    type: str
    title: str
    aliases: list[str]
    relations: list[tuple[str, str]]
    statements: list[str]
    timeline: list[tuple[str, str]] = field(default_factory=list)


PAGES: list[_Spec] = []


def _add(
    id_: str,
    folder: str,
    type_: str,
    title: str,
    aliases: list[str],
    rels: str,
    statements: list[str],
    timeline: list[tuple[str, str]] | None = None,
) -> None:
    relations = [tuple(item.split(":")) for item in rels.split()]
    PAGES.append(
        _Spec(id_, folder, type_, title, aliases, relations, statements, timeline or [])  # type: ignore[arg-type]
    )


def _person(id_: str, title: str, aliases: list[str], rels: str, *statements: str) -> None:
    _add(id_, "people", "person", title, aliases, rels, list(statements))


def _company(id_: str, title: str, aliases: list[str], rels: str, *statements: str) -> None:
    _add(id_, "companies", "company", title, aliases, rels, list(statements))


def _asset(id_: str, title: str, aliases: list[str], rels: str, *statements: str) -> None:
    _add(id_, "assets", "note", title, aliases, rels, list(statements))


# --- people of the utility ------------------------------------------------------------------

WW = "works_for:wealdmoor-water"

_person(
    "margaret-hollis",
    "Margaret Hollis",
    ["Maggie Hollis"],
    WW,
    "Chief executive since 2019; previously finance director at a neighbouring utility "
    "{e:oc-exec}.",
    "Holds the licence accountability and presents the five-year business plan {e:oc-exec}.",
)
_person(
    "layla-mansour",
    "ليلى منصور",
    ["Layla Mansour"],
    WW,
    "Independent non-executive chair, appointed in 2021 after a career in infrastructure "
    "finance {e:oc-exec}.",
    "Leads the annual effectiveness review of the directors {e:oc-exec}.",
)
_person(
    "yusuf-haddad",
    "يوسف حداد",
    ["Yusuf Haddad"],
    f"{WW} reports_to:margaret-hollis",
    "Director of operations, responsible for treatment, the distribution network and the "
    "control room {e:oc-exec}.",
    "Previously ran distribution for a Gulf utility for eleven years {e:oc-exec}.",
)
_person(
    "eleni-papadopoulou",
    "Ελένη Παπαδοπούλου",
    ["Eleni Papadopoulou"],
    f"{WW} reports_to:margaret-hollis",
    "Director of wastewater since 2022, covering effluent treatment, sludge handling and the "
    "collection network {e:oc-exec}.",
    "Chartered environmental engineer who spent a decade with the Athens utility {e:oc-exec}.",
)
_person(
    "zofia-wojcik",
    "Zofia Wójcik",
    ["Zofia Wojcik"],
    f"{WW} reports_to:margaret-hollis",
    "Head of capital delivery; joined from a rail infrastructure client in 2020 {e:oc-capital}.",
    "Holds delegated authority for investment approvals up to £5m {e:oc-capital}.",
)
_person(
    "park-jiyeon",
    "박지연",
    ["Park Ji-yeon", "Jiyeon Park"],
    f"{WW} reports_to:margaret-hollis",
    "Finance director; oversees the regulatory accounts and spend reporting {e:oc-exec}.",
)
_person(
    "harriet-lowe",
    "Harriet Lowe",
    ["H. Lowe"],
    f"{WW} reports_to:layla-mansour",
    "Company secretary; keeps the statutory registers and the governance calendar {e:oc-corp}.",
)
_person(
    "natalya-orlova",
    "Наталья Орлова",
    ["Natalya Orlova"],
    f"{WW} reports_to:yusuf-haddad",
    "Quality manager for treated supply; leads sampling compliance and contact with "
    "inspectors {e:oc-wq}.",
    "Qualified chemist with twenty years in compliance {e:oc-wq}.",
)
_person(
    "ana-kovac",
    "Ana Kovač",
    ["Ana Kovac"],
    f"{WW} reports_to:natalya-orlova",
    "Process scientist who tunes coagulation and disinfection at the treatment plants {e:oc-wq}.",
    "Sets the residual chlorine targets used by operators {e:oc-wq}.",
)
_person(
    "eleni-markou",
    "Ελένη Μάρκου",
    ["Eleni Markou"],
    f"{WW} reports_to:natalya-orlova",
    "Senior analyst at the central laboratory, running microbiology and nutrient methods "
    "{e:oc-wq}.",
)
_person(
    "wang-jianguo",
    "王建国",
    ["Wang Jianguo", "Jianguo Wang"],
    f"{WW} reports_to:yusuf-haddad",
    "Leakage and network manager; runs the repair gangs and the district metering "
    "programme {e:oc-ops}.",
    "Set the current leakage target of 118 megalitres a day {e:oc-ops}.",
)
_person(
    "tom-ashworth",
    "Tom Ashworth",
    ["Thomas Ashworth"],
    f"{WW} reports_to:wang-jianguo",
    "Network technician based at the city depot; valve operations and pressure logging {e:oc-ops}.",
)
_person(
    "eoin-ocallaghan",
    "Eoin Ó Ceallacháin",
    ["Eoin O'Callaghan"],
    f"{WW} reports_to:wang-jianguo",
    "Network technician covering the southern valleys; trained in mains rehabilitation {e:oc-ops}.",
)
_person(
    "noa-levi",
    "נועה לוי",
    ["Noa Levi"],
    f"{WW} reports_to:wang-jianguo",
    "Hydraulic modeller maintaining the network model and demand forecasts {e:oc-ops}.",
)
_person(
    "sato-yuki",
    "佐藤由紀",
    ["Yuki Sato", "Sato Yuki"],
    f"{WW} reports_to:yusuf-haddad",
    "Production manager for the clean-water treatment plants and boreholes {e:oc-ops}.",
)
_person(
    "mehmet-yilmaz",
    "Mehmet Yılmaz",
    ["Mehmet Yilmaz"],
    f"{WW} reports_to:sato-yuki",
    "Shift operator on the clean-water side, qualified for chlorine handling and raw-water "
    "abstraction {e:oc-ops}.",
)
_person(
    "kenji-yamamoto",
    "山本健二",
    ["Kenji Yamamoto"],
    f"{WW} reports_to:yusuf-haddad",
    "Control room supervisor; coordinates out-of-hours callouts and alarm handling {e:oc-ops}.",
)
_person(
    "dmitry-sokolov",
    "Дмитрий Соколов",
    ["Dmitry Sokolov"],
    f"{WW} reports_to:kenji-yamamoto",
    "SCADA engineer responsible for PLC code, radio links and historian data {e:oc-ops}.",
)
_person(
    "arjun-mehta",
    "अर्जुन मेहता",
    ["Arjun Mehta"],
    f"{WW} reports_to:eleni-papadopoulou",
    "Process operator at the coastal effluent plant; holds the operator competence "
    "certificate {e:oc-ww}.",
)
_person(
    "lukas-novak",
    "Lukáš Novák",
    ["Lukas Novak"],
    f"{WW} reports_to:eleni-papadopoulou",
    "Shift technician on the wastewater side, covering the city plant and the digesters {e:oc-ww}.",
)
_person(
    "gareth-pryce",
    "Gareth Pryce",
    ["Gaz Pryce"],
    f"{WW} reports_to:eleni-papadopoulou",
    "Foul network technician on the standby rota {e:oc-ww}.",
)
_person(
    "ana-ferreira",
    "Ana Ferreira",
    ["A. Ferreira"],
    f"{WW} reports_to:zofia-wojcik",
    "Asset manager; keeps the condition grades and the renewal backlog {e:oc-capital}.",
)
_person(
    "olena-shevchenko",
    "Олена Шевченко",
    ["Olena Shevchenko"],
    f"{WW} reports_to:ana-ferreira",
    "Civil asset inspector; structural and access checks of tanks and chambers {e:oc-capital}.",
)
_person(
    "nikos-georgiou",
    "Νίκος Γεωργίου",
    ["Nikos Georgiou"],
    f"{WW} reports_to:ana-ferreira",
    "Supervising engineer under reservoir safety law for the company's impounding dams "
    "{e:oc-capital}.",
)
_person(
    "sam-okafor",
    "Samuel Okafor",
    ["Sam Okafor"],
    f"{WW} reports_to:nikos-georgiou",
    "Keeper at the two upland impoundments; weekly walkover and instrument readings "
    "{e:oc-capital}.",
)
_person(
    "priya-sharma",
    "प्रिया शर्मा",
    ["Priya Sharma"],
    f"{WW} reports_to:zofia-wojcik",
    "Project manager in capital delivery; chartered civil engineer {e:oc-capital}.",
)
_person(
    "ruth-abara",
    "Ruth Abara",
    ["R. Abara"],
    f"{WW} reports_to:zofia-wojcik",
    "Manages the renewal of distribution and trunk mains {e:oc-capital}.",
)
_person(
    "lee-seojun",
    "이서준",
    ["Lee Seo-jun"],
    f"{WW} reports_to:ruth-abara",
    "Graduate engineer on the two-year rotation, currently in mains renewal {e:oc-capital}.",
)
_person(
    "priya-iyer",
    "प्रिया अय्यर",
    ["Priya Iyer"],
    f"{WW} reports_to:park-jiyeon",
    "Capital programme accountant; tracks spend against the regulatory allowance {e:oc-corp}.",
)
_person(
    "yael-mizrahi",
    "יעל מזרחי",
    ["Yael Mizrahi"],
    f"{WW} reports_to:margaret-hollis",
    "Health and safety lead; runs accident investigations and contractor audits {e:oc-corp}.",
)

# --- people of other organisations ------------------------------------------------------------

_person(
    "omar-khalil",
    "عمر خليل",
    ["Omar Khalil"],
    "works_for:brennan-civils",
    "Contracts manager handling the utility framework orders {e:sr-brennan}.",
)
_person(
    "dmitri-volkov",
    "Дмитрий Волков",
    ["Dmitri Volkov"],
    "works_for:tarnside-construction",
    "Site agent on the coastal process contract {e:sr-tarnside}.",
)
_person(
    "kim-minjun",
    "김민준",
    ["Kim Min-jun"],
    "works_for:hydrex-pipeline",
    "Site manager for no-dig rehabilitation crews; CCTV-certified {e:sr-hydrex}.",
)
_person(
    "soren-lindqvist",
    "Søren Lindqvist",
    ["Soren Lindqvist"],
    "works_for:nordvik-tunnelling",
    "Project director for the UK contracts; marine and tunnel specialist {e:sr-nordvik}.",
)
_person(
    "mehmet-demir",
    "Mehmet Demir",
    ["M. Demir"],
    "works_for:alcor-me",
    "M&E supervisor leading the reactive maintenance crew {e:sr-alcor}.",
)
_person(
    "chloe-lefevre",
    "Chloé Lefèvre",
    ["Chloe Lefevre"],
    "works_for:halden-partners",
    "Design lead and panel engineer for impounding reservoirs, with twenty years of "
    "embankment experience {e:sr-halden}.",
)
_person(
    "chen-hao",
    "陈浩",
    ["Chen Hao"],
    "works_for:halden-partners reports_to:chloe-lefevre",
    "Process engineer specialising in nutrient stripping and blending hydraulics {e:sr-halden}.",
)
_person(
    "jurgen-bauerle",
    "Jürgen Bäuerle",
    ["Juergen Baeuerle", "Jurgen Bauerle"],
    "works_for:aquaserra-pumps",
    "Field service engineer for large centrifugal sets {e:sr-aquaserra}.",
)
_person(
    "rohan-deshpande",
    "रोहन देशपांडे",
    ["Rohan Deshpande"],
    "works_for:chemtrace",
    "Key account manager for water-sector customers {e:sr-chemtrace}.",
)
_person(
    "avi-cohen",
    "אבי כהן",
    ["Avi Cohen"],
    "works_for:sentinel-telemetry",
    "Account manager for utility customers; owns our support contract {e:sr-sentinel}.",
)
_person(
    "hiroshi-tanaka",
    "田中博",
    ["Hiroshi Tanaka"],
    "works_for:membrana-filtration",
    "Applications engineer for ultrafiltration modules {e:sr-membrana}.",
)
_person(
    "li-mei",
    "李梅",
    ["Li Mei"],
    "works_for:clearwell-analytical",
    "Laboratory director and proficiency-scheme assessor {e:sr-clearwell}.",
)
_person(
    "ines-mendez",
    "Inés Méndez",
    ["Ines Mendez"],
    "works_for:odwq",
    "Inspector covering the region's supply audits since 2018 {e:sr-odwq}.",
)
_person(
    "fiona-macleod",
    "Fiona MacLeod",
    ["F. MacLeod"],
    "works_for:rca",
    "Environment officer responsible for discharge permits in the south-east catchments "
    "{e:sr-rca}.",
)
_person(
    "bjorn-ekstrom",
    "Björn Ekström",
    ["Bjorn Ekstrom"],
    "works_for:ductilis-pipe",
    "Technical sales engineer for ductile iron pipe and fittings {e:sr-ductilis}.",
)
_person(
    "katerina-dvorakova",
    "Kateřina Dvořáková",
    ["Katerina Dvorakova"],
    "works_for:polyflow-plastics",
    "Technical sales for polyethylene pressure pipe {e:sr-polyflow}.",
)

# --- companies and regulators ------------------------------------------------------------------

_company(
    "wealdmoor-water",
    "Wealdmoor Water",
    ["Wealdmoor Water Services", "WWS"],
    "",
    "Regional water and wastewater undertaker serving about 1.1 million people {e:sr-wealdmoor}.",
    "Runs treatment works, pumping stations, reservoirs and 9,400 km of mains {e:sr-wealdmoor}.",
)
_company(
    "brennan-civils",
    "Brennan Civils Ltd",
    ["Brennan Civils", "Brennan"],
    "",
    "Civil engineering business on the pipelaying framework since 2022 {e:sr-brennan}.",
    "Employs about 400 people across three depots {e:sr-brennan}.",
)
_company(
    "tarnside-construction",
    "Tarnside Construction",
    ["Tarnside"],
    "",
    "Process and civil construction contractor for treatment plant upgrades {e:sr-tarnside}.",
)
_company(
    "hydrex-pipeline",
    "Hydrex Pipeline Services",
    ["Hydrex"],
    "",
    "No-dig rehabilitation specialist: slip-lining, cured-in-place liners and pipe bursting "
    "{e:sr-hydrex}.",
)
_company(
    "nordvik-tunnelling",
    "Nordvik Tunnelling AS",
    ["Nordvik"],
    "",
    "Norwegian tunnelling and marine contractor with a UK branch in Leeds {e:sr-nordvik}.",
)
_company(
    "alcor-me",
    "Alcor Mechanical & Electrical",
    ["Alcor M&E", "Alcor"],
    "",
    "Installer of pumps, motors, switchgear and control panels {e:sr-alcor}.",
)
_company(
    "ductilis-pipe",
    "Ductilis Pipe Systems",
    ["Ductilis"],
    "",
    "Manufacturer of ductile iron pipe, fittings and valves {e:sr-ductilis}.",
)
_company(
    "polyflow-plastics",
    "Polyflow Plastics",
    ["Polyflow"],
    "",
    "Extruder of PE100 pressure pipe and electrofusion fittings {e:sr-polyflow}.",
)
_company(
    "chemtrace",
    "ChemTrace Chemicals",
    ["ChemTrace"],
    "",
    "Supplier of coagulants, sodium hypochlorite and chlorine gas drums {e:sr-chemtrace}.",
)
_company(
    "aquaserra-pumps",
    "AquaSerra Pumps GmbH",
    ["AquaSerra"],
    "",
    "German maker of large centrifugal and submersible pumps, with a field service arm "
    "{e:sr-aquaserra}.",
)
_company(
    "sentinel-telemetry",
    "Sentinel Telemetry",
    ["Sentinel"],
    "",
    "Vendor of outstations, radio telemetry and SCADA software {e:sr-sentinel}.",
)
_company(
    "membrana-filtration",
    "Membrana Filtration Kft.",
    ["Membrana"],
    "",
    "Hungarian manufacturer of ultrafiltration membrane modules {e:sr-membrana}.",
)
_company(
    "halden-partners",
    "Halden & Partners",
    ["Halden Engineering", "Halden"],
    "",
    "Engineering practice providing process and dam engineering on our framework {e:sr-halden}.",
)
_company(
    "clearwell-analytical",
    "Clearwell Analytical",
    ["Clearwell"],
    "",
    "Accredited contract laboratory used for overflow and trace organics testing {e:sr-clearwell}.",
)
_company(
    "odwq",
    "Office of Drinking Water Quality",
    ["ODWQ"],
    "",
    "Regulator of drinking water quality; audits treatment and sampling {e:sr-odwq}.",
)
_company(
    "rca",
    "Rivers and Coasts Agency",
    ["RCA"],
    "",
    "Environmental body issuing discharge permits and investigating pollution {e:sr-rca}.",
)
_company(
    "mirfield-council",
    "Mirfield County Council",
    ["Mirfield Highways"],
    "",
    "Highway authority for the county; grants street-works permits and traffic orders "
    "{e:sr-mirfield}.",
)

# --- supply areas ------------------------------------------------------------------------------

_add(
    "hollin-vale",
    "areas",
    "note",
    "Hollin Vale",
    [],
    "",
    ["Semi-rural valley in the west with about 84,000 connected properties {e:zr-hollin}."],
)
_add(
    "saltmarsh-coast",
    "areas",
    "note",
    "Saltmarsh Coast",
    [],
    "",
    ["Coastal strip around Wyke Bay and Saltmarsh town, 61,000 properties {e:zr-saltmarsh}."],
)
_add(
    "north-fells",
    "areas",
    "note",
    "North Fells",
    [],
    "",
    ["Upland moorland supplying most of the region's gravity-fed supply {e:zr-north}."],
)
_add(
    "kestrel-city",
    "areas",
    "note",
    "Kestrel City",
    [],
    "",
    [
        "Urban core of the region with 212,000 properties and the oldest cast iron mains "
        "{e:zr-kestrel}."
    ],
)
_add(
    "amber-lowlands",
    "areas",
    "note",
    "Amber Lowlands",
    [],
    "",
    ["Flat farmland in the east underlain by the chalk aquifer {e:zr-amber}."],
)

# --- assets ------------------------------------------------------------------------------------

_asset(
    "harrowdene-wtw",
    "Harrowdene Water Treatment Works",
    ["Harrowdene WTW"],
    "located_in:hollin-vale operated_by:mehmet-yilmaz supplied_by:chemtrace regulated_by:odwq "
    "draws_from:aldwick-reservoir feeds:beacon-hill-sr",
    "Conventional clarification and rapid gravity filtration, 95 Ml/d, commissioned 1974 "
    "{e:ar-harrowdene}.",
    "Final disinfection by sodium hypochlorite; sludge is thickened before tankering "
    "{e:ar-harrowdene}.",
)
_asset(
    "copperbeck-wtw",
    "Copperbeck Water Treatment Works",
    ["Copperbeck WTW"],
    "located_in:north-fells operated_by:sato-yuki supplied_by:chemtrace "
    "supplied_by:membrana-filtration regulated_by:odwq draws_from:black-tarn-reservoir "
    "feeds:oakhanger-sr",
    "Upland treatment plant, 40 Ml/d, treating soft coloured moorland supply by dissolved air "
    "flotation {e:ar-copperbeck}.",
)
_asset(
    "saltmarsh-wwtw",
    "Saltmarsh Wastewater Treatment Works",
    ["Saltmarsh STW"],
    "located_in:saltmarsh-coast operated_by:arjun-mehta regulated_by:rca supplied_by:chemtrace "
    "discharges_to:wyke-point-outfall",
    "Activated sludge plant for a population equivalent of 140,000, with UV disinfection in "
    "the bathing season {e:ar-saltmarsh}.",
)
_asset(
    "millbrook-wwtw",
    "Millbrook Wastewater Treatment Works",
    ["Millbrook STW"],
    "located_in:kestrel-city operated_by:lukas-novak regulated_by:rca sludge_to:dunmere-stc",
    "The region's largest effluent plant, population equivalent 390,000, with tertiary sand "
    "filters {e:ar-millbrook}.",
)
_asset(
    "dunmere-stc",
    "Dunmere Sludge Treatment Centre",
    ["Dunmere STC"],
    "located_in:amber-lowlands operated_by:lukas-novak maintained_by:alcor-me",
    "Anaerobic digestion with combined heat and power for imported sludge cake and liquid "
    "sludge {e:ar-dunmere}.",
)
_asset(
    "ferrymead-ps",
    "Ferrymead Pumping Station",
    ["Ferrymead Booster"],
    "located_in:kestrel-city operated_by:tom-ashworth maintained_by:aquaserra-pumps "
    "pumps_to:beacon-hill-sr",
    "Booster with four 250 kW sets lifting treated supply to the high-level zone {e:ar-ferrymead}.",
)
_asset(
    "linnet-lane-bs",
    "Linnet Lane Booster Station",
    ["Linnet Lane BS"],
    "located_in:hollin-vale operated_by:eoin-ocallaghan maintained_by:aquaserra-pumps",
    "Small inline unit with two duty and standby sets serving 3,200 hillside properties "
    "{e:ar-linnet}.",
)
_asset(
    "heronsgate-intake",
    "Heronsgate River Intake",
    ["Heronsgate Raw Water Pumping Station"],
    "located_in:amber-lowlands operated_by:mehmet-yilmaz pumps_to:aldwick-reservoir",
    "Takes up to 120 Ml/d from the River Amber under licence {e:ar-heronsgate}.",
)
_asset(
    "tollgate-sps",
    "Tollgate Sewage Pumping Station",
    ["Tollgate SPS"],
    "located_in:kestrel-city operated_by:gareth-pryce maintained_by:alcor-me "
    "pumps_to:millbrook-wwtw",
    "Foul and combined flows lifted by three submersible units into a 600 m rising main "
    "{e:ar-tollgate}.",
)
_asset(
    "quarry-hill-sps",
    "Quarry Hill Sewage Pumping Station",
    ["Quarry Hill SPS"],
    "located_in:saltmarsh-coast operated_by:gareth-pryce maintained_by:aquaserra-pumps "
    "pumps_to:saltmarsh-wwtw",
    "Wet-well installation on the seafront collecting flows from the eastern catchment "
    "{e:ar-quarry}.",
)
_asset(
    "aldwick-reservoir",
    "Aldwick Reservoir",
    [],
    "located_in:amber-lowlands operated_by:sam-okafor supervised_by:nikos-georgiou",
    "Bankside storage lake holding 14,000 Ml behind a clay-cored embankment {e:ar-aldwick}.",
)
_asset(
    "black-tarn-reservoir",
    "Black Tarn Reservoir",
    [],
    "located_in:north-fells operated_by:sam-okafor supervised_by:nikos-georgiou",
    "Impounding dam of 1903 with a masonry spillway, holding 4,200 Ml {e:ar-blacktarn}.",
)
_asset(
    "beacon-hill-sr",
    "Beacon Hill Service Reservoir",
    ["Beacon Hill SR"],
    "located_in:hollin-vale operated_by:eoin-ocallaghan",
    "Two-compartment covered tank of 45 Ml on the ridge above the valley town {e:ar-beacon}.",
)
_asset(
    "oakhanger-sr",
    "Oakhanger Service Reservoir",
    ["Oakhanger SR"],
    "located_in:north-fells operated_by:eoin-ocallaghan",
    "Concrete-roofed tank of 22 Ml built in 1938 and fed by gravity {e:ar-oakhanger}.",
)
_asset(
    "stonecross-boreholes",
    "Stonecross Borehole Field",
    ["Stonecross BH"],
    "located_in:amber-lowlands operated_by:sato-yuki",
    "Five chalk boreholes with a combined licence of 18 Ml/d {e:ar-stonecross}.",
)
_asset(
    "westway-trunk-main",
    "Westway Trunk Main",
    [],
    "located_in:kestrel-city operated_by:wang-jianguo",
    "Eleven kilometres of 900 mm cast iron laid in 1911 between the treatment works and the "
    "inner ring {e:ar-westway}.",
)
_asset(
    "pennard-lab",
    "Pennard Scientific Laboratory",
    ["Pennard Lab"],
    "located_in:kestrel-city operated_by:eleni-markou",
    "Central laboratory for compliance samples, accredited to ISO/IEC 17025 {e:ar-pennard}.",
)
_asset(
    "greyfriars-control",
    "Greyfriars Control Room",
    ["Greyfriars Control Centre"],
    "located_in:kestrel-city operated_by:kenji-yamamoto supplied_by:sentinel-telemetry",
    "Round-the-clock room monitoring 1,900 outstations {e:ar-greyfriars}.",
)
_asset(
    "wyke-point-outfall",
    "Wyke Point Long Sea Outfall",
    ["Wyke Point Outfall"],
    "located_in:saltmarsh-coast regulated_by:rca maintained_by:nordvik-tunnelling",
    "A 1.8 km sea outfall with a diffuser section in eight metres of depth {e:ar-wyke}.",
)

# --- projects ----------------------------------------------------------------------------------


def _project(id_: str, title: str, aliases: list[str], rels: str, *statements: str) -> None:
    ev = re.search(r"\{e:(cap-[a-z]+)\}", statements[0])
    assert ev
    _add(
        id_,
        "projects",
        "project",
        title,
        aliases,
        rels,
        list(statements),
        [(ev.group(1), "Stage gate passed; next stage funded.")],
    )


_project(
    "hawthorn-road-mains",
    "Hawthorn Road Mains Replacement",
    ["HRMR", "Hawthorn Road scheme"],
    "managed_by:ruth-abara delivered_by:brennan-civils supplied_by:ductilis-pipe "
    "located_in:kestrel-city permitted_by:mirfield-council assisted_by:lee-seojun",
    "Replaces 3.4 km of 1890s cast iron under Hawthorn Road with 300 mm ductile iron "
    "{e:cap-hawthorn}.",
    "Work runs in six traffic-managed phases; phase four finished in week 30 {e:m-hawthorn-4}.",
)
_project(
    "saltmarsh-phosphorus",
    "Saltmarsh Phosphorus Removal Scheme",
    ["Saltmarsh P-removal"],
    "managed_by:priya-sharma sponsored_by:eleni-papadopoulou upgrades:saltmarsh-wwtw "
    "designed_by:halden-partners delivered_by:tarnside-construction supplied_by:chemtrace",
    "Adds ferric dosing and tertiary disc filters at {p:saltmarsh-wwtw|Saltmarsh} to meet a "
    "0.5 mg/l total phosphorus permit {e:cap-saltmarsh}.",
    "Budget of £18.4m; commissioning is due before the permit date {e:dr-saltmarsh}.",
)
_project(
    "copperbeck-membranes",
    "Copperbeck Membrane Filtration Upgrade",
    ["Copperbeck UF"],
    "managed_by:priya-sharma upgrades:copperbeck-wtw supplied_by:membrana-filtration "
    "delivered_by:alcor-me designed_by:halden-partners",
    "Installs ultrafiltration downstream of flotation at {p:copperbeck-wtw|Copperbeck} as a "
    "barrier to Cryptosporidium {e:cap-copperbeck}.",
)
_project(
    "ferrymead-pump-refurb",
    "Ferrymead Pump Refurbishment",
    ["Ferrymead refurb"],
    "managed_by:ana-ferreira upgrades:ferrymead-ps supplied_by:aquaserra-pumps "
    "delivered_by:alcor-me",
    "Replaces two of the four sets at {p:ferrymead-ps|Ferrymead} with variable-speed units "
    "{e:cap-ferrymead}.",
)
_project(
    "westway-relining",
    "Westway Trunk Main Relining",
    ["Westway relining"],
    "managed_by:ruth-abara upgrades:westway-trunk-main delivered_by:hydrex-pipeline "
    "permitted_by:mirfield-council",
    "Slip-lines the worst 4 km of the {p:westway-trunk-main|Westway main} with structural PE "
    "{e:cap-westway}.",
)
_project(
    "black-tarn-dam-safety",
    "Black Tarn Dam Safety Works",
    ["Black Tarn spillway works"],
    "managed_by:zofia-wojcik upgrades:black-tarn-reservoir designed_by:halden-partners "
    "delivered_by:nordvik-tunnelling",
    "Widens the spillway at {p:black-tarn-reservoir|Black Tarn} and adds a low-level outlet "
    "tunnel, as the statutory inspection required {e:cap-blacktarn}.",
)
_project(
    "telemetry-renewal",
    "Telemetry Outstation Renewal",
    ["Outstation renewal"],
    "managed_by:dmitry-sokolov supplied_by:sentinel-telemetry upgrades:tollgate-sps "
    "upgrades:quarry-hill-sps upgrades:linnet-lane-bs upgrades:ferrymead-ps",
    "Swaps 2G-era outstations for 4G units with battery backup across 140 remote "
    "installations {e:cap-telemetry}.",
)
_project(
    "lead-pipe-programme",
    "Lead Communication Pipe Replacement Programme",
    ["Lead pipe programme"],
    "managed_by:ruth-abara delivered_by:hydrex-pipeline supplied_by:polyflow-plastics "
    "located_in:hollin-vale",
    "Replaces 6,000 lead service connections a year with PE, prioritising schools and "
    "nurseries {e:cap-lead}.",
)
_project(
    "quarry-hill-storm-tank",
    "Quarry Hill Storm Tank",
    ["Quarry Hill storm storage"],
    "managed_by:priya-sharma upgrades:quarry-hill-sps delivered_by:tarnside-construction",
    "Adds 2,500 m3 of storm storage beside {p:quarry-hill-sps|the Quarry Hill station} to cut "
    "spills to the bay {e:cap-quarry}.",
)
_project(
    "wyke-outfall-extension",
    "Wyke Point Outfall Extension",
    ["Wyke outfall extension"],
    "managed_by:zofia-wojcik upgrades:wyke-point-outfall delivered_by:nordvik-tunnelling "
    "designed_by:halden-partners",
    "Extends the {p:wyke-point-outfall|Wyke Point outfall} by 600 m into deeper water to "
    "improve dilution {e:cap-wyke}.",
)
_project(
    "oakhanger-roof",
    "Oakhanger Reservoir Roof Replacement",
    ["Oakhanger roof"],
    "managed_by:ana-ferreira upgrades:oakhanger-sr delivered_by:brennan-civils",
    "Replaces the cracked 1938 slab roof of {p:oakhanger-sr|Oakhanger} with precast units and "
    "a new membrane {e:cap-oakhanger}.",
)
_project(
    "smart-meter-pilot",
    "Smart Meter Pilot",
    ["AMI pilot"],
    "managed_by:noa-levi supplied_by:sentinel-telemetry located_in:hollin-vale",
    "Fits 5,000 radio meters in two metered areas to test night-flow analysis {e:cap-smart}.",
)
_project(
    "stonecross-nitrate-blending",
    "Stonecross Nitrate Blending Scheme",
    ["Stonecross blending"],
    "managed_by:sato-yuki upgrades:stonecross-boreholes designed_by:halden-partners",
    "Blends high-nitrate borehole supply with low-nitrate river-derived supply to stay below "
    "50 mg/l {e:cap-stonecross}.",
)
_project(
    "dunmere-digester-rebuild",
    "Dunmere Digester Rebuild",
    ["Dunmere AD rebuild"],
    "managed_by:zofia-wojcik upgrades:dunmere-stc delivered_by:tarnside-construction "
    "supplied_by:aquaserra-pumps",
    "Rebuilds the two oldest digesters at {p:dunmere-stc|Dunmere} with new mixing and biogas "
    "handling {e:cap-dunmere}.",
)

# --- meetings ----------------------------------------------------------------------------------


def _meeting(id_: str, title: str, rels: str, *statements: str) -> None:
    _add(id_, "meetings", "meeting", title, [], rels, list(statements))


_meeting(
    "board-jan",
    "Board meeting — January",
    "chaired_by:layla-mansour attended_by:margaret-hollis attended_by:park-jiyeon "
    "attended_by:harriet-lowe attended_by:zofia-wojcik discussed:saltmarsh-phosphorus",
    "Quarterly gathering of the directors; released the phosphorus investment at the coast and "
    "noted the winter leakage position {e:m-board-jan}.",
)
_meeting(
    "board-apr",
    "Board meeting — April",
    "chaired_by:layla-mansour attended_by:margaret-hollis attended_by:park-jiyeon "
    "attended_by:harriet-lowe attended_by:eleni-papadopoulou discussed:black-tarn-dam-safety",
    "Reviewed the spillway findings at the upland dam and the draft annual performance report "
    "{e:m-board-apr}.",
)
_meeting(
    "board-jul",
    "Board meeting — July",
    "chaired_by:layla-mansour attended_by:margaret-hollis attended_by:harriet-lowe "
    "attended_by:yusuf-haddad attended_by:park-jiyeon discussed:inc-beacon-coliform",
    "Heard the account of the {p:inc-beacon-coliform|Beacon Hill coliform event} and ratified "
    "the precautionary notice {e:m-board-jul}.",
)
_meeting(
    "board-oct",
    "Board meeting — October",
    "chaired_by:layla-mansour attended_by:margaret-hollis attended_by:harriet-lowe "
    "attended_by:zofia-wojcik attended_by:park-jiyeon discussed:dunmere-digester-rebuild",
    "Approved investment in sludge treatment and set next year's leakage target {e:m-board-oct}.",
)
_meeting(
    "capital-programme-q1",
    "Capital Programme Board — Q1",
    "chaired_by:zofia-wojcik attended_by:ruth-abara attended_by:priya-sharma "
    "attended_by:priya-iyer attended_by:ana-ferreira discussed:hawthorn-road-mains "
    "discussed:westway-relining discussed:copperbeck-membranes",
    "Awarded the {p:hawthorn-road-mains|Hawthorn Road} pipelaying contract and chose "
    "trenchless methods for the {p:westway-relining|Westway relining} {e:m-cap-q1}.",
)
_meeting(
    "capital-programme-q3",
    "Capital Programme Board — Q3",
    "chaired_by:zofia-wojcik attended_by:ruth-abara attended_by:priya-sharma "
    "attended_by:park-jiyeon attended_by:ana-ferreira discussed:westway-relining "
    "discussed:oakhanger-roof",
    "Pushed the {p:oakhanger-roof|Oakhanger roof} back a year and reprofiled spend {e:m-cap-q3}.",
)
_meeting(
    "ops-review-week-11",
    "Operations review, week 11",
    "chaired_by:yusuf-haddad attended_by:wang-jianguo attended_by:sato-yuki "
    "attended_by:kenji-yamamoto attended_by:natalya-orlova "
    "discussed:inc-ferrymead-power-loss discussed:inc-westway-burst",
    "Weekly review; covered the {p:inc-ferrymead-power-loss|Ferrymead power loss} and the "
    "Westway repair {e:m-ops-11}.",
)
_meeting(
    "ops-review-week-27",
    "Operations review, week 27",
    "chaired_by:yusuf-haddad attended_by:wang-jianguo attended_by:kenji-yamamoto "
    "attended_by:eleni-papadopoulou attended_by:natalya-orlova "
    "discussed:inc-tollgate-flooding discussed:inc-quarry-hill-odour",
    "Weekly review; went through the {p:inc-tollgate-flooding|Tollgate flooding} and odour "
    "complaints on the seafront {e:m-ops-27}.",
)
_meeting(
    "hawthorn-progress-4",
    "Hawthorn Road progress meeting 4",
    "chaired_by:ruth-abara attended_by:omar-khalil attended_by:lee-seojun "
    "attended_by:bjorn-ekstrom discussed:hawthorn-road-mains discussed:inc-hawthorn-gas-strike",
    "Monthly progress review with the pipelaying contractor and pipe supplier {e:m-hawthorn-4}.",
    "The third-party damage near the primary school and the revised traffic plan were "
    "reviewed {e:m-hawthorn-4}.",
)
_meeting(
    "saltmarsh-design-review",
    "Saltmarsh P-removal design review",
    "chaired_by:priya-sharma attended_by:chloe-lefevre attended_by:chen-hao "
    "attended_by:dmitri-volkov attended_by:arjun-mehta discussed:saltmarsh-phosphorus",
    "Stage 3 review of the tertiary filter layout and the ferric dosing control philosophy "
    "{e:m-saltmarsh-dr}.",
)
_meeting(
    "odwq-liaison",
    "ODWQ liaison meeting",
    "chaired_by:natalya-orlova attended_by:ines-mendez attended_by:ana-kovac "
    "attended_by:yusuf-haddad discussed:inc-stonecross-nitrate "
    "discussed:insp-harrowdene-odwq-audit",
    "Twice-yearly liaison with the drinking water inspectorate on audits and events {e:m-odwq}.",
)
_meeting(
    "rca-permit-review",
    "Saltmarsh permit review with the RCA",
    "chaired_by:eleni-papadopoulou attended_by:fiona-macleod attended_by:arjun-mehta "
    "discussed:inc-saltmarsh-storm-spill discussed:saltmarsh-phosphorus",
    "Went through overflow spill counts and the new phosphorus limit {e:m-rca}.",
)
_meeting(
    "tollgate-debrief",
    "Tollgate flooding debrief",
    "chaired_by:eleni-papadopoulou attended_by:gareth-pryce attended_by:mehmet-demir "
    "attended_by:kenji-yamamoto discussed:inc-tollgate-flooding",
    "Post-incident review of the pump failure and the flooding of six properties "
    "{e:m-tollgate-debrief}.",
)
_meeting(
    "dam-safety-panel",
    "Reservoir safety panel",
    "chaired_by:nikos-georgiou attended_by:sam-okafor attended_by:soren-lindqvist "
    "attended_by:chloe-lefevre discussed:black-tarn-dam-safety discussed:insp-black-tarn-s10",
    "Half-yearly panel on statutory inspections, instrumentation and spillway works "
    "{e:m-dam-panel}.",
)
_meeting(
    "hs-committee",
    "Health and safety committee — spring",
    "chaired_by:yael-mizrahi attended_by:gareth-pryce attended_by:tom-ashworth "
    "attended_by:omar-khalil attended_by:mehmet-demir discussed:inc-hawthorn-gas-strike "
    "discussed:insp-quarry-hill-confined discussed:inc-harrowdene-chlorine-leak",
    "Quarterly committee reviewing accidents, near misses and audit actions {e:m-hs}.",
)
_meeting(
    "telemetry-kickoff",
    "Telemetry renewal kick-off",
    "chaired_by:dmitry-sokolov attended_by:avi-cohen attended_by:kenji-yamamoto "
    "attended_by:gareth-pryce discussed:telemetry-renewal",
    "Launched the outstation swap and fixed the rollout order and the radio survey "
    "{e:m-telemetry}.",
)

# --- decisions ---------------------------------------------------------------------------------


def _decision(id_: str, title: str, rels: str, *statements: str) -> None:
    _add(id_, "decisions", "note", title, [], rels, list(statements))


_decision(
    "dec-approve-saltmarsh-budget",
    "Approve Saltmarsh phosphorus scheme budget",
    "decided_in:board-jan approved_by:layla-mansour concerns:saltmarsh-phosphorus",
    "The directors released £18.4m for the phosphorus works, including a 12% risk allowance "
    "{e:dr-saltmarsh}.",
)
_decision(
    "dec-ferric-coagulant",
    "Switch Harrowdene coagulant to ferric sulphate",
    "decided_in:ops-review-week-11 approved_by:yusuf-haddad concerns:harrowdene-wtw",
    "Aluminium sulphate is replaced by ferric sulphate from June because residual aluminium "
    "sat near the limit {e:dr-ferric}.",
)
_decision(
    "dec-defer-oakhanger",
    "Defer Oakhanger roof replacement",
    "decided_in:capital-programme-q3 approved_by:zofia-wojcik concerns:oakhanger-roof",
    "The roof works move back twelve months, with temporary sealing of the worst joints "
    "instead {e:dr-oakhanger}.",
)
_decision(
    "dec-no-dig-westway",
    "Use no-dig relining on the Westway main",
    "decided_in:capital-programme-q1 approved_by:zofia-wojcik concerns:westway-relining",
    "Slip-lining was chosen over open-cut replacement to keep the ring road open {e:dr-westway}.",
)
_decision(
    "dec-award-hawthorn",
    "Award Hawthorn Road contract to Brennan Civils",
    "decided_in:capital-programme-q1 approved_by:park-jiyeon concerns:hawthorn-road-mains "
    "awarded_to:brennan-civils",
    "Brennan won on price and quality at £6.1m against three bidders {e:dr-hawthorn}.",
)
_decision(
    "dec-flushing-rule",
    "Flush and sample before returning repaired mains to supply",
    "decided_in:odwq-liaison approved_by:natalya-orlova concerns:mains-disinfection-procedure",
    "After any repair that opens a main, crews flush three pipe volumes and wait for a clear "
    "bacteriological result before restoring customers {e:dr-flushing}.",
)
_decision(
    "dec-black-tarn-drawdown",
    "Hold Black Tarn two metres below top water level",
    "decided_in:dam-safety-panel approved_by:nikos-georgiou concerns:black-tarn-reservoir",
    "Retention stays limited until the spillway is widened, since the inspection found it "
    "undersized for the probable maximum flood {e:dr-drawdown}.",
)
_decision(
    "dec-close-stonecross-bh3",
    "Take Stonecross borehole 3 out of supply",
    "decided_in:odwq-liaison approved_by:sato-yuki concerns:stonecross-boreholes",
    "Borehole 3 stays off until blending is commissioned, after nitrate results above 50 mg/l "
    "{e:dr-stonecross}.",
)
_decision(
    "dec-telemetry-scope",
    "Extend telemetry renewal to all sewage pumping stations",
    "decided_in:telemetry-kickoff approved_by:eleni-papadopoulou concerns:telemetry-renewal",
    "The foul network's 310 stations join the outstation swap, funded from the wastewater "
    "budget {e:dr-telemetry}.",
)
_decision(
    "dec-boil-notice-beacon",
    "Issue precautionary boil water notice for Beacon Hill zone",
    "decided_in:board-jul approved_by:yusuf-haddad concerns:beacon-hill-sr",
    "A boil notice went to 11,000 properties for four days while the tank was isolated and "
    "resampled {e:dr-beacon}.",
)
_decision(
    "dec-tollgate-standby-pumps",
    "Install standby pumps at Tollgate",
    "decided_in:tollgate-debrief approved_by:eleni-papadopoulou concerns:tollgate-sps",
    "A fourth pump and a generator connection point are added so one failure cannot flood "
    "properties again {e:dr-tollgate}.",
)
_decision(
    "dec-dunmere-rebuild",
    "Approve Dunmere digester rebuild",
    "decided_in:board-oct approved_by:layla-mansour concerns:dunmere-digester-rebuild",
    "£24m approved to rebuild two digesters, justified by renewable energy income and sludge "
    "resilience {e:dr-dunmere}.",
)

# --- incidents ---------------------------------------------------------------------------------


def _incident(id_: str, title: str, rels: str, *statements: str) -> None:
    ev = re.search(r"\{e:(inc-[a-z]+)\}", statements[0])
    assert ev
    timeline = [(ev.group(1), "Log opened."), (ev.group(1), "Log closed after review.")]
    _add(id_, "incidents", "note", title, [], rels, list(statements), timeline)


_incident(
    "inc-westway-burst",
    "Westway trunk main burst at Kiln Corner",
    "occurred_at:westway-trunk-main reported_by:kenji-yamamoto responded_by:tom-ashworth "
    "responded_by:eoin-ocallaghan reviewed_in:ops-review-week-11 "
    "handled_under:burst-response-procedure",
    "A circumferential crack on the 900 mm main flooded Kiln Corner and cut supply to 4,000 "
    "properties for nine hours {e:inc-westway}.",
    "A repair clamp was fitted overnight and the {p:westway-trunk-main|trunk main} recharged "
    "at low pressure {e:inc-westway}.",
)
_incident(
    "inc-beacon-coliform",
    "Coliform detection at Beacon Hill Service Reservoir",
    "occurred_at:beacon-hill-sr reported_by:eleni-markou responded_by:natalya-orlova "
    "notified:odwq reviewed_in:board-jul handled_under:boil-water-notice-protocol",
    "Routine samples from compartment B showed coliforms; bird ingress through a corroded "
    "hatch was the likely route {e:inc-beacon}.",
)
_incident(
    "inc-tollgate-flooding",
    "Tollgate pump failure and sewer flooding",
    "occurred_at:tollgate-sps reported_by:gareth-pryce responded_by:mehmet-demir notified:rca "
    "reviewed_in:tollgate-debrief reviewed_in:ops-review-week-27 "
    "handled_under:sewer-flooding-response",
    "Two of three pumps tripped on rag blockage during a storm and six homes flooded "
    "internally {e:inc-tollgate}.",
)
_incident(
    "inc-saltmarsh-storm-spill",
    "Storm overflow spill at Saltmarsh",
    "occurred_at:saltmarsh-wwtw reported_by:arjun-mehta notified:rca reviewed_in:rca-permit-review",
    "The storm overflow discharged for 31 hours after heavy rain; spill monitors confirmed "
    "the start and end {e:inc-saltmarsh}.",
)
_incident(
    "inc-copperbeck-turbidity",
    "Raw water turbidity spike at Copperbeck",
    "occurred_at:copperbeck-wtw reported_by:sato-yuki responded_by:ana-kovac",
    "Intake turbidity rose to 40 NTU after a cloudburst on the fells and output was cut by "
    "half {e:inc-copperbeck}.",
)
_incident(
    "inc-ferrymead-power-loss",
    "Power loss at Ferrymead Pumping Station",
    "occurred_at:ferrymead-ps reported_by:dmitry-sokolov responded_by:jurgen-bauerle "
    "reviewed_in:ops-review-week-11",
    "A failed grid transformer stopped all sets for three hours; the high-level zone ran on "
    "storage {e:inc-ferrymead}.",
)
_incident(
    "inc-aldwick-algae",
    "Blue-green algae bloom on Aldwick Reservoir",
    "occurred_at:aldwick-reservoir reported_by:sam-okafor responded_by:ana-kovac",
    "Cyanobacteria counts exceeded the alert level in August, so the draw-off moved to the "
    "deepest valve tower port {e:inc-aldwick}.",
)
_incident(
    "inc-harrowdene-chlorine-leak",
    "Chlorine drum leak at Harrowdene",
    "occurred_at:harrowdene-wtw reported_by:mehmet-yilmaz responded_by:yael-mizrahi "
    "caused_by:chemtrace reviewed_in:hs-committee",
    "A drum valve delivered with a damaged seal leaked inside the store; the scrubber and "
    "alarms worked as designed {e:inc-harrowdene}.",
)
_incident(
    "inc-hawthorn-gas-strike",
    "Gas main strike during Hawthorn Road works",
    "during:hawthorn-road-mains caused_by:brennan-civils reported_by:omar-khalil "
    "reviewed_in:hawthorn-progress-4 reviewed_in:hs-committee",
    "An excavator struck an unrecorded low-pressure gas main outside the primary school; the "
    "gas network isolated it within the hour {e:inc-hawthorn}.",
)
_incident(
    "inc-stonecross-nitrate",
    "Nitrate exceedance at Stonecross borehole 3",
    "occurred_at:stonecross-boreholes reported_by:eleni-markou notified:odwq "
    "reviewed_in:odwq-liaison",
    "Borehole 3 returned 57 mg/l nitrate after wet-winter leaching {e:inc-stonecross}.",
)
_incident(
    "inc-telemetry-outage",
    "Telemetry outage across the Kestrel City network",
    "occurred_at:greyfriars-control reported_by:kenji-yamamoto caused_by:sentinel-telemetry",
    "A faulty software patch from the vendor stopped polling of 600 outstations for five "
    "hours {e:inc-telemetry}.",
)
_incident(
    "inc-quarry-hill-odour",
    "Odour complaints near Quarry Hill SPS",
    "occurred_at:quarry-hill-sps reported_by:gareth-pryce notified:rca "
    "reviewed_in:ops-review-week-27",
    "Septic flows in the wet well caused hydrogen sulphide smells on the promenade, and "
    "nitrate salt dosing began {e:inc-quarry}.",
)

# --- inspections -------------------------------------------------------------------------------


def _inspection(id_: str, title: str, rels: str, *statements: str) -> None:
    _add(id_, "inspections", "analysis", title, [], rels, list(statements))


_inspection(
    "insp-black-tarn-s10",
    "Black Tarn statutory reservoir inspection",
    "inspected:black-tarn-reservoir inspected_by:chloe-lefevre follows:reservoir-safety-standard "
    "reviewed_in:dam-safety-panel informs:black-tarn-dam-safety",
    "The inspecting engineer found the spillway too small for the design flood and "
    "recommended works in the interests of safety {e:ir-blacktarn}.",
)
_inspection(
    "insp-aldwick-visit",
    "Aldwick supervising engineer's visit",
    "inspected:aldwick-reservoir inspected_by:nikos-georgiou follows:reservoir-safety-standard",
    "Settlement monitors and drains were normal; some wave-wall cracking is to be monitored "
    "{e:ir-aldwick}.",
)
_inspection(
    "insp-harrowdene-odwq-audit",
    "ODWQ technical audit of Harrowdene",
    "inspected:harrowdene-wtw inspected_by:ines-mendez follows:chlorine-residual-standard "
    "reviewed_in:odwq-liaison",
    "Auditors recommended continuous turbidity alarms on each filter and better contact-tank "
    "baffling records {e:ir-harrowdene}.",
)
_inspection(
    "insp-westway-cctv",
    "CCTV survey of the Westway main",
    "inspected:westway-trunk-main inspected_by:kim-minjun informs:westway-relining",
    "Camera crawler work found graphitisation and 14 longitudinal cracks in the worst 4 km "
    "{e:ir-westway}.",
)
_inspection(
    "insp-quarry-hill-confined",
    "Confined space audit at Quarry Hill",
    "inspected:quarry-hill-sps inspected_by:yael-mizrahi follows:confined-space-procedure "
    "reviewed_in:hs-committee",
    "Gas monitor calibration was out of date and the rescue tripod lacked a test certificate "
    "{e:ir-quarry}.",
)
_inspection(
    "insp-ferrymead-electrical",
    "Electrical inspection at Ferrymead",
    "inspected:ferrymead-ps inspected_by:mehmet-demir informs:ferrymead-pump-refurb",
    "Motor control centre insulation readings were poor on sets 1 and 2 {e:ir-ferrymead}.",
)
_inspection(
    "insp-oakhanger-roof-survey",
    "Oakhanger roof condition survey",
    "inspected:oakhanger-sr inspected_by:olena-shevchenko informs:oakhanger-roof",
    "Spalling and exposed reinforcement over a third of the slab, with leakage at two "
    "movement joints {e:ir-oakhanger}.",
)
_inspection(
    "insp-beacon-hill-hatch",
    "Beacon Hill access hatch inspection",
    "inspected:beacon-hill-sr inspected_by:olena-shevchenko reviewed_in:board-jul",
    "The compartment B hatch seal had perished and the mesh had a hole big enough for birds "
    "{e:ir-beacon}.",
)
_inspection(
    "insp-saltmarsh-sampling",
    "RCA compliance sampling at Saltmarsh",
    "inspected:saltmarsh-wwtw inspected_by:fiona-macleod follows:phosphorus-consent-standard "
    "reviewed_in:rca-permit-review",
    "Twelve unannounced samples all met the current limits; phosphorus averaged 1.6 mg/l "
    "{e:ir-saltmarsh}.",
)
_inspection(
    "insp-copperbeck-integrity",
    "Copperbeck membrane integrity test",
    "inspected:copperbeck-wtw inspected_by:hiroshi-tanaka",
    "Pressure decay tests on the pilot rack showed log removal above 4 {e:ir-copperbeck}.",
)
_inspection(
    "insp-wyke-dive",
    "Wyke Point outfall dive survey",
    "inspected:wyke-point-outfall inspected_by:soren-lindqvist",
    "Divers found two diffuser ports blocked by mussels and sand {e:ir-wyke}.",
)
_inspection(
    "insp-pennard-assessment",
    "Pennard laboratory accreditation assessment",
    "inspected:pennard-lab inspected_by:li-mei",
    "Two minor findings on balance calibration records; accreditation continued {e:ir-pennard}.",
)

# --- procedures and standards ------------------------------------------------------------------


def _concept(id_: str, title: str, aliases: list[str], rels: str, *statements: str) -> None:
    _add(id_, "concepts", "concept", title, aliases, rels, list(statements))


_concept(
    "mains-disinfection-procedure",
    "Mains Disinfection Procedure",
    ["MDP"],
    "owned_by:natalya-orlova",
    "Sets chlorination at 20 mg/l for 24 hours for new mains, with swab, flush and sample "
    "steps after repairs {e:pr-disinfection}.",
)
_concept(
    "confined-space-procedure",
    "Confined Space Entry Procedure",
    [],
    "owned_by:yael-mizrahi",
    "Entry needs a permit, four-gas monitoring, a top person and a rescue plan for every "
    "chamber and wet well {e:pr-confined}.",
)
_concept(
    "boil-water-notice-protocol",
    "Boil Water Notice Protocol",
    ["BWN protocol"],
    "owned_by:natalya-orlova",
    "Defines when customers are advised to boil their supply, who is told, and the two clear "
    "samples needed to lift the advice {e:pr-bwn}.",
)
_concept(
    "chlorine-residual-standard",
    "Chlorine Residual Standard",
    [],
    "owned_by:ana-kovac",
    "Free chlorine leaving treatment must sit between 0.5 and 1.0 mg/l and at least 0.1 at "
    "customer taps {e:pr-chlorine}.",
)
_concept(
    "reservoir-safety-standard",
    "Reservoir Safety Standard",
    [],
    "owned_by:nikos-georgiou",
    "Company rules under the reservoirs legislation: ten-yearly inspections, supervising "
    "engineer visits and emergency plans {e:pr-reservoir}.",
)
_concept(
    "sewer-flooding-response",
    "Sewer Flooding Response Procedure",
    [],
    "owned_by:eleni-papadopoulou",
    "Crews attend internal flooding within four hours, clean and disinfect, and log the cause "
    "{e:pr-sewer}.",
)
_concept(
    "permit-to-work",
    "Permit to Work System",
    ["PTW"],
    "owned_by:yael-mizrahi",
    "High-risk tasks need a written permit listing isolations, hazards and sign-off before "
    "anyone starts {e:pr-ptw}.",
)
_concept(
    "burst-response-procedure",
    "Burst Main Response Procedure",
    [],
    "owned_by:wang-jianguo",
    "Priority follows diameter and properties affected; trunk mains get a crew within one "
    "hour {e:pr-burst}.",
)
_concept(
    "phosphorus-consent-standard",
    "Phosphorus Discharge Consent Standard",
    [],
    "owned_by:eleni-papadopoulou",
    "How permit limits for total phosphorus are sampled, averaged and reported {e:pr-phosphorus}.",
)
_concept(
    "pipe-material-standard",
    "Pipe Material Selection Standard",
    [],
    "owned_by:ruth-abara",
    "Ductile iron above 300 mm, PE100 below, and barrier pipe in contaminated ground {e:pr-pipe}.",
)

# --- staff handbook (shares the questions' words, answers none of them) ------------------------


def _handbook(id_: str, title: str, rels: str, *statements: str) -> None:
    _add(id_, "handbook", "note", title, [], rels, list(statements))


_handbook(
    "hb-annual-leave",
    "Handbook: booking annual leave",
    "owned_by:harriet-lowe",
    "Book leave in the HR portal at least two weeks ahead; operators on shifts swap through "
    "the control room supervisor {e:hb-people}.",
    "Leave during a boil water notice, a major burst or a reservoir inspection week needs "
    "your director's agreement {e:hb-people}.",
)
_handbook(
    "hb-expenses",
    "Handbook: expenses and mileage",
    "owned_by:park-jiyeon",
    "Mileage to treatment works, pumping stations, boreholes and reservoirs is claimed from "
    "your base depot, not from home {e:hb-finance}.",
    "Meals at board meetings, project progress meetings and regulator visits are paid by the "
    "host team {e:hb-finance}.",
)
_handbook(
    "hb-lone-working",
    "Handbook: lone working",
    "owned_by:yael-mizrahi",
    "Anyone visiting a reservoir, borehole, outfall or sewage pumping station alone checks in "
    "with the control room every two hours {e:hb-safety}.",
    "Contractors working alone on our sites follow their own employer's rules and sign the "
    "site register {e:hb-safety}.",
)
_handbook(
    "hb-vehicles",
    "Handbook: company vans and pool cars",
    "owned_by:harriet-lowe",
    "Vans carrying chlorine, ferric or other treatment chemicals must show hazard plates "
    "{e:hb-safety}.",
    "Pool cars for inspections and supplier visits are booked through facilities {e:hb-people}.",
)
_handbook(
    "hb-purchase-orders",
    "Handbook: raising a purchase order",
    "owned_by:park-jiyeon",
    "Orders to contractors and suppliers over £10k need a second approver; capital project "
    "orders also need the project manager's code {e:hb-finance}.",
    "Framework contractors for mains replacement, pumps and telemetry are already approved "
    "{e:hb-finance}.",
)
_handbook(
    "hb-standby",
    "Handbook: standby rota and pay",
    "owned_by:harriet-lowe",
    "Operators and engineers on standby answer callouts for bursts, pump failures, flooding "
    "and alarms within thirty minutes {e:hb-people}.",
    "Standby pay is a weekly allowance plus overtime for each attendance {e:hb-people}.",
)
_handbook(
    "hb-ppe",
    "Handbook: personal protective equipment",
    "owned_by:yael-mizrahi",
    "Issue and replacement of boots, gloves, gas monitors and harnesses for confined spaces, "
    "wet wells and chambers {e:hb-safety}.",
)
_handbook(
    "hb-near-miss",
    "Handbook: reporting a near miss",
    "owned_by:yael-mizrahi",
    "Report near misses, incidents and contractor strikes on services in the safety app "
    "within 24 hours {e:hb-safety}.",
    "Who reported it and where it happened are kept confidential outside the safety team "
    "{e:hb-safety}.",
)
_handbook(
    "hb-site-visitors",
    "Handbook: visitors to our sites",
    "owned_by:yael-mizrahi",
    "Visitors to treatment works, reservoirs and laboratories are signed in, inducted and "
    "escorted; regulators and inspectors show identity cards {e:hb-safety}.",
)
_handbook(
    "hb-training",
    "Handbook: training records",
    "owned_by:harriet-lowe",
    "Operator competence, confined space, chlorine handling and water hygiene cards are "
    "recorded in the learning system {e:hb-people}.",
)
_handbook(
    "hb-meetings",
    "Handbook: running a good meeting",
    "owned_by:harriet-lowe",
    "Whoever chairs circulates an agenda, names the attendees and sends minutes with "
    "decisions and actions within two days {e:hb-comms}.",
    "Board and capital programme papers go to the company secretary a week ahead {e:hb-comms}.",
)
_handbook(
    "hb-media",
    "Handbook: media enquiries",
    "owned_by:harriet-lowe",
    "Journalists asking about a burst, a contamination alert, a spill or a boil water notice "
    "are passed to the press office {e:hb-comms}.",
    "Staff do not comment on regulators, contractors or incidents on social media {e:hb-comms}.",
)


# --------------------------------------------------------------------------------------------
# Questions.

Path = tuple[tuple[tuple[str, ...], str], ...]


def _path(*steps: str) -> Path:
    """'attended_by,chaired_by>' is one step out along those types; '<' one step in."""
    out = []
    for step in steps:
        direction = "out" if step.endswith(">") else "in"
        out.append((tuple(step[:-1].split(",")), direction))
    return tuple(out)


LEXICAL: list[tuple[str, str]] = [
    ("Hawthorn Road Mains Replacement", "hawthorn-road-mains"),
    ("HRMR latest", "hawthorn-road-mains"),
    ("show me the Saltmarsh STW page", "saltmarsh-wwtw"),
    ("Black Tarn Reservoir", "black-tarn-reservoir"),
    ("what is the Permit to Work System?", "permit-to-work"),
    ("boil water notice protocol", "boil-water-notice-protocol"),
    ("Dmitry Sokolov", "dmitry-sokolov"),
    ("who is Dmitri Volkov?", "dmitri-volkov"),
    ("natalya orlova", "natalya-orlova"),
    ("Yuki Sato", "sato-yuki"),
    ("Hydrex", "hydrex-pipeline"),
    ("ODWQ", "odwq"),
    ("tell me about the Rivers and Coasts Agency", "rca"),
    ("ChemTrace account", "chemtrace"),
    ("Ferrymead Pumping Station", "ferrymead-ps"),
    ("Telemetry Outstation Renewal status", "telemetry-renewal"),
    ("Capital Programme Board Q3", "capital-programme-q3"),
    ("operations review week 27", "ops-review-week-27"),
    ("Reservoir Safety Standard", "reservoir-safety-standard"),
    ("Tollgate flooding debrief notes", "tollgate-debrief"),
    ("Chloe Lefevre", "chloe-lefevre"),
    ("Eoin O'Callaghan", "eoin-ocallaghan"),
    ("Greyfriars Control Room", "greyfriars-control"),
    ("Stonecross Nitrate Blending Scheme", "stonecross-nitrate-blending"),
    ("Westway trunk main burst at Kiln Corner", "inc-westway-burst"),
    ("coliform detection at beacon hill service reservoir", "inc-beacon-coliform"),
    ("Pipe Material Selection Standard", "pipe-material-standard"),
    ("Dunmere Sludge Treatment Centre", "dunmere-stc"),
    ("Mirfield Highways", "mirfield-council"),
    ("Wyke Point Outfall Extension", "wyke-outfall-extension"),
    ("Priya Iyer", "priya-iyer"),
    ("Ana Ferreira", "ana-ferreira"),
    ("smart meter pilot", "smart-meter-pilot"),
    ("decision: take Stonecross borehole 3 out of supply", "dec-close-stonecross-bh3"),
]

SCRIPT: list[tuple[str, str]] = [
    ("who is Наталья Орлова?", "natalya-orlova"),
    ("Дмитрий Соколов", "dmitry-sokolov"),
    ("Дмитрий Волков contact details", "dmitri-volkov"),
    ("Олена Шевченко", "olena-shevchenko"),
    ("Ελένη Παπαδοπούλου", "eleni-papadopoulou"),
    ("Ελένη Μάρκου", "eleni-markou"),
    ("who is Νίκος Γεωργίου", "nikos-georgiou"),
    ("يوسف حداد", "yusuf-haddad"),
    ("ليلى منصور", "layla-mansour"),
    ("عمر خليل", "omar-khalil"),
    ("נועה לוי", "noa-levi"),
    ("יעל מזרחי", "yael-mizrahi"),
    ("प्रिया शर्मा", "priya-sharma"),
    ("प्रिया अय्यर", "priya-iyer"),
    ("王建国", "wang-jianguo"),
    ("陈浩 profile", "chen-hao"),
    ("佐藤由紀", "sato-yuki"),
    ("田中博", "hiroshi-tanaka"),
    ("김민준", "kim-minjun"),
    ("박지연", "park-jiyeon"),
    ("Eoin Ó Ceallacháin", "eoin-ocallaghan"),
    ("Kateřina Dvořáková", "katerina-dvorakova"),
]

# (question, described page, path, answer folders or "")
HOP: list[tuple[str, str, Path, str]] = [
    (
        "who chaired the debrief on the Tollgate sewer flooding?",
        "tollgate-debrief",
        _path("chaired_by>"),
        "",
    ),
    (
        "who was at the fourth Hawthorn Road progress meeting",
        "hawthorn-progress-4",
        _path("attended_by,chaired_by>"),
        "",
    ),
    ("who ran the October board meeting?", "board-oct", _path("chaired_by>"), ""),
    ("list the attendees of the April board", "board-apr", _path("attended_by,chaired_by>"), ""),
    (
        "who joined the liaison session with the drinking water regulator?",
        "odwq-liaison",
        _path("attended_by,chaired_by>"),
        "",
    ),
    (
        "who was in the room for the Saltmarsh P-removal review",
        "saltmarsh-design-review",
        _path("attended_by,chaired_by>"),
        "",
    ),
    ("what has Omar Khalil attended?", "omar-khalil", _path("attended_by<"), ""),
    (
        "Kenji Yamamoto - which sessions has he been in?",
        "kenji-yamamoto",
        _path("attended_by,chaired_by<"),
        "",
    ),
    ("which gatherings does Yusuf Haddad chair?", "yusuf-haddad", _path("chaired_by<"), ""),
    ("who reports to Natalya Orlova?", "natalya-orlova", _path("reports_to<"), ""),
    ("direct reports of the director of operations", "yusuf-haddad", _path("reports_to<"), ""),
    ("who is Priya Sharma's line manager?", "priya-sharma", _path("reports_to>"), ""),
    ("where does Dmitri Volkov work?", "dmitri-volkov", _path("works_for>"), ""),
    ("who works at Halden & Partners?", "halden-partners", _path("works_for<"), ""),
    ("who operates the Linnet Lane booster?", "linnet-lane-bs", _path("operated_by>"), ""),
    (
        "who runs Saltmarsh sewage works day to day",
        "saltmarsh-wwtw",
        _path("operated_by>"),
        "",
    ),
    ("which sites does Gareth Pryce look after?", "gareth-pryce", _path("operated_by<"), ""),
    ("what's in the North Fells?", "north-fells", _path("located_in<"), ""),
    ("which district is Tollgate SPS in", "tollgate-sps", _path("located_in>"), ""),
    ("who maintains the kit at Ferrymead?", "ferrymead-ps", _path("maintained_by>"), ""),
    ("Tollgate maintenance contractor", "tollgate-sps", _path("maintained_by>"), ""),
    ("who supplies Harrowdene's dosing stock?", "harrowdene-wtw", _path("supplied_by>"), ""),
    ("what sites does ChemTrace deliver to", "chemtrace", _path("supplied_by<"), "assets"),
    ("which projects is Tarnside building?", "tarnside-construction", _path("delivered_by<"), ""),
    ("what jobs has Hydrex got with us?", "hydrex-pipeline", _path("delivered_by<"), ""),
    ("which contractor is doing the Oakhanger roof", "oakhanger-roof", _path("delivered_by>"), ""),
    (
        "which consultancy drew up the Wyke Point extension?",
        "wyke-outfall-extension",
        _path("designed_by>"),
        "",
    ),
    ("what has Halden designed for us", "halden-partners", _path("designed_by<"), ""),
    ("projects Priya Sharma manages", "priya-sharma", _path("managed_by<"), ""),
    ("what is Dmitry Sokolov leading?", "dmitry-sokolov", _path("managed_by,chaired_by<"), ""),
    ("which scheme upgrades the Tollgate station?", "tollgate-sps", _path("upgrades<"), ""),
    ("what did the January board decide?", "board-jan", _path("decided_in<"), ""),
    (
        "decisions from the Q1 capital programme board",
        "capital-programme-q1",
        _path("decided_in<"),
        "",
    ),
    (
        "which session agreed to keep Black Tarn drawn down?",
        "dec-black-tarn-drawdown",
        _path("decided_in>"),
        "",
    ),
    (
        "who signed off the switch to ferric at Harrowdene?",
        "dec-ferric-coagulant",
        _path("approved_by>"),
        "",
    ),
    ("what has Layla Mansour signed off?", "layla-mansour", _path("approved_by<"), ""),
    (
        "where did the chlorine leak happen?",
        "inc-harrowdene-chlorine-leak",
        _path("occurred_at>"),
        "",
    ),
    ("who raised the alarm on the algae bloom?", "inc-aldwick-algae", _path("reported_by>"), ""),
    ("incidents Kenji Yamamoto reported", "kenji-yamamoto", _path("reported_by<"), ""),
    ("who responded to the Westway burst?", "inc-westway-burst", _path("responded_by>"), ""),
    ("what has Ana Kovač been called out to?", "ana-kovac", _path("responded_by<"), ""),
    (
        "which firm caused the gas main strike?",
        "inc-hawthorn-gas-strike",
        _path("caused_by>"),
        "",
    ),
    (
        "which regulator was told about the storm spill at Saltmarsh?",
        "inc-saltmarsh-storm-spill",
        _path("notified>"),
        "",
    ),
    ("what has the ODWQ been notified of?", "odwq", _path("notified<"), ""),
    (
        "which sessions went over the gas strike?",
        "inc-hawthorn-gas-strike",
        _path("reviewed_in>"),
        "",
    ),
    ("what has Inés Méndez inspected?", "ines-mendez", _path("inspected_by<"), ""),
    ("Olena Shevchenko's site visits", "olena-shevchenko", _path("inspected_by<"), ""),
    ("which asset did the CCTV survey cover?", "insp-westway-cctv", _path("inspected>"), ""),
    (
        "what standard was the Quarry Hill audit done against?",
        "insp-quarry-hill-confined",
        _path("follows>"),
        "",
    ),
    ("who owns the permit to work system?", "permit-to-work", _path("owned_by>"), ""),
    (
        "what documents is Natalya Orlova the owner of",
        "natalya-orlova",
        _path("owned_by<"),
        "",
    ),
    (
        "what rulebook applied in the Beacon Hill coliform case?",
        "inc-beacon-coliform",
        _path("handled_under>"),
        "",
    ),
    ("where does Tollgate pump to?", "tollgate-sps", _path("pumps_to>"), ""),
    ("what feeds Saltmarsh works?", "saltmarsh-wwtw", _path("pumps_to<"), ""),
    ("where does Copperbeck get its raw water from", "copperbeck-wtw", _path("draws_from>"), ""),
    ("where does Saltmarsh discharge?", "saltmarsh-wwtw", _path("discharges_to>"), ""),
    (
        "who allowed the road closures for the Westway relining?",
        "westway-relining",
        _path("permitted_by>"),
        "",
    ),
    (
        "what was on the agenda at the Q3 capital programme board",
        "capital-programme-q3",
        _path("discussed>"),
        "",
    ),
    (
        "which gatherings discussed the Dunmere digester?",
        "dunmere-digester-rebuild",
        _path("discussed<"),
        "",
    ),
    ("who's Lee Seo-jun's boss?", "lee-seojun", _path("reports_to>"), ""),
    ("who from the Rivers and Coasts Agency do we deal with?", "rca", _path("works_for<"), ""),
    ("which facilities are in Kestrel City", "kestrel-city", _path("located_in<"), "assets"),
    (
        "who's providing the materials for the Hawthorn Road job?",
        "hawthorn-road-mains",
        _path("supplied_by>"),
        "",
    ),
    (
        "who is the sponsor of the phosphorus scheme",
        "saltmarsh-phosphorus",
        _path("sponsored_by>"),
        "",
    ),
    (
        "who did the statutory inspection at Black Tarn?",
        "insp-black-tarn-s10",
        _path("inspected_by>"),
        "",
    ),
]

HOP2: list[tuple[str, str, Path, str]] = [
    (
        "which suppliers are providing materials for Ruth Abara's projects?",
        "ruth-abara",
        _path("managed_by<", "supplied_by>"),
        "",
    ),
    (
        "who works for the contractor on the Westway relining?",
        "westway-relining",
        _path("delivered_by>", "works_for<"),
        "",
    ),
    (
        "who attended sessions where the Saltmarsh phosphorus scheme came up?",
        "saltmarsh-phosphorus",
        _path("discussed<", "attended_by,chaired_by>"),
        "",
    ),
    (
        "which district is the plant Arjun Mehta runs in?",
        "arjun-mehta",
        _path("operated_by<", "located_in>"),
        "",
    ),
    (
        "who approved the decisions taken at the Q1 capital programme board?",
        "capital-programme-q1",
        _path("decided_in<", "approved_by>"),
        "",
    ),
    (
        "what facilities are Tarnside's projects upgrading?",
        "tarnside-construction",
        _path("delivered_by<", "upgrades>"),
        "",
    ),
    (
        "who does Arjun Mehta's manager report to?",
        "arjun-mehta",
        _path("reports_to>", "reports_to>"),
        "",
    ),
    (
        "where did the incidents Kenji Yamamoto reported take place?",
        "kenji-yamamoto",
        _path("reported_by<", "occurred_at>"),
        "",
    ),
    (
        "which meetings has the ODWQ's inspector been to?",
        "odwq",
        _path("works_for<", "attended_by<"),
        "",
    ),
    (
        "who operates the stations covered by the telemetry renewal?",
        "telemetry-renewal",
        _path("upgrades>", "operated_by>"),
        "",
    ),
    (
        "which companies maintain equipment at the stations Gareth Pryce runs?",
        "gareth-pryce",
        _path("operated_by<", "maintained_by>"),
        "",
    ),
    (
        "what standard were Black Tarn's inspections done under?",
        "black-tarn-reservoir",
        _path("inspected<", "follows>"),
        "",
    ),
    (
        "who else is in Tom Ashworth's team?",
        "tom-ashworth",
        _path("reports_to>", "reports_to<"),
        "",
    ),
    (
        "colleagues of Ana Kovač with the same manager",
        "ana-kovac",
        _path("reports_to>", "reports_to<"),
        "",
    ),
    (
        "which organisations do the people at the fourth Hawthorn Road progress meeting work for?",
        "hawthorn-progress-4",
        _path("attended_by,chaired_by>", "works_for>"),
        "",
    ),
    (
        "what was decided in meetings Eleni Papadopoulou chaired?",
        "eleni-papadopoulou",
        _path("chaired_by<", "decided_in<"),
        "",
    ),
    (
        "which reservoirs does whoever reported the algae bloom look after?",
        "inc-aldwick-algae",
        _path("reported_by>", "operated_by<"),
        "",
    ),
    (
        "show me projects at facilities in the North Fells",
        "north-fells",
        _path("located_in<", "upgrades<"),
        "",
    ),
    (
        "which contractors have worked on Oakhanger service reservoir",
        "oakhanger-sr",
        _path("upgrades<", "delivered_by>"),
        "",
    ),
    (
        "inspections done by Halden people",
        "halden-partners",
        _path("works_for<", "inspected_by<"),
        "",
    ),
    (
        "who manages the projects Brennan Civils is delivering?",
        "brennan-civils",
        _path("delivered_by<", "managed_by>"),
        "",
    ),
    (
        "which meetings reviewed incidents at Tollgate?",
        "tollgate-sps",
        _path("occurred_at<", "reviewed_in>"),
        "",
    ),
    (
        "which incidents happened at sites Mehmet Yılmaz operates?",
        "mehmet-yilmaz",
        _path("operated_by<", "occurred_at<"),
        "",
    ),
    (
        "which districts are Sam Okafor's reservoirs in?",
        "sam-okafor",
        _path("operated_by<", "located_in>"),
        "",
    ),
    (
        "which projects did the October board's decisions concern?",
        "board-oct",
        _path("decided_in<", "concerns>"),
        "",
    ),
    (
        "what sites does Rohan Deshpande's employer supply?",
        "rohan-deshpande",
        _path("works_for>", "supplied_by<"),
        "assets",
    ),
    (
        "who chaired the sessions Avi Cohen attended?",
        "avi-cohen",
        _path("attended_by<", "chaired_by>"),
        "",
    ),
    (
        "which incidents happened at assets in Kestrel City?",
        "kestrel-city",
        _path("located_in<", "occurred_at<"),
        "",
    ),
    (
        "which inspections fed into projects Ana Ferreira manages?",
        "ana-ferreira",
        _path("managed_by<", "informs<"),
        "",
    ),
    (
        "who supervises the reservoirs Sam Okafor operates?",
        "sam-okafor",
        _path("operated_by<", "supervised_by>"),
        "",
    ),
    (
        "which regulator oversees the works the Quarry Hill station pumps to?",
        "quarry-hill-sps",
        _path("pumps_to>", "regulated_by>"),
        "",
    ),
    (
        "which standards applied to inspections Yael Mizrahi carried out?",
        "yael-mizrahi",
        _path("inspected_by<", "follows>"),
        "",
    ),
    (
        "who reported the incidents reviewed at the health and safety committee?",
        "hs-committee",
        _path("reviewed_in<", "reported_by>"),
        "",
    ),
    (
        "which companies did Priya Sharma's projects use as contractors",
        "priya-sharma",
        _path("managed_by<", "delivered_by>"),
        "",
    ),
    (
        "who operates the treatment works that Black Tarn feeds?",
        "black-tarn-reservoir",
        _path("draws_from<", "operated_by>"),
        "",
    ),
    (
        "which procedures do the Beacon Hill incidents fall under?",
        "beacon-hill-sr",
        _path("occurred_at<", "handled_under>"),
        "",
    ),
]

PARAPHRASE: list[tuple[str, str]] = [
    (
        "why did we stop using alum at the plant in the vale and move to an iron-based chemical?",
        "dec-ferric-coagulant",
    ),
    (
        "choice to insert a liner inside the old city artery rather than excavate",
        "dec-no-dig-westway",
    ),
    (
        "keeping the moorland lake partly empty until its overflow channel is enlarged",
        "dec-black-tarn-drawdown",
    ),
    (
        "rule that a fixed line gets rinsed and passes a germ test prior to putting people back on",
        "dec-flushing-rule",
    ),
    (
        "resilience measure agreed so houses don't get sewage indoors when a duty unit breaks",
        "dec-tollgate-standby-pumps",
    ),
    (
        "when were households on the ridge told to bring their tap supply to a rolling heat?",
        "dec-boil-notice-beacon",
    ),
    (
        "postponing the covered tank's new top by a year and patching it for now",
        "dec-defer-oakhanger",
    ),
    ("which bid was picked for replacing the Victorian pipes in the city", "dec-award-hawthorn"),
    (
        "we switched off one of the chalk wells because of fertiliser contamination",
        "dec-close-stonecross-bh3",
    ),
    (
        "scope increase so the comms-box replacement reaches every lift site handling waste flows",
        "dec-telemetry-scope",
    ),
    (
        "money signed off for stripping nutrients out of the seaside plant's outflow",
        "dec-approve-saltmarsh-budget",
    ),
    ("go-ahead for replacing the biogas tanks at the eastern solids centre", "dec-dunmere-rebuild"),
    (
        "clogged impellers left residents with effluent in their living rooms",
        "inc-tollgate-flooding",
    ),
    ("pigeons got into the covered tank via a rusty lid and fouled it", "inc-beacon-coliform"),
    (
        "the toxic gas escape caused by a faulty container fitting from the vendor",
        "inc-harrowdene-chlorine-leak",
    ),
    ("digger hit an uncharted fuel line near the kids' classrooms", "inc-hawthorn-gas-strike"),
    ("pond scum outbreak in summer that forced a deeper offtake", "inc-aldwick-algae"),
    (
        "electricity cut when the substation died and customers uphill lived off stored supply",
        "inc-ferrymead-power-loss",
    ),
    (
        "buggy update that left operators blind to remote sites for an afternoon",
        "inc-telemetry-outage",
    ),
    (
        "untreated effluent released to the bay for more than a day after a downpour",
        "inc-saltmarsh-storm-spill",
    ),
    ("rotten egg stink by the beach", "inc-quarry-hill-odour"),
    (
        "farm fertiliser washed into one of the chalk wells after months of rain",
        "inc-stonecross-nitrate",
    ),
    (
        "finding that the overflow channel at the upland dam can't pass an extreme storm",
        "insp-black-tarn-s10",
    ),
    ("robot footage showed the cast pipe had gone soft and split lengthways", "insp-westway-cctv"),
    (
        "atmosphere testers overdue for servicing and a hoist without paperwork",
        "insp-quarry-hill-confined",
    ),
    ("concrete flaking off so the rebar shows on the tank lid", "insp-oakhanger-roof-survey"),
    ("the inspectorate wants cloudiness warnings on every sand bed", "insp-harrowdene-odwq-audit"),
    ("shellfish clogging the sea pipe's nozzles", "insp-wyke-dive"),
    (
        "weak megger results on the first two drives at the high-level lift",
        "insp-ferrymead-electrical",
    ),
    (
        "a rotted gasket and a ripped screen on the lid of the covered tank",
        "insp-beacon-hill-hatch",
    ),
    (
        "what dose of sterilant do freshly laid pipes need and how long must it stay in",
        "mains-disinfection-procedure",
    ),
    ("rules for going down into a manhole or sump", "confined-space-procedure"),
    ("how quickly must a gang arrive when a large pipe fails", "burst-response-procedure"),
    (
        "how much disinfectant should remain by the time it reaches a home's sink",
        "chlorine-residual-standard",
    ),
    ("authorisation form required ahead of dangerous jobs", "permit-to-work"),
    ("how fast do we get to a house with effluent indoors", "sewer-flooding-response"),
]


# --------------------------------------------------------------------------------------------
# Building.

_TOKEN_RE = re.compile(r"\{(e|p):([a-z0-9-]+)(?:\|([^}]*))?\}")


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def _ts(day: str, shift: timedelta, hour: int = 10) -> str:
    base = datetime.fromisoformat(day).replace(hour=hour, tzinfo=UTC)
    return (base + shift).strftime("%Y-%m-%dT%H:%M:%SZ")


def _plain(statement: str, titles: dict[str, str]) -> str:
    """A statement as its source says it: no citation, page links as their labels."""

    def repl(match: re.Match[str]) -> str:
        if match.group(1) == "e":
            return ""
        return match.group(3) or titles[match.group(2)]

    text = _TOKEN_RE.sub(repl, statement)
    return re.sub(r"\s+([.,;])", r"\1", re.sub(r"\s{2,}", " ", text)).strip()


def _flow(items: list[str]) -> str:
    return "[" + ", ".join(json.dumps(item, ensure_ascii=False) for item in items) + "]"


def _entry_id(doc_id: str, timestamp: str, ref: str, text: str) -> str:
    digest = hashlib.sha256("\n".join([doc_id, timestamp, ref, text]).encode()).hexdigest()
    return "ev-" + digest[:12]


def _documents(shift: timedelta) -> list[Document]:
    titles = {spec.id: spec.title for spec in PAGES}
    # The snapshot each evidence key holds: the statements that cite it, as its source says.
    quoted: dict[str, list[str]] = {key: [] for key in EVIDENCE}
    for spec in PAGES:
        for statement in spec.statements:
            for kind, key, _label in _TOKEN_RE.findall(statement):
                if kind == "e":
                    quoted[key].append(f"{spec.title}: {_plain(statement, titles)}")
    ev_ids: dict[str, str] = {}
    documents: list[Document] = []
    for key, (ref, title, day) in EVIDENCE.items():
        label, intro = _EV_FAMILY[_family(key)]
        text = intro + "\n\n" + "\n\n".join(quoted[key])
        ev_id = f"ev-{_slug(ref)[:100]}-{hashlib.sha256(text.encode()).hexdigest()[:8]}"
        ev_ids[key] = ev_id
        stamp = _ts(day, shift)
        content = (
            f"---\nid: {ev_id}\nkind: evidence\ntype: source\ntitle: {json.dumps(title)}\n"
            f"status: active\nsources: [{ref}]\ncreated: {stamp}\nupdated: {stamp}\n---\n"
            f"# {title}\n\n{text}\n"
        )
        documents.append(parse_document(content, folder="evidence", path=f"evidence/{ev_id}.md"))

    for spec in PAGES:
        cited: list[str] = []

        def render(match: re.Match[str], cited: list[str] = cited) -> str:
            kind, target, label = match.groups()
            if kind == "e":
                cited.append(target)
                return f"([[evidence:{ev_ids[target]}|{_EV_FAMILY[_family(target)][0]}]])"
            return f"[[page:{target}|{label or titles[target]}]]"

        body = [f"# {spec.title}"]
        body += [_TOKEN_RE.sub(render, statement) for statement in spec.statements]
        days = sorted(EVIDENCE[key][2] for key in cited)
        if spec.timeline:
            lines = ["## Timeline", ""]
            for hour, (key, text) in enumerate(spec.timeline, start=9):
                ref = EVIDENCE[key][0]
                stamp = _ts(EVIDENCE[key][2], shift, hour)
                entry = _entry_id(spec.id, stamp, ref, text)
                lines.append(f"- **{stamp}** | {entry} | {ref} | {text}")
            body.append("\n".join(lines))
        refs = sorted({EVIDENCE[key][0] for key in cited})
        rels = ", ".join(f"{{type: {t}, target: {x}}}" for t, x in spec.relations)
        content = (
            f"---\nid: {spec.id}\nkind: page\ntype: {spec.type}\n"
            f"title: {json.dumps(spec.title, ensure_ascii=False)}\nstatus: active\n"
            + (f"aliases: {_flow(spec.aliases)}\n" if spec.aliases else "")
            + (f"relations: [{rels}]\n" if rels else "")
            + f"sources: [{', '.join(refs)}]\n"
            + f"created: {_ts(days[0], shift, 8)}\nupdated: {_ts(days[-1], shift, 15)}\n---\n"
            + "\n\n".join(body)
            + "\n"
        )
        documents.append(
            parse_document(content, folder=spec.folder, path=f"{spec.folder}/{spec.id}.md")
        )
    return documents


def _walk(pages: dict[str, Document], start: str, path: Path, folders: tuple[str, ...]) -> set[str]:
    incoming: dict[str, list[tuple[str, str]]] = {}
    for pid, doc in pages.items():
        for rel in doc.relations:
            incoming.setdefault(rel.target, []).append((rel.type, pid))
    frontier = {start}
    for types, direction in path:
        reached: set[str] = set()
        for node in frontier:
            if direction == "out":
                reached |= {r.target for r in pages[node].relations if r.type in types}
            else:
                reached |= {pid for rtype, pid in incoming.get(node, []) if rtype in types}
        frontier = reached
    frontier.discard(start)
    if folders:
        frontier = {pid for pid in frontier if pages[pid].folder in folders}
    return frontier


def _questions(pages: dict[str, Document]) -> list[Question]:
    questions: list[Question] = []
    for text, target in LEXICAL:
        questions.append(LabelledQuestion(text, "lexical", {target}, about=target))
    for text, target in SCRIPT:
        questions.append(LabelledQuestion(text, "script", {target}, about=target))
    for kind, table in (("hop", HOP), ("hop2", HOP2)):
        for text, about, path, folder in table:
            folders = (folder,) if folder else ()
            relevant = _walk(pages, about, path, folders)
            questions.append(
                LabelledQuestion(text, kind, relevant, about=about, path=path, folders=folders)
            )
    for text, target in PARAPHRASE:
        questions.append(LabelledQuestion(text, "paraphrase", {target}, about=target))
    return questions


def build(seed: int = 211) -> EvalSet:
    rng = random.Random(seed)
    shift = timedelta(days=rng.randint(0, 6), hours=rng.randint(0, 6), minutes=rng.randint(0, 59))
    documents = _documents(shift)
    rng.shuffle(documents)
    pages = {doc.brain_id: doc for doc in documents if doc.kind == "page"}
    return EvalSet(documents=documents, questions=_questions(pages))


# --------------------------------------------------------------------------------------------
# Checking.

# Words that carry no content: function words, question words and request verbs.
_STOP_TEXT = """
    a an the of for to in on at by with and or is are was were be been being am
    who whom whose what which where when why how whats whos
    me my i we us our ours you your he him his she her they them their it its this that these
    those there here from about all any has have had do does did done not no yes can could would
    should will shall may might must s t d ll re ve don doesn didn isn wasn aren
    show list tell give find get got getting please
    into onto out off up down over than then as if so also else just only via per
    until after before while more most
"""
STOP_WORDS = frozenset(_STOP_TEXT.split())

_LINK_RE = re.compile(r"\[\[(page|evidence|source):([^\]|#]+)")


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def _stem(word: str) -> str:
    changed = True
    while changed:
        changed = False
        for suffix in ("ing", "ed", "es", "s"):
            if word.endswith(suffix) and len(word) - len(suffix) >= 3:
                word = word[: -len(suffix)]
                changed = True
                break
    return word


def _words(text: str) -> set[str]:
    return {_stem(w) for w in re.findall(r"[^\W_]+", _fold(text)) if len(w) > 1}


def _distinctive(question: str) -> set[str]:
    tokens = [w for w in re.findall(r"[^\W_]+", _fold(question)) if len(w) > 1]
    return {_stem(w) for w in tokens if w not in STOP_WORDS}


def _answer_words(doc: Document) -> set[str]:
    return _words(" ".join([doc.title, *doc.aliases, doc.body]))


def _check(data: EvalSet) -> list[str]:
    problems: list[str] = []
    by_id: dict[str, Document] = {}
    for doc in data.documents:
        if doc.brain_id in by_id:
            problems.append(f"duplicate id {doc.brain_id}")
        by_id[doc.brain_id] = doc
    for doc in data.documents:
        for problem in validate_document(doc, file_stem=doc.brain_id):
            problems.append(f"{doc.brain_id}: invalid ({problem})")
        if doc.status != "active":
            problems.append(f"{doc.brain_id}: status {doc.status!r}, not active")
        if doc.kind == "page":
            for statement in uncited_statements(doc.body):
                problems.append(f"{doc.brain_id}: uncited statement {statement.excerpt!r}")
            for rel in doc.relations:
                target = by_id.get(rel.target)
                if target is None or target.kind != "page":
                    problems.append(f"{doc.brain_id}: broken relation {rel.type} -> {rel.target}")
        for kind, target in _LINK_RE.findall(doc.body):
            if kind == "source":
                continue
            found = by_id.get(target)
            if found is None or found.kind != ("page" if kind == "page" else "evidence"):
                problems.append(f"{doc.brain_id}: broken {kind} link to {target}")
    pages = {pid: doc for pid, doc in by_id.items() if doc.kind == "page"}
    cited = {t for doc in pages.values() for k, t in _LINK_RE.findall(doc.body) if k == "evidence"}
    for doc in by_id.values():
        if doc.kind == "evidence" and doc.brain_id not in cited:
            problems.append(f"{doc.brain_id}: evidence no page cites")
    seen: set[str] = set()
    for question in data.questions:
        label = f"question {question.text!r}"
        if question.text in seen:
            problems.append(f"{label}: asked twice")
        seen.add(question.text)
        if question.kind not in KINDS:
            problems.append(f"{label}: unknown kind {question.kind!r}")
        if not question.relevant:
            problems.append(f"{label}: nothing relevant")
        for rid in question.relevant:
            if rid not in by_id:
                problems.append(f"{label}: relevant {rid} does not exist")
        if not isinstance(question, LabelledQuestion):
            continue
        if question.about not in pages:
            problems.append(f"{label}: described page {question.about} does not exist")
            continue
        if question.kind in ("hop", "hop2"):
            if question.about in question.relevant:
                problems.append(f"{label}: the described page is relevant")
            walked = _walk(pages, question.about, question.path, question.folders)
            if walked != question.relevant:
                problems.append(f"{label}: relevant differs from the relation walk")
        if question.kind in ("hop", "paraphrase"):
            words = _distinctive(question.text)
            for rid in sorted(question.relevant):
                if rid not in by_id:
                    continue
                shared = words & _answer_words(by_id[rid])
                if shared:
                    problems.append(f"{label}: shares {sorted(shared)} with answer {rid}")
        if question.kind in ("lexical", "script"):
            doc = pages[question.about]
            asked = _words(question.text)
            if not any(_words(name) <= asked for name in (doc.title, *doc.aliases)):
                problems.append(f"{label}: names neither the title nor an alias of {doc.brain_id}")
    return problems


if __name__ == "__main__":
    data = build()
    for problem in _check(data):
        print("PROBLEM", problem)
    kinds = Counter(f"{doc.kind}/{doc.type}" for doc in data.documents)
    print(f"documents: {len(data.documents)}")
    for name, count in sorted(kinds.items()):
        print(f"  {name}: {count}")
    print(f"questions: {len(data.questions)}")
    for name, count in Counter(q.kind for q in data.questions).most_common():
        print(f"  {name}: {count}")
