"""DATA CARD: set W, a held-out labelled retrieval set (a regional airport operator).

Domain
    Harrowmere Regional Airport Ltd, an invented regional airport: two terminals (Terminal 1
    and the West Pier), two runways, five taxiways, two aprons, thirteen stands and eight
    gates, a baggage hall, fuel farm, tower, fire station and car parks; ten airlines and
    their station managers, three ground handlers, two fuel suppliers, two caterers, two
    screening contractors, an air navigation service provider, four concessions, five
    capital-works contractors, three regulators and their inspectors; the airport's own
    departments and staff; six capital projects, fourteen incidents (bird strikes, runway
    incursions, baggage outages, security breaches, fuel spills and others), twelve
    meetings (safety committee, airline operators' committee, board, security committee, a
    works review) and twelve decisions. Evidence: contracts and leases, audit reports,
    occurrence reports and letters, NOTAMs, minutes, registers and passenger complaints in
    Japanese, Korean, German, Arabic, French, Spanish, Russian, Greek, Thai, Hebrew, Hindi,
    Chinese, Portuguese and English.

Documents (built by `build`, every one parsed and validated by the project's toolkit)
    176 pages and 106 evidence documents, 282 in all (`_check` prints the counts).
    About 15% of titles are in Cyrillic, Greek, Arabic, Hebrew, Devanagari, Chinese,
    Japanese, Korean, Thai or Latin with diacritics. Every active page cites evidence in its
    compiled truth; incidents, projects and some airlines carry timelines whose entry ids
    are computed as docs/format.md says.

Folders
    operator, departments, partners/{airlines,handling,fuel,catering,security,concessions,
    contractors,ans}, authorities, people/{staff,partners,authorities},
    airfield/{runways,taxiways,aprons,stands}, terminal/{buildings,gates}, landside,
    capital-projects, occurrences/2026, governance/{meetings,decisions}, and
    evidence/{contracts,audits,occurrence-reports,notams,minutes,complaints,correspondence,
    registers}.

Relations (54 types, all invented for this set)
    employed_by works_in heads reports_to station_manager_for account_manager_for
    operates_from parks_at handled_by fuelled_by catered_by screens_at trades_in
    operates_facility regulates oversees patrols on_apron serves_gate in_terminal
    connects_to leads_to maintained_by covered_by controlled_by part_of based_at managed_by
    sponsored_by delivered_by technical_lead affects_asset depends_on approved_at
    reviewed_at permitted_by occurred_at involved_airline involved_party reported_by
    investigated_by raised_at notified_to during_project responded_by similar_to chaired_by
    attended_by minute_taker follows_up decided_at concerns action_owner supersedes.
    Bodies repeat many of them as inline page links, add further page links, and cite
    evidence; edges are relations, page links and evidence citations (read undirected).

Questions (170; `_check` prints the counts: lexical 36, script 26, hop 40, hop2 30,
paraphrase 38)
    lexical: names a page by its title or an alias inside a natural request or search
        phrase; an incident's relevant set adds its occurrence reports, a meeting's its
        minutes.
    script: the same, with a name in another script or with diacritics (several written
        wholly in the name's language).
    hop: names one page (title or alias) and asks for the pages one edge away along a
        given relation or citation kind; the relevant set is every such page, computed from
        the built documents; no answer's title or alias appears in the text.
    hop2: the same along a two-step path (bridges: airlines, projects, incidents, meetings,
        decisions, people); every answer is at shortest distance exactly two.
    paraphrase: hand-written descriptions of a page or an evidence document that avoid its
        title and aliases.
    Templates were written for this set with several phrasings each (questions, terse
    search phrases, requests); `build` picks phrasings and anchors with a seeded RNG.
"""

from __future__ import annotations

import hashlib
import random
import re
from collections import deque

from bench.retrieval_data import EvalSet, Question
from brain.toolkit.document import Document, parse_document, serialize_document
from brain.toolkit.validation import validate_document

# ---------------------------------------------------------------------------------------
# Pages: (id, folder, type, title, aliases, relations "type:target", blurb, base cites)
# Blurbs may hold <<id>> or <<id|label>>, written out as page or evidence links.
# ---------------------------------------------------------------------------------------

OPERATOR = [
    (
        "harrowmere-airport",
        "operator",
        "company",
        "Harrowmere Regional Airport Ltd",
        ["HRA", "Harrowmere Airport", "the airport company"],
        [],
        "The operating company of the airport, holder of the aerodrome certificate and owner"
        " of both terminals, the airfield and the car parks.",
        ["reg-org-chart", "reg-capex-plan"],
    ),
]

DEPARTMENTS = [
    (
        "dept-executive",
        "Executive Office",
        ["exec team"],
        ["part_of:harrowmere-airport"],
        "The chief executive, finance and the company secretary; prepares board papers.",
    ),
    (
        "dept-operations",
        "Airport Operations",
        ["ops", "operations department"],
        ["part_of:harrowmere-airport"],
        "Runs the day on the ground: duty managers, stand allocation, the apron control desk"
        " and the airport emergency plan.",
    ),
    (
        "dept-safety",
        "Safety & Compliance",
        ["safety department", "SMS office"],
        ["part_of:harrowmere-airport"],
        "Keeps the safety management system, investigates occurrences, issues airside"
        " driving permits and manages wildlife and environmental risk.",
    ),
    (
        "dept-security",
        "Airport Security",
        ["security department"],
        ["part_of:harrowmere-airport"],
        "Holds the airport security programme, the ID pass office and the screening contracts.",
    ),
    (
        "dept-fire",
        "Rescue and Firefighting Service",
        ["RFFS", "fire service"],
        ["part_of:harrowmere-airport", "based_at:fire-station"],
        "Four watches giving category 7 cover while the airport is open.",
    ),
    (
        "dept-engineering",
        "Engineering & Maintenance",
        ["engineering", "E&M"],
        ["part_of:harrowmere-airport"],
        "Pavements, airfield lighting, baggage systems, buildings and the capital works team.",
    ),
    (
        "dept-commercial",
        "Commercial",
        ["commercial team"],
        ["part_of:harrowmere-airport"],
        "Airline route development, retail and catering concessions, and car parking.",
    ),
]

# Companies: (id, folder, title, aliases, relations, blurb)
COMPANIES = [
    # airlines
    (
        "lumen-air",
        "partners/airlines",
        "Lumen Air",
        ["LMN", "Lumen"],
        [
            "operates_from:terminal-1",
            "parks_at:stand-3",
            "parks_at:stand-4",
            "handled_by:apron-partners",
            "fuelled_by:ridgeway",
            "catered_by:galley-fresh",
        ],
        "Low-cost carrier with two based A320s; the largest airline at the airport by"
        " passengers, flying to Alicante, Faro and Kraków.",
    ),
    (
        "northwind-regional",
        "partners/airlines",
        "Northwind Regional",
        ["NWR", "Northwind"],
        [
            "operates_from:terminal-1",
            "parks_at:stand-1",
            "parks_at:stand-2",
            "handled_by:skyserve",
            "fuelled_by:ridgeway",
            "catered_by:galley-fresh",
        ],
        "Domestic and island routes with ATR 72s and two Embraer 195s; runs its own"
        " maintenance hangar at the far end of the North Apron.",
    ),
    (
        "skyros-airways",
        "partners/airlines",
        "Αερογραμμές Σκύρος",
        ["Skyros Airways", "SKY"],
        [
            "operates_from:west-pier",
            "parks_at:stand-10",
            "handled_by:meridian",
            "fuelled_by:petrel",
            "catered_by:oriole",
        ],
        "Greek leisure carrier flying to Athens, Heraklion and Corfu, seasonal from April to"
        " October.",
    ),
    (
        "volga-avia",
        "partners/airlines",
        "Волга Авиа",
        ["Volga Avia", "VGA"],
        [
            "operates_from:west-pier",
            "parks_at:stand-11",
            "handled_by:meridian",
            "fuelled_by:petrel",
            "catered_by:oriole",
        ],
        "Russian carrier with a twice-weekly rotation to Kazan on a Boeing 737-800.",
    ),
    (
        "hangang-air",
        "partners/airlines",
        "한강항공",
        ["Hangang Air", "HGA"],
        [
            "operates_from:terminal-1",
            "parks_at:stand-5",
            "handled_by:skyserve",
            "fuelled_by:ridgeway",
            "catered_by:oriole",
        ],
        "Seoul-based carrier operating a weekly widebody charter for tour groups, the only"
        " Code E aircraft at the airport.",
    ),
    (
        "sakura-link",
        "partners/airlines",
        "さくらリンク航空",
        ["Sakura Link Airways", "SKL"],
        [
            "operates_from:terminal-1",
            "parks_at:stand-6",
            "handled_by:skyserve",
            "fuelled_by:ridgeway",
            "catered_by:oriole",
        ],
        "Japanese carrier with a seasonal Osaka service routed through a European hub.",
    ),
    (
        "cedar-jet",
        "partners/airlines",
        "سيدار جت",
        ["Cedar Jet", "CDJ"],
        [
            "operates_from:west-pier",
            "parks_at:stand-12",
            "handled_by:apron-partners",
            "fuelled_by:ridgeway",
            "catered_by:galley-fresh",
        ],
        "Lebanese airline flying an evening service to Beirut three times a week.",
    ),
    (
        "orla-atlantica",
        "partners/airlines",
        "Orla Atlântica",
        ["Orla Atlantica", "ORL"],
        [
            "operates_from:west-pier",
            "parks_at:stand-7",
            "handled_by:apron-partners",
            "fuelled_by:petrel",
            "catered_by:galley-fresh",
        ],
        "Portuguese carrier linking the airport with Porto and Ponta Delgada.",
    ),
    (
        "fjallflyg",
        "partners/airlines",
        "Fjällflyg",
        ["Fjallflyg", "FJF"],
        [
            "operates_from:terminal-1",
            "parks_at:stand-8",
            "handled_by:skyserve",
            "fuelled_by:ridgeway",
            "catered_by:galley-fresh",
        ],
        "Swedish winter-sports charter airline flying to Åre Östersund from December to March.",
    ),
    (
        "kestrel-connect",
        "partners/airlines",
        "Kestrel Connect",
        ["KCX", "Kestrel"],
        [
            "operates_from:terminal-1",
            "parks_at:stand-20",
            "handled_by:meridian",
            "fuelled_by:petrel",
        ],
        "Turboprop commuter airline on the public-service route to the islands; no catering"
        " on board.",
    ),
    # ground handlers
    (
        "apron-partners",
        "partners/handling",
        "Apron Partners Ltd",
        ["Apron Partners"],
        ["trades_in:west-pier"],
        "Ground handler for ramp, baggage and passenger services, with the check-in desks at"
        " the West Pier.",
    ),
    (
        "skyserve",
        "partners/handling",
        "SkyServe Handling",
        ["SkyServe"],
        [],
        "The biggest handler in Terminal 1; also provides assistance for passengers with"
        " reduced mobility.",
    ),
    (
        "meridian",
        "partners/handling",
        "Meridian Ground Services",
        ["Meridian"],
        [],
        "Ramp handling and pushback, including tugs and towbarless tractors.",
    ),
    # fuel
    (
        "ridgeway",
        "partners/fuel",
        "Ridgeway Aviation Fuels",
        ["Ridgeway"],
        [],
        "Into-plane fuelling from the hydrant system on the contact stands, with two"
        " dispensers and one bowser.",
    ),
    (
        "petrel",
        "partners/fuel",
        "Petrel Fuel Services",
        ["Petrel"],
        ["operates_facility:fuel-farm"],
        "Runs the fuel farm (storage tanks, filtration and the hydrant pumps) and refuels the"
        " West Pier and remote stands by bowser.",
    ),
    # catering
    (
        "galley-fresh",
        "partners/catering",
        "Galley Fresh Catering",
        ["Galley Fresh"],
        [],
        "Flight kitchen beside the cargo road supplying the short-haul carriers; its high-loader"
        " trucks serve the contact stands.",
    ),
    (
        "oriole",
        "partners/catering",
        "Oriole Inflight Kitchens",
        ["Oriole"],
        [],
        "Halal and Asian menus for the long-haul and charter airlines, delivered from a unit"
        " off the airport.",
    ),
    # security
    (
        "bastion",
        "partners/security",
        "Bastion Screening Services",
        ["Bastion"],
        ["screens_at:terminal-1"],
        "Passenger and cabin-baggage screening at the central search area, plus staff search"
        " at the Gate 4 staff door.",
    ),
    (
        "sentinel",
        "partners/security",
        "Sentinel Aviation Security",
        ["Sentinel"],
        ["screens_at:west-pier"],
        "Screening at the pier and vehicle checkpoints at the airside gates.",
    ),
    # air navigation
    (
        "westmarch-ans",
        "partners/ans",
        "Westmarch Air Navigation Services",
        ["WANS", "ATC provider"],
        ["operates_facility:control-tower"],
        "Provides aerodrome and approach control from the tower under contract to the airport.",
    ),
    # concessions
    (
        "harbour-duty-free",
        "partners/concessions",
        "Harbour Duty Free",
        ["HDF"],
        ["trades_in:terminal-1"],
        "Walk-through tax-free shop after security in the main departure lounge.",
    ),
    (
        "kaffeehaus-muller",
        "partners/concessions",
        "Kaffeehaus Müller",
        ["Kaffeehaus Muller", "Müller café"],
        ["trades_in:terminal-1", "trades_in:west-pier"],
        "Coffee and pastry bar with a counter in both departure lounges; runs the only hot"
        " kitchen airside.",
    ),
    (
        "parkright",
        "partners/concessions",
        "ParkRight Parking",
        ["ParkRight"],
        ["operates_facility:car-park-short", "operates_facility:car-park-long"],
        "Operates the barriers, payment machines and shuttle buses of the public car parks.",
    ),
    (
        "bookmark-news",
        "partners/concessions",
        "Bookmark News & Books",
        ["Bookmark"],
        ["trades_in:west-pier"],
        "Newsagent and bookshop at the pier, also selling travel adaptors and snacks.",
    ),
    # contractors
    (
        "kerrow-civil",
        "partners/contractors",
        "Kerrow Civil Engineering",
        ["Kerrow"],
        [],
        "Civil engineering contractor specialising in airfield pavements and drainage.",
    ),
    (
        "vandermolen",
        "partners/contractors",
        "Vandermolen Baggage Systems",
        ["Vandermolen"],
        [],
        "Dutch supplier of conveyors, sorters and hold baggage screening integration.",
    ),
    (
        "ashby-doyle",
        "partners/contractors",
        "Ashby & Doyle Construction",
        ["Ashby and Doyle"],
        [],
        "Building contractor for steel-frame terminals and multi-storey structures.",
    ),
    (
        "lumitec",
        "partners/contractors",
        "Lumitec Airfield Lighting",
        ["Lumitec"],
        [],
        "Supplies and installs LED runway and taxiway lights and the lighting control system.",
    ),
    (
        "raptor-guard",
        "partners/contractors",
        "Raptor Guard Ltd",
        ["Raptor Guard"],
        ["patrols:runway-09-27", "patrols:runway-14-32"],
        "Bird control contractor: falconers, pyrotechnics and distress-call playback on the"
        " runway strips.",
    ),
    # regulators
    (
        "naa",
        "authorities",
        "National Aviation Authority",
        ["NAA"],
        ["regulates:harrowmere-airport", "oversees:dept-safety", "oversees:dept-fire"],
        "Certifies the aerodrome, audits the safety management system and receives mandatory"
        " occurrence reports.",
    ),
    (
        "asi",
        "authorities",
        "Aviation Security Inspectorate",
        ["ASI"],
        ["regulates:harrowmere-airport", "oversees:dept-security"],
        "Government inspectorate that approves the security programme and carries out"
        " unannounced tests.",
    ),
    (
        "env-agency",
        "authorities",
        "Regional Environment Agency",
        ["REA"],
        ["oversees:dept-safety"],
        "Issues the fuel farm's environmental permit and the surface-water discharge consent.",
    ),
]

# People: (id, folder, title, aliases, relations, blurb)
_STAFF = "people/staff"
_PARTNER = "people/partners"
_AUTH = "people/authorities"
PEOPLE = [
    (
        "margaret-ellison",
        _STAFF,
        "Margaret Ellison",
        [],
        ["employed_by:harrowmere-airport", "heads:dept-executive", "works_in:dept-executive"],
        "Chief executive since 2022; leads the executive team and reports to the board.",
    ),
    (
        "anne-cresswell",
        _STAFF,
        "Anne Cresswell",
        [],
        ["employed_by:harrowmere-airport"],
        "Non-executive chair of the board, a former county council leader.",
    ),
    (
        "daniel-okafor",
        _STAFF,
        "Daniel Okafor",
        [],
        [
            "employed_by:harrowmere-airport",
            "heads:dept-operations",
            "works_in:dept-operations",
            "reports_to:margaret-ellison",
        ],
        "Director of operations and the accountable manager named on the aerodrome certificate.",
    ),
    (
        "priya-raman",
        _STAFF,
        "Priya Raman",
        [],
        ["employed_by:harrowmere-airport", "works_in:dept-operations", "reports_to:daniel-okafor"],
        "Senior duty manager on the early roster; the airlines' first call during disruption.",
    ),
    (
        "tomas-herrera",
        _STAFF,
        "Tomás Herrera",
        ["Tomas Herrera"],
        ["employed_by:harrowmere-airport", "works_in:dept-operations", "reports_to:daniel-okafor"],
        "Night duty manager; signs off runway inspections after overnight works.",
    ),
    (
        "helen-marsh",
        _STAFF,
        "Helen Marsh",
        [],
        [
            "employed_by:harrowmere-airport",
            "heads:dept-safety",
            "works_in:dept-safety",
            "reports_to:margaret-ellison",
        ],
        "Head of safety and compliance, safety manager under the aerodrome certificate.",
    ),
    (
        "jiri-novak",
        _STAFF,
        "Jiří Novák",
        ["Jiri Novak"],
        ["employed_by:harrowmere-airport", "works_in:dept-safety", "reports_to:helen-marsh"],
        "Safety officer who runs occurrence investigations and the airside driving permit scheme.",
    ),
    (
        "gareth-pugh",
        _STAFF,
        "Gareth Pugh",
        [],
        ["employed_by:harrowmere-airport", "works_in:dept-safety", "reports_to:helen-marsh"],
        "Wildlife hazard manager; keeps the bird strike log and manages the falconry contract.",
    ),
    (
        "chloe-dubois",
        _STAFF,
        "Chloé Dubois",
        ["Chloe Dubois"],
        ["employed_by:harrowmere-airport", "works_in:dept-safety", "reports_to:helen-marsh"],
        "Environment manager: fuel farm permit, drainage interceptors and spill response.",
    ),
    (
        "samuel-achterberg",
        _STAFF,
        "Samuel Achterberg",
        [],
        [
            "employed_by:harrowmere-airport",
            "heads:dept-security",
            "works_in:dept-security",
            "reports_to:margaret-ellison",
        ],
        "Head of security, accountable for the airport security programme.",
    ),
    (
        "ayse-yilmaz",
        _STAFF,
        "Ayşe Yılmaz",
        ["Ayse Yilmaz"],
        [
            "employed_by:harrowmere-airport",
            "works_in:dept-security",
            "reports_to:samuel-achterberg",
        ],
        "Security compliance manager; investigates breaches and manages the screening"
        " contracts day to day.",
    ),
    (
        "fiona-macleod",
        _STAFF,
        "Fiona MacLeod",
        [],
        [
            "employed_by:harrowmere-airport",
            "heads:dept-fire",
            "works_in:dept-fire",
            "reports_to:daniel-okafor",
        ],
        "Chief fire officer, responsible for response times and fire cover categories.",
    ),
    (
        "liam-doherty",
        _STAFF,
        "Liam Doherty",
        [],
        ["employed_by:harrowmere-airport", "works_in:dept-fire", "reports_to:fiona-macleod"],
        "Watch manager of Red Watch and the fire service's training lead.",
    ),
    (
        "colin-bright",
        _STAFF,
        "Colin Bright",
        [],
        [
            "employed_by:harrowmere-airport",
            "heads:dept-engineering",
            "works_in:dept-engineering",
            "reports_to:margaret-ellison",
        ],
        "Head of engineering; sponsors most airside capital works.",
    ),
    (
        "soren-odegaard",
        _STAFF,
        "Søren Ødegård",
        ["Soren Odegard"],
        ["employed_by:harrowmere-airport", "works_in:dept-engineering", "reports_to:colin-bright"],
        "Airfield pavement engineer; runs the friction testing and the pavement condition survey.",
    ),
    (
        "rajesh-kumar",
        _STAFF,
        "राजेश कुमार",
        ["Rajesh Kumar"],
        ["employed_by:harrowmere-airport", "works_in:dept-engineering", "reports_to:colin-bright"],
        "Baggage systems manager, in charge of the sorter, the conveyors and the screening"
        " machines under the terminal.",
    ),
    (
        "nadia-rahman",
        _STAFF,
        "Nadia Rahman",
        [],
        ["employed_by:harrowmere-airport", "works_in:dept-engineering", "reports_to:colin-bright"],
        "Electrical engineer for airfield ground lighting and the high-voltage ring.",
    ),
    (
        "oliver-grant",
        _STAFF,
        "Oliver Grant",
        [],
        ["employed_by:harrowmere-airport", "works_in:dept-engineering", "reports_to:colin-bright"],
        "Capital projects manager for airside schemes.",
    ),
    (
        "marta-wisniewska",
        _STAFF,
        "Marta Wiśniewska",
        ["Marta Wisniewska"],
        ["employed_by:harrowmere-airport", "works_in:dept-engineering", "reports_to:colin-bright"],
        "Project manager for terminal and baggage schemes.",
    ),
    (
        "isabelle-fontaine",
        _STAFF,
        "Isabelle Fontaine",
        [],
        [
            "employed_by:harrowmere-airport",
            "heads:dept-commercial",
            "works_in:dept-commercial",
            "reports_to:margaret-ellison",
        ],
        "Commercial director: routes, concessions and parking revenue.",
    ),
    (
        "kenji-watanabe",
        _STAFF,
        "渡辺 健二",
        ["Kenji Watanabe"],
        [
            "employed_by:harrowmere-airport",
            "works_in:dept-commercial",
            "reports_to:isabelle-fontaine",
        ],
        "Retail and car parks manager; sets parking tariffs and manages the concession leases.",
    ),
    (
        "aisling-ward",
        _STAFF,
        "Aisling Ward",
        [],
        [
            "employed_by:harrowmere-airport",
            "works_in:dept-commercial",
            "reports_to:isabelle-fontaine",
            "account_manager_for:lumen-air",
            "account_manager_for:northwind-regional",
            "account_manager_for:cedar-jet",
        ],
        "Airline account manager and secretary of the airline operators' committee.",
    ),
    (
        "robert-hale",
        _STAFF,
        "Robert Hale",
        [],
        [
            "employed_by:harrowmere-airport",
            "works_in:dept-executive",
            "reports_to:margaret-ellison",
        ],
        "Finance director; owns the capital programme budget.",
    ),
    # station managers
    (
        "ben-carter",
        _PARTNER,
        "Ben Carter",
        [],
        ["employed_by:lumen-air", "station_manager_for:lumen-air"],
        "Station manager and chair of the airline operators' committee.",
    ),
    (
        "aisha-bello",
        _PARTNER,
        "Aisha Bello",
        [],
        ["employed_by:northwind-regional", "station_manager_for:northwind-regional"],
        "Station and base manager; also looks after the hangar.",
    ),
    (
        "giorgos-papadopoulos",
        _PARTNER,
        "Γιώργος Παπαδόπουλος",
        ["Giorgos Papadopoulos"],
        ["employed_by:skyros-airways", "station_manager_for:skyros-airways"],
        "Seasonal station manager, on site from April to October.",
    ),
    (
        "maria-sokolova",
        _PARTNER,
        "Мария Соколова",
        ["Maria Sokolova"],
        ["employed_by:volga-avia", "station_manager_for:volga-avia"],
        "Station manager covering two rotations a week.",
    ),
    (
        "kim-minjun",
        _PARTNER,
        "김민준",
        ["Kim Min-jun"],
        ["employed_by:hangang-air", "station_manager_for:hangang-air"],
        "Station manager, flies in for each charter.",
    ),
    (
        "misaki-sato",
        _PARTNER,
        "佐藤 美咲",
        ["Misaki Sato"],
        ["employed_by:sakura-link", "station_manager_for:sakura-link"],
        "Station manager during the summer season.",
    ),
    (
        "sara-alhaddad",
        _PARTNER,
        "سارة الحداد",
        ["Sara Al-Haddad"],
        ["employed_by:cedar-jet", "station_manager_for:cedar-jet"],
        "Station manager for the Beirut service.",
    ),
    (
        "joao-araujo",
        _PARTNER,
        "João Araújo",
        ["Joao Araujo"],
        ["employed_by:orla-atlantica", "station_manager_for:orla-atlantica"],
        "Station manager for the Porto and Azores flights.",
    ),
    (
        "bjorn-astrom",
        _PARTNER,
        "Björn Åström",
        ["Bjorn Astrom"],
        ["employed_by:fjallflyg", "station_manager_for:fjallflyg"],
        "Winter station manager for the ski charters.",
    ),
    (
        "megan-lloyd",
        _PARTNER,
        "Megan Lloyd",
        [],
        ["employed_by:kestrel-connect", "station_manager_for:kestrel-connect"],
        "Station manager and duty pilot liaison for the island route.",
    ),
    # partner managers
    ("dev-mistry", _PARTNER, "Dev Mistry", [], ["employed_by:apron-partners"], "General manager."),
    (
        "chen-wei",
        _PARTNER,
        "陈伟",
        ["Chen Wei"],
        ["employed_by:skyserve"],
        "Operations manager for ramp and passenger services.",
    ),
    (
        "paula-ferris",
        _PARTNER,
        "Paula Ferris",
        [],
        ["employed_by:meridian"],
        "Ramp manager; trains tug drivers.",
    ),
    (
        "tom-reilly",
        _PARTNER,
        "Tom Reilly",
        [],
        ["employed_by:ridgeway"],
        "Into-plane supervisor at the airport.",
    ),
    (
        "ingrid-halvorsen",
        _PARTNER,
        "Ingrid Halvorsen",
        [],
        ["employed_by:petrel"],
        "Fuel farm manager and quality controller.",
    ),
    (
        "rosa-bianchi",
        _PARTNER,
        "Rosa Bianchi",
        [],
        ["employed_by:galley-fresh"],
        "Unit manager of the flight kitchen.",
    ),
    (
        "somchai-jaidee",
        _PARTNER,
        "สมชาย ใจดี",
        ["Somchai Jaidee"],
        ["employed_by:oriole"],
        "Account manager for the airport's airlines.",
    ),
    (
        "mark-ndlovu",
        _PARTNER,
        "Mark Ndlovu",
        [],
        ["employed_by:bastion"],
        "Contract manager for the central search area.",
    ),
    (
        "yael-cohen",
        _PARTNER,
        "יעל כהן",
        ["Yael Cohen"],
        ["employed_by:sentinel"],
        "Contract manager for pier screening and vehicle checkpoints.",
    ),
    (
        "hamish-grieve",
        _PARTNER,
        "Hamish Grieve",
        [],
        ["employed_by:westmarch-ans"],
        "ATC unit manager in the tower.",
    ),
    (
        "declan-burke",
        _PARTNER,
        "Declan Burke",
        [],
        ["employed_by:kerrow-civil"],
        "Contracts manager for airfield works.",
    ),
    (
        "pieter-smit",
        _PARTNER,
        "Pieter Smit",
        [],
        ["employed_by:vandermolen"],
        "Project director for the UK installations.",
    ),
    (
        "fergal-quinn",
        _PARTNER,
        "Fergal Quinn",
        [],
        ["employed_by:ashby-doyle"],
        "Site manager.",
    ),
    (
        "ewa-lindqvist",
        _PARTNER,
        "Ewa Lindqvist",
        [],
        ["employed_by:lumitec"],
        "Commissioning engineer for lighting control systems.",
    ),
    (
        "rhys-morgan",
        _PARTNER,
        "Rhys Morgan",
        [],
        ["employed_by:raptor-guard"],
        "Head falconer on site, flying two Harris hawks and a peregrine.",
    ),
    (
        "camille-roy",
        _PARTNER,
        "Camille Roy",
        [],
        ["employed_by:harbour-duty-free"],
        "Store manager.",
    ),
    (
        "dieter-brandt",
        _PARTNER,
        "Dieter Brandt",
        [],
        ["employed_by:kaffeehaus-muller"],
        "Franchise owner and manager of both counters.",
    ),
    (
        "jade-summers",
        _PARTNER,
        "Jade Summers",
        [],
        ["employed_by:parkright"],
        "Site manager for the car parks.",
    ),
    (
        "eleanor-voss",
        _AUTH,
        "Eleanor Voss",
        [],
        ["employed_by:naa"],
        "Aerodrome inspector who leads the certification audits of the airport.",
    ),
    (
        "kwame-asante",
        _AUTH,
        "Kwame Asante",
        [],
        ["employed_by:asi"],
        "Security inspector assigned to the airport.",
    ),
    (
        "rhiannon-evans",
        _AUTH,
        "Rhiannon Evans",
        [],
        ["employed_by:env-agency"],
        "Environment officer for permits on the airport site.",
    ),
]

# Facilities: (id, folder, title, aliases, relations, blurb, base cites)
_AM = ["reg-aerodrome-manual"]
FACILITIES = [
    (
        "runway-09-27",
        "airfield/runways",
        "Runway 09/27",
        ["RWY 09/27", "main runway"],
        [
            "maintained_by:dept-engineering",
            "controlled_by:westmarch-ans",
            "covered_by:fire-station",
        ],
        "The main instrument runway: 2,280 m of grooved asphalt with an ILS on the 27 end.",
        _AM,
    ),
    (
        "runway-14-32",
        "airfield/runways",
        "Runway 14/32",
        ["RWY 14/32", "crosswind runway"],
        [
            "maintained_by:dept-engineering",
            "controlled_by:westmarch-ans",
            "covered_by:fire-station",
        ],
        "A 1,240 m secondary runway, daylight only, used by turboprops when the wind is"
        " strong from the south-west.",
        _AM,
    ),
    (
        "taxiway-a",
        "airfield/taxiways",
        "Taxiway Alpha",
        ["TWY A"],
        ["connects_to:runway-09-27", "leads_to:north-apron", "maintained_by:dept-engineering"],
        "Parallel taxiway along the north side of the main runway.",
        _AM,
    ),
    (
        "taxiway-b",
        "airfield/taxiways",
        "Taxiway Bravo",
        ["TWY B"],
        [
            "connects_to:runway-09-27",
            "connects_to:runway-14-32",
            "leads_to:south-apron",
            "maintained_by:dept-engineering",
        ],
        "Crosses between both runways and the South Apron.",
        _AM,
    ),
    (
        "taxiway-c",
        "airfield/taxiways",
        "Taxiway Charlie",
        ["TWY C"],
        ["connects_to:runway-09-27", "leads_to:north-apron", "maintained_by:dept-engineering"],
        "Rapid exit taxiway; holding point C1 sits 90 m from the runway centreline.",
        _AM,
    ),
    (
        "taxiway-d",
        "airfield/taxiways",
        "Taxiway Delta",
        ["TWY D"],
        ["connects_to:runway-14-32", "leads_to:south-apron", "maintained_by:dept-engineering"],
        "Links the crosswind runway with the remote stands.",
        _AM,
    ),
    (
        "taxiway-e",
        "airfield/taxiways",
        "Taxiway Echo",
        ["TWY E"],
        ["connects_to:runway-09-27", "leads_to:north-apron", "maintained_by:dept-engineering"],
        "Short link to the western threshold, used by the fire tenders.",
        _AM,
    ),
    (
        "north-apron",
        "airfield/aprons",
        "North Apron",
        [],
        ["maintained_by:dept-engineering"],
        "Contact stands in front of Terminal 1 and the West Pier.",
        _AM,
    ),
    (
        "south-apron",
        "airfield/aprons",
        "South Apron",
        [],
        ["maintained_by:dept-engineering"],
        "Remote stands and the cargo area; passengers are bussed.",
        _AM,
    ),
    (
        "terminal-1",
        "terminal/buildings",
        "Terminal 1",
        ["T1", "main terminal"],
        ["maintained_by:dept-engineering"],
        "The main passenger building: check-in hall, central search, departure lounge and"
        " five gates.",
        ["reg-terminal-guide"],
    ),
    (
        "west-pier",
        "terminal/buildings",
        "West Pier",
        ["Terminal 2", "T2"],
        ["maintained_by:dept-engineering"],
        "Pier with its own search lane and three gates, used mostly by foreign carriers.",
        ["reg-terminal-guide"],
    ),
    (
        "baggage-hall",
        "terminal/buildings",
        "Hold baggage hall",
        ["baggage make-up area", "BHS hall"],
        ["in_terminal:terminal-1", "maintained_by:dept-engineering"],
        "The sorter, the screening machines and the make-up carousels under Terminal 1.",
        ["reg-asset-register"],
    ),
    (
        "fire-station",
        "airfield/buildings",
        "Airport fire station",
        ["RFFS station"],
        ["maintained_by:dept-engineering"],
        "Three major foam tenders and a rapid intervention vehicle, midway along the runway.",
        ["reg-emergency-plan"],
    ),
    (
        "control-tower",
        "landside",
        "Control tower",
        ["the tower", "VCR"],
        ["maintained_by:dept-engineering"],
        "Visual control room and approach radar room.",
        ["reg-asset-register"],
    ),
    (
        "fuel-farm",
        "landside",
        "Fuel farm",
        ["fuel depot", "Jet A-1 storage"],
        ["maintained_by:dept-engineering"],
        "Three 800 m³ Jet A-1 tanks in a concrete bund, feeding the hydrant ring.",
        ["reg-asset-register"],
    ),
    (
        "car-park-short",
        "landside",
        "Short-stay car park",
        ["Car park 1", "P1"],
        ["maintained_by:dept-commercial"],
        "620 spaces directly opposite Terminal 1.",
        ["reg-asset-register"],
    ),
    (
        "car-park-long",
        "landside",
        "Long-stay car park",
        ["Car park 3", "P3"],
        ["maintained_by:dept-commercial"],
        "1,900 spaces served by a shuttle bus every ten minutes.",
        ["reg-asset-register"],
    ),
]

# Stands: number, apron, gate or None, blurb
STANDS = [
    (1, "north-apron", "gate-1", "Code C contact stand with an air bridge."),
    (2, "north-apron", "gate-2", "Code C contact stand with an air bridge."),
    (3, "north-apron", "gate-3", "Code C walk-out stand beside the pier root."),
    (4, "north-apron", "gate-4", "Code C stand next to the Gate 4 staff door."),
    (5, "north-apron", "gate-5", "The only Code E stand, with a twin air bridge."),
    (6, "north-apron", "gate-5", "Code C stand sharing a gate with stand 5."),
    (7, "north-apron", "gate-6", "First pier stand, Code C."),
    (8, "north-apron", "gate-1", "Code C power-in, push-back stand beside the hangar."),
    (10, "north-apron", "gate-7", "Pier stand, Code C."),
    (11, "north-apron", "gate-8", "Pier stand, Code C, hydrant-fuelled."),
    (12, "north-apron", "gate-8", "Last stand at the end of the pier, hydrant-fuelled."),
    (20, "south-apron", None, "Remote turboprop stand; passengers are bussed."),
    (21, "south-apron", None, "Remote stand used for diversions and overnight parking."),
]
GATES = [
    (1, "terminal-1"),
    (2, "terminal-1"),
    (3, "terminal-1"),
    (4, "terminal-1"),
    (5, "terminal-1"),
    (6, "west-pier"),
    (7, "west-pier"),
    (8, "west-pier"),
]

# Projects: (id, title, aliases, relations, blurb, timeline)
PROJECTS = [
    (
        "proj-runway-resurfacing",
        "Runway 09/27 resurfacing",
        ["runway resurfacing", "RWY 09/27 overlay"],
        [
            "managed_by:oliver-grant",
            "sponsored_by:colin-bright",
            "delivered_by:kerrow-civil",
            "technical_lead:soren-odegaard",
            "affects_asset:runway-09-27",
            "approved_at:m-board-2026-03",
            "reviewed_at:m-rwy-review-2026-07",
            "permitted_by:naa",
        ],
        "A 50 mm asphalt overlay of the whole main runway laid in night closures from May to"
        " August 2026, with new grooving and markings.",
        [
            ("2026-03-17T10:00:00Z", "goat-task:capex-114", "Board approved the overlay budget."),
            ("2026-05-04T23:00:00Z", "web:notam:A0412-26", "First night closure; planing began."),
            ("2026-08-28T06:00:00Z", "goat-task:capex-114", "Practical completion certified."),
        ],
    ),
    (
        "proj-baggage-system",
        "Hold baggage system replacement",
        ["HBS replacement", "new baggage system"],
        [
            "managed_by:marta-wisniewska",
            "sponsored_by:colin-bright",
            "delivered_by:vandermolen",
            "technical_lead:rajesh-kumar",
            "affects_asset:baggage-hall",
            "approved_at:m-board-2026-03",
            "permitted_by:asi",
        ],
        "Replaces the 2004 tilt-tray sorter and the screening machines with a new sorter and"
        " two CT scanners; installed in phases so the hall stays open.",
        [
            ("2026-03-17T10:00:00Z", "goat-task:capex-121", "Budget approved by the board."),
            ("2026-10-12T08:00:00Z", "goat-task:capex-121", "Phase 1 conveyors handed over."),
        ],
    ),
    (
        "proj-terminal-extension",
        "Terminal 1 east extension",
        ["T1 extension", "east extension"],
        [
            "managed_by:marta-wisniewska",
            "sponsored_by:isabelle-fontaine",
            "delivered_by:ashby-doyle",
            "affects_asset:terminal-1",
            "depends_on:proj-baggage-system",
            "approved_at:m-board-2026-06",
        ],
        "A 3,400 m² two-storey extension adding eight check-in desks, a larger departure"
        " lounge and space for the new baggage sorter.",
        [
            ("2026-06-23T10:00:00Z", "goat-task:capex-130", "Go-ahead given by the board."),
            ("2026-09-14T07:30:00Z", "goat-task:capex-130", "Piling started on the east side."),
        ],
    ),
    (
        "proj-agl-upgrade",
        "Airfield ground lighting LED upgrade",
        ["AGL upgrade", "LED lighting upgrade"],
        [
            "managed_by:oliver-grant",
            "sponsored_by:colin-bright",
            "delivered_by:lumitec",
            "technical_lead:nadia-rahman",
            "affects_asset:runway-14-32",
            "affects_asset:taxiway-a",
            "depends_on:proj-runway-resurfacing",
        ],
        "Replaces halogen runway edge, centreline and taxiway lights with LEDs and a new"
        " individual-lamp control system.",
        [
            ("2026-09-01T09:00:00Z", "goat-task:capex-126", "Design freeze agreed."),
        ],
    ),
    (
        "proj-multistorey",
        "Multi-storey car park",
        ["MSCP"],
        [
            "managed_by:kenji-watanabe",
            "sponsored_by:isabelle-fontaine",
            "delivered_by:ashby-doyle",
            "affects_asset:car-park-short",
            "approved_at:m-board-2026-11",
        ],
        "A five-deck, 1,100-space structure on half of the short-stay car park.",
        [],
    ),
    (
        "proj-taxiway-c",
        "Taxiway Charlie rehabilitation",
        ["Charlie rehab", "TWY C rehabilitation"],
        [
            "managed_by:soren-odegaard",
            "sponsored_by:colin-bright",
            "delivered_by:kerrow-civil",
            "affects_asset:taxiway-c",
        ],
        "Full-depth reconstruction of the failed concrete bays at the C1 holding point, with"
        " new stop-bar lights.",
        [],
    ),
]

# Meetings: (id, title, aliases, date, chair, attendees, minute taker, previous, blurb)
MEETINGS = [
    (
        "m-asc-2026-01",
        "Airside Safety Committee, January 2026",
        ["ASC January"],
        "2026-01-20",
        "helen-marsh",
        ["jiri-novak", "gareth-pugh", "chloe-dubois", "paula-ferris", "hamish-grieve"],
        "jiri-novak",
        None,
        "Quarterly airside safety committee.",
    ),
    (
        "m-asc-2026-04",
        "Airside Safety Committee, April 2026",
        ["ASC April"],
        "2026-04-28",
        "helen-marsh",
        ["jiri-novak", "gareth-pugh", "fiona-macleod", "dev-mistry", "hamish-grieve"],
        "jiri-novak",
        "m-asc-2026-01",
        "Quarterly airside safety committee.",
    ),
    (
        "m-asc-2026-07",
        "Airside Safety Committee, July 2026",
        ["ASC July"],
        "2026-07-21",
        "helen-marsh",
        ["jiri-novak", "chloe-dubois", "liam-doherty", "tom-reilly", "oliver-grant"],
        "jiri-novak",
        "m-asc-2026-04",
        "Quarterly airside safety committee.",
    ),
    (
        "m-asc-2026-10",
        "Airside Safety Committee, October 2026",
        ["ASC October"],
        "2026-10-20",
        "helen-marsh",
        ["gareth-pugh", "fiona-macleod", "rosa-bianchi", "priya-raman", "paula-ferris"],
        "jiri-novak",
        "m-asc-2026-07",
        "Quarterly airside safety committee.",
    ),
    (
        "m-aoc-2026-02",
        "Airline Operators' Committee, February 2026",
        ["AOC February"],
        "2026-02-24",
        "ben-carter",
        ["misaki-sato", "kim-minjun", "aisha-bello", "daniel-okafor", "chen-wei"],
        "aisling-ward",
        None,
        "The airlines' forum with the airport; meets three times a year.",
    ),
    (
        "m-aoc-2026-05",
        "Airline Operators' Committee, May 2026",
        ["AOC May"],
        "2026-05-19",
        "ben-carter",
        ["giorgos-papadopoulos", "joao-araujo", "megan-lloyd", "daniel-okafor", "oliver-grant"],
        "aisling-ward",
        "m-aoc-2026-02",
        "The airlines' forum with the airport; meets three times a year.",
    ),
    (
        "m-aoc-2026-09",
        "Airline Operators' Committee, September 2026",
        ["AOC September"],
        "2026-09-22",
        "ben-carter",
        ["sara-alhaddad", "maria-sokolova", "aisha-bello", "rajesh-kumar", "isabelle-fontaine"],
        "aisling-ward",
        "m-aoc-2026-05",
        "The airlines' forum with the airport; meets three times a year.",
    ),
    (
        "m-board-2026-03",
        "Board meeting, March 2026",
        ["March board"],
        "2026-03-17",
        "anne-cresswell",
        ["margaret-ellison", "robert-hale", "colin-bright", "isabelle-fontaine"],
        "robert-hale",
        None,
        "Board of Harrowmere Regional Airport Ltd.",
    ),
    (
        "m-board-2026-06",
        "Board meeting, June 2026",
        ["June board"],
        "2026-06-23",
        "anne-cresswell",
        ["margaret-ellison", "robert-hale", "daniel-okafor", "marta-wisniewska"],
        "robert-hale",
        "m-board-2026-03",
        "Board of Harrowmere Regional Airport Ltd.",
    ),
    (
        "m-board-2026-11",
        "Board meeting, November 2026",
        ["November board"],
        "2026-11-24",
        "anne-cresswell",
        ["margaret-ellison", "robert-hale", "samuel-achterberg", "kenji-watanabe"],
        "robert-hale",
        "m-board-2026-06",
        "Board of Harrowmere Regional Airport Ltd.",
    ),
    (
        "m-sec-2026-06",
        "Security Committee, June 2026",
        ["security committee June"],
        "2026-06-09",
        "samuel-achterberg",
        ["ayse-yilmaz", "mark-ndlovu", "yael-cohen", "kwame-asante"],
        "ayse-yilmaz",
        None,
        "The airport security committee, with the inspector attending as an observer.",
    ),
    (
        "m-rwy-review-2026-07",
        "Runway works safety review, July 2026",
        ["runway works review"],
        "2026-07-02",
        "daniel-okafor",
        ["oliver-grant", "declan-burke", "tomas-herrera", "hamish-grieve", "eleanor-voss"],
        "oliver-grant",
        None,
        "One-off review of the night works after two occurrences on the main runway.",
    ),
]

# Decisions: (id, title, aliases, meeting, relations, blurb)
DECISIONS = [
    (
        "dec-bird-patrols",
        "Extend bird-control patrols to dawn and dusk",
        [],
        "m-asc-2026-04",
        ["concerns:inc-birdstrike-0418", "action_owner:gareth-pugh"],
        "Falconry and vehicle patrols now start forty minutes before sunrise and run until"
        " after the last evening arrival.",
    ),
    (
        "dec-driver-refresher",
        "Runway awareness refresher for every airside driver",
        [],
        "m-asc-2026-04",
        ["concerns:inc-incursion-0307", "action_owner:jiri-novak"],
        "Every holder of a manoeuvring-area driving permit sits a two-hour refresher, with"
        " holding point C1 used as the case study.",
    ),
    (
        "dec-suspend-night-works",
        "Suspend night works on the live runway until new controls are in place",
        [],
        "m-rwy-review-2026-07",
        [
            "concerns:inc-incursion-0621",
            "concerns:proj-runway-resurfacing",
            "action_owner:oliver-grant",
        ],
        "No works vehicle enters the runway strip until a runway guard and a radio-equipped"
        " escort are in place.",
    ),
    (
        "dec-resume-night-works",
        "Resume night resurfacing with a dedicated runway guard",
        [],
        "m-asc-2026-07",
        [
            "concerns:proj-runway-resurfacing",
            "supersedes:dec-suspend-night-works",
            "action_owner:tomas-herrera",
        ],
        "Works restart on 24 July, with a guard at each access point reporting to the night"
        " duty manager.",
    ),
    (
        "dec-approve-hbs",
        "Approve the hold baggage system replacement budget",
        [],
        "m-board-2026-03",
        ["concerns:proj-baggage-system", "concerns:inc-baggage-0214", "action_owner:robert-hale"],
        "The board released £14.2m over three financial years.",
    ),
    (
        "dec-parking-tariff",
        "Raise short-stay parking charges from April",
        [],
        "m-board-2026-03",
        ["concerns:car-park-short", "action_owner:kenji-watanabe"],
        "Tariffs up by 12% on average; the first 20 minutes stay free for drop-offs.",
    ),
    (
        "dec-approve-extension",
        "Give the go-ahead for the Terminal 1 east extension",
        [],
        "m-board-2026-06",
        ["concerns:proj-terminal-extension", "action_owner:marta-wisniewska"],
        "Contract award to the preferred bidder and enabling works over the summer.",
    ),
    (
        "dec-gate4-cctv",
        "Add CCTV and an alarmed door at the Gate 4 staff entrance",
        [],
        "m-sec-2026-06",
        ["concerns:inc-security-0511", "action_owner:ayse-yilmaz"],
        "A camera on each side of the door, a door-held-open alarm and an anti-tailgating"
        " turnstile.",
    ),
    (
        "dec-spill-kits",
        "Spill kits on every contact stand",
        [],
        "m-asc-2026-07",
        ["concerns:inc-fuelspill-0715", "action_owner:chloe-dubois"],
        "A wheeled kit with absorbent booms and drain covers at the head of every stand.",
    ),
    (
        "dec-cedar-stand",
        "Move the Beirut evening rotation to stand 11",
        [],
        "m-aoc-2026-09",
        ["concerns:cedar-jet", "action_owner:aisling-ward"],
        "Frees the end-of-pier stand for the hydrant repairs and shortens the walk for"
        " passengers with reduced mobility.",
    ),
    (
        "dec-west-pier-resweep",
        "Re-sweep the pier whenever screened and unscreened passengers mix",
        [],
        "m-board-2026-11",
        ["concerns:inc-security-1003", "action_owner:samuel-achterberg"],
        "The sterile area is searched again and passengers rescreened before any further boarding.",
    ),
    (
        "dec-catering-escort",
        "Marshal escort for catering trucks near air bridges",
        [],
        "m-asc-2026-10",
        ["concerns:inc-catering-0819", "action_owner:priya-raman"],
        "High-loaders approach an air bridge only with a marshaller walking alongside.",
    ),
]

# Incidents: (id, title, aliases, date, relations, blurb, reports, timeline)
# reports: (evidence id, title, aliases, text)
INCIDENTS = [
    (
        "inc-birdstrike-0418",
        "Bird strike on final approach to runway 27 (April 2026)",
        ["April bird strike"],
        "2026-04-18",
        [
            "occurred_at:runway-09-27",
            "involved_airline:lumen-air",
            "involved_party:raptor-guard",
            "reported_by:priya-raman",
            "investigated_by:gareth-pugh",
            "raised_at:m-asc-2026-04",
            "notified_to:naa",
        ],
        "LMN402 from Alicante hit a flock of lapwings at 300 ft; one engine was inspected and"
        " returned to service the same day.",
        [
            (
                "ev-or-2026-031",
                "Occurrence report OR-2026-031: bird strike, LMN402",
                ["OR-2026-031"],
                "At 06:42 LMN402 struck several lapwings on short final to runway 27. The crew"
                " landed normally. Remains were found 400 m from the threshold. The falconer"
                " had been on the north side at the time.",
            ),
            (
                "ev-strike-form-0418",
                "Wildlife strike form: Lumen Air A320, 18 April",
                ["strike form 0418"],
                "Species: northern lapwing, flock of about 20. Phase: approach. Damage: dent in"
                " the left engine inlet lip, fan blades undamaged.",
            ),
        ],
        [
            ("2026-04-18T06:42:00Z", "web:ops-log:2026-04-18", "Strike reported by the crew."),
            ("2026-04-18T11:30:00Z", "web:ops-log:2026-04-18", "Aircraft released to service."),
        ],
    ),
    (
        "inc-birdstrike-0802",
        "Bird strike on departure from runway 09 (August 2026)",
        ["August bird strike"],
        "2026-08-02",
        [
            "occurred_at:runway-09-27",
            "involved_airline:volga-avia",
            "investigated_by:gareth-pugh",
            "raised_at:m-asc-2026-10",
            "notified_to:naa",
            "similar_to:inc-birdstrike-0418",
        ],
        "A gull was ingested during the take-off roll of the Kazan flight; the crew rejected"
        " the take-off at 90 knots and the aircraft was delayed five hours.",
        [
            (
                "ev-or-2026-077",
                "Occurrence report OR-2026-077: rejected take-off after bird ingestion",
                ["OR-2026-077"],
                "At 14:05 the Boeing 737 rejected its take-off at 90 kt after a herring gull"
                " entered the right engine. Runway closed 22 minutes for an inspection.",
            ),
            (
                "ev-volga-letter-0802",
                "Письмо Волга Авиа о повреждении двигателя",
                ["письмо о повреждении двигателя"],
                "Авиакомпания сообщает, что после попадания птицы 2 августа двигатель был"
                " осмотрен инженерами; повреждение лопаток вентилятора не обнаружено.",
            ),
        ],
        [
            ("2026-08-02T14:05:00Z", "web:ops-log:2026-08-02", "Rejected take-off on runway 09."),
        ],
    ),
    (
        "inc-incursion-0307",
        "Runway incursion by a pushback tug at holding point C1 (March 2026)",
        ["C1 incursion", "tug incursion"],
        "2026-03-07",
        [
            "occurred_at:taxiway-c",
            "occurred_at:runway-09-27",
            "involved_party:meridian",
            "reported_by:hamish-grieve",
            "investigated_by:jiri-novak",
            "raised_at:m-asc-2026-04",
            "notified_to:naa",
        ],
        "A tug towing an empty aircraft passed the lit stop bar at C1 while an ATR was on"
        " a two-mile final; the controller sent the ATR around.",
        [
            (
                "ev-or-2026-019",
                "Occurrence report OR-2026-019: stop bar crossed at C1",
                ["OR-2026-019"],
                "The tow crew misheard 'hold short' as 'cross'. The tug stopped 20 m inside the"
                " runway strip. The arriving aircraft went around from 600 ft.",
            ),
            (
                "ev-wans-incursion-0307",
                "ATC occurrence report: go-around after tug passed the C1 stop bar",
                ["WANS report 26-044"],
                "Tower report of the go-around. The tug crew did not read back the hold"
                " instruction; the stop bar was serviceable and lit.",
            ),
        ],
        [
            ("2026-03-07T19:12:00Z", "web:ops-log:2026-03-07", "Go-around; tug stopped in strip."),
        ],
    ),
    (
        "inc-incursion-0621",
        "Works vehicle on the live runway during night resurfacing (June 2026)",
        ["night works incursion"],
        "2026-06-21",
        [
            "occurred_at:runway-09-27",
            "involved_party:kerrow-civil",
            "during_project:proj-runway-resurfacing",
            "reported_by:tomas-herrera",
            "investigated_by:jiri-novak",
            "raised_at:m-rwy-review-2026-07",
            "notified_to:naa",
        ],
        "A roller entered the runway at 05:58, after the runway had been handed back, while a"
        " freighter was lining up.",
        [
            (
                "ev-or-2026-052",
                "Occurrence report OR-2026-052: plant on runway after handback",
                ["OR-2026-052"],
                "The handback was declared at 05:50 but one roller was still parked behind the"
                " taxiway E barrier and drove onto the runway. The departing aircraft was"
                " stopped by the tower.",
            ),
            (
                "ev-kerrow-investigation-0621",
                "Contractor's internal investigation into the roller on the runway",
                ["Kerrow investigation"],
                "The plant count at handback missed one roller. The driver had no radio and"
                " assumed the works were still on.",
            ),
        ],
        [
            ("2026-06-21T05:58:00Z", "web:ops-log:2026-06-21", "Roller seen on the runway."),
            ("2026-06-22T09:00:00Z", "goat-task:capex-114", "Night works paused pending review."),
        ],
    ),
    (
        "inc-baggage-0214",
        "Baggage sorter failure in Terminal 1 (February 2026)",
        ["February sorter failure"],
        "2026-02-14",
        [
            "occurred_at:baggage-hall",
            "involved_airline:sakura-link",
            "involved_airline:hangang-air",
            "investigated_by:rajesh-kumar",
            "raised_at:m-aoc-2026-02",
        ],
        "The tilt-tray sorter stopped for six hours; 412 bags missed their flights.",
        [
            (
                "ev-or-2026-012",
                "Occurrence report OR-2026-012: sorter drive failure",
                ["OR-2026-012"],
                "A drive chain on the tilt-tray sorter snapped at 05:20. Bags were sorted by"
                " hand until 11:30. Two flights left without most of their hold baggage.",
            ),
        ],
        [
            ("2026-02-14T05:20:00Z", "web:ops-log:2026-02-14", "Sorter stopped; manual sort."),
        ],
    ),
    (
        "inc-baggage-0909",
        "Hold baggage screening network outage (September 2026)",
        ["HBS outage", "September screening outage"],
        "2026-09-09",
        [
            "occurred_at:baggage-hall",
            "involved_airline:northwind-regional",
            "involved_airline:lumen-air",
            "involved_party:vandermolen",
            "investigated_by:rajesh-kumar",
            "raised_at:m-aoc-2026-09",
        ],
        "A switch replaced during the new sorter's installation cut the screening machines off"
        " from the operators' screens for three hours.",
        [
            (
                "ev-or-2026-088",
                "Occurrence report OR-2026-088: screening machines offline",
                ["OR-2026-088"],
                "From 06:10 to 09:05 no hold bag could be screened. Bags were held back and"
                " flown on later services.",
            ),
            (
                "ev-vandermolen-rca-0909",
                "Root cause analysis: network switch change in the baggage hall",
                ["RCA 0909"],
                "The supplier's engineer replaced a core switch without a change request. The"
                " VLAN for the screening machines was not carried over.",
            ),
        ],
        [
            ("2026-09-09T06:10:00Z", "web:ops-log:2026-09-09", "Screening machines offline."),
            ("2026-09-09T09:05:00Z", "web:ops-log:2026-09-09", "Service restored."),
        ],
    ),
    (
        "inc-security-0511",
        "Tailgating through the staff door at Gate 4 (May 2026)",
        ["Gate 4 tailgating"],
        "2026-05-11",
        [
            "occurred_at:gate-4",
            "involved_party:bastion",
            "investigated_by:ayse-yilmaz",
            "raised_at:m-sec-2026-06",
            "notified_to:asi",
        ],
        "A contractor without a pass followed a ramp agent through the staff door; the"
        " search officer on duty had left the post.",
        [
            (
                "ev-sec-2026-007",
                "Security incident report SEC-2026-007: tailgating at the staff door",
                ["SEC-2026-007"],
                "CCTV shows an unescorted person entering airside at 13:48. He was found at"
                " stand 4 and escorted out. The search post was unstaffed for nine minutes.",
            ),
        ],
        [],
    ),
    (
        "inc-security-1003",
        "Screened and unscreened passengers mixed at the West Pier (October 2026)",
        ["pier mixing breach"],
        "2026-10-03",
        [
            "occurred_at:west-pier",
            "involved_party:sentinel",
            "involved_airline:skyros-airways",
            "involved_airline:volga-avia",
            "investigated_by:ayse-yilmaz",
            "raised_at:m-board-2026-11",
            "notified_to:asi",
        ],
        "Arriving passengers were sent up the departures corridor; two flights were held while"
        " the pier was searched and everyone rescreened.",
        [
            (
                "ev-sec-2026-019",
                "Security incident report SEC-2026-019: arrivals routed into departures",
                ["SEC-2026-019"],
                "A door left on manual let 60 arriving passengers into the sterile lounge at"
                " 16:20. Boarding was stopped and the pier swept.",
            ),
            (
                "ev-asi-letter-1003",
                "Inspectorate letter requiring a corrective action plan for the pier breach",
                ["ASI letter 1003"],
                "The inspectorate requires a corrective action plan within 14 days and will"
                " test the pier doors unannounced.",
            ),
        ],
        [],
    ),
    (
        "inc-fuelspill-0715",
        "Fuel spill during refuelling on stand 12 (July 2026)",
        ["stand 12 spill"],
        "2026-07-15",
        [
            "occurred_at:stand-12",
            "involved_airline:cedar-jet",
            "involved_party:ridgeway",
            "responded_by:liam-doherty",
            "investigated_by:chloe-dubois",
            "raised_at:m-asc-2026-07",
            "notified_to:env-agency",
        ],
        "About 180 litres of Jet A-1 escaped from a hydrant coupling; the fire service laid"
        " foam and the stand was closed for four hours.",
        [
            (
                "ev-env-2026-004",
                "Environmental incident report ENV-2026-004: hydrant coupling spill",
                ["ENV-2026-004"],
                "The dispenser's coupling was not fully seated. Fuel reached one gully before"
                " the drain was covered; the interceptor held it.",
            ),
            (
                "ev-rffs-log-0715",
                "Fire service turnout log, 15 July",
                ["RFFS log 0715"],
                "Call 18:02, on scene 18:04, foam blanket laid, stand handed back 22:10.",
            ),
        ],
        [
            ("2026-07-15T18:02:00Z", "web:ops-log:2026-07-15", "Spill reported; RFFS called."),
            ("2026-07-15T22:10:00Z", "web:ops-log:2026-07-15", "Stand reopened."),
        ],
    ),
    (
        "inc-fuelspill-0122",
        "Bund leak at the fuel farm (January 2026)",
        ["fuel farm leak"],
        "2026-01-22",
        [
            "occurred_at:fuel-farm",
            "involved_party:petrel",
            "investigated_by:chloe-dubois",
            "raised_at:m-asc-2026-01",
            "notified_to:env-agency",
        ],
        "A cracked joint in the tank bund let rainwater with traces of fuel reach the ditch.",
        [
            (
                "ev-env-2026-001",
                "Environmental incident report ENV-2026-001: bund joint failure",
                ["ENV-2026-001"],
                "Sheen seen on the boundary ditch. The bund joint was cracked after frost; a"
                " boom was placed and the joint sealed.",
            ),
            (
                "ev-rea-note-0122",
                "Environment officer's site visit note after the ditch sheen",
                ["REA visit note"],
                "Visit on 24 January. No further action if the bund is surveyed and repaired"
                " by the end of March.",
            ),
        ],
        [],
    ),
    (
        "inc-fod-0630",
        "Loose asphalt on the main runway after overnight works (June 2026)",
        ["runway FOD"],
        "2026-06-30",
        [
            "occurred_at:runway-09-27",
            "involved_party:kerrow-civil",
            "involved_airline:northwind-regional",
            "during_project:proj-runway-resurfacing",
            "investigated_by:soren-odegaard",
            "raised_at:m-rwy-review-2026-07",
        ],
        "An Embraer reported a tyre cut after take-off; asphalt chunks were found near the"
        " joint laid that night.",
        [
            (
                "ev-or-2026-056",
                "Occurrence report OR-2026-056: debris at the new joint",
                ["OR-2026-056"],
                "Fragments up to 6 cm found near the 09 end. The runway was closed 40 minutes"
                " for a sweep.",
            ),
        ],
        [],
    ),
    (
        "inc-catering-0819",
        "Catering truck struck the air bridge at Gate 2 (August 2026)",
        ["air bridge strike"],
        "2026-08-19",
        [
            "occurred_at:gate-2",
            "occurred_at:stand-2",
            "involved_party:galley-fresh",
            "involved_airline:northwind-regional",
            "investigated_by:jiri-novak",
            "raised_at:m-asc-2026-10",
        ],
        "A high-loader reversing from the aircraft hit the bridge's rotunda; the bridge was out"
        " of use for nine days.",
        [
            (
                "ev-or-2026-079",
                "Occurrence report OR-2026-079: high-loader reversed into the bridge",
                ["OR-2026-079"],
                "No banksman. The truck's reversing camera was broken. Damage to the rotunda"
                " cladding and a drive wheel.",
            ),
            (
                "ev-galley-statement-0819",
                "Caterer's statement on the air bridge collision",
                ["caterer statement 0819"],
                "The driver was on his second week. Cameras are now checked at every shift start.",
            ),
        ],
        [],
    ),
    (
        "inc-agl-1105",
        "Edge lighting failure on runway 14/32 (November 2026)",
        ["14/32 lighting failure"],
        "2026-11-05",
        [
            "occurred_at:runway-14-32",
            "involved_party:lumitec",
            "investigated_by:nadia-rahman",
            "raised_at:m-board-2026-11",
        ],
        "Half the edge lights went dark after a cable fault during trial trenching.",
        [
            (
                "ev-or-2026-101",
                "Occurrence report OR-2026-101: edge lights lost on one circuit",
                ["OR-2026-101"],
                "A trial trench cut a series circuit cable. The runway was restricted to"
                " daylight use for three days.",
            ),
        ],
        [],
    ),
    (
        "inc-evac-0928",
        "Fire alarm evacuation of the Terminal 1 departure lounge (September 2026)",
        ["departure lounge evacuation"],
        "2026-09-28",
        [
            "occurred_at:terminal-1",
            "involved_party:kaffeehaus-muller",
            "responded_by:fiona-macleod",
            "investigated_by:fiona-macleod",
            "raised_at:m-asc-2026-10",
        ],
        "Smoke from a café oven set off the detectors; 900 passengers waited outside for 40"
        " minutes and six flights were delayed.",
        [
            (
                "ev-or-2026-092",
                "Occurrence report OR-2026-092: evacuation after oven smoke",
                ["OR-2026-092"],
                "Alarm at 07:15 from zone D3. Lounge evacuated by 07:22. Everyone rescreened."
                " Announcements were made in English only.",
            ),
        ],
        [],
    ),
]

# Other evidence: (id, folder, title, aliases, date, text, cited by)
CONTRACTS = [
    (
        "ctr-gha-lumen",
        "Ground handling agreement: Lumen Air with Apron Partners",
        ["GHA-LMN-25"],
        "2025-03-01",
        "Full ramp, baggage and passenger handling under the standard agreement, three years.",
        ["lumen-air", "apron-partners"],
    ),
    (
        "ctr-gha-northwind",
        "Ground handling agreement: Northwind Regional with SkyServe",
        ["GHA-NWR-24"],
        "2024-11-01",
        "Passenger and ramp handling; the airline does its own engineering.",
        ["northwind-regional", "skyserve"],
    ),
    (
        "ctr-gha-skyros",
        "Ground handling agreement: Skyros Airways with Meridian",
        ["GHA-SKY-26"],
        "2026-03-15",
        "Seasonal ramp handling and pushback, April to October.",
        ["skyros-airways", "meridian"],
    ),
    (
        "ctr-gha-volga",
        "Ground handling agreement: Volga Avia with Meridian",
        ["GHA-VGA-25"],
        "2025-06-01",
        "Ramp handling, pushback and load control for two weekly turnarounds.",
        ["volga-avia", "meridian"],
    ),
    (
        "ctr-gha-hangang",
        "Ground handling agreement: Hangang Air with SkyServe",
        ["GHA-HGA-26"],
        "2026-01-10",
        "Widebody handling including a second main-deck loader.",
        ["hangang-air", "skyserve"],
    ),
    (
        "ctr-gha-sakura",
        "Ground handling agreement: Sakura Link with SkyServe",
        ["GHA-SKL-26"],
        "2026-02-01",
        "Passenger services with Japanese-speaking agents at check-in.",
        ["sakura-link", "skyserve"],
    ),
    (
        "ctr-gha-cedar",
        "Ground handling agreement: Cedar Jet with Apron Partners",
        ["GHA-CDJ-25"],
        "2025-09-01",
        "Full handling of the evening Beirut rotation.",
        ["cedar-jet", "apron-partners"],
    ),
    (
        "ctr-gha-orla",
        "Ground handling agreement: Orla Atlântica with Apron Partners",
        ["GHA-ORL-26"],
        "2026-04-01",
        "Ramp and passenger handling for the Porto and Azores flights.",
        ["orla-atlantica", "apron-partners"],
    ),
    (
        "ctr-gha-fjallflyg",
        "Ground handling agreement: Fjällflyg with SkyServe",
        ["GHA-FJF-25"],
        "2025-11-15",
        "Winter handling including de-icing coordination and ski bags.",
        ["fjallflyg", "skyserve"],
    ),
    (
        "ctr-gha-kestrel",
        "Ground handling agreement: Kestrel Connect with Meridian",
        ["GHA-KCX-24"],
        "2024-04-01",
        "Turboprop handling on the remote stands with bussing.",
        ["kestrel-connect", "meridian"],
    ),
    (
        "ctr-fuel-ridgeway",
        "Into-plane fuelling services contract: Ridgeway",
        ["FUEL-IP-2025"],
        "2025-01-01",
        "Hydrant dispensing on contact stands; licence to operate on the apron.",
        ["ridgeway"],
    ),
    (
        "ctr-fuel-petrel",
        "Fuel farm operation and supply contract: Petrel",
        ["FUEL-FARM-2023"],
        "2023-07-01",
        "Operation of the fuel farm, quality control and bowser fuelling of remote stands.",
        ["petrel", "fuel-farm"],
    ),
    (
        "ctr-catering-galley",
        "Catering licence: Galley Fresh",
        ["CAT-GF-2024"],
        "2024-05-01",
        "Licence to operate the flight kitchen and high-loaders airside.",
        ["galley-fresh"],
    ),
    (
        "ctr-catering-oriole",
        "Catering licence: Oriole Inflight Kitchens",
        ["CAT-OR-2025"],
        "2025-05-01",
        "Licence to deliver to aircraft with escorted vehicles.",
        ["oriole"],
    ),
    (
        "ctr-screening-bastion",
        "Passenger screening contract, Terminal 1: Bastion",
        ["SEC-T1-2024"],
        "2024-09-01",
        "Screening at central search and the Gate 4 staff post; minimum staffing levels.",
        ["bastion"],
    ),
    (
        "ctr-screening-sentinel",
        "Pier screening and vehicle checkpoint contract: Sentinel",
        ["SEC-WP-2025"],
        "2025-02-01",
        "Screening lane at the pier and the two airside vehicle checkpoints.",
        ["sentinel"],
    ),
    (
        "ctr-ats-wans",
        "Air traffic services agreement: Westmarch ANS",
        ["ATS-2022"],
        "2022-04-01",
        "Aerodrome and approach control, ten years, with performance reviews.",
        ["westmarch-ans", "control-tower"],
    ),
    (
        "ctr-lease-duty-free",
        "Retail concession agreement: Harbour Duty Free",
        ["RET-HDF-2023"],
        "2023-10-01",
        "Walk-through shop; concession fee of 28% of sales.",
        ["harbour-duty-free"],
    ),
    (
        "ctr-lease-kaffeehaus",
        "Mietvertrag Café-Fläche Terminal 1 und West Pier: Kaffeehaus Müller",
        ["Mietvertrag Café-Fläche"],
        "2024-02-01",
        "Konzession für zwei Café-Theken, Laufzeit fünf Jahre, Umsatzmiete 18 Prozent.",
        ["kaffeehaus-muller"],
    ),
    (
        "ctr-parking-parkright",
        "Car park management contract: ParkRight",
        ["PARK-2025"],
        "2025-04-01",
        "Management of both public car parks; tariffs are set by the airport.",
        ["parkright", "car-park-short", "car-park-long"],
    ),
    (
        "ctr-lease-bookmark",
        "Retail concession agreement: Bookmark News & Books",
        ["RET-BNB-2025"],
        "2025-06-01",
        "Newsagent unit at the pier.",
        ["bookmark-news"],
    ),
    (
        "ctr-kerrow-runway",
        "Works contract: main runway overlay",
        ["CW-114"],
        "2026-04-02",
        "Planing, 50 mm overlay, grooving and markings in night possessions.",
        ["kerrow-civil", "proj-runway-resurfacing"],
    ),
    (
        "ctr-kerrow-taxiway",
        "Works contract: Charlie concrete bay reconstruction",
        ["CW-133"],
        "2026-08-20",
        "Full-depth replacement of 14 concrete bays at the C1 holding point.",
        ["kerrow-civil", "proj-taxiway-c"],
    ),
    (
        "ctr-vandermolen-hbs",
        "Supply and installation contract: baggage sorter and CT screening",
        ["CW-121"],
        "2026-04-20",
        "Design, supply, installation and five years' maintenance.",
        ["vandermolen", "proj-baggage-system"],
    ),
    (
        "ctr-ashby-extension",
        "Design and build contract: terminal east extension",
        ["CW-130"],
        "2026-07-01",
        "Two-storey steel-frame extension, 64 weeks.",
        ["ashby-doyle", "proj-terminal-extension"],
    ),
    (
        "ctr-ashby-mscp",
        "Pre-construction services agreement: parking structure",
        ["PCSA-140"],
        "2026-11-30",
        "Design development and pricing of the five-deck structure.",
        ["ashby-doyle", "proj-multistorey"],
    ),
    (
        "ctr-lumitec-agl",
        "Supply contract: LED lights and lamp control system",
        ["CW-126"],
        "2026-09-15",
        "Supply, install and commission LED fittings and the control system.",
        ["lumitec", "proj-agl-upgrade"],
    ),
    (
        "ctr-raptor-bird-control",
        "Bird control services contract: Raptor Guard",
        ["WILD-2025"],
        "2025-01-01",
        "Falconry and patrols during opening hours; patrol logs sent daily.",
        ["raptor-guard", "gareth-pugh"],
    ),
]

AUDITS = [
    (
        "aud-naa-2026",
        "Aerodrome certification audit 2026: findings",
        ["NAA audit 2026"],
        "2026-05-26",
        "Three findings: runway friction records incomplete, wildlife log gaps at dawn, and a"
        " driver permit overdue. Inspector: E. Voss.",
        ["naa", "eleanor-voss", "dept-safety"],
    ),
    (
        "aud-asi-may-2026",
        "Unannounced security inspection report, May 2026",
        ["ASI inspection May 2026"],
        "2026-05-28",
        "Test items passed at central search; the staff door post was found unstaffed twice.",
        ["asi", "kwame-asante", "dept-security"],
    ),
    (
        "aud-fuel-quality",
        "Internal fuel quality audit of the hydrant dispensers",
        ["fuel quality audit"],
        "2026-03-10",
        "Filter differential pressure records complete; one dispenser's hose overdue for test.",
        ["ridgeway", "tom-reilly"],
    ),
    (
        "aud-rffs-trial",
        "Fire service response time trial results 2026",
        ["response time trial"],
        "2026-04-09",
        "All tenders reached both runway ends within three minutes in good visibility.",
        ["dept-fire", "fiona-macleod", "fire-station"],
    ),
    (
        "aud-rea-permit",
        "Environmental permit compliance review: fuel farm",
        ["permit review"],
        "2026-06-18",
        "Bund survey done; interceptor maintenance records need countersigning.",
        ["env-agency", "rhiannon-evans", "fuel-farm"],
    ),
    (
        "aud-handling-meridian",
        "Ground handling safety audit: Meridian",
        ["Meridian audit"],
        "2026-04-15",
        "Tug driver radio training out of date for four staff; corrective plan agreed.",
        ["meridian", "paula-ferris"],
    ),
    (
        "aud-wildlife-2025",
        "Wildlife hazard management annual review 2025",
        ["wildlife review 2025"],
        "2026-01-30",
        "Lapwing and gull numbers rising on the grass areas; recommends longer grass policy.",
        ["raptor-guard", "gareth-pugh"],
    ),
]

NOTAMS = [
    (
        "notam-a0412",
        "NOTAM A0412/26: runway 09/27 closed nightly for resurfacing",
        ["A0412/26"],
        "2026-05-01",
        "RWY 09/27 CLSD 2300-0600 DAILY DUE WIP. RWY 14/32 AVBL DAY ONLY.",
        ["runway-09-27", "proj-runway-resurfacing"],
    ),
    (
        "notam-a0633",
        "NOTAM A0633/26: runway 09/27 closed for debris sweep",
        ["A0633/26"],
        "2026-06-30",
        "RWY 09/27 CLSD 0712-0752 DUE FOD INSPECTION.",
        ["inc-fod-0630"],
    ),
    (
        "notam-a0219",
        "NOTAM A0219/26: holding point C1 stop bar relocated",
        ["A0219/26"],
        "2026-03-20",
        "TWY C HOLDING POINT C1 RELOCATED 15 M NORTH. NEW STOP BAR LGT.",
        ["taxiway-c", "inc-incursion-0307"],
    ),
    (
        "notam-a0701",
        "NOTAM A0701/26: increased bird activity in the vicinity",
        ["A0701/26"],
        "2026-07-28",
        "INCREASED BIRD ACTIVITY (GULLS) IN VICINITY OF AD DURING HARVEST.",
        ["inc-birdstrike-0802"],
    ),
    (
        "notam-a1120",
        "NOTAM A1120/26: runway 14/32 edge lights unserviceable",
        ["A1120/26"],
        "2026-11-05",
        "RWY 14/32 EDGE LGT U/S. RWY AVBL DAY VMC ONLY.",
        ["runway-14-32", "inc-agl-1105"],
    ),
    (
        "notam-a0955",
        "NOTAM A0955/26: taxiway C closed for works",
        ["A0955/26"],
        "2026-09-10",
        "TWY C CLSD DUE WIP. USE TWY A AND E.",
        ["proj-taxiway-c"],
    ),
    (
        "notam-a0720",
        "NOTAM A0720/26: stand 12 withdrawn",
        ["A0720/26"],
        "2026-07-15",
        "STAND 12 WITHDRAWN DUE FUEL SPILL CLEAN-UP.",
        ["stand-12"],
    ),
    (
        "notam-a0850",
        "NOTAM A0850/26: fire cover category reduced",
        ["A0850/26"],
        "2026-08-11",
        "RFF CAT REDUCED TO 6 0600-0800 DUE TO VEHICLE U/S.",
        ["dept-fire", "fire-station"],
    ),
]

COMPLAINTS = [
    (
        "cmp-ja-baggage",
        "乗客からの苦情：手荷物が届かない（2月14日）",
        ["手荷物の苦情 SKL731"],
        "2026-02-16",
        "2月14日のSKL731便で到着しましたが、スーツケースが出てきませんでした。空港の仕分け機が"
        "故障したと説明されました。受け取りまで3日かかりました。補償をお願いします。",
        ["inc-baggage-0214", "sakura-link"],
    ),
    (
        "cmp-ko-baggage",
        "승객 불만: 수하물 지연 (2월 14일)",
        ["수하물 지연 불만"],
        "2026-02-17",
        "2월 14일 HGA508편으로 도착했는데 수하물이 나오지 않았습니다. 공항 분류기가 고장 났다고"
        " 들었습니다. 이틀 뒤에야 가방을 받았습니다.",
        ["inc-baggage-0214", "hangang-air"],
    ),
    (
        "cmp-de-baggage",
        "Beschwerde: Koffer nicht mitgekommen (9. September)",
        ["Gepäckbeschwerde September"],
        "2026-09-11",
        "Am 9. September ist mein Koffer nicht mit meinem Flug mitgekommen. Am Schalter hieß"
        " es, die Gepäckdurchleuchtung sei ausgefallen. Ich erwarte eine Entschädigung.",
        ["inc-baggage-0909", "northwind-regional"],
    ),
    (
        "cmp-ar-fuel",
        "شكوى راكب: رائحة الوقود عند البوابة",
        ["شكوى رائحة الوقود"],
        "2026-07-16",
        "كنت أنتظر عند البوابة يوم 15 يوليو قبل رحلة بيروت، وكانت رائحة الوقود قوية جداً. لم يشرح"
        " لنا أحد ما حدث وتأخرت الرحلة ساعتين.",
        ["inc-fuelspill-0715", "cedar-jet"],
    ),
    (
        "cmp-fr-evacuation",
        "Réclamation passager : évacuation du terminal sans explication",
        ["réclamation évacuation"],
        "2026-09-29",
        "Le 28 septembre, nous avons été évacués de la salle d'embarquement sans aucune"
        " explication. Aucune annonce en français, et quarante minutes dehors sous la pluie.",
        ["inc-evac-0928"],
    ),
    (
        "cmp-es-evacuation",
        "Queja de pasajera: evacuación sin información",
        ["queja evacuación"],
        "2026-09-30",
        "El 28 de septiembre nos sacaron de la zona de embarque por una alarma. Nadie nos"
        " informó y perdimos la conexión. Pido el reembolso del hotel.",
        ["inc-evac-0928"],
    ),
    (
        "cmp-en-parking",
        "Passenger complaint: short-stay parking charges",
        ["parking charges complaint"],
        "2026-04-20",
        "I was charged £18 for ninety minutes after the April price rise, with no notice at"
        " the barrier.",
        ["parkright", "dec-parking-tariff"],
    ),
    (
        "cmp-ru-delay",
        "Жалоба пассажира: задержка рейса Волга Авиа",
        ["жалоба на задержку"],
        "2026-08-04",
        "Рейс 2 августа задержали на пять часов после столкновения с птицей. Информации в"
        " терминале не было, воду не раздавали. Прошу компенсацию.",
        ["inc-birdstrike-0802", "volga-avia"],
    ),
    (
        "cmp-el-queue",
        "Παράπονο επιβάτη: ουρά στον έλεγχο ασφαλείας",
        ["παράπονο ουράς"],
        "2026-10-05",
        "Στις 3 Οκτωβρίου περιμέναμε σχεδόν μία ώρα στον έλεγχο ασφαλείας της προβλήτας. Μας"
        " έβαλαν να περάσουμε ξανά από έλεγχο χωρίς εξήγηση.",
        ["sentinel", "west-pier"],
    ),
    (
        "cmp-th-coffee",
        "ข้อร้องเรียน: ราคากาแฟในอาคารผู้โดยสาร",
        ["ร้องเรียนราคากาแฟ"],
        "2026-06-02",
        "กาแฟที่ร้านในอาคารผู้โดยสารแพงมาก ราคาแก้วละเกือบหกปอนด์ และพนักงานไม่ค่อยสุภาพ",
        ["kaffeehaus-muller"],
    ),
    (
        "cmp-he-screening",
        "תלונת נוסע: יחס בבידוק הביטחוני",
        ["תלונה על בידוק"],
        "2026-05-14",
        "בבידוק הביטחוני בטרמינל 1 הצוות דיבר אליי בגסות וביקש לפתוח את כל התיק מול כולם."
        " אבקש בירור.",
        ["bastion"],
    ),
    (
        "cmp-hi-wheelchair",
        "यात्री शिकायत: व्हीलचेयर सहायता में देरी",
        ["व्हीलचेयर शिकायत"],
        "2026-08-08",
        "मेरी माँ को व्हीलचेयर सहायता के लिए विमान के दरवाज़े पर पैंतालीस मिनट इंतज़ार करना पड़ा।"
        " यह बहुत निराशाजनक था।",
        ["skyserve"],
    ),
    (
        "cmp-zh-refund",
        "旅客投诉：免税店退税问题",
        ["退税投诉"],
        "2026-07-03",
        "我在免税店购物后无法办理退税，店员说系统故障，让我在网上申请，但一直没有回复。",
        ["harbour-duty-free"],
    ),
    (
        "cmp-pt-bag",
        "Reclamação: mala danificada no voo da Orla Atlântica",
        ["reclamação mala danificada"],
        "2026-06-14",
        "A minha mala chegou com a pega partida no voo de 12 de junho. O agente de handling"
        " não aceitou a reclamação no balcão.",
        ["orla-atlantica", "apron-partners"],
    ),
]

CORRESPONDENCE = [
    (
        "corr-naa-method",
        "Regulator's acceptance of the overlay method statement",
        ["method statement acceptance"],
        "2026-04-24",
        "The authority accepts the night-possession method statement subject to a runway"
        " inspection before every handback.",
        ["proj-runway-resurfacing", "naa", "eleanor-voss"],
    ),
    (
        "corr-cedar-stand",
        "Cedar Jet request for a different evening stand",
        ["stand change request"],
        "2026-09-02",
        "The airline asks to leave the end-of-pier stand because of long walking distances.",
        ["cedar-jet", "dec-cedar-stand", "sara-alhaddad"],
    ),
    (
        "corr-fjallflyg-winter",
        "Fjällflyg winter programme notice 2026/27",
        ["winter programme notice"],
        "2026-09-30",
        "Eighteen rotations from 19 December to 27 March, Saturdays only.",
        ["fjallflyg", "bjorn-astrom"],
    ),
    (
        "corr-kestrel-bussing",
        "Kestrel Connect note on bussing from the remote stand",
        ["bussing note"],
        "2026-02-10",
        "Asks for a covered walkway or a second bus in wet weather.",
        ["kestrel-connect", "stand-20"],
    ),
]

REGISTERS = [
    (
        "reg-org-chart",
        "Airport organisation chart, 2026 edition",
        ["org chart"],
        "2026-01-05",
        "Departments, heads of department and reporting lines of the airport company.",
        [],
    ),
    (
        "reg-station-contacts",
        "Airline station contact list, winter 2026",
        ["station contacts"],
        "2026-10-25",
        "Names, phone numbers and out-of-hours contacts for each airline's local station.",
        [],
    ),
    (
        "reg-partner-contacts",
        "Contractor and concession contact list",
        ["partner contacts"],
        "2026-06-01",
        "Site contacts for handlers, suppliers, contractors and concessions.",
        [],
    ),
    (
        "reg-authority-contacts",
        "Regulatory contacts and oversight schedule 2026",
        ["oversight schedule"],
        "2026-01-12",
        "Named inspectors and the planned audits for the year.",
        [],
    ),
    (
        "reg-aerodrome-manual",
        "Aerodrome Manual Part E: movement area description",
        ["Part E"],
        "2025-12-01",
        "Runway, taxiway and apron dimensions, surfaces, lighting and holding points.",
        [],
    ),
    (
        "reg-stand-plan",
        "Stand allocation plan, summer 2026",
        ["stand plan"],
        "2026-03-29",
        "Which airline uses which stand, with aircraft codes and gate pairings.",
        [],
    ),
    (
        "reg-terminal-guide",
        "Terminal facilities register",
        ["terminal register"],
        "2026-02-01",
        "Gates, search lanes, lounges and concession units in each building.",
        [],
    ),
    (
        "reg-asset-register",
        "Engineering asset register",
        ["asset register"],
        "2026-01-15",
        "Buildings, plant and landside assets with their maintenance owners.",
        [],
    ),
    (
        "reg-capex-plan",
        "Five-year capital programme 2026 to 2031",
        ["capital programme"],
        "2026-03-10",
        "Budgets and phasing for every capital scheme.",
        ["proj-runway-resurfacing", "proj-baggage-system", "proj-terminal-extension"],
    ),
    (
        "reg-emergency-plan",
        "Airport emergency plan, issue 9",
        ["emergency plan"],
        "2025-10-01",
        "Roles, rendezvous points and call-out procedures for emergencies.",
        ["dept-operations", "dept-fire"],
    ),
]

# ---------------------------------------------------------------------------------------
# Question material written for this set
# ---------------------------------------------------------------------------------------

# (text, relevant ids) written by hand: descriptions that avoid titles and aliases.
PARAPHRASES = [
    ("which company runs the fuel depot tanks and the hydrant pumps?", ["petrel"]),
    ("who do we pay to fly hawks and scare birds off the strips", ["raptor-guard"]),
    ("the screening contractor at central search in the main building", ["bastion"]),
    ("who gives us aerodrome and approach control from the tower?", ["westmarch-ans"]),
    ("the person in charge of our firefighters", ["fiona-macleod"]),
    ("our wildlife hazard lead", ["gareth-pugh"]),
    ("who looks after the sorter and conveyors underneath the terminal?", ["rajesh-kumar"]),
    ("the short secondary strip used by turboprops in strong south-westerlies", ["runway-14-32"]),
    ("scheme to lay a new asphalt layer on the main strip at night", ["proj-runway-resurfacing"]),
    ("swap the old tilt-tray sorter and x-ray machines for CT", ["proj-baggage-system"]),
    (
        "two-storey building works adding check-in desks on the eastern side",
        ["proj-terminal-extension"],
    ),
    ("replacing halogen runway and taxiway lamps with LEDs", ["proj-agl-upgrade"]),
    ("plans for a five-deck parking structure", ["proj-multistorey"]),
    (
        "the night a roller from the contractor drove onto the runway after handback",
        ["inc-incursion-0621", "ev-or-2026-052", "ev-kerrow-investigation-0621"],
    ),
    (
        "jet fuel leaking from a hydrant coupling while the Beirut flight was refuelled",
        ["inc-fuelspill-0715", "ev-env-2026-004", "ev-rffs-log-0715"],
    ),
    (
        "oven smoke set off the alarms and the lounge had to be cleared",
        ["inc-evac-0928", "ev-or-2026-092"],
    ),
    (
        "high-loader reversed into a jet bridge",
        ["inc-catering-0819", "ev-or-2026-079", "ev-galley-statement-0819"],
    ),
    (
        "someone without a pass followed a ramp agent airside",
        ["inc-security-0511", "ev-sec-2026-007"],
    ),
    (
        "checked bags couldn't be x-rayed for three hours because a switch was swapped",
        ["inc-baggage-0909", "ev-or-2026-088", "ev-vandermolen-rca-0909"],
    ),
    ("which airline flies to Kazan?", ["volga-avia"]),
    ("the Seoul charter carrier with the widebody", ["hangang-air"]),
    ("who runs the tax-free shop after security", ["harbour-duty-free"]),
    ("coffee and pastry counters in both lounges", ["kaffeehaus-muller"]),
    ("company operating the car park barriers and shuttle buses", ["parkright"]),
    ("which body gave us the fuel farm permit", ["env-agency"]),
    ("government inspectors who run unannounced security tests", ["asi"]),
    (
        "our inspector from the certifying authority who leads the aerodrome audits",
        ["eleanor-voss"],
    ),
    ("who takes the notes at the airlines' forum", ["aisling-ward"]),
    ("when did the board agree to make short-stay parking dearer?", ["dec-parking-tariff"]),
    ("decision that every stand must have absorbent booms and drain covers", ["dec-spill-kits"]),
    (
        "the ruling that stopped overnight runway works after the roller",
        ["dec-suspend-night-works"],
    ),
    ("agreement under which the tower service is provided", ["ctr-ats-wans"]),
    ("this year's certification audit findings from the aviation regulator", ["aud-naa-2026"]),
    ("results of the fire tender turnout timing test", ["aud-rffs-trial"]),
    ("phone list of each airline's local manager", ["reg-station-contacts"]),
    (
        "who decides which airline parks where this summer? need the allocation document",
        ["reg-stand-plan"],
    ),
    ("the Swedish ski charter airline", ["fjallflyg"]),
    ("who is accountable manager on the aerodrome certificate", ["daniel-okafor"]),
]

# Lexical phrasings by category; {n} is a title or alias.
LEXICAL_TEMPLATES = {
    "airline": [
        "{n}",
        "what do we have on {n}?",
        "{n} airline profile",
        "pull up {n}",
        "tell me about {n} at this airport",
    ],
    "person": ["{n}", "who is {n}?", "{n} contact details", "what does {n} do here", "{n} role"],
    "company": ["{n}", "info on {n}", "{n} supplier record", "what do they do, {n}?"],
    "facility": ["{n}", "{n} details", "give me the page for {n}", "{n} info"],
    "project": [
        "status of the {n}",
        "{n} project",
        "where are we with the {n}?",
        "{n} progress",
    ],
    "incident": [
        "{n}",
        "details of the {n}",
        "what happened in the {n}?",
        "I need the write-up of the {n}",
    ],
    "meeting": ["{n}", "notes from the {n}", "what came out of the {n}?", "{n} record"],
    "decision": ["decision: {n}", "{n}", "the decision '{n}'", "where is the record of '{n}'?"],
    "evidence": ["{n}", "find {n}", "I'm looking for {n}", "can you locate {n}"],
}

SCRIPT_TEMPLATES = {
    "airline": ["{n}", "{n} — airline page", "what's the status of {n} here?", "{n} info"],
    "person": ["{n}", "who is {n}", "contact for {n}", "{n}, what's their role?"],
    "company": ["{n}", "{n} concession", "tell me about {n}"],
    "evidence": ["{n}", "{n} — find it", "looking for {n}"],
}
# Written wholly in the name's language.
NATIVE_SCRIPT = [
    ("Волга Авиа: кто они и где стоят?", ["volga-avia"]),
    ("한강항공 정보", ["hangang-air"]),
    ("さくらリンク航空について教えて", ["sakura-link"]),
    ("Αερογραμμές Σκύρος — στοιχεία", ["skyros-airways"]),
    ("معلومات عن سيدار جت", ["cedar-jet"]),
    ("Мария Соколова — контакты", ["maria-sokolova"]),
    ("김민준 연락처", ["kim-minjun"]),
    ("佐藤 美咲さんの連絡先", ["misaki-sato"]),
    ("陈伟 联系方式", ["chen-wei"]),
    ("ค้นหา สมชาย ใจดี", ["somchai-jaidee"]),
    ("מי זאת יעל כהן?", ["yael-cohen"]),
    ("राजेश कुमार कौन हैं?", ["rajesh-kumar"]),
    ("Γιώργος Παπαδόπουλος τηλέφωνο", ["giorgos-papadopoulos"]),
    ("جهة الاتصال سارة الحداد", ["sara-alhaddad"]),
    ("жалоба на задержку — где она?", ["cmp-ru-delay"]),
    ("수하물 지연 불만 찾아줘", ["cmp-ko-baggage"]),
    ("手荷物の苦情 SKL731", ["cmp-ja-baggage"]),
    ("退税投诉", ["cmp-zh-refund"]),
    ("Gepäckbeschwerde September finden", ["cmp-de-baggage"]),
    ("la réclamation évacuation du 28 septembre", ["cmp-fr-evacuation"]),
    ("queja evacuación de septiembre", ["cmp-es-evacuation"]),
    ("παράπονο ουράς στην προβλήτα", ["cmp-el-queue"]),
    ("Mietvertrag Café-Fläche", ["ctr-lease-kaffeehaus"]),
    ("письмо о повреждении двигателя", ["ev-volga-letter-0802"]),
    ("ร้องเรียนราคากาแฟ", ["cmp-th-coffee"]),
    ("תלונה על בידוק", ["cmp-he-screening"]),
    ("व्हीलचेयर शिकायत", ["cmp-hi-wheelchair"]),
    ("شكوى رائحة الوقود", ["cmp-ar-fuel"]),
    ("reclamação mala danificada", ["cmp-pt-bag"]),
]

# Hop templates: (anchor categories, step, phrasings); step is ("out"|"in", relation) or
# ("cites", evidence folder). {a} is the anchor's title or alias.
HOP_TEMPLATES = [
    (
        ["airline"],
        ("in", "station_manager_for"),
        [
            "who's the station manager for {a}?",
            "{a} station manager",
            "I need the local station contact for {a}",
            "who runs the {a} operation here",
        ],
    ),
    (
        ["airline"],
        ("out", "handled_by"),
        [
            "who handles {a} on the ground?",
            "{a} ground handler",
            "which handling agent turns round {a} flights",
        ],
    ),
    (["airline"], ("out", "fuelled_by"), ["who fuels {a}?", "into-plane fuel supplier for {a}"]),
    (["airline"], ("out", "catered_by"), ["who caters {a} flights", "{a} catering provider?"]),
    (["airline"], ("out", "parks_at"), ["which stands does {a} use?", "{a} stand allocation"]),
    (["staff"], ("out", "reports_to"), ["who is {a}'s line manager?", "{a} reports to whom?"]),
    (["department"], ("in", "heads"), ["who heads {a}?", "head of {a}", "who's the boss of {a}"]),
    (
        ["project"],
        ("out", "delivered_by"),
        ["which contractor is building the {a}?", "main contractor on the {a}"],
    ),
    (
        ["project"],
        ("out", "managed_by"),
        ["who's the PM for the {a}?", "{a}: project manager?", "who manages the {a}"],
    ),
    (
        ["incident"],
        ("cites", "evidence/occurrence-reports"),
        [
            "reports on the {a}",
            "find the investigation paperwork for the {a}",
            "occurrence report(s) covering the {a}",
        ],
    ),
    (
        ["incident"],
        ("out", "investigated_by"),
        ["who investigated the {a}?", "investigator for the {a}", "who looked into the {a}"],
    ),
    (
        ["incident"],
        ("out", "occurred_at"),
        ["where exactly did the {a} happen?", "location of the {a}"],
    ),
    (
        ["incident"],
        ("out", "involved_airline"),
        ["which airline was caught up in the {a}?", "carrier(s) affected by the {a}"],
    ),
    (["incident"], ("out", "raised_at"), ["which meeting discussed the {a}?"]),
    (
        ["meeting"],
        ("in", "decided_at"),
        ["what was decided at the {a}?", "decisions taken at the {a}", "{a} outcomes"],
    ),
    (["meeting"], ("out", "chaired_by"), ["who chaired the {a}?", "chair of the {a}"]),
    (
        ["decision"],
        ("out", "action_owner"),
        ["who owns the action from '{a}'?", "who has to deliver '{a}'"],
    ),
    (
        ["decision"],
        ("out", "decided_at"),
        ["at which meeting was '{a}' agreed?", "meeting that agreed '{a}'"],
    ),
    (["regulator"], ("in", "employed_by"), ["who's our inspector at the {a}?", "{a} contact"]),
    (
        ["terminal"],
        ("in", "trades_in"),
        ["which concessions trade in {a}?", "shops and cafés in {a}"],
    ),
    (["terminal"], ("in", "screens_at"), ["who does passenger screening in {a}?"]),
    (["runway"], ("in", "connects_to"), ["which taxiways join {a}?", "taxiways connecting to {a}"]),
    (["stand"], ("out", "serves_gate"), ["which gate boards {a}?", "gate for {a}"]),
    (
        ["contractor"],
        ("in", "delivered_by"),
        ["what projects is {a} working on for us?", "{a} jobs on site"],
    ),
    (["staff"], ("in", "investigated_by"), ["what has {a} investigated this year?"]),
    (
        ["handler", "fuel", "caterer", "security_co"],
        ("in", "employed_by"),
        ["who's our contact at {a}?", "manager at {a}"],
    ),
    (["project"], ("out", "affects_asset"), ["what assets does the {a} touch?"]),
]

HOP2_TEMPLATES = [
    (
        ["incident"],
        [("out", "involved_airline"), ("in", "station_manager_for")],
        [
            "who's the station manager of the airline caught up in the {a}?",
            "station contact for the carrier involved in the {a}",
        ],
    ),
    (
        ["meeting"],
        [("in", "decided_at"), ("out", "action_owner")],
        ["who picked up actions from the decisions at the {a}?", "action owners from the {a}"],
    ),
    (
        ["project"],
        [("out", "delivered_by"), ("in", "employed_by")],
        ["who's our contact at the firm delivering the {a}?", "contractor's manager on the {a}"],
    ),
    (
        ["airline"],
        [("out", "handled_by"), ("in", "employed_by")],
        ["who manages {a}'s handling agent?", "handling agent contact for {a}"],
    ),
    (
        ["airline"],
        [("out", "fuelled_by"), ("in", "employed_by")],
        ["who do I call at {a}'s fuel company?"],
    ),
    (
        ["decision"],
        [("out", "decided_at"), ("out", "chaired_by")],
        ["who chaired the meeting that agreed '{a}'?"],
    ),
    (
        ["incident"],
        [("out", "raised_at"), ("cites", "evidence/minutes")],
        ["minutes of the meeting where the {a} came up", "find the minutes that discuss the {a}"],
    ),
    (
        ["incident"],
        [("in", "concerns"), ("out", "action_owner")],
        ["who owns the follow-up action to the {a}?"],
    ),
    (
        ["incident"],
        [("in", "concerns"), ("out", "decided_at")],
        ["which meeting agreed the response to the {a}?"],
    ),
    (
        ["airline"],
        [("out", "parks_at"), ("out", "serves_gate")],
        ["which gates do {a} passengers board from?", "boarding gates for {a}"],
    ),
    (
        ["staff"],
        [("out", "works_in"), ("in", "heads")],
        ["who is the head of {a}'s department?"],
    ),
    (
        ["meeting"],
        [("out", "chaired_by"), ("out", "works_in")],
        ["which department is the chair of the {a} from?"],
    ),
    (
        ["project"],
        [("out", "managed_by"), ("out", "reports_to")],
        ["who does the {a} project manager report to?"],
    ),
    (
        ["incident"],
        [("out", "investigated_by"), ("out", "works_in")],
        ["which department investigated the {a}?"],
    ),
    (
        ["project"],
        [("out", "approved_at"), ("out", "chaired_by")],
        ["who chaired the meeting that approved the {a}?"],
    ),
    (
        ["incident"],
        [("out", "involved_party"), ("cites", "evidence/contracts")],
        [
            "contract with the company involved in the {a}",
            "what agreement covers the firm in the {a}?",
        ],
    ),
    (
        ["terminal"],
        [("in", "screens_at"), ("in", "employed_by")],
        ["who manages the screening contractor in {a}?"],
    ),
    (
        ["incident"],
        [("out", "occurred_at"), ("out", "serves_gate")],
        ["which gate is by the stand where the {a} happened?"],
    ),
    (
        ["project"],
        [("out", "affects_asset"), ("in", "occurred_at")],
        ["incidents on assets touched by the {a}"],
    ),
    (
        ["regulator"],
        [("in", "employed_by"), ("cites", "evidence/audits")],
        ["audit reports from our inspector at the {a}"],
    ),
]

# ---------------------------------------------------------------------------------------
# Building
# ---------------------------------------------------------------------------------------

_LINK_RE = re.compile(r"\[\[(page|evidence|source):([^|\]#\\]+)(?:#[^|\]]*)?(?:\\?\|[^\]]*)?\]\]")
_BLURB_LINK_RE = re.compile(r"<<([a-z0-9-]+)(?:\|([^>]+))?>>")


def _entry_id(doc_id: str, ts: str, ref: str, text: str) -> str:
    digest = hashlib.sha256("\n".join([doc_id, ts, ref, text]).encode("utf-8")).hexdigest()
    return "ev-" + digest[:12]


def _document(
    doc_id: str,
    folder: str,
    kind: str,
    type_: str,
    title: str,
    aliases: list[str],
    relations: list[tuple[str, str]],
    sources: list[str],
    created: str,
    updated: str,
    body: str,
) -> Document:
    meta: dict[str, object] = {
        "id": doc_id,
        "kind": kind,
        "type": type_,
        "title": title,
        "status": "active",
    }
    if aliases:
        meta["aliases"] = list(aliases)
    if relations:
        seen: list[tuple[str, str]] = []
        for rel in relations:
            if rel not in seen:
                seen.append(rel)
        meta["relations"] = [{"type": t, "target": x} for t, x in seen]
    if sources:
        meta["sources"] = list(sources)
    meta["created"] = created
    meta["updated"] = updated
    draft = Document(meta=meta, body=body, folder=folder)
    data = serialize_document(draft)
    return parse_document(data, folder=folder, path=f"{folder}/{doc_id}.md")


class _Builder:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.pages: dict[str, dict] = {}
        self.evidence: dict[str, dict] = {}
        self.category: dict[str, str] = {}

    # pages ---------------------------------------------------------------------------
    def page(
        self,
        pid: str,
        folder: str,
        type_: str,
        title: str,
        aliases: list[str],
        rels: list[str],
        blurb: str,
        cites: list[str],
        category: str,
        date: str = "2026-01-05",
        timeline: list[tuple[str, str, str]] | None = None,
    ) -> None:
        assert pid not in self.pages, pid
        self.pages[pid] = {
            "folder": folder,
            "type": type_,
            "title": title,
            "aliases": list(aliases),
            "rels": [tuple(r.split(":", 1)) for r in rels],
            "blurb": blurb,
            "cites": list(cites),
            "date": date,
            "timeline": timeline or [],
            "links": [],
        }
        self.category[pid] = category

    def ev(
        self,
        eid: str,
        folder: str,
        title: str,
        aliases: list[str],
        date: str,
        text: str,
        cited_by: list[str],
        category: str,
    ) -> None:
        assert eid not in self.evidence, eid
        self.evidence[eid] = {
            "folder": folder,
            "title": title,
            "aliases": list(aliases),
            "date": date,
            "text": text,
        }
        self.category[eid] = category
        for pid in cited_by:
            self.pages[pid]["cites"].append(eid)

    def title(self, doc_id: str) -> str:
        if doc_id in self.pages:
            return self.pages[doc_id]["title"]
        return self.evidence[doc_id]["title"]

    # rendering -----------------------------------------------------------------------
    def _label(self, doc_id: str) -> str:
        label = self.title(doc_id)
        return label.replace("|", "/").replace("]", ")").replace("[", "(")

    def _plink(self, pid: str, label: str | None = None) -> str:
        return f"[[page:{pid}|{label or self._label(pid)}]]"

    def _elink(self, eid: str) -> str:
        return f"[[evidence:{eid}|{self._label(eid)}]]"

    def _blurb(self, text: str) -> str:
        def sub(match: re.Match[str]) -> str:
            target, label = match.group(1), match.group(2)
            if target in self.evidence:
                return f"[[evidence:{target}|{label or self._label(target)}]]"
            return self._plink(target, label)

        return _BLURB_LINK_RE.sub(sub, text)

    def render_page(self, pid: str) -> Document:
        spec = self.pages[pid]
        cites: list[str] = []
        for c in spec["cites"]:
            if c not in cites:
                cites.append(c)
        assert cites, f"{pid} cites nothing"
        used: set[str] = set()
        counter = 0

        def cite() -> str:
            nonlocal counter
            eid = cites[counter % len(cites)]
            counter += 1
            used.add(eid)
            return self._elink(eid)

        lines = [f"# {spec['title']}", ""]
        blurb = self._blurb(spec["blurb"]).rstrip(".")
        lines.append(f"{blurb} ({cite()}).")
        lines.append("")
        heading = self.rng.choice(
            ["## Key facts", "## Links", "## Relationships", "## At a glance"]
        )
        lines.append(heading)
        lines.append("")
        groups: dict[str, list[str]] = {}
        for rtype, target in spec["rels"]:
            groups.setdefault(rtype, []).append(target)
        for rtype, targets in groups.items():
            phrase = _PHRASES[rtype]
            links = ", ".join(self._plink(t) for t in targets)
            lines.append(f"- {phrase.format(x=links)} ({cite()}).")
        for text in spec["links"]:
            lines.append(f"- {text} ({cite()}).")
        rest = [c for c in cites if c not in used]
        if rest:
            lines.append("")
            lines.append("Further documents: " + ", ".join(self._elink(c) for c in rest) + ".")
        if spec["timeline"]:
            lines += ["", "## Timeline", ""]
            for ts, ref, text in spec["timeline"]:
                lines.append(f"- **{ts}** | {_entry_id(pid, ts, ref, text)} | {ref} | {text}")
        date = spec["date"]
        return _document(
            pid,
            spec["folder"],
            "page",
            spec["type"],
            spec["title"],
            spec["aliases"],
            spec["rels"],
            [],
            f"{date}T09:00:00Z",
            "2026-12-01T12:00:00Z",
            "\n".join(lines),
        )

    def render_evidence(self, eid: str) -> Document:
        spec = self.evidence[eid]
        body = f"# {spec['title']}\n\n{spec['text']}"
        date = spec["date"]
        sub = spec["folder"].split("/")[-1]
        return _document(
            eid,
            spec["folder"],
            "evidence",
            "source",
            spec["title"],
            spec["aliases"],
            [],
            [f"web:dms:{sub}:{eid}"],
            f"{date}T08:00:00Z",
            f"{date}T08:00:00Z",
            body,
        )


_PHRASES = {
    "employed_by": "Employed by {x}",
    "works_in": "Works in {x}",
    "heads": "Heads {x}",
    "reports_to": "Reports to {x}",
    "station_manager_for": "Station manager for {x}",
    "account_manager_for": "Airline account manager for {x}",
    "operates_from": "Operates from {x}",
    "parks_at": "Normally parks on {x}",
    "handled_by": "Ground handling by {x}",
    "fuelled_by": "Fuel supplied into-plane by {x}",
    "catered_by": "Catering loaded by {x}",
    "screens_at": "Provides screening at {x}",
    "trades_in": "Trades in {x}",
    "operates_facility": "Operates {x}",
    "regulates": "Regulates {x}",
    "oversees": "Oversees {x}",
    "patrols": "Patrols {x}",
    "on_apron": "Located on {x}",
    "serves_gate": "Passengers board through {x}",
    "in_terminal": "Part of {x}",
    "connects_to": "Connects to {x}",
    "leads_to": "Leads to {x}",
    "maintained_by": "Maintained by {x}",
    "covered_by": "Fire cover from {x}",
    "controlled_by": "Air traffic control by {x}",
    "part_of": "A department of {x}",
    "based_at": "Based at {x}",
    "managed_by": "Project manager: {x}",
    "sponsored_by": "Sponsor: {x}",
    "delivered_by": "Main contractor: {x}",
    "technical_lead": "Technical lead: {x}",
    "affects_asset": "Works affect {x}",
    "depends_on": "Depends on {x}",
    "approved_at": "Approved at {x}",
    "reviewed_at": "Reviewed at {x}",
    "permitted_by": "Needs consent from {x}",
    "occurred_at": "Location: {x}",
    "involved_airline": "Airline involved: {x}",
    "involved_party": "Other party involved: {x}",
    "reported_by": "Reported by {x}",
    "investigated_by": "Investigated by {x}",
    "raised_at": "Raised at {x}",
    "notified_to": "Notified to {x}",
    "during_project": "Happened during {x}",
    "responded_by": "Responders included {x}",
    "similar_to": "Similar to {x}",
    "chaired_by": "Chair: {x}",
    "attended_by": "Attendees: {x}",
    "minute_taker": "Minutes taken by {x}",
    "follows_up": "Follows up {x}",
    "decided_at": "Agreed at {x}",
    "concerns": "Concerns {x}",
    "action_owner": "Action owner: {x}",
    "supersedes": "Supersedes {x}",
}

_COMPANY_CATEGORY = {
    "partners/airlines": "airline",
    "partners/handling": "handler",
    "partners/fuel": "fuel",
    "partners/catering": "caterer",
    "partners/security": "security_co",
    "partners/concessions": "concession",
    "partners/contractors": "contractor",
    "partners/ans": "ans",
    "authorities": "regulator",
}
_COMPANY_CITES = {
    "airline": ["reg-stand-plan", "reg-station-contacts"],
    "regulator": ["reg-authority-contacts"],
}


def _populate(b: _Builder) -> dict[str, list[str]]:
    """Pages and evidence into the builder; returns each incident's reports."""
    for pid, folder, type_, title, aliases, rels, blurb, cites in OPERATOR:
        b.page(pid, folder, type_, title, aliases, rels, blurb, cites, "operator")
    for pid, title, aliases, rels, blurb in DEPARTMENTS:
        b.page(
            pid,
            "departments",
            "concept",
            title,
            aliases,
            rels,
            blurb,
            ["reg-org-chart"],
            "department",
        )
    for pid, folder, title, aliases, rels, blurb in COMPANIES:
        cat = _COMPANY_CATEGORY[folder]
        cites = list(_COMPANY_CITES.get(cat, []))
        timeline = []
        if cat == "airline":
            timeline = [
                (
                    "2026-03-29T00:00:00Z",
                    "web:stand-plan:s26",
                    "Summer schedule started; stands confirmed in the stand plan.",
                )
            ]
        b.page(
            pid, folder, "company", title, aliases, rels, blurb, cites, cat, "2025-12-01", timeline
        )
    for pid, folder, title, aliases, rels, blurb in PEOPLE:
        if folder == _STAFF:
            cat, cites = "staff", ["reg-org-chart"]
        elif folder == _AUTH:
            cat, cites = "authority_person", ["reg-authority-contacts"]
        elif any(r.startswith("station_manager_for:") for r in rels):
            cat, cites = "station_manager", ["reg-station-contacts"]
        else:
            cat, cites = "partner_person", ["reg-partner-contacts"]
        b.page(pid, folder, "person", title, aliases, rels, blurb, cites, cat)
    for pid, folder, title, aliases, rels, blurb, cites in FACILITIES:
        cat = {
            "airfield/runways": "runway",
            "airfield/taxiways": "taxiway",
            "airfield/aprons": "apron",
            "terminal/buildings": "terminal",
        }.get(folder, "facility")
        if pid in ("baggage-hall", "fire-station"):
            cat = "facility"
        b.page(pid, folder, "concept", title, aliases, rels, blurb, list(cites), cat)
    for num, apron, gate, blurb in STANDS:
        rels = [f"on_apron:{apron}"] + ([f"serves_gate:{gate}"] if gate else [])
        b.page(
            f"stand-{num}",
            "airfield/stands",
            "concept",
            f"Stand {num}",
            [f"S{num:02d}"],
            rels,
            blurb,
            ["reg-stand-plan"],
            "stand",
        )
    for num, terminal in GATES:
        b.page(
            f"gate-{num}",
            "terminal/gates",
            "concept",
            f"Gate {num}",
            [f"G{num}"],
            [f"in_terminal:{terminal}"],
            "Departure gate.",
            ["reg-terminal-guide"],
            "gate",
        )
    for pid, title, aliases, rels, blurb, timeline in PROJECTS:
        b.page(
            pid,
            "capital-projects",
            "project",
            title,
            aliases,
            rels,
            blurb,
            ["reg-capex-plan"] if pid != "proj-taxiway-c" else [],
            "project",
            "2026-02-01",
            timeline,
        )
    for mid, title, aliases, date, chair, attendees, taker, prev, blurb in MEETINGS:
        rels = [f"chaired_by:{chair}"] + [f"attended_by:{a}" for a in attendees]
        rels.append(f"minute_taker:{taker}")
        if prev:
            rels.append(f"follows_up:{prev}")
        b.page(
            mid, "governance/meetings", "meeting", title, aliases, rels, blurb, [], "meeting", date
        )
    reports: dict[str, list[str]] = {}
    for iid, title, aliases, date, rels, blurb, reps, timeline in INCIDENTS:
        b.page(
            iid,
            "occurrences/2026",
            "note",
            title,
            aliases,
            rels,
            blurb,
            [],
            "incident",
            date,
            timeline,
        )
        reports[iid] = [r[0] for r in reps]
    for did, title, aliases, mid, rels, blurb in DECISIONS:
        date = next(m[3] for m in MEETINGS if m[0] == mid)
        b.page(
            did,
            "governance/decisions",
            "note",
            title,
            aliases,
            [f"decided_at:{mid}"] + rels,
            blurb,
            [f"min-{mid[2:]}"],
            "decision",
            date,
        )

    # evidence
    for iid, _t, _a, date, _r, _b, reps, _tl in INCIDENTS:
        for eid, title, aliases, text in reps:
            b.ev(
                eid,
                "evidence/occurrence-reports",
                title,
                aliases,
                date,
                text,
                [iid],
                "occurrence_report",
            )
    for eid, title, aliases, date, text, cited in CONTRACTS:
        b.ev(eid, "evidence/contracts", title, aliases, date, text, cited, "contract")
    for eid, title, aliases, date, text, cited in AUDITS:
        b.ev(eid, "evidence/audits", title, aliases, date, text, cited, "audit")
    for eid, title, aliases, date, text, cited in NOTAMS:
        b.ev(eid, "evidence/notams", title, aliases, date, text, cited, "notam")
    for eid, title, aliases, date, text, cited in COMPLAINTS:
        b.ev(eid, "evidence/complaints", title, aliases, date, text, cited, "complaint")
    for eid, title, aliases, date, text, cited in CORRESPONDENCE:
        b.ev(eid, "evidence/correspondence", title, aliases, date, text, cited, "letter")
    for eid, title, aliases, date, text, cited in REGISTERS:
        b.ev(eid, "evidence/registers", title, aliases, date, text, cited, "register")
    for mid, title, _a, date, chair, attendees, taker, _p, _b in MEETINGS:
        decided = [d for d in DECISIONS if d[3] == mid]
        raised = [i for i in INCIDENTS if f"raised_at:{mid}" in i[4]]
        names = ", ".join(b.title(p) for p in [chair, *attendees])
        text = f"Present: {names}. Minutes: {b.title(taker)}."
        if raised:
            text += " Occurrences reviewed: " + "; ".join(i[1] for i in raised) + "."
        if decided:
            text += " Agreed: " + "; ".join(d[1] for d in decided) + "."
        else:
            text += " Items noted; no decisions recorded."
        day = date.split("-")
        b.ev(
            f"min-{mid[2:]}",
            "evidence/minutes",
            f"Minutes: {title}",
            [f"minutes {day[2]}/{day[1]}/{day[0]}"],
            date,
            text,
            [mid],
            "minutes",
        )

    # extra inline page links in bodies (reverse views of relations, cross references)
    for iid, _t, _a, _d, rels, _b, _r, _tl in INCIDENTS:
        for r in rels:
            rtype, target = r.split(":", 1)
            if rtype == "involved_airline":
                b.pages[target]["links"].append("Involved in the " + b._plink(iid))
            if rtype == "during_project":
                b.pages[target]["links"].append("Occurrence during the works: " + b._plink(iid))
    for did, _t, _a, mid, _rels, _b in DECISIONS:
        b.pages[mid]["links"].append("Decided: " + b._plink(did))
    for pid, _t, _a, rels, _b, _tl in PROJECTS:
        for r in rels:
            rtype, target = r.split(":", 1)
            if rtype == "delivered_by":
                b.pages[target]["links"].append("Contractor on the " + b._plink(pid))
    return reports


def _graph(docs: list[Document]) -> tuple[dict[str, set[str]], dict, dict, dict]:
    """Undirected adjacency, typed relations out and in, and each document's evidence links."""
    adj: dict[str, set[str]] = {d.brain_id: set() for d in docs}
    rel_out: dict[str, list[tuple[str, str]]] = {d.brain_id: [] for d in docs}
    rel_in: dict[str, list[tuple[str, str]]] = {d.brain_id: [] for d in docs}
    cites: dict[str, list[str]] = {d.brain_id: [] for d in docs}
    for d in docs:
        src = d.brain_id
        for rel in d.relations:
            rel_out[src].append((rel.type, rel.target))
            rel_in.setdefault(rel.target, []).append((rel.type, src))
            if rel.target != src:
                adj[src].add(rel.target)
                adj.setdefault(rel.target, set()).add(src)
        for kind, target in _LINK_RE.findall(d.body):
            if kind == "source":
                continue
            if kind == "evidence" and target not in cites[src]:
                cites[src].append(target)
            if target != src:
                adj[src].add(target)
                adj.setdefault(target, set()).add(src)
    return adj, rel_out, rel_in, cites


def _distances(adj: dict[str, set[str]], start: str, limit: int = 3) -> dict[str, int]:
    dist = {start: 0}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        if dist[node] >= limit:
            continue
        for nxt in sorted(adj.get(node, ())):
            if nxt not in dist:
                dist[nxt] = dist[node] + 1
                queue.append(nxt)
    return dist


def _build_all(seed: int = 7) -> tuple[EvalSet, list[tuple[Question, str | None]]]:
    rng = random.Random(seed)
    b = _Builder(rng)
    reports = _populate(b)
    docs = [b.render_page(pid) for pid in b.pages] + [b.render_evidence(e) for e in b.evidence]
    folders = {d.brain_id: d.folder for d in docs}
    adj, rel_out, rel_in, cites = _graph(docs)
    titles = {d.brain_id: d.title for d in docs}
    aliases = {d.brain_id: d.aliases for d in docs}
    cat = b.category

    def names(doc_id: str) -> list[str]:
        return [titles[doc_id], *aliases[doc_id]]

    def mentions(text: str, doc_id: str) -> bool:
        low = text.lower()
        return any(n.lower() in low for n in names(doc_id))

    def step(node: str, spec: tuple[str, str]) -> set[str]:
        how, what = spec
        if how == "out":
            return {t for r, t in rel_out[node] if r == what}
        if how == "in":
            return {s for r, s in rel_in.get(node, []) if r == what}
        return {e for e in cites[node] if folders[e].startswith(what)}

    def anchor_name(doc_id: str) -> str:
        options = names(doc_id)
        if cat[doc_id] in ("incident", "project", "meeting") and len(options) > 1:
            return rng.choice(options[1:])
        if cat[doc_id] == "decision":
            t = titles[doc_id]
            return t[0].lower() + t[1:]
        return rng.choice(options) if rng.random() < 0.35 else options[0]

    out: list[tuple[Question, str | None]] = []
    seen_texts: set[str] = set()

    def add(text: str, kind: str, relevant: set[str], anchor: str | None) -> bool:
        key = text.lower()
        if key in seen_texts:
            return False
        seen_texts.add(key)
        out.append((Question(text, kind, set(relevant)), anchor))
        return True

    # hop and hop2 --------------------------------------------------------------------
    def hop_candidates(templates: list, depth: int) -> list[tuple[str, set[str], str, int]]:
        found = []
        for index, (cats, steps, phrasings) in enumerate(templates):
            steps = [steps] if depth == 1 else steps
            for anchor in b.pages:
                if cat[anchor] not in cats:
                    continue
                frontier = {anchor}
                for s in steps:
                    frontier = set().union(*(step(n, s) for n in frontier)) if frontier else set()
                answers = frontier - {anchor}
                if not answers:
                    continue
                dist = _distances(adj, anchor, depth + 1)
                if any(dist.get(a) != depth for a in answers):
                    continue
                text = rng.choice(phrasings).format(a=anchor_name(anchor))
                text = text[0].upper() + text[1:] if rng.random() < 0.6 else text
                if any(mentions(text, a) for a in answers):
                    continue
                found.append((text, answers, anchor, index))
        return found

    def pick(cands: list, count: int, kind: str) -> None:
        rng.shuffle(cands)
        by_template: dict[int, list] = {}
        for c in cands:
            by_template.setdefault(c[3], []).append(c)
        taken = 0
        while taken < count and any(by_template.values()):
            for key in sorted(by_template):
                if taken >= count or not by_template[key]:
                    continue
                text, answers, anchor, _ = by_template[key].pop()
                if add(text, kind, answers, anchor):
                    taken += 1

    pick(hop_candidates(HOP_TEMPLATES, 1), 40, "hop")
    pick(hop_candidates(HOP2_TEMPLATES, 2), 30, "hop2")

    # lexical --------------------------------------------------------------------------
    def lexical_relevant(doc_id: str) -> set[str]:
        rel = {doc_id}
        if cat[doc_id] == "incident":
            rel |= set(reports[doc_id])
        if cat[doc_id] == "meeting":
            rel |= {e for e in cites[doc_id] if folders[e] == "evidence/minutes"}
        return rel

    def latin(s: str) -> bool:
        return all(ord(ch) < 128 or ch in "£²³–—’" for ch in s)

    lex_cats = {
        "airline": "airline",
        "staff": "person",
        "station_manager": "person",
        "partner_person": "person",
        "authority_person": "person",
        "handler": "company",
        "fuel": "company",
        "caterer": "company",
        "security_co": "company",
        "concession": "company",
        "contractor": "company",
        "regulator": "company",
        "ans": "company",
        "runway": "facility",
        "taxiway": "facility",
        "terminal": "facility",
        "facility": "facility",
        "apron": "facility",
        "project": "project",
        "incident": "incident",
        "meeting": "meeting",
        "decision": "decision",
        "contract": "evidence",
        "audit": "evidence",
        "notam": "evidence",
        "register": "evidence",
    }
    lex_pool = [d for d in titles if cat.get(d) in lex_cats and latin(titles[d])]
    rng.shuffle(lex_pool)
    per_cat: dict[str, int] = {}
    taken = 0
    for doc_id in lex_pool:
        if taken >= 36:
            break
        group = lex_cats[cat[doc_id]]
        if per_cat.get(group, 0) >= 6:
            continue
        options = [n for n in names(doc_id) if latin(n)]
        if group in ("incident", "meeting", "project") and len(options) > 1 and rng.random() < 0.6:
            name = rng.choice(options[1:])
        elif group == "decision":
            name = titles[doc_id][0].lower() + titles[doc_id][1:]
        else:
            name = rng.choice(options) if rng.random() < 0.3 else options[0]
        text = rng.choice(LEXICAL_TEMPLATES[group]).format(n=name)
        if add(text, "lexical", lexical_relevant(doc_id), doc_id):
            per_cat[group] = per_cat.get(group, 0) + 1
            taken += 1

    # script ---------------------------------------------------------------------------
    native = list(NATIVE_SCRIPT)
    rng.shuffle(native)
    taken = 0
    for text, rel in native[:16]:
        if add(text, "script", set(rel), rel[0]):
            taken += 1
    script_pool = [
        d
        for d in titles
        if not latin(titles[d])
        and cat.get(d) in ("airline", "staff", "station_manager", "partner_person", "concession")
        and not any(titles[d] in q.text for q, _ in out)
    ]
    rng.shuffle(script_pool)
    for doc_id in script_pool:
        if taken >= 26:
            break
        group = {"airline": "airline", "concession": "company"}.get(cat[doc_id], "person")
        text = rng.choice(SCRIPT_TEMPLATES[group]).format(n=titles[doc_id])
        if add(text, "script", {doc_id}, doc_id):
            taken += 1

    # paraphrase -----------------------------------------------------------------------
    for text, rel in PARAPHRASES:
        add(text, "paraphrase", set(rel), None)

    return EvalSet(documents=docs, questions=[q for q, _ in out]), out


def build(seed: int = 7) -> EvalSet:
    return _build_all(seed)[0]


# ---------------------------------------------------------------------------------------
# Checking
# ---------------------------------------------------------------------------------------


def _check(seed: int = 7) -> None:
    evalset, annotated = _build_all(seed)
    docs = evalset.documents
    ids = [d.brain_id for d in docs]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_id = {d.brain_id: d for d in docs}
    for d in docs:
        data = serialize_document(d)
        again = parse_document(data, folder=d.folder, path=d.path)
        assert serialize_document(again) == data, f"{d.brain_id}: not canonical"
        problems = validate_document(again, file_stem=d.brain_id)
        assert not problems, f"{d.brain_id}: {problems}"
        assert (d.kind == "evidence") == d.folder.startswith("evidence"), d.brain_id
        for rel in d.relations:
            assert rel.target in by_id, f"{d.brain_id}: relation to missing {rel.target}"
            assert by_id[rel.target].kind == "page", f"{d.brain_id}: relation to evidence"
        found = _LINK_RE.findall(d.body)
        assert len(found) == len(d.links), f"{d.brain_id}: link scan disagrees"
        for kind, target in found:
            assert target in by_id, f"{d.brain_id}: link to missing {target}"
            assert by_id[target].kind == ("evidence" if kind == "evidence" else "page"), target
        if d.kind == "evidence":
            assert "[[" not in d.body, d.brain_id
    adj, *_ = _graph(docs)
    names = {d.brain_id: [d.title, *d.aliases] for d in docs}

    def mentions(text: str, doc_id: str) -> bool:
        return any(n.lower() in text.lower() for n in names[doc_id])

    counts: dict[str, int] = {}
    texts = set()
    for q, anchor in annotated:
        counts[q.kind] = counts.get(q.kind, 0) + 1
        assert q.text not in texts, f"duplicate question {q.text!r}"
        texts.add(q.text)
        assert q.relevant, q.text
        for r in q.relevant:
            assert r in by_id, f"{q.text!r}: missing relevant {r}"
        if q.kind in ("hop", "hop2"):
            depth = 1 if q.kind == "hop" else 2
            assert anchor is not None and mentions(q.text, anchor), q.text
            dist = _distances(adj, anchor, depth + 1)
            for r in q.relevant:
                assert dist.get(r) == depth, f"{q.text!r}: {r} at {dist.get(r)}"
                assert not mentions(q.text, r), f"{q.text!r} names its answer {r}"
        elif q.kind in ("lexical", "script"):
            assert any(mentions(q.text, r) for r in q.relevant), q.text
            if q.kind == "script":
                assert any(ord(ch) > 127 for ch in q.text), q.text
        elif q.kind == "paraphrase":
            for r in q.relevant:
                assert not mentions(q.text, r), f"{q.text!r} names {r}"
        else:
            raise AssertionError(q.kind)
    other = _build_all(seed)[0]
    assert [serialize_document(d) for d in other.documents] == [
        serialize_document(d) for d in docs
    ], "documents differ between builds"
    assert [(q.text, q.kind, sorted(q.relevant)) for q in other.questions] == [
        (q.text, q.kind, sorted(q.relevant)) for q in evalset.questions
    ], "questions differ between builds"
    n_pages = sum(1 for d in docs if d.kind == "page")
    n_script = sum(1 for d in docs if any(ord(ch) > 127 and ch.isalpha() for ch in d.title))
    rel_types = {r.type for d in docs for r in d.relations}
    print(
        f"documents: {len(docs)} ({n_pages} pages, {len(docs) - n_pages} evidence); "
        f"non-ASCII titles: {n_script} ({n_script / len(docs):.0%}); "
        f"relation types: {len(rel_types)}"
    )
    print(f"questions: {len(evalset.questions)} {dict(sorted(counts.items()))}")
    print("check passed")


if __name__ == "__main__":
    _check()
