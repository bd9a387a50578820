"""Set P: a held-out retrieval evaluation set about a city public-transport operator.

Data card
---------
What the brain is: about 300 Goat Brain documents (markdown with YAML frontmatter, the format of
docs/format.md) describing Brennmouth Transit, an invented municipal operator of buses, trams and
two ferries. Pages cover its depots and control centre, tram lines, bus routes and ferry services,
vehicle classes and their manufacturers, the workforce (drivers, controllers, engineers,
managers), unions and their representatives, the city council and the safety regulator,
contractors (track works, ticketing, cleaning, fuel, charging, signalling, overhead lines,
security, civil works, investigations), incidents and their investigations, timetable changes,
procurement tenders, projects, board, safety-committee, council and union meetings, and the
decisions taken at them. Staff names are written in many scripts (Latin with diacritics,
Cyrillic, Greek, Arabic, Hebrew, Devanagari, Chinese, Japanese, Korean, Thai), as a city
workforce's are. Every page statement cites an evidence document (kind evidence: rosters,
contracts, minutes, incident reports, notices, registers), and every evidence document is cited.
Links between pages are typed frontmatter relations, each echoed by an inline page link.

Questions (about 180) come in five kinds: `lexical` (the question names its answer's title or an
alias, or two distinctive words of one), `script` (one person asked for by a name in a non-Latin
script), `hop` (the answer is one link from the page the question describes, its `anchor`, and
shares no distinctive word with the question), `hop2` (two links away, through projects,
meetings, depots, routes, incidents, people or vehicle classes; the answer shares no distinctive
word with the question either) and `paraphrase` (a page asked for in words unlike its title: at
most one distinctive word shared). `_check` enforces all of this.

How it was written: by an independent generator working from the document format alone
(docs/format.md and the toolkit's document, validation and claims modules), without reading the
ranker, the search services, the evaluation harness or any other evaluation set. The world, the
names and the questions are invented.

HELD OUT: this set measures retrieval, it does not train it. Nobody tuning the ranker should
read this file, its questions or its documents; doing so turns it into one more development set.

Run `python -m bench.retrieval_data_p` to print `_check`'s problems and the counts.
"""

from __future__ import annotations

import json
import random
import re
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from bench.retrieval_data import EvalSet, Question
from brain.toolkit.claims import uncited_statements
from brain.toolkit.document import Document, parse_document
from brain.toolkit.links import Link, scan_links
from brain.toolkit.timeline import timeline_entry_id
from brain.toolkit.validation import validate_document


@dataclass
class AnchoredQuestion(Question):
    """A question with the id of the page it describes (empty for lexical, script, paraphrase)."""

    anchor: str = ""


@dataclass
class _Page:
    id: str
    folder: str
    type: str
    title: str
    aliases: list[str]
    about: str
    rels: list[tuple[str, str]]
    ev: list[str]
    category: str = ""
    timeline: list[tuple[str, str, str]] = field(default_factory=list)


@dataclass
class _Evidence:
    id: str
    folder: str
    title: str
    ref: str
    intro: str
    created: str = "2026-06-01T09:00:00Z"


_PAGES: list[_Page] = []
_EVIDENCE: list[_Evidence] = []


def _pg(
    id_: str,
    folder: str,
    type_: str,
    title: str,
    aliases: list[str],
    about: str,
    rels: list[tuple[str, str]],
    ev: list[str],
    category: str = "",
    timeline: list[tuple[str, str, str]] | None = None,
) -> None:
    _PAGES.append(
        _Page(id_, folder, type_, title, aliases, about, rels, ev, category, timeline or [])
    )


def _ev(id_: str, folder: str, title: str, ref: str, intro: str, created: str = "") -> None:
    _EVIDENCE.append(_Evidence(id_, folder, title, ref, intro, created or "2026-06-01T09:00:00Z"))


# --- evidence ------------------------------------------------------------------------------

_ev(
    "ev-hr-executive",
    "evidence/hr",
    "Executive team register, 2026",
    "file:hr/executive-register-2026.xlsx",
    "People directorate register of the executive team and the board, as at 1 February 2026.",
    "2026-02-01T08:00:00Z",
)
_ev(
    "ev-hr-kilnfield",
    "evidence/hr",
    "Staff roster extract: Kilnfield",
    "file:hr/rosters/kilnfield-2026-03.csv",
    "Roster extract for the Kilnfield site, four-week cycle starting 2 March 2026.",
    "2026-03-02T06:00:00Z",
)
_ev(
    "ev-hr-saltmarsh",
    "evidence/hr",
    "Staff roster extract: Saltmarsh",
    "file:hr/rosters/saltmarsh-2026-03.csv",
    "Roster extract for the Saltmarsh tram site, March 2026.",
    "2026-03-02T06:05:00Z",
)
_ev(
    "ev-hr-orchard-lane",
    "evidence/hr",
    "Staff roster extract: Orchard Lane",
    "file:hr/rosters/orchard-lane-2026-03.csv",
    "Roster extract for Orchard Lane, March 2026.",
    "2026-03-02T06:10:00Z",
)
_ev(
    "ev-hr-westbrook",
    "evidence/hr",
    "Staff roster extract: Westbrook",
    "file:hr/rosters/westbrook-2026-03.csv",
    "Roster extract for Westbrook, including the night network duties, March 2026.",
    "2026-03-02T06:15:00Z",
)
_ev(
    "ev-hr-fennick",
    "evidence/hr",
    "Staff roster extract: Fennick",
    "file:hr/rosters/fennick-2026-03.csv",
    "Roster extract for the Fennick workshop and the University Line drivers, March 2026.",
    "2026-03-02T06:20:00Z",
)
_ev(
    "ev-hr-quayside",
    "evidence/hr",
    "Crew list: marine section",
    "file:hr/rosters/marine-crew-list-2026.pdf",
    "Marine section crew list filed with the harbour master, season 2026.",
    "2026-03-30T07:00:00Z",
)
_ev(
    "ev-hr-control-centre",
    "evidence/hr",
    "Control room shift pattern",
    "file:hr/rosters/control-shift-pattern-2026.xlsx",
    "Shift pattern for the control room, effective January 2026.",
    "2026-01-05T07:00:00Z",
)
_ev(
    "ev-hr-engineering",
    "evidence/hr",
    "Engineering directorate organisation chart",
    "file:hr/org-charts/engineering-2026.pdf",
    "Organisation chart of the engineering directorate, revision 7.",
    "2026-02-10T10:00:00Z",
)
_ev(
    "ev-hr-project-office",
    "evidence/hr",
    "Project office staffing note",
    "goat-task:pmo-staffing-2026",
    "Project management office: who leads which scheme, as recorded by the portfolio office.",
    "2026-02-12T10:00:00Z",
)
_ev(
    "ev-union-reps-register",
    "evidence/hr",
    "Register of accredited union representatives",
    "file:hr/union-representatives-2026.pdf",
    "Register of representatives accredited under the recognition agreements, 2026 edition.",
    "2026-01-20T09:00:00Z",
)
_ev(
    "ev-council-portfolios",
    "evidence/external",
    "Council cabinet portfolios 2026",
    "web:brennmouth.gov.example/cabinet-portfolios-2026",
    "Published list of cabinet portfolios and committee chairs, May 2026 annual meeting.",
    "2026-05-21T12:00:00Z",
)
_ev(
    "ev-otsc-contacts",
    "evidence/external",
    "Regulator inspectorate contact sheet",
    "web:otsc.example/inspectorate/brennmouth",
    "Inspectorate contacts assigned to Brennmouth Transit, published by the regulator.",
    "2026-01-15T12:00:00Z",
)
_ev(
    "ev-supplier-contacts",
    "evidence/procurement",
    "Supplier contact list",
    "file:procurement/supplier-contacts-2026.xlsx",
    "Procurement's list of named supplier contacts, refreshed quarterly.",
    "2026-04-01T09:00:00Z",
)

_ev(
    "ev-contract-solvik",
    "evidence/contracts",
    "Tram supply and maintenance contract C-1187",
    "file:contracts/C-1187-solvik.pdf",
    "Contract C-1187 for the supply of low-floor trams and ten years of maintenance.",
    "2018-09-14T12:00:00Z",
)
_ev(
    "ev-contract-linderholm",
    "evidence/contracts",
    "Spares and overhaul agreement C-0412",
    "file:contracts/C-0412-linderholm.pdf",
    "Agreement C-0412 for spares and overhaul support for the older tram fleet.",
    "2024-02-01T12:00:00Z",
)
_ev(
    "ev-contract-ardent",
    "evidence/contracts",
    "Bus supply framework C-0960",
    "file:contracts/C-0960-ardent.pdf",
    "Framework C-0960 for diesel and hybrid bus supply with parts support.",
    "2019-05-03T12:00:00Z",
)
_ev(
    "ev-contract-voltaro",
    "evidence/contracts",
    "Electric bus supply contract C-1420",
    "file:contracts/C-1420-voltaro.pdf",
    "Contract C-1420 for forty battery-electric buses, signed April 2026.",
    "2026-04-28T12:00:00Z",
)
_ev(
    "ev-contract-heron",
    "evidence/contracts",
    "Vessel build and dry-dock agreement C-0733",
    "file:contracts/C-0733-heron.pdf",
    "Agreement C-0733 covering the build of two passenger vessels and their annual dry-docking.",
    "2015-11-20T12:00:00Z",
)
_ev(
    "ev-contract-grayling",
    "evidence/contracts",
    "Track renewal framework C-1302",
    "file:contracts/C-1302-grayling.pdf",
    "Framework C-1302 for permanent way renewal and maintenance.",
    "2025-12-01T12:00:00Z",
)
_ev(
    "ev-contract-tessera",
    "evidence/contracts",
    "Fare system contract C-1310",
    "file:contracts/C-1310-tessera.pdf",
    "Contract C-1310 for the account-based fare system, back office and validators.",
    "2025-12-15T12:00:00Z",
)
_ev(
    "ev-contract-brighthold",
    "evidence/contracts",
    "Cleaning services contract C-1455",
    "file:contracts/C-1455-brighthold.pdf",
    "Contract C-1455 for depot, vehicle and vessel cleaning from July 2026.",
    "2026-06-10T12:00:00Z",
)
_ev(
    "ev-contract-northwold",
    "evidence/contracts",
    "Fuel supply contract C-1466",
    "file:contracts/C-1466-northwold.pdf",
    "Contract C-1466 for road diesel and marine gas oil deliveries.",
    "2026-07-01T12:00:00Z",
)
_ev(
    "ev-contract-ampora",
    "evidence/contracts",
    "Charging infrastructure contract C-1431",
    "file:contracts/C-1431-ampora.pdf",
    "Contract C-1431 for depot chargers, installation and five years of maintenance.",
    "2026-05-05T12:00:00Z",
)
_ev(
    "ev-contract-quill",
    "evidence/contracts",
    "Signalling works order C-1299",
    "file:contracts/C-1299-quill.pdf",
    "Works order C-1299 for tram signalling and points control.",
    "2025-10-01T12:00:00Z",
)
_ev(
    "ev-contract-halden",
    "evidence/contracts",
    "Overhead line maintenance contract C-1105",
    "file:contracts/C-1105-halden.pdf",
    "Contract C-1105 for maintenance of the tram overhead contact system.",
    "2022-04-01T12:00:00Z",
)
_ev(
    "ev-contract-meridian",
    "evidence/contracts",
    "Investigation services call-off C-1350",
    "file:contracts/C-1350-meridian.pdf",
    "Call-off C-1350 for independent investigation of serious incidents.",
    "2026-01-10T12:00:00Z",
)
_ev(
    "ev-contract-pinecrest",
    "evidence/contracts",
    "Security patrol contract C-1490",
    "file:contracts/C-1490-pinecrest.pdf",
    "Contract C-1490 for uniformed patrols on night services.",
    "2026-11-20T12:00:00Z",
)
_ev(
    "ev-contract-oakhurst",
    "evidence/contracts",
    "Civil works contract C-1401",
    "file:contracts/C-1401-oakhurst.pdf",
    "Design-and-build contract C-1401 for the Eastfields tramway civil works.",
    "2026-05-12T12:00:00Z",
)

_ev(
    "ev-recognition-twu",
    "evidence/hr",
    "Recognition agreement: TWU",
    "file:hr/recognition/twu-2024.pdf",
    "Collective recognition agreement, bus and control grades.",
    "2024-03-01T12:00:00Z",
)
_ev(
    "ev-recognition-tdg",
    "evidence/hr",
    "Recognition agreement: TDG",
    "file:hr/recognition/tdg-2023.pdf",
    "Recognition agreement for tram driving grades.",
    "2023-06-01T12:00:00Z",
)
_ev(
    "ev-recognition-fca",
    "evidence/hr",
    "Recognition agreement: FCA",
    "file:hr/recognition/fca-2022.pdf",
    "Recognition agreement for ratings and officers of the passenger vessels.",
    "2022-09-01T12:00:00Z",
)
_ev(
    "ev-recognition-ufe",
    "evidence/hr",
    "Recognition agreement: UFE",
    "file:hr/recognition/ufe-2025.pdf",
    "Recognition agreement for workshop, electrical and maintenance grades.",
    "2025-01-15T12:00:00Z",
)
_ev(
    "ev-operating-licence",
    "evidence/external",
    "Operating licence OL-2291",
    "file:legal/operating-licence-OL-2291.pdf",
    "Operating licence OL-2291 for tramway, bus and passenger vessel services.",
    "2021-07-01T12:00:00Z",
)
_ev(
    "ev-council-shareholding",
    "evidence/external",
    "Shareholder agreement with the council",
    "file:legal/shareholder-agreement.pdf",
    "Shareholder agreement between the city and its transport company.",
    "2012-04-01T12:00:00Z",
)
_ev(
    "ev-harbour-lease",
    "evidence/external",
    "Berth lease with the harbour board",
    "file:legal/berth-lease-2020.pdf",
    "Lease of ferry berths and the island landing stage.",
    "2020-03-01T12:00:00Z",
)

_ev(
    "ev-depot-register",
    "evidence/network",
    "Depot and premises register",
    "file:estates/depot-register-2026.xlsx",
    "Estates register of operational premises, capacity and services.",
    "2026-01-08T09:00:00Z",
)
_ev(
    "ev-tram-network-register",
    "evidence/network",
    "Tram network register",
    "file:network/tram-register-2026.pdf",
    "Register of tram lines, stops and operating bases.",
    "2026-01-09T09:00:00Z",
)
_ev(
    "ev-bus-network-register",
    "evidence/network",
    "Bus network register",
    "file:network/bus-register-2026.pdf",
    "Register of bus routes, operating garages and allocated vehicle types.",
    "2026-01-09T09:30:00Z",
)
_ev(
    "ev-ferry-service-register",
    "evidence/network",
    "Ferry service register",
    "file:network/ferry-register-2026.pdf",
    "Register of ferry services, vessels and berths.",
    "2026-01-09T10:00:00Z",
)
_ev(
    "ev-fleet-register",
    "evidence/network",
    "Fleet register",
    "file:engineering/fleet-register-2026.xlsx",
    "Engineering fleet register: vehicle classes, numbers and builders.",
    "2026-01-12T09:00:00Z",
)
# --- organisations ---------------------------------------------------------------------------

_O = "organisations"
_pg(
    "brennmouth-transit",
    _O,
    "company",
    "Brennmouth Transit",
    ["Brennmouth Transit Company", "BTC"],
    "Municipal company that runs the city's buses, trams and ferries, with about 2,300 staff.",
    [("owned_by", "brennmouth-city-council"), ("regulated_by", "otsc")],
    ["ev-council-shareholding", "ev-operating-licence"],
    "operator",
)
_pg(
    "brennmouth-city-council",
    f"{_O}/public",
    "company",
    "Brennmouth City Council",
    ["City Council"],
    "Local authority that is the sole shareholder of the operator and funds its capital schemes.",
    [],
    ["ev-council-shareholding", "ev-council-portfolios"],
    "public_body",
)
_pg(
    "otsc",
    f"{_O}/public",
    "company",
    "Office of the Transport Safety Commissioner",
    ["OTSC", "Safety Commissioner"],
    "Independent regulator that licenses tramway, bus and passenger vessel operations and audits "
    "their safety management.",
    [],
    ["ev-operating-licence", "ev-otsc-contacts"],
    "regulator",
)
_pg(
    "skelda-bay-harbour-board",
    f"{_O}/public",
    "company",
    "Skelda Bay Harbour Board",
    ["Harbour Board"],
    "Statutory port authority that owns the ferry berths and the island landing stage.",
    [],
    ["ev-harbour-lease"],
    "public_body",
)
_pg(
    "solvik-carriage-works",
    f"{_O}/manufacturers",
    "company",
    "Solvik Carriage Works",
    ["Solvik"],
    "Rail vehicle builder that delivered the low-floor tram fleet and holds its ten-year "
    "maintenance contract.",
    [],
    ["ev-contract-solvik"],
    "manufacturer",
)
_pg(
    "linderholm-rail-systems",
    f"{_O}/manufacturers",
    "company",
    "Linderholm Rail Systems",
    ["Linderholm"],
    "Builder of the 1998 high-floor trams, now supplying spares and overhaul support.",
    [],
    ["ev-contract-linderholm"],
    "manufacturer",
)
_pg(
    "ardent-coachbuilders",
    f"{_O}/manufacturers",
    "company",
    "Ardent Coachbuilders",
    ["Ardent"],
    "Bus manufacturer behind the diesel single-deck and hybrid double-deck fleets.",
    [],
    ["ev-contract-ardent"],
    "manufacturer",
)
_pg(
    "voltaro-mobility",
    f"{_O}/manufacturers",
    "company",
    "Voltaro Mobility",
    ["Voltaro"],
    "Battery-electric bus maker; forty more of its twelve-metre buses were ordered in 2026.",
    [],
    ["ev-contract-voltaro"],
    "manufacturer",
)
_pg(
    "heron-marine-yard",
    f"{_O}/manufacturers",
    "company",
    "Heron Marine Yard",
    ["Heron Marine"],
    "Shipbuilder that built both passenger vessels and dry-docks them every winter.",
    [],
    ["ev-contract-heron"],
    "manufacturer",
)
_pg(
    "grayling-permanent-way",
    f"{_O}/contractors",
    "company",
    "Grayling Permanent Way Ltd",
    ["Grayling"],
    "Track renewal and maintenance contractor on the framework let in late 2025.",
    [],
    ["ev-contract-grayling"],
    "contractor",
)
_pg(
    "tessera-fare-systems",
    f"{_O}/contractors",
    "company",
    "Tessera Fare Systems",
    ["Tessera"],
    "Supplier of the account-based ticketing back office, validators and inspection handsets.",
    [],
    ["ev-contract-tessera"],
    "contractor",
)
_pg(
    "brighthold-cleaning-services",
    f"{_O}/contractors",
    "company",
    "BrightHold Cleaning Services",
    ["BrightHold"],
    "Contractor that has cleaned depots, vehicles and vessels since July 2026.",
    [],
    ["ev-contract-brighthold"],
    "contractor",
)
_pg(
    "northwold-fuels",
    f"{_O}/contractors",
    "company",
    "Northwold Fuels",
    ["Northwold"],
    "Delivers road diesel to the bus depots and marine gas oil to the quay.",
    [],
    ["ev-contract-northwold"],
    "contractor",
)
_pg(
    "ampora-charging",
    f"{_O}/contractors",
    "company",
    "Ampora Charging",
    ["Ampora"],
    "Installs and maintains the depot chargers for the battery buses.",
    [],
    ["ev-contract-ampora"],
    "contractor",
)
_pg(
    "quill-signal-engineering",
    f"{_O}/contractors",
    "company",
    "Quill Signal Engineering",
    ["Quill"],
    "Contractor for tram signalling, interlockings and points control.",
    [],
    ["ev-contract-quill"],
    "contractor",
)
_pg(
    "halden-overhead-lines",
    f"{_O}/contractors",
    "company",
    "Halden Overhead Lines",
    ["Halden OLE"],
    "Maintains the overhead contact wires and masts on every tram line.",
    [],
    ["ev-contract-halden"],
    "contractor",
)
_pg(
    "meridian-safety-consultants",
    f"{_O}/contractors",
    "company",
    "Meridian Safety Consultants",
    ["Meridian"],
    "Independent investigators called in after serious incidents.",
    [],
    ["ev-contract-meridian"],
    "contractor",
)
_pg(
    "pinecrest-security",
    f"{_O}/contractors",
    "company",
    "Pinecrest Security",
    ["Pinecrest"],
    "Provides uniformed guards who ride and patrol the late-night buses.",
    [],
    ["ev-contract-pinecrest"],
    "contractor",
)
_pg(
    "oakhurst-civil-engineering",
    f"{_O}/contractors",
    "company",
    "Oakhurst Civil Engineering",
    ["Oakhurst"],
    "Principal civil contractor building the eastern tramway, bridges and stops.",
    [],
    ["ev-contract-oakhurst"],
    "contractor",
)
_pg(
    "twu",
    f"{_O}/unions",
    "company",
    "Transport Workers' Union",
    ["TWU"],
    "Largest recognised union, covering bus drivers, controllers and shore staff.",
    [],
    ["ev-recognition-twu", "ev-union-reps-register"],
    "union",
)
_pg(
    "tram-drivers-guild",
    f"{_O}/unions",
    "company",
    "Tram Drivers' Guild",
    ["TDG"],
    "Craft union recognised for tram driving grades.",
    [],
    ["ev-recognition-tdg", "ev-union-reps-register"],
    "union",
)
_pg(
    "ferry-crews-association",
    f"{_O}/unions",
    "company",
    "Ferry Crews Association",
    ["FCA"],
    "Union for masters, mates and deck ratings on the passenger vessels.",
    [],
    ["ev-recognition-fca", "ev-union-reps-register"],
    "union",
)
_pg(
    "union-of-fitters-and-electricians",
    f"{_O}/unions",
    "company",
    "Union of Fitters and Electricians",
    ["UFE"],
    "Represents workshop fitters, electricians and maintenance technicians.",
    [],
    ["ev-recognition-ufe", "ev-union-reps-register"],
    "union",
)

# --- depots, control centre ----------------------------------------------------------------

_D = "network/depots"
_pg(
    "kilnfield-depot",
    _D,
    "concept",
    "Kilnfield Depot",
    ["Kilnfield"],
    "Largest bus base, on the northern ring road, with room for 160 vehicles and a fuel island.",
    [
        ("operated_by", "brennmouth-transit"),
        ("managed_by", "tomasz-wisniewski"),
        ("houses", "citadel-diesel-bus"),
        ("houses", "lumen-e12-bus"),
        ("cleaned_by", "brighthold-cleaning-services"),
        ("fuel_supplied_by", "northwold-fuels"),
    ],
    ["ev-depot-register", "ev-hr-kilnfield", "ev-contract-brighthold", "ev-contract-northwold"],
    "depot",
)
_pg(
    "saltmarsh-tram-depot",
    _D,
    "concept",
    "Saltmarsh Tram Depot",
    ["Saltmarsh sheds"],
    "Stabling sidings and light maintenance shed at the southern end of the original tramway.",
    [
        ("operated_by", "brennmouth-transit"),
        ("managed_by", "kanya-srisuk"),
        ("houses", "kestrel-tram"),
        ("track_maintained_by", "grayling-permanent-way"),
        ("cleaned_by", "brighthold-cleaning-services"),
    ],
    ["ev-depot-register", "ev-hr-saltmarsh", "ev-contract-grayling", "ev-contract-brighthold"],
    "depot",
)
_pg(
    "orchard-lane-garage",
    _D,
    "concept",
    "Orchard Lane Garage",
    ["Orchard Lane"],
    "All-electric bus garage opened in 2025 with sixty overnight charging bays.",
    [
        ("operated_by", "brennmouth-transit"),
        ("managed_by", "haruto-sato"),
        ("houses", "lumen-e12-bus"),
        ("charging_by", "ampora-charging"),
    ],
    ["ev-depot-register", "ev-hr-orchard-lane", "ev-contract-ampora"],
    "depot",
)
_pg(
    "westbrook-depot",
    _D,
    "concept",
    "Westbrook Depot",
    ["Westbrook"],
    "Diesel and hybrid bus base for the western routes and the whole night network.",
    [
        ("operated_by", "brennmouth-transit"),
        ("managed_by", "fiona-mcallister"),
        ("houses", "citadel-diesel-bus"),
        ("houses", "metroline-hybrid-bus"),
        ("fuel_supplied_by", "northwold-fuels"),
        ("cleaned_by", "brighthold-cleaning-services"),
    ],
    ["ev-depot-register", "ev-hr-westbrook", "ev-contract-northwold", "ev-contract-brighthold"],
    "depot",
)
_pg(
    "fennick-yard",
    _D,
    "concept",
    "Fennick Yard",
    ["Fennick"],
    "Heavy maintenance workshop, wheel lathe and stabling for the low-floor trams.",
    [
        ("operated_by", "brennmouth-transit"),
        ("managed_by", "park-ji-woo"),
        ("houses", "aurora-tram"),
        ("maintained_by", "solvik-carriage-works"),
    ],
    ["ev-depot-register", "ev-hr-fennick", "ev-contract-solvik"],
    "depot",
)
_pg(
    "quayside-ferry-terminal",
    _D,
    "concept",
    "Quayside Ferry Terminal",
    ["Quayside"],
    "Home berth of both vessels, with the marine office and the passenger waiting hall.",
    [
        ("operated_by", "brennmouth-transit"),
        ("managed_by", "eamon-o-suilleabhain"),
        ("leased_from", "skelda-bay-harbour-board"),
        ("houses", "mv-gannet"),
        ("houses", "mv-petrel"),
        ("fuel_supplied_by", "northwold-fuels"),
    ],
    ["ev-depot-register", "ev-hr-quayside", "ev-harbour-lease", "ev-contract-northwold"],
    "depot",
)
_pg(
    "network-control-centre",
    "network",
    "concept",
    "Network Control Centre",
    ["NCC", "control room"],
    "Round-the-clock room on Market Street that dispatches and supervises every tram, bus and "
    "sailing.",
    [("operated_by", "brennmouth-transit"), ("managed_by", "rafael-nunez")],
    ["ev-depot-register", "ev-hr-control-centre"],
    "control",
)

# --- lines and routes ------------------------------------------------------------------------

_L = "network/lines"
_pg(
    "tram-line-t1",
    f"{_L}/tram",
    "concept",
    "T1 Harbour Line",
    ["Line T1", "Harbour Line"],
    "The original tramway, fourteen stops from Pier Head to Saltmarsh, every eight minutes by day.",
    [
        ("operated_from", "saltmarsh-tram-depot"),
        ("uses", "kestrel-tram"),
        ("overhead_maintained_by", "halden-overhead-lines"),
    ],
    ["ev-tram-network-register", "ev-contract-halden"],
    "line",
)
_pg(
    "tram-line-t2",
    f"{_L}/tram",
    "concept",
    "T2 University Line",
    ["Line T2"],
    "Runs from Central Station through Chancery Junction to the campus, the busiest tram corridor.",
    [
        ("operated_from", "fennick-yard"),
        ("uses", "aurora-tram"),
        ("signalled_by", "quill-signal-engineering"),
        ("overhead_maintained_by", "halden-overhead-lines"),
    ],
    ["ev-tram-network-register", "ev-contract-quill", "ev-contract-halden"],
    "line",
)
_pg(
    "tram-line-t3",
    f"{_L}/tram",
    "concept",
    "T3 Eastfields Line",
    ["Line T3"],
    "New line under construction towards Eastfields, planned to open in 2028.",
    [("operated_from", "fennick-yard"), ("uses", "aurora-tram")],
    ["ev-tram-network-register"],
    "line",
)
_B = f"{_L}/bus"
_pg(
    "bus-route-4",
    _B,
    "concept",
    "Route 4 Docklands Circular",
    ["the 4"],
    "Loop around the docklands offices, every ten minutes on weekdays.",
    [("operated_from", "orchard-lane-garage"), ("uses", "lumen-e12-bus")],
    ["ev-bus-network-register"],
    "route",
)
_pg(
    "bus-route-7",
    _B,
    "concept",
    "Route 7 Old Town – Hillcrest",
    ["the 7"],
    "Cross-town route linking the cobbled old town with the Hillcrest estate.",
    [("operated_from", "orchard-lane-garage"), ("uses", "lumen-e12-bus")],
    ["ev-bus-network-register", "ev-notice-tt-winter-2026"],
    "route",
)
_pg(
    "bus-route-12",
    _B,
    "concept",
    "Route 12 Brickworks – Market Square",
    ["the 12"],
    "Trunk route from the Brickworks estate into the centre, one of the busiest in the city.",
    [("operated_from", "kilnfield-depot"), ("uses", "citadel-diesel-bus")],
    ["ev-bus-network-register", "ev-notice-tt-route12-uplift"],
    "route",
)
_pg(
    "bus-route-19",
    _B,
    "concept",
    "Route 19 Cattle Market – General Hospital",
    ["the 19"],
    "Serves the hospital campus from the cattle market interchange.",
    [("operated_from", "westbrook-depot"), ("uses", "metroline-hybrid-bus")],
    ["ev-bus-network-register", "ev-notice-tt-winter-2026"],
    "route",
)
_pg(
    "bus-route-23",
    _B,
    "concept",
    "Route 23 Harrow Park – University",
    ["the 23"],
    "Student route between Harrow Park halls and the campus.",
    [("operated_from", "kilnfield-depot"), ("uses", "lumen-e12-bus")],
    ["ev-bus-network-register"],
    "route",
)
_pg(
    "bus-route-31",
    _B,
    "concept",
    "Route 31 Riverside Orbital",
    ["the 31"],
    "Orbital route following the river embankment and the waterfront.",
    [("operated_from", "orchard-lane-garage"), ("uses", "lumen-e12-bus")],
    ["ev-bus-network-register"],
    "route",
)
_pg(
    "bus-route-44",
    _B,
    "concept",
    "Route 44 Northgate – Cathedral",
    ["the 44"],
    "Radial route from Northgate to the cathedral quarter.",
    [("operated_from", "westbrook-depot"), ("uses", "citadel-diesel-bus")],
    ["ev-bus-network-register", "ev-notice-tt-winter-2026"],
    "route",
)
_pg(
    "bus-route-52",
    _B,
    "concept",
    "Route 52 Marsh Villages",
    ["the 52"],
    "Hourly rural route to the villages on the southern marshes.",
    [("operated_from", "kilnfield-depot"), ("uses", "citadel-diesel-bus")],
    ["ev-bus-network-register"],
    "route",
)
_pg(
    "bus-route-n8",
    _B,
    "concept",
    "N8 Night Bus",
    ["Night 8"],
    "All-night service from the centre to the western estates, Thursday to Sunday.",
    [
        ("operated_from", "westbrook-depot"),
        ("uses", "citadel-diesel-bus"),
        ("patrolled_by", "pinecrest-security"),
    ],
    ["ev-bus-network-register", "ev-contract-pinecrest"],
    "route",
)
_pg(
    "bus-route-x1",
    _B,
    "concept",
    "X1 Airport Express",
    ["X1"],
    "Limited-stop coach service between the central bus station and the airport.",
    [("operated_from", "kilnfield-depot"), ("uses", "metroline-hybrid-bus")],
    ["ev-bus-network-register", "ev-notice-tt-x1-recast"],
    "route",
)
_F = f"{_L}/ferry"
_pg(
    "ferry-f1",
    _F,
    "concept",
    "F1 Cross-Bay Ferry",
    ["Cross-Bay Ferry"],
    "Half-hourly crossing of the bay from Quayside to the southern shore.",
    [("operated_from", "quayside-ferry-terminal"), ("uses", "mv-gannet")],
    ["ev-ferry-service-register"],
    "ferry_service",
)
_pg(
    "ferry-f2",
    _F,
    "concept",
    "F2 Lighthouse Island Ferry",
    ["Lighthouse Island ferry"],
    "Seasonal service to the island landing stage, daily from April to October.",
    [("operated_from", "quayside-ferry-terminal"), ("uses", "mv-petrel")],
    ["ev-ferry-service-register"],
    "ferry_service",
)

# --- fleet -------------------------------------------------------------------------------------

_V = "fleet"
_pg(
    "kestrel-tram",
    f"{_V}/trams",
    "concept",
    "Kestrel class tram",
    ["K-class"],
    "Twenty-four high-floor articulated trams from 1998, all working the original tramway.",
    [("built_by", "linderholm-rail-systems")],
    ["ev-fleet-register", "ev-contract-linderholm"],
    "vehicle_class",
)
_pg(
    "aurora-tram",
    f"{_V}/trams",
    "concept",
    "Aurora class tram",
    ["A-class"],
    "Thirty-two low-floor trams delivered between 2019 and 2021.",
    [("built_by", "solvik-carriage-works")],
    ["ev-fleet-register", "ev-contract-solvik"],
    "vehicle_class",
)
_pg(
    "citadel-diesel-bus",
    f"{_V}/buses",
    "concept",
    "Citadel diesel bus",
    ["Citadel"],
    "Euro VI single-deckers, 140 in service, being retired as battery buses arrive.",
    [("built_by", "ardent-coachbuilders")],
    ["ev-fleet-register", "ev-contract-ardent"],
    "vehicle_class",
)
_pg(
    "metroline-hybrid-bus",
    f"{_V}/buses",
    "concept",
    "Metroline hybrid bus",
    ["Metroline"],
    "Diesel-electric double-deckers used on the trunk and airport routes.",
    [("built_by", "ardent-coachbuilders")],
    ["ev-fleet-register", "ev-contract-ardent"],
    "vehicle_class",
)
_pg(
    "lumen-e12-bus",
    f"{_V}/buses",
    "concept",
    "Lumen E12 electric bus",
    ["E12"],
    "Twelve-metre battery-electric single-decker with a range of about 300 km.",
    [("built_by", "voltaro-mobility")],
    ["ev-fleet-register", "ev-contract-voltaro"],
    "vehicle_class",
)
_pg(
    "mv-gannet",
    f"{_V}/vessels",
    "concept",
    "MV Gannet",
    ["Gannet"],
    "Two-hundred-and-fifty-passenger ferry on the cross-bay crossing.",
    [("built_by", "heron-marine-yard")],
    ["ev-fleet-register", "ev-contract-heron"],
    "vessel",
)
_pg(
    "mv-petrel",
    f"{_V}/vessels",
    "concept",
    "MV Petrel",
    ["Petrel"],
    "Smaller ninety-passenger vessel used for the island service.",
    [("built_by", "heron-marine-yard")],
    ["ev-fleet-register", "ev-contract-heron"],
    "vessel",
)
# --- people ----------------------------------------------------------------------------------


def _person(
    id_: str,
    sub: str,
    title: str,
    aliases: list[str],
    about: str,
    rels: list[tuple[str, str]],
    ev: list[str],
) -> None:
    _pg(id_, f"people/{sub}", "person", title, aliases, about, rels, ev)


_BT = "brennmouth-transit"
_X = "executive"
_person(
    "margit-solberg",
    _X,
    "Margit Sølberg",
    ["M. Sølberg"],
    "Chief executive since 2023; previously ran a regional rail franchise.",
    [("works_for", _BT), ("reports_to", "benedikt-hofer")],
    ["ev-hr-executive"],
)
_person(
    "dmitri-volkov",
    _X,
    "Дмитрий Волков",
    ["Dmitri Volkov"],
    "Chief operating officer; every depot manager and the control room answer to him, and he "
    "normally chairs the Safety Committee.",
    [("works_for", _BT), ("reports_to", "margit-solberg")],
    ["ev-hr-executive"],
)
_person(
    "aisha-rahman",
    _X,
    "عائشة رحمن",
    ["Aisha Rahman"],
    "Finance director who signs off capital budgets and any award above two million.",
    [("works_for", _BT), ("reports_to", "margit-solberg")],
    ["ev-hr-executive"],
)
_person(
    "benedikt-hofer",
    _X,
    "Benedikt Höfer",
    [],
    "Non-executive chair of the board, appointed by the shareholder in 2024.",
    [("board_member_of", _BT)],
    ["ev-hr-executive", "ev-council-shareholding"],
)
_person(
    "priya-raghunathan",
    _X,
    "प्रिया रघुनाथन",
    ["Priya Raghunathan"],
    "Director of engineering, accountable for vehicles, track, overhead wires and signalling.",
    [("works_for", _BT), ("reports_to", "margit-solberg")],
    ["ev-hr-executive", "ev-hr-engineering"],
)
_person(
    "chen-jiahui",
    _X,
    "陈嘉慧",
    ["Chen Jiahui"],
    "Head of safety, quality and environment and secretary to the Safety Committee.",
    [("works_for", _BT), ("reports_to", "margit-solberg")],
    ["ev-hr-executive"],
)
_person(
    "olumide-adeyemi",
    _X,
    "Olúmídé Adéyẹmí",
    ["Olumide Adeyemi"],
    "Head of procurement, who runs every tender above the public threshold.",
    [("works_for", _BT), ("reports_to", "aisha-rahman")],
    ["ev-hr-executive"],
)
_person(
    "ines-carvalho",
    _X,
    "Inês Carvalho",
    [],
    "Head of network planning; owns the timetables and the service change process.",
    [("works_for", _BT), ("reports_to", "dmitri-volkov")],
    ["ev-hr-executive"],
)
_person(
    "yannis-papadakis",
    "engineering",
    "Γιάννης Παπαδάκης",
    ["Yannis Papadakis"],
    "Fleet engineering manager for trams, buses and both vessels.",
    [("works_for", _BT), ("reports_to", "priya-raghunathan")],
    ["ev-hr-engineering"],
)
_person(
    "noa-ben-david",
    _X,
    "נועה בן דוד",
    ["Noa Ben-David"],
    "Head of people, who leads pay and conditions negotiations with the recognised unions.",
    [("works_for", _BT), ("reports_to", "margit-solberg")],
    ["ev-hr-executive"],
)
_person(
    "beatriz-sousa",
    "planning",
    "Beatriz Sousa",
    [],
    "Senior service planner who builds bus schedules and driver duties.",
    [("works_for", _BT), ("reports_to", "ines-carvalho")],
    ["ev-hr-project-office"],
)

_person(
    "tomasz-wisniewski",
    "depots",
    "Tomasz Wiśniewski",
    [],
    "Site manager at the city's largest bus base since 2019.",
    [("works_at", "kilnfield-depot"), ("reports_to", "dmitri-volkov")],
    ["ev-hr-kilnfield"],
)
_person(
    "kanya-srisuk",
    "depots",
    "กัญญา ศรีสุข",
    ["Kanya Srisuk"],
    "Manager of the tram stabling and light maintenance site at the south end of the tramway.",
    [("works_at", "saltmarsh-tram-depot"), ("reports_to", "dmitri-volkov")],
    ["ev-hr-saltmarsh"],
)
_person(
    "haruto-sato",
    "depots",
    "佐藤 陽翔",
    ["Haruto Sato"],
    "Manager of the all-electric bus garage, previously an energy engineer.",
    [("works_at", "orchard-lane-garage"), ("reports_to", "dmitri-volkov")],
    ["ev-hr-orchard-lane"],
)
_person(
    "fiona-mcallister",
    "depots",
    "Fiona McAllister",
    [],
    "Manages the western diesel and hybrid base and the night network duties.",
    [("works_at", "westbrook-depot"), ("reports_to", "dmitri-volkov")],
    ["ev-hr-westbrook"],
)
_person(
    "park-ji-woo",
    "depots",
    "박지우",
    ["Park Ji-woo"],
    "Workshop manager for heavy tram maintenance and the wheel lathe.",
    [("works_at", "fennick-yard"), ("reports_to", "yannis-papadakis")],
    ["ev-hr-fennick"],
)
_person(
    "eamon-o-suilleabhain",
    "marine",
    "Éamon Ó Súilleabháin",
    ["Eamon O'Sullivan"],
    "Marine superintendent, responsible for both vessels, their crews and the berths.",
    [("works_at", "quayside-ferry-terminal"), ("reports_to", "dmitri-volkov")],
    ["ev-hr-quayside"],
)

_C = "control"
_person(
    "rafael-nunez",
    _C,
    "Rafael Núñez",
    [],
    "Manager of the control room and its forty controllers.",
    [("works_at", "network-control-centre"), ("reports_to", "dmitri-volkov")],
    ["ev-hr-control-centre"],
)
_person(
    "svetlana-ivanova",
    _C,
    "Светлана Иванова",
    ["Svetlana Ivanova"],
    "Duty controller on the night shift, covering buses and trams after midnight.",
    [("works_at", "network-control-centre"), ("reports_to", "rafael-nunez")],
    ["ev-hr-control-centre"],
)
_person(
    "lakshmi-iyer",
    _C,
    "लक्ष्मी अय्यर",
    ["Lakshmi Iyer"],
    "Tram controller on the day shift, who manages disruption on all tram lines.",
    [("works_at", "network-control-centre"), ("reports_to", "rafael-nunez")],
    ["ev-hr-control-centre"],
)
_person(
    "wang-lei",
    _C,
    "王磊",
    ["Wang Lei"],
    "Bus controller on the day shift and the control room's fare system liaison.",
    [("works_at", "network-control-centre"), ("reports_to", "rafael-nunez")],
    ["ev-hr-control-centre"],
)

_R = "operations"
_person(
    "mehmet-yilmaz",
    _R,
    "Mehmet Yılmaz",
    [],
    "Bus driver for eleven years, a regular on the Brickworks trunk route.",
    [("works_at", "kilnfield-depot"), ("drives", "bus-route-12"), ("member_of", "twu")],
    ["ev-hr-kilnfield"],
)
_person(
    "zofia-kowalczyk",
    _R,
    "Zofia Kowalczyk",
    [],
    "Tram driver and driving instructor on the original tramway.",
    [
        ("works_at", "saltmarsh-tram-depot"),
        ("drives", "tram-line-t1"),
        ("member_of", "tram-drivers-guild"),
    ],
    ["ev-hr-saltmarsh"],
)
_person(
    "yusuf-haddad",
    _R,
    "يوسف حداد",
    ["Yusuf Haddad"],
    "Night bus driver on the western all-night service.",
    [("works_at", "westbrook-depot"), ("drives", "bus-route-n8"), ("member_of", "twu")],
    ["ev-hr-westbrook"],
)
_person(
    "eleni-georgiou",
    _R,
    "Ελένη Γεωργίου",
    ["Eleni Georgiou"],
    "Tram driver on the campus line, signing on at the heavy maintenance site.",
    [("works_at", "fennick-yard"), ("drives", "tram-line-t2"), ("member_of", "tram-drivers-guild")],
    ["ev-hr-fennick"],
)
_person(
    "somchai-wongsakul",
    _R,
    "สมชาย วงศ์สกุล",
    ["Somchai Wongsakul"],
    "Bus driver on the Northgate radial route.",
    [("works_at", "westbrook-depot"), ("drives", "bus-route-44"), ("member_of", "twu")],
    ["ev-hr-westbrook"],
)
_person(
    "kenji-mori",
    _R,
    "森 健二",
    ["Kenji Mori"],
    "Coach driver on the limited-stop airport service.",
    [("works_at", "kilnfield-depot"), ("drives", "bus-route-x1")],
    ["ev-hr-kilnfield"],
)
_person(
    "ana-lucia-ferreira",
    _R,
    "Ana Lúcia Ferreira",
    [],
    "Bus driver on the hospital route, and a first-aid trainer.",
    [("works_at", "westbrook-depot"), ("drives", "bus-route-19")],
    ["ev-hr-westbrook"],
)
_person(
    "dawit-bekele",
    _R,
    "Dawit Bekele",
    [],
    "Bus driver on the old town cross-town route, working battery buses.",
    [("works_at", "orchard-lane-garage"), ("drives", "bus-route-7")],
    ["ev-hr-orchard-lane"],
)
_person(
    "kim-sun-hee",
    _R,
    "김선희",
    ["Kim Sun-hee"],
    "Tram driver on the original tramway since 2021.",
    [
        ("works_at", "saltmarsh-tram-depot"),
        ("drives", "tram-line-t1"),
        ("member_of", "tram-drivers-guild"),
    ],
    ["ev-hr-saltmarsh"],
)
_person(
    "miriam-katz",
    _R,
    "מרים כץ",
    ["Miriam Katz"],
    "Bus driver on the riverside orbital, on early turns.",
    [("works_at", "orchard-lane-garage"), ("drives", "bus-route-31")],
    ["ev-hr-orchard-lane"],
)
_person(
    "bjorn-lindqvist",
    "marine",
    "Björn Lindqvist",
    [],
    "Master of the larger ferry, with twenty years in command.",
    [
        ("works_at", "quayside-ferry-terminal"),
        ("commands", "mv-gannet"),
        ("member_of", "ferry-crews-association"),
    ],
    ["ev-hr-quayside"],
)
_person(
    "kofi-boateng",
    "marine",
    "Kofi Boateng",
    [],
    "Master of the smaller ferry on the seasonal island run.",
    [
        ("works_at", "quayside-ferry-terminal"),
        ("commands", "mv-petrel"),
        ("member_of", "ferry-crews-association"),
    ],
    ["ev-hr-quayside"],
)
_person(
    "gaurav-mehta",
    "marine",
    "गौरव मेहता",
    ["Gaurav Mehta"],
    "First mate on the smaller ferry and its relief master.",
    [("works_at", "quayside-ferry-terminal"), ("crews", "mv-petrel")],
    ["ev-hr-quayside"],
)

_E = "engineering"
_person(
    "liu-fang",
    _E,
    "刘芳",
    ["Liu Fang"],
    "Overhead line engineer, author of the isolation rule and lead on the wire renewal.",
    [("works_for", _BT), ("reports_to", "priya-raghunathan")],
    ["ev-hr-engineering"],
)
_person(
    "alexei-morozov",
    _E,
    "Алексей Морозов",
    ["Alexei Morozov"],
    "Tram maintenance fitter in the heavy maintenance workshop.",
    [("works_at", "fennick-yard"), ("member_of", "union-of-fitters-and-electricians")],
    ["ev-hr-fennick"],
)
_person(
    "nikos-alexiou",
    _E,
    "Νίκος Αλεξίου",
    ["Nikos Alexiou"],
    "Traction power engineer working on depot grid connections for the battery fleet.",
    [("works_for", _BT), ("reports_to", "priya-raghunathan")],
    ["ev-hr-engineering"],
)
_person(
    "cecile-marchand",
    _E,
    "Cécile Marchand",
    [],
    "Bus fleet engineer responsible for the diesel and hybrid buses.",
    [("works_at", "westbrook-depot"), ("reports_to", "yannis-papadakis")],
    ["ev-hr-engineering", "ev-hr-westbrook"],
)
_person(
    "omar-farouk",
    _E,
    "عمر فاروق",
    ["Omar Farouk"],
    "Charging systems engineer at the battery bus garage.",
    [("works_at", "orchard-lane-garage"), ("reports_to", "nikos-alexiou")],
    ["ev-hr-orchard-lane", "ev-hr-engineering"],
)
_person(
    "yamamoto-takeshi",
    _E,
    "山本 武",
    ["Takeshi Yamamoto"],
    "Signalling engineer for the tram interlockings.",
    [("works_for", _BT), ("reports_to", "priya-raghunathan")],
    ["ev-hr-engineering"],
)
_person(
    "agnieszka-nowak",
    _E,
    "Agnieszka Nowak",
    [],
    "Permanent way engineer who sets the track renewal programme.",
    [("works_for", _BT), ("reports_to", "priya-raghunathan")],
    ["ev-hr-engineering"],
)

_PM = "projects"
_person(
    "hannah-oyelaran",
    _PM,
    "Hannah Oyelaran",
    [],
    "Project manager for the eastern tramway scheme.",
    [("works_for", _BT)],
    ["ev-hr-project-office"],
)
_person(
    "jose-maria-alvarez",
    _PM,
    "José María Álvarez",
    [],
    "Project manager for tap-to-pay and the account-based fare system.",
    [("works_for", _BT)],
    ["ev-hr-project-office"],
)
_person(
    "daniela-brunetti",
    _PM,
    "Daniela Brunetti",
    [],
    "Programme lead for moving the bus fleet to batteries.",
    [("works_for", _BT)],
    ["ev-hr-project-office"],
)
_person(
    "avi-shapiro",
    _PM,
    "אבי שפירא",
    ["Avi Shapiro"],
    "Project manager for the island landing stage reconstruction.",
    [("works_for", _BT)],
    ["ev-hr-project-office"],
)
_person(
    "lee-min-jun",
    _PM,
    "이민준",
    ["Lee Min-jun"],
    "Project manager for the waterfront bus lanes.",
    [("works_for", _BT)],
    ["ev-hr-project-office"],
)

_U = "unions"
_person(
    "patrick-doyle",
    _U,
    "Patrick Doyle",
    [],
    "Branch secretary and lead negotiator of the largest union.",
    [("represents", "twu")],
    ["ev-union-reps-register", "ev-recognition-twu"],
)
_person(
    "olga-petrenko",
    _U,
    "Ольга Петренко",
    ["Olga Petrenko"],
    "Workplace representative for bus drivers at the northern bus base.",
    [("represents", "twu"), ("works_at", "kilnfield-depot")],
    ["ev-union-reps-register", "ev-hr-kilnfield"],
)
_person(
    "nasrin-karimi",
    _U,
    "نسرین کریمی",
    ["Nasrin Karimi"],
    "Representative of the tram drivers at the southern tram site.",
    [("represents", "tram-drivers-guild"), ("works_at", "saltmarsh-tram-depot")],
    ["ev-union-reps-register"],
)
_person(
    "thabo-nkosi",
    _U,
    "Thabo Nkosi",
    [],
    "Convenor for the workshop and electrical grades.",
    [("represents", "union-of-fitters-and-electricians"), ("works_at", "fennick-yard")],
    ["ev-union-reps-register"],
)
_person(
    "maren-holt",
    _U,
    "Maren Holt",
    [],
    "Secretary of the seafarers' union for the passenger vessels.",
    [("represents", "ferry-crews-association")],
    ["ev-union-reps-register", "ev-recognition-fca"],
)
_person(
    "pranee-chaiyaporn",
    _U,
    "ปราณี ชัยพร",
    ["Pranee Chaiyaporn"],
    "Health and safety representative for drivers at the western base.",
    [("represents", "twu"), ("works_at", "westbrook-depot")],
    ["ev-union-reps-register", "ev-hr-westbrook"],
)

_G = "external"
_person(
    "gwen-morgan",
    _G,
    "Gwen Morgan",
    ["Cllr Gwen Morgan"],
    "Cabinet member for transport and the shareholder's representative.",
    [("works_for", "brennmouth-city-council")],
    ["ev-council-portfolios"],
)
_person(
    "rashid-ali",
    _G,
    "Rashid Ali",
    ["Cllr Rashid Ali"],
    "Councillor who chairs the transport scrutiny hearings.",
    [("works_for", "brennmouth-city-council")],
    ["ev-council-portfolios"],
)
_person(
    "stefan-nemeth",
    _G,
    "Stefan Németh",
    [],
    "Chief inspector at the regulator, lead for the operator's licence.",
    [("works_for", "otsc")],
    ["ev-otsc-contacts"],
)
_person(
    "hoang-van-minh",
    _G,
    "Hoàng Văn Minh",
    [],
    "Regulator inspector for bus and coach operations.",
    [("works_for", "otsc")],
    ["ev-otsc-contacts"],
)
_person(
    "dalia-shalev",
    _G,
    "דליה שלו",
    ["Dalia Shalev"],
    "Regulator inspector for tramways.",
    [("works_for", "otsc")],
    ["ev-otsc-contacts"],
)

_S = "suppliers"
_person(
    "greta-lindahl",
    _S,
    "Greta Lindahl",
    [],
    "Site manager for the track contractor.",
    [("employed_by", "grayling-permanent-way")],
    ["ev-supplier-contacts"],
)
_person(
    "ibrahim-saleh",
    _S,
    "إبراهيم صالح",
    ["Ibrahim Saleh"],
    "Account manager at the ticketing supplier.",
    [("employed_by", "tessera-fare-systems")],
    ["ev-supplier-contacts"],
)
_person(
    "sophie-durand",
    _S,
    "Sophie Durand",
    [],
    "Contract supervisor for the cleaning contractor.",
    [("employed_by", "brighthold-cleaning-services")],
    ["ev-supplier-contacts"],
)
_person(
    "arjun-kapoor",
    _S,
    "Arjun Kapoor",
    [],
    "Project engineer at the charger contractor.",
    [("employed_by", "ampora-charging")],
    ["ev-supplier-contacts"],
)
_person(
    "kwame-mensah",
    _S,
    "Kwame Mensah",
    [],
    "Lead investigator at the independent safety consultancy.",
    [("employed_by", "meridian-safety-consultants")],
    ["ev-supplier-contacts", "ev-contract-meridian"],
)
_person(
    "tanaka-yuki",
    _S,
    "田中 由紀",
    ["Yuki Tanaka"],
    "Delivery manager at the low-floor tram builder.",
    [("employed_by", "solvik-carriage-works")],
    ["ev-supplier-contacts"],
)
_person(
    "heinrich-brandt",
    _S,
    "Heinrich Brandt",
    [],
    "Service engineer for the older tram builder.",
    [("employed_by", "linderholm-rail-systems")],
    ["ev-supplier-contacts"],
)
_person(
    "siobhan-ni-bhriain",
    _S,
    "Siobhán Ní Bhriain",
    [],
    "Project director for the civil contractor.",
    [("employed_by", "oakhurst-civil-engineering")],
    ["ev-supplier-contacts"],
)
_person(
    "oleksandr-bondar",
    _S,
    "Олександр Бондар",
    ["Oleksandr Bondar"],
    "Foreman of the wiring gang for the tram power contractor.",
    [("employed_by", "halden-overhead-lines")],
    ["ev-supplier-contacts"],
)
_person(
    "nguyen-thi-hoa",
    _S,
    "Nguyễn Thị Hoa",
    [],
    "Supervisor of the night patrol guards.",
    [("employed_by", "pinecrest-security")],
    ["ev-supplier-contacts", "ev-contract-pinecrest"],
)
_person(
    "zeynep-arslan",
    _S,
    "Zeynep Arslan",
    [],
    "Delivery engineer at the battery bus maker.",
    [("employed_by", "voltaro-mobility")],
    ["ev-supplier-contacts"],
)
_person(
    "lars-eriksen",
    _S,
    "Lars Eriksen",
    [],
    "Yard manager at the shipbuilder.",
    [("employed_by", "heron-marine-yard")],
    ["ev-supplier-contacts"],
)
_person(
    "rohan-das",
    _S,
    "Rohan Das",
    [],
    "Account manager at the fuel supplier.",
    [("employed_by", "northwold-fuels")],
    ["ev-supplier-contacts"],
)
_person(
    "carmen-ortiz",
    _S,
    "Carmen Ortiz",
    [],
    "Lead engineer at the signalling contractor.",
    [("employed_by", "quill-signal-engineering")],
    ["ev-supplier-contacts"],
)
_person(
    "jurgen-weiss",
    _S,
    "Jürgen Weiß",
    [],
    "Quality manager at the diesel and hybrid bus builder.",
    [("employed_by", "ardent-coachbuilders")],
    ["ev-supplier-contacts"],
)
# --- meetings --------------------------------------------------------------------------------


def _meeting(
    id_: str,
    title: str,
    when: str,
    about: str,
    rels: list[tuple[str, str]],
    ref: str,
    aliases: list[str] | None = None,
) -> None:
    ev_id = f"ev-minutes-{id_}"
    _ev(ev_id, "evidence/minutes", f"Minutes: {title}", ref, f"Approved minutes. {about}", when)
    _pg(id_, "governance/meetings", "meeting", title, aliases or [], about, rels, [ev_id])


_meeting(
    "board-2026-01",
    "Board meeting, 22 January 2026",
    "2026-01-22T10:00:00Z",
    "The board agreed to go to market for forty battery buses and noted the derailment.",
    [
        ("chaired_by", "benedikt-hofer"),
        ("attended_by", "margit-solberg"),
        ("attended_by", "aisha-rahman"),
        ("attended_by", "olumide-adeyemi"),
        ("discussed", "tender-electric-buses"),
    ],
    "jamie:meeting:board-2026-01-22",
)
_meeting(
    "board-2026-04",
    "Board meeting, 16 April 2026",
    "2026-04-16T10:00:00Z",
    "The board took two capital decisions: the bus order and the eastern tramway budget.",
    [
        ("chaired_by", "benedikt-hofer"),
        ("attended_by", "margit-solberg"),
        ("attended_by", "aisha-rahman"),
        ("attended_by", "priya-raghunathan"),
        ("discussed", "t3-eastfields-extension"),
    ],
    "jamie:meeting:board-2026-04-16",
)
_meeting(
    "board-2026-07",
    "Board meeting, 9 July 2026",
    "2026-07-09T10:00:00Z",
    "The board reviewed the tap-to-pay launch and the outage that followed it.",
    [
        ("chaired_by", "benedikt-hofer"),
        ("attended_by", "margit-solberg"),
        ("attended_by", "jose-maria-alvarez"),
        ("discussed", "contactless-ticketing-rollout"),
        ("discussed", "inc-fare-system-outage"),
    ],
    "jamie:meeting:board-2026-07-09",
)
_meeting(
    "board-2026-10",
    "Board meeting, 15 October 2026",
    "2026-10-15T10:00:00Z",
    "The board approved the cold-season service pattern and the fares freeze.",
    [
        ("chaired_by", "benedikt-hofer"),
        ("attended_by", "margit-solberg"),
        ("attended_by", "ines-carvalho"),
        ("discussed", "tt-winter-2026"),
    ],
    "jamie:meeting:board-2026-10-15",
)
_meeting(
    "safety-committee-2026-02",
    "Safety Committee, February 2026",
    "2026-02-12T14:00:00Z",
    "The committee reviewed the January tram derailment and imposed a temporary speed restriction.",
    [
        ("chaired_by", "dmitri-volkov"),
        ("attended_by", "chen-jiahui"),
        ("attended_by", "dalia-shalev"),
        ("discussed", "inc-chancery-derailment"),
    ],
    "jamie:meeting:safety-2026-02-12",
)
_meeting(
    "safety-committee-2026-05",
    "Safety Committee, May 2026",
    "2026-05-14T14:00:00Z",
    "The committee heard the first findings on the bus engine fire.",
    [
        ("chaired_by", "dmitri-volkov"),
        ("attended_by", "chen-jiahui"),
        ("attended_by", "cecile-marchand"),
        ("attended_by", "pranee-chaiyaporn"),
        ("discussed", "inc-route44-fire"),
    ],
    "jamie:meeting:safety-2026-05-14",
)
_meeting(
    "safety-committee-2026-08",
    "Safety Committee, August 2026",
    "2026-08-13T14:00:00Z",
    "With the chief operating officer on leave, the head of safety took the chair; the ferry "
    "berthing was the main item.",
    [
        ("chaired_by", "chen-jiahui"),
        ("attended_by", "eamon-o-suilleabhain"),
        ("attended_by", "maren-holt"),
        ("discussed", "inc-petrel-hard-berthing"),
    ],
    "jamie:meeting:safety-2026-08-13",
)
_meeting(
    "safety-committee-2026-11",
    "Safety Committee, November 2026",
    "2026-11-12T14:00:00Z",
    "The committee considered violence against night drivers after the October attack.",
    [
        ("chaired_by", "dmitri-volkov"),
        ("attended_by", "chen-jiahui"),
        ("attended_by", "patrick-doyle"),
        ("attended_by", "nguyen-thi-hoa"),
        ("discussed", "inc-n8-assault"),
    ],
    "jamie:meeting:safety-2026-11-12",
)
_meeting(
    "council-transport-committee-2026-03",
    "Council Transport Committee hearing, March 2026",
    "2026-03-18T18:00:00Z",
    "Councillors questioned the operator about the eastern tramway before voting on its funding.",
    [
        ("chaired_by", "rashid-ali"),
        ("attended_by", "gwen-morgan"),
        ("attended_by", "margit-solberg"),
        ("attended_by", "hannah-oyelaran"),
        ("discussed", "t3-eastfields-extension"),
    ],
    "web:brennmouth.gov.example/committees/transport/2026-03-18",
)
_meeting(
    "council-transport-committee-2026-09",
    "Council Transport Committee hearing, September 2026",
    "2026-09-23T18:00:00Z",
    "Councillors scrutinised services after midnight and the case for longer hours.",
    [
        ("chaired_by", "rashid-ali"),
        ("attended_by", "ines-carvalho"),
        ("discussed", "night-network-review"),
    ],
    "web:brennmouth.gov.example/committees/transport/2026-09-23",
)
_meeting(
    "twu-talks-2026-06",
    "Pay and rostering talks with the TWU, June 2026",
    "2026-06-17T09:30:00Z",
    "Management and the union agreed a new rostering framework and a two-year pay deal.",
    [
        ("chaired_by", "noa-ben-david"),
        ("attended_by", "patrick-doyle"),
        ("attended_by", "olga-petrenko"),
    ],
    "jamie:meeting:twu-2026-06-17",
)
_meeting(
    "tdg-consultation-2026-03",
    "Consultation with the Tram Drivers' Guild on Sunday T1 service",
    "2026-03-05T13:00:00Z",
    "Management consulted the tram drivers on the new Sunday pattern for the original tramway.",
    [
        ("chaired_by", "ines-carvalho"),
        ("attended_by", "nasrin-karimi"),
        ("discussed", "tt-t1-sunday"),
    ],
    "jamie:meeting:tdg-2026-03-05",
)
_meeting(
    "tender-panel-ebus-2026-03",
    "Evaluation panel for the electric bus tender",
    "2026-03-24T09:00:00Z",
    "The panel scored five bids for the battery bus order on price, range and support.",
    [
        ("chaired_by", "olumide-adeyemi"),
        ("attended_by", "daniela-brunetti"),
        ("attended_by", "cecile-marchand"),
        ("discussed", "tender-electric-buses"),
    ],
    "goat-task:procurement-panel-ebus",
)
_meeting(
    "tender-panel-cleaning-2026-05",
    "Evaluation panel for the cleaning tender",
    "2026-05-20T09:00:00Z",
    "The panel scored four bids for depot, vehicle and vessel cleaning.",
    [
        ("chaired_by", "olumide-adeyemi"),
        ("attended_by", "fiona-mcallister"),
        ("discussed", "tender-depot-cleaning"),
    ],
    "goat-task:procurement-panel-cleaning",
)
_meeting(
    "t3-steering-2026-06",
    "T3 Eastfields Extension steering group, June 2026",
    "2026-06-25T15:00:00Z",
    "The steering group reviewed the bridge design and a three-month slip in utility diversions.",
    [
        ("chaired_by", "priya-raghunathan"),
        ("attended_by", "hannah-oyelaran"),
        ("attended_by", "siobhan-ni-bhriain"),
        ("discussed", "t3-eastfields-extension"),
    ],
    "jamie:meeting:t3-steering-2026-06-25",
    ["T3 steering group"],
)
_meeting(
    "electrification-steering-2026-09",
    "Electrification steering group, September 2026",
    "2026-09-10T15:00:00Z",
    "The steering group reviewed grid capacity at the northern bus base and charger reliability.",
    [
        ("chaired_by", "priya-raghunathan"),
        ("attended_by", "daniela-brunetti"),
        ("attended_by", "arjun-kapoor"),
        ("attended_by", "omar-farouk"),
        ("discussed", "bus-electrification-programme"),
    ],
    "jamie:meeting:electrification-2026-09-10",
)
_meeting(
    "pier-design-review-2026-08",
    "Lighthouse Island pier design review",
    "2026-08-27T11:00:00Z",
    "Design review of the new landing stage with the port authority's engineers.",
    [
        ("chaired_by", "avi-shapiro"),
        ("attended_by", "eamon-o-suilleabhain"),
        ("discussed", "lighthouse-pier-rebuild"),
    ],
    "jamie:meeting:pier-review-2026-08-27",
)
_meeting(
    "regulator-audit-closeout-2026-12",
    "Regulator audit close-out, December 2026",
    "2026-12-08T10:00:00Z",
    "The regulator closed its annual audit of the safety management system with two minor "
    "findings.",
    [
        ("chaired_by", "stefan-nemeth"),
        ("attended_by", "chen-jiahui"),
        ("attended_by", "dalia-shalev"),
    ],
    "jamie:meeting:otsc-audit-2026-12-08",
)

# --- decisions -------------------------------------------------------------------------------


def _decision(id_: str, title: str, about: str, rels: list[tuple[str, str]]) -> None:
    meeting = next(t for r, t in rels if r == "decided_at")
    _pg(
        id_,
        "governance/decisions",
        "note",
        title,
        [],
        about,
        rels,
        [f"ev-minutes-{meeting}"],
        "decision",
    )


_decision(
    "dec-award-ebus",
    "Decision: award of the electric bus supply contract",
    "Forty battery buses to be bought for delivery in 2027, after the panel's recommendation.",
    [("decided_at", "board-2026-04"), ("concerns", "tender-electric-buses")],
)
_decision(
    "dec-t3-budget",
    "Decision: T3 construction budget approved",
    "A capital budget of 310 million for the eastern tramway, subject to council funding.",
    [("decided_at", "board-2026-04"), ("concerns", "t3-eastfields-extension")],
)
_decision(
    "dec-account-ticketing",
    "Decision: go-live of account-based ticketing",
    "Tap-to-pay to stay live after the outage, with a manual fallback fare for failures.",
    [("decided_at", "board-2026-07"), ("concerns", "contactless-ticketing-rollout")],
)
_decision(
    "dec-winter-timetable",
    "Decision: winter timetable adopted",
    "The cold-season service pattern adopted from 1 November, with the fares freeze.",
    [("decided_at", "board-2026-10"), ("concerns", "tt-winter-2026")],
)
_decision(
    "dec-chancery-speed-limit",
    "Decision: 10 km/h restriction through Chancery Junction",
    "Trams to pass the junction at walking pace until the points are renewed.",
    [("decided_at", "safety-committee-2026-02"), ("concerns", "tram-line-t2")],
)
_decision(
    "dec-fuel-line-inspections",
    "Decision: fuel line inspections across the Citadel fleet",
    "Every diesel single-decker to have its engine bay pipework checked within six weeks.",
    [("decided_at", "safety-committee-2026-05"), ("concerns", "citadel-diesel-bus")],
)
_decision(
    "dec-bridge-watch",
    "Decision: two-person bridge watch when berthing",
    "A second officer on the bridge for every arrival and departure at the island.",
    [("decided_at", "safety-committee-2026-08"), ("concerns", "berthing-procedure")],
)
_decision(
    "dec-night-patrols",
    "Decision: security patrols on night routes",
    "Guards to ride the all-night buses from Thursday to Sunday from December.",
    [
        ("decided_at", "safety-committee-2026-11"),
        ("concerns", "bus-route-n8"),
        ("assigns", "pinecrest-security"),
    ],
)
_decision(
    "dec-council-t3-funding",
    "Council resolution funding the T3 extension",
    "The city commits 180 million of borrowing to the eastern tramway.",
    [
        ("decided_at", "council-transport-committee-2026-03"),
        ("concerns", "t3-eastfields-extension"),
    ],
)
_decision(
    "dec-rostering-agreement",
    "Decision: 2026 rostering agreement",
    "Maximum duty length of ten hours and at least eleven hours between turns.",
    [("decided_at", "twu-talks-2026-06"), ("concerns", "fatigue-management-policy")],
)
_decision(
    "dec-cleaning-award",
    "Decision: cleaning contract award",
    "The cleaning contract to go to the highest-scoring bidder from July.",
    [("decided_at", "tender-panel-cleaning-2026-05"), ("concerns", "tender-depot-cleaning")],
)

# --- incidents and investigations -------------------------------------------------------------


def _incident(
    id_: str,
    title: str,
    when: str,
    about: str,
    rels: list[tuple[str, str]],
    number: str,
    aliases: list[str] | None = None,
) -> None:
    ev_id = f"ev-ir-{id_.removeprefix('inc-')}"
    ref = f"file:safety/incident-reports/{number}.pdf"
    _ev(
        ev_id,
        "evidence/incidents",
        f"Incident report {number}",
        ref,
        f"Initial incident report {number}. {about}",
        when,
    )
    line = ("Initial report filed with the control room.", "Regulator notified.")
    _pg(
        id_,
        "safety/incidents",
        "note",
        title,
        aliases or [],
        about,
        rels,
        [ev_id],
        "incident",
        [(when, ref, line[0]), (when.replace(":00Z", ":30Z"), ref, line[1])],
    )


_incident(
    "inc-chancery-derailment",
    "Low-speed derailment at Chancery Junction",
    "2026-01-28T07:42:00Z",
    "A low-floor tram's leading bogie left the rails at walking pace on the points; nobody was "
    "hurt.",
    [
        ("occurred_on", "tram-line-t2"),
        ("involved_vehicle", "aurora-tram"),
        ("involved_staff", "eleni-georgiou"),
        ("handled_by", "lakshmi-iyer"),
    ],
    "IR-2026-004",
)
_incident(
    "inc-route44-fire",
    "Engine bay fire on a Route 44 bus",
    "2026-04-30T17:15:00Z",
    "Smoke and flames from the engine compartment near Northgate; passengers were evacuated "
    "safely.",
    [
        ("occurred_on", "bus-route-44"),
        ("involved_vehicle", "citadel-diesel-bus"),
        ("involved_staff", "somchai-wongsakul"),
        ("handled_by", "wang-lei"),
    ],
    "IR-2026-031",
)
_incident(
    "inc-petrel-hard-berthing",
    "Hard berthing of MV Petrel at Lighthouse Island",
    "2026-07-19T11:05:00Z",
    "The island vessel hit the landing stage in a crosswind; two passengers had minor injuries.",
    [
        ("occurred_on", "ferry-f2"),
        ("involved_vehicle", "mv-petrel"),
        ("involved_staff", "kofi-boateng"),
    ],
    "IR-2026-052",
)
_incident(
    "inc-n8-assault",
    "Assault on a driver aboard the N8",
    "2026-10-04T02:20:00Z",
    "A passenger punched the driver at the western terminus; police attended.",
    [
        ("occurred_on", "bus-route-n8"),
        ("involved_staff", "yusuf-haddad"),
        ("handled_by", "svetlana-ivanova"),
    ],
    "IR-2026-077",
)
_incident(
    "inc-harbour-line-dewirement",
    "Dewirement on the Harbour Line at Pier Head",
    "2026-03-11T08:10:00Z",
    "A pantograph snagged and brought the contact wire down; service was suspended for six hours.",
    [
        ("occurred_on", "tram-line-t1"),
        ("involved_vehicle", "kestrel-tram"),
        ("involved_staff", "zofia-kowalczyk"),
        ("handled_by", "lakshmi-iyer"),
    ],
    "IR-2026-019",
)
_incident(
    "inc-market-square-pedestrian",
    "Pedestrian struck by a tram at Market Square",
    "2026-06-02T16:45:00Z",
    "A pedestrian stepped out against the signal and was struck at low speed; taken to hospital.",
    [
        ("occurred_on", "tram-line-t1"),
        ("involved_vehicle", "kestrel-tram"),
        ("involved_staff", "kim-sun-hee"),
    ],
    "IR-2026-040",
)
_incident(
    "inc-fennick-workshop-fall",
    "Fall from a roof platform in the Fennick workshop",
    "2026-05-14T10:30:00Z",
    "A fitter fell from a roof access platform while working on a pantograph and broke a wrist.",
    [("occurred_at", "fennick-yard"), ("involved_staff", "alexei-morozov")],
    "IR-2026-036",
)
_incident(
    "inc-orchard-arc-flash",
    "Arc flash at an Orchard Lane charger",
    "2026-08-21T23:50:00Z",
    "An electrical flash inside a charging cabinet during a plug-in; the engineer was treated for "
    "burns.",
    [
        ("occurred_at", "orchard-lane-garage"),
        ("involved_staff", "omar-farouk"),
        ("equipment_from", "ampora-charging"),
    ],
    "IR-2026-061",
)
_incident(
    "inc-fare-system-outage",
    "Fare system outage, 1 July 2026",
    "2026-07-01T06:30:00Z",
    "Validators rejected every card for three hours on the launch morning of tap-to-pay.",
    [("supplier", "tessera-fare-systems"), ("handled_by", "wang-lei")],
    "IR-2026-049",
)
_incident(
    "inc-route19-near-miss",
    "Near miss with a cyclist on Route 19",
    "2026-09-09T08:05:00Z",
    "A cyclist swerved in front of a double-decker near the hospital; the driver braked hard.",
    [
        ("occurred_on", "bus-route-19"),
        ("involved_vehicle", "metroline-hybrid-bus"),
        ("involved_staff", "ana-lucia-ferreira"),
    ],
    "IR-2026-070",
)


def _investigation(
    id_: str, title: str, when: str, about: str, rels: list[tuple[str, str]], ref: str
) -> None:
    ev_id = f"ev-report-{id_.removeprefix('inv-')}"
    _ev(ev_id, "evidence/investigations", f"Report: {title}", ref, f"Final report. {about}", when)
    incident = next(t for r, t in rels if r == "investigates")
    ir = f"ev-ir-{incident.removeprefix('inc-')}"
    _pg(
        id_,
        "safety/investigations",
        "analysis",
        title,
        [],
        about,
        rels,
        [ev_id, ir],
        "investigation",
    )


_investigation(
    "inv-chancery-derailment",
    "Investigation report: Chancery Junction derailment",
    "2026-04-02T12:00:00Z",
    "A worn switch blade let the flange climb; inspection intervals for the points were too long.",
    [
        ("investigates", "inc-chancery-derailment"),
        ("led_by", "kwame-mensah"),
        ("implicates", "grayling-permanent-way"),
    ],
    "file:safety/investigations/INV-2026-01.pdf",
)
_investigation(
    "inv-route44-fire",
    "Investigation: Route 44 engine fire",
    "2026-06-20T12:00:00Z",
    "A chafed fuel return pipe sprayed onto the turbocharger; the routing clip was missing from "
    "the build.",
    [
        ("investigates", "inc-route44-fire"),
        ("led_by", "cecile-marchand"),
        ("implicates", "ardent-coachbuilders"),
    ],
    "file:safety/investigations/INV-2026-02.pdf",
)
_investigation(
    "inv-petrel-berthing",
    "Marine investigation: Petrel berthing",
    "2026-08-05T12:00:00Z",
    "The master approached too fast for the wind; the bridge was single-handed at the time.",
    [
        ("investigates", "inc-petrel-hard-berthing"),
        ("led_by", "eamon-o-suilleabhain"),
        ("recommends", "berthing-procedure"),
    ],
    "file:safety/investigations/INV-2026-03.pdf",
)
_investigation(
    "inv-night-driver-safety",
    "Review of driver safety on night services",
    "2026-11-02T12:00:00Z",
    "Attacks on drivers cluster after 01:00 at two termini; patrols and screens are recommended.",
    [
        ("investigates", "inc-n8-assault"),
        ("led_by", "chen-jiahui"),
        ("recommends", "lone-working-procedure"),
    ],
    "file:safety/investigations/INV-2026-04.pdf",
)
_investigation(
    "inv-dewirement-rca",
    "Root cause analysis: Pier Head dewirement",
    "2026-04-22T12:00:00Z",
    "A registration arm had worked loose; the contractor's patrol had missed it twice.",
    [
        ("investigates", "inc-harbour-line-dewirement"),
        ("led_by", "liu-fang"),
        ("implicates", "halden-overhead-lines"),
    ],
    "file:safety/investigations/INV-2026-05.pdf",
)
_investigation(
    "inv-arc-flash-review",
    "Electrical safety review after the Orchard Lane arc flash",
    "2026-09-30T12:00:00Z",
    "A loose busbar connection overheated; the cabinets lacked thermal monitoring.",
    [
        ("investigates", "inc-orchard-arc-flash"),
        ("led_by", "kwame-mensah"),
        ("implicates", "ampora-charging"),
    ],
    "file:safety/investigations/INV-2026-06.pdf",
)
# --- projects ----------------------------------------------------------------------------------


def _project(
    id_: str,
    title: str,
    aliases: list[str],
    about: str,
    rels: list[tuple[str, str]],
    ref: str,
    when: str,
    extra_ev: list[str] | None = None,
) -> None:
    ev_id = f"ev-charter-{id_}"
    _ev(
        ev_id,
        "evidence/projects",
        f"Project charter: {title}",
        ref,
        f"Approved project charter. {about}",
        when,
    )
    _pg(
        id_,
        "projects",
        "project",
        title,
        aliases,
        about,
        rels,
        [ev_id, *(extra_ev or [])],
        "project",
    )


_project(
    "t3-eastfields-extension",
    "T3 Eastfields Extension",
    ["Eastfields tramway"],
    "Six kilometres of new tramway with nine stops and a viaduct over the rail freight line.",
    [
        ("managed_by", "hannah-oyelaran"),
        ("sponsored_by", "priya-raghunathan"),
        ("contractor", "oakhurst-civil-engineering"),
        ("funded_by", "brennmouth-city-council"),
        ("delivers", "tram-line-t3"),
    ],
    "linear:PRJ-101",
    "2026-02-01T09:00:00Z",
    ["ev-contract-oakhurst"],
)
_project(
    "bus-electrification-programme",
    "Bus Fleet Electrification Programme",
    ["zero-emission bus programme"],
    "Replace every diesel single-decker with a battery bus by 2030 and convert two more garages.",
    [
        ("managed_by", "daniela-brunetti"),
        ("sponsored_by", "priya-raghunathan"),
        ("converts", "kilnfield-depot"),
        ("procured_through", "tender-electric-buses"),
        ("procured_through", "tender-depot-charging"),
    ],
    "linear:PRJ-104",
    "2026-01-05T09:00:00Z",
)
_project(
    "contactless-ticketing-rollout",
    "Contactless Ticketing Rollout",
    ["tap-to-pay"],
    "Bank cards and phones accepted on every vehicle, with daily and weekly fare capping.",
    [
        ("managed_by", "jose-maria-alvarez"),
        ("supplier", "tessera-fare-systems"),
        ("procured_through", "tender-fare-system"),
    ],
    "linear:PRJ-097",
    "2025-11-01T09:00:00Z",
    ["ev-contract-tessera"],
)
_project(
    "lighthouse-pier-rebuild",
    "Lighthouse Island Pier Rebuild",
    [],
    "A new floating landing stage at the island to replace the 1960s timber structure.",
    [
        ("managed_by", "avi-shapiro"),
        ("partner", "skelda-bay-harbour-board"),
        ("serves", "ferry-f2"),
    ],
    "linear:PRJ-110",
    "2026-03-01T09:00:00Z",
    ["ev-harbour-lease"],
)
_project(
    "harbour-road-bus-priority",
    "Harbour Road Bus Priority Corridor",
    [],
    "Two kilometres of bus lanes and signal priority along the waterfront road.",
    [
        ("managed_by", "lee-min-jun"),
        ("benefits", "bus-route-4"),
        ("benefits", "bus-route-31"),
        ("funded_by", "brennmouth-city-council"),
    ],
    "linear:PRJ-108",
    "2026-02-15T09:00:00Z",
)
_project(
    "harbour-line-ohl-renewal",
    "Harbour Line Overhead Renewal",
    [],
    "Replacement of the original 1990s contact wire and registration arms.",
    [
        ("managed_by", "liu-fang"),
        ("contractor", "halden-overhead-lines"),
        ("renews", "tram-line-t1"),
    ],
    "linear:PRJ-112",
    "2026-05-01T09:00:00Z",
    ["ev-contract-halden"],
)
_project(
    "saltmarsh-depot-expansion",
    "Saltmarsh Depot Expansion",
    [],
    "Six extra stabling roads and a new wash plant at the southern tram site.",
    [
        ("managed_by", "agnieszka-nowak"),
        ("contractor", "grayling-permanent-way"),
        ("expands", "saltmarsh-tram-depot"),
    ],
    "linear:PRJ-115",
    "2026-04-01T09:00:00Z",
    ["ev-contract-grayling"],
)
_project(
    "night-network-review",
    "Night Network Review",
    [],
    "A review of demand, safety and staffing for services after midnight.",
    [("led_by", "ines-carvalho"), ("covers", "bus-route-n8")],
    "goat-task:night-network-review",
    "2026-06-01T09:00:00Z",
)
_project(
    "kestrel-mid-life-overhaul",
    "Kestrel Tram Mid-Life Overhaul",
    [],
    "Bogie, door and saloon refurbishment to keep the older trams running to 2035.",
    [
        ("managed_by", "yannis-papadakis"),
        ("contractor", "linderholm-rail-systems"),
        ("overhauls", "kestrel-tram"),
        ("carried_out_at", "fennick-yard"),
    ],
    "linear:PRJ-099",
    "2025-09-01T09:00:00Z",
    ["ev-contract-linderholm"],
)
_project(
    "chancery-resignalling",
    "Chancery Junction Resignalling",
    [],
    "New points machines and interlocking at the busiest tram junction.",
    [
        ("managed_by", "yamamoto-takeshi"),
        ("contractor", "quill-signal-engineering"),
        ("prompted_by", "inc-chancery-derailment"),
    ],
    "linear:PRJ-118",
    "2026-05-20T09:00:00Z",
    ["ev-contract-quill"],
)

# --- tenders -----------------------------------------------------------------------------------


def _tender(
    id_: str,
    title: str,
    about: str,
    rels: list[tuple[str, str]],
    ref: str,
    when: str,
    extra_ev: list[str],
) -> None:
    ev_id = f"ev-notice-{id_}"
    _ev(
        ev_id,
        "evidence/procurement",
        f"Contract notice: {title}",
        ref,
        f"Published contract notice. {about}",
        when,
    )
    _pg(id_, "procurement/tenders", "project", title, [], about, rels, [ev_id, *extra_ev], "tender")


_tender(
    "tender-electric-buses",
    "Tender BT-2026-01: forty electric buses",
    "Open procedure for forty twelve-metre battery buses with eight years of parts support.",
    [
        ("run_by", "olumide-adeyemi"),
        ("awarded_to", "voltaro-mobility"),
        ("evaluated_at", "tender-panel-ebus-2026-03"),
    ],
    "web:tenders.example/BT-2026-01",
    "2026-01-26T09:00:00Z",
    ["ev-contract-voltaro"],
)
_tender(
    "tender-depot-cleaning",
    "Tender BT-2026-03: depot and vehicle cleaning",
    "Five-year contract for cleaning garages, tram sheds, vehicles and the two vessels.",
    [
        ("run_by", "olumide-adeyemi"),
        ("awarded_to", "brighthold-cleaning-services"),
        ("evaluated_at", "tender-panel-cleaning-2026-05"),
    ],
    "web:tenders.example/BT-2026-03",
    "2026-03-02T09:00:00Z",
    ["ev-contract-brighthold"],
)
_tender(
    "tender-fare-system",
    "Tender BT-2025-09: account-based fare system",
    "Competitive dialogue for a back office, validators and handsets for tap-to-pay.",
    [("run_by", "olumide-adeyemi"), ("awarded_to", "tessera-fare-systems")],
    "web:tenders.example/BT-2025-09",
    "2025-09-15T09:00:00Z",
    ["ev-contract-tessera"],
)
_tender(
    "tender-track-framework",
    "Tender BT-2025-11: track renewal framework",
    "Four-year framework for rail grinding, switch renewal and track maintenance.",
    [
        ("run_by", "olumide-adeyemi"),
        ("awarded_to", "grayling-permanent-way"),
        ("technical_lead", "agnieszka-nowak"),
    ],
    "web:tenders.example/BT-2025-11",
    "2025-11-03T09:00:00Z",
    ["ev-contract-grayling"],
)
_tender(
    "tender-depot-charging",
    "Tender BT-2026-02: depot charging infrastructure",
    "Design, supply and maintenance of 120 overnight chargers at two garages.",
    [
        ("run_by", "olumide-adeyemi"),
        ("awarded_to", "ampora-charging"),
        ("technical_lead", "omar-farouk"),
    ],
    "web:tenders.example/BT-2026-02",
    "2026-02-09T09:00:00Z",
    ["ev-contract-ampora"],
)
_tender(
    "tender-fuel-supply",
    "Tender BT-2026-05: diesel and marine fuel",
    "Three-year supply of road diesel and marine gas oil with next-day delivery.",
    [("run_by", "olumide-adeyemi"), ("awarded_to", "northwold-fuels")],
    "web:tenders.example/BT-2026-05",
    "2026-04-20T09:00:00Z",
    ["ev-contract-northwold"],
)

# --- timetable changes ---------------------------------------------------------------------------


def _timetable(
    id_: str, title: str, about: str, rels: list[tuple[str, str]], ref: str, when: str
) -> None:
    ev_id = f"ev-notice-{id_}"
    _ev(
        ev_id,
        "evidence/timetables",
        f"Service change notice: {title}",
        ref,
        f"Customer and staff notice. {about}",
        when,
    )
    _pg(id_, "operations/timetables", "note", title, [], about, rels, [ev_id], "timetable_change")


_timetable(
    "tt-winter-2026",
    "Winter 2026 timetable",
    "Evening frequencies trimmed on three routes and hospital journeys retimed from 1 November.",
    [
        ("prepared_by", "ines-carvalho"),
        ("affects", "bus-route-7"),
        ("affects", "bus-route-19"),
        ("affects", "bus-route-44"),
    ],
    "file:planning/notices/winter-2026.pdf",
    "2026-10-16T09:00:00Z",
)
_timetable(
    "tt-t1-sunday",
    "T1 Sunday service change",
    "Sunday trams every ten minutes instead of fifteen, starting an hour earlier.",
    [("prepared_by", "beatriz-sousa"), ("affects", "tram-line-t1")],
    "file:planning/notices/t1-sunday-2026.pdf",
    "2026-03-20T09:00:00Z",
)
_timetable(
    "tt-route12-uplift",
    "Route 12 frequency uplift",
    "Peak buses every five minutes instead of seven and a half from September.",
    [("prepared_by", "beatriz-sousa"), ("affects", "bus-route-12")],
    "file:planning/notices/route-12-2026.pdf",
    "2026-08-10T09:00:00Z",
)
_timetable(
    "tt-ferry-summer-2026",
    "Ferry summer schedule 2026",
    "Extra evening crossings and daily island sailings from April to October.",
    [("prepared_by", "eamon-o-suilleabhain"), ("affects", "ferry-f1"), ("affects", "ferry-f2")],
    "file:planning/notices/ferry-summer-2026.pdf",
    "2026-03-15T09:00:00Z",
)
_timetable(
    "tt-n8-extension",
    "N8 hours extended to 04:30",
    "The all-night service now runs until 04:30 on Friday and Saturday nights.",
    [
        ("follows", "night-network-review"),
        ("affects", "bus-route-n8"),
        ("prepared_by", "beatriz-sousa"),
    ],
    "file:planning/notices/n8-hours-2026.pdf",
    "2026-10-01T09:00:00Z",
)
_timetable(
    "tt-x1-recast",
    "X1 timetable recast for the new airport terminal",
    "Journeys retimed to the new terminal's flight banks with a 15-minute base frequency.",
    [("prepared_by", "ines-carvalho"), ("affects", "bus-route-x1")],
    "file:planning/notices/x1-2026.pdf",
    "2026-05-05T09:00:00Z",
)

# --- policies ----------------------------------------------------------------------------------


def _policy(
    id_: str,
    title: str,
    aliases: list[str],
    about: str,
    rels: list[tuple[str, str]],
    ref: str,
    when: str,
) -> None:
    ev_id = f"ev-policy-{id_}"
    _ev(
        ev_id,
        "evidence/policies",
        f"Policy document: {title}",
        ref,
        f"Issued policy text. {about}",
        when,
    )
    _pg(id_, "policies", "concept", title, aliases, about, rels, [ev_id], "policy")


_policy(
    "fatigue-management-policy",
    "Fatigue Management Policy",
    [],
    "Limits on duty length, rest between turns and consecutive nights for safety-critical staff.",
    [("owned_by", "noa-ben-david")],
    "file:policies/SP-07-fatigue.pdf",
    "2026-07-01T09:00:00Z",
)
_policy(
    "drugs-and-alcohol-policy",
    "Drugs and Alcohol Policy",
    [],
    "Random and for-cause testing of safety-critical staff, with a zero limit on duty.",
    [("owned_by", "chen-jiahui")],
    "file:policies/SP-03-testing.pdf",
    "2025-04-01T09:00:00Z",
)
_policy(
    "lone-working-procedure",
    "Lone Working Procedure",
    [],
    "How staff who work on their own check in, raise an alarm and are found if they stop "
    "answering.",
    [("owned_by", "chen-jiahui")],
    "file:policies/SP-11-lone.pdf",
    "2026-11-20T09:00:00Z",
)
_policy(
    "overhead-line-isolation-rule",
    "Overhead Line Isolation Rule",
    [],
    "Nobody climbs to the contact wire until the section is switched out, earthed and tested dead.",
    [("owned_by", "liu-fang")],
    "file:policies/ER-02-isolation.pdf",
    "2024-01-15T09:00:00Z",
)
_policy(
    "berthing-procedure",
    "Berthing and Mooring Procedure",
    [],
    "Approach speeds, wind limits and line handling when a vessel comes alongside.",
    [("owned_by", "eamon-o-suilleabhain")],
    "file:policies/MP-01-berthing.pdf",
    "2026-09-01T09:00:00Z",
)
# --- rendering -----------------------------------------------------------------------------------

# How each relation type reads in a page's body; `{t}` is the link (or links) to the target(s).
_REL_TEXT: dict[str, tuple[str, ...]] = {
    "owned_by": ("Wholly owned by {t}.", "Its shareholder is {t}."),
    "regulated_by": ("Licensed and audited by {t}.", "Regulated by {t}."),
    "operated_by": ("Part of the estate of {t}.", "Run by {t}."),
    "managed_by": ("Managed by {t}.", "{t} is in charge.", "Led day to day by {t}."),
    "houses": ("Vehicles kept here: {t}.", "Home to {t}."),
    "cleaned_by": ("Cleaning is done by {t}.", "{t} holds the cleaning contract here."),
    "fuel_supplied_by": ("Fuel is delivered by {t}.", "{t} supplies the fuel."),
    "track_maintained_by": ("Track and sidings are looked after by {t}.",),
    "charging_by": ("Chargers installed and serviced by {t}.",),
    "maintained_by": ("Warranty maintenance by {t}.", "{t} maintains the vehicles here."),
    "leased_from": ("The berths are leased from {t}.",),
    "operated_from": ("Worked from {t}.", "Operated out of {t}."),
    "uses": ("Served by {t}.", "Vehicles: {t}."),
    "overhead_maintained_by": ("The overhead wires are maintained by {t}.",),
    "signalled_by": ("Signalling and points control by {t}.",),
    "patrolled_by": ("Patrolled at night by {t}.",),
    "built_by": ("Built by {t}.", "Manufacturer: {t}."),
    "works_for": ("Works for {t}.", "Employed by {t}."),
    "reports_to": ("Reports to {t}.", "Line manager: {t}."),
    "board_member_of": ("Sits on the board of {t}.",),
    "works_at": ("Based at {t}.", "Works out of {t}."),
    "drives": ("Usually rostered on {t}.", "Drives {t}."),
    "member_of": ("Member of {t}.", "Belongs to {t}."),
    "commands": ("In command of {t}.",),
    "crews": ("Serves aboard {t}.",),
    "represents": ("Accredited representative of {t}.", "Represents {t}."),
    "employed_by": ("Works for {t}.", "Employed by {t}."),
    "chaired_by": ("Chaired by {t}.", "In the chair: {t}."),
    "attended_by": ("Attended by {t}.", "Present: {t}."),
    "discussed": ("On the agenda: {t}.", "Discussed {t}."),
    "decided_at": ("Taken at {t}.", "Decided at {t}."),
    "concerns": ("Concerns {t}.", "Applies to {t}."),
    "assigns": ("The work goes to {t}.",),
    "occurred_on": ("Happened on {t}.",),
    "occurred_at": ("Happened at {t}.",),
    "involved_vehicle": ("Vehicle involved: {t}.",),
    "involved_staff": ("Staff involved: {t}.",),
    "handled_by": ("Handled in the control room by {t}.",),
    "equipment_from": ("The equipment was supplied by {t}.",),
    "supplier": ("Supplier: {t}.",),
    "investigates": ("Investigates {t}.",),
    "led_by": ("Led by {t}.",),
    "implicates": ("Findings point at {t}.", "Contributing party: {t}."),
    "recommends": ("Recommends changes to {t}.",),
    "sponsored_by": ("Sponsor: {t}.",),
    "contractor": ("Main contractor: {t}.", "Delivered with {t}."),
    "funded_by": ("Funded by {t}.",),
    "delivers": ("Delivers {t}.",),
    "converts": ("Converts {t}.",),
    "procured_through": ("Procured through {t}.",),
    "partner": ("Delivered in partnership with {t}.",),
    "serves": ("Serves {t}.",),
    "benefits": ("Benefits {t}.",),
    "renews": ("Renews the wires of {t}.",),
    "expands": ("Expands {t}.",),
    "covers": ("Covers {t}.",),
    "overhauls": ("Overhauls {t}.",),
    "carried_out_at": ("Work carried out at {t}.",),
    "prompted_by": ("Prompted by {t}.",),
    "run_by": ("Run by {t}.",),
    "awarded_to": ("Awarded to {t}.",),
    "evaluated_at": ("Bids evaluated at {t}.",),
    "technical_lead": ("Technical evaluation led by {t}.",),
    "prepared_by": ("Prepared by {t}.",),
    "affects": ("Affects {t}.",),
    "follows": ("Follows {t}.",),
}

_HEADINGS = ("## Connections", "## Links", "## Key facts", "## Relationships", "## Details")


def _join(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _cited(sentence: str, ev_id: str, label: str) -> str:
    """The sentence with a citation before its closing full stop."""
    sentence = sentence.rstrip()
    if sentence.endswith("."):
        sentence = sentence[:-1]
    return f"{sentence} ([[evidence:{ev_id}|{label}]])."


def _yaml_list(items: list[str]) -> str:
    return "[" + ", ".join(json.dumps(i, ensure_ascii=False) for i in items) + "]"


def _when(rng: random.Random) -> str:
    month, day = rng.randint(1, 11), rng.randint(1, 28)
    hour, minute = rng.randint(7, 18), rng.randint(0, 59)
    return f"2026-{month:02d}-{day:02d}T{hour:02d}:{minute:02d}:00Z"


def _render_page(
    page: _Page, pages: dict[str, _Page], ev_titles: dict[str, str], rng: random.Random
) -> Document:
    groups: dict[str, list[str]] = defaultdict(list)
    for rtype, target in page.rels:
        groups[rtype].append(target)
    labels = [ev_titles[e] for e in page.ev]
    lines = [f"# {page.title}", "", _cited(page.about, page.ev[0], labels[0])]
    facts = []
    used = {page.ev[0]}
    for rtype, targets in groups.items():
        links = [f"[[page:{t}|{pages[t].title}]]" for t in targets]
        template = rng.choice(_REL_TEXT[rtype])
        sentence = template.format(t=_join(links))
        # A fact cites what backs both ends (a contract, a roster, minutes), else the page's own
        # first source.
        shared = [e for e in page.ev if any(e in pages[t].ev for t in targets)]
        which = shared[0] if shared else page.ev[0]
        used.add(which)
        facts.append(_cited(sentence, which, ev_titles[which]))
    style = rng.randrange(3)
    if facts:
        lines.append("")
        if style == 0:
            lines += [rng.choice(_HEADINGS), ""] + [f"- {f}" for f in facts]
        elif style == 1:
            lines += ["Key facts:", ""] + [f"- {f}" for f in facts]
        else:
            lines += [" ".join(facts)]
    if set(page.ev) - used or (len(page.ev) > 1 and rng.random() < 0.3):
        lines += ["", "Sources: " + " · ".join(f"[[evidence:{e}|{ev_titles[e]}]]" for e in page.ev)]
    if page.timeline:
        lines += ["", "## Timeline", ""]
        for stamp, ref, text in page.timeline:
            entry = timeline_entry_id(page.id, stamp, ref, text)
            lines.append(f"- **{stamp}** | {entry} | {ref} | {text}")
    created = _when(rng)
    meta = [
        "---",
        f"id: {page.id}",
        "kind: page",
        f"type: {page.type}",
        f"title: {json.dumps(page.title, ensure_ascii=False)}",
        "status: active",
    ]
    if page.aliases:
        meta.append(f"aliases: {_yaml_list(page.aliases)}")
    if page.rels:
        rels = ", ".join(f"{{type: {r}, target: {t}}}" for r, t in page.rels)
        meta.append(f"relations: [{rels}]")
    meta += [f"created: {created}", f"updated: {created}"]
    if page.category:
        meta.append(f"category: {page.category}")
    meta.append("---")
    text = "\n".join(meta) + "\n" + "\n".join(lines) + "\n"
    return parse_document(text, folder=page.folder, path=f"{page.folder}/{page.id}.md")


def _render_evidence(ev: _Evidence, citing: list[_Page]) -> Document:
    lines = [f"# {ev.title}", "", ev.intro]
    if citing:
        lines.append("")
        lines += [f"- {p.title}: {p.about}" for p in sorted(citing, key=lambda p: p.id)]
    meta = [
        "---",
        f"id: {ev.id}",
        "kind: evidence",
        "type: source",
        f"title: {json.dumps(ev.title, ensure_ascii=False)}",
        "status: active",
        f"sources: [{ev.ref}]",
        f"created: {ev.created}",
        f"updated: {ev.created}",
        "---",
    ]
    text = "\n".join(meta) + "\n" + "\n".join(lines) + "\n"
    return parse_document(text, folder=ev.folder, path=f"{ev.folder}/{ev.id}.md")


# --- words -------------------------------------------------------------------------------------

_STOP_WORDS = """
    a an the of to in on at for from by with and or nor but if then than that this these those
    who whom whose which what where when why how whoever whatever is are was were be been being
    am do does did done doing has have had having it its it's they them their theirs he she his
    her him i me my we our us you your yours there here about into onto out up down over under
    after before as any all some one ones s t can could would should will shall might must not
    no yes so also just still now get gets got tell show give find list name names page info
    details anything something again other else own same such very too more most much many off
    per via while during both each new our ours whether let lets know need want please re ll ve
    d m o look like
    """
_STOP = frozenset(_STOP_WORDS.split())
_FOLD = str.maketrans({"ø": "o", "ł": "l", "ı": "i", "æ": "ae", "ß": "ss", "đ": "d", "œ": "oe"})
_WORD = re.compile(r"\w+")


def _fold(text: str) -> str:
    out = []
    for ch in unicodedata.normalize("NFC", text).lower().translate(_FOLD):
        parts = unicodedata.normalize("NFD", ch)
        if (
            len(parts) > 1
            and parts[0].isascii()
            and all(unicodedata.combining(c) for c in parts[1:])
        ):
            out.append(parts[0])
        else:
            out.append(ch)
    return "".join(out)


def _distinctive(token: str) -> bool:
    if token in _STOP:
        return False
    return len(token) >= 3 or any(c.isdigit() for c in token) or not token.isascii()


def _words(text: str) -> list[str]:
    return [t for t in _WORD.findall(_fold(text)) if _distinctive(t)]


def _stem(token: str) -> str:
    if len(token) > 4 and token.endswith("ies"):
        return token[:-3] + "y"
    if len(token) > 3 and token.endswith("s") and not token.endswith("ss"):
        return token[:-1]
    return token


def _same(a: str, b: str) -> bool:
    if _stem(a) == _stem(b):
        return True
    return len(a) >= 5 and len(b) >= 5 and a[:5] == b[:5]


def _shared(question: str, name: str) -> set[str]:
    """The distinctive words of `name` that the question also uses (or a form of)."""
    asked = _words(question)
    return {w for w in _words(name) if any(_same(w, q) for q in asked)}


def _names(doc: Document) -> list[str]:
    return [doc.title, *doc.aliases]


def _contains(question: str, name: str) -> bool:
    q, n = _fold(question), _fold(name)
    return re.search(r"(?<!\w)" + re.escape(n) + r"(?!\w)", q) is not None


def _non_latin(text: str) -> bool:
    return any(ch.isalpha() and not unicodedata.name(ch, "").startswith("LATIN") for ch in text)


# --- the check -----------------------------------------------------------------------------------


def _graph(pages: dict[str, Document]) -> dict[str, set[str]]:
    edges: dict[str, set[str]] = defaultdict(set)
    for pid, doc in pages.items():
        targets = [r.target for r in doc.relations]
        targets += [x.target for x in doc.links if x.kind == "page"]
        for t in targets:
            if t in pages and t != pid:
                edges[pid].add(t)
                edges[t].add(pid)
    return edges


def _distances(edges: dict[str, set[str]], start: str, limit: int = 3) -> dict[str, int]:
    seen = {start: 0}
    frontier = [start]
    for depth in range(1, limit + 1):
        nxt = []
        for node in frontier:
            for other in edges.get(node, ()):
                if other not in seen:
                    seen[other] = depth
                    nxt.append(other)
        frontier = nxt
    return seen


def _check(data: EvalSet) -> list[str]:
    problems: list[str] = []
    docs: dict[str, Document] = {}
    for doc in data.documents:
        if doc.brain_id in docs:
            problems.append(f"duplicate id {doc.brain_id}")
        docs[doc.brain_id] = doc
    pages = {i: d for i, d in docs.items() if d.kind == "page"}
    evidence = {i: d for i, d in docs.items() if d.kind == "evidence"}
    cited: set[str] = set()
    aliases: dict[str, str] = {}
    for doc in data.documents:
        did = doc.brain_id
        for problem in validate_document(doc, file_stem=did):
            problems.append(f"{did}: invalid ({problem.rule}) {problem.message}")
        if doc.status != "active":
            problems.append(f"{did}: status {doc.status}")
        if doc.kind == "evidence" and doc.folder.split("/")[0] != "evidence":
            problems.append(f"{did}: evidence outside evidence/")
        for name in doc.aliases:
            key = name.casefold()
            if key in aliases and aliases[key] != did:
                problems.append(f"{did}: alias {name!r} also on {aliases[key]}")
            aliases[key] = did
        for rel in doc.relations:
            if rel.target not in pages:
                problems.append(f"{did}: broken relation {rel.type} -> {rel.target}")
        for link in doc.links:
            if link.kind == "page" and link.target not in pages:
                problems.append(f"{did}: broken link {link.target}")
            if link.kind == "evidence":
                if link.target not in evidence:
                    problems.append(f"{did}: broken citation {link.target}")
                elif doc.kind == "page":
                    cited.add(link.target)
        if doc.kind == "page":
            for statement in uncited_statements(doc.body):
                problems.append(
                    f"{did}: uncited statement at line {statement.line}: {statement.excerpt}"
                )
            if not any(
                isinstance(x, Link) and x.kind == "evidence" for x in scan_links(doc.compiled_truth)
            ):
                problems.append(f"{did}: cites no evidence")
    for eid in evidence:
        if eid not in cited:
            problems.append(f"{eid}: evidence cited by no page")
    titles: dict[str, str] = {}
    for did, doc in docs.items():
        key = doc.title.casefold()
        if key in titles:
            problems.append(f"{did}: title {doc.title!r} also on {titles[key]}")
        titles[key] = did

    edges = _graph(pages)
    asked: set[str] = set()
    kinds = ("lexical", "script", "hop", "hop2", "paraphrase")
    for q in data.questions:
        tag = f"[{q.kind}] {q.text!r}"
        key = " ".join(_WORD.findall(_fold(q.text)))
        if key in asked:
            problems.append(f"{tag}: asked twice")
        asked.add(key)
        if q.kind not in kinds:
            problems.append(f"{tag}: unknown kind")
        if not q.relevant:
            problems.append(f"{tag}: no relevant documents")
        missing = [r for r in q.relevant if r not in pages]
        if missing:
            problems.append(f"{tag}: relevant not a page: {missing}")
            continue
        anchor = getattr(q, "anchor", "")
        answers = [pages[r] for r in sorted(q.relevant)]
        if q.kind in ("hop", "hop2"):
            if anchor not in pages:
                problems.append(f"{tag}: anchor {anchor!r} is not a page")
                continue
            if anchor in q.relevant:
                problems.append(f"{tag}: anchor among the relevant")
            if not any(_shared(q.text, n) or _contains(q.text, n) for n in _names(pages[anchor])):
                problems.append(f"{tag}: does not name its anchor {anchor}")
            want = 1 if q.kind == "hop" else 2
            dist = _distances(edges, anchor)
            for doc in answers:
                if dist.get(doc.brain_id) != want:
                    got = dist.get(doc.brain_id)
                    problems.append(
                        f"{tag}: {doc.brain_id} is {got} links from {anchor}, not {want}"
                    )
                for name in _names(doc):
                    common = _shared(q.text, name)
                    if common:
                        problems.append(f"{tag}: shares {sorted(common)} with answer {name!r}")
        elif anchor:
            problems.append(f"{tag}: anchor set on a {q.kind} question")
        if q.kind == "lexical" and not any(
            _contains(q.text, n) or len(_shared(q.text, n)) >= 2 for d in answers for n in _names(d)
        ):
            problems.append(f"{tag}: names none of its answers")
        if q.kind == "script":
            doc = answers[0]
            if len(answers) != 1 or doc.type != "person":
                problems.append(f"{tag}: a script question asks for exactly one person")
            elif not (_non_latin(doc.title) and doc.title in q.text):
                problems.append(f"{tag}: does not name {doc.brain_id} by its non-Latin title")
        if q.kind == "paraphrase":
            for doc in answers:
                worst = max(len(_shared(q.text, n)) for n in _names(doc))
                if worst > 1:
                    problems.append(f"{tag}: shares {worst} words with {doc.brain_id}")
                if any(_contains(q.text, n) for n in _names(doc)):
                    problems.append(f"{tag}: names {doc.brain_id}")
    return problems


# --- questions -----------------------------------------------------------------------------------

_LEXICAL: list[tuple[str, list[str]]] = [
    ("Harbour Road Bus Priority Corridor", ["harbour-road-bus-priority"]),
    ("what does the Kestrel mid-life overhaul cover", ["kestrel-mid-life-overhaul"]),
    ("tender BT-2026-03", ["tender-depot-cleaning"]),
    ("Margit Sølberg's background", ["margit-solberg"]),
    ("who is Tomasz Wisniewski?", ["tomasz-wisniewski"]),
    ("fatigue management policy", ["fatigue-management-policy"]),
    ("Saltmarsh depot expansion — where are we?", ["saltmarsh-depot-expansion"]),
    ("Quill Signal Engineering contract", ["quill-signal-engineering"]),
    ("N8 night bus route details", ["bus-route-n8"]),
    ("MV Gannet passenger capacity", ["mv-gannet"]),
    ("range of the Lumen E12 electric bus", ["lumen-e12-bus"]),
    ("what does the OTSC inspect?", ["otsc"]),
    ("winter 2026 timetable changes", ["tt-winter-2026"]),
    ("Safety Committee, August 2026", ["safety-committee-2026-08"]),
    ("Cllr Gwen Morgan's portfolio", ["gwen-morgan"]),
    ("lone working procedure", ["lone-working-procedure"]),
    ("Ferry Crews Association recognition", ["ferry-crews-association"]),
    ("status of the chancery junction resignalling", ["chancery-resignalling"]),
    ("What does Pinecrest Security do for us?", ["pinecrest-security"]),
    ("Chancery Junction derailment investigation report", ["inv-chancery-derailment"]),
    ("route 19 to the General Hospital", ["bus-route-19"]),
    ("contactless ticketing rollout", ["contactless-ticketing-rollout"]),
    ("who are the Tram Drivers' Guild", ["tram-drivers-guild"]),
    ("Heron Marine Yard dry-docking", ["heron-marine-yard"]),
    ("Ana Lucia Ferreira", ["ana-lucia-ferreira"]),
    ("bridge watch decision for berthing", ["dec-bridge-watch"]),
    ("how many charging bays at Orchard Lane Garage", ["orchard-lane-garage"]),
    ("Hoang Van Minh, inspector", ["hoang-van-minh"]),
    ("the engine bay fire on the route 44 bus", ["inc-route44-fire"]),
    ("Dawit Bekele's shifts", ["dawit-bekele"]),
    ("Union of Fitters and Electricians membership", ["union-of-fitters-and-electricians"]),
    ("board meeting 16 April 2026", ["board-2026-04"]),
    ("where is the Network Control Centre", ["network-control-centre"]),
    ("overhead line isolation rule", ["overhead-line-isolation-rule"]),
    ("A-class tram fleet size", ["aurora-tram"]),
    ("electrification steering group in September", ["electrification-steering-2026-09"]),
]

_SCRIPT: list[tuple[str, str]] = [
    ("who is Дмитрий Волков?", "dmitri-volkov"),
    ("عائشة رحمن finance contact", "aisha-rahman"),
    ("प्रिया रघुनाथन कौन हैं?", "priya-raghunathan"),
    ("陈嘉慧的职位是什么？", "chen-jiahui"),
    ("email Γιάννης Παπαδάκης", "yannis-papadakis"),
    ("מי זו נועה בן דוד?", "noa-ben-david"),
    ("กัญญา ศรีสุข ทำงานที่ไหน", "kanya-srisuk"),
    ("佐藤 陽翔さんはどこの担当ですか", "haruto-sato"),
    ("박지우 연락처", "park-ji-woo"),
    ("Кто такая Светлана Иванова?", "svetlana-ivanova"),
    ("लक्ष्मी अय्यर's shift", "lakshmi-iyer"),
    ("王磊", "wang-lei"),
    ("من هو يوسف حداد؟", "yusuf-haddad"),
    ("ποια είναι η Ελένη Γεωργίου", "eleni-georgiou"),
    ("profile of สมชาย วงศ์สกุล", "somchai-wongsakul"),
    ("森 健二 driver", "kenji-mori"),
    ("김선희 기사님은 누구인가요?", "kim-sun-hee"),
    ("מרים כץ", "miriam-katz"),
    ("गौरव मेहता किस जहाज़ पर हैं", "gaurav-mehta"),
    ("刘芳负责什么工作", "liu-fang"),
    ("Алексей Морозов — кто это", "alexei-morozov"),
    ("who's عمر فاروق", "omar-farouk"),
    ("山本 武さん", "yamamoto-takeshi"),
    ("project contact אבי שפירא", "avi-shapiro"),
    ("이민준 프로젝트 매니저", "lee-min-jun"),
    ("Ольга Петренко профсоюз", "olga-petrenko"),
    ("نسرین کریمی", "nasrin-karimi"),
    ("ปราณี ชัยพร คือใคร", "pranee-chaiyaporn"),
    ("inspector דליה שלו", "dalia-shalev"),
    ("إبراهيم صالح account", "ibrahim-saleh"),
    ("田中 由紀 の連絡先", "tanaka-yuki"),
    ("хто такий Олександр Бондар?", "oleksandr-bondar"),
]

# (question, answers, anchor)
_HOP: list[tuple[str, list[str], str]] = [
    ("who runs Kilnfield day to day?", ["tomasz-wisniewski"], "kilnfield-depot"),
    ("who delivers diesel to Westbrook?", ["northwold-fuels"], "westbrook-depot"),
    ("who looks after the catenary on T1?", ["halden-overhead-lines"], "tram-line-t1"),
    ("which manufacturer built the Kestrel trams?", ["linderholm-rail-systems"], "kestrel-tram"),
    ("maker of the E12", ["voltaro-mobility"], "lumen-e12-bus"),
    ("who constructed the Gannet", ["heron-marine-yard"], "mv-gannet"),
    (
        "who carried out the root cause analysis of the Pier Head dewirement?",
        ["liu-fang"],
        "inv-dewirement-rca",
    ),
    (
        "who was at the controls when the tram came off the rails at Chancery Junction?",
        ["eleni-georgiou"],
        "inc-chancery-derailment",
    ),
    ("where are N8 buses garaged overnight?", ["westbrook-depot"], "bus-route-n8"),
    ("who chaired the May safety committee", ["dmitri-volkov"], "safety-committee-2026-05"),
    (
        "which union officials sat at the June pay and rostering talks?",
        ["patrick-doyle", "olga-petrenko"],
        "twu-talks-2026-06",
    ),
    ("which contract did Voltaro win?", ["tender-electric-buses"], "voltaro-mobility"),
    ("what is Zofia Kowalczyk's union", ["tram-drivers-guild"], "zofia-kowalczyk"),
    ("Cécile Marchand's line manager", ["yannis-papadakis"], "cecile-marchand"),
    ("who heads the control room?", ["rafael-nunez"], "network-control-centre"),
    ("who maintains the interlocking on T2", ["quill-signal-engineering"], "tram-line-t2"),
    (
        "project manager for the Eastfields tram extension",
        ["hannah-oyelaran"],
        "t3-eastfields-extension",
    ),
    (
        "which contractor is building the Eastfields extension?",
        ["oakhurst-civil-engineering"],
        "t3-eastfields-extension",
    ),
    (
        "who is paying for the Harbour Road corridor?",
        ["brennmouth-city-council"],
        "harbour-road-bus-priority",
    ),
    (
        "where do the E12s sleep at night?",
        ["kilnfield-depot", "orchard-lane-garage"],
        "lumen-e12-bus",
    ),
    ("who is Quayside's landlord?", ["skelda-bay-harbour-board"], "quayside-ferry-terminal"),
    (
        "which inspector sat in on the February safety committee?",
        ["dalia-shalev"],
        "safety-committee-2026-02",
    ),
    (
        "who took the chair at the August safety committee",
        ["chen-jiahui"],
        "safety-committee-2026-08",
    ),
    (
        "which service change came out of the night network review?",
        ["tt-n8-extension"],
        "night-network-review",
    ),
    ("who prepared the winter timetable?", ["ines-carvalho"], "tt-winter-2026"),
    ("who supervises Pinecrest's guards", ["nguyen-thi-hoa"], "pinecrest-security"),
    ("Solvik's delivery contact", ["tanaka-yuki"], "solvik-carriage-works"),
    ("who is the regular driver on the X1", ["kenji-mori"], "bus-route-x1"),
    ("what vessel does Björn Lindqvist command?", ["mv-gannet"], "bjorn-lindqvist"),
    ("who was driving when the 44 caught fire?", ["somchai-wongsakul"], "inc-route44-fire"),
    (
        "who led the marine inquiry into the Petrel?",
        ["eamon-o-suilleabhain"],
        "inv-petrel-berthing",
    ),
    (
        "who sponsors the T3 project at director level?",
        ["priya-raghunathan"],
        "t3-eastfields-extension",
    ),
    ("which procurement did Tessera come through?", ["tender-fare-system"], "tessera-fare-systems"),
    (
        "who coordinates the contactless ticketing rollout",
        ["jose-maria-alvarez"],
        "contactless-ticketing-rollout",
    ),
    (
        "who valets the trams at Saltmarsh?",
        ["brighthold-cleaning-services"],
        "saltmarsh-tram-depot",
    ),
    ("which vehicles are stabled at Fennick?", ["aurora-tram"], "fennick-yard"),
    (
        "who chaired the council's March transport hearing?",
        ["rashid-ali"],
        "council-transport-committee-2026-03",
    ),
    (
        "who got hurt in the fall at the Fennick workshop?",
        ["alexei-morozov"],
        "inc-fennick-workshop-fall",
    ),
    (
        "where was the award of the electric bus supply contract decided?",
        ["board-2026-04"],
        "dec-award-ebus",
    ),
    ("Kwame Mensah's employer", ["meridian-safety-consultants"], "kwame-mensah"),
    ("whose equipment flashed over at Orchard Lane?", ["ampora-charging"], "inc-orchard-arc-flash"),
]

_HOP2: list[tuple[str, list[str], str]] = [
    (
        "who manufactures the vehicles on the University Line?",
        ["solvik-carriage-works"],
        "tram-line-t2",
    ),
    ("who made the bus that burned on the 44?", ["ardent-coachbuilders"], "inc-route44-fire"),
    ("who manages the garage the 12 runs from?", ["tomasz-wisniewski"], "bus-route-12"),
    (
        "who chaired the meeting that awarded the electric bus supply contract?",
        ["benedikt-hofer"],
        "dec-award-ebus",
    ),
    ("which labour organisation is the attacked N8 driver a member of?", ["twu"], "inc-n8-assault"),
    (
        "who is the main contractor on the scheme the council resolved to fund in March",
        ["oakhurst-civil-engineering"],
        "dec-council-t3-funding",
    ),
    (
        "who led the inquiry into the Chancery Junction derailment?",
        ["kwame-mensah"],
        "inc-chancery-derailment",
    ),
    (
        "who spoke for the tram drivers when the Sunday T1 change was consulted on?",
        ["nasrin-karimi"],
        "tt-t1-sunday",
    ),
    ("who built the vessel serving Lighthouse Island?", ["heron-marine-yard"], "ferry-f2"),
    (
        "which depot manager helped score the cleaning bids",
        ["fiona-mcallister"],
        "tender-depot-cleaning",
    ),
    (
        "who built the tram that struck the pedestrian at Market Square?",
        ["linderholm-rail-systems"],
        "inc-market-square-pedestrian",
    ),
    (
        "who is the manager of the site where the charger arc flash happened?",
        ["haruto-sato"],
        "inc-orchard-arc-flash",
    ),
    (
        "who chaired the meeting that imposed the 10 km/h limit at Chancery Junction?",
        ["dmitri-volkov"],
        "dec-chancery-speed-limit",
    ),
    (
        "where are the buses that will use the Harbour Road corridor kept?",
        ["orchard-lane-garage"],
        "harbour-road-bus-priority",
    ),
    (
        "where is the driver from the Route 19 near miss based",
        ["westbrook-depot"],
        "inc-route19-near-miss",
    ),
    (
        "which firm is putting in the plug-in points for the zero-emission bus programme?",
        ["ampora-charging"],
        "bus-electrification-programme",
    ),
    (
        "whose kit went down in the outage the July board heard about?",
        ["tessera-fare-systems"],
        "board-2026-07",
    ),
    ("who chaired the June talks Patrick Doyle attended?", ["noa-ben-david"], "patrick-doyle"),
    ("what rolling stock lives at Kanya Srisuk's depot?", ["kestrel-tram"], "kanya-srisuk"),
    (
        "which operator manager attended the audit close-out Stefan Németh chaired?",
        ["chen-jiahui"],
        "stefan-nemeth",
    ),
    (
        "what did the safety committee order for the diesel single-deckers Ardent built?",
        ["dec-fuel-line-inspections"],
        "ardent-coachbuilders",
    ),
    (
        "who is the delivery engineer at the company that builds the E12?",
        ["zeynep-arslan"],
        "lumen-e12-bus",
    ),
    ("who is the branch secretary of Mehmet Yılmaz's union", ["patrick-doyle"], "mehmet-yilmaz"),
    ("who manages the yard where Eleni Georgiou signs on?", ["park-ji-woo"], "eleni-georgiou"),
    (
        "which contractor won the track framework Olúmídé Adéyẹmí ran?",
        ["grayling-permanent-way"],
        "olumide-adeyemi",
    ),
    (
        "which rolling stock will serve the Eastfields extension?",
        ["aurora-tram"],
        "t3-eastfields-extension",
    ),
    (
        "who leads the contractor's engineering on the Chancery resignalling?",
        ["carmen-ortiz"],
        "chancery-resignalling",
    ),
    (
        "which contractor did the Pier Head inquiry point at?",
        ["halden-overhead-lines"],
        "inc-harbour-line-dewirement",
    ),
    ("which service does Björn Lindqvist's vessel run?", ["ferry-f1"], "bjorn-lindqvist"),
    ("what schedule change touches Dawit Bekele's route?", ["tt-winter-2026"], "dawit-bekele"),
    (
        "who supervises the guards brought in by the night patrols decision",
        ["nguyen-thi-hoa"],
        "dec-night-patrols",
    ),
    (
        "who is the contractor's site manager on the Saltmarsh expansion?",
        ["greta-lindahl"],
        "saltmarsh-depot-expansion",
    ),
    (
        "which labour body represents the worker injured in the Fennick fall?",
        ["union-of-fitters-and-electricians"],
        "inc-fennick-workshop-fall",
    ),
    (
        "who captains the Heron-built boat on the cross-bay run?",
        ["bjorn-lindqvist"],
        "heron-marine-yard",
    ),
    (
        "who guards the buses whose hours were extended to 04:30?",
        ["pinecrest-security"],
        "tt-n8-extension",
    ),
    (
        "who is the builder's service engineer on the Kestrel overhaul",
        ["heinrich-brandt"],
        "kestrel-mid-life-overhaul",
    ),
    (
        "which programme lead sat on the panel for the forty battery buses?",
        ["daniela-brunetti"],
        "tender-electric-buses",
    ),
    (
        "whose validators failed during the outage Wang Lei handled?",
        ["tessera-fare-systems"],
        "wang-lei",
    ),
]

_PARAPHRASE: list[tuple[str, str]] = [
    ("rules limiting how long someone can be on duty without rest", "fatigue-management-policy"),
    ("what to do if you're on your own late at night and nobody answers", "lone-working-procedure"),
    ("random testing for intoxicants among safety-critical staff", "drugs-and-alcohol-policy"),
    ("making the tram wires dead before anyone climbs up", "overhead-line-isolation-rule"),
    ("steps for bringing a ferry alongside and tying it up", "berthing-procedure"),
    ("the room where they watch every vehicle around the clock", "network-control-centre"),
    ("the local authority that owns the operator", "brennmouth-city-council"),
    ("government watchdog that licenses tram and bus operations", "otsc"),
    ("paying with a bank card by tapping it on the reader", "contactless-ticketing-rollout"),
    ("dedicated lanes to speed buses along the waterfront", "harbour-road-bus-priority"),
    ("new tramway out to the eastern estates", "t3-eastfields-extension"),
    ("swapping diesel buses for battery ones", "bus-electrification-programme"),
    ("reconstructing the island landing stage", "lighthouse-pier-rebuild"),
    ("looking again at services after midnight", "night-network-review"),
    (
        "refurbishing the old high-floor trams halfway through their working lives",
        "kestrel-mid-life-overhaul",
    ),
    (
        "new points machines and interlocking at the campus line's busiest junction",
        "chancery-resignalling",
    ),
    ("more stabling roads and a wash plant at the southern tram shed", "saltmarsh-depot-expansion"),
    ("the morning the card readers rejected everyone", "inc-fare-system-outage"),
    (
        "someone stepping out against the signal got hit by a tram in the centre",
        "inc-market-square-pedestrian",
    ),
    (
        "double-decker nearly collided with someone on a bike by the hospital",
        "inc-route19-near-miss",
    ),
    ("late-night attack on a bus driver", "inc-n8-assault"),
    ("fitter broke a wrist after dropping from roof access", "inc-fennick-workshop-fall"),
    ("island vessel slammed into the landing stage in a crosswind", "inc-petrel-hard-berthing"),
    ("electrical explosion inside a battery bus charging cabinet", "inc-orchard-arc-flash"),
    ("bidding for oil deliveries to garages and boats", "tender-fuel-supply"),
    ("port authority that leases us the ferry berths", "skelda-bay-harbour-board"),
    ("outside experts hired to look into serious accidents", "meridian-safety-consultants"),
    ("the guards who ride the late buses", "pinecrest-security"),
    ("boat sailings for the warm months", "tt-ferry-summer-2026"),
    ("more frequent buses between Brickworks and Market Square", "tt-route12-uplift"),
    ("the union for deckhands and ship's officers", "ferry-crews-association"),
    ("biggest trade union for bus drivers", "twu"),
    ("report on protecting staff who work late services", "inv-night-driver-safety"),
    ("deal struck with the union about shift patterns", "dec-rostering-agreement"),
    ("the smaller boat used for the island run", "mv-petrel"),
]


def _questions() -> list[AnchoredQuestion]:
    out = [AnchoredQuestion(t, "lexical", set(r)) for t, r in _LEXICAL]
    out += [AnchoredQuestion(t, "script", {r}) for t, r in _SCRIPT]
    out += [AnchoredQuestion(t, "hop", set(r), a) for t, r, a in _HOP]
    out += [AnchoredQuestion(t, "hop2", set(r), a) for t, r, a in _HOP2]
    out += [AnchoredQuestion(t, "paraphrase", {r}) for t, r in _PARAPHRASE]
    return out


# --- build ---------------------------------------------------------------------------------------


def build(seed: int = 293) -> EvalSet:
    rng = random.Random(seed)
    pages = {p.id: p for p in _PAGES}
    ev_titles = {e.id: e.title for e in _EVIDENCE}
    citing: dict[str, list[_Page]] = defaultdict(list)
    for page in _PAGES:
        for ev_id in page.ev:
            citing[ev_id].append(page)
    documents = [_render_page(p, pages, ev_titles, rng) for p in _PAGES]
    documents += [_render_evidence(e, citing[e.id]) for e in _EVIDENCE]
    rng.shuffle(documents)
    questions: list[Question] = list(_questions())
    rng.shuffle(questions)
    return EvalSet(documents, questions)


if __name__ == "__main__":
    data = build()
    found = _check(data)
    for line in found:
        print(line)
    kinds = Counter(d.kind for d in data.documents)
    print(f"documents: {len(data.documents)} ({kinds['page']} pages, {kinds['evidence']} evidence)")
    counts = Counter(q.kind for q in data.questions)
    print(
        f"questions: {len(data.questions)} "
        + ", ".join(f"{k} {n}" for k, n in sorted(counts.items()))
    )
    print(f"problems: {len(found)}")
