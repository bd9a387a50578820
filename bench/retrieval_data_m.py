"""DATA CARD: held-out retrieval evaluation set M (a mid-sized commercial law firm).

What the brain is: the Goat Brain of "Thornbury Vale LLP", a mid-sized commercial law firm.
Pages (kind: page) describe its practice groups and standing committees, its partners,
associates, paralegals and business-services staff, clients and their in-house contacts,
opposing parties, opposing law firms and counsel, courts, tribunals and arbitral
institutions, judges and arbitrators, expert witnesses and their firms, matters (disputes
named "A v B" and transactions with code names), hearings, filings, committee meetings,
the decisions taken at them, doctrines and precedents (concepts), knowledge-management notes
and a staff handbook of policies and how-tos. The handbook deliberately shares vocabulary
with the questions (leading, supervising, instructing experts, attending hearings, filing)
without answering any of them. Evidence documents (kind: evidence, under evidence/) are the
sources the pages cite statement by statement: engagement letters, attendance notes,
committee minutes, directory exports, court and panel listings, expert CVs, correspondence,
filing receipts, case digests and handbook chapters. Most of the graph is in typed
frontmatter relations (leads, staffed_on, reports_to, member_of, heads, sits_on, chairs,
acting_for, against, counterparty, heard_by, instructed, instructed_by, hearing_in,
held_at, before, attended, gave_evidence_at, opposing_counsel_in, represents, works_for,
sits_in, filed_in, part_of, drafted_by, meeting_of, decided_in, concerns, implements,
relies_on, written_by, discusses, drawn_from, maintained_by, ...); some pages also link
neighbours inline. People are named in many scripts (Latin with diacritics, Cyrillic,
Greek, Arabic, Hebrew, Devanagari, Chinese, Japanese, Korean), each with a Latin alias, and
several share a first name or a surname.

Question kinds:
- lexical: the question names the answer's title or one of its aliases;
- script: a person asked for by their name in their own script;
- hop: the answer is one relation away (either direction) from the page the question
  describes; no distinctive word of the question occurs in any answer's title, aliases or
  body (checked by `_check`); the described page is often named only partly or described;
- hop2: the answer is two relations away, bridging through matters, hearings, meetings,
  companies or people;
- paraphrase: a decision, finding or idea described in words its page does not use
  (checked by `_check` the same way as hop).
For hop and hop2 questions `relevant` is computed by walking the relations, so it is
complete; the described page is never relevant.

Provenance: written by an independent generator from the document format alone
(docs/format.md, document.py, validation.py, claims.py and the Question/EvalSet shapes),
without reading the ranker, the search code, the evaluation harness or the other sets, and
without running any ranker over it. It is HELD OUT: do not tune the ranker against it.
`build(seed)` is deterministic per seed; the seed shifts every date and shuffles the
document order. Run this file to print `_check`'s problems and the counts.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import sys
from collections import Counter
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

_ROOT = Path(__file__).resolve().parent.parent
if str(_ROOT) not in sys.path:
    sys.path.insert(0, str(_ROOT))

from brain.toolkit.claims import uncited_statements  # noqa: E402
from brain.toolkit.document import Document, parse_document  # noqa: E402
from brain.toolkit.validation import validate_document  # noqa: E402

if __package__:
    from .retrieval_data import EvalSet, Question
else:
    from retrieval_data import EvalSet, Question

FIRM = "thornbury-vale"

# fmt: off

# --- the firm: practice groups and committees -------------------------------------------

# id, title, aliases, what the group does
GROUPS = [
    (
        "grp-litigation",
        "Commercial Litigation",
        ["Litigation"],
        "Handles High Court claims for manufacturers, retailers and banks' customers, from "
        "urgent injunctions to full trials.",
    ),
    (
        "grp-arbitration",
        "International Arbitration",
        ["Arbitration"],
        "Acts in LCIA, ICC and SIAC references, mostly shipping, energy and construction "
        "disputes.",
    ),
    (
        "grp-corporate",
        "Corporate and M&A",
        ["Corporate", "M&A"],
        "Advises on private acquisitions and disposals, private equity exits and joint "
        "ventures.",
    ),
    (
        "grp-employment",
        "Employment and Pensions",
        ["Employment"],
        "Advises employers on reorganisations, tribunal claims and executive exits.",
    ),
    (
        "grp-competition",
        "Competition and Regulatory",
        ["Competition"],
        "Handles merger control filings, cartel investigations and appeals to the CAT.",
    ),
    (
        "grp-restructuring",
        "Restructuring and Insolvency",
        ["Restructuring", "R&I"],
        "Acts for lenders and companies in administrations, restructuring plans and schemes.",
    ),
    (
        "grp-ip",
        "Intellectual Property and Technology",
        ["IP and Technology", "IP/IT"],
        "Runs patent actions for life-sciences clients and negotiates technology licences.",
    ),
    (
        "grp-real-estate",
        "Real Estate",
        ["Property"],
        "Acts on hotel, office and retail property: purchases, sales and leases.",
    ),
]

# id, title, aliases, remit, cadence, chair, members
COMMITTEES = [
    (
        "cmt-management",
        "Management Board",
        ["the Board"],
        "Runs the firm between partnership meetings: strategy, budget and senior hires.",
        "Meets monthly.",
        "alexandros-papadopoulos",
        ["soren-ostergaard", "anna-kuznetsova", "david-cohen", "yuko-tanaka", "marek-novak"],
    ),
    (
        "cmt-risk",
        "Risk and Compliance Committee",
        ["Risk Committee"],
        "Oversees regulatory compliance, professional indemnity exposure and information "
        "security.",
        "Meets quarterly.",
        "layla-haddad",
        ["shira-ben-ami", "zofia-wisniewska", "david-cohen", "vikram-iyer"],
    ),
    (
        "cmt-intake",
        "Conflicts and Client Intake Committee",
        ["Intake Committee"],
        "Clears new clients and new instructions whenever a conflict search throws up a "
        "problem.",
        "Meets monthly, or at short notice when an instruction is urgent.",
        "zofia-wisniewska",
        ["tomas-o-briain", "shira-ben-ami", "ines-fabre-leger", "mehmet-yilmaz"],
    ),
    (
        "cmt-pricing",
        "Pricing and Fees Committee",
        ["Pricing Committee"],
        "Sets standard rates, approves alternative fee arrangements and watches write-offs.",
        "Meets every two months.",
        "yuko-tanaka",
        ["marek-novak", "anna-kuznetsova", "chen-wei", "priya-sharma"],
    ),
    (
        "cmt-knowledge",
        "Knowledge Committee",
        ["KM Committee"],
        "Owns the precedent bank, the know-how collection and the training programme.",
        "Meets quarterly.",
        "tomas-o-briain",
        ["fatima-zahra-bennani", "hiroshi-watanabe", "anna-berglund", "maria-papadaki"],
    ),
    (
        "cmt-people",
        "People and Development Committee",
        ["People Committee"],
        "Handles appraisals, promotions, trainee intake and wellbeing.",
        "Meets quarterly.",
        "rachel-cohen",
        ["claire-dubois", "kim-jihyun", "omar-al-farsi", "alexandros-papadopoulos"],
    ),
]

# Partners head the groups they are listed under first.
HEADS = {
    "grp-litigation": "anna-kuznetsova",
    "grp-arbitration": "soren-ostergaard",
    "grp-corporate": "alexandros-papadopoulos",
    "grp-employment": "kim-jihyun",
    "grp-competition": "chen-wei",
    "grp-restructuring": "david-cohen",
    "grp-ip": "priya-sharma",
    "grp-real-estate": "ines-fabre-leger",
}

# --- people inside the firm ---------------------------------------------------------------

# id, title, aliases, role, group (None: business services), reports to, joined,
# year made up to the partnership (partners only), two profile lines
STAFF = [
    # partners
    ("soren-ostergaard", "Søren Østergaard", ["Soren Ostergaard"], "Partner",
     "grp-arbitration", None, 2006, 2012,
     "Admitted in Denmark and in England; works in Danish, Norwegian and English.",
     "Sat as sole arbitrator in a dozen maritime references before returning to counsel "
     "work."),
    ("anna-kuznetsova", "Анна Кузнецова", ["Anna Kuznetsova"], "Partner",
     "grp-litigation", None, 2009, 2015,
     "Solicitor-advocate with higher rights of audience; works in Russian, French and "
     "English.",
     "Ran the firm's first group action over derivatives sold to mid-market borrowers."),
    ("alexandros-papadopoulos", "Αλέξανδρος Παπαδόπουλος",
     ["Alexandros Papadopoulos", "Alex Papadopoulos"], "Managing Partner",
     "grp-corporate", None, 2001, 2007,
     "Admitted in Athens and in London; works in Greek and English.",
     "Now in a second term as the firm's elected head."),
    ("layla-haddad", "ليلى حداد", ["Layla Haddad"], "Partner",
     "grp-arbitration", None, 2011, 2017,
     "Qualified in Beirut and in England; works in Arabic, French and English.",
     "Spent five years as tribunal secretary on references seated in Paris."),
    ("david-cohen", "דוד כהן", ["David Cohen"], "Partner",
     "grp-restructuring", None, 2003, 2010,
     "Qualified after a spell in leveraged finance at an investment bank.",
     "Holds an insolvency practitioner's licence alongside his practising certificate."),
    ("priya-sharma", "प्रिया शर्मा", ["Priya Sharma"], "Partner",
     "grp-ip", None, 2008, 2014,
     "Holds a doctorate in organic chemistry from Imperial College.",
     "Co-author of a standard text on supplementary protection certificates."),
    ("chen-wei", "陈伟", ["Chen Wei", "Wei Chen"], "Partner",
     "grp-competition", None, 2012, 2018,
     "Qualified in Shanghai and in England; works in Mandarin and English.",
     "Spent four years as a case handler at the European Commission in Brussels."),
    ("yuko-tanaka", "田中 裕子", ["Yuko Tanaka", "Tanaka Yuko", "田中裕子"], "Partner",
     "grp-corporate", None, 2010, 2016,
     "Admitted in Tokyo and in New York; works in Japanese and English.",
     "Runs the firm's Japan desk for inbound investment."),
    ("kim-jihyun", "김지현", ["Kim Ji-hyun", "Jihyun Kim"], "Partner",
     "grp-employment", None, 2013, 2019,
     "Qualified in Seoul and in England; works in Korean and English.",
     "Sits on the editorial board of a workplace law journal."),
    ("zofia-wisniewska", "Zofia Wiśniewska", ["Zofia Wisniewska"], "Partner",
     "grp-litigation", None, 2007, 2013,
     "Qualified in Warsaw and in London; works in Polish and English.",
     "Trained as a forensic accountant before reading law."),
    ("ines-fabre-leger", "Inès Fabre-Léger", ["Ines Fabre-Leger", "Inès Fabre"], "Partner",
     "grp-real-estate", None, 2005, 2011,
     "Avocate at the Paris bar and a solicitor in England.",
     "Advises hotel and retail landlords across France and Iberia."),
    ("tomas-o-briain", "Tomás Ó Briain", ["Tomas O Briain", "Tomás O'Brien"], "Partner",
     "grp-litigation", None, 2004, 2011,
     "Called to the Irish bar, then requalified as a solicitor in London.",
     "Runs the advocacy course every trainee takes in their first seat."),
    ("mehmet-yilmaz", "Mehmet Yılmaz", ["Mehmet Yilmaz"], "Partner",
     "grp-restructuring", None, 2014, 2020,
     "Qualified in Istanbul and in England; works in Turkish and English.",
     "Came from a clearing bank's workout unit."),
    ("rachel-cohen", "Rachel Cohen", ["R. Cohen"], "Partner",
     "grp-employment", None, 2010, 2017,
     "Former in-house counsel at a national retail chain.",
     "Regular speaker on whistleblowing procedure."),
    # counsel and associates
    ("olena-bondarenko", "Олена Бондаренко", ["Olena Bondarenko"], "Senior Associate",
     "grp-arbitration", "soren-ostergaard", 2017, None,
     "Qualified in Kyiv and in England; works in Ukrainian, Russian and English.",
     "Spent a year on secondment with a Norwegian shipowner's legal team."),
    ("dmitry-volkov", "Дмитрий Волков", ["Dmitry Volkov"], "Associate",
     "grp-litigation", "anna-kuznetsova", 2020, None,
     "Qualified in 2020 after his training contract at the firm.",
     "Wrote the internal guide to technology-assisted document review."),
    ("eleni-nikolaou", "Ελένη Νικολάου", ["Eleni Nikolaou"], "Associate",
     "grp-corporate", "alexandros-papadopoulos", 2019, None,
     "Qualified in 2019; works in Greek and English.",
     "Spent six months on secondment with a private equity house."),
    ("omar-al-farsi", "عمر الفارسي", ["Omar Al-Farsi", "Omar Alfarsi"], "Senior Associate",
     "grp-arbitration", "layla-haddad", 2016, None,
     "Trained as a civil engineer before converting to law.",
     "Convenes the young practitioners' forum of a regional centre."),
    ("noa-levi", "נועה לוי", ["Noa Levi"], "Associate",
     "grp-restructuring", "david-cohen", 2021, None,
     "Qualified in Tel Aviv and in England.",
     "Previously a judicial clerk in Tel Aviv."),
    ("arjun-mehta", "अर्जुन मेहता", ["Arjun Mehta"], "Associate",
     "grp-ip", "priya-sharma", 2021, None,
     "Holds a master's degree in pharmacology.",
     "Works in Hindi, Gujarati and English."),
    ("chen-jing", "陈静", ["Chen Jing", "Jing Chen"], "Associate",
     "grp-competition", "chen-wei", 2022, None,
     "Qualified in 2022; works in Mandarin, Cantonese and English.",
     "Economics graduate of the LSE."),
    ("ken-sato", "佐藤 健", ["Ken Sato", "Sato Ken", "佐藤健"], "Associate",
     "grp-corporate", "yuko-tanaka", 2020, None,
     "Qualified in 2020; works in Japanese and English.",
     "Spent a training seat in a client's Osaka office."),
    ("kim-seoyeon", "김서연", ["Kim Seo-yeon", "Seoyeon Kim"], "Associate",
     "grp-employment", "kim-jihyun", 2022, None,
     "Qualified in 2022; works in Korean and English.",
     "Volunteers at a weekly advice clinic in Hackney."),
    ("park-minjun", "박민준", ["Park Min-jun", "Minjun Park"], "Senior Associate",
     "grp-litigation", "zofia-wisniewska", 2016, None,
     "Qualified in 2016; works in Korean and English.",
     "Takes most of the urgent out-of-hours applications on his side of the floor."),
    ("rohan-sharma", "रोहन शर्मा", ["Rohan Sharma"], "Associate",
     "grp-arbitration", "layla-haddad", 2021, None,
     "Qualified in Delhi and in England.",
     "Former research assistant to an investment treaty tribunal."),
    ("anna-berglund", "Anna Berglund", ["A. Berglund"], "Counsel",
     "grp-litigation", "tomas-o-briain", 2012, None,
     "Appellate specialist; qualified in Stockholm and in England.",
     "Has argued four appeals without a leader."),
    ("maria-jose-fernandez", "María José Fernández",
     ["Maria Jose Fernandez", "MJ Fernández"], "Senior Associate",
     "grp-real-estate", "ines-fabre-leger", 2015, None,
     "Qualified in Madrid and in England; works in Spanish, Portuguese and English.",
     "Drafted the firm's standard hotel management agreement."),
    ("maria-papadaki", "Μαρία Παπαδάκη", ["Maria Papadaki"], "Associate",
     "grp-restructuring", "mehmet-yilmaz", 2020, None,
     "Qualified in 2020; works in Greek and English.",
     "Previously worked for an insolvency practitioner in Athens."),
    ("david-okafor", "David Okafor", ["D. Okafor"], "Associate",
     "grp-litigation", "anna-kuznetsova", 2019, None,
     "Qualified in Lagos and in England.",
     "Former quantitative analyst on a rates trading desk."),
    ("lukas-dvorak", "Lukáš Dvořák", ["Lukas Dvorak"], "Associate",
     "grp-competition", "chen-wei", 2018, None,
     "Qualified in Prague and in England; works in Czech, German and English.",
     "Studied econometrics at Charles University."),
    ("yasmin-nasser", "ياسمين ناصر", ["Yasmin Nasser"], "Associate",
     "grp-employment", "rachel-cohen", 2021, None,
     "Qualified in 2021; works in Arabic and English.",
     "Sits on the steering group of the firm's inclusion network."),
    ("hiroshi-watanabe", "渡辺 浩", ["Hiroshi Watanabe", "Watanabe Hiroshi"],
     "Senior Associate", "grp-ip", "priya-sharma", 2014, None,
     "Holds a physics degree from Kyoto University.",
     "Qualified as a European patent attorney before becoming a solicitor."),
    ("ines-carvalho", "Inês Carvalho", ["Ines Carvalho"], "Associate",
     "grp-arbitration", "soren-ostergaard", 2022, None,
     "Qualified in Lisbon and in England; works in Portuguese and English.",
     "Interned at the Permanent Court of Arbitration in The Hague."),
    ("tamar-friedman", "תמר פרידמן", ["Tamar Friedman"], "Associate",
     "grp-real-estate", "ines-fabre-leger", 2021, None,
     "Qualified in 2021.",
     "Handles planning and rights-of-light questions."),
    # paralegals
    ("joanna-kowalczyk", "Joanna Kowalczyk", ["J. Kowalczyk"], "Paralegal",
     "grp-litigation", "zofia-wisniewska", 2019, None,
     "Manages trial bundles and e-disclosure workflows.",
     "Works in Polish and English."),
    ("aarav-gupta", "आरव गुप्ता", ["Aarav Gupta"], "Paralegal",
     "grp-arbitration", "olena-bondarenko", 2023, None,
     "Law graduate preparing for the solicitors' qualifying exam.",
     "Keeps the tracker of advances on costs."),
    ("sun-li", "孙丽", ["Sun Li", "Li Sun"], "Paralegal",
     "grp-corporate", "yuko-tanaka", 2020, None,
     "Runs data rooms and signing logistics.",
     "Works in Mandarin and English."),
    ("yui-nakamura", "中村 結衣", ["Yui Nakamura", "Nakamura Yui"], "Paralegal",
     "grp-ip", "hiroshi-watanabe", 2022, None,
     "Maintains the patent docketing calendar.",
     "Works in Japanese and English."),
    ("ivan-petrov", "Иван Петров", ["Ivan Petrov"], "Paralegal",
     "grp-restructuring", "david-cohen", 2021, None,
     "Prepares creditor schedules and proof-of-debt packs.",
     "Works in Russian, Bulgarian and English."),
    ("sinead-murphy", "Sinéad Murphy", ["Sinead Murphy"], "Paralegal",
     "grp-litigation", "tomas-o-briain", 2018, None,
     "Prepares appeal bundles and authorities lists.",
     "Works in Irish and English."),
    ("georgios-raptis", "Γιώργος Ράπτης", ["Giorgos Raptis", "George Raptis"], "Paralegal",
     "grp-real-estate", "maria-jose-fernandez", 2020, None,
     "Orders title reports and prepares Land Registry applications.",
     "Works in Greek and English."),
    ("hana-lee", "이하나", ["Lee Ha-na", "Hana Lee"], "Paralegal",
     "grp-employment", "kim-seoyeon", 2023, None,
     "Organises witness statement logistics and claim bundles.",
     "Works in Korean and English."),
    # business services
    ("fatima-zahra-bennani", "فاطمة الزهراء بناني", ["Fatima Zahra Bennani", "Fatima Bennani"],
     "Knowledge Lawyer", None, "tomas-o-briain", 2015, None,
     "Curates the precedent bank and the current awareness bulletin.",
     "Works in Arabic, French and English."),
    ("marek-novak", "Marek Novák", ["Marek Novak"], "Practice Manager",
     None, "alexandros-papadopoulos", 2012, None,
     "Oversees billing, forecasts and utilisation reports.",
     "Chartered management accountant."),
    ("shira-ben-ami", "שירה בן עמי", ["Shira Ben-Ami"], "Risk and Compliance Officer",
     None, "layla-haddad", 2016, None,
     "Runs client identification and anti-money-laundering screening.",
     "Former compliance manager at a payments company."),
    ("vikram-iyer", "विक्रम अय्यर", ["Vikram Iyer"], "Legal Technologist",
     None, "alexandros-papadopoulos", 2019, None,
     "Looks after the document management system and the firm-hosted assistant.",
     "Former developer at a legal software vendor."),
    ("claire-dubois", "Claire Dubois", ["C. Dubois"], "HR Director",
     None, "rachel-cohen", 2014, None,
     "Leads recruitment, appraisals and the trainee programme.",
     "Fellow of the CIPD."),
]
# fmt: on
# fmt: off
# --- people outside the firm --------------------------------------------------------------

# id, title, aliases, role, court or institution, two profile lines
BENCH = [
    ("harriet-pemberton", "Harriet Pemberton", ["Mrs Justice Pemberton", "Pemberton J"],
     "Judge", "court-commercial",
     "Appointed in 2017 after practice at the commercial bar.",
     "Known for tight timetables and short time estimates."),
    ("oluwaseun-adeyemi", "Oluwaseun Adeyemi", ["Mr Justice Adeyemi", "Adeyemi J"],
     "Judge", "court-commercial",
     "Appointed in 2020; formerly a shipping silk.",
     "Takes most of the list's urgent applications."),
    ("kwame-asante", "Kwame Asante", ["Mr Justice Asante", "Asante J"],
     "Judge", "court-insolvency",
     "Appointed in 2016; formerly an insolvency barrister.",
     "Has written extensively on the history of receivership."),
    ("meera-krishnan", "मीरा कृष्णन", ["Meera Krishnan", "Mrs Justice Krishnan"],
     "Judge", "court-patents",
     "Appointed in 2019; read chemistry at Cambridge before the bar.",
     "Prefers concurrent expert questioning."),
    ("marcus-everard", "Marcus Everard", ["Lord Justice Everard", "Everard LJ"],
     "Judge", "court-of-appeal",
     "Promoted to the appellate bench in 2021.",
     "Formerly a judge of the Chancery Division."),
    ("aoife-brennan", "Aoife Brennan", ["Employment Judge Brennan"],
     "Judge", "employment-tribunal",
     "Salaried judge in the London Central region since 2014.",
     "Previously a trade union solicitor."),
    ("hadas-shapiro", "הדס שפירא", ["Hadas Shapiro"],
     "Tribunal Chair", "cat",
     "Chairs panels of the tribunal in cartel appeals.",
     "Former chief economist at a national regulator."),
    ("akira-mori", "森 明", ["Akira Mori", "Mori Akira", "森明"],
     "Arbitrator", "siac",
     "Former judge of the Tokyo District Court, now a full-time arbitrator in Singapore.",
     "Sits mostly as presiding arbitrator."),
    ("sofia-marques", "Sofia Marques", ["S. Marques"],
     "Arbitrator", "icc-court",
     "Lisbon-based arbitrator and professor of construction law.",
     "Has presided over more than forty references."),
    ("nikolai-sokolov", "Николай Соколов", ["Nikolai Sokolov"],
     "Arbitrator", "lcia",
     "Maritime arbitrator in London; a former master mariner.",
     "Member of the panels of several maritime arbitrators' associations."),
]

# id, title, aliases, firm (None: independent), two profile lines
EXPERTS = [
    ("gunnar-holm", "Gunnar Holm", ["Dr Gunnar Holm", "G. Holm"], "holm-marine",
     "Naval architect and marine surveyor with thirty years of casualty investigations.",
     "Former principal surveyor at a classification society."),
    ("wang-fang", "王芳", ["Wang Fang", "Dr Fang Wang"], "ledgerline-forensics",
     "Forensic accountant specialising in lost-profit and cost-overrun claims.",
     "Chartered accountant in Hong Kong and in England."),
    ("yossi-mizrahi", "יוסי מזרחי", ["Yossi Mizrahi", "Prof. Mizrahi"], "cardinal-economics",
     "Industrial economist and professor at a London university.",
     "Specialises in information exchange and price coordination."),
    ("amara-diallo", "Amara Diallo", ["Dr Diallo", "Dr Amara Diallo"], "keystone-delay",
     "Planning engineer who builds as-planned versus as-built programme analyses.",
     "Chartered civil engineer with offshore foundation experience."),
    ("sanjay-rao", "संजय राव", ["Sanjay Rao", "Prof. Sanjay Rao"], None,
     "Professor of medicinal chemistry at a London university.",
     "Has testified in nine infringement actions."),
    ("ekaterina-orlova", "Екатерина Орлова", ["Ekaterina Orlova"], "ledgerline-forensics",
     "Valuation specialist and chartered financial analyst.",
     "Values derivatives, distressed businesses and plant."),
]

# id, title, aliases, firm, profile line
OPPOSING = [
    ("felix-heidemann", "Felix Heidemann", ["F. Heidemann"], "heidemann-partner",
     "Head of the Hamburg shipping disputes team."),
    ("chloe-whitlock", "Chloe Whitlock", ["C. Whitlock"], "brackwell-stone",
     "Banking litigator in the City with a large bank-side practice."),
    ("hamid-rahimi", "حمید رحیمی", ["Hamid Rahimi"], "brackwell-stone",
     "Restructuring and banking disputes lawyer in the City."),
    ("lucy-carrow", "Lucy Carrow", ["L. Carrow"], "carrow-fitch",
     "Commercial litigator; daughter of one of the founders."),
    ("svetlana-morozova", "Светлана Морозова", ["Svetlana Morozova"], "carrow-fitch",
     "Patent litigator with a biochemistry doctorate."),
    ("joao-aragao", "João Aragão", ["Joao Aragao"], "mendes-aragao",
     "Construction and energy disputes lawyer in Lisbon."),
]

# id, title, aliases, company, position, profile line
CONTACTS = [
    ("ingrid-halvorsen", "Ingrid Halvorsen", ["I. Halvorsen"], "halvorsen-shipping",
     "General Counsel", "Third generation of the founding family; trained as a lawyer in Oslo."),
    ("tariq-mansour", "طارق منصور", ["Tariq Mansour"], "qasr-hospitality",
     "Chief Financial Officer", "Signs off every budget over one million riyals."),
    ("liu-yang", "刘洋", ["Liu Yang", "Yang Liu"], "jadeport-logistics",
     "Legal Director", "Based in Hong Kong; reports to the group chief executive."),
    ("hannah-weiss", "Hannah Weiß", ["Hannah Weiss"], "kessler-brauerei",
     "Head of Legal", "Qualified in Munich; handles export distribution."),
    ("rahul-verma", "राहुल वर्मा", ["Rahul Verma"], "veda-pharma",
     "General Counsel", "Splits his time between Hyderabad and Cambridge."),
    ("yoon-seojun", "윤서준", ["Yoon Seo-jun", "Seojun Yoon"], "hanbit-semiconductors",
     "Head of Licensing", "Former engineer on the memory controller line."),
    ("katarzyna-zielinska", "Katarzyna Zielińska", ["Katarzyna Zielinska"], "polaris-retail",
     "Group Treasurer", "Signed the original hedging confirmations in 2019."),
    ("miguel-santos", "Miguel Santos", ["M. Santos"], "atlantico-logistica",
     "Chief Executive", "Founder's son; led the expansion into the Balkans."),
    ("eitan-barak", "איתן ברק", ["Eitan Barak"], "cedarline-analytics",
     "Founder and Chief Executive", "Former risk modeller at an Israeli bank."),
    ("olga-ivanova", "Ольга Иванова", ["Olga Ivanova"], "nordlys-energy",
     "Senior Legal Counsel", "Handles the supply chain contracts for the offshore portfolio."),
]

# --- organisations ------------------------------------------------------------------------

# id, title, aliases, description, client since
CLIENTS = [
    ("halvorsen-shipping", "Halvorsen Shipping AS", ["Halvorsen"],
     "Family-owned operator of product tankers, headquartered in Bergen.", 2014),
    ("qasr-hospitality", "Qasr Hospitality Group", ["Qasr"],
     "Doha-based hotel owner with properties in London, Dubai and Singapore.", 2019),
    ("jadeport-logistics", "Jadeport Logistics Ltd", ["Jadeport"],
     "Freight forwarder and container terminal operator in Hong Kong and Rotterdam.", 2016),
    ("kessler-brauerei", "Kessler Brauerei GmbH", ["Kessler"],
     "Bavarian brewer exporting to Britain through a distributor.", 2018),
    ("veda-pharma", "Veda Pharmaceuticals Ltd", ["Veda Pharma", "Veda"],
     "Research-based drug maker in Hyderabad and Cambridge.", 2013),
    ("hanbit-semiconductors", "Hanbit Semiconductor Co., Ltd.", ["Hanbit"],
     "Korean chip designer licensing memory controller technology.", 2021),
    ("polaris-retail", "Polaris Retail S.A.", ["Polaris"],
     "Warsaw-listed chain of DIY stores with a British subsidiary.", 2017),
    ("atlantico-logistica", "Atlântico Logística Lda", ["Atlantico Logistica", "Atlântico"],
     "Portuguese cold-chain warehousing company.", 2022),
    ("cedarline-analytics", "Cedarline Analytics Ltd", ["Cedarline"],
     "Venture-backed maker of credit-risk software, founded in Tel Aviv.", 2020),
    ("nordlys-energy", "Nordlys Energy ASA", ["Nordlys"],
     "Oslo-listed developer of offshore wind farms.", 2015),
    ("greywater-estates", "Greywater Estates plc", ["Greywater"],
     "Owner of a central London hotel and office portfolio.", 2011),
    ("meridian-foods", "Meridian Foods Ltd", ["Meridian"],
     "Manufacturer of chilled ready meals for supermarkets.", 2012),
    ("solace-care-homes", "Solace Care Homes Ltd", ["Solace"],
     "Operator of forty residential care homes in the Midlands.", 2020),
    ("orrin-capital", "Orrin Capital Partners LLP", ["Orrin", "Orrin Capital"],
     "Private credit fund and secured lender to mid-market manufacturers.", 2019),
]

# id, title, aliases, description
OTHERS = [
    ("brightwater-marine", "Brightwater Marine Services Ltd", ["Brightwater"],
     "Ship repair yard on the Tyne."),
    ("statberg-offshore", "Statberg Offshore AS", ["Statberg"],
     "Fabricator of monopile foundations for offshore wind."),
    ("alcazar-construction", "Alcazar Construction SL", ["Alcazar"],
     "Spanish main contractor with a Singapore branch."),
    ("norgate-bank", "Norgate Bank plc", ["Norgate"], "British clearing bank."),
    ("ridgeway-dairies", "Ridgeway Dairies Ltd", ["Ridgeway"],
     "Dairy cooperative supplying milk and cream to food manufacturers."),
    ("hartmann-logistik", "Hartmann Logistik GmbH", ["Hartmann"],
     "Drinks distributor that held British rights to a Bavarian beer."),
    ("thessaly-generics", "Thessaly Generics SA", ["Thessaly"],
     "Greek generic medicines manufacturer."),
    ("ironbridge-steel", "Ironbridge Steel Ltd", ["Ironbridge", "Ironbridge Steel"],
     "Steel fabricator in South Wales, in administration since last summer."),
    ("cma", "Competition and Markets Authority", ["CMA"], "The British competition regulator."),
    ("ashgrove-equity", "Ashgrove Equity Partners", ["Ashgrove"],
     "Mid-market private equity house."),
    ("kovac-holdings", "Kovač Holdings d.o.o.", ["Kovac Holdings", "Kovač"],
     "Croatian cold storage group."),
    ("rhine-delta-terminals", "Rhine Delta Terminals BV", ["Rhine Delta"],
     "Dutch inland container terminal operator."),
    ("vantor-semiconductors", "Vantor Semiconductors Inc.", ["Vantor"],
     "Listed American chip company."),
    ("stellan-reit", "Stellan REIT plc", ["Stellan"], "Listed property investment trust."),
]

# id, title, aliases, description, whom it represents
LAW_FIRMS = [
    ("heidemann-partner", "Heidemann & Partner", ["Heidemann"],
     "Hamburg shipping boutique with a London office.", ["brightwater-marine"]),
    ("brackwell-stone", "Brackwell Stone LLP", ["Brackwell Stone", "Brackwells"],
     "City firm with a large bank-side finance litigation practice.", ["norgate-bank"]),
    ("carrow-fitch", "Carrow Fitch LLP", ["Carrow Fitch"],
     "London disputes firm with patent and commercial teams.",
     ["ridgeway-dairies", "thessaly-generics"]),
    ("mendes-aragao", "Mendes Aragão Advogados", ["Mendes Aragao", "Mendes Aragão"],
     "Lisbon firm known for construction and energy work.", ["statberg-offshore"]),
]

# id, title, aliases, description
EXPERT_FIRMS = [
    ("ledgerline-forensics", "Ledgerline Forensics", ["Ledgerline"],
     "Forensic accounting and valuation consultancy in London and Hong Kong."),
    ("cardinal-economics", "Cardinal Economics", ["Cardinal"],
     "Economic consultancy for antitrust and regulatory work."),
    ("keystone-delay", "Keystone Delay Analysis", ["Keystone"],
     "Planning and programming consultancy for construction projects."),
    ("holm-marine", "Holm Marine Consulting AS", ["Holm Marine"],
     "Naval architecture and marine casualty consultancy in Bergen."),
]

# id, title, aliases, description, listing (evidence key), appeals go to
COURTS = [
    ("court-commercial", "Commercial Court (King's Bench Division)", ["Commercial Court"],
     "Specialist High Court list in the Rolls Building for banking, shipping, insurance and "
     "trading disputes.", "courts:high", "court-of-appeal"),
    ("court-insolvency", "Insolvency and Companies List", ["Companies Court"],
     "Chancery Division list for administrations, winding up, schemes and restructuring "
     "plans.", "courts:high", "court-of-appeal"),
    ("court-patents", "Patents Court", [],
     "Part of the Chancery Division for patent and registered design actions.",
     "courts:high", "court-of-appeal"),
    ("court-of-appeal", "Court of Appeal (Civil Division)", ["Court of Appeal"],
     "Hears appeals from the High Court, usually once permission is given.",
     "courts:high", None),
    ("employment-tribunal", "Employment Tribunal (London Central)", ["London Central ET"],
     "First-tier forum for unfair dismissal, wage and discrimination claims.",
     "courts:tribunals", None),
    ("cat", "Competition Appeal Tribunal", ["CAT"],
     "Specialist tribunal for appeals against competition decisions and collective actions.",
     "courts:tribunals", "court-of-appeal"),
    ("icc-court", "ICC International Court of Arbitration", ["ICC"],
     "Administers ICC references worldwide from Paris and scrutinises draft awards.",
     "courts:arb", None),
    ("lcia", "London Court of International Arbitration", ["LCIA"],
     "London institution administering references under the LCIA Rules.",
     "courts:arb", None),
    ("siac", "Singapore International Arbitration Centre", ["SIAC"],
     "Administers references seated in Singapore and elsewhere under the SIAC Rules.",
     "courts:arb", None),
]
# fmt: on

# --- matters --------------------------------------------------------------------------------

# Each paragraph of a matter's page is (text, evidence key, label); "el" is the matter's own
# engagement letter.
MATTERS = [
    dict(
        id="m-halvorsen-v-brightwater",
        title="Halvorsen v Brightwater",
        aliases=["Halvorsen Shipping v Brightwater Marine"],
        group="grp-arbitration",
        client="halvorsen-shipping",
        other=[("against", "brightwater-marine")],
        forum="lcia",
        lead="soren-ostergaard",
        team=["olena-bondarenko", "ines-carvalho", "aarav-gupta"],
        contact="ingrid-halvorsen",
        experts=["gunnar-holm"],
        concepts=["c-remoteness"],
        opened="2025-09-15",
        ref="EL-2025-041",
        fee="Hourly rates with a ten per cent discount and a budget reviewed at each phase.",
        paras=[
            (
                "Claim for the cost of a second dry-docking after a hull repair to the product "
                "tanker Frøya failed within four months.",
                "el",
                "engagement letter",
            ),
            (
                "The sum claimed is USD 14.2 million, including eleven weeks of lost hire under a "
                "time charter.",
                "el",
                "engagement letter",
            ),
            (
                "The yard says the lost hire is too remote and blames the crew's ballast handling "
                "for the cracking.",
                "rcpt:arb",
                "answer received",
            ),
        ],
    ),
    dict(
        id="m-nordlys-v-statberg",
        title="Nordlys v Statberg",
        aliases=["Sørvest foundations arbitration"],
        group="grp-arbitration",
        client="nordlys-energy",
        other=[("against", "statberg-offshore")],
        forum="icc-court",
        lead="layla-haddad",
        team=["omar-al-farsi", "rohan-sharma"],
        contact="olga-ivanova",
        experts=["amara-diallo"],
        concepts=["c-concurrent-delay"],
        opened="2025-06-02",
        ref="EL-2025-022",
        fee="Capped fee for each procedural phase, with an uplift on any net recovery.",
        paras=[
            (
                "Claim for liquidated damages after monopile foundations for the Sørvest offshore "
                "wind farm arrived seven months late.",
                "el",
                "engagement letter",
            ),
            (
                "Statberg counterclaims for more time and prolongation costs, blaming late design "
                "information from the client.",
                "rcpt:arb",
                "answer and counterclaim",
            ),
            (
                "Seated in Paris under the [[page:icc-court|ICC]] Rules, with three arbitrators.",
                "el",
                "engagement letter",
            ),
        ],
    ),
    dict(
        id="m-qasr-v-alcazar",
        title="Qasr v Alcazar",
        aliases=["Qasr Hospitality v Alcazar Construction"],
        group="grp-arbitration",
        client="qasr-hospitality",
        other=[("against", "alcazar-construction")],
        forum="siac",
        lead="layla-haddad",
        team=["omar-al-farsi", "ines-carvalho"],
        contact="tariq-mansour",
        experts=["wang-fang"],
        concepts=["c-separability"],
        opened="2025-11-20",
        ref="EL-2025-057",
        fee="Hourly rates; disbursements paid by an approved third-party funder.",
        paras=[
            (
                "Claim over defective façade panels and an undersized chiller plant at the "
                "client's Marina Bay hotel.",
                "el",
                "engagement letter",
            ),
            (
                "The contractor objects that the arbitration clause fell away when the building "
                "contract was terminated.",
                "rcpt:arb",
                "response to the notice",
            ),
            ("Remedial works are costed at SGD 31 million.", "el", "engagement letter"),
        ],
    ),
    dict(
        id="m-polaris-v-norgate",
        title="Polaris v Norgate",
        aliases=["Polaris swaps claim"],
        group="grp-litigation",
        client="polaris-retail",
        other=[("against", "norgate-bank")],
        forum="court-commercial",
        lead="anna-kuznetsova",
        team=["dmitry-volkov", "david-okafor", "joanna-kowalczyk"],
        contact="katarzyna-zielinska",
        experts=["ekaterina-orlova"],
        concepts=["c-contractual-estoppel"],
        opened="2025-03-10",
        ref="EL-2025-009",
        fee="Hourly rates capped at £1.9 million to the end of trial.",
        paras=[
            (
                "Claim that Norgate mis-sold interest rate swaps tied to the facility that funded "
                "the 2019 purchase of the British stores.",
                "el",
                "engagement letter",
            ),
            (
                "The defence relies on the non-reliance clauses in the standard terms of business.",
                "rcpt:courts",
                "defence served",
            ),
            ("Break costs of £22 million are claimed as damages.", "el", "engagement letter"),
        ],
    ),
    dict(
        id="m-meridian-v-ridgeway",
        title="Meridian v Ridgeway",
        aliases=["Meridian Foods v Ridgeway Dairies"],
        group="grp-litigation",
        client="meridian-foods",
        other=[("against", "ridgeway-dairies")],
        forum="court-commercial",
        lead="zofia-wisniewska",
        team=["park-minjun", "joanna-kowalczyk"],
        contact=None,
        experts=["wang-fang"],
        concepts=["c-relational-good-faith"],
        opened="2025-07-21",
        ref="EL-2025-031",
        fee="Hourly rates with an agreed budget for the expedited trial.",
        paras=[
            (
                "Ridgeway gave notice ending a ten-year cream supply agreement half way through "
                "its term.",
                "el",
                "engagement letter",
            ),
            (
                "The client says the notice was given in bad faith to force a price rise.",
                "el",
                "engagement letter",
            ),
            (
                "An order keeps deliveries going until judgment.",
                "hn:h-meridian-injunction",
                "attendance note",
            ),
        ],
    ),
    dict(
        id="m-kessler-v-hartmann",
        title="Kessler v Hartmann (appeal)",
        aliases=["Kessler v Hartmann"],
        group="grp-litigation",
        client="kessler-brauerei",
        other=[("against", "hartmann-logistik")],
        forum="court-of-appeal",
        lead="tomas-o-briain",
        team=["anna-berglund", "sinead-murphy"],
        contact="hannah-weiss",
        experts=[],
        concepts=["c-penalty-rule"],
        opened="2025-10-06",
        ref="EL-2025-049",
        fee="Fixed fee for the appeal.",
        paras=[
            (
                "Challenges a first-instance ruling that the minimum-volume payment in the "
                "British distribution agreement was unenforceable.",
                "el",
                "engagement letter",
            ),
            ("Permission was granted on the papers.", "rcpt:courts", "sealed order"),
        ],
    ),
    dict(
        id="m-veda-v-thessaly",
        title="Veda v Thessaly",
        aliases=["Veda Pharmaceuticals v Thessaly Generics"],
        group="grp-ip",
        client="veda-pharma",
        other=[("against", "thessaly-generics")],
        forum="court-patents",
        lead="priya-sharma",
        team=["hiroshi-watanabe", "arjun-mehta", "yui-nakamura"],
        contact="rahul-verma",
        experts=["sanjay-rao"],
        concepts=["c-obviousness"],
        opened="2025-02-17",
        ref="EL-2025-006",
        fee="Hourly rates, paid monthly on account.",
        paras=[
            (
                "Infringement action over the patent for the extended-release formulation of the "
                "client's anticoagulant.",
                "el",
                "engagement letter",
            ),
            (
                "Thessaly counterclaims for revocation, arguing the formulation was obvious over "
                "a 2009 journal article.",
                "rcpt:courts",
                "defence and counterclaim",
            ),
        ],
    ),
    dict(
        id="m-ironbridge-administration",
        title="Ironbridge Steel administration",
        aliases=["Ironbridge administration"],
        group="grp-restructuring",
        client="orrin-capital",
        other=[("debtor", "ironbridge-steel")],
        forum="court-insolvency",
        lead="david-cohen",
        team=["noa-levi", "ivan-petrov"],
        contact=None,
        experts=["ekaterina-orlova"],
        concepts=["c-administration-moratorium"],
        opened="2025-08-04",
        ref="EL-2025-035",
        fee="Hourly rates, paid from the estate once approved.",
        paras=[
            (
                "Acting for the secured lender in the administration of a South Wales steel "
                "fabricator.",
                "el",
                "engagement letter",
            ),
            (
                "The lender holds a qualifying floating charge and chose the administrators.",
                "el",
                "engagement letter",
            ),
            (
                "The Newport works were sold as a going concern to a management buyer.",
                "hn:h-ironbridge-directions",
                "attendance note",
            ),
        ],
    ),
    dict(
        id="m-solace-tribunal",
        title="Solace sleep-in claims",
        aliases=["Solace Care Homes tribunal claims"],
        group="grp-employment",
        client="solace-care-homes",
        other=[],
        forum="employment-tribunal",
        lead="kim-jihyun",
        team=["kim-seoyeon", "hana-lee"],
        contact=None,
        experts=[],
        concepts=["c-sleep-in"],
        opened="2025-04-14",
        ref="EL-2025-014",
        fee="Fixed fee per stage.",
        paras=[
            (
                "Defending 63 claims by night care workers who say every sleep-in hour should be "
                "paid at the national minimum wage.",
                "el",
                "engagement letter",
            ),
            (
                "Two lead cases were chosen to decide the common issues.",
                "hn:h-solace-preliminary",
                "attendance note",
            ),
        ],
    ),
    dict(
        id="m-jadeport-v-cma",
        title="Jadeport v CMA",
        aliases=["Jadeport CAT appeal"],
        group="grp-competition",
        client="jadeport-logistics",
        other=[("against", "cma")],
        forum="cat",
        lead="chen-wei",
        team=["lukas-dvorak", "chen-jing"],
        contact="liu-yang",
        experts=["yossi-mizrahi"],
        concepts=["c-single-continuous-infringement"],
        opened="2025-05-12",
        ref="EL-2025-018",
        fee="Hourly rates with a cap per phase.",
        paras=[
            (
                "Challenges a £38 million penalty for swapping pricing information with other "
                "freight forwarders.",
                "el",
                "engagement letter",
            ),
            (
                "The grounds say the contacts were separate and mostly time-barred, not one "
                "continuous infringement.",
                "rcpt:tribunals",
                "notice lodged",
            ),
        ],
    ),
    dict(
        id="project-heron",
        title="Project Heron",
        aliases=["Heron"],
        group="grp-corporate",
        client="cedarline-analytics",
        other=[("counterparty", "ashgrove-equity")],
        forum=None,
        lead="alexandros-papadopoulos",
        team=["eleni-nikolaou", "sun-li"],
        contact="eitan-barak",
        experts=[],
        concepts=[],
        opened="2026-01-19",
        ref="EL-2026-003",
        fee="Fixed fee with a discount if the sale aborts.",
        paras=[
            (
                "Sale of the entire share capital of the client for about £140 million.",
                "el",
                "engagement letter",
            ),
            (
                "Warranty and indemnity insurance replaces most of the sellers' exposure.",
                "el",
                "engagement letter",
            ),
        ],
    ),
    dict(
        id="project-kestrel",
        title="Project Kestrel",
        aliases=["Kestrel"],
        group="grp-corporate",
        client="atlantico-logistica",
        other=[("counterparty", "kovac-holdings")],
        forum=None,
        lead="yuko-tanaka",
        team=["ken-sato", "sun-li"],
        contact="miguel-santos",
        experts=[],
        concepts=[],
        opened="2025-12-01",
        ref="EL-2025-063",
        fee="Hourly rates capped at EUR 600,000.",
        paras=[
            (
                "Purchase of a Croatian cold storage business with six warehouses around Zagreb "
                "and Split.",
                "el",
                "engagement letter",
            ),
            ("Completion waits for Croatian merger clearance.", "el", "engagement letter"),
        ],
    ),
    dict(
        id="project-juniper",
        title="Project Juniper",
        aliases=["Juniper"],
        group="grp-competition",
        client="jadeport-logistics",
        other=[("counterparty", "rhine-delta-terminals")],
        forum=None,
        lead="chen-wei",
        team=["lukas-dvorak"],
        contact="liu-yang",
        experts=[],
        concepts=[],
        opened="2026-02-09",
        ref="EL-2026-008",
        fee="Fixed fee for the notifications.",
        paras=[
            (
                "Merger control notifications for the client's purchase of a Dutch inland "
                "container terminal.",
                "el",
                "engagement letter",
            ),
            (
                "Notifications go to the Dutch authority and, voluntarily, to the British "
                "regulator.",
                "el",
                "engagement letter",
            ),
        ],
    ),
    dict(
        id="project-tamarind",
        title="Project Tamarind",
        aliases=["Tamarind"],
        group="grp-ip",
        client="hanbit-semiconductors",
        other=[("counterparty", "vantor-semiconductors")],
        forum=None,
        lead="priya-sharma",
        team=["arjun-mehta", "yui-nakamura"],
        contact="yoon-seojun",
        experts=[],
        concepts=[],
        opened="2025-10-27",
        ref="EL-2025-052",
        fee="Hourly rates.",
        paras=[
            (
                "Cross-licence of memory controller patents between the client and an American "
                "chip company.",
                "el",
                "engagement letter",
            ),
            (
                "Royalty-free for three years, then a running royalty on each unit sold.",
                "el",
                "engagement letter",
            ),
        ],
    ),
    dict(
        id="project-larch",
        title="Project Larch",
        aliases=["Larch"],
        group="grp-real-estate",
        client="greywater-estates",
        other=[("counterparty", "stellan-reit")],
        forum=None,
        lead="ines-fabre-leger",
        team=["maria-jose-fernandez", "georgios-raptis"],
        contact=None,
        experts=[],
        concepts=[],
        opened="2025-09-01",
        ref="EL-2025-038",
        fee="Fixed fee per building.",
        paras=[
            (
                "Sale of five office buildings in Fitzrovia to a listed property trust.",
                "el",
                "engagement letter",
            ),
            (
                "Exchange and completion are split; the last building completes after a tenant's "
                "break date.",
                "el",
                "engagement letter",
            ),
        ],
    ),
    dict(
        id="project-osprey",
        title="Project Osprey",
        aliases=["Osprey"],
        group="grp-restructuring",
        client="polaris-retail",
        other=[("counterparty", "norgate-bank")],
        forum="court-insolvency",
        lead="mehmet-yilmaz",
        team=["maria-papadaki", "noa-levi"],
        contact=None,
        experts=[],
        concepts=["c-cross-class-cramdown"],
        opened="2026-01-05",
        ref="EL-2026-001",
        fee="Hourly rates with a completion fee on sanction.",
        paras=[
            (
                "Restructuring plan for the client's British subsidiary, compromising rent "
                "arrears and the term loan.",
                "el",
                "engagement letter",
            ),
            (
                "Norgate Bank, the term lender, voted against the plan.",
                "hn:h-osprey-sanction",
                "attendance note",
            ),
        ],
    ),
    dict(
        id="m-meridian-consultation",
        title="Meridian collective consultation",
        aliases=["Meridian Wakefield consultation"],
        group="grp-employment",
        client="meridian-foods",
        other=[],
        forum=None,
        lead="rachel-cohen",
        team=["yasmin-nasser", "hana-lee"],
        contact=None,
        experts=[],
        concepts=[],
        opened="2026-02-23",
        ref="EL-2026-011",
        fee="Fixed fee.",
        paras=[
            (
                "Advice on closing the Wakefield plant and consulting on 240 proposed "
                "redundancies.",
                "el",
                "engagement letter",
            ),
            (
                "Employee representatives are to be elected before consultation opens.",
                "el",
                "engagement letter",
            ),
        ],
    ),
    dict(
        id="m-qasr-lease",
        title="Qasr Mayfair hotel lease",
        aliases=["Qasr lease"],
        group="grp-real-estate",
        client="qasr-hospitality",
        other=[("counterparty", "greywater-estates")],
        forum=None,
        lead="ines-fabre-leger",
        team=["tamar-friedman"],
        contact="tariq-mansour",
        experts=[],
        concepts=[],
        opened="2026-03-02",
        ref="EL-2026-014",
        fee="Hourly rates.",
        paras=[
            (
                "Agreement for a 35-year lease of a hotel building on Brook Street.",
                "el",
                "engagement letter",
            ),
            (
                "The landlord is an existing client, so the instruction was [[page:dec-qasr-barrier"
                "|cleared]] with conditions before work began.",
                "min:mt-intake-qasr",
                "minutes",
            ),
        ],
    ),
]

# fmt: off
# --- hearings ------------------------------------------------------------------------------

# id, title, matter, forum, before, date, days, our attendees, others present,
# witnesses, what happened, whether the page links its matter inline
HEARINGS = [
    ("h-halvorsen-procedural", "Halvorsen v Brightwater — first procedural conference",
     "m-halvorsen-v-brightwater", "lcia", "nikolai-sokolov", "2025-12-09", 1,
     ["soren-ostergaard", "olena-bondarenko"], ["felix-heidemann", "ingrid-halvorsen"], [],
     "The timetable was fixed and document production ordered by Redfern schedule.", False),
    ("h-halvorsen-merits", "Halvorsen v Brightwater — evidentiary hearing",
     "m-halvorsen-v-brightwater", "lcia", "nikolai-sokolov", "2026-09-14", 5,
     ["soren-ostergaard", "olena-bondarenko", "ines-carvalho", "aarav-gupta"],
     ["felix-heidemann"], ["gunnar-holm"],
     "Dr Holm was cross-examined for most of the third day on the welding records.", False),
    ("h-nordlys-cmc", "Nordlys v Statberg — case management conference",
     "m-nordlys-v-statberg", "icc-court", "sofia-marques", "2025-10-16", 1,
     ["layla-haddad", "omar-al-farsi"], ["olga-ivanova", "joao-aragao"], [],
     "Terms of reference were signed; the request to split liability from quantum was "
     "refused.", True),
    ("h-nordlys-merits", "Nordlys v Statberg — hearing on delay and quantum",
     "m-nordlys-v-statberg", "icc-court", "sofia-marques", "2026-06-08", 10,
     ["layla-haddad", "omar-al-farsi", "rohan-sharma"], ["joao-aragao"], ["amara-diallo"],
     "Ten days in Paris; post-hearing briefs were ordered on concurrency.", False),
    ("h-qasr-jurisdiction", "Qasr v Alcazar — jurisdiction hearing",
     "m-qasr-v-alcazar", "siac", "akira-mori", "2026-04-21", 2,
     ["layla-haddad", "ines-carvalho"], ["tariq-mansour"], [],
     "The tribunal upheld its own jurisdiction, with reasons to follow in a partial award.",
     False),
    ("h-polaris-cmc", "Polaris v Norgate — case management conference",
     "m-polaris-v-norgate", "court-commercial", "harriet-pemberton", "2025-06-24", 1,
     ["anna-kuznetsova", "dmitry-volkov"], ["chloe-whitlock"], [],
     "A trial window was fixed and disclosure limited to the swap sale files.", True),
    ("h-polaris-strike-out", "Polaris v Norgate — strike-out application",
     "m-polaris-v-norgate", "court-commercial", "harriet-pemberton", "2025-11-11", 1,
     ["anna-kuznetsova", "david-okafor"],
     ["chloe-whitlock", "hamid-rahimi", "katarzyna-zielinska"], [],
     "The bank's bid to strike out the misrepresentation claim failed, costs in the case.",
     False),
    ("h-polaris-trial", "Polaris v Norgate — trial",
     "m-polaris-v-norgate", "court-commercial", "harriet-pemberton", "2026-05-11", 8,
     ["anna-kuznetsova", "dmitry-volkov", "david-okafor", "joanna-kowalczyk"],
     ["chloe-whitlock", "hamid-rahimi"], ["ekaterina-orlova"],
     "Eight-day trial; judgment reserved.", False),
    ("h-meridian-injunction", "Meridian v Ridgeway — interim injunction",
     "m-meridian-v-ridgeway", "court-commercial", "oluwaseun-adeyemi", "2025-07-29", 1,
     ["zofia-wisniewska", "park-minjun"], ["lucy-carrow"], [],
     "Supply must continue until trial, on the client's cross-undertaking in damages.", True),
    ("h-meridian-trial", "Meridian v Ridgeway — expedited trial",
     "m-meridian-v-ridgeway", "court-commercial", "oluwaseun-adeyemi", "2026-01-26", 4,
     ["zofia-wisniewska", "park-minjun", "joanna-kowalczyk"], ["lucy-carrow"], ["wang-fang"],
     "Judgment for the client on liability, with damages to be assessed.", False),
    ("h-kessler-appeal", "Kessler v Hartmann — appeal hearing",
     "m-kessler-v-hartmann", "court-of-appeal", "marcus-everard", "2026-03-17", 2,
     ["tomas-o-briain", "anna-berglund", "sinead-murphy"], ["hannah-weiss"], [],
     "Two days of argument; judgment reserved.", False),
    ("h-veda-pretrial", "Veda v Thessaly — pre-trial review",
     "m-veda-v-thessaly", "court-patents", "meera-krishnan", "2025-09-30", 1,
     ["hiroshi-watanabe", "arjun-mehta"], ["svetlana-morozova"], [],
     "The timetable was settled and expert reports ordered to be exchanged in sequence.",
     False),
    ("h-veda-trial", "Veda v Thessaly — trial",
     "m-veda-v-thessaly", "court-patents", "meera-krishnan", "2025-11-24", 6,
     ["priya-sharma", "hiroshi-watanabe", "arjun-mehta", "yui-nakamura"],
     ["svetlana-morozova", "rahul-verma"], ["sanjay-rao"],
     "The patent was held valid and infringed, and an injunction followed.", False),
    ("h-ironbridge-appointment", "Ironbridge — appointment of administrators",
     "m-ironbridge-administration", "court-insolvency", "kwame-asante", "2025-08-06", 1,
     ["david-cohen", "noa-levi"], [], [],
     "Administrators were appointed on the lender's application the same afternoon.", False),
    ("h-ironbridge-directions", "Ironbridge — directions application",
     "m-ironbridge-administration", "court-insolvency", "kwame-asante", "2025-10-02", 1,
     ["david-cohen", "ivan-petrov"], [], ["ekaterina-orlova"],
     "The sale of the Newport works was approved after valuation evidence.", True),
    ("h-solace-preliminary", "Solace — preliminary hearing",
     "m-solace-tribunal", "employment-tribunal", "aoife-brennan", "2025-06-10", 1,
     ["kim-jihyun", "kim-seoyeon"], [], [],
     "The claims were consolidated and two lead cases chosen.", False),
    ("h-solace-final", "Solace — final hearing",
     "m-solace-tribunal", "employment-tribunal", "aoife-brennan", "2026-02-02", 3,
     ["kim-jihyun", "kim-seoyeon", "hana-lee"], [], [],
     "The claims were dismissed: asleep on call, the workers were available for work, not "
     "working.", False),
    ("h-jadeport-cat", "Jadeport v CMA — main hearing",
     "m-jadeport-v-cma", "cat", "hadas-shapiro", "2026-03-03", 5,
     ["chen-wei", "lukas-dvorak", "chen-jing"], ["liu-yang"], ["yossi-mizrahi"],
     "Five days of argument; the panel reserved its ruling on liability and penalty.", False),
    ("h-osprey-sanction", "Project Osprey — sanction hearing",
     "project-osprey", "court-insolvency", "kwame-asante", "2026-04-14", 2,
     ["mehmet-yilmaz", "maria-papadaki", "noa-levi"], ["hamid-rahimi"], [],
     "The plan was sanctioned over the dissenting lender class.", False),
]

# What people call some hearings and meetings.
SHORT_NAMES = {
    "h-nordlys-cmc": ["Nordlys CMC"],
    "h-polaris-cmc": ["Polaris CMC"],
    "h-veda-pretrial": ["Veda PTR"],
    "mt-pricing-afa": ["AFA session"],
    "mt-board-strategy": ["strategy away day"],
}

# --- committee meetings and decisions ------------------------------------------------------

# id, title, committee, date, attendees, what was discussed
MEETINGS = [
    ("mt-risk-q1", "Risk and Compliance Committee — first-quarter review", "cmt-risk",
     "2026-01-28", ["layla-haddad", "shira-ben-ami", "zofia-wisniewska", "david-cohen"],
     "Professional indemnity renewal, funder due diligence, two near-miss deadlines."),
    ("mt-risk-q3", "Risk and Compliance Committee — third-quarter review", "cmt-risk",
     "2026-07-22", ["layla-haddad", "shira-ben-ami", "vikram-iyer", "zofia-wisniewska"],
     "Drafting tools pilot results, expert spend, phishing test results."),
    ("mt-intake-qasr", "Intake Committee — Qasr lease conflict review", "cmt-intake",
     "2026-02-26", ["zofia-wisniewska", "tomas-o-briain", "shira-ben-ami", "ines-fabre-leger"],
     "Whether the firm can act for a tenant against an existing landlord client."),
    ("mt-intake-monthly", "Intake Committee — monthly clearance meeting", "cmt-intake",
     "2026-04-29", ["zofia-wisniewska", "mehmet-yilmaz", "shira-ben-ami"],
     "Eleven new instructions reviewed; one request from a licensing counterparty."),
    ("mt-pricing-annual", "Pricing and Fees Committee — annual rate review", "cmt-pricing",
     "2026-03-11", ["yuko-tanaka", "marek-novak", "anna-kuznetsova", "chen-wei"],
     "Market rate survey, realisation by group, client pushback on uplifts."),
    ("mt-pricing-afa", "Pricing and Fees Committee — alternative fee arrangements",
     "cmt-pricing", "2026-05-20", ["yuko-tanaka", "marek-novak", "priya-sharma"],
     "Capped fees, conditional fees and damages-based agreements across the disputes "
     "groups."),
    ("mt-board-strategy", "Management Board — strategy away day", "cmt-management",
     "2026-02-12",
     ["alexandros-papadopoulos", "soren-ostergaard", "anna-kuznetsova", "david-cohen",
      "yuko-tanaka"],
     "Five-year plan, Asian arbitration demand, lateral hires."),
    ("mt-board-budget", "Management Board — budget meeting", "cmt-management", "2026-06-17",
     ["alexandros-papadopoulos", "marek-novak", "yuko-tanaka"],
     "Next year's budget, headcount, community commitments."),
    ("mt-knowledge-review", "Knowledge Committee — precedent bank review", "cmt-knowledge",
     "2026-04-08",
     ["tomas-o-briain", "fatima-zahra-bennani", "hiroshi-watanabe", "anna-berglund"],
     "Out-of-date templates, ownership of the precedent bank, training calendar."),
    ("mt-people-review", "People and Development Committee — associate review round",
     "cmt-people", "2026-06-03",
     ["rachel-cohen", "claire-dubois", "kim-jihyun", "omar-al-farsi"],
     "Associate appraisals, bonus criteria, secondments."),
]

# id, title, aliases, meeting, concerns, paragraphs (each cites the meeting's minutes)
DECISIONS = [
    ("dec-qasr-barrier", "Qasr lease cleared behind an information barrier", [],
     "mt-intake-qasr", ["m-qasr-lease", "greywater-estates"],
     ["The lease instruction from Qasr was accepted although Greywater, an existing client, "
      "is the landlord.",
      "Both clients must give written consent, and nobody working on Project Larch may open "
      "the lease files."]),
    ("dec-litigation-funding", "Third-party funding permitted for claimant arbitrations", [],
     "mt-risk-q1", [],
     ["Matters may now take funding from approved funders where the client is the claimant.",
      "The risk officer reviews each funding agreement before signature, and the funder may "
      "not direct strategy."]),
    ("dec-ai-drafting", "Generative drafting tools restricted to the approved platform", [],
     "mt-risk-q3", [],
     ["Only the firm-hosted drafting assistant may be used with client material.",
      "Public chatbots are blocked on firm devices from the start of the next quarter."]),
    ("dec-rates-uplift", "Standard hourly rates rise six per cent", [],
     "mt-pricing-annual", [],
     ["Standard rates go up by 6% from the new financial year.",
      "Clients with an agreed rate card keep it until the card's anniversary."]),
    ("dec-capped-fee-signoff", "Capped fees above £250,000 need a second partner", [],
     "mt-pricing-afa", [],
     ["Any fixed or capped fee above £250,000 must be signed off by a second partner from "
      "another group."]),
    ("dec-cfa-limit", "Conditional fee work limited to a tenth of disputes income", [],
     "mt-pricing-afa", [],
     ["Conditional and damages-based arrangements may not exceed 10% of the disputes groups' "
      "fee income in any year."]),
    ("dec-singapore-desk", "Open a Singapore arbitration desk", [],
     "mt-board-strategy", [],
     ["Two arbitration lawyers will be based in Singapore under a temporary desk "
      "arrangement.",
      "The desk is reviewed after eighteen months against the SIAC instructions it wins."]),
    ("dec-pro-bono-hours", "Pro bono target of twenty-five hours per fee earner", [],
     "mt-board-budget", [],
     ["Every fee earner is expected to record twenty-five hours of pro bono work a year.",
      "Those hours count towards utilisation targets."]),
    ("dec-precedent-owners", "Each practice group names a precedent owner", [],
     "mt-knowledge-review", [],
     ["Every group nominates a lawyer responsible for keeping its templates current.",
      "Owners report to the knowledge lawyer twice a year."]),
    ("dec-vantor-declined", "Instruction from Vantor Semiconductors declined", [],
     "mt-intake-monthly", ["vantor-semiconductors", "project-tamarind"],
     ["Vantor's request to act on an unrelated export-control matter was turned down.",
      "Hanbit's licence negotiations with Vantor are live, so acting would be a conflict."]),
    ("dec-associate-bonus", "Associate bonuses to credit knowledge contributions", [],
     "mt-people-review", [],
     ["Time spent on precedents, training and know-how counts for up to fifty hours towards "
      "the associate bonus target."]),
    ("dec-forensic-panel", "Preferred panel of forensic accountants", [],
     "mt-risk-q3", ["ledgerline-forensics"],
     ["Ledgerline Forensics and two other firms form the preferred panel.",
      "Instructing anyone else needs the risk officer's approval."]),
]

# --- concepts, knowledge notes, handbook, filings ------------------------------------------

# id, title, aliases, digest, paragraphs, related concepts
CONCEPTS = [
    ("c-remoteness", "Remoteness of damage", ["The Achilleas", "Hadley v Baxendale"], "dig:1",
     ["Contract damages cover only loss of a type the parties would reasonably have "
      "contemplated, when they contracted, as not unlikely to result from a breach.",
      "The Achilleas adds that a party is not liable for loss it cannot be taken to have "
      "assumed responsibility for."], []),
    ("c-concurrent-delay", "Concurrent delay", ["Malmaison approach"], "dig:1",
     ["Where two delays of roughly equal causative potency overlap, the contractor usually "
      "gets more time but not money.",
      "Many contracts now say expressly how overlapping delay is to be treated."], []),
    ("c-contractual-estoppel", "Contractual estoppel", ["non-reliance clauses"], "dig:2",
     ["Parties may agree a state of affairs, such as that no representation was relied on, "
      "and are then bound by it.",
      "The agreed terms may still be tested for reasonableness under the 1977 Act."],
     ["c-without-prejudice"]),
    ("c-relational-good-faith", "Good faith in relational contracts", ["Yam Seng"], "dig:2",
     ["Long-term contracts that need close cooperation may carry an implied duty of good "
      "faith.",
      "The duty means honesty and fidelity to the bargain, not putting the other side's "
      "interests first."], []),
    ("c-penalty-rule", "Penalty rule", ["Cavendish v Makdessi", "penalty clauses"], "dig:3",
     ["A clause is penal only if it imposes a detriment out of all proportion to a "
      "legitimate interest of the innocent party.",
      "The old test of a genuine pre-estimate of loss is no longer decisive."], []),
    ("c-obviousness", "Obviousness", ["Pozzoli test", "inventive step"], "dig:3",
     ["The structured approach asks who the skilled person is, what the inventive concept "
      "is, how it differs from the prior art and whether the differences would have been "
      "obvious.",
      "Hindsight is the recurring danger in applying it."], []),
    ("c-administration-moratorium", "Administration moratorium", ["statutory moratorium"],
     "dig:4",
     ["Once a company enters administration, creditors need consent or permission to "
      "enforce security or start proceedings.",
      "The breathing space lets the administrators pursue a rescue or a better sale."], []),
    ("c-sleep-in", "Sleep-in shifts and the minimum wage", ["Mencap"], "dig:4",
     ["Workers who sleep at the workplace and are woken only if needed are available for "
      "work rather than working, so only awake time counts.",
      "The point was settled by the Supreme Court in 2021."], []),
    ("c-single-continuous-infringement", "Single and continuous infringement",
     ["single continuous infringement"], "dig:5",
     ["Separate acts can be treated as one infringement where they pursue a single "
      "anti-competitive aim.",
      "It matters for limitation, because the clock runs from the end of the whole."], []),
    ("c-cross-class-cramdown", "Cross-class cram down", ["cram down"], "dig:5",
     ["A court may sanction a restructuring plan over a dissenting class if that class is no "
      "worse off than in the relevant alternative and an in-the-money class voted for it.",
      "The court keeps a discretion to refuse where the spoils are unfairly shared."],
     ["c-administration-moratorium"]),
    ("c-separability", "Separability of the arbitration agreement", ["Fiona Trust"], "dig:6",
     ["The arbitration clause is a distinct agreement and survives allegations that the main "
      "contract is invalid or has ended.",
      "Clauses are read on the presumption that rational businessmen want one forum."], []),
    ("c-without-prejudice", "Without prejudice privilege", ["WP privilege"], "dig:6",
     ["Genuine attempts to settle a dispute cannot be put before the court as admissions.",
      "Labels do not decide it: an open letter may be protected and a marked one may not."],
     []),
]

# id, title, author, concept discussed, matter drawn from, paragraphs (text, key, label)
KNOWLEDGE = [
    ("km-swap-lessons", "Lessons from the Norgate swap claim", "dmitry-volkov",
     "c-contractual-estoppel", "m-polaris-v-norgate",
     [("Non-reliance wording beat the pleaded misrepresentation only where the client's "
       "treasurer had signed each confirmation.", "hn:h-polaris-strike-out", "attendance note"),
      ("Valuing the break costs early shaped the settlement range.", "dig:2", "digest")]),
    ("km-delay-methods", "Choosing a delay analysis method", "omar-al-farsi",
     "c-concurrent-delay", "m-nordlys-v-statberg",
     [("Time-impact analysis persuades tribunals less than a windows analysis built on "
       "as-built records.", "hn:h-nordlys-merits", "attendance note"),
      ("Agree the method with the other side's planner before the reports are written.",
       "dig:1", "digest")]),
    ("km-ld-drafting", "Drafting liquidated damages after Cavendish", "anna-berglund",
     "c-penalty-rule", "m-kessler-v-hartmann",
     [("Record the commercial interest the clause protects in the recitals.", "dig:3",
       "digest"),
      ("Minimum-volume payments fare better when framed as a price for exclusivity.",
       "hn:h-kessler-appeal", "attendance note")]),
    ("km-cramdown-playbook", "Restructuring plans: a cram down playbook", "maria-papadaki",
     "c-cross-class-cramdown", "project-osprey",
     [("Build the relevant alternative from an independent valuation before the convening "
       "hearing.", "dig:5", "digest"),
      ("Expect the dissenting class to attack the valuation rather than the class split.",
       "hn:h-osprey-sanction", "attendance note")]),
    ("km-sleep-in-update", "Sleep-in pay: where the law stands", "kim-seoyeon",
     "c-sleep-in", "m-solace-tribunal",
     [("Rotas should separate time on call asleep from time awake and working.", "dig:4",
       "digest"),
      ("Records of night call-outs decided the lead cases.", "hn:h-solace-final",
       "attendance note")]),
    ("km-arbitration-clauses", "Arbitration clause checklist", "fatima-zahra-bennani",
     "c-separability", None,
     [("Name the seat, the institution, the number of arbitrators and the language.", "dig:6",
       "digest"),
      ("Say whether the clause survives termination, even though the law already presumes "
       "it does.", "dig:6", "digest")]),
    ("km-obviousness-arguments", "Obviousness arguments that worked at trial",
     "hiroshi-watanabe", "c-obviousness", "m-veda-v-thessaly",
     [("Showing the prior art taught away from extended release carried the day.",
       "hn:h-veda-trial", "attendance note"),
      ("Keep the expert away from the patent until the common general knowledge is "
       "recorded.", "dig:3", "digest")]),
    ("km-wp-marking", "Marking correspondence without prejudice", "fatima-zahra-bennani",
     "c-without-prejudice", None,
     [("Use the heading only on genuine settlement proposals.", "dig:6", "digest"),
      ("Keep open and protected correspondence in separate threads.", "dig:6", "digest")]),
]

# id, title, maintained by, chapter, paragraphs, decision it implements
HANDBOOK = [
    ("hb-conflict-checks", "Running a conflict check", "shira-ben-ami", "hb:1",
     ["Before any new instruction, search the client, every counterparty and all opposing "
      "parties in the conflicts database.",
      "Refer potential conflicts to the [[page:cmt-intake|Intake Committee]], which decides "
      "whether to act and on what terms."], None),
    ("hb-engagement-letters", "Engagement letters", "marek-novak", "hb:1",
     ["Every matter needs a signed engagement letter naming the responsible partner, the "
      "team and the fee basis.",
      "Changes of scope need a new letter or a signed variation."], None),
    ("hb-matter-opening", "Opening a new matter", "marek-novak", "hb:1",
     ["A matter is opened once conflicts are cleared, the client is identified and the "
      "engagement letter is signed.",
      "The opening form records the practice group, the lead partner and who else is "
      "staffed on it."], None),
    ("hb-expert-instruction", "Instructing expert witnesses", "fatima-zahra-bennani", "hb:2",
     ["Which expert to instruct is the responsible partner's call; use the preferred panel "
      "where one exists.",
      "Letters of instruction attach the rules on an expert's duty to the court."], None),
    ("hb-hearing-attendance", "Attending hearings", "joanna-kowalczyk", "hb:2",
     ["Whoever attends a hearing writes the attendance note the same day and files it to the "
      "matter.",
      "Bundles go to the court or tribunal three clear days before the hearing unless an "
      "order says otherwise."], None),
    ("hb-court-filing", "Filing with the court", "sinead-murphy", "hb:2",
     ["Claims and applications are filed through CE-File and the fee is charged to the "
      "matter.",
      "Check which court, list or tribunal the matter is in before filing anything."], None),
    ("hb-supervision", "Supervising junior lawyers", "claire-dubois", "hb:3",
     ["Every associate and paralegal has a named supervising partner who reviews their work "
      "and leads their appraisal.",
      "Supervisors sign off anything filed or sent to a client by a trainee."], None),
    ("hb-committee-minutes", "Minuting committee meetings", "shira-ben-ami", "hb:3",
     ["Minutes record who attended, each decision taken and who owns the follow-up.",
      "Decisions are posted to the intranet within a week of the meeting."], None),
    ("hb-expenses", "Travel and expenses", "marek-novak", "hb:4",
     ["Travel to hearings abroad is booked through the travel desk and recharged to the "
      "client where the engagement letter allows.",
      "Expert and counsel fees above the budget need the lead partner's approval."], None),
    ("hb-ai-tools", "Using the approved drafting assistant", "vikram-iyer", "hb:5",
     ["Client documents may only be pasted into the firm-hosted assistant.",
      "Output is a first draft and must be checked line by line by a qualified lawyer."],
     "dec-ai-drafting"),
    ("hb-pro-bono", "Pro bono work", "claire-dubois", "hb:5",
     ["Pro bono matters are opened, conflict-checked and supervised like paid work.",
      "Record the hours against the pro bono matter number."], "dec-pro-bono-hours"),
    ("hb-retention", "File retention", "vikram-iyer", "hb:5",
     ["Matter files are kept for seven years after closure, then destroyed unless on hold.",
      "Original wills and deeds are never destroyed."], None),
]

# id, title, matter, forum, drafted by, receipt, date, one line of content
FILINGS = [
    ("f-halvorsen-request", "Request for Arbitration — hull repair claim",
     "m-halvorsen-v-brightwater", "lcia", "olena-bondarenko", "rcpt:arb", "2025-10-20",
     "Sets out the repair contract, the cracking found in the Frøya's hull and the loss."),
    ("f-nordlys-request", "Request for Arbitration — monopile delay claim",
     "m-nordlys-v-statberg", "icc-court", "omar-al-farsi", "rcpt:arb", "2025-07-01",
     "Pleads late delivery of the foundations and claims liquidated damages."),
    ("f-qasr-notice", "Notice of Arbitration — façade and chiller defects",
     "m-qasr-v-alcazar", "siac", "ines-carvalho", "rcpt:arb", "2025-12-15",
     "Identifies the building contract's arbitration clause and the defects list."),
    ("f-polaris-particulars", "Particulars of Claim — swaps claim",
     "m-polaris-v-norgate", "court-commercial", "dmitry-volkov", "rcpt:courts", "2025-04-02",
     "Pleads misrepresentation and breach of the conduct-of-business rules."),
    ("f-polaris-skeleton", "Skeleton argument resisting strike-out",
     "m-polaris-v-norgate", "court-commercial", "david-okafor", "rcpt:courts", "2025-11-06",
     "Argues the non-reliance clause cannot defeat a claim of deliberate misstatement."),
    ("f-meridian-application", "Application notice for an interim injunction",
     "m-meridian-v-ridgeway", "court-commercial", "park-minjun", "rcpt:courts", "2025-07-23",
     "Seeks an order that deliveries continue until trial."),
    ("f-kessler-grounds", "Grounds of appeal on the minimum-volume clause",
     "m-kessler-v-hartmann", "court-of-appeal", "anna-berglund", "rcpt:courts", "2025-10-24",
     "Three grounds, each attacking the judge's reading of the legitimate interest."),
    ("f-veda-claim", "Claim form for infringement",
     "m-veda-v-thessaly", "court-patents", "hiroshi-watanabe", "rcpt:courts", "2025-03-03",
     "Claims an injunction, delivery up and an inquiry as to damages."),
    ("f-ironbridge-notice", "Notice of appointment of administrators",
     "m-ironbridge-administration", "court-insolvency", "noa-levi", "rcpt:courts",
     "2025-08-05", "Notice by the holder of a qualifying floating charge."),
    ("f-osprey-statement", "Explanatory statement for the restructuring plan",
     "project-osprey", "court-insolvency", "maria-papadaki", "rcpt:courts", "2026-03-09",
     "Explains the classes, the relevant alternative and the expected returns."),
    ("f-jadeport-appeal", "Notice of appeal against the infringement decision",
     "m-jadeport-v-cma", "cat", "lukas-dvorak", "rcpt:tribunals", "2025-06-20",
     "Challenges liability, the duration finding and the penalty."),
    ("f-solace-response", "Grounds of resistance to the sleep-in claims",
     "m-solace-tribunal", "employment-tribunal", "kim-seoyeon", "rcpt:tribunals",
     "2025-05-19", "Denies that time asleep on call was time work."),
]
# fmt: on


# --- building the documents ------------------------------------------------------------------


@dataclass
class _Q(Question):
    """A question with what `_check` needs to recompute it: the page it describes and, for
    hop and hop2, the relation steps walked from it ("+type" follows a relation out of a page,
    "-type" into it, "|" separates alternatives) and the kinds of page kept at the end."""

    anchor: str = ""
    steps: tuple[str, ...] = ()
    only: tuple[str, ...] = ()


_LINK_RE = re.compile(r"\[\[(page|evidence):([^|\]#]+)(?:#[^|\]]*)?(?:\|([^\]]*))?\]\]")
_LATIN_RE = re.compile(r"^[\x00-\x7f\u00a0-\u024f\u1e00-\u1eff\u2010-\u2015]*$")
_ROLE_CATEGORY = {
    "Partner": "partner",
    "Managing Partner": "partner",
    "Counsel": "counsel",
    "Senior Associate": "senior associate",
    "Associate": "associate",
    "Paralegal": "paralegal",
}
LAWYERS = ("partner", "counsel", "senior associate", "associate")
JUNIORS = ("senior associate", "associate", "paralegal")


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def _q(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)


def _unlink(text: str) -> str:
    """Page links written as their labels (evidence text holds no links)."""
    return _LINK_RE.sub(lambda m: m.group(3) or m.group(2), text)


def _is_latin(text: str) -> bool:
    return _LATIN_RE.match(text) is not None


def _entry_id(doc_id: str, stamp: str, ref: str, text: str) -> str:
    digest = hashlib.sha256("\n".join([doc_id, stamp, ref, text]).encode("utf-8"))
    return "ev-" + digest.hexdigest()[:12]


@dataclass
class _Page:
    id: str
    folder: str
    type: str
    title: str
    aliases: list[str]
    relations: list[tuple[str, str]]
    body: str
    created: str


@dataclass
class _Evidence:
    key: str
    folder: str
    title: str
    ref: str
    when: str
    header: list[str]


class _Builder:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.shift = timedelta(days=self.rng.randint(-240, 240))
        self.pages: list[_Page] = []
        self.evidence: dict[str, _Evidence] = {}
        self.claims: dict[str, list[str]] = {}
        self.category: dict[str, str] = {}
        self.names: dict[str, str] = {}
        self.titles: dict[str, str] = {}

    # dates ----------------------------------------------------------------------------------
    def day(self, iso: str) -> str:
        return (date.fromisoformat(iso) + self.shift).isoformat()

    def stamp(self, iso: str, hour: str = "09:00") -> str:
        return f"{self.day(iso)}T{hour}:00Z"

    # evidence -------------------------------------------------------------------------------
    def source(self, key: str, folder: str, title: str, ref: str, when: str, header: list[str]):
        self.evidence[key] = _Evidence(key, folder, title, ref, when, header)

    def cite(self, text: str, key: str, label: str) -> str:
        """`text` citing the evidence `key`; the evidence will record the statement."""
        if key not in self.evidence:
            raise KeyError(key)
        self.claims.setdefault(key, []).append(_unlink(text))
        link = f"[[evidence:{{EV:{key}}}|{label}]]"
        if text.endswith("."):
            return f"{text[:-1]} ({link})."
        return f"{text} ({link})"

    # pages ----------------------------------------------------------------------------------
    def page(
        self,
        page_id: str,
        folder: str,
        type_: str,
        title: str,
        aliases: list[str],
        relations: list[tuple[str, str]],
        paras: list[str],
        category: str,
        timeline: list[tuple[str, str, str]] = (),
        created: str = "2025-01-06",
    ) -> None:
        body = f"# {title}\n\n" + "\n\n".join(paras)
        if timeline:
            lines = []
            for when, key, text in sorted(timeline):
                stamp = self.stamp(when, "17:30")
                ref = self.evidence[key].ref
                lines.append(
                    f"- **{stamp}** | {_entry_id(page_id, stamp, ref, text)} | {ref} | {text}"
                )
            body += "\n\n## Timeline\n\n" + "\n".join(lines)
        self.pages.append(_Page(page_id, folder, type_, title, aliases, relations, body, created))
        self.category[page_id] = category
        self.titles[page_id] = title

    # output ---------------------------------------------------------------------------------
    def documents(self) -> list[Document]:
        ids: dict[str, str] = {}
        docs: list[Document] = []
        for ev in self.evidence.values():
            lines = [f"# {ev.title}", "", *ev.header]
            claims = self.claims.get(ev.key, [])
            if claims:
                lines += ["", "Points recorded:", *(f"- {c}" for c in claims)]
            text = "\n".join(lines)
            digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:8]
            ev_id = f"ev-{_slug(ev.ref)[:100].rstrip('-')}-{digest}"
            ids[ev.key] = ev_id
            stamp = self.stamp(ev.when, "12:00")
            meta = (
                f"---\nid: {ev_id}\nkind: evidence\ntype: source\ntitle: {_q(ev.title)}\n"
                f"status: active\nsources: [{_q(ev.ref)}]\ncreated: {stamp}\n"
                f"updated: {stamp}\n---\n"
            )
            docs.append(
                parse_document(meta + text + "\n", folder=ev.folder, path=f"{ev.folder}/{ev_id}.md")
            )
        for p in self.pages:
            body = re.sub(r"\{EV:([^}]+)\}", lambda m: ids[m.group(1)], p.body)
            lines = [
                "---",
                f"id: {p.id}",
                "kind: page",
                f"type: {p.type}",
                f"title: {_q(p.title)}",
                "status: active",
            ]
            if p.aliases:
                lines.append("aliases: [" + ", ".join(_q(a) for a in p.aliases) + "]")
            if p.relations:
                rels = ", ".join(f"{{type: {t}, target: {x}}}" for t, x in p.relations)
                lines.append(f"relations: [{rels}]")
            lines += [
                f"created: {self.stamp(p.created, '08:00')}",
                f"updated: {self.stamp('2026-10-01', '08:00')}",
                "---",
            ]
            text = "\n".join(lines) + "\n" + body + "\n"
            docs.append(parse_document(text, folder=p.folder, path=f"{p.folder}/{p.id}.md"))
        self.rng.shuffle(docs)
        return docs


def _latin(title: str, aliases: list[str]) -> str:
    if _is_latin(title):
        return title
    return next(a for a in aliases if _is_latin(a))


def _generate(b: _Builder) -> None:
    people = (
        [(p[0], p[1], p[2]) for p in STAFF]
        + [(p[0], p[1], p[2]) for p in BENCH]
        + [(p[0], p[1], p[2]) for p in EXPERTS]
        + [(p[0], p[1], p[2]) for p in OPPOSING]
        + [(p[0], p[1], p[2]) for p in CONTACTS]
    )
    for pid, title, aliases in people:
        latin = _latin(title, aliases)
        b.names[pid] = latin if latin == title else f"{latin} ({title})"
    orgs = CLIENTS + OTHERS
    for row in [*GROUPS, *COMMITTEES, *orgs, *LAW_FIRMS, *EXPERT_FIRMS, *COURTS]:
        b.names[row[0]] = row[1]
    for m in MATTERS:
        b.names[m["id"]] = m["title"]
    for row in [*HEARINGS, *MEETINGS, *CONCEPTS, *DECISIONS, *KNOWLEDGE, *HANDBOOK, *FILINGS]:
        b.names[row[0]] = row[1]
    b.names[FIRM] = "Thornbury Vale LLP"
    n = b.names

    # who does what, from the matter, hearing and meeting tables -----------------------------
    rel: dict[str, list[tuple[str, str]]] = {}

    def add(source: str, rtype: str, target: str) -> None:
        rel.setdefault(source, []).append((rtype, target))

    for m in MATTERS:
        add(m["lead"], "leads", m["id"])
        for t in m["team"]:
            add(t, "staffed_on", m["id"])
    for h in HEARINGS:
        for p in h[7] + h[8]:
            add(p, "attended", h[0])
        for p in h[9]:
            add(p, "gave_evidence_at", h[0])
    for mt in MEETINGS:
        for p in mt[4]:
            add(p, "attended", mt[0])
    for o in OPPOSING:
        for m in MATTERS:
            hearing_people = {p for h in HEARINGS if h[2] == m["id"] for p in h[8]}
            if o[0] in hearing_people:
                add(o[0], "opposing_counsel_in", m["id"])

    # evidence: directory, roster, listings, CVs, correspondence ----------------------------
    by_group: dict[str | None, list[tuple]] = {}
    for s in STAFF:
        by_group.setdefault(s[4], []).append(s)
    for i, (gid, gtitle, *_rest) in enumerate([*GROUPS, (None, "Business Services")]):
        rows = ["Name | Position | Joined | Made up | Reports to"]
        for s in by_group[gid]:
            sup = n[s[5]] if s[5] else "-"
            rows.append(f"{n[s[0]]} | {s[3]} | {s[6]} | {s[7] or '-'} | {sup}")
        key = f"dir:{gid or 'services'}"
        b.source(
            key,
            "evidence/hr",
            f"Staff directory export — {gtitle}",
            f"file:hr/directory/DIR-{i + 1:02d}.csv",
            "2026-01-05",
            [f"Thornbury Vale LLP intranet export for {gtitle}.", "", *rows],
        )
    roster = []
    for _cid, ctitle, _a, _remit, _cadence, chair, members in COMMITTEES:
        roster.append(f"{ctitle}: chair {n[chair]}; members " + ", ".join(n[x] for x in members))
    for gid, head in HEADS.items():
        roster.append(f"Head of {n[gid]}: {n[head]}")
    b.source(
        "roster",
        "evidence/governance",
        "Committee roster and terms of reference",
        "file:governance/committees-2026.txt",
        "2026-01-12",
        ["Standing committees and practice group heads of Thornbury Vale LLP.", "", *roster],
    )
    listings = {
        "courts:high": (
            "Court lists — Rolls Building and Court of Appeal",
            "web:lists.example/rolls",
        ),
        "courts:tribunals": ("Tribunal listings — London", "web:lists.example/tribunals"),
        "courts:arb": ("Arbitral institution panels", "web:panels.example/institutions"),
    }
    for key, (title, ref) in listings.items():
        rows = []
        for c in COURTS:
            if c[4] == key:
                sitting = [x for x in BENCH if x[4] == c[0]]
                rows.append(f"{c[1]}: " + (", ".join(n[x[0]] for x in sitting) or "no listing"))
        b.source(key, "evidence/listings", title, ref, "2026-01-08", rows)
    for i, e in enumerate(EXPERTS):
        firm = n[e[3]] if e[3] else "independent"
        b.source(
            f"cv:{e[0]}",
            "evidence/experts",
            f"Curriculum vitae — {_latin(e[1], e[2])}",
            f"file:dms/CV-{101 + i}.txt",
            "2025-05-02",
            [f"Name: {n[e[0]]}", f"Practice: {firm}"],
        )
    for i, f in enumerate(LAW_FIRMS):
        counsel = [o for o in OPPOSING if o[3] == f[0]]
        b.source(
            f"corr:{f[0]}",
            "evidence/correspondence",
            f"Letter from {f[1]}",
            f"file:correspondence/IN-{4410 + 37 * i}.eml",
            "2025-09-09",
            [
                f"From: {f[1]}",
                "To: Thornbury Vale LLP",
                "We act for " + ", ".join(n[c] for c in f[4]) + ".",
                "Signed: " + ", ".join(n[o[0]] for o in counsel),
            ],
        )

    # evidence: engagement letters, attendance notes, minutes, receipts, digests, handbook ---
    for m in MATTERS:
        header = [
            f"Reference: {m['ref']}",
            f"Date: {b.day(m['opened'])}",
            f"Client: {n[m['client']]}",
            f"Matter: {m['title']}",
            f"Responsible partner: {n[m['lead']]}",
            "Team: " + ", ".join(n[t] for t in m["team"]),
            f"Fees: {m['fee']}",
        ]
        if m["contact"]:
            header.insert(3, f"Instructing contact: {n[m['contact']]}")
        for _t, other in m["other"]:
            header.append(f"Other party: {n[other]}")
        if m["forum"]:
            header.append(f"Forum: {n[m['forum']]}")
        b.source(
            f"el:{m['id']}",
            "evidence/engagements",
            f"Engagement letter {m['ref']} — {m['title']}",
            f"file:engagements/{m['ref']}.txt",
            m["opened"],
            header,
        )
    for i, h in enumerate(HEARINGS):
        hid, title, mid, forum, before, when, days, ours, others, witnesses, _o, _l = h
        header = [
            f"Date: {b.day(when)} ({days} day{'s' if days > 1 else ''})",
            f"Forum: {n[forum]}",
            f"Before: {n[before]}",
            "For the client: " + ", ".join(n[x] for x in ours),
        ]
        if others:
            header.append("Also present: " + ", ".join(n[x] for x in others))
        if witnesses:
            header.append("Witnesses: " + ", ".join(n[x] for x in witnesses))
        b.source(
            f"hn:{hid}",
            "evidence/hearings",
            f"Attendance note — {title}",
            f"jamie:meeting:hrg_{5120 + 13 * i}",
            when,
            header,
        )
    for i, (mid, title, cid, when, present, items) in enumerate(MEETINGS):
        chair = next(c[5] for c in COMMITTEES if c[0] == cid)
        b.source(
            f"min:{mid}",
            "evidence/minutes",
            f"Minutes — {title}",
            f"jamie:meeting:cmt_{870 + 7 * i}",
            when,
            [
                f"Date: {b.day(when)}",
                f"Chair: {n[chair]}",
                "Present: " + ", ".join(n[x] for x in present),
                f"Discussed: {items}",
            ],
        )
    receipts = {
        "rcpt:courts": ("CE-File submission receipts", "web:efiling.example/receipts/ce-file"),
        "rcpt:tribunals": ("Tribunal filing receipts", "web:efiling.example/receipts/tribunals"),
        "rcpt:arb": (
            "Institution acknowledgements of filings",
            "file:filings/acknowledgements.txt",
        ),
    }
    for key, (title, ref) in receipts.items():
        rows = [
            f"{b.day(f[6])} | {n[f[3]]} | {f[1]} | {n[f[2]]} | by {n[f[4]]}"
            for f in FILINGS
            if f[5] == key
        ]
        b.source(key, "evidence/filings", title, ref, "2026-03-20", rows)
    for d in range(1, 7):
        covered = [c[1] for c in CONCEPTS if c[3] == f"dig:{d}"]
        b.source(
            f"dig:{d}",
            "evidence/knowledge",
            f"Case law digest {d}: " + " and ".join(covered),
            f"file:knowledge/digest-{d:02d}.md",
            "2025-12-01",
            ["Prepared for the Knowledge Committee's precedent bank."],
        )
    for ch in range(1, 6):
        covered = [h[1] for h in HANDBOOK if h[3] == f"hb:{ch}"]
        b.source(
            f"hb:{ch}",
            "evidence/handbook",
            f"Staff handbook, chapter {ch}",
            f"file:handbook/chapter-{ch}.md",
            "2025-11-03",
            ["Sections: " + "; ".join(covered)],
        )

    # pages: the firm, groups and committees ---------------------------------------------------
    b.page(
        FIRM,
        "firm",
        "company",
        "Thornbury Vale LLP",
        ["Thornbury Vale", "TVL"],
        [],
        [
            b.cite(
                "Mid-sized commercial law firm in London, organised in eight practice groups.",
                "dir:services",
                "directory",
            ),
            b.cite(
                "Six standing committees report to the [[page:cmt-management|Management Board]].",
                "roster",
                "roster",
            ),
        ],
        "firm",
    )
    for gid, title, aliases, what in GROUPS:
        members = by_group[gid]
        lawyers = sum(1 for s in members if s[3] != "Paralegal")
        b.page(
            gid,
            "firm/groups",
            "company",
            title,
            aliases,
            [("part_of", FIRM)],
            [
                b.cite(what, f"dir:{gid}", "directory"),
                b.cite(
                    f"It has {lawyers} lawyers and {len(members) - lawyers} "
                    f"paralegal{'s' if len(members) - lawyers != 1 else ''}.",
                    f"dir:{gid}",
                    "directory",
                ),
            ],
            "group",
        )
    for cid, title, aliases, remit, cadence, _chair, _members in COMMITTEES:
        b.page(
            cid,
            "firm/committees",
            "company",
            title,
            aliases,
            [("part_of", FIRM)],
            [b.cite(remit, "roster", "terms of reference"), b.cite(cadence, "roster", "roster")],
            "committee",
        )

    # pages: people -------------------------------------------------------------------------
    for pid, title, aliases, role, gid, sup, joined, made, bio1, bio2 in STAFF:
        key = f"dir:{gid or 'services'}"
        rels = [("member_of", gid)] if gid else [("works_for", FIRM)]
        rels += [("heads", g) for g, h in HEADS.items() if h == pid]
        if sup:
            rels.append(("reports_to", sup))
        for c in COMMITTEES:
            if c[5] == pid:
                rels.append(("chairs", c[0]))
            if pid in c[6]:
                rels.append(("sits_on", c[0]))
        rels += rel.get(pid, [])
        first = f"Joined Thornbury Vale in {joined}" + (f", made up in {made}" if made else "")
        b.page(
            pid,
            "people/staff",
            "person",
            title,
            aliases,
            rels,
            [
                b.cite(first + ".", key, "directory"),
                b.cite(bio1, key, "directory"),
                b.cite(bio2, key, "directory"),
            ],
            _ROLE_CATEGORY.get(role, "staff"),
        )
    for pid, title, aliases, role, court, bio1, bio2 in BENCH:
        key = next(c[4] for c in COURTS if c[0] == court)
        b.page(
            pid,
            "people/bench",
            "person",
            title,
            aliases,
            [("sits_in", court), *rel.get(pid, [])],
            [b.cite(bio1, key, "listing"), b.cite(bio2, key, "listing")],
            "arbitrator" if role == "Arbitrator" else "judge",
        )
    for pid, title, aliases, firm, bio1, bio2 in EXPERTS:
        rels = [("works_for", firm)] if firm else []
        b.page(
            pid,
            "people/experts",
            "person",
            title,
            aliases,
            rels + rel.get(pid, []),
            [b.cite(bio1, f"cv:{pid}", "CV"), b.cite(bio2, f"cv:{pid}", "CV")],
            "expert",
        )
    for pid, title, aliases, firm, bio in OPPOSING:
        b.page(
            pid,
            "people/external",
            "person",
            title,
            aliases,
            [("works_for", firm), *rel.get(pid, [])],
            [b.cite(bio, f"corr:{firm}", "letter")],
            "opposing counsel",
        )
    for pid, title, aliases, company, position, bio in CONTACTS:
        mid = next(m["id"] for m in MATTERS if m["contact"] == pid)
        b.page(
            pid,
            "people/clients",
            "person",
            title,
            aliases,
            [("works_for", company), *rel.get(pid, [])],
            [
                b.cite(f"{position}.", f"el:{mid}", "engagement letter"),
                b.cite(bio, f"el:{mid}", "engagement letter"),
            ],
            "client contact",
        )

    # pages: organisations and forums ---------------------------------------------------------
    for cid, title, aliases, what, since in CLIENTS:
        mid = next(m["id"] for m in MATTERS if m["client"] == cid)
        b.page(
            cid,
            "clients",
            "company",
            title,
            aliases,
            [("client_of", FIRM)],
            [
                b.cite(what, f"el:{mid}", "engagement letter"),
                b.cite(f"On the books since {since}.", f"el:{mid}", "engagement letter"),
            ],
            "client",
        )
    for cid, title, aliases, what in OTHERS:
        mid = next(m["id"] for m in MATTERS if any(x == cid for _t, x in m["other"]))
        b.page(
            cid,
            "companies",
            "company",
            title,
            aliases,
            [],
            [b.cite(what, f"el:{mid}", "engagement letter")],
            "company",
        )
    for fid, title, aliases, what, clients in LAW_FIRMS:
        b.page(
            fid,
            "companies/law-firms",
            "company",
            title,
            aliases,
            [("represents", c) for c in clients],
            [b.cite(what, f"corr:{fid}", "letter")],
            "law firm",
        )
    for fid, title, aliases, what in EXPERT_FIRMS:
        expert = next(e[0] for e in EXPERTS if e[3] == fid)
        b.page(
            fid,
            "companies/experts",
            "company",
            title,
            aliases,
            [],
            [b.cite(what, f"cv:{expert}", "CV")],
            "expert firm",
        )
    for cid, title, aliases, what, key, appeals in COURTS:
        b.page(
            cid,
            "courts",
            "company",
            title,
            aliases,
            [("appeals_to", appeals)] if appeals else [],
            [b.cite(what, key, "listing")],
            "court",
        )

    # pages: matters, hearings, filings -------------------------------------------------------
    for m in MATTERS:
        el = f"el:{m['id']}"
        rels = [("acting_for", m["client"]), *m["other"]]
        if m["forum"]:
            rels.append(("heard_by", m["forum"]))
        rels.append(("handled_by", m["group"]))
        rels += [("instructed", e) for e in m["experts"]]
        if m["contact"]:
            rels.append(("instructed_by", m["contact"]))
        rels += [("relies_on", c) for c in m["concepts"]]
        paras = [b.cite(t, el if k == "el" else k, label) for t, k, label in m["paras"]]
        paras.append(b.cite(f"Fee basis: {m['fee']}", el, "engagement letter"))
        timeline = [(m["opened"], el, "Engagement letter signed; matter opened.")]
        for h in HEARINGS:
            if h[2] == m["id"]:
                timeline.append((h[5], f"hn:{h[0]}", f"{h[1].split(' — ')[-1]}: {h[10]}"))
        b.page(
            m["id"],
            "matters",
            "project",
            m["title"],
            m["aliases"],
            rels,
            paras,
            "matter",
            timeline,
            m["opened"],
        )
    for hid, title, mid, forum, before, when, days, _o, _x, _w, outcome, link in HEARINGS:
        key = f"hn:{hid}"
        paras = [
            b.cite(
                f"Listed for {days} day{'s' if days > 1 else ''} from {b.day(when)}.",
                key,
                "attendance note",
            ),
            b.cite(outcome, key, "attendance note"),
        ]
        if link:
            paras.append(b.cite(f"Part of [[page:{mid}|{n[mid]}]].", key, "attendance note"))
        b.page(
            hid,
            "hearings",
            "meeting",
            title,
            SHORT_NAMES.get(hid, []),
            [("hearing_in", mid), ("held_at", forum), ("before", before)],
            paras,
            "hearing",
            created=when,
        )
    for fid, title, mid, forum, author, key, when, what in FILINGS:
        b.page(
            fid,
            "filings",
            "source",
            title,
            [],
            [("filed_in", forum), ("part_of", mid), ("drafted_by", author)],
            [b.cite(f"Lodged on {b.day(when)}.", key, "receipt"), b.cite(what, key, "receipt")],
            "filing",
            created=when,
        )

    # pages: meetings and decisions ------------------------------------------------------------
    for mid, title, cid, when, _present, items in MEETINGS:
        key = f"min:{mid}"
        b.page(
            mid,
            "meetings",
            "meeting",
            title,
            SHORT_NAMES.get(mid, []),
            [("meeting_of", cid)],
            [
                b.cite(f"Held on {b.day(when)}.", key, "minutes"),
                b.cite(f"Agenda: {items}", key, "minutes"),
            ],
            "meeting",
            created=when,
        )
    for did, title, aliases, mid, concerns, paras in DECISIONS:
        key = f"min:{mid}"
        when = next(x[3] for x in MEETINGS if x[0] == mid)
        b.page(
            did,
            "decisions",
            "note",
            title,
            aliases,
            [("decided_in", mid), *(("concerns", c) for c in concerns)],
            [b.cite(p, key, "minutes") for p in paras],
            "decision",
            created=when,
        )

    # pages: concepts, knowledge notes, handbook ------------------------------------------------
    for cid, title, aliases, key, paras, related in CONCEPTS:
        b.page(
            cid,
            "concepts",
            "concept",
            title,
            aliases,
            [("related_to", r) for r in related],
            [b.cite(p, key, "digest") for p in paras],
            "concept",
        )
    for kid, title, author, concept, matter, paras in KNOWLEDGE:
        rels = [("written_by", author), ("discusses", concept)]
        if matter:
            rels.append(("drawn_from", matter))
        body = [b.cite(t, k, label) for t, k, label in paras]
        see = [f"[[page:{concept}|{n[concept]}]]"]
        if matter:
            see.append(f"[[page:{matter}|{n[matter]}]]")
        body.append(" · ".join(see))
        b.page(kid, "knowledge", "analysis", title, [], rels, body, "km")
    for hid, title, owner, key, paras, implements in HANDBOOK:
        rels = [("maintained_by", owner)]
        if implements:
            rels.append(("implements", implements))
        b.page(
            hid,
            "handbook",
            "note",
            title,
            [],
            rels,
            [b.cite(p, key, "handbook") for p in paras],
            "handbook",
        )


# fmt: off

# --- questions ----------------------------------------------------------------------------------

# (question, relevant pages): the question names the answer's title or an alias
LEXICAL = [
    ("where are we on Project Heron?", ["project-heron"]),
    ("Polaris swaps claim status", ["m-polaris-v-norgate"]),
    ("show me the Ironbridge Steel administration file", ["m-ironbridge-administration"]),
    ("Nordlys Energy ASA", ["nordlys-energy"]),
    ("Brackwell Stone LLP - who are they?", ["brackwell-stone"]),
    ("what does the LCIA do", ["lcia"]),
    ("Cavendish v Makdessi", ["c-penalty-rule"]),
    ("explain the Pozzoli test", ["c-obviousness"]),
    ("good faith in relational contracts", ["c-relational-good-faith"]),
    ("What is the Management Board responsible for?", ["cmt-management"]),
    ("Conflicts and Client Intake Committee remit", ["cmt-intake"]),
    ("Thornbury Vale LLP overview", [FIRM]),
    ("Competition Appeal Tribunal", ["cat"]),
    ("Anna Kuznetsova", ["anna-kuznetsova"]),
    ("David Cohen", ["david-cohen"]),
    ("rachel cohen", ["rachel-cohen"]),
    ("Priya Sharma bio", ["priya-sharma"]),
    ("Rohan Sharma", ["rohan-sharma"]),
    ("who is Chen Jing?", ["chen-jing"]),
    ("Kim Seo-yeon", ["kim-seoyeon"]),
    ("Maria Papadaki profile", ["maria-papadaki"]),
    ("maria jose fernandez", ["maria-jose-fernandez"]),
    ("Ines Carvalho", ["ines-carvalho"]),
    ("Pemberton J", ["harriet-pemberton"]),
    ("Dr Gunnar Holm", ["gunnar-holm"]),
    ("Sofia Marques", ["sofia-marques"]),
    ("running a conflict check", ["hb-conflict-checks"]),
    ("preferred panel of forensic accountants", ["dec-forensic-panel"]),
    ("Veda v Thessaly", ["m-veda-v-thessaly"]),
    ("arbitration clause checklist", ["km-arbitration-clauses"]),
    ("Notice of appointment of administrators", ["f-ironbridge-notice"]),
    ("Project Kestrel summary", ["project-kestrel"]),
    ("Kovač Holdings", ["kovac-holdings"]),
    ("Mendes Aragão Advogados", ["mendes-aragao"]),
    ("sleep-in shifts and the minimum wage", ["c-sleep-in"]),
    ("decision to open a Singapore arbitration desk", ["dec-singapore-desk"]),
    ("Lessons from the Norgate swap claim", ["km-swap-lessons"]),
    ("Qasr Mayfair hotel lease", ["m-qasr-lease"]),
    ("Ledgerline Forensics", ["ledgerline-forensics"]),
    ("Hannah Weiss", ["hannah-weiss"]),
]

# (question, person): the person named in their own script
SCRIPT = [
    ("who is Анна Кузнецова?", "anna-kuznetsova"),
    ("Дмитрий Волков", "dmitry-volkov"),
    ("Олена Бондаренко - what does she do?", "olena-bondarenko"),
    ("Αλέξανδρος Παπαδόπουλος", "alexandros-papadopoulos"),
    ("profile of Ελένη Νικολάου", "eleni-nikolaou"),
    ("Μαρία Παπαδάκη", "maria-papadaki"),
    ("ليلى حداد", "layla-haddad"),
    ("tell me about عمر الفارسي", "omar-al-farsi"),
    ("ياسمين ناصر", "yasmin-nasser"),
    ("דוד כהן", "david-cohen"),
    ("who is נועה לוי", "noa-levi"),
    ("תמר פרידמן", "tamar-friedman"),
    ("प्रिया शर्मा", "priya-sharma"),
    ("रोहन शर्मा कौन है?", "rohan-sharma"),
    ("अर्जुन मेहता", "arjun-mehta"),
    ("陈伟", "chen-wei"),
    ("陈静是谁", "chen-jing"),
    ("王芳 CV", "wang-fang"),
    ("田中裕子", "yuko-tanaka"),
    ("佐藤 健", "ken-sato"),
    ("김지현", "kim-jihyun"),
    ("김서연 변호사", "kim-seoyeon"),
    ("박민준", "park-minjun"),
    ("Николай Соколов", "nikolai-sokolov"),
    ("יוסי מזרחי", "yossi-mizrahi"),
    ("Zofia Wiśniewska", "zofia-wisniewska"),
    ("Lukáš Dvořák", "lukas-dvorak"),
    ("Inès Fabre-Léger", "ines-fabre-leger"),
    ("中村 結衣", "yui-nakamura"),
    ("فاطمة الزهراء بناني", "fatima-zahra-bennani"),
    ("मीरा कृष्णन", "meera-krishnan"),
    ("Søren Østergaard", "soren-ostergaard"),
]

# (question, described page, one step, kinds of page kept)
HOP = [
    ("who is leading the tanker repair arbitration?", "m-halvorsen-v-brightwater",
     ("-leads",), ()),
    ("which associates and paralegals are on the Brightwater dispute?",
     "m-halvorsen-v-brightwater", ("-staffed_on",), ()),
    ("who gives us instructions at the Bergen tanker operator", "halvorsen-shipping",
     ("-works_for",), ()),
    ("Which expert did we instruct on the monopile delay claim?", "m-nordlys-v-statberg",
     ("+instructed",), ()),
    ("opposing counsel nordlys statberg", "m-nordlys-v-statberg",
     ("-opposing_counsel_in",), ()),
    ("where is the Marina Bay façade claim proceeding?", "m-qasr-v-alcazar",
     ("+heard_by",), ()),
    ("who are we acting for in the swaps mis-selling claim?", "m-polaris-v-norgate",
     ("+acting_for",), ()),
    ("who reports to Anna Kuznetsova?", "anna-kuznetsova", ("-reports_to",), ()),
    ("Dmitry Volkov's supervising partner", "dmitry-volkov", ("+reports_to",), ()),
    ("who heads up employment?", "grp-employment", ("-heads",), ()),
    ("members of the risk committee", "cmt-risk", ("-sits_on|-chairs",), ()),
    ("who chairs pricing?", "cmt-pricing", ("-chairs",), ()),
    ("what did the AFA session resolve?", "mt-pricing-afa", ("-decided_in",), ()),
    ("outcome of the intake committee's monthly clearance session", "mt-intake-monthly",
     ("-decided_in",), ()),
    ("who testified at the Jadeport hearing before the CAT?", "h-jadeport-cat",
     ("-gave_evidence_at",), ()),
    ("what has Olena Bondarenko appeared at?", "olena-bondarenko", ("+attended",), ()),
    ("where does Pemberton J sit?", "harriet-pemberton", ("+sits_in",), ()),
    ("who does Chloe Whitlock work for?", "chloe-whitlock", ("+works_for",), ()),
    ("who represents Brightwater?", "brightwater-marine", ("-represents",), ()),
    ("which company does Tariq Mansour work for?", "tariq-mansour", ("+works_for",), ()),
    ("which practice group is defending the night care workers' wage case?",
     "m-solace-tribunal", ("+handled_by",), ()),
    ("what precedents does the Kessler appeal rely on?", "m-kessler-v-hartmann",
     ("+relies_on",), ()),
    ("which disputes turn on contractual estoppel?", "c-contractual-estoppel",
     ("-relies_on",), ()),
    ("notes written by Fatima Zahra Bennani", "fatima-zahra-bennani", ("-written_by",), ()),
    ("who wrote the cram down playbook?", "km-cramdown-playbook", ("+written_by",), ()),
    ("who maintains the conflict check guidance?", "hb-conflict-checks",
     ("+maintained_by",), ()),
    ("which documents did Dmitry draft?", "dmitry-volkov", ("-drafted_by",), ()),
    ("Who was in the chair for the Nordlys CMC?", "h-nordlys-cmc", ("+before",), ()),
    ("who heard the Kessler appeal?", "h-kessler-appeal", ("+before",), ()),
    ("who was at the strategy away day?", "mt-board-strategy", ("-attended",), ()),
    ("which body held the third-quarter review?", "mt-risk-q3", ("+meeting_of",), ()),
    ("who is the buyer on Heron?", "project-heron", ("+counterparty",), ()),
    ("who's on the other side of Project Larch", "project-larch", ("+counterparty",), ()),
    ("what is Layla Haddad running?", "layla-haddad", ("+leads",), ()),
    ("what is Ken Sato staffed on", "ken-sato", ("+staffed_on",), ()),
    ("which deals involve Sun Li", "sun-li", ("+staffed_on",), ()),
    ("what guidance implements the chatbot ban?", "dec-ai-drafting", ("-implements",), ()),
    ("instructing contact for the anticoagulant patent action", "m-veda-v-thessaly",
     ("+instructed_by",), ()),
    ("which partner has the cold storage acquisition?", "project-kestrel", ("-leads",), ()),
    ("which experts work for Ledgerline?", "ledgerline-forensics", ("-works_for",), ()),
    ("people and development committee membership", "cmt-people",
     ("-sits_on|-chairs",), ()),
    ("what does Shira Ben-Ami sit on?", "shira-ben-ami", ("+sits_on|+chairs",), ()),
    ("which group is Hiroshi Watanabe in?", "hiroshi-watanabe", ("+member_of",), ()),
    ("what sessions took place at the LCIA?", "lcia", ("-held_at",), ()),
    ("which doctrine sits behind Fatima's checklist?", "km-arbitration-clauses",
     ("+discusses",), ()),
    ("which team handles Project Osprey?", "project-osprey", ("+handled_by",), ()),
    ("who instructs us on the Croatian purchase?", "project-kestrel", ("+instructed_by",), ()),
    ("who reports to Priya Sharma?", "priya-sharma", ("-reports_to",), ()),
    ("who does Yui Nakamura report to", "yui-nakamura", ("+reports_to",), ()),
    ("which judge sits in the Companies Court?", "court-insolvency", ("-sits_in",), ()),
    ("who testified at the expedited cream supply trial?", "h-meridian-trial",
     ("-gave_evidence_at",), ()),
    ("who from Polaris came to the strike-out application?", "h-polaris-strike-out",
     ("-attended",), ("client contact",)),
    ("which companies does Carrow Fitch act for?", "carrow-fitch", ("+represents",), ()),
    ("outcome of the KM committee review", "mt-knowledge-review", ("-decided_in",), ()),
    ("list the court papers in the Norgate dispute", "m-polaris-v-norgate",
     ("-part_of",), ()),
    ("who drafted the explanatory statement?", "f-osprey-statement", ("+drafted_by",), ()),
    ("who is on SIAC's roster?", "siac", ("-sits_in",), ()),
]

# (question, described page, two steps, kinds of page kept)
HOP2 = [
    ("which judges have sat on our swaps claim against Norgate?", "m-polaris-v-norgate",
     ("-hearing_in", "+before"), ()),
    ("Which partners have acted for Polaris?", "polaris-retail",
     ("-acting_for", "-leads"), ()),
    ("who supervises the associates working on the Jadeport appeal?", "m-jadeport-v-cma",
     ("-staffed_on", "+reports_to"), ()),
    ("what courts or tribunals has Dmitry Volkov appeared in?", "dmitry-volkov",
     ("+attended", "+held_at"), ()),
    ("which clients has Ekaterina Orlova been instructed for?", "ekaterina-orlova",
     ("-instructed", "+acting_for"), ()),
    ("who was at the meeting where the Singapore desk was agreed?", "dec-singapore-desk",
     ("+decided_in", "-attended"), ()),
    ("which practice groups handle matters against Norgate Bank?", "norgate-bank",
     ("-against|-counterparty", "+handled_by"), ()),
    ("what doctrines come up in Layla Haddad's matters?", "layla-haddad",
     ("+leads", "+relies_on"), ()),
    ("which law firm is on the other side in the Bergen shipping arbitration?",
     "m-halvorsen-v-brightwater", ("+against", "-represents"), ()),
    ("which firms employ the experts instructed on Polaris v Norgate?", "m-polaris-v-norgate",
     ("+instructed", "+works_for"), ()),
    ("who was present at hearings in the Ironbridge administration?",
     "m-ironbridge-administration", ("-hearing_in", "-attended|-gave_evidence_at"), ()),
    ("which matters has Mrs Justice Pemberton had before her?", "harriet-pemberton",
     ("-before", "+hearing_in"), ()),
    ("what was decided at meetings Shira Ben-Ami attended?", "shira-ben-ami",
     ("+attended", "-decided_in"), ()),
    ("who are the opposing lawyers in matters Zofia Wiśniewska leads?", "zofia-wisniewska",
     ("+leads", "-opposing_counsel_in"), ()),
    ("what experts have been instructed on matters for Qasr?", "qasr-hospitality",
     ("-acting_for", "+instructed"), ()),
    ("which partners sit on committees with Marek Novák?", "marek-novak",
     ("+sits_on|+chairs", "-sits_on|-chairs"), ("partner",)),
    ("which arbitral institutions is Omar Al-Farsi appearing before?", "omar-al-farsi",
     ("+staffed_on", "+heard_by"), ()),
    ("which judge has Mehmet Yilmaz appeared before?", "mehmet-yilmaz",
     ("+attended", "+before"), ()),
    ("which clients have cases in the Commercial Court?", "court-commercial",
     ("-heard_by", "+acting_for"), ()),
    ("which hearings have Ledgerline's people testified at?", "ledgerline-forensics",
     ("-works_for", "+gave_evidence_at"), ()),
    ("who owns the handbook guidance that came out of the chatbot decision?",
     "dec-ai-drafting", ("-implements", "+maintained_by"), ()),
    ("which concepts do Fatima Zahra Bennani's knowledge notes cover?",
     "fatima-zahra-bennani", ("-written_by", "+discusses"), ()),
    ("which committee decided the rate rise?", "dec-rates-uplift",
     ("+decided_in", "+meeting_of"), ()),
    ("colleagues in Tamar Friedman's practice group", "tamar-friedman",
     ("+member_of", "-member_of"), ()),
    ("who instructed us on matters Priya Sharma leads?", "priya-sharma",
     ("+leads", "+instructed_by"), ()),
    ("which companies were on the other side of Chen Wei's matters?", "chen-wei",
     ("+leads", "+against|+counterparty"), ()),
    ("which hearings did the associates reporting to Søren attend?", "soren-ostergaard",
     ("-reports_to", "+attended"), ()),
    ("judges Kim Ji-hyun has appeared before", "kim-jihyun", ("+attended", "+before"), ()),
    ("which experts were instructed in matters led by Anna Kuznetsova?", "anna-kuznetsova",
     ("+leads", "+instructed"), ()),
    ("who from the client side came to hearings in the Veda case?", "m-veda-v-thessaly",
     ("-hearing_in", "-attended"), ("client contact",)),
    ("which opponents does the litigation group face?", "grp-litigation",
     ("-handled_by", "+against|+counterparty"), ()),
    ("who took the decision to clear the Qasr lease behind a barrier?", "dec-qasr-barrier",
     ("+decided_in", "-attended"), ()),
    ("which courts have heard matters for Orrin?", "orrin-capital",
     ("-acting_for", "+heard_by"), ()),
    ("what decisions has the Intake Committee made?", "cmt-intake",
     ("-meeting_of", "-decided_in"), ()),
    ("which dispute did Dmitry Volkov's write-up come out of?", "dmitry-volkov",
     ("-written_by", "+drawn_from"), ()),
    ("who else sits on the committee Tomás Ó Briain chairs?", "tomas-o-briain",
     ("+chairs", "-sits_on"), ()),
]

# (question, relevant pages): described in words the pages do not use
PARAPHRASE = [
    ("can we act for a tenant when the property owner is also ours? ethical wall set up",
     ["dec-qasr-barrier"]),
    ("are outside investors allowed to bankroll cases we bring?", ["dec-litigation-funding"]),
    ("are staff still allowed on consumer AI bots like ChatGPT?",
     ["dec-ai-drafting", "hb-ai-tools"]),
    ("how much are our charges increasing?", ["dec-rates-uplift"]),
    ("who else must approve a large flat-rate quote?", ["dec-capped-fee-signoff"]),
    ("is there a ceiling on no win, no pay litigation?", ["dec-cfa-limit"]),
    ("are we putting people in south-east Asia?", ["dec-singapore-desk"]),
    ("how much free legal help is each lawyer meant to give?", ["dec-pro-bono-hours"]),
    ("who looks after standard forms for each department?", ["dec-precedent-owners"]),
    ("did we refuse work from the American chipmaker because of our Korean client?",
     ["dec-vantor-declined"]),
    ("does writing templates help juniors get a better payout?", ["dec-associate-bonus"]),
    ("which number-crunching witnesses are we supposed to use?", ["dec-forensic-panel"]),
    ("rule limiting compensation to harm that was foreseeable when the deal was signed",
     ["c-remoteness"]),
    ("if both builder and employer held the job up simultaneously, who pays?",
     ["c-concurrent-delay"]),
    ("if you signed something saying you never trusted the salesman's pitch, can you still "
     "sue over it?", ["c-contractual-estoppel"]),
    ("must partners in a ten-year supply arrangement behave decently towards each other?",
     ["c-relational-good-faith"]),
    ("when is an agreed sum for breaking the contract too harsh to enforce?",
     ["c-penalty-rule"]),
    ("would an ordinary practitioner in the field have thought of it anyway?",
     ["c-obviousness"]),
    ("the pause that stops lenders grabbing assets when an insolvency practitioner takes over "
     "a business", ["c-administration-moratorium"]),
    ("are night carers paid for hours they spend dozing on site?", ["c-sleep-in"]),
    ("lumping a string of cartel contacts together as one overall offence",
     ["c-single-continuous-infringement"]),
    ("imposing a compromise on objecting creditors", ["c-cross-class-cramdown"]),
    ("the dispute resolution term outlives a voided deal", ["c-separability"]),
    ("can settlement offers be shown to the judge?", ["c-without-prejudice"]),
    ("which programme slippage technique convinces arbitrators most?", ["km-delay-methods"]),
    ("tips for writing fixed-sum compensation terms that survive a challenge",
     ["km-ld-drafting"]),
    ("the ruling that carers dozing overnight weren't owed pay",
     ["h-solace-final", "m-solace-tribunal"]),
    ("When did the Singapore arbitrators confirm they had power to rule on the row?",
     ["h-qasr-jurisdiction", "m-qasr-v-alcazar"]),
    ("what did we learn about disclaimers of trust in the bank derivatives case?",
     ["km-swap-lessons"]),
]
# fmt: on


# --- walking the relations and checking the set -------------------------------------------------

_STOP_WORDS = """a an the of in on at to for from by with about as into onto over under after before
    and or but nor not no yes is are was were be been being am has have had having do does did
    done doing this that these those it its they them their theirs there here he she him her
    his hers we us our ours i me my mine you your yours any all each every some other others
    another both either neither which who whom whose what where when why how show list tell
    find give get got please can could would should will shall may might must s t d ll re ve m
    also just so than then up out down off again once more most such only own same too very
    still anyway etc whether if else while one"""
_STOP = frozenset(_STOP_WORDS.split())
_WORD_RE = re.compile(r"\w+")
_SUFFIXES = ("ings", "ing", "ed", "es", "s")


def _stem(word: str) -> str:
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


def _words(text: str) -> set[str]:
    return {_stem(w) for w in _WORD_RE.findall(text.casefold()) if len(w) > 1}


def _question_words(text: str) -> set[str]:
    found = _WORD_RE.findall(text.casefold())
    return {_stem(w) for w in found if len(w) > 1 and w not in _STOP}


def _doc_words(doc: Document) -> set[str]:
    return _words(" ".join([doc.title, *doc.aliases, doc.body]))


def _edges(documents: list[Document]) -> list[tuple[str, str, str]]:
    return [(d.brain_id, r.type, r.target) for d in documents for r in d.relations]


def _walk(
    edges: list[tuple[str, str, str]],
    anchor: str,
    steps: tuple[str, ...],
    only: tuple[str, ...],
    category: dict[str, str],
) -> set[str]:
    current = {anchor}
    for step in steps:
        reached: set[str] = set()
        for alternative in step.split("|"):
            direction, rtype = alternative[0], alternative[1:]
            for source, kind, target in edges:
                if kind != rtype:
                    continue
                if direction == "+" and source in current:
                    reached.add(target)
                elif direction == "-" and target in current:
                    reached.add(source)
        current = reached
    current.discard(anchor)
    if only:
        current = {x for x in current if category.get(x) in only}
    return current


def _categories(documents: list[Document]) -> dict[str, str]:
    """Each page's kind of thing, from the tables (the same for every seed)."""
    b = _Builder(0)
    _generate(b)
    return b.category


def _questions(documents: list[Document]) -> list[_Q]:
    edges = _edges(documents)
    category = _categories(documents)
    out: list[_Q] = []
    for text, relevant in LEXICAL:
        out.append(_Q(text, "lexical", set(relevant)))
    for text, person in SCRIPT:
        out.append(_Q(text, "script", {person}, anchor=person))
    for kind, table in (("hop", HOP), ("hop2", HOP2)):
        for text, anchor, steps, only in table:
            relevant = _walk(edges, anchor, steps, only, category)
            out.append(_Q(text, kind, relevant, anchor=anchor, steps=steps, only=only))
    for text, relevant in PARAPHRASE:
        out.append(_Q(text, "paraphrase", set(relevant)))
    return out


def build(seed: int = 233) -> EvalSet:
    """The documents and questions of set M; the seed shifts the dates and the order."""
    b = _Builder(seed)
    _generate(b)
    documents = b.documents()
    return EvalSet(documents, _questions(documents))


def _names(doc: Document) -> list[str]:
    return [doc.title, *doc.aliases]


def _check(data: EvalSet) -> list[str]:
    problems: list[str] = []
    counts = Counter(d.brain_id for d in data.documents)
    problems += [f"duplicate id {i}" for i, n in counts.items() if n > 1]
    by_id = {d.brain_id: d for d in data.documents}
    for doc in data.documents:
        for problem in validate_document(doc, file_stem=doc.brain_id):
            problems.append(f"{doc.brain_id}: {problem}")
        if doc.status != "active":
            problems.append(f"{doc.brain_id}: status {doc.status}")
        if doc.kind == "page":
            for statement in uncited_statements(doc.body):
                problems.append(f"{doc.brain_id}: uncited statement {statement.excerpt!r}")
        for rel in doc.relations:
            target = by_id.get(rel.target)
            if target is None or target.kind != "page":
                problems.append(f"{doc.brain_id}: broken relation {rel.type} -> {rel.target}")
        for kind, target, _label in _LINK_RE.findall(doc.body):
            found = by_id.get(target)
            if found is None or found.kind != ("page" if kind == "page" else "evidence"):
                problems.append(f"{doc.brain_id}: broken {kind} link to {target}")
    if not all(isinstance(q, Question) for q in data.questions):
        problems.append("a question is not a Question")
    texts = Counter(q.text for q in data.questions)
    problems += [f"duplicate question {t!r}" for t, n in texts.items() if n > 1]
    edges = _edges(data.documents)
    category = _categories(data.documents)
    for q in data.questions:
        tag = f"{q.kind} {q.text!r}"
        if q.kind not in ("lexical", "script", "hop", "hop2", "paraphrase"):
            problems.append(f"{tag}: unknown kind")
        if not q.relevant:
            problems.append(f"{tag}: nothing relevant")
        missing = [r for r in q.relevant if r not in by_id]
        if missing:
            problems.append(f"{tag}: relevant documents missing: {missing}")
            continue
        answers = [by_id[r] for r in sorted(q.relevant)]
        if any(a.kind != "page" for a in answers):
            problems.append(f"{tag}: an answer is not a page")
        folded = q.text.casefold()
        if q.kind == "lexical" and not any(
            n.casefold() in folded for a in answers for n in _names(a)
        ):
            problems.append(f"{tag}: names no answer's title or alias")
        if q.kind == "script" and not any(
            n in q.text and not n.isascii() for a in answers for n in _names(a)
        ):
            problems.append(f"{tag}: names no answer in its own script")
        if q.kind in ("hop", "hop2"):
            anchor = getattr(q, "anchor", "")
            if anchor not in by_id:
                problems.append(f"{tag}: described page {anchor!r} missing")
            if anchor in q.relevant:
                problems.append(f"{tag}: the described page is relevant")
            walked = _walk(edges, anchor, q.steps, q.only, category)
            if walked != q.relevant:
                problems.append(f"{tag}: relevant is not the walk ({sorted(walked)})")
            if len(q.steps) != (1 if q.kind == "hop" else 2):
                problems.append(f"{tag}: {len(q.steps)} steps")
        if q.kind in ("hop", "paraphrase"):
            words = _question_words(q.text)
            for answer in answers:
                shared = words & _doc_words(answer)
                if shared:
                    problems.append(f"{tag}: shares {sorted(shared)} with {answer.brain_id}")
    return problems


if __name__ == "__main__":
    built = build()
    for line in _check(built):
        print("PROBLEM", line)
    kinds = Counter(f"{d.kind}/{d.type}" for d in built.documents)
    print(f"documents: {len(built.documents)}")
    for kind, count in sorted(Counter(d.kind for d in built.documents).items()):
        print(f"  {kind}: {count}")
    for kind, count in sorted(kinds.items()):
        print(f"  {kind}: {count}")
    questions = Counter(q.kind for q in built.questions)
    print(f"questions: {len(built.questions)}")
    for kind, count in sorted(questions.items()):
        print(f"  {kind}: {count}")
