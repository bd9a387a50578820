"""Held-out retrieval evaluation set K: a regional veterinary hospital group.

DATA CARD
---------
Written by an independent generator from the document format (docs/format.md) and the
`Question` / `EvalSet` types alone, without reading the ranker, the search code or any other
evaluation set. It is HELD OUT: it measures whether a ranker generalizes. Nobody tuning the
ranker should read this file, print its questions or fit anything to it.

The brain: a veterinary hospital group with its clinics, vets, nurses and referral
specialists (named in many scripts, each with a Latin alias, some sharing first names),
suppliers and laboratories, clinical cases, procedures, equipment, audits, rota and clinical
governance meetings, decisions, protocols (concepts), projects, and a staff handbook of
policies and how-tos that shares vocabulary with the questions without answering them. Every
page is active and cites an evidence document (clinical records, minutes, audit reports,
registers) statement by statement. Most of the graph lives in typed frontmatter relations;
some pages also link neighbours inline.

Question kinds:

- `lexical`: the words name the answer's title or an alias;
- `script`: a person asked for by their name in their own script;
- `hop`: the answer is one relation away (either direction) from the page the question
  describes; no distinctive word of the question occurs in any answer's title, aliases or
  body (checked by `_check`);
- `hop2`: the answer is two relations away;
- `paraphrase`: a finding, decision or idea described in words its page does not use.

`relevant` for hop and hop2 is computed by walking the relation list, so it is complete.
`build(seed)` is deterministic for a seed: the seed shifts dates and shuffles document order.
"""

from __future__ import annotations

import json
import random
import re
from datetime import UTC, datetime, timedelta

from bench.retrieval_data import EvalSet, Question
from brain.toolkit.claims import uncited_statements
from brain.toolkit.document import Document, parse_document
from brain.toolkit.validation import validate_document

GROUP = ("tamberlane-group", "Tamberlane Veterinary Group", ["Tamberlane", "TVG"])

# id, title, aliases, two facts
CLINICS = [
    (
        "harrowgate",
        "Harrowgate Veterinary Centre",
        ["Harrowgate"],
        "The flagship first-opinion hospital on the ring road, with twelve consulting rooms "
        "and an on-site pharmacy",
        "A dedicated rabbit and exotics ward opened there in 2023",
    ),
    (
        "millbrook",
        "Millbrook Animal Hospital",
        ["Millbrook"],
        "Housed in a converted wool mill beside the river",
        "It runs the only hydrotherapy pool for canine rehabilitation",
    ),
    (
        "saltmarsh",
        "Saltmarsh Vets",
        ["Saltmarsh"],
        "A two-vet coastal surgery serving the estuary villages",
        "It shares its building with a lifeboat station and keeps a seal-stranding kit",
    ),
    (
        "kestrel-ridge",
        "Kestrel Ridge Clinic",
        ["Kestrel Ridge"],
        "A hill-town surgery doing most of the sheep and smallholder work",
        "It opens a Saturday vaccine drop-in",
    ),
    (
        "ashby-lane",
        "Ashby Lane Surgery",
        ["Ashby Lane"],
        "A small suburban surgery in a former bank building",
        "It hosts the night-time telephone triage desk",
    ),
    (
        "penhallow",
        "Penhallow Referral Hospital",
        ["Penhallow Referrals", "Penhallow"],
        "The specialist referral centre with a CT suite and an intensive care unit",
        "It takes referrals from independent practices as well as from the other sites",
    ),
    (
        "dunmore",
        "Dunmore Equine and Farm Practice",
        ["Dunmore"],
        "An ambulatory practice with a fleet of six vehicles for equine and cattle calls",
        "It keeps its own night rota for calvings",
    ),
    (
        "wrenfield",
        "Wrenfield Cat Clinic",
        ["Wrenfield"],
        "A feline-only surgery with separate waiting areas and silent kennels",
        "It won an award for its low-stress design",
    ),
]

# id, title, aliases, kind, fact
SUPPLIERS = [
    (
        "corvane-diagnostics",
        "Corvane Diagnostics",
        ["Corvane"],
        "lab",
        "Reference laboratory running haematology, biochemistry and endocrine panels with "
        "overnight courier collection",
    ),
    (
        "halsted-pathology",
        "Halsted Pathology Services",
        ["Halsted"],
        "lab",
        "Histopathology and cytology laboratory staffed by board-certified pathologists",
    ),
    (
        "tessaly-microbiology",
        "Tessaly Microbiology Lab",
        ["Tessaly"],
        "lab",
        "Culture and sensitivity testing with a same-week turnaround",
    ),
    (
        "vireo-imaging",
        "Vireo Imaging Ltd",
        ["Vireo"],
        "supplier",
        "Sells and services radiography, ultrasound and CT systems",
    ),
    (
        "ostara-anaesthesia",
        "Ostara Anaesthesia Systems",
        ["Ostara"],
        "supplier",
        "Supplies anaesthesia machines and patient monitors under a five-year service plan",
    ),
    (
        "brightwater-medical",
        "Brightwater Medical Supplies",
        ["Brightwater"],
        "supplier",
        "Wholesaler of consumables, sutures and dressings",
    ),
    (
        "northfell-pharma",
        "Northfell Pharmaceuticals",
        ["Northfell"],
        "supplier",
        "Wholesale pharmacy and controlled drug distributor",
    ),
    (
        "pelham-sterile",
        "Pelham Sterile Services",
        ["Pelham"],
        "supplier",
        "Maintains autoclaves and runs instrument reprocessing",
    ),
    (
        "coralis-ophthalmic",
        "Coralis Ophthalmic",
        ["Coralis"],
        "supplier",
        "Makes phacoemulsification consoles and ophthalmic microscopes",
    ),
    (
        "aeris-gases",
        "Aeris Medical Gases",
        ["Aeris"],
        "supplier",
        "Supplies oxygen cylinders and concentrators",
    ),
]

CLINIC_LINKS = [
    ("harrowgate", "sends_samples_to", "corvane-diagnostics"),
    ("harrowgate", "buys_from", "northfell-pharma"),
    ("millbrook", "sends_samples_to", "corvane-diagnostics"),
    ("saltmarsh", "sends_samples_to", "halsted-pathology"),
    ("penhallow", "sends_samples_to", "halsted-pathology"),
    ("penhallow", "buys_from", "brightwater-medical"),
    ("wrenfield", "sends_samples_to", "tessaly-microbiology"),
    ("kestrel-ridge", "buys_from", "northfell-pharma"),
    ("dunmore", "buys_from", "aeris-gases"),
]

# id, native name, Latin alias, role, clinic, fact
PEOPLE = [
    (
        "siobhan-ni-bhriain",
        "Siobhán Ní Bhriain",
        "Siobhan Ni Bhriain",
        "clinical director",
        "harrowgate",
        "She chairs the clinical governance committee",
    ),
    (
        "mateusz-wojcik",
        "Mateusz Wójcik",
        "Mateusz Wojcik",
        "first-opinion vet",
        "kestrel-ridge",
        "He keeps bees and sells honey at the farmers' market",
    ),
    (
        "ines-faure",
        "Inès Fauré",
        "Ines Faure",
        "referral ophthalmologist",
        "penhallow",
        "She trained at the veterinary school in Toulouse",
    ),
    (
        "jorg-haberle",
        "Jörg Häberle",
        "Jorg Haberle",
        "referral anaesthetist",
        "penhallow",
        "He holds the European diploma in veterinary anaesthesia",
    ),
    (
        "ana-sofia-penalosa",
        "Ana Sofía Peñalosa",
        "Ana Sofia Penalosa",
        "registered veterinary nurse",
        "millbrook",
        "She coaches a five-a-side football team",
    ),
    (
        "anna-kovaleva",
        "Анна Ковалёва",
        "Anna Kovaleva",
        "referral oncologist",
        "penhallow",
        "She moved from a university hospital in Kazan in 2019",
    ),
    (
        "dmitry-sokolov",
        "Дмитрий Соколов",
        "Dmitry Sokolov",
        "first-opinion vet",
        "harrowgate",
        "He leads exotic-pet consults, especially reptiles",
    ),
    (
        "anna-petrova",
        "Анна Петрова",
        "Anna Petrova",
        "practice manager",
        "ashby-lane",
        "She previously managed a dental surgery for humans",
    ),
    (
        "eleni-papadopoulou",
        "Ελένη Παπαδοπούλου",
        "Eleni Papadopoulou",
        "referral cardiologist",
        "penhallow",
        "She published a study on mitral valve disease in cavaliers",
    ),
    (
        "nikos-alexiou",
        "Νίκος Αλεξίου",
        "Nikos Alexiou",
        "registered veterinary nurse",
        "penhallow",
        "He runs the night shifts on the critical care ward",
    ),
    (
        "layla-haddad",
        "ليلى حداد",
        "Layla Haddad",
        "referral soft-tissue surgeon",
        "penhallow",
        "She teaches a laparoscopy course twice a year",
    ),
    (
        "omar-al-fassi",
        "عمر الفاسي",
        "Omar Al-Fassi",
        "first-opinion vet",
        "saltmarsh",
        "He volunteers with the marine mammal rescue network",
    ),
    (
        "noa-levi",
        "נועה לוי",
        "Noa Levi",
        "referral dermatologist",
        "penhallow",
        "She runs an allergy clinic one afternoon a week",
    ),
    (
        "avi-cohen",
        "אבי כהן",
        "Avi Cohen",
        "head nurse",
        "harrowgate",
        "He trains student nurses from the local college",
    ),
    (
        "priya-sharma",
        "प्रिया शर्मा",
        "Priya Sharma",
        "referral orthopaedic surgeon",
        "penhallow",
        "She previously worked at a mixed practice in Pune",
    ),
    (
        "arjun-mehta",
        "अर्जुन मेहता",
        "Arjun Mehta",
        "first-opinion vet",
        "ashby-lane",
        "He writes the monthly client newsletter",
    ),
    (
        "wang-fang",
        "王芳",
        "Wang Fang",
        "referral internal medicine specialist",
        "penhallow",
        "She leads endoscopy lists on Tuesdays",
    ),
    (
        "chen-wei",
        "陈伟",
        "Chen Wei",
        "registered veterinary nurse",
        "wrenfield",
        "He is a certified cat behaviour adviser",
    ),
    (
        "sato-hanako",
        "佐藤 花子",
        "Sato Hanako",
        "referral neurologist",
        "penhallow",
        "She completed a residency in Utrecht",
    ),
    (
        "yamamoto-ken",
        "山本 健",
        "Yamamoto Ken",
        "first-opinion vet",
        "wrenfield",
        "He has a special interest in cat dentistry",
    ),
    (
        "kim-min-ji",
        "김민지",
        "Kim Min-ji",
        "registered veterinary nurse",
        "millbrook",
        "She designs post-operative exercise plans",
    ),
    (
        "park-seo-jun",
        "박서준",
        "Park Seo-jun",
        "radiologist",
        "penhallow",
        "He reports CT scans remotely for the other sites",
    ),
    (
        "abebe-tessema",
        "አበበ ተሰማ",
        "Abebe Tessema",
        "first-opinion vet",
        "dunmore",
        "He grew up on a cattle farm near Debre Zeit",
    ),
    (
        "selam-gebre",
        "ሰላም ገብሬ",
        "Selam Gebre",
        "registered veterinary nurse",
        "saltmarsh",
        "She trained in Addis Ababa before moving to the coast",
    ),
    (
        "priya-nair",
        "Priya Nair",
        "P. Nair",
        "first-opinion vet",
        "millbrook",
        "She was formerly a greyhound racing track vet",
    ),
    (
        "omar-sheikh",
        "Omar Sheikh",
        "O. Sheikh",
        "practice manager",
        "penhallow",
        "He negotiates the supplier contracts",
    ),
    (
        "noa-friedman",
        "Noa Friedman",
        "N. Friedman",
        "registered veterinary nurse",
        "kestrel-ridge",
        "She runs lambing-season night cover",
    ),
    (
        "tomas-o-ceallaigh",
        "Tomás Ó Ceallaigh",
        "Tomas O Ceallaigh",
        "first-opinion vet",
        "dunmore",
        "He holds an equine dentistry certificate",
    ),
    (
        "ngozi-okafor",
        "Ngozi Okafor",
        "N. Okafor",
        "head of quality and audit",
        "harrowgate",
        "She was formerly an NHS clinical auditor",
    ),
    (
        "bjorn-lindqvist",
        "Björn Lindqvist",
        "Bjorn Lindqvist",
        "referral emergency and critical care specialist",
        "penhallow",
        "He formerly ran an emergency clinic in Gothenburg",
    ),
    (
        "chiara-bellandi",
        "Chiara Bellandi",
        "C. Bellandi",
        "first-opinion vet",
        "harrowgate",
        "She speaks at shelter medicine conferences",
    ),
    (
        "kwame-asante",
        "Kwame Asante",
        "K. Asante",
        "registered veterinary nurse",
        "ashby-lane",
        "He holds an anaesthesia nursing certificate",
    ),
    (
        "eleni-markou",
        "Ελένη Μάρκου",
        "Eleni Markou",
        "dispensary lead",
        "harrowgate",
        "She manages the dispensary stock system",
    ),
    (
        "fatima-benali",
        "فاطمة بنعلي",
        "Fatima Benali",
        "first-opinion vet",
        "saltmarsh",
        "She is a part-time lecturer in animal welfare law",
    ),
    (
        "rahul-verma",
        "राहुल वर्मा",
        "Rahul Verma",
        "IT and systems lead",
        "ashby-lane",
        "He migrated the clinics from paper kennel cards",
    ),
    (
        "li-na",
        "李娜",
        "Li Na",
        "registered veterinary nurse",
        "penhallow",
        "She is the theatre nurse who keeps the instrument tray inventory",
    ),
    (
        "ewa-dabrowska",
        "Ewa Dąbrowska",
        "Ewa Dabrowska",
        "first-opinion vet",
        "wrenfield",
        "She runs senior-cat wellness checks",
    ),
    (
        "hamish-macleod",
        "Hamish MacLeod",
        "H. MacLeod",
        "group medical director",
        "harrowgate",
        "He sits on the group board",
    ),
    (
        "olusegun-adeyemi",
        "Olusegun Adeyemi",
        "Segun Adeyemi",
        "registered veterinary nurse",
        "dunmore",
        "He drives the ambulatory pharmacy van",
    ),
    (
        "tanaka-mei",
        "田中 芽衣",
        "Tanaka Mei",
        "registered veterinary nurse",
        "wrenfield",
        "She organises the annual nurse conference",
    ),
    (
        "dang-thu-ha",
        "Đặng Thu Hà",
        "Dang Thu Ha",
        "first-opinion vet",
        "kestrel-ridge",
        "She competes in fell running races",
    ),
    (
        "ceren-yildiz",
        "Ceren Yıldız",
        "Ceren Yildiz",
        "locum coordinator",
        "ashby-lane",
        "She books locums to fill out-of-hours gaps",
    ),
]

REPORTS_TO = [
    ("siobhan-ni-bhriain", "hamish-macleod"),
    ("ngozi-okafor", "hamish-macleod"),
    ("omar-sheikh", "hamish-macleod"),
    ("anna-petrova", "omar-sheikh"),
    ("ceren-yildiz", "anna-petrova"),
    ("rahul-verma", "omar-sheikh"),
    ("eleni-markou", "siobhan-ni-bhriain"),
    ("avi-cohen", "siobhan-ni-bhriain"),
]

# id, title, aliases, body, equipment, protocols
PROCEDURES = [
    (
        "tplo",
        "Tibial plateau levelling osteotomy",
        ["TPLO"],
        "Cuts and rotates the top of the shin bone so the knee is stable without its ligament",
        ["vireo-cr40", "sentra-m5"],
        ["surgical-checklist", "antibiotic-stewardship", "pain-scoring"],
    ),
    (
        "splenectomy",
        "Splenectomy",
        [],
        "Removal of the spleen, usually for bleeding masses or trauma",
        ["hs7-harmonic-scalpel", "ostara-av9"],
        ["surgical-checklist"],
    ),
    (
        "dental-extraction",
        "Dental extraction under general anaesthesia",
        [],
        "Removal of diseased teeth with sectioning and gum flaps",
        ["dxr2-dental-xray", "ostara-av9"],
        ["dental-radiography", "anaesthetic-monitoring"],
    ),
    (
        "echocardiography",
        "Echocardiography",
        ["echo"],
        "Ultrasound examination of the heart chambers and valves",
        ["vireo-lumen"],
        ["feline-handling"],
    ),
    (
        "phacoemulsification",
        "Cataract phacoemulsification",
        ["phaco"],
        "Breaking up and aspirating a cloudy lens, then implanting an artificial one",
        ["coralis-p2"],
        ["anaesthetic-monitoring"],
    ),
    (
        "hemilaminectomy",
        "Hemilaminectomy",
        [],
        "Removing part of a vertebra to relieve pressure from a herniated disc on the spinal cord",
        ["ardent-ct16"],
        ["pain-scoring", "surgical-checklist"],
    ),
    (
        "mct-excision",
        "Mast cell tumour excision",
        [],
        "Wide-margin removal of a skin tumour with histology of the margins",
        ["hs7-harmonic-scalpel"],
        ["surgical-checklist"],
    ),
    (
        "cystotomy",
        "Cystotomy",
        [],
        "Opening the bladder to remove stones",
        ["sentra-m5"],
        ["antibiotic-stewardship"],
    ),
    (
        "endoscopic-retrieval",
        "Endoscopic foreign body retrieval",
        [],
        "Retrieving swallowed objects through a flexible scope without opening the abdomen",
        ["fg110-gastroscope"],
        ["anaesthetic-monitoring"],
    ),
    (
        "blood-transfusion",
        "Whole blood transfusion",
        [],
        "Giving donor blood after typing and cross-matching",
        ["bb60-blood-fridge"],
        ["cross-matching"],
    ),
    (
        "enucleation",
        "Enucleation",
        [],
        "Surgical removal of an eye that cannot be saved",
        ["sentra-m5"],
        ["pain-scoring"],
    ),
    (
        "thyroidectomy",
        "Thyroidectomy",
        [],
        "Removing an overactive thyroid gland while sparing the parathyroids",
        ["hs7-harmonic-scalpel"],
        ["fluid-charting"],
    ),
    (
        "teca",
        "Total ear canal ablation",
        ["TECA"],
        "Removing the whole ear canal when chronic disease cannot be controlled",
        ["ostara-av9"],
        ["pain-scoring", "antibiotic-stewardship"],
    ),
    (
        "caesarean",
        "Caesarean section",
        ["C-section"],
        "Delivering puppies or kittens surgically when labour stalls",
        ["aeris-10"],
        ["anaesthetic-monitoring"],
    ),
]

# id, title, aliases, body, clinic, maintainer
EQUIPMENT = [
    (
        "ostara-av9",
        "Ostara AV-9 anaesthesia workstation",
        ["AV-9"],
        "Ventilator-equipped machine with integrated gas monitoring",
        "penhallow",
        "ostara-anaesthesia",
    ),
    (
        "vireo-cr40",
        "Vireo CR-40 digital radiography unit",
        ["CR-40"],
        "Ceiling-mounted tube with wireless plates",
        "harrowgate",
        "vireo-imaging",
    ),
    (
        "vireo-lumen",
        "Vireo Lumen ultrasound scanner",
        ["Lumen"],
        "Portable cart with a cardiac phased-array probe",
        "penhallow",
        "vireo-imaging",
    ),
    (
        "coralis-p2",
        "Coralis P2 phaco console",
        ["P2 console"],
        "Dual-pump console with foot pedal control",
        "penhallow",
        "coralis-ophthalmic",
    ),
    (
        "hs7-harmonic-scalpel",
        "HS-7 harmonic scalpel",
        ["HS-7"],
        "Ultrasonic cutting and sealing device with single-use hand pieces",
        "penhallow",
        "brightwater-medical",
    ),
    (
        "dxr2-dental-xray",
        "DXR-2 dental X-ray generator",
        ["DXR-2"],
        "Wall-arm intraoral generator with sensor plates",
        "wrenfield",
        "vireo-imaging",
    ),
    (
        "fg110-gastroscope",
        "FG-110 flexible gastroscope",
        ["FG-110"],
        "Video endoscope with a 2.8 mm working channel",
        "penhallow",
        "pelham-sterile",
    ),
    (
        "bb60-blood-fridge",
        "BB-60 blood bank refrigerator",
        ["BB-60"],
        "Alarmed fridge holding donor units at four degrees",
        "penhallow",
        "brightwater-medical",
    ),
    (
        "sentra-m5",
        "Sentra M5 patient monitor",
        ["Sentra M5"],
        "Tracks capnography, pulse oximetry and blood pressure",
        "ashby-lane",
        "ostara-anaesthesia",
    ),
    (
        "ardent-ct16",
        "Ardent 16-slice CT scanner",
        ["Ardent CT"],
        "Installed in 2022 in a shielded room",
        "penhallow",
        "vireo-imaging",
    ),
    (
        "pelham-a300",
        "Pelham A-300 autoclave",
        ["A-300"],
        "Vacuum steam steriliser for instrument packs",
        "harrowgate",
        "pelham-sterile",
    ),
    (
        "aeris-10",
        "Aeris 10 oxygen concentrator",
        ["Aeris 10"],
        "Backup oxygen supply for theatre and the kennels",
        "millbrook",
        "aeris-gases",
    ),
    (
        "corvane-hx",
        "Corvane HX haematology analyser",
        ["HX analyser"],
        "In-house blood count analyser leased from the lab",
        "harrowgate",
        "corvane-diagnostics",
    ),
    (
        "aquapace",
        "Aquapace underwater treadmill",
        ["Aquapace"],
        "Water treadmill used for post-surgical rehabilitation",
        "millbrook",
        "brightwater-medical",
    ),
    (
        "px5-portable-xray",
        "PX-5 portable X-ray unit",
        ["PX-5"],
        "Battery-powered unit for radiographs of horse limbs on yards",
        "dunmore",
        "vireo-imaging",
    ),
]

# id, title, aliases, body, owner
PROTOCOLS = [
    (
        "antibiotic-stewardship",
        "Perioperative antibiotic stewardship",
        ["antibiotic policy"],
        "Antibiotics are given within an hour before incision and stopped within a day unless "
        "infection is confirmed",
        "layla-haddad",
    ),
    (
        "controlled-drugs-register",
        "Controlled drugs register",
        ["CD register"],
        "Every opioid and ketamine dose is logged with two signatures and reconciled weekly",
        "eleni-markou",
    ),
    (
        "anaesthetic-monitoring",
        "Anaesthetic monitoring standard",
        [],
        "A trained person watches each anaesthetised patient and records vital signs every "
        "five minutes",
        "jorg-haberle",
    ),
    (
        "triage-codes",
        "Triage colour codes",
        [],
        "Arrivals are sorted red, amber or green by urgency at the front desk",
        "bjorn-lindqvist",
    ),
    (
        "cross-matching",
        "Blood transfusion cross-matching",
        [],
        "Donor and recipient blood are typed and cross-matched before any second transfusion",
        "bjorn-lindqvist",
    ),
    (
        "dental-radiography",
        "Dental radiography protocol",
        [],
        "Full-mouth radiographs are taken before any extraction",
        "yamamoto-ken",
    ),
    (
        "feline-handling",
        "Feline-friendly handling",
        [],
        "Cats are handled with towels, minimal restraint and pheromone-sprayed rooms",
        "chen-wei",
    ),
    (
        "euthanasia-consent",
        "Euthanasia consent pathway",
        [],
        "Owners sign a consent form and are offered a quiet room and aftercare choices",
        "siobhan-ni-bhriain",
    ),
    (
        "pain-scoring",
        "Post-operative pain scoring",
        [],
        "Patients are scored on the Glasgow composite scale every four hours after surgery",
        "kim-min-ji",
    ),
    (
        "isolation-nursing",
        "Isolation ward barrier nursing",
        [],
        "Infectious patients are nursed in a separate ward with gowns, gloves and footbaths",
        "nikos-alexiou",
    ),
    (
        "surgical-checklist",
        "Surgical safety checklist",
        [],
        "A sign-in, time-out and sign-out are read aloud for every operation",
        "li-na",
    ),
    (
        "fluid-charting",
        "Fluid therapy charting",
        [],
        "Fluid rates, ins and outs are charted hourly on hospitalised patients",
        "kwame-asante",
    ),
]

# num, pet, breed, presentation, clinic, vet, nurse, referred_to, lab, procedures, imaging
CASES = [
    (
        101,
        "Bramble",
        "border collie",
        "was hit by a car on a farm track and bled into the abdomen from a ruptured spleen",
        "kestrel-ridge",
        "mateusz-wojcik",
        "noa-friedman",
        "layla-haddad",
        "corvane-diagnostics",
        ["splenectomy", "blood-transfusion"],
        None,
    ),
    (
        102,
        "Mochi",
        "ragdoll",
        "went suddenly blind from very high blood pressure",
        "wrenfield",
        "yamamoto-ken",
        "chen-wei",
        "ines-faure",
        "corvane-diagnostics",
        [],
        None,
    ),
    (
        103,
        "Biscuit",
        "labrador",
        "went lame on the right hind from a torn knee ligament",
        "millbrook",
        "priya-nair",
        "kim-min-ji",
        "priya-sharma",
        None,
        ["tplo"],
        None,
    ),
    (
        104,
        "Pepper",
        "miniature schnauzer",
        "swallowed a corn cob that lodged in the stomach",
        "harrowgate",
        "dmitry-sokolov",
        "avi-cohen",
        "wang-fang",
        None,
        ["endoscopic-retrieval"],
        None,
    ),
    (
        105,
        "Luna",
        "cavalier king charles spaniel",
        "has a heart murmur and coughs at night",
        "ashby-lane",
        "arjun-mehta",
        "kwame-asante",
        "eleni-papadopoulou",
        "corvane-diagnostics",
        ["echocardiography"],
        None,
    ),
    (
        106,
        "Jasper",
        "dachshund",
        "lost the use of both back legs from a slipped disc",
        "harrowgate",
        "chiara-bellandi",
        "avi-cohen",
        "sato-hanako",
        None,
        ["hemilaminectomy"],
        "park-seo-jun",
    ),
    (
        107,
        "Willow",
        "boxer",
        "had a lump on the flank diagnosed as a mast cell tumour",
        "saltmarsh",
        "omar-al-fassi",
        "selam-gebre",
        "anna-kovaleva",
        "halsted-pathology",
        ["mct-excision"],
        None,
    ),
    (
        108,
        "Toffee",
        "lop rabbit",
        "stopped eating because of overgrown molar spurs",
        "harrowgate",
        "dmitry-sokolov",
        "avi-cohen",
        None,
        None,
        ["dental-extraction"],
        None,
    ),
    (
        109,
        "Saffron",
        "Persian",
        "strains to pass urine because of recurrent bladder stones",
        "wrenfield",
        "ewa-dabrowska",
        "tanaka-mei",
        None,
        "tessaly-microbiology",
        ["cystotomy"],
        None,
    ),
    (
        110,
        "Duke",
        "German shepherd",
        "has chronic itchy ears that failed medical treatment",
        "ashby-lane",
        "arjun-mehta",
        "kwame-asante",
        "noa-levi",
        "tessaly-microbiology",
        ["teca"],
        None,
    ),
    (
        111,
        "Nala",
        "Staffordshire bull terrier",
        "had an obstructed labour with two puppies stuck",
        "millbrook",
        "priya-nair",
        "ana-sofia-penalosa",
        None,
        None,
        ["caesarean"],
        None,
    ),
    (
        112,
        "Smokey",
        "domestic shorthair",
        "lost weight with a racing heart from an overactive thyroid",
        "wrenfield",
        "yamamoto-ken",
        "chen-wei",
        None,
        "corvane-diagnostics",
        ["thyroidectomy"],
        None,
    ),
    (
        113,
        "Pip",
        "jack russell terrier",
        "had an eye prolapse after a fight with another dog",
        "saltmarsh",
        "fatima-benali",
        "selam-gebre",
        None,
        None,
        ["enucleation"],
        None,
    ),
    (
        114,
        "Hazel",
        "springer spaniel",
        "developed a cloudy lens from a diabetic cataract",
        "kestrel-ridge",
        "dang-thu-ha",
        "noa-friedman",
        "ines-faure",
        "corvane-diagnostics",
        ["phacoemulsification"],
        None,
    ),
    (
        115,
        "Thunder",
        "thoroughbred gelding",
        "had colic after a change of hay",
        "dunmore",
        "abebe-tessema",
        "olusegun-adeyemi",
        None,
        "corvane-diagnostics",
        [],
        None,
    ),
    (
        116,
        "Clover",
        "Jersey cow",
        "had a left displaced abomasum after calving",
        "dunmore",
        "tomas-o-ceallaigh",
        "olusegun-adeyemi",
        None,
        None,
        [],
        None,
    ),
    (
        117,
        "Rolo",
        "greyhound",
        "bled heavily after a routine toe amputation and needed donor blood",
        "millbrook",
        "priya-nair",
        "kim-min-ji",
        "bjorn-lindqvist",
        "corvane-diagnostics",
        ["blood-transfusion"],
        None,
    ),
    (
        118,
        "Ziggy",
        "bearded dragon",
        "was egg-bound and lethargic",
        "harrowgate",
        "dmitry-sokolov",
        "avi-cohen",
        None,
        None,
        [],
        None,
    ),
    (
        119,
        "Maple",
        "golden retriever",
        "limped on a foreleg with a bone tumour on the x-ray",
        "ashby-lane",
        "arjun-mehta",
        "kwame-asante",
        "anna-kovaleva",
        "halsted-pathology",
        [],
        "park-seo-jun",
    ),
    (
        120,
        "Oscar",
        "Maine coon",
        "collapsed with thickened heart muscle",
        "wrenfield",
        "ewa-dabrowska",
        "tanaka-mei",
        "eleni-papadopoulou",
        None,
        ["echocardiography"],
        None,
    ),
    (
        121,
        "Bella",
        "cocker spaniel",
        "had dry eye and a painful ulcer on the cornea",
        "harrowgate",
        "chiara-bellandi",
        "avi-cohen",
        "ines-faure",
        None,
        [],
        None,
    ),
    (
        122,
        "Koda",
        "husky",
        "ate a sock that blocked the small intestine",
        "kestrel-ridge",
        "mateusz-wojcik",
        "noa-friedman",
        "layla-haddad",
        None,
        ["endoscopic-retrieval"],
        None,
    ),
    (
        123,
        "Fern",
        "Texel ewe",
        "had twin lamb disease late in pregnancy",
        "kestrel-ridge",
        "dang-thu-ha",
        "noa-friedman",
        None,
        "corvane-diagnostics",
        [],
        None,
    ),
    (
        124,
        "Archie",
        "west highland terrier",
        "had itchy paws and a skin infection from atopic dermatitis",
        "saltmarsh",
        "fatima-benali",
        "selam-gebre",
        "noa-levi",
        "tessaly-microbiology",
        [],
        None,
    ),
    (
        125,
        "Misty",
        "grey seal pup",
        "was found stranded on the beach underweight",
        "saltmarsh",
        "omar-al-fassi",
        "selam-gebre",
        None,
        None,
        [],
        None,
    ),
    (
        126,
        "Bruno",
        "rottweiler",
        "arrested under anaesthesia during a routine dental",
        "ashby-lane",
        "arjun-mehta",
        "kwame-asante",
        None,
        None,
        ["dental-extraction"],
        None,
    ),
    (
        127,
        "Poppy",
        "pug",
        "had a breathing crisis on a hot day from a narrow airway",
        "millbrook",
        "priya-nair",
        "ana-sofia-penalosa",
        "layla-haddad",
        None,
        [],
        None,
    ),
    (
        128,
        "Gizmo",
        "ferret",
        "lost hair from an adrenal gland tumour",
        "harrowgate",
        "dmitry-sokolov",
        "avi-cohen",
        None,
        "halsted-pathology",
        [],
        None,
    ),
    (
        129,
        "Storm",
        "Irish wolfhound",
        "came in with a stomach that twisted overnight",
        "penhallow",
        "bjorn-lindqvist",
        "nikos-alexiou",
        None,
        "corvane-diagnostics",
        [],
        None,
    ),
    (
        130,
        "Tilly",
        "border terrier",
        "started having seizures at the age of two",
        "kestrel-ridge",
        "mateusz-wojcik",
        "noa-friedman",
        "sato-hanako",
        None,
        [],
        "park-seo-jun",
    ),
]

# id, title, finding, clinic, conducted_by, protocol
AUDITS = [
    (
        "audit-cd-saltmarsh",
        "Controlled drugs reconciliation audit, Saltmarsh",
        "Three methadone entries were missing a second signature over a quarter",
        "saltmarsh",
        "ngozi-okafor",
        "controlled-drugs-register",
    ),
    (
        "audit-antibiotics-q1",
        "Antibiotic prescribing audit, first quarter",
        "Forty-one percent of clean orthopaedic surgeries received antibiotics beyond 24 hours",
        "penhallow",
        "ngozi-okafor",
        "antibiotic-stewardship",
    ),
    (
        "audit-anaesthetic-ashby",
        "Anaesthetic record audit, Ashby Lane",
        "Half the anaesthetic charts had gaps longer than fifteen minutes in recorded vitals",
        "ashby-lane",
        "jorg-haberle",
        "anaesthetic-monitoring",
    ),
    (
        "audit-checklist",
        "Surgical checklist compliance audit",
        "The time-out step was skipped in one operation in five",
        "penhallow",
        "ngozi-okafor",
        "surgical-checklist",
    ),
    (
        "audit-pain-millbrook",
        "Pain scoring audit, Millbrook",
        "Pain scores were recorded for most patients overnight but rarely acted on",
        "millbrook",
        "kim-min-ji",
        "pain-scoring",
    ),
    (
        "audit-dental-wrenfield",
        "Dental radiograph audit, Wrenfield",
        "Every extraction had pre-operative radiographs, but few had post-extraction films",
        "wrenfield",
        "yamamoto-ken",
        "dental-radiography",
    ),
    (
        "audit-isolation",
        "Isolation ward infection control audit",
        "Footbath disinfectant was found diluted below strength on two spot checks",
        "penhallow",
        "nikos-alexiou",
        "isolation-nursing",
    ),
    (
        "audit-triage-calls",
        "Out-of-hours triage call audit",
        "Median callback time to worried owners was twenty-two minutes",
        "ashby-lane",
        "bjorn-lindqvist",
        "triage-codes",
    ),
    (
        "audit-euthanasia-forms",
        "Euthanasia consent form audit",
        "Consent forms lacked the aftercare choice in a fifth of cases",
        "harrowgate",
        "siobhan-ni-bhriain",
        "euthanasia-consent",
    ),
    (
        "audit-fluids-kestrel",
        "Fluid chart audit, Kestrel Ridge",
        "Hourly urine output was missing on most overnight charts",
        "kestrel-ridge",
        "noa-friedman",
        "fluid-charting",
    ),
]

# id, title, body, signed_off_by, amends, prompted_by
DECISIONS = [
    (
        "decision-cd-handover",
        "Decision: second signature checked at every shift change",
        "From May, the outgoing and incoming nurse jointly check the opioid book at handover",
        "hamish-macleod",
        "controlled-drugs-register",
        "audit-cd-saltmarsh",
    ),
    (
        "decision-stop-antibiotics",
        "Decision: stop routine antibiotics after clean orthopaedic surgery",
        "Clean orthopaedic patients get a single pre-incision dose and nothing afterwards "
        "unless infection is proven",
        "siobhan-ni-bhriain",
        "antibiotic-stewardship",
        "audit-antibiotics-q1",
    ),
    (
        "decision-anaesthesia-nurse",
        "Decision: dedicated nurse for every general anaesthetic",
        "No general anaesthetic may begin without a nurse whose only task is monitoring",
        "hamish-macleod",
        "anaesthetic-monitoring",
        "audit-anaesthetic-ashby",
    ),
    (
        "decision-time-out",
        "Decision: surgeon may not cut before the time-out",
        "The theatre nurse holds the scalpel until the time-out is read aloud",
        "siobhan-ni-bhriain",
        "surgical-checklist",
        "audit-checklist",
    ),
    (
        "decision-ooh-penhallow",
        "Decision: centralise out-of-hours cover at Penhallow",
        "Night and weekend emergencies for all small-animal surgeries move to the referral "
        "hospital",
        "hamish-macleod",
        None,
        None,
    ),
    (
        "decision-blood-bank",
        "Decision: build a group blood donor bank",
        "Staff and client dogs are recruited as registered blood donors, with units stored "
        "centrally",
        "hamish-macleod",
        "cross-matching",
        None,
    ),
    (
        "decision-post-extraction-films",
        "Decision: post-extraction radiographs become mandatory",
        "A film after every extraction confirms that no root remnants are left",
        "siobhan-ni-bhriain",
        "dental-radiography",
        "audit-dental-wrenfield",
    ),
    (
        "decision-footbath-sachets",
        "Decision: switch footbath disinfectant to sachets",
        "Pre-measured sachets replace mixing disinfectant by eye",
        "omar-sheikh",
        "isolation-nursing",
        "audit-isolation",
    ),
    (
        "decision-amber-callback",
        "Decision: callback within ten minutes for amber calls",
        "Amber-coded phone calls must be returned within ten minutes, with a second nurse on "
        "the phone from 7pm",
        "siobhan-ni-bhriain",
        "triage-codes",
        "audit-triage-calls",
    ),
    (
        "decision-rota-tool",
        "Decision: replace the rota spreadsheet with RotaWise",
        "The group will buy a rota tool and retire the shared spreadsheet by autumn",
        "omar-sheikh",
        None,
        None,
    ),
    (
        "decision-cat-only-hours",
        "Decision: cat-only consulting hours at Harrowgate",
        "Tuesday and Thursday mornings at Harrowgate are reserved for cats",
        "siobhan-ni-bhriain",
        "feline-handling",
        None,
    ),
    (
        "decision-aftercare-choice",
        "Decision: aftercare choice added to the consent form",
        "The form now asks owners to choose communal, individual or home burial before signing",
        "siobhan-ni-bhriain",
        "euthanasia-consent",
        "audit-euthanasia-forms",
    ),
    (
        "decision-ct-remote",
        "Decision: CT reports within 24 hours via remote reading",
        "Scans from any site are read remotely by the imaging team the next day",
        "hamish-macleod",
        None,
        None,
    ),
    (
        "decision-urine-output",
        "Decision: urine output box on overnight charts",
        "Overnight charts gain a mandatory box for hourly urine volume",
        "siobhan-ni-bhriain",
        "fluid-charting",
        "audit-fluids-kestrel",
    ),
    (
        "decision-pain-six",
        "Decision: six or above pages the duty vet",
        "Any patient at or above six on the Glasgow scale now triggers an immediate call to the "
        "duty vet",
        "siobhan-ni-bhriain",
        "pain-scoring",
        "audit-pain-millbrook",
    ),
]

# id, title, body, chair, attendees, clinic, reviewed, resulted_in, project
MEETINGS = [
    (
        "gov-meeting-january",
        "Clinical governance meeting, January",
        "Reviewed the quarter's controlled drug discrepancies and the antibiotic audit",
        "siobhan-ni-bhriain",
        ["ngozi-okafor", "eleni-markou", "layla-haddad", "avi-cohen"],
        "harrowgate",
        ["audit-cd-saltmarsh", "audit-antibiotics-q1"],
        ["decision-cd-handover", "decision-stop-antibiotics"],
        None,
    ),
    (
        "mm-round-anaesthetic-death",
        "Morbidity and mortality round: anaesthetic death",
        "Walked through the timeline of a dental patient who arrested under anaesthesia",
        "jorg-haberle",
        ["arjun-mehta", "kwame-asante", "siobhan-ni-bhriain"],
        "ashby-lane",
        ["case-24-126", "audit-anaesthetic-ashby"],
        ["decision-anaesthesia-nurse"],
        None,
    ),
    (
        "gov-meeting-april",
        "Clinical governance meeting, April",
        "Discussed theatre time-outs and post-extraction films",
        "siobhan-ni-bhriain",
        ["li-na", "yamamoto-ken", "ngozi-okafor"],
        "penhallow",
        ["audit-checklist", "audit-dental-wrenfield"],
        ["decision-time-out", "decision-post-extraction-films"],
        None,
    ),
    (
        "rota-winter-cover",
        "Rota meeting: winter out-of-hours cover",
        "Agreed how nights and weekends are staffed from November to February",
        "anna-petrova",
        ["ceren-yildiz", "arjun-mehta", "bjorn-lindqvist", "omar-sheikh"],
        "ashby-lane",
        [],
        ["decision-ooh-penhallow"],
        None,
    ),
    (
        "rota-lambing-cover",
        "Rota meeting: lambing season cover",
        "Planned extra night visits for March and April on the hill farms",
        "mateusz-wojcik",
        ["noa-friedman", "dang-thu-ha", "abebe-tessema"],
        "kestrel-ridge",
        [],
        [],
        None,
    ),
    (
        "blood-bank-kickoff",
        "Blood bank project kickoff",
        "Scoped donor recruitment, storage and typing kits",
        "bjorn-lindqvist",
        ["li-na", "omar-sheikh", "priya-nair"],
        "penhallow",
        ["case-24-117"],
        ["decision-blood-bank"],
        "project-blood-bank",
    ),
    (
        "infection-control-committee",
        "Infection control committee",
        "Went through spot-check results from the isolation ward",
        "nikos-alexiou",
        ["ngozi-okafor", "li-na"],
        "penhallow",
        ["audit-isolation"],
        ["decision-footbath-sachets"],
        None,
    ),
    (
        "triage-review-huddle",
        "Triage review huddle",
        "Looked at how long worried owners wait for a call back at night",
        "bjorn-lindqvist",
        ["arjun-mehta", "kwame-asante", "ceren-yildiz"],
        "ashby-lane",
        ["audit-triage-calls"],
        ["decision-amber-callback"],
        None,
    ),
    (
        "rota-software-selection",
        "Rota software selection meeting",
        "Compared three vendors' products against the current spreadsheet",
        "omar-sheikh",
        ["anna-petrova", "rahul-verma", "ceren-yildiz"],
        "ashby-lane",
        [],
        ["decision-rota-tool"],
        "project-rota-migration",
    ),
    (
        "cat-friendly-working-group",
        "Cat-friendly working group",
        "Planned cat-only sessions and waiting room changes",
        "chen-wei",
        ["yamamoto-ken", "ewa-dabrowska", "tanaka-mei"],
        "wrenfield",
        [],
        ["decision-cat-only-hours"],
        "project-cat-friendly",
    ),
    (
        "gov-meeting-july",
        "Clinical governance meeting, July",
        "Consent paperwork and overnight fluid charts were the main items",
        "siobhan-ni-bhriain",
        ["ngozi-okafor", "noa-friedman", "avi-cohen"],
        "harrowgate",
        ["audit-euthanasia-forms", "audit-fluids-kestrel"],
        ["decision-aftercare-choice", "decision-urine-output"],
        None,
    ),
    (
        "imaging-network-meeting",
        "Imaging network meeting",
        "Agreed turnaround targets for scans sent in from elsewhere",
        "park-seo-jun",
        ["hamish-macleod", "sato-hanako", "anna-kovaleva"],
        "penhallow",
        ["case-24-119"],
        ["decision-ct-remote"],
        "project-ct-pathway",
    ),
    (
        "mm-round-splenic-bleed",
        "Morbidity and mortality round: splenic bleed",
        "Discussed delays moving a trauma patient from a hill surgery to theatre",
        "layla-haddad",
        ["mateusz-wojcik", "noa-friedman", "bjorn-lindqvist"],
        "penhallow",
        ["case-24-101"],
        [],
        None,
    ),
    (
        "oncology-board-spring",
        "Oncology board, spring",
        "Multidisciplinary review of new cancer referrals",
        "anna-kovaleva",
        ["park-seo-jun", "layla-haddad", "wang-fang"],
        "penhallow",
        ["case-24-107", "case-24-119", "case-24-128"],
        [],
        None,
    ),
    (
        "rota-summer-leave",
        "Rota meeting: summer leave",
        "Balanced holiday requests against minimum staffing per site",
        "anna-petrova",
        ["ceren-yildiz", "avi-cohen", "tanaka-mei"],
        "harrowgate",
        [],
        [],
        None,
    ),
    (
        "pain-scoring-review",
        "Pain scoring review",
        "Nurses went through why high scores were not followed by analgesia",
        "kim-min-ji",
        ["ana-sofia-penalosa", "priya-nair"],
        "millbrook",
        ["audit-pain-millbrook"],
        ["decision-pain-six"],
        None,
    ),
    (
        "board-meeting-q2",
        "Group board meeting, second quarter",
        "Approved capital spend on imaging and the blood bank",
        "hamish-macleod",
        ["omar-sheikh", "siobhan-ni-bhriain", "anna-petrova"],
        "harrowgate",
        [],
        [],
        None,
    ),
]

# id, title, aliases, body, lead, team, sites, equipment
PROJECTS = [
    (
        "project-blood-bank",
        "Group blood bank",
        ["Blood bank project"],
        "Builds a central stock of canine blood from registered donors",
        "bjorn-lindqvist",
        ["li-na", "priya-nair"],
        ["penhallow"],
        ["bb60-blood-fridge"],
    ),
    (
        "project-stewardship-dashboard",
        "Antibiotic stewardship dashboard",
        [],
        "Monthly charts of antibiotic use per vet and per procedure",
        "ngozi-okafor",
        ["rahul-verma", "wang-fang"],
        [],
        [],
    ),
    (
        "project-ct-pathway",
        "CT referral pathway",
        [],
        "Lets other sites book CT slots and receive reports the next day",
        "park-seo-jun",
        ["rahul-verma", "sato-hanako"],
        ["penhallow"],
        ["ardent-ct16"],
    ),
    (
        "project-cat-friendly",
        "Cat-friendly accreditation drive",
        [],
        "Aims for gold accreditation everywhere cats are seen",
        "chen-wei",
        ["ewa-dabrowska", "tanaka-mei"],
        ["wrenfield", "harrowgate"],
        [],
    ),
    (
        "project-rota-migration",
        "Rota software migration",
        [],
        "Moves all shift planning into a scheduling tool",
        "rahul-verma",
        ["anna-petrova", "ceren-yildiz"],
        [],
        [],
    ),
    (
        "project-dental-upgrade",
        "Dental radiography upgrade",
        [],
        "Puts a dental X-ray generator in every small-animal surgery",
        "yamamoto-ken",
        [],
        ["wrenfield"],
        ["dxr2-dental-xray"],
    ),
    (
        "project-rehab-service",
        "Rehabilitation service launch",
        [],
        "Offers physiotherapy and water treadmill sessions after orthopaedic surgery",
        "kim-min-ji",
        ["ana-sofia-penalosa", "priya-sharma"],
        ["millbrook"],
        ["aquapace"],
    ),
]

# id, title, two statements, protocol
HANDBOOK = [
    (
        "howto-refer-to-penhallow",
        "How to refer a patient to Penhallow",
        "Fill in the referral form and attach the clinical history and any images",
        "The referral desk confirms an appointment within one working day",
        None,
    ),
    (
        "howto-book-ct",
        "How to book a CT scan",
        "CT slots are requested through the booking page with the clinical question stated",
        "Sedation and fasting instructions are sent to the owner by the front desk",
        None,
    ),
    (
        "howto-external-lab",
        "How to request an external lab test",
        "Choose the lab on the request form and label the sample with the patient number",
        "Samples for overnight courier collection must be bagged by 5pm",
        None,
    ),
    (
        "policy-cd-signatures",
        "Policy: who may sign the controlled drugs register",
        "Only registered vets and nurses may sign, and never for a dose they did not witness",
        "Students may observe but never countersign",
        "controlled-drugs-register",
    ),
    (
        "howto-chair-governance",
        "How to chair a governance meeting",
        "Circulate the agenda and audit papers a week before and keep to time",
        "Record each decision with its owner and a review date",
        None,
    ),
    (
        "howto-mm-writeup",
        "How to write up a morbidity and mortality case",
        "Describe the timeline without blame and list contributing factors",
        "Send the draft to the chair two days before the round",
        None,
    ),
    (
        "policy-rota-swaps",
        "Policy: rota swaps and shift cover",
        "Swaps need the agreement of both staff members and the practice manager",
        "Nobody may work more than three nights in a row",
        None,
    ),
    (
        "howto-equipment-faults",
        "How to log equipment faults",
        "Faults are logged in the asset system with the serial number and a photo",
        "Label faulty kit out of use until the service engineer has checked it",
        None,
    ),
    (
        "policy-supplier-prices",
        "Policy: supplier price changes",
        "Price rises above five percent go to the practice manager before any order",
        "Preferred suppliers are reviewed every two years",
        None,
    ),
    (
        "howto-run-audit",
        "How to run a clinical audit",
        "Pick a standard, sample at least twenty records and compare them against it",
        "Report findings at the next governance meeting and re-audit within six months",
        None,
    ),
    (
        "policy-anaesthesia-consent",
        "Policy: consent for anaesthesia",
        "Owners sign a consent form that states the estimated risk and cost",
        "Consent is taken by a vet or a registered nurse, never by reception",
        "anaesthetic-monitoring",
    ),
    (
        "howto-courier-samples",
        "How to send samples by overnight courier",
        "Use the insulated box with two ice packs for chilled samples",
        "Book the courier online before 4pm",
        None,
    ),
    (
        "howto-cat-consult",
        "How to prepare a cat for a consultation",
        "Ask owners to cover the carrier with a towel and arrive a little early",
        "Use the quiet room if one is free",
        "feline-handling",
    ),
    (
        "policy-ooh-phones",
        "Policy: out-of-hours phone cover",
        "Night calls are diverted to the triage desk after 7pm",
        "The nurse on the desk may call the duty vet at any time",
        "triage-codes",
    ),
    (
        "howto-donor-register",
        "How to add a donor dog to the register",
        "Donors must weigh over 25 kg, be between one and eight years old and be fully vaccinated",
        "A blood type test is done at the first visit",
        "cross-matching",
    ),
    (
        "policy-sign-off",
        "Policy: decisions and sign-off",
        "Clinical changes are signed off by the clinical director, spending by the board",
        "A signed decision is added to the decision log within a week",
        None,
    ),
    (
        "howto-who-is-on-call",
        "How to find who is on call",
        "The on-call vet and nurse for each site are listed on the rota board",
        "The switchboard always has the current on-call mobile number",
        None,
    ),
    (
        "policy-lone-working",
        "Policy: lone working on farm visits",
        "Staff on solo farm visits check in by phone every two hours",
        "A missed check-in is escalated to the practice manager after thirty minutes",
        None,
    ),
    (
        "howto-near-miss",
        "How to report a near miss",
        "Near misses are reported on the incident form within 24 hours",
        "Reports are anonymous unless the reporter chooses otherwise",
        None,
    ),
    (
        "policy-ppe",
        "Policy: personal protective equipment",
        "Gloves and aprons are worn for every patient in isolation",
        "Lead gowns are worn for every radiograph taken by hand",
        "isolation-nursing",
    ),
    (
        "howto-order-stock",
        "How to order stock from the wholesaler",
        "Orders go through the pharmacy system before noon for next-day delivery",
        "Controlled drugs need a separate signed requisition",
        None,
    ),
    (
        "howto-referral-letters",
        "How to record a referral letter",
        "Scan the letter into the patient record and tag the referring practice",
        "Send the referring vet a discharge summary within two days",
        None,
    ),
    (
        "policy-student-nurses",
        "Policy: student nurse supervision",
        "Students are supervised by a registered nurse at all times in theatre",
        "Each student has a named clinical coach",
        None,
    ),
    (
        "howto-update-protocol",
        "How to update a protocol",
        "Draft the change, get it reviewed by the protocol owner and take it to governance",
        "The protocol library keeps every earlier version",
        None,
    ),
]


def case_id(num: int) -> str:
    return f"case-24-{num}"


def _statement(text: str, evidence: str, label: str) -> str:
    return f"{text} ([[evidence:{evidence}|{label}]])."


class _Brain:
    def __init__(self) -> None:
        self.pages: dict[str, dict] = {}
        self.evidence: dict[str, tuple[str, str]] = {}

    def page(self, pid, folder, type_, title, aliases, relations, statements) -> None:
        assert pid not in self.pages, pid
        self.pages[pid] = {
            "folder": folder,
            "type": type_,
            "title": title,
            "aliases": aliases,
            "relations": relations,
            "body": f"# {title}\n\n" + "\n\n".join(statements),
        }

    def ev(self, eid: str, title: str, text: str) -> str:
        if eid not in self.evidence:
            self.evidence[eid] = (title, text)
        return eid


def _graph() -> _Brain:
    b = _Brain()
    roster = b.ev(
        "ev-staff-roster-2026",
        "Staff roster export, spring 2026",
        "Roster of all clinical and support staff by site and role.",
    )
    cpd = b.ev(
        "ev-cpd-register",
        "CPD and qualifications register",
        "Qualifications, certificates and background notes for each staff member.",
    )
    premises = b.ev(
        "ev-premises-register",
        "Premises register",
        "One entry per site: building, facilities and opening arrangements.",
    )
    annual = b.ev(
        "ev-annual-report-2025",
        "Annual report 2025",
        "The group's annual report: sites, services and finances.",
    )
    contracts = b.ev(
        "ev-supplier-contracts",
        "Supplier contract schedule",
        "Every supplier and laboratory under contract, with the service provided.",
    )
    assets = b.ev(
        "ev-asset-register",
        "Equipment asset register",
        "Asset list with location, description and service contractor.",
    )
    manual = b.ev(
        "ev-procedures-manual",
        "Clinical procedures manual v4",
        "Descriptions of the procedures carried out across the group.",
    )
    library = b.ev(
        "ev-protocol-library",
        "Protocol library export",
        "Current clinical protocols with their owners.",
    )
    handbook = b.ev(
        "ev-staff-handbook", "Staff handbook 2026", "Policies and how-to guides for all staff."
    )
    board = b.ev(
        "ev-project-board-pack",
        "Project board pack, spring",
        "Status of each improvement project: aims, leads, teams.",
    )

    gid, gtitle, galiases = GROUP
    b.page(
        gid,
        "companies",
        "company",
        gtitle,
        galiases,
        [],
        [
            _statement(
                "A regional group of eight veterinary sites with one referral hospital",
                annual,
                "annual report",
            ),
            _statement(
                "Its sites include " + ", ".join(f"[[page:{c[0]}|{c[1]}]]" for c in CLINICS[:4]),
                annual,
                "annual report",
            ),
        ],
    )
    for cid, title, aliases, f1, f2 in CLINICS:
        rels = [("part_of", gid)] + [(t, s) for c, t, s in CLINIC_LINKS if c == cid]
        b.page(
            cid,
            "companies/sites",
            "company",
            title,
            aliases,
            rels,
            [
                _statement(f1, premises, "premises register"),
                _statement(f2, annual, "annual report"),
            ],
        )
    for sid, title, aliases, _kind, fact in SUPPLIERS:
        b.page(
            sid,
            "companies/suppliers",
            "company",
            title,
            aliases,
            [],
            [_statement(fact, contracts, "contract schedule")],
        )
    for i, (pid, native, latin, role, clinic, fact) in enumerate(PEOPLE):
        rels = [("works_at", clinic)] + [("reports_to", m) for p, m in REPORTS_TO if p == pid]
        ctitle = next(c[1] for c in CLINICS if c[0] == clinic)
        where = f"[[page:{clinic}|{ctitle}]]" if i % 3 == 0 else ctitle
        b.page(
            pid,
            "people",
            "person",
            native,
            [latin],
            rels,
            [
                _statement(f"{native} ({latin}) is a {role} at {where}", roster, "roster"),
                _statement(fact, cpd, "CPD register"),
            ],
        )
    people_name = {p[0]: p[2] for p in PEOPLE}
    for eid, title, aliases, body, clinic, maint in EQUIPMENT:
        ctitle = next(c[1] for c in CLINICS if c[0] == clinic)
        b.page(
            eid,
            "equipment",
            "note",
            title,
            aliases,
            [("installed_at", clinic), ("maintained_by", maint)],
            [
                _statement(body, assets, "asset register"),
                _statement(f"Kept at [[page:{clinic}|{ctitle}]]", assets, "asset register"),
            ],
        )
    for pid, title, aliases, body, owner in PROTOCOLS:
        b.page(
            pid,
            "concepts/protocols",
            "concept",
            title,
            aliases,
            [("owned_by", owner)],
            [_statement(body, library, "protocol library")],
        )
    for pid, title, aliases, body, eqs, protos in PROCEDURES:
        rels = [("performed_with", e) for e in eqs] + [("governed_by", p) for p in protos]
        b.page(
            pid,
            "procedures",
            "note",
            title,
            aliases,
            rels,
            [_statement(body, manual, "procedures manual")],
        )
    for num, pet, breed, pres, clinic, vet, nurse, ref, lab, procs, img in CASES:
        cid = case_id(num)
        ev = b.ev(
            f"ev-record-{cid}",
            f"Clinical record export {num}",
            f"Patient {pet}, {breed}. History: {pres}. Attending: {people_name[vet]}.",
        )
        rels = [("seen_at", clinic), ("first_seen_by", vet), ("nursed_by", nurse)]
        if ref:
            rels.append(("referred_to", ref))
        if lab:
            rels.append(("lab_work_by", lab))
        rels += [("underwent", p) for p in procs]
        if img:
            rels.append(("imaging_by", img))
        stmts = [_statement(f"{pet}, a {breed}, {pres}", ev, "record")]
        if num % 2 == 0:
            stmts.append(_statement(f"Attended by [[page:{vet}|{people_name[vet]}]]", ev, "record"))
        b.page(cid, "cases", "note", f"Case 24-{num}: {pet}", [f"{pet} the {breed}"], rels, stmts)
    for aid, title, finding, clinic, by, proto in AUDITS:
        ev = b.ev(f"ev-report-{aid}", f"Audit report: {title}", f"Finding: {finding}.")
        b.page(
            aid,
            "audits",
            "analysis",
            title,
            [],
            [("audited_site", clinic), ("conducted_by", by), ("checked_against", proto)],
            [_statement(finding, ev, "audit report")],
        )
    minutes_for = {}
    for mid, title, body, chair, att, clinic, reviewed, resulted, project in MEETINGS:
        ev = b.ev(f"ev-minutes-{mid}", f"Minutes: {title}", f"Chair: {people_name[chair]}. {body}.")
        for d in resulted:
            minutes_for[d] = ev
        rels = [("chaired_by", chair)] + [("attended_by", a) for a in att]
        rels.append(("held_at", clinic))
        rels += [("reviewed", r) for r in reviewed] + [("resulted_in", d) for d in resulted]
        if project:
            rels.append(("for_project", project))
        stmts = [_statement(body, ev, "minutes")]
        if len(mid) % 2 == 0:
            stmts.append(
                _statement(f"Chaired by [[page:{chair}|{people_name[chair]}]]", ev, "minutes")
            )
        b.page(mid, "meetings", "meeting", title, [], rels, stmts)
    for did, title, body, signer, amends, prompted in DECISIONS:
        rels = [("signed_off_by", signer)]
        if amends:
            rels.append(("amends", amends))
        if prompted:
            rels.append(("prompted_by", prompted))
        b.page(
            did,
            "decisions",
            "note",
            title,
            [],
            rels,
            [_statement(body, minutes_for.get(did, library), "minutes")],
        )
    for pid, title, aliases, body, lead, team, sites, eqs in PROJECTS:
        rels = [("led_by", lead)] + [("team_member", t) for t in team]
        rels += [("involves_site", s) for s in sites] + [("uses_equipment", e) for e in eqs]
        b.page(
            pid,
            "projects",
            "project",
            title,
            aliases,
            rels,
            [_statement(body, board, "board pack")],
        )
    for hid, title, s1, s2, proto in HANDBOOK:
        rels = [("see_protocol", proto)] if proto else []
        b.page(
            hid,
            "handbook",
            "note",
            title,
            [],
            rels,
            [_statement(s1, handbook, "handbook"), _statement(s2, handbook, "handbook")],
        )
    return b


# --- questions --------------------------------------------------------------------------

LEXICAL = [
    ("penhallow referrals opening arrangements", {"penhallow"}),
    ("what is a TPLO", {"tplo"}),
    ("Coralis P2 phaco console", {"coralis-p2"}),
    ("controlled drugs register", {"controlled-drugs-register"}),
    ("case 24-117 Rolo", {"case-24-117"}),
    (
        "decision to stop routine antibiotics after clean orthopaedic surgery",
        {"decision-stop-antibiotics"},
    ),
    ("Halsted Pathology Services", {"halsted-pathology"}),
    ("M&M round splenic bleed", {"mm-round-splenic-bleed"}),
    ("lambing season cover rota meeting", {"rota-lambing-cover"}),
    ("cat-friendly accreditation drive", {"project-cat-friendly"}),
    ("Ngozi Okafor", {"ngozi-okafor"}),
    ("Aquapace underwater treadmill", {"aquapace"}),
    ("surgical checklist compliance audit", {"audit-checklist"}),
    ("euthanasia consent pathway", {"euthanasia-consent"}),
    ("TVG", {"tamberlane-group"}),
    ("Jorg Haberle", {"jorg-haberle"}),
    ("Dang Thu Ha", {"dang-thu-ha"}),
    ("Sentra M5 monitor", {"sentra-m5"}),
    ("total ear canal ablation", {"teca"}),
    ("clinical governance meeting July", {"gov-meeting-july"}),
    ("rehabilitation service launch", {"project-rehab-service"}),
]

SCRIPT = [
    ("Анна Ковалёва", {"anna-kovaleva"}),
    ("Ελένη Παπαδοπούλου", {"eleni-papadopoulou"}),
    ("ليلى حداد", {"layla-haddad"}),
    ("נועה לוי", {"noa-levi"}),
    ("अर्जुन मेहता", {"arjun-mehta"}),
    ("王芳", {"wang-fang"}),
    ("山本 健", {"yamamoto-ken"}),
    ("김민지", {"kim-min-ji"}),
    ("አበበ ተሰማ", {"abebe-tessema"}),
]

# text, start page, path (one step per hop; a step is relation types, `~` = incoming)
HOP = [
    (
        "which vet originally saw the dog that swallowed a corn cob",
        "case-24-104",
        [["first_seen_by"]],
    ),
    ("who took on the labrador with the torn knee ligament", "case-24-103", [["referred_to"]]),
    (
        "which lab tested the samples from the cat that went blind from high blood pressure",
        "case-24-102",
        [["lab_work_by"]],
    ),
    ("who nursed the ferret that lost its hair", "case-24-128", [["nursed_by"]]),
    ("which branch took in the underweight grey pup found washed up", "case-24-125", [["seen_at"]]),
    (
        "which lab ran the bloods for the wolfhound with the twisted stomach",
        "case-24-129",
        [["lab_work_by"]],
    ),
    (
        "what procedures did the greyhound that bled after a toe amputation undergo",
        "case-24-117",
        [["underwent"]],
    ),
    ("who was the boxer with the flank lump sent on to", "case-24-107", [["referred_to"]]),
    (
        "who referred the dachshund that could not use its back legs",
        "case-24-106",
        [["first_seen_by"]],
    ),
    (
        "who did the imaging for Tilly, the border terrier with seizures",
        "case-24-130",
        [["imaging_by"]],
    ),
    ("which clinic employs the vet who keeps bees", "mateusz-wojcik", [["works_at"]]),
    ("where is the nurse who trained in Addis Ababa based", "selam-gebre", [["works_at"]]),
    ("where does the vet who lectures on animal welfare law work", "fatima-benali", [["works_at"]]),
    ("who works at the clinic in the old wool mill by the river", "millbrook", [["~works_at"]]),
    ("staff at the feline-only surgery with silent kennels", "wrenfield", [["~works_at"]]),
    ("who maintains the dual-pump unit worked by a foot pedal", "coralis-p2", [["maintained_by"]]),
    (
        "which supplier keeps the vacuum steam steriliser running",
        "pelham-a300",
        [["maintained_by"]],
    ),
    (
        "which equipment is maintained by the firm that sells and services our scanning systems",
        "vireo-imaging",
        [["~maintained_by"]],
    ),
    (
        "where is the alarmed fridge that stores donated blood",
        "bb60-blood-fridge",
        [["installed_at"]],
    ),
    (
        "where is the battery-powered radiograph unit for horse limbs based",
        "px5-portable-xray",
        [["installed_at"]],
    ),
    ("what kit is used to remove an eye that cannot be saved", "enucleation", [["performed_with"]]),
    (
        "which protocols apply when opening the bladder to take out stones",
        "cystotomy",
        [["governed_by"]],
    ),
    (
        "which protocols govern cutting and rotating the top of the shin bone",
        "tplo",
        [["governed_by"]],
    ),
    (
        "which procedures use the ultrasonic cutting and sealing device",
        "hs7-harmonic-scalpel",
        [["~performed_with"]],
    ),
    (
        "who owns the rule that every opioid dose needs two signatures",
        "controlled-drugs-register",
        [["owned_by"]],
    ),
    ("who is responsible for the Glasgow composite scale protocol", "pain-scoring", [["owned_by"]]),
    (
        "who carried out the audit that found methadone entries missing a second signature",
        "audit-cd-saltmarsh",
        [["conducted_by"]],
    ),
    (
        "which clinic was audited when the footbath disinfectant turned out too weak",
        "audit-isolation",
        [["audited_site"]],
    ),
    (
        "what was decided as a result of the Millbrook pain scoring audit",
        "audit-pain-millbrook",
        [["~prompted_by"]],
    ),
    (
        "which protocol did the Ashby Lane chart audit test compliance with",
        "audit-anaesthetic-ashby",
        [["checked_against"]],
    ),
    (
        "who signed off moving all night emergencies to the referral hospital",
        "decision-ooh-penhallow",
        [["signed_off_by"]],
    ),
    (
        "who approved replacing the shared rota spreadsheet",
        "decision-rota-tool",
        [["signed_off_by"]],
    ),
    (
        "which protocol did the switch to pre-measured sachets change",
        "decision-footbath-sachets",
        [["amends"]],
    ),
    (
        "which meeting agreed reserving Tuesday and Thursday mornings for one species",
        "decision-cat-only-hours",
        [["~resulted_in"]],
    ),
    (
        "which meeting led to giving every GA a nurse whose only task is monitoring",
        "decision-anaesthesia-nurse",
        [["~resulted_in"]],
    ),
    (
        "what protocol changed when checking for leftover roots with a film became compulsory",
        "decision-post-extraction-films",
        [["amends"]],
    ),
    (
        "who chaired the meeting about delays getting a trauma patient from a hill surgery to "
        "theatre",
        "mm-round-splenic-bleed",
        [["chaired_by"]],
    ),
    (
        "who attended the huddle on how long worried owners wait for a night call back",
        "triage-review-huddle",
        [["attended_by", "chaired_by"]],
    ),
    (
        "which clinic hosted the meeting comparing three vendors' products",
        "rota-software-selection",
        [["held_at"]],
    ),
    (
        "what decisions came out of the April clinical governance meeting",
        "gov-meeting-april",
        [["resulted_in"]],
    ),
    (
        "which audits did the January governance meeting go through",
        "gov-meeting-january",
        [["reviewed"]],
    ),
    (
        "which patients were discussed at the spring oncology board",
        "oncology-board-spring",
        [["reviewed"]],
    ),
    (
        "who leads the project building a central stock of canine blood",
        "project-blood-bank",
        [["led_by"]],
    ),
    (
        "which equipment does the project offering physiotherapy after orthopaedic surgery use",
        "project-rehab-service",
        [["uses_equipment"]],
    ),
    (
        "who is on the team charting antibiotic use per vet each month",
        "project-stewardship-dashboard",
        [["team_member", "led_by"]],
    ),
    (
        "which meetings belong to the project moving shift planning into a scheduling tool",
        "project-rota-migration",
        [["~for_project"]],
    ),
    (
        "which clinics take part in the gold accreditation drive",
        "project-cat-friendly",
        [["involves_site"]],
    ),
    (
        "which cases came to the vet who leads exotic-pet consults",
        "dmitry-sokolov",
        [["~first_seen_by"]],
    ),
    ("which meetings did the head of quality and audit attend", "ngozi-okafor", [["~attended_by"]]),
    (
        "what decisions did the group medical director sign off",
        "hamish-macleod",
        [["~signed_off_by"]],
    ),
    ("who does the dispensary lead report to", "eleni-markou", [["reports_to"]]),
]

HOP2 = [
    (
        "which clinic does the vet who first saw the corn-cob dog work at",
        "case-24-104",
        [["first_seen_by"], ["works_at"]],
    ),
    (
        "which supplier maintains the equipment used for endoscopic foreign body retrieval",
        "endoscopic-retrieval",
        [["performed_with"], ["maintained_by"]],
    ),
    (
        "who owns the protocols that govern a splenectomy",
        "splenectomy",
        [["governed_by"], ["owned_by"]],
    ),
    (
        "where do the people who sat on the infection control committee work",
        "infection-control-committee",
        [["attended_by", "chaired_by"], ["works_at"]],
    ),
    (
        "which protocols were amended by decisions from the January governance meeting",
        "gov-meeting-january",
        [["resulted_in"], ["amends"]],
    ),
    (
        "who signed off the decisions prompted by the isolation ward infection control audit",
        "audit-isolation",
        [["~prompted_by"], ["signed_off_by"]],
    ),
    (
        "what equipment was used in the procedures Biscuit the labrador had",
        "case-24-103",
        [["underwent"], ["performed_with"]],
    ),
    (
        "which labs handled work for cases seen at Saltmarsh Vets",
        "saltmarsh",
        [["~seen_at"], ["lab_work_by"]],
    ),
    (
        "who leads projects that use the Ardent 16-slice CT scanner",
        "ardent-ct16",
        [["~uses_equipment"], ["led_by"]],
    ),
    (
        "which specialists took referrals from cases Arjun Mehta saw first",
        "arjun-mehta",
        [["~first_seen_by"], ["referred_to"]],
    ),
    (
        "who chaired the meetings that reviewed Bramble's case",
        "case-24-101",
        [["~reviewed"], ["chaired_by"]],
    ),
    (
        "which meetings reviewed audits carried out by Ngozi Okafor",
        "ngozi-okafor",
        [["~conducted_by"], ["~reviewed"]],
    ),
    (
        "where is the equipment that Ostara Anaesthesia Systems maintains installed",
        "ostara-anaesthesia",
        [["~maintained_by"], ["installed_at"]],
    ),
    (
        "which decisions came out of meetings Siobhán Ní Bhriain chaired",
        "siobhan-ni-bhriain",
        [["~chaired_by"], ["resulted_in"]],
    ),
    (
        "who nursed the patients that received a whole blood transfusion",
        "blood-transfusion",
        [["~underwent"], ["nursed_by"]],
    ),
    (
        "what procedures were done on cases referred to Inès Fauré",
        "ines-faure",
        [["~referred_to"], ["underwent"]],
    ),
    (
        "which meetings were held for projects Björn Lindqvist leads",
        "bjorn-lindqvist",
        [["~led_by"], ["~for_project"]],
    ),
    (
        "which suppliers service the equipment at Millbrook Animal Hospital",
        "millbrook",
        [["~installed_at"], ["maintained_by"]],
    ),
    (
        "who owns the protocol the Saltmarsh controlled drugs audit checked against",
        "audit-cd-saltmarsh",
        [["checked_against"], ["owned_by"]],
    ),
    (
        "which clinics do the people on the rehabilitation service project work at",
        "project-rehab-service",
        [["team_member", "led_by"], ["works_at"]],
    ),
    (
        "what protocols were changed by decisions Hamish MacLeod signed off",
        "hamish-macleod",
        [["~signed_off_by"], ["amends"]],
    ),
]

PARAPHRASE = [
    (
        "nearly half of joint and bone ops had prophylactic drugs continued past the first day",
        {"audit-antibiotics-q1"},
    ),
    (
        "rule that the knife stays with the scrub nurse until the pause before incision",
        {"decision-time-out"},
    ),
    (
        "stopping overnight care at local sites and sending every after-dark urgent case to "
        "one central place",
        {"decision-ooh-penhallow"},
    ),
    ("the cleaning solution at the contagious ward entrance was too watery", {"audit-isolation"}),
    (
        "idea of keeping our own supply of plasma and red cells from volunteer pets",
        {"decision-blood-bank"},
    ),
    (
        "anxious clients typically waited about a third of an hour before anyone rang them",
        {"audit-triage-calls"},
    ),
    (
        "gentle low-stress way of holding kitties using blankets and calming scents",
        {"feline-handling"},
    ),
    (
        "people coming on and going off duty now count the morphine-type stock together",
        {"decision-cd-handover"},
    ),
    ("a fifth of surgeries missed the pause before the first cut", {"audit-checklist"}),
    ("night-time records often left out how much the animal was peeing", {"audit-fluids-kestrel"}),
    (
        "families now pick what happens to the pet's remains on the paperwork when putting an "
        "animal to sleep",
        {"decision-aftercare-choice"},
    ),
]


def _edges(b: _Brain) -> list[tuple[str, str, str]]:
    return [(pid, t, tgt) for pid, p in b.pages.items() for t, tgt in p["relations"]]


def walk(edges: list[tuple[str, str, str]], start: str, path: list[list[str]]) -> set[str]:
    frontier = {start}
    for step in path:
        nxt: set[str] = set()
        for src, rtype, dst in edges:
            for want in step:
                if want.startswith("~"):
                    if rtype == want[1:] and dst in frontier:
                        nxt.add(src)
                elif rtype == want and src in frontier:
                    nxt.add(dst)
        frontier = nxt
    return frontier - {start}


def _stamp(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def _yaml_list(items: list[str]) -> str:
    return "[" + ", ".join(json.dumps(x, ensure_ascii=False) for x in items) + "]"


def _document(
    pid: str,
    folder: str,
    kind: str,
    type_: str,
    title: str,
    aliases: list[str],
    relations: list[tuple[str, str]],
    body: str,
    created: datetime,
) -> Document:
    lines = [
        "---",
        f"id: {pid}",
        f"kind: {kind}",
        f"type: {type_}",
        f"title: {json.dumps(title, ensure_ascii=False)}",
        "status: active",
    ]
    if aliases:
        lines.append(f"aliases: {_yaml_list(aliases)}")
    if relations:
        rels = ", ".join(f"{{type: {t}, target: {x}}}" for t, x in relations)
        lines.append(f"relations: [{rels}]")
    lines.append(f"created: {_stamp(created)}")
    lines.append(f"updated: {_stamp(created + timedelta(days=3, hours=2))}")
    lines.append("---")
    text = "\n".join(lines) + "\n" + body + "\n"
    return parse_document(text, folder=folder, path=f"{folder}/{pid}.md")


def build(seed: int = 191) -> EvalSet:
    rng = random.Random(seed)
    b = _graph()
    base = datetime(2026, 1, 5, 9, 0, tzinfo=UTC) + timedelta(
        days=rng.randint(0, 90), minutes=rng.randint(0, 600)
    )
    documents: list[Document] = []
    for i, (eid, (title, text)) in enumerate(b.evidence.items()):
        documents.append(
            _document(
                eid,
                "evidence",
                "evidence",
                "source",
                title,
                [],
                [],
                f"# {title}\n\n{text}",
                base + timedelta(hours=7 * i),
            )
        )
    for i, (pid, p) in enumerate(b.pages.items()):
        documents.append(
            _document(
                pid,
                p["folder"],
                "page",
                p["type"],
                p["title"],
                p["aliases"],
                p["relations"],
                p["body"],
                base + timedelta(hours=5 * i + 30),
            )
        )
    rng.shuffle(documents)

    edges = _edges(b)
    questions: list[Question] = []
    questions += [Question(t, "lexical", set(r)) for t, r in LEXICAL]
    questions += [Question(t, "script", set(r)) for t, r in SCRIPT]
    questions += [Question(t, "hop", walk(edges, s, p)) for t, s, p in HOP]
    questions += [Question(t, "hop2", walk(edges, s, p)) for t, s, p in HOP2]
    questions += [Question(t, "paraphrase", set(r)) for t, r in PARAPHRASE]
    return EvalSet(documents=documents, questions=questions)


# --- checks -----------------------------------------------------------------------------

GENERIC = set(
    [
        "what",
        "which",
        "who",
        "whom",
        "whose",
        "where",
        "when",
        "how",
        "why",
        "the",
        "and",
        "for",
        "with",
        "that",
        "this",
        "these",
        "those",
        "from",
        "into",
        "was",
        "were",
        "are",
        "did",
        "does",
        "has",
        "had",
        "have",
        "our",
        "any",
        "all",
        "about",
        "after",
        "before",
        "its",
        "one",
        "list",
        "show",
        "find",
        "give",
        "tell",
        "team",
        "people",
        "person",
        "staff",
        "vet",
        "vets",
        "veterinary",
        "nurse",
        "nursed",
        "nursing",
        "clinic",
        "site",
        "practice",
        "case",
        "patient",
        "meeting",
        "decision",
        "decided",
        "equipment",
        "kit",
        "supplier",
        "lab",
        "project",
        "protocol",
        "audit",
        "audited",
        "group",
        "specialist",
        "referral",
        "referred",
        "procedure",
        "work",
        "based",
        "used",
        "use",
        "uses",
        "came",
        "out",
        "belong",
        "take",
        "part",
        "done",
        "sent",
    ]
)

_LINK_LABEL_RE = re.compile(r"\[\[[^\]|]*\|([^\]]*)\]\]")
_LINK_BARE_RE = re.compile(r"\[\[[^\]]*\]\]")


def _norm(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") else word


def _words(text: str) -> set[str]:
    text = _LINK_BARE_RE.sub(" ", _LINK_LABEL_RE.sub(r"\1", text))
    found = {_norm(w) for w in re.findall(r"\w+", text.lower()) if len(w) >= 3}
    return {w for w in found if w not in GENERIC}


def _doc_words(doc: Document) -> set[str]:
    return _words(" ".join([doc.title, *doc.aliases, doc.body]))


def _check(data: EvalSet) -> list[str]:
    problems: list[str] = []
    by_id: dict[str, Document] = {}
    for doc in data.documents:
        if doc.brain_id in by_id:
            problems.append(f"duplicate id {doc.brain_id}")
        by_id[doc.brain_id] = doc
    for doc in data.documents:
        for p in validate_document(doc, file_stem=doc.brain_id):
            problems.append(f"{doc.brain_id}: invalid: {p}")
        if doc.status != "active":
            problems.append(f"{doc.brain_id}: not active")
        if doc.kind == "page":
            for s in uncited_statements(doc.body):
                problems.append(f"{doc.brain_id}: uncited: {s.excerpt}")
        for rel in doc.relations:
            if rel.target not in by_id:
                problems.append(f"{doc.brain_id}: broken relation {rel.type} -> {rel.target}")
        for link in doc.links:
            target = getattr(link, "target", None)
            if target and target not in by_id:
                problems.append(f"{doc.brain_id}: broken link {target}")
    for q in data.questions:
        if not q.relevant:
            problems.append(f"no relevant document: {q.text}")
        missing = [r for r in q.relevant if r not in by_id]
        if missing:
            problems.append(f"missing relevant {missing}: {q.text}")
        if q.kind == "hop":
            qw = _words(q.text)
            for r in q.relevant:
                if r in by_id:
                    shared = qw & _doc_words(by_id[r])
                    if shared:
                        problems.append(f"hop leaks {sorted(shared)} into {r}: {q.text}")
        if q.kind == "paraphrase":
            for r in q.relevant:
                if r in by_id:
                    shared = _words(q.text) & _doc_words(by_id[r])
                    if len(shared) > 1:
                        problems.append(f"paraphrase shares {sorted(shared)} with {r}: {q.text}")
    return problems


if __name__ == "__main__":
    data = build()
    for problem in _check(data):
        print("PROBLEM", problem)
    print(len(data.documents), "documents")
    for q in data.questions:
        print(f"[{q.kind}] {q.text} -> {sorted(q.relevant)}")
