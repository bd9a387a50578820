# ruff: noqa: E501
"""Set R: a held-out retrieval set over the brain of a professional football club.

Data card
---------
- Generator: written independently of the ranker, its tests and the other retrieval sets (it
  reuses only `Question` and `EvalSet` from bench/retrieval_data.py); no ranking code was run
  against it. Meant to be scored, not tuned on.
- Domain: Northmere Rovers FC, an English professional club: first-team, academy and target
  players; coaching, medical, scouting and executive staff; player agents and agencies;
  sponsors, partners and contractors; other clubs (rivals, partners, selling clubs);
  matches, training sessions, weekly medical reviews and board meetings (meeting pages);
  transfers, loans, contract renewals and commercial deals (project pages); injury cases;
  academy programmes; the stadium, its stands and the building works there; decisions;
  tactical principles; and evidence (scouting reports, match reports, clinical notes, heads of
  terms, board minutes, GPS load exports, stadium surveys and registers).
- Size (seed 331): 293 documents (218 pages, 75 evidence) in 36 folders; 42 documents have a
  title or alias in another script (Cyrillic, Greek, Arabic, Hebrew, Devanagari, Chinese,
  Japanese, Korean) or Latin with diacritics. Counts move a little with the seed (which
  players have a scouting report, which injuries happen).
- Format: every document is canonical-enough markdown with YAML frontmatter that the
  project's own parser reads and its validation accepts; every active page cites evidence;
  timelines carry entry ids computed as docs/format.md says; every relation and link target
  exists.
- Relation types: plays_for, represented_by, employed_by, scouted_by, signed_from,
  loaned_to, loaned_from, reports_to, works_at, rival_of, partner_club_of, home_ground,
  part_of, sponsors, kit_supplier_of, travel_partner_of, medical_partner_of, data_partner_of,
  nutrition_partner_of, affects, built_by, led_by, enrolled_in, mentored_by, in_partnership_with,
  concerns_player, counterparty, negotiated_by, agent_involved, sustained_by, occurred_in,
  treated_by, referred_to, reviewed_in, opponent, played_at, captained_by,
  player_of_the_match, scored_by, run_by, held_at, focus_on, attended_by, chaired_by,
  proposed_by, approved_in, concerns, owned_by.
- Questions (seed 331): 164 in five kinds: `lexical` (34; names the answer by its title or an
  alias), `script` (26; names it in another script or with diacritics), `hop` (42; names a
  page one typed link away from the answer, which it does not name), `hop2` (26; two links
  away), `paraphrase` (36; describes the answer without naming it). Relevant sets list every
  correct answer (one to three documents).
- `_check()` validates the documents with brain.toolkit and checks the questions' invariants
  (ids exist, no document is an orphan, lexical and script questions name an answer, hop,
  hop2 and paraphrase questions name none by title or alias) and that `build` is
  deterministic for a seed.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import unicodedata
from dataclasses import dataclass, field
from datetime import date

from bench.retrieval_data import EvalSet, Question
from brain.toolkit.document import Document, parse_document
from brain.toolkit.validation import validate_document

CLUB = "northmere-rovers"

# --------------------------------------------------------------------------------------------
# World data
# --------------------------------------------------------------------------------------------

NATIONALITY = {
    "England": "English",
    "Brazil": "Brazilian",
    "Sweden": "Swedish",
    "Ghana": "Ghanaian",
    "Ireland": "Irish",
    "Germany": "German",
    "Kazakhstan": "Kazakh",
    "Morocco": "Moroccan",
    "Israel": "Israeli",
    "Greece": "Greek",
    "China": "Chinese",
    "Japan": "Japanese",
    "South Korea": "South Korean",
    "Denmark": "Danish",
    "Poland": "Polish",
    "Senegal": "Senegalese",
    "Spain": "Spanish",
    "France": "French",
    "Northern Ireland": "Northern Irish",
    "Turkey": "Turkish",
    "Argentina": "Argentine",
    "Finland": "Finnish",
    "Nigeria": "Nigerian",
    "Italy": "Italian",
    "Portugal": "Portuguese",
}

POSITION = {
    "GK": "goalkeeper",
    "CB": "centre-back",
    "RB": "right-back",
    "LB": "left-back",
    "FB": "full-back",
    "DM": "defensive midfielder",
    "CM": "central midfielder",
    "AM": "attacking midfielder",
    "RW": "right winger",
    "LW": "left winger",
    "W": "winger",
    "ST": "striker",
}

STYLE = {
    "GK": [
        "commanding in the air and calm when asked to play out under pressure",
        "a reflex shot-stopper with quick feet who sweeps high behind the back line",
    ],
    "CB": [
        "strong in duels and happy to step into midfield with the ball",
        "reads danger early and wins most of his aerial contests",
    ],
    "FB": [
        "overlaps constantly and delivers early crosses from deep",
        "an inverted full-back who tucks inside into midfield when we have the ball",
    ],
    "DM": [
        "screens the back four and recycles possession in one or two touches",
        "a ball-winner who leads the squad for interceptions and tackles",
    ],
    "CM": [
        "a box-to-box runner with the highest distance covered in the squad",
        "dictates tempo from deep with a wide range of passing",
    ],
    "AM": [
        "finds pockets between the lines and creates a chance every half hour",
        "a creative number ten with a dangerous shot from outside the box",
    ],
    "W": [
        "direct, very quick and happy to take his full-back on",
        "cuts inside onto his stronger foot to shoot or combine",
    ],
    "ST": [
        "a penalty-box finisher who scores with both feet and his head",
        "a pressing forward who links play and runs the channels",
    ],
}


def _style_key(pos: str) -> str:
    return {"RB": "FB", "LB": "FB", "RW": "W", "LW": "W"}.get(pos, pos)


# id, title, aliases, country, blurb
CLUBS: list[tuple[str, str, list[str], str, str]] = [
    (
        "castlebrook-united",
        "Castlebrook United",
        ["Castlebrook", "the Brook"],
        "England",
        "Our nearest neighbours, twelve miles up the estuary at Gullet Lane. The derby is the first fixture supporters look for when the calendar comes out, away tickets are balloted and the police classify it category C.",
    ),
    (
        "portwell-athletic",
        "Portwell Athletic",
        ["Portwell"],
        "England",
        "A league side that plays a direct, physical game and has scored more goals from dead balls than anyone in the division for two seasons.",
    ),
    (
        "hollin-vale",
        "Hollin Vale FC",
        ["Hollin Vale"],
        "England",
        "Promoted two seasons ago; they play at a tight 9,000-capacity ground with a noticeable slope from the north end to the south end.",
    ),
    (
        "ravensmoor-town",
        "Ravensmoor Town",
        ["Ravensmoor"],
        "England",
        "Mid-table league opponents whose head coach was an assistant here until 2023; they build patiently through a back three.",
    ),
    (
        "dunmere-borough",
        "Dunmere Borough",
        ["Dunmere"],
        "England",
        "A National League club, full-time only since 2023, drawn against us in the third round of the FA Cup.",
    ),
    (
        "aldwick-town",
        "Aldwick Town",
        ["Aldwick"],
        "England",
        "A League One club and our preferred destination for academy graduates who need senior minutes; the two clubs run a coaching exchange.",
    ),
    (
        "kirkhaven-city",
        "Kirkhaven City",
        ["Kirkhaven"],
        "Scotland",
        "A Scottish Premiership club we have bought two players from in the last four windows.",
    ),
    (
        "real-sporting-valdemoro",
        "Real Sporting Valdemoro",
        ["Valdemoro"],
        "Spain",
        "A Segunda División side from south of Madrid with a productive youth academy; we hosted our pre-season camp at their training complex.",
    ),
    (
        "fc-lindenhof",
        "FC Lindenhof 04",
        ["Lindenhof"],
        "Germany",
        "A 2. Bundesliga club with a strong data department; they loan out young players with an agreed pathway.",
    ),
    (
        "asteras-lefkadas",
        "Αστέρας Λευκάδας",
        ["Asteras Lefkadas"],
        "Greece",
        "A Greek Super League club from the Ionian coast that sells one young midfielder abroad almost every summer.",
    ),
    (
        "spartak-zarechye",
        "Спартак Заречье",
        ["Spartak Zarechye"],
        "Kazakhstan",
        "A Kazakhstan Premier League club that has reached the Conference League play-offs twice.",
    ),
    (
        "hapoel-bnei-karmel",
        "הפועל בני כרמל",
        ["Hapoel Bnei Karmel"],
        "Israel",
        "An Israeli Premier League club from the Haifa district known for a high-pressing style.",
    ),
    (
        "vitoria-de-alcobaca",
        "Vitória de Alcobaça",
        ["Alcobaça"],
        "Portugal",
        "A Primeira Liga club whose Brazilian and Argentine imports often move on to England.",
    ),
    (
        "karadeniz-sahinspor",
        "Karadeniz Şahinspor",
        ["Şahinspor"],
        "Turkey",
        "A Süper Lig club from the Black Sea coast with a passionate home crowd and a habit of selling late in the window.",
    ),
    (
        "fc-oresund-vest",
        "FC Øresund Vest",
        ["Øresund Vest"],
        "Denmark",
        "A Danish Superliga club with one of the best-rated academies in Scandinavia.",
    ),
    (
        "kamakura-tide",
        "Kamakura Tide FC",
        ["鎌倉タイドFC", "Kamakura Tide"],
        "Japan",
        "A J1 League club south of Yokohama and our partner club in Japan; the two academies exchange players every spring.",
    ),
    (
        "al-nour-sc",
        "Al-Nour Sporting Club",
        ["نادي النور الرياضي", "Al-Nour"],
        "Morocco",
        "A Botola Pro club from Casablanca with a reputation for quick, technical wingers.",
    ),
    (
        "cedar-falls-wanderers",
        "Cedar Falls Wanderers",
        ["Cedar Falls"],
        "United States",
        "A USL Championship club in Iowa and our partner club in North America; our young players go there on loan and our coaches run their summer clinics.",
    ),
]

# id, title, aliases, position, country, shirt, origin (academy | club id), loan_in, born
FIRST_TEAM: list[tuple[str, str, list[str], str, str, int, str, bool, int]] = [
    ("callum-reddaway", "Callum Reddaway", [], "GK", "England", 1, "academy", False, 1996),
    (
        "mateus-conceicao",
        "Mateus Conceição",
        ["Mateus Conceicao"],
        "CB",
        "Brazil",
        4,
        "vitoria-de-alcobaca",
        False,
        2000,
    ),
    (
        "tobias-wennerholm",
        "Tobias Wennerholm",
        [],
        "CB",
        "Sweden",
        5,
        "fc-oresund-vest",
        False,
        1994,
    ),
    (
        "kwame-asante-boateng",
        "Kwame Asante-Boateng",
        [],
        "RB",
        "Ghana",
        2,
        "portwell-athletic",
        False,
        1998,
    ),
    ("declan-furey", "Declan Furey", [], "LB", "Ireland", 3, "kirkhaven-city", False, 1997),
    ("jonas-brecht", "Jonas Brecht", [], "DM", "Germany", 6, "fc-lindenhof", False, 1995),
    (
        "aleksandr-volkov",
        "Александр Волков",
        ["Aleksandr Volkov"],
        "CM",
        "Kazakhstan",
        8,
        "spartak-zarechye",
        False,
        1995,
    ),
    (
        "youssef-el-haddad",
        "يوسف الحداد",
        ["Youssef El-Haddad"],
        "LW",
        "Morocco",
        11,
        "al-nour-sc",
        False,
        2001,
    ),
    ("itai-levi", "איתי לוי", ["Itai Levi"], "ST", "Israel", 9, "hapoel-bnei-karmel", False, 1999),
    (
        "giorgos-papadakis",
        "Γιώργος Παπαδάκης",
        ["Giorgos Papadakis"],
        "CM",
        "Greece",
        14,
        "asteras-lefkadas",
        False,
        2002,
    ),
    ("arjun-mehta", "अर्जुन मेहता", ["Arjun Mehta"], "RW", "England", 17, "academy", False, 2004),
    ("wang-haoran", "王浩然", ["Wang Haoran"], "AM", "China", 10, "kamakura-tide", False, 1998),
    ("kenta-sato", "佐藤健太", ["Kenta Sato"], "RW", "Japan", 7, "kamakura-tide", False, 2000),
    ("lee-jun-ho", "이준호", ["Lee Jun-ho"], "CB", "South Korea", 15, "fc-lindenhof", False, 1999),
    (
        "soren-kjaergaard",
        "Søren Kjærgaard",
        ["Soren Kjaergaard"],
        "ST",
        "Denmark",
        19,
        "fc-oresund-vest",
        False,
        1997,
    ),
    (
        "lukasz-wrobel",
        "Łukasz Wróbel",
        ["Lukasz Wrobel"],
        "CM",
        "Poland",
        16,
        "hollin-vale",
        False,
        1996,
    ),
    (
        "ibrahima-ndiaye",
        "Ibrahima Ndiaye",
        [],
        "DM",
        "Senegal",
        18,
        "real-sporting-valdemoro",
        False,
        1998,
    ),
    (
        "rafael-ibanez",
        "Rafael Ibáñez",
        ["Rafael Ibanez"],
        "LW",
        "Spain",
        20,
        "real-sporting-valdemoro",
        False,
        2001,
    ),
    ("theo-marchetti", "Theo Marchetti", [], "GK", "Italy", 13, "aldwick-town", False, 1993),
    ("finn-ohara", "Finn O'Hara", [], "CM", "Ireland", 23, "academy", False, 2003),
    ("marcus-okonkwo-hale", "Marcus Okonkwo-Hale", [], "RB", "England", 22, "academy", False, 2002),
    (
        "niall-brannigan",
        "Niall Brannigan",
        [],
        "CM",
        "Northern Ireland",
        24,
        "kirkhaven-city",
        False,
        1994,
    ),
    (
        "bastien-lefevre",
        "Bastien Lefèvre",
        ["Bastien Lefevre"],
        "CB",
        "France",
        25,
        "karadeniz-sahinspor",
        False,
        1997,
    ),
    (
        "emre-yildiz",
        "Emre Yıldız",
        ["Emre Yildiz"],
        "AM",
        "Turkey",
        21,
        "karadeniz-sahinspor",
        False,
        2000,
    ),
    (
        "dominic-ashworth",
        "Dominic Ashworth",
        [],
        "ST",
        "England",
        27,
        "castlebrook-united",
        False,
        1995,
    ),
    (
        "joaquin-ferreyra",
        "Joaquín Ferreyra",
        ["Joaquin Ferreyra"],
        "DM",
        "Argentina",
        26,
        "vitoria-de-alcobaca",
        False,
        1999,
    ),
    ("sami-virtanen", "Sami Virtanen", [], "LB", "Finland", 28, "hollin-vale", False, 1998),
    ("harvey-quinlan", "Harvey Quinlan", [], "GK", "England", 31, "academy", False, 2005),
    ("oskar-lindqvist", "Oskar Lindqvist", [], "W", "Sweden", 29, "aldwick-town", False, 2002),
    ("ethan-prowse", "Ethan Prowse", [], "CM", "England", 30, "academy", False, 2004),
    (
        "mikel-arrieta",
        "Mikel Arrieta",
        [],
        "CB",
        "Spain",
        32,
        "real-sporting-valdemoro",
        True,
        2003,
    ),
    ("adebayo-salako", "Adebayo Salako", [], "ST", "Nigeria", 33, "fc-lindenhof", True, 2002),
]

# id, title, aliases, position, country, programme, loaned_to, born
ACADEMY: list[tuple[str, str, list[str], str, str, str, str | None, int]] = [
    (
        "riley-thornbury",
        "Riley Thornbury",
        [],
        "CM",
        "England",
        "u21-development-squad",
        "aldwick-town",
        2005,
    ),
    ("jayden-mensah", "Jayden Mensah", [], "W", "England", "u18-elite-pathway", None, 2008),
    (
        "alfie-cresswell",
        "Alfie Cresswell",
        [],
        "GK",
        "England",
        "gk-development-academy",
        None,
        2008,
    ),
    (
        "noah-oyelaran",
        "Noah Oyelaran",
        [],
        "CB",
        "England",
        "u21-development-squad",
        "hollin-vale",
        2005,
    ),
    ("luca-bianchini", "Luca Bianchini", [], "ST", "Italy", "u18-elite-pathway", None, 2008),
    ("kacper-nowicki", "Kacper Nowicki", [], "FB", "Poland", "u18-elite-pathway", None, 2009),
    (
        "ollie-pennant",
        "Ollie Pennant",
        [],
        "AM",
        "England",
        "u21-development-squad",
        "cedar-falls-wanderers",
        2006,
    ),
    ("tyrese-dunmore", "Tyrese Dunmore", [], "DM", "England", "u21-development-squad", None, 2006),
    (
        "damir-khasanov",
        "Дамир Хасанов",
        ["Damir Khasanov"],
        "W",
        "Kazakhstan",
        "u18-elite-pathway",
        None,
        2008,
    ),
    (
        "haruto-ishikawa",
        "石川陽翔",
        ["Haruto Ishikawa"],
        "AM",
        "Japan",
        "overseas-talent-exchange",
        None,
        2008,
    ),
    ("cian-doherty", "Cian Doherty", [], "GK", "Ireland", "gk-development-academy", None, 2009),
]

# Transfer targets (not yet at the club): id, title, aliases, position, country, club, born
TARGETS: list[tuple[str, str, list[str], str, str, str, int]] = [
    ("kaan-aydin", "Kaan Aydın", ["Kaan Aydin"], "ST", "Turkey", "karadeniz-sahinspor", 2003),
    (
        "thiago-brandao",
        "Thiago Brandão",
        ["Thiago Brandao"],
        "LB",
        "Brazil",
        "vitoria-de-alcobaca",
        2004,
    ),
]

# id, title, aliases, department, role, reports_to, blurb
STAFF: list[tuple[str, str, list[str], str, str, str | None, str]] = [
    (
        "geoffrey-tallis",
        "Sir Geoffrey Tallis",
        ["Geoffrey Tallis"],
        "executive",
        "Chairman",
        None,
        "Chairs the board of directors on behalf of the majority shareholders, a post he has held since 2011; spending above £1m needs his signature.",
    ),
    (
        "philippa-garside",
        "Philippa Garside",
        [],
        "executive",
        "Chief Executive",
        "geoffrey-tallis",
        "Runs the business side of the club day to day: finance, commercial, ticketing and the stadium all sit in her division.",
    ),
    (
        "anders-holmgren",
        "Anders Holmgren",
        [],
        "executive",
        "Sporting Director",
        "philippa-garside",
        "Owns football strategy. The head coach, the academy, the medical department and recruitment report to him, and he leads most incoming and outgoing negotiations.",
    ),
    (
        "rashid-qureshi",
        "Rashid Qureshi",
        [],
        "executive",
        "Finance Director",
        "philippa-garside",
        "Keeps the wage bill and transfer amortisation inside the league's cost controls and prepares the annual budget for the board.",
    ),
    (
        "naomi-fairclough",
        "Naomi Fairclough",
        [],
        "executive",
        "Commercial Director",
        "philippa-garside",
        "Responsible for sponsorship, hospitality and ticketing revenue; she negotiates every partner contract.",
    ),
    (
        "bryony-keele",
        "Bryony Keele",
        [],
        "executive",
        "Head of Stadium Operations",
        "philippa-garside",
        "Holds the safety certificate, runs the ground on matchdays and acts as the client lead on every construction job inside it.",
    ),
    (
        "leon-vasquez",
        "León Vásquez",
        ["Leon Vasquez"],
        "scouting",
        "Head of Recruitment",
        "anders-holmgren",
        "Manages the recruitment department (the scouting network and the recruitment data analysts) and owns the shortlist process for each window.",
    ),
    (
        "gareth-lowden",
        "Gareth Lowden",
        [],
        "coaching",
        "Head Coach",
        "anders-holmgren",
        "Picks the team and sets the game model; in his second season here after three years in charge at League One level.",
    ),
    (
        "marta-villanueva",
        "Marta Villanueva",
        [],
        "coaching",
        "Assistant Head Coach",
        "gareth-lowden",
        "Plans the weekly training cycle and leads the coaching of our build-up and in-possession structure.",
    ),
    (
        "radoslaw-gorecki",
        "Radosław Górecki",
        ["Radoslaw Gorecki"],
        "coaching",
        "Goalkeeping Coach",
        "gareth-lowden",
        "Works with the senior keepers every morning and sets the goalkeeping curriculum down to under-12 level.",
    ),
    (
        "ruaridh-mckellar",
        "Ruaridh McKellar",
        [],
        "coaching",
        "Set-piece Coach",
        "marta-villanueva",
        "Designs the attacking and defensive dead-ball routines (corners, free kicks, long throws) and runs a session on them every Thursday.",
    ),
    (
        "hiroshi-tanabe",
        "田辺浩",
        ["Hiroshi Tanabe"],
        "coaching",
        "Head of Physical Performance",
        "gareth-lowden",
        "Leads strength and conditioning: gym programmes, sprint work and the periodisation of the squad's weekly load.",
    ),
    (
        "priya-raman",
        "Priya Raman",
        [],
        "coaching",
        "Lead Performance Analyst",
        "marta-villanueva",
        "Cuts the opposition video before every fixture and produces the post-match data review the coaches go through on Mondays.",
    ),
    (
        "bernadette-oyelowo",
        "Bernadette Oyelowo",
        [],
        "coaching",
        "Academy Director",
        "anders-holmgren",
        "Runs the academy from under-9 to under-21, including the scholarship scheme, education welfare and community work.",
    ),
    (
        "stellan-aberg",
        "Stellan Åberg",
        ["Stellan Aberg"],
        "coaching",
        "Under-21 Head Coach",
        "bernadette-oyelowo",
        "Coaches the under-21 side in the Premier League 2 equivalent competition and decides which graduates are ready to go out on loan.",
    ),
    (
        "neil-catterick",
        "Neil Catterick",
        [],
        "coaching",
        "Under-18 Lead Coach",
        "bernadette-oyelowo",
        "Coaches the first- and second-year scholars and organises their weekly fixtures.",
    ),
    (
        "imogen-halvorsen",
        "Dr Imogen Halvorsen",
        ["Imogen Halvorsen"],
        "medical",
        "Head of Medical and Club Doctor",
        "anders-holmgren",
        "The senior physician: she signs off every return to play, leads on head injuries and chairs the weekly medical review.",
    ),
    (
        "colm-riordan",
        "Colm Riordan",
        [],
        "medical",
        "Head Physiotherapist",
        "imogen-halvorsen",
        "Runs the physiotherapy team and the rehabilitation gym and manages the longer-term injury cases.",
    ),
    (
        "anais-dubreuil",
        "Anaïs Dubreuil",
        ["Anais Dubreuil"],
        "medical",
        "First-team Physiotherapist",
        "colm-riordan",
        "Covers matchday pitch-side treatment and the day-to-day rehab of soft-tissue injuries.",
    ),
    (
        "yaw-darko",
        "Yaw Darko",
        [],
        "medical",
        "Academy Physiotherapist",
        "colm-riordan",
        "Looks after injured academy players and the scholars training with the first team.",
    ),
    (
        "dev-kapoor",
        "Dr Dev Kapoor",
        ["Dev Kapoor"],
        "medical",
        "Sports Scientist",
        "imogen-halvorsen",
        "Runs blood screening, sleep tracking and the daily wellness questionnaire, and flags players whose markers suggest overtraining.",
    ),
    (
        "tamsin-yeo",
        "Tamsin Yeo",
        [],
        "medical",
        "Performance Nutritionist",
        "imogen-halvorsen",
        "Plans the menus at the training ground, matchday fuelling and each player's body-composition targets, and checks every supplement batch.",
    ),
    (
        "eleni-karagianni",
        "Ελένη Καραγιάννη",
        ["Eleni Karagianni"],
        "medical",
        "Sports Psychologist",
        "imogen-halvorsen",
        "Offers one-to-one sessions on confidence, handling pressure and wellbeing, and supports players through long lay-offs.",
    ),
    (
        "anselm-kruger",
        "Anselm Krüger",
        ["Anselm Kruger"],
        "medical",
        "Consultant Orthopaedic Surgeon",
        None,
        "An external knee and foot specialist we refer players to for surgical opinions and operations.",
    ),
]

# id, title, aliases, role, countries
SCOUTS: list[tuple[str, str, list[str], str, list[str]]] = [
    ("raymond-pilkington", "Raymond Pilkington", [], "Chief Scout", []),
    (
        "beatriz-salgado",
        "Beatriz Salgado",
        [],
        "Scout, Iberia and South America",
        ["Portugal", "Spain"],
    ),
    (
        "jovan-markovic",
        "Јован Марковић",
        ["Jovan Marković"],
        "Scout, Eastern Europe and the Eastern Mediterranean",
        ["Greece", "Turkey", "Kazakhstan", "Israel"],
    ),
    (
        "tomasz-kaczmarek",
        "Tomasz Kaczmarek",
        [],
        "Scout, Germany and Scandinavia",
        ["Germany", "Denmark"],
    ),
    ("kofi-adjei", "Kofi Adjei", [], "Scout, Africa and the Middle East", ["Morocco", "Israel"]),
    ("yuki-morimoto", "森本由紀", ["Yuki Morimoto"], "Scout, East Asia", ["Japan"]),
    ("hamish-dalgleish", "Hamish Dalgleish", [], "Scout, UK and Ireland", ["England", "Scotland"]),
]

# id, title, aliases, agency, city
AGENTS: list[tuple[str, str, list[str], str | None, str]] = [
    ("marco-benedetti", "Marco Benedetti", [], "libero-talent", "Milan"),
    ("helene-marchand", "Hélène Marchand", ["Helene Marchand"], "meridian-athlete", "Paris"),
    ("dmitri-orlov", "Дмитрий Орлов", ["Dmitri Orlov"], "touchline-global", "Almaty"),
    ("gary-fenwick", "Gary Fenwick", [], "apex-sports", "Manchester"),
    ("ayodele-bankole", "Ayodele Bankole", [], "touchline-global", "London"),
    ("nuno-carvalhal", "Nuno Carvalhal", [], "libero-talent", "Lisbon"),
    ("sarah-jane-whitlock", "Sarah-Jane Whitlock", [], "apex-sports", "Leeds"),
    ("tarek-mansour", "طارق منصور", ["Tarek Mansour"], "meridian-athlete", "Casablanca"),
    ("park-seo-yeon", "박서연", ["Park Seo-yeon"], None, "Seoul"),
    ("ignacio-ruiz-tagle", "Ignacio Ruiz-Tagle", [], "libero-talent", "Buenos Aires"),
    ("fiona-gallacher", "Fiona Gallacher", [], "apex-sports", "Glasgow"),
]

# id, title, aliases, city, blurb
AGENCIES: list[tuple[str, str, list[str], str, str]] = [
    (
        "apex-sports",
        "Apex Sports Management",
        ["Apex"],
        "Manchester",
        "A British agency with around sixty footballers on its books, mostly in England and Scotland.",
    ),
    (
        "touchline-global",
        "Touchline Global",
        [],
        "London",
        "A multinational representation firm with offices in London, Almaty and Lagos.",
    ),
    (
        "meridian-athlete",
        "Meridian Athlete Group",
        ["Meridian"],
        "Paris",
        "A French-run agency strong in francophone Africa and North Africa.",
    ),
    (
        "libero-talent",
        "Libero Talent Partners",
        ["Libero"],
        "Milan",
        "An agency with a network across southern Europe and South America.",
    ),
]

# id, title, aliases, folder, blurb, relations
PARTNERS: list[tuple[str, str, list[str], str, str, list[tuple[str, str]]]] = [
    (
        "harrowgate-bs",
        "Harrowgate Building Society",
        ["Harrowgate"],
        "partners",
        "A regional building society headquartered in Northmere. Its logo has been on the front of the home and away shirts since 2019, the club's largest commercial contract.",
        [("sponsors", CLUB)],
    ),
    (
        "volta-kitworks",
        "Volta Kitworks",
        ["Volta"],
        "partners",
        "A Leicester sportswear manufacturer that designs and produces the home, away and third strips and all of the squad's training and travel wear.",
        [("kit_supplier_of", CLUB)],
    ),
    (
        "quayline-energy",
        "Quayline Energy",
        [],
        "partners",
        "A renewable-energy retailer. It pays for the naming rights on the east stand and supplies the ground's electricity on a green tariff.",
        [("sponsors", "quayside-stand")],
    ),
    (
        "ferrybank-brewery",
        "Ferrybank Brewery",
        [],
        "partners",
        "An independent brewery two streets from the ground; it holds the pouring rights in the concourses and brands the north end.",
        [("sponsors", "old-mill-end")],
    ),
    (
        "marlow-finch",
        "Marlow & Finch Solicitors",
        ["Marlow & Finch"],
        "partners",
        "A commercial law firm whose branding runs along the fascia of the main stand.",
        [("sponsors", "lantern-road-stand")],
    ),
    (
        "northmere-motors",
        "Northmere Motors",
        [],
        "partners",
        "A car dealership group that supplies the staff car fleet and brands the south end where families sit.",
        [("sponsors", "chandlers-family-stand")],
    ),
    (
        "brightwater-telecom",
        "Brightwater Telecom",
        ["Brightwater"],
        "partners",
        "A broadband provider that funds our community coaching in local primary schools.",
        [("sponsors", "schools-outreach")],
    ),
    (
        "sanderling-insurance",
        "Sanderling Insurance",
        ["Sanderling"],
        "partners",
        "An insurer that funds scholarships, education support and travel for our under-18 scholars.",
        [("sponsors", "u18-elite-pathway")],
    ),
    (
        "kestrel-airways",
        "Kestrel Airways",
        ["Kestrel"],
        "partners",
        "A regional airline and our official travel partner: it charters the flights for long away trips, European friendlies and the summer tour.",
        [("travel_partner_of", CLUB)],
    ),
    (
        "st-aldrics-hospital",
        "St Aldric's Hospital",
        ["St Aldric's"],
        "partners",
        "A private hospital on the ring road where our players have MRI and CT scans, specialist consultations and surgery.",
        [("medical_partner_of", CLUB)],
    ),
    (
        "datapitch-analytics",
        "DataPitch Analytics",
        ["DataPitch"],
        "partners",
        "Supplies event data, optical tracking for home matches and the GPS vests worn in training.",
        [("data_partner_of", CLUB)],
    ),
    (
        "korbel-sportnahrung",
        "Körbel Sportnahrung GmbH",
        ["Körbel"],
        "partners",
        "A German sports-nutrition maker that supplies protein, electrolytes and recovery drinks, every batch tested for banned substances.",
        [("nutrition_partner_of", CLUB)],
    ),
    (
        "sakura-beverage",
        "さくら飲料",
        ["Sakura Beverage Co."],
        "partners",
        "A Japanese soft-drinks company and our commercial partner for the Asian market.",
        [("sponsors", "overseas-talent-exchange")],
    ),
    (
        "trawden-construction",
        "Trawden Construction",
        ["Trawden"],
        "contractors",
        "A regional building contractor specialising in steel-frame and structural work at sports venues.",
        [],
    ),
    (
        "lumen-floodlight",
        "Lumen Floodlight Systems",
        [],
        "contractors",
        "Designs and installs LED sports lighting for broadcast venues.",
        [],
    ),
    (
        "greenverge-turf",
        "Greenverge Turf",
        ["Greenverge"],
        "contractors",
        "A groundscare firm that lays and maintains stitched hybrid grass pitches.",
        [],
    ),
    (
        "halden-interiors",
        "Halden Interiors",
        [],
        "contractors",
        "A fit-out company that builds hospitality lounges, bars and kitchens.",
        [],
    ),
]

# id, title, aliases, side, capacity, blurb
STANDS: list[tuple[str, str, list[str], str, int, str]] = [
    (
        "quayside-stand",
        "Quayside Stand",
        [],
        "east",
        9200,
        "Runs the length of the pitch along the river. Built in 1974, its steel roof leaks over blocks E4 to E7 and several columns restrict the view.",
    ),
    (
        "old-mill-end",
        "Old Mill End",
        ["the Mill End"],
        "north",
        7800,
        "The home end behind the north goal, where the singing section stands and the atmosphere is loudest.",
    ),
    (
        "lantern-road-stand",
        "Lantern Road Stand",
        [],
        "west",
        8900,
        "The main stand: dressing rooms, tunnel, directors' box, press seats and most of the hospitality lounges.",
    ),
    (
        "chandlers-family-stand",
        "Chandlers Family Stand",
        ["Family Stand"],
        "south",
        5500,
        "The south end, set aside for families with children: alcohol-free, with a mascot zone and reduced junior prices.",
    ),
]

# id, title, aliases, affects, contractor, budget, blurb, survey evidence
WORKS: list[tuple[str, str, list[str], str, str, str, str, str]] = [
    (
        "project-canopy",
        "Project Canopy",
        [],
        "quayside-stand",
        "trawden-construction",
        "£4.2m",
        "Replaces the corroded 1974 roof over the riverside side of the ground with a lightweight cantilevered canopy, which also removes the pillars that block sightlines.",
        "ev-roof-survey",
    ),
    (
        "safe-standing-conversion",
        "Safe-standing conversion",
        [],
        "old-mill-end",
        "trawden-construction",
        "£1.1m",
        "Fits 3,400 rail seats in the home end so that supporters who stand all game can be licensed to do so.",
        "ev-board-minutes-2026-09",
    ),
    (
        "gantry-suite-fit-out",
        "Gantry Suite hospitality fit-out",
        ["Gantry Suite"],
        "lantern-road-stand",
        "halden-interiors",
        "£1.6m",
        "Builds a 400-cover premium lounge with a pitch-view terrace on the second tier of the main stand.",
        "ev-commercial-schedule",
    ),
    (
        "floodlight-led-upgrade",
        "Floodlight LED upgrade",
        [],
        "ferrybank-park",
        "lumen-floodlight",
        "£850k",
        "Swaps the four metal-halide pylons for LED arrays so the ground meets the broadcasters' brightness standard and can run light shows.",
        "ev-floodlight-survey",
    ),
    (
        "hybrid-pitch-relay",
        "Hybrid pitch relay 2026",
        [],
        "ferrybank-park",
        "greenverge-turf",
        "£620k",
        "Strips the playing surface and re-lays it with a stitched hybrid system and new undersoil heating during the close season.",
        "ev-pitch-audit",
    ),
]

# id, title, aliases, lead, blurb
PROGRAMMES: list[tuple[str, str, list[str], str, str]] = [
    (
        "u18-elite-pathway",
        "Under-18 Elite Pathway",
        ["U18 Elite Pathway"],
        "neil-catterick",
        "The two-year full-time scholarship for 16- and 17-year-olds: daily training, a weekly competitive fixture and a BTEC or A-level programme alongside.",
    ),
    (
        "u21-development-squad",
        "Under-21 Development Squad",
        ["U21s"],
        "stellan-aberg",
        "The final step before the first team: graduates play in the under-21 league, train with the seniors twice a week and are placed on loan when ready.",
    ),
    (
        "gk-development-academy",
        "Goalkeeper Development Academy",
        ["GK academy"],
        "radoslaw-gorecki",
        "Specialist coaching for young keepers from under-12 upwards, with a dedicated session on Tuesday and Thursday evenings.",
    ),
    (
        "schools-outreach",
        "Schools Outreach Programme",
        [],
        "bernadette-oyelowo",
        "Our coaches deliver PE lessons and after-school clubs in forty local primary schools, and the best young players are invited to development centre trials.",
    ),
    (
        "overseas-talent-exchange",
        "Overseas Talent Exchange",
        [],
        "bernadette-oyelowo",
        "Swaps academy players for a term with partner clubs abroad so they experience another football culture and language.",
    ),
]

# id, title, aliases, owner, blurb
TACTICS: list[tuple[str, str, list[str], str, str]] = [
    (
        "high-press-4231",
        "High press from a 4-2-3-1",
        [],
        "gareth-lowden",
        "Out of possession the number ten steps up beside the centre-forward to press the opposition centre-backs, the wingers screen passes into the full-backs, and the press is triggered by a backward pass, a bouncing ball or a heavy touch.",
    ),
    (
        "back-three-build-up",
        "Back-three build-up",
        [],
        "marta-villanueva",
        "In possession the defensive midfielder drops between the centre-backs to make three at the back, the full-backs push on, and the goalkeeper acts as a spare passer against a press.",
    ),
    (
        "zonal-marking-corners",
        "Zonal marking at corners",
        [],
        "ruaridh-mckellar",
        "Against corners we defend space rather than follow runners: six players hold zones across the six-yard box, two go man-to-man on the opposition's best headers and one guards the edge of the area.",
    ),
    (
        "rest-defence",
        "Rest defence",
        [],
        "marta-villanueva",
        "While we attack, two centre-backs, the holding midfielder and one full-back stay behind the ball, spaced to stop a counter-attack before it starts.",
    ),
    (
        "five-second-counter-press",
        "Five-second counter-press",
        [],
        "gareth-lowden",
        "The moment we lose the ball the nearest three players swarm it for five seconds; if we have not won it back by then, the team drops into a compact mid-block.",
    ),
]

# date, opponent, venue, competition, for, against, derby alias
MATCHES: list[tuple[str, str, str, str, int, int, str | None]] = [
    ("2026-07-18", "cedar-falls-wanderers", "A", "Pre-season friendly", 3, 1, None),
    ("2026-07-25", "kamakura-tide", "H", "Pre-season friendly", 1, 1, None),
    ("2026-08-01", "real-sporting-valdemoro", "A", "Pre-season friendly", 0, 2, None),
    ("2026-08-05", "fc-lindenhof", "H", "Pre-season friendly", 2, 2, None),
    ("2026-08-15", "portwell-athletic", "H", "League", 2, 0, None),
    ("2026-08-22", "hollin-vale", "A", "League", 1, 1, None),
    ("2026-08-26", "aldwick-town", "H", "League Cup first round", 3, 1, None),
    ("2026-09-12", "castlebrook-united", "H", "League", 2, 1, "the September derby"),
    ("2026-09-19", "ravensmoor-town", "A", "League", 0, 1, None),
    ("2026-10-17", "hollin-vale", "H", "League", 4, 0, None),
    ("2026-10-31", "portwell-athletic", "A", "League", 1, 2, None),
    ("2026-11-21", "ravensmoor-town", "H", "League", 3, 2, None),
    ("2027-01-09", "dunmere-borough", "H", "FA Cup third round", 2, 0, None),
    ("2027-01-16", "castlebrook-united", "A", "League", 1, 1, "the January derby"),
]

# date, focus, concepts, coach, GPS summary
TRAINING: list[tuple[str, str, list[str], str, str]] = [
    (
        "2026-07-08",
        "Pre-season double session",
        ["five-second-counter-press"],
        "hiroshi-tanabe",
        "Morning running block and afternoon possession games; squad average 11.2 km, 640 m above 25 km/h.",
    ),
    (
        "2026-09-02",
        "Pressing triggers",
        ["high-press-4231", "five-second-counter-press"],
        "gareth-lowden",
        "11 v 11 pressing scenarios on a full pitch; squad average 8.4 km, 96 accelerations.",
    ),
    (
        "2026-09-24",
        "Defending corners",
        ["zonal-marking-corners"],
        "ruaridh-mckellar",
        "Low-intensity walkthrough then live corners against the under-21s; squad average 4.1 km.",
    ),
    (
        "2026-10-14",
        "Playing out from the back",
        ["back-three-build-up"],
        "marta-villanueva",
        "Positional play in thirds with the keepers involved; squad average 6.9 km.",
    ),
    (
        "2026-11-11",
        "Rest defence shape",
        ["rest-defence"],
        "marta-villanueva",
        "Attack v defence transitions on three-quarters of the pitch; squad average 7.6 km, 41 sprints.",
    ),
    (
        "2026-12-16",
        "Recovery and small-sided games",
        [],
        "hiroshi-tanabe",
        "Pool recovery then 4 v 4 rondos on a small pitch; squad average 3.8 km.",
    ),
]

REVIEWS = ["2026-08-10", "2026-09-07", "2026-10-05", "2026-11-02", "2026-12-07", "2027-01-11"]
BOARDS = ["2026-07-14", "2026-09-22", "2026-11-17", "2027-01-19"]

# type, weeks out, severe (specialist referral)
INJURY_TYPES: list[tuple[str, int, bool]] = [
    ("Grade 2 right hamstring strain", 5, False),
    ("Lateral ankle ligament sprain", 3, False),
    ("Medial collateral ligament sprain, left knee", 7, True),
    ("Concussion", 2, False),
    ("Adductor strain", 3, False),
    ("Fifth metatarsal stress fracture", 10, True),
    ("Calf tear", 4, False),
    ("Dislocated shoulder", 8, True),
    ("Lower back spasm", 1, False),
    ("Quadriceps contusion", 2, False),
    ("Achilles tendinopathy", 6, True),
    ("Fractured nose", 2, False),
    ("Hip flexor strain", 3, False),
    ("Fractured wrist", 6, True),
]

# id, alias (the decision itself), proposed_by, board (date or None), concerns, date, rationale, evidence
DECISIONS: list[tuple[str, str, str, str | None, str | None, str, str, str]] = [
    (
        "decision-scholarship-intake",
        "cap the academy scholarship intake at 14 a year",
        "bernadette-oyelowo",
        "2026-07-14",
        "u18-elite-pathway",
        "2026-07-14",
        "A smaller cohort gives each scholar more minutes in fixtures and a coaching ratio of one to seven; the last three intakes of 18 to 20 boys produced one professional between them.",
        "ev-board-minutes-2026-07",
    ),
    (
        "decision-wage-ceiling",
        "set a first-team wage ceiling of £45,000 a week",
        "rashid-qureshi",
        "2026-07-14",
        None,
        "2026-07-14",
        "Keeps squad cost under 70 per cent of turnover as the league's cost rules require; existing contracts above the line are honoured until they expire.",
        "ev-board-minutes-2026-07",
    ),
    (
        "decision-striker-budget",
        "release £9m for a centre-forward",
        "anders-holmgren",
        "2026-07-14",
        "project-lighthouse",
        "2026-07-14",
        "Last season's forwards scored 19 league goals between them; the recruitment shortlist had three options inside the figure.",
        "ev-board-minutes-2026-07",
    ),
    (
        "decision-approve-canopy",
        "approve the £4.2m budget for Project Canopy",
        "bryony-keele",
        "2026-09-22",
        "project-canopy",
        "2026-09-22",
        "The structural survey gave the existing roof three more winters at most; replacing it now avoids closing the stand mid-season.",
        "ev-board-minutes-2026-09",
    ),
    (
        "decision-rail-seating",
        "convert the Old Mill End to rail seating",
        "bryony-keele",
        "2026-09-22",
        "safe-standing-conversion",
        "2026-09-22",
        "The safety advisory group will licence standing only in rail seats; persistent standing in the home end has been flagged at three inspections.",
        "ev-board-minutes-2026-09",
    ),
    (
        "decision-loan-limit",
        "keep no more than six players out on loan at once",
        "anders-holmgren",
        "2026-09-22",
        None,
        "2026-09-22",
        "Loan monitoring takes one coach's full week per three players; beyond six the quality of follow-up drops.",
        "ev-board-minutes-2026-09",
    ),
    (
        "decision-concussion-protocol",
        "adopt a minimum 12-day return-to-play after concussion",
        "imogen-halvorsen",
        "2026-11-17",
        None,
        "2026-11-17",
        "Goes beyond the league's graduated return-to-play guidance after two suspected head injuries this autumn; no player may train with contact before day seven.",
        "ev-board-minutes-2026-11",
    ),
    (
        "decision-ticket-freeze",
        "freeze season-ticket prices for 2027–28",
        "naomi-fairclough",
        "2026-11-17",
        None,
        "2026-11-17",
        "Renewals fell four per cent last year; the freeze costs about £310,000 and is expected to protect the renewal rate.",
        "ev-board-minutes-2026-11",
    ),
    (
        "decision-shirt-renewal",
        "accept Harrowgate's shirt sponsorship renewal offer",
        "naomi-fairclough",
        "2027-01-19",
        "shirt-sponsorship-renewal",
        "2027-01-19",
        "The offer is 21 per cent above the current deal and no rival bid came within ten per cent of it.",
        "ev-board-minutes-2027-01",
    ),
    (
        "decision-gps-supplier",
        "switch the training GPS vests to DataPitch",
        "hiroshi-tanabe",
        None,
        None,
        "2026-08-03",
        "One supplier for match tracking and training load removes a week of manual reconciliation each month; agreed by the head coach and the sporting director.",
        "ev-gps-2026-07-08",
    ),
    (
        "decision-u18-sundays",
        "move under-18 home fixtures to Sunday mornings",
        "neil-catterick",
        None,
        "u18-elite-pathway",
        "2026-07-28",
        "Saturday kick-offs clashed with first-team matchdays for pitches, physios and parking; agreed by the academy director.",
        "ev-academy-prospectus",
    ),
]

# id, title, aliases, folder, kind, player, counterparty, stage, terms, negotiators, date
DEALS: list[tuple[str, str, list[str], str, str, str | None, str, str, str, list[str], str]] = [
    (
        "project-lighthouse",
        "Project Lighthouse",
        [],
        "transfers",
        "transfer",
        "itai-levi",
        "hapoel-bnei-karmel",
        "completed",
        "£7.5m plus £1.5m in appearance and goal add-ons",
        ["anders-holmgren", "leon-vasquez"],
        "2026-07-02",
    ),
    (
        "project-harrier",
        "Project Harrier",
        [],
        "transfers",
        "transfer",
        "kenta-sato",
        "kamakura-tide",
        "completed",
        "£3.2m with a 10 per cent sell-on clause",
        ["anders-holmgren"],
        "2026-07-09",
    ),
    (
        "project-anchor",
        "Project Anchor",
        [],
        "transfers",
        "transfer",
        "mateus-conceicao",
        "vitoria-de-alcobaca",
        "completed",
        "€6m paid over three instalments with a 15 per cent sell-on clause",
        ["anders-holmgren", "leon-vasquez"],
        "2026-01-29",
    ),
    (
        "project-granite",
        "Project Granite",
        [],
        "transfers",
        "transfer",
        "aleksandr-volkov",
        "spartak-zarechye",
        "completed",
        "£4.1m, with the player's image rights held by the club",
        ["leon-vasquez"],
        "2025-07-15",
    ),
    (
        "project-crossing",
        "Project Crossing",
        [],
        "transfers",
        "transfer",
        "dominic-ashworth",
        "castlebrook-united",
        "completed",
        "£2.8m on deadline day, the first direct transfer between the two clubs since 1998",
        ["anders-holmgren"],
        "2026-01-31",
    ),
    (
        "project-tidewater",
        "Project Tidewater",
        [],
        "transfers",
        "transfer",
        "kaan-aydin",
        "karadeniz-sahinspor",
        "negotiating",
        "an opening bid of €3.5m was rejected; a second bid of €4.5m plus add-ons is under consideration",
        ["anders-holmgren", "leon-vasquez"],
        "2026-12-02",
    ),
    (
        "project-sundial",
        "Project Sundial",
        [],
        "transfers",
        "transfer",
        "thiago-brandao",
        "vitoria-de-alcobaca",
        "scouting",
        "no approach yet; the asking price is understood to be around €5m",
        ["leon-vasquez"],
        "2026-11-20",
    ),
    (
        "loan-arrieta",
        "Mikel Arrieta loan from Real Sporting Valdemoro",
        [],
        "loans",
        "loan_in",
        "mikel-arrieta",
        "real-sporting-valdemoro",
        "completed",
        "season-long, a £600k fee and an option to buy at £5m",
        ["leon-vasquez"],
        "2026-08-20",
    ),
    (
        "loan-salako",
        "Adebayo Salako loan from FC Lindenhof 04",
        [],
        "loans",
        "loan_in",
        "adebayo-salako",
        "fc-lindenhof",
        "completed",
        "season-long, full wages covered, no option",
        ["leon-vasquez"],
        "2026-08-29",
    ),
    (
        "loan-thornbury",
        "Riley Thornbury loan to Aldwick Town",
        [],
        "loans",
        "loan_out",
        "riley-thornbury",
        "aldwick-town",
        "completed",
        "season-long, Aldwick pay 60 per cent of wages, recall clause in January",
        ["anders-holmgren"],
        "2026-07-21",
    ),
    (
        "loan-oyelaran",
        "Noah Oyelaran loan to Hollin Vale",
        [],
        "loans",
        "loan_out",
        "noah-oyelaran",
        "hollin-vale",
        "completed",
        "half-season to January, Hollin Vale pay all wages",
        ["anders-holmgren"],
        "2026-08-14",
    ),
    (
        "loan-pennant",
        "Ollie Pennant loan to Cedar Falls Wanderers",
        [],
        "loans",
        "loan_out",
        "ollie-pennant",
        "cedar-falls-wanderers",
        "completed",
        "March to October under the partner-club agreement",
        ["anders-holmgren"],
        "2026-03-02",
    ),
    (
        "renewal-reddaway",
        "Callum Reddaway contract renewal",
        [],
        "contracts",
        "renewal",
        "callum-reddaway",
        CLUB,
        "agreed",
        "a new deal to June 2030 with a testimonial year",
        ["anders-holmgren", "rashid-qureshi"],
        "2026-10-06",
    ),
    (
        "renewal-wennerholm",
        "Tobias Wennerholm contract renewal",
        [],
        "contracts",
        "renewal",
        "tobias-wennerholm",
        CLUB,
        "negotiating",
        "a one-year extension with a further year's option, pay under the wage ceiling",
        ["anders-holmgren", "rashid-qureshi"],
        "2026-11-24",
    ),
    (
        "renewal-mehta",
        "Arjun Mehta contract renewal",
        [],
        "contracts",
        "renewal",
        "arjun-mehta",
        CLUB,
        "agreed",
        "a five-year deal to June 2031, his first big contract",
        ["anders-holmgren"],
        "2026-09-30",
    ),
    (
        "shirt-sponsorship-renewal",
        "Shirt sponsorship renewal 2027–2030",
        [],
        "commercial",
        "commercial",
        None,
        "harrowgate-bs",
        "agreed in principle",
        "£3.4m a year for three years, with sleeve rights left open",
        ["naomi-fairclough"],
        "2027-01-12",
    ),
    (
        "lantern-road-naming-rights",
        "Lantern Road Stand naming rights",
        [],
        "commercial",
        "commercial",
        None,
        "marlow-finch",
        "negotiating",
        "an upgrade of the fascia branding to full naming rights at £250k a year",
        ["naomi-fairclough"],
        "2026-12-10",
    ),
]

# Paraphrase questions: answer ids and ways of asking for them without naming them.
PARAPHRASES: list[tuple[list[str], list[str]]] = [
    (
        ["castlebrook-united"],
        [
            "Which club are our bitter local rivals from up the estuary?",
            "Who do we play in the derby that fans look for first when the fixtures come out?",
        ],
    ),
    (
        ["ferrybank-park"],
        [
            "Where do we play our home games and how many does it hold?",
            "What's the seating capacity of our own ground?",
        ],
    ),
    (
        ["carrow-lane"],
        [
            "Where does the first team train during the week?",
            "What facilities are there at our training base?",
        ],
    ),
    (
        ["chandlers-family-stand"],
        [
            "Which part of the ground is set aside for parents bringing young children?",
            "Where should a dad with two kids sit if he wants an alcohol-free area?",
        ],
    ),
    (
        ["volta-kitworks"],
        [
            "Who manufactures our match shirts and training wear?",
            "Which company makes the team's strips?",
        ],
    ),
    (
        ["st-aldrics-hospital"],
        [
            "Where do we send players for MRI scans and operations?",
            "Which private clinic handles our players' surgery?",
        ],
    ),
    (["greenverge-turf"], ["Which firm lays and looks after our stitched grass playing surface?"]),
    (
        ["kestrel-airways"],
        [
            "Who flies the squad to distant away games and on the summer tour?",
            "Which airline charters our team flights?",
        ],
    ),
    (
        ["korbel-sportnahrung"],
        [
            "Who supplies the protein shakes and recovery drinks, and are they tested for banned substances?"
        ],
    ),
    (
        ["tamsin-yeo"],
        [
            "Who plans what the players eat at the training ground?",
            "Who should I ask about a player's diet and body-fat targets?",
        ],
    ),
    (
        ["eleni-karagianni"],
        [
            "Who can a player talk to about confidence and mental wellbeing?",
            "Who supports players' mental health during a long lay-off?",
        ],
    ),
    (["radoslaw-gorecki"], ["Who coaches our keepers every day?"]),
    (
        ["ruaridh-mckellar"],
        [
            "Who designs our corner and free-kick routines?",
            "Who on the coaching staff is responsible for dead-ball situations?",
        ],
    ),
    (["geoffrey-tallis"], ["Who chairs the board of directors?"]),
    (
        ["imogen-halvorsen"],
        [
            "Who is the senior doctor in charge of the medical department?",
            "Who has the final say on whether an injured player can return?",
        ],
    ),
    (
        ["raymond-pilkington"],
        ["Who heads up our scouting network?", "Who is the most senior scout at the club?"],
    ),
    (["bryony-keele"], ["Who runs the ground on matchdays and holds the safety certificate?"]),
    (
        ["priya-raman"],
        [
            "Who cuts the opposition video and does the post-match data breakdown?",
            "Who prepares the clips of our next opponents before each game?",
        ],
    ),
    (
        ["dev-kapoor"],
        [
            "Who runs blood screening and sleep tracking for the squad?",
            "Who spots players who might be overtraining from their wellness data?",
        ],
    ),
    (
        ["schools-outreach"],
        [
            "What's the scheme where our coaches teach PE in local primary schools?",
            "Do we run after-school football clubs in the community?",
        ],
    ),
    (
        ["overseas-talent-exchange"],
        [
            "Is there a programme that sends our youngsters to clubs abroad for a term?",
            "How do academy players get experience of football in another country?",
        ],
    ),
    (
        ["gk-development-academy"],
        ["Do we offer specialist training for young keepers in the academy?"],
    ),
    (
        ["u21-development-squad"],
        ["What's the last step for academy graduates before they reach the first team?"],
    ),
    (
        ["project-canopy"],
        [
            "What's the plan for the leaking roof over the riverside side of the ground?",
            "Are we replacing the old cover on the east side and getting rid of the pillars?",
        ],
    ),
    (
        ["safe-standing-conversion", "decision-rail-seating"],
        ["Are we putting in rail seats so the home end can stand legally?"],
    ),
    (
        ["floodlight-led-upgrade"],
        ["Are we replacing the old pylon lights to meet the broadcasters' standard?"],
    ),
    (
        ["hybrid-pitch-relay"],
        ["When is the playing surface being dug up and re-laid over the summer?"],
    ),
    (["gantry-suite-fit-out"], ["What's the new premium lounge being built in the main stand?"]),
    (
        ["decision-wage-ceiling"],
        [
            "Did the board set a maximum weekly salary for first-team players?",
            "Is there a limit on what we can pay a player per week?",
        ],
    ),
    (
        ["decision-u18-sundays"],
        ["When did we agree to stop playing youth-team home games on Saturdays?"],
    ),
    (
        ["decision-loan-limit"],
        [
            "Is there a cap on how many of our players can be away at other clubs on temporary deals?"
        ],
    ),
    (
        ["decision-concussion-protocol"],
        ["How long must a player sit out after a head injury under our own rules?"],
    ),
    (["decision-ticket-freeze"], ["Are season tickets going up in price next year?"]),
    (
        ["decision-scholarship-intake"],
        ["How many scholars will the academy take on each summer from now on?"],
    ),
    (
        ["decision-gps-supplier"],
        ["Why did we change who provides the tracking vests used in training?"],
    ),
    (
        ["zonal-marking-corners"],
        ["When we defend set pieces from the flag, do we mark space or men?"],
    ),
    (
        ["rest-defence"],
        ["How many players do we keep behind the ball to stop counter-attacks while we attack?"],
    ),
    (
        ["five-second-counter-press"],
        ["What do we do in the moments right after we lose possession?"],
    ),
    (["back-three-build-up"], ["How do we play out from the goalkeeper when teams press us high?"]),
    (
        ["high-press-4231"],
        ["What are the cues for our front players to start pressing the opposition defenders?"],
    ),
    (
        ["shirt-sponsorship-renewal"],
        ["Where are the talks on extending the front-of-shirt deal beyond 2027?"],
    ),
    (["ev-agent-register"], ["Where's the list of registered intermediaries we deal with?"]),
    (
        ["ev-fixture-list"],
        ["Where's the full schedule of this season's games with kick-off dates?"],
    ),
    (
        ["ev-squad-registration"],
        [
            "Where's the official list of players with shirt numbers that we submitted to the league?"
        ],
    ),
    (
        ["ev-roof-survey"],
        ["Where's the engineer's inspection of the corroded steelwork over the east side?"],
    ),
    (["cedar-falls-wanderers"], ["Which American club do we have a partnership with?"]),
    (["leon-vasquez"], ["Who manages the recruitment department under the sporting director?"]),
]


# --------------------------------------------------------------------------------------------
# The world: nodes with relations, bodies and timelines
# --------------------------------------------------------------------------------------------


@dataclass
class _Node:
    id: str
    folder: str
    type: str
    title: str
    cat: str
    aliases: list[str] = field(default_factory=list)
    rels: list[tuple[str, str]] = field(default_factory=list)
    paras: list[str] = field(default_factory=list)
    timeline: list[tuple[str, str, str]] = field(default_factory=list)
    sources: list[str] = field(default_factory=list)
    status: str = "active"
    created: str = "2026-07-01T09:00:00Z"
    updated: str = "2026-12-01T12:00:00Z"

    @property
    def kind(self) -> str:
        return "evidence" if self.folder.split("/")[0] == "evidence" else "page"


def _long(d: str) -> str:
    x = date.fromisoformat(d)
    return f"{x.day} {x:%B %Y}"


def _short(d: str) -> str:
    x = date.fromisoformat(d)
    return f"{x.day} {x:%b %Y}"


def _ts(d: str, hour: int = 12) -> str:
    return f"{d}T{hour:02d}:00:00Z"


def _entry_id(doc_id: str, ts: str, ref: str, text: str) -> str:
    digest = hashlib.sha256("\n".join([doc_id, ts, ref, text]).encode()).hexdigest()
    return "ev-" + digest[:12]


def _foreign(text: str) -> bool:
    """Whether a name has letters outside ASCII (another script, or Latin with diacritics)."""
    return any(ch.isalpha() and not ch.isascii() for ch in text)


def _non_latin(text: str) -> bool:
    return any(ch.isalpha() and not unicodedata.name(ch, "").startswith("LATIN") for ch in text)


def _a(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


_LOWER_CATS = {"tactic", "training", "medreview", "board"}
_LOWER_IDS = {
    "safe-standing-conversion",
    "floodlight-led-upgrade",
    "hybrid-pitch-relay",
    "shirt-sponsorship-renewal",
}


def _ref(node: _Node) -> str:
    """How a sentence names a thing that is not a person: lower-cased where the title is a
    common noun, with an article where English wants one."""
    title = node.title
    lower = node.cat in _LOWER_CATS or node.cat.startswith("ev-") or node.id in _LOWER_IDS
    if lower and title[1:2].islower():
        title = title[0].lower() + title[1:]
    if node.cat in ("deal", "works") and not title.startswith("Project"):
        return "the " + title
    return title


def _q(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)


class _World:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.nodes: dict[str, _Node] = {}

    def add(self, node: _Node) -> _Node:
        assert node.id not in self.nodes, node.id
        self.nodes[node.id] = node
        return node

    def rel(self, src: str, rtype: str, tgt: str) -> None:
        if (rtype, tgt) not in self.nodes[src].rels:
            self.nodes[src].rels.append((rtype, tgt))

    def out(self, src: str, rtype: str) -> list[str]:
        return [t for r, t in self.nodes[src].rels if r == rtype]

    def inn(self, tgt: str, rtype: str) -> list[str]:
        return [n.id for n in self.nodes.values() if (rtype, tgt) in n.rels]

    def p(self, node_id: str, label: str | None = None) -> str:
        return f"[[page:{node_id}|{label or self.nodes[node_id].title}]]"

    def e(self, node_id: str, label: str | None = None) -> str:
        return f"[[evidence:{node_id}|{label or self.nodes[node_id].title}]]"

    def name(self, node_id: str) -> str:
        """How a question refers to a page: its title, or for a title in another script
        sometimes its Latin alias."""
        node = self.nodes[node_id]
        if node.aliases and _non_latin(node.title) and self.rng.random() < 0.5:
            return node.aliases[0]
        return node.title

    def plist(self, ids: list[str]) -> str:
        links = [self.p(i) for i in ids]
        if len(links) <= 1:
            return "".join(links)
        return ", ".join(links[:-1]) + " and " + links[-1]

    def render(self, node: _Node) -> str:
        lines = [
            "---",
            f"id: {node.id}",
            f"kind: {node.kind}",
            f"type: {node.type}",
            f"title: {_q(node.title)}",
            f"status: {node.status}",
        ]
        if node.aliases:
            lines.append("aliases: [" + ", ".join(_q(a) for a in node.aliases) + "]")
        if node.rels:
            rels = ", ".join(f"{{type: {r}, target: {t}}}" for r, t in node.rels)
            lines.append(f"relations: [{rels}]")
        if node.sources:
            lines.append("sources: [" + ", ".join(_q(s) for s in node.sources) + "]")
        lines += [f"created: {node.created}", f"updated: {node.updated}", "---"]
        body = f"# {node.title}\n\n" + "\n\n".join(node.paras)
        if node.timeline:
            entries = []
            for ts, ref, text in sorted(node.timeline):
                entries.append(f"- **{ts}** | {_entry_id(node.id, ts, ref, text)} | {ref} | {text}")
            body += "\n\n## Timeline\n\n" + "\n".join(entries)
        return "\n".join(lines) + "\n" + body + "\n"


def _evidence(
    w: _World, node_id: str, sub: str, title: str, text: list[str], ref: str, day: str
) -> None:
    w.add(
        _Node(
            node_id,
            f"evidence/{sub}",
            "source",
            title,
            "ev-" + sub,
            paras=text,
            sources=[ref],
            created=_ts(day, 9),
            updated=_ts(day, 9),
        )
    )


def _make_world(rng: random.Random) -> _World:
    w = _World(rng)
    clubs = {c[0]: c for c in CLUBS}
    country_of = {c[0]: c[3] for c in CLUBS}

    # ---- nodes first (relations may point anywhere), bodies afterwards ----
    w.add(
        _Node(
            CLUB,
            "clubs",
            "company",
            "Northmere Rovers FC",
            "our-club",
            ["Northmere Rovers", "the Rovers", "NRFC"],
        )
    )
    for cid, title, aliases, _, _ in CLUBS:
        w.add(_Node(cid, "clubs", "company", title, "club", list(aliases)))
    w.add(_Node("ferrybank-park", "stadium", "concept", "Ferrybank Park", "stadium", ["Ferrybank"]))
    w.add(
        _Node(
            "carrow-lane",
            "facilities",
            "concept",
            "Carrow Lane Training Centre",
            "facility",
            ["Carrow Lane"],
        )
    )
    for sid, title, aliases, *_ in STANDS:
        w.add(_Node(sid, "stadium/stands", "concept", title, "stand", list(aliases)))
    for pid, title, aliases, *_ in FIRST_TEAM:
        w.add(_Node(pid, "players/first-team", "person", title, "player", list(aliases)))
    for pid, title, aliases, *_ in ACADEMY:
        w.add(_Node(pid, "players/academy", "person", title, "academy-player", list(aliases)))
    for pid, title, aliases, *_ in TARGETS:
        w.add(
            _Node(pid, "players/targets", "person", title, "target", list(aliases), status="draft")
        )
    for sid, title, aliases, dept, *_ in STAFF:
        cat = {"executive": "exec", "coaching": "coach", "medical": "medic", "scouting": "exec"}[
            dept
        ]
        w.add(_Node(sid, f"staff/{dept}", "person", title, cat, list(aliases)))
    for sid, title, aliases, *_ in SCOUTS:
        w.add(_Node(sid, "staff/scouting", "person", title, "scout", list(aliases)))
    for aid, title, aliases, *_ in AGENTS:
        w.add(_Node(aid, "agents", "person", title, "agent", list(aliases)))
    for aid, title, aliases, *_ in AGENCIES:
        w.add(_Node(aid, "agencies", "company", title, "agency", list(aliases)))
    for cid, title, aliases, folder, *_ in PARTNERS:
        cat = "partner" if folder == "partners" else "contractor"
        w.add(_Node(cid, f"companies/{folder}", "company", title, cat, list(aliases)))
    for wid, title, aliases, *_ in WORKS:
        w.add(_Node(wid, "stadium/works", "project", title, "works", list(aliases)))
    for gid, title, aliases, *_ in PROGRAMMES:
        w.add(_Node(gid, "academy/programmes", "project", title, "programme", list(aliases)))
    for tid, title, aliases, *_ in TACTICS:
        w.add(_Node(tid, "tactics", "concept", title, "tactic", list(aliases)))
    for did, title, aliases, folder, *_ in DEALS:
        w.add(_Node(did, f"deals/{folder}", "project", title, "deal", list(aliases)))
    for did, alias, *_ in DECISIONS:
        w.add(_Node(did, "decisions", "note", f"Decision: {alias}", "decision", [alias]))

    match_ids = []
    for day, opp, venue, _comp, _gf, _ga, derby in MATCHES:
        short = clubs[opp][1]
        title = (
            f"Rovers v {short}, {_short(day)}"
            if venue == "H"
            else f"{short} v Rovers, {_short(day)}"
        )
        mid = f"match-{day}"
        match_ids.append(mid)
        w.add(_Node(mid, "matches", "meeting", title, "match", [derby] if derby else []))
    training_ids = []
    for day, focus, *_ in TRAINING:
        tid = f"training-{day}"
        training_ids.append(tid)
        w.add(
            _Node(
                tid, "training", "meeting", f"Training: {focus.lower()}, {_short(day)}", "training"
            )
        )
    for day in REVIEWS:
        w.add(
            _Node(
                f"medical-review-{day}",
                "medical/reviews",
                "meeting",
                f"Medical review, {_short(day)}",
                "medreview",
            )
        )
    for day in BOARDS:
        x = date.fromisoformat(day)
        w.add(
            _Node(
                f"board-{day[:7]}",
                "meetings/board",
                "meeting",
                f"Board meeting, {x:%B %Y}",
                "board",
            )
        )

    # ---- relations of people ----
    first_ids = [p[0] for p in FIRST_TEAM]
    academy_ids = [p[0] for p in ACADEMY]
    target_ids = [t[0] for t in TARGETS]
    agent_ids = [a[0] for a in AGENTS]
    for aid, _, _, agency, _ in AGENTS:
        if agency:
            w.rel(aid, "employed_by", agency)
    for pid in first_ids + target_ids + academy_ids:
        if pid in ("cian-doherty", "kacper-nowicki", "alfie-cresswell"):
            continue  # under 17: no agent yet
        w.rel(pid, "represented_by", rng.choice(agent_ids))

    scouts_for: dict[str, list[str]] = {}
    for sid, _, _, _, countries in SCOUTS:
        for c in countries:
            scouts_for.setdefault(c, []).append(sid)
    join: dict[str, str] = {}
    windows = [
        "2023-07-04",
        "2024-01-25",
        "2024-07-08",
        "2025-01-30",
        "2025-07-15",
        "2026-01-29",
        "2026-07-03",
    ]
    deal_player_date = {
        d[5]: d[10] for d in DEALS if d[4] in ("transfer", "loan_in") and d[7] == "completed"
    }
    for pid, _, _, _, _, _, origin, loan_in, born in FIRST_TEAM:
        w.rel(pid, "plays_for", CLUB)
        if origin == "academy":
            join[pid] = f"{born + 17}-07-01"
            continue
        w.rel(pid, "loaned_from" if loan_in else "signed_from", origin)
        join[pid] = deal_player_date.get(pid) or rng.choice(windows)
        options = scouts_for[country_of[origin]]
        w.rel(pid, "scouted_by", rng.choice(options))
        if rng.random() < 0.3:
            w.rel(pid, "scouted_by", "raymond-pilkington")
    for pid, _, _, _, _, club, _ in TARGETS:
        w.rel(pid, "plays_for", club)
        w.rel(pid, "scouted_by", rng.choice(scouts_for[country_of[club]]))
    seniors = [p[0] for p in FIRST_TEAM if p[8] <= 1997]
    for pid, _, _, _, _, programme, loaned, born in ACADEMY:
        w.rel(pid, "enrolled_in", programme)
        if loaned:
            w.rel(pid, "loaned_to", loaned)
        w.rel(pid, "mentored_by", rng.choice(seniors))
        join[pid] = f"{born + 8}-09-01" if pid != "haruto-ishikawa" else "2026-04-06"
    w.rel("haruto-ishikawa", "signed_from", "kamakura-tide")

    for sid, _, _, _, _role, boss, _ in STAFF:
        if boss:
            w.rel(sid, "reports_to", boss)
        if sid == "anselm-kruger":
            w.rel(sid, "works_at", "st-aldrics-hospital")
        else:
            w.rel(sid, "employed_by", CLUB)
    for sid, *_ in SCOUTS:
        w.rel(
            sid,
            "reports_to",
            "leon-vasquez" if sid == "raymond-pilkington" else "raymond-pilkington",
        )
        w.rel(sid, "employed_by", CLUB)

    # ---- clubs, partners, stadium ----
    w.rel(CLUB, "home_ground", "ferrybank-park")
    w.rel("castlebrook-united", "rival_of", CLUB)
    for cid in ("aldwick-town", "kamakura-tide", "cedar-falls-wanderers"):
        w.rel(cid, "partner_club_of", CLUB)
    for cid, _, _, _, _, rels in PARTNERS:
        for r, t in rels:
            w.rel(cid, r, t)
    for sid, *_ in STANDS:
        w.rel(sid, "part_of", "ferrybank-park")
    w.rel("carrow-lane", "part_of", CLUB)
    for wid, _, _, affects, contractor, *_ in WORKS:
        w.rel(wid, "affects", affects)
        w.rel(wid, "built_by", contractor)
        w.rel(wid, "led_by", "bryony-keele")
    for gid, _, _, lead, _ in PROGRAMMES:
        w.rel(gid, "led_by", lead)
    for cid in ("kamakura-tide", "cedar-falls-wanderers"):
        w.rel("overseas-talent-exchange", "in_partnership_with", cid)
    for tid, _, _, owner, _ in TACTICS:
        w.rel(tid, "owned_by", owner)

    # ---- deals ----
    for did, _, _, _, _kind, player, counter, _, _, negotiators, _ in DEALS:
        if player:
            w.rel(did, "concerns_player", player)
            agent = w.out(player, "represented_by")
            if agent:
                w.rel(did, "agent_involved", agent[0])
        if counter != CLUB:
            w.rel(did, "counterparty", counter)
        for n in negotiators:
            w.rel(did, "negotiated_by", n)

    # ---- matches ----
    captains = ["tobias-wennerholm", "aleksandr-volkov", "callum-reddaway", "jonas-brecht"]
    attackers = [p[0] for p in FIRST_TEAM if p[3] in ("ST", "RW", "LW", "W", "AM", "CM")]
    outfield = [p[0] for p in FIRST_TEAM if p[3] != "GK"]
    match_info: dict[str, list[str]] = {}
    for (_day, opp, venue, _, gf, _, _), mid in zip(MATCHES, match_ids, strict=True):
        w.rel(mid, "opponent", opp)
        if venue == "H":
            w.rel(mid, "played_at", "ferrybank-park")
        cap = rng.choices(captains, weights=[6, 3, 2, 1])[0]
        w.rel(mid, "captained_by", cap)
        potm = rng.choice([p for p in outfield if p != cap])
        w.rel(mid, "player_of_the_match", potm)
        scorers = [rng.choice(attackers) for _ in range(gf)]
        for s in scorers:
            w.rel(mid, "scored_by", s)
        match_info[mid] = scorers

    for (_day, _, concepts, coach, _), tid in zip(TRAINING, training_ids, strict=True):
        w.rel(tid, "run_by", coach)
        w.rel(tid, "held_at", "carrow-lane")
        for c in concepts:
            w.rel(tid, "focus_on", c)

    # ---- medical reviews, injuries ----
    medics = [
        "colm-riordan",
        "anais-dubreuil",
        "dev-kapoor",
        "tamsin-yeo",
        "eleni-karagianni",
        "yaw-darko",
    ]
    for day in REVIEWS:
        rid = f"medical-review-{day}"
        w.rel(rid, "chaired_by", "imogen-halvorsen")
        for m in sorted(rng.sample(medics, rng.randint(2, 3)), key=medics.index):
            w.rel(rid, "attended_by", m)
    competitive = [m for m in match_ids if m >= "match-2026-08-15"]
    events = competitive + training_ids[1:]
    injured = rng.sample(
        [p for p in first_ids if p not in ("theo-marchetti", "harvey-quinlan")], 10
    )
    injured += rng.sample(
        ["jayden-mensah", "luca-bianchini", "tyrese-dunmore", "damir-khasanov"], 2
    )
    kinds = rng.sample(INJURY_TYPES, len(injured))
    raw_injuries = []
    for pid, kind in zip(injured, kinds, strict=True):
        event = rng.choice(training_ids[1:]) if pid in academy_ids else rng.choice(events)
        raw_injuries.append((event.split("-", 1)[1], pid, kind, event))
    raw_injuries.sort()
    injury_ids = []
    for num, (day, pid, (itype, weeks, severe), event) in enumerate(raw_injuries, start=1):
        code = f"IC-26-{num:03d}"
        iid = f"injury-{code.lower()}"
        injury_ids.append(iid)
        w.add(_Node(iid, "medical/injuries", "note", f"{itype} ({code})", "injury", [code]))
        w.rel(iid, "sustained_by", pid)
        w.rel(iid, "occurred_in", event)
        if pid in academy_ids:
            treaters = ["yaw-darko"]
        elif itype == "Concussion":
            treaters = ["imogen-halvorsen"]
        else:
            treaters = rng.sample(["colm-riordan", "anais-dubreuil"], rng.choice([1, 1, 2]))
        for t in treaters:
            w.rel(iid, "treated_by", t)
        if severe:
            w.rel(iid, "referred_to", "anselm-kruger")
        later = [r for r in REVIEWS if r > day]
        if later:
            w.rel(iid, "reviewed_in", f"medical-review-{later[0]}")
        w.nodes[iid].timeline.append(
            (
                _ts(day, 17),
                f"file:medical/{code}.md",
                f"Injury logged: {itype.lower()}; estimated {weeks} weeks out.",
            )
        )
        back = date.fromordinal(date.fromisoformat(day).toordinal() + 7 * weeks).isoformat()
        if back <= "2027-01-20":
            w.nodes[iid].timeline.append(
                (
                    _ts(back, 10),
                    f"file:medical/{code}.md",
                    "Cleared for full training by the head of medical.",
                )
            )
        w.nodes[pid].timeline.append(
            (
                _ts(day, 18),
                f"file:medical/{code}.md",
                f"Injury case {code} opened ({itype.lower()}).",
            )
        )

    # ---- board meetings, decisions ----
    board_people = ["geoffrey-tallis", "philippa-garside", "rashid-qureshi", "anders-holmgren"]
    for day in BOARDS:
        bid = f"board-{day[:7]}"
        w.rel(bid, "chaired_by", "geoffrey-tallis")
        for pid in board_people[1:]:
            w.rel(bid, "attended_by", pid)
        for pid in ("naomi-fairclough", "bryony-keele"):
            if rng.random() < 0.6:
                w.rel(bid, "attended_by", pid)
    for did, _, proposer, board, concerns, *_ in DECISIONS:
        w.rel(did, "proposed_by", proposer)
        if board:
            w.rel(did, "approved_in", f"board-{board[:7]}")
        if concerns:
            w.rel(did, "concerns", concerns)

    _evidence_docs(w, rng, match_info, injury_ids, join)
    _bodies(w, rng, match_info, join)
    return w


def _evidence_docs(
    w: _World,
    rng: random.Random,
    match_info: dict[str, list[str]],
    injury_ids: list[str],
    join: dict[str, str],
) -> None:
    t = w.nodes
    # registers
    squad = [f"{p[5]}. {p[1]} ({POSITION[p[3]]}, {p[4]})" for p in FIRST_TEAM]
    _evidence(
        w,
        "ev-squad-registration",
        "registers",
        "Squad registration list 2026–27",
        [
            "Squad list lodged with the league before the 1 September deadline. Numbers are fixed for the season.",
            *squad,
            "Under-21 players registered separately: " + ", ".join(p[1] for p in ACADEMY) + ".",
        ],
        "file:registers/squad-2026-27.md",
        "2026-08-30",
    )
    staff_lines = [f"{s[1]}: {s[4]}" for s in STAFF if s[0] != "anselm-kruger"] + [
        f"{s[1]}: {s[3]}" for s in SCOUTS
    ]
    _evidence(
        w,
        "ev-staff-directory",
        "registers",
        "Staff directory, August 2026",
        [
            "Football and business staff with job titles, as held by HR on 1 August 2026.",
            *staff_lines,
        ],
        "file:registers/staff-directory-2026-08.md",
        "2026-08-01",
    )
    partner_lines = [f"{p[1]}: {p[4]}" for p in PARTNERS if p[3] == "partners"]
    _evidence(
        w,
        "ev-commercial-schedule",
        "registers",
        "Commercial partners schedule 2026–27",
        [
            "Partners, rights held and contract terms for the 2026–27 season, prepared by the commercial department.",
            *partner_lines,
            "Capital projects with a commercial return: Gantry Suite fit-out (hospitality, 400 covers).",
        ],
        "file:registers/commercial-2026-27.md",
        "2026-07-20",
    )
    fixture_lines = [
        f"{_long(m[0])}: {'home' if m[2] == 'H' else 'away'} v {dict((c[0], c[1]) for c in CLUBS)[m[1]]} ({m[3]})"
        for m in MATCHES
    ]
    _evidence(
        w,
        "ev-fixture-list",
        "registers",
        "Fixture list 2026–27",
        [
            "Confirmed fixtures and kick-off dates for the first half of the season, including friendlies and cup ties.",
            *fixture_lines,
        ],
        "web:https://northmererovers.example/fixtures/2026-27",
        "2026-06-24",
    )
    agent_lines = []
    for _aid, title, aliases, agency, city in AGENTS:
        agency_name = next((a[1] for a in AGENCIES if a[0] == agency), "independent")
        agent_lines.append(
            f"{title}{' (' + aliases[0] + ')' if aliases else ''}, {city}: {agency_name}"
        )
    _evidence(
        w,
        "ev-agent-register",
        "registers",
        "Registered intermediaries extract, 2026",
        [
            "Intermediaries registered with the FA who acted in a transaction involving the club in the last two years.",
            *agent_lines,
        ],
        "web:https://intermediaries.example/register/northmere-rovers-2026",
        "2026-07-01",
    )
    expiry = []
    for p in FIRST_TEAM:
        expiry.append(f"{p[1]}: June {2027 + (p[5] * 7) % 4}")
    _evidence(
        w,
        "ev-contract-expiry",
        "registers",
        "Contract expiry schedule, November 2026",
        [
            "First-team contracts by expiry date, prepared for the sporting director ahead of renewal talks.",
            *expiry,
        ],
        "file:registers/contract-expiry-2026-11.md",
        "2026-11-02",
    )
    _evidence(
        w,
        "ev-academy-prospectus",
        "registers",
        "Academy prospectus 2026–27",
        [
            "Guide for parents and players to the academy's programmes for 2026–27.",
            *[f"{g[1]}: {g[4]}" for g in PROGRAMMES],
            "Under-18 home fixtures are played on Sunday mornings at Carrow Lane from this season.",
        ],
        "file:academy/prospectus-2026-27.md",
        "2026-07-30",
    )

    # stadium surveys
    _evidence(
        w,
        "ev-roof-survey",
        "stadium",
        "Structural survey: east stand roof",
        [
            "Inspection by Halcrow & Webb consulting engineers, March 2026.",
            "Section loss from corrosion of up to 30 per cent in the primary trusses over blocks E4 to E7; water ingress at 14 points.",
            "Recommendation: full replacement within three winters; interim propping not advised.",
        ],
        "file:stadium/roof-survey-2026-03.md",
        "2026-03-18",
    )
    _evidence(
        w,
        "ev-floodlight-survey",
        "stadium",
        "Floodlight lux survey, May 2026",
        [
            "Average vertical illuminance measured at 1,180 lux against a broadcaster minimum of 1,400; uniformity below standard in the south-west corner.",
            "Lamps are metal-halide units installed in 2009.",
        ],
        "file:stadium/lux-survey-2026-05.md",
        "2026-05-12",
    )
    _evidence(
        w,
        "ev-pitch-audit",
        "stadium",
        "Pitch condition audit, April 2026",
        [
            "Root depth 60 mm, surface hardness above range in both goalmouths, drainage failing at the north end.",
            "Recommendation: complete relay with a stitched hybrid surface in the close season.",
        ],
        "file:stadium/pitch-audit-2026-04.md",
        "2026-04-20",
    )

    # board minutes
    for day in BOARDS:
        bid = f"board-{day[:7]}"
        decided = [d for d in DECISIONS if d[3] == day]
        lines = [
            f"Minutes of the board of directors, {_long(day)}. Chair: Sir Geoffrey Tallis.",
            "Present: " + ", ".join(t[a].title for a in w.out(bid, "attended_by")) + ".",
        ]
        lines += [f"Resolved: to {d[1]}. {d[6]}" for d in decided]
        if day == "2026-09-22":
            lines.append(
                "Noted: safe-standing works at the north end to be delivered by Trawden Construction over the winter break."
            )
        _evidence(
            w,
            f"ev-board-minutes-{day[:7]}",
            "minutes",
            f"Board minutes, {_long(day)}",
            lines,
            f"file:board/minutes-{day}.md",
            day,
        )

    # GPS exports
    for day, focus, _, coach, gps in TRAINING:
        _evidence(
            w,
            f"ev-gps-{day}",
            "performance",
            f"GPS load export, {_long(day)}",
            [
                f"Session: {focus}. Led by {_latin(t[coach])}.",
                gps,
                "Device: DataPitch vest; values are squad means for players completing the whole session.",
            ],
            f"file:performance/gps-{day}.md",
            day,
        )

    # match reports
    for day, opp, venue, comp, gf, ga, _ in MATCHES:
        mid = f"match-{day}"
        opp_name = t[opp].title
        scorers = match_info[mid]
        scorer_names = [_latin(t[s]) for s in scorers]
        cap = w.out(mid, "captained_by")[0]
        potm = w.out(mid, "player_of_the_match")[0]
        hurt = [i for i in injury_ids if w.out(i, "occurred_in") == [mid]]
        lines = [
            f"{comp}, {'Ferrybank Park' if venue == 'H' else 'away'}, {_long(day)}.",
            f"Northmere Rovers {gf}, {opp_name} {ga}."
            + (f" Our scorers: {', '.join(scorer_names)}." if scorer_names else ""),
            f"Captain: {_latin(t[cap])}. Sponsor's man of the match: {_latin(t[potm])}.",
        ]
        for i in hurt:
            pl = w.out(i, "sustained_by")[0]
            lines.append(
                f"{_latin(t[pl])} was withdrawn in the {rng.randint(20, 85)}th minute and taken for assessment."
            )
        _evidence(
            w,
            f"ev-match-report-{day}",
            "match-reports",
            f"Match report: Northmere Rovers {gf}–{ga} {opp_name}"
            if venue == "H"
            else f"Match report: {opp_name} {ga}–{gf} Northmere Rovers",
            lines,
            f"web:https://northmererovers.example/reports/{day}",
            day,
        )

    # clinical notes
    for iid in injury_ids:
        node = t[iid]
        code = node.aliases[0]
        pl = w.out(iid, "sustained_by")[0]
        ev = w.out(iid, "occurred_in")[0]
        day = ev.split("-", 1)[1]
        lines = [
            f"Case {code}. Patient: {_latin(t[pl])}.",
            f"Date of injury: {_long(day)}, during {'a match' if ev.startswith('match') else 'training'}.",
            f"Diagnosis: {node.title.rsplit(' (', 1)[0]}.",
            "Treating clinicians: "
            + ", ".join(_latin(t[x]) for x in w.out(iid, "treated_by"))
            + ".",
        ]
        if w.out(iid, "referred_to"):
            lines.append(
                "Referred for a consultant orthopaedic opinion and MRI at St Aldric's Hospital."
            )
        _evidence(
            w,
            f"ev-clinical-{code.lower()}",
            "medical",
            f"Clinical note, case {code}",
            lines,
            f"file:medical/{code}.md",
            day,
        )

    # heads of terms
    for did, title, _, _, kind, player, counter, stage, terms, _, day in DEALS:
        if kind == "renewal":
            continue
        who = _latin(t[player]) if player else t[counter].title
        lines = [
            f"Heads of terms (subject to contract), {title}.",
            f"Parties: Northmere Rovers FC and {t[counter].title}."
            if counter != CLUB
            else "Parties: Northmere Rovers FC.",
            f"Subject: {who}. Terms: {terms}.",
            f"Stage at {_long(day)}: {stage}.",
        ]
        _evidence(
            w,
            f"ev-hot-{did}",
            "contracts",
            f"Heads of terms: {title}",
            lines,
            f"file:contracts/{did}.md",
            day,
        )

    # scouting reports: recent signings, loanees and targets
    scouted = [
        x for x in w.nodes.values() if x.cat in ("player", "target") and w.out(x.id, "scouted_by")
    ]
    n = 0
    for node in scouted:
        if node.cat == "player" and join[node.id] < "2025-07-01":
            continue
        n += 1
        code = f"SR-26-{n * 7 % 100 + 100:03d}"
        scout = w.out(node.id, "scouted_by")[0]
        club = (
            w.out(node.id, "signed_from")
            or w.out(node.id, "loaned_from")
            or w.out(node.id, "plays_for")
        )[0]
        pos = _player_pos(node.id)
        grade = rng.choice(["A (sign)", "A- (sign)", "B+ (monitor closely)"])
        day = "2026-10-20" if node.cat == "target" else _before(join[node.id], 60)
        lines = [
            f"Report {code}. Scout: {_latin(t[scout])}.",
            f"Player: {_latin(node)}, {POSITION[pos]}, {t[club].title}.",
            f"Viewings: {rng.randint(2, 5)} live, {rng.randint(4, 9)} on video.",
            f"Summary: {rng.choice(STYLE[_style_key(pos)])}.",
            f"Grade: {grade}.",
        ]
        _evidence(
            w,
            f"ev-{code.lower()}",
            "scouting",
            f"Scouting report {code}",
            lines,
            f"file:scouting/{code}.md",
            day,
        )
        t[node.id].sources.append(f"file:scouting/{code}.md")


def _before(day: str, days: int) -> str:
    return date.fromordinal(date.fromisoformat(day).toordinal() - days).isoformat()


def _latin(node: _Node) -> str:
    """A name as an English-language document would spell it."""
    return node.aliases[0] if node.aliases and _non_latin(node.title) else node.title


def _player_pos(pid: str) -> str:
    for p in FIRST_TEAM:
        if p[0] == pid:
            return p[3]
    for a in ACADEMY:
        if a[0] == pid:
            return a[3]
    for g in TARGETS:
        if g[0] == pid:
            return g[3]
    raise KeyError(pid)


def _sr_of(w: _World, pid: str) -> str | None:
    for ref in w.nodes[pid].sources:
        if ref.startswith("file:scouting/"):
            return "ev-" + ref.removeprefix("file:scouting/").removesuffix(".md").lower()
    return None


def _bodies(
    w: _World, rng: random.Random, match_info: dict[str, list[str]], join: dict[str, str]
) -> None:
    t = w.nodes
    e, p = w.e, w.p
    reg = e("ev-squad-registration", "squad registration")
    staffdir = e("ev-staff-directory", "staff directory")
    comm = e("ev-commercial-schedule", "commercial schedule")
    fixtures = e("ev-fixture-list", "fixture list")
    agents_reg = e("ev-agent-register", "intermediaries register")

    # our club
    t[CLUB].paras = [
        f"Professional club founded in 1889, playing in the second tier of English football at {p('ferrybank-park')} on the north bank of the Mere estuary ({fixtures}).",
        f"Head coach {p('gareth-lowden')}; sporting director {p('anders-holmgren')}; chief executive {p('philippa-garside')}; chairman {p('geoffrey-tallis')} ({staffdir}).",
        f"Derby rivals: {p('castlebrook-united')}. Partner clubs: {w.plist(w.inn(CLUB, 'partner_club_of'))} ({comm}).",
        f"The first team trains at {p('carrow-lane')} ({reg}).",
    ]
    t[CLUB].timeline = [
        (
            _ts("2026-07-01", 9),
            "web:https://northmererovers.example/news/season-2026-27",
            "Season 2026–27 squad numbers and kits announced.",
        ),
    ]

    for cid, _title, _aliases, country, blurb in CLUBS:
        node = t[cid]
        paras = [f"{blurb} ({fixtures})", f"Country: {country}."]
        bought = w.inn(cid, "signed_from")
        if bought:
            paras.append(f"Players we have signed from them: {w.plist(bought)} ({reg}).")
        loans = w.inn(cid, "loaned_from") + w.inn(cid, "loaned_to")
        if loans:
            paras.append(f"Current loan link: {w.plist(loans)} ({reg}).")
        deals = w.inn(cid, "counterparty")
        if deals:
            paras.append(
                "Negotiations with them: " + w.plist(deals) + f" ({e('ev-hot-' + deals[0])})."
            )
        if (("rival_of", CLUB)) in node.rels:
            paras.append(f"Derby rivals of {p(CLUB)}.")
        if ("partner_club_of", CLUB) in node.rels:
            paras.append(
                f"Formal partner club of {p(CLUB)} under a cooperation agreement covering loans, coaching exchanges and friendlies ({comm})."
            )
        node.paras = paras

    # players
    for pid, title, aliases, pos, country, shirt, origin, loan_in, born in FIRST_TEAM:
        node = t[pid]
        aka = f" ({aliases[0]})" if aliases and _non_latin(title) else ""
        paras = [
            f"{title}{aka} is {_a(NATIONALITY[country])} {POSITION[pos]}, born in {born}, who wears the number {shirt} shirt for {p(CLUB)} ({reg})."
        ]
        sr = _sr_of(w, pid)
        cite = e(sr, "scouting report") if sr else reg
        scouts = w.out(pid, "scouted_by")
        if origin == "academy":
            paras.append(
                f"A product of our academy; he came through the {p('u18-elite-pathway')} and turned professional in {born + 17} ({reg})."
            )
        elif loan_in:
            paras.append(
                f"On a season-long loan from {p(origin)} since {_long(join[pid])}; recommended by {w.plist(scouts)} ({cite})."
            )
        else:
            paras.append(
                f"Signed from {p(origin)} in {date.fromisoformat(join[pid]):%B %Y} after being watched by {w.plist(scouts)} ({cite})."
            )
        paras.append(f"Profile: {rng.choice(STYLE[_style_key(pos)])} ({cite}).")
        agent = w.out(pid, "represented_by")
        if agent:
            paras.append(f"Representation: {p(agent[0])} ({agents_reg}).")
        deals = w.inn(pid, "concerns_player")
        if deals:
            paras.append(
                f"Related negotiations: {w.plist(deals)} ({e('ev-contract-expiry', 'contract schedule')})."
            )
        node.paras = paras
        node.timeline.append(
            (
                _ts(join[pid], 11),
                f"web:https://northmererovers.example/news/{pid}-joins",
                "Joined the club."
                if origin != "academy"
                else "Signed first professional contract.",
            )
        )

    for pid, title, aliases, pos, country, programme, loaned, born in ACADEMY:
        node = t[pid]
        aka = f" ({aliases[0]})" if aliases and _non_latin(title) else ""
        paras = [
            f"{title}{aka} is {_a(NATIONALITY[country])} {POSITION[pos]} born in {born}, enrolled in the {p(programme)} ({e('ev-academy-prospectus', 'academy prospectus')})."
        ]
        if loaned:
            paras.append(f"Currently on loan at {p(loaned)} ({reg}).")
        if pid == "haruto-ishikawa":
            paras.append(
                f"Joined for a term from {p('kamakura-tide')} under the exchange ({e('ev-academy-prospectus', 'prospectus')})."
            )
        paras.append(
            f"First-team mentor: {p(w.out(pid, 'mentored_by')[0])}, who meets him fortnightly ({reg})."
        )
        agent = w.out(pid, "represented_by")
        if agent:
            paras.append(f"Representation: {p(agent[0])} ({agents_reg}).")
        node.paras = paras
        node.timeline.append(
            (_ts(join[pid], 10), "goat-chat:academy:registrations", "Registered with the academy.")
        )

    for pid, title, _aliases, pos, country, club, born in TARGETS:
        node = t[pid]
        sr = _sr_of(w, pid)
        assert sr
        deal = w.inn(pid, "concerns_player")[0]
        node.paras = [
            f"{title} is {_a(NATIONALITY[country])} {POSITION[pos]}, born {born}, currently at {p(club)} ({e(sr, 'scouting report')}).",
            f"Watched by {w.plist(w.out(pid, 'scouted_by'))}; transfer target under {p(deal)} ({e('ev-hot-' + deal, 'heads of terms')}).",
            f"Representation: {p(w.out(pid, 'represented_by')[0])} ({agents_reg}).",
        ]

    # staff
    for sid, title, aliases, _dept, role, boss, blurb in STAFF:
        node = t[sid]
        aka = f" ({aliases[0]})" if aliases and _non_latin(title) else ""
        paras = [f"{title}{aka}: {role}. {blurb} ({staffdir})"]
        if boss:
            paras.append(f"Reports to {p(boss)} ({staffdir}).")
        if sid == "anselm-kruger":
            paras = [f"{title}: {role} at {p('st-aldrics-hospital')}. {blurb} ({comm})"]
        reports = w.inn(sid, "reports_to")
        if reports:
            paras.append(f"Direct reports: {w.plist(reports)}.")
        led = w.inn(sid, "led_by")
        if led:
            paras.append(f"Leads {w.plist(led)} ({staffdir}).")
        node.paras = paras
    for sid, title, aliases, role, countries in SCOUTS:
        node = t[sid]
        aka = f" ({aliases[0]})" if aliases and _non_latin(title) else ""
        area = (
            f" covering {', '.join(countries)}"
            if countries
            else ", signing off every recommendation before it reaches the head of recruitment"
        )
        paras = [
            f"{title}{aka}: {role}{area} ({staffdir}).",
            f"Reports to {p(w.out(sid, 'reports_to')[0])}.",
        ]
        found = w.inn(sid, "scouted_by")
        if found:
            srs = [s for s in (_sr_of(w, f) for f in found) if s]
            cite = e(srs[0], "latest report") if srs else staffdir
            paras.append(f"Players recommended: {w.plist(found)} ({cite}).")
        node.paras = paras

    # agents, agencies
    for aid, title, aliases, agency, city in AGENTS:
        node = t[aid]
        aka = f" ({aliases[0]})" if aliases and _non_latin(title) else ""
        firm = f", working for {p(agency)}" if agency else ", working independently"
        paras = [
            f"{title}{aka} is a registered football agent based in {city}{firm} ({agents_reg})."
        ]
        clients = w.inn(aid, "represented_by")
        if clients:
            paras.append(f"Clients connected to the club: {w.plist(clients)} ({agents_reg}).")
        deals = w.inn(aid, "agent_involved")
        if deals:
            paras.append(f"Involved in: {w.plist(deals)}.")
        node.paras = paras
    for aid, _title, _aliases, city, blurb in AGENCIES:
        t[aid].paras = [
            f"{blurb} Headquarters: {city} ({agents_reg}).",
            f"Agents we deal with there: {w.plist(w.inn(aid, 'employed_by'))}.",
        ]

    # partners and contractors
    for cid, _title, _aliases, _folder, blurb, rels in PARTNERS:
        node = t[cid]
        paras = [f"{blurb} ({comm})"]
        for r, tgt in rels:
            verb = {
                "sponsors": "Sponsors",
                "kit_supplier_of": "Kit supplier to",
                "travel_partner_of": "Official travel partner of",
                "medical_partner_of": "Medical partner of",
                "data_partner_of": "Data partner of",
                "nutrition_partner_of": "Nutrition partner of",
            }[r]
            paras.append(f"{verb} {p(tgt)} ({comm}).")
        jobs = w.inn(cid, "built_by")
        if jobs:
            paras.append(
                f"Appointed on {w.plist(jobs)} ({e(next(x[7] for x in WORKS if x[0] == jobs[0]), 'project file')})."
            )
        deals = w.inn(cid, "counterparty")
        if deals:
            paras.append(
                f"Contract talks: {w.plist(deals)} ({e('ev-hot-' + deals[0], 'heads of terms')})."
            )
        if cid == "st-aldrics-hospital":
            paras.append(f"Our consultant there is {p('anselm-kruger')}.")
        node.paras = paras

    # stadium
    stands_ids = [s[0] for s in STANDS]
    t["ferrybank-park"].paras = [
        f"Home ground of {p(CLUB)} since 1903, capacity 31,400 all-seated, on the north bank of the Mere estuary ({e('ev-roof-survey', 'structural survey')}).",
        f"Stands: {w.plist(stands_ids)} ({fixtures}).",
        f"Works under way or planned: {w.plist(w.inn('ferrybank-park', 'affects'))} ({e('ev-pitch-audit', 'pitch audit')}).",
    ]
    t["carrow-lane"].paras = [
        f"The first team's training base: eight full-size pitches (two with undersoil heating), an indoor 3G hall, a hydrotherapy pool and the medical and sports-science block ({e('ev-gps-2026-09-02', 'GPS export')}).",
        f"Also home to the academy's under-18 fixtures on Sunday mornings ({e('ev-academy-prospectus', 'prospectus')}).",
    ]
    for sid, _title, _aliases, side, cap, blurb in STANDS:
        node = t[sid]
        cite = e("ev-roof-survey", "structural survey") if sid == "quayside-stand" else comm
        paras = [f"The {side} side of {p('ferrybank-park')}, capacity {cap:,}. {blurb} ({cite})"]
        sponsor = w.inn(sid, "sponsors")
        if sponsor:
            paras.append(f"Branding partner: {p(sponsor[0])} ({comm}).")
        works = w.inn(sid, "affects")
        if works:
            paras.append(f"Works: {w.plist(works)}.")
        node.paras = paras
    for wid, _title, _aliases, affects, contractor, budget, blurb, ev in WORKS:
        node = t[wid]
        node.paras = [
            f"{blurb} ({e(ev)})",
            f"Area affected: {p(affects)}. Contractor: {p(contractor)}. Budget {budget}. Client lead: {p('bryony-keele')} ({e(ev, 'source')}).",
        ]
        decisions = w.inn(wid, "concerns")
        if decisions:
            node.paras.append(f"Approved by {w.plist(decisions)}.")
        start = {
            "project-canopy": "2026-05-20",
            "safe-standing-conversion": "2026-12-20",
            "gantry-suite-fit-out": "2026-06-15",
            "floodlight-led-upgrade": "2026-06-01",
            "hybrid-pitch-relay": "2026-05-25",
        }[wid]
        node.timeline = [
            (_ts(start, 8), f"linear:STAD-{100 + len(wid)}", "Contractor mobilised on site."),
            (
                _ts(_before(start, -45), 16),
                f"linear:STAD-{100 + len(wid)}",
                "Progress review: on programme.",
            ),
        ]

    # programmes
    for gid, _title, _aliases, lead, blurb in PROGRAMMES:
        node = t[gid]
        prosp = e("ev-academy-prospectus", "academy prospectus")
        paras = [f"{blurb} ({prosp})", f"Led by {p(lead)} ({staffdir})."]
        sponsor = w.inn(gid, "sponsors")
        if sponsor:
            paras.append(f"Funded in part by {p(sponsor[0])} ({comm}).")
        enrolled = w.inn(gid, "enrolled_in")
        if enrolled:
            paras.append(f"Players this season: {w.plist(enrolled)} ({reg}).")
        partners = w.out(gid, "in_partnership_with")
        if partners:
            paras.append(f"Run with {w.plist(partners)} ({comm}).")
        node.paras = paras

    # tactics
    for tid, _title, _aliases, owner, blurb in TACTICS:
        node = t[tid]
        sessions = w.inn(tid, "focus_on")
        cite = (
            e("ev-gps-" + sessions[0].removeprefix("training-"), "session data")
            if sessions
            else fixtures
        )
        node.paras = [f"{blurb} ({cite})", f"Principle owned by {p(owner)}."]
        if sessions:
            node.paras.append(f"Coached in: {w.plist(sessions)}.")

    # deals
    for (
        did,
        _title,
        _aliases,
        _folder,
        kind,
        player,
        counter,
        stage,
        terms,
        negotiators,
        day,
    ) in DEALS:
        node = t[did]
        cite = (
            e("ev-hot-" + did, "heads of terms")
            if kind != "renewal"
            else e("ev-contract-expiry", "contract schedule")
        )
        what = {
            "transfer": f"Permanent signing of {p(player) if player else ''} from {p(counter)}",
            "loan_in": f"Loan of {p(player) if player else ''} from {p(counter)}",
            "loan_out": f"Loan of {p(player) if player else ''} to {p(counter)}",
            "renewal": f"New contract for {p(player) if player else ''}",
            "commercial": f"Commercial agreement with {p(counter)}",
        }[kind]
        paras = [
            f"{what}. Terms: {terms} ({cite}).",
            f"Stage: {stage}. Our negotiators: {w.plist(negotiators)} ({cite}).",
        ]
        agent = w.out(did, "agent_involved")
        if agent:
            paras.append(f"Player's side represented by {p(agent[0])} ({agents_reg}).")
        decisions = w.inn(did, "concerns")
        if decisions:
            paras.append(f"Board approval: {w.plist(decisions)}.")
        if kind in ("transfer", "loan_in") and player:
            sr = _sr_of(w, player)
            if sr:
                paras.append(f"Scouting: {e(sr)}.")
        node.paras = paras
        node.status = "draft" if stage == "scouting" else "active"
        ref = (
            f"goat-chat:recruitment:{did}"
            if kind != "commercial"
            else f"goat-chat:commercial:{did}"
        )
        node.timeline = [
            (_ts(_before(day, 30), 15), ref, "Initial contact made."),
            (_ts(day, 17), ref, f"Stage reached: {stage}."),
        ]

    # injuries
    for iid in [n.id for n in t.values() if n.cat == "injury"]:
        node = t[iid]
        code = node.aliases[0]
        pl = w.out(iid, "sustained_by")[0]
        ev = w.out(iid, "occurred_in")[0]
        clinical = e(f"ev-clinical-{code.lower()}", "clinical note")
        paras = [
            f"{p(pl)} picked up {_a(node.title.rsplit(' (', 1)[0].lower())} in {p(ev)} ({clinical}).",
            f"Treated by {w.plist(w.out(iid, 'treated_by'))} ({clinical}).",
        ]
        if w.out(iid, "referred_to"):
            paras.append(f"Referred to {p('anselm-kruger')} for a specialist opinion ({clinical}).")
        rev = w.out(iid, "reviewed_in")
        if rev:
            paras.append(f"Discussed at {p(rev[0])}.")
        node.paras = paras

    # matches
    for day, opp, venue, comp, gf, ga, _derby in MATCHES:
        mid = f"match-{day}"
        node = t[mid]
        report = e(f"ev-match-report-{day}", "match report")
        result = "won" if gf > ga else "lost" if gf < ga else "drew"
        where = f"at {p('ferrybank-park')}" if venue == "H" else "away"
        scorers = w.out(mid, "scored_by")
        paras = [
            f"{comp}: we {result} {gf}–{ga} against {p(opp)} {where} ({report}).",
            f"Captain: {p(w.out(mid, 'captained_by')[0])}. Man of the match: {p(w.out(mid, 'player_of_the_match')[0])} ({report}).",
        ]
        if scorers:
            paras.append(f"Goals: {w.plist(scorers)} ({report}).")
        node.paras = paras
        node.created = _ts(day, 22)
        node.updated = _ts(day, 22)

    # training sessions
    for day, focus, concepts, coach, gps in TRAINING:
        tid = f"training-{day}"
        node = t[tid]
        cite = e(f"ev-gps-{day}", "GPS export")
        paras = [
            f"{focus} at {p('carrow-lane')}, led by {p(coach)} ({cite}).",
            f"Load: {gps} ({cite})",
        ]
        if concepts:
            paras.append(f"Tactical focus: {w.plist(concepts)}.")
        node.paras = paras
        node.created = _ts(day, 14)
        node.updated = _ts(day, 14)

    # medical reviews
    for day in REVIEWS:
        rid = f"medical-review-{day}"
        node = t[rid]
        cases = w.inn(rid, "reviewed_in")
        paras = [
            f"Weekly medical review at {p('carrow-lane')}, chaired by {p('imogen-halvorsen')} with {w.plist(w.out(rid, 'attended_by'))} ({staffdir})."
        ]
        if cases:
            paras.append(
                f"Cases discussed: {w.plist(cases)} ({e('ev-clinical-' + t[cases[0]].aliases[0].lower(), 'clinical note')})."
            )
        else:
            paras.append(f"No open injury cases; routine screening results only ({staffdir}).")
        node.paras = paras
        node.created = _ts(day, 16)
        node.updated = _ts(day, 16)

    # board meetings
    for day in BOARDS:
        bid = f"board-{day[:7]}"
        node = t[bid]
        minutes = e(f"ev-board-minutes-{day[:7]}", "minutes")
        paras = [
            f"Chaired by {p('geoffrey-tallis')}; present: {w.plist(w.out(bid, 'attended_by'))} ({minutes})."
        ]
        decided = w.inn(bid, "approved_in")
        if decided:
            paras.append(f"Decisions: {w.plist(decided)} ({minutes}).")
        node.paras = paras
        node.created = _ts(day, 18)
        node.updated = _ts(day, 18)

    # decisions
    for did, alias, proposer, board, concerns, day, rationale, ev in DECISIONS:
        node = t[did]
        paras = [f"We decided to {alias}. {rationale} ({e(ev)})", f"Proposed by {p(proposer)}."]
        if board:
            paras.append(f"Approved at {p('board-' + board[:7])} ({e(ev, 'minutes')}).")
        else:
            paras.append(f"Agreed without going to the board ({e(ev, 'record')}).")
        if concerns:
            paras.append(f"Applies to {p(concerns)}.")
        node.paras = paras
        node.created = _ts(day, 19)
        node.updated = _ts(day, 19)
        node.timeline = [(_ts(day, 19), f"jamie:meeting:{did}", "Decision recorded.")]

    # page sources
    for node in t.values():
        if node.kind == "page" and not node.sources:
            node.sources = [f"goat-chat:club-brain:{node.cat}"]


# --------------------------------------------------------------------------------------------
# Questions
# --------------------------------------------------------------------------------------------

LEXICAL_TEMPLATES: dict[str, list[str]] = {
    "player": [
        "What's the latest on {n}?",
        "Can you pull up {n}'s player file?",
        "I need a quick profile of {n} before the press conference.",
        "What kind of player is {n}, and how did he end up here?",
    ],
    "academy-player": [
        "How is {n} progressing in the academy?",
        "Give me a development update on {n}.",
    ],
    "target": [
        "What do we know about {n} as a potential signing?",
        "Brief me on the transfer target {n}.",
    ],
    "exec": [
        "What's {n}'s remit at the club?",
        "I'm meeting {n} tomorrow; what are they responsible for?",
    ],
    "coach": [
        "What does {n} do on the coaching staff?",
        "Give me a one-paragraph summary of {n}'s job.",
    ],
    "medic": [
        "What is {n}'s role in the medical department?",
        "Tell me about {n} from the medical team.",
    ],
    "scout": ["Which territory does {n} cover for us?", "Tell me about the scout {n}."],
    "agent": ["What do we have on file about the agent {n}?", "Brief me on {n} before the call."],
    "agency": ["What sort of agency is {n}?", "Tell me about {n} and who we know there."],
    "partner": ["What does our agreement with {n} cover?", "Remind me what {n} does for the club."],
    "contractor": ["What work is {n} doing for us?", "What does {n} specialise in?"],
    "club": ["Give me the background on {n}.", "What's our recent history with {n}?"],
    "our-club": ["Give me a one-page overview of {n}."],
    "stadium": ["What's the capacity of {n}?"],
    "stand": ["Tell me about the {n}.", "What state is the {n} in?"],
    "facility": ["What facilities are there at {n}?"],
    "works": ["Where are we up to with {n}?", "What's the budget for {n}?"],
    "programme": ["Give me an overview of the {n}.", "What is the {n} for?"],
    "deal": ["Where are we up to with {n}?", "What are the terms in {n}?"],
    "injury": ["What's the prognosis for injury case {n}?", "Give me an update on {n}."],
    "match": ["How did {n} go?", "Summarise {n} for me."],
    "training": ["What did we work on in {n}?", "Recap {n}."],
    "medreview": ["What came up at the {n}?"],
    "board": ["What was decided at the {n}?"],
    "decision": ["Find the decision to {n}.", "When did we decide to {n}, and why?"],
    "tactic": ["How do we coach {n}?", "Explain our {n} principles."],
    "ev-scouting": ["Open {n}.", "Can you find {n} for me?"],
    "ev-match-reports": ["Pull up the {n}.", "I need the {n}."],
    "ev-medical": ["Show me the {n}."],
    "ev-contracts": ["Find the {n}."],
    "ev-minutes": ["Open the {n}."],
    "ev-performance": ["Where's the {n}?"],
    "ev-stadium": ["Can you find the {n}?"],
    "ev-registers": ["Open the {n}."],
}


def _lexical_name(node: _Node) -> str | None:
    """An ASCII name for a lexical question (title, else an ASCII alias)."""
    if node.cat == "injury":
        return node.aliases[0]
    if node.cat == "decision":
        return node.aliases[0]
    if not _foreign(node.title):
        return _ref(node)
    return None


def _script_name(node: _Node) -> str | None:
    if _foreign(node.title):
        return node.title
    for alias in node.aliases:
        if _foreign(alias):
            return alias
    return None


def _round_robin(
    rng: random.Random, groups: dict[str, list[Question]], count: int
) -> list[Question]:
    keys = sorted(groups)
    for k in keys:
        rng.shuffle(groups[k])
    rng.shuffle(keys)
    out: list[Question] = []
    seen: set[str] = set()
    while len(out) < count and any(groups[k] for k in keys):
        for k in keys:
            if groups[k] and len(out) < count:
                q = groups[k].pop()
                if q.text not in seen:
                    seen.add(q.text)
                    out.append(q)
    return out


def _named_questions(
    w: _World, rng: random.Random, count_lex: int, count_script: int
) -> list[Question]:
    lex: dict[str, list[Question]] = {}
    scr: dict[str, list[Question]] = {}
    for node in w.nodes.values():
        templates = LEXICAL_TEMPLATES[node.cat]
        name = _lexical_name(node)
        if name:
            lex.setdefault(node.cat, []).append(
                Question(rng.choice(templates).format(n=name), "lexical", {node.id})
            )
        sname = _script_name(node)
        if sname:
            scr.setdefault(node.cat, []).append(
                Question(rng.choice(templates).format(n=sname), "script", {node.id})
            )
    return _round_robin(rng, lex, count_lex) + _round_robin(rng, scr, count_script)


def _match_ref(w: _World, mid: str, rng: random.Random) -> str:
    day = mid.removeprefix("match-")
    row = next(m for m in MATCHES if m[0] == day)
    opp = w.nodes[row[1]]
    opp_name = opp.aliases[0] if opp.aliases and rng.random() < 0.5 else opp.title
    if row[6] and rng.random() < 0.5:
        return row[6]
    kind = {
        "League": "league game",
        "League Cup first round": "League Cup tie",
        "FA Cup third round": "FA Cup tie",
    }.get(row[3], "friendly")
    where = "at home to" if row[2] == "H" else "away at"
    if rng.random() < 0.5:
        return w.nodes[mid].title
    return f"the {kind} {where} {opp_name} on {_long(day)}"


def _training_ref(w: _World, tid: str) -> str:
    day = tid.removeprefix("training-")
    focus = next(x[1] for x in TRAINING if x[0] == day).lower()
    return f"the {focus if focus.endswith('session') else focus + ' session'} on {_long(day)}"


def _hop_specs(w: _World, rng: random.Random) -> list[tuple[str, list[tuple[str, set[str]]]]]:
    """(spec name, [(question, answers)]) for one-link questions."""
    t = w.nodes
    n = w.name
    specs: list[tuple[str, list[tuple[str, set[str]]]]] = []

    def spec(name: str, pairs: list[tuple[str, set[str]]]) -> None:
        specs.append((name, [(q, a) for q, a in pairs if 1 <= len(a) <= 3]))

    players = [x.id for x in t.values() if x.cat in ("player", "academy-player", "target")]
    first = [x.id for x in t.values() if x.cat == "player"]
    academy = [x.id for x in t.values() if x.cat == "academy-player"]
    agents = [x.id for x in t.values() if x.cat == "agent"]
    injuries = [x.id for x in t.values() if x.cat == "injury"]
    matches = [x.id for x in t.values() if x.cat == "match"]
    staff = [x.id for x in t.values() if x.cat in ("exec", "coach", "medic", "scout")]

    spec(
        "agent",
        [
            (
                rng.choice(
                    [
                        "Who is {p}'s agent?",
                        "If I want to open contract talks about {p}, which intermediary do I call?",
                        "Who handles {p}'s representation?",
                        "Which agent acts for {p}?",
                    ]
                ).format(p=n(x)),
                set(w.out(x, "represented_by")),
            )
            for x in players
        ],
    )
    spec(
        "clients",
        [
            (
                rng.choice(
                    [
                        "Which of our players are clients of {a}?",
                        "{a} is on the phone; which of our lads are on that agent's books?",
                        "Who does {a} represent at this club?",
                    ]
                ).format(a=n(x)),
                set(w.inn(x, "represented_by")),
            )
            for x in agents
        ],
    )
    spec(
        "scout",
        [
            (
                rng.choice(
                    [
                        "Who scouted {p} before we signed him?",
                        "Which of our scouts first recommended {p}?",
                        "Who did the live viewings on {p}?",
                        "Who in recruitment found {p}?",
                    ]
                ).format(p=n(x)),
                set(w.out(x, "scouted_by")),
            )
            for x in players
        ],
    )
    spec(
        "from",
        [
            (
                rng.choice(
                    [
                        "Which club did we sign {p} from?",
                        "Where was {p} playing before he joined us?",
                        "Who did we buy {p} from?",
                    ]
                ).format(p=n(x)),
                set(w.out(x, "signed_from")),
            )
            for x in first
        ],
    )
    spec(
        "loaned_to",
        [
            (
                rng.choice(
                    [
                        "Where is {p} spending his loan this season?",
                        "Which club has {p} gone out to?",
                    ]
                ).format(p=n(x)),
                set(w.out(x, "loaned_to")),
            )
            for x in academy
        ],
    )
    spec(
        "loaned_from",
        [
            (
                rng.choice(["Which club actually owns {p}?", "Who is {p} on loan from?"]).format(
                    p=n(x)
                ),
                set(w.out(x, "loaned_from")),
            )
            for x in first
        ],
    )
    spec(
        "stand_sponsor",
        [
            (
                rng.choice(
                    [
                        "Which company has its branding on the {s}?",
                        "Who's the commercial partner behind the {s}?",
                        "Whose logo is on the {s}?",
                    ]
                ).format(s=t[s].title),
                set(w.inn(s, "sponsors")),
            )
            for s in (x[0] for x in STANDS)
        ],
    )
    spec(
        "programme_sponsor",
        [
            (
                rng.choice(["Who funds the {g}?", "Which sponsor backs our {g}?"]).format(
                    g=t[g].title
                ),
                set(w.inn(g, "sponsors")),
            )
            for g in (x[0] for x in PROGRAMMES)
        ],
    )
    spec(
        "treated",
        [
            (
                rng.choice(
                    [
                        "Who is handling the rehab for case {c}?",
                        "Which of the medical team treated injury case {c}?",
                        "Who's been looking after {c} in the treatment room?",
                    ]
                ).format(c=t[i].aliases[0]),
                set(w.out(i, "treated_by")),
            )
            for i in injuries
        ],
    )
    spec(
        "injuries_of",
        [
            (
                rng.choice(
                    [
                        "Which injury cases have been opened for {p} this season?",
                        "Has {p} been on the injury list this season, and with what?",
                    ]
                ).format(p=n(x)),
                set(w.inn(x, "sustained_by")),
            )
            for x in players
        ],
    )
    spec(
        "captain",
        [
            (
                rng.choice(["Who captained us in {m}?", "Who wore the armband in {m}?"]).format(
                    m=_match_ref(w, m, rng)
                ),
                set(w.out(m, "captained_by")),
            )
            for m in matches
        ],
    )
    spec(
        "potm",
        [
            (
                rng.choice(
                    [
                        "Who was our man of the match in {m}?",
                        "Who got the sponsor's player-of-the-match award for {m}?",
                    ]
                ).format(m=_match_ref(w, m, rng)),
                set(w.out(m, "player_of_the_match")),
            )
            for m in matches
        ],
    )
    spec(
        "programme_lead",
        [
            (
                rng.choice(["Who is in charge of the {g}?", "Who heads up our {g}?"]).format(
                    g=t[g].title
                ),
                set(w.out(g, "led_by")),
            )
            for g in (x[0] for x in PROGRAMMES)
        ],
    )
    spec(
        "mentor",
        [
            (
                rng.choice(
                    [
                        "Which senior pro has been paired with {p} as a mentor?",
                        "Who is {p}'s first-team mentor?",
                    ]
                ).format(p=n(x)),
                set(w.out(x, "mentored_by")),
            )
            for x in academy
        ],
    )
    spec(
        "boss",
        [
            (
                rng.choice(
                    [
                        "Who is {s}'s line manager?",
                        "Who does {s} answer to?",
                        "Who's above {s} in the org chart?",
                    ]
                ).format(s=n(x)),
                set(w.out(x, "reports_to")),
            )
            for x in staff
        ],
    )
    spec(
        "contractor",
        [
            (
                rng.choice(
                    ["Which firm is carrying out {x}?", "Who won the tender for {x}?"]
                ).format(x=_ref(t[x])),
                set(w.out(x, "built_by")),
            )
            for x in (r[0] for r in WORKS)
        ],
    )
    spec(
        "works_stand",
        [
            (
                rng.choice(
                    [
                        "Which stand will be disrupted by {x}?",
                        "Which part of the ground does {x} touch?",
                    ]
                ).format(x=_ref(t[x])),
                {a for a in w.out(x, "affects") if t[a].cat == "stand"},
            )
            for x in (r[0] for r in WORKS)
        ],
    )
    spec(
        "approved_in",
        [
            (
                rng.choice(
                    [
                        "At which board meeting did we agree to {d}?",
                        "Which board session signed off the plan to {d}?",
                    ]
                ).format(d=t[d].aliases[0]),
                set(w.out(d, "approved_in")),
            )
            for d in (r[0] for r in DECISIONS)
        ],
    )
    spec(
        "proposer",
        [
            (
                rng.choice(
                    ["Who put forward the proposal to {d}?", "Whose idea was it to {d}?"]
                ).format(d=t[d].aliases[0]),
                set(w.out(d, "proposed_by")),
            )
            for d in (r[0] for r in DECISIONS)
        ],
    )
    spec(
        "negotiator",
        [
            (
                rng.choice(
                    [
                        "Who is leading our side of the talks on {x}?",
                        "Which of our executives negotiated {x}?",
                    ]
                ).format(x=_ref(t[x])),
                set(w.out(x, "negotiated_by")),
            )
            for x in (r[0] for r in DEALS)
        ],
    )
    coded = [r[0] for r in DEALS if r[1].startswith("Project")]
    spec(
        "deal_club",
        [
            (
                rng.choice(
                    ["Which club are we dealing with on {x}?", "Who is the selling club in {x}?"]
                ).format(x=t[x].title),
                set(w.out(x, "counterparty")),
            )
            for x in coded
        ],
    )
    spec(
        "deal_player",
        [
            (
                rng.choice(["Which player is {x} about?", "Who is the target in {x}?"]).format(
                    x=t[x].title
                ),
                set(w.out(x, "concerns_player")),
            )
            for x in coded
        ],
    )
    spec(
        "agency",
        [
            (
                rng.choice(["Which agency is {a} with?", "Which firm employs {a}?"]).format(a=n(x)),
                set(w.out(x, "employed_by")),
            )
            for x in agents
        ],
    )
    spec(
        "agency_agents",
        [
            (
                rng.choice(
                    ["Which agents do we deal with at {g}?", "Who works at {g} that we know?"]
                ).format(g=t[g].title),
                set(w.inn(g, "employed_by")),
            )
            for g in (r[0] for r in AGENCIES)
        ],
    )
    trainings = [x.id for x in t.values() if x.cat == "training"]
    spec(
        "session_coach",
        [
            (
                rng.choice(["Who took {s}?", "Which coach ran {s}?"]).format(s=_training_ref(w, x)),
                set(w.out(x, "run_by")),
            )
            for x in trainings
        ],
    )
    spec(
        "session_focus",
        [
            (
                rng.choice(
                    [
                        "Which tactical principle was {s} built around?",
                        "What were we drilling in {s}?",
                    ]
                ).format(s=_training_ref(w, x)),
                set(w.out(x, "focus_on")),
            )
            for x in trainings
        ],
    )
    spec(
        "where_injured",
        [
            (
                rng.choice(
                    ["In which game or session did case {c} happen?", "Where was {c} picked up?"]
                ).format(c=t[i].aliases[0]),
                set(w.out(i, "occurred_in")),
            )
            for i in injuries
        ],
    )
    spec(
        "scouting_report",
        [
            (
                rng.choice(
                    [
                        "Where's the scouting write-up on {p}?",
                        "Is there a written scouting report on {p}?",
                    ]
                ).format(p=n(x)),
                {r for r in [_sr_of(w, x)] if r},
            )
            for x in players
        ],
    )
    spec(
        "match_report",
        [
            (
                rng.choice(
                    ["Is there a written report from {m}?", "Where can I read the report of {m}?"]
                ).format(m=_match_ref(w, m, rng)),
                {f"ev-match-report-{m.removeprefix('match-')}"},
            )
            for m in matches
        ],
    )
    spec(
        "enrolled",
        [
            (
                rng.choice(
                    ["Which academy programme is {p} on?", "What academy scheme is {p} part of?"]
                ).format(p=n(x)),
                set(w.out(x, "enrolled_in")),
            )
            for x in academy
        ],
    )
    spec(
        "partner_clubs",
        [
            (
                rng.choice(
                    [
                        "Which clubs have a formal cooperation agreement with the Rovers?",
                        "Which clubs are we officially partnered with?",
                    ]
                ),
                set(w.inn(CLUB, "partner_club_of")),
            )
        ],
    )
    spec(
        "consultant",
        [
            (
                "Where does {c} operate on our players?".format(c=n("anselm-kruger")),
                set(w.out("anselm-kruger", "works_at")),
            )
        ],
    )
    spec(
        "owner",
        [
            (
                rng.choice(
                    [
                        "Which coach owns our '{x}' principle?",
                        "Who on the coaching staff is responsible for the '{x}' idea?",
                    ]
                ).format(x=_ref(t[x])),
                set(w.out(x, "owned_by")),
            )
            for x in (r[0] for r in TACTICS)
        ],
    )
    return specs


def _hop2_specs(w: _World, rng: random.Random) -> list[tuple[str, list[tuple[str, set[str]]]]]:
    t = w.nodes
    n = w.name
    specs: list[tuple[str, list[tuple[str, set[str]]]]] = []

    def spec(name: str, pairs: list[tuple[str, set[str]]]) -> None:
        specs.append((name, [(q, a) for q, a in pairs if 1 <= len(a) <= 3]))

    def chain(start: str, *steps: tuple[str, str]) -> set[str]:
        cur = {start}
        for direction, rtype in steps:
            nxt: set[str] = set()
            for c in sorted(cur):
                nxt |= set(w.out(c, rtype) if direction == "out" else w.inn(c, rtype))
            cur = nxt
        return cur

    players = [x.id for x in t.values() if x.cat in ("player", "academy-player", "target")]
    academy = [x.id for x in t.values() if x.cat == "academy-player"]
    agents = [x.id for x in t.values() if x.cat == "agent"]
    injuries = [x.id for x in t.values() if x.cat == "injury"]
    matches = [x.id for x in t.values() if x.cat == "match"]
    trainings = [x.id for x in t.values() if x.cat == "training"]
    scouts = [x.id for x in t.values() if x.cat == "scout" and x.id != "leon-vasquez"]

    spec(
        "agent_agency",
        [
            (
                rng.choice(
                    [
                        "Which agency does {p}'s agent work for?",
                        "{p}'s representative: which firm are they with?",
                    ]
                ).format(p=n(x)),
                chain(x, ("out", "represented_by"), ("out", "employed_by")),
            )
            for x in players
        ],
    )
    spec(
        "clients_scouts",
        [
            (
                rng.choice(
                    [
                        "Who scouted the players that {a} represents?",
                        "Which of our scouts found {a}'s clients?",
                    ]
                ).format(a=n(x)),
                chain(x, ("in", "represented_by"), ("out", "scouted_by")),
            )
            for x in agents
        ],
    )
    spec(
        "captain_from",
        [
            (
                rng.choice(
                    [
                        "Which club did the captain from {m} join us from?",
                        "The player who skippered us in {m}: where did we sign him from?",
                    ]
                ).format(m=_match_ref(w, m, rng)),
                chain(m, ("out", "captained_by"), ("out", "signed_from")),
            )
            for m in matches
        ],
    )
    spec(
        "works_sponsor",
        [
            (
                rng.choice(
                    [
                        "Which company sponsors the stand that {x} is working on?",
                        "Whose branding is on the stand affected by {x}?",
                    ]
                ).format(x=_ref(t[x])),
                chain(x, ("out", "affects"), ("in", "sponsors")),
            )
            for x in (r[0] for r in WORKS)
        ],
    )
    spec(
        "player_medics",
        [
            (
                rng.choice(
                    [
                        "Which physios or doctors have treated {p}'s injuries this season?",
                        "Who in the medical team has worked on {p}'s injuries?",
                    ]
                ).format(p=n(x)),
                chain(x, ("in", "sustained_by"), ("out", "treated_by")),
            )
            for x in players
        ],
    )
    spec(
        "injury_opponent",
        [
            (
                rng.choice(
                    [
                        "Who were we playing when case {c} happened?",
                        "Which opponents were we facing when {c} occurred?",
                    ]
                ).format(c=t[i].aliases[0]),
                chain(i, ("out", "occurred_in"), ("out", "opponent")),
            )
            for i in injuries
        ],
    )
    spec(
        "programme_lead",
        [
            (
                rng.choice(
                    [
                        "Who runs the programme {p} is enrolled on?",
                        "Who is in charge of the academy scheme that {p} belongs to?",
                    ]
                ).format(p=n(x)),
                chain(x, ("out", "enrolled_in"), ("out", "led_by")),
            )
            for x in academy
        ],
    )
    coded = [r[0] for r in DEALS if r[1].startswith("Project")]
    spec(
        "deal_scout",
        [
            (
                rng.choice(
                    [
                        "Who scouted the player at the centre of {x}?",
                        "Which scout recommended the player we pursued in {x}?",
                    ]
                ).format(x=t[x].title),
                chain(x, ("out", "concerns_player"), ("out", "scouted_by")),
            )
            for x in coded
        ],
    )
    spec(
        "potm_agent",
        [
            (
                rng.choice(
                    [
                        "Who represents the man of the match from {m}?",
                        "Which agent looks after the player who was man of the match in {m}?",
                    ]
                ).format(m=_match_ref(w, m, rng)),
                chain(m, ("out", "player_of_the_match"), ("out", "represented_by")),
            )
            for m in matches
        ],
    )
    spec(
        "injury_agent",
        [
            (
                rng.choice(
                    [
                        "Which agent should we inform about case {c}?",
                        "Who is the agent of the player in injury case {c}?",
                    ]
                ).format(c=t[i].aliases[0]),
                chain(i, ("out", "sustained_by"), ("out", "represented_by")),
            )
            for i in injuries
        ],
    )
    spec(
        "session_boss",
        [
            (
                rng.choice(
                    [
                        "Who does the coach who ran {s} report to?",
                        "Who is the line manager of whoever led {s}?",
                    ]
                ).format(s=_training_ref(w, x)),
                chain(x, ("out", "run_by"), ("out", "reports_to")),
            )
            for x in trainings
        ],
    )
    spec(
        "scout_clubs",
        [
            (
                rng.choice(
                    [
                        "Which clubs have we bought players from on {s}'s recommendation?",
                        "From which clubs did {s}'s recommended players arrive?",
                    ]
                ).format(s=n(x)),
                chain(x, ("in", "scouted_by"), ("out", "signed_from")),
            )
            for x in scouts
        ],
    )
    spec(
        "match_injured",
        [
            (
                rng.choice(
                    ["Who got injured in {m}?", "Which of our players picked up an injury in {m}?"]
                ).format(m=_match_ref(w, m, rng)),
                chain(m, ("in", "occurred_in"), ("out", "sustained_by")),
            )
            for m in matches
        ],
    )
    spec(
        "session_injured",
        [
            (
                rng.choice(
                    ["Who got hurt during {s}?", "Which of our players were injured in {s}?"]
                ).format(s=_training_ref(w, x)),
                chain(x, ("in", "occurred_in"), ("out", "sustained_by")),
            )
            for x in trainings
        ],
    )
    spec(
        "decision_player",
        [
            (
                "Which player did the decision to {d} end up bringing in?".format(
                    d=t["decision-striker-budget"].aliases[0]
                ),
                chain("decision-striker-budget", ("out", "concerns"), ("out", "concerns_player")),
            )
        ],
    )
    spec(
        "programme_boss",
        [
            (
                rng.choice(
                    [
                        "Who does the person running the {g} report to?",
                        "Who oversees the head of the {g}?",
                    ]
                ).format(g=t[g].title),
                chain(g, ("out", "led_by"), ("out", "reports_to")),
            )
            for g in (r[0] for r in PROGRAMMES)
        ],
    )
    spec(
        "mentor_agent",
        [
            (
                rng.choice(["Who is the agent of {p}'s first-team mentor?"]).format(p=n(x)),
                chain(x, ("out", "mentored_by"), ("out", "represented_by")),
            )
            for x in academy
        ],
    )
    spec(
        "sponsor_contract",
        [
            (
                rng.choice(
                    [
                        "Which building project is under way at the stand {c} sponsors?",
                        "What works are planned for the stand carrying {c}'s branding?",
                    ]
                ).format(c=t[c].title),
                chain(c, ("out", "sponsors"), ("in", "affects")),
            )
            for c in ("quayline-energy", "ferrybank-brewery", "marlow-finch")
        ],
    )
    return specs


def _pick(
    w: _World,
    rng: random.Random,
    specs: list[tuple[str, list[tuple[str, set[str]]]]],
    kind: str,
    count: int,
) -> list[Question]:
    """One question per spec in turn; a question that names one of its answers is left out."""
    groups: dict[str, list[Question]] = {}
    for name, pairs in specs:
        kept = [
            Question(q, kind, a) for q, a in pairs if not any(_mentions(q, w.nodes[r]) for r in a)
        ]
        if kept:
            groups[name] = kept
    return _round_robin(rng, groups, count)


def _paraphrases(w: _World, rng: random.Random, count: int) -> list[Question]:
    rows = list(PARAPHRASES)
    rng.shuffle(rows)
    out: list[Question] = []
    for ids, texts in rows:
        text = rng.choice(texts)
        if len(out) < count and not any(_mentions(text, w.nodes[r]) for r in ids):
            out.append(Question(text, "paraphrase", set(ids)))
    return out


def _names(node: _Node) -> list[str]:
    return [node.title, *node.aliases]


def _mentions(text: str, node: _Node) -> bool:
    low = text.lower()
    return any(len(x) >= 4 and x.lower() in low for x in _names(node))


# --------------------------------------------------------------------------------------------
# Build
# --------------------------------------------------------------------------------------------


def _documents(w: _World) -> list[Document]:
    docs = []
    for node in sorted(w.nodes.values(), key=lambda x: (x.folder, x.id)):
        docs.append(
            parse_document(w.render(node), folder=node.folder, path=f"{node.folder}/{node.id}.md")
        )
    return docs


def build(seed: int = 331) -> EvalSet:
    rng = random.Random(seed)
    w = _make_world(rng)
    questions = _named_questions(w, rng, 34, 26)
    questions += _pick(w, rng, _hop_specs(w, rng), "hop", 42)
    questions += _pick(w, rng, _hop2_specs(w, rng), "hop2", 26)
    questions += _paraphrases(w, rng, 36)
    rng.shuffle(questions)
    return EvalSet(_documents(w), questions)


# --------------------------------------------------------------------------------------------
# Checks
# --------------------------------------------------------------------------------------------

_LINK_RE = re.compile(r"\[\[(page|evidence):([a-z0-9-]+)(?:#[^|\]]+)?(?:\|[^\]]*)?\]\]")


def _check(seed: int = 331) -> None:
    data = build(seed)
    docs = {d.brain_id: d for d in data.documents}
    assert len(docs) == len(data.documents), "duplicate ids"
    for doc in data.documents:
        problems = validate_document(doc, file_stem=doc.brain_id)
        assert not problems, (doc.path, problems)
        for rel in doc.relations:
            assert rel.target in docs, (doc.brain_id, rel)
            assert docs[rel.target].kind == "page", (doc.brain_id, rel)
        for kind, target in _LINK_RE.findall(doc.body):
            assert target in docs, (doc.brain_id, target)
            assert docs[target].kind == ("evidence" if kind == "evidence" else "page"), (
                doc.brain_id,
                target,
            )
    linked: set[str] = set()
    for doc in data.documents:
        targets = {r.target for r in doc.relations} | {t for _, t in _LINK_RE.findall(doc.body)}
        if targets:
            linked |= targets | {doc.brain_id}
    orphans = [d.brain_id for d in data.documents if d.brain_id not in linked]
    assert not orphans, orphans
    texts = [q.text for q in data.questions]
    assert len(set(texts)) == len(texts), "duplicate questions"
    for q in data.questions:
        assert q.relevant, q
        for r in q.relevant:
            assert r in docs, (q, r)
        names = [n for r in q.relevant for n in [docs[r].title, *docs[r].aliases]]
        if q.kind in ("lexical", "script"):
            assert any(n.lower() in q.text.lower() for n in names), q
        if q.kind == "script":
            assert _foreign(q.text), q
        if q.kind in ("hop", "hop2", "paraphrase"):
            for r in q.relevant:
                assert docs[r].title.lower() not in q.text.lower(), q
                for a in docs[r].aliases:
                    assert len(a) < 4 or a.lower() not in q.text.lower(), (q, a)
    again = build(seed)
    assert [d.body for d in again.documents] == [d.body for d in data.documents]
    assert [d.meta for d in again.documents] == [d.meta for d in data.documents]
    assert [(q.text, q.kind, q.relevant) for q in again.questions] == [
        (q.text, q.kind, q.relevant) for q in data.questions
    ]
    counts: dict[str, int] = {}
    for q in data.questions:
        counts[q.kind] = counts.get(q.kind, 0) + 1
    assert 150 <= len(data.questions) <= 180, counts
    assert 250 <= len(data.documents) <= 310, len(data.documents)
    other = sum(1 for d in data.documents if any(_foreign(n) for n in [d.title, *d.aliases]))
    evidence = sum(1 for d in data.documents if d.kind == "evidence")
    folders = len({d.folder for d in data.documents})
    rtypes = sorted({r.type for d in data.documents for r in d.relations})
    print(
        f"documents {len(data.documents)} (evidence {evidence}, folders {folders}, other scripts {other})"
    )
    print(f"questions {len(data.questions)} {dict(sorted(counts.items()))}")
    print(f"relation types {len(rtypes)}: {', '.join(rtypes)}")
    print("check passed")


if __name__ == "__main__":
    _check()
