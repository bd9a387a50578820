"""DATA CARD: held-out retrieval set N, an independent book publisher's brain.

What the brain is: the team brain of Marrowbone Press, a small independent publisher in
Bristol with five imprints (literary fiction, fiction in translation, crime, narrative
nonfiction, children's). Pages (`kind: page`) of every type the format allows: people
(staff, authors, literary agents, translators, illustrators, foreign editors, a narrator),
companies (the house, its imprints, agencies, foreign publishers, printers, distributors,
booksellers), projects (titles, editions, rights deals and foreign licences), meetings
(acquisitions rounds, editorial and sales sessions, book fairs and festivals), notes
(decisions, and a staff handbook of policies and how-tos that shares the questions'
vocabulary without answering them), concepts (house style rules and genres) and analyses
(sales findings). Every page is active and cites evidence (`kind: evidence`: contracts,
author information sheets, transcripts, fair reports, sales exports) statement by
statement. Most of the graph is typed frontmatter relations (written_by, translated_by,
edited_by, illustrated_by, cover_by, represented_by, works_at, reports_to, published_under,
imprint_of, acquired_in, licenses, licensed_to, licensed_from, negotiated_by, brokered_by,
agreed_at, attended, appeared_at, decided_in, applies_to, informed_by, ...); some pages also
link their neighbours inline. People are named in many scripts (Latin with diacritics,
Cyrillic, Greek, Arabic, Hebrew, Devanagari, Chinese, Japanese, Korean, Thai), each with a
Latin alias; some share a first name or a surname.

Question kinds:

- `lexical`: the question names the answer's title or one of its aliases;
- `script`: a person asked for by their name in their own script;
- `hop`: the answer is one relation away (either direction) from the page the question
  describes, and no distinctive word of the question occurs in any answer's title, aliases
  or body (`_check` enforces it, with a light stemmer);
- `hop2`: the answer is two relations away (through titles, deals, meetings, companies or
  people);
- `paraphrase`: a finding, decision or idea put in words its page does not use (`_check`
  allows at most one shared distinctive word).

For hop and hop2 questions `relevant` is computed by walking the relations, so it is
complete, and the page the question describes is never itself relevant.

Provenance: written by an independent generator from the document format alone
(docs/format.md and the toolkit's document, validation and claims modules), without
looking at the ranker, the search code, the evaluation script or the other sets. The set is
HELD OUT: do not tune the ranker against it.

`build(seed)` is deterministic per seed; the seed shifts the frontmatter dates and shuffles
the document order (the content and the questions do not change). Run it as a script to
print `_check`'s problems and the counts.
"""

from __future__ import annotations

import hashlib
import random
import re
import sys
from collections import Counter
from collections.abc import Iterable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

try:
    from bench.retrieval_data import EvalSet, Question
except ModuleNotFoundError:  # run as a script: bench/ is on the path, the repository root not
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from bench.retrieval_data import EvalSet, Question

from brain.toolkit.claims import uncited_statements
from brain.toolkit.document import Document, parse_document, serialize_document
from brain.toolkit.validation import validate_document

KINDS = ("lexical", "script", "hop", "hop2", "paraphrase")

# --------------------------------------------------------------------------------------------
# ISBNs
# --------------------------------------------------------------------------------------------


def isbn(n: int) -> str:
    """ISBN-13 in the house's block 978-1-915387, with its check digit."""
    core = f"9781915387{n:02d}"
    total = sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(core))
    check = (10 - total % 10) % 10
    return f"978-1-915387-{n:02d}-{check}"


# --------------------------------------------------------------------------------------------
# Evidence: key -> (source ref, title, citation label, date, text)
# --------------------------------------------------------------------------------------------

EVIDENCE: dict[str, tuple[str, str, str, str, str]] = {}


def ev(key: str, ref: str, title: str, label: str, date: str, text: str) -> None:
    assert key not in EVIDENCE, key
    EVIDENCE[key] = (ref, title, label, date, " ".join(text.split()))


ev(
    "ch",
    "file:CH-09912345.txt",
    "Companies House confirmation statement 09912345",
    "CH 09912345",
    "2024-04-02",
    """MARROWBONE PRESS LTD, company number 09912345, incorporated 3 March 2009. Registered
    office: 14 Cheese Lane, Bristol BS2 0JJ. Nature of business (SIC): 58110 book publishing.
    Persons with significant control: Ingrid Saether (more than 25% but not more than 50%);
    Marrowbone Employee Ownership Trust (more than 25% but not more than 50%, from 2021).""",
)
ev(
    "ar24",
    "file:AR-2024.txt",
    "Marrowbone Press annual report 2024",
    "AR 2024",
    "2025-02-14",
    """Turnover £3.4m, up 11% on 2023; operating margin 6%. Five imprints: Greywater
    (literary fiction), Saltings (fiction in translation, launched 2016, six to eight titles
    a year), Blackthorn (crime and thrillers), Flint & Ledger (narrative nonfiction) and
    Little Owl Lane (picture books and teen fiction, launched 2019). Staff of fourteen in
    Bristol. UK and Ireland sales and distribution through Northbridge; export through
    Harbourline Book Services. The employee ownership trust has held 49% since 2021.""",
)
ev(
    "cat-a25",
    "file:CAT-A25.txt",
    "Autumn 2025 catalogue",
    "cat. A25",
    "2025-03-01",
    f"""Autumn 2025. Saltings: The Glass Orchard (Katerina Dvorakova, tr. Zuzana
    Horakova-Reid), ISBN {isbn(12)}, September; Night Market Radio (Kim Ji-woo, tr. Sora
    Whitfield), ISBN {isbn(20)}, October. Blackthorn: Frost Line (Bjorn Lindqvist, tr. Agnes
    Thornbury), ISBN {isbn(36)}, September. Flint & Ledger: Hedgerow Year (Rhiannon Pryce,
    engravings by Beatrix Lowe), ISBN {isbn(40)}, October. Little Owl Lane: Mo and the Moon
    Kite (Grace Adeyemi-Holt, illustrated by Tomas Ferreira), ISBN {isbn(33)}, September.
    Greywater: Small Gods of the Ring Road (Tobias Wexford), ISBN {isbn(42)}, August.""",
)
ev(
    "cat-s26",
    "file:CAT-S26.txt",
    "Spring 2026 catalogue",
    "cat. S26",
    "2025-09-20",
    f"""Spring 2026. Saltings: The Nitrate Coast (Ana Sofia Perez, tr. Isabel Cortazar), ISBN
    {isbn(38)}, March; The Paper Crane Hotel (Haruka Ishida, tr. Thomas Ellery), ISBN
    {isbn(19)}, April; A House of Citrus (Mahmoud Al-Khatib, tr. Leila Haddad), ISBN
    {isbn(23)}, May. Greywater: Lent Lilies (Fionnuala Byrne), ISBN {isbn(30)}, February.
    Flint & Ledger: What the Tide Owes (Maeve Dunleavy), ISBN {isbn(43)}, March. Little Owl
    Lane: Signal Fires (Ananya Rao), ISBN {isbn(44)}, April; Mo Goes to Market, ISBN
    {isbn(35)}, March. Blackthorn: Blue Hour in Heraklion (Giorgos Papadakis, tr. Eleni
    Mavridou), ISBN {isbn(17)}, June, B-format only.""",
)
ev(
    "dir",
    "file:DIR-0925.txt",
    "Staff directory, September 2025",
    "staff dir.",
    "2025-09-01",
    """Ingrid Saether, publisher and managing director, ext. 201. Tomasz Wroblewski,
    editorial director, ext. 210. Ananya Mehta, senior editor (Saltings), ext. 214. Siobhan
    Ni Bhriain, publishing director (Greywater), ext. 212. Chen Jing, commissioning editor
    (Flint & Ledger), ext. 216. Lea Fontaine, editor (Blackthorn and Saltings), ext. 218.
    Noor Al-Hashimi, managing editor, ext. 219. Hannah Okafor, publisher (Little Owl Lane),
    ext. 230. Yael Ben-David, rights director, ext. 240. Darya Sokolova, rights executive,
    ext. 241. Kwame Asante, sales director, ext. 250. Ishaan Verma, key accounts manager,
    ext. 252. Mateus Conceicao, publicity and marketing manager, ext. 255. Olof
    Gunnarsdottir, production manager, ext. 260.""",
)
ev(
    "org",
    "file:ORG-0925.txt",
    "Organisation chart, September 2025",
    "org chart",
    "2025-09-01",
    """Reporting lines. To the managing director (Ingrid Saether): Tomasz Wroblewski, Yael
    Ben-David, Kwame Asante, Olof Gunnarsdottir, Hannah Okafor. To the editorial director
    (Tomasz Wroblewski): Ananya Mehta, Siobhan Ni Bhriain, Chen Jing, Noor Al-Hashimi. To
    Siobhan Ni Bhriain: Lea Fontaine. To the rights director: Darya Sokolova. To the sales
    director: Mateus Conceicao, Ishaan Verma. Imprint leads: Greywater, Siobhan Ni Bhriain;
    Saltings, Ananya Mehta; Blackthorn, Tomasz Wroblewski; Flint & Ledger, Chen Jing;
    Little Owl Lane, Hannah Okafor.""",
)
ev(
    "hb",
    "file:HB-v7.txt",
    "Staff handbook, version 7",
    "HB v7",
    "2025-01-06",
    """Section 3, contracts: the managing director countersigns any contract with an advance
    or fee above £20,000; the rights director signs licences up to £20,000; editors may not
    sign. Section 4, translators: fees are paid per 1,000 words at the Society of Authors
    rate or above, plus a royalty share of 1% after the advance earns out; the translator is
    named on the title page. Section 5, rights offers: every offer on a rights title is
    logged in the rights tracker the day it arrives, with territory, language, advance and
    deadline. Section 6, expenses: authors' travel to festivals is booked by publicity;
    economy rail, hotels up to £140 a night. Section 7, fairs: stand bookings for Frankfurt,
    London and Bologna are made by the rights team by the end of the previous year.
    Section 8, reprints: a reprint request goes to production with the sales forecast; under
    500 copies goes digital. Section 9, submissions: unagented manuscripts are read in the
    open window each February; no other unsolicited submissions. Section 10, proofs: proofs
    go to the printer as press-ready PDF with a signed-off checklist. Section 11, ISBNs:
    production allocates ISBNs from the house block and registers them with the bibliographic
    agency. Section 12, trade terms: discounts above the standard schedule need the sales
    director's approval. Section 13, illustration briefs: a brief gives format, extent,
    palette, spreads and deadlines. Section 14, cover meetings: the designer shows three
    roughs; the editor, publicity and sales each get one vote. Section 15, style: the style
    sheet is kept by the managing editor and lives in the shared drive.""",
)
ev(
    "ss",
    "file:SS-v12.txt",
    "House style sheet, version 12",
    "SS v12",
    "2025-04-01",
    """Punctuation: serial comma in all lists of three or more. Dashes: spaced en rule ( – ),
    never the closed em rule. Quotation marks: single, with double inside single. Spelling:
    -ize with -yse (Oxford), so organize, recognize, but analyse. Numbers: words for one to
    one hundred, figures above, figures always for dates and money. Names: Ukrainian names
    romanized by the national system of 2010 (Kyiv, Kharkiv, Olena, Oksana); Russian by BGN.
    Translator credit: the translator's name on the front cover and the spine. Owner of the
    sheet: Noor Al-Hashimi.""",
)

# Author information sheets.
AUTHOR_SHEETS = [
    (
        "olena-koval",
        "Olena Koval",
        "Олена Коваль",
        "Born Kherson 1984; lives in Lviv. Agent:"
        " Jonas Weller (Weller Rights). Shortlisted twice for the Shevchenko National Prize.",
    ),
    (
        "oksana-koval",
        "Oksana Koval",
        "Оксана Коваль",
        "Born Kherson 1988; lives in Krakow."
        " Poet; younger sister of Olena Koval. Agent: Jonas Weller.",
    ),
    (
        "katerina-dvorakova",
        "Katerina Dvorakova",
        "Kateřina Dvořáková",
        "Born Brno 1979;"
        " teaches creative writing at Masaryk University. Agent: Elif Sahin (Weller Rights).",
    ),
    (
        "giorgos-papadakis",
        "Giorgos Papadakis",
        "Γιώργος Παπαδάκης",
        "Born Chania 1966;"
        " served twenty years in the Hellenic Coast Guard. Inspector Vlachos series. Agent:"
        " Nikos Stavridis (Aegean Literary Agency).",
    ),
    (
        "haruka-ishida",
        "Haruka Ishida",
        "石田 遥",
        "Born Kanazawa 1990. Debut won the Bungei"
        " Prize. No agent; English rights held by her Tokyo publisher, Kumo Shobo.",
    ),
    (
        "kim-ji-woo",
        "Kim Ji-woo",
        "김지우",
        "Born Busan 1987; produces a late-night radio"
        " programme. Agent: Park Seo-yeon (KL Management).",
    ),
    (
        "somchai-wongsawat",
        "Somchai Wongsawat",
        "สมชาย วงศ์สวัสดิ์",
        "Born Thonburi 1975; twenty years a reporter for a Bangkok daily. Agent: Marguerite Obi.",
    ),
    (
        "mahmoud-al-khatib",
        "Mahmoud Al-Khatib",
        "محمود الخطيب",
        "Born Jaffa 1962; pharmacist in Amman. Agent: Marguerite Obi (Whitcombe & Vale).",
    ),
    (
        "dana-levi",
        "Dana Levi",
        "דנה לוי",
        "Born Haifa 1981; lives in Tel Aviv; screenwriter. Agent: Jonas Weller.",
    ),
    (
        "rahul-verma",
        "Rahul Verma",
        "राहुल वर्मा",
        "Born Lucknow 1970; historian of the Indian"
        " railways, reader at Lucknow University. Agent: Clara Whitcombe.",
    ),
    (
        "li-ming",
        "Li Ming",
        "李明",
        "Born Jingdezhen 1983; worked in a kiln before moving to"
        " Shanghai. Agent: Clara Whitcombe (world English).",
    ),
    (
        "fionnuala-byrne",
        "Fionnuala Byrne",
        "Fionnuala Byrne",
        "Born Ennis, County Clare, 1985. Debut won the Rooney Prize. Agent: Clara Whitcombe.",
    ),
    (
        "eamon-carville",
        "Eamon Carville",
        "Eamon Carville",
        "Born Belfast 1958; thirty years a submarine cable engineer. Agent: Marguerite Obi.",
    ),
    (
        "grace-adeyemi-holt",
        "Grace Adeyemi-Holt",
        "Grace Adeyemi-Holt",
        "Born London 1989; teaches Year 2 in Peckham. Agent: Clara Whitcombe.",
    ),
    (
        "bjorn-lindqvist",
        "Bjorn Lindqvist",
        "Björn Lindqvist",
        "Born Lulea 1971; police"
        " reporter for Norrbottens-Kuriren for fifteen years. Agent: Elif Sahin.",
    ),
    (
        "ana-sofia-perez",
        "Ana Sofia Perez",
        "Ana Sofía Pérez",
        "Born Antofagasta 1980; lives in"
        " Santiago. Agent: Rafael Andrade (Agencia Literaria Andrade).",
    ),
    (
        "chen-wei",
        "Chen Wei",
        "陈伟",
        "Born Wuhan 1976; hydrologist, visiting fellow in Edinburgh. Agent: Marguerite Obi.",
    ),
    (
        "rhiannon-pryce",
        "Rhiannon Pryce",
        "Rhiannon Pryce",
        "Born Llandrindod Wells 1968; hedge-layer and columnist. Agent: Clara Whitcombe.",
    ),
    (
        "tobias-wexford",
        "Tobias Wexford",
        "Tobias Wexford",
        "Born Reading 1992; submitted through the open window in February 2024, unagented.",
    ),
    (
        "maeve-dunleavy",
        "Maeve Dunleavy",
        "Maeve Dunleavy",
        "Born Achill Island 1961; former ferry purser. Agent: Marguerite Obi.",
    ),
    (
        "ananya-rao",
        "Ananya Rao",
        "अनन्या राव",
        "Born Bengaluru 1994; lives in Leicester; teen fiction. Agent: Clara Whitcombe.",
    ),
]
for number, (aid, latin, native, facts) in enumerate(AUTHOR_SHEETS, start=101):
    ev(
        f"ais-{aid}",
        f"goat-task:AIS-0{number}",
        f"Author information sheet AIS-0{number}: {latin}",
        f"AIS-0{number}",
        "2024-05-01",
        f"Name as it should appear: {latin}. Name in own script: {native}. {facts}",
    )

# Agency client lists.
for code, key, text in [
    (
        "AGL-01",
        "agl-wv",
        "Whitcombe & Vale Literary Agency, 12 Bedford Row, London. Partners:"
        " Clara Whitcombe (founder, 1998), Marguerite Obi (partner since 2017). Clients include"
        " Fionnuala Byrne, Grace Adeyemi-Holt, Rhiannon Pryce, Rahul Verma, Li Ming, Ananya Rao,"
        " Eamon Carville, Chen Wei, Maeve Dunleavy, Mahmoud Al-Khatib, Somchai Wongsawat.",
    ),
    (
        "AGL-02",
        "agl-aegean",
        "Aegean Literary Agency, Athens. Nikos Stavridis runs the office;"
        " Greek and Cypriot crime and literary fiction; clients include Giorgos Papadakis.",
    ),
    (
        "AGL-03",
        "agl-weller",
        "Weller Rights GmbH, Berlin, founded 2008 by Jonas Weller."
        " Ukrainian, Hebrew and Baltic literature (Jonas Weller); Nordic and Czech (Elif Sahin).",
    ),
    (
        "AGL-04",
        "agl-kl",
        "KL Management, Seoul. Park Seo-yeon: Korean fiction; co-agent for"
        " picture-book and YA rights sold into Korea by foreign publishers.",
    ),
    (
        "AGL-05",
        "agl-andrade",
        "Agencia Literaria Andrade, Barcelona. Rafael Andrade: Chilean"
        " and Argentine fiction; co-agent for Spanish-language rights.",
    ),
]:
    ev(key, f"file:{code}.txt", f"Agency list {code}", code, "2025-01-10", text)

# Translator agreements: (key, code, translator, title, language, fee)
TRANSLATOR_AGREEMENTS = [
    ("ta-salt", "TA-24-01", "Daniel Hersh", "The Salt Marsh", "Ukrainian", "£9,400"),
    ("ta-ash", "TA-24-02", "Daniel Hersh", "Ash and Juniper", "Ukrainian", "£2,100"),
    ("ta-glass", "TA-25-03", "Zuzana Horakova-Reid", "The Glass Orchard", "Czech", "£8,200"),
    ("ta-chania", "TA-24-04", "Eleni Mavridou", "Dead Calm at Chania", "Greek", "£8,800"),
    ("ta-heraklion", "TA-25-05", "Eleni Mavridou", "Blue Hour in Heraklion", "Greek", "£9,000"),
    ("ta-crane", "TA-25-06", "Thomas Ellery", "The Paper Crane Hotel", "Japanese", "£8,600"),
    ("ta-night", "TA-25-07", "Sora Whitfield", "Night Market Radio", "Korean", "£7,900"),
    ("ta-canal", "TA-24-08", "Kanya Brooks", "The Canal Clocks", "Thai", "£8,100"),
    ("ta-citrus", "TA-25-09", "Leila Haddad", "A House of Citrus", "Arabic", "£8,300"),
    ("ta-summer", "TA-25-10", "Oren Sapir", "The Summer of Small Hours", "Hebrew", "£7,700"),
    ("ta-porcelain", "TA-25-11", "Rosalind Pike", "Porcelain Winter", "Chinese", "£9,900"),
    ("ta-frost", "TA-24-12", "Agnes Thornbury", "Frost Line", "Swedish", "£8,500"),
    ("ta-nitrate", "TA-25-13", "Isabel Cortazar", "The Nitrate Coast", "Spanish", "£8,000"),
]
for key, code, person, work, language, fee in TRANSLATOR_AGREEMENTS:
    ev(
        key,
        f"file:{code}.txt",
        f"Translator agreement {code}",
        code,
        "2024-10-01" if "-24-" in code else "2025-06-01",
        f"Agreement {code} between Marrowbone Press Ltd and {person} for the translation from"
        f" the {language} of {work}. Fee {fee}, half on signature and half on delivery; 1% of"
        f" net receipts after earn-out. Translator credited on the cover and title page.",
    )

ev(
    "ia-mo",
    "file:IA-25-01.txt",
    "Illustration agreement IA-25-01",
    "IA-25-01",
    "2025-02-03",
    "Tomas Ferreira to illustrate Mo and the Moon Kite and Mo Goes to Market, 32pp each,"
    " gouache and collage; flat fee £6,000 per title plus 2.5% royalty. Lisbon studio.",
)
ev(
    "ia-hedgerow",
    "file:IA-25-02.txt",
    "Illustration agreement IA-25-02",
    "IA-25-02",
    "2025-02-10",
    "Beatrix Lowe, wood engraver, Norfolk: twelve month-head engravings for"
    " Hedgerow Year, fee £4,800.",
)
ev(
    "ia-fox",
    "file:IA-25-03.txt",
    "Illustration agreement IA-25-03",
    "IA-25-03",
    "2025-10-02",
    "Haruka Mori, Tokyo: full-colour spreads for The Fox Who Kept Lists, fee £7,000 plus"
    " royalty; she also supplied the jacket art for The Paper Crane Hotel under a separate"
    " £1,200 fee.",
)
ev(
    "ia-stefan",
    "file:IA-24-04.txt",
    "Jacket design retainer IA-24-04",
    "IA-24-04",
    "2024-03-15",
    "Stefan Dumitrescu, freelance designer (Bucharest and Bristol): retainer for"
    " jackets on the Greywater and Blackthorn lists, plus commissions for Saltings and Little"
    " Owl Lane; three roughs per jacket.",
)
ev(
    "narr-salt",
    "file:NA-25-01.txt",
    "Narration agreement NA-25-01",
    "NA-25-01",
    "2025-03-20",
    "Bea Callow, actor (Manchester; trained at Bristol Old Vic Theatre School), to narrate the"
    " unabridged audiobook of The Salt Marsh, 11 hours 40 minutes; studio in Bristol.",
)

# Publishing contracts for originals written in English: (key, code, author, work, advance)
PUBLISHING_CONTRACTS = [
    ("pc-railway", "PC-25-01", "Rahul Verma", "The Railway Clerks", "£12,000"),
    ("pc-parish", "PC-24-02", "Fionnuala Byrne", "The Quiet Parish", "£18,000"),
    ("pc-lilies", "PC-25-03", "Fionnuala Byrne", "Lent Lilies", "£22,000"),
    ("pc-cables", "PC-24-04", "Eamon Carville", "Undersea Cables", "£15,000"),
    ("pc-mo", "PC-25-05", "Grace Adeyemi-Holt", "Mo and the Moon Kite", "£5,000"),
    ("pc-mo2", "PC-25-06", "Grace Adeyemi-Holt", "Mo Goes to Market", "£5,500"),
    ("pc-cartographers", "PC-24-07", "Chen Wei", "Cartographers of Rain", "£14,000"),
    ("pc-hedgerow", "PC-25-08", "Rhiannon Pryce", "Hedgerow Year", "£11,000"),
    ("pc-smallgods", "PC-24-09", "Tobias Wexford", "Small Gods of the Ring Road", "£9,000"),
    ("pc-tide", "PC-25-10", "Maeve Dunleavy", "What the Tide Owes", "£16,000"),
    ("pc-signal", "PC-25-11", "Ananya Rao", "Signal Fires", "£8,000"),
    ("pc-fox", "PC-25-12", "Rhiannon Pryce", "The Fox Who Kept Lists", "£4,000"),
]
for key, code, person, work, advance in PUBLISHING_CONTRACTS:
    ev(
        key,
        f"file:{code}.txt",
        f"Publishing contract {code}",
        code,
        "2024-07-01" if "-24-" in code else "2025-04-01",
        f"Contract {code}: {person} grants Marrowbone Press Ltd world rights in all languages"
        f" in {work}. Advance {advance} in thirds (signature, delivery, publication). Royalties"
        f" 10% of RRP on hardback, 7.5% on paperback, 25% of net receipts on ebook and audio."
        f" Translation rights income split 80/20 in the author's favour.",
    )

# Rights contracts (outbound licences and inbound acquisitions of English rights).
# (key, code, text)
RIGHTS_CONTRACTS = [
    (
        "fl-24-003",
        "FL-24-003",
        "Licence: The Quiet Parish by Fionnuala Byrne, Polish language,"
        " to Wydawnictwo Czarne Pioro, Krakow. Advance PLN 28,000 against 7% rising to 9%. Term"
        " seven years. Signed for Marrowbone by Yael Ben-David; agreed at the Frankfurt Book"
        " Fair 2024. Editor at the licensee: Agnieszka Wojcik.",
    ),
    (
        "fl-25-004",
        "FL-25-004",
        "Licence: The Quiet Parish, French language, to Editions du"
        " Phare, Lyon. Advance EUR 9,000 against 8%. Signed by Darya Sokolova; agreed at the London"
        " Book Fair 2025 after a three-way auction. Editor: Camille Rousset.",
    ),
    (
        "fl-25-006",
        "FL-25-006",
        "Licence: Undersea Cables by Eamon Carville, German language,"
        " to Verlag Lindenblatt, Hamburg. Advance EUR 12,000 against 8%. Signed by Yael Ben-David;"
        " agreed at the London Book Fair 2025.",
    ),
    (
        "fl-25-007",
        "FL-25-007",
        "Licence: What the Tide Owes by Maeve Dunleavy, Swedish"
        " language, to Norrsken Forlag, Stockholm. Advance SEK 60,000. Signed by Yael Ben-David;"
        " agreed at the London Book Fair 2025.",
    ),
    (
        "fl-25-008",
        "FL-25-008",
        "Licence: Mo and the Moon Kite, Korean language, to Haneul"
        " Books, Seoul, through the co-agent Park Seo-yeon of KL Management. Advance USD 3,500."
        " Signed by Darya Sokolova; agreed at the Bologna Children's Book Fair 2025. Editor: Lee"
        " Su-min.",
    ),
    (
        "fl-25-009",
        "FL-25-009",
        "Licence: Mo and the Moon Kite, Italian language, to Edizioni"
        " Corallo, Naples. Advance EUR 4,500 against 7%; co-edition printing in Verona offered."
        " Signed by Darya Sokolova; agreed at the Bologna Children's Book Fair 2025. Publisher:"
        " Giulia Esposito.",
    ),
    (
        "fl-25-015",
        "FL-25-015",
        "Licence: Hedgerow Year by Rhiannon Pryce, Japanese language,"
        " to Kumo Shobo, Tokyo, including the Beatrix Lowe engravings. Advance JPY 900,000."
        " Signed by Yael Ben-David; agreed at the Frankfurt Book Fair 2025. Contact: Ken Tanaka.",
    ),
    (
        "fl-24-011",
        "FL-24-011",
        "Licence: Cartographers of Rain by Chen Wei, Spanish language"
        " (world), to Editorial Marea Alta, Mexico City, with Rafael Andrade as co-agent. Advance"
        " USD 7,000. Signed by Yael Ben-David; agreed at FIL Guadalajara 2024.",
    ),
    (
        "fl-25-017",
        "FL-25-017",
        "Licence: Small Gods of the Ring Road by Tobias Wexford, Dutch"
        " language, to Uitgeverij De Kade, Amsterdam. Advance EUR 5,000. Signed by Darya Sokolova;"
        " agreed at the Frankfurt Book Fair 2025. Editor: Sanne de Vries.",
    ),
    (
        "fl-25-018",
        "FL-25-018",
        "Licence: Signal Fires by Ananya Rao, Korean language, to"
        " Haneul Books, Seoul, co-agent Park Seo-yeon. Advance USD 4,000. Signed by Darya"
        " Sokolova; agreed at the Frankfurt Book Fair 2025.",
    ),
    (
        "in-24-001",
        "IN-24-001",
        "Acquisition of English-language world rights in The Salt Marsh"
        " by Olena Koval from Weller Rights GmbH (Jonas Weller). Advance GBP 6,000. Signed by Yael"
        " Ben-David after the acquisitions meeting of 12 September 2024.",
    ),
    (
        "in-24-002",
        "IN-24-002",
        "Acquisition of English-language world rights in Frost Line by"
        " Bjorn Lindqvist from Norrsken Forlag, Stockholm, the Swedish publisher, which controls"
        " translation rights. Advance GBP 7,500. Signed by Yael Ben-David; agreed at the Frankfurt"
        " Book Fair 2024.",
    ),
    (
        "in-24-005",
        "IN-24-005",
        "Acquisition of English-language rights in Dead Calm at Chania"
        " by Giorgos Papadakis from the Aegean Literary Agency (Nikos Stavridis). Advance GBP"
        " 5,000; option on the next Vlachos novel. Signed by Yael Ben-David.",
    ),
    (
        "in-25-001",
        "IN-25-001",
        "Acquisition of English-language rights in Night Market Radio by"
        " Kim Ji-woo from KL Management (Park Seo-yeon). Advance GBP 5,500; LTI Korea grant"
        " towards the translation. Signed by Yael Ben-David.",
    ),
    (
        "in-25-003",
        "IN-25-003",
        "Acquisition of English-language rights in The Nitrate Coast by"
        " Ana Sofia Perez from Agencia Literaria Andrade (Rafael Andrade). Advance GBP 4,500."
        " Signed by Darya Sokolova.",
    ),
    (
        "in-25-006",
        "IN-25-006",
        "Acquisition of English-language rights in The Paper Crane"
        " Hotel by Haruka Ishida from Kumo Shobo, Tokyo. Advance GBP 6,500. Signed by Yael"
        " Ben-David; agreed at the London Book Fair 2025.",
    ),
]
for key, code, text in RIGHTS_CONTRACTS:
    year = "2024" if "-24-" in code else "2025"
    ev(key, f"file:{code}.txt", f"Rights contract {code}", code, f"{year}-06-15", text)

# Transcripts and minutes.
ev(
    "rec-acq-2406",
    "jamie:rec:24062",
    "Transcript: acquisitions, 20 June 2024",
    "rec 24062",
    "2024-06-20",
    "Present: Ingrid Saether (chair), Tomasz Wroblewski, Siobhan Ni Bhriain, Chen"
    " Jing, Ananya Mehta, Kwame Asante, Yael Ben-David. Approved: The Quiet Parish (Fionnuala"
    " Byrne, two-book deal considered, one book agreed), Undersea Cables (Eamon Carville), Ash"
    " and Juniper (Oksana Koval, poems, with a Ukrainian Institute grant). Kwame's comps for"
    " the Byrne put first-year sales at 6,000.",
)
ev(
    "rec-acq-2409",
    "jamie:rec:24091",
    "Transcript: acquisitions, 12 September 2024",
    "rec 24091",
    "2024-09-12",
    "Present: Ingrid Saether (chair), Tomasz Wroblewski, Ananya"
    " Mehta, Lea Fontaine, Yael Ben-David. Approved: The Salt Marsh (Olena Koval, from Jonas"
    " Weller) and Frost Line (Bjorn Lindqvist, from Norrsken). Lea to take Frost Line; Ananya"
    " The Salt Marsh. Sales absent; figures circulated afterwards.",
)
ev(
    "rec-acq-2411",
    "jamie:rec:24117",
    "Transcript: acquisitions, 7 November 2024",
    "rec 24117",
    "2024-11-07",
    "Present: Ingrid Saether (chair), Tomasz Wroblewski, Siobhan Ni Bhriain, Chen"
    " Jing, Lea Fontaine, Kwame Asante. Approved: Dead Calm at Chania (Papadakis), The Canal"
    " Clocks (Somchai Wongsawat), Cartographers of Rain (Chen Wei), Small Gods of the Ring Road"
    " (Tobias Wexford, from the open window). Advance for the debut held at GBP 9,000.",
)
ev(
    "rec-acq-2501",
    "jamie:rec:25016",
    "Transcript: acquisitions, 16 January 2025",
    "rec 25016",
    "2025-01-16",
    "Present: Ingrid Saether (chair), Tomasz Wroblewski, Chen Jing, Hannah Okafor,"
    " Lea Fontaine, Yael Ben-David, Kwame Asante. Approved: Night Market Radio (Kim Ji-woo),"
    " Mo and the Moon Kite (Grace Adeyemi-Holt, with Tomas Ferreira to illustrate), Hedgerow"
    " Year (Rhiannon Pryce, engravings by Beatrix Lowe).",
)
ev(
    "rec-acq-2503",
    "jamie:rec:25031",
    "Transcript: acquisitions, 13 March 2025",
    "rec 25031",
    "2025-03-13",
    "Present: Ingrid Saether (chair), Tomasz Wroblewski, Siobhan Ni Bhriain,"
    " Ananya Mehta, Hannah Okafor, Kwame Asante. Approved: The Glass Orchard (Katerina"
    " Dvorakova), The Nitrate Coast (Ana Sofia Perez), Signal Fires (Ananya Rao), Lent Lilies"
    " (Fionnuala Byrne, second novel). Agreed a ceiling of GBP 15,000 on advances for first"
    " novels, after Tomasz's earn-out study.",
)
ev(
    "rec-acq-2505",
    "jamie:rec:25052",
    "Transcript: acquisitions, 22 May 2025",
    "rec 25052",
    "2025-05-22",
    "Present: Ingrid Saether (chair), Tomasz Wroblewski, Ananya Mehta, Chen Jing,"
    " Hannah Okafor, Yael Ben-David. Approved: The Paper Crane Hotel (Haruka Ishida), A House of"
    " Citrus (Mahmoud Al-Khatib), What the Tide Owes (Maeve Dunleavy), Mo Goes to Market.",
)
ev(
    "rec-acq-2509",
    "jamie:rec:25091",
    "Transcript: acquisitions, 18 September 2025",
    "rec 25091",
    "2025-09-18",
    "Present: Ingrid Saether (chair), Tomasz Wroblewski, Ananya Mehta,"
    " Lea Fontaine, Chen Jing, Hannah Okafor, Kwame Asante. Approved: Porcelain Winter (Li Ming),"
    " The Summer of Small Hours (Dana Levi), The Railway Clerks (Rahul Verma), Blue Hour in"
    " Heraklion (Papadakis, the option book), The Fox Who Kept Lists (Rhiannon Pryce, with"
    " Haruka Mori).",
)
ev(
    "rec-style",
    "jamie:rec:25034",
    "Transcript: style committee, 4 March 2025",
    "rec 25034",
    "2025-03-04",
    "Present: Noor Al-Hashimi (chair), Tomasz Wroblewski, Siobhan Ni Bhriain, Lea"
    " Fontaine. Agreed: the serial comma in every list of three or more, house-wide, from the"
    " spring 2026 list; Ukrainian names romanized by the national system of 2010 rather than"
    " the Library of Congress tables. Deferred: closed em rules for Blackthorn.",
)
ev(
    "rec-board",
    "jamie:rec:25063",
    "Transcript: editorial board, 12 June 2025",
    "rec 25063",
    "2025-06-12",
    "Present: Ingrid Saether, Tomasz Wroblewski, Siobhan Ni Bhriain, Chen Jing,"
    " Ananya Mehta, Hannah Okafor. Autumn 2025 list confirmed. Porcelain Winter moved from"
    " autumn 2026 to spring 2027 to give the translator Rosalind Pike an extra five months.",
)
ev(
    "rec-tqr",
    "jamie:rec:25021",
    "Transcript: translation quality review, 19 February 2025",
    "rec 25021",
    "2025-02-19",
    "Present: Ananya Mehta (chair), Lea Fontaine, Noor Al-Hashimi,"
    " Daniel Hersh, Zuzana Horakova-Reid. Agreed that from now on the translator's name goes on"
    " the front cover, not only the title page, across Saltings and Blackthorn.",
)
ev(
    "rec-covers",
    "jamie:rec:25102",
    "Transcript: cover review, 9 October 2025",
    "rec 25102",
    "2025-10-09",
    "Present: Stefan Dumitrescu, Mateus Conceicao, Siobhan Ni Bhriain, Hannah"
    " Okafor. Spring 2026 jackets: Lent Lilies approved at the second rough; Signal Fires"
    " approved; Mo Goes to Market to keep the series look.",
)
ev(
    "rec-sales-a25",
    "jamie:rec:25062",
    "Transcript: sales conference, autumn 2025 list",
    "rec 25062",
    "2025-06-26",
    "Present: Kwame Asante, Mateus Conceicao, Ishaan Verma, Ingrid"
    " Saether, Lea Fontaine, Siobhan Ni Bhriain. Agreed that Blackthorn drops the trade"
    " hardback and publishes straight to B-format paperback from the spring 2026 list, given"
    " the 2024 returns figures.",
)
ev(
    "rec-sales-s26",
    "jamie:rec:25111",
    "Transcript: sales conference, spring 2026 list",
    "rec 25111",
    "2025-11-20",
    "Present: Kwame Asante, Ishaan Verma, Mateus Conceicao, Chen"
    " Jing, Lea Fontaine. Agreed: no terms with Bookwise beyond 55% off RRP; if they insist, we"
    " supply through the wholesaler only.",
)
ev(
    "rec-rights",
    "jamie:rec:25092",
    "Transcript: rights planning, 2 September 2025",
    "rec 25092",
    "2025-09-02",
    "Present: Yael Ben-David, Darya Sokolova, Ingrid Saether. Agreed"
    " to take half of a shared stand at Frankfurt 2025 with two other independent presses"
    " (Hall 6.0) rather than our own table in the agents' centre.",
)
ev(
    "rec-production",
    "jamie:rec:25041",
    "Transcript: production and paper, 10 April 2025",
    "rec 25041",
    "2025-04-10",
    "Present: Olof Gunnarsdottir, Hannah Okafor, Kwame Asante."
    " Agreed: colour picture books stay with Tipografia Vallone in Verona; all mono titles move"
    " to FSC-certified Munken stock at Ashgrove from July.",
)

# Fair and festival reports.
ev(
    "fr-fbm24",
    "goat-chat:t-4410",
    "Rights report: Frankfurt 2024",
    "t-4410",
    "2024-10-21",
    "Yael and Ingrid at the agents' centre, 16-20 October. Closed: Polish for The Quiet Parish"
    " (Czarne Pioro). Bought: Frost Line from Norrsken. 31 meetings in all.",
)
ev(
    "fr-fbm25",
    "goat-chat:t-5530",
    "Rights report: Frankfurt 2025",
    "t-5530",
    "2025-10-20",
    "Yael, Darya and Ananya on the shared stand, Hall 6.0, 15-19 October. Closed: Japanese for"
    " Hedgerow Year (Kumo Shobo), Dutch for Small Gods of the Ring Road (De Kade), Korean for"
    " Signal Fires (Haneul).",
)
ev(
    "fr-lbf25",
    "goat-chat:t-5102",
    "Rights report: London Book Fair 2025",
    "t-5102",
    "2025-03-14",
    "Yael, Darya and Kwame at Olympia, 11-13 March. Closed: French for The Quiet"
    " Parish after an auction, German for Undersea Cables, Swedish for What the Tide Owes;"
    " bought The Paper Crane Hotel from Kumo Shobo.",
)
ev(
    "fr-bcbf25",
    "goat-chat:t-5077",
    "Rights report: Bologna Children's Book Fair 2025",
    "t-5077",
    "2025-04-04",
    "Darya and Hannah, 31 March to 3 April. Closed: Korean (Haneul,"
    " via Park Seo-yeon) and Italian (Corallo) for Mo and the Moon Kite.",
)
ev(
    "fr-fil24",
    "goat-chat:t-4590",
    "Rights report: FIL Guadalajara 2024",
    "t-4590",
    "2024-12-06",
    "Yael alone, 30 November to 8 December. Closed: Spanish world rights for"
    " Cartographers of Rain with Editorial Marea Alta, Rafael Andrade co-agenting.",
)
ev(
    "fest-hay",
    "goat-chat:t-5201",
    "Publicity wrap-up: Hay Festival 2025",
    "t-5201",
    "2025-06-03",
    "Mateus ran three events: Fionnuala Byrne with The Quiet Parish, Rhiannon"
    " Pryce on hedges, Eamon Carville on undersea cables. The Inkwell ran the signing tent.",
)
ev(
    "fest-eibf",
    "goat-chat:t-5340",
    "Publicity wrap-up: Edinburgh book festival 2025",
    "t-5340",
    "2025-08-26",
    "Mateus in Charlotte Square: Olena Koval in conversation with her"
    " translator Daniel Hersh; Tobias Wexford on a debut panel.",
)

# Sales data and analysis inputs.
ev(
    "an-q3",
    "file:AN-01.csv",
    "Sales export: Q3 2025 by channel",
    "AN-01",
    "2025-10-05",
    "Saltings units July to September 2025. Independents 4,120; Foyle & Finch 2,310; Bookwise"
    " 1,980; export 890. Independents' share of Saltings 44%, against 27% for the house as a"
    " whole.",
)
ev(
    "an-returns",
    "file:AN-02.csv",
    "Sales export: Blackthorn hardback returns 2024",
    "AN-02",
    "2025-02-20",
    "Blackthorn hardbacks shipped 9,800, returned 3,720 (38%). Blackthorn"
    " B-format paperbacks shipped 14,500, returned 2,030 (14%).",
)
ev(
    "an-prize",
    "file:AN-03.csv",
    "Sales export: The Salt Marsh weekly, 2025",
    "AN-03",
    "2025-07-01",
    "Weekly through-the-till sales of The Salt Marsh: average 140 a week before"
    " the shortlist announcement on 9 April 2025, 470 a week in the six weeks after.",
)
ev(
    "an-unitcost",
    "file:AN-04.csv",
    "Quotes: picture book unit costs",
    "AN-04",
    "2025-03-28",
    "32pp colour picture book, 5,000 copies: Tipografia Vallone GBP 1.18 a copy delivered;"
    " Ashgrove GBP 1.64 a copy. Board book: Vallone 1.92, no UK quote.",
)
ev(
    "an-audio",
    "file:AN-05.csv",
    "Sales export: The Salt Marsh by format",
    "AN-05",
    "2025-09-30",
    "The Salt Marsh, first year: hardback 5,400; paperback 3,900; ebook 2,100;"
    " audio 2,700 downloads, half of them on subscription.",
)
ev(
    "an-hay",
    "file:AN-06.csv",
    "Event sales: Hay Festival 2025",
    "AN-06",
    "2025-06-05",
    "Signing tent sales, all three events: 612 copies; The Quiet Parish 288, Hedgerow Year 201,"
    " Undersea Cables 123. Per-event ticket sales 410, 380, 260.",
)
ev(
    "an-debut",
    "file:AN-07.csv",
    "Royalty ledger: first novels 2019-2024",
    "AN-07",
    "2025-02-28",
    "Eleven first novels published 2019-2024: advances GBP 4,000 to 30,000. Six"
    " earned out within three years, all with advances under GBP 15,000; none of the four above"
    " GBP 20,000 earned out.",
)
ev(
    "an-export",
    "file:AN-08.csv",
    "Sales export: Harbourline by territory FY2024/25",
    "AN-08",
    "2025-05-10",
    "Harbourline net sales FY2024/25: Netherlands 18%, Scandinavia 16%, UAE 14%,"
    " Germany 12%, Singapore 9%, other 31%. Returns lowest in the UAE.",
)

# Supplier and trade documents.
ev(
    "pq-ash",
    "file:PQ-01.txt",
    "Printer quote PQ-01 (Ashgrove)",
    "PQ-01",
    "2024-08-02",
    "Ashgrove Print Ltd, Bury St Edmunds: mono litho, hardback and paperback, minimum run"
    " 1,500; FSC Munken Premium available from July 2025.",
)
ev(
    "pq-vallone",
    "file:PQ-02.txt",
    "Printer quote PQ-02 (Vallone)",
    "PQ-02",
    "2024-11-12",
    "Tipografia Vallone, Verona: four-colour sheetfed, board and novelty formats, minimum run"
    " 3,000; co-edition runs with foreign licensees on request.",
)
ev(
    "pq-pinewood",
    "file:PQ-03.txt",
    "Printer quote PQ-03 (Pinewood)",
    "PQ-03",
    "2024-05-20",
    "Pinewood Digital, Leicester: proofs, short runs and reprints under 500 copies, five-day"
    " turnaround.",
)
ev(
    "da-northbridge",
    "file:DA-01.txt",
    "Distribution agreement DA-01",
    "DA-01",
    "2023-01-09",
    "Northbridge Distribution, Didcot: sales invoicing, warehousing and distribution for the UK"
    " and Ireland; 12.5% of net receipts.",
)
ev(
    "da-harbourline",
    "file:DA-02.txt",
    "Export agreement DA-02",
    "DA-02",
    "2023-03-01",
    "Harbourline Book Services, Felixstowe: export sales and shipping to Europe, the Gulf and"
    " South-East Asia; 18% of net receipts.",
)
ev(
    "tt",
    "file:TT-2025.txt",
    "Trade terms schedule 2025",
    "TT-2025",
    "2025-01-02",
    "Foyle & Finch (40 shops): 50% off RRP, sale or return. Page & Pebble, Bristol: 42%."
    " The Inkwell, Hay-on-Wye: 40%, festival consignment. Riverside Books, Dublin: 40%."
    " Bookwise (online): 52%, asked for 60% in November 2025. Signed Hedgerow Year, slipcased,"
    " exclusive to Foyle & Finch.",
)
ev(
    "ed-editions",
    "file:ED-2025.txt",
    "Editions register 2025",
    "ED-2025",
    "2025-07-15",
    f"The Salt Marsh B-format paperback {isbn(5)}, Ashgrove. The Salt Marsh audio, narrated by"
    f" Bea Callow. Frost Line export trade paperback {isbn(37)}, Harbourline territories. Mo"
    f" and the Moon Kite board book {isbn(34)}, Vallone. Hedgerow Year signed slipcased"
    f" {isbn(41)}, Foyle & Finch only. Dead Calm at Chania large print {isbn(15)}, Pinewood."
    f" The Quiet Parish paperback {isbn(29)}, Ashgrove. Undersea Cables export edition"
    f" {isbn(32)}, Harbourline.",
)


# --------------------------------------------------------------------------------------------
# Pages
# --------------------------------------------------------------------------------------------

PAGES: list[dict[str, Any]] = []


def page(
    pid: str,
    folder: str,
    type_: str,
    title: str,
    body: list[str],
    rels: str = "",
    aliases: Iterable[str] = (),
    when: str = "2025-06-01",
    timeline: Iterable[tuple[str, str, str]] = (),
) -> None:
    relations = []
    for item in rels.split():
        rtype, target = item.split("=")
        relations.append({"type": rtype, "target": target})
    PAGES.append(
        {
            "id": pid,
            "folder": folder,
            "type": type_,
            "title": title,
            "body": body,
            "relations": relations,
            "aliases": list(aliases),
            "when": when,
            "timeline": list(timeline),
        }
    )


# --- the house and its imprints --------------------------------------------------------------

page(
    "marrowbone-press",
    "companies",
    "company",
    "Marrowbone Press Ltd",
    [
        "Independent house registered in Bristol in 2009, company 09912345 {e:ch}.",
        "Turnover £3.4m in 2024 and a staff of fourteen; the employee trust holds 49% {e:ar24}.",
    ],
    "distributed_by=northbridge-distribution export_via=harbourline",
    ["Marrowbone", "MBP"],
    "2024-04-02",
)
page(
    "saltings",
    "companies/imprints",
    "company",
    "Saltings",
    [
        "Fiction in translation since 2016, six to eight titles a year {e:ar24}.",
        "Mostly Central and Eastern European and East Asian fiction; led by"
        " [[p:ananya-mehta|Ananya Mehta]] {e:org}.",
    ],
    "imprint_of=marrowbone-press led_by=ananya-mehta",
    ["Saltings imprint"],
)
page(
    "greywater",
    "companies/imprints",
    "company",
    "Greywater",
    ["Literary fiction written in English; two to four novels a year {e:ar24}."],
    "imprint_of=marrowbone-press led_by=siobhan-ni-bhriain",
    ["Greywater imprint"],
)
page(
    "blackthorn",
    "companies/imprints",
    "company",
    "Blackthorn",
    [
        "Crime and thrillers, home-grown and from abroad {e:ar24}.",
        "Since spring 2026 B-format paperback only {e:rec-sales-a25}.",
    ],
    "imprint_of=marrowbone-press led_by=tomasz-wroblewski",
    ["Blackthorn Crime"],
)
page(
    "flint-and-ledger",
    "companies/imprints",
    "company",
    "Flint & Ledger",
    ["Narrative nonfiction: history, science, nature and memoir {e:ar24}."],
    "imprint_of=marrowbone-press led_by=chen-jing",
    ["Flint and Ledger"],
)
page(
    "little-owl-lane",
    "companies/imprints",
    "company",
    "Little Owl Lane",
    [
        "Picture books and teen fiction, launched in 2019 {e:ar24}.",
        "Colour work is printed in Verona {e:rec-production}.",
    ],
    "imprint_of=marrowbone-press led_by=hannah-okafor",
    ["LOL imprint"],
)

# --- agencies --------------------------------------------------------------------------------

page(
    "whitcombe-vale",
    "companies/agencies",
    "company",
    "Whitcombe & Vale Literary Agency",
    ["London literary agency in Bedford Row, founded in 1998 {e:agl-wv}."],
    "",
    ["Whitcombe and Vale", "W&V"],
)
page(
    "aegean-literary",
    "companies/agencies",
    "company",
    "Aegean Literary Agency",
    ["Athens office for Greek and Cypriot fiction {e:agl-aegean}."],
    "",
    ["ALA Athens"],
)
page(
    "weller-rights",
    "companies/agencies",
    "company",
    "Weller Rights GmbH",
    ["Berlin agency, est. 2008: Ukrainian, Hebrew, Baltic, Nordic and Czech lists {e:agl-weller}."],
    "",
    ["Weller Rights"],
)
page(
    "kl-management",
    "companies/agencies",
    "company",
    "KL Management",
    ["Seoul agency for Korean fiction; also handles picture-book sales into Korea {e:agl-kl}."],
    "",
    ["케이엘 매니지먼트"],
)
page(
    "agencia-andrade",
    "companies/agencies",
    "company",
    "Agencia Literaria Andrade",
    ["Barcelona agency for Chilean and Argentine fiction {e:agl-andrade}."],
    "",
    ["Andrade agency"],
)

# --- foreign publishers ----------------------------------------------------------------------

page(
    "czarne-pioro",
    "companies/publishers",
    "company",
    "Wydawnictwo Czarne Pióro",
    ["Kraków independent for fiction from abroad {e:fl-24-003}."],
    "",
    ["Czarne Pioro"],
)
page(
    "editions-du-phare",
    "companies/publishers",
    "company",
    "Éditions du Phare",
    ["Literary house in Lyon {e:fl-25-004}."],
    "",
    ["Editions du Phare"],
)
page(
    "verlag-lindenblatt",
    "companies/publishers",
    "company",
    "Verlag Lindenblatt",
    ["Hamburg house for history and science {e:fl-25-006}."],
    "",
    ["Lindenblatt"],
)
page(
    "edizioni-corallo",
    "companies/publishers",
    "company",
    "Edizioni Corallo",
    ["Naples house for picture books and early readers {e:fl-25-009}."],
    "",
    ["Corallo"],
)
page(
    "haneul-books",
    "companies/publishers",
    "company",
    "Haneul Books",
    ["Seoul house for children's and teen titles {e:fl-25-008}."],
    "",
    ["하늘북스"],
)
page(
    "kumo-shobo",
    "companies/publishers",
    "company",
    "雲書房",
    ["Tokyo literary house, founded 1952 {e:in-25-006}."],
    "",
    ["Kumo Shobō", "Kumo Shobo"],
)
page(
    "uitgeverij-de-kade",
    "companies/publishers",
    "company",
    "Uitgeverij De Kade",
    ["Amsterdam literary house {e:fl-25-017}."],
    "",
    ["De Kade"],
)
page(
    "editorial-marea-alta",
    "companies/publishers",
    "company",
    "Editorial Marea Alta",
    ["Mexico City house buying world Spanish-language rights {e:fl-24-011}."],
    "",
    ["Marea Alta"],
)
page(
    "norrsken-forlag",
    "companies/publishers",
    "company",
    "Norrsken Förlag",
    ["Stockholm house for crime and memoir; sells its own translation rights {e:in-24-002}."],
    "",
    ["Norrsken Forlag", "Norrsken"],
)

# --- printers, distributors, booksellers -----------------------------------------------------

page(
    "ashgrove-print",
    "companies/suppliers",
    "company",
    "Ashgrove Print Ltd",
    [
        "Mono litho printer in Bury St Edmunds; runs of 1,500 upward {e:pq-ash}.",
        "FSC-certified Munken stock from July 2025 {e:rec-production}.",
    ],
    "",
    ["Ashgrove"],
)
page(
    "tipografia-vallone",
    "companies/suppliers",
    "company",
    "Tipografia Vallone",
    [
        "Four-colour sheetfed litho in Verona, minimum 3,000 {e:pq-vallone}.",
        "Offers shared runs with licensees abroad {e:pq-vallone}.",
    ],
    "",
    ["Vallone"],
)
page(
    "pinewood-digital",
    "companies/suppliers",
    "company",
    "Pinewood Digital",
    ["Digital short runs, proofs and reprints under 500 in Leicester {e:pq-pinewood}."],
    "",
    ["Pinewood"],
)
page(
    "northbridge-distribution",
    "companies/suppliers",
    "company",
    "Northbridge Distribution",
    [
        "Warehouse and sales invoicing in Didcot for the UK and Ireland, 12.5% of net"
        " receipts {e:da-northbridge}."
    ],
    "",
    ["Northbridge"],
)
page(
    "harbourline",
    "companies/suppliers",
    "company",
    "Harbourline Book Services",
    [
        "Felixstowe shipper and sales agent for Europe, the Gulf and South-East Asia"
        " {e:da-harbourline}."
    ],
    "",
    ["Harbourline"],
)
page(
    "foyle-and-finch",
    "companies/retail",
    "company",
    "Foyle & Finch",
    ["Chain of forty shops; 50% off RRP, sale or return {e:tt}."],
    "",
    ["Foyle and Finch"],
)
page(
    "page-and-pebble",
    "companies/retail",
    "company",
    "Page & Pebble",
    ["Independent shop on Gloucester Road, Bristol; 42% terms {e:tt}."],
    "",
    ["Page and Pebble"],
)
page(
    "inkwell-hay",
    "companies/retail",
    "company",
    "The Inkwell, Hay-on-Wye",
    ["Shop in Hay that runs the signing tent at the festival {e:tt,fest-hay}."],
    "",
    ["The Inkwell"],
)
page(
    "riverside-books",
    "companies/retail",
    "company",
    "Riverside Books, Dublin",
    ["Independent on the quays; 40% terms {e:tt}."],
    "",
    ["Riverside Books"],
)
page(
    "bookwise",
    "companies/retail",
    "company",
    "Bookwise",
    ["Online retailer on 52% terms; pressed for 60% in November 2025 {e:tt}."],
    "",
    ["Bookwise.example"],
)

# --- staff -----------------------------------------------------------------------------------

page(
    "ingrid-saether",
    "people/staff",
    "person",
    "Ingrid Sæther",
    [
        "Publisher and managing director; founded the house in 2009 {e:dir,ch}.",
        "Countersigns any contract over £20,000 {e:hb}.",
    ],
    "works_at=marrowbone-press attended=acq-2024-06-20 attended=acq-2024-09-12"
    " attended=acq-2024-11-07 attended=acq-2025-01-16 attended=acq-2025-03-13"
    " attended=acq-2025-05-22 attended=acq-2025-09-18 attended=editorial-board-2025-06"
    " attended=sales-conference-autumn-2025 attended=rights-planning-2025-09"
    " attended=frankfurt-2024",
    ["Ingrid Saether"],
    "2024-01-10",
)
page(
    "tomasz-wroblewski",
    "people/staff",
    "person",
    "Tomasz Wróblewski",
    [
        "Editorial director since 2015, after eight years at a Warsaw house {e:dir}.",
        "Also runs the crime list day to day {e:org}.",
    ],
    "works_at=marrowbone-press reports_to=ingrid-saether attended=acq-2024-06-20"
    " attended=acq-2024-09-12 attended=acq-2024-11-07 attended=acq-2025-01-16"
    " attended=acq-2025-03-13 attended=acq-2025-05-22 attended=acq-2025-09-18"
    " attended=style-committee-2025-03 attended=editorial-board-2025-06",
    ["Tomasz Wroblewski"],
    "2024-01-10",
)
page(
    "ananya-mehta",
    "people/staff",
    "person",
    "अनन्या मेहता",
    ["Senior editor for fiction from other languages; reads Hindi, Bengali and French {e:dir}."],
    "works_at=saltings reports_to=tomasz-wroblewski attended=acq-2024-06-20"
    " attended=acq-2024-09-12 attended=acq-2025-03-13 attended=acq-2025-05-22"
    " attended=acq-2025-09-18 attended=editorial-board-2025-06"
    " attended=translation-review-2025-02 attended=frankfurt-2025",
    ["Ananya Mehta"],
    "2024-01-10",
)
page(
    "siobhan-ni-bhriain",
    "people/staff",
    "person",
    "Siobhán Ní Bhriain",
    ["Publishing director of Greywater {e:dir}.", "Came from a Dublin house in 2017 {e:org}."],
    "works_at=greywater reports_to=tomasz-wroblewski attended=acq-2024-06-20"
    " attended=acq-2024-11-07 attended=acq-2025-03-13 attended=style-committee-2025-03"
    " attended=editorial-board-2025-06 attended=cover-review-2025-10"
    " attended=sales-conference-autumn-2025",
    ["Siobhan Ni Bhriain"],
    "2024-01-10",
)
page(
    "chen-jing",
    "people/staff",
    "person",
    "陈静",
    [
        "Commissioning editor for narrative nonfiction; a science journalist in Shanghai and"
        " London before 2019 {e:dir}."
    ],
    "works_at=flint-and-ledger reports_to=tomasz-wroblewski attended=acq-2024-06-20"
    " attended=acq-2024-11-07 attended=acq-2025-01-16 attended=acq-2025-05-22"
    " attended=acq-2025-09-18 attended=editorial-board-2025-06"
    " attended=sales-conference-spring-2026",
    ["Chen Jing"],
    "2024-01-10",
)
page(
    "lea-fontaine",
    "people/staff",
    "person",
    "Léa Fontaine",
    ["Works on crime and fiction from abroad; grew up in Lille {e:dir}."],
    "works_at=blackthorn reports_to=siobhan-ni-bhriain attended=acq-2024-09-12"
    " attended=acq-2024-11-07 attended=acq-2025-01-16 attended=acq-2025-09-18"
    " attended=style-committee-2025-03 attended=translation-review-2025-02"
    " attended=sales-conference-autumn-2025 attended=sales-conference-spring-2026",
    ["Lea Fontaine"],
    "2024-01-10",
)
page(
    "noor-al-hashimi",
    "people/staff",
    "person",
    "نور الهاشمي",
    [
        "Managing editor; schedules copy-editing and proofreading {e:dir}.",
        "Keeper of the house style sheet {e:ss}.",
    ],
    "works_at=marrowbone-press reports_to=tomasz-wroblewski attended=style-committee-2025-03"
    " attended=translation-review-2025-02",
    ["Noor Al-Hashimi", "Noor Alhashimi"],
    "2024-01-10",
)
page(
    "hannah-okafor",
    "people/staff",
    "person",
    "Hannah Okafor",
    ["Publisher of picture books and teen fiction since 2019; previously an art director {e:dir}."],
    "works_at=little-owl-lane reports_to=ingrid-saether attended=acq-2025-01-16"
    " attended=acq-2025-03-13 attended=acq-2025-05-22 attended=acq-2025-09-18"
    " attended=editorial-board-2025-06 attended=cover-review-2025-10"
    " attended=production-meeting-2025-04 attended=bologna-2025",
    [],
    "2024-01-10",
)
page(
    "yael-ben-david",
    "people/staff",
    "person",
    "יעל בן-דוד",
    [
        "Rights director; sells translation and audio rights for every list {e:dir}.",
        "Signs licences up to £20,000 {e:hb}.",
    ],
    "works_at=marrowbone-press reports_to=ingrid-saether attended=acq-2024-06-20"
    " attended=acq-2024-09-12 attended=acq-2025-01-16 attended=acq-2025-05-22"
    " attended=rights-planning-2025-09 attended=frankfurt-2024 attended=frankfurt-2025"
    " attended=london-book-fair-2025 attended=fil-guadalajara-2024",
    ["Yael Ben-David"],
    "2024-01-10",
)
page(
    "darya-sokolova",
    "people/staff",
    "person",
    "Дарья Соколова",
    ["Rights executive for Central Europe, Korea and Italy {e:dir}."],
    "works_at=marrowbone-press reports_to=yael-ben-david attended=rights-planning-2025-09"
    " attended=frankfurt-2025 attended=london-book-fair-2025 attended=bologna-2025",
    ["Darya Sokolova", "Daria Sokolova"],
    "2024-01-10",
)
page(
    "kwame-asante",
    "people/staff",
    "person",
    "Kwame Asante",
    ["Sales director; looks after the chains, online retail and export {e:dir}."],
    "works_at=marrowbone-press reports_to=ingrid-saether attended=acq-2024-06-20"
    " attended=acq-2024-11-07 attended=acq-2025-01-16 attended=acq-2025-03-13"
    " attended=acq-2025-09-18 attended=sales-conference-autumn-2025"
    " attended=sales-conference-spring-2026 attended=production-meeting-2025-04"
    " attended=london-book-fair-2025",
    [],
    "2024-01-10",
)
page(
    "ishaan-verma",
    "people/staff",
    "person",
    "ईशान वर्मा",
    ["Key accounts manager for chains and online retailers {e:dir}."],
    "works_at=marrowbone-press reports_to=kwame-asante attended=sales-conference-autumn-2025"
    " attended=sales-conference-spring-2026",
    ["Ishaan Verma"],
    "2024-01-10",
)
page(
    "mateus-conceicao",
    "people/staff",
    "person",
    "Mateus Conceição",
    ["Publicity and marketing manager; runs tours and events {e:dir}."],
    "works_at=marrowbone-press reports_to=kwame-asante attended=cover-review-2025-10"
    " attended=sales-conference-autumn-2025 attended=sales-conference-spring-2026"
    " attended=hay-festival-2025 attended=edinburgh-book-festival-2025",
    ["Mateus Conceicao"],
    "2024-01-10",
)
page(
    "olof-gunnarsdottir",
    "people/staff",
    "person",
    "Ólöf Gunnarsdóttir",
    ["Production manager: paper, print buying and schedules {e:dir}."],
    "works_at=marrowbone-press reports_to=ingrid-saether attended=production-meeting-2025-04",
    ["Olof Gunnarsdottir"],
    "2024-01-10",
)

# --- authors ---------------------------------------------------------------------------------

page(
    "olena-koval",
    "people/authors",
    "person",
    "Олена Коваль",
    [
        "Born in Kherson in 1984; lives in Lviv {e:ais-olena-koval}.",
        "Twice shortlisted for the Shevchenko National Prize {e:ais-olena-koval}.",
    ],
    "represented_by=jonas-weller appeared_at=edinburgh-book-festival-2025",
    ["Olena Koval"],
    "2024-09-12",
)
page(
    "oksana-koval",
    "people/authors",
    "person",
    "Оксана Коваль",
    ["Poet, born in Kherson in 1988 and now in Kraków {e:ais-oksana-koval}."],
    "represented_by=jonas-weller sibling_of=olena-koval",
    ["Oksana Koval"],
    "2024-06-20",
)
page(
    "katerina-dvorakova",
    "people/authors",
    "person",
    "Kateřina Dvořáková",
    ["Novelist from Brno; teaches at Masaryk University {e:ais-katerina-dvorakova}."],
    "represented_by=elif-sahin",
    ["Katerina Dvorakova"],
    "2025-03-13",
)
page(
    "giorgos-papadakis",
    "people/authors",
    "person",
    "Γιώργος Παπαδάκης",
    [
        "Spent twenty years in the Hellenic Coast Guard at Chania {e:ais-giorgos-papadakis}.",
        "Creator of Inspector Vlachos {e:ais-giorgos-papadakis}.",
    ],
    "represented_by=nikos-stavridis",
    ["Giorgos Papadakis", "George Papadakis"],
    "2024-11-07",
)
page(
    "haruka-ishida",
    "people/authors",
    "person",
    "石田 遥",
    ["Novelist from Kanazawa; her debut won the Bungei Prize {e:ais-haruka-ishida}."],
    "",
    ["Haruka Ishida", "Ishida Haruka"],
    "2025-05-22",
)
page(
    "kim-ji-woo",
    "people/authors",
    "person",
    "김지우",
    ["Novelist and late-night radio producer in Busan {e:ais-kim-ji-woo}."],
    "represented_by=park-seo-yeon",
    ["Kim Ji-woo", "Ji-woo Kim"],
    "2025-01-16",
)
page(
    "somchai-wongsawat",
    "people/authors",
    "person",
    "สมชาย วงศ์สวัสดิ์",
    [
        "Grew up in Thonburi, across the river from Bangkok; twenty years a reporter"
        " {e:ais-somchai-wongsawat}."
    ],
    "represented_by=marguerite-obi",
    ["Somchai Wongsawat"],
    "2024-11-07",
)
page(
    "mahmoud-al-khatib",
    "people/authors",
    "person",
    "محمود الخطيب",
    ["Pharmacist in Amman, born in Jaffa in 1962 {e:ais-mahmoud-al-khatib}."],
    "represented_by=marguerite-obi",
    ["Mahmoud Al-Khatib", "Mahmoud Alkhatib"],
    "2025-05-22",
)
page(
    "dana-levi",
    "people/authors",
    "person",
    "דנה לוי",
    ["Screenwriter and novelist in Tel Aviv, born in Haifa {e:ais-dana-levi}."],
    "represented_by=jonas-weller",
    ["Dana Levi"],
    "2025-09-18",
)
page(
    "rahul-verma",
    "people/authors",
    "person",
    "राहुल वर्मा",
    ["Railway historian; reader at Lucknow University {e:ais-rahul-verma}."],
    "represented_by=clara-whitcombe",
    ["Rahul Verma"],
    "2025-09-18",
)
page(
    "li-ming",
    "people/authors",
    "person",
    "李明",
    ["Worked in a Jingdezhen kiln before moving to Shanghai {e:ais-li-ming}."],
    "represented_by=clara-whitcombe",
    ["Li Ming"],
    "2025-09-18",
)
page(
    "fionnuala-byrne",
    "people/authors",
    "person",
    "Fionnuala Byrne",
    ["Novelist from Ennis, County Clare; her debut won the Rooney Prize {e:ais-fionnuala-byrne}."],
    "represented_by=clara-whitcombe appeared_at=hay-festival-2025",
    ["Fi Byrne"],
    "2024-06-20",
)
page(
    "eamon-carville",
    "people/authors",
    "person",
    "Eamon Carville",
    [
        "Thirty years laying and mending seabed telegraph lines before turning historian"
        " {e:ais-eamon-carville}."
    ],
    "represented_by=marguerite-obi appeared_at=hay-festival-2025",
    [],
    "2024-06-20",
)
page(
    "grace-adeyemi-holt",
    "people/authors",
    "person",
    "Grace Adeyemi-Holt",
    ["Teaches Year 2 at a primary school in Peckham {e:ais-grace-adeyemi-holt}."],
    "represented_by=clara-whitcombe",
    ["Grace Adeyemi Holt"],
    "2025-01-16",
)
page(
    "bjorn-lindqvist",
    "people/authors",
    "person",
    "Björn Lindqvist",
    ["Fifteen years a police reporter in Luleå {e:ais-bjorn-lindqvist}."],
    "represented_by=elif-sahin",
    ["Bjorn Lindqvist"],
    "2024-09-12",
)
page(
    "ana-sofia-perez",
    "people/authors",
    "person",
    "Ana Sofía Pérez",
    ["Novelist from Antofagasta, living in Santiago {e:ais-ana-sofia-perez}."],
    "represented_by=rafael-andrade",
    ["Ana Sofia Perez"],
    "2025-03-13",
)
page(
    "chen-wei",
    "people/authors",
    "person",
    "陈伟",
    ["Hydrologist from Wuhan; visiting fellow in Edinburgh {e:ais-chen-wei}."],
    "represented_by=marguerite-obi",
    ["Chen Wei"],
    "2024-11-07",
)
page(
    "rhiannon-pryce",
    "people/authors",
    "person",
    "Rhiannon Pryce",
    ["Hedge-layer and newspaper columnist from Powys {e:ais-rhiannon-pryce}."],
    "represented_by=clara-whitcombe appeared_at=hay-festival-2025",
    [],
    "2025-01-16",
)
page(
    "tobias-wexford",
    "people/authors",
    "person",
    "Tobias Wexford",
    ["Born in Reading in 1992; came in through the February open window {e:ais-tobias-wexford}."],
    "appeared_at=edinburgh-book-festival-2025",
    [],
    "2024-11-07",
)
page(
    "maeve-dunleavy",
    "people/authors",
    "person",
    "Maeve Dunleavy",
    ["Grew up on Achill Island; a ferry purser for thirty years {e:ais-maeve-dunleavy}."],
    "represented_by=marguerite-obi",
    [],
    "2025-05-22",
)
page(
    "ananya-rao",
    "people/authors",
    "person",
    "अनन्या राव",
    ["Teen fiction from Bengaluru, now living in Leicester {e:ais-ananya-rao}."],
    "represented_by=clara-whitcombe",
    ["Ananya Rao"],
    "2025-03-13",
)

# --- agents ----------------------------------------------------------------------------------

page(
    "clara-whitcombe",
    "people/agents",
    "person",
    "Clara Whitcombe",
    [
        "Founded the Bedford Row firm in 1998; literary fiction, picture books and some history"
        " {e:agl-wv}."
    ],
    "works_at=whitcombe-vale",
    [],
    "2024-02-01",
)
page(
    "marguerite-obi",
    "people/agents",
    "person",
    "Marguerite Obi",
    [
        "Partner since 2017; nonfiction, and fiction from the Arab world and South-East Asia"
        " {e:agl-wv}."
    ],
    "works_at=whitcombe-vale",
    [],
    "2024-02-01",
)
page(
    "nikos-stavridis",
    "people/agents",
    "person",
    "Νίκος Σταυρίδης",
    ["Runs the Athens office; thrillers from Crete and Cyprus {e:agl-aegean}."],
    "works_at=aegean-literary",
    ["Nikos Stavridis"],
    "2024-02-01",
)
page(
    "jonas-weller",
    "people/agents",
    "person",
    "Jonas Weller",
    ["Set up his Berlin firm in 2008; Ukrainian, Hebrew and Baltic literature {e:agl-weller}."],
    "works_at=weller-rights",
    [],
    "2024-02-01",
)
page(
    "park-seo-yeon",
    "people/agents",
    "person",
    "박서연",
    ["Korean fiction; also co-agents picture-book sales into Korea {e:agl-kl}."],
    "works_at=kl-management",
    ["Park Seo-yeon", "Seo-yeon Park"],
    "2024-02-01",
)
page(
    "rafael-andrade",
    "people/agents",
    "person",
    "Rafael Andrade",
    [
        "Barcelona; Chilean and Argentine fiction, co-agent for Spanish-language sales"
        " {e:agl-andrade}."
    ],
    "works_at=agencia-andrade",
    [],
    "2024-02-01",
)
page(
    "elif-sahin",
    "people/agents",
    "person",
    "Elif Şahin",
    ["Nordic and Czech desk at the Berlin office {e:agl-weller}."],
    "works_at=weller-rights",
    ["Elif Sahin"],
    "2024-02-01",
)

# --- translators -----------------------------------------------------------------------------

page(
    "daniel-hersh",
    "people/translators",
    "person",
    "Daniel Hersh",
    ["Works from Ukrainian and Russian; lives in Sheffield {e:ta-salt}."],
    "appeared_at=edinburgh-book-festival-2025 attended=translation-review-2025-02",
    [],
    "2024-10-01",
)
page(
    "zuzana-horakova-reid",
    "people/translators",
    "person",
    "Zuzana Horáková-Reid",
    ["Czech-born, Glasgow-based; a PEN award in 2022 {e:ta-glass}."],
    "attended=translation-review-2025-02",
    ["Zuzana Horakova-Reid"],
    "2025-06-01",
)
page(
    "eleni-mavridou",
    "people/translators",
    "person",
    "Ελένη Μαυρίδου",
    ["Athens-born, lives in Norwich; also subtitles films {e:ta-chania}."],
    "",
    ["Eleni Mavridou"],
    "2024-10-01",
)
page(
    "thomas-ellery",
    "people/translators",
    "person",
    "Thomas Ellery",
    ["From Japanese; ten years in Osaka {e:ta-crane}."],
    "",
    [],
    "2025-06-01",
)
page(
    "sora-whitfield",
    "people/translators",
    "person",
    "Sora Whitfield",
    ["Korean-American, based in Seattle {e:ta-night}."],
    "",
    [],
    "2025-06-01",
)
page(
    "kanya-brooks",
    "people/translators",
    "person",
    "กัญญา บรูคส์",
    ["Thai-British; teaches at SOAS {e:ta-canal}."],
    "",
    ["Kanya Brooks"],
    "2024-10-01",
)
page(
    "leila-haddad",
    "people/translators",
    "person",
    "ليلى حداد",
    ["Beirut-born, lives in Manchester {e:ta-citrus}."],
    "",
    ["Leila Haddad"],
    "2025-06-01",
)
page(
    "oren-sapir",
    "people/translators",
    "person",
    "אורן ספיר",
    ["Poet, born in Jerusalem, lives in Leeds {e:ta-summer}."],
    "",
    ["Oren Sapir"],
    "2025-06-01",
)
page(
    "isabel-cortazar",
    "people/translators",
    "person",
    "Isabel Cortázar",
    ["Spanish and Catalan; splits the year between Valencia and Bath {e:ta-nitrate}."],
    "",
    ["Isabel Cortazar"],
    "2025-06-01",
)
page(
    "rosalind-pike",
    "people/translators",
    "person",
    "Rosalind Pike",
    ["Mandarin; twelve years in Chengdu {e:ta-porcelain}."],
    "",
    [],
    "2025-06-01",
)
page(
    "agnes-thornbury",
    "people/translators",
    "person",
    "Agnes Thornbury",
    ["Swedish and Norwegian; lives on Orkney {e:ta-frost}."],
    "",
    [],
    "2024-10-01",
)

# --- illustrators, designers, narrator -------------------------------------------------------

page(
    "haruka-mori",
    "people/illustrators",
    "person",
    "森 遥",
    ["Tokyo printmaker who paints full-colour spreads {e:ia-fox}."],
    "",
    ["Haruka Mori", "Mori Haruka"],
    "2025-10-02",
)
page(
    "tomas-ferreira",
    "people/illustrators",
    "person",
    "Tomás Ferreira",
    ["Lisbon studio; gouache and collage {e:ia-mo}."],
    "",
    ["Tomas Ferreira"],
    "2025-02-03",
)
page(
    "beatrix-lowe",
    "people/illustrators",
    "person",
    "Beatrix Lowe",
    ["Wood engraver in Norfolk {e:ia-hedgerow}."],
    "",
    [],
    "2025-02-10",
)
page(
    "stefan-dumitrescu",
    "people/illustrators",
    "person",
    "Ștefan Dumitrescu",
    ["Freelance in Bucharest and Bristol; on retainer for jackets since 2024 {e:ia-stefan}."],
    "attended=cover-review-2025-10",
    ["Stefan Dumitrescu"],
    "2024-03-15",
)
page(
    "bea-callow",
    "people",
    "person",
    "Bea Callow",
    ["Actor based in Manchester; trained at the Bristol Old Vic school {e:narr-salt}."],
    "",
    [],
    "2025-03-20",
)

# --- contacts at licensees -------------------------------------------------------------------

page(
    "agnieszka-wojcik",
    "people/contacts",
    "person",
    "Agnieszka Wójcik",
    ["Fiction editor in Kraków {e:fl-24-003}."],
    "works_at=czarne-pioro",
    ["Agnieszka Wojcik"],
    "2024-10-21",
)
page(
    "camille-rousset",
    "people/contacts",
    "person",
    "Camille Rousset",
    ["Editorial director in Lyon {e:fl-25-004}."],
    "works_at=editions-du-phare",
    [],
    "2025-03-14",
)
page(
    "lee-su-min",
    "people/contacts",
    "person",
    "이수민",
    ["Edits illustrated titles and teen fiction in Seoul {e:fl-25-008}."],
    "works_at=haneul-books",
    ["Lee Su-min"],
    "2025-04-04",
)
page(
    "giulia-esposito",
    "people/contacts",
    "person",
    "Giulia Esposito",
    ["Publisher in Naples {e:fl-25-009}."],
    "works_at=edizioni-corallo",
    [],
    "2025-04-04",
)
page(
    "sanne-de-vries",
    "people/contacts",
    "person",
    "Sanne de Vries",
    ["Fiction editor in Amsterdam {e:fl-25-017}."],
    "works_at=uitgeverij-de-kade",
    [],
    "2025-10-20",
)
page(
    "tanaka-ken",
    "people/contacts",
    "person",
    "田中 健",
    ["Handles foreign acquisitions in Tokyo {e:fl-25-015}."],
    "works_at=kumo-shobo",
    ["Ken Tanaka", "Tanaka Ken"],
    "2025-10-20",
)

# --- titles ----------------------------------------------------------------------------------

page(
    "the-salt-marsh",
    "titles",
    "project",
    "The Salt Marsh",
    [
        "A ferry pilot and her brother wait out an occupation on the Dnipro delta"
        " {e:in-24-001,ta-salt}.",
        "Shortlisted for the Warwick Prize in April 2025; sales tripled after {e:an-prize}.",
    ],
    "written_by=olena-koval translated_by=daniel-hersh edited_by=ananya-mehta"
    " published_under=saltings acquired_in=acq-2024-09-12 in_genre=literary-fiction"
    " printed_by=ashgrove-print cover_by=stefan-dumitrescu",
    ["Солоне болото", f"ISBN {isbn(1)}"],
    "2024-09-12",
)
page(
    "ash-and-juniper",
    "titles",
    "project",
    "Ash and Juniper",
    ["Sixty poems from Kherson and Kraków, with facing Ukrainian text {e:ta-ash}."],
    "written_by=oksana-koval translated_by=daniel-hersh edited_by=ananya-mehta"
    " published_under=saltings acquired_in=acq-2024-06-20 in_genre=poetry"
    " printed_by=pinewood-digital",
    ["Попіл і ялівець", f"ISBN {isbn(11)}"],
    "2024-06-20",
)
page(
    "the-glass-orchard",
    "titles",
    "project",
    "The Glass Orchard",
    [
        "A Moravian glassworks family across four generations {e:ta-glass}.",
        f"ISBN {isbn(12)}, out in September {{e:cat-a25}}.",
    ],
    "written_by=katerina-dvorakova translated_by=zuzana-horakova-reid edited_by=ananya-mehta"
    " published_under=saltings acquired_in=acq-2025-03-13 in_genre=literary-fiction"
    " printed_by=ashgrove-print",
    ["Skleněný sad"],
    "2025-03-13",
)
page(
    "dead-calm-at-chania",
    "titles",
    "project",
    "Dead Calm at Chania",
    [
        "Inspector Vlachos and a yacht found drifting with no crew {e:in-24-005}.",
        "The Greek original sold 40,000 copies {e:ta-chania}.",
    ],
    "written_by=giorgos-papadakis translated_by=eleni-mavridou edited_by=lea-fontaine"
    " published_under=blackthorn acquired_in=acq-2024-11-07 in_genre=translated-crime"
    " printed_by=ashgrove-print cover_by=stefan-dumitrescu",
    ["Νηνεμία στα Χανιά", f"ISBN {isbn(14)}"],
    "2024-11-07",
)
page(
    "blue-hour-in-heraklion",
    "titles",
    "project",
    "Blue Hour in Heraklion",
    [
        "Second Vlachos case: a museum guard falls from the Venetian walls {e:ta-heraklion}.",
        "Straight to B-format in June 2026 {e:cat-s26}.",
    ],
    "written_by=giorgos-papadakis translated_by=eleni-mavridou edited_by=lea-fontaine"
    " published_under=blackthorn acquired_in=acq-2025-09-18 in_genre=translated-crime",
    ["Γαλάζια ώρα στο Ηράκλειο", f"ISBN {isbn(17)}"],
    "2025-09-18",
)
page(
    "the-paper-crane-hotel",
    "titles",
    "project",
    "The Paper Crane Hotel",
    [
        "A Kanazawa inn kept open for one last winter {e:in-25-006}.",
        "Jacket art commissioned from Tokyo {e:ia-fox}.",
    ],
    "written_by=haruka-ishida translated_by=thomas-ellery edited_by=ananya-mehta"
    " published_under=saltings acquired_in=acq-2025-05-22 in_genre=literary-fiction"
    " cover_by=haruka-mori",
    ["紙鶴ホテル", f"ISBN {isbn(19)}"],
    "2025-05-22",
)
page(
    "night-market-radio",
    "titles",
    "project",
    "Night Market Radio",
    [
        "Callers to a Busan phone-in, over one summer {e:in-25-001}.",
        "LTI Korea paid towards the English text {e:in-25-001}.",
    ],
    "written_by=kim-ji-woo translated_by=sora-whitfield edited_by=lea-fontaine"
    " published_under=saltings acquired_in=acq-2025-01-16 in_genre=literary-fiction",
    ["야시장 라디오", f"ISBN {isbn(20)}"],
    "2025-01-16",
)
page(
    "the-canal-clocks",
    "titles",
    "project",
    "The Canal Clocks",
    ["A Thonburi watch-mender's family and the filling-in of the khlongs {e:ta-canal}."],
    "written_by=somchai-wongsawat translated_by=kanya-brooks edited_by=ananya-mehta"
    " published_under=saltings acquired_in=acq-2024-11-07 in_genre=literary-fiction",
    ["นาฬิกาคลอง", f"ISBN {isbn(22)}"],
    "2024-11-07",
)
page(
    "a-house-of-citrus",
    "titles",
    "project",
    "A House of Citrus",
    [
        "Three sisters and a Jaffa orange grove, 1946 to 1990 {e:ta-citrus}.",
        "Due May 2026 {e:cat-s26}.",
    ],
    "written_by=mahmoud-al-khatib translated_by=leila-haddad edited_by=ananya-mehta"
    " published_under=saltings acquired_in=acq-2025-05-22 in_genre=literary-fiction",
    ["بيت الحمضيات", f"ISBN {isbn(23)}"],
    "2025-05-22",
)
page(
    "the-summer-of-small-hours",
    "titles",
    "project",
    "The Summer of Small Hours",
    ["A night-shift nurse in Haifa during the heatwave of 2019 {e:ta-summer}."],
    "written_by=dana-levi translated_by=oren-sapir edited_by=lea-fontaine"
    " published_under=saltings acquired_in=acq-2025-09-18 in_genre=literary-fiction",
    ["קיץ של שעות קטנות", f"ISBN {isbn(25)}"],
    "2025-09-18",
)
page(
    "the-railway-clerks",
    "titles",
    "project",
    "The Railway Clerks",
    ["The men who ran the ticket offices of the East Indian Railway, 1860-1947 {e:pc-railway}."],
    "written_by=rahul-verma edited_by=chen-jing published_under=flint-and-ledger"
    " acquired_in=acq-2025-09-18 in_genre=narrative-nonfiction",
    [f"ISBN {isbn(26)}"],
    "2025-09-18",
)
page(
    "porcelain-winter",
    "titles",
    "project",
    "Porcelain Winter",
    [
        "A kiln family in Jingdezhen through the winter of 1959 {e:ta-porcelain}.",
        "Moved to spring 2027 {e:rec-board}.",
    ],
    "written_by=li-ming translated_by=rosalind-pike edited_by=ananya-mehta"
    " published_under=saltings acquired_in=acq-2025-09-18 in_genre=literary-fiction",
    ["瓷冬", f"ISBN {isbn(27)}"],
    "2025-09-18",
)
page(
    "the-quiet-parish",
    "titles",
    "project",
    "The Quiet Parish",
    [
        "A curate and a county council by-election in west Clare {e:pc-parish}.",
        "By [[p:fionnuala-byrne|Fionnuala Byrne]]; 288 sold in the Hay signing tent {e:an-hay}.",
    ],
    "written_by=fionnuala-byrne edited_by=siobhan-ni-bhriain published_under=greywater"
    " acquired_in=acq-2024-06-20 in_genre=literary-fiction printed_by=ashgrove-print"
    " cover_by=stefan-dumitrescu",
    [f"ISBN {isbn(28)}"],
    "2024-06-20",
)
page(
    "lent-lilies",
    "titles",
    "project",
    "Lent Lilies",
    [
        "Second novel: two estranged brothers run a daffodil farm in Wexford {e:pc-lilies}.",
        "Out February 2026 {e:cat-s26}.",
    ],
    "written_by=fionnuala-byrne edited_by=siobhan-ni-bhriain published_under=greywater"
    " acquired_in=acq-2025-03-13 in_genre=literary-fiction cover_by=stefan-dumitrescu",
    [f"ISBN {isbn(30)}"],
    "2025-03-13",
)
page(
    "undersea-cables",
    "titles",
    "project",
    "Undersea Cables: A History of Listening",
    ["From the 1858 Atlantic telegraph to fibre-optic spying {e:pc-cables}."],
    "written_by=eamon-carville edited_by=chen-jing published_under=flint-and-ledger"
    " acquired_in=acq-2024-06-20 in_genre=narrative-nonfiction printed_by=ashgrove-print",
    ["Undersea Cables", f"ISBN {isbn(31)}"],
    "2024-06-20",
)
page(
    "mo-and-the-moon-kite",
    "titles",
    "project",
    "Mo and the Moon Kite",
    [
        "Mo flies a kite so high it snags the moon; 32pp {e:pc-mo}.",
        "Gouache and collage from Lisbon {e:ia-mo}.",
    ],
    "written_by=grace-adeyemi-holt illustrated_by=tomas-ferreira edited_by=hannah-okafor"
    " published_under=little-owl-lane acquired_in=acq-2025-01-16 in_genre=picture-books"
    " printed_by=tipografia-vallone",
    [f"ISBN {isbn(33)}"],
    "2025-01-16",
)
page(
    "mo-goes-to-market",
    "titles",
    "project",
    "Mo Goes to Market",
    [
        "Second Mo adventure, set in Peckham's Rye Lane market {e:pc-mo2}.",
        "Keeps the series look {e:rec-covers}.",
    ],
    "written_by=grace-adeyemi-holt illustrated_by=tomas-ferreira edited_by=hannah-okafor"
    " published_under=little-owl-lane acquired_in=acq-2025-05-22 in_genre=picture-books"
    " printed_by=tipografia-vallone",
    [f"ISBN {isbn(35)}"],
    "2025-05-22",
)
page(
    "frost-line",
    "titles",
    "project",
    "Frost Line",
    [
        "A body under the ice road to Kiruna, and a reporter who knew him {e:in-24-002}.",
        "Swedish original from Norrsken {e:ta-frost}.",
    ],
    "written_by=bjorn-lindqvist translated_by=agnes-thornbury edited_by=lea-fontaine"
    " published_under=blackthorn acquired_in=acq-2024-09-12 in_genre=translated-crime"
    " printed_by=ashgrove-print",
    ["Frostgränsen", f"ISBN {isbn(36)}"],
    "2024-09-12",
)
page(
    "the-nitrate-coast",
    "titles",
    "project",
    "The Nitrate Coast",
    [
        "Ghost towns of the Atacama and a union organiser's granddaughter {e:in-25-003}.",
        "March 2026 {e:cat-s26}.",
    ],
    "written_by=ana-sofia-perez translated_by=isabel-cortazar edited_by=ananya-mehta"
    " published_under=saltings acquired_in=acq-2025-03-13 in_genre=literary-fiction",
    ["La costa del salitre", f"ISBN {isbn(38)}"],
    "2025-03-13",
)
page(
    "cartographers-of-rain",
    "titles",
    "project",
    "Cartographers of Rain",
    ["How monsoon forecasting was invented, from Calcutta to Wuhan {e:pc-cartographers}."],
    "written_by=chen-wei edited_by=chen-jing published_under=flint-and-ledger"
    " acquired_in=acq-2024-11-07 in_genre=narrative-nonfiction",
    [f"ISBN {isbn(39)}"],
    "2024-11-07",
)
page(
    "hedgerow-year",
    "titles",
    "project",
    "Hedgerow Year",
    [
        "Twelve months of laying one Powys hedge {e:pc-hedgerow}.",
        "With twelve wood engravings {e:ia-hedgerow}.",
    ],
    "written_by=rhiannon-pryce illustrated_by=beatrix-lowe edited_by=chen-jing"
    " published_under=flint-and-ledger acquired_in=acq-2025-01-16 in_genre=nature-writing"
    " printed_by=ashgrove-print",
    [f"ISBN {isbn(40)}"],
    "2025-01-16",
)
page(
    "small-gods-of-the-ring-road",
    "titles",
    "project",
    "Small Gods of the Ring Road",
    [
        "Debut: a night in the life of a Reading roundabout's cult of shrines {e:pc-smallgods}.",
        "Came in through the open window {e:rec-acq-2411}.",
    ],
    "written_by=tobias-wexford edited_by=siobhan-ni-bhriain published_under=greywater"
    " acquired_in=acq-2024-11-07 in_genre=literary-fiction",
    [f"ISBN {isbn(42)}"],
    "2024-11-07",
)
page(
    "what-the-tide-owes",
    "titles",
    "project",
    "What the Tide Owes",
    ["Thirty years on the Achill ferry, and a drowned father {e:pc-tide}."],
    "written_by=maeve-dunleavy edited_by=tomasz-wroblewski published_under=flint-and-ledger"
    " acquired_in=acq-2025-05-22 in_genre=memoir",
    [f"ISBN {isbn(43)}"],
    "2025-05-22",
)
page(
    "signal-fires",
    "titles",
    "project",
    "Signal Fires",
    ["Three Leicester teenagers run a pirate radio station for one summer {e:pc-signal}."],
    "written_by=ananya-rao edited_by=hannah-okafor published_under=little-owl-lane"
    " acquired_in=acq-2025-03-13 in_genre=young-adult cover_by=stefan-dumitrescu",
    [f"ISBN {isbn(44)}"],
    "2025-03-13",
)
page(
    "the-fox-who-kept-lists",
    "titles",
    "project",
    "The Fox Who Kept Lists",
    ["A fox who writes down everything she is afraid of, until the list blows away {e:pc-fox}."],
    "written_by=rhiannon-pryce illustrated_by=haruka-mori edited_by=hannah-okafor"
    " published_under=little-owl-lane acquired_in=acq-2025-09-18 in_genre=picture-books"
    " printed_by=tipografia-vallone",
    [f"ISBN {isbn(45)}"],
    "2025-09-18",
)

# --- editions --------------------------------------------------------------------------------

page(
    "salt-marsh-b-format",
    "titles/editions",
    "project",
    f"The Salt Marsh (B-format paperback) · ISBN {isbn(5)}",
    ["Paperback from April 2025; first run 6,000 {e:ed-editions}."],
    "edition_of=the-salt-marsh printed_by=ashgrove-print",
    [],
    "2025-03-01",
)
page(
    "salt-marsh-audio",
    "titles/editions",
    "project",
    "The Salt Marsh — unabridged audio",
    [
        "Eleven hours forty minutes, recorded in Bristol {e:narr-salt}.",
        "2,700 downloads in the first year {e:an-audio}.",
    ],
    "edition_of=the-salt-marsh narrated_by=bea-callow",
    ["Salt Marsh audiobook"],
    "2025-03-20",
)
page(
    "frost-line-export",
    "titles/editions",
    "project",
    f"Frost Line export TPB · ISBN {isbn(37)}",
    ["Trade paperback for the overseas territories {e:ed-editions}."],
    "edition_of=frost-line distributed_by=harbourline",
    [],
    "2025-07-15",
)
page(
    "mo-board-book",
    "titles/editions",
    "project",
    f"Mo and the Moon Kite, board book · ISBN {isbn(34)}",
    ["Cut down to 16pp on 1.2mm greyboard {e:ed-editions,an-unitcost}."],
    "edition_of=mo-and-the-moon-kite printed_by=tipografia-vallone",
    [],
    "2025-07-15",
)
page(
    "hedgerow-year-slipcased",
    "titles/editions",
    "project",
    f"Hedgerow Year (signed, slipcased) · ISBN {isbn(41)}",
    ["750 numbered copies signed by Rhiannon {e:ed-editions,tt}."],
    "edition_of=hedgerow-year exclusive_to=foyle-and-finch printed_by=ashgrove-print",
    [],
    "2025-07-15",
)
page(
    "dead-calm-large-print",
    "titles/editions",
    "project",
    f"Dead Calm at Chania — large print · ISBN {isbn(15)}",
    ["16pt text for libraries {e:ed-editions}."],
    "edition_of=dead-calm-at-chania printed_by=pinewood-digital",
    [],
    "2025-07-15",
)
page(
    "quiet-parish-paperback",
    "titles/editions",
    "project",
    f"The Quiet Parish (paperback) · ISBN {isbn(29)}",
    ["Paperback with the Hay quote on the front {e:ed-editions,fest-hay}."],
    "edition_of=the-quiet-parish printed_by=ashgrove-print",
    [],
    "2025-07-15",
)
page(
    "undersea-cables-export",
    "titles/editions",
    "project",
    f"Undersea Cables — export edition · ISBN {isbn(32)}",
    ["Export trim for the overseas markets {e:ed-editions}."],
    "edition_of=undersea-cables distributed_by=harbourline",
    [],
    "2025-07-15",
)


# --- rights deals ----------------------------------------------------------------------------


def deal(
    pid: str,
    title: str,
    body: list[str],
    rels: str,
    when: str,
    timeline: Iterable[tuple[str, str, str]] = (),
) -> None:
    page(pid, "rights", "project", title, body, rels, [], when, timeline)


deal(
    "fl-24-003",
    "FL-24-003 · The Quiet Parish · Polish",
    [
        "Polish-language edition for Kraków; PLN 28,000 against 7% rising to 9% {e:fl-24-003}.",
        "Seven-year term {e:fl-24-003}.",
    ],
    "licenses=the-quiet-parish licensed_to=czarne-pioro negotiated_by=yael-ben-david"
    " agreed_at=frankfurt-2024",
    "2024-10-21",
    [("2024-10-18T09:30:00Z", "goat-chat:t-4410", "Offer made on the Thursday; accepted.")],
)
deal(
    "fl-25-004",
    "FL-25-004 · The Quiet Parish · French",
    ["French edition for Lyon after a three-way auction; EUR 9,000 against 8% {e:fl-25-004}."],
    "licenses=the-quiet-parish licensed_to=editions-du-phare negotiated_by=darya-sokolova"
    " agreed_at=london-book-fair-2025",
    "2025-03-14",
    [("2025-03-12T16:00:00Z", "goat-chat:t-5102", "Auction closed at EUR 9,000.")],
)
deal(
    "fl-25-006",
    "FL-25-006 · Undersea Cables · German",
    ["German edition for Hamburg; EUR 12,000 against 8% {e:fl-25-006}."],
    "licenses=undersea-cables licensed_to=verlag-lindenblatt negotiated_by=yael-ben-david"
    " agreed_at=london-book-fair-2025",
    "2025-03-14",
)
deal(
    "fl-25-007",
    "FL-25-007 · What the Tide Owes · Swedish",
    ["Swedish edition from Stockholm; SEK 60,000 {e:fl-25-007}."],
    "licenses=what-the-tide-owes licensed_to=norrsken-forlag negotiated_by=yael-ben-david"
    " agreed_at=london-book-fair-2025",
    "2025-03-14",
)
deal(
    "fl-25-008",
    "FL-25-008 · Mo and the Moon Kite · Korean",
    ["Korean edition for Seoul; USD 3,500 {e:fl-25-008}."],
    "licenses=mo-and-the-moon-kite licensed_to=haneul-books negotiated_by=darya-sokolova"
    " brokered_by=park-seo-yeon agreed_at=bologna-2025",
    "2025-04-04",
)
deal(
    "fl-25-009",
    "FL-25-009 · Mo and the Moon Kite · Italian",
    [
        "Italian edition from Naples; EUR 4,500 against 7% {e:fl-25-009}.",
        "Shared print run in Verona on offer {e:fl-25-009,pq-vallone}.",
    ],
    "licenses=mo-and-the-moon-kite licensed_to=edizioni-corallo negotiated_by=darya-sokolova"
    " agreed_at=bologna-2025",
    "2025-04-04",
    [("2025-04-02T11:00:00Z", "goat-chat:t-5077", "Verbal yes at the stand; papers to follow.")],
)
deal(
    "fl-25-015",
    "FL-25-015 · Hedgerow Year · Japanese",
    ["Japanese edition with the engravings; JPY 900,000 {e:fl-25-015}."],
    "licenses=hedgerow-year licensed_to=kumo-shobo negotiated_by=yael-ben-david"
    " agreed_at=frankfurt-2025",
    "2025-10-20",
)
deal(
    "fl-24-011",
    "FL-24-011 · Cartographers of Rain · Spanish (world)",
    ["World Spanish for Mexico City; USD 7,000 {e:fl-24-011}."],
    "licenses=cartographers-of-rain licensed_to=editorial-marea-alta"
    " negotiated_by=yael-ben-david brokered_by=rafael-andrade agreed_at=fil-guadalajara-2024",
    "2024-12-06",
)
deal(
    "fl-25-017",
    "FL-25-017 · Small Gods of the Ring Road · Dutch",
    ["Dutch edition for Amsterdam; EUR 5,000 {e:fl-25-017}."],
    "licenses=small-gods-of-the-ring-road licensed_to=uitgeverij-de-kade"
    " negotiated_by=darya-sokolova agreed_at=frankfurt-2025",
    "2025-10-20",
)
deal(
    "fl-25-018",
    "FL-25-018 · Signal Fires · Korean",
    ["Korean edition; USD 4,000 {e:fl-25-018}."],
    "licenses=signal-fires licensed_to=haneul-books negotiated_by=darya-sokolova"
    " brokered_by=park-seo-yeon agreed_at=frankfurt-2025",
    "2025-10-20",
)
deal(
    "in-24-001",
    "IN-24-001 · English-language rights: The Salt Marsh",
    ["World English bought from Berlin for GBP 6,000 {e:in-24-001}."],
    "licenses=the-salt-marsh licensed_from=weller-rights brokered_by=jonas-weller"
    " negotiated_by=yael-ben-david",
    "2024-09-20",
)
deal(
    "in-24-002",
    "IN-24-002 · English-language rights: Frost Line",
    ["World English from the Stockholm original house, GBP 7,500 {e:in-24-002}."],
    "licenses=frost-line licensed_from=norrsken-forlag negotiated_by=yael-ben-david"
    " agreed_at=frankfurt-2024",
    "2024-10-21",
)
deal(
    "in-24-005",
    "IN-24-005 · English-language rights: Dead Calm at Chania",
    ["GBP 5,000 with an option on the next Vlachos {e:in-24-005}."],
    "licenses=dead-calm-at-chania licensed_from=aegean-literary brokered_by=nikos-stavridis"
    " negotiated_by=yael-ben-david",
    "2024-11-20",
)
deal(
    "in-25-001",
    "IN-25-001 · English-language rights: Night Market Radio",
    ["GBP 5,500; LTI Korea grant towards the translation {e:in-25-001}."],
    "licenses=night-market-radio licensed_from=kl-management brokered_by=park-seo-yeon"
    " negotiated_by=yael-ben-david",
    "2025-01-30",
)
deal(
    "in-25-003",
    "IN-25-003 · English-language rights: The Nitrate Coast",
    ["GBP 4,500 from Barcelona {e:in-25-003}."],
    "licenses=the-nitrate-coast licensed_from=agencia-andrade brokered_by=rafael-andrade"
    " negotiated_by=darya-sokolova",
    "2025-03-25",
)
deal(
    "in-25-006",
    "IN-25-006 · English-language rights: The Paper Crane Hotel",
    ["GBP 6,500 from the Tokyo original house {e:in-25-006}."],
    "licenses=the-paper-crane-hotel licensed_from=kumo-shobo negotiated_by=yael-ben-david"
    " agreed_at=london-book-fair-2025",
    "2025-03-14",
)

# --- meetings --------------------------------------------------------------------------------

page(
    "acq-2024-06-20",
    "meetings/acquisitions",
    "meeting",
    "Acquisitions, 20 June 2024",
    [
        "Three proposals approved: [[p:the-quiet-parish|The Quiet Parish]],"
        " [[p:undersea-cables|Undersea Cables]] and [[p:ash-and-juniper|Ash and Juniper]]"
        " {e:rec-acq-2406}.",
        "First-year sales for the Byrne put at 6,000 {e:rec-acq-2406}.",
    ],
    "chaired_by=ingrid-saether",
    [],
    "2024-06-20",
)
page(
    "acq-2024-09-12",
    "meetings/acquisitions",
    "meeting",
    "Acquisitions — 12 Sep 2024",
    [
        "Two translations approved: [[p:the-salt-marsh|The Salt Marsh]] and"
        " [[p:frost-line|Frost Line]] {e:rec-acq-2409}.",
        "Sales figures circulated afterwards {e:rec-acq-2409}.",
    ],
    "chaired_by=ingrid-saether",
    [],
    "2024-09-12",
)
page(
    "acq-2024-11-07",
    "meetings/acquisitions",
    "meeting",
    "ACQ 2024-11-07",
    [
        "Four approved, including a debut from the open window {e:rec-acq-2411}.",
        "Debut advance held at GBP 9,000 {e:rec-acq-2411}.",
    ],
    "chaired_by=ingrid-saether",
    ["Acquisitions 7 November 2024"],
    "2024-11-07",
)
page(
    "acq-2025-01-16",
    "meetings/acquisitions",
    "meeting",
    "Acquisitions 16/01/2025",
    ["Approved a Korean novel, a first picture book and a hedge-laying year {e:rec-acq-2501}."],
    "chaired_by=ingrid-saether",
    [],
    "2025-01-16",
    [("2025-01-16T15:00:00Z", "jamie:rec:25016", "Three approvals; contracts to follow.")],
)
page(
    "acq-2025-03-13",
    "meetings/acquisitions",
    "meeting",
    "Acquisitions, 13 March 2025",
    [
        "Four approvals across Saltings, Greywater and Little Owl Lane {e:rec-acq-2503}.",
        "Agreed the ceiling on first-novel advances {e:rec-acq-2503}.",
    ],
    "chaired_by=ingrid-saether",
    [],
    "2025-03-13",
)
page(
    "acq-2025-05-22",
    "meetings/acquisitions",
    "meeting",
    "Acquisitions — 22 May 2025",
    [
        "Approved [[p:a-house-of-citrus|A House of Citrus]], a Japanese novel, a memoir and the"
        " second Mo {e:rec-acq-2505}."
    ],
    "chaired_by=ingrid-saether",
    [],
    "2025-05-22",
)
page(
    "acq-2025-09-18",
    "meetings/acquisitions",
    "meeting",
    "ACQ 2025-09-18",
    [
        "Five approvals, the biggest round of the year {e:rec-acq-2509}.",
        "Took up the option on the second Vlachos {e:rec-acq-2509}.",
    ],
    "chaired_by=ingrid-saether",
    ["Acquisitions 18 September 2025"],
    "2025-09-18",
)
page(
    "style-committee-2025-03",
    "meetings",
    "meeting",
    "Style committee, March 2025",
    ["Met on 4 March; closed em rules for Blackthorn deferred {e:rec-style}."],
    "chaired_by=noor-al-hashimi",
    [],
    "2025-03-04",
)
page(
    "editorial-board-2025-06",
    "meetings",
    "meeting",
    "Editorial board: autumn 2025 list",
    ["Confirmed the autumn 2025 list on 12 June {e:rec-board}."],
    "",
    [],
    "2025-06-12",
)
page(
    "translation-review-2025-02",
    "meetings",
    "meeting",
    "Translation quality review, Feb 2025",
    ["Sample chapters from two forthcoming translations read against the originals {e:rec-tqr}."],
    "chaired_by=ananya-mehta",
    [],
    "2025-02-19",
)
page(
    "cover-review-2025-10",
    "meetings",
    "meeting",
    "Cover review: spring 2026 titles",
    [
        "[[p:lent-lilies|Lent Lilies]] passed at the second rough; the Mo series look kept"
        " {e:rec-covers}."
    ],
    "",
    [],
    "2025-10-09",
)
page(
    "sales-conference-autumn-2025",
    "meetings",
    "meeting",
    "Sales conference — autumn 2025 list",
    ["Presented the autumn titles to the reps on 26 June {e:rec-sales-a25}."],
    "",
    [],
    "2025-06-26",
)
page(
    "sales-conference-spring-2026",
    "meetings",
    "meeting",
    "Sales conference — spring 2026 list",
    ["Spring titles presented on 20 November {e:rec-sales-s26}."],
    "",
    [],
    "2025-11-20",
)
page(
    "rights-planning-2025-09",
    "meetings",
    "meeting",
    "Rights planning ahead of Frankfurt",
    ["Target list and stand plan for October {e:rec-rights}."],
    "",
    [],
    "2025-09-02",
)
page(
    "production-meeting-2025-04",
    "meetings",
    "meeting",
    "Production & paper, April 2025",
    ["Print and paper choices for the year {e:rec-production}."],
    "",
    [],
    "2025-04-10",
)
page(
    "frankfurt-2024",
    "meetings/events",
    "meeting",
    "Frankfurter Buchmesse 2024",
    ["Agents' centre table, 16-20 October; 31 appointments {e:fr-fbm24}."],
    "",
    ["Frankfurt Book Fair 2024", "FBM24"],
    "2024-10-21",
)
page(
    "frankfurt-2025",
    "meetings/events",
    "meeting",
    "Frankfurter Buchmesse 2025",
    ["Half of a shared stand in Hall 6.0, 15-19 October {e:fr-fbm25}."],
    "",
    ["Frankfurt Book Fair 2025", "FBM25"],
    "2025-10-20",
)
page(
    "london-book-fair-2025",
    "meetings/events",
    "meeting",
    "London Book Fair 2025",
    ["Olympia, 11-13 March {e:fr-lbf25}."],
    "",
    ["LBF 2025", "LBF25"],
    "2025-03-14",
)
page(
    "bologna-2025",
    "meetings/events",
    "meeting",
    "Bologna Children's Book Fair 2025",
    ["31 March to 3 April {e:fr-bcbf25}."],
    "",
    ["BCBF 2025"],
    "2025-04-04",
)
page(
    "fil-guadalajara-2024",
    "meetings/events",
    "meeting",
    "FIL Guadalajara 2024",
    ["30 November to 8 December; one of us went {e:fr-fil24}."],
    "",
    ["Guadalajara International Book Fair 2024"],
    "2024-12-06",
)
page(
    "hay-festival-2025",
    "meetings/events",
    "meeting",
    "Hay Festival 2025",
    ["Three of ours on stage; 612 copies through the tent {e:fest-hay,an-hay}."],
    "",
    ["Hay 2025"],
    "2025-06-03",
)
page(
    "edinburgh-book-festival-2025",
    "meetings/events",
    "meeting",
    "Edinburgh International Book Festival 2025",
    ["Charlotte Square, August {e:fest-eibf}."],
    "",
    ["EIBF 2025"],
    "2025-08-26",
)

# --- decisions -------------------------------------------------------------------------------

page(
    "dc-serial-comma",
    "decisions",
    "note",
    "Decision: serial comma house-wide",
    [
        "Every list of three or more takes a comma before the last item, on all five lists,"
        " from the spring 2026 titles {e:rec-style,ss}."
    ],
    "decided_in=style-committee-2025-03 applies_to=serial-comma",
    [],
    "2025-03-04",
)
page(
    "dc-ukrainian-transliteration",
    "decisions",
    "note",
    "Decision: national system for Ukrainian names",
    [
        "Ukrainian names follow the Ukrainian government's 2010 romanization, not the Library"
        " of Congress tables: Kyiv, Kharkiv {e:rec-style,ss}."
    ],
    "decided_in=style-committee-2025-03 applies_to=cyrillic-transliteration",
    [],
    "2025-03-04",
)
page(
    "dc-translator-cover-credit",
    "decisions",
    "note",
    "Decision: translators named on the front cover",
    [
        "Saltings and Blackthorn jackets carry the translator's name on the front, not only"
        " inside {e:rec-tqr}."
    ],
    "decided_in=translation-review-2025-02 applies_to=translator-credit",
    [],
    "2025-02-19",
)
page(
    "dc-blackthorn-b-format",
    "decisions",
    "note",
    "Decision: Blackthorn goes B-format only",
    [
        "From spring 2026 the crime list publishes straight to B-format paperback"
        " {e:rec-sales-a25}.",
        "Driven by the 38% figure for 2024 {e:an-returns}.",
    ],
    "decided_in=sales-conference-autumn-2025 applies_to=blackthorn"
    " informed_by=an-blackthorn-returns",
    [],
    "2025-06-26",
)
page(
    "dc-debut-advance-cap",
    "decisions",
    "note",
    "Decision: ceiling on first-novel advances",
    [
        "No first novel is offered more than GBP 15,000 up front {e:rec-acq-2503}.",
        "Six of eleven earned out, all under that line {e:an-debut}.",
    ],
    "decided_in=acq-2025-03-13 applies_to=greywater informed_by=an-debut-advances",
    [],
    "2025-03-13",
)
page(
    "dc-picture-books-vallone",
    "decisions",
    "note",
    "Decision: colour picture books stay in Verona",
    [
        "Four-colour titles keep going to [[p:tipografia-vallone|Vallone]] {e:rec-production}.",
        "46p a copy cheaper than the UK quote {e:an-unitcost}.",
    ],
    "decided_in=production-meeting-2025-04 applies_to=little-owl-lane"
    " informed_by=an-picture-book-costs",
    [],
    "2025-04-10",
)
page(
    "dc-fsc-paper",
    "decisions",
    "note",
    "Decision: FSC Munken for mono titles",
    [
        "All black-and-white titles move to FSC-certified Munken at Ashgrove from July 2025"
        " {e:rec-production,pq-ash}."
    ],
    "decided_in=production-meeting-2025-04 applies_to=ashgrove-print",
    [],
    "2025-04-10",
)
page(
    "dc-bookwise-terms",
    "decisions",
    "note",
    "Decision: Bookwise capped at 55%",
    [
        "No terms beyond 55% off RRP; otherwise supply only through the wholesaler"
        " {e:rec-sales-s26}.",
        "They had asked for 60% {e:tt}.",
    ],
    "decided_in=sales-conference-spring-2026 applies_to=bookwise",
    [],
    "2025-11-20",
)
page(
    "dc-porcelain-winter-delay",
    "decisions",
    "note",
    "Decision: Porcelain Winter to spring 2027",
    [
        "Moved back from autumn 2026 to give [[p:rosalind-pike|Rosalind Pike]] five more"
        " months {e:rec-board}."
    ],
    "decided_in=editorial-board-2025-06 applies_to=porcelain-winter",
    [],
    "2025-06-12",
)
page(
    "dc-frankfurt-shared-stand",
    "decisions",
    "note",
    "Decision: shared stand at Frankfurt 2025",
    [
        "Half of a Hall 6.0 stand with two other independents instead of a table in the"
        " agents' centre {e:rec-rights}."
    ],
    "decided_in=rights-planning-2025-09 applies_to=frankfurt-2025",
    [],
    "2025-09-02",
)

# --- concepts: house style and genres --------------------------------------------------------

page(
    "serial-comma",
    "concepts/style",
    "concept",
    "Serial comma",
    ["A comma before the final 'and' or 'or' in a list of three or more {e:ss}."],
    "maintained_by=noor-al-hashimi",
    ["Oxford comma"],
    "2025-04-01",
)
page(
    "spaced-en-rule",
    "concepts/style",
    "concept",
    "Spaced en rule",
    ["Parenthetical dashes are en rules with a space either side, never closed em rules {e:ss}."],
    "maintained_by=noor-al-hashimi",
    ["Spaced en dash"],
    "2025-04-01",
)
page(
    "oxford-spelling",
    "concepts/style",
    "concept",
    "Spelling: -ize with -yse",
    ["Organize and recognize, but analyse and paralyse {e:ss}."],
    "maintained_by=noor-al-hashimi",
    ["Oxford spelling"],
    "2025-04-01",
)
page(
    "single-quotes",
    "concepts/style",
    "concept",
    "Quotation marks: single first",
    ["Single quotation marks, double inside single {e:ss}."],
    "maintained_by=noor-al-hashimi",
    [],
    "2025-04-01",
)
page(
    "numbers-in-text",
    "concepts/style",
    "concept",
    "Numbers: words to one hundred",
    ["Words for one to one hundred, figures above; dates and money always in figures {e:ss}."],
    "maintained_by=noor-al-hashimi",
    [],
    "2025-04-01",
)
page(
    "cyrillic-transliteration",
    "concepts/style",
    "concept",
    "Transliteration of Cyrillic names",
    ["Ukrainian by the national 2010 system, Russian by BGN {e:ss}."],
    "maintained_by=noor-al-hashimi",
    ["Romanization of Cyrillic"],
    "2025-04-01",
)
page(
    "translator-credit",
    "concepts/style",
    "concept",
    "Translator credit",
    ["Translator named on the front cover and the spine as well as the title page {e:ss,hb}."],
    "maintained_by=noor-al-hashimi",
    [],
    "2025-04-01",
)
page(
    "literary-fiction",
    "concepts/genres",
    "concept",
    "Literary fiction",
    ["Greywater's whole list and most of Saltings {e:ar24}."],
    "",
    [],
    "2025-02-14",
)
page(
    "translated-crime",
    "concepts/genres",
    "concept",
    "Translated crime",
    ["Crime from other languages on the Blackthorn list {e:ar24}."],
    "",
    ["Crime in translation"],
    "2025-02-14",
)
page(
    "narrative-nonfiction",
    "concepts/genres",
    "concept",
    "Narrative nonfiction",
    ["History and science told as story; the core of Flint & Ledger {e:ar24}."],
    "",
    [],
    "2025-02-14",
)
page(
    "picture-books",
    "concepts/genres",
    "concept",
    "Picture books",
    ["32pp four-colour, ages three to seven {e:pq-vallone}."],
    "",
    [],
    "2025-02-14",
)
page(
    "young-adult",
    "concepts/genres",
    "concept",
    "Young adult",
    ["Teen fiction, ages twelve and up {e:ar24}."],
    "",
    ["YA"],
    "2025-02-14",
)
page(
    "nature-writing",
    "concepts/genres",
    "concept",
    "Nature writing",
    ["Place, seasons and the land, sold mostly through independents {e:an-hay}."],
    "",
    [],
    "2025-02-14",
)
page(
    "memoir",
    "concepts/genres",
    "concept",
    "Memoir",
    ["Life writing on the Flint & Ledger list {e:ar24}."],
    "",
    [],
    "2025-02-14",
)
page(
    "poetry",
    "concepts/genres",
    "concept",
    "Poetry",
    ["Occasional Saltings collections, usually with facing text {e:ta-ash}."],
    "",
    [],
    "2025-02-14",
)

# --- analyses --------------------------------------------------------------------------------

page(
    "an-q3-2025-channels",
    "analysis",
    "analysis",
    "Analysis: Q3 2025 sell-through by channel",
    [
        "Independents took 44% of Saltings units in July to September, against 27% for the"
        " house overall {e:an-q3}.",
        "The chain sold 2,310 and Bookwise 1,980 {e:an-q3}.",
    ],
    "covers=saltings prepared_by=kwame-asante",
    [],
    "2025-10-05",
)
page(
    "an-blackthorn-returns",
    "analysis",
    "analysis",
    "Returns on Blackthorn hardbacks, 2024",
    ["3,720 of 9,800 came back (38%), against 14% for the paperbacks {e:an-returns}."],
    "covers=blackthorn prepared_by=ishaan-verma",
    [],
    "2025-02-20",
)
page(
    "an-salt-marsh-shortlist",
    "analysis",
    "analysis",
    "The Salt Marsh: sales before and after the shortlist",
    ["Weekly sales rose from about 140 to 470 once the shortlist was announced {e:an-prize}."],
    "covers=the-salt-marsh prepared_by=mateus-conceicao",
    [],
    "2025-07-01",
)
page(
    "an-picture-book-costs",
    "analysis",
    "analysis",
    "Unit costs: picture books, Verona vs UK",
    [
        "At 5,000 copies Vallone comes in at GBP 1.18 delivered against 1.64 from Ashgrove"
        " {e:an-unitcost}."
    ],
    "covers=little-owl-lane compares=tipografia-vallone compares=ashgrove-print"
    " prepared_by=olof-gunnarsdottir",
    [],
    "2025-03-28",
)
page(
    "an-salt-marsh-formats",
    "analysis",
    "analysis",
    "The Salt Marsh: first year by format",
    ["Audio reached 2,700 downloads, half on subscription, against 5,400 hardbacks {e:an-audio}."],
    "covers=salt-marsh-audio prepared_by=kwame-asante",
    [],
    "2025-09-30",
)
page(
    "an-hay-2025-tent",
    "analysis",
    "analysis",
    "Hay 2025: tent sales per event",
    ["612 copies over three events; the Byrne event sold 288 {e:an-hay}."],
    "covers=hay-festival-2025 prepared_by=mateus-conceicao",
    [],
    "2025-06-05",
)
page(
    "an-debut-advances",
    "analysis",
    "analysis",
    "Debut advances vs earn-out, 2019–2024",
    [
        "Six of eleven first novels earned out within three years, every one on an advance"
        " under GBP 15,000 {e:an-debut}.",
        "None of the four above GBP 20,000 did {e:an-debut}.",
    ],
    "covers=greywater prepared_by=tomasz-wroblewski",
    [],
    "2025-02-28",
)
page(
    "an-export-territories",
    "analysis",
    "analysis",
    "Harbourline territories, FY2024/25",
    [
        "The Netherlands (18%) and Scandinavia (16%) lead; the UAE has the lowest returns"
        " {e:an-export}."
    ],
    "covers=harbourline prepared_by=ishaan-verma",
    [],
    "2025-05-10",
)

# --- staff handbook --------------------------------------------------------------------------

HANDBOOK = [
    (
        "hb-log-rights-offer",
        "How to: log a foreign rights offer",
        "Every offer on a rights title goes into the rights tracker the day it arrives, with"
        " territory, language, advance and deadline {e:hb}.",
        "yael-ben-david",
    ),
    (
        "hb-translator-fees",
        "Policy: translator fees and royalties",
        "Translators are paid per 1,000 words at the Society of Authors rate or above, plus 1%"
        " after earn-out {e:hb}.",
        "ananya-mehta",
    ),
    (
        "hb-acquisition-proposal",
        "How to: write an acquisitions proposal",
        "A proposal carries a P&L, two comparable titles and the agent's deadline; it goes to"
        " the editorial director a week before the round {e:hb}.",
        "tomasz-wroblewski",
    ),
    (
        "hb-festival-expenses",
        "Policy: author travel and festival expenses",
        "Publicity books authors' festival travel: economy rail and hotels up to £140 a night"
        " {e:hb}.",
        "mateus-conceicao",
    ),
    (
        "hb-fair-stand",
        "How to: book a stand at a book fair",
        "The rights team books Frankfurt, London and Bologna stands by the end of the previous"
        " year {e:hb}.",
        "darya-sokolova",
    ),
    (
        "hb-reprint",
        "How to: request a reprint",
        "Send production the sales forecast; runs under 500 go digital {e:hb}.",
        "olof-gunnarsdottir",
    ),
    (
        "hb-contract-signing",
        "Policy: who can sign contracts",
        "The managing director countersigns anything over £20,000; the rights director signs"
        " licences up to that; editors never sign {e:hb}.",
        "ingrid-saether",
    ),
    (
        "hb-unagented",
        "Policy: submissions from unagented writers",
        "Manuscripts without an agent are read only in the open window each February {e:hb}.",
        "siobhan-ni-bhriain",
    ),
    (
        "hb-proofs",
        "How to: send proofs to the printer",
        "Press-ready PDF plus the signed-off checklist {e:hb}.",
        "olof-gunnarsdottir",
    ),
    (
        "hb-isbn",
        "How to: allocate an ISBN",
        "Production takes the next number from the house block and registers it with the"
        " bibliographic agency {e:hb}.",
        "olof-gunnarsdottir",
    ),
    (
        "hb-trade-terms",
        "Policy: discounts and trade terms",
        "Anything above the standard schedule needs the sales director's approval {e:hb,tt}.",
        "kwame-asante",
    ),
    (
        "hb-illustration-brief",
        "How to: brief an illustrator",
        "A brief gives format, extent, palette, spreads and deadlines {e:hb}.",
        "hannah-okafor",
    ),
    (
        "hb-cover-meeting",
        "How to: run a cover meeting",
        "The designer shows three roughs; editor, publicity and sales get a vote each {e:hb}.",
        "mateus-conceicao",
    ),
    (
        "hb-style-sheet",
        "Where the style sheet lives",
        "The house style sheet is on the shared drive, kept by the managing editor {e:hb,ss}.",
        "noor-al-hashimi",
    ),
]
for hid, htitle, htext, owner in HANDBOOK:
    page(hid, "handbook", "note", htitle, [htext], f"owned_by={owner}", [], "2025-01-06")


# --------------------------------------------------------------------------------------------
# Rendering
# --------------------------------------------------------------------------------------------

_SLUG_RE = re.compile(r"[^a-z0-9]+")
_CITE_RE = re.compile(r"\{e:([a-z0-9,-]+)\}")
_LINK_RE = re.compile(r"\[\[p:([a-z0-9-]+)\|([^\]]+)\]\]")


def _slug(text: str) -> str:
    return _SLUG_RE.sub("-", text.lower()).strip("-")


def evidence_id(key: str) -> str:
    ref, _title, _label, _date, text = EVIDENCE[key]
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:8]
    return f"ev-{_slug(ref)[:100].strip('-')}-{digest}"


def _render(text: str) -> str:
    def cite(match: re.Match[str]) -> str:
        keys = match.group(1).split(",")
        links = "; ".join(f"[[evidence:{evidence_id(k)}|{EVIDENCE[k][2]}]]" for k in keys)
        return f"({links})"

    text = _CITE_RE.sub(cite, text)
    return _LINK_RE.sub(lambda m: f"[[page:{m.group(1)}|{m.group(2)}]]", text)


def _entry_id(doc_id: str, timestamp: str, ref: str, text: str) -> str:
    digest = hashlib.sha256("\n".join([doc_id, timestamp, ref, text]).encode("utf-8"))
    return "ev-" + digest.hexdigest()[:12]


def _stamp(day: str, shift: timedelta, hour: int) -> str:
    base = datetime.fromisoformat(day).replace(hour=hour, tzinfo=UTC)
    return (base + shift).strftime("%Y-%m-%dT%H:%M:%SZ")


def _document(meta: dict[str, Any], body: str, folder: str) -> Document:
    draft = Document(meta=meta, body=body, folder=folder)
    data = serialize_document(draft)
    return parse_document(data, folder=folder, path=f"{folder}/{meta['id']}.md")


def _build_documents(shift: timedelta) -> list[Document]:
    docs: list[Document] = []
    for key, (ref, title, _label, day, text) in EVIDENCE.items():
        meta = {
            "id": evidence_id(key),
            "kind": "evidence",
            "type": "source",
            "title": title,
            "status": "active",
            "sources": [ref],
            "created": _stamp(day, shift, 9),
            "updated": _stamp(day, shift, 9),
        }
        docs.append(_document(meta, f"# {title}\n\n{text}", "evidence"))
    for spec in PAGES:
        paragraphs = [f"# {spec['title']}"] + [_render(p) for p in spec["body"]]
        body = "\n\n".join(paragraphs)
        entries = spec["timeline"]
        if entries:
            lines = ["## Timeline", ""]
            for timestamp, ref, text in entries:
                entry = _entry_id(spec["id"], timestamp, ref, text)
                lines.append(f"- **{timestamp}** | {entry} | {ref} | {text}")
            body += "\n\n" + "\n".join(lines)
        meta = {
            "id": spec["id"],
            "kind": "page",
            "type": spec["type"],
            "title": spec["title"],
            "status": "active",
            "aliases": spec["aliases"],
            "relations": spec["relations"],
            "sources": sorted({EVIDENCE[k][0] for k in _cited_keys(spec)}),
            "created": _stamp(spec["when"], shift, 10),
            "updated": _stamp(spec["when"], shift + timedelta(days=3), 16),
        }
        docs.append(_document(meta, body, spec["folder"]))
    return docs


def _cited_keys(spec: dict[str, Any]) -> list[str]:
    keys: list[str] = []
    for paragraph in spec["body"]:
        for match in _CITE_RE.finditer(paragraph):
            keys.extend(match.group(1).split(","))
    return keys


# --------------------------------------------------------------------------------------------
# The graph, and questions built by walking it
# --------------------------------------------------------------------------------------------


class Graph:
    def __init__(self) -> None:
        self.out: dict[str, list[tuple[str, str]]] = {}
        self.into: dict[str, list[tuple[str, str]]] = {}
        for spec in PAGES:
            for rel in spec["relations"]:
                self.out.setdefault(spec["id"], []).append((rel["type"], rel["target"]))
                self.into.setdefault(rel["target"], []).append((rel["type"], spec["id"]))

    def step(self, ids: set[str], spec: str) -> set[str]:
        """One relation step: `>type` follows outgoing edges, `<type` incoming ones;
        several types may be given with `|` (`<written_by|translated_by`)."""
        direction, types = spec[0], set(spec[1:].split("|"))
        found: set[str] = set()
        for node in ids:
            edges = self.out if direction == ">" else self.into
            found |= {other for rtype, other in edges.get(node, []) if rtype in types}
        return found

    def walk(self, anchor: str, *steps: str) -> set[str]:
        ids = {anchor}
        for spec in steps:
            ids = self.step(ids, spec)
        return ids - {anchor}


def _questions() -> list[Question]:
    g = Graph()
    out: list[Question] = []

    def q(kind: str, text: str, relevant: Iterable[str], anchor: str | None = None) -> None:
        question = Question(text=text, kind=kind, relevant=set(relevant))
        question.anchor = anchor  # type: ignore[attr-defined]
        out.append(question)

    def hop(text: str, anchor: str, step: str) -> None:
        q("hop", text, g.walk(anchor, step), anchor)

    def hop2(text: str, anchor: str, first: str, second: str) -> None:
        q("hop2", text, g.walk(anchor, first, second), anchor)

    # --- lexical: the answer's title or an alias is named ---------------------------------
    for text, answer in [
        ("Frankfurter Buchmesse 2025", "frankfurt-2025"),
        ("FL-25-009", "fl-25-009"),
        (f"which edition is ISBN {isbn(5)}?", "salt-marsh-b-format"),
        ("Tipografia Vallone", "tipografia-vallone"),
        ("what's our rule on the Oxford comma", "serial-comma"),
        ("LBF 2025 notes", "london-book-fair-2025"),
        ("Kumo Shobo", "kumo-shobo"),
        ("Daniel Hersh", "daniel-hersh"),
        ("policy on submissions from unagented writers", "hb-unagented"),
        ("returns on Blackthorn hardbacks 2024", "an-blackthorn-returns"),
        ("Hedgerow Year", "hedgerow-year"),
        ("show me Weller Rights", "weller-rights"),
        ("Kim Ji-woo", "kim-ji-woo"),
        ("who is Eleni Mavridou?", "eleni-mavridou"),
        ("Night Market Radio", "night-market-radio"),
        ("IN-24-002", "in-24-002"),
        ("Decision: Bookwise capped at 55%", "dc-bookwise-terms"),
        ("Harbourline Book Services", "harbourline"),
        ("the Edinburgh International Book Festival 2025 page", "edinburgh-book-festival-2025"),
        ("Undersea Cables: A History of Listening", "undersea-cables"),
        ("spaced en dash", "spaced-en-rule"),
        ("Ananya Rao", "ananya-rao"),
        ("Darya Sokolova", "darya-sokolova"),
        ("how to book a stand at a book fair", "hb-fair-stand"),
        ("Whitcombe & Vale Literary Agency", "whitcombe-vale"),
        ("Dead Calm at Chania large print", "dead-calm-large-print"),
        ("Style committee, March 2025", "style-committee-2025-03"),
        ("Park Seo-yeon", "park-seo-yeon"),
        ("Noor Al-Hashimi", "noor-al-hashimi"),
        ("transliteration of cyrillic names", "cyrillic-transliteration"),
        ("Éditions du Phare", "editions-du-phare"),
        ("fl-24-011 cartographers of rain spanish", "fl-24-011"),
        ("Harbourline territories FY2024/25", "an-export-territories"),
        ("Ishaan Verma", "ishaan-verma"),
        ("Mo Goes to Market", "mo-goes-to-market"),
    ]:
        q("lexical", text, {answer})

    # --- script: a person by their name in their own script -------------------------------
    for text, answer in [
        ("Олена Коваль", "olena-koval"),
        ("who is Оксана Коваль?", "oksana-koval"),
        ("Γιώργος Παπαδάκης", "giorgos-papadakis"),
        ("石田 遥", "haruka-ishida"),
        ("森 遥 contact", "haruka-mori"),
        ("김지우", "kim-ji-woo"),
        ("박서연 에이전트", "park-seo-yeon"),
        ("สมชาย วงศ์สวัสดิ์", "somchai-wongsawat"),
        ("محمود الخطيب", "mahmoud-al-khatib"),
        ("דנה לוי", "dana-levi"),
        ("राहुल वर्मा", "rahul-verma"),
        ("ईशान वर्मा कौन हैं", "ishaan-verma"),
        ("李明", "li-ming"),
        ("陈静", "chen-jing"),
        ("陈伟的资料", "chen-wei"),
        ("अनन्या मेहता", "ananya-mehta"),
        ("अनन्या राव", "ananya-rao"),
        ("יעל בן-דוד", "yael-ben-david"),
        ("Дарья Соколова", "darya-sokolova"),
        ("نور الهاشمي", "noor-al-hashimi"),
        ("Νίκος Σταυρίδης", "nikos-stavridis"),
        ("Ελένη Μαυρίδου", "eleni-mavridou"),
        ("ليلى حداد", "leila-haddad"),
        ("אורן ספיר", "oren-sapir"),
        ("กัญญา บรูคส์", "kanya-brooks"),
        ("이수민", "lee-su-min"),
        ("田中 健", "tanaka-ken"),
        ("Ólöf Gunnarsdóttir", "olof-gunnarsdottir"),
    ]:
        q("script", text, {answer})

    # --- hop: one relation away ------------------------------------------------------------
    hop("who translated Frost Line?", "frost-line", ">translated_by")
    hop("who looks after the Chania murder mystery?", "dead-calm-at-chania", ">edited_by")
    hop("which agent looks after Olena Koval", "olena-koval", ">represented_by")
    hop("Clara Whitcombe's clients", "clara-whitcombe", "<represented_by")
    hop("who does Darya report to", "darya-sokolova", ">reports_to")
    hop("people reporting to Ingrid", "ingrid-saether", "<reports_to")
    hop("what has Daniel Hersh translated", "daniel-hersh", "<translated_by")
    hop("titles illustrated by Tomás Ferreira", "tomas-ferreira", "<illustrated_by")
    hop("whose list is The Nitrate Coast on?", "the-nitrate-coast", ">published_under")
    hop("who makes the physical copies of Hedgerow Year", "hedgerow-year", ">printed_by")
    hop("what did we buy at the November acquisitions?", "acq-2024-11-07", "<acquired_in")
    hop("who did we send to Bologna?", "bologna-2025", "<attended")
    hop("deals Darya negotiated", "darya-sokolova", "<negotiated_by")
    hop("where was the Korean licence for Signal Fires agreed?", "fl-25-018", ">agreed_at")
    hop("who bought the Italian rights to Mo and the Moon Kite", "fl-25-009", ">licensed_to")
    hop("what genre is Signal Fires", "signal-fires", ">in_genre")
    hop("which titles is Ananya Mehta the editor of", "ananya-mehta", "<edited_by")
    hop("where does Marguerite Obi work", "marguerite-obi", ">works_at")
    hop("Park Seo-yeon's firm", "park-seo-yeon", ">works_at")
    hop("who runs the Little Owl Lane list", "little-owl-lane", ">led_by")
    hop("outcomes of the March 2025 style committee", "style-committee-2025-03", "<decided_in")
    hop("the serial comma decision: which session made it?", "dc-serial-comma", ">decided_in")
    hop("who attended the translation quality review", "translation-review-2025-02", "<attended")
    hop("who manufactures the chunky Mo edition for toddlers", "mo-board-book", ">printed_by")
    hop("narrator of the Salt Marsh audiobook", "salt-marsh-audio", ">narrated_by")
    hop("who's the Greek crime writer's agent?", "giorgos-papadakis", ">represented_by")
    hop("Papadakis titles", "giorgos-papadakis", "<written_by")
    hop("where has Fionnuala Byrne done events", "fionnuala-byrne", ">appeared_at")
    hop("which analysis led to the B-format switch", "dc-blackthorn-b-format", ">informed_by")
    hop("who designed The Quiet Parish cover", "the-quiet-parish", ">cover_by")
    hop("what have Verlag Lindenblatt licensed from us", "verlag-lindenblatt", "<licensed_to")
    hop("Jonas Weller's authors", "jonas-weller", "<represented_by")
    hop("list the people at the cover review for spring 2026", "cover-review-2025-10", "<attended")
    hop("who owns Blackthorn", "blackthorn", ">imprint_of")
    hop("which list is Tomasz in charge of", "tomasz-wroblewski", "<led_by")
    hop("what did Isabel Cortázar translate", "isabel-cortazar", "<translated_by")
    hop("which agents work at W&V", "whitcombe-vale", "<works_at")
    hop(
        "who's responsible for Cartographers of Rain on our side",
        "cartographers-of-rain",
        ">edited_by",
    )
    hop("who wrote The Canal Clocks", "the-canal-clocks", ">written_by")
    hop("author of 'A House of Citrus'", "a-house-of-citrus", ">written_by")
    hop("who is Hannah Okafor's boss", "hannah-okafor", ">reports_to")
    hop("what has Kwame been in the room for", "kwame-asante", ">attended")
    hop("who chaired the September 2025 acquisitions", "acq-2025-09-18", ">chaired_by")
    hop("company Agnieszka Wójcik works for", "agnieszka-wojcik", ">works_at")
    hop("our contact at Haneul Books", "haneul-books", "<works_at")
    hop("what does Foyle & Finch have an exclusive on?", "foyle-and-finch", "<exclusive_to")
    hop("what goes out through Harbourline", "harbourline", "<distributed_by|export_via")
    hop(
        "what did Ishaan's hardback returns numbers lead to",
        "an-blackthorn-returns",
        "<informed_by",
    )
    hop("what has Yael Ben-David attended", "yael-ben-david", ">attended")
    hop("deals done at LBF", "london-book-fair-2025", "<agreed_at")
    hop("who does Ishaan Verma report to", "ishaan-verma", ">reports_to")
    hop("which titles sit under nature writing", "nature-writing", "<in_genre")
    hop("Olena's sister", "olena-koval", "<sibling_of")
    hop("who did the jacket art for the Japanese hotel novel", "the-paper-crane-hotel", ">cover_by")
    hop("Noor's areas of responsibility", "noor-al-hashimi", "<maintained_by")
    hop("porcelain winter translator", "porcelain-winter", ">translated_by")
    hop("represented_by: Dana Levi", "dana-levi", ">represented_by")

    # --- hop2: two relations away ----------------------------------------------------------
    hop2(
        "which foreign publishers have taken rights to The Quiet Parish?",
        "the-quiet-parish",
        "<licenses",
        ">licensed_to",
    )
    hop2("titles by Clara Whitcombe's clients", "clara-whitcombe", "<represented_by", "<written_by")
    hop2("who translated Olena Koval's novel", "olena-koval", "<written_by", ">translated_by")
    hop2(
        "editors of the titles we bought in January 2025",
        "acq-2025-01-16",
        "<acquired_in",
        ">edited_by",
    )
    hop2("which houses did we sign with at Bologna", "bologna-2025", "<agreed_at", ">licensed_to")
    hop2("authors on the Blackthorn list", "blackthorn", "<published_under", ">written_by")
    hop2("Ingrid's skip-level reports", "ingrid-saether", "<reports_to", "<reports_to")
    hop2(
        "who was in the room when the serial comma was adopted",
        "dc-serial-comma",
        ">decided_in",
        "<attended",
    )
    hop2("where were Darya's deals agreed", "darya-sokolova", "<negotiated_by", ">agreed_at")
    hop2(
        "which printers do Hannah Okafor's titles go to",
        "hannah-okafor",
        "<edited_by",
        ">printed_by",
    )
    hop2("which agency represents Olena Koval", "olena-koval", ">represented_by", ">works_at")
    hop2(
        "foreign publishers on licences Yael negotiated",
        "yael-ben-david",
        "<negotiated_by",
        ">licensed_to",
    )
    hop2("whose books has Daniel Hersh translated", "daniel-hersh", "<translated_by", ">written_by")
    hop2(
        "which acquisitions rounds bought Papadakis novels",
        "giorgos-papadakis",
        "<written_by",
        ">acquired_in",
    )
    hop2("genres Ananya Mehta edits in", "ananya-mehta", "<edited_by", ">in_genre")
    hop2(
        "who attended the session where the Blackthorn B-format call was made",
        "dc-blackthorn-b-format",
        ">decided_in",
        "<attended",
    )
    hop2(
        "Haneul Books: which of our titles have they licensed",
        "haneul-books",
        "<licensed_to",
        ">licenses",
    )
    hop2(
        "titles involving Kumo Shobo either way",
        "kumo-shobo",
        "<licensed_to|licensed_from",
        ">licenses",
    )
    hop2("imprint for Chen Jing's projects", "chen-jing", "<edited_by", ">published_under")
    hop2(
        "imprints whose titles Vallone prints",
        "tipografia-vallone",
        "<printed_by",
        ">published_under",
    )
    hop2(
        "who at Marrowbone dealt with Weller Rights",
        "weller-rights",
        "<licensed_from",
        ">negotiated_by",
    )
    hop2(
        "what did the Verona vs UK cost study's decision apply to",
        "an-picture-book-costs",
        "<informed_by",
        ">applies_to",
    )
    hop2("what else is in the same genre as Frost Line", "frost-line", ">in_genre", "<in_genre")
    hop2("titles on the list Hannah Okafor runs", "hannah-okafor", "<led_by", "<published_under")
    hop2("Lee Su-min's house: deals with us", "lee-su-min", ">works_at", "<licensed_to")
    hop2("who translates for Saltings", "saltings", "<published_under", ">translated_by")
    hop2("editor of Chen Wei's book", "chen-wei", "<written_by", ">edited_by")
    hop2(
        "rights deals for what we bought in September 2024",
        "acq-2024-09-12",
        "<acquired_in",
        "<licenses",
    )
    hop2(
        "where did Rhiannon Pryce's titles get printed",
        "rhiannon-pryce",
        "<written_by",
        ">printed_by",
    )
    hop2("imprints run by Ingrid's direct reports", "ingrid-saether", "<reports_to", "<led_by")
    hop2(
        "what decisions did Ishaan's analyses inform",
        "ishaan-verma",
        "<prepared_by",
        "<informed_by",
    )
    hop2("co-agents on licences closed at Bologna", "bologna-2025", "<agreed_at", ">brokered_by")
    hop2(
        "illustrators of Grace Adeyemi-Holt's picture books",
        "grace-adeyemi-holt",
        "<written_by",
        ">illustrated_by",
    )
    hop2(
        "firm of the agent who handles Bjorn Lindqvist",
        "bjorn-lindqvist",
        ">represented_by",
        ">works_at",
    )
    hop2("who came to the session Ananya Mehta chaired", "ananya-mehta", "<chaired_by", "<attended")

    # --- paraphrase: a finding, decision or idea in other words ----------------------------
    for text, answer in [
        ("do we punctuate before the final 'and' in a run of items?", "dc-serial-comma"),
        (
            "are the people who bring foreign novels into English credited on the outside of the"
            " book?",
            "dc-translator-cover-credit",
        ),
        ("we stopped doing hardcovers for the crime imprint, right?", "dc-blackthorn-b-format"),
        ("is there a cap on what we pay debutants up front", "dc-debut-advance-cap"),
        ("why are the illustrated kids' titles still made in Italy", "dc-picture-books-vallone"),
        ("how deep a margin will we give the big online seller", "dc-bookwise-terms"),
        (
            "what spelling convention applies to toponyms and people from Ukraine",
            "dc-ukrainian-transliteration",
        ),
        ("has the Chinese kiln novel slipped a season", "dc-porcelain-winter-delay"),
        (
            "are we splitting a booth with other indies in Germany this autumn",
            "dc-frankfurt-shared-stand",
        ),
        ("greener stock for our monochrome interiors", "dc-fsc-paper"),
        (
            "indie shops outsold the chain on translated fiction over the summer",
            "an-q3-2025-channels",
        ),
        ("what share of crime hardcovers did shops send back unsold", "an-blackthorn-returns"),
        (
            "did the prize nomination boost the Ukrainian novel's weekly numbers",
            "an-salt-marsh-shortlist",
        ),
        ("is it cheaper per copy to print colour work abroad", "an-picture-book-costs"),
        ("how is the spoken-word version doing against print", "an-salt-marsh-formats"),
        ("signing takings at the Welsh literary weekend", "an-hay-2025-tent"),
        (
            "do generous sums for newcomers' first manuscripts get recouped through royalties",
            "an-debut-advances",
        ),
        ("which overseas markets perform best for us", "an-export-territories"),
        ("the punctuation mark between clauses: do we pad it with blanks?", "spaced-en-rule"),
        ("inverted commas: one or two?", "single-quotes"),
        ("when to use digits versus spelled-out words", "numbers-in-text"),
        ("z or s in organise", "oxford-spelling"),
        (
            "which scheme do we use to put Russian lettering into our alphabet",
            "cyrillic-transliteration",
        ),
        ("true accounts told with a novelist's pacing", "narrative-nonfiction"),
    ]:
        q("paraphrase", text, {answer})
    q(
        "paraphrase",
        "where must the person who rendered the text appear on the finished object?",
        {"translator-credit", "dc-translator-cover-credit"},
    )
    return out


# --------------------------------------------------------------------------------------------
# build and check
# --------------------------------------------------------------------------------------------


def build(seed: int = 257) -> EvalSet:
    rng = random.Random(seed)
    shift = timedelta(days=rng.randint(0, 60), hours=rng.randint(0, 6))
    documents = _build_documents(shift)
    rng.shuffle(documents)
    questions = _questions()
    rng.shuffle(questions)
    return EvalSet(documents=documents, questions=questions)


# Stop words and question words: not distinctive.
STOP_WORDS = """
    a about above after again all also am an and any are as at be been being before below
    between both but by can could did do does doing done down during each else ever every few
    for from get give had has have having he her here him his how i if in into is it its just
    me more most my no nor not of off on once only or other our ours out over own please same
    she should show so some such tell than that the their them then there these they this those
    through to too under until up us very was we were what when where which while who whom
    whose why will with would you your s t find
"""
STOP = frozenset(STOP_WORDS.split())
_WORD_RE = re.compile(r"[^\W_]+")
_SUFFIXES = (
    "ations",
    "ation",
    "ions",
    "ion",
    "ings",
    "ing",
    "ers",
    "er",
    "ors",
    "or",
    "ies",
    "ied",
    "es",
    "ed",
    "s",
    "ly",
)


def _stem(word: str) -> str:
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[: -len(suffix)]
    return word


def _distinctive(text: str) -> set[str]:
    words = {w for w in _WORD_RE.findall(text.casefold()) if len(w) > 1}
    return {_stem(w) for w in words if w not in STOP}


def _shares(a: str, b: str) -> bool:
    return a == b or (min(len(a), len(b)) >= 5 and (a.startswith(b) or b.startswith(a)))


def _doc_words(doc: Document) -> set[str]:
    return _distinctive(" ".join([doc.title, *doc.aliases, doc.body]))


def _overlap(question: str, doc: Document) -> set[str]:
    words = _doc_words(doc)
    return {w for w in _distinctive(question) if any(_shares(w, x) for x in words)}


def _names(question: str, doc: Document) -> bool:
    """Whether a question names a document: a whole title or alias, or at least two of the
    words of one (a reference code such as FL-25-009, a title without its ISBN)."""
    text = question.casefold()
    asked = _distinctive(question)
    for name in [doc.title, *doc.aliases]:
        if name.casefold() in text:
            return True
        if len(asked & _distinctive(name)) >= 2:
            return True
    return False


def _check(data: EvalSet) -> list[str]:
    problems: list[str] = []
    by_id: dict[str, Document] = {}
    for doc in data.documents:
        if doc.brain_id in by_id:
            problems.append(f"duplicate id {doc.brain_id}")
        by_id[doc.brain_id] = doc
    cited: set[str] = set()
    for doc in data.documents:
        for problem in validate_document(doc, file_stem=doc.brain_id):
            problems.append(f"{doc.brain_id}: invalid ({problem.rule}) {problem.message}")
        if doc.status != "active":
            problems.append(f"{doc.brain_id}: status {doc.status}")
        if doc.kind == "page":
            for statement in uncited_statements(doc.body):
                problems.append(f"{doc.brain_id}: uncited statement {statement.excerpt!r}")
            for rel in doc.relations:
                target = by_id.get(rel.target)
                if target is None or target.kind != "page":
                    problems.append(f"{doc.brain_id}: broken relation {rel.type} {rel.target}")
        for link in doc.links:
            target = by_id.get(link.target)
            if link.kind == "page" and (target is None or target.kind != "page"):
                problems.append(f"{doc.brain_id}: broken link {link.target}")
            if link.kind == "evidence":
                cited.add(link.target)
                if target is None or target.kind != "evidence":
                    problems.append(f"{doc.brain_id}: broken citation {link.target}")
    for doc in data.documents:
        if doc.kind == "evidence" and doc.brain_id not in cited:
            problems.append(f"{doc.brain_id}: evidence cited by no page")
    seen: set[str] = set()
    for question in data.questions:
        label = f"[{question.kind}] {question.text!r}"
        if question.text in seen:
            problems.append(f"{label}: asked twice")
        seen.add(question.text)
        if question.kind not in KINDS:
            problems.append(f"{label}: unknown kind")
        if not question.relevant:
            problems.append(f"{label}: no relevant documents")
        missing = [r for r in question.relevant if r not in by_id]
        if missing:
            problems.append(f"{label}: relevant documents missing: {missing}")
            continue
        answers = [by_id[r] for r in question.relevant]
        anchor = getattr(question, "anchor", None)
        if question.kind in ("hop", "hop2"):
            if anchor is None or anchor not in by_id:
                problems.append(f"{label}: no anchor page")
            elif anchor in question.relevant:
                problems.append(f"{label}: the described page is relevant")
        if question.kind == "hop":
            for doc in answers:
                shared = _overlap(question.text, doc)
                if shared:
                    problems.append(f"{label}: {doc.brain_id} shares {sorted(shared)}")
        if question.kind == "lexical" and not any(_names(question.text, doc) for doc in answers):
            problems.append(f"{label}: names no title or alias of its answer")
        if question.kind == "script":
            text = question.text.casefold()
            doc = answers[0]
            if len(answers) != 1 or doc.type != "person":
                problems.append(f"{label}: a script question asks for one person")
            elif doc.title.casefold() not in text or doc.title.isascii():
                problems.append(f"{label}: does not name {doc.brain_id} in its own script")
        if question.kind == "paraphrase":
            for doc in answers:
                shared = _overlap(question.text, doc)
                if len(shared) > 1:
                    problems.append(f"{label}: {doc.brain_id} shares {sorted(shared)}")
    return problems


if __name__ == "__main__":
    data = build()
    for problem in _check(data):
        print(problem)
    docs = Counter(
        doc.kind if doc.kind == "evidence" else f"page/{doc.type}" for doc in data.documents
    )
    print(f"documents: {len(data.documents)}")
    for kind, count in sorted(docs.items()):
        print(f"  {kind}: {count}")
    kinds = Counter(question.kind for question in data.questions)
    print(f"questions: {len(data.questions)}")
    for kind in KINDS:
        print(f"  {kind}: {kinds[kind]}")
