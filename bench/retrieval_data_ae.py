"""Labelled retrieval set AE: a craft brewery and its drinks distribution trade.

Data card
- Domain: Bramblecote Brewing Co., a small brewery, with its brewers, recipes, batches and sites;
  the maltsters, hop merchants, yeast lab, packaging and keg suppliers it buys from; the
  distributors, importers, pubs and shops that sell its beer; quality incidents, tasting panels,
  sales and supplier meetings, projects, concepts and analyses.
- Documents (seed 7): 289 = 173 pages (person, company, project, meeting, concept, note,
  analysis; the domain's own kinds of page - recipe, batch, incident, tasting, site - live in
  their own folders and carry a `category` key) and 116 evidence documents under evidence/
  (contracts, transcripts, brew logs, incident reports, spec sheets, tickets, articles) that
  every active page cites. People's names come from many scripts and languages (Latin with
  diacritics, Cyrillic, Greek, Arabic, Hebrew, Devanagari, Chinese, Japanese, Korean); such a
  page's title is in its own script, its id a transliteration, its Latin spelling an alias.
- Links: about half of the page-to-page links are written only as a plain [[page:...]] link
  inside a prose sentence that says what the link is (many sentence templates per kind of
  link); the rest are typed frontmatter relations, some also with a body sentence (seed 7: 195
  typed, 213 plain only).
- Questions (seed 7): 178 = 30 lexical (names a title, a phrase of it or an alias, in ASCII),
  22 script (a name in a non-Latin script or with diacritics), 63 hop (one link from a page the
  question names), 31 hop2 (two links, through a project, meeting, company, batch or recipe)
  and 32 paraphrase (hand-written, sharing no title word). Hop questions are drawn from many
  phrasings per family, most avoiding the words of the relation types; 56 of the 94 hop and
  hop2 questions go through plain links.
- Made by: `build(seed)`, deterministic for a seed (random.Random only). `_check()` validates
  every document, the links, the relevant ids and the anchoring of hop questions, and prints
  the counts.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from bench.retrieval_data import EvalSet, Question
from brain.toolkit.document import Document, parse_document

US = "bramblecote-brewing"

# --- companies: id, title, aliases, category, folder, head (run by), blurb ----------------------
COMPANIES = [
    (
        US,
        "Bramblecote Brewing Co.",
        ["Bramblecote"],
        "brewery",
        "companies",
        "tomasz-wroblewski",
        "Independent brewery in the Kentish Weald, brewing about 6,000 hectolitres a year of cask, "
        "keg and canned beer and selling through pubs, shops and distributors at home and abroad.",
    ),
    (
        "kettle-and-crane",
        "Kettle & Crane Brewhouse",
        ["K&C", "Kettle and Crane"],
        "brewery",
        "companies/breweries",
        "declan-furlong",
        "Neighbouring brewpub in Faversham that brews collaboration beers with us and takes our "
        "overflow brews when the Ashford tanks are full.",
    ),
    (
        "thornbury-maltings",
        "Thornbury Floor Maltings",
        ["Thornbury"],
        "maltster",
        "companies/suppliers/malt",
        "giles-penhaligon",
        "Family floor maltings in Wiltshire known for Maris Otter and crystal malts turned by "
        "hand.",
    ),
    (
        "sladovna-horice",
        "Sladovna Hořice s.r.o.",
        ["Sladovna Horice", "Hořice malthouse"],
        "maltster",
        "companies/suppliers/malt",
        None,
        "Czech malthouse making Bohemian pilsner malt from Haná barley.",
    ),
    (
        "malzerei-grosskopf",
        "Mälzerei Großkopf GmbH",
        ["Großkopf", "Grosskopf Malz"],
        "maltster",
        "companies/suppliers/malt",
        "jurgen-weissmuller",
        "Bavarian maltster supplying wheat malt, Munich malt and the smoked specialities.",
    ),
    (
        "hopfenkontor-wolnzach",
        "Hopfenkontor Wolnzach",
        ["Hopfenkontor"],
        "hop_merchant",
        "companies/suppliers/hops",
        None,
        "Hallertau hop trading house selling German aroma varieties on forward contracts.",
    ),
    (
        "yakima-ridge-hops",
        "Yakima Ridge Hop Farms",
        ["Yakima Ridge"],
        "hop_grower",
        "companies/suppliers/hops",
        "dale-hendricks",
        "Washington State grower of Citra, Mosaic and Simcoe shipped as cold-stored pellets.",
    ),
    (
        "motueka-valley-hops",
        "Motueka Valley Hops Cooperative",
        ["Motueka co-op"],
        "hop_grower",
        "companies/suppliers/hops",
        "hemi-parata",
        "Growers' cooperative in Tasman, New Zealand, selling Nelson Sauvin and Motueka.",
    ),
    (
        "zatec-chmel",
        "Žatec Chmel a.s.",
        ["Zatec Chmel", "Saaz hop company"],
        "hop_merchant",
        "companies/suppliers/hops",
        None,
        "Bohemian hop company selling Saaz from the Žatec region.",
    ),
    (
        "kentish-bine-growers",
        "Kentish Bine Growers",
        ["Kentish Bine"],
        "hop_grower",
        "companies/suppliers/hops",
        "sally-featherstone",
        "Small group of Kent farms growing Fuggles, Goldings and Bramling Cross, the last of the "
        "county's hop gardens.",
    ),
    (
        "vessel-yeast-labs",
        "Vessel Yeast Labs",
        ["Vessel Yeast"],
        "yeast_lab",
        "companies/suppliers/yeast",
        "chidi-eze",
        "Yeast bank and propagation lab in Bristol that keeps our house strains and pitches fresh "
        "slurry on request.",
    ),
    (
        "northcan-packaging",
        "Northcan Packaging",
        ["Northcan"],
        "packaging",
        "companies/suppliers/packaging",
        None,
        "Maker of aluminium cans and ends, and the supplier of the seamer on our line.",
    ),
    (
        "glasswright-bottles",
        "Glasswright Bottles",
        ["Glasswright"],
        "packaging",
        "companies/suppliers/packaging",
        None,
        "Glassworks in Yorkshire that blows our amber 330 ml and 500 ml bottles.",
    ),
    (
        "kegloop",
        "KegLoop",
        ["KegLoop Rental"],
        "keg_rental",
        "companies/suppliers/packaging",
        None,
        "Rents out stainless steel kegs by the month, cleans and tracks them.",
    ),
    (
        "ergastirio-zythou-thessalonikis",
        "Εργαστήριο Ζύθου Θεσσαλονίκης",
        ["Thessaloniki Beer Laboratory", "Ergastirio Zythou"],
        "laboratory",
        "companies/suppliers/lab",
        "nikos-papadopoulos",
        "Independent beer laboratory that runs the ring trials and the method audits for our QC.",
    ),
    (
        "redline-haulage",
        "Redline Haulage",
        ["Redline"],
        "haulier",
        "companies/suppliers/logistics",
        None,
        "Pallet haulier that moves our beer from the warehouse to distributors and to the ports.",
    ),
    (
        "cask-direct",
        "Cask Direct Ltd",
        ["Cask Direct"],
        "distributor",
        "companies/distributors",
        "olumide-bakare",
        "Wholesaler of cask and keg beer to free houses across London and Kent.",
    ),
    (
        "northbound-drinks",
        "Northbound Drinks Distribution",
        ["Northbound"],
        "distributor",
        "companies/distributors",
        None,
        "Distributor covering the Midlands, the North and, through a partner, Scandinavia.",
    ),
    (
        "importadora-iberica",
        "Importadora Cervecera Ibérica",
        ["Importadora Iberica"],
        "importer",
        "companies/distributors",
        "maria-jose-ibanez",
        "Madrid importer of British and Belgian craft beer.",
    ),
    (
        "sakura-inryo-shoji",
        "桜飲料商事株式会社",
        ["Sakura Beverage Trading", "Sakura Inryo Shoji"],
        "importer",
        "companies/distributors",
        "tanaka-daisuke",
        "Osaka importer that places craft beer in Japanese bars and department stores.",
    ),
    (
        "al-waha-distribution",
        "شركة الواحة للتوزيع",
        ["Al-Waha Distribution", "Al Waha"],
        "importer",
        "companies/distributors",
        None,
        "Gulf distributor of non-alcoholic drinks, interested only in our alcohol-free range.",
    ),
    (
        "crooked-billet",
        "The Crooked Billet",
        ["Crooked Billet"],
        "pub",
        "companies/customers/pubs",
        "bernadette-quigley",
        "Sixteenth-century free house near Canterbury with six hand pumps.",
    ),
    (
        "ferrymans-arms",
        "The Ferryman's Arms",
        ["Ferrymans Arms"],
        "pub",
        "companies/customers/pubs",
        "eitan-shapiro",
        "Riverside pub in Rochester with a big garden.",
    ),
    (
        "hop-and-anchor",
        "Hop & Anchor Taphouse",
        ["Hop and Anchor"],
        "pub",
        "companies/customers/pubs",
        "dafydd-ap-rhys",
        "Twenty-line craft beer bar in Cardiff Bay.",
    ),
    (
        "quiet-woman",
        "The Quiet Woman",
        ["Quiet Woman"],
        "pub",
        "companies/customers/pubs",
        "sunita-rao",
        "Village pub in Derbyshire that sells more of our porter than anyone.",
    ),
    (
        "pivnice-u-cerneho-kone",
        "Pivnice U Černého koně",
        ["Pivnice U Cerneho kone", "The Black Horse beer hall"],
        "pub",
        "companies/customers/pubs",
        "vojtech-maly",
        "Beer hall in Prague's New Town that takes a guest British beer each month.",
    ),
    (
        "cafe-olstugan",
        "Café Ölstugan",
        ["Cafe Olstugan"],
        "pub",
        "companies/customers/pubs",
        "asa-lindqvist",
        "Beer café in Gothenburg's Haga district.",
    ),
    (
        "bottle-theory",
        "Bottle Theory",
        [],
        "bottle_shop",
        "companies/customers/retail",
        "roisin-gallagher",
        "Bottle shop and tasting room in Brighton.",
    ),
    (
        "greengage-fine-foods",
        "Greengage Fine Foods",
        ["Greengage"],
        "retailer",
        "companies/customers/retail",
        None,
        "Delicatessen chain with eight shops in the South East.",
    ),
    (
        "fairmart",
        "Fairmart Supermarkets",
        ["Fairmart"],
        "retailer",
        "companies/customers/retail",
        None,
        "National supermarket chain with 400 stores.",
    ),
    (
        "cellar-and-crate",
        "Cellar & Crate",
        ["Cellar and Crate"],
        "bottle_shop",
        "companies/customers/retail",
        "chen-meiling",
        "Online bottle shop that ships mixed cases across the UK.",
    ),
    (
        "hangang-craft-market",
        "한강 크래프트 마켓",
        ["Hangang Craft Market"],
        "retailer",
        "companies/customers/retail",
        "lee-jun-young",
        "Craft beer shop and bar in Seoul's Mapo district.",
    ),
]

# --- people: id, title, aliases, lang, role, company -------------------------------------------
PEOPLE = [
    (
        "tomasz-wroblewski",
        "Tomasz Wróblewski",
        ["Tomasz Wroblewski"],
        "pl",
        "founder and managing director",
        US,
    ),
    ("aoife-ni-bhriain", "Aoife Ní Bhriain", ["Aoife Ni Bhriain"], "ga", "head brewer", US),
    (
        "elena-vorobyova",
        "Елена Воробьёва",
        ["Elena Vorobyova", "Lena Vorobyova"],
        "ru",
        "quality assurance manager",
        US,
    ),
    ("soren-kjaergaard", "Søren Kjærgaard", ["Soren Kjaergaard"], "da", "senior brewer", US),
    ("kwame-asante", "Kwame Asante", [], "en", "shift brewer", US),
    ("ngozi-okafor", "Ngozi Okafor", [], "en", "trainee brewer", US),
    ("li-jing", "李静", ["Li Jing", "Jing Li"], "zh", "laboratory technician", US),
    (
        "jose-manuel-pena",
        "José Manuel Peña",
        ["Jose Manuel Pena", "Chema Peña"],
        "es",
        "packaging lead",
        US,
    ),
    ("arjun-mehta", "अर्जुन मेहता", ["Arjun Mehta"], "hi", "maintenance engineer", US),
    ("priya-raghunathan", "प्रिया रघुनाथन", ["Priya Raghunathan"], "hi", "head of sales", US),
    ("callum-mcbride", "Callum McBride", ["Cal McBride"], "en", "area sales manager, north", US),
    ("zoe-whitcombe", "Zoë Whitcombe", ["Zoe Whitcombe"], "en", "area sales manager, south", US),
    ("sato-ken", "佐藤 健", ["Ken Sato", "Sato Ken"], "ja", "export manager", US),
    ("noa-ben-david", "נועה בן-דוד", ["Noa Ben-David"], "he", "marketing manager", US),
    (
        "fatima-zahra-el-idrissi",
        "فاطمة الزهراء الإدريسي",
        ["Fatima Zahra El Idrissi", "Fatima El Idrissi"],
        "ar",
        "logistics coordinator",
        US,
    ),
    ("gregoire-lefevre", "Grégoire Lefèvre", ["Gregoire Lefevre"], "fr", "finance director", US),
    ("rhiannon-pryce", "Rhiannon Pryce", [], "en", "taproom manager", US),
    ("declan-furlong", "Declan Furlong", [], "en", "head brewer and co-owner", "kettle-and-crane"),
    ("imogen-castellanos", "Imogen Castellanos", [], "en", "brewer", "kettle-and-crane"),
    ("giles-penhaligon", "Giles Penhaligon", [], "en", "owner and maltster", "thornbury-maltings"),
    ("harriet-ashdown", "Harriet Ashdown", [], "en", "sales manager", "thornbury-maltings"),
    (
        "jiri-dvoracek",
        "Jiří Dvořáček",
        ["Jiri Dvoracek"],
        "cs",
        "export sales manager",
        "sladovna-horice",
    ),
    (
        "lenka-simkova",
        "Lenka Šimková",
        ["Lenka Simkova"],
        "cs",
        "quality manager",
        "sladovna-horice",
    ),
    (
        "jurgen-weissmuller",
        "Jürgen Weißmüller",
        ["Juergen Weissmueller"],
        "de",
        "managing director",
        "malzerei-grosskopf",
    ),
    (
        "franziska-brauer",
        "Franziska Bräuer",
        ["Franziska Braeuer"],
        "de",
        "hop trader",
        "hopfenkontor-wolnzach",
    ),
    ("dale-hendricks", "Dale Hendricks", [], "en", "grower", "yakima-ridge-hops"),
    (
        "hemi-parata",
        "Hēmi Parata",
        ["Hemi Parata"],
        "mi",
        "cooperative manager",
        "motueka-valley-hops",
    ),
    (
        "ondrej-kucera",
        "Ondřej Kučera",
        ["Ondrej Kucera"],
        "cs",
        "sales representative",
        "zatec-chmel",
    ),
    ("sally-featherstone", "Sally Featherstone", [], "en", "hop farmer", "kentish-bine-growers"),
    ("chidi-eze", "Chidi Eze", ["Dr Chidi Eze"], "en", "laboratory director", "vessel-yeast-labs"),
    ("wiktoria-nowak", "Wiktoria Nowak", [], "pl", "account scientist", "vessel-yeast-labs"),
    (
        "marko-petrovic",
        "Марко Петровић",
        ["Marko Petrović", "Marko Petrovic"],
        "sr",
        "technical sales engineer",
        "northcan-packaging",
    ),
    ("hamish-dunlop", "Hamish Dunlop", [], "en", "key account manager", "glasswright-bottles"),
    ("beatriz-sousa", "Beatriz Sousa", [], "pt", "fleet account manager", "kegloop"),
    (
        "nikos-papadopoulos",
        "Νίκος Παπαδόπουλος",
        ["Nikos Papadopoulos"],
        "el",
        "laboratory director",
        "ergastirio-zythou-thessalonikis",
    ),
    (
        "eleni-karagianni",
        "Ελένη Καραγιάννη",
        ["Eleni Karagianni"],
        "el",
        "analytical chemist",
        "ergastirio-zythou-thessalonikis",
    ),
    ("terry-blackwood", "Terry Blackwood", [], "en", "operations manager", "redline-haulage"),
    ("olumide-bakare", "Olumide Bakare", [], "en", "managing director", "cask-direct"),
    ("gareth-pugh", "Gareth Pugh", [], "en", "account manager", "cask-direct"),
    (
        "katarzyna-zielinska",
        "Katarzyna Zielińska",
        ["Katarzyna Zielinska", "Kasia Zielińska"],
        "pl",
        "head buyer",
        "northbound-drinks",
    ),
    (
        "oleh-kravchenko",
        "Олег Кравченко",
        ["Oleh Kravchenko", "Oleg Kravchenko"],
        "uk",
        "warehouse manager",
        "northbound-drinks",
    ),
    (
        "maria-jose-ibanez",
        "María José Ibáñez",
        ["Maria Jose Ibanez"],
        "es",
        "directora general",
        "importadora-iberica",
    ),
    (
        "tanaka-daisuke",
        "田中 大輔",
        ["Daisuke Tanaka", "Tanaka Daisuke"],
        "ja",
        "president",
        "sakura-inryo-shoji",
    ),
    (
        "yamada-misaki",
        "山田 美咲",
        ["Misaki Yamada", "Yamada Misaki"],
        "ja",
        "beer buyer",
        "sakura-inryo-shoji",
    ),
    (
        "yousef-al-haddad",
        "يوسف الحداد",
        ["Yousef Al-Haddad", "Yousef Al Haddad"],
        "ar",
        "procurement manager",
        "al-waha-distribution",
    ),
    ("bernadette-quigley", "Bernadette Quigley", [], "en", "landlady", "crooked-billet"),
    ("eitan-shapiro", "איתן שפירא", ["Eitan Shapiro"], "he", "landlord", "ferrymans-arms"),
    ("dafydd-ap-rhys", "Dafydd ap Rhys", [], "cy", "owner", "hop-and-anchor"),
    ("sunita-rao", "सुनीता राव", ["Sunita Rao"], "hi", "landlady", "quiet-woman"),
    (
        "vojtech-maly",
        "Vojtěch Malý",
        ["Vojtech Maly"],
        "cs",
        "hostinský (landlord)",
        "pivnice-u-cerneho-kone",
    ),
    ("asa-lindqvist", "Åsa Lindqvist", ["Asa Lindqvist"], "sv", "owner", "cafe-olstugan"),
    ("roisin-gallagher", "Róisín Gallagher", ["Roisin Gallagher"], "ga", "owner", "bottle-theory"),
    ("penelope-marsh", "Penelope Marsh", [], "en", "drinks buyer", "greengage-fine-foods"),
    ("stuart-lennox", "Stuart Lennox", [], "en", "head of beer, wine and spirits", "fairmart"),
    (
        "anastasia-belova",
        "Анастасия Белова",
        ["Anastasia Belova"],
        "ru",
        "category buyer",
        "fairmart",
    ),
    (
        "chen-meiling",
        "陈美玲",
        ["Chen Meiling", "Meiling Chen"],
        "zh",
        "founder",
        "cellar-and-crate",
    ),
    ("lee-jun-young", "이준영", ["Lee Jun-young"], "ko", "chief executive", "hangang-craft-market"),
    (
        "kim-seo-yeon",
        "김서연",
        ["Kim Seo-yeon", "Seo-yeon Kim"],
        "ko",
        "beer buyer",
        "hangang-craft-market",
    ),
]

MANAGERS = {
    "aoife-ni-bhriain": "tomasz-wroblewski",
    "elena-vorobyova": "aoife-ni-bhriain",
    "soren-kjaergaard": "aoife-ni-bhriain",
    "kwame-asante": "soren-kjaergaard",
    "ngozi-okafor": "soren-kjaergaard",
    "li-jing": "elena-vorobyova",
    "jose-manuel-pena": "aoife-ni-bhriain",
    "arjun-mehta": "jose-manuel-pena",
    "priya-raghunathan": "tomasz-wroblewski",
    "callum-mcbride": "priya-raghunathan",
    "zoe-whitcombe": "priya-raghunathan",
    "sato-ken": "priya-raghunathan",
    "noa-ben-david": "tomasz-wroblewski",
    "fatima-zahra-el-idrissi": "gregoire-lefevre",
    "gregoire-lefevre": "tomasz-wroblewski",
    "rhiannon-pryce": "noa-ben-david",
    "imogen-castellanos": "declan-furlong",
    "harriet-ashdown": "giles-penhaligon",
    "lenka-simkova": "jiri-dvoracek",
    "wiktoria-nowak": "chidi-eze",
    "eleni-karagianni": "nikos-papadopoulos",
    "gareth-pugh": "olumide-bakare",
    "oleh-kravchenko": "katarzyna-zielinska",
    "yamada-misaki": "tanaka-daisuke",
    "anastasia-belova": "stuart-lennox",
    "kim-seo-yeon": "lee-jun-young",
}

# --- projects: id, title, aliases, lead, partners, blurb, paraphrase ---------------------------
PROJECTS = [
    (
        "canning-line-installation",
        "Canning line installation",
        ["canning line"],
        "jose-manuel-pena",
        ["northcan-packaging"],
        "Buying and commissioning a 40-cans-a-minute line with a twin-head seamer so that we stop "
        "paying a mobile canner.",
        "when will we have our own machine to fill and seal tins in-house?",
    ),
    (
        "cask-ale-relaunch",
        "Cask ale relaunch",
        ["cask relaunch"],
        "callum-mcbride",
        ["cask-direct", "crooked-billet"],
        "Winning back hand-pump lines in free houses with a smaller range, better cellar training "
        "and a guaranteed shelf life.",
        "the push to get hand-pulled, cellar-conditioned beer back onto bar tops",
    ),
    (
        "japan-export-programme",
        "Japan export programme",
        ["Japan exports"],
        "sato-ken",
        ["sakura-inryo-shoji"],
        "Shipping refrigerated containers of canned beer to Osaka, with Japanese labels and the "
        "importer's heat-treatment rules.",
        "selling our beer in Tokyo and Osaka",
    ),
    (
        "low-alcohol-range",
        "Low-alcohol range development",
        ["alcohol-free range"],
        "aoife-ni-bhriain",
        ["vessel-yeast-labs", "al-waha-distribution"],
        "Developing beers at 0.5% and below with a maltose-negative yeast instead of stripping "
        "alcohol out afterwards.",
        None,
    ),
    (
        "barrel-ageing-programme",
        "Barrel-ageing programme",
        ["barrel programme"],
        "soren-kjaergaard",
        [],
        "Filling ex-bourbon and ex-Pedro Ximénez casks with imperial stout and releasing a vintage "
        "every winter.",
        "maturing imperial stout in old whiskey wood for months",
    ),
    (
        "green-hop-harvest-collab",
        "Green-hop harvest collaboration",
        ["green hop collab"],
        "kwame-asante",
        ["kentish-bine-growers", "kettle-and-crane"],
        "Once a year the hops go from bine to kettle within four hours for a shared harvest beer.",
        None,
    ),
    (
        "regenerative-barley-sourcing",
        "Regenerative barley sourcing",
        ["regen barley"],
        "gregoire-lefevre",
        ["thornbury-maltings"],
        "Paying a premium for barley from farms that use cover crops and no-till drilling, malted "
        "as a separate lot.",
        "buying grain from farms that rebuild their soil health",
    ),
    (
        "qc-lab-accreditation",
        "QC lab accreditation (ISO 17025)",
        ["ISO 17025"],
        "elena-vorobyova",
        ["ergastirio-zythou-thessalonikis"],
        "Getting the in-house quality laboratory accredited so that supermarket and export "
        "customers accept our own certificates of analysis.",
        "getting our testing room formally certified by an outside body",
    ),
    (
        "taproom-refit",
        "Taproom refit",
        [],
        "rhiannon-pryce",
        [],
        "New bar, twelve more taps, a kitchen hatch and step-free access before the summer.",
        "renovating the bar where visitors drink on site at the brewery",
    ),
    (
        "keg-fleet-tracking",
        "Keg fleet tracking",
        ["keg tracking"],
        "fatima-zahra-el-idrissi",
        ["kegloop"],
        "RFID tags on every keg and a scan at each hand-over, because we lose about 600 kegs a "
        "year.",
        "knowing where all our steel containers are, since too many go missing",
    ),
    (
        "bohemian-lager-collab",
        "Bohemian lager collaboration",
        ["Czech lager collab"],
        "imogen-castellanos",
        ["sladovna-horice", "pivnice-u-cerneho-kone", "kettle-and-crane"],
        "A triple-decocted pale lager brewed with Czech malt and Saaz, poured at a Prague beer "
        "hall and at home.",
        None,
    ),
    (
        "fairmart-national-listing",
        "Fairmart national listing",
        ["Fairmart listing"],
        "priya-raghunathan",
        ["fairmart"],
        "Getting two of our beers into every Fairmart store, with the volumes, promotions and "
        "audits that a national chain asks for.",
        None,
    ),
    (
        "seoul-market-pilot",
        "Seoul market pilot",
        ["Korea pilot"],
        "noa-ben-david",
        ["hangang-craft-market"],
        "Six months of test sales, tastings and social media in one Seoul shop before any "
        "importer is signed.",
        "trial sales in the South Korean capital",
    ),
    (
        "spanish-market-launch",
        "Spanish market launch",
        ["Spain launch"],
        "zoe-whitcombe",
        ["importadora-iberica"],
        "Launching four beers in Madrid and Barcelona bars through an importer.",
        None,
    ),
]

# --- recipes: id, title, aliases, style, abv, blurb, paraphrase --------------------------------
RECIPES = [
    (
        "bramble-pale-ale",
        "Bramble Pale Ale",
        ["BPA"],
        "English pale ale",
        "4.2",
        "The flagship: a copper-gold pale with a berry-like hop note, brewed every week and sold "
        "in cask, keg and can.",
        "our best-selling everyday hoppy session beer, the one we are known for",
    ),
    (
        "ferry-lights-session-ipa",
        "Ferry Lights Session IPA",
        ["Ferry Lights"],
        "session IPA",
        "3.8",
        "Light, dry and very hoppy; the first beer put through the new cans.",
        None,
    ),
    (
        "old-crane-porter",
        "Old Crane Porter",
        [],
        "porter",
        "5.0",
        "Dark, roasty and chocolatey, with brown and chocolate malts and a touch of smoke.",
        "the dark beer with coffee and chocolate notes named after a dockside lifting machine",
    ),
    (
        "svetly-lezak-12",
        "Světlý ležák 12°",
        ["Svetly lezak 12", "the 12° lager"],
        "Czech pale lager",
        "5.0",
        "Decoction-mashed Bohemian pale lager, lagered for six weeks.",
        None,
    ),
    (
        "midnight-oat-stout",
        "Midnight Oat Stout",
        [],
        "oatmeal stout",
        "5.6",
        "Silky black stout with a fifth of the grist in rolled oats.",
        "the black, silky beer with porridge grain in the mash",
    ),
    (
        "harvest-moon-green-hop",
        "Harvest Moon Green-Hop Ale",
        ["Harvest Moon"],
        "green-hop ale",
        "4.8",
        "Brewed once a year with undried hops picked the same morning.",
        None,
    ),
    (
        "hanami-rice-lager",
        "Hanami Rice Lager",
        ["Hanami"],
        "rice lager",
        "4.5",
        "Crisp lager with 30% rice, made for the Japanese market.",
        "the light beer for the Japanese market brewed with a cereal from paddy fields",
    ),
    (
        "zero-hour-ipa",
        "Zero Hour 0.5% IPA",
        ["Zero Hour"],
        "alcohol-free IPA",
        "0.5",
        "Alcohol-free IPA fermented with a maltose-negative yeast and dry-hopped twice.",
        "our hoppy beer for drivers with almost no booze in it",
    ),
    (
        "cellar-reserve-imperial-stout",
        "Cellar Reserve Imperial Stout",
        ["Cellar Reserve"],
        "imperial stout",
        "11.2",
        "Big imperial stout aged in bourbon barrels for a year.",
        None,
    ),
    (
        "weald-best-bitter",
        "Weald Best Bitter",
        ["Weald Bitter"],
        "best bitter",
        "4.0",
        "Traditional cask bitter with Fuggles and Goldings.",
        None,
    ),
    (
        "saltmarsh-yuzu-gose",
        "Saltmarsh Yuzu Gose",
        ["Yuzu Gose"],
        "gose",
        "4.2",
        "Kettle-soured wheat beer with sea salt and yuzu juice.",
        "salty, sour wheat beer flavoured with a Japanese citrus",
    ),
    (
        "haze-runner-neipa",
        "Haze Runner NEIPA",
        ["Haze Runner"],
        "New England IPA",
        "6.5",
        "Hazy, juicy IPA with a very heavy late and dry hop charge.",
        None,
    ),
    (
        "tollgate-amber",
        "Tollgate Amber",
        [],
        "amber ale",
        "5.2",
        "Malty amber ale with Munich malt and a little crystal.",
        None,
    ),
    (
        "blossom-wit",
        "Blossom Wit",
        [],
        "witbier",
        "4.6",
        "Belgian-style wheat beer with coriander and orange peel.",
        None,
    ),
]

# --- incidents: id, title, code, recipe, reporter, customer, supplier, concept, blurb, paraphrase
INCIDENTS = [
    (
        "ir-overcarbonated-bottles-dock-road",
        "Over-carbonated bottles at Dock Road",
        "IR-01",
        "haze-runner-neipa",
        "fatima-zahra-el-idrissi",
        None,
        None,
        "hop-creep",
        "Pallets of 330 ml bottles began gushing and two bottles burst in the warehouse; pressure "
        "read 3.9 volumes against a 2.6 target.",
        "the time crates of beer started exploding in storage because fermentation restarted",
    ),
    (
        "ir-lactic-infection-cask-returns",
        "Lactic infection in returned casks",
        "IR-02",
        "weald-best-bitter",
        "callum-mcbride",
        "crooked-billet",
        None,
        "cask-conditioning",
        "Nine firkins came back sour; Lactobacillus was found in the racking hoses.",
        "a pub sent back firkins of bitter that had turned sour and vinegary",
    ),
    (
        "ir-can-seam-failures",
        "Can seam failures on the new line",
        "IR-03",
        "ferry-lights-session-ipa",
        "jose-manuel-pena",
        None,
        "northcan-packaging",
        "dissolved-oxygen",
        "Double-seam checks failed on one shift in four; a batch of can ends was out of "
        "specification.",
        "tins leaking where the lid is crimped on, after we started packaging in-house",
    ),
    (
        "ir-diacetyl-taint-lager",
        "Diacetyl taint in the 12° lager",
        "IR-04",
        "svetly-lezak-12",
        "li-jing",
        "pivnice-u-cerneho-kone",
        None,
        "diacetyl-rest",
        "Tasters in Prague found butterscotch in the lager; the warm rest had been cut short to "
        "free a tank.",
        "butterscotch flavour that a Prague beer hall noticed in our Czech-style pale beer",
    ),
    (
        "ir-glass-fragment-bottle",
        "Glass fragment found in a bottle",
        "IR-05",
        "blossom-wit",
        "elena-vorobyova",
        "greengage-fine-foods",
        "glasswright-bottles",
        None,
        "A shopper found a glass sliver in a bottle; the glassworks traced it to a damaged mould.",
        "a deli customer discovered a shard inside one of our beers",
    ),
    (
        "ir-dirty-keg-spears",
        "Dirty spears in rented kegs",
        "IR-06",
        "bramble-pale-ale",
        "kwame-asante",
        "hop-and-anchor",
        "kegloop",
        None,
        "Rented kegs came back from cleaning with residue round the spear and two lines poured "
        "cloudy pints.",
        "hired containers came back with gunk around the extractor valve and a bar poured hazy "
        "pints",
    ),
    (
        "ir-full-strength-in-alcohol-free-cans",
        "Full-strength beer in alcohol-free cans",
        "IR-07",
        "zero-hour-ipa",
        "priya-raghunathan",
        "fairmart",
        None,
        None,
        "A packaging changeover put 6.5% IPA into Zero Hour cans; the supermarket recalled 1,100 "
        "cans.",
        "the supermarket recall after strong IPA was packed in the 0.5% livery",
    ),
    (
        "ir-phenolic-off-flavour-malt",
        "Phenolic off-flavour traced to malt",
        "IR-08",
        "old-crane-porter",
        "elena-vorobyova",
        None,
        "malzerei-grosskopf",
        None,
        "Clove and medicinal notes in the porter were traced to a smoked-malt lot mixed into a "
        "Munich malt delivery.",
        "clove and sticking-plaster taste that came from a grain delivery",
    ),
]

# --- concepts: id, title, aliases, blurb, paraphrase, [(target, sentence with {t})] -------------
CONCEPTS = [
    (
        "dry-hopping",
        "Dry hopping",
        ["dry hop"],
        "Adding hops to beer on the cold side, after the boil, for aroma without bitterness.",
        "cold-side aroma additions to fermenting beer and how much to use",
        [("haze-runner-neipa", "The heaviest use in the range is {t}, at 18 g per litre.")],
    ),
    (
        "hop-creep",
        "Hop creep",
        [],
        "Refermentation caused by enzymes in hops that break down dextrins left in the beer.",
        None,
        [("ir-overcarbonated-bottles-dock-road", "It was blamed for the bursting bottles in {t}.")],
    ),
    (
        "diacetyl-rest",
        "Diacetyl rest",
        ["D-rest"],
        "Raising a lager's temperature near the end of fermentation so the yeast reabsorbs "
        "diacetyl.",
        None,
        [("ir-diacetyl-taint-lager", "Skipping it is what went wrong in {t}.")],
    ),
    (
        "cask-conditioning",
        "Cask conditioning",
        ["cask-conditioned ale"],
        "Secondary fermentation in the cask, which gives real ale its natural carbonation.",
        None,
        [("cask-ale-relaunch", "Cellar training on it is the core of {t}.")],
    ),
    (
        "dissolved-oxygen",
        "Dissolved oxygen",
        ["DO", "TPO"],
        "Oxygen picked up in packaging, which stales hop aroma within weeks.",
        "O2 pick-up when filling that makes beer taste stale like cardboard",
        [("canning-line-installation", "Target levels below 50 ppb are written into {t}.")],
    ),
    (
        "small-brewers-relief",
        "Small Brewers' Relief",
        ["SBR"],
        "The duty discount for brewers producing under 4,500 hectolitres of beer a year.",
        "the tax break on production duty for little producers",
        [],
    ),
    (
        "pasteurisation-units",
        "Pasteurisation units",
        ["PU"],
        "The measure of heat treatment a beer receives, one unit being a minute at 60 °C.",
        "how much heat treatment the Japanese importer wants measured",
        [("japan-export-programme", "The importer's minimum of 15 is a condition of {t}.")],
    ),
    (
        "duty-drawback",
        "Duty drawback on exports",
        ["drawback"],
        "Reclaiming excise paid on beer that is later shipped abroad.",
        "reclaiming excise paid on beer that later gets shipped to another country",
        [("spanish-market-launch", "Claims will be filed for every pallet sent under {t}.")],
    ),
]

# --- sites: id, title, aliases, manager, blurb, paraphrase --------------------------------------
SITES = [
    (
        "ashford-brewhouse",
        "Ashford Brewhouse",
        ["the brewhouse"],
        "aoife-ni-bhriain",
        "The main 30-hectolitre brewhouse with twelve fermenters on the Orbital Park estate.",
        None,
    ),
    (
        "dock-road-warehouse",
        "Dock Road Warehouse",
        ["Dock Road"],
        "fatima-zahra-el-idrissi",
        "Chilled warehouse with 400 pallet spaces and the keg wash.",
        "where finished stock is kept cold before the lorries collect it",
    ),
    (
        "bramblecote-taproom",
        "Bramblecote Taproom",
        ["the taproom"],
        "rhiannon-pryce",
        "Bar at the front of the brewery, open Thursday to Sunday.",
        None,
    ),
    (
        "canal-street-pilot-kit",
        "Canal Street Pilot Kit",
        ["pilot kit"],
        "soren-kjaergaard",
        "A 2-hectolitre pilot brewery in a railway arch, for trials and one-off beers.",
        None,
    ),
]

# --- analyses: id, title, author, covers, blurb, paraphrase -------------------------------------
ANALYSES = [
    (
        "distributor-margin-review-2026",
        "Distributor margin review 2026",
        "gregoire-lefevre",
        ["cask-direct", "northbound-drinks"],
        "Compares what each wholesaler keeps per keg and per case against selling direct.",
        "how much do wholesalers keep per keg - the profitability study",
    ),
    (
        "hop-contract-exposure-2027",
        "Hop contract exposure for 2027",
        "aoife-ni-bhriain",
        ["hopfenkontor-wolnzach", "yakima-ridge-hops"],
        "Forward hop contracts against the brewing plan: we are long on Citra and short on Saaz.",
        None,
    ),
    (
        "duty-cost-model",
        "Duty cost model",
        "gregoire-lefevre",
        ["small-brewers-relief"],
        "Spreadsheet model of beer duty at each strength band, with and without the relief.",
        None,
    ),
]

# --- meetings: id, title, aliases, category, company, project, date -----------------------------
MEETINGS = [
    (
        "mtg-cask-direct-account-review",
        "Account review with Cask Direct",
        ["Cask Direct account review"],
        "sales",
        "cask-direct",
        "cask-ale-relaunch",
        "2026-03-12",
    ),
    (
        "mtg-northbound-quarterly",
        "Northbound Drinks quarterly sales meeting",
        ["Northbound QBR"],
        "sales",
        "northbound-drinks",
        None,
        "2026-04-02",
    ),
    (
        "mtg-sakura-buyer-visit",
        "Sakura Beverage Trading buyer visit",
        ["Sakura visit"],
        "sales",
        "sakura-inryo-shoji",
        "japan-export-programme",
        "2026-05-20",
    ),
    (
        "mtg-fairmart-range-review",
        "Range review at Fairmart head office",
        ["Fairmart range review"],
        "sales",
        "fairmart",
        "fairmart-national-listing",
        "2026-02-17",
    ),
    (
        "mtg-iberica-launch-call",
        "Launch planning call with Importadora Cervecera Ibérica",
        ["Iberica launch call"],
        "sales",
        "importadora-iberica",
        "spanish-market-launch",
        "2026-06-09",
    ),
    (
        "mtg-crooked-billet-cellar-visit",
        "Cellar visit at the Crooked Billet",
        ["Crooked Billet cellar visit"],
        "sales",
        "crooked-billet",
        None,
        "2026-01-28",
    ),
    (
        "mtg-hangang-pilot-checkin",
        "Hangang Craft Market pilot check-in",
        ["Seoul pilot check-in"],
        "sales",
        "hangang-craft-market",
        "seoul-market-pilot",
        "2026-07-15",
    ),
    (
        "mtg-al-waha-intro-call",
        "Introductory call with Al-Waha Distribution",
        ["Al-Waha intro call"],
        "sales",
        "al-waha-distribution",
        "low-alcohol-range",
        "2026-08-04",
    ),
    (
        "mtg-bottle-theory-tap-takeover",
        "Tap takeover planning at Bottle Theory",
        ["Bottle Theory tap takeover"],
        "sales",
        "bottle-theory",
        None,
        "2026-05-06",
    ),
    (
        "mtg-thornbury-malt-contract",
        "Malt contract negotiation with Thornbury",
        ["Thornbury malt talks"],
        "suppliers",
        "thornbury-maltings",
        "regenerative-barley-sourcing",
        "2026-02-03",
    ),
    (
        "mtg-hopfenkontor-2027-contracting",
        "2027 hop contracting session",
        ["hop contracting 2027"],
        "suppliers",
        "hopfenkontor-wolnzach",
        None,
        "2026-09-22",
    ),
    (
        "mtg-northcan-line-review",
        "Can supply and seamer review with Northcan",
        ["Northcan seamer review"],
        "suppliers",
        "northcan-packaging",
        "canning-line-installation",
        "2026-04-21",
    ),
    (
        "mtg-production-planning-june",
        "Production planning meeting (June)",
        ["June production meeting"],
        "internal",
        None,
        "keg-fleet-tracking",
        "2026-06-01",
    ),
    (
        "mtg-quality-review-board-q3",
        "Quality review board, Q3",
        ["Q3 quality board"],
        "internal",
        None,
        "qc-lab-accreditation",
        "2026-09-30",
    ),
    (
        "tasting-spring-seasonals",
        "Tasting panel: spring seasonals",
        ["spring tasting panel"],
        "tastings",
        None,
        None,
        "2026-03-05",
    ),
    (
        "tasting-lager-trial",
        "Blind tasting of the lager trial brews",
        ["lager trial tasting"],
        "tastings",
        None,
        None,
        "2026-04-16",
    ),
    (
        "tasting-trade-guests",
        "Trade tasting with pub and distributor guests",
        ["trade tasting"],
        "tastings",
        None,
        None,
        "2026-07-01",
    ),
    (
        "tasting-imperial-stout-prerelease",
        "Pre-release tasting of the imperial stout",
        ["stout pre-release tasting"],
        "tastings",
        None,
        None,
        "2026-10-08",
    ),
]

TASTED = {
    "tasting-spring-seasonals": ["blossom-wit", "saltmarsh-yuzu-gose", "ferry-lights-session-ipa"],
    "tasting-lager-trial": ["svetly-lezak-12", "hanami-rice-lager"],
    "tasting-trade-guests": ["bramble-pale-ale", "weald-best-bitter", "old-crane-porter"],
    "tasting-imperial-stout-prerelease": ["cellar-reserve-imperial-stout", "midnight-oat-stout"],
}

# --- sentence templates per kind of link ({t}: the link, {ts}: a list of links, {n}: the page) ---
TEMPLATES: dict[str, tuple[list[str], list[str]]] = {
    "works_at": (
        ["works_at", "employed_by"],
        [
            "{n} works at {t}.",
            "Has been on the staff of {t} since {yr}.",
            "{n} joined {t} in {yr} and has stayed ever since.",
            "Employer: {t}.",
            "Draws a salary from {t}.",
            "{n} is part of the team at {t}.",
            "Came to {t} after a decade in hospitality.",
            "Holds a desk at {t} most days of the week.",
            "{n} is one of the people we deal with at {t}.",
            "Based at {t}.",
        ],
    ),
    "reports_to": (
        ["reports_to", "managed_by"],
        [
            "{n} answers to {t}.",
            "Line manager: {t}.",
            "{n}'s boss is {t}.",
            "Takes day-to-day direction from {t}.",
            "Sits in the team run by {t}.",
            "Weekly reports go up to {t} every Friday.",
            "Appraisals are done by {t}.",
            "{n} works under {t}.",
        ],
    ),
    "run_by": (
        ["run_by", "headed_by", "owner"],
        [
            "Day-to-day the business is run by {t}.",
            "The person in charge is {t}.",
            "Founded and still run by {t}.",
            "{t} has the final word on anything that matters here.",
            "At the top sits {t}.",
            "{t} took over the running of it in {yr}.",
            "Owned and managed by {t}.",
        ],
    ),
    "run_by_pub": (
        ["run_by", "licensee", "owner"],
        [
            "The licensee is {t}.",
            "Behind the bar most nights you will find {t}, who runs the place.",
            "{t} took the lease in {yr} and still runs it.",
            "The place belongs to {t}.",
            "Ask for {t}; nothing gets ordered without them.",
        ],
    ),
    "account_owner": (
        ["account_owner", "our_contact"],
        [
            "Our side of the account is looked after by {t}.",
            "Orders and price changes go through {t} at our end.",
            "{t} is the one from Bramblecote who visits them.",
            "Bramblecote's contact for them is {t}.",
            "Any problem on this account goes to {t} first.",
            "Looked after on our side by {t}.",
        ],
    ),
    "buyer": (
        ["buyer", "purchasing_contact"],
        [
            "Purchase orders to them are raised by {t}.",
            "On our side, {t} negotiates the contract.",
            "{t} handles the relationship and the yearly price talks.",
            "Deliveries from them are booked in by {t}.",
            "The Bramblecote person who buys from them is {t}.",
        ],
    ),
    "supplied_by": (
        ["supplied_by", "distributor"],
        [
            "Gets its beer through {t}.",
            "Deliveries arrive via {t} every Tuesday.",
            "Our beer reaches them on the lorries of {t}.",
            "Stock is ordered from the wholesaler {t}.",
            "They buy our range through {t} rather than direct.",
            "Kegs come in on the weekly drop from {t}.",
        ],
    ),
    "led_by": (
        ["led_by", "owner", "lead"],
        [
            "The effort is headed by {t}.",
            "{t} is in charge.",
            "Owner of the workstream: {t}.",
            "Run day to day by {t}, who signs off each milestone.",
            "{t} drives it and reports progress on Mondays.",
            "Whatever the question, ask {t}: it is their baby.",
            "Accountable person: {t}.",
            "Steered by {t} since the kick-off.",
        ],
    ),
    "member": (
        ["member", "team_member", "contributor"],
        [
            "Also on the team: {ts}.",
            "Hands-on work comes from {ts}.",
            "{ts} put hours into it as well.",
            "Helping out: {ts}.",
            "The rest of the crew is {ts}.",
        ],
    ),
    "works_on": (
        ["works_on", "contributes_to"],
        [
            "Spends a good part of each week on {t}.",
            "{n} is helping with {t}.",
            "Pitched in on {t}.",
            "Has been seconded to {t}.",
            "One of the hands on {t}.",
        ],
    ),
    "partner": (
        ["partner", "partner_company"],
        [
            "Done together with {ts}.",
            "External partners: {ts}.",
            "{ts} share the cost and the work.",
            "Delivered jointly with {ts}.",
            "We are not doing this alone; {ts} are in it too.",
        ],
    ),
    "malt_supplier": (
        ["malt_supplier", "malt_from"],
        [
            "Base malt comes from {t}.",
            "The grist is milled from malt made by {t}.",
            "Malted barley is bought in from {t}.",
            "The pale malt is kilned by {t}.",
            "Grain arrives in tote bags from {t}.",
        ],
    ),
    "hop_supplier": (
        ["hop_supplier", "hops_from"],
        [
            "Hops are contracted through {t}.",
            "Aroma hops come in from {t}.",
            "{t} grows the hops that give it its nose.",
            "The bittering and late additions are sourced from {t}.",
            "Pellets are shipped cold from {t}.",
        ],
    ),
    "yeast_from": (
        ["yeast_from"],
        [
            "Pitched with a strain banked at {t}.",
            "The yeast is propagated for us by {t}.",
            "Fermented with a culture from {t}.",
        ],
    ),
    "designed_by": (
        ["designed_by", "created_by", "author"],
        [
            "Written by {t} in {yr}.",
            "The recipe is {t}'s.",
            "{t} formulated it on the pilot kit.",
            "First drafted by {t} and tweaked since.",
            "Credit for the recipe goes to {t}.",
        ],
    ),
    "batch_of": (
        ["batch_of", "recipe"],
        [
            "A brew of {t}.",
            "This run produced {t}.",
            "Brewed to the spec of {t}.",
            "The beer in the tank was {t}.",
            "Liquid: {t}.",
        ],
    ),
    "brewed_by": (
        ["brewed_by", "brewer"],
        [
            "On the kettle: {t}.",
            "Brewer on shift was {t}.",
            "Mashed in by {t} at six in the morning.",
            "{t} brewed it and signed the log.",
            "The brew sheet carries the initials of {t}.",
        ],
    ),
    "brewed_at": (
        ["brewed_at", "site"],
        [
            "Brewed at {t}.",
            "Made on the kit at {t}.",
            "Fermented and conditioned at {t}.",
            "The brew day took place at {t}.",
        ],
    ),
    "affects": (
        ["affects", "affected_batch"],
        [
            "Traced to {t}.",
            "The affected product was {t}.",
            "Only {t} was hit.",
            "Everything points back to {t}.",
            "Stock from {t} was quarantined.",
        ],
    ),
    "reported_by": (
        ["reported_by", "raised_by"],
        [
            "First spotted by {t}.",
            "Flagged by {t} during a routine check.",
            "{t} raised the alarm.",
            "The report was filed by {t}.",
            "{t} noticed it first and logged it.",
        ],
    ),
    "complaint_from": (
        ["complaint_from", "customer"],
        [
            "The complaint came from {t}.",
            "{t} rang to say something was wrong.",
            "A customer, {t}, sent the product back.",
            "Returns arrived from {t}.",
        ],
    ),
    "root_cause": (
        ["root_cause", "caused_by"],
        [
            "Root cause: a bad lot from {t}.",
            "The faulty material was made by {t}.",
            "The fault lay with the supplier, {t}.",
            "A credit note has been claimed from {t}, whose material failed.",
        ],
    ),
    "attendee": (
        ["attendee", "attended_by", "participant"],
        [
            "Around the table: {ts}.",
            "Present were {ts}.",
            "Attendees: {ts}.",
            "{ts} took part.",
            "In the room: {ts}.",
            "{ts} joined, some of them by video.",
            "The people there were {ts}.",
        ],
    ),
    "with_company": (
        ["with_company", "counterparty"],
        [
            "A review of the account with {t}.",
            "Held at the offices of {t}.",
            "The other side of the table was {t}.",
            "Called to go through the year with {t}.",
            "Mostly about volumes and prices with {t}.",
        ],
    ),
    "discussed": (
        ["discussed", "topic"],
        [
            "Most of the hour went on {t}.",
            "Agenda item one: {t}.",
            "Progress on {t} was the main topic.",
            "The group went through the status of {t}.",
            "Talk kept coming back to {t}.",
        ],
    ),
    "tasted": (
        ["tasted", "sampled"],
        [
            "Samples of {ts} were poured blind.",
            "The panel scored {ts}.",
            "On the tasting sheet: {ts}.",
            "Beers judged: {ts}.",
        ],
    ),
    "site_manager": (
        ["site_manager", "managed_by"],
        [
            "Day-to-day the site is run by {t}.",
            "The site manager is {t}.",
            "Keys and alarm codes sit with {t}.",
            "{t} looks after the building and the people in it.",
        ],
    ),
    "concept_link": (["example", "related_to"], []),
    "covers": (
        ["covers", "about"],
        [
            "Looks at {t}.",
            "Covers the figures for {t}.",
            "{t} is one of the subjects examined.",
        ],
    ),
    "written_by": (
        ["author", "written_by"],
        [
            "Put together by {t}.",
            "Prepared by {t} for the board.",
            "{t} built the workbook.",
        ],
    ),
}
GROUP_KINDS = {"member", "partner", "attendee", "tasted"}

FLAVOUR = [
    "Known for an encyclopaedic memory of hop harvests.",
    "Prefers a phone call to an e-mail.",
    "Usually reachable before nine in the morning.",
    "Keeps meticulous notes of every conversation.",
    "A former homebrewer who turned professional.",
    "Speaks three languages and is learning a fourth.",
    "Runs half-marathons at weekends.",
    "Moved into the trade after years in restaurants.",
    "Has a soft spot for dark beers.",
    "Answers messages late at night.",
    "Rarely misses a beer festival.",
    "Trained as a chemist before joining the industry.",
]

SCRIPT_TEMPLATES = {
    "ru": ["кто такая {x}?", "{x} — контакты", "профиль: {x}"],
    "uk": ["хто такий {x}?", "{x}"],
    "sr": ["ко је {x}?", "{x} — контакт"],
    "el": ["στοιχεία για {x}", "{x}"],
    "ar": ["معلومات عن {x}", "{x}"],
    "he": ["מידע על {x}", "{x}"],
    "hi": ["{x} के बारे में", "{x} कौन हैं?"],
    "zh": ["{x}的资料", "{x}是谁？"],
    "ja": ["{x}さんについて", "{x}の連絡先"],
    "ko": ["{x} 정보", "{x} 연락처"],
    "cs": ["kdo je {x}?", "{x} kontakt"],
    "de": ["wer ist {x}?", "{x} Kontakt"],
    "pl": ["kim jest {x}?", "{x}"],
    "es": ["¿quién es {x}?", "{x}"],
    "fr": ["qui est {x} ?", "{x}"],
}
SCRIPT_GENERIC = [
    "{x}",
    "who is {x}?",
    "tell me about {x}",
    "{x} contact card",
    "what do we know about {x}?",
    "profile of {x}",
]


@dataclass
class _Ent:
    id: str
    title: str
    type: str
    folder: str
    category: str
    aliases: list[str]
    intro: str
    lang: str = "en"
    created: str = "2026-01-05T09:00:00Z"
    status: str = "active"
    cites: list[str] = field(default_factory=list)
    extra: list[str] = field(default_factory=list)  # hand-written sentences with links
    timeline: list[tuple[str, str, str]] = field(default_factory=list)


@dataclass
class _Link:
    src: str
    tgt: str
    kind: str
    mode: str = ""
    rtype: str = ""


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _q(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)


def _frontmatter(meta: list[tuple[str, object]]) -> str:
    lines = []
    for key, value in meta:
        if value is None or value == []:
            continue
        if key in ("created", "updated"):
            lines.append(f"{key}: {value}")
        elif isinstance(value, list):
            items = []
            for item in value:
                if isinstance(item, dict):
                    items.append(f"{{type: {item['type']}, target: {item['target']}}}")
                else:
                    items.append(_q(item))
            lines.append(f"{key}: [{', '.join(items)}]")
        elif key in ("id", "kind", "type", "status"):
            lines.append(f"{key}: {value}")
        else:
            lines.append(f"{key}: {_q(str(value))}")
    return "---\n" + "\n".join(lines) + "\n---\n"


def _timeline(doc_id: str, entries: list[tuple[str, str, str]]) -> str:
    out = []
    for ts, ref, text in sorted(entries):
        entry = "ev-" + _sha("\n".join([doc_id, ts, ref, text]))[:12]
        out.append(f"- **{ts}** | {entry} | {ref} | {text}")
    return "\n".join(out)


def _join(items: list[str]) -> str:
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " and " + items[-1]


def _is_ascii(text: str) -> bool:
    return all(ord(c) < 128 for c in text)


def _generate(seed: int) -> tuple[EvalSet, list[tuple[int, list[str], list[str]]]]:
    rng = random.Random(seed)
    ents: dict[str, _Ent] = {}
    links: list[_Link] = []
    evidence: list[Document] = []
    ev_by_key: dict[str, str] = {}

    def add_ev(key: str, ref: str, folder: str, title: str, text: str, ts: str) -> str:
        eid = f"ev-{_slug(ref)[:100].strip('-')}-{_sha(text)[:8]}"
        meta = [
            ("id", eid),
            ("kind", "evidence"),
            ("type", "source"),
            ("title", title),
            ("status", "active"),
            ("sources", [ref]),
            ("created", ts),
            ("updated", ts),
        ]
        body = f"# {title}\n\n{text}"
        doc = parse_document(
            _frontmatter(meta) + body + "\n", folder=folder, path=f"{folder}/{eid}.md"
        )
        evidence.append(doc)
        ev_by_key[key] = eid
        ev_ref[eid] = ref
        ev_title[eid] = title
        return eid

    ev_ref: dict[str, str] = {}
    ev_title: dict[str, str] = {}

    def link(src: str, tgt: str, kind: str) -> None:
        links.append(_Link(src, tgt, kind))

    def date_ts(day: str, hour: int = 10) -> str:
        return f"{day}T{hour:02d}:00:00Z"

    def rand_day(year: int = 2026) -> str:
        return f"{year}-{rng.randint(1, 11):02d}-{rng.randint(1, 28):02d}"

    company = {c[0]: c for c in COMPANIES}
    person = {p[0]: p for p in PEOPLE}
    heads = {c[5]: c[0] for c in COMPANIES if c[5]}
    staff: dict[str, list[str]] = defaultdict(list)
    for p in PEOPLE:
        staff[p[5]].append(p[0])

    # --- evidence for companies and people ------------------------------------------------------
    roster_lines = [f"{p[1]} ({p[2][0] if p[2] else p[1]}): {p[4]}" for p in PEOPLE if p[5] == US]
    roster = add_ev(
        "roster",
        "file:hr/staff-roster-2026.xlsx",
        "evidence/hr",
        "Staff roster, January 2026",
        "Bramblecote Brewing Co. staff list exported from the payroll system.\n\n"
        + "\n".join(f"- {line}" for line in roster_lines),
        "2026-01-04T08:00:00Z",
    )
    contract_words = {
        "maltster": ("Malt supply agreement", "tonnes of malt", "file:contracts/malt"),
        "hop_merchant": ("Hop forward contract", "kilograms of pellets", "file:contracts/hops"),
        "hop_grower": ("Hop forward contract", "kilograms of pellets", "file:contracts/hops"),
        "yeast_lab": ("Yeast banking agreement", "pitches", "file:contracts/yeast"),
        "packaging": ("Packaging supply terms", "pallets", "file:contracts/packaging"),
        "keg_rental": ("Keg rental terms", "kegs", "file:contracts/kegs"),
        "laboratory": ("Laboratory services agreement", "samples", "file:contracts/lab"),
        "haulier": ("Haulage rate card", "pallets", "file:contracts/haulage"),
        "distributor": ("Distribution agreement", "hectolitres", "file:contracts/distribution"),
        "importer": ("Import and distribution agreement", "hectolitres", "file:contracts/export"),
        "pub": ("Trade account application", "kegs and casks", "file:accounts/pubs"),
        "bottle_shop": ("Trade account application", "cases", "file:accounts/retail"),
        "retailer": ("Supplier agreement", "cases", "file:accounts/retail"),
        "brewery": ("Collaboration agreement", "hectolitres", "file:contracts/collab"),
    }
    for cid, title, aliases, cat, _folder, _head, _blurb in COMPANIES:
        if cid == US:
            add_ev(
                cid,
                "web:https://find-and-update.company-information.example/bramblecote",
                "evidence/registry",
                "Companies House extract: Bramblecote Brewing Co.",
                "Registered office: Unit 4, Orbital Park, Ashford, Kent. Incorporated 2014. "
                "Director: Tomasz Wróblewski. Nature of business: manufacture of beer.",
                "2026-01-03T08:00:00Z",
            )
            continue
        name, unit, path = contract_words[cat]
        people_there = [person[p][1] for p in staff[cid]]
        qty = rng.choice([12, 40, 75, 120, 180, 260, 900, 1500])
        year = rng.choice([2025, 2026])
        text = (
            f"{name} between Bramblecote Brewing Co. and {title}, {year}. "
            f"Estimated volume: {qty} {unit} over twelve months, invoiced monthly, "
            f"payment at {rng.choice([30, 45, 60])} days. "
        )
        if people_there:
            text += "Signed for the other party by " + _join(people_there) + ". "
        text += rng.choice(
            [
                "Prices are fixed for the term and reviewed each autumn.",
                "Either side may end the agreement on ninety days' notice.",
                "Quality claims must be raised within fourteen days of delivery.",
                "Deliveries are made to Dock Road unless agreed otherwise.",
            ]
        )
        add_ev(
            cid,
            f"{path}/{cid}-{year}.pdf",
            "evidence/contracts",
            f"{name}: {aliases[0] if aliases and _is_ascii(aliases[0]) else title} ({year})",
            text,
            date_ts(rand_day(year)),
        )

    # --- companies -------------------------------------------------------------------------------
    for cid, title, aliases, cat, folder, head, blurb in COMPANIES:
        cite = ev_by_key[cid]
        label = rng.choice(["agreement", "signed terms", "contract", "account papers"])
        if cid == US:
            label = "company register"
        intro = f"{blurb} ([[evidence:{cite}|{label}]])"
        ents[cid] = _Ent(
            cid,
            title,
            "company",
            folder,
            cat,
            aliases,
            intro,
            created=date_ts(rand_day(2025)),
            cites=[cite],
        )
        ents[cid].timeline.append(
            (
                date_ts(rand_day(2025), 9),
                ev_ref[cite],
                rng.choice(
                    [
                        "Account opened.",
                        "Terms signed.",
                        "First order placed.",
                        "Added to the brain.",
                    ]
                ),
            )
        )
        if head:
            link(cid, head, "run_by_pub" if cat == "pub" else "run_by")

    # --- people ----------------------------------------------------------------------------------
    for pid, title, aliases, lang, role, cid in PEOPLE:
        cites = [roster] if cid == US else [ev_by_key[cid]]
        shown = title if _is_ascii(title) or not aliases else f"{title} ({aliases[0]})"
        intro_role = role[0].upper() + role[1:]
        intro = (
            f"{shown}. {intro_role}. {rng.choice(FLAVOUR)} "
            f"([[evidence:{cites[0]}|{'staff roster' if cid == US else 'contract'}]])"
        )
        ents[pid] = _Ent(
            pid,
            title,
            "person",
            "people" if cid == US else "people/external",
            "person",
            aliases,
            intro,
            lang=lang,
            created=date_ts(rand_day(2025)),
            cites=cites,
        )
        ents[pid].timeline.append(
            (
                date_ts(rand_day(2025), 11),
                ev_ref[cites[0]],
                rng.choice(
                    [
                        "Contact details confirmed.",
                        "Page created.",
                        "Role updated.",
                        "Met at a trade fair.",
                    ]
                ),
            )
        )
        if heads.get(pid) != cid:
            link(pid, cid, "works_at")
        if pid in MANAGERS:
            link(pid, MANAGERS[pid], "reports_to")

    # --- company to Bramblecote contacts, pubs to distributors -----------------------------------
    sales = ["callum-mcbride", "zoe-whitcombe", "priya-raghunathan"]
    owners = {}
    for cid, _title, _aliases, cat, _folder, _head, _blurb in COMPANIES:
        if cat in ("pub", "bottle_shop", "retailer", "distributor"):
            owner = rng.choice(sales)
            if cid in ("pivnice-u-cerneho-kone", "cafe-olstugan"):
                owner = "callum-mcbride"
            if cid == "hangang-craft-market":
                owner = "noa-ben-david"
        elif cat == "importer":
            owner = "sato-ken" if cid != "importadora-iberica" else "zoe-whitcombe"
        elif cid not in (US, "kettle-and-crane"):
            owner = rng.choice(
                [
                    "aoife-ni-bhriain",
                    "gregoire-lefevre",
                    "elena-vorobyova",
                    "jose-manuel-pena",
                    "fatima-zahra-el-idrissi",
                ]
            )
            link(cid, owner, "buyer")
            owners[cid] = owner
            continue
        else:
            continue
        owners[cid] = owner
        link(cid, owner, "account_owner")
    for cid in (
        "crooked-billet",
        "ferrymans-arms",
        "hop-and-anchor",
        "quiet-woman",
        "bottle-theory",
        "greengage-fine-foods",
        "cafe-olstugan",
        "cellar-and-crate",
    ):
        dist = (
            "northbound-drinks"
            if cid == "cafe-olstugan"
            else rng.choice(["cask-direct", "northbound-drinks"])
        )
        link(cid, dist, "supplied_by")

    # --- sites -----------------------------------------------------------------------------------
    for sid, title, aliases, manager, blurb, _ in SITES:
        ref = f"file:facilities/{sid}-inspection-2026.pdf"
        cite = add_ev(
            sid,
            ref,
            "evidence/facilities",
            f"Fire and safety inspection: {title}",
            f"Annual inspection of {title}. {blurb} No major findings; two minor "
            f"actions on signage and extinguisher dates.",
            date_ts(rand_day()),
        )
        ents[sid] = _Ent(
            sid,
            title,
            "note",
            "sites",
            "site",
            aliases,
            f"{blurb} ([[evidence:{cite}|inspection report]])",
            cites=[cite],
        )
        ents[sid].timeline.append((date_ts(rand_day(), 14), ref, "Inspection passed."))
        link(sid, manager, "site_manager")

    # --- projects --------------------------------------------------------------------------------
    us_staff = [p for p in staff[US] if p != "tomasz-wroblewski"]
    members_of: dict[str, list[str]] = {}
    for n, (prj, title, aliases, lead, partners, blurb, _) in enumerate(PROJECTS):
        ref = f"linear:BRW-{100 + 7 * n}"
        status_line = rng.choice(
            [
                "on track",
                "two weeks late",
                "waiting on a supplier",
                "in its final phase",
                "paused until the new budget",
            ]
        )
        cite = add_ev(
            prj,
            ref,
            "evidence/tickets",
            f"Ticket BRW-{100 + 7 * n}",
            f"{title}. {blurb} Current status: {status_line}. Budget £{rng.randint(4, 90)},000.",
            date_ts(rand_day()),
        )
        ents[prj] = _Ent(
            prj,
            title,
            "project",
            "projects",
            "project",
            aliases,
            f"{blurb} Status: {status_line} ([[evidence:{cite}|ticket]]).",
            cites=[cite],
            created=date_ts(rand_day(2025)),
        )
        ents[prj].timeline.append(
            (
                date_ts(rand_day(), 15),
                ref,
                rng.choice(
                    [
                        "Kick-off held.",
                        "Budget approved.",
                        "Milestone one signed off.",
                        "Scope agreed.",
                    ]
                ),
            )
        )
        link(prj, lead, "led_by")
        pool = [p for p in us_staff if p != lead]
        members = rng.sample(pool, rng.randint(1, 3))
        members_of[prj] = members
        on_project = [m for m in members if rng.random() < 0.5]
        for m in members:
            if m in on_project:
                link(m, prj, "works_on")
            else:
                link(prj, m, "member")
        for c in partners:
            link(prj, c, "partner")

    # --- recipes ---------------------------------------------------------------------------------
    maltsters = ["thornbury-maltings", "sladovna-horice", "malzerei-grosskopf"]
    hoppers = [
        "hopfenkontor-wolnzach",
        "yakima-ridge-hops",
        "motueka-valley-hops",
        "zatec-chmel",
        "kentish-bine-growers",
    ]
    designers = ["aoife-ni-bhriain", "soren-kjaergaard", "kwame-asante", "ngozi-okafor"]
    for n, (rid, title, aliases, style, abv, blurb, _) in enumerate(RECIPES):
        ref = f"file:recipes/spec-sp-{110 + n}.pdf"
        malt = (
            "sladovna-horice"
            if rid == "svetly-lezak-12"
            else "malzerei-grosskopf"
            if rid in ("old-crane-porter", "blossom-wit")
            else rng.choice(maltsters[:1] * 2 + maltsters)
        )
        hop = (
            "zatec-chmel"
            if rid == "svetly-lezak-12"
            else "kentish-bine-growers"
            if rid in ("weald-best-bitter", "harvest-moon-green-hop")
            else rng.choice(hoppers)
        )
        cite = add_ev(
            rid,
            ref,
            "evidence/specs",
            f"Spec sheet SP-{110 + n}",
            f"{title}, {style}, {abv}% ABV. Original gravity "
            f"{1030 + int(float(abv) * 8)}, bitterness {rng.randint(12, 60)} IBU. "
            f"Malt: {company[malt][1]}. Hops: {company[hop][1]}.",
            date_ts(rand_day(2025)),
        )
        ents[rid] = _Ent(
            rid,
            title,
            "concept",
            "recipes",
            "recipe",
            aliases,
            f"{style[0].upper() + style[1:]} at {abv}% ABV. {blurb} "
            f"([[evidence:{cite}|spec sheet]])",
            cites=[cite],
        )
        ents[rid].timeline.append(
            (
                date_ts(rand_day(2025), 13),
                ref,
                rng.choice(
                    [
                        "Recipe version approved.",
                        "Hop bill revised.",
                        "First brewed on the main kit.",
                    ]
                ),
            )
        )
        link(rid, malt, "malt_supplier")
        link(rid, hop, "hop_supplier")
        designer = "imogen-castellanos" if rid == "svetly-lezak-12" else rng.choice(designers)
        link(rid, designer, "designed_by")
        if rid in ("zero-hour-ipa", "hanami-rice-lager", "saltmarsh-yuzu-gose", "blossom-wit"):
            link(rid, "vessel-yeast-labs", "yeast_from")

    # --- batches ---------------------------------------------------------------------------------
    batch_recipes = [i[3] for i in INCIDENTS]
    others = [r[0] for r in RECIPES if r[0] not in batch_recipes]
    batch_recipes += rng.sample(others, 6)
    codes = rng.sample(range(2301, 2460), len(batch_recipes))
    brewers = ["aoife-ni-bhriain", "soren-kjaergaard", "kwame-asante", "ngozi-okafor"]
    batch_for_recipe: dict[str, str] = {}
    for code, rid in zip(codes, batch_recipes, strict=True):
        bid = f"batch-b{code}"
        day = rand_day()
        ref = f"file:brewlogs/B-{code}.csv"
        brewer = rng.choice(brewers)
        site = "canal-street-pilot-kit" if rng.random() < 0.2 else "ashford-brewhouse"
        vol = rng.choice([20, 28, 30, 30, 60])
        cite = add_ev(
            bid,
            ref,
            "evidence/brewlogs",
            f"Brew log B-{code}",
            f"Batch B-{code}, brewed {day}. Recipe: {ents[rid].title}. Brewer: "
            f"{person[brewer][1]}. Volume {vol} hl; original gravity hit within two "
            f"points; pitched at {rng.randint(17, 20)} °C; FV{rng.randint(1, 12)}.",
            date_ts(day, 6),
        )
        ents[bid] = _Ent(
            bid,
            f"Batch B-{code}",
            "note",
            "batches",
            "batch",
            [f"B-{code}", f"brew {code}"],
            f"{vol} hectolitres brewed on {day}, packaged "
            f"{rng.choice(['in cask and keg', 'in cans', 'in bottles', 'in keg'])} "
            f"([[evidence:{cite}|brew log]]).",
            cites=[cite],
            created=date_ts(day, 6),
        )
        ents[bid].timeline.append((date_ts(day, 6), ref, "Brewed."))
        link(bid, rid, "batch_of")
        link(bid, brewer, "brewed_by")
        link(bid, site, "brewed_at")
        batch_for_recipe.setdefault(rid, bid)

    # --- incidents -------------------------------------------------------------------------------
    for iid, title, code, rid, reporter, customer, supplier, _concept, blurb, _ in INCIDENTS:
        day = rand_day()
        ref = f"goat-task:qa-{code.lower()}"
        cite = add_ev(
            iid,
            ref,
            "evidence/quality",
            f"Incident report {code}",
            f"{code}: {title}. {blurb} Reported by {person[reporter][1]}. Corrective "
            f"action agreed at the quality meeting.",
            date_ts(day, 16),
        )
        ents[iid] = _Ent(
            iid,
            title,
            "note",
            "quality/incidents",
            "incident",
            [code],
            f"{blurb} ([[evidence:{cite}|incident report]])",
            cites=[cite],
            created=date_ts(day, 16),
        )
        ents[iid].timeline.append((date_ts(day, 16), ref, "Incident opened."))
        ents[iid].timeline.append((date_ts(day, 18), ref, "Containment in place; stock on hold."))
        link(iid, batch_for_recipe[rid], "affects")
        link(iid, reporter, "reported_by")
        if customer:
            link(iid, customer, "complaint_from")
        if supplier:
            link(iid, supplier, "root_cause")

    # --- concepts and analyses -------------------------------------------------------------------
    for cid, title, aliases, blurb, _, extra in CONCEPTS:
        ref = f"web:https://brewing-notes.example/{cid}"
        cite = add_ev(
            cid,
            ref,
            "evidence/articles",
            f"Article: {title.lower()} explained",
            f"{blurb} This article explains the background, the usual ranges and "
            f"the common mistakes.",
            date_ts(rand_day(2025)),
        )
        ents[cid] = _Ent(
            cid,
            title,
            "concept",
            "concepts",
            "concept",
            aliases,
            f"{blurb} ([[evidence:{cite}|background]])",
            cites=[cite],
        )
        for tgt, sentence in extra:
            link(cid, tgt, "concept_link")
            links[-1].rtype = sentence  # the sentence is carried on the link
    for aid, title, author, covers, blurb, _ in ANALYSES:
        ref = f"file:finance/{aid}.xlsx"
        cite = add_ev(
            aid,
            ref,
            "evidence/finance",
            f"Workbook {aid}.xlsx",
            f"{title}. {blurb} Figures in pounds, twelve months to September.",
            date_ts(rand_day()),
        )
        ents[aid] = _Ent(
            aid,
            title,
            "analysis",
            "analysis",
            "analysis",
            [],
            f"{blurb} ([[evidence:{cite}|workbook]])",
            cites=[cite],
        )
        link(aid, author, "written_by")
        for c in covers:
            link(aid, c, "covers")

    # --- meetings --------------------------------------------------------------------------------
    brewing_team = [
        "aoife-ni-bhriain",
        "soren-kjaergaard",
        "kwame-asante",
        "ngozi-okafor",
        "elena-vorobyova",
        "li-jing",
    ]
    guests_pool = [
        "bernadette-quigley",
        "gareth-pugh",
        "eitan-shapiro",
        "katarzyna-zielinska",
        "dafydd-ap-rhys",
        "penelope-marsh",
        "roisin-gallagher",
    ]
    attendees_of: dict[str, list[str]] = {}
    for n, (mid, title, aliases, cat, cid, prj, day) in enumerate(MEETINGS):
        if cat == "sales":
            ours = [owners[cid]] + rng.sample(
                [
                    p
                    for p in [
                        "priya-raghunathan",
                        "noa-ben-david",
                        "aoife-ni-bhriain",
                        "tomasz-wroblewski",
                        "sato-ken",
                    ]
                    if p != owners[cid]
                ],
                rng.randint(0, 2),
            )
            theirs = staff[cid][:2]
        elif cat == "suppliers":
            ours = [owners[cid]] + rng.sample(
                [
                    p
                    for p in ["aoife-ni-bhriain", "gregoire-lefevre", "jose-manuel-pena"]
                    if p != owners[cid]
                ],
                1,
            )
            theirs = staff[cid][:2]
        elif cat == "internal":
            ours = rng.sample(us_staff, rng.randint(4, 5))
            theirs = []
        else:
            ours = rng.sample(brewing_team, rng.randint(3, 4))
            theirs = (
                rng.sample(guests_pool, 3)
                if mid == "tasting-trade-guests"
                else rng.sample(guests_pool, 1)
                if rng.random() < 0.5
                else []
            )
        people_there = ours + [p for p in theirs if p not in ours]
        attendees_of[mid] = people_there
        ref = f"jamie:meeting:mtg_{5100 + 37 * n}"
        names = [person[p][1] for p in people_there]
        topic = rng.choice(
            [
                "volumes for the next quarter",
                "price increases",
                "quality",
                "the summer promotions",
                "delivery slots",
                "new beers",
            ]
        )
        text = (
            f"Transcript excerpt, {day}. Participants: {', '.join(names)}.\n\n"
            f"{names[0]}: Thanks for making time. The main thing today is {topic}.\n\n"
            f"{names[-1]}: Agreed. We also need a date for the next review.\n\n"
            f"Action items: follow-up notes by Friday; figures to be shared."
        )
        if cat == "tastings":
            beers = [ents[r].title for r in TASTED[mid]]
            text = (
                f"Tasting sheets, {day}. Panel: {', '.join(names)}. Beers: "
                f"{', '.join(beers)}. Average scores between {rng.randint(28, 34)} and "
                f"{rng.randint(35, 42)} out of 50. Comments on clarity, aroma and finish."
            )
        cite = add_ev(
            mid,
            ref,
            "evidence/meetings",
            f"{'Tasting sheets' if cat == 'tastings' else 'Transcript'} mtg_{5100 + 37 * n}",
            text,
            date_ts(day, 12),
        )
        outcome = rng.choice(
            [
                "Volumes for the next quarter were agreed.",
                "Everyone left with a list of actions.",
                "A follow-up was booked for next month.",
                "Prices stay where they are until spring.",
            ]
            if cat != "tastings"
            else [
                "Scores and notes were filed with QA.",
                "Two beers need another look before release.",
                "The panel passed everything it was given.",
            ]
        )
        ents[mid] = _Ent(
            mid,
            title,
            "meeting",
            f"meetings/{cat}",
            "tasting" if cat == "tastings" else "meeting",
            aliases,
            f"Held on {day}. {outcome} ([[evidence:{cite}|"
            f"{'tasting sheets' if cat == 'tastings' else 'transcript'}]])",
            cites=[cite],
            created=date_ts(day, 12),
        )
        ents[mid].timeline.append((date_ts(day, 12), ref, "Meeting held."))
        for p in people_there:
            link(mid, p, "attendee")
        if cid:
            link(mid, cid, "with_company")
        if prj:
            link(mid, prj, "discussed")
        for r in TASTED.get(mid, []):
            link(mid, r, "tasted")

    # a few drafts and a second citation here and there
    for eid in ("taproom-refit", "seoul-market-pilot", "tollgate-amber"):
        ents[eid].status = "draft"

    # --- link modes ------------------------------------------------------------------------------
    group_mode: dict[tuple[str, str], str] = {}
    for ln in links:
        rtypes = TEMPLATES[ln.kind][0]
        if ln.kind in GROUP_KINDS:
            key = (ln.src, ln.kind)
            if key not in group_mode:
                group_mode[key] = rng.choices(
                    ["plain", "typed_body", "typed_only"], [0.5, 0.25, 0.25]
                )[0]
            ln.mode = group_mode[key]
        else:
            ln.mode = rng.choices(["plain", "typed_body", "typed_only"], [0.5, 0.25, 0.25])[0]
        if ln.kind == "concept_link":
            sentence, ln.rtype = ln.rtype, rng.choice(rtypes)
            ln.mode = rng.choice(["plain", "typed_body"])
            ln.__dict__["sentence"] = sentence
        else:
            ln.rtype = rng.choice(rtypes)

    # --- render pages ----------------------------------------------------------------------------
    def label(target: str) -> str:
        e = ents[target]
        if e.type == "person" and e.aliases and rng.random() < 0.3:
            return e.aliases[0]
        return e.title

    def fill(template: str, src: _Ent, **kw: str) -> str:
        short = src.title if _is_ascii(src.title) or not src.aliases else src.aliases[0]
        return template.format(n=short, yr=str(rng.randint(2012, 2024)), **kw)

    by_src: dict[str, list[_Link]] = defaultdict(list)
    for ln in links:
        by_src[ln.src].append(ln)

    pages: list[Document] = []
    for e in ents.values():
        relations = []
        sentences = []
        done_groups = set()
        for ln in by_src.get(e.id, []):
            if ln.mode != "plain":
                relations.append({"type": ln.rtype, "target": ln.tgt})
            if ln.mode == "typed_only":
                continue
            if ln.kind in GROUP_KINDS:
                if ln.kind in done_groups:
                    continue
                done_groups.add(ln.kind)
                group = [x for x in by_src[e.id] if x.kind == ln.kind]
                ts = _join([f"[[page:{x.tgt}|{label(x.tgt)}]]" for x in group])
                sentences.append(fill(rng.choice(TEMPLATES[ln.kind][1]), e, ts=ts))
            elif ln.kind == "concept_link":
                sentences.append(
                    ln.__dict__["sentence"].format(t=f"[[page:{ln.tgt}|{label(ln.tgt)}]]")
                )
            else:
                t = f"[[page:{ln.tgt}|{label(ln.tgt)}]]"
                sentences.append(fill(rng.choice(TEMPLATES[ln.kind][1]), e, t=t))
        rng.shuffle(sentences)
        paragraphs = [e.intro]
        while sentences:
            take = rng.randint(1, 3)
            paragraphs.append(" ".join(sentences[:take]))
            sentences = sentences[take:]
        body = f"# {e.title}\n\n" + "\n\n".join(paragraphs)
        if e.timeline:
            body += "\n\n## Timeline\n\n" + _timeline(e.id, e.timeline)
        updated = max([e.created] + [t[0] for t in e.timeline])
        meta = [
            ("id", e.id),
            ("kind", "page"),
            ("type", e.type),
            ("title", e.title),
            ("status", e.status),
            ("aliases", e.aliases),
            ("relations", relations),
            ("sources", sorted({ev_ref[c] for c in e.cites})),
            ("created", e.created),
            ("updated", updated),
            ("category", e.category),
        ]
        pages.append(
            parse_document(
                _frontmatter(meta) + body + "\n", folder=e.folder, path=f"{e.folder}/{e.id}.md"
            )
        )

    documents = pages + evidence

    # --- questions -------------------------------------------------------------------------------
    questions: list[Question] = []
    anchors: list[tuple[int, list[str], list[str]]] = []
    seen_text: set[str] = set()

    def ask(
        text: str,
        kind: str,
        relevant: list[str],
        named: list[str] | None = None,
        via: list[str] | None = None,
    ) -> bool:
        text = re.sub(r"\b(the|our|at) The ", r"\1 ", text)
        if text in seen_text or not relevant:
            return False
        seen_text.add(text)
        if named is not None:
            anchors.append((len(questions), named, via or []))
        questions.append(Question(text, kind, set(relevant)))
        return True

    def qname(eid: str, ascii_only: bool = False) -> str:
        e = ents[eid]
        options = [e.title] + [a for a in e.aliases if len(a) > 3]
        if ascii_only:
            options = [o for o in options if _is_ascii(o)]
        return rng.choice(options)

    # neighbours by kind, both directions
    out_k: dict[tuple[str, str], list[str]] = defaultdict(list)
    in_k: dict[tuple[str, str], list[str]] = defaultdict(list)
    mode_of: dict[frozenset[str], str] = {}
    for ln in links:
        out_k[(ln.src, ln.kind)].append(ln.tgt)
        in_k[(ln.tgt, ln.kind)].append(ln.src)
        pair = frozenset((ln.src, ln.tgt))
        assert pair not in mode_of, f"two links between {ln.src} and {ln.tgt}"
        mode_of[pair] = ln.mode
    adjacent: dict[str, set[str]] = defaultdict(set)
    for ln in links:
        adjacent[ln.src].add(ln.tgt)
        adjacent[ln.tgt].add(ln.src)

    def employer(pid: str) -> str:
        return (
            out_k.get((pid, "works_at"))
            or in_k.get((pid, "run_by"))
            or in_k.get((pid, "run_by_pub"))
        )[0]

    def people_at(cid: str) -> list[str]:
        return (
            in_k.get((cid, "works_at"), [])
            + out_k.get((cid, "run_by"), [])
            + out_k.get((cid, "run_by_pub"), [])
        )

    def projects_of(pid: str) -> list[str]:
        return (
            in_k.get((pid, "led_by"), [])
            + in_k.get((pid, "member"), [])
            + out_k.get((pid, "works_on"), [])
        )

    def plain_first(cands: list, key) -> list:
        """Shuffle, then put candidates reached through a plain link first half the time."""
        rng.shuffle(cands)
        return sorted(cands, key=lambda c: 0 if key(c) else 1) if rng.random() < 0.3 else cands

    # hop families: (name, candidates [(named, answers)], templates, quota)
    persons = [p[0] for p in PEOPLE]
    external = [p for p in persons if person[p][5] != US]
    fam: list[tuple[str, list[tuple[str, list[str]]], list[str], int]] = [
        (
            "employer",
            [(p, [employer(p)]) for p in external],
            [
                "where does {x} work?",
                "{x}'s employer",
                "which company is {x} with?",
                "who does {x} work for",
                "what firm is {x} from?",
                "find the company that employs {x}",
                "{x} - which business?",
                "which outfit would I contact to reach {x}?",
            ],
            4,
        ),
        (
            "staff",
            [(c, people_at(c)) for c in company if c != US and 2 <= len(people_at(c)) <= 3],
            [
                "who do we know at {x}?",
                "contacts at {x}",
                "people working for {x}",
                "list the {x} staff we deal with",
                "who's on the team at {x}?",
            ],
            3,
        ),
        (
            "manager",
            [(p, [MANAGERS[p]]) for p in MANAGERS],
            [
                "who is {x}'s manager?",
                "who does {x} answer to?",
                "{x}'s boss",
                "who's above {x}?",
                "who signs off {x}'s holidays?",
                "line manager of {x}",
            ],
            4,
        ),
        (
            "reports",
            [
                (m, [p for p in MANAGERS if MANAGERS[p] == m])
                for m in sorted(set(MANAGERS.values()))
                if m != "tomasz-wroblewski"
            ],
            [
                "who reports to {x}?",
                "{x}'s direct reports",
                "who works under {x}?",
                "which people does {x} manage?",
                "the team {x} manages",
            ],
            3,
        ),
        (
            "lead",
            [(p[0], [p[3]]) for p in PROJECTS],
            [
                "who leads the {x}?",
                "who is in charge of {x}?",
                "{x} owner",
                "who's running {x}?",
                "point person for {x}",
                "whose project is {x}?",
                "who heads up {x}?",
                "name the person responsible for {x}",
            ],
            4,
        ),
        (
            "person_projects",
            [(p, projects_of(p)) for p in us_staff if projects_of(p)],
            [
                "what did {x} work on?",
                "which projects is {x} involved in?",
                "{x}'s projects",
                "show me what {x} has been busy with",
                "projects with {x} on them",
            ],
            3,
        ),
        (
            "partners",
            [(p[0], p[4]) for p in PROJECTS if p[4]],
            [
                "which companies are we partnering with on {x}?",
                "outside firms involved in {x}",
                "who are we doing {x} with?",
                "external partners for {x}",
            ],
            3,
        ),
        (
            "malt",
            [(r[0], out_k[(r[0], "malt_supplier")]) for r in RECIPES],
            [
                "where does the malt for {x} come from?",
                "{x} maltster",
                "who sells us the grain for {x}?",
                "barley supplier behind {x}",
            ],
            2,
        ),
        (
            "hops",
            [(r[0], out_k[(r[0], "hop_supplier")]) for r in RECIPES],
            [
                "who grows the hops in {x}?",
                "hop supplier for {x}",
                "where are {x}'s hops bought?",
                "which hop merchant does {x} rely on?",
            ],
            2,
        ),
        (
            "designer",
            [(r[0], out_k[(r[0], "designed_by")]) for r in RECIPES],
            [
                "who came up with {x}?",
                "who wrote the {x} recipe?",
                "{x}: whose recipe is it?",
                "creator of {x}",
            ],
            2,
        ),
        (
            "batch_recipe",
            [(b, out_k[(b, "batch_of")]) for b in ents if b.startswith("batch-")],
            ["what beer was {x}?", "which recipe did {x} follow?", "{x}: what was brewed?"],
            2,
        ),
        (
            "batch_brewer",
            [(b, out_k[(b, "brewed_by")]) for b in ents if b.startswith("batch-")],
            ["who brewed {x}?", "who was on shift for {x}?", "brewer responsible for {x}"],
            2,
        ),
        (
            "batch_site",
            [(b, out_k[(b, "brewed_at")]) for b in ents if b.startswith("batch-")],
            ["where was {x} made?", "which site produced {x}?"],
            1,
        ),
        (
            "incident_batch",
            [(i[0], out_k[(i[0], "affects")]) for i in INCIDENTS],
            ["which batch was hit by {x}?", "what batch is behind {x}?", "batch affected in {x}"],
            2,
        ),
        (
            "incident_reporter",
            [(i[0], out_k[(i[0], "reported_by")]) for i in INCIDENTS],
            ["who first noticed {x}?", "who reported {x}?", "who found the problem in {x}?"],
            2,
        ),
        (
            "incident_customer",
            [(i[0], out_k[(i[0], "complaint_from")]) for i in INCIDENTS if i[5]],
            ["which customer complained about {x}?", "who sent stock back in {x}?"],
            1,
        ),
        (
            "incident_supplier",
            [(i[0], out_k[(i[0], "root_cause")]) for i in INCIDENTS if i[6]],
            [
                "which supplier was to blame for {x}?",
                "whose material failed in {x}?",
                "{x}: which vendor caused it?",
            ],
            2,
        ),
        (
            "attendees",
            [(m[0], attendees_of[m[0]]) for m in MEETINGS],
            [
                "who was at the {x}?",
                "attendees of {x}",
                "list the people in the room for {x}",
                "who joined the {x}?",
                "participants in the {x}",
            ],
            4,
        ),
        (
            "person_meetings",
            [
                (p, in_k.get((p, "attendee"), []))
                for p in persons
                if 1 <= len(in_k.get((p, "attendee"), [])) <= 4
            ],
            ["which meetings did {x} attend?", "meetings {x} was in", "what has {x} sat in on?"],
            2,
        ),
        (
            "meeting_project",
            [(m[0], [m[5]]) for m in MEETINGS if m[5]],
            ["which project came up at the {x}?", "what project was on the agenda of {x}?"],
            2,
        ),
        (
            "distributor",
            [(c, out_k[(c, "supplied_by")]) for c in company if out_k.get((c, "supplied_by"))],
            [
                "who delivers our beer to {x}?",
                "{x}'s wholesaler",
                "how does {x} get our kegs?",
                "which distributor serves {x}?",
            ],
            2,
        ),
        (
            "dist_customers",
            [(d, in_k[(d, "supplied_by")]) for d in ("cask-direct", "northbound-drinks")],
            ["which pubs and shops does {x} supply with our beer?", "{x}'s outlets for us"],
            1,
        ),
        (
            "head",
            [(c, [company[c][5]]) for c in company if company[c][5] and c != US],
            ["who runs {x}?", "who's the boss at {x}?", "person in charge at {x}", "who owns {x}?"],
            3,
        ),
        (
            "account_owner",
            [(c, out_k[(c, "account_owner")]) for c in company if out_k.get((c, "account_owner"))],
            [
                "who looks after {x} on our side?",
                "our contact for the {x} account",
                "which of our reps covers {x}?",
            ],
            2,
        ),
        (
            "supplier_buyer",
            [(c, out_k[(c, "buyer")]) for c in company if out_k.get((c, "buyer"))],
            ["who handles purchasing from {x}?", "who negotiates with {x} for us?"],
            1,
        ),
        (
            "site_manager",
            [(s[0], [s[3]]) for s in SITES],
            ["who runs the {x}?", "manager at {x}", "who has the keys to {x}?"],
            1,
        ),
        (
            "tasted",
            [(t, TASTED[t]) for t in TASTED],
            ["which beers were poured at the {x}?", "what was tasted at {x}?"],
            1,
        ),
        (
            "supplier_recipes",
            [
                (c, in_k.get((c, "malt_supplier"), []) + in_k.get((c, "hop_supplier"), []))
                for c in maltsters + hoppers
                if 1
                <= len(in_k.get((c, "malt_supplier"), []) + in_k.get((c, "hop_supplier"), []))
                <= 5
            ],
            [
                "which of our beers use {x}?",
                "recipes relying on {x}",
                "what do we brew with stuff from {x}?",
            ],
            2,
        ),
    ]
    for _name, cands, templates, quota in fam:
        cands = [c for c in cands if c[1]]
        cands = plain_first(
            cands, lambda c: all(mode_of[frozenset((c[0], a))] == "plain" for a in c[1])
        )
        made = 0
        for named, answers in cands:
            if made >= quota:
                break
            x = qname(named)
            if ask(rng.choice(templates).format(x=x), "hop", answers, [named]):
                made += 1

    # hop2 families: (named, answers, mids)
    def two_hop(named: str, answers: list[str], mids: list[str]) -> tuple[list[str], list[str]]:
        keep = [a for a in answers if a != named and a not in adjacent[named]]
        return sorted(set(keep)), mids

    fam2: list[tuple[str, list[tuple[str, list[str], list[str]]], list[str], int]] = []
    c1 = []
    for p in PROJECTS:
        lead = p[3]
        if lead in MANAGERS:
            c1.append((p[0], [MANAGERS[lead]], [lead]))
    fam2.append(
        (
            "lead_manager",
            c1,
            [
                "who is the boss of whoever runs {x}?",
                "the {x} lead's manager",
                "who does the person leading {x} report to?",
            ],
            3,
        )
    )
    c2 = []
    for m in MEETINGS:
        if m[5]:
            c2.append((m[0], out_k[(m[5], "led_by")], [m[5]]))
    fam2.append(
        (
            "meeting_lead",
            c2,
            [
                "who heads the project that came up at the {x}?",
                "owner of the project discussed in the {x}",
            ],
            2,
        )
    )
    c3 = []
    for t in TASTED:
        guests = [p for p in attendees_of[t] if person[p][5] != US]
        if guests:
            c3.append((t, [employer(g) for g in guests], guests))
    fam2.append(
        (
            "tasting_guest_companies",
            c3,
            [
                "which outside businesses sent people to the {x}?",
                "companies the guests at the {x} came from",
            ],
            2,
        )
    )
    c4 = []
    c4b = []
    for i in INCIDENTS:
        if i[5]:
            cust = i[5]
            if company[cust][5]:
                c4.append((i[0], [company[cust][5]], [cust]))
            if out_k.get((cust, "supplied_by")):
                c4b.append((i[0], out_k[(cust, "supplied_by")], [cust]))
    fam2.append(
        (
            "incident_customer_head",
            c4,
            [
                "who runs the business that complained in {x}?",
                "the person in charge at the customer behind {x}",
                "who to call at the customer in {x}?",
            ],
            2,
        )
    )
    fam2.append(
        (
            "incident_customer_dist",
            c4b,
            [
                "which wholesaler delivers to the customer that complained in {x}?",
                "the distributor serving the customer in {x}",
            ],
            1,
        )
    )
    c5 = []
    for b in [x for x in ents if x.startswith("batch-")]:
        r = out_k[(b, "batch_of")][0]
        c5.append((b, out_k[(r, "hop_supplier")], [r]))
    fam2.append(
        (
            "batch_hops",
            c5,
            ["whose hops went into {x}?", "which hop supplier does {x} trace back to?"],
            2,
        )
    )
    c5b = []
    for b in [x for x in ents if x.startswith("batch-")]:
        r = out_k[(b, "batch_of")][0]
        c5b.append((b, out_k[(r, "malt_supplier")], [r]))
    fam2.append(
        (
            "batch_malt",
            c5b,
            ["which maltster's grain was in {x}?", "where did the malt in {x} come from?"],
            2,
        )
    )
    c6 = []
    for c in company:
        if out_k.get((c, "supplied_by")):
            d = out_k[(c, "supplied_by")][0]
            c6.append((c, people_at(d), [d]))
    fam2.append(
        (
            "pub_dist_people",
            c6,
            [
                "who should I call at the wholesaler that serves {x}?",
                "contacts at {x}'s distributor",
            ],
            2,
        )
    )
    c7 = []
    for p in external:
        emp = employer(p)
        prj = in_k.get((emp, "partner"), [])
        if prj:
            c7.append((p, prj, [emp]))
    fam2.append(
        (
            "person_company_projects",
            c7,
            [
                "what joint projects does {x}'s company have with us?",
                "projects involving the firm {x} works for",
                "is {x}'s employer part of any of our projects?",
            ],
            3,
        )
    )
    c8 = []
    for p in external:
        emp = employer(p)
        rec = in_k.get((emp, "malt_supplier"), []) + in_k.get((emp, "hop_supplier"), [])
        if rec:
            c8.append((p, rec, [emp]))
    fam2.append(
        (
            "person_company_recipes",
            c8,
            [
                "which of our beers depend on the company {x} works for?",
                "recipes that use ingredients from {x}'s firm",
            ],
            2,
        )
    )
    c9 = []
    for i in INCIDENTS:
        b = out_k[(i[0], "affects")][0]
        c9.append((i[0], out_k[(b, "batch_of")], [b]))
    fam2.append(
        (
            "incident_recipe",
            c9,
            [
                "which beer was involved in {x}?",
                "what recipe was behind {x}?",
                "{x}: which of our beers?",
            ],
            3,
        )
    )
    c10 = []
    for i in INCIDENTS:
        b = out_k[(i[0], "affects")][0]
        c10.append((i[0], out_k[(b, "brewed_by")], [b]))
    fam2.append(
        (
            "incident_brewer",
            c10,
            ["who brewed the batch behind {x}?", "who was on the kettle for the brew in {x}?"],
            2,
        )
    )
    c11 = []
    for r in RECIPES:
        bs = in_k.get((r[0], "batch_of"), [])
        if bs:
            c11.append((r[0], [out_k[(b, "brewed_by")][0] for b in bs], bs))
    fam2.append(
        ("recipe_brewers", c11, ["who has brewed {x}?", "brewers who have made a batch of {x}"], 2)
    )
    c13 = []
    for p in us_staff:
        prjs = projects_of(p)
        comps = [c for prj in prjs for c in out_k.get((prj, "partner"), [])]
        if comps and len(prjs) <= 2:
            c13.append((p, comps, prjs))
    fam2.append(
        (
            "person_project_partners",
            c13,
            [
                "which outside companies has {x} worked with on projects?",
                "external firms {x} has collaborated with",
            ],
            2,
        )
    )
    c14 = []
    for d in ("cask-direct", "northbound-drinks"):
        outs = in_k[(d, "supplied_by")]
        c14.append((d, [company[o][5] for o in outs if company[o][5]], outs))
    fam2.append(("dist_heads", c14, ["who runs the places {x} delivers our beer to?"], 1))

    for _name, cands, templates, quota in fam2:
        cands = [(n, *two_hop(n, a, m)) for n, a, m in cands]
        cands = [c for c in cands if c[1]]

        def via_plain(c: tuple[str, list[str], list[str]]) -> bool:
            named, answers, mids = c
            return all(
                any(
                    mode_of.get(frozenset((named, m))) == "plain"
                    or mode_of.get(frozenset((m, a))) == "plain"
                    for m in mids
                    if frozenset((m, a)) in mode_of and frozenset((named, m)) in mode_of
                )
                for a in answers
            )

        cands = plain_first(cands, via_plain)
        made = 0
        for named, answers, mids in cands:
            if made >= quota:
                break
            if ask(rng.choice(templates).format(x=qname(named)), "hop2", answers, [named], mids):
                made += 1

    # lexical: an ASCII name of the page (title, a phrase of it or an alias)
    lex_templates = [
        "{x}",
        "tell me about {x}",
        "what do we know about {x}?",
        "{x} overview",
        "open the {x} page",
        "notes on {x}",
        "info on {x}",
        "anything on {x}?",
        "pull up {x}",
        "{x} details please",
    ]
    lex_people = [
        "{x}",
        "tell me about {x}",
        "who is {x}?",
        "info on {x}",
        "{x} contact details",
        "pull up {x}",
        "what's {x}'s role?",
    ]
    lex_pool = (
        [p[0] for p in PROJECTS]
        + [r[0] for r in RECIPES if _is_ascii(r[1])]
        + [c[0] for c in CONCEPTS]
        + [m[0] for m in MEETINGS]
        + [s[0] for s in SITES]
        + [a[0] for a in ANALYSES]
        + [i[0] for i in INCIDENTS]
        + [c[0] for c in COMPANIES if _is_ascii(c[1])]
        + [p[0] for p in PEOPLE if _is_ascii(p[1])]
        + rng.sample([b for b in ents if b.startswith("batch-")], 3)
        + ["elena-vorobyova", "sato-ken", "svetly-lezak-12"]
    )
    rng.shuffle(lex_pool)
    made = 0
    for eid in lex_pool:
        if made >= 27:
            break
        x = qname(eid, ascii_only=True)
        if x.lower().startswith("the ") and rng.random() < 0.5:
            x = x[4:]
        templates = (
            lex_people
            if ents[eid].type == "person"
            else lex_templates + ["status of {x}"]
            if ents[eid].type == "project"
            else lex_templates
        )
        if ask(rng.choice(templates).format(x=x), "lexical", [eid]):
            made += 1
    for key, template in (
        ("bramble-pale-ale", "the brew log for B-{code}"),
        ("kegloop", "the KegLoop contract"),
        ("mtg-northbound-quarterly", "transcript of the {x}"),
    ):
        if key == "bramble-pale-ale":
            bid = batch_for_recipe[key]
            ask(template.format(code=bid[7:]), "lexical", [ev_by_key[bid]])
        else:
            ask(template.format(x=qname(key, ascii_only=True)), "lexical", [ev_by_key[key]])

    # script: the name in its own script or with diacritics
    script_pool = (
        [p[0] for p in PEOPLE if not _is_ascii(p[1])]
        + [c[0] for c in COMPANIES if not _is_ascii(c[1])]
        + ["svetly-lezak-12"]
    )
    rng.shuffle(script_pool)
    made = 0
    for eid in script_pool:
        if made >= 22:
            break
        e = ents[eid]
        options = [n for n in [e.title] + e.aliases if not _is_ascii(n)]
        x = rng.choice(options)
        if e.type == "person":
            templates = SCRIPT_GENERIC + SCRIPT_TEMPLATES.get(e.lang, []) * 2
        else:
            templates = [
                "{x}",
                "what do we know about {x}?",
                "tell me about {x}",
                "{x} account",
                "open {x}",
                "anything on {x}?",
            ]
        if ask(rng.choice(templates).format(x=x), "script", [eid]):
            made += 1

    # paraphrase: hand-written, no word of the title
    para = (
        [(p[0], p[6]) for p in PROJECTS]
        + [(r[0], r[6]) for r in RECIPES]
        + [(i[0], i[9]) for i in INCIDENTS]
        + [(c[0], c[4]) for c in CONCEPTS]
        + [(s[0], s[5]) for s in SITES]
        + [(a[0], a[5]) for a in ANALYSES]
    )
    for eid, text in para:
        if text:
            ask(text, "paraphrase", [eid])
    ask(
        "the signed conditions for the steel containers we hire by the month",
        "paraphrase",
        [ev_by_key["kegloop"]],
    )
    ask("list of everyone on our payroll with their job titles", "paraphrase", [roster])

    return EvalSet(documents, questions), anchors


def build(seed: int = 7) -> EvalSet:
    return _generate(seed)[0]


_WORD = re.compile(r"[^\W_]+")
_STOP = {"the", "and", "for", "with", "our", "new", "at", "of", "in", "on", "a", "an", "to"}


def _check(seed: int = 7) -> None:
    from brain.toolkit.document import serialize_document
    from brain.toolkit.validation import validate_document

    evalset, anchors = _generate(seed)
    docs = {d.brain_id: d for d in evalset.documents}
    assert len(docs) == len(evalset.documents), "ids are not unique"
    for d in evalset.documents:
        problems = validate_document(d, file_stem=d.brain_id)
        assert not problems, (d.path, problems)
    typed = plain = 0
    edges: dict[frozenset[str], str] = {}
    for d in evalset.documents:
        for ln in d.links:
            if ln.kind in ("page", "evidence"):
                assert ln.target in docs, (d.brain_id, ln.target)
                if ln.kind == "evidence":
                    assert docs[ln.target].kind == "evidence"
        for rel in d.relations:
            assert rel.target in docs, (d.brain_id, rel.target)
        rel_targets = {r.target for r in d.relations}
        body_targets = {ln.target for ln in d.links if ln.kind == "page"}
        typed += len(rel_targets)
        plain += len(body_targets - rel_targets)
        for t in rel_targets:
            edges[frozenset((d.brain_id, t))] = "typed"
        for t in body_targets - rel_targets:
            edges.setdefault(frozenset((d.brain_id, t)), "plain")
    for q in evalset.questions:
        assert q.relevant and all(r in docs for r in q.relevant), q
    again = _generate(seed)[0]
    assert [serialize_document(d) for d in again.documents] == [
        serialize_document(d) for d in evalset.documents
    ]
    assert [(q.text, q.kind, sorted(q.relevant)) for q in again.questions] == [
        (q.text, q.kind, sorted(q.relevant)) for q in evalset.questions
    ]

    def names(eid: str) -> list[str]:
        d = docs[eid]
        out = [d.title, *d.aliases]
        return out + [n[4:] for n in out if n.lower().startswith("the ")]

    plain_hops = 0
    hop_total = 0
    for index, named, mids in anchors:
        q = evalset.questions[index]
        assert any(n.lower() in q.text.lower() for a in named for n in names(a)), q.text
        hop_total += 1
        if q.kind == "hop":
            for r in q.relevant:
                assert any(frozenset((a, r)) in edges for a in named), (q.text, r)
            if all(
                edges[frozenset((a, r))] == "plain"
                for a in named
                for r in q.relevant
                if frozenset((a, r)) in edges
            ):
                plain_hops += 1
        else:
            ok_plain = True
            for r in q.relevant:
                assert not any(frozenset((a, r)) in edges for a in named), (q.text, r)
                paths = [
                    (a, m)
                    for a in named
                    for m in mids
                    if frozenset((a, m)) in edges and frozenset((m, r)) in edges
                ]
                assert paths, (q.text, r)
                if not any(
                    "plain" in (edges[frozenset((a, m))], edges[frozenset((m, r))])
                    for a, m in paths
                ):
                    ok_plain = False
            plain_hops += ok_plain
    assert plain_hops * 3 >= hop_total, (plain_hops, hop_total)
    for q in evalset.questions:
        if q.kind == "paraphrase":
            (target,) = q.relevant
            title_words = {w.lower() for w in _WORD.findall(docs[target].title)} - _STOP
            asked = {w.lower() for w in _WORD.findall(q.text)}
            assert not title_words & asked, (q.text, title_words & asked)
        if q.kind == "lexical":
            assert q.text.isascii(), q.text
        if q.kind == "script":
            assert not q.text.isascii(), q.text

    kinds = Counter(d.kind for d in evalset.documents)
    types = Counter((d.kind, d.type, d.meta.get("category", "")) for d in evalset.documents)
    print(f"documents: {len(evalset.documents)} {dict(kinds)}")
    for key, n in sorted(types.items()):
        print(f"  {key[0]:8} {key[1]:8} {key[2]:12} {n}")
    print(f"questions: {len(evalset.questions)} {dict(Counter(q.kind for q in evalset.questions))}")
    print(f"page links: typed {typed}, plain only {plain}")
    print(f"hop/hop2 through plain links: {plain_hops} of {hop_total}")


if __name__ == "__main__":
    _check()
