"""Retrieval evaluation set I: a documentary film production company's brain (held out).

Data card
---------
Written by an independent generator from the document format (docs/format.md) and the
`Question` / `EvalSet` types alone, without reading the ranker, the other evaluation sets or
the evaluation harness. It is HELD OUT: it measures whether a ranker generalizes, so nobody
tuning the ranker should read this file, its documents or its questions.

The brain: an independent documentary production company's knowledge store, about 300
markdown documents (YAML frontmatter with typed relations, a body). Pages cover productions,
crew and contributors (names in many scripts, each with a Latin alias, some first names and
surnames shared), funders and broadcasters, festivals, vendors, locations, shoot blocks, edit
reviews and other meetings, decisions, legal clearances, budgets, concepts, research findings
and a handbook of policies and how-tos whose vocabulary overlaps the questions without
answering them. Every page is active and cites an evidence document statement by statement;
evidence documents (pitch decks, crew lists, correspondence, call sheets, transcripts, signed
papers, budget sheets, research notes, handbook exports) live under `evidence/`. Most of the
graph is in frontmatter relations of many types; some pages also link relation neighbours
inline. The seed shifts every date and shuffles the document order.

Question kinds:

- `lexical`: the words name the answer's title or one of its aliases;
- `script`: a person asked for by their name in their own script;
- `hop`: the answer is one relation (either direction) from a page the question describes by
  its own distinctive words; no distinctive word of the question occurs in any answer's
  title, aliases or body (checked by `_check`); answers are computed from the relation list;
- `hop2`: the same, two relations away;
- `paraphrase`: a finding, decision or idea described in words its page does not use.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import unicodedata
from datetime import UTC, datetime, timedelta

from bench.retrieval_data import EvalSet, Question
from brain.toolkit.claims import uncited_statements
from brain.toolkit.document import Document, parse_document
from brain.toolkit.timeline import timeline_entry_id
from brain.toolkit.validation import validate_document

# --- categories: (type, folder) ------------------------------------------------------------

CATEGORIES = {
    "production": ("project", "productions"),
    "person": ("person", "people"),
    "funder": ("company", "funders"),
    "festival": ("company", "festivals"),
    "vendor": ("company", "companies"),
    "location": ("note", "locations"),
    "shoot": ("project", "shoots"),
    "review": ("meeting", "meetings/edit-reviews"),
    "meeting": ("meeting", "meetings"),
    "decision": ("note", "decisions"),
    "legal": ("note", "legal"),
    "budget": ("analysis", "budgets"),
    "concept": ("concept", "concepts"),
    "finding": ("analysis", "research"),
    "handbook": ("note", "handbook"),
}

# --- productions -----------------------------------------------------------------------------

# (id, title, aliases, relations, paragraphs)
PRODUCTIONS = [
    (
        "low-water",
        "Low Water",
        ["LW", "Low Water (feature)"],
        [
            "produced_by:kestrel-lane-films",
            "financed_by:nordlicht-fund",
            "commissioned_by:atlas-public-tv",
            "post_production_at:northfield-post",
            "graded_at:pixelmill-grading",
            "submitted_to:lakeshore-docfest",
            "uses_approach:observational-mode",
            "uses_approach:impact-producing",
        ],
        [
            "Feature documentary, 90 minutes, following three fishing families in the Mekong "
            "delta as brackish tides push into their rice paddies and shrimp ponds.",
            "Directed by [[nguyen-thi-lan]]; in post-production at [[northfield-post]], with "
            "picture lock planned before the autumn submission deadlines.",
        ],
    ),
    (
        "the-quiet-index",
        "The Quiet Index",
        ["QI", "Quiet Index"],
        [
            "produced_by:kestrel-lane-films",
            "financed_by:cinefonds-lumiere",
            "commissioned_by:meridian-streaming",
            "premiered_at:vertov-doc-days",
            "post_production_at:northfield-post",
            "uses_approach:archival-collage",
        ],
        [
            "Feature documentary about a retired projectionist in Tbilisi who spent three "
            "decades hiding censored Soviet-era film reels beneath a theatre stage.",
            "Roughly half the running time is archive, so the film carries an unusually heavy "
            "licensing and restoration load; directed by [[tamar-kiknadze]].",
        ],
    ),
    (
        "bread-and-brass",
        "Bread and Brass",
        ["B&B doc"],
        [
            "produced_by:kestrel-lane-films",
            "financed_by:hearth-foundation",
            "commissioned_by:atlas-public-tv",
            "premiered_at:ashgrove-docfest",
            "uses_approach:observational-mode",
        ],
        [
            "Observational documentary about a village brass band in southern Serbia whose "
            "players are all bakers, firing the ovens at three in the morning before "
            "rehearsing for the trumpet festival.",
            "A shorter television cut and a longer festival cut are both planned.",
        ],
    ),
    (
        "iron-lullaby",
        "Iron Lullaby",
        ["IL"],
        [
            "produced_by:kestrel-lane-films",
            "financed_by:baltic-screen-fund",
            "commissioned_by:meridian-streaming",
            "in_competition_at:docalpes",
            "post_production_at:northfield-post",
            "graded_at:pixelmill-grading",
            "uses_approach:observational-mode",
        ],
        [
            "Follows four women welders on the night shift of a Gdańsk shipyard during the "
            "months before the yard's announced closure.",
            "Intimate and mostly shot after dark under sodium lamps, directed by "
            "[[zofia-wisniewska]].",
        ],
    ),
    (
        "the-cliff-harvest",
        "The Cliff Harvest",
        ["Cliff Harvest"],
        [
            "produced_by:kestrel-lane-films",
            "financed_by:pacific-arts-trust",
            "financed_by:nordlicht-fund",
            "premiered_at:festival-du-reel-marin",
            "uses_approach:slow-cinema",
        ],
        [
            "Documentary about Gurung honey hunters in the Nepali hills who descend rope "
            "ladders down sheer rock faces to cut wild comb from giant bee colonies.",
            "The spring season is filmed with rope-access camera operators under a strict "
            "safety plan.",
        ],
    ),
    (
        "signal-lost",
        "Signal Lost",
        ["SL"],
        [
            "produced_by:kestrel-lane-films",
            "financed_by:pacific-arts-trust",
            "commissioned_by:atlas-public-tv",
            "submitted_to:lakeshore-docfest",
            "uses_approach:hybrid-documentary",
        ],
        [
            "Amateur radio operators in a high desert mining town who track dead satellites "
            "and trade call signs with astronauts.",
            "Directed by [[diego-fuentes]] with a two-person crew, shooting in the long "
            "winter nights when the sky is clearest.",
        ],
    ),
    (
        "second-skin",
        "Second Skin",
        ["SS series"],
        [
            "produced_by:kestrel-lane-films",
            "commissioned_by:hanbit-broadcasting",
            "financed_by:hearth-foundation",
            "graded_at:pixelmill-grading",
            "uses_approach:hybrid-documentary",
        ],
        [
            "Three-part series on a Seoul collective of tattoo artists campaigning against "
            "the rule that only licensed physicians may tattoo in South Korea.",
            "Made with [[hanbit-broadcasting]] in a domestic and an international version.",
        ],
    ),
    (
        "the-long-table",
        "The Long Table",
        ["Long Table"],
        [
            "produced_by:kestrel-lane-films",
            "commissioned_by:meridian-streaming",
            "financed_by:cinefonds-lumiere",
            "uses_approach:slow-cinema",
        ],
        [
            "Six-part food series built around a Beirut grandmother's Sunday lunch: each "
            "episode is one dish, one guest and one story from the civil war years.",
            "Shot in a single apartment kitchen over two blocks, directed by [[yusuf-haddad]].",
        ],
    ),
    (
        "undertow",
        "Undertow",
        ["Undertow (development)"],
        [
            "produced_by:kestrel-lane-films",
            "financed_by:hearth-foundation",
            "uses_approach:participatory-consent",
        ],
        [
            "In development: women lifeguards on Morocco's Atlantic coast who learned to swim "
            "as adults and now patrol a beach their mothers were not allowed to visit.",
        ],
    ),
    (
        "glass-orchard",
        "Glass Orchard",
        ["Glass Orchard (development)"],
        ["produced_by:kestrel-lane-films", "uses_approach:slow-cinema"],
        [
            "In development: portrait of the last family-run furnace on Murano and the "
            "teenage apprentice who may inherit it.",
        ],
    ),
]

# --- people ------------------------------------------------------------------------------------

# (id, title in the person's own script, aliases (Latin first), relations, biography)
PEOPLE = [
    (
        "isla-mcbride",
        "Isla McBride",
        ["I. McBride"],
        [
            "employed_by:kestrel-lane-films",
            "executive_producer_of:low-water",
            "executive_producer_of:the-quiet-index",
            "executive_producer_of:iron-lullaby",
            "executive_producer_of:bread-and-brass",
            "executive_producer_of:the-cliff-harvest",
            "executive_producer_of:second-skin",
        ],
        "Founded the company after a decade in factual commissioning and still signs off "
        "every greenlight.",
    ),
    (
        "tomas-o-briain",
        "Tomás Ó Briain",
        ["Tomas O Briain", "Tomás"],
        [
            "employed_by:kestrel-lane-films",
            "producer_of:low-water",
            "producer_of:iron-lullaby",
            "producer_of:signal-lost",
        ],
        "Runs co-production deals and sits on most funder calls.",
    ),
    (
        "ana-ferreira",
        "Ana Ferreira",
        ["A. Ferreira"],
        [
            "employed_by:kestrel-lane-films",
            "producer_of:bread-and-brass",
            "producer_of:the-long-table",
            "producer_of:undertow",
        ],
        "Heads the Lisbon office and the company's development slate.",
    ),
    (
        "anna-kovalchuk",
        "Анна Ковальчук",
        ["Anna Kovalchuk"],
        ["editor_on:the-quiet-index", "editor_on:iron-lullaby"],
        "Cut her first features in Kyiv; prefers long assembly passes before any structure "
        "meetings.",
    ),
    (
        "anna-sorokina",
        "Анна Сорокина",
        ["Anna Sorokina"],
        ["archive_researcher_on:the-quiet-index", "archive_researcher_on:signal-lost"],
        "Reads Russian, Georgian and Ukrainian catalogues and keeps the master rights log.",
    ),
    (
        "nguyen-thi-lan",
        "Nguyễn Thị Lan",
        ["Nguyen Thi Lan", "Lan Nguyen"],
        ["director_of:low-water"],
        "Grew up in Cần Thơ province and made two shorts for public television before this "
        "first feature.",
    ),
    (
        "eleni-papadaki",
        "Ελένη Παπαδάκη",
        ["Eleni Papadaki"],
        ["cinematographer_on:low-water", "cinematographer_on:the-cliff-harvest"],
        "Shoots on a small cinema rig and holds a rope-access certificate.",
    ),
    (
        "yusuf-haddad",
        "يوسف حداد",
        ["Yusuf Haddad"],
        ["director_of:the-long-table"],
        "Beirut-born director; the series began as recordings of his own family's meals.",
    ),
    (
        "mariam-haddad",
        "مريم حداد",
        ["Mariam Haddad", "Teta Mariam"],
        ["appears_in:the-long-table"],
        "Cooks for the whole extended family every week and appears in all six episodes.",
    ),
    (
        "mariam-tesfaye",
        "ማርያም ተስፋዬ",
        ["Mariam Tesfaye"],
        [
            "sound_recordist_on:low-water",
            "sound_recordist_on:iron-lullaby",
            "sound_recordist_on:the-long-table",
        ],
        "Freelance recordist based between Addis Ababa and Glasgow.",
    ),
    (
        "noa-ben-david",
        "נועה בן דוד",
        ["Noa Ben David"],
        ["composer_for:iron-lullaby", "composer_for:signal-lost"],
        "Cellist and composer; records every cue in one room with no click track.",
    ),
    (
        "arjun-mehta",
        "अर्जुन मेहता",
        ["Arjun Mehta"],
        ["cinematographer_on:the-cliff-harvest", "cinematographer_on:signal-lost"],
        "Specialises in low-light work and night-sky timelapse.",
    ),
    (
        "priya-raman",
        "प्रिया रमन",
        ["Priya Raman"],
        [
            "employed_by:kestrel-lane-films",
            "line_producer_on:low-water",
            "line_producer_on:signal-lost",
            "line_producer_on:second-skin",
        ],
        "Owns the spreadsheet template and the cost reports for every production.",
    ),
    (
        "chen-jing",
        "陈静",
        ["Chen Jing"],
        ["editor_on:low-water", "editor_on:the-cliff-harvest"],
        "Works between Shanghai and Glasgow and builds every structure on index cards first.",
    ),
    (
        "wang-lei",
        "王磊",
        ["Wang Lei"],
        [
            "employed_by:pixelmill-grading",
            "colourist_on:low-water",
            "colourist_on:iron-lullaby",
            "colourist_on:second-skin",
        ],
        "Senior colourist; makes a show LUT with every director before the sessions start.",
    ),
    (
        "kim-soyeon",
        "김소연",
        ["Kim So-yeon"],
        ["director_of:second-skin"],
        "Former magazine photographer turned director; this is her first series.",
    ),
    (
        "kim-minjun",
        "김민준",
        ["Kim Min-jun"],
        ["cinematographer_on:second-skin", "cinematographer_on:iron-lullaby"],
        "Handheld specialist who lights almost entirely with practicals.",
    ),
    (
        "park-jiwoo",
        "박지우",
        ["Park Ji-woo"],
        ["appears_in:second-skin"],
        "Founder of the Hongdae studio at the centre of the series and its public face.",
    ),
    (
        "sato-yuki",
        "佐藤由紀",
        ["Yuki Sato"],
        [
            "employed_by:northfield-post",
            "sound_designer_on:the-quiet-index",
            "sound_designer_on:the-cliff-harvest",
        ],
        "Mixes in the Atmos room and designs most of our soundtracks.",
    ),
    (
        "somchai-wongsakul",
        "สมชาย วงศ์สกุล",
        ["Somchai Wongsakul"],
        ["fixer_on:low-water"],
        "Bangkok-based fixer who arranged the river permits and boat hire.",
    ),
    (
        "nodar-beridze",
        "ნოდარ ბერიძე",
        ["Nodar Beridze"],
        ["appears_in:the-quiet-index"],
        "Now eighty-one; the central contributor, interviewed over three visits.",
    ),
    (
        "tamar-kiknadze",
        "თამარ კიკნაძე",
        ["Tamar Kiknadze"],
        ["director_of:the-quiet-index"],
        "Tbilisi director who trained as an art historian before turning to documentary.",
    ),
    (
        "oskar-lindqvist",
        "Oskar Lindqvist",
        ["O. Lindqvist"],
        ["cinematographer_on:the-quiet-index", "cinematographer_on:bread-and-brass"],
        "Swedish cinematographer who favours old anamorphic glass.",
    ),
    (
        "dragan-jovanovic",
        "Драган Јовановић",
        ["Dragan Jovanovic", "Dragan Jovanović"],
        ["appears_in:bread-and-brass"],
        "Bandleader and owner of the family business at the heart of the film.",
    ),
    (
        "soren-odegaard",
        "Søren Ødegaard",
        ["Soren Odegaard"],
        ["director_of:bread-and-brass"],
        "Danish maker of music documentaries, working with the company for the first time.",
    ),
    (
        "ivan-petrov",
        "Иван Петров",
        ["Ivan Petrov"],
        ["sound_recordist_on:the-quiet-index", "sound_recordist_on:bread-and-brass"],
        "Records with a sixteen-channel field mixer and a pair of spaced omnis.",
    ),
    (
        "zofia-wisniewska",
        "Zofia Wiśniewska",
        ["Zofia Wisniewska"],
        ["director_of:iron-lullaby"],
        "Gdańsk-born director whose mother worked at the yard for thirty years.",
    ),
    (
        "halina-kowal",
        "Halina Kowal",
        ["H. Kowal"],
        ["appears_in:iron-lullaby"],
        "Has worked at the yard for twenty-six years and leads the crew the film follows.",
    ),
    (
        "sonam-lhamo",
        "བསོད་ནམས་ལྷ་མོ",
        ["Sonam Lhamo"],
        ["director_of:the-cliff-harvest"],
        "Kathmandu director who first filmed the harvest as a student.",
    ),
    (
        "pasang-gurung",
        "पासाङ गुरुङ",
        ["Pasang Gurung"],
        ["appears_in:the-cliff-harvest"],
        "Lead climber of his village's team, followed through one spring.",
    ),
    (
        "fatima-benali",
        "فاطمة الزهراء بنعلي",
        ["Fatima Zahra Benali"],
        ["director_of:undertow"],
        "Casablanca-based director preparing her first feature with the company.",
    ),
    (
        "youssef-amrani",
        "يوسف العمراني",
        ["Youssef Amrani"],
        ["fixer_on:undertow", "employed_by:souss-services"],
        "Agadir fixer and scout who speaks Tashelhit, Darija and French.",
    ),
    (
        "lucia-rossi",
        "Lucia Rossi",
        ["L. Rossi"],
        ["director_of:glass-orchard"],
        "Venetian director and former trade journalist.",
    ),
    (
        "diego-fuentes",
        "Diego Fuentes",
        ["D. Fuentes"],
        ["director_of:signal-lost"],
        "Chilean director and a licensed ham operator himself.",
    ),
    (
        "rosa-quispe",
        "Rosa Quispe",
        ["R. Quispe"],
        ["appears_in:signal-lost"],
        "Retired teacher who runs the town's club station from her garage.",
    ),
    (
        "leah-cohen",
        "לאה כהן",
        ["Leah Cohen"],
        ["employed_by:kestrel-lane-films"],
        "Head of legal and business affairs; signs every contributor and location release.",
    ),
    (
        "rebecca-stone",
        "Rebecca Stone",
        ["R. Stone"],
        ["partner_at:greyhaven-clearances"],
        "Media lawyer specialising in archive and music work.",
    ),
    (
        "giorgos-andreou",
        "Γιώργος Ανδρέου",
        ["Giorgos Andreou"],
        ["commissioning_editor_at:atlas-public-tv"],
        "Commissions single films for the broadcaster's Tuesday strand.",
    ),
    (
        "heike-brandt",
        "Heike Brandt",
        ["H. Brandt"],
        ["fund_manager_at:nordlicht-fund"],
        "Manages the fund's international co-production window.",
    ),
    (
        "marguerite-lefevre",
        "Marguerite Lefèvre",
        ["Marguerite Lefevre"],
        ["fund_manager_at:cinefonds-lumiere"],
        "Reads every application in French and English and chairs the selection panel.",
    ),
    (
        "sophie-laurent",
        "Sophie Laurent",
        ["S. Laurent"],
        ["commissioning_editor_at:meridian-streaming"],
        "Acquires feature documentaries for the European catalogue.",
    ),
    (
        "juris-ozols",
        "Jūris Ozols",
        ["Juris Ozols"],
        ["fund_manager_at:baltic-screen-fund"],
        "Former cinematographer who now runs the fund's production grants.",
    ),
    (
        "grace-okafor",
        "Grace Okafor",
        ["G. Okafor"],
        ["fund_manager_at:hearth-foundation"],
        "Programme officer for social-issue grants.",
    ),
    (
        "mereana-tawhiri",
        "Mereana Tawhiri",
        ["M. Tawhiri"],
        ["fund_manager_at:pacific-arts-trust"],
        "Leads the trust's community film programme from Wellington.",
    ),
    (
        "lee-minseo",
        "이민서",
        ["Lee Min-seo"],
        ["commissioning_editor_at:hanbit-broadcasting"],
        "Runs the weekend factual slot and the channel's co-production desk.",
    ),
    (
        "olusegun-adeyemi",
        "Olúṣẹ́gun Adéyẹmí",
        ["Olusegun Adeyemi"],
        ["programmer_at:lakeshore-docfest"],
        "Senior programmer who also runs the market's rough-cut lab.",
    ),
    (
        "aiko-tanaka",
        "田中愛子",
        ["Aiko Tanaka"],
        ["programmer_at:vertov-doc-days"],
        "Tokyo-born programmer who also teaches film history.",
    ),
    (
        "thabo-nkosi",
        "Thabo Nkosi",
        ["T. Nkosi"],
        ["programmer_at:ashgrove-docfest"],
        "Programmes the audience-award strand.",
    ),
    (
        "benedikt-huber",
        "Benedikt Huber",
        ["B. Huber"],
        ["programmer_at:docalpes"],
        "Selects the first-features competition.",
    ),
    (
        "elodie-marchand",
        "Élodie Marchand",
        ["Elodie Marchand"],
        ["programmer_at:festival-du-reel-marin"],
        "Artistic director since 2021.",
    ),
    (
        "callum-reid",
        "Callum Reid",
        ["C. Reid"],
        [
            "employed_by:northfield-post",
            "post_supervisor_on:low-water",
            "post_supervisor_on:the-quiet-index",
        ],
        "Books the suites and tracks every delivery list.",
    ),
    (
        "hana-novakova",
        "Hana Nováková",
        ["Hana Novakova"],
        [
            "employed_by:kestrel-lane-films",
            "assistant_editor_on:the-quiet-index",
            "assistant_editor_on:low-water",
        ],
        "Manages media, syncs rushes and runs test screenings.",
    ),
    (
        "li-wei",
        "李伟",
        ["Li Wei"],
        ["composer_for:the-quiet-index", "composer_for:the-cliff-harvest"],
        "Writes for small string ensembles and prepared piano.",
    ),
    (
        "ines-carvalho",
        "Inês Carvalho",
        ["Ines Carvalho"],
        [
            "employed_by:kestrel-lane-films",
            "coordinator_on:the-long-table",
            "coordinator_on:undertow",
        ],
        "Production coordinator in the Lisbon office.",
    ),
    (
        "siriporn-chaiyaphum",
        "ศิริพร ชัยภูมิ",
        ["Siriporn Chaiyaphum"],
        ["editor_on:second-skin", "editor_on:the-long-table"],
        "Bangkok editor known for tight episodic structure.",
    ),
]

ROLE_PHRASES = {
    "executive_producer_of": "executive producer of",
    "producer_of": "producer of",
    "director_of": "director of",
    "editor_on": "editor on",
    "assistant_editor_on": "assistant editor on",
    "archive_researcher_on": "archive researcher on",
    "cinematographer_on": "cinematographer on",
    "sound_recordist_on": "location sound on",
    "sound_designer_on": "sound designer on",
    "composer_for": "composer for",
    "colourist_on": "colourist on",
    "fixer_on": "fixer for",
    "appears_in": "contributor in",
    "line_producer_on": "line producer on",
    "post_supervisor_on": "post supervisor on",
    "coordinator_on": "coordinator on",
    "employed_by": "works at",
    "partner_at": "partner at",
    "commissioning_editor_at": "commissioning editor at",
    "fund_manager_at": "fund manager at",
    "programmer_at": "programmer at",
}

# --- companies: funders, festivals, vendors -------------------------------------------------

# (id, category, title, aliases, relations, paragraphs)
COMPANIES = [
    (
        "kestrel-lane-films",
        "vendor",
        "Kestrel Lane Films",
        ["Kestrel Lane", "KLF"],
        ["insured_by:tessera-insurance", "legal_counsel:greyhaven-clearances"],
        [
            "Our own company: an independent documentary production company with offices in "
            "Glasgow and Lisbon, making features and short series.",
            "Errors-and-omissions cover comes from [[tessera-insurance]]; outside counsel is "
            "[[greyhaven-clearances]].",
        ],
    ),
    (
        "nordlicht-fund",
        "funder",
        "Nordlicht Dokumentarfonds",
        ["Nordlicht Fund", "Nordlicht"],
        [],
        [
            "Hamburg-based public fund for creative documentary with an international "
            "co-production window.",
            "Grants are paid in three tranches against delivery milestones.",
        ],
    ),
    (
        "atlas-public-tv",
        "funder",
        "Atlas Public Television",
        ["Atlas PTV"],
        [],
        [
            "Public broadcaster whose Tuesday strand takes single films of 52 to 90 minutes.",
            "Licence fees are paid half on signature and half on delivery.",
        ],
    ),
    (
        "meridian-streaming",
        "funder",
        "Meridian Streaming",
        ["Meridian+"],
        [],
        [
            "Subscription service licensing feature documentaries and limited series worldwide.",
            "Deals are worldwide for seven years with a holdback on festival screenings.",
        ],
    ),
    (
        "cinefonds-lumiere",
        "funder",
        "Cinéfonds Lumière",
        ["Cinefonds Lumiere"],
        [],
        [
            "Paris co-production fund that requires a French co-producer and spend in France.",
        ],
    ),
    (
        "baltic-screen-fund",
        "funder",
        "Baltic Screen Fund",
        ["BSF"],
        [],
        ["Regional fund in Riga supporting films shot around the Baltic Sea."],
    ),
    (
        "hearth-foundation",
        "funder",
        "Hearth Foundation for Documentary",
        ["Hearth Foundation"],
        [],
        [
            "Philanthropic foundation giving development and production grants to "
            "social-issue documentaries.",
        ],
    ),
    (
        "pacific-arts-trust",
        "funder",
        "Pacific Arts Trust",
        ["PAT"],
        [],
        ["Arts charity backing nature and science films made with local communities."],
    ),
    (
        "hanbit-broadcasting",
        "funder",
        "Hanbit Broadcasting",
        ["HBC", "한빛방송"],
        [],
        ["Korean cable channel commissioning factual series for its weekend slot."],
    ),
    (
        "vertov-doc-days",
        "festival",
        "Vertov Doc Days",
        ["VDD"],
        [],
        [
            "Autumn festival of creative documentary with a strong archive-film section.",
            "Submissions close in early June; world premieres are strongly preferred.",
        ],
    ),
    (
        "lakeshore-docfest",
        "festival",
        "Lakeshore Documentary Festival",
        ["Lakeshore Docs"],
        [],
        ["Large North American spring festival and market, strong on science titles."],
    ),
    (
        "ashgrove-docfest",
        "festival",
        "Ashgrove International Documentary Festival",
        ["Ashgrove IDF"],
        [],
        ["Summer festival whose audience award often drives broadcast sales."],
    ),
    (
        "docalpes",
        "festival",
        "DocAlpes",
        ["Doc Alpes"],
        [],
        ["Mountain-town festival whose competition favours first and second features."],
    ),
    (
        "festival-du-reel-marin",
        "festival",
        "Festival du Réel Marin",
        ["Reel Marin"],
        [],
        ["Coastal festival of nature and environment documentaries."],
    ),
    (
        "northfield-post",
        "vendor",
        "Northfield Post",
        ["Northfield"],
        [],
        [
            "Post house in Glasgow with offline suites, online conform and an Atmos mix room.",
        ],
    ),
    (
        "pixelmill-grading",
        "vendor",
        "Pixelmill Grading",
        ["Pixelmill"],
        [],
        ["Colour boutique in the Merchant City with two calibrated suites."],
    ),
    (
        "greyhaven-clearances",
        "vendor",
        "Greyhaven Clearances LLP",
        ["Greyhaven"],
        [],
        ["Law firm handling archive, music and errors-and-omissions work for producers."],
    ),
    (
        "lensbay-rentals",
        "vendor",
        "Lensbay Rentals",
        ["Lensbay"],
        [],
        ["Equipment house in Leith that supplies our cinema camera packages and lenses."],
    ),
    (
        "tessera-insurance",
        "vendor",
        "Tessera Media Insurance",
        ["Tessera"],
        [],
        ["Insurer for errors and omissions and general production cover."],
    ),
    (
        "souss-services",
        "vendor",
        "Souss Production Services",
        ["Souss Services"],
        [],
        ["Agadir service company providing fixers, permits and drivers in southern Morocco."],
    ),
]

# --- locations ---------------------------------------------------------------------------------

# (id, title, aliases, relations, paragraphs)
LOCATIONS = [
    (
        "can-tho-floating-market",
        "Cần Thơ floating market",
        ["Can Tho floating market", "Cai Rang market"],
        ["scouted_by:somchai-wongsakul"],
        [
            "Dawn river market of wholesale boats; filming needs a ward permit and a boat "
            "from the cooperative.",
        ],
    ),
    (
        "tra-vinh-coast",
        "Trà Vinh mangrove coast",
        ["Tra Vinh coast"],
        ["scouted_by:nguyen-thi-lan"],
        ["Eroding mangrove shoreline with stilt houses, reachable only at high water."],
    ),
    (
        "rustaveli-basement",
        "Rustaveli Theatre basement, Tbilisi",
        ["Rustaveli basement"],
        ["scouted_by:anna-sorokina"],
        [
            "Low vaulted storerooms under the theatre; no mains power below the first level.",
        ],
    ),
    (
        "georgian-film-archive",
        "Georgian National Film Archive reading room",
        ["GNFA reading room"],
        ["scouted_by:tamar-kiknadze"],
        ["Reading room with a flatbed viewer; scanning is booked by the half-day."],
    ),
    (
        "guca-fairground",
        "Guča fairground",
        ["Guca fairground"],
        ["scouted_by:soren-odegaard"],
        ["Open field and stages used during the August gathering, crowded all week."],
    ),
    (
        "vranje-bakery",
        "Jovanović family bakery, Vranje",
        ["Vranje bakery"],
        ["scouted_by:soren-odegaard"],
        ["Small wood-fired bakery whose back room doubles as a practice space."],
    ),
    (
        "gdansk-hall-3",
        "Gdańsk shipyard, Hall 3",
        ["Gdansk Hall 3"],
        ["scouted_by:zofia-wisniewska"],
        ["Steel fabrication hall; entry only with hard hats and a security induction."],
    ),
    (
        "lamjung-cliffs",
        "Lamjung cliff faces",
        ["Lamjung"],
        ["scouted_by:sonam-lhamo"],
        ["Rock faces above the Marsyangdi valley, a two-day trek from the road head."],
    ),
    (
        "chajnantor-ridge",
        "Chajnantor ridge, Atacama",
        ["Atacama ridge"],
        ["scouted_by:diego-fuentes"],
        ["High plateau at 4,800 metres; everyone needs an altitude check before each night."],
    ),
    (
        "hongdae-studio",
        "Hongdae studio loft, Seoul",
        ["Hongdae loft"],
        ["scouted_by:kim-soyeon"],
        ["Third-floor studio with one window; we rent the unit next door as a base."],
    ),
    (
        "achrafieh-kitchen",
        "Achrafieh apartment kitchen, Beirut",
        ["Achrafieh kitchen"],
        ["scouted_by:yusuf-haddad"],
        ["Small galley kitchen; the camera sits in the hallway for most set-ups."],
    ),
    (
        "taghazout-beach",
        "Taghazout beach",
        ["Taghazout"],
        ["scouted_by:youssef-amrani"],
        ["Surf beach north of Agadir with a municipal rescue post."],
    ),
    (
        "murano-fornace",
        "Fornace Dal Mas, Murano",
        ["Fornace Dal Mas"],
        ["scouted_by:lucia-rossi"],
        ["Working glass workshop on the Rio dei Vetrai; the kilns run from five a.m."],
    ),
]

# --- shoots ----------------------------------------------------------------------------------

# (id, title, production, locations, crew, kit from Lensbay, paragraphs)
SHOOTS = [
    (
        "lw-dry-season",
        "Low Water — dry season block",
        "low-water",
        ["can-tho-floating-market", "tra-vinh-coast"],
        ["nguyen-thi-lan", "eleni-papadaki", "somchai-wongsakul", "mariam-tesfaye"],
        True,
        ["Eighteen shooting days in March and April, when the canals were at their lowest."],
    ),
    (
        "lw-flood-season",
        "Low Water — flood season block",
        "low-water",
        ["tra-vinh-coast"],
        ["nguyen-thi-lan", "eleni-papadaki", "mariam-tesfaye"],
        True,
        ["Twelve days in October around the king tides; boats were the only way between houses."],
    ),
    (
        "qi-basement-interviews",
        "The Quiet Index — basement interviews",
        "the-quiet-index",
        ["rustaveli-basement"],
        ["tamar-kiknadze", "ivan-petrov", "oskar-lindqvist"],
        False,
        ["Three visits of four days each, lit with battery panels carried down by hand."],
    ),
    (
        "qi-scanning-days",
        "The Quiet Index — archive scanning days",
        "the-quiet-index",
        ["georgian-film-archive"],
        ["anna-sorokina", "tamar-kiknadze"],
        False,
        ["Nine half-days filming the scanning of selected prints on the flatbed."],
    ),
    (
        "bb-festival-week",
        "Bread and Brass — festival week",
        "bread-and-brass",
        ["guca-fairground"],
        ["soren-odegaard", "ivan-petrov", "oskar-lindqvist"],
        True,
        ["Seven days in August with two units and a multitrack recorder on the main stage."],
    ),
    (
        "bb-bakery-nights",
        "Bread and Brass — bakery nights",
        "bread-and-brass",
        ["vranje-bakery"],
        ["soren-odegaard", "oskar-lindqvist"],
        False,
        ["Ten overnight sessions from two a.m. until the first deliveries."],
    ),
    (
        "il-night-shifts",
        "Iron Lullaby — night shifts",
        "iron-lullaby",
        ["gdansk-hall-3"],
        ["zofia-wisniewska", "kim-minjun", "mariam-tesfaye"],
        True,
        ["Twenty-two shifts between February and May, ten p.m. to six a.m."],
    ),
    (
        "ch-spring-harvest",
        "The Cliff Harvest — spring block",
        "the-cliff-harvest",
        ["lamjung-cliffs"],
        ["sonam-lhamo", "eleni-papadaki", "arjun-mehta"],
        False,
        [
            "Ten days in April on the rock faces; every camera position was rigged the day "
            "before by the climbing team.",
        ],
    ),
    (
        "sl-ridge-nights",
        "Signal Lost — ridge nights",
        "signal-lost",
        ["chajnantor-ridge"],
        ["diego-fuentes", "arjun-mehta"],
        True,
        ["Fourteen nights in July with a star tracker mount and a small generator."],
    ),
    (
        "ss-studio-block",
        "Second Skin — studio block",
        "second-skin",
        ["hongdae-studio"],
        ["kim-soyeon", "kim-minjun"],
        False,
        ["Sixteen days across two months, working around client appointments."],
    ),
    (
        "lt-kitchen-block",
        "The Long Table — kitchen block",
        "the-long-table",
        ["achrafieh-kitchen"],
        ["yusuf-haddad", "mariam-tesfaye"],
        False,
        ["Two blocks of six days, one episode recorded per day with a rest day between."],
    ),
    (
        "undertow-recce",
        "Undertow — recce",
        "undertow",
        ["taghazout-beach"],
        ["fatima-benali", "youssef-amrani"],
        False,
        ["Four-day scouting trip with a small camera to test access and light."],
    ),
    (
        "glass-orchard-recce",
        "Glass Orchard — recce",
        "glass-orchard",
        ["murano-fornace"],
        ["lucia-rossi"],
        False,
        ["Two days of test footage and interviews for the financing teaser."],
    ),
]

# --- meetings ----------------------------------------------------------------------------------

# (id, category, title, aliases, relations, paragraphs)
MEETINGS = [
    (
        "lw-rough-cut-2",
        "review",
        "Low Water rough cut review 2",
        ["LW RC2"],
        [
            "reviews_cut_of:low-water",
            "attended_by:nguyen-thi-lan",
            "attended_by:chen-jing",
            "attended_by:tomas-o-briain",
            "attended_by:isla-mcbride",
            "attended_by:hana-novakova",
        ],
        [
            "Second rough cut screened at 118 minutes; the room agreed the middle act sags "
            "and that spoken commentary fought the images.",
            "Next cut due in three weeks with the family storylines interleaved.",
        ],
    ),
    (
        "lw-fine-cut",
        "review",
        "Low Water fine cut review",
        [],
        [
            "reviews_cut_of:low-water",
            "attended_by:nguyen-thi-lan",
            "attended_by:chen-jing",
            "attended_by:isla-mcbride",
            "attended_by:giorgos-andreou",
            "attended_by:callum-reid",
        ],
        [
            "Fine cut at 96 minutes; [[giorgos-andreou]] attended for the broadcaster and "
            "asked for a clearer first act.",
            "Findings from the [[lw-test-screening|panel]] reshaped the opening.",
        ],
    ),
    (
        "qi-assembly-review",
        "review",
        "The Quiet Index assembly review",
        [],
        [
            "reviews_cut_of:the-quiet-index",
            "attended_by:tamar-kiknadze",
            "attended_by:anna-kovalchuk",
            "attended_by:hana-novakova",
            "attended_by:isla-mcbride",
            "attended_by:anna-sorokina",
        ],
        [
            "Four-hour assembly of interviews and scanned material; discussion focused on "
            "how to present the historical frames.",
        ],
    ),
    (
        "qi-picture-lock",
        "review",
        "The Quiet Index picture lock review",
        ["QI lock"],
        [
            "reviews_cut_of:the-quiet-index",
            "attended_by:tamar-kiknadze",
            "attended_by:anna-kovalchuk",
            "attended_by:isla-mcbride",
            "attended_by:callum-reid",
            "attended_by:sato-yuki",
            "attended_by:li-wei",
        ],
        [
            "Picture locked at 88 minutes, with handover to sound and online at Northfield "
            "the following Monday.",
        ],
    ),
    (
        "bb-rough-cut",
        "review",
        "Bread and Brass rough cut review",
        [],
        [
            "reviews_cut_of:bread-and-brass",
            "attended_by:soren-odegaard",
            "attended_by:ana-ferreira",
            "attended_by:ivan-petrov",
            "attended_by:isla-mcbride",
        ],
        ["First rough cut at 104 minutes; the August sequence runs long."],
    ),
    (
        "il-rough-cut",
        "review",
        "Iron Lullaby rough cut review",
        [],
        [
            "reviews_cut_of:iron-lullaby",
            "attended_by:zofia-wisniewska",
            "attended_by:anna-kovalchuk",
            "attended_by:tomas-o-briain",
            "attended_by:kim-minjun",
            "attended_by:leah-cohen",
        ],
        [
            "Rough cut at 101 minutes; legal flagged recognisable guards in three scenes.",
        ],
    ),
    (
        "il-fine-cut",
        "review",
        "Iron Lullaby fine cut review",
        [],
        [
            "reviews_cut_of:iron-lullaby",
            "attended_by:zofia-wisniewska",
            "attended_by:anna-kovalchuk",
            "attended_by:noa-ben-david",
            "attended_by:sophie-laurent",
        ],
        [
            "Fine cut with temp music; [[sophie-laurent]] joined remotely for the buyer.",
        ],
    ),
    (
        "ch-assembly",
        "review",
        "The Cliff Harvest assembly review",
        [],
        [
            "reviews_cut_of:the-cliff-harvest",
            "attended_by:sonam-lhamo",
            "attended_by:chen-jing",
            "attended_by:eleni-papadaki",
            "attended_by:arjun-mehta",
        ],
        [
            "Assembly of the spring material; the climbing footage works but the home "
            "scenes need more time.",
        ],
    ),
    (
        "ss-ep1-review",
        "review",
        "Second Skin episode 1 cut review",
        [],
        [
            "reviews_cut_of:second-skin",
            "attended_by:kim-soyeon",
            "attended_by:siriporn-chaiyaphum",
            "attended_by:lee-minseo",
        ],
        ["Episode one at 31 minutes; the channel asked for the legal background earlier."],
    ),
    (
        "lt-ep-review",
        "review",
        "The Long Table episodes 1-2 review",
        [],
        [
            "reviews_cut_of:the-long-table",
            "attended_by:yusuf-haddad",
            "attended_by:siriporn-chaiyaphum",
            "attended_by:ana-ferreira",
            "attended_by:ines-carvalho",
        ],
        ["Both episodes ran over 30 minutes and the step-by-step passages dragged."],
    ),
    (
        "greenlight-spring",
        "meeting",
        "Slate greenlight meeting (spring)",
        ["greenlight meeting"],
        [
            "about:undertow",
            "about:glass-orchard",
            "attended_by:isla-mcbride",
            "attended_by:ana-ferreira",
            "attended_by:tomas-o-briain",
            "attended_by:priya-raman",
        ],
        [
            "Yearly review of development projects and which of them move into financing.",
        ],
    ),
    (
        "nordlicht-pitch",
        "meeting",
        "Nordlicht pitch session",
        [],
        [
            "about:low-water",
            "about:the-cliff-harvest",
            "attended_by:tomas-o-briain",
            "attended_by:nguyen-thi-lan",
            "attended_by:heike-brandt",
            "hosted_by:nordlicht-fund",
        ],
        [
            "Twenty-minute presentation to the committee, followed by questions on the "
            "co-production split.",
        ],
    ),
    (
        "atlas-commissioning-call",
        "meeting",
        "Atlas commissioning call",
        [],
        [
            "about:bread-and-brass",
            "about:low-water",
            "about:signal-lost",
            "attended_by:giorgos-andreou",
            "attended_by:isla-mcbride",
            "attended_by:ana-ferreira",
            "hosted_by:atlas-public-tv",
        ],
        ["Quarterly call on slot dates, running times and delivery specifications."],
    ),
    (
        "meridian-deal-review",
        "meeting",
        "Meridian licence negotiation",
        ["Meridian deal call"],
        [
            "about:iron-lullaby",
            "about:the-quiet-index",
            "about:the-long-table",
            "attended_by:sophie-laurent",
            "attended_by:tomas-o-briain",
            "attended_by:leah-cohen",
        ],
        ["Terms, holdbacks and the delivery schedule for three titles."],
    ),
    (
        "festival-strategy-q3",
        "meeting",
        "Festival strategy session",
        [],
        [
            "about:the-quiet-index",
            "about:iron-lullaby",
            "about:bread-and-brass",
            "about:the-cliff-harvest",
            "attended_by:isla-mcbride",
            "attended_by:tomas-o-briain",
            "attended_by:ana-ferreira",
        ],
        [
            "Where each finished title should launch and in what order to send it out.",
        ],
    ),
    (
        "clearance-review-qi",
        "meeting",
        "Archive clearance review — The Quiet Index",
        [],
        [
            "about:the-quiet-index",
            "attended_by:leah-cohen",
            "attended_by:rebecca-stone",
            "attended_by:anna-sorokina",
            "attended_by:anna-kovalchuk",
        ],
        ["Line-by-line pass through the rights log against the locked cut."],
    ),
    (
        "music-rights-call-bb",
        "meeting",
        "Music rights call — Bread and Brass",
        [],
        [
            "about:bread-and-brass",
            "attended_by:leah-cohen",
            "attended_by:ana-ferreira",
            "attended_by:ivan-petrov",
            "attended_by:dragan-jovanovic",
        ],
        ["Call with the band about the publishing on their recordings."],
    ),
    (
        "safety-briefing-ch",
        "meeting",
        "Rope-access safety briefing",
        [],
        [
            "about:the-cliff-harvest",
            "attended_by:sonam-lhamo",
            "attended_by:eleni-papadaki",
            "attended_by:arjun-mehta",
            "attended_by:pasang-gurung",
            "attended_by:priya-raman",
        ],
        ["Pre-departure briefing on anchors, harnesses, evacuation and insurance."],
    ),
    (
        "budget-review-h2",
        "meeting",
        "Mid-year budget review",
        [],
        [
            "about:low-water",
            "about:signal-lost",
            "about:second-skin",
            "attended_by:priya-raman",
            "attended_by:isla-mcbride",
            "attended_by:tomas-o-briain",
        ],
        ["Cost-to-complete for three live productions against cash flow."],
    ),
    (
        "hanbit-kickoff",
        "meeting",
        "Hanbit series kickoff",
        [],
        [
            "about:second-skin",
            "attended_by:lee-minseo",
            "attended_by:kim-soyeon",
            "attended_by:isla-mcbride",
            "attended_by:priya-raman",
        ],
        ["Kick-off to agree episode count, delivery dates and versioning."],
    ),
    (
        "weekly-slate-standup",
        "meeting",
        "Weekly slate stand-up",
        [],
        [
            "attended_by:isla-mcbride",
            "attended_by:ana-ferreira",
            "attended_by:tomas-o-briain",
            "attended_by:priya-raman",
            "attended_by:ines-carvalho",
        ],
        ["Fifteen-minute Monday round of every live title: blockers, dates, spend."],
    ),
    (
        "impact-workshop-lw",
        "meeting",
        "Impact campaign workshop — Low Water",
        [],
        [
            "about:low-water",
            "attended_by:nguyen-thi-lan",
            "attended_by:tomas-o-briain",
            "attended_by:isla-mcbride",
        ],
        ["Half-day workshop on outreach goals, partners and community screenings."],
    ),
]

# --- decisions -------------------------------------------------------------------------------

# (id, title, meeting, production, proposer, extra relations, paragraphs)
DECISIONS = [
    (
        "lw-no-narration",
        "No voice-over in Low Water",
        "lw-rough-cut-2",
        "low-water",
        "nguyen-thi-lan",
        [],
        [
            "Low Water will carry no narration; the families' own words and on-screen text "
            "carry the story.",
            "Chosen because a narrator kept explaining what the pictures already showed.",
        ],
    ),
    (
        "lw-open-on-flood",
        "Open Low Water on the flood night",
        "lw-fine-cut",
        "low-water",
        "chen-jing",
        [],
        ["The film now opens on the flood night and introduces each household through it."],
    ),
    (
        "qi-native-ratio",
        "Show archive frames in their native aspect ratio",
        "qi-assembly-review",
        "the-quiet-index",
        "anna-kovalchuk",
        [],
        ["Archive appears pillarboxed as shot, never cropped or zoomed to fill the screen."],
    ),
    (
        "qi-premiere-vertov",
        "World premiere of The Quiet Index at Vertov Doc Days",
        "festival-strategy-q3",
        "the-quiet-index",
        "isla-mcbride",
        ["concerns:vertov-doc-days"],
        ["The film launches at Vertov Doc Days and is held back from every other event."],
    ),
    (
        "qi-cut-newsreel",
        "Remove the unlicensed 1968 newsreel",
        "clearance-review-qi",
        "the-quiet-index",
        "leah-cohen",
        [],
        ["The 1968 newsreel is cut; its owner could not be traced in time for delivery."],
    ),
    (
        "bb-record-live",
        "Record the band's music on location",
        "music-rights-call-bb",
        "bread-and-brass",
        "ivan-petrov",
        [],
        [
            "The soundtrack uses pieces performed for our microphones in the bakery rather "
            "than licensing tracks from the band's existing album.",
        ],
    ),
    (
        "bb-tv-cut",
        "Deliver a 52-minute broadcast version of Bread and Brass",
        "atlas-commissioning-call",
        "bread-and-brass",
        "giorgos-andreou",
        [],
        ["A 52-minute version goes to the Tuesday strand alongside the festival cut."],
    ),
    (
        "il-blur-security",
        "Blur recognisable yard security staff",
        "il-rough-cut",
        "iron-lullaby",
        "leah-cohen",
        [],
        ["Guards who did not sign releases are blurred in every scene they appear in."],
    ),
    (
        "il-solo-cello",
        "Score Iron Lullaby for solo cello",
        "il-fine-cut",
        "iron-lullaby",
        "noa-ben-david",
        [],
        ["The music is a single cello, recorded close, with no synths or percussion."],
    ),
    (
        "ch-drone-distance",
        "Keep drones 50 metres from the nests",
        "safety-briefing-ch",
        "the-cliff-harvest",
        "sonam-lhamo",
        [],
        [
            "No aerial unit may fly closer than 50 metres to an active nest, because rotor "
            "noise agitates the swarm and endangers the climbers.",
        ],
    ),
    (
        "ch-second-climber-camera",
        "Add a second climbing camera operator",
        "safety-briefing-ch",
        "the-cliff-harvest",
        "eleni-papadaki",
        [],
        ["Two operators hang on separate lines so one can always assist the other."],
    ),
    (
        "sl-winter-shoot",
        "Move the Signal Lost main shoot to winter",
        "budget-review-h2",
        "signal-lost",
        "priya-raman",
        [],
        ["The main block moves to July, when nights are longest and flights are cheaper."],
    ),
    (
        "ss-two-versions",
        "Make separate domestic and international versions of Second Skin",
        "hanbit-kickoff",
        "second-skin",
        "lee-minseo",
        [],
        ["The Korean version runs longer on the legal debate; the international one on craft."],
    ),
    (
        "lt-26-minutes",
        "Cap Long Table episodes at 26 minutes",
        "lt-ep-review",
        "the-long-table",
        "siriporn-chaiyaphum",
        [],
        ["Every episode is trimmed to 26 minutes to fit the buyer's half-hour slot."],
    ),
    (
        "undertow-into-financing",
        "Move Undertow into financing",
        "greenlight-spring",
        "undertow",
        "ana-ferreira",
        [],
        ["The project leaves development and starts approaching funders this year."],
    ),
    (
        "glass-orchard-paused",
        "Pause Glass Orchard until a co-producer signs",
        "greenlight-spring",
        "glass-orchard",
        "isla-mcbride",
        [],
        ["No further spend on the project until an Italian partner commits."],
    ),
    (
        "lw-ngo-partner",
        "Partner with a delta NGO on Low Water outreach",
        "impact-workshop-lw",
        "low-water",
        "nguyen-thi-lan",
        [],
        ["A local environmental NGO will co-run community screenings after release."],
    ),
]

LINKED_DECISIONS = {
    "lw-open-on-flood",
    "qi-premiere-vertov",
    "il-blur-security",
    "sl-winter-shoot",
    "lt-26-minutes",
    "glass-orchard-paused",
}

# --- legal clearances ------------------------------------------------------------------------

# (id, title, aliases, relations, paragraphs)
LEGAL = [
    (
        "qi-archive-licence",
        "Archive licence — Georgian National Film Archive",
        ["GNFA licence"],
        [
            "clears_for:the-quiet-index",
            "handled_by:greyhaven-clearances",
            "covers_location:georgian-film-archive",
            "signed_by:leah-cohen",
        ],
        ["Worldwide all-media licence for 41 minutes of material, paid per minute used."],
    ),
    (
        "qi-newsreel-rights",
        "Rights search — 1968 newsreel",
        [],
        ["clears_for:the-quiet-index", "handled_by:rebecca-stone"],
        ["Search for the owner of a 1968 newsreel fragment; no successor company was found."],
    ),
    (
        "bb-music-rights",
        "Music rights — Bread and Brass band recordings",
        [],
        [
            "clears_for:bread-and-brass",
            "handled_by:greyhaven-clearances",
            "signed_by:leah-cohen",
        ],
        ["Synchronisation and master licences for eleven pieces performed by the band."],
    ),
    (
        "il-location-release",
        "Location release — Gdańsk Hall 3",
        [],
        [
            "clears_for:iron-lullaby",
            "covers_location:gdansk-hall-3",
            "signed_by:leah-cohen",
        ],
        [
            "Signed with the yard's owners; valid for overnight filming through December "
            "with a named escort on every visit.",
        ],
    ),
    (
        "il-contributor-releases",
        "Contributor releases — Iron Lullaby",
        [],
        ["clears_for:iron-lullaby", "signed_by:leah-cohen", "release_from:halina-kowal"],
        ["Releases from the four women followed and from eleven colleagues seen on camera."],
    ),
    (
        "lw-consent-forms",
        "Consent forms — Low Water families",
        [],
        ["clears_for:low-water", "signed_by:nguyen-thi-lan"],
        ["Consent forms in Vietnamese and Khmer, read aloud and countersigned by a witness."],
    ),
    (
        "ch-drone-permit",
        "Drone permit — Lamjung",
        [],
        [
            "clears_for:the-cliff-harvest",
            "covers_location:lamjung-cliffs",
            "signed_by:priya-raman",
        ],
        ["Civil aviation permit for a sub-2 kg aircraft, valid for thirty days in April."],
    ),
    (
        "eo-policy",
        "E&O insurance policy",
        ["E&O cover"],
        [
            "insured_by:tessera-insurance",
            "clears_for:low-water",
            "clears_for:the-quiet-index",
            "clears_for:iron-lullaby",
            "clears_for:bread-and-brass",
        ],
        [
            "Annual cover for every title on the slate from first shoot to five years after "
            "delivery; claims go through legal.",
        ],
    ),
    (
        "ss-artwork-clearance",
        "Artwork clearance — Second Skin",
        [],
        ["clears_for:second-skin", "handled_by:greyhaven-clearances"],
        [
            "Clearance of flash sheets and client designs shown on camera; each designer "
            "assigned rights in writing.",
        ],
    ),
    (
        "lt-title-search",
        "Title and trademark search — The Long Table",
        [],
        ["clears_for:the-long-table", "handled_by:rebecca-stone"],
        ["Search across food and broadcasting classes; one restaurant conflict, judged remote."],
    ),
]

# --- budgets ---------------------------------------------------------------------------------

# (id, title, aliases, relations, paragraphs)
BUDGETS = [
    (
        "lw-budget-v3",
        "Low Water production budget v3",
        ["LW budget"],
        [
            "budget_of:low-water",
            "prepared_by:priya-raman",
            "approved_in:budget-review-h2",
        ],
        ["Total of €612,000 with 8% contingency; post is the largest single line."],
    ),
    (
        "qi-cost-report",
        "The Quiet Index final cost report",
        [],
        ["budget_of:the-quiet-index", "prepared_by:priya-raman"],
        ["Came in 4% over, almost entirely on licensing fees and restoration."],
    ),
    (
        "bb-budget",
        "Bread and Brass budget (broadcast version)",
        [],
        [
            "budget_of:bread-and-brass",
            "prepared_by:ana-ferreira",
            "approved_in:atlas-commissioning-call",
        ],
        ["€310,000 including a separate online and mix for the shorter version."],
    ),
    (
        "il-budget-v2",
        "Iron Lullaby budget v2",
        [],
        [
            "budget_of:iron-lullaby",
            "prepared_by:priya-raman",
            "approved_in:meridian-deal-review",
        ],
        ["€540,000, with overnight crew premiums as the main pressure."],
    ),
    (
        "sl-budget-winter",
        "Signal Lost budget — winter shoot",
        [],
        [
            "budget_of:signal-lost",
            "prepared_by:priya-raman",
            "approved_in:budget-review-h2",
        ],
        ["€398,000 after flights and accommodation were rebooked for July."],
    ),
    (
        "ss-series-budget",
        "Second Skin series budget",
        [],
        [
            "budget_of:second-skin",
            "prepared_by:priya-raman",
            "approved_in:budget-review-h2",
        ],
        ["₩720 million across three episodes, with versioning as its own section."],
    ),
    (
        "undertow-dev-budget",
        "Undertow development budget",
        [],
        [
            "budget_of:undertow",
            "prepared_by:ana-ferreira",
            "approved_in:greenlight-spring",
        ],
        ["Covers research trips, a four-day recce and a sizzle reel; total under €60,000."],
    ),
]

# --- concepts ----------------------------------------------------------------------------------

CONCEPTS = [
    (
        "observational-mode",
        "Observational mode",
        ["fly-on-the-wall", "observational cinema"],
        ["related_concept:slow-cinema"],
        [
            "Filming events as they unfold without interviews, narration or staged scenes; "
            "the crew waits rather than directs.",
        ],
    ),
    (
        "archival-collage",
        "Archival collage",
        ["found-footage film"],
        ["related_concept:fair-dealing-archive"],
        [
            "Making a film's argument by recombining existing footage, newsreel and home "
            "movies into new sequences.",
        ],
    ),
    (
        "participatory-consent",
        "Ongoing consent",
        ["process consent"],
        ["related_concept:duty-of-care"],
        [
            "Consent is revisited at each stage, so contributors can withdraw scenes up to "
            "picture lock.",
        ],
    ),
    (
        "slow-cinema",
        "Slow cinema",
        ["contemplative cinema"],
        [],
        [
            "Long takes, minimal cutting and unhurried duration as a way of respecting the "
            "rhythm of work and place.",
        ],
    ),
    (
        "impact-producing",
        "Impact producing",
        ["impact campaign"],
        [],
        [
            "Planning how a film drives change: partners, screenings with decision-makers "
            "and measurable goals.",
        ],
    ),
    (
        "fair-dealing-archive",
        "Fair dealing for archive",
        ["fair use"],
        [],
        [
            "When a short quotation of copyrighted footage may be used without a licence, "
            "for criticism or review.",
        ],
    ),
    (
        "duty-of-care",
        "Duty of care for contributors",
        ["contributor welfare"],
        ["related_concept:participatory-consent"],
        [
            "Our obligation to protect the wellbeing of those who appear on camera before, "
            "during and after release, including aftercare.",
        ],
    ),
    (
        "hybrid-documentary",
        "Hybrid documentary",
        ["hybrid doc"],
        [],
        ["Mixing observational material with staged or re-enacted scenes, openly signposted."],
    ),
]

# --- research findings ---------------------------------------------------------------------

FINDINGS = [
    (
        "lw-test-screening",
        "Low Water test screening notes",
        [],
        [
            "informs:low-water",
            "presented_at:lw-fine-cut",
            "researched_by:hana-novakova",
        ],
        [
            "A panel of 24 found the first twenty minutes confusing: they could not "
            "distinguish the three households until the flood.",
        ],
    ),
    (
        "qi-reel-provenance",
        "Provenance study of the basement reels",
        [],
        [
            "informs:the-quiet-index",
            "presented_at:clearance-review-qi",
            "researched_by:anna-sorokina",
        ],
        [
            "Around forty percent of the hidden prints duplicate titles already held by the "
            "state archive in Tbilisi.",
        ],
    ),
    (
        "bb-audience-survey",
        "Bread and Brass festival audience survey",
        [],
        [
            "informs:bread-and-brass",
            "presented_at:festival-strategy-q3",
            "researched_by:ines-carvalho",
        ],
        [
            "Respondents asked for more time in the bakery and less of the stage performances.",
        ],
    ),
    (
        "il-workforce-figures",
        "Research memo: yard workforce figures",
        [],
        ["informs:iron-lullaby", "researched_by:zofia-wisniewska"],
        ["Headcount at the yard fell from roughly 17,000 in 1980 to about 1,800 today."],
    ),
    (
        "ch-honey-toxin",
        "Research note: grayanotoxin in cliff honey",
        [],
        [
            "informs:the-cliff-harvest",
            "presented_at:safety-briefing-ch",
            "researched_by:sonam-lhamo",
        ],
        [
            "Honey from rhododendron nectar carries grayanotoxin: small doses cause "
            "dizziness, larger ones cardiac symptoms.",
        ],
    ),
    (
        "sl-pass-windows",
        "Research memo: orbital pass windows",
        [],
        [
            "informs:signal-lost",
            "presented_at:budget-review-h2",
            "researched_by:diego-fuentes",
        ],
        [
            "The most usable passes fall between two and four a.m. local time in June and July.",
        ],
    ),
    (
        "ss-case-law",
        "Research memo: tattoo licensing case law",
        [],
        [
            "informs:second-skin",
            "presented_at:hanbit-kickoff",
            "researched_by:leah-cohen",
        ],
        [
            "The 1992 Supreme Court ruling still treats the practice as a medical act; the "
            "2022 constitutional challenge failed by one vote.",
        ],
    ),
    (
        "lt-pilot-viewing",
        "The Long Table pilot viewing data",
        [],
        [
            "informs:the-long-table",
            "presented_at:lt-ep-review",
            "researched_by:ines-carvalho",
        ],
        [
            "Sixty percent of pilot viewers finished the episode; most drop-off came during "
            "step-by-step cooking segments.",
        ],
    ),
    (
        "crew-diversity-audit",
        "Crew diversity audit 2025",
        [],
        [
            "covers:kestrel-lane-films",
            "presented_at:weekly-slate-standup",
            "researched_by:priya-raman",
        ],
        [
            "Women held 58% of head-of-department roles across the slate, yet only two of "
            "nine cinematographers.",
        ],
    ),
    (
        "festival-returns",
        "Festival submission returns, 2019-2025",
        [],
        ["presented_at:festival-strategy-q3", "researched_by:tomas-o-briain"],
        [
            "Titles offered as world premieres were selected three times as often as titles "
            "that had already screened elsewhere.",
        ],
    ),
]

# --- handbook ----------------------------------------------------------------------------------

HANDBOOK = [
    (
        "hb-location-booking",
        "How to book and release a location",
        [],
        ["owned_by:ines-carvalho", "see_also:hb-drone-policy"],
        [
            "Before any location is shot, book it in writing, get a signed release and log "
            "the permit reference in the shoot folder.",
            "Who to ask: the coordinator for bookings and legal for releases.",
        ],
    ),
    (
        "hb-crew-travel",
        "Crew travel and per diem policy",
        [],
        ["owned_by:priya-raman"],
        [
            "Crew fly economy under six hours and premium economy above; per diems follow "
            "the public rates of the country where the shoot is.",
        ],
    ),
    (
        "hb-festival-submissions",
        "Festival submission checklist",
        [],
        ["owned_by:tomas-o-briain", "see_also:hb-music-clearance"],
        [
            "Check premiere status, screener links, fee waivers and which festivals a funder "
            "or broadcaster requires before submitting a film anywhere.",
        ],
    ),
    (
        "hb-funding-applications",
        "How to write a funding application",
        [],
        ["owned_by:tomas-o-briain"],
        [
            "Lead with access and the director's track record; funders want to see who has "
            "already funded the film and which broadcaster is attached.",
        ],
    ),
    (
        "hb-music-clearance",
        "How music clearance works here",
        [],
        ["owned_by:leah-cohen", "see_also:fair-dealing-archive"],
        [
            "Every cue needs both a synchronisation licence and a master licence, cleared "
            "before the online, not after.",
        ],
    ),
    (
        "hb-edit-review-etiquette",
        "Edit review etiquette",
        [],
        ["owned_by:isla-mcbride", "see_also:hb-decision-log"],
        [
            "Who attends a cut review, how notes are given, and how decisions reached in the "
            "room get written down.",
        ],
    ),
    (
        "hb-contributor-releases",
        "Contributor release and consent policy",
        [],
        [
            "owned_by:leah-cohen",
            "see_also:participatory-consent",
            "see_also:duty-of-care",
        ],
        [
            "Everyone filmed signs a release before filming; minors need a guardian's "
            "signature as well.",
        ],
    ),
    (
        "hb-budget-template",
        "Using the budget template",
        [],
        ["owned_by:priya-raman"],
        [
            "Start from the template, never from another production's budget, and keep "
            "contingency on its own line.",
        ],
    ),
    (
        "hb-drone-policy",
        "Drone and aerial filming policy",
        [],
        ["owned_by:priya-raman"],
        [
            "Only licensed pilots fly, with a permit for each location and a spotter "
            "present for every flight.",
        ],
    ),
    (
        "hb-archive-licensing",
        "Licensing archive footage: a how-to",
        [],
        ["owned_by:anna-sorokina", "see_also:fair-dealing-archive"],
        [
            "Log every clip with its source and timecode, ask for all-media worldwide terms, "
            "and budget per minute used.",
        ],
    ),
    (
        "hb-decision-log",
        "How we record decisions",
        [],
        ["owned_by:isla-mcbride"],
        [
            "A decision gets its own page linking the meeting it was made in, who proposed "
            "it and which production it applies to.",
        ],
    ),
    (
        "hb-meeting-notes",
        "Taking meeting notes",
        [],
        ["owned_by:ines-carvalho", "see_also:hb-decision-log"],
        [
            "Record who attended, which productions were discussed and what was decided, "
            "then file the transcript as evidence.",
        ],
    ),
    (
        "hb-risk-assessment",
        "Risk assessments for hazardous shoots",
        [],
        [
            "owned_by:priya-raman",
            "see_also:hb-drone-policy",
            "see_also:duty-of-care",
        ],
        [
            "Any shoot at height, on water, at altitude or at night needs a written risk "
            "assessment signed off by the line producer.",
        ],
    ),
]

# --- questions ---------------------------------------------------------------------------------

# (text, answer id)
LEXICAL = [
    ("Low Water production budget v3", "lw-budget-v3"),
    ("greyhaven clearances contact", "greyhaven-clearances"),
    ("Nordlicht Dokumentarfonds", "nordlicht-fund"),
    ("crew travel per diem rules", "hb-crew-travel"),
    ("festival submission checklist", "hb-festival-submissions"),
    ("rustaveli basement", "rustaveli-basement"),
    ("Iron Lullaby", "iron-lullaby"),
    ("Tomas O Briain", "tomas-o-briain"),
    ("Dragan Jovanovic", "dragan-jovanovic"),
    ("ongoing consent", "participatory-consent"),
    ("meridian licence negotiation notes", "meridian-deal-review"),
    ("location release for gdansk hall 3", "il-location-release"),
    ("hongdae loft", "hongdae-studio"),
    ("signal lost ridge nights", "sl-ridge-nights"),
    ("quiet index picture lock", "qi-picture-lock"),
    ("pixelmill", "pixelmill-grading"),
    ("taghazout", "taghazout-beach"),
    ("drone and aerial filming policy", "hb-drone-policy"),
    ("DocAlpes", "docalpes"),
    ("lensbay rentals", "lensbay-rentals"),
    ("hybrid documentary", "hybrid-documentary"),
    ("Ashgrove IDF", "ashgrove-docfest"),
]

SCRIPT = [
    ("Анна Ковальчук", "anna-kovalchuk"),
    ("who is Ελένη Παπαδάκη", "eleni-papadaki"),
    ("يوسف حداد", "yusuf-haddad"),
    ("contact for נועה בן דוד", "noa-ben-david"),
    ("अर्जुन मेहता", "arjun-mehta"),
    ("陈静 editor", "chen-jing"),
    ("김소연", "kim-soyeon"),
    ("สมชาย วงศ์สกุล", "somchai-wongsakul"),
    ("ნოდარ ბერიძე", "nodar-beridze"),
]

# A step: (relation types or None for any, direction "out" | "in" | "any").
# (text, anchor, steps, answer categories or None)
HOP = [
    (
        "who directed the film about brackish tides in the rice paddies",
        "low-water",
        [({"director_of"}, "in")],
        None,
    ),
    (
        "which funders are behind the documentary on censored soviet-era reels?",
        "the-quiet-index",
        [(None, "out")],
        {"funder"},
    ),
    ("who edited the women welders doc", "iron-lullaby", [({"editor_on"}, "in")], None),
    (
        "which shoots did the honey hunters film have?",
        "the-cliff-harvest",
        [({"shoot_block_of"}, "in")],
        None,
    ),
    (
        "which festivals has the amateur radio satellite documentary been sent to",
        "signal-lost",
        [(None, "out")],
        {"festival"},
    ),
    (
        "who commissioned the series about physicians being the only ones allowed to tattoo",
        "second-skin",
        [({"commissioned_by"}, "out")],
        None,
    ),
    (
        "which broadcaster ordered the beirut sunday lunch series?",
        "the-long-table",
        [({"commissioned_by"}, "out")],
        None,
    ),
    ("who is working on the lifeguards project?", "undertow", [(None, "in")], {"person"}),
    (
        "who scored the shipyard closure documentary",
        "iron-lullaby",
        [({"composer_for"}, "in")],
        None,
    ),
    (
        "who was DoP on the gurung honey film",
        "the-cliff-harvest",
        [({"cinematographer_on"}, "in")],
        None,
    ),
    (
        "what has the cellist who records every cue in one room worked on?",
        "noa-ben-david",
        [(None, "out")],
        {"production"},
    ),
    (
        "which films did the editor who builds structure on index cards cut?",
        "chen-jing",
        [({"editor_on"}, "out")],
        None,
    ),
    (
        "where does the colourist who makes a show LUT with every director work",
        "wang-lei",
        [({"employed_by"}, "out")],
        None,
    ),
    (
        "which festival is Olusegun Adeyemi a programmer at?",
        "olusegun-adeyemi",
        [({"programmer_at"}, "out")],
        None,
    ),
    (
        "what film is the eighty-one year old contributor in",
        "nodar-beridze",
        [({"appears_in"}, "out")],
        None,
    ),
    ("which fund does Heike Brandt look after?", "heike-brandt", [(None, "out")], None),
    (
        "the fixer who speaks Tashelhit and Darija - what project is he on?",
        "youssef-amrani",
        [({"fixer_on"}, "out")],
        None,
    ),
    (
        "what did the handheld DoP who lights with practicals shoot",
        "kim-minjun",
        [({"cinematographer_on"}, "out")],
        None,
    ),
    (
        "who is our contact at the Hamburg documentary fund?",
        "nordlicht-fund",
        [(None, "in")],
        {"person"},
    ),
    (
        "which productions has the Paris co-production fund backed",
        "cinefonds-lumiere",
        [({"financed_by"}, "in")],
        None,
    ),
    (
        "what films went through the Glasgow post house?",
        "northfield-post",
        [({"post_production_at"}, "in")],
        None,
    ),
    (
        "who programmes the festival known for its archive-film section",
        "vertov-doc-days",
        [({"programmer_at"}, "in")],
        None,
    ),
    (
        "what policies do we hold with the errors and omissions insurer?",
        "tessera-insurance",
        [({"insured_by"}, "in")],
        {"legal"},
    ),
    (
        "which shoots took place up on the high plateau?",
        "chajnantor-ridge",
        [({"filmed_at"}, "in")],
        None,
    ),
    (
        "who scouted the vaulted storerooms under the theatre",
        "rustaveli-basement",
        [({"scouted_by"}, "out")],
        None,
    ),
    (
        "which meeting settled that the delta film carries no narration?",
        "lw-no-narration",
        [({"decided_in"}, "out")],
        None,
    ),
    (
        "what was decided at the rope-access safety briefing",
        "safety-briefing-ch",
        [({"decided_in"}, "in")],
        None,
    ),
    (
        "who was at the kick-off where episode count and versioning were agreed?",
        "hanbit-kickoff",
        [({"attended_by"}, "out")],
        None,
    ),
    (
        "which productions came up at the mid-year money review?",
        "budget-review-h2",
        [({"about"}, "out")],
        None,
    ),
    (
        "films on the agenda at the festival strategy session",
        "festival-strategy-q3",
        [({"about"}, "out")],
        None,
    ),
    (
        "which budgets got approved at the mid-year review",
        "budget-review-h2",
        [({"approved_in"}, "in")],
        None,
    ),
    (
        "who suggested scoring the welders film for a single cello?",
        "il-solo-cello",
        [({"proposed_by"}, "out")],
        None,
    ),
    (
        "which film does the drone distance rule apply to",
        "ch-drone-distance",
        [({"applies_to"}, "out")],
        None,
    ),
    (
        "who handled the rights search for the 1968 newsreel?",
        "qi-newsreel-rights",
        [({"handled_by"}, "out")],
        None,
    ),
    (
        "which location does the release with a named escort cover",
        "il-location-release",
        [({"covers_location"}, "out")],
        None,
    ),
    (
        "what production is the flash sheet artwork clearance for?",
        "ss-artwork-clearance",
        [({"clears_for"}, "out")],
        None,
    ),
    (
        "at which review were the test screening notes presented",
        "lw-test-screening",
        [({"presented_at"}, "out")],
        None,
    ),
    (
        "who researched when satellites pass overhead?",
        "sl-pass-windows",
        [({"researched_by"}, "out")],
        None,
    ),
    (
        "who put together the winter shoot budget for the radio film",
        "sl-budget-winter",
        [({"prepared_by"}, "out")],
        None,
    ),
    (
        "which of our films use the fly-on-the-wall approach?",
        "observational-mode",
        [({"uses_approach"}, "in")],
        None,
    ),
    (
        "which productions are built from found footage and home movies",
        "archival-collage",
        [({"uses_approach"}, "in")],
        None,
    ),
    (
        "which handbook pages does the head of legal and business affairs own?",
        "leah-cohen",
        [({"owned_by"}, "in")],
        {"handbook"},
    ),
    (
        "what concepts does the guardian signature policy point to",
        "hb-contributor-releases",
        [({"see_also"}, "out")],
        {"concept"},
    ),
    (
        "who appears in the film about the village band of bakers?",
        "bread-and-brass",
        [({"appears_in"}, "in")],
        None,
    ),
    ("who signed the Lamjung drone permit", "ch-drone-permit", [({"signed_by"}, "out")], None),
    (
        "which shoots used kit from the camera rental company?",
        "lensbay-rentals",
        [({"kit_from"}, "in")],
        None,
    ),
    (
        "who was in the room for the twenty-minute committee presentation?",
        "nordlicht-pitch",
        [({"attended_by"}, "out")],
        None,
    ),
]

HOP2 = [
    (
        "where was the film about brackish tides in the rice paddies shot?",
        "low-water",
        [({"shoot_block_of"}, "in"), ({"filmed_at"}, "out")],
        None,
    ),
    (
        "who programmes the festival where the censored soviet reels film premiered",
        "the-quiet-index",
        [({"premiered_at"}, "out"), ({"programmer_at"}, "in")],
        None,
    ),
    (
        "who is the commissioning editor at the broadcaster behind the physicians-only "
        "tattoo series?",
        "second-skin",
        [({"commissioned_by"}, "out"), ({"commissioning_editor_at"}, "in")],
        None,
    ),
    (
        "who directed the films backed by the Hamburg documentary fund",
        "nordlicht-fund",
        [({"financed_by"}, "in"), ({"director_of"}, "in")],
        None,
    ),
    (
        "which festivals are linked to films cut by the index-card editor?",
        "chen-jing",
        [({"editor_on"}, "out"), (None, "out")],
        {"festival"},
    ),
    (
        "who crewed the shoot on the high plateau",
        "chajnantor-ridge",
        [({"filmed_at"}, "in"), ({"crewed_by"}, "out")],
        None,
    ),
    (
        "who proposed the decisions taken at the mid-year money review?",
        "budget-review-h2",
        [({"decided_in"}, "in"), ({"proposed_by"}, "out")],
        None,
    ),
    (
        "which funders back films made in the slow cinema style",
        "slow-cinema",
        [({"uses_approach"}, "in"), (None, "out")],
        {"funder"},
    ),
    (
        "which productions used cameras from the rental house?",
        "lensbay-rentals",
        [({"kit_from"}, "in"), ({"shoot_block_of"}, "out")],
        None,
    ),
    (
        "what was decided at the review where the test screening notes were presented",
        "lw-test-screening",
        [({"presented_at"}, "out"), ({"decided_in"}, "in")],
        None,
    ),
    (
        "who works at the colour house that did the welders film?",
        "iron-lullaby",
        [({"graded_at"}, "out"), ({"employed_by"}, "in")],
        None,
    ),
    (
        "which people appear in films funded by the Riga regional fund",
        "baltic-screen-fund",
        [({"financed_by"}, "in"), ({"appears_in"}, "in")],
        None,
    ),
    (
        "which meetings discussed films the cellist scored?",
        "noa-ben-david",
        [({"composer_for"}, "out"), ({"about", "reviews_cut_of"}, "in")],
        None,
    ),
    (
        "which locations were used on shoots the Bangkok-based fixer crewed",
        "somchai-wongsakul",
        [({"crewed_by"}, "in"), ({"filmed_at"}, "out")],
        None,
    ),
    (
        "who was at the meeting where the memo on court cases was presented?",
        "ss-case-law",
        [({"presented_at"}, "out"), ({"attended_by"}, "out")],
        None,
    ),
    (
        "which locations are covered by clearances for the women welders film",
        "iron-lullaby",
        [({"clears_for"}, "in"), ({"covers_location"}, "out")],
        None,
    ),
    (
        "who worked on the shoot in the vaulted storerooms under the theatre?",
        "rustaveli-basement",
        [({"filmed_at"}, "in"), ({"crewed_by"}, "out")],
        None,
    ),
    (
        "who appears in the film directed by the Danish maker of music documentaries",
        "soren-odegaard",
        [({"director_of"}, "out"), ({"appears_in"}, "in")],
        None,
    ),
    (
        "what decisions came out of the meeting that approved the sizzle reel budget?",
        "undertow-dev-budget",
        [({"approved_in"}, "out"), ({"decided_in"}, "in")],
        None,
    ),
    (
        "who crewed the shoot blocks for the honey hunters film",
        "the-cliff-harvest",
        [({"shoot_block_of"}, "in"), ({"crewed_by"}, "out")],
        None,
    ),
]

PARAPHRASE = [
    (
        "did viewers mix up which family was which at the start of the delta feature?",
        "lw-test-screening",
    ),
    (
        "what share of the old man's secret stash turned out to be copies the national "
        "collection owned anyway",
        "qi-reel-provenance",
    ),
    (
        "folks wanted extra baking scenes and fewer concerts in our questionnaire",
        "bb-audience-survey",
    ),
    ("how far did shipbuilding employment shrink since the eighties?", "il-workforce-figures"),
    ("can eating the wild comb make you ill", "ch-honey-toxin"),
    ("what hour of night are spacecraft best heard overhead?", "sl-pass-windows"),
    ("where do people stop watching the food show", "lt-pilot-viewing"),
    (
        "does being a first-ever showing improve our acceptance odds?",
        "festival-returns",
    ),
    (
        "how do we support the mental health of film subjects once it has come out",
        "duty-of-care",
    ),
    (
        "instead of paying for their CD, how did we get the songs?",
        "bb-record-live",
    ),
    ("gender balance among team leads on our productions", "crew-diversity-audit"),
]

# --- check helpers -----------------------------------------------------------------------------

_GENERIC_TEXT = """
a an the of for on in at to by with about from into under up out over our we us i me you
my it its is are was were be been being do does did done has have had will would can could
should what which who whom whose where when why how that this these those there their them
they he she his her him any all some each every one ones and or not no yes than then so as
if also only just again get got
people person crew film films documentary documentaries doc docs production productions
project projects series meeting meetings decided decision decisions location locations shot
shoot shoots filmed filming edit edited editor review reviews cut cuts legal clearance
clearances budget budgets funder funders funded fund funds broadcaster broadcasters
festival festivals company companies concept concepts policy policies team work worked
working works directed director produced producer scored score composer programmer
programmes dop post handbook pages page contact list show find
commissioned commissioning commission back backed made off
"""
GENERIC = set(_GENERIC_TEXT.split())

_LINK_RE = re.compile(r"\[\[(?:[a-z]+:)?([^\]|]*)(?:\|([^\]]*))?\]\]")
_WORD_RE = re.compile(r"[^\W_]+")


def _strip_links(text: str) -> str:
    return _LINK_RE.sub(lambda m: m.group(2) if m.group(2) is not None else "", text)


def _stem(word: str) -> str:
    if len(word) > 4 and word.endswith("ies"):
        word = word[:-3] + "y"
    elif len(word) > 4 and word.endswith(("sses", "xes", "ches", "shes", "zes")):
        word = word[:-2]
    elif len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        word = word[:-1]
    for suffix in ("ing", "ed"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


def _words(text: str) -> set[str]:
    return {_stem(w) for w in _WORD_RE.findall(text.lower()) if w not in GENERIC}


def _doc_words(doc: Document) -> set[str]:
    return _words(" ".join([doc.title, *doc.aliases, _strip_links(doc.body)]))


# --- building ----------------------------------------------------------------------------------


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def _q(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)


def _ts(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


class _Brain:
    def __init__(self, base: datetime) -> None:
        self.base = base
        self.pages: dict[str, dict] = {}
        self.evidence: dict[str, dict] = {}

    def when(self, key: str, days: int = 0) -> datetime:
        spread = int(hashlib.sha256(key.encode()).hexdigest()[:6], 16) % 300
        return self.base + timedelta(days=spread + days, hours=9 + spread % 8)

    def add_evidence(self, key: str, ref: str, title: str, text: str) -> str:
        digest = hashlib.sha256(text.strip().encode()).hexdigest()[:8]
        ev_id = f"ev-{_slug(ref)[:100]}-{digest}"
        self.evidence[key] = {"id": ev_id, "ref": ref, "title": title, "text": text}
        return ev_id

    def add_page(
        self,
        page_id: str,
        cat: str,
        title: str,
        aliases: list[str],
        relations: list[str],
        paras: list[str],
        cites: list[tuple[str, str]],
        timeline: list[tuple[str, str]] | None = None,
    ) -> None:
        assert page_id not in self.pages, page_id
        self.pages[page_id] = {
            "cat": cat,
            "title": title,
            "aliases": aliases,
            "relations": [tuple(r.split(":")) for r in relations],
            "paras": paras,
            "cites": cites,
            "timeline": timeline or [],
        }

    def documents(self) -> list[Document]:
        docs = []
        for key, ev in self.evidence.items():
            created = _ts(self.when(key))
            text = (
                f"---\nid: {ev['id']}\nkind: evidence\ntype: source\ntitle: {_q(ev['title'])}\n"
                f"status: active\nsources: [{_q(ev['ref'])}]\ncreated: {created}\n"
                f"updated: {created}\n---\n{ev['text'].strip()}\n"
            )
            docs.append(parse_document(text, folder="evidence", path=f"evidence/{ev['id']}.md"))
        for page_id, page in self.pages.items():
            docs.append(self._render(page_id, page))
        return docs

    def _link(self, match: re.Match) -> str:
        target, label = match.group(1), match.group(2)
        if label is None:
            label = self.pages[target]["title"]
        return f"[[page:{target}|{label}]]"

    def _render(self, page_id: str, page: dict) -> Document:
        type_, folder = CATEGORIES[page["cat"]]
        cites = [(self.evidence[k]["id"], label) for k, label in page["cites"]]
        paras = []
        for index, para in enumerate(page["paras"]):
            para = re.sub(r"\[\[([a-z0-9-]+)(?:\|([^\]]*))?\]\]", self._link, para)
            ev_id, label = cites[index % len(cites)]
            citation = f"([[evidence:{ev_id}|{label}]])"
            para = f"{para[:-1]} {citation}." if para.endswith(".") else f"{para} {citation}"
            paras.append(para)
        body = f"# {page['title']}\n\n" + "\n\n".join(paras)
        refs = [self.evidence[k]["ref"] for k, _ in page["cites"]]
        if page["timeline"]:
            lines = []
            for key, entry in page["timeline"]:
                stamp = _ts(self.when(key))
                ref = self.evidence[key]["ref"]
                entry_id = timeline_entry_id(page_id, stamp, ref, entry)
                lines.append(f"- **{stamp}** | {entry_id} | {ref} | {entry}")
            body += "\n\n## Timeline\n\n" + "\n".join(lines)
        lag = int(hashlib.sha256(page_id.encode()).hexdigest()[:4], 16) % 96
        created = max(self.when(k) for k, _ in page["cites"]) + timedelta(hours=2 + lag)
        meta = [
            f"id: {page_id}",
            "kind: page",
            f"type: {type_}",
            f"title: {_q(page['title'])}",
            "status: active",
        ]
        if page["aliases"]:
            meta.append("aliases: [" + ", ".join(_q(a) for a in page["aliases"]) + "]")
        if page["relations"]:
            rels = ", ".join(f"{{type: {t}, target: {x}}}" for t, x in page["relations"])
            meta.append(f"relations: [{rels}]")
        meta.append("sources: [" + ", ".join(_q(r) for r in dict.fromkeys(refs)) + "]")
        meta.append(f"created: {_ts(created)}")
        meta.append(f"updated: {_ts(created + timedelta(days=3, hours=2))}")
        text = "---\n" + "\n".join(meta) + "\n---\n" + body + "\n"
        return parse_document(text, folder=folder, path=f"{folder}/{page_id}.md")


def _latin(person: tuple) -> str:
    """The name as a Latin-script list writes it: the title if it is Latin, else the alias."""
    title = person[1]
    letters = [c for c in title if c.isalpha()]
    if all("LATIN" in unicodedata.name(c, "") for c in letters):
        return title
    return person[2][0]


def _role_sentence(relations: list[str], titles: dict[str, str], link: bool) -> str:
    groups: dict[str, list[str]] = {}
    for rel in relations:
        rtype, target = rel.split(":")
        groups.setdefault(rtype, []).append(target)

    def names(targets: list[str]) -> str:
        shown = [f"[[{t}]]" if link else titles[t] for t in targets]
        return shown[0] if len(shown) == 1 else ", ".join(shown[:-1]) + " and " + shown[-1]

    parts = []
    for rtype, targets in groups.items():
        phrase = ROLE_PHRASES[rtype]
        parts.append(f"{phrase} {names(targets)}")
    sentence = "; ".join(parts)
    return sentence[0].upper() + sentence[1:] + "."


def _make_brain(base: datetime) -> _Brain:
    b = _Brain(base)
    titles: dict[str, str] = {}
    for pid, title, *_ in PRODUCTIONS:
        titles[pid] = title
    for cid, _cat, title, *_ in COMPANIES:
        titles[cid] = title

    # evidence per production: pitch deck and crew list
    crew: dict[str, list[str]] = {pid: [] for pid, *_ in PRODUCTIONS}
    for person in PEOPLE:
        relations = person[3]
        for rel in relations:
            rtype, target = rel.split(":")
            if target in crew:
                role = re.sub(r" (of|on|for|in)$", "", ROLE_PHRASES[rtype])
                crew[target].append(f"{_latin(person)} ({role})")
    for n, (pid, title, _aliases, _rels, paras) in enumerate(PRODUCTIONS):
        logline = re.sub(r"\[\[([a-z0-9-]+)(?:\|[^\]]*)?\]\]", "", paras[0]).strip()
        b.add_evidence(
            f"pitch:{pid}",
            f"file:pitches/{pid}-deck-v{n % 3 + 2}.md",
            f"Pitch deck — {title}",
            f"{title}. Logline as sent to funders: {logline}",
        )
        b.add_evidence(
            f"crew:{pid}",
            f"goat-task:crew-list-{pid}",
            f"Crew and contributor list — {title}",
            f"Crew and contributor list for {title}, as circulated by the production office: "
            + "; ".join(crew[pid])
            + ".",
        )
    for cid, _cat, title, aliases, _rels, _paras in COMPANIES:
        staff = [
            _latin(p)
            for p in PEOPLE
            if any(r.split(":")[1] == cid and not r.startswith("appears") for r in p[3])
        ]
        contacts = f" Contacts: {', '.join(staff)}." if staff else ""
        b.add_evidence(
            f"corr:{cid}",
            f"jamie:email:thread-{cid}",
            f"Email thread — {title}",
            f"Correspondence with {title} ({aliases[0]}): contracts, invoicing and "
            f"schedules confirmed.{contacts}",
        )

    # productions
    for pid, title, aliases, rels, paras in PRODUCTIONS:
        b.add_page(
            pid,
            "production",
            title,
            aliases,
            rels,
            paras,
            [(f"pitch:{pid}", "pitch deck"), (f"crew:{pid}", "crew list")],
        )
    # companies
    for cid, cat, title, aliases, rels, paras in COMPANIES:
        b.add_page(cid, cat, title, aliases, rels, paras, [(f"corr:{cid}", "correspondence")])
    # people
    for n, (person_id, native, aliases, relations, bio) in enumerate(PEOPLE):
        productions = [r.split(":")[1] for r in relations if r.split(":")[1] in crew]
        companies = [r.split(":")[1] for r in relations if r.split(":")[1] not in crew]
        key = f"crew:{productions[0]}" if productions else f"corr:{companies[0]}"
        label = "crew list" if productions else "correspondence"
        paras = [_role_sentence(relations, titles, link=n % 2 == 0), bio]
        b.add_page(person_id, "person", native, aliases, relations, paras, [(key, label)])

    # shoots and call sheets; locations cite the first call sheet that names them
    location_sheet: dict[str, str] = {}
    for n, (sid, title, pid, locs, crew_ids, kit, paras) in enumerate(SHOOTS):
        loc_titles = ", ".join(loc[1] for loc in LOCATIONS if loc[0] in locs)
        names = ", ".join(_latin(p) for p in PEOPLE if p[0] in crew_ids)
        b.add_evidence(
            f"call:{sid}",
            f"linear:SHOOT-{101 + n}",
            f"Call sheet — {title}",
            f"Call sheet for {title}. Unit base: {loc_titles}. Crew: {names}.",
        )
        for loc in locs:
            location_sheet.setdefault(loc, sid)
        rels = [f"shoot_block_of:{pid}"]
        rels += [f"filmed_at:{loc}" for loc in locs]
        rels += [f"crewed_by:{p}" for p in crew_ids]
        if kit:
            rels.append("kit_from:lensbay-rentals")
        text = list(paras)
        if n % 2 == 0:
            text.append("Filmed at " + " and ".join(f"[[{loc}]]" for loc in locs) + ".")
        b.add_page(sid, "shoot", title, [], rels, text, [(f"call:{sid}", "call sheet")])
    for lid, title, aliases, rels, paras in LOCATIONS:
        b.add_page(
            lid,
            "location",
            title,
            aliases,
            rels,
            paras,
            [(f"call:{location_sheet[lid]}", "call sheet")],
        )

    # meetings, transcripts, decisions
    decided: dict[str, list[str]] = {}
    for _did, dtitle, mid, *_ in DECISIONS:
        decided.setdefault(mid, []).append(dtitle)
    for n, (mid, cat, title, aliases, rels, paras) in enumerate(MEETINGS):
        present = [r.split(":")[1] for r in rels if r.startswith("attended_by:")]
        names = ", ".join(_latin(p) for p in PEOPLE if p[0] in present)
        outcomes = decided.get(mid, [])
        tail = f" Outcomes: {'; '.join(outcomes)}." if outcomes else ""
        b.add_evidence(
            f"tx:{mid}",
            f"jamie:meeting:mtg_{5200 + n * 7}",
            f"Transcript — {title}",
            f"Transcript of {title}. Present: {names}.{tail}",
        )
        b.add_page(
            mid,
            cat,
            title,
            aliases,
            rels,
            paras,
            [(f"tx:{mid}", "transcript")],
            timeline=[(f"tx:{mid}", "Meeting held; transcript filed as evidence.")],
        )
    for did, title, mid, pid, proposer, extra, paras in DECISIONS:
        rels = [f"decided_in:{mid}", f"applies_to:{pid}", f"proposed_by:{proposer}", *extra]
        text = list(paras)
        if did in LINKED_DECISIONS:
            text.append(f"Agreed at [[{mid}]].")
        b.add_page(did, "decision", title, [], rels, text, [(f"tx:{mid}", "transcript")])

    # legal, budgets, findings
    for n, (lid, title, aliases, rels, paras) in enumerate(LEGAL):
        b.add_evidence(
            f"legal:{lid}",
            f"file:legal/{lid}.md",
            f"Signed copy — {title}",
            f"Signed copy of {title}, scanned and filed by business affairs; reference "
            f"KLF-L-{300 + n}.",
        )
        b.add_page(lid, "legal", title, aliases, rels, paras, [(f"legal:{lid}", "signed copy")])
    for n, (bid, title, aliases, rels, paras) in enumerate(BUDGETS):
        b.add_evidence(
            f"sheet:{bid}",
            f"file:budgets/{bid}.md",
            f"Budget sheet — {title}",
            f"Spreadsheet export of {title}: totals by department, version {n + 1}.",
        )
        cites = [(f"sheet:{bid}", "budget sheet")]
        b.add_page(bid, "budget", title, aliases, rels, paras, cites)
    for n, (fid, title, aliases, rels, paras) in enumerate(FINDINGS):
        author = next(r.split(":")[1] for r in rels if r.startswith("researched_by:"))
        author_name = next(_latin(p) for p in PEOPLE if p[0] == author)
        b.add_evidence(
            f"notes:{fid}",
            f"goat-chat:research-{fid}",
            f"Research notes — {title}",
            f"Working file for {title}, uploaded to the shared drive by {author_name}; "
            f"{n + 3} pages.",
        )
        b.add_page(fid, "finding", title, aliases, rels, paras, [(f"notes:{fid}", "notes")])

    # concepts and handbook: shared evidence
    b.add_evidence(
        "concepts:reading",
        "web:wiki.kestrellane.example/reading-group",
        "Reading group notes on documentary form",
        "Notes from the monthly reading group: modes of documentary, consent, archive "
        "use and pacing, with examples from our own slate.",
    )
    b.add_evidence(
        "concepts:bible",
        "file:style/house-style-bible.md",
        "House style bible",
        "The house style bible shared with new directors, covering form, ethics and "
        "working methods.",
    )
    for n, (cid, title, aliases, rels, paras) in enumerate(CONCEPTS):
        key = "concepts:reading" if n % 2 == 0 else "concepts:bible"
        b.add_page(cid, "concept", title, aliases, rels, paras, [(key, "house notes")])
    handbook_sources = [
        ("hb:2024", "web:wiki.kestrellane.example/handbook-2024", "Staff handbook, 2024"),
        ("hb:2025", "web:wiki.kestrellane.example/handbook-2025", "Staff handbook, 2025"),
        ("hb:ops", "goat-chat:ops-channel-pins", "Pinned messages in the ops channel"),
    ]
    for key, ref, title in handbook_sources:
        b.add_evidence(
            key,
            ref,
            title,
            f"{title}: exported text of the operations pages, kept for reference.",
        )
    for n, (hid, title, aliases, rels, paras) in enumerate(HANDBOOK):
        key = handbook_sources[n % 3][0]
        b.add_page(hid, "handbook", title, aliases, rels, paras, [(key, "handbook export")])
    return b


def _edges(documents: list[Document]) -> list[tuple[str, str, str]]:
    return [(d.brain_id, r.type, r.target) for d in documents for r in d.relations]


def _walk(
    edges: list[tuple[str, str, str]],
    anchor: str,
    steps: list[tuple[set[str] | None, str]],
) -> set[str]:
    frontier = {anchor}
    for types, direction in steps:
        found: set[str] = set()
        for src, rtype, dst in edges:
            if types is not None and rtype not in types:
                continue
            if direction in ("out", "any") and src in frontier:
                found.add(dst)
            if direction in ("in", "any") and dst in frontier:
                found.add(src)
        frontier = found
    return frontier - {anchor}


def _category(doc: Document) -> str:
    for cat, (_type, folder) in CATEGORIES.items():
        if doc.folder == folder and doc.type == _type:
            return cat
    return "evidence"


def build(seed: int = 151) -> EvalSet:
    rng = random.Random(seed)
    base = datetime(2025, 1, 6, tzinfo=UTC) + timedelta(days=rng.randint(-180, 180))
    documents = _make_brain(base).documents()
    rng.shuffle(documents)
    by_id = {d.brain_id: d for d in documents}
    edges = _edges(documents)
    questions: list[Question] = []
    for text, answer in LEXICAL:
        questions.append(Question(text, "lexical", {answer}))
    for text, answer in SCRIPT:
        questions.append(Question(text, "script", {answer}))
    for kind, specs in (("hop", HOP), ("hop2", HOP2)):
        for text, anchor, steps, cats in specs:
            found = _walk(edges, anchor, steps)
            if cats is not None:
                found = {x for x in found if x in by_id and _category(by_id[x]) in cats}
            questions.append(Question(text, kind, found))
    for text, answer in PARAPHRASE:
        questions.append(Question(text, "paraphrase", {answer}))
    return EvalSet(documents, questions)


def _check(data: EvalSet) -> list[str]:
    problems: list[str] = []
    by_id: dict[str, Document] = {}
    for doc in data.documents:
        if doc.brain_id in by_id:
            problems.append(f"duplicate id {doc.brain_id}")
        by_id[doc.brain_id] = doc
    aliases: dict[str, str] = {}
    for doc in data.documents:
        for problem in validate_document(doc, file_stem=doc.brain_id):
            problems.append(f"{doc.brain_id}: {problem.rule}: {problem.message}")
        if doc.status != "active":
            problems.append(f"{doc.brain_id}: status {doc.status}")
        if doc.kind == "page":
            for statement in uncited_statements(doc.body):
                problems.append(f"{doc.brain_id}: uncited statement {statement.excerpt!r}")
        for rel in doc.relations:
            if rel.target not in by_id or by_id[rel.target].kind != "page":
                problems.append(f"{doc.brain_id}: broken relation {rel.type} -> {rel.target}")
        for alias in doc.aliases:
            other = aliases.setdefault(alias.lower(), doc.brain_id)
            if other != doc.brain_id:
                problems.append(f"alias {alias!r} on {other} and {doc.brain_id}")
    edges = _edges(data.documents)
    neighbours: dict[str, set[str]] = {}
    for src, _t, dst in edges:
        neighbours.setdefault(src, set()).add(dst)
        neighbours.setdefault(dst, set()).add(src)
    for doc in data.documents:
        for link in doc.links:
            if link.kind in ("page", "evidence") and link.target not in by_id:
                problems.append(f"{doc.brain_id}: broken link {link.raw}")
            if link.kind == "page" and link.target not in neighbours.get(doc.brain_id, set()):
                problems.append(f"{doc.brain_id}: inline link to non-neighbour {link.target}")
    anchors = {text: anchor for text, anchor, _s, _c in HOP + HOP2}
    for q in data.questions:
        if not q.relevant:
            problems.append(f"[{q.kind}] no relevant document: {q.text}")
        missing = [r for r in q.relevant if r not in by_id]
        if missing:
            problems.append(f"[{q.kind}] missing relevant {missing}: {q.text}")
        present = [by_id[r] for r in q.relevant if r in by_id]
        words = _words(q.text)
        if q.kind in ("hop", "hop2"):
            if len(q.relevant) > 12:
                problems.append(f"[{q.kind}] {len(q.relevant)} answers: {q.text}")
            anchor = by_id[anchors[q.text]]
            if not words & _doc_words(anchor):
                problems.append(f"[{q.kind}] shares no word with its anchor: {q.text}")
            if anchor.brain_id in q.relevant:
                problems.append(f"[{q.kind}] anchor is an answer: {q.text}")
            for doc in present:
                shared = words & _doc_words(doc)
                if shared:
                    problems.append(
                        f"[{q.kind}] shares {sorted(shared)} with answer {doc.brain_id}: {q.text}"
                    )
        if q.kind == "paraphrase":
            for doc in present:
                shared = words & _doc_words(doc)
                if shared:
                    problems.append(
                        f"[paraphrase] shares {sorted(shared)} with {doc.brain_id}: {q.text}"
                    )
        if q.kind == "lexical":
            for doc in present:
                names = _words(" ".join([doc.title, *doc.aliases]))
                if not words & names:
                    problems.append(f"[lexical] names nothing of {doc.brain_id}: {q.text}")
        if q.kind == "script":
            for doc in present:
                if doc.title not in q.text or doc.type != "person":
                    problems.append(f"[script] does not name {doc.brain_id}: {q.text}")
    return problems


if __name__ == "__main__":
    data = build()
    for line in _check(data):
        print("PROBLEM", line)
    print(f"{len(data.documents)} documents")
    kinds: dict[str, int] = {}
    for q in data.questions:
        kinds[q.kind] = kinds.get(q.kind, 0) + 1
    print(kinds)
    for q in data.questions:
        print(f"[{q.kind}] {q.text} -> {sorted(q.relevant)}")
