"""Set D: a fourth labelled retrieval set, held out from whoever tunes the ranker.

Data card
---------
Written on its own, from the document format (docs/format.md) and the Document type only:
without reading the ranker, the other three sets, or how anything scores on them. Nobody
tuning the ranker is meant to read its questions or look into its failures; only aggregate
figures from `bench.retrieval_eval` should leave this file.

Domain. The public-works department of a fictional harbour city, Halden Bay: five operating
divisions (highways, water, trams and buses, parks, fleet), ten field crews, sixteen
maintained assets (bridges, a viaduct, a pumping station, a reservoir, culverts, sewers, tram
overhead, a depot, street trees, a playground, a bus garage, signals, lighting, a
roundabout), twelve suppliers on framework contracts, twenty work orders, twelve meetings
(council committee sittings, programme and supplier reviews, workshops), twelve inspection
reports and six registers (staff directory, asset register, contracts, works export, minutes,
handbook) kept as evidence, eight analyses (findings) and seventeen handbook notes: seven
methods and ten distractors (sign-off policy, reporting lines, how to request an inspection,
choosing a supplier, a minutes template, ...) that share the words of link questions without
answering them. People (42) are named in their own script with a Latin alias: Latin with
diacritics, Cyrillic, Greek, Arabic, Hebrew, Devanagari, Tamil, Thai, Georgian, Armenian,
Chinese, Japanese and Korean; several first names are shared (two Annas, two Dmitrys, two
Priyas, two Mohammeds, a María and a Maria). 160 documents. Every page cites evidence (an
inspection, or the register it was drawn from), so every page is `active` and valid.

Documents are markdown written here (frontmatter + body) and read with `parse_document`;
ids are slugs (work orders `wo-<number>`, people the slug of their Latin name, inspections
`ev-goat-task-ins-...`), folders are `org/divisions`, `org/crews`, `people`, `suppliers`,
`assets`, `works`, `meetings`, `evidence/inspections`, `evidence/registers`, `analysis`,
`handbook`. Relation targets are ids, so a page's frontmatter carries the slugs of the pages
it points at (as in a real brain); the distinct-word rule below looks at titles, aliases and
bodies.

Relations (frontmatter `relations`; a few are also written as inline `[[page:...]]` links):
- division `headed_by` person; crew `part_of` division, `led_by` person;
- person `member_of` crew, `reports_to` person, `works_for` supplier;
- asset `maintained_by` crew;
- work order `concerns` asset, `assigned_to` crew, `supplied_by` supplier, `approved_by`
  person, `managed_by` person (also an inline link), and cites its inspection
  (`[[evidence:...]]`, edge `cites`);
- meeting `chaired_by` person (also inline), `attended_by` people, `discussed` and `decided`
  work orders;
- inspection (evidence) `inspected_by` person, `covers` asset;
- analysis `based_on` inspections, `about` asset.
Bodies never name the page at the other end of a relation that questions walk backwards
(a crew's page does not list its work orders, a meeting's minutes do not name the work
orders, an inspection names its asset only by asset code), so those questions can only be
answered through links.

Question kinds (exact `kind` strings):
- `lexical` (35): the words name the answer: its title, alias or opening words, in Latin
  letters (assets, work orders, crews, divisions, suppliers, meetings, notes, people by
  their Latin name or alias);
- `script` (15): a person asked for by their name in their own script;
- `hop` (40): the answer is one link away from the page the question describes, in either
  direction (the described page points at the answer, or the answers point at it), asked
  with verbs and nouns other than the relation names ("who signed off", "the vendor behind",
  "who looks after", "meetings where ... came up", possessives, passives);
- `hop2` (25): two links away (the lead of the crew that did a job, the suppliers of the
  work orders approved at a meeting, who sat in meetings where a job was raised, ...);
- `paraphrase` (15): a finding or a method asked about in other words than its page uses.
For `hop` and `hop2`, a candidate question is kept only when no relevant page shares a
distinctive word with it (a crude stem match; generic words such as "crew" or "meeting" do
not count). `relevant` is every document that answers: for link questions, every page at the
end of the walk, computed from the relations (for `hop2`, leaving out the described page and
the pages in between).

`build(seed)` is deterministic for a seed: the seed places people in crews and divisions,
picks suppliers, crews, sign-offs, attendees, agenda items and inspectors, and draws the
questions and their phrasing.
"""

from __future__ import annotations

import hashlib
import random
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from bench.retrieval_data import EvalSet, Question
from brain.toolkit.document import Document, parse_document
from brain.toolkit.schemas import slugify

CITY = "Halden Bay"


# --- the world -------------------------------------------------------------------------------


@dataclass
class Page:
    id: str
    folder: str
    type: str
    title: str
    body: str
    aliases: list[str] = field(default_factory=list)
    relations: list[tuple[str, str]] = field(default_factory=list)
    kind: str = "page"
    sources: list[str] = field(default_factory=list)
    updated: str = "2026-06-01T09:00:00Z"

    def rel(self, rtype: str) -> list[str]:
        return [t for r, t in self.relations if r == rtype]


# Divisions: key, title, blurb.
DIVISIONS = [
    (
        "highways",
        "Highways Division",
        "Carriageways, footways, structures, junction signals and street lighting across the "
        "city's road network.",
    ),
    (
        "water",
        "Water and Drainage Division",
        "Potable supply, storm water, foul sewers and the outfalls to the estuary.",
    ),
    (
        "transit",
        "Tram and Bus Operations Division",
        "Runs the three tram lines and the municipal bus routes, and keeps their fixed "
        "infrastructure in service.",
    ),
    (
        "parks",
        "Parks and Open Spaces Division",
        "Green spaces, play areas, cemeteries and the municipal tree stock.",
    ),
    (
        "fleet",
        "Fleet and Depots Division",
        "Vehicles, plant, garages and the workshops that service them.",
    ),
]

# Crews: key, title, blurb (their division is in CREW_DIVISION).
CREWS = [
    (
        "structures",
        "Structures Crew",
        "Concrete, steel and masonry repairs; works at height and over water.",
    ),
    (
        "asphalt",
        "Asphalt and Kerbs Crew",
        "Patching, planing and laying bituminous surfaces; kerb and channel work.",
    ),
    (
        "signals",
        "Signals and Lighting Crew",
        "Electricians for traffic controllers, lamp columns and illuminated signs.",
    ),
    (
        "mains",
        "Mains Repair Crew",
        "Emergency bursts, valve exercising and service connections.",
    ),
    (
        "sewer",
        "Sewer Jetting Crew",
        "High-pressure jetting, CCTV surveys and confined-space entry.",
    ),
    (
        "overhead",
        "Overhead Line Crew",
        "Live-line isolation, catenary tensioning and pole foundations.",
    ),
    (
        "track",
        "Track Welding Crew",
        "Thermite welding, rail grinding and switch adjustment.",
    ),
    (
        "arborist",
        "Arborist Crew",
        "Climbing, pruning, felling and stump grinding.",
    ),
    (
        "play",
        "Playground and Benches Crew",
        "Installs and mends swings, slides, benches and bins.",
    ),
    (
        "workshop",
        "Heavy Vehicle Workshop",
        "Mechanics and fitters for buses, gritters, sweepers and excavators.",
    ),
]
CREW_DIVISION = {
    "structures": "highways",
    "asphalt": "highways",
    "signals": "highways",
    "mains": "water",
    "sewer": "water",
    "overhead": "transit",
    "track": "transit",
    "arborist": "parks",
    "play": "parks",
    "workshop": "fleet",
}

# Assets: key, title, code, crew, description.
ASSETS = [
    (
        "kessel",
        "Kessel Street Bridge",
        "BR-014",
        "structures",
        "Three-span reinforced concrete road bridge over the Lenne, opened 1962.",
    ),
    (
        "oldmill",
        "Old Mill Footbridge",
        "BR-022",
        "structures",
        "Timber pedestrian crossing on steel stringers beside the former corn mill.",
    ),
    (
        "varrow",
        "Varrow Viaduct",
        "BR-031",
        "structures",
        "Eleven-arch brick viaduct carrying the ring road across the Varrow valley.",
    ),
    (
        "northgate",
        "Northgate Pumping Station",
        "PS-03",
        "mains",
        "Lifts treated water to the high-level zone; four duty pumps and one standby.",
    ),
    (
        "lindenhof",
        "Lindenhof Reservoir",
        "RS-01",
        "mains",
        "Covered service reservoir holding 40 megalitres above the old town.",
    ),
    (
        "tanner",
        "Tanner Lane Culvert",
        "CV-107",
        "sewer",
        "Stone box culvert taking Tanner Brook under the allotments and the lane.",
    ),
    (
        "outfall",
        "Harbour Outfall Sewer",
        "SW-12",
        "sewer",
        "Egg-shaped brick trunk sewer discharging through the storm overflow at the quay.",
    ),
    (
        "line3",
        "Line 3 Catenary",
        "OH-3",
        "overhead",
        "Overhead contact system of tram Line 3, from Westbahnhof to the university.",
    ),
    (
        "quayside",
        "Quayside Tram Depot",
        "TD-01",
        "track",
        "Stabling for 34 trams, an inspection shed with pits, and the wheel lathe.",
    ),
    (
        "marienplatz",
        "Marienplatz Tram Junction",
        "TJ-05",
        "track",
        "Grand-union junction where Lines 1, 2 and 3 cross in the market square.",
    ),
    (
        "elm",
        "Elm Avenue Street Trees",
        "ST-EA",
        "arborist",
        "Double row of 118 mature limes and planes planted in 1911.",
    ),
    (
        "copperfield",
        "Copperfield Park Playground",
        "PG-09",
        "play",
        "Fenced play area for under-twelves with a zip wire and a sand pit.",
    ),
    (
        "ostwall",
        "Ostwall Bus Garage",
        "BG-02",
        "workshop",
        "Garage and maintenance hall for 120 buses on the eastern edge of the centre.",
    ),
    (
        "harbourroad",
        "Harbour Road Traffic Signals",
        "TS-41",
        "signals",
        "Linked controllers at five junctions between the ferry terminal and the station.",
    ),
    (
        "seafront",
        "Seafront Promenade Lighting",
        "SL-07",
        "signals",
        "312 lamp columns along the two-kilometre promenade and the pier approach.",
    ),
    (
        "brackley",
        "Brackley Roundabout",
        "RB-02",
        "asphalt",
        "Five-arm roundabout at the junction of the ring road and the airport spur.",
    ),
]

# Suppliers: key, title, blurb, categories they can serve.
SUPPLIERS = [
    (
        "brennholt",
        "Brennholt Aggregates",
        "Quarried stone, hot-mix asphalt and road planings.",
        {"asphalt", "structures"},
    ),
    (
        "castellan",
        "Castellan Steelworks",
        "Fabricated steel sections, parapets and anchorage hardware.",
        {"structures", "workshop"},
    ),
    (
        "nordvik",
        "Nordvik Pipe & Valve",
        "Ductile iron pipe, gate valves, couplings and hydrants.",
        {"mains"},
    ),
    (
        "ilex",
        "Ilex Tree Surgery",
        "Subcontracted climbing teams, chippers and cherry pickers.",
        {"arborist"},
    ),
    (
        "quarrystone",
        "Quarrystone Precast",
        "Precast concrete units, headwalls, kerbs and manhole rings.",
        {"sewer", "asphalt", "structures"},
    ),
    (
        "voltaic",
        "Voltaic Rail Systems",
        "Contact wire, droppers, section insulators and rail fastenings.",
        {"overhead", "track"},
    ),
    (
        "hallam",
        "Hallam Signal Technologies",
        "Traffic controllers, detector loops and LED lanterns.",
        {"signals"},
    ),
    (
        "tessaro",
        "Tessaro Coatings",
        "Protective paints, waterproofing membranes and anti-slip surfacing.",
        {"structures", "play"},
    ),
    (
        "greyfield",
        "Greyfield Plant Hire",
        "Excavators, mobile cranes, lifts and welfare cabins, with or without operators.",
        {"workshop", "track", "mains", "sewer"},
    ),
    (
        "marlow",
        "Marlow & Finch Play Equipment",
        "Swings, climbing frames and wet-pour rubber safety surfaces.",
        {"play"},
    ),
    (
        "ashdown",
        "Ashdown Electrical Wholesale",
        "Cable, switchgear, motor starters and lamp gear.",
        {"signals", "mains", "overhead"},
    ),
    (
        "osprey",
        "Osprey Drainage Solutions",
        "Pipe relining, trenchless repairs and gully emptying.",
        {"sewer"},
    ),
]

# Work orders: number, asset, scope (as people say it), crew category, budget in thousands.
WORKS = [
    (2417, "kessel", "deck waterproofing and resurfacing", "structures", 640),
    (2431, "kessel", "bearing replacement", "structures", 910),
    (2388, "oldmill", "timber deck renewal", "structures", 175),
    (2502, "varrow", "parapet strengthening", "structures", 1320),
    (2519, "varrow", "gully clearance and spandrel drainage", "sewer", 48),
    (2440, "northgate", "pump motor rewind", "mains", 86),
    (2533, "northgate", "flood-proofing of the switch room", "mains", 230),
    (2467, "lindenhof", "inlet valve replacement", "mains", 142),
    (2392, "tanner", "headwall rebuild", "sewer", 95),
    (2475, "outfall", "sewer relining", "sewer", 780),
    (2449, "line3", "contact wire renewal", "overhead", 1150),
    (2486, "marienplatz", "crossing replacement", "track", 1480),
    (2511, "quayside", "pit lane drainage", "track", 210),
    (2528, "quayside", "shed roof repairs", "workshop", 320),
    (2403, "elm", "crown reduction", "arborist", 64),
    (2456, "copperfield", "safety surfacing replacement", "play", 118),
    (2494, "ostwall", "vehicle lift installation", "workshop", 275),
    (2462, "harbourroad", "controller upgrade", "signals", 390),
    (2415, "seafront", "LED lantern retrofit", "signals", 560),
    (2539, "brackley", "resurfacing and kerb realignment", "asphalt", 720),
]

# People: native title, Latin aliases, role group. The first alias is the Latin name.
DIRECTOR = ("Margarethe Vollmer", ["M. Vollmer"], "director")
HEADS = {
    "highways": ("Amara Okafor", []),
    "water": ("Şebnem Aydın", ["Sebnem Aydin"]),
    "transit": ("Anna Lindqvist", []),
    "parks": ("יעל כהן", ["Yael Cohen"]),
    "fleet": ("佐藤 健", ["Ken Sato", "Sato Ken"]),
}
LEADS = {
    "structures": ("Søren Kjærgaard", ["Soren Kjaergaard"]),
    "asphalt": ("Łukasz Wróblewski", ["Lukasz Wroblewski"]),
    "signals": ("山本 さくら", ["Sakura Yamamoto"]),
    "mains": ("Дмитрий Соколов", ["Dmitry Sokolov"]),
    "sewer": ("Анна Кузнецова", ["Anna Kuznetsova"]),
    "overhead": ("Γιώργος Παπαδάκης", ["Giorgos Papadakis"]),
    "track": ("محمد الحسيني", ["Mohammed Al-Husseini"]),
    "arborist": ("אבי לוי", ["Avi Levi"]),
    "play": ("陈伟", ["Chen Wei"]),
    "workshop": ("राजेश कुमार", ["Rajesh Kumar"]),
}
MEMBERS = [
    ("Zoë Lefèvre", ["Zoe Lefevre"]),
    ("Ιωάννα Νικολάου", ["Ioanna Nikolaou"]),
    ("กมล ศรีสุข", ["Kamon Srisuk"]),
    ("தமிழ்செல்வி ராஜன்", ["Tamilselvi Rajan"]),
    ("Nguyễn Văn Hùng", ["Nguyen Van Hung"]),
    ("Mohammed Rahman", []),
]
ENGINEERS = [
    ("김민준", ["Kim Min-jun", "Minjun Kim"]),
    ("Hannah Becker", []),
    ("प्रिया शर्मा", ["Priya Sharma"]),
    ("ქეთევან ბერიძე", ["Ketevan Beridze"]),
    ("Tomás Ó Briain", ["Tomas O Briain"]),
]
INSPECTORS = [
    ("王芳", ["Wang Fang"]),
    ("İlkay Yıldırım", ["Ilkay Yildirim"]),
    ("Ewa Nowak", []),
]
COUNCIL = [
    ("Priya Nair", ["Cllr Priya Nair"]),
    ("Maria Pereira", ["Cllr Maria Pereira"]),
    ("ليلى حداد", ["Layla Haddad", "Cllr Layla Haddad"]),
]
CONTACTS = [
    ("María José Ortega", ["Maria Jose Ortega"]),
    ("João Gonçalves", ["Joao Goncalves"]),
    ("Ólafur Guðmundsson", ["Olafur Gudmundsson"]),
    ("Дмитрий Волков", ["Dmitry Volkov"]),
    ("Fatima Zahra Benali", []),
    ("Հայկ Պետրոսյան", ["Hayk Petrosyan"]),
    ("Ανδρέας Γεωργίου", ["Andreas Georgiou"]),
    ("이서연", ["Lee Seo-yeon", "Seoyeon Lee"]),
    ("Kwame Mensah", []),
]

ROLE_TEXT = {
    "director": "Director of public works; the five heads of division answer to this office.",
    "head": "Head of division: budget holder, signs the larger orders, sits on the "
    "programme board.",
    "lead": "Crew leader: plans the week's jobs, holds the permits, runs the toolbox talks.",
    "member": "Operative and chargehand; holds a CSCS card and a confined-space ticket.",
    "engineer": "Project engineer: scopes jobs, writes the specification, manages site "
    "progress and the contractor's valuations.",
    "inspector": "Chartered inspector for civil assets; grades condition on the 1 to 5 scale.",
    "council": "Elected councillor for the Altstadt ward; member of the council committee "
    "that oversees the department.",
    "contact": "Account manager for the city's framework contract.",
}

# Meetings: key, title, id, chair group ("council", "head", "director"), kind blurb.
MEETINGS = [
    ("ic-jan", "Infrastructure Committee, 14 January 2026", "2026-01-14-infrastructure-committee"),
    ("ic-mar", "Infrastructure Committee, 11 March 2026", "2026-03-11-infrastructure-committee"),
    ("ic-may", "Infrastructure Committee, 13 May 2026", "2026-05-13-infrastructure-committee"),
    ("ic-sep", "Infrastructure Committee, 9 September 2026", "2026-09-09-infrastructure-committee"),
    ("cpr-apr", "Capital Programme Review, April 2026", "2026-04-capital-programme-review"),
    ("cpr-oct", "Capital Programme Review, October 2026", "2026-10-capital-programme-review"),
    ("spr-q2", "Supplier Performance Review, Q2 2026", "2026-q2-supplier-performance-review"),
    ("spr-q3", "Supplier Performance Review, Q3 2026", "2026-q3-supplier-performance-review"),
    ("safety", "Depot Safety Stand-down, 3 June 2026", "2026-06-03-depot-safety-stand-down"),
    ("winter", "Winter Readiness Workshop, 20 October 2026", "2026-10-20-winter-readiness"),
    ("tramplan", "Tram Network Planning Session, 17 February 2026", "2026-02-17-tram-planning"),
    ("flood", "Flood Resilience Working Group, 8 July 2026", "2026-07-08-flood-resilience"),
]
MEETING_MONTH = {
    "ic-jan": "01-14",
    "ic-mar": "03-11",
    "ic-may": "05-13",
    "ic-sep": "09-09",
    "cpr-apr": "04-22",
    "cpr-oct": "10-21",
    "spr-q2": "06-30",
    "spr-q3": "09-29",
    "safety": "06-03",
    "winter": "10-20",
    "tramplan": "02-17",
    "flood": "07-08",
}
MEETING_TEXT = {
    "ic": "Sitting of the council committee that oversees the department. Quorum present; "
    "the minutes of the previous sitting were agreed without amendment.",
    "cpr": "Quarterly programme board: forecasts against the approved capital budget, slips, "
    "and requests to release contingency.",
    "spr": "Scorecards for framework contractors: on-time delivery, defects at handover, "
    "invoices disputed.",
    "safety": "All depots stopped work for one hour after a near miss with a reversing "
    "vehicle; banksman rules restated.",
    "winter": "Salt stocks, gritter availability, standby rota and the severe-weather plan.",
    "tramplan": "Timetable changes for the summer, possession windows for engineering work.",
    "flood": "Lessons from the March storm surge, sandbag stores, property-level protection.",
}

ANALYSES = [
    (
        "chloride-attack-on-expansion-joints",
        "Chloride attack on expansion joints",
        "Across the principal inspections of 2021-2026, expansion joints on decks that "
        "receive de-icing salt corroded about twice as fast as joints on decks that are "
        "never salted. Recommendation: shorten the joint replacement interval from 25 to 15 "
        "years on gritted routes.",
        "kessel",
        "Does treating icy roads in winter shorten the life of the movement seams in our spans?",
    ),
    (
        "root-intrusion-and-cast-iron-bursts",
        "Root intrusion and cast-iron bursts",
        "Bursts on cast-iron mains were three times more frequent within four metres of "
        "mature planes and limes. Root pressure and soil shrinkage in dry summers are the "
        "likely mechanism; renewal should favour polyethylene under avenues.",
        "elm",
        "Are pipe breaks more common close to big old roadside plantings?",
    ),
    (
        "contact-wire-wear-after-carbon-strips",
        "Contact wire wear after the switch to carbon strips",
        "Wear of the copper contact wire on Line 3 fell by 40% once the fleet moved from "
        "metallised to pure carbon collector strips on the pantographs.",
        "line3",
        "Did changing what the tram roof current collectors are made of slow how fast the "
        "conductor above the rails is worn away?",
    ),
    (
        "night-resurfacing-cost-and-complaints",
        "Night resurfacing: cost and complaints",
        "Resurfacing done between 20:00 and 06:00 cost 18% more per square metre, mostly "
        "overtime and site lighting, but disruption complaints fell by two thirds.",
        "brackley",
        "Is paving roads after dark more expensive, and do residents object less?",
    ),
    (
        "led-retrofit-and-evening-incidents",
        "LED retrofit and evening incidents on the promenade",
        "After the retrofit, reported antisocial behaviour and falls on the seafront between "
        "dusk and midnight dropped by 22% compared with the same months a year earlier.",
        "seafront",
        "Did brighter, more efficient lamps along the beach walk reduce trouble and injuries "
        "at night?",
    ),
    (
        "fat-oil-grease-blockages",
        "Fat, oil and grease blockages downstream of restaurants",
        "Seven of every ten sewer blockages in 2025 were within 200 metres downstream of food "
        "outlets; enforcement of grease traps would cut call-outs more than extra jetting.",
        "outfall",
        "Are clogged drains mostly caused by cooking waste poured away by eateries?",
    ),
    (
        "pump-trips-after-voltage-dips",
        "Pump trips after supply voltage dips",
        "The duty pumps tripped on 11 of 14 occasions when the supply voltage sagged below "
        "90%; soft starters with ride-through would have kept them running.",
        "northgate",
        "Why do the water station's motors keep cutting out when the electricity flickers?",
    ),
    (
        "shade-and-wet-pour-surfacing-life",
        "Shade and the life of wet-pour surfacing",
        "Wet-pour rubber under tree canopy lasted six years against ten in full sun, because "
        "moss grows and the surface stays damp longer.",
        "copperfield",
        "Does play area flooring wear out sooner beneath trees?",
    ),
]

METHOD_NOTES = [
    (
        "pothole-backlog-estimate",
        "Pothole backlog estimate",
        "We count defects per kilometre from the quarterly drive survey, weight each by its "
        "depth category, and multiply by the average repair time of that category to get "
        "crew-days outstanding.",
        "How do we work out how many road holes are still waiting to be fixed?",
    ),
    (
        "trash-screen-clearing-schedule",
        "Trash screen clearing schedule",
        "Trash screens at culvert inlets are cleared weekly from October to March, monthly in "
        "summer, and within 12 hours of any amber rain warning.",
        "How often are the grilles at the mouths of stream pipes cleaned in the wet season?",
    ),
    (
        "ultrasonic-testing-of-thermite-welds",
        "Ultrasonic testing of thermite welds",
        "Every new thermite weld is tested with an ultrasonic probe within 48 hours; a weld "
        "with an indication above 3 mm is cut out and remade.",
        "How do we check rails joined on site for hidden cracks?",
    ),
    (
        "out-of-hours-standby-rota",
        "Out-of-hours standby rota",
        "Between 18:00 and 07:00 and at weekends one duty officer per division is on standby "
        "with a van; the control room pages them and they must be on site within an hour.",
        "How is cover arranged for urgent faults at night and on Sundays?",
    ),
    (
        "tree-risk-scoring",
        "Tree risk scoring",
        "Each street tree gets a score from 1 to 25: likelihood of failure times consequence, "
        "from a visual tree assessment; scores of 15 or more are made safe within 28 days.",
        "How do we grade how dangerous a particular plane or lime by the road is?",
    ),
    (
        "junction-timing-review",
        "Junction timing review",
        "Junction timings are reviewed every three years from turning counts taken by a "
        "12-hour video survey, then modelled before the new plan is loaded.",
        "How do we decide how long the green phase lasts at a crossroads?",
    ),
    (
        "gritting-route-priorities",
        "Gritting route priorities",
        "Priority 1 routes (bus routes, hospital access, hills and bridges) are treated when "
        "the forecast road surface temperature is below +1 °C; priority 2 only after snow.",
        "Which streets get treated first when frost is expected?",
    ),
]

DISTRACTOR_NOTES = [
    (
        "work-order-sign-off-policy",
        "Work order sign-off policy",
        "Any work order above 500k must be signed off by the director; below that a head of "
        "division signs off. Whoever signs off a job is recorded on the work order, not "
        "here. Repairs under 5k need no sign-off.",
    ),
    (
        "supervisors-and-reporting-lines",
        "Supervisors and reporting lines",
        "Every operative reports to a crew leader, every crew leader to a head of division. "
        "A change of supervisor or line manager is notified to HR within a week. This page "
        "does not list who reports to whom.",
    ),
    (
        "requesting-a-structural-inspection",
        "Requesting a structural inspection",
        "To ask for an inspection of a bridge, footbridge, viaduct, culvert or retaining wall, "
        "raise a task for the asset team with the structure's code. Who checked a structure "
        "last is in its inspection report.",
    ),
    (
        "choosing-a-supplier",
        "Choosing a supplier under the frameworks",
        "Suppliers are called off from framework contracts by category. The supplier behind "
        "each job, the vendor who delivered materials or plant, is named on the work order.",
    ),
    (
        "committee-minutes-template",
        "Minutes template for committees and reviews",
        "Record who chaired, who attended, which items came up, what was decided and what was "
        "deferred. Link the work orders discussed.",
    ),
    (
        "overhead-line-isolation-procedure",
        "Overhead line isolation procedure",
        "Before any work on tram overhead lines, the section is isolated and earthed by an "
        "authorised person, and the permit names the crew working under it.",
    ),
    (
        "resurfacing-season-planning",
        "Resurfacing season planning",
        "Resurfacing and kerb works are planned from April to September; roundabouts and "
        "main roads are booked as night work where the contract allows.",
    ),
    (
        "pumping-station-alarm-response",
        "Pumping station alarm response",
        "When a pumping station alarm reaches the control room, the standby fitter checks "
        "the telemetry, restarts a tripped pump once, and escalates if it trips again.",
    ),
    (
        "playground-safety-checklist",
        "Playground safety checklist",
        "Weekly visual check of swings, chains, slides and surfacing; annual independent "
        "inspection; record defects and close equipment that is unsafe.",
    ),
    (
        "asset-code-glossary",
        "Asset code glossary",
        "BR bridges and viaducts, PS pumping stations, RS reservoirs, CV culverts, SW sewers, "
        "OH tram overhead, TD depots, TJ tram junctions, ST street trees, PG playgrounds, "
        "BG bus garages, TS traffic signals, SL street lighting, RB roundabouts.",
    ),
]

# Registers kept as evidence, cited by the pages drawn from them: folder -> (source ref, title,
# body, link label).
REGISTERS = {
    "people": (
        "web:intranet.haldenbay.example/staff-directory",
        "Staff directory export",
        "Export of the staff directory taken on 2026-11-02: 212 rows with name, role, "
        "extension and reporting line.",
        "staff directory",
    ),
    "assets": (
        "goat-task:asset-register-2026-11",
        "Asset register export",
        "Asset register extract: codes, descriptions, year built, maintaining team.",
        "asset register",
    ),
    "suppliers": (
        "web:intranet.haldenbay.example/frameworks",
        "Framework contracts register",
        "Register of framework agreements with lot, term and account manager.",
        "contracts register",
    ),
    "works": (
        "goat-task:works-export-2026-11",
        "Works management export",
        "Open and closed orders from the works management system, with budgets and status.",
        "works system",
    ),
    "meetings": (
        "goat-task:minutes-2026",
        "Minutes bundle 2026",
        "Signed minutes of the year's sittings, reviews and workshops as filed by the clerk.",
        "signed minutes",
    ),
    "handbook": (
        "web:intranet.haldenbay.example/handbook",
        "Public works handbook, 2026 edition",
        "The department's handbook as published on the intranet, all chapters.",
        "handbook",
    ),
}
REGISTER_OF = {
    "people": "people",
    "org/divisions": "people",
    "org/crews": "people",
    "assets": "assets",
    "suppliers": "suppliers",
    "works": "works",
    "meetings": "meetings",
    "handbook": "handbook",
    "analysis": "handbook",
}

INSPECTION_TEXT = {
    "structures": "Spalling at two soffit locations, exposed reinforcement, joint seals "
    "leaking. Condition grade {g}.",
    "mains": "Vibration above limit on one unit, valve actuator slow to close. Condition "
    "grade {g}.",
    "sewer": "Silt at 30% of bore, open joints, minor infiltration at the upstream end. "
    "Condition grade {g}.",
    "overhead": "Wire height within tolerance; wear at three hangers beyond limit. Condition "
    "grade {g}.",
    "track": "Rail head cracking at two frogs, ponding in the pits. Condition grade {g}.",
    "arborist": "Deadwood over the footway, two trees with bracket fungi at the base. "
    "Condition grade {g}.",
    "play": "Surface cracked around the swing bay, one fixing loose on the frame. Condition "
    "grade {g}.",
    "workshop": "Roof sheets corroded above bay 4, hoist certificate expiring. Condition "
    "grade {g}.",
    "signals": "Two controllers past design life, lantern lenses crazed. Condition grade {g}.",
    "asphalt": "Rutting in the nearside lane, fretting at the splitter islands. Condition "
    "grade {g}.",
}


# --- rendering ------------------------------------------------------------------------------


def _yaml_str(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _render(page: Page) -> str:
    lines = ["---", f"id: {page.id}", f"kind: {page.kind}", f"type: {page.type}"]
    lines.append(f"title: {_yaml_str(page.title)}")
    lines.append("status: active")
    if page.aliases:
        lines.append("aliases: [" + ", ".join(_yaml_str(a) for a in page.aliases) + "]")
    if page.relations:
        items = ", ".join(f"{{type: {r}, target: {t}}}" for r, t in page.relations)
        lines.append(f"relations: [{items}]")
    if page.sources:
        lines.append("sources: [" + ", ".join(page.sources) + "]")
    lines.append("created: 2026-01-05T08:00:00Z")
    lines.append(f"updated: {page.updated}")
    lines.append("---")
    return "\n".join(lines) + "\n" + page.body.strip() + "\n"


# --- building the world ----------------------------------------------------------------------


@dataclass
class World:
    pages: dict[str, Page] = field(default_factory=dict)
    role: dict[str, str] = field(default_factory=dict)  # person id -> role group
    latin: dict[str, str] = field(default_factory=dict)  # person id -> Latin name
    native: dict[str, str] = field(default_factory=dict)  # person id -> name as written
    crew_id: dict[str, str] = field(default_factory=dict)
    division_id: dict[str, str] = field(default_factory=dict)
    asset_id: dict[str, str] = field(default_factory=dict)
    supplier_id: dict[str, str] = field(default_factory=dict)
    works: dict[str, tuple[str, str]] = field(default_factory=dict)  # id -> (asset title, scope)
    meeting_key: dict[str, str] = field(default_factory=dict)  # id -> key

    def add(self, page: Page) -> Page:
        assert page.id not in self.pages, page.id
        self.pages[page.id] = page
        return page

    def out(self, pid: str, rtype: str) -> list[str]:
        return self.pages[pid].rel(rtype)

    def into(self, pid: str, rtype: str) -> list[str]:
        return [p.id for p in self.pages.values() if (rtype, pid) in p.relations]

    def of_type(self, folder: str) -> list[str]:
        return [p.id for p in self.pages.values() if p.folder == folder]


def _person(world: World, native: str, aliases: list[str], role: str, extra: str) -> str:
    latin = native if _is_latin(native) else aliases[0]
    pid = slugify(latin)
    body = f"# {native}\n\n{ROLE_TEXT[role]} {extra}".strip()
    world.add(Page(pid, "people", "person", native, body, aliases=list(aliases)))
    world.role[pid] = role
    world.latin[pid] = latin
    world.native[pid] = native
    return pid


def _hex(text: str, n: int = 8) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:n]


def _world(rng: random.Random) -> World:
    w = World()
    extension = iter(rng.sample(range(4100, 4999), 60))

    def ext() -> str:
        return f"Extension {next(extension)}."

    director = _person(w, DIRECTOR[0], DIRECTOR[1], "director", ext())
    for key, title, blurb in DIVISIONS:
        did = slugify(title)
        w.division_id[key] = did
        native, aliases = HEADS[key]
        head = _person(w, native, aliases, "head", ext())
        w.pages[head].relations.append(("reports_to", director))
        body = f"# {title}\n\n{blurb}"
        w.add(Page(did, "org/divisions", "company", title, body, relations=[("headed_by", head)]))
    for key, title, blurb in CREWS:
        cid = slugify(title)
        w.crew_id[key] = cid
        native, aliases = LEADS[key]
        lead = _person(w, native, aliases, "lead", ext())
        head = w.out(w.division_id[CREW_DIVISION[key]], "headed_by")[0]
        w.pages[lead].relations += [("member_of", cid), ("reports_to", head)]
        w.add(
            Page(
                cid,
                "org/crews",
                "company",
                title,
                f"# {title}\n\n{blurb}",
                relations=[("part_of", w.division_id[CREW_DIVISION[key]]), ("led_by", lead)],
            )
        )
    crew_keys = [c[0] for c in CREWS]
    for native, aliases in MEMBERS:
        pid = _person(w, native, aliases, "member", ext())
        crew = rng.choice(crew_keys)
        lead = w.out(w.crew_id[crew], "led_by")[0]
        w.pages[pid].relations += [("member_of", w.crew_id[crew]), ("reports_to", lead)]
    division_keys = [d[0] for d in DIVISIONS]
    engineer_division: dict[str, str] = {}
    for native, aliases in ENGINEERS:
        pid = _person(w, native, aliases, "engineer", ext())
        division = rng.choice(division_keys)
        engineer_division[pid] = division
        head = w.out(w.division_id[division], "headed_by")[0]
        w.pages[pid].relations.append(("reports_to", head))
    inspectors = []
    for native, aliases in INSPECTORS:
        pid = _person(w, native, aliases, "inspector", ext())
        division = rng.choice(["highways", "water", "transit"])
        head = w.out(w.division_id[division], "headed_by")[0]
        w.pages[pid].relations.append(("reports_to", head))
        inspectors.append(pid)
    council = [_person(w, native, aliases, "council", "") for native, aliases in COUNCIL]
    for key, title, blurb, _ in SUPPLIERS:
        sid = slugify(title)
        w.supplier_id[key] = sid
        year = rng.randint(2014, 2024)
        body = f"# {title}\n\n{blurb} On the city's framework since {year}."
        w.add(Page(sid, "suppliers", "company", title, body))
    for (native, aliases), key in zip(
        CONTACTS, rng.sample([s[0] for s in SUPPLIERS], len(CONTACTS)), strict=True
    ):
        pid = _person(w, native, aliases, "contact", "")
        w.pages[pid].relations.append(("works_for", w.supplier_id[key]))

    for key, title, code, crew, description in ASSETS:
        aid = slugify(title)
        w.asset_id[key] = aid
        body = f"# {title}\n\nAsset {code}. {description}"
        w.add(
            Page(
                aid,
                "assets",
                "concept",
                title,
                body,
                aliases=[code],
                relations=[("maintained_by", w.crew_id[crew])],
            )
        )

    # Inspections: twelve of the sixteen assets, every asset with a work order first.
    asset_crew = {a[0]: a[3] for a in ASSETS}
    asset_code = {a[0]: a[2] for a in ASSETS}
    with_works = sorted({wk[1] for wk in WORKS})
    inspected = with_works[:]
    rng.shuffle(inspected)
    inspected = sorted(inspected[:12])
    inspection_of: dict[str, str] = {}
    numbers = rng.sample(range(11, 99), len(inspected))
    for number, asset in zip(numbers, inspected, strict=True):
        ref = f"goat-task:ins-2026-{number:03d}"
        eid = f"ev-{slugify(ref)}-{_hex(ref)}"
        inspector = rng.choice(inspectors)
        grade = rng.randint(2, 4)
        text = INSPECTION_TEXT[asset_crew[asset]].format(g=grade)
        body = (
            f"# Inspection INS-2026-{number:03d}\n\nPrincipal inspection of asset "
            f"{asset_code[asset]}. {text} Inspector: {w.latin[inspector]}."
        )
        month = rng.randint(1, 9)
        w.add(
            Page(
                eid,
                "evidence/inspections",
                "source",
                f"Inspection INS-2026-{number:03d}",
                body,
                kind="evidence",
                relations=[("inspected_by", inspector), ("covers", w.asset_id[asset])],
                sources=[ref],
                updated=f"2026-{month:02d}-15T10:00:00Z",
            )
        )
        inspection_of[asset] = eid

    engineers = [p for p, r in w.role.items() if r == "engineer"]
    asset_title = {a[0]: a[1] for a in ASSETS}
    for number, asset, scope, crew, budget in WORKS:
        wid = f"wo-{number}"
        category_suppliers = [s[0] for s in SUPPLIERS if crew in s[3]]
        suppliers = rng.sample(
            category_suppliers, min(len(category_suppliers), rng.choice([1, 1, 2]))
        )
        division = CREW_DIVISION[crew]
        approver = director if budget > 500 else w.out(w.division_id[division], "headed_by")[0]
        managers = [p for p in engineers if engineer_division[p] == division] or engineers
        manager = rng.choice(managers)
        title = f"WO-{number} {asset_title[asset]} {scope}"
        weeks = rng.randint(3, 30)
        lines = [
            f"# {title}",
            "",
            f"Scope: {scope} at {asset_title[asset]} ({asset_code[asset]}). Budget "
            f"{budget}k; about {weeks} weeks on site.",
            f"Project engineer: [[page:{manager}|{w.latin[manager]}]].",
        ]
        if asset in inspection_of:
            lines.append(f"Raised after [[evidence:{inspection_of[asset]}|the last inspection]].")
        relations = [
            ("concerns", w.asset_id[asset]),
            ("assigned_to", w.crew_id[crew]),
            *[("supplied_by", w.supplier_id[s]) for s in suppliers],
            ("approved_by", approver),
            ("managed_by", manager),
        ]
        w.add(Page(wid, "works", "project", title, "\n".join(lines), relations=relations))
        w.works[wid] = (asset_title[asset], scope)

    # Meetings.
    works_ids = list(w.works)
    heads = [w.out(w.division_id[d], "headed_by")[0] for d in division_keys]
    staff = [p for p, r in w.role.items() if r in ("lead", "engineer", "inspector", "member")]
    contacts = [p for p, r in w.role.items() if r == "contact"]
    for key, title, mid in MEETINGS:
        family = key.split("-")[0]
        if family == "ic":
            chair = council[0]
            attendees = [*council[1:], director, *rng.sample(heads, 2)]
        elif family == "cpr":
            chair = director
            attendees = [*rng.sample(heads, 3), *rng.sample(engineers, 2)]
        elif family == "spr":
            chair = rng.choice(heads)
            attendees = [*rng.sample(contacts, 3), *rng.sample(engineers, 1)]
        else:
            chair = rng.choice(heads)
            attendees = rng.sample(staff, 4)
        attendees = [a for a in attendees if a != chair]
        discussed = rng.sample(works_ids, rng.randint(2, 3))
        rest = [x for x in works_ids if x not in discussed]
        decided = rng.sample(rest, rng.randint(1, 2)) if family in ("ic", "cpr") else []
        relations = [
            ("chaired_by", chair),
            *[("attended_by", a) for a in attendees],
            *[("discussed", d) for d in discussed],
            *[("decided", d) for d in decided],
        ]
        body = (
            f"# {title}\n\nChair: [[page:{chair}|{w.latin[chair]}]].\n\n{MEETING_TEXT[family]} "
            f"{len(discussed) + len(decided)} agenda items, linked in the relations."
        )
        day = MEETING_MONTH[key]
        w.add(
            Page(
                mid,
                "meetings",
                "meeting",
                title,
                body,
                relations=relations,
                updated=f"2026-{day}T17:00:00Z",
            )
        )
        w.meeting_key[mid] = key

    for aid_, title, text, asset, _ in ANALYSES:
        evidence = inspection_of.get(asset)
        relations = [("about", w.asset_id[asset])]
        body = f"# {title}\n\n{text}"
        if evidence:
            relations.insert(0, ("based_on", evidence))
            body += f" Source: [[evidence:{evidence}|inspection record]]."
        w.add(Page(aid_, "analysis", "analysis", title, body, relations=relations))
    for nid, title, text, _ in METHOD_NOTES:
        w.add(Page(nid, "handbook", "note", title, f"# {title}\n\n{text}"))
    for nid, title, text in DISTRACTOR_NOTES:
        w.add(Page(nid, "handbook", "note", title, f"# {title}\n\n{text}"))

    # Every page cites evidence (an active page must): the register it was drawn from, when
    # it cites nothing else.
    registers = {}
    for key, (ref, title, text, _) in REGISTERS.items():
        eid = f"ev-{slugify(ref)}-{_hex(ref + text)}"
        registers[key] = eid
        body = f"# {title}\n\n{text}"
        w.add(
            Page(eid, "evidence/registers", "source", title, body, kind="evidence", sources=[ref])
        )
    for page in w.pages.values():
        if page.kind == "page" and "[[evidence:" not in page.body:
            key = REGISTER_OF[page.folder]
            page.body += f" ([[evidence:{registers[key]}|{REGISTERS[key][3]}]])"
    return w


# --- questions -------------------------------------------------------------------------------

_WORD = re.compile(r"\w+")
# Words that do not make a question point at one page: function words, the kinds of thing
# asked for, and the question's framing.
_GENERIC_WORDS = """a an the of on at in to for and or by with from was were is are be been
    did do does
    has have had who whom whose which what where when how that this these those it its
    his her their our we us me i about any all ever there up out over under one two any
    crew crews team teams supplier suppliers vendor vendors company companies firm meeting
    meetings session sessions work works job jobs order orders wo person people staff
    engineer engineers project division divisions department head heads lead leader
    inspection inspections report reports asset assets structure page details tell find
    show list name names city halden bay public s"""
GENERIC = frozenset(_GENERIC_WORDS.split())


def _stems(text: str) -> set[str]:
    out = set()
    for word in _WORD.findall(text.lower()):
        if word in GENERIC or (word.isdigit() and (len(word) <= 2 or 2019 <= int(word) <= 2027)):
            continue
        if len(word) < 3 and not word.isdigit():
            continue
        out.add(word[:5])
    return out


def _page_text(page: Page) -> str:
    return " ".join([page.title, *page.aliases, page.body])


@dataclass
class Draft:
    text: str
    kind: str
    relevant: set[str]
    group: str


class Asker:
    """Collects candidate questions; link questions whose answers share a word are dropped."""

    def __init__(self, world: World, rng: random.Random) -> None:
        self.world, self.rng = world, rng
        self.drafts: dict[str, list[Draft]] = {}

    def ask(self, kind: str, templates: list[str], relevant: Iterable[str], **slots: str) -> None:
        rel = set(relevant)
        if not rel:
            return
        text = self.rng.choice(templates).format(**slots)
        if kind in ("hop", "hop2"):
            words = _stems(text)
            if any(words & _stems(_page_text(self.world.pages[r])) for r in rel):
                return
        self.drafts.setdefault(kind, []).append(Draft(text, kind, rel, templates[0]))


def _work_phrases(world: World, wid: str) -> list[str]:
    asset, scope = world.works[wid]
    return [f"the {scope} at {asset}", f"{asset} {scope}", f"the {asset} {scope} job"]


def _questions(world: World, rng: random.Random) -> list[Question]:
    asker = Asker(world, rng)
    w = world
    pages = w.pages
    people = list(w.role)

    # lexical: titles, aliases, opening words.
    for aid in w.of_type("assets"):
        asker.ask(
            "lexical",
            ["{t}", "{t} asset record", "what do we hold on {t}?"],
            [aid],
            t=pages[aid].title,
        )
    for wid in w.works:
        asset, scope = w.works[wid]
        asker.ask(
            "lexical",
            ["{a} {s}", "work order for {s} at {a}", "{n}"],
            [wid],
            a=asset,
            s=scope,
            n=pages[wid].title.split(" ")[0],
        )
    for cid in [*w.of_type("org/crews"), *w.of_type("org/divisions"), *w.of_type("suppliers")]:
        asker.ask("lexical", ["{t}", "the {t}", "about {t}"], [cid], t=pages[cid].title)
    for mid in w.of_type("meetings"):
        asker.ask("lexical", ["{t}", "minutes of the {t}"], [mid], t=pages[mid].title)
    for nid in [*w.of_type("handbook"), *w.of_type("analysis")]:
        asker.ask("lexical", ["{t}", "{t} note", "handbook: {t}"], [nid], t=pages[nid].title)
    for pid in people:
        asker.ask("lexical", ["{n}", "who is {n}?", "{n} contact details"], [pid], n=w.latin[pid])
    for eid in w.of_type("evidence/inspections"):
        asker.ask("lexical", ["{t}", "report {t}"], [eid], t=pages[eid].title.split(" ")[1])

    # script: people by their name as written in their script.
    for pid in people:
        native = w.native[pid]
        if _is_latin(native):
            continue
        asker.ask("script", ["{n}", "{n}?", "who is {n}", "{n} profile"], [pid], n=native)

    # hop: one link, both directions.
    for wid in w.works:
        desc = rng.choice(_work_phrases(w, wid))
        asker.ask(
            "hop",
            [
                "which crew carried out {d}?",
                "who did the work on {d}?",
                "team responsible for {d}",
            ],
            w.out(wid, "assigned_to"),
            d=desc,
        )
        asker.ask(
            "hop",
            [
                "who supplied materials for {d}?",
                "the supplier behind {d}",
                "which vendor delivered for {d}?",
            ],
            w.out(wid, "supplied_by"),
            d=desc,
        )
        asker.ask(
            "hop",
            [
                "who signed off on {d}?",
                "{d} was authorised by whom?",
                "who gave the go-ahead for {d}?",
            ],
            w.out(wid, "approved_by"),
            d=desc,
        )
        asker.ask(
            "hop",
            ["which inspection prompted {d}?", "the survey findings that led to {d}"],
            [e for e in _cites(pages[wid])],
            d=desc,
        )
        asker.ask(
            "hop",
            [
                "meetings where {d} came up",
                "at which sittings was {d} on the agenda?",
                "when was {d} debated or approved?",
            ],
            [*w.into(wid, "discussed"), *w.into(wid, "decided")],
            d=desc,
        )
    for pid in people:
        name = w.latin[pid]
        asker.ask(
            "hop",
            ["{n}'s supervisor", "who does {n} report to?", "line manager of {n}", "{n}'s boss"],
            w.out(pid, "reports_to"),
            n=name,
        )
        asker.ask(
            "hop",
            ["which firm employs {n}?", "{n} works for which company?", "{n}'s employer"],
            w.out(pid, "works_for"),
            n=name,
        )
        if w.role[pid] == "member":
            asker.ask(
                "hop",
                ["which crew is {n} on?", "{n}'s team", "what gang does {n} work in?"],
                w.out(pid, "member_of"),
                n=name,
            )
        if w.role[pid] in ("head", "lead", "director"):
            asker.ask(
                "hop",
                ["who reports to {n}?", "{n}'s direct reports", "people managed by {n}"],
                w.into(pid, "reports_to"),
                n=name,
            )
    for cid in w.of_type("org/crews"):
        title = pages[cid].title
        asker.ask(
            "hop",
            ["who leads the {t}?", "foreman of the {t}", "{t} leader"],
            w.out(cid, "led_by"),
            t=title,
        )
        asker.ask(
            "hop",
            [
                "what has the {t} been assigned?",
                "jobs given to the {t}",
                "work orders handled by the {t}",
            ],
            w.into(cid, "assigned_to"),
            t=title,
        )
        asker.ask(
            "hop",
            ["who is on the {t}?", "members of the {t}", "people in the {t}"],
            [*w.into(cid, "member_of"), *w.out(cid, "led_by")],
            t=title,
        )
        asker.ask(
            "hop",
            ["what does the {t} look after?", "which assets fall to the {t} for upkeep?"],
            w.into(cid, "maintained_by"),
            t=title,
        )
    for did in w.of_type("org/divisions"):
        title = pages[did].title
        asker.ask(
            "hop",
            ["who runs the {t}?", "head of the {t}", "the {t}'s director"],
            w.out(did, "headed_by"),
            t=title,
        )
        asker.ask(
            "hop",
            ["which crews sit under the {t}?", "teams in the {t}"],
            w.into(did, "part_of"),
            t=title,
        )
    for sid in w.of_type("suppliers"):
        title = pages[sid].title
        asker.ask(
            "hop",
            ["our contact at {t}", "who is the account manager from {t}?", "people at {t}"],
            w.into(sid, "works_for"),
            t=title,
        )
        asker.ask(
            "hop",
            [
                "what has {t} delivered for us?",
                "jobs {t} was used on",
                "work orders sourced from {t}",
            ],
            w.into(sid, "supplied_by"),
            t=title,
        )
    for aid in w.of_type("assets"):
        title = pages[aid].title
        asker.ask(
            "hop",
            [
                "who looks after {t}?",
                "which team maintains {t}?",
                "upkeep of {t} falls to which crew?",
            ],
            w.out(aid, "maintained_by"),
            t=title,
        )
        asker.ask(
            "hop",
            [
                "when was {t} last examined?",
                "condition survey of {t}",
                "inspections carried out on {t}",
            ],
            w.into(aid, "covers"),
            t=title,
        )
    for mid in w.of_type("meetings"):
        title = pages[mid].title
        asker.ask(
            "hop",
            ["who was at the {t}?", "attendees of the {t}", "who sat in on the {t}?"],
            w.out(mid, "attended_by") + w.out(mid, "chaired_by"),
            t=title,
        )
        asker.ask(
            "hop",
            [
                "what was approved at the {t}?",
                "decisions taken at the {t}",
                "which jobs got the green light at the {t}?",
            ],
            w.out(mid, "decided"),
            t=title,
        )
        asker.ask(
            "hop",
            ["what came up at the {t}?", "items discussed at the {t}"],
            w.out(mid, "discussed"),
            t=title,
        )
    for eid in w.of_type("evidence/inspections"):
        code = pages[eid].title.split(" ")[1]
        asker.ask(
            "hop",
            ["who carried out {c}?", "who examined the asset in {c}?", "{c} was done by whom?"],
            w.out(eid, "inspected_by"),
            c=code,
        )
        asker.ask(
            "hop",
            ["what did {c} examine?", "the asset covered by {c}", "which structure is {c} about?"],
            w.out(eid, "covers"),
            c=code,
        )

    # hop2: two links.
    def two(
        start: list[str], first: Callable[[str], list[str]], second: Callable[[str], list[str]]
    ) -> set[str]:
        mids = {m for s in start for m in first(s)}
        ends = {e for m in mids for e in second(m)}
        return ends - set(start) - mids

    for wid in w.works:
        desc = rng.choice(_work_phrases(w, wid))
        asker.ask(
            "hop2",
            ["who leads the crew that did {d}?", "foreman of the team on {d}"],
            two([wid], lambda x: w.out(x, "assigned_to"), lambda x: w.out(x, "led_by")),
            d=desc,
        )
        asker.ask(
            "hop2",
            ["which division's crew carried out {d}?", "the division behind the crew on {d}"],
            two([wid], lambda x: w.out(x, "assigned_to"), lambda x: w.out(x, "part_of")),
            d=desc,
        )
        asker.ask(
            "hop2",
            [
                "supervisor of the engineer who ran {d}",
                "who does the project engineer on {d} answer to?",
            ],
            two([wid], lambda x: w.out(x, "managed_by"), lambda x: w.out(x, "reports_to")),
            d=desc,
        )
        asker.ask(
            "hop2",
            ["who checked the asset before {d}?", "the inspector whose report led to {d}"],
            two([wid], lambda x: _cites(pages[x]), lambda x: w.out(x, "inspected_by")),
            d=desc,
        )
        asker.ask(
            "hop2",
            [
                "who attended the meetings where {d} came up?",
                "people present when {d} was discussed",
            ],
            two(
                [wid],
                lambda x: [*w.into(x, "discussed"), *w.into(x, "decided")],
                lambda x: [*w.out(x, "attended_by"), *w.out(x, "chaired_by")],
            ),
            d=desc,
        )
        asker.ask(
            "hop2",
            ["our contacts at the firms that supplied {d}", "account managers for {d}'s vendors"],
            two([wid], lambda x: w.out(x, "supplied_by"), lambda x: w.into(x, "works_for")),
            d=desc,
        )
    for mid in w.of_type("meetings"):
        title = pages[mid].title
        asker.ask(
            "hop2",
            ["suppliers of the jobs approved at the {t}", "vendors behind what the {t} decided"],
            two([mid], lambda x: w.out(x, "decided"), lambda x: w.out(x, "supplied_by")),
            t=title,
        )
        asker.ask(
            "hop2",
            [
                "crews doing the work discussed at the {t}",
                "which teams carry out the items raised at the {t}?",
            ],
            two([mid], lambda x: w.out(x, "discussed"), lambda x: w.out(x, "assigned_to")),
            t=title,
        )
        asker.ask(
            "hop2",
            [
                "assets affected by decisions of the {t}",
                "which assets are touched by the jobs approved at the {t}?",
            ],
            two([mid], lambda x: w.out(x, "decided"), lambda x: w.out(x, "concerns")),
            t=title,
        )
    for aid in w.of_type("assets"):
        title = pages[aid].title
        asker.ask(
            "hop2",
            [
                "who leads the crew that maintains {t}?",
                "crew leader responsible for the upkeep of {t}",
            ],
            two([aid], lambda x: w.out(x, "maintained_by"), lambda x: w.out(x, "led_by")),
            t=title,
        )
    for pid in people:
        if w.role[pid] != "member":
            continue
        name = w.latin[pid]
        asker.ask(
            "hop2",
            ["which division is {n}'s crew part of?", "the division above {n}'s team"],
            two([pid], lambda x: w.out(x, "member_of"), lambda x: w.out(x, "part_of")),
            n=name,
        )
    for cid in w.of_type("org/crews"):
        title = pages[cid].title
        asker.ask(
            "hop2",
            ["suppliers used on jobs of the {t}", "which vendors has the {t} relied on?"],
            two([cid], lambda x: w.into(x, "assigned_to"), lambda x: w.out(x, "supplied_by")),
            t=title,
        )

    # paraphrase: findings and methods in other words.
    for nid, _, _, _, question in ANALYSES:
        asker.ask("paraphrase", [question], [nid])
    for nid, _, _, question in METHOD_NOTES:
        asker.ask("paraphrase", [question], [nid])

    quota = {"lexical": 35, "script": 15, "hop": 40, "hop2": 25, "paraphrase": 15}
    questions: list[Question] = []
    for kind, count in quota.items():
        drafts = asker.drafts.get(kind, [])
        chosen = (
            _spread(drafts, count, rng)
            if kind in ("hop", "hop2")
            else rng.sample(drafts, min(count, len(drafts)))
        )
        questions += [Question(d.text, d.kind, set(d.relevant)) for d in chosen]
    return questions


def _is_latin(name: str) -> bool:
    """Written in Latin letters (with or without diacritics, Vietnamese included)."""
    return all(not c.isalpha() or ord(c) < 0x250 or 0x1E00 <= ord(c) <= 0x1EFF for c in name)


def _cites(page: Page) -> list[str]:
    """The inspection reports a page cites (not the registers)."""
    found = re.findall(r"\[\[evidence:([a-z0-9-]+)\|", page.body)
    return [e for e in found if e.startswith("ev-goat-task-ins-")]


def _spread(drafts: list[Draft], count: int, rng: random.Random) -> list[Draft]:
    """`count` drafts, taken round-robin over the kinds of walk (one group per list of
    templates: a relation in one direction), so that every relation and direction is asked."""
    groups: dict[str, list[Draft]] = {}
    for draft in drafts:
        groups.setdefault(draft.group, []).append(draft)
    for group in groups.values():
        rng.shuffle(group)
    order = sorted(groups)
    rng.shuffle(order)
    chosen: list[Draft] = []
    while len(chosen) < min(count, len(drafts)):
        for key in order:
            if groups[key] and len(chosen) < count:
                chosen.append(groups[key].pop())
    return chosen


def build(seed: int = 61) -> EvalSet:
    rng = random.Random(seed)
    world = _world(rng)
    documents: list[Document] = [
        parse_document(_render(page), folder=page.folder) for page in world.pages.values()
    ]
    return EvalSet(documents, _questions(world, rng))
