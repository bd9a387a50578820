"""What kind of document a question asks for ("who ..." asks for people), and through what.

A word that names a document type is the query's intent (`query_intent`) at its head, right
after "which"/"what" or a possessive, or ("who") anywhere. The types it names as the page
between (`query_via`), the words that may name the answer's relation (`query_relations`:
relation groups, initials) and, for "who" + a verb, the relation an organisation may answer by
(`query_agent`) narrow the walk (graph.expand). Hits of that type rank a little higher
(`RankOptions.intent_bonus`), and the graph walk carries a seed's score almost whole
(`RankOptions.intent_hop` per hop) to the nearest pages of that type, one link away or two
through a page of another type: "who works at the company that makes solar inverters?" finds
the company by its words and the people through its links, and "who works at the customer of
the project to roll out single sign-on?" finds the project, then its customer, then the
people there.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from functools import lru_cache
from os.path import commonprefix
from typing import Final

from .tokenizer import stem

# The words, English only for now, by which a question names a document type: the type's own
# name and the everyday words for such pages, singular and plural (the tokenizer does not stem).
# Left out: words that often mean something else ("work", "group", "plan"), and words that are
# as often the subject of a description as what a question asks for ("staff", "employees",
# "users": "employees could not sign in" describes an incident). A wrong intent lifts the
# wrong pages.
INTENT_WORDS: Final[dict[str, str]] = {
    **dict.fromkeys(
        (
            *("who", "whom", "whose", "person", "people", "someone", "anyone"),
            *("contact", "contacts", "attendee", "attendees"),
            # the nouns of roles only a person has
            *("member", "members", "manager", "managers", "boss", "bosses", "supervisor"),
            *("supervisors", "owner", "owners", "author", "authors", "reviewer", "reviewers"),
            *("speaker", "speakers", "leader", "leaders", "colleague", "colleagues"),
            *("maintainer", "maintainers", "contributor", "contributors", "engineer"),
            *("engineers", "developer", "developers", "researcher", "researchers", "editor"),
            *("editors", "reporter", "reporters", "founder", "founders", "director"),
            *("directors", "designer", "designers", "analyst", "analysts", "chair", "chairs"),
        ),
        "person",
    ),
    **dict.fromkeys(
        (
            *("company", "companies", "startup", "startups", "firm", "firms"),
            *("vendor", "vendors", "supplier", "suppliers", "client", "clients"),
            *("customer", "customers", "organisation", "organisations"),
            *("organization", "organizations", "employer", "employers"),
            *("team", "teams", "lab", "labs", "laboratory", "laboratories"),
            *("crew", "crews", "division", "divisions"),
            *("department", "departments", "agency", "agencies", "institution", "institutions"),
            *("funder", "funders", "sponsor", "sponsors", "investor", "investors"),
        ),
        "company",
    ),
    **dict.fromkeys(
        (
            *("meeting", "meetings", "call", "calls", "session", "sessions"),
            *("workshop", "workshops", "standup", "standups", "interview", "interviews"),
            *("talk", "talks", "presentation", "presentations", "seminar", "seminars"),
            *("event", "events", "conference", "conferences", "lecture", "lectures"),
        ),
        "meeting",
    ),
    **dict.fromkeys(
        (
            *("project", "projects", "initiative", "initiatives", "engagement", "engagements"),
            *("programme", "programmes", "program", "programs", "effort", "efforts"),
            *("grant", "grants", "job", "jobs", "repository", "repositories", "repo", "repos"),
            *("codebase", "codebases", "release", "releases"),
        ),
        "project",
    ),
    **dict.fromkeys(("concept", "concepts"), "concept"),
    **dict.fromkeys(
        (
            *("report", "reports", "analysis", "analyses", "paper", "papers", "study"),
            *("studies", "publication", "publications", "article", "articles"),
        ),
        "analysis",
    ),
}


# The words that ask for people: never read as another type (pipeline.titled_type)
PERSON_WORDS: Final = frozenset(word for word, kind in INTENT_WORDS.items() if kind == "person")


def query_intent(tokens: Sequence[str]) -> str | None:
    """The document type the query asks for, or None: the type of `intent_word`."""
    word = intent_word(tokens)
    return INTENT_WORDS[word] if word is not None else None


def intent_word(tokens: Sequence[str]) -> str | None:
    """The word by which the query names the type it asks for, or None: "who", "whom" or
    "whose" anywhere, else a type word at the head of the question, after nothing but words
    that open one ("which", "list all the", "show me our"), or anywhere right after "which" or
    "what" ("Lee works for which company?", "... for which of our customers?") or a
    possessive, or one word after it ("Wang Fang's boss", "Cécile Marchand's line manager");
    of two type words in a row, the second ("which project manager ...": `compound`). A type
    word further in is part of what the question describes: "a bad record held up every
    call" asks for no meeting. A "who" after a question opened by another question word is
    a relative pronoun, not what is asked: "where does the researcher who reported it work?"
    asks for no person. Nor does a type word after a possessive in a question opening with
    "where", "when" or "why": "where does Dr Langley's line manager work?" asks for a place,
    through the manager; nor one after a possessive that a participle follows ("what is Nino
    Beridze's team building?"). Returns the word itself."""
    head = True
    previous = before = ""
    relative = bool(tokens) and tokens[0] in _OTHER_QUESTIONS
    placed = bool(tokens) and tokens[0] in _PLACE_OR_TIME
    asking = False  # right after "which"/"what", or "which of our" ("works for which of our ...")
    for at, token in enumerate(tokens):
        if token in WHO_WORDS:
            if not relative:
                return token
        elif token in INTENT_WORDS and (head or (not placed and (asking or before == "s"))):
            following = tokens[at + 1] if at + 1 < len(tokens) else ""
            if not (previous == "s" and participle(following)):
                return following if compound(following) else token
            # (one a participle follows after a possessive does something: "what is Nino's
            # team building?" asks for what it builds, through the team)
        head = head and token in _OPENERS
        asking = token in _ASKING or (asking and token in _OF_THE)
        before, previous = previous, token
    return None


# Words between "which"/"what" and the type word it asks by: "which of our customers ..."
_OF_THE: Final = frozenset(("of", "the", "our", "their", "your", "my", "these", "those"))


def participle(word: str) -> bool:
    """Whether the word reads as a participle by its ending ("certified", "serving"), or is
    a common irregular past participle ("notes written by ...", "bridges built by ...")."""
    return word.endswith(_PARTICIPLE) or word in _IRREGULAR_PARTICIPLES


# English past participles that end in neither "ed" nor "ing" (and are seldom a noun)
_IRREGULAR_PARTICIPLES: Final = frozenset(
    (
        *("written", "built", "made", "held", "led", "kept", "sent", "seen", "taken", "given"),
        *("done", "won", "sold", "bought", "paid", "brought", "found", "chosen", "drawn"),
        *("driven", "known", "shown", "grown", "spoken", "broken", "begun", "met", "taught"),
        *("told", "shot", "lent", "spent", "lost", "heard", "struck", "caught", "fought"),
        *("sought", "dealt", "laid", "sworn", "torn", "worn", "undertaken", "overseen"),
        *("withdrawn", "forgotten", "rewritten", "flown", "hidden", "stolen", "frozen", "run"),
    )
)


# Endings that make a word after a type word ask as a preposition does ("inspections carried
# out on ...", "holdings certified by ...")
_PARTICIPLE: Final = ("ed", "ing")


def compound(following: str) -> bool:
    """Whether the word after a type word makes one noun with it, the last word its head: a
    type word too ("project manager" asks for a person, "company contacts" for people, "object
    reports" for reports)."""
    return following in INTENT_WORDS and following not in WHO_WORDS


def head_word(tokens: Sequence[str]) -> str | None:
    """The noun a question that opens with "which", "what", "list" or "show" (and the words
    that open one: "show me all the") puts first: "which shipments ...", "list the decisions
    ...". It asks for a type only if the brain's own titles say which (pipeline.titled_type):
    English has too many such nouns for a list, and a brain names its own kinds ("Decision:
    ...", "Shipment SH-0493")."""
    if not tokens or tokens[0] not in _HEADED:
        return None
    for token in tokens:
        if token not in _OPENERS:
            return token
    return None


def phrase_head(tokens: Sequence[str]) -> str | None:
    """The first word of a query put without a question word, after the words that may open
    one ("all the", "our"): "inspections carried out on Marienplatz Tram Junction", "our
    suppliers used on jobs of the Arborist Crew". None for a question."""
    if not QUESTION_WORDS.isdisjoint(tokens):
        return None
    return next((token for token in tokens if token not in _OPENERS), None)


def asks_which(tokens: Sequence[str]) -> bool:
    """Whether "which" or "what" is followed by a word that is neither a function word nor an
    auxiliary, wherever it stands: "which clinic hosted ...", "in which warehouse did ...",
    "what came out of ..." ask for something; "what does X do for us?", "what is X?" may ask
    about X itself."""
    return any(
        word in _WHICH and following not in FUNCTION_WORDS and following not in AUXILIARIES
        for word, following in zip(tokens, tokens[1:], strict=False)
    )


_WHICH: Final = frozenset(("which", "what"))


def query_agent(tokens: Sequence[str], intent: str | None) -> frozenset[str]:
    """For a question that asks "who" + a verb ("who supplied the pipes?", "who looks after the
    bridge?"), the stems that verb may name its relation by, with its group's: an organisation
    joined by such a relation answers as a person would (graph.expand); else none."""
    if intent != "person":
        return frozenset()
    for at, token in enumerate(tokens):
        if token in WHO_WORDS:
            following = [word for word in tokens[at + 1 :] if word not in AUXILIARIES]
            if following:
                return query_relations(following[:1])
    return frozenset()


# Words between "who" and the verb that names what was done
AUXILIARIES: Final = frozenset(
    (
        *("is", "are", "was", "were", "be", "been", "has", "have", "had", "will", "would"),
        *("can", "could", "should", "may", "might", "must", "else", "actually", "usually"),
        *("normally", "currently", "first", "last", "also", "then"),
        *("s", "d", "ve", "ll"),  # "who's directed ...": the tokenizer splits at the apostrophe
    )
)


# Words right before a type word that make it what is asked for, wherever they are: "which",
# "what", and the "s" of a possessive ("Fang's boss": the tokenizer splits at the apostrophe).
_ASKING: Final = frozenset(("which", "what", "s"))


WHO_WORDS: Final = frozenset(("who", "whom", "whose"))
# The words that put a query as a question (pipeline.asks; or a question mark)
QUESTION_WORDS: Final = frozenset(
    ("what", "which", "who", "whom", "whose", "where", "when", "how", "why", "list", "show")
)
# The words that make a query a question and no name holds: question words, the verbs that
# help them and the pronouns asking ("where are we on Saltmarsh?", "what do we know about ...")
SCAFFOLDING: Final = QUESTION_WORDS | frozenset(
    ("is", "are", "was", "were", "be", "do", "does", "did", "we", "our", "us", "it")
)
# Question words that ask for something else than a person
_OTHER_QUESTIONS: Final = QUESTION_WORDS - WHO_WORDS - {"list", "show"}
# Question words that ask for a place, a time or a reason: a type word after a possessive in
# such a question names a page between ("where does Dr Langley's line manager work?")
_PLACE_OR_TIME: Final = frozenset(("where", "when", "why"))
# The words a question may open with before a noun that names what it asks for (head_word)
_HEADED: Final = frozenset(("which", "what", "list", "show", "find", "name", "give"))
# Words a question may start with before the kind of document it asks for.
_OPENERS: Final = frozenset(
    (
        *("which", "what", "list", "show", "find", "give", "tell", "name", "get", "me", "us", "of"),
        *("all", "any", "every", "each", "the", "a", "an", "our", "my", "your", "their"),
        *("some", "other", "recent", "latest", "past", "upcoming", "open", "active"),
    )
)


# A type word names a page the answer is reached through when it is used as in "at the client
# for whom we ...", "the company that makes ...", "the customer of the project ...": after an
# article or possessive, before a relative word or "of"/"for". Elsewhere it is more likely part
# of what the question describes ("to alert customers before outages", "from call to dispatch").
_BEFORE_VIA: Final = frozenset(("the", "a", "an", "our", "their", "its", "that", "this"))
_AFTER_VIA: Final = frozenset(
    ("that", "which", "who", "whom", "whose", "where", "of", "for", "behind")
)


def query_via(tokens: Sequence[str], intent: str | None) -> frozenset[str]:
    """The other document types the question names, as above, besides its intent: the kinds of
    page its answer is reached through ("contacts at the client for whom we ..."), or none."""
    if intent is None:
        return frozenset()
    named = {
        INTENT_WORDS[token]
        for at, token in enumerate(tokens[1:-1], start=1)
        if token in INTENT_WORDS and tokens[at - 1] in _BEFORE_VIA and tokens[at + 1] in _AFTER_VIA
    }
    return frozenset(named - {intent})


# Words a question's relation is never named by (the tokenizer keeps them); no type word either
# (pipeline.titled_type: "The" may open most of a brain's film titles)
FUNCTION_WORDS: Final = frozenset(
    (
        *("a", "an", "the", "of", "to", "in", "on", "at", "by", "for", "from", "with", "and"),
        *("or", "is", "are", "was", "were", "be", "do", "does", "did", "we", "our", "us", "it"),
        *("that", "this", "which", "what", "who", "whom", "whose", "where", "when", "how"),
    )
)


# Words that name one relation in other words, irregular forms the stemmer leaves apart
# included: a question's word names an edge type that holds any word of its group ("who wrote
# the study" names `authored_by`, "the lab that holds the grant" `held_by`). General English
# only; a word may be in several groups.
_RELATION_GROUPS: Final = (
    (
        *("author", "authored", "authors", "write", "writes", "wrote", "written", "writer"),
        *("writers", "draft", "drafts", "drafted", "drafter"),
    ),
    ("translate", "translates", "translated", "translator", "translators", "translation"),
    ("testify", "testifies", "testified", "witness", "witnesses", "testimony"),
    (
        *("lead", "leads", "led", "leader", "leading", "head", "heads", "headed", "run"),
        *("runs", "ran", "manage", "manages", "managed", "manager", "direct", "directs"),
        *("directed", "director", "chair", "chairs", "chaired", "supervise", "supervised"),
        *("supervisor", "boss", "oversee", "oversees", "oversaw", "overseen", "oversight"),
        *("charge",),
        *("preside", "presided", "foreman", "forewoman", "foremen", "chief"),
    ),
    ("hold", "holds", "held", "holder", "keep", "keeps", "kept"),
    (
        *("fund", "funds", "funded", "funder", "funding", "pay", "pays", "paid", "payer"),
        *("money", "finance", "financed", "sponsor", "sponsored", "back", "backed", "backer"),
        *("award", "awarded", "grant", "granted", "give", "gives", "gave", "given", "invest"),
        *("invested", "investor"),
    ),
    (
        *("present", "presents", "presented", "presenter", "presentation", "talk", "talks"),
        *("speak", "speaks", "spoke", "spoken", "speaker", "lecture"),
    ),
    (
        *("review", "reviews", "reviewed", "reviewer", "check", "checked", "checker"),
        *("referee", "refereed", "assess", "assessed", "assessor", "audit", "audited"),
    ),
    (
        *("member", "members", "belong", "belongs", "belonged", "work", "works", "worked"),
        *("staff", "employ", "employs", "employed", "employee", "employees"),
    ),
    (
        *("host", "hosts", "hosted", "organise", "organised", "organize", "organized"),
        *("organiser", "organizer", "run", "ran"),
    ),
    (
        *("attend", "attends", "attended", "attendee", "attendees", "join", "joined", "went"),
        *("participant", "participants", "participate", "participated", "sat", "sit"),
    ),
    (
        *("build", "builds", "built", "builder", "make", "makes", "made", "maker", "develop"),
        *("develops", "developed", "developer", "create", "creates", "created", "creator"),
        *("manufacture", "manufactures", "manufactured", "manufacturer", "produce"),
        *("produces", "produced", "producer", "construct", "constructs", "constructed"),
        *("construction", "constructor", "contractor", "contractors"),
    ),
    ("customer", "customers", "client", "clients", "buy", "buys", "bought", "buyer"),
    (
        *("supply", "supplies", "supplied", "supplier", "sell", "sells", "sold", "seller"),
        *("vendor", "vendors", "acquire", "acquired", "buy", "buys", "bought", "purchase"),
        *("purchased",),
        *("vendor", "provide", "provides", "provided", "provider", "contractor"),
        *("contracted", "deliver", "delivers", "delivered"),
    ),
    (
        *("maintain", "maintains", "maintained", "maintainer", "maintenance", "look", "looks"),
        *("looked", "service", "serviced", "repair", "repairs", "repaired", "fix", "fixed"),
        *("upkeep", "care"),
    ),
    (
        *("discuss", "discusses", "discussed", "discussion", "raise", "raised", "came"),
        *("come", "comes", "talk", "talked", "debate", "debated", "agenda"),
    ),
    (
        *("assign", "assigns", "assigned", "assignment", "allocate", "allocated", "handle"),
        *("handles", "handled", "carry", "carried", "perform", "performed", "tasked"),
    ),
    (
        *("inspect", "inspects", "inspected", "inspection", "inspector", "survey"),
        *("surveyed", "examine", "examined", "visit", "visited", "check", "checked"),
    ),
    (
        *("report", "reports", "reported", "answer", "answers", "manager", "managers"),
        *("boss", "supervisor", "supervisors"),
    ),
    (
        *("insure", "insures", "insured", "insurer", "insurance", "cover", "covers"),
        *("covered", "underwrite", "underwrites", "underwritten", "underwriter"),
    ),
    (
        *("ship", "ships", "shipped", "shipping", "transport", "transports", "transported"),
        *("haul", "hauls", "hauled", "haulier", "carrier", "carry", "carries", "courier"),
        *("freight", "move", "moves", "moved", "deliver", "delivers", "delivered"),
        *("collect", "collects", "collected", "collection", "lorry", "lorries", "truck"),
        *("trucks",),
    ),
    (
        *("lend", "lends", "lent", "lender", "lenders", "loan", "loans", "loaned"),
        *("borrow", "borrows", "borrowed", "borrower", "finance", "financed", "financing"),
        *("bank", "banks", "banked", "banking", "banker", "bankers", "credit"),
    ),
    ("donate", "donates", "donated", "donor", "donors", "donation", "gift", "gifted", "gave"),
    (
        *("exhibit", "exhibits", "exhibited", "display", "displays", "displayed", "show"),
        *("shows", "shown", "showing", "feature", "features", "featured", "hang", "hangs"),
    ),
    ("curate", "curates", "curated", "curator", "curators"),
    ("design", "designs", "designed", "designer", "designers"),
    (*("cost", "costs", "costing", "budget", "budgets", "price", "prices", "pricing"),),
    ("fire", "fires", "smoke", "blaze", "flame", "flames"),
    (*("landscape", "landscaping", "landscaper", "garden", "gardens", "gardening"), "planting"),
    (
        *("conserve", "conserves", "conserved", "conservator", "conservation", "restore"),
        *("restores", "restored", "restorer"),
    ),
    ("travel", "travels", "travelled", "traveled", "tour", "tours", "toured", "venue"),
    ("concern", "concerns", "concerned", "regarding", "about"),
    ("base", "based", "basis", "draw", "draws", "drawn", "drew"),
    ("own", "owns", "owned", "owner", "owners", "subsidiary", "subsidiaries", "parent"),
    (
        *("guard", "guards", "guarded", "patrol", "patrols", "patrolled", "protect"),
        *("protects", "protected"),
    ),
    (
        *("lease", "leases", "leased", "lessor", "landlord", "rent", "rents", "rented"),
        *("tenant", "tenancy"),
    ),
    ("clean", "cleans", "cleaned", "cleaner", "cleaners", "cleaning", "valet", "valets"),
    ("represent", "represents", "represented", "representative", "representation"),
    (
        *("compose", "composes", "composed", "composer", "composers", "music", "score"),
        *("scored", "scores", "soundtrack"),
    ),
    (
        *("cast", "casts", "actor", "actors", "actress", "actresses", "star", "stars"),
        *("starred", "starring"),
    ),
    (
        *("cinematographer", "cinematographers", "cinematography", "photography", "dp"),
        *("dop", "camera"),
    ),
    (
        *("decide", "decides", "decided", "decision", "decisions", "agree", "agreed"),
        *("choose", "chose", "chosen", "settle", "settled", "resolve", "resolved"),
    ),
    ("mention", "mentions", "mentioned", "cite", "cites", "cited", "refer", "refers", "referred"),
    (*("win", "wins", "won", "winner", "winners", "winning", "award", "awarded", "awards"),),
    (
        *("submit", "submits", "submitted", "submission", "lodge", "lodged", "lodges", "file"),
        *("filed", "files", "filing", "apply", "applied", "application"),
    ),
    (
        *("commission", "commissions", "commissioned", "commissioner", "commissioning"),
        *("order", "orders", "ordered", "client", "clients", "customer", "customers"),
        *("pay", "pays", "paid", "payer", "paying"),
    ),
    (
        *("advise", "advises", "advised", "adviser", "advisers", "advisor", "advisors"),
        *("advice", "recommend", "recommends", "recommended", "recommendation", "consult"),
        *("consults", "consulted", "consultant", "consultants", "consultancy"),
    ),
    (
        *("command", "commands", "commanded", "commander", "captain", "captains"),
        *("captained", "skipper", "skippers", "skippered"),
    ),
    (
        *("house", "houses", "housed", "stable", "stabled", "garage", "garaged"),
        *("depot",),
    ),
    # irregular verbs: their forms the stemmer leaves apart
    ("see", "sees", "saw", "seen", "seeing"),
    ("find", "finds", "found", "discover", "discovers", "discovered", "discoverer", "spotted"),
    ("meet", "meets", "met"),
    ("teach", "teaches", "taught"),
    ("take", "takes", "took", "taken"),
    ("bring", "brings", "brought"),
    ("send", "sends", "sent"),
    ("fly", "flies", "flew", "flown"),
    ("drive", "drives", "drove", "driven"),
    ("choose", "chooses", "chose", "chosen"),
    ("hear", "hears", "heard"),
    ("tell", "tells", "told"),
    ("lose", "loses", "lost"),
    ("break", "breaks", "broke", "broken"),
    ("fall", "falls", "fell", "fallen"),
    (
        *("approve", "approves", "approved", "approver", "approval", "sign", "signed"),
        *("signs", "authorise", "authorised", "authorize", "authorized", "sanction"),
        *("sanctioned",),
    ),
)


def _related() -> dict[str, frozenset[str]]:
    related: dict[str, set[str]] = {}
    for group in _RELATION_GROUPS:
        stems = {stem(word) for word in group}
        for one in stems:
            related.setdefault(one, set()).update(stems)
    return {one: frozenset(others) for one, others in related.items()}


_RELATED: Final = _related()


# "where ...?" names the relations that place a page somewhere: an edge type holding one of these
# ("in" left out: `fixed_in` a version is no place)
PLACE: Final = "@place"
_PLACE_WORDS: Final = frozenset(
    ("at", "to", "location", "located", "site", "venue", "place", "based")
)


def query_relations(tokens: Sequence[str]) -> frozenset[str]:
    """The stems of the words by which a question may name the relation its answer has ("who
    reviewed the paper ..." names `reviewed_by`), with the words of the same relation group
    (`_RELATION_GROUPS`); a question that opens with "where" names the relations that place a
    page (`PLACE`: `installed_at`, `travels_to`, `located_in`). "Work on" names no relation
    (no employer: "what is she working on?")."""
    stems: set[str] = set()
    if tokens and tokens[0] == "where":
        stems.add(PLACE)
    for at, token in enumerate(tokens):
        if token not in FUNCTION_WORDS:
            one = stem(token)
            if one == _WORK and at + 1 < len(tokens) and tokens[at + 1] == "on":
                continue  # "what is she working on?" asks for no employer (`works_at`)
            stems.add(one)
            stems.update(_RELATED.get(one, ()))
    return frozenset(stems)


_WORK: Final = "work"


# A word of an edge type and a word of the question name one relation when they share their
# first `AKIN_PREFIX` letters at least and neither has more than `AKIN_REST` after what they
# share ("distributors" and `distributed_by`, "financiers" and `financed_by`): English makes
# the doer, the deed and the done from one root
AKIN_PREFIX: Final = 6
AKIN_REST: Final = 4


@lru_cache(maxsize=256)
def _akin_roots(stems: frozenset[str]) -> dict[str, tuple[str, ...]]:
    """The question's stems of `AKIN_PREFIX` letters or more, by their first that many."""
    roots: dict[str, list[str]] = {}
    for one in stems:
        if len(one) >= AKIN_PREFIX:
            roots.setdefault(one[:AKIN_PREFIX], []).append(one)
    return {root: tuple(found) for root, found in roots.items()}


def _akin(part: str, stems: Collection[str]) -> bool:
    """Whether a stem of an edge type's word and one of the question's share a root."""
    if len(part) < AKIN_PREFIX:
        return False
    roots = _akin_roots(stems if isinstance(stems, frozenset) else frozenset(stems))
    for one in roots.get(part[:AKIN_PREFIX], ()):
        shared = len(commonprefix((part, one)))
        if len(part) - shared <= AKIN_REST and len(one) - shared <= AKIN_REST:
            return True
    return False


def names_relation(edge_types: Iterable[str], stems: Collection[str]) -> bool:
    """Whether one of the edge types holds a word whose stem the question has or shares a root
    with one of them (`_akin`: "distributors" names `distributed_by`), or is named by its
    initials (`pi` for `principal_investigator`), or places a page (a word of `_PLACE_WORDS`)
    when the question asks where (`PLACE`)."""
    for edge_type in edge_types:
        words = [part for part in edge_type.lower().replace("-", "_").split("_") if part]
        if PLACE in stems and not _PLACE_WORDS.isdisjoint(words):
            return True
        parts = [part for part in words if part not in FUNCTION_WORDS]
        if any(stem(part) in stems for part in parts):
            return True
        if any(_akin(stem(part), stems) for part in parts):
            return True
        if len(parts) > 1 and "".join(part[0] for part in parts) in stems:
            return True
    return False
