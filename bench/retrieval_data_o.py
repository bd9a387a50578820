"""Retrieval evaluation set O: the brain of a multi-school education trust. HELD OUT.

Data card
---------

What it is. A synthetic Goat Brain for "Kestrel Vale Learning Trust", a multi-academy trust of
nine schools (five primaries, three secondaries, one special school) in the invented borough
of Lowmoor: the schools, their heads, teachers, heads of department and support staff; the
trustees, the local governing bodies and their chairs; the central team (finance, estates,
people/HR, IT, governance, safeguarding); the suppliers and contractors (catering, cleaning,
building, roofing, heating, architects, IT, networks, coaches, minibuses, payroll, audit); the
local authority, the inspectorate, two partner universities and four charities; building,
curriculum, IT and procurement projects; board, committee and governing-body meetings;
decisions, inspections, incidents, policies and a few concepts. People are named in many
scripts as in real schools: Latin with diacritics, Cyrillic, Greek, Arabic, Hebrew,
Devanagari, Chinese, Japanese and Korean (a non-Latin title carries its Latin transliteration
as an alias). About 230 pages and 85 evidence documents (minutes, staff lists, contract
summaries, inspection and incident reports, letters, e-mails, agreements); every statement of
every page cites evidence, and every evidence document is cited.

Questions (about 180), each with the ids of the documents that answer it:

- ``lexical``: names its answer (a whole title or alias, or two distinctive words of one);
- ``script``: asks for one person by their name in a non-Latin script;
- ``hop``: about an anchor page, answered by a page one link away that shares no distinctive
  word with the question;
- ``hop2``: answered two links away, through a school, committee, meeting, project, person or
  company, again sharing no distinctive word with the question;
- ``paraphrase``: asks for a page in words unlike its title and aliases (at most one
  distinctive word shared).

How it was written. By an independent generator working from the document format alone
(docs/format.md and the toolkit's document, validation and claims modules); the ranker, the
search services, the evaluation harness and the other evaluation sets were not read. The
world, bodies and question templates are hand-written; ``build`` assembles them
deterministically from a seed, and ``_check`` enforces the rules above (valid documents, no
uncited statements, no broken links, link distances for hop and hop2, word overlap limits).

HELD OUT: this set exists to measure retrieval honestly. Nobody tuning the ranker, its
features or its thresholds should read this file, its questions or its per-question results;
report only aggregate scores.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import unicodedata
from collections import Counter, defaultdict, deque
from dataclasses import dataclass, field

from bench.retrieval_data import EvalSet, Question
from brain.toolkit.claims import uncited_statements
from brain.toolkit.document import Document, parse_document
from brain.toolkit.validation import validate_document

TRUST = "kestrel-vale-learning-trust"
TARGETS = {"lexical": 40, "script": 26, "hop": 45, "hop2": 35, "paraphrase": 36}


@dataclass
class AnchoredQuestion(Question):
    """A question with the id of the page it describes (hop and hop2; empty otherwise)."""

    anchor: str = ""


# --------------------------------------------------------------------------------------------
# The world: schools, people, organisations, governance, projects and events.
# Page text uses [[id]] or [[id|label]] for page links; they become [[page:id|label]].
# --------------------------------------------------------------------------------------------

# id, title, aliases, short name, description, pupils, relations
SCHOOLS = [
    (
        "ashby-fields-primary",
        "Ashby Fields Primary School",
        ["Ashby Fields", "AFPS"],
        "Ashby Fields",
        "a two-form-entry primary for children aged 3 to 11 on the Ashby estate, with a "
        "52-place nursery",
        412,
        {
            "headed_by": "joanna-pritchard",
            "governed_by": "ashby-fields-lgb",
            "catering_supplier": "brightplate-kitchens",
            "cleaning_contractor": "sparkwell-facilities",
        },
        "Just over 40 per cent of pupils are eligible for free school meals, the highest "
        "share in the trust.",
    ),
    (
        "brackenhurst-primary",
        "Brackenhurst Primary School",
        ["Brackenhurst"],
        "Brackenhurst",
        "a one-form-entry village primary for ages 4 to 11 in a Victorian building extended "
        "in 2009",
        208,
        {
            "headed_by": "samuel-adeyemi",
            "governed_by": "brackenhurst-lgb",
            "catering_supplier": "brightplate-kitchens",
            "cleaning_contractor": "sparkwell-facilities",
            "breakfast_club_partner": "sunrise-breakfast-clubs",
        },
        "Most pupils walk to school from the surrounding villages of Brackenhurst and Oxley.",
    ),
    (
        "cinder-lane-infants",
        "Cinder Lane Infant School",
        ["Cinder Lane"],
        "Cinder Lane",
        "an infant school for ages 4 to 7 that shares its site and kitchen with the Cinder "
        "Lane community centre",
        270,
        {
            "headed_by": "ruth-callaghan",
            "governed_by": "cinder-lane-lgb",
            "catering_supplier": "brightplate-kitchens",
            "cleaning_contractor": "sparkwell-facilities",
        },
        "Nearly all children move on at seven to the junior school across the road.",
    ),
    (
        "dunmore-junior",
        "Dunmore Junior School",
        ["Dunmore Juniors", "DJS"],
        "Dunmore",
        "a junior school for ages 7 to 11 on the old mill site in Dunmore",
        356,
        {
            "headed_by": "priya-patel",
            "governed_by": "dunmore-lgb",
            "catering_supplier": "brightplate-kitchens",
            "cleaning_contractor": "sparkwell-facilities",
        },
        "Most children join in Year 3 from [[cinder-lane-infants]].",
    ),
    (
        "elmstead-green-primary",
        "Elmstead Green Primary School",
        ["Elmstead Green"],
        "Elmstead Green",
        "a primary for ages 4 to 11 with a resourced base for pupils with speech and "
        "language needs",
        315,
        {
            "headed_by": "owen-treharne",
            "governed_by": "elmstead-green-lgb",
            "catering_supplier": "brightplate-kitchens",
            "cleaning_contractor": "sparkwell-facilities",
            "breakfast_club_partner": "sunrise-breakfast-clubs",
        },
        "The speech and language base takes twelve pupils referred by the council.",
    ),
    (
        "kingsmead-academy",
        "Kingsmead Academy",
        ["KMA", "Kingsmead"],
        "Kingsmead",
        "an 11 to 18 secondary academy with a sixth form of 260",
        1480,
        {
            "headed_by": "francis-langley",
            "governed_by": "kingsmead-lgb",
            "catering_supplier": "harvest-table",
            "cleaning_contractor": "sparkwell-facilities",
            "transport_provider": "hollins-coaches",
        },
        "The largest school in the trust and the hub for its sixth-form courses.",
    ),
    (
        "harrowby-high",
        "Harrowby High School",
        ["Harrowby", "HHS"],
        "Harrowby",
        "an 11 to 16 comprehensive on the northern edge of Lowmoor",
        1120,
        {
            "headed_by": "alison-marchetti",
            "governed_by": "harrowby-lgb",
            "catering_supplier": "harvest-table",
            "cleaning_contractor": "sparkwell-facilities",
            "transport_provider": "hollins-coaches",
        },
        "Its main building dates from 1972 and still runs on the original gas boilers.",
    ),
    (
        "wold-park-school",
        "Wold Park School",
        ["Wold Park"],
        "Wold Park",
        "an 11 to 16 school that joined the trust from the local authority in 2022",
        780,
        {
            "headed_by": "iain-mackintosh",
            "governed_by": "wold-park-lgb",
            "catering_supplier": "harvest-table",
            "cleaning_contractor": "sparkwell-facilities",
            "transport_provider": "hollins-coaches",
        },
        "A rural catchment: two in three students travel in by coach.",
    ),
    (
        "larkspur-school",
        "Larkspur School",
        ["Larkspur"],
        "Larkspur",
        "a special school for pupils aged 4 to 19 with complex learning needs and autism",
        140,
        {
            "headed_by": "bernadette-quinn",
            "governed_by": "larkspur-lgb",
            "catering_supplier": "harvest-table",
            "cleaning_contractor": "sparkwell-facilities",
            "transport_provider": "moorside-community-transport",
        },
        "Every pupil has an education, health and care plan; classes have six to eight pupils.",
    ),
]

# People. id, title, aliases, folder, role (with links), relations, evidence key, extras.
# The first alias of a name in a non-Latin script is its Latin transliteration.
CENTRAL = "people/central-team"
TRUSTEES = "people/trustees"
GOVERNORS = "people/governors"
SUPPLIER_PEOPLE = "people/suppliers"
EXTERNAL_PEOPLE = "people/external"


def _staff_folder(school: str) -> str:
    return f"people/staff/{school}"


PEOPLE: list[tuple] = [
    # --- central team
    (
        "helen-achterberg",
        "Helen Achterberg",
        ["Mrs Achterberg"],
        CENTRAL,
        f"chief executive officer of [[{TRUST}]]",
        [("works_at", TRUST), ("reports_to", "charles-whitcombe")],
        "structure",
        [
            "She is the accounting officer for the funding agreement and was head of a Lowmoor "
            "secondary for nine years before the trust was formed."
        ],
    ),
    (
        "ananya-sharma",
        "अनन्या शर्मा",
        ["Ananya Sharma"],
        CENTRAL,
        f"chief financial officer of [[{TRUST}]]",
        [("works_at", TRUST), ("reports_to", "helen-achterberg")],
        "structure",
        ["She prepares the budget, the monthly management accounts and the annual report."],
    ),
    (
        "lukasz-wisniewski",
        "Łukasz Wiśniewski",
        ["Lukasz Wisniewski"],
        CENTRAL,
        f"director of estates at [[{TRUST}]]",
        [("works_at", TRUST), ("reports_to", "helen-achterberg")],
        "structure",
        ["He keeps the condition survey for all nine sites and writes the capital bids."],
    ),
    (
        "siobhan-ni-bhriain",
        "Siobhán Ní Bhriain",
        ["Siobhan Ni Bhriain"],
        CENTRAL,
        f"director of people at [[{TRUST}]]",
        [("works_at", TRUST), ("reports_to", "helen-achterberg")],
        "structure",
        [
            "She is responsible for recruitment, contracts, sickness absence and consultation "
            "with the unions."
        ],
    ),
    (
        "rosalind-okafor",
        "Rosalind Okafor",
        ["Ros Okafor"],
        CENTRAL,
        f"director of education at [[{TRUST}]]",
        [("works_at", TRUST), ("reports_to", "helen-achterberg")],
        "structure",
        [
            "She line-manages the primary heads and the special school head and leads the "
            "termly improvement visits."
        ],
    ),
    (
        "gareth-pryce",
        "Gareth Pryce",
        ["Mr Pryce"],
        CENTRAL,
        f"governance professional at [[{TRUST}]]",
        [("works_at", TRUST), ("reports_to", "helen-achterberg")],
        "structure",
        ["He keeps the register of interests and the calendar of board business."],
    ),
    (
        "dmitry-volkov",
        "Дмитрий Волков",
        ["Dmitry Volkov"],
        CENTRAL,
        f"head of IT and infrastructure at [[{TRUST}]]",
        [("works_at", TRUST), ("reports_to", "ananya-sharma")],
        "structure",
        ["He manages the school technicians and the managed-service contract."],
    ),
    (
        "li-jing",
        "李静",
        ["Li Jing"],
        CENTRAL,
        f"data protection officer at [[{TRUST}]]",
        [("works_at", TRUST), ("reports_to", "gareth-pryce")],
        "structure",
        [
            "She answers subject access requests and reports personal data breaches to the "
            "Information Commissioner."
        ],
    ),
    (
        "tobias-fenwick",
        "Tobias Fenwick",
        ["Toby Fenwick"],
        CENTRAL,
        f"finance and procurement manager at [[{TRUST}]]",
        [("works_at", TRUST), ("reports_to", "ananya-sharma")],
        "structure",
        ["He runs tenders and keeps the contracts register."],
    ),
    (
        "vikram-singh",
        "विक्रम सिंह",
        ["Vikram Singh"],
        CENTRAL,
        f"capital projects manager at [[{TRUST}]]",
        [("works_at", TRUST), ("reports_to", "lukasz-wisniewski")],
        "structure",
        ["A chartered surveyor, he supervises building contractors on site."],
    ),
    (
        "fatima-benali",
        "فاطمة بنعلي",
        ["Fatima Benali"],
        CENTRAL,
        f"HR business partner at [[{TRUST}]]",
        [("works_at", TRUST), ("reports_to", "siobhan-ni-bhriain")],
        "structure",
        [
            (
                "She advises heads on casework and sickness absence and runs the staff counselling "
                "line.",
                "email-wellbeing",
            )
        ],
    ),
    (
        "adaeze-nwosu",
        "Adaeze Nwosu",
        ["Ms Nwosu"],
        CENTRAL,
        f"safeguarding lead for [[{TRUST}]]",
        [("works_at", TRUST), ("reports_to", "rosalind-okafor")],
        "structure",
        ["She supports each school's designated safeguarding lead and audits their records."],
    ),
    (
        "deborah-quayle",
        "Deborah Quayle",
        ["Debbie Quayle"],
        CENTRAL,
        f"clerk to the local governing bodies, employed by [[{TRUST}]]",
        [("works_at", TRUST), ("reports_to", "gareth-pryce")],
        "structure",
        [],
    ),
    (
        "colin-dearden",
        "Colin Dearden",
        [],
        CENTRAL,
        f"health and safety manager at [[{TRUST}]]",
        [("works_at", TRUST), ("reports_to", "lukasz-wisniewski")],
        "structure",
        ["He carries out the annual fire, asbestos and legionella checks on every site."],
    ),
    (
        "sato-ken",
        "佐藤健",
        ["Ken Sato"],
        CENTRAL,
        f"the music lead employed by [[{TRUST}]]",
        [
            ("works_at", TRUST),
            ("reports_to", "rosalind-okafor"),
            ("teaches_at", "ashby-fields-primary"),
            ("teaches_at", "brackenhurst-primary"),
            ("teaches_at", "dunmore-junior"),
            ("teaches_at", "elmstead-green-primary"),
        ],
        "structure",
        ["He trained as a violinist in Osaka before moving into teaching."],
    ),
    # --- trustees
    (
        "charles-whitcombe",
        "Charles Whitcombe",
        ["Charlie Whitcombe"],
        TRUSTEES,
        "chair of the [[board-of-trustees]]",
        [("chairs", "board-of-trustees"), ("member_of", "people-committee")],
        "trustees",
        ["A retired civil engineer, he has been a trustee since 2016."],
    ),
    (
        "nikos-antoniou",
        "Νίκος Αντωνίου",
        ["Nikos Antoniou"],
        TRUSTEES,
        "a trustee and chair of the [[finance-audit-committee]]",
        [("chairs", "finance-audit-committee"), ("member_of", "board-of-trustees")],
        "trustees",
        ["A chartered accountant, he is the board's audit and risk lead."],
    ),
    (
        "miriam-rosen",
        "מרים רוזן",
        ["Miriam Rosen"],
        TRUSTEES,
        "a trustee and chair of the [[standards-committee]]",
        [("chairs", "standards-committee"), ("member_of", "board-of-trustees")],
        "trustees",
        ["She is the named safeguarding trustee and was a paediatric nurse."],
    ),
    (
        "soren-holm",
        "Søren Holm",
        ["Soren Holm"],
        TRUSTEES,
        "a trustee and chair of the [[estates-committee]]",
        [("chairs", "estates-committee"), ("member_of", "board-of-trustees")],
        "trustees",
        ["An architect by training, he specialised in hospital buildings."],
    ),
    (
        "beatrice-lyle",
        "Beatrice Lyle",
        ["Bea Lyle"],
        TRUSTEES,
        "a trustee and chair of the [[people-committee]]",
        [("chairs", "people-committee"), ("member_of", "board-of-trustees")],
        "trustees",
        ["She is HR director of a regional NHS hospital group."],
    ),
    (
        "park-seo-yeon",
        "박서연",
        ["Park Seo-yeon"],
        TRUSTEES,
        "vice-chair of the [[board-of-trustees]]",
        [
            ("member_of", "board-of-trustees"),
            ("member_of", "finance-audit-committee"),
            ("member_of", "estates-committee"),
        ],
        "trustees",
        ["A solicitor, she leads the board's work on risk."],
    ),
    # --- chairs of the local governing bodies
    (
        "pauline-ferris",
        "Pauline Ferris",
        [],
        GOVERNORS,
        "chair of the [[ashby-fields-lgb]]",
        [("chairs", "ashby-fields-lgb")],
        "lgb-register",
        ["A retired midwife whose two children went to the school."],
    ),
    (
        "irina-petrova",
        "Ирина Петрова",
        ["Irina Petrova"],
        GOVERNORS,
        "chair of the [[brackenhurst-lgb]]",
        [("chairs", "brackenhurst-lgb")],
        "lgb-register",
        ["She is a GP at the village surgery."],
    ),
    (
        "bjorn-ekstrom",
        "Björn Ekström",
        ["Bjorn Ekstrom"],
        GOVERNORS,
        "chair of the [[cinder-lane-lgb]]",
        [("chairs", "cinder-lane-lgb")],
        "lgb-register",
        ["He runs the bakery on Cinder Lane."],
    ),
    (
        "neil-barraclough",
        "Neil Barraclough",
        [],
        GOVERNORS,
        "chair of the [[dunmore-lgb]]",
        [("chairs", "dunmore-lgb")],
        "lgb-register",
        ["A retired police sergeant."],
    ),
    (
        "hilary-stobart",
        "Hilary Stobart",
        [],
        GOVERNORS,
        "chair of the [[elmstead-green-lgb]]",
        [("chairs", "elmstead-green-lgb")],
        "lgb-register",
        ["A former deputy head of a primary in a neighbouring county."],
    ),
    (
        "omar-al-farouq",
        "عمر الفاروق",
        ["Omar Al-Farouq"],
        GOVERNORS,
        "chair of the [[kingsmead-lgb]]",
        [("chairs", "kingsmead-lgb")],
        "lgb-register",
        ["An electrical engineer and the parent of a Year 12 student."],
    ),
    (
        "desmond-achebe",
        "Desmond Achebe",
        [],
        GOVERNORS,
        "chair of the [[harrowby-lgb]]",
        [("chairs", "harrowby-lgb")],
        "lgb-register",
        ["He owns an accountancy practice in town."],
    ),
    (
        "margaret-dunne",
        "Margaret Dunne",
        ["Maggie Dunne"],
        GOVERNORS,
        "chair of the [[wold-park-lgb]]",
        [("chairs", "wold-park-lgb")],
        "lgb-register",
        ["She has governed the school since before it became an academy."],
    ),
    (
        "trevor-ollerton",
        "Trevor Ollerton",
        [],
        GOVERNORS,
        "chair of the [[larkspur-lgb]]",
        [("chairs", "larkspur-lgb")],
        "lgb-register",
        ["He volunteers with a disability sports club."],
    ),
    # --- Ashby Fields
    (
        "joanna-pritchard",
        "Joanna Pritchard",
        ["Mrs Pritchard", "Jo Pritchard"],
        _staff_folder("ashby-fields"),
        "head teacher of [[ashby-fields-primary]]",
        [
            ("works_at", "ashby-fields-primary"),
            ("reports_to", "rosalind-okafor"),
            ("member_of", "headteachers-forum"),
        ],
        "staff-ashby-fields-primary",
        ["She was appointed in 2019 after six years as deputy."],
    ),
    (
        "hannah-oduya",
        "Hannah Oduya",
        [],
        _staff_folder("ashby-fields"),
        "deputy head at [[ashby-fields-primary]]",
        [("works_at", "ashby-fields-primary"), ("reports_to", "joanna-pritchard")],
        "staff-ashby-fields-primary",
        ["She leads on behaviour and attendance."],
    ),
    (
        "layla-haddad",
        "ليلى حداد",
        ["Layla Haddad"],
        _staff_folder("ashby-fields"),
        "the special educational needs coordinator at [[ashby-fields-primary]]",
        [("works_at", "ashby-fields-primary"), ("reports_to", "hannah-oduya")],
        "staff-ashby-fields-primary",
        ["She speaks Arabic and French with families new to the area."],
    ),
    (
        "nguyen-thi-lan",
        "Nguyễn Thị Lan",
        ["Nguyen Thi Lan"],
        _staff_folder("ashby-fields"),
        "a Year 6 teacher and maths lead at [[ashby-fields-primary]]",
        [("works_at", "ashby-fields-primary"), ("reports_to", "hannah-oduya")],
        "staff-ashby-fields-primary",
        [],
    ),
    (
        "derek-ambrose",
        "Derek Ambrose",
        [],
        _staff_folder("ashby-fields"),
        "site manager at [[ashby-fields-primary]]",
        [("works_at", "ashby-fields-primary"), ("reports_to", "joanna-pritchard")],
        "staff-ashby-fields-primary",
        ["He keeps the fire log and opens the hall for weekend lets."],
    ),
    # --- Brackenhurst
    (
        "samuel-adeyemi",
        "Samuel Adeyemi",
        ["Sam Adeyemi", "Mr Adeyemi"],
        _staff_folder("brackenhurst"),
        "head teacher of [[brackenhurst-primary]]",
        [
            ("works_at", "brackenhurst-primary"),
            ("reports_to", "rosalind-okafor"),
            ("member_of", "headteachers-forum"),
        ],
        "staff-brackenhurst-primary",
        [],
    ),
    (
        "ayse-yildirim",
        "Ayşe Yıldırım",
        ["Ayse Yildirim"],
        _staff_folder("brackenhurst"),
        "deputy head and designated safeguarding lead at [[brackenhurst-primary]]",
        [("works_at", "brackenhurst-primary"), ("reports_to", "samuel-adeyemi")],
        "staff-brackenhurst-primary",
        [],
    ),
    (
        "tom-kettering",
        "Tom Kettering",
        [],
        _staff_folder("brackenhurst"),
        "the Reception class teacher at [[brackenhurst-primary]]",
        [("works_at", "brackenhurst-primary"), ("reports_to", "ayse-yildirim")],
        "staff-brackenhurst-primary",
        ["He runs the after-school gardening club."],
    ),
    (
        "sofia-georgiou",
        "Σοφία Γεωργίου",
        ["Sofia Georgiou"],
        _staff_folder("brackenhurst"),
        "school business manager shared by [[brackenhurst-primary]] and [[cinder-lane-infants]]",
        [
            ("works_at", "brackenhurst-primary"),
            ("works_at", "cinder-lane-infants"),
            ("reports_to", "samuel-adeyemi"),
        ],
        "staff-brackenhurst-primary",
        [],
    ),
    # --- Cinder Lane
    (
        "ruth-callaghan",
        "Ruth Callaghan",
        [],
        _staff_folder("cinder-lane"),
        "head teacher of [[cinder-lane-infants]]",
        [
            ("works_at", "cinder-lane-infants"),
            ("reports_to", "rosalind-okafor"),
            ("member_of", "headteachers-forum"),
        ],
        "staff-cinder-lane-infants",
        [],
    ),
    (
        "lucy-fairbairn",
        "Lucy Fairbairn",
        [],
        _staff_folder("cinder-lane"),
        "early years lead at [[cinder-lane-infants]]",
        [("works_at", "cinder-lane-infants"), ("reports_to", "ruth-callaghan")],
        "staff-cinder-lane-infants",
        ["She trains the teaching assistants in phonics."],
    ),
    # --- Dunmore
    (
        "priya-patel",
        "प्रिया पटेल",
        ["Priya Patel"],
        _staff_folder("dunmore"),
        "head teacher of [[dunmore-junior]]",
        [
            ("works_at", "dunmore-junior"),
            ("reports_to", "rosalind-okafor"),
            ("member_of", "headteachers-forum"),
        ],
        "staff-dunmore-junior",
        [],
    ),
    (
        "martin-oakes",
        "Martin Oakes",
        [],
        _staff_folder("dunmore"),
        "deputy head at [[dunmore-junior]]",
        [("works_at", "dunmore-junior"), ("reports_to", "priya-patel")],
        "staff-dunmore-junior",
        [],
    ),
    (
        "dora-kovacs",
        "Dóra Kovács",
        ["Dora Kovacs"],
        _staff_folder("dunmore"),
        "a Year 5 teacher and English lead at [[dunmore-junior]]",
        [("works_at", "dunmore-junior"), ("reports_to", "martin-oakes")],
        "staff-dunmore-junior",
        ["She grew up in Debrecen and teaches Hungarian on Saturdays."],
    ),
    # --- Elmstead Green
    (
        "owen-treharne",
        "Owen Treharne",
        ["Mr Treharne"],
        _staff_folder("elmstead-green"),
        "head teacher of [[elmstead-green-primary]]",
        [
            ("works_at", "elmstead-green-primary"),
            ("reports_to", "rosalind-okafor"),
            ("member_of", "headteachers-forum"),
        ],
        "staff-elmstead-green-primary",
        [],
    ),
    (
        "grace-mensah",
        "Grace Mensah",
        [],
        _staff_folder("elmstead-green"),
        "SENCO and lead for the speech and language base at [[elmstead-green-primary]]",
        [("works_at", "elmstead-green-primary"), ("reports_to", "owen-treharne")],
        "staff-elmstead-green-primary",
        [],
    ),
    (
        "ben-whitlow",
        "Ben Whitlow",
        [],
        _staff_folder("elmstead-green"),
        "site manager at [[elmstead-green-primary]]",
        [("works_at", "elmstead-green-primary"), ("reports_to", "owen-treharne")],
        "staff-elmstead-green-primary",
        [],
    ),
    # --- Kingsmead
    (
        "francis-langley",
        "Francis Langley",
        ["Dr Langley"],
        _staff_folder("kingsmead"),
        "principal of [[kingsmead-academy]]",
        [
            ("works_at", "kingsmead-academy"),
            ("reports_to", "helen-achterberg"),
            ("member_of", "headteachers-forum"),
        ],
        "staff-kingsmead-academy",
        ["He holds a doctorate in organic chemistry."],
    ),
    (
        "zoe-ashworth",
        "Zoë Ashworth",
        ["Zoe Ashworth"],
        _staff_folder("kingsmead"),
        "deputy principal at [[kingsmead-academy]]",
        [("works_at", "kingsmead-academy"), ("reports_to", "francis-langley")],
        "staff-kingsmead-academy",
        [],
    ),
    (
        "avi-cohen",
        "אבי כהן",
        ["Avi Cohen"],
        _staff_folder("kingsmead"),
        "head of science and computing at [[kingsmead-academy]]",
        [("works_at", "kingsmead-academy"), ("reports_to", "zoe-ashworth")],
        "staff-kingsmead-academy",
        [],
    ),
    (
        "daniel-frost",
        "Daniel Frost",
        [],
        _staff_folder("kingsmead"),
        "head of mathematics at [[kingsmead-academy]]",
        [("works_at", "kingsmead-academy"), ("reports_to", "zoe-ashworth")],
        "staff-kingsmead-academy",
        [],
    ),
    (
        "olga-smirnova",
        "Ольга Смирнова",
        ["Olga Smirnova"],
        _staff_folder("kingsmead"),
        "a mathematics teacher at [[kingsmead-academy]]",
        [("works_at", "kingsmead-academy"), ("reports_to", "daniel-frost")],
        "staff-kingsmead-academy",
        ["She coaches the school's team for the regional maths challenge."],
    ),
    (
        "kim-min-jun",
        "김민준",
        ["Kim Min-jun"],
        _staff_folder("kingsmead"),
        "a computing teacher at [[kingsmead-academy]]",
        [("works_at", "kingsmead-academy"), ("reports_to", "avi-cohen")],
        "staff-kingsmead-academy",
        [],
    ),
    (
        "rebecca-thorne",
        "Rebecca Thorne",
        [],
        _staff_folder("kingsmead"),
        "head of English at [[kingsmead-academy]]",
        [("works_at", "kingsmead-academy"), ("reports_to", "zoe-ashworth")],
        "staff-kingsmead-academy",
        [],
    ),
    (
        "asa-lindqvist",
        "Åsa Lindqvist",
        ["Asa Lindqvist"],
        _staff_folder("kingsmead"),
        "business manager at [[kingsmead-academy]]",
        [("works_at", "kingsmead-academy"), ("reports_to", "francis-langley")],
        "staff-kingsmead-academy",
        [],
    ),
    (
        "kwame-boateng",
        "Kwame Boateng",
        [],
        _staff_folder("kingsmead"),
        "site manager at [[kingsmead-academy]]",
        [("works_at", "kingsmead-academy"), ("reports_to", "asa-lindqvist")],
        "staff-kingsmead-academy",
        [],
    ),
    # --- Harrowby
    (
        "alison-marchetti",
        "Alison Marchetti",
        ["Mrs Marchetti"],
        _staff_folder("harrowby"),
        "headteacher of [[harrowby-high]]",
        [
            ("works_at", "harrowby-high"),
            ("reports_to", "helen-achterberg"),
            ("member_of", "headteachers-forum"),
        ],
        "staff-harrowby-high",
        [],
    ),
    (
        "chris-adebayo",
        "Chris Adebayo",
        [],
        _staff_folder("harrowby"),
        "deputy head for curriculum at [[harrowby-high]]",
        [("works_at", "harrowby-high"), ("reports_to", "alison-marchetti")],
        "staff-harrowby-high",
        [],
    ),
    (
        "wang-lihua",
        "王丽华",
        ["Wang Lihua"],
        _staff_folder("harrowby"),
        "head of mathematics at [[harrowby-high]]",
        [("works_at", "harrowby-high"), ("reports_to", "chris-adebayo")],
        "staff-harrowby-high",
        ["She taught in Shanghai for eight years."],
    ),
    (
        "eleni-papadopoulou",
        "Ελένη Παπαδοπούλου",
        ["Eleni Papadopoulou"],
        _staff_folder("harrowby"),
        "head of modern languages at [[harrowby-high]]",
        [("works_at", "harrowby-high"), ("reports_to", "chris-adebayo")],
        "staff-harrowby-high",
        [],
    ),
    (
        "francoise-lefevre",
        "Françoise Lefèvre",
        ["Francoise Lefevre"],
        _staff_folder("harrowby"),
        "a teacher of French and Spanish at [[harrowby-high]]",
        [("works_at", "harrowby-high"), ("reports_to", "eleni-papadopoulou")],
        "staff-harrowby-high",
        ["She organises the Year 9 exchange with a school in Rouen."],
    ),
    (
        "bohdan-kovalenko",
        "Богдан Коваленко",
        ["Bohdan Kovalenko"],
        _staff_folder("harrowby"),
        "site manager at [[harrowby-high]], employed centrally",
        [("works_at", "harrowby-high"), ("reports_to", "lukasz-wisniewski")],
        "staff-harrowby-high",
        [],
    ),
    # --- Wold Park
    (
        "iain-mackintosh",
        "Iain Mackintosh",
        [],
        _staff_folder("wold-park"),
        "head teacher of [[wold-park-school]]",
        [
            ("works_at", "wold-park-school"),
            ("reports_to", "helen-achterberg"),
            ("member_of", "headteachers-forum"),
        ],
        "staff-wold-park-school",
        [],
    ),
    (
        "naomi-strand",
        "Naomi Strand",
        [],
        _staff_folder("wold-park"),
        "deputy head at [[wold-park-school]] and the trust's attendance lead",
        [("works_at", "wold-park-school"), ("reports_to", "iain-mackintosh")],
        "staff-wold-park-school",
        [],
    ),
    (
        "callum-reid",
        "Callum Reid",
        [],
        _staff_folder("wold-park"),
        "head of PE at [[wold-park-school]]",
        [("works_at", "wold-park-school"), ("reports_to", "naomi-strand")],
        "staff-wold-park-school",
        [],
    ),
    (
        "renee-castellanos",
        "Renée Castellanos",
        ["Renee Castellanos"],
        _staff_folder("wold-park"),
        "head of humanities at [[wold-park-school]]",
        [("works_at", "wold-park-school"), ("reports_to", "naomi-strand")],
        "staff-wold-park-school",
        [],
    ),
    (
        "peter-ashcroft",
        "Peter Ashcroft",
        [],
        _staff_folder("wold-park"),
        "business manager at [[wold-park-school]]",
        [("works_at", "wold-park-school"), ("reports_to", "iain-mackintosh")],
        "staff-wold-park-school",
        [],
    ),
    # --- Larkspur
    (
        "bernadette-quinn",
        "Bernadette Quinn",
        ["Mrs Quinn"],
        _staff_folder("larkspur"),
        "head teacher of [[larkspur-school]] and the trust's SEND lead",
        [
            ("works_at", "larkspur-school"),
            ("reports_to", "rosalind-okafor"),
            ("member_of", "headteachers-forum"),
        ],
        "staff-larkspur-school",
        [],
    ),
    (
        "sian-evans",
        "Siân Evans",
        ["Sian Evans"],
        _staff_folder("larkspur"),
        "deputy head at [[larkspur-school]]",
        [("works_at", "larkspur-school"), ("reports_to", "bernadette-quinn")],
        "staff-larkspur-school",
        [],
    ),
    (
        "lee-ji-eun",
        "이지은",
        ["Lee Ji-eun"],
        _staff_folder("larkspur"),
        "business manager at [[larkspur-school]]",
        [("works_at", "larkspur-school"), ("reports_to", "bernadette-quinn")],
        "staff-larkspur-school",
        [],
    ),
    # --- supplier contacts
    (
        "youssef-mansour",
        "يوسف منصور",
        ["Youssef Mansour"],
        SUPPLIER_PEOPLE,
        "account manager at [[brightplate-kitchens]]",
        [("works_at", "brightplate-kitchens")],
        "contract-brightplate-kitchens",
        [],
    ),
    (
        "jose-alvarez-ruiz",
        "José Álvarez Ruiz",
        ["Jose Alvarez Ruiz"],
        SUPPLIER_PEOPLE,
        "executive chef at [[brightplate-kitchens]]",
        [("works_at", "brightplate-kitchens")],
        "contract-brightplate-kitchens",
        ["He writes the termly menus and the allergen matrix."],
    ),
    (
        "lorraine-pickett",
        "Lorraine Pickett",
        [],
        SUPPLIER_PEOPLE,
        "account manager at [[harvest-table]]",
        [("works_at", "harvest-table")],
        "contract-harvest-table",
        [],
    ),
    (
        "gavin-royle",
        "Gavin Royle",
        [],
        SUPPLIER_PEOPLE,
        "contracts manager at [[castlegate-construction]]",
        [("works_at", "castlegate-construction")],
        "contract-castlegate-construction",
        [],
    ),
    (
        "marek-dabrowski",
        "Marek Dąbrowski",
        ["Marek Dabrowski"],
        SUPPLIER_PEOPLE,
        "project lead at [[pennine-roofing]]",
        [("works_at", "pennine-roofing")],
        "contract-pennine-roofing",
        [],
    ),
    (
        "hamid-qureshi",
        "Hamid Qureshi",
        [],
        SUPPLIER_PEOPLE,
        "project director at [[tallis-mercer]]",
        [("works_at", "tallis-mercer")],
        "contract-tallis-mercer",
        [],
    ),
    (
        "jurgen-weiss",
        "Jürgen Weiß",
        ["Jurgen Weiss"],
        SUPPLIER_PEOPLE,
        "a partner at [[linden-hart-architects]]",
        [("works_at", "linden-hart-architects")],
        "contract-linden-hart-architects",
        [],
    ),
    (
        "ewan-tait",
        "Ewan Tait",
        [],
        SUPPLIER_PEOPLE,
        "site supervisor at [[sportsurf-floors]]",
        [("works_at", "sportsurf-floors")],
        "contract-sportsurf-floors",
        [],
    ),
    (
        "orla-brennan",
        "Orla Brennan",
        [],
        SUPPLIER_PEOPLE,
        "contracts lead at [[greenway-grounds]]",
        [("works_at", "greenway-grounds")],
        "contract-greenway-grounds",
        [],
    ),
    (
        "chen-zhiqiang",
        "陈志强",
        ["Chen Zhiqiang"],
        SUPPLIER_PEOPLE,
        "account manager at [[northlight-it]]",
        [("works_at", "northlight-it")],
        "contract-northlight-it",
        [],
    ),
    (
        "sinead-walsh",
        "Sinéad Walsh",
        ["Sinead Walsh"],
        SUPPLIER_PEOPLE,
        "project engineer at [[clearpath-networks]]",
        [("works_at", "clearpath-networks")],
        "contract-clearpath-networks",
        [],
    ),
    (
        "barry-thewlis",
        "Barry Thewlis",
        [],
        SUPPLIER_PEOPLE,
        "operations manager at [[hollins-coaches]]",
        [("works_at", "hollins-coaches")],
        "contract-hollins-coaches",
        [],
    ),
    (
        "anita-roberts",
        "Anita Roberts",
        [],
        SUPPLIER_PEOPLE,
        "transport coordinator at [[moorside-community-transport]]",
        [("works_at", "moorside-community-transport")],
        "contract-moorside-community-transport",
        [],
    ),
    (
        "malgorzata-nowak",
        "Małgorzata Nowak",
        ["Malgorzata Nowak"],
        SUPPLIER_PEOPLE,
        "area supervisor at [[sparkwell-facilities]]",
        [("works_at", "sparkwell-facilities")],
        "contract-sparkwell-facilities",
        [],
    ),
    (
        "simon-ashdown",
        "Simon Ashdown",
        [],
        SUPPLIER_PEOPLE,
        "bureau manager at [[ledgerline-payroll]]",
        [("works_at", "ledgerline-payroll")],
        "contract-ledgerline-payroll",
        [],
    ),
    (
        "fiona-greenhalgh",
        "Fiona Greenhalgh",
        [],
        SUPPLIER_PEOPLE,
        "audit partner at [[hargreaves-blythe]]",
        [("works_at", "hargreaves-blythe")],
        "contract-hargreaves-blythe",
        [],
    ),
    (
        "kieran-doyle",
        "Kieran Doyle",
        [],
        SUPPLIER_PEOPLE,
        "implementation consultant at [[accordia-software]]",
        [("works_at", "accordia-software")],
        "contract-accordia-software",
        [],
    ),
    # --- outside bodies
    (
        "janet-sowerby",
        "Janet Sowerby",
        [],
        EXTERNAL_PEOPLE,
        "head of school admissions at [[lowmoor-borough-council]]",
        [("works_at", "lowmoor-borough-council")],
        "lowmoor-contacts",
        [],
    ),
    (
        "paul-etherington",
        "Paul Etherington",
        [],
        EXTERNAL_PEOPLE,
        "the local authority designated officer (LADO) at [[lowmoor-borough-council]]",
        [("works_at", "lowmoor-borough-council")],
        "lowmoor-contacts",
        [],
    ),
    (
        "marcus-fielding",
        "Marcus Fielding",
        [],
        EXTERNAL_PEOPLE,
        "SEND inclusion officer at [[lowmoor-borough-council]]",
        [("works_at", "lowmoor-borough-council")],
        "lowmoor-contacts",
        [],
    ),
    (
        "tomas-o-riordain",
        "Tomás Ó Riordáin",
        ["Tomas O Riordain"],
        EXTERNAL_PEOPLE,
        "one of His Majesty's Inspectors at [[ofsted]]",
        [("works_at", "ofsted")],
        "report-insp-harrowby-2025",
        [],
    ),
    (
        "nakamura-shota",
        "中村翔太",
        ["Nakamura Shota"],
        EXTERNAL_PEOPLE,
        "an Ofsted Inspector contracted by [[ofsted]]",
        [("works_at", "ofsted")],
        "report-insp-dunmore-2025",
        [],
    ),
    (
        "gillian-marsh",
        "Gillian Marsh",
        [],
        EXTERNAL_PEOPLE,
        "an Ofsted Inspector contracted by [[ofsted]]",
        [("works_at", "ofsted")],
        "report-insp-larkspur-2026",
        [],
    ),
    (
        "noa-levi",
        "נועה לוי",
        ["Noa Levi"],
        EXTERNAL_PEOPLE,
        "initial teacher training partnership lead at [[university-of-northvale]]",
        [("works_at", "university-of-northvale")],
        "northvale-agreement",
        [],
    ),
    (
        "alan-reeve",
        "Alan Reeve",
        ["Professor Alan Reeve"],
        EXTERNAL_PEOPLE,
        "professor of mathematics education at [[university-of-northvale]]",
        [("works_at", "university-of-northvale")],
        "northvale-agreement",
        [],
    ),
    (
        "ifeoma-chukwu",
        "Ifeoma Chukwu",
        ["Dr Ifeoma Chukwu"],
        EXTERNAL_PEOPLE,
        "schools outreach manager at [[ravensworth-university]]",
        [("works_at", "ravensworth-university")],
        "ravensworth-agreement",
        [],
    ),
    (
        "harriet-vance",
        "Harriet Vance",
        [],
        EXTERNAL_PEOPLE,
        "grants manager at [[pennant-foundation]]",
        [("works_at", "pennant-foundation")],
        "pennant-grant",
        [],
    ),
    (
        "yamamoto-yumi",
        "山本由美",
        ["Yamamoto Yumi"],
        EXTERNAL_PEOPLE,
        "programme director at [[crescendo-music]]",
        [("works_at", "crescendo-music")],
        "crescendo-agreement",
        [],
    ),
    (
        "aled-morgan",
        "Aled Morgan",
        [],
        EXTERNAL_PEOPLE,
        "regional coordinator at [[sunrise-breakfast-clubs]]",
        [("works_at", "sunrise-breakfast-clubs")],
        "sunrise-mou",
        [],
    ),
]

# Suppliers. id, title, aliases, folder, description, contact, service, sites, term, value
SUPPLIERS = [
    (
        "brightplate-kitchens",
        "Brightplate Kitchens Ltd",
        ["Brightplate"],
        "catering",
        "A regional school-meals company that cooks fresh lunches in the kitchens of the "
        "trust's five primaries.",
        "youssef-mansour",
        "hot lunches and breakfast for primaries",
        [
            "ashby-fields-primary",
            "brackenhurst-primary",
            "cinder-lane-infants",
            "dunmore-junior",
            "elmstead-green-primary",
        ],
        "September 2022 to August 2029",
        "610,000",
        "C-2022-014",
    ),
    (
        "harvest-table",
        "Harvest Table Ltd",
        ["Harvest Table"],
        "catering",
        "Runs the canteens, the sixth-form cafe and cashless tills at the secondary schools and "
        "at Larkspur.",
        "lorraine-pickett",
        "canteen and cafe service",
        ["kingsmead-academy", "harrowby-high", "wold-park-school", "larkspur-school"],
        "September 2023 to August 2027",
        "940,000",
        "C-2023-021",
    ),
    (
        "castlegate-construction",
        "Castlegate Construction Ltd",
        ["Castlegate"],
        "building",
        "A general building contractor on the trust's framework for works over 250,000 pounds.",
        "gavin-royle",
        "general building works",
        ["kingsmead-academy", "cinder-lane-infants"],
        "framework to 2028",
        "2,950,000",
        "F-2024-003",
    ),
    (
        "pennine-roofing",
        "Pennine Roofing Services",
        ["Pennine Roofing"],
        "building",
        "A specialist flat and pitched roofing contractor based in the next valley.",
        "marek-dabrowski",
        "roof replacement",
        ["ashby-fields-primary"],
        "single project",
        "486,000",
        "C-2025-040",
    ),
    (
        "tallis-mercer",
        "Tallis & Mercer Building Services",
        ["Tallis and Mercer"],
        "building",
        "Mechanical and electrical engineers who specialise in heat pumps and low-carbon "
        "retrofits.",
        "hamid-qureshi",
        "mechanical and electrical works",
        ["harrowby-high"],
        "single project",
        "1,240,000",
        "C-2026-002",
    ),
    (
        "linden-hart-architects",
        "Linden Hart Architects",
        ["Linden Hart"],
        "building",
        "An architectural practice that designs schools and colleges.",
        "jurgen-weiss",
        "architectural design",
        ["kingsmead-academy"],
        "appointment to completion",
        "168,000",
        "C-2025-011",
    ),
    (
        "sportsurf-floors",
        "Sportsurf Floors Ltd",
        ["Sportsurf"],
        "building",
        "Specialists in sprung timber and vinyl floors for sports halls and gyms.",
        "ewan-tait",
        "sports floor installation",
        ["wold-park-school"],
        "single project",
        "92,000",
        "C-2025-044",
    ),
    (
        "greenway-grounds",
        "Greenway Grounds Maintenance",
        ["Greenway"],
        "grounds",
        "Looks after playing fields and does landscaping and fencing work.",
        "orla-brennan",
        "grounds maintenance, landscaping and fencing",
        ["larkspur-school", "elmstead-green-primary"],
        "April 2024 to March 2027",
        "74,000",
        "C-2024-019",
    ),
    (
        "northlight-it",
        "Northlight IT Solutions",
        ["Northlight"],
        "it",
        "A managed IT service provider: helpdesk, laptops and cyber security.",
        "chen-zhiqiang",
        "managed IT service and devices",
        ["kingsmead-academy", "harrowby-high"],
        "January 2026 to December 2028",
        "385,000",
        "C-2025-052",
    ),
    (
        "clearpath-networks",
        "Clearpath Networks",
        ["Clearpath"],
        "it",
        "Designs and installs wired and wireless networks.",
        "sinead-walsh",
        "wireless network installation",
        [],
        "single project",
        "212,000",
        "C-2025-033",
    ),
    (
        "hollins-coaches",
        "Hollins Coaches Ltd",
        ["Hollins Coaches"],
        "transport",
        "A family-run coach operator with eleven home-to-school routes.",
        "barry-thewlis",
        "home-to-school coach routes",
        ["kingsmead-academy", "harrowby-high", "wold-park-school"],
        "September 2026 to July 2030",
        "530,000",
        "C-2026-017",
    ),
    (
        "moorside-community-transport",
        "Moorside Community Transport",
        ["MCT"],
        "transport",
        "A charity that runs accessible minibuses with trained passenger assistants.",
        "anita-roberts",
        "accessible minibus transport",
        ["larkspur-school"],
        "September 2023 to July 2028",
        "148,000",
        "C-2023-030",
    ),
    (
        "sparkwell-facilities",
        "Sparkwell Facilities Ltd",
        ["Sparkwell"],
        "cleaning",
        "A contract cleaning company with evening crews at every school.",
        "malgorzata-nowak",
        "daily cleaning",
        [s[0] for s in SCHOOLS],
        "April 2025 to March 2029",
        "720,000",
        "C-2025-005",
    ),
    (
        "ledgerline-payroll",
        "Ledgerline Payroll Bureau",
        ["Ledgerline"],
        "finance",
        "Runs the monthly payroll, pension returns and payslips for about 820 staff.",
        "simon-ashdown",
        "payroll bureau",
        [],
        "April 2024 to March 2027",
        "58,000",
        "C-2024-008",
    ),
    (
        "hargreaves-blythe",
        "Hargreaves Blythe LLP",
        ["Hargreaves Blythe"],
        "finance",
        "A firm of chartered accountants, the external auditors from the 2025/26 accounts.",
        "fiona-greenhalgh",
        "external audit",
        [],
        "three audits from 2025/26",
        "41,000",
        "C-2025-048",
    ),
    (
        "accordia-software",
        "Accordia Software Ltd",
        ["Accordia"],
        "it",
        "Sells cloud finance software to schools and charities.",
        "kieran-doyle",
        "cloud finance system",
        [],
        "April 2026 to March 2031",
        "36,000",
        "C-2025-050",
    ),
]

# Outside bodies. id, title, aliases, folder, description, main contact, evidence
ORGS = [
    (
        "lowmoor-borough-council",
        "Lowmoor Borough Council",
        ["Lowmoor Council", "LBC"],
        "organisations/public-bodies",
        "The local authority for all nine schools: admissions, transport eligibility, SEND "
        "assessments and the designated officer for allegations.",
        "janet-sowerby",
        "lowmoor-contacts",
    ),
    (
        "ofsted",
        "Ofsted",
        ["Office for Standards in Education"],
        "organisations/public-bodies",
        "The schools inspectorate for England.",
        None,
        "report-insp-harrowby-2025",
    ),
    (
        "department-for-education",
        "Department for Education",
        ["DfE"],
        "organisations/public-bodies",
        "Funds the trust through the general annual grant and runs capital funding rounds.",
        None,
        "cif-award",
    ),
    (
        "university-of-northvale",
        "University of Northvale",
        ["Northvale University"],
        "organisations/partners",
        "A university whose education faculty trains teachers with the trust and supports "
        "its mathematics research.",
        "noa-levi",
        "northvale-agreement",
    ),
    (
        "ravensworth-university",
        "Ravensworth University",
        ["Ravensworth"],
        "organisations/partners",
        "A research university whose engineering and science faculties run schools outreach.",
        "ifeoma-chukwu",
        "ravensworth-agreement",
    ),
    (
        "pennant-foundation",
        "The Pennant Foundation",
        ["Pennant Foundation"],
        "organisations/charities",
        "A charity that funds early literacy projects in the north.",
        "harriet-vance",
        "pennant-grant",
    ),
    (
        "crescendo-music",
        "Crescendo Music Charity",
        ["Crescendo"],
        "organisations/charities",
        "A charity that lends instruments and trains teachers for whole-class music lessons.",
        "yamamoto-yumi",
        "crescendo-agreement",
    ),
    (
        "sunrise-breakfast-clubs",
        "Sunrise Breakfast Clubs",
        ["Sunrise"],
        "organisations/charities",
        "A charity that supplies food and volunteers for free breakfast clubs.",
        "aled-morgan",
        "sunrise-mou",
    ),
    (
        "lowmoor-community-foundation",
        "Lowmoor Community Foundation",
        [],
        "organisations/charities",
        "A local grant-maker that funds community and environmental projects.",
        None,
        "foundation-grant",
    ),
]

# Committees. id, title, aliases, chair, clerk, accountable to, remit
COMMITTEES = [
    (
        "board-of-trustees",
        "Kestrel Vale Board of Trustees",
        ["Trust Board"],
        "charles-whitcombe",
        "gareth-pryce",
        None,
        "The accountable body of the trust: six trustees who set strategy, approve the budget "
        "and hold the chief executive to account.",
    ),
    (
        "finance-audit-committee",
        "Finance and Audit Committee",
        ["FAC"],
        "nikos-antoniou",
        "gareth-pryce",
        "board-of-trustees",
        "Scrutinises budgets, management accounts, contracts above 100,000 pounds and the "
        "internal and external audit programme.",
    ),
    (
        "standards-committee",
        "Standards and Safeguarding Committee",
        ["SSC"],
        "miriam-rosen",
        "gareth-pryce",
        "board-of-trustees",
        "Monitors pupil outcomes, attendance, exclusions and safeguarding across the nine schools.",
    ),
    (
        "estates-committee",
        "Estates and Capital Committee",
        ["ECC"],
        "soren-holm",
        "gareth-pryce",
        "board-of-trustees",
        "Oversees the condition of the buildings, capital bids and health and safety.",
    ),
    (
        "people-committee",
        "People and Pay Committee",
        [],
        "beatrice-lyle",
        "gareth-pryce",
        "board-of-trustees",
        "Sets pay policy, reviews workforce data and staff wellbeing, and hears HR appeals.",
    ),
    (
        "headteachers-forum",
        "Headteachers' Forum",
        ["Heads' Forum"],
        "rosalind-okafor",
        "deborah-quayle",
        None,
        "The nine heads and the central team meet twice each half-term to agree shared "
        "curriculum and operational work.",
    ),
]
LGB_CHAIRS = {
    "ashby-fields-primary": "pauline-ferris",
    "brackenhurst-primary": "irina-petrova",
    "cinder-lane-infants": "bjorn-ekstrom",
    "dunmore-junior": "neil-barraclough",
    "elmstead-green-primary": "hilary-stobart",
    "kingsmead-academy": "omar-al-farouq",
    "harrowby-high": "desmond-achebe",
    "wold-park-school": "margaret-dunne",
    "larkspur-school": "trevor-ollerton",
}

# Meetings. id, title, committee, date, chair, minute-taker, venue, decided, notes, shorts
MEETINGS = [
    (
        "board-2025-10-09",
        "Board of Trustees meeting, 9 October 2025",
        "board-of-trustees",
        "2025-10-09",
        "charles-whitcombe",
        "gareth-pryce",
        "kingsmead-academy",
        ["dec-centralise-it"],
        [
            "Trustees received the chief executive's report on the summer exam results and "
            "approved the annual safeguarding report."
        ],
        ["the October 2025 board meeting", "the trust board on 9 October 2025"],
    ),
    (
        "board-2025-12-11",
        "Board of Trustees meeting, 11 December 2025",
        "board-of-trustees",
        "2025-12-11",
        "park-seo-yeon",
        "gareth-pryce",
        "harrowby-high",
        ["dec-science-block-budget"],
        [
            "The chair of trustees sent apologies, so the vice-chair took the chair; trustees "
            "approved the audited accounts for 2024/25."
        ],
        ["the December 2025 board meeting", "the 11 December board"],
    ),
    (
        "board-2026-03-19",
        "Board of Trustees meeting, 19 March 2026",
        "board-of-trustees",
        "2026-03-19",
        "charles-whitcombe",
        "gareth-pryce",
        "wold-park-school",
        [],
        [
            "Trustees reviewed the three-year budget forecast and a growth proposal from two "
            "schools in a neighbouring borough."
        ],
        ["the March 2026 board meeting", "the board on 19 March 2026"],
    ),
    (
        "fac-2025-11-20",
        "Finance and Audit Committee, 20 November 2025",
        "finance-audit-committee",
        "2025-11-20",
        "nikos-antoniou",
        "gareth-pryce",
        None,
        ["dec-appoint-auditors"],
        [
            "Members reviewed the first-quarter management accounts, which forecast a small "
            "in-year surplus."
        ],
        ["the November 2025 FAC meeting", "the finance and audit meeting on 20 November 2025"],
    ),
    (
        "fac-2026-02-05",
        "Finance and Audit Committee, 5 February 2026",
        "finance-audit-committee",
        "2026-02-05",
        "nikos-antoniou",
        "gareth-pryce",
        None,
        ["dec-catering-award", "dec-reserves-floor"],
        ["Members questioned the rising cost of cyber insurance after the phishing attack."],
        ["the FAC meeting on 5 February 2026", "February's finance and audit meeting"],
    ),
    (
        "fac-2026-05-14",
        "Finance and Audit Committee, 14 May 2026",
        "finance-audit-committee",
        "2026-05-14",
        "park-seo-yeon",
        "gareth-pryce",
        None,
        ["dec-moorside-extension"],
        [
            "The committee chair was abroad, so a member chaired; the internal audit of payroll "
            "found no significant issues."
        ],
        ["the May 2026 FAC meeting", "the 14 May finance and audit meeting"],
    ),
    (
        "estates-2025-11-13",
        "Estates and Capital Committee, 13 November 2025",
        "estates-committee",
        "2025-11-13",
        "soren-holm",
        "gareth-pryce",
        "ashby-fields-primary",
        [],
        [
            "Members walked the leaking classrooms before the meeting and ranked the capital "
            "bids for the coming year."
        ],
        ["the November 2025 estates committee", "the estates meeting on 13 November 2025"],
    ),
    (
        "estates-2026-01-22",
        "Estates and Capital Committee, 22 January 2026",
        "estates-committee",
        "2026-01-22",
        "soren-holm",
        "gareth-pryce",
        "wold-park-school",
        ["dec-pause-sports-hall"],
        [
            "The health and safety manager reported on the asbestos survey ordered after the "
            "discovery under the sports hall floor."
        ],
        ["the January 2026 estates committee", "the estates meeting on 22 January 2026"],
    ),
    (
        "estates-2026-04-30",
        "Estates and Capital Committee, 30 April 2026",
        "estates-committee",
        "2026-04-30",
        "soren-holm",
        "gareth-pryce",
        None,
        ["dec-cinder-lane-kitchen"],
        ["Members approved the summer works programme and the lettings charges for 2026/27."],
        ["the estates committee on 30 April 2026", "April's estates and capital meeting"],
    ),
    (
        "standards-2025-12-04",
        "Standards and Safeguarding Committee, 4 December 2025",
        "standards-committee",
        "2025-12-04",
        "miriam-rosen",
        "gareth-pryce",
        None,
        [],
        [
            "Members adopted the updated safeguarding policy and reviewed attendance, which was "
            "below target at two secondaries."
        ],
        ["the December 2025 standards committee", "the standards meeting on 4 December 2025"],
    ),
    (
        "standards-2026-03-12",
        "Standards and Safeguarding Committee, 12 March 2026",
        "standards-committee",
        "2026-03-12",
        "miriam-rosen",
        "gareth-pryce",
        "brackenhurst-primary",
        ["dec-phone-free-day"],
        ["Members heard from pupils on the school councils about smartphones in school."],
        [
            "the standards and safeguarding meeting on 12 March 2026",
            "the March 2026 standards committee",
        ],
    ),
    (
        "people-2025-11-27",
        "People and Pay Committee, 27 November 2025",
        "people-committee",
        "2025-11-27",
        "beatrice-lyle",
        "gareth-pryce",
        None,
        [],
        [
            "Members reviewed staff turnover, which fell to 11 per cent, and the gender pay gap "
            "report."
        ],
        ["the November 2025 people and pay meeting", "the people committee on 27 November 2025"],
    ),
    (
        "people-2026-02-24",
        "People and Pay Committee, 24 February 2026",
        "people-committee",
        "2026-02-24",
        "beatrice-lyle",
        "gareth-pryce",
        None,
        ["dec-support-staff-pay"],
        ["Members adopted the staff wellbeing charter after a survey of 610 employees."],
        ["the people committee on 24 February 2026", "February's people and pay meeting"],
    ),
    (
        "heads-forum-2026-01-08",
        "Headteachers' Forum, 8 January 2026",
        "headteachers-forum",
        "2026-01-08",
        "rosalind-okafor",
        "deborah-quayle",
        "dunmore-junior",
        [],
        ["The heads agreed a common assessment calendar and launched the oracy work."],
        ["the heads' forum on 8 January 2026", "January's headteachers' forum"],
    ),
    (
        "kingsmead-lgb-2026-01-15",
        "Kingsmead Academy LGB meeting, 15 January 2026",
        "kingsmead-lgb",
        "2026-01-15",
        "omar-al-farouq",
        "deborah-quayle",
        "kingsmead-academy",
        [],
        ["Governors reviewed the inspectorate's monitoring letter and the mock results."],
        ["the Kingsmead governors' meeting in January 2026"],
    ),
    (
        "harrowby-lgb-2026-02-03",
        "Harrowby High School LGB meeting, 3 February 2026",
        "harrowby-lgb",
        "2026-02-03",
        "desmond-achebe",
        "deborah-quayle",
        "harrowby-high",
        [],
        ["Governors asked how staff would be trained to spot scam emails."],
        ["the Harrowby governors' meeting on 3 February 2026"],
    ),
    (
        "ashby-lgb-2026-03-10",
        "Ashby Fields LGB meeting, 10 March 2026",
        "ashby-fields-lgb",
        "2026-03-10",
        "pauline-ferris",
        "deborah-quayle",
        "ashby-fields-primary",
        [],
        ["Governors heard the SENCO's response to the council's SEND audit."],
        ["the Ashby Fields governors' meeting in March 2026"],
    ),
    (
        "larkspur-lgb-2026-01-26",
        "Larkspur School LGB meeting, 26 January 2026",
        "larkspur-lgb",
        "2026-01-26",
        "trevor-ollerton",
        "deborah-quayle",
        "larkspur-school",
        [],
        ["Governors welcomed the grant for the garden and asked for a maintenance plan."],
        ["the Larkspur governors' meeting on 26 January 2026"],
    ),
    (
        "brackenhurst-lgb-2026-03-24",
        "Brackenhurst LGB meeting, 24 March 2026",
        "brackenhurst-lgb",
        "2026-03-24",
        "irina-petrova",
        "deborah-quayle",
        "brackenhurst-primary",
        [],
        [
            "Governors reviewed the allergic reaction at lunch with the caterer's account "
            "manager present."
        ],
        ["the Brackenhurst governors' meeting on 24 March 2026"],
    ),
    (
        "phishing-review-2025-12-02",
        "Post-incident review of the Harrowby phishing attack, 2 December 2025",
        None,
        "2025-12-02",
        "dmitry-volkov",
        "li-jing",
        "harrowby-high",
        [],
        [
            "Attendees agreed that multi-factor sign-in would be switched on for every staff "
            "account by February."
        ],
        ["the phishing post-incident review on 2 December 2025"],
    ),
]

# Projects. id, title, aliases, folder, date, about statements, relations, shorts
PROJECTS = [
    (
        "ashby-fields-roof-replacement",
        "Ashby Fields Roof Replacement",
        [],
        "projects/estates",
        "2025-11-13",
        [
            (
                "Replaces the flat roofs over the Key Stage 2 classrooms at "
                "[[ashby-fields-primary]], "
                "which have let water into three classrooms every winter since 2023.",
                "cif-award",
            ),
            (
                "The 486,000 pound cost is met by a grant from the [[condition-improvement-fund]].",
                "cif-award",
            ),
            (
                "Scaffolding goes up on 20 July 2026 and the work runs through the summer holiday.",
                "email-roof",
            ),
        ],
        [
            ("site", "ashby-fields-primary"),
            ("contractor", "pennine-roofing"),
            ("project_manager", "vikram-singh"),
            ("funded_by", "department-for-education"),
            ("approved_at", "estates-2025-11-13"),
        ],
        ["the Ashby Fields roof job"],
    ),
    (
        "kingsmead-science-block",
        "Kingsmead Science Block Extension",
        ["Kingsmead science labs"],
        "projects/estates",
        "2025-12-11",
        [
            (
                "A two-storey extension adding six laboratories and a preparation room at "
                "[[kingsmead-academy]], for the growing sixth-form chemistry and biology classes.",
                "science-business-case",
            ),
            (
                "Completion is due for September 2026 within a budget of 2.4 million pounds.",
                "science-business-case",
            ),
        ],
        [
            ("site", "kingsmead-academy"),
            ("contractor", "castlegate-construction"),
            ("architect", "linden-hart-architects"),
            ("project_manager", "vikram-singh"),
            ("sponsor", "lukasz-wisniewski"),
            ("approved_at", "board-2025-12-11"),
        ],
        ["the new science block at Kingsmead"],
    ),
    (
        "harrowby-heating-decarbonisation",
        "Harrowby Heating Decarbonisation",
        [],
        "projects/estates",
        "2026-01-22",
        [
            (
                "Replaces the 1972 gas boilers at [[harrowby-high]] with air-source heat pumps, "
                "larger "
                "radiators and roof insulation, cutting the site's carbon emissions by about 60 "
                "per "
                "cent.",
                "heating-feasibility",
            ),
            (
                "A government grant covers 70 per cent of the 1.24 million pound cost.",
                "heating-feasibility",
            ),
        ],
        [
            ("site", "harrowby-high"),
            ("contractor", "tallis-mercer"),
            ("project_manager", "lukasz-wisniewski"),
            ("funded_by", "department-for-education"),
            ("approved_at", "estates-2026-01-22"),
        ],
        ["the Harrowby boiler replacement"],
    ),
    (
        "larkspur-sensory-garden",
        "Larkspur Sensory Garden",
        [],
        "projects/estates",
        "2026-01-26",
        [
            (
                "A fenced outdoor space at [[larkspur-school]] with textured paths, raised "
                "planting "
                "beds, a water wall and quiet shelters for autistic pupils who find busy "
                "playgrounds "
                "overwhelming.",
                "foundation-grant",
            ),
            ("A grant of 38,000 pounds pays for the landscaping.", "foundation-grant"),
        ],
        [
            ("site", "larkspur-school"),
            ("contractor", "greenway-grounds"),
            ("led_by", "bernadette-quinn"),
            ("funded_by", "lowmoor-community-foundation"),
            ("approved_at", "larkspur-lgb-2026-01-26"),
        ],
        ["the Larkspur garden project"],
    ),
    (
        "cinder-lane-nursery-conversion",
        "Cinder Lane Nursery Classroom Conversion",
        [],
        "projects/estates",
        "2026-04-30",
        [
            (
                "Turns the empty caretaker's bungalow at [[cinder-lane-infants]] into a 26-place "
                "nursery for two- and three-year-olds, opening in January 2027.",
                "minutes-estates-2026-04-30",
            )
        ],
        [
            ("site", "cinder-lane-infants"),
            ("contractor", "castlegate-construction"),
            ("project_manager", "vikram-singh"),
            ("approved_at", "estates-2026-04-30"),
        ],
        ["the Cinder Lane nursery build"],
    ),
    (
        "wold-park-sports-hall-resurfacing",
        "Wold Park Sports Hall Resurfacing",
        [],
        "projects/estates",
        "2025-11-13",
        [
            (
                "Lifts the worn vinyl in the sports hall at [[wold-park-school]] and lays a sprung "
                "timber floor with new court markings.",
                "minutes-estates-2025-11-13",
            ),
            (
                "Work stopped in January 2026 when [[inc-wold-park-asbestos|asbestos]] was found "
                "under the old surface.",
                "incident-inc-wold-park-asbestos",
            ),
        ],
        [
            ("site", "wold-park-school"),
            ("contractor", "sportsurf-floors"),
            ("project_manager", "lukasz-wisniewski"),
            ("approved_at", "estates-2025-11-13"),
        ],
        ["the Wold Park floor job"],
    ),
    (
        "elmstead-green-perimeter-fencing",
        "Elmstead Green Perimeter Fencing",
        [],
        "projects/estates",
        "2026-01-22",
        [
            (
                "Replaces the low timber fence along the playing field at "
                "[[elmstead-green-primary]] "
                "with 2.4 metre weldmesh and adds a secure lobby at the main gate, after a "
                "safeguarding walk found gaps a child could squeeze through.",
                "minutes-estates-2026-01-22",
            )
        ],
        [
            ("site", "elmstead-green-primary"),
            ("contractor", "greenway-grounds"),
            ("project_manager", "colin-dearden"),
            ("approved_at", "estates-2026-01-22"),
        ],
        ["the Elmstead Green fence"],
    ),
    (
        "early-reading-recovery",
        "Early Reading Recovery Programme",
        ["Reading Recovery"],
        "projects/curriculum",
        "2025-12-04",
        [
            (
                "Daily one-to-one phonics and reading catch-up for six- and seven-year-olds who "
                "missed the expected standard in the Year 1 phonics check, taught by trained "
                "teaching assistants.",
                "pennant-grant",
            ),
            (
                "It runs at [[ashby-fields-primary]], [[cinder-lane-infants]] and "
                "[[dunmore-junior]].",
                "pennant-grant",
            ),
            ("A three-year charity grant pays for training and cover.", "pennant-grant"),
        ],
        [
            ("led_by", "lucy-fairbairn"),
            ("funded_by", "pennant-foundation"),
            ("approved_at", "standards-2025-12-04"),
        ],
        ["the early reading catch-up"],
    ),
    (
        "maths-mastery-network",
        "Maths Mastery Network",
        [],
        "projects/curriculum",
        "2026-01-08",
        [
            (
                "Teachers from every school meet each half-term to plan lessons that move from "
                "concrete objects to pictures to abstract notation, with shared end-of-unit "
                "assessments.",
                "maths-update",
            )
        ],
        [
            ("led_by", "wang-lihua"),
            ("partner", "university-of-northvale"),
            ("approved_at", "heads-forum-2026-01-08"),
        ],
        ["the maths network"],
    ),
    (
        "ks3-computing-rewrite",
        "KS3 Computing Curriculum Rewrite",
        [],
        "projects/curriculum",
        "2026-01-08",
        [
            (
                "A new scheme of work for 11- to 14-year-olds that moves from block coding to "
                "Python "
                "by Year 9, with units on networks and staying safe online.",
                "ks3-scheme",
            ),
            (
                "It is taught at [[kingsmead-academy]], [[harrowby-high]] and "
                "[[wold-park-school]].",
                "ks3-scheme",
            ),
        ],
        [("led_by", "kim-min-jun"), ("approved_at", "heads-forum-2026-01-08")],
        ["the Key Stage 3 computing rewrite"],
    ),
    (
        "whole-class-ensemble",
        "Whole-Class Ensemble Teaching",
        ["WCET"],
        "projects/curriculum",
        "2025-09-01",
        [
            (
                "Every Year 4 pupil learns a string or brass instrument for a year in weekly class "
                "lessons, ending with a summer concert.",
                "crescendo-agreement",
            ),
            ("Instruments are lent free of charge by the partner charity.", "crescendo-agreement"),
        ],
        [("led_by", "sato-ken"), ("partner", "crescendo-music")],
        ["the Year 4 instrument programme"],
    ),
    (
        "talking-classrooms",
        "Talking Classrooms Oracy Project",
        [],
        "projects/curriculum",
        "2026-01-08",
        [
            (
                "Trains teachers to build structured talk into lessons with sentence stems, talk "
                "partners and a termly debate, so that pupils learn to speak with confidence.",
                "minutes-heads-forum-2026-01-08",
            ),
            (
                "It started at [[kingsmead-academy]] and [[brackenhurst-primary]].",
                "minutes-heads-forum-2026-01-08",
            ),
        ],
        [("led_by", "rebecca-thorne"), ("approved_at", "heads-forum-2026-01-08")],
        ["the oracy project"],
    ),
    (
        "stem-ambassadors",
        "STEM Ambassadors Partnership",
        [],
        "projects/curriculum",
        "2025-10-01",
        [
            (
                "Undergraduates and researchers run laboratory days, coding clubs and careers "
                "talks "
                "for Year 9 and Year 12 at [[kingsmead-academy]] and [[harrowby-high]].",
                "ravensworth-agreement",
            )
        ],
        [("led_by", "avi-cohen"), ("partner", "ravensworth-university")],
        ["the STEM ambassadors scheme"],
    ),
    (
        "school-direct-itt",
        "School Direct Teacher Training Partnership",
        ["School Direct"],
        "projects/curriculum",
        "2025-11-27",
        [
            (
                "Trainees spend four days a week in trust classrooms and one at the university, "
                "gaining qualified teacher status after a year; there are 14 trainees in 2025/26.",
                "northvale-agreement",
            )
        ],
        [
            ("led_by", "zoe-ashworth"),
            ("partner", "university-of-northvale"),
            ("approved_at", "people-2025-11-27"),
        ],
        ["the School Direct scheme"],
    ),
    (
        "chromebook-rollout",
        "Chromebook One-to-One Rollout",
        ["1:1 devices"],
        "projects/it",
        "2025-11-20",
        [
            (
                "Gives every student in Years 7 to 11 at [[kingsmead-academy]] and "
                "[[harrowby-high]] "
                "a managed laptop, paid for by a monthly parental contribution with free devices "
                "for disadvantaged students.",
                "rollout-plan",
            )
        ],
        [
            ("led_by", "dmitry-volkov"),
            ("supplier", "northlight-it"),
            ("approved_at", "fac-2025-11-20"),
        ],
        ["the Chromebook rollout"],
    ),
    (
        "wifi-refresh",
        "Trust Wi-Fi Refresh",
        [],
        "projects/it",
        "2025-10-09",
        [
            (
                "Replaces 380 wireless access points and the core switches in all nine schools, "
                "with one network name and central monitoring.",
                "email-wifi",
            )
        ],
        [
            ("led_by", "dmitry-volkov"),
            ("supplier", "clearpath-networks"),
            ("approved_at", "board-2025-10-09"),
        ],
        ["the wireless upgrade"],
    ),
    (
        "finance-system-migration",
        "Finance System Migration",
        [],
        "projects/it",
        "2025-11-20",
        [
            (
                "Moves the ledgers, purchase ordering and budget monitoring from nine separate "
                "school systems onto one cloud platform, live from 1 April 2026.",
                "minutes-fac-2025-11-20",
            )
        ],
        [
            ("led_by", "ananya-sharma"),
            ("supplier", "accordia-software"),
            ("approved_at", "fac-2025-11-20"),
        ],
        ["the finance system move"],
    ),
    (
        "cyber-security-plan",
        "Cyber Security Improvement Plan",
        [],
        "projects/it",
        "2026-02-05",
        [
            (
                "Multi-factor sign-in for all staff, a fake scam email sent to staff every term as "
                "a test, offline backups and a rehearsed recovery plan.",
                "minutes-fac-2026-02-05",
            ),
            ("It follows the [[inc-harrowby-phishing]].", "minutes-phishing-review-2025-12-02"),
        ],
        [
            ("led_by", "li-jing"),
            ("supplier", "northlight-it"),
            ("triggered_by", "inc-harrowby-phishing"),
            ("approved_at", "fac-2026-02-05"),
        ],
        ["the cyber plan"],
    ),
    (
        "transport-retender",
        "Home-to-School Transport Retender",
        [],
        "projects/procurement",
        "2026-05-14",
        [
            (
                "A competitive tender for the coach routes to the three secondaries from September "
                "2026, run through a regional framework; three operators bid.",
                "transport-tender",
            )
        ],
        [
            ("led_by", "tobias-fenwick"),
            ("awarded_to", "hollins-coaches"),
            ("approved_at", "fac-2026-05-14"),
        ],
        ["the coach routes tender"],
    ),
    (
        "catering-retender",
        "Primary Catering Retender 2026",
        [],
        "projects/procurement",
        "2026-02-05",
        [
            (
                "A tender for hot lunches, breakfast and allergen-safe menus in the five primaries "
                "from September 2026; four bidders were scored on food quality, price and social "
                "value.",
                "catering-tender",
            )
        ],
        [
            ("led_by", "tobias-fenwick"),
            ("awarded_to", "brightplate-kitchens"),
            ("approved_at", "fac-2026-02-05"),
        ],
        ["the primary meals tender"],
    ),
]

# Decisions. id, title, meeting, proposer, concerns, text, shorts
DECISIONS = [
    (
        "dec-centralise-it",
        "Centralise IT support under the trust",
        "board-2025-10-09",
        "ananya-sharma",
        "wifi-refresh",
        "From January 2026 the school technicians move onto the central payroll and one "
        "managed-service contract covers second-line support.",
        ["the decision to bring IT support into the centre"],
    ),
    (
        "dec-science-block-budget",
        "Approve a 2.4 million pound budget for the Kingsmead science block",
        "board-2025-12-11",
        "lukasz-wisniewski",
        "kingsmead-science-block",
        "Trustees approved the budget, 900,000 pounds of it from reserves, with a contingency "
        "of eight per cent.",
        ["the Kingsmead labs budget approval"],
    ),
    (
        "dec-appoint-auditors",
        "Appoint Hargreaves Blythe as external auditors",
        "fac-2025-11-20",
        "nikos-antoniou",
        None,
        "After a tender the committee chose a new audit firm for three years from the 2025/26 "
        "accounts.",
        ["the choice of a new audit firm"],
    ),
    (
        "dec-catering-award",
        "Award the primary catering contract to Brightplate",
        "fac-2026-02-05",
        "tobias-fenwick",
        "catering-retender",
        "The incumbent scored highest on food quality and social value and was awarded a "
        "three-year extension.",
        ["the primary lunches contract award"],
    ),
    (
        "dec-reserves-floor",
        "Set the reserves floor at five per cent of income",
        "fac-2026-02-05",
        "ananya-sharma",
        "pol-reserves",
        "Members agreed that free reserves should never fall below five per cent of annual income.",
        ["the decision on the minimum reserves level"],
    ),
    (
        "dec-pause-sports-hall",
        "Pause the Wold Park sports hall works",
        "estates-2026-01-22",
        "colin-dearden",
        "wold-park-sports-hall-resurfacing",
        "Works stop until a licensed contractor has removed the asbestos and air tests are clear.",
        ["the decision to halt the sports hall job"],
    ),
    (
        "dec-phone-free-day",
        "Adopt a phone-free school day across the trust",
        "standards-2026-03-12",
        "rosalind-okafor",
        "pol-mobile-phones",
        "From September 2026 pupils in every school hand in their phones on arrival.",
        ["the phone-free day decision"],
    ),
    (
        "dec-support-staff-pay",
        "Implement the 2026 support staff pay award",
        "people-2026-02-24",
        "siobhan-ni-bhriain",
        None,
        "The nationally agreed rise of 3.2 per cent for support staff is paid from April 2026, "
        "backdated to the start of the financial year.",
        ["the support staff pay rise"],
    ),
    (
        "dec-moorside-extension",
        "Extend the Moorside minibus contract to 2028",
        "fac-2026-05-14",
        "tobias-fenwick",
        None,
        "The accessible minibus contract for Larkspur runs on for a further two years at the "
        "same rates.",
        ["the Larkspur minibus contract extension"],
    ),
    (
        "dec-cinder-lane-kitchen",
        "Close the Cinder Lane kitchen for summer refurbishment",
        "estates-2026-04-30",
        "vikram-singh",
        None,
        "The kitchen shuts for six weeks in summer 2026 for new extraction and flooring; "
        "holiday club meals come in from another school.",
        ["the kitchen closure over summer"],
    ),
]

# Inspections. id, title, school, lead, body, date, text, shorts
INSPECTIONS = [
    (
        "insp-harrowby-2025",
        "Ofsted inspection of Harrowby High School, May 2025",
        "harrowby-high",
        "tomas-o-riordain",
        "ofsted",
        "2025-05-14",
        [
            "A graded inspection on 13 and 14 May 2025 found the school remains good, with "
            "behaviour and personal development judged outstanding.",
            "Leaders were asked to make Key Stage 3 science more ambitious and to raise "
            "attendance among disadvantaged pupils.",
        ],
        ["Harrowby's May 2025 inspection", "the 2025 inspection of Harrowby"],
    ),
    (
        "insp-dunmore-2025",
        "Ofsted inspection of Dunmore Junior School, October 2025",
        "dunmore-junior",
        "nakamura-shota",
        "ofsted",
        "2025-10-07",
        [
            "An ungraded inspection on 7 October 2025 found the school continues to be good; the "
            "reading curriculum was praised but writing in Year 3 was less well sequenced."
        ],
        ["the October 2025 inspection of Dunmore"],
    ),
    (
        "insp-larkspur-2026",
        "Ofsted inspection of Larkspur School, February 2026",
        "larkspur-school",
        "gillian-marsh",
        "ofsted",
        "2026-02-11",
        [
            "A full inspection on 10 and 11 February 2026 rated inclusion and personal "
            "development exceptional and found pupils' communication plans used consistently."
        ],
        ["Larkspur's February 2026 inspection"],
    ),
    (
        "insp-kingsmead-2026",
        "Ofsted monitoring visit to Kingsmead Academy, January 2026",
        "kingsmead-academy",
        "tomas-o-riordain",
        "ofsted",
        "2026-01-13",
        [
            "A monitoring visit after the 2024 requires-improvement judgement found leaders taking "
            "effective action on the sixth-form curriculum and on attendance."
        ],
        ["the January 2026 monitoring visit at Kingsmead"],
    ),
    (
        "insp-ashby-send-2025",
        "Lowmoor SEND audit of Ashby Fields Primary, November 2025",
        "ashby-fields-primary",
        "marcus-fielding",
        "lowmoor-borough-council",
        "2025-11-18",
        [
            "A council review of how the school identifies and supports pupils with additional "
            "needs found well-kept provision maps but annual plan reviews that were sometimes "
            "late."
        ],
        ["the council's SEND audit at Ashby Fields"],
    ),
    (
        "insp-wold-park-safeguarding-2026",
        "Safeguarding review at Wold Park School, March 2026",
        "wold-park-school",
        "adaeze-nwosu",
        None,
        "2026-03-05",
        [
            "An internal review of the single central record, staff training and referral logs "
            "found two out-of-date training certificates and otherwise effective practice."
        ],
        ["the March 2026 safeguarding review at Wold Park"],
    ),
]

# Incidents. id, title, aliases, date, statements, relations, shorts
INCIDENTS = [
    (
        "inc-harrowby-phishing",
        "Phishing attack on Harrowby High School staff mailboxes",
        ["Harrowby phishing incident"],
        "2025-11-24",
        [
            "On 24 November 2025 a message posing as a payroll update led four staff at "
            "[[harrowby-high]] to type their passwords into a fake sign-in page; one mailbox then "
            "sent 600 more scam emails to parents and suppliers.",
            "Accounts were locked within two hours and no pupil records were taken.",
        ],
        [
            ("occurred_at", "harrowby-high"),
            ("reported_by", "eleni-papadopoulou"),
            ("handled_by", "dmitry-volkov"),
            ("involved", "northlight-it"),
            ("led_to", "cyber-security-plan"),
        ],
        ["the Harrowby phishing attack"],
    ),
    (
        "inc-kingsmead-lab-flood",
        "Burst pipe floods a Kingsmead chemistry lab",
        ["Kingsmead lab flood"],
        "2025-08-19",
        [
            "During the summer closure a pipe above lab C3 at [[kingsmead-academy]] burst, soaking "
            "benches, fume cupboards and the chemical store; the room was out of use for five "
            "weeks."
        ],
        [
            ("occurred_at", "kingsmead-academy"),
            ("reported_by", "kwame-boateng"),
            ("handled_by", "castlegate-construction"),
        ],
        ["the Kingsmead lab flood"],
    ),
    (
        "inc-wold-park-asbestos",
        "Asbestos found under the Wold Park sports hall floor",
        ["Wold Park asbestos discovery"],
        "2026-01-12",
        [
            "Fitters lifting the old vinyl in the hall at [[wold-park-school]] found "
            "asbestos-containing tiles underneath; the hall was sealed and air tests ordered."
        ],
        [
            ("occurred_at", "wold-park-school"),
            ("reported_by", "ewan-tait"),
            ("handled_by", "lukasz-wisniewski"),
            ("led_to", "dec-pause-sports-hall"),
        ],
        ["the Wold Park asbestos find"],
    ),
    (
        "inc-larkspur-minibus",
        "Minibus collision on the Larkspur school run",
        ["Larkspur minibus accident"],
        "2025-10-06",
        [
            "A car pulled out in front of a minibus carrying six pupils to [[larkspur-school]]; "
            "nobody was seriously hurt and two pupils were checked over by paramedics."
        ],
        [
            ("occurred_at", "larkspur-school"),
            ("reported_by", "anita-roberts"),
            ("handled_by", "bernadette-quinn"),
            ("involved", "moorside-community-transport"),
        ],
        ["the Larkspur minibus collision"],
    ),
    (
        "inc-brackenhurst-allergy",
        "Pupil's allergic reaction at Brackenhurst lunch",
        ["Brackenhurst allergy incident"],
        "2026-03-03",
        [
            "A Year 2 pupil with a sesame allergy was served a bread roll glazed with sesame oil "
            "at [[brackenhurst-primary]]; staff used the adrenaline auto-injector and the child "
            "recovered in hospital."
        ],
        [
            ("occurred_at", "brackenhurst-primary"),
            ("reported_by", "ayse-yildirim"),
            ("handled_by", "youssef-mansour"),
            ("involved", "brightplate-kitchens"),
            ("led_to", "pol-allergens"),
        ],
        ["the allergic reaction at Brackenhurst"],
    ),
    (
        "inc-kingsmead-results-email",
        "Year 11 mock results emailed to the wrong parents",
        ["Kingsmead results data breach"],
        "2026-01-20",
        [
            "A spreadsheet of 212 students' mock grades was attached by mistake to a newsletter "
            "sent to every Year 11 family at [[kingsmead-academy]]; it was recalled and reported "
            "to the Information Commissioner within 72 hours."
        ],
        [
            ("occurred_at", "kingsmead-academy"),
            ("reported_by", "rebecca-thorne"),
            ("handled_by", "li-jing"),
            ("led_to", "pol-data-protection"),
        ],
        ["the Kingsmead mock results breach"],
    ),
    (
        "inc-elmstead-power-cut",
        "Power cut at Elmstead Green during SATs week",
        ["Elmstead Green power cut"],
        "2026-05-12",
        [
            "A fault at the street substation left [[elmstead-green-primary]] without electricity "
            "for four hours on the morning of the Year 6 reading test; pupils sat the paper in "
            "the hall by daylight."
        ],
        [
            ("occurred_at", "elmstead-green-primary"),
            ("reported_by", "owen-treharne"),
            ("handled_by", "ben-whitlow"),
        ],
        ["the Elmstead Green power cut"],
    ),
    (
        "inc-dunmore-allegation",
        "Allegation against a supply teacher at Dunmore",
        ["Dunmore LADO referral"],
        "2025-12-09",
        [
            "A parent alleged that a supply teacher at [[dunmore-junior]] had grabbed a pupil's "
            "arm; the head referred it to the designated officer the same day and the agency "
            "was told not to send the teacher again while it was investigated."
        ],
        [
            ("occurred_at", "dunmore-junior"),
            ("reported_by", "priya-patel"),
            ("handled_by", "paul-etherington"),
        ],
        ["the Dunmore supply teacher allegation"],
    ),
]

# Policies. id, title, aliases, owner, approved by, statement
POLICIES = [
    (
        "pol-safeguarding",
        "Safeguarding and Child Protection Policy",
        ["Child Protection Policy"],
        "adaeze-nwosu",
        "standards-committee",
        "Sets out how every adult in the trust notices, records and refers a worry that a child "
        "may be suffering abuse or neglect, and the role of each school's designated lead.",
    ),
    (
        "pol-mobile-phones",
        "Mobile Phone Policy",
        ["Phone-free school day policy"],
        "rosalind-okafor",
        "standards-committee",
        "Pupils hand in their handsets at the gate each morning and collect them at home time; "
        "staff use their own devices only in staff areas.",
    ),
    (
        "pol-allergens",
        "Food Allergen Management Policy",
        [],
        "colin-dearden",
        "estates-committee",
        "How caterers and schools record each pupil's allergies, label dishes with the 14 "
        "major allergens such as sesame and nuts, and keep an in-date auto-injector in every "
        "kitchen.",
    ),
    (
        "pol-data-protection",
        "Data Protection Policy",
        ["GDPR Policy"],
        "li-jing",
        "finance-audit-committee",
        "Explains how personal information is collected, stored, shared and deleted, how "
        "subject access requests are answered and how leaks are reported to the regulator "
        "within 72 hours.",
    ),
    (
        "pol-reserves",
        "Reserves Policy",
        [],
        "ananya-sharma",
        "finance-audit-committee",
        "Requires unrestricted funds of at least five per cent of annual income, pooled "
        "centrally, to cover emergencies and dips in cash flow.",
    ),
    (
        "pol-whistleblowing",
        "Whistleblowing Policy",
        [],
        "siobhan-ni-bhriain",
        "people-committee",
        "How an employee can report suspected fraud, danger or wrongdoing in confidence to a "
        "named trustee without any detriment to their job.",
    ),
    (
        "pol-wellbeing-charter",
        "Staff Wellbeing Charter",
        [],
        "fatima-benali",
        "people-committee",
        "Commits leaders to no emails after 6 pm or at weekends, protected planning time and a "
        "confidential counselling line for every employee.",
    ),
    (
        "pol-acceptable-use",
        "Acceptable Use of IT Policy",
        ["IT Acceptable Use Policy"],
        "dmitry-volkov",
        "finance-audit-committee",
        "What staff and students may and may not do on trust laptops, accounts and networks, "
        "including how activity is monitored and filtered.",
    ),
    (
        "pol-scheme-of-delegation",
        "Scheme of Delegation",
        [],
        "gareth-pryce",
        "board-of-trustees",
        "Lists the decisions reserved to trustees, those delegated to the chief executive and "
        "heads, and those taken by local governing bodies.",
    ),
    (
        "pol-procurement",
        "Procurement Policy",
        [],
        "tobias-fenwick",
        "finance-audit-committee",
        "Three written quotes above 10,000 pounds and a formal tender above 75,000 pounds; "
        "contracts over 100,000 pounds go to the finance committee.",
    ),
    (
        "pol-send",
        "Special Educational Needs and Disability Policy",
        ["SEND Policy"],
        "bernadette-quinn",
        "standards-committee",
        "How schools identify pupils who need extra help with learning, work with families "
        "and therapists, and review each education, health and care plan every year.",
    ),
    (
        "pol-attendance",
        "Attendance Policy",
        [],
        "naomi-strand",
        "standards-committee",
        "First-day calls home, a meeting with parents after five absences and referral to the "
        "council for a fine only as a last resort.",
    ),
    (
        "pol-lettings",
        "Lettings Policy",
        [],
        "lukasz-wisniewski",
        "estates-committee",
        "Terms and hourly charges for hiring halls, pitches and classrooms to clubs and "
        "community groups outside school hours.",
    ),
    (
        "pol-complaints",
        "Complaints Procedure",
        [],
        "deborah-quayle",
        "board-of-trustees",
        "Three stages: an informal conversation, a formal letter to the head, then a panel of "
        "governors; a concern about a head goes straight to the chair of the local governing "
        "body.",
    ),
]

# Concepts. id, title, aliases, statement, evidence, relations
CONCEPTS = [
    (
        "condition-improvement-fund",
        "Condition Improvement Fund",
        ["CIF"],
        "A yearly bidding round for capital grants to repair or replace failing school "
        "buildings, run by the [[department-for-education]]; the trust bids for roofs, heating "
        "and fire safety.",
        "cif-award",
        [("administered_by", "department-for-education")],
    ),
    (
        "central-services-top-slice",
        "Central Services Top-Slice",
        [],
        "Each school pays 5.5 per cent of its general annual grant to the centre for finance, "
        "HR, IT, estates and school improvement staff.",
        "topslice-paper",
        [("set_by", "finance-audit-committee")],
    ),
    (
        "pupil-premium-strategy",
        "Pupil Premium Strategy",
        [],
        "The plan for spending extra government money for disadvantaged pupils on tutoring, "
        "attendance mentors and subsidised trips, reviewed every autumn.",
        "pp-statement",
        [("owned_by", "rosalind-okafor")],
    ),
    (
        "school-improvement-framework",
        "School Improvement Framework",
        [],
        "Termly review visits with a common evidence schedule, ending in a red, amber or green "
        "rating for each school.",
        "improvement-framework",
        [("owned_by", "rosalind-okafor")],
    ),
]

LGB_IDS = {
    "ashby-fields-primary": "ashby-fields-lgb",
    "brackenhurst-primary": "brackenhurst-lgb",
    "cinder-lane-infants": "cinder-lane-lgb",
    "dunmore-junior": "dunmore-lgb",
    "elmstead-green-primary": "elmstead-green-lgb",
    "kingsmead-academy": "kingsmead-lgb",
    "harrowby-high": "harrowby-lgb",
    "wold-park-school": "wold-park-lgb",
    "larkspur-school": "larkspur-lgb",
}
COMMITTEE_SHORT = {
    "board-of-trustees": "Trust Board",
    "finance-audit-committee": "FAC",
    "standards-committee": "SSC",
    "estates-committee": "ECC",
    "people-committee": "People and Pay",
    "headteachers-forum": "Heads' Forum",
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


def _human_date(iso: str) -> str:
    year, month, day = iso.split("-")
    return f"{int(day)} {MONTHS[int(month) - 1]} {year}"


def _slug(text: str) -> str:
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


# --------------------------------------------------------------------------------------------
# Assembly
# --------------------------------------------------------------------------------------------


@dataclass
class _Evidence:
    key: str
    folder: str
    title: str
    ref: str
    label: str
    text: str
    when: str

    @property
    def id(self) -> str:
        return f"ev-{_slug(self.ref)[:100].strip('-')}-{_sha(self.text)[:8]}"


@dataclass
class _Page:
    id: str
    folder: str
    type: str
    group: str
    title: str
    aliases: list[str] = field(default_factory=list)
    rels: list[tuple[str, str]] = field(default_factory=list)
    about: list[tuple[str, str | None]] = field(default_factory=list)
    ev: str = ""
    rel_ev: dict[str, str] = field(default_factory=dict)
    shorts: list[str] = field(default_factory=list)
    timeline: list[tuple[str, str, str]] = field(default_factory=list)
    when: str = "2025-09-15"


# Relation sentences: {t} is the linked target (or a list of them).
REL_SENT: dict[str, list[str]] = {
    "part_of": ["One of the schools of {t}.", "It belongs to {t}."],
    "headed_by": ["The head teacher is {t}.", "{t} is the head.", "Led day to day by {t}."],
    "governed_by": ["Local governance sits with the {t}.", "Governed locally by the {t}."],
    "catering_supplier": [
        "Lunches are cooked on site by {t}.",
        "School meals come from {t} under the trust's catering contract.",
    ],
    "cleaning_contractor": ["Cleaning is contracted to {t}.", "{t} cleans the building."],
    "transport_provider": [
        "Home-to-school transport is run by {t}.",
        "Pupils travel in on routes operated by {t}.",
    ],
    "breakfast_club_partner": ["The breakfast club is run with {t}."],
    "local_authority": ["It sits in the area of {t}.", "The local authority is {t}."],
    "led_by": ["Led by {t}.", "Lead: {t}."],
    "works_at": ["Works at {t}."],
    "reports_to": ["Line manager: {t}.", "Reports to {t}."],
    "chairs": ["Chairs the {t}."],
    "member_of": ["Member of the {t}.", "Sits on the {t}."],
    "teaches_at": ["Teaches each week at {t}."],
    "chaired_by": ["Chaired by {t}.", "{t} is in the chair."],
    "clerked_by": ["Clerked by {t}.", "The clerk is {t}."],
    "accountable_to": ["Accountable to the {t}.", "It reports to the {t}."],
    "governs": ["It oversees {t}."],
    "meeting_of": ["A meeting of the {t}."],
    "minuted_by": ["Minutes were taken by {t}.", "Minuted by {t}."],
    "held_at": ["Held at {t}.", "The venue was {t}."],
    "decided": ["Decision recorded: {t}.", "Resolved: {t}."],
    "reviewed": ["It reviewed the {t}."],
    "site": ["Site: {t}."],
    "contractor": ["Main contractor: {t}.", "The works are carried out by {t}."],
    "architect": ["Architect: {t}."],
    "project_manager": ["Project manager: {t}.", "Managed for the trust by {t}."],
    "sponsor": ["Senior sponsor: {t}."],
    "funded_by": ["Funded by {t}.", "The money comes from {t}."],
    "partner": ["Delivered in partnership with {t}."],
    "supplier": ["Supplier: {t}."],
    "approved_at": ["Approved at the {t}.", "Given the go-ahead at the {t}."],
    "awarded_to": ["Contract awarded to {t}."],
    "triggered_by": ["Started in response to the {t}."],
    "made_at": ["Agreed at the {t}."],
    "proposed_by": ["Proposed by {t}.", "Put forward by {t}."],
    "concerns": ["It concerns the {t}."],
    "inspected": ["Covers {t}."],
    "lead_inspector": ["Lead inspector: {t}.", "Led by {t}."],
    "carried_out_by": ["Carried out by {t}."],
    "occurred_at": ["It happened at {t}."],
    "reported_by": ["Reported by {t}.", "First raised by {t}."],
    "handled_by": ["Handled by {t}.", "Dealt with by {t}."],
    "involved": ["It involved {t}."],
    "led_to": ["It led to the {t}."],
    "owned_by": ["Owner: {t}.", "Kept up to date by {t}."],
    "approved_by": ["Approved by the {t}.", "Signed off by the {t}."],
    "account_manager": ["Our account manager is {t}.", "Main contact: {t}."],
    "main_contact": ["Our main contact is {t}."],
    "administered_by": ["Run by the {t}."],
    "set_by": ["The rate is set by the {t}."],
}

_LINK_SPEC = re.compile(r"\[\[([a-z0-9-]+)(?:\|([^\]]+))?\]\]")


class _World:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.pages: dict[str, _Page] = {}
        self.evidence: dict[str, _Evidence] = {}

    # --- registration
    def ev(self, key, folder, title, ref, label, text, when) -> None:
        assert key not in self.evidence, key
        self.evidence[key] = _Evidence(key, folder, title, ref, label, text, when)

    def page(self, page: _Page) -> None:
        assert page.id not in self.pages, page.id
        self.pages[page.id] = page

    def person_name(self, pid: str) -> str:
        page = self.pages[pid]
        if not page.title.isascii() and page.aliases and _is_non_latin(page.title):
            return f"{page.title} ({page.aliases[0]})"
        return page.title

    # --- rendering
    def _expand(self, text: str) -> str:
        def repl(match: re.Match) -> str:
            target, label = match.group(1), match.group(2)
            return f"[[page:{target}|{label or self.pages[target].title}]]"

        return _LINK_SPEC.sub(repl, text)

    def _cite(self, text: str, key: str) -> str:
        ev = self.evidence[key]
        cite = f"[[evidence:{ev.id}|{ev.label}]]"
        text = text.rstrip()
        if text.endswith("."):
            return f"{text[:-1]} ({cite})."
        return f"{text} ({cite})"

    def _join(self, targets: list[str]) -> str:
        links = [f"[[{t}]]" for t in targets]
        return links[0] if len(links) == 1 else ", ".join(links[:-1]) + " and " + links[-1]

    def render(self, page: _Page) -> Document:
        lines = [f"# {page.title}", ""]
        cited: list[str] = []
        linked = set()
        for text, _key in page.about:
            linked.update(m.group(1) for m in _LINK_SPEC.finditer(text))
        block: list[str] = []
        for text, key in page.about:
            if key is None:  # a heading
                lines += [text, ""]
                continue
            cited.append(key)
            lines += [self._expand(self._cite(text, key)), ""]
        groups: dict[str, list[str]] = {}
        for rtype, target in page.rels:
            if target not in linked:
                groups.setdefault(rtype, []).append(target)
        if groups and self.rng.random() < 0.4:
            lines += [self.rng.choice(["## Connections", "## Links", "## Who and what"]), ""]
        for rtype, targets in groups.items():
            key = page.rel_ev.get(rtype, page.ev)
            cited.append(key)
            sentence = self.rng.choice(REL_SENT[rtype]).format(t=self._join(targets))
            sentence = sentence[0].upper() + sentence[1:]
            block.append(self._expand(self._cite(sentence, key)))
        if block and len(block) > 2 and self.rng.random() < 0.5:
            lines += ["- " + b for b in block] + [""]
        else:
            for b in block:
                lines += [b, ""]
        if page.timeline:
            lines += ["## Timeline", ""]
            for ts, key, text in page.timeline:
                ref = self.evidence[key].ref
                entry = "ev-" + _sha("\n".join([page.id, ts, ref, text]))[:12]
                lines.append(f"- **{ts}** | {entry} | {ref} | {text}")
                cited.append(key)
        refs = list(dict.fromkeys(self.evidence[k].ref for k in cited))
        created = f"{page.when}T09:00:00Z"
        meta = [
            ("id", page.id),
            ("kind", "page"),
            ("type", page.type),
            ("title", _yaml(page.title)),
            ("status", "active"),
        ]
        if page.aliases:
            meta.append(("aliases", "[" + ", ".join(_yaml(a) for a in page.aliases) + "]"))
        if page.rels:
            rels = ", ".join(f"{{type: {t}, target: {x}}}" for t, x in page.rels)
            meta.append(("relations", f"[{rels}]"))
        meta.append(("sources", "[" + ", ".join(_yaml(r) for r in refs) + "]"))
        meta += [("created", created), ("updated", "2026-05-20T16:00:00Z")]
        head = "".join(f"{k}: {v}\n" for k, v in meta)
        body = "\n".join(lines).strip()
        return parse_document(
            f"---\n{head}---\n{body}\n", folder=page.folder, path=f"{page.folder}/{page.id}.md"
        )

    def render_evidence(self, ev: _Evidence) -> Document:
        head = (
            f"id: {ev.id}\nkind: evidence\ntype: source\ntitle: {_yaml(ev.title)}\n"
            f"status: active\nsources: [{_yaml(ev.ref)}]\n"
            f"created: {ev.when}T08:00:00Z\nupdated: {ev.when}T08:00:00Z\n"
        )
        body = f"# {ev.title}\n\n{ev.text}"
        return parse_document(
            f"---\n{head}---\n{body}\n", folder=ev.folder, path=f"{ev.folder}/{ev.id}.md"
        )


_PLAIN_YAML = re.compile(r"[A-Za-z][A-Za-z0-9 ()/.-]*[A-Za-z0-9.)]|[A-Za-z]")
_YAML_WORDS = frozenset({"y", "n", "yes", "no", "true", "false", "on", "off", "null"})


def _yaml(value: str) -> str:
    if _PLAIN_YAML.fullmatch(value) and value.lower() not in _YAML_WORDS:
        return value
    return json.dumps(value, ensure_ascii=False)


def _is_non_latin(text: str) -> bool:
    letters = [c for c in text if c.isalpha()]
    return bool(letters) and all("LATIN" not in unicodedata.name(c, "") for c in letters)


def _build_world(rng: random.Random) -> _World:
    w = _World(rng)
    school_short = {s[0]: s[3] for s in SCHOOLS}

    # ---- pages first (evidence text reads their names)
    w.page(
        _Page(
            TRUST,
            "trust",
            "company",
            "trust",
            "Kestrel Vale Learning Trust",
            ["KVLT"],
            [
                ("led_by", "helen-achterberg"),
                ("governed_by", "board-of-trustees"),
                ("local_authority", "lowmoor-borough-council"),
            ],
            [
                (
                    "A multi-academy trust of nine schools (five primaries, three secondaries "
                    "and a special school) serving about 5,100 pupils in and around Lowmoor.",
                    "census",
                ),
                ("Its schools are " + w._join([s[0] for s in SCHOOLS]) + ".", "census"),
                (
                    "Central services are paid for through the [[central-services-top-slice]].",
                    "topslice-paper",
                ),
            ],
            ev="trustees",
            rel_ev={"led_by": "structure", "local_authority": "census"},
            when="2025-09-01",
        )
    )
    for sid, title, aliases, short, desc, pupils, rels, extra in SCHOOLS:
        rel_ev = {
            "part_of": "census",
            "headed_by": f"staff-{sid}",
            "governed_by": "lgb-register",
            "catering_supplier": f"contract-{rels['catering_supplier']}",
            "cleaning_contractor": "contract-sparkwell-facilities",
            "local_authority": "census",
            "breakfast_club_partner": "sunrise-mou",
        }
        if "transport_provider" in rels:
            rel_ev["transport_provider"] = f"contract-{rels['transport_provider']}"
        order = [
            "part_of",
            "headed_by",
            "governed_by",
            "catering_supplier",
            "cleaning_contractor",
            "transport_provider",
            "breakfast_club_partner",
            "local_authority",
        ]
        full = {"part_of": TRUST, "local_authority": "lowmoor-borough-council", **rels}
        w.page(
            _Page(
                sid,
                "schools",
                "company",
                "school",
                title,
                aliases,
                [(k, full[k]) for k in order if k in full],
                [
                    (f"{title} is {desc}; it has {pupils:,} pupils on roll.", "census"),
                    (extra, "census"),
                ],
                ev="census",
                rel_ev=rel_ev,
                shorts=[short],
                when="2025-09-01",
            )
        )
    for pid, title, aliases, folder, role, rels, ev, extras in PEOPLE:
        name = f"{title} ({aliases[0]})" if _is_non_latin(title) else title
        about: list[tuple[str, str | None]] = [(f"{name} is {role}.", ev)]
        for extra in extras:
            about.append(extra if isinstance(extra, tuple) else (extra, ev))
        group_ev = {"chairs": ev, "member_of": ev}
        if folder == CENTRAL or folder.startswith("people/staff"):
            group_ev["member_of"] = "minutes-heads-forum-2026-01-08"
        w.page(_Page(pid, folder, "person", "person", title, aliases, rels, about, ev, group_ev))
    for cid, title, aliases, cat, desc, contact, service, sites, term, value, code in SUPPLIERS:
        about = [(desc, f"contract-{cid}")]
        if sites:
            about.append((f"It provides {service} at {w._join(sites)}.", f"contract-{cid}"))
        about.append(
            (f"Contract {code} runs {term} and is worth about {value} pounds.", f"contract-{cid}")
        )
        w.page(
            _Page(
                cid,
                f"organisations/suppliers/{cat}",
                "company",
                "company",
                title,
                aliases,
                [("account_manager", contact)],
                about,
                f"contract-{cid}",
            )
        )
    for oid, title, aliases, folder, desc, contact, ev in ORGS:
        rels = [("main_contact", contact)] if contact else []
        w.page(_Page(oid, folder, "company", "org", title, aliases, rels, [(desc, ev)], ev))
    for cid, title, aliases, chair, clerk, parent, remit in COMMITTEES:
        rels = [("chaired_by", chair), ("clerked_by", clerk)]
        if parent:
            rels.append(("accountable_to", parent))
        if cid == "board-of-trustees":
            rels.append(("governs", TRUST))
        w.page(
            _Page(
                cid,
                "governance/committees",
                "concept",
                "committee",
                title,
                aliases,
                rels,
                [(remit, "trustees")],
                "trustees",
                {"clerked_by": "trustees"},
            )
        )
    for sid, lgb in LGB_IDS.items():
        short = school_short[sid]
        w.page(
            _Page(
                lgb,
                "governance/local-governing-bodies",
                "concept",
                "committee",
                f"{short} Local Governing Body",
                [f"{short} LGB"],
                [
                    ("governs", sid),
                    ("chaired_by", LGB_CHAIRS[sid]),
                    ("clerked_by", "deborah-quayle"),
                    ("accountable_to", "board-of-trustees"),
                ],
                [
                    (
                        f"The local governing body of [[{sid}]]: it monitors standards, "
                        "safeguarding and links with the community under the "
                        "[[pol-scheme-of-delegation|scheme of delegation]].",
                        "lgb-register",
                    )
                ],
                "lgb-register",
            )
        )
    approvals: dict[str, list[str]] = defaultdict(list)
    for proj in PROJECTS:
        for rtype, target in proj[6]:
            if rtype == "approved_at":
                approvals[target].append(proj[0])
    for mid, title, committee, date, chair, clerk, venue, decided, notes, shorts in MEETINGS:
        minutes = f"minutes-{mid}"
        rels = []
        if committee:
            rels.append(("meeting_of", committee))
        else:
            rels.append(("reviewed", "inc-harrowby-phishing"))
        rels += [("chaired_by", chair), ("minuted_by", clerk)]
        if venue:
            rels.append(("held_at", venue))
        rels += [("decided", d) for d in decided]
        about = [(note, minutes) for note in notes]
        if approvals.get(mid):
            about.append((f"Approved: {w._join(approvals[mid])}.", minutes))
        w.page(
            _Page(
                mid,
                f"governance/meetings/{date[:4]}",
                "meeting",
                "meeting",
                title,
                [],
                rels,
                about,
                minutes,
                shorts=shorts,
                when=date,
            )
        )
    meeting_title = {m[0]: m[1] for m in MEETINGS}
    for pid, title, aliases, folder, date, about, rels, shorts in PROJECTS:
        meeting = dict(rels).get("approved_at")
        rel_ev = {
            rtype: f"contract-{target}"
            for rtype, target in rels
            if rtype in ("contractor", "architect", "supplier", "awarded_to")
        }
        timeline = []
        if meeting:
            rel_ev["approved_at"] = f"minutes-{meeting}"
            timeline.append(
                (
                    f"{date}T18:00:00Z",
                    f"minutes-{meeting}",
                    f"Approved at the {meeting_title[meeting]}.",
                )
            )
        w.page(
            _Page(
                pid,
                folder,
                "project",
                "project",
                title,
                aliases,
                rels,
                list(about),
                about[0][1],
                rel_ev,
                shorts,
                timeline,
                when=date,
            )
        )
    for did, title, meeting, proposer, concerns, text, shorts in DECISIONS:
        rels = [("made_at", meeting), ("proposed_by", proposer)]
        if concerns:
            rels.append(("concerns", concerns))
        date = re.search(r"\d{4}-\d{2}-\d{2}", meeting).group(0)
        w.page(
            _Page(
                did,
                "governance/decisions",
                "note",
                "decision",
                title,
                [],
                rels,
                [(text, f"minutes-{meeting}")],
                f"minutes-{meeting}",
                shorts=shorts,
                timeline=[(f"{date}T19:00:00Z", f"minutes-{meeting}", f"Resolved: {title}.")],
                when=date,
            )
        )
    for iid, title, school, lead, body, date, texts, shorts in INSPECTIONS:
        rels = [("inspected", school), ("lead_inspector", lead)]
        if body:
            rels.append(("carried_out_by", body))
        w.page(
            _Page(
                iid,
                "inspections",
                "analysis",
                "inspection",
                title,
                [],
                rels,
                [(t, f"report-{iid}") for t in texts],
                f"report-{iid}",
                shorts=shorts,
                when=date,
            )
        )
    for nid, title, aliases, date, texts, rels, shorts in INCIDENTS:
        key = f"incident-{nid}"
        w.page(
            _Page(
                nid,
                f"incidents/{date[:4]}",
                "note",
                "incident",
                title,
                aliases,
                rels,
                [(t, key) for t in texts],
                key,
                shorts=shorts,
                timeline=[(f"{date}T10:30:00Z", key, "Incident logged and first actions taken.")],
                when=date,
            )
        )
    for pid, title, aliases, owner, approver, text in POLICIES:
        about = [(text, "policy-register")]
        meeting = _policy_meeting(pid)
        if meeting:
            about.append((f"Last approved at the [[{meeting}]].", f"minutes-{meeting}"))
        w.page(
            _Page(
                pid,
                "policies",
                "concept",
                "policy",
                title,
                aliases,
                [("owned_by", owner), ("approved_by", approver)],
                about,
                "policy-register",
            )
        )
    for cid, title, aliases, text, ev, rels in CONCEPTS:
        w.page(_Page(cid, "concepts", "concept", "concept", title, aliases, rels, [(text, ev)], ev))

    _add_evidence(w)
    return w


def _add_evidence(w: _World) -> None:
    name = w.person_name
    title = {pid: p.title for pid, p in w.pages.items()}
    # governance registers
    w.ev(
        "census",
        "evidence/governance",
        "Schools census return, October 2025",
        "file:census/kvlt-census-2025-10.txt",
        "census return",
        "Census day return for the trust, 2 October 2025.\n\n"
        + "\n".join(
            f"{t}: {d}; {n:,} pupils on roll; local authority Lowmoor Borough Council."
            for _i, t, _a, _s, d, n, _r, _e in SCHOOLS
        )
        + "\n\nTrust total about 5,100 pupils.",
        "2025-10-02",
    )
    central = [p for p in PEOPLE if p[3] == CENTRAL]
    w.ev(
        "structure",
        "evidence/governance",
        "Central team structure chart, September 2025",
        "file:hr/central-structure-2025-09.txt",
        "structure chart",
        "Central team of the trust, September 2025. Each line gives the post holder, the "
        "post and the line manager.\n\n"
        + "\n".join(
            f"{name(p[0])}, {_strip_links(p[4], title)}, "
            f"reports to {name(dict(p[5])['reports_to'])}."
            for p in central
        )
        + "\n\nThe chief executive reports to the chair of trustees. School-based heads of the "
        "primaries and the special school report to the director of education; the "
        "secondary heads report to the chief executive.",
        "2025-09-05",
    )
    trustee_lines = [
        f"{name(p[0])}: {_strip_links(p[4], title)}." for p in PEOPLE if p[3] == TRUSTEES
    ]
    committee_lines = [
        f"{t}: chair {name(chair)}; clerk {name(clerk)}. Remit: {remit}"
        for _c, t, _a, chair, clerk, _p, remit in COMMITTEES
    ]
    w.ev(
        "trustees",
        "evidence/governance",
        "Register of trustees and committees 2025/26",
        "file:governance/trustee-register-2025-26.txt",
        "trustee register",
        "Trustees for 2025/26.\n\n"
        + "\n".join(trustee_lines)
        + "\n\nCommittees.\n\n"
        + "\n".join(committee_lines)
        + "\n\nPark Seo-yeon also sits on the finance and the estates committees; Charles "
        "Whitcombe sits on the people committee. The board has delegated the running of the "
        "trust to the chief executive, Helen Achterberg.",
        "2025-09-10",
    )
    w.ev(
        "lgb-register",
        "evidence/governance",
        "Local governing body register 2025/26",
        "file:governance/lgb-register-2025-26.txt",
        "LGB register",
        "Local governing bodies and their chairs for 2025/26. All are clerked by Deborah "
        "Quayle and report to the board of trustees.\n\n"
        + "\n".join(f"{title[sid]}: chair {name(LGB_CHAIRS[sid])}." for sid in LGB_IDS)
        + "\n\nBiographies:\n\n"
        + "\n".join(
            f"{name(p[0])}: {' '.join(e for e in p[7] if isinstance(e, str))}"
            for p in PEOPLE
            if p[3] == GOVERNORS
        ),
        "2025-09-12",
    )
    for sid, stitle, _a, short, *_rest in SCHOOLS:
        staff = [p for p in PEOPLE if ("works_at", sid) in p[5] and p[3].startswith("people/")]
        lines = []
        for p in staff:
            role = _strip_links(p[4], title)
            manager = dict(p[5]).get("reports_to")
            extra = " ".join(e if isinstance(e, str) else e[0] for e in p[7])
            line = f"{name(p[0])}: {role}"
            if manager:
                line += f"; line manager {name(manager)}"
            lines.append(line + "." + (f" {extra}" if extra else ""))
        w.ev(
            f"staff-{sid}",
            "evidence/staff-lists",
            f"Staff list: {short} (autumn term 2025)",
            f"file:staff-lists/{sid}-2025-09.txt",
            "staff list",
            f"Staff with leadership or named responsibilities at {stitle}, autumn term 2025."
            "\n\n" + "\n".join(lines),
            "2025-09-08",
        )
    for cid, ctitle, _a, _cat, desc, contact, service, sites, term, value, code in SUPPLIERS:
        site_names = ", ".join(title[s] for s in sites) if sites else "trust-wide"
        staff = [p for p in PEOPLE if ("works_at", cid) in p[5]]
        people_line = "; ".join(f"{name(p[0])}, {_strip_links(p[4], title)}" for p in staff)
        w.ev(
            f"contract-{cid}",
            "evidence/contracts",
            f"Contract summary {code}",
            f"file:contracts/{code.lower()}.txt",
            "contract summary",
            f"Contract {code}. Supplier: {ctitle}. {desc}\n\nService: {service}. Sites: "
            f"{site_names}. Term: {term}. Value: about {value} pounds.\n\nSupplier "
            f"contacts: {people_line}. Account manager: {name(contact)}. Contract owner for "
            "the trust: Tobias Fenwick.",
            "2025-09-20",
        )
    # outside bodies
    w.ev(
        "lowmoor-contacts",
        "evidence/correspondence",
        "Council letter naming 2025/26 contacts",
        "file:correspondence/lbc-contacts-2025-09.txt",
        "council letter",
        "Dear Mrs Achterberg, for the coming year your named contacts at Lowmoor Borough "
        "Council are: Janet Sowerby, head of school admissions (main contact for the trust); "
        "Paul Etherington, local authority designated officer for allegations against staff; "
        "Marcus Fielding, SEND inclusion officer. The council remains responsible for "
        "admissions coordination, transport eligibility and education, health and care plans.",
        "2025-09-03",
    )
    w.ev(
        "northvale-agreement",
        "evidence/partners",
        "Northvale partnership agreement 2025",
        "file:partners/northvale-agreement-2025.txt",
        "partnership agreement",
        "Agreement between the trust and the University of Northvale. Part A: School Direct "
        "teacher training; trainees spend four days a week in trust schools and one day at "
        "the university and gain qualified teacher status after one year; 14 places in "
        "2025/26; university lead Noa Levi (נועה לוי); trust lead Zoë Ashworth. Part B: "
        "research support for the trust's maths mastery network from Professor Alan Reeve.",
        "2025-07-15",
    )
    w.ev(
        "ravensworth-agreement",
        "evidence/partners",
        "Ravensworth outreach agreement",
        "file:partners/ravensworth-outreach-2025.txt",
        "outreach agreement",
        "Ravensworth University will supply undergraduate and researcher ambassadors for "
        "laboratory days, coding clubs and careers talks for Year 9 and Year 12 at Kingsmead "
        "Academy and Harrowby High School. University contact: Dr Ifeoma Chukwu, schools "
        "outreach manager. School lead: Avi Cohen (אבי כהן).",
        "2025-09-25",
    )
    w.ev(
        "pennant-grant",
        "evidence/partners",
        "Pennant grant offer letter",
        "file:partners/pennant-grant-offer-2025.txt",
        "grant offer",
        "The Pennant Foundation is pleased to offer 96,000 pounds over three years for daily "
        "one-to-one phonics and reading catch-up for pupils aged six and seven who did not "
        "meet the expected standard in the phonics screening check, delivered by trained "
        "teaching assistants at Ashby Fields, Cinder Lane and Dunmore. Grants manager: "
        "Harriet Vance. Project lead named by the trust: Lucy Fairbairn.",
        "2025-11-28",
    )
    w.ev(
        "crescendo-agreement",
        "evidence/partners",
        "Crescendo partnership agreement 2025-2028",
        "file:partners/crescendo-2025-2028.txt",
        "partnership agreement",
        "Crescendo Music Charity will lend violins, cellos, cornets and trombones free of "
        "charge so that every Year 4 pupil in the trust's primaries learns an instrument in "
        "weekly class lessons, with a summer concert. Programme director: Yamamoto Yumi "
        "(山本由美). Trust music lead: Ken Sato (佐藤健).",
        "2025-08-20",
    )
    w.ev(
        "sunrise-mou",
        "evidence/partners",
        "Sunrise memorandum of understanding",
        "file:partners/sunrise-mou-2024.txt",
        "memorandum",
        "Sunrise Breakfast Clubs will supply cereal, bread, fruit and two volunteers each "
        "morning for the free breakfast clubs at Brackenhurst Primary School and Elmstead "
        "Green Primary School. Regional coordinator: Aled Morgan.",
        "2024-08-30",
    )
    w.ev(
        "cif-award",
        "evidence/funding",
        "CIF outcome letter, 2025-26 round",
        "web:https://www.gov.uk/cif-outcomes/2025-26/kvlt",
        "outcome letter",
        "Department for Education, Condition Improvement Fund 2025-26. Your bid for the "
        "replacement of the flat roofs over the Key Stage 2 classrooms at Ashby Fields "
        "Primary School has been successful: grant 486,000 pounds. The fund is a yearly "
        "bidding round for academies to keep their buildings safe and in good working order.",
        "2025-10-30",
    )
    w.ev(
        "foundation-grant",
        "evidence/funding",
        "Community foundation grant award letter",
        "file:partners/lcf-grant-2026-01.txt",
        "award letter",
        "Lowmoor Community Foundation awards 38,000 pounds to Larkspur School for a sensory "
        "garden with textured paths, raised beds, a water wall and quiet shelters for pupils "
        "with autism. Landscaping by Greenway Grounds Maintenance. Lead: Bernadette Quinn.",
        "2026-01-19",
    )
    # minutes
    for mid, _title, committee, date, chair, clerk, venue, decided, notes, _s in MEETINGS:
        if committee in COMMITTEE_SHORT:
            ctitle = COMMITTEE_SHORT[committee]
            ref = f"jamie:meeting:kvlt-{mid}"
        elif committee:
            ctitle = title[committee].replace("Local Governing Body", "LGB")
            ref = f"file:minutes/{mid}.txt"
        else:
            ctitle = "Phishing review"
            ref = f"file:minutes/{mid}.txt"
        items = list(notes)
        items += [
            f"Resolved: {title[d]}. Proposed by {name(_decision(d)['proposer'])}." for d in decided
        ]
        items += [f"Approved the {title[p[0]]}." for p in PROJECTS if ("approved_at", mid) in p[6]]
        items += [f"Approved the {title[p[0]]}." for p in POLICIES if _policy_meeting(p[0]) == mid]
        place = f" at {title[venue]}" if venue else " at the trust office"
        present = [chair] + [
            p[0]
            for p in PEOPLE
            if committee
            and p[0] != chair
            and (("member_of", committee) in p[5] or ("chairs", committee) in p[5])
        ]
        items.insert(0, "Present: " + ", ".join(name(x) for x in present) + ".")
        w.ev(
            f"minutes-{mid}",
            "evidence/minutes",
            f"Minutes: {ctitle} {date}",
            ref,
            "minutes",
            f"Minutes of the meeting held on {_human_date(date)}{place}. Chair: {name(chair)}. "
            f"Minutes: {name(clerk)}.\n\n"
            + "\n\n".join(f"Item {i}. {text}" for i, text in enumerate(items, start=1)),
            date,
        )
    # inspections
    for iid, ititle, school, lead, body, date, texts, _s in INSPECTIONS:
        if body == "ofsted":
            ref = f"web:https://reports.ofsted.gov.uk/provider/{_sha(iid)[:6]}/{date}"
        else:
            ref = f"file:reviews/{iid}.txt"
        w.ev(
            f"report-{iid}",
            "evidence/inspections",
            f"Inspection report: {_school_short(school)}, {_month_year(date)}",
            ref,
            "inspection report",
            f"{ititle}. Lead inspector: {name(lead)}. School: {title[school]}.\n\n"
            + " ".join(texts),
            date,
        )
    # incidents
    for n, (nid, ntitle, _a, date, texts, rels, _s) in enumerate(INCIDENTS, start=31):
        code = f"INC-{date[:4]}-{n:03d}"
        r = dict(rels)
        w.ev(
            f"incident-{nid}",
            "evidence/incidents",
            f"Incident report {code}",
            f"goat-task:{code.lower()}",
            "incident report",
            f"{code}: {ntitle}. Date: {_human_date(date)}. "
            f"Reported by {_name_any(w, r['reported_by'])}; "
            f"handled by {_name_any(w, r['handled_by'])}.\n\n"
            + " ".join(_strip_links(t, title) for t in texts),
            date,
        )
    # project papers and e-mails
    papers = [
        (
            "science-business-case",
            "projects",
            "Science block business case",
            "file:projects/kingsmead-science-business-case.txt",
            "business case",
            "2025-11-28",
            "Sixth-form numbers in chemistry and biology have grown by 40 per cent in three years "
            "and the four existing laboratories are full. A two-storey extension with six "
            "laboratories and a preparation room is proposed at Kingsmead Academy, designed by "
            "Linden Hart Architects and built by Castlegate Construction, for September 2026. "
            "Budget 2.4 million pounds. Project manager Vikram Singh; sponsor Łukasz Wiśniewski.",
        ),
        (
            "heating-feasibility",
            "projects",
            "Heating feasibility study for Harrowby",
            "file:projects/harrowby-heating-feasibility.txt",
            "feasibility study",
            "2025-12-15",
            "The 1972 boilers are at the end of their life. Air-source heat pumps with larger "
            "radiators and roof insulation would cut carbon emissions by about 60 per cent. "
            "Estimated cost 1.24 million pounds, 70 per cent grant funded by the Department for "
            "Education. Recommended contractor: Tallis & Mercer Building Services.",
        ),
        (
            "catering-tender",
            "projects",
            "Catering tender evaluation report",
            "file:projects/primary-catering-tender-evaluation.txt",
            "tender evaluation",
            "2026-01-27",
            "Four bids were received for primary school meals from September 2026, scored on "
            "food quality (50), price (30) and social value (20). Brightplate Kitchens Ltd "
            "scored 86, the next bidder 71. Evaluation led by Tobias Fenwick.",
        ),
        (
            "transport-tender",
            "projects",
            "Transport tender report",
            "file:projects/transport-tender-report.txt",
            "tender report",
            "2026-05-05",
            "Three operators bid for the eleven coach routes to Kingsmead, Harrowby and Wold "
            "Park from September 2026. Hollins Coaches Ltd offered the best value and the "
            "newest fleet. Evaluation led by Tobias Fenwick.",
        ),
        (
            "rollout-plan",
            "projects",
            "Device rollout plan",
            "file:projects/chromebook-rollout-plan.txt",
            "rollout plan",
            "2025-11-12",
            "Managed Chromebooks for every student in Years 7 to 11 at Kingsmead and Harrowby, "
            "supplied and enrolled by Northlight IT Solutions. Families contribute 8 pounds a "
            "month; devices are free for disadvantaged students. Lead: Dmitry Volkov.",
        ),
        (
            "maths-update",
            "projects",
            "Maths network half-termly update",
            "file:projects/maths-network-update-2026-02.txt",
            "network update",
            "2026-02-13",
            "Teachers from all nine schools met at Harrowby to plan fractions units using "
            "concrete objects, then pictures, then abstract notation. Professor Alan Reeve of "
            "the University of Northvale observed lessons. Network lead: Wang Lihua (王丽华).",
        ),
        (
            "ks3-scheme",
            "projects",
            "KS3 computing scheme of work",
            "file:projects/ks3-computing-scheme.txt",
            "scheme of work",
            "2026-01-30",
            "Year 7 block-based programming; Year 8 networks and the internet; Year 9 text-based "
            "programming in Python and staying safe online. Written by Kim Min-jun (김민준) for "
            "Kingsmead, Harrowby and Wold Park.",
        ),
        (
            "email-roof",
            "email",
            "Email: roof scaffold dates",
            "file:email/2026-01-14-roof-scaffold.eml",
            "email",
            "2026-01-14",
            "From Vikram Singh to Łukasz Wiśniewski and Joanna Pritchard. Pennine Roofing "
            "confirm scaffold goes up on 20 July and the new roofs will be finished by 28 "
            "August, before the children come back.",
        ),
        (
            "email-wifi",
            "email",
            "Email: wireless survey results",
            "file:email/2025-10-21-wireless-survey.eml",
            "email",
            "2025-10-21",
            "From Dmitry Volkov to all heads. Clearpath Networks have surveyed every site: we "
            "will replace 380 access points and the core switches, move to one network name "
            "and monitor everything centrally.",
        ),
        (
            "email-wellbeing",
            "email",
            "Email: counselling line launch",
            "file:email/2026-03-02-counselling-line.eml",
            "email",
            "2026-03-02",
            "From Fatima Benali to all staff. The confidential counselling line promised in "
            "the staff wellbeing charter is now open, 24 hours a day, for every employee.",
        ),
    ]
    for key, sub, ptitle, ref, label, when, text in papers:
        w.ev(key, f"evidence/{sub}", ptitle, ref, label, text, when)
    w.ev(
        "policy-register",
        "evidence/governance",
        "Policy register and review schedule 2025/26",
        "file:governance/policy-register-2025-26.txt",
        "policy register",
        "Trust policies, owners and approving bodies.\n\n"
        + "\n".join(
            f"{pt}: owner {name(owner)}; approved by the {title[appr]}. {text}"
            for _p, pt, _a, owner, appr, text in POLICIES
        ),
        "2025-09-30",
    )
    w.ev(
        "topslice-paper",
        "evidence/finance",
        "Budget paper: central services charge 2025/26",
        "file:finance/central-charge-2025-26.txt",
        "budget paper",
        "Each school contributes 5.5 per cent of its general annual grant to fund finance, "
        "HR, IT, estates and school improvement staff at the centre. The rate is set each "
        "spring by the finance and audit committee.",
        "2025-03-20",
    )
    w.ev(
        "pp-statement",
        "evidence/finance",
        "Pupil premium statement 2025/26",
        "file:finance/pupil-premium-2025-26.txt",
        "pupil premium statement",
        "Extra funding for disadvantaged pupils is spent on small-group tutoring, attendance "
        "mentors and subsidised trips and music lessons. Reviewed every autumn by the "
        "director of education, Rosalind Okafor.",
        "2025-10-15",
    )
    w.ev(
        "improvement-framework",
        "evidence/education",
        "School improvement framework handbook",
        "file:education/improvement-framework.txt",
        "framework handbook",
        "The director of education visits each school every term with a common evidence "
        "schedule: lesson visits, pupils' books, attendance and behaviour data. Each visit "
        "ends in a red, amber or green rating and an agreed plan.",
        "2025-09-01",
    )


def _strip_links(text: str, title: dict[str, str]) -> str:
    return _LINK_SPEC.sub(lambda m: m.group(2) or title[m.group(1)], text)


def _name_any(w: _World, pid: str) -> str:
    page = w.pages[pid]
    return w.person_name(pid) if page.group == "person" else page.title


def _school_short(sid: str) -> str:
    return {s[0]: s[3] for s in SCHOOLS}[sid]


def _month_year(iso: str) -> str:
    return f"{MONTHS[int(iso[5:7]) - 1]} {iso[:4]}"


def _decision(did: str) -> dict:
    for d in DECISIONS:
        if d[0] == did:
            return {"proposer": d[3]}
    raise KeyError(did)


def _policy_meeting(pid: str) -> str | None:
    return {
        "pol-safeguarding": "standards-2025-12-04",
        "pol-whistleblowing": "people-2025-11-27",
        "pol-wellbeing-charter": "people-2026-02-24",
        "pol-reserves": "fac-2026-02-05",
        "pol-scheme-of-delegation": "board-2026-03-19",
        "pol-complaints": "board-2026-03-19",
        "pol-lettings": "estates-2026-04-30",
        "pol-mobile-phones": "standards-2026-03-12",
    }.get(pid)


# --------------------------------------------------------------------------------------------
# Words: what "distinctive" means for the checks
# --------------------------------------------------------------------------------------------

_STOP = frozenset(
    {
        "a",
        "an",
        "the",
        "of",
        "for",
        "to",
        "in",
        "on",
        "at",
        "by",
        "and",
        "or",
        "with",
        "from",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "being",
        "am",
        "who",
        "whom",
        "whose",
        "what",
        "which",
        "where",
        "when",
        "why",
        "how",
        "does",
        "do",
        "did",
        "done",
        "has",
        "have",
        "had",
        "it",
        "its",
        "this",
        "that",
        "these",
        "those",
        "me",
        "my",
        "i",
        "we",
        "our",
        "us",
        "you",
        "your",
        "they",
        "their",
        "them",
        "he",
        "she",
        "his",
        "her",
        "him",
        "there",
        "any",
        "about",
        "into",
        "over",
        "under",
        "up",
        "out",
        "as",
        "can",
        "could",
        "would",
        "should",
        "will",
        "shall",
        "may",
        "might",
        "tell",
        "show",
        "find",
        "give",
        "list",
        "please",
        "than",
        "then",
        "so",
        "if",
        "but",
        "not",
        "no",
        "yes",
        "all",
        "each",
        "every",
        "get",
        "got",
        "one",
        "s",
        "st",
        "let",
        "lets",
        "it's",
        "i'm",
        "we're",
        "what's",
        "who's",
        "where's",
        "here",
        "just",
        "also",
        "very",
        "much",
        "many",
        "some",
        "more",
        "most",
        "other",
        "such",
        "only",
        "own",
        "same",
        "too",
        "again",
        "once",
        "whether",
        "while",
        "during",
        "before",
        "after",
        "above",
        "below",
        "between",
        "through",
        "off",
        "per",
        "via",
    }
)
_TOKEN = re.compile(r"[\w\u0900-\u097f]+")


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def _tokens(text: str) -> list[str]:
    return [w for w in _TOKEN.findall(_fold(text)) if len(w) > 1 and w not in _STOP]


def _stem(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") else word


def _same(a: str, b: str) -> bool:
    a, b = _stem(a), _stem(b)
    return a == b or (len(a) >= 5 and len(b) >= 5 and a[:5] == b[:5])


def _shared(question: str, names: list[str]) -> set[str]:
    """Distinctive words of `names` that the question also uses (folded, lightly stemmed)."""
    q_words = _tokens(question)
    return {n for name in names for n in _tokens(name) if any(_same(n, q) for q in q_words)}


def _names(doc: Document) -> list[str]:
    return [doc.title, *doc.aliases]


def _contains(question: str, name: str) -> bool:
    pattern = r"(?<!\w)" + re.escape(_fold(name)) + r"(?!\w)"
    return re.search(pattern, _fold(question)) is not None


_PAGE_LINK = re.compile(r"\[\[page:([a-z0-9-]+)")
_EVIDENCE_LINK = re.compile(r"\[\[evidence:([a-z0-9-]+)")


def _graph(docs: dict[str, Document]) -> dict[str, set[str]]:
    """Undirected page-to-page edges: relations and [[page:...]] links (evidence excluded)."""
    adj: dict[str, set[str]] = defaultdict(set)
    for doc in docs.values():
        if doc.kind != "page":
            continue
        targets = {r.target for r in doc.relations} | set(_PAGE_LINK.findall(doc.body))
        for target in targets:
            if target in docs and docs[target].kind == "page" and target != doc.brain_id:
                adj[doc.brain_id].add(target)
                adj[target].add(doc.brain_id)
    return adj


def _distance(adj: dict[str, set[str]], start: str, goal: str, limit: int = 3) -> int:
    seen, frontier = {start: 0}, deque([start])
    while frontier:
        node = frontier.popleft()
        if node == goal:
            return seen[node]
        if seen[node] >= limit:
            continue
        for nxt in adj.get(node, ()):
            if nxt not in seen:
                seen[nxt] = seen[node] + 1
                frontier.append(nxt)
    return limit + 1


# --------------------------------------------------------------------------------------------
# Question templates. {a} names the anchor (articles included where the name needs one).
# --------------------------------------------------------------------------------------------

HOP: dict[tuple, list[str]] = {
    ("school", "headed_by"): [
        "who is the head at {a}?",
        "{a} head teacher",
        "who runs {a}",
        "who's in charge at {a}?",
        "name of the headteacher of {a}",
        "who leads {a} day to day?",
        "{a}'s head",
    ],
    ("school", "catering_supplier"): [
        "who feeds the pupils at {a}?",
        "who cooks the lunches at {a}",
        "which company provides dinners for {a}?",
        "{a} meals provider",
        "who do we buy {a}'s lunches from?",
    ],
    ("school", "cleaning_contractor"): [
        "who cleans {a}?",
        "which firm does the cleaning at {a}",
        "{a} cleaners: which company?",
    ],
    ("school", "transport_provider"): [
        "who runs the buses to {a}?",
        "which operator takes pupils to and from {a}",
        "{a} home-to-school operator",
        "who drives the kids to {a}?",
    ],
    ("school", "breakfast_club_partner"): [
        "who runs the breakfast club at {a}?",
        "{a} morning club provider",
    ],
    ("person", "works_at", "school"): [
        "where does {a} work?",
        "which site is {a} based at?",
        "{a}'s workplace",
    ],
    ("person", "works_at", "company"): [
        "which firm is {a} with?",
        "who does {a} work for?",
        "{a}'s employer",
    ],
    ("person", "works_at", "org"): [
        "which organisation is {a} from?",
        "who employs {a}?",
        "{a} works for whom",
    ],
    ("person", "reports_to"): [
        "who is {a}'s line manager?",
        "who does {a} report to",
        "{a}: who manages them?",
        "{a}'s manager",
        "who supervises {a}?",
    ],
    ("person", "chairs"): [
        "what does {a} chair?",
        "which body is {a} the chair of",
        "{a} is chair of what?",
    ],
    ("person", "teaches_at"): [
        "where does {a} teach?",
        "which schools does {a} visit to teach",
    ],
    ("committee", "chaired_by"): [
        "who chairs {a}?",
        "chair of {a}",
        "who is in the chair for {a}",
        "{a} chairperson",
    ],
    ("committee", "clerked_by"): [
        "who clerks {a}?",
        "who takes the minutes for {a}",
        "{a} clerk",
    ],
    ("meeting", "chaired_by"): [
        "who chaired {a}?",
        "who was in the chair at {a}",
        "{a}: who presided?",
    ],
    ("meeting", "minuted_by"): ["who took the minutes at {a}?", "who clerked {a}"],
    ("meeting", "held_at"): ["where was {a} held?", "venue for {a}", "where did {a} take place"],
    ("meeting", "decided"): ["what did {a} decide?", "what was agreed at {a}", "outcome of {a}"],
    ("project", "contractor"): [
        "who is the contractor on {a}?",
        "which builder is doing {a}",
        "who's carrying out the works for {a}",
        "{a} contractor",
    ],
    ("project", "architect"): ["who designed {a}?", "{a} architects"],
    ("project", "project_manager"): [
        "who is managing {a}?",
        "{a} project manager",
        "who's running {a} on our side?",
    ],
    ("project", "led_by"): [
        "who leads {a}?",
        "who is in charge of {a}",
        "{a} lead",
        "who heads up {a}?",
    ],
    ("project", "funded_by"): [
        "who is paying for {a}?",
        "where does the money for {a} come from",
        "{a} funder",
    ],
    ("project", "partner"): [
        "which outside partner works with us on {a}?",
        "who are we working with externally on {a}",
    ],
    ("project", "supplier"): [
        "which vendor supplies {a}?",
        "who provides the technology for {a}",
    ],
    ("project", "approved_at"): [
        "when was {a} approved?",
        "at which meeting did {a} get the go-ahead",
        "where was {a} signed off?",
    ],
    ("project", "awarded_to"): [
        "who won {a}?",
        "which company was picked in {a}",
        "{a} winner",
    ],
    ("project", "sponsor"): ["who is the senior sponsor of {a}?"],
    ("project", "triggered_by"): ["what prompted {a}?", "why did we start {a}"],
    ("project", "site"): ["where is {a} taking place?", "which site is getting {a}"],
    ("decision", "made_at"): ["which meeting made {a}?", "where was {a} agreed"],
    ("decision", "proposed_by"): ["who proposed {a}?", "whose idea was {a}", "who put forward {a}"],
    ("inspection", "lead_inspector"): [
        "who led {a}?",
        "lead inspector for {a}",
        "which inspector ran {a}",
        "who was the lead on {a}?",
    ],
    ("incident", "reported_by"): [
        "who reported {a}?",
        "who first raised {a}",
        "who flagged {a}?",
    ],
    ("incident", "handled_by"): ["who dealt with {a}?", "who handled {a}", "who sorted out {a}?"],
    ("incident", "led_to"): ["what came out of {a}?", "what changed after {a}"],
    ("incident", "involved"): ["which company was involved in {a}?"],
    ("policy", "owned_by"): [
        "who owns {a}?",
        "who is responsible for {a}",
        "{a} owner",
        "who keeps {a} up to date?",
    ],
    ("policy", "approved_by"): ["who approved {a}?", "which governance group signed off {a}"],
    ("company", "account_manager"): [
        "who is our account manager at {a}?",
        "main contact at {a}",
        "who do we ring at {a}?",
        "our person at {a}",
    ],
    ("org", "main_contact"): [
        "who is our contact at {a}?",
        "who looks after our partnership with {a}",
    ],
    ("committee", "accountable_to"): ["who does {a} answer to?"],
    ("person", "~led_by", "project"): ["what is {a} leading?", "which initiatives does {a} lead"],
    ("person", "~lead_inspector"): ["which visits did {a} lead?"],
    ("person", "~owned_by"): ["what is {a} responsible for keeping current?"],
    ("person", "~reported_by"): ["what did {a} report?"],
    ("company", "~awarded_to"): ["which tender did {a} win?"],
    ("company", "~contractor"): ["what is {a} building for us?", "which jobs is {a} doing for us"],
    ("company", "~supplier"): ["what does {a} supply us for?"],
}

HOP2: dict[tuple, list[str]] = {
    ("person", "works_at", "school", "headed_by"): [
        "who is {a}'s head teacher?",
        "who runs the school where {a} works?",
        "{a}'s headteacher",
        "who is the head where {a} teaches?",
    ],
    ("person", "works_at", "school", "catering_supplier"): [
        "who provides the lunches where {a} works?",
        "which caterer feeds the pupils at {a}'s school",
    ],
    ("person", "works_at", "school", "transport_provider"): [
        "which coach firm serves {a}'s school?",
    ],
    ("school", "governed_by", "committee", "chaired_by"): [
        "who chairs the governors at {a}?",
        "chair of governors for {a}",
        "who leads the local board at {a}",
    ],
    ("school", "governed_by", "committee", "clerked_by"): [
        "who clerks the governors' meetings for {a}?",
    ],
    ("project", "approved_at", "meeting", "chaired_by"): [
        "who chaired the meeting that approved {a}?",
        "who was in the chair when {a} got the go-ahead?",
        "{a} was signed off at a meeting: who chaired it?",
    ],
    ("project", "site", "school", "headed_by"): [
        "who is head of the school getting {a}?",
        "which head teacher hosts {a}?",
    ],
    ("project", "contractor", "company", "account_manager"): [
        "who is our contact at the firm doing {a}?",
        "account manager for the contractor on {a}",
    ],
    ("project", "funded_by", "org", "main_contact"): [
        "who is our contact at the funder of {a}?",
    ],
    ("project", "partner", "org", "main_contact"): [
        "who is our contact at the partner organisation for {a}?",
    ],
    ("project", "led_by", "person", "reports_to"): [
        "who does the lead of {a} report to?",
        "line manager of whoever leads {a}",
    ],
    ("project", "led_by", "person", "works_at"): [
        "where does the lead of {a} work?",
    ],
    ("project", "supplier", "company", "account_manager"): [
        "who is the account manager at the supplier for {a}?",
    ],
    ("project", "awarded_to", "company", "account_manager"): [
        "who is our contact at the company that won {a}?",
    ],
    ("policy", "approved_by", "committee", "chaired_by"): [
        "who chairs the committee that signed off {a}?",
        "{a} was approved by a committee: who chairs it?",
    ],
    ("policy", "owned_by", "person", "reports_to"): [
        "who is the line manager of the owner of {a}?",
    ],
    ("decision", "made_at", "meeting", "chaired_by"): [
        "who chaired the meeting that made {a}?",
        "who was chairing when {a} was agreed?",
    ],
    ("decision", "proposed_by", "person", "reports_to"): [
        "who manages the person who proposed {a}?",
    ],
    ("decision", "concerns", "project", "led_by"): [
        "who leads the work affected by {a}?",
    ],
    ("incident", "occurred_at", "school", "headed_by"): [
        "who is the head of the school where {a} happened?",
        "which head teacher had to deal with the fallout of {a}",
    ],
    ("incident", "led_to", "project", "led_by"): [
        "who leads the work that followed {a}?",
    ],
    ("incident", "handled_by", "person", "reports_to"): [
        "who does the person who handled {a} report to?",
    ],
    ("incident", "occurred_at", "school", "governed_by"): [
        "which governors oversee the school where {a} happened?",
    ],
    ("inspection", "inspected", "school", "headed_by"): [
        "who is head of the school covered by {a}?",
        "who leads the school that had {a}?",
    ],
    ("meeting", "meeting_of", "committee", "chaired_by"): [
        "who normally chairs the body that held {a}?",
        "{a} had a stand-in chair; who usually chairs that group?",
    ],
    ("meeting", "meeting_of", "committee", "accountable_to"): [
        "who does the committee behind {a} answer to?",
    ],
    ("meeting", "held_at", "school", "headed_by"): [
        "who is head at the school that hosted {a}?",
        "whose school hosted {a}? I need the head's name",
    ],
    ("meeting", "decided", "decision", "proposed_by"): [
        "who proposed what was decided at {a}?",
    ],
    ("person", "chairs", "committee", "clerked_by"): [
        "who clerks the committee that {a} chairs?",
    ],
    ("person", "chairs", "committee", "governs"): [
        "which school does {a} govern?",
        "{a} is chair of governors where?",
    ],
    ("school", "transport_provider", "company", "account_manager"): [
        "who do we call at the coach firm serving {a}?",
    ],
    ("school", "catering_supplier", "company", "account_manager"): [
        "who is the account manager at {a}'s caterer?",
    ],
    ("company", "~catering_supplier", "school", "headed_by"): [
        "which head teachers does {a} cook for?",
    ],
    ("org", "~partner", "project", "led_by"): ["who leads the work we do with {a}?"],
    ("company", "~contractor", "project", "site"): ["where is {a} working for us?"],
    ("person", "reports_to", "person", "works_at"): [
        "where does {a}'s line manager work?",
    ],
}

# Paths whose templates only fit one kind of answer.
HOP2_ANSWER_GROUP = {("person", "chairs", "committee", "governs"): "school"}

LEXICAL: dict[str, list[str]] = {
    "generic": [
        "{n}",
        "{n}?",
        "tell me about {n}",
        "what do we know about {n}",
        "info on {n}",
        "show me {n}",
        "anything on {n}?",
        "pull up {n}",
    ],
    "person": [
        "who is {n}?",
        "contact details for {n}",
        "{n}'s role",
        "what does {n} do",
        "{n} profile",
        "{n}",
    ],
    "school": ["{n}", "{n} overview", "key facts about {n}", "how many pupils at {n}?"],
    "company": ["{n}", "what do we use {n} for?", "{n} contract terms"],
    "org": ["{n}", "our relationship with {n}", "{n}?"],
    "project": [
        "status of the {n}",
        "update on the {n}?",
        "{n} progress",
        "where are we with the {n}",
    ],
    "policy": ["latest version of the {n}", "where is the {n}?", "{n} summary", "the {n}"],
    "meeting": [
        "notes from the {n}",
        "{n}",
        "what happened at the {n}?",
        "what was discussed at the {n}",
        "{n} agenda",
    ],
    "decision": ["{n}", "decision: {n}", "why did we {n}?"],
    "incident": ["{n}", "details of the {n}", "what happened in the {n}?"],
    "inspection": ["{n}", "findings of the {n}"],
    "committee": ["{n}", "terms of reference for the {n}", "who sits on the {n}?"],
    "concept": ["what is the {n}?", "{n} explained", "how does the {n} work"],
    "evidence": ["{n}", "open {n}", "find {n}", "I'm looking for {n}"],
    "trust": ["{n}", "about {n}"],
    "pair": ["{n}", "anything about {n}?", "{n} details", "the {n} page", "what's the {n}?"],
}

# Two distinctive words of a title or alias, as staff would shorten it.
PAIRS: dict[str, str] = {
    "larkspur-sensory-garden": "sensory garden",
    "elmstead-green-perimeter-fencing": "perimeter fencing",
    "kingsmead-science-block": "science block",
    "harrowby-heating-decarbonisation": "heating decarbonisation",
    "maths-mastery-network": "mastery network",
    "talking-classrooms": "talking classrooms",
    "chromebook-rollout": "chromebook rollout",
    "finance-system-migration": "system migration",
    "dec-reserves-floor": "reserves floor",
    "dec-moorside-extension": "moorside minibus",
    "pupil-premium-strategy": "pupil premium",
    "insp-kingsmead-2026": "monitoring visit",
    "ledgerline-payroll": "payroll bureau",
    "pol-acceptable-use": "acceptable use",
    "wold-park-sports-hall-resurfacing": "hall resurfacing",
    "inc-kingsmead-lab-flood": "burst pipe",
    "inc-elmstead-power-cut": "power cut",
    "inc-wold-park-asbestos": "asbestos discovery",
    "ks3-computing-rewrite": "computing curriculum",
    "school-direct-itt": "teacher training",
    "central-services-top-slice": "top slice",
    "whole-class-ensemble": "ensemble teaching",
    "stem-ambassadors": "STEM ambassadors",
    "sunrise-breakfast-clubs": "breakfast clubs",
    "crescendo-music": "music charity",
    "inc-brackenhurst-allergy": "allergic reaction",
    "inc-larkspur-minibus": "minibus collision",
    "dec-cinder-lane-kitchen": "kitchen refurbishment",
    "dec-support-staff-pay": "pay award",
}

SCRIPT: list[str] = [
    "{n}",
    "who is {n}?",
    "{n}'s role",
    "what does {n} do",
    "tell me about {n}",
    "contact for {n}",
    "find {n}",
    "where does {n} work?",
    "profile of {n}",
    "{n}?",
    "who's {n}",
    "I need {n}",
    "what is {n}'s job?",
]

# Paraphrases: the page, then a question in other words.
PARAPHRASE: list[tuple[str, str]] = [
    ("pol-mobile-phones", "rules about pupils handing in their handsets at the gate"),
    ("pol-safeguarding", "what should a teacher do if they think a pupil is being abused at home?"),
    ("pol-allergens", "how kitchens label dishes for kids who react to sesame or nuts"),
    (
        "pol-data-protection",
        "how we look after personal information and report leaks to the regulator",
    ),
    ("pol-reserves", "how much money must the trust keep back for emergencies?"),
    ("pol-whistleblowing", "raising concerns about fraud or wrongdoing in confidence"),
    ("pol-wellbeing-charter", "no emails after six in the evening and counselling for employees"),
    ("pol-acceptable-use", "what are students allowed to do on trust laptops and accounts"),
    (
        "pol-scheme-of-delegation",
        "which decisions trustees keep for themselves and which go to heads and local governors",
    ),
    ("pol-procurement", "how many quotes do we need before spending over ten thousand pounds?"),
    ("pol-send", "support for pupils with learning difficulties and EHC plans"),
    ("pol-attendance", "what happens when a child keeps missing days, fines and calls home"),
    ("pol-lettings", "hiring out halls and pitches to community clubs in the evenings"),
    ("pol-complaints", "how an unhappy parent escalates a grievance to a governor panel"),
    (
        "ashby-fields-roof-replacement",
        "fixing the leaks over the key stage 2 classrooms on the estate primary",
    ),
    (
        "kingsmead-science-block",
        "six new laboratories and a prep room for sixth-form chemistry and biology",
    ),
    (
        "harrowby-heating-decarbonisation",
        "swapping the 1972 gas boilers for air-source pumps at the comprehensive",
    ),
    (
        "larkspur-sensory-garden",
        "outdoor quiet space with textured paths and a water wall for autistic pupils",
    ),
    (
        "cinder-lane-nursery-conversion",
        "turning the empty caretaker's bungalow into places for two-year-olds",
    ),
    (
        "wold-park-sports-hall-resurfacing",
        "laying a sprung timber floor with new court markings in the gym",
    ),
    (
        "elmstead-green-perimeter-fencing",
        "taller weldmesh round the playing field and a secure lobby at the main gate",
    ),
    (
        "early-reading-recovery",
        "one-to-one phonics catch-up for six- and seven-year-olds paid for by a charity",
    ),
    (
        "maths-mastery-network",
        "half-termly planning using concrete objects, pictures and abstract notation",
    ),
    (
        "ks3-computing-rewrite",
        "new scheme of work taking 11 to 14 year olds from block coding to python",
    ),
    ("whole-class-ensemble", "every Year 4 child learning a string or brass instrument"),
    (
        "talking-classrooms",
        "helping pupils speak confidently with sentence stems, talk partners and debates",
    ),
    (
        "stem-ambassadors",
        "undergraduates running lab days, coding clubs and careers talks for year 9",
    ),
    (
        "chromebook-rollout",
        "every secondary student getting a managed laptop with a parental contribution",
    ),
    ("wifi-refresh", "replacing 380 wireless access points and core switches"),
    (
        "finance-system-migration",
        "moving all nine schools' ledgers and purchase ordering onto one cloud platform",
    ),
    (
        "cyber-security-plan",
        "multi-factor sign-in, offline backups and termly fake scam tests for staff",
    ),
    ("transport-retender", "competition between operators for the secondary coach routes"),
    (
        "catering-retender",
        "bids for hot lunches and breakfast in the infant and junior sites from September",
    ),
    (
        "inc-harrowby-phishing",
        "fake payroll message that tricked teachers into typing their passwords",
    ),
    ("inc-kingsmead-lab-flood", "water soaking benches and fume cupboards over the summer closure"),
    ("inc-wold-park-asbestos", "dangerous tiles discovered when fitters lifted the old vinyl"),
    (
        "inc-larkspur-minibus",
        "car pulled out in front of the special school's bus, paramedics called",
    ),
    (
        "inc-brackenhurst-allergy",
        "child served a sesame-glazed roll and given an adrenaline injector",
    ),
    ("inc-kingsmead-results-email", "spreadsheet of grades attached to a newsletter by mistake"),
    ("inc-elmstead-power-cut", "electricity failure on the morning of the Year 6 reading test"),
    ("inc-dunmore-allegation", "parent claims a cover teacher grabbed a child's arm"),
    (
        "dec-pause-sports-hall",
        "stopping the gym floor job until licensed removers clear the hazardous material",
    ),
    ("condition-improvement-fund", "government bidding round for grants to fix failing buildings"),
    (
        "central-services-top-slice",
        "the 5.5 per cent each school hands over to fund the central office",
    ),
    ("people-committee", "the trustee group that sets salaries and hears HR appeals"),
    ("ledgerline-payroll", "the company that runs our monthly wages and pension returns"),
]


# --------------------------------------------------------------------------------------------
# Question generation
# --------------------------------------------------------------------------------------------


@dataclass
class _Candidate:
    key: tuple
    anchor: str
    answers: list[str]
    text: str


def _qkey(text: str) -> str:
    return " ".join(_TOKEN.findall(_fold(text)))


def _qnames(page: _Page) -> list[str]:
    if page.group in ("person", "school", "company", "org", "trust"):
        return [page.title, *page.aliases]
    if page.group in ("committee", "project", "policy", "concept"):
        return [f"the {n}" for n in (page.title, *page.aliases)] + page.shorts
    if page.group == "incident":
        return page.shorts + [f"the {a}" for a in page.aliases]
    return list(page.shorts)


def _style(text: str, rng: random.Random) -> str:
    text = re.sub(r"(\w)s's\b", r"\1s'", text)
    roll = rng.random()
    if roll < 0.15:
        text = text.lower()
    elif roll < 0.3 and text.endswith("?"):
        text = text[:-1]
    if text[0].islower() and rng.random() < 0.35:
        text = text[0].upper() + text[1:]
    return text


def _steps(world: _World, reverse: dict[str, list[tuple[str, str]]], pid: str):
    out: dict[str, list[str]] = defaultdict(list)
    for rtype, target in world.pages[pid].rels:
        out[rtype].append(target)
    for rtype, source in reverse.get(pid, []):
        out["~" + rtype].append(source)
    return out


def _relational_ok(text, anchor, answers, docs, adj, hops) -> bool:
    if not _shared(text, _names(docs[anchor])):
        return False
    for answer in answers:
        if _shared(text, _names(docs[answer])):
            return False
        if _distance(adj, anchor, answer) != hops:
            return False
    return True


def _relational_pool(world, docs, adj, rng, hops) -> list[_Candidate]:
    reverse: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for page in world.pages.values():
        for rtype, target in page.rels:
            reverse[target].append((rtype, page.id))
    pool = []
    for pid in sorted(world.pages):
        page = world.pages[pid]
        steps = _steps(world, reverse, pid)
        options: list[tuple[tuple, list[str], list[str]]] = []
        for step, firsts in sorted(steps.items()):
            firsts = sorted(set(firsts) - {pid})
            groups = {world.pages[x].group for x in firsts}
            if not firsts or len(groups) != 1:
                continue
            group = groups.pop()
            if hops == 1:
                templates = HOP.get((page.group, step, group)) or HOP.get((page.group, step))
                if templates:
                    options.append(((page.group, step, group), firsts, templates))
                continue
            seconds: dict[str, set[str]] = defaultdict(set)
            for bridge in firsts:
                for step2, targets in _steps(world, reverse, bridge).items():
                    seconds[step2].update(targets)
            for step2, targets in sorted(seconds.items()):
                templates = HOP2.get((page.group, step, group, step2))
                wanted = HOP2_ANSWER_GROUP.get((page.group, step, group, step2))
                if wanted and any(world.pages[t].group != wanted for t in targets):
                    continue
                answers = sorted(targets - {pid} - set(firsts))
                if templates and answers and len(answers) == len(targets - {pid}):
                    options.append(((page.group, step, group, step2), answers, templates))
        for key, answers, templates in options:
            if len(answers) > 5:
                continue
            combos = [(t, n) for t in templates for n in _qnames(page)]
            rng.shuffle(combos)
            for template, name in combos:
                text = _style(template.format(a=name), rng)
                if _relational_ok(text, pid, answers, docs, adj, hops):
                    pool.append(_Candidate(key, pid, answers, text))
                    break
    return pool


def _select(pool, n, rng, seen, uses, per_anchor=2, per_key=99) -> list[_Candidate]:
    by_key: dict[tuple, list[_Candidate]] = defaultdict(list)
    for cand in pool:
        by_key[cand.key].append(cand)
    keys = sorted(by_key)
    rng.shuffle(keys)
    for key in keys:
        rng.shuffle(by_key[key])
    chosen: list[_Candidate] = []
    progress = True
    while len(chosen) < n and progress:
        progress = False
        for key in keys:
            while by_key[key] and len(chosen) < n:
                if sum(1 for c in chosen if c.key == key) >= per_key:
                    break
                cand = by_key[key].pop()
                qk = _qkey(cand.text)
                if qk in seen or uses[cand.anchor] >= per_anchor:
                    continue
                seen.add(qk)
                uses[cand.anchor] += 1
                for answer in cand.answers:
                    uses[answer] += 1
                chosen.append(cand)
                progress = True
                break
    return chosen


def _lexical_pool(world, docs, rng) -> list[_Candidate]:
    groups = {pid: p.group for pid, p in world.pages.items()}
    all_names = [(d.brain_id, n) for d in docs.values() for n in _names(d)]
    pool = []
    for doc_id in sorted(docs):
        doc = docs[doc_id]
        group = groups.get(doc_id, "evidence")
        if group == "evidence" and not re.search(r"\d", doc.title):
            continue
        unique = [
            n
            for n in _names(doc)
            if not _is_non_latin(n)
            and not any(other != doc_id and _contains(m, n) for other, m in all_names)
        ]
        options = []
        templates = LEXICAL.get(group) or LEXICAL["generic"]
        for name in unique:
            template = rng.choice(templates)
            shown = name[0].lower() + name[1:] if template.startswith("why did we") else name
            options.append(template.format(n=shown))
        pair = PAIRS.get(doc_id)
        if pair and not any(
            other != doc_id and len(_shared(pair, [m])) >= 2 for other, m in all_names
        ):
            options += [rng.choice(LEXICAL["pair"]).format(n=pair)] * 2
        if options:
            text = _style(rng.choice(options), rng)
            key = "lgb" if doc_id.endswith("-lgb") else group
            pool.append(_Candidate((key,), doc_id, [doc_id], text))
    return pool


def _questions(world: _World, docs: dict[str, Document], rng: random.Random):
    adj = _graph(docs)
    seen: set[str] = set()
    uses: Counter = Counter()
    out: list[AnchoredQuestion] = []
    # paraphrase
    paraphrases = list(PARAPHRASE)
    rng.shuffle(paraphrases)
    for target, text in paraphrases[: TARGETS["paraphrase"]]:
        seen.add(_qkey(text))
        uses[target] += 1
        out.append(AnchoredQuestion(text, "paraphrase", {target}))
    # script
    templates = list(SCRIPT)
    rng.shuffle(templates)
    script_people = sorted(
        pid for pid, p in world.pages.items() if p.group == "person" and _is_non_latin(p.title)
    )
    rng.shuffle(script_people)
    for i, pid in enumerate(script_people[: TARGETS["script"]]):
        text = templates[i % len(templates)].format(n=world.pages[pid].title)
        seen.add(_qkey(text))
        out.append(AnchoredQuestion(text, "script", {pid}))
    # hop2, then hop, then lexical
    for kind, hops in (("hop2", 2), ("hop", 1)):
        pool = _relational_pool(world, docs, adj, rng, hops)
        for cand in _select(pool, TARGETS[kind], rng, seen, uses):
            out.append(AnchoredQuestion(cand.text, kind, set(cand.answers), cand.anchor))
    lexical = _lexical_pool(world, docs, rng)
    for cand in _select(lexical, TARGETS["lexical"], rng, seen, Counter(), 1, 3):
        out.append(AnchoredQuestion(cand.text, "lexical", set(cand.answers)))
    return out


def build(seed: int = 271) -> EvalSet:
    rng = random.Random(seed)
    world = _build_world(rng)
    documents = [world.render(p) for p in world.pages.values()]
    documents += [world.render_evidence(e) for e in world.evidence.values()]
    docs = {d.brain_id: d for d in documents}
    return EvalSet(documents, _questions(world, docs, rng))


# --------------------------------------------------------------------------------------------
# Checks
# --------------------------------------------------------------------------------------------

KINDS = ("lexical", "script", "hop", "hop2", "paraphrase")


def _check(data: EvalSet) -> list[str]:
    problems: list[str] = []
    docs: dict[str, Document] = {}
    for doc in data.documents:
        if doc.brain_id in docs:
            problems.append(f"duplicate id {doc.brain_id}")
        docs[doc.brain_id] = doc
    cited: set[str] = set()
    for doc in data.documents:
        did = doc.brain_id
        for problem in validate_document(doc, file_stem=did):
            problems.append(f"{did}: invalid ({problem.rule}): {problem.message}")
        if doc.status != "active":
            problems.append(f"{did}: status {doc.status}, not active")
        if doc.kind != "page":
            if "[[" in doc.body:
                problems.append(f"{did}: evidence holds a link")
            continue
        for statement in uncited_statements(doc.body):
            problems.append(f"{did}: uncited statement at line {statement.line}")
        for relation in doc.relations:
            if relation.target not in docs or docs[relation.target].kind != "page":
                problems.append(f"{did}: broken relation {relation.type} -> {relation.target}")
        for target in _PAGE_LINK.findall(doc.body):
            if target not in docs or docs[target].kind != "page":
                problems.append(f"{did}: broken link to {target}")
        for target in _EVIDENCE_LINK.findall(doc.body):
            if target not in docs or docs[target].kind != "evidence":
                problems.append(f"{did}: broken citation of {target}")
            cited.add(target)
    for doc in data.documents:
        if doc.kind == "evidence" and doc.brain_id not in cited:
            problems.append(f"{doc.brain_id}: evidence cited by no page")
    adj = _graph(docs)
    asked: set[str] = set()
    for number, q in enumerate(data.questions):
        tag = f"question {number} ({q.kind})"
        key = _qkey(q.text)
        if key in asked:
            problems.append(f"{tag}: asked twice")
        asked.add(key)
        if q.kind not in KINDS:
            problems.append(f"{tag}: unknown kind")
        if not q.relevant or any(r not in docs for r in q.relevant):
            problems.append(f"{tag}: relevant documents missing")
            continue
        anchor = getattr(q, "anchor", "")
        relevant = [docs[r] for r in sorted(q.relevant)]
        if q.kind in ("hop", "hop2"):
            hops = 1 if q.kind == "hop" else 2
            if anchor not in docs or docs[anchor].kind != "page":
                problems.append(f"{tag}: no anchor page")
                continue
            if anchor in q.relevant:
                problems.append(f"{tag}: anchor among the relevant")
            if not _shared(q.text, _names(docs[anchor])):
                problems.append(f"{tag}: does not name its anchor")
            for doc in relevant:
                if _shared(q.text, _names(doc)):
                    problems.append(f"{tag}: shares a word with answer {doc.brain_id}")
                if _distance(adj, anchor, doc.brain_id) != hops:
                    problems.append(f"{tag}: {doc.brain_id} is not {hops} link(s) away")
            continue
        if anchor:
            problems.append(f"{tag}: anchor on a question that needs none")
        if q.kind == "lexical":
            named = any(
                _contains(q.text, n) or len(_shared(q.text, [n])) >= 2
                for doc in relevant
                for n in _names(doc)
            )
            if not named:
                problems.append(f"{tag}: names no title or alias of an answer")
        elif q.kind == "script":
            doc = relevant[0]
            if len(relevant) != 1 or doc.type != "person":
                problems.append(f"{tag}: must ask for exactly one person")
            elif not _is_non_latin(doc.title) or not _contains(q.text, doc.title):
                problems.append(f"{tag}: does not name the person in their script")
        elif q.kind == "paraphrase":
            for doc in relevant:
                shared = _shared(q.text, _names(doc))
                if len(shared) > 1:
                    problems.append(f"{tag}: shares {sorted(shared)} with {doc.brain_id}")
    return problems


if __name__ == "__main__":
    data = build()
    found = _check(data)
    for line in found:
        print(line)
    kinds = Counter(q.kind for q in data.questions)
    pages = sum(1 for d in data.documents if d.kind == "page")
    print(
        f"{len(found)} problems; {len(data.documents)} documents ({pages} pages, "
        f"{len(data.documents) - pages} evidence); {len(data.questions)} questions: "
        + ", ".join(f"{k} {kinds[k]}" for k in KINDS)
    )
