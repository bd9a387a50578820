"""Set F: a held-out retrieval set, written from the document format alone.

Data card. The brain of a mid-sized art museum on a harbour: its staff (curators, conservators,
registrars, a designer, a preparator), the trustees of its acquisitions committee, private
collectors and institutions that lend to it, the dealers, auction house and donors it acquires
from, its shippers, insurers, sponsors and a touring partner. Exhibitions and internal projects
are `project` pages; the works are `concept` pages in an `objects` folder; committee sessions,
loan reviews, walkthroughs and calls are `meeting` pages; condition reports and audits are
`analysis` pages; a few findings live in notes. Everything active cites evidence: registers,
minutes, photo logs, schedules and exports kept under `evidence/`. Relations are written in the
frontmatter (`works_at`, `reports_to`, `member_of`, `lent_by`, `acquired_from`, `approved_at`,
`shown_in`, `conserved_by`, `curated_by`, `designed_by`, `insured_by`, `shipped_by`,
`sponsored_by`, `travels_to`, `led_by`, `chaired_by`, `attended_by`, `part_of`, `concerns`,
`examines`, `written_by`); meetings also link what they discussed inline, with labels that do not
name it. The pages a link points at never repeat the name of the page pointing at them, so a
question that names one end and asks for the other cannot be answered by matching words.

People are named in their own script (Latin with diacritics, Greek, Cyrillic, Georgian,
Armenian, Arabic, Persian, Hebrew, Devanagari, Bengali, Tamil, Thai, Chinese, Japanese, Korean,
Ethiopic), with a Latin alias when the title is not Latin; some first names are shared (two
Marguerites, two Andreis, two Yukis, two Mohammeds, two Yaels). Handbook notes (policies,
how-tos, templates) share the questions' vocabulary (loans, couriers, condition reports,
insurance, the committee) without answering any question.

Questions, five kinds: `lexical` (the words of a title or alias, a few with accents folded or a
word of context), `script` (a person's name in their own script), `hop` (one relation or link
from the page the question describes, asked in either direction, phrased with synonyms,
possessives, nouns, imperatives and trailing clauses), `hop2` (two links away, through objects,
exhibitions, meetings and people) and `paraphrase` (a finding, decision or method described in
words its page does not use). The relevant set of every linked question is computed from the
relations, so it holds every page that answers (attendance counts the chair). The seed only
shuffles the order of documents and questions and moves the timestamps; the content is fixed.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

from bench.retrieval_data import EvalSet, Question
from brain.toolkit.document import Document, parse_document

FOLDERS = {
    "person": "people",
    "company": "companies",
    "project": "projects",
    "meeting": "meetings",
    "concept": "objects",
    "analysis": "conservation",
    "note": "handbook",
}


@dataclass
class _Page:
    id: str
    type: str
    title: str
    text: str  # paragraphs; each ends with a citation added from `evidence`
    evidence: str
    aliases: list[str] = field(default_factory=list)
    relations: list[tuple[str, str]] = field(default_factory=list)
    folder: str = ""


def _rel(**relations: str | list[str]) -> list[tuple[str, str]]:
    out = []
    for name, targets in relations.items():
        for target in [targets] if isinstance(targets, str) else targets:
            out.append((name, target))
    return out


# ---------------------------------------------------------------------------------------------
# evidence


EVIDENCE = [
    (
        "ev-loan-register-spring-2026",
        "Loan register extract, spring 2026",
        "Entries L.2026.001 to L.2026.019: loan numbers, dates in and out, crate references and "
        "agreed values, as exported from the collections database on 2 April 2026.",
    ),
    (
        "ev-loan-register-autumn-2026",
        "Loan register extract, autumn 2026",
        "Entries L.2026.020 to L.2026.041 with condition-check dates and courier flags, exported "
        "on 1 October 2026.",
    ),
    (
        "ev-minutes-2026-02-12",
        "Signed minutes, acquisitions committee, February 2026",
        "Signed copy of the minutes, two pages, with the quorum count and votes recorded by item.",
    ),
    (
        "ev-minutes-2026-05-14",
        "Signed minutes, acquisitions committee, May 2026",
        "Signed copy of the minutes, three pages, votes recorded by item.",
    ),
    (
        "ev-minutes-2026-09-10",
        "Signed minutes, acquisitions committee, September 2026",
        "Signed copy of the minutes, two pages, one deferral noted.",
    ),
    (
        "ev-minutes-2026-11-19",
        "Signed minutes, acquisitions committee, November 2026",
        "Signed copy of the minutes, four pages, votes recorded by item.",
    ),
    (
        "ev-lab-photo-log-q1-2026",
        "Conservation lab photo log, Q1 2026",
        "Frame list of normal, raking-light, ultraviolet and infrared captures, January to March.",
    ),
    (
        "ev-lab-photo-log-q2-2026",
        "Conservation lab photo log, Q2 2026",
        "Frame list of captures from April to June, with scale bars and colour targets noted.",
    ),
    (
        "ev-lab-photo-log-q3-2026",
        "Conservation lab photo log, Q3 2026",
        "Frame list of captures from July to September.",
    ),
    (
        "ev-insurance-schedule-meridian-2026",
        "Insurance schedule 2026, first policy",
        "Schedule of covered exhibitions with nail-to-nail periods and sums insured.",
    ),
    (
        "ev-insurance-schedule-aldgate-2026",
        "Insurance schedule 2026, second policy",
        "Schedule of covered exhibitions with wall-to-wall terms and excess amounts.",
    ),
    (
        "ev-shipping-manifests-2026",
        "Shipping manifests 2026",
        "Consignment notes, vehicle bookings and seal numbers for every movement this year.",
    ),
    (
        "ev-staff-directory-2026",
        "Staff directory export, January 2026",
        "Names, roles, line managers and extension numbers as held by human resources.",
    ),
    (
        "ev-trustee-register-2026",
        "Trustee register 2026",
        "Board members, their terms of office and the standing committees they sit on.",
    ),
    (
        "ev-programme-board-paper-2026",
        "Exhibition programme 2026-27, board paper",
        "Paper to the board listing each show with its dates, gallery, budget line and team.",
    ),
    (
        "ev-datalogger-gallery-4",
        "Datalogger export, Gallery 4",
        "Quarter-hourly temperature and relative humidity readings, January to June 2026.",
    ),
    (
        "ev-pest-trap-log-2026",
        "Pest trap log 2026",
        "Monthly counts per trap, by species, for the stores and galleries.",
    ),
    (
        "ev-policy-register-2025",
        "Board policy register 2025",
        "Every policy the board adopted or renewed in 2025, with its owner and review date.",
    ),
    (
        "ev-owner-correspondence-2026",
        "Private owners' correspondence 2026",
        "Letters and e-mails exchanged with private lenders, filed by loan number.",
    ),
    (
        "ev-invoices-2026",
        "Dealer and auction invoices 2026",
        "Invoices, buyer's premium statements and deeds of gift for this year's acquisitions.",
    ),
    (
        "ev-meeting-recordings-2026",
        "Meeting recordings index 2026",
        "Index of recorded internal meetings with dates, durations and the note-taker.",
    ),
    (
        "ev-registrar-contacts-export",
        "Contacts export from the registrar's mailbox",
        "External contacts with organisation, role and last correspondence date.",
    ),
    (
        "ev-lux-readings-photo-galleries",
        "Lux meter readings, photography galleries",
        "Spot readings taken weekly at fixed points, with cumulative exposure totals.",
    ),
    (
        "ev-courier-reports-2026",
        "Courier reports 2026",
        "Reports filed by visiting and outgoing couriers after each handover.",
    ),
    (
        "ev-digitisation-plan",
        "Digitisation project plan",
        "Scope, equipment list, file naming scheme and weekly targets for the imaging team.",
    ),
]

# ---------------------------------------------------------------------------------------------
# people

STAFF = "ev-staff-directory-2026"
TRUSTEES = "ev-trustee-register-2026"
LENDERS = "ev-owner-correspondence-2026"
CONTACTS = "ev-registrar-contacts-export"
MUSEUM = "tidemark-museum"


def _people() -> list[_Page]:
    p = _Page
    return [
        p(
            "ingrid-solberg",
            "person",
            "Ingrid Solberg",
            "Director since 2019; sets the strategy and signs every agreement the institution "
            "enters into.",
            STAFF,
            relations=_rel(works_at=MUSEUM, member_of="acquisitions-committee"),
        ),
        p(
            "marguerite-duval",
            "person",
            "Marguerite Duval",
            "Chief curator and keeper of works on paper; a specialist in nineteenth-century "
            "French intaglio.",
            STAFF,
            relations=_rel(
                works_at=MUSEUM, reports_to="ingrid-solberg", member_of="acquisitions-committee"
            ),
        ),
        p(
            "artemis-papadopoulou",
            "person",
            "Άρτεμις Παπαδοπούλου",
            "Curator of antiquities; trained in Thessaloniki and Oxford, writes on cult practice "
            "in ancient homes.",
            STAFF,
            aliases=["Artemis Papadopoulou"],
            relations=_rel(works_at=MUSEUM, reports_to="marguerite-duval"),
        ),
        p(
            "yuki-takahashi",
            "person",
            "高橋由紀",
            "Curator of East Asian art; previously at a lacquer study centre in Wajima.",
            STAFF,
            aliases=["Yuki Takahashi", "Takahashi Yuki"],
            relations=_rel(works_at=MUSEUM, reports_to="marguerite-duval"),
        ),
        p(
            "lukasz-wrobel",
            "person",
            "Łukasz Wróbel",
            "Senior paintings conservator; easel paintings, technical imaging and varnish removal.",
            STAFF,
            relations=_rel(works_at=MUSEUM, reports_to="mateus-conceicao"),
        ),
        p(
            "neha-verma",
            "person",
            "नेहा वर्मा",
            "Textile conservator; wet cleaning, stitched supports and mounting of flat weaves.",
            STAFF,
            aliases=["Neha Verma"],
            relations=_rel(works_at=MUSEUM, reports_to="mateus-conceicao"),
        ),
        p(
            "kim-ji-hoon",
            "person",
            "김지훈",
            "Objects conservator; ceramics, metals, stone and east Asian urushi.",
            STAFF,
            aliases=["Kim Ji-hoon", "Ji-hoon Kim"],
            relations=_rel(works_at=MUSEUM, reports_to="mateus-conceicao"),
        ),
        p(
            "sinead-ni-bhriain",
            "person",
            "Sinéad Ní Bhriain",
            "Registrar; owns incoming and outgoing agreements, indemnity paperwork and the "
            "movement record.",
            STAFF,
            relations=_rel(works_at=MUSEUM, reports_to="mateus-conceicao"),
        ),
        p(
            "andrei-sokolov",
            "person",
            "Андрей Соколов",
            "Spatial designer; builds the gallery layouts, plinths, cases and graphic panels.",
            STAFF,
            aliases=["Andrei Sokolov", "Andrey Sokolov"],
            relations=_rel(works_at=MUSEUM, reports_to="ingrid-solberg"),
        ),
        p(
            "yael-cohen",
            "person",
            "יעל כהן",
            "Curator of photography; early processes and documentary practice.",
            STAFF,
            aliases=["Yael Cohen"],
            relations=_rel(works_at=MUSEUM, reports_to="marguerite-duval"),
        ),
        p(
            "chen-xiaomei",
            "person",
            "陈晓梅",
            "Assistant registrar; barcodes, location updates and the imaging schedule.",
            STAFF,
            aliases=["Chen Xiaomei", "Xiaomei Chen"],
            relations=_rel(works_at=MUSEUM, reports_to="sinead-ni-bhriain"),
        ),
        p(
            "fatima-zahra-benali",
            "person",
            "فاطمة الزهراء بنعلي",
            "Curator of dress and woven material; researches trade cloth and embroidery.",
            STAFF,
            aliases=["Fatima Zahra Benali", "Fatima Benali"],
            relations=_rel(works_at=MUSEUM, reports_to="marguerite-duval"),
        ),
        p(
            "mateus-conceicao",
            "person",
            "Mateus Conceição",
            "Head of collections care; runs the studios, the registrars and the art handling team.",
            STAFF,
            relations=_rel(works_at=MUSEUM, reports_to="ingrid-solberg"),
        ),
        p(
            "yuki-andersson",
            "person",
            "Yuki Andersson",
            "Assistant curator of photography; cataloguing and picture research.",
            STAFF,
            relations=_rel(works_at=MUSEUM, reports_to="yael-cohen"),
        ),
        p(
            "chiara-bellandi",
            "person",
            "Chiara Bellandi",
            "Curator of modern and contemporary art; commissions, video and installation.",
            STAFF,
            relations=_rel(works_at=MUSEUM, reports_to="marguerite-duval"),
        ),
        p(
            "olafur-sigurdsson",
            "person",
            "Ólafur Sigurðsson",
            "Lead preparator; rigging, case dressing and the handling crew.",
            STAFF,
            relations=_rel(works_at=MUSEUM, reports_to="mateus-conceicao"),
        ),
        # trustees
        p(
            "andrei-levin",
            "person",
            "Андрей Левин",
            "Trustee since 2022; retired shipping lawyer.",
            TRUSTEES,
            aliases=["Andrei Levin"],
            relations=_rel(member_of="acquisitions-committee"),
        ),
        p(
            "amara-nwosu",
            "person",
            "Amara Nwosu",
            "Trustee and art historian; professor at the university across the bay.",
            TRUSTEES,
            aliases=["Dr Amara Nwosu"],
            relations=_rel(member_of="acquisitions-committee"),
        ),
        p(
            "otar-japaridze",
            "person",
            "ოთარ ჯაფარიძე",
            "Trustee; architect and collector of drawings.",
            TRUSTEES,
            aliases=["Otar Japaridze"],
            relations=_rel(member_of="acquisitions-committee"),
        ),
        p(
            "bernadette-kowalczyk",
            "person",
            "Bernadette Kowalczyk",
            "Trustee and treasurer of the board; chartered accountant.",
            TRUSTEES,
            relations=_rel(member_of="acquisitions-committee"),
        ),
        p(
            "siriporn-wongsawat",
            "person",
            "ศิริพร วงศ์สวัสดิ์",
            "Trustee; founder of a textile business in Chiang Mai.",
            TRUSTEES,
            aliases=["Siriporn Wongsawat"],
            relations=_rel(member_of="acquisitions-committee"),
        ),
        # private lenders, donors, dealers
        p(
            "marguerite-okafor",
            "person",
            "Marguerite Okafor",
            "Private collector in Bristol; prefers to be credited as a private collection.",
            LENDERS,
        ),
        p(
            "helene-de-villiers-tanguy",
            "person",
            "Hélène de Villiers-Tanguy",
            "Private collector in Rouen; collects states and proofs.",
            LENDERS,
        ),
        p(
            "sara-rahimi",
            "person",
            "سارا رحیمی",
            "Private collector in Hamburg; ceramics of Iran and Central Asia.",
            LENDERS,
            aliases=["Sara Rahimi"],
        ),
        p(
            "alexandros-konstantinou",
            "person",
            "Αλέξανδρος Κωνσταντίνου",
            "Private collector in Athens; asks for a courier for every movement.",
            LENDERS,
            aliases=["Alexandros Konstantinou"],
        ),
        p(
            "kenichi-yamamoto",
            "person",
            "山本健一",
            "Private collector in Kanazawa; Edo-period maki-e and tea utensils.",
            LENDERS,
            aliases=["Kenichi Yamamoto", "Yamamoto Kenichi"],
        ),
        p(
            "jurgen-weissmuller",
            "person",
            "Jürgen Weißmüller",
            "Private collector in Munich; early British and German camera work.",
            LENDERS,
        ),
        p(
            "aram-hovhannisyan",
            "person",
            "Արամ Հովհաննիսյան",
            "Private collector in Lyon; tin-glazed earthenware; occasionally sells.",
            LENDERS,
            aliases=["Aram Hovhannisyan"],
        ),
        p(
            "priya-raman",
            "person",
            "பிரியா ராமன்",
            "Benefactor; a descendant of a family of needlewomen in Cornwall.",
            LENDERS,
            aliases=["Priya Raman"],
        ),
        p(
            "kwame-boateng-asante",
            "person",
            "Kwame Boateng-Asante",
            "Benefactor; former harbour master, keeps a collection of navigation instruments.",
            LENDERS,
        ),
        p(
            "bjorn-lindqvist",
            "person",
            "Björn Lindqvist",
            "Dealer; third generation of a Stockholm antiques firm.",
            CONTACTS,
            relations=_rel(works_at="lindqvist-soner"),
        ),
        # contacts elsewhere
        p(
            "charlotte-beaumont",
            "person",
            "Charlotte Beaumont",
            "Courier coordinator; books vehicles, supervisors and flights.",
            CONTACTS,
            relations=_rel(works_at="halvorsen-logistics"),
        ),
        p(
            "mohammed-al-rashid",
            "person",
            "محمد الراشد",
            "Underwriter for fine art and specie risks.",
            CONTACTS,
            aliases=["Mohammed Al-Rashid"],
            relations=_rel(works_at="meridian-underwriters"),
        ),
        p(
            "mohammed-idrissi",
            "person",
            "Mohammed Idrissi",
            "Registrar at a country-house collection; handles outgoing loans.",
            CONTACTS,
            relations=_rel(works_at="kestrel-hall"),
        ),
        p(
            "zsofia-horvath",
            "person",
            "Zsófia Horváth",
            "Registrar for loans abroad; speaks Polish, Hungarian and English.",
            CONTACTS,
            relations=_rel(works_at="lodz-textile-archive"),
        ),
        p(
            "tania-rahman",
            "person",
            "তানিয়া রহমান",
            "Freelance lighting designer; fibre optics and low-UV sources.",
            CONTACTS,
            aliases=["Tania Rahman"],
        ),
        p(
            "oksana-kravchenko",
            "person",
            "Оксана Кравченко",
            "Heritage scientist; Raman and X-ray fluorescence work on pigments.",
            CONTACTS,
            aliases=["Oksana Kravchenko"],
            relations=_rel(works_at="pigment-institute"),
        ),
        p(
            "nguyen-thi-lan",
            "person",
            "Nguyễn Thị Lan",
            "Master framer; conservation mounts and glazing.",
            CONTACTS,
            relations=_rel(works_at="atelier-lotus"),
        ),
        p(
            "abebe-tessema",
            "person",
            "አበበ ተሰማ",
            "Curator of international programmes at a national institution in Ethiopia.",
            CONTACTS,
            aliases=["Abebe Tessema"],
            relations=_rel(works_at="addis-heritage-museum"),
        ),
        p(
            "yael-rosen",
            "person",
            "Yael Rosen",
            "Broker placing exhibition cover with Lloyd's syndicates.",
            CONTACTS,
            relations=_rel(works_at="aldgate-specie"),
        ),
    ]


def _companies() -> list[_Page]:
    p = _Page
    return [
        p(
            MUSEUM,
            "company",
            "Tidemark Museum",
            "Art museum on the old fish quay; founded 1911, collections of fine and decorative "
            "art, photography and antiquities.",
            "ev-policy-register-2025",
            aliases=["Tidemark"],
        ),
        p(
            "kestrel-hall",
            "company",
            "Kestrel Hall Collection",
            "Country-house collection with a print room open by appointment.",
            CONTACTS,
        ),
        p(
            "musee-de-la-soie",
            "company",
            "Musée de la Soie de Valence",
            "Municipal museum of silk and printed cotton in the Drôme.",
            CONTACTS,
            aliases=["Silk Museum of Valence"],
        ),
        p(
            "fondazione-castellani-ruspoli",
            "company",
            "Fondazione Castellani-Ruspoli",
            "Private foundation in Rome holding a family's collection of Greek pottery.",
            CONTACTS,
        ),
        p(
            "osaka-lacquer-art-museum",
            "company",
            "大阪漆芸美術館",
            "Prefectural museum of lacquerware founded in 1962.",
            CONTACTS,
            aliases=["Osaka Lacquer Art Museum"],
        ),
        p(
            "addis-heritage-museum",
            "company",
            "የአዲስ ቅርስ ሙዚየም",
            "National museum in Addis Ababa with a new temporary-exhibition wing.",
            CONTACTS,
            aliases=["Addis Heritage Museum"],
        ),
        p(
            "baltic-maritime-museum",
            "company",
            "Bałtyckie Muzeum Morskie",
            "Maritime museum in Gdańsk with a large negative archive.",
            CONTACTS,
            aliases=["Baltic Maritime Museum"],
        ),
        p(
            "halvorsen-logistics",
            "company",
            "Halvorsen Fine Art Logistics",
            "Climate-controlled vehicles, packing and airport supervision.",
            "ev-shipping-manifests-2026",
        ),
        p(
            "crateworks-carriage",
            "company",
            "Crateworks & Carriage Ltd",
            "Packing firm with its own joinery shop and two air-ride vans.",
            "ev-shipping-manifests-2026",
            aliases=["Crateworks and Carriage"],
        ),
        p(
            "meridian-underwriters",
            "company",
            "Meridian Fine Art Underwriters",
            "Specialist insurer of works of art in transit and on display.",
            "ev-insurance-schedule-meridian-2026",
            aliases=["Meridian"],
        ),
        p(
            "aldgate-specie",
            "company",
            "Aldgate Specie Insurance",
            "Insurance broker and managing agent for specie and fine art risks.",
            "ev-insurance-schedule-aldgate-2026",
            aliases=["Aldgate"],
        ),
        p(
            "atelier-lotus",
            "company",
            "Atelier Lotus Framing",
            "Frame makers and mount cutters; museum-grade glazing.",
            CONTACTS,
        ),
        p(
            "pigment-institute",
            "company",
            "Institute for Pigment Analysis",
            "University laboratory offering non-invasive analysis of paint layers.",
            CONTACTS,
        ),
        p(
            "lindqvist-soner",
            "company",
            "Lindqvist & Söner Antikhandel",
            "Antiques and paintings dealer in Stockholm since 1948.",
            "ev-invoices-2026",
            aliases=["Lindqvist & Soner"],
        ),
        p(
            "wexford-crane",
            "company",
            "Wexford & Crane Auctioneers",
            "Regional auction house; quarterly sales of pictures, maritime and scientific "
            "instruments.",
            "ev-invoices-2026",
            aliases=["Wexford and Crane"],
        ),
        p(
            "solent-maritime-bank",
            "company",
            "Solent Maritime Bank",
            "Regional bank; corporate giving through its cultural fund.",
            "ev-programme-board-paper-2026",
        ),
        p(
            "koru-energy",
            "company",
            "Koru Energy",
            "Offshore wind developer; funds arts programmes near its sites.",
            "ev-programme-board-paper-2026",
        ),
        p(
            "paperlight-studio",
            "company",
            "Paperlight Studio",
            "Design practice for galleries: layouts, graphics and wayfinding.",
            CONTACTS,
        ),
        p(
            "lodz-textile-archive",
            "company",
            "Archiwum Tkanin w Łodzi",
            "Textile archive in Łódź with pattern books and printed cloth.",
            CONTACTS,
            aliases=["Łódź Textile Archive", "Lodz Textile Archive"],
        ),
        p(
            "hygrostat-systems",
            "company",
            "Hygrostat Systems",
            "Maintains the air handling and humidification plant.",
            "ev-datalogger-gallery-4",
        ),
    ]


PROGRAMME = "ev-programme-board-paper-2026"


def _projects() -> list[_Page]:
    p = _Page
    return [
        p(
            "salt-and-silk",
            "project",
            "Salt and Silk: Coastal Textiles 1600-1850",
            "Printed and painted cottons, coverlets and samplers from Atlantic ports. Gallery 2, "
            "14 March to 30 August 2026.",
            PROGRAMME,
            aliases=["Salt and Silk"],
            relations=_rel(
                curated_by="fatima-zahra-benali",
                insured_by="meridian-underwriters",
                shipped_by="halvorsen-logistics",
                designed_by="andrei-sokolov",
                sponsored_by="solent-maritime-bank",
            ),
        ),
        p(
            "lacquer-and-light",
            "project",
            "Lacquer and Light: Japanese Screens and Boxes",
            "Edo-period screens, writing boxes and ewers in a darkened gallery. Gallery 4, "
            "2 May to 4 October 2026, then on tour.",
            PROGRAMME,
            aliases=["Lacquer and Light"],
            relations=_rel(
                curated_by="yuki-takahashi",
                insured_by="aldgate-specie",
                shipped_by="crateworks-carriage",
                designed_by="paperlight-studio",
                sponsored_by="koru-energy",
                travels_to="addis-heritage-museum",
            ),
        ),
        p(
            "the-printed-harbour",
            "project",
            "The Printed Harbour: Etchings from the Channel Ports",
            "Etchings, drypoints and proofs of northern French quays. Print room, 20 January to "
            "26 April 2026.",
            PROGRAMME,
            aliases=["The Printed Harbour"],
            relations=_rel(
                curated_by="marguerite-duval",
                insured_by="meridian-underwriters",
                shipped_by="crateworks-carriage",
                designed_by="andrei-sokolov",
            ),
        ),
        p(
            "gods-of-the-aegean-household",
            "project",
            "Gods of the Aegean Household",
            "Figurines, lamps and pots used in worship at home, 700-100 BC. Gallery 1, "
            "12 June 2026 to 10 January 2027.",
            PROGRAMME,
            relations=_rel(
                curated_by="artemis-papadopoulou",
                insured_by="aldgate-specie",
                shipped_by="halvorsen-logistics",
                designed_by="andrei-sokolov",
                sponsored_by="solent-maritime-bank",
            ),
        ),
        p(
            "silver-gelatin-seas",
            "project",
            "Silver Gelatin Seas: Photographs 1890-1960",
            "Fishing fleets, breakwaters and beaches on paper prints. Photography gallery, "
            "1 July to 29 November 2026.",
            PROGRAMME,
            aliases=["Silver Gelatin Seas"],
            relations=_rel(
                curated_by=["yael-cohen", "yuki-andersson"],
                insured_by="meridian-underwriters",
                shipped_by="halvorsen-logistics",
                designed_by="tania-rahman",
            ),
        ),
        p(
            "after-the-storm",
            "project",
            "After the Storm: Contemporary Responses to the Coast",
            "Film, painting and textile commissions on flooding and repair. Gallery 3, "
            "19 September 2026 to 21 February 2027.",
            PROGRAMME,
            aliases=["After the Storm"],
            relations=_rel(
                curated_by="chiara-bellandi",
                insured_by="aldgate-specie",
                shipped_by="crateworks-carriage",
                designed_by="paperlight-studio",
                sponsored_by="koru-energy",
            ),
        ),
        p(
            "blue-water-white-clay",
            "project",
            "Blue Water, White Clay: Delftware and its Rivals",
            "Tin-glazed earthenware from Delft, Lambeth, Iznik and Kashan beside celadon. "
            "Gallery 5, 3 October 2026 to 28 March 2027.",
            PROGRAMME,
            aliases=["Blue Water, White Clay"],
            relations=_rel(
                curated_by="marguerite-duval",
                insured_by="meridian-underwriters",
                shipped_by="halvorsen-logistics",
                designed_by="andrei-sokolov",
            ),
        ),
        p(
            "store-relocation-2026",
            "project",
            "Collections Store Relocation 2026",
            "Moving 14,000 objects from the old bonded warehouse to the new store at Ferry "
            "Road, in 40 weekly waves.",
            "ev-shipping-manifests-2026",
            relations=_rel(led_by="mateus-conceicao", shipped_by="halvorsen-logistics"),
        ),
        p(
            "print-room-digitisation",
            "project",
            "Digitisation of the Print Room",
            "Imaging every sheet of the works-on-paper collection. Each frame is captured at "
            "600 pixels per inch with a grey scale and a colour checker beside the sheet, then "
            "profiled before export.",
            "ev-digitisation-plan",
            relations=_rel(led_by="chen-xiaomei"),
        ),
        p(
            "acquisitions-committee",
            "project",
            "Acquisitions Committee",
            "Standing committee of the board; approves every purchase and gift over 5,000 "
            "pounds. Meets four times a year.",
            TRUSTEES,
            relations=_rel(chaired_by="amara-nwosu"),
        ),
    ]


def _objects() -> list[_Page]:
    def loan(id_, title, text, ev, lender, shows, conservator=None, aliases=()):
        rel = _rel(lent_by=lender, shown_in=shows)
        if conservator:
            rel += _rel(conserved_by=conservator)
        return _Page(id_, "concept", title, text, ev, aliases=list(aliases), relations=rel)

    def bought(id_, title, text, ev, source, meeting, shows=(), conservator=None):
        rel = _rel(acquired_from=source, approved_at=meeting)
        if shows:
            rel += _rel(shown_in=list(shows))
        if conservator:
            rel += _rel(conserved_by=conservator)
        return _Page(id_, "concept", title, text, ev, relations=rel)

    spring, autumn = "ev-loan-register-spring-2026", "ev-loan-register-autumn-2026"
    return [
        loan(
            "indigo-coverlet",
            "Indigo Resist-Dyed Coverlet",
            "Cotton and linen, resist-dyed in two blues, about 1780; 240 by 190 cm. Loan "
            "L.2026.003.",
            spring,
            "lodz-textile-archive",
            "salt-and-silk",
            "neha-verma",
        ),
        loan(
            "sailors-valentine-panel",
            "Embroidered Sailor's Valentine Panel",
            "Wool and silk on canvas with shell-shaped medallions, about 1820. Loan L.2026.004.",
            spring,
            "marguerite-okafor",
            "salt-and-silk",
            "neha-verma",
        ),
        loan(
            "tree-of-life-palampore",
            "Chintz Palampore with Tree of Life",
            "Mordant-painted and dyed cotton from the Coromandel coast, about 1740. Loan "
            "L.2026.005.",
            spring,
            "musee-de-la-soie",
            "salt-and-silk",
        ),
        loan(
            "iris-heron-screen",
            "Iris and Heron Six-Panel Screen",
            "Gold leaf and black urushi on wood and paper, about 1700; each leaf 170 cm high. "
            "Loan L.2026.009.",
            spring,
            "osaka-lacquer-art-museum",
            "lacquer-and-light",
            "kim-ji-hoon",
        ),
        loan(
            "autumn-moon-writing-box",
            "Maki-e Writing Box with Autumn Moon",
            "Sprinkled gold and silver on black ground, with inkstone and water dropper, 18th "
            "century. Loan L.2026.010.",
            spring,
            "kenichi-yamamoto",
            "lacquer-and-light",
            "kim-ji-hoon",
            aliases=["Autumn Moon suzuribako"],
        ),
        loan(
            "lacquered-sake-ewers",
            "Pair of Lacquered Sake Ewers",
            "Red and black negoro-type ware, 17th century. Loan L.2026.011.",
            spring,
            "kenichi-yamamoto",
            "lacquer-and-light",
        ),
        loan(
            "night-harbour-dieppe",
            "Night Harbour at Dieppe",
            "Etching and drypoint, second of four states, 1874. Loan L.2026.001.",
            spring,
            "helene-de-villiers-tanguy",
            "the-printed-harbour",
        ),
        loan(
            "quay-at-honfleur",
            "The Quay at Honfleur, third state",
            "Etching with plate tone on laid paper, 1866. Loan L.2026.002.",
            spring,
            "kestrel-hall",
            "the-printed-harbour",
        ),
        loan(
            "terracotta-hearth-goddess",
            "Terracotta Hearth Goddess",
            "Mould-made seated female figure with polos headdress, Boeotia, about 500 BC. Loan "
            "L.2026.014.",
            spring,
            "alexandros-konstantinou",
            "gods-of-the-aegean-household",
            "kim-ji-hoon",
        ),
        loan(
            "dolphin-oil-flask",
            "Black-Figure Oil Flask with Dolphins",
            "Attic lekythos, about 520 BC. Loan L.2026.015.",
            spring,
            "fondazione-castellani-ruspoli",
            "gods-of-the-aegean-household",
        ),
        loan(
            "bronze-shrine-lamp",
            "Bronze Shrine Lamp with Chain",
            "Cast bronze with a suspension chain, Hellenistic. Loan L.2026.016.",
            spring,
            "alexandros-konstantinou",
            "gods-of-the-aegean-household",
        ),
        loan(
            "fishermen-mending-nets",
            "Fishermen Mending Nets, Whitby",
            "Albumen print from a wet collodion negative, about 1885. Loan L.2026.022.",
            autumn,
            "jurgen-weissmuller",
            "silver-gelatin-seas",
        ),
        loan(
            "breakwater-in-fog",
            "Breakwater in Fog",
            "Gelatin silver print, 1934. Loan L.2026.023.",
            autumn,
            "baltic-maritime-museum",
            "silver-gelatin-seas",
        ),
        loan(
            "tulip-vase",
            "Tin-Glazed Tulip Vase",
            "Pyramid flower holder with spouts, Delft, about 1690. Loan L.2026.030.",
            autumn,
            "aram-hovhannisyan",
            "blue-water-white-clay",
        ),
        loan(
            "lustre-tile-frieze",
            "Persian Lustre Tile Frieze",
            "Three star and cross tiles with lustre decoration, Kashan, 13th century. Loan "
            "L.2026.031.",
            autumn,
            "sara-rahimi",
            "blue-water-white-clay",
        ),
        loan(
            "drowned-field",
            "Drowned Field",
            "Single-channel video, 14 minutes, edition 2 of 5, 2024. Loan L.2026.027.",
            autumn,
            "lindqvist-soner",
            "after-the-storm",
        ),
        loan(
            "kelp-forest-tapestry",
            "Kelp Forest Tapestry",
            "Hand-woven wool and linen hanging, 2019; 300 by 420 cm. Loan L.2026.028.",
            autumn,
            "marguerite-okafor",
            "after-the-storm",
            "neha-verma",
        ),
        bought(
            "portrait-of-a-pilots-wife",
            "Portrait of a Pilot's Wife",
            "Oil on canvas, about 1840, by an unknown provincial painter. Bought at auction "
            "for the permanent collection, 2026.4.",
            "ev-minutes-2026-02-12",
            "wexford-crane",
            "acq-committee-2026-02-12",
            conservator="lukasz-wrobel",
        ),
        bought(
            "coastal-sampler-1794",
            "Coastal Sampler by Ann Pryor, 1794",
            "Silk cross stitch on linen with alphabet, lighthouse and verse. Gift, 2026.5.",
            "ev-minutes-2026-02-12",
            "priya-raman",
            "acq-committee-2026-02-12",
            shows=["salt-and-silk"],
            conservator="neha-verma",
        ),
        bought(
            "study-of-breaking-waves",
            "Study of Breaking Waves",
            "Oil sketch on paper laid on board, attributed to a Norwich painter. Purchase, "
            "2026.11.",
            "ev-minutes-2026-05-14",
            "lindqvist-soner",
            "acq-committee-2026-05-14",
            shows=["after-the-storm"],
            conservator="lukasz-wrobel",
        ),
        bought(
            "brass-sextant",
            "Brass Ship's Sextant by Troughton",
            "Vernier scale and telescope in the fitted case, about 1810. Gift, 2026.12.",
            "ev-minutes-2026-05-14",
            "kwame-boateng-asante",
            "acq-committee-2026-05-14",
        ),
        bought(
            "lighthouse-keepers-album",
            "Lighthouse Keeper's Log Album",
            "Ninety-two photographs pasted into a duty log, 1898-1911. Purchase, 2026.19.",
            "ev-minutes-2026-09-10",
            "wexford-crane",
            "acq-committee-2026-09-10",
            shows=["silver-gelatin-seas"],
        ),
        bought(
            "celadon-fish-dish",
            "Celadon Fish Dish",
            "Longquan stoneware with two moulded fish in the well, 14th century. Purchase, "
            "2026.20.",
            "ev-minutes-2026-09-10",
            "lindqvist-soner",
            "acq-committee-2026-09-10",
            shows=["blue-water-white-clay"],
            conservator="kim-ji-hoon",
        ),
        bought(
            "pilots-oilskin-coat",
            "Harbour Pilot's Oilskin Coat",
            "Linseed-oiled cotton with horn buttons, about 1900. Gift, 2026.24.",
            "ev-minutes-2026-11-19",
            "kwame-boateng-asante",
            "acq-committee-2026-11-19",
            conservator="neha-verma",
        ),
        bought(
            "moonlit-estuary",
            "Moonlit Estuary",
            "Oil on panel, circle of Whistler, about 1880. Purchase, 2026.25.",
            "ev-minutes-2026-11-19",
            "wexford-crane",
            "acq-committee-2026-11-19",
            conservator="lukasz-wrobel",
        ),
        bought(
            "delft-charger-with-ships",
            "Delft Charger with Ships",
            "Tin-glazed dish painted with three-masters in cobalt, about 1700. Purchase, 2026.26.",
            "ev-minutes-2026-11-19",
            "aram-hovhannisyan",
            "acq-committee-2026-11-19",
            shows=["blue-water-white-clay"],
        ),
    ]


RECORDINGS = "ev-meeting-recordings-2026"


def _meetings() -> list[_Page]:
    def m(id_, title, text, ev, chair, attendees, **more):
        rel = _rel(chaired_by=chair, attended_by=attendees, **more)
        return _Page(id_, "meeting", title, text, ev, relations=rel)

    committee = "acquisitions-committee"
    return [
        m(
            "acq-committee-2026-02-12",
            "Acquisitions committee, 12 February 2026",
            "Approved [[page:portrait-of-a-pilots-wife|the auction purchase]] and accepted "
            "[[page:coastal-sampler-1794|the gift of needlework]]. Quorum reached with five "
            "members.",
            "ev-minutes-2026-02-12",
            "amara-nwosu",
            ["ingrid-solberg", "marguerite-duval", "andrei-levin", "bernadette-kowalczyk"],
            part_of=committee,
        ),
        m(
            "acq-committee-2026-05-14",
            "Acquisitions committee, 14 May 2026",
            "Approved [[page:study-of-breaking-waves|the oil sketch]] subject to analysis and "
            "accepted a navigation instrument as a gift.",
            "ev-minutes-2026-05-14",
            "amara-nwosu",
            ["ingrid-solberg", "otar-japaridze", "siriporn-wongsawat", "chiara-bellandi"],
            part_of=committee,
        ),
        m(
            "acq-committee-2026-09-10",
            "Acquisitions committee, 10 September 2026",
            "Approved [[page:lighthouse-keepers-album|the album]] and "
            "[[page:celadon-fish-dish|the stoneware dish]]. An offer of a nineteenth-century "
            "whaling harpoon was put off until research into where it had been since 1900 is "
            "finished.",
            "ev-minutes-2026-09-10",
            "bernadette-kowalczyk",
            ["ingrid-solberg", "marguerite-duval", "andrei-levin", "otar-japaridze"],
            part_of=committee,
        ),
        m(
            "acq-committee-2026-11-19",
            "Acquisitions committee, 19 November 2026",
            "Approved [[page:moonlit-estuary|the panel painting]] and "
            "[[page:delft-charger-with-ships|the charger]]; accepted "
            "[[page:pilots-oilskin-coat|the coat]] as a gift.",
            "ev-minutes-2026-11-19",
            "amara-nwosu",
            ["ingrid-solberg", "marguerite-duval", "bernadette-kowalczyk", "siriporn-wongsawat"],
            part_of=committee,
        ),
        m(
            "loan-review-lacquer-and-light",
            "Loan review: Lacquer and Light",
            "Checked agreements, crate sizes and display conditions for "
            "[[page:lacquer-and-light|the show]]; all loans signed by 20 March.",
            RECORDINGS,
            "sinead-ni-bhriain",
            ["yuki-takahashi", "kim-ji-hoon", "charlotte-beaumont", "mohammed-al-rashid"],
            concerns="lacquer-and-light",
        ),
        m(
            "loan-review-salt-and-silk",
            "Loan review: Salt and Silk",
            "Went through outstanding agreements and light limits for "
            "[[page:salt-and-silk|the show]].",
            RECORDINGS,
            "sinead-ni-bhriain",
            ["fatima-zahra-benali", "neha-verma", "chen-xiaomei"],
            concerns="salt-and-silk",
        ),
        m(
            "walkthrough-aegean-household",
            "Installation walkthrough: Gods of the Aegean Household",
            "Walked the gallery with the handling crew. Agreed to lift the plinths by 20 cm so "
            "that a seven-year-old can see into the cases, and to lower the case lighting.",
            RECORDINGS,
            "andrei-sokolov",
            ["artemis-papadopoulou", "olafur-sigurdsson", "kim-ji-hoon"],
            concerns="gods-of-the-aegean-household",
        ),
        m(
            "courier-handover-kestrel-hall",
            "Courier handover with Kestrel Hall",
            "Signed the incoming condition checks for [[page:the-printed-harbour|the show]] "
            "with the visiting courier.",
            "ev-courier-reports-2026",
            "chen-xiaomei",
            ["mohammed-idrissi"],
            concerns="the-printed-harbour",
        ),
        m(
            "store-relocation-steering",
            "Store relocation steering group",
            "Reviewed wave 12 of [[page:store-relocation-2026|the move]]; vehicle bookings "
            "confirmed to the end of June.",
            RECORDINGS,
            "mateus-conceicao",
            ["olafur-sigurdsson", "sinead-ni-bhriain", "charlotte-beaumont"],
            concerns="store-relocation-2026",
        ),
        m(
            "insurance-renewal-call",
            "Insurance renewal call, June 2026",
            "Agreed the sums for [[page:silver-gelatin-seas|the photography show]] and the "
            "renewal date of the annual policy.",
            RECORDINGS,
            "sinead-ni-bhriain",
            ["mohammed-al-rashid", "yael-rosen"],
            concerns="silver-gelatin-seas",
        ),
        m(
            "lighting-test-photographs",
            "Lighting test for Silver Gelatin Seas",
            "Tested three fittings at 50 lux on sample prints; chose the warmest.",
            "ev-lux-readings-photo-galleries",
            "tania-rahman",
            ["yael-cohen", "yuki-andersson", "andrei-sokolov"],
            concerns="silver-gelatin-seas",
        ),
        m(
            "tour-planning-addis",
            "Tour planning with Addis Heritage Museum",
            "Agreed dates and a shared condition-check procedure for the second venue of "
            "[[page:lacquer-and-light|the show]].",
            RECORDINGS,
            "yuki-takahashi",
            ["abebe-tessema", "sinead-ni-bhriain"],
            concerns="lacquer-and-light",
        ),
    ]


def _analyses() -> list[_Page]:
    def a(id_, title, text, ev, author, subject):
        return _Page(
            id_, "analysis", title, text, ev, relations=_rel(examines=subject, written_by=author)
        )

    q1, q2, q3 = "ev-lab-photo-log-q1-2026", "ev-lab-photo-log-q2-2026", "ev-lab-photo-log-q3-2026"
    return [
        a(
            "cr-26-04",
            "Condition report CR-26-04",
            "Examined on arrival. Gold leaf is lifting along the hinges of leaves three and four, "
            "and the urushi has crazed where relative humidity fell below 45 per cent over the "
            "winter.",
            q1,
            "kim-ji-hoon",
            "iris-heron-screen",
        ),
        a(
            "cr-26-02",
            "Condition report CR-26-02",
            "The indigo has bled into the linen lining where the piece was wetted in an old "
            "flood; display is capped at 50 lux for three months.",
            q1,
            "neha-verma",
            "indigo-coverlet",
        ),
        a(
            "cr-26-09",
            "Condition report CR-26-09",
            "The left arm is a plaster replacement from an earlier repair, and soluble salts are "
            "blooming at the base.",
            q2,
            "kim-ji-hoon",
            "terracotta-hearth-goddess",
        ),
        a(
            "ts-26-01",
            "Technical study TS-26-01",
            "Infrared reflectography shows an anchor drawn beneath the sitter's shawl, painted "
            "out by the artist before the picture was finished.",
            q1,
            "lukasz-wrobel",
            "portrait-of-a-pilots-wife",
        ),
        a(
            "ts-26-03",
            "Technical study TS-26-03",
            "Synthetic ultramarine is present throughout the sky, so the sketch cannot predate "
            "1830 and the early attribution is doubtful.",
            q2,
            "lukasz-wrobel",
            "study-of-breaking-waves",
        ),
        a(
            "cr-26-17",
            "Condition report CR-26-17",
            "Live moth larvae and frass found in the lower fringe; the hanging was frozen at "
            "minus 30 degrees for 72 hours before installation.",
            q3,
            "neha-verma",
            "kelp-forest-tapestry",
        ),
        a(
            "cr-26-15",
            "Condition report CR-26-15",
            "A hairline crack running from the rim was filled with tinted resin by a previous "
            "restorer; the fill fluoresces under ultraviolet.",
            q3,
            "kim-ji-hoon",
            "celadon-fish-dish",
        ),
        a(
            "audit-gallery-4-climate",
            "Environmental audit, Gallery 4",
            "Relative humidity swung by twelve per cent within a day next to the loading door "
            "in March; an airlock lobby is recommended before the next loan show.",
            "ev-datalogger-gallery-4",
            "mateus-conceicao",
            "lacquer-and-light",
        ),
        a(
            "light-exposure-review",
            "Light exposure review, photography gallery",
            "At the current levels the albumen prints reach their annual exposure budget in "
            "August, so half of them are rotated out at the midpoint.",
            "ev-lux-readings-photo-galleries",
            "yael-cohen",
            "silver-gelatin-seas",
        ),
        a(
            "cr-26-10",
            "Condition report CR-26-10",
            "After the flight the lid has warped, leaving a half-millimetre gap along one "
            "side; a new padded support is being made for the return journey.",
            q1,
            "kim-ji-hoon",
            "autumn-moon-writing-box",
        ),
    ]


POLICIES = "ev-policy-register-2025"


def _notes() -> list[_Page]:
    n = _Page
    return [
        n(
            "moth-catches-spring-2026",
            "note",
            "Moth catches, spring 2026",
            "Webbing clothes moth catches doubled in the textile store after the door seal "
            "failed in February; the seal was replaced in April.",
            "ev-pest-trap-log-2026",
        ),
        n(
            "courier-feedback-kestrel-hall",
            "note",
            "Courier feedback from Kestrel Hall",
            "Their courier asked that crates rest twenty-four hours in the gallery before they "
            "are unpacked, and that condition checks be done in daylight.",
            "ev-courier-reports-2026",
        ),
        # distractors: policies, how-tos, templates
        n(
            "loan-request-policy",
            "note",
            "Loan request policy",
            "How the museum decides on requests to borrow or lend: the curator proposes, the "
            "registrar checks facility reports, insurance and courier needs, and the director "
            "approves every loan exhibition.",
            POLICIES,
        ),
        n(
            "how-to-condition-report",
            "note",
            "How to write a condition report",
            "Describe the object, its materials and construction, then record damage such as "
            "cracks, lifting, flaking, salts, stains or pest activity, with photographs under "
            "normal, raking and ultraviolet light. The conservator signs the report.",
            POLICIES,
        ),
        n(
            "template-incoming-loan-agreement",
            "note",
            "Template: incoming loan agreement",
            "Fields for the lender, the object, the exhibition and its venues, the insured "
            "value, the courier, the shipper, the crate and the credit line.",
            POLICIES,
        ),
        n(
            "acquisitions-committee-terms",
            "note",
            "Acquisitions committee terms of reference",
            "The committee approves purchases and gifts; the chair is a trustee; four members "
            "make a quorum; the curator presents and the director recommends.",
            POLICIES,
        ),
        n(
            "courier-and-crate-guide",
            "note",
            "Courier and crate handling guide",
            "Couriers accompany fragile loans; crates acclimatise before opening; the shipper "
            "supervises loading and the registrar records every handover.",
            POLICIES,
        ),
        n(
            "insurance-indemnity-guide",
            "note",
            "Exhibition insurance and indemnity guide",
            "Which insurer or underwriter covers which exhibition, how valuations are agreed "
            "with lenders and when government indemnity applies.",
            POLICIES,
        ),
        n(
            "template-exhibition-brief",
            "note",
            "Template: exhibition brief",
            "Headings for the curator, the designer, the sponsor, the lenders, the budget and "
            "the gallery; one page per exhibition.",
            POLICIES,
        ),
        n(
            "pest-management-how-to",
            "note",
            "Integrated pest management how-to",
            "Place sticky traps in stores and galleries, count moths and beetles monthly, "
            "freeze infested textiles and seal doors.",
            POLICIES,
        ),
        n(
            "light-levels-policy",
            "note",
            "Light levels policy for works on paper and textiles",
            "Photographs, prints, drawings and textiles are shown at 50 lux or less, with annual "
            "exposure limits and rotation.",
            POLICIES,
        ),
        n(
            "gift-and-bequest-procedure",
            "note",
            "Gift and bequest procedure",
            "A donor's offer goes to the curator, then to the acquisitions committee; the "
            "registrar prepares the deed of gift.",
            POLICIES,
        ),
        n(
            "template-committee-minutes",
            "note",
            "Template: acquisitions committee minutes",
            "Attendees, chair, apologies, quorum, each object proposed, the vote and the decision.",
            POLICIES,
        ),
    ]


def _pages() -> list[_Page]:
    pages = [
        *_people(),
        *_companies(),
        *_projects(),
        *_objects(),
        *_meetings(),
        *_analyses(),
        *_notes(),
    ]
    for page in pages:
        page.folder = FOLDERS[page.type]
    return pages


# ---------------------------------------------------------------------------------------------
# text


def _q(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)


def _render(page: _Page, when: datetime, label: str) -> str:
    lines = [
        "---",
        f"id: {page.id}",
        "kind: page",
        f"type: {page.type}",
        f"title: {_q(page.title)}",
        "status: active",
    ]
    if page.aliases:
        lines.append("aliases: [" + ", ".join(_q(a) for a in page.aliases) + "]")
    if page.relations:
        lines.append(
            "relations: ["
            + ", ".join(f"{{type: {t}, target: {target}}}" for t, target in page.relations)
            + "]"
        )
    stamp = when.strftime("%Y-%m-%dT%H:%M:%SZ")
    lines += [f"created: {stamp}", f"updated: {stamp}", "---"]
    body = f"# {page.title}\n\n{page.text} ([[evidence:{page.evidence}|{label}]])\n"
    return "\n".join(lines) + "\n" + body


def _render_evidence(id_: str, title: str, text: str, when: datetime) -> str:
    stamp = when.strftime("%Y-%m-%dT%H:%M:%SZ")
    return (
        f"---\nid: {id_}\nkind: evidence\ntype: source\ntitle: {_q(title)}\nstatus: active\n"
        f"created: {stamp}\nupdated: {stamp}\n---\n# {title}\n\n{text}\n"
    )


# ---------------------------------------------------------------------------------------------
# questions

_Rel = Callable[["_Graph"], set[str]]


class _Graph:
    def __init__(self, pages: list[_Page]):
        self.out: dict[str, list[tuple[str, str]]] = {p.id: list(p.relations) for p in pages}

    def fwd(self, source: str, *types: str) -> set[str]:
        return {t for kind, t in self.out[source] if kind in types}

    def back(self, target: str, *types: str) -> set[str]:
        return {
            s for s, rels in self.out.items() for kind, t in rels if t == target and kind in types
        }

    def fwd_all(self, sources: set[str], *types: str) -> set[str]:
        return {t for s in sources for t in self.fwd(s, *types)}

    def back_all(self, targets: set[str], *types: str) -> set[str]:
        return {s for t in targets for s in self.back(t, *types)}


ATTEND = ("attended_by", "chaired_by")

# (question, answer ids separated by spaces)
LEXICAL: list[tuple[str, str]] = [
    ("Marguerite Duval", "marguerite-duval"),
    ("Marguerite Okafor", "marguerite-okafor"),
    ("Lukasz Wrobel conservator", "lukasz-wrobel"),
    ("Sinéad Ní Bhriain", "sinead-ni-bhriain"),
    ("Mateus Conceição", "mateus-conceicao"),
    ("Yuki Andersson", "yuki-andersson"),
    ("Yuki Takahashi", "yuki-takahashi"),
    ("Ólafur Sigurðsson", "olafur-sigurdsson"),
    ("Amara Nwosu", "amara-nwosu"),
    ("Hélène de Villiers-Tanguy", "helene-de-villiers-tanguy"),
    ("Jürgen Weißmüller", "jurgen-weissmuller"),
    ("Kwame Boateng-Asante", "kwame-boateng-asante"),
    ("Charlotte Beaumont", "charlotte-beaumont"),
    ("Mohammed Idrissi", "mohammed-idrissi"),
    ("Zsófia Horváth", "zsofia-horvath"),
    ("Nguyễn Thị Lan", "nguyen-thi-lan"),
    ("Yael Rosen", "yael-rosen"),
    ("Halvorsen Fine Art Logistics", "halvorsen-logistics"),
    ("Meridian Fine Art Underwriters", "meridian-underwriters"),
    ("Kestrel Hall Collection", "kestrel-hall"),
    ("Osaka Lacquer Art Museum", "osaka-lacquer-art-museum"),
    ("Wexford & Crane Auctioneers", "wexford-crane"),
    ("Lodz Textile Archive", "lodz-textile-archive"),
    ("Salt and Silk: Coastal Textiles", "salt-and-silk"),
    ("The Printed Harbour exhibition", "the-printed-harbour"),
    ("Collections Store Relocation 2026", "store-relocation-2026"),
    ("Iris and Heron Six-Panel Screen", "iris-heron-screen"),
    ("Brass Ship's Sextant by Troughton", "brass-sextant"),
    ("Portrait of a Pilot's Wife", "portrait-of-a-pilots-wife"),
    ("acquisitions committee 10 September 2026", "acq-committee-2026-09-10 ev-minutes-2026-09-10"),
    ("Loan review: Salt and Silk", "loan-review-salt-and-silk"),
    ("loan request policy", "loan-request-policy"),
    ("how to write a condition report", "how-to-condition-report"),
    ("Pest trap log 2026", "ev-pest-trap-log-2026"),
    ("Datalogger export Gallery 4", "ev-datalogger-gallery-4"),
]

SCRIPT: list[tuple[str, str]] = [
    ("Άρτεμις Παπαδοπούλου", "artemis-papadopoulou"),
    ("高橋由紀", "yuki-takahashi"),
    ("नेहा वर्मा", "neha-verma"),
    ("who is 김지훈", "kim-ji-hoon"),
    ("Андрей Соколов", "andrei-sokolov"),
    ("Андрей Левин", "andrei-levin"),
    ("יעל כהן", "yael-cohen"),
    ("陈晓梅", "chen-xiaomei"),
    ("فاطمة الزهراء بنعلي", "fatima-zahra-benali"),
    ("ოთარ ჯაფარიძე", "otar-japaridze"),
    ("ศิริพร วงศ์สวัสดิ์", "siriporn-wongsawat"),
    ("سارا رحیمی", "sara-rahimi"),
    ("山本健一", "kenichi-yamamoto"),
    ("Արամ Հովհաննիսյան", "aram-hovhannisyan"),
    ("contact details for محمد الراشد", "mohammed-al-rashid"),
]


def _hop(g: _Graph) -> list[tuple[str, set[str]]]:
    return [
        ("Who lent us the Iris and Heron six-panel screen?", g.fwd("iris-heron-screen", "lent_by")),
        ("the lender of the indigo resist-dyed coverlet", g.fwd("indigo-coverlet", "lent_by")),
        (
            "Which company provides cover for the Salt and Silk show?",
            g.fwd("salt-and-silk", "insured_by"),
        ),
        (
            "Whose show is Gods of the Aegean Household?",
            g.fwd("gods-of-the-aegean-household", "curated_by"),
        ),
        (
            "who planned the room arrangement for Gods of the Aegean Household?",
            g.fwd("gods-of-the-aegean-household", "designed_by"),
        ),
        ("Which pieces has Marguerite Okafor lent?", g.back("marguerite-okafor", "lent_by")),
        ("objects on loan from Kenichi Yamamoto", g.back("kenichi-yamamoto", "lent_by")),
        ("What exhibitions has Yuki Takahashi curated?", g.back("yuki-takahashi", "curated_by")),
        ("Show me the exhibitions Meridian insures", g.back("meridian-underwriters", "insured_by")),
        ("who reports to Mateus Conceição", g.back("mateus-conceicao", "reports_to")),
        (
            "list the members of the acquisitions committee",
            g.back("acquisitions-committee", "member_of"),
        ),
        (
            "Who chaired the acquisitions committee meeting of 14 May 2026?",
            g.fwd("acq-committee-2026-05-14", "chaired_by"),
        ),
        (
            "Who was at the store relocation steering group?",
            g.fwd("store-relocation-steering", *ATTEND),
        ),
        (
            "Which works were approved on 12 February 2026 by the committee?",
            g.back("acq-committee-2026-02-12", "approved_at"),
        ),
        ("Who treated the kelp forest tapestry?", g.fwd("kelp-forest-tapestry", "conserved_by")),
        (
            "Where does Lacquer and Light go after it closes here?",
            g.fwd("lacquer-and-light", "travels_to"),
        ),
        ("Charlotte Beaumont's employer", g.fwd("charlotte-beaumont", "works_at")),
        ("which organisation does Zsófia Horváth work for", g.fwd("zsofia-horvath", "works_at")),
        (
            "Who examined the celadon fish dish for condition report CR-26-15?",
            g.fwd("cr-26-15", "written_by"),
        ),
        (
            "Which exhibition did the environmental audit look into?",
            g.fwd("audit-gallery-4-climate", "examines"),
        ),
        ("Which object reports is Kim Ji-hoon the author of?", g.back("kim-ji-hoon", "written_by")),
        ("What has Neha Verma conserved?", g.back("neha-verma", "conserved_by")),
        ("After the Storm is backed by which sponsor?", g.fwd("after-the-storm", "sponsored_by")),
        (
            "who handles the freight for The Printed Harbour",
            g.fwd("the-printed-harbour", "shipped_by"),
        ),
        ("Which shows did Andrei Sokolov design?", g.back("andrei-sokolov", "designed_by")),
        (
            "who chose the fittings and illumination for Silver Gelatin Seas",
            g.fwd("silver-gelatin-seas", "designed_by"),
        ),
        (
            "Who are the curators behind Silver Gelatin Seas?",
            g.fwd("silver-gelatin-seas", "curated_by"),
        ),
        (
            "At which meeting was the brass ship's sextant taken into the collection?",
            g.fwd("brass-sextant", "approved_at"),
        ),
        ("Who sold us the celadon fish dish?", g.fwd("celadon-fish-dish", "acquired_from")),
        (
            "the donor of the Ann Pryor coastal sampler",
            g.fwd("coastal-sampler-1794", "acquired_from"),
        ),
        ("What did Wexford & Crane sell to the museum?", g.back("wexford-crane", "acquired_from")),
        (
            "What has the Fondazione Castellani-Ruspoli lent?",
            g.back("fondazione-castellani-ruspoli", "lent_by"),
        ),
        (
            "items borrowed from Hélène de Villiers-Tanguy",
            g.back("helene-de-villiers-tanguy", "lent_by"),
        ),
        ("Who is Chen Xiaomei's manager?", g.fwd("chen-xiaomei", "reports_to")),
        (
            "In which exhibition is the Persian lustre tile frieze displayed?",
            g.fwd("lustre-tile-frieze", "shown_in"),
        ),
        (
            "What's on display in Gods of the Aegean Household?",
            g.back("gods-of-the-aegean-household", "shown_in"),
        ),
        ("list the works in Blue Water, White Clay", g.back("blue-water-white-clay", "shown_in")),
        (
            "Who is in charge of digitising the print room?",
            g.fwd("print-room-digitisation", "led_by"),
        ),
        (
            "Which meetings has Amara Nwosu chaired?",
            g.back("amara-nwosu", "chaired_by") - {"acquisitions-committee"},
        ),
        ("Abebe Tessema works for which institution?", g.fwd("abebe-tessema", "works_at")),
    ]


def _hop2(g: _Graph) -> list[tuple[str, set[str]]]:
    shows = lambda o: g.fwd(o, "shown_in")  # noqa: E731
    return [
        (
            "Who provides cover for the exhibition that includes the Iris and Heron screen?",
            g.fwd_all(shows("iris-heron-screen"), "insured_by"),
        ),
        (
            "Who curated the show the Kelp Forest Tapestry hangs in?",
            g.fwd_all(shows("kelp-forest-tapestry"), "curated_by"),
        ),
        (
            "Who chaired the committee session that approved the Celadon Fish Dish?",
            g.fwd_all(g.fwd("celadon-fish-dish", "approved_at"), "chaired_by"),
        ),
        (
            "Who attended the meeting where the Portrait of a Pilot's Wife was approved?",
            g.fwd_all(g.fwd("portrait-of-a-pilots-wife", "approved_at"), *ATTEND),
        ),
        (
            "In which exhibitions are pieces lent by Kenichi Yamamoto shown?",
            g.fwd_all(g.back("kenichi-yamamoto", "lent_by"), "shown_in"),
        ),
        (
            "Who is the line manager of the curator of Gods of the Aegean Household?",
            g.fwd_all(g.fwd("gods-of-the-aegean-household", "curated_by"), "reports_to"),
        ),
        (
            "Who designed the show featuring the Terracotta Hearth Goddess?",
            g.fwd_all(shows("terracotta-hearth-goddess"), "designed_by"),
        ),
        (
            "Which sponsor supports the exhibition containing the 1794 coastal sampler?",
            g.fwd_all(shows("coastal-sampler-1794"), "sponsored_by"),
        ),
        (
            "Who lent or sold the works shown in Blue Water, White Clay?",
            g.fwd_all(g.back("blue-water-white-clay", "shown_in"), "lent_by", "acquired_from"),
        ),
        (
            "Where are the pieces Marguerite Okafor lent being exhibited?",
            g.fwd_all(g.back("marguerite-okafor", "lent_by"), "shown_in"),
        ),
        (
            "Which haulier moves the exhibitions Yuki Takahashi curates?",
            g.fwd_all(g.back("yuki-takahashi", "curated_by"), "shipped_by"),
        ),
        (
            "Who manages the conservator who looked after the Iris and Heron screen?",
            g.fwd_all(g.fwd("iris-heron-screen", "conserved_by"), "reports_to"),
        ),
        (
            "Which exhibition will travel to the institution Abebe Tessema works at?",
            g.back_all(g.fwd("abebe-tessema", "works_at"), "travels_to"),
        ),
        (
            "Which works were approved at meetings chaired by Bernadette Kowalczyk?",
            g.back_all(g.back("bernadette-kowalczyk", "chaired_by"), "approved_at"),
        ),
        (
            "Which lenders have objects in exhibitions insured by Aldgate?",
            g.fwd_all(g.back_all(g.back("aldgate-specie", "insured_by"), "shown_in"), "lent_by"),
        ),
        (
            "Which exhibitions show works that Wexford & Crane sold us?",
            g.fwd_all(g.back("wexford-crane", "acquired_from"), "shown_in"),
        ),
        (
            "Who is responsible for the look of the exhibitions Meridian insures?",
            g.fwd_all(g.back("meridian-underwriters", "insured_by"), "designed_by"),
        ),
        (
            "Who underwrites the shows designed by Paperlight Studio?",
            g.fwd_all(g.back("paperlight-studio", "designed_by"), "insured_by"),
        ),
        (
            "Who attended the meeting that approved the Delft charger with ships?",
            g.fwd_all(g.fwd("delft-charger-with-ships", "approved_at"), *ATTEND),
        ),
        (
            "Which meetings dealt with the exhibition Fatima Zahra Benali curated?",
            g.back_all(g.back("fatima-zahra-benali", "curated_by"), "concerns"),
        ),
        (
            "Who is the boss of whoever conserved the indigo resist-dyed coverlet?",
            g.fwd_all(g.fwd("indigo-coverlet", "conserved_by"), "reports_to"),
        ),
        (
            "Which lenders own objects that Kim Ji-hoon conserved?",
            g.fwd_all(g.back("kim-ji-hoon", "conserved_by"), "lent_by"),
        ),
        (
            "Who sold or donated the works approved on 19 November 2026?",
            g.fwd_all(g.back("acq-committee-2026-11-19", "approved_at"), "acquired_from"),
        ),
        (
            "Which curators run the shows Koru Energy sponsors?",
            g.fwd_all(g.back("koru-energy", "sponsored_by"), "curated_by"),
        ),
        (
            "Where will the show with the pair of lacquered sake ewers travel next?",
            g.fwd_all(shows("lacquered-sake-ewers"), "travels_to"),
        ),
    ]


PARAPHRASE: list[tuple[str, str]] = [
    ("folding partition whose gilding is coming away at the joints after dry air", "cr-26-04"),
    ("blue dye migrating into a backing fabric after past water damage", "cr-26-02"),
    ("figure with a limb that is not original and crystals forming on its foot", "cr-26-09"),
    ("hidden drawing of a mooring weight under a woman's wrap found by imaging", "ts-26-01"),
    ("pigment evidence that a seascape is younger than its supposed date", "ts-26-03"),
    ("insect infestation in a woven wall hanging treated with deep cold", "cr-26-17"),
    ("an old mend on a ceramic plate that glows under black light", "cr-26-15"),
    ("damp fluctuations by the delivery entrance of a gallery", "audit-gallery-4-climate"),
    (
        "photographs using up their yearly allowance of illumination, swap some mid-run",
        "light-exposure-review",
    ),
    ("cover of a writing case no longer closes properly since it was flown over", "cr-26-10"),
    ("more fabric pests trapped once the storeroom's gasket broke", "moth-catches-spring-2026"),
    (
        "lending house wants boxed works to settle a full day before they are opened",
        "courier-feedback-kestrel-hall",
    ),
    (
        "decision to make display bases taller so young children can look in",
        "walkthrough-aegean-household",
    ),
    (
        "postponed taking an old whale-hunting weapon until its ownership history is checked",
        "acq-committee-2026-09-10",
    ),
    (
        "resolution and colour calibration chart used when scanning sheets",
        "print-room-digitisation",
    ),
]


# ---------------------------------------------------------------------------------------------


def build(seed: int = 97) -> EvalSet:
    rng = random.Random(seed)
    base = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
    pages = _pages()
    titles = {id_: title for id_, title, _ in EVIDENCE}
    documents: list[Document] = []
    for id_, title, text in EVIDENCE:
        when = base + timedelta(days=rng.randrange(0, 300), minutes=rng.randrange(0, 600))
        documents.append(
            parse_document(_render_evidence(id_, title, text, when), folder="evidence")
        )
    for page in pages:
        when = base + timedelta(days=rng.randrange(0, 320), minutes=rng.randrange(0, 600))
        label = titles[page.evidence].split(",")[0].lower()
        documents.append(parse_document(_render(page, when, label), folder=page.folder))
    rng.shuffle(documents)

    graph = _Graph(pages)
    questions = [Question(text, "lexical", set(answer.split())) for text, answer in LEXICAL]
    questions += [Question(text, "script", {answer}) for text, answer in SCRIPT]
    questions += [Question(text, "hop", set(answer)) for text, answer in _hop(graph)]
    questions += [Question(text, "hop2", set(answer)) for text, answer in _hop2(graph)]
    questions += [Question(text, "paraphrase", {answer}) for text, answer in PARAPHRASE]
    rng.shuffle(questions)
    return EvalSet(documents=documents, questions=questions)
