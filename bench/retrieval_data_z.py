# ruff: noqa: E501
"""DATA CARD: set Z, a labelled retrieval set over the brain of a small clinical-stage biotech.

Domain: Solenne Therapeutics runs clinical trials of six drug candidates (a JAK1 inhibitor for
ulcerative colitis and its extended-release follow-on, an IL-23 antibody for psoriasis, an RSV
antiviral, an NK3 antagonist for menopausal hot flashes, a PI3K-delta inhibitor for follicular
lymphoma) in the US, Europe, Israel, Saudi Arabia, India, Brazil, Japan, Korea and China.

Folders and page types (pages are `kind: page`, every one cites evidence inline):

- `concepts/drugs`, `concepts/assays` (concept): drug candidates, a comparator, assays;
- `projects/trials`, `projects/arms`, `projects/submissions` (project): trials, study arms
  and cohorts, regulatory submissions (IND, CTA, CTN, Fast Track, DDCM);
- `people/investigators`, `people/coordinators`, `people/monitors`, `people/writers`,
  `people/statisticians`, `people/dsmb`, `people/regulators`, `people/sponsor` (person):
  principal investigators, study coordinators, CRAs, medical writers, statisticians,
  data-safety board members, regulators' reviewers, the sponsor's CMO;
- `companies`, `companies/sites`, `companies/cros`, `companies/labs`,
  `companies/manufacturers`, `companies/couriers`, `companies/regulators`,
  `companies/investors` (company);
- `notes/adverse-events`, `notes/deviations`, `notes/excursions`, `notes/data-integrity`
  (note): adverse events, protocol deviations, temperature excursions, data-integrity findings;
- `meetings/steering`, `meetings/dsmb`, `meetings/siv` (meeting): steering committees, DSMB
  reviews, site initiation visits;
- `evidence/...` (`kind: evidence`, type source): protocols, site agreements, site initiation
  and monitoring visit reports, SAE reports (CIOMS), regulator letters, batch certificates,
  courier incident reports, minutes and press releases, in English, German, Polish, Spanish,
  French, Portuguese, Greek, Japanese, Korean and Chinese.

About a fifth of the page titles are in another script (Cyrillic, Greek, Arabic, Hebrew,
Devanagari, Chinese, Japanese, Korean) or Latin with diacritics; those pages carry a
plain-Latin alias. Trials, submissions and events carry timelines.

Relation types (45, all in frontmatter `relations`, each target also linked in the body, and
every target page links back): developed_by, characterized_by, follow_on_to, performed_by,
investigational_product, active_comparator, conducted_at, managed_by, central_lab,
primary_endpoint_assay, extension_of, preceded_by, bridging_study_for, arm_of, administers,
submitted_to, for_trial, works_at, principal_investigator_for, coordinates_at, assists,
employed_by, monitors, authored, statistician_for, dsmb_member_for, assessed, manufactures,
delivers_to, ships_for, invested_in, funds, occurred_in, at_site, in_arm, suspected_product,
reported_by, discussed_at, shipped_by, affected_product, oversees, chaired_by, attended_by,
initiated_site, led_by.

Question kinds: `lexical` (names the answer by title or alias), `script` (names it in another
script or with diacritics, some asked in that language), `hop` (names one page, asks for the
pages one relation away), `hop2` (two relations away, never the named page nor a page one
relation away), `paraphrase` (describes the answer without naming it). Relevant ids are every
document that answers: the pages asked for and, when the answer is an event (an adverse event,
deviation, excursion, finding or meeting), the evidence document that records that event.
"""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from bench.retrieval_data import EvalSet, Question
from brain.toolkit.document import Document, parse_document, serialize_meta
from brain.toolkit.validation import validate_document

SPONSOR = "solenne-therapeutics"
UPDATED = "2026-02-02T09:00:00Z"


@dataclass
class _Page:
    id: str
    type: str
    folder: str
    title: str
    about: str
    aliases: list[str]
    rels: list[tuple[str, str]]
    cite: list[str]
    timeline: list[tuple[str, str, str]] = field(default_factory=list)


@dataclass
class _Ev:
    id: str
    folder: str
    title: str
    text: str
    aliases: list[str]
    created: str
    lang: str
    mentions: set[str]
    record_of: str | None = None


# Link-list labels per relation type, as the page that holds the relation writes them.
_REL_LABEL = {
    "developed_by": "Developer",
    "characterized_by": "Characterized with",
    "follow_on_to": "Follow-on formulation of",
    "performed_by": "Performed by",
    "investigational_product": "Investigational product",
    "active_comparator": "Active comparator",
    "conducted_at": "Enrolling sites",
    "managed_by": "CRO",
    "central_lab": "Central laboratory",
    "primary_endpoint_assay": "Primary endpoint read on",
    "extension_of": "Open-label extension of",
    "preceded_by": "Builds on the earlier study",
    "bridging_study_for": "Japanese bridging study for",
    "arm_of": "Arm of",
    "administers": "Subjects in this arm receive",
    "submitted_to": "Filed with",
    "for_trial": "Study",
    "works_at": "Based at",
    "principal_investigator_for": "Principal investigator (PI) on",
    "coordinates_at": "Study coordinator at",
    "assists": "Supports PI",
    "employed_by": "Employer",
    "monitors": "CRA for the sites",
    "authored": "Lead writer of",
    "statistician_for": "Trial statistician on",
    "dsmb_member_for": "DSMB member for",
    "assessed": "Reviewed",
    "manufactures": "Manufactures and releases",
    "delivers_to": "Delivers clinical supplies to",
    "ships_for": "Contracted carrier for",
    "invested_in": "Shareholder in",
    "funds": "Provides program funding for",
    "occurred_in": "Trial",
    "at_site": "Site",
    "in_arm": "Treatment arm",
    "suspected_product": "Suspect product",
    "reported_by": "Reported by",
    "discussed_at": "Discussed at",
    "shipped_by": "Carrier",
    "affected_product": "Product affected",
    "oversees": "Oversees",
    "chaired_by": "Chaired by",
    "attended_by": "Attended by",
    "initiated_site": "Site initiated",
    "led_by": "Led by CRA",
}


def _entry_id(doc_id: str, ts: str, ref: str, text: str) -> str:
    digest = hashlib.sha256("\n".join([doc_id, ts, ref, text]).encode("utf-8")).hexdigest()
    return "ev-" + digest[:12]


class _World:
    def __init__(self) -> None:
        self.pages: dict[str, _Page] = {}
        self.evs: dict[str, _Ev] = {}

    def pg(
        self,
        pid: str,
        type_: str,
        folder: str,
        title: str,
        about: str,
        aliases: list[str] | None = None,
        rels: list[tuple[str, str]] | None = None,
        cite: list[str] | None = None,
        timeline: list[tuple[str, str, str]] | None = None,
    ) -> _Page:
        assert pid not in self.pages, pid
        page = _Page(pid, type_, folder, title, about, aliases or [], rels or [], cite or [])
        page.timeline = timeline or []
        self.pages[pid] = page
        return page

    def ev(
        self,
        eid: str,
        folder: str,
        title: str,
        text: str,
        mentions: list[str],
        created: str,
        lang: str = "en",
        aliases: list[str] | None = None,
        record_of: str | None = None,
    ) -> _Ev:
        assert eid not in self.evs, eid
        doc = _Ev(eid, folder, title, text, aliases or [], created, lang, set(mentions), record_of)
        self.evs[eid] = doc
        return doc

    # names as other documents write them
    def t(self, pid: str) -> str:
        return self.pages[pid].title

    def a(self, pid: str) -> str:
        page = self.pages[pid]
        return page.aliases[0] if page.aliases else page.title

    def ts(self, pids: list[str], sep: str = ", ") -> str:
        return sep.join(self.t(p) for p in pids)

    def out(self, pid: str, *rtypes: str) -> list[str]:
        return [t for r, t in self.pages[pid].rels if r in rtypes]


# --------------------------------------------------------------------------------------------
# The world


SITES = [
    # id, title, aliases, about, PI, coordinator
    (
        "mount-arden",
        "Mount Arden University Hospital",
        ["Mount Arden", "MAUH"],
        "Academic medical center in Boston, Massachusetts. Its inflammatory bowel disease unit is the lead US site of the ulcerative colitis (UC) program, with a dedicated infusion and endoscopy suite",
        "eleanor-voss",
        "jenna-morales",
    ),
    (
        "lakeshore-gi",
        "Lakeshore Gastroenterology Research Center",
        ["Lakeshore GI", "LGRC"],
        "Private gastroenterology research practice in Chicago, Illinois; the highest-enrolling UC site in the US, running its own endoscopy reading",
        "marcus-oyelaran",
        "deshawn-price",
    ),
    (
        "rheinfeld",
        "Universitätsklinikum Rheinfeld",
        ["Rheinfeld University Hospital", "Universitaetsklinikum Rheinfeld", "UK Rheinfeld"],
        "German university hospital in North Rhine-Westphalia with separate gastroenterology and dermatology trial units sharing one pharmacy",
        "friederike-luebben",
        "hanna-weiss",
    ),
    (
        "sw-anny",
        "Szpital Kliniczny im. św. Anny w Krakowie",
        ["St. Anne Clinical Hospital Krakow", "Szpital sw. Anny"],
        "Teaching hospital in Kraków, Poland, with a high-volume inflammatory bowel disease clinic",
        "tomasz-wroblewski",
        "katarzyna-nowak",
    ),
    (
        "dhanvantari",
        "श्री धन्वंतरि अस्पताल, पुणे",
        ["Shri Dhanvantari Hospital Pune", "Dhanvantari Hospital"],
        "Multispecialty private hospital in Pune, India, with an in-house clinical research department and ethics committee",
        "ananya-deshpande",
        None,
    ),
    (
        "thrace-plovdiv",
        "Университетска болница „Тракия“ – Пловдив",
        ["Thrace University Hospital Plovdiv", "UMBAL Trakia"],
        "University hospital in Plovdiv, Bulgaria; its gastroenterology clinic joined the Phase 3 UC study in 2025",
        "georgi-stoyanov",
        None,
    ),
    (
        "nuestra-senora",
        "Hospital Universitario Nuestra Señora del Valle",
        ["Nuestra Senora del Valle University Hospital", "HUNSV"],
        "Public university hospital in Valencia, Spain, with dermatology and gynaecology trial units",
        "ines-castaneda",
        "lucia-ortega",
    ),
    (
        "seoul-hanbit",
        "서울한빛대학교병원",
        ["Seoul Hanbit University Hospital"],
        "Tertiary university hospital in Seoul, South Korea; the dermatology department runs the Korean arm of the psoriasis study",
        "kim-seoyeon",
        "lee-minji",
    ),
    (
        "carmel-north",
        "המרכז הרפואי כרמל צפון",
        ["Carmel North Medical Center"],
        "Regional medical center in Haifa, Israel, with a dermatology trials unit",
        "noa-berger",
        None,
    ),
    (
        "toto-univ",
        "東都大学病院",
        ["Toto University Hospital"],
        "University hospital in Tokyo, Japan; its obstetrics and gynaecology department runs the menopause studies",
        "tanaka-yuko",
        "suzuki-misaki",
    ),
    (
        "osaka-kita",
        "大阪北総合病院",
        ["Osaka Kita General Hospital"],
        "General hospital in northern Osaka, Japan, with a women's health clinic",
        "yamamoto-kenichi",
        None,
    ),
    (
        "st-luke-athens",
        "Γενικό Νοσοκομείο «Άγιος Λουκάς» Αθηνών",
        ["St. Luke General Hospital Athens", "Agios Loukas Hospital"],
        "General hospital in Athens, Greece, with a menopause and bone-health clinic",
        "nikolaos-papadakis",
        None,
    ),
    (
        "al-nakheel",
        "مستشفى النخيل التخصصي",
        ["Al Nakheel Specialist Hospital"],
        "Specialist hospital in Riyadh, Saudi Arabia; its women's health research unit is the only Gulf site of the menopause program",
        "layla-al-harbi",
        None,
    ),
    (
        "shanghai-renhe",
        "上海仁和医院",
        ["Shanghai Renhe Hospital"],
        "Tertiary hospital in Shanghai, China; the haematology department hosts the Chinese lymphoma cohort",
        "chen-jianguo",
        None,
    ),
    (
        "saint-eloi",
        "Hôpital Saint-Éloi, Lyon",
        ["Hopital Saint-Eloi Lyon", "Saint-Eloi"],
        "Hospital in Lyon, France, with a haematology and early-phase oncology unit",
        "amelie-fournier",
        None,
    ),
    (
        "sao-lucas",
        "Hospital São Lucas do Recife",
        ["Hospital Sao Lucas Recife"],
        "Hospital in Recife, Brazil, with an infectious-disease and geriatrics research center",
        "rafael-menezes",
        "beatriz-almeida",
    ),
    (
        "riverside-cpu",
        "Riverside Clinical Pharmacology Unit",
        ["Riverside CPU"],
        "Phase 1 unit in San Diego, California: 48 beds for healthy-volunteer pharmacokinetic studies and a respiratory ward for older-adult infection studies",
        "priya-raman",
        "tom-kettering",
    ),
]

PIS = {
    # id: (title, aliases, about)
    "eleanor-voss": (
        "Eleanor Voss",
        ["Dr. Voss", "E. Voss"],
        "Gastroenterologist and IBD unit director; national coordinating investigator of the velmarostat UC program",
    ),
    "marcus-oyelaran": (
        "Marcus Oyelaran",
        ["Dr. Oyelaran"],
        "Gastroenterologist and founder of a Chicago research practice; top enroller in the Phase 2 UC study",
    ),
    "friederike-luebben": (
        "Friederike Lübben",
        ["Friederike Luebben", "Prof. Lübben"],
        "Professor of gastroenterology; German lead investigator for the Phase 3 UC study and investigator for the psoriasis study through the hospital's dermatology unit",
    ),
    "tomasz-wroblewski": (
        "Tomasz Wróblewski",
        ["Tomasz Wroblewski", "Dr. Wroblewski"],
        "Gastroenterologist leading the IBD clinic in Kraków",
    ),
    "ananya-deshpande": (
        "अनन्या देशपांडे",
        ["Ananya Deshpande", "Dr. Deshpande"],
        "Consultant gastroenterologist in Pune and the only Indian investigator in the UC program",
    ),
    "georgi-stoyanov": (
        "Георги Стоянов",
        ["Georgi Stoyanov", "Dr. Stoyanov"],
        "Associate professor of gastroenterology in Plovdiv",
    ),
    "ines-castaneda": (
        "Inés Castañeda",
        ["Ines Castaneda", "Dra. Castañeda"],
        "Dermatologist and gynaecology research lead in Valencia; investigator in both the psoriasis and the menopause studies",
    ),
    "kim-seoyeon": (
        "김서연",
        ["Kim Seo-yeon", "Seo-yeon Kim"],
        "Professor of dermatology in Seoul and Korean national lead for the psoriasis study",
    ),
    "noa-berger": (
        "נועה ברגר",
        ["Noa Berger", "Dr. Berger"],
        "Dermatologist in Haifa heading the hospital's psoriasis clinic",
    ),
    "tanaka-yuko": (
        "田中 裕子",
        ["Yuko Tanaka", "Tanaka Yuko"],
        "Gynaecologist in Tokyo; coordinating investigator of the Japanese menopause program and chair of its steering committee",
    ),
    "yamamoto-kenichi": (
        "Kenichi Yamamoto",
        ["山本 健一", "Yamamoto Kenichi"],
        "Head of the women's health clinic in northern Osaka",
    ),
    "nikolaos-papadakis": (
        "Νικόλαος Παπαδάκης",
        ["Nikolaos Papadakis", "Dr. Papadakis"],
        "Gynaecologist and menopause specialist in Athens",
    ),
    "layla-al-harbi": (
        "ليلى الحربي",
        ["Layla Al-Harbi", "Dr. Al-Harbi"],
        "Consultant in women's health in Riyadh and the first investigator to enrol in the Gulf region",
    ),
    "chen-jianguo": (
        "陈建国",
        ["Chen Jianguo", "Dr. Chen"],
        "Haematologist in Shanghai leading the China cohort of the lymphoma study",
    ),
    "amelie-fournier": (
        "Amélie Fournier",
        ["Amelie Fournier", "Dr. Fournier"],
        "Haematologist running the early-phase lymphoma unit in Lyon",
    ),
    "rafael-menezes": (
        "Rafael Menezes",
        ["Dr. Menezes"],
        "Infectious-disease physician and geriatrician in Recife",
    ),
    "priya-raman": (
        "Priya Raman",
        ["Dr. Raman"],
        "Clinical pharmacologist and medical director of a San Diego Phase 1 unit",
    ),
}

COORDINATORS = {
    "jenna-morales": (
        "Jenna Morales",
        ["J. Morales"],
        "Senior research coordinator in the IBD unit",
    ),
    "deshawn-price": (
        "DeShawn Price",
        ["D. Price"],
        "Lead study coordinator; manages scheduling of endoscopies and IP accountability",
    ),
    "hanna-weiss": (
        "Hanna Weiß",
        ["Hanna Weiss"],
        "Study nurse and coordinator (Studienassistenz) for the gastroenterology and dermatology trials",
    ),
    "katarzyna-nowak": (
        "Katarzyna Nowak",
        ["K. Nowak"],
        "Study coordinator for the IBD trials in Kraków",
    ),
    "lucia-ortega": (
        "Lucia Ortega",
        ["L. Ortega"],
        "Research coordinator across the dermatology and gynaecology units in Valencia",
    ),
    "lee-minji": (
        "Lee Min-ji",
        ["이민지", "Min-ji Lee"],
        "Clinical research coordinator (CRC) in the dermatology department in Seoul",
    ),
    "suzuki-misaki": (
        "Misaki Suzuki",
        ["鈴木 美咲", "Suzuki Misaki"],
        "Clinical research coordinator (CRC) supporting the menopause studies in Tokyo",
    ),
    "beatriz-almeida": (
        "Beatriz Almeida",
        ["B. Almeida"],
        "Study coordinator for the RSV study in Recife",
    ),
    "tom-kettering": (
        "Tom Kettering",
        ["T. Kettering"],
        "Clinical unit coordinator in charge of dosing days and volunteer scheduling",
    ),
}

TRIALS = [
    # id, title, aliases, about, drug, comparator, sites, cros, lab, endpoint assay
    (
        "halo-uc2",
        "HALO-UC2: Phase 2 study of velmarostat in ulcerative colitis",
        ["HALO-UC2", "SLN-101-201"],
        "Randomized, double-blind, placebo-controlled Phase 2 dose-ranging study of once-daily velmarostat in moderately to severely active ulcerative colitis; 12-week induction with clinical remission at week 12 as the primary endpoint. Completed; positive topline results in September 2024",
        "velmarostat",
        None,
        ["mount-arden", "lakeshore-gi"],
        ["northbridge-clinical"],
        "castellan-lab",
        "fecal-calprotectin-elisa",
    ),
    (
        "halo-uc3",
        "HALO-UC3: Phase 3 induction and maintenance study of velmarostat",
        ["HALO-UC3", "SLN-101-301"],
        "Pivotal Phase 3 treat-through study of velmarostat in moderately to severely active ulcerative colitis: 8-week induction followed by 44-week maintenance; 620 patients planned in the US, Germany, Poland, Bulgaria and India",
        "velmarostat",
        None,
        ["mount-arden", "lakeshore-gi", "rheinfeld", "sw-anny", "dhanvantari", "thrace-plovdiv"],
        ["northbridge-clinical", "meridian-cro"],
        "castellan-lab",
        "fecal-calprotectin-elisa",
    ),
    (
        "halo-ole",
        "HALO-OLE: open-label long-term extension of velmarostat",
        ["HALO-OLE", "SLN-101-302"],
        "Open-label long-term extension offering velmarostat for up to 3 years to patients completing the Phase 3 study at US sites",
        "velmarostat",
        None,
        ["mount-arden", "lakeshore-gi"],
        ["northbridge-clinical"],
        "castellan-lab",
        None,
    ),
    (
        "halo-xr-pk",
        "HALO-XR-PK: relative bioavailability of velmarostat XR",
        ["HALO-XR-PK", "SLN-101-103"],
        "Single-center Phase 1 crossover study in 36 healthy volunteers comparing the extended-release tablet with the immediate-release tablet, fed and fasted",
        "velmarostat-xr",
        None,
        ["riverside-cpu"],
        ["pacifica-trials"],
        "riverside-bioanalytical",
        "velmarostat-pk-lcmsms",
    ),
    (
        "prism-pso",
        "PRISM-PsO: Phase 2b study of teroquimab in plaque psoriasis",
        ["PRISM-PsO", "SLN-214-202"],
        "Randomized Phase 2b study of subcutaneous teroquimab every 12 weeks versus adalimumab in moderate-to-severe plaque psoriasis; PASI 90 at week 16 is the primary endpoint",
        "teroquimab",
        "adalimumab-comparator",
        ["rheinfeld", "nuestra-senora", "seoul-hanbit", "carmel-north"],
        ["meridian-cro"],
        "koehler-lab",
        None,
    ),
    (
        "breeze-rsv",
        "BREEZE-RSV: Phase 2a study of ardenavir in older adults with RSV",
        ["BREEZE-RSV", "SLN-330-201"],
        "Randomized, placebo-controlled Phase 2a study of oral ardenavir in adults aged 60 and over hospitalized with respiratory syncytial virus (RSV) infection; viral load reduction by day 5 is the primary endpoint",
        "ardenavir",
        None,
        ["sao-lucas", "riverside-cpu"],
        ["pacifica-trials"],
        "biometrica-genomics",
        "rsv-rt-qpcr",
    ),
    (
        "luna-vms",
        "LUNA-VMS: Phase 3 study of oxelupant for vasomotor symptoms",
        ["LUNA-VMS", "SLN-412-301"],
        "Phase 3 placebo-controlled study of oxelupant 45 mg in postmenopausal women with moderate-to-severe vasomotor symptoms (hot flashes); the co-primary endpoints are frequency and severity of hot flashes from an electronic diary",
        "oxelupant",
        None,
        ["nuestra-senora", "toto-univ", "st-luke-athens", "al-nakheel"],
        ["meridian-cro"],
        "koehler-lab",
        None,
    ),
    (
        "luna-j",
        "LUNA-J: Japanese bridging study of oxelupant for vasomotor symptoms",
        [
            "LUNA-J",
            "閉経に伴う血管運動神経症状を対象としたオキセルパントの日本人ブリッジング試験",
            "SLN-412-J01",
        ],
        "Japanese bridging study of oxelupant 30 mg in Japanese postmenopausal women with hot flashes, designed to extrapolate the global Phase 3 results to Japan for the PMDA",
        "oxelupant",
        None,
        ["toto-univ", "osaka-kita"],
        ["kansai-clinical"],
        "koehler-lab",
        None,
    ),
    (
        "fire-fl",
        "FIRE-FL: Phase 1b study of fimbralisib in relapsed follicular lymphoma",
        ["FIRE-FL", "SLN-507-101"],
        "Open-label Phase 1b dose-escalation and expansion study of fimbralisib in relapsed or refractory follicular lymphoma after two prior lines, with a China expansion cohort; minimal residual disease (MRD) negativity is an exploratory endpoint",
        "fimbralisib",
        None,
        ["shanghai-renhe", "saint-eloi"],
        ["pacifica-trials"],
        "biometrica-genomics",
        "mrd-ngs-assay",
    ),
]

ARMS = [
    # id, title, aliases, trial, drug or None, about
    (
        "halo-uc2-arm-15mg",
        "HALO-UC2 velmarostat 15 mg once daily arm",
        ["UC2 15 mg arm"],
        "halo-uc2",
        "velmarostat",
        "Low-dose arm: velmarostat 15 mg tablet once daily for 12 weeks",
    ),
    (
        "halo-uc2-arm-30mg",
        "HALO-UC2 velmarostat 30 mg once daily arm",
        ["UC2 30 mg arm"],
        "halo-uc2",
        "velmarostat",
        "High-dose arm: velmarostat 30 mg tablet once daily for 12 weeks; the dose carried into Phase 3",
    ),
    (
        "halo-uc3-arm-induction",
        "HALO-UC3 velmarostat 30 mg induction arm",
        ["UC3 induction arm"],
        "halo-uc3",
        "velmarostat",
        "8-week induction with velmarostat 30 mg once daily",
    ),
    (
        "halo-uc3-arm-maintenance",
        "HALO-UC3 velmarostat 15 mg maintenance arm",
        ["UC3 maintenance arm"],
        "halo-uc3",
        "velmarostat",
        "Responders re-randomized to velmarostat 15 mg once daily for 44 weeks of maintenance",
    ),
    (
        "halo-uc3-arm-placebo",
        "HALO-UC3 placebo arm",
        ["UC3 placebo arm"],
        "halo-uc3",
        None,
        "Matching placebo tablets through induction and maintenance, with rescue at week 8 for non-responders",
    ),
    (
        "prism-arm-100",
        "PRISM-PsO teroquimab 100 mg every 12 weeks arm",
        ["PRISM 100 mg arm"],
        "prism-pso",
        "teroquimab",
        "Teroquimab 100 mg subcutaneous at weeks 0 and 4, then every 12 weeks",
    ),
    (
        "prism-arm-300",
        "PRISM-PsO teroquimab 300 mg every 12 weeks arm",
        ["PRISM 300 mg arm"],
        "prism-pso",
        "teroquimab",
        "Teroquimab 300 mg subcutaneous (two 150 mg syringes) at weeks 0 and 4, then every 12 weeks",
    ),
    (
        "prism-arm-adalimumab",
        "PRISM-PsO adalimumab comparator arm",
        ["PRISM comparator arm"],
        "prism-pso",
        "adalimumab-comparator",
        "Adalimumab 80 mg loading dose then 40 mg every other week, open-label with a blinded assessor",
    ),
    (
        "breeze-arm-ardenavir",
        "BREEZE-RSV ardenavir 400 mg twice daily arm",
        ["BREEZE active arm"],
        "breeze-rsv",
        "ardenavir",
        "Ardenavir 400 mg orally twice daily for 5 days",
    ),
    (
        "luna-vms-arm-45",
        "LUNA-VMS oxelupant 45 mg arm",
        ["LUNA 45 mg arm"],
        "luna-vms",
        "oxelupant",
        "Oxelupant 45 mg once daily for 12 weeks, then a 40-week safety extension",
    ),
    (
        "luna-j-arm-30",
        "LUNA-J oxelupant 30 mg arm",
        ["LUNA-J オキセルパント30 mg群"],
        "luna-j",
        "oxelupant",
        "Oxelupant 30 mg once daily for 12 weeks in Japanese participants",
    ),
    (
        "fire-arm-escalation",
        "FIRE-FL dose-escalation cohort",
        ["FIRE escalation cohort"],
        "fire-fl",
        "fimbralisib",
        "3+3 dose escalation of fimbralisib from 50 mg to 200 mg once daily",
    ),
    (
        "fire-arm-expansion",
        "FIRE-FL dose-expansion cohort",
        ["FIRE expansion cohort"],
        "fire-fl",
        "fimbralisib",
        "Expansion at the recommended Phase 2 dose of 150 mg once daily",
    ),
    (
        "fire-arm-china",
        "FIRE-FL China expansion cohort",
        ["FIRE-FL 中国扩展队列"],
        "fire-fl",
        "fimbralisib",
        "Expansion cohort of 24 Chinese patients at 150 mg once daily",
    ),
    (
        "xr-pk-arm-fed",
        "HALO-XR-PK fed-state cohort",
        ["XR fed cohort"],
        "halo-xr-pk",
        "velmarostat-xr",
        "Velmarostat XR 30 mg after a high-fat breakfast",
    ),
    (
        "xr-pk-arm-fasted",
        "HALO-XR-PK fasted-state cohort",
        ["XR fasted cohort"],
        "halo-xr-pk",
        "velmarostat-xr",
        "Velmarostat XR 30 mg after an overnight fast",
    ),
]

SUBMISSIONS = [
    # id, title, aliases, about, regulator, trial, writer, reviewer
    (
        "sub-ind-uc3-amendment",
        "IND 148213 protocol amendment 2 for HALO-UC3",
        ["UC3 IND amendment", "HALO-UC3 protocol amendment 2"],
        "Protocol amendment adding thromboembolic risk exclusions and D-dimer screening after two venous thromboembolic events",
        "fda",
        "halo-uc3",
        "fiona-mcallister",
        "karen-whitfield",
    ),
    (
        "sub-eop2-velmarostat",
        "End-of-Phase 2 meeting package: velmarostat",
        ["EOP2 briefing book", "velmarostat EOP2"],
        "Briefing book for the End-of-Phase 2 meeting presenting the Phase 2 UC data and the proposed Phase 3 design",
        "fda",
        "halo-uc2",
        "fiona-mcallister",
        "karen-whitfield",
    ),
    (
        "sub-cta-uc3-de",
        "HALO-UC3 clinical trial application (Germany)",
        [
            "HALO-UC3 German CTA",
            "Antrag auf Genehmigung einer klinischen Prüfung – HALO-UC3 (Deutschland)",
        ],
        "Clinical trial application for the German part of the Phase 3 UC study",
        "bfarm",
        "halo-uc3",
        "henrik-dahl",
        "juergen-havelka",
    ),
    (
        "sub-pmda-luna-j",
        "治験計画届書 LUNA-J",
        ["LUNA-J clinical trial notification", "LUNA-J CTN"],
        "Clinical trial notification for the Japanese bridging study, with the 30-day review",
        "pmda",
        "luna-j",
        "kobayashi-megumi",
        "sasaki-mariko",
    ),
    (
        "sub-ind-fire",
        "IND 151870 initial submission: fimbralisib (FIRE-FL)",
        ["fimbralisib IND", "FIRE-FL IND"],
        "Initial investigational new drug application opening the lymphoma program in the US",
        "fda",
        "fire-fl",
        "zhou-min",
        "rajesh-iyer",
    ),
    (
        "sub-nmpa-fire",
        "FIRE-FL China clinical trial application",
        ["FIRE-FL NMPA application", "FIRE-FL 中国临床试验申请"],
        "Chinese clinical trial application adding the China expansion cohort",
        "nmpa",
        "fire-fl",
        "zhou-min",
        "wang-lihua",
    ),
    (
        "sub-mfds-prism",
        "PRISM-PsO Korean IND application",
        ["PRISM-PsO MFDS application", "PRISM-PsO 임상시험계획 승인신청"],
        "Korean IND application for the psoriasis study",
        "mfds",
        "prism-pso",
        "henrik-dahl",
        "park-jihoon",
    ),
    (
        "sub-fast-track-ardenavir",
        "Fast Track designation request: ardenavir",
        ["ardenavir Fast Track request"],
        "Request for Fast Track designation for ardenavir in RSV infection of older adults, citing unmet need",
        "fda",
        "breeze-rsv",
        "fiona-mcallister",
        "rajesh-iyer",
    ),
    (
        "sub-anvisa-breeze",
        "BREEZE-RSV clinical development dossier (DDCM, Brazil)",
        ["BREEZE-RSV ANVISA DDCM", "Dossiê de Desenvolvimento Clínico de Medicamento – BREEZE-RSV"],
        "Clinical development dossier (DDCM) for running the RSV study in Brazil",
        "anvisa",
        "breeze-rsv",
        "fiona-mcallister",
        "luiza-goncalves",
    ),
    (
        "sub-ema-luna-vms",
        "LUNA-VMS clinical trial application (CTIS, Part I)",
        ["LUNA-VMS CTA", "LUNA-VMS CTIS application"],
        "EU clinical trial application through CTIS covering the Spanish and Greek sites",
        "ema",
        "luna-vms",
        "henrik-dahl",
        "sofie-vandenberghe",
    ),
]

REGULATORS = [
    (
        "fda",
        "U.S. Food and Drug Administration",
        ["FDA", "US FDA"],
        "US regulator; reviews our INDs through the Division of Gastroenterology, the Division of Antivirals and the Division of Hematologic Malignancies",
    ),
    (
        "ema",
        "European Medicines Agency",
        ["EMA"],
        "EU agency coordinating clinical trial applications in CTIS",
    ),
    (
        "bfarm",
        "Bundesinstitut für Arzneimittel und Medizinprodukte",
        ["BfArM", "German Federal Institute for Drugs and Medical Devices"],
        "German federal competent authority for clinical trials of medicinal products",
    ),
    (
        "pmda",
        "独立行政法人 医薬品医療機器総合機構",
        ["PMDA", "Pharmaceuticals and Medical Devices Agency"],
        "Japanese agency reviewing clinical trial notifications and consultations",
    ),
    (
        "nmpa",
        "国家药品监督管理局",
        ["NMPA", "National Medical Products Administration"],
        "Chinese drug regulator; its Center for Drug Evaluation reviews clinical trial applications and inspects sites",
    ),
    (
        "mfds",
        "식품의약품안전처",
        ["MFDS", "Ministry of Food and Drug Safety"],
        "Korean regulator approving IND applications",
    ),
    (
        "anvisa",
        "Agência Nacional de Vigilância Sanitária",
        ["ANVISA", "Agencia Nacional de Vigilancia Sanitaria"],
        "Brazilian health regulator assessing clinical development dossiers",
    ),
]

REVIEWERS = {
    "karen-whitfield": (
        "Karen Whitfield",
        ["K. Whitfield"],
        "fda",
        "Clinical reviewer in the FDA Division of Gastroenterology",
    ),
    "rajesh-iyer": (
        "Rajesh Iyer",
        ["R. Iyer"],
        "fda",
        "FDA regulatory project manager covering antiviral and haematology files",
    ),
    "juergen-havelka": (
        "Jürgen Havelka",
        ["Juergen Havelka", "Jurgen Havelka"],
        "bfarm",
        "Assessor (Gutachter) in the BfArM clinical trials unit",
    ),
    "sasaki-mariko": (
        "Mariko Sasaki",
        ["佐々木 真理子", "Sasaki Mariko"],
        "pmda",
        "Reviewer in the PMDA Office of New Drug",
    ),
    "wang-lihua": (
        "Wang Lihua",
        ["王丽华"],
        "nmpa",
        "Reviewer and GCP inspector at the NMPA Center for Drug Evaluation",
    ),
    "park-jihoon": (
        "Park Ji-hoon",
        ["박지훈", "Ji-hoon Park"],
        "mfds",
        "Reviewer in the MFDS clinical trials division",
    ),
    "luiza-goncalves": (
        "Luíza Gonçalves",
        ["Luiza Goncalves"],
        "anvisa",
        "Specialist in the ANVISA clinical research coordination",
    ),
    "sofie-vandenberghe": (
        "Sofie Vandenberghe",
        ["S. Vandenberghe"],
        "ema",
        "Reporting member state assessor for the EU application",
    ),
}

MONITORS = {
    "olivia-brandt": (
        "Olivia Brandt",
        ["O. Brandt"],
        "northbridge-clinical",
        ["mount-arden", "lakeshore-gi"],
        "Senior clinical research associate (CRA) covering the US gastroenterology sites",
    ),
    "samir-haddad": (
        "Samir Haddad",
        ["S. Haddad"],
        "northbridge-clinical",
        ["dhanvantari", "thrace-plovdiv"],
        "Regional CRA for the Phase 3 UC sites in India and Bulgaria",
    ),
    "agnieszka-zielinska": (
        "Agnieszka Zielińska",
        ["Agnieszka Zielinska"],
        "meridian-cro",
        ["sw-anny", "rheinfeld", "nuestra-senora"],
        "Lead CRA for Poland, Germany and Spain",
    ),
    "dimitris-kalogeropoulos": (
        "Dimitris Kalogeropoulos",
        ["D. Kalogeropoulos"],
        "meridian-cro",
        ["st-luke-athens", "al-nakheel", "carmel-north", "seoul-hanbit"],
        "CRA for Greece, Israel, Saudi Arabia and Korea; travels from the Athens office",
    ),
    "nakamura-takuya": (
        "Takuya Nakamura",
        ["中村 拓也", "Nakamura Takuya"],
        "kansai-clinical",
        ["toto-univ", "osaka-kita"],
        "Monitor (CRA) for the Japanese sites",
    ),
    "grace-liu": (
        "Grace Liu",
        ["G. Liu"],
        "pacifica-trials",
        ["shanghai-renhe", "saint-eloi", "sao-lucas", "riverside-cpu"],
        "CRA for the lymphoma, RSV and Phase 1 studies",
    ),
}

WRITERS = {
    "fiona-mcallister": (
        "Fiona McAllister",
        ["F. McAllister"],
        SPONSOR,
        "Head of regulatory medical writing",
    ),
    "henrik-dahl": (
        "Henrik Dahl",
        ["H. Dahl"],
        "meridian-cro",
        "Senior regulatory writer for EU and Asian applications",
    ),
    "kobayashi-megumi": (
        "Megumi Kobayashi",
        ["小林 恵", "Kobayashi Megumi"],
        "kansai-clinical",
        "Medical writer preparing Japanese regulatory documents",
    ),
    "zhou-min": (
        "Zhou Min",
        ["Min Zhou"],
        "pacifica-trials",
        "Medical writer for the oncology filings in the US and China",
    ),
}

STATISTICIANS = {
    "paul-lindqvist": (
        "Paul Lindqvist",
        ["P. Lindqvist"],
        SPONSOR,
        ["halo-uc2", "halo-uc3", "halo-ole"],
        "Head of biostatistics; owns the statistical analysis plans of the UC program",
    ),
    "meiling-hsu": (
        "Mei-Ling Hsu",
        ["M. Hsu"],
        "pacifica-trials",
        ["halo-xr-pk", "breeze-rsv"],
        "Pharmacokinetics and early-phase statistician",
    ),
    "oscar-villanueva": (
        "Óscar Villanueva",
        ["Oscar Villanueva"],
        "meridian-cro",
        ["prism-pso", "luna-vms"],
        "Biostatistician; also reviews ePRO data quality",
    ),
    "watanabe-daisuke": (
        "Daisuke Watanabe",
        ["渡辺 大輔", "Watanabe Daisuke"],
        "kansai-clinical",
        ["luna-j"],
        "Biostatistician for the Japanese bridging analyses",
    ),
    "sunita-rao": (
        "Sunita Rao",
        ["S. Rao"],
        "pacifica-trials",
        ["fire-fl"],
        "Oncology statistician running the dose-escalation model",
    ),
}

DSMB = {
    "howard-blackwood": (
        "Howard Blackwood",
        ["Prof. Blackwood"],
        ["halo-uc2", "halo-uc3", "halo-ole"],
        "Emeritus professor of gastroenterology; independent chair of the UC program's data safety monitoring board",
    ),
    "margit-ekstrom": (
        "Margit Ekström",
        ["Margit Ekstrom"],
        ["halo-uc3", "prism-pso"],
        "Independent haematologist with expertise in thrombosis",
    ),
    "samuel-adeyemi": (
        "Samuel Adeyemi",
        ["Dr. Adeyemi"],
        ["halo-uc2", "halo-uc3", "fire-fl"],
        "Independent biostatistician and oncologist",
    ),
    "chiara-benedetti": (
        "Chiara Benedetti",
        ["Prof. Benedetti"],
        ["prism-pso", "luna-vms", "fire-fl"],
        "Independent hepatologist; chairs the psoriasis and menopause boards",
    ),
    "ito-naoki": (
        "Naoki Ito",
        ["伊藤 直樹", "Ito Naoki"],
        ["luna-vms", "luna-j"],
        "Independent gynaecologist representing Japan on the menopause board",
    ),
    "ruth-okonkwo": (
        "Ruth Okonkwo",
        ["Dr. Okonkwo"],
        ["breeze-rsv", "fire-fl"],
        "Independent infectious-disease physician",
    ),
}

CROS = [
    (
        "northbridge-clinical",
        "Northbridge Clinical Research",
        ["Northbridge", "Northbridge CRO"],
        "Full-service CRO in Durham, North Carolina, running the US and Indian UC sites",
    ),
    (
        "meridian-cro",
        "Meridian CRO Europe",
        ["Meridian", "Meridian CRO"],
        "CRO headquartered in Kraków with offices in Athens and Madrid, running the European, Israeli, Saudi and Korean sites",
    ),
    (
        "kansai-clinical",
        "Kansai Clinical Partners",
        ["関西クリニカルパートナーズ株式会社", "KCP"],
        "Japanese CRO in Osaka handling monitoring, writing and statistics for Japan",
    ),
    (
        "pacifica-trials",
        "Pacifica Trials Inc.",
        ["Pacifica", "Pacifica Trials"],
        "CRO in San Diego focused on early-phase, antiviral and oncology studies, with a Shanghai office",
    ),
]

LABS = [
    (
        "castellan-lab",
        "Castellan Central Laboratory",
        ["Castellan", "Castellan Labs"],
        "Central laboratory with hubs in Indianapolis and Geneva handling safety labs and biomarkers for the UC studies",
    ),
    (
        "koehler-lab",
        "Zentrallabor Dr. Köhler GmbH",
        ["Dr. Koehler Central Lab", "Köhler lab", "Koehler lab"],
        "Central laboratory in Hamburg running immunogenicity and hormone assays",
    ),
    (
        "biometrica-genomics",
        "BioMetrica Genomics",
        ["BioMetrica"],
        "Molecular diagnostics laboratory running sequencing and PCR assays",
    ),
    (
        "riverside-bioanalytical",
        "Riverside Bioanalytical Services",
        ["Riverside Bioanalytical"],
        "Bioanalytical laboratory for regulated pharmacokinetic methods",
    ),
]

MANUFACTURERS = [
    (
        "keswick-pharma",
        "Keswick Pharma Services",
        ["Keswick"],
        ["velmarostat", "velmarostat-xr"],
        "Contract manufacturer in Cumbria, UK, producing and packaging velmarostat tablets",
    ),
    (
        "altamira-biologics",
        "Altamira Biologics",
        ["Altamira"],
        ["teroquimab"],
        "Biologics CDMO in Barcelona producing teroquimab drug substance and prefilled syringes",
    ),
    (
        "qingshan-pharma",
        "Hangzhou Qingshan Pharmaceutical",
        ["杭州青山制药有限公司", "Qingshan Pharma"],
        ["fimbralisib"],
        "Chinese contract manufacturer producing fimbralisib drug substance and capsules",
    ),
    (
        "brandt-soe",
        "Brandt & Søe Fill-Finish ApS",
        ["Brandt and Soe", "Brandt & Soe"],
        ["ardenavir", "oxelupant"],
        "Danish fill-finish and oral-solid manufacturer for ardenavir and oxelupant",
    ),
]

COURIERS = [
    (
        "coldchain-express",
        "ColdChain Express",
        ["CCX"],
        ["keswick-pharma", "qingshan-pharma", "brandt-soe"],
        [
            "mount-arden",
            "lakeshore-gi",
            "riverside-cpu",
            "sao-lucas",
            "shanghai-renhe",
            "dhanvantari",
        ],
        "Specialty courier for temperature-controlled clinical supplies in the Americas and Asia",
    ),
    (
        "polaris-biologistics",
        "Polaris BioLogistics",
        ["Polaris"],
        ["altamira-biologics", "brandt-soe", "keswick-pharma"],
        [
            "rheinfeld",
            "sw-anny",
            "thrace-plovdiv",
            "nuestra-senora",
            "st-luke-athens",
            "saint-eloi",
            "carmel-north",
            "al-nakheel",
            "seoul-hanbit",
        ],
        "European clinical logistics company with depots in Frankfurt and Athens",
    ),
    (
        "sakura-medical-logistics",
        "Sakura Medical Logistics",
        ["さくらメディカルロジスティクス株式会社"],
        ["brandt-soe"],
        ["toto-univ", "osaka-kita"],
        "Japanese medical courier delivering investigational product to Japanese sites",
    ),
]

INVESTORS = [
    (
        "harrowgate-ventures",
        "Harrowgate Ventures",
        ["Harrowgate"],
        True,
        ["halo-uc3"],
        "Life-science venture fund in Boston; led the Series C",
    ),
    (
        "blue-heron-fund",
        "Blue Heron Life Sciences Fund",
        ["Blue Heron"],
        True,
        ["prism-pso"],
        "Crossover fund that joined the Series C and earmarked a tranche for the psoriasis study",
    ),
    (
        "koyo-capital",
        "Kōyō Capital Partners",
        ["Koyo Capital", "Koyo Capital Partners"],
        False,
        ["luna-j", "luna-vms"],
        "Tokyo-based healthcare fund; program funding (not equity) for the menopause studies in exchange for Japanese royalties",
    ),
    (
        "nordlys-helse",
        "Nordlys Helse Invest",
        ["Nordlys"],
        True,
        ["breeze-rsv", "fire-fl"],
        "Oslo-based investor focused on infectious disease and oncology",
    ),
]

AES = [
    # id, title, aliases, about, trial, site, arm, drug, reporter, dsmb meeting, onset, case
    (
        "ae-uc2-herpes-zoster",
        "SAE: herpes zoster reactivation (HALO-UC2, Mount Arden)",
        ["HALO-UC2 herpes zoster SAE"],
        "Serious adverse event: disseminated herpes zoster (shingles) needing hospitalization for intravenous aciclovir in a 58-year-old on the 30 mg dose; resolved, study drug interrupted for 3 weeks",
        "halo-uc2",
        "mount-arden",
        "halo-uc2-arm-30mg",
        "velmarostat",
        "eleanor-voss",
        "dsmb-uc2-interim",
        "2023-11-06",
        "UC2-0107",
    ),
    (
        "ae-uc3-dvt",
        "SAE: deep vein thrombosis, subject 0417 (HALO-UC3)",
        ["UC3 DVT case", "Zakrzepica żył głębokich – uczestnik 0417"],
        "Serious adverse event: deep vein thrombosis of the left leg in week 6 of induction at the Kraków site; anticoagulated, drug permanently discontinued",
        "halo-uc3",
        "sw-anny",
        "halo-uc3-arm-induction",
        "velmarostat",
        "tomasz-wroblewski",
        "dsmb-uc3-vte",
        "2025-08-19",
        "UC3-0417",
    ),
    (
        "ae-uc3-pe",
        "SAE: pulmonary embolism, subject 0622 (HALO-UC3)",
        ["HALO-UC3 pulmonary embolism"],
        "Serious adverse event: pulmonary embolism with chest pain and hypoxia in week 4 of induction at the Pune site; treated in the ICU, recovered",
        "halo-uc3",
        "dhanvantari",
        "halo-uc3-arm-induction",
        "velmarostat",
        "ananya-deshpande",
        "dsmb-uc3-vte",
        "2025-09-30",
        "UC3-0622",
    ),
    (
        "ae-uc3-alt",
        "ALT elevation above 5x ULN (HALO-UC3, Plovdiv)",
        ["HALO-UC3 liver enzyme elevation"],
        "Adverse event of special interest: alanine aminotransferase rose to 6 times the upper limit of normal during maintenance in Plovdiv; drug interrupted, enzymes normalized",
        "halo-uc3",
        "thrace-plovdiv",
        "halo-uc3-arm-maintenance",
        "velmarostat",
        "georgi-stoyanov",
        "dsmb-uc3-vte",
        "2025-10-07",
        "UC3-0711",
    ),
    (
        "ae-prism-isr",
        "Grade 3 injection-site reaction (PRISM-PsO, Rheinfeld)",
        ["PRISM injection-site reaction"],
        "Grade 3 injection-site reaction with induration and ulceration after the second 300 mg dose in Rheinfeld",
        "prism-pso",
        "rheinfeld",
        "prism-arm-300",
        "teroquimab",
        "friederike-luebben",
        "dsmb-prism",
        "2025-04-22",
        "PSO-0033",
    ),
    (
        "ae-prism-anaphylaxis",
        "아나필락시스 – PRISM-PsO 서울한빛대학교병원",
        ["Anaphylaxis at Seoul Hanbit (PRISM-PsO)", "PRISM anaphylaxis case"],
        "Serious adverse event: anaphylaxis (urticaria, hypotension) within 20 minutes of the first teroquimab injection in Seoul; epinephrine given, subject withdrawn",
        "prism-pso",
        "seoul-hanbit",
        "prism-arm-300",
        "teroquimab",
        "kim-seoyeon",
        "dsmb-prism",
        "2025-05-14",
        "PSO-0058",
    ),
    (
        "ae-prism-tb",
        "Latent tuberculosis reactivation (PRISM-PsO comparator arm)",
        ["PRISM TB reactivation"],
        "Serious adverse event: reactivation of latent tuberculosis in a subject on adalimumab in Haifa; TB screening at entry had been indeterminate",
        "prism-pso",
        "carmel-north",
        "prism-arm-adalimumab",
        "adalimumab-comparator",
        "noa-berger",
        "dsmb-prism",
        "2025-06-02",
        "PSO-0071",
    ),
    (
        "ae-luna-dili",
        "Drug-induced liver injury (LUNA-VMS, Athens)",
        ["LUNA-VMS DILI case", "LUNA hepatotoxicity Athens"],
        "Serious adverse event meeting Hy's law laboratory criteria: ALT 9x ULN with bilirubin 2.4x ULN after 7 weeks of oxelupant 45 mg in Athens; resolved after withdrawal",
        "luna-vms",
        "st-luke-athens",
        "luna-vms-arm-45",
        "oxelupant",
        "nikolaos-papadakis",
        "dsmb-luna-liver",
        "2025-07-08",
        "VMS-0214",
    ),
    (
        "ae-luna-j-liver",
        "Liver function abnormality (LUNA-J, Toto University Hospital)",
        ["LUNA-J liver AE", "肝機能障害（LUNA-J、東都大学病院）"],
        "Adverse event: ALT 4x ULN without bilirubin rise in week 6 in Tokyo; drug interrupted and restarted without recurrence",
        "luna-j",
        "toto-univ",
        "luna-j-arm-30",
        "oxelupant",
        "tanaka-yuko",
        "dsmb-luna-liver",
        "2025-08-25",
        "VMSJ-0012",
    ),
    (
        "ae-fire-neutropenia",
        "发热性中性粒细胞减少症（FIRE-FL，上海）",
        ["Febrile neutropenia in FIRE-FL Shanghai", "FIRE-FL febrile neutropenia"],
        "Serious adverse event: grade 4 neutropenia with fever 39.2 °C in the China cohort; hospitalized for antibiotics and G-CSF",
        "fire-fl",
        "shanghai-renhe",
        "fire-arm-china",
        "fimbralisib",
        "chen-jianguo",
        "dsmb-fire",
        "2025-09-11",
        "FL-CN-0006",
    ),
    (
        "ae-fire-colitis",
        "Colite immuno-médiée de grade 3 (FIRE-FL, Lyon)",
        ["Grade 3 immune-mediated colitis (FIRE-FL Lyon)", "FIRE colitis case"],
        "Serious adverse event: grade 3 immune-mediated colitis with 9 stools a day at the 200 mg escalation level in Lyon, a known class effect of PI3K-delta inhibitors; steroids given, dose level closed",
        "fire-fl",
        "saint-eloi",
        "fire-arm-escalation",
        "fimbralisib",
        "amelie-fournier",
        "dsmb-fire",
        "2025-05-27",
        "FL-0019",
    ),
    (
        "ae-fire-pneumonitis",
        "Grade 2 pneumonitis (FIRE-FL expansion cohort)",
        ["FIRE-FL pneumonitis"],
        "Adverse event of special interest: grade 2 non-infectious pneumonitis at 150 mg in the expansion cohort in Lyon; drug held and steroids started",
        "fire-fl",
        "saint-eloi",
        "fire-arm-expansion",
        "fimbralisib",
        "amelie-fournier",
        "dsmb-fire",
        "2025-10-21",
        "FL-0034",
    ),
    (
        "ae-xr-syncope",
        "Vasovagal syncope after dosing (HALO-XR-PK)",
        ["HALO-XR-PK syncope"],
        "Adverse event: brief vasovagal syncope during the 2-hour blood draw after a fasted dose; volunteer recovered in minutes and continued",
        "halo-xr-pk",
        "riverside-cpu",
        "xr-pk-arm-fasted",
        "velmarostat-xr",
        "priya-raman",
        None,
        "2025-03-18",
        "XR-0021",
    ),
    (
        "ae-breeze-bronchospasm",
        "Bronchospasm after first dose (BREEZE-RSV, Recife)",
        ["BREEZE-RSV bronchospasm"],
        "Serious adverse event: acute bronchospasm needing nebulized salbutamol and oxygen 40 minutes after the first ardenavir dose in a 74-year-old with COPD in Recife",
        "breeze-rsv",
        "sao-lucas",
        "breeze-arm-ardenavir",
        "ardenavir",
        "rafael-menezes",
        "dsmb-breeze",
        "2025-06-30",
        "RSV-0044",
    ),
]

DEVIATIONS = [
    # id, title, aliases, about, trial, site, found by, steering meeting, date
    (
        "dev-uc3-consent",
        "Consent obtained after screening colonoscopy (HALO-UC3, Pune)",
        ["HALO-UC3 Pune consent deviation"],
        "Major protocol deviation: the screening colonoscopy was done two days before the subject signed the informed consent form; the site retrained staff and re-consented",
        "halo-uc3",
        "dhanvantari",
        "samir-haddad",
        "sc-uc3-2025",
        "2025-06-12",
    ),
    (
        "dev-uc2-window",
        "Week 8 visit out of window (HALO-UC2, Lakeshore)",
        ["HALO-UC2 visit window deviation"],
        "Minor protocol deviation: week 8 visits for three subjects fell 6 to 9 days outside the ±3-day window because the endoscopy suite was closed",
        "halo-uc2",
        "lakeshore-gi",
        "olivia-brandt",
        "sc-halo-program",
        "2024-01-22",
    ),
    (
        "dev-prism-eligibility",
        "Ineligible subject randomized: prior IL-23 exposure (PRISM-PsO)",
        ["PRISM eligibility deviation"],
        "Major protocol deviation: a subject previously treated with guselkumab, an IL-23 inhibitor excluded by the protocol, was randomized in Valencia; discontinued and excluded from the per-protocol set",
        "prism-pso",
        "nuestra-senora",
        "agnieszka-zielinska",
        "sc-prism",
        "2025-05-06",
    ),
    (
        "dev-luna-unblinding",
        "Pharmacist unblinding (LUNA-VMS, Riyadh)",
        ["LUNA-VMS unblinding deviation"],
        "Major protocol deviation: the site pharmacist opened the treatment allocation for two subjects to answer a nurse's question, revealing who was on placebo; the blinded assessor was replaced",
        "luna-vms",
        "al-nakheel",
        "dimitris-kalogeropoulos",
        "sc-luna",
        "2025-07-29",
    ),
    (
        "dev-uc3-endoscopy",
        "Missed week-12 endoscopy (HALO-UC3, Plovdiv)",
        ["HALO-UC3 missed endoscopy"],
        "Major protocol deviation: the endoscopy needed for the primary endpoint was not done for two subjects in Plovdiv",
        "halo-uc3",
        "thrace-plovdiv",
        "samir-haddad",
        "sc-uc3-2025",
        "2025-09-04",
    ),
    (
        "dev-luna-j-icf",
        "Outdated consent form version used at Osaka Kita (LUNA-J)",
        ["LUNA-J consent version deviation", "同意説明文書の旧版使用（大阪北総合病院）"],
        "Protocol deviation: four participants in Osaka signed version 1.0 of the consent form after version 2.0 had been approved; re-consented on the current version",
        "luna-j",
        "osaka-kita",
        "nakamura-takuya",
        "sc-luna",
        "2025-08-05",
    ),
    (
        "dev-fire-dosing",
        "Dosing error: double daily dose dispensed (FIRE-FL, Shanghai)",
        ["FIRE-FL dosing error"],
        "Major protocol deviation: a patient in the China cohort was dispensed two bottles and took 300 mg a day for 5 days; no adverse event followed",
        "fire-fl",
        "shanghai-renhe",
        "grace-liu",
        "sc-fire",
        "2025-08-18",
    ),
    (
        "dev-uc3-samples",
        "PK samples drawn outside the window (HALO-UC3, Krakow)",
        ["HALO-UC3 Krakow PK sampling deviation", "Pobranie próbek PK poza oknem czasowym"],
        "Minor protocol deviation: trough pharmacokinetic samples were drawn after the morning dose for five visits in Kraków",
        "halo-uc3",
        "sw-anny",
        "agnieszka-zielinska",
        "sc-uc3-2025",
        "2025-07-15",
    ),
]

EXCURSIONS = [
    # id, title, aliases, about, trial, site, courier or None, drug, date
    (
        "exc-prism-rheinfeld",
        "Temperature excursion: teroquimab shipment to Rheinfeld (11 °C for 14 hours)",
        ["Rheinfeld teroquimab excursion"],
        "A Polaris shipment of prefilled syringes sat at 11 °C for 14 hours at a transit hub; stability data allowed release of the kits",
        "prism-pso",
        "rheinfeld",
        "polaris-biologistics",
        "teroquimab",
        "2025-03-10",
    ),
    (
        "exc-uc3-lakeshore",
        "Heat excursion: velmarostat tablets held at 41 °C (Lakeshore)",
        ["Lakeshore velmarostat heat excursion"],
        "A delivery truck sat in a loading dock for 6 hours in July heat; the logger read 41 °C; 12 kits quarantined and destroyed",
        "halo-uc3",
        "lakeshore-gi",
        "coldchain-express",
        "velmarostat",
        "2025-07-21",
    ),
    (
        "exc-luna-j-osaka",
        "Temperature excursion on an oxelupant shipment to Osaka Kita",
        ["Osaka oxelupant excursion", "温度逸脱：大阪北総合病院向けオキセルパント出荷"],
        "A shipment of oxelupant tablets reached 31 °C for 3 hours during a summer delivery to Osaka; within the 30-day stability budget, released",
        "luna-j",
        "osaka-kita",
        "sakura-medical-logistics",
        "oxelupant",
        "2025-08-01",
    ),
    (
        "exc-breeze-recife",
        "Temperature excursion: ardenavir held in customs at Recife",
        ["Recife ardenavir excursion"],
        "Ardenavir capsules spent 4 days in customs at Recife airport without temperature control and logged 34 °C; the whole consignment was replaced",
        "breeze-rsv",
        "sao-lucas",
        "coldchain-express",
        "ardenavir",
        "2025-04-15",
    ),
    (
        "exc-prism-seoul",
        "Site refrigerator failure at Seoul Hanbit (PRISM-PsO)",
        ["Seoul fridge excursion", "보관 냉장고 온도 이탈 (서울한빛대학교병원)"],
        "The site pharmacy refrigerator failed over a weekend and reached 15 °C for 38 hours; teroquimab stock quarantined and replaced",
        "prism-pso",
        "seoul-hanbit",
        None,
        "teroquimab",
        "2025-06-21",
    ),
    (
        "exc-fire-shanghai",
        "Freeze excursion: fimbralisib shipment to Shanghai Renhe",
        ["Shanghai fimbralisib freeze excursion"],
        "A winter shipment of fimbralisib capsules froze to -6 °C because the wrong phase-change pack was used; the consignment was destroyed",
        "fire-fl",
        "shanghai-renhe",
        "coldchain-express",
        "fimbralisib",
        "2025-01-20",
    ),
]

FINDINGS = [
    # id, title, aliases, about, trial, site, raised by, steering meeting, date
    (
        "dif-uc3-backdating",
        "Backdated eCRF entries (HALO-UC3, Plovdiv)",
        ["HALO-UC3 backdating finding"],
        "Data-integrity finding: the EDC audit trail showed visit data entered weeks later with dates typed to match the visit, and source notes written afterwards",
        "halo-uc3",
        "thrace-plovdiv",
        "samir-haddad",
        "sc-uc3-2025",
        "2025-10-14",
    ),
    (
        "dif-luna-epro",
        "Duplicate ePRO hot-flash diary entries (LUNA-VMS, Riyadh)",
        ["LUNA-VMS ePRO duplicates"],
        "Data-integrity finding: identical hot-flash diary entries for several subjects uploaded from one device, found in a blinded data review",
        "luna-vms",
        "al-nakheel",
        "oscar-villanueva",
        "sc-luna",
        "2025-09-02",
    ),
    (
        "dif-uc2-calprotectin",
        "Calprotectin results transcribed by hand (HALO-UC2, Mount Arden)",
        ["HALO-UC2 calprotectin transcription finding"],
        "Data-integrity finding: local calprotectin values were retyped into the eCRF instead of the central lab transfer, and 7 of 40 disagreed",
        "halo-uc2",
        "mount-arden",
        "paul-lindqvist",
        "sc-halo-program",
        "2024-02-05",
    ),
    (
        "dif-fire-audit-trail",
        "Audit trail disabled on local lab system (FIRE-FL, Shanghai)",
        ["FIRE-FL audit trail finding"],
        "Data-integrity finding from a regulatory GCP inspection: the audit trail of the local laboratory information system had been switched off for 5 months",
        "fire-fl",
        "shanghai-renhe",
        "wang-lihua",
        "sc-fire",
        "2025-11-18",
    ),
    (
        "dif-luna-source",
        "Source-to-eCRF discrepancies at St. Luke Athens (LUNA-VMS)",
        [
            "LUNA Athens source data finding",
            "Ασυμφωνίες μεταξύ αρχείων πηγής και eCRF (Άγιος Λουκάς)",
        ],
        "Data-integrity finding: vital signs and concomitant medications in the eCRF did not match the hospital charts for 11 of 30 visits checked",
        "luna-vms",
        "st-luke-athens",
        "dimitris-kalogeropoulos",
        "sc-luna",
        "2025-10-09",
    ),
]

STEERING = [
    # id, title, aliases, about, trials, chair, attendees, date
    (
        "sc-halo-program",
        "HALO programme steering committee, March 2025",
        ["HALO steering committee March 2025"],
        "Programme steering committee that closed out the Phase 2 data and signed off the Phase 3 design",
        ["halo-uc2", "halo-uc3"],
        "adrian-kessler",
        ["eleanor-voss", "marcus-oyelaran", "paul-lindqvist"],
        "2025-03-14",
    ),
    (
        "sc-uc3-2025",
        "HALO-UC3 steering committee, November 2025",
        ["UC3 steering committee November 2025"],
        "Steering committee reviewing enrolment, the thromboembolic events and the quality issues at the Indian, Bulgarian and Polish sites",
        ["halo-uc3"],
        "adrian-kessler",
        [
            "eleanor-voss",
            "friederike-luebben",
            "tomasz-wroblewski",
            "ananya-deshpande",
            "paul-lindqvist",
        ],
        "2025-11-06",
    ),
    (
        "sc-prism",
        "PRISM-PsO steering committee, September 2025",
        ["PRISM steering committee September 2025"],
        "Steering committee on the psoriasis study's recruitment in Korea and Israel and the eligibility deviation",
        ["prism-pso"],
        "adrian-kessler",
        ["friederike-luebben", "ines-castaneda", "kim-seoyeon", "oscar-villanueva"],
        "2025-09-18",
    ),
    (
        "sc-luna",
        "LUNA運営委員会（2025年10月）",
        ["LUNA steering committee, October 2025"],
        "Joint steering committee of the global and Japanese menopause studies",
        ["luna-vms", "luna-j"],
        "tanaka-yuko",
        [
            "ines-castaneda",
            "yamamoto-kenichi",
            "nikolaos-papadakis",
            "oscar-villanueva",
            "watanabe-daisuke",
        ],
        "2025-10-23",
    ),
    (
        "sc-fire",
        "FIRE-FL steering committee, December 2025",
        ["FIRE steering committee December 2025"],
        "Steering committee choosing the recommended Phase 2 dose and reviewing the Chinese inspection",
        ["fire-fl"],
        "adrian-kessler",
        ["chen-jianguo", "amelie-fournier", "sunita-rao"],
        "2025-12-04",
    ),
]

DSMB_MEETINGS = [
    # id, title, aliases, about, trials, chair, members attending, date, recommendation
    (
        "dsmb-uc2-interim",
        "HALO-UC2 DSMB interim safety review",
        ["UC2 DSMB interim review"],
        "Closed-session interim safety review after 50% of subjects completed week 12",
        ["halo-uc2"],
        "howard-blackwood",
        ["samuel-adeyemi"],
        "2023-12-12",
        "continue unchanged",
    ),
    (
        "dsmb-uc3-vte",
        "HALO-UC3 DSMB ad hoc review of thromboembolic events",
        ["UC3 DSMB VTE review"],
        "Ad hoc review called after the second venous thromboembolic event in induction",
        ["halo-uc3"],
        "howard-blackwood",
        ["margit-ekstrom", "samuel-adeyemi"],
        "2025-10-20",
        "continue with added thrombosis risk exclusions and D-dimer screening",
    ),
    (
        "dsmb-prism",
        "PRISM-PsO DSMB review, June 2025 data cut",
        ["PRISM DSMB June 2025"],
        "Scheduled review of unblinded safety data",
        ["prism-pso"],
        "chiara-benedetti",
        ["margit-ekstrom"],
        "2025-07-03",
        "continue; add 60-minute observation after the first injection",
    ),
    (
        "dsmb-luna-liver",
        "LUNA programme DSMB hepatic safety review",
        ["LUNA DSMB liver review"],
        "Unscheduled review of liver enzyme elevations across the global and Japanese menopause studies",
        ["luna-vms", "luna-j"],
        "chiara-benedetti",
        ["ito-naoki"],
        "2025-09-16",
        "continue with liver tests every 4 weeks",
    ),
    (
        "dsmb-fire",
        "FIRE-FL DSMB dose-escalation review",
        ["FIRE DSMB review"],
        "Review of dose-limiting toxicities across escalation and expansion",
        ["fire-fl"],
        "samuel-adeyemi",
        ["chiara-benedetti", "ruth-okonkwo"],
        "2025-11-25",
        "close the 200 mg level; 150 mg as recommended dose",
    ),
    (
        "dsmb-breeze",
        "BREEZE-RSV DSMB review",
        ["BREEZE DSMB review"],
        "Scheduled safety review after 40 subjects",
        ["breeze-rsv"],
        "ruth-okonkwo",
        [],
        "2025-08-12",
        "continue; exclude subjects with active bronchospasm",
    ),
]

SIVS = [
    # id, title, aliases, site, trial, CRA, attendees, date, report language
    (
        "siv-mount-arden-uc2",
        "Site initiation visit: Mount Arden (HALO-UC2)",
        ["Mount Arden SIV"],
        "mount-arden",
        "halo-uc2",
        "olivia-brandt",
        ["eleanor-voss", "jenna-morales"],
        "2023-02-21",
        "en",
    ),
    (
        "siv-lakeshore-uc2",
        "Site initiation visit: Lakeshore GI (HALO-UC2)",
        ["Lakeshore SIV"],
        "lakeshore-gi",
        "halo-uc2",
        "olivia-brandt",
        ["marcus-oyelaran", "deshawn-price"],
        "2023-03-02",
        "en",
    ),
    (
        "siv-sw-anny-uc3",
        "Site initiation visit: St. Anne Krakow (HALO-UC3)",
        ["Krakow SIV", "Wizyta inicjująca ośrodek – Szpital św. Anny"],
        "sw-anny",
        "halo-uc3",
        "agnieszka-zielinska",
        ["tomasz-wroblewski", "katarzyna-nowak"],
        "2025-03-25",
        "pl",
    ),
    (
        "siv-thrace-uc3",
        "Site initiation visit: Plovdiv (HALO-UC3)",
        ["Plovdiv SIV"],
        "thrace-plovdiv",
        "halo-uc3",
        "samir-haddad",
        ["georgi-stoyanov"],
        "2025-04-08",
        "en",
    ),
    (
        "siv-dhanvantari-uc3",
        "Site initiation visit: Shri Dhanvantari Hospital (HALO-UC3)",
        ["Pune SIV"],
        "dhanvantari",
        "halo-uc3",
        "samir-haddad",
        ["ananya-deshpande"],
        "2025-04-15",
        "en",
    ),
    (
        "siv-seoul-prism",
        "Site initiation visit: Seoul Hanbit (PRISM-PsO)",
        ["Seoul SIV", "시험기관 개시 방문 – 서울한빛대학교병원"],
        "seoul-hanbit",
        "prism-pso",
        "dimitris-kalogeropoulos",
        ["kim-seoyeon", "lee-minji"],
        "2025-02-11",
        "ko",
    ),
    (
        "siv-toto-luna-j",
        "Site initiation meeting: Toto University Hospital (LUNA-J)",
        ["Toto SIV", "施設開始会議：東都大学病院"],
        "toto-univ",
        "luna-j",
        "nakamura-takuya",
        ["tanaka-yuko", "suzuki-misaki"],
        "2025-04-03",
        "ja",
    ),
    (
        "siv-shanghai-fire",
        "Site initiation visit: Shanghai Renhe (FIRE-FL)",
        ["Shanghai SIV"],
        "shanghai-renhe",
        "fire-fl",
        "grace-liu",
        ["chen-jianguo"],
        "2025-06-10",
        "en",
    ),
    (
        "siv-sao-lucas-breeze",
        "Site initiation visit: Sao Lucas Recife (BREEZE-RSV)",
        ["Recife SIV", "Visita de iniciação do centro – Hospital São Lucas"],
        "sao-lucas",
        "breeze-rsv",
        "grace-liu",
        ["rafael-menezes", "beatriz-almeida"],
        "2025-03-05",
        "pt",
    ),
    (
        "siv-al-nakheel-luna",
        "Site initiation visit: Al Nakheel (LUNA-VMS)",
        ["Riyadh SIV"],
        "al-nakheel",
        "luna-vms",
        "dimitris-kalogeropoulos",
        ["layla-al-harbi"],
        "2025-02-25",
        "en",
    ),
]

AGREEMENT_LANG = {
    "mount-arden": ("en", "2023-01-16"),
    "lakeshore-gi": ("en", "2023-01-30"),
    "rheinfeld": ("de", "2025-01-20"),
    "sw-anny": ("pl", "2025-02-17"),
    "nuestra-senora": ("es", "2024-12-09"),
    "seoul-hanbit": ("ko", "2024-12-18"),
    "toto-univ": ("ja", "2025-02-03"),
    "osaka-kita": ("ja", "2025-02-24"),
    "st-luke-athens": ("el", "2025-01-13"),
    "shanghai-renhe": ("zh", "2025-05-12"),
    "saint-eloi": ("fr", "2025-01-06"),
    "sao-lucas": ("pt", "2025-02-10"),
}

_AGREEMENT = {
    "en": (
        "Clinical trial agreement: {site}",
        "Clinical Trial Agreement between Solenne Therapeutics, Inc. (Sponsor) and {site} (Institution).\n\nPrincipal Investigator: {pi}.{coord_en}\n\nStudies covered: {trials}.\n\nThe Institution shall enrol subjects in accordance with the protocol, ICH E6(R3) Good Clinical Practice and applicable law, and report serious adverse events to the Sponsor within 24 hours. Payment schedule per Exhibit B; indemnification per Section 12. Effective date: {date}.",
    ),
    "de": (
        "Prüfzentrumsvertrag: {site}",
        "Vertrag über die Durchführung klinischer Prüfungen zwischen der Solenne Therapeutics, Inc. (Sponsor) und dem {site} (Prüfzentrum).\n\nPrüfer und Leiter der klinischen Prüfung am Zentrum: {pi}. Studienassistenz: {coord}.\n\nErfasste Prüfungen: {trials}.\n\nDas Prüfzentrum verpflichtet sich, Prüfungsteilnehmer gemäß Prüfplan, ICH-GCP und Verordnung (EU) Nr. 536/2014 einzuschließen und schwerwiegende unerwünschte Ereignisse innerhalb von 24 Stunden zu melden. Vergütung gemäß Anlage B. Inkrafttreten: {date}.",
    ),
    "pl": (
        "Umowa o badanie kliniczne: {site}",
        "Umowa o przeprowadzenie badania klinicznego zawarta pomiędzy Solenne Therapeutics, Inc. (Sponsor) a {site} (Ośrodek).\n\nBadacz główny: {pi}. Koordynator badania: {coord}.\n\nBadania objęte umową: {trials}.\n\nOśrodek zobowiązuje się do włączania uczestników zgodnie z protokołem i zasadami GCP oraz do zgłaszania ciężkich zdarzeń niepożądanych w ciągu 24 godzin. Wynagrodzenie zgodnie z Załącznikiem B. Data wejścia w życie: {date}.",
    ),
    "es": (
        "Contrato de ensayo clínico: {site}",
        "Contrato para la realización de ensayos clínicos entre Solenne Therapeutics, Inc. (Promotor) y el {site} (Centro).\n\nInvestigador principal: {pi}. Coordinadora del estudio: {coord}.\n\nEnsayos cubiertos: {trials}.\n\nEl Centro incluirá sujetos conforme al protocolo, las normas de Buena Práctica Clínica y el Real Decreto 1090/2015, y notificará los acontecimientos adversos graves en 24 horas. Compensación económica según el Anexo B. Fecha de entrada en vigor: {date}.",
    ),
    "ko": (
        "임상시험 계약서: {site}",
        "의뢰자 Solenne Therapeutics, Inc.와 시험기관 {site} 간의 임상시험 계약서.\n\n시험책임자: {pi}. 임상연구코디네이터: {coord}.\n\n대상 임상시험: {trials}.\n\n시험기관은 임상시험계획서 및 ICH-GCP에 따라 대상자를 등록하고 중대한 이상사례를 24시간 이내에 보고한다. 연구비는 별첨 B에 따라 지급한다. 발효일: {date}.",
    ),
    "ja": (
        "治験契約書：{site}",
        "治験依頼者 Solenne Therapeutics, Inc.（以下「甲」）と実施医療機関 {site}（以下「乙」）は、以下の治験の実施について契約を締結する。\n\n治験責任医師：{pi}。{coord_ja}\n\n対象治験：{trials}。\n\n乙は治験実施計画書、GCP省令及びICH-GCPを遵守して被験者を登録し、重篤な有害事象を24時間以内に甲に報告する。経費は別紙Bのとおり。契約締結日：{date}。",
    ),
    "zh": (
        "临床试验协议：{site}",
        "申办方 Solenne Therapeutics, Inc. 与临床试验机构 {site} 签订本临床试验协议。\n\n主要研究者：{pi}。\n\n本协议涵盖的试验：{trials}。\n\n研究机构应按照试验方案及药物临床试验质量管理规范（GCP）入组受试者，并在24小时内报告严重不良事件。费用按附件B支付。生效日期：{date}。",
    ),
    "fr": (
        "Convention unique de recherche : {site}",
        "Convention unique entre Solenne Therapeutics, Inc. (Promoteur) et {site} (Établissement).\n\nInvestigateur principal : {pi}.\n\nEssais concernés : {trials}.\n\nL'Établissement s'engage à inclure les participants conformément au protocole et aux Bonnes Pratiques Cliniques et à déclarer les événements indésirables graves sous 24 heures. Surcoûts selon l'annexe B. Date d'effet : {date}.",
    ),
    "pt": (
        "Contrato de ensaio clínico: {site}",
        "Contrato de ensaio clínico entre Solenne Therapeutics, Inc. (Patrocinador) e {site} (Instituição).\n\nInvestigador principal: {pi}. Coordenadora do estudo: {coord}.\n\nEstudos abrangidos: {trials}.\n\nA Instituição incluirá participantes de acordo com o protocolo e as Boas Práticas Clínicas e notificará eventos adversos graves em 24 horas. Pagamentos conforme o Anexo B. Data de vigência: {date}.",
    ),
    "el": (
        "Σύμβαση κλινικής μελέτης: {site}",
        "Σύμβαση διεξαγωγής κλινικής μελέτης μεταξύ της Solenne Therapeutics, Inc. (Χορηγός) και του {site} (Κέντρο).\n\nΚύριος ερευνητής: {pi}.\n\nΜελέτες: {trials}.\n\nΤο Κέντρο θα εντάσσει συμμετέχοντες σύμφωνα με το πρωτόκολλο και την Ορθή Κλινική Πρακτική και θα αναφέρει σοβαρά ανεπιθύμητα συμβάντα εντός 24 ωρών. Αμοιβές σύμφωνα με το Παράρτημα Β. Ημερομηνία έναρξης ισχύος: {date}.",
    ),
}

_SIV_REPORT = {
    "en": "Site Initiation Visit Report.\n\nStudy: {trial}. Site: {site}. Visit conducted by {cra} (CRA, {cro}) on {date}. Attendees: {att}.\n\nTopics covered: protocol overview, eligibility criteria, investigational product handling and temperature logging, eCRF training, SAE reporting within 24 hours, investigator site file review.\n\nOutcome: site ready for activation once the ethics approval letter is filed.",
    "pl": "Raport z wizyty inicjującej ośrodek.\n\nBadanie: {trial}. Ośrodek: {site}. Wizytę przeprowadziła {cra} (CRA, {cro}) w dniu {date}. Uczestnicy: {att}.\n\nOmówione zagadnienia: protokół, kryteria włączenia i wyłączenia, postępowanie z produktem badanym i rejestracja temperatury, szkolenie z eCRF, zgłaszanie ciężkich zdarzeń niepożądanych w ciągu 24 godzin.\n\nWynik: ośrodek gotowy do aktywacji.",
    "ko": "시험기관 개시 방문 보고서.\n\n임상시험: {trial}. 시험기관: {site}. 방문 수행자: {cra} (CRA, {cro}), 방문일 {date}. 참석자: {att}.\n\n논의 사항: 계획서 개요, 선정·제외 기준, 임상시험용의약품 관리 및 온도 기록, eCRF 교육, 중대한 이상사례 24시간 이내 보고.\n\n결과: 시험기관 개시 준비 완료.",
    "ja": "施設開始会議 報告書。\n\n治験：{trial}。実施医療機関：{site}。実施者：{cra}（CRA、{cro}）、実施日 {date}。出席者：{att}。\n\n議題：治験実施計画書の概要、選択・除外基準、治験薬の管理と温度記録、EDC入力トレーニング、重篤な有害事象の24時間以内の報告。\n\n結論：IRB承認後に施設を開始可能。",
    "pt": "Relatório da visita de iniciação do centro.\n\nEstudo: {trial}. Centro: {site}. Visita realizada por {cra} (CRA, {cro}) em {date}. Participantes: {att}.\n\nTópicos: visão geral do protocolo, critérios de elegibilidade, manuseio do produto experimental e registro de temperatura, treinamento em eCRF, notificação de eventos adversos graves em 24 horas.\n\nResultado: centro apto para ativação.",
}


def _world(rng: random.Random) -> _World:
    w = _World()
    sites = {s[0]: s for s in SITES}

    # ---- pages: companies --------------------------------------------------------------
    w.pg(
        SPONSOR,
        "company",
        "companies",
        "Solenne Therapeutics",
        "Clinical-stage biotech in Cambridge, Massachusetts, developing small molecules and antibodies for immunology, women's health, respiratory infection and lymphoma; sponsor of every study in this brain",
        ["Solenne", "Solenne Therapeutics, Inc."],
        [],
        ["ev-pr-series-c"],
    )
    for rid, title, aliases, about in REGULATORS:
        w.pg(rid, "company", "companies/regulators", title, about, aliases, [], [])
    for sid, title, aliases, about, _pi, _coord in SITES:
        w.pg(sid, "company", "companies/sites", title, about, aliases, [], [])
    for cid, title, aliases, about in CROS:
        w.pg(cid, "company", "companies/cros", title, about, aliases, [], [])
    for lid, title, aliases, about in LABS:
        w.pg(lid, "company", "companies/labs", title, about, aliases, [], [])
    for mid, title, aliases, drugs, about in MANUFACTURERS:
        rels = [("manufactures", d) for d in drugs]
        w.pg(mid, "company", "companies/manufacturers", title, about, aliases, rels, [])
    for cid, title, aliases, ships, delivers, about in COURIERS:
        rels = [("ships_for", m) for m in ships] + [("delivers_to", s) for s in delivers]
        w.pg(cid, "company", "companies/couriers", title, about, aliases, rels, [])
    for iid, title, aliases, equity, funds, about in INVESTORS:
        rels = ([("invested_in", SPONSOR)] if equity else []) + [("funds", t) for t in funds]
        w.pg(iid, "company", "companies/investors", title, about, aliases, rels, [])

    # ---- pages: concepts ----------------------------------------------------------------
    drugs = [
        (
            "velmarostat",
            "Velmarostat (SLN-101)",
            ["SLN-101", "velmarostat"],
            "Oral, selective JAK1 inhibitor taken as a once-daily immediate-release tablet; in development for moderately to severely active ulcerative colitis. Warnings follow the JAK class: infections such as herpes zoster, venous thromboembolism and liver enzyme rises",
            [
                ("developed_by", SPONSOR),
                ("characterized_by", "velmarostat-pk-lcmsms"),
                ("characterized_by", "pstat3-phosflow"),
            ],
        ),
        (
            "velmarostat-xr",
            "Velmarostat XR (SLN-101-XR)",
            ["SLN-101-XR", "velmarostat extended release"],
            "Extended-release tablet of velmarostat meant to smooth peak concentrations and allow one tablet a day without food restrictions",
            [
                ("developed_by", SPONSOR),
                ("follow_on_to", "velmarostat"),
                ("characterized_by", "velmarostat-pk-lcmsms"),
            ],
        ),
        (
            "teroquimab",
            "Teroquimab (SLN-214)",
            ["SLN-214", "teroquimab"],
            "Humanized IgG1 monoclonal antibody against the p19 subunit of interleukin-23 (IL-23), given as a subcutaneous injection from a prefilled syringe every 12 weeks for plaque psoriasis",
            [("developed_by", SPONSOR), ("characterized_by", "teroquimab-ada-assay")],
        ),
        (
            "ardenavir",
            "Ardenavir (SLN-330)",
            ["SLN-330", "ardenavir"],
            "Oral respiratory syncytial virus (RSV) fusion inhibitor for adults aged 60 and over hospitalized with RSV",
            [("developed_by", SPONSOR), ("characterized_by", "rsv-rt-qpcr")],
        ),
        (
            "oxelupant",
            "Oxelupant (SLN-412)",
            ["SLN-412", "oxelupant"],
            "Oral neurokinin-3 (NK3) receptor antagonist for moderate-to-severe vasomotor symptoms (hot flashes and night sweats) of menopause; hepatic monitoring is required, as for the class",
            [("developed_by", SPONSOR), ("characterized_by", "lh-immunoassay")],
        ),
        (
            "fimbralisib",
            "Fimbralisib (SLN-507)",
            ["SLN-507", "fimbralisib"],
            "Oral phosphoinositide 3-kinase delta (PI3K-delta) inhibitor in capsules for relapsed or refractory follicular lymphoma; class risks are colitis, pneumonitis and neutropenia",
            [("developed_by", SPONSOR), ("characterized_by", "mrd-ngs-assay")],
        ),
        (
            "adalimumab-comparator",
            "Adalimumab (active comparator supply)",
            ["adalimumab comparator", "Humira comparator"],
            "Commercial anti-TNF adalimumab bought on the market and relabelled as the active comparator in the psoriasis study",
            [],
        ),
    ]
    for did, title, aliases, about, rels in drugs:
        w.pg(did, "concept", "concepts/drugs", title, about, aliases, rels, [])
    assays = [
        (
            "fecal-calprotectin-elisa",
            "Fecal calprotectin ELISA",
            ["FCP assay", "calprotectin assay"],
            "Enzyme-linked immunosorbent assay measuring calprotectin in stool, a marker of intestinal inflammation; central readout for the UC endpoints",
            "castellan-lab",
        ),
        (
            "pstat3-phosflow",
            "pSTAT3 phospho-flow cytometry assay",
            ["pSTAT3 PD assay", "phospho-STAT3 assay"],
            "Whole-blood flow cytometry measuring phosphorylated STAT3 after cytokine stimulation, the pharmacodynamic readout of JAK1 inhibition",
            "castellan-lab",
        ),
        (
            "velmarostat-pk-lcmsms",
            "Velmarostat plasma PK assay (LC-MS/MS)",
            ["SLN-101 PK method", "velmarostat PK assay"],
            "Validated liquid chromatography tandem mass spectrometry method for velmarostat in plasma, lower limit of quantification 0.5 ng/mL",
            "riverside-bioanalytical",
        ),
        (
            "teroquimab-ada-assay",
            "Anti-teroquimab antibody (ADA) bridging assay",
            ["ADA bridging assay", "teroquimab immunogenicity assay"],
            "Electrochemiluminescent bridging assay detecting anti-drug antibodies against teroquimab, with a neutralizing-antibody confirmatory tier",
            "koehler-lab",
        ),
        (
            "rsv-rt-qpcr",
            "RSV RT-qPCR viral load assay",
            ["RSV viral load assay"],
            "Quantitative reverse-transcription PCR of nasal swabs for RSV A and B, reported in log10 copies/mL",
            "biometrica-genomics",
        ),
        (
            "lh-immunoassay",
            "Serum LH chemiluminescent immunoassay",
            ["LH assay", "luteinizing hormone assay"],
            "Chemiluminescent immunoassay for luteinizing hormone (LH), the pharmacodynamic marker of NK3 receptor blockade",
            "koehler-lab",
        ),
        (
            "mrd-ngs-assay",
            "Minimal residual disease NGS assay",
            ["MRD assay", "MRD NGS"],
            "Next-generation sequencing of immunoglobulin gene rearrangements that detects one lymphoma cell in a million from blood or marrow",
            "biometrica-genomics",
        ),
    ]
    for aid, title, aliases, about, lab in assays:
        w.pg(aid, "concept", "concepts/assays", title, about, aliases, [("performed_by", lab)], [])

    # ---- pages: projects ----------------------------------------------------------------
    trial_extra = {
        "halo-uc3": [("preceded_by", "halo-uc2")],
        "halo-ole": [("extension_of", "halo-uc3")],
        "luna-j": [("bridging_study_for", "luna-vms")],
    }
    for tid, title, aliases, about, drug, comp, tsites, cros, lab, endpoint in TRIALS:
        rels = [("investigational_product", drug)]
        if comp:
            rels.append(("active_comparator", comp))
        rels += trial_extra.get(tid, [])
        rels += [("conducted_at", s) for s in tsites]
        rels += [("managed_by", c) for c in cros]
        rels.append(("central_lab", lab))
        if endpoint:
            rels.append(("primary_endpoint_assay", endpoint))
        w.pg(tid, "project", "projects/trials", title, about, aliases, rels, [f"ev-protocol-{tid}"])
    for aid, title, aliases, trial, drug, about in ARMS:
        rels = [("arm_of", trial)] + ([("administers", drug)] if drug else [])
        w.pg(aid, "project", "projects/arms", title, about, aliases, rels, [f"ev-protocol-{trial}"])
    for sid, title, aliases, about, reg, trial, _writer, _rev in SUBMISSIONS:
        rels = [("submitted_to", reg), ("for_trial", trial)]
        w.pg(
            sid,
            "project",
            "projects/submissions",
            title,
            about,
            aliases,
            rels,
            [f"ev-letter-{sid}"],
        )

    # ---- pages: people ------------------------------------------------------------------
    trial_sites = {t[0]: t[6] for t in TRIALS}
    for sid, *_rest in SITES:
        pi, coord = sites[sid][4], sites[sid][5]
        title, aliases, about = PIS[pi]
        trials = [t for t, ss in trial_sites.items() if sid in ss]
        rels = [("works_at", sid)] + [("principal_investigator_for", t) for t in trials]
        w.pg(pi, "person", "people/investigators", title, about, aliases, rels, [])
        if coord:
            ctitle, caliases, cabout = COORDINATORS[coord]
            rels = [("coordinates_at", sid), ("assists", pi)]
            w.pg(coord, "person", "people/coordinators", ctitle, cabout, caliases, rels, [])
    for mid, (title, aliases, cro, msites, about) in MONITORS.items():
        rels = [("employed_by", cro)] + [("monitors", s) for s in msites]
        w.pg(mid, "person", "people/monitors", title, about, aliases, rels, [])
    for wid, (title, aliases, emp, about) in WRITERS.items():
        rels = [("employed_by", emp)] + [("authored", s[0]) for s in SUBMISSIONS if s[6] == wid]
        w.pg(wid, "person", "people/writers", title, about, aliases, rels, [])
    for sid, (title, aliases, emp, trials, about) in STATISTICIANS.items():
        rels = [("employed_by", emp)] + [("statistician_for", t) for t in trials]
        w.pg(sid, "person", "people/statisticians", title, about, aliases, rels, [])
    for did, (title, aliases, trials, about) in DSMB.items():
        rels = [("dsmb_member_for", t) for t in trials]
        w.pg(did, "person", "people/dsmb", title, about, aliases, rels, [])
    for rid, (title, aliases, reg, about) in REVIEWERS.items():
        rels = [("employed_by", reg)] + [("assessed", s[0]) for s in SUBMISSIONS if s[7] == rid]
        w.pg(rid, "person", "people/regulators", title, about, aliases, rels, [])
    w.pg(
        "adrian-kessler",
        "person",
        "people/sponsor",
        "Adrian Kessler",
        "Chief medical officer (CMO) of the sponsor; chairs the sponsor-run steering committees and signs off protocols",
        ["Dr. Kessler", "CMO"],
        [("employed_by", SPONSOR)],
        [],
    )

    # ---- pages: notes -------------------------------------------------------------------
    for aid, title, aliases, about, trial, site, arm, drug, rep, mtg, onset, _case in AES:
        rels = [("occurred_in", trial), ("at_site", site), ("in_arm", arm)]
        rels += [("suspected_product", drug), ("reported_by", rep)]
        if mtg:
            rels.append(("discussed_at", mtg))
        tl = [
            (f"{onset}T08:00:00Z", f"ev-sae-{aid}", "Onset of the event."),
            (
                _shift(onset, 1, "T15:30:00Z"),
                f"ev-sae-{aid}",
                "Initial SAE report sent to sponsor safety within 24 hours.",
            ),
        ]
        if mtg:
            mdate = next(m[7] for m in DSMB_MEETINGS if m[0] == mtg)
            tl.append((f"{mdate}T14:00:00Z", f"ev-minutes-{mtg}", "Reviewed by the DSMB."))
        w.pg(
            aid, "note", "notes/adverse-events", title, about, aliases, rels, [f"ev-sae-{aid}"], tl
        )
    for did, title, aliases, about, trial, site, finder, mtg, date in DEVIATIONS:
        rels = [("occurred_in", trial), ("at_site", site), ("reported_by", finder)]
        rels.append(("discussed_at", mtg))
        tl = [(f"{date}T10:00:00Z", f"ev-mvr-{did}", "Deviation identified at a monitoring visit.")]
        w.pg(did, "note", "notes/deviations", title, about, aliases, rels, [f"ev-mvr-{did}"], tl)
    for eid, title, aliases, about, trial, site, courier, drug, date in EXCURSIONS:
        rels = [("occurred_in", trial), ("at_site", site)]
        if courier:
            rels.append(("shipped_by", courier))
        rels.append(("affected_product", drug))
        tl = [
            (f"{date}T06:00:00Z", f"ev-tempx-{eid}", "Logger alarm; excursion detected."),
            (_shift(date, 3, "T12:00:00Z"), f"ev-tempx-{eid}", "Quality disposition issued."),
        ]
        w.pg(eid, "note", "notes/excursions", title, about, aliases, rels, [f"ev-tempx-{eid}"], tl)
    for fid, title, aliases, about, trial, site, raiser, mtg, date in FINDINGS:
        rels = [("occurred_in", trial), ("at_site", site), ("reported_by", raiser)]
        rels.append(("discussed_at", mtg))
        rec = "ev-nmpa-inspection-fire" if fid == "dif-fire-audit-trail" else f"ev-mvr-{fid}"
        tl = [(f"{date}T09:00:00Z", rec, "Finding raised.")]
        w.pg(fid, "note", "notes/data-integrity", title, about, aliases, rels, [rec], tl)

    # ---- pages: meetings ----------------------------------------------------------------
    for mid, title, aliases, about, trials, chair, att, _date in STEERING:
        rels = [("oversees", t) for t in trials] + [("chaired_by", chair)]
        rels += [("attended_by", p) for p in att]
        w.pg(
            mid, "meeting", "meetings/steering", title, about, aliases, rels, [f"ev-minutes-{mid}"]
        )
    for mid, title, aliases, about, trials, chair, att, _date, _rec in DSMB_MEETINGS:
        rels = [("oversees", t) for t in trials] + [("chaired_by", chair)]
        rels += [("attended_by", p) for p in att]
        w.pg(mid, "meeting", "meetings/dsmb", title, about, aliases, rels, [f"ev-minutes-{mid}"])
    for sid, title, aliases, site, trial, cra, att, _date, _lang in SIVS:
        about = "Site initiation visit (SIV) that trained the site team and opened the site for enrolment"
        rels = [("initiated_site", site), ("for_trial", trial), ("led_by", cra)]
        rels += [("attended_by", p) for p in att]
        w.pg(sid, "meeting", "meetings/siv", title, about, aliases, rels, [f"ev-siv-{sid}"])

    _evidence(w, rng)
    _assign_citations(w)
    _trial_timelines(w)
    return w


def _shift(day: str, days: int, clock: str) -> str:
    from datetime import date, timedelta

    return (date.fromisoformat(day) + timedelta(days=days)).isoformat() + clock


def _evidence(w: _World, rng: random.Random) -> None:
    t, a, ts = w.t, w.a, w.ts
    sites = {s[0]: s for s in SITES}
    cro_of = {m: v[2] for m, v in MONITORS.items()}

    # protocols
    stat_of = {t_: s for s, v in STATISTICIANS.items() for t_ in v[3]}
    for tid, title, aliases, _about, drug, comp, _tsites, cros, lab, endpoint in TRIALS:
        arms = [x for x in ARMS if x[3] == tid]
        mentions = [tid, drug, lab, stat_of[tid], "adrian-kessler", *cros] + [x[0] for x in arms]
        code = aliases[-1] if tid != "luna-j" else "SLN-412-J01"
        if comp:
            mentions.append(comp)
        if endpoint:
            mentions.append(endpoint)
        if tid == "halo-xr-pk":
            mentions.append("riverside-cpu")
        extra = {
            "halo-uc2": ["pstat3-phosflow"],
            "luna-vms": ["lh-immunoassay"],
            "prism-pso": ["teroquimab-ada-assay"],
        }.get(tid, [])
        mentions += extra
        if tid == "luna-j":
            text = (
                f"治験実施計画書 {code}（LUNA-J）第2版。\n\n治験の名称：{aliases[1]}\n\n治験依頼者：Solenne Therapeutics, Inc.（医学責任者 {t('adrian-kessler')}）\n\n"
                f"治験薬：{t(drug)}。投与群：{ts([x[0] for x in arms])}。\n\n"
                f"本試験はグローバル第III相試験 {a('luna-vms')} の成績を日本人に外挿するためのブリッジング試験である。主要評価項目は12週時の中等度から重度のホットフラッシュの頻度の変化量。\n\n"
                f"開発業務受託機関（CRO）：{t(cros[0])}。中央検査機関：{t(lab)}。統計解析責任者：{t(stat_of[tid])}。"
            )
            w.ev(
                f"ev-protocol-{tid}",
                "evidence/protocols",
                "治験実施計画書 SLN-412-J01（LUNA-J）第2版",
                text,
                mentions + ["luna-vms"],
                "2024-11-20T00:00:00Z",
                "ja",
                ["LUNA-J protocol", "SLN-412-J01 protocol"],
            )
            continue
        lines = [
            f"Clinical Study Protocol {code} ({aliases[0]}), version {rng.choice(['2.0', '3.0', '3.1'])}.",
            f"Title: {title}.",
            f"Sponsor: Solenne Therapeutics, Inc. Sponsor medical officer: {t('adrian-kessler')}.",
            f"Investigational product: {t(drug)}."
            + (f" Active comparator: {t(comp)}." if comp else ""),
            "Treatment arms: " + "; ".join(f"{x[1]} ({x[5]})" for x in arms) + "."
            if arms
            else "Treatment: single open-label arm.",
            f"Design: {_about_for(tid)}",
            (f"Primary endpoint assay: {t(endpoint)}. " if endpoint else "")
            + f"Central laboratory: {t(lab)}."
            + (f" Exploratory and pharmacodynamic assays: {ts(extra)}." if extra else ""),
            f"Contract research organisation: {ts(cros)}. Sponsor statistician: {t(stat_of[tid])}.",
        ]
        if tid == "halo-xr-pk":
            lines.append(f"Clinical unit: {t('riverside-cpu')} (single center).")
        if tid == "halo-uc3":
            lines.append(
                f"Builds on {a('halo-uc2')}; responders may roll over into {a('halo-ole')}."
            )
            mentions += ["halo-uc2", "halo-ole"]
        if tid == "halo-ole":
            lines.append(f"Eligible subjects completed {a('halo-uc3')}.")
            mentions.append("halo-uc3")
        created = {
            "halo-uc2": "2022-11-30",
            "halo-uc3": "2024-10-01",
            "halo-ole": "2025-01-15",
            "halo-xr-pk": "2024-12-02",
            "prism-pso": "2024-10-21",
            "breeze-rsv": "2024-11-11",
            "luna-vms": "2024-09-30",
            "fire-fl": "2024-08-19",
        }[tid]
        w.ev(
            f"ev-protocol-{tid}",
            "evidence/protocols",
            f"Clinical study protocol {code} ({aliases[0]})",
            "\n\n".join(lines),
            mentions,
            f"{created}T00:00:00Z",
            "en",
            [f"{aliases[0]} protocol"],
        )

    # site agreements
    trial_sites = {x[0]: x[6] for x in TRIALS}
    for sid, (lang, date) in AGREEMENT_LANG.items():
        pi, coord = sites[sid][4], sites[sid][5]
        strials = [tid for tid, ss in trial_sites.items() if sid in ss]
        title_t, body_t = _AGREEMENT[lang]
        coord_name = t(coord) if coord else ""
        body = body_t.format(
            site=t(sid),
            pi=t(pi),
            coord=coord_name,
            coord_en=f" Study coordinator: {coord_name}." if coord else "",
            coord_ja=f"治験協力者（CRC）：{coord_name}。" if coord else "",
            trials=", ".join(a(x) for x in strials),
            date=date,
        )
        mentions = [sid, pi, SPONSOR, *strials] + ([coord] if coord else [])
        w.ev(
            f"ev-cta-{sid}",
            "evidence/agreements",
            title_t.format(site=t(sid)),
            body,
            mentions,
            f"{date}T00:00:00Z",
            lang,
            [f"Clinical trial agreement {a(sid)}"] if lang != "en" else [],
        )

    # site initiation visit reports (records of the SIV meetings)
    siv_titles = {
        "en": "SIV report: {site}, {trial}",
        "pl": "Raport z wizyty inicjującej: {site}, {trial}",
        "ko": "시험기관 개시 방문 보고서: {site}, {trial}",
        "ja": "施設開始会議報告書：{site}（{trial}）",
        "pt": "Relatório de visita de iniciação: {site}, {trial}",
    }
    for vid, _title, _aliases, site, trial, cra, att, date, lang in SIVS:
        body = _SIV_REPORT[lang].format(
            trial=a(trial), site=t(site), cra=t(cra), cro=a(cro_of[cra]), date=date, att=ts(att)
        )
        title = siv_titles[lang].format(site=t(site) if lang != "en" else a(site), trial=a(trial))
        aliases = [f"SIV report {a(site)} {a(trial)}"] if lang != "en" else []
        w.ev(
            f"ev-siv-{vid}",
            "evidence/monitoring",
            title,
            body,
            [vid, site, trial, cra, cro_of[cra], *att],
            f"{date}T18:00:00Z",
            lang,
            aliases,
            record_of=vid,
        )

    # monitoring visit reports (records of deviations and findings)
    for did, _title, _aliases, about, trial, site, finder, _mtg, date in DEVIATIONS:
        visit = rng.randint(3, 9)
        if did == "dev-luna-j-icf":
            body = f"モニタリング報告書（第{visit}回定期モニタリング）。\n\n治験：{a(trial)}。実施医療機関：{t(site)}。モニター：{t(finder)}（{t(cro_of[finder])}）。訪問日：{date}。\n\n逸脱事項：同意説明文書第2.0版の承認後も、4名の被験者が第1.0版で同意していた。全例を最新版で再同意済み。\n\n是正措置：版管理手順の再教育、治験事務局による版数確認の二重チェック。"
            ev_title, ev_aliases, lang = (
                f"モニタリング報告書：{t(site)}（{a(trial)}）",
                [f"Monitoring visit report Osaka Kita {a(trial)}"],
                "ja",
            )
        elif did == "dev-uc3-samples":
            body = f"Raport z wizyty monitorującej nr {visit}.\n\nBadanie: {a(trial)}. Ośrodek: {t(site)}. Monitor: {t(finder)} ({a(cro_of[finder])}). Data wizyty: {date}.\n\nOdchylenie od protokołu: próbki farmakokinetyczne (stężenie minimalne) pobrano po porannej dawce leku podczas pięciu wizyt.\n\nDziałania naprawcze: ponowne szkolenie personelu, przypomnienie w karcie wizyty."
            ev_title, ev_aliases, lang = (
                f"Raport z wizyty monitorującej: {t(site)} ({a(trial)})",
                [f"Monitoring visit report St. Anne Krakow {a(trial)}"],
                "pl",
            )
        else:
            body = f"Interim Monitoring Visit Report, visit {visit}.\n\nStudy: {a(trial)}. Site: {t(site)} ({a(site)}). Monitor: {t(finder)} ({t(cro_of[finder])}). Visit date: {date}.\n\nFinding: {about}.\n\nClassification and actions: logged in the deviation log, site retrained, root cause and CAPA due within 30 days; escalated to the study steering committee."
            ev_title, ev_aliases, lang = (
                f"Monitoring visit report {visit}: {a(site)} ({a(trial)})",
                [],
                "en",
            )
        w.ev(
            f"ev-mvr-{did}",
            "evidence/monitoring",
            ev_title,
            body,
            [did, trial, site, finder, cro_of[finder]],
            f"{date}T17:00:00Z",
            lang,
            ev_aliases,
            record_of=did,
        )
    for fid, _title, _aliases, about, trial, site, raiser, _mtg, date in FINDINGS:
        if fid == "dif-fire-audit-trail":
            continue
        if fid == "dif-luna-source":
            body = f"Έκθεση επίσκεψης παρακολούθησης.\n\nΜελέτη: {a(trial)}. Κέντρο: {t(site)}. Παρακολουθητής: {t(raiser)} ({t(cro_of[raiser])}). Ημερομηνία: {date}.\n\nΕύρημα: τα ζωτικά σημεία και η συγχορηγούμενη φαρμακευτική αγωγή στο eCRF δεν συμφωνούσαν με τα αρχεία πηγής του νοσοκομείου σε 11 από 30 επισκέψεις που ελέγχθηκαν.\n\nΕνέργειες: πλήρης επαλήθευση αρχείων πηγής, επανεκπαίδευση, κλιμάκωση στην επιτροπή καθοδήγησης."
            w.ev(
                f"ev-mvr-{fid}",
                "evidence/monitoring",
                f"Έκθεση επίσκεψης παρακολούθησης: {t(site)} ({a(trial)})",
                body,
                [fid, trial, site, raiser, cro_of[raiser]],
                f"{date}T17:00:00Z",
                "el",
                [f"Monitoring visit report St. Luke Athens {a(trial)}"],
                record_of=fid,
            )
            continue
        role = {
            "samir-haddad": "Monitor",
            "oscar-villanueva": "Data reviewer (statistician)",
            "paul-lindqvist": "Data reviewer (statistician)",
        }[raiser]
        kind = (
            "Interim Monitoring Visit Report"
            if raiser == "samir-haddad"
            else "Blinded data review memo"
        )
        body = f"{kind}.\n\nStudy: {a(trial)}. Site: {t(site)} ({a(site)}). {role}: {t(raiser)}. Date: {date}.\n\nData-integrity finding: {about}.\n\nActions: quality issue opened, for-cause audit requested, affected data points flagged for sensitivity analysis; escalated to the steering committee."
        title_prefix = "Monitoring visit report" if raiser == "samir-haddad" else "Data review memo"
        w.ev(
            f"ev-mvr-{fid}",
            "evidence/monitoring",
            f"{title_prefix}: {a(site)} ({a(trial)})",
            body,
            [fid, trial, site, raiser] + ([cro_of[raiser]] if raiser in cro_of else []),
            f"{date}T17:00:00Z",
            "en",
            [],
            record_of=fid,
        )

    # SAE reports (records of the adverse events)
    for aid, _title, _aliases, about, trial, site, arm, drug, rep, _mtg, onset, case in AES:
        mentions = [aid, trial, site, arm, drug, rep]
        if aid == "ae-luna-j-liver":
            body = f"有害事象報告書（症例番号 {case}）。\n\n治験：{a(trial)}。実施医療機関：{t(site)}。報告者：治験責任医師 {t(rep)}。投与群：{t(arm)}。被疑薬：{t(drug)}。\n\n事象名：肝機能障害（ALT 基準値上限の4倍、ビリルビン上昇なし）。発現日：{onset}。\n\n処置：治験薬を休薬し、2週間後に再開。再発なし。転帰：回復。"
            w.ev(
                f"ev-sae-{aid}",
                "evidence/safety",
                f"有害事象報告書 {case}（{t(site)}）",
                body,
                mentions,
                f"{_shift(onset, 1, 'T15:30:00Z')}",
                "ja",
                [f"AE report {case}"],
                record_of=aid,
            )
        elif aid == "ae-fire-neutropenia":
            body = f"严重不良事件报告表（病例编号 {case}）。\n\n试验：{a(trial)}。研究机构：{t(site)}。报告者：主要研究者 {t(rep)}。组别：{t(arm)}。可疑药物：{t(drug)}。\n\n事件：4级中性粒细胞减少伴发热（39.2 °C），住院接受抗生素及G-CSF治疗。发生日期：{onset}。\n\n转归：已恢复。暂停给药7天后减量恢复。"
            w.ev(
                f"ev-sae-{aid}",
                "evidence/safety",
                f"严重不良事件报告 {case}（{t(site)}）",
                body,
                mentions,
                f"{_shift(onset, 1, 'T15:30:00Z')}",
                "zh",
                [f"SAE report {case}"],
                record_of=aid,
            )
        elif aid == "ae-fire-colitis":
            body = f"Déclaration d'événement indésirable grave (cas {case}).\n\nEssai : {a(trial)}. Centre : {t(site)}. Déclarant : {t(rep)}, investigatrice principale. Bras : {t(arm)}. Médicament suspecté : {t(drug)}.\n\nÉvénement : colite immuno-médiée de grade 3 (9 selles par jour), début le {onset}, au palier de 200 mg.\n\nTraitement : corticoïdes, arrêt définitif. Évolution : résolution en 3 semaines."
            w.ev(
                f"ev-sae-{aid}",
                "evidence/safety",
                f"Déclaration d'EIG {case} ({a(trial)})",
                body,
                mentions,
                f"{_shift(onset, 1, 'T15:30:00Z')}",
                "fr",
                [f"SAE report {case}"],
                record_of=aid,
            )
        elif aid == "ae-prism-anaphylaxis":
            body = f"중대한 이상사례 보고서 (증례번호 {case}).\n\n임상시험: {a(trial)}. 시험기관: {t(site)}. 보고자: 시험책임자 {t(rep)}. 투여군: {a(arm)}. 의심 약물: {t(drug)}.\n\n이상사례: 첫 투여 20분 이내 아나필락시스(두드러기, 저혈압). 발현일: {onset}. 에피네프린 투여 후 회복, 대상자 중도 탈락."
            w.ev(
                f"ev-sae-{aid}",
                "evidence/safety",
                f"중대한 이상사례 보고서 {case} ({t(site)})",
                body,
                mentions,
                f"{_shift(onset, 1, 'T15:30:00Z')}",
                "ko",
                [f"SAE report {case}"],
                record_of=aid,
            )
        else:
            extra = (
                f" The subject was found by unit coordinator {t('tom-kettering')}."
                if aid == "ae-xr-syncope"
                else ""
            )
            if extra:
                mentions.append("tom-kettering")
            body = f"CIOMS I suspect adverse reaction report. Case {case}.\n\nStudy: {a(trial)}. Site: {t(site)} ({a(site)}). Reporter: {t(rep)}, investigator. Arm: {t(arm)}. Suspect product: {t(drug)}.\n\nEvent onset: {onset}. Description: {about}.{extra}\n\nCausality per investigator: {rng.choice(['related', 'possibly related', 'probably related'])}. Expectedness per investigator's brochure: {'expected' if aid in ('ae-uc2-herpes-zoster', 'ae-fire-pneumonitis') else 'unexpected'}."
            w.ev(
                f"ev-sae-{aid}",
                "evidence/safety",
                f"CIOMS report {case} ({a(trial)})",
                body,
                mentions,
                f"{_shift(onset, 1, 'T15:30:00Z')}",
                "en",
                [],
                record_of=aid,
            )

    # regulator letters
    letters = {
        "sub-ind-uc3-amendment": (
            "en",
            "2025-11-28",
            "FDA acknowledgement: IND 148213 protocol amendment 2",
            "Department of Health and Human Services, Food and Drug Administration.\n\nIND 148213, velmarostat. Attention: {writer}, Solenne Therapeutics.\n\nWe acknowledge receipt of protocol amendment 2 to {trial}, adding thromboembolic risk exclusions and D-dimer screening. We have no objection to the amendment. Submit updated informed consent forms to the IRBs before implementing.\n\nSincerely, {reviewer}, Division of Gastroenterology.",
        ),
        "sub-eop2-velmarostat": (
            "en",
            "2024-12-19",
            "FDA End-of-Phase 2 meeting minutes: velmarostat",
            "Meeting minutes, End-of-Phase 2 meeting, IND 148213, velmarostat. Sponsor contact: {writer}.\n\nThe Division agreed that the Phase 2 data from {trial} support a single 30 mg induction dose and a 15 mg maintenance dose in Phase 3, with a treat-through design and clinical remission by the modified Mayo score as the primary endpoint. Venous thromboembolism is to be an adverse event of special interest.\n\nFor the Agency: {reviewer}.",
        ),
        "sub-cta-uc3-de": (
            "de",
            "2025-02-27",
            "Genehmigungsbescheid des BfArM: HALO-UC3",
            "Bundesinstitut für Arzneimittel und Medizinprodukte, Fachgebiet Klinische Prüfung.\n\nGenehmigung der klinischen Prüfung {trial} (EU-CT-Nr. 2024-518830-41-00) gemäß Verordnung (EU) Nr. 536/2014. Ansprechpartner des Sponsors: {writer}.\n\nDie klinische Prüfung wird mit einer Auflage genehmigt: Patienten mit Thromboembolie in der Vorgeschichte sind auszuschließen.\n\nIm Auftrag, {reviewer}.",
        ),
        "sub-pmda-luna-j": (
            "ja",
            "2025-03-10",
            "PMDA照会事項回答受領通知：LUNA-J 治験計画届",
            "独立行政法人 医薬品医療機器総合機構。\n\n治験計画届書（{trial}）について、30日調査を終了したので通知する。照会事項（肝機能検査の頻度）への回答を確認した。治験依頼者担当者：{writer}。\n\n担当審査員：{reviewer}。",
        ),
        "sub-ind-fire": (
            "en",
            "2024-10-04",
            "FDA Safe-to-proceed letter: IND 151870 (fimbralisib)",
            "IND 151870, fimbralisib. Attention: {writer}.\n\nWe have completed our 30-day safety review of your application for {trial} and conclude that you may proceed. Please submit the dose-escalation safety data before opening the expansion cohort.\n\nSincerely, {reviewer}, Division of Hematologic Malignancies II.",
        ),
        "sub-nmpa-fire": (
            "zh",
            "2025-04-22",
            "国家药品监督管理局临床试验通知书：FIRE-FL",
            "国家药品监督管理局药品审评中心。\n\n临床试验通知书。根据《药品注册管理办法》，经审查，同意 {trial} 中国扩展队列开展临床试验。申请人联系人：{writer}。\n\n要求：按期提交研发期间安全性更新报告。\n\n审评员：{reviewer}。",
        ),
        "sub-mfds-prism": (
            "ko",
            "2025-01-08",
            "식품의약품안전처 임상시험계획 승인서: PRISM-PsO",
            "식품의약품안전처 의약품안전국 임상제도과.\n\n임상시험계획 승인 통보. 과제명: {trial}. 의뢰자 담당자: {writer}.\n\n승인 조건: 첫 투여 후 관찰 시간을 계획서에 명시할 것.\n\n심사자: {reviewer}.",
        ),
        "sub-fast-track-ardenavir": (
            "en",
            "2025-05-30",
            "FDA Fast Track designation granted: ardenavir",
            "IND 150442, ardenavir. Attention: {writer}.\n\nWe have reviewed your request and determined that ardenavir for the treatment of RSV infection in adults aged 60 and over, as studied in {trial}, meets the criteria for Fast Track designation.\n\nSincerely, {reviewer}, Division of Antivirals.",
        ),
        "sub-anvisa-breeze": (
            "pt",
            "2025-02-18",
            "Ofício da ANVISA: anuência do DDCM BREEZE-RSV",
            "Agência Nacional de Vigilância Sanitária, Coordenação de Pesquisa Clínica em Medicamentos.\n\nComunicamos a anuência ao Dossiê de Desenvolvimento Clínico de Medicamento referente ao estudo {trial}. Contato do patrocinador: {writer}.\n\nCondição: apresentar o plano de importação do produto experimental.\n\nAtenciosamente, {reviewer}.",
        ),
        "sub-ema-luna-vms": (
            "en",
            "2024-12-16",
            "CTIS decision: LUNA-VMS Part I assessment",
            "Clinical Trials Information System, EU CT number 2024-514377-12-00.\n\nPart I assessment of {trial} concluded as acceptable with conditions: liver function tests at every visit for the first 12 weeks. Sponsor contact: {writer}.\n\nReporting member state assessor: {reviewer}.",
        ),
    }
    for sid, _title, aliases, _about, reg, trial, writer, reviewer in SUBMISSIONS:
        lang, date, ev_title, template = letters[sid]
        body = template.format(writer=t(writer), reviewer=t(reviewer), trial=a(trial))
        ev_aliases = [f"{aliases[0]} decision letter"] if lang != "en" else []
        w.ev(
            f"ev-letter-{sid}",
            "evidence/regulatory",
            ev_title,
            body,
            [sid, reg, trial, writer, reviewer],
            f"{date}T12:00:00Z",
            lang,
            ev_aliases,
        )
    body = f"国家药品监督管理局食品药品审核查验中心。\n\n药物临床试验现场检查发现问题通知。被检查机构：{t('shanghai-renhe')}。试验：{a('fire-fl')}。检查员：{t('wang-lihua')}。\n\n主要问题：本地实验室信息系统的稽查轨迹功能被关闭约5个月，无法追溯数据修改记录。\n\n要求：30个工作日内提交整改报告。"
    w.ev(
        "ev-nmpa-inspection-fire",
        "evidence/regulatory",
        "药物临床试验现场检查发现问题通知：上海仁和医院（FIRE-FL）",
        body,
        ["dif-fire-audit-trail", "shanghai-renhe", "fire-fl", "wang-lihua", "nmpa"],
        "2025-11-20T08:00:00Z",
        "zh",
        ["NMPA inspection findings notice Shanghai Renhe"],
        record_of="dif-fire-audit-trail",
    )

    # batch certificates
    certs = [
        (
            "keswick-pharma",
            "velmarostat",
            "KPS-VEL-2506",
            "Velmarostat 15 mg and 30 mg film-coated tablets",
            "en",
        ),
        (
            "keswick-pharma",
            "velmarostat-xr",
            "KPS-VXR-2502",
            "Velmarostat XR 30 mg extended-release tablets",
            "en",
        ),
        (
            "altamira-biologics",
            "teroquimab",
            "ALB-TQ-24117",
            "Teroquimab 150 mg/mL solution in prefilled syringe",
            "en",
        ),
        ("brandt-soe", "oxelupant", "BS-OXL-2503", "Oxelupant 30 mg and 45 mg tablets", "en"),
        ("brandt-soe", "ardenavir", "BS-ARD-2501", "Ardenavir 200 mg capsules", "en"),
        ("qingshan-pharma", "fimbralisib", "QS-FMB-2504", "Fimbralisib 50 mg capsules", "zh"),
    ]
    for mid, drug, batch, product, lang in certs:
        if lang == "zh":
            body = f"检验报告书及放行证明 / Certificate of Analysis and Release.\n\n生产企业：{t(mid)}（{a(mid)}）。产品：{product}（{t(drug)}）。批号：{batch}。\n\n检验项目：性状、含量（99.1%）、有关物质、溶出度、微生物限度，均符合规定。\n\n质量受权人签字放行，用于临床试验 {a('fire-fl')}。"
            title = f"检验报告书 {batch}：{a(drug)}"
            aliases = [f"Certificate of analysis {batch}"]
            mentions = [mid, drug, "fire-fl"]
        else:
            body = f"Certificate of Analysis and Qualified Person release.\n\nManufacturer: {t(mid)}. Product: {product} ({t(drug)}). Batch: {batch}. Manufacture date: 2025-{rng.randint(1, 6):02d}-{rng.randint(1, 28):02d}.\n\nResults: appearance, identity, assay ({rng.choice(['98.7', '99.4', '100.2'])}%), related substances, dissolution or potency, microbial limits: all within specification.\n\nThe batch is certified for use in clinical trials by the Qualified Person. Storage: {'2-8 °C' if drug == 'teroquimab' else '15-25 °C'}."
            title = f"Batch certificate {batch}: {a(drug)}"
            aliases = []
            mentions = [mid, drug]
        w.ev(
            f"ev-coa-{drug}",
            "evidence/batch-certificates",
            title,
            body,
            mentions,
            "2025-06-30T00:00:00Z",
            lang,
            aliases,
        )

    # courier and site temperature reports (records of the excursions)
    for eid, _title, _aliases, about, trial, site, courier, drug, date in EXCURSIONS:
        mentions = [eid, trial, site, drug] + ([courier] if courier else [])
        if eid == "exc-luna-j-osaka":
            body = f"温度逸脱報告書。\n\n輸送業者：{t(courier)}。届け先：{t(site)}。治験：{a(trial)}。製品：{t(drug)}。\n\n発生日：{date}。温度ロガー記録：最高31 °C、3時間。\n\n評価：安定性データ（30日間の許容範囲内）に基づき使用可と判定。"
            w.ev(
                f"ev-tempx-{eid}",
                "evidence/logistics",
                f"温度逸脱報告書：{t(site)}向け出荷",
                body,
                mentions,
                f"{date}T20:00:00Z",
                "ja",
                ["Temperature excursion report Osaka Kita"],
                record_of=eid,
            )
        elif eid == "exc-prism-seoul":
            body = f"온도 이탈 보고서.\n\n시험기관: {t(site)}. 임상시험: {a(trial)}. 제품: {t(drug)}.\n\n발생일: {date}. 약국 냉장고 고장으로 주말 동안 최고 15 °C, 38시간 이탈.\n\n조치: 재고 격리 후 전량 교체, 냉장고 교체 및 원격 알람 설치."
            w.ev(
                f"ev-tempx-{eid}",
                "evidence/logistics",
                f"온도 이탈 보고서: {t(site)}",
                body,
                mentions,
                f"{date}T20:00:00Z",
                "ko",
                ["Temperature excursion report Seoul Hanbit"],
                record_of=eid,
            )
        else:
            body = f"Temperature excursion incident report.\n\nCarrier: {t(courier)}. Consignee: {t(site)}. Study: {a(trial)}. Product: {t(drug)}. Date: {date}.\n\nWhat happened: {about}.\n\nRoot cause and corrective action: reviewed with the carrier's quality team; lane risk assessment updated."
            w.ev(
                f"ev-tempx-{eid}",
                "evidence/logistics",
                f"Courier incident report: {a(drug)} to {a(site)}",
                body,
                mentions,
                f"{date}T20:00:00Z",
                "en",
                [],
                record_of=eid,
            )

    # minutes (records of steering committees and DSMB reviews)
    discussed: dict[str, list[str]] = {}
    for rows in (AES, DEVIATIONS, FINDINGS):
        for row in rows:
            mtg = row[9] if rows is AES else row[7]
            if mtg:
                discussed.setdefault(mtg, []).append(row[0])
    for mid, title, _aliases, about, mtrials, chair, att, date in STEERING:
        items = discussed.get(mid, [])
        if mid == "sc-luna":
            body = f"LUNA運営委員会 議事録。\n\n日時：{date}。議長：{t(chair)}。出席者：{ts(att)}。対象試験：{', '.join(a(x) for x in mtrials)}。\n\n議題：登録状況、{'、'.join(t(x) for x in items)}。\n\n決定事項：各施設での是正措置を確認し、中東施設への追加モニタリング訪問を実施する。"
            w.ev(
                f"ev-minutes-{mid}",
                "evidence/minutes",
                "LUNA運営委員会 議事録（2025年10月）",
                body,
                [mid, chair, *att, *mtrials, *items],
                f"{date}T18:00:00Z",
                "ja",
                ["LUNA steering committee minutes October 2025"],
                record_of=mid,
            )
            continue
        body = (
            f"Minutes: {title}.\n\nDate: {date}. Chair: {t(chair)}. Present: {ts(att)}. Studies: {', '.join(a(x) for x in mtrials)}.\n\n{about}.\n\nQuality items discussed: "
            + ("; ".join(t(x) for x in items) if items else "none")
            + ".\n\nActions: sites to close CAPAs before the next meeting; enrolment forecast to be refreshed."
        )
        w.ev(
            f"ev-minutes-{mid}",
            "evidence/minutes",
            f"Minutes: {title}",
            body,
            [mid, chair, *att, *mtrials, *items],
            f"{date}T18:00:00Z",
            "en",
            [],
            record_of=mid,
        )
    for mid, title, _aliases, about, mtrials, chair, att, date, rec in DSMB_MEETINGS:
        items = discussed.get(mid, [])
        body = (
            f"Closed-session minutes: {title}.\n\nDate: {date}. Chair: {t(chair)}."
            + (
                f" Members present: {ts(att)}."
                if att
                else " The chair reviewed the data alone under the charter's expedited procedure."
            )
            + f" Studies: {', '.join(a(x) for x in mtrials)}.\n\n{about}.\n\nEvents reviewed: "
            + ("; ".join(t(x) for x in items) if items else "aggregate data only")
            + f".\n\nRecommendation to the sponsor: {rec}."
        )
        w.ev(
            f"ev-minutes-{mid}",
            "evidence/minutes",
            f"DSMB minutes: {title}",
            body,
            [mid, chair, *att, *mtrials, *items],
            f"{date}T18:00:00Z",
            "en",
            [],
            record_of=mid,
        )

    # press releases
    w.ev(
        "ev-pr-series-c",
        "evidence/press",
        "Solenne Therapeutics closes $140 million Series C financing",
        f"CAMBRIDGE, Mass. -- Solenne Therapeutics today announced the close of a $140 million Series C financing led by {t('harrowgate-ventures')}, with participation from {t('blue-heron-fund')} and {t('nordlys-helse')}.\n\nProceeds fund the Phase 3 {a('halo-uc3')} study of velmarostat in ulcerative colitis, the {a('prism-pso')} study of teroquimab in psoriasis, and the company's RSV and lymphoma programs.",
        [
            SPONSOR,
            "harrowgate-ventures",
            "blue-heron-fund",
            "nordlys-helse",
            "halo-uc3",
            "prism-pso",
            "breeze-rsv",
            "fire-fl",
        ],
        "2024-09-30T12:00:00Z",
        "en",
        ["Series C press release"],
    )
    w.ev(
        "ev-pr-uc2-topline",
        "evidence/press",
        "Solenne announces positive topline results from the HALO-UC2 Phase 2 study of velmarostat",
        f'Solenne Therapeutics today announced that {a("halo-uc2")} met its primary endpoint: 29% of patients on velmarostat 30 mg reached clinical remission at week 12 versus 8% on placebo.\n\n"These data support moving straight into Phase 3," said {t("eleanor-voss")} of {t("mount-arden")}, coordinating investigator. The safety profile was consistent with the JAK class; one serious case of herpes zoster was reported.',
        [SPONSOR, "halo-uc2", "velmarostat", "eleanor-voss", "mount-arden"],
        "2024-09-16T12:00:00Z",
        "en",
        ["HALO-UC2 topline press release"],
    )
    w.ev(
        "ev-pr-koyo-japan",
        "evidence/press",
        "ソレンヌ・セラピューティクス、興洋キャピタルと日本での開発資金契約を締結",
        f"Solenne Therapeutics は本日、{t('koyo-capital')}（{a('koyo-capital')}）との間で、オキセルパント（{a('oxelupant')}）の日本人ブリッジング試験 {a('luna-j')} およびグローバル第III相試験 {a('luna-vms')} の開発資金契約を締結したと発表した。\n\n本契約は株式投資ではなく、日本における売上に対するロイヤルティと引き換えのプログラム資金提供である。",
        [SPONSOR, "koyo-capital", "oxelupant", "luna-j", "luna-vms"],
        "2024-11-05T03:00:00Z",
        "ja",
        ["Solenne and Koyo Capital Japan funding agreement press release"],
    )
    w.ev(
        "ev-pr-fire-china",
        "evidence/press",
        "Solenne 宣布 FIRE-FL 中国扩展队列首例患者入组",
        f"Solenne Therapeutics 今日宣布，{a('fimbralisib')}（fimbralisib）治疗复发性滤泡性淋巴瘤的 {a('fire-fl')} 研究中国扩展队列已在{t('shanghai-renhe')}完成首例患者给药。主要研究者为{t('chen-jianguo')}教授。",
        [SPONSOR, "fimbralisib", "fire-fl", "fire-arm-china", "shanghai-renhe", "chen-jianguo"],
        "2025-06-23T02:00:00Z",
        "zh",
        ["FIRE-FL China cohort first patient press release"],
    )
    w.ev(
        "ev-pr-altamira-supply",
        "evidence/press",
        "Solenne and Altamira Biologics sign supply agreement for teroquimab",
        f"Solenne Therapeutics and {t('altamira-biologics')} signed a long-term agreement under which Altamira will manufacture teroquimab ({a('teroquimab')}) drug substance and prefilled syringes for late-stage trials and launch.",
        [SPONSOR, "altamira-biologics", "teroquimab"],
        "2025-02-03T12:00:00Z",
        "en",
        ["Altamira supply agreement press release"],
    )


def _about_for(tid: str) -> str:
    return next(x[3] for x in TRIALS if x[0] == tid) + "."


def _assign_citations(w: _World) -> None:
    """Every page cites the evidence that names it, its own record first."""
    by_page: dict[str, list[str]] = {}
    for ev in w.evs.values():
        for pid in sorted(ev.mentions):
            by_page.setdefault(pid, []).append(ev.id)
    for page in w.pages.values():
        known = [e for e in page.cite if e in w.evs]
        for eid in by_page.get(page.id, []):
            if eid not in known:
                known.append(eid)
        assert known, f"no evidence names {page.id}"
        page.cite = known


def _trial_timelines(w: _World) -> None:
    milestones = {
        "halo-uc2": [
            ("2023-02-21", "ev-siv-siv-mount-arden-uc2", "First site initiated."),
            ("2023-04-10", "ev-protocol-halo-uc2", "First patient randomized."),
            ("2024-06-28", "ev-protocol-halo-uc2", "Last patient last visit."),
            ("2024-09-16", "ev-pr-uc2-topline", "Positive topline results announced."),
        ],
        "halo-uc3": [
            ("2025-02-27", "ev-letter-sub-cta-uc3-de", "German approval received."),
            ("2025-04-22", "ev-protocol-halo-uc3", "First patient randomized."),
            (
                "2025-10-20",
                "ev-minutes-dsmb-uc3-vte",
                "DSMB ad hoc review of thromboembolic events.",
            ),
            (
                "2025-11-28",
                "ev-letter-sub-ind-uc3-amendment",
                "Protocol amendment 2 accepted by the FDA.",
            ),
        ],
        "halo-ole": [
            (
                "2025-06-02",
                "ev-protocol-halo-ole",
                "First patient rolled over from the Phase 3 study.",
            )
        ],
        "halo-xr-pk": [
            ("2025-03-10", "ev-protocol-halo-xr-pk", "First volunteer dosed."),
            ("2025-05-20", "ev-protocol-halo-xr-pk", "Last volunteer discharged."),
        ],
        "prism-pso": [
            ("2025-01-08", "ev-letter-sub-mfds-prism", "Korean approval received."),
            ("2025-02-24", "ev-protocol-prism-pso", "First patient dosed."),
            (
                "2025-07-03",
                "ev-minutes-dsmb-prism",
                "DSMB recommends continuing with 60-minute observation.",
            ),
        ],
        "breeze-rsv": [
            ("2025-02-18", "ev-letter-sub-anvisa-breeze", "ANVISA consent received."),
            ("2025-05-30", "ev-letter-sub-fast-track-ardenavir", "Fast Track designation granted."),
        ],
        "luna-vms": [
            ("2024-12-16", "ev-letter-sub-ema-luna-vms", "EU Part I assessment concluded."),
            ("2025-09-16", "ev-minutes-dsmb-luna-liver", "DSMB hepatic safety review."),
        ],
        "luna-j": [
            ("2025-03-10", "ev-letter-sub-pmda-luna-j", "PMDA 30-day review completed."),
            ("2025-04-03", "ev-siv-siv-toto-luna-j", "First Japanese site initiated."),
        ],
        "fire-fl": [
            ("2024-10-04", "ev-letter-sub-ind-fire", "FDA safe-to-proceed."),
            ("2025-04-22", "ev-letter-sub-nmpa-fire", "NMPA approval of the China cohort."),
            ("2025-06-23", "ev-pr-fire-china", "First patient dosed in the China cohort."),
            ("2025-11-25", "ev-minutes-dsmb-fire", "DSMB closes the 200 mg level."),
        ],
    }
    for tid, rows in milestones.items():
        w.pages[tid].timeline = [(f"{d}T12:00:00Z", e, text) for d, e, text in rows]
    for sid, *_rest in SUBMISSIONS:
        ev = w.evs[f"ev-letter-{sid}"]
        w.pages[sid].timeline = [(ev.created, ev.id, "Regulator's decision letter received.")]


# --------------------------------------------------------------------------------------------
# Documents


def _source_ref(eid: str) -> str:
    return f"file:tmf/{eid}.md"


def _ev_link(w: _World, eid: str) -> str:
    ev = w.evs[eid]
    label = ev.aliases[0] if ev.aliases else ev.title
    return f"[[evidence:{eid}|{label}]]"


def _page_link(w: _World, pid: str) -> str:
    return f"[[page:{pid}|{w.t(pid)}]]"


def _support(w: _World, page: _Page, target: str) -> list[str]:
    both = [e for e in page.cite if target in w.evs[e].mentions]
    return both[:1] or page.cite[:1]


def _page_doc(w: _World, page: _Page, backlinks: list[str]) -> Document:
    lines = [f"# {page.title}", ""]
    about = page.about.rstrip(".")
    lines.append(f"{about} ({', '.join(_ev_link(w, e) for e in page.cite[:2])}).")
    if page.aliases:
        lines += [
            "",
            "Also known as " + ", ".join(page.aliases) + f" ({_ev_link(w, page.cite[0])}).",
        ]
    if page.rels:
        lines += ["", "## Key facts", ""]
        grouped: dict[str, list[str]] = {}
        for rtype, target in page.rels:
            grouped.setdefault(rtype, []).append(target)
        for rtype, targets in grouped.items():
            cites: list[str] = []
            for target in targets:
                for e in _support(w, page, target):
                    if e not in cites:
                        cites.append(e)
            links = ", ".join(_page_link(w, x) for x in targets)
            lines.append(
                f"- {_REL_LABEL[rtype]}: {links} ({', '.join(_ev_link(w, e) for e in cites)})."
            )
    if len(page.cite) > 2:
        lines += ["", "## Evidence", ""] + [f"- {_ev_link(w, e)}" for e in page.cite[2:]]
    if backlinks:
        lines += ["", "## Linked from", ""] + [f"- {_page_link(w, x)}" for x in backlinks]
    if page.timeline:
        lines += ["", "## Timeline", ""]
        for ts, eid, text in sorted(page.timeline):
            ref = _source_ref(eid)
            lines.append(f"- **{ts}** | {_entry_id(page.id, ts, ref, text)} | {ref} | {text}")
    meta = {
        "id": page.id,
        "kind": "page",
        "type": page.type,
        "title": page.title,
        "status": "active",
        "aliases": page.aliases,
        "relations": [{"type": r, "target": x} for r, x in page.rels],
        "sources": [_source_ref(e) for e in page.cite[:3]],
        "created": "2025-12-01T09:00:00Z",
        "updated": UPDATED,
    }
    text = f"---\n{serialize_meta(meta)}---\n" + "\n".join(lines) + "\n"
    return parse_document(text, folder=page.folder, path=f"{page.folder}/{page.id}.md")


def _ev_doc(ev: _Ev) -> Document:
    meta = {
        "id": ev.id,
        "kind": "evidence",
        "type": "source",
        "title": ev.title,
        "status": "active",
        "aliases": ev.aliases,
        "sources": [_source_ref(ev.id)],
        "created": ev.created,
        "updated": ev.created,
        "language": ev.lang,
    }
    text = f"---\n{serialize_meta(meta)}---\n# {ev.title}\n\n{ev.text}\n"
    return parse_document(text, folder=ev.folder, path=f"{ev.folder}/{ev.id}.md")


# --------------------------------------------------------------------------------------------
# Questions


@dataclass
class _Spec:
    kind: str
    text: str
    relevant: set[str]
    anchor: str | None = None


class _Graph:
    def __init__(self, w: _World) -> None:
        self.w = w
        self.records: dict[str, list[str]] = {}
        for ev in w.evs.values():
            if ev.record_of:
                self.records.setdefault(ev.record_of, []).append(ev.id)

    def out(self, pid: str, *rtypes: str) -> set[str]:
        return {x for r, x in self.w.pages[pid].rels if r in rtypes}

    def inn(self, pid: str, *rtypes: str, folder: str | None = None) -> set[str]:
        found = {p.id for p in self.w.pages.values() for r, x in p.rels if x == pid and r in rtypes}
        if folder:
            found = {x for x in found if self.w.pages[x].folder.startswith(folder)}
        return found

    def neighbours(self, pid: str) -> set[str]:
        near = {x for _r, x in self.w.pages[pid].rels}
        near |= {p.id for p in self.w.pages.values() if any(x == pid for _r, x in p.rels)}
        return near

    def ans(self, ids: set[str]) -> set[str]:
        out = set(ids)
        for pid in ids:
            out |= set(self.records.get(pid, []))
        return out


def _questions(w: _World) -> list[_Spec]:
    g = _Graph(w)
    out, inn, ans = g.out, g.inn, g.ans
    specs: list[_Spec] = []

    def q(kind: str, text: str, relevant: set[str] | str, anchor: str | None = None) -> None:
        rel = {relevant} if isinstance(relevant, str) else set(relevant)
        specs.append(_Spec(kind, text, ans(rel), anchor))

    def doc(kind: str, text: str, eid: str) -> None:  # a question after one evidence document
        specs.append(_Spec(kind, text, {eid}))

    # ---- lexical -------------------------------------------------------------------------
    q("lexical", "HALO-UC3 study overview", "halo-uc3")
    q("lexical", "where's our page for SLN-101-201?", "halo-uc2")
    q("lexical", "velmarostat program summary", "velmarostat")
    q("lexical", "What do we have on teroquimab?", "teroquimab")
    q("lexical", "SLN-330", "ardenavir")
    q("lexical", "pull up fimbralisib, the SLN-507 compound", "fimbralisib")
    q("lexical", "fecal calprotectin ELISA details", "fecal-calprotectin-elisa")
    q("lexical", "how is the ADA bridging assay for teroquimab set up", "teroquimab-ada-assay")
    q("lexical", "Eleanor Voss", "eleanor-voss")
    q("lexical", "is there a profile for Dr. Oyelaran?", "marcus-oyelaran")
    q("lexical", "Olivia Brandt, the CRA", "olivia-brandt")
    q("lexical", "Paul Lindqvist biostatistics", "paul-lindqvist")
    q("lexical", "Howard Blackwood", "howard-blackwood")
    q("lexical", "Fiona McAllister – regulatory writing", "fiona-mcallister")
    q("lexical", "notes on Karen Whitfield at FDA", "karen-whitfield")
    q("lexical", "Mount Arden University Hospital site file", "mount-arden")
    q("lexical", "Riverside CPU", "riverside-cpu")
    q("lexical", "Northbridge Clinical Research – what do they do for us?", "northbridge-clinical")
    q("lexical", "Castellan Central Laboratory", "castellan-lab")
    q("lexical", "who are Keswick Pharma Services", "keswick-pharma")
    q("lexical", "ColdChain Express account", "coldchain-express")
    q("lexical", "Harrowgate Ventures", "harrowgate-ventures")
    q("lexical", "PRISM-PsO", "prism-pso")
    q("lexical", "BREEZE-RSV study page", "breeze-rsv")
    q("lexical", "FIRE-FL dose-expansion cohort", "fire-arm-expansion")
    q("lexical", "HALO-UC3 placebo arm", "halo-uc3-arm-placebo")
    q("lexical", "the fimbralisib IND", "sub-ind-fire")
    q("lexical", "EOP2 briefing book for velmarostat", "sub-eop2-velmarostat")
    doc("lexical", "HALO-UC3 protocol", "ev-protocol-halo-uc3")
    doc("lexical", "the HALO-UC2 topline press release", "ev-pr-uc2-topline")
    doc("lexical", "Series C financing announcement", "ev-pr-series-c")
    q("lexical", "HALO-UC3 DSMB ad hoc review of thromboembolic events", "dsmb-uc3-vte")
    doc(
        "lexical",
        "minutes of the PRISM-PsO steering committee, September 2025",
        "ev-minutes-sc-prism",
    )
    q("lexical", "vasovagal syncope in HALO-XR-PK", "ae-xr-syncope")
    q("lexical", "week 8 visit out of window at Lakeshore", "dev-uc2-window")
    q("lexical", "teroquimab shipment excursion to Rheinfeld", "exc-prism-rheinfeld")
    q("lexical", "Pacifica Trials", "pacifica-trials")

    # ---- script ---------------------------------------------------------------------------
    q("script", "東都大学病院", "toto-univ")
    q("script", "大阪北総合病院の施設情報", "osaka-kita")
    q("script", "서울한빛대학교병원 시험기관 정보", "seoul-hanbit")
    q("script", "Universitätsklinikum Rheinfeld Prüfzentrum", "rheinfeld")
    q("script", "Szpital Kliniczny im. św. Anny", "sw-anny")
    q("script", "Hôpital Saint-Éloi — fiche centre", "saint-eloi")
    q("script", "Hospital São Lucas do Recife", "sao-lucas")
    q("script", "Νοσοκομείο Άγιος Λουκάς", "st-luke-athens")
    q("script", "مستشفى النخيل التخصصي", "al-nakheel")
    q("script", "המרכז הרפואי כרמל צפון", "carmel-north")
    q("script", "श्री धन्वंतरि अस्पताल पुणे", "dhanvantari")
    q("script", "Университетска болница Тракия", "thrace-plovdiv")
    q("script", "Prof. Friederike Lübben", "friederike-luebben")
    q("script", "田中裕子先生", "tanaka-yuko")
    q("script", "김서연 교수", "kim-seoyeon")
    q("script", "陈建国医生", "chen-jianguo")
    q("script", "ليلى الحربي", "layla-al-harbi")
    q("script", "נועה ברגר", "noa-berger")
    q("script", "Георги Стоянов", "georgi-stoyanov")
    q("script", "डॉ. अनन्या देशपांडे", "ananya-deshpande")
    q("script", "Jürgen Havelka vom BfArM", "juergen-havelka")
    q("script", "佐々木真理子 審査員", "sasaki-mariko")
    q("script", "박지훈 심사자", "park-jihoon")
    q("script", "医薬品医療機器総合機構", "pmda")
    q("script", "国家药品监督管理局", "nmpa")
    q("script", "治験計画届書 LUNA-J", "sub-pmda-luna-j")
    doc("script", "LUNA運営委員会の議事録", "ev-minutes-sc-luna")
    q("script", "发热性中性粒细胞减少症 FIRE-FL", "ae-fire-neutropenia")
    q("script", "colite immuno-médiée grade 3, Lyon", "ae-fire-colitis")
    q("script", "PRISM-PsO 아나필락시스", "ae-prism-anaphylaxis")
    q("script", "Zentrallabor Dr. Köhler", "koehler-lab")
    q("script", "Kōyō Capital", "koyo-capital")

    # ---- hop ----------------------------------------------------------------------------
    h = "hop"
    q(h, "Who are the PIs on HALO-UC3?", inn("halo-uc3", "principal_investigator_for"), "halo-uc3")
    q(
        h,
        "which hospitals are enrolling for PRISM-PsO",
        out("prism-pso", "conducted_at"),
        "prism-pso",
    )
    q(h, "What CRO is running LUNA-VMS?", out("luna-vms", "managed_by"), "luna-vms")
    q(h, "central lab for BREEZE-RSV samples", out("breeze-rsv", "central_lab"), "breeze-rsv")
    q(
        h,
        "who are the study coordinators at Mount Arden",
        inn("mount-arden", "coordinates_at"),
        "mount-arden",
    )
    q(
        h,
        "Which sites does Olivia Brandt monitor?",
        out("olivia-brandt", "monitors"),
        "olivia-brandt",
    )
    q(h, "Who does the stats for FIRE-FL?", inn("fire-fl", "statistician_for"), "fire-fl")
    q(h, "DSMB members for PRISM-PsO", inn("prism-pso", "dsmb_member_for"), "prism-pso")
    q(h, "Which filings did Henrik Dahl write?", out("henrik-dahl", "authored"), "henrik-dahl")
    q(h, "what has Rajesh Iyer reviewed for us", out("rajesh-iyer", "assessed"), "rajesh-iyer")
    q(h, "Who at the FDA handles our files?", inn("fda", "employed_by"), "fda")
    q(
        h,
        "which agency got the ardenavir Fast Track request",
        out("sub-fast-track-ardenavir", "submitted_to"),
        "sub-fast-track-ardenavir",
    )
    q(h, "Who makes teroquimab for us?", inn("teroquimab", "manufactures"), "teroquimab")
    q(
        h,
        "Where does Polaris BioLogistics deliver?",
        out("polaris-biologistics", "delivers_to"),
        "polaris-biologistics",
    )
    q(
        h,
        "Which manufacturers is ColdChain Express contracted by?",
        out("coldchain-express", "ships_for"),
        "coldchain-express",
    )
    q(h, "who holds equity in Solenne Therapeutics", inn(SPONSOR, "invested_in"), SPONSOR)
    q(
        h,
        "adverse events reported on FIRE-FL",
        inn("fire-fl", "occurred_in", folder="notes/adverse-events"),
        "fire-fl",
    )
    q(
        h,
        "Which cases did the LUNA programme DSMB hepatic safety review look at?",
        inn("dsmb-luna-liver", "discussed_at"),
        "dsmb-luna-liver",
    )
    q(
        h,
        "What quality issues were escalated to the HALO-UC3 steering committee in November 2025?",
        inn("sc-uc3-2025", "discussed_at"),
        "sc-uc3-2025",
    )
    q(
        h,
        "who sat on the FIRE-FL DSMB dose-escalation review",
        out("dsmb-fire", "attended_by", "chaired_by"),
        "dsmb-fire",
    )
    q(
        h,
        "Who chaired the LUNA steering committee in October 2025?",
        out("sc-luna", "chaired_by"),
        "sc-luna",
    )
    q(h, "Which study does HALO-OLE extend?", out("halo-ole", "extension_of"), "halo-ole")
    q(h, "arms of HALO-UC2", inn("halo-uc2", "arm_of"), "halo-uc2")
    q(
        h,
        "what drug do patients get in the PRISM-PsO comparator arm",
        out("prism-arm-adalimumab", "administers"),
        "prism-arm-adalimumab",
    )
    q(
        h,
        "Which assay is the HALO-UC3 primary endpoint read on?",
        out("halo-uc3", "primary_endpoint_assay"),
        "halo-uc3",
    )
    q(h, "who runs the MRD NGS assay", out("mrd-ngs-assay", "performed_by"), "mrd-ngs-assay")
    q(
        h,
        "Which assays does the Köhler lab perform?",
        inn("koehler-lab", "performed_by"),
        "koehler-lab",
    )
    q(
        h,
        "who reported the BREEZE-RSV bronchospasm",
        out("ae-breeze-bronchospasm", "reported_by"),
        "ae-breeze-bronchospasm",
    )
    q(h, "Where did the LUNA-VMS DILI case happen?", out("ae-luna-dili", "at_site"), "ae-luna-dili")
    q(
        h,
        "which courier had the ardenavir consignment stuck in Recife customs",
        out("exc-breeze-recife", "shipped_by"),
        "exc-breeze-recife",
    )
    q(
        h,
        "Who led the Shanghai Renhe SIV for FIRE-FL?",
        out("siv-shanghai-fire", "led_by"),
        "siv-shanghai-fire",
    )
    q(
        h,
        "Which site initiation visits did Samir Haddad lead?",
        inn("samir-haddad", "led_by"),
        "samir-haddad",
    )
    q(h, "Jenna Morales works for which PI?", out("jenna-morales", "assists"), "jenna-morales")
    q(
        h,
        "Which trials is Inés Castañeda the PI for?",
        out("ines-castaneda", "principal_investigator_for"),
        "ines-castaneda",
    )
    q(
        h,
        "LUNA-J is the bridging study for which global trial?",
        out("luna-j", "bridging_study_for"),
        "luna-j",
    )
    q(h, "IP in HALO-XR-PK?", out("halo-xr-pk", "investigational_product"), "halo-xr-pk")
    q(h, "which studies does Koyo Capital bankroll", out("koyo-capital", "funds"), "koyo-capital")
    q(h, "what came before HALO-UC3", out("halo-uc3", "preceded_by"), "halo-uc3")
    q(h, "Which of our submissions went to the FDA?", inn("fda", "submitted_to"), "fda")
    q(
        h,
        "temperature excursions involving teroquimab",
        inn("teroquimab", "affected_product"),
        "teroquimab",
    )

    # ---- hop2 -----------------------------------------------------------------------------
    h2 = "hop2"

    def two(anchor: str, first: set[str], step: Callable[[str], set[str]]) -> set[str]:
        found: set[str] = set()
        for mid in first:
            found |= step(mid)
        return found - {anchor}

    q(
        h2,
        "Which CRO employs the monitors covering Universitätsklinikum Rheinfeld?",
        two("rheinfeld", inn("rheinfeld", "monitors"), lambda m: out(m, "employed_by")),
        "rheinfeld",
    )
    q(
        h2,
        "Which regulators have received filings written by Fiona McAllister?",
        two(
            "fiona-mcallister",
            out("fiona-mcallister", "authored"),
            lambda s: out(s, "submitted_to"),
        ),
        "fiona-mcallister",
    )
    q(
        h2,
        "which couriers deliver to the PRISM-PsO hospitals",
        two("prism-pso", out("prism-pso", "conducted_at"), lambda s: inn(s, "delivers_to")),
        "prism-pso",
    )
    q(
        h2,
        "Who manufactures the drug being tested in LUNA-VMS?",
        two(
            "luna-vms", out("luna-vms", "investigational_product"), lambda d: inn(d, "manufactures")
        ),
        "luna-vms",
    )
    q(
        h2,
        "which lab runs the assays used to characterize fimbralisib",
        two(
            "fimbralisib", out("fimbralisib", "characterized_by"), lambda x: out(x, "performed_by")
        ),
        "fimbralisib",
    )
    q(
        h2,
        "SAEs and other adverse events at the sites Grace Liu monitors",
        two(
            "grace-liu",
            out("grace-liu", "monitors"),
            lambda s: inn(s, "at_site", folder="notes/adverse-events"),
        ),
        "grace-liu",
    )
    q(
        h2,
        "Who reviewed the FIRE-FL filings at the regulators?",
        two(
            "fire-fl",
            inn("fire-fl", "for_trial", folder="projects/submissions"),
            lambda s: inn(s, "assessed"),
        ),
        "fire-fl",
    )
    q(
        h2,
        "Which investors fund studies of velmarostat?",
        two(
            "velmarostat", inn("velmarostat", "investigational_product"), lambda x: inn(x, "funds")
        ),
        "velmarostat",
    )
    q(
        h2,
        "who coordinates at the site where the HALO-UC2 herpes zoster SAE happened",
        two(
            "ae-uc2-herpes-zoster",
            out("ae-uc2-herpes-zoster", "at_site"),
            lambda s: inn(s, "coordinates_at"),
        ),
        "ae-uc2-herpes-zoster",
    )
    q(
        h2,
        "What products come from the manufacturers ColdChain Express carries for?",
        two(
            "coldchain-express",
            out("coldchain-express", "ships_for"),
            lambda m: out(m, "manufactures"),
        ),
        "coldchain-express",
    )
    q(
        h2,
        "which CRAs monitor the hospital where Friederike Lübben works",
        two(
            "friederike-luebben",
            out("friederike-luebben", "works_at"),
            lambda s: inn(s, "monitors"),
        ),
        "friederike-luebben",
    )
    q(
        h2,
        "Which trials run at the hospitals Dimitris Kalogeropoulos monitors?",
        two(
            "dimitris-kalogeropoulos",
            out("dimitris-kalogeropoulos", "monitors"),
            lambda s: inn(s, "conducted_at"),
        ),
        "dimitris-kalogeropoulos",
    )
    q(
        h2,
        "Who attended the steering committees that Adrian Kessler chaired?",
        two("adrian-kessler", inn("adrian-kessler", "chaired_by"), lambda m: out(m, "attended_by")),
        "adrian-kessler",
    )
    q(
        h2,
        "who wrote the submissions we sent to the FDA",
        two("fda", inn("fda", "submitted_to"), lambda s: inn(s, "authored")),
        "fda",
    )
    q(
        h2,
        "PIs at the hospitals Sakura Medical Logistics delivers to",
        two(
            "sakura-medical-logistics",
            out("sakura-medical-logistics", "delivers_to"),
            lambda s: inn(s, "works_at"),
        ),
        "sakura-medical-logistics",
    )
    q(
        h2,
        "Which assays does the LUNA-J central lab run?",
        two("luna-j", out("luna-j", "central_lab"), lambda lab: inn(lab, "performed_by")),
        "luna-j",
    )
    q(
        h2,
        "which company employs the HALO-UC3 statistician",
        two("halo-uc3", inn("halo-uc3", "statistician_for"), lambda s: out(s, "employed_by")),
        "halo-uc3",
    )
    q(
        h2,
        "Which DSMB reviews discussed the adverse events Amélie Fournier reported?",
        two(
            "amelie-fournier",
            inn("amelie-fournier", "reported_by", folder="notes/adverse-events"),
            lambda x: out(x, "discussed_at"),
        ),
        "amelie-fournier",
    )
    q(
        h2,
        "Who at the regulators reviewed HALO-UC3 filings?",
        two(
            "halo-uc3",
            inn("halo-uc3", "for_trial", folder="projects/submissions"),
            lambda s: inn(s, "assessed"),
        ),
        "halo-uc3",
    )
    recife_courier = out("exc-breeze-recife", "shipped_by")
    q(
        h2,
        "what other sites does the courier from the Recife ardenavir excursion deliver to",
        two("exc-breeze-recife", recife_courier, lambda c: out(c, "delivers_to"))
        - out("exc-breeze-recife", "at_site"),
        "exc-breeze-recife",
    )
    q(
        h2,
        "Which drugs are suspected in the adverse events at Hôpital Saint-Éloi?",
        two(
            "saint-eloi",
            inn("saint-eloi", "at_site", folder="notes/adverse-events"),
            lambda x: out(x, "suspected_product"),
        ),
        "saint-eloi",
    )
    q(
        h2,
        "Which CRO employs the monitor who caught the Pune consent deviation?",
        two(
            "dev-uc3-consent",
            out("dev-uc3-consent", "reported_by"),
            lambda m: out(m, "employed_by"),
        ),
        "dev-uc3-consent",
    )
    q(
        h2,
        "who monitors the sites where HALO-OLE runs",
        two("halo-ole", out("halo-ole", "conducted_at"), lambda s: inn(s, "monitors")),
        "halo-ole",
    )
    q(
        h2,
        "sites covered by the CRAs Meridian employs",
        two(
            "meridian-cro",
            inn("meridian-cro", "employed_by", folder="people/monitors"),
            lambda m: out(m, "monitors"),
        ),
        "meridian-cro",
    )
    q(
        h2,
        "Which DSMB members sit on the board of the teroquimab trial?",
        two(
            "teroquimab",
            inn("teroquimab", "investigational_product"),
            lambda x: inn(x, "dsmb_member_for"),
        ),
        "teroquimab",
    )
    q(
        h2,
        "suspect products in the cases the PRISM-PsO DSMB reviewed in July 2025",
        two("dsmb-prism", inn("dsmb-prism", "discussed_at"), lambda x: out(x, "suspected_product")),
        "dsmb-prism",
    )

    # ---- paraphrase ---------------------------------------------------------------------
    p = "paraphrase"
    q(p, "the once-daily JAK1 pill we're developing for ulcerative colitis", "velmarostat")
    q(p, "our anti-IL-23 antibody for psoriasis", "teroquimab")
    q(p, "RSV antiviral for older adults in hospital", "ardenavir")
    q(p, "the neurokinin-3 blocker for menopausal hot flashes", "oxelupant")
    q(p, "PI3K-delta inhibitor in follicular lymphoma", "fimbralisib")
    q(
        p,
        "stool inflammation marker test used for the colitis endpoints",
        "fecal-calprotectin-elisa",
    )
    q(
        p,
        "test for antibodies patients develop against our psoriasis biologic",
        "teroquimab-ada-assay",
    )
    q(p, "sequencing test that detects lymphoma cells left after treatment", "mrd-ngs-assay")
    q(
        p,
        "the long-term open-label follow-on study for colitis patients finishing Phase 3",
        "halo-ole",
    )
    q(
        p,
        "Phase 1 study of how the extended-release tablet is absorbed with and without food",
        "halo-xr-pk",
    )
    q(p, "the Japanese bridging trial for the menopause drug", "luna-j")
    q(p, "the Boston teaching hospital that leads our colitis program in the US", "mount-arden")
    q(p, "the San Diego unit that does our healthy-volunteer PK studies", "riverside-cpu")
    q(p, "the Danish fill-finish company", "brandt-soe")
    q(p, "Chinese contract manufacturer making the lymphoma capsules", "qingshan-pharma")
    q(p, "the Japanese courier for investigational product", "sakura-medical-logistics")
    q(p, "the CRO that handles monitoring and statistics in Japan", "kansai-clinical")
    q(p, "our Saudi site in the menopause program", "al-nakheel")
    q(p, "our chief medical officer", "adrian-kessler")
    q(p, "the independent chair of the safety board for the colitis program", "howard-blackwood")
    q(p, "the blood clot in the lung in the Phase 3 colitis study in India", "ae-uc3-pe")
    q(
        p,
        "patient who had a severe allergic reaction right after the first psoriasis injection in Korea",
        "ae-prism-anaphylaxis",
    )
    q(
        p,
        "the time the lymphoma capsules froze on the way to the Chinese hospital",
        "exc-fire-shanghai",
    )
    q(
        p,
        "pharmacist accidentally revealed who was on placebo in the hot-flash study",
        "dev-luna-unblinding",
    )
    q(p, "someone at the Bulgarian site was backdating eCRF entries", "dif-uc3-backdating")
    q(
        p,
        "lab system with the audit trail switched off that the Chinese inspectors flagged",
        "dif-fire-audit-trail",
    )
    doc(
        p,
        "the German authority's approval letter for the Phase 3 colitis trial",
        "ev-letter-sub-cta-uc3-de",
    )
    doc(p, "our big funding round announcement", "ev-pr-series-c")
    q(p, "the meeting where the safety board looked at the clotting events", "dsmb-uc3-vte")
    q(
        p,
        "the kick-off visit at the Kraków hospital for the Phase 3 colitis study",
        "siv-sw-anny-uc3",
    )
    doc(p, "release certificate for the psoriasis antibody batch", "ev-coa-teroquimab")
    q(p, "pharmacy fridge broke down over a weekend at the Korean site", "exc-prism-seoul")
    doc(p, "Brazilian regulator's reply on the RSV dossier", "ev-letter-sub-anvisa-breeze")
    return specs


# --------------------------------------------------------------------------------------------
# Build and check


def _build(seed: int) -> tuple[EvalSet, list[_Spec], _World]:
    rng = random.Random(seed)
    w = _world(rng)
    backlinks: dict[str, list[str]] = {}
    for page in w.pages.values():
        for _r, target in page.rels:
            backlinks.setdefault(target, [])
            if page.id not in backlinks[target]:
                backlinks[target].append(page.id)
    documents = [
        _page_doc(w, page, sorted(backlinks.get(page.id, []), key=lambda x: (w.pages[x].folder, x)))
        for page in w.pages.values()
    ]
    documents += [_ev_doc(ev) for ev in w.evs.values()]
    rng.shuffle(documents)
    specs = _questions(w)
    rng.shuffle(specs)
    questions = [Question(s.text, s.kind, set(s.relevant)) for s in specs]
    return EvalSet(documents=documents, questions=questions), specs, w


def build(seed: int = 7) -> EvalSet:
    return _build(seed)[0]


def _check(seed: int = 7) -> None:
    evalset, specs, w = _build(seed)
    docs = {d.brain_id: d for d in evalset.documents}
    assert len(docs) == len(evalset.documents), "duplicate ids"
    for d in evalset.documents:
        problems = validate_document(d, file_stem=d.brain_id)
        assert not problems, (d.brain_id, problems)
        for rel in d.relations:
            assert rel.target in docs and docs[rel.target].kind == "page", (d.brain_id, rel)
        targets = {link.target for link in d.links if link.kind == "page"}
        for rel in d.relations:
            assert rel.target in targets, (d.brain_id, "relation target not linked", rel.target)
        for link in d.links:
            if link.kind == "page":
                assert link.target in docs and docs[link.target].kind == "page", (d.brain_id, link)
                back = {x.target for x in docs[link.target].links if x.kind == "page"}
                assert d.brain_id in back, (d.brain_id, "no link back from", link.target)
            elif link.kind == "evidence":
                assert link.target in docs and docs[link.target].kind == "evidence", (
                    d.brain_id,
                    link,
                )
        if d.kind == "evidence":
            assert "[[" not in d.body, d.brain_id
    g = _Graph(w)
    for s in specs:
        assert s.relevant, s.text
        for rid in s.relevant:
            assert rid in docs, (s.text, rid)
        pages = {x for x in s.relevant if docs[x].kind == "page"}
        if s.kind == "hop":
            assert s.anchor and pages, s.text
            assert pages <= g.neighbours(s.anchor), (s.text, pages - g.neighbours(s.anchor))
        if s.kind == "hop2":
            assert s.anchor and pages, s.text
            near = g.neighbours(s.anchor) | {s.anchor}
            assert not pages & near, (s.text, pages & near)
            two = set().union(*(g.neighbours(x) for x in g.neighbours(s.anchor)))
            assert pages <= two, (s.text, pages - two)
    texts = [s.text for s in specs]
    assert len(texts) == len(set(texts)), "repeated question"
    page_docs = [d for d in evalset.documents if d.kind == "page"]
    other = [d for d in page_docs if any(c.isalpha() and not c.isascii() for c in d.title)]
    by_folder = Counter((d.folder, d.type) for d in evalset.documents)
    print(f"set Z (seed {seed}): {len(evalset.documents)} documents, {len(page_docs)} pages")
    for (folder, type_), n in sorted(by_folder.items()):
        print(f"  {folder:32} {type_:8} {n}")
    print(f"  page titles in another script or with diacritics: {len(other)} of {len(page_docs)}")
    rtypes = {r.type for d in page_docs for r in d.relations}
    print(f"  relation types: {len(rtypes)}")
    kinds = Counter(q.kind for q in evalset.questions)
    print(f"questions: {len(evalset.questions)}")
    for kind, n in sorted(kinds.items()):
        print(f"  {kind:12} {n}")
    print("ok")
