"""Retrieval evaluation set S: an agricultural cooperative (a held-out set from another generator).

Data card
---------
Domain: a farmer-owned grain and produce cooperative ("Wyrelands Growers' Cooperative"): member
farms and the farmers who run them, co-op staff, agronomists and the consultancies some work
for, buyers (flour mills, a maltster, a supermarket, a crusher, a sugar factory, an oat mill,
overseas importers, a bakery group) and their buying contacts, input and equipment suppliers,
laboratories, hauliers, certifying bodies and their inspectors, banks and their relationship
managers, grant bodies and their officers, crops, board / harvest / general meetings, projects
(irrigation, storage, conversion, drying, monitoring), incidents (crop disease, contamination,
recalls), decisions, and evidence documents (soil analyses, certificates, contracts, supply and
haulage agreements, minutes, lab certificates, loan agreements, grant award letters).

Documents: 281 (183 pages, 98 evidence documents), every one active and valid under
brain/toolkit/validation.py; every page cites evidence in its compiled truth. 48 titles (17%)
are written in another script (Cyrillic, Greek, Arabic, Hebrew, Devanagari, Chinese, Japanese,
Korean, Thai) or in Latin with diacritics; most of those pages carry a Latin alias.

Folders: cooperative, farms, people/{members,staff,agronomists,contacts,inspectors}, buyers,
suppliers, labs, hauliers, certifiers, consultancies, finance/{banks,grants}, crops,
meetings/{board,harvest,general}, projects, incidents, decisions,
evidence/{soil-tests,certificates,contracts,minutes,lab-reports,finance}.

Relation types (55): member_of, farmed_by, grows, grows_for, hauled_by, advised_by, financed_by,
buys_inputs_from, certified_by, director_of, chairs, employed_by, works_for, buys_for,
relationship_manager_at, officer_at, inspects_for, contracted_to, buys, sold_to, chaired_by,
attended_by, led_by, funded_by, equipment_from, built_by, serves, partner_lab, affected_farm,
hit_crop, reported_by, traced_to, investigated_by, occurred_at, taken_at, proposed_by,
responds_to, concerns, appoints, sampled_from, analysed_by, issued_to, issued_by, signed_by,
buyer_party, seller_party, counterparty, carrier, minutes_of, recorded_by, lender, borrower,
finances, awarded_by, awarded_for.

Questions (kinds): lexical (names the answer by title or alias), script (the same, the name
in another script or with diacritics), hop (one link from a named page; the answer's title is
not in the question), hop2 (two links away), paraphrase (describes the answer without naming
it). 173 questions with the default seed: lexical 34, script 22, hop 49, hop2 34, paraphrase
34; relevant sets list every correct answer (1 to 3 documents). build() is deterministic for
a seed; another seed reassigns the farms' links, the values and the questions drawn.
"""

from __future__ import annotations

import hashlib
import random
import unicodedata
from dataclasses import dataclass, field
from typing import Any

from bench.retrieval_data import EvalSet, Question
from brain.toolkit.document import Document, parse_document, serialize_meta

# --------------------------------------------------------------------------------------------
# Fixed pools
# --------------------------------------------------------------------------------------------

COOP = "wyrelands-cooperative"
COOP_TITLE = "Wyrelands Growers' Cooperative"

MONTHS = [
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

VILLAGES = ["Brinkley", "Wyre St Mary", "Oxcombe", "Little Orton", "Sallow Bridge", "Kelmarsh"]
SOILS = ["heavy clay", "sandy loam", "silty fen", "chalky brash", "peaty fen", "medium loam"]

# (farm id, farm title, farm aliases, farmer id, farmer title, farmer aliases, village)
FARMS: list[tuple[str, str, list[str], str, str, list[str], str | None]] = [
    (
        "hollins-farm",
        "Hollins Farm",
        [],
        "margaret-hollins",
        "Margaret Hollins",
        ["Maggie Hollins"],
        None,
    ),
    ("hollins-end-farm", "Hollins End Farm", [], "peter-ashcroft", "Peter Ashcroft", [], None),
    ("brookside-farm", "Brookside Farm", [], "tom-fairweather", "Tom Fairweather", [], None),
    (
        "coldharbour-farm",
        "Coldharbour Farm",
        [],
        "ruth-penhaligon",
        "Ruth Penhaligon",
        [],
        "Coldharbour",
    ),
    (
        "yarrow-fen-farm",
        "Yarrow Fen Farm",
        [],
        "daniel-okafor",
        "Daniel Okafor",
        ["Dan Okafor"],
        "Yarrow Fen",
    ),
    (
        "sallow-bridge-farm",
        "Sallow Bridge Farm",
        [],
        "gwen-trethowan",
        "Gwen Trethowan",
        [],
        "Sallow Bridge",
    ),
    ("kelmarsh-grange", "Kelmarsh Grange", [], "harriet-vance", "Harriet Vance", [], "Kelmarsh"),
    (
        "thornmere-farm",
        "Thornmere Farm",
        [],
        "samuel-ibbotson",
        "Samuel Ibbotson",
        ["Sam Ibbotson"],
        "Thornmere",
    ),
    ("greenacre-holdings", "Greenacre Holdings", [], "aisha-rahman", "Aisha Rahman", [], None),
    ("dunmore-farm", "Dunmore Farm", [], "callum-reid", "Callum Reid", [], None),
    ("highfield-farm", "Highfield Farm", [], "joanna-pike", "Joanna Pike", ["Jo Pike"], None),
    ("lower-highfield-farm", "Lower Highfield Farm", [], "marcus-pike", "Marcus Pike", [], None),
    (
        "ferme-belanger",
        "Ferme Bélanger",
        ["Belanger Farm"],
        "segolene-belanger",
        "Ségolène Bélanger",
        ["Segolene Belanger"],
        None,
    ),
    (
        "wroblewski-fields",
        "Wróblewski Fields",
        ["Wroblewski Fields"],
        "lukasz-wroblewski",
        "Łukasz Wróblewski",
        ["Lukasz Wroblewski"],
        None,
    ),
    (
        "mullerhof",
        "Müllerhof",
        ["Muellerhof"],
        "jurgen-muller",
        "Jürgen Müller",
        ["Juergen Mueller"],
        None,
    ),
    (
        "norgaard-farm",
        "Nørgaard Farm",
        ["Norgaard Farm"],
        "soren-norgaard",
        "Søren Nørgaard",
        ["Soren Norgaard"],
        None,
    ),
    (
        "kovalenko-farm",
        "Kovalenko Farm",
        ["Ферма Коваленко"],
        "olena-kovalenko",
        "Олена Коваленко",
        ["Olena Kovalenko"],
        None,
    ),
    (
        "papadopoulos-estate",
        "Κτήμα Παπαδόπουλου",
        ["Papadopoulos Estate"],
        "giorgos-papadopoulos",
        "Γιώργος Παπαδόπουλος",
        ["Giorgos Papadopoulos"],
        None,
    ),
    (
        "haddad-farm",
        "Haddad Farm",
        ["مزرعة الحداد"],
        "youssef-haddad",
        "يوسف الحداد",
        ["Youssef Haddad"],
        None,
    ),
    ("cohen-fields", "Cohen Fields", [], "yael-cohen", "יעל כהן", ["Yael Cohen"], None),
    ("patel-farm", "Patel Farm", [], "rajesh-patel", "राजेश पटेल", ["Rajesh Patel"], None),
    (
        "wang-family-farm",
        "Wang Family Farm",
        ["王家农场"],
        "wang-jianguo",
        "王建国",
        ["Wang Jianguo"],
        None,
    ),
    ("tanaka-farm", "田中農園", ["Tanaka Farm"], "yuko-tanaka", "田中裕子", ["Yuko Tanaka"], None),
    ("kim-brothers-farm", "Kim Brothers Farm", [], "kim-minjun", "김민준", ["Kim Min-jun"], None),
    ("jaidee-farm", "Jaidee Farm", [], "somchai-jaidee", "สมชาย ใจดี", ["Somchai Jaidee"], None),
    ("marsh-lane-farm", "Marsh Lane Farm", [], "owen-pritchard", "Owen Pritchard", [], None),
    (
        "fenwick-drove-farm",
        "Fenwick Drove Farm",
        [],
        "beatrice-lamb",
        "Beatrice Lamb",
        [],
        "Fenwick Drove",
    ),
    (
        "ashby-crossing-farm",
        "Ashby Crossing Farm",
        [],
        "nathaniel-crewe",
        "Nathaniel Crewe",
        ["Nat Crewe"],
        "Ashby Crossing",
    ),
    ("orton-hall-farm", "Orton Hall Farm", [], "priya-desai", "Priya Desai", [], "Little Orton"),
    ("hatherden-farm", "Hatherden Farm", [], "eilidh-macleod", "Eilidh MacLeod", [], "Hatherden"),
]

# (id, title, aliases, role key, role text, duties)
STAFF: list[tuple[str, str, list[str], str, str, str]] = [
    (
        "geoffrey-marlow",
        "Geoffrey Marlow",
        ["Geoff Marlow"],
        "chair",
        "Chair of the board",
        "an independent chair elected by the members; leads the board of directors and presides "
        "over board and general meetings",
    ),
    (
        "nadia-farouk",
        "Nadia Farouk",
        [],
        "secretary",
        "Company secretary",
        "keeps the register of members and share capital, files the annual return and records "
        "the minutes of board meetings",
    ),
    (
        "renee-castellane",
        "Renée Castellane",
        ["Renee Castellane"],
        "treasurer",
        "Treasurer",
        "honorary treasurer; prepares the management accounts and presents the audited annual "
        "accounts to the members",
    ),
    (
        "colin-hartley",
        "Colin Hartley",
        [],
        "gm",
        "General manager",
        "runs the business day to day: grain marketing, staff, budgets and the pooled contracts",
    ),
    (
        "bronwyn-teague",
        "Bronwyn Teague",
        [],
        "store",
        "Grain store manager",
        "manages the central store at Kelmarsh: intake, drying, bin rotation, aeration and "
        "pest control",
    ),
    (
        "ifeoma-nwosu",
        "Ifeoma Nwosu",
        [],
        "quality",
        "Quality and food-safety manager",
        "owns the HACCP plan, customer complaints, traceability and product withdrawals and "
        "recalls",
    ),
    (
        "kwame-mensah",
        "Kwame Mensah",
        [],
        "logistics",
        "Logistics coordinator",
        "books collections with the hauliers, plans the harvest lorry rota and keeps the "
        "weighbridge tickets",
    ),
    (
        "lars-ekstrom",
        "Lars Ekström",
        ["Lars Ekstrom"],
        "field",
        "Field officer",
        "looks after water abstraction licences, irrigation equipment and members' drainage "
        "questions",
    ),
]

CONSULTANCIES: list[tuple[str, str, list[str], str]] = [
    (
        "tillage-root-agronomy",
        "Tillage & Root Agronomy",
        ["TRA Agronomy"],
        "an independent agronomy practice in Oxcombe with six advisers, strong on oilseeds and "
        "precision nutrition",
    ),
    (
        "agrivista-consulting",
        "Agrivista Consulting",
        [],
        "an independent consultancy whose staff include a specialist plant pathologist who "
        "diagnoses rusts, fusarium and virus problems",
    ),
]

# (id, title, aliases, employer id or None for the co-op, speciality)
AGRONOMISTS: list[tuple[str, str, list[str], str | None, str]] = [
    ("hannah-whitlock", "Hannah Whitlock", [], None, "cereals and soil health"),
    ("rhys-morgan", "Rhys Morgan", [], None, "potatoes and sugar beet"),
    ("anjali-kapoor", "Anjali Kapoor", [], None, "organic systems and pulses"),
    (
        "felix-durand",
        "Felix Durand",
        [],
        "tillage-root-agronomy",
        "oilseeds and integrated pest management",
    ),
    (
        "maeve-gallagher",
        "Maeve Gallagher",
        [],
        "tillage-root-agronomy",
        "precision nutrition and variable-rate mapping",
    ),
    (
        "ken-sato",
        "佐藤健",
        ["Ken Sato"],
        "agrivista-consulting",
        "plant pathology: rusts, fusarium and viruses",
    ),
]

# (id, title, aliases, description)
CROPS: list[tuple[str, str, list[str], str]] = [
    (
        "malting-barley",
        "Malting barley",
        [],
        "two-row spring and winter barley grown for malting; intake spec 14.5% moisture maximum, "
        "grain nitrogen 1.5 to 1.75%, germination 98% minimum; the malt goes to brewers and "
        "distillers",
    ),
    (
        "milling-wheat",
        "Milling wheat",
        ["bread wheat"],
        "Group 1 and 2 wheat for bread flour; 13% protein, 250 s Hagberg falling number and "
        "76 kg/hl specific weight",
    ),
    (
        "oilseed-rape",
        "Oilseed rape",
        ["OSR", "canola"],
        "a yellow-flowered brassica whose seed is crushed for cooking oil and meal; 9% moisture "
        "and 40% oil basis",
    ),
    (
        "ware-potatoes",
        "Ware potatoes",
        [],
        "potatoes grown for the table under a supermarket packing contract; skin finish and "
        "size grading matter more than yield",
    ),
    (
        "sugar-beet",
        "Sugar beet",
        [],
        "a root crop lifted from September to January and delivered to the sugar factory under "
        "contract tonnage",
    ),
    (
        "milling-oats",
        "Milling oats",
        [],
        "oats for porridge and oat drinks; 50 kg/hl specific weight and a screenings limit",
    ),
    (
        "field-beans",
        "Field beans",
        ["faba beans"],
        "winter and spring faba beans for human consumption export; bruchid damage and "
        "colour are the main quality points",
    ),
    (
        "hybrid-rye",
        "Hybrid rye",
        [],
        "hybrid rye for bakery flour; ergot is screened on every load",
    ),
]

CROP_BUYERS = {
    "malting-barley": ["castleford-maltings"],
    "milling-wheat": ["greyfield-mills", "hanbit-flour"],
    "oilseed-rape": ["northgate-oils"],
    "ware-potatoes": ["harvest-basket"],
    "sugar-beet": ["brannock-sugar"],
    "milling-oats": ["ouseburn-oats"],
    "field-beans": ["hokkai-grain", "al-waha-import"],
    "hybrid-rye": ["rye-and-crust"],
}

# (id, title, aliases, what they are, town)
BUYERS: list[tuple[str, str, list[str], str, str]] = [
    (
        "greyfield-mills",
        "Greyfield Mills",
        ["Greyfield Flour Mills"],
        "a family-owned flour mill producing bread and biscuit flours",
        "Greyfield",
    ),
    (
        "castleford-maltings",
        "Castleford Maltings",
        [],
        "a maltster supplying craft brewers and two whisky distilleries",
        "Castleford",
    ),
    (
        "harvest-basket",
        "Harvest Basket Supermarkets",
        ["Harvest Basket"],
        "a regional supermarket chain of 140 stores that packs potatoes under its own label",
        "Leyton Park",
    ),
    (
        "northgate-oils",
        "Northgate Oils",
        [],
        "a seed-crushing plant making rapeseed oil and meal",
        "Northgate",
    ),
    (
        "brannock-sugar",
        "Brannock Sugar",
        [],
        "the beet sugar factory that processes the region's sugar beet",
        "Brannock",
    ),
    (
        "ouseburn-oats",
        "Ouseburn Oat Company",
        ["Ouseburn Oats"],
        "an oat mill making porridge oats and organic oat drinks",
        "Ouseburn",
    ),
    (
        "hokkai-grain",
        "北海穀物商事",
        ["Hokkai Grain Trading"],
        "a Japanese importer buying field beans for bean paste and snacks",
        "Sapporo",
    ),
    (
        "hanbit-flour",
        "한빛제분",
        ["Hanbit Flour Mills"],
        "a Korean flour miller importing high-protein milling wheat",
        "Incheon",
    ),
    (
        "al-waha-import",
        "شركة الواحة للاستيراد",
        ["Al Waha Import Co."],
        "an importer of faba beans for the ful medames trade",
        "Alexandria",
    ),
    (
        "rye-and-crust",
        "Rye & Crust Bakery Group",
        ["Rye and Crust"],
        "a group of craft bakeries milling its own rye flour",
        "Wyre St Mary",
    ),
]

# (id, title, aliases, buyer id, job)
CONTACTS: list[tuple[str, str, list[str], str, str]] = [
    ("martin-cole", "Martin Cole", [], "greyfield-mills", "wheat buyer"),
    ("fiona-baird", "Fiona Baird", [], "castleford-maltings", "barley procurement manager"),
    ("jon-ellery", "Jon Ellery", [], "harvest-basket", "potato category manager"),
    ("grace-whitby", "Grace Whitby", [], "northgate-oils", "seed procurement lead"),
    ("misaki-yamamoto", "山本美咲", ["Misaki Yamamoto"], "hokkai-grain", "pulses trader"),
    ("lee-seoyeon", "이서연", ["Lee Seo-yeon"], "hanbit-flour", "import manager"),
    ("layla-mansour", "ليلى منصور", ["Layla Mansour"], "al-waha-import", "purchasing director"),
    (
        "olivier-lemaitre",
        "Olivier Lemaître",
        ["Olivier Lemaitre"],
        "rye-and-crust",
        "head of flour sourcing",
    ),
]

# (id, title, aliases, speciality, town, input supplier?)
SUPPLIERS: list[tuple[str, str, list[str], str, str, bool]] = [
    (
        "brightfield-seeds",
        "Brightfield Seeds",
        [],
        "certified cereal and pulse seed",
        "Brinkley",
        True,
    ),
    (
        "corvan-fertilisers",
        "Corvan Fertilisers",
        [],
        "straight and compound fertilisers",
        "Corvan Quay",
        True,
    ),
    (
        "hartwell-crop-protection",
        "Hartwell Crop Protection",
        [],
        "fungicides, herbicides and adjuvants",
        "Hartwell",
        True,
    ),
    (
        "agrarhandel-kohler",
        "Agrarhandel Köhler",
        ["Agrarhandel Kohler"],
        "agricultural lime, sulphur and trace elements",
        "Oxcombe",
        True,
    ),
    (
        "zernostandart",
        "Зерностандарт",
        ["Zernostandart"],
        "seed potatoes and pelleted beet seed",
        "Kelmarsh",
        True,
    ),
    (
        "mercia-machinery",
        "Mercia Machinery",
        [],
        "tractors, grain dryers and handling kit",
        "Mercia Cross",
        False,
    ),
    (
        "aquaflow-irrigation",
        "AquaFlow Irrigation",
        [],
        "pumps, buried mains, hose reels and trickle irrigation",
        "Sallow Bridge",
        False,
    ),
    (
        "silotec",
        "Silotec Storage Systems",
        ["Silotec"],
        "galvanised silos, aeration and bin monitoring",
        "Harbourgate",
        False,
    ),
]

LABS: list[tuple[str, str, list[str], str]] = [
    (
        "fenlow-soil-lab",
        "Fenlow Soil Laboratory",
        ["Fenlow Labs"],
        "the accredited laboratory that analyses members' soil samples: pH, P, K, Mg, organic "
        "matter and soil carbon",
    ),
    (
        "kestrel-analytical",
        "Kestrel Analytical",
        ["Kestrel Labs"],
        "a food and grain laboratory running mycotoxin, pesticide residue, ergot and plant "
        "disease tests",
    ),
]

# (id, title, aliases, depot, fleet)
HAULIERS: list[tuple[str, str, list[str], str, str]] = [
    ("pennock-haulage", "Pennock Haulage", [], "Brinkley", "fourteen bulk tipper lorries"),
    (
        "drover-bros",
        "Drover Bros Transport",
        ["Drover Brothers"],
        "Hatherden",
        "nine tippers and two walking-floor trailers",
    ),
    (
        "stallard-finch",
        "Stallard & Finch Logistics",
        ["Stallard and Finch"],
        "Northgate",
        "curtainsiders and refrigerated trailers for potatoes",
    ),
    (
        "wyvern-bulk",
        "Wyvern Bulk Carriers",
        [],
        "Corvan Quay",
        "bulk blower tankers and container chassis for export loads",
    ),
    ("tansley-haulage", "Tansley Grain Haulage", [], "Oxcombe", "six grain tippers"),
    ("ravel-freight", "Ravel Freight", [], "Castleford", "four tippers and a low-loader"),
]

# (id, title, aliases, organic?, description)
CERTIFIERS: list[tuple[str, str, list[str], bool, str]] = [
    (
        "assured-crops",
        "Assured Crops Scheme",
        ["ACS"],
        False,
        "the farm assurance scheme most UK grain buyers require: crop records, storage "
        "hygiene and pesticide use",
    ),
    (
        "fieldmark-assurance",
        "Fieldmark Assurance",
        [],
        False,
        "a farm assurance standard benchmarked for export customers",
    ),
    (
        "soil-vale-organic",
        "Soil Vale Organic Standards",
        ["SVOS"],
        True,
        "an organic control body certifying farms and processors",
    ),
    (
        "eurobio-certification",
        "EuroBio Certification",
        ["EuroBio"],
        True,
        "an organic certification body accepted by European and Asian importers",
    ),
]

INSPECTORS: list[tuple[str, str, list[str], str]] = [
    ("patrick-doyle", "Patrick Doyle", [], "assured-crops"),
    ("helen-oduya", "Helen Oduya", [], "assured-crops"),
    ("theo-vasquez", "Theo Vasquez", [], "fieldmark-assurance"),
    ("ingrid-solberg", "Ingrid Solberg", [], "soil-vale-organic"),
    ("malgorzata-nowak", "Małgorzata Nowak", ["Malgorzata Nowak"], "eurobio-certification"),
    ("anastasia-nikolaou", "Αναστασία Νικολάου", ["Anastasia Nikolaou"], "eurobio-certification"),
]

BANKS: list[tuple[str, str, list[str], str]] = [
    (
        "harrowgate-bank",
        "Harrowgate Agricultural Bank",
        ["Harrowgate Agri"],
        "an agricultural lender with a branch in Wyre St Mary",
    ),
    ("fenland-savings", "Fenland Savings Bank", [], "a mutual savings bank lending to farms"),
    (
        "midshire-credit",
        "Midshire Rural Credit",
        ["MRC"],
        "a rural credit union offering machinery and building loans",
    ),
]
BANK_MANAGERS: list[tuple[str, str, list[str], str]] = [
    ("douglas-rennie", "Douglas Rennie", [], "harrowgate-bank"),
    ("sunita-bhatt", "Sunita Bhatt", [], "fenland-savings"),
    ("edward-quilliam", "Edward Quilliam", [], "midshire-credit"),
]
GRANT_BODIES: list[tuple[str, str, list[str], str]] = [
    (
        "rural-water-fund",
        "Rural Water Resilience Fund",
        ["RWRF"],
        "a public fund that pays up to 40% of the cost of on-farm water storage and shared "
        "irrigation",
    ),
    (
        "agri-innovation-agency",
        "Regional Agri-Innovation Agency",
        ["RAIA"],
        "a regional development agency backing energy-saving and monitoring projects in farming",
    ),
    (
        "organic-transition-trust",
        "Organic Transition Trust",
        [],
        "a charity that funds advice and income support for farms switching to organic production",
    ),
]
GRANT_OFFICERS: list[tuple[str, str, list[str], str]] = [
    ("philippa-grange", "Philippa Grange", [], "rural-water-fund"),
    ("tomasz-zielinski", "Tomasz Zieliński", ["Tomasz Zielinski"], "agri-innovation-agency"),
    ("abigail-moss", "Abigail Moss", [], "organic-transition-trust"),
]

# (id, title, aliases, folder, date, kind)
MEETINGS: list[tuple[str, str, list[str], str, str, str]] = [
    (
        "board-2024-01",
        "Board meeting, January 2024",
        ["January 2024 board meeting"],
        "board",
        "2024-01-18",
        "board",
    ),
    (
        "board-2024-04",
        "Board meeting, April 2024",
        ["April 2024 board meeting"],
        "board",
        "2024-04-11",
        "board",
    ),
    (
        "harvest-planning-2024",
        "Harvest planning meeting 2024",
        ["2024 harvest planning"],
        "harvest",
        "2024-06-20",
        "harvest",
    ),
    (
        "board-2024-07",
        "Board meeting, July 2024",
        ["July 2024 board meeting"],
        "board",
        "2024-07-16",
        "board",
    ),
    (
        "harvest-review-2024",
        "Harvest review meeting 2024",
        ["2024 harvest review"],
        "harvest",
        "2024-10-03",
        "harvest",
    ),
    (
        "board-2024-10",
        "Board meeting, October 2024",
        ["October 2024 board meeting"],
        "board",
        "2024-10-24",
        "board",
    ),
    (
        "agm-2024",
        "Annual General Meeting 2024",
        ["AGM 2024", "2024 AGM"],
        "general",
        "2024-12-05",
        "general",
    ),
    (
        "board-2025-01",
        "Board meeting, January 2025",
        ["January 2025 board meeting"],
        "board",
        "2025-01-16",
        "board",
    ),
    (
        "egm-2025-rye",
        "Extraordinary general meeting on the rye recall",
        ["EGM February 2025"],
        "general",
        "2025-02-27",
        "general",
    ),
    (
        "board-2025-04",
        "Board meeting, April 2025",
        ["April 2025 board meeting"],
        "board",
        "2025-04-10",
        "board",
    ),
    (
        "harvest-planning-2025",
        "Harvest planning meeting 2025",
        ["2025 harvest planning"],
        "harvest",
        "2025-06-19",
        "harvest",
    ),
    (
        "board-2025-07",
        "Board meeting, July 2025",
        ["July 2025 board meeting"],
        "board",
        "2025-07-15",
        "board",
    ),
    (
        "harvest-review-2025",
        "Harvest review meeting 2025",
        ["2025 harvest review"],
        "harvest",
        "2025-10-02",
        "harvest",
    ),
    (
        "agm-2025",
        "Annual General Meeting 2025",
        ["AGM 2025", "2025 AGM"],
        "general",
        "2025-12-04",
        "general",
    ),
]

MEETING_AGENDA = {
    "board-2024-01": "the organic conversion programme, the 2023 pool results and the budget",
    "board-2024-04": "storage capacity, the loan offer for new silos and spring crop prices",
    "harvest-planning-2024": "the lorry rota, dryer capacity and intake moisture checks",
    "board-2024-07": "the irrigation scheme's cost sharing and the blackleg outbreak",
    "harvest-review-2024": "intake rejections, drying costs and the barley pool",
    "board-2024-10": "the oats residue recall, haulier hygiene and the dryer grant",
    "agm-2024": "the annual accounts, election of directors and the membership levy",
    "board-2025-01": "the ergot finding, the weighbridge loan and the 2025 marketing plan",
    "egm-2025-rye": "the bakery's rye recall and whether to keep taking members' rye",
    "board-2025-04": "soil testing rules, the yellow rust warnings and the cold store",
    "harvest-planning-2025": "peak-harvest haulage capacity and the new weighbridge",
    "board-2025-07": "the Korean wheat contract and mycotoxin testing",
    "harvest-review-2025": "the bean export problem, drying costs and the 2025 pools",
    "agm-2025": "the annual accounts, the reservoir and the director elections",
}


@dataclass
class _Project:
    id: str
    title: str
    aliases: list[str]
    what: str
    lead: str
    funder: tuple[str, str]
    kit: tuple[str, str] | None
    serves: list[str]
    start: str
    evidence: str
    budget: str


@dataclass
class _Incident:
    key: str
    id: str
    title: str
    aliases: list[str]
    day: str
    crop: str
    reporter: str | None
    investigator: str | None
    lab: str
    code: str
    traced: str | None
    what: str


@dataclass
class _Decision:
    id: str
    title: str
    meeting: str
    proposer: str
    rels: list[tuple[str, str]]
    what: str


@dataclass
class _Doc:
    id: str
    folder: str
    type: str
    title: str
    kind: str = "page"
    aliases: list[str] = field(default_factory=list)
    relations: list[tuple[str, str]] = field(default_factory=list)
    sources: list[str] = field(default_factory=list)
    truth: list[str] = field(default_factory=list)
    timeline: list[tuple[str, str, str]] = field(default_factory=list)
    created: str = "2024-01-05T09:00:00Z"
    updated: str = "2025-11-20T16:00:00Z"


def _link(doc_id: str, label: str) -> str:
    return f"[[page:{doc_id}|{label}]]"


def _cite(doc_id: str, label: str) -> str:
    return f"[[evidence:{doc_id}|{label}]]"


def _ts(day: str, hour: int = 9) -> str:
    return f"{day}T{hour:02d}:00:00Z"


def _month_year(day: str) -> str:
    year, month, _ = day.split("-")
    return f"{MONTHS[int(month) - 1]} {year}"


def _entry_id(doc_id: str, timestamp: str, source: str, text: str) -> str:
    digest = hashlib.sha256("\n".join([doc_id, timestamp, source, text]).encode()).hexdigest()
    return "ev-" + digest[:12]


def _render(doc: _Doc) -> Document:
    meta: dict[str, object] = {
        "id": doc.id,
        "kind": doc.kind,
        "type": doc.type,
        "title": doc.title,
        "status": "active",
    }
    if doc.aliases:
        meta["aliases"] = list(doc.aliases)
    rels: list[dict[str, str]] = []
    for rtype, target in doc.relations:
        item = {"type": rtype, "target": target}
        if item not in rels:
            rels.append(item)
    if rels:
        meta["relations"] = rels
    if doc.sources:
        meta["sources"] = list(doc.sources)
    meta["created"] = doc.created
    meta["updated"] = doc.updated
    body = f"# {doc.title}\n\n" + "\n\n".join(doc.truth)
    if doc.timeline:
        lines = []
        for timestamp, source, text in sorted(doc.timeline):
            entry = _entry_id(doc.id, timestamp, source, text)
            lines.append(f"- **{timestamp}** | {entry} | {source} | {text}")
        body += "\n\n## Timeline\n\n" + "\n".join(lines)
    text = "---\n" + serialize_meta(meta) + "---\n" + body + "\n"
    return parse_document(text, folder=doc.folder, path=f"{doc.folder}/{doc.id}.md")


_COMMON_NOUN_FOLDERS = ("projects", "incidents", "crops")
_KEEP_CAPITAL = ("Sallow", "Kelmarsh", "Yarrow", "Korean", "Fenwick", "DON", "BYDV", "AGM")


def _mid(name: str) -> str:
    """A common-noun title as it reads inside a sentence ('the yellow rust in ...')."""
    first = name.split()[0]
    if first.startswith(_KEEP_CAPITAL) or (len(first) > 1 and first[1].isupper()):
        return name
    return name[0].lower() + name[1:]


def _slots(rng: random.Random, ids: list[str], counts: list[int]) -> list[str]:
    """A shuffled assignment list: the ids (in a seed-dependent order) repeated by counts."""
    order = list(ids)
    rng.shuffle(order)
    out: list[str] = []
    for doc_id, n in zip(order, counts, strict=True):
        out += [doc_id] * n
    rng.shuffle(out)
    return out


# --------------------------------------------------------------------------------------------
# Build
# --------------------------------------------------------------------------------------------


def build(seed: int = 347) -> EvalSet:
    rng = random.Random(seed)
    docs: dict[str, _Doc] = {}

    def add(doc: _Doc) -> _Doc:
        assert doc.id not in docs, doc.id
        docs[doc.id] = doc
        return doc

    title = {}  # id -> title, filled as we go
    for farm_row in FARMS:
        title[farm_row[0]] = farm_row[1]
        title[farm_row[3]] = farm_row[4]
    pools: tuple[list[Any], ...] = (
        STAFF,
        CONSULTANCIES,
        AGRONOMISTS,
        CROPS,
        BUYERS,
        CONTACTS,
        SUPPLIERS,
        LABS,
        HAULIERS,
        CERTIFIERS,
        INSPECTORS,
        BANKS,
        BANK_MANAGERS,
        GRANT_BODIES,
        GRANT_OFFICERS,
        MEETINGS,
    )
    for pool in pools:
        for row in pool:
            title[row[0]] = row[1]
    title[COOP] = COOP_TITLE

    farm_ids = [f[0] for f in FARMS]
    farm_by_id = {f[0]: f for f in FARMS}
    farmer_of = {f[0]: f[3] for f in FARMS}
    crop_ids = [c[0] for c in CROPS]

    # ---- farm attributes -------------------------------------------------------------------
    slots = crop_ids * 7 + rng.sample(crop_ids, 4)
    while True:
        rng.shuffle(slots)
        pairs = [(slots[2 * i], slots[2 * i + 1]) for i in range(len(FARMS))]
        if all(a != b for a, b in pairs):
            break
    crops_of = {fid: list(pair) for fid, pair in zip(farm_ids, pairs, strict=True)}

    buyers_of: dict[str, list[str]] = {}
    for fid in farm_ids:
        buyers_of[fid] = [rng.choice(CROP_BUYERS[c]) for c in crops_of[fid]]

    def farms_growing(crop: str) -> list[str]:
        return [f for f in farm_ids if crop in crops_of[f]]

    # make sure the two export buyers that incidents name have farms
    wheat_farms = farms_growing("milling-wheat")
    if not any("hanbit-flour" in buyers_of[f] for f in wheat_farms):
        f = rng.choice(wheat_farms)
        buyers_of[f][crops_of[f].index("milling-wheat")] = "hanbit-flour"
    bean_farms = farms_growing("field-beans")
    if not any("al-waha-import" in buyers_of[f] for f in bean_farms):
        f = rng.choice(bean_farms)
        buyers_of[f][crops_of[f].index("field-beans")] = "al-waha-import"

    haulier_ids = [h[0] for h in HAULIERS]
    haulier_of = dict(zip(farm_ids, _slots(rng, haulier_ids, [8, 8, 7, 4, 2, 1]), strict=True))
    agro_ids = [a[0] for a in AGRONOMISTS]
    agro_of = dict(zip(farm_ids, _slots(rng, agro_ids, [8, 7, 6, 5, 2, 2]), strict=True))
    bank_ids = [b[0] for b in BANKS]
    bank_of = dict(zip(farm_ids, _slots(rng, bank_ids, [13, 12, 5]), strict=True))
    input_ids = [s[0] for s in SUPPLIERS if s[5]]
    supplier_of = dict(zip(farm_ids, _slots(rng, input_ids, [9, 8, 7, 4, 2]), strict=True))

    hectares = {f: rng.randint(45, 640) for f in farm_ids}
    soil_of = {f: rng.choice(SOILS) for f in farm_ids}
    joined = {f: rng.randint(1986, 2020) for f in farm_ids}
    village_of = {f: (farm_by_id[f][6] or rng.choice(VILLAGES)) for f in farm_ids}
    cph_of = {
        f: f"CPH {rng.randint(10, 54)}/{rng.randint(100, 799)}/{rng.randint(1000, 9999)}"
        for f in farm_ids
    }
    ph_values = [round(5.0 + i / 10, 1) for i in range(30)]
    rng.shuffle(ph_values)
    ph_of = dict(zip(farm_ids, ph_values, strict=True))

    # incident farms, organic and conversion farms
    oat_farms = farms_growing("milling-oats")
    i5_farm = rng.choice(oat_farms)
    others = [f for f in farm_ids if f != i5_farm]
    organic = [i5_farm] + rng.sample(others, 5)
    conversion = rng.sample([f for f in farm_ids if f not in organic], 3)
    organic_cert = {f: rng.choice(["soil-vale-organic", "eurobio-certification"]) for f in organic}
    assurance_of = {f: rng.choice(["assured-crops", "fieldmark-assurance"]) for f in farm_ids}

    def pick(candidates: list[str], taken: set[str]) -> str:
        free = [c for c in candidates if c not in taken]
        choice = rng.choice(free or candidates)
        taken.add(choice)
        return choice

    taken: set[str] = {i5_farm}
    inc_farm = {
        "i1": pick(farms_growing("hybrid-rye"), taken),
        "i2": pick(farms_growing("ware-potatoes"), taken),
        "i3": pick(
            [f for f in farms_growing("malting-barley") if "castleford-maltings" in buyers_of[f]],
            taken,
        ),
        "i4": pick(farms_growing("milling-wheat"), taken),
        "i5": i5_farm,
        "i6": pick([f for f in wheat_farms if "hanbit-flour" in buyers_of[f]], taken),
        "i7": pick(farms_growing("oilseed-rape"), taken),
        "i9": pick(farms_growing("malting-barley"), taken),
        "i10": pick([f for f in bean_farms if "al-waha-import" in buyers_of[f]], taken),
    }

    directors = rng.sample([f[3] for f in FARMS], 3)
    vice_chair = directors[0]

    # ---- projects -----------------------------------------------------------------------
    potato_beet = sorted(set(farms_growing("ware-potatoes") + farms_growing("sugar-beet")))
    potato = farms_growing("ware-potatoes")
    p1_serves = rng.sample(potato_beet, 3)
    p7_serves = rng.sample([f for f in farm_ids if f not in p1_serves], 2)
    p5_serves = rng.sample(potato, min(3, len(potato)))
    p6_serves = rng.sample(farm_ids, 3)

    projects = [
        _Project(
            id="sallow-brook-irrigation",
            title="Sallow Brook irrigation scheme",
            aliases=["Sallow Brook scheme"],
            what=(
                "A shared scheme abstracting up to 180,000 m³ a year from the Sallow Brook "
                "under licence into a lined 40,000 m³ lagoon, with buried mains feeding "
                "hydrants on the member farms that joined. Boom and trickle irrigation for "
                "potatoes and sugar beet."
            ),
            lead="lars-ekstrom",
            funder=("funded_by", "rural-water-fund"),
            kit=("equipment_from", "aquaflow-irrigation"),
            serves=p1_serves,
            start="2024-03-04",
            evidence="grant-rwrf-sallow-brook",
            budget="£1.1m",
        ),
        _Project(
            id="kelmarsh-silos",
            title="Kelmarsh grain silo complex",
            aliases=["Kelmarsh silos"],
            what=(
                "Four 2,500-tonne galvanised hopper-bottom bins with aeration fans and "
                "temperature cables at the central store in Kelmarsh, taking the co-op's "
                "storage to 18,000 tonnes."
            ),
            lead="bronwyn-teague",
            funder=("financed_by", "harrowgate-bank"),
            kit=("built_by", "silotec"),
            serves=[],
            start="2024-05-13",
            evidence="loan-harrowgate-silos",
            budget="£2.4m",
        ),
        _Project(
            id="organic-conversion",
            title="Organic conversion programme",
            aliases=["organic conversion cohort 1"],
            what=(
                "Takes three conventional member farms through the two-year conversion "
                "period: clover leys to build fertility, mechanical weeding, and a top-up "
                "payment while yields dip before the premium arrives."
            ),
            lead="anjali-kapoor",
            funder=("funded_by", "organic-transition-trust"),
            kit=None,
            serves=conversion,
            start="2024-02-01",
            evidence="grant-ott-conversion",
            budget="£360k",
        ),
        _Project(
            id="biomass-dryer",
            title="Biomass grain dryer replacement",
            aliases=["new grain dryer"],
            what=(
                "Replaces the 1994 diesel-fired continuous-flow dryer at the central store "
                "with a 30 t/h dryer burning woodchip from members' hedgerow coppicing."
            ),
            lead="colin-hartley",
            funder=("funded_by", "agri-innovation-agency"),
            kit=("equipment_from", "mercia-machinery"),
            serves=[],
            start="2024-11-04",
            evidence="grant-raia-dryer",
            budget="£780k",
        ),
        _Project(
            id="fenwick-cold-store",
            title="Potato cold store at Fenwick Drove",
            aliases=["Fenwick cold store"],
            what=(
                "A 3,000-tonne refrigerated box store with ethylene sprout control, so the "
                "growers can hold ware potatoes and sell into the late-spring market."
            ),
            lead="kwame-mensah",
            funder=("financed_by", "fenland-savings"),
            kit=None,
            serves=p5_serves,
            start="2025-02-10",
            evidence="loan-fenland-cold-store",
            budget="£1.6m",
        ),
        _Project(
            id="soil-carbon-pilot",
            title="Soil carbon monitoring pilot",
            aliases=[],
            what=(
                "Fixed sampling points on ten fields are measured every autumn for organic "
                "carbon and bulk density, to build a baseline the members can sell carbon "
                "credits against."
            ),
            lead="hannah-whitlock",
            funder=("funded_by", "agri-innovation-agency"),
            kit=("partner_lab", "fenlow-soil-lab"),
            serves=p6_serves,
            start="2024-09-16",
            evidence="grant-raia-soil-carbon",
            budget="£95k",
        ),
        _Project(
            id="yarrow-fen-reservoir",
            title="Yarrow Fen winter storage reservoir",
            aliases=["Yarrow Fen reservoir"],
            what=(
                "A 120,000 m³ clay-lined lake filled from the main drain between November "
                "and March, so the farms on it can water crops in summer without pumping from "
                "the river when flows are low."
            ),
            lead="lars-ekstrom",
            funder=("funded_by", "rural-water-fund"),
            kit=("equipment_from", "aquaflow-irrigation"),
            serves=p7_serves,
            start="2025-04-22",
            evidence="grant-rwrf-yarrow-fen",
            budget="£1.9m",
        ),
        _Project(
            id="intake-upgrade",
            title="Intake weighbridge and grain lab upgrade",
            aliases=["intake upgrade"],
            what=(
                "A new 60-tonne pitless weighbridge and a near-infrared analyser at the "
                "intake pit, so protein, moisture and specific weight are measured on every "
                "load before it tips."
            ),
            lead="ifeoma-nwosu",
            funder=("financed_by", "midshire-credit"),
            kit=("partner_lab", "kestrel-analytical"),
            serves=[],
            start="2025-01-20",
            evidence="loan-midshire-intake",
            budget="£420k",
        ),
    ]
    proj = {str(p.id): p for p in projects}
    for p in projects:
        title[str(p.id)] = str(p.title)

    # ---- incidents ----------------------------------------------------------------------
    small_haulier = min(haulier_ids, key=lambda h: (list(haulier_of.values()).count(h), h))
    incidents = [
        _Incident(
            key="i1",
            id="ergot-rye-recall",
            title="Ergot in rye lot RY-25-014",
            aliases=["rye ergot recall"],
            day="2025-01-22",
            crop="hybrid-rye",
            reporter="rye-and-crust",
            investigator="ifeoma-nwosu",
            lab="kestrel-analytical",
            code="KA-25-0112",
            traced=None,
            what=(
                "The bakery group's intake screen found ergot sclerotia at 0.08% by weight in "
                "a rye lot traced to one member farm, above the 0.05% limit. The bakeries "
                "withdrew two days of rye bread from sale and the lot was recalled from the "
                "co-op's store."
            ),
        ),
        _Incident(
            key="i2",
            id="blackleg-2024",
            title="Blackleg outbreak in potatoes, summer 2024",
            aliases=[],
            day="2024-07-02",
            crop="ware-potatoes",
            reporter=None,
            investigator=None,
            lab="kestrel-analytical",
            code="KA-24-0631",
            traced=None,
            what=(
                "Pectobacterium bacteria caused black, slimy stem bases and wilting in about "
                "6% of plants in two fields of a member's ware potato crop after a wet June. "
                "The seed stock was traced and the affected rows rogued out."
            ),
        ),
        _Incident(
            key="i3",
            id="barley-moisture-rejection",
            title="Malting barley rejected for moisture at Castleford intake",
            aliases=["barley moisture rejection"],
            day="2024-08-14",
            crop="malting-barley",
            reporter="castleford-maltings",
            investigator="bronwyn-teague",
            lab="kestrel-analytical",
            code="KA-24-0877",
            traced=None,
            what=(
                "Three lorry loads of a member's malting barley were turned away at the "
                "maltings with 17.2% moisture against a 14.5% maximum, after being loaded "
                "straight from the combine without passing through the dryer."
            ),
        ),
        _Incident(
            key="i4",
            id="yellow-rust-2025",
            title="Yellow rust in milling wheat, spring 2025",
            aliases=[],
            day="2025-05-06",
            crop="milling-wheat",
            reporter=None,
            investigator="ken-sato",
            lab="kestrel-analytical",
            code="KA-25-0390",
            traced=None,
            what=(
                "Stripes of orange-yellow pustules on the upper leaves of a susceptible "
                "bread-making variety; a new race was confirmed and the crop needed two "
                "extra fungicide passes."
            ),
        ),
        _Incident(
            key="i5",
            id="glyphosate-oats-recall",
            title="Glyphosate residue in organic oats",
            aliases=["organic oats recall"],
            day="2024-09-10",
            crop="milling-oats",
            reporter="ouseburn-oats",
            investigator="ifeoma-nwosu",
            lab="kestrel-analytical",
            code="KA-24-0954",
            traced="haulier",
            what=(
                "The oat mill found 0.04 mg/kg of the weedkiller in a consignment of certified "
                "organic oats and recalled a batch of oat drink. The contamination was traced "
                "to a tipper trailer that had carried conventional grain the day before and had "
                "not been washed out."
            ),
        ),
        _Incident(
            key="i6",
            id="don-wheat-export",
            title="DON mycotoxin exceedance in export wheat",
            aliases=["DON exceedance"],
            day="2025-03-18",
            crop="milling-wheat",
            reporter="hanbit-flour",
            investigator="ifeoma-nwosu",
            lab="kestrel-analytical",
            code="KA-25-0288",
            traced=None,
            what=(
                "Deoxynivalenol at 1,480 µg/kg, above the 1,250 µg/kg limit, in a container "
                "of wheat shipped to the Korean miller; the wheat came from a member crop "
                "that had fusarium head blight after a wet flowering period."
            ),
        ),
        _Incident(
            key="i7",
            id="clubroot-osr-2024",
            title="Clubroot in oilseed rape, autumn 2024",
            aliases=[],
            day="2024-10-15",
            crop="oilseed-rape",
            reporter=None,
            investigator=None,
            lab="fenlow-soil-lab",
            code="FSL-24-2231",
            traced=None,
            what=(
                "Swollen, distorted roots and stunted patches across a field of a member's "
                "rape crop; the soil-borne pathogen was confirmed and the rotation lengthened "
                "to one brassica in five years."
            ),
        ),
        _Incident(
            key="i8",
            id="weevils-bin-3",
            title="Grain weevil infestation in store bin 3",
            aliases=["bin 3 weevils"],
            day="2025-03-04",
            crop="milling-wheat",
            reporter=None,
            investigator="bronwyn-teague",
            lab="kestrel-analytical",
            code="KA-25-0201",
            traced=None,
            what=(
                "Live grain weevils were found in a probe sample from bin 3 of the new silo "
                "complex; the bin was cooled, fumigated by a contractor and the wheat "
                "re-screened before sale."
            ),
        ),
        _Incident(
            key="i9",
            id="bydv-barley-2024",
            title="Barley yellow dwarf virus in winter barley",
            aliases=["BYDV outbreak"],
            day="2024-11-20",
            crop="malting-barley",
            reporter=None,
            investigator=None,
            lab="kestrel-analytical",
            code="KA-24-1120",
            traced=None,
            what=(
                "Aphid-transmitted virus left yellowed, stunted patches across an early-sown "
                "crop after a mild autumn let aphids keep flying."
            ),
        ),
        _Incident(
            key="i10",
            id="glass-beans-export",
            title="Glass fragments in field bean consignment",
            aliases=["bean consignment glass"],
            day="2025-09-12",
            crop="field-beans",
            reporter="al-waha-import",
            investigator="ifeoma-nwosu",
            lab="kestrel-analytical",
            code="KA-25-0845",
            traced="haulier",
            what=(
                "The Egyptian importer's optical sorter rejected a container of beans holding "
                "fragments of broken glass; it came from a broken lamp on the haulier's "
                "trailer, and the load had come from one member farm."
            ),
        ),
    ]
    for inc in incidents:
        title[str(inc.id)] = str(inc.title)
        if inc.investigator is None and inc.key in inc_farm:
            inc.investigator = agro_of[inc_farm[str(inc.key)]]
        if inc.traced == "haulier":
            inc.traced = haulier_of[inc_farm[str(inc.key)]]

    # ---- decisions ----------------------------------------------------------------------
    decisions = [
        _Decision(
            id="decision-silo-finance",
            title="Borrow to build the Kelmarsh silos",
            meeting="board-2024-04",
            proposer="colin-hartley",
            rels=[("concerns", "kelmarsh-silos"), ("concerns", "harrowgate-bank")],
            what=(
                "The board accepted the bank's term loan of £1.9m over 12 years for the new "
                "storage, the balance to come from retained surpluses."
            ),
        ),
        _Decision(
            id="decision-lorry-wash",
            title="Lorry-wash certificates required for all hauliers",
            meeting="board-2024-10",
            proposer="ifeoma-nwosu",
            rels=[("responds_to", "glyphosate-oats-recall")],
            what=(
                "From 1 November 2024 every vehicle loading members' grain must carry a "
                "signed wash-out record naming the previous load; organic loads need a "
                "dedicated or steam-cleaned trailer."
            ),
        ),
        _Decision(
            id="decision-barley-moisture",
            title="Intake moisture ceiling for malting barley",
            meeting="harvest-review-2024",
            proposer="bronwyn-teague",
            rels=[
                ("responds_to", "barley-moisture-rejection"),
                ("concerns", "malting-barley"),
                ("concerns", "castleford-maltings"),
            ],
            what=(
                "Barley arriving above 14.5% water goes through the store's dryer at a "
                "charge of £4.50 per tonne per point, and nothing above 16% is loaded "
                "straight from the field for the maltings."
            ),
        ),
        _Decision(
            id="decision-irrigation-costs",
            title="Cost-sharing formula for shared irrigation",
            meeting="board-2024-07",
            proposer="lars-ekstrom",
            rels=[("concerns", "sallow-brook-irrigation")],
            what=(
                "Capital costs of the brook scheme are split by each farm's licensed "
                "volume, running costs by metered use; the co-op carries the lagoon's "
                "maintenance."
            ),
        ),
        _Decision(
            id="decision-rye-suspension",
            title="Rye intake suspended pending ergot screening",
            meeting="egm-2025-rye",
            proposer="geoffrey-marlow",
            rels=[("responds_to", "ergot-rye-recall"), ("concerns", "hybrid-rye")],
            what=(
                "No member rye is accepted into the store until each lot has passed an "
                "optical sort and a sclerotia count below 0.02%."
            ),
        ),
        _Decision(
            id="decision-organic-cohort",
            title="First organic cohort approved",
            meeting="board-2024-01",
            proposer="anjali-kapoor",
            rels=[("concerns", "organic-conversion")],
            what=(
                "Three farms were accepted into the conversion programme, with a guaranteed "
                "top-up payment per hectare for the two conversion years."
            ),
        ),
        _Decision(
            id="decision-second-haulier",
            title="Additional haulier for peak harvest",
            meeting="harvest-planning-2025",
            proposer="kwame-mensah",
            rels=[("appoints", small_haulier)],
            what=(
                "A second transport contractor is retained for the six weeks of peak "
                "harvest, so that no member waits more than a day for a collection."
            ),
        ),
        _Decision(
            id="decision-levy-2025",
            title="Membership levy raised by two percent",
            meeting="agm-2024",
            proposer="renee-castellane",
            rels=[],
            what=(
                "The members voted to increase the annual per-hectare subscription from "
                "£11.00 to £11.22 from 1 January 2025 to cover rising insurance costs."
            ),
        ),
        _Decision(
            id="decision-soil-testing",
            title="Three-yearly soil analysis made compulsory",
            meeting="board-2025-04",
            proposer="hannah-whitlock",
            rels=[("concerns", "fenlow-soil-lab")],
            what=(
                "Every member must have each field sampled for pH, phosphate, potash and "
                "magnesium at least once every three years, at a discounted rate from the "
                "co-op's contracted laboratory."
            ),
        ),
        _Decision(
            id="decision-hanbit-renewal",
            title="Korean wheat contract renewed with DON testing",
            meeting="board-2025-07",
            proposer="colin-hartley",
            rels=[("concerns", "hanbit-flour"), ("responds_to", "don-wheat-export")],
            what=(
                "The export contract was renewed for the 2025 crop on condition that every "
                "container lot is tested for deoxynivalenol before it leaves the store."
            ),
        ),
    ]
    for dec in decisions:
        title[str(dec.id)] = str(dec.title)
    decisions_at: dict[str, list[_Decision]] = {m[0]: [] for m in MEETINGS}
    for dec in decisions:
        decisions_at[str(dec.meeting)].append(dec)

    # ---- evidence ids -------------------------------------------------------------------
    soil_ev = {f: f"soil-{f}" for f in farm_ids}
    soil_day = {
        f: f"{rng.choice([2023, 2024, 2025])}-{rng.randint(1, 4):02d}-{rng.randint(3, 27):02d}"
        for f in farm_ids
    }
    contract_ev = {b[0]: f"contract-{b[0]}" for b in BUYERS}
    supply_ev = {s[0]: f"supply-agreement-{s[0]}" for s in SUPPLIERS}
    haulage_ev = {h[0]: f"haulage-contract-{h[0]}" for h in HAULIERS}
    minutes_ev = {m[0]: f"minutes-{m[0]}" for m in MEETINGS}
    lab_ev = {str(i.id): f"lab-{str(i.code).lower()}" for i in incidents}

    # certificates: one organic certificate per organic farm, six assurance certificates
    inspectors_of: dict[str, list[str]] = {}
    for ins_row in INSPECTORS:
        inspectors_of.setdefault(ins_row[3], []).append(ins_row[0])
    certificates = []
    for f in organic:
        cert = organic_cert[f]
        certificates.append((f, cert, rng.choice(inspectors_of[cert]), True))
    for f in rng.sample([x for x in farm_ids if x not in organic], 6):
        cert = assurance_of[f]
        certificates.append((f, cert, rng.choice(inspectors_of[cert]), False))
    cert_ev: dict[str, str] = {}
    cert_number: dict[str, str] = {}
    for f, _cert, _ins, is_org in certificates:
        number = f"{'ORG' if is_org else 'ASR'}-{rng.randint(10000, 99999)}"
        cert_ev[f + ("-organic" if is_org else "-assurance")] = f"cert-{number.lower()}"
        cert_number[f + ("-organic" if is_org else "-assurance")] = number

    # ==== pages ===========================================================================
    # cooperative
    add(
        _Doc(
            id=COOP,
            folder="cooperative",
            type="company",
            title=COOP_TITLE,
            aliases=["Wyrelands Co-op", "WGC"],
            relations=[("chaired_by", "geoffrey-marlow")],
            truth=[
                f"A farmer-owned cooperative of {len(FARMS)} member farms around the Wyre "
                "valley. It stores, dries, grades and pools members' grain, pulses and "
                "potatoes and sells them on contract to mills, processors, supermarkets and "
                f"importers ({_cite(minutes_ev['agm-2025'], 'AGM 2025 minutes')}).",
                f"Chaired by {_link('geoffrey-marlow', 'Geoffrey Marlow')}; managed by "
                f"{_link('colin-hartley', 'Colin Hartley')} from the central store at "
                f"Kelmarsh ({_cite(minutes_ev['agm-2024'], 'AGM 2024 minutes')}).",
            ],
            timeline=[
                (
                    _ts("2024-12-05", 18),
                    f"file:evidence/minutes/{minutes_ev['agm-2024']}.pdf",
                    "AGM approved the 2024 accounts and the levy increase.",
                ),
                (
                    _ts("2025-12-04", 18),
                    f"file:evidence/minutes/{minutes_ev['agm-2025']}.pdf",
                    "AGM approved the 2025 accounts; three directors re-elected.",
                ),
            ],
        )
    )

    # farms and farmers
    for fid, ftitle, faliases, pid, ptitle, paliases, _v in FARMS:
        certs = [assurance_of[fid]] + ([organic_cert[fid]] if fid in organic else [])
        rels = [
            ("member_of", COOP),
            ("farmed_by", pid),
            *[("grows", c) for c in crops_of[fid]],
            *[("grows_for", b) for b in buyers_of[fid]],
            ("hauled_by", haulier_of[fid]),
            ("advised_by", agro_of[fid]),
            ("financed_by", bank_of[fid]),
            ("buys_inputs_from", supplier_of[fid]),
            *[("certified_by", c) for c in certs],
        ]
        c1, c2 = crops_of[fid]
        b1, b2 = buyers_of[fid]
        opener = rng.choice(
            [
                "{t} is a {ha}-hectare {soil} holding near {v}, farmed by {p}",
                "A {ha}-hectare farm on {soil} at {v}, run by {p}",
                "{t}: {ha} hectares of {soil} near {v}; the farmer is {p}",
            ]
        ).format(
            t=ftitle,
            ha=hectares[fid],
            soil=soil_of[fid],
            v=village_of[fid],
            p=_link(pid, ptitle),
        )
        truth = [
            f"{opener}. Member of {_link(COOP, 'the co-op')} since {joined[fid]}; holding "
            f"number {cph_of[fid]} ({_cite(soil_ev[fid], 'soil analysis')}).",
            f"- Crops: {_link(c1, title[c1])} sold to {_link(b1, title[b1])} "
            f"({_cite(contract_ev[b1], 'pool contract')}), and {_link(c2, title[c2])} sold "
            f"to {_link(b2, title[b2])} ({_cite(contract_ev[b2], 'pool contract')}).\n"
            f"- Collections: {_link(haulier_of[fid], title[haulier_of[fid]])} "
            f"({_cite(haulage_ev[haulier_of[fid]], 'haulage contract')}).\n"
            f"- Agronomy: {_link(agro_of[fid], title[agro_of[fid]])}; latest soil pH "
            f"{ph_of[fid]} ({_cite(soil_ev[fid], 'soil analysis')}).\n"
            f"- Inputs: {_link(supplier_of[fid], title[supplier_of[fid]])} "
            f"({_cite(supply_ev[supplier_of[fid]], 'supply agreement')}).\n"
            f"- Banking: {_link(bank_of[fid], title[bank_of[fid]])} holds the overdraft and "
            "machinery loans.",
        ]
        cert_lines = []
        for c in certs:
            key = fid + ("-organic" if c == certs[-1] and fid in organic else "-assurance")
            if key in cert_ev:
                cert_lines.append(
                    f"Certified by {_link(c, title[c])} "
                    f"({_cite(cert_ev[key], 'certificate ' + cert_number[key])})."
                )
            else:
                cert_lines.append(f"Registered with {_link(c, title[c])}.")
        if fid in organic:
            cert_lines.append("The whole holding is certified organic.")
        if fid in conversion:
            cert_lines.append(
                f"In organic conversion through the {_link('organic-conversion', 'programme')}."
            )
        truth.append(" ".join(cert_lines))
        timeline = [
            (
                _ts(soil_day[fid]),
                f"file:evidence/soil-tests/{soil_ev[fid]}.pdf",
                f"Soil sampled by Fenlow; pH {ph_of[fid]}.",
            ),
        ]
        add(
            _Doc(
                id=fid,
                folder="farms",
                type="company",
                title=ftitle,
                aliases=faliases + [cph_of[fid]],
                relations=rels,
                truth=truth,
                timeline=timeline,
                created=_ts(f"{max(joined[fid], 2019)}-02-01"),
            )
        )
        prels = [("member_of", COOP)]
        extra = ""
        if pid in directors:
            prels.append(("director_of", COOP))
            extra = (
                " Vice-chair of the board, deputising for the chair."
                if pid == vice_chair
                else " Elected director of the co-op."
            )
        add(
            _Doc(
                id=pid,
                folder="people/members",
                type="person",
                title=ptitle,
                aliases=paliases,
                relations=prels,
                truth=[
                    f"Member farmer who runs {_link(fid, ftitle)} near {village_of[fid]} "
                    f"({_cite(soil_ev[fid], 'latest soil analysis')}).{extra}",
                    f"Joined the co-op in {joined[fid]}; grows {title[c1].lower()} and "
                    f"{title[c2].lower()} "
                    f"({_cite(contract_ev[b1], 'pool contract')}).",
                ],
            )
        )

    # staff
    for sid, stitle, saliases, role, rtext, duties in STAFF:
        rels = [("chairs", COOP)] if role == "chair" else [("employed_by", COOP)]
        add(
            _Doc(
                id=sid,
                folder="people/staff",
                type="person",
                title=stitle,
                aliases=saliases,
                relations=rels,
                truth=[
                    f"{rtext} of {_link(COOP, COOP_TITLE)}: {duties} "
                    f"({_cite(minutes_ev['agm-2024'], 'AGM 2024 minutes')})."
                ],
            )
        )

    for cid, ctitle, caliases, desc in CONSULTANCIES:
        staff = [a for a in AGRONOMISTS if a[3] == cid]
        adviser_links = ", ".join(_link(a[0], a[1]) for a in staff)
        add(
            _Doc(
                id=cid,
                folder="consultancies",
                type="company",
                title=ctitle,
                aliases=caliases,
                relations=[("contracted_to", COOP)],
                truth=[
                    f"{ctitle} is {desc}. Advisers working with co-op members: {adviser_links} "
                    f"({_cite(minutes_ev['harvest-planning-2024'], 'harvest planning minutes')})."
                ],
            )
        )

    for aid, atitle, aaliases, employer, speciality in AGRONOMISTS:
        emp_rel = ("works_for", employer) if employer else ("employed_by", COOP)
        emp = _link(employer, title[employer]) if employer else _link(COOP, "the co-op")
        nfarms = sum(1 for f in farm_ids if agro_of[f] == aid)
        add(
            _Doc(
                id=aid,
                folder="people/agronomists",
                type="person",
                title=atitle,
                aliases=aaliases,
                relations=[emp_rel],
                truth=[
                    f"Agronomist with {emp}, specialising in {speciality}. Advises "
                    f"{nfarms} member farms "
                    f"({_cite(minutes_ev['harvest-planning-2025'], 'harvest planning minutes')})."
                ],
            )
        )

    for crid, crtitle, craliases, desc in CROPS:
        buyers = CROP_BUYERS[crid]
        add(
            _Doc(
                id=crid,
                folder="crops",
                type="concept",
                title=crtitle,
                aliases=craliases,
                relations=[("sold_to", b) for b in buyers],
                truth=[
                    f"{crtitle}: {desc} ({_cite(contract_ev[buyers[0]], 'contract spec')}).",
                    "Sold to " + " and ".join(_link(b, title[b]) for b in buyers) + ".",
                ],
            )
        )

    for bid, btitle, baliases, what, town in BUYERS:
        crops = [c for c, bs in CROP_BUYERS.items() if bid in bs]
        contact = [c for c in CONTACTS if c[3] == bid]
        truth = [
            f"{btitle} is {what}, based in {town}. Buys "
            + ", ".join(_link(c, title[c].lower()) for c in crops)
            + f" from the co-op's pools ({_cite(contract_ev[bid], 'supply contract')})."
        ]
        if contact:
            truth.append(f"Our contact there is {_link(contact[0][0], contact[0][1])}.")
        add(
            _Doc(
                id=bid,
                folder="buyers",
                type="company",
                title=btitle,
                aliases=baliases,
                relations=[("buys", c) for c in crops],
                truth=truth,
            )
        )

    for cid, ctitle, caliases, bid, job in CONTACTS:
        add(
            _Doc(
                id=cid,
                folder="people/contacts",
                type="person",
                title=ctitle,
                aliases=caliases,
                relations=[("buys_for", bid)],
                truth=[
                    f"{job.capitalize()} at {_link(bid, title[bid])}; negotiates the pool "
                    f"contract each season ({_cite(contract_ev[bid], 'supply contract')})."
                ],
            )
        )

    for sid, stitle, saliases, speciality, town, _inputs in SUPPLIERS:
        add(
            _Doc(
                id=sid,
                folder="suppliers",
                type="company",
                title=stitle,
                aliases=saliases,
                relations=[("contracted_to", COOP)],
                truth=[
                    f"{stitle}, of {town}, supplies {speciality} to the co-op and its members "
                    f"({_cite(supply_ev[sid], 'supply agreement')})."
                ],
            )
        )

    for lid, ltitle, laliases, desc in LABS:
        some = [str(i.id) for i in incidents if i.lab == lid][:1]
        add(
            _Doc(
                id=lid,
                folder="labs",
                type="company",
                title=ltitle,
                aliases=laliases,
                relations=[("contracted_to", COOP)],
                truth=[f"{ltitle} is {desc} ({_cite(lab_ev[some[0]], 'example certificate')})."],
            )
        )

    for hid, htitle, haliases, depot, fleet in HAULIERS:
        add(
            _Doc(
                id=hid,
                folder="hauliers",
                type="company",
                title=htitle,
                aliases=haliases,
                relations=[("contracted_to", COOP)],
                truth=[
                    f"Road haulier with a depot at {depot}, running {fleet}. Contracted for "
                    f"members' harvest collections ({_cite(haulage_ev[hid], 'haulage contract')})."
                ],
            )
        )

    for cid, ctitle, caliases, _org, desc in CERTIFIERS:
        sample = [
            f + ("-organic" if o else "-assurance") for f, c, _i, o in certificates if c == cid
        ]
        cite = (
            _cite(cert_ev[sample[0]], "a certificate it issued")
            if sample
            else _cite(minutes_ev["board-2024-10"], "board minutes")
        )
        add(
            _Doc(
                id=cid,
                folder="certifiers",
                type="company",
                title=ctitle,
                aliases=caliases,
                truth=[f"{ctitle} is {desc} ({cite})."],
            )
        )

    for iid, ititle, ialiases, cid in INSPECTORS:
        signed = [
            cert_ev[f + ("-organic" if o else "-assurance")]
            for f, _c, ins, o in certificates
            if ins == iid
        ]
        cite = (
            _cite(signed[0], "a certificate they signed")
            if signed
            else _cite(minutes_ev["board-2025-01"], "board minutes")
        )
        add(
            _Doc(
                id=iid,
                folder="people/inspectors",
                type="person",
                title=ititle,
                aliases=ialiases,
                relations=[("inspects_for", cid)],
                truth=[f"Field inspector for {_link(cid, title[cid])} ({cite})."],
            )
        )

    loans = {
        "harrowgate-bank": "loan-harrowgate-silos",
        "fenland-savings": "loan-fenland-cold-store",
        "midshire-credit": "loan-midshire-intake",
    }
    for bid, btitle, baliases, desc in BANKS:
        add(
            _Doc(
                id=bid,
                folder="finance/banks",
                type="company",
                title=btitle,
                aliases=baliases,
                truth=[
                    f"{btitle} is {desc}; it lends to the co-op and to several members "
                    f"({_cite(loans[bid], 'loan agreement')})."
                ],
            )
        )
    for mid, mtitle, maliases, bid in BANK_MANAGERS:
        add(
            _Doc(
                id=mid,
                folder="people/contacts",
                type="person",
                title=mtitle,
                aliases=maliases,
                relations=[("relationship_manager_at", bid)],
                truth=[
                    f"Agricultural relationship manager at {_link(bid, title[bid])} "
                    f"({_cite(loans[bid], 'loan agreement')})."
                ],
            )
        )
    grant_for = {
        "rural-water-fund": "grant-rwrf-sallow-brook",
        "agri-innovation-agency": "grant-raia-dryer",
        "organic-transition-trust": "grant-ott-conversion",
    }
    for gid, gtitle, galiases, desc in GRANT_BODIES:
        add(
            _Doc(
                id=gid,
                folder="finance/grants",
                type="company",
                title=gtitle,
                aliases=galiases,
                truth=[f"{gtitle} is {desc} ({_cite(grant_for[gid], 'award letter')})."],
            )
        )
    for oid, otitle, oaliases, gid in GRANT_OFFICERS:
        add(
            _Doc(
                id=oid,
                folder="people/contacts",
                type="person",
                title=otitle,
                aliases=oaliases,
                relations=[("officer_at", gid)],
                truth=[
                    f"Grants officer at {_link(gid, title[gid])}, handling the co-op's "
                    f"applications ({_cite(grant_for[gid], 'award letter')})."
                ],
            )
        )

    # meetings
    chair_of: dict[str, str] = {}
    present_of: dict[str, list[str]] = {}
    for mid, mtitle, maliases, mfolder, day, mkind in MEETINGS:
        chair = "colin-hartley" if mkind == "harvest" else "geoffrey-marlow"
        chair_of[mid] = chair
        if mkind == "harvest":
            present = [
                "colin-hartley",
                "bronwyn-teague",
                "kwame-mensah",
                "ifeoma-nwosu",
                "hannah-whitlock",
            ]
        else:
            present = [
                "geoffrey-marlow",
                "nadia-farouk",
                "renee-castellane",
                "colin-hartley",
                *directors,
            ]
        present_of[mid] = [p for p in present if p != chair]
        rels = [("chaired_by", chair)] + [("attended_by", p) for p in present_of[mid]]
        outcome = decisions_at[mid]
        truth = [
            f"Held on {int(day[8:])} {_month_year(day)} at the Kelmarsh office, chaired by "
            f"{_link(chair, title[chair])}. Agenda: {MEETING_AGENDA[mid]} "
            f"({_cite(minutes_ev[mid], 'minutes')}).",
            "Present: " + ", ".join(_link(p, title[p]) for p in present if p != chair) + ".",
        ]
        if outcome:
            truth.append(
                "Decided: " + "; ".join(_link(str(d.id), str(d.title)) for d in outcome) + "."
            )
        add(
            _Doc(
                id=mid,
                folder=f"meetings/{mfolder}",
                type="meeting",
                title=mtitle,
                aliases=maliases,
                relations=rels,
                truth=truth,
                created=_ts(day, 17),
                updated=_ts(day, 18),
            )
        )

    # projects
    for p in projects:
        pid = str(p.id)
        funder_rel, funder = p.funder
        rels = [("led_by", str(p.lead)), (funder_rel, funder)]
        kit = p.kit
        if kit:
            rels.append(kit)
        served = list(p.serves)
        rels += [("serves", f) for f in served]
        truth = [
            f"{p.what} Budget {p.budget} ({_cite(str(p.evidence), 'funding document')}).",
            f"Led by {_link(str(p.lead), title[str(p.lead)])}; money from "
            f"{_link(funder, title[funder])}.",
        ]
        if kit:
            truth.append(f"Contractor / partner: {_link(kit[1], title[kit[1]])}.")
        if served:
            truth.append(
                "Member farms taking part: " + ", ".join(_link(f, title[f]) for f in served) + "."
            )
        start = str(p.start)
        timeline = [
            (_ts(start), f"goat-task:PRJ-{pid}", "Project started."),
            (
                _ts(start.replace("2024", "2025", 1) if start < "2025" else "2025-11-03", 11),
                f"jamie:meeting:{pid}-review",
                "Progress review; on budget.",
            ),
        ]
        add(
            _Doc(
                id=pid,
                folder="projects",
                type="project",
                title=str(p.title),
                aliases=list(p.aliases),
                relations=rels,
                truth=truth,
                timeline=timeline,
                created=_ts(start),
            )
        )

    # incidents
    for inc in incidents:
        iid = str(inc.id)
        key = str(inc.key)
        rels = []
        if key in inc_farm:
            rels.append(("affected_farm", inc_farm[key]))
        else:
            rels.append(("occurred_at", "kelmarsh-silos"))
        rels.append(("hit_crop", str(inc.crop)))
        if inc.reporter:
            rels.append(("reported_by", str(inc.reporter)))
        if inc.traced:
            rels.append(("traced_to", str(inc.traced)))
        rels.append(("investigated_by", str(inc.investigator)))
        truth = [f"{str(inc.what)[:-1]} ({_cite(lab_ev[iid], 'certificate of analysis')})."]
        where = (
            _link(inc_farm[key], title[inc_farm[key]])
            if key in inc_farm
            else _link("kelmarsh-silos", "the silo complex")
        )
        truth.append(
            f"Where: {where}. Crop: {_link(str(inc.crop), title[str(inc.crop)])}. "
            f"Investigated by {_link(str(inc.investigator), title[str(inc.investigator)])}."
        )
        if inc.reporter:
            truth.append(f"Reported by {_link(str(inc.reporter), title[str(inc.reporter)])}.")
        if inc.traced:
            truth.append(
                f"Cause traced to a trailer of {_link(str(inc.traced), title[str(inc.traced)])}."
            )
        day = str(inc.day)
        add(
            _Doc(
                id=iid,
                folder="incidents",
                type="note",
                title=str(inc.title),
                aliases=list(inc.aliases),
                relations=rels,
                truth=truth,
                created=_ts(day),
                timeline=[
                    (_ts(day, 8), f"goat-task:INC-{key.upper()}", "Incident logged."),
                    (
                        _ts(day, 16),
                        f"file:evidence/lab-reports/{lab_ev[iid]}.pdf",
                        f"Lab result received ({inc.code}).",
                    ),
                ],
            )
        )

    # decisions
    for dec in decisions:
        did = str(dec.id)
        mid = str(dec.meeting)
        rels = [("taken_at", mid), ("proposed_by", str(dec.proposer))]
        rels += list(dec.rels)
        truth = [
            f"{dec.what} Agreed at the {_link(mid, title[mid])} on the proposal of "
            f"{_link(str(dec.proposer), title[str(dec.proposer)])} "
            f"({_cite(minutes_ev[mid], 'minutes')})."
        ]
        linked = [t for _r, t in dec.rels]
        if linked:
            truth.append("See " + ", ".join(_link(t, title[t]) for t in linked) + ".")
        day = next(m[4] for m in MEETINGS if m[0] == mid)
        add(
            _Doc(
                id=did,
                folder="decisions",
                type="note",
                title=str(dec.title),
                relations=rels,
                truth=truth,
                created=_ts(day, 18),
                timeline=[
                    (
                        _ts(day, 18),
                        f"file:evidence/minutes/{minutes_ev[mid]}.pdf",
                        "Resolution carried.",
                    )
                ],
            )
        )

    # ==== evidence ========================================================================
    def evidence(
        eid: str,
        folder: str,
        etitle: str,
        day: str,
        text: list[str],
        rels: list[tuple[str, str]],
        aliases: list[str] | None = None,
    ) -> None:
        add(
            _Doc(
                id=eid,
                folder=f"evidence/{folder}",
                type="source",
                title=etitle,
                kind="evidence",
                aliases=aliases or [],
                relations=rels,
                truth=text,
                sources=[f"file:evidence/{folder}/{eid}.pdf"],
                created=_ts(day, 12),
                updated=_ts(day, 12),
            )
        )
        title[eid] = etitle

    for fid in farm_ids:
        day = soil_day[fid]
        ftitle = title[fid]
        evidence(
            soil_ev[fid],
            "soil-tests",
            f"Soil analysis report: {ftitle}, {_month_year(day)}",
            day,
            [
                f"Fenlow Soil Laboratory. Report FSL-{day[:4]}-{rng.randint(1000, 9999)}. "
                f"Holding: {ftitle} ({cph_of[fid]}). Sampled {day}.",
                f"pH {ph_of[fid]}. Phosphorus index {rng.randint(0, 4)}. Potassium index "
                f"{rng.choice(['1', '2-', '2+', '3'])}. Magnesium index {rng.randint(1, 4)}. "
                f"Organic matter {rng.randint(18, 92) / 10}%.",
                "Recommendation: "
                + (
                    "apply lime before the next cereal crop."
                    if ph_of[fid] < 6.0
                    else "maintain current liming policy."
                ),
            ],
            [("sampled_from", fid), ("analysed_by", "fenlow-soil-lab")],
        )

    for f, cert, ins, is_org in certificates:
        key = f + ("-organic" if is_org else "-assurance")
        number = cert_number[key]
        kind = "Organic" if is_org else "Assurance"
        day = f"2025-{rng.randint(2, 9):02d}-{rng.randint(2, 27):02d}"
        evidence(
            cert_ev[key],
            "certificates",
            f"{kind} certificate {number}: {title[f]}",
            day,
            [
                f"{title[cert]} hereby certifies that {title[f]} ({cph_of[f]}) complies with "
                f"the {'organic production' if is_org else 'crop assurance'} standard.",
                f"Certificate {number}, valid 12 months from {day}. Inspected and signed by "
                f"{title[ins]}.",
            ],
            [("issued_to", f), ("issued_by", cert), ("signed_by", ins)],
            aliases=[number],
        )

    for bid, btitle, _a, _w, _t in BUYERS:
        crops = [title[c].lower() for c, bs in CROP_BUYERS.items() if bid in bs]
        evidence(
            contract_ev[bid],
            "contracts",
            f"Supply contract 2025: {btitle}",
            "2025-01-30",
            [
                f"Agreement between {COOP_TITLE} (seller) and {btitle} (buyer) for the supply "
                f"of {', '.join(crops)} from the 2025 harvest.",
                f"Tonnage: {rng.randint(2, 30) * 500} t. Price: pool price less "
                f"£{rng.randint(2, 9)}/t handling. Quality to the buyer's published spec.",
            ],
            [("buyer_party", bid), ("seller_party", COOP)],
            aliases=[f"{btitle} supply contract"] if btitle.isascii() else [],
        )
    for sid, stitle, _a, speciality, _t, _i in SUPPLIERS:
        evidence(
            supply_ev[sid],
            "contracts",
            f"Supply agreement: {stitle}",
            "2024-09-02",
            [
                f"Framework agreement under which {stitle} supplies {speciality} to the co-op and "
                f"its members at a negotiated discount of {rng.randint(3, 12)}% on list price.",
            ],
            [("counterparty", sid), ("buyer_party", COOP)],
        )
    for hid, htitle, _a, depot, _fleet in HAULIERS:
        evidence(
            haulage_ev[hid],
            "contracts",
            f"Haulage contract: {htitle}",
            "2024-06-28",
            [
                f"Carrier: {htitle}, {depot}. Rates per tonne by distance band for harvest "
                "collections from member farms to the central store and onward to buyers.",
                "Vehicles must be clean, dry and free of previous loads before loading.",
            ],
            [("carrier", hid), ("seller_party", COOP)],
            aliases=[f"{htitle} haulage contract"],
        )
    for mid, mtitle, _a, _f, day, _k in MEETINGS:
        outcome = decisions_at[mid]
        minute_lines = [
            f"Minutes of the {mtitle[0].lower() + mtitle[1:]} held {day}. Chair: "
            f"{title[chair_of[mid]]}. Present: "
            + ", ".join(title[p] for p in present_of[mid])
            + f". Agenda: {MEETING_AGENDA[mid]}.",
        ]
        for d in outcome:
            minute_lines.append(f"Resolved: {d.what}")
        evidence(
            minutes_ev[mid],
            "minutes",
            f"Minutes, {mtitle}",
            day,
            minute_lines,
            [("minutes_of", mid), ("recorded_by", "nadia-farouk")],
        )
    for inc in incidents:
        iid = str(inc.id)
        lab = str(inc.lab)
        evidence(
            lab_ev[iid],
            "lab-reports",
            f"Certificate of analysis {inc.code}",
            str(inc.day),
            [
                f"{title[lab]}. Certificate {inc.code}. Sample received {inc.day}.",
                "Result: " + str(inc.what).split(".")[0] + ".",
            ],
            [("analysed_by", lab)],
        )
    for bid, eid in loans.items():
        p = next(x for x in projects if x.evidence == eid)
        evidence(
            eid,
            "finance",
            f"Loan agreement: {title[bid]}, {p.title}",
            str(p.start),
            [
                f"Term loan from {title[bid]} to {COOP_TITLE} for the {p.title}. "
                f"Facility {p.budget}, repayable over {rng.randint(8, 15)} years.",
            ],
            [("lender", bid), ("borrower", COOP), ("finances", str(p.id))],
        )
    for p in projects:
        eid = str(p.evidence)
        if not eid.startswith("grant-"):
            continue
        funder = p.funder[1]
        evidence(
            eid,
            "finance",
            f"Grant award letter: {p.title}",
            str(p.start),
            [
                f"{title[funder]} is pleased to award {COOP_TITLE} a grant towards the "
                f"{p.title} (total cost {p.budget}), at an intervention rate of "
                f"{rng.choice([30, 35, 40, 50])}%.",
            ],
            [("awarded_by", funder), ("awarded_for", str(p.id))],
        )

    documents = [_render(d) for d in docs.values()]

    # ==== questions =======================================================================
    questions: list[Question] = []
    seen_text: set[str] = set()

    def ask(text: str, kind: str, relevant: set[str] | list[str]) -> None:
        if text in seen_text:
            return
        seen_text.add(text)
        questions.append(Question(text=text, kind=kind, relevant=set(relevant)))

    # ---- lexical ------------------------------------------------------------------------
    person_t = [
        "Who is {n}?",
        "What does {n} do for us?",
        "Pull up {n}'s profile.",
        "contact details for {n}",
        "I need some background on {n} before tomorrow's call.",
        "{n} — what's their role?",
        "Give me a quick summary of {n}.",
    ]
    farm_t = [
        "Tell me about {n}.",
        "How big is {n} and what does it grow?",
        "{n} farm record",
        "What have we got on file for {n}?",
        "Summarise {n} for a new field officer.",
        "open {n}",
    ]
    company_t = [
        "What's our relationship with {n}?",
        "{n}: who are they and what do they do for us?",
        "Show me the {n} page.",
        "Brief me on {n}.",
        "Anything I should know about {n}?",
        "overview of {n}",
    ]
    project_t = [
        "Where are we with the {n}?",
        "What's the status of the {n}?",
        "{n} — scope and budget",
        "Give me the background on the {n}.",
    ]
    incident_t = [
        "What happened with the {n}?",
        "{n}: what was the cause?",
        "Fill me in on the {n}.",
        "summary of the {n} incident",
    ]
    meeting_t = [
        "Who attended the {n}?",
        "What was on the agenda at the {n}?",
        "{n} — who was there?",
    ]
    decision_t = [
        "Background to the decision '{n}'",
        "When was '{n}' agreed, and why?",
        "Look up the decision: {n}.",
    ]
    crop_t = [
        "What spec do we work to for {n}?",
        "{n}: quality standards and who buys it",
        "intake requirements for {n}",
    ]
    doc_t = ["Find the {n}.", "I need a copy of the {n}.", "Where's the {n}?"]
    member_t = [*person_t, "Is {n} still an active member?", "Which crops does {n} grow?"]

    lex_pool: list[tuple[str, list[str], list[str], set[str]]] = []  # (id, names, templates)
    for fid, ftitle, _fa, pid, ptitle, paliases, _v in FARMS:
        if ftitle.isascii():
            lex_pool.append((fid, [ftitle], farm_t, {fid}))
        if ptitle.isascii():
            lex_pool.append((pid, [ptitle] + paliases, member_t, {pid}))
        else:
            lex_pool.append((pid, paliases, member_t, {pid}))
    for fid in rng.sample(farm_ids, 2):
        lex_pool.append(
            (
                fid + "#cph",
                [cph_of[fid]],
                ["Which farm is holding {n}?", "{n} — whose holding?"],
                {fid},
            )
        )
    for rows, tmpl in (
        (STAFF, person_t),
        (AGRONOMISTS, person_t),
        (CONTACTS, person_t),
        (INSPECTORS, person_t),
        (BANK_MANAGERS, person_t),
        (GRANT_OFFICERS, person_t),
        (BUYERS, company_t),
        (SUPPLIERS, company_t),
        (HAULIERS, company_t),
        (CERTIFIERS, company_t),
        (BANKS, company_t),
        (GRANT_BODIES, company_t),
        (LABS, company_t),
        (CONSULTANCIES, company_t),
        (CROPS, crop_t),
    ):
        for row in rows:
            rid, rtitle, raliases = row[0], row[1], row[2]
            names = [n for n in [rtitle, *raliases] if n.isascii()]
            if names:
                lex_pool.append((str(rid), names, tmpl, {str(rid)}))
    for p in projects:
        lex_pool.append(
            (
                str(p.id),
                [str(p.title), *p.aliases],
                project_t,
                {str(p.id)},
            )
        )
    for inc in incidents:
        lex_pool.append(
            (
                str(inc.id),
                [str(inc.title), *inc.aliases],
                incident_t,
                {str(inc.id)},
            )
        )
    for m in MEETINGS:
        lex_pool.append((m[0], m[2], meeting_t, {m[0], minutes_ev[m[0]]}))
    for dec in decisions:
        lex_pool.append((str(dec.id), [str(dec.title)], decision_t, {str(dec.id)}))
    for bid in rng.sample([b[0] for b in BUYERS if b[1].isascii()], 3):
        lex_pool.append(
            (contract_ev[bid], docs[contract_ev[bid]].aliases, doc_t, {contract_ev[bid]})
        )
    for key in rng.sample(sorted(cert_ev), 2):
        lex_pool.append(
            (
                cert_ev[key],
                [f"certificate {cert_number[key]}"],
                ["Find {n}.", "Who signed {n}, and when does it expire?"],
                {cert_ev[key]},
            )
        )
    for hid in rng.sample(haulier_ids, 1):
        lex_pool.append((haulage_ev[hid], docs[haulage_ev[hid]].aliases, doc_t, {haulage_ev[hid]}))

    # spread over categories: group by template list, round robin
    by_group: dict[int, list[tuple[str, list[str], list[str], set[str]]]] = {}
    for item in lex_pool:
        by_group.setdefault(id(item[2]), []).append(item)
    groups = list(by_group.values())
    for g in groups:
        rng.shuffle(g)
    turns: dict[int, int] = {}

    def phrase(tmpl: list[str], name: str, doc_id: str) -> str:
        turn = turns.setdefault(id(tmpl), rng.randrange(len(tmpl)))
        turns[id(tmpl)] = turn + 1
        template = tmpl[turn % len(tmpl)]
        if (
            not template.startswith("{n}")
            and doc_id in docs
            and docs[doc_id].folder in _COMMON_NOUN_FOLDERS
        ):
            name = _mid(name)
        return template.format(n=name)

    n_lex = 0
    while n_lex < 34:
        for g in groups:
            if g and n_lex < 34:
                rid, names, tmpl, rel = g.pop()
                name = rng.choice(names)
                before = len(questions)
                ask(phrase(tmpl, name, rid), "lexical", rel)
                n_lex += len(questions) - before

    # ---- script -------------------------------------------------------------------------
    script_pool: list[tuple[str, str, list[str]]] = []
    farm_script_t = [*farm_t, "{n}", "Is {n} organic?"]
    other_script_t = [*person_t, "{n}", "Can you find {n} for me?"]
    company_script_t = [*company_t, "{n}", "What do we sell to {n}?"]
    for fid, ftitle, faliases, pid, ptitle, _pa, _v in FARMS:
        for n in [ftitle, *faliases]:
            if not n.isascii():
                script_pool.append((fid, n, farm_script_t))
        if not ptitle.isascii():
            script_pool.append((pid, ptitle, member_t))
    for rows, tmpl in (
        (STAFF, other_script_t),
        (AGRONOMISTS, other_script_t),
        (CONTACTS, other_script_t),
        (INSPECTORS, other_script_t),
        (GRANT_OFFICERS, other_script_t),
        (BUYERS, company_script_t),
        (SUPPLIERS, [*company_t, "{n}"]),
    ):
        for row in rows:
            if not str(row[1]).isascii():
                script_pool.append((str(row[0]), str(row[1]), tmpl))
    non_latin = [s for s in script_pool if not any("a" <= ch.lower() <= "z" for ch in s[1])]
    diacritic = [s for s in script_pool if s not in non_latin]
    by_script: dict[str, list[tuple[str, str, list[str]]]] = {}
    for entry in non_latin:
        letter = next(ch for ch in entry[1] if ch.isalpha())
        by_script.setdefault(unicodedata.name(letter).split()[0], []).append(entry)
    chosen = [rng.choice(group) for _script, group in sorted(by_script.items())]
    rest = [entry for entry in non_latin if entry not in chosen]
    chosen += rng.sample(rest, 16 - len(chosen)) + rng.sample(diacritic, 6)
    for rid, name, tmpl in chosen:
        ask(phrase(tmpl, name, rid), "script", {rid})

    # ---- hop ----------------------------------------------------------------------------
    def nm(doc_id: str) -> str:
        """A name for a page in a question: its title, sometimes a Latin alias."""
        doc = docs[doc_id]
        ascii_aliases = [a for a in doc.aliases if a.isascii() and not a.startswith("CPH")]
        name = doc.title
        if doc.type == "meeting" or (ascii_aliases and rng.random() < 0.3):
            name = rng.choice(ascii_aliases)
        return _mid(name) if doc.folder in _COMMON_NOUN_FOLDERS else name

    hop_specs: list[tuple[str, int, list[str], list[tuple[str, set[str]]]]] = []

    def spec(
        name: str, count: int, templates: list[str], cands: list[tuple[str, set[str]]]
    ) -> None:
        hop_specs.append((name, count, templates, cands))

    spec(
        "farm-haulier",
        4,
        [
            "Who collects the grain from {x} at harvest?",
            "Which transport firm does {x} use?",
            "who trucks {x}'s crops to the store",
            "lorry firm for {x}?",
            "If I need a load moved off {x}, which company do I ring?",
        ],
        [(f, {haulier_of[f]}) for f in farm_ids],
    )
    spec(
        "farm-agronomist",
        3,
        [
            "Who walks the crops at {x}?",
            "Which agronomist looks after {x}?",
            "who gives {x} its spray and fertiliser recommendations",
            "{x} crop adviser?",
        ],
        [(f, {agro_of[f]}) for f in farm_ids],
    )
    spec(
        "farm-bank",
        3,
        [
            "Who does {x} bank with?",
            "Which lender holds the overdraft for {x}?",
            "where does {x} get its farm credit",
        ],
        [(f, {bank_of[f]}) for f in farm_ids],
    )
    spec(
        "farm-farmer",
        3,
        [
            "Who farms {x}?",
            "Who's the member behind {x}?",
            "name of the farmer at {x}",
            "Whose holding is {x}?",
        ],
        [(f, {farmer_of[f]}) for f in farm_ids],
    )
    spec(
        "farmer-farm",
        3,
        [
            "Which farm does {x} run?",
            "Where does {x} farm?",
            "{x}'s holding — which one is it?",
            "What's the name of the place {x} farms?",
        ],
        [(farmer_of[f], {f}) for f in farm_ids],
    )
    spec(
        "farm-buyers",
        2,
        [
            "Who buys the crops grown at {x}?",
            "Where does the harvest from {x} end up?",
            "which customers take produce from {x}",
        ],
        [(f, set(buyers_of[f])) for f in farm_ids],
    )
    spec(
        "farm-supplier",
        2,
        [
            "Where does {x} get its inputs?",
            "Which merchant supplies {x}?",
        ],
        [(f, {supplier_of[f]}) for f in farm_ids],
    )
    spec(
        "farm-certifiers",
        2,
        [
            "Which schemes certify {x}?",
            "Which certification bodies is {x} registered with?",
        ],
        [(f, {assurance_of[f]} | ({organic_cert[f]} if f in organic else set())) for f in farm_ids],
    )
    spec(
        "inspector-certifier",
        2,
        [
            "Which scheme does {x} inspect for?",
            "{x} audits on behalf of which body?",
        ],
        [(i[0], {i[3]}) for i in INSPECTORS],
    )
    spec(
        "contact-buyer",
        2,
        [
            "Which company does {x} buy for?",
            "{x} works for which of our customers?",
        ],
        [(c[0], {c[3]}) for c in CONTACTS],
    )
    spec(
        "agronomist-firm",
        1,
        [
            "Which firm employs {x}?",
            "Is {x} with a consultancy? Which one?",
        ],
        [(a[0], {a[3]}) for a in AGRONOMISTS if a[3]],
    )
    spec(
        "project-funder",
        3,
        [
            "Who is paying for the {x}?",
            "Where's the money for the {x} coming from?",
            "funder of the {x}",
        ],
        [(str(p.id), {p.funder[1]}) for p in projects],
    )
    spec(
        "project-lead",
        2,
        [
            "Who's running the {x} on our side?",
            "Who is the staff lead for the {x}?",
        ],
        [(str(p.id), {str(p.lead)}) for p in projects],
    )
    spec(
        "project-kit",
        1,
        [
            "Which firm is supplying the equipment for the {x}?",
            "Who's the contractor putting in the kit for the {x}?",
        ],
        [(str(p.id), {p.kit[1]}) for p in projects if p.kit and p.kit[0] != "partner_lab"],
    )
    spec(
        "incident-farm",
        3,
        [
            "Which member farm was hit by the {x}?",
            "Where did the {x} happen?",
            "Which holding was affected by the {x}?",
        ],
        [(str(i.id), {inc_farm[str(i.key)]}) for i in incidents if i.key in inc_farm],
    )
    spec(
        "incident-lab",
        1,
        [
            "Lab results behind the {x}?",
            "Find the test certificate for the {x}.",
        ],
        [(str(i.id), {lab_ev[str(i.id)]}) for i in incidents],
    )
    spec(
        "incident-investigator",
        1,
        [
            "Who investigated the {x}?",
            "Who looked into the {x} for us?",
        ],
        [(str(i.id), {str(i.investigator)}) for i in incidents],
    )
    spec(
        "decision-meeting",
        2,
        [
            "At which meeting was '{x}' agreed?",
            "Which meeting signed off '{x}'?",
        ],
        [(str(d.id), {str(d.meeting)}) for d in decisions],
    )
    spec(
        "meeting-chair",
        1,
        [
            "Who was in the chair at the {x}?",
            "Who chaired the {x}?",
        ],
        [(m[0], {chair_of[m[0]]}) for m in MEETINGS],
    )
    small_hauliers = [h for h in haulier_ids if list(haulier_of.values()).count(h) <= 3]
    spec(
        "haulier-farms",
        1,
        [
            "Which members does {x} collect from?",
            "Which farms does {x} collect from?",
        ],
        [(h, {f for f in farm_ids if haulier_of[f] == h}) for h in small_hauliers],
    )
    small_agros = [a for a in agro_ids if list(agro_of.values()).count(a) <= 3]
    spec(
        "agronomist-farms",
        1,
        [
            "Which farms is {x} advising at the moment?",
            "list the holdings {x} walks",
        ],
        [(a, {f for f in farm_ids if agro_of[f] == a}) for a in small_agros],
    )
    spec(
        "project-farms",
        2,
        [
            "Which farms are on the {x}?",
            "Who benefits from the {x}? List the member farms.",
        ],
        [(str(p.id), set(p.serves)) for p in projects if p.serves],
    )
    spec(
        "incident-decision",
        1,
        [
            "What did we change after the {x}?",
            "Which rule came out of the {x}?",
        ],
        [
            (
                str(i.id),
                {str(d.id) for d in decisions if ("responds_to", i.id) in d.rels},
            )
            for i in incidents
            if any(("responds_to", i.id) in d.rels for d in decisions)
        ],
    )
    spec("manager-bank", 1, ["Which bank is {x} with?"], [(m[0], {m[3]}) for m in BANK_MANAGERS])
    spec(
        "officer-body",
        1,
        ["{x} is an officer at which funder?", "Who does {x} work for?"],
        [(o[0], {o[3]}) for o in GRANT_OFFICERS],
    )
    spec(
        "crop-buyers",
        1,
        ["Who do we sell our {x} to?", "buyers for our {x}"],
        [(c[0], set(CROP_BUYERS[c[0]])) for c in CROPS],
    )

    def titles_absent(text: str, rel: set[str]) -> bool:
        low = text.lower()
        return all(title[r].lower() not in low for r in rel)

    for _name, count, templates, cands in hop_specs:
        cands = list(cands)
        rng.shuffle(cands)
        turn = rng.randrange(len(templates))
        made = 0
        for subject, rel in cands:
            if made >= count:
                break
            name = nm(subject)
            text = templates[(turn + made) % len(templates)].format(x=name)
            if not titles_absent(text, rel) or text in seen_text:
                continue
            ask(text, "hop", rel)
            made += 1

    # ---- hop2 ---------------------------------------------------------------------------
    hop2: list[tuple[str, int, list[tuple[list[str], set[str]]]]] = []

    def spec2(name: str, count: int, cands: list[tuple[list[str], set[str]]]) -> None:
        hop2.append((name, count, cands))

    def farmer_q(
        templates: list[str], target: dict[str, str] | dict[str, set[str]]
    ) -> list[tuple[list[str], set[str]]]:
        out = []
        for f in farm_ids:
            val = target[f]
            rel = val if isinstance(val, set) else {val}
            name = nm(farmer_of[f])
            out.append(([t.format(x=name) for t in templates], rel))
        return out

    spec2(
        "farmer-haulier",
        2,
        farmer_q(
            [
                "Which haulier collects from {x}'s farm?",
                "Who moves the grain off the farm {x} runs?",
                "lorry firm serving the holding {x} farms",
            ],
            haulier_of,
        ),
    )
    spec2(
        "farmer-bank",
        2,
        farmer_q(
            [
                "Which bank lends to the farm run by {x}?",
                "{x}'s farm — who is their lender?",
            ],
            bank_of,
        ),
    )
    spec2(
        "farmer-agronomist",
        2,
        farmer_q(
            [
                "Which agronomist covers the farm {x} runs?",
                "who advises on crops at {x}'s place",
            ],
            agro_of,
        ),
    )
    spec2(
        "farmer-buyers",
        2,
        farmer_q(
            [
                "Who buys what {x} grows?",
                "Which customers take the crops from {x}'s farm?",
            ],
            {f: set(buyers_of[f]) for f in farm_ids},
        ),
    )
    spec2(
        "farmer-certifiers",
        1,
        farmer_q(
            [
                "Which schemes certify the farm {x} runs?",
            ],
            {
                f: {assurance_of[f]} | ({organic_cert[f]} if f in organic else set())
                for f in farm_ids
            },
        ),
    )
    spec2(
        "incident-farmer",
        3,
        [
            (
                [
                    t.format(x=nm(str(i.id)))
                    for t in [
                        "Who farms the land where the {x} happened?",
                        "Which member grower was caught up in the {x}?",
                        "Who should I call at the farm affected by the {x}?",
                    ]
                ],
                {farmer_of[inc_farm[str(i.key)]]},
            )
            for i in incidents
            if i.key in inc_farm
        ],
    )
    described = {
        "i3": "whose malting barley was turned away at the maltings for being too wet",
        "i5": "whose organic oats had weedkiller residue",
        "i1": "whose rye had ergot in it",
        "i7": "that found clubroot in its rape",
        "i2": "with the blackleg in its potatoes",
        "i10": "that sent the beans with glass in them",
        "i6": "whose wheat failed the mycotoxin limit in Korea",
    }
    cands_desc: list[tuple[list[str], set[str]]] = []
    for key, desc_phrase in described.items():
        f = inc_farm[key]
        cands_desc.append(
            ([f"Which haulier moves the grain of the farm {desc_phrase}?"], {haulier_of[f]})
        )
        cands_desc.append(([f"Who is the agronomist for the farm {desc_phrase}?"], {agro_of[f]}))
        cands_desc.append(([f"The farm {desc_phrase}: which bank is it with?"], {bank_of[f]}))
    spec2("described-incident", 3, cands_desc)
    ins_farms: dict[str, set[str]] = {}
    for f, _c, ins, _o in certificates:
        ins_farms.setdefault(ins, set()).add(f)
    spec2(
        "inspector-farms",
        2,
        [
            (
                [
                    t.format(x=nm(ins))
                    for t in [
                        "Which farms has {x} signed certificates for?",
                        "Which holdings did {x} certify?",
                        "holdings certified by inspector {x}",
                    ]
                ],
                farms,
            )
            for ins, farms in sorted(ins_farms.items())
            if len(farms) <= 3
        ],
    )
    spec2(
        "decision-chair",
        2,
        [
            (
                [
                    t.format(x=str(d.title))
                    for t in [
                        "Who chaired the meeting that agreed '{x}'?",
                        "Who was presiding when we decided '{x}'?",
                    ]
                ],
                {chair_of[str(d.meeting)]},
            )
            for d in decisions
        ],
    )
    officer_of = {o[3]: o[0] for o in GRANT_OFFICERS}
    spec2(
        "project-officer",
        2,
        [
            (
                [
                    t.format(x=nm(str(p.id)))
                    for t in [
                        "Who's our contact at the body funding the {x}?",
                        "Which grants officer handles the money for the {x}?",
                    ]
                ],
                {officer_of[p.funder[1]]},
            )
            for p in projects
            if p.funder[0] == "funded_by"
        ],
    )
    manager_of = {m[3]: m[0] for m in BANK_MANAGERS}
    spec2(
        "project-bank-manager",
        1,
        [
            (
                [f"Who is our relationship manager at the bank lending for the {nm(str(p.id))}?"],
                {manager_of[p.funder[1]]},
            )
            for p in projects
            if p.funder[0] == "financed_by"
        ],
    )
    spec2(
        "farm-consultancy",
        2,
        [
            (
                [
                    t.format(x=nm(f))
                    for t in [
                        "Which consultancy does the agronomist at {x} work for?",
                        "{x}'s agronomist is with which firm?",
                    ]
                ],
                {str(a[3])},
            )
            for f in farm_ids
            for a in AGRONOMISTS
            if a[0] == agro_of[f] and a[3]
        ],
    )
    spec2(
        "contact-contract",
        2,
        [
            (
                [
                    t.format(x=nm(c[0]))
                    for t in [
                        "Find the supply contract with the company {x} buys for.",
                        "Pull the 2025 contract for {x}'s employer.",
                    ]
                ],
                {contract_ev[c[3]]},
            )
            for c in CONTACTS
        ],
    )
    spec2(
        "ph-farmer",
        2,
        [
            (
                [
                    t.format(x=ph_of[f])
                    for t in [
                        "Who farms the land whose soil pH came back at {x}?",
                        "The soil test with pH {x} — who is the farmer?",
                    ]
                ],
                {farmer_of[f]},
            )
            for f in farm_ids
        ],
    )
    spec2(
        "project-farmers",
        2,
        [
            (
                [
                    t.format(x=nm(str(p.id)))
                    for t in [
                        "Which members (the people, not the farms) take part in the {x}?",
                        "Names of the farmers whose farms are on the {x}",
                    ]
                ],
                {farmer_of[f] for f in p.serves},
            )
            for p in projects
            if p.serves
        ],
    )
    spec2(
        "meeting-project",
        2,
        [
            (
                [
                    t.format(x=nm(mid))
                    for t in [
                        "Which project did the {x} take a decision on?",
                        "The {x} decided something about one of our projects: which project?",
                    ]
                ],
                {t for d in decisions_at[mid] for _r, t in d.rels if t in proj},
            )
            for mid in decisions_at
            if any(t in proj for d in decisions_at[mid] for _r, t in d.rels)
        ],
    )
    spec2(
        "farm-bank-manager",
        2,
        [
            (
                [
                    t.format(x=nm(f))
                    for t in [
                        "Who's the relationship manager at the bank {x} uses?",
                        "Name the banker who looks after {x}'s lender relationship",
                    ]
                ],
                {manager_of[bank_of[f]]},
            )
            for f in farm_ids
        ],
    )

    for _name, count, cands2 in hop2:
        pending = list(cands2)
        rng.shuffle(pending)
        made = 0
        turn = rng.randrange(3)
        for alts, rel in pending:
            if made >= count:
                break
            text = alts[(turn + made) % len(alts)]
            if not titles_absent(text, rel) or text in seen_text:
                continue
            ask(text, "hop2", rel)
            made += 1

    # ---- paraphrase ---------------------------------------------------------------------
    para: list[tuple[str, set[str]]] = [
        (
            "Which project takes water out of the stream into a shared lagoon for members' "
            "potatoes and beet?",
            {"sallow-brook-irrigation"},
        ),
        (
            "the new bank of grain bins at the central store — what's that project?",
            {"kelmarsh-silos"},
        ),
        (
            "programme helping conventional members switch to chemical-free growing",
            {"organic-conversion"},
        ),
        (
            "What's the project to swap the old oil-fired drier for one that burns woodchip?",
            {"biomass-dryer"},
        ),
        ("Where are we with the refrigerated shed for members' spuds?", {"fenwick-cold-store"}),
        (
            "the trial measuring how much carbon is stored in members' fields each autumn",
            {"soil-carbon-pilot"},
        ),
        (
            "the lake we fill over the wet months so there's water for crops in summer",
            {"yarrow-fen-reservoir"},
        ),
        ("upgrading the scales and quality-testing kit where lorries tip", {"intake-upgrade"}),
        (
            "fungal bodies found in a delivery of bread grain that made the bakeries pull "
            "their loaves",
            {"ergot-rye-recall"},
        ),
        (
            "the bacterial stem rot that blackened a member's potato plants in summer 2024",
            {"blackleg-2024"},
        ),
        (
            "the brewing grain loads turned away because they were too wet",
            {"barley-moisture-rejection"},
        ),
        (
            "orange stripes of fungus showing up on bread-making wheat leaves in spring 2025",
            {"yellow-rust-2025"},
        ),
        (
            "weedkiller traces in chemical-free porridge grain, blamed on a dirty trailer",
            {"glyphosate-oats-recall"},
        ),
        ("toxin levels over the limit in grain we shipped to Korea", {"don-wheat-export"}),
        ("the soil-borne disease that swelled the roots of a canola crop", {"clubroot-osr-2024"}),
        ("insects found breeding in one of the storage bins", {"weevils-bin-3"}),
        (
            "aphid-spread virus that stunted and yellowed an early-sown barley crop",
            {"bydv-barley-2024"},
        ),
        ("broken glass found in a container of pulses bound for Egypt", {"glass-beans-export"}),
        (
            "the board's go-ahead to take out a loan for the new storage bins",
            {"decision-silo-finance"},
        ),
        (
            "the rule that trucks must prove they were cleaned out before loading members' grain",
            {"decision-lorry-wash"},
        ),
        ("how wet can brewing barley be before we charge to dry it?", {"decision-barley-moisture"}),
        (
            "how the capital and running costs of the brook water scheme are split between farms",
            {"decision-irrigation-costs"},
        ),
        (
            "the pause on accepting members' bread grain until it's been checked for fungal bodies",
            {"decision-rye-suspension"},
        ),
        (
            "when did we accept the first group of farms going chemical-free?",
            {"decision-organic-cohort"},
        ),
        (
            "bringing in an extra trucking firm for the busiest weeks of harvest",
            {"decision-second-haulier"},
        ),
        (
            "the small rise in the yearly per-hectare subscription members pay",
            {"decision-levy-2025"},
        ),
        (
            "the requirement for members to get their fields sampled at least every three years",
            {"decision-soil-testing"},
        ),
        (
            "the renewed deal with the Korean mill that depends on toxin tests",
            {"decision-hanbit-renewal"},
        ),
        ("who is the top elected officer of the co-op?", {"geoffrey-marlow"}),
        (
            "who takes notes at board meetings and looks after the shareholder list?",
            {"nadia-farouk"},
        ),
        ("which volunteer looks after the co-op's books?", {"renee-castellane"}),
        ("Who runs the co-op day to day?", {"colin-hartley"}),
        ("who keeps the stored grain cool and free of pests at the main site?", {"bronwyn-teague"}),
        ("who do I tell if a customer finds something nasty in our grain?", {"ifeoma-nwosu"}),
        ("who do I ask to get a truck sent out to a farm in August?", {"kwame-mensah"}),
        (
            "Which staff member sorts out permits to take water and the sprinkler gear?",
            {"lars-ekstrom"},
        ),
        ("Which grower is second-in-command on the board?", {vice_chair}),
        ("the grower-owned outfit that markets everyone's harvest together", {COOP}),
        ("where do members send their dirt samples for testing?", {"fenlow-soil-lab"}),
        ("the laboratory that runs mycotoxin and pesticide residue tests", {"kestrel-analytical"}),
        (
            "the bodies that certify our organic members",
            {"soil-vale-organic", "eurobio-certification"},
        ),
        (
            "independent advisory firm with a plant disease specialist on staff",
            {"agrivista-consulting"},
        ),
        ("the public fund that pays towards on-farm water storage", {"rural-water-fund"}),
        (
            "the charity paying for advice to farms switching to chemical-free production",
            {"organic-transition-trust"},
        ),
        (
            "the contract setting price and spec for the grain we sell for brewing",
            {contract_ev["castleford-maltings"]},
        ),
        ("the framework deal with our fertiliser merchant", {supply_ev["corvan-fertilisers"]}),
        ("transport firm with bulk blower tankers for export containers", {"wyvern-bulk"}),
        ("the yellow-flowered crop we sell for crushing into cooking oil", {"oilseed-rape"}),
    ]
    rng.shuffle(para)
    for text, rel in para[:34]:
        ask(text, "paraphrase", rel)

    return EvalSet(documents=documents, questions=questions)


# --------------------------------------------------------------------------------------------
# Checks
# --------------------------------------------------------------------------------------------


def _check() -> None:
    from collections import Counter

    from brain.toolkit.document import serialize_document
    from brain.toolkit.links import Link
    from brain.toolkit.validation import validate_document

    data = build()
    ids = [d.brain_id for d in data.documents]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_id = {d.brain_id: d for d in data.documents}
    for doc in data.documents:
        problems = validate_document(doc, file_stem=doc.brain_id)
        assert not problems, (doc.path, problems)
        again = parse_document(serialize_document(doc), folder=doc.folder, path=doc.path)
        assert serialize_document(again) == serialize_document(doc), doc.path
        for rel in doc.relations:
            assert rel.target in by_id, (doc.brain_id, rel)
        for link in doc.links:
            assert isinstance(link, Link)
            if link.kind == "page":
                assert link.target in by_id, (doc.brain_id, link.target)
                assert by_id[link.target].kind == "page", (doc.brain_id, link.target)
            elif link.kind == "evidence":
                assert link.target in by_id, (doc.brain_id, link.target)
                assert by_id[link.target].kind == "evidence", (doc.brain_id, link.target)
    texts = [q.text for q in data.questions]
    assert len(texts) == len(set(texts)), "duplicate question"
    kinds = Counter(q.kind for q in data.questions)
    assert 150 <= len(data.questions) <= 180, len(data.questions)
    assert set(kinds) <= {"lexical", "script", "hop", "hop2", "paraphrase"}, kinds
    for q in data.questions:
        assert q.relevant, q
        for r in q.relevant:
            assert r in by_id, (q.text, r)
        low = q.text.lower()
        names = [n.lower() for r in q.relevant for n in [by_id[r].title, *by_id[r].aliases]]
        if q.kind in ("hop", "hop2"):
            for r in q.relevant:
                assert by_id[r].title.lower() not in low, (q.text, r)
        elif q.kind == "paraphrase":
            assert not any(n in low for n in names if len(n) > 3), q.text
        else:
            assert any(n in low for n in names), q.text
            if q.kind == "script":
                assert not q.text.isascii(), q.text
    a, b = build(), build()
    assert [serialize_document(d) for d in a.documents] == [
        serialize_document(d) for d in b.documents
    ]
    assert [(q.text, q.kind, sorted(q.relevant)) for q in a.questions] == [
        (q.text, q.kind, sorted(q.relevant)) for q in b.questions
    ]
    other = build(seed=348)
    assert [q.text for q in other.questions] != texts, "the seed changes nothing"
    folders = Counter(d.folder.split("/")[0] for d in data.documents)
    scripts = sum(1 for d in data.documents if not d.title.isascii())
    print(f"documents: {len(data.documents)} ({dict(folders)})")
    print(f"non-ASCII titles: {scripts}")
    print(f"questions: {len(data.questions)} {dict(kinds)}")
    print("check passed")


if __name__ == "__main__":
    _check()
