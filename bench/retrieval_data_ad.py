"""Labelled retrieval set AD: an architecture and urban-design practice (held-out data card).

Domain: Halden Oduya Architects, a practice with ten studios (Rotterdam, Lisbon, Athens,
Kraków, Tel Aviv, Amman, Mumbai, Shanghai, Osaka, Seoul); its architects and engineers, clients,
contractors, consultants and suppliers, building projects, competitions, design reviews, site
visits, client workshops and crits, studies, materials and design concepts.

Documents (seed 7): 298 in all, 208 pages and 90 evidence documents. Pages use the format's
types (person 67, company 56, project 31, meeting 31, concept 12, analysis 8, note 3) and the
domain's own kinds as folders (people/, offices/, companies/, companies/clients|contractors|
consultants|suppliers, projects/, competitions/, meetings/design-reviews|client|crits,
site-visits/, materials/, concepts/, analysis/, inbox/). People's names are in Latin with
diacritics, Cyrillic, Greek, Arabic, Hebrew, Devanagari, Chinese, Japanese and Korean; a title
is in its own script, the id a transliteration. Every page cites evidence (minutes, team
sheets, appointment letters, announcements, quotes, reports, guides) with [[evidence:...]]
links, and timelines record appointments, site starts, results and minutes. Of the 578 linked
page pairs, 302 (52%) are linked only by a plain body link (a sentence says what the link is,
drawn from many templates), 147 only by a typed `relations:` entry and 129 by both.

Questions (168: 34 lexical, 29 script, 50 hop, 30 hop2, 25 paraphrase). Lexical: the answer's
title, a phrase of it or an alias. Script: a name in a non-Latin script or with diacritics.
Hop: one link from a page the question names, forward or backward, in varied wording, mostly
without the words of a relation type. Hop2: two links, through a project, meeting, office or
company; no answer is named or linked directly to a page the question names. Paraphrase: no
word of the answer's title or aliases. Hop and hop2 questions are drawn from the generated
graph with a quota of ones that only untyped links answer (39 of the 80); relevant sets are
computed from the graph, not written by hand. `_check` verifies the set
(`python -m bench.retrieval_data_ad`).
"""

from __future__ import annotations

import hashlib
import random
import re
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

from bench.retrieval_data import EvalSet, Question
from brain.toolkit.document import Document, parse_document, serialize_document
from brain.toolkit.validation import validate_document

FIRM = "halden-oduya-architects"
FIRM_TITLE = "Halden Oduya Architects"

# key, title, city, country, aliases, script hint
OFFICES = [
    (
        "rotterdam",
        "Rotterdam Studio",
        "Rotterdam",
        "the Netherlands",
        ["HOA Rotterdam", "head office"],
    ),
    ("lisbon", "Lisbon Studio", "Lisbon", "Portugal", ["Estúdio Lisboa"]),
    ("athens", "Athens Studio", "Athens", "Greece", ["Γραφείο Αθήνας"]),
    ("krakow", "Kraków Studio", "Kraków", "Poland", ["Pracownia Kraków"]),
    ("telaviv", "Tel Aviv Studio", "Tel Aviv", "Israel", ["סטודיו תל אביב"]),
    ("amman", "Amman Studio", "Amman", "Jordan", ["استوديو عمّان"]),
    ("mumbai", "Mumbai Studio", "Mumbai", "India", ["मुंबई स्टूडियो"]),
    ("shanghai", "Shanghai Studio", "Shanghai", "China", ["上海工作室"]),
    ("osaka", "Osaka Studio", "Osaka", "Japan", ["大阪事務所"]),
    ("seoul", "Seoul Studio", "Seoul", "South Korea", ["서울 사무소"]),
]

# Staff by office: id, title, short name, aliases, role, language of the name. First = head.
STAFF = {
    "rotterdam": [
        ("sanne-verbeek", "Sanne Verbeek", "Sanne", [], "Associate director", "en"),
        ("maren-halden", "Maren Halden", "Maren", ["M. Halden"], "Founding partner", "en"),
        ("chidi-oduya", "Chidi Oduya", "Chidi", ["C. Oduya"], "Founding partner", "en"),
        (
            "soren-kjaergaard",
            "Søren Kjærgaard",
            "Søren",
            ["Soren Kjaergaard"],
            "Sustainability lead",
            "da",
        ),
        (
            "anastasia-belova",
            "Анастасия Белова",
            "Анастасия",
            ["Anastasia Belova"],
            "BIM coordinator",
            "ru",
        ),
    ],
    "lisbon": [
        (
            "ines-vasconcelos",
            "Inês Vasconcelos",
            "Inês",
            ["Ines Vasconcelos"],
            "Associate director",
            "pt",
        ),
        (
            "joao-goncalves-ferreira",
            "João Gonçalves Ferreira",
            "João",
            ["João Ferreira"],
            "Project architect",
            "pt",
        ),
        ("tomas-albuquerque", "Tomás Albuquerque", "Tomás", [], "Architect", "pt"),
        ("mariana-sa-lopes", "Mariana Sá Lopes", "Mariana", [], "Urban designer", "pt"),
    ],
    "athens": [
        (
            "eleni-karagianni",
            "Ελένη Καραγιάννη",
            "Ελένη",
            ["Eleni Karagianni"],
            "Associate director",
            "el",
        ),
        (
            "nikos-papadopoulos",
            "Νίκος Παπαδόπουλος",
            "Νίκος",
            ["Nikos Papadopoulos"],
            "Project architect",
            "el",
        ),
        ("giorgos-antoniou", "Γιώργος Αντωνίου", "Γιώργος", [], "Architect", "el"),
        (
            "katerina-mavridou",
            "Κατερίνα Μαυρίδου",
            "Κατερίνα",
            ["Katerina Mavridou"],
            "Landscape architect",
            "el",
        ),
    ],
    "krakow": [
        ("lukasz-wrobel", "Łukasz Wróbel", "Łukasz", ["Lukasz Wrobel"], "Associate director", "pl"),
        ("agnieszka-sliwinska", "Agnieszka Śliwińska", "Agnieszka", [], "Project architect", "pl"),
        ("zuzana-dvorakova", "Zuzana Dvořáková", "Zuzana", [], "Architect", "cs"),
        ("olena-shevchuk", "Олена Шевчук", "Олена", ["Olena Shevchuk"], "Urban designer", "uk"),
    ],
    "telaviv": [
        ("noa-levi", "נועה לוי", "נועה", ["Noa Levi"], "Associate director", "he"),
        ("aviv-cohen", "אביב כהן", "אביב", ["Aviv Cohen"], "Project architect", "he"),
        ("tamar-shapira", "תמר שפירא", "תמר", [], "Architect", "he"),
        ("yonatan-barak", "יונתן ברק", "יונתן", ["Yonatan Barak"], "Model maker", "he"),
    ],
    "amman": [
        ("layla-haddad", "ليلى حداد", "ليلى", ["Layla Haddad"], "Associate director", "ar"),
        ("omar-al-khatib", "عمر الخطيب", "عمر", ["Omar Al-Khatib"], "Project architect", "ar"),
        ("salma-al-najjar", "سلمى النجار", "سلمى", [], "Architect", "ar"),
        ("yousef-mansour", "يوسف منصور", "يوسف", ["Yousef Mansour"], "Structural engineer", "ar"),
    ],
    "mumbai": [
        ("priya-sharma", "प्रिया शर्मा", "प्रिया", ["Priya Sharma"], "Associate director", "hi"),
        ("arjun-mehta", "अर्जुन मेहता", "अर्जुन", ["Arjun Mehta"], "Project architect", "hi"),
        ("ananya-deshpande", "अनन्या देशपांडे", "अनन्या", [], "Urban designer", "hi"),
        ("rahul-verma", "राहुल वर्मा", "राहुल", ["Rahul Verma"], "Architect", "hi"),
    ],
    "shanghai": [
        ("wang-lihua", "王丽华", "王丽华", ["Wang Lihua"], "Associate director", "zh"),
        ("chen-jianguo", "陈建国", "陈建国", ["Chen Jianguo"], "Project architect", "zh"),
        ("liu-siyuan", "刘思远", "刘思远", [], "Architect", "zh"),
        ("zhang-xiaoming", "张晓明", "张晓明", ["Zhang Xiaoming"], "Facade specialist", "zh"),
    ],
    "osaka": [
        ("sato-kenichi", "佐藤健一", "佐藤", ["Kenichi Sato"], "Associate director", "ja"),
        ("yamamoto-misaki", "山本美咲", "山本", ["Misaki Yamamoto"], "Project architect", "ja"),
        ("takahashi-naoki", "高橋直樹", "高橋", [], "Architect", "ja"),
        ("nakamura-sakura", "中村さくら", "中村", ["Sakura Nakamura"], "Intern architect", "ja"),
    ],
    "seoul": [
        ("kim-minjun", "김민준", "민준", ["Kim Min-jun"], "Associate director", "ko"),
        ("lee-seoyeon", "이서연", "서연", ["Lee Seo-yeon"], "Project architect", "ko"),
        ("park-jihoon", "박지훈", "지훈", [], "Architect", "ko"),
        ("choi-yujin", "최유진", "유진", ["Choi Yu-jin"], "Urban designer", "ko"),
    ],
}
PARTNERS = ["maren-halden", "chidi-oduya"]

# People outside the practice: id, title, short, aliases, company, role, language.
EXTERNALS = [
    (
        "ilse-verhoeven",
        "Ilse Verhoeven",
        "Ilse",
        [],
        "woonstichting-maasoever",
        "Development manager",
        "en",
    ),
    (
        "kwame-asante",
        "Kwame Asante",
        "Kwame",
        [],
        "okonkwo-vale-engineers",
        "Structural engineer",
        "en",
    ),
    (
        "bjork-sigurdardottir",
        "Björk Sigurðardóttir",
        "Björk",
        ["Bjork Sigurdardottir"],
        "glasswerk-delft",
        "Sales engineer",
        "is",
    ),
    (
        "conceicao-martins",
        "Conceição Martins",
        "Conceição",
        [],
        "porto-de-lisboa",
        "Client representative",
        "pt",
    ),
    ("rui-magalhaes", "Rui Magalhães", "Rui", [], "construtora-atlantico", "Site manager", "pt"),
    (
        "dimitris-oikonomou",
        "Δημήτρης Οικονόμου",
        "Δημήτρης",
        ["Dimitris Oikonomou"],
        "hellenic-maritime-heritage-foundation",
        "Client representative",
        "el",
    ),
    (
        "sofia-lambraki",
        "Σοφία Λαμπράκη",
        "Σοφία",
        [],
        "aigaio-construction",
        "Project manager",
        "el",
    ),
    (
        "malgorzata-kesik",
        "Małgorzata Kęsik",
        "Małgorzata",
        [],
        "krakow-schools-board",
        "Client representative",
        "pl",
    ),
    (
        "dmitriy-kovalyov",
        "Дмитрий Ковалёв",
        "Дмитрий",
        ["Dmitry Kovalev"],
        "statika-wisla",
        "Structural engineer",
        "ru",
    ),
    (
        "bohdan-petrenko",
        "Богдан Петренко",
        "Богдан",
        ["Bohdan Petrenko"],
        "wawel-budownictwo",
        "Site manager",
        "uk",
    ),
    ("ondrej-novak", "Ondřej Novák", "Ondřej", [], "mistral-facades", "Facade engineer", "cs"),
    (
        "michal-avraham",
        "מיכל אברהם",
        "מיכל",
        ["Michal Avraham"],
        "yafo-urban-renewal",
        "Client representative",
        "he",
    ),
    (
        "rana-abdullah",
        "رنا عبد الله",
        "رنا",
        ["Rana Abdullah"],
        "amman-heritage-streets-trust",
        "Client representative",
        "ar",
    ),
    (
        "khaled-al-omari",
        "خالد العمري",
        "خالد",
        ["Khaled Al-Omari"],
        "levant-build-group",
        "Site manager",
        "ar",
    ),
    (
        "sunita-kulkarni",
        "सुनीता कुलकर्णी",
        "सुनीता",
        ["Sunita Kulkarni"],
        "mahim-bay-development-trust",
        "Client representative",
        "hi",
    ),
    (
        "vikram-bhatia",
        "विक्रम भाटिया",
        "विक्रम",
        ["Vikram Bhatia"],
        "larsen-bhatia-constructions",
        "Project director",
        "hi",
    ),
    (
        "zhou-ting",
        "周婷",
        "周婷",
        ["Zhou Ting"],
        "suzhou-creek-cultural-investment",
        "Client representative",
        "zh",
    ),
    (
        "huang-wei",
        "黄伟",
        "黄伟",
        ["Huang Wei"],
        "huadong-construction-group",
        "Site manager",
        "zh",
    ),
    (
        "ito-yumi",
        "伊藤由美",
        "伊藤",
        ["Yumi Ito"],
        "nakazaki-townscape-association",
        "Client representative",
        "ja",
    ),
    (
        "kobayashi-daisuke",
        "小林大輔",
        "小林",
        ["Daisuke Kobayashi"],
        "kitahama-kozo-sekkei",
        "Structural engineer",
        "ja",
    ),
    (
        "jung-haneul",
        "정하늘",
        "하늘",
        ["Jung Ha-neul"],
        "seongsu-creative-foundation",
        "Client representative",
        "ko",
    ),
    ("kang-doyun", "강도윤", "도윤", ["Kang Do-yun"], "hanbit-construction", "Site manager", "ko"),
    (
        "nguyen-thi-huong",
        "Nguyễn Thị Hương",
        "Hương",
        ["Nguyen Thi Huong"],
        "tallis-cost-consultants",
        "Cost manager",
        "vi",
    ),
    (
        "francois-lemaitre",
        "François Lemaître",
        "François",
        [],
        "mistral-facades",
        "Facade director",
        "fr",
    ),
    (
        "marta-nunez-ibanez",
        "Marta Núñez Ibáñez",
        "Marta",
        [],
        "quietude-acoustics",
        "Acoustician",
        "es",
    ),
    (
        "omer-celik",
        "Ömer Çelik",
        "Ömer",
        [],
        "delta-services-engineering",
        "Services engineer",
        "tr",
    ),
]

# Clients: id, title, aliases, city, what kind of body.
CLIENTS = [
    (
        "porto-de-lisboa",
        "Administração do Porto de Lisboa",
        ["APL", "Port of Lisbon"],
        "Lisbon",
        "port authority",
    ),
    (
        "alfama-viva-cooperative",
        "Cooperativa Alfama Viva",
        ["Alfama Viva"],
        "Lisbon",
        "housing cooperative",
    ),
    (
        "coimbra-academic-foundation",
        "Coimbra Academic Foundation",
        ["Fundação Académica de Coimbra"],
        "Coimbra",
        "university foundation",
    ),
    (
        "hellenic-maritime-heritage-foundation",
        "Hellenic Maritime Heritage Foundation",
        ["HMHF", "Ίδρυμα Ναυτικής Κληρονομιάς"],
        "Piraeus",
        "heritage charity",
    ),
    ("dimos-athinaion", "Δήμος Αθηναίων", ["Municipality of Athens"], "Athens", "city council"),
    (
        "thessaloniki-seafront-company",
        "Thessaloniki Seafront Company",
        [],
        "Thessaloniki",
        "municipal development company",
    ),
    (
        "krakow-schools-board",
        "Kraków Municipal Schools Board",
        ["Zarząd Szkół Miejskich"],
        "Kraków",
        "education authority",
    ),
    (
        "krakow-greenery-board",
        "Kraków Greenery Board",
        ["Zarząd Zieleni Miejskiej"],
        "Kraków",
        "parks authority",
    ),
    (
        "krakow-transport-heritage-fund",
        "Kraków Transport Heritage Fund",
        [],
        "Kraków",
        "heritage trust",
    ),
    (
        "yafo-urban-renewal",
        "Yafo Urban Renewal Company",
        ["חברת התחדשות יפו"],
        "Tel Aviv",
        "regeneration company",
    ),
    (
        "tel-aviv-libraries",
        "Tel Aviv Libraries Network",
        ["רשת ספריות תל אביב"],
        "Tel Aviv",
        "library service",
    ),
    (
        "amman-heritage-streets-trust",
        "Amman Heritage Streets Trust",
        ["صندوق شوارع عمّان التراثية"],
        "Amman",
        "urban heritage trust",
    ),
    ("jordan-skills-council", "Jordan Skills Council", [], "Zarqa", "training body"),
    (
        "mahim-bay-development-trust",
        "Mahim Bay Development Trust",
        ["MBDT"],
        "Mumbai",
        "development trust",
    ),
    (
        "suzhou-creek-cultural-investment",
        "Suzhou Creek Cultural Investment Co.",
        ["苏州河文化投资有限公司"],
        "Shanghai",
        "cultural investor",
    ),
    (
        "pudong-agritech",
        "Pudong Agritech Ltd",
        ["浦东农业科技有限公司"],
        "Shanghai",
        "agricultural technology company",
    ),
    (
        "nakazaki-townscape-association",
        "Nakazaki Townscape Association",
        ["中崎町まちなみ協議会"],
        "Osaka",
        "neighbourhood association",
    ),
    (
        "kansai-rowing-association",
        "Kansai Rowing Association",
        ["関西ボート協会"],
        "Osaka",
        "sports association",
    ),
    (
        "seongsu-creative-foundation",
        "Seongsu Creative Foundation",
        ["성수창작재단"],
        "Seoul",
        "arts foundation",
    ),
    (
        "eunpyeong-district-office",
        "Eunpyeong District Office",
        ["은평구청"],
        "Seoul",
        "district government",
    ),
    (
        "maashaven-events-foundation",
        "Maashaven Events Foundation",
        [],
        "Rotterdam",
        "events charity",
    ),
    (
        "woonstichting-maasoever",
        "Woonstichting Maasoever",
        ["Maasoever housing association"],
        "Rotterdam",
        "housing association",
    ),
    (
        "rijnmond-transit-authority",
        "Rijnmond Transit Authority",
        [],
        "Rotterdam",
        "public transport authority",
    ),
]

# Contractors: id, title, aliases, office key (country).
CONTRACTORS = [
    ("construtora-atlantico", "Construtora Atlântico", [], "lisbon"),
    ("aigaio-construction", "Αιγαίο Κατασκευαστική", ["Aigaio Construction"], "athens"),
    ("wawel-budownictwo", "Wawel Budownictwo", [], "krakow"),
    ("shikun-yam", "Shikun Yam Contractors", ["שיכון ים"], "telaviv"),
    ("levant-build-group", "Levant Build Group", [], "amman"),
    ("larsen-bhatia-constructions", "Larsen Bhatia Constructions", [], "mumbai"),
    ("huadong-construction-group", "华东建设集团", ["Huadong Construction Group"], "shanghai"),
    ("kansai-komuten", "関西工務店", ["Kansai Kōmuten"], "osaka"),
    ("hanbit-construction", "한빛건설", ["Hanbit Construction"], "seoul"),
    ("van-dijk-bouw", "Van Dijk Bouw", [], "rotterdam"),
]

# Consultants: id, title, aliases, discipline.
CONSULTANTS = [
    ("okonkwo-vale-engineers", "Okonkwo Vale Engineers", [], "structural"),
    ("statika-wisla", "Statika Wisła", ["Statika Wisla"], "structural"),
    ("kitahama-kozo-sekkei", "北浜構造設計", ["Kitahama Structural Design"], "structural"),
    ("mistral-facades", "Mistral Façades", ["Mistral Facades"], "facade"),
    ("quietude-acoustics", "Quietude Acoustics", [], "acoustic"),
    ("delta-services-engineering", "Delta Services Engineering", [], "services"),
    ("tallis-cost-consultants", "Tallis Cost Consultants", [], "cost"),
]
DISCIPLINES = {
    # discipline: (what the work is called, its field)
    "structural": ("structural engineering", "structure"),
    "facade": ("façade engineering", "façades"),
    "acoustic": ("acoustic design", "acoustics"),
    "services": ("building services", "mechanical and electrical services"),
    "cost": ("cost planning", "cost plan"),
}

# Suppliers: id, title, aliases, material, short word.
SUPPLIERS = [
    (
        "nordic-lamella-timber",
        "Nordic Lamella Timber",
        [],
        "cross-laminated timber panels",
        "timber",
    ),
    ("pedreiras-lioz", "Pedreiras Lioz", [], "limestone cladding", "limestone"),
    ("glasswerk-delft", "Glasswerk Delft", [], "structural glass", "glass"),
    ("ferrum-steel-sections", "Ferrum Steel Sections", [], "steel sections", "steel"),
    ("ceramica-do-tejo", "Cerâmica do Tejo", ["Ceramica do Tejo"], "handmade tiles", "tiles"),
]
PARENTS = [("glasswerk-delft", "van-dijk-bouw"), ("pedreiras-lioz", "construtora-atlantico")]

# Projects: id, title, office, client, aliases, description, paraphrase question.
PROJECTS = [
    (
        "tagus-ferry-terminal",
        "Tagus Ferry Terminal",
        "lisbon",
        "porto-de-lisboa",
        ["Terminal Fluvial do Tejo"],
        "A passenger pier and waiting hall for commuter boats crossing the river to Barreiro, "
        "under a roof of folded concrete shells.",
        "where do commuters wait for the boats across to Barreiro?",
    ),
    (
        "alfama-housing-cooperative",
        "Alfama Housing Cooperative",
        "lisbon",
        "alfama-viva-cooperative",
        [],
        "Thirty-eight affordable flats stepped down a steep hillside around a shared courtyard, "
        "built for the members who will live there.",
        "affordable flats stepping down a steep slope around a shared yard for the members who "
        "will live in them",
    ),
    (
        "coimbra-library-extension",
        "Coimbra University Library Extension",
        "lisbon",
        "coimbra-academic-foundation",
        ["Biblioteca Geral extension"],
        "New reading rooms and a climate-controlled rare-book store added behind the historic "
        "eighteenth-century academic book hall.",
        "the scheme adding a climate-controlled rare-book store behind the eighteenth-century "
        "book hall",
    ),
    (
        "piraeus-maritime-archive",
        "Piraeus Maritime Archive",
        "athens",
        "hellenic-maritime-heritage-foundation",
        ["Ναυτικό Αρχείο Πειραιά"],
        "Conversion of a 1920s tobacco warehouse beside the harbour into a records store, "
        "conservation lab and public reading room for ship logs.",
        "which scheme turns the old tobacco warehouse by the harbour into a home for ship logs?",
    ),
    (
        "kypseli-market-hall",
        "Kypseli Market Hall",
        "athens",
        "dimos-athinaion",
        ["Αγορά Κυψέλης"],
        "Restoration of a modernist food market as a community kitchen, with stalls for "
        "neighbourhood cooks and a roof terrace.",
        "community kitchen with stalls for neighbourhood cooks in a restored modernist food "
        "building",
    ),
    (
        "thessaloniki-waterfront-baths",
        "Thessaloniki Waterfront Baths",
        "athens",
        "thessaloniki-seafront-company",
        ["Λουτρά Θεσσαλονίκης"],
        "A public bath house on the seafront promenade with heated seawater pools, a hammam and "
        "changing rooms open all year.",
        "heated seawater pools and a hammam on the promenade, open all year",
    ),
    (
        "nowa-huta-schools-campus",
        "Nowa Huta Schools Campus",
        "krakow",
        "krakow-schools-board",
        ["Kampus Szkolny Nowa Huta"],
        "A primary and a secondary school sharing a sports hall and canteen, with classrooms of "
        "engineered timber in the socialist-era steelworks district.",
        "where will primary and secondary pupils share a sports hall in the socialist-era "
        "steelworks district?",
    ),
    (
        "vistula-riverside-park",
        "Vistula Riverside Park",
        "krakow",
        "krakow-greenery-board",
        ["Bulwary Wiślane"],
        "A floodable green embankment whose terraces, boardwalks and sports lawns are designed to "
        "go under water a few days a year.",
        "embankment with terraces and boardwalks designed to go under water a few days a year",
    ),
    (
        "podgorze-tram-depot",
        "Podgórze Tram Depot Conversion",
        "krakow",
        "krakow-transport-heritage-fund",
        [],
        "A disused brick shed where trams were kept overnight, turned into a covered food hall "
        "and night market that keeps the rails in the floor.",
        "the brick shed where streetcars were kept overnight that is becoming a covered food hall",
    ),
    (
        "jaffa-port-lofts",
        "Jaffa Port Lofts",
        "telaviv",
        "yafo-urban-renewal",
        ["לופטים בנמל יפו"],
        "Three stone warehouses on the old port converted into artists' studios and live-work "
        "units above a fish market.",
        "artists' live-work units above a fish market in converted stone warehouses",
    ),
    (
        "levinsky-street-library",
        "Levinsky Street Library",
        "telaviv",
        "tel-aviv-libraries",
        ["ספריית לוינסקי"],
        "A neighbourhood reading room with a shaded garden on the roof and a children's wing that "
        "opens onto the street market.",
        "neighbourhood reading room with a shaded garden on top and a children's wing facing the "
        "market",
    ),
    (
        "jabal-amman-stepped-street",
        "Jabal Amman Stepped Street",
        "amman",
        "amman-heritage-streets-trust",
        ["درج جبل عمان"],
        "Urban design of a public stairway linking downtown to the hill, with shaded landings, "
        "seating, water fountains and night lighting.",
        "public stairway from downtown up the hill with shaded landings and drinking fountains",
    ),
    (
        "zarqa-vocational-institute",
        "Zarqa Vocational Institute",
        "amman",
        "jordan-skills-council",
        ["معهد الزرقاء المهني"],
        "A training college for electricians, welders and solar technicians, with workshops "
        "cooled by wind towers.",
        "which college trains welders and solar technicians in workshops cooled by wind towers?",
    ),
    (
        "dharavi-workshop-towers",
        "Dharavi Workshop Towers",
        "mumbai",
        "mahim-bay-development-trust",
        ["धारावी वर्कशॉप टावर्स"],
        "Mid-rise blocks that stack small manufacturing units on the lower floors with family "
        "homes above, served by goods lifts.",
        "mid-rise blocks with small manufacturing units below and family homes above",
    ),
    (
        "bandra-seafront-promenade",
        "Bandra Seafront Promenade",
        "mumbai",
        "mahim-bay-development-trust",
        ["बांद्रा समुद्र तट"],
        "A two-kilometre coastal walkway along the sea wall with monsoon-proof shelters, food "
        "kiosks and tidal steps.",
        "coastal walk along the sea wall with monsoon shelters and tidal steps",
    ),
    (
        "suzhou-creek-arts-centre",
        "Suzhou Creek Arts Centre",
        "shanghai",
        "suzhou-creek-cultural-investment",
        ["苏州河艺术中心"],
        "Galleries, a black-box theatre and artist residencies inside a former flour mill on the "
        "canal bank.",
        "galleries and a black-box theatre inside a former flour mill on the canal bank",
    ),
    (
        "pudong-vertical-farm",
        "Pudong Vertical Farm",
        "shanghai",
        "pudong-agritech",
        ["浦东垂直农场"],
        "A twelve-storey hydroponic tower growing leafy vegetables for nearby restaurants, with a "
        "public market at street level.",
        "twelve-storey hydroponic tower growing leafy greens for restaurants nearby",
    ),
    (
        "nakazaki-machiya-renovation",
        "Nakazaki Machiya Renovation",
        "osaka",
        "nakazaki-townscape-association",
        ["中崎町町家改修"],
        "Restoration of a row of wooden merchant townhouses into guest rooms and a tea shop, "
        "keeping the earthen walls and lattice fronts.",
        "we are turning a row of wooden merchant townhouses with lattice fronts into guest rooms: "
        "which job is that?",
    ),
    (
        "yodogawa-boathouse",
        "Yodogawa Boathouse",
        "osaka",
        "kansai-rowing-association",
        ["淀川ボートハウス"],
        "A training centre and shell store for university rowing crews on the river, with a "
        "timber roof spanning the racks.",
        "where do university rowing crews keep their shells and train beside the river?",
    ),
    (
        "seongsu-makers-hall",
        "Seongsu Makers Hall",
        "seoul",
        "seongsu-creative-foundation",
        ["성수 메이커스 홀"],
        "A converted shoe factory holding shared craft workshops, a tool library and small shops "
        "for leather workers.",
        "old shoe factory reused as shared craft workshops and a tool library for leather workers",
    ),
    (
        "eunpyeong-hanok-library",
        "Eunpyeong Hanok Library",
        "seoul",
        "eunpyeong-district-office",
        ["은평 한옥 도서관"],
        "A lending collection spread over four traditional Korean courtyard houses linked by a "
        "glazed cloister.",
        "lending collection spread over four traditional courtyard houses joined by a glazed "
        "cloister",
    ),
    (
        "maashaven-floating-pavilion",
        "Maashaven Floating Pavilion",
        "rotterdam",
        "maashaven-events-foundation",
        [],
        "An events space that sits on the harbour water and rises with the tide, moored to steel "
        "piles and reached by a hinged gangway.",
        "event space on the harbour water that rises with the tide, reached by a hinged gangway",
    ),
    (
        "delfshaven-social-housing",
        "Delfshaven Social Housing",
        "rotterdam",
        "woonstichting-maasoever",
        ["Delfshaven woningen"],
        "One hundred and twenty rented homes for low-income families around two courtyards near "
        "the old harbour.",
        "rented homes for low-income families around two courtyards near the old harbour",
    ),
    (
        "zuidplein-transit-hub",
        "Zuidplein Transit Hub",
        "rotterdam",
        "rijnmond-transit-authority",
        [],
        "An interchange where twelve bus lines meet the metro, under a single timber canopy with "
        "parking for three thousand bicycles.",
        "interchange where twelve bus lines meet the metro, with parking for three thousand "
        "bicycles",
    ),
]
REUSE = {
    "piraeus-maritime-archive",
    "kypseli-market-hall",
    "podgorze-tram-depot",
    "jaffa-port-lofts",
    "nakazaki-machiya-renovation",
    "seongsu-makers-hall",
    "suzhou-creek-arts-centre",
}
STAGES = ["concept design", "developed design", "technical design", "on site", "complete"]

# Competitions: id, title, organiser, project won (or None), description, paraphrase question.
COMPETITIONS = [
    (
        "thessaloniki-seafront-baths-competition",
        "Thessaloniki Seafront Baths Competition",
        "thessaloniki-seafront-company",
        "thessaloniki-waterfront-baths",
        "An open international contest for public bathing on the sea promenade; 112 entries, two "
        "stages, judged in Thessaloniki.",
        "open international contest with 112 entries for public bathing by the sea",
    ),
    (
        "suzhou-creek-cultural-quarter-competition",
        "Suzhou Creek Cultural Quarter Competition",
        "suzhou-creek-cultural-investment",
        "suzhou-creek-arts-centre",
        "An invited contest among six practices to reuse a flour mill on the canal as galleries "
        "and a theatre.",
        "invited contest among six practices to reuse a flour mill on the canal",
    ),
    (
        "maashaven-pavilion-prize",
        "Maashaven Pavilion Prize",
        "maashaven-events-foundation",
        "maashaven-floating-pavilion",
        "A design prize for a temporary events building in the harbour basin, open to practices "
        "under fifteen years old.",
        "award for a temporary events building in the harbour basin, open to young practices",
    ),
    (
        "amman-public-stairs-competition",
        "Amman Public Stairs Competition",
        "amman-heritage-streets-trust",
        "jabal-amman-stepped-street",
        "An open call to redesign the old stairways of the city's hills as shaded public places.",
        "open call to redesign the old hillside stairways of the Jordanian capital as shaded "
        "places",
    ),
    (
        "podgorze-depot-ideas-competition",
        "Podgórze Depot Ideas Competition",
        "krakow-transport-heritage-fund",
        "podgorze-tram-depot",
        "An ideas contest for giving the redundant streetcar sheds south of the river a public "
        "use.",
        "call for proposals to give redundant streetcar sheds south of the river a public use",
    ),
    (
        "seongsu-night-market-canopy-competition",
        "Seongsu Night Market Canopy Competition",
        "seongsu-creative-foundation",
        None,
        "A contest for a lightweight roof over an evening street market; our entry was "
        "shortlisted but did not win.",
        "lightweight roof over evening street stalls where we were shortlisted but lost",
    ),
    (
        "tel-aviv-reading-pavilions-competition",
        "Tel Aviv Reading Pavilions Competition",
        "tel-aviv-libraries",
        None,
        "A contest for small kiosks lending books in public gardens; our entry received an "
        "honourable mention.",
        "small kiosks lending books in public gardens where we got an honourable mention",
    ),
]

# Concepts and materials: id, title, folder, aliases, description, paraphrase question, guide.
CONCEPTS = [
    (
        "cross-laminated-timber",
        "Cross-laminated timber",
        "materials",
        ["CLT"],
        "Engineered wood panels made by gluing layers of boards at right angles, used for walls "
        "and floors.",
        "engineered wood panels glued in layers at right angles",
        "timber",
    ),
    (
        "glued-laminated-beams",
        "Glued laminated beams",
        "materials",
        ["glulam"],
        "Structural members made of thin timber laminations bonded together, able to span long "
        "distances.",
        "long-span wooden members bonded from thin laminations",
        "timber",
    ),
    (
        "hempcrete",
        "Hempcrete",
        "materials",
        [],
        "An insulating infill of hemp shiv mixed with a lime binder, cast around a timber frame.",
        "insulating mix of hemp shiv and lime cast around a frame",
        "timber",
    ),
    (
        "rammed-earth",
        "Rammed earth",
        "materials",
        [],
        "Walls made by compacting damp soil, gravel and a little lime in formwork, layer by layer.",
        "walls of compacted damp soil built up in formwork layer by layer",
        "urban",
    ),
    (
        "terrazzo",
        "Terrazzo",
        "materials",
        [],
        "A poured floor of marble or glass chips set in cement, ground and polished smooth.",
        "poured floors of marble chips set in cement and polished smooth",
        "urban",
    ),
    (
        "passivhaus-standard",
        "Passivhaus standard",
        "concepts",
        ["Passive House"],
        "A building energy benchmark demanding airtight envelopes, thick insulation and "
        "heat-recovery ventilation.",
        "energy benchmark demanding an airtight envelope, thick insulation and heat recovery",
        "environment",
    ),
    (
        "adaptive-reuse",
        "Adaptive reuse",
        "concepts",
        [],
        "Giving an old building a new use rather than demolishing it, keeping its structure and "
        "embodied carbon.",
        "giving old buildings a new life instead of demolishing them",
        "environment",
    ),
    (
        "superblock-street-model",
        "Superblock street model",
        "concepts",
        [],
        "Grouping city blocks so through-traffic stays on the perimeter and inner streets become "
        "places for people.",
        "keeping through-traffic to the perimeter so inner roads belong to pedestrians",
        "urban",
    ),
    (
        "stack-ventilation",
        "Stack ventilation",
        "concepts",
        ["passive stack"],
        "Natural cooling in which warm air rises and leaves through high openings, drawing cooler "
        "air in low down.",
        "cooling where warm air rises out of high openings and pulls fresh air in low down",
        "environment",
    ),
    (
        "sponge-city-drainage",
        "Sponge city drainage",
        "concepts",
        [],
        "Landscape that soaks up, stores and slowly releases stormwater instead of piping it away.",
        "landscape that soaks up rain and slowly releases it instead of piping it away",
        "urban",
    ),
    (
        "biophilic-design",
        "Biophilic design",
        "concepts",
        [],
        "Bringing daylight, plants, natural materials and views of nature into buildings for "
        "wellbeing.",
        "bringing plants and views of nature indoors for wellbeing",
        "environment",
    ),
    (
        "brise-soleil",
        "Brise-soleil",
        "concepts",
        ["sun breakers"],
        "Fixed external fins or louvres that shade glazing from high summer sun while letting in "
        "winter light.",
        "fixed external fins shading windows from high summer sun",
        "environment",
    ),
]
GUIDES = {
    "timber": ("Timber construction guide", "Guides/Timber%20construction%20guide.md"),
    "environment": ("Environmental design guide", "Guides/Environmental%20design%20guide.md"),
    "urban": ("Urban design and materials handbook", "Guides/Urban%20design%20handbook.md"),
}

# Studies: kind, finding, paraphrase question, candidate projects.
ANALYSES = [
    (
        "Daylight study",
        "The main rooms reach an average daylight factor of 3.4%, with glare only at the west "
        "windows in late afternoon.",
        "which report found natural light averaging 3.4 percent in the main rooms?",
        [
            "levinsky-street-library",
            "coimbra-library-extension",
            "eunpyeong-hanok-library",
            "nowa-huta-schools-campus",
        ],
    ),
    (
        "Embodied carbon assessment",
        "Upfront emissions are 410 kgCO2e per square metre; the frame accounts for 61% of them.",
        "upfront emissions of 410 kilograms CO2e per square metre, mostly from the frame",
        [
            "delfshaven-social-housing",
            "zuidplein-transit-hub",
            "pudong-vertical-farm",
            "alfama-housing-cooperative",
        ],
    ),
    (
        "Cost plan",
        "The construction estimate is EUR 18.4 million, seven percent over the client's budget.",
        "estimate coming in seven percent over budget at 18.4 million euros",
        [
            "tagus-ferry-terminal",
            "thessaloniki-waterfront-baths",
            "dharavi-workshop-towers",
            "seongsu-makers-hall",
        ],
    ),
    (
        "Fire strategy",
        "Two protected stairs and sprinklers throughout; exposed timber is limited to a fifth of "
        "the ceiling area.",
        "sprinklers throughout, two protected escape stairs and limits on visible wood overhead",
        [
            "nowa-huta-schools-campus",
            "yodogawa-boathouse",
            "zuidplein-transit-hub",
            "alfama-housing-cooperative",
        ],
    ),
    (
        "Wind microclimate study",
        "Gusts at the north-west corner exceed the comfort criteria for sitting; a canopy and "
        "trees are proposed.",
        "gusty north-west corner needing a canopy and trees to be comfortable for sitting",
        [
            "bandra-seafront-promenade",
            "pudong-vertical-farm",
            "tagus-ferry-terminal",
            "vistula-riverside-park",
        ],
    ),
    (
        "Heritage impact assessment",
        "The proposal causes less than substantial harm to the listed building and keeps its "
        "street front intact.",
        "less than substantial harm to the listed building while keeping its street front",
        [
            "piraeus-maritime-archive",
            "kypseli-market-hall",
            "nakazaki-machiya-renovation",
            "podgorze-tram-depot",
            "jaffa-port-lofts",
        ],
    ),
    (
        "Overheating analysis",
        "West-facing bedrooms exceed the TM59 limits unless external shading is added.",
        "west bedrooms failing TM59 limits without shading outside",
        [
            "delfshaven-social-housing",
            "dharavi-workshop-towers",
            "alfama-housing-cooperative",
            "jaffa-port-lofts",
        ],
    ),
    (
        "Pedestrian flow model",
        "The morning peak reaches 9,000 people an hour; stair widths were increased by 600 mm.",
        "9,000 people an hour at the morning rush and wider stairs as a result",
        ["zuidplein-transit-hub", "tagus-ferry-terminal", "jabal-amman-stepped-street"],
    ),
]

# Decisions recorded at meetings, by meeting kind: (decision, paraphrase question).
DECISIONS = {
    "review": [
        (
            "Agreed to move the stair core east by 1.2 m to free the ground-floor frontage for "
            "shops.",
            "when did we decide to shift the stair core 1.2 m to free up the shop frontage?",
        ),
        (
            "Facade mock-up approved, with a darker mortar joint.",
            "approval of the mock-up with the darker mortar joints",
        ),
        (
            "Fire engineer to confirm whether the timber can stay exposed in the escape corridors.",
            "question of leaving wood exposed in escape corridors",
        ),
        (
            "The heritage officer accepted the new window openings on the rear elevation.",
            "heritage officer accepting new window openings at the back",
        ),
        (
            "Decided to keep the original cast-iron columns and strengthen them with steel "
            "collars.",
            "keeping old cast-iron columns and adding steel collars",
        ),
        (
            "Solar panels moved from the roof to the south elevation to leave room for the garden.",
            "photovoltaics moved off the roof onto the south face to make room for planting",
        ),
        (
            "Agreed a palette of three brick colours for the courtyard walls.",
            "choosing three brick colours for the inner yard walls",
        ),
        (
            "Ramps will replace the steps at the north entrance for step-free access.",
            "replacing the steps at the north entrance with ramps",
        ),
        (
            "A tree survey found two protected plane trees, so the building line moves back three "
            "metres.",
            "protected plane trees that pushed the building line back three metres",
        ),
        (
            "Agreed to swap the steel roof trusses for glue-laminated timber beams.",
            "swapping steel trusses for glue-laminated timber",
        ),
        (
            "Ground investigation found old harbour walls under the plot; the piling layout is to "
            "be redesigned.",
            "buried quay walls found by the ground investigation and a new piling layout",
        ),
        (
            "Agreed the colour of the terrazzo floor: warm grey with green glass chips.",
            "warm grey floor with green glass chips",
        ),
        (
            "Shading fins on the west side will be deepened after the overheating results.",
            "deeper fins on the west side after the overheating results",
        ),
    ],
    "site": [
        (
            "The contractor was told to stop pouring the level 2 slab until the cube test results "
            "come back.",
            "when was concrete pouring halted until the cube tests came back?",
        ),
        (
            "A scaffold bay near gridline C collapsed overnight; no one was hurt and works paused "
            "for two days.",
            "scaffold collapse at gridline C that paused works for two days",
        ),
        (
            "The lift supplier's lead time is sixteen weeks, so handover moves to October.",
            "handover slipping to October because of a sixteen-week lift lead time",
        ),
        (
            "Acoustic tests in the hall failed at low frequencies; extra absorbers go behind the "
            "slats.",
            "low-frequency sound tests failing and extra absorbers behind the slats",
        ),
        (
            "Neighbours complained about night deliveries; deliveries now end at 7 pm.",
            "complaints from neighbours about deliveries at night",
        ),
        (
            "A cleaning regime for the glass roof was agreed with the facilities team.",
            "how the glazed roof will be cleaned by the facilities team",
        ),
        (
            "Keys to the first block were handed to the residents' committee.",
            "residents' committee receiving the keys to the first block",
        ),
        ("A snagging list of 214 items was issued to the contractor.", "the 214-item defects list"),
        (
            "The rammed-earth sample wall cracked while curing; the mix is to be changed.",
            "cracked compressed-soil sample wall and a change of mix",
        ),
        (
            "Dust monitoring was added after complaints from the school next door.",
            "monitoring dust after the neighbouring school complained",
        ),
    ],
    "client": [
        (
            "The client asked for the café to move from the roof to the ground floor.",
            "client wanting the café brought down from the roof",
        ),
        (
            "Budget cut of eight percent: the second basement level is dropped.",
            "dropping the second basement to save eight percent",
        ),
        (
            "Rainwater tanks to be enlarged after the flood modelling.",
            "enlarging the rainwater tanks after flood modelling",
        ),
        (
            "The client signed off the concept report and the fee for the next phase.",
            "concept report and next phase fee approved",
        ),
        (
            "The client wants the bicycle parking doubled.",
            "doubling the bike parking at the client's request",
        ),
        (
            "Translation of the tender documents into the local language is running a week late.",
            "tender papers being translated a week late",
        ),
    ],
    "crit": [
        (
            "The model shop will build a 1:50 section model for the jury.",
            "a 1:50 sectional model for the jury",
        ),
        (
            "The entry's main image will be a night view from the water.",
            "choosing a night view from the water as the hero image",
        ),
        (
            "Partners asked for a stronger link between the plaza and the river.",
            "partners wanting the square tied more closely to the river",
        ),
    ],
}

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

# --- relation kinds: typed name and plain sentences ------------------------------------------
# {s} subject's short name, {t} the link, {y} a year, {d} discipline work, {f} its field,
# {m} a material.
RELS: dict[str, tuple[str, list[str]]] = {
    "works_at": (
        "works_at",
        [
            "{s} works out of {t}.",
            "Based at {t}.",
            "{s} has been with {t} since {y}.",
            "Desk: {t}.",
            "Employed by {t}.",
            "{s} joined {t} in {y} and has stayed since.",
            "On the books of {t}.",
            "Colleagues at {t} know {s} as the one to ask about details.",
        ],
    ),
    "reports_to": (
        "reports_to",
        [
            "{s} answers to {t}.",
            "Line manager: {t}.",
            "Appraisals are done by {t}.",
            "{s}'s drawings are signed off by {t}.",
            "Takes direction from {t}.",
            "Managed by {t}.",
            "In the studio hierarchy {s} sits under {t}.",
            "Holidays and timesheets go to {t} for approval.",
        ],
    ),
    "works_on": (
        "works_on",
        [
            "Currently drawing on {t}.",
            "Spends most weeks on {t}.",
            "{s} has been detailing {t}.",
            "Contributed drawings and models to {t}.",
            "Part of the design team for {t}.",
            "Was seconded to {t} for the technical stage.",
            "{s} also helps out on {t}.",
            "Much of {s}'s time goes into {t}.",
        ],
    ),
    "lead": (
        "project_lead",
        [
            "Day-to-day the job is run by {t}.",
            "{t} is the project architect.",
            "Design lead: {t}.",
            "The scheme is steered by {t}.",
            "{t} has led it from the first sketch.",
            "{t} holds the pen on this one.",
            "Questions about the design go to {t}, who heads the team.",
            "In charge on our side: {t}.",
        ],
    ),
    "client": (
        "client",
        [
            "Commissioned by {t}.",
            "{t} is paying for the building.",
            "The brief came from {t}.",
            "Our appointment is with {t}.",
            "Funded by {t}, who will also occupy it.",
            "Client: {t}.",
            "We are working for {t} on this.",
            "{t} owns the site and signed the fee letter.",
        ],
    ),
    "contractor": (
        "main_contractor",
        [
            "On site the main contractor is {t}.",
            "Being built by {t}.",
            "{t} won the construction tender.",
            "Construction was let to {t}.",
            "The builder is {t}.",
            "{t} has had the site since the groundworks began.",
            "Works are carried out by {t} under a design-and-build contract.",
        ],
    ),
    "consultant": (
        "consultant",
        [
            "{D} advice comes from {t}.",
            "We brought in {t} for the {f}.",
            "The {f} package sits with {t}.",
            "{t} handles the {d}.",
            "For {d} we rely on {t}.",
            "{D} by {t}.",
        ],
    ),
    "supplier": (
        "supplied_by",
        [
            "The {m} came from {t}.",
            "{t} delivered the {m}.",
            "We ordered the {m} through {t}.",
            "{M} sourced from {t}.",
            "Materials: {m} from {t}.",
            "{t} is the source of the {m} on site.",
        ],
    ),
    "office": (
        "office",
        [
            "Run from {t}.",
            "Drawn up in {t}.",
            "The studio responsible is {t}.",
            "Delivered out of {t}.",
            "{t} does the drawings for this one.",
            "Most of the team sits in {t}.",
        ],
    ),
    "uses": (
        "uses",
        [
            "Draws heavily on {t}.",
            "Built around {t}.",
            "An experiment in {t}.",
            "Applies {t} to most of the floor plates.",
            "The design relies on {t}.",
            "{t} is central to the approach.",
        ],
    ),
    "part_of": (
        "part_of",
        [
            "One of the studios of {t}.",
            "Part of {t}.",
            "Opened by {t} in {y}.",
            "A branch of {t}.",
        ],
    ),
    "head": (
        "head",
        [
            "The studio is run by {t}.",
            "{t} heads the office.",
            "Office director: {t}.",
            "{t} is in charge here.",
            "Led since {y} by {t}.",
        ],
    ),
    "founded_by": (
        "founded_by",
        [
            "Founded by {t}.",
            "{t} set up the practice.",
            "Co-founder: {t}.",
            "{t} started the firm with a borrowed plotter.",
        ],
    ),
    "attendee": (
        "attendee",
        [
            "Present: {t}.",
            "Around the table: {t}.",
            "{t} took part.",
            "Attended by {t}.",
            "In the room were {t}.",
            "{t} came along.",
        ],
    ),
    "about": (
        "about",
        [
            "Discussion centred on {t}.",
            "We went through the latest drawings of {t}.",
            "The subject was {t}.",
            "Agenda: progress on {t}.",
            "Covered {t} from top to bottom.",
            "A look at where {t} stands.",
        ],
    ),
    "led_to": (
        "led_to",
        [
            "The win became {t}.",
            "Winning led to {t}.",
            "Our entry turned into {t}.",
            "The commission that followed is {t}.",
        ],
    ),
    "organiser": (
        "organised_by",
        [
            "Launched by {t}.",
            "{t} ran the competition.",
            "Promoter: {t}.",
            "Organised by {t}.",
            "{t} set the brief and picked the jury.",
        ],
    ),
    "entry_lead": (
        "entry_lead",
        [
            "Our entry was put together by {t}.",
            "{t} led the submission.",
            "Entry lead: {t}.",
            "The boards were coordinated by {t}.",
        ],
    ),
    "assesses": (
        "assesses",
        [
            "Covers {t}.",
            "Looks at {t}.",
            "Prepared for {t}.",
            "The subject is {t}.",
            "Done on the current drawings of {t}.",
        ],
    ),
    "author": (
        "author",
        [
            "Written by {t}.",
            "{t} ran the simulations.",
            "Compiled by {t}.",
            "Author: {t}.",
            "{t} did the work and wrote it up.",
        ],
    ),
    "parent": (
        "subsidiary_of",
        [
            "A subsidiary of {t}.",
            "Owned by {t}.",
            "Part of the {t} group.",
            "{t} bought the company in {y}.",
        ],
    ),
    "mentions": (
        "mentions",
        [
            "Follow up with {t}.",
            "Check on {t}.",
            "Remember {t} next week.",
            "Ask about {t}.",
        ],
    ),
}
SITE_ATTENDEES = ["Walked the site: {t}.", "On the walk round: {t}.", "{t} walked the floors."]
SITE_ABOUT = [
    "A walk round {t} with the builders.",
    "Inspection of the works at {t}.",
    "Progress check on {t}.",
]

# --- question templates ---------------------------------------------------------------------
HOPQ: dict[tuple[str, str], list[str]] = {
    ("works_at", "f"): [
        "Where does {x} work?",
        "Which office is {x} based in?",
        "which studio is {x} in?",
        "{x} sits in which of our offices?",
    ],
    ("employer", "f"): [
        "{x}'s employer",
        "who does {x} work for",
        "{x} — which company?",
        "Which firm is {x} with?",
    ],
    ("works_at", "r"): [
        "Who works at the {x}?",
        "people at the {x}",
        "staff of the {x}",
        "list everyone on the payroll at the {x}",
    ],
    ("contacts", "r"): [
        "Who do we know at {x}?",
        "contacts at {x}",
        "people at {x}",
        "who works for {x}?",
    ],
    ("reports_to", "f"): [
        "Who is {x}'s manager?",
        "who does {x} report to",
        "{x}'s line manager",
        "Who signs off {x}'s work?",
        "boss of {x}",
        "who is {x} accountable to?",
    ],
    ("reports_to", "r"): [
        "Who reports to {x}?",
        "{x}'s direct reports",
        "people managed by {x}",
        "who is in {x}'s team?",
        "Who answers to {x}?",
    ],
    ("involved", "f"): [
        "What did {x} work on?",
        "{x}'s projects",
        "What is {x} busy with these days?",
        "Which schemes has {x} been drawing?",
        "show me what {x} has worked on",
        "jobs {x} is involved in",
    ],
    ("team", "r"): [
        "Who is on the {x} team?",
        "people working on {x}",
        "Who has been drawing {x}?",
        "Who from our side is involved in {x}?",
        "{x} — who's on it?",
    ],
    ("lead", "f"): [
        "Who leads {x}?",
        "who is running the {x} job",
        "{x} project architect",
        "Who's in charge of {x}?",
        "Who should I ask about the design of {x}?",
        "name the person responsible for {x}",
    ],
    ("lead", "r"): [
        "What does {x} lead?",
        "projects headed by {x}",
        "Which jobs is {x} in charge of?",
        "what is {x} responsible for?",
    ],
    ("client", "f"): [
        "Who commissioned {x}?",
        "who is paying for {x}",
        "{x} client",
        "Who is {x} being built for?",
        "whose brief is {x}?",
        "who's the client behind {x}?",
    ],
    ("client", "r"): [
        "What have {x} commissioned from us?",
        "projects for {x}",
        "Which buildings are we designing for {x}?",
        "our work for {x}",
    ],
    ("contractor", "f"): [
        "Who is building {x}?",
        "{x} builder",
        "Which construction firm won the tender for {x}?",
        "who has the site at {x}?",
        "main contractor on {x}",
    ],
    ("contractor", "r"): [
        "What is {x} building for us?",
        "jobs {x} is constructing",
        "Which of our projects have {x} on site?",
        "sites run by {x}",
    ],
    ("consultant", "f"): [
        "Who did the {d} for {x}?",
        "{x} {f} consultant",
        "Which consultancy handles {d} on {x}?",
        "who advises on {f} at {x}?",
    ],
    ("consultant", "r"): [
        "Which projects is {x} consulting on?",
        "Where have we worked with {x}?",
        "what jobs has {x} advised on?",
    ],
    ("supplier", "f"): [
        "Where did the {m} for {x} come from?",
        "Who supplied the {m} on {x}?",
        "{x} {m} supplier",
        "which company delivered {m} to {x}?",
    ],
    ("supplier", "r"): [
        "What has {x} supplied?",
        "Which of our buildings use material from {x}?",
        "projects with products from {x}",
        "where did {x}'s deliveries go?",
    ],
    ("office", "f"): [
        "Which office handles {x}?",
        "Where is {x} being designed?",
        "Which studio is doing {x}?",
        "{x} — home studio",
    ],
    ("office", "r"): [
        "What is the {x} working on?",
        "projects out of the {x}",
        "the {x}'s current jobs",
        "what does the {x} have on the boards?",
    ],
    ("uses", "r"): [
        "Where have we used {x}?",
        "Which projects apply {x}?",
        "buildings with {x}",
        "Show me work that relies on {x}.",
        "examples of {x} in our portfolio",
    ],
    ("uses", "f"): [
        "What construction ideas does {x} rely on?",
        "key techniques in {x}",
        "what is {x} built around?",
    ],
    ("head", "f"): [
        "Who runs the {x}?",
        "head of the {x}",
        "{x} director",
        "who is in charge at the {x}?",
    ],
    ("head", "r"): ["Which office does {x} head?", "what studio is {x} in charge of?"],
    ("founded_by", "f"): ["Who founded {x}?", "founders of {x}", "who started {x}?"],
    ("attendee", "f"): [
        "Who attended the {x}?",
        "who was at the {x}?",
        "participants of the {x}",
        "Who was in the room for the {x}?",
        "list everyone present at the {x}",
    ],
    ("attendee", "r"): [
        "Which meetings did {x} go to?",
        "What has {x} sat in on?",
        "{x}'s meetings",
        "where has {x} been present?",
    ],
    ("about", "f"): [
        "What was the {x} about?",
        "Which project did the {x} cover?",
        "the {x} concerned which building?",
    ],
    ("about", "r"): [
        "Which meetings covered {x}?",
        "When have we discussed {x}?",
        "reviews and visits for {x}",
        "record of discussions on {x}",
    ],
    ("led_to", "f"): [
        "What came out of the {x}?",
        "Which project did we win through the {x}?",
        "what did the {x} turn into?",
    ],
    ("led_to", "r"): [
        "Which competition did {x} come from?",
        "how did we win {x}?",
        "the contest behind {x}",
    ],
    ("organiser", "f"): [
        "Who ran the {x}?",
        "who launched the {x}?",
        "promoter of the {x}",
        "who set the brief for the {x}?",
    ],
    ("organiser", "r"): ["What competitions has {x} run?", "contests launched by {x}"],
    ("entry_lead", "f"): [
        "Who led our entry to the {x}?",
        "Who put together the submission for the {x}?",
        "{x} entry lead",
        "who coordinated our boards for the {x}?",
    ],
    ("entry_lead", "r"): [
        "Which competitions has {x} led entries for?",
        "contest entries run by {x}",
    ],
    ("assesses", "f"): ["Which building does the {x} cover?", "what project is the {x} for?"],
    ("assesses", "r"): ["What studies exist for {x}?", "reports on {x}", "analysis done for {x}"],
    ("author", "f"): [
        "Who wrote the {x}?",
        "author of the {x}",
        "who ran the numbers for the {x}?",
    ],
    ("author", "r"): ["What has {x} written?", "reports by {x}"],
    ("parent", "f"): ["Who owns {x}?", "{x}'s parent company", "which group is {x} part of?"],
    ("parent", "r"): ["Which companies does {x} own?", "subsidiaries of {x}"],
}

# Two-link questions: (name, [(kind, dir), (kind, dir)], answer category filter, templates).
HOP2 = [
    (
        "lead-contractor",
        [("lead", "r"), ("contractor", "f")],
        None,
        [
            "Which builder is on site at the project {x} leads?",
            "Who's constructing the scheme {x} is running?",
            "{x} is project architect somewhere — who's the contractor there?",
        ],
    ),
    (
        "client-contact",
        [("client", "f"), ("works_at", "r")],
        None,
        [
            "Who is our contact at the client for {x}?",
            "Whom should I ring at the organisation paying for {x}?",
            "name the client-side person for {x}",
        ],
    ),
    (
        "comp-lead",
        [("led_to", "f"), ("lead", "f")],
        None,
        [
            "Who leads the job we won through the {x}?",
            "who is running the building that came out of the {x}?",
        ],
    ),
    (
        "meeting-client",
        [("about", "f"), ("client", "f")],
        None,
        [
            "Whose project was discussed at the {x}?",
            "which client owns the building covered in the {x}?",
        ],
    ),
    (
        "project-office-head",
        [("office", "f"), ("head", "f")],
        None,
        [
            "Who heads the studio responsible for {x}?",
            "{x} is drawn in one of our offices — who runs that office?",
        ],
    ),
    (
        "concept-office",
        [("uses", "r"), ("office", "f")],
        None,
        ["Which of our studios have worked with {x}?", "offices with projects using {x}"],
    ),
    (
        "supplier-contractor",
        [("supplier", "r"), ("contractor", "f")],
        None,
        ["Which contractors have installed products from {x}?", "builders on jobs supplied by {x}"],
    ),
    (
        "person-concepts",
        [("involved", "f"), ("uses", "f")],
        None,
        [
            "What materials and techniques has {x} worked with?",
            "which building methods come up in {x}'s projects?",
        ],
    ),
    (
        "contractor-leads",
        [("contractor", "r"), ("lead", "f")],
        None,
        [
            "Who are our project architects on jobs built by {x}?",
            "which of our people lead schemes that {x} is building?",
        ],
    ),
    (
        "meeting-companies",
        [("attendee", "f"), ("works_at", "f")],
        "company",
        [
            "Which outside companies sent someone to the {x}?",
            "what firms were represented at the {x}?",
        ],
    ),
    (
        "analysis-lead",
        [("assesses", "f"), ("lead", "f")],
        None,
        [
            "Who leads the project that the {x} studies?",
            "the {x} was done for a project — who is its architect?",
        ],
    ),
    (
        "client-office",
        [("client", "r"), ("office", "f")],
        None,
        ["Which of our offices do work for {x}?", "studios serving {x}"],
    ),
    (
        "person-company-projects",
        [("works_at", "f"), ("client", "r")],
        None,
        ["What are we designing for {x}'s organisation?", "projects for the body {x} works for"],
    ),
    (
        "person-builder-projects",
        [("works_at", "f"), ("contractor", "r")],
        None,
        ["Which of our jobs is {x}'s firm building?", "sites run by {x}'s company"],
    ),
    (
        "comp-office",
        [("entry_lead", "f"), ("works_at", "f")],
        None,
        ["From which office was the {x} entry run?", "which studio did our {x} entry come from?"],
    ),
    (
        "project-consultant-people",
        [("consultant", "f"), ("works_at", "r")],
        None,
        [
            "Which engineers and consultants outside the practice work on {x}?",
            "consultant staff we deal with on {x}",
        ],
    ),
]

LEXQ = [
    "{x}",
    "Tell me about {x}.",
    "{x} overview",
    "open {x}",
    "What do we know about {x}?",
    "{x}: latest status",
    "info on {x}",
    "find the page for {x}",
    "status of {x}?",
    "Give me the summary of {x}",
    "pull up {x}",
    "{x} details please",
]
SCRIPTQ = {
    "el": ["Στοιχεία για {x}", "{x} — προφίλ", "Τι ρόλο έχει {x};"],
    "ru": ["Информация: {x}", "{x} — контакты и роль", "Кто это: {x}?"],
    "uk": ["Хто це: {x}?", "{x}: контакти", "Інформація: {x}"],
    "ar": ["معلومات عن {x}", "بيانات الاتصال: {x}", "ملف {x}"],
    "he": ["מידע על {x}", "פרופיל: {x}", "פרטים על {x}"],
    "hi": ["{x} के बारे में जानकारी", "{x} कौन है?", "{x} का प्रोफ़ाइल"],
    "zh": ["{x}的资料", "{x}是谁？", "介绍一下{x}"],
    "ja": ["{x}について教えて", "{x}のプロフィール", "{x}とは"],
    "ko": ["{x} 프로필", "{x} 정보", "{x} 누구야?"],
    "latin": [
        "who is {x}?",
        "{x}'s profile",
        "contact details for {x}",
        "what does {x} do here?",
        "{x}",
        "tell me about {x}",
    ],
}


# --- helpers ---------------------------------------------------------------------------------
def _slug(text: str) -> str:
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _entry(doc_id: str, ts: str, ref: str, text: str) -> str:
    eid = "ev-" + _sha("\n".join([doc_id, ts, ref, text]))[:12]
    return f"- **{ts}** | {eid} | {ref} | {text}"


def _doc(meta: dict[str, Any], body: str, folder: str) -> Document:
    draft = Document(meta=meta, body=body, folder=folder)
    return parse_document(
        serialize_document(draft), folder=folder, path=f"{folder}/{meta['id']}.md"
    )


def _is_latin(text: str) -> bool:
    return all(ord(c) < 0x250 or not c.isalpha() for c in text)


def _join(items: list[str]) -> str:
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " and " + items[-1]


def _ts(rng: random.Random, y0: int = 2024, y1: int = 2026) -> str:
    y = rng.randint(y0, y1)
    m = rng.randint(1, 10 if y == 2026 else 12)
    return (
        f"{y}-{m:02d}-{rng.randint(1, 28):02d}T{rng.choice([8, 9, 10, 11, 14, 15, 16]):02d}:00:00Z"
    )


def _human(ts: str) -> str:
    return f"{int(ts[8:10])} {MONTHS[int(ts[5:7]) - 1]} {ts[:4]}"


@dataclass
class Node:
    id: str
    folder: str
    type: str
    title: str
    category: str
    short: str = ""
    aliases: list[str] = field(default_factory=list)
    lang: str = "en"
    intro: str = ""
    extra: dict[str, Any] = field(default_factory=dict)
    cites: list[str] = field(default_factory=list)
    timeline: list[tuple[str, str, str]] = field(default_factory=list)
    status: str = "active"
    tail: list[str] = field(default_factory=list)  # extra compiled-truth sentences


@dataclass
class Edge:
    src: str
    kind: str
    tgt: str
    mode: str  # plain | typed | both
    vars: dict[str, str] = field(default_factory=dict)

    @property
    def typed(self) -> bool:
        return self.mode in ("typed", "both")


@dataclass
class Evidence:
    id: str
    folder: str
    title: str
    ref: str
    text: str
    ts: str
    label: str


class _World:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.nodes: dict[str, Node] = {}
        self.edges: list[Edge] = []
        self.evidence: dict[str, Evidence] = {}

    def add(self, node: Node) -> Node:
        assert node.id not in self.nodes, node.id
        self.nodes[node.id] = node
        return node

    def link(self, src: str, kind: str, tgt: str, **vars: str) -> Edge:
        r = self.rng.random()
        mode = "plain" if r < 0.5 else ("both" if r < 0.75 else "typed")
        edge = Edge(src, kind, tgt, mode, dict(vars))
        self.edges.append(edge)
        return edge

    def evid(self, folder: str, title: str, ref: str, text: str, ts: str, label: str) -> str:
        eid = f"ev-{_slug(ref)[:100].strip('-')}-{_sha(text)[:8]}"
        assert eid not in self.evidence, eid
        self.evidence[eid] = Evidence(eid, folder, title, ref, text, ts, label)
        return eid

    def out(self, src: str, kind: str) -> list[Edge]:
        return [e for e in self.edges if e.src == src and e.kind == kind]

    def inc(self, tgt: str, kind: str) -> list[Edge]:
        return [e for e in self.edges if e.tgt == tgt and e.kind == kind]


# --- the world ---------------------------------------------------------------------------------
def _make_world(rng: random.Random) -> tuple[_World, dict[str, Any]]:
    w = _World(rng)
    info: dict[str, Any] = {
        "meetings": [],
        "analyses": [],
        "decisions": {},
        "reports": {},
        "announcements": {},
        "appointments": {},
    }

    profile = w.evid(
        "evidence/web",
        "Practice profile — Halden Oduya Architects",
        "web:https://halden-oduya.example/about",
        "Halden Oduya Architects is an architecture and urban-design practice founded in "
        "Rotterdam in 2009. It now has ten studios and about sixty staff working on housing, "
        "culture, education, transport and public space.",
        "2026-01-15T09:00:00Z",
        "practice profile",
    )
    w.add(
        Node(
            FIRM,
            "companies",
            "company",
            FIRM_TITLE,
            "practice",
            aliases=["HOA", "Halden Oduya"],
            intro="An architecture and urban-design practice with ten studios across Europe, the "
            "Middle East and Asia, working on housing, culture, transport and public space.",
            cites=[profile],
            extra={"category": "practice", "founded": 2009},
        )
    )

    # offices and staff
    staff_of: dict[str, list[str]] = {}
    for key, title, city, country, aliases in OFFICES:
        oid = f"studio-{key}"
        people = STAFF[key]
        ts = f"2026-01-{rng.randint(5, 25):02d}T09:00:00Z"
        lines = "; ".join(f"{p[1]} ({p[4].lower()})" for p in people)
        sheet = w.evid(
            "evidence/team-sheets",
            f"Team sheet — {title} 2026",
            f"file:HR/Team%20sheet%20{city.replace(' ', '%20')}%202026.xlsx",
            f"Team sheet for the {title}, {city}, January 2026. Staff and roles: {lines}. "
            f"Desk plan and holiday rota on the second tab.",
            ts,
            "team sheet",
        )
        year = rng.randint(2010, 2021)
        w.add(
            Node(
                oid,
                "offices",
                "company",
                title,
                "office",
                aliases=list(aliases),
                intro=f"Our studio in {city}, {country}, opened in {year}.",
                cites=[sheet, profile],
                extra={"category": "office", "city": city, "country": country},
                timeline=[
                    (
                        f"{year}-09-01T09:00:00Z",
                        "web:https://halden-oduya.example/about",
                        f"Studio opened in {city}.",
                    )
                ],
            )
        )
        w.link(oid, "part_of", FIRM, y=str(year))
        staff_of[key] = []
        for pid, ptitle, short, paliases, role, lang in people:
            joined = rng.randint(year, 2024) if pid not in PARTNERS else 2009
            w.add(
                Node(
                    pid,
                    "people",
                    "person",
                    ptitle,
                    "staff",
                    short=short,
                    aliases=list(paliases),
                    lang=lang,
                    intro=f"{role} at {FIRM_TITLE}.",
                    cites=[sheet],
                    extra={"role": role, "office": key},
                    timeline=[
                        (
                            f"{joined}-0{rng.randint(1, 9)}-01T09:00:00Z",
                            f"file:HR/Team%20sheet%20{city.replace(' ', '%20')}%202026.xlsx",
                            f"Joined as {role.lower()}.",
                        )
                    ],
                )
            )
            staff_of[key].append(pid)
            if pid in PARTNERS:
                w.link(pid, "works_at", FIRM, s=short, y="2009")
            else:
                w.link(pid, "works_at", oid, s=short, y=str(joined))
        head = people[0][0]
        w.link(oid, "head", head, y=str(rng.randint(year, 2024)))
        for pid, *_ in people[1:]:
            if pid not in PARTNERS:
                w.link(pid, "reports_to", head, s=w.nodes[pid].short)
        w.link(head, "reports_to", rng.choice(PARTNERS), s=w.nodes[head].short)
    for partner in PARTNERS:
        w.link(FIRM, "founded_by", partner)

    # companies
    for cid, title, aliases, city, what in CLIENTS:
        w.add(
            Node(
                cid,
                "companies/clients",
                "company",
                title,
                "client",
                aliases=list(aliases),
                intro=f"A {what} based in {city}.",
                extra={"category": "client", "city": city},
            )
        )
    for cid, title, aliases, key in CONTRACTORS:
        country = next(o[3] for o in OFFICES if o[0] == key)
        w.add(
            Node(
                cid,
                "companies/contractors",
                "company",
                title,
                "contractor",
                aliases=list(aliases),
                intro=f"General contractor working across {country}.",
                extra={"category": "contractor", "country": country},
            )
        )
    for cid, title, aliases, disc in CONSULTANTS:
        w.add(
            Node(
                cid,
                "companies/consultants",
                "company",
                title,
                "consultant",
                aliases=list(aliases),
                intro=f"Consultancy for {DISCIPLINES[disc][0]}.",
                extra={"category": "consultant", "discipline": disc},
            )
        )
    register = w.evid(
        "evidence/contracts",
        "Consultant and supplier framework 2026",
        "file:Contracts/Framework%20register%202026.xlsx",
        "Framework register 2026: approved consultants for structure, façades, acoustics, "
        "services and cost; approved suppliers for timber, stone, glass, steel and tiles; "
        "insurance certificates checked in January.",
        "2026-01-09T10:00:00Z",
        "framework register",
    )
    for sid, title, aliases, material, _ in SUPPLIERS:
        ts = _ts(rng, 2025, 2026)
        quote = w.evid(
            "evidence/email",
            f"Quote from {title} for {material}",
            f"goat-chat:thread-{rng.randint(10000, 99999)}",
            f"Quote from {title}: {material}, delivery in {rng.randint(6, 18)} weeks, prices held "
            f"until the end of {MONTHS[rng.randint(0, 11)]}. Samples sent to the Rotterdam Studio.",
            ts,
            "quote",
        )
        w.add(
            Node(
                sid,
                "companies/suppliers",
                "company",
                title,
                "supplier",
                aliases=list(aliases),
                intro=f"Supplier of {material}.",
                cites=[quote, register],
                extra={"category": "supplier", "material": material},
            )
        )
    for child, parent in PARENTS:
        w.link(child, "parent", parent, y=str(rng.randint(2005, 2020)))

    # external people
    for pid, title, short, aliases, cid, role, lang in EXTERNALS:
        w.add(
            Node(
                pid,
                "people",
                "person",
                title,
                "external",
                short=short,
                aliases=list(aliases),
                lang=lang,
                intro=f"{role}.",
                extra={"role": role},
            )
        )
        w.link(pid, "works_at", cid, s=short, y=str(rng.randint(2008, 2023)))

    # concepts
    guides = {}
    for key, (gtitle, path) in GUIDES.items():
        names = ", ".join(c[1] for c in CONCEPTS if c[6] == key)
        guides[key] = w.evid(
            "evidence/guides",
            gtitle,
            f"file:{path}",
            f"{gtitle}, internal guidance, revision 4. When to propose: {names}. "
            f"Check fire, acoustics and durability with the engineers before stage 3; "
            f"keep a sample in the materials library.",
            "2025-11-20T10:00:00Z",
            "guide",
        )
    for cid, title, folder, aliases, desc, _, guide in CONCEPTS:
        w.add(
            Node(
                cid,
                folder,
                "concept",
                title,
                "material" if folder == "materials" else "concept",
                aliases=list(aliases),
                intro=desc,
                cites=[guides[guide]],
                extra={"category": "material" if folder == "materials" else "concept"},
            )
        )

    # projects
    office_country = {o[0]: o for o in OFFICES}
    contractor_by_office = {c[3]: c[0] for c in CONTRACTORS}
    for pid, title, key, client, aliases, desc, _ in PROJECTS:
        stage = rng.choices(STAGES, weights=[1, 2, 2, 4, 2])[0]
        city = office_country[key][2]
        ts = _ts(rng, 2022, 2024)
        fee = rng.choice([6.5, 7, 7.5, 8, 9, 10.5])
        letter = w.evid(
            "evidence/contracts",
            f"Appointment letter — {title}",
            f"file:Contracts/{title.replace(' ', '%20')}%20appointment.txt",
            f"{w.nodes[client].title} confirms the appointment of {FIRM_TITLE} as lead designer "
            f"for {title}. Fee: {fee}% of the construction cost, stages 1 to 6. Signed on "
            f"{_human(ts)}.",
            ts,
            "appointment letter",
        )
        info["appointments"][pid] = letter
        area = rng.randrange(800, 24000, 100)
        tl = [
            (ts, w.evidence[letter].ref, f"Appointed as lead designer by {w.nodes[client].title}.")
        ]
        w.add(
            Node(
                pid,
                "projects",
                "project",
                title,
                "project",
                aliases=list(aliases),
                intro=f"{desc} Current stage: {stage}.",
                cites=[letter],
                extra={"category": "building", "city": city, "stage": stage, "area_m2": area},
                timeline=tl,
            )
        )
        w.link(pid, "client", client)
        w.link(pid, "office", f"studio-{key}")
        team = [p for p in staff_of[key] if p not in PARTNERS]
        head = team[0]
        lead = rng.choice(team) if rng.random() < 0.2 else rng.choice(team[1:])
        w.link(pid, "lead", lead)
        others = [p for p in team if p not in (lead, head)]
        for member in rng.sample(others, rng.randint(1, min(2, len(others)))):
            w.link(member, "works_on", pid, s=w.nodes[member].short)
        if rng.random() < 0.3:
            other = rng.choice([o[0] for o in OFFICES if o[0] != key])
            guest = rng.choice(
                staff_of[other][1:]
                if other != "rotterdam"
                else ["soren-kjaergaard", "anastasia-belova"]
            )
            if guest != lead:
                w.link(guest, "works_on", pid, s=w.nodes[guest].short)
        if stage in ("on site", "complete") or (stage == "technical design" and rng.random() < 0.5):
            w.link(pid, "contractor", contractor_by_office[key])
            month, day = rng.randint(1, 12), rng.randint(1, 28)
            start = f"{rng.randint(2024, 2025)}-{month:02d}-{day:02d}T07:00:00Z"
            w.nodes[pid].timeline.append(
                (
                    start,
                    w.evidence[letter].ref,
                    f"Contractor started on site ({w.nodes[contractor_by_office[key]].title}).",
                )
            )
        struct = {"krakow": "statika-wisla", "osaka": "kitahama-kozo-sekkei"}.get(
            key, "okonkwo-vale-engineers"
        )
        if key != "amman":
            w.link(pid, "consultant", struct, disc="structural")
        for cid, _, _, disc in rng.sample(CONSULTANTS[3:], rng.randint(1, 2)):
            w.link(pid, "consultant", cid, disc=disc)
        if w.out(pid, "contractor"):
            for sup in rng.sample(SUPPLIERS, rng.choice([1, 1, 2])):
                w.link(pid, "supplier", sup[0], m=sup[3])
        ideas = [c for c in CONCEPTS if c[0] != "adaptive-reuse"]
        if pid in REUSE:
            w.link(pid, "uses", "adaptive-reuse")
            picked = rng.sample(ideas, rng.randint(0, 1))
        else:
            picked = rng.sample(ideas, rng.randint(1, 2))
        for concept in picked:
            w.link(pid, "uses", concept[0])
    # make sure every supplier and concept is used somewhere
    for sup in SUPPLIERS:
        if not w.inc(sup[0], "supplier"):
            w.link(
                rng.choice([p for p in PROJECTS if w.out(p[0], "contractor")])[0],
                "supplier",
                sup[0],
                m=sup[3],
            )
    for concept in CONCEPTS:
        if not w.inc(concept[0], "uses"):
            w.link(rng.choice(PROJECTS)[0], "uses", concept[0])
    # partners and the Rotterdam specialists join a few projects across offices
    for pid, n in (
        ("maren-halden", 2),
        ("chidi-oduya", 2),
        ("soren-kjaergaard", 3),
        ("anastasia-belova", 2),
    ):
        for proj in rng.sample(PROJECTS, n):
            if not any(e.src == pid and e.tgt == proj[0] for e in w.edges) and not any(
                e.src == proj[0] and e.tgt == pid for e in w.edges
            ):
                w.link(pid, "works_on", proj[0], s=w.nodes[pid].short)

    # competitions
    for cid, title, org, won, desc, _ in COMPETITIONS:
        ts = _ts(rng, 2022, 2025)
        ann = w.evid(
            "evidence/web",
            f"Announcement — {title}",
            f"web:https://competitions.example.org/{_slug(title)}",
            f"{title}. {desc} Results published on {_human(ts)}.",
            ts,
            "announcement",
        )
        info["announcements"][cid] = ann
        result = "won" if won else "not won"
        w.add(
            Node(
                cid,
                "competitions",
                "project",
                title,
                "competition",
                intro=f"{desc}",
                cites=[ann],
                extra={"category": "competition", "result": result},
                status="active" if won else "archived",
                timeline=[(ts, w.evidence[ann].ref, f"Result announced: {result}.")],
            )
        )
        w.link(cid, "organiser", org)
        if won:
            key = next(p[2] for p in PROJECTS if p[0] == won)
        else:
            key = {"seongsu-creative-foundation": "seoul", "tel-aviv-libraries": "telaviv"}[org]
        w.link(
            cid,
            "entry_lead",
            rng.choice(
                staff_of[key][1:] if key != "rotterdam" else ["sanne-verbeek", "soren-kjaergaard"]
            ),
        )
        if won:
            w.link(cid, "led_to", won)

    # analyses
    used_projects: set[str] = set()
    for kind, finding, _, candidates in ANALYSES:
        choices = [c for c in candidates if c not in used_projects]
        studied = rng.choice(choices)
        used_projects.add(studied)
        ptitle = w.nodes[studied].title
        title = f"{kind} — {ptitle}"
        aid = _slug(f"{kind} {ptitle}")
        key = next(p[2] for p in PROJECTS if p[0] == studied)
        pool = [p for p in staff_of[key] if p not in PARTNERS]
        author = (
            "soren-kjaergaard"
            if kind in ("Embodied carbon assessment", "Overheating analysis")
            else rng.choice(pool)
        )
        ts = _ts(rng, 2025, 2026)
        rep = w.evid(
            "evidence/reports",
            f"{kind} for {ptitle}, revision B",
            f"file:Reports/{_slug(title)}-rev-b.txt",
            f"{kind}, revision B. {finding} Prepared by {w.nodes[author].title} on {_human(ts)}.",
            ts,
            "report",
        )
        info["reports"][aid] = rep
        info["analyses"].append((aid, kind))
        w.add(
            Node(
                aid,
                "analysis",
                "analysis",
                title,
                "study",
                intro=finding,
                cites=[rep],
                aliases=[f"{ptitle} {kind.lower()}"],
                extra={"category": "study"},
                timeline=[(ts, w.evidence[rep].ref, "Revision B issued.")],
            )
        )
        w.link(aid, "assesses", studied)
        w.link(aid, "author", author)

    # meetings
    proj_ids = [p[0] for p in PROJECTS]
    with_contractor = [p for p in proj_ids if w.out(p, "contractor")]
    plan: list[tuple[str, str, int]] = []  # (kind, subject, n)
    reviewed = rng.sample(proj_ids, 10)
    for p in reviewed:
        plan.append(("review", p, rng.choice([2, 3, 4])))
    for p in rng.sample(reviewed, 3):
        plan.append(("review", p, 5))
    for p in rng.sample(with_contractor, min(9, len(with_contractor))):
        plan.append(("site", p, 0))
    for p in rng.sample(proj_ids, 6):
        plan.append(("client", p, 0))
    for c in rng.sample([c[0] for c in COMPETITIONS], 3):
        plan.append(("crit", c, 0))
    decisions = {k: rng.sample(v, len(v)) for k, v in DECISIONS.items()}
    titles: set[str] = set()
    for mkind, subject, stage_no in plan:
        ts = _ts(rng, 2025, 2026)
        visit_month = f"{MONTHS[int(ts[5:7]) - 1]} {ts[:4]}"
        st = w.nodes[subject].title
        if mkind == "review":
            title, folder = f"{st} stage {stage_no} design review", "meetings/design-reviews"
        elif mkind == "site":
            title, folder = f"{st} site visit, {visit_month}", "site-visits"
        elif mkind == "client":
            client = w.out(subject, "client")[0].tgt
            cn = w.nodes[client]
            cshort = next((a for a in cn.aliases if _is_latin(a)), cn.title)
            title, folder = f"{cshort} workshop on {st}", "meetings/client"
        else:
            title, folder = f"Internal crit for the {st}", "meetings/crits"
        if title in titles:
            continue
        titles.add(title)
        mid = _slug(title)
        decision, dq = decisions[mkind].pop()
        # attendees
        present: list[str]
        if mkind == "crit":
            present = [w.out(subject, "entry_lead")[0].tgt, rng.choice(PARTNERS)]
            okey = w.nodes[present[0]].extra["office"]
            present += rng.sample([p for p in staff_of[okey] if p not in present], 1)
        else:
            lead = w.out(subject, "lead")[0].tgt
            team = [e.src for e in w.inc(subject, "works_on")]
            present = [lead] + rng.sample(team, min(len(team), rng.randint(1, 2)))
            okey = w.out(subject, "office")[0].tgt.removeprefix("studio-")
            head = staff_of[okey][0]
            client = w.out(subject, "client")[0].tgt
            client_people = [e.src for e in w.inc(client, "works_at")]
            if mkind == "review":
                if head not in present:
                    present.append(head)
                if rng.random() < 0.5:
                    present.append(rng.choice(PARTNERS))
                cons = [e.tgt for e in w.out(subject, "consultant")]
                cons_people = [e.src for c in cons for e in w.inc(c, "works_at")]
                if cons_people:
                    present.append(rng.choice(cons_people))
            elif mkind == "site":
                builder = w.out(subject, "contractor")[0].tgt
                present += [e.src for e in w.inc(builder, "works_at")]
                present += client_people[:1]
            else:
                present += client_people[:1]
                if head not in present:
                    present.append(head)
        present = list(dict.fromkeys(present))
        names = ", ".join(w.nodes[p].title for p in present)
        ref = f"jamie:meeting:mtg-{4000 + len(info['meetings']) * 7 + rng.randint(0, 6)}"
        notes = w.evid(
            "evidence/meetings",
            f"Minutes — {title}",
            ref,
            f"Minutes of the {title}, {_human(ts)}. Present: {names}. {decision} "
            f"Actions to be circulated by the project lead within a week.",
            ts,
            "minutes",
        )
        label = {
            "review": "Design review",
            "site": "Site visit",
            "client": "Client workshop",
            "crit": "Internal crit",
        }[mkind]
        w.add(
            Node(
                mid,
                folder,
                "meeting",
                title,
                mkind,
                intro=f"{label} held on {_human(ts)}.",
                cites=[notes],
                extra={"category": label.lower(), "held": ts},
                tail=[f"Outcome: {decision}"],
                timeline=[(ts, ref, "Minutes filed.")],
            )
        )
        info["meetings"].append((mid, mkind, subject, notes))
        info["decisions"][mid] = dq
        w.link(mid, "about", subject)
        for person in present:
            w.link(mid, "attendee", person)

    # notes (drafts in the inbox)
    for i, (title, kinds) in enumerate(
        [
            ("Call list for the week", ["staff", "external", "project"]),
            ("Things to raise at the partners' lunch", ["project", "competition", "staff"]),
            ("Reading and samples to chase", ["material", "supplier", "concept"]),
        ]
    ):
        nid = _slug(title)
        mtg = info["meetings"][i * 5][3]
        w.add(
            Node(
                nid,
                "inbox",
                "note",
                title,
                "note",
                intro="Scratch notes; not yet sorted.",
                cites=[mtg],
                status="draft",
                extra={"category": "note"},
            )
        )
        for kind in kinds:
            pool = [n.id for n in w.nodes.values() if n.category == kind]
            w.link(nid, "mentions", rng.choice(pool))

    # evidence for pages without any yet
    attended: dict[str, list[str]] = defaultdict(list)
    for mid, _, _, notes in info["meetings"]:
        for e in w.out(mid, "attendee"):
            attended[e.tgt].append(notes)
    for node in w.nodes.values():
        if node.type == "person" and attended.get(node.id):
            extra = attended[node.id][0]
            if extra not in node.cites:
                node.cites.append(extra)
        if node.cites:
            continue
        found = None
        if node.category == "client":
            found = next((info["appointments"][e.src] for e in w.inc(node.id, "client")), None)
        elif node.category in ("contractor", "consultant"):
            kind = "contractor" if node.category == "contractor" else "consultant"
            found = next((info["appointments"][e.src] for e in w.inc(node.id, kind)), None)
            node.cites.append(register)
        elif node.category == "external":
            company = w.out(node.id, "works_at")[0].tgt
            found = next(
                (
                    info["appointments"][e.src]
                    for e in w.edges
                    if e.tgt == company and e.kind in ("client", "contractor", "consultant")
                ),
                None,
            )
            if found is None:
                found = register
        if found is None:
            found = register
        node.cites.insert(0, found)
    return w, info


# --- rendering -----------------------------------------------------------------------------------
def _label(w: _World, tgt: str) -> str:
    node = w.nodes[tgt]
    if (
        node.aliases
        and w.rng.random() < 0.15
        and (not _is_latin(node.title) or node.type == "company")
    ):
        return node.aliases[0]
    return node.title


def _link(w: _World, tgt: str) -> str:
    return f"[[page:{tgt}|{_label(w, tgt)}]]"


def _sentence(w: _World, node: Node, edge: Edge) -> str:
    rng = w.rng
    templates = RELS[edge.kind][1]
    if edge.kind == "about" and node.category == "site":
        templates = templates + SITE_ABOUT
    text = rng.choice(templates)
    vars = dict(edge.vars)
    disc = vars.pop("disc", None)
    if disc:
        work, fieldname = DISCIPLINES[disc]
        vars.update(d=work, D=work[0].upper() + work[1:], f=fieldname)
    if "m" in vars:
        vars["M"] = vars["m"][0].upper() + vars["m"][1:]
    vars.setdefault("s", node.short or node.title)
    vars.setdefault("y", str(rng.randint(2012, 2024)))
    return text.format(t=_link(w, edge.tgt), **vars)


def _cite(w: _World, eid: str) -> str:
    return f"[[evidence:{eid}|{w.evidence[eid].label}]]"


def _with_cite(text: str, cite: str) -> str:
    if text.endswith("."):
        return f"{text[:-1]} ({cite})."
    return f"{text} ({cite})"


def _render(w: _World, node: Node) -> Document:
    rng = w.rng
    out_edges = [e for e in w.edges if e.src == node.id]
    sentences: list[str] = []
    attendees = [e for e in out_edges if e.kind == "attendee"]
    for e in out_edges:
        if e.kind != "attendee" and e.mode != "typed":
            sentences.append(_sentence(w, node, e))
    shown = [e for e in attendees if e.mode != "typed"]
    if shown:
        pool = RELS["attendee"][1] + (SITE_ATTENDEES if node.category == "site" else [])
        listed = _join([_link(w, e.tgt) for e in shown])
        text = rng.choice(pool).format(t=listed)
        sentences.append(text[0].upper() + text[1:] if text.startswith("[[") is False else text)
    rng.shuffle(sentences)
    sentences = node.tail + sentences
    paragraphs = [_with_cite(node.intro, _cite(w, node.cites[0]))]
    i, c = 0, 0
    while i < len(sentences):
        n = rng.randint(1, 3)
        chunk = " ".join(sentences[i : i + n])
        i += n
        c += 1
        paragraphs.append(_with_cite(chunk, _cite(w, node.cites[c % len(node.cites)])))
    body = f"# {node.title}\n\n" + "\n\n".join(paragraphs)
    if node.timeline:
        entries = sorted(node.timeline)
        body += "\n\n## Timeline\n\n" + "\n".join(_entry(node.id, *t) for t in entries)
    relations = [{"type": RELS[e.kind][0], "target": e.tgt} for e in out_edges if e.typed]
    updated = max([t[0] for t in node.timeline] + ["2026-10-01T12:00:00Z"])
    meta: dict[str, Any] = {
        "id": node.id,
        "kind": "page",
        "type": node.type,
        "title": node.title,
        "status": node.status,
        "aliases": node.aliases,
        "relations": relations,
        "sources": list(dict.fromkeys(w.evidence[c].ref for c in node.cites)),
        "created": min([t[0] for t in node.timeline] + ["2026-02-01T12:00:00Z"]),
        "updated": updated,
    }
    meta.update(node.extra)
    return _doc(meta, body, node.folder)


def _render_evidence(ev: Evidence) -> Document:
    meta = {
        "id": ev.id,
        "kind": "evidence",
        "type": "source",
        "title": ev.title,
        "status": "active",
        "sources": [ev.ref],
        "created": ev.ts,
        "updated": ev.ts,
    }
    return _doc(meta, f"# {ev.title}\n\n{ev.text}", ev.folder)


# --- questions ------------------------------------------------------------------------------
@dataclass
class _Cand:
    family: str
    named: str
    text: str
    answers: list[str]
    plain: bool


def _steps(w: _World, node: str, kind: str, direction: str) -> list[tuple[str, Edge]]:
    if kind == "team":  # a project's people: its team and its lead
        return [(e.src, e) for e in w.inc(node, "works_on")] + [
            (e.tgt, e) for e in w.out(node, "lead")
        ]
    if kind == "involved":  # a person's projects: worked on or led
        return [(e.tgt, e) for e in w.out(node, "works_on")] + [
            (e.src, e) for e in w.inc(node, "lead")
        ]
    if direction == "f":
        return [(e.tgt, e) for e in w.out(node, kind)]
    return [(e.src, e) for e in w.inc(node, kind)]


def _name_for(w: _World, node_id: str, rng: random.Random) -> str:
    node = w.nodes[node_id]
    latin = [a for a in node.aliases if _is_latin(a) and len(a) > 4]
    if node.category == "study":
        return node.aliases[0]
    if node.type == "person" and latin and rng.random() < 0.35:
        return latin[0]
    if node.category == "project" and latin and rng.random() < 0.15:
        return latin[0]
    return node.title


def _fill(template: str, name: str, vars: dict[str, str]) -> str:
    text = template.format(x=name, **vars)
    if text[0].islower() and text[0].isascii() and not text.startswith(name):
        text = text[0].upper() + text[1:]
    return text


class _Graph:
    """Adjacency of the world's pages (any link, typed links) and their names, for filtering."""

    def __init__(self, w: _World) -> None:
        self.any: dict[str, set[str]] = defaultdict(set)
        self.typed: dict[str, set[str]] = defaultdict(set)
        for e in w.edges:
            self.any[e.src].add(e.tgt)
            self.any[e.tgt].add(e.src)
            if e.typed:
                self.typed[e.src].add(e.tgt)
                self.typed[e.tgt].add(e.src)
        self.names = [(n.id, [n.title] + n.aliases) for n in w.nodes.values()]

    def named(self, text: str) -> list[str]:
        return _named_in(text, self.names)


def _hop_candidates(w: _World, g: _Graph, rng: random.Random) -> list[_Cand]:
    cands = []
    for (kind, direction), templates in HOPQ.items():
        real = {"employer": "works_at", "contacts": "works_at"}.get(kind, kind)
        for node in w.nodes.values():
            staff_only = kind in ("works_at", "employer") and direction == "f"
            if staff_only and (node.category == "external") != (kind == "employer"):
                continue
            office_only = kind in ("works_at", "contacts") and direction == "r"
            if office_only and (node.category == "office") != (kind == "works_at"):
                continue
            steps = _steps(w, node.id, real, direction)
            if not steps:
                continue
            if kind == "consultant" and direction == "f":
                by_disc: dict[str, list[str]] = defaultdict(list)
                for tgt, e in steps:
                    by_disc[e.vars["disc"]].append(tgt)
                groups = [
                    ({"d": DISCIPLINES[d][0], "f": DISCIPLINES[d][1]}, t)
                    for d, t in by_disc.items()
                ]
            elif kind == "supplier" and direction == "f":
                groups = [
                    ({"m": next(s[4] for s in SUPPLIERS if s[0] == t)}, [t]) for t, _ in steps
                ]
            else:
                groups = [({}, list(dict.fromkeys(t for t, _ in steps)))]
            for vars, answers in groups:
                if not 1 <= len(answers) <= 4:
                    continue
                text = _fill(rng.choice(templates), _name_for(w, node.id, rng), vars)
                named = set(g.named(text)) | {node.id}
                if any(a in named for a in answers):
                    continue  # the question would name its own answer
                plain = all(not (g.typed[a] & named) for a in answers)
                cands.append(_Cand(f"{kind}:{direction}", node.id, text, answers, plain))
    return cands


def _hop2_candidates(w: _World, g: _Graph, rng: random.Random) -> list[_Cand]:
    cands = []
    for fam, ((k1, d1), (k2, d2)), filt, templates in HOP2:
        for node in w.nodes.values():
            answers: list[str] = []
            for mid, _ in _steps(w, node.id, k1, d1):
                for ans, _ in _steps(w, mid, k2, d2):
                    if ans == node.id or ans in answers:
                        continue
                    if filt == "company" and w.nodes[ans].category not in (
                        "client",
                        "contractor",
                        "consultant",
                        "supplier",
                    ):
                        continue
                    answers.append(ans)
            if not 1 <= len(answers) <= 4:
                continue
            text = _fill(rng.choice(templates), _name_for(w, node.id, rng), {})
            named = set(g.named(text)) | {node.id}
            if any(a in named or g.any[a] & named for a in answers):
                continue  # named, or one link from a page the question names: not two links away
            plain = all(not any(g.typed[a] & g.typed[n] for n in named) for a in answers)
            cands.append(_Cand(fam, node.id, text, answers, plain))
    return cands


def _select(cands: list[_Cand], n: int, share: float, rng: random.Random) -> list[_Cand]:
    by_fam: dict[str, list[_Cand]] = defaultdict(list)
    for c in cands:
        by_fam[c.family].append(c)
    fams = sorted(by_fam)
    for f in fams:
        rng.shuffle(by_fam[f])
    rng.shuffle(fams)
    chosen: list[_Cand] = []
    named: Counter[str] = Counter()
    plain = 0
    progress = True
    while len(chosen) < n and progress:
        progress = False
        for f in fams:
            if len(chosen) >= n:
                break
            want_plain = plain < share * (len(chosen) + 1)
            pool = [c for c in by_fam[f] if named[c.named] == 0]
            pick = next((c for c in pool if c.plain == want_plain), pool[0] if pool else None)
            if pick is None:
                continue
            by_fam[f].remove(pick)
            chosen.append(pick)
            named[pick.named] += 1
            plain += pick.plain
            progress = True
    return chosen


def _questions(w: _World, info: dict[str, Any], rng: random.Random) -> list[Question]:
    qs: list[Question] = []
    seen: set[str] = set()

    def add(text: str, kind: str, relevant: list[str]) -> None:
        if text in seen:
            return
        seen.add(text)
        qs.append(Question(text, kind, set(relevant)))

    # lexical
    nodes = list(w.nodes.values())
    pick = []
    for cat, k in (
        ("project", 6),
        ("client", 2),
        ("contractor", 1),
        ("consultant", 2),
        ("supplier", 1),
        ("material", 2),
        ("concept", 2),
        ("study", 3),
        ("review", 1),
        ("site", 1),
        ("client_mtg", 1),
        ("competition", 2),
        ("office", 2),
        ("practice", 1),
    ):
        if cat == "client_mtg":
            pool = [n for n in nodes if n.type == "meeting" and n.category == "client"]
        elif cat == "client":
            pool = [n for n in nodes if n.category == "client" and _is_latin(n.title)]
        else:
            pool = [
                n
                for n in nodes
                if n.category == cat
                and _is_latin(n.title)
                and not any(ch in "ąćęłńóśźżáéíóúâêôãõçšřžýůíäöüßøæåñ" for ch in n.title.lower())
            ]
        pick += rng.sample(pool, min(k, len(pool)))
    people = [n for n in nodes if n.type == "person" and n.lang == "en"]
    pick += rng.sample(people, 3)
    templates = list(LEXQ)
    for i, node in enumerate(pick):
        name = node.title
        if node.category == "practice":
            name = "HOA"
        elif node.category in ("concept", "material") and node.aliases and rng.random() < 0.5:
            name = node.aliases[0]
        elif node.category == "study":
            name = (
                node.aliases[0]
                if rng.random() < 0.5
                else "the " + node.title[0].lower() + node.title[1:].replace(" — ", " for the ")
            )
        elif node.type == "meeting":
            name = f"the {node.title}"
        t = templates[i % len(templates)]
        add(_fill(t, name, {}), "lexical", [node.id])
    ev_pick = rng.sample(
        [e for e in w.evidence.values() if e.label in ("appointment letter", "team sheet")], 3
    )
    ev_pick += rng.sample([e for e in w.evidence.values() if e.label == "quote"], 1)
    ev_templates = ["the {x}", "{x} — can you find it?", "where is the {x}?", "{x}"]
    for ev, t in zip(ev_pick, ev_templates, strict=True):
        phrase = (
            ev.title.replace(" — ", " for the ")
            if ev.label != "team sheet"
            else ev.title.replace(" — ", " of the ").replace(" 2026", " (2026)")
        )
        add(
            _fill(
                t,
                phrase[0].lower() + phrase[1:]
                if t.startswith("the") or t.startswith("where")
                else phrase,
                {},
            ),
            "lexical",
            [ev.id],
        )

    # script
    nonlatin_people = [n for n in nodes if n.type == "person" and not _is_latin(n.title)]
    by_lang: dict[str, list[Node]] = defaultdict(list)
    for n in nonlatin_people:
        by_lang[n.lang].append(n)
    script_pick: list[Node] = []
    for lang in sorted(by_lang):
        script_pick += rng.sample(
            by_lang[lang],
            min(2 if lang in ("zh", "ja", "ko", "el", "ar") else 1, len(by_lang[lang])),
        )
    diac = [
        n
        for n in nodes
        if n.type == "person"
        and _is_latin(n.title)
        and n.title != _slug(n.title)
        and any(ord(c) > 127 for c in n.title)
    ]
    script_pick += rng.sample(diac, 6)
    for node in script_pick:
        lang = node.lang if node.lang in SCRIPTQ and not _is_latin(node.title) else "latin"
        t = rng.choice(SCRIPTQ[lang])
        add(_fill(t, node.title, {}), "script", [node.id])
    other_script = [
        n
        for n in nodes
        if n.type in ("project", "company")
        and n.category != "office"
        and any(not _is_latin(a) for a in [n.title] + n.aliases)
    ]
    for node in rng.sample(other_script, 6):
        name = (
            node.title
            if not _is_latin(node.title)
            else next(a for a in node.aliases if not _is_latin(a))
        )
        t = rng.choice(["{x}", "what is {x}?", "{x} — status", "details of {x}", "{x} page"])
        add(_fill(t, name, {}), "script", [node.id])
    for node in rng.sample(
        [
            n
            for n in nodes
            if n.category in ("office", "supplier", "consultant")
            and _is_latin(n.title)
            and any(ord(c) > 127 for c in n.title)
        ],
        2,
    ):
        add(
            _fill(rng.choice(["{x}", "about {x}", "{x} overview"]), node.title, {}),
            "script",
            [node.id],
        )

    # hop, hop2
    g = _Graph(w)
    for c in _select(_hop_candidates(w, g, rng), 50, 0.5, rng):
        add(c.text, "hop", c.answers)
    for c in _select(_hop2_candidates(w, g, rng), 30, 0.5, rng):
        add(c.text, "hop2", c.answers)

    # paraphrase
    for proj in rng.sample(PROJECTS, 8):
        add(proj[6], "paraphrase", [proj[0]])
    for concept in rng.sample(CONCEPTS, 6):
        add(
            rng.choice(["{x}", "what do we know about {x}?", "our notes on {x}"]).format(
                x=concept[5]
            ),
            "paraphrase",
            [concept[0]],
        )
    for aid, kind in rng.sample(info["analyses"], 4):
        q = next(a[2] for a in ANALYSES if a[0] == kind)
        add(q, "paraphrase", [aid, info["reports"][aid]])
    for mid, _, _, notes in rng.sample(info["meetings"], 5):
        add(info["decisions"][mid], "paraphrase", [mid, notes])
    for comp in rng.sample(COMPETITIONS, 2):
        add(comp[5], "paraphrase", [comp[0], info["announcements"][comp[0]]])
    return qs


def _build(seed: int = 7) -> tuple[EvalSet, _World]:
    rng = random.Random(seed)
    world, info = _make_world(rng)
    documents = [_render(world, n) for n in world.nodes.values()]
    documents += [_render_evidence(e) for e in world.evidence.values()]
    questions = _questions(world, info, random.Random(seed * 31 + 1))
    return EvalSet(documents=documents, questions=questions), world


def build(seed: int = 7) -> EvalSet:
    return _build(seed)[0]


# --- checks --------------------------------------------------------------------------------------
_LINK_RE = re.compile(r"\[\[(page|evidence):([a-z0-9-]+)(?:#[^|\]]*)?(?:\\?\|[^\]]*)?\]\]")


def _norm(text: str) -> str:
    return " ".join(re.sub(r"[^\w]+", " ", text.casefold()).split())


def _named_in(question: str, items: list[tuple[str, list[str]]]) -> list[str]:
    q = _norm(question)
    found = []
    for doc_id, names in items:
        for name in names:
            n = _norm(name)
            if n and (f" {n} " in f" {q} " if n.isascii() else n in q):
                found.append(doc_id)
                break
    return found


def _named(question: str, docs: dict[str, Document]) -> list[str]:
    pages = [(d.brain_id, [d.title] + d.aliases) for d in docs.values() if d.kind == "page"]
    return _named_in(question, pages)


def _words(text: str) -> set[str]:
    return {w for w in _norm(text).split() if len(w) >= 4}


def _check(seed: int = 7) -> None:
    es = build(seed)
    docs = {d.brain_id: d for d in es.documents}
    assert len(docs) == len(es.documents), "ids are not unique"
    for d in es.documents:
        problems = validate_document(d, file_stem=d.brain_id)
        assert not problems, (d.brain_id, problems)
        assert parse_document(serialize_document(d), folder=d.folder).body == d.body
    typed: dict[str, set[str]] = defaultdict(set)
    body: dict[str, set[str]] = defaultdict(set)
    for d in es.documents:
        for kind, target in _LINK_RE.findall(d.body):
            assert target in docs, (d.brain_id, target)
            assert (docs[target].kind == "evidence") == (kind == "evidence"), (d.brain_id, target)
            if kind == "page":
                body[d.brain_id].add(target)
        for rel in d.relations:
            assert rel.target in docs and docs[rel.target].kind == "page", (d.brain_id, rel)
            typed[d.brain_id].add(rel.target)
    nb: dict[str, set[str]] = defaultdict(set)
    tnb: dict[str, set[str]] = defaultdict(set)
    pairs: Counter[str] = Counter()
    for src in docs:
        for tgt in typed[src] | body[src]:
            nb[src].add(tgt)
            nb[tgt].add(src)
            if tgt in typed[src]:
                tnb[src].add(tgt)
                tnb[tgt].add(src)
            pairs[
                "typed+body"
                if tgt in typed[src] and tgt in body[src]
                else "typed only"
                if tgt in typed[src]
                else "plain only"
            ] += 1
    share = pairs["plain only"] / sum(pairs.values())
    assert 0.4 <= share <= 0.6, share
    again = build(seed)
    assert [serialize_document(d) for d in again.documents] == [
        serialize_document(d) for d in es.documents
    ]
    assert [(q.text, q.kind, sorted(q.relevant)) for q in again.questions] == [
        (q.text, q.kind, sorted(q.relevant)) for q in es.questions
    ]
    texts = [q.text for q in es.questions]
    assert len(set(texts)) == len(texts), "duplicate questions"
    plain_hops = 0
    for q in es.questions:
        assert q.relevant and all(r in docs for r in q.relevant), q
        named = _named(q.text, docs)
        if q.kind in ("lexical", "script"):
            ok = any(r in named for r in q.relevant) or any(
                _words(docs[r].title) <= _words(q.text) for r in q.relevant
            )
            assert ok, q
            if q.kind == "script":
                assert any(ord(c) > 127 and c.isalpha() for c in q.text), q
        elif q.kind == "hop":
            assert named, q
            for r in q.relevant:
                assert r not in named and any(r in nb[n] for n in named), q
            plain_hops += all(not any(r in tnb[n] for n in named) for r in q.relevant)
        elif q.kind == "hop2":
            assert named, q
            for r in q.relevant:
                assert r not in named and not (nb[r] & set(named)), q
                assert any(nb[n] & nb[r] for n in named), q
            plain_hops += all(not any(tnb[n] & tnb[r] for n in named) for r in q.relevant)
        elif q.kind == "paraphrase":
            for r in q.relevant:
                banned = _words(docs[r].title).union(*(_words(a) for a in docs[r].aliases))
                assert not (banned & _words(q.text)), (q, banned & _words(q.text))
        else:
            raise AssertionError(q.kind)
    by_kind = Counter(q.kind for q in es.questions)
    hops = by_kind["hop"] + by_kind["hop2"]
    assert 3 * plain_hops >= hops, (plain_hops, hops)
    assert 150 <= len(es.questions) <= 180, len(es.questions)
    assert 250 <= len(es.documents) <= 300, len(es.documents)
    print("documents:", len(es.documents), dict(Counter(d.kind for d in es.documents)))
    print("pages by type:", dict(Counter(d.type for d in es.documents if d.kind == "page")))
    print("pages by folder:", dict(Counter(d.folder for d in es.documents if d.kind == "page")))
    print("questions:", len(es.questions), dict(by_kind))
    print("links between pages:", dict(pairs), f"plain-only share {share:.2f}")
    print(f"hop/hop2 answered only through plain links: {plain_hops} of {hops}")
    print("check passed")


if __name__ == "__main__":
    _check()
