"""Answers first: a question about a page it names is answered by the pages around that page.

"Which firm is putting up the Orchard Classroom Block?" names one page by its whole title and
asks for another: the answer is one or two links from the named page (the *anchor*), and it
shares no word with the question. The fused and walked scores (`pipeline.query`) rank the
anchor first and its neighbours among every weak text match of the asked-for type; this stage
orders the anchor's neighbourhood on its own and puts it first:

- the anchor is the document the question names whole (every word of its title, an alias or
  a shorter name the title holds: "LSF-SA-2026-05" of "LSF-SA-2026-05: stack exhaustion ...",
  "Kessel Street Bridge deck repairs" of "WO-2417 Kessel Street Bridge deck repairs"; one
  of them at least `pipeline.DESCRIBED_IDF` rare) with the longest such name (none when two
  documents hold names as long: "journal club" of two dated meetings), among the first
  `ANCHOR_HITS` hits and the documents with a name holding a word of the question that at most
  `ANCHOR_NAMES` names hold (people whose pages share a word with the question can push it down
  the hits); when none is named whole, the document joined to another whose BM25 score for
  the question is at least `CLEAR_LEAD` times that of any other so joined (a page described by
  what it says: "who directed the film about brackish tides in the rice paddies?"; a pitch
  deck kept as evidence, with no edge, may say it better); when neither, the document joined
  to another whose name the question holds the most of, by idf (`MOST_OF_NAME` at least, no
  other as much: "who valets the tram sheds at Saltmarsh?" holds most of "Saltmarsh Tram
  Depot"). An anchor named by one word at most that is not of a type the question names
  besides the asked one gives way to its neighbour of that type whose title holds the most of
  the question's other words (`kind_meant`: "who attended the Northwind renewal meeting?");
  any other gives way to its neighbour whose title holds its name and more of the question
  (`narrower_page`: "who is the contractor on the Ashby Fields roof job?" names "Ashby Fields
  Roof Replacement", a project of the school "Ashby Fields").
  It may be evidence (an inspection report with relations of its own), and so may an answer,
  but a path goes on only through pages; a document the anchor or a page one link from it
  cites (`EdgeGraph.cited`) is an answer too, one link further, when
  a title of it holds a word of the question besides the anchor's name ("any accident or
  claim documents from Glasswork?" finds the accident report an incident on its shoot cites),
  and any cited evidence at `PAPERS_ONLY` of that when the question asks for papers
  ("documents relating to the Vérac fire"), as of the asked-for type when the question's type
  word is one ("what reports did they go through at the stand-down?");
- each page one link from it scores `FIRST_HOP`, two links `SECOND_HOP`, times `NAMED_EDGE` per
  edge on its path whose type the question names (`intent.query_relations`; one word of the
  question names one edge of a path: "work" names `member_of` and `employed_by` by its group,
  and a path of two such edges counts it once; `NAME_NAMED_EDGE` when only a word of the
  anchor's name names it: "the Accessibility Working Group's chair" names `chaired_by`, and
  `member_of` by the group's name alone; an edge no type of which the question names counts
  `NAMED_EDGE` too when a word of the question is among the words around its page link,
  `EdgeGraph.described`: "Original score by [[...]]" for "who did the score for ...?"; an edge
  between ranks, `reports_to`, `managed_by`, `manages`, counts only the way the question asks,
  `asked_way`: "Anna's supervisor" the anchor's own `reports_to`, "who reports to Anna?"
  those of the people below her) and once more when
  the path goes through a page of a type the question names as between (`intent.query_via`:
  "contacts at the client for whom we ..."; `pipeline.bridge_types`: "protocols changed by
  decisions Hamish signed off"; or of a folder it so names, `pipeline.bridge_folders`: "the
  jobs approved at ..."), times `OFF_VIA` when it names one and the path has none (a
  type the anchor has names the anchor, not a page between), times `OF_TYPE`
  when it is of the asked-for type (in the asked-for folder, when the question names one:
  "which carriers ...") or `OTHER_TYPE` when it is not (a question with no type word asks
  for any, but one opening with "where" or "what" for no person); an organisation answers a
  "who" as a person does when an edge that the verb after "who" names joins it to the anchor
  (`agent`: intent.query_agent), nearly as one otherwise (`AGENT_WHO`: "who is the insurer
  for the show?" may ask for a company), and as no more than any page when the question
  names pages between (of that type or of a folder); times `OFF_VERB` when the verb after
  "who" names the last edge of other answers' paths and not of its own ("who made the bus
  that burned on the 44?" asks for the page `built_by` joins, not the route's driver); equal
  scores go to the better text match;
- the best answers come first (up to `ANSWERS_FIRST`, each scoring at least `AHEAD` of the
  best one), then the anchor, then the other answers up to `ANSWERS` in all, then the hits as
  ranked; the anchor comes first when it is evidence a "where" question names ("where's the
  supply contract?"), and when the question asks for nothing that would set an answer
  apart (no type, folder, page between or relation, no word after "which"/"what", nothing the
  anchor does, `asks_what_it_does`: "what does Pinecrest Security do for us?", "Saltmarsh
  depot expansion - where are we?"; not "what is Layla Haddad running?"), and then the
  papers it cites that hold the question's other words (`telling_papers`: "the
  Kerrin stack collapse: how strong were the gusts?" is answered by its incident report);
  every answer's path pages are in the list, which is cut to the limit with them
  (`bridges.keep_bridges`). The anchor scores as the best hit
  (or its own score when higher), the answers up to a step (`ANSWER_STEP` of it) above or
  below that, by their share of the best answer's score; the other hits keep theirs, each at
  most the one before it: the scores stay in order and on one scale.

Questions about the anchor itself keep the ranking as it is: a query that is neither a
question nor put as one (`pipeline.asks`, `pipeline.phrased`: "attendees of the Q2 review"),
one that is exactly a name or "who is"/"what is" a name, a phrase asking by a word that names
no type unless that word or another names one of the anchor's relations (not by the anchor's
name) or a participle follows it ("maker of the E12", "holdings certified by ..." ask around;
"findings of the Ofsted inspection of ..." does not: `loose`), questions such as "what does X
mean?", "is there a write-up on X?", "what do we hold on X?", "what does X work on?", "what's
in X?", "what happened at X?", "how many ... X?" (`about_itself`),
and a question whose anchor is of the type it asks for (in the folder it asks for, when it
names one: ranker.folders), unless it names one of the anchor's relations by other words than
its type word ("the grant for preterm babies" asks for the grant; "which grants fund the
trial" for the grants around it), a possessive follows the anchor's name ("who leads Wang
Fang's team?" asks for someone around her), "do"/"does"/"did" comes before it ("who does
Abigail Moss work for?": `done_by`) or a verb after "who" does ("who buys what Owen
Pritchard grows?": `acted_on`). Questions asking for what the page says count
among them ("I need some background on X", "what's our relationship with X?", "X - what's
their role?", "is X still a member?": `asks_for_the_page`), and such a question, like any
query answered around no page that asks for no kind of page, puts the page it names whole
first unless a hit before it matches the query's other words better, with the papers it cites
right after it (`named_first`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from collections.abc import Set as AbstractSet
from itertools import islice
from typing import TYPE_CHECKING, Final

from ..edges import CITES, WIKI_LINK
from .bridges import keep_bridges
from .contracts import Hit, matched_by
from .folders import within
from .intent import (
    AUXILIARIES,
    FUNCTION_WORDS,
    INTENT_WORDS,
    PLACE,
    QUESTION_WORDS,
    intent_word,
    names_relation,
    participle,
    query_relations,
)
from .names import tokens_of_name
from .tokenizer import stem

if TYPE_CHECKING:
    from .contracts import Ranked, RankIndex
    from .graph import EdgeGraph

MIN_NAMED: Final = 2  # words of a name a request holds whole before its page goes first
ANCHOR_HITS: Final = 5  # the hits an anchor is looked for among
SHORTER_NAME: Final = 0.5  # a name a title holds counts this many words less than the title
ANCHOR_NAMES: Final = 50  # and the documents with a name holding a word of it held by as few
MOST_OF_NAME: Final = 0.6  # nor that: a page whose name the question holds this share of (idf)
CLEAR_LEAD: Final = 1.2  # no page named whole: a page whose BM25 score leads the next by this
LEADER_POOL: Final = 20  # the best BM25 scores it is looked for among
ANSWER_LIST: Final = 30  # the hits ranked, at least, before they are reordered and cut
ANSWERS_FIRST: Final = 3  # answers placed before the anchor, at most
AHEAD: Final = 0.8  # of the best answer's score, the least an answer before the anchor has
ANSWERS: Final = 10  # answers placed in all
FIRST_HOP: Final = 1.0
SECOND_HOP: Final = 0.6
NAMED_EDGE: Final = 1.5
NAME_NAMED_EDGE: Final = 1.3  # an edge only a word of the anchor's name names
OFF_VIA: Final = 0.7  # an answer whose path has no page of the type named as between
OFF_VERB: Final = 0.7  # one whose last edge the verb after "who" does not name, when others'
OF_TYPE: Final = 1.5
OTHER_TYPE: Final = 0.3
AGENT_WHO: Final = 1.2  # an organisation answering "who" (a person: OF_TYPE)
MOST_FIRST_HOPS: Final = 200  # pages one link away gone on from (a hub's are bounded)
# Words a question asks for evidence by, whatever its title: "documents relating to ..."
_PAPERS: Final = frozenset(
    (
        *("document", "documents", "report", "reports", "record", "records", "paper", "papers"),
        *("paperwork", "file", "files", "evidence", "documentation"),
    )
)
_CITED: Final = frozenset((CITES,))  # the edge an answer a citation joins is reached by
PAPERS_ONLY: Final = 0.8  # a cited document whose title holds no word of a question for papers
PAPERS_AFTER: Final = 2  # papers placed right after an anchor a question asks nothing around
_PERSON, _AGENT = "person", "company"  # the types a "who" question may be answered by
TEXT_SHARE: Final = 0.01  # how much a text match adds, at most, to break equal scores
ANSWER_STEP: Final = 0.001  # the answers' scores step by this share of the anchor's

# Word pairs that make a question about the page it names, not about what lies around it
_ABOUT_ITSELF: Final = frozenset(
    (
        *(("is", "there"), ("are", "there"), ("we", "have"), ("we", "hold"), ("we", "know")),
        *(("we", "keep"), ("work", "on"), ("works", "on"), ("we", "on"), ("what", "happened")),
        *(("stand", "for"), ("stands", "for")),  # "what does X stand for?", not a "stand-down"
        *(("what", "state"),),  # "what state is X in?"
    )
)
# Pairs that ask for what we know of a page: "I need some background on X", "anything I
# should know about X?", "tell me about X", "remind me what X does", "our recent history with
# X", "what kind of player is X", "pull up X's file", "what's our relationship with X?", "what's
# the plan for X?", "give me the facts on X", "what's the latest on X?", "any update on X?"
_BRIEFING: Final = frozenset(
    (
        *(("background", "on"), ("know", "about"), ("tell", "me"), ("brief", "me")),
        *(("read", "up"), ("remind", "me"), ("history", "with"), ("kind", "of"), ("pull", "up")),
        *(("relationship", "with"), ("plan", "for"), ("facts", "on"), ("latest", "on")),
        *(("update", "on"), ("updates", "on")),
    )
)
# Words for what a page says of its subject, after a possessive or a pronoun: "X - what's
# their role?", "what is X's job?", "what's X's remit at the club?"
_ATTRIBUTES: Final = frozenset(("role", "job", "title", "position", "bio", "background", "remit"))
_OWNERS: Final = frozenset(("s", "their", "his", "her", "its"))
# Words that open a question answered yes or no: "Is X still an active member?"
_YES_NO: Final = frozenset(("is", "are", "was", "were", "does", "do", "did", "has", "have", "can"))
# Words that close a request for the page itself: "Show me the Ravel Freight page."
_ITSELF_WORDS: Final = frozenset(("page", "profile"))
# How a question opens when it asks for a measure of the page it names ("how many charging
# bays at Orchard Lane Garage?", "how big is X?"): its page holds it
_HOW_MANY: Final = frozenset(
    (("how", "many"), ("how", "much"), ("how", "big"), ("how", "large"), ("how", "old"))
)
# How a question opens when it asks what the page it names holds ("what's in X?", "what's
# behind the X decision?": its reasons, on its page)
_WHATS_IN: Final = frozenset(
    (("what", "s", "in"), ("what", "is", "in"), ("what", "s", "behind"), ("what", "is", "behind"))
)
# Words that make it so wherever they stand ("what is the status of Project Heron?")
_MEANING: Final = frozenset(("mean", "means", "meaning", "status"))
# How a question opens or closes when it asks what the page it names is or does: "who is X?",
# "Brackwell Stone LLP, who are they?", "Olena Bondarenko: what does she do?" (pipeline.about_name)
ASK_WHAT: Final = frozenset(("who", "what"))
BE: Final = frozenset(("is", "are", "was", "were"))
_PRONOUNS: Final = frozenset(("he", "she", "they", "it"))
_DOES: Final = frozenset(("do", "does", "did"))
_DETERMINERS: Final = frozenset(("the", "a", "an", "our", "their", "its"))  # before a name


def closes_asking_what(tokens: Sequence[str]) -> bool:
    """Whether the question closes with "who are they?" ("what is it?", "who is she?"): it asks
    what the page named before is ("where is it?" asks around it)."""
    return (
        len(tokens) >= 4
        and tokens[-3] in ASK_WHAT
        and tokens[-2] in BE
        and tokens[-1] in _PRONOUNS
        and tuple(tokens[-3:]) != ("who", "is", "it")  # "the director of X's agent, who is it?"
    )


def about_itself(tokens: Sequence[str]) -> bool:
    """Whether the question asks about the page it names rather than for pages around it:
    "what does X mean?", "is there a write-up on X?", "what do we have on X?", "where are we on
    X?", "X - who are they?", "what does X do?", "how many bays at X?", "I need some background
    on X", "X - what's their role?", "is X still a member?", "show me the X page"."""
    if not _MEANING.isdisjoint(tokens) or not _ABOUT_ITSELF.isdisjoint(
        zip(tokens, tokens[1:], strict=False)
    ):
        return True
    if closes_asking_what(tokens) or tuple(tokens[:3]) in _WHATS_IN:
        return True  # "X - who are they?", "what's in the Nordhav service contract?"
    if tuple(tokens[:2]) in _HOW_MANY:
        return True  # "how many charging bays at Orchard Lane Garage?": a count its page holds
    if asks_for_the_page(tokens):
        return True
    return (
        len(tokens) >= 3
        and tokens[-1] == "do"
        and "what" in tokens
        and not _DOES.isdisjoint(tokens[:-1])
    )  # "what does X do?", "what does she do?"


def asks_for_the_page(tokens: Sequence[str]) -> bool:
    """Whether a question asks for what the page it names says, whatever kind of page a word
    of it may name: "I need some background on X", "anything I should know about X?",
    "X - what's their role?", "is X still an active member?", "show me the X page"."""
    pairs = set(zip(tokens, tokens[1:], strict=False))
    if not _BRIEFING.isdisjoint(pairs):
        return True
    if any(owner in _OWNERS and word in _ATTRIBUTES for owner, word in pairs):
        return True  # what its page says of it: "what's X's remit at the club?"
    if tokens and tokens[0] in _YES_NO and QUESTION_WORDS.isdisjoint(tokens):
        return True  # answered yes or no by its page
    return bool(tokens) and tokens[-1] in _ITSELF_WORDS


def named_share(index: RankIndex, tokens: AbstractSet[str], brain_id: str) -> float:
    """The largest share, by idf, of the words of one of the document's names (a title, an
    alias, a name its title holds: `title_names`; of two words at least) that the question
    holds (a plural for a singular, `_held`); 0 for none."""
    best = 0.0
    for words, _ in _name_words(index.get(brain_id)):
        total = sum(index.idf(word) for word in words) if len(words) >= 2 else 0.0
        if total > 0:
            held = [word for word in words if _held(word, tokens)]
            best = max(best, sum(index.idf(word) for word in held) / total)
    return best


def _held(word: str, tokens: AbstractSet[str]) -> bool:
    """Whether the question holds the word, or its plural or singular by an "s" ("the trams at
    Saltmarsh" hold "Saltmarsh Tram Depot")."""
    return word in tokens or word + "s" in tokens or (word.endswith("s") and word[:-1] in tokens)


def kind_meant(
    index: RankIndex,
    graph: EdgeGraph,
    start: str,
    tokens: Sequence[str],
    kinds: Collection[str],
    eligible: Callable[[str], Ranked | None],
    rare: float,
) -> str | None:
    """The page one link from `start`, of one of the `kinds` the question names, whose title
    holds the most of the question's words (at least `rare` by idf) that `start`'s names do
    not (of the first `MOST_FIRST_HOPS` such pages by id); the first by id of those as good;
    None when no such title holds one, when `start` is of one of the kinds, or when a
    possessive follows its name ("Dawit Bekele's route" asks around him)."""
    name = name_words(index, frozenset(tokens), start)
    if not kinds or _type(eligible(start)) in kinds or possessed(tokens, name):
        return None
    rest = {token for token in tokens if token not in name and index.idf(token) >= rare}
    of_kind = (other for other in sorted(graph.neighbors(start)) if _type(eligible(other)) in kinds)
    return _most_titled(of_kind, rest, eligible)


def narrower_page(
    index: RankIndex,
    graph: EdgeGraph,
    start: str,
    tokens: Sequence[str],
    eligible: Callable[[str], Ranked | None],
    rare: float,
) -> str | None:
    """The page one link from `start` (of the first `MOST_FIRST_HOPS` by id of those whose names
    hold the rarest word of `start`'s name the question holds) whose title
    holds every word of `start`'s name the question holds and the most of the question's
    other words (not function words, at least `rare` by idf), more of them than `start`'s own
    title; the first by id of those as good; None when no such title holds one."""
    name = name_words(index, frozenset(tokens), start)
    if not name:
        return None
    rest = {
        token
        for token in tokens
        if token not in name and token not in FUNCTION_WORDS and index.idf(token) >= rare
    }
    if not rest:
        return None
    # only the neighbours whose names hold the rarest word of that name: titles read are few
    holders = index.name_candidates(max(sorted(name), key=index.idf))
    near = frozenset(graph.neighbors(start))
    joined = sorted(other for other in holders if other in near)
    pages = (other for other in joined if _kind(eligible(other)) == "page")
    # narrower only when its title holds more of them than the page's own does ("import dwell
    # in block A1" asks about "Yard block A1 (import stack)", not the incident "... in block A1")
    own = len(tokens_of_name(_title(eligible(start)))[1] & rest)
    return _most_titled(pages, rest, eligible, holding=name, least=own)


def _most_titled(
    others: Iterable[str],
    rest: AbstractSet[str],
    eligible: Callable[[str], Ranked | None],
    holding: AbstractSet[str] = frozenset(),
    least: int = 0,
) -> str | None:
    """Of the first `MOST_FIRST_HOPS` pages (a hub's neighbours are many), the one whose
    title holds every word of `holding` and the most of `rest`, more than `least`; the first
    of those as good; None when no such title holds one (kind_meant, narrower_page)."""
    best, most = None, least
    for other in islice(others, MOST_FIRST_HOPS):
        words = tokens_of_name(_title(eligible(other)))[1]
        shared = len(words & rest) if holding <= words else 0
        if shared > most:
            best, most = other, shared
    return best


def most_named(
    index: RankIndex,
    graph: EdgeGraph,
    tokens: AbstractSet[str],
    candidates: Sequence[str],
    eligible: Callable[[str], Ranked | None],
) -> str | None:
    """Of the candidates joined to another page, the one the question names most of
    (`named_share`), when that is `MOST_OF_NAME` at least and no other is named as much."""
    shares = sorted(
        (
            (share, brain_id)
            for brain_id in dict.fromkeys(candidates)
            if graph.neighbors(brain_id) and eligible(brain_id) is not None
            for share in (named_share(index, tokens, brain_id),)
            if share > 0
        ),
        reverse=True,
    )
    if (
        not shares
        or shares[0][0] < MOST_OF_NAME
        or (len(shares) > 1 and shares[1][0] == shares[0][0])
    ):
        return None
    return shares[0][1]


def named_whole(index: RankIndex, tokens: Sequence[str], brain_id: str, rare: float) -> float:
    """How much of the document the question (its tokens in order) names whole: the number of
    words of its longest title or alias that the question holds together (`together`; one of
    its words at least `rare` by idf), or that of a shorter name its title holds
    (`title_names`) less `SHORTER_NAME`, so that of two names as long the whole title wins
    ("Project Osprey" names the project before "Project Osprey: sanction hearing"); 0 when
    none."""
    held = frozenset(tokens)
    longest = 0.0
    for words, less in _name_words(index.get(brain_id)):
        if (
            len(words) - less > longest
            and words <= held
            and max(index.idf(word) for word in words) >= rare
            and together(words, tokens)
        ):
            longest = len(words) - less
    return longest


def together(words: AbstractSet[str], tokens: Sequence[str]) -> bool:
    """Whether the question holds a name's words side by side, in any order, with one other
    words among them at most: "the Osprey project" names "Project Osprey", "which office does
    Łukasz Wróbel head?" does not name a studio aliased "head office"."""
    if len(words) < 2:
        return True
    at = [(position, token) for position, token in enumerate(tokens) if token in words]
    widest = len(words) + 2  # the positions a name may span
    for first, (start, _) in enumerate(at):
        seen = {token for position, token in at[first:] if position - start < widest}
        if seen >= words:
            return True
    return False


def name_words(index: RankIndex, tokens: AbstractSet[str], brain_id: str) -> frozenset[str]:
    """The words of the document's names (titles, aliases, the names its title holds) that
    the question holds whole."""
    found: set[str] = set()
    for words, _ in _name_words(index.get(brain_id)):
        if words <= tokens:
            found |= words
    return frozenset(found)


def _name_words(document: Ranked | None) -> list[tuple[frozenset[str], float]]:
    """The words of each of the document's names: its title and aliases, then the shorter
    names its title holds (`title_names`), each with the words it counts less by
    (`SHORTER_NAME`); none for no document."""
    if document is None:
        return []
    names = [(tokens_of_name(name)[1], 0.0) for name in document.names]
    names += [(tokens_of_name(name)[1], SHORTER_NAME) for name in title_names(document.title)]
    return names


def possessed(tokens: Sequence[str], words: AbstractSet[str]) -> bool:
    """Whether a possessive follows one of `words` in the question ("who leads Wang Fang's
    team?"): the page they name is not what is asked for but what it has."""
    return any(
        token == "s" and tokens[at - 1] in words for at, token in enumerate(tokens) if at > 0
    )


def participle_after(tokens: Sequence[str], word: str) -> bool:
    """Whether a participle follows `word` in the question ("holdings certified by ...")."""
    at = tokens.index(word) if word in tokens else -1
    return 0 <= at < len(tokens) - 1 and participle(tokens[at + 1])


def done_by(tokens: Sequence[str], words: AbstractSet[str]) -> bool:
    """Whether "do", "does" or "did" comes before the first of `words` in the question ("who
    does Abigail Moss work for?", "which engineer did Lee Ana report to?"): the page they name
    does what is asked about; it is not what is asked for."""
    for token in tokens:
        if token in words:
            return False
        if token in _DOES:
            return True
    return False


def plain(kinds: Collection[str]) -> bool:
    """Whether the edges between two pages are page links only, no relation type among them
    (a link in prose: the words around it are all that say what it is)."""
    return all(kind == WIKI_LINK for kind in kinds)


def outside_name(tokens: Sequence[str], name: AbstractSet[str]) -> frozenset[str]:
    """The stems of the question's words outside the anchor's name (`name`: its words as the
    question writes them), no function word nor the "s" of a possessive: "where does the
    Infrastructure Working Group's chair work?" names `employed_by` by its last word, outside
    the name, whatever "Working" in the name does."""
    return frozenset(
        stem(token)
        for token in tokens
        if token not in name and token not in FUNCTION_WORDS and len(token) > 1
    )


def acted_on(tokens: Sequence[str], words: AbstractSet[str]) -> bool:
    """Whether a verb follows "who" before the first of `words` ("who buys what Owen Pritchard
    grows?", "who trained Li Wei?"): someone else does it to, or around, the page they name,
    which is not what is asked for ("who is Li Wei?", "who's Li Wei?" ask for it)."""
    for at, token in enumerate(tokens):
        if token in words:
            return False
        if token == "who":
            verb = next((word for word in tokens[at + 1 :] if word not in AUXILIARIES), "")
            return bool(verb) and verb not in words and verb not in FUNCTION_WORDS
    return False


def asks_what_it_does(tokens: Sequence[str], words: AbstractSet[str]) -> bool:
    """Whether a question opening with "what", "which" or "where" asks for what the page it
    names (by `words`, together) does: "do"/"does"/"did" before the name and a word after it
    ("what does Hearth Channel have of ours?"), or another auxiliary before it and a
    participle after it ("what is Layla Haddad running?", "what has Kenichi Watanabe shot for
    us?"; not "what is the board responsible for?", which its page answers)."""
    if not tokens or tokens[0] not in _ASKS_OBJECT:
        return False
    # the first run of the name's words (a name written run together is added at the end)
    first = next((place for place, token in enumerate(tokens) if token in words), 0)
    end = first
    while end < len(tokens) and tokens[end] in words:
        end += 1
    if first == 0 or end == len(tokens):
        return False
    before, after = tokens[first - 1], tokens[end]
    if after in FUNCTION_WORDS or after in words:
        return False
    if before in _DOES:
        return True
    return before in AUXILIARIES and participle(after)


_ASKS_OBJECT: Final = frozenset(("what", "which", "where"))


# What ends the name a title opens with: "LSF-SA-2026-05: stack exhaustion on nested input"
_TITLE_HEAD: Final = re.compile(r": | [—–] ")
# A reference code a title opens with: a first word holding a digit ("WO-2417 Kessel Street ...")
_CODE: Final = re.compile(r"\S*\d\S*\s+")
# A date or code a title closes with: a last word holding a digit ("... review 2026-11-05")
_TRAILING_CODE: Final = re.compile(r"[\s,]+\S*\d\S*$")


def title_names(title: str) -> tuple[str, ...]:
    """The shorter names a title holds: what it opens with before a colon or a dash
    ("LSF-SA-2026-05: stack exhaustion on deeply nested input", "Grant HT-2291: a home exercise
    programme"), what follows a reference code it opens with ("WO-2417 Kessel Street Bridge
    deck waterproofing": people name a job by its words, systems by its code), and what comes
    before a date or code it closes with ("Northwind renewal review 2026-11-05")."""
    names = []
    head = _TITLE_HEAD.split(title, maxsplit=1)
    if len(head) > 1 and head[0].strip():
        names.append(head[0])
    code = _CODE.match(title)
    if code is not None and title[code.end() :].strip(" :"):
        names.append(title[code.end() :].lstrip(" :"))
    trail = _TRAILING_CODE.search(title)
    if (
        trail is not None and len(title[: trail.start()].split()) >= 2
    ):  # not "Release" of "Release 2"
        names.append(title[: trail.start()].rstrip(" ,:"))
    return tuple(names)


def answers_first(
    index: RankIndex,
    graph: EdgeGraph,
    hits: list[Hit],
    *,
    tokens: Sequence[str],
    intent: str | None,
    relation: Collection[str],
    besides: Collection[str],
    agent: Collection[str],
    via: Collection[str] = (),
    via_folders: Collection[str] = (),
    eligible: Callable[[str], Ranked | None],
    fused: Mapping[str, float],
    limit: int,
    rare: float,
    folder: str | None = None,
    headed: bool = False,
    named_types: Callable[[], Collection[str]] = tuple,
    loose: str | None = None,
) -> list[Hit]:
    """`hits` (ranked as for `ANSWER_LIST` hits at least) with the anchor's neighbourhood
    first (module docstring), cut to `limit` with the bridges of the hits kept; only cut
    when no hit is an anchor."""
    held = frozenset(tokens)
    anchor, longest = None, 0.0
    by_id = {hit.brain_id: hit for hit in hits}

    def anchored(brain_id: str, document: Ranked) -> Hit:
        # (a page or evidence) one the hits do not hold scores its text score, as a text hit
        found = by_id.get(brain_id)
        if found is None:
            found = Hit(brain_id, document.title, fused.get(brain_id, 0.0), "text", (brain_id,))
        return found

    candidates = anchor_candidates(index, hits, tokens, rare)
    whole, longest = named_most(index, tokens, candidates, eligible, rare)
    document = eligible(whole) if whole is not None else None
    if whole is not None and document is not None:
        anchor = anchored(whole, document)
    if anchor is None:
        # no page named whole: the page the question describes, when its text matches it
        # clearly best ("the film about brackish tides in the rice paddies")
        leader = clear_leader(index, graph, tokens)
        document = eligible(leader) if leader is not None else None
        if leader is not None and document is not None:
            anchor = anchored(leader, document)
    if anchor is None:
        # nor one whose text leads: the page with most of a name in the question, if one has
        # ("who valets the tram sheds at Saltmarsh?" holds most of "Saltmarsh Tram Depot")
        most = most_named(index, graph, held, candidates, eligible)
        document = eligible(most) if most is not None else None
        if most is not None and document is not None:
            anchor = anchored(most, document)
    if anchor is None:
        return keep_bridges(hits, limit)
    named: dict[str, bool] = {}

    def names(kinds: Collection[str]) -> bool:
        return any(_named(kind, relation, named) for kind in kinds)

    # named by one word at most ("the Northwind renewal meeting" names the company by
    # "Northwind"), with a kind of page the anchor is not: the neighbour of that kind the rest
    # of the question names is meant
    meant = (
        kind_meant(index, graph, anchor.brain_id, tokens, named_types(), eligible, rare)
        if longest <= 1
        else None
    )
    if meant is None:
        # or a page one link away whose title holds the name and more of the question ("the
        # Ashby Fields roof job" is "Ashby Fields Roof Replacement", not the school "Ashby
        # Fields" names; "the Northwind renewal" is the renewal review)
        meant = narrower_page(index, graph, anchor.brain_id, tokens, eligible, rare)
    document = eligible(meant) if meant is not None else None
    if meant is not None and document is not None:
        anchor = anchored(meant, document)
    start = anchor.brain_id
    around = graph.typed(start)
    naming: dict[str, frozenset[str]] = {}
    # the stems naming relations, each with the relation stems it stands for ("working" and
    # "work" are one word)
    words_of = {
        stem(token): query_relations((token,)) & frozenset(relation)
        for token in dict.fromkeys(tokens)
        if token not in FUNCTION_WORDS
    }

    def named_by(kinds: Collection[str]) -> frozenset[str]:
        # the question's words that name one of the edge types
        out: set[str] = set()
        for kind in kinds:
            found = naming.get(kind)
            if found is None:
                found = naming[kind] = frozenset(
                    token
                    for token, stems in words_of.items()
                    if stems and names_relation((kind,), stems)
                )
            out |= found
        return frozenset(out)

    anchor_name = name_words(index, held, start)  # the words of its name the question holds
    own = frozenset(stem(word) for word in anchor_name)
    besides_name = outside_name(tokens, anchor_name)

    def edge_step(kinds: Collection[str]) -> float:
        # an edge the question names, by a word besides the anchor's name or by one of it
        # ("the Accessibility Working Group's chair": "working" names `member_of` too)
        if not names(kinds):
            return 1.0
        return NAMED_EDGE if named_by(kinds) & besides_name or not own else NAME_NAMED_EDGE

    gerund = {stem(loose)} if loose is not None and loose.endswith("ing") else set()
    if loose is not None and not (
        participle_after(tokens, loose)
        or any(named_by(kinds) - own - gerund for kinds in around.values())
    ):
        # a phrase asking by a word that names no type ("findings of the Ofsted inspection of
        # ..."), naming no relation of the page it names but by that word and the page's name,
        # nor put with a participle ("holdings certified by ..."): it asks for that page
        return keep_bridges(named_first(index, hits, tokens, eligible, rare), limit)

    def step_words(a: str, b: str, kinds: Collection[str]) -> frozenset[str]:
        # the question's words that name an edge: by its type, else by the words around its
        # link (those of their group too, for a plain link)
        if names(kinds):
            return named_by(kinds)
        found = graph.describing(a, b, describing)
        if plain(kinds):
            found |= graph.describing(a, b, grouped)
        return found

    def apart(first: AbstractSet[str], second: AbstractSet[str]) -> bool:
        # two different words of the question name the two edges
        return any(a != b for a in first for b in second)

    document = eligible(start)
    # a page of the type asked for is the answer, unless the question names one of its edges
    # other than by its type word (`besides`): "the grant for ..." asks for the grant
    if (
        intent is not None
        and document is not None
        and (document.type == intent if folder is None else within(document.folder, folder))
        and not any(names_relation(kinds, besides) for kinds in around.values())
        and not possessed(tokens, anchor_name)
        and not done_by(tokens, anchor_name)
        and not acted_on(tokens, anchor_name)
    ):
        return keep_bridges(hits, limit)

    if _type(document) in via:
        via = ()  # the type named is the anchor's own: it names the page asked about
    if document is not None and any(within(document.folder, f) for f in via_folders):
        via_folders = ()  # likewise a folder

    def between(brain_id: str) -> bool:  # a page of a type or folder named as between
        found = page(brain_id)
        return found is not None and (
            found.type in via or any(within(found.folder, f) for f in via_folders)
        )

    # Pages, and evidence (an inspection report that `covers` an asset): an answer may be either,
    # as the anchor may, but a path goes on only through pages (evidence is never a hop)
    page = eligible

    scores: dict[str, float] = {}
    paths: dict[str, tuple[str, ...]] = {}
    verb: dict[str, bool] = {}
    # the pages an edge the who-question's verb names joins to the anchor
    agent_words = frozenset(agent)

    def plainly_done(a: str, b: str, kinds: Collection[str]) -> bool:
        # a plain link the verb after "who" describes ("[[...]] built it" for "who built ...?")
        return plain(kinds) and graph.described(a, b, agent_words)

    acting = {
        other
        for other, kinds in around.items()
        if agent
        and (any(_named(kind, agent, verb) for kind in kinds) or plainly_done(start, other, kinds))
    }

    ends: dict[str, AbstractSet[str]] = {}  # the types of each answer's last edge

    def offer(brain_id: str, score: float, path: tuple[str, ...], last: AbstractSet[str]) -> None:
        # of two paths as good, the first by id: the same whatever order the edges came in
        known = scores.get(brain_id, 0.0)
        if score > known or (score == known and brain_id in paths and path < paths[brain_id]):
            scores[brain_id], paths[brain_id], ends[brain_id] = score, path, last

    first_hops = [(other, kinds) for other, kinds in around.items() if page(other)]
    # the question's words besides the anchor's name (and rare enough to tell pages apart)
    idf = {token: index.idf(token) for token in held}
    asked = frozenset(
        token
        for token in tokens
        if token not in FUNCTION_WORDS
        and len(token) > 1  # not the "s" of a possessive
        and stem(token) not in own
        and idf[token] >= rare
    )
    # and the words that may describe an edge by the words around its link: those, and those no
    # document holds as they are ("happen" for a link said "Happened on"), not a type word
    # ("which companies ...", "the estates meeting on 22 January")
    type_word = intent_word(tokens)
    describing = frozenset(
        stem(token)
        for token in tokens
        if token not in FUNCTION_WORDS
        and token not in INTENT_WORDS
        and len(token) > 1
        and stem(token) not in own
        and not 0.0 < idf[token] < rare  # common in the brain (no idf: held nowhere)
    )

    # and, for a link no relation type names (a plain link in prose), the words of their
    # relation groups as well: "who is paying for ...?" for "Funded by [[...]]" (a typed edge
    # is named by its type, and the words around it only as the question says them)
    grouped = frozenset(query_relations([t for t in tokens if stem(t) in describing])) - describing

    # a question naming the anchor after "by", or as what does something ("sites managed by
    # the Harbour Trust", "what does the Harbour Trust manage?"), asks what the anchor does
    # to others; one asking who does something to it ("who manages the Harbour Trust?"), what
    # others do to it: a plain link the other way round ("Managed by [[Brennmouth Council]]"
    # on the trust's page, for the first) is not what it names
    at_name = next((at for at, token in enumerate(tokens) if token in anchor_name), 0)
    before = [token for token in tokens[:at_name] if token not in _DETERMINERS]
    by_anchor = bool(before) and (before[-1] == "by" or before[-1] in _DOES)

    def other_way_round(other: str) -> bool:
        if by_anchor:
            return graph.by_agent(start, other) and not graph.by_agent(other, start)
        if agent:
            return graph.by_agent(other, start) and not graph.by_agent(start, other)
        return False

    def step_between(a: str, b: str, kinds: Collection[str]) -> float:
        # an edge no relation type of which the question names, whose link the words around
        # it describe as the question does ("Original score by [[...]]": "who did the score
        # for ...?"), is named as well
        step = edge_step(kinds)
        if step == 1.0 and a == start and plain(kinds) and other_way_round(b):
            return step
        if step == 1.0 and describing and graph.described(a, b, describing):
            return NAMED_EDGE
        if step == 1.0 and grouped and plain(kinds) and graph.described(a, b, grouped):
            return NAMED_EDGE  # a plain link, by a word of the same group ("Funded by [[...]]")
        return step

    # a relation between ranks ("reports_to") named by a question that says which way it asks
    # ("Anna's supervisor", "who reports to Anna?"): an edge of it the other way is not named
    way = asked_way(tokens, own)
    own_edges = graph.outgoing(start) if way is not None else {}

    def the_other_way(other: str, kinds: Collection[str]) -> bool:
        for kind in kinds:
            points = rank_way(kind)
            if points is not None and _named(kind, relation, named):
                above = (points == UP) == (kind in own_edges.get(other, ()))
                return above != (way == UP)
        return False

    for other, kinds in first_hops:
        step = step_between(start, other, kinds)
        if way is not None and step > 1.0 and the_other_way(other, kinds):
            step = 1.0
        offer(other, FIRST_HOP * step, (start, other), kinds)
    # the documents the anchor or a page one link from it cites answer too, a link further
    # away as any page, when a title of theirs holds a word of the question besides the
    # anchor's name ("any accident or claim documents from Glasswork?": the claim and the
    # accident report its incidents cite): `asked_by_title`

    # (and any evidence, a little less, when the question asks for papers: "documents relating
    # to the Vérac fire")
    papers = not _PAPERS.isdisjoint(tokens)
    # and a question whose type word is one of them asks for evidence as for that type ("what
    # reports did they go through at the stand-down?")
    asked_papers = intent is not None and type_word in _PAPERS

    def asked_by_title(other: str) -> float:
        if any(_held(word, asked) for word in tokens_of_name(_title(page(other)))[1]):
            return 1.0
        return PAPERS_ONLY if papers and _kind(page(other)) == "evidence" else 0.0

    for other in graph.cited(start):
        if other not in scores and page(other) and (weight := asked_by_title(other)):
            offer(other, FIRST_HOP * weight, (start, other), _CITED)
    through = [(other, kinds) for other, kinds in first_hops if _kind(page(other)) == "page"]
    for other, kinds in through[:MOST_FIRST_HOPS]:
        step = step_between(start, other, kinds)
        for farther, farther_kinds in graph.typed(other).items():
            if farther != start and page(farther):
                further = step_between(other, farther, farther_kinds)
                if (
                    step > 1.0
                    and further > 1.0
                    and not apart(
                        step_words(start, other, kinds), step_words(other, farther, farther_kinds)
                    )
                ):
                    further = 1.0  # one word of the question names both edges: it counts once
                offer(farther, SECOND_HOP * step * further, (start, other, farther), farther_kinds)
        for farther in graph.cited(other):
            if farther != start and page(farther) and (weight := asked_by_title(farther)):
                offer(farther, SECOND_HOP * step * weight, (start, other, farther), _CITED)
    if not scores:
        # nothing around it (evidence only cited): the page named whole first, as for a
        # query answered around no page ("where is 'Licence, Vantage Stream' filed?")
        return keep_bridges(named_first(index, hits, tokens, eligible, rare), limit)
    best_text = max(fused.values(), default=0.0) or 1.0
    # the answers whose last edge the verb after "who" names ("who made the bus ...?":
    # `built_by`), when some have one: the others are less likely what it asks
    by_verb: set[str] = set()
    if agent:
        told: dict[AbstractSet[str], bool] = {}  # by the edge types (few sets, many answers)
        for brain_id, last in ends.items():
            key = frozenset(last)  # the same set when it is one already
            found = told.get(key)
            if found is None:
                found = told[key] = any(_named(kind, agent, verb) for kind in key)
            if found or plainly_done(paths[brain_id][-2], brain_id, key):
                by_verb.add(brain_id)
    placing = PLACE in relation  # a question opening with "where"
    thing = bool(tokens) and tokens[0] == "what"  # and one opening with "what"
    ranked: list[tuple[float, str]] = []
    for brain_id, score in scores.items():
        document = page(brain_id)
        assert document is not None  # offered only when eligible
        if (via or via_folders) and any(between(other) for other in paths[brain_id][1:-1]):
            score *= NAMED_EDGE  # through a page of the type the question names between
        elif via or via_folders:
            score *= OFF_VIA  # the question names a page between, and this path has none
        if folder is not None and within(document.folder, folder):
            score *= OF_TYPE  # of the folder asked for ("which carriers ...")
        elif asked_papers and document.kind == "evidence":
            score *= OF_TYPE  # "what reports did they go through at ...?": papers of any type
        elif intent is not None and document.type == intent:
            score *= OF_TYPE if folder is None else 1.0  # of its type, in another folder
        elif document.type == _AGENT and brain_id in acting:
            score *= OF_TYPE  # an organisation that did what "who" + the verb asks
        elif intent is not None:
            # another type; an organisation answers "who" too, nearly as a person does ("who
            # made the bus?"), unless the question names pages between (organisations or a folder)
            if intent == _PERSON and document.type == _AGENT:
                score *= AGENT_WHO if _AGENT not in via and not via_folders else 1.0
            else:
                score *= OTHER_TYPE
        elif (placing or thing) and document.type == _PERSON:
            score *= OTHER_TYPE  # "where ...?" asks for no person, nor does "what ...?"
        if by_verb and brain_id not in by_verb:
            score *= OFF_VERB
        score += TEXT_SHARE * fused.get(brain_id, 0.0) / best_text
        ranked.append((-score, brain_id))
    ranked.sort()
    answers = [brain_id for _, brain_id in ranked[:ANSWERS]]
    # the answers nearly as good as the best go before the anchor, up to `ANSWERS_FIRST`
    ahead = sum(1 for negated, _ in ranked[:ANSWERS_FIRST] if negated <= AHEAD * ranked[0][0])
    if not (
        headed
        or intent
        or folder
        or via
        or via_folders
        or any(map(names, around.values()))
        or asks_what_it_does(tokens, anchor_name)
    ):
        # it asks for no type, folder, page between or relation, puts no word after
        # "which"/"what" and asks for nothing the anchor does ("what does Pinecrest Security
        # do for us?", "Saltmarsh depot expansion - where are we?"): nothing makes any answer
        # more asked for than the anchor
        ahead = 0
        # what it asks of the anchor ("the Kerrin stack collapse: how strong were the gusts?")
        # is more likely in a paper the anchor cites that holds the question's other words
        # than in the pages around it: the best such papers come right after it
        telling = telling_papers(index, graph, start, asked, eligible)
        for brain_id in telling:
            paper = eligible(brain_id)
            assert paper is not None  # found only when eligible
            by_id[brain_id] = anchored(brain_id, paper)  # a hit, or one made for it
            paths.setdefault(brain_id, (brain_id,))
        answers = [*telling, *(brain_id for brain_id in answers if brain_id not in telling)]
    if placing and _kind(eligible(start)) != "page":
        ahead = 0  # "where's the Greyfield Mills supply contract?" (evidence): the document
    by_id.setdefault(start, anchor)  # a named page the hits did not hold

    def as_hit(brain_id: str) -> Hit:
        found = by_id.get(brain_id)
        if brain_id not in scores or brain_id == start:
            assert found is not None  # a hit, or the path page of an answer (an answer too)
            return found
        # an answer, reached from the anchor: matched by the graph, and by its text if it has
        # a text score (whatever the hits' length)
        path = paths[brain_id]
        matched = matched_by(brain_id, brain_id in fused, path)
        return Hit(brain_id, _title(page(brain_id)), float("inf"), matched, path)

    order = [*answers[:ahead], start, *answers[ahead:]]
    # every answer's path pages, so that the cut keeps them with it
    for brain_id in answers:
        order.extend(paths[brain_id][1:-1])
    order.extend(hit.brain_id for hit in hits)
    listed = [as_hit(brain_id) for brain_id in dict.fromkeys(order)]
    kept = keep_bridges(listed, limit)
    # Scores in the order taken: the anchor's is the best hit's at least (the hits it and its
    # answers pass keep theirs), the answers first a step above it, the others below it (equal
    # answers alike); every other hit keeps its own, at most the one before it.
    anchor_score = max(anchor.score, hits[0].score) if hits else anchor.score
    top = -ranked[0][0]
    share = {brain_id: -negated / top for negated, brain_id in ranked[:ANSWERS]}
    first = set(answers[:ahead])
    out: list[Hit] = []
    previous = float("inf")
    for hit in kept:
        if hit.brain_id in first:
            score = anchor_score * (1 + ANSWER_STEP * share[hit.brain_id])
        elif hit.brain_id in share:
            score = anchor_score * (1 - ANSWER_STEP * (2 - share[hit.brain_id]))
        elif hit.brain_id == start:
            score = anchor_score  # its own, or the best hit's when that is higher
        else:
            score = hit.score  # a hit (a path page not a hit scores as the one before it)
        if score >= previous:
            # hits are ordered by score, then id: an equal score only after a smaller id
            score = previous if out and hit.brain_id > out[-1].brain_id else previous * (1 - 1e-9)
        out.append(Hit(hit.brain_id, hit.title, score, hit.matched, hit.path))
        previous = score
    return out


def anchor_candidates(
    index: RankIndex, hits: Sequence[Hit], tokens: Sequence[str], rare: float
) -> list[str]:
    """The documents an anchor is looked for among: the first `ANCHOR_HITS` hits, and the
    documents with a name holding a word of the question (at least `rare` by idf) that at most
    `ANCHOR_NAMES` names hold, in the question's order, then by id."""
    candidates = [hit.brain_id for hit in hits[:ANCHOR_HITS]]
    slots_of = getattr(index, "name_slots", None)
    for token in dict.fromkeys(tokens):
        if index.idf(token) < rare:
            continue
        if slots_of is not None:  # the index's own sets: no id list made for a common word
            slots = slots_of(token)
            if len(slots) <= ANCHOR_NAMES:
                candidates.extend(sorted(index.slot_ids(slots)))  # type: ignore[attr-defined]
        else:
            holders = index.name_candidates(token)
            if len(holders) <= ANCHOR_NAMES:
                candidates.extend(sorted(holders))
    return candidates


def named_most(
    index: RankIndex,
    tokens: Sequence[str],
    candidates: Sequence[str],
    eligible: Callable[[str], Ranked | None],
    rare: float,
) -> tuple[str | None, float]:
    """Of the candidates, the document the question names whole by the longest name
    (`named_whole`), and how long; None (and that length) when two are named alike ("journal
    club" of two dated meetings); None and 0 when none is. The first of equal names wins
    against a shorter one, the same every time."""
    named: str | None = None
    longest = 0.0
    tied = False
    for brain_id in dict.fromkeys(candidates):
        words = named_whole(index, tokens, brain_id, rare)
        if words and words == longest and eligible(brain_id) is not None:
            tied = True
        if words > longest and eligible(brain_id) is not None:
            named, longest, tied = brain_id, words, False
    return (None, longest) if tied else (named, longest)


def named_first(
    index: RankIndex,
    hits: list[Hit],
    tokens: Sequence[str],
    eligible: Callable[[str], Ranked | None],
    rare: float,
    graph: EdgeGraph | None = None,
) -> list[Hit]:
    """`hits` with the document the query names whole by the longest name (`MIN_NAMED` words
    at least, no other named alike) first, when a hit that the hits before it do not match
    the query's other words better: "Find the Rye & Crust Bakery Group supply contract." asks
    for the contract, not the company its name holds and the graph lifts. Given the `graph`, the
    hits that document cites come right after it (`with_its_papers`): what a question about
    it asks is in its papers more often than in the pages around it ("what happened with the
    Schiphol camera loss?": the loss report, the claim).
    It scores the first hit's score (a hair above it when its id is larger, so that the hits
    stay ordered by score, then id); the hits it passes keep theirs."""
    whole, longest = named_most(
        index, tokens, anchor_candidates(index, hits, tokens, rare), eligible, rare
    )
    at = next((i for i, hit in enumerate(hits) if hit.brain_id == whole), None)
    if whole is None or longest < MIN_NAMED or at is None:
        return hits
    if at == 0:
        return with_its_papers(hits, graph) if graph is not None else hits
    # a hit ahead whose text matches the query's other words better stays ahead of it
    # ("location release for gdansk hall 3" asks for the release, not the hall)
    own = name_words(index, frozenset(tokens), whole)
    rest = [
        token
        for token in dict.fromkeys(tokens)
        if token not in own and token not in FUNCTION_WORDS and len(token) > 1  # not "s"
    ]
    other = index.scores(rest) if rest else {}
    if any(other.get(hit.brain_id, 0.0) > other.get(whole, 0.0) for hit in hits[:at]):
        return hits
    moved, top = hits[at], hits[0]
    # hits are ordered by score, then id: an equal score only before a larger id
    score = top.score if moved.brain_id < top.brain_id else top.score * (1 + 1e-9)
    first = Hit(moved.brain_id, moved.title, score, moved.matched, moved.path)
    ordered = [first, *hits[:at], *hits[at + 1 :]]
    return with_its_papers(ordered, graph) if graph is not None else ordered


def with_its_papers(hits: list[Hit], graph: EdgeGraph) -> list[Hit]:
    """`hits` with those the first one cites (its evidence: the loss report and the claim of
    an incident) right after it, in their order; each scores at most the one before it."""
    cited = set(graph.cited(hits[0].brain_id))
    if not cited:
        return hits
    papers = [hit for hit in hits[1:] if hit.brain_id in cited]
    if not papers:
        return hits
    rest = [hit for hit in hits[1:] if hit.brain_id not in cited]
    out = [hits[0]]
    previous = hits[0].score
    for hit in [*papers, *rest]:
        score = min(hit.score, previous)
        if score >= previous and out and hit.brain_id < out[-1].brain_id:
            score = previous * (1 - 1e-9)
        out.append(Hit(hit.brain_id, hit.title, score, hit.matched, hit.path))
        previous = score
    return out


def telling_papers(
    index: RankIndex,
    graph: EdgeGraph,
    start: str,
    asked: AbstractSet[str],
    eligible: Callable[[str], Ranked | None],
) -> list[str]:
    """The documents `start` cites that hold any of the question's words besides its name
    (`asked`), the best BM25 match for those words first, `PAPERS_AFTER` at most."""
    if not asked:
        return []
    cited = graph.cited(start)
    if not cited:
        return []
    scores = index.scores(sorted(asked))
    found = sorted(
        (-scores[brain_id], brain_id)
        for brain_id in cited
        if scores.get(brain_id, 0.0) > 0.0 and eligible(brain_id) is not None
    )
    return [brain_id for _, brain_id in found[:PAPERS_AFTER]]


def clear_leader(index: RankIndex, graph: EdgeGraph, tokens: Sequence[str]) -> str | None:
    """Of the documents joined to another by an edge (`LEADER_POOL` best by BM25 looked at), the
    one whose BM25 score for the question is at least `CLEAR_LEAD` times every other's, if one
    is. A document with no edge answers nothing around it: a pitch deck kept as evidence that
    words the film's story best is no anchor, and the film's page may lead the rest."""
    best, _ = index.best_scores(list(tokens), LEADER_POOL)
    best.sort(key=lambda pair: (-pair[1], pair[0]))
    joined = list(_first_joined(graph, [pair for pair in best if pair[1] > 0], 2))
    if not joined or (len(joined) > 1 and joined[0][1] < CLEAR_LEAD * joined[1][1]):
        return None
    return joined[0][0]


def _first_joined(
    graph: EdgeGraph, ranked: Sequence[tuple[str, float]], wanted: int
) -> Iterator[tuple[str, float]]:
    """The first `wanted` of `ranked` that have a neighbour (looked up no further)."""
    for pair in ranked:
        if wanted == 0:
            return
        if graph.neighbors(pair[0]):
            wanted -= 1
            yield pair


def _type(document: Ranked | None) -> str:
    return document.type if document is not None else ""


def _kind(document: Ranked | None) -> str:
    return document.kind if document is not None else ""


def _title(document: Ranked | None) -> str:
    assert document is not None  # offered only when eligible
    return document.title


def _named(kind: str, relation: Collection[str], cache: dict[str, bool]) -> bool:
    found = cache.get(kind)
    if found is None:
        found = cache[kind] = names_relation((kind,), relation)
    return found


UP: Final = "up"
DOWN: Final = "down"
# Nouns for the one above a person, and for those below
_ABOVE: Final = frozenset(("boss", "manager", "supervisor", "superior", "supervising"))
_BELOW: Final = frozenset(("subordinate", "subordinates", "underlings", "juniors"))
_REPORT: Final = frozenset(("report", "reports", "reporting", "answer", "answers", "answering"))
_OVERSEEN: Final = frozenset(("managed", "supervised", "overseen"))


def asked_way(tokens: Sequence[str], own: AbstractSet[str]) -> str | None:
    """Which way between ranks a question about a person asks, by the words of the name it
    holds (`own`, as stems): `UP` for the one above ("Anna Lindqvist's supervisor", "who does
    Anna report to?"), `DOWN` for those below ("who reports to Anna?", "people managed by
    Anna", "Anna's direct reports"), None when it says neither."""
    named = [at for at, token in enumerate(tokens) if stem(token) in own]
    if not named:
        return None
    for at, token in enumerate(tokens):
        following = tokens[at + 1] if at + 1 < len(tokens) else ""
        before = tokens[at - 1] if at else ""
        if token == "reports" and before in ("s", "direct"):
            return DOWN  # "Anna's reports", "direct reports"
        if token in _REPORT and following == "to":
            return DOWN if named[0] > at else UP  # "who reports to Anna?" / "Anna reports to"
        if token in _OVERSEEN and following == "by" and named[0] > at:
            return DOWN
        if token in _BELOW:
            return DOWN
    return UP if not _ABOVE.isdisjoint(tokens) else None


def rank_way(kind: str) -> str | None:
    """Which way an edge of this type goes between ranks: `UP` from the one below to the one
    above (`reports_to`, `managed_by`, `supervised_by`), `DOWN` the other way (`manages`), or
    None for a type that says neither."""
    words = kind.split("_")
    if not _REPORT.isdisjoint(words):
        return UP
    if words[-1] == "by" and any(word.startswith(("manag", "supervis")) for word in words):
        return UP
    if any(word in ("manages", "supervises", "oversees") for word in words):
        return DOWN
    return None
