"""Set T: a held-out labelled retrieval set over a boutique hotel group, from another generator.

DATA CARD

Domain: the Larkspur Hotel Collection, eight small hotels (Edinburgh, Annecy, Seville, Nafplio,
Bristol, Kyoto, Lake Como, Bath) run under management agreements for their owners: general
managers, departments (front office, housekeeping, kitchen, spa) and their heads, group
executives, suppliers (linen, food, lifts, plant, water testing, booking software, spa products,
builders) with their account contacts, corporate clients and travel agencies, weddings,
conferences and block bookings, refurbishment projects, guest complaints and incidents (food
safety, lift failures, overbooking, Legionella, theft, flooding), inspection and ratings bodies
and their inspectors, owners and lenders, management meetings and the decisions taken at them,
and evidence (contracts, facility and management agreements, inspection reports, incident
reports, minutes, staff rosters, guest reviews in several languages).

Documents: 296 (201 pages, 95 evidence), every one valid in the document format (docs/format.md)
with canonical frontmatter; 72 carry a timeline whose entry ids are computed as the format says.
Folders: group, hotels, hotels/departments, people/staff, people/group, people/external,
suppliers, clients/corporate, clients/agencies, events/weddings, events/conferences,
events/other, projects/refurbishments, incidents, meetings, decisions, authorities,
finance/owners, finance/lenders, evidence/contracts, evidence/finance, evidence/hr,
evidence/inspections, evidence/incident-reports, evidence/minutes, evidence/reviews.
Names: about 16% of titles are in other scripts (Cyrillic, Greek, Arabic, Hebrew, Devanagari,
Chinese, Japanese, Korean, Thai) or Latin with diacritics; people's names are drawn by the seed.

Relations (56 types): account_manager_at, affects_client, applies_to, attended_by, authorised_by,
booked_by, booked_via, catered_by, channel_manager_for, concerns, coordinated_by,
corporate_rate_with, department_of, detected_by, disrupted_event, emergency_supply_from,
employed_by, executive_of, financed_by, food_safety_inspected_by, funded_by, general_manager_of,
handled_by, heads_department, held_at, holds_allotment_at, inspector_for, led_by, liaises_with,
lifts_examined_by, main_contractor, maintains_hvac_at, maintains_lifts_at, manages_account,
occurred_at, owned_by, part_of_group, pms_provider_for, proposed_by, rated_by, refurbishes,
relationship_manager_at, reported_to, reports_to, represents, responds_to, supplied_seafood_to,
supplies_cheese_to, supplies_linen_to, supplies_produce_to, supplies_seafood_to,
supplies_spa_products_to, taken_at, tests_water_at, traced_to, works_in. Bodies also carry page
links and evidence citations.

Questions: 172 (lexical 38, script 26, hop 46, hop2 32, paraphrase 30).
- lexical: names the answer by its title or a Latin alias, phrased naturally;
- script: the same with a name in another script or with diacritics;
- hop: names one page and asks for a page one link (relation, page link or citation) away;
  every answer lies at distance exactly 1 from the named page and no answer's title appears in
  the question;
- hop2: the same at distance exactly 2;
- paraphrase: describes the answer without naming it.
Relevant sets list every correct answer: a meeting goes with its minutes, an incident with the
reports and reviews that describe it.

`build(seed)` is deterministic for a seed; `_check()` validates every document with the
project's parser and validation, every link and relation target, every relevant id, the hop
title rule and determinism (`python -m bench.retrieval_data_t`).
"""

from __future__ import annotations

import random
import re
import unicodedata
from collections import deque
from dataclasses import dataclass, field

from bench.retrieval_data import EvalSet, Question
from brain.toolkit.document import Document, parse_document, serialize_document, serialize_meta
from brain.toolkit.timeline import timeline_entry_id

# ---------------------------------------------------------------------------------------------
# Names
# ---------------------------------------------------------------------------------------------

_FIRST = [
    "Amelia",
    "Oliver",
    "Harriet",
    "James",
    "Fiona",
    "Callum",
    "Isla",
    "Rory",
    "Megan",
    "Daniel",
    "Grace",
    "Thomas",
    "Hannah",
    "Samuel",
    "Eleanor",
    "Marcus",
    "Julia",
    "Patrick",
    "Laura",
    "Niall",
    "Sophie",
    "Edward",
    "Claire",
    "Duncan",
    "Rachel",
    "Gareth",
    "Alice",
    "Simon",
    "Kirsty",
    "Adrian",
    "Lucia",
    "Marco",
    "Elena",
    "Pablo",
    "Carmen",
    "Giulia",
    "Luca",
    "Anna",
    "Felix",
    "Maya",
    "Ewan",
    "Bethany",
    "Hugo",
    "Imogen",
    "Declan",
    "Rosa",
    "Tobias",
    "Yvonne",
    "Owen",
    "Priscilla",
    "Victor",
    "Nadia",
]
_LAST = [
    "Fraser",
    "Whitmore",
    "Pemberton",
    "Ashworth",
    "Gallagher",
    "Sinclair",
    "Holloway",
    "Drummond",
    "Kendrick",
    "Marsh",
    "Thornton",
    "Barclay",
    "Lockhart",
    "Fielding",
    "Ramsay",
    "Cartwright",
    "Hale",
    "Osborne",
    "Pryce",
    "Weston",
    "Calder",
    "Moreau",
    "Bianchi",
    "Ferraro",
    "Navarro",
    "Ortega",
    "Keane",
    "Doyle",
    "Quinn",
    "Hargreaves",
    "Lowther",
    "Meadows",
    "Radcliffe",
    "Sutherland",
    "Vance",
    "Ainsley",
    "Brennan",
    "Colvin",
    "Danforth",
    "Everett",
    "Galbraith",
    "Huxley",
    "Ingram",
    "Jessop",
    "Kilbride",
    "Lennox",
    "Mallory",
    "Neville",
    "Prentice",
    "Rutherford",
    "Stroud",
    "Tennant",
]

# (display name, id, Latin alias or "", culture)
_SCRIPT_NAMES = [
    ("Ольга Смирнова", "olga-smirnova", "Olga Smirnova", "ru"),
    ("Дмитрий Волков", "dmitry-volkov", "", "ru"),
    ("Νίκος Παπαδόπουλος", "nikos-papadopoulos", "Nikos Papadopoulos", "el"),
    ("Ελένη Κωνσταντίνου", "eleni-konstantinou", "", "el"),
    ("Σοφία Αντωνίου", "sofia-antoniou", "Sofia Antoniou", "el"),
    ("ليلى حداد", "layla-haddad", "Layla Haddad", "ar"),
    ("عمر الخطيب", "omar-al-khatib", "", "ar"),
    ("נועה כהן", "noa-cohen", "Noa Cohen", "he"),
    ("אבי לוי", "avi-levi", "", "he"),
    ("प्रिया शर्मा", "priya-sharma", "Priya Sharma", "hi"),
    ("अर्जुन मेहता", "arjun-mehta", "", "hi"),
    ("王芳", "wang-fang", "Wang Fang", "zh"),
    ("陈志强", "chen-zhiqiang", "", "zh"),
    ("佐藤美咲", "sato-misaki", "Misaki Sato", "ja"),
    ("田中健一", "tanaka-kenichi", "Kenichi Tanaka", "ja"),
    ("山本直樹", "yamamoto-naoki", "", "ja"),
    ("中村由紀", "nakamura-yuki", "Yuki Nakamura", "ja"),
    ("김민준", "kim-minjun", "Kim Min-jun", "ko"),
    ("이서연", "lee-seoyeon", "", "ko"),
    ("สมชาย ใจดี", "somchai-jaidee", "Somchai Jaidee", "th"),
    ("นภา ศรีสุข", "napha-srisuk", "", "th"),
]
_DIACRITIC_NAMES = [
    ("Łukasz Wójcik", "lukasz-wojcik", "pl"),
    ("Inês Conceição", "ines-conceicao", "pt"),
    ("Søren Kjærgaard", "soren-kjaergaard", "da"),
    ("Ángela Muñoz", "angela-munoz", "es"),
    ("Núria Vilaró", "nuria-vilaro", "es"),
    ("Dorota Śliwińska", "dorota-sliwinska", "pl"),
    ("Mehmet Yılmaz", "mehmet-yilmaz", "tr"),
    ("Jiří Dvořák", "jiri-dvorak", "cs"),
    ("Chloé Marchand", "chloe-marchand", "fr"),
    ("François Bélanger", "francois-belanger", "fr"),
    ("Björn Åström", "bjorn-astrom", "sv"),
    ("Zoë Mäkinen", "zoe-makinen", "fi"),
    ("Tomás Ó Briain", "tomas-o-briain", "ga"),
]

_PRIOR = [
    "a design hotel in Lisbon",
    "a country-house hotel in the Cotswolds",
    "a cruise line's hotel department",
    "a Paris palace hotel",
    "a ski chalet operator in Verbier",
    "a London members' club",
    "a Singapore business hotel",
    "a vineyard estate in the Douro",
    "a Dubai resort",
    "an airport hotel near Frankfurt",
    "a safari lodge group in Kenya",
    "a Copenhagen restaurant group",
]
_SCHOOLS = [
    "the Glion hotel school",
    "Ecole hôtelière de Lausanne",
    "Oxford Brookes",
    "the Basque Culinary Center",
    "a catering college in Glasgow",
    "Les Roches",
    "Cornell's hotel school",
]

# ---------------------------------------------------------------------------------------------
# Fixed world: hotels, organisations, events, projects, incidents, meetings, decisions
# ---------------------------------------------------------------------------------------------

GROUP = "larkspur-hotel-collection"

# id, title, aliases, city, country, rooms, description, has spa, owner, rated_by,
# food inspector, lift examiner, opened/joined year, culture
HOTELS = [
    (
        "linden-hall",
        "The Linden Hall",
        ["Linden Hall"],
        "Edinburgh",
        "Scotland",
        42,
        "a Georgian townhouse on a New Town crescent whose old drawing room is now a whisky "
        "library of some four hundred single malts",
        False,
        "fairlie-family-office",
        ["crown-and-key-ratings"],
        None,
        "liftsafe-inspection",
        2014,
        "",
    ),
    (
        "hotel-des-ecluses",
        "Hôtel des Écluses",
        ["Hotel des Ecluses", "Les Écluses"],
        "Annecy",
        "France",
        28,
        "a former lock-keeper's grain warehouse straddling the Thiou canal in the old town, with "
        "a small vaulted spa in the old grain cellar",
        True,
        "marchetti-holding",
        ["guide-lumiere"],
        None,
        None,
        2017,
        "fr",
    ),
    (
        "casa-almendro",
        "Casa Almendro",
        [],
        "Seville",
        "Spain",
        35,
        "a sixteenth-century courtyard palace in the Santa Cruz quarter shaded by almond trees, "
        "with a rooftop plunge pool looking at the Giralda",
        False,
        "calloway-hospitality-reit",
        [],
        "inspeccion-sanitaria-sevilla",
        None,
        2016,
        "es",
    ),
    (
        "alkyon-suites",
        "Αλκυών Suites",
        ["Alkyon Suites", "Alkyon"],
        "Nafplio",
        "Greece",
        24,
        "whitewashed suites stepped down the rock below the Palamidi fortress, every one with "
        "a terrace over the Argolic Gulf",
        True,
        "kaminari-capital",
        [],
        "argolida-health-service",
        None,
        2019,
        "el",
    ),
    (
        "the-harbourmaster",
        "The Harbourmaster",
        ["Harbourmaster Bristol"],
        "Bristol",
        "England",
        60,
        "the converted Victorian offices of the harbour master on the floating harbour, with a "
        "timber-framed barn across the yard that seats 220 for conferences",
        False,
        "calloway-hospitality-reit",
        ["crown-and-key-ratings"],
        "avon-environmental-health",
        "liftsafe-inspection",
        2015,
        "",
    ),
    (
        "tsukimi-so",
        "月見荘",
        ["Tsukimi-sō", "Tsukimiso Ryokan"],
        "Kyoto",
        "Japan",
        18,
        "a wooden ryokan in Higashiyama with a moon-viewing garden and hinoki cypress baths fed "
        "by spring water",
        True,
        "kaminari-capital",
        ["guide-lumiere"],
        None,
        None,
        2020,
        "ja",
    ),
    (
        "villa-bellavista",
        "Villa Bellavista",
        ["Bellavista"],
        "Tremezzo",
        "Italy",
        30,
        "an Art Nouveau villa on Lake Como with its own boat landing, booked mostly for "
        "weddings between May and September",
        True,
        "marchetti-holding",
        [],
        None,
        None,
        2018,
        "it",
    ),
    (
        "the-quarry-rooms",
        "The Quarry Rooms",
        ["Quarry Rooms"],
        "Bath",
        "England",
        22,
        "the former quarry master's house above the Combe Down stone mines, best known for its "
        "restaurant",
        False,
        "fairlie-family-office",
        ["crown-and-key-ratings", "guide-lumiere"],
        "avon-environmental-health",
        None,
        2021,
        "",
    ),
]

DEPTS = [
    ("front-office", "Front office", "Front Office Manager"),
    ("housekeeping", "Housekeeping", "Executive Housekeeper"),
    ("kitchen", "Kitchen", "Head Chef"),
    ("spa", "Spa", "Spa Manager"),
]

# id, title, aliases, city, kind of body, description
BODIES = [
    (
        "crown-and-key-ratings",
        "Crown & Key Ratings",
        ["Crown and Key"],
        "Harrogate",
        "ratings",
        "an independent hotel ratings scheme that awards one to five keys after an unannounced "
        "overnight stay by an assessor",
    ),
    (
        "guide-lumiere",
        "Guide Lumière",
        ["Guide Lumiere"],
        "Lyon",
        "ratings",
        "a restaurant and hotel guide whose anonymous inspectors award one to three lanterns "
        "for cooking",
    ),
    (
        "avon-environmental-health",
        "Avon & Severn Environmental Health",
        ["Avon EH"],
        "Bristol",
        "food",
        "the shared environmental health service that inspects food businesses in Bristol and "
        "Bath and publishes hygiene scores from 0 to 5",
    ),
    (
        "inspeccion-sanitaria-sevilla",
        "Inspección Sanitaria de Sevilla",
        ["Seville health inspectorate"],
        "Seville",
        "food",
        "the municipal food-safety inspectorate for Seville, which investigates outbreaks and "
        "can close kitchens",
    ),
    (
        "argolida-health-service",
        "Υγειονομική Υπηρεσία Αργολίδας",
        ["Argolida Health Service"],
        "Nafplio",
        "food",
        "the regional public-health office for the Argolid, responsible for food premises and "
        "for water safety in pools and spas",
    ),
    (
        "liftsafe-inspection",
        "LiftSafe Inspection Services",
        ["LiftSafe"],
        "Birmingham",
        "lifts",
        "an engineering inspection body that carries out the statutory six-monthly thorough "
        "examinations of passenger lifts for insurers",
    ),
]

OWNERS = [
    (
        "fairlie-family-office",
        "Fairlie Family Office",
        ["Fairlie"],
        "Edinburgh",
        "the investment office of the Fairlie family, old Edinburgh shipping money now mostly "
        "in property",
        "thistle-mercantile-bank",
    ),
    (
        "calloway-hospitality-reit",
        "Calloway Hospitality REIT",
        ["Calloway REIT", "Calloway"],
        "London",
        "a listed real-estate investment trust holding leisure and hotel property across Europe",
        "eastgate-credit-partners",
    ),
    (
        "marchetti-holding",
        "Marchetti Holding S.p.A.",
        ["Marchetti Holding", "Marchetti"],
        "Milan",
        "the holding company of a Milanese textile family that diversified into lakeside and "
        "Alpine hotels",
        "banca-lariana",
    ),
    (
        "kaminari-capital",
        "Kaminari Capital",
        ["雷キャピタル"],
        "Tokyo",
        "a Tokyo private-equity fund investing in small heritage hotels in Japan and the "
        "Mediterranean",
        "eastgate-credit-partners",
    ),
]

LENDERS = [
    (
        "thistle-mercantile-bank",
        "Thistle Mercantile Bank",
        ["Thistle Mercantile"],
        "Edinburgh",
        "a Scottish private bank that lends against prime hotel property",
        "GBP 14.5m term loan",
    ),
    (
        "eastgate-credit-partners",
        "Eastgate Credit Partners",
        ["Eastgate"],
        "London",
        "a debt fund providing senior and mezzanine loans to hotel owners",
        "EUR 48m senior facility",
    ),
    (
        "banca-lariana",
        "Banca Lariana",
        [],
        "Como",
        "a cooperative bank from Como with a long book of lakeside hospitality loans",
        "EUR 22m mortgage loan",
    ),
]

# id, title, aliases, city, category, relation, hotels, description, contract title, status
SUPPLIERS = [
    (
        "northgate-linen-services",
        "Northgate Linen Services",
        ["Northgate Linen"],
        "Livingston",
        "linen",
        "supplies_linen_to",
        ["linden-hall", "the-harbourmaster", "the-quarry-rooms"],
        "rents and launders bed, bath and table linen from a plant outside Edinburgh; since "
        "2025 it washes at 30 degrees with dissolved ozone instead of hot water",
        "Linen hire and laundry agreement NL-2025-014",
        "active",
    ),
    (
        "blanchisserie-leveque",
        "Blanchisserie Lévêque",
        ["Blanchisserie Leveque"],
        "Annecy",
        "linen",
        "supplies_linen_to",
        ["hotel-des-ecluses", "villa-bellavista"],
        "a family-run laundry in Haute-Savoie that stitches an RFID chip into every sheet and "
        "towel so that losses can be counted item by item; collections by electric van",
        "Contrat de location et d'entretien du linge BL-2024-07",
        "active",
    ),
    (
        "hedgerow-produce",
        "Hedgerow Produce Co.",
        ["Hedgerow Produce"],
        "Bristol",
        "produce",
        "supplies_produce_to",
        ["linden-hall", "the-harbourmaster", "the-quarry-rooms"],
        "gathers fruit, vegetables and herbs from small farms within fifty miles of each hotel "
        "and delivers six days a week",
        "Fresh produce framework agreement, 2026",
        "active",
    ),
    (
        "marisco-del-sur",
        "Marisco del Sur",
        [],
        "Huelva",
        "seafood",
        "supplied_seafood_to",
        ["casa-almendro"],
        "a shellfish wholesaler from Huelva that delivered clams, prawns and mussels daily "
        "until its contract was ended",
        "Seafood supply agreement MS-2025-03",
        "archived",
    ),
    (
        "argoliki-fisheries",
        "Αργολική Αλιεία",
        ["Argoliki Fisheries"],
        "Nafplio",
        "seafood",
        "supplies_seafood_to",
        ["alkyon-suites"],
        "a cooperative of day-boat fishermen who land their catch at Nafplio quay before dawn; "
        "the kitchen takes whatever came in that morning",
        "Fish supply agreement AF-2025-02",
        "active",
    ),
    (
        "kyotamba-farm",
        "京丹波ファーム",
        ["Kyotamba Farm"],
        "Kyotamba",
        "produce",
        "supplies_produce_to",
        ["tsukimi-so"],
        "a farm in the Tamba hills that grows the black soybeans, chestnuts, rice and "
        "vegetables for the kaiseki menu",
        "Produce and rice supply agreement KT-2026-01",
        "active",
    ),
    (
        "fromagerie-perrin",
        "Fromagerie Gaëlle Perrin",
        ["Fromagerie Perrin"],
        "Thônes",
        "cheese",
        "supplies_cheese_to",
        ["hotel-des-ecluses", "the-quarry-rooms", "villa-bellavista"],
        "an affineur who ripens reblochon, tomme and beaufort in cellars cut into the mountain "
        "at Thônes",
        "Cheese supply terms FP-2025",
        "active",
    ),
    (
        "liftwright-elevators",
        "Liftwright Elevators",
        ["Liftwright"],
        "Bristol",
        "lifts",
        "maintains_lifts_at",
        ["the-harbourmaster", "linden-hall"],
        "a lift engineering firm holding the maintenance and call-out contract for the British "
        "hotels' passenger and service lifts",
        "Lift maintenance contract LW-2023-118",
        "active",
    ),
    (
        "ascensores-giralda",
        "Ascensores Giralda",
        [],
        "Seville",
        "lifts",
        "maintains_lifts_at",
        ["casa-almendro"],
        "a Seville lift company that services the hydraulic lift fitted inside the old palace's "
        "stairwell",
        "Contrato de mantenimiento de ascensores AG-2024-22",
        "active",
    ),
    (
        "coolbrook-building-services",
        "Coolbrook Building Services",
        ["Coolbrook"],
        "Swindon",
        "hvac",
        "maintains_hvac_at",
        ["the-harbourmaster", "the-quarry-rooms", "linden-hall"],
        "mechanical contractor servicing refrigeration, cold rooms, heating and ventilation "
        "under a planned maintenance plan",
        "Planned maintenance agreement, refrigeration and HVAC",
        "active",
    ),
    (
        "aquaguard-water-hygiene",
        "Aquaguard Water Hygiene",
        ["Aquaguard"],
        "Lyon",
        "water",
        "tests_water_at",
        ["alkyon-suites", "hotel-des-ecluses", "villa-bellavista"],
        "a water-hygiene laboratory that samples hot and cold water and spa pools for "
        "Legionella and other bacteria",
        "Water hygiene testing service agreement",
        "active",
    ),
    (
        "roomwise-pms",
        "Roomwise PMS",
        ["Roomwise"],
        "Dublin",
        "pms",
        "pms_provider_for",
        [
            "linden-hall",
            "the-harbourmaster",
            "the-quarry-rooms",
            "casa-almendro",
            "villa-bellavista",
        ],
        "a cloud property management system that runs reservations, folios, housekeeping "
        "status and group billing",
        "Roomwise subscription and licence, order RW-88412",
        "active",
    ),
    (
        "channelbridge",
        "ChannelBridge",
        [],
        "Barcelona",
        "channel",
        "channel_manager_for",
        ["hotel-des-ecluses", "alkyon-suites", "tsukimi-so"],
        "a channel manager that pushes rates and availability to the online travel agencies",
        "ChannelBridge terms of service and order form",
        "active",
    ),
    (
        "ortiga-spa-botanicals",
        "Ortiga Spa Botanicals",
        ["Ortiga"],
        "Girona",
        "spa",
        "supplies_spa_products_to",
        ["hotel-des-ecluses", "alkyon-suites", "villa-bellavista", "tsukimi-so"],
        "makes the nettle and olive-leaf oils, scrubs and bathroom amenities used in the spas",
        "Spa amenities supply agreement OR-2025-09",
        "active",
    ),
    (
        "ferro-and-stone-builders",
        "Ferro & Stone Builders",
        ["Ferro and Stone"],
        "Bath",
        "builder",
        "builds_for",
        ["linden-hall", "the-quarry-rooms"],
        "a conservation building contractor used to working on listed Georgian stonework",
        "JCT building contract FS-2026-003",
        "active",
    ),
    (
        "construcciones-betis",
        "Construcciones Betis",
        [],
        "Seville",
        "builder",
        "builds_for",
        ["casa-almendro"],
        "a Seville building firm specialised in roofs, terraces and waterproofing",
        "Contrato de obra: cubierta y piscina, CB-2026-11",
        "active",
    ),
    (
        "matsumoto-komuten",
        "松本工務店",
        ["Matsumoto Kōmuten", "Matsumoto Komuten"],
        "Kyoto",
        "builder",
        "builds_for",
        ["tsukimi-so"],
        "a firm of temple carpenters who work in hinoki cypress with traditional joinery",
        "工事請負契約書 MK-2026-4",
        "active",
    ),
]

# id, title, aliases, kind, relation, hotels, description, agreement title, folder
CLIENTS = [
    (
        "halden-pharma",
        "Halden Pharma",
        [],
        "corporate",
        "corporate_rate_with",
        ["the-harbourmaster", "linden-hall"],
        "a Norwegian-owned pharmaceutical company whose UK sales force meets in Bristol twice "
        "a year",
        "Corporate rate agreement 2026, Halden Pharma",
    ),
    (
        "norrvik-engineering",
        "Norrvik Engineering AB",
        ["Norrvik Engineering", "Norrvik"],
        "corporate",
        "corporate_rate_with",
        ["linden-hall"],
        "a Swedish marine-engineering group with a project office in Leith",
        "Preferred hotel agreement, Norrvik Engineering",
    ),
    (
        "castellane-legal",
        "Castellane Legal LLP",
        ["Castellane Legal", "Castellane"],
        "corporate",
        "corporate_rate_with",
        ["the-quarry-rooms", "the-harbourmaster"],
        "a law firm whose partners take the whole of a hotel once a year",
        "Negotiated rates 2026, Castellane Legal LLP",
    ),
    (
        "brightwater-capital",
        "Brightwater Capital",
        [],
        "corporate",
        "corporate_rate_with",
        ["the-harbourmaster"],
        "an infrastructure investment manager that hosts an annual investor day",
        "Brightwater Capital corporate rate letter",
    ),
    (
        "hanbit-electronics",
        "한빛전자",
        ["Hanbit Electronics"],
        "corporate",
        "corporate_rate_with",
        ["tsukimi-so", "the-harbourmaster"],
        "a Korean electronics maker with a European design studio in Bristol",
        "Corporate agreement, Hanbit Electronics",
    ),
    (
        "oduya-energy",
        "Oduya Energy",
        [],
        "corporate",
        "corporate_rate_with",
        ["casa-almendro", "alkyon-suites"],
        "a solar developer that rewards its top installers with incentive trips",
        "Oduya Energy travel programme agreement",
    ),
    (
        "sfera-tour",
        "Сфера Тур",
        ["Sfera Tour"],
        "agency",
        "holds_allotment_at",
        ["alkyon-suites", "villa-bellavista"],
        "a tour operator selling Mediterranean holidays and destination weddings to "
        "Russian-speaking travellers",
        "Allotment contract 2026, Sfera Tour",
    ),
    (
        "al-waha-travel",
        "رحلات الواحة",
        ["Al Waha Travel"],
        "agency",
        "holds_allotment_at",
        ["casa-almendro", "alkyon-suites"],
        "a Gulf travel agency selling Andalusian and Greek summer packages",
        "Allotment contract 2026, Al Waha Travel",
    ),
    (
        "sakura-journeys",
        "Sakura Journeys",
        [],
        "agency",
        "holds_allotment_at",
        ["tsukimi-so", "hotel-des-ecluses"],
        "a Japanese travel agency whose small-group tours combine Kyoto with the Alps",
        "Sakura Journeys allotment and commission terms",
    ),
    (
        "alpenglow-dmc",
        "Alpenglow DMC",
        ["Alpenglow"],
        "agency",
        "holds_allotment_at",
        ["hotel-des-ecluses", "villa-bellavista"],
        "a destination management company organising weddings and festivals around the Alps "
        "and the Italian lakes",
        "Alpenglow DMC allotment contract",
    ),
]

# id, title, aliases, kind, hotel, date, guests, booked_by, booked_via, coordinator role,
# catered, contract title or "", description, status
EVENTS = [
    (
        "okafor-lindqvist-wedding",
        "Okafor–Lindqvist wedding",
        ["Okafor-Lindqvist wedding"],
        "wedding",
        "villa-bellavista",
        "2026-06-20",
        140,
        None,
        "alpenglow-dmc",
        "staff:wedding-coordinator",
        True,
        "Wedding contract: Okafor and Lindqvist, 20 June 2026",
        "guests are ferried across the lake from Bellagio and the vows are taken on the boat "
        "landing at sunset",
        "active",
    ),
    (
        "castellanos-byrne-wedding",
        "Castellanos–Byrne wedding",
        ["Castellanos-Byrne wedding"],
        "wedding",
        "casa-almendro",
        "2026-04-25",
        90,
        None,
        "viajes",
        "head:casa-almendro-front-office",
        True,
        "Wedding contract: Castellanos and Byrne, 25 April 2026",
        "a courtyard ceremony under the almond trees followed by a flamenco trio and dinner "
        "on the roof",
        "active",
    ),
    (
        "harcourt-mensah-wedding",
        "Harcourt–Mensah wedding",
        ["Harcourt-Mensah wedding"],
        "wedding",
        "linden-hall",
        "2026-08-08",
        110,
        None,
        None,
        "head:linden-hall-front-office",
        True,
        "Wedding contract: Harcourt and Mensah, 8 August 2026",
        "a Scottish–Ghanaian wedding with a ceilidh band in the garden marquee",
        "active",
    ),
    (
        "lefevre-dubois-wedding",
        "Mariage Lefèvre–Dubois",
        ["Lefevre-Dubois wedding"],
        "wedding",
        "hotel-des-ecluses",
        "2026-09-12",
        70,
        None,
        "alpenglow-dmc",
        "head:hotel-des-ecluses-front-office",
        True,
        "",
        "a small wedding with the ceremony on a boat on Lake Annecy and dinner in the canal room",
        "active",
    ),
    (
        "papadaki-miller-wedding",
        "Γάμος Παπαδάκη–Miller",
        ["Papadaki-Miller wedding"],
        "wedding",
        "alkyon-suites",
        "2026-07-04",
        80,
        None,
        "sfera-tour",
        "head:alkyon-suites-front-office",
        True,
        "Wedding contract: Papadaki and Miller, 4 July 2026",
        "the ceremony is in the chapel of Agios Nikolaos and the reception on the lower terraces",
        "active",
    ),
    (
        "rossi-whitfield-wedding",
        "Rossi–Whitfield wedding",
        ["Rossi-Whitfield wedding"],
        "wedding",
        "villa-bellavista",
        "2026-09-05",
        120,
        None,
        None,
        "staff:wedding-coordinator",
        True,
        "",
        "the bride arrives by launch from Menaggio for a ceremony in the lemon garden",
        "active",
    ),
    (
        "mehta-shah-wedding",
        "मेहता–शाह विवाह",
        ["Mehta-Shah wedding"],
        "wedding",
        "the-harbourmaster",
        "2026-10-17",
        260,
        None,
        None,
        "staff:events-manager",
        True,
        "Wedding contract: Mehta and Shah, 17 October 2026",
        "a three-day celebration with a mehndi night in the barn and a baraat along the "
        "harbourside",
        "draft",
    ),
    (
        "halden-sales-summit-2026",
        "Halden Pharma sales summit 2026",
        ["Halden summit"],
        "conference",
        "the-harbourmaster",
        "2026-03-10",
        180,
        "halden-pharma",
        None,
        "staff:events-manager",
        True,
        "Conference agreement: Halden sales summit, March 2026",
        "three days of plenary sessions in the barn for the UK sales force, with breakouts in "
        "the harbour rooms",
        "active",
    ),
    (
        "norrvik-leadership-offsite",
        "Norrvik leadership offsite",
        [],
        "conference",
        "linden-hall",
        "2026-05-19",
        24,
        "norrvik-engineering",
        None,
        "head:linden-hall-front-office",
        True,
        "",
        "two days of strategy sessions in the whisky library for the group's top team",
        "active",
    ),
    (
        "castellane-partners-retreat",
        "Castellane partners' retreat",
        [],
        "conference",
        "the-quarry-rooms",
        "2026-02-26",
        40,
        "castellane-legal",
        None,
        "head:the-quarry-rooms-front-office",
        True,
        "",
        "an exclusive-use retreat with a chef's table dinner on the second night",
        "active",
    ),
    (
        "hanbit-board-retreat",
        "Hanbit Electronics board retreat",
        [],
        "conference",
        "tsukimi-so",
        "2026-11-09",
        14,
        "hanbit-electronics",
        None,
        "head:tsukimi-so-front-office",
        True,
        "",
        "a board retreat with a private kaiseki dinner and a tea ceremony in the garden",
        "active",
    ),
    (
        "brightwater-investor-day",
        "Brightwater investor day",
        [],
        "conference",
        "the-harbourmaster",
        "2026-06-04",
        150,
        "brightwater-capital",
        None,
        "staff:events-manager",
        True,
        "",
        "a one-day investor conference with a harbour boat trip in the evening",
        "active",
    ),
    (
        "annecy-festival-block",
        "Animation festival block booking",
        ["festival block"],
        "block",
        "hotel-des-ecluses",
        "2026-06-12",
        40,
        "alpenglow-dmc",
        None,
        "head:hotel-des-ecluses-front-office",
        False,
        "",
        "all rooms held for visiting studios during the Annecy animation festival week",
        "active",
    ),
    (
        "oduya-incentive-trip",
        "Oduya Energy incentive trip",
        [],
        "incentive",
        "alkyon-suites",
        "2026-05-28",
        36,
        "oduya-energy",
        None,
        "head:alkyon-suites-front-office",
        True,
        "",
        "a reward trip for the best-performing installers with a sailing day to Spetses",
        "active",
    ),
]

# id, title, hotel, contractor, funder, lead role, budget, start, end, description, cites
PROJECTS = [
    (
        "linden-hall-bedroom-refurbishment",
        "Linden Hall bedroom refurbishment",
        "linden-hall",
        "ferro-and-stone-builders",
        "fairlie-family-office",
        "exec:projects",
        "GBP 1.9m",
        "2026-01-12",
        "2026-11-30",
        "All 42 bedrooms are being re-plastered with lime, the sash windows restored rather than "
        "replaced, and the en-suites moved into the former dressing rooms.",
        ["ev-contract-ferro-and-stone-builders", "ev-minutes-linden-refurb-steering"],
    ),
    (
        "harbourmaster-lift-replacement",
        "Harbourmaster lift replacement",
        "the-harbourmaster",
        "liftwright-elevators",
        "calloway-hospitality-reit",
        "exec:projects",
        "GBP 420k",
        "2026-05-04",
        "2026-10-16",
        "Both passenger lifts are being replaced with machine-room-less traction lifts, one at a "
        "time so that the building is never without a lift.",
        ["ev-contract-liftwright-elevators", "ev-insp-liftsafe-harbourmaster"],
    ),
    (
        "casa-almendro-rooftop-pool",
        "Casa Almendro rooftop pool rebuild",
        "casa-almendro",
        "construcciones-betis",
        "calloway-hospitality-reit",
        "gm:casa-almendro",
        "EUR 310k",
        "2026-01-08",
        "2026-03-31",
        "The plunge pool on the roof had been seeping into the two suites below; the membrane, "
        "the tiling and the drains are renewed and a glass balustrade replaces the old railing.",
        ["ev-contract-construcciones-betis", "ev-review-casa-rooftop"],
    ),
    (
        "alkyon-spa-extension",
        "Alkyon spa extension",
        "alkyon-suites",
        None,
        "eastgate-credit-partners",
        "head:alkyon-suites-spa",
        "EUR 780k",
        "2026-10-15",
        "2027-04-01",
        "Two treatment caves are being cut into the rock beneath the lowest suites, with a "
        "salt-water pool between them.",
        ["ev-facility-eastgate-credit-partners"],
    ),
    (
        "tsukimi-bath-house-restoration",
        "Cypress bath house restoration",
        "tsukimi-so",
        "matsumoto-komuten",
        "kaminari-capital",
        "gm:tsukimi-so",
        "JPY 96m",
        "2027-01-10",
        "2027-02-20",
        "The hinoki tubs and the cedar bath house around them are rebuilt by temple carpenters "
        "while the ryokan is closed for six weeks in midwinter.",
        ["ev-contract-matsumoto-komuten", "ev-minutes-kaminari-asset-review"],
    ),
    (
        "quarry-rooms-kitchen-refit",
        "Quarry Rooms kitchen refit",
        "the-quarry-rooms",
        "ferro-and-stone-builders",
        "thistle-mercantile-bank",
        "head:the-quarry-rooms-kitchen",
        "GBP 650k",
        "2026-12-01",
        "2027-02-28",
        "The restaurant kitchen goes all-induction, with a new extraction canopy, a pastry room "
        "and a dedicated allergen-free preparation bench.",
        ["ev-contract-ferro-and-stone-builders", "ev-facility-thistle-mercantile-bank"],
    ),
    (
        "bellavista-boathouse-conversion",
        "Bellavista boathouse conversion",
        "villa-bellavista",
        None,
        "banca-lariana",
        "gm:villa-bellavista",
        "EUR 1.1m",
        "2026-10-01",
        "2027-04-30",
        "The 1910 boathouse at the water's edge becomes a reception room for 120 seated guests, "
        "so that wedding dinners no longer need a marquee.",
        ["ev-facility-banca-lariana"],
    ),
]

# id, title, hotel, datetime, traced_to, reported_to, handled_by role, event, extra relations,
# body text, timeline [(ts, ref, text)], cites (evidence ids), companions (evidence ids)
INCIDENTS = [
    (
        "inc-paella-gastro",
        "Gastroenteritis cluster after the paella evening",
        "casa-almendro",
        "2026-05-16T21:30:00Z",
        "marisco-del-sur",
        "inspeccion-sanitaria-sevilla",
        "head:casa-almendro-kitchen",
        None,
        [],
        "Nineteen guests and two members of staff reported vomiting and diarrhoea within 36 "
        "hours of the courtyard paella evening on 16 May. The health inspectors' samples found "
        "norovirus GII in a batch of carpet-shell clams delivered that morning. The kitchen "
        "closed for a 48-hour deep clean and every affected guest was refunded.",
        [
            (
                "2026-05-17T09:10:00Z",
                "goat-task:LHC-2041",
                "First six guests report illness at breakfast; duty manager opens an incident.",
            ),
            (
                "2026-05-18T16:00:00Z",
                "goat-task:LHC-2041",
                "Kitchen closed; inspectors take food and swab samples.",
            ),
            (
                "2026-05-21T11:00:00Z",
                "file:ir-2026-041.pdf",
                "Laboratory result: norovirus GII in the clam batch.",
            ),
        ],
        ["ev-ir-2026-041", "ev-insp-casa-sanidad-2026"],
        ["ev-ir-2026-041"],
    ),
    (
        "inc-sesame-allergen",
        "Undeclared sesame on the tasting menu",
        "the-quarry-rooms",
        "2026-02-27T20:45:00Z",
        None,
        "avon-environmental-health",
        "head:the-quarry-rooms-kitchen",
        "castellane-partners-retreat",
        [],
        "A guest who had declared a sesame allergy was served the fourth course with a tahini "
        "dressing that was missing from the allergen sheet. She used her adrenaline pen and was "
        "taken to the Royal United Hospital by ambulance; she was discharged the same night.",
        [
            (
                "2026-02-27T21:05:00Z",
                "goat-task:LHC-1882",
                "Ambulance called from the dining room; guest given adrenaline.",
            ),
            (
                "2026-03-02T10:00:00Z",
                "file:ir-2026-017.pdf",
                "Incident report filed and the local authority informed.",
            ),
        ],
        ["ev-ir-2026-017", "ev-insp-quarry-food-2026"],
        ["ev-ir-2026-017"],
    ),
    (
        "inc-cold-room-failure",
        "Overnight failure of the walk-in cold room",
        "the-harbourmaster",
        "2026-07-03T03:00:00Z",
        "coolbrook-building-services",
        None,
        "head:the-harbourmaster-kitchen",
        None,
        [],
        "The compressor of the main walk-in tripped during the night and nobody noticed until "
        "the breakfast chef opened the door: the room had reached 14 degrees and about 180 kg of "
        "meat, fish and dairy had to be thrown away. The alarm had been muted after a false "
        "alert the week before.",
        [
            (
                "2026-07-03T06:20:00Z",
                "goat-task:LHC-2233",
                "Breakfast chef finds the cold room at 14 C; stock quarantined.",
            ),
            (
                "2026-07-03T11:40:00Z",
                "goat-task:LHC-2233",
                "Refrigeration engineer attends and replaces the compressor contactor.",
            ),
        ],
        ["ev-ir-2026-058"],
        ["ev-ir-2026-058"],
    ),
    (
        "inc-lift-2-entrapment",
        "Lift 2 entrapment, 11 March",
        "the-harbourmaster",
        "2026-03-11T15:20:00Z",
        "liftwright-elevators",
        "liftsafe-inspection",
        "gm:the-harbourmaster",
        "halden-sales-summit-2026",
        [],
        "Six conference delegates were stuck between the third and fourth floors for 95 minutes "
        "when the controller board of lift 2 failed during the afternoon break. The call-out "
        "engineer took over an hour to arrive; one delegate had a panic attack.",
        [
            (
                "2026-03-11T15:22:00Z",
                "goat-task:LHC-1907",
                "Alarm call from lift 2; maintenance company called out.",
            ),
            (
                "2026-03-11T16:55:00Z",
                "goat-task:LHC-1907",
                "Delegates released by the engineer; first aid given.",
            ),
            (
                "2026-03-13T09:00:00Z",
                "file:ir-2026-022.pdf",
                "Incident report sent to the insurer and the lift examiner.",
            ),
        ],
        ["ev-ir-2026-022", "ev-review-harbour-lift"],
        ["ev-ir-2026-022", "ev-review-harbour-lift"],
    ),
    (
        "inc-heatwave-lift-stoppage",
        "Lift stoppage during the July heatwave",
        "casa-almendro",
        "2026-07-22T16:10:00Z",
        "ascensores-giralda",
        None,
        "head:casa-almendro-front-office",
        None,
        [],
        "The hydraulic lift stopped between the first and second floors with a family of four "
        "inside while it was 41 degrees outside. The bomberos opened the doors after 50 minutes; "
        "the oil in the pump unit had overheated.",
        [
            (
                "2026-07-22T16:12:00Z",
                "goat-task:LHC-2290",
                "Family trapped; fire brigade called because the lift company could not come "
                "for two hours.",
            ),
        ],
        ["ev-ir-2026-063"],
        ["ev-ir-2026-063"],
    ),
    (
        "inc-ceilidh-noise",
        "Neighbour complaints about a wedding ceilidh",
        "linden-hall",
        "2026-08-08T23:40:00Z",
        None,
        None,
        "gm:linden-hall",
        "harcourt-mensah-wedding",
        [],
        "Residents of the crescent complained to the council about amplified music from the "
        "garden marquee after eleven at night. The council sent a formal warning that a second "
        "breach would lead to a noise abatement notice.",
        [
            (
                "2026-08-09T00:15:00Z",
                "goat-task:LHC-2371",
                "Night manager asks the band to turn down; two neighbours call the council.",
            ),
            (
                "2026-08-14T10:00:00Z",
                "file:noise-warning-2026-08.pdf",
                "Warning letter received from the council.",
            ),
        ],
        ["ev-noise-warning-letter"],
        ["ev-noise-warning-letter"],
    ),
    (
        "inc-festival-overbooking",
        "Festival weekend overbooking",
        "hotel-des-ecluses",
        "2026-06-13T19:00:00Z",
        "channelbridge",
        None,
        "head:hotel-des-ecluses-front-office",
        "annecy-festival-block",
        [],
        "The channel manager stopped pushing availability to the booking sites for nine hours "
        "while the hotel was full for the animation festival, and eleven rooms were sold twice. "
        "Eleven guests arriving after 22:00 were walked to partner hotels by taxi at our cost.",
        [
            (
                "2026-06-13T19:05:00Z",
                "goat-task:LHC-2150",
                "Front desk finds 11 arrivals without rooms.",
            ),
            (
                "2026-06-14T09:30:00Z",
                "file:ir-2026-049.pdf",
                "Vendor confirms a failed connection to two booking sites.",
            ),
        ],
        ["ev-ir-2026-049", "ev-review-ecluses-walked"],
        ["ev-ir-2026-049", "ev-review-ecluses-walked"],
    ),
    (
        "inc-spa-legionella",
        "Legionella in the hydrotherapy circuit",
        "alkyon-suites",
        "2026-04-09T10:00:00Z",
        None,
        "argolida-health-service",
        "head:alkyon-suites-spa",
        None,
        [("detected_by", "aquaguard-water-hygiene")],
        "A routine sample from the hydrotherapy pool and its hot-water loop came back above the "
        "action level for Legionella pneumophila. The spa closed for twelve days, the system was "
        "shock-chlorinated and re-sampled twice before reopening. No guest fell ill.",
        [
            (
                "2026-04-09T10:00:00Z",
                "file:ir-2026-030.pdf",
                "Positive result notified by the laboratory; spa closed.",
            ),
            ("2026-04-21T12:00:00Z", "goat-task:LHC-2012", "Two clear samples; spa reopened."),
        ],
        ["ev-ir-2026-030", "ev-insp-alkyon-health"],
        ["ev-ir-2026-030"],
    ),
    (
        "inc-steam-fire-alarm",
        "Night-time fire alarm set off by bath steam",
        "tsukimi-so",
        "2026-01-18T03:05:00Z",
        None,
        None,
        "head:tsukimi-so-front-office",
        None,
        [],
        "At three in the morning steam from the cypress bath house reached an optical smoke "
        "detector in the corridor and the whole building was evacuated; guests waited in the "
        "snow in their yukata for twenty minutes until the fire service gave the all-clear.",
        [
            (
                "2026-01-18T03:30:00Z",
                "goat-task:LHC-1790",
                "Fire service confirms a false alarm caused by steam.",
            ),
        ],
        ["ev-review-tsukimi-alarm"],
        ["ev-review-tsukimi-alarm"],
    ),
    (
        "inc-room-safe-theft",
        "Necklace missing from a room safe",
        "linden-hall",
        "2026-05-02T14:00:00Z",
        None,
        None,
        "head:linden-hall-front-office",
        None,
        [],
        "A guest in room 7 reported that a diamond necklace was gone from the in-room safe. The "
        "safe's audit trail showed it had been opened with the master override code during the "
        "afternoon; police were called and the override codes were changed on every safe.",
        [
            (
                "2026-05-02T15:10:00Z",
                "goat-task:LHC-2002",
                "Police informed; audit trail downloaded from the safe.",
            ),
        ],
        ["ev-safe-audit-room-7"],
        ["ev-safe-audit-room-7"],
    ),
    (
        "inc-duplicate-billing",
        "Duplicate billing of summit delegates",
        "the-harbourmaster",
        "2026-03-20T10:00:00Z",
        "roomwise-pms",
        None,
        "staff:events-manager",
        "halden-sales-summit-2026",
        [("affects_client", "halden-pharma")],
        "After the sales summit the delegates' rooms were charged both to the client's master "
        "account and to each delegate's own card, because a routing rule in the property system "
        "had been copied from an older group. GBP 23,400 was refunded to 112 cards.",
        [
            (
                "2026-03-20T10:00:00Z",
                "goat-task:LHC-1950",
                "Client's travel desk reports delegates charged twice.",
            ),
            (
                "2026-03-27T16:00:00Z",
                "file:ir-2026-026.pdf",
                "All refunds processed; routing rule corrected.",
            ),
        ],
        ["ev-ir-2026-026"],
        ["ev-ir-2026-026"],
    ),
    (
        "inc-room-214-bedbugs",
        "Bedbug sighting in room 214",
        "the-harbourmaster",
        "2026-09-21T08:00:00Z",
        None,
        None,
        "head:the-harbourmaster-housekeeping",
        None,
        [],
        "A guest photographed small insects on the headboard of room 214. The room and the two "
        "rooms beside it were closed and heat-treated, and all their linen went back to the "
        "laundry for a hot wash.",
        [
            (
                "2026-09-21T08:30:00Z",
                "goat-task:LHC-2450",
                "Room 214 and both neighbours taken out of order.",
            ),
        ],
        ["ev-review-harbour-bedbugs"],
        ["ev-review-harbour-bedbugs"],
    ),
    (
        "inc-basement-flood",
        "Flooding of the basement linen store",
        "hotel-des-ecluses",
        "2026-02-07T05:00:00Z",
        None,
        None,
        "head:hotel-des-ecluses-housekeeping",
        None,
        [("emergency_supply_from", "blanchisserie-leveque")],
        "After three days of rain the Thiou rose and thirty centimetres of water came into the "
        "basement; about six hundred sheets and towels were ruined. The laundry sent emergency "
        "stock the same afternoon so no room was lost.",
        [
            (
                "2026-02-07T05:20:00Z",
                "goat-task:LHC-1840",
                "Night porter finds water in the basement.",
            ),
            (
                "2026-02-20T12:00:00Z",
                "file:loss-adjuster-2026-02.pdf",
                "Loss adjuster visits and values the damage.",
            ),
        ],
        ["ev-loss-adjuster-basement"],
        ["ev-loss-adjuster-basement"],
    ),
    (
        "inc-late-boat-transfer",
        "Late boat transfer on a wedding day",
        "villa-bellavista",
        "2026-09-05T16:00:00Z",
        None,
        None,
        "staff:wedding-coordinator",
        "rossi-whitfield-wedding",
        [],
        "The hired launch that was to bring the bride from Menaggio broke down halfway, and she "
        "reached the ceremony forty minutes late. The couple asked for part of the venue fee "
        "back; we refunded the boat hire and the welcome drinks.",
        [
            (
                "2026-09-05T16:05:00Z",
                "goat-task:LHC-2420",
                "Launch engine failure reported by the skipper; second boat sent.",
            ),
        ],
        ["ev-review-bellavista-bride"],
        ["ev-review-bellavista-bride"],
    ),
]

# id, title, date, place, attendee roles, concerns, minutes body
MEETINGS = [
    (
        "q1-ops-review-2026",
        "Q1 2026 operations review",
        "2026-03-25T09:00:00Z",
        "Edinburgh",
        ["exec:coo", "exec:fnb", "gm:the-quarry-rooms", "exec:quality"],
        [GROUP],
        "Occupancy 71% against 68% budget. The allergic reaction at the Quarry Rooms was "
        "reviewed; the kitchens' allergen sheets are inconsistent between hotels. Agreed that "
        "every kitchen will keep the same allergen matrix.",
    ),
    (
        "q3-ops-review-2026",
        "Q3 2026 operations review",
        "2026-09-29T09:00:00Z",
        "Bristol",
        ["exec:coo", "gm:the-harbourmaster", "gm:linden-hall", "exec:fnb"],
        [GROUP],
        "Summer occupancy 84%. The cold room loss in Bristol and the noise complaint in "
        "Edinburgh were discussed. Agreed four-hourly cold-room logs and a music curfew at the "
        "Edinburgh townhouse.",
    ),
    (
        "food-safety-task-force",
        "Food safety task force",
        "2026-05-22T14:00:00Z",
        "Seville",
        ["exec:fnb", "gm:casa-almendro", "exec:quality"],
        ["casa-almendro"],
        "Reviewed the outbreak after the paella evening and the laboratory result on the clams. "
        "The shellfish supplier's cold-chain records were incomplete. Agreed to end the "
        "contract and move to a certified depuration centre.",
    ),
    (
        "harbourmaster-lift-review",
        "Harbourmaster lift incident review",
        "2026-03-18T10:00:00Z",
        "Bristol",
        ["gm:the-harbourmaster", "exec:projects", "contact:liftwright-elevators"],
        ["the-harbourmaster"],
        "Both lifts are original 1998 installations and parts for the controllers are no longer "
        "made. Agreed to replace both lifts rather than repair lift 2 again.",
    ),
    (
        "fairlie-capex-board",
        "Fairlie capex board, January 2026",
        "2026-01-20T11:00:00Z",
        "Edinburgh",
        ["exec:ceo", "exec:cfo", "rep:fairlie-family-office"],
        ["fairlie-family-office"],
        "The owner approved the capital plan for the Edinburgh bedrooms and asked for a "
        "conservation architect to sign off the window work.",
    ),
    (
        "eastgate-covenant-review",
        "Eastgate covenant review",
        "2026-06-30T15:00:00Z",
        "London",
        ["exec:cfo", "rm:eastgate-credit-partners", "exec:ceo"],
        ["eastgate-credit-partners"],
        "Loan-to-value 49% against a 55% covenant; debt service cover 1.7x against 1.4x. No "
        "waiver needed. The lender asked for quarterly trading updates for the Kyoto and "
        "Nafplio hotels.",
    ),
    (
        "linen-tender-review",
        "Linen tender shortlist meeting",
        "2026-04-15T13:00:00Z",
        "Edinburgh",
        ["exec:coo", "head:linden-hall-housekeeping", "contact:northgate-linen-services"],
        ["northgate-linen-services", "blanchisserie-leveque"],
        "Compared loss rates and wash quality. The RFID-tagged pool in France loses under 2% a "
        "year against 6% in the UK. Asked the British laundry to quote for chipped linen.",
    ),
    (
        "okafor-lindqvist-planning",
        "Okafor–Lindqvist final planning call",
        "2026-05-28T16:00:00Z",
        "video call",
        ["staff:wedding-coordinator", "head:villa-bellavista-kitchen", "gm:villa-bellavista"],
        ["okafor-lindqvist-wedding"],
        "Confirmed 140 guests, two boat runs from Bellagio, a Nigerian jollof station next to "
        "the risotto, and a rain plan in the lemon house.",
    ),
    (
        "linden-refurb-steering",
        "Linden Hall refurbishment steering group",
        "2026-04-08T10:00:00Z",
        "Edinburgh",
        ["exec:projects", "gm:linden-hall", "exec:cfo"],
        ["linden-hall-bedroom-refurbishment"],
        "Floors one and two complete; plaster drying slower than planned. Sash restoration on "
        "budget. Forecast finish end of November.",
    ),
    (
        "revenue-strategy-june",
        "Revenue strategy meeting, June 2026",
        "2026-06-24T09:30:00Z",
        "video call",
        ["exec:sales", "exec:coo", "gm:hotel-des-ecluses", "contact:channelbridge"],
        ["hotel-des-ecluses"],
        "Reviewed the festival overselling in Annecy. Agreed to cap deliberate overbooking at 2% "
        "of inventory and to put the channel manager on notice.",
    ),
    (
        "gm-conference-2026",
        "General managers' conference 2026",
        "2026-10-06T09:00:00Z",
        "Annecy",
        ["exec:ceo", "exec:coo", "gm:villa-bellavista", "gm:tsukimi-so"],
        [GROUP],
        "Two days at the Annecy hotel. Wedding pricing on Lake Como, guest transfers by boat "
        "and the winter programme were the main topics.",
    ),
    (
        "spa-strategy-workshop",
        "Spa strategy workshop",
        "2026-04-28T10:00:00Z",
        "Nafplio",
        ["head:alkyon-suites-spa", "head:hotel-des-ecluses-spa", "exec:quality"],
        [GROUP],
        "Treatment menus, retail from the botanicals supplier, and water safety after the "
        "positive sample in Nafplio. Agreed one water-management regime for all spas.",
    ),
    (
        "crown-key-debrief",
        "Crown & Key rating debrief",
        "2026-02-12T14:00:00Z",
        "Bath",
        ["exec:quality", "gm:the-harbourmaster", "gm:the-quarry-rooms"],
        ["crown-and-key-ratings"],
        "Went through the assessors' reports for the three British hotels. Bath kept five keys; "
        "Bristol lost marks for lift waiting times and bathroom wear.",
    ),
    (
        "pms-go-no-go",
        "Roomwise roll-out go/no-go",
        "2026-08-19T15:00:00Z",
        "video call",
        ["exec:cfo", "exec:sales", "contact:roomwise-pms"],
        ["roomwise-pms"],
        "Five hotels already run the cloud system; the three others still use their own. "
        "Decided to migrate all of them by the end of the first quarter of 2027.",
    ),
    (
        "kaminari-asset-review",
        "Kaminari asset review, Kyoto",
        "2026-09-10T10:00:00Z",
        "Kyoto",
        ["rep:kaminari-capital", "gm:tsukimi-so", "exec:ceo", "gm:alkyon-suites"],
        ["kaminari-capital"],
        "The owner reviewed the Kyoto and Nafplio hotels. Agreed to close the ryokan for six "
        "weeks in January and February 2027 to rebuild the bath house.",
    ),
]

# id, title, meeting, proposer role, responds_to, applies_to, rationale, status
DECISIONS = [
    (
        "dec-terminate-marisco",
        "Terminate the Marisco del Sur supply contract",
        "food-safety-task-force",
        "exec:fnb",
        "inc-paella-gastro",
        ["marisco-del-sur"],
        "The wholesaler could not show temperature logs for the clam batch, and its depuration "
        "certificate had lapsed. Shellfish for Seville now comes from a certified depuration "
        "centre in Cádiz.",
        "active",
    ),
    (
        "dec-allergen-matrix",
        "Introduce a group-wide allergen matrix",
        "q1-ops-review-2026",
        "exec:quality",
        "inc-sesame-allergen",
        [GROUP],
        "Every dish on every menu is listed against the fourteen regulated allergens, signed "
        "off by the head chef, and checked at the pass before it goes out.",
        "active",
    ),
    (
        "dec-cold-room-logging",
        "Four-hourly cold room temperature logging",
        "q3-ops-review-2026",
        "exec:fnb",
        "inc-cold-room-failure",
        [GROUP],
        "Night staff record every walk-in's temperature every four hours, and alarms may no "
        "longer be muted without the head chef's approval.",
        "active",
    ),
    (
        "dec-replace-harbourmaster-lifts",
        "Replace both Harbourmaster lifts",
        "harbourmaster-lift-review",
        "gm:the-harbourmaster",
        "inc-lift-2-entrapment",
        ["the-harbourmaster"],
        "Controller parts are obsolete and a second entrapment would cost us the conference "
        "business; replacing both lifts costs less over ten years than repairing them.",
        "active",
    ),
    (
        "dec-overbooking-cap",
        "Cap overbooking at two per cent",
        "revenue-strategy-june",
        "exec:sales",
        "inc-festival-overbooking",
        ["channelbridge"],
        "Deliberate overselling stays within 2% of rooms on any night, and sold-out dates are "
        "closed by hand on the booking sites as a backstop.",
        "active",
    ),
    (
        "dec-roomwise-everywhere",
        "Move every hotel onto Roomwise by 2027",
        "pms-go-no-go",
        "exec:cfo",
        None,
        ["roomwise-pms"],
        "One system for reservations and billing lets the central team see every folio and "
        "ends three separate licences.",
        "active",
    ),
    (
        "dec-linden-bedroom-budget",
        "Approve £1.9m for the Linden Hall bedrooms",
        "fairlie-capex-board",
        "exec:projects",
        None,
        ["linden-hall"],
        "The bedrooms had not been touched since 2014 and were the main reason for the lost "
        "fifth key; the owner funds the work from reserves.",
        "active",
    ),
    (
        "dec-spa-water-regime",
        "Weekly flushing and monthly sampling in all spas",
        "spa-strategy-workshop",
        "exec:quality",
        "inc-spa-legionella",
        [GROUP],
        "Every little-used outlet is flushed weekly and every spa pool sampled monthly by the "
        "water laboratory, with results filed centrally.",
        "active",
    ),
    (
        "dec-bellavista-minimum-spend",
        "Raise the Bellavista wedding minimum spend to €65,000",
        "gm-conference-2026",
        "gm:villa-bellavista",
        None,
        ["villa-bellavista"],
        "Saturdays in June and September sell out a year ahead; the higher minimum applies to "
        "contracts signed from November 2026.",
        "active",
    ),
    (
        "dec-linden-music-curfew",
        "Music curfew at 23:00 for Linden Hall events",
        "q3-ops-review-2026",
        "gm:linden-hall",
        "inc-ceilidh-noise",
        ["linden-hall"],
        "Amplified music in the garden stops at eleven; later dancing moves to the basement "
        "bar, which is soundproofed.",
        "active",
    ),
    (
        "dec-bellavista-own-launch",
        "Buy our own launch for Bellavista guest transfers",
        "gm-conference-2026",
        "gm:villa-bellavista",
        "inc-late-boat-transfer",
        ["villa-bellavista"],
        "Hired boats have failed twice in two seasons; a hotel-owned launch with a licensed "
        "skipper costs about the same as three summers of hire.",
        "draft",
    ),
    (
        "dec-tsukimi-winter-closure",
        "Close Tsukimi-sō for six weeks in winter 2027",
        "kaminari-asset-review",
        "gm:tsukimi-so",
        None,
        ["tsukimi-so"],
        "January and February are the quietest weeks; closing lets the bath house be rebuilt "
        "without guests nearby.",
        "active",
    ),
]

# key, title of role, blurb
EXECS = [
    ("ceo", "Chief Executive", "founded the group in 2013 after running hotels in Scotland"),
    ("coo", "Chief Operating Officer", "oversees the general managers and the annual budget"),
    ("cfo", "Chief Financial Officer", "looks after the owners' reporting and the lenders"),
    ("fnb", "Group Food & Beverage Director", "sets menus, buying and kitchen standards"),
    ("sales", "Head of Group Sales", "runs corporate accounts, agencies and revenue management"),
    ("projects", "Group Projects Director", "runs refurbishment and capital projects"),
    ("quality", "Group Quality & Compliance Manager", "handles inspections, ratings and safety"),
]

# role key, job title, department id, blurb
EXTRA_STAFF = [
    (
        "staff:wedding-coordinator",
        "Wedding Coordinator",
        "villa-bellavista-front-office",
        "plans every wedding from the first site visit to the last boat home",
    ),
    (
        "staff:events-manager",
        "Events Manager",
        "the-harbourmaster-front-office",
        "sells and runs the conferences and celebrations in the barn",
    ),
    (
        "staff:sommelier",
        "Head Sommelier",
        "the-quarry-rooms-kitchen",
        "built the restaurant's list of English sparkling wines",
    ),
]

# role key, job title, organisation, relation, blurb
EXTERNAL = [
    (
        "contact:northgate-linen-services",
        "Account Manager",
        "northgate-linen-services",
        "account_manager_at",
    ),
    ("contact:roomwise-pms", "Customer Success Manager", "roomwise-pms", "account_manager_at"),
    ("contact:marisco-del-sur", "Sales Director", "marisco-del-sur", "account_manager_at"),
    (
        "contact:liftwright-elevators",
        "Service Manager",
        "liftwright-elevators",
        "account_manager_at",
    ),
    ("contact:channelbridge", "Partner Manager", "channelbridge", "account_manager_at"),
    ("contact:halden-pharma", "Travel and Events Lead", "halden-pharma", "employed_by"),
    ("contact:castellane-legal", "Office Manager", "castellane-legal", "employed_by"),
    (
        "contact:hanbit-electronics",
        "Executive Assistant to the CEO",
        "hanbit-electronics",
        "employed_by",
    ),
    ("contact:alpenglow-dmc", "Wedding Producer", "alpenglow-dmc", "employed_by"),
    ("rep:fairlie-family-office", "Investment Director", "fairlie-family-office", "represents"),
    ("rep:kaminari-capital", "Asset Manager", "kaminari-capital", "represents"),
    (
        "rm:eastgate-credit-partners",
        "Relationship Manager",
        "eastgate-credit-partners",
        "relationship_manager_at",
    ),
    ("rm:banca-lariana", "Relationship Manager", "banca-lariana", "relationship_manager_at"),
    (
        "insp:avon-environmental-health",
        "Environmental Health Officer",
        "avon-environmental-health",
        "inspector_for",
    ),
    ("insp:crown-and-key-ratings", "Senior Assessor", "crown-and-key-ratings", "inspector_for"),
]

# (id, title, hotel, body kind, date, author role, text)
INSPECTIONS = [
    (
        "ev-insp-harbourmaster-food-2026",
        "Food hygiene inspection report, The Harbourmaster (August 2026)",
        "the-harbourmaster",
        "avon-environmental-health",
        "2026-08-12",
        "Rating awarded: 4 (good). Structure and cleaning satisfactory. Cold room temperature "
        "records had gaps overnight in July; a stock loss followed a compressor fault. Records "
        "must be kept at least every four hours. Revisit on request.",
    ),
    (
        "ev-insp-quarry-food-2026",
        "Food hygiene inspection report, The Quarry Rooms (March 2026)",
        "the-quarry-rooms",
        "avon-environmental-health",
        "2026-03-09",
        "Rating awarded: 5 (very good) retained after a follow-up visit prompted by an allergic "
        "reaction on 27 February. Allergen information for a dressing had not been updated when a "
        "recipe changed. New matrix seen and found complete.",
    ),
    (
        "ev-insp-casa-sanidad-2026",
        "Acta de inspección sanitaria, Casa Almendro (mayo 2026)",
        "casa-almendro",
        "inspeccion-sanitaria-sevilla",
        "2026-05-18",
        "Inspección motivada por un brote de gastroenteritis. Se toman muestras de almejas, "
        "arroz y superficies. Cocina cerrada 48 horas para limpieza y desinfección. El proveedor "
        "de marisco no aporta registros de temperatura del lote. (Inspection after a "
        "gastroenteritis outbreak; kitchen closed for 48 hours; the shellfish supplier could not "
        "produce temperature records.)",
    ),
    (
        "ev-insp-alkyon-health",
        "Έκθεση υγειονομικού ελέγχου, Αλκυών Suites (Απρίλιος 2026)",
        "alkyon-suites",
        "argolida-health-service",
        "2026-04-20",
        "Έλεγχος μετά από θετικό δείγμα λεγιονέλλας στο κύκλωμα υδροθεραπείας. Απολύμανση "
        "ολοκληρώθηκε, δύο αρνητικά δείγματα. Επιτρέπεται η επαναλειτουργία του σπα. "
        "(Inspection after a positive Legionella sample in the hydrotherapy circuit; disinfection "
        "complete, two negative samples, the spa may reopen.)",
    ),
    (
        "ev-insp-ck-linden-2026",
        "Crown & Key assessment, The Linden Hall 2026",
        "linden-hall",
        "crown-and-key-ratings",
        "2026-01-28",
        "Four keys. Outstanding welcome and whisky library; breakfast very good. Bedrooms dated, "
        "with worn carpets and small shower rooms; a fifth key is not possible until they are "
        "refurbished.",
    ),
    (
        "ev-insp-ck-harbourmaster-2026",
        "Crown & Key assessment, The Harbourmaster 2026",
        "the-harbourmaster",
        "crown-and-key-ratings",
        "2026-01-30",
        "Four keys, with a warning. Long waits for the lifts at checkout; several bathrooms show "
        "wear. Conference barn excellent.",
    ),
    (
        "ev-insp-ck-quarry-2026",
        "Crown & Key assessment, The Quarry Rooms 2026",
        "the-quarry-rooms",
        "crown-and-key-ratings",
        "2026-02-03",
        "Five keys retained. Dinner the highlight of the stay; housekeeping immaculate.",
    ),
    (
        "ev-insp-lumiere-quarry-2026",
        "Guide Lumière inspection notes, The Quarry Rooms",
        "the-quarry-rooms",
        "guide-lumiere",
        "2026-04-02",
        "One lantern retained. Precise, seasonal cooking from the Somerset larder; the lamb with "
        "wild garlic was the dish of the visit.",
    ),
    (
        "ev-insp-lumiere-tsukimi-2026",
        "Guide Lumière inspection notes, 月見荘",
        "tsukimi-so",
        "guide-lumiere",
        "2026-05-14",
        "Two lanterns awarded for the kaiseki dinner. Exceptional dashi; the black soybean course "
        "from the hotel's own farm supplier was memorable.",
    ),
    (
        "ev-insp-liftsafe-harbourmaster",
        "Thorough examination report, Harbourmaster lifts 1 and 2",
        "the-harbourmaster",
        "liftsafe-inspection",
        "2026-03-16",
        "Examination after an entrapment in lift 2. Controller board failed; replacement parts "
        "obsolete. Lift 1 safe to use with defects to remedy within three months. Recommend "
        "modernisation of both lifts.",
    ),
]

# (id, title, hotel, date, source, text)
REVIEWS = [
    (
        "ev-review-linden-whisky",
        "Guest review: 'A whisky library you could live in'",
        "linden-hall",
        "2026-03-02",
        "web:reviews.example/r/88213",
        "Five stars. We spent every evening in the drawing room with the malts; the staff knew "
        "every bottle. Bedroom was tired but spotless.",
    ),
    (
        "ev-review-harbour-lift",
        "Guest review: 'Ninety-five minutes between floors'",
        "the-harbourmaster",
        "2026-03-14",
        "web:reviews.example/r/88541",
        "Two stars. I was at a company conference and spent an hour and a half stuck in a lift "
        "with five colleagues. Staff were kind but the engineer took forever.",
    ),
    (
        "ev-review-harbour-bedbugs",
        "Guest review: 'Something on the headboard'",
        "the-harbourmaster",
        "2026-09-22",
        "web:reviews.example/r/90117",
        "One star. Found bugs on the headboard on our first morning. Moved rooms quickly and "
        "refunded, but we will not be back.",
    ),
    (
        "ev-review-casa-rooftop",
        "ביקורת אורח: בריכת הגג בשקיעה",
        "casa-almendro",
        "2026-04-30",
        "web:reviews.example/r/89002",
        "חמישה כוכבים. החצר עם עצי השקד, הבריכה על הגג מול הגירלדה. "
        "(Translated: Five stars. The courtyard with the almond trees, the pool on the roof "
        "facing the Giralda at sunset.)",
    ),
    (
        "ev-review-alkyon-view",
        "Κριτική επισκέπτη: «Η καλύτερη θέα στο Ναύπλιο»",
        "alkyon-suites",
        "2026-06-11",
        "web:reviews.example/r/89630",
        "Πέντε αστέρια. Η βεράντα πάνω από τον κόλπο, ψάρι της ημέρας στο δείπνο. "
        "(Translated: Five stars. The terrace over the gulf, fish of the day at dinner.)",
    ),
    (
        "ev-review-tsukimi-alarm",
        "口コミ：夜中の火災報知器でも神対応",
        "tsukimi-so",
        "2026-01-20",
        "web:reviews.example/r/87700",
        "深夜三時に火災報知器が鳴り、雪の中で避難しました。スタッフの対応は素晴らしかった。 "
        "(Translated: At three in the morning the fire alarm went off and we evacuated into the "
        "snow. The staff were wonderful.)",
    ),
    (
        "ev-review-bellavista-bride",
        "Guest review: 'Our wedding started forty minutes late'",
        "villa-bellavista",
        "2026-09-12",
        "web:reviews.example/r/90002",
        "Three stars. A beautiful villa, but the boat bringing me to my own wedding broke down "
        "and I arrived forty minutes late. The coordinator did her best.",
    ),
    (
        "ev-review-bellavista-ru",
        "Отзыв: вилла мечты на озере Комо",
        "villa-bellavista",
        "2026-07-18",
        "web:reviews.example/r/89844",
        "Пять звёзд. Завтрак на террасе у воды, спа с видом на горы. "
        "(Translated: Five stars. Breakfast on the terrace by the water, a spa with a view of "
        "the mountains.)",
    ),
    (
        "ev-review-ecluses-walked",
        "Avis client : « Relogés à minuit »",
        "hotel-des-ecluses",
        "2026-06-15",
        "web:reviews.example/r/89701",
        "Deux étoiles. Chambre réservée depuis trois mois, et à notre arrivée on nous envoie en "
        "taxi dans un autre hôtel. (Translated: Two stars. Room booked three months ago, and on "
        "arrival we were sent by taxi to another hotel.)",
    ),
    (
        "ev-review-quarry-tasting",
        "Guest review: 'A tasting menu worth the trip to Bath'",
        "the-quarry-rooms",
        "2026-05-09",
        "web:reviews.example/r/89377",
        "Five stars. Nine courses, each better than the last; the sommelier's English fizz was "
        "a revelation.",
    ),
]

# id, title, date, source, incident, text
INCIDENT_EVIDENCE = [
    (
        "ev-ir-2026-041",
        "Incident report IR-2026-041: gastrointestinal illness cluster",
        "2026-05-21",
        "file:ir-2026-041.pdf",
        "inc-paella-gastro",
        "21 cases (19 guests, 2 staff) with vomiting and diarrhoea after the courtyard dinner of "
        "16 May. Laboratory: norovirus GII in the clam batch delivered 16 May. Kitchen closed "
        "48 h. Refunds issued to all affected guests.",
    ),
    (
        "ev-ir-2026-017",
        "Incident report IR-2026-017: allergic reaction at dinner",
        "2026-03-02",
        "file:ir-2026-017.pdf",
        "inc-sesame-allergen",
        "Guest with declared sesame allergy reacted to course four (tahini dressing). Adrenaline "
        "auto-injector used, ambulance called. Root cause: recipe changed without updating the "
        "allergen sheet.",
    ),
    (
        "ev-ir-2026-058",
        "Incident report IR-2026-058: cold room failure",
        "2026-07-04",
        "file:ir-2026-058.pdf",
        "inc-cold-room-failure",
        "Main walk-in reached 14 C overnight after compressor trip; alarm muted since 26 June. "
        "Stock discarded: approx. 180 kg, value GBP 2,950.",
    ),
    (
        "ev-ir-2026-022",
        "Incident report IR-2026-022: passenger entrapment, lift 2",
        "2026-03-13",
        "file:ir-2026-022.pdf",
        "inc-lift-2-entrapment",
        "Six persons trapped 95 minutes between floors 3 and 4. Controller board failure. "
        "Engineer arrival 78 minutes after call. One person treated for anxiety.",
    ),
    (
        "ev-ir-2026-063",
        "Informe de incidente IR-2026-063: ascensor detenido",
        "2026-07-23",
        "file:ir-2026-063.pdf",
        "inc-heatwave-lift-stoppage",
        "Ascensor hidráulico detenido entre plantas 1 y 2 con cuatro personas; rescate por los "
        "bomberos tras 50 minutos. Aceite sobrecalentado. (Hydraulic lift stopped between floors "
        "with four people inside; fire brigade rescue after 50 minutes; overheated oil.)",
    ),
    (
        "ev-ir-2026-049",
        "Incident report IR-2026-049: oversold rooms, festival weekend",
        "2026-06-14",
        "file:ir-2026-049.pdf",
        "inc-festival-overbooking",
        "Availability not pushed to two booking sites for nine hours. Eleven rooms double-sold; "
        "eleven guests relocated to partner hotels, taxis and first night paid by us.",
    ),
    (
        "ev-ir-2026-030",
        "Incident report IR-2026-030: Legionella positive sample",
        "2026-04-09",
        "file:ir-2026-030.pdf",
        "inc-spa-legionella",
        "Legionella pneumophila serogroup 1 at 1,200 cfu/l in the hydrotherapy return loop. Spa "
        "closed, system shock-chlorinated at 50 mg/l, re-sampled on day 7 and day 11.",
    ),
    (
        "ev-ir-2026-026",
        "Incident report IR-2026-026: duplicate billing, group booking",
        "2026-03-27",
        "file:ir-2026-026.pdf",
        "inc-duplicate-billing",
        "112 delegate folios charged to master account and to personal cards. Cause: routing rule "
        "copied from a 2024 group. Total refunded GBP 23,400.",
    ),
    (
        "ev-safe-audit-room-7",
        "Safe audit trail export, room 7",
        "2026-05-02",
        "file:safe-audit-room-7.csv",
        "inc-room-safe-theft",
        "Opened 09:12 (guest code); closed 09:13; opened 13:47 (MASTER OVERRIDE); closed 13:49; "
        "opened 17:30 (guest code).",
    ),
    (
        "ev-loss-adjuster-basement",
        "Loss adjuster's report: basement water ingress",
        "2026-02-20",
        "file:loss-adjuster-2026-02.pdf",
        "inc-basement-flood",
        "Water ingress of 30 cm from the canal after prolonged rainfall. Linen written off: 612 "
        "items. Building damage limited to plaster and a dehumidifier. Claim accepted.",
    ),
    (
        "ev-noise-warning-letter",
        "Noise warning letter from the City of Edinburgh Council",
        "2026-08-14",
        "file:noise-warning-2026-08.pdf",
        "inc-ceilidh-noise",
        "Complaints received about amplified music after 23:00 on 8 August. A further breach may "
        "result in a noise abatement notice.",
    ),
]


def _latin_name(hotel: tuple) -> str:  # type: ignore[type-arg]
    """The hotel's name as staff write it in English documents (a Latin alias if it has one)."""
    return next((n for n in [hotel[1], *hotel[2]] if not _has_script(n)), hotel[1])


def _ascii(text: str) -> str:
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()


# ---------------------------------------------------------------------------------------------
# Documents
# ---------------------------------------------------------------------------------------------


@dataclass
class _Spec:
    id: str
    folder: str
    type: str
    title: str
    kind: str = "page"
    status: str = "active"
    aliases: list[str] = field(default_factory=list)
    relations: list[tuple[str, str]] = field(default_factory=list)
    sources: list[str] = field(default_factory=list)
    body: str = ""
    timeline: list[tuple[str, str, str]] = field(default_factory=list)
    created: str = "2026-01-05T09:00:00Z"
    updated: str = "2026-10-20T12:00:00Z"


class _World:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.s: dict[str, _Spec] = {}
        self.role: dict[str, str] = {}  # role key -> person id
        self.role_title: dict[str, str] = {}
        self._alias_of: dict[str, str] = {}

    # --- helpers -------------------------------------------------------------------------------
    def add(self, spec: _Spec) -> _Spec:
        assert spec.id not in self.s, spec.id
        self.s[spec.id] = spec
        return spec

    def t(self, doc_id: str) -> str:
        return self.s[doc_id].title

    def p(self, doc_id: str, label: str | None = None) -> str:
        return f"[[page:{doc_id}|{label or self.t(doc_id)}]]"

    def e(self, doc_id: str, label: str | None = None) -> str:
        return f"[[evidence:{doc_id}|{label or self.t(doc_id)}]]"

    def stamp(self, day: str, hour: int | None = None) -> str:
        h = self.rng.randint(8, 18) if hour is None else hour
        return f"{day}T{h:02d}:{self.rng.choice([0, 10, 15, 20, 30, 40, 45, 50]):02d}:00Z"

    def person(self, role: str) -> str:
        return self.role[role]

    # --- people --------------------------------------------------------------------------------
    def assign_people(self) -> None:
        rng = self.rng
        roles: list[tuple[str, str]] = []  # (role key, culture preference)
        for h in HOTELS:
            hid, culture = h[0], h[13]
            roles.append((f"gm:{hid}", culture))
            for dkey, _label, _job in DEPTS:
                if dkey == "spa" and not h[7]:
                    continue
                pref = culture if dkey in ("kitchen", "spa") else ""
                roles.append((f"head:{hid}-{dkey}", pref))
        roles += [(r[0], "") for r in EXTRA_STAFF]
        roles += [(f"exec:{k}", "") for k, _t, _b in EXECS]
        for r in EXTERNAL:
            pref = {"rep:kaminari-capital": "ja", "contact:hanbit-electronics": "ko"}.get(r[0], "")
            roles.append((r[0], pref))

        script = list(_SCRIPT_NAMES)
        rng.shuffle(script)
        diacritic = list(_DIACRITIC_NAMES)
        rng.shuffle(diacritic)
        firsts = rng.sample(_FIRST, len(_FIRST))
        lasts = rng.sample(_LAST, len(_LAST))
        plain = [f"{a} {b}" for a, b in zip(firsts, lasts, strict=True)]

        chosen: dict[str, tuple[str, str, str]] = {}  # role -> (name, id, alias)
        # 1. culture-bound roles take a name from their culture where one is left.
        for role, pref in roles:
            if pref in ("ja", "el", "ko"):
                for i, (name, pid, alias, cult) in enumerate(script):
                    if cult == pref:
                        chosen[role] = (name, pid, alias)
                        script.pop(i)
                        break
            elif pref in ("es", "fr"):
                for i, (name, pid, cult) in enumerate(diacritic):
                    if cult == pref:
                        chosen[role] = (name, pid, "")
                        diacritic.pop(i)
                        break
        # 2. a few more names in other scripts and with diacritics, on random roles.
        free = [r for r, _p in roles if r not in chosen]
        rng.shuffle(free)
        extra_script = 4
        extra_diacritic = 4
        for role in free[:extra_script]:
            name, pid, alias, _c = script.pop()
            chosen[role] = (name, pid, alias)
        for role in free[extra_script : extra_script + extra_diacritic]:
            name, pid, _c = diacritic.pop()
            chosen[role] = (name, pid, "")
        for role, _p in roles:
            if role not in chosen:
                name = plain.pop()
                chosen[role] = (name, _ascii(name).lower().replace(" ", "-"), "")
        for role, (name, pid, alias) in chosen.items():
            self.role[role] = pid
            self.role_title[pid] = name
            self._alias_of[pid] = alias

    # --- skeleton: every document with title, folder and relations -----------------------------
    def skeleton(self) -> None:
        self.assign_people()
        rng = self.rng
        self.add(
            _Spec(
                GROUP,
                "group",
                "company",
                "Larkspur Hotel Collection",
                aliases=["Larkspur", "Larkspur Hotels"],
            )
        )
        for h in HOTELS:
            hid, title, aliases = h[0], h[1], h[2]
            rels = [("part_of_group", GROUP), ("owned_by", h[8])]
            rels += [("rated_by", b) for b in h[9]]
            if h[10]:
                rels.append(("food_safety_inspected_by", h[10]))
            if h[11]:
                rels.append(("lifts_examined_by", h[11]))
            self.add(_Spec(hid, "hotels", "company", title, aliases=list(aliases), relations=rels))
            for dkey, label, _job in DEPTS:
                if dkey == "spa" and not h[7]:
                    continue
                did = f"{hid}-{dkey}"
                self.add(
                    _Spec(
                        did,
                        "hotels/departments",
                        "concept",
                        f"{label}, {_latin_name(h)}",
                        relations=[("department_of", hid)],
                    )
                )
        # people
        for h in HOTELS:
            hid = h[0]
            gm = self.person(f"gm:{hid}")
            self.add(
                _Spec(
                    gm,
                    "people/staff",
                    "person",
                    self.role_title[gm],
                    relations=[
                        ("general_manager_of", hid),
                        ("reports_to", self.person("exec:coo")),
                    ],
                )
            )
            for dkey, _label, _job in DEPTS:
                if dkey == "spa" and not h[7]:
                    continue
                pid = self.person(f"head:{hid}-{dkey}")
                self.add(
                    _Spec(
                        pid,
                        "people/staff",
                        "person",
                        self.role_title[pid],
                        relations=[("heads_department", f"{hid}-{dkey}")],
                    )
                )
        for role, _job, dept, _blurb in EXTRA_STAFF:
            pid = self.person(role)
            self.add(
                _Spec(
                    pid,
                    "people/staff",
                    "person",
                    self.role_title[pid],
                    relations=[("works_in", dept)],
                )
            )
        for key, _job, _blurb in EXECS:
            pid = self.person(f"exec:{key}")
            rels = [("executive_of", GROUP)]
            if key != "ceo":
                rels.append(("reports_to", self.person("exec:ceo")))
            if key == "sales":
                rels += [
                    ("manages_account", c)
                    for c in ("halden-pharma", "brightwater-capital", "hanbit-electronics")
                ]
            if key == "quality":
                rels += [
                    ("liaises_with", b)
                    for b in ("crown-and-key-ratings", "avon-environmental-health", "guide-lumiere")
                ]
            self.add(_Spec(pid, "people/group", "person", self.role_title[pid], relations=rels))
        for role, _job, org, rel in EXTERNAL:
            pid = self.person(role)
            self.add(
                _Spec(
                    pid, "people/external", "person", self.role_title[pid], relations=[(rel, org)]
                )
            )
        for pid, alias in self._alias_of.items():
            if alias:
                self.s[pid].aliases = [alias]
        # organisations
        for bid, title, aliases, _city, _k, _d in BODIES:
            self.add(_Spec(bid, "authorities", "company", title, aliases=list(aliases)))
        for oid, title, aliases, _city, _d, lender in OWNERS:
            self.add(
                _Spec(
                    oid,
                    "finance/owners",
                    "company",
                    title,
                    aliases=list(aliases),
                    relations=[("financed_by", lender)],
                )
            )
        for lid, title, aliases, _city, _d, _f in LENDERS:
            self.add(_Spec(lid, "finance/lenders", "company", title, aliases=list(aliases)))
        for sp in SUPPLIERS:
            sid, title, aliases, rel, hotels, status = sp[0], sp[1], sp[2], sp[5], sp[6], sp[9]
            # contractors are tied to hotels through their projects
            rels = [] if rel == "builds_for" else [(rel, h) for h in hotels]
            self.add(
                _Spec(
                    sid,
                    "suppliers",
                    "company",
                    title,
                    aliases=list(aliases),
                    relations=rels,
                    status=status,
                )
            )
        for c in CLIENTS:
            cid, title, aliases, kind, rel, hotels = c[0], c[1], c[2], c[3], c[4], c[5]
            folder = "clients/corporate" if kind == "corporate" else "clients/agencies"
            self.add(
                _Spec(
                    cid,
                    folder,
                    "company",
                    title,
                    aliases=list(aliases),
                    relations=[(rel, h) for h in hotels],
                )
            )
        self.add(
            _Spec(
                "viajes-alhambra",
                "clients/agencies",
                "company",
                "Viajes Alhambra",
                relations=[("holds_allotment_at", "casa-almendro")],
            )
        )
        for ev in EVENTS:
            eid, title, aliases, kind, hotel = ev[0], ev[1], ev[2], ev[3], ev[4]
            booked_by, booked_via, coord, catered, status = ev[7], ev[8], ev[9], ev[10], ev[13]
            folder = {"wedding": "events/weddings", "conference": "events/conferences"}.get(
                kind, "events/other"
            )
            rels = [("held_at", hotel)]
            if booked_by:
                rels.append(("booked_by", booked_by))
            if booked_via:
                rels.append(
                    ("booked_via", "viajes-alhambra" if booked_via == "viajes" else booked_via)
                )
            rels.append(("coordinated_by", self.person(coord)))
            if catered:
                rels.append(("catered_by", f"{hotel}-kitchen"))
            self.add(
                _Spec(
                    eid,
                    folder,
                    "project",
                    title,
                    aliases=list(aliases),
                    relations=rels,
                    status=status,
                )
            )
        for pr in PROJECTS:
            pid, title, hotel, contractor, funder, lead = pr[0], pr[1], pr[2], pr[3], pr[4], pr[5]
            rels = [("refurbishes", hotel)]
            if contractor:
                rels.append(("main_contractor", contractor))
            rels += [("funded_by", funder), ("led_by", self.person(lead))]
            self.add(_Spec(pid, "projects/refurbishments", "project", title, relations=rels))
        for inc in INCIDENTS:
            iid, title, hotel, _ts, traced, reported, handler, event, extra_rels = inc[:9]
            rels = [("occurred_at", hotel)]
            if traced:
                rels.append(("traced_to", traced))
            if reported:
                rels.append(("reported_to", reported))
            rels.append(("handled_by", self.person(handler)))
            if event:
                rels.append(("disrupted_event", event))
            rels += list(extra_rels)
            self.add(_Spec(iid, "incidents", "note", title, relations=rels))
        for m in MEETINGS:
            mid, title, _ts, _place, attendees, concerns = m[:6]
            rels = [("attended_by", self.person(a)) for a in attendees]
            rels += [("concerns", c) for c in concerns]
            self.add(_Spec(mid, "meetings", "meeting", title, relations=rels))
        for d in DECISIONS:
            did, title, meeting, proposer, responds, applies, _why, status = d
            rels = [("taken_at", meeting), ("proposed_by", self.person(proposer))]
            if responds:
                rels.append(("responds_to", responds))
            rels += [("applies_to", a) for a in applies]
            self.add(_Spec(did, "decisions", "analysis", title, relations=rels, status=status))
        self.s["linden-hall-bedroom-refurbishment"].relations.append(
            ("authorised_by", "dec-linden-bedroom-budget")
        )
        self.s["harbourmaster-lift-replacement"].relations.append(
            ("authorised_by", "dec-replace-harbourmaster-lifts")
        )
        self.s["tsukimi-bath-house-restoration"].relations.append(
            ("authorised_by", "dec-tsukimi-winter-closure")
        )
        self.evidence_skeleton()
        _ = rng

    def ev(
        self,
        eid: str,
        sub: str,
        title: str,
        source: str,
        day: str,
        aliases: list[str] | None = None,
    ) -> _Spec:
        return self.add(
            _Spec(
                eid,
                f"evidence/{sub}",
                "source",
                title,
                kind="evidence",
                sources=[source],
                aliases=aliases or [],
                created=(stamp := self.stamp(day)),
                updated=stamp,
            )
        )

    def evidence_skeleton(self) -> None:
        for h in HOTELS:
            self.ev(
                f"ev-roster-{h[0]}",
                "hr",
                f"Staff roster, {_latin_name(h)} (spring 2026)",
                f"file:rosters/{h[0]}-2026-03.xlsx",
                "2026-03-01",
            )
        self.ev(
            "ev-group-org-chart-2026",
            "hr",
            "Larkspur organisation chart 2026",
            "file:hr/org-chart-2026.pdf",
            "2026-01-06",
        )
        for oid, title, *_rest in OWNERS:
            self.ev(
                f"ev-hma-{oid}",
                "contracts",
                f"Hotel management agreement with {title}",
                f"file:contracts/hma-{oid}.pdf",
                "2025-11-14",
            )
        for lid, title, _a, _c, _d, facility in LENDERS:
            self.ev(
                f"ev-facility-{lid}",
                "finance",
                f"Facility agreement: {facility}, {title}",
                f"file:finance/facility-{lid}.pdf",
                "2025-09-30",
            )
        for sp in SUPPLIERS:
            self.ev(
                f"ev-contract-{sp[0]}",
                "contracts",
                sp[8],
                f"file:contracts/{sp[0]}.pdf",
                "2025-10-01",
            )
        for c in CLIENTS:
            self.ev(
                f"ev-agreement-{c[0]}",
                "contracts",
                c[7],
                f"file:contracts/{c[0]}-2026.pdf",
                "2025-12-10",
            )
        for ev in EVENTS:
            if ev[11]:
                self.ev(
                    f"ev-contract-{ev[0]}",
                    "contracts",
                    ev[11],
                    f"file:events/{ev[0]}.pdf",
                    "2025-12-01",
                )
        for iid, title, _h, _b, day, _text in INSPECTIONS:
            self.ev(iid, "inspections", title, f"file:inspections/{iid}.pdf", day)
        for rid, title, _h, day, source, _text in REVIEWS:
            self.ev(rid, "reviews", title, source, day)
        for xid, title, day, source, _inc, _text in INCIDENT_EVIDENCE:
            self.ev(xid, "incident-reports", title, source, day)
        for m in MEETINGS:
            self.ev(
                f"ev-minutes-{m[0]}",
                "minutes",
                f"Minutes: {m[1]}",
                f"jamie:meeting:{m[0]}",
                m[2][:10],
            )

    # --- bodies ----------------------------------------------------------------------------------
    def bodies(self) -> None:
        rng = self.rng
        s = self.s
        hotels_of_owner: dict[str, list[str]] = {}
        for h in HOTELS:
            hotels_of_owner.setdefault(h[8], []).append(h[0])

        # group
        gm_links = ", ".join(self.p(h[0]) for h in HOTELS)
        execs = "; ".join(f"{self.p(self.person('exec:' + k))} ({job})" for k, job, _b in EXECS)
        s[GROUP].body = (
            f"A collection of eight small hotels run under management agreements for their "
            f"owners: {gm_links} ({self.e('ev-group-org-chart-2026')}).\n\n"
            f"Leadership team: {execs}.\n\n"
            f"Operations are reviewed each quarter ({self.p('q1-ops-review-2026')}, "
            f"{self.p('q3-ops-review-2026')}) and the general managers meet once a year "
            f"({self.p('gm-conference-2026')})."
        )
        s[GROUP].timeline = [
            (
                "2013-04-01T09:00:00Z",
                "file:hr/org-chart-2026.pdf",
                "Group founded in Edinburgh with one hotel.",
            ),
            (
                "2021-06-01T09:00:00Z",
                "file:hr/org-chart-2026.pdf",
                "Eighth hotel joins the collection (Bath).",
            ),
        ]

        # hotels
        for h in HOTELS:
            (
                hid,
                title,
                _al,
                city,
                country,
                rooms,
                desc,
                spa,
                owner,
                rated,
                food,
                lifts,
                year,
                _c,
            ) = h
            depts = [f"{hid}-{d[0]}" for d in DEPTS if d[0] != "spa" or spa]
            gm = self.person(f"gm:{hid}")
            parts = [
                f"{title} is {desc}, in {city}, {country}: {rooms} rooms, part of "
                f"{self.p(GROUP)} since {year} ({self.e('ev-roster-' + hid)}).",
                f"Owned by {self.p(owner)} and run by us under a management agreement "
                f"({self.e('ev-hma-' + owner)}). General manager: {self.p(gm)}.",
                "Departments: "
                + ", ".join(self.p(d, d.split(hid + "-")[1].replace("-", " ")) for d in depts)
                + ".",
            ]
            ratings = []
            for b in rated:
                reps = [i for i in INSPECTIONS if i[2] == hid and i[3] == b]
                cite = f" ({self.e(reps[0][0])})" if reps else ""
                ratings.append(f"{self.p(b)}{cite}")
            if ratings:
                parts.append("Rated by " + " and ".join(ratings) + ".")
            if food:
                reps = [i for i in INSPECTIONS if i[2] == hid and i[3] == food]
                cite = f" ({self.e(reps[0][0])})" if reps else ""
                parts.append(f"Food safety is inspected by {self.p(food)}{cite}.")
            if lifts:
                parts.append(f"Its lifts are examined by {self.p(lifts)} twice a year.")
            revs = [r for r in REVIEWS if r[2] == hid]
            if revs:
                parts.append("Recent guest reviews: " + ", ".join(self.e(r[0]) for r in revs) + ".")
            s[hid].body = "\n\n".join(parts)
            s[hid].timeline = [
                (
                    f"{year}-0{rng.randint(1, 9)}-01T09:00:00Z",
                    f"file:contracts/hma-{owner}.pdf",
                    "Management agreement signed; the hotel joins the collection.",
                ),
            ]
            s[hid].created = f"{year}-01-15T10:00:00Z"

        # departments
        dept_facts = {
            "front-office": "reception, concierge, reservations and night audit",
            "housekeeping": "bedrooms, public areas, laundry handling and lost property",
            "kitchen": "breakfast, the restaurant, room service and banqueting",
            "spa": "treatments, the pools and the relaxation rooms",
        }
        for h in HOTELS:
            hid, title, spa = h[0], h[1], h[7]
            for dkey, label, job in DEPTS:
                if dkey == "spa" and not spa:
                    continue
                did = f"{hid}-{dkey}"
                head = self.person(f"head:{did}")
                staff = [r for r in EXTRA_STAFF if r[2] == did]
                staff_text = "".join(
                    f" {self.p(self.person(r[0]))} is the {r[1].lower()}." for r in staff
                )
                n = rng.randint(4, 9) if dkey in ("front-office", "spa") else rng.randint(8, 22)
                s[did].body = (
                    f"The {label.lower()} team of {self.p(hid)}: {dept_facts[dkey]}. About {n} "
                    f"people ({self.e('ev-roster-' + hid)}).\n\n"
                    f"Headed by {self.p(head)}, {job.lower()}.{staff_text}"
                )

        # people
        for h in HOTELS:
            hid, year = h[0], h[12]
            gm = self.person(f"gm:{hid}")
            since = rng.randint(max(year, 2016), 2024)
            s[gm].body = (
                f"General manager of {self.p(hid)} since {since}, reporting to "
                f"{self.p(self.person('exec:coo'))} ({self.e('ev-roster-' + hid)}).\n\n"
                f"Previously at {rng.choice(_PRIOR)}; trained at {rng.choice(_SCHOOLS)}."
            )
            s[gm].timeline = [
                (
                    self.stamp(f"{since}-0{rng.randint(1, 9)}-01"),
                    "file:hr/org-chart-2026.pdf",
                    "Appointed general manager.",
                ),
            ]
            for dkey, label, job in DEPTS:
                if dkey == "spa" and not h[7]:
                    continue
                did = f"{hid}-{dkey}"
                pid = self.person(f"head:{did}")
                team = rng.choice(["the team", f"the {label.lower()} team", "the department"])
                s[pid].body = (
                    f"{job} in charge of {self.p(did, team)} ({self.e('ev-roster-' + hid)}).\n\n"
                    f"Joined in {rng.randint(2015, 2025)} from {rng.choice(_PRIOR)}."
                )
        for role, job, dept, blurb in EXTRA_STAFF:
            pid = self.person(role)
            hid = (
                dept.rsplit("-", 1)[0]
                if not dept.endswith("front-office")
                else dept[: -len("-front-office")]
            )
            s[pid].body = (
                f"{job} in {self.p(dept, 'the ' + dept.split('-')[-1] + ' team')}; {blurb} "
                f"({self.e('ev-roster-' + hid)})."
            )
        for key, job, blurb in EXECS:
            pid = self.person(f"exec:{key}")
            more = ""
            if key == "coo":
                gms = ", ".join(self.p(self.person(f"gm:{h[0]}")) for h in HOTELS)
                more = f"\n\nThe general managers report here: {gms}."
            if key == "sales":
                more = (
                    "\n\nLooks after the key accounts "
                    + ", ".join(
                        self.p(c)
                        for c in ("halden-pharma", "brightwater-capital", "hanbit-electronics")
                    )
                    + "."
                )
            if key == "quality":
                more = (
                    "\n\nMain contact for "
                    + ", ".join(
                        self.p(b)
                        for b in (
                            "crown-and-key-ratings",
                            "avon-environmental-health",
                            "guide-lumiere",
                        )
                    )
                    + "."
                )
            s[pid].body = (
                f"{job} of {self.p(GROUP)}; {blurb} ({self.e('ev-group-org-chart-2026')})." + more
            )
        for role, job, org, rel in EXTERNAL:
            pid = self.person(role)
            if rel == "account_manager_at":
                cite = f"ev-contract-{org}"
                text = f"{job} at {self.p(org)}, our day-to-day contact for the account"
            elif rel == "employed_by":
                cite = f"ev-agreement-{org}"
                text = f"{job} at {self.p(org)}; books and signs off their stays with us"
            elif rel == "represents":
                cite = f"ev-hma-{org}"
                text = (
                    f"{job} at {self.p(org)}, sits on the owner's side at capital and budget "
                    "meetings"
                )
            elif rel == "relationship_manager_at":
                cite = f"ev-facility-{org}"
                text = f"{job} at {self.p(org)}, handles covenant reporting and drawdowns"
            else:
                reports = [i for i in INSPECTIONS if i[3] == org]
                cite = reports[0][0]
                text = f"{job} with {self.p(org)}; carried out recent visits to our hotels"
            s[pid].body = f"{text} ({self.e(cite)})."

        # authorities
        for bid, title, _al, city, _kind, desc in BODIES:
            reports = [i for i in INSPECTIONS if i[3] == bid]
            rated = [h[0] for h in HOTELS if bid in h[9] or h[10] == bid or h[11] == bid]
            cite_text = ", ".join(self.e(r[0]) for r in reports)
            s[bid].body = (
                f"{title}, based in {city}, is {desc}.\n\n"
                f"Covers " + ", ".join(self.p(h) for h in rated) + f" ({cite_text})."
            )
            insp = [r for r in EXTERNAL if r[2] == bid]
            if insp:
                s[bid].body += f"\n\nOur usual inspector: {self.p(self.person(insp[0][0]))}."

        # owners and lenders
        for oid, title, _al, city, desc, lender in OWNERS:
            hs = hotels_of_owner[oid]
            rep = [r for r in EXTERNAL if r[2] == oid]
            s[oid].body = (
                f"{title} ({city}) is {desc}.\n\n"
                f"Owns "
                + " and ".join(self.p(h) for h in hs)
                + ", which we operate under a management agreement "
                f"({self.e('ev-hma-' + oid)}).\n\n"
                f"Its hotel debt is provided by {self.p(lender)} "
                f"({self.e('ev-facility-' + lender)})."
                + (f"\n\nRepresented by {self.p(self.person(rep[0][0]))}." if rep else "")
            )
        for lid, title, _al, city, desc, facility in LENDERS:
            borrowers = [o[0] for o in OWNERS if o[5] == lid]
            rm = [r for r in EXTERNAL if r[2] == lid]
            s[lid].body = (
                f"{title} ({city}) is {desc}.\n\n"
                f"Lends to "
                + " and ".join(self.p(o) for o in borrowers)
                + f" under a {facility} ({self.e('ev-facility-' + lid)})."
                + (f"\n\nRelationship manager: {self.p(self.person(rm[0][0]))}." if rm else "")
            )
            s[lid].timeline = [
                (
                    "2025-09-30T12:00:00Z",
                    f"file:finance/facility-{lid}.pdf",
                    f"Facility signed: {facility}.",
                ),
            ]

        # suppliers
        verbs = {
            "supplies_linen_to": "Linen for",
            "supplies_produce_to": "Delivers to",
            "supplied_seafood_to": "Supplied shellfish to",
            "supplies_seafood_to": "Supplies fish to",
            "supplies_cheese_to": "Supplies the cheese boards of",
            "maintains_lifts_at": "Maintains the lifts at",
            "maintains_hvac_at": "Maintains plant at",
            "tests_water_at": "Tests the water at",
            "pms_provider_for": "In use at",
            "channel_manager_for": "Connects the rooms of",
            "supplies_spa_products_to": "Stocks the spas of",
            "builds_for": "Working for",
        }
        for sp in SUPPLIERS:
            sid, title, _al, city, _cat, rel, hotels, desc, _ct, status = sp
            contact = [r for r in EXTERNAL if r[2] == sid]
            lines = [
                f"{title} ({city}) {desc} ({self.e('ev-contract-' + sid)}).",
            ]
            if rel != "builds_for":
                lines.append(f"{verbs[rel]} " + ", ".join(self.p(h) for h in hotels) + ".")
            else:
                projs = [p[0] for p in PROJECTS if p[3] == sid]
                lines.append("Main contractor on " + " and ".join(self.p(p) for p in projs) + ".")
            if contact:
                lines.append(f"Account contact: {self.p(self.person(contact[0][0]))}.")
            if status == "archived":
                lines.append(
                    f"Contract ended in May 2026 ({self.p('dec-terminate-marisco')}) after "
                    f"{self.p('inc-paella-gastro')}."
                )
            s[sid].body = "\n\n".join(lines)
            s[sid].timeline = [
                (self.stamp("2025-10-01"), f"file:contracts/{sid}.pdf", "Contract signed."),
            ]
        s[
            "blanchisserie-leveque"
        ].body += f"\n\nSent emergency stock after {self.p('inc-basement-flood')}."

        # clients
        for c in CLIENTS:
            cid, title, _al, kind, rel, hotels, desc, _ag = c
            evs = [e[0] for e in EVENTS if e[7] == cid or e[8] == cid]
            contact = [r for r in EXTERNAL if r[2] == cid]
            what = "negotiated corporate rates at" if kind == "corporate" else "a room allotment at"
            lines = [
                f"{title} is {desc}.",
                f"Holds {what} "
                + ", ".join(self.p(h) for h in hotels)
                + f" ({self.e('ev-agreement-' + cid)}).",
            ]
            if evs:
                lines.append("Bookings with us: " + ", ".join(self.p(e) for e in evs) + ".")
            if contact:
                lines.append(f"Our contact there: {self.p(self.person(contact[0][0]))}.")
            s[cid].body = "\n\n".join(lines)
        s["viajes-alhambra"].body = (
            f"A Seville wedding and incentive agency with a small allotment at "
            f"{self.p('casa-almendro')} ({self.e('ev-contract-castellanos-byrne-wedding')}).\n\n"
            f"Brought us {self.p('castellanos-byrne-wedding')}."
        )

        # events
        for ev in EVENTS:
            eid, title, _al, kind, hotel, day, guests, booked_by, booked_via, coord, catered = ev[
                :11
            ]
            contract, desc = ev[11], ev[12]
            client = booked_by or ("viajes-alhambra" if booked_via == "viajes" else booked_via)
            if contract:
                cite = self.e(f"ev-contract-{eid}")
            elif client:
                cite = self.e(f"ev-agreement-{client}")
            else:
                cite = self.e(f"ev-roster-{hotel}")
            lines = [
                f"{kind.capitalize()} at {self.p(hotel)} on {day} for {guests} guests: {desc} "
                f"({cite}).",
            ]
            if booked_by:
                lines.append(f"Booked by {self.p(booked_by)}.")
            elif client:
                lines.append(f"Booked through {self.p(client)}.")
            lines.append(
                f"Coordinated by {self.p(self.person(coord))}"
                + (
                    f"; catering from {self.p(hotel + '-kitchen', 'the hotel kitchen')}."
                    if catered
                    else "."
                )
            )
            s[eid].body = "\n\n".join(lines)
            s[eid].timeline = [
                (
                    self.stamp("2025-12-01"),
                    "goat-task:EVT-" + str(rng.randint(100, 999)),
                    "Contract signed and deposit received.",
                ),
                (self.stamp(day), "goat-task:EVT-" + str(rng.randint(100, 999)), "Event day."),
            ]
        s["castellanos-byrne-wedding"].body = s["castellanos-byrne-wedding"].body.replace(
            "Booked through", "Came to us through"
        )

        # projects
        for pr in PROJECTS:
            pid, title, hotel, contractor, funder, lead, budget, start, end, desc, cites = pr
            lines = [
                f"Refurbishment of {self.p(hotel)}, budget {budget}, {start} to {end}. {desc} "
                f"({', '.join(self.e(c) for c in cites)})",
                f"Led by {self.p(self.person(lead))}; funded by {self.p(funder)}"
                + (
                    f"; main contractor {self.p(contractor)}."
                    if contractor
                    else "; contractors still being tendered."
                ),
            ]
            auth = [r[1] for r in s[pid].relations if r[0] == "authorised_by"]
            if auth:
                lines.append(f"Authorised by {self.p(auth[0])}.")
            s[pid].body = "\n\n".join(lines)
            s[pid].timeline = [
                (
                    self.stamp(start),
                    f"goat-task:CAP-{rng.randint(100, 999)}",
                    "Work starts on site.",
                ),
            ]

        # incidents
        for inc in INCIDENTS:
            (
                iid,
                title,
                hotel,
                ts,
                traced,
                reported,
                handler,
                event,
                extra,
                text,
                tl,
                cites,
                _comp,
            ) = inc
            lines = [
                f"{text} ({', '.join(self.e(c) for c in cites)})",
                f"Where: {self.p(hotel)}. Handled by {self.p(self.person(handler))}.",
            ]
            if event:
                lines.append(f"It happened during {self.p(event)}.")
            if traced:
                lines.append(f"Cause traced to {self.p(traced)}.")
            if reported:
                lines.append(f"Notified to {self.p(reported)}.")
            for rel, target in extra:
                if rel == "detected_by":
                    lines.append(f"Found by routine sampling from {self.p(target)}.")
                elif rel == "emergency_supply_from":
                    lines.append(f"Replacement linen came from {self.p(target)}.")
                elif rel == "affects_client":
                    lines.append(f"The client affected was {self.p(target)}.")
            s[iid].body = "\n\n".join(lines)
            s[iid].timeline = list(tl)
            s[iid].created = ts

        # meetings
        decisions_at: dict[str, list[str]] = {}
        for d in DECISIONS:
            decisions_at.setdefault(d[2], []).append(d[0])
        for m in MEETINGS:
            mid, title, ts, place, attendees, concerns, summary = m
            lines = [
                f"{title}, {ts[:10]}, {place} ({self.e('ev-minutes-' + mid)}).",
                "Attendees: " + ", ".join(self.p(self.person(a)) for a in attendees) + ".",
                "About " + ", ".join(self.p(c) for c in concerns) + ".",
            ]
            if mid in decisions_at:
                lines.append("Decisions: " + "; ".join(self.p(d) for d in decisions_at[mid]) + ".")
            s[mid].body = "\n\n".join(lines)
            s[mid].created = ts

        # decisions
        for d in DECISIONS:
            did, title, meeting, proposer, responds, applies, why, _status = d
            lines = [
                f"Agreed at {self.p(meeting)} ({self.e('ev-minutes-' + meeting)}), proposed by "
                f"{self.p(self.person(proposer))}.",
                why,
            ]
            if responds:
                lines.append(f"Taken in response to {self.p(responds)}.")
            lines.append("Applies to " + ", ".join(self.p(a) for a in applies) + ".")
            s[did].body = "\n\n".join(lines)

        # evidence bodies
        for h in HOTELS:
            hid = h[0]
            rows = []
            for dkey, label, job in DEPTS:
                if dkey == "spa" and not h[7]:
                    continue
                rows.append(
                    f"| {self.t(self.person('head:' + hid + '-' + dkey))} | {job} | {label} |"
                )
            for role, job, dept, _b in EXTRA_STAFF:
                if dept.startswith(hid + "-"):
                    rows.append(f"| {self.t(self.person(role))} | {job} | {dept.split('-')[-1]} |")
            s[f"ev-roster-{hid}"].body = (
                f"Staff roster for {h[1]}, March 2026.\n\n"
                f"General manager: {self.t(self.person('gm:' + hid))}.\n\n"
                "| Name | Role | Department |\n|---|---|---|\n" + "\n".join(rows)
            )
        s["ev-group-org-chart-2026"].body = (
            "Larkspur Hotel Collection, organisation chart, January 2026.\n\n"
            + "\n".join(f"- {job}: {self.t(self.person('exec:' + k))}" for k, job, _b in EXECS)
        )
        for oid, title, _a, _c, _d, _l in OWNERS:
            names = ", ".join(self.t(h) for h in hotels_of_owner[oid])
            s[f"ev-hma-{oid}"].body = (
                f"Hotel management agreement between {title} (the Owner) and Larkspur Hotel "
                f"Collection Ltd (the Operator) for {names}. Term fifteen years. Base fee 3% of "
                f"total revenue, incentive fee 8% of gross operating profit above the owner's "
                f"priority. Capital expenditure above the annual reserve needs the Owner's "
                f"written approval."
            )
        for lid, title, _a, _c, _d, facility in LENDERS:
            borrower_names = ", ".join(self.t(o[0]) for o in OWNERS if o[5] == lid)
            s[f"ev-facility-{lid}"].body = (
                f"{facility} made available by {title} to {borrower_names}. Financial covenants: "
                f"loan-to-value not above 55%; debt service cover at least 1.4 times, tested "
                f"quarterly. Security over the hotel properties and an assignment of the "
                f"management agreements."
            )
        for sp in SUPPLIERS:
            sid, title, hotels = sp[0], sp[1], sp[6]
            names = ", ".join(self.t(h) for h in hotels)
            s[f"ev-contract-{sid}"].body = (
                f"Agreement between Larkspur Hotel Collection Ltd and {title}. Scope: {sp[7]}. "
                f"Sites: {names}. Term three years from signature, then rolling with six "
                f"months' notice. Service levels and credits in schedule 2; insurance and "
                f"food-safety or safety certificates to be produced on request."
            )
        for c in CLIENTS:
            cid, title, hotels = c[0], c[1], c[5]
            names = ", ".join(self.t(h) for h in hotels)
            s[f"ev-agreement-{cid}"].body = (
                f"Agreement with {title} for 2026 covering {names}. Rates fixed for the year, "
                f"last-room availability, cancellation free until 48 hours before arrival; for "
                f"agencies, allotments released 21 days before arrival and 10% commission."
            )
        for ev in EVENTS:
            if ev[11]:
                s[f"ev-contract-{ev[0]}"].body = (
                    f"Event contract for {ev[1]} at {self.t(ev[4])} on {ev[5]}: {ev[6]} guests, "
                    f"exclusive use of the public rooms, 30% deposit on signature, balance 30 "
                    f"days before. Details: {ev[12]}."
                )
        for iid, _title, hotel, bid, day, text in INSPECTIONS:
            s[iid].body = f"{self.t(bid)}, visit to {self.t(hotel)} on {day}.\n\n{text}"
        for rid, _title, hotel, day, _src, text in REVIEWS:
            s[rid].body = f"Review of {self.t(hotel)}, posted {day}.\n\n{text}"
        for xid, _title, day, _src, inc_id, text in INCIDENT_EVIDENCE:
            hotel = next(i[2] for i in INCIDENTS if i[0] == inc_id)
            s[xid].body = f"{self.t(hotel)}, {day}.\n\n{text}"
        for m in MEETINGS:
            mid, title, ts, place, attendees, _concerns, summary = m
            present = ", ".join(self.t(self.person(a)) for a in attendees)
            s[
                f"ev-minutes-{mid}"
            ].body = (
                f"Minutes of the {title}, {ts[:10]}, {place}.\n\nPresent: {present}.\n\n{summary}"
            )

    # --- rendering -------------------------------------------------------------------------------
    def render(self, spec: _Spec) -> Document:
        meta: dict[str, object] = {
            "id": spec.id,
            "kind": spec.kind,
            "type": spec.type,
            "title": spec.title,
            "status": spec.status,
        }
        if spec.aliases:
            meta["aliases"] = list(spec.aliases)
        if spec.relations:
            meta["relations"] = [{"type": t, "target": x} for t, x in spec.relations]
        if spec.sources:
            meta["sources"] = list(spec.sources)
        meta["created"] = spec.created
        meta["updated"] = spec.updated
        body = f"# {spec.title}\n\n{spec.body.strip()}"
        if spec.timeline:
            lines = ["## Timeline", ""]
            for ts, ref, text in sorted(spec.timeline):
                eid = timeline_entry_id(spec.id, ts, ref, text)
                lines.append(f"- **{ts}** | {eid} | {ref} | {text}")
            body += "\n\n" + "\n".join(lines)
        text = f"---\n{serialize_meta(meta)}---\n{body}\n"
        return parse_document(text, folder=spec.folder, path=f"{spec.folder}/{spec.id}.md")


def _world(seed: int) -> _World:
    world = _World(random.Random(seed))
    world.skeleton()
    world.bodies()
    return world


# ---------------------------------------------------------------------------------------------
# Questions
# ---------------------------------------------------------------------------------------------


def _has_script(text: str) -> bool:
    """A letter outside ASCII: another script, or Latin with diacritics."""
    return any(ch.isalpha() and ord(ch) > 127 for ch in text)


def _cap(text: str) -> str:
    return text[0].upper() + text[1:] if text and text[0].islower() else text


def _lc(text: str) -> str:
    """Lower-case the first letter of a common-noun title for use mid-sentence."""
    first = text.split(" ", 1)[0]
    if first in (
        "Legionella",
        "Linden",
        "Harbourmaster",
        "Casa",
        "Alkyon",
        "Quarry",
        "Bellavista",
        "Roomwise",
        "Q1",
        "Q3",
        "Halden",
        "Norrvik",
        "Castellane",
        "Hanbit",
        "Brightwater",
        "Oduya",
        "Okafor–Lindqvist",
        "Crown",
        "Guide",
        "Fairlie",
        "Kaminari",
        "Eastgate",
        "General",
    ):
        return text
    return text[0].lower() + text[1:]


@dataclass
class _Cand:
    kind: str
    cat: str
    text: str
    relevant: set[str]
    anchor: str | None = None


# Lexical templates by the target's group ({n}: the name as written; {l}: mid-sentence form).
_LEX = {
    "hotel": [
        "What do we know about {n}?",
        "Give me the rundown on {n}: rooms, location, who owns it.",
        "{n} property overview",
        "How many rooms does {n} have?",
        "Is {n} one of ours, and where is it?",
        "quick summary of {n} please",
    ],
    "person": [
        "Who is {n}?",
        "What does {n} do for us?",
        "{n} - role?",
        "Pull up {n}'s profile.",
        "I've got a call with {n} in ten minutes. Who are they?",
        "where does {n} sit in the organisation",
        "remind me what {n}'s job is",
    ],
    "supplier": [
        "What do we buy from {n}?",
        "{n}: supplier profile",
        "Remind me what {n} does for us.",
        "Are we still working with {n}?",
        "Tell me about our supplier {n}.",
    ],
    "client": [
        "What's our relationship with {n}?",
        "{n} account summary",
        "Tell me about the client {n}.",
        "what business does {n} give us",
    ],
    "authority": [
        "What is {n} and what do they look at?",
        "Background on {n}, please.",
        "Who are {n}?",
    ],
    "finance": [
        "Tell me about {n}.",
        "{n} - overview",
        "What is {n}'s role in the group?",
    ],
    "event": [
        "What's the status of the {n}?",
        "Details for the {n}, please.",
        "{n}: guest numbers and date",
        "When is the {n}?",
    ],
    "project": [
        "How is the {n} going?",
        "{n}: budget and dates?",
        "Bring up the {n} project.",
        "what's the scope of the {n}",
    ],
    "incident": [
        "What happened with the {l}?",
        "Summarise the {l} for me.",
        "{n} - what do we know?",
        "Give me the facts on the {l}.",
    ],
    "meeting": [
        "What came out of the {n}?",
        "notes from the {n}",
        "Who was at the {n} and what was agreed?",
        "Recap the {n}.",
    ],
    "decision_verb": [
        "Why did we decide to {l}?",
        "Background to the decision to {l}",
        "Find the decision record: {n}.",
    ],
    "decision_noun": [
        "What's behind the {l} decision?",
        "Rationale for {l}?",
        "Find the decision record: {n}.",
    ],
    "evidence": [
        "Find the {l}.",
        "I need a copy of the {l}.",
        "Where can I read the {l}?",
        "Can you dig out the {l}?",
    ],
    "review": [
        "Show me the guest review '{q}'.",
        "find that review: {q}",
        "Where's the review titled '{q}'?",
    ],
}

_SCRIPT_LEX = {
    "hotel": [
        "Tell me about {n}.",
        "{n}: rooms and location?",
        "What do we have on {n}?",
        "Where is {n} and how big is it?",
    ],
    "person": [
        "Who is {n}?",
        "What's {n}'s role?",
        "{n} - which team?",
        "profile for {n}",
        "Can you tell me what {n} does here?",
    ],
    "supplier": [
        "What does {n} supply?",
        "{n} supplier page",
        "Tell me about {n}.",
        "what do we get from {n}",
    ],
    "client": ["What's our history with {n}?", "{n} account", "Tell me about {n}."],
    "authority": ["What does {n} do?", "Background on {n}"],
    "finance": ["Tell me about {n}.", "Who are {n}?"],
    "event": ["What's the plan for {n}?", "Details of {n}, please.", "{n}: date and guests?"],
    "decision_verb": ["Why did we decide to {l}?"],
    "evidence": ["Find {n}.", "Open {n}", "I need to read {n}"],
    "review": ["Show me the review {n}", "find the guest review: {n}"],
}

_DECISION_VERBS = {
    "Terminate",
    "Introduce",
    "Replace",
    "Cap",
    "Move",
    "Approve",
    "Raise",
    "Buy",
    "Close",
}

# Hop templates: category -> templates ({a}: the named page).
_HOP = {
    "gm_of_hotel": [
        "Who runs {a} day to day?",
        "Who's the general manager at {a}?",
        "Which GM is responsible for {a}?",
        "who do I escalate to at {a}",
        "Name the person in charge of {a}.",
        "{a}: who's the boss on site?",
    ],
    "hotel_of_gm": [
        "Which hotel does {a} manage?",
        "What property is {a} in charge of?",
        "{a} is GM where?",
        "Where does {a} work as general manager?",
    ],
    "head:front-office": [
        "Who's the front office manager at {a}?",
        "who runs reception at {a}",
        "Who leads the front desk team at {a}?",
    ],
    "head:housekeeping": [
        "Who's the executive housekeeper at {a}?",
        "who is in charge of housekeeping at {a}",
        "Head of housekeeping, {a}?",
    ],
    "head:kitchen": [
        "Who's the head chef at {a}?",
        "Who runs the kitchen at {a}?",
        "who heads up the kitchen brigade at {a}",
    ],
    "head:spa": [
        "Who manages the spa at {a}?",
        "Spa manager at {a}?",
        "who's running the spa at {a} these days",
    ],
    "owner_of_hotel": [
        "Who owns {a}?",
        "Which investor holds {a}?",
        "Whose asset is {a}?",
        "who's the owner behind {a}",
    ],
    "hotels_of_owner": [
        "Which of our hotels belong to {a}?",
        "What does {a} own in our portfolio?",
        "list the properties {a} owns",
    ],
    "lender_of_owner": [
        "Who lends to {a}?",
        "Which bank finances {a}?",
        "Where does {a} get its debt from?",
    ],
    "borrowers_of_lender": ["Who borrows from {a}?", "Which owners have loans with {a}?"],
    "supplier_hotels": [
        "Which hotels does {a} work for?",
        "Where do we use {a}?",
        "Which properties are on {a}'s contract?",
        "sites served by {a}",
    ],
    "cat:supplies_linen_to": [
        "Who does the linen for {a}?",
        "which laundry looks after the sheets and towels at {a}",
    ],
    "cat:maintains_lifts_at": [
        "Who maintains the lifts at {a}?",
        "lift maintenance company for {a}?",
    ],
    "cat:tests_water_at": [
        "Who tests the water at {a}?",
        "Which lab does the Legionella sampling for {a}?",
    ],
    "cat:supplies_spa_products_to": [
        "Who supplies the spa products at {a}?",
        "where do the treatment oils at {a} come from",
    ],
    "cat:pms_provider_for": [
        "What property management system does {a} run on?",
        "which PMS is {a} on",
    ],
    "cat:channel_manager_for": [
        "Which channel manager does {a} use?",
        "what pushes {a}'s availability to the booking sites?",
    ],
    "cat:supplies_produce_to": [
        "Who delivers fruit and veg to {a}?",
        "vegetable supplier for {a}?",
    ],
    "cat:supplies_cheese_to": ["Where does {a} get its cheese from?", "cheese supplier at {a}"],
    "cat:supplies_seafood_to": ["who supplies fish to {a}", "Where does {a}'s fish come from?"],
    "cat:maintains_hvac_at": [
        "Who services the refrigeration and heating at {a}?",
        "HVAC contractor for {a}?",
    ],
    "event_venue": [
        "Where is the {a} being held?",
        "Which hotel is hosting the {a}?",
        "venue for the {a}?",
        "{a} - which property?",
    ],
    "event_booker": [
        "Who booked the {a}?",
        "Which client is behind the {a}?",
        "who brought us the {a}",
    ],
    "event_coordinator": [
        "Who's coordinating the {a}?",
        "Who is our point person for the {a}?",
        "who's looking after the {a} on our side",
    ],
    "client_hotels": [
        "Where does {a} have rates with us?",
        "Which of our hotels does {a} use?",
        "{a}: which properties are in their agreement?",
    ],
    "client_events": ["What events has {a} booked with us?", "Any events on the books for {a}?"],
    "incident_hotel": [
        "Where did the {a} happen?",
        "Which property had the {a}?",
        "the {a} - which hotel was that at?",
    ],
    "incident_supplier": [
        "Which supplier was at fault in the {a}?",
        "Who was the {a} traced back to?",
        "which vendor caused the {a}",
    ],
    "incident_decisions": [
        "What did we change after the {a}?",
        "Was any decision taken because of the {a}?",
        "policy changes following the {a}",
    ],
    "incident_event": [
        "Which event was disrupted by the {a}?",
        "What function was going on during the {a}?",
    ],
    "incident_authority": [
        "Which authority was told about the {a}?",
        "Who did we notify about the {a}?",
    ],
    "incident_handler": ["Who handled the {a}?", "Who dealt with the {a} on the ground?"],
    "decision_meeting": [
        "Where was the decision '{a}' agreed?",
        "Which meeting signed off '{a}'?",
        "when was '{a}' decided, and by whom?",
    ],
    "meeting_decisions": [
        "Which decisions came out of the {a}?",
        "decisions from the {a}",
        "What did the {a} decide?",
    ],
    "meeting_attendees": ["Who attended the {a}?", "who was in the room for the {a}"],
    "project_contractor": ["Who's the builder on the {a}?", "Main contractor for the {a}?"],
    "project_funder": ["Who's paying for the {a}?", "Where's the money for the {a} coming from?"],
    "project_lead": ["Who's leading the {a}?", "project lead on the {a}?"],
    "project_hotel": ["Which hotel is the {a} at?", "{a}: which property?"],
    "contact_company": [
        "Which company is {a} with?",
        "{a} works for which firm?",
        "who does {a} work for",
    ],
    "company_contact": [
        "Who's our contact at {a}?",
        "who do I ring at {a}",
        "Name of our account person at {a}?",
    ],
    "hotel_ratings": ["Which ratings bodies assess {a}?", "Who grades {a}?"],
    "hotel_food_inspector": [
        "Who does the food hygiene inspections at {a}?",
        "which authority inspects the kitchen at {a}",
    ],
    "gm_manager": ["Who does {a} report to?", "{a}'s line manager?"],
    "supplier_contract": [
        "Where's the signed contract with {a}?",
        "pull up our agreement with {a}",
        "{a} contract, please",
    ],
    "client_agreement": [
        "Find the agreement we have with {a}.",
        "{a}: where are the contract terms?",
    ],
    "body_inspector": [
        "Who's our usual inspector from {a}?",
        "name of the {a} officer who visits us",
    ],
    "hotel_reviews": ["Any guest reviews of {a}?", "What are guests saying online about {a}?"],
    "exec_accounts": ["Which accounts does {a} look after?", "key clients handled by {a}"],
    "body_hotels": ["Which of our hotels does {a} cover?", "Where does {a} inspect us?"],
}

_HOP2 = {
    "event_gm": [
        "Who is the GM of the hotel hosting the {a}?",
        "I need the general manager at the venue of the {a}.",
        "who runs the place where the {a} is happening",
    ],
    "event_owner": [
        "Who owns the venue of the {a}?",
        "owner of the hotel where the {a} takes place",
    ],
    "hotel_lender": [
        "Which lender stands behind the owner of {a}?",
        "Who ultimately finances {a}?",
        "bank behind {a}'s owner",
    ],
    "lender_hotels": [
        "Which of our hotels are owned by borrowers of {a}?",
        "What hotels sit behind {a}'s loans to our owners?",
    ],
    "incident_supplier_contract": [
        "Pull the contract with the supplier blamed for the {a}.",
        "What does our agreement with the firm behind the {a} say?",
    ],
    "incident_gm": [
        "Who was GM at the property where the {a} happened?",
        "general manager of the hotel with the {a}?",
    ],
    "incident_owner": [
        "Which owner do we have to brief about the {a}?",
        "who owns the hotel where the {a} took place",
    ],
    "decision_attendees": [
        "Who was at the meeting that agreed '{a}'?",
        "Attendees of the meeting where '{a}' was decided?",
    ],
    "head_hotel": [
        "Which hotel does {a} work at?",
        "{a} - which property are they based at?",
        "At which of our hotels is {a}?",
    ],
    "contact_hotels": [
        "Which hotels does {a}'s company work with?",
        "Where does {a}'s firm have business with us?",
    ],
    "contact_events": ["What has {a}'s company booked with us?", "events booked by {a}'s firm"],
    "project_gm": [
        "Who's the GM of the hotel being worked on in the {a}?",
        "which general manager will live with the {a}?",
    ],
    "incident_decision_meeting": [
        "At which meeting did we respond to the {a}?",
        "Where were the follow-up decisions on the {a} taken?",
    ],
    "gm_linen": ["Who does the linen at {a}'s hotel?", "laundry supplier at the hotel {a} runs?"],
    "gm_lifts": ["Who maintains the lifts at the hotel {a} manages?"],
    "gm_owner": ["Who owns the hotel that {a} runs?", "{a}'s hotel - who's the owner?"],
    "owner_gms": ["Which GMs run hotels owned by {a}?", "general managers at {a}'s properties"],
    "event_client_contact": ["Who's our contact at the company that booked the {a}?"],
    "incident_supplier_contact": ["Who's our account manager at the firm behind the {a}?"],
    "contractor_other_projects": ["What else is the {a}'s main contractor doing for us?"],
    "meeting_decision_incident": [
        "What incident led to the decision taken at the {a}?",
        "which incident prompted the {a}'s decision?",
    ],
    "review_gm": ["Who's the GM of the hotel reviewed in '{a}'?"],
    "rm_hotels": ["Which of our hotels are ultimately financed by {a}'s bank?"],
    "dept_head_events": ["Which events is the head of {a} coordinating?"],
}

# Paraphrases: (question variants, relevant ids).
_PARA = [
    (
        [
            "the night loads of guests got a stomach bug after the seafood rice dinner",
            "Didn't a bunch of people get norovirus from bad clams at one of our hotels?",
        ],
        {"inc-paella-gastro", "ev-ir-2026-041"},
    ),
    (
        [
            "guest with a seed allergy who ended up in an ambulance after the tasting menu",
            "What was that anaphylaxis scare at dinner over an ingredient missing from the "
            "allergy sheet?",
        ],
        {"inc-sesame-allergen", "ev-ir-2026-017"},
    ),
    (
        [
            "when the big fridge warmed up overnight and we binned a load of food",
            "the time a compressor tripped and we lost about 180 kilos of stock",
        ],
        {"inc-cold-room-failure", "ev-ir-2026-058"},
    ),
    (
        [
            "conference delegates stuck in an elevator for an hour and a half",
            "Which incident had six people trapped between floors during a company event?",
        ],
        {"inc-lift-2-entrapment", "ev-ir-2026-022", "ev-review-harbour-lift"},
    ),
    (
        [
            "family trapped in a lift in scorching weather, freed by firefighters",
            "when a family got stuck in an elevator during a Spanish heatwave",
        ],
        {"inc-heatwave-lift-stoppage", "ev-ir-2026-063"},
    ),
    (
        ["people on the crescent moaning to the council about late music at a wedding party"],
        {"inc-ceilidh-noise", "ev-noise-warning-letter"},
    ),
    (
        [
            "rooms sold twice when the availability feed to the booking sites stopped",
            "guests sent off by taxi to other hotels because we had no rooms for them",
        ],
        {"inc-festival-overbooking", "ev-ir-2026-049", "ev-review-ecluses-walked"},
    ),
    (
        ["bacteria found in the hydrotherapy water that shut the spa for nearly two weeks"],
        {"inc-spa-legionella", "ev-ir-2026-030"},
    ),
    (
        [
            "guests evacuated into the snow in the middle of the night because of steam",
            "smoke detector triggered by the baths at 3am",
        ],
        {"inc-steam-fire-alarm", "ev-review-tsukimi-alarm"},
    ),
    (
        [
            "a guest's diamond jewellery disappeared from the safe in their room",
            "someone used the master code to open a guest's safe",
        ],
        {"inc-room-safe-theft", "ev-safe-audit-room-7"},
    ),
    (
        [
            "delegates charged twice for their rooms after a pharma conference",
            "the incident where we paid back over twenty thousand pounds to more than a hundred "
            "delegates",
        ],
        {"inc-duplicate-billing", "ev-ir-2026-026"},
    ),
    (
        ["creepy-crawlies found in a guest bed in Bristol"],
        {"inc-room-214-bedbugs", "ev-review-harbour-bedbugs"},
    ),
    (
        ["the river came into the cellar and ruined hundreds of sheets and towels"],
        {"inc-basement-flood", "ev-loss-adjuster-basement"},
    ),
    (
        ["the bride was late to her own ceremony because the boat broke down"],
        {"inc-late-boat-transfer", "ev-review-bellavista-bride"},
    ),
    (
        [
            "we stopped buying shellfish from the wholesaler after the outbreak - where is that "
            "recorded?"
        ],
        {"dec-terminate-marisco"},
    ),
    (
        [
            "the policy requiring a chart of allergy-causing ingredients for every dish across "
            "the group"
        ],
        {"dec-allergen-matrix"},
    ),
    (
        ["policy that night staff check walk-in fridge temperatures every few hours"],
        {"dec-cold-room-logging"},
    ),
    (["limit on how far we deliberately oversell rooms"], {"dec-overbooking-cap"}),
    (
        ["decision to flush taps and sample pool water regularly in every spa"],
        {"dec-spa-water-regime"},
    ),
    (
        ["cut-off time for loud garden music at the Edinburgh townhouse"],
        {"dec-linden-music-curfew"},
    ),
    (
        ["plan to get a boat of our own for ferrying wedding guests across the lake"],
        {"dec-bellavista-own-launch"},
    ),
    (
        ["putting every property on the same cloud reservations and billing system"],
        {"dec-roomwise-everywhere"},
    ),
    (
        ["raising the minimum that couples must spend to get married at the lake villa"],
        {"dec-bellavista-minimum-spend"},
    ),
    (
        ["restoring sash windows and turning old dressing rooms into en-suites"],
        {"linden-hall-bedroom-refurbishment"},
    ),
    (
        ["fixing the leaking plunge pool on the roof that was dripping into the suites below"],
        {"casa-almendro-rooftop-pool"},
    ),
    (
        ["the project digging spa rooms out of the cliff below the Greek hotel"],
        {"alkyon-spa-extension"},
    ),
    (
        ["shrine-style craftsmen redoing the cypress soaking tubs while the inn shuts for winter"],
        {"tsukimi-bath-house-restoration"},
    ),
    (
        ["turning the lakeside shed for boats into a room for receptions"],
        {"bellavista-boathouse-conversion"},
    ),
    (
        ["making the restaurant kitchen all-induction with a new canopy"],
        {"quarry-rooms-kitchen-refit"},
    ),
    (
        ["which linen company switched from hot washes to an ozone process?"],
        {"northgate-linen-services"},
    ),
    (
        ["the laundry that puts a chip in every sheet so it can count losses"],
        {"blanchisserie-leveque"},
    ),
    (
        ["fishermen's collective bringing in the morning catch for our Greek kitchen"],
        {"argoliki-fisheries"},
    ),
    (["the cheese maturing business with caves in the Alps"], {"fromagerie-perrin"}),
    (
        ["which supplier sources greens locally from lots of little growers for the UK hotels?"],
        {"hedgerow-produce"},
    ),
    (["our Georgian townhouse with the single-malt library"], {"linden-hall"}),
    (["our traditional Japanese inn where guests watch the moon from the garden"], {"tsukimi-so"}),
    (
        ["the converted Victorian harbour offices with a barn for conferences"],
        {"the-harbourmaster"},
    ),
    (["the whitewashed suites under the fortress looking over the gulf"], {"alkyon-suites"}),
    (
        ["the property that was once home to whoever ran the local stone workings"],
        {"the-quarry-rooms"},
    ),
    (
        ["the emergency meeting we held after the outbreak in Seville"],
        {"food-safety-task-force", "ev-minutes-food-safety-task-force"},
    ),
    (
        ["annual get-together of all our hotel managers"],
        {"gm-conference-2026", "ev-minutes-gm-conference-2026"},
    ),
    (
        ["the meeting where we checked our loan-to-value and debt cover with the lender"],
        {"eastgate-covenant-review", "ev-minutes-eastgate-covenant-review"},
    ),
    (["the restaurant guide that hands out lanterns"], {"guide-lumiere"}),
    (["who certifies for the insurers that our elevators are safe?"], {"liftsafe-inspection"}),
    (["the Tokyo fund that owns our Kyoto and Greek hotels"], {"kaminari-capital"}),
    (
        [
            "the family investment office in Edinburgh that owns two of our English and "
            "Scottish hotels"
        ],
        {"fairlie-family-office"},
    ),
    (
        ["statutory examination report recommending both lifts be modernised"],
        {"ev-insp-liftsafe-harbourmaster"},
    ),
    (
        ["the assessor's report saying a fifth key needs the bedrooms redone"],
        {"ev-insp-ck-linden-2026"},
    ),
]


class _Graph:
    def __init__(self, docs: list[Document]) -> None:
        self.docs = {d.brain_id: d for d in docs}
        self.adj: dict[str, set[str]] = {d.brain_id: set() for d in docs}
        self.out: dict[tuple[str, str], list[str]] = {}
        self.inn: dict[tuple[str, str], list[str]] = {}
        for d in docs:
            for r in d.relations:
                self._edge(d.brain_id, r.target)
                self.out.setdefault((d.brain_id, r.type), []).append(r.target)
                self.inn.setdefault((r.target, r.type), []).append(d.brain_id)
            for link in d.links:
                if link.kind in ("page", "evidence"):
                    self._edge(d.brain_id, link.target)

    def _edge(self, a: str, b: str) -> None:
        if a != b and b in self.adj:
            self.adj[a].add(b)
            self.adj[b].add(a)

    def rel(self, src: str, rtype: str) -> list[str]:
        return list(self.out.get((src, rtype), []))

    def rin(self, dst: str, rtype: str) -> list[str]:
        return list(self.inn.get((dst, rtype), []))

    def distance(self, a: str, b: str, limit: int = 3) -> int:
        if a == b:
            return 0
        seen = {a}
        frontier = deque([(a, 0)])
        while frontier:
            node, dist = frontier.popleft()
            if dist >= limit:
                continue
            for nxt in self.adj[node]:
                if nxt == b:
                    return dist + 1
                if nxt not in seen:
                    seen.add(nxt)
                    frontier.append((nxt, dist + 1))
        return limit + 1


def _candidates(world: _World, graph: _Graph, rng: random.Random) -> list[_Cand]:
    s = world.s
    out: list[_Cand] = []

    def mention(doc_id: str, mode: str = "any") -> str | None:
        forms = [s[doc_id].title, *s[doc_id].aliases]
        if mode == "latin":
            forms = [f for f in forms if not _has_script(f)]
        elif mode == "script":
            forms = [f for f in forms if _has_script(f)]
        elif rng.random() < 0.7:
            latin = [f for f in forms if not _has_script(f)]
            forms = latin or forms
        if not forms:
            return None
        m = rng.choice(forms)
        return "the " + m[4:] if m.startswith("The ") else m

    def add(
        kind: str, cat: str, template: str, relevant: set[str], anchor: str | None, **kw: str
    ) -> None:
        text = _cap(re.sub(r"(\w)s's\b", r"\1s'", template.format(**kw)))
        out.append(_Cand(kind, cat, text, set(relevant), anchor))

    hotels = [h[0] for h in HOTELS]
    people = [d for d in s if s[d].type == "person"]
    group_of: dict[str, str] = {}
    for h in hotels:
        group_of[h] = "hotel"
    for p in people:
        group_of[p] = "person"
    for sp in SUPPLIERS:
        group_of[sp[0]] = "supplier"
    for c in CLIENTS:
        group_of[c[0]] = "client"
    group_of["viajes-alhambra"] = "client"
    for b in BODIES:
        group_of[b[0]] = "authority"
    for o in (*OWNERS, *LENDERS):
        group_of[o[0]] = "finance"
    for ev in EVENTS:
        group_of[ev[0]] = "event"
    for pr in PROJECTS:
        group_of[pr[0]] = "project"
    for inc in INCIDENTS:
        group_of[inc[0]] = "incident"
    for m in MEETINGS:
        group_of[m[0]] = "meeting"
    for d in DECISIONS:
        group_of[d[0]] = "decision_verb" if d[1].split()[0] in _DECISION_VERBS else "decision_noun"
    for doc_id, spec in s.items():
        if spec.kind == "evidence":
            group_of[doc_id] = "review" if doc_id.startswith("ev-review-") else "evidence"
    companions = {inc[0]: set(inc[12]) for inc in INCIDENTS}
    companions.update({m[0]: {f"ev-minutes-{m[0]}"} for m in MEETINGS})

    # lexical and script
    for doc_id, grp in group_of.items():
        spec = s[doc_id]
        if doc_id.startswith("ev-minutes-") or doc_id.startswith("ev-roster-"):
            continue
        relevant = {doc_id} | companions.get(doc_id, set())
        for kind, table in (("lexical", _LEX), ("script", _SCRIPT_LEX)):
            if grp not in table:
                continue
            forms = [spec.title, *spec.aliases]
            forms = [f for f in forms if _has_script(f) == (kind == "script")]
            if not forms:
                continue
            name = rng.choice(forms)
            quote = name.split(":", 1)[1].strip().strip("'«»“” ") if ":" in name else name
            short = name[4:] if name.startswith("The ") else name
            for template in table[grp]:
                text = template.format(
                    n=short
                    if "{n}" in template and not template.startswith("{n}") and grp == "hotel"
                    else name,
                    l=_lc(name),
                    q=quote,
                )
                out.append(_Cand(kind, f"{kind}:{grp}", _cap(text), relevant, doc_id))

    # hop: one link away
    def hop(
        cat: str,
        anchor: str,
        answers: list[str] | set[str],
        mode: str = "any",
        table: dict[str, list[str]] = _HOP,
        kind: str = "hop",
        name: str | None = None,
        extra: set[str] | None = None,
    ) -> None:
        answers = set(answers) | (extra or set())
        if not answers or len(answers) > 4:
            return
        a = name or mention(anchor, mode)
        if a is None:
            return
        for template in table[cat]:
            add(kind, f"{kind}:{cat}", template, answers, anchor, a=a)

    for h in hotels:
        hop("gm_of_hotel", h, graph.rin(h, "general_manager_of"))
        hop("owner_of_hotel", h, graph.rel(h, "owned_by"))
        hop("hotel_ratings", h, graph.rel(h, "rated_by"))
        hop("hotel_food_inspector", h, graph.rel(h, "food_safety_inspected_by"))
        hop("hotel_reviews", h, [r[0] for r in REVIEWS if r[2] == h])
        for cat in _HOP:
            if cat.startswith("cat:"):
                hop(cat, h, graph.rin(h, cat[4:]))
        for dkey, _label, _job in DEPTS:
            did = f"{h}-{dkey}"
            if did in s:
                hop(f"head:{dkey}", did, graph.rin(did, "heads_department"), name=mention(h))
        gm = graph.rin(h, "general_manager_of")[0]
        hop("hotel_of_gm", gm, [h])
        hop("gm_manager", gm, graph.rel(gm, "reports_to"))
    for o in OWNERS:
        hop("hotels_of_owner", o[0], graph.rin(o[0], "owned_by"))
        hop("lender_of_owner", o[0], graph.rel(o[0], "financed_by"))
    for lend in LENDERS:
        hop("borrowers_of_lender", lend[0], graph.rin(lend[0], "financed_by"))
    for sp in SUPPLIERS:
        if sp[5] != "builds_for":
            hop("supplier_hotels", sp[0], graph.rel(sp[0], sp[5]))
        hop("supplier_contract", sp[0], [f"ev-contract-{sp[0]}"])
        hop("company_contact", sp[0], graph.rin(sp[0], "account_manager_at"))
    for c in CLIENTS:
        hop("client_hotels", c[0], graph.rel(c[0], c[4]))
        hop("client_events", c[0], graph.rin(c[0], "booked_by") + graph.rin(c[0], "booked_via"))
        hop("client_agreement", c[0], [f"ev-agreement-{c[0]}"])
        hop("company_contact", c[0], graph.rin(c[0], "employed_by"))
    for ev in EVENTS:
        hop("event_venue", ev[0], graph.rel(ev[0], "held_at"))
        hop("event_booker", ev[0], graph.rel(ev[0], "booked_by") + graph.rel(ev[0], "booked_via"))
        hop("event_coordinator", ev[0], graph.rel(ev[0], "coordinated_by"))
    for inc in INCIDENTS:
        iid = inc[0]
        name = _lc(s[iid].title)
        hop("incident_hotel", iid, graph.rel(iid, "occurred_at"), name=name)
        hop("incident_supplier", iid, graph.rel(iid, "traced_to"), name=name)
        hop("incident_decisions", iid, graph.rin(iid, "responds_to"), name=name)
        hop("incident_event", iid, graph.rel(iid, "disrupted_event"), name=name)
        hop("incident_authority", iid, graph.rel(iid, "reported_to"), name=name)
        hop("incident_handler", iid, graph.rel(iid, "handled_by"), name=name)
    for d in DECISIONS:
        meeting = d[2]
        hop("decision_meeting", d[0], [meeting], extra={f"ev-minutes-{meeting}"}, name=d[1])
    for m in MEETINGS:
        hop("meeting_decisions", m[0], graph.rin(m[0], "taken_at"), name=m[1])
        hop("meeting_attendees", m[0], graph.rel(m[0], "attended_by"), name=m[1])
    for pr in PROJECTS:
        name = pr[1]
        hop("project_contractor", pr[0], graph.rel(pr[0], "main_contractor"), name=name)
        hop("project_funder", pr[0], graph.rel(pr[0], "funded_by"), name=name)
        hop("project_lead", pr[0], graph.rel(pr[0], "led_by"), name=name)
        hop("project_hotel", pr[0], graph.rel(pr[0], "refurbishes"), name=name)
    for role, _job, org, _rel in EXTERNAL:
        pid = world.person(role)
        hop("contact_company", pid, [org])
    for b in BODIES:
        hop("body_inspector", b[0], graph.rin(b[0], "inspector_for"))
        hop(
            "body_hotels",
            b[0],
            [
                h
                for h in hotels
                if b[0]
                in graph.rel(h, "rated_by")
                + graph.rel(h, "food_safety_inspected_by")
                + graph.rel(h, "lifts_examined_by")
            ],
        )
    hop(
        "exec_accounts",
        world.person("exec:sales"),
        graph.rel(world.person("exec:sales"), "manages_account"),
    )

    # hop2: two links away
    def hop2(
        cat: str,
        anchor: str,
        answers: list[str] | set[str],
        name: str | None = None,
        extra: set[str] | None = None,
    ) -> None:
        hop(cat, anchor, answers, table=_HOP2, kind="hop2", name=name, extra=extra)

    def gms_of(h: str) -> list[str]:
        return graph.rin(h, "general_manager_of")

    for ev in EVENTS:
        venue = graph.rel(ev[0], "held_at")[0]
        hop2("event_gm", ev[0], gms_of(venue))
        hop2("event_owner", ev[0], graph.rel(venue, "owned_by"))
        for client in graph.rel(ev[0], "booked_by"):
            hop2("event_client_contact", ev[0], graph.rin(client, "employed_by"))
    for h in hotels:
        owner = graph.rel(h, "owned_by")[0]
        hop2("hotel_lender", h, graph.rel(owner, "financed_by"))
        g = gms_of(h)[0]
        hop2("gm_linen", g, graph.rin(h, "supplies_linen_to"))
        hop2("gm_lifts", g, graph.rin(h, "maintains_lifts_at"))
        hop2("gm_owner", g, [owner])
        for dkey, _label, _job in DEPTS:
            did = f"{h}-{dkey}"
            if did in s:
                for head in graph.rin(did, "heads_department"):
                    hop2("head_hotel", head, [h])
    for lend in LENDERS:
        owners = graph.rin(lend[0], "financed_by")
        hop2("lender_hotels", lend[0], [h for o in owners for h in graph.rin(o, "owned_by")])
    for o in OWNERS:
        hop2("owner_gms", o[0], [g for h in graph.rin(o[0], "owned_by") for g in gms_of(h)])
    for inc in INCIDENTS:
        iid = inc[0]
        name = _lc(s[iid].title)
        hotel = graph.rel(iid, "occurred_at")[0]
        for sup in graph.rel(iid, "traced_to"):
            hop2("incident_supplier_contract", iid, [f"ev-contract-{sup}"], name=name)
            hop2("incident_supplier_contact", iid, graph.rin(sup, "account_manager_at"), name=name)
        hop2("incident_gm", iid, gms_of(hotel), name=name)
        hop2("incident_owner", iid, graph.rel(hotel, "owned_by"), name=name)
        decs = graph.rin(iid, "responds_to")
        meetings = {graph.rel(d, "taken_at")[0] for d in decs}
        if meetings:
            hop2(
                "incident_decision_meeting",
                iid,
                meetings,
                extra={f"ev-minutes-{m}" for m in meetings},
                name=name,
            )
    for d in DECISIONS:
        hop2("decision_attendees", d[0], graph.rel(d[2], "attended_by"), name=d[1])
    for m in MEETINGS:
        decs = graph.rin(m[0], "taken_at")
        if len(decs) == 1:
            hop2("meeting_decision_incident", m[0], graph.rel(decs[0], "responds_to"), name=m[1])
    for role, _job, org, rel in EXTERNAL:
        pid = world.person(role)
        if rel == "account_manager_at":
            sp = next(x for x in SUPPLIERS if x[0] == org)
            hop2("contact_hotels", pid, graph.rel(org, sp[5]))
        elif rel == "employed_by":
            hop2("contact_events", pid, graph.rin(org, "booked_by") + graph.rin(org, "booked_via"))
        elif rel == "relationship_manager_at":
            owners = graph.rin(org, "financed_by")
            hop2("rm_hotels", pid, [h for o in owners for h in graph.rin(o, "owned_by")])
    for pr in PROJECTS:
        hotel = graph.rel(pr[0], "refurbishes")[0]
        hop2("project_gm", pr[0], gms_of(hotel), name=pr[1])
        for con in graph.rel(pr[0], "main_contractor"):
            others = [p for p in graph.rin(con, "main_contractor") if p != pr[0]]
            hop2("contractor_other_projects", pr[0], others, name=pr[1])
    for r in REVIEWS:
        if not _has_script(r[1]):
            quote = r[1].split(":", 1)[1].strip().strip("'")
            hop2("review_gm", r[0], gms_of(r[2]), name=quote)

    # paraphrase
    for i, (texts, relevant) in enumerate(_PARA):
        for text in texts:
            out.append(_Cand("paraphrase", f"paraphrase:{i}", _cap(text), set(relevant), None))
    return out


_TARGETS = {"lexical": 38, "script": 26, "hop": 46, "hop2": 32, "paraphrase": 30}


def _select(cands: list[_Cand], graph: _Graph, rng: random.Random) -> list[Question]:
    """Keep candidates whose answers lie at the kind's distance from the named page, then take a
    spread of categories for each kind."""
    titles = {i: d.title.casefold() for i, d in graph.docs.items()}
    chosen: list[Question] = []
    seen_text: set[str] = set()
    for kind, target in _TARGETS.items():
        by_cat: dict[str, list[_Cand]] = {}
        for c in cands:
            if c.kind != kind:
                continue
            if kind in ("hop", "hop2"):
                want = 1 if kind == "hop" else 2
                assert c.anchor is not None
                if any(graph.distance(c.anchor, r) != want for r in c.relevant):
                    continue
                if any(titles[r] in c.text.casefold() for r in c.relevant):
                    continue
            by_cat.setdefault(c.cat, []).append(c)
        cats = sorted(by_cat)
        rng.shuffle(cats)
        for cat in cats:
            rng.shuffle(by_cat[cat])
        used_anchor: set[tuple[str, str | None]] = set()
        answer_uses: dict[frozenset[str], int] = {}
        picked = 0
        while picked < target and any(by_cat.values()):
            for cat in cats:
                if picked >= target:
                    break
                pool = by_cat[cat]
                while pool:
                    c = pool.pop()
                    key = (kind if kind in ("lexical", "script") else c.cat, c.anchor)
                    if c.text in seen_text or (c.anchor is not None and key in used_anchor):
                        continue
                    if answer_uses.get(frozenset(c.relevant), 0) >= 2:
                        continue
                    answer_uses[frozenset(c.relevant)] = (
                        answer_uses.get(frozenset(c.relevant), 0) + 1
                    )
                    if kind == "paraphrase":
                        by_cat[cat] = []  # one variant per described document
                    used_anchor.add(key)
                    seen_text.add(c.text)
                    chosen.append(Question(c.text, kind, set(c.relevant)))
                    picked += 1
                    break
    return chosen


def build(seed: int = 367) -> EvalSet:
    world = _world(seed)
    docs = [world.render(spec) for spec in world.s.values()]
    graph = _Graph(docs)
    rng = random.Random(seed * 7919 + 1)
    questions = _select(_candidates(world, graph, rng), graph, rng)
    return EvalSet(docs, questions)


# ---------------------------------------------------------------------------------------------
# Checks
# ---------------------------------------------------------------------------------------------


def _check(seed: int = 367) -> None:
    from brain.toolkit.validation import validate_document

    es = build(seed)
    ids = [d.brain_id for d in es.documents]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_id = {d.brain_id: d for d in es.documents}
    for doc in es.documents:
        problems = validate_document(doc, file_stem=doc.brain_id)
        assert not problems, (doc.path, problems)
        again = parse_document(serialize_document(doc), folder=doc.folder, path=doc.path)
        assert not validate_document(again, file_stem=doc.brain_id), doc.path
        assert again.meta == doc.meta and again.body == doc.body, doc.path
        for rel in doc.relations:
            assert rel.target in by_id and by_id[rel.target].kind == "page", (doc.brain_id, rel)
        for link in doc.links:
            if link.kind == "page":
                assert link.target in by_id and by_id[link.target].kind == "page", (
                    doc.brain_id,
                    link,
                )
            elif link.kind == "evidence":
                assert link.target in by_id and by_id[link.target].kind == "evidence", (
                    doc.brain_id,
                    link,
                )
    graph = _Graph(es.documents)
    for d in es.documents:
        assert graph.adj[d.brain_id], f"orphan {d.brain_id}"
    texts = [q.text for q in es.questions]
    assert len(texts) == len(set(texts)), "duplicate questions"
    counts: dict[str, int] = {}
    for q in es.questions:
        counts[q.kind] = counts.get(q.kind, 0) + 1
        assert q.relevant and all(r in by_id for r in q.relevant), q
        if q.kind in ("hop", "hop2"):
            for r in q.relevant:
                assert by_id[r].title.casefold() not in q.text.casefold(), q
        if q.kind == "script":
            assert _has_script(q.text), q
    assert counts == _TARGETS, counts
    assert 250 <= len(es.documents) <= 300, len(es.documents)
    assert 150 <= len(es.questions) <= 180, len(es.questions)
    other = build(seed)
    assert [serialize_document(d) for d in other.documents] == [
        serialize_document(d) for d in es.documents
    ]
    assert [(q.text, q.kind, q.relevant) for q in other.questions] == [
        (q.text, q.kind, q.relevant) for q in es.questions
    ]


if __name__ == "__main__":
    _check()
    built = build()
    kinds: dict[str, int] = {}
    for question in built.questions:
        kinds[question.kind] = kinds.get(question.kind, 0) + 1
    print(f"ok: {len(built.documents)} documents, {len(built.questions)} questions {kinds}")
