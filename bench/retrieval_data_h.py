"""Set H: a held-out retrieval set about an architecture practice.

Data card
---------
What it is: one small knowledge store of an architecture practice, written from the document
format (docs/format.md) alone, without reading the ranker, the other sets, or how anything
scores on them, and not changed after its first scores. Nobody tuning the ranker should read
this module, its questions or its failures: only the aggregate rows `bench.retrieval_eval`
prints.

Documents (166, every one parsed with `parse_document`, valid and `active`):
- people: the practice's staff, client contacts, consultants' engineers, contractors' site
  staff and the councils' planning officers. Staff and several others are titled in their own
  script (Cyrillic, Greek, Arabic, Hebrew, Persian, Devanagari, Tamil, Thai, Georgian,
  Armenian, Ethiopic, Chinese, Japanese, Korean) with a Latin alias; others are Latin names
  with diacritics. Three first names are shared by two people each. A person's page says what
  they do and links to the organisation they work for with a generic label, never naming it;
  it does not list their projects or meetings.
- organisations: the practice, clients, consultancies, contractors and planning authorities.
- projects: the bridges. Each has typed relations (frontmatter) to its client, its lead, its
  consultants by discipline and its contractor, and links to them with role labels only.
- planning applications (notes titled by their reference), design reviews and site visits
  (meetings titled by their subject and date): further bridges, with relations to the project,
  the people present, the authority and case officer.
- analyses, method concepts and a lessons-learned note: the findings and methods that the
  paraphrase questions describe in other words.
- evidence: registers, minutes, visit reports, decision notices and study outputs, each cited
  by the pages that rest on it. Evidence bodies quote raw material and hold no links.
- distractors: handbook notes (how-tos, templates, policies, guidance) that share many words
  with the questions (review, site visit, planning application, lead, overheating, daylight,
  drainage, conservation, snagging ...) and answer none of them.

Questions (133, grouped by kind, in this order):
- `lexical`: names the answer by its title, alias or opening words, in Latin letters (some with
  the diacritics left out, as people type them);
- `script`: a person by their name in their own script, sometimes inside a short question;
- `hop`: one link from the page the question describes, in either direction; the answer's
  title and text share no distinctive word with the question (relation synonyms, passives,
  possessives, imperatives, trailing context clauses);
- `hop2`: two links away (and not one);
- `paraphrase`: a finding or method told in other words; the study's evidence counts as an
  answer too when it states the same result.
`relevant` holds every document that answers; for "who was there" questions the chair counts.

Deterministic for a seed: the seed shuffles the document order and the created/updated times;
the documents' content and the questions do not depend on it.
"""

from __future__ import annotations

import hashlib
import random
from datetime import UTC, datetime, timedelta

from bench.retrieval_data import EvalSet, Question
from brain.toolkit.document import Document, parse_document

PRACTICE = "kestrel-lane-architects"

# --- organisations ------------------------------------------------------------------------
# id, title, aliases, folder, description, evidence id
ORGS: list[tuple[str, str, list[str], str, str, str]] = [
    (
        PRACTICE,
        "Kestrel Lane Architects",
        ["KLA", "Kestrel Lane"],
        "companies",
        "Architecture and interiors practice of about forty people, working on housing, "
        "education, culture and hotels from one studio by the canal.",
        "ev-staff-directory-2025",
    ),
    (
        "northgate-university",
        "Northgate University",
        ["NU Estates"],
        "companies/clients",
        "Public university with three campuses; its estates office commissions our work on "
        "its buildings.",
        "ev-client-register-2024",
    ),
    (
        "hollin-vale-housing",
        "Hollin Vale Housing Association",
        ["Hollin Vale", "HVHA"],
        "companies/clients",
        "Not-for-profit landlord with 9,000 homes for social rent; a repeat customer since 2019.",
        "ev-client-register-2024",
    ),
    (
        "marlow-quay-developments",
        "Marlow Quay Developments",
        ["MQD"],
        "companies/clients",
        "Private developer regenerating the old ferry terminal land on the east bank.",
        "ev-client-register-2024",
    ),
    (
        "saltmarsh-museum-trust",
        "Saltmarsh Museum Trust",
        ["Saltmarsh Museum"],
        "companies/clients",
        "Charity running the maritime museum and its collection of small craft.",
        "ev-client-register-2024",
    ),
    (
        "st-brennans-primary-school",
        "St Brennan's Primary School",
        ["St Brennan's"],
        "companies/clients",
        "Two-form-entry primary school, growing to three forms of entry.",
        "ev-client-register-2024",
    ),
    (
        "calder-mills-arts-collective",
        "Calder Mills Arts Collective",
        ["Calder Mills"],
        "companies/clients",
        "Artist-run cooperative that bought a disused textile mill to provide affordable "
        "workspace.",
        "ev-client-register-2024",
    ),
    (
        "thornbury-hotels-group",
        "Thornbury Hotels Group",
        ["Thornbury Hotels"],
        "companies/clients",
        "Owner-operator of four city-centre hotels.",
        "ev-client-register-2024",
    ),
    (
        "brunel-pryce",
        "Brunel Pryce",
        ["Brunel Pryce LLP"],
        "companies/consultants",
        "Structural and civil engineering consultancy, forty engineers.",
        "ev-consultant-register-2024",
    ),
    (
        "meridian-partners",
        "Meridian Partners",
        ["Meridian"],
        "companies/consultants",
        "Building services engineers: mechanical, electrical and public health.",
        "ev-consultant-register-2024",
    ),
    (
        "tallis-and-co",
        "Tallis & Co",
        ["Tallis and Co"],
        "companies/consultants",
        "Quantity surveyors and cost managers.",
        "ev-consultant-register-2024",
    ),
    (
        "greenhithe-studio",
        "Greenhithe Studio",
        ["Greenhithe"],
        "companies/consultants",
        "Landscape architects and urbanists.",
        "ev-consultant-register-2024",
    ),
    (
        "larkspur-associates",
        "Larkspur Associates",
        ["Larkspur"],
        "companies/consultants",
        "Acoustic consultants.",
        "ev-consultant-register-2024",
    ),
    (
        "corran-partnership",
        "Corran Partnership",
        ["Corran"],
        "companies/consultants",
        "Fire engineering consultancy.",
        "ev-consultant-register-2024",
    ),
    (
        "halden-associates",
        "Halden Associates",
        ["Halden"],
        "companies/consultants",
        "Historic building and conservation consultants.",
        "ev-consultant-register-2024",
    ),
    (
        "pellow-rees",
        "Pellow Rees",
        ["Pellow Rees Planning"],
        "companies/consultants",
        "Town planning consultants.",
        "ev-consultant-register-2024",
    ),
    (
        "ardent-construction",
        "Ardent Construction",
        ["Ardent"],
        "companies/contractors",
        "Regional main contractor for schools and universities.",
        "ev-contractor-framework-2024",
    ),
    (
        "caskell-and-moyo",
        "Caskell & Moyo",
        ["Caskell and Moyo"],
        "companies/contractors",
        "Main contractor specialising in low-energy housing and mill refurbishment.",
        "ev-contractor-framework-2024",
    ),
    (
        "stonebridge-group",
        "Stonebridge Group",
        ["Stonebridge"],
        "companies/contractors",
        "Tier-one main contractor for high-rise and hotel work.",
        "ev-contractor-framework-2024",
    ),
    (
        "fenwright-and-sons",
        "Fenwright & Sons",
        ["Fenwright"],
        "companies/contractors",
        "Family business of joiners and specialist timber repairers.",
        "ev-contractor-framework-2024",
    ),
    (
        "ashcombe-borough-council",
        "Ashcombe Borough Council",
        ["Ashcombe Council"],
        "companies/authorities",
        "Local planning authority for the east bank and the Millbrook estate.",
        "ev-planning-portal-log",
    ),
    (
        "city-of-northgate-council",
        "City of Northgate Council",
        ["Northgate City Council"],
        "companies/authorities",
        "Local planning authority for the city centre.",
        "ev-planning-portal-log",
    ),
    (
        "saltmarsh-district-council",
        "Saltmarsh District Council",
        ["Saltmarsh Council"],
        "companies/authorities",
        "Local planning authority for the coast.",
        "ev-planning-portal-log",
    ),
]

# --- people -------------------------------------------------------------------------------
# id, title, aliases, employer, pronoun, description, evidence id
PEOPLE: list[tuple[str, str, list[str], str, str, str, str]] = [
    # the practice's staff
    (
        "zoe-brannstrom",
        "Zoë Brännström",
        ["Zoe Brannstrom", "Z. Brännström"],
        PRACTICE,
        "her",
        "Founding director; trained in Lund and Copenhagen.",
        "ev-staff-directory-2025",
    ),
    (
        "olga-vetrova",
        "Ольга Ветрова",
        ["Olga Vetrova"],
        PRACTICE,
        "her",
        "Associate; joined in 2017 from a Moscow housing studio.",
        "ev-staff-directory-2025",
    ),
    (
        "nikolaos-papadakis",
        "Νικόλαος Παπαδάκης",
        ["Nikolaos Papadakis", "Nikos Papadakis"],
        PRACTICE,
        "his",
        "Project architect; previously worked in Thessaloniki.",
        "ev-staff-directory-2025",
    ),
    (
        "layla-al-haddad",
        "ليلى الحداد",
        ["Layla Al-Haddad", "Layla Haddad"],
        PRACTICE,
        "her",
        "Associate director; studied in Beirut and London.",
        "ev-staff-directory-2025",
    ),
    (
        "noa-berkovich",
        "נועה ברקוביץ",
        ["Noa Berkovich"],
        PRACTICE,
        "her",
        "Architect; came to us from a Haifa practice in 2020.",
        "ev-staff-directory-2025",
    ),
    (
        "ananya-deshpande",
        "अनन्या देशपांडे",
        ["Ananya Deshpande"],
        PRACTICE,
        "her",
        "Sustainability lead and building physicist; trained in Pune.",
        "ev-staff-directory-2025",
    ),
    (
        "lin-jiayi",
        "林嘉怡",
        ["Lin Jiayi", "Jiayi Lin"],
        PRACTICE,
        "her",
        "Architect; studied at Tongji University.",
        "ev-staff-directory-2025",
    ),
    (
        "morita-kentaro",
        "森田 健太郎",
        ["Morita Kentaro", "Kentaro Morita"],
        PRACTICE,
        "his",
        "Technical director; responsible for construction detailing across the studio.",
        "ev-staff-directory-2025",
    ),
    (
        "han-ji-min",
        "한지민",
        ["Han Ji-min", "Jimin Han"],
        PRACTICE,
        "her",
        "Architectural assistant (Part II).",
        "ev-staff-directory-2025",
    ),
    (
        "tomas-o-briain",
        "Tomás Ó Briain",
        ["Tomas O Briain", "Tomás O'Brien"],
        PRACTICE,
        "his",
        "Architect; grew up in Galway.",
        "ev-staff-directory-2025",
    ),
    (
        "nino-beridze",
        "ნინო ბერიძე",
        ["Nino Beridze"],
        PRACTICE,
        "her",
        "Architect; studied in Tbilisi.",
        "ev-staff-directory-2025",
    ),
    (
        "siriporn-wongsawat",
        "ศิริพร วงศ์สวัสดิ์",
        ["Siriporn Wongsawat"],
        PRACTICE,
        "her",
        "Interior designer; formerly with a Bangkok hospitality studio.",
        "ev-staff-directory-2025",
    ),
    (
        "aram-petrosyan",
        "Արամ Պետրոսյան",
        ["Aram Petrosyan"],
        PRACTICE,
        "his",
        "Digital information manager; looks after models and drawing standards.",
        "ev-staff-directory-2025",
    ),
    (
        "karthik-subramanian",
        "கார்த்திக் சுப்பிரமணியன்",
        ["Karthik Subramanian"],
        PRACTICE,
        "his",
        "Architect; trained in Chennai.",
        "ev-staff-directory-2025",
    ),
    (
        "lucja-wisniewska",
        "Łucja Wiśniewska",
        ["Lucja Wisniewska"],
        PRACTICE,
        "her",
        "Architect; studied in Kraków.",
        "ev-staff-directory-2025",
    ),
    # client contacts
    (
        "olga-lindqvist",
        "Olga Lindqvist",
        ["O. Lindqvist"],
        "northgate-university",
        "her",
        "Director of estates.",
        "ev-client-register-2024",
    ),
    (
        "dmitri-orlov",
        "Дмитрий Орлов",
        ["Dmitri Orlov", "Dmitry Orlov"],
        "marlow-quay-developments",
        "his",
        "Head of acquisitions and delivery.",
        "ev-client-register-2024",
    ),
    (
        "yusuf-rezaei",
        "یوسف رضایی",
        ["Yusuf Rezaei"],
        "marlow-quay-developments",
        "his",
        "Asset manager.",
        "ev-client-register-2024",
    ),
    (
        "farah-qureshi",
        "Farah Qureshi",
        ["F. Qureshi"],
        "hollin-vale-housing",
        "her",
        "Head of development.",
        "ev-client-register-2024",
    ),
    (
        "wang-haitao",
        "王海涛",
        ["Wang Haitao"],
        "thornbury-hotels-group",
        "his",
        "Property director.",
        "ev-client-register-2024",
    ),
    (
        "ingrid-saether",
        "Ingrid Sæther",
        ["Ingrid Saether"],
        "saltmarsh-museum-trust",
        "her",
        "Chair of trustees.",
        "ev-client-register-2024",
    ),
    (
        "mwajuma-otieno",
        "Mwajuma Otieno",
        ["M. Otieno"],
        "st-brennans-primary-school",
        "her",
        "Headteacher.",
        "ev-client-register-2024",
    ),
    (
        "noa-fischer",
        "Noa Fischer",
        ["N. Fischer"],
        "calder-mills-arts-collective",
        "her",
        "Programme director.",
        "ev-client-register-2024",
    ),
    # consultants
    (
        "nkechi-adeyemi",
        "Nkechi Adeyemi",
        ["N. Adeyemi"],
        "brunel-pryce",
        "her",
        "Associate, chartered since 2015.",
        "ev-consultant-register-2024",
    ),
    (
        "jurgen-kohler",
        "Jürgen Köhler",
        ["Jurgen Kohler", "Juergen Koehler"],
        "meridian-partners",
        "his",
        "Partner.",
        "ev-consultant-register-2024",
    ),
    (
        "ama-owusu",
        "Ama Owusu",
        ["A. Owusu"],
        "tallis-and-co",
        "her",
        "Senior surveyor.",
        "ev-consultant-register-2024",
    ),
    (
        "fionnuala-byrne",
        "Fionnuala Byrne",
        ["F. Byrne"],
        "greenhithe-studio",
        "her",
        "Principal.",
        "ev-consultant-register-2024",
    ),
    (
        "sato-misaki",
        "佐藤 美咲",
        ["Sato Misaki", "Misaki Sato"],
        "larkspur-associates",
        "her",
        "Senior consultant.",
        "ev-consultant-register-2024",
    ),
    (
        "selam-tesfaye",
        "ሰላም ተስፋዬ",
        ["Selam Tesfaye"],
        "corran-partnership",
        "her",
        "Associate.",
        "ev-consultant-register-2024",
    ),
    (
        "edmund-halden",
        "Edmund Halden",
        ["E. Halden"],
        "halden-associates",
        "his",
        "Founder.",
        "ev-consultant-register-2024",
    ),
    (
        "rhodri-pellow",
        "Rhodri Pellow",
        ["R. Pellow"],
        "pellow-rees",
        "his",
        "Director.",
        "ev-consultant-register-2024",
    ),
    # contractors
    (
        "gareth-dunmore",
        "Gareth Dunmore",
        ["G. Dunmore"],
        "ardent-construction",
        "his",
        "Site manager.",
        "ev-contractor-framework-2024",
    ),
    (
        "kwame-moyo",
        "Kwame Moyo",
        ["K. Moyo"],
        "caskell-and-moyo",
        "his",
        "Operations director.",
        "ev-contractor-framework-2024",
    ),
    (
        "brid-keane",
        "Bríd Keane",
        ["Brid Keane"],
        "stonebridge-group",
        "her",
        "Site manager.",
        "ev-contractor-framework-2024",
    ),
    (
        "piotr-nowak",
        "Piotr Nowak",
        ["P. Nowak"],
        "fenwright-and-sons",
        "his",
        "Foreman.",
        "ev-contractor-framework-2024",
    ),
    # planning officers
    (
        "tomas-herrera",
        "Tomás Herrera",
        ["Tomas Herrera"],
        "ashcombe-borough-council",
        "his",
        "Senior planning officer.",
        "ev-planning-portal-log",
    ),
    (
        "hannah-oyelaran",
        "Hannah Oyelaran",
        ["H. Oyelaran"],
        "city-of-northgate-council",
        "her",
        "Principal planning officer.",
        "ev-planning-portal-log",
    ),
    (
        "eleni-konstantinou",
        "Ελένη Κωνσταντίνου",
        ["Eleni Konstantinou"],
        "saltmarsh-district-council",
        "her",
        "Planning officer for heritage cases.",
        "ev-planning-portal-log",
    ),
]

# --- projects -----------------------------------------------------------------------------
# id, title, relations (type, target), description
PROJECTS: list[tuple[str, str, list[tuple[str, str]], str]] = [
    (
        "aldous-reading-room-extension",
        "Aldous Reading Room Extension",
        [
            ("commissioned_by", "northgate-university"),
            ("led_by", "layla-al-haddad"),
            ("structural_engineer", "brunel-pryce"),
            ("services_engineer", "meridian-partners"),
            ("cost_consultant", "tallis-and-co"),
            ("main_contractor", "ardent-construction"),
        ],
        "A two-storey reading room added to the north side of the 1960s library, lit by "
        "sawtooth rooflights.",
    ),
    (
        "wrenfield-passivhaus-terraces",
        "Wrenfield Passivhaus Terraces",
        [
            ("commissioned_by", "hollin-vale-housing"),
            ("led_by", "olga-vetrova"),
            ("team_member", "ananya-deshpande"),
            ("services_engineer", "meridian-partners"),
            ("landscape_architect", "greenhithe-studio"),
            ("main_contractor", "caskell-and-moyo"),
        ],
        "Forty-two homes for social rent in three terraces, aiming for Passivhaus certification.",
    ),
    (
        "beacon-point-tower",
        "Beacon Point Tower",
        [
            ("commissioned_by", "marlow-quay-developments"),
            ("led_by", "morita-kentaro"),
            ("team_member", "han-ji-min"),
            ("structural_engineer", "brunel-pryce"),
            ("fire_engineer", "corran-partnership"),
            ("cost_consultant", "tallis-and-co"),
            ("main_contractor", "stonebridge-group"),
        ],
        "An eighteen-storey residential tower of 212 flats on the former ferry terminal site.",
    ),
    (
        "boathouse-gallery",
        "Boathouse Gallery",
        [
            ("commissioned_by", "saltmarsh-museum-trust"),
            ("led_by", "zoe-brannstrom"),
            ("structural_engineer", "brunel-pryce"),
            ("heritage_consultant", "halden-associates"),
            ("acoustic_consultant", "larkspur-associates"),
            ("main_contractor", "fenwright-and-sons"),
        ],
        "Conversion of a grade II listed Victorian lifeboat house into a gallery for the "
        "collection of historic small boats.",
    ),
    (
        "orchard-classroom-block",
        "Orchard Classroom Block",
        [
            ("commissioned_by", "st-brennans-primary-school"),
            ("led_by", "tomas-o-briain"),
            ("services_engineer", "meridian-partners"),
            ("acoustic_consultant", "larkspur-associates"),
            ("main_contractor", "ardent-construction"),
        ],
        "Six classrooms and a hall for a growing primary school, put up over one summer.",
    ),
    (
        "weaving-shed-studios",
        "Weaving Shed Studios",
        [
            ("commissioned_by", "calder-mills-arts-collective"),
            ("led_by", "lin-jiayi"),
            ("structural_engineer", "brunel-pryce"),
            ("heritage_consultant", "halden-associates"),
            ("planning_consultant", "pellow-rees"),
            ("main_contractor", "caskell-and-moyo"),
        ],
        "Twenty-four artists' workspaces inside a former cotton weaving shed.",
    ),
    (
        "skyline-suites-rooftop-extension",
        "Skyline Suites Rooftop Extension",
        [
            ("commissioned_by", "thornbury-hotels-group"),
            ("led_by", "nikolaos-papadakis"),
            ("structural_engineer", "brunel-pryce"),
            ("fire_engineer", "corran-partnership"),
            ("planning_consultant", "pellow-rees"),
            ("main_contractor", "stonebridge-group"),
        ],
        "Two extra floors of suites on top of a 1930s hotel.",
    ),
    (
        "linden-court-student-residences",
        "Linden Court Student Residences",
        [
            ("commissioned_by", "northgate-university"),
            ("led_by", "karthik-subramanian"),
            ("services_engineer", "meridian-partners"),
            ("cost_consultant", "tallis-and-co"),
            ("main_contractor", "ardent-construction"),
        ],
        "Phase two of the campus residences: 480 study bedrooms around two courtyards.",
    ),
    (
        "millbrook-community-hub",
        "Millbrook Community Hub",
        [
            ("commissioned_by", "hollin-vale-housing"),
            ("led_by", "noa-berkovich"),
            ("landscape_architect", "greenhithe-studio"),
            ("acoustic_consultant", "larkspur-associates"),
            ("main_contractor", "caskell-and-moyo"),
        ],
        "A hall, café and advice centre at the heart of the Millbrook estate.",
    ),
    (
        "harbour-wall-pavilion",
        "Harbour Wall Pavilion",
        [
            ("commissioned_by", "saltmarsh-museum-trust"),
            ("led_by", "lucja-wisniewska"),
            ("structural_engineer", "brunel-pryce"),
            ("landscape_architect", "greenhithe-studio"),
            ("planning_consultant", "pellow-rees"),
        ],
        "A ticket office and viewing pavilion built onto the old harbour wall; contractor "
        "not yet appointed.",
    ),
    (
        "ropewalk-square-public-realm",
        "Ropewalk Square Public Realm",
        [
            ("commissioned_by", "marlow-quay-developments"),
            ("led_by", "nino-beridze"),
            ("team_member", "han-ji-min"),
            ("landscape_architect", "greenhithe-studio"),
            ("main_contractor", "stonebridge-group"),
        ],
        "Paving, trees and seating for the new square between the tower and the river.",
    ),
    (
        "solace-spa-interior-refit",
        "Solace Spa Interior Refit",
        [
            ("commissioned_by", "thornbury-hotels-group"),
            ("led_by", "siriporn-wongsawat"),
            ("main_contractor", "fenwright-and-sons"),
        ],
        "Refit of a hotel's basement spa: treatment rooms, pool hall and changing areas.",
    ),
    (
        "practice-carbon-tool-rollout",
        "Practice Carbon Tool Rollout",
        [
            ("commissioned_by", PRACTICE),
            ("led_by", "ananya-deshpande"),
            ("team_member", "aram-petrosyan"),
        ],
        "Introducing a whole-life carbon calculator on every live job in the studio.",
    ),
    (
        "bim-standards-upgrade",
        "BIM Standards Upgrade",
        [
            ("commissioned_by", PRACTICE),
            ("led_by", "aram-petrosyan"),
            ("team_member", "han-ji-min"),
        ],
        "Moving the studio's model and drawing standards to ISO 19650.",
    ),
]

ROLE_LABELS = {
    "commissioned_by": "client",
    "led_by": "project lead",
    "team_member": "team",
    "structural_engineer": "structure",
    "services_engineer": "services",
    "cost_consultant": "cost",
    "landscape_architect": "landscape",
    "acoustic_consultant": "acoustics",
    "fire_engineer": "fire",
    "heritage_consultant": "heritage",
    "planning_consultant": "planning",
    "main_contractor": "contractor",
}

# --- planning applications ------------------------------------------------------------------
# id, title, project, authority, officer, prepared by, text, notice evidence id, notice text
APPLICATIONS: list[tuple[str, str, str, str, str, str, str, str, str]] = [
    (
        "application-24-0312-ful",
        "Application 24/0312/FUL",
        "aldous-reading-room-extension",
        "city-of-northgate-council",
        "hannah-oyelaran",
        "layla-al-haddad",
        "Full application for a two-storey extension; approved with conditions on brick "
        "samples and a construction traffic plan.",
        "ev-notice-24-0312-ful",
        "Decision: grant subject to conditions. Condition 3: samples of facing brick. "
        "Condition 7: construction traffic management plan before works start.",
    ),
    (
        "application-24-1178-ful",
        "Application 24/1178/FUL",
        "wrenfield-passivhaus-terraces",
        "ashcombe-borough-council",
        "tomas-herrera",
        "olga-vetrova",
        "Full application for forty-two dwellings; approved at committee.",
        "ev-notice-24-1178-ful",
        "Decision: grant. Resolution of the planning committee, vote 9 to 2.",
    ),
    (
        "application-23-2290-ful",
        "Application 23/2290/FUL",
        "beacon-point-tower",
        "ashcombe-borough-council",
        "tomas-herrera",
        "morita-kentaro",
        "Full application for an eighteen-storey block; deferred until a revised fire "
        "statement was lodged, then approved.",
        "ev-notice-23-2290-ful",
        "Decision deferred 11 January 2024 pending fire statement. Granted 2 April 2024.",
    ),
    (
        "application-24-0087-lbc",
        "Application 24/0087/LBC",
        "boathouse-gallery",
        "saltmarsh-district-council",
        "eleni-konstantinou",
        "zoe-brannstrom",
        "Listed building consent for internal alterations and roof repairs; granted.",
        "ev-notice-24-0087-lbc",
        "Listed building consent granted. Repairs to match existing in species and section.",
    ),
    (
        "application-24-0560-cou",
        "Application 24/0560/COU",
        "weaving-shed-studios",
        "city-of-northgate-council",
        "hannah-oyelaran",
        "lin-jiayi",
        "Change of use from storage to workspace; granted under delegated powers.",
        "ev-notice-24-0560-cou",
        "Decision: grant under delegated powers; use class E(g) restricted by condition.",
    ),
    (
        "application-24-0921-ful",
        "Application 24/0921/FUL",
        "skyline-suites-rooftop-extension",
        "city-of-northgate-council",
        "hannah-oyelaran",
        "nikolaos-papadakis",
        "Full application for two additional storeys; refused on overlooking of the houses "
        "on Mercer Row; an appeal is being prepared.",
        "ev-notice-24-0921-ful",
        "Decision: refuse. Reason 1: overlooking and loss of privacy to 2-14 Mercer Row.",
    ),
    (
        "application-24-1402-ful",
        "Application 24/1402/FUL",
        "harbour-wall-pavilion",
        "saltmarsh-district-council",
        "eleni-konstantinou",
        "lucja-wisniewska",
        "Full application for a pavilion; validated, awaiting a decision.",
        "ev-notice-24-1402-ful",
        "Validation letter: application valid from 3 December 2024; target date 28 January 2025.",
    ),
    (
        "application-24-0733-reg3",
        "Application 24/0733/REG3",
        "orchard-classroom-block",
        "ashcombe-borough-council",
        "tomas-herrera",
        "tomas-o-briain",
        "Regulation 3 application for new classrooms and a hall; approved.",
        "ev-notice-24-0733-reg3",
        "Decision: grant under regulation 3; hours of work limited to school holidays.",
    ),
]

# --- meetings -----------------------------------------------------------------------------
# id, title, date, project, chair (or None), attendees, outcome, evidence id, evidence text
REVIEWS: list[tuple[str, str, str, str, str | None, list[str], str, str, str]] = [
    (
        "design-review-2024-03-12",
        "Stage 2 design review, 12 March 2024",
        "2024-03-12T10:00:00Z",
        "aldous-reading-room-extension",
        "zoe-brannstrom",
        ["layla-al-haddad", "nkechi-adeyemi", "olga-lindqvist"],
        "Rooflight pitch raised; stair moved to free the east wall for shelving.",
        "ev-minutes-kla-dr-01",
        "Item 1: rooflight pitch to be raised to 60 degrees. Item 2: stair to move to free the "
        "east wall for shelving. Actions to the project lead.",
    ),
    (
        "design-review-2024-06-05",
        "Stage 3 design review, 5 June 2024",
        "2024-06-05T14:00:00Z",
        "wrenfield-passivhaus-terraces",
        "morita-kentaro",
        ["olga-vetrova", "farah-qureshi", "jurgen-kohler"],
        "Ventilation units relocated from the kitchens to the lofts.",
        "ev-minutes-kla-dr-02",
        "Item 1: ventilation units to be relocated from kitchens to lofts. Item 2: tenant "
        "handbook draft for August.",
    ),
    (
        "design-review-2024-05-14",
        "Fire strategy review, 14 May 2024",
        "2024-05-14T09:30:00Z",
        "beacon-point-tower",
        "zoe-brannstrom",
        ["morita-kentaro", "selam-tesfaye", "dmitri-orlov"],
        "A second escape stair added to the core; the layout loses four flats.",
        "ev-minutes-kla-dr-03",
        "Item 1: second escape stair added to the core. Item 2: four flats lost; revised "
        "schedule to the client.",
    ),
    (
        "design-review-2024-07-02",
        "Heritage design review, 2 July 2024",
        "2024-07-02T11:00:00Z",
        "boathouse-gallery",
        "layla-al-haddad",
        ["zoe-brannstrom", "edmund-halden", "ingrid-saether"],
        "Slipway rails kept and displayed in the floor; new mezzanine made free-standing.",
        "ev-minutes-kla-dr-04",
        "Item 1: slipway rails kept and displayed under glass in the floor. Item 2: mezzanine "
        "to be free-standing, not fixed to the walls.",
    ),
    (
        "design-review-2024-02-20",
        "Acoustic design review, 20 February 2024",
        "2024-02-20T15:00:00Z",
        "orchard-classroom-block",
        "morita-kentaro",
        ["tomas-o-briain", "sato-misaki", "mwajuma-otieno"],
        "Absorbent ceiling rafts specified in every classroom; hall gets wall panels.",
        "ev-minutes-kla-dr-05",
        "Item 1: absorbent ceiling rafts in all classrooms. Item 2: wall panels in the hall.",
    ),
    (
        "design-review-2024-09-17",
        "Concept design review, 17 September 2024",
        "2024-09-17T10:00:00Z",
        "weaving-shed-studios",
        "layla-al-haddad",
        ["lin-jiayi", "noa-fischer", "rhodri-pellow"],
        "Studios kept to the existing column grid; shared kitchen placed by the entrance.",
        "ev-minutes-kla-dr-06",
        "Item 1: studio partitions on the existing column grid. Item 2: shared kitchen at the "
        "entrance.",
    ),
    (
        "design-review-2024-10-08",
        "Stage 4 design review, 8 October 2024",
        "2024-10-08T13:00:00Z",
        "linden-court-student-residences",
        "zoe-brannstrom",
        ["karthik-subramanian", "ama-owusu", "olga-lindqvist"],
        "Bathroom pods confirmed; courtyard bike store enlarged.",
        "ev-minutes-kla-dr-07",
        "Item 1: bathroom pods confirmed with the supplier. Item 2: bike store enlarged to 300 "
        "spaces.",
    ),
    (
        "design-review-2024-11-26",
        "Landscape design review, 26 November 2024",
        "2024-11-26T10:30:00Z",
        "millbrook-community-hub",
        "olga-vetrova",
        ["noa-berkovich", "fionnuala-byrne", "farah-qureshi"],
        "Play area moved away from the road; existing oaks retained.",
        "ev-minutes-kla-dr-08",
        "Item 1: play area moved away from the road. Item 2: the two oaks to be retained and "
        "protected.",
    ),
]

VISITS: list[tuple[str, str, str, str, str | None, list[str], str, str, str]] = [
    (
        "site-visit-2024-04-09",
        "Piling inspection, 9 April 2024",
        "2024-04-09T08:00:00Z",
        "aldous-reading-room-extension",
        None,
        ["layla-al-haddad", "nkechi-adeyemi", "gareth-dunmore"],
        "Two pile caps were cast 40 mm low; steel packing agreed rather than recasting.",
        "ev-visit-report-kla-sv-01",
        "Pile caps PC4 and PC7 measured 40 mm below design level. Agreed: steel packing "
        "plates, no recast.",
    ),
    (
        "site-visit-2024-08-21",
        "Airtightness test visit, 21 August 2024",
        "2024-08-21T09:00:00Z",
        "wrenfield-passivhaus-terraces",
        None,
        ["olga-vetrova", "ananya-deshpande", "kwame-moyo"],
        "The blower-door test on the first terrace measured 0.48 air changes per hour at "
        "50 Pa, under the 0.6 limit for certification.",
        "ev-visit-report-kla-sv-02",
        "Blower-door result, terrace A: n50 = 0.48 air changes per hour. Passivhaus limit "
        "0.6. Pass.",
    ),
    (
        "site-visit-2024-10-15",
        "Frame inspection, 15 October 2024",
        "2024-10-15T08:30:00Z",
        "beacon-point-tower",
        None,
        ["morita-kentaro", "han-ji-min", "brid-keane"],
        "Cladding bracket spacing on levels 9 to 11 wider than drawn; extra brackets instructed.",
        "ev-visit-report-kla-sv-03",
        "Levels 9-11: bracket centres 900 mm against 600 mm drawn. Instruction issued for "
        "additional brackets.",
    ),
    (
        "site-visit-2024-09-03",
        "Roof timber survey, 3 September 2024",
        "2024-09-03T10:00:00Z",
        "boathouse-gallery",
        None,
        ["zoe-brannstrom", "edmund-halden", "piotr-nowak"],
        "Deathwatch beetle found in three purlins; scarf-jointed splice repairs agreed in "
        "place of renewal.",
        "ev-visit-report-kla-sv-04",
        "Purlins P2, P5, P6: active deathwatch beetle. Repair by scarf-jointed oak splices; no "
        "wholesale renewal.",
    ),
    (
        "site-visit-2024-07-18",
        "Handover inspection, 18 July 2024",
        "2024-07-18T13:00:00Z",
        "orchard-classroom-block",
        None,
        ["tomas-o-briain", "gareth-dunmore", "mwajuma-otieno"],
        "Sixty-four snags listed; the building accepted subject to their completion in two weeks.",
        "ev-visit-report-kla-sv-05",
        "Snag list: 64 items. Practical completion certified subject to completion within 14 days.",
    ),
    (
        "site-visit-2024-11-12",
        "Opening-up visit, 12 November 2024",
        "2024-11-12T09:00:00Z",
        "weaving-shed-studios",
        None,
        ["lin-jiayi", "nkechi-adeyemi", "kwame-moyo"],
        "Cast-iron columns and beams exposed and found sound.",
        "ev-visit-report-kla-sv-06",
        "Columns C1-C24 exposed: no cracking, sound castings. Beams sound.",
    ),
    (
        "site-visit-2024-12-04",
        "Roof slab survey, 4 December 2024",
        "2024-12-04T10:00:00Z",
        "skyline-suites-rooftop-extension",
        None,
        ["nikolaos-papadakis", "brid-keane"],
        "Cores taken from the existing slab; it can carry two lightweight steel storeys.",
        "ev-visit-report-kla-sv-07",
        "Cores 1-6: concrete strength adequate for two lightweight steel storeys.",
    ),
    (
        "site-visit-2025-01-22",
        "Ground investigation visit, 22 January 2025",
        "2025-01-22T11:00:00Z",
        "harbour-wall-pavilion",
        None,
        ["lucja-wisniewska", "fionnuala-byrne"],
        "Tidal scour found at the toe of the wall; rock armour needed before building.",
        "ev-visit-report-kla-sv-08",
        "Trial pit TP3: scour 0.7 m deep at the wall toe. Recommend rock armour.",
    ),
]

# --- findings, methods and handbook -----------------------------------------------------------
# id, type, folder, title, relations, body text, evidence id, evidence title, evidence text
STUDIES: list[tuple[str, str, str, str, list[tuple[str, str]], str, str, str, str]] = [
    (
        "daylight-study-reading-room",
        "analysis",
        "analysis",
        "Daylight study, reading room",
        [("about", "aldous-reading-room-extension"), ("authored_by", "han-ji-min")],
        "The sawtooth rooflights facing north give an average daylight factor of 4.2% on the "
        "reading tables, with a uniformity of 0.4; no blinds are needed against glare.",
        "ev-daylight-output",
        "Daylight simulation output",
        "Reading room grid, 120 points: mean daylight factor 4.2%, uniformity 0.41.",
    ),
    (
        "tm59-overheating-assessment",
        "analysis",
        "analysis",
        "TM59 overheating assessment, Wrenfield",
        [("about", "wrenfield-passivhaus-terraces"), ("authored_by", "ananya-deshpande")],
        "Nine of fourteen sampled bedrooms exceed the CIBSE TM59 criteria unless the west "
        "elevations get external shading; fixed brise-soleil bring every room within the "
        "limits.",
        "ev-tm59-output",
        "Dynamic thermal model results",
        "Bedrooms failing TM59 criterion b: 9 of 14 (no shading); 0 of 14 (brise-soleil, west).",
    ),
    (
        "embodied-carbon-clt-vs-concrete",
        "analysis",
        "analysis",
        "Embodied carbon comparison: CLT versus concrete frame",
        [("about", "linden-court-student-residences"), ("authored_by", "karthik-subramanian")],
        "A cross-laminated timber structure has 38% less upfront embodied carbon (modules "
        "A1 to A5) than the reinforced concrete flat slab option, for a 4% rise in frame cost.",
        "ev-carbon-calc",
        "Whole-life carbon calculation",
        "Frame options, A1-A5: CLT 182 kgCO2e/m2; RC flat slab 294 kgCO2e/m2 (-38%).",
    ),
    (
        "cost-plan-review-stage-3",
        "analysis",
        "analysis",
        "Stage 3 cost plan review",
        [("about", "beacon-point-tower"), ("authored_by", "morita-kentaro")],
        "The façade is the largest element of the estimate at 31% of construction cost; "
        "unitised panels were compared with stick-built curtain walling.",
        "ev-cost-plan-s3",
        "Cost plan, stage 3",
        "Elemental summary: external walls 31.2% of construction cost; frame 17.5%.",
    ),
    (
        "acoustic-test-results-classrooms",
        "analysis",
        "analysis",
        "Pre-completion acoustic tests",
        [("about", "orchard-classroom-block"), ("authored_by", "tomas-o-briain")],
        "Reverberation times measured 0.45 to 0.55 seconds in all six classrooms, inside the "
        "BB93 limit of 0.6 seconds.",
        "ev-acoustic-test",
        "Acoustic test certificate",
        "T(mf) classrooms 1-6: 0.45-0.55 s; BB93 limit 0.6 s. All pass.",
    ),
    (
        "post-occupancy-evaluation-weaving-shed",
        "analysis",
        "analysis",
        "Post-occupancy evaluation, first winter",
        [("about", "weaving-shed-studios"), ("authored_by", "lin-jiayi")],
        "Tenants report temperatures under 16 °C on winter mornings in the studios along the "
        "north wall; a boost setting on the heating is being trialled.",
        "ev-poe-survey",
        "Tenant survey results",
        "Survey, 21 responses: 14 report studios under 16 C before 10am in January.",
    ),
    (
        "rainwater-attenuation-strategy",
        "analysis",
        "analysis",
        "Rainwater attenuation strategy",
        [("about", "millbrook-community-hub"), ("authored_by", "noa-berkovich")],
        "Rain gardens and swales hold the 1-in-100-year storm on the surface, so no buried "
        "crates are needed.",
        "ev-drainage-calc",
        "Drainage calculation",
        "Surface storage in rain gardens and swales: 96 m3 against 91 m3 required. No crates.",
    ),
    (
        "lessons-learned-school-handover",
        "note",
        "notes",
        "Lessons learned: Orchard handover",
        [("about", "orchard-classroom-block"), ("authored_by", "tomas-o-briain")],
        "Two thirds of the defects at handover came from mechanical and electrical "
        "coordination finished late, after ceilings had closed.",
        "ev-snag-log",
        "Snag log by trade",
        "64 snags: M&E 43, finishes 12, joinery 6, external 3.",
    ),
]

CONCEPTS: list[tuple[str, str, list[str], str]] = [
    (
        "fabric-first",
        "Fabric first",
        ["wrenfield-passivhaus-terraces", "millbrook-community-hub"],
        "Our default order for low-energy work: spend on the envelope (continuous "
        "insulation, an airtight layer, triple glazing, details free of thermal bridges) "
        "before specifying any renewable generation.",
    ),
    (
        "minimum-intervention",
        "Minimum intervention",
        ["boathouse-gallery", "weaving-shed-studios"],
        "Conservation rule we follow in historic buildings: do as little as is "
        "necessary to historic fabric, favour repair over renewal, and make new work "
        "reversible and legible.",
    ),
    (
        "design-for-disassembly",
        "Design for disassembly",
        ["linden-court-student-residences", "harbour-wall-pavilion"],
        "Detailing so that elements can be demounted at end of life: mechanical fixings "
        "instead of adhesives, standard sizes, a register of materials so parts can be "
        "recovered.",
    ),
    (
        "soft-landings",
        "Soft landings",
        ["orchard-classroom-block", "linden-court-student-residences"],
        "The design team remains engaged for three years after practical completion, "
        "tuning controls and gathering occupant feedback.",
    ),
    (
        "loose-fit",
        "Loose fit",
        ["aldous-reading-room-extension", "weaving-shed-studios"],
        "Plan for adaptability: generous storey heights, open structural grids and "
        "services that can be re-routed, so a building can take on new uses.",
    ),
]

HANDBOOK: list[tuple[str, str, str]] = [
    (
        "how-to-prepare-a-planning-application",
        "How to prepare a planning application",
        "Check the validation list of the planning authority, agree the fee, and draft the "
        "design and access statement. The case officer is assigned once the application is "
        "validated; keep the portal reference on the project page.",
    ),
    (
        "design-review-template",
        "Design review template",
        "Headings for every design review: project, stage, chair, attendees, presentation, "
        "panel comments, decisions, actions with owners. Circulate minutes within five days.",
    ),
    (
        "site-visit-report-template",
        "Site visit report template",
        "Headings: project, date, weather, attendees, contractor present, areas inspected, "
        "findings, instructions issued, photographs.",
    ),
    (
        "site-visit-safety-policy",
        "Site visit safety policy",
        "Before any site visit, sign in with the contractor's site manager, wear boots, hat, "
        "hi-vis and eye protection, and never inspect a roof or scaffold alone.",
    ),
    (
        "consultant-appointment-policy",
        "Consultant appointment policy",
        "Structural engineers, services engineers, cost consultants, landscape architects, "
        "acoustic, fire and heritage consultants are appointed by the client on our "
        "recommendation, on the standard professional services contract.",
    ),
    (
        "project-lead-responsibilities",
        "Project lead responsibilities",
        "The project lead runs the design team, reports to the director in charge, speaks "
        "for the practice to the client and the contractor, and keeps the fee on track.",
    ),
    (
        "client-onboarding-checklist",
        "Client onboarding checklist",
        "Before work starts with a new client: name a client contact, agree the brief and "
        "budget, sign the appointment, run money-laundering checks.",
    ),
    (
        "fabric-performance-guidance",
        "Fabric performance guidance",
        "Target U-values for walls 0.15, roofs 0.12, windows 0.8 W/m2K; airtightness 3 m3/h.m2 "
        "outside certified work. Solar panels and heat pumps are sized by the services "
        "engineer.",
    ),
    (
        "conservation-work-guidance",
        "Conservation work guidance",
        "Historic buildings need listed building consent for works affecting character; "
        "commission a heritage statement and a measured survey of old buildings early.",
    ),
    (
        "overheating-checklist",
        "Overheating checklist",
        "For homes, run the CIBSE TM59 method at stage 2; check bedroom window openings, "
        "summer night cooling and shading of west and south windows.",
    ),
    (
        "snagging-procedure",
        "Snagging procedure",
        "At handover, walk every room with the contractor, log defects in the snag app by "
        "trade, and issue the list within two days.",
    ),
    (
        "acoustic-design-guidance",
        "Acoustic design guidance",
        "For classrooms, BB93 sets reverberation time and sound insulation targets; ask the "
        "acoustic consultant for room-by-room values at stage 2.",
    ),
    (
        "daylight-modelling-how-to",
        "Daylight modelling how-to",
        "How to set up a daylight model: import the massing, assign reflectances, place the "
        "grid at desk height, and report daylight factor and uniformity for each room.",
    ),
    (
        "sustainable-drainage-how-to",
        "Sustainable drainage how-to",
        "How to size surface water storage: calculate run-off for the 1-in-100-year storm "
        "plus climate allowance, then choose storage such as ponds, tanks or permeable "
        "paving.",
    ),
]

REGISTERS: list[tuple[str, str, str, str]] = [
    (
        "ev-staff-directory-2025",
        "Staff directory export, January 2025",
        "goat-task:hr-export-2025-01",
        "Export of the HR system: names, roles, start dates, qualifications. 41 records.",
    ),
    (
        "ev-client-register-2024",
        "Client and contacts register, 2024",
        "goat-task:crm-export-2024-12",
        "Export of the client records: organisation, sector, named contacts and roles.",
    ),
    (
        "ev-consultant-register-2024",
        "Consultant appointments register, 2024",
        "goat-task:appointments-2024",
        "Register of consultant appointments: firm, discipline, named lead, fee basis.",
    ),
    (
        "ev-contractor-framework-2024",
        "Contractor framework agreement, 2024",
        "file:contracts/framework-2024.md",
        "Framework of approved main contractors and specialists, with named site contacts.",
    ),
    (
        "ev-planning-portal-log",
        "Planning portal correspondence log",
        "web:planning-portal.example/log/kla",
        "Log of correspondence with local planning authorities and their officers.",
    ),
    (
        "ev-project-register-2024",
        "Project register, 2024",
        "goat-task:project-register-2024",
        "Register of live jobs: job number, stage, fee, team.",
    ),
    (
        "ev-design-manual-2025",
        "Design manual, 2025 edition",
        "file:manuals/design-manual-2025.md",
        "The studio's design principles, with case studies.",
    ),
    (
        "ev-office-manual-2025",
        "Office manual, 2025 edition",
        "file:manuals/office-manual-2025.md",
        "Procedures, templates and policies of the office.",
    ),
]

# --- questions ------------------------------------------------------------------------------
# (text, relevant ids[, the page the question describes, for checking hop distances])
LEXICAL: list[tuple[str, set[str]]] = [
    ("Aldous Reading Room Extension", {"aldous-reading-room-extension"}),
    ("Wrenfield Passivhaus Terraces", {"wrenfield-passivhaus-terraces"}),
    ("Beacon Point Tower", {"beacon-point-tower"}),
    ("Boathouse Gallery", {"boathouse-gallery"}),
    ("Brunel Pryce", {"brunel-pryce"}),
    ("Tallis & Co quantity surveyors", {"tallis-and-co"}),
    ("Zoe Brannstrom", {"zoe-brannstrom"}),
    ("Lucja Wisniewska", {"lucja-wisniewska"}),
    ("Tomás Ó Briain", {"tomas-o-briain"}),
    ("Tomas Herrera", {"tomas-herrera"}),
    ("Olga Lindqvist", {"olga-lindqvist"}),
    ("Noa Fischer", {"noa-fischer"}),
    ("Layla Al-Haddad", {"layla-al-haddad"}),
    ("Kentaro Morita", {"morita-kentaro"}),
    ("application 24/0312/FUL", {"application-24-0312-ful"}),
    ("Solace Spa Interior Refit", {"solace-spa-interior-refit"}),
    ("Weaving Shed Studios", {"weaving-shed-studios"}),
    ("Greenhithe Studio landscape architects", {"greenhithe-studio"}),
    ("Larkspur Associates", {"larkspur-associates"}),
    ("Ashcombe Borough Council", {"ashcombe-borough-council"}),
    ("Stonebridge Group", {"stonebridge-group"}),
    ("fabric first", {"fabric-first"}),
    ("design for disassembly", {"design-for-disassembly"}),
    ("soft landings", {"soft-landings"}),
    ("embodied carbon comparison CLT versus concrete frame", {"embodied-carbon-clt-vs-concrete"}),
    ("TM59 overheating assessment", {"tm59-overheating-assessment"}),
    ("roof timber survey", {"site-visit-2024-09-03"}),
    ("fire strategy review", {"design-review-2024-05-14"}),
    ("design review template", {"design-review-template"}),
    ("how to prepare a planning application", {"how-to-prepare-a-planning-application"}),
    ("practice carbon tool rollout", {"practice-carbon-tool-rollout"}),
    ("BIM standards upgrade", {"bim-standards-upgrade"}),
    ("Ingrid Saether", {"ingrid-saether"}),
    ("Jurgen Kohler", {"jurgen-kohler"}),
    ("Kestrel Lane Architects", {PRACTICE}),
    ("Skyline Suites Rooftop Extension", {"skyline-suites-rooftop-extension"}),
]

SCRIPT: list[tuple[str, set[str]]] = [
    ("Ольга Ветрова", {"olga-vetrova"}),
    ("Νικόλαος Παπαδάκης", {"nikolaos-papadakis"}),
    ("ليلى الحداد", {"layla-al-haddad"}),
    ("נועה ברקוביץ", {"noa-berkovich"}),
    ("who is अनन्या देशपांडे", {"ananya-deshpande"}),
    ("林嘉怡", {"lin-jiayi"}),
    ("森田 健太郎", {"morita-kentaro"}),
    ("한지민", {"han-ji-min"}),
    ("ნინო ბერიძე", {"nino-beridze"}),
    ("ศิริพร วงศ์สวัสดิ์", {"siriporn-wongsawat"}),
    ("Արամ Պետրոսյան", {"aram-petrosyan"}),
    ("கார்த்திக் சுப்பிரமணியன்", {"karthik-subramanian"}),
    ("contact details for Дмитрий Орлов", {"dmitri-orlov"}),
    ("王海涛", {"wang-haitao"}),
    ("ሰላም ተስፋዬ", {"selam-tesfaye"}),
    ("Ελένη Κωνσταντίνου", {"eleni-konstantinou"}),
    ("یوسف رضایی", {"yusuf-rezaei"}),
]

HOP: list[tuple[str, set[str], str]] = [
    (
        "Who is in charge of the Aldous Reading Room Extension?",
        {"layla-al-haddad"},
        "aldous-reading-room-extension",
    ),
    ("which of our people is running Beacon Point Tower", {"morita-kentaro"}, "beacon-point-tower"),
    (
        "Ropewalk Square Public Realm: who heads it up?",
        {"nino-beridze"},
        "ropewalk-square-public-realm",
    ),
    (
        "Who commissioned the Weaving Shed Studios?",
        {"calder-mills-arts-collective"},
        "weaving-shed-studios",
    ),
    (
        "Linden Court Student Residences is being delivered for which organisation?",
        {"northgate-university"},
        "linden-court-student-residences",
    ),
    (
        "the customer behind Solace Spa Interior Refit",
        {"thornbury-hotels-group"},
        "solace-spa-interior-refit",
    ),
    (
        "Who is designing the frame of Beacon Point Tower?",
        {"brunel-pryce"},
        "beacon-point-tower",
    ),
    (
        "who's doing the heating and ventilation design at Orchard Classroom Block",
        {"meridian-partners"},
        "orchard-classroom-block",
    ),
    (
        "Who keeps the budget for Linden Court Student Residences?",
        {"tallis-and-co"},
        "linden-court-student-residences",
    ),
    (
        "Who is designing the gardens and planting at Millbrook Community Hub?",
        {"greenhithe-studio"},
        "millbrook-community-hub",
    ),
    (
        "Which specialists advise on noise and sound insulation, for the Orchard Classroom Block?",
        {"larkspur-associates"},
        "orchard-classroom-block",
    ),
    (
        "smoke control and escape routes on the Skyline Suites Rooftop Extension: which firm?",
        {"corran-partnership"},
        "skyline-suites-rooftop-extension",
    ),
    (
        "Who is putting up the Orchard Classroom Block?",
        {"ardent-construction"},
        "orchard-classroom-block",
    ),
    (
        "Which firm is carrying out the works on site at the Boathouse Gallery?",
        {"fenwright-and-sons"},
        "boathouse-gallery",
    ),
    (
        "Which jobs has Brunel Pryce been engaged on?",
        {
            "aldous-reading-room-extension",
            "beacon-point-tower",
            "boathouse-gallery",
            "weaving-shed-studios",
            "skyline-suites-rooftop-extension",
            "harbour-wall-pavilion",
        },
        "brunel-pryce",
    ),
    ("Which job does Layla Al-Haddad run?", {"aldous-reading-room-extension"}, "layla-al-haddad"),
    (
        "Show me everything Caskell & Moyo is building",
        {"wrenfield-passivhaus-terraces", "weaving-shed-studios", "millbrook-community-hub"},
        "caskell-and-moyo",
    ),
    (
        "Tomás Herrera's caseload",
        {"application-24-1178-ful", "application-23-2290-ful", "application-24-0733-reg3"},
        "tomas-herrera",
    ),
    (
        "Who chaired the heritage design review of 2 July 2024?",
        {"layla-al-haddad"},
        "design-review-2024-07-02",
    ),
    (
        "Who was at the Stage 3 design review on 5 June 2024?",
        {"morita-kentaro", "olga-vetrova", "farah-qureshi", "jurgen-kohler"},
        "design-review-2024-06-05",
    ),
    (
        "Which building was examined at the fire strategy review of 14 May 2024?",
        {"beacon-point-tower"},
        "design-review-2024-05-14",
    ),
    (
        "what did the piling inspection of 9 April 2024 look at",
        {"aldous-reading-room-extension"},
        "site-visit-2024-04-09",
    ),
    (
        "Who represented the builders at the frame inspection, 15 October 2024?",
        {"brid-keane"},
        "site-visit-2024-10-15",
    ),
    (
        "Which meetings has Nkechi Adeyemi attended?",
        {"design-review-2024-03-12", "site-visit-2024-04-09", "site-visit-2024-11-12"},
        "nkechi-adeyemi",
    ),
    (
        "In which reviews did Farah Qureshi take part?",
        {"design-review-2024-06-05", "design-review-2024-11-26"},
        "farah-qureshi",
    ),
    (
        "What consent was sought for the Weaving Shed Studios?",
        {"application-24-0560-cou"},
        "weaving-shed-studios",
    ),
    (
        "Who at the council is dealing with 24/0087/LBC?",
        {"eleni-konstantinou"},
        "application-24-0087-lbc",
    ),
    (
        "Where was 24/1178/FUL lodged?",
        {"ashcombe-borough-council"},
        "application-24-1178-ful",
    ),
    ("which scheme is 23/2290/FUL for", {"beacon-point-tower"}, "application-23-2290-ful"),
    ("Who drew up 24/0921/FUL?", {"nikolaos-papadakis"}, "application-24-0921-ful"),
    ("Where does Nkechi Adeyemi work?", {"brunel-pryce"}, "nkechi-adeyemi"),
    ("Dmitri Orlov's employer", {"marlow-quay-developments"}, "dmitri-orlov"),
    ("Who works for Larkspur Associates?", {"sato-misaki"}, "larkspur-associates"),
    (
        "List the people at Marlow Quay Developments we deal with",
        {"dmitri-orlov", "yusuf-rezaei"},
        "marlow-quay-developments",
    ),
    (
        "What schemes has the Saltmarsh Museum Trust asked us to design?",
        {"boathouse-gallery", "harbour-wall-pavilion"},
        "saltmarsh-museum-trust",
    ),
    (
        "Which way of working is applied at Wrenfield Passivhaus Terraces?",
        {"fabric-first"},
        "wrenfield-passivhaus-terraces",
    ),
    (
        "Who authored the TM59 overheating assessment?",
        {"ananya-deshpande"},
        "tm59-overheating-assessment",
    ),
    (
        "What studies have been done on Linden Court Student Residences?",
        {"embodied-carbon-clt-vs-concrete"},
        "linden-court-student-residences",
    ),
    ("Which trips to site has Olga Vetrova made?", {"site-visit-2024-08-21"}, "olga-vetrova"),
    (
        "the handover inspection of 18 July 2024: who attended?",
        {"tomas-o-briain", "gareth-dunmore", "mwajuma-otieno"},
        "site-visit-2024-07-18",
    ),
]

HOP2: list[tuple[str, set[str], str]] = [
    (
        "Who works at the firm putting up the Orchard Classroom Block?",
        {"gareth-dunmore"},
        "orchard-classroom-block",
    ),
    (
        "Which organisation is the client of the job Layla Al-Haddad leads?",
        {"northgate-university"},
        "layla-al-haddad",
    ),
    (
        "Who decides on the Beacon Point Tower application?",
        {"ashcombe-borough-council"},
        "beacon-point-tower",
    ),
    (
        "Who is handling the Boathouse Gallery consent at the town hall?",
        {"eleni-konstantinou"},
        "boathouse-gallery",
    ),
    (
        "Which other projects use the same builder as Weaving Shed Studios?",
        {"wrenfield-passivhaus-terraces", "millbrook-community-hub"},
        "weaving-shed-studios",
    ),
    (
        "Who is our contact at the engineers designing the frame of Beacon Point Tower?",
        {"nkechi-adeyemi"},
        "beacon-point-tower",
    ),
    (
        "Which projects came before design reviews chaired by Zoë Brännström?",
        {
            "aldous-reading-room-extension",
            "beacon-point-tower",
            "linden-court-student-residences",
        },
        "zoe-brannstrom",
    ),
    (
        "Where was the Wrenfield Passivhaus Terraces application lodged?",
        {"ashcombe-borough-council"},
        "wrenfield-passivhaus-terraces",
    ),
    (
        "Where did the Harbour Wall Pavilion application go for a decision?",
        {"saltmarsh-district-council"},
        "harbour-wall-pavilion",
    ),
    (
        "Who wrote up analysis for the Aldous Reading Room Extension?",
        {"han-ji-min"},
        "aldous-reading-room-extension",
    ),
    (
        "Who's building the project Karthik Subramanian leads?",
        {"ardent-construction"},
        "karthik-subramanian",
    ),
    (
        "What else do we design for the client of Ropewalk Square Public Realm?",
        {"beacon-point-tower"},
        "ropewalk-square-public-realm",
    ),
    (
        "Which projects bring in the firm Jürgen Köhler works for?",
        {
            "aldous-reading-room-extension",
            "wrenfield-passivhaus-terraces",
            "orchard-classroom-block",
            "linden-court-student-residences",
        },
        "jurgen-kohler",
    ),
    (
        "Which buildings has Selam Tesfaye's firm advised on?",
        {"beacon-point-tower", "skyline-suites-rooftop-extension"},
        "selam-tesfaye",
    ),
    (
        "Which planning submissions concern schemes Stonebridge Group is building?",
        {"application-23-2290-ful", "application-24-0921-ful"},
        "stonebridge-group",
    ),
    (
        "Which projects did Bríd Keane go out to see?",
        {"beacon-point-tower", "skyline-suites-rooftop-extension"},
        "brid-keane",
    ),
    (
        "Which panel sessions looked at Hollin Vale Housing Association's schemes?",
        {"design-review-2024-06-05", "design-review-2024-11-26"},
        "hollin-vale-housing",
    ),
    (
        "list our trips out to the Saltmarsh Museum Trust's properties",
        {"site-visit-2024-09-03", "site-visit-2025-01-22"},
        "saltmarsh-museum-trust",
    ),
    (
        "Who speaks for the client on Beacon Point Tower?",
        {"dmitri-orlov", "yusuf-rezaei"},
        "beacon-point-tower",
    ),
    (
        "Which other projects has the planning consultant of Weaving Shed Studios advised?",
        {"skyline-suites-rooftop-extension", "harbour-wall-pavilion"},
        "weaving-shed-studios",
    ),
    (
        "Whose building was looked at in the fire strategy review of 14 May 2024?",
        {"marlow-quay-developments"},
        "design-review-2024-05-14",
    ),
    (
        "Which firm is building the project inspected at the piling inspection of 9 April 2024?",
        {"ardent-construction"},
        "site-visit-2024-04-09",
    ),
    (
        "On whose behalf was the airtightness test visit of 21 August 2024 made?",
        {"hollin-vale-housing"},
        "site-visit-2024-08-21",
    ),
    (
        "Which principles guide the projects Lin Jiayi leads?",
        {"minimum-intervention", "loose-fit"},
        "lin-jiayi",
    ),
    (
        "Which planning submissions relate to projects whose budgets Tallis & Co manage?",
        {"application-24-0312-ful", "application-23-2290-ful"},
        "tallis-and-co",
    ),
]

PARAPHRASE: list[tuple[str, set[str]]] = [
    (
        "wrap the walls and roof well and seal the gaps before paying for solar panels",
        {"fabric-first"},
    ),
    (
        "in old buildings keep the original material and only mend what must be mended",
        {"minimum-intervention"},
    ),
    (
        "bolt things together so pieces can be unscrewed and reused when it is knocked down",
        {"design-for-disassembly"},
    ),
    (
        "architects staying on to help after the users move in",
        {"soft-landings"},
    ),
    (
        "tall ceilings and uncluttered floor plates so the place can be repurposed later",
        {"loose-fit"},
    ),
    (
        "building the skeleton from engineered wood panels rather than poured slabs saves "
        "over a third of the emissions before occupation",
        {"embodied-carbon-clt-vs-concrete", "ev-carbon-calc"},
    ),
    (
        "sleeping rooms grow uncomfortably warm in summer if the sunset-side windows are not "
        "screened",
        {"tm59-overheating-assessment", "ev-tm59-output"},
    ),
    (
        "how much natural light the desks get under the north-facing roof glazing",
        {"daylight-study-reading-room", "ev-daylight-output"},
    ),
    (
        "the cladding is the biggest single slice of the tower's budget",
        {"cost-plan-review-stage-3", "ev-cost-plan-s3"},
    ),
    (
        "teaching rooms echo less than the government threshold in on-site checks",
        {"acoustic-test-results-classrooms", "ev-acoustic-test"},
    ),
    (
        "artists complain that their spaces are chilly first thing in the cold months",
        {"post-occupancy-evaluation-weaving-shed", "ev-poe-survey"},
    ),
    (
        "planted hollows soak up heavy storms instead of underground tanks",
        {"rainwater-attenuation-strategy", "ev-drainage-calc"},
    ),
    (
        "most faults at the school's completion came from pipes and wiring being sorted out "
        "too late",
        {"lessons-learned-school-handover", "ev-snag-log"},
    ),
    (
        "insects had eaten into the old boathouse roof beams",
        {"site-visit-2024-09-03", "ev-visit-report-kla-sv-04"},
    ),
    (
        "the new dwellings proved tighter against draughts than the standard demands when "
        "pressurised with a fan",
        {"site-visit-2024-08-21", "ev-visit-report-kla-sv-02"},
    ),
]


# --- building -------------------------------------------------------------------------------


def _entry_id(doc_id: str, timestamp: str, ref: str, text: str) -> str:
    joined = "\n".join([doc_id, timestamp, ref, text])
    return "ev-" + hashlib.sha256(joined.encode("utf-8")).hexdigest()[:12]


def _yaml_list(items: list[str]) -> str:
    return "[" + ", ".join(_quote(x) for x in items) + "]"


def _quote(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _relations(rels: list[tuple[str, str]]) -> str:
    return "[" + ", ".join(f"{{type: {t}, target: {x}}}" for t, x in rels) + "]"


class _Writer:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.base = datetime(2024, 1, 8, 9, 0, tzinfo=UTC)
        self.texts: list[tuple[str, str]] = []  # (folder, markdown)

    def stamps(self) -> tuple[str, str]:
        created = self.base + timedelta(
            days=self.rng.randint(0, 330), minutes=self.rng.randint(0, 600)
        )
        updated = created + timedelta(
            days=self.rng.randint(0, 200), minutes=self.rng.randint(0, 600)
        )
        fmt = "%Y-%m-%dT%H:%M:%SZ"
        return created.strftime(fmt), updated.strftime(fmt)

    def add(
        self,
        folder: str,
        doc_id: str,
        kind: str,
        type_: str,
        title: str,
        body: str,
        *,
        aliases: list[str] | None = None,
        relations: list[tuple[str, str]] | None = None,
        sources: list[str] | None = None,
    ) -> None:
        created, updated = self.stamps()
        lines = [
            "---",
            f"id: {doc_id}",
            f"kind: {kind}",
            f"type: {type_}",
            f"title: {_quote(title)}",
            "status: active",
        ]
        if aliases:
            lines.append(f"aliases: {_yaml_list(aliases)}")
        if relations:
            lines.append(f"relations: {_relations(relations)}")
        if sources:
            lines.append(f"sources: {_yaml_list(sources)}")
        lines += [f"created: {created}", f"updated: {updated}", "---"]
        self.texts.append((folder, "\n".join(lines) + "\n" + body.strip() + "\n"))


def _record_title(ev_id: str) -> str:
    code = ev_id.rsplit("kla-", 1)[1].upper()
    return ("Minutes KLA-" if ev_id.startswith("ev-minutes") else "Visit report KLA-") + code


def _cite(ev_id: str, label: str) -> str:
    return f"([[evidence:{ev_id}|{label}]])"


def _documents(seed: int) -> list[Document]:
    w = _Writer(seed)
    for ev_id, title, ref, text in REGISTERS:
        w.add(
            "evidence/registers",
            ev_id,
            "evidence",
            "source",
            title,
            f"# {title}\n\n{text}",
            sources=[ref],
        )

    for org_id, title, aliases, folder, text, ev in ORGS:
        body = f"# {title}\n\n{text} {_cite(ev, 'register')}"
        w.add(folder, org_id, "page", "company", title, body, aliases=aliases)

    for pid, title, aliases, employer, pron, text, ev in PEOPLE:
        noun = "the practice" if employer == PRACTICE else f"{pron} organisation"
        body = f"# {title}\n\n{text} Based at [[page:{employer}|{noun}]]. {_cite(ev, 'record')}"
        w.add(
            "people",
            pid,
            "page",
            "person",
            title,
            body,
            aliases=aliases,
            relations=[("works_for", employer)],
        )

    for proj_id, title, rels, text in PROJECTS:
        roles = ", ".join(f"[[page:{t}|{ROLE_LABELS[r]}]]" for r, t in rels)
        body = (
            f"# {title}\n\n{text} {_cite('ev-project-register-2024', 'project register')}\n\n"
            f"Appointments on this job: {roles}. {_cite('ev-project-register-2024', 'register')}"
        )
        w.add("projects", proj_id, "page", "project", title, body, relations=rels)

    for app in APPLICATIONS:
        app_id, title, proj, authority, officer, author, text, ev_id, ev_text = app
        ref = f"web:planning-portal.example/{app_id}"
        w.add(
            "evidence/planning",
            ev_id,
            "evidence",
            "source",
            f"Notice for {title.removeprefix('Application ')}",
            f"# Notice\n\n{ev_text}",
            sources=[ref],
        )
        rels = [
            ("for_project", proj),
            ("submitted_to", authority),
            ("case_officer", officer),
            ("prepared_by", author),
        ]
        body = (
            f"# {title}\n\n{text} {_cite(ev_id, 'notice')}\n\n"
            f"[[page:{proj}|scheme]] [[page:{authority}|authority]] "
            f"[[page:{officer}|officer]] [[page:{author}|agent]]"
        )
        w.add("planning", app_id, "page", "note", title, body, relations=rels, sources=[ref])

    for group, folder, verb in (
        (REVIEWS, "meetings/design-reviews", "reviewed"),
        (VISITS, "meetings/site-visits", "visited"),
    ):
        for mid, title, when, proj, chair, present, outcome, ev_id, ev_text in group:
            ref = f"jamie:meeting:{mid}"
            w.add(
                f"evidence/{folder.split('/')[1]}",
                ev_id,
                "evidence",
                "source",
                _record_title(ev_id),
                f"# Record\n\n{ev_text}",
                sources=[ref],
            )
            rels = [(verb, proj)]
            if chair:
                rels.append(("chaired_by", chair))
            rels += [("attended_by", p) for p in present]
            people = (
                " ".join([f"[[page:{chair}|chair]]"] if chair else [])
                + " "
                + " ".join(f"[[page:{p}|present]]" for p in present)
            )
            entry_text = outcome
            entry = f"- **{when}** | {_entry_id(mid, when, ref, entry_text)} | {ref} | {entry_text}"
            body = (
                f"# {title}\n\n{outcome} {_cite(ev_id, 'record')}\n\n"
                f"[[page:{proj}|job]] {people}\n\n## Timeline\n\n{entry}"
            )
            w.add(folder, mid, "page", "meeting", title, body, relations=rels, sources=[ref])

    for sid, type_, folder, title, rels, text, ev_id, ev_title, ev_text in STUDIES:
        ref = f"goat-task:{ev_id.removeprefix('ev-')}"
        w.add(
            "evidence/studies",
            ev_id,
            "evidence",
            "source",
            ev_title,
            f"# {ev_title}\n\n{ev_text}",
            sources=[ref],
        )
        links = " ".join(f"[[page:{t}|{r.replace('_', ' ')}]]" for r, t in rels)
        body = f"# {title}\n\n{text} {_cite(ev_id, 'data')}\n\n{links}"
        w.add(folder, sid, "page", type_, title, body, relations=rels)

    for cid, title, applied, text in CONCEPTS:
        rels = [("applied_in", p) for p in applied]
        links = " ".join(f"[[page:{p}|example]]" for p in applied)
        body = f"# {title}\n\n{text} {_cite('ev-design-manual-2025', 'design manual')}\n\n{links}"
        w.add("concepts", cid, "page", "concept", title, body, relations=rels)

    for hid, title, text in HANDBOOK:
        body = f"# {title}\n\n{text} {_cite('ev-office-manual-2025', 'office manual')}"
        w.add("handbook", hid, "page", "note", title, body)

    w.rng.shuffle(w.texts)
    return [parse_document(text, folder=folder) for folder, text in w.texts]


def _questions() -> list[Question]:
    out = [Question(t, "lexical", set(r)) for t, r in LEXICAL]
    out += [Question(t, "script", set(r)) for t, r in SCRIPT]
    out += [Question(t, "hop", set(r)) for t, r, _ in HOP]
    out += [Question(t, "hop2", set(r)) for t, r, _ in HOP2]
    out += [Question(t, "paraphrase", set(r)) for t, r in PARAPHRASE]
    return out


def build(seed: int = 131) -> EvalSet:
    """The documents (order and times drawn from `seed`) and the questions of set H."""
    return EvalSet(documents=_documents(seed), questions=_questions())
