"""Retrieval evaluation set J: a freight forwarder's brain (HELD OUT).

Data card
---------
Written by an independent generator from the document format (docs/format.md) and the
`Question` / `EvalSet` types alone, without looking at the ranker, the search code or the
other evaluation sets. It is a held-out set: it measures whether a ranker generalizes, so
nobody tuning the ranker should read it, and it must not be used to tune anything.

The brain is the internal knowledge store of a mid-size freight forwarding and logistics
firm: staff and the teams they belong to, client and carrier and vendor contacts, clients,
carriers, vendors, warehouses, trade lanes, shipments, incidents, customs cases, contracts,
vendor and carrier evaluations, meetings, decisions, projects, concepts, and a handbook of
policies and how-tos that shares much vocabulary with the questions without answering them.
Every page is active, cites an evidence document in each statement, and keeps most of the
graph in frontmatter relations (some pages also link neighbours inline). People's names are
written in their own script (Latin with diacritics, Cyrillic, Greek, Arabic, Hebrew,
Devanagari, Chinese, Japanese, Korean, Georgian) with a Latin alias; some share first names.

Question kinds:

- `lexical`: the words name the answer's title or one of its aliases;
- `script`: a person asked for by their name in their own script;
- `hop`: the answer is one relation (either direction) away from a page the question
  describes by its own distinctive words; no such word appears in any answer;
- `hop2`: the answer is two relations away;
- `paraphrase`: a finding, decision or idea described in words its page does not use.

`relevant` for hop and hop2 is computed by walking the relations, so it is complete.
`build(seed)` is deterministic: the seed shifts every date and shuffles document order.
Run `python -m bench.retrieval_data_j` to print `_check`'s problems and the questions.
"""

# ruff: noqa: E501

from __future__ import annotations

import hashlib
import random
import re
import unicodedata
from datetime import UTC, datetime, timedelta

from bench.retrieval_data import EvalSet, Question
from brain.toolkit.claims import uncited_statements
from brain.toolkit.document import Document, parse_document, serialize_document
from brain.toolkit.validation import validate_document

# category -> (folder, document type)
FOLDERS: dict[str, tuple[str, str]] = {
    "staff": ("people/staff", "person"),
    "contact": ("people/contacts", "person"),
    "team": ("org/teams", "note"),
    "client": ("companies/clients", "company"),
    "carrier": ("companies/carriers", "company"),
    "vendor": ("companies/vendors", "company"),
    "warehouse": ("ops/warehouses", "note"),
    "lane": ("ops/lanes", "concept"),
    "shipment": ("ops/shipments", "note"),
    "incident": ("ops/incidents", "analysis"),
    "customs": ("customs/cases", "note"),
    "contract": ("legal/contracts", "note"),
    "evaluation": ("procurement/evaluations", "analysis"),
    "meeting": ("meetings", "meeting"),
    "decision": ("decisions", "note"),
    "project": ("projects", "project"),
    "concept": ("concepts", "concept"),
    "handbook": ("handbook", "note"),
}
PERSON = ("staff", "contact")
COMPANY = ("client", "carrier", "vendor")

BASE = datetime(2025, 1, 6, 9, 0, tzinfo=UTC)

# --------------------------------------------------------------------------------------------
# Evidence: key -> (source ref, title, label used when citing, text)
# --------------------------------------------------------------------------------------------

EVIDENCE: dict[str, tuple[str, str, str, str]] = {
    "hr": (
        "file:HR/Staff%20directory%202025.md",
        "Staff directory export 2025",
        "directory",
        "Export of the staff directory: name, team, role, office, languages spoken, start year. 39 rows, exported by HR in January.",
    ),
    "org": (
        "file:HR/Org%20chart%202025.md",
        "Org chart 2025",
        "org chart",
        "Organisation chart as of January: ten teams under the managing director, with team leads and reporting lines.",
    ),
    "crm": (
        "web:crm.tidewell.example/export/accounts-2025",
        "CRM account export 2025",
        "CRM",
        "Account export from the CRM: account name, segment, account owner, main trade lanes, annual volume band, notes field.",
    ),
    "contacts": (
        "web:crm.tidewell.example/export/contacts-2025",
        "CRM contact export 2025",
        "CRM",
        "Contact export from the CRM: person, organisation, role, preferred language, last interaction.",
    ),
    "carriers": (
        "file:Procurement/Carrier%20master%20data.md",
        "Carrier master data",
        "carrier master",
        "Carrier master data sheet: legal name, mode, head office, fleet notes, EDI status, insurance certificate expiry.",
    ),
    "vendors": (
        "file:Procurement/Vendor%20register.md",
        "Vendor register",
        "vendor register",
        "Register of non-carrier suppliers with contract owner, renewal month and the last review score.",
    ),
    "sites": (
        "file:Operations/Site%20register.md",
        "Site register",
        "site register",
        "Register of operated and partner sites: address, floor area, certifications, site manager, opening hours.",
    ),
    "lanes": (
        "goat-chat:ops:lane-owners-2025",
        "Ops chat: lane owners for 2025",
        "ops chat",
        "Chat thread where the desk leads agreed who owns each trade lane this year and which carriers are on it.",
    ),
    "tms1": (
        "web:tms.tidewell.example/reports/shipments-2025-q1",
        "TMS shipment export, first quarter",
        "TMS",
        "Shipment records exported from the TMS for the first quarter: reference, shipper, carrier, lane, milestones, exceptions.",
    ),
    "tms2": (
        "web:tms.tidewell.example/reports/shipments-2025-q2",
        "TMS shipment export, second quarter",
        "TMS",
        "Shipment records exported from the TMS for the second quarter: reference, shipper, carrier, lane, milestones, exceptions.",
    ),
    "tms3": (
        "web:tms.tidewell.example/reports/shipments-2025-q3",
        "TMS shipment export, third quarter",
        "TMS",
        "Shipment records exported from the TMS for the third quarter: reference, shipper, carrier, lane, milestones, exceptions.",
    ),
    "customs": (
        "file:Customs/Case%20log%202025.md",
        "Customs case log 2025",
        "case log",
        "Running log of customs cases: case number, office, declarant, status, duty at stake, next step.",
    ),
    "customs2": (
        "goat-task:customs-case-review-2025",
        "Customs case review task",
        "case review",
        "Task where the brokerage lead reviews open cases every fortnight and records outcomes.",
    ),
    "contracts": (
        "file:Legal/Contract%20register.md",
        "Contract register",
        "contract register",
        "Register of signed agreements: counterparty, signatory, internal owner, term, renewal notice period.",
    ),
    "evals": (
        "goat-task:procurement-reviews-2025",
        "Procurement review tasks 2025",
        "review task",
        "Task list for supplier reviews this year, each with the reviewer, the criteria sheet and the outcome.",
    ),
    "portfolio": (
        "goat-task:project-portfolio-2025",
        "Project portfolio 2025",
        "portfolio",
        "Portfolio list of internal projects with lead, sponsor, phase and budget line.",
    ),
    "glossary": (
        "web:wiki.tidewell.example/glossary",
        "Wiki glossary",
        "glossary",
        "Glossary page of the internal wiki, exported with its revision history.",
    ),
    "handbook": (
        "web:wiki.tidewell.example/handbook",
        "Wiki handbook",
        "handbook",
        "Handbook section of the internal wiki: policies and how-to pages with their owners and review dates.",
    ),
}
for _n in range(14, 26):
    EVIDENCE[f"qhse{_n}"] = (
        f"linear:QHSE-{_n}",
        f"QHSE-{_n} incident issue",
        "issue",
        f"Issue QHSE-{_n} in the quality tracker: reporter, photos, survey notes, corrective actions and closure comment.",
    )
for _n, _key in enumerate(
    [
        "m-ops-review-w14",
        "m-reefer-kickoff",
        "m-hanbit-qbr",
        "m-tms-steering",
        "m-corridor-gonogo",
        "m-claims-board",
        "m-tender-debrief",
        "m-saffron-audit-close",
        "m-gdansk-planning",
        "m-customs-workshop",
        "m-phishing-review",
        "m-baltica-review",
        "m-transkarpaty-safety",
        "m-emissions-kickoff",
        "m-jadeport-strategy",
        "m-credit-committee",
        "m-pacifica-escalation",
        "m-leadership-offsite",
    ]
):
    EVIDENCE[_key] = (
        f"jamie:meeting:mtg_{6101 + _n}",
        f"Meeting recording mtg_{6101 + _n}",
        "transcript",
        f"Automatic transcript of recorded meeting mtg_{6101 + _n}, with speaker turns and the action items read back at the end.",
    )


# --------------------------------------------------------------------------------------------
# Pages
# --------------------------------------------------------------------------------------------

# A page spec: id, category, title, aliases, relations "type:target ...", statements, evidence
# key, and optional timeline entries (day offset from BASE, evidence key, text).
Spec = tuple[str, str, str, list[str], str, list[str], str, list[tuple[int, str, str]]]

STAFF = [
    # id, name, aliases, team, reports_to, statements
    (
        "p-sean-obrien",
        "Seán Ó Briain",
        ["Sean O'Brien"],
        "",
        "",
        [
            "Managing director and co-founder; opened the Hamburg office in 2009 after twelve years at a Dublin ship agency.",
            "Chairs the yearly leadership offsite and holds signing authority above the approval matrix limit.",
        ],
    ),
    (
        "p-ingrid-solheim",
        "Ingrid Sølheim",
        ["Ingrid Solheim"],
        "team-ocean",
        "p-sean-obrien",
        [
            "Heads the [[page:team-ocean|Ocean Export Desk]]; joined in 2021 from a Bergen chartering house.",
            "Speaks Norwegian, German and English.",
        ],
    ),
    (
        "p-tomas-dvorak",
        "Tomáš Dvořák",
        ["Tomas Dvorak"],
        "team-ocean",
        "p-ingrid-solheim",
        [
            "Export coordinator; joined in 2019 from a Prague NVOCC.",
            "Speaks Czech, German and English and covers the Tuesday night shift.",
        ],
    ),
    (
        "p-wang-lei",
        "王磊",
        ["Wang Lei"],
        "team-ocean",
        "p-ingrid-solheim",
        [
            "Trade-lane manager for Greater China origins, working from the Shenzhen representative office.",
            "Speaks Mandarin, Cantonese and English.",
        ],
    ),
    (
        "p-thandiwe-nkosi",
        "Thandiwe Nkosi",
        ["Thandi Nkosi"],
        "team-ocean",
        "p-ingrid-solheim",
        [
            "Import coordinator, previously with a Durban clearing agent.",
            "Speaks isiZulu, English and Afrikaans.",
        ],
    ),
    (
        "p-youssef-haddad",
        "يوسف حداد",
        ["Youssef Haddad"],
        "team-air",
        "p-sean-obrien",
        [
            "Leads the [[page:team-air|Air Freight Desk]]; fifteen years in airline sales in Beirut and Frankfurt.",
            "Speaks Arabic, French, German and English.",
        ],
    ),
    (
        "p-arjun-mehta",
        "अर्जुन मेहता",
        ["Arjun Mehta"],
        "team-air",
        "p-youssef-haddad",
        [
            "Export coordinator holding the CEIV Pharma certificate.",
            "Speaks Hindi, Gujarati and English.",
        ],
    ),
    (
        "p-zeynep-yildiz",
        "Zeynep Yıldız",
        ["Zeynep Yildiz"],
        "team-air",
        "p-youssef-haddad",
        [
            "Coordinator and the desk's certified category 6 instructor.",
            "Speaks Turkish, German and English.",
        ],
    ),
    (
        "p-dmitri-orlov",
        "Дмитрий Орлов",
        ["Dmitry Orlov", "Dmitri Orlov"],
        "team-road",
        "p-sean-obrien",
        [
            "Leads the [[page:team-road|Road & Intermodal Desk]]; a former fleet manager.",
            "Speaks Russian, Ukrainian, Polish and English.",
        ],
    ),
    (
        "p-park-seoyeon",
        "박서연",
        ["Park Seo-yeon", "Seoyeon Park"],
        "team-road",
        "p-dmitri-orlov",
        [
            "Truckload coordinator for Central and Eastern Europe.",
            "Speaks Korean, Polish and English; moved to Warsaw in 2018.",
        ],
    ),
    (
        "p-giorgi-kapanadze",
        "გიორგი კაპანაძე",
        ["Giorgi Kapanadze"],
        "team-road",
        "p-dmitri-orlov",
        [
            "Dispatcher for the South Caucasus, working from the Black Sea coast.",
            "Speaks Georgian, Russian and English.",
        ],
    ),
    (
        "p-malgorzata-nowak",
        "Małgorzata Nowak",
        ["Malgorzata Nowak", "Gosia Nowak"],
        "team-road",
        "p-dmitri-orlov",
        [
            "Intermodal planner for rail legs and short-sea connections.",
            "Speaks Polish, German and English.",
        ],
    ),
    (
        "p-priya-raghavan",
        "प्रिया राघवन",
        ["Priya Raghavan"],
        "team-customs",
        "p-sean-obrien",
        [
            "Heads [[page:team-customs|Customs Brokerage]]; licensed customs representative in Germany and the Netherlands.",
            "Speaks Tamil, Hindi, German and English.",
        ],
    ),
    (
        "p-dmitri-sokolov",
        "Дмитрий Соколов",
        ["Dmitry Sokolov", "Dmitri Sokolov"],
        "team-customs",
        "p-priya-raghavan",
        [
            "Declarant for EU imports through the Polish and German offices.",
            "Speaks Russian, Polish and English.",
        ],
    ),
    (
        "p-nino-beridze",
        "ნინო ბერიძე",
        ["Nino Beridze"],
        "team-customs",
        "p-priya-raghavan",
        [
            "Declarant for transit and preference paperwork, based in Tbilisi.",
            "Speaks Georgian, English and Turkish.",
        ],
    ),
    (
        "p-mohammed-siddiqui",
        "محمد صديقي",
        ["Mohammed Siddiqui"],
        "team-customs",
        "p-priya-raghavan",
        [
            "Tariff specialist; keeps the firm's library of binding rulings.",
            "Speaks Urdu, English and German.",
        ],
    ),
    (
        "p-avi-peretz",
        "אבי פרץ",
        ["Avi Peretz"],
        "team-warehousing",
        "p-sean-obrien",
        [
            "Heads [[page:team-warehousing|Contract Logistics]]; came from an Ashdod port operator in 2017.",
            "Speaks Hebrew, English and Dutch.",
        ],
    ),
    (
        "p-yamada-yuki",
        "山田 由紀",
        ["Yuki Yamada"],
        "team-warehousing",
        "p-avi-peretz",
        [
            "Site manager and planner; runs slotting and labour plans.",
            "Speaks Japanese, Polish and English.",
        ],
    ),
    (
        "p-mohammed-al-rashid",
        "محمد الراشد",
        ["Mohammed Al-Rashid", "Mohammed Alrashid"],
        "team-warehousing",
        "p-avi-peretz",
        [
            "Site supervisor with a licence as a bonded warehouse keeper.",
            "Speaks Arabic, English and Hindi.",
        ],
    ),
    (
        "p-ana-kovac",
        "Ana Kovač",
        ["Ana Kovac"],
        "team-warehousing",
        "p-avi-peretz",
        [
            "Site supervisor for chilled and frozen storage.",
            "Speaks Croatian, Spanish and English.",
        ],
    ),
    (
        "p-lukasz-zielinski",
        "Łukasz Zieliński",
        ["Lukasz Zielinski"],
        "team-warehousing",
        "p-avi-peretz",
        [
            "Hub supervisor for airside handling.",
            "Speaks Polish, German and English.",
        ],
    ),
    (
        "p-li-na",
        "李娜",
        ["Li Na"],
        "team-warehousing",
        "p-avi-peretz",
        [
            "Coordinator at a partner-run container freight station in South China.",
            "Speaks Mandarin and English.",
        ],
    ),
    (
        "p-deepa-nair",
        "दीपा नायर",
        ["Deepa Nair"],
        "team-warehousing",
        "p-avi-peretz",
        [
            "Site supervisor and responsible person for licensed storage in Maharashtra.",
            "Speaks Malayalam, Hindi, Marathi and English.",
        ],
    ),
    (
        "p-layla-mansour",
        "ليلى منصور",
        ["Layla Mansour", "Leila Mansour"],
        "team-key-accounts",
        "p-sean-obrien",
        [
            "Heads [[page:team-key-accounts|Key Accounts]]; eleven years in account management.",
            "Speaks Arabic, French and English.",
        ],
    ),
    (
        "p-kim-minjun",
        "김민준",
        ["Kim Min-jun", "Minjun Kim"],
        "team-key-accounts",
        "p-layla-mansour",
        [
            "Account manager for Japanese, Korean and Chinese industrial shippers.",
            "Speaks Korean, Japanese and English.",
        ],
    ),
    (
        "p-lucia-hernandez",
        "Lucía Hernández",
        ["Lucia Hernandez"],
        "team-key-accounts",
        "p-layla-mansour",
        [
            "Account manager for Mediterranean food, drink and building-material shippers.",
            "Speaks Spanish, Italian and English.",
        ],
    ),
    (
        "p-ana-ferreira",
        "Ana Luísa Ferreira",
        ["Ana Luisa Ferreira", "Ana Ferreira"],
        "team-key-accounts",
        "p-layla-mansour",
        [
            "Account manager for consumer goods and retail shippers.",
            "Speaks Portuguese, English and German.",
        ],
    ),
    (
        "p-sato-haruki",
        "佐藤 春樹さん",
        ["Haruki Sato"],
        "team-procurement",
        "p-sean-obrien",
        [
            "Heads [[page:team-procurement|Carrier Procurement]]; a former liner trade manager.",
            "Speaks Japanese, English and German.",
        ],
    ),
    (
        "p-olga-ivanenko",
        "Ольга Іваненко",
        ["Olha Ivanenko", "Olga Ivanenko"],
        "team-procurement",
        "p-sato-haruki",
        [
            "Procurement analyst covering rail and road suppliers.",
            "Speaks Ukrainian, Polish and English.",
        ],
    ),
    (
        "p-rahul-iyer",
        "राहुल अय्यर",
        ["Rahul Iyer"],
        "team-procurement",
        "p-sato-haruki",
        [
            "Pricing analyst; maintains the rate sheets and the quote calculator.",
            "Speaks Hindi, Tamil and English.",
        ],
    ),
    (
        "p-eleni-papadaki",
        "Ελένη Παπαδάκη",
        ["Eleni Papadaki"],
        "team-qhse",
        "p-sean-obrien",
        [
            "Heads [[page:team-qhse|QHSE & Claims]]; lead auditor for ISO 9001 and 14001.",
            "Speaks Greek, English and German.",
        ],
    ),
    (
        "p-nikos-georgiou",
        "Νίκος Γεωργίου",
        ["Nikos Georgiou"],
        "team-qhse",
        "p-eleni-papadaki",
        [
            "Claims handler and a former marine surveyor.",
            "Speaks Greek and English.",
        ],
    ),
    (
        "p-noa-ben-david",
        "נועה בן דוד",
        ["Noa Ben David"],
        "team-qhse",
        "p-eleni-papadaki",
        [
            "Security and compliance auditor for subcontractors and for IT access rights.",
            "Speaks Hebrew, English and Spanish.",
        ],
    ),
    (
        "p-jurgen-weiss",
        "Jürgen Weiß",
        ["Jurgen Weiss", "Juergen Weiss"],
        "team-finance",
        "p-sean-obrien",
        [
            "Finance director; heads [[page:team-finance|Billing & Credit Control]].",
            "Speaks German and English.",
        ],
    ),
    (
        "p-chen-jing",
        "陈静",
        ["Chen Jing"],
        "team-finance",
        "p-jurgen-weiss",
        [
            "Billing specialist for air and ocean invoices.",
            "Speaks Mandarin, German and English.",
        ],
    ),
    (
        "p-tamar-gelashvili",
        "თამარ გელაშვილი",
        ["Tamar Gelashvili"],
        "team-finance",
        "p-jurgen-weiss",
        [
            "Credit controller; runs the weekly aged-debt list.",
            "Speaks Georgian, Russian, German and English.",
        ],
    ),
    (
        "p-bjorn-lindqvist",
        "Björn Lindqvist",
        ["Bjorn Lindqvist"],
        "team-systems",
        "p-sean-obrien",
        [
            "Heads [[page:team-systems|Systems & Data]] and owns the roadmap of the transport management system.",
            "Speaks Swedish, German and English.",
        ],
    ),
    (
        "p-hana-novakova",
        "Hana Nováková",
        ["Hana Novakova"],
        "team-systems",
        "p-bjorn-lindqvist",
        [
            "Data engineer; builds the reporting warehouse and the EDI mappings.",
            "Speaks Slovak, Czech and English.",
        ],
    ),
    (
        "p-sophie-lefevre",
        "Sophie Lefèvre",
        ["Sophie Lefevre"],
        "",
        "p-sean-obrien",
        [
            "In-house counsel for agreements, insurance and disputes.",
            "Speaks French, German and English.",
        ],
    ),
]

CONTACTS = [
    # id, name, aliases, employer, employer label, statements (the first gets the employer)
    (
        "p-hiroshi-tanaka",
        "田中 浩",
        ["Hiroshi Tanaka"],
        "c-tokai",
        "Tokai Precision",
        "Logistics manager",
        "Prefers email, in Japanese or English.",
    ),
    (
        "p-katarzyna-wojcik",
        "Katarzyna Wójcik",
        ["Katarzyna Wojcik", "Kasia Wójcik"],
        "c-baltica",
        "Baltica Home",
        "Supply chain director",
        "Joins every quarterly meeting in person.",
    ),
    (
        "p-ahmed-farouk",
        "أحمد فاروق",
        ["Ahmed Farouk"],
        "c-nilecrest",
        "Nilecrest Foods",
        "Export manager",
        "Reachable on WhatsApp during the harvest.",
    ),
    (
        "p-elif-sahin",
        "Elif Şahin",
        ["Elif Sahin"],
        "c-anatolia",
        "Anatolia Textile Mills",
        "Foreign trade specialist",
        "Handles letters of credit as well as bookings.",
    ),
    (
        "p-ivan-petrenko",
        "Іван Петренко",
        ["Ivan Petrenko"],
        "c-dnipro",
        "Dnipro AgroTech",
        "Purchasing director",
        "Signs purchase orders and pays invoices.",
    ),
    (
        "p-yiannis-kostas",
        "Γιάννης Κώστας",
        ["Yiannis Kostas", "Giannis Kostas"],
        "c-aegean",
        "Aegean Olive Cooperative",
        "General secretary",
        "Speaks Greek and some English.",
    ),
    (
        "p-sunita-rao",
        "सुनीता राव",
        ["Sunita Rao"],
        "c-saffron",
        "Saffron Biologics",
        "Head of quality assurance",
        "Owns supplier qualification for distribution partners.",
    ),
    (
        "p-zhang-wei",
        "张伟",
        ["Zhang Wei"],
        "c-jadeport",
        "Jadeport Electronics",
        "Operations director",
        "Prefers WeChat to email.",
    ),
    (
        "p-lee-jiwoo",
        "이지우",
        ["Lee Ji-woo", "Jiwoo Lee"],
        "c-hanbit",
        "Hanbit Cell Energy",
        "Global logistics lead",
        "Based at the head office.",
    ),
    (
        "p-francois-girard",
        "François Girard",
        ["Francois Girard"],
        "c-girard",
        "Maison Girard",
        "Owner and export director",
        "Third generation of the family in the business.",
    ),
    (
        "p-dana-levi",
        "דנה לוי",
        ["Dana Levi"],
        "c-galil",
        "Galil MedTech",
        "Regulatory and logistics manager",
        "Approves every change of routing in writing.",
    ),
    (
        "p-niccolo-rossi",
        "Niccolò Rossi",
        ["Niccolo Rossi"],
        "c-rossi",
        "Rossi Marmi",
        "Sales director",
        "Visits American buyers twice a year.",
    ),
    (
        "p-levan-tsiklauri",
        "ლევან წიკლაური",
        ["Levan Tsiklauri"],
        "c-rustavi",
        "Rustavi Steel Wire",
        "Commercial director",
        "Speaks Georgian, Russian and English.",
    ),
    (
        "p-soren-dahl",
        "Søren Dahl",
        ["Soren Dahl", "Soeren Dahl"],
        "k-nordhav",
        "Nordhav",
        "Key account manager",
        "Our first call for space problems.",
    ),
    (
        "p-oksana-bondar",
        "Оксана Бондар",
        ["Oksana Bondar"],
        "k-transkarpaty",
        "Transkarpaty",
        "Sales and safety manager",
        "Runs the haulier's driver training.",
    ),
    (
        "p-takeshi-mori",
        "森 健",
        ["Takeshi Mori"],
        "k-asahi",
        "Asahi Air Cargo",
        "Regional sales manager for Europe",
        "Sits in the airline's Frankfurt office.",
    ),
    (
        "p-yuki-nakamura",
        "中村 ゆき",
        ["Yuki Nakamura"],
        "k-asahi",
        "Asahi Air Cargo",
        "Acceptance supervisor",
        "Trains forwarders on the airline's acceptance rules.",
    ),
    (
        "p-rania-khalil",
        "رانيا خليل",
        ["Rania Khalil"],
        "k-levant",
        "Levant Feeder",
        "Customer service manager",
        "Answers within the hour on weekdays.",
    ),
    (
        "p-yossi-mizrahi",
        "יוסי מזרחי",
        ["Yossi Mizrahi"],
        "v-kedma",
        "Kedma",
        "Solutions engineer",
        "Ran the proof of concept with our brokers.",
    ),
    (
        "p-vikram-singh",
        "विक्रम सिंह",
        ["Vikram Singh"],
        "v-portwise",
        "PortWise",
        "Implementation lead",
        "Leads the vendor side of our rollout.",
    ),
    (
        "p-andreas-nikolaidis",
        "Ανδρέας Νικολαΐδης",
        ["Andreas Nikolaidis"],
        "v-thermotrace",
        "ThermoTrace",
        "Technical sales engineer",
        "Speaks Greek, German and English.",
    ),
]

TEAMS = [
    (
        "team-ocean",
        "Ocean Export Desk",
        ["Ocean desk", "Sea export desk"],
        "p-ingrid-solheim",
        [
            "Runs sea-freight bookings out of Asian and Mediterranean origins, from full containers to groupage.",
            "Keeps the sailing-schedule whiteboard on the fourth floor and holds a Friday roll-over call.",
        ],
    ),
    (
        "team-air",
        "Air Freight Desk",
        ["Air desk"],
        "p-youssef-haddad",
        [
            "Quotes and books airport-to-airport and door-to-door air consignments, charters included.",
            "Staffs a weekend duty phone for hub transfers.",
        ],
    ),
    (
        "team-road",
        "Road & Intermodal Desk",
        ["Road desk", "Overland desk"],
        "p-dmitri-orlov",
        [
            "Plans full and part truckloads across Poland, Ukraine and the Caucasus, plus rail legs to and from Asia.",
            "Shares a wall of tracking screens that shows every open truck.",
        ],
    ),
    (
        "team-customs",
        "Customs Brokerage",
        ["Customs team", "Brokerage"],
        "p-priya-raghavan",
        [
            "Prepares import, export and transit entries in the EU, the UK, Georgia and the Gulf.",
            "Holds the firm's AEO authorisation file and the tariff library.",
        ],
    ),
    (
        "team-warehousing",
        "Contract Logistics",
        ["Warehousing team", "CL team"],
        "p-avi-peretz",
        [
            "Operates and supervises own and partner sheds: cross-docking, bonded storage, cold rooms and pick-pack.",
        ],
    ),
    (
        "team-key-accounts",
        "Key Accounts",
        ["KAM team", "Account management"],
        "p-layla-mansour",
        [
            "Owns the relationship with the twenty largest shippers, from quarterly reviews to rate renewals.",
        ],
    ),
    (
        "team-procurement",
        "Carrier Procurement",
        ["Procurement", "Buying desk"],
        "p-sato-haruki",
        [
            "Negotiates rates and capacity with shipping lines, airlines, hauliers and rail operators.",
            "Runs the annual tenders and the quarterly supplier scorecards.",
        ],
    ),
    (
        "team-qhse",
        "QHSE & Claims",
        ["Quality and claims", "QHSE"],
        "p-eleni-papadaki",
        [
            "Looks after quality, health, safety and environment, pursues cargo claims against carriers and insurers, and audits subcontractors.",
        ],
    ),
    (
        "team-finance",
        "Billing & Credit Control",
        ["Finance ops"],
        "p-jurgen-weiss",
        [
            "Issues invoices, chases receivables, sets customer credit limits and pays carrier invoices.",
        ],
    ),
    (
        "team-systems",
        "Systems & Data",
        ["IT", "Data team"],
        "p-bjorn-lindqvist",
        [
            "Keeps the transport management system, the carrier EDI links and the reporting warehouse running.",
        ],
    ),
]

CLIENTS = [
    # id, title, aliases, account owner, lanes, stored at, statements
    (
        "c-tokai",
        "Tokai Precision Components",
        ["Tokai Precision", "TPC"],
        "p-kim-minjun",
        "l-shanghai-rotterdam",
        "",
        [
            "Maker of wheel-hub and gearbox bearings with plants in Toyohashi and Kunshan.",
            "Supplies a European aftermarket depot in Venlo; roughly 600 TEU a year.",
        ],
    ),
    (
        "c-baltica",
        "Baltica Home Furnishings",
        ["Baltica Home", "BHF"],
        "p-ana-ferreira",
        "l-gdansk-lviv",
        "w-gdansk",
        [
            "Flat-pack furniture brand from Słupsk with showrooms in Poland and Ukraine.",
            "Keeps a finished-goods buffer in our shed under a storage agreement.",
        ],
    ),
    (
        "c-nilecrest",
        "Nilecrest Foods",
        ["Nilecrest"],
        "p-lucia-hernandez",
        "l-alexandria-valencia",
        "",
        [
            "Citrus and soft-fruit exporter farming reclaimed desert land around Nubaria.",
            "Seasonal peak from December to April.",
        ],
    ),
    (
        "c-anatolia",
        "Anatolia Textile Mills",
        ["Anatolia Textile", "ATM Denizli"],
        "p-ana-ferreira",
        "l-izmir-felixstowe",
        "",
        [
            "Weaver of denim and twill in Denizli supplying British high-street brands.",
        ],
    ),
    (
        "c-dnipro",
        "Dnipro AgroTech",
        ["Dnipro Agro"],
        "p-layla-mansour",
        "l-gdansk-lviv",
        "",
        [
            "Distributor of sowing and harvesting machinery for farms in central Ukraine.",
            "Buys mostly from German and Polish manufacturers.",
        ],
    ),
    (
        "c-aegean",
        "Aegean Olive Cooperative",
        ["Aegean Olive", "AOC Kalamata"],
        "p-lucia-hernandez",
        "l-piraeus-haifa",
        "",
        [
            "Growers' cooperative of 340 farms in Messinia, selling bottled and bulk produce.",
        ],
    ),
    (
        "c-saffron",
        "Saffron Biologics",
        ["Saffron Bio"],
        "p-layla-mansour",
        "l-bom-fra",
        "w-bhiwandi",
        [
            "Pune maker of biosimilars and diabetes care products, exporting to EU distributors.",
        ],
    ),
    (
        "c-jadeport",
        "Jadeport Electronics",
        ["Jadeport"],
        "p-ana-ferreira",
        "l-yantian-gdansk",
        "",
        [
            "Consumer-audio brand from Shenzhen selling through European online marketplaces.",
        ],
    ),
    (
        "c-hanbit",
        "Hanbit Cell Energy",
        ["Hanbit"],
        "p-kim-minjun",
        "l-icn-fra",
        "",
        [
            "Korean maker of cells and packs for e-bikes and stationary storage, headquartered in Cheongju.",
        ],
    ),
    (
        "c-girard",
        "Maison Girard Vins",
        ["Maison Girard"],
        "p-lucia-hernandez",
        "l-genoa-newark",
        "",
        [
            "Family négociant in Beaune shipping Burgundy to American importers.",
        ],
    ),
    (
        "c-galil",
        "Galil MedTech",
        ["Galil Medical Technologies"],
        "p-layla-mansour",
        "l-piraeus-haifa",
        "",
        [
            "Medical device maker in Yokneam producing imaging coils and catheters.",
        ],
    ),
    (
        "c-rossi",
        "Rossi Marmi",
        ["Rossi Marble"],
        "p-lucia-hernandez",
        "l-genoa-newark",
        "",
        [
            "Quarry owner in the Apuan Alps selling to stone fabricators in New Jersey.",
        ],
    ),
    (
        "c-rustavi",
        "Rustavi Steel Wire",
        ["RSW"],
        "p-layla-mansour",
        "l-poti-baku",
        "",
        [
            "Wire-drawing mill selling galvanized and barbed wire into Azerbaijan and Kazakhstan.",
        ],
    ),
    (
        "c-northwind",
        "Northwind Outdoor Gear",
        ["Northwind Outdoor"],
        "p-ana-ferreira",
        "l-shanghai-rotterdam",
        "w-maasvlakte",
        [
            "Canadian outdoor retailer whose European webshop is fulfilled from our Dutch shed.",
        ],
    ),
    (
        "c-solara",
        "Solara Photovoltaics",
        ["Solara PV"],
        "p-kim-minjun",
        "l-xian-duisburg",
        "",
        [
            "Solar module maker from Shaanxi selling into German and Kazakh utility projects.",
        ],
    ),
    (
        "c-meridian",
        "Meridian Toys",
        ["Meridian"],
        "p-ana-ferreira",
        "l-yantian-gdansk",
        "",
        [
            "Dutch toy brand sourcing wooden toys and board games from Guangdong factories.",
        ],
    ),
]

CARRIERS = [
    (
        "k-nordhav",
        "Nordhav Container Line",
        ["Nordhav"],
        [
            "Danish-owned container carrier running Asia–North Europe and Mediterranean–US East Coast loops.",
            "Operates 48 ships and sends EDI status events every hour.",
        ],
    ),
    (
        "k-pacifica",
        "Pacifica Ocean Shipping",
        ["Pacifica"],
        [
            "Taiwan-listed carrier with weekly services from South China to the Baltic and North Sea.",
        ],
    ),
    (
        "k-levant",
        "Levant Feeder Services",
        ["Levant Feeder", "LFS"],
        [
            "Limassol operator of small container ships in the Eastern Mediterranean.",
        ],
    ),
    (
        "k-asahi",
        "Asahi Air Cargo",
        ["Asahi Cargo"],
        [
            "Japanese all-cargo airline flying 747 freighters through its Tokyo hub.",
        ],
    ),
    (
        "k-gulf-wings",
        "Gulf Wings Freighter",
        ["Gulf Wings", "GWF"],
        [
            "Dubai freighter airline with a cool-chain hub at Al Maktoum.",
        ],
    ),
    (
        "k-transkarpaty",
        "Transkarpaty Haulage",
        ["Transkarpaty"],
        [
            "Uzhhorod road haulier with 120 curtain-siders crossing the Polish–Ukrainian border.",
        ],
    ),
    (
        "k-vistula",
        "Vistula Trucking",
        ["Vistula"],
        [
            "Toruń haulier for part loads and last-mile deliveries in northern Poland.",
        ],
    ),
    (
        "k-alpentrans",
        "AlpenTrans Intermodal",
        ["AlpenTrans"],
        [
            "Swiss operator of accompanied rail and unaccompanied trailer trains through the Gotthard.",
        ],
    ),
    (
        "k-caucasus",
        "Caucasus Express Rail",
        ["Caucasus Express", "CER"],
        [
            "Rail forwarder selling block trains and wagon slots between the Black Sea and the Caspian.",
        ],
    ),
    (
        "k-iberfrio",
        "IberFrío Transportes",
        ["IberFrio"],
        [
            "Refrigerated haulier from Valencia with 60 multi-temperature trailers.",
        ],
    ),
    (
        "k-marmara",
        "Marmara Ro-Ro Lines",
        ["Marmara Ro-Ro"],
        [
            "Istanbul roll-on roll-off operator carrying unaccompanied trailers to British ports.",
        ],
    ),
    (
        "k-sinoeuro",
        "SinoEuro Rail Bridge",
        ["SinoEuro"],
        [
            "Operator of weekly China–Europe container trains via Kazakhstan and Belarus.",
        ],
    ),
]

VENDORS = [
    (
        "v-portwise",
        "PortWise TMS",
        ["PortWise"],
        [
            "Bangalore-built transport management system sold as a subscription.",
        ],
    ),
    (
        "v-kedma",
        "Kedma Customs Software",
        ["Kedma"],
        [
            "Tel Aviv vendor of declaration software with ICS2 and UK CDS connectors.",
        ],
    ),
    (
        "v-thermotrace",
        "ThermoTrace",
        ["ThermoTrace loggers"],
        [
            "Thessaloniki maker of single-use and reusable data loggers with Bluetooth readout.",
        ],
    ),
    (
        "v-harbourline",
        "Harbourline Marine Insurance",
        ["Harbourline"],
        [
            "Lloyd's-backed underwriter of our cargo open cover and liability policy.",
        ],
    ),
    (
        "v-sealsure",
        "SealSure",
        ["SealSure e-seals"],
        [
            "Supplier of electronic bolt seals that report tamper events over GSM.",
        ],
    ),
]

WAREHOUSES = [
    (
        "w-maasvlakte",
        "Maasvlakte Cross-Dock",
        ["Rotterdam cross-dock"],
        "p-avi-peretz",
        [
            "A 12,000 m² cross-dock two kilometres from the deep-sea terminals, with 24 doors.",
        ],
    ),
    (
        "w-gdansk",
        "Gdańsk Consolidation Centre",
        ["Gdansk DC", "GCC"],
        "p-yamada-yuki",
        [
            "An 18,000 m² shed in the Pomeranian logistics park beside the DCT container terminal.",
        ],
    ),
    (
        "w-jebel-ali",
        "Jebel Ali Bonded Store",
        ["JAFZA store"],
        "p-mohammed-al-rashid",
        [
            "Customs-bonded warehouse in the free zone for transit and re-export.",
        ],
    ),
    (
        "w-poti",
        "Poti Free Zone Shed",
        ["Poti shed"],
        "p-giorgi-kapanadze",
        [
            "Open yard and covered shed next to the port's rail sidings.",
        ],
    ),
    (
        "w-frankfurt",
        "Frankfurt Air Cargo Hub",
        ["FRA hub", "Kelsterbach hub"],
        "p-lukasz-zielinski",
        [
            "Hub next to the airport fence at Kelsterbach with a secure cage and a 15–25 °C room.",
        ],
    ),
    (
        "w-valencia",
        "Valencia Cold Store",
        ["Valencia reefer store"],
        "p-ana-kovac",
        [
            "Cold store near the port with chambers from −25 °C to +12 °C.",
        ],
    ),
    (
        "w-yantian",
        "Yantian CFS",
        ["Shenzhen CFS"],
        "p-li-na",
        [
            "Partner-run container freight station where groupage boxes are stuffed.",
        ],
    ),
    (
        "w-bhiwandi",
        "Bhiwandi GMP Warehouse",
        ["Bhiwandi"],
        "p-deepa-nair",
        [
            "Certified storage with 2–8 °C rooms used for export consolidation.",
        ],
    ),
]

LANES = [
    # id, title, aliases, carriers, owner, statements
    (
        "l-shanghai-rotterdam",
        "Shanghai–Rotterdam ocean lane",
        ["SHA-RTM"],
        "k-nordhav k-pacifica",
        "p-wang-lei",
        [
            "Weekly FCL and LCL loop; 31 to 35 days via Suez, 42 around the Cape.",
        ],
    ),
    (
        "l-yantian-gdansk",
        "Yantian–Gdańsk ocean lane",
        ["YTN-GDN"],
        "k-pacifica",
        "p-wang-lei",
        [
            "Direct Baltic call, 38 days port to port.",
        ],
    ),
    (
        "l-bom-fra",
        "Mumbai–Frankfurt pharma air lane",
        ["BOM-FRA"],
        "k-gulf-wings",
        "p-arjun-mehta",
        [
            "Temperature-controlled air lane via Dubai, three rotations a week.",
        ],
    ),
    (
        "l-icn-fra",
        "Incheon–Frankfurt air lane",
        ["ICN-FRA"],
        "k-asahi",
        "p-zeynep-yildiz",
        [
            "Freighter lane via Narita for goods restricted to cargo aircraft.",
        ],
    ),
    (
        "l-alexandria-valencia",
        "Alexandria–Valencia reefer lane",
        ["ALY-VLC"],
        "k-levant k-iberfrio",
        "p-thandiwe-nkosi",
        [
            "Weekly reefer feeder with on-carriage by road to Spanish distribution centres.",
        ],
    ),
    (
        "l-gdansk-lviv",
        "Gdańsk–Lviv road corridor",
        ["GDN-LWO"],
        "k-transkarpaty k-vistula",
        "p-park-seoyeon",
        [
            "Full truckloads through the Dorohusk or Hrebenne crossings, two to three days.",
        ],
    ),
    (
        "l-poti-baku",
        "Poti–Baku rail corridor",
        ["Poti-Baku rail"],
        "k-caucasus",
        "p-giorgi-kapanadze",
        [
            "Rail leg across Georgia and Azerbaijan feeding the Caspian ferries.",
        ],
    ),
    (
        "l-xian-duisburg",
        "Xi'an–Duisburg rail lane",
        ["China–Europe rail"],
        "k-sinoeuro",
        "p-malgorzata-nowak",
        [
            "Weekly block trains, 16 to 19 days terminal to terminal.",
        ],
    ),
    (
        "l-piraeus-haifa",
        "Piraeus–Haifa feeder lane",
        ["PIR-HFA"],
        "k-levant",
        "p-tomas-dvorak",
        [
            "Twice-weekly feeder with a two-day transit.",
        ],
    ),
    (
        "l-genoa-newark",
        "Genoa–Newark ocean lane",
        ["GOA-EWR"],
        "k-nordhav",
        "p-ingrid-solheim",
        [
            "Weekly transatlantic service, eleven days port to port.",
        ],
    ),
    (
        "l-izmir-felixstowe",
        "Izmir–Felixstowe ro-ro lane",
        ["IZM-FXT"],
        "k-marmara",
        "p-malgorzata-nowak",
        [
            "Unaccompanied trailers on a weekly sailing, seven days.",
        ],
    ),
]

SHIPMENTS = [
    # id, client, carriers, coordinator, lane, sites, evidence, statements
    (
        "sh-0412",
        "c-tokai",
        "k-nordhav",
        "p-tomas-dvorak",
        "l-shanghai-rotterdam",
        "w-maasvlakte",
        "tms1",
        [
            "Three 40-foot high-cube boxes of wheel-hub bearings loaded at Waigaoqiao.",
            "Devanned on arrival and trucked on to the Venlo depot.",
        ],
    ),
    (
        "sh-0419",
        "c-jadeport",
        "k-pacifica",
        "p-wang-lei",
        "l-yantian-gdansk",
        "w-yantian w-gdansk",
        "tms1",
        [
            "Two 40-foot boxes of portable speakers and earbuds for marketplace fulfilment.",
            "The seal number on arrival did not match the bill of lading, which triggered a physical examination.",
        ],
    ),
    (
        "sh-0433",
        "c-meridian",
        "k-pacifica",
        "p-thandiwe-nkosi",
        "l-yantian-gdansk",
        "w-yantian w-gdansk",
        "tms1",
        [
            "Groupage of wooden puzzles and stacking toys, 14 cubic metres, for the Christmas range.",
        ],
    ),
    (
        "sh-0440",
        "c-saffron",
        "k-gulf-wings",
        "p-arjun-mehta",
        "l-bom-fra",
        "w-bhiwandi w-frankfurt",
        "tms1",
        [
            "Eleven pallets of insulin pens flown at 2–8 °C in passive containers.",
            "Handed to the distributor 41 hours after pickup.",
        ],
    ),
    (
        "sh-0451",
        "c-hanbit",
        "k-asahi",
        "p-zeynep-yildiz",
        "l-icn-fra",
        "",
        "tms1",
        [
            "Lithium-ion cells packed under UN3480, section IA, for cargo aircraft only.",
        ],
    ),
    (
        "sh-0458",
        "c-nilecrest",
        "k-levant k-iberfrio",
        "p-thandiwe-nkosi",
        "l-alexandria-valencia",
        "w-valencia",
        "tms1",
        [
            "Four reefer containers of navel oranges at a 4 °C set point.",
            "On-carried by road to a Madrid wholesale market after discharge.",
        ],
    ),
    (
        "sh-0466",
        "c-baltica",
        "k-transkarpaty",
        "p-park-seoyeon",
        "l-gdansk-lviv",
        "w-gdansk",
        "tms2",
        [
            "Two curtain-sider loads of flat-pack wardrobes for the Lviv showroom.",
        ],
    ),
    (
        "sh-0471",
        "c-dnipro",
        "k-vistula",
        "p-park-seoyeon",
        "l-gdansk-lviv",
        "",
        "tms2",
        [
            "Part load of seed-drill spare parts and GPS guidance units.",
        ],
    ),
    (
        "sh-0480",
        "c-rustavi",
        "k-caucasus",
        "p-giorgi-kapanadze",
        "l-poti-baku",
        "w-poti",
        "tms2",
        [
            "Galvanized wire coils on 22 flat wagons, railed across to Baku for a buyer in Kazakhstan.",
        ],
    ),
    (
        "sh-0487",
        "c-solara",
        "k-sinoeuro",
        "p-malgorzata-nowak",
        "l-xian-duisburg",
        "",
        "tms2",
        [
            "Forty-two containers of monocrystalline modules on one block train.",
        ],
    ),
    (
        "sh-0493",
        "c-aegean",
        "k-levant",
        "p-tomas-dvorak",
        "l-piraeus-haifa",
        "",
        "tms2",
        [
            "Extra-virgin olive oil in two 24,000-litre flexitanks.",
        ],
    ),
    (
        "sh-0502",
        "c-galil",
        "k-levant",
        "p-thandiwe-nkosi",
        "l-piraeus-haifa",
        "",
        "tms2",
        [
            "Return of MRI receive coils to the factory for repair, crated with shock indicators.",
        ],
    ),
    (
        "sh-0510",
        "c-rossi",
        "k-nordhav",
        "p-tomas-dvorak",
        "l-genoa-newark",
        "",
        "tms2",
        [
            "Polished Calacatta slabs on A-frames in open-top containers.",
        ],
    ),
    (
        "sh-0517",
        "c-girard",
        "k-nordhav",
        "p-ingrid-solheim",
        "l-genoa-newark",
        "",
        "tms2",
        [
            "1,100 cases of Burgundy with thermal liners against summer heat.",
        ],
    ),
    (
        "sh-0523",
        "c-anatolia",
        "k-marmara",
        "p-malgorzata-nowak",
        "l-izmir-felixstowe",
        "",
        "tms2",
        [
            "Three trailers of denim rolls for cutting rooms in Leicester.",
        ],
    ),
    (
        "sh-0530",
        "c-northwind",
        "k-pacifica",
        "p-wang-lei",
        "l-shanghai-rotterdam",
        "w-maasvlakte",
        "tms2",
        [
            "LCL of down jackets and tents for the autumn season.",
        ],
    ),
    (
        "sh-0538",
        "c-jadeport",
        "k-gulf-wings",
        "p-youssef-haddad",
        "",
        "w-jebel-ali w-frankfurt",
        "tms2",
        [
            "Launch stock of smartwatches flown from Shenzhen to Frankfurt through Dubai.",
        ],
    ),
    (
        "sh-0544",
        "c-hanbit",
        "k-nordhav",
        "p-ingrid-solheim",
        "",
        "w-maasvlakte",
        "tms3",
        [
            "Battery modules for stationary storage shipped by sea from Busan as class 9.",
        ],
    ),
    (
        "sh-0551",
        "c-saffron",
        "k-gulf-wings",
        "p-arjun-mehta",
        "l-bom-fra",
        "w-bhiwandi",
        "tms3",
        [
            "Second consignment of vaccines, each pallet fitted with two loggers.",
        ],
    ),
    (
        "sh-0559",
        "c-solara",
        "k-caucasus",
        "p-giorgi-kapanadze",
        "l-poti-baku",
        "w-poti",
        "tms3",
        [
            "String inverters in transit through Georgia to a solar park near Almaty.",
        ],
    ),
    (
        "sh-0566",
        "c-tokai",
        "k-asahi",
        "p-youssef-haddad",
        "",
        "w-frankfurt",
        "tms3",
        [
            "A single CNC spindle flown from Nagoya to replace a failed machine.",
        ],
    ),
    (
        "sh-0572",
        "c-meridian",
        "k-pacifica",
        "p-wang-lei",
        "l-yantian-gdansk",
        "w-gdansk",
        "tms3",
        [
            "Full container of board games for the spring catalogue.",
        ],
    ),
    (
        "sh-0580",
        "c-galil",
        "k-gulf-wings",
        "p-arjun-mehta",
        "",
        "w-frankfurt",
        "tms3",
        [
            "Sterile catheters flown from Tel Aviv for a German distributor.",
        ],
    ),
    (
        "sh-0588",
        "c-nilecrest",
        "k-levant",
        "p-thandiwe-nkosi",
        "l-alexandria-valencia",
        "w-valencia",
        "tms3",
        [
            "Frozen strawberries carried at −18 °C.",
        ],
    ),
    (
        "sh-0594",
        "c-tokai",
        "k-alpentrans",
        "p-malgorzata-nowak",
        "",
        "w-maasvlakte",
        "tms3",
        [
            "Trailer of replacement bearings to a Turin assembly plant, railed through the Gotthard.",
        ],
    ),
]

INCIDENTS = [
    # id, title, aliases, relations, statements, issue number, day
    (
        "inc-014",
        "INC-014 Reefer excursion at Valencia",
        ["INC-014", "QHSE-14"],
        "on_shipment:sh-0458 reported_by:p-ana-kovac investigated_by:p-nikos-georgiou at_site:w-valencia",
        [
            "Quay power to the reefer stack failed for six hours during a storm; pulp temperatures reached 9 °C.",
            "A surveyor downgraded 18 % of the fruit to juice grade.",
        ],
        14,
        70,
    ),
    (
        "inc-015",
        "INC-015 Lithium cells offloaded at Narita",
        ["INC-015", "QHSE-15"],
        "on_shipment:sh-0451 reported_by:p-zeynep-yildiz investigated_by:p-eleni-papadaki",
        [
            "The shipper's declaration lacked a signature, so the airline pulled the pallets off in transit.",
            "Re-signed papers were couriered and the delay came to four days.",
        ],
        15,
        74,
    ),
    (
        "inc-016",
        "INC-016 Wardrobe loads crushed in transit",
        ["INC-016", "QHSE-16"],
        "on_shipment:sh-0466 reported_by:p-park-seoyeon investigated_by:p-nikos-georgiou",
        [
            "Pallets collapsed after the driver removed two straps at a roadside check and never refitted them; 40 cartons were damaged.",
        ],
        16,
        101,
    ),
    (
        "inc-017",
        "INC-017 Wagon shortage at Poti",
        ["INC-017", "QHSE-17"],
        "on_shipment:sh-0480 reported_by:p-giorgi-kapanadze investigated_by:p-dmitri-orlov",
        [
            "Flat wagons were diverted to the grain harvest, leaving coils on the quay for eleven days.",
        ],
        17,
        110,
    ),
    (
        "inc-018",
        "INC-018 Logger gap on a pharma consignment",
        ["INC-018", "QHSE-18"],
        "on_shipment:sh-0440 reported_by:p-arjun-mehta investigated_by:p-eleni-papadaki involved_vendor:v-thermotrace",
        [
            "The logger's coin cell died mid-flight, leaving a nine-hour hole in the record.",
            "Product was released only after the manufacturer reviewed its stability data.",
        ],
        18,
        62,
    ),
    (
        "inc-019",
        "INC-019 Seal mismatch at Gdańsk",
        ["INC-019", "QHSE-19"],
        "on_shipment:sh-0419 reported_by:p-yamada-yuki investigated_by:p-noa-ben-david",
        [
            "A bolt seal differed from the number on the bill, so officers opened the box and counted every carton.",
        ],
        19,
        58,
    ),
    (
        "inc-020",
        "INC-020 Cracked slabs in Newark",
        ["INC-020", "QHSE-20"],
        "on_shipment:sh-0510 reported_by:p-lucia-hernandez investigated_by:p-nikos-georgiou",
        [
            "Two A-frames moved in heavy weather and seven slabs broke along the veining.",
        ],
        20,
        120,
    ),
    (
        "inc-021",
        "INC-021 Flexitank leak at Haifa",
        ["INC-021", "QHSE-21"],
        "on_shipment:sh-0493 reported_by:p-tomas-dvorak investigated_by:p-eleni-papadaki",
        [
            "A valve gasket failed and about 900 litres seeped into the container floor.",
        ],
        21,
        105,
    ),
    (
        "inc-022",
        "INC-022 Invoice fraud attempt",
        ["INC-022", "QHSE-22"],
        "affected_client:c-baltica reported_by:p-tamar-gelashvili investigated_by:p-noa-ben-david",
        [
            "A spoofed email asked the client to pay our invoice to a new IBAN; their accountant phoned us to check before paying.",
        ],
        22,
        95,
    ),
    (
        "inc-023",
        "INC-023 Forklift collision",
        ["INC-023", "QHSE-23"],
        "at_site:w-maasvlakte reported_by:p-avi-peretz investigated_by:p-eleni-papadaki",
        [
            "A reach truck clipped a racking upright; nobody was hurt and the aisle stayed closed for two days.",
        ],
        23,
        130,
    ),
    (
        "inc-024",
        "INC-024 Smartwatch pallet short-landed",
        ["INC-024", "QHSE-24"],
        "on_shipment:sh-0538 reported_by:p-lukasz-zielinski investigated_by:p-noa-ben-david",
        [
            "One pallet arrived with its shrink-wrap retaped and 96 units missing.",
        ],
        24,
        140,
    ),
    (
        "inc-025",
        "INC-025 Northwind LCL box rolled",
        ["INC-025", "QHSE-25"],
        "on_shipment:sh-0530 reported_by:p-wang-lei investigated_by:p-sato-haruki",
        [
            "The carrier overbooked the sailing and left our consolidation box behind for a week.",
        ],
        25,
        150,
    ),
]

CUSTOMS = [
    # id, title, aliases, relations, statements, evidence
    (
        "cus-101",
        "CUS-101 Earbud classification dispute",
        ["CUS-101"],
        "concerns:sh-0419 declarant:p-dmitri-sokolov importer:c-jadeport",
        [
            "The Gdynia office moved the earbuds from heading 8518.30 to 8517.62, which changes the duty owed.",
            "An appeal is pending with the regional chamber.",
        ],
        "customs",
    ),
    (
        "cus-102",
        "CUS-102 Anti-dumping inquiry on modules",
        ["CUS-102"],
        "concerns:sh-0487 declarant:p-mohammed-siddiqui importer:c-solara",
        [
            "Officers asked for the cell origin of every module to test the measures against circumvention.",
        ],
        "customs",
    ),
    (
        "cus-103",
        "CUS-103 Import file for insulin pens",
        ["CUS-103"],
        "concerns:sh-0440 declarant:p-priya-raghavan importer:c-saffron",
        [
            "The import needed the wholesale authorisation of the consignee and a batch release certificate.",
        ],
        "customs",
    ),
    (
        "cus-104",
        "CUS-104 TIR transit to Azerbaijan",
        ["CUS-104"],
        "concerns:sh-0480 declarant:p-nino-beridze importer:c-rustavi",
        [
            "Carnet opened at the Georgian border post and discharged in Baku after a seal check.",
        ],
        "customs",
    ),
    (
        "cus-105",
        "CUS-105 Standards permit for olive oil",
        ["CUS-105"],
        "concerns:sh-0493 declarant:p-dmitri-sokolov importer:c-aegean",
        [
            "Israel's standards institute asked for a lab analysis before releasing the tanks.",
        ],
        "customs2",
    ),
    (
        "cus-106",
        "CUS-106 Label approval hold in Newark",
        ["CUS-106"],
        "concerns:sh-0517 declarant:p-priya-raghavan importer:c-girard",
        [
            "American officers held the wine until the importer produced its COLA label approvals.",
        ],
        "customs2",
    ),
    (
        "cus-107",
        "CUS-107 Dual-use screening of guidance units",
        ["CUS-107"],
        "concerns:sh-0471 declarant:p-mohammed-siddiqui importer:c-dnipro",
        [
            "Export control checked whether the GPS receivers fall under category 7 of the dual-use list; they did not.",
        ],
        "customs2",
    ),
    (
        "cus-108",
        "CUS-108 Toy safety documents request",
        ["CUS-108"],
        "concerns:sh-0433 declarant:p-dmitri-sokolov importer:c-meridian",
        [
            "Market surveillance asked for EN 71 test reports and the CE declaration before release.",
        ],
        "customs2",
    ),
    (
        "cus-109",
        "CUS-109 Origin proof rejected at Felixstowe",
        ["CUS-109"],
        "concerns:sh-0523 declarant:p-nino-beridze importer:c-anatolia",
        [
            "HMRC refused the preferential rate because the statement on the invoice carried an expired exporter number.",
        ],
        "customs",
    ),
    (
        "cus-110",
        "CUS-110 Binding ruling request for bearings",
        ["CUS-110"],
        "declarant:p-mohammed-siddiqui importer:c-tokai",
        [
            "Application for a binding tariff information decision on tapered roller bearing units.",
        ],
        "customs",
    ),
]

CONTRACTS = [
    (
        "ct-tokai-msa",
        "Tokai master services agreement",
        ["Tokai MSA"],
        "counterparty:c-tokai signed_by:p-sean-obrien contract_owner:p-kim-minjun",
        [
            "Three-year agreement from 2024 with a bunker adjustment clause and 30-day payment terms.",
        ],
    ),
    (
        "ct-nordhav-2025",
        "Nordhav service contract 2025",
        ["Nordhav SC 2025"],
        "counterparty:k-nordhav signed_by:p-sato-haruki contract_owner:p-rahul-iyer covers:l-shanghai-rotterdam covers:l-genoa-newark",
        [
            "Minimum quantity commitment of 2,400 FEU with rates fixed for twelve months.",
        ],
    ),
    (
        "ct-pacifica-2025",
        "Pacifica service contract 2025",
        ["Pacifica SC 2025"],
        "counterparty:k-pacifica signed_by:p-sato-haruki contract_owner:p-rahul-iyer covers:l-shanghai-rotterdam covers:l-yantian-gdansk",
        [
            "Index-linked rates reviewed every quarter, with a 1,500 FEU commitment.",
        ],
    ),
    (
        "ct-asahi-bsa",
        "Asahi block space agreement",
        ["Asahi BSA"],
        "counterparty:k-asahi signed_by:p-youssef-haddad covers:l-icn-fra",
        [
            "Eight tonnes a week reserved on the Tuesday and Friday freighters, paid whether used or not.",
        ],
    ),
    (
        "ct-saffron-quality",
        "Saffron quality agreement",
        ["Saffron GDP agreement"],
        "counterparty:c-saffron signed_by:p-eleni-papadaki contract_owner:p-layla-mansour",
        [
            "Sets out who validates packaging, who handles deviations and how quickly each side must notify the other.",
        ],
    ),
    (
        "ct-transkarpaty-fw",
        "Transkarpaty road framework",
        ["Transkarpaty framework"],
        "counterparty:k-transkarpaty signed_by:p-dmitri-orlov covers:l-gdansk-lviv",
        [
            "Framework with per-trip rates, a 90-minute loading window and a penalty for late collection.",
        ],
    ),
    (
        "ct-baltica-storage",
        "Baltica storage agreement",
        ["Baltica warehousing contract"],
        "counterparty:c-baltica signed_by:p-avi-peretz contract_owner:p-ana-ferreira site:w-gdansk",
        [
            "Reserves 2,000 pallet places with monthly minimum billing.",
        ],
    ),
    (
        "ct-portwise-sub",
        "PortWise subscription",
        ["PortWise licence"],
        "counterparty:v-portwise signed_by:p-jurgen-weiss contract_owner:p-bjorn-lindqvist",
        [
            "Five-year subscription for 150 named users, with uptime credits below 99.5 %.",
        ],
    ),
    (
        "ct-harbourline-cover",
        "Harbourline open cover policy",
        ["Open cover"],
        "counterparty:v-harbourline signed_by:p-jurgen-weiss contract_owner:p-sophie-lefevre",
        [
            "All-risks open cover up to 2 million euros per conveyance, excluding war and strikes.",
        ],
    ),
    (
        "ct-caucasus-capacity",
        "Caucasus Express capacity agreement",
        ["CER capacity deal"],
        "counterparty:k-caucasus signed_by:p-dmitri-orlov covers:l-poti-baku",
        [
            "Guarantees 30 flat wagons a month from April to October.",
        ],
    ),
    (
        "ct-iberfrio-oncarriage",
        "IberFrío on-carriage agreement",
        ["IberFrio contract"],
        "counterparty:k-iberfrio signed_by:p-sato-haruki covers:l-alexandria-valencia",
        [
            "Per-pallet rates for reefer delivery from the port to Spanish wholesale markets.",
        ],
    ),
    (
        "ct-thermotrace-lease",
        "ThermoTrace logger lease",
        ["Logger lease"],
        "counterparty:v-thermotrace signed_by:p-eleni-papadaki contract_owner:p-arjun-mehta",
        [
            "Leases 400 reusable loggers with calibration certificates renewed yearly.",
        ],
    ),
]

EVALUATIONS = [
    (
        "eval-tms",
        "TMS selection 2024",
        ["TMS evaluation"],
        "evaluates:v-portwise author:p-bjorn-lindqvist",
        [
            "Compared PortWise, CargoLedger and Freightmind against 64 requirements; PortWise scored 81, the others 74 and 69.",
            "Demo scripts tested milestone messages and invoice matching.",
        ],
    ),
    (
        "eval-loggers",
        "Temperature logger comparison",
        ["Logger bench test"],
        "evaluates:v-thermotrace author:p-deepa-nair",
        [
            "Five devices spent two weeks in a climate chamber to compare accuracy, battery life and download speed.",
        ],
    ),
    (
        "eval-levant-scorecard",
        "Levant Feeder Q2 scorecard",
        ["Levant scorecard"],
        "evaluates:k-levant author:p-olga-ivanenko",
        [
            "Arrivals on schedule 71 %, reefer monitoring compliance 96 %, invoice accuracy 88 %.",
        ],
    ),
    (
        "eval-rail-middle",
        "Middle Corridor rail operator review",
        ["Caucasus rail review"],
        "evaluates:k-caucasus author:p-olga-ivanenko",
        [
            "Scored two rail operators on wagon availability, tariff transparency and the ferry link.",
        ],
    ),
    (
        "eval-kedma",
        "Customs software assessment",
        ["Declaration software review"],
        "evaluates:v-kedma author:p-priya-raghavan",
        [
            "Three declaration tools were run against 200 historical entries; Kedma produced the fewest rejections.",
        ],
    ),
    (
        "eval-haulier-audit",
        "Haulier security audit 2025",
        ["Road subcontractor audit"],
        "evaluates:k-transkarpaty evaluates:k-vistula author:p-noa-ben-david",
        [
            "Checked driver vetting, parking policy, seal handling and telematics at two hauliers.",
        ],
    ),
]

MEETINGS = [
    # id, title, aliases, relations, statements, day
    (
        "m-ops-review-w14",
        "Weekly ops review, week 14",
        ["Ops review w14"],
        "attendee:p-ingrid-solheim attendee:p-dmitri-orlov attendee:p-youssef-haddad attendee:p-avi-peretz attendee:p-eleni-papadaki discussed:inc-014 discussed:inc-015",
        [
            "Went through the open exceptions of the week and who owns each follow-up.",
            "Agreed to send a joint note to clients about the quay power failure and the Narita offload.",
        ],
        84,
    ),
    (
        "m-reefer-kickoff",
        "Reefer visibility kickoff",
        ["Reefer rollout kickoff"],
        "attendee:p-eleni-papadaki attendee:p-deepa-nair attendee:p-andreas-nikolaidis attendee:p-arjun-mehta part_of:pr-reefer-visibility",
        [
            "Set the scope of the first wave: chilled airfreight out of India and frozen boxes into Spain.",
            "Agreed a dashboard that alarms the duty phone when a reading drifts out of range.",
        ],
        40,
    ),
    (
        "m-hanbit-qbr",
        "Hanbit quarterly business review",
        ["Hanbit QBR"],
        "attendee:p-kim-minjun attendee:p-lee-jiwoo attendee:p-zeynep-yildiz attendee:p-youssef-haddad attendee:p-yuki-nakamura discussed:c-hanbit discussed:inc-015",
        [
            "The shipper asked for fewer paperwork surprises and weekly capacity on the Korea freighter.",
            "We presented volumes for the quarter and the plan for the autumn peak.",
        ],
        90,
    ),
    (
        "m-tms-steering",
        "TMS steering committee",
        ["TMS steerco"],
        "attendee:p-bjorn-lindqvist attendee:p-jurgen-weiss attendee:p-hana-novakova attendee:p-vikram-singh part_of:pr-tms-migration",
        [
            "Reviewed the shortlist scores and the cost of each option over a full licence term.",
        ],
        20,
    ),
    (
        "m-corridor-gonogo",
        "Middle Corridor go/no-go",
        ["Corridor go/no-go"],
        "attendee:p-dmitri-orlov attendee:p-giorgi-kapanadze attendee:p-olga-ivanenko attendee:p-levan-tsiklauri part_of:pr-middle-corridor",
        [
            "Looked at transit times, wagon supply and tariffs after the first six block trains.",
        ],
        150,
    ),
    (
        "m-claims-board",
        "Claims review board",
        ["Claims board"],
        "attendee:p-eleni-papadaki attendee:p-nikos-georgiou attendee:p-sophie-lefevre attendee:p-lucia-hernandez discussed:inc-020 discussed:inc-016",
        [
            "Quarterly look at open cargo claims, recoveries from carriers and what insurers paid.",
        ],
        135,
    ),
    (
        "m-tender-debrief",
        "Ocean tender debrief",
        ["Tender debrief"],
        "attendee:p-sato-haruki attendee:p-rahul-iyer attendee:p-ingrid-solheim attendee:p-wang-lei part_of:pr-ocean-tender",
        [
            "Compared the bids received from nine shipping lines for the Far East trades.",
        ],
        30,
    ),
    (
        "m-saffron-audit-close",
        "Saffron audit closing meeting",
        ["Saffron audit close-out"],
        "attendee:p-sunita-rao attendee:p-eleni-papadaki attendee:p-deepa-nair attendee:p-arjun-mehta attendee:p-layla-mansour discussed:inc-018 discussed:ct-saffron-quality",
        [
            "The shipper's auditors raised one major and three minor findings against our cold chain.",
        ],
        80,
    ),
    (
        "m-gdansk-planning",
        "Gdańsk expansion planning",
        ["Gdansk planning"],
        "attendee:p-avi-peretz attendee:p-yamada-yuki attendee:p-jurgen-weiss part_of:pr-gdansk-expansion",
        [
            "Compared renting a second building with adding storage height inside the existing one.",
        ],
        100,
    ),
    (
        "m-customs-workshop",
        "Customs automation workshop",
        ["Declaration automation workshop"],
        "attendee:p-priya-raghavan attendee:p-mohammed-siddiqui attendee:p-nino-beridze attendee:p-yossi-mizrahi part_of:pr-customs-automation",
        [
            "Mapped the manual keying steps in an import entry and timed each one.",
        ],
        60,
    ),
    (
        "m-phishing-review",
        "Post-incident review: invoice fraud",
        ["Fraud post-mortem"],
        "attendee:p-noa-ben-david attendee:p-tamar-gelashvili attendee:p-jurgen-weiss attendee:p-bjorn-lindqvist discussed:inc-022",
        [
            "Walked through how the fake payment request reached a customer and why our mail filter let the look-alike domain through.",
        ],
        98,
    ),
    (
        "m-baltica-review",
        "Baltica account review",
        ["Baltica QBR"],
        "attendee:p-ana-ferreira attendee:p-katarzyna-wojcik attendee:p-park-seoyeon attendee:p-yamada-yuki discussed:c-baltica",
        [
            "Reviewed damage rates, stock accuracy and the peak plan for the sofa launch.",
        ],
        125,
    ),
    (
        "m-transkarpaty-safety",
        "Transkarpaty safety call",
        ["Haulier safety call"],
        "attendee:p-dmitri-orlov attendee:p-oksana-bondar attendee:p-noa-ben-david attendee:p-park-seoyeon discussed:inc-016",
        [
            "The haulier explained its driver briefing and promised refresher training on strapping.",
        ],
        108,
    ),
    (
        "m-emissions-kickoff",
        "Emissions reporting kickoff",
        ["Carbon reporting kickoff"],
        "attendee:p-hana-novakova attendee:p-eleni-papadaki attendee:p-bjorn-lindqvist part_of:pr-emissions",
        [
            "Listed the data each mode needs: distances, loads, fuel and emission factors per carrier.",
        ],
        45,
    ),
    (
        "m-jadeport-strategy",
        "Jadeport classification strategy call",
        ["Jadeport tariff call"],
        "attendee:p-priya-raghavan attendee:p-dmitri-sokolov attendee:p-zhang-wei attendee:p-ana-ferreira discussed:cus-101",
        [
            "Weighed settling now against contesting the ruling, and what each means for later imports.",
        ],
        66,
    ),
    (
        "m-credit-committee",
        "Credit committee, May",
        ["May credit committee"],
        "attendee:p-jurgen-weiss attendee:p-tamar-gelashvili attendee:p-layla-mansour discussed:c-dnipro",
        [
            "Reviewed overdue balances above 60 days and the insurer's reduced cover for Ukrainian buyers.",
        ],
        128,
    ),
    (
        "m-pacifica-escalation",
        "Pacifica escalation call",
        ["Pacifica escalation"],
        "attendee:p-sato-haruki attendee:p-wang-lei attendee:p-ana-ferreira discussed:inc-025",
        [
            "We pressed the line's trade manager on repeated overbooking out of Shanghai.",
        ],
        155,
    ),
    (
        "m-leadership-offsite",
        "Leadership offsite 2025",
        ["Offsite 2025"],
        "attendee:p-sean-obrien attendee:p-ingrid-solheim attendee:p-youssef-haddad attendee:p-dmitri-orlov attendee:p-priya-raghavan attendee:p-avi-peretz attendee:p-layla-mansour attendee:p-sato-haruki attendee:p-eleni-papadaki attendee:p-jurgen-weiss attendee:p-bjorn-lindqvist",
        [
            "Two days in Lübeck on strategy, budgets and the next three years of hiring.",
        ],
        10,
    ),
]

DECISIONS = [
    # id, title, aliases, relations, statements, meeting (for its evidence)
    (
        "dec-dual-loggers",
        "Two loggers on every pharma air consignment",
        ["Dual logger rule"],
        "decided_at:m-saffron-audit-close approved_by:p-eleni-papadaki based_on:inc-018 applies_to:l-bom-fra",
        [
            "From June each chilled air pallet carries a primary and a backup device, started and checked at origin.",
        ],
    ),
    (
        "dec-nordhav-share",
        "Shift 40 % of Asia volume to Nordhav",
        ["Nordhav allocation"],
        "decided_at:m-tender-debrief approved_by:p-sato-haruki applies_to:k-nordhav part_of:pr-ocean-tender",
        [
            "The allocation rises from a quarter to two fifths of our eastbound-to-Europe boxes for the contract year.",
        ],
    ),
    (
        "dec-select-portwise",
        "Select PortWise as the new TMS",
        ["TMS choice"],
        "decided_at:m-tms-steering approved_by:p-jurgen-weiss based_on:eval-tms applies_to:pr-tms-migration",
        [
            "Chosen for its score and its lower running cost; go-live planned for the first quarter of next year.",
        ],
    ),
    (
        "dec-corridor-phase2",
        "Extend the Middle Corridor pilot to phase 2",
        ["Corridor phase 2"],
        "decided_at:m-corridor-gonogo approved_by:p-dmitri-orlov based_on:eval-rail-middle applies_to:pr-middle-corridor",
        [
            "Carry on with monthly departures until October and add a second operator as backup.",
        ],
    ),
    (
        "dec-suspend-transkarpaty",
        "Pause Transkarpaty on furniture loads",
        ["Transkarpaty suspension"],
        "decided_at:m-transkarpaty-safety approved_by:p-dmitri-orlov based_on:inc-016 applies_to:k-transkarpaty",
        [
            "No more furniture trips for that haulier until its drivers finish refresher training.",
        ],
    ),
    (
        "dec-callback-bank",
        "Call back before any bank detail change",
        ["Callback rule"],
        "decided_at:m-phishing-review approved_by:p-jurgen-weiss based_on:inc-022",
        [
            "Any request to change where money is paid is confirmed by phone on a number already on file.",
        ],
    ),
    (
        "dec-adopt-kedma",
        "Adopt Kedma for EU declarations",
        ["Kedma adoption"],
        "decided_at:m-customs-workshop approved_by:p-priya-raghavan based_on:eval-kedma applies_to:pr-customs-automation",
        [
            "Roll the tool out to the German and Dutch offices first, the Polish office next.",
        ],
    ),
    (
        "dec-mezzanine",
        "Build a mezzanine in Gdańsk",
        ["Mezzanine decision"],
        "decided_at:m-gdansk-planning approved_by:p-jurgen-weiss applies_to:w-gdansk",
        [
            "A steel mezzanine adds 3,000 pick faces for small parcels at a third of the cost of renting more space.",
        ],
    ),
    (
        "dec-dnipro-prepay",
        "Put Dnipro AgroTech on prepayment",
        ["Dnipro prepayment"],
        "decided_at:m-credit-committee approved_by:p-jurgen-weiss applies_to:c-dnipro",
        [
            "New bookings for this customer are paid before cargo moves, until the overdue balance is cleared.",
        ],
    ),
    (
        "dec-appeal-classification",
        "Appeal the earbud reclassification",
        ["Earbud appeal"],
        "decided_at:m-jadeport-strategy approved_by:p-priya-raghavan applies_to:cus-101",
        [
            "Pay the duty under protest and file an appeal supported by an expert opinion.",
        ],
    ),
    (
        "dec-glec",
        "Report emissions under the GLEC Framework",
        ["GLEC decision"],
        "decided_at:m-emissions-kickoff approved_by:p-eleni-papadaki applies_to:pr-emissions uses_method:con-glec",
        [
            "Figures for clients follow one published method, with carrier primary data where it exists.",
        ],
    ),
    (
        "dec-stone-inspection",
        "Inspect stone lashing before sailing",
        ["Stone lashing rule"],
        "decided_at:m-claims-board approved_by:p-eleni-papadaki based_on:inc-020",
        [
            "A surveyor photographs every open-top stone load at the terminal before the box is accepted.",
        ],
    ),
    (
        "dec-pacifica-priority",
        "Accept Pacifica's priority loading offer",
        ["Pacifica priority"],
        "decided_at:m-pacifica-escalation approved_by:p-sato-haruki based_on:inc-025 applies_to:k-pacifica",
        [
            "The line guarantees our consolidation boxes a place on board in return for keeping the volume.",
        ],
    ),
    (
        "dec-dg-central-check",
        "Central DG document check on the air desk",
        ["DG check rule"],
        "decided_at:m-hanbit-qbr approved_by:p-youssef-haddad based_on:inc-015",
        [
            "One trained person reviews every hazardous declaration before it reaches the airline.",
        ],
    ),
]

PROJECTS = [
    (
        "pr-reefer-visibility",
        "Reefer Visibility Rollout",
        ["Reefer visibility"],
        "led_by:p-eleni-papadaki uses_vendor:v-thermotrace site:w-valencia site:w-bhiwandi",
        [
            "Puts live temperature readings of chilled and frozen cargo in front of the duty team and the client.",
        ],
    ),
    (
        "pr-tms-migration",
        "TMS Migration",
        ["New TMS"],
        "led_by:p-bjorn-lindqvist sponsor:p-jurgen-weiss uses_vendor:v-portwise",
        [
            "Replaces the fifteen-year-old in-house system with a hosted product.",
        ],
    ),
    (
        "pr-middle-corridor",
        "Middle Corridor Pilot",
        ["Corridor pilot"],
        "led_by:p-dmitri-orlov uses_carrier:k-caucasus for_client:c-rustavi for_client:c-solara uses_lane:l-poti-baku",
        [
            "Tests a route to Central Asia that avoids Russia, using rail and Caspian ferries.",
        ],
    ),
    (
        "pr-dg-battery",
        "Battery Air Programme",
        ["Battery programme"],
        "led_by:p-zeynep-yildiz for_client:c-hanbit uses_carrier:k-asahi",
        [
            "Builds a repeatable process for hazardous cell shipments by air: packing audits, training and a dedicated airline allocation.",
        ],
    ),
    (
        "pr-emissions",
        "Emissions Reporting",
        ["Carbon reporting"],
        "led_by:p-hana-novakova sponsor:p-eleni-papadaki",
        [
            "Produces a per-shipment greenhouse gas figure for client reports and tenders.",
        ],
    ),
    (
        "pr-gdansk-expansion",
        "Gdańsk Expansion",
        ["Gdansk expansion"],
        "led_by:p-avi-peretz site:w-gdansk",
        [
            "Adds capacity for e-commerce fulfilment at the Baltic site.",
        ],
    ),
    (
        "pr-customs-automation",
        "Customs Declaration Automation",
        ["Customs automation"],
        "led_by:p-priya-raghavan uses_vendor:v-kedma",
        [
            "Cuts manual keying of entries by reading commercial invoices automatically.",
        ],
    ),
    (
        "pr-ocean-tender",
        "2025 Ocean Tender",
        ["Ocean tender"],
        "led_by:p-sato-haruki uses_carrier:k-nordhav uses_carrier:k-pacifica",
        [
            "Yearly tender for Far East to Europe container capacity.",
        ],
    ),
]

CONCEPTS = [
    (
        "con-demurrage",
        "Demurrage and detention",
        ["D&D"],
        "",
        [
            "Charges for keeping a carrier's container too long inside the terminal or outside it.",
        ],
    ),
    (
        "con-incoterms",
        "Incoterms 2020",
        ["Incoterms"],
        "",
        [
            "ICC rules that split costs and risk between seller and buyer, such as FOB, DAP and DDP.",
        ],
    ),
    (
        "con-gdp",
        "Good Distribution Practice",
        ["GDP"],
        "",
        [
            "EU guidelines for storing and moving medicines so their quality is kept along the supply chain.",
        ],
    ),
    (
        "con-dgr",
        "Dangerous goods regulations",
        ["IATA DGR", "DG"],
        "",
        [
            "Rules for classifying, packing, marking and declaring hazardous goods for each mode.",
        ],
    ),
    (
        "con-hs",
        "HS classification",
        ["Harmonized System", "tariff code"],
        "",
        [
            "Assigning goods a code of the World Customs Organization nomenclature, which drives duty and controls.",
        ],
    ),
    (
        "con-rolled",
        "Rolled cargo",
        ["Rollover"],
        "",
        [
            "A booked box that a line leaves behind for a later sailing, usually because it overbooked.",
        ],
    ),
    (
        "con-general-average",
        "General average",
        ["GA"],
        "",
        [
            "Maritime principle under which all cargo owners share the cost of a sacrifice made to save a voyage.",
        ],
    ),
    (
        "con-bonded",
        "Bonded storage",
        ["Bonded warehouse"],
        "",
        [
            "Keeping goods under customs control with duties suspended until they are released or re-exported.",
        ],
    ),
    (
        "con-titr",
        "Trans-Caspian International Transport Route",
        ["TITR", "Middle Corridor"],
        "",
        [
            "Multimodal route from China through Kazakhstan, the Caspian Sea, Azerbaijan and Georgia to Europe.",
        ],
    ),
    (
        "con-glec",
        "GLEC Framework",
        ["GLEC"],
        "",
        [
            "Industry method for calculating and reporting logistics greenhouse gas emissions across modes.",
        ],
    ),
    (
        "con-vgm",
        "Verified gross mass",
        ["VGM"],
        "",
        [
            "SOLAS rule that a packed container's weight be verified and sent to the line before loading.",
        ],
    ),
    (
        "con-origin",
        "Preferential origin",
        ["Proof of origin", "REX"],
        "",
        [
            "Rules deciding whether goods qualify for a trade agreement's reduced duty, and the proofs that show it.",
        ],
    ),
]

HANDBOOK = [
    (
        "hb-reefer-alarm",
        "Reefer alarm response",
        ["Reefer alarm procedure"],
        "owned_by:team-qhse",
        [
            "When a reefer alarms, call the terminal, ask for the unit's download and tell the client within two hours.",
            "Log the readings in the incident tracker even if the cargo turns out fine.",
        ],
    ),
    (
        "hb-dg-checklist",
        "Dangerous goods acceptance checklist",
        ["DG checklist"],
        "owned_by:team-air explains:con-dgr",
        [
            "Check the UN number, packing instruction, labels, signature and emergency contact before tendering hazardous cargo.",
        ],
    ),
    (
        "hb-cargo-claim",
        "Filing a cargo claim",
        ["Claims how-to"],
        "owned_by:team-qhse",
        [
            "Note the damage on the delivery receipt, take photos, and send a notice of claim to the carrier within the deadline.",
            "Ask the client for the commercial invoice and the survey report before quoting any amount.",
        ],
    ),
    (
        "hb-customs-hold",
        "Customs hold or inspection: first steps",
        ["Customs hold how-to"],
        "owned_by:team-customs",
        [
            "Find out which document or check caused the hold, tell the client, and book the examination slot the same day.",
        ],
    ),
    (
        "hb-cutoffs",
        "Booking amendments and cut-offs",
        ["Cut-off guide"],
        "owned_by:team-ocean explains:con-vgm",
        [
            "Document, weight and gate-in cut-offs differ per line; amendments after the document cut-off cost a fee.",
        ],
    ),
    (
        "hb-carrier-onboarding",
        "Onboarding a new carrier",
        ["Carrier onboarding"],
        "owned_by:team-procurement",
        [
            "Collect the licence, insurance certificate, bank letter and a signed code of conduct before the first booking.",
        ],
    ),
    (
        "hb-bank-change",
        "Bank detail change requests",
        ["Bank change policy"],
        "owned_by:team-finance",
        [
            "Treat every request to change bank details as suspicious until it is verified through a second channel.",
        ],
    ),
    (
        "hb-pharma-standard",
        "Pharma handling standard",
        ["Pharma SOP"],
        "owned_by:team-warehousing explains:con-gdp",
        [
            "Medicines are stored and moved within their labelled range, with calibrated monitoring and documented deviations.",
        ],
    ),
    (
        "hb-seal-checks",
        "Seal checks at receipt",
        ["Seal check SOP"],
        "owned_by:team-warehousing",
        [
            "Compare the seal number with the documents before breaking it, photograph it, and keep the seal for 90 days.",
        ],
    ),
    (
        "hb-load-securing",
        "Load securing on trucks",
        ["Lashing standard"],
        "owned_by:team-road",
        [
            "Loads are secured to EN 12195 with enough straps for the weight, and drivers check tension after the first stop.",
        ],
    ),
    (
        "hb-rolled-comms",
        "Telling a client their cargo was rolled",
        ["Rolled cargo comms"],
        "owned_by:team-key-accounts explains:con-rolled",
        [
            "Call before the client finds out from tracking, give the new sailing and offer alternatives if any exist.",
        ],
    ),
    (
        "hb-credit-limits",
        "Credit limits and prepayment",
        ["Credit policy"],
        "owned_by:team-finance",
        [
            "Limits follow the credit insurer's cover; customers over the limit or 60 days overdue move to prepayment.",
        ],
    ),
    (
        "hb-tariff-research",
        "Researching a tariff code",
        ["Tariff code how-to"],
        "owned_by:team-customs explains:con-hs",
        [
            "Start from the product's function and material, read the section and chapter notes, then check rulings in force.",
        ],
    ),
    (
        "hb-yard-safety",
        "Forklift and yard safety",
        ["Yard safety rules"],
        "owned_by:team-warehousing",
        [
            "Pedestrians stay in marked walkways, trucks keep to 10 km/h, and every collision is reported the same shift.",
        ],
    ),
    (
        "hb-incident-reporting",
        "Reporting an incident",
        ["Incident reporting"],
        "owned_by:team-qhse",
        [
            "Open an issue in the quality tracker within 24 hours with photos, the shipment reference and who was told.",
        ],
    ),
    (
        "hb-meeting-notes",
        "Writing meeting notes",
        ["Meeting notes guide"],
        "owned_by:team-systems",
        [
            "Record attendees, decisions and owners, and link the recording so notes can cite it.",
        ],
    ),
    (
        "hb-approval-matrix",
        "Contract approval matrix",
        ["Approval matrix"],
        "owned_by:team-finance",
        [
            "Agreements above 250,000 euros a year need the managing director's signature; smaller ones a team lead's.",
        ],
    ),
    (
        "hb-vendor-evaluation",
        "Running a vendor evaluation",
        ["Evaluation how-to"],
        "owned_by:team-procurement",
        [
            "Agree the criteria and weights before any demo, score independently, then meet to reconcile.",
        ],
    ),
    (
        "hb-demurrage-disputes",
        "Disputing demurrage invoices",
        ["D&D disputes"],
        "owned_by:team-ocean explains:con-demurrage",
        [
            "Check free days in the contract, terminal closures and the gate-out time before accepting a charge.",
        ],
    ),
    (
        "hb-transit-declarations",
        "Transit declarations",
        ["T1 and TIR guide"],
        "owned_by:team-customs explains:con-bonded",
        [
            "Open a transit under guarantee at departure, keep seals intact and make sure the office of destination discharges it.",
        ],
    ),
    (
        "hb-new-client",
        "Setting up a new client",
        ["Client setup"],
        "owned_by:team-key-accounts explains:con-incoterms",
        [
            "Record the usual Incoterms, billing entity, credit check result and the contacts for bookings and invoices.",
        ],
    ),
    (
        "hb-emissions-calc",
        "Calculating shipment emissions",
        ["Emissions how-to"],
        "owned_by:team-systems explains:con-glec",
        [
            "Multiply distance by weight and the mode's emission factor, and prefer carrier figures where they exist.",
        ],
    ),
    (
        "hb-stone-cargo",
        "Packing stone and heavy cargo",
        ["Stone packing guide"],
        "owned_by:team-ocean",
        [
            "Use braced A-frames, timber dunnage and a lashing plan checked by a surveyor for slabs and blocks.",
        ],
    ),
    (
        "hb-air-quotes",
        "Quoting air freight",
        ["Air quote guide"],
        "owned_by:team-air",
        [
            "Quote on chargeable weight, add fuel and security surcharges, and state the validity and the routing.",
        ],
    ),
    (
        "hb-general-average",
        "General average declarations: what to do",
        ["GA guide"],
        "owned_by:team-qhse explains:con-general-average",
        [
            "Tell affected clients at once, collect the average bond and guarantee, and involve the insurer early.",
        ],
    ),
]


def _specs() -> list[Spec]:
    specs: list[Spec] = []
    for pid, name, aliases, team, boss, body in STAFF:
        rels = []
        if team and not any(t[0] == team and t[3] == pid for t in TEAMS):
            rels.append(f"member_of:{team}")
        if boss:
            rels.append(f"reports_to:{boss}")
        specs.append((pid, "staff", name, aliases, " ".join(rels), body, "hr", []))
    for pid, name, aliases, org, label, role, extra in CONTACTS:
        body = [f"{role} at [[page:{org}|{label}]].", extra]
        specs.append((pid, "contact", name, aliases, f"works_for:{org}", body, "contacts", []))
    for tid, title, aliases, lead, body in TEAMS:
        specs.append((tid, "team", title, aliases, f"led_by:{lead}", body, "org", []))
    for cid, title, aliases, owner, lanes, site, body in CLIENTS:
        rels = [f"account_owner:{owner}"] + [f"ships_on:{x}" for x in lanes.split()]
        rels += [f"stores_at:{x}" for x in site.split()]
        specs.append((cid, "client", title, aliases, " ".join(rels), body, "crm", []))
    for kid, title, aliases, body in CARRIERS:
        specs.append((kid, "carrier", title, aliases, "", body, "carriers", []))
    for vid, title, aliases, body in VENDORS:
        specs.append((vid, "vendor", title, aliases, "", body, "vendors", []))
    for wid, title, aliases, manager, body in WAREHOUSES:
        rels = f"managed_by:{manager} operated_by:team-warehousing"
        specs.append((wid, "warehouse", title, aliases, rels, body, "sites", []))
    for lid, title, aliases, carriers, owner, body in LANES:
        rels = " ".join([f"served_by:{x}" for x in carriers.split()] + [f"lane_owner:{owner}"])
        specs.append((lid, "lane", title, aliases, rels, body, "lanes", []))
    for n, (sid, client, carriers, coord, lane, sites, ev, body) in enumerate(SHIPMENTS):
        rels = [f"booked_by:{client}"] + [f"carried_by:{x}" for x in carriers.split()]
        rels.append(f"coordinated_by:{coord}")
        rels += [f"via_lane:{lane}"] if lane else []
        rels += [f"handled_at:{x}" for x in sites.split()]
        ref = "TW-25-" + sid.split("-")[1]
        title = f"Shipment {ref}"
        timeline = [(12 + 6 * n, ev, "Booking confirmed and handed to the carrier.")]
        specs.append((sid, "shipment", title, [ref], " ".join(rels), body, ev, timeline))
    for iid, title, aliases, rels, body, issue, day in INCIDENTS:
        timeline = [
            (day, f"qhse{issue}", "Issue logged."),
            (day + 9, f"qhse{issue}", "Closed once corrective actions were in place."),
        ]
        specs.append((iid, "incident", title, aliases, rels, body, f"qhse{issue}", timeline))
    for cid, title, aliases, rels, body, ev in CUSTOMS:
        specs.append((cid, "customs", title, aliases, rels, body, ev, []))
    for cid, title, aliases, rels, body in CONTRACTS:
        specs.append((cid, "contract", title, aliases, rels, body, "contracts", []))
    for eid, title, aliases, rels, body in EVALUATIONS:
        specs.append((eid, "evaluation", title, aliases, rels, body, "evals", []))
    for mid, title, aliases, rels, body, day in MEETINGS:
        timeline = [(day, mid, "Meeting held; recording and transcript attached.")]
        specs.append((mid, "meeting", title, aliases, rels, body, mid, timeline))
    for did, title, aliases, rels, body in DECISIONS:
        meeting = next(r.split(":")[1] for r in rels.split() if r.startswith("decided_at:"))
        specs.append((did, "decision", title, aliases, rels, body, meeting, []))
    for pid, title, aliases, rels, body in PROJECTS:
        specs.append((pid, "project", title, aliases, rels, body, "portfolio", []))
    for cid, title, aliases, rels, body in CONCEPTS:
        specs.append((cid, "concept", title, aliases, rels, body, "glossary", []))
    for hid, title, aliases, rels, body in HANDBOOK:
        specs.append((hid, "handbook", title, aliases, rels, body, "handbook", []))
    return specs


# Pages that link a neighbour inline, beyond the person/team links above: page -> sentence.
INLINE: dict[str, str] = {
    "sh-0412": "Booked for [[page:c-tokai|Tokai Precision]].",
    "sh-0466": "Carried by [[page:k-transkarpaty|Transkarpaty]] under the road framework.",
    "inc-018": "The logger came from [[page:v-thermotrace|ThermoTrace]].",
    "dec-select-portwise": "Follows the [[page:eval-tms|TMS selection 2024]].",
    "m-tender-debrief": "Part of the [[page:pr-ocean-tender|2025 Ocean Tender]].",
    "pr-middle-corridor": "Run with [[page:k-caucasus|Caucasus Express Rail]] as the main operator.",
    "l-icn-fra": "Flown by [[page:k-asahi|Asahi Air Cargo]].",
    "w-gdansk": "Run day to day by [[page:p-yamada-yuki|Yuki Yamada]].",
    "ct-asahi-bsa": "Signed with [[page:k-asahi|Asahi Air Cargo]].",
    "cus-104": "Filed by [[page:p-nino-beridze|Nino Beridze]].",
}


# --------------------------------------------------------------------------------------------
# Questions
# --------------------------------------------------------------------------------------------

# (kind, text, answer ids) for lexical, script and paraphrase questions.
DIRECT: list[tuple[str, str, list[str]]] = [
    ("lexical", "maasvlakte cross-dock", ["w-maasvlakte"]),
    ("lexical", "Kedma customs software", ["v-kedma"]),
    ("lexical", "what's in the Nordhav service contract 2025", ["ct-nordhav-2025"]),
    ("lexical", "reefer visibility rollout status", ["pr-reefer-visibility"]),
    ("lexical", "Rustavi Steel Wire", ["c-rustavi"]),
    ("lexical", "what is general average", ["con-general-average"]),
    ("lexical", "INC-021 flexitank leak", ["inc-021"]),
    ("lexical", "dangerous goods acceptance checklist", ["hb-dg-checklist"]),
    ("lexical", "Gdansk DC", ["w-gdansk"]),
    ("lexical", "TW-25-0487", ["sh-0487"]),
    ("lexical", "CUS-109 origin proof rejected", ["cus-109"]),
    ("lexical", "asahi block space agreement", ["ct-asahi-bsa"]),
    ("lexical", "Levant Feeder Q2 scorecard", ["eval-levant-scorecard"]),
    ("lexical", "hanbit QBR", ["m-hanbit-qbr"]),
    ("lexical", "demurrage and detention", ["con-demurrage"]),
    ("lexical", "Thandi Nkosi", ["p-thandiwe-nkosi"]),
    ("lexical", "dmitri orlov", ["p-dmitri-orlov"]),
    ("lexical", "Yuki Nakamura", ["p-yuki-nakamura"]),
    ("lexical", "jebel ali bonded store", ["w-jebel-ali"]),
    ("lexical", "Trans-Caspian International Transport Route", ["con-titr"]),
    ("lexical", "Sean O'Brien", ["p-sean-obrien"]),
    ("script", "Дмитрий Соколов", ["p-dmitri-sokolov"]),
    ("script", "ნინო ბერიძე", ["p-nino-beridze"]),
    ("script", "佐藤 春樹さん", ["p-sato-haruki"]),
    ("script", "נועה בן דוד", ["p-noa-ben-david"]),
    ("script", "प्रिया राघवन", ["p-priya-raghavan"]),
    ("script", "Ελένη Παπαδάκη email", ["p-eleni-papadaki"]),
    ("script", "محمد الراشد", ["p-mohammed-al-rashid"]),
    ("script", "김민준 담당 고객", ["p-kim-minjun"]),
    ("script", "Оксана Бондар", ["p-oksana-bondar"]),
    (
        "paraphrase",
        "verify by telephone with a trusted contact before altering where transfers go",
        ["dec-callback-bank"],
    ),
    (
        "paraphrase",
        "we now fit a spare temperature recorder to chilled medicine flights",
        ["dec-dual-loggers"],
    ),
    (
        "paraphrase",
        "choice to add an elevated platform within the Baltic facility rather than lease another",
        ["dec-mezzanine"],
    ),
    (
        "paraphrase",
        "customer switched to paying up front because of unpaid bills",
        ["dec-dnipro-prepay"],
    ),
    ("paraphrase", "oranges got warm when the dock lost electricity in bad weather", ["inc-014"]),
    ("paraphrase", "thieves took watches from a load and rewrapped it", ["inc-024"]),
    (
        "paraphrase",
        "the marble broke because the racks it stood on moved during rough seas",
        ["inc-020"],
    ),
    (
        "paraphrase",
        "idea that everyone with goods aboard shares the loss when a ship sacrifices something to survive",
        ["con-general-average"],
    ),
    (
        "paraphrase",
        "merchandise held under official supervision with levies postponed till it is cleared or sent abroad",
        ["con-bonded"],
    ),
    (
        "paraphrase",
        "shipping line left our groupage container on the quay because it sold too many slots",
        ["inc-025"],
    ),
    (
        "paraphrase",
        "a single specialist now screens every hazmat paperwork before the plane operator sees it",
        ["dec-dg-central-check"],
    ),
]

# (kind, text, anchor, steps): each step is (categories or "", relation types or "").
WALKS: list[tuple[str, str, str, list[tuple[str, str]]]] = [
    # one hop
    (
        "hop",
        "which carrier moved the navel oranges at a 4 degree set point",
        "sh-0458",
        [("carrier", "")],
    ),
    ("hop", "who was on the flexitank olive oil booking", "sh-0493", [("staff", "coordinated_by")]),
    ("hop", "which client booked the Calacatta slabs", "sh-0510", [("client", "")]),
    (
        "hop",
        "who investigated the wardrobe pallets that collapsed after straps were removed",
        "inc-016",
        [("staff", "investigated_by")],
    ),
    ("hop", "who reported the spoofed IBAN email", "inc-022", [("staff", "reported_by")]),
    (
        "hop",
        "in which warehouse did the reach truck clip a racking upright",
        "inc-023",
        [("warehouse", "")],
    ),
    (
        "hop",
        "who joined the post-mortem on why our mail filter let the look-alike domain through",
        "m-phishing-review",
        [("staff contact", "attendee")],
    ),
    (
        "hop",
        "what did we decide after the first six block trains",
        "m-corridor-gonogo",
        [("decision", "")],
    ),
    ("hop", "which shipment had the coin cell die mid-flight", "inc-018", [("shipment", "")]),
    (
        "hop",
        "who runs the shed next to the DCT container terminal",
        "w-gdansk",
        [("staff", "managed_by")],
    ),
    ("hop", "who is our contact at the Toyohashi bearing maker", "c-tokai", [("contact", "")]),
    (
        "hop",
        "who owns the account of the Nubaria citrus exporter",
        "c-nilecrest",
        [("staff", "account_owner")],
    ),
    ("hop", "which shipments did the Apuan Alps quarry send", "c-rossi", [("shipment", "")]),
    (
        "hop",
        "who reports to the person who opened the Hamburg office in 2009",
        "p-sean-obrien",
        [("staff", "<reports_to")],
    ),
    (
        "hop",
        "which team does the former fleet manager lead",
        "p-dmitri-orlov",
        [("team", "led_by")],
    ),
    (
        "hop",
        "who is on the desk with the sailing-schedule whiteboard and the Friday roll-over call",
        "team-ocean",
        [("staff", "")],
    ),
    (
        "hop",
        "members of the team that holds the AEO authorisation file",
        "team-customs",
        [("staff", "")],
    ),
    (
        "hop",
        "which carriers work the lane with on-carriage by road to Spanish distribution centres",
        "l-alexandria-valencia",
        [("carrier", "served_by")],
    ),
    (
        "hop",
        "who owns the lane with the Dorohusk and Hrebenne crossings",
        "l-gdansk-lviv",
        [("staff", "lane_owner")],
    ),
    (
        "hop",
        "who signed the deal with 2,400 FEU minimum quantity commitment",
        "ct-nordhav-2025",
        [("staff", "signed_by")],
    ),
    (
        "hop",
        "who is the counterparty of the lease with calibration certificates renewed every year",
        "ct-thermotrace-lease",
        [("vendor carrier client", "counterparty")],
    ),
    (
        "hop",
        "what supplier was compared with CargoLedger and Freightmind",
        "eval-tms",
        [("vendor", "evaluates")],
    ),
    (
        "hop",
        "who wrote the review that bench-tested five devices in a climate chamber",
        "eval-loggers",
        [("staff", "author")],
    ),
    (
        "hop",
        "which hauliers were audited on driver vetting, parking policy and telematics",
        "eval-haulier-audit",
        [("carrier", "evaluates")],
    ),
    (
        "hop",
        "what was decided in the meeting where auditors raised one major and three minor findings",
        "m-saffron-audit-close",
        [("decision", "")],
    ),
    (
        "hop",
        "who attended the Lübeck strategy days",
        "m-leadership-offsite",
        [("staff", "attendee")],
    ),
    (
        "hop",
        "which incidents came up in the review of the week's exceptions with the joint note to clients",
        "m-ops-review-w14",
        [("incident", "discussed")],
    ),
    (
        "hop",
        "who approved the choice to give two fifths of eastbound boxes to one line",
        "dec-nordhav-share",
        [("staff", "approved_by")],
    ),
    (
        "hop",
        "which meeting produced the rule about paying duty under protest with an expert opinion",
        "dec-appeal-classification",
        [("meeting", "decided_at")],
    ),
    (
        "hop",
        "which incident triggered the terminal photographs of every open-top load",
        "dec-stone-inspection",
        [("incident", "based_on")],
    ),
    (
        "hop",
        "who leads the work to put live readings of chilled cargo in front of the duty team",
        "pr-reefer-visibility",
        [("staff", "led_by")],
    ),
    (
        "hop",
        "which meetings belong to the project replacing our fifteen-year-old in-house system",
        "pr-tms-migration",
        [("meeting", "part_of")],
    ),
    (
        "hop",
        "which clients are part of the route to Central Asia that avoids Russia",
        "pr-middle-corridor",
        [("client", "for_client")],
    ),
    (
        "hop",
        "which decision applies to the yearly tender for Far East capacity",
        "pr-ocean-tender",
        [("decision", "")],
    ),
    (
        "hop",
        "who filed for the wire coils whose carnet was discharged in Baku",
        "cus-104",
        [("staff", "declarant")],
    ),
    (
        "hop",
        "which shipment did market surveillance ask EN 71 test reports for",
        "cus-108",
        [("shipment", "concerns")],
    ),
    (
        "hop",
        "which importer had the preferential rate refused over an expired exporter number",
        "cus-109",
        [("client", "importer")],
    ),
    (
        "hop",
        "who handled the HS appeal where Gdynia moved the heading to 8517.62",
        "cus-101",
        [("staff", "declarant")],
    ),
    ("hop", "what handbook pages cover the SOLAS weighing rule", "con-vgm", [("handbook", "")]),
    (
        "hop",
        "which team owns the guidance on EN 12195 strap tension",
        "hb-load-securing",
        [("team", "owned_by")],
    ),
    (
        "hop",
        "who works at the Uzhhorod haulier with 120 curtain-siders",
        "k-transkarpaty",
        [("contact", "works_for")],
    ),
    (
        "hop",
        "which lanes does the Danish-owned line with 48 ships serve",
        "k-nordhav",
        [("lane", "served_by")],
    ),
    (
        "hop",
        "who manages the site with chambers from minus 25 to plus 12",
        "w-valencia",
        [("staff", "managed_by")],
    ),
    (
        "hop",
        "which shipments passed the free zone store used for re-exports",
        "w-jebel-ali",
        [("shipment", "")],
    ),
    (
        "hop",
        "who coordinated the MRI receive coil return",
        "sh-0502",
        [("staff", "coordinated_by")],
    ),
    (
        "hop",
        "which incidents were reported by the category 6 instructor",
        "p-zeynep-yildiz",
        [("incident", "reported_by")],
    ),
    # two hops
    (
        "hop2",
        "which team is the coordinator of the navel orange reefers on",
        "sh-0458",
        [("staff", "coordinated_by"), ("team", "")],
    ),
    (
        "hop2",
        "who does the investigator of the Narita offload report to",
        "inc-015",
        [("staff", "investigated_by"), ("staff", ">reports_to")],
    ),
    (
        "hop2",
        "which carriers serve the lane the Calacatta slabs travelled on",
        "sh-0510",
        [("lane", "via_lane"), ("carrier", "served_by")],
    ),
    (
        "hop2",
        "which customer had its wardrobe loads crushed in transit",
        "inc-016",
        [("shipment", "on_shipment"), ("client", "booked_by")],
    ),
    (
        "hop2",
        "which decisions came out of the meetings that discussed the spoofed IBAN email",
        "inc-022",
        [("meeting", "discussed"), ("decision", "decided_at")],
    ),
    (
        "hop2",
        "who approved decisions taken in the meeting about the fake payment request",
        "m-phishing-review",
        [("decision", "decided_at"), ("staff", "approved_by")],
    ),
    (
        "hop2",
        "who from the shipper side attended the review of the client from Słupsk",
        "c-baltica",
        [("meeting", "discussed"), ("contact", "attendee")],
    ),
    (
        "hop2",
        "which meetings were attended by people working for the Japanese all-cargo airline",
        "k-asahi",
        [("contact", "works_for"), ("meeting", "attendee")],
    ),
    (
        "hop2",
        "which shipments used the carrier evaluated in the Q2 scorecard",
        "eval-levant-scorecard",
        [("carrier", "evaluates"), ("shipment", "carried_by")],
    ),
    (
        "hop2",
        "who leads the team of the person who keeps the binding rulings library",
        "p-mohammed-siddiqui",
        [("team", "member_of"), ("staff", "led_by")],
    ),
    (
        "hop2",
        "which clients hold stock in sites run by the Contract Logistics team",
        "team-warehousing",
        [("warehouse", "operated_by"), ("client", "stores_at")],
    ),
    (
        "hop2",
        "what incidents happened on shipments coordinated by the Tuesday night shift person",
        "p-tomas-dvorak",
        [("shipment", "coordinated_by"), ("incident", "on_shipment")],
    ),
    (
        "hop2",
        "which carriers moved cargo for the Cheongju cell maker",
        "c-hanbit",
        [("shipment", "booked_by"), ("carrier", "carried_by")],
    ),
    (
        "hop2",
        "who coordinated shipments through the Kelsterbach hub",
        "w-frankfurt",
        [("shipment", "handled_at"), ("staff", "coordinated_by")],
    ),
    (
        "hop2",
        "which evaluation was behind the decision for the project replacing the fifteen-year-old system",
        "pr-tms-migration",
        [("decision", "applies_to"), ("evaluation", "based_on")],
    ),
    (
        "hop2",
        "which contracts do we hold with the carriers on the lane feeding the Caspian ferries",
        "l-poti-baku",
        [("carrier", "served_by"), ("contract", "counterparty")],
    ),
    (
        "hop2",
        "which customs cases involved shipments of the Pune biosimilars maker",
        "c-saffron",
        [("shipment", "booked_by"), ("customs", "concerns")],
    ),
    (
        "hop2",
        "who attended meetings of the project that cuts manual keying by reading invoices",
        "pr-customs-automation",
        [("meeting", "part_of"), ("staff contact", "attendee")],
    ),
    (
        "hop2",
        "which handbook pages are owned by the team of the Ashdod port veteran",
        "p-avi-peretz",
        [("team", "led_by"), ("handbook", "owned_by")],
    ),
    (
        "hop2",
        "which shipments were on lanes owned by the Shenzhen representative office manager",
        "p-wang-lei",
        [("lane", "lane_owner"), ("shipment", "via_lane")],
    ),
    (
        "hop2",
        "which incidents hit cargo of the consumer-audio brand selling on online marketplaces",
        "c-jadeport",
        [("shipment", "booked_by"), ("incident", "on_shipment")],
    ),
]


# --------------------------------------------------------------------------------------------
# Building
# --------------------------------------------------------------------------------------------


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def _evidence_id(key: str) -> str:
    ref, _title, _label, text = EVIDENCE[key]
    digest = hashlib.sha256(text.encode()).hexdigest()[:8]
    return f"ev-{_slug(ref)[:100].strip('-')}-{digest}"


def _stamp(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def _cite(sentence: str, key: str) -> str:
    link = f"([[evidence:{_evidence_id(key)}|{EVIDENCE[key][2]}]])"
    if sentence.endswith("."):
        return f"{sentence[:-1]} {link}."
    return f"{sentence} {link}"


def _entry_id(doc_id: str, timestamp: str, ref: str, text: str) -> str:
    digest = hashlib.sha256("\n".join([doc_id, timestamp, ref, text]).encode()).hexdigest()
    return "ev-" + digest[:12]


def _document(meta: dict, body: str, folder: str) -> Document:
    draft = Document(meta=meta, body=body, folder=folder)
    path = f"{folder}/{meta['id']}.md"
    return parse_document(serialize_document(draft), folder=folder, path=path)


def _relations(spec_rels: str) -> list[dict[str, str]]:
    out = []
    for item in spec_rels.split():
        rtype, target = item.split(":", 1)
        out.append({"type": rtype, "target": target})
    return out


def _pages(shift: timedelta) -> tuple[list[Document], dict[str, str]]:
    documents: list[Document] = []
    categories: dict[str, str] = {}
    for n, (pid, cat, title, aliases, rels, statements, ev, timeline) in enumerate(_specs()):
        folder, type_ = FOLDERS[cat]
        created = BASE + shift + timedelta(days=n % 97, hours=n % 9)
        updated = created + timedelta(days=30 + n % 40)
        lines = [f"# {title}", ""]
        for sentence in statements + ([INLINE[pid]] if pid in INLINE else []):
            lines += [_cite(sentence, ev), ""]
        if timeline:
            lines += ["## Timeline", ""]
            for day, key, text in timeline:
                stamp = _stamp(BASE + shift + timedelta(days=day, hours=10))
                ref = EVIDENCE[key][0]
                lines.append(f"- **{stamp}** | {_entry_id(pid, stamp, ref, text)} | {ref} | {text}")
        meta: dict = {"id": pid, "kind": "page", "type": type_, "title": title, "status": "active"}
        if aliases:
            meta["aliases"] = list(aliases)
        if rels:
            meta["relations"] = _relations(rels)
        refs = [EVIDENCE[ev][0]] + [EVIDENCE[k][0] for _d, k, _t in timeline]
        meta["sources"] = list(dict.fromkeys(refs))
        meta["created"] = _stamp(created)
        meta["updated"] = _stamp(updated)
        documents.append(_document(meta, "\n".join(lines).strip() + "\n", folder))
        categories[pid] = cat
    for n, key in enumerate(EVIDENCE):
        ref, title, _label, text = EVIDENCE[key]
        moment = _stamp(BASE + shift + timedelta(days=n * 3, hours=8))
        meta = {
            "id": _evidence_id(key),
            "kind": "evidence",
            "type": "source",
            "title": title,
            "status": "active",
            "sources": [ref],
            "created": moment,
            "updated": moment,
        }
        documents.append(_document(meta, f"# {title}\n\n{text}\n", "evidence"))
        categories[meta["id"]] = "evidence"
    return documents, categories


def _graph(documents: list[Document]) -> dict[str, list[tuple[str, str, str]]]:
    """id -> [(relation type, direction '>' out or '<' in, neighbour id)]."""
    graph: dict[str, list[tuple[str, str, str]]] = {d.brain_id: [] for d in documents}
    for doc in documents:
        for rel in doc.relations:
            graph[doc.brain_id].append((rel.type, ">", rel.target))
            graph.setdefault(rel.target, []).append((rel.type, "<", doc.brain_id))
    return graph


def _step(
    graph: dict[str, list[tuple[str, str, str]]],
    categories: dict[str, str],
    nodes: set[str],
    cats: str,
    rels: str,
) -> set[str]:
    wanted_cats = set(cats.split())
    wanted: list[tuple[str, str]] = []
    for token in rels.split():
        if token[0] in "<>":
            wanted.append((token[1:], token[0]))
        else:
            wanted += [(token, ">"), (token, "<")]
    out: set[str] = set()
    for node in nodes:
        for rtype, direction, other in graph.get(node, []):
            if wanted and (rtype, direction) not in wanted:
                continue
            if wanted_cats and categories.get(other) not in wanted_cats:
                continue
            out.add(other)
    return out


def _walk(graph, categories, anchor: str, steps: list[tuple[str, str]]) -> set[str]:
    nodes = {anchor}
    for cats, rels in steps:
        nodes = _step(graph, categories, nodes, cats, rels)
    return nodes - {anchor}


def build(seed: int = 173) -> EvalSet:
    rng = random.Random(seed)
    shift = timedelta(days=rng.randint(-150, 150), hours=rng.randint(0, 23))
    documents, categories = _pages(shift)
    graph = _graph(documents)
    questions: list[Question] = []
    for kind, text, answers in DIRECT:
        questions.append(Question(text, kind, set(answers)))
    for kind, text, anchor, steps in WALKS:
        questions.append(Question(text, kind, _walk(graph, categories, anchor, steps)))
    rng.shuffle(documents)
    return EvalSet(documents=documents, questions=questions)


# --------------------------------------------------------------------------------------------
# Checking
# --------------------------------------------------------------------------------------------

_GENERIC_TEXT = """
    the a an and or of to in on for at by from with about into over out up off under within via
    who whom whose what which where when why how is are was were be been being did does do has
    have had that this these those there their our we us it its any all every each one two list
    show find me tell give name names after before came come comes get got as than then also
    same other else whom my your you they them he she his her through
    team teams desk people person staff someone anyone member members
    client clients customer customers shipper shippers company companies carrier carriers line
    lines haulier hauliers airline airlines supplier suppliers vendor vendors counterparty
    importer importers contact contacts
    shipment shipments cargo consignment consignments warehouse warehouses site sites shed
    meeting meetings call calls decision decisions decided decide project projects contract
    contracts agreement agreements deal lane lanes route incident incidents case cases customs
    evaluation evaluations review handbook page pages
    handled handle handles coordinated coordinate coordinator booked book booking moved move
    carried carry signed sign attended attend joined led lead leads leading owns owned owner
    own approved approve reported report reports investigated investigate manages managed
    manager manage runs run running works work working worked belong belongs sits involved
    behind responsible filed file serve serves served account wrote written produced
    came happened hit used use apply applies applied part held
    """
GENERIC = set(_GENERIC_TEXT.split())


def _fold(word: str) -> str:
    decomposed = unicodedata.normalize("NFKD", word.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _stem(word: str) -> str:
    word = _fold(word)
    for suffix in ("ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            word = word[: -len(suffix)]
            break
    return word[:6]


_GENERIC_STEMS = {_stem(w) for w in GENERIC}
_LINK_RE = re.compile(r"\[\[[^\]|]*\|([^\]]*)\]\]")


def _words(text: str) -> set[str]:
    text = _LINK_RE.sub(r"\1", text)
    out = set()
    for token in re.findall(r"[^\W_]+", text):
        if len(token) < 3 or token.isdigit():
            continue
        stem = _stem(token)
        if stem not in _GENERIC_STEMS:
            out.add(stem)
    return out


def _tokens(text: str) -> set[str]:
    """Every word and number, folded, without the generic words (for lexical questions)."""
    return {_fold(t) for t in re.findall(r"[^\W_]+", text) if _stem(t) not in _GENERIC_STEMS}


def _surface(doc: Document) -> str:
    return " ".join([doc.title, *doc.aliases, doc.body])


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
            problems.append(f"{doc.brain_id}: not active")
        if doc.kind == "page":
            for statement in uncited_statements(doc.body):
                problems.append(f"{doc.brain_id}: uncited statement {statement.excerpt!r}")
        for rel in doc.relations:
            if rel.target not in by_id:
                problems.append(f"{doc.brain_id}: broken relation {rel.type} -> {rel.target}")
        neighbours = {r.target for r in doc.relations} | {
            other.brain_id
            for other in data.documents
            if any(r.target == doc.brain_id for r in other.relations)
        }
        for link in doc.links:
            if link.kind == "page" and link.target not in neighbours:
                problems.append(f"{doc.brain_id}: inline link to {link.target} is not a relation")
            if link.target not in by_id:
                problems.append(f"{doc.brain_id}: broken link {link.target}")
    for q in data.questions:
        label = f"[{q.kind}] {q.text!r}"
        if not q.relevant:
            problems.append(f"{label}: nothing relevant")
        missing = [r for r in q.relevant if r not in by_id]
        if missing:
            problems.append(f"{label}: relevant ids missing {missing}")
            continue
        asked = _words(q.text)
        answers = [by_id[r] for r in q.relevant]
        if q.kind in ("hop", "hop2"):
            for doc in answers:
                shared = asked & _words(_surface(doc))
                if shared:
                    problems.append(f"{label}: shares {sorted(shared)} with {doc.brain_id}")
        elif q.kind == "lexical":
            doc = answers[0]
            names = [doc.title, *doc.aliases]
            if not any(_tokens(n) and _tokens(n) <= _tokens(q.text) for n in names):
                problems.append(f"{label}: names neither the title nor an alias of {doc.brain_id}")
        elif q.kind == "script":
            doc = answers[0]
            if doc.title not in q.text or doc.title.isascii():
                problems.append(f"{label}: not the native-script name of {doc.brain_id}")
        elif q.kind == "paraphrase":
            doc = answers[0]
            named = asked & _words(" ".join([doc.title, *doc.aliases]))
            in_body = asked & _words(doc.body)
            if named or len(in_body) > 1:
                problems.append(f"{label}: reuses {sorted(named | in_body)} of {doc.brain_id}")
    return problems


if __name__ == "__main__":
    data = build()
    for problem in _check(data):
        print("PROBLEM", problem)
    print(f"{len(data.documents)} documents")
    kinds: dict[str, int] = {}
    for q in data.questions:
        kinds[q.kind] = kinds.get(q.kind, 0) + 1
        print(f"[{q.kind}] {q.text} -> {sorted(q.relevant)}")
    print(kinds)
