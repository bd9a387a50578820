# ruff: noqa: E501
"""Retrieval evaluation set AC: a humanitarian NGO running field programmes.

DATA CARD
=========

Domain
    The knowledge store of an international humanitarian NGO with a head office in Geneva
    and eight country offices (South Sudan, Yemen, Ukraine, Nepal, Greece, Bangladesh,
    DR Congo, Haiti). Teams write notes about their offices, staff, programmes, donors and
    grants, partner organisations, warehouses, supply convoys, field sites, needs
    assessments, security incidents and coordination meetings. Every name is invented.

Folders and page types (``kind: page``)
    ``org/offices`` company (country offices and headquarters); ``people/<country>``
    person (field and head-office staff); ``programmes`` project; ``funding/donors``
    company; ``funding/grants`` project; ``partners`` company (national and international
    NGOs, transport contractors); ``logistics/warehouses`` concept; ``logistics/convoys``
    note; ``field/sites`` concept (camps, districts, transit and reception centres);
    ``field/assessments`` analysis; ``field/incidents`` note; ``meetings`` meeting;
    ``sectors`` concept (humanitarian clusters).
    Evidence (``kind: evidence``, ``type: source``, no ``[[...]]`` links) lives in
    ``evidence/sitreps``, ``evidence/agreements``, ``evidence/convoys``,
    ``evidence/incidents``, ``evidence/assessments`` and ``evidence/minutes``: one
    situation report per office, one framework agreement per donor, and one record per
    event (convoy manifest, incident report, assessment report, meeting minutes). Every
    page is ``status: active`` and cites evidence inline (``[[evidence:id|label]]``);
    events, programmes, grants and some people carry a ``## Timeline``.
    About a fifth of the page titles are written in another script (Arabic, Cyrillic,
    Devanagari, Greek, Hebrew, Chinese, Japanese, Korean) or in Latin with diacritics;
    each such page carries a plain-Latin alias.

Relations
    43 relation types, 21 pairs of a relation and its inverse plus one symmetric type:
    works_at/employs, reports_to/manages, leads/led_by, runs/run_by, funds/funded_by,
    awarded/awarded_by, implements/implemented_by, operates_in/hosts, in_sector/includes,
    supplies/supplied_by, dispatched/departed_from, delivered_to/received,
    hauled_by/hauled, surveyed/surveyed_in, conducted_by/conducted,
    occurred_at/scene_of, reported_by/reported, attended_by/attended,
    warehouse_manager/runs_warehouse, affected/hit_by, informs/informed_by,
    coordinates_with. Each fact links both pages to each other; each of the two
    directions is independently typed (about three quarters: a frontmatter relation plus
    a ``[[page:id|label]]`` link in a sentence of the body) or plain (a body link only,
    in a sentence that says the relation in ordinary prose).

Question kinds
    ``lexical`` (about 40) names its answer by title or alias; ``script`` (about 20)
    names it in its own script or with its diacritics, some asked in that language;
    ``hop`` (about 45) names one page and asks for the pages one relation away (typed
    or plain), often with a synonym of the relation's name; ``hop2`` (about 30) asks for
    the pages two relations away (the answers are never the named page nor one step
    from it); ``paraphrase`` (about 25) describes a page by a distinctive fact written
    in its body, without its name or title words. Phrasing varies: who/which/what/
    where, possessives, "list ...", imperatives, terse keyword queries.

Relevant ids
    Every document that answers: the pages asked for (for hop and hop2, every page
    reached through the asked relations, computed from the generated graph); when an
    answer is an event page (convoy, incident, assessment, meeting) the evidence
    document recording that event is relevant too.

``build(seed)`` is deterministic for a seed; ``_check(seed)`` verifies the set.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

from bench.retrieval_data import EvalSet, Question
from brain.toolkit.document import Document, parse_document
from brain.toolkit.validation import validate_document

TYPED_SHARE = 0.75

PAIRS = [
    ("works_at", "employs"),
    ("reports_to", "manages"),
    ("leads", "led_by"),
    ("runs", "run_by"),
    ("funds", "funded_by"),
    ("awarded", "awarded_by"),
    ("implements", "implemented_by"),
    ("operates_in", "hosts"),
    ("in_sector", "includes"),
    ("supplies", "supplied_by"),
    ("dispatched", "departed_from"),
    ("delivered_to", "received"),
    ("hauled_by", "hauled"),
    ("surveyed", "surveyed_in"),
    ("conducted_by", "conducted"),
    ("occurred_at", "scene_of"),
    ("reported_by", "reported"),
    ("attended_by", "attended"),
    ("warehouse_manager", "runs_warehouse"),
    ("affected", "hit_by"),
    ("informs", "informed_by"),
    ("coordinates_with", "coordinates_with"),
]
INVERSE = {a: b for a, b in PAIRS} | {b: a for a, b in PAIRS}

FOLDERS = {
    "office": ("org/offices", "company"),
    "person": ("people", "person"),
    "programme": ("programmes", "project"),
    "donor": ("funding/donors", "company"),
    "grant": ("funding/grants", "project"),
    "partner": ("partners", "company"),
    "warehouse": ("logistics/warehouses", "concept"),
    "convoy": ("logistics/convoys", "note"),
    "site": ("field/sites", "concept"),
    "assessment": ("field/assessments", "analysis"),
    "incident": ("field/incidents", "note"),
    "meeting": ("meetings", "meeting"),
    "sector": ("sectors", "concept"),
}
EVENTS = ("convoy", "incident", "assessment", "meeting")

# --- names and facts ---------------------------------------------------------------------

OFFICES = [
    ("hq", "hq", "Geneva Headquarters", ["Geneva HQ", "head office"], "Switzerland", "Geneva"),
    (
        "ss",
        "south-sudan",
        "South Sudan Country Office",
        ["SSCO", "Juba office"],
        "South Sudan",
        "Juba",
    ),
    ("ye", "yemen", "Yemen Country Office", ["Aden office"], "Yemen", "Aden"),
    ("ua", "ukraine", "Ukraine Country Office", ["Dnipro office"], "Ukraine", "Dnipro"),
    ("np", "nepal", "Nepal Country Office", ["Kathmandu office"], "Nepal", "Kathmandu"),
    ("gr", "greece", "Greece Mission", ["Lesvos mission"], "Greece", "Mytilene"),
    (
        "bd",
        "bangladesh",
        "Bangladesh Country Office",
        ["Cox's Bazar office"],
        "Bangladesh",
        "Cox's Bazar",
    ),
    (
        "cd",
        "drc",
        "DR Congo Country Office",
        ["Goma office", "DRC office"],
        "eastern DR Congo",
        "Goma",
    ),
    ("ht", "haiti", "Haiti Country Office", ["Port-au-Prince office"], "Haiti", "Port-au-Prince"),
]
LANG = {"ye": "ar", "ua": "uk", "np": "ne", "gr": "el", "cd": "fr", "ht": "fr"}

ROLES = [
    "Country Director",
    "Programme Manager",
    "Programme Manager",
    "Logistics Coordinator",
    "M&E Officer",
    "Security Focal Point",
]
STAFF = {
    "ss": [
        ("Deng Makuei", None),
        ("Nyakim Gatwech", None),
        ("Achol Garang", None),
        ("James Lado Wani", None),
        ("Rebecca Awut", None),
        ("Peter Ladu", None),
    ],
    "ye": [
        ("ليلى حداد", "Layla Haddad"),
        ("عمر السقاف", "Omar Al-Saqqaf"),
        ("Fatima Baabbad", None),
        ("خالد العمودي", "Khaled Al-Amoudi"),
        ("Huda Basalama", None),
        ("يوسف الحكيمي", "Yousef Al-Hakimi"),
    ],
    "ua": [
        ("Олена Коваленко", "Olena Kovalenko"),
        ("Андрій Шевчук", "Andriy Shevchuk"),
        ("Iryna Bondar", None),
        ("Тарас Мельник", "Taras Melnyk"),
        ("Kateryna Lysenko", None),
        ("Максим Ткаченко", "Maksym Tkachenko"),
    ],
    "np": [
        ("सुनिता गुरुङ", "Sunita Gurung"),
        ("Ram Bahadur Thapa", None),
        ("प्रकाश श्रेष्ठ", "Prakash Shrestha"),
        ("Bikash Tamang", None),
        ("अनिता राई", "Anita Rai"),
        ("Dipak Magar", None),
    ],
    "gr": [
        ("Νίκος Παπαδόπουλος", "Nikos Papadopoulos"),
        ("Ελένη Γεωργίου", "Eleni Georgiou"),
        ("Dimitra Kostaki", None),
        ("Γιώργος Αντωνίου", "Giorgos Antoniou"),
        ("Sofia Karra", None),
        ("Κώστας Βλάχος", "Kostas Vlachos"),
    ],
    "bd": [
        ("Farhana Akter", None),
        ("Rafiqul Islam", None),
        ("Nusrat Jahan", None),
        ("Abdul Karim Sarker", None),
        ("Tahmina Begum", None),
        ("Shafiqul Alam", None),
    ],
    "cd": [
        ("Amélie Mukendi", "Amelie Mukendi"),
        ("Jérôme Kasongo", "Jerome Kasongo"),
        ("Grâce Mbuyi", "Grace Mbuyi"),
        ("Patrick Lumbala", None),
        ("Béatrice Nsimba", "Beatrice Nsimba"),
        ("Hervé Kalonji", "Herve Kalonji"),
    ],
    "ht": [
        ("Marie-Thérèse Joseph", "Marie-Therese Joseph"),
        ("Wilner Désir", "Wilner Desir"),
        ("Roseline Pierre-Louis", None),
        ("Jean-Baptiste Étienne", "Jean-Baptiste Etienne"),
        ("Nadia Augustin", None),
        ("Frantz Bélizaire", "Frantz Belizaire"),
    ],
}
HQ_STAFF = [
    ("Ingrid Søndergaard", "Ingrid Sondergaard", "Executive Director", "da"),
    ("Priya Raman", None, "Director of Programmes", ""),
    ("Tomás Ferreira", "Tomas Ferreira", "Director of Supply Chain", "pt"),
    ("Olusegun Adeyemi", None, "Director of Partnerships and Funding", ""),
]

# (office, title, alias, kind, short name)
SITES = [
    ("ss", "Bentiu IDP Camp", None, "camp", "Bentiu"),
    ("ss", "Renk Transit Centre", None, "transit", "Renk"),
    ("ye", "مخيم الأمل", "Al-Amal Camp", "camp", "Al-Amal"),
    ("ye", "مديرية تبن", "Tuban District", "district", "Tuban"),
    ("ua", "Північна Салтівка", "North Saltivka", "district", "Saltivka"),
    (
        "ua",
        "Запорізький транзитний центр",
        "Zaporizhzhia Transit Centre",
        "transit",
        "Zaporizhzhia",
    ),
    ("np", "गोरखा जिल्ला", "Gorkha District", "district", "Gorkha"),
    ("np", "Sindhupalchok Relief Camp", None, "camp", "Sindhupalchok"),
    ("gr", "Κέντρο Υποδοχής Μυτιλήνης", "Mytilene Reception Centre", "reception", "Mytilene"),
    ("gr", "Vathy Community Centre", None, "community", "Vathy"),
    ("bd", "Kutupalong Camp 4", None, "camp", "Kutupalong"),
    ("bd", "Teknaf Host Community", None, "community", "Teknaf"),
    ("cd", "Kanyaruchinya Displacement Site", None, "camp", "Kanyaruchinya"),
    ("cd", "Masisi Territory", None, "district", "Masisi"),
    ("ht", "Cité Soleil", "Cite Soleil", "district", "Cite Soleil"),
    ("ht", "Jérémie Commune", "Jeremie Commune", "district", "Jeremie"),
]

# (office, title, alias, town, feature)
WAREHOUSES = [
    ("ss", "Juba Central Warehouse", None, "Juba", "cold_room"),
    ("ss", "Bentiu Forward Store", None, "Bentiu", "floods"),
    ("ye", "Aden Port Warehouse", None, "Aden", ""),
    ("ua", "Склад Дніпро-Схід", "Dnipro East Warehouse", "Dnipro", ""),
    ("ua", "Zaporizhzhia Hub", None, "Zaporizhzhia", "gym"),
    ("np", "Kathmandu Airport Depot", None, "Kathmandu", "airstrip"),
    ("gr", "Mytilene Harbour Store", None, "Mytilene", ""),
    ("bd", "Ukhiya Common Warehouse", None, "Ukhiya", "shared"),
    ("bd", "Cox's Bazar Port Store", None, "Cox's Bazar", ""),
    ("cd", "Goma Lakeside Warehouse", None, "Goma", ""),
    ("cd", "Sake Forward Depot", None, "Sake", ""),
    ("ht", "Port-au-Prince Delmas Store", None, "Port-au-Prince", ""),
]

SECTORS = [
    (
        "nutrition",
        "Nutrition",
        [],
        "treatment and prevention of acute malnutrition in children under five and pregnant women",
    ),
    (
        "wash",
        "Water, Sanitation and Hygiene",
        ["WASH"],
        "safe water supply, latrines, hygiene promotion and disease prevention",
    ),
    (
        "health",
        "Health",
        [],
        "primary health care, outbreak response and referral of complicated cases",
    ),
    (
        "shelter",
        "Shelter and Non-Food Items",
        ["Shelter/NFI"],
        "emergency shelter, repairs, household items and winter support",
    ),
    (
        "cash",
        "Multipurpose Cash Assistance",
        ["MPCA"],
        "unconditional cash transfers and cash-for-work for households in crisis",
    ),
    (
        "protection",
        "Protection",
        [],
        "case management, legal assistance and psychosocial support for people at risk",
    ),
    (
        "fsl",
        "Food Security and Livelihoods",
        ["FSL"],
        "food assistance, seeds, tools and income support for farming households",
    ),
    (
        "education",
        "Education in Emergencies",
        ["EiE"],
        "temporary learning spaces, school meals and teacher support",
    ),
]

# (key, office, title, alias, sector, site shorts, lead index (1 or 2), feature)
PROGRAMMES = [
    (
        "ss-nut",
        "ss",
        "Bentiu Nutrition Scale-up",
        None,
        "nutrition",
        ["Bentiu"],
        1,
        "nutrition_otp",
    ),
    ("ss-cash", "ss", "Renk Returnee Cash Assistance", None, "cash", ["Renk"], 2, "cash_mobile"),
    (
        "ss-wash",
        "ss",
        "Unity State WASH Recovery",
        None,
        "wash",
        ["Bentiu", "Renk"],
        1,
        "boreholes",
    ),
    (
        "ye-chol",
        "ye",
        "استجابة الكوليرا في عدن",
        "Aden Cholera Response",
        "health",
        ["Tuban"],
        1,
        "cholera",
    ),
    (
        "ye-clin",
        "ye",
        "Lahj Mobile Clinics",
        None,
        "health",
        ["Tuban", "Al-Amal"],
        2,
        "mobile_clinics",
    ),
    ("ye-shel", "ye", "Al-Amal Camp Shelter Upgrade", None, "shelter", ["Al-Amal"], 1, ""),
    (
        "ua-wint",
        "ua",
        "Зимова підтримка Харкова",
        "Kharkiv Winter Support",
        "shelter",
        ["Saltivka"],
        1,
        "winterisation",
    ),
    (
        "ua-cash",
        "ua",
        "Frontline Multipurpose Cash",
        None,
        "cash",
        ["Saltivka", "Zaporizhzhia"],
        2,
        "",
    ),
    (
        "ua-pss",
        "ua",
        "Evacuee Psychosocial Support",
        None,
        "protection",
        ["Zaporizhzhia"],
        1,
        "psychosocial",
    ),
    (
        "np-shel",
        "np",
        "Gorkha Earthquake Shelter Kits",
        None,
        "shelter",
        ["Gorkha"],
        1,
        "quake_shelter",
    ),
    ("np-seed", "np", "Sindhupalchok Seeds and Tools", None, "fsl", ["Sindhupalchok"], 2, "seeds"),
    (
        "np-school",
        "np",
        "Hill School Feeding Initiative",
        None,
        "education",
        ["Gorkha", "Sindhupalchok"],
        1,
        "school_biscuits",
    ),
    (
        "gr-legal",
        "gr",
        "Island Legal Aid Project",
        None,
        "protection",
        ["Mytilene"],
        1,
        "legal_aid",
    ),
    (
        "gr-uam",
        "gr",
        "Unaccompanied Minors Protection",
        None,
        "protection",
        ["Mytilene", "Vathy"],
        2,
        "minors",
    ),
    ("gr-wint", "gr", "Lesvos Winter Readiness", None, "shelter", ["Mytilene"], 1, ""),
    ("bd-cfw", "bd", "Kutupalong Cash-for-Work", None, "cash", ["Kutupalong"], 1, "cash_for_work"),
    ("bd-health", "bd", "Teknaf Primary Health Posts", None, "health", ["Teknaf"], 2, ""),
    ("bd-edu", "bd", "Camp 4 Learning Centres", None, "education", ["Kutupalong"], 1, ""),
    ("cd-chol", "cd", "North Kivu Cholera Prevention", None, "wash", ["Kanyaruchinya"], 1, ""),
    ("cd-food", "cd", "Masisi Food Security", None, "fsl", ["Masisi"], 2, ""),
    (
        "cd-shel",
        "cd",
        "Goma Emergency Shelter",
        None,
        "shelter",
        ["Kanyaruchinya", "Masisi"],
        1,
        "",
    ),
    (
        "ht-water",
        "ht",
        "Cité Soleil Water Trucking",
        "Cite Soleil Water Trucking",
        "wash",
        ["Cite Soleil"],
        1,
        "water_trucking",
    ),
    ("ht-hurr", "ht", "Grand'Anse Hurricane Recovery", None, "shelter", ["Jeremie"], 2, ""),
    (
        "ht-cash",
        "ht",
        "Jérémie Cash Transfers",
        "Jeremie Cash Transfers",
        "cash",
        ["Jeremie"],
        1,
        "",
    ),
]

# (key, title, aliases, kind, short, lang, feature, hq city)
DONORS = [
    (
        "nordaid",
        "NordAid Development Agency",
        ["NORDAID"],
        "government",
        "NordAid",
        "",
        "audited_quarterly",
        "Oslo",
    ),
    ("northbridge", "Northbridge Foundation", [], "foundation", "Northbridge", "", "", "Boston"),
    (
        "halvorsen",
        "Halvorsen Family Trust",
        [],
        "family",
        "the Halvorsen trust",
        "",
        "education_only",
        "Bergen",
    ),
    (
        "cphf",
        "Crescent Pooled Humanitarian Fund",
        ["CPHF"],
        "pooled",
        "the CPHF",
        "",
        "pooled_fund",
        "Amman",
    ),
    ("gwc", "Global Water Compact", ["GWC"], "foundation", "GWC", "", "", "Rotterdam"),
    (
        "jerf",
        "日本緊急援助基金",
        ["Japan Emergency Relief Fund", "JERF"],
        "government",
        "JERF",
        "ja",
        "",
        "Tokyo",
    ),
    (
        "khf",
        "한국인도주의재단",
        ["Korea Humanitarian Foundation", "KHF"],
        "foundation",
        "KHF",
        "ko",
        "",
        "Seoul",
    ),
    (
        "adrf",
        "亚洲灾害救助基金会",
        ["Asia Disaster Relief Foundation", "ADRF"],
        "foundation",
        "ADRF",
        "zh",
        "",
        "Singapore",
    ),
    (
        "bergwaerme",
        "Stiftung Bergwärme",
        ["Bergwaerme Foundation"],
        "foundation",
        "Bergwärme",
        "de",
        "",
        "Zurich",
    ),
    (
        "dubois",
        "Fondation Hélène Dubois",
        ["Helene Dubois Foundation"],
        "family",
        "the Dubois foundation",
        "fr",
        "",
        "Lyon",
    ),
]

# (donor, title, alias, amount in thousands, currency, programmes)
GRANTS = [
    (
        "nordaid",
        "NordAid Cash Response Grant 2026",
        "NA-2026-114",
        4200,
        "NOK",
        ["ss-cash", "ua-cash", "ht-cash"],
    ),
    (
        "nordaid",
        "NordAid Protection Window 2026",
        "NA-2026-131",
        2600,
        "NOK",
        ["gr-legal", "ua-pss"],
    ),
    ("northbridge", "Northbridge Nutrition Grant", "NBF-2291", 850, "USD", ["ss-nut"]),
    ("halvorsen", "Halvorsen Learning Grant", "HFT-0417", 410, "USD", ["np-school", "bd-edu"]),
    (
        "cphf",
        "CPHF Yemen Standard Allocation 2026",
        "CPHF-YE-26-007",
        1900,
        "USD",
        ["ye-chol", "ye-clin"],
    ),
    (
        "cphf",
        "CPHF Reserve Allocation for Shelter",
        "CPHF-RA-26-019",
        1250,
        "USD",
        ["ye-shel", "cd-shel"],
    ),
    (
        "gwc",
        "Global Water Compact WASH Grant",
        "GWC-1189",
        1600,
        "EUR",
        ["ss-wash", "cd-chol", "ht-water"],
    ),
    ("jerf", "JERF Earthquake Recovery Grant", "JERF-26-NP-03", 95000, "JPY", ["np-shel"]),
    ("jerf", "JERF Bangladesh Health Grant", "JERF-26-BD-01", 60000, "JPY", ["bd-health"]),
    ("khf", "KHF Livelihoods Grant", "KHF-2026-22", 700000, "KRW", ["np-seed", "bd-cfw"]),
    ("adrf", "ADRF Hurricane Response Grant", "ADRF-HT-2026", 520, "USD", ["ht-hurr"]),
    (
        "bergwaerme",
        "Bergwärme Winter Grant",
        "Bergwaerme Winter Grant",
        780,
        "CHF",
        ["ua-wint", "gr-wint"],
    ),
    ("dubois", "Dubois Foundation Child Protection Grant", "FHD-2026-05", 300, "EUR", ["gr-uam"]),
    ("nordaid", "NordAid Food Security Grant", "NA-2026-140", 3100, "NOK", ["cd-food", "np-seed"]),
    (
        "northbridge",
        "Northbridge Emergency Health Fund",
        "NBF-2310",
        990,
        "USD",
        ["ye-clin", "bd-health"],
    ),
    ("gwc", "GWC Cholera Prevention Top-up", "GWC-1203", 450, "EUR", ["cd-chol", "ye-chol"]),
    ("khf", "KHF Shelter Grant", "KHF-2026-31", 900000, "KRW", ["np-shel", "cd-shel"]),
    ("dubois", "Dubois Foundation Legal Aid Grant", "FHD-2026-09", 260, "EUR", ["gr-legal"]),
]

# (key, title, alias, kind, offices, short, lang, feature, base town)
PARTNERS = [
    (
        "unity-coop",
        "Unity Women's Cooperative",
        None,
        "ngo",
        ["ss"],
        "the cooperative",
        "",
        "women_radio",
        "Bentiu",
    ),
    (
        "nile-haulage",
        "Nile Haulage Ltd",
        None,
        "transport",
        ["ss"],
        "Nile Haulage",
        "",
        "truck_fleet",
        "Juba",
    ),
    (
        "al-khair",
        "جمعية الخير للتنمية",
        "Al-Khair Development Society",
        "ngo",
        ["ye"],
        "Al-Khair",
        "ar",
        "",
        "Lahj",
    ),
    (
        "svitanok",
        "Благодійний фонд Світанок",
        "Svitanok Charitable Foundation",
        "ngo",
        ["ua"],
        "Svitanok",
        "uk",
        "",
        "Kharkiv",
    ),
    (
        "dnipro-freight",
        "Dnipro Freight Lines",
        None,
        "transport",
        ["ua"],
        "Dnipro Freight",
        "",
        "",
        "Dnipro",
    ),
    (
        "himalayan-seed",
        "Himalayan Seed Network",
        None,
        "ngo",
        ["np"],
        "the seed network",
        "",
        "",
        "Chautara",
    ),
    (
        "aegean-legal",
        "Aegean Legal Collective",
        None,
        "ngo",
        ["gr"],
        "the collective",
        "",
        "",
        "Mytilene",
    ),
    (
        "bay-coast",
        "Bay Coast Youth Forum",
        None,
        "ngo",
        ["bd"],
        "the youth forum",
        "",
        "",
        "Ukhiya",
    ),
    (
        "teknaf-barges",
        "Teknaf River Barges",
        None,
        "transport",
        ["bd"],
        "the barge operator",
        "",
        "river_barges",
        "Teknaf",
    ),
    (
        "soeurs-unies",
        "Association Sœurs Unies",
        "Soeurs Unies",
        "ngo",
        ["cd"],
        "Sœurs Unies",
        "fr",
        "",
        "Goma",
    ),
    (
        "kivu-mine",
        "Kivu Mine Action Group",
        None,
        "ngo",
        ["cd"],
        "the mine action group",
        "",
        "mine_risk",
        "Sake",
    ),
    (
        "kivu-overland",
        "Kivu Overland Transport",
        None,
        "transport",
        ["cd"],
        "Kivu Overland",
        "",
        "",
        "Goma",
    ),
    ("lakay", "Fondasyon Lakay", None, "ngo", ["ht"], "Lakay", "", "", "Jeremie"),
    (
        "caribbean-cargo",
        "Caribbean Cargo Partners",
        None,
        "transport",
        ["ht"],
        "Caribbean Cargo",
        "",
        "",
        "Port-au-Prince",
    ),
    (
        "hanbit",
        "한빛긴급구호",
        "Hanbit Emergency Relief",
        "intl",
        ["np", "bd"],
        "Hanbit",
        "ko",
        "",
        "Seoul",
    ),
    (
        "yad-lashetach",
        "יד לשטח",
        "Yad LaShetach",
        "intl",
        ["gr", "ua"],
        "Yad LaShetach",
        "he",
        "diaspora_med",
        "Haifa",
    ),
]
COORDINATION = [
    ("soeurs-unies", "kivu-mine"),
    ("svitanok", "yad-lashetach"),
    ("bay-coast", "hanbit"),
    ("himalayan-seed", "hanbit"),
    ("aegean-legal", "yad-lashetach"),
]

# (office, kind title, site short, kind, reporter role index, feature, convoy related)
INCIDENTS = [
    ("ss", "Truck rollover at a washed-out bridge near Renk", "Renk", 3, "truck_bridge", True),
    ("ss", "Fuel seized at a checkpoint outside Bentiu", "Bentiu", 5, "fuel_theft", True),
    ("ye", "Driver briefly detained at Al-Amal gate", "Al-Amal", 5, "", True),
    ("ye", "Fire at the Tuban distribution point", "Tuban", 5, "fire", False),
    (
        "ua",
        "Staff relocation after shelling in North Saltivka",
        "Saltivka",
        5,
        "shelling_reloc",
        False,
    ),
    ("ua", "Theft of a registration laptop in Zaporizhzhia", "Zaporizhzhia", 4, "laptop", False),
    ("np", "Landslide blocks the Sindhupalchok access road", "Sindhupalchok", 3, "", True),
    ("gr", "Community protest at the Mytilene reception centre", "Mytilene", 5, "", False),
    ("gr", "Boat landing surge at Vathy", "Vathy", 2, "", False),
    ("bd", "Cyclone damage to Kutupalong learning centres", "Kutupalong", 5, "", False),
    ("bd", "Crowd crush during the Teknaf distribution", "Teknaf", 1, "", False),
    ("cd", "Armed robbery of a convoy in Masisi", "Masisi", 5, "", True),
    ("cd", "Protest over targeting at Kanyaruchinya", "Kanyaruchinya", 4, "", False),
    ("ht", "Gang roadblock on the road to Jeremie", "Jeremie", 5, "", True),
]

# (office, kind, site short, programme key, feature, second conductor role index or -1)
ASSESSMENTS = [
    ("ss", "SMART Nutrition Survey", "Bentiu", "ss-nut", "", 1),
    ("ss", "WASH Household Survey", "Renk", "ss-wash", "hh_water", -1),
    ("ye", "Rapid Needs Assessment", "Al-Amal", "ye-shel", "", -1),
    ("ye", "Cholera Risk Mapping", "Tuban", "ye-chol", "", 1),
    ("ua", "Shelter Damage Assessment", "Saltivka", "ua-wint", "satellite", -1),
    ("ua", "Protection Monitoring Round", "Zaporizhzhia", "ua-pss", "", 1),
    ("np", "Rapid Needs Assessment", "Gorkha", "np-shel", "", -1),
    ("np", "Rapid Market Assessment", "Sindhupalchok", "np-seed", "market_prices", 2),
    ("gr", "Protection Monitoring Round", "Vathy", "gr-uam", "", -1),
    ("bd", "Multi-Sector Needs Assessment", "Kutupalong", "bd-cfw", "", 1),
    ("bd", "Health Facility Mapping", "Teknaf", "bd-health", "", -1),
    ("cd", "Multi-Sector Needs Assessment", "Masisi", "cd-food", "", 2),
    ("cd", "Cholera Hotspot Survey", "Kanyaruchinya", "cd-chol", "", -1),
    ("ht", "Rapid Needs Assessment", "Jeremie", "ht-hurr", "", 2),
]

CARGO = [
    "RUTF",
    "hygiene kits",
    "tarpaulins",
    "thermal blankets",
    "chlorine tablets",
    "seed kits",
    "medical kits",
    "jerrycans",
    "high-energy biscuits",
    "kitchen sets",
    "solar lamps",
    "plastic sheeting",
]

# Distinctive facts: the sentence written in the body, and ways to ask without naming.
FEATURES = {
    "cash_mobile": (
        "Payments go out as mobile-money transfers to the phones of households coming back from Sudan, with SIM cards issued at registration.",
        [
            "Which programme pays families coming home straight to their phones?",
            "money sent by phone to families coming back from across the border",
        ],
    ),
    "nutrition_otp": (
        "Children with severe acute malnutrition are treated as outpatients with ready-to-use therapeutic food, and only complicated cases go to the stabilisation centre.",
        [
            "Which of our projects treats badly wasted children without admitting them to hospital?",
            "outpatient treatment for severely wasted kids",
        ],
    ),
    "boreholes": (
        "The team rehabilitates broken boreholes and trains village water committees to collect fees for spare parts.",
        [
            "the project that fixes hand pumps and sets up village committees to pay for spares",
            "which work repairs broken wells and trains local committees?",
        ],
    ),
    "cholera": (
        "It runs treatment units and oral rehydration points for acute watery diarrhoea and tracks suspected cases every day.",
        [
            "Which response treats acute watery diarrhoea with oral rehydration points?",
            "AWD treatment units and ORS corners in the south",
        ],
    ),
    "mobile_clinics": (
        "Two clinic teams travel by four-wheel drive to villages without a health facility, visiting each one every week.",
        [
            "the project with doctors driving out each week to villages that have no health centre",
            "Which programme sends medical teams by 4x4 to remote villages?",
        ],
    ),
    "winterisation": (
        "Before the cold season it hands out solid-fuel stoves, thermal blankets and fuel vouchers to households in damaged apartment blocks.",
        [
            "Which project gives out stoves and warm bedding to people in damaged flats?",
            "heaters and blankets for residents of bombed apartment buildings",
        ],
    ),
    "psychosocial": (
        "Group counselling and individual sessions are offered to people evacuated from frontline towns.",
        [
            "mental health help for people moved out of towns near the front line",
            "Which programme offers counselling to people who had to leave frontline towns?",
        ],
    ),
    "quake_shelter": (
        "Families whose homes collapsed in the earthquake receive tarpaulins, corrugated iron sheets and a tool kit to build a temporary home.",
        [
            "Which programme gave roofing sheets and tools to families whose houses fell in the tremor?",
            "corrugated iron and tool kits for people made homeless by the tremor",
        ],
    ),
    "seeds": (
        "Farmers receive certified maize and millet seed plus hoes ahead of the monsoon planting season.",
        [
            "Which programme gives farmers planting material before the monsoon?",
            "maize and millet for farmers before the rains",
        ],
    ),
    "school_biscuits": (
        "Pupils get a daily ration of fortified biscuits, which has pushed attendance up in the hill villages.",
        [
            "Which project gives enriched snacks to pupils every day?",
            "fortified biscuits for children in class",
        ],
    ),
    "legal_aid": (
        "Lawyers on the team represent asylum seekers at their interviews and appeals.",
        [
            "Which programme gives people claiming asylum free representation at their appeals?",
            "free lawyers for asylum appeals",
        ],
    ),
    "minors": (
        "Case workers look after children who arrived without parents, arranging guardianship and safe accommodation.",
        [
            "programme for children who arrived alone without a parent",
            "Who arranges guardians for kids that came on their own?",
        ],
    ),
    "water_trucking": (
        "Tanker trucks deliver chlorinated water every day to neighbourhoods cut off from the piped network.",
        [
            "Which effort brings safe drinking supply by tanker lorry to districts off the mains?",
            "tanker deliveries of chlorinated supply to neighbourhoods with no pipes",
        ],
    ),
    "cash_for_work": (
        "Refugees are paid a daily wage to dig and clear drainage channels before the monsoon.",
        [
            "the scheme paying camp residents a daily wage to clear drains",
            "Which programme pays refugees to dig drainage channels?",
        ],
    ),
    "cold_room": (
        "It has the only solar-powered cold room in the country, used for vaccines and insulin.",
        [
            "Where do we keep vaccines refrigerated off-grid?",
            "solar fridge store for insulin and vaccines",
        ],
    ),
    "gym": (
        "The store is a rented school gymnasium, converted with pallet racking in 2025.",
        ["the depot set up inside an old sports hall", "Which store used to be a school gym?"],
    ),
    "floods": (
        "The floor floods every rainy season, so all pallets sit on raised concrete blocks.",
        [
            "Which storage site takes on water every wet season?",
            "the depot where pallets sit on concrete blocks because of flooding",
        ],
    ),
    "shared": (
        "The building is shared with two other agencies under a common-services agreement.",
        [
            "the depot we split with two other agencies",
            "Which storage facility do we share with other NGOs?",
        ],
    ),
    "airstrip": (
        "It sits beside the runway and handles cargo flown in on relief flights.",
        [
            "Which storage facility is next to the runway?",
            "the store that takes cargo off relief flights",
        ],
    ),
    "women_radio": (
        "The cooperative is run entirely by women and also broadcasts a weekly radio programme on hygiene.",
        [
            "the female-led co-op that has its own radio show",
            "Which partner is run by women and broadcasts on the radio?",
        ],
    ),
    "truck_fleet": (
        "It runs a fleet of about thirty all-terrain lorries that can cross flooded roads.",
        [
            "Which transporter has a big fleet of off-road lorries?",
            "contractor with thirty all-terrain trucks",
        ],
    ),
    "river_barges": (
        "It moves cargo by barge along the Naf when the roads are closed.",
        [
            "Who moves our supplies by boat when the roads shut?",
            "contractor that ships cargo on barges",
        ],
    ),
    "mine_risk": (
        "The group specialises in mine-risk education and marks unexploded ordnance for clearance teams.",
        [
            "the organisation that teaches people about landmines",
            "Which partner marks unexploded ordnance for clearance?",
        ],
    ),
    "diaspora_med": (
        "The charity is funded by diaspora donations and sends volunteer doctors on short rotations.",
        [
            "medical charity financed by emigrant communities",
            "Which partner sends volunteer doctors paid for by the diaspora?",
        ],
    ),
    "audited_quarterly": (
        "Every grant requires audited financial reports each quarter and a final external audit.",
        [
            "Which funder insists on audited accounts every three months?",
            "donor that wants an audit each quarter",
        ],
    ),
    "education_only": (
        "The trust funds education only and will not consider other sectors.",
        ["the funder that only supports schooling", "Which donor pays for nothing but education?"],
    ),
    "pooled_fund": (
        "It pools contributions from several governments into one fund managed by a UN secretariat.",
        [
            "Which donor combines money from many states under a UN secretariat?",
            "multi-government fund run by the UN",
        ],
    ),
    "truck_bridge": (
        "A loaded truck overturned where the bridge had been washed out; the driver was treated for minor injuries.",
        [
            "the accident where a lorry tipped over at a broken crossing",
            "When did one of our lorries overturn on a washed-away crossing?",
        ],
    ),
    "fuel_theft": (
        "Armed men at an informal checkpoint stopped the trucks and siphoned off diesel before letting them pass.",
        [
            "when our vehicles were robbed of diesel at a roadblock",
            "armed men siphoned diesel from our lorries",
        ],
    ),
    "shelling_reloc": (
        "Shelling landed near the office compound and all staff were moved to Dnipro for five days.",
        [
            "the time we had to pull staff out because of artillery fire",
            "When were staff evacuated after artillery hit near the compound?",
        ],
    ),
    "laptop": (
        "A laptop holding beneficiary registration data was stolen from a parked vehicle; the disk was encrypted.",
        [
            "stolen computer containing the beneficiary list",
            "Which incident involved a computer with people's personal data being taken?",
        ],
    ),
    "fire": (
        "A fire broke out in the distribution tent and destroyed stored tarpaulins; nobody was hurt.",
        [
            "the blaze that burned the tent where we hand out supplies",
            "when was a tent full of tarpaulins burned down?",
        ],
    ),
    "market_prices": (
        "Enumerators recorded prices of flour, oil, rice and fuel in local shops to check whether cash transfers are feasible.",
        [
            "price check of staples in local shops to see if cash would work",
            "study of flour and oil prices before deciding on cash",
        ],
    ),
    "hh_water": (
        "About 1,200 households were asked how far they walk for water and how they treat it.",
        [
            "survey of twelve hundred homes about drinking supply and walking distance",
            "study asking 1,200 families how far they walk to fetch drinking supply",
        ],
    ),
    "satellite": (
        "Damage to shelters and apartment blocks was counted from satellite imagery and then checked on the ground.",
        [
            "the study that used pictures from space to count destroyed buildings",
            "imagery from orbit used to count wrecked homes",
        ],
    ),
    "after_action": (
        "The session reviewed what went well and badly during the monsoon response and agreed twelve lessons.",
        [
            "the lessons-learned session after the monsoon response",
            "Where did we agree twelve lessons from the monsoon response?",
        ],
    ),
    "donor_debrief": (
        "The team debriefed after the funder's field trip and listed its follow-up requests.",
        [
            "meeting held after the funder's trip to see the camps",
            "debrief once the funders had gone home",
        ],
    ),
    "polyglot": (
        "Speaks five languages and often interprets for the team during interviews.",
        [
            "the colleague who speaks five languages and translates for everyone",
            "Which staff member interprets in five languages?",
        ],
    ),
    "paramedic": (
        "Before joining, worked for eight years as an ambulance paramedic.",
        ["Which staff member used to be an ambulance medic?", "former paramedic on our staff"],
    ),
    "heat_trainer": (
        "Runs the hostile-environment and first-aid training for new arrivals.",
        [
            "Who teaches HEAT and first aid to newcomers?",
            "trainer for hostile environment awareness courses",
        ],
    ),
}
PERSON_FEATURES = {
    "Eleni Georgiou": "polyglot",
    "Frantz Belizaire": "paramedic",
    "Maksym Tkachenko": "heat_trainer",
}

# --- sentences -----------------------------------------------------------------------------

# A terse template (": {t}") is only used for typed links; a plain link always gets prose.
SENTENCES = {
    "works_at": [
        "{s} works out of the {t}.",
        "{s} is on the staff of the {t}.",
        "{s} has been employed by the {t} since {since}.",
        "Duty station: {t}.",
    ],
    "employs": [
        "{t} works here as {trole}.",
        "The office employs {t} as {trole}.",
        "Our {trole} is {t}, on the office payroll.",
        "Staff: {t} ({trole}).",
    ],
    "reports_to": [
        "{s} reports to {t}.",
        "{s}'s line manager is {t}.",
        "{s} answers to {t} for day-to-day decisions.",
        "Supervisor: {t}.",
    ],
    "manages": [
        "{t} reports to {s}.",
        "{s} line-manages {t}, the {trole}.",
        "{s} supervises {t} ({trole}).",
        "Direct report: {t}.",
    ],
    "leads": [
        "{s} leads {t}.",
        "{s} is programme manager for {t}.",
        "{s} heads {t} and signs off its monthly reports.",
    ],
    "led_by": [
        "The programme is led by {t}.",
        "{t} heads the programme and owns the workplan.",
        "{t} is the programme manager.",
        "Programme lead: {t}.",
    ],
    "runs": [
        "The office runs {t}.",
        "{t} is one of the programmes managed from this office.",
        "Our portfolio here includes {t}, which the office manages directly.",
    ],
    "run_by": [
        "It is run by the {t}.",
        "The programme is managed from the {t}.",
        "It sits in the portfolio of the {t}.",
        "Managing office: {t}.",
    ],
    "funds": [
        "The grant funds {t}.",
        "Money from this award pays for {t}.",
        "{t} is financed under this grant.",
        "Funded activities: {t}.",
    ],
    "funded_by": [
        "It is funded by {t}.",
        "Costs are charged to {t}.",
        "The budget comes from {t}.",
        "Grant: {t}.",
    ],
    "awarded": [
        "{s} awarded us {t}.",
        "Grants from {s} include {t}.",
        "{s} signed {t} with us this year.",
    ],
    "awarded_by": [
        "It was awarded by {t}.",
        "The donor is {t}.",
        "{t} issued this grant after its spring call for proposals.",
        "Donor: {t}.",
    ],
    "implements": [
        "{s} implements {t} on our behalf.",
        "{s} is an implementing partner on {t}.",
        "{s} delivers activities for {t} under a sub-grant.",
    ],
    "implemented_by": [
        "It is implemented with {t}.",
        "{t} is our implementing partner on the ground.",
        "Field activities are delivered by {t} under a sub-grant.",
        "Partner: {t}.",
    ],
    "operates_in": [
        "The programme operates in {t}.",
        "Distributions take place at {t}.",
        "Teams work in {t} most days of the week.",
        "Location: {t}.",
    ],
    "hosts": [
        "{t} runs activities here.",
        "The site hosts {t}.",
        "We deliver {t} at this location.",
    ],
    "in_sector": [
        "It falls under our {t} work.",
        "The programme reports to the {t} cluster.",
        "It belongs to the {t} sector.",
        "Sector: {t}.",
    ],
    "includes": [
        "{t} is part of this sector.",
        "The sector includes {t}.",
        "{t} reports its results under this sector.",
    ],
    "supplies": [
        "The warehouse supplies {t}.",
        "Stock for {t} is held and issued here.",
        "{t} draws its supplies from this store.",
    ],
    "supplied_by": [
        "Its supplies come from {t}.",
        "Stock is held at {t}.",
        "{t} issues the programme's kits and commodities.",
        "Warehouse: {t}.",
    ],
    "dispatched": [
        "{t} was loaded and dispatched from here.",
        "The warehouse dispatched {t}.",
        "{t} left from this store.",
    ],
    "departed_from": [
        "The convoy loaded at {t}.",
        "It departed from {t}.",
        "Trucks were loaded at {t} the night before.",
        "Origin: {t}.",
    ],
    "delivered_to": [
        "The cargo was delivered to {t}.",
        "Trucks offloaded at {t}.",
        "The convoy was bound for {t}.",
        "Destination: {t}.",
    ],
    "received": [
        "The site received {t}.",
        "{t} delivered cargo here.",
        "{t} offloaded at the site.",
    ],
    "hauled_by": [
        "The trucks were provided by {t}.",
        "It was hauled by {t}.",
        "{t} supplied the trucks and drivers.",
        "Haulier: {t}.",
    ],
    "hauled": [
        "{s} hauled {t}.",
        "{s} provided the trucks for {t}.",
        "{s} drove {t} under the framework transport contract.",
    ],
    "surveyed": [
        "The assessment covered {t}.",
        "Fieldwork took place in {t}.",
        "Enumerators surveyed households in {t}.",
        "Area: {t}.",
    ],
    "surveyed_in": [
        "{t} covered this site.",
        "The site was surveyed in {t}.",
        "Households here were interviewed for {t}.",
    ],
    "conducted_by": [
        "It was conducted by {t}.",
        "{t} led the fieldwork.",
        "{t} carried out the assessment and wrote the report.",
        "Team lead: {t}.",
    ],
    "conducted": ["{s} conducted {t}.", "{s} carried out {t}.", "{s} ran the fieldwork for {t}."],
    "occurred_at": [
        "It happened at {t}.",
        "The incident took place in {t}.",
        "The event occurred at {t}.",
        "Location: {t}.",
    ],
    "scene_of": [
        "{t} happened here.",
        "The site saw {t}.",
        "The security log records {t} at this location.",
    ],
    "reported_by": [
        "It was reported by {t}.",
        "{t} filed the report.",
        "{t} raised the alert within the hour.",
        "Reported by: {t}.",
    ],
    "reported": [
        "{s} reported {t}.",
        "{s} filed the report on {t}.",
        "{s} raised the alert on {t}.",
    ],
    "attended_by": [
        "{t} attended.",
        "{t} took part in the meeting.",
        "{t} was present.",
        "Present: {t}.",
    ],
    "attended": ["{s} attended {t}.", "{s} took part in {t}.", "{s} was present at {t}."],
    "warehouse_manager": [
        "It is managed by {t}.",
        "{t} is the warehouse manager.",
        "{t} is responsible for stock and keys here.",
        "Manager: {t}.",
    ],
    "runs_warehouse": [
        "{s} manages {t}.",
        "{s} is responsible for {t}.",
        "{s} holds the keys and the stock ledger at {t}.",
    ],
    "affected": [
        "The incident hit {t}.",
        "{t} was affected.",
        "It disrupted {t}.",
        "Convoy affected: {t}.",
    ],
    "hit_by": [
        "The convoy was hit by {t}.",
        "{t} affected this convoy.",
        "The trip was disrupted by {t}.",
    ],
    "informs": [
        "The findings inform {t}.",
        "{t} used these results for targeting.",
        "Recommendations fed into {t}.",
        "Used by: {t}.",
    ],
    "informed_by": [
        "Targeting is based on {t}.",
        "The design was informed by {t}.",
        "The caseload figures come from {t}.",
        "Evidence base: {t}.",
    ],
    "coordinates_with": [
        "{s} coordinates with {t}.",
        "{s} shares referrals with {t}.",
        "{s} and {t} coordinate their distributions.",
    ],
}
PLURAL = {
    "attended_by": ["Present were {ts}.", "{ts} attended."],
    "includes": ["Programmes in this sector: {ts}.", "The sector covers {ts}."],
    "hosts": ["Programmes active at the site: {ts}.", "We run {ts} here."],
    "employs": ["The team here is {ts}.", "Staff on the office payroll: {ts}."],
    "runs": ["The office runs {ts}.", "Its portfolio is {ts}."],
}

# --- questions -----------------------------------------------------------------------------

LEXQ = {
    "person": [
        "Who is {n}?",
        "{n}",
        "What does {n} do?",
        "{n} role",
        "Tell me about {n}.",
        "contact page for {n}",
    ],
    "office": ["{n}", "What do we know about the {n}?", "{n} overview", "Show me the {n} page."],
    "programme": ["{n}", "What is {n}?", "status of {n}", "Give me a summary of {n}."],
    "donor": ["{n}", "What kind of donor is {n}?", "{n} donor profile"],
    "grant": ["{n}", "details of grant {n}", "Open the page for {n}."],
    "partner": ["{n}", "Who are {n}?", "partner profile: {n}"],
    "warehouse": ["{n}", "Where is {n} and what does it hold?", "{n} capacity"],
    "convoy": ["{n}", "What happened with {n}?", "{n} manifest"],
    "site": ["{n}", "What's the situation at {n}?", "{n} population figures"],
    "assessment": ["{n}", "findings of the {n}", "Open the {n} report."],
    "incident": ["{n}", "What happened in {n}?", "{n} summary"],
    "meeting": ["{n}", "notes from {n}", "What was decided at {n}?"],
    "sector": ["{n}", "What does our {n} work cover?", "{n} sector overview"],
}
NATIVEQ = {
    "uk": (["Хто це — {n}?", "{n}: посада і контакти"], ["Що таке {n}?", "Інформація про {n}"]),
    "ar": (["ما هو دور {n}؟", "{n} - المنصب ومعلومات الاتصال"], ["معلومات عن {n}", "ما هو {n}؟"]),
    "el": (
        ["{n}: ρόλος και στοιχεία επικοινωνίας", "Τι δουλειά κάνει {n};"],
        ["Πληροφορίες για {n}", "{n} κατάσταση"],
    ),
    "ne": (["{n} को हुन्?", "{n} बारे जानकारी"], ["{n} बारे जानकारी", "{n} को अवस्था के छ?"]),
    "ja": (["{n}について教えてください"], ["{n}について教えてください", "{n}とは？"]),
    "ko": (["{n}에 대해 알려줘"], ["{n}에 대해 알려줘", "{n} 정보"]),
    "zh": (["{n}是谁？"], ["{n}是什么？", "介绍一下{n}"]),
    "he": (["מי זה {n}?"], ["מה זה {n}?", "מידע על {n}"]),
    "fr": (["Qui est {n} ?", "{n} : rôle et contact"], ["Informations sur {n}", "Où en est {n} ?"]),
    "de": (["Wer ist {n}?"], ["Infos zu {n}", "Was macht die {n}?"]),
    "da": (["Hvem er {n}?"], ["Hvad er {n}?"]),
    "pt": (["Quem é {n}?"], ["O que é {n}?"]),
}
ENGLISH_SCRIPTQ = (
    ["Who is {n}?", "{n}'s role", "contact for {n}"],
    ["{n}", "What is {n}?", "tell me about {n}"],
)

HOPQ = {
    "works_at": [
        "Where is {a} based?",
        "Which office does {a} work for?",
        "{a} duty station",
        "what office is {a} attached to",
    ],
    "employs": [
        "Who works at the {a}?",
        "list the staff of the {a}",
        "Who is on the team at the {a}?",
        "{a} staff list",
    ],
    "reports_to": [
        "Who is {a}'s line manager?",
        "who does {a} report to?",
        "{a} supervisor",
        "Who supervises {a}?",
    ],
    "manages": [
        "Who reports to {a}?",
        "list {a}'s direct reports",
        "Which staff does {a} line-manage?",
        "people supervised by {a}",
    ],
    "leads": [
        "Which programmes does {a} head?",
        "What is {a} programme manager for?",
        "programmes led by {a}",
    ],
    "led_by": [
        "Who heads {a}?",
        "Who is the programme manager for {a}?",
        "{a} programme lead",
        "who's in charge of {a}",
    ],
    "runs": [
        "Which programmes does the {a} run?",
        "What is in the {a} portfolio?",
        "programmes managed by the {a}",
    ],
    "run_by": [
        "Which country office manages {a}?",
        "What office is {a} run from?",
        "{a} managing office",
    ],
    "funds": [
        "What does {a} pay for?",
        "Which programmes are financed by {a}?",
        "programmes charged to {a}",
    ],
    "funded_by": ["Which grants pay for {a}?", "What grant funds {a}?", "{a} funding source"],
    "awarded": [
        "Which grants has {a} given us?",
        "List the awards we hold from {a}.",
        "{a} grant portfolio",
    ],
    "awarded_by": ["Who is the donor behind {a}?", "Which funder issued {a}?", "donor of {a}"],
    "implements": [
        "Which programmes does {a} deliver for us?",
        "What is {a} a sub-grantee on?",
        "programmes implemented by {a}",
    ],
    "implemented_by": [
        "Which partners deliver {a} on the ground?",
        "Who are the implementing partners of {a}?",
        "{a} sub-grantees",
    ],
    "operates_in": ["Where does {a} operate?", "Which sites does {a} cover?", "{a} locations"],
    "hosts": [
        "Which programmes are active at {a}?",
        "What are we running in {a}?",
        "programmes operating in {a}",
    ],
    "in_sector": [
        "Which sector does {a} belong to?",
        "What cluster does {a} report to?",
        "{a} sector",
    ],
    "includes": [
        "Which programmes fall under {a}?",
        "List our {a} programmes.",
        "programmes in the {a} sector",
    ],
    "supplies": [
        "Which programmes draw stock from {a}?",
        "Who gets supplies out of {a}?",
        "programmes supplied by {a}",
    ],
    "supplied_by": [
        "Which warehouse stocks {a}?",
        "Where does {a} get its supplies?",
        "{a} supply store",
    ],
    "dispatched": [
        "Which convoys left {a}?",
        "List convoys loaded at {a}.",
        "convoys dispatched from {a}",
    ],
    "departed_from": ["Where did {a} load?", "Which warehouse did {a} leave from?", "{a} origin"],
    "delivered_to": [
        "Where was {a} headed?",
        "What was the destination of {a}?",
        "{a} drop-off point",
    ],
    "received": [
        "Which convoys reached {a}?",
        "deliveries received at {a}",
        "What convoys offloaded at {a}?",
    ],
    "hauled_by": ["Who trucked {a}?", "Which transporter carried {a}?", "haulier for {a}"],
    "hauled": [
        "Which convoys did {a} drive for us?",
        "trips hauled by {a}",
        "What loads has {a} moved for us?",
    ],
    "surveyed": ["Which site did the {a} cover?", "Where was the {a} done?", "{a} location"],
    "surveyed_in": [
        "What assessments have been done in {a}?",
        "needs surveys at {a}",
        "Which studies covered {a}?",
    ],
    "conducted_by": [
        "Who carried out the {a}?",
        "Who ran the fieldwork for the {a}?",
        "{a} assessment team",
    ],
    "conducted": [
        "Which assessments did {a} carry out?",
        "surveys run by {a}",
        "What fieldwork has {a} done?",
    ],
    "occurred_at": [
        "Where did {a} happen?",
        "location of {a}",
        "At which site did {a} take place?",
    ],
    "scene_of": [
        "What security incidents happened at {a}?",
        "incidents at {a}",
        "Has anything happened in {a} security-wise?",
    ],
    "reported_by": ["Who filed {a}?", "Who reported {a}?", "who raised the alert on {a}"],
    "reported": [
        "Which incidents did {a} report?",
        "incident reports filed by {a}",
        "What has {a} flagged to security?",
    ],
    "attended_by": ["Who was at the {a}?", "participants of {a}", "Who attended the {a}?"],
    "attended": [
        "Which meetings did {a} attend?",
        "meetings {a} took part in",
        "What meetings has {a} been in?",
    ],
    "warehouse_manager": ["Who manages {a}?", "Who is in charge of {a}?", "{a} warehouse manager"],
    "runs_warehouse": [
        "Which warehouse does {a} manage?",
        "stores under {a}'s responsibility",
        "What storage is {a} responsible for?",
    ],
    "affected": [
        "Which convoy was caught up in {a}?",
        "Which convoy did {a} hit?",
        "convoy affected by {a}",
    ],
    "hit_by": [
        "What went wrong on {a}?",
        "incidents involving {a}",
        "Was {a} disrupted by any incident?",
    ],
    "informs": [
        "Which programme used the findings of the {a}?",
        "What programme does the {a} feed into?",
        "programmes informed by the {a}",
    ],
    "informed_by": [
        "What assessment is {a} based on?",
        "Which study did {a} use for targeting?",
        "evidence base for {a}",
    ],
    "coordinates_with": [
        "Which partners does {a} coordinate with?",
        "Who does {a} work alongside?",
        "{a} coordination partners",
    ],
}

HOP2 = [
    (
        "office",
        "runs",
        "funded_by",
        [
            "Which grants pay for programmes run by the {a}?",
            "grants behind the {a} portfolio",
            "What funding covers the programmes of the {a}?",
        ],
    ),
    (
        "grant",
        "funds",
        "implemented_by",
        [
            "Which partner organisations deliver work paid for by {a}?",
            "implementing partners under {a}",
        ],
    ),
    (
        "donor",
        "awarded",
        "funds",
        [
            "Which programmes does {a} money end up in?",
            "programmes financed through {a}'s grants",
            "What do {a}'s grants pay for on the ground?",
        ],
    ),
    (
        "person",
        "leads",
        "operates_in",
        ["Where do the programmes headed by {a} operate?", "sites covered by {a}'s programmes"],
    ),
    (
        "warehouse",
        "dispatched",
        "delivered_to",
        ["Which sites received convoys sent from {a}?", "destinations of convoys out of {a}"],
    ),
    (
        "site",
        "scene_of",
        "reported_by",
        ["Who filed reports on security incidents at {a}?", "staff who reported incidents in {a}"],
    ),
    (
        "partner",
        "implements",
        "led_by",
        ["Who manages the programmes that {a} works on?", "programme managers {a} works with"],
    ),
    (
        "sector",
        "includes",
        "run_by",
        ["Which country offices run {a} programmes?", "offices with {a} activities"],
    ),
    (
        "convoy",
        "hit_by",
        "reported_by",
        ["Who reported the incidents that affected {a}?", "who flagged the problems on {a}"],
    ),
    (
        "assessment",
        "informs",
        "funded_by",
        [
            "Which grants fund the programme that the {a} fed into?",
            "grants behind the programme using the {a}",
        ],
    ),
    (
        "site",
        "hosts",
        "led_by",
        ["Who leads the programmes running at {a}?", "programme managers for work in {a}"],
    ),
    (
        "grant",
        "funds",
        "operates_in",
        ["Where is {a} money spent on the ground?", "sites reached with {a} funding"],
    ),
    (
        "partner",
        "hauled",
        "delivered_to",
        ["Where have {a} trucks delivered our cargo?", "delivery points served by {a}"],
    ),
    (
        "person",
        "runs_warehouse",
        "dispatched",
        [
            "Which convoys left the warehouses {a} is responsible for?",
            "convoys out of {a}'s stores",
        ],
    ),
    (
        "programme",
        "funded_by",
        "awarded_by",
        ["Which donors ultimately pay for {a}?", "funders of {a}"],
    ),
    (
        "programme",
        "supplied_by",
        "dispatched",
        ["Which convoys went out from the store that supplies {a}?"],
    ),
    (
        "person",
        "attended",
        "attended_by",
        ["Who sat in meetings with {a}?", "people {a} met in coordination meetings"],
    ),
    (
        "office",
        "employs",
        "conducted",
        ["Which assessments did staff of the {a} carry out?", "surveys done by {a} staff"],
    ),
    (
        "office",
        "employs",
        "reported",
        [
            "Which incidents were reported by people from the {a}?",
            "incident reports filed by {a} staff",
        ],
    ),
    (
        "sector",
        "includes",
        "funded_by",
        ["Which grants fund our {a} work?", "grants paying for {a} programmes"],
    ),
    (
        "donor",
        "awarded",
        "operates_in",
        ["Where does {a} funding reach?", "sites reached with money from {a}"],
    ),
]


@dataclass
class _E:
    id: str
    cls: str
    title: str
    aliases: list[str]
    office: str
    lang: str
    info: dict[str, Any]
    links: list[tuple[str, str, bool]] = field(default_factory=list)
    cites: list[str] = field(default_factory=list)
    timeline: list[tuple[str, str, str]] = field(default_factory=list)
    feature: str = ""

    @property
    def exotic(self) -> bool:
        return _exotic(self.title)

    @property
    def name(self) -> str:
        """A plain-Latin name."""
        return self.aliases[0] if self.exotic else self.title

    def targets(self, rel: str) -> list[str]:
        return [t for r, t, _ in self.links if r == rel]


def _exotic(text: str) -> bool:
    return any(ord(c) > 127 for c in text)


def _slug(text: str) -> str:
    text = text.replace("'", "").replace("’", "")
    for a, b in (("œ", "oe"), ("æ", "ae"), ("ø", "o"), ("ß", "ss"), ("ł", "l")):
        text = text.replace(a, b)
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _ts(month: int, day: int, hour: int = 9, minute: int = 0) -> str:
    return f"2026-{month:02d}-{day:02d}T{hour:02d}:{minute:02d}:00Z"


def _later(ts: str, days: int) -> str:
    month, day = int(ts[5:7]), int(ts[8:10]) + days
    while day > 28:
        day -= 28
        month += 1
    return _ts(min(month, 12), day, int(ts[11:13]), int(ts[14:16]))


def _human(ts: str) -> str:
    months = [
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
    return f"{int(ts[8:10])} {months[int(ts[5:7]) - 1]} 2026"


def _join(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _q(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)


class _World:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.ents: dict[str, _E] = {}
        self.pairs: set[frozenset[str]] = set()
        # id -> (folder, title, ref, text, when, labels)
        self.evidence: dict[str, tuple[str, str, str, str, str, list[str]]] = {}
        self.event_ev: dict[str, str] = {}

    def add(
        self,
        cls: str,
        title: str,
        aliases: list[str],
        office: str,
        lang: str = "",
        eid: str = "",
        **info: Any,
    ) -> _E:
        if _exotic(title):
            assert aliases and not _exotic(aliases[0]), title
        eid = eid or _slug(aliases[0] if _exotic(title) else title)
        assert eid not in self.ents, eid
        ent = _E(eid, cls, title, aliases, office, lang, info)
        self.ents[eid] = ent
        return ent

    def fact(self, a: _E, rel: str, b: _E) -> None:
        key = frozenset((a.id, b.id))
        if key in self.pairs or a.id == b.id:
            return
        self.pairs.add(key)
        a.links.append((rel, b.id, self.rng.random() < TYPED_SHARE))
        b.links.append((INVERSE[rel], a.id, self.rng.random() < TYPED_SHARE))

    def add_evidence(
        self, folder: str, title: str, ref: str, text: str, when: str, labels: list[str]
    ) -> str:
        eid = f"ev-{_slug(ref)[:100].strip('-')}-{_sha(text)[:8]}"
        assert eid not in self.evidence, eid
        self.evidence[eid] = (folder, title, ref, text, when, labels)
        return eid

    def of(self, cls: str, office: str | None = None) -> list[_E]:
        return [
            e for e in self.ents.values() if e.cls == cls and (office is None or e.office == office)
        ]


# --- the brain -----------------------------------------------------------------------------


def _entities(w: _World) -> None:
    rng = w.rng
    offices: dict[str, _E] = {}
    folder_of: dict[str, str] = {}
    for key, folder, title, aliases, country, city in OFFICES:
        offices[key] = w.add(
            "office",
            title,
            list(aliases),
            key,
            country=country,
            city=city,
            national=rng.randint(40, 260),
            intl=rng.randint(4, 22),
        )
        folder_of[key] = folder
    staff: dict[str, list[_E]] = {}
    hq: list[_E] = []
    for title, alias, role, lang in HQ_STAFF:
        hq.append(
            w.add(
                "person",
                title,
                [alias] if alias else [],
                "hq",
                lang,
                role=role,
                since=rng.randint(2009, 2022),
                folder=folder_of["hq"],
            )
        )
    for key, rows in STAFF.items():
        staff[key] = []
        for (title, alias), role in zip(rows, ROLES, strict=True):
            staff[key].append(
                w.add(
                    "person",
                    title,
                    [alias] if alias else [],
                    key,
                    LANG.get(key, "") if alias else "",
                    role=role,
                    since=rng.randint(2015, 2025),
                    folder=folder_of[key],
                )
            )
    for person in w.of("person"):
        person.feature = PERSON_FEATURES.get(person.name, "")
        w.fact(person, "works_at", offices[person.office])
    for director in hq[1:]:
        w.fact(director, "reports_to", hq[0])
    for team in staff.values():
        w.fact(team[0], "reports_to", hq[1])
        for member in team[1:]:
            w.fact(member, "reports_to", team[0])

    sites: dict[str, _E] = {}
    for office, title, alias, kind, short in SITES:
        sites[short] = w.add(
            "site",
            title,
            [alias] if alias else [],
            office,
            LANG.get(office, "") if alias else "",
            kind=kind,
            short=short,
            people=rng.randrange(4000, 90000, 500),
        )
    warehouses: dict[str, list[_E]] = defaultdict(list)
    for office, title, alias, town, feature in WAREHOUSES:
        wh = w.add(
            "warehouse",
            title,
            [alias] if alias else [],
            office,
            LANG.get(office, "") if alias else "",
            town=town,
            area=rng.randrange(400, 4000, 50),
        )
        wh.feature = feature
        warehouses[office].append(wh)
        w.fact(wh, "warehouse_manager", staff[office][3])
    sectors: dict[str, _E] = {}
    for key, title, aliases, scope in SECTORS:
        sectors[key] = w.add("sector", title, list(aliases), "", scope=scope)
    programmes: dict[str, _E] = {}
    for key, office, title, alias, sector, site_shorts, lead, feature in PROGRAMMES:
        prog = w.add(
            "programme",
            title,
            [alias] if alias else [],
            office,
            LANG.get(office, "") if alias else "",
            sector=sector,
            reach=rng.randrange(3000, 60000, 250),
            budget=round(rng.uniform(0.4, 6.5), 1),
            start=_ts(rng.randint(1, 4), rng.randint(1, 28)),
        )
        prog.feature = feature
        programmes[key] = prog
        w.fact(offices[office], "runs", prog)
        w.fact(staff[office][lead], "leads", prog)
        w.fact(prog, "in_sector", sectors[sector])
        for short in site_shorts:
            w.fact(prog, "operates_in", sites[short])
        w.fact(rng.choice(warehouses[office]), "supplies", prog)

    donors: dict[str, _E] = {}
    for key, title, aliases, kind, short, lang, feature, city in DONORS:
        donors[key] = w.add(
            "donor", title, list(aliases), "", lang, kind=kind, short=short, city=city
        )
        donors[key].feature = feature
    for donor, title, alias, amount, currency, progs in GRANTS:
        aliases = [alias] if alias != title else []
        if _exotic(title):
            aliases = [alias]
        grant = w.add(
            "grant",
            title,
            aliases,
            "",
            "de" if _exotic(title) else "",
            code=alias if alias != title else "",
            amount=amount,
            currency=currency,
            signed=_ts(rng.randint(1, 3), rng.randint(1, 28)),
            months=rng.choice([12, 18, 24]),
            donor=donors[donor].id,
        )
        w.fact(donors[donor], "awarded", grant)
        for p in progs:
            w.fact(grant, "funds", programmes[p])

    partners: dict[str, _E] = {}
    for key, title, alias, kind, offs, short, lang, feature, town in PARTNERS:
        part = w.add(
            "partner",
            title,
            [alias] if alias else [],
            offs[0],
            lang,
            kind=kind,
            offices=offs,
            short=short,
            town=town,
            staff=rng.randint(12, 180),
        )
        part.feature = feature
        partners[key] = part
        if kind != "transport":
            pool = [p for p in programmes.values() if p.office in offs]
            for prog in rng.sample(pool, rng.randint(1, 2) if len(offs) == 1 else 2):
                w.fact(part, "implements", prog)
    for a, b in COORDINATION:
        w.fact(partners[a], "coordinates_with", partners[b])

    convoys: dict[str, list[_E]] = defaultdict(list)
    codes = rng.sample(range(2601, 2699), 16)
    order = ["ss", "ye", "ua", "np", "gr", "bd", "cd", "ht"]
    for n, office in enumerate(o for o in order for _ in range(2)):
        wh = rng.choice(warehouses[office])
        site = rng.choice(
            [s for s in sites.values() if s.office == office and s.info["short"] != wh.info["town"]]
        )
        code = f"CV-{codes[n]}"
        dep = _ts(
            rng.randint(2, 9), rng.randint(1, 26), rng.randint(4, 8), rng.choice([0, 15, 30, 45])
        )
        conv = w.add(
            "convoy",
            f"Convoy {code}: {wh.info['town']} to {site.info['short']}",
            [code],
            office,
            eid=f"convoy-{code.lower()}",
            code=code,
            cargo=rng.sample(CARGO, 2),
            tonnes=rng.randint(8, 60),
            trucks=rng.randint(3, 18),
            depart=dep,
            arrive=_later(dep, rng.randint(1, 3)),
        )
        convoys[office].append(conv)
        w.fact(wh, "dispatched", conv)
        w.fact(conv, "delivered_to", site)
        hauliers = [
            p
            for p in partners.values()
            if p.info["kind"] == "transport" and office in p.info["offices"]
        ]
        if hauliers:
            w.fact(conv, "hauled_by", hauliers[0])

    used_codes = rng.sample(range(11, 99), len(INCIDENTS))
    for n, (office, title, short, role_index, feature, convoy_related) in enumerate(INCIDENTS):
        code = f"INC-26-{used_codes[n]:03d}"
        inc = w.add(
            "incident",
            title,
            [code],
            office,
            code=code,
            when=_ts(
                rng.randint(2, 10), rng.randint(1, 26), rng.randint(6, 20), rng.choice([5, 20, 40])
            ),
        )
        inc.feature = feature
        w.fact(inc, "occurred_at", sites[short])
        w.fact(inc, "reported_by", staff[office][role_index])
        if convoy_related:
            near = [
                c for c in convoys[office] if sites[short].id in c.targets("delivered_to")
            ] or convoys[office]
            conv = rng.choice(near)
            inc.info["when"] = _later(conv.info["depart"], 1)
            w.fact(inc, "affected", conv)

    for office, kind, short, prog, feature, second in ASSESSMENTS:
        start = _ts(rng.randint(1, 8), rng.randint(1, 20))
        month = _human(start).split()[1]
        title = f"{kind}, {sites[short].info['short']}, {month} 2026"
        ass = w.add(
            "assessment",
            title,
            [],
            office,
            kind=kind,
            start=start,
            end=_later(start, rng.randint(4, 12)),
            households=rng.randrange(300, 2400, 20),
        )
        ass.feature = feature
        w.fact(ass, "surveyed", sites[short])
        w.fact(ass, "conducted_by", staff[office][4])
        if second >= 0:
            w.fact(ass, "conducted_by", staff[office][second])
        w.fact(ass, "informs", programmes[prog])

    meeting_titles = {
        "np": ("Gorkha Monsoon After-Action Review", "after_action"),
        "bd": ("Donor Field Visit Debrief", "donor_debrief"),
    }
    for office in order:
        city = offices[office].info["city"]
        date = _ts(rng.randint(3, 10), rng.randint(1, 28), 10)
        title, feature = meeting_titles.get(
            office, (f"{city} Coordination Meeting, {_human(date).split()[1]} 2026", "")
        )
        meet = w.add("meeting", title, [], office, date=date, city=city)
        meet.feature = feature
        team = staff[office]
        for person in [team[0], team[4], *rng.sample(team[1:4] + team[5:], rng.randint(1, 2))]:
            w.fact(meet, "attended_by", person)
    review = w.add(
        "meeting",
        "Quarterly Portfolio Review Q3 2026",
        [],
        "hq",
        date=_ts(10, 6, 14),
        city="Geneva",
    )
    for person in [hq[0], hq[1], hq[3], *[staff[k][0] for k in rng.sample(order, 3)]]:
        w.fact(review, "attended_by", person)
    summit = w.add(
        "meeting", "Supply Chain Summit 2026", [], "hq", date=_ts(6, 17, 9), city="Nairobi"
    )
    for person in [hq[2], *[staff[k][3] for k in rng.sample(order, 4)]]:
        w.fact(summit, "attended_by", person)


def _name_of(w: _World, eid: str) -> str:
    return w.ents[eid].name


def _evidence(w: _World) -> dict[str, str]:
    """Create the evidence documents; returns office key -> sitrep id."""
    rng = w.rng
    sitrep: dict[str, str] = {}
    for office in w.of("office"):
        key = office.office
        team = [w.ents[t] for t in office.targets("employs")]
        progs = [w.ents[t] for t in office.targets("runs")]
        if key == "hq":
            text = (
                f"Board report, third quarter 2026. Prepared by the office of the Executive Director in {office.info['city']}.\n\n"
                f"Head office staff: {_join([p.name + ' (' + p.info['role'] + ')' for p in team])}.\n\n"
                "Country offices reporting this quarter: South Sudan, Yemen, Ukraine, Nepal, Greece, Bangladesh, DR Congo and Haiti. "
                f"Total people reached: {rng.randrange(300000, 700000, 1000):,}. Funding gap for the year: {rng.randint(12, 31)} percent."
            )
            sitrep[key] = w.add_evidence(
                "evidence/sitreps",
                "Board report Q3 2026",
                "file:board/2026-q3-report.md",
                text,
                _ts(10, 2, 8),
                ["board report", "Q3 board report"],
            )
            continue
        month = rng.choice(["August", "September", "October"])
        text = (
            f"Situation report, {office.info['country']}, {month} 2026. Prepared by {team[0].name} for the {office.title}.\n\n"
            f"People reached this month: {rng.randrange(8000, 90000, 100):,}. Active programmes: {_join([p.name for p in progs])}.\n\n"
            f"Access: {rng.choice(['roads open with delays at checkpoints', 'main supply route cut for six days by rain', 'access stable', 'river crossings restricted after dark'])}. "
            f"Security level: {rng.choice(['moderate', 'high', 'substantial'])}.\n\n"
            f"Staff on duty: {_join([p.name + ' (' + p.info['role'] + ')' for p in team])}."
        )
        ref = (
            f"goat-chat:sitrep:{key}-2026-{['August', 'September', 'October'].index(month) + 8:02d}"
        )
        sitrep[key] = w.add_evidence(
            "evidence/sitreps",
            f"Sitrep: {office.info['country']}, {month} 2026",
            ref,
            text,
            _ts(9, 28, 17),
            [f"{month} sitrep", "situation report", "sitrep"],
        )

    agreements: dict[str, str] = {}
    for donor in w.of("donor"):
        grants = [w.ents[g] for g in donor.targets("awarded")]
        lines = [
            f"Framework agreement between {donor.name} and the organisation, signed in {donor.info['city']}."
        ]
        lines.append(
            "Grants under this agreement: "
            + "; ".join(
                f"{g.info['code'] or g.name}, {g.name}, {g.info['currency']} {g.info['amount'] * 1000:,}"
                for g in grants
            )
            + "."
        )
        lines.append(
            f"Narrative reporting: {rng.choice(['every six months', 'annually', 'every quarter'])}. Visibility: donor logo on all distributed items."
        )
        if donor.feature:
            lines.append(FEATURES[donor.feature][0])
        agreements[donor.id] = w.add_evidence(
            "evidence/agreements",
            f"Framework agreement: {donor.name}",
            f"file:agreements/{donor.id}-framework-2026.md",
            "\n\n".join(lines),
            grants[0].info["signed"],
            ["framework agreement", "signed agreement", "agreement"],
        )
    for grant in w.of("grant"):
        grant.cites.append(agreements[grant.info["donor"]])
    for donor in w.of("donor"):
        donor.cites.append(agreements[donor.id])

    for conv in w.of("convoy"):
        wh = _name_of(w, conv.targets("departed_from")[0])
        site = _name_of(w, conv.targets("delivered_to")[0])
        haul = conv.targets("hauled_by")
        text = (
            f"Convoy manifest {conv.info['code']}.\n\nOrigin: {wh}. Destination: {site}. Departure: {_human(conv.info['depart'])} at {conv.info['depart'][11:16]}.\n\n"
            f"Trucks: {conv.info['trucks']} ({'haulier: ' + _name_of(w, haul[0]) if haul else 'own fleet'}). Cargo: {conv.info['tonnes']} MT of {_join(conv.info['cargo'])}.\n\n"
            f"Waybill signed by the consignee on {_human(conv.info['arrive'])}."
        )
        ev = w.add_evidence(
            "evidence/convoys",
            f"Convoy manifest {conv.info['code']}",
            f"goat-task:convoy-{conv.info['code'].lower()}",
            text,
            conv.info["depart"],
            ["manifest", "convoy manifest", "dispatch note", "waybill"],
        )
        w.event_ev[conv.id] = ev
    for inc in w.of("incident"):
        site = _name_of(w, inc.targets("occurred_at")[0])
        rep = w.ents[inc.targets("reported_by")[0]]
        parts = [
            f"Incident report {inc.info['code']}.",
            f"Date: {_human(inc.info['when'])}, {inc.info['when'][11:16]}. Location: {site}. Reported by: {rep.name} ({rep.info['role']}).",
            f"Summary: {inc.title}.",
        ]
        if inc.feature:
            parts.append(FEATURES[inc.feature][0])
        affected = inc.targets("affected")
        if affected:
            parts.append(f"Convoy concerned: {w.ents[affected[0]].info['code']}.")
        parts.append(
            f"Injuries: {rng.choice(['none', 'none reported', 'one driver with minor injuries'])}. Follow-up: {rng.choice(['movement suspended for 48 hours', 'route reassessed with the security cell', 'community meeting held', 'incident shared with the access working group'])}."
        )
        inc.info["followup"] = parts[-1]
        w.event_ev[inc.id] = w.add_evidence(
            "evidence/incidents",
            f"Incident report {inc.info['code']}",
            f"goat-chat:incident:{inc.info['code'].lower()}",
            "\n\n".join(parts),
            inc.info["when"],
            ["incident report", "security report", "the report"],
        )
    for ass in w.of("assessment"):
        site = _name_of(w, ass.targets("surveyed")[0])
        team = [_name_of(w, t) for t in ass.targets("conducted_by")]
        prog = _name_of(w, ass.targets("informs")[0])
        finding = rng.choice(
            [
                "needs exceed current coverage by about a third",
                "access to safe water is the top unmet need",
                "women-headed households report the highest debt",
                "most families skip meals at least twice a week",
                "shelter conditions worsened since the last round",
            ]
        )
        ass.info["finding"] = finding
        parts = [
            f"{ass.title}.",
            f"Fieldwork {_human(ass.info['start'])} to {_human(ass.info['end'])}; team: {_join(team)}. Sample: {ass.info['households']:,} households in {site}.",
        ]
        if ass.feature:
            parts.append(FEATURES[ass.feature][0])
        parts.append(
            f"Key finding: {finding}. Recommendation for {prog}: adjust targeting and scale up in the next quarter."
        )
        w.event_ev[ass.id] = w.add_evidence(
            "evidence/assessments",
            f"Assessment report: {ass.title}",
            f"file:assessments/{ass.id}.md",
            "\n\n".join(parts),
            ass.info["end"],
            ["assessment report", "final report", "the report"],
        )
    mtg = rng.sample(range(4100, 4999), 10)
    for n, meet in enumerate(w.of("meeting")):
        present = [_name_of(w, t) for t in meet.targets("attended_by")]
        decision = rng.choice(
            [
                "extend the distribution cycle by two weeks",
                "pre-position stock before the rains",
                "review the security plan for road movements",
                "share beneficiary lists with the cluster",
                "hire two more community mobilisers",
            ]
        )
        meet.info["decision"] = decision
        parts = [
            f"Minutes: {meet.title}.",
            f"Held on {_human(meet.info['date'])} in {meet.info['city']}. Present: {_join(present)}.",
        ]
        if meet.feature:
            parts.append(FEATURES[meet.feature][0])
        parts.append(f"Decision: {decision}. Next meeting in four weeks.")
        w.event_ev[meet.id] = w.add_evidence(
            "evidence/minutes",
            f"Minutes: {meet.title}",
            f"jamie:meeting:mtg_{mtg[n]}",
            "\n\n".join(parts),
            meet.info["date"],
            ["minutes", "meeting notes", "the minutes"],
        )
    return sitrep


def _assign_cites(w: _World, sitrep: dict[str, str]) -> None:
    for ent in w.ents.values():
        if ent.id in w.event_ev:
            ent.cites.insert(0, w.event_ev[ent.id])
        if ent.cls in ("office", "person", "programme", "site", "warehouse", "partner"):
            ent.cites.append(sitrep[ent.office])
        if ent.cls == "sector":
            first = w.ents[ent.targets("includes")[0]]
            ent.cites.append(sitrep[first.office])
        for rel in (
            "attended",
            "reported",
            "conducted",
            "informed_by",
            "surveyed_in",
            "dispatched",
            "hauled",
            "scene_of",
            "hit_by",
        ):
            for t in ent.targets(rel)[:1]:
                ev = w.event_ev[t]
                if ev not in ent.cites:
                    ent.cites.append(ev)
        assert ent.cites, ent.id


def _link(w: _World, target: _E) -> str:
    rng = w.rng
    roll = rng.random()
    if roll < 0.05:
        return f"[[page:{target.id}]]"
    if target.exotic:
        label = target.title if roll < 0.5 else target.aliases[0]
    elif target.aliases and roll > 0.8:
        label = rng.choice(target.aliases)
    else:
        label = target.title
    return f"[[page:{target.id}|{label}]]"


def _short(ent: _E) -> str:
    if ent.cls == "person":
        return ent.name.split()[0]
    return ent.info.get("short") or ent.name


def _cite(w: _World, ent: _E, index: int | None = None) -> str:
    ev = ent.cites[index] if index is not None else w.rng.choice(ent.cites)
    label = w.rng.choice(w.evidence[ev][5])
    return f"[[evidence:{ev}|{label}]]"


def _with_cite(sentence: str, cite: str) -> str:
    return sentence[:-1] + f" ({cite})." if sentence.endswith(".") else f"{sentence} ({cite})"


def _intro(w: _World, ent: _E) -> list[str]:
    rng = w.rng
    i = ent.info
    office = next((o for o in w.of("office") if o.office == ent.office), None)
    country = office.info["country"] if office else ""
    cls = ent.cls
    if cls == "office":
        out = [
            rng.choice(
                [
                    f"The {ent.title} manages our operations in {country} from a compound in {i['city']}, with about {i['national']} national and {i['intl']} international staff.",
                    f"We have run the {country} response from {i['city']} since {rng.randint(2008, 2021)}; today the office counts {i['national']} national and {i['intl']} international staff.",
                ]
            )
        ]
        if ent.office == "hq":
            out = [
                f"{ent.title} in {i['city']} sets strategy, manages institutional donors and supports the eight country offices."
            ]
        return out
    if cls == "person":
        first = _short(ent)
        where = f"the {country} response" if country != "Switzerland" else "the head office"
        out = [
            rng.choice(
                [
                    f"{ent.title} is the {i['role']} for {where}.",
                    f"{first} joined in {i['since']} and now serves as {i['role']} for {where}.",
                    f"{i['role']} covering {where}; {first} has been with the organisation since {i['since']}.",
                ]
            )
        ]
        if ent.exotic:
            out.append(
                rng.choice(
                    [
                        f"Name in Latin script: {ent.aliases[0]}.",
                        f"Also written {ent.aliases[0]} in reports and travel documents.",
                    ]
                )
            )
        duty = {
            "Country Director": "Chairs the monthly coordination meeting and signs off the security plan.",
            "Programme Manager": "Owns the workplans, budgets and donor reports of the programmes in their care.",
            "Logistics Coordinator": "Handles procurement, fleet, warehousing and convoy planning.",
            "M&E Officer": "Designs surveys, runs the data collection teams and keeps the indicator tracker.",
            "Security Focal Point": "Keeps the incident log, clears road movements and briefs new arrivals.",
        }.get(i["role"], "Sits on the senior management team.")
        out.append(duty)
        return out
    if cls == "programme":
        sector = w.ents[ent.targets("in_sector")[0]].title.lower()
        return [
            rng.choice(
                [
                    f"{ent.name} is a {sector} programme in {country} that aims to reach about {i['reach']:,} people this year.",
                    f"This {sector} programme in {country} targets roughly {i['reach']:,} people.",
                ]
            ),
            f"The budget is around USD {i['budget']} million and activities started on {_human(i['start'])}.",
        ]
    if cls == "donor":
        kind = {
            "government": "a government aid agency",
            "foundation": "a private foundation",
            "family": "a family foundation",
            "pooled": "a pooled humanitarian fund",
        }[i["kind"]]
        out = [f"{ent.name} is {kind} based in {i['city']} and one of our institutional donors."]
        if ent.exotic:
            out.append(f"The name is written {ent.title} in its own documents.")
        return out
    if cls == "grant":
        code = f"Grant {i['code']}" if i["code"] else "The grant"
        return [
            f"{code} was signed on {_human(i['signed'])} for {i['currency']} {i['amount'] * 1000:,} over {i['months']} months.",
            rng.choice(
                [
                    "Reports are due every six months.",
                    "Budget revisions above ten percent need donor approval.",
                    "The final report is due three months after the end date.",
                ]
            ),
        ]
    if cls == "partner":
        if i["kind"] == "transport":
            return [
                f"{ent.name} is a commercial transport contractor on our roster, based in {i['town']}."
            ]
        if i["kind"] == "intl":
            return [
                f"{ent.name} is an international NGO from {i['town']} with teams in {_join([x.info['country'] for x in w.of('office') if x.office in i['offices']])}.",
                f"Its name is written {ent.title} at headquarters.",
            ]
        return [f"{ent.name} is a national NGO based in {i['town']} with about {i['staff']} staff."]
    if cls == "warehouse":
        return [
            f"{ent.name} is a {i['area']:,} m² storage facility in {i['town']}.",
            rng.choice(
                [
                    "Stock counts are done monthly.",
                    "It runs on a first-expiry first-out rule.",
                    "The store keeps a two-month buffer of core relief items.",
                ]
            ),
        ]
    if cls == "site":
        kind = {
            "camp": "a displacement camp",
            "transit": "a transit centre",
            "district": "a district",
            "reception": "a reception centre",
            "community": "a host community area",
        }[i["kind"]]
        return [
            f"{ent.name} is {kind} in {country} with an estimated {i['people']:,} people in need."
        ]
    if cls == "convoy":
        return [
            f"Convoy {i['code']} moved {i['tonnes']} MT of {_join(i['cargo'])} in {i['trucks']} trucks, leaving on {_human(i['depart'])}.",
            rng.choice(
                [
                    "All cargo arrived intact.",
                    "Two trucks arrived a day late because of road conditions.",
                    "One pallet was damaged in transit and written off.",
                ]
            ),
        ]
    if cls == "incident":
        return [f"{ent.title} on {_human(i['when'])}, logged as {i['code']}.", i["followup"]]
    if cls == "assessment":
        return [
            f"The {i['kind'].lower()} ran from {_human(i['start'])} to {_human(i['end'])} and interviewed {i['households']:,} households.",
            f"Key finding: {i['finding']}.",
        ]
    if cls == "meeting":
        return [
            f"The meeting took place on {_human(i['date'])} in {i['city']}.",
            f"Main decision: {i['decision']}.",
        ]
    if cls == "sector":
        return [
            f"Our {ent.title.lower()} work covers {i['scope']}.",
            "Programmes follow the cluster's minimum standards and report monthly.",
        ]
    raise AssertionError(cls)


def _body(w: _World, ent: _E) -> str:
    rng = w.rng
    intro = _intro(w, ent)
    intro[0] = _with_cite(intro[0], _cite(w, ent, 0))
    paragraphs = [" ".join(intro)]
    by_rel: dict[str, list[tuple[str, bool]]] = defaultdict(list)
    for rel, target, typed in ent.links:
        by_rel[rel].append((target, typed))
    sentences: list[str] = []
    rels = list(by_rel)
    rng.shuffle(rels)
    for rel in rels:
        items = by_rel[rel]
        if rel in PLURAL and len(items) >= 3 and rng.random() < 0.6:
            links = [_link(w, w.ents[t]) for t, _ in items]
            sentence = rng.choice(PLURAL[rel]).format(ts=_join(links), s=_short(ent))
            sentences.append(sentence[0].upper() + sentence[1:])
            continue
        for target, typed in items:
            tgt = w.ents[target]
            options = [s for s in SENTENCES[rel] if typed or ": {t}" not in s]
            template = rng.choice(options)
            sentence = template.format(
                t=_link(w, tgt),
                s=_short(ent),
                trole=tgt.info.get("role", "staff member"),
                since=ent.info.get("since", 2020),
            )
            sentences.append(sentence[0].upper() + sentence[1:])
    while sentences:
        size = rng.randint(2, 4)
        chunk, sentences = sentences[:size], sentences[size:]
        if rng.random() < 0.7:
            chunk[-1] = _with_cite(chunk[-1], _cite(w, ent))
        paragraphs.append(" ".join(chunk))
    if ent.feature:
        paragraphs.append(_with_cite(FEATURES[ent.feature][0], _cite(w, ent, 0)))
    body = f"# {ent.title}\n\n" + "\n\n".join(paragraphs)
    if ent.timeline:
        lines = ["## Timeline", ""]
        for ts, ref, text in sorted(ent.timeline):
            entry = "ev-" + _sha("\n".join([ent.id, ts, ref, text]))[:12]
            lines.append(f"- **{ts}** | {entry} | {ref} | {text}")
        body += "\n\n" + "\n".join(lines)
    return body


def _timelines(w: _World) -> None:
    rng = w.rng
    for ent in w.ents.values():
        i = ent.info
        ref = w.evidence[ent.cites[0]][2]
        if ent.cls == "convoy":
            ent.timeline += [
                (
                    i["depart"],
                    ref,
                    f"Convoy {i['code']} left {_name_of(w, ent.targets('departed_from')[0])} with {i['trucks']} trucks.",
                ),
                (
                    i["arrive"],
                    ref,
                    f"Cargo offloaded at {_name_of(w, ent.targets('delivered_to')[0])}; waybill signed.",
                ),
            ]
        elif ent.cls == "incident":
            ent.timeline += [
                (i["when"], ref, "Incident reported to the security focal point."),
                (_later(i["when"], 1), ref, "Follow-up agreed with the country director."),
            ]
        elif ent.cls == "assessment":
            ent.timeline += [
                (i["start"], ref, "Fieldwork started."),
                (i["end"], ref, "Final report shared with the programme team."),
            ]
        elif ent.cls == "meeting":
            ent.timeline.append(
                (i["date"], ref, "Meeting held; minutes circulated to participants.")
            )
        elif ent.cls == "programme":
            ent.timeline.append(
                (i["start"], ref, "Programme launched after the inception workshop.")
            )
            if rng.random() < 0.5:
                ent.timeline.append(
                    (
                        _later(i["start"], 40),
                        ref,
                        f"Mid-term review: {rng.choice(['on track', 'behind on distributions', 'targets revised upwards'])}.",
                    )
                )
        elif ent.cls == "grant":
            ent.timeline.append((i["signed"], ref, "Agreement countersigned by both parties."))
        elif ent.cls == "person" and rng.random() < 0.3:
            ent.timeline.append(
                (
                    _ts(rng.randint(1, 9), rng.randint(1, 28)),
                    f"goat-task:hr-{rng.randint(1000, 9999)}",
                    f"Contract renewed as {i['role']}.",
                )
            )


def _document(w: _World, ent: _E) -> Document:
    folder, type_ = FOLDERS[ent.cls]
    if ent.cls == "person":
        folder = f"{folder}/{ent.info['folder']}"
    lines = [
        "---",
        f"id: {ent.id}",
        "kind: page",
        f"type: {type_}",
        f"title: {_q(ent.title)}",
        "status: active",
    ]
    if ent.aliases:
        lines.append("aliases: [" + ", ".join(_q(a) for a in ent.aliases) + "]")
    rels = [f"{{type: {r}, target: {t}}}" for r, t, typed in ent.links if typed]
    if rels:
        lines.append("relations: [" + ", ".join(rels) + "]")
    refs = list(dict.fromkeys(w.evidence[e][2] for e in ent.cites))
    lines.append("sources: [" + ", ".join(_q(r) for r in refs) + "]")
    lines += ["created: 2026-01-15T09:00:00Z", "updated: 2026-11-02T16:30:00Z", "---"]
    text = "\n".join(lines) + "\n" + _body(w, ent) + "\n"
    return parse_document(text, folder=folder, path=f"{folder}/{ent.id}.md")


def _evidence_document(
    eid: str, folder: str, title: str, ref: str, text: str, when: str
) -> Document:
    head = [
        "---",
        f"id: {eid}",
        "kind: evidence",
        "type: source",
        f"title: {_q(title)}",
        "status: active",
        f"sources: [{_q(ref)}]",
        f"created: {when}",
        f"updated: {when}",
        "---",
    ]
    return parse_document(
        "\n".join(head) + "\n" + f"# {title}\n\n{text}\n", folder=folder, path=f"{folder}/{eid}.md"
    )


# --- questions -----------------------------------------------------------------------------


class _Asker:
    def __init__(self, w: _World) -> None:
        self.w = w
        self.rng = w.rng
        self.questions: list[Question] = []
        self.anchors: dict[str, str] = {}
        self.seen: set[str] = set()

    def answers(self, ids: list[str] | set[str]) -> set[str]:
        out = set(ids)
        for i in ids:
            if i in self.w.event_ev:
                out.add(self.w.event_ev[i])
        return out

    def ask(
        self, templates: list[str], kind: str, relevant: set[str], anchor: str = "", **names: str
    ) -> bool:
        options = [t.format(**names) for t in templates]
        self.rng.shuffle(options)
        for text in options:
            if text not in self.seen:
                self.seen.add(text)
                self.questions.append(Question(text, kind, relevant))
                if anchor:
                    self.anchors[text] = anchor
                return True
        return False

    def any_name(self, ent: _E) -> str:
        if ent.exotic:
            return ent.title if self.rng.random() < 0.3 else ent.aliases[0]
        if ent.aliases and self.rng.random() < 0.3:
            return self.rng.choice(ent.aliases)
        return ent.title

    def neighbours(self, eid: str) -> set[str]:
        return {t for _, t, _ in self.w.ents[eid].links}


def _lexical(a: _Asker, count: int) -> None:
    quota = {
        "person": 10,
        "programme": 6,
        "office": 2,
        "donor": 2,
        "grant": 4,
        "partner": 4,
        "warehouse": 2,
        "convoy": 3,
        "site": 2,
        "assessment": 2,
        "incident": 2,
        "meeting": 1,
    }
    assert sum(quota.values()) == count
    for cls, n in quota.items():
        pool = a.w.of(cls)
        for ent in a.rng.sample(pool, n):
            if ent.exotic:
                name = ent.aliases[0]
            elif ent.aliases and a.rng.random() < 0.35:
                name = a.rng.choice(ent.aliases)
            else:
                name = ent.title
            a.ask(LEXQ[cls], "lexical", a.answers([ent.id]), n=name)


def _script(a: _Asker, count: int) -> None:
    by_lang: dict[str, list[_E]] = defaultdict(list)
    for ent in a.w.ents.values():
        if ent.exotic:
            by_lang[ent.lang].append(ent)
    langs = sorted(by_lang)
    for lang in langs:
        a.rng.shuffle(by_lang[lang])
    made = 0
    while made < count:
        for lang in langs:
            if made >= count or not by_lang[lang]:
                continue
            ent = by_lang[lang].pop()
            person = ent.cls == "person"
            native = NATIVEQ.get(lang)
            if native and a.rng.random() < 0.6:
                templates = native[0] if person else native[1]
            else:
                templates = ENGLISH_SCRIPTQ[0] if person else ENGLISH_SCRIPTQ[1]
            if a.ask(templates, "script", a.answers([ent.id]), n=ent.title):
                made += 1


def _hop(a: _Asker, count: int) -> None:
    cands: dict[str, list[tuple[_E, list[str]]]] = defaultdict(list)
    for ent in a.w.ents.values():
        for rel in dict.fromkeys(r for r, _, _ in ent.links):
            targets = ent.targets(rel)
            if len(targets) <= 8:
                cands[rel].append((ent, targets))
    rels = sorted(cands)
    a.rng.shuffle(rels)
    used: set[tuple[str, str]] = set()
    made = 0
    while made < count:
        for rel in rels:
            if made >= count:
                break
            options = [(e, t) for e, t in cands[rel] if (e.id, rel) not in used]
            if not options:
                continue
            ent, targets = a.rng.choice(options)
            used.add((ent.id, rel))
            if a.ask(HOPQ[rel], "hop", a.answers(targets), anchor=ent.id, a=a.any_name(ent)):
                made += 1


def _hop2(a: _Asker, count: int) -> None:
    patterns = list(range(len(HOP2)))
    a.rng.shuffle(patterns)
    used: set[tuple[str, int]] = set()
    made = 0
    stalled = 0
    while made < count and stalled < 5:
        progress = False
        for p in patterns:
            if made >= count:
                break
            cls, r1, r2, templates = HOP2[p]
            options = []
            for ent in a.w.of(cls):
                if (ent.id, p) in used:
                    continue
                mids = ent.targets(r1)
                found = {t for m in mids for t in a.w.ents[m].targets(r2)}
                near = a.neighbours(ent.id) | {ent.id}
                if found and len(found) <= 10 and not found & near:
                    options.append((ent, sorted(found)))
            if not options:
                continue
            ent, found = a.rng.choice(options)
            used.add((ent.id, p))
            if a.ask(templates, "hop2", a.answers(found), anchor=ent.id, a=a.any_name(ent)):
                made += 1
                progress = True
        stalled = 0 if progress else stalled + 1


def _paraphrase(a: _Asker, count: int) -> None:
    by_cls: dict[str, list[_E]] = defaultdict(list)
    for ent in a.w.ents.values():
        if ent.feature:
            by_cls[ent.cls].append(ent)
    classes = sorted(by_cls)
    for cls in classes:
        a.rng.shuffle(by_cls[cls])
    made = 0
    while made < count:
        for cls in classes:
            if made < count and by_cls[cls]:
                ent = by_cls[cls].pop()
                if a.ask(FEATURES[ent.feature][1], "paraphrase", a.answers([ent.id])):
                    made += 1


# --- build and check -----------------------------------------------------------------------


def _build(seed: int) -> tuple[EvalSet, dict[str, str]]:
    rng = random.Random(seed)
    w = _World(rng)
    _entities(w)
    sitrep = _evidence(w)
    _assign_cites(w, sitrep)
    _timelines(w)
    documents = [_document(w, ent) for ent in w.ents.values()]
    for eid, (folder, title, ref, text, when, _labels) in w.evidence.items():
        documents.append(_evidence_document(eid, folder, title, ref, text, when))
    asker = _Asker(w)
    _lexical(asker, 40)
    _script(asker, 20)
    _hop(asker, 45)
    _hop2(asker, 30)
    _paraphrase(asker, 25)
    return EvalSet(documents=documents, questions=asker.questions), asker.anchors


def build(seed: int = 7) -> EvalSet:
    """The brain of a humanitarian NGO and its questions (deterministic for a seed)."""
    return _build(seed)[0]


_LINK_RE = re.compile(r"\[\[(page|evidence|source):([^|\]#\\]+)(?:#[^|\]]*)?(?:\\?\|[^\]]*)?\]\]")


def _check(seed: int = 7) -> None:
    evalset, anchors = _build(seed)
    docs = {d.brain_id: d for d in evalset.documents}
    assert len(docs) == len(evalset.documents), "duplicate ids"
    for d in evalset.documents:
        problems = validate_document(d, file_stem=d.brain_id)
        assert not problems, (d.brain_id, problems)
    pages = {i for i, d in docs.items() if d.kind == "page"}
    evidence = {i for i, d in docs.items() if d.kind == "evidence"}
    page_links: dict[str, set[str]] = {}
    cited: dict[str, set[str]] = {}
    typed_links = plain_links = 0
    rel_types: Counter[str] = Counter()
    for i in sorted(pages):
        d = docs[i]
        found = _LINK_RE.findall(d.body)
        assert d.body.count("[[") == len(found), i
        targets = {t for k, t in found if k == "page"}
        cites = {t for k, t in found if k == "evidence"}
        assert targets <= pages, (i, targets - pages)
        assert cites and cites <= evidence, (i, cites - evidence)
        rel_targets = set()
        for r in d.relations:
            assert r.target in pages, (i, r)
            assert r.target in targets, (i, r, "typed relation not linked in body")
            rel_targets.add(r.target)
            rel_types[r.type] += 1
        typed_links += len(targets & rel_targets)
        plain_links += len(targets - rel_targets)
        page_links[i] = targets | rel_targets
        cited[i] = cites
        if _exotic(d.title):
            assert any(not _exotic(a) for a in d.aliases), (i, "no plain-Latin alias")
    for i, targets in page_links.items():
        for t in targets:
            assert i in page_links[t], (i, t, "no link back")
    for i in evidence:
        assert "[[" not in docs[i].body, i
    near = {i: set(ts) for i, ts in page_links.items()}
    kinds: Counter[str] = Counter()
    texts: set[str] = set()
    for q in evalset.questions:
        assert q.text not in texts, q.text
        texts.add(q.text)
        kinds[q.kind] += 1
        assert q.relevant and q.relevant <= set(docs), q.text
        answer_pages = q.relevant & pages
        assert answer_pages, q.text
        for ev in q.relevant & evidence:
            assert any(ev in cited[p] for p in answer_pages), (q.text, ev)
        names = [n.casefold() for p in answer_pages for n in [docs[p].title, *docs[p].aliases]]
        if q.kind in ("lexical", "script"):
            assert len(answer_pages) == 1 and any(n in q.text.casefold() for n in names), q.text
        if q.kind == "script":
            assert any(_exotic(n) and n in q.text.casefold() for n in names), q.text
        if q.kind == "paraphrase":
            assert not any(n in q.text.casefold() for n in names), q.text
        if q.kind == "hop":
            anchor = anchors[q.text]
            assert answer_pages <= near[anchor], q.text
        if q.kind == "hop2":
            anchor = anchors[q.text]
            two = {t for m in near[anchor] for t in near[m]}
            assert answer_pages <= two - near[anchor] - {anchor}, q.text
    folders = Counter(f"{d.folder} ({d.type})" for d in evalset.documents)
    other = sum(1 for i in pages if _exotic(docs[i].title))
    print(f"documents: {len(docs)} ({len(pages)} pages, {len(evidence)} evidence)")
    for name, n in sorted(folders.items()):
        print(f"  {name}: {n}")
    print(
        f"titles in another script or with diacritics: {other} of {len(pages)} pages ({other / len(pages):.0%})"
    )
    print(f"relation types: {len(rel_types)}")
    print(
        f"page links: {typed_links} typed, {plain_links} plain ({typed_links / (typed_links + plain_links):.0%} typed)"
    )
    print(
        f"questions: {len(evalset.questions)} "
        + ", ".join(f"{k} {kinds[k]}" for k in ("lexical", "script", "hop", "hop2", "paraphrase"))
    )
    print("ok")
