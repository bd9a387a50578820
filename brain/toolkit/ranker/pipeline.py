"""`query`: the candidate lists, fused, expanded along page edges, blended with recency."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from datetime import UTC, datetime
from itertools import islice
from typing import Final

from ..edges import Edge
from .answers import (
    ANSWER_LIST,
    ASK_WHAT,
    BE,
    about_itself,
    answers_first,
    asks_for_the_page,
    closes_asking_what,
    name_words,
    named_first,
    named_whole,
)
from .bridges import keep_bridges
from .contracts import Hit, Ranked, RankIndex
from .folders import folder_type, named_folder
from .fusion import (
    CandidateList,
    Rank,
    aware,
    by_score,
    candidate_ranks,
    combine,
    fuse,
    text_floor,
)
from .graph import EdgeGraph, expand
from .intent import (
    FUNCTION_WORDS,
    INTENT_WORDS,
    PERSON_WORDS,
    QUESTION_WORDS,
    WHO_WORDS,
    asks_which,
    compound,
    head_word,
    intent_word,
    names_relation,
    participle,
    phrase_head,
    query_agent,
    query_relations,
    query_via,
)
from .lexical import bm25_list
from .names import name_key, name_list, tokens_of_name
from .options import DEFAULT_OPTIONS, RankOptions
from .tokenizer import tokenize

MSG_LIMIT: Final = "limit must be at least 1, got {limit}"


MIN_SPLIT: Final = 5  # letters in a query word worth trying as two name words run together


def name_compounds(index: RankIndex, tokens: list[str]) -> list[str]:
    """The query's words, with names written run together or apart matched either way, as
    entity names compare ("Goatlabs" is "Goat Labs"): a word no title or alias holds that is
    two words of one title or alias run together is replaced by those two; two neighbouring
    words that a title or alias holds run together also count as that word."""
    # Which documents hold a word in a name: slots where the index has them (no id list made).
    names: Callable[[str], Collection[object]] = getattr(index, "name_slots", index.name_candidates)
    out: list[str] = []
    for token in tokens:
        if len(token) >= MIN_SPLIT and not names(token):
            split = _split_name(names, token)
            if split is not None:
                out.extend(split)
                continue
        out.append(token)
    joined = [a + b for a, b in zip(out, out[1:], strict=False) if names(a + b)]
    return out + [word for word in dict.fromkeys(joined) if word not in out]


def _split_name(names: Callable[[str], Collection[object]], token: str) -> tuple[str, str] | None:
    # The most even split first: "goatlabs" tries goat|labs before goa|tlabs.
    middle = len(token) // 2
    for cut in sorted(range(2, len(token) - 1), key=lambda at: abs(at - middle)):
        left, right = token[:cut], token[cut:]
        left_ids = names(left)
        if left_ids and set(left_ids) & set(names(right)):
            return left, right
    return None


_ARTICLES: Final = frozenset(("the", "a", "an"))
# Verbs a question may put right after "which"/"what" (besides FUNCTION_WORDS): no noun there
_AUXILIARY: Final = frozenset(("has", "have", "had", "will", "would", "can", "could", "should"))


def about_name(tokens: list[str]) -> list[str] | None:
    """The words a question asks about when it opens with "who is" or "what is" (are, was,
    were) or closes with "who are they" ("what is it", "who is she"): when they are exactly a
    document's title or alias ("who are Bluewater Hosting Ltd?", "Brackwell Stone LLP - who
    are they?"), it asks about that document, not for the people around it ("who is the CTO
    of Acme?" names none). None when it does neither."""
    if len(tokens) >= 3 and tokens[0] in ASK_WHAT and tokens[1] in BE:
        return tokens[2:]
    if closes_asking_what(tokens):
        return tokens[:-3]
    return None


def exact_names(index: RankIndex, tokens: list[str], names: list[Rank]) -> list[str]:
    """The documents of the name list (`names`) whose title or an alias is exactly the query:
    its first rank, when that is an exact match (`names.name_key`'s tier 0)."""
    found: list[str] = []
    distinct = tuple(dict.fromkeys(tokens))
    idf = {token: index.idf(token) for token in distinct}
    for rank, brain_id in names:
        if rank > 1:
            break
        document = index.get(brain_id)
        if document is None:
            continue
        key = name_key(document, tuple(tokens), distinct, idf)
        if key is None or key[0] != 0.0:
            break
        found.append(brain_id)
    return found


def with_exact_names(fused: dict[str, float], exact: list[str], rrf_k: float) -> None:
    """A document whose name is exactly the query counts once more, as if a list of its own
    ranked it first: the question names it, and a longer title holding the same words ("Saltmarsh
    Requiem beta 0.9" for "Saltmarsh Requiem") never passes it by matching the body better."""
    for brain_id in exact:
        if brain_id in fused:
            fused[brain_id] += 1.0 / (rrf_k + 1)


def asks(text: str, tokens: list[str]) -> bool:
    """Whether the query is put as a question (a question word, or a question mark) rather
    than as keywords: only a question is read for the relations it names. A question mark
    counts in a question with an English word: the words of a question in another language
    ("रोहन शर्मा कौन है?") are not read, so it is searched for as it is written."""
    if not QUESTION_WORDS.isdisjoint(tokens):
        return True
    return "?" in text and any(token.isascii() for token in tokens)


# A word starts or ends the titles of this many documents at least, of one type in this share
# of them, before it names that type in this brain rather than the English one
TITLED_AT_LEAST: Final = 3
TITLED_SHARE: Final = 0.8
TITLED_SAMPLE: Final = 200  # titles looked at per word: enough to tell, bounded in a big brain


def titled_type(index: RankIndex, word: str) -> str | None:
    """The type a type word names in this brain, when its own titles say so: "team" asks for
    concepts in a brain whose teams are concept pages titled "Team Heron", "Team Wren", though
    English makes a team a company. The word (or its singular) must start or end the titles of
    at least `TITLED_AT_LEAST` documents, `TITLED_SHARE` of them of one type (of the first
    `TITLED_SAMPLE` names holding it). Words for people keep their type."""
    if word in PERSON_WORDS or word in FUNCTION_WORDS:
        return None
    # Which documents hold a word in a name: slots where the index has them (no id list made)
    slots_of = getattr(index, "name_slots", None)
    for form in dict.fromkeys((word, word.removesuffix("s"), word.removesuffix("es"))):
        if len(form) < 3:
            continue
        if slots_of is not None:
            slots = slots_of(form)
            if len(slots) < TITLED_AT_LEAST:
                continue
            holders: Iterable[str] = index.slot_ids(islice(slots, TITLED_SAMPLE))  # type: ignore[attr-defined]
        else:
            holders = islice(index.name_candidates(form), TITLED_SAMPLE)
        types: dict[str, int] = {}
        for brain_id in holders:
            document = index.get(brain_id)
            if document is None:
                continue
            title = tokens_of_name(document.title)[0]
            if title[:1] == (form,) or title[-1:] == (form,):
                types[document.type] = types.get(document.type, 0) + 1
        total = sum(types.values())
        if total >= TITLED_AT_LEAST:
            kind, count = max(types.items(), key=lambda item: item[1])
            if count >= TITLED_SHARE * total:
                return kind
    return None


# A name the question holds whole describes a page when one of its words is at least this rare
# (BM25 idf): not a name made of common words only
DESCRIBED_IDF: Final = 0.3
DESCRIBED_NAMES: Final = 30  # the best names of the name list looked at


def described(
    index: RankIndex,
    graph: EdgeGraph,
    tokens: list[str],
    names: list[Rank],
    relation: Collection[str],
) -> frozenset[str]:
    """The pages the question describes rather than asks for: the question holds every word of
    its title or an alias (a word at least `DESCRIBED_IDF` rare among them), and one of its
    edges has a relation the question names (`relation`: intent.query_relations of the
    question without its type word). "Who employs Tania Rahman?" asks for her employer, so the
    intent bonus for people is not hers; "grant HT-2291" names a grant, and "find the article
    about copper surfaces on wards" names no relation: their pages keep the bonus."""
    if not relation:
        return frozenset()
    return frozenset(
        brain_id
        for _, brain_id in names[:DESCRIBED_NAMES]
        if named_whole(index, tokens, brain_id, DESCRIBED_IDF)
        and names_relation(graph.by_kind(brain_id), relation)
    )


def query(
    index: RankIndex,
    edges: Iterable[Edge],
    text: str,
    *,
    limit: int = 10,
    include_merged: bool = False,
    include_archived: bool = False,
    now: datetime | None = None,
    options: RankOptions = DEFAULT_OPTIONS,
    extra_lists: Sequence[CandidateList] = (),
) -> list[Hit]:
    """The best `limit` documents for `text` (see the package docstring for the pipeline).

    `extra_lists` are more ranked candidate lists (say, an embeddings search), fused with the
    BM25 and name lists: each is a sequence of document ids, best first, or of (id, score)
    pairs (higher is better, equal scores share a rank). Ids the index does not hold, and
    documents whose status is left out, are dropped before ranking; each list contributes its
    best `options.candidates`.
    """
    if limit < 1:
        raise ValueError(MSG_LIMIT.format(limit=limit))
    tokens = name_compounds(index, tokenize(text))
    if not tokens:
        return []
    excluded = {
        status
        for status, included in (("merged", include_merged), ("archived", include_archived))
        if not included
    }
    size = options.candidates
    # "who is <a name>": the name alone is the question (its name list serves the query)
    names: list[Rank] | None = None
    named = about_name(tokens)
    # the name as written, else without the article before it ("who are the Tram Drivers'
    # Guild?"): a title may open with "The" itself
    for name in (named, named[1:] if named and named[0] in _ARTICLES else None):
        if name:
            rest_names = name_list(index, name, excluded, size)
            if exact_names(index, name, rest_names):
                tokens, names = name, rest_names
                break
    asked_about = names is not None
    if names is None:
        names = name_list(index, tokens, excluded, size)

    def eligible(brain_id: str) -> Ranked | None:
        document = index.get(brain_id)
        return document if document is not None and document.status not in excluded else None

    fused = fuse(
        [
            bm25_list(index, tokens, eligible, size, excluded),
            names,
            *(candidate_ranks(extra, eligible, size) for extra in extra_lists),
        ],
        options.rrf_k,
    )
    graph = edges if isinstance(edges, EdgeGraph) else EdgeGraph(edges)
    # A query that is exactly a name asks for that document, with no type ("Team Heron")
    exact = exact_names(index, tokens, names)
    with_exact_names(fused, exact, options.rrf_k)
    phrase = phrase_asking(index, tokens, names)
    word, intent = asked_for(index, tokens, named=asked_about or bool(exact), phrase=phrase)
    folder = asked_folder(index, tokens, word, named=asked_about or bool(exact), phrase=phrase)
    if folder is not None and intent is None:
        intent = folder_type(index, folder)  # "which carriers ...": companies, of that folder
    # An index that keeps its documents by status and kind (a vectorized `LexicalIndex`) gives
    # the walk its eligible pages as one set.
    eligible_pages = getattr(index, "eligible_pages", None)
    vectorized = getattr(index, "vectorized", False)
    pages = eligible_pages(excluded) if eligible_pages is not None and vectorized else None
    # A question about a page it names is answered by the pages around it (ranker.answers):
    # the hits it reorders are ranked as for `ANSWER_LIST` hits at least, then cut to `limit`
    answering = options.answers and answers(
        text,
        tokens,
        word,
        asked_about=asked_about,
        exact=bool(exact),
        kind_word=phrase if (folder or intent) else None,
    )
    # (a phrase asking by a head that names no type, "topics on the agenda of ...", is answered
    # around the page it names only when it names one of that page's relations: `loose`)
    loose = (
        phrase
        if options.answers
        and not answering
        and phrase is not None
        and len(phrase) > 2
        and phrase not in FUNCTION_WORDS  # "I need a copy of ...": no phrase
        and answers(
            text, tokens, word, asked_about=asked_about, exact=bool(exact), kind_word=phrase
        )
        else None
    )
    answering = answering or loose is not None
    # (and one answered around no page may put the page it names whole first: `named_first`)
    reordering = answering or (options.answers and named_first_may(tokens, intent, folder))
    ranked = blended(limit, reordering)
    # What both the walk and the blend start from: the text scores in order, and the bound
    ordered = by_score(fused)
    floor = text_floor(fused, ranked, options, ordered)
    # A question names relations, a keyword search none ("what does X depend on?")
    relation = query_relations(tokens) if intent or asks(text, tokens) else frozenset()
    reached = expand(
        graph,
        fused,
        eligible,
        options,
        intent,
        ranked,
        pages,
        floor=floor,
        ordered=ordered,
        describe=index.get,
        via=query_via(tokens, intent),
        relation=relation,
        agent=query_agent(tokens, intent),
    )
    return finish(
        index,
        graph,
        fused,
        reached,
        tokens=tokens,
        names=names,
        word=word,
        intent=intent,
        answering=answering,
        reordering=reordering,
        loose=loose,
        limit=limit,
        now=aware(now) if now is not None else datetime.now(UTC),
        options=options,
        eligible=eligible,
        floor=floor,
        ordered=ordered,
        folder=folder,
    )


def asked_folder(
    index: RankIndex,
    tokens: Sequence[str],
    word: str | None,
    *,
    named: bool,
    phrase: str | None = None,
) -> str | None:
    """The folder the question asks for pages of (ranker.folders): the one its head noun
    names ("which carriers moved cargo for ...", "what protocols apply ..."), else the one its
    type word names ("Fang's team"), else, for a query with neither, the one the first word of
    a phrase names (`phrase`: "inspections carried out on ..."); None for a query that is a
    name (`named`)."""
    if named:
        return None
    for candidate in (head_noun(tokens), word, phrase if word is None else None):
        if candidate is not None and candidate not in FUNCTION_WORDS:
            folder = named_folder(index, candidate)
            if folder is not None:
                return folder
    return None


def head_noun(tokens: Sequence[str]) -> str | None:
    """The noun at the head of a question (`intent.head_word`): none where a function word or
    an auxiliary stands there ("what is ...", "what would ..."), the second of two words
    where a type word follows a singular ("which object reports ...", "which coach firm ...":
    `intent.compound`; "which publishers release ..." asks for publishers)."""
    head = head_word(tokens)
    if head is None or head in FUNCTION_WORDS or head in _AUXILIARY:
        return None
    at = tokens.index(head)
    # a plural is no first word of a compound: "which publishers release ..." puts a verb next
    following = tokens[at + 1] if at + 1 < len(tokens) else ""
    return following if compound(following) and not head.endswith("s") else head


def asked_for(
    index: RankIndex, tokens: Sequence[str], *, named: bool, phrase: str | None = None
) -> tuple[str | None, str | None]:
    """The word a query names the type it asks for by, and that type (`intent.intent_word`,
    read as this brain's titles use it: `titled_type`). A noun at its head (`intent.head_word`)
    asks before any later type word: by the type the brain's titles name it by ("which
    shipments ..."), or by none ("which game is Søren Kjær's team building?" asks for no team,
    which is a page between: `bridge_types`); a query with neither asks by the first word of a
    phrase (`phrase`: `phrase_asking`). None and None for a query that is a name (`named`:
    "who is <a name>", exactly a name)."""
    if named:
        return None, None
    word = intent_word(tokens)
    if word is not None and word == tokens[0] and (owner := possessor(index, tokens)):
        # the type word opens the name a possessive closes ("Team Basalt's members"): what
        # follows the possessive asks
        tokens = tokens[owner:]
        word = intent_word(tokens)
    head = head_noun(tokens) or (phrase if word is None else None)
    if word is not None and (head is None or head == word):
        return word, titled_type(index, word) or INTENT_WORDS[word]
    # the noun at the head asks, though no type word names it: a type word after it names a
    # page between ("which game is Søren Kjær's team building?" asks for no team)
    intent = titled_type(index, head) if head is not None else None
    if intent is None and head is not None and not head.endswith("s"):
        # a type word a compound closes with ("which coach firm ..."), not one that may be a
        # verb ("which publisher releases ...")
        intent = INTENT_WORDS.get(head)
    return (head, intent) if intent is not None else (None, None)


def possessor(index: RankIndex, tokens: Sequence[str]) -> int:
    """Where the possessive ("'s", split off as "s") closing a name the query opens with
    stands ("Team Basalt's members": 2), or 0 when the query opens with no page's whole title
    or alias before one."""
    for end in range(1, min(len(tokens), MOST_OPENING_NAME + 1)):
        if tokens[end] != "s":
            continue
        opening = tuple(tokens[:end])
        for brain_id in index.name_candidates(tokens[end - 1]):
            document = index.get(brain_id)
            if document is not None and any(
                tokens_of_name(name)[0] == opening for name in document.names
            ):
                return end
    return 0


MOST_OPENING_NAME: Final = 6  # words of a name a query opens with, read as one at most


def answers(
    text: str,
    tokens: list[str],
    word: str | None,
    *,
    asked_about: bool,
    exact: bool,
    kind_word: str | None = None,
) -> bool:
    """Whether `query` answers the question by the pages around a page it names
    (ranker.answers): a question (`asks`, or one put as a phrase: `phrased`, by its type word
    or by the head it asks by, `kind_word`, or closing with what a name has:
    `closes_possessed`), not "who is <a name>", not exactly a name, and not about the named
    page itself (`answers.about_itself`)."""
    return (
        (
            asks(text, tokens)
            or phrased(tokens, word)
            or phrased(tokens, kind_word)
            or closes_possessed(tokens)
        )
        and not asked_about
        and not exact
        and not about_itself(tokens)
    )


# Words after the type word of a phrase that make it ask for pages joined to what follows
_PHRASE_LINKS: Final = frozenset(
    (
        *("of", "in", "on", "at", "from", "for", "by", "with", "behind", "above", "below"),
        *("under", "over"),
    )
)


def phrase_asking(index: RankIndex, tokens: Sequence[str], names: list[Rank]) -> str | None:
    """The word a query with no question word asks by (`intent.phrase_head`, or the word after
    it when the two make one noun: "work orders sourced from ...", `compound_head`) when a link
    word or a participle follows it ("inspections carried out on ...", "objects on loan from ...")
    and it is not a word of a name the query holds whole ("Union of Fitters and Electricians
    membership" names the union)."""
    head = phrase_head(tokens)
    if head is None:
        return None
    at = tokens.index(head)
    if not _links_on(tokens, at) and at + 2 < len(tokens) and compound_head(tokens[at + 1]):
        at += 1  # "work orders sourced from ...": a noun of two words
        head = tokens[at]
    if not _links_on(tokens, at):
        return None
    held = frozenset(tokens)
    for _, brain_id in names[:DESCRIBED_NAMES]:
        if named_whole(index, tokens, brain_id, DESCRIBED_IDF) and head in name_words(
            index, held, brain_id
        ):
            return None
    return head


def compound_head(word: str) -> bool:
    """Whether the second word of a phrase may be the head of a noun of two words ("work
    orders", "vessel calls", "court papers"): not a function word, preposition or participle,
    nor a word asking for what a page says of itself ("contact details for ...")."""
    return not (
        word in FUNCTION_WORDS or word in _PHRASE_LINKS or word in _NOT_HEADS or participle(word)
    )


# Words after a phrase's first word that are no head of a noun with it
_NOT_HEADS: Final = frozenset(
    (
        *("about", "regarding", "concerning", "re", "around", "including", "like", "than"),
        *("details", "info", "information", "summary", "overview", "status", "s"),
    )
)


def _links_on(tokens: Sequence[str], at: int) -> bool:
    """Whether the word after `at` joins what follows to it: a preposition, a participle or an
    adjective used as one ("attendees of ...", "suppliers used on ...", "crews doing the work
    ...", "people present at ..."). A word closing the query joins nothing to it: "reefer
    pricing" and "reefer training" are keywords, a noun after a noun, not a phrase asking for
    what reefers price."""
    if at + 2 >= len(tokens):
        return False
    following = tokens[at + 1]
    return following in _PHRASE_LINKS or following in _PREDICATIVE or participle(following)


# Adjectives that join what follows to the word before them as a participle does ("people
# present when ...", "the crew leader responsible for ...")
_PREDICATIVE: Final = frozenset(
    ("present", "responsible", "accountable", "absent", "available", "eligible", "liable")
)


def phrased(tokens: Sequence[str], word: str | None) -> bool:
    """Whether a query with no question word asks a question all the same, by a phrase: the
    word it names its type by (`word`: a type word, or the head a phrase asks by,
    `phrase_asking`) followed by a preposition or a participle ("attendees of the Supplier
    Performance Review", "our contacts at the firms that supplied ...", "suppliers used on
    jobs of the Arborist Crew"), or closing a possessive ("Wang Fang's boss"). "report
    INS-2026-063" or "crew travel per diem rules" name a page; "engagement to alert
    customers" describes one."""
    if word is None or word not in tokens:
        return False
    at = tokens.index(word)
    if at + 1 < len(tokens):
        return _links_on(tokens, at)
    return at >= 2 and "s" in tokens[max(at - 2, 1) : at]  # "Fang's boss", "X's line manager"


def closes_possessed(tokens: Sequence[str]) -> bool:
    """Whether a query closes with one or two words after a possessive ("Dmitry Volkov's
    supervising partner", "Tomás Herrera's caseload"): it asks for what the name before it
    has, whatever those words are, as `phrased` reads a type word there ("Wang Fang's boss")."""
    return any(tokens[at] == "s" for at in range(max(len(tokens) - 3, 1), len(tokens) - 1))


def named_first_may(tokens: Sequence[str], intent: str | None, folder: str | None) -> bool:
    """Whether a query answered around no page may put the page it names whole first
    (`answers.named_first`): it asks for no kind of page, or for what a page says."""
    return (intent is None and folder is None) or asks_for_the_page(tokens)


def blended(limit: int, answering: bool) -> int:
    """How many hits the walk and the blend rank for `limit`: `ANSWER_LIST` at least when the
    answers stage reorders them before the cut."""
    return max(limit, ANSWER_LIST) if answering else limit


def finish(
    index: RankIndex,
    graph: EdgeGraph,
    fused: dict[str, float],
    reached: Mapping[str, tuple[float, tuple[str, ...]]],
    *,
    tokens: list[str],
    names: list[Rank],
    word: str | None,
    intent: str | None,
    answering: bool,
    limit: int,
    reordering: bool = False,
    loose: str | None = None,
    now: datetime,
    options: RankOptions,
    eligible: Callable[[str], Ranked | None],
    floor: float | None = None,
    ordered: Sequence[tuple[str, float]] | None = None,
    folder: str | None = None,
) -> list[Hit]:
    """What `query` makes of the walk's graph hits (`reached`): the blend (`fusion.combine`,
    with the pages the question describes), then, when `answering`, the pages around the page
    the question names first (ranker.answers), from the blend of `ANSWER_LIST` hits at least
    (`loose`: the head word of a phrase that names no type, when only that asks around it);
    when not, and `reordering` (it asks for no kind of page: `named_first_may`), the page it
    names whole first (`answers.named_first`), from as many. `floor` and `ordered` are for
    that many hits when given."""
    # the relations it names besides its type word ("grant" names a type and a relation):
    # they matter for a question with a type, or one answered by the pages around a page
    # (nor by the noun that names the asked-for folder: "which farm ..." names no `farmed_by`)
    head = head_noun(tokens) if folder is not None else None
    asked = (
        query_relations([token for token in tokens if token != word and token != head])
        if intent is not None or answering
        else frozenset()
    )
    hits = combine(
        fused,
        reached,
        index.get,
        limit=blended(limit, answering or reordering),
        now=now,
        options=options,
        intent=intent,
        floor=floor,
        ordered=ordered,
        described=described(index, graph, tokens, names, asked),
        folder=folder,
    )
    if not answering:
        if not reordering:
            return hits
        # a query asking for no kind of page (or for what a page says: "what is X's job?"),
        # and not answered around one, is about the page it names whole ("Find the Rye &
        # Crust Bakery Group supply contract."), unless a hit matches its other words better
        return keep_bridges(named_first(index, hits, tokens, eligible, DESCRIBED_IDF, graph), limit)
    return answers_first(
        index,
        graph,
        hits,
        tokens=tokens,
        intent=intent,
        relation=query_relations(tokens),  # "attendees of ..." names `attended_by` too
        besides=asked,
        agent=query_agent(tokens, intent),
        via=query_via(tokens, intent) | bridge_types(index, tokens, word),
        named_types=lambda: named_kinds(index, tokens, word) - {intent},  # but the asked one
        via_folders=bridge_folders(index, tokens, word),
        eligible=eligible,
        fused=fused,
        limit=limit,
        rare=DESCRIBED_IDF,
        folder=folder,
        headed=asks_which(tokens),
        loose=loose,
    )


# Words before a type word that make it name a page the answer is reached through: an article
# or a possessive ("the meetings that ..."), or a preposition ("decisions from meetings she
# chaired"). After a verb it is more likely what the question describes ("to alert customers",
# "cases involved shipments of the ...").
_BEFORE_BRIDGE: Final = frozenset(
    (
        *("the", "a", "an", "our", "their", "its", "that", "this", "these", "those", "of", "s"),
        *("from", "at", "in", "by", "with", "on", "for", "to", "through", "via"),
    )
)


def bridge_types(index: RankIndex, tokens: Sequence[str], word: str | None) -> frozenset[str]:
    """The types a question names after the word it asks by (`word`): the kinds of page its
    answer is reached through, for the answers stage ("what protocols were changed by decisions
    Hamish MacLeod signed off?", "where do the people who sat on the committee work?"), the
    asked-for type too ("who is the line manager of the curator of ...?" asks for a person two
    links away, through another). A word counts after an article, possessive or preposition
    (`_BEFORE_BRIDGE`), when the brain's titles name a type by it (`titled_type`) or it is an
    English type word; "who" and its forms are relative pronouns there."""
    start = tokens.index(word) + 1 if word is not None and word in tokens else 1
    found = set()
    for at, token in enumerate(tokens[start:], start=start):
        if token in WHO_WORDS or tokens[at - 1] not in _BEFORE_BRIDGE:
            continue
        kind = titled_type(index, token) or INTENT_WORDS.get(token)
        if kind is not None:
            found.add(kind)
    return frozenset(found)


def bridge_folders(index: RankIndex, tokens: Sequence[str], word: str | None) -> frozenset[str]:
    """The folders a question names after the word it asks by, as `bridge_types` reads type
    words: the folders of the pages its answer is reached through ("which assets are touched
    by the jobs approved at ...", "protocols changed by decisions Hamish signed off")."""
    head = head_noun(tokens)
    asked = [at for at, token in enumerate(tokens) if token in (word, head)]
    start = max(asked) + 1 if asked else 1
    found = set()
    for at, token in enumerate(tokens[start:], start=start):
        if token in FUNCTION_WORDS or tokens[at - 1] not in _BEFORE_BRIDGE:
            continue
        folder = named_folder(index, token)
        if folder is not None:
            found.add(folder)
    return frozenset(found)


def named_kinds(index: RankIndex, tokens: Sequence[str], word: str | None) -> frozenset[str]:
    """The types the question's words name besides the word it asks by and its head noun
    (`intent.INTENT_WORDS`, or as the brain's titles name them: `titled_type`): "who attended
    the Northwind renewal **meeting**?" names meetings."""
    asked = (word, head_noun(tokens))
    found = set()
    for token in tokens:
        if token in asked or token in WHO_WORDS or token in FUNCTION_WORDS:
            continue
        kind = INTENT_WORDS.get(token) or titled_type(index, token)
        if kind is not None:
            found.add(kind)
    return frozenset(found)
