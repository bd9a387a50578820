# ruff: noqa: E501
"""Retrieval evaluation set AA: a commercial law firm's brain (synthetic, labelled).

DATA CARD
=========

Domain
    The knowledge brain of a fictional international disputes firm with ten offices (London,
    Frankfurt, Paris, Kraków, Athens, Dubai, Tokyo, Mumbai, New York, Singapore): its lawyers,
    practice groups, clients and their in-house contacts, the parties on the other side and
    their law firms, the courts and judges in front of which matters run, expert witnesses,
    hearings, filings, research memos and billing reviews. Everything is invented; names, matter
    numbers and events are generated from hand-written lists with `random.Random(seed)`.

Documents (about 290; `build(7)` gives the exact counts, `_check` prints them)
    Pages (`kind: page`, status `active`, each citing at least one evidence document inline):

    ==========================  ========  ==========================================
    folder                      type      what
    ==========================  ========  ==========================================
    firm/offices                company   the firm's offices
    firm/practice-areas         concept   practice groups
    firm/billing                note      quarterly billing reviews of a partner
    people/partners             person    partners (bill matters, head groups/offices)
    people/associates           person    associates (run files, draft filings)
    people/judges               person    judges
    people/opposing-counsel     person    lawyers at other firms
    people/client-contacts      person    in-house lawyers of clients
    people/experts              person    expert witnesses
    institutions/courts         company   courts (first instance and appellate)
    companies/law-firms         company   opposing law firms
    companies/clients           company   clients (some in corporate groups)
    companies/counterparties    company   adverse parties
    matters                     project   matters (cases, appeals, investigations)
    matters/hearings            meeting   hearings (events; each has a transcript)
    matters/filings             source    pleadings and applications
    knowledge/memos             analysis  research memos
    ==========================  ========  ==========================================

    Evidence (`kind: evidence`, `type: source`, no `[[...]]` links, quoted source text):
    `evidence/transcripts` (one per hearing), `evidence/directories` (staff directory extract
    per office), `evidence/engagement-letters` and `evidence/orders` (per matter).

    About a fifth of the page titles are written in another script (Greek, Cyrillic, Arabic,
    Hebrew, Devanagari, Chinese, Japanese, Korean) or in Latin with diacritics (Polish, German,
    French, Norwegian, Portuguese); each such page carries a plain-ASCII Latin alias. Matters
    also carry their matter number (e.g. `LDN-2025-0142`) and a short name as aliases.

Relations
    44 relation types, e.g. works_at, employs, reports_to, supervises, practices_in,
    practitioner, leads, led_by, relationship_partner, subsidiary_of, parent_company_of,
    sits_on, judge, appeals_to, formerly_at, client, party_to, adverse_party,
    billing_partner, lead_associate, works_on, venue, hears, presides_over, opposing_counsel,
    opposes_on, expert_witness, instructed_on, office, handles, practice_area, covers,
    related_matter, in_matter, hearing, filing, attended_by, author, authored, signed_by,
    responds_to, reviewed_by, prepared_for, expert_in. Every link is a relation between two
    pages in one of 39 relation kinds (`_RELS`), and both ends link each other: the forward
    side and the inverse side. A side is **typed** (a frontmatter `relations` entry, plus a
    `[[page:id|label]]` or `[[page:id]]` link in the body) or **plain** (the body link only, in
    a sentence that says in prose what the relation is). About three quarters of the sides
    are typed; some inverse sides have no type of their own and are always plain.

Questions (about 160)
    `lexical`    names its answer by title or alias (matter numbers included).
    `script`     names its answer in its other script or with its diacritics; about half are
                 asked in that language.
    `hop`        names one page and asks for the pages one relation away (typed or plain),
                 phrased with a synonym of the relation more often than its type name.
    `hop2`       names one page and asks along two relations (e.g. "which firm is on the other
                 side of <matter>" = matter -> opposing counsel -> their firm); kept only when
                 every answer is exactly two steps from the named page.
    `paraphrase` describes the answer (a matter's subject, an expert's specialism, a group's
                 work, an office's region, the hearing where an expert testified) without
                 naming it or echoing its title.

Relevant ids
    The pages that answer; when an answer is a hearing (an event) its transcript evidence is
    relevant too. Hop answers are every page the relation kind reaches from the named page
    (1 to 6 of them); hop2 answers are the union over the two-relation path.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import unicodedata
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from bench.retrieval_data import EvalSet, Question
from brain.toolkit.document import Document, parse_document
from brain.toolkit.validation import validate_document

P_TYPED = 0.85

# --- relation kinds -----------------------------------------------------------------------


@dataclass(frozen=True)
class _Rel:
    fwd: str  # the type written on the source page
    inv: str | None  # the type written on the target page (None: that side is always plain)
    f1: tuple[str, ...]  # source-side sentences, one target ({L})
    fn: tuple[str, ...]  # source-side sentences, several targets ({LS})
    b1: tuple[str, ...]  # target-side sentences, one source
    bn: tuple[str, ...]  # target-side sentences, several sources
    qf: tuple[str, ...]  # hop questions about a source page ({A}) asking for targets
    qb: tuple[str, ...]  # hop questions about a target page asking for sources
    symmetric: bool = False


_RELS: dict[str, _Rel] = {
    "office_of_lawyer": _Rel(
        "works_at",
        "employs",
        (
            "Based in {L}.",
            "Works out of {L}, though travels a lot for hearings.",
            "Sits in {L}.",
            "Home office is {L}.",
        ),
        (),
        ("{L} works out of this office.", "{L} is based here."),
        (
            "Lawyers based here: {LS}.",
            "The team on the floor includes {LS}.",
            "Fee earners in this office are {LS}.",
        ),
        (
            "Which office is {A} based in?",
            "where does {A} sit",
            "{A} home office",
            "What office does {A} work from?",
        ),
        (
            "Who works in the {A}?",
            "list the lawyers based at {A}",
            "{A} fee earners",
            "which of our lawyers sit in {A}?",
        ),
    ),
    "lawyer_area": _Rel(
        "practices_in",
        "practitioner",
        (
            "Practises mainly in {L}.",
            "Core practice is {L}.",
            "Spends most of the year on {L} work.",
        ),
        ("Practises across {LS}.", "Splits time between {LS}.", "Works in {LS}."),
        ("{L} is the main practitioner in the group.", "{L} does most of this work for us."),
        (
            "Lawyers in the group: {LS}.",
            "People we staff on this work: {LS}.",
            "{LS} all practise in this area.",
        ),
        ("What practice area is {A} in?", "{A} specialism", "what kind of work does {A} do?"),
        ("Who practises {A}?", "lawyers doing {A} work", "which of our people handle {A}?"),
    ),
    "office_lead": _Rel(
        "leads",
        "led_by",
        (
            "Managing partner of {L}.",
            "Runs {L} as managing partner.",
            "Has been managing partner of {L} since the last partnership vote.",
        ),
        (),
        ("Managing partner is {L}.", "The office is run by {L}.", "{L} manages the office."),
        (),
        ("Which office does {A} manage?", "what office is {A} managing partner of"),
        ("Who is the managing partner of {A}?", "who runs {A}?", "{A} office head"),
    ),
    "area_lead": _Rel(
        "leads",
        "led_by",
        ("Heads the {L} group.", "Leads {L} across the network.", "Global head of {L}."),
        (),
        ("Group head is {L}.", "Led by {L}, who also sets staffing.", "{L} runs the group."),
        (),
        ("Which practice group does {A} head?", "what group does {A} lead?"),
        ("Who heads {A}?", "head of {A}", "who runs the {A} group?"),
    ),
    "supervision": _Rel(
        "reports_to",
        "supervises",
        (
            "Reports to {L}.",
            "Supervised day to day by {L}.",
            "{L} is the supervising partner and signs off drafts.",
        ),
        (),
        ("{L} reports to this partner.", "Supervises {L}.", "{L} is a direct report."),
        ("Supervises {LS}.", "Direct reports are {LS}.", "{LS} report into this partner."),
        ("Who does {A} report to?", "{A}'s supervising partner", "who signs off {A}'s work?"),
        ("Who reports to {A}?", "list {A}'s associates", "which associates does {A} supervise?"),
    ),
    "judge_court": _Rel(
        "sits_on",
        "judge",
        ("Sits in {L}.", "A judge of {L}.", "Appointed to {L}."),
        (),
        ("{L} sits here.", "We see {L} on most of our applications here."),
        ("Judges we appear before most: {LS}.", "The bench includes {LS}.", "{LS} sit here."),
        ("Which court does {A} sit on?", "{A} court", "where does {A} sit as a judge?"),
        ("Which judges sit in {A}?", "judges of {A}", "{A} bench"),
    ),
    "appeal": _Rel(
        "appeals_to",
        None,
        (
            "Appeals go to {L}.",
            "Decisions here can be appealed to {L}.",
            "Permission to appeal is sought from {L}.",
        ),
        (),
        ("Hears appeals from {L}.", "Appeals from {L} come here."),
        ("Hears appeals from {LS}.", "Appellate court for {LS}."),
        (
            "Where do appeals from {A} go?",
            "appellate court above {A}",
            "which court hears appeals from {A}?",
        ),
        ("Which courts does {A} hear appeals from?", "lower courts under {A}"),
    ),
    "judge_prior": _Rel(
        "formerly_at",
        None,
        (
            "Was a partner at {L} before going to the bench.",
            "Came from {L}, worth remembering for conflicts.",
            "Practised at {L} before appointment.",
        ),
        (),
        (
            "{L} was a partner here before joining the bench.",
            "Alumni on the bench: {L} left the firm for judicial office.",
        ),
        ("Former partners now on the bench: {LS}.",),
        (
            "Where did {A} practise before the bench?",
            "{A} former firm",
            "which firm was {A} at before becoming a judge?",
        ),
        ("Which judges used to be at {A}?", "former {A} partners now judges"),
    ),
    "counsel_firm": _Rel(
        "works_at",
        "employs",
        ("Partner at {L}.", "Practises at {L}.", "Now with {L} after a lateral move."),
        (),
        ("{L} is the partner we usually face from this firm.", "{L} is a partner here."),
        (
            "Partners we regularly come up against here: {LS}.",
            "Litigators at the firm include {LS}.",
        ),
        ("Which firm is {A} at?", "{A} law firm", "who does {A} practise with?"),
        (
            "Who are the partners at {A}?",
            "lawyers at {A}",
            "which litigators at {A} have we dealt with?",
        ),
    ),
    "contact_client": _Rel(
        "works_at",
        "employs",
        (
            "In-house at {L}.",
            "Works for {L} and is our day-to-day instructing contact there.",
            "Our main point of contact at {L}.",
        ),
        (),
        (
            "Our day-to-day contact on the client side is {L}.",
            "Instructions usually come from {L} in the legal team.",
        ),
        ("Client-side contacts are {LS}.", "Instructions come from {LS}."),
        ("Which company does {A} work for?", "{A} employer", "where is {A} in-house?"),
        ("Who is our contact at {A}?", "who instructs us at {A}?", "{A} in-house contacts"),
    ),
    "parent": _Rel(
        "subsidiary_of",
        "parent_company_of",
        ("A subsidiary of {L}.", "Part of the {L} group.", "Wholly owned by {L}."),
        (),
        ("Parent company of {L}.", "Owns {L}, which we also act for."),
        ("Parent company of {LS}.", "Group subsidiaries we act for: {LS}."),
        ("Who owns {A}?", "{A} parent company", "which group is {A} part of?"),
        ("What subsidiaries does {A} have?", "{A} group companies", "list companies owned by {A}"),
    ),
    "client_rel": _Rel(
        "relationship_partner",
        None,
        (
            "Relationship partner is {L}.",
            "{L} owns the relationship and the annual review.",
            "{L} has looked after this client since the first instruction.",
        ),
        (),
        (
            "Relationship partner for {L}.",
            "Looks after the {L} relationship.",
            "Holds the client relationship with {L}.",
        ),
        ("Relationship partner for {LS}.", "Looks after the relationships with {LS}."),
        ("Who is the relationship partner for {A}?", "who looks after {A}?", "{A} client partner"),
        (
            "Which clients does {A} look after?",
            "{A}'s client relationships",
            "clients where {A} is relationship partner",
        ),
    ),
    "expert_area": _Rel(
        "expert_in",
        None,
        (
            "Gives expert evidence in {L} cases.",
            "Our usual expert for {L} disputes.",
            "Known to the {L} group as a reliable witness.",
        ),
        (),
        ("Expert we use for this work: {L}.", "{L} is our go-to expert witness here."),
        ("Experts we have used: {LS}.", "Expert witnesses on the panel: {LS}."),
        ("What field is {A} an expert in?", "{A} area of expertise"),
        ("Which experts do we use for {A}?", "expert witnesses for {A}", "{A} expert panel"),
    ),
    "m_client": _Rel(
        "client",
        "party_to",
        ("Acting for {L}.", "Our client is {L}.", "We represent {L}."),
        (),
        ("We act for them on {L}.", "Current instruction: {L}."),
        ("We act for them on {LS}.", "Current and past instructions: {LS}."),
        ("Who is the client on {A}?", "who do we act for in {A}?", "{A} client"),
        (
            "What matters do we run for {A}?",
            "list {A} matters",
            "which cases are we handling for {A}?",
        ),
    ),
    "m_adverse": _Rel(
        "adverse_party",
        "party_to",
        ("The other side is {L}.", "Adverse party: {L}.", "The claim is against {L}."),
        (),
        ("On the other side of {L}.", "We are adverse to them in {L}."),
        ("On the other side of {LS}.", "Appears against our clients in {LS}."),
        ("Who is the opposing party in {A}?", "who are we up against in {A}?", "{A} counterparty"),
        (
            "In which matters is {A} on the other side?",
            "cases against {A}",
            "where are we adverse to {A}?",
        ),
    ),
    "m_billing": _Rel(
        "billing_partner",
        "works_on",
        (
            "Billing partner is {L}.",
            "Invoices go out under {L}.",
            "{L} is responsible partner for fees.",
        ),
        (),
        ("Billing partner on {L}.", "Bills {L}.", "Responsible for fees on {L}."),
        ("Billing partner on {LS}.", "Bills {LS}.", "Responsible for fees on {LS}."),
        (
            "Who is the billing partner on {A}?",
            "who signs off invoices for {A}?",
            "responsible partner {A}",
        ),
        (
            "Which matters does {A} bill?",
            "matters billed by {A}",
            "what is {A} the responsible partner for?",
        ),
    ),
    "m_lead": _Rel(
        "lead_associate",
        "works_on",
        (
            "{L} runs the file day to day.",
            "Lead associate: {L}.",
            "Day-to-day carriage sits with {L}.",
        ),
        (),
        ("Runs {L} day to day.", "Lead associate on {L}.", "Has carriage of {L}."),
        ("Runs {LS} day to day.", "Lead associate on {LS}.", "Has carriage of {LS}."),
        (
            "Who is the lead associate on {A}?",
            "who has day-to-day conduct of {A}?",
            "{A} associate",
        ),
        (
            "Which files is {A} running?",
            "matters where {A} is lead associate",
            "what is {A} working on day to day?",
        ),
    ),
    "m_court": _Rel(
        "venue",
        "hears",
        ("Proceedings are in {L}.", "Issued in {L}.", "Venue is {L}."),
        (),
        ("Our case here is {L}.", "Currently has {L} on its list."),
        ("Our cases here: {LS}.", "Currently has {LS} on its list."),
        ("Which court is {A} in?", "where is {A} being heard?", "{A} venue"),
        ("What matters do we have before {A}?", "our cases in {A}", "list matters issued in {A}"),
    ),
    "m_judge": _Rel(
        "judge",
        "presides_over",
        ("Assigned to {L}.", "The docketed judge is {L}.", "{L} is managing the case."),
        (),
        ("Assigned our matter {L}.", "Has {L} on the docket."),
        ("Assigned our matters {LS}.", "Has {LS} on the docket."),
        ("Who is the judge on {A}?", "which judge is hearing {A}?", "{A} judge"),
        (
            "What cases is {A} hearing for us?",
            "matters assigned to {A}",
            "which of our files are before {A}?",
        ),
    ),
    "m_oc": _Rel(
        "opposing_counsel",
        "opposes_on",
        ("Opposing counsel is {L}.", "{L} acts for the other side.", "Across the table is {L}."),
        (),
        ("Acts against us on {L}.", "Opposing counsel on {L}."),
        ("Acts against us on {LS}.", "Represented the other side in {LS}."),
        (
            "Who is opposing counsel on {A}?",
            "who acts for the other side in {A}?",
            "{A} opposing lawyer",
        ),
        (
            "Which matters has {A} been against us on?",
            "cases where {A} is on the other side",
            "{A} adverse matters",
        ),
    ),
    "m_expert": _Rel(
        "expert_witness",
        "instructed_on",
        ("Our expert is {L}.", "We instructed {L} as expert.", "Expert evidence comes from {L}."),
        (),
        ("Instructed as expert on {L}.", "Retained by us on {L}."),
        ("Instructed as expert on {LS}.", "Retained by us on {LS}."),
        (
            "Which expert did we instruct on {A}?",
            "{A} expert witness",
            "who is giving expert evidence in {A}?",
        ),
        (
            "Which matters has {A} been instructed on?",
            "cases where {A} is our expert",
            "{A} expert engagements",
        ),
    ),
    "m_office": _Rel(
        "office",
        "handles",
        ("Run out of {L}.", "Booked to {L}.", "Handled by the team in {L}."),
        (),
        ("Handles {L}.", "The office runs {L}."),
        ("Handles {LS}.", "Matters booked here include {LS}.", "The office runs {LS}."),
        ("Which office handles {A}?", "{A} office", "what office is {A} booked to?"),
        ("What matters is {A} handling?", "matters booked to {A}", "list cases run from {A}"),
    ),
    "m_area": _Rel(
        "practice_area",
        "covers",
        ("A {L} matter.", "Falls under {L}.", "Practice group is {L}."),
        (),
        ("Live matter: {L}.", "Recent work includes {L}."),
        ("Live matters: {LS}.", "Recent work includes {LS}.", "Current mandates are {LS}."),
        ("What practice area is {A}?", "{A} practice group", "which group does {A} sit in?"),
        ("Which matters fall under {A}?", "{A} matters", "list current {A} cases"),
    ),
    "m_related": _Rel(
        "related_matter",
        "related_matter",
        ("Closely related to {L}.", "Runs in parallel with {L}.", "Overlaps factually with {L}."),
        ("Closely related to {LS}.", "Runs in parallel with {LS}."),
        (),
        (),
        ("What matters are related to {A}?", "{A} related cases", "which files overlap with {A}?"),
        (),
        symmetric=True,
    ),
    "h_matter": _Rel(
        "in_matter",
        "hearing",
        ("A hearing in {L}.", "Part of {L}.", "Listed in {L}."),
        (),
        ("Hearing held: {L}.", "We attended {L}."),
        ("Hearings so far: {LS}.", "Listed hearings: {LS}.", "We have attended {LS}."),
        ("Which matter was {A} part of?", "what case is {A} in?"),
        ("What hearings have there been in {A}?", "{A} hearings", "list the hearings in {A}"),
    ),
    "h_judge": _Rel(
        "judge",
        "presides_over",
        ("Before {L}.", "{L} presided.", "Heard by {L}."),
        (),
        ("Presided at {L}.", "Heard {L}."),
        ("Presided at {LS}.", "Heard {LS}."),
        ("Who presided at {A}?", "which judge heard {A}?"),
        ("Which hearings did {A} preside over?", "hearings before {A}"),
    ),
    "h_court": _Rel(
        "venue",
        "hears",
        ("Held at {L}.", "Took place in {L}."),
        (),
        ("Hearing held here: {L}.", "Hosted {L}."),
        ("Hearings held here: {LS}.", "Hosted {LS}."),
        ("Where was {A} held?", "{A} location"),
        ("What hearings took place at {A}?", "hearings held at {A}"),
    ),
    "h_attend": _Rel(
        "attended_by",
        None,
        ("Attended for the firm by {L}.", "{L} attended for us.", "Our person in court was {L}."),
        ("Attended by {LS}.", "{LS} attended for us.", "Our team in court: {LS}."),
        ("Attended {L}.", "Was in court for {L}.", "Covered {L}."),
        ("Attended {LS}.", "Was in court for {LS}.", "Covered {LS}."),
        ("Who attended {A} for the firm?", "who was in court for {A}?"),
        ("Which hearings has {A} attended?", "hearings {A} went to"),
    ),
    "h_expert": _Rel(
        "expert_witness",
        None,
        (
            "{L} gave evidence.",
            "Cross-examination of {L} took most of the day.",
            "{L} was called as expert.",
        ),
        (),
        ("Gave evidence at {L}.", "Cross-examined at {L}.", "Testified at {L}."),
        ("Gave evidence at {LS}.", "Testified at {LS}."),
        ("Which expert gave evidence at {A}?", "who testified at {A}?"),
        ("At which hearings has {A} testified?", "where did {A} give evidence?"),
    ),
    "f_matter": _Rel(
        "in_matter",
        "filing",
        ("Filed in {L}.", "Part of the record in {L}.", "Served in {L}."),
        (),
        ("Key filing: {L}.", "Pleading on file: {L}."),
        (
            "Key filings: {LS}.",
            "Pleadings and applications: {LS}.",
            "Documents filed so far: {LS}.",
        ),
        ("Which matter was {A} filed in?", "what case does {A} belong to?"),
        ("What filings are there in {A}?", "list the pleadings in {A}", "{A} filings"),
    ),
    "f_author": _Rel(
        "author",
        "authored",
        ("Drafted by {L}.", "{L} prepared the first draft.", "Author is {L}."),
        (),
        ("Drafted {L}.", "Wrote {L}.", "Author of {L}."),
        ("Drafted {LS}.", "Wrote {LS}.", "Author of {LS}."),
        ("Who drafted {A}?", "author of {A}", "who wrote the {A}?"),
        ("What has {A} drafted?", "pleadings written by {A}", "{A} drafting"),
    ),
    "f_signed": _Rel(
        "signed_by",
        None,
        ("Signed off by {L}.", "{L} signed the statement of truth.", "Approved for filing by {L}."),
        (),
        ("Signed {L}.", "Approved {L} for filing.", "Signed off on {L}."),
        ("Signed {LS}.", "Approved {LS} for filing.", "Signed off on {LS}."),
        ("Who signed {A}?", "which partner approved {A}?"),
        ("Which filings did {A} sign?", "documents {A} signed off"),
    ),
    "f_responds": _Rel(
        "responds_to",
        None,
        ("Responds to {L}.", "Answers {L}.", "Served in reply to {L}."),
        (),
        ("Answered by {L}.", "The other side's response is {L}.", "Met with {L}."),
        (),
        ("What does {A} respond to?", "which filing is {A} answering?"),
        ("What was filed in response to {A}?", "reply to {A}"),
    ),
    "memo_author": _Rel(
        "author",
        "authored",
        ("Written by {L}.", "{L} wrote it.", "Author is {L}."),
        (),
        ("Wrote {L}.", "Author of {L}."),
        ("Wrote {LS}.", "Author of {LS}."),
        ("Who wrote {A}?", "author of {A}"),
        ("What memos has {A} written?", "research by {A}"),
    ),
    "memo_matter": _Rel(
        "in_matter",
        None,
        ("Prepared for {L}.", "Written for the team on {L}.", "Research done on {L}."),
        (),
        ("Research memo for this matter: {L}.", "Background analysis is in {L}."),
        ("Research memos for this matter: {LS}.",),
        ("Which matter was {A} written for?", "what case is {A} about?"),
        ("What research memos are there on {A}?", "{A} research"),
    ),
    "memo_area": _Rel(
        "practice_area",
        None,
        ("Know-how for {L}.", "Filed under {L} know-how.", "Useful to anyone in {L}."),
        (),
        ("Know-how note: {L}.", "Research in the group's library: {L}."),
        ("Know-how notes: {LS}.", "Research in the group's library: {LS}."),
        ("Which practice group is {A} filed under?",),
        ("What know-how memos does {A} have?", "{A} research notes"),
    ),
    "memo_review": _Rel(
        "reviewed_by",
        None,
        ("Reviewed by {L}.", "{L} reviewed and signed off the conclusions.", "Second-read by {L}."),
        (),
        ("Reviewed {L}.", "Signed off the research in {L}."),
        ("Reviewed {LS}.", "Signed off the research in {LS}."),
        ("Who reviewed {A}?", "which partner checked {A}?"),
        ("Which memos did {A} review?", "research {A} signed off"),
    ),
    "note_partner": _Rel(
        "prepared_for",
        None,
        ("Prepared for {L}.", "Review pack for {L}.", "Sent to {L} ahead of the billing meeting."),
        (),
        ("Billing review: {L}.", "Latest billing pack is {L}."),
        ("Billing reviews: {LS}.", "Billing packs: {LS}."),
        ("Who was {A} prepared for?", "whose billing review is {A}?"),
        ("What billing reviews are there for {A}?", "{A} billing packs"),
    ),
    "note_matter": _Rel(
        "in_matter",
        None,
        ("Covers {L}.", "Looks at fees on {L}.", "Reviews WIP on {L}."),
        ("Covers {LS}.", "Looks at fees on {LS}.", "Reviews WIP on {LS}."),
        ("Fees on this file were reviewed in {L}.", "WIP was discussed in {L}."),
        ("Fees on this file were reviewed in {LS}.", "WIP was discussed in {LS}."),
        ("Which matters does {A} cover?", "matters reviewed in {A}"),
        ("Which billing reviews discussed {A}?", "{A} fee reviews"),
    ),
}

# --- name lists -----------------------------------------------------------------------------

_FOLDERS: dict[str, tuple[str, str]] = {
    "office": ("firm/offices", "company"),
    "area": ("firm/practice-areas", "concept"),
    "note": ("firm/billing", "note"),
    "partner": ("people/partners", "person"),
    "associate": ("people/associates", "person"),
    "judge": ("people/judges", "person"),
    "counsel": ("people/opposing-counsel", "person"),
    "contact": ("people/client-contacts", "person"),
    "expert": ("people/experts", "person"),
    "court": ("institutions/courts", "company"),
    "firm": ("companies/law-firms", "company"),
    "client": ("companies/clients", "company"),
    "counterparty": ("companies/counterparties", "company"),
    "matter": ("matters", "project"),
    "hearing": ("matters/hearings", "meeting"),
    "filing": ("matters/filings", "source"),
    "memo": ("knowledge/memos", "analysis"),
}

# slug, title, ascii alias, language, city, country, code, court, paraphrase, blurb
_OFFICES = [
    (
        "london",
        "London Office",
        "",
        "",
        "London",
        "the United Kingdom",
        "LDN",
        "ewhc",
        "our UK headquarters",
        "Headquarters of the firm and home to the largest disputes bench; most English High Court work is run from here.",
    ),
    (
        "frankfurt",
        "Frankfurt Office",
        "",
        "",
        "Frankfurt am Main",
        "Germany",
        "FRA",
        "lg-frankfurt",
        "the German office",
        "German-law litigation with a strong patent bench that appears before the Frankfurt chambers.",
    ),
    (
        "paris",
        "Paris Office",
        "",
        "",
        "Paris",
        "France",
        "PAR",
        "tc-paris",
        "the French office",
        "French commercial litigation, competition damages and appellate work.",
    ),
    (
        "krakow",
        "Kraków Office",
        "Krakow Office",
        "pl",
        "Kraków",
        "Poland",
        "KRK",
        "krakow",
        "our Polish office",
        "A small team covering Polish restructuring, chemicals and competition authority work.",
    ),
    (
        "athens",
        "Γραφείο Αθηνών",
        "Athens Office",
        "el",
        "Athens",
        "Greece",
        "ATH",
        "athens",
        "the Greek office",
        "Shipping-focused office serving Piraeus owners and charterers.",
    ),
    (
        "dubai",
        "مكتب دبي",
        "Dubai Office",
        "ar",
        "Dubai",
        "the United Arab Emirates",
        "DXB",
        "difc",
        "our Gulf office",
        "Covers financial-centre court litigation, logistics and employment disputes across the Gulf.",
    ),
    (
        "tokyo",
        "東京オフィス",
        "Tokyo Office",
        "ja",
        "Tokyo",
        "Japan",
        "TYO",
        "tokyo",
        "the Japanese office",
        "Advises manufacturers on cross-border supply and shipyard disputes.",
    ),
    (
        "mumbai",
        "मुंबई कार्यालय",
        "Mumbai Office",
        "hi",
        "Mumbai",
        "India",
        "BOM",
        "bombay",
        "our Indian office",
        "Infrastructure, metro construction and guarantee disputes.",
    ),
    (
        "new-york",
        "New York Office",
        "",
        "",
        "New York",
        "the United States",
        "NYC",
        "sdny",
        "our US office",
        "Federal court litigation, aviation finance and partnership disputes.",
    ),
    (
        "singapore",
        "Singapore Office",
        "",
        "",
        "Singapore",
        "Singapore",
        "SIN",
        "sicc",
        "our Asian arbitration hub",
        "Award challenges, enforcement and energy disputes across Asia.",
    ),
]

# key, title, description, paraphrase (noun phrase)
_AREAS = [
    (
        "competition",
        "Competition & Antitrust",
        "cartel investigations, dawn raids, abuse of dominance and follow-on damages claims",
        "the team that deals with dawn raids and price-fixing fines",
    ),
    (
        "arbitration",
        "International Arbitration",
        "ICC, LCIA and SIAC arbitrations, set-aside applications and enforcement of awards",
        "the people who handle challenges to ICC awards",
    ),
    (
        "banking",
        "Banking & Finance Litigation",
        "loan and bond enforcement, derivatives mis-selling and aircraft lease defaults",
        "the group for swap mis-selling and lender disputes",
    ),
    (
        "ip",
        "Intellectual Property & Patents",
        "patent infringement, biosimilars, trade secrets and licensing disputes",
        "the people who fight drug and chip technology cases",
    ),
    (
        "insolvency",
        "Insolvency & Restructuring",
        "receiverships, cross-border recognition of restructuring plans and set-off disputes",
        "the team for receiverships and foreign restructuring plans",
    ),
    (
        "construction",
        "Construction & Engineering",
        "delay and disruption, defects and FIDIC contract disputes",
        "the FIDIC delay and defects group",
    ),
    (
        "shipping",
        "Shipping & Trade",
        "charterparty, shipbuilding, cargo and collision claims",
        "the group covering charter party, cargo and collision claims",
    ),
    (
        "employment",
        "Employment & Partnership",
        "restrictive covenants, senior executive exits and partner disputes",
        "the team for non-compete and founder exit fights",
    ),
    (
        "investigations",
        "White-Collar & Investigations",
        "internal investigations, bribery and anti-corruption reviews",
        "the group running internal bribery probes",
    ),
    (
        "energy",
        "Energy & Infrastructure",
        "power purchase agreements, turbine supply and renewables disputes",
        "the practice for wind farm and offtake disputes",
    ),
]

# id, title, ascii alias, language, role, office, short, bio
_LAWYERS = [
    (
        "eleanor-whitcombe",
        "Eleanor Whitcombe",
        "",
        "",
        "partner",
        "london",
        "Whitcombe",
        "A Commercial Court specialist with twenty years on construction and rail disputes.",
    ),
    (
        "marcus-tye",
        "Marcus Tye",
        "",
        "",
        "partner",
        "london",
        "Tye",
        "Runs large patent and pharmaceutical cases; trained as a biochemist before law.",
    ),
    (
        "jens-wessel",
        "Jens Wessel",
        "",
        "",
        "partner",
        "frankfurt",
        "Wessel",
        "Patent litigator, frequently before the Frankfurt patent chambers.",
    ),
    (
        "katrin-albers",
        "Katrin Albers",
        "",
        "",
        "partner",
        "frankfurt",
        "Albers",
        "Banking and insolvency litigator with a restructuring background.",
    ),
    (
        "helene-marchetti",
        "Hélène Marchetti",
        "Helene Marchetti",
        "fr",
        "partner",
        "paris",
        "Marchetti",
        "Built the French competition damages practice from scratch.",
    ),
    (
        "bertrand-lefort",
        "Bertrand Lefort",
        "",
        "",
        "partner",
        "paris",
        "Lefort",
        "Appellate advocate; most comfortable in front of a three-judge chamber.",
    ),
    (
        "wojciech-zielinski",
        "Wojciech Zieliński",
        "Wojciech Zielinski",
        "pl",
        "partner",
        "krakow",
        "Zieliński",
        "Restructuring and regulatory defence; formerly at the competition authority.",
    ),
    (
        "nikolaos-pappas",
        "Νικόλαος Παππάς",
        "Nikolaos Pappas",
        "el",
        "partner",
        "athens",
        "Pappas",
        "Shipping litigator and former P&I club claims handler.",
    ),
    (
        "omar-haddad",
        "Omar Haddad",
        "",
        "",
        "partner",
        "dubai",
        "Haddad",
        "Regular in the DIFC Courts; logistics and employment.",
    ),
    (
        "kenichi-sato",
        "佐藤 健一",
        "Kenichi Sato",
        "ja",
        "partner",
        "tokyo",
        "Sato",
        "Cross-border supply disputes for Japanese manufacturers.",
    ),
    (
        "arjun-mehta",
        "अर्जुन मेहता",
        "Arjun Mehta",
        "hi",
        "partner",
        "mumbai",
        "Mehta",
        "Infrastructure and guarantee litigation before the commercial division.",
    ),
    (
        "daniel-rosenthal",
        "Daniel Rosenthal",
        "",
        "",
        "partner",
        "new-york",
        "Rosenthal",
        "Aviation finance and derivatives litigator.",
    ),
    (
        "grace-liu",
        "Grace Liu",
        "",
        "",
        "partner",
        "new-york",
        "Liu",
        "Trade secrets and partnership disputes; former federal clerk.",
    ),
    (
        "wei-jie-tan",
        "Tan Wei Jie",
        "",
        "",
        "partner",
        "singapore",
        "Tan",
        "Award challenges and energy disputes across Asia.",
    ),
    (
        "priya-raman",
        "Priya Raman",
        "",
        "",
        "associate",
        "london",
        "Raman",
        "Senior associate; strong on expert evidence.",
    ),
    (
        "oliver-dunmore",
        "Oliver Dunmore",
        "",
        "",
        "associate",
        "london",
        "Dunmore",
        "Fourth-year associate with a construction focus.",
    ),
    (
        "hannah-okafor",
        "Hannah Okafor",
        "",
        "",
        "associate",
        "london",
        "Okafor",
        "Third-year associate; seconded to a bank last year.",
    ),
    (
        "lukas-brenner",
        "Lukas Brenner",
        "",
        "",
        "associate",
        "frankfurt",
        "Brenner",
        "Associate with a physics degree, useful on patent files.",
    ),
    (
        "anna-lena-fischer",
        "Anna-Lena Fischer",
        "",
        "",
        "associate",
        "frankfurt",
        "Fischer",
        "Associate in the banking team.",
    ),
    (
        "julien-garnier",
        "Julien Garnier",
        "",
        "",
        "associate",
        "paris",
        "Garnier",
        "Associate; drafts most of the French pleadings.",
    ),
    (
        "camille-roux",
        "Camille Roux",
        "",
        "",
        "associate",
        "paris",
        "Roux",
        "Associate with an economics background.",
    ),
    (
        "agnieszka-luczak",
        "Agnieszka Łuczak",
        "Agnieszka Luczak",
        "pl",
        "associate",
        "krakow",
        "Łuczak",
        "Associate; handles most contact with the authority.",
    ),
    (
        "eleni-dimitriou",
        "Ελένη Δημητρίου",
        "Eleni Dimitriou",
        "el",
        "associate",
        "athens",
        "Dimitriou",
        "Associate; former in-house at a tanker operator.",
    ),
    (
        "layla-mansour",
        "ليلى منصور",
        "Layla Mansour",
        "ar",
        "associate",
        "dubai",
        "Mansour",
        "Associate; bilingual pleadings in Arabic and English.",
    ),
    (
        "jimin-park",
        "박지민",
        "Jimin Park",
        "ko",
        "associate",
        "tokyo",
        "Park",
        "Associate; covers Korean counterparties from Tokyo.",
    ),
    (
        "neha-kulkarni",
        "Neha Kulkarni",
        "",
        "",
        "associate",
        "mumbai",
        "Kulkarni",
        "Associate in the infrastructure team.",
    ),
    (
        "samuel-ortiz",
        "Samuel Ortiz",
        "",
        "",
        "associate",
        "new-york",
        "Ortiz",
        "Associate; e-discovery lead for the office.",
    ),
    (
        "miriam-kaplan",
        "Miriam Kaplan",
        "",
        "",
        "associate",
        "new-york",
        "Kaplan",
        "Associate working on aviation and partnership cases.",
    ),
    (
        "chen-meiling",
        "陈美玲",
        "Chen Meiling",
        "zh",
        "associate",
        "singapore",
        "Chen",
        "Associate; reads Chinese-language contract records.",
    ),
]

# key, title, ascii alias, language, city, appeals to, description
_COURTS = [
    (
        "ewhc",
        "Commercial Court (London)",
        "High Court Commercial Court",
        "",
        "London",
        "ewca",
        "The Commercial Court of the High Court in the Rolls Building.",
    ),
    (
        "ewca",
        "Court of Appeal (Civil Division)",
        "EWCA Civ",
        "",
        "London",
        None,
        "Hears appeals from the High Court, usually three judges.",
    ),
    (
        "lg-frankfurt",
        "Landgericht Frankfurt am Main",
        "Frankfurt Regional Court",
        "",
        "Frankfurt am Main",
        "olg-frankfurt",
        "Regional court with specialised patent chambers.",
    ),
    (
        "olg-frankfurt",
        "Oberlandesgericht Frankfurt am Main",
        "Frankfurt Higher Regional Court",
        "",
        "Frankfurt am Main",
        None,
        "Higher regional court; second instance for the Landgericht.",
    ),
    (
        "tc-paris",
        "Tribunal de commerce de Paris",
        "Paris Commercial Court",
        "",
        "Paris",
        "ca-paris",
        "Commercial court staffed by elected business judges.",
    ),
    (
        "ca-paris",
        "Cour d'appel de Paris",
        "Paris Court of Appeal",
        "",
        "Paris",
        None,
        "Appellate court with the chamber for competition appeals.",
    ),
    (
        "krakow",
        "Sąd Okręgowy w Krakowie",
        "Krakow Regional Court",
        "pl",
        "Kraków",
        None,
        "Regional court; commercial division hears our restructuring work.",
    ),
    (
        "athens",
        "Πρωτοδικείο Αθηνών",
        "Athens Court of First Instance",
        "el",
        "Athens",
        None,
        "First-instance court with a maritime division.",
    ),
    (
        "difc",
        "محاكم مركز دبي المالي العالمي",
        "DIFC Courts",
        "ar",
        "Dubai",
        None,
        "Common-law courts of the Dubai International Financial Centre.",
    ),
    (
        "tokyo",
        "東京地方裁判所",
        "Tokyo District Court",
        "ja",
        "Tokyo",
        None,
        "District court; commercial division.",
    ),
    (
        "bombay",
        "मुंबई उच्च न्यायालय",
        "Bombay High Court",
        "hi",
        "Mumbai",
        None,
        "High court with a commercial division for large claims.",
    ),
    (
        "sdny",
        "U.S. District Court for the Southern District of New York",
        "SDNY",
        "",
        "New York",
        None,
        "Federal trial court in Manhattan.",
    ),
    (
        "sicc",
        "Singapore International Commercial Court",
        "SICC",
        "",
        "Singapore",
        None,
        "International commercial court; hears many award challenges.",
    ),
]

# id, title, ascii alias, language, court, short, background, former firm
_JUDGES = [
    (
        "imogen-alderton",
        "Mrs Justice Imogen Alderton",
        "Imogen Alderton",
        "",
        "ewhc",
        "Alderton J",
        "Former construction silk; strict on case management timetables.",
        "faircloth-marsh",
    ),
    (
        "rafe-penhallow",
        "Mr Justice Rafe Penhallow",
        "Rafe Penhallow",
        "",
        "ewhc",
        "Penhallow J",
        "Technical judge with a chemistry degree; sits on pharma cases.",
        None,
    ),
    (
        "cordelia-strand",
        "Lady Justice Cordelia Strand",
        "Cordelia Strand",
        "",
        "ewca",
        "Strand LJ",
        "Sits on commercial appeals; sceptical of late points.",
        None,
    ),
    (
        "sabine-krueger",
        "Sabine Krüger",
        "Sabine Krueger",
        "de",
        "lg-frankfurt",
        "Krüger",
        "Presiding judge of a patent chamber; wants short written submissions.",
        None,
    ),
    (
        "matthias-oberdorf",
        "Matthias Oberdorf",
        "",
        "",
        "olg-frankfurt",
        "Oberdorf",
        "Appellate patent senate; cautious on claim construction.",
        "brandauer-kuhlmann",
    ),
    (
        "claire-vasseur",
        "Claire Vasseur",
        "",
        "",
        "tc-paris",
        "Vasseur",
        "Business judge with an in-house background.",
        "delorme-avocats",
    ),
    (
        "philippe-morel",
        "Philippe Morel",
        "",
        "",
        "ca-paris",
        "Morel",
        "Chamber president for competition appeals.",
        None,
    ),
    (
        "tomasz-nowicki",
        "Tomasz Nowicki",
        "",
        "",
        "krakow",
        "Nowicki",
        "Commercial division; quick on interim measures.",
        "nowak-wisniewski",
    ),
    (
        "georgios-alexiou",
        "Γεώργιος Αλεξίου",
        "Georgios Alexiou",
        "el",
        "athens",
        "Alexiou",
        "Maritime division; long experience of collision cases.",
        None,
    ),
    (
        "nadia-farouk",
        "Justice Nadia Farouk",
        "Nadia Farouk",
        "",
        "difc",
        "Farouk J",
        "Former arbitration practitioner; firm on disclosure.",
        None,
    ),
    (
        "misaki-tanaka",
        "田中 美咲",
        "Misaki Tanaka",
        "ja",
        "tokyo",
        "Tanaka",
        "Commercial division; encourages settlement early.",
        None,
    ),
    (
        "ravi-deshpande",
        "Justice Ravi Deshpande",
        "Ravi Deshpande",
        "",
        "bombay",
        "Deshpande J",
        "Commercial division; infrastructure matters.",
        None,
    ),
    (
        "harriet-colvin",
        "Judge Harriet Colvin",
        "Harriet Colvin",
        "",
        "sdny",
        "Judge Colvin",
        "Former litigator; tight discovery schedules.",
        "whitlock-abernethy",
    ),
    (
        "theodore-brandt",
        "Judge Theodore Brandt",
        "Theodore Brandt",
        "",
        "sdny",
        "Judge Brandt",
        "Securities and derivatives docket.",
        None,
    ),
    (
        "selina-wong",
        "Justice Selina Wong",
        "Selina Wong",
        "",
        "sicc",
        "Wong J",
        "International judge; hears most set-aside applications.",
        None,
    ),
]

# id, title, ascii alias, language, city
_FIRMS = [
    ("faircloth-marsh", "Faircloth Marsh LLP", "Faircloth Marsh", "", "London"),
    ("brandauer-kuhlmann", "Brandauer Kuhlmann", "", "", "Frankfurt"),
    ("delorme-avocats", "Delorme Avocats", "", "", "Paris"),
    ("nowak-wisniewski", "Nowak Wiśniewski", "Nowak Wisniewski", "pl", "Warsaw"),
    ("qasimi-legal", "Qasimi Legal", "", "", "Dubai"),
    ("kanda-sogo", "神田総合法律事務所", "Kanda Sogo Law Office", "ja", "Tokyo"),
    ("whitlock-abernethy", "Whitlock Abernethy LLP", "Whitlock Abernethy", "", "New York"),
]
_LOCAL_FIRM = {
    "london": "faircloth-marsh",
    "frankfurt": "brandauer-kuhlmann",
    "paris": "delorme-avocats",
    "krakow": "nowak-wisniewski",
    "dubai": "qasimi-legal",
    "tokyo": "kanda-sogo",
    "new-york": "whitlock-abernethy",
}

# id, title, ascii alias, language, firm, style
_COUNSEL = [
    ("rupert-faircloth", "Rupert Faircloth", "", "", "faircloth-marsh", "aggressive on costs"),
    ("gideon-marsh", "Gideon Marsh", "", "", "faircloth-marsh", "careful and slow to concede"),
    (
        "felix-brandauer",
        "Dr. Felix Brandauer",
        "Felix Brandauer",
        "",
        "brandauer-kuhlmann",
        "a patent specialist with a chemistry doctorate",
    ),
    (
        "sebastian-kuhlmann",
        "Sebastian Kuhlmann",
        "",
        "",
        "brandauer-kuhlmann",
        "good at settlement",
    ),
    (
        "francoise-delorme",
        "Françoise Delorme",
        "Francoise Delorme",
        "fr",
        "delorme-avocats",
        "the founding partner, very experienced on appeal",
    ),
    ("antoine-ricard", "Antoine Ricard", "", "", "delorme-avocats", "procedural and detail-driven"),
    ("marta-nowak", "Marta Nowak", "", "", "nowak-wisniewski", "a restructuring specialist"),
    ("khalid-rahman", "Khalid Rahman", "", "", "qasimi-legal", "pragmatic and commercial"),
    ("rania-aziz", "Rania Aziz", "", "", "qasimi-legal", "strong on employment law"),
    ("takuya-yamamoto", "山本 拓也", "Takuya Yamamoto", "ja", "kanda-sogo", "measured and formal"),
    ("ruth-abernethy", "Ruth Abernethy", "", "", "whitlock-abernethy", "a seasoned trial lawyer"),
    ("henry-whitlock", "Henry Whitlock", "", "", "whitlock-abernethy", "fond of discovery fights"),
    ("laura-medina", "Laura Medina", "", "", "whitlock-abernethy", "quick and well prepared"),
]

# id, title, ascii alias, language, country, sector, parent
_CLIENTS = [
    (
        "castellan-pharma",
        "Castellan Pharma plc",
        "Castellan Pharma",
        "",
        "the UK",
        "branded pharmaceuticals",
        None,
    ),
    (
        "castellan-biologics",
        "Castellan Biologics GmbH",
        "Castellan Biologics",
        "",
        "Germany",
        "biologics manufacturing",
        "castellan-pharma",
    ),
    (
        "northgate-rail",
        "Northgate Rail Holdings",
        "Northgate Rail",
        "",
        "the UK",
        "rail infrastructure",
        None,
    ),
    ("brightwater", "Brightwater Utilities", "", "", "Singapore", "power generation", None),
    (
        "halcyon-wind",
        "Halcyon Wind Partners",
        "Halcyon Wind",
        "",
        "the UK",
        "onshore and offshore wind",
        "brightwater",
    ),
    (
        "kestrel",
        "Kestrel Aviation Leasing",
        "Kestrel",
        "",
        "Ireland",
        "aircraft leasing",
        "redmere",
    ),
    ("redmere", "Redmere Capital", "", "", "the US", "private equity", None),
    (
        "veldt",
        "Veldt Mining Corporation",
        "Veldt Mining",
        "",
        "South Africa",
        "copper and platinum mining",
        None,
    ),
    (
        "orsino",
        "Orsino Foods S.p.A.",
        "Orsino Foods",
        "",
        "Italy",
        "pasta and bakery products",
        None,
    ),
    (
        "mesogeios",
        "Μεσόγειος Ναυτιλιακή Α.Ε.",
        "Mesogeios Shipping",
        "el",
        "Greece",
        "LNG and dry bulk shipowning",
        None,
    ),
    (
        "minato",
        "ミナト精機株式会社",
        "Minato Seiki",
        "ja",
        "Japan",
        "precision gearboxes and marine drives",
        None,
    ),
    (
        "cableries-duval",
        "Câbleries Duval SA",
        "Cableries Duval",
        "fr",
        "France",
        "submarine telecom cables",
        None,
    ),
    (
        "zaklady-wisla",
        "Zakłady Chemiczne Wisła",
        "Zaklady Chemiczne Wisla",
        "pl",
        "Poland",
        "PVC and chlor-alkali chemicals",
        None,
    ),
    (
        "bansal",
        "बंसल इन्फ्रा प्रोजेक्ट्स",
        "Bansal Infra Projects",
        "hi",
        "India",
        "metro and highway construction",
        None,
    ),
    (
        "al-noor",
        "شركة النور للخدمات اللوجستية",
        "Al Noor Logistics",
        "ar",
        "the UAE",
        "freight forwarding and warehousing",
        None,
    ),
    ("tessaract", "Tessaract Semiconductors", "", "", "Israel", "wafer fabrication", None),
]

# id, title, ascii alias, language, client, job title
_CONTACTS = [
    ("fiona-gallagher", "Fiona Gallagher", "", "", "castellan-pharma", "General Counsel"),
    (
        "maximilian-roth",
        "Dr. Maximilian Roth",
        "Max Roth",
        "",
        "castellan-biologics",
        "Head of Legal, Germany",
    ),
    ("olga-belova", "Ольга Белова", "Olga Belova", "ru", "veldt", "Director of Legal Affairs"),
    (
        "dmytro-kovalenko",
        "Дмитро Коваленко",
        "Dmytro Kovalenko",
        "uk",
        "northgate-rail",
        "Senior Counsel, Procurement",
    ),
    ("yael-cohen", "יעל כהן", "Yael Cohen", "he", "tessaract", "VP Legal"),
    ("marco-bellini", "Marco Bellini", "", "", "orsino", "Chief Legal Officer"),
    (
        "sofia-karagianni",
        "Σοφία Καραγιάννη",
        "Sofia Karagianni",
        "el",
        "mesogeios",
        "Claims Manager",
    ),
    ("yumi-nakamura", "中村 由美", "Yumi Nakamura", "ja", "minato", "Legal Department Manager"),
    ("sophie-duval", "Sophie Duval", "", "", "cableries-duval", "Directrice juridique"),
    ("piotr-mazur", "Piotr Mazur", "", "", "zaklady-wisla", "Head of Compliance"),
    ("rohan-bansal", "Rohan Bansal", "", "", "bansal", "Executive Director"),
    ("tariq-al-amin", "Tariq Al-Amin", "", "", "al-noor", "Group Legal Counsel"),
    ("jennifer-okoye", "Jennifer Okoye", "", "", "brightwater", "Head of Disputes"),
    ("conor-fitzgerald", "Conor Fitzgerald", "", "", "kestrel", "Deputy General Counsel"),
    ("isabel-ventura", "Isabel Ventura", "", "", "redmere", "General Counsel"),
]

# id, title, ascii alias, language, country, sector
_COUNTERPARTIES = [
    ("orvieto-labs", "Orvieto Laboratories", "Orvieto Labs", "", "Italy", "generic medicines"),
    (
        "helix-freight",
        "Helix Freight Lines",
        "Helix Freight",
        "",
        "the Netherlands",
        "container shipping and air cargo",
    ),
    ("hanbit-shipbuilding", "한빛조선", "Hanbit Shipbuilding", "ko", "South Korea", "shipbuilding"),
    ("huachen-power", "华晨电力", "Huachen Power", "zh", "China", "turbine manufacturing"),
    ("strathmore-engineering", "Strathmore Engineering", "", "", "Scotland", "EPC contracting"),
    ("baltic-grain", "Baltic Grain Traders", "", "", "Latvia", "grain trading"),
    ("pemberton-bank", "Pemberton Bank", "", "", "the UK", "corporate banking"),
    (
        "sorlandet-offshore",
        "Sørlandet Offshore",
        "Sorlandet Offshore",
        "no",
        "Norway",
        "offshore supply vessels",
    ),
    ("meridian-telecom", "Meridian Telecom", "", "", "France", "telecoms and data centres"),
    ("kairos-photonics", "Kairos Photonics", "", "", "the US", "photonic chips"),
]

# id, title, ascii alias, language, area, specialism, paraphrase (noun phrase)
_EXPERTS = [
    (
        "ingrid-sorensen",
        "Dr. Ingrid Sørensen",
        "Ingrid Sorensen",
        "no",
        "shipping",
        "Naval architect; hull fatigue, ship collisions and shipyard delay analysis.",
        "our naval architect for yard delay and collision work",
    ),
    (
        "raghav-iyer",
        "Prof. Raghav Iyer",
        "Raghav Iyer",
        "",
        "competition",
        "Competition economist; builds overcharge and pass-on regressions for cartel damages.",
        "the economist who models cartel overcharges",
    ),
    (
        "rui-ferreira",
        "Dr. Rui Ferreira",
        "Rui Ferreira",
        "",
        "banking",
        "Forensic accountant; quantifies lost profits and swap close-out losses.",
        "the forensic accountant we use for lost profit quantum",
    ),
    (
        "yuki-mori",
        "Dr. Yuki Mori",
        "Yuki Mori",
        "",
        "energy",
        "Metallurgist; failure analysis of turbine blades, welds and gear teeth.",
        "the metallurgy specialist for cracked welds and blades",
    ),
    (
        "amara-nwosu",
        "Dr. Amara Nwosu",
        "Amara Nwosu",
        "",
        "ip",
        "Pharmacologist; bioequivalence, formulation and claim construction support in drug patent cases.",
        "our pharmacology witness on generic drug equivalence",
    ),
    (
        "henrik-aalto",
        "Prof. Henrik Aalto",
        "Henrik Aalto",
        "",
        "energy",
        "Power markets economist; wind output profiles and PPA price benchmarking.",
        "the expert on electricity market pricing for renewable offtake deals",
    ),
    (
        "lucia-ortega",
        "Dr. Lucia Ortega",
        "Lucia Ortega",
        "",
        "construction",
        "Programme delay analyst; critical path and disruption analysis on FIDIC projects.",
        "the critical path delay analyst for building and rail claims",
    ),
    (
        "sarah-levi",
        "שרה לוי",
        "Sarah Levi",
        "he",
        "ip",
        "Semiconductor process engineer; wafer fabrication, yield data and trade secret identification.",
        "the chip fabrication process engineer",
    ),
    (
        "benedict-hale",
        "Benedict Hale",
        "",
        "",
        "insolvency",
        "Valuation expert; business and share valuations and distressed asset sales.",
        "the person who values businesses and shares for our disputes",
    ),
    (
        "kofi-asante",
        "Dr. Kofi Asante",
        "Kofi Asante",
        "",
        "banking",
        "Aviation engineer; aircraft lease return conditions and maintenance reserve accounting.",
        "the aircraft maintenance reserve expert",
    ),
]

# slug, client, counterparty, area, office, venue ("" = the office's court, None = no court),
# title, short, subject, paraphrase, expert, related
_MATTERS = [
    (
        "castellan-v-orvieto",
        "castellan-pharma",
        "orvieto-labs",
        "ip",
        "london",
        "",
        "Castellan Pharma v Orvieto Laboratories",
        "Castellan v Orvieto",
        "patent infringement claim over a generic version of the anticoagulant Veraxin",
        "the blood thinner generic patent case",
        "amara-nwosu",
        None,
    ),
    (
        "castellan-biologics-v-orvieto",
        "castellan-biologics",
        "orvieto-labs",
        "ip",
        "frankfurt",
        "",
        "Castellan Biologics v Orvieto Laboratories",
        "Castellan Biologics v Orvieto",
        "infringement action over the biosimilar manufacturing process patent EP 2 311 904",
        "the first-instance German biosimilar process patent action",
        "amara-nwosu",
        "castellan-v-orvieto",
    ),
    (
        "northgate-v-strathmore",
        "northgate-rail",
        "strathmore-engineering",
        "construction",
        "london",
        "",
        "Northgate Rail Holdings v Strathmore Engineering",
        "Northgate v Strathmore",
        "claim for defective signalling works and liquidated damages on the Eastern Corridor upgrade",
        "the railway signalling defects dispute",
        "lucia-ortega",
        None,
    ),
    (
        "mesogeios-v-hanbit",
        "mesogeios",
        "hanbit-shipbuilding",
        "shipping",
        "athens",
        "",
        "Mesogeios Shipping v Hanbit Shipbuilding",
        "Mesogeios v Hanbit",
        "rescission of two shipbuilding contracts after late delivery of LNG carriers",
        "the cancelled gas tanker newbuilds that came late from the yard",
        "ingrid-sorensen",
        None,
    ),
    (
        "mesogeios-v-baltic-grain",
        "mesogeios",
        "baltic-grain",
        "shipping",
        "athens",
        "",
        "Mesogeios Shipping v Baltic Grain Traders",
        "Mesogeios v Baltic Grain",
        "demurrage and unpaid hire under a voyage charterparty for the bulk carrier MV Thalassa",
        "the unpaid hire and waiting time claim for a bulker voyage",
        None,
        None,
    ),
    (
        "brightwater-v-huachen",
        "brightwater",
        "huachen-power",
        "arbitration",
        "singapore",
        "",
        "Brightwater Utilities v Huachen Power",
        "Brightwater v Huachen",
        "application to set aside an ICC award about repeated turbine blade cracking",
        "the challenge to the arbitral award over cracked rotor blades",
        "yuki-mori",
        None,
    ),
    (
        "halcyon-v-meridian",
        "halcyon-wind",
        "meridian-telecom",
        "energy",
        "london",
        "",
        "Halcyon Wind Partners v Meridian Telecom",
        "Halcyon v Meridian",
        "price review under a fifteen-year corporate power purchase agreement for a wind portfolio",
        "the long-term renewable electricity offtake price reset",
        "henrik-aalto",
        None,
    ),
    (
        "kestrel-v-helix",
        "kestrel",
        "helix-freight",
        "banking",
        "new-york",
        "",
        "Kestrel Aviation Leasing v Helix Freight Lines",
        "Kestrel v Helix",
        "recovery of maintenance reserves and redelivery of three A330 freighters after lease default",
        "repossessing the leased cargo jets",
        "kofi-asante",
        None,
    ),
    (
        "redmere-v-pemberton",
        "redmere",
        "pemberton-bank",
        "banking",
        "new-york",
        "",
        "Redmere Capital v Pemberton Bank",
        "Redmere v Pemberton",
        "claim that interest rate swaps tied to a real estate loan were mis-sold",
        "the swap mis-selling claim against the lender",
        "rui-ferreira",
        None,
    ),
    (
        "veldt-v-strathmore",
        "veldt",
        "strathmore-engineering",
        "construction",
        "london",
        "",
        "Veldt Mining Corporation v Strathmore Engineering",
        "Veldt v Strathmore",
        "defects in a copper concentrator plant built under a FIDIC Silver Book contract",
        "the copper processing plant defects claim",
        "lucia-ortega",
        None,
    ),
    (
        "orsino-v-baltic-grain",
        "orsino",
        "baltic-grain",
        "competition",
        "paris",
        "",
        "Orsino Foods v Baltic Grain Traders",
        "Orsino v Baltic Grain",
        "follow-on damages for overcharges caused by the durum wheat cartel",
        "the pasta maker's claim for price-fixing overcharges on wheat",
        "raghav-iyer",
        None,
    ),
    (
        "cableries-duval-v-meridian",
        "cableries-duval",
        "meridian-telecom",
        "competition",
        "paris",
        "",
        "Câbleries Duval v Meridian Telecom",
        "Câbleries Duval v Meridian",
        "abuse of dominance by refusing access to submarine cable landing stations",
        "the complaint about being shut out of undersea cable landing sites",
        "raghav-iyer",
        None,
    ),
    (
        "zaklady-wisla-v-sorlandet",
        "zaklady-wisla",
        "sorlandet-offshore",
        "insolvency",
        "krakow",
        "",
        "Zakłady Chemiczne Wisła v Sørlandet Offshore",
        "Wisła v Sørlandet",
        "recognition of a Norwegian restructuring plan and set-off against unpaid chemical supply invoices",
        "whether a foreign restructuring wipes out our Polish chemicals client's unpaid invoices",
        None,
        None,
    ),
    (
        "tessaract-v-kairos",
        "tessaract",
        "kairos-photonics",
        "ip",
        "new-york",
        "",
        "Tessaract Semiconductors v Kairos Photonics",
        "Tessaract v Kairos",
        "misappropriation of wafer-polishing trade secrets by engineers who moved to a competitor",
        "the engineers who left with the wafer polishing know-how",
        "sarah-levi",
        None,
    ),
    (
        "minato-v-hanbit",
        "minato",
        "hanbit-shipbuilding",
        "shipping",
        "tokyo",
        "",
        "Minato Seiki v Hanbit Shipbuilding",
        "Minato v Hanbit",
        "claim for unpaid invoices for precision marine gearboxes supplied to a shipyard",
        "the unpaid gearbox invoices owed by the Korean yard",
        "yuki-mori",
        None,
    ),
    (
        "bansal-v-strathmore",
        "bansal",
        "strathmore-engineering",
        "construction",
        "mumbai",
        "",
        "Bansal Infra Projects v Strathmore Engineering",
        "Bansal v Strathmore",
        "delay and disruption claim on the Navi Mumbai metro viaduct package",
        "the elevated metro line delay claim in India",
        "lucia-ortega",
        None,
    ),
    (
        "al-noor-v-helix-cargo",
        "al-noor",
        "helix-freight",
        "shipping",
        "dubai",
        "",
        "Al Noor Logistics v Helix Freight Lines (Cargo)",
        "Al Noor v Helix cargo",
        "loss of forty containers during transshipment at Jebel Ali",
        "the boxes that went missing at the transshipment port",
        None,
        None,
    ),
    (
        "al-noor-v-helix-covenants",
        "al-noor",
        "helix-freight",
        "employment",
        "dubai",
        "",
        "Al Noor Logistics v Helix Freight Lines (Restrictive Covenants)",
        "Al Noor v Helix covenants",
        "enforcement of non-compete covenants against a regional director who joined a rival",
        "the fight over the poached regional director's non-compete",
        None,
        "al-noor-v-helix-cargo",
    ),
    (
        "castellan-distributor-investigation",
        "castellan-pharma",
        None,
        "investigations",
        "london",
        None,
        "Castellan Pharma Distributor Payments Investigation",
        "Castellan investigation",
        "internal investigation into commission payments to distributors in three markets",
        "the probe into suspicious commissions paid to drug wholesalers",
        None,
        None,
    ),
    (
        "veldt-v-pemberton",
        "veldt",
        "pemberton-bank",
        "insolvency",
        "london",
        "",
        "Veldt Mining Corporation v Pemberton Bank",
        "Veldt v Pemberton",
        "challenge to the appointment of receivers over the Karoo smelter",
        "the receivership fight over the smelter",
        "benedict-hale",
        None,
    ),
    (
        "northgate-v-pemberton",
        "northgate-rail",
        "pemberton-bank",
        "banking",
        "london",
        "",
        "Northgate Rail Holdings v Pemberton Bank",
        "Northgate v Pemberton",
        "call on on-demand performance bonds issued for a rolling stock order",
        "the demand guarantee call on the train order",
        None,
        "northgate-v-strathmore",
    ),
    (
        "redmere-founder-dispute",
        "redmere",
        None,
        "employment",
        "new-york",
        "",
        "Redmere Capital Founder Partner Dispute",
        "Redmere founder dispute",
        "dispute with a departing founding partner over carried interest and clawback",
        "the carry fight with the co-founder who walked out",
        "benedict-hale",
        None,
    ),
    (
        "castellan-biologics-v-orvieto-appeal",
        "castellan-biologics",
        "orvieto-labs",
        "ip",
        "frankfurt",
        "olg-frankfurt",
        "Castellan Biologics v Orvieto Laboratories (Appeal)",
        "Castellan Biologics v Orvieto appeal",
        "second-instance appeal on the biosimilar process patent",
        "the German biosimilar case now at second instance",
        None,
        "castellan-biologics-v-orvieto",
    ),
    (
        "orsino-v-baltic-grain-appeal",
        "orsino",
        "baltic-grain",
        "competition",
        "paris",
        "ca-paris",
        "Orsino Foods v Baltic Grain Traders (Appeal)",
        "Orsino v Baltic Grain appeal",
        "appeal on pass-on and the quantum of cartel overcharge damages",
        "the second round on how much of the wheat overcharge shoppers absorbed",
        "raghav-iyer",
        "orsino-v-baltic-grain",
    ),
    (
        "northgate-v-strathmore-appeal",
        "northgate-rail",
        "strathmore-engineering",
        "construction",
        "london",
        "ewca",
        "Northgate Rail Holdings v Strathmore Engineering (Appeal)",
        "Northgate v Strathmore appeal",
        "appeal on whether the liquidated damages cap survives termination",
        "whether the delay damages limit still bites after the contract was ended",
        None,
        "northgate-v-strathmore",
    ),
    (
        "mesogeios-v-sorlandet",
        "mesogeios",
        "sorlandet-offshore",
        "shipping",
        "athens",
        "",
        "Mesogeios Shipping v Sørlandet Offshore",
        "Mesogeios v Sørlandet",
        "collision between the MV Kalypso and an offshore supply vessel in the North Sea",
        "the North Sea collision with a supply ship",
        "ingrid-sorensen",
        None,
    ),
    (
        "wisla-uokik-investigation",
        "zaklady-wisla",
        None,
        "competition",
        "krakow",
        None,
        "Zakłady Chemiczne Wisła: UOKiK Investigation",
        "Wisła UOKiK investigation",
        "dawn raid and investigation by the Polish competition authority into PVC pricing",
        "the Polish antitrust authority's raid on our chemicals client",
        None,
        None,
    ),
    (
        "bansal-v-pemberton",
        "bansal",
        "pemberton-bank",
        "banking",
        "mumbai",
        "",
        "Bansal Infra Projects v Pemberton Bank",
        "Bansal v Pemberton",
        "injunction restraining encashment of bank guarantees on the metro contract",
        "stopping the payout under the guarantees on the Indian metro job",
        None,
        "bansal-v-strathmore",
    ),
]

_HEARING_TYPES = [
    "Case management conference",
    "Interim injunction hearing",
    "Disclosure hearing",
    "Expert evidence hearing",
    "Pre-trial review",
    "Trial (day one)",
    "Costs hearing",
    "Jurisdiction challenge hearing",
    "Security for costs hearing",
]
_APPEAL_HEARINGS = ["Appeal hearing", "Permission to appeal hearing"]

# jurisdiction style -> (initiating, response) filing types: (title, ascii alias, slug)
_FILINGS = {
    "common": [
        (("Particulars of Claim", "", "particulars"), ("Defence", "", "defence")),
        (
            ("Application for Interim Injunction", "", "injunction-application"),
            ("Evidence in Answer", "", "evidence-in-answer"),
        ),
    ],
    "us": [
        (("Complaint", "", "complaint"), ("Answer and Counterclaims", "", "answer")),
        (
            ("Motion for Preliminary Injunction", "", "pi-motion"),
            ("Opposition to Preliminary Injunction", "", "pi-opposition"),
        ),
    ],
    "de": [(("Klageschrift", "", "klageschrift"), ("Klageerwiderung", "", "klageerwiderung"))],
    "de-appeal": [
        (
            ("Berufungsbegründung", "Berufungsbegruendung", "berufungsbegruendung"),
            ("Berufungserwiderung", "", "berufungserwiderung"),
        )
    ],
    "fr": [
        (
            ("Assignation", "", "assignation"),
            ("Conclusions en défense", "Conclusions en defense", "conclusions-defense"),
        )
    ],
    "fr-appeal": [
        (
            ("Déclaration d'appel", "Declaration d'appel", "declaration-appel"),
            ("Conclusions d'intimé", "Conclusions d'intime", "conclusions-intime"),
        )
    ],
    "en-appeal": [
        (
            ("Grounds of Appeal", "", "grounds-of-appeal"),
            ("Respondent's Notice", "", "respondents-notice"),
        )
    ],
    "pl": [
        (("Pozew", "", "pozew"), ("Odpowiedź na pozew", "Odpowiedz na pozew", "odpowiedz-na-pozew"))
    ],
    "el": [
        (
            ("Αγωγή", "Statement of claim", "agogi"),
            ("Προτάσεις", "Written submissions", "protaseis"),
        )
    ],
    "ja": [(("訴状", "Complaint", "sojo"), ("答弁書", "Answer", "tobensho"))],
}
_FILING_STYLE = {
    "london": "common",
    "dubai": "common",
    "mumbai": "common",
    "singapore": "common",
    "new-york": "us",
    "frankfurt": "de",
    "paris": "fr",
    "krakow": "pl",
    "athens": "el",
    "tokyo": "ja",
}
_APPEAL_STYLE = {"olg-frankfurt": "de-appeal", "ca-paris": "fr-appeal", "ewca": "en-appeal"}

# matter -> research memo: (title, ascii alias, summary)
_MEMO_TOPICS = {
    "orsino-v-baltic-grain": (
        "Limitation periods for follow-on cartel damages in France",
        "",
        "When the five-year period starts to run for follow-on claims and whether the authority's decision suspends it.",
    ),
    "orsino-v-baltic-grain-appeal": (
        "Pass-on defence after a cartel decision",
        "",
        "How courts have treated the argument that overcharges were passed on to consumers.",
    ),
    "brightwater-v-huachen": (
        "Set-aside for excess of mandate under the Model Law",
        "",
        "When a tribunal deciding points nobody argued exposes its award to challenge.",
    ),
    "kestrel-v-helix": (
        "Recoverability of maintenance reserves on lessee default",
        "",
        "Whether reserves paid under an aircraft lease can be kept by the lessor or must be credited.",
    ),
    "redmere-v-pemberton": (
        "Advisory duties when selling interest rate swaps",
        "",
        "When a bank selling swaps alongside a loan takes on a duty to advise.",
    ),
    "castellan-biologics-v-orvieto": (
        "Vermerk: Örtliche Zuständigkeit in Patentsachen",
        "Vermerk: Oertliche Zustaendigkeit in Patentsachen",
        "Which German patent chambers may hear an infringement claim and how the forum is chosen.",
    ),
    "tessaract-v-kairos": (
        "Preliminary injunctions for trade secret misuse",
        "",
        "What a court needs to see before restraining use of misappropriated know-how.",
    ),
    "zaklady-wisla-v-sorlandet": (
        "Recognition of foreign restructuring plans in Poland",
        "",
        "Whether a Norwegian plan binds Polish creditors and which set-off rights survive it.",
    ),
    "veldt-v-pemberton": (
        "Receivers' duties on a distressed sale",
        "",
        "What a receiver owes the mortgagor when selling a plant quickly.",
    ),
    "northgate-v-strathmore": (
        "Concurrent delay and extensions of time",
        "",
        "Time and money where employer and contractor delays overlap on a rail programme.",
    ),
    "northgate-v-strathmore-appeal": (
        "Whether liquidated damages caps survive termination",
        "",
        "How courts read a cap on delay damages once the contract has been ended.",
    ),
    "mesogeios-v-hanbit": (
        "Right to rescind for late delivery under SAJ forms",
        "",
        "Delay thresholds and notice requirements before a buyer can cancel a newbuilding.",
    ),
    "mesogeios-v-baltic-grain": (
        "Demurrage time bars under Gencon",
        "",
        "Which documents a claim needs and when the time bar bites.",
    ),
    "al-noor-v-helix-covenants": (
        "Enforceability of non-competes in the DIFC",
        "",
        "What the DIFC Employment Law allows and how long a restraint can last.",
    ),
    "redmere-founder-dispute": (
        "Clawback of carried interest from departing partners",
        "",
        "Good and bad leaver clauses and what a court will enforce.",
    ),
    "castellan-distributor-investigation": (
        "Privilege over internal investigation interview notes",
        "",
        "When notes of employee interviews stay privileged.",
    ),
    "halcyon-v-meridian": (
        "Price review clauses in long-term PPAs",
        "",
        "What triggers a review and what a reviewer may take into account.",
    ),
}

_LANG_NATIVE = {
    "ru": ("{T} — кто это?", "Контакты: {T}", "Что у нас есть по компании {T}?"),
    "uk": ("{T} — хто це?", "Контакти: {T}", "Що в нас є про компанію {T}?"),
    "el": ("Ποιος είναι ο/η {T};", "Στοιχεία για: {T}", "Τι ξέρουμε για: {T};"),
    "ar": ("من هو/هي {T}؟", "معلومات عن {T}", "ما الذي نعرفه عن {T}؟"),
    "he": ("מי זה {T}?", "פרטים על {T}", "מה ידוע לנו על {T}?"),
    "hi": ("{T} कौन हैं?", "{T} के बारे में जानकारी", "{T} के बारे में हमारे पास क्या है?"),
    "ja": ("{T}さんについて教えて", "{T}の情報", "{T}について教えて"),
    "ko": ("{T} 씨에 대해 알려줘", "{T} 정보", "{T}에 대해 알려줘"),
    "zh": ("{T}是谁？", "{T}的资料", "关于{T}的资料"),
    "pl": ("Kim jest {T}?", "Informacje: {T}", "Co wiemy o: {T}?"),
    "de": ("Wer ist {T}?", "Infos zu {T}", "Was wissen wir über {T}?"),
    "fr": ("Qui est {T} ?", "Fiche : {T}", "Que savons-nous sur {T} ?"),
    "no": ("Hvem er {T}?", "Info om {T}", "Hva vet vi om {T}?"),
    "pt": ("Quem é {T}?", "Ficha de {T}", "O que sabemos sobre {T}?"),
}

# hop2 paths: (role of the named page, two (relation, direction) steps, templates)
_HOP2 = [
    (
        "matter",
        (("m_lead", "f"), ("supervision", "f")),
        ("Who supervises the associate running {A}?", "{A}: lead associate's supervising partner"),
    ),
    (
        "matter",
        (("m_client", "f"), ("contact_client", "b")),
        (
            "Who is the in-house contact at the client in {A}?",
            "client-side lawyer to call about {A}",
        ),
    ),
    (
        "matter",
        (("m_oc", "f"), ("counsel_firm", "f")),
        ("Which law firm is on the other side of {A}?", "opposing firm in {A}"),
    ),
    (
        "matter",
        (("m_court", "f"), ("appeal", "f")),
        ("Which court would hear an appeal in {A}?", "where would {A} go on appeal?"),
    ),
    ("matter", (("m_client", "f"), ("parent", "f")), ("Which group owns the client in {A}?",)),
    (
        "hearing",
        (("h_matter", "f"), ("m_client", "f")),
        ("Which client was {A} for?", "who was our client at {A}?"),
    ),
    (
        "hearing",
        (("h_matter", "f"), ("m_billing", "f")),
        ("Who bills the matter that {A} was part of?",),
    ),
    (
        "hearing",
        (("h_matter", "f"), ("m_adverse", "f")),
        ("Who was the other party in the case heard at {A}?",),
    ),
    (
        "filing",
        (("f_matter", "f"), ("m_adverse", "f")),
        ("Who is the opposing party in the case where {A} was filed?",),
    ),
    (
        "filing",
        (("f_author", "f"), ("office_of_lawyer", "f")),
        ("Which office is the author of {A} based in?",),
    ),
    (
        "client",
        (("m_client", "b"), ("m_judge", "f")),
        ("Which judges are hearing {A}'s cases?", "judges on matters for {A}"),
    ),
    (
        "client",
        (("m_client", "b"), ("m_oc", "f")),
        ("Which opposing lawyers have we faced on {A}'s matters?",),
    ),
    (
        "client",
        (("m_client", "b"), ("m_expert", "f")),
        ("Which experts have we used on {A} matters?",),
    ),
    (
        "expert",
        (("m_expert", "b"), ("m_client", "f")),
        ("Which clients has {A} given expert evidence for?", "{A}: clients served as expert"),
    ),
    (
        "counterparty",
        (("m_adverse", "b"), ("m_oc", "f")),
        (
            "Which lawyers act for {A} in disputes with our clients?",
            "who represents {A} against us?",
        ),
    ),
    (
        "counterparty",
        (("m_adverse", "b"), ("m_client", "f")),
        ("Which of our clients are in disputes with {A}?",),
    ),
    (
        "counsel",
        (("m_oc", "b"), ("m_billing", "f")),
        ("Which of our partners have gone up against {A}?",),
    ),
    (
        "contact",
        (("contact_client", "f"), ("client_rel", "f")),
        (
            "Who is the relationship partner for {A}'s company?",
            "which partner looks after {A}'s employer?",
        ),
    ),
    (
        "court",
        (("judge_court", "b"), ("judge_prior", "f")),
        ("Which law firms did the judges of {A} come from?",),
    ),
    (
        "memo",
        (("memo_matter", "f"), ("m_court", "f")),
        ("Which court is the case behind {A} before?",),
    ),
    (
        "office",
        (("m_office", "b"), ("m_client", "f")),
        ("Which clients have matters run out of {A}?", "whose work is booked to {A}?"),
    ),
    (
        "area",
        (("area_lead", "b"), ("office_of_lawyer", "f")),
        ("Which office is the head of {A} based in?",),
    ),
    (
        "judge",
        (("m_judge", "b"), ("m_client", "f")),
        ("Which of our clients have matters before {A}?", "whose cases is {A} hearing?"),
    ),
    (
        "partner",
        (("m_billing", "b"), ("m_adverse", "f")),
        ("Who are the opposing parties in matters {A} bills?",),
    ),
    ("associate", (("m_lead", "b"), ("m_court", "f")), ("Which courts are {A}'s files in?",)),
]

_LINK_RE = re.compile(r"\[\[page:([a-z0-9]+(?:-[a-z0-9]+)*)(?:#[^|\]]+)?(?:\\?\|[^\]]*)?\]\]")


# --- helpers ----------------------------------------------------------------------------


@dataclass
class _Ent:
    id: str
    role: str
    title: str
    aliases: list[str] = field(default_factory=list)
    lang: str = ""
    short: str = ""
    info: dict[str, Any] = field(default_factory=dict)

    @property
    def folder(self) -> str:
        return _FOLDERS[self.role][0]

    @property
    def type(self) -> str:
        return _FOLDERS[self.role][1]

    @property
    def latin(self) -> str:
        """A plain-Latin name: the title, or its ASCII alias when the title is not ASCII."""
        if self.title.isascii():
            return self.title
        return next((a for a in self.aliases if a.isascii()), self.title)


@dataclass
class _Edge:
    src: str
    key: str
    dst: str
    f_typed: bool = True
    b_typed: bool = True


_FOLD = str.maketrans({"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "ß": "ss", "—": "-", "’": "'"})


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.translate(_FOLD))
    return "".join(c for c in text if not unicodedata.combining(c))


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", _fold(text).lower()).strip("-")


def _ts(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def _day(moment: datetime) -> str:
    return f"{moment.day} {moment:%b %Y}"


def _join(items: list[str]) -> str:
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " and " + items[-1]


def _q(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)


def _entry(doc_id: str, moment: datetime, ref: str, text: str) -> str:
    stamp = _ts(moment)
    digest = hashlib.sha256("\n".join([doc_id, stamp, ref, text]).encode()).hexdigest()[:12]
    return f"- **{stamp}** | ev-{digest} | {ref} | {text}"


def _frontmatter(
    doc_id: str,
    kind: str,
    type_: str,
    title: str,
    aliases: list[str],
    relations: list[tuple[str, str]],
    sources: list[str],
    created: datetime,
    updated: datetime,
) -> str:
    lines = [
        "---",
        f"id: {doc_id}",
        f"kind: {kind}",
        f"type: {type_}",
        f"title: {_q(title)}",
        "status: active",
    ]
    if aliases:
        lines.append("aliases: [" + ", ".join(_q(a) for a in aliases) + "]")
    if relations:
        lines.append(
            "relations: [" + ", ".join(f"{{type: {t}, target: {d}}}" for t, d in relations) + "]"
        )
    if sources:
        lines.append("sources: [" + ", ".join(_q(s) for s in sources) + "]")
    lines += [f"created: {_ts(created)}", f"updated: {_ts(updated)}", "---"]
    return "\n".join(lines) + "\n"


# --- the generator ------------------------------------------------------------------------


class _Brain:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.ents: dict[str, _Ent] = {}
        self.edges: list[_Edge] = []
        self._edge_keys: set[tuple[str, str, str]] = set()
        self.evidence: dict[str, dict[str, Any]] = {}  # id -> folder, title, source, body, created
        self.own_ev: dict[str, list[str]] = defaultdict(list)  # page id -> its own evidence
        self.transcript: dict[str, str] = {}  # hearing id -> transcript id
        self.timeline: dict[str, list[tuple[datetime, str, str]]] = defaultdict(list)
        self.base = datetime(2024, 1, 8, 9, 0, tzinfo=UTC)

    # -- construction helpers
    def add(self, ent: _Ent) -> _Ent:
        assert ent.id not in self.ents, ent.id
        self.ents[ent.id] = ent
        return ent

    def link(self, src: str, key: str, dst: str) -> None:
        if src == dst or (src, key, dst) in self._edge_keys:
            return
        if _RELS[key].symmetric and (dst, key, src) in self._edge_keys:
            return
        self._edge_keys.add((src, key, dst))
        self.edges.append(_Edge(src, key, dst))

    def of(self, role: str) -> list[_Ent]:
        return [e for e in self.ents.values() if e.role == role]

    def when(self, lo: int, hi: int) -> datetime:
        return self.base + timedelta(
            days=self.rng.randint(lo, hi),
            hours=self.rng.randint(0, 8),
            minutes=self.rng.choice((0, 15, 30, 45)),
        )

    def add_evidence(
        self, ev_id: str, folder: str, title: str, source: str, body: str, created: datetime
    ) -> str:
        assert ev_id not in self.evidence, ev_id
        assert "[[" not in body
        self.evidence[ev_id] = {
            "folder": folder,
            "title": title,
            "source": source,
            "body": body,
            "created": created,
        }
        return ev_id

    # -- the world
    def build_world(self) -> None:
        rng = self.rng
        for slug, title, alias, lang, city, country, code, court, para, blurb in _OFFICES:
            self.add(
                _Ent(
                    f"office-{slug}",
                    "office",
                    title,
                    [alias] if alias else [],
                    lang,
                    alias or title,
                    {
                        "city": city,
                        "country": country,
                        "code": code,
                        "court": f"court-{court}",
                        "para": para,
                        "blurb": blurb,
                    },
                )
            )
        for key, title, desc, para in _AREAS:
            self.add(
                _Ent(f"practice-{key}", "area", title, [], "", title, {"desc": desc, "para": para})
            )
        for pid, title, alias, lang, role, office, short, bio in _LAWYERS:
            self.add(
                _Ent(
                    pid,
                    role,
                    title,
                    [alias] if alias else [],
                    lang,
                    short,
                    {
                        "office": f"office-{office}",
                        "bio": bio,
                        "year": rng.randint(2004, 2016)
                        if role == "partner"
                        else rng.randint(2017, 2023),
                    },
                )
            )
        for key, title, alias, lang, city, appeal, desc in _COURTS:
            self.add(
                _Ent(
                    f"court-{key}",
                    "court",
                    title,
                    [alias],
                    lang,
                    alias,
                    {"city": city, "appeal": f"court-{appeal}" if appeal else None, "desc": desc},
                )
            )
        for fid, title, alias, lang, city in _FIRMS:
            self.add(
                _Ent(
                    fid,
                    "firm",
                    title,
                    [alias] if alias else [],
                    lang,
                    alias or title,
                    {"city": city},
                )
            )
        for jid, title, alias, lang, court, short, background, former in _JUDGES:
            self.add(
                _Ent(
                    jid,
                    "judge",
                    title,
                    [alias] if alias else [],
                    lang,
                    short,
                    {"court": f"court-{court}", "background": background, "former": former},
                )
            )
        for cid, title, alias, lang, firm, style in _COUNSEL:
            self.add(
                _Ent(
                    cid,
                    "counsel",
                    title,
                    [alias] if alias else [],
                    lang,
                    alias or title,
                    {"firm": firm, "style": style},
                )
            )
        for cid, title, alias, lang, country, sector, parent in _CLIENTS:
            self.add(
                _Ent(
                    cid,
                    "client",
                    title,
                    [alias] if alias else [],
                    lang,
                    alias or title,
                    {"country": country, "sector": sector, "parent": parent},
                )
            )
        for cid, title, alias, lang, client, job in _CONTACTS:
            self.add(
                _Ent(
                    cid,
                    "contact",
                    title,
                    [alias] if alias else [],
                    lang,
                    alias or title,
                    {"client": client, "job": job},
                )
            )
        for cid, title, alias, lang, country, sector in _COUNTERPARTIES:
            self.add(
                _Ent(
                    cid,
                    "counterparty",
                    title,
                    [alias] if alias else [],
                    lang,
                    alias or title,
                    {"country": country, "sector": sector},
                )
            )
        for eid, title, alias, lang, area, spec, para in _EXPERTS:
            self.add(
                _Ent(
                    eid,
                    "expert",
                    title,
                    [alias] if alias else [],
                    lang,
                    alias or title,
                    {"area": f"practice-{area}", "spec": spec, "para": para},
                )
            )

        # the firm's structure
        lawyers = self.of("partner") + self.of("associate")
        for law in lawyers:
            self.link(law.id, "office_of_lawyer", law.info["office"])
        for office in self.of("office"):
            partners = [p for p in self.of("partner") if p.info["office"] == office.id]
            self.link(partners[0].id, "office_lead", office.id)
        for assoc in self.of("associate"):
            local = [p for p in self.of("partner") if p.info["office"] == assoc.info["office"]]
            boss = (
                rng.choice(local)
                if local and rng.random() < 0.85
                else rng.choice(self.of("partner"))
            )
            self.link(assoc.id, "supervision", boss.id)
        for judge in self.of("judge"):
            self.link(judge.id, "judge_court", judge.info["court"])
            if judge.info["former"]:
                self.link(judge.id, "judge_prior", judge.info["former"])
        for court in self.of("court"):
            if court.info["appeal"]:
                self.link(court.id, "appeal", court.info["appeal"])
        for counsel in self.of("counsel"):
            self.link(counsel.id, "counsel_firm", counsel.info["firm"])
        for contact in self.of("contact"):
            self.link(contact.id, "contact_client", contact.info["client"])
        for client in self.of("client"):
            if client.info["parent"]:
                self.link(client.id, "parent", client.info["parent"])
        for expert in self.of("expert"):
            self.link(expert.id, "expert_area", expert.info["area"])

        self.build_matters()
        self.build_hearings()
        self.build_filings()
        self.build_memos()
        self.build_notes()

        # lawyers practise in the areas of the matters they work on (at most two), else one at random
        worked: dict[str, list[str]] = defaultdict(list)
        for m in self.of("matter"):
            for who in (m.info["billing"], m.info["lead"]):
                if m.info["area"] not in worked[who]:
                    worked[who].append(m.info["area"])
        practice = {
            law.id: worked[law.id][:2] or [rng.choice(self.of("area")).id] for law in lawyers
        }
        heads: set[str] = set()
        for area in self.of("area"):
            free = [p.id for p in self.of("partner") if p.id not in heads]
            inside = [p for p in free if area.id in practice[p]]
            head = rng.choice(inside or free)
            heads.add(head)
            if area.id not in practice[head]:
                practice[head].append(area.id)
            self.link(head, "area_lead", area.id)
        for law in lawyers:
            for area in practice[law.id]:
                self.link(law.id, "lawyer_area", area)
        # relationship partners: the billing partner of the client's first matter
        for client in self.of("client"):
            mine = [m for m in self.of("matter") if m.info["client"] == client.id]
            partner = mine[0].info["billing"] if mine else rng.choice(self.of("partner")).id
            self.link(client.id, "client_rel", partner)
        self.build_directories()
        for edge in self.edges:
            rel = _RELS[edge.key]
            edge.f_typed = rng.random() < P_TYPED
            edge.b_typed = rel.inv is not None and rng.random() < P_TYPED

    def build_matters(self) -> None:
        rng = self.rng
        numbers = iter(rng.sample(range(100, 999), len(_MATTERS)))
        for (
            slug,
            client,
            cp,
            area,
            office,
            venue,
            title,
            short,
            subject,
            para,
            expert,
            related,
        ) in _MATTERS:
            off = self.ents[f"office-{office}"]
            court = None if venue is None else (f"court-{venue}" if venue else off.info["court"])
            opened = self.when(0, 420)
            code = f"{off.info['code']}-{opened.year}-{next(numbers):04d}"
            aliases = [code, short]
            if not title.isascii():
                aliases.insert(0, _fold(title))
            if not short.isascii():
                aliases.append(_fold(short))
            partners = [p for p in self.of("partner") if p.info["office"] == off.id]
            assocs = [a for a in self.of("associate") if a.info["office"] == off.id]
            judges = [j for j in self.of("judge") if j.info["court"] == court]
            info: dict[str, Any] = {
                "client": client,
                "cp": cp,
                "area": f"practice-{area}",
                "office": off.id,
                "court": court,
                "subject": subject,
                "para": para,
                "expert": expert,
                "code": code,
                "opened": opened,
                "billing": rng.choice(partners).id,
                "lead": rng.choice(assocs).id,
                "judge": rng.choice(judges).id if judges else None,
                "oc": None,
            }
            if court is not None or slug == "redmere-founder-dispute":
                firm = _LOCAL_FIRM.get(office) or rng.choice(
                    ["faircloth-marsh", "whitlock-abernethy"]
                )
                info["oc"] = rng.choice([c for c in _COUNSEL if c[4] == firm])[0]
            lang = (
                ""
                if title.isascii()
                else self.ents[client].lang or (self.ents[cp].lang if cp else "")
            )
            m = self.add(_Ent(f"matter-{slug}", "matter", title, aliases, lang, short, info))
            self.link(m.id, "m_client", client)
            if cp:
                self.link(m.id, "m_adverse", cp)
            self.link(m.id, "m_billing", info["billing"])
            self.link(m.id, "m_lead", info["lead"])
            if court:
                self.link(m.id, "m_court", court)
            if info["judge"]:
                self.link(m.id, "m_judge", info["judge"])
            if info["oc"]:
                self.link(m.id, "m_oc", info["oc"])
            if expert:
                self.link(m.id, "m_expert", expert)
            self.link(m.id, "m_office", off.id)
            self.link(m.id, "m_area", info["area"])
            if related:
                self.link(m.id, "m_related", f"matter-{related}")
            self.timeline[m.id].append(
                (
                    opened,
                    f"goat-task:intake-{code.lower()}",
                    f"Matter opened under {code}; conflict check cleared and engagement terms agreed.",
                )
            )

    def build_hearings(self) -> None:
        rng = self.rng
        courtable = [m for m in self.of("matter") if m.info["court"]]
        picks = list(courtable) + rng.sample(courtable, 4)
        picks = picks[:22] if len(picks) >= 22 else picks
        rng.shuffle(picks)
        picks = sorted(picks[:22], key=lambda m: m.id)
        for seq, m in enumerate(picks, start=1):
            appeal = m.info["court"].removeprefix("court-") in _APPEAL_STYLE
            used = {h.info["type"] for h in self.of("hearing") if h.info["matter"] == m.id}
            choices = [
                t
                for t in (_APPEAL_HEARINGS if appeal else _HEARING_TYPES)
                if t not in used and (m.info["expert"] or t != "Expert evidence hearing")
            ]
            if (
                m.info["expert"]
                and not appeal
                and "Expert evidence hearing" not in used
                and rng.random() < 0.5
            ):
                htype = "Expert evidence hearing"
            else:
                htype = rng.choice(choices)
            date = m.info["opened"] + timedelta(days=rng.randint(60, 520))
            date = date.replace(hour=rng.choice((9, 10, 14)), minute=rng.choice((0, 30)))
            hid = f"hrg-{m.id.removeprefix('matter-')}-{date:%Y-%m-%d}"
            title = f"{htype}, {_fold(m.short)} ({_day(date)})"
            judges = [j for j in self.of("judge") if j.info["court"] == m.info["court"]]
            judge = (
                m.info["judge"]
                if rng.random() < 0.8 or len(judges) < 2
                else rng.choice([j.id for j in judges if j.id != m.info["judge"]])
            )
            attendees = (
                [m.info["lead"]] if rng.random() < 0.6 else [m.info["billing"], m.info["lead"]]
            )
            if rng.random() < 0.2:
                extra = [
                    x
                    for x in self.of("associate")
                    if x.info["office"] == m.info["office"] and x.id not in attendees
                ]
                if extra:
                    attendees.append(rng.choice(extra).id)
            expert = (
                m.info["expert"]
                if m.info["expert"] and htype in ("Expert evidence hearing", "Trial (day one)")
                else None
            )
            h = self.add(
                _Ent(
                    hid,
                    "hearing",
                    title,
                    [],
                    "",
                    f"the {htype.lower()} in {_fold(m.short)} on {_day(date)}",
                    {
                        "matter": m.id,
                        "type": htype,
                        "date": date,
                        "judge": judge,
                        "court": m.info["court"],
                        "attendees": attendees,
                        "expert": expert,
                        "seq": seq,
                    },
                )
            )
            self.link(h.id, "h_matter", m.id)
            self.link(h.id, "h_judge", judge)
            self.link(h.id, "h_court", m.info["court"])
            for who in attendees:
                self.link(h.id, "h_attend", who)
            if expert:
                self.link(h.id, "h_expert", expert)
            ref = f"jamie:meeting:hrg-{seq:04d}"
            h.info["ref"] = ref
            outcome = rng.choice(
                [
                    "directions given for disclosure and expert reports",
                    "judgment reserved",
                    "application granted on terms",
                    "application dismissed with costs",
                    "timetable to trial fixed",
                    "adjourned part-heard",
                ]
            )
            h.info["outcome"] = outcome
            ev = self.add_evidence(
                f"ev-transcript-{hid}",
                "evidence/transcripts",
                f"Transcript: {title}",
                ref,
                self.transcript_text(h),
                date + timedelta(hours=6),
            )
            self.transcript[h.id] = ev
            self.own_ev[h.id].append(ev)
            self.own_ev[m.id].append(ev)
            self.timeline[m.id].append(
                (date, ref, f"{htype} before {self.ents[judge].latin}: {outcome}.")
            )
            self.timeline[h.id].append((date, ref, f"Hearing held; {outcome}."))
        # court orders after some hearings
        for h in rng.sample(self.of("hearing"), 7):
            m = self.ents[h.info["matter"]]
            date = h.info["date"] + timedelta(days=rng.randint(2, 20))
            oid = f"ev-order-{m.id.removeprefix('matter-')}-{date:%Y-%m-%d}"
            if oid in self.evidence:
                continue
            court = self.ents[h.info["court"]]
            judge = self.ents[h.info["judge"]]
            body = (
                f"# Order of {_day(date)}\n\n{court.latin}. {m.title}. Before {judge.latin}.\n\n"
                f"UPON hearing counsel for the parties at the {h.info['type'].lower()} on {_day(h.info['date'])}\n\n"
                f"IT IS ORDERED THAT:\n\n1. The parties shall exchange documents by {_day(date + timedelta(days=42))}.\n"
                f"2. Expert reports shall be served within {rng.choice((8, 10, 12))} weeks.\n3. Costs in the case."
            )
            ref = f"file:orders/{oid}.pdf"
            self.add_evidence(
                oid, "evidence/orders", f"Order of {_day(date)} in {m.short}", ref, body, date
            )
            self.own_ev[m.id].insert(0, oid)
            self.timeline[m.id].append((date, ref, "Sealed order received and diarised."))

    def transcript_text(self, h: _Ent) -> str:
        rng = self.rng
        m = self.ents[h.info["matter"]]
        judge = self.ents[h.info["judge"]]
        court = self.ents[h.info["court"]]
        ours = ", ".join(self.ents[a].latin for a in h.info["attendees"])
        client = self.ents[m.info["client"]].latin
        other = self.ents[m.info["cp"]].latin if m.info["cp"] else "the respondent"
        oc = self.ents[m.info["oc"]].latin if m.info["oc"] else "counsel"
        lines = [
            f"# Transcript: {h.title}",
            "",
            f"{court.latin}, {_day(h.info['date'])}. Before {judge.latin}.",
            "",
            f"Appearances: {ours} for {client}; {oc} for {other}.",
            "",
            f"JUDGE: Good morning. I have read the bundles for the {h.info['type'].lower()}.",
            f"FOR {client.upper()}: We say the {m.info['subject']} is ready for directions.",
            f"{oc.upper()}: My client disagrees and wants more time on disclosure.",
        ]
        if h.info["expert"]:
            ex = self.ents[h.info["expert"]]
            lines += [
                f"JUDGE: I will hear from the expert now. {ex.latin}, please take the oath.",
                f"{ex.latin.upper()}: {ex.info['spec']}",
                f"{oc.upper()}: You accept your figures depend on assumptions set by your instructing solicitors? WITNESS: {rng.choice(['No.', 'Only in part.', 'I applied my own judgement.'])}",
            ]
        lines += ["", f"JUDGE: Ruling: {h.info.get('outcome', 'directions to follow')}."]
        return "\n".join(lines)

    def build_filings(self) -> None:
        rng = self.rng
        courtable = [m for m in self.of("matter") if m.info["court"]]
        singles = rng.sample(courtable, 14)
        doubles = set(m.id for m in rng.sample(singles, 6))
        for m in sorted(singles, key=lambda x: x.id):
            style = (
                _APPEAL_STYLE.get(m.info["court"].removeprefix("court-"))
                or _FILING_STYLE[m.info["office"].removeprefix("office-")]
            )
            pair = rng.choice(_FILINGS[style])
            made: list[str] = []
            for index, (ftitle, falias, fslug) in enumerate(pair[: 2 if m.id in doubles else 1]):
                fid = f"filing-{m.id.removeprefix('matter-')}-{fslug}"
                title = f"{ftitle} ({_fold(m.short)})"
                aliases = (
                    [f"{falias or _fold(ftitle)} ({_fold(m.short)})"] if not title.isascii() else []
                )
                date = m.info["opened"] + timedelta(days=30 + 45 * index + rng.randint(0, 20))
                author = m.info["lead"] if index == 0 or not m.info["oc"] else m.info["oc"]
                f = self.add(
                    _Ent(
                        fid,
                        "filing",
                        title,
                        aliases,
                        "" if title.isascii() else style.split("-")[0],
                        title,
                        {"matter": m.id, "date": date, "kind": ftitle, "ours": index == 0},
                    )
                )
                self.link(f.id, "f_matter", m.id)
                self.link(f.id, "f_author", author)
                if index == 0:
                    self.link(f.id, "f_signed", m.info["billing"])
                if made:
                    self.link(f.id, "f_responds", made[-1])
                made.append(f.id)
                self.timeline[m.id].append(
                    (date, f"file:filings/{fid}.pdf", f"{_fold(ftitle)} filed and served.")
                )

    def build_memos(self) -> None:
        rng = self.rng
        for slug in sorted(rng.sample(sorted(_MEMO_TOPICS), 10)):
            m = self.ents[f"matter-{slug}"]
            title, alias, summary = _MEMO_TOPICS[slug]
            mid = f"memo-{_slug(alias or title)}"
            authors = [m.info["lead"], m.info["billing"]]
            author = authors[0] if rng.random() < 0.7 else authors[1]
            peers = [
                p.id
                for p in self.of("partner")
                if p.info["office"] == m.info["office"] and p.id != author
            ]
            reviewer = (
                m.info["billing"]
                if author != m.info["billing"]
                else (rng.choice(peers) if peers else author)
            )
            full = title if title.startswith("Vermerk") else f"Memo: {title}"
            aliases = [alias] if alias else []
            memo = self.add(
                _Ent(
                    mid,
                    "memo",
                    full,
                    aliases,
                    "" if full.isascii() else "de",
                    title,
                    {
                        "summary": summary,
                        "matter": m.id,
                        "date": m.info["opened"] + timedelta(days=rng.randint(20, 200)),
                    },
                )
            )
            self.link(memo.id, "memo_author", author)
            self.link(memo.id, "memo_matter", m.id)
            self.link(memo.id, "memo_area", m.info["area"])
            if reviewer != author:
                self.link(memo.id, "memo_review", reviewer)

    def build_notes(self) -> None:
        rng = self.rng
        billing: dict[str, list[str]] = defaultdict(list)
        for m in self.of("matter"):
            billing[m.info["billing"]].append(m.id)
        partners = sorted(billing, key=lambda p: (-len(billing[p]), p))[:8]
        for pid in partners:
            quarter = rng.choice((1, 2, 3))
            partner = self.ents[pid]
            note = self.add(
                _Ent(
                    f"billing-review-2026-q{quarter}-{pid}",
                    "note",
                    f"Billing review Q{quarter} 2026: {partner.latin}",
                    [],
                    "",
                    f"the Q{quarter} 2026 billing review for {partner.latin}",
                    {
                        "quarter": quarter,
                        "wip": rng.randint(80, 900),
                        "real": rng.randint(78, 97),
                        "date": datetime(2026, 3 * quarter + 1, 6, 10, 0, tzinfo=UTC),
                    },
                )
            )
            self.link(note.id, "note_partner", pid)
            for mid in billing[pid][:3]:
                self.link(note.id, "note_matter", mid)

    def build_directories(self) -> None:
        for office in self.of("office"):
            people = [
                e
                for e in self.ents.values()
                if e.role in ("partner", "associate") and e.info["office"] == office.id
            ]
            rows = []
            for p in people:
                areas = [
                    self.ents[e.dst].title
                    for e in self.edges
                    if e.key == "lawyer_area" and e.src == p.id
                ]
                rows.append(
                    f"{p.latin} | {p.role.title()} | {', '.join(areas)} | ext. {4000 + len(rows) * 7 + len(p.id)}"
                )
            body = (
                f"# Staff directory extract, {office.latin}\n\nExported from the HR system, September 2026.\n\nName | Role | Practice | Extension\n"
                + "\n".join(rows)
            )
            ev = self.add_evidence(
                f"ev-directory-{office.id}-2026-09",
                "evidence/directories",
                f"Staff directory extract: {office.latin} (September 2026)",
                f"file:directories/{office.id}-2026-09.csv",
                body,
                datetime(2026, 9, 30, 17, 0, tzinfo=UTC),
            )
            self.own_ev[office.id].append(ev)
            for p in people:
                self.own_ev[p.id].append(ev)
        # engagement letters for matters that have no evidence yet, plus a few more
        for m in self.of("matter"):
            if self.own_ev[m.id] and self.rng.random() < 0.7:
                continue
            client = self.ents[m.info["client"]]
            contact = next(
                (c.latin for c in self.of("contact") if c.info["client"] == client.id),
                "the General Counsel",
            )
            body = (
                f"# Engagement letter: {client.latin}\n\nDear {contact},\n\n"
                f"We are pleased to confirm our engagement by {client.latin} in connection with the {m.info['subject']}.\n\n"
                f"The responsible partner will be {self.ents[m.info['billing']].latin}; day-to-day conduct will be with {self.ents[m.info['lead']].latin}. "
                f"Our matter number is {m.info['code']}. Fees are charged at our standard hourly rates, billed monthly."
            )
            ev = self.add_evidence(
                f"ev-engagement-{m.id}",
                "evidence/engagement-letters",
                f"Engagement letter: {m.short}",
                f"file:engagement/{m.info['code'].lower()}.pdf",
                body,
                m.info["opened"],
            )
            self.own_ev[m.id].insert(0, ev)

    # -- adjacency
    def index(self) -> None:
        self.adj: dict[tuple[str, str, str], list[str]] = defaultdict(list)
        self.sides: dict[str, list[tuple[str, str, str, bool]]] = defaultdict(list)
        for e in self.edges:
            rel = _RELS[e.key]
            self.adj[(e.src, e.key, "f")].append(e.dst)
            self.adj[(e.dst, e.key, "f" if rel.symmetric else "b")].append(e.src)
            self.sides[e.src].append((e.key, "f", e.dst, e.f_typed))
            self.sides[e.dst].append((e.key, "f" if rel.symmetric else "b", e.src, e.b_typed))

    def cite(self, pid: str) -> str:
        """An evidence id a page can cite: its own, else one of its neighbours'."""
        if self.own_ev[pid]:
            return self.own_ev[pid][0]
        for _key, _d, other, _t in self.sides[pid]:
            if self.ents[other].role in ("matter", "hearing") and self.own_ev[other]:
                return self.own_ev[other][0]
        for _key, _d, other, _t in self.sides[pid]:
            if self.own_ev[other]:
                return self.own_ev[other][0]
        for _key, _d, other, _t in self.sides[pid]:
            for _k2, _d2, far, _t2 in self.sides[other]:
                if self.own_ev[far]:
                    return self.own_ev[far][0]
        return "ev-directory-office-london-2026-09"

    def ev_link(self, ev_id: str, label: str | None = None) -> str:
        return f"[[evidence:{ev_id}|{label or self.evidence[ev_id]['title']}]]"

    def page_link(self, pid: str) -> str:
        ent = self.ents[pid]
        roll = self.rng.random()
        if roll < 0.1:
            return f"[[page:{pid}]]"
        options = [ent.title, ent.short] + [
            a for a in ent.aliases if not re.fullmatch(r"[A-Z]{3}-\d{4}-\d{4}", a)
        ]
        return f"[[page:{pid}|{self.rng.choice(options)}]]"

    # -- rendering
    def render_pages(self) -> list[Document]:
        rng = self.rng
        docs = []
        order = list(_RELS)
        for ent in self.ents.values():
            groups: dict[tuple[str, str], list[tuple[str, bool]]] = defaultdict(list)
            for key, d, other, typed in self.sides[ent.id]:
                groups[(key, d)].append((other, typed))
            relations: list[tuple[str, str]] = []
            sentences = []
            for (key, d), targets in sorted(
                groups.items(), key=lambda kv: (order.index(kv[0][0]), kv[0][1])
            ):
                rel = _RELS[key]
                for other, typed in targets:
                    if typed:
                        rtype = rel.fwd if d == "f" else rel.inv
                        assert rtype is not None
                        if (rtype, other) not in relations:
                            relations.append((rtype, other))
                links = [self.page_link(o) for o, _t in targets]
                one, many = (rel.f1, rel.fn) if d == "f" else (rel.b1, rel.bn)
                if len(links) == 1 or not many:
                    for lk in links:
                        sentences.append(rng.choice(one).replace("{L}", lk))
                else:
                    sentences.append(rng.choice(many).replace("{LS}", _join(links)))
            ev = self.cite(ent.id)
            intro = self.intro(ent, ev)
            paras = []
            chunk: list[str] = []
            for s in sentences:
                chunk.append(s)
                if len(chunk) >= rng.choice((2, 3, 4)):
                    paras.append(" ".join(chunk))
                    chunk = []
            if chunk:
                paras.append(" ".join(chunk))
            if len(paras) > 1:
                extra = rng.choice(sorted(set(self.own_ev[ent.id]) | {ev}))
                k = rng.randrange(len(paras))
                paras[k] = (
                    paras[k][:-1]
                    + f" ({self.ev_link(extra, 'see ' + rng.choice(('the record', 'source', 'file copy', 'evidence')))})."
                )
            body = f"# {ent.title}\n\n" + "\n\n".join([intro, *paras, *self.outro(ent)])
            entries = sorted(self.timeline.get(ent.id, []))
            if entries:
                body += "\n\n## Timeline\n\n" + "\n".join(
                    _entry(ent.id, t, ref, text) for t, ref, text in entries
                )
            dated = ent.info.get("date")
            created = (
                min(t for t, _r, _x in entries)
                if entries
                else dated
                if isinstance(dated, datetime)
                else self.base + timedelta(days=rng.randint(0, 300))
            )
            updated = max([created, *(t for t, _r, _x in entries)]) + timedelta(
                days=rng.randint(1, 30)
            )
            sources = sorted({ref for _t, ref, _x in entries})[:3]
            text = (
                _frontmatter(
                    ent.id,
                    "page",
                    ent.type,
                    ent.title,
                    ent.aliases,
                    relations,
                    sources,
                    created,
                    updated,
                )
                + body
                + "\n"
            )
            docs.append(parse_document(text, folder=ent.folder, path=f"{ent.folder}/{ent.id}.md"))
        for ev_id, ev in self.evidence.items():
            text = (
                _frontmatter(
                    ev_id,
                    "evidence",
                    "source",
                    ev["title"],
                    [],
                    [],
                    [ev["source"]],
                    ev["created"],
                    ev["created"],
                )
                + ev["body"]
                + "\n"
            )
            docs.append(
                parse_document(text, folder=ev["folder"], path=f"{ev['folder']}/{ev_id}.md")
            )
        return docs

    def intro(self, ent: _Ent, ev: str) -> str:
        rng = self.rng
        i = ent.info
        cite = self.ev_link(ev, rng.choice(("source", "record", self.evidence[ev]["title"])))
        other = (
            f" Also written {ent.aliases[0]}." if ent.aliases and not ent.title.isascii() else ""
        )
        if ent.role == "office":
            return f"Our office in {i['city']}, {i['country']}.{other} {i['blurb']} Headcount and extensions are in the latest directory extract ({cite})."
        if ent.role == "area":
            return f"The group covers {i['desc']}. Credentials and recent mandates are kept up to date for pitches ({cite})."
        if ent.role in ("partner", "associate"):
            word = "Partner" if ent.role == "partner" else "Associate"
            return f"{word} since {i['year']}.{other} {i['bio']} Listed in the office directory ({cite})."
        if ent.role == "judge":
            return (
                f"{i['background']}{other} Notes from our appearances are in the record ({cite})."
            )
        if ent.role == "court":
            return f"{i['desc']} Sits in {i['city']}.{other} Our last appearance is on the record ({cite})."
        if ent.role == "firm":
            return f"Law firm based in {i['city']}.{other} We meet them regularly on the other side; see the latest appearance ({cite})."
        if ent.role == "counsel":
            return f"Lawyer on the other side, {i['style']}.{other} Last seen across the table per the record ({cite})."
        if ent.role == "client":
            return f"Client in {i['sector']}, headquartered in {i['country']}.{other} Terms of engagement are on file ({cite})."
        if ent.role == "contact":
            return f"{i['job']} at the client.{other} Signs off instructions and receives our reports ({cite})."
        if ent.role == "counterparty":
            return f"Company in {i['sector']} based in {i['country']}.{other} Has been on the other side of our matters ({cite})."
        if ent.role == "expert":
            return f"{i['spec']}{other} CV and fee terms are with the instructions ({cite})."
        if ent.role == "matter":
            return f"Matter {i['code']}: {i['subject']}.{other} Scope and history are on file ({cite})."
        if ent.role == "hearing":
            return f"{i['type']} on {_day(i['date'])}. Outcome: {i['outcome']}. Full transcript ({cite})."
        if ent.role == "filing":
            if i["ours"]:
                return f"Our {i['kind']}, filed on {_day(i['date'])}.{other} Background is in the matter record ({cite})."
            return f"The other side's {i['kind']}, served on us on {_day(i['date'])}.{other} Background is in the matter record ({cite})."
        if ent.role == "memo":
            return f"{i['summary']}{other} Written against the facts in the matter file ({cite})."
        if ent.role == "note":
            return f"WIP stands at {i['wip']}k with realisation at {i['real']}%. Figures come from the matter ledgers ({cite})."
        raise AssertionError(ent.role)

    def outro(self, ent: _Ent) -> list[str]:
        rng = self.rng
        if ent.role == "matter":
            return [
                rng.choice(
                    (
                        "Next step: agree the expert timetable with the other side.",
                        "Next step: settlement meeting once disclosure is complete.",
                        "Client wants a costs budget refresh before the next hearing.",
                        "Keep an eye on limitation for any follow-on claims.",
                    )
                )
            ]
        if ent.role == "note":
            return [
                rng.choice(
                    (
                        "Action: chase the two oldest unpaid invoices.",
                        "Action: agree write-offs before quarter end.",
                        "Action: refresh the budget with the client.",
                    )
                )
            ]
        if ent.role == "judge":
            return [
                rng.choice(
                    (
                        "Prefers short skeletons and an agreed chronology.",
                        "Starts at ten sharp; bundles must be paginated.",
                        "Will ask about settlement at every hearing.",
                    )
                )
            ]
        return []


# --- questions ----------------------------------------------------------------------------


def _name(brain: _Brain, pid: str, latin_bias: float = 0.7) -> str:
    ent = brain.ents[pid]
    if ent.role == "hearing":
        return ent.short if brain.rng.random() < 0.6 else ent.title
    if not ent.title.isascii() and brain.rng.random() < latin_bias:
        return ent.latin
    if ent.role in ("matter", "judge") and brain.rng.random() < 0.5:
        return ent.short
    return ent.title


def _fill(template: str, name: str) -> str:
    """The template with the name in it; "{A}'s" becomes "Name'" after a final s."""
    if name.endswith("s"):
        template = template.replace("{A}'s", "{A}'")
    return template.replace("{A}", name)


def _answers(brain: _Brain, ids: set[str]) -> set[str]:
    out = set(ids)
    for pid in ids:
        if pid in brain.transcript:
            out.add(brain.transcript[pid])
    return out


def _questions(brain: _Brain) -> tuple[list[Question], dict[str, str]]:
    rng = brain.rng
    questions: list[Question] = []
    anchors: dict[str, str] = {}
    seen: set[str] = set()

    def ask(text: str, kind: str, relevant: set[str], anchor: str | None = None) -> bool:
        key = text.strip().lower()
        if key in seen:
            return False
        seen.add(key)
        questions.append(Question(text, kind, _answers(brain, relevant)))
        if anchor:
            anchors[text] = anchor
        return True

    pages = sorted(brain.ents.values(), key=lambda e: e.id)

    # lexical
    templates = {
        "person": (
            "{A}",
            "who is {A}?",
            "{A} profile",
            "tell me about {A}",
            "what do we know about {A}",
        ),
        "company": ("{A}", "{A} overview", "what do we have on {A}?", "notes on {A}"),
        "project": (
            "{A}",
            "where are we on {A}?",
            "open the {A} file",
            "{A} status",
            "latest on {A}",
        ),
        "meeting": ("notes from the {A}", "what happened at the {A}?", "{A}"),
        "source": ("{A}", "find the {A}", "show me {A}"),
        "analysis": ("{A}", "research note: {A}"),
        "note": ("{A}", "open {A}"),
        "concept": ("{A} practice group", "{A}"),
    }
    pool = list(pages)
    rng.shuffle(pool)
    per_role: dict[str, int] = defaultdict(int)
    caps = {"matter": 8, "hearing": 4, "filing": 3, "memo": 2, "note": 2}
    count = 0
    for ent in pool:
        if count == 40:
            break
        if per_role[ent.role] >= caps.get(ent.role, 3):
            continue
        if ent.role == "matter" and rng.random() < 0.4:
            code = ent.info["code"]
            text = rng.choice((f"{code}", f"status of {code}", f"pull up matter {code}"))
        else:
            name = ent.latin if ent.role != "hearing" else ent.title
            if ent.role not in ("hearing", "filing", "memo", "note") and rng.random() < 0.3:
                name = next(
                    (
                        a
                        for a in ent.aliases
                        if a.isascii() and not re.fullmatch(r"[A-Z]{3}-\d{4}-\d{4}", a)
                    ),
                    name,
                )
            text = rng.choice(templates[ent.type]).replace("{A}", name)
        if ask(text, "lexical", {ent.id}):
            per_role[ent.role] += 1
            count += 1

    # script
    special = [e for e in pages if not e.title.isascii() and e.role not in ("hearing",)]
    rng.shuffle(special)
    count = 0
    for ent in special:
        if count == 20:
            break
        lang = ent.lang
        person = ent.type == "person"
        if lang in _LANG_NATIVE and rng.random() < 0.55:
            options = _LANG_NATIVE[lang]
            text = (
                options[0]
                if person and rng.random() < 0.6
                else options[1]
                if person
                else options[2]
            ).replace("{T}", ent.title)
        else:
            eng = (
                ("who is {T}?", "{T}", "details for {T}")
                if person
                else ("{T}", "what do we have on {T}?", "{T} overview")
            )
            text = rng.choice(eng).replace("{T}", ent.title)
        if ask(text, "script", {ent.id}):
            count += 1

    # hop
    cands = []
    for (pid, key, d), targets in sorted(brain.adj.items()):
        if 1 <= len(set(targets)) <= 6:
            cands.append((pid, key, d, sorted(set(targets))))
    rng.shuffle(cands)
    used_kd: dict[tuple[str, str], int] = defaultdict(int)
    used_anchor: set[str] = set()
    count = 0
    for pid, key, d, targets in cands:
        if count == 45:
            break
        if used_kd[(key, d)] >= 2 or pid in used_anchor:
            continue
        rel = _RELS[key]
        qs = rel.qf if d == "f" else rel.qb
        if not qs:
            continue
        text = _fill(rng.choice(qs), _name(brain, pid))
        if ask(text, "hop", set(targets), pid):
            used_kd[(key, d)] += 1
            used_anchor.add(pid)
            count += 1

    # hop2
    graph = _graph_of(brain)
    hop2 = []
    for role, steps, temps in _HOP2:
        for ent in pages:
            if ent.role != role:
                continue
            frontier = {ent.id}
            for key, d in steps:
                frontier = {t for f in frontier for t in brain.adj.get((f, key, d), [])}
            if not frontier or len(frontier) > 6:
                continue
            near = graph[ent.id] | {ent.id}
            if frontier & near:
                continue
            hop2.append((role, steps, temps, ent.id, frontier))
    rng.shuffle(hop2)
    per_path: dict[tuple[tuple[str, str], ...], int] = defaultdict(int)
    count = 0
    for _role, steps, temps, pid, frontier in hop2:
        if count == 30:
            break
        if per_path[steps] >= 2 or pid in used_anchor:
            continue
        text = _fill(rng.choice(temps), _name(brain, pid))
        if ask(text, "hop2", set(frontier), pid):
            per_path[steps] += 1
            used_anchor.add(pid)
            count += 1

    # paraphrase
    para: list[tuple[str, set[str]]] = []
    mats = sorted(brain.of("matter"), key=lambda e: e.id)
    for m in rng.sample(mats, 12):
        p = m.info["para"]
        para.append(
            (
                rng.choice(
                    (
                        p,
                        f"which matter covers {p}?",
                        f"find the file on {p}",
                        f"what's the latest on {p}?",
                        f"{p}: where are we?",
                    )
                ),
                {m.id},
            )
        )
    for ex in rng.sample(sorted(brain.of("expert"), key=lambda e: e.id), 5):
        p = ex.info["para"]
        para.append((rng.choice((f"who is {p}?", p, f"find {p}")), {ex.id}))
    for ar in rng.sample(sorted(brain.of("area"), key=lambda e: e.id), 4):
        p = ar.info["para"]
        para.append((rng.choice((p, f"looking for {p}", f"{p}?")), {ar.id}))
    for off in rng.sample(sorted(brain.of("office"), key=lambda e: e.id), 2):
        p = off.info["para"]
        para.append((rng.choice((p, f"details for {p}", f"where is {p}?")), {off.id}))
    heard = [h for h in brain.of("hearing") if h.info["expert"]]
    rng.shuffle(heard)
    n = 0
    for h in heard:
        same = [
            x
            for x in heard
            if x.info["expert"] == h.info["expert"] and x.info["matter"] == h.info["matter"]
        ]
        if len(same) != 1 or n == 2:
            continue
        ex = brain.ents[h.info["expert"]]
        m = brain.ents[h.info["matter"]]
        para.append((f"the day {ex.latin} was cross-examined in {m.short}", {h.id}))
        n += 1
    for text, rel in para:
        ask(text, "paraphrase", rel)
    return questions, anchors


def _graph_of(brain: _Brain) -> dict[str, set[str]]:
    graph: dict[str, set[str]] = defaultdict(set)
    for e in brain.edges:
        graph[e.src].add(e.dst)
        graph[e.dst].add(e.src)
    return graph


def _build(seed: int) -> tuple[EvalSet, dict[str, str], _Brain]:
    brain = _Brain(seed)
    brain.build_world()
    brain.index()
    docs = brain.render_pages()
    questions, anchors = _questions(brain)
    return EvalSet(documents=docs, questions=questions), anchors, brain


def build(seed: int = 7) -> EvalSet:
    return _build(seed)[0]


def _check(seed: int = 7) -> None:
    evs, anchors, brain = _build(seed)
    docs = {d.brain_id: d for d in evs.documents}
    assert len(docs) == len(evs.documents), "duplicate ids"
    for d in evs.documents:
        problems = validate_document(d, file_stem=d.brain_id)
        assert not problems, (d.brain_id, problems)
    pages = {i: d for i, d in docs.items() if d.kind == "page"}
    links: dict[str, set[str]] = {}
    typed_links = plain_links = 0
    rel_types: set[str] = set()
    for pid, d in pages.items():
        targets = set(_LINK_RE.findall(d.body))
        links[pid] = targets
        for rel in d.relations:
            assert rel.target in pages, (pid, rel)
            assert rel.target in targets, (pid, "typed relation not linked in body", rel)
            rel_types.add(rel.type)
        typed = {r.target for r in d.relations}
        typed_links += len(targets & typed)
        plain_links += len(targets - typed)
    for pid, targets in links.items():
        for t in targets:
            assert t in pages, (pid, t)
            assert pid in links[t], (pid, "not linked back by", t)
    for i, d in docs.items():
        if d.kind == "evidence":
            assert "[[" not in d.body, i
    graph: dict[str, set[str]] = {p: set(t) for p, t in links.items()}
    texts: set[str] = set()
    kinds: dict[str, int] = defaultdict(int)
    for q in evs.questions:
        assert q.text not in texts, q.text
        texts.add(q.text)
        kinds[q.kind] += 1
        assert q.relevant and all(r in docs for r in q.relevant), q
        page_answers = {r for r in q.relevant if r in pages}
        for r in q.relevant - page_answers:
            assert any(brain.transcript.get(p) == r for p in page_answers), (q.text, r)
        if q.kind == "hop":
            anchor = anchors[q.text]
            assert page_answers <= graph[anchor], q.text
        if q.kind == "hop2":
            anchor = anchors[q.text]
            one = graph[anchor] | {anchor}
            two = {y for x in graph[anchor] for y in graph[x]}
            assert page_answers and page_answers <= two and not (page_answers & one), q.text
    special = [d for d in pages.values() if not d.title.isascii()]
    for d in special:
        assert any(a.isascii() for a in d.aliases), d.brain_id
    per_folder: dict[str, int] = defaultdict(int)
    per_type: dict[str, int] = defaultdict(int)
    for d in evs.documents:
        per_folder[d.folder] += 1
        per_type[f"{d.kind}/{d.type}"] += 1
    print(f"documents: {len(docs)} ({len(pages)} pages, {len(docs) - len(pages)} evidence)")
    print("per folder: " + ", ".join(f"{k}={v}" for k, v in sorted(per_folder.items())))
    print("per type: " + ", ".join(f"{k}={v}" for k, v in sorted(per_type.items())))
    print(
        f"titles in other scripts or with diacritics: {len(special)} of {len(pages)} pages ({len(special) / len(pages):.0%})"
    )
    print(f"relation types: {len(rel_types)}")
    total = typed_links + plain_links
    print(
        f"page links: {total} (typed {typed_links} = {typed_links / total:.0%}, plain {plain_links})"
    )
    print(
        f"questions: {len(evs.questions)} ("
        + ", ".join(f"{k}={kinds[k]}" for k in ("lexical", "script", "hop", "hop2", "paraphrase"))
        + ")"
    )
    print("ok")
