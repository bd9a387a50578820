"""A third labelled retrieval set, held out: written apart from sets A and B (without reading
the ranker or which of their questions fail), in another domain, with other page kinds as
bridges, other relation types and other wording. Nobody tuning the ranker is meant to look at
its questions or its failures.

`build(seed)` makes the brain of a university hospital's clinical research unit:

- labs (research teams, `company` pages: an organisation unit) with a head (`led_by`) and
  members (people, `member_of` their lab), named in Latin with diacritics, Cyrillic, Greek,
  Arabic, Hebrew, Devanagari, Chinese, Japanese, Korean, Thai, Georgian and Armenian, with
  shared first names (two Zofias, two Marias, two Karims, two Hannahs);
- funders (`company`), and grants (`project` pages) `awarded_by` a funder, `held_by` a lab,
  with a `principal_investigator` who is not the lab's head; each grant cites its ethics
  approval, an evidence document (`kind: evidence`) whose text repeats the grant's aim;
- papers (`analysis` pages) `funded_by` a grant, `authored_by` people of the grant's lab and
  `reviewed_by` someone of another lab (the unit's internal review), citing the ethics approval;
- events (`meeting` pages: grand rounds, journal clubs, seminars) that `presents` a paper,
  `hosted_by` a lab, with a `speaker`;
- methods pages (`concept`) and the unit's own notes (`note`: review process, grant checklist,
  authorship, rota, freezer alarm), which share many words with the questions but answer few.

Question kinds, named as the eval scores them:

- `lexical`: the words of the answer's title or opening (a paper, grant, lab, funder, method,
  event or person named in Latin letters);
- `script`: a person asked for by their name written in their own script;
- `hop`: one link from the page the question describes (who reviewed or wrote a paper, the lab,
  principal investigator or funder of a grant, the events a paper was presented at, the papers
  a grant paid for);
- `hop2`: two links away (the funder behind a paper, through its grant; the head of the lab
  holding a grant; the labs a funder gave money to, through its grants; the members of the lab
  that hosted an event; the lab of a paper's reviewer);
- `paraphrase`: a finding, method or note described in other words than its page uses.
"""

from __future__ import annotations

import hashlib
import random
from typing import Any

from bench.retrieval_data import EvalSet, Question
from brain.toolkit.document import Document, parse_document, serialize_document

# (name as written, Latin slug used as id and alias)
PEOPLE = [
    ("Zofia Kamińska", "zofia-kaminska"),
    ("Zofia Dąbrowska", "zofia-dabrowska"),
    ("Jiří Novotný", "jiri-novotny"),
    ("Çağla Yıldırım", "cagla-yildirim"),
    ("Ragnhild Sæther", "ragnhild-saether"),
    ("João Araújo", "joao-araujo"),
    ("Mathéo Lefèvre", "matheo-lefevre"),
    ("Мария Соколова", "maria-sokolova"),
    ("Мария Павленко", "maria-pavlenko"),
    ("Глеб Воронцов", "gleb-vorontsov"),
    ("Олена Ковальчук", "olena-kovalchuk"),
    ("Θεοδώρα Παπαδάκη", "theodora-papadaki"),
    ("Ανδρέας Μαυρίδης", "andreas-mavridis"),
    ("كريم العطار", "karim-al-attar"),
    ("كريم ناصر", "karim-nasser"),
    ("رنا خوري", "rana-khoury"),
    ("יונתן לוי", "yonatan-levi"),
    ("תמר אלון", "tamar-alon"),
    ("अनन्या कुलकर्णी", "ananya-kulkarni"),
    ("रोहन देशपांडे", "rohan-deshpande"),
    ("王芳", "wang-fang"),
    ("赵志强", "zhao-zhiqiang"),
    ("高橋美咲", "takahashi-misaki"),
    ("山本健太", "yamamoto-kenta"),
    ("김서연", "kim-seoyeon"),
    ("이도윤", "lee-doyun"),
    ("สมชาย ใจดี", "somchai-jaidee"),
    ("กนกวรรณ ศรีสุข", "kanokwan-srisuk"),
    ("ნინო ბერიძე", "nino-beridze"),
    ("გიორგი კაპანაძე", "giorgi-kapanadze"),
    ("Անի Սարգսյան", "ani-sargsyan"),
    ("Hannah Okonkwo-Reid", "hannah-okonkwo-reid"),
    ("Hannah Brightwater", "hannah-brightwater"),
    ("Felix Andersen", "felix-andersen"),
]
ROLES = [
    "research nurse",
    "biostatistician",
    "postdoctoral researcher",
    "PhD candidate",
    "trial coordinator",
    "data manager",
    "clinical lecturer",
]
FLOORS = ["ground", "second", "third", "fourth", "fifth"]
# (id, name, what the lab does)
LABS = [
    (
        "bone-joint-lab",
        "Bone and Joint Recovery Lab",
        "studies rehabilitation of older adults after orthopaedic surgery",
    ),
    (
        "neonatal-outcomes-group",
        "Neonatal Outcomes Group",
        "follows babies born before 32 weeks into school age",
    ),
    (
        "sleep-breathing-unit",
        "Sleep and Breathing Unit",
        "researches obstructive sleep apnoea and home ventilation",
    ),
    (
        "infection-prevention-team",
        "Infection Prevention Research Team",
        "measures hospital-acquired infections and how wards prevent them",
    ),
    (
        "cardiac-imaging-lab",
        "Cardiac Imaging Lab",
        "develops echocardiography and cardiac MRI measurements",
    ),
    (
        "community-mental-health-group",
        "Community Mental Health Group",
        "evaluates crisis care delivered outside hospital",
    ),
    (
        "transplant-research-lab",
        "Kidney Transplant Research Lab",
        "works on rejection and long-term graft survival",
    ),
    (
        "emergency-care-group",
        "Emergency Care Research Group",
        "studies triage and waiting times in the emergency department",
    ),
]
# (id, name, what it is)
FUNDERS = [
    ("hartwell-trust", "Hartwell Trust", "a charity funding research on ageing and mobility"),
    (
        "aurora-research-council",
        "Aurora Research Council",
        "the national public funder of clinical trials",
    ),
    (
        "linden-childrens-fund",
        "Linden Children's Fund",
        "a charity for research on newborn and child health",
    ),
    (
        "nordic-heart-association",
        "Nordic Heart Association",
        "a patient association that finances heart research",
    ),
    (
        "castellan-innovation-fund",
        "Castellan Health Innovation Fund",
        "a government fund for improving hospital services",
    ),
    (
        "pemberton-foundation",
        "Pemberton Foundation",
        "a private foundation supporting mental health and transplant medicine",
    ),
]
# (code, lab index, funder index, aim); the ethics reference follows the grant's position.
GRANTS = [
    ("HT-2291", 0, 0, "a home exercise programme after hip replacement"),
    ("HT-2304", 0, 0, "preventing falls in the first month after leaving hospital"),
    ("LCF-118", 1, 2, "language development of children born very preterm"),
    ("LCF-131", 1, 2, "donor breast milk for babies in intensive care"),
    ("ARC-5520", 2, 1, "screening lorry drivers for sleep apnoea"),
    ("ARC-5587", 3, 1, "copper surfaces on hospital wards"),
    ("CHF-044", 3, 4, "faster results for bloodstream infection tests"),
    ("NHA-7002", 4, 3, "automated heart scan measurements with machine learning"),
    ("NHA-7019", 4, 3, "heart muscle damage in veteran marathon runners"),
    ("PF-310", 5, 5, "peer support workers in crisis teams"),
    ("PF-322", 6, 5, "blood tests that predict kidney rejection"),
    ("CHF-051", 7, 4, "nurse-led triage for chest pain"),
]
# Two papers per grant, in grant order: (id, title, topic, finding, paraphrase or None).
# `topic` is how a colleague names the paper (its title's words); `paraphrase` asks for the
# finding in other words than the page uses.
PAPERS = [
    (
        "video-home-exercise-hip",
        "Home exercise after total hip replacement: a randomised trial of video-guided sessions",
        "video-guided home exercise after hip replacement",
        "Patients who followed the video sessions walked 40 metres further in six minutes at "
        "twelve weeks than those given a leaflet.",
        "recorded physio clips helped people with a new hip get about better than printed "
        "instructions",
    ),
    (
        "home-exercise-adherence-over-70",
        "Adherence to home exercise programmes in adults over 70",
        "adherence to home exercise in adults over 70",
        "Two thirds of participants had stopped exercising by week six; living alone was the "
        "strongest predictor of stopping.",
        None,
    ),
    (
        "falls-after-discharge-cohort",
        "Falls in the first 30 days after hospital discharge: a cohort of 2,400 older adults",
        "falls in the first 30 days after discharge",
        "One in seven fell within a month of going home, most often at night on the way to the "
        "toilet.",
        "how often do elderly people tumble soon after they are sent home from the ward",
    ),
    (
        "bedside-sensor-alarms",
        "Bedside sensor alarms and fall prevention on orthopaedic wards",
        "bedside sensor alarms for fall prevention",
        "Pressure-pad alarms did not reduce falls but doubled nurse call-outs.",
        None,
    ),
    (
        "vocabulary-age-five-preterm",
        "Vocabulary at age five in children born before 32 weeks",
        "vocabulary at age five after very preterm birth",
        "Children born very early knew on average 300 fewer words at five, a gap that narrowed "
        "with daily shared reading.",
        "do kids who arrived months too soon know fewer words when they start school?",
    ),
    (
        "parent-reading-preterm-toddlers",
        "Parent-delivered reading intervention for very preterm toddlers: a feasibility study",
        "parent-delivered reading for very preterm toddlers",
        "Eighty per cent of families completed the twelve-week programme and asked to continue.",
        None,
    ),
    (
        "donor-milk-nec",
        "Donor human milk and necrotising enterocolitis in extremely low birthweight infants",
        "donor human milk and necrotising enterocolitis",
        "Infants fed donor milk had half the rate of the bowel disease seen with formula.",
        "does milk given by other mothers protect tiny newborns from a serious gut illness",
    ),
    (
        "regional-milk-bank-costs",
        "Running a regional milk bank: costs and screening",
        "costs of running a regional milk bank",
        "Screening and pasteurisation made up 70% of the cost of each litre dispensed.",
        None,
    ),
    (
        "osa-questionnaire-drivers",
        "Questionnaire screening for obstructive sleep apnoea in commercial drivers",
        "questionnaire screening for sleep apnoea in commercial drivers",
        "The STOP-Bang questionnaire missed a third of the drivers later diagnosed by an "
        "overnight study.",
        "a short survey failed to catch many truckers whose breathing stops at night",
    ),
    (
        "cpap-road-accidents",
        "CPAP adherence and road accidents among lorry drivers",
        "CPAP use and road accidents among lorry drivers",
        "Drivers who used their mask at least four hours a night had 60% fewer crashes.",
        None,
    ),
    (
        "copper-surfaces-bacterial-load",
        "Copper-alloy surfaces and bacterial load on medical wards",
        "copper-alloy surfaces on medical wards",
        "Copper-coated bed rails and door handles carried 80% fewer bacteria than plastic ones.",
        "do metal-coated handles and rails harbour fewer germs than plastic fittings?",
    ),
    (
        "cleaning-staff-surface-hygiene",
        "Cleaning staff perspectives on touch-surface hygiene: an interview study",
        "cleaning staff views on touch-surface hygiene",
        "Staff valued clear cleaning schedules over new materials and asked for more time per bay.",
        None,
    ),
    (
        "rapid-molecular-bsi",
        "Rapid molecular testing for bloodstream infection: time to targeted antibiotics",
        "rapid molecular testing for bloodstream infection",
        "Results arrived 26 hours sooner and patients switched to the right antibiotic a day "
        "earlier.",
        "a quicker laboratory method got septic patients onto the correct drug sooner",
    ),
    (
        "blood-culture-contamination",
        "Blood culture contamination rates across twelve emergency departments",
        "blood culture contamination across emergency departments",
        "Contamination ranged from 1% to 9%; departments with phlebotomy teams had the lowest "
        "rates.",
        None,
    ),
    (
        "automated-ejection-fraction",
        "Automated ejection fraction from echocardiography using deep learning",
        "automated ejection fraction from echocardiography",
        "The algorithm agreed with expert readers within five percentage points in 94% of scans.",
        "software that reads how well the heart pumps from an ultrasound about as well as "
        "specialists do",
    ),
    (
        "echo-interobserver-variability",
        "Inter-observer variability of manual echocardiographic measurements",
        "inter-observer variability of echocardiographic measurements",
        "Two sonographers measuring the same scan differed by up to eight points.",
        None,
    ),
    (
        "fibrosis-veteran-marathon",
        "Myocardial fibrosis on cardiac MRI in veteran marathon runners",
        "myocardial fibrosis in veteran marathon runners",
        "One in eight men with more than 25 years of endurance running showed scarring of the "
        "heart muscle.",
        "scar tissue found in the hearts of older long-distance athletes",
    ),
    (
        "troponin-after-marathon",
        "Troponin release after a marathon: a study of 150 amateur runners",
        "troponin release after a marathon",
        "Nine in ten finishers had a troponin rise that settled within 48 hours.",
        None,
    ),
    (
        "peer-support-crisis-teams",
        "Peer support workers in community crisis teams: a stepped-wedge trial",
        "peer support workers in crisis teams",
        "Adding people with lived experience to crisis teams cut readmissions within 90 days by "
        "a fifth.",
        "does involving people who have been through mental illness themselves keep patients "
        "from going back into hospital",
    ),
    (
        "crisis-house-vs-ward",
        "Crisis house versus acute ward admission: patient experience",
        "crisis house versus acute ward admission",
        "Residents of the crisis house rated their stay as more respectful and less frightening.",
        None,
    ),
    (
        "cfdna-kidney-rejection",
        "Donor-derived cell-free DNA as an early marker of kidney transplant rejection",
        "donor-derived cell-free DNA in kidney transplant rejection",
        "Rising levels of the donor's DNA in the recipient's blood flagged rejection a median "
        "of 18 days before creatinine rose.",
        "genetic fragments from a donated organ circulating in the recipient warn of trouble "
        "before the usual lab marker",
    ),
    (
        "graft-survival-living-donation",
        "Ten-year graft survival after living versus deceased donation",
        "graft survival after living versus deceased donation",
        "Kidneys from living donors were still working in 82% of recipients after ten years.",
        None,
    ),
    (
        "nurse-led-chest-pain-triage",
        "Nurse-led triage of chest pain in the emergency department",
        "nurse-led triage of chest pain",
        "Nurses using a structured score discharged low-risk patients safely two hours sooner.",
        "letting nurses sort people with a sore chest sent the low-risk ones home faster",
    ),
    (
        "left-without-being-seen",
        "Waiting times and patients who leave without being seen",
        "patients who leave without being seen",
        "Each extra hour of waiting raised the share who left by 3 percentage points.",
        None,
    ),
]
# Methods pages: (id, title, definition, paraphrase or None).
METHODS = [
    (
        "stepped-wedge-design",
        "Stepped-wedge cluster design",
        "Every cluster starts in the control condition and crosses over to the intervention at "
        "a randomly assigned step, until all clusters have it.",
        "a trial where wards switch to the new treatment one after another in random order "
        "until all of them have it",
    ),
    (
        "bland-altman-plot",
        "Bland–Altman agreement plot",
        "Plots the difference between two measurement methods against their mean, with limits "
        "of agreement at 1.96 standard deviations either side.",
        "how can I tell whether two instruments give interchangeable readings?",
    ),
    (
        "number-needed-to-treat",
        "Number needed to treat",
        "The reciprocal of the absolute risk reduction: how many patients must receive the "
        "intervention for one of them to benefit.",
        "how many people have to get a therapy before one of them is helped by it",
    ),
    (
        "kaplan-meier-curve",
        "Kaplan–Meier survival curve",
        "Estimates the share of participants still free of the event over time, allowing for "
        "those censored when lost to follow-up.",
        "the chart of what fraction is still event-free as months pass when some drop out",
    ),
    (
        "intention-to-treat",
        "Intention-to-treat analysis",
        "Participants are analysed in the arm they were randomised to, whatever they actually "
        "received.",
        "counting patients in the group they were allocated to even if they never took the "
        "treatment",
    ),
    (
        "propensity-score-matching",
        "Propensity score matching",
        "Pairs treated and untreated patients with a similar estimated probability of "
        "treatment, to mimic randomisation in observational data.",
        None,
    ),
]
# The unit's own notes: (id, title, text, paraphrase or None). Most share words with the hop
# questions (review, paper, grant, lab, funder, authors, grand rounds) without answering them.
NOTES = [
    (
        "internal-review-process",
        "How internal peer review works",
        "Before submission every paper is reviewed by a researcher from another lab; the "
        "reviewer sends comments to the authors within ten working days and the lab head signs "
        "off the final version.",
        None,
    ),
    (
        "grant-submission-checklist",
        "Checklist before submitting a grant application",
        "Confirm the funder's deadline, the lab's costing, the principal investigator's "
        "signature and the ethics plan; the research office needs five working days.",
        None,
    ),
    (
        "authorship-policy",
        "Authorship policy",
        "Everyone who drafted, analysed or critically revised a paper is an author; the first "
        "author did most of the work and the last author is usually the head of the lab.",
        "rules for whose names go on a publication and in which order",
    ),
    (
        "grand-rounds-rota",
        "Grand rounds and journal club rota",
        "Each lab hosts grand rounds once a term and a journal club twice; the speaker presents "
        "a recent paper in twenty minutes, then questions.",
        None,
    ),
    (
        "data-sharing-template",
        "Data sharing agreement template",
        "Use this template whenever a lab sends pseudonymised trial data to a partner or a "
        "funder; the data manager keeps the signed copies.",
        None,
    ),
    (
        "freezer-alarm-procedure",
        "Minus-eighty freezer alarm procedure",
        "If a -80 °C freezer alarms out of hours, the on-call technician moves the racks to the "
        "spare unit within thirty minutes and logs the temperature curve.",
        "what to do when the ultra-cold sample storage starts beeping in the night",
    ),
]
# The methods a paper's analysis names (a link from the paper to the methods page).
METHODS_USED = {
    "video-home-exercise-hip": ["intention-to-treat", "number-needed-to-treat"],
    "falls-after-discharge-cohort": ["kaplan-meier-curve"],
    "donor-milk-nec": ["propensity-score-matching"],
    "automated-ejection-fraction": ["bland-altman-plot"],
    "echo-interobserver-variability": ["bland-altman-plot"],
    "peer-support-crisis-teams": ["stepped-wedge-design", "intention-to-treat"],
    "graft-survival-living-donation": ["kaplan-meier-curve"],
    "nurse-led-chest-pain-triage": ["number-needed-to-treat"],
}
# "See also" links between the unit's notes.
NOTE_LINKS = {
    "internal-review-process": ["authorship-policy"],
    "grant-submission-checklist": ["data-sharing-template", "internal-review-process"],
}
EVENT_KINDS = ["Grand rounds", "Journal club", "Research seminar", "Unit research day"]
MONTHS = {"January": 1, "February": 2, "March": 3, "April": 4, "May": 5, "June": 6}
MONTHS |= {"September": 9, "October": 10}


def _entry_id(brain_id: str, timestamp: str, ref: str, text: str) -> str:
    digest = hashlib.sha256("\n".join([brain_id, timestamp, ref, text]).encode()).hexdigest()
    return "ev-" + digest[:12]


def _document(
    brain_id: str,
    folder: str,
    type_: str,
    title: str,
    body: str,
    *,
    relations: list[tuple[str, str]] | None = None,
    aliases: list[str] | None = None,
    sources: list[str] | None = None,
    kind: str = "page",
    updated: str = "2026-10-01T09:00:00Z",
    timeline: list[tuple[str, str, str]] | None = None,
) -> Document:
    """A document written in the canonical form, read back as from a file."""
    meta: dict[str, Any] = {
        "id": brain_id,
        "kind": kind,
        "type": type_,
        "title": title,
        "status": "active",
    }
    if aliases:
        meta["aliases"] = aliases
    if relations:
        meta["relations"] = [{"type": t, "target": target} for t, target in relations]
    if sources:
        meta["sources"] = sources
    meta["created"] = "2025-09-01T09:00:00Z"
    meta["updated"] = updated
    text = f"# {title}\n\n{body}"
    if timeline:
        text += "\n\n## Timeline\n"
        for timestamp, ref, entry in timeline:
            entry_id = _entry_id(brain_id, timestamp, ref, entry)
            text += f"\n- **{timestamp}** | {entry_id} | {ref} | {entry}"
    data = serialize_document(Document(meta=meta, body=text, folder=folder))
    return parse_document(data, folder=folder, path=f"{folder}/{brain_id}.md")


def _link(brain_id: str, label: str) -> str:
    return f"[[page:{brain_id}|{label}]]"


def _names(ids: list[str], name_of: dict[str, str]) -> str:
    links = [_link(i, name_of[i]) for i in ids]
    return ", ".join(links[:-1]) + " and " + links[-1] if len(links) > 1 else links[0]


def build(seed: int = 43) -> EvalSet:
    rng = random.Random(seed)
    documents: list[Document] = []
    questions: list[Question] = []

    def updated() -> str:
        month, day, hour = rng.randint(3, 11), rng.randint(1, 28), rng.randint(8, 17)
        return f"2026-{month:02d}-{day:02d}T{hour:02d}:00:00Z"

    # --- people and labs -------------------------------------------------------------------------
    name_of = {slug: name for name, slug in PEOPLE}
    people = [slug for _, slug in PEOPLE]
    rng.shuffle(people)
    members: dict[str, list[str]] = {lab_id: [] for lab_id, _, _ in LABS}
    for index, slug in enumerate(people):
        members[LABS[index % len(LABS)][0]].append(slug)
    lab_of = {slug: lab_id for lab_id, slugs in members.items() for slug in slugs}
    lab_name = {lab_id: name for lab_id, name, _ in LABS}
    head = {lab_id: slugs[0] for lab_id, slugs in members.items()}
    role_of: dict[str, str] = {}
    for slugs in members.values():
        role_of[slugs[0]] = "professor and lab head"
        role_of[slugs[1]] = "senior research fellow"
        for slug in slugs[2:]:
            role_of[slug] = rng.choice(ROLES)

    for slug in people:
        name = name_of[slug]
        latin = slug.replace("-", " ").title()
        lab_id = lab_of[slug]
        body = (
            f"{role_of[slug].capitalize()} in the {_link(lab_id, lab_name[lab_id])}. "
            f"Desk on the {rng.choice(FLOORS)} floor of the research wing; joined the unit in "
            f"{rng.randint(2012, 2025)}."
        )
        aliases = [latin] if latin.lower() != name.lower().replace("-", " ") else None
        documents.append(
            _document(
                slug,
                "people",
                "person",
                name,
                body,
                relations=[("member_of", lab_id)],
                aliases=aliases,
                updated=updated(),
            )
        )
    for lab_id, name, does in LABS:
        others = members[lab_id][1:]
        body = (
            f"The {name} {does}. Head: {_link(head[lab_id], name_of[head[lab_id]])}. "
            f"Members: {_names(others, name_of)}."
        )
        documents.append(
            _document(
                lab_id,
                "labs",
                "company",
                name,
                body,
                relations=[("led_by", head[lab_id])],
                updated=updated(),
            )
        )

    # --- funders, grants and their ethics approvals ----------------------------------------------
    grants = []  # (grant id, code, lab id, funder id, aim, pi, evidence id)
    grants_of_funder: dict[str, list[str]] = {f[0]: [] for f in FUNDERS}
    for index, (code, lab_index, funder_index, aim) in enumerate(GRANTS):
        lab_id = LABS[lab_index][0]
        funder_id, funder_name, _ = FUNDERS[funder_index]
        grant_id = "grant-" + code.lower()
        pi = rng.choice(members[lab_id][1:])  # never the head: the head is a hop further
        reference = f"REC 24/{31 + 7 * index:03d}"
        evidence_id = f"ev-rec-24-{31 + 7 * index:03d}"
        participants = rng.choice([60, 120, 240, 480, 900])
        documents.append(
            _document(
                evidence_id,
                "evidence",
                "source",
                f"Research ethics committee approval {reference}",
                f"Reference {reference}. The committee gave a favourable opinion to the study of "
                f"{aim}, sponsored by the hospital, for up to {participants} participants. "
                "Conditions: an annual progress report; serious adverse events to be notified "
                "within 15 days.",
                kind="evidence",
                sources=[f"file:ethics/{evidence_id}.pdf"],
                updated=updated(),
            )
        )
        amount = rng.choice([180, 240, 320, 450, 610, 890])
        title = f"Grant {code}: {aim}"
        body = (
            f"{_link(funder_id, funder_name)} awarded £{amount}k over "
            f"{rng.choice([2, 3, 4])} years for {aim}. Held by {_link(lab_id, lab_name[lab_id])}; "
            f"principal investigator {_link(pi, name_of[pi])}. Ethics approval: "
            f"[[evidence:{evidence_id}|{reference}]]."
        )
        documents.append(
            _document(
                grant_id,
                "grants",
                "project",
                title,
                body,
                relations=[
                    ("awarded_by", funder_id),
                    ("held_by", lab_id),
                    ("principal_investigator", pi),
                ],
                aliases=[code],
                sources=[f"file:grants/{code.lower()}-award-letter.pdf"],
                updated=updated(),
                timeline=[
                    (
                        f"2025-{3 + index % 9:02d}-{10 + index:02d}T10:00:00Z",
                        f"file:grants/{code.lower()}-award-letter.pdf",
                        f"Award letter from {funder_name} received; start date agreed.",
                    )
                ],
            )
        )
        grants.append((grant_id, code, lab_id, funder_id, aim, pi, evidence_id))
        grants_of_funder[funder_id].append(grant_id)
    for funder_id, name, what in FUNDERS:
        theirs = [g for g in grants if g[3] == funder_id]
        listed = ", ".join(_link(g[0], g[1]) for g in theirs)
        body = (
            f"{name} is {what}. Rounds open twice a year; reports go through the research "
            f"office. Grants to the unit: {listed}."
        )
        documents.append(_document(funder_id, "funders", "company", name, body, updated=updated()))

    # --- papers ----------------------------------------------------------------------------------
    papers = []  # (paper id, title, topic, grant, authors, reviewer, paraphrase)
    for index, (paper_id, title, topic, finding, paraphrase) in enumerate(PAPERS):
        grant = grants[index // 2]
        grant_id, code, lab_id, _, _, pi, evidence_id = grant
        team = members[lab_id]
        count = rng.randint(2, min(4, len(team)))
        authors = [a for a in rng.sample(team, count) if a != head[lab_id]]
        if pi not in authors:
            authors.insert(0, pi)
        authors.append(head[lab_id])  # the head is last author
        reviewer = rng.choice([p for p in people if lab_of[p] != lab_id])
        status = rng.choice(
            ["Published in 2026", "Accepted, in press", "Under review", "Published in 2025"]
        )
        body = (
            f"{finding} {status}.\n\nAuthors: {_names(authors, name_of)}. Reviewed internally "
            f"by {_link(reviewer, name_of[reviewer])} before submission. Funded by "
            f"{_link(grant_id, 'grant ' + code)}; ethics [[evidence:{evidence_id}|approval]]."
        )
        if paper_id in METHODS_USED:
            used = METHODS_USED[paper_id]
            labels = {m[0]: m[1] for m in METHODS}
            body += " Analysis: " + ", ".join(_link(m, labels[m]) for m in used) + "."
        relations = [("funded_by", grant_id)]
        relations += [("authored_by", a) for a in authors]
        relations.append(("reviewed_by", reviewer))
        documents.append(
            _document(
                paper_id, "papers", "analysis", title, body, relations=relations, updated=updated()
            )
        )
        papers.append((paper_id, title, topic, grant, authors, reviewer, paraphrase))

    # --- events: a paper presented at grand rounds, a journal club, a seminar --------------------
    events = []  # (event id, title, paper id, host lab, speaker)
    presented = [p for i, p in enumerate(papers) if i % 3 != 2]  # 16 of the 24 papers
    extra = rng.sample(presented, 3)  # three of them presented twice
    for number, paper in enumerate(presented + extra):
        paper_id, title, topic, grant, authors, _, _ = paper
        kind = EVENT_KINDS[number % len(EVENT_KINDS)]
        month = list(MONTHS)[(number * 3) % len(MONTHS)]
        day = 2 + (number * 7) % 26
        event_title = f"{kind}, {day} {month} 2026"
        event_id = f"{kind.lower().replace(' ', '-')}-2026-{MONTHS[month]:02d}-{day:02d}"
        host = rng.choice(LABS)[0]
        speaker = authors[0]
        label = "the paper" if number % 2 else topic
        body = (
            f"{_link(speaker, name_of[speaker])} presented {_link(paper_id, label)}; hosted by "
            f"the {_link(host, lab_name[host])}. About {rng.randint(15, 70)} came; the "
            "discussion ran over and the slides are on the shared drive."
        )
        documents.append(
            _document(
                event_id,
                "events",
                "meeting",
                event_title,
                body,
                relations=[("presents", paper_id), ("hosted_by", host), ("speaker", speaker)],
                updated=updated(),
            )
        )
        events.append((event_id, event_title, paper_id, host, speaker))

    for method_id, title, definition, _ in METHODS:
        body = f"{definition} See the unit's statistics handbook for worked examples."
        documents.append(_document(method_id, "methods", "concept", title, body, updated=updated()))
    note_titles = {n[0]: n[1] for n in NOTES}
    for note_id, title, text, _ in NOTES:
        if note_id in NOTE_LINKS:
            text += " See also " + _names(NOTE_LINKS[note_id], note_titles) + "."
        documents.append(_document(note_id, "handbook", "note", title, text, updated=updated()))

    # --- lexical: the words of the answer's title or opening -------------------------------------
    lexical_paper = [
        "our paper on {}",
        "{} — is there a write-up?",
        "find the article about {}",
    ]
    for index, (paper_id, title, *_rest) in enumerate(papers[::2]):
        head_words = title.split(":")[0].lower()
        text = lexical_paper[index % len(lexical_paper)].format(head_words)
        questions.append(Question(text, "lexical", {paper_id}))
    lexical_grant = ["grant {code}", "the grant for {aim}", "funding for {aim}"]
    for index, (grant_id, code, _, _, aim, _, _) in enumerate(grants[::2]):
        text = lexical_grant[index % len(lexical_grant)].format(code=code, aim=aim)
        questions.append(Question(text, "lexical", {grant_id}))
    for lab_id, _, does in LABS[::2]:
        questions.append(Question(f"the group that {does}", "lexical", {lab_id}))
    for funder_id, name, what in FUNDERS[1::2]:
        questions.append(Question(f"{name}, {what}", "lexical", {funder_id}))
    for method_id, title, _, _ in METHODS[:3]:
        questions.append(Question(f"what is {title.lower()}?", "lexical", {method_id}))
    for event_id, event_title, *_rest in events[:3]:
        questions.append(Question(f"notes from the {event_title.lower()}", "lexical", {event_id}))
    for slug in ("hannah-okonkwo-reid", "hannah-brightwater", "felix-andersen"):
        questions.append(Question(f"{name_of[slug]}, {role_of[slug]}", "lexical", {slug}))

    # --- script: a person by their name in their own script --------------------------------------
    script_templates = ["{}", "who is {}?", "{} — contact and role", "what does {} work on"]
    shared = ["maria-sokolova", "maria-pavlenko", "karim-al-attar", "karim-nasser"]
    shared += ["zofia-kaminska", "zofia-dabrowska"]
    others = [s for _, s in PEOPLE if s not in shared and not name_of[s].isascii()]
    asked = shared + rng.sample(others, 12)
    for index, slug in enumerate(asked):
        template = script_templates[index % len(script_templates)]
        questions.append(Question(template.format(name_of[slug]), "script", {slug}))

    # --- hop: one link from the page the question describes --------------------------------------
    order = list(range(len(papers)))
    rng.shuffle(order)
    for index in order[:8]:
        _, _, topic, _, _, reviewer, _ = papers[index]
        questions.append(Question(f"who reviewed the paper on {topic}?", "hop", {reviewer}))
    for index in order[8:14]:
        _, _, topic, _, authors, _, _ = papers[index]
        questions.append(Question(f"who wrote the {topic} study", "hop", set(authors)))
    grant_order = list(range(len(grants)))
    rng.shuffle(grant_order)
    for index in grant_order[:6]:
        grant_id, code, lab_id, funder_id, aim, pi, _ = grants[index]
        questions.append(Question(f"which team holds the money for {aim}?", "hop", {lab_id}))
    for index in grant_order[6:10]:
        grant_id, code, lab_id, funder_id, aim, pi, _ = grants[index]
        bare = aim.removeprefix("a ")
        questions.append(Question(f"who is PI on the {bare} grant", "hop", {pi}))
    for index in grant_order[10:] + grant_order[:2]:
        grant_id, code, lab_id, funder_id, aim, pi, _ = grants[index]
        questions.append(Question(f"which funder pays for {aim}?", "hop", {funder_id}))
    by_paper: dict[str, set[str]] = {}
    for event_id, _, paper_id, _, _ in events:
        by_paper.setdefault(paper_id, set()).add(event_id)
    for index, paper_id in enumerate(sorted(by_paper, key=lambda p: rng.random())[:6]):
        topic = next(p[2] for p in papers if p[0] == paper_id)
        text = (
            f"where did we present the work on {topic}?"
            if index % 2
            else f"talks given about {topic}"
        )
        questions.append(Question(text, "hop", by_paper[paper_id]))
    for index in grant_order[2:6]:
        grant_id, code, lab_id, funder_id, aim, pi, _ = grants[index]
        theirs = {p[0] for p in papers if p[3][0] == grant_id}
        questions.append(Question(f"publications from grant {code}", "hop", theirs))

    # --- hop2: two links away --------------------------------------------------------------------
    for index in order[14:20]:
        _, _, topic, grant, _, _, _ = papers[index]
        questions.append(
            Question(f"which funder paid for the research behind {topic}?", "hop2", {grant[3]})
        )
    for index in grant_order[4:9]:
        grant_id, code, lab_id, funder_id, aim, pi, _ = grants[index]
        questions.append(
            Question(f"who heads the lab that holds the grant for {aim}?", "hop2", {head[lab_id]})
        )
    for funder_id, name, _ in FUNDERS[:4]:
        labs = {g[2] for g in grants if g[3] == funder_id}
        questions.append(Question(f"which labs has the {name} given money to?", "hop2", labs))
    for _, event_title, _, host, _ in rng.sample(events, 4):
        questions.append(
            Question(
                f"who belongs to the team that hosted the {event_title.lower()}?",
                "hop2",
                set(members[host]),
            )
        )
    for index in order[20:] + order[:1]:
        _, _, topic, _, _, reviewer, _ = papers[index]
        questions.append(
            Question(
                f"what lab is the internal reviewer of the {topic} paper in?",
                "hop2",
                {lab_of[reviewer]},
            )
        )

    # --- paraphrase: described in other words ----------------------------------------------------
    for paper_id, _, _, _, _, _, paraphrase in papers:
        if paraphrase:
            questions.append(Question(paraphrase, "paraphrase", {paper_id}))
    for method_id, _, _, paraphrase in METHODS:
        if paraphrase:
            questions.append(Question(paraphrase, "paraphrase", {method_id}))
    for note_id, _, _, paraphrase in NOTES:
        if paraphrase:
            questions.append(Question(paraphrase, "paraphrase", {note_id}))
    return EvalSet(documents, questions)
