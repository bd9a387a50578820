"""The ranker: BM25Okapi equivalence, name matches, fusion, graph expansion, recency, caching."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from functools import partial

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rank_bm25 import BM25Okapi

from brain.toolkit.document import parse_document
from brain.toolkit.edges import Edge
from brain.toolkit.ranker import (
    MSG_LIMIT,
    EdgeGraph,
    Hit,
    LexicalIndex,
    RankDocument,
    Ranked,
    RankOptions,
    query,
    rank_document,
    tokenize,
)
from brain.toolkit.ranker.answers import (
    ANSWER_STEP,
    MOST_OF_NAME,
    about_itself,
    answers_first,
    asked_way,
    kind_meant,
    most_named,
    named_share,
    named_whole,
    outside_name,
    rank_way,
    title_names,
    together,
)
from brain.toolkit.ranker.folders import folder_type, named_folder, within
from brain.toolkit.ranker.fusion import ranks as _ranks
from brain.toolkit.ranker.graph import BY_AGENT, context_words
from brain.toolkit.ranker.intent import (
    intent_word,
    names_relation,
    query_agent,
    query_intent,
    query_relations,
    query_via,
)
from brain.toolkit.ranker.names import name_key as _name_key
from brain.toolkit.ranker.names import name_list as _name_list
from brain.toolkit.ranker.names import partial_weight_needed
from brain.toolkit.ranker.pipeline import (
    about_name,
    asked_for,
    asks,
    exact_names,
    head_noun,
    name_compounds,
    named_kinds,
    phrase_asking,
    phrased,
    titled_type,
    with_exact_names,
)
from brain.toolkit.ranker.tokenizer import stem

NOW = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)


def doc(
    brain_id: str,
    title: str,
    body: str = "",
    *,
    aliases: tuple[str, ...] = (),
    status: str = "active",
    kind: str = "page",
    updated: datetime | None = NOW,
    type: str = "note",
    folder: str = "",
) -> RankDocument:
    text = "\n".join((title, *aliases, body))
    return RankDocument(brain_id, title, aliases, status, kind, type, text, updated, folder)


# Unrelated documents, so that the words a test is about are rare and their idf is positive.
# The walk's order, without the answers stage (ranker.answers)
WALK = RankOptions(answers=False)

FILLER = [
    doc(f"filler-{number}", f"Filler {number}", "Minutes of an unrelated gathering about lunch.")
    for number in range(4)
]


def ids(hits: list[Hit]) -> list[str]:
    return [hit.brain_id for hit in hits]


# --- tokenize / rank_document ---------------------------------------------------------------


def test_tokenize_splits_on_everything_but_letters_and_digits() -> None:
    text = "Sarah Chen — VP [[page:acme-corp|Acme]] works_at Straße 42"
    assert tokenize(text) == [
        "sarah", "chen", "vp", "page", "acme", "corp", "acme", "works", "at", "strasse", "42",
    ]  # fmt: skip
    assert tokenize("  ... ") == []


def test_rank_document_reads_a_parsed_document() -> None:
    source = (
        "---\nid: sarah-chen\nkind: page\ntype: person\ntitle: Sarah Chen\nstatus: draft\n"
        "aliases: [Sarah, S. Chen]\ncreated: 2026-11-30T14:00:00Z\n---\n# Sarah Chen\n\nVP.\n"
    )
    ranked = rank_document(parse_document(source))
    assert ranked == RankDocument(
        brain_id="sarah-chen",
        title="Sarah Chen",
        aliases=("Sarah", "S. Chen"),
        status="draft",
        kind="page",
        type="person",
        text="Sarah Chen\nSarah\nS. Chen\n# Sarah Chen\n\nVP.",
        updated=datetime(2026, 11, 30, 14, 0, tzinfo=UTC),
    )


def test_search_reads_a_timeline_entrys_date_and_text_not_how_it_is_written_down() -> None:
    # given: a page whose timeline entries carry ids and source refs under the usual heading
    source = (
        "---\nid: acme\nkind: page\ntype: company\ntitle: Acme\n---\nA customer.\n\n"
        "## Timeline\n\n"
        "- **2026-10-14T09:00:00Z** | ev-1a2b3c | jamie:meeting:m-77 | Kickoff; scope agreed.\n"
        "  Okta first.\n"
    )
    # when
    ranked = rank_document(parse_document(source))
    # then: the date and the words of each entry are read, its id, source ref and the heading
    # not ("timeline" or "jamie" finds what a page says, not how its timeline is kept)
    words = tokenize(ranked.text)
    assert {"kickoff", "scope", "okta", "2026", "10", "14"} <= set(words)
    assert not {"timeline", "jamie", "ev", "1a2b3c", "m", "77", "09"} & set(words)


def test_search_reads_a_link_as_its_label_and_target_not_its_markup() -> None:
    # given: a page whose body links another page with a label, an evidence file without one,
    # a markdown link to a URL, and a timeline entry holding a link too
    source = (
        "---\nid: acme\nkind: page\ntype: company\ntitle: Acme\n---\n"
        "We met the client [[page:zanzibar-corp|the client]] yesterday. See\n"
        "[[evidence:contract-scan]] and [the rate sheet](https://rates.example.org/quokka).\n\n"
        "## Timeline\n\n"
        "- **2026-10-14T09:00:00Z** | ev-1a2b3c | jamie:meeting:m-77 | Call with "
        "[[page:okapi-ltd|Okapi]].\n"
    )
    # when
    words = set(tokenize(rank_document(parse_document(source)).text))
    # then: the words a reader sees are read (a label, a target shown for want of one, a
    # markdown link's text) and the name of what a link points to, its kind and an address not
    assert {"client", "contract", "scan", "rate", "sheet", "okapi", "call"} <= words
    assert {"zanzibar", "corp", "ltd"} <= words
    assert not {"page", "evidence", "https", "rates", "quokka"} & words


# --- BM25Okapi equivalence ------------------------------------------------------------------


def generated_corpus(count: int, seed: int) -> list[RankDocument]:
    rng = random.Random(seed)
    vocabulary = [f"w{number}" for number in range(400)]
    weights = [1 / (rank + 1) for rank in range(len(vocabulary))]  # Zipf: some words are common
    documents = []
    for number in range(count):
        words = rng.choices(vocabulary, weights, k=rng.randint(5, 60))
        documents.append(doc(f"d{number:04d}", "", " ".join(words)))
    return documents


QUERIES = [["w0"], ["w1", "w7"], ["w3", "w3", "w50"], ["w120", "w399", "nothing"], ["w2", "w9"]]


def assert_matches_bm25okapi(index: LexicalIndex, documents: list[RankDocument]) -> None:
    corpus = [tokenize(document.text) for document in documents]
    reference = BM25Okapi(corpus)
    for tokens in QUERIES:
        expected = {
            document.brain_id: float(score)
            for document, words, score in zip(
                documents, corpus, reference.get_scores(tokens), strict=True
            )
            if set(tokens) & set(words)
        }
        got = index.scores(tokens)
        assert set(got) == set(expected)
        assert got == pytest.approx(expected, rel=1e-9)


def test_scores_equal_bm25okapi_on_every_document_with_a_query_term() -> None:
    # given
    documents = generated_corpus(300, seed=7)
    index = LexicalIndex(documents)
    # then: the corpus has common words, so the epsilon floor on negative idfs is exercised
    assert index.idf("w0") == pytest.approx(0.25 * index.average_idf())
    assert_matches_bm25okapi(index, documents)


def test_scores_equal_bm25okapi_after_removals_and_re_adds() -> None:
    # given
    documents = generated_corpus(300, seed=11)
    index = LexicalIndex(documents)
    index.scores(["w0"])  # cache the average idf before changing the corpus
    # when: a third are removed, some come back with other words, some are replaced in place
    removed = documents[::3]
    for document in removed:
        index.remove(document.brain_id)
    index.remove("not-there")
    replacements = generated_corpus(300, seed=12)
    remaining = [d for d in documents if d not in removed]
    readded = [
        doc(d.brain_id, "", replacements[number].text) for number, d in enumerate(removed[:40])
    ]
    replaced = [
        doc(d.brain_id, "", replacements[-number - 1].text)
        for number, d in enumerate(remaining[:30])
    ]
    for document in readded + replaced:
        index.add(document)
    # then
    current = remaining[30:] + readded + replaced
    assert len(index) == len(current) == 300 - 100 + 40
    assert removed[-1].brain_id not in index and readded[0].brain_id in index
    assert_matches_bm25okapi(index, current)


def test_scores_of_an_empty_index_and_unknown_terms() -> None:
    assert LexicalIndex().scores(["anything"]) == {}
    assert LexicalIndex([doc("a", "Alpha")]).scores(["beta"]) == {}


# --- name matches and fusion ----------------------------------------------------------------


def test_title_exact_match_beats_a_body_only_match() -> None:
    # given: the meeting says "Sarah Chen" more often, the page is named so
    index = LexicalIndex(
        [
            doc("sarah-chen", "Sarah Chen", "VP Engineering."),
            doc("kickoff", "Kickoff", "Sarah Chen presented. Sarah Chen agreed. Chen again."),
            doc("sarah-lee", "Sarah Lee", "Designer."),
        ]
    )
    # when
    hits = query(index, [], "sarah chen", now=NOW)
    # then: BM25 ranks kickoff 1st, sarah-chen 2nd, sarah-lee 3rd; names rank sarah-chen 1st
    # (exact, so it counts once more as if a list of its own ranked it first) and sarah-lee
    # 2nd (partial); every document is dated NOW, so recency is 1.
    assert [hit.as_dict() for hit in hits] == [
        {"id": "sarah-chen", "title": "Sarah Chen", "score": round(1 / 62 + 2 / 61, 6),
         "matched": "text", "path": ["sarah-chen"]},
        {"id": "sarah-lee", "title": "Sarah Lee", "score": round(1 / 63 + 1 / 62, 6),
         "matched": "text", "path": ["sarah-lee"]},
        {"id": "kickoff", "title": "Kickoff", "score": round(1 / 61, 6),
         "matched": "text", "path": ["kickoff"]},
    ]  # fmt: skip
    assert hits[0].score == pytest.approx(1 / 62 + 2 / 61, rel=1e-12)


def test_an_alias_matches_like_a_title() -> None:
    index = LexicalIndex(
        [
            doc("acme-corp", "Acme Corporation", "A company.", aliases=("ACME", "Acme Inc.")),
            doc("notes", "Notes", "acme inc acme inc acme inc"),
            *FILLER,
        ]
    )
    hits = query(index, [], "Acme inc.", now=NOW)
    assert ids(hits) == ["acme-corp", "notes"]
    assert hits[0].score == pytest.approx(1 / 62 + 2 / 61, rel=1e-12)  # an exact alias


def test_name_tiers_exact_then_all_tokens_then_some() -> None:
    # given
    index = LexicalIndex(
        [
            doc("a", "Acme Pilot"),
            doc("b", "The Acme pilot program"),
            doc("c", "Pilot, Acme"),
            doc("d", "Acme Corp"),
            doc("e", "Pilot study group"),
            doc("f", "Unrelated", aliases=("ACME-PILOT",)),
            *FILLER,
        ]
    )
    # when
    ranks = _name_list(index, tokenize("acme pilot"), {"merged", "archived"}, 100)
    # then: exact (a, and f by its alias) share rank 1; then all tokens, closer names first;
    # then some tokens (acme and pilot are equally rare here), closer names first
    assert ranks == [(1, "a"), (1, "f"), (3, "c"), (4, "b"), (5, "d"), (6, "e")]


def test_a_name_sharing_only_a_common_word_of_a_question_is_no_name_match() -> None:
    # given: "the" is in many titles; "inverters" in one
    index = LexicalIndex(
        [
            doc("portal", "The partner portal"),
            doc("office", "The Lisbon office"),
            doc("inverters", "Inverters"),
            *FILLER,
        ]
    )
    # when
    ranks = _name_list(index, tokenize("the company that makes inverters"), set(), 100)
    # then
    assert ranks == [(1, "inverters")]


def test_the_words_that_make_a_query_a_question_set_no_bar_for_a_partial_name() -> None:
    # given: "Saltmarsh" names a film and is in the text of the papers about it, while one
    # memo says "where", "are" and "we": those words are rarer than the film's name
    index = LexicalIndex(
        [
            doc("saltmarsh", "Saltmarsh", type="project"),
            doc("memo", "Memo", "We are where we said we would be."),
            doc(
                "deal",
                "Deal pack, Saltmarsh",
                "Saltmarsh deal terms; Saltmarsh crew.",
                kind="evidence",
            ),
            doc("budget", "Budget, Saltmarsh", "Saltmarsh budget, locked.", kind="evidence"),
            doc("review", "Coastline review", "Saltmarsh is a slow, salty film.", kind="evidence"),
            *FILLER,
        ]
    )
    # when: the question asks about the film by its name alone
    ranks = _name_list(index, tokenize("Where are we on Saltmarsh?"), set(), 100)
    # then: a partial name match (the question's own words are no part of a name), the film
    # first; and the query puts it first
    assert ranks[0] == (1, "saltmarsh")
    assert ids(query(index, [], "Where are we on Saltmarsh?", now=NOW))[0] == "saltmarsh"


def test_the_name_list_cut_matches_ranking_every_candidate() -> None:
    # given: few distinct title words, so many names tie; some aliases; some archived
    rng = random.Random(21)
    words = ["acme", "pilot", "kickoff", "notes", "weekly", "sync", "sarah", "chen", "q3"]
    documents = []
    for number in range(400):
        title = " ".join(rng.choices(words, k=rng.randint(1, 4)))
        if number % 13 == 0:  # a rarer word beside the common ones (crowded names go lazily)
            title += " zephyr"
        aliases = (" ".join(rng.choices(words, k=2)),) if number % 5 == 0 else ()
        status = "archived" if number % 7 == 0 else "active"
        body = " ".join(rng.choices(["lunch", "agenda", "budget", "minutes"], k=5))
        documents.append(doc(f"n{number:03d}", title, body, aliases=aliases, status=status))
    index = LexicalIndex(documents)
    excluded = {"merged", "archived"}
    for text in [
        "acme",
        "acme pilot",
        "weekly sync notes",
        "q3 sarah chen kickoff",
        "chen chen",
        "acme zephyr",
        "zephyr weekly sync",
        "pilot zephyr pilot",
        "weekly sync zephyr",
        "sarah chen zephyr",
        # more distinct words than the numpy name list takes: the walk with bounds
        " ".join(["acme", "pilot", *(f"unheard{n}" for n in range(60))]),
        " ".join([*words, "zephyr", *(f"unheard{n}" for n in range(45))]),
    ]:
        tokens = tokenize(text)
        distinct = tuple(dict.fromkeys(tokens))
        idf = {token: index.idf(token) for token in distinct}
        needed = partial_weight_needed(idf)
        every = [
            (key, d.brain_id)
            for d in documents
            if d.status not in excluded
            and (key := _name_key(d, tuple(tokens), distinct, idf, needed)) is not None
        ]
        for size in (1, 5, 30, 400):
            # then
            expected = _ranks(sorted(every)[:size])
            assert _name_list(index, tokens, excluded, size) == expected


def test_the_bm25_and_name_lists_match_ranking_every_candidate_as_the_index_changes() -> None:
    # given: ids in no particular order, few distinct words (so scores and names tie by the
    # dozen), aliases, statuses; queries fill the index's caches (term weights by slot, the
    # id order) before each round of removals, replacements and additions
    from brain.toolkit.ranker.lexical import bm25_list

    rng = random.Random(34)
    words = ["acme", "pilot", "kickoff", "notes", "weekly", "sync", "sarah", "chen"]

    def made(brain_id: str) -> RankDocument:
        title = " ".join(rng.choices(words, k=rng.randint(1, 3)))
        aliases = (" ".join(rng.choices(words, k=rng.randint(1, 2))),) if rng.random() < 0.3 else ()
        body = " ".join(rng.choices([*words, "lunch", "agenda"], k=rng.randint(0, 4)))
        status = rng.choice(["active", "active", "active", "archived", "merged", "draft"])
        return doc(brain_id, title, body, aliases=aliases, status=status)

    def fresh_id() -> str:
        return "".join(rng.choices("abcdefghij", k=5))

    current = {d.brain_id: d for d in (made(fresh_id()) for _ in range(300))}
    index = LexicalIndex(current.values())
    texts = [
        "acme",
        "weekly sync",
        "sarah chen pilot",
        "notes notes",
        "chen acme kickoff",
        "sarah chen pilot notes weekly sync",  # more words than the name list's table takes
    ]
    for round_number in range(4):
        for text in texts:
            tokens = tokenize(text)
            distinct = tuple(dict.fromkeys(tokens))
            idf = {token: index.idf(token) for token in distinct}
            needed = partial_weight_needed(idf)
            scores = index.scores(tokens)
            for excluded in ({"merged", "archived"}, {"archived"}, set()):
                eligible = [d for d in current.values() if d.status not in excluded]
                by_score = sorted(
                    (-scores[d.brain_id], d.brain_id) for d in eligible if d.brain_id in scores
                )
                by_name = sorted(
                    (key, d.brain_id)
                    for d in eligible
                    if (key := _name_key(d, tuple(tokens), distinct, idf, needed)) is not None
                )
                for size in (1, 7, 40, 400):
                    # then
                    assert bm25_list(index, tokens, index.get, size, excluded) == _ranks(
                        by_score[:size]
                    )
                    assert _name_list(index, tokens, excluded, size) == _ranks(by_name[:size])
        # when: some removed, some replaced under the same id, more added than removed
        for brain_id in rng.sample(sorted(current), 40):
            if rng.random() < 0.5:
                index.remove(brain_id)
                del current[brain_id]
            else:
                current[brain_id] = made(brain_id)
                index.add(current[brain_id])
        for _ in range(50 + 10 * round_number):
            added = made(fresh_id())
            current[added.brain_id] = added
            index.add(added)


def extra_list_brain() -> LexicalIndex:
    return LexicalIndex(
        [
            doc("acme", "Acme", "widgets widgets"),
            doc("globex", "Globex", "widgets and many more words about other things"),
            doc("initech", "Initech", "Staplers."),
            doc("old", "Old", "Staplers.", status="archived"),
            *FILLER,
        ]
    )


def test_an_extra_candidate_list_of_ids_is_fused_by_reciprocal_rank() -> None:
    # given: BM25 ranks acme 1st and globex 2nd; no name matches "widgets"
    index = extra_list_brain()
    assert ids(query(index, [], "widgets", now=NOW)) == ["acme", "globex"]
    # when: an extra list (say, embeddings) ranks an archived page, initech, an id the index
    # does not hold, then globex
    hits = query(index, [], "widgets", now=NOW, extra_lists=[["old", "initech", "ghost", "globex"]])
    # then: the archived and unknown ids are dropped before ranking, so initech is 1st and
    # globex 2nd there; globex adds 1/62 to its BM25 1/62, initech gets 1/61 like acme
    assert [(h.brain_id, h.matched, h.path) for h in hits] == [
        ("globex", "text", ("globex",)),
        ("acme", "text", ("acme",)),
        ("initech", "text", ("initech",)),
    ]
    assert [h.score for h in hits] == pytest.approx([2 / 62, 1 / 61, 1 / 61], rel=1e-12)
    # when: the archived page is asked for, it keeps its place in the extra list
    hits = query(
        index, [], "widgets", include_archived=True, now=NOW, extra_lists=[["old", "initech"]]
    )
    assert ids(hits) == ["acme", "old", "globex", "initech"]
    assert [h.score for h in hits] == pytest.approx([1 / 61, 1 / 61, 1 / 62, 1 / 62], rel=1e-12)


def test_extra_lists_of_scored_pairs_share_ranks_on_equal_scores_and_are_cut() -> None:
    index = extra_list_brain()
    pairs = [("acme", 0.1), ("initech", 0.9), ("globex", 0.9), ("initech", 0.2)]
    # when: two lists, the same pairs twice
    hits = query(index, [], "widgets", now=NOW, extra_lists=[pairs, pairs])
    # then: initech and globex share rank 1 in each (initech counted once, at its best),
    # acme is 3rd there
    assert ids(hits) == ["globex", "acme", "initech"]
    expected = [1 / 62 + 2 / 61, 1 / 61 + 2 / 63, 2 / 61]
    assert [h.score for h in hits] == pytest.approx(expected, rel=1e-12)
    # when: each list gives only its best candidate
    hits = query(
        index, [], "widgets", now=NOW, extra_lists=[["initech", "acme"]],
        options=RankOptions(candidates=1),
    )  # fmt: skip
    assert ids(hits) == ["acme", "initech"]
    assert [h.score for h in hits] == pytest.approx([1 / 61, 1 / 61], rel=1e-12)
    with pytest.raises(TypeError, match="ids or \\(id, score\\) pairs"):
        query(index, [], "widgets", extra_lists=[["acme", ("globex", 1.0)]])  # type: ignore[list-item]


# --- graph expansion ------------------------------------------------------------------------


def widget_brain() -> LexicalIndex:
    return LexicalIndex(
        [
            doc("acme-corp", "Acme Corp", "A company that makes widgets."),
            doc("sarah-chen", "Sarah Chen", "VP Engineering."),
            doc("pilot", "Pilot", "The pilot project."),
            doc("far", "Far away", "Three hops out."),
        ]
    )


def test_graph_expansion_finds_a_page_linked_from_a_text_hit() -> None:
    # given
    edges = [
        Edge("acme-corp", "sarah-chen", "wiki_link"),
        Edge("sarah-chen", "pilot", "leads"),
        Edge("pilot", "far", "wiki_link"),
    ]
    # when
    hits = query(widget_brain(), edges, "widgets", now=NOW)
    # then: one hop at half the seed's score, two hops at a quarter, no third hop
    assert [(h.brain_id, h.title, h.matched, h.path) for h in hits] == [
        ("acme-corp", "Acme Corp", "text", ("acme-corp",)),
        ("sarah-chen", "Sarah Chen", "graph", ("acme-corp", "sarah-chen")),
        ("pilot", "Pilot", "graph", ("acme-corp", "sarah-chen", "pilot")),
    ]
    assert [h.score for h in hits] == pytest.approx([1 / 61, 1 / 122, 1 / 244], rel=1e-12)
    assert hits[1].as_dict() == {
        "id": "sarah-chen",
        "title": "Sarah Chen",
        "score": 0.008197,
        "matched": "graph",
        "path": ["acme-corp", "sarah-chen"],
    }


def test_query_intent_is_the_first_word_naming_a_type() -> None:
    assert query_intent(tokenize("who works at the company that makes inverters")) == "person"
    assert query_intent(tokenize("which company makes solar inverters")) == "company"
    assert query_intent(tokenize("meetings with the inverter company")) == "meeting"
    assert query_intent(tokenize("solar inverters")) is None
    # a "who" after another question word is a relative pronoun
    assert query_intent(tokenize("where does the researcher who reported it work?")) is None
    assert query_intent(tokenize("which company employs the people who maintain it")) == ("company")
    assert query_intent(tokenize("the people who maintain Driftwood")) == "person"


def test_a_who_question_reaches_people_through_the_company_its_words_describe() -> None:
    # given: the question's words are on the company page only; its people are linked to it,
    # and other companies share some of the question's words
    index = LexicalIndex(
        [
            doc("romar", "Romar", "Romar makes solar inverters for rooftops.", type="company"),
            doc("tekmo", "Tekmo", "Tekmo makes solar carports.", type="company"),
            doc("delsol", "Delsol", "Delsol makes payroll software.", type="company"),
            doc("dara", "Dara Lund", "CTO, prefers e-mail.", type="person"),
            doc("sami", "Sami Petrov", "Head of sales.", type="person"),
            doc("ivo", "Ivo Haas", "Founder.", type="person"),
            *FILLER,
        ]
    )
    edges = [
        Edge("dara", "romar", "works_at"),
        Edge("sami", "romar", "works_at"),
        Edge("ivo", "tekmo", "works_at"),
    ]
    # when
    hits = query(
        index, edges, "who works at the company that makes solar inverters?", now=NOW, options=WALK
    )
    # then: Romar's people first, reached through Romar (its text ranks first), then the
    # person of the runner-up company, then the companies
    assert [(h.brain_id, h.matched, h.path) for h in hits[:4]] == [
        ("dara", "graph", ("romar", "dara")),
        ("sami", "graph", ("romar", "sami")),
        ("ivo", "graph", ("tekmo", "ivo")),
        ("romar", "text", ("romar",)),
    ]
    assert hits[0].score == pytest.approx(1 / 61 * 0.9 * 1.25, rel=1e-12)
    # without an intent word the people stay behind the text hits, at half the seed's score
    plain = query(index, edges, "makes solar inverters", now=NOW)
    assert plain[0].brain_id == "romar"
    assert {h.brain_id for h in plain[:3]} == {"romar", "tekmo", "delsol"}


def test_the_intent_bonus_never_lifts_a_weak_text_match_above_the_page_the_question_describes() -> (
    None
):
    # given: the company whose page matches the whole question, its two people, and many
    # unrelated people whose pages hold one common word of the question each
    unrelated = [
        doc(f"p{n}", f"Person {n}", f"Works from the {word} office.", type="person")
        for n, word in enumerate(["north", "company", "builds", "that", "people"] * 3)
    ]
    index = LexicalIndex(
        [
            doc("romar", "Romar", "Romar builds solar inverters for rooftops.", type="company"),
            doc("dara", "Dara Lund", "CTO.", type="person"),
            doc("sami", "Sami Petrov", "Head of sales.", type="person"),
            *unrelated,
            *FILLER,
        ]
    )
    edges = [Edge("dara", "romar", "works_at"), Edge("sami", "romar", "works_at")]
    question = "people at the company that builds solar inverters"

    # when
    hits = query(index, edges, question, limit=10, now=NOW)

    # then the company's people come first, through it, and the company itself (the bridge)
    # stays above every person who only shares a common word with the question (the bonus
    # would have lifted them all above it: their text ranks just behind it)
    found = ids(hits)
    assert sorted(found[:2]) == ["dara", "sami"]
    assert found[2] == "romar"
    assert [h.path for h in hits[:2]] == [("romar", hits[0].brain_id), ("romar", hits[1].brain_id)]
    weak = [h for h in hits if h.brain_id.startswith("p")]
    assert weak and all(h.score < hits[2].score for h in weak)


def test_a_who_question_reaches_people_two_links_away_through_a_page_of_another_type() -> None:
    # given: a project the question describes by its goal, its customer company (the bridge)
    # and that company's people; a person the project's owner knows (two links away, but
    # through a person) and the people of a weaker project's customer (decoys)
    index = LexicalIndex(
        [
            doc("sso", "Roll out single sign-on", "Project with Vangra.", type="project"),
            doc("portal", "Launch the partner portal", "Project with Solvan.", type="project"),
            doc("vangra", "Vangra", "Vangra makes payroll software.", type="company"),
            doc("solvan", "Solvan", "Solvan makes hearing aids.", type="company"),
            doc("vik", "Vik Novak", "Founder.", type="person"),
            doc("nina", "Nina Brandt", "CTO.", type="person"),
            doc("sven", "Sven Lund", "Sales lead.", type="person"),
            doc("otto", "Otto Kern", "Met Vik during a fair.", type="person"),
            doc("ada", "Ada Greco", "Procurement lead.", type="person"),
            *FILLER,
        ]
    )
    edges = [
        Edge("sso", "vangra", "customer"),
        Edge("sso", "vik", "links_to"),
        Edge("portal", "solvan", "customer"),
        Edge("vik", "vangra", "works_at"),
        Edge("nina", "vangra", "works_at"),
        Edge("sven", "vangra", "works_at"),
        Edge("ada", "solvan", "works_at"),
        Edge("otto", "vik", "links_to"),
    ]
    question = "who works at the customer of the project to roll out single sign-on?"

    # when
    hits = query(index, edges, question, now=NOW)

    # then: the customer's people (two links, through the company, Vik linked to the project
    # as well) come first, then the project itself (the page the question describes stays in
    # the results); the person reached through a person and the weaker project's people come
    # after it
    found = ids(hits)
    assert sorted(found[:3]) == ["nina", "sven", "vik"]
    assert found[3] == "sso"
    assert "ada" in found[4:] and "otto" not in found[:4]
    by_id = {h.brain_id: h for h in hits}
    assert by_id["nina"].path == ("sso", "vangra", "nina")
    assert by_id["nina"].matched == "graph"
    assert by_id["sso"].matched == "text"
    # the answers score a step above the page the question names (ranker.answers)
    assert by_id["sso"].score < by_id["nina"].score <= by_id["sso"].score * (1 + ANSWER_STEP)

    # the walk's scores, for the question put without naming the project whole
    walked = {
        h.brain_id: h
        for h in query(
            index, edges, "who works at the customer of the sign-on work?", now=NOW, options=WALK
        )
    }
    assert walked["nina"].path == ("sso", "vangra", "nina")
    seed = walked["sso"].score  # its text score: updated now, so the recency blend keeps it
    # intent_hop per hop up to the first person, then the intent bonus
    assert walked["nina"].score == pytest.approx(seed * 0.9 * 0.9 * 1.25, rel=1e-12)
    # the question names the customer: a person reached through no company keeps no
    # intent_hop (Otto, through Vik, who is linked to the customer but is a person)
    if "otto" in walked:
        assert walked["otto"].score == pytest.approx(seed * 0.5 * 0.5 * 1.25, rel=1e-12)
    # asked without naming the customer, past a person, hop_decay again
    unnamed = {
        h.brain_id: h
        for h in query(index, edges, "who is on single sign-on", now=NOW, options=WALK)
    }
    assert unnamed["otto"].score == pytest.approx(
        unnamed["sso"].score * 0.9 * 0.5 * 1.25, rel=1e-12
    )

    # without the intent the people two links away are where any page two hops away is
    plain = query(index, edges, "the work to roll out single sign-on", now=NOW)
    plain_by_id = {h.brain_id: h for h in plain}
    assert plain[0].brain_id == "sso"
    assert plain_by_id["nina"].score == pytest.approx(plain[0].score * 0.5 * 0.5, rel=1e-9)


def test_the_types_a_question_goes_through_are_those_it_names_as_such() -> None:
    def via(text: str) -> set[str]:
        tokens = tokenize(text)
        return set(query_via(tokens, query_intent(tokens)))

    assert via("contacts at the client for whom we replace the booking ledger") == {"company"}
    assert via("which meetings did we have with the customer of the project to ship") == {"company"}
    assert via("who works at the company that makes inverters") == {"company"}
    # a type word inside what the question describes is not a page to go through
    assert via("who runs the work to alert customers before planned outages") == set()
    assert via("who runs the work to shorten the time from call to dispatch") == set()
    assert via("the company that makes inverters") == set()  # no intent, nothing to reach


def test_a_question_naming_the_page_between_reaches_the_answer_through_it() -> None:
    # given: a project run by one of our staff (one link) for a client (one link), and the
    # client's contacts (two links, through the client)
    index = LexicalIndex(
        [
            doc("ledger", "Engagement 1", "To replace the paper booking ledger.", type="project"),
            doc("harbour", "Harbour Trust", "Runs ferry timetables.", type="company"),
            doc("imogen", "Imogen Reyes", "Runs engagements.", type="person"),
            doc("darya", "Darya Kuznetsova", "Operations.", type="person"),
            doc("noa", "Noa Friedman", "Finance.", type="person"),
            *FILLER,
        ]
    )
    edges = [
        Edge("ledger", "harbour", "for_client"),
        Edge("ledger", "imogen", "run_by"),
        Edge("darya", "harbour", "works_at"),
        Edge("noa", "harbour", "works_at"),
    ]

    # when the question asks for people at the client behind the project
    hits = query(index, edges, "contacts at the client for whom we replace the booking ledger")

    # then the client's people come before our staff member one link from the project
    found = ids(hits)
    assert sorted(found[:2]) == ["darya", "noa"]
    assert found.index("imogen") > 2
    assert {h.brain_id: h for h in hits}["noa"].path == ("ledger", "harbour", "noa")
    # asked without naming the client, the staff member one link away comes first
    assert ids(query(index, edges, "who replaces the booking ledger"))[0] == "imogen"


def test_a_relation_is_named_by_the_words_of_its_type() -> None:
    assert [stem(w) for w in ("reviewed", "reviews", "reviewer", "runs", "run", "owner")] == [
        "review",
        "review",
        "review",
        "run",
        "run",
        "own",
    ]
    # a y the ending turned into an i is a y again: one stem for the verb, its forms and doer
    words = ("supply", "supplies", "supplied", "supplier", "suppliers", "relies", "rely")
    assert [stem(w) for w in words] == ["supply"] * 5 + ["rely"] * 2
    assert names_relation(["relies_on"], query_relations(tokenize("what does the appeal rely on?")))
    stems = query_relations(tokenize("who reviewed the pricing memo?"))
    assert names_relation(["reviewed_by"], stems) and not names_relation(["authored_by"], stems)
    assert not names_relation(["links_to", "by"], stems)  # function words name nothing
    assert "review" in query_relations(tokenize("reviewed pricing memo"))


def test_a_question_naming_a_relation_lifts_the_pages_joined_by_it() -> None:
    # given: a memo with two authors and a reviewer, each joined by a typed relation
    index = LexicalIndex(
        [
            doc("memo", "Pricing memo", "Why usage pricing.", type="analysis"),
            doc("ada", "Ada Greco", "Analyst.", type="person"),
            doc("bo", "Bo Lund", "Analyst.", type="person"),
            doc("cy", "Cy Kern", "Head of finance.", type="person"),
            *FILLER,
        ]
    )
    edges = [
        Edge("memo", "ada", "authored_by"),
        Edge("memo", "bo", "authored_by"),
        Edge("memo", "cy", "reviewed_by"),
    ]

    # when the question names the relation, the reviewer comes first, the authors after
    found = ids(query(index, edges, "who reviewed the pricing memo?", now=NOW))
    assert found[0] == "cy" and found.index("ada") > found.index("memo")
    # naming the other relation ("authors": authored_by) lifts the authors
    assert sorted(ids(query(index, edges, "who authored the pricing memo?", now=NOW))[:2]) == [
        "ada",
        "bo",
    ]
    # a question naming no relation of these leaves the three alike
    alike = {h.brain_id: h.score for h in query(index, edges, "who is on the pricing memo?")}
    assert alike["ada"] == alike["bo"] == alike["cy"]


def test_a_relation_is_named_in_other_words_and_by_its_initials() -> None:
    def named(question: str, edge_type: str) -> bool:
        tokens = tokenize(question)
        return names_relation([edge_type], query_relations(tokens))

    # irregular forms and words of the same relation group
    assert named("who wrote the sepsis study?", "authored_by")
    assert named("who heads the lab?", "led_by")
    assert named("which team holds the grant?", "held_by")
    assert named("who looks after the footbridge?", "maintained_by")
    assert named("who signed off the relining job?", "approved_by")
    assert not named("who wrote the sepsis study?", "reviewed_by")
    assert named("who made the bus that burned?", "manufacturer")
    assert named("who guards the night buses?", "patrolled_by")
    assert named("who is the terminal's landlord?", "leased_from")
    assert named("who valets the trams?", "cleaning_contractor")
    assert named("who is the farm's lender?", "financed_by")
    assert named("who wrote the music for Ice and Ash?", "score_by")
    assert named("Which actors did we cast in The Last Shore", "stars")
    assert named("Who was DP on The Salt Road", "cinematography_by")
    assert named("Who collects the grain from Nørgaard Farm at harvest?", "hauled_by")
    assert named("Which merchant supplies Dunmore Farm?", "buys_inputs_from")
    assert named("Who does Haddad Farm bank with?", "financed_by")
    assert named("who constructed the Gannet?", "built_by")
    assert named("which contract did Voltaro win?", "awarded_to")
    assert named("where was the application lodged?", "submitted_to")
    assert named("which broadcaster ordered the series?", "commissioned_by")
    assert named("who recommends the spray programme?", "advised_by")
    assert named("who captains the Heron?", "commands")
    assert named("which trams are stabled at Fennick?", "houses")
    assert not named("which trams are stabled at Fennick?", "built_by")
    assert named("who keeps the budget for the school job?", "cost_consultant")
    assert named("foreman of the team on the culvert job", "led_by")
    assert named("who drafted the witness statement?", "authored_by")
    assert named("who discovered the flaw?", "found_by")
    assert named("who translates the novel?", "translator")
    assert named("who testified at the hearing?", "witness")
    assert named("where does Anna work?", "works_at")
    assert not named("what is Anna working on?", "works_at")
    assert not named("what is Anna working on?", "employed_by")
    assert named("who advises on smoke control at the tower?", "fire_engineer")
    assert named("who is designing the gardens at the hub?", "landscape_architect")
    assert not named("who is designing the gardens at the hub?", "fire_engineer")
    assert named("which vet originally saw the dog?", "first_seen_by")  # an irregular verb
    assert named("which builder is on site at the depot?", "main_contractor")  # contractors build
    assert named("who is paying for the promenade?", "commissioned_by")  # the client pays
    assert named("who owns the glassworks?", "subsidiary_of")  # owner, parent, subsidiary
    assert named("the quarry's parent company", "owned_by")
    assert not named("who owns the glassworks?", "supplied_by")
    # a word from the same root as an edge type's word: the doer, the deed and the done
    assert named("which distributors carry Hollow Season?", "distributed_by")
    assert named("who are the financiers of the slate?", "financed_by")
    assert not named("who are the financiers of the slate?", "filed_under")
    assert not named("which distributors carry Hollow Season?", "district")  # more than the root
    assert not named("What does Pinecrest Security do for us?", "patrolled_by")
    # a relation of several words by its initials
    assert named("who is PI on the milk bank grant?", "principal_investigator")
    assert not named("who is PI on the milk bank grant?", "reviewed_by")


def test_the_asked_for_type_is_found_after_which_what_and_a_possessive() -> None:
    def intent(question: str) -> str | None:
        return query_intent(tokenize(question))

    assert intent("Lee Seo-yeon works for which company?") == "company"
    assert intent("Olivier Lemaître works for which of our customers?") == "company"
    assert intent("Wang Fang's boss") == "person"
    assert intent("What is Nino Beridze's team building?") is None  # the team does something
    assert intent("members of the signals crew") == "person"
    assert intent("which crew repaired the culvert?") == "company"
    assert intent("talks given about sepsis") == "meeting"
    assert intent("publications from grant CHF-044") == "analysis"
    # further in, and after no asking word, a type word is what the question describes
    assert intent("a bad record held up every call") is None
    assert intent("the pump failed at the meeting") is None


def test_a_who_question_names_an_organisation_by_its_verb() -> None:
    assert query_agent(tokenize("who supplied the pipes?"), "person")
    assert query_agent(tokenize("who has usually looked after the bridge?"), "person")
    # "who's" is "who has" or "who is": the verb comes after it
    assert query_agent(tokenize("Who's directed blocks on Ward Nine?"), "person") == (
        query_agent(tokenize("who directed blocks on Ward Nine?"), "person")
    )
    assert query_agent(tokenize("which people supplied the pipes?"), "person") == frozenset()
    assert query_agent(tokenize("who supplied the pipes?"), "company") == frozenset()


def test_a_who_question_is_answered_by_the_organisation_its_verb_names() -> None:
    # given: a job with a manager, an approver and two suppliers
    index = LexicalIndex(
        [
            doc("job", "Viaduct gully clearance", "Clear the gullies.", type="project"),
            doc("ann", "Ann Lee", "Engineer.", type="person"),
            doc("bo", "Bo Sato", "Director.", type="person"),
            doc("quarry", "Quarrystone Precast", "Precast concrete.", type="company"),
            doc("plant", "Greyfield Plant Hire", "Plant hire.", type="company"),
            *FILLER,
        ]
    )
    edges = [
        Edge("job", "ann", "managed_by"),
        Edge("job", "bo", "approved_by"),
        Edge("job", "quarry", "supplied_by"),
        Edge("job", "plant", "supplied_by"),
    ]
    # when the question's verb names the suppliers' relation
    found = ids(query(index, edges, "who supplied the viaduct gully clearance?", now=NOW))
    # then the two suppliers come first, before the people
    assert sorted(found[:2]) == ["plant", "quarry"]
    # and a who-question whose verb names a person's relation keeps the person first
    assert ids(query(index, edges, "who approved the viaduct gully clearance?", now=NOW))[0] == (
        "bo"
    )


def test_a_page_of_the_asked_for_type_answers_through_pages_of_other_types() -> None:
    # given: a trust that awarded two grants, each held by a lab; a third lab it never funded
    index = LexicalIndex(
        [
            doc("trust", "Hartwell Trust", "A charity.", type="company"),
            doc("g1", "Grant HT-1", "Hip exercise.", type="project"),
            doc("g2", "Grant HT-2", "Falls after discharge.", type="project"),
            doc("bones", "Bone and Joint Lab", "Orthopaedics.", type="company"),
            doc("falls", "Falls Group", "Geriatrics.", type="company"),
            doc("heart", "Heart Lab", "Cardiology.", type="company"),
            *FILLER,
        ]
    )
    edges = [
        Edge("g1", "trust", "awarded_by"),
        Edge("g2", "trust", "awarded_by"),
        Edge("g1", "bones", "held_by"),
        Edge("g2", "falls", "held_by"),
    ]
    # when a question asks for companies through a named company
    found = ids(query(index, edges, "which labs has the Hartwell Trust given money to?", now=NOW))
    # then the labs it funded come first: the trust is what the question describes, so the
    # bonus for companies is theirs, not its; it comes next, before the grants between
    assert sorted(found[:2]) == ["bones", "falls"] and "heart" not in found
    assert found[2] == "trust"


def test_the_words_around_a_link_name_its_relation_when_no_type_does() -> None:
    # given: a film linking its crew by plain page links, each said in its sentence
    index = LexicalIndex(
        [
            doc("saltmarsh", "Saltmarsh", "Ada directs. Original score by Bo.", type="project"),
            *(doc(i, i.title(), "Freelance.", type="person") for i in ("ada", "bo")),
            doc("cy", "Cy", "Wrote the screenplay for Saltmarsh.", type="person"),
            *FILLER,
        ]
    )
    edges = [
        Edge("saltmarsh", "ada", "wiki_link", "directs"),
        Edge("saltmarsh", "bo", "wiki_link", "Original score by"),
        Edge("cy", "saltmarsh", "wiki_link", "Wrote the screenplay for"),  # said the other way
    ]
    # when / then: the person whose link the question's words describe comes first
    assert ids(query(index, edges, "who did the score for Saltmarsh?", now=NOW))[0] == "bo"
    assert ids(query(index, edges, "who wrote the screenplay of Saltmarsh?", now=NOW))[0] == "cy"
    assert ids(query(index, edges, "who directs Saltmarsh?", now=NOW))[0] == "ada"
    # (a form of the word no document holds as it is describes the link too)
    assert ids(query(index, edges, "who is directing Saltmarsh?", now=NOW))[0] == "ada"
    # a word of the question that is a type word or the film's own name describes nothing
    graph = EdgeGraph(edges)
    assert graph.described("saltmarsh", "bo", {"score"}) and graph.described(
        "bo", "saltmarsh", {"score"}
    )
    assert not graph.described("saltmarsh", "ada", {"score"})
    # and which of the words describe it, either way: two steps of a path named by two
    # different words count twice, by one word once
    assert graph.describing("bo", "saltmarsh", frozenset({"score", "direct"})) == {"score"}
    assert graph.describing("saltmarsh", "ada", frozenset({"score"})) == frozenset()


def test_a_question_about_a_page_lists_the_papers_it_cites_right_after_it() -> None:
    # given: an incident citing its loss report and its claim, and a rental company whose page
    # says more about cameras and loss than either paper
    index = LexicalIndex(
        [
            doc("loss", "Schiphol camera loss", "A camera case lost in transit.", type="note"),
            doc("report", "Loss report", "Case 7 missing at Schiphol.", kind="evidence"),
            doc("claim", "Equipment claim", "Claim for the camera case.", kind="evidence"),
            doc(
                "rental",
                "Lumaforge",
                "Camera rental. Camera loss cover. Camera loss.",
                type="company",
            ),
            *FILLER,
        ]
    )
    edges = [
        Edge("loss", "report", "cites"),
        Edge("loss", "claim", "cites"),
        Edge("loss", "rental", "vendor_involved"),
    ]
    # when / then: what happened, then the papers that say so
    found = ids(query(index, edges, "What happened with the Schiphol camera loss?", now=NOW))
    assert found[0] == "loss" and sorted(found[1:3]) == ["claim", "report"]


def test_a_question_asking_a_fact_of_a_page_finds_it_in_the_papers_the_page_cites() -> None:
    # given: a stack collapse citing the incident report that gives the wind, and the pages
    # around it (the yard, the crane driver, the weekly meeting), whose links name the collapse
    index = LexicalIndex(
        [
            doc("collapse", "Kerrin stack collapse", "Row 4 of block B3 fell.", type="note"),
            doc(
                "report",
                "Incident report IR-88",
                "Gusts reached 38 m/s; strong wind toppled the empty boxes.",
                kind="evidence",
            ),
            doc("photos", "Photo log", "Twelve photos of block B3.", kind="evidence"),
            doc(
                "yard",
                "Yard block B3",
                "Empties. See [[collapse|Kerrin stack collapse]].",
                type="concept",
            ),
            doc(
                "driver",
                "Ana Costa",
                "Crane driver on the Kerrin stack collapse night.",
                type="person",
            ),
            doc(
                "weekly",
                "Weekly ops meeting",
                "Reviewed the Kerrin stack collapse.",
                type="meeting",
            ),
            *FILLER,
        ]
    )
    edges = [
        Edge("collapse", "report", "cites"),
        Edge("collapse", "photos", "cites"),
        Edge("collapse", "yard", "occurred_at"),
        Edge("driver", "collapse", "involved_in"),
        Edge("weekly", "collapse", "discussed"),
    ]

    def first(text: str) -> list[str]:
        return ids(query(index, edges, text, now=NOW))[:2]

    # when / then: the page, then the paper that holds what is asked, before the pages around
    assert first("Kerrin stack collapse: how strong were the gusts?") == ["collapse", "report"]
    assert first("How strong were the gusts in the Kerrin stack collapse?") == [
        "collapse",
        "report",
    ]


def test_who_with_a_verb_before_a_person_asks_for_someone_around_them() -> None:
    # given: Owen farms Marsh Lane, which grows for a maltings; he is a member of a co-op
    index = LexicalIndex(
        [
            doc("owen", "Owen Pritchard", "Farmer at Marsh Lane.", type="person"),
            doc("farm", "Marsh Lane Farm", "Barley and potatoes.", type="company"),
            doc("maltings", "Castleford Maltings", "Buys malting barley.", type="company"),
            doc("coop", "Wyrelands Cooperative", "A growers' co-op.", type="company"),
            doc("ruth", "Ruth Penhaligon", "Member grower.", type="person"),
            doc("callum", "Callum Reid", "Member grower.", type="person"),
            *FILLER,
        ]
    )
    edges = [
        Edge("farm", "owen", "farmed_by"),
        Edge("farm", "maltings", "grows_for"),
        Edge("owen", "coop", "member_of"),
        Edge("ruth", "coop", "member_of"),
        Edge("callum", "coop", "member_of"),
    ]

    def found(text: str) -> list[str]:
        return ids(query(index, edges, text, now=NOW))

    # when / then: "who" with a verb asks for someone around him, the buyer first
    buyers = found("Who buys what Owen Pritchard grows?")
    assert buyers.index("maltings") < min(buyers.index("ruth"), buyers.index("callum"))
    assert buyers.index("maltings") < buyers.index("owen")
    # "who is" still asks for him
    assert found("Who is Owen Pritchard?")[0] == "owen"


def test_a_phrase_closing_with_what_a_person_has_asks_around_them() -> None:
    # given: two applications Tomás is the case officer of, and a guidance note that says
    # "caseload" and his name more often than anything else does
    index = LexicalIndex(
        [
            doc("tomas", "Tomás Herrera", "Planning case officer at the borough.", type="person"),
            doc("app1", "Application 24/1178/FUL", "Rooftop extension.", type="note"),
            doc("app2", "Application 24/0733/REG3", "School classroom block.", type="note"),
            doc("council", "Ashcombe Borough Council", "Planning authority.", type="company"),
            doc(
                "guidance",
                "Caseload guidance",
                "Caseload limits: the caseload of each officer, Tomás Herrera included, is capped.",
                type="note",
            ),
            *FILLER,
        ]
    )
    edges = [
        Edge("app1", "tomas", "case_officer"),
        Edge("app2", "tomas", "case_officer"),
        Edge("tomas", "council", "works_for"),
    ]

    # when
    found = ids(query(index, edges, "Tomás Herrera's caseload", now=NOW))

    # then: what he has (the pages around him), not the note that names the word best
    assert found[:3] == ["tomas", "app1", "app2"]
    assert found.index("guidance") > found.index("app2")


def test_a_question_for_what_a_page_does_puts_its_answers_before_it() -> None:
    # given: Layla leads two matters
    index = LexicalIndex(
        [
            doc("layla", "Layla Haddad", "Partner, disputes.", type="person"),
            doc("m1", "Polaris v Norgate", "Charterparty dispute.", type="project"),
            doc("m2", "Qasr v Alcazar", "Construction arbitration.", type="project"),
            *FILLER,
        ]
    )
    edges = [Edge("m1", "layla", "led_by"), Edge("m2", "layla", "led_by")]

    def found(text: str) -> list[str]:
        return ids(query(index, edges, text, now=NOW))

    # when / then: what she is running comes before her page
    assert set(found("What is Layla Haddad running?")[:2]) == {"m1", "m2"}
    assert set(found("what does Layla Haddad handle?")[:2]) == {"m1", "m2"}
    # what her page says of her is asked of her
    assert found("What is Layla Haddad responsible for?")[0] == "layla"


def test_a_question_for_what_a_page_does_reads_a_name_written_apart_and_together() -> None:
    # given: Kim Min-jun (also written "Kim Minjun") is fixing two bugs
    index = LexicalIndex(
        [
            doc("kim", "Kim Min-jun", "QA engineer.", type="person", aliases=("Kim Minjun",)),
            doc("b1", "Lobby drop bug", "Players dropped from the lobby.", type="note"),
            doc("b2", "Save corruption bug", "Saves lost on exit.", type="note"),
            *FILLER,
        ]
    )
    edges = [Edge("b1", "kim", "assigned_to"), Edge("b2", "kim", "assigned_to")]

    # when
    found = ids(query(index, edges, "What is Kim Min-jun fixing at the moment?", now=NOW))

    # then: what he is fixing comes before his page
    assert set(found[:2]) == {"b1", "b2"}


def test_a_phrase_with_an_irregular_participle_asks_around_the_page_it_names() -> None:
    # given: two notes Fatima wrote, and a handbook page that says "notes" most
    index = LexicalIndex(
        [
            doc("fatima", "Fatima Zahra Bennani", "Knowledge lawyer.", type="person"),
            doc("n1", "Arbitration clauses", "Model clauses.", type="note"),
            doc("n2", "Marking without prejudice", "How to mark letters.", type="note"),
            doc("hb", "Note-taking", "Notes, notes and more notes by Fatima.", type="note"),
            *FILLER,
        ]
    )
    edges = [Edge("n1", "fatima", "written_by"), Edge("n2", "fatima", "written_by")]

    # when
    found = ids(query(index, edges, "notes written by Fatima Zahra Bennani", now=NOW))

    # then: the notes she wrote, before anything else that says "notes"
    assert set(found[:2]) == {"n1", "n2"}


def test_run_is_read_as_a_participle_in_a_phrase() -> None:
    # given: two sites Wawel builds, and a guide that says "sites" and "Wawel" most
    index = LexicalIndex(
        [
            doc("wawel", "Wawel Budownictwo", "A building contractor.", type="company"),
            doc("depot", "Podgórze Tram Depot", "A depot made into a market.", type="project"),
            doc("park", "Vistula Riverside Park", "A park along the river.", type="project"),
            doc("guide", "Site rules", "Sites, sites: how Wawel sites are run.", type="note"),
            *FILLER,
        ]
    )
    edges = [Edge("depot", "wawel", "main_contractor"), Edge("park", "wawel", "main_contractor")]

    # when
    found = ids(query(index, edges, "sites run by Wawel Budownictwo", now=NOW))

    # then: the company, then the sites it runs, before anything else that says "sites"
    assert found[0] == "wawel"
    assert set(found[1:3]) == {"depot", "park"}


def test_a_keyword_search_closing_with_an_ing_word_asks_around_no_page() -> None:
    # given: a page aliased "Reefer logistics" with seven neighbours that say neither word,
    # and the two documents that say both
    index = LexicalIndex(
        [
            doc(
                "cold-chain",
                "Cold chain",
                "How we move chilled goods.",
                aliases=("Reefer logistics",),
                type="concept",
            ),
            *(
                doc(f"n{n}", f"Carrier {n}", "Moves containers by sea.", type="company")
                for n in range(7)
            ),
            doc("q1", "Winter rates", "Reefer pricing for the winter season.", type="note"),
            doc("q2", "Rate card", "Our reefer container pricing by lane.", type="note"),
            doc("other", "Reefer maintenance", "Reefer units need checks.", type="note"),
            *FILLER,
        ]
    )
    edges = [Edge(f"n{n}", "cold-chain", "part_of") for n in range(7)]

    # when the last word ends in "-ing", in either order, or is a word no document holds
    forward = query(index, edges, "reefer pricing", now=NOW)
    backward = query(index, edges, "pricing reefer", now=NOW)
    unheld = query(index, edges, "reefer training", now=NOW)

    # then the keywords are searched for: the documents holding both words come first, as
    # for the other order, and no neighbour is lifted above a text hit
    assert set(ids(forward)[:2]) == {"q1", "q2"}
    assert ids(forward) == ids(backward)
    assert phrase_asking(index, ["reefer", "pricing"], []) is None
    texts = [hit for hit in unheld if hit.matched != "graph"]
    assert all(
        hit.score < min(text.score for text in texts) for hit in unheld if hit.matched == "graph"
    )


def test_a_hits_matched_and_path_agree() -> None:
    # given: a page that says the query's words, and two notes about it that say them too
    index = LexicalIndex(
        [
            doc(
                "cold-chain",
                "Cold chain",
                "Reefer pricing is set per lane.",
                aliases=("Reefer logistics",),
                type="concept",
            ),
            doc("q1", "Winter rates", "Reefer pricing for the winter season.", type="note"),
            doc("q2", "Rate card", "Our pricing by lane.", type="note"),
            *FILLER,
        ]
    )
    edges = [Edge("q1", "cold-chain", "about"), Edge("q2", "cold-chain", "about")]

    # when
    hits = query(index, edges, "reefer pricing", now=NOW)

    # then: the page, reached back from its notes but shown by its own text, is a text hit;
    # a hit is "both" only with the page it was reached through on its path
    assert hits[0].brain_id == "cold-chain"
    assert (hits[0].matched, hits[0].path) == ("text", ("cold-chain",))
    assert {hit.matched for hit in hits[1:]} == {"both"}
    for hit in hits:
        assert (hit.path == (hit.brain_id,)) == (hit.matched == "text"), hit


def test_a_phrase_headed_by_a_noun_of_two_words_asks_around_the_page_it_names() -> None:
    # given: two work orders Quarrystone supplied, and a crew's page that says "work orders"
    # and "Quarrystone" more than they do
    index = LexicalIndex(
        [
            doc("quarry", "Quarrystone Precast", "Precast concrete supplier.", type="company"),
            doc("wo1", "WO-2392 Kerb replacement", "Kerbs on Mill Road.", type="note"),
            doc("wo2", "WO-2417 Culvert headwall", "Headwall rebuilt.", type="note"),
            doc(
                "crew",
                "Concrete crew",
                "Work orders and more work orders for concrete from Quarrystone.",
                type="company",
            ),
            *FILLER,
        ]
    )
    edges = [Edge("wo1", "quarry", "supplied_by"), Edge("wo2", "quarry", "supplied_by")]

    # when
    found = ids(query(index, edges, "work orders sourced from Quarrystone Precast", now=NOW))

    # then: the supplier and what it supplied, before the page that only says the words
    assert found[:3] == ["quarry", "wo1", "wo2"]


def test_the_words_outside_a_name_are_read_as_the_question_writes_them() -> None:
    # given: a question whose last word shares its stem with a word of the name it holds
    tokens = tokenize("Where does the Infrastructure Working Group's chair work?")

    # when
    outside = outside_name(tokens, frozenset({"infrastructure", "working", "group"}))

    # then: "work" is outside the name (it names the employer), "working" is not, and the
    # possessive's "s" is no word at all
    assert outside == {stem("chair"), stem("work")}


def test_a_plain_link_is_named_by_a_word_of_the_group_of_the_words_around_it() -> None:
    # given: a corridor scheme whose page links its funder and its designer in prose only
    index = LexicalIndex(
        [
            doc("corridor", "Harbour Road corridor", "Bus priority scheme.", type="project"),
            doc("council", "Brennmouth City Council", "The city council.", type="company"),
            doc("arden", "Arden Studio", "Street design studio.", type="company"),
            *FILLER,
        ]
    )
    edges = [
        Edge("corridor", "council", "wiki_link", "Funded by"),
        Edge("corridor", "arden", "wiki_link", "Designed with"),
    ]

    def found(text: str) -> list[str]:
        return ids(query(index, edges, text, now=NOW))

    # when / then: "pays" is of the group of "funded": the funder answers, the designer not
    assert found("Harbour Road corridor: who pays?")[0] == "council"
    payer = found("which organisation is the payer for the Harbour Road corridor?")
    assert payer.index("council") < payer.index("corridor") < payer.index("arden")


def test_a_plain_link_after_by_is_read_the_way_it_runs() -> None:
    # given: the council manages the Harbour Trust, which manages two sites, all said in
    # prose only
    index = LexicalIndex(
        [
            doc("trust", "Harbour Trust", "A charitable trust.", type="company"),
            doc("council", "Brennmouth Council", "The city council.", type="company"),
            doc("quay", "Old Quay", "A listed quay.", type="project"),
            doc("dock", "Graving Dock", "A dry dock.", type="project"),
            *FILLER,
        ]
    )
    edges = [
        Edge("trust", "council", "wiki_link", "Managed by"),
        Edge("quay", "trust", "wiki_link", "Managed by"),
        Edge("dock", "trust", "wiki_link", "Day to day it is managed by"),
    ]

    def found(text: str) -> list[str]:
        return ids(query(index, edges, text, now=NOW))

    # when / then: what the trust manages, before the council that manages it
    for question in ("what is managed by the Harbour Trust?", "what does Harbour Trust manage?"):
        managed = found(question)
        assert {"quay", "dock"} < set(managed[:3]), question
        assert managed.index("council") == 3, question
    # and the one that manages it first, when that is what is asked
    assert found("who manages the Harbour Trust?")[0] == "council"
    # the graph reads which way a link runs from the words before it
    graph = EdgeGraph(edges)
    assert graph.by_agent("trust", "council") and not graph.by_agent("council", "trust")
    assert context_words("Managed by") == {"manag", BY_AGENT}
    assert BY_AGENT not in context_words("Funded by the city and Arden")


def test_who_with_a_verb_a_plain_link_holds_is_answered_by_an_organisation_too() -> None:
    # given: a ferry whose page says in prose who built it and who surveyed its hull
    index = LexicalIndex(
        [
            doc("gannet", "MV Gannet", "Passenger ferry.", type="concept"),
            doc("yard", "Heron Marine Yard", "Shipyard.", type="company"),
            doc("anna", "Anna Berg", "Marine surveyor.", type="person"),
            *FILLER,
        ]
    )
    edges = [
        Edge("gannet", "yard", "wiki_link", "Built at"),
        Edge("gannet", "anna", "wiki_link", "Hull surveyed by"),
    ]

    # when / then: the yard the verb after "who" describes the link to, before the person
    # whose link shares another word with the question
    for text in ("who built the hull of MV Gannet?", "who constructed MV Gannet's hull?"):
        assert ids(query(index, edges, text, now=NOW))[0] == "yard"


def test_a_question_says_which_way_between_ranks_it_asks() -> None:
    # given: Anna reports to Margarethe, and Hannah and Giorgos report to Anna
    index = LexicalIndex(
        [
            doc("anna", "Anna Lindqvist", "Project engineer.", type="person"),
            doc("margarethe", "Margarethe Vollmer", "Head of structures.", type="person"),
            doc("hannah", "Hannah Becker", "Engineer.", type="person"),
            doc("giorgos", "Giorgos Papadakis", "Engineer.", type="person"),
            *FILLER,
        ]
    )
    edges = [
        Edge("anna", "margarethe", "reports_to"),
        Edge("hannah", "anna", "reports_to"),
        Edge("giorgos", "anna", "reports_to"),
    ]

    def first(text: str) -> list[str]:
        return ids(query(index, edges, text, now=NOW))

    # when / then: the one above for a supervisor, those below for who reports to her
    assert first("Anna Lindqvist's supervisor")[0] == "margarethe"
    assert first("who does Anna Lindqvist report to?")[0] == "margarethe"
    assert sorted(first("who reports to Anna Lindqvist?")[:2]) == ["giorgos", "hannah"]
    assert sorted(first("people managed by Anna Lindqvist")[:2]) == ["giorgos", "hannah"]
    assert asked_way(tokenize("Anna Lindqvist's direct reports"), {"anna", "lindqvist"}) == "down"
    assert asked_way(tokenize("who is on Anna Lindqvist's team?"), {"anna", "lindqvist"}) is None
    assert [rank_way(k) for k in ("reports_to", "managed_by", "manages", "works_at")] == [
        "up",
        "up",
        "down",
        None,
    ]


def test_a_type_word_opening_a_name_a_possessive_closes_is_part_of_that_name() -> None:
    # given: teams titled "Team ..." (so "team" names this brain's concept pages), their
    # members, and the studio they are part of
    index = LexicalIndex(
        [
            *(
                doc(f"team-{w}", f"Team {w.title()}", type="concept")
                for w in ("basalt", "quill", "wren")
            ),
            doc("ada", "Ada Obi", "Level designer.", type="person"),
            doc("bo", "Bo Lind", "Engine programmer.", type="person"),
            doc("studio", "Lanternfish Interactive", "Our studio.", type="company"),
            *FILLER,
        ]
    )
    edges = [
        Edge("ada", "team-basalt", "member_of"),
        Edge("bo", "team-basalt", "member_of"),
        *(Edge(f"team-{w}", "studio", "part_of") for w in ("basalt", "quill", "wren")),
    ]
    tokens = tokenize("Team Basalt's members")
    # when / then: the question asks for people (the word after the possessive), not teams
    assert asked_for(index, tokens, named=False) == ("members", "person")
    assert asked_for(index, tokenize("Team Basalt members"), named=False)[1] == "concept"
    found = ids(query(index, edges, "Team Basalt's members", now=NOW))
    assert sorted(found[:2]) == ["ada", "bo"] and found[2] == "team-basalt"


def test_a_path_through_the_named_relation_beats_one_that_passes_it_up() -> None:
    # given: a paper, reviewed by someone of one lab, written by someone of another, and
    # presented at an event hosted by a third
    index = LexicalIndex(
        [
            doc("paper", "Troponin after a marathon", "Findings.", type="analysis"),
            doc("rev", "Rana Khoury", "Reviewer.", type="person"),
            doc("auth", "Wang Fang", "Author.", type="person"),
            doc("club", "Journal club", "Monthly.", type="meeting"),
            doc("mind", "Mental Health Group", "Psychiatry.", type="company"),
            doc("heart", "Cardiac Imaging Unit", "Echo.", type="company"),
            doc("host", "Transplant Unit", "Kidneys.", type="company"),
            *FILLER,
        ]
    )
    edges = [
        Edge("paper", "rev", "reviewed_by"),
        Edge("paper", "auth", "authored_by"),
        Edge("club", "paper", "presents"),
        Edge("club", "host", "hosted_by"),
        Edge("rev", "mind", "member_of"),
        Edge("auth", "heart", "member_of"),
    ]
    # when the question names the first hop's relation ("reviewer": reviewed_by)
    question = "what lab is the internal reviewer of the troponin after a marathon paper in?"
    found = [hit for hit in query(index, edges, question, now=NOW) if hit.brain_id in LABS]
    # then the reviewer's lab comes first, through the reviewer
    assert found[0].brain_id == "mind" and found[0].path == ("paper", "rev", "mind")
    assert found[0].score > found[1].score


LABS = {"mind", "heart", "host"}


def test_who_is_a_name_asks_for_that_document_not_the_people_around_it() -> None:
    # given: a company and its three people
    index = LexicalIndex(
        [
            doc("blue", "Bluewater Hosting Ltd", "Hosts mirrors.", type="company"),
            *(doc(f"p{n}", f"Person {n}", "Engineer.", type="person") for n in range(3)),
            *FILLER,
        ]
    )
    edges = [Edge(f"p{n}", "blue", "works_for") for n in range(3)]
    # then: "who are <its name>" is about the company; "who works for it" asks for people
    assert ids(query(index, edges, "who are Bluewater Hosting Ltd?", now=NOW))[0] == "blue"
    found = ids(query(index, edges, "who works for Bluewater Hosting Ltd?", now=NOW))
    assert sorted(found[:3]) == ["p0", "p1", "p2"]


def test_a_question_naming_only_a_relation_lifts_the_pages_it_joins() -> None:
    # given: a library that depends on two others and is mentioned by a third
    index = LexicalIndex(
        [
            doc("marlpit", "Marlpit", "A parser.", type="project"),
            doc("gannet", "Gannet", "Compression.", type="project"),
            doc("sundial", "Sundial", "Dates.", type="project"),
            doc("notes", "Release notes", "About parsers.", type="note"),
            *FILLER,
        ]
    )
    edges = [
        Edge("marlpit", "gannet", "depends_on"),
        Edge("marlpit", "sundial", "depends_on"),
        Edge("notes", "marlpit", "mentions"),
    ]
    # when the question asks for no type but names the relation
    hits = {h.brain_id: h.score for h in query(index, edges, "what does Marlpit depend on?")}
    # then the pages it depends on are its answers: they come before Marlpit itself, which
    # comes before the page that only mentions it
    assert hits["gannet"] == hits["sundial"] > hits["marlpit"] > hits["notes"]


def test_a_question_naming_two_relations_follows_both_to_its_answer() -> None:
    # given: a team that develops a game its publisher releases, and a snapshot of that game;
    # the question names the team by part of its name, so no page is named whole and the walk
    # ranks the answers (ranker.answers orders the pages around a page named whole)
    index = LexicalIndex(
        [
            doc("quill", "Team Quill Studio", "A game team.", type="concept"),
            doc("dawn", "Dawnsmith", "An action game.", type="project"),
            doc("kumo", "Kumo Entertainment", "A company in Tokyo.", type="company"),
            doc("beta", "Beta 0.9", "A snapshot.", type="note"),
            *FILLER,
        ]
    )
    edges = [
        Edge("quill", "dawn", "develops"),
        Edge("dawn", "kumo", "published_by"),
        Edge("beta", "dawn", "snapshot_of"),
    ]
    # when a question with no type word names both relations ("makes", "publisher")
    found = ids(
        query(index, edges, "which publisher releases the game Team Quill makes?", options=WALK)
    )
    # then the publisher, at the end of both, comes before the game in between (an edge the
    # question names leads on from it), which comes before the snapshot no named edge reaches
    assert found.index("kumo") < found.index("dawn") < found.index("beta")


def test_the_page_a_question_describes_gives_the_intent_bonus_to_its_answers() -> None:
    # given: a person who works at a studio, a colleague there, and an article about her
    index = LexicalIndex(
        [
            doc("tania", "Tania Rahman", "A producer.", type="person"),
            doc("omar", "Omar Said", "A producer too.", type="person"),
            doc("studio", "Lanternfish Interactive", "A studio.", type="company"),
            doc("copper", "Copper surfaces and bacterial load", "Wards.", type="analysis"),
            doc("tin", "Tin surfaces on wards", "Copper surfaces compared.", type="analysis"),
            *FILLER,
        ]
    )
    edges = [
        Edge("tania", "studio", "works_at"),
        Edge("omar", "studio", "works_at"),
        Edge("copper", "tania", "authored_by"),
    ]
    # when a who-question names her and a relation she has ("employs": works_at)
    found = ids(query(index, edges, "Who employs Tania Rahman?", now=NOW))
    # then her employer answers it, before her (the bonus for people is not hers)
    assert found.index("studio") < found.index("tania")
    # and a question that names a page with no relation keeps the named page first
    found = ids(query(index, edges, "Find the article about copper surfaces and bacterial load"))
    assert found[0] == "copper"


def test_a_query_that_is_exactly_a_name_finds_that_document_first() -> None:
    # given: a game, and two build notes whose longer titles hold its name and whose bodies
    # repeat it; a team page (a concept here) joined to three companies
    index = LexicalIndex(
        [
            doc("saltmarsh", "Saltmarsh Requiem", "A narrative game.", type="project"),
            *(
                doc(f"beta-{n}", f"Saltmarsh Requiem beta 0.{n}", "Saltmarsh Requiem " * 4)
                for n in (8, 9)
            ),
            doc("heron", "Team Heron", "Builds it.", type="concept"),
            *(doc(f"co-{n}", f"Studio {n}", "A studio.", type="company") for n in range(3)),
            *FILLER,
        ]
    )
    edges = [Edge("heron", f"co-{n}", "works_with") for n in range(3)]
    # then: the exact name comes first, and "Team Heron" asks for no company ("team")
    assert ids(query(index, edges, "Saltmarsh Requiem", now=NOW))[0] == "saltmarsh"
    assert ids(query(index, edges, "Team Heron", now=NOW))[0] == "heron"


def test_a_type_word_names_the_type_this_brains_titles_give_it() -> None:
    # given: teams written as concept pages titled "Team ..." (English makes a team a company)
    teams = [doc(f"team-{n}", f"Team {n}", "A team.", type="concept") for n in ("a", "b", "c")]
    index = LexicalIndex(
        [
            *teams,
            doc("game", "Hollow Lighthouse", "A game.", type="project"),
            doc("pub", "Paragon Arcade", "A publisher.", type="company"),
            *FILLER,
        ]
    )
    edges = [Edge("game", "team-b", "made_by"), Edge("game", "pub", "published_by")]
    # then: "which team" asks for concepts here: the team first, not the publisher
    found = ids(query(index, edges, "which team makes Hollow Lighthouse?", now=NOW))
    assert found.index("team-b") < found.index("pub")
    assert titled_type(index, "team") == "concept" and titled_type(index, "teams") == "concept"
    assert titled_type(index, "who") is None  # words for people keep their type


def test_a_text_hit_lifted_by_a_better_match_stops_below_it() -> None:
    # its own text is lower than the seed's: it may rise to just below the seed, not past
    assert (
        RankOptions(both_bonus=0.5).both_score(0.9, 0.5, 1.0) == pytest.approx(1.0)
        and RankOptions(both_bonus=0.5).both_score(0.9, 0.5, 1.0) < 1.0
    )
    # no cap when it matches as well or better on its own
    assert RankOptions(both_bonus=0.1).both_score(1.0, 0.5, 1.0) == pytest.approx(1.05)
    # never below its own text score
    assert RankOptions(both_bonus=0.1).both_score(0.5, 0.1, 0.6) == pytest.approx(0.51)


def test_a_name_written_run_together_or_apart_finds_its_page() -> None:
    # given a company titled in two words, another known by a run-together alias, and a page
    # that only shares the words
    index = LexicalIndex(
        [
            doc("goat-labs", "Goat Labs", "Builds herd software.", type="company"),
            doc("acme", "Acme", "Runs a cloud.", aliases=("AcmeCloud",), type="company"),
            doc("farm", "Farm notes", "Goat pens and soil labs."),
            *FILLER,
        ]
    )
    # then the squashed name finds the two-word title, first, as a name match
    hits = query(index, [], "Goatlabs pricing", now=NOW)
    assert hits[0].brain_id == "goat-labs"
    assert name_compounds(index, ["goatlabs", "pricing"]) == ["goat", "labs", "pricing"]
    # and the words written apart find the run-together alias, their own matches kept
    assert name_compounds(index, ["acme", "cloud"]) == ["acme", "cloud", "acmecloud"]
    assert ids(query(index, [], "acme cloud", now=NOW))[0] == "acme"
    # a word some name holds, or one whose halves are in no one name, is left as it is
    assert name_compounds(index, ["goat", "notebook"]) == ["goat", "notebook"]
    assert name_compounds(index, ["goatsoil"]) == ["goatsoil"]


def test_graph_expansion_follows_edges_backwards() -> None:
    edges = [Edge("sarah-chen", "acme-corp", "works_at")]
    hits = query(widget_brain(), edges, "widgets", now=NOW)
    assert [(h.brain_id, h.matched, h.path) for h in hits] == [
        ("acme-corp", "text", ("acme-corp",)),
        ("sarah-chen", "graph", ("acme-corp", "sarah-chen")),
    ]
    assert hits[1].score == pytest.approx(0.5 / 61, rel=1e-12)


def test_a_text_hit_that_is_also_a_neighbour_is_matched_both_when_shown_with_its_path() -> None:
    # given: two text hits linked to each other; each is a seed and reaches the other
    index = LexicalIndex(
        [
            doc("acme-corp", "Acme Corp", "widgets widgets widgets"),
            doc("sarah-chen", "Sarah Chen", "Sells widgets to customers across the region."),
            *FILLER,
        ]
    )
    edges = EdgeGraph([Edge("acme-corp", "sarah-chen", "wiki_link")])
    # when
    hits = query(index, edges, "widgets", now=NOW)
    # then: max(text, graph) + 0.1 * min(text, graph); text scores are the larger (1/61 and
    # 1/62 against half of those), so the paths are the direct ones, and a hit shown with
    # its own id as its path is a text hit (`matched` and `path` agree)
    assert [(h.brain_id, h.matched, h.path) for h in hits] == [
        ("acme-corp", "text", ("acme-corp",)),
        ("sarah-chen", "text", ("sarah-chen",)),
    ]
    assert hits[0].score == pytest.approx(1 / 61 + 0.1 * (0.5 / 62), rel=1e-12)
    # sarah-chen's graph score comes from acme-corp, the better text match: with it she would
    # pass acme-corp's text score (1/61), so she stops just below it
    assert 1 / 62 + 0.1 * (0.5 / 61) > 1 / 61
    assert hits[1].score == pytest.approx(1 / 61, rel=1e-8) and hits[1].score < 1 / 61
    # when: hops keep the seed's whole score, so sarah-chen's graph score (1/61) is the larger
    hits = query(index, edges, "widgets", now=NOW, options=RankOptions(hop_decay=1.0))
    # then: its path is the graph path, and it is matched "both"
    assert [(h.brain_id, h.matched, h.path) for h in hits] == [
        ("acme-corp", "text", ("acme-corp",)),
        ("sarah-chen", "both", ("acme-corp", "sarah-chen")),
    ]
    assert hits[0].score == pytest.approx(1 / 61 + 0.1 / 62, rel=1e-12)
    # max(1/62, 1/61) + 0.1 * min(...), but not past acme-corp's text score, whence it came
    assert hits[1].score == pytest.approx(1 / 61, rel=1e-8) and hits[1].score < 1 / 61


def test_evidence_and_citations_are_never_walked() -> None:
    # given: the page cites evidence, relates to evidence that links on to a page, cites a page
    # (not a real citation, but a cites edge) and links to a missing document
    index = LexicalIndex(
        [
            doc("acme-corp", "Acme Corp", "widgets"),
            doc("ev-kickoff", "Kickoff transcript", "We talked.", kind="evidence"),
            doc("behind-evidence", "Behind evidence", "Only reachable through evidence."),
            doc("cited-page", "Cited page", "Only reachable by a cites edge."),
        ]
    )
    edges = [
        Edge("acme-corp", "ev-kickoff", "cites"),
        Edge("acme-corp", "ev-kickoff", "about"),
        Edge("ev-kickoff", "behind-evidence", "wiki_link"),
        Edge("acme-corp", "cited-page", "cites"),
        Edge("acme-corp", "ghost", "wiki_link"),
        Edge("ghost", "behind-evidence", "wiki_link"),
    ]
    # when
    hits = query(index, edges, "widgets", now=NOW)
    # then
    assert [(h.brain_id, h.matched) for h in hits] == [("acme-corp", "text")]


def test_an_evidence_text_hit_is_a_hit_but_no_seed() -> None:
    index = LexicalIndex(
        [
            doc("ev-kickoff", "Kickoff transcript", "widgets", kind="evidence"),
            doc("sarah-chen", "Sarah Chen", "VP."),
        ]
    )
    hits = query(index, [Edge("ev-kickoff", "sarah-chen", "wiki_link")], "widgets", now=NOW)
    assert ids(hits) == ["ev-kickoff"]


# --- status filters -------------------------------------------------------------------------


def status_brain() -> tuple[LexicalIndex, list[Edge]]:
    index = LexicalIndex(
        [
            doc("acme-corp", "Acme Corp", "widgets"),
            doc("old-acme", "Old Acme", "widgets", status="merged"),
            doc("acme-2019", "Acme 2019", "widgets", status="archived"),
            doc("behind-merged", "Behind merged", "Only reachable through the tombstone."),
            *FILLER,
        ]
    )
    edges = [Edge("acme-corp", "old-acme", "wiki_link"), Edge("old-acme", "behind-merged", "x")]
    return index, edges


def test_merged_and_archived_documents_are_neither_hits_nor_hops_by_default() -> None:
    index, edges = status_brain()
    hits = query(index, edges, "widgets", now=NOW)
    assert [(h.brain_id, h.matched, h.path) for h in hits] == [
        ("acme-corp", "text", ("acme-corp",))
    ]


def test_merged_and_archived_documents_are_included_when_asked() -> None:
    index, edges = status_brain()
    merged = query(index, edges, "widgets", include_merged=True, now=NOW)
    assert [(h.brain_id, h.matched, h.path) for h in merged] == [
        ("acme-corp", "text", ("acme-corp",)),
        ("old-acme", "text", ("old-acme",)),
        ("behind-merged", "graph", ("old-acme", "behind-merged")),
    ]
    archived = query(index, edges, "widgets", include_archived=True, now=NOW)
    assert ids(archived) == ["acme-2019", "acme-corp"]  # equal scores: by id
    everything = query(index, edges, "widgets", include_merged=True, include_archived=True)
    assert set(ids(everything)) == {"acme-corp", "old-acme", "acme-2019", "behind-merged"}


# --- recency, limits, order -----------------------------------------------------------------


def test_of_two_equal_text_matches_the_newer_ranks_first() -> None:
    # given: the same text; the older one sorts first by id
    index = LexicalIndex(
        [
            doc("a-old", "Report", "quarterly widgets", updated=NOW - timedelta(days=90)),
            doc("b-new", "Report", "quarterly widgets", updated=NOW),
            doc("c-undated", "Report", "quarterly widgets", updated=None),
        ]
    )
    # when
    hits = query(index, [], "quarterly widgets", now=NOW)
    # then: equal matches share rank 1 in the BM25 list; 0.95 + 0.05 * recency
    assert ids(hits) == ["b-new", "a-old", "c-undated"]
    assert hits[0].score == pytest.approx(1 / 61, rel=1e-12)
    assert hits[1].score == pytest.approx(1 / 61 * (0.95 + 0.05 * 0.5), rel=1e-12)
    assert hits[2].score == hits[1].score  # undated counts as recency 0.5


def test_naive_now_is_read_as_utc_and_future_timestamps_count_as_new() -> None:
    index = LexicalIndex([doc("future", "Plan", "widgets", updated=NOW + timedelta(days=30))])
    hits = query(index, [], "widgets", now=NOW.replace(tzinfo=None))
    assert hits[0].score == pytest.approx(1 / 61, rel=1e-12)


def test_empty_queries_give_no_hits_and_limit_must_be_positive() -> None:
    index = widget_brain()
    assert query(index, [], "") == []
    assert query(index, [], "   \n\t") == []
    assert query(index, [], "— !? ...") == []
    with pytest.raises(ValueError, match="limit must be at least 1") as error:
        query(index, [], "widgets", limit=0)
    assert str(error.value) == MSG_LIMIT.format(limit=0)


def test_limit_keeps_the_best_hits_in_score_then_id_order() -> None:
    index = LexicalIndex([doc(f"p{number}", f"Page {number}", "widgets") for number in range(5)])
    hits = query(index, [], "widgets", limit=3, now=NOW)
    assert ids(hits) == ["p0", "p1", "p2"]


def test_rank_options_refuse_nonsense() -> None:
    with pytest.raises(ValueError, match="hop_decay"):
        RankOptions(hop_decay=2.0)
    hits = query(
        widget_brain(),
        [Edge("acme-corp", "sarah-chen", "wiki_link")],
        "widgets",
        now=NOW,
        options=RankOptions(max_hops=0),
    )
    assert ids(hits) == ["acme-corp"]


# --- caching as JSON ------------------------------------------------------------------------


def test_to_dict_round_trip_gives_identical_query_results() -> None:
    # given
    rng = random.Random(3)
    documents = [
        doc(
            d.brain_id,
            f"Title {d.text.split()[0]}",
            d.text,
            updated=NOW - timedelta(days=n),
            folder=("", "notes", "notes/old")[n % 3],
        )
        for n, d in enumerate(generated_corpus(200, seed=5))
    ]
    index = LexicalIndex(documents)
    index.remove("d0007")
    index.add(doc("d0003", "Replaced", "w1 w2 w3", status="archived"))
    edges = EdgeGraph(
        Edge(rng.choice(documents).brain_id, rng.choice(documents).brain_id, "wiki_link")
        for _ in range(400)
    )
    # when
    data = json.loads(json.dumps(index.to_dict()))
    loaded = LexicalIndex.from_dict(data)
    # then
    assert dict(loaded.documents) == dict(index.documents)  # their folders too
    assert loaded.folder_types() == index.folder_types()
    assert loaded.to_dict() == data
    for text in ["w0", "w1 w7", "title w3", "w50 w120 w2", "replaced"]:
        for archived in (False, True):
            expected = query(index, edges, text, limit=20, include_archived=archived, now=NOW)
            got = query(loaded, edges, text, limit=20, include_archived=archived, now=NOW)
            assert got == expected
            assert expected or (text, archived) == ("replaced", False)
    assert loaded.to_dict() == data  # some postings unpacked by the queries, some not
    # when: both change the same way after loading
    for changed in (index, loaded):
        for brain_id in ("d0001", "d0100", "d0150"):
            changed.remove(brain_id)
        changed.add(doc("d0100", "Back", "w0 w9 w9 back"))
    # then
    assert query(loaded, edges, "w9 back title", now=NOW) == query(
        index, edges, "w9 back title", now=NOW
    )
    assert_matches_bm25okapi(loaded, [loaded.documents[i] for i in sorted(loaded.documents)])
    assert LexicalIndex.from_dict(json.loads(json.dumps(loaded.to_dict()))).scores(
        ["w9", "back"]
    ) == loaded.scores(["w9", "back"])


def test_from_dict_refuses_other_formats() -> None:
    data = LexicalIndex([doc("a", "Alpha")]).to_dict()
    with pytest.raises(ValueError, match="rebuild it"):
        LexicalIndex.from_dict({**data, "tokenizer": 0})
    with pytest.raises(ValueError, match="rebuild it"):
        LexicalIndex.from_dict({**data, "postings": {"alpha": [0, 1]}})
    with pytest.raises(ValueError, match="rebuild it"):
        LexicalIndex.from_dict({**data, "postings": {"alpha": "0 1 2"}})
    with pytest.raises(ValueError, match="rebuild it"):
        LexicalIndex.from_dict({**data, "documents": data["documents"] * 2})
    # a posting naming a document that is not there is found when first used
    loaded = LexicalIndex.from_dict({**data, "postings": {"alpha": "5 1"}})
    with pytest.raises(ValueError, match="rebuild it"):
        loaded.scores(["alpha"])
    with pytest.raises(ValueError, match="rebuild it"):
        LexicalIndex.from_dict({})


# --- fuzz -----------------------------------------------------------------------------------

FUZZ_INDEX = LexicalIndex(
    [
        doc("acme-corp", "Acme Corp", "widgets and gadgets", aliases=("ACME",)),
        doc("sarah-chen", "Sarah Chen", "VP Engineering at Acme", updated=None),
        doc("ev-call", "Call", "widgets call transcript", kind="evidence"),
        doc("old", "Old Acme", "widgets", status="merged"),
        doc("gone", "Gone", "gadgets", status="archived"),
        doc("empty", "", ""),
    ]
)
FUZZ_EDGES = EdgeGraph(
    [
        Edge("sarah-chen", "acme-corp", "works_at"),
        Edge("acme-corp", "ev-call", "cites"),
        Edge("old", "acme-corp", "wiki_link"),
        Edge("acme-corp", "ghost", "wiki_link"),
    ]
)


@settings(max_examples=300, deadline=None)
@given(
    text=st.text(),
    limit=st.integers(min_value=1, max_value=8),
    include_merged=st.booleans(),
    include_archived=st.booleans(),
)
def test_query_never_raises_and_respects_limit(
    text: str, limit: int, include_merged: bool, include_archived: bool
) -> None:
    hits = query(
        FUZZ_INDEX,
        FUZZ_EDGES,
        text,
        limit=limit,
        include_merged=include_merged,
        include_archived=include_archived,
    )
    assert len(hits) <= limit
    assert all(hit.matched in ("text", "graph", "both") for hit in hits)
    assert all(hit.path[-1] == hit.brain_id for hit in hits)
    json.dumps([hit.as_dict() for hit in hits])


def test_the_bounded_graph_walk_returns_the_hits_of_the_full_walk() -> None:
    # given: 300 pages (some people, some evidence) with many random links and common words
    from brain.toolkit.ranker.fusion import fuse
    from brain.toolkit.ranker.graph import expand
    from brain.toolkit.ranker.lexical import bm25_list
    from brain.toolkit.ranker.options import DEFAULT_OPTIONS

    rng = random.Random(5)
    words = [f"w{number}" for number in range(40)]
    weights = [1 / (rank + 1) for rank in range(len(words))]
    documents = [
        doc(
            f"g{number:03d}",
            " ".join(rng.choices(words, weights, k=rng.randint(1, 3))),
            " ".join(rng.choices(words, weights, k=rng.randint(3, 20))),
            kind="evidence" if number % 11 == 0 else "page",
            type="person" if number % 3 == 0 else "company",
            updated=NOW - timedelta(days=rng.randint(0, 400)),
        )
        for number in range(300)
    ]
    index = LexicalIndex(documents)
    edges = [
        Edge(f"g{rng.randrange(300):03d}", f"g{rng.randrange(300):03d}", "mentions")
        for _ in range(900)
    ]
    graph = EdgeGraph(edges)
    options = DEFAULT_OPTIONS

    def eligible(brain_id: str) -> Ranked | None:
        return index.get(brain_id)

    checked = 0
    for text in ["w0", "w1 w2", "who w3", "w5 w0 w9", "who w12 w1", "w20", "w7 w7 w30"]:
        tokens = tokenize(text)
        names = _name_list(index, tokens, set(), 100)
        fused = fuse([bm25_list(index, tokens, eligible, 100), names], options.rrf_k)
        exact = exact_names(index, tokens, names)
        with_exact_names(fused, exact, options.rrf_k)
        intent = asked_for(index, tokens, named=bool(exact))[1]
        full = expand(graph, fused, eligible, options, intent)
        for limit in (1, 3, 10, 40):
            # when
            hits = query(index, graph, text, limit=limit, now=NOW)
            # then: the same hits, scores and paths as combining the full walk
            expected = _blended(
                index, graph, text, tokens, names, fused, full, limit, options, intent, eligible
            )
            assert hits == expected
            checked += any(hit.matched != "text" for hit in hits)
    assert checked > 0  # graph hits were among them


def _blended(
    index: LexicalIndex,
    graph: EdgeGraph,
    text: str,
    tokens: list[str],
    names: list[tuple[int, str]],
    fused: dict[str, float],
    full: dict[str, tuple[float, tuple[str, ...]]],
    limit: int,
    options: RankOptions,
    intent: str | None,
    eligible: Callable[[str], Ranked | None],
) -> list[Hit]:
    """What `query` makes of a walk's graph hits (`pipeline.finish`): the blend, and for a
    question about a page it names, the pages around it first (ranker.answers), or else,
    for one asking for no kind of page, the page it names whole first (answers.named_first)."""
    from brain.toolkit.ranker.pipeline import answers, finish, named_first_may

    exact = bool(exact_names(index, tokens, names))
    word = asked_for(index, tokens, named=exact)[0]
    answering = options.answers and answers(text, tokens, word, asked_about=False, exact=exact)
    return finish(
        index,
        graph,
        fused,
        full,
        tokens=tokens,
        names=names,
        word=word,
        intent=intent,
        answering=answering,
        reordering=answering or (options.answers and named_first_may(tokens, intent, None)),
        limit=limit,
        now=NOW,
        options=options,
        eligible=eligible,
    )


def _plain_walk(
    edges: list[Edge],
    fused: dict[str, float],
    eligible: Callable[[str], Ranked | None],
    options: RankOptions,
    intent: str | None,
) -> dict[str, tuple[float, tuple[str, ...]]]:
    """The graph walk as the docstrings define it, with nothing left out: from the best
    pages, breadth first over sorted neighbours, every page reached at every hop recorded."""
    joined: dict[str, set[str]] = {}
    for edge in edges:
        if edge.type != "cites" and edge.source != edge.target:
            joined.setdefault(edge.source, set()).add(edge.target)
            joined.setdefault(edge.target, set()).add(edge.source)

    def page(brain_id: str) -> bool:
        document = eligible(brain_id)
        return document is not None and document.kind == "page"

    def type_of(brain_id: str) -> str:
        document = eligible(brain_id)
        return document.type if document is not None else ""

    pages = [(brain_id, score) for brain_id, score in fused.items() if page(brain_id)]
    seeds = sorted(pages, key=lambda item: (-item[1], item[0]))[: options.seeds]
    best: dict[str, tuple[float, tuple[str, ...]]] = {}
    for seed, seed_score in seeds:
        across = intent is not None
        paths: dict[str, tuple[str, ...]] = {seed: (seed,)}
        # the hop of the first page of the asked-for type on each page's path (0: none yet)
        first: dict[str, int] = {seed: 0}
        frontier = [seed]
        for hops in range(1, options.max_hops + 1):
            following = []
            # pages whose path has no page of the asked-for type are walked from first
            for node in sorted(frontier, key=lambda node: first[node] > 0):
                for neighbor in sorted(joined.get(node, ())):
                    if neighbor in paths or not page(neighbor):
                        continue
                    path = paths[neighbor] = (*paths[node], neighbor)
                    following.append(neighbor)
                    asked = across and type_of(neighbor) == intent
                    first[neighbor] = first[node] or (hops if asked else 0)
                    if asked:
                        # intent_hop per hop up to the first page of that type, then hop_decay
                        up_to = first[neighbor]
                        score = (
                            seed_score
                            * options.intent_hop**up_to
                            * options.hop_decay ** (hops - up_to)
                        )
                    else:
                        score = seed_score * options.hop_decay**hops
                    current = best.get(neighbor)
                    if current is None or (-score, len(path), path) < (
                        -current[0],
                        len(current[1]),
                        current[1],
                    ):
                        best[neighbor] = (score, path)
            frontier = following
    return best


def test_query_returns_the_hits_of_a_plain_unbounded_walk() -> None:
    # given: random brains (pages and evidence, some merged or archived, self-links and
    # citations among the edges) and random options, hops and seeds included
    from brain.toolkit.ranker.fusion import fuse
    from brain.toolkit.ranker.lexical import bm25_list

    rng = random.Random(11)
    words = [f"w{number}" for number in range(30)]
    weights = [1 / (rank + 1) for rank in range(len(words))]
    compared = graph_hits = 0
    for _ in range(25):
        count = rng.randint(20, 150)
        documents = [
            doc(
                f"r{number:03d}",
                " ".join(rng.choices(words, weights, k=rng.randint(1, 3))),
                " ".join(rng.choices(words, weights, k=rng.randint(2, 15))),
                kind="evidence" if rng.random() < 0.1 else "page",
                type=rng.choice(["person", "company", "meeting"]),
                status=rng.choice(["active", "active", "active", "merged", "archived"]),
                updated=rng.choice([None, NOW - timedelta(days=rng.randint(0, 500))]),
            )
            for number in range(count)
        ]
        index = LexicalIndex(documents)
        edges = [
            Edge(
                f"r{rng.randrange(count):03d}",
                f"r{rng.randrange(count):03d}",
                rng.choice(["mentions", "mentions", "wiki_link", "cites"]),
            )
            for _ in range(rng.randint(0, count * 8))
        ]
        graph = EdgeGraph(edges)
        options = RankOptions(
            seeds=rng.randint(0, 12),
            max_hops=rng.randint(0, 3),
            hop_decay=rng.choice([0.3, 0.5, 0.8, 1.0]),
            intent_hop=rng.choice([0.5, 0.9, 1.0]),
            both_bonus=rng.choice([0.0, 0.1, 0.5]),
            recency_weight=rng.choice([0.0, 0.2, 0.6]),
            candidates=rng.choice([5, 30, 100]),
        )
        for _ in range(6):
            text = " ".join(rng.choices(["who", *words], k=rng.randint(1, 3)))
            include_merged, include_archived = rng.random() < 0.3, rng.random() < 0.3
            excluded = {
                status
                for status, included in (
                    ("merged", include_merged),
                    ("archived", include_archived),
                )
                if not included
            }

            def eligible(
                brain_id: str, index: LexicalIndex = index, excluded: set[str] = excluded
            ) -> Ranked | None:
                document = index.get(brain_id)
                return document if document and document.status not in excluded else None

            tokens = tokenize(text)
            size = options.candidates
            names = _name_list(index, tokens, excluded, size)
            fused = fuse([bm25_list(index, tokens, eligible, size, excluded), names], options.rrf_k)
            # a query that is exactly a name counts it once more and asks for no type
            exact = exact_names(index, tokens, names)
            with_exact_names(fused, exact, options.rrf_k)
            intent = asked_for(index, tokens, named=bool(exact))[1]
            full = _plain_walk(edges, fused, eligible, options, intent)
            for limit in (1, 2, 5, 20):
                # when
                hits = query(
                    index,
                    graph,
                    text,
                    limit=limit,
                    now=NOW,
                    options=options,
                    include_merged=include_merged,
                    include_archived=include_archived,
                )
                # then: the same hits, scores, paths and order as blending the plain walk
                expected = _blended(
                    index, graph, text, tokens, names, fused, full, limit, options, intent, eligible
                )
                assert hits == expected, (text, limit, options)
                compared += 1
                graph_hits += any(hit.matched != "text" for hit in hits)
    assert compared == 600
    assert graph_hits > 50  # the walk mattered in many of them


def test_the_bounded_walk_blends_like_a_plain_walk_on_random_scores() -> None:
    # given: random small graphs and random fused scores (often tied), so that weak hops,
    # several paths to one page and text hits just in reach are common
    from brain.toolkit.ranker.fusion import by_score, combine, text_floor
    from brain.toolkit.ranker.graph import expand

    rng = random.Random(12)
    compared = paths_shown = 0
    for _ in range(1500):
        count = rng.randint(5, 30)
        documents = {
            f"s{number:02d}": doc(
                f"s{number:02d}",
                "x",
                kind="evidence" if rng.random() < 0.1 else "page",
                type=rng.choice(["person", "company"]),
                updated=rng.choice([None, NOW - timedelta(days=rng.randint(0, 300))]),
            )
            for number in range(count)
        }
        names = sorted(documents)
        edges = [
            Edge(rng.choice(names), rng.choice(names), rng.choice(["mentions", "cites"]))
            for _ in range(rng.randint(0, count * 6))
        ]
        levels = [rng.uniform(0.001, 0.05) for _ in range(rng.randint(1, 6))]
        fused = {
            brain_id: rng.choice(levels) if rng.random() < 0.5 else rng.uniform(0.001, 0.05)
            for brain_id in rng.sample(names, rng.randint(1, count))
        }
        options = RankOptions(
            seeds=rng.randint(1, 8),
            max_hops=rng.randint(1, 3),
            hop_decay=rng.choice([0.3, 0.5, 0.7, 0.9]),
            intent_hop=rng.choice([0.5, 0.9]),
            both_bonus=rng.choice([0.0, 0.1, 0.5, 1.0]),
            recency_weight=rng.choice([0.0, 0.2, 0.5]),
        )
        intent = rng.choice([None, "person"])
        pages = {name for name in names if documents[name].kind == "page"}
        full = _plain_walk(edges, fused, documents.get, options, intent)
        graph = EdgeGraph(edges)
        for limit in (1, 3, 8):
            # when: the walk bounded by the limit, given the floor and order or not
            ordered = by_score(fused)
            floor = text_floor(fused, limit, options, ordered)
            shared = expand(
                graph,
                fused,
                documents.get,
                options,
                intent,
                limit,
                pages,
                floor=floor,
                ordered=ordered,
                describe=documents.get,
            )
            alone = expand(graph, fused, documents.get, options, intent, limit)

            # then: blended, the same hits as the plain walk's
            blend = partial(combine, fused, limit=limit, now=NOW, options=options, intent=intent)
            expected = blend(full, documents.get)
            assert blend(alone, documents.get) == expected
            assert blend(shared, documents.get, floor=floor, ordered=ordered) == expected
            compared += 1
            paths_shown += any(len(hit.path) > 2 for hit in expected)
    assert compared == 4500
    assert paths_shown > 50  # many hits came through a node between


def test_a_page_two_hops_away_is_reached_through_the_first_node_joined_to_it() -> None:
    # given: seed a, its neighbours b and c, both linked to t, a weak text hit that the
    # (bounded) last hop brings into the best 2; f sets the floor
    from brain.toolkit.ranker.fusion import combine
    from brain.toolkit.ranker.graph import expand

    documents = {name: doc(name, name) for name in ("a", "b", "c", "f", "t")}
    graph = EdgeGraph(
        [Edge("a", "c", "mentions"), Edge("b", "a", "mentions")]
        + [Edge("c", "t", "mentions"), Edge("t", "b", "mentions")]
    )
    fused = {"a": 1.0, "f": 0.95, "t": 0.3}
    options = RankOptions(seeds=1, hop_decay=0.9, both_bonus=1.0, recency_weight=0.0)
    # when
    reached = expand(graph, fused, documents.get, options, limit=3)
    hits = combine(fused, reached, documents.get, limit=3, now=NOW, options=options)
    # then: t's graph score (0.81) beats its text, so its path shows: through b, not c, and
    # b comes with it. Both together would lift t past a (0.81 + 0.3), the better text match
    # its graph score comes from: it stops just below a.
    assert [(hit.brain_id, hit.matched, hit.path) for hit in hits] == [
        ("a", "text", ("a",)),
        ("t", "both", ("a", "b", "t")),
        ("b", "graph", ("a", "b")),
    ]
    assert hits[1].score == pytest.approx(1.0, rel=1e-8) and hits[1].score < 1.0


def test_a_lazy_graph_never_gives_a_node_as_its_own_neighbour() -> None:
    # given: an adjacency that lists each node among its own neighbours
    adjacency = {"a": {"a", "b"}, "b": {"a", "b", "c"}, "c": {"b", "c"}}
    graph = EdgeGraph.lazy(lambda node: adjacency.get(node, set()), lambda: [])
    # then
    assert graph.neighbors("b") == ("a", "c") and graph.joined("a") == {"b"}
    # and the walk reaches c through b, not a through itself
    documents = {name: doc(name, name) for name in adjacency}
    from brain.toolkit.ranker.graph import expand

    reached = expand(graph, {"a": 0.5}, documents.get, RankOptions())
    assert reached == {"b": (0.25, ("a", "b")), "c": (0.125, ("a", "b", "c"))}


def test_fuse_sums_one_over_k_plus_rank_in_order_of_first_appearance() -> None:
    # given: random lists, ids repeated within and across them, ranks in and beyond the
    # table fuse keeps per k, and k both float and int
    from brain.toolkit.ranker.fusion import fuse

    rng = random.Random(4)
    for _ in range(3000):
        k = rng.choice([0.0, 1.0, 60.0, 60, 2.5, 1e-3, 1000.0])
        lists = [
            [(rng.randint(1, 1500), f"d{rng.randint(0, 60)}") for _ in range(rng.randint(0, 40))]
            for _ in range(rng.randint(0, 3))
        ]
        # when
        fused = fuse(lists, k)
        # then: the very floats of adding 1 / (k + rank) list by list, in the same order
        expected: dict[str, float] = {}
        for ranked in lists:
            for rank, brain_id in ranked:
                expected[brain_id] = expected.get(brain_id, 0.0) + 1.0 / (k + rank)
        assert list(fused.items()) == list(expected.items())


def test_the_seeds_are_the_best_pages_by_score_then_id() -> None:
    # given: pages sorted by score only, three tied across the cut
    from brain.toolkit.ranker.graph import best_first

    ordered = [("d", 0.5), ("c", 0.3), ("b", 0.3), ("a", 0.3), ("e", 0.1)]
    # then: the tie at the cut goes to the smaller ids
    assert best_first(ordered, 2) == [("d", 0.5), ("a", 0.3)]
    assert best_first(ordered, 4) == [("d", 0.5), ("a", 0.3), ("b", 0.3), ("c", 0.3)]
    assert best_first(ordered, 9) == [*best_first(ordered, 4), ("e", 0.1)]
    assert best_first(ordered, 0) == []


def test_an_index_changed_between_queries_ranks_like_a_fresh_one() -> None:
    # given: queries fill the per-generation caches (term weights, eligible pages, name rows)
    # before each change, and the changes move titles, aliases, statuses and kinds around
    rng = random.Random(8)
    words = ["acme", "pilot", "kickoff", "notes", "weekly", "sync", "sarah", "chen"]
    statuses = ["active", "active", "archived", "merged", "draft"]

    def made(number: int) -> RankDocument:
        title = " ".join(rng.choices(words, k=rng.randint(1, 3)))
        aliases = tuple(" ".join(rng.choices(words, k=2)) for _ in range(rng.randint(0, 2)))
        body = " ".join(rng.choices([*words, "lunch", "agenda", "budget"], k=8))
        return doc(
            f"m{number:03d}",
            title,
            body,
            aliases=aliases,
            status=rng.choice(statuses),
            kind=rng.choice(["page", "page", "evidence"]),
        )

    current = {d.brain_id: d for d in (made(n) for n in range(120))}
    index = LexicalIndex(current.values())
    edges = EdgeGraph(
        Edge(f"m{rng.randrange(120):03d}", f"m{rng.randrange(120):03d}", "wiki_link")
        for _ in range(300)
    )
    texts = ["acme", "weekly sync", "sarah chen pilot", "notes notes kickoff", "budget acme"]
    for round_number in range(6):
        for text in texts:
            query(index, edges, text, now=NOW)
            query(index, edges, text, include_archived=True, include_merged=True, now=NOW)
        # when: removals only, then additions and replacements only, in turn
        for number in rng.sample(range(140), 12):
            brain_id = f"m{number:03d}"
            if round_number % 2 == 0:
                if brain_id in current:
                    index.remove(brain_id)
                    del current[brain_id]
            else:
                fresh = made(number)
                index.add(fresh)
                current[brain_id] = fresh
        # then
        rebuilt = LexicalIndex(current.values())
        for text in texts:
            tokens = tokenize(text)
            for merged, archived in ((False, False), (True, True), (False, True)):
                excluded = {
                    status
                    for status, kept in (("merged", merged), ("archived", archived))
                    if not kept
                }
                assert _name_list(index, tokens, excluded, 30) == _name_list(
                    rebuilt, tokens, excluded, 30
                )
                assert query(
                    index, edges, text, include_merged=merged, include_archived=archived, now=NOW
                ) == query(
                    rebuilt,
                    edges,
                    text,
                    include_merged=merged,
                    include_archived=archived,
                    now=NOW,
                )
        assert_matches_bm25okapi(index, [index.documents[i] for i in sorted(index.documents)])


def test_a_question_about_a_page_it_names_is_answered_by_the_pages_around_it() -> None:
    # given: three weekly triage meetings, each chaired by one person and attended by two
    people = ["ann", "bo", "cy", "di", "ed", "flo", "gus", "hal", "ivy"]
    index = LexicalIndex(
        [
            *(
                doc(f"week-{w}", f"Bug triage week {w}", "Bugs triaged.", type="meeting")
                for w in (14, 20, 22)
            ),
            *(doc(p, p.title(), "Engineer.", type="person") for p in people),
            *FILLER,
        ]
    )
    edges = []
    for at, week in enumerate((14, 20, 22)):
        chair, *attendees = people[3 * at : 3 * at + 3]
        edges.append(Edge(f"week-{week}", chair, "chaired_by"))
        edges += [Edge(f"week-{week}", person, "attended_by") for person in attendees]
    question = "Who chaired the bug triage week 22?"
    # when a question names one meeting whole (its neighbours name most of its words)
    hits = query(index, edges, question, now=NOW)
    # then its chair comes first, then the meeting; the path shows how the chair was found
    assert ids(hits)[:2] == ["gus", "week-22"]
    assert hits[0].path == ("week-22", "gus") and hits[0].matched == "graph"
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    # the same hits whatever the limit, in the same order, each with the pages on its path
    for limit in (1, 2, 3, 5):
        cut = query(index, edges, question, now=NOW, limit=limit)
        kept = {h.brain_id for h in cut}
        assert cut == [h for h in hits if h.brain_id in kept] and 0 < len(cut) <= limit
        # (with room for them: one hit has none for its path)
        assert limit == 1 or all(page in kept for h in cut for page in h.path)


def test_a_question_about_the_named_page_itself_keeps_it_first() -> None:
    # given: a concept and an analysis that uses it (a link away)
    index = LexicalIndex(
        [
            doc("nnt", "Number needed to treat", "How many patients per outcome.", type="concept"),
            doc(
                "trial", "Hip exercise trial", "Reports a number needed to treat.", type="analysis"
            ),
            *FILLER,
        ]
    )
    edges = [Edge("trial", "nnt", "uses")]
    for question in (
        "what does number needed to treat mean?",
        "what is number needed to treat?",
        "is there a write-up on number needed to treat?",
        "what do we have on number needed to treat?",
    ):
        # then the page itself comes first
        assert ids(query(index, edges, question, now=NOW))[0] == "nnt", question
    # while a question asking for what is around it puts the analysis first
    assert ids(query(index, edges, "which analysis uses number needed to treat?"))[0] == "trial"


def test_the_page_a_question_names_is_found_below_the_pages_that_repeat_its_words() -> None:
    # given: a company with one employee, and hits that are people elsewhere whose pages repeat
    # its name (the company itself is not among the hits)
    from brain.toolkit.ranker.answers import answers_first

    index = LexicalIndex(
        [
            doc("acme", "Acme Corp", "A maintenance company.", type="company"),
            doc("sarah", "Sarah Chen", "Operations.", type="person"),
            *(
                doc(f"p{n}", f"Person {n}", "Works with Acme Corp.", type="person")
                for n in range(6)
            ),
            *FILLER,
        ]
    )
    graph = EdgeGraph([Edge("sarah", "acme", "works_at")])
    hits = [Hit(f"p{n}", f"Person {n}", 0.02 - n / 1000, "text", (f"p{n}",)) for n in range(6)]
    tokens = tokenize("Who works at Acme Corp?")
    # when the answers stage orders them
    found = answers_first(
        index,
        graph,
        hits,
        tokens=tokens,
        intent="person",
        relation=query_relations(tokens),
        besides=query_relations(tokens[1:]),
        agent=query_agent(tokens, "person"),
        eligible=index.get,
        fused={hit.brain_id: hit.score for hit in hits} | {"acme": 0.015},
        limit=5,
        rare=0.1,  # "acme" is in 7 of the 12 documents
    )
    # then it finds the company by its name, and its employee answers first, the company next
    assert ids(found)[:2] == ["sarah", "acme"]
    assert found[0].path == ("acme", "sarah")
    assert [h.score for h in found] == sorted((h.score for h in found), reverse=True)


def test_a_question_naming_a_page_is_answered_when_no_text_matches_it_but_the_name() -> None:
    # given: a page whose only text match is its name, and nothing else matching
    index = LexicalIndex([doc("orbis", "Orbis", "", type="company"), *FILLER])
    edges = [Edge("orbis", "orbis", "links_to")]
    # then a question naming it never fails (an anchor with no other hit, or no neighbour)
    assert ids(query(index, edges, "who works at Orbis?", now=NOW))[:1] == ["orbis"]
    assert query(index, [], "which teams report to Nowhere?", now=NOW) == []


def test_a_question_describing_a_page_by_what_it_says_is_answered_around_it() -> None:
    # given: a film whose page says what it is about, its director, and people whose pages
    # share the question's commoner words
    index = LexicalIndex(
        [
            doc(
                "low",
                "Low Water",
                "A film about brackish tides in the rice paddies.",
                type="project",
            ),
            doc("lan", "Nguyen Thi Lan", "Documentary maker.", type="person"),
            *(
                doc(
                    f"crew-{n}",
                    f"Crew {n}",
                    "Directed a film; works in the film unit.",
                    type="person",
                )
                for n in range(4)
            ),
            *FILLER,
        ]
    )
    edges = [Edge("lan", "low", "director_of")]
    question = "who directed the film about brackish tides in the rice paddies?"
    # then the page the question describes (its text leads every other's clearly) anchors the
    # answer: its director first, the film next
    hits = query(index, edges, question, now=NOW)
    assert ids(hits)[:2] == ["lan", "low"] and hits[0].path == ("low", "lan")
    # (an answer of the answers stage: a step above the page it was found from)
    assert hits[1].score < hits[0].score <= hits[1].score * (1 + ANSWER_STEP)


def test_a_question_about_a_report_kept_as_evidence_is_answered_by_what_it_relates_to() -> None:
    # given: an inspection report kept as evidence, which covers an asset and names its
    # inspector; the asset's crew is one link further
    index = LexicalIndex(
        [
            doc("ins", "INS-2026-094", "Inspection report.", kind="evidence", type="source"),
            doc("catenary", "Line 3 catenary", "Overhead wires.", type="concept"),
            doc("wang", "Wang Fang", "Inspector.", type="person"),
            doc("crew", "Overhead line crew", "Maintains wires.", type="company"),
            *FILLER,
        ]
    )
    edges = [
        Edge("ins", "catenary", "covers"),
        Edge("ins", "wang", "inspected_by"),
        Edge("catenary", "crew", "maintained_by"),
    ]
    # then "what did it examine" finds what it covers, "who examined" the inspector
    assert ids(query(index, edges, "what did INS-2026-094 examine?", now=NOW))[0] in {
        "catenary",
        "wang",
    }
    assert ids(query(index, edges, "who inspected INS-2026-094?", now=NOW))[0] == "wang"
    # and a path never goes on through evidence: the crew is not reached through the report
    hits = query(index, edges, "who inspected INS-2026-094?", now=NOW)
    assert all(index.get(page).kind == "page" for h in hits for page in h.path[1:-1])  # type: ignore[union-attr]


def test_a_head_noun_asks_for_the_type_this_brains_titles_give_it() -> None:
    # given: decisions kept as notes titled "Decision: ...", one signed off by a director who
    # also signed a meeting's minutes and works at a clinic (no English word names a decision)
    index = LexicalIndex(
        [
            *(
                doc(f"dec-{n}", f"Decision: {topic}", "Agreed.", type="note")
                for n, topic in enumerate(("night cover", "blood bank", "remote scans"))
            ),
            doc("hamish", "Hamish MacLeod", "Medical director.", type="person"),
            doc("board", "Board meeting Q2", "Quarterly board.", type="meeting"),
            doc("clinic", "Harrowgate", "A clinic.", type="company"),
            *FILLER,
        ]
    )
    edges = [
        Edge("dec-1", "hamish", "signed_off_by"),
        Edge("board", "hamish", "minutes_signed_by"),
        Edge("hamish", "clinic", "works_at"),
    ]
    # when the question asks for decisions by its head noun
    hits = query(index, edges, "what decisions did Hamish MacLeod sign off?", now=NOW)
    # then the decision he signed off comes first, found through him
    assert ids(hits)[0] == "dec-1" and hits[0].path == ("hamish", "dec-1")
    # (a noun no title names asks for nothing: the same question about "rulings" is answered
    # around him as ranked, with no type)
    assert titled_type(index, "decisions") == "note" and titled_type(index, "rulings") is None


def lane_brain() -> tuple[LexicalIndex, list[Edge]]:
    """A freight lane served by two carriers and used by a client, all companies, kept in the
    folders `carriers` and `clients`; a manager owns the lane; a union is named in full."""
    index = LexicalIndex(
        [
            doc("lane", "Rotterdam to Bilbao", "Weekly sailings.", type="concept", folder="lanes"),
            doc("seaway", "Seaway Lines", "Ships.", type="company", folder="carriers"),
            doc("norbulk", "Norbulk", "Ships.", type="company", folder="carriers"),
            doc("tessel", "Tessel Foods", "Buys.", type="company", folder="clients"),
            doc("ana", "Ana Ruiz", "Manages lanes.", type="person", folder="people"),
            doc("ufe", "Union of Fitters", "Fitters.", type="company", folder="unions"),
            doc("guild", "Deckhands Guild", "Crews.", type="company", folder="unions"),
            *(doc(f"filler-{n}", f"Filler {n}", "Lunch.", folder="notes") for n in range(4)),
        ]
    )
    edges = [
        Edge("lane", "tessel", "used_by"),
        Edge("lane", "seaway", "served_by"),
        Edge("lane", "norbulk", "served_by"),
        Edge("lane", "ana", "owned_by"),
        Edge("ufe", "guild", "allied_with"),
    ]
    return index, edges


def test_a_head_noun_naming_a_folder_asks_for_the_pages_in_it() -> None:
    # given: carriers and a client, all companies, in the folders `carriers` and `clients`
    index, edges = lane_brain()
    # when the question asks for carriers, which no type and no title names
    hits = query(index, edges, "which carriers work Rotterdam to Bilbao?", now=NOW)
    # then the two pages of that folder come first, before the client (a company too)
    assert set(ids(hits)[:2]) == {"seaway", "norbulk"}
    assert ids(hits).index("tessel") > 2
    # the word names the folder in the singular or plural; the folder's type is the asked one
    assert named_folder(index, "carrier") == named_folder(index, "carriers") == "carriers"
    assert named_folder(index, "shipments") is None
    assert folder_type(index, "carriers") == "company"
    assert index.folder_types()["carriers"] == {"company": 2}


def test_a_phrase_opening_with_a_folder_word_asks_for_that_folder() -> None:
    # given: the carriers and client of the folder test, and a union named in full
    index, edges = lane_brain()
    # when a query with no question word opens with the folder's word and a participle
    hits = query(index, edges, "carriers working Rotterdam to Bilbao", now=NOW)
    # then it is answered as "which carriers ...?" is
    assert set(ids(hits)[:2]) == {"seaway", "norbulk"}
    # but not when the word is part of a name the query holds whole, or nothing joins it on
    assert ids(query(index, edges, "Union of Fitters membership", now=NOW))[0] == "ufe"
    names = _name_list(index, tokenize("Union of Fitters membership"), {"merged"}, 50)
    assert phrase_asking(index, tokenize("Union of Fitters membership"), names) is None
    assert phrase_asking(index, tokenize("carriers working Rotterdam"), []) == "carriers"
    assert phrase_asking(index, tokenize("carriers Rotterdam"), []) is None
    assert phrase_asking(index, tokenize("which carriers work Rotterdam?"), []) is None
    # an adjective joins as a participle does; the second word of a noun of two words heads it
    assert phrase_asking(index, tokenize("foreman responsible for Rotterdam"), []) == "foreman"
    assert phrase_asking(index, tokenize("people present at Rotterdam"), []) == "people"
    assert phrase_asking(index, tokenize("work orders sourced from Seaway"), []) == "orders"
    assert phrase_asking(index, tokenize("contact details for Seaway"), []) is None


def test_a_question_naming_the_folder_of_the_pages_between_is_answered_through_them() -> None:
    # given: a committee meeting that approved one job and noted a report; the job touches one
    # asset and the report another (both kept in `assets`), and a manager attended
    index = LexicalIndex(
        [
            doc("cmt", "Infrastructure Committee 14 January", "Met.", type="meeting"),
            doc("job", "WO-2475 relining", "Relining.", type="project", folder="jobs"),
            doc("report", "Condition report", "Surveyed.", type="note", folder="reports"),
            doc("sewer", "Harbour Outfall Sewer", "A sewer.", type="concept", folder="assets"),
            doc("bridge", "Old Mill Footbridge", "A bridge.", type="concept", folder="assets"),
            doc("priya", "Priya Nair", "Manager.", type="person", folder="people"),
            *(doc(f"filler-{n}", f"Filler {n}", "Lunch.", folder="notes") for n in range(4)),
        ]
    )
    edges = [
        Edge("cmt", "job", "decided"),
        Edge("cmt", "report", "noted"),
        Edge("cmt", "priya", "attended_by"),
        Edge("job", "sewer", "touches"),
        Edge("report", "bridge", "covers"),
    ]
    # when the question names the jobs its answer is reached through
    question = "which assets are touched by the jobs approved at the Infrastructure Committee?"
    hits = query(index, edges, question, now=NOW)
    # then the asset reached through a job comes first, its path through the job
    assert ids(hits)[0] == "sewer" and hits[0].path == ("cmt", "job", "sewer")
    assert ids(hits).index("sewer") < ids(hits).index("bridge")


def test_a_possessive_after_the_named_page_asks_for_what_it_has() -> None:
    # given: an engineer on a team (teams are concepts titled "Team ...") that another engineer
    # leads; she also reports to a manager
    index = LexicalIndex(
        [
            doc("wang", "Wang Fang", "Engineer.", type="person"),
            doc("ken", "Ken Sato", "Engineer.", type="person"),
            doc("ada", "Ada Brook", "Manager.", type="person"),
            *(
                doc(t, f"Team {t.title()}", "A team.", type="concept")
                for t in ("sleet", "wren", "heron")
            ),
            *FILLER,
        ]
    )
    edges = [
        Edge("wang", "sleet", "member_of"),
        Edge("sleet", "ken", "led_by"),
        Edge("wang", "ada", "reports_to"),
    ]
    # when a question asking for a person names one with a possessive
    hits = query(index, edges, "who leads Wang Fang's team?", now=NOW)
    # then it asks for someone around her, through the team: not for her
    assert ids(hits)[0] == "ken" and hits[0].path == ("wang", "sleet", "ken")
    # ("which of our people ..." asks for people as "which people ..." does)
    tokens = tokenize("which of our people is running the Beacon tower?")
    assert asked_for(index, tokens, named=False) == ("people", "person")


def test_the_page_a_question_holds_most_of_a_name_of_is_the_anchor_when_no_other_is() -> None:
    # given: a tram depot and a project whose titles share a word, both joined to others
    index = LexicalIndex(
        [
            doc("depot", "Saltmarsh Tram Depot", "Sheds.", type="concept", folder="depots"),
            doc("expansion", "Saltmarsh Depot Expansion", "More sheds.", type="project"),
            doc("kim", "Kim Sun-hee", "Manages.", type="person"),
            *FILLER,
        ]
    )
    graph = EdgeGraph([Edge("depot", "kim", "managed_by"), Edge("expansion", "depot", "extends")])
    candidates = ["depot", "expansion", "kim"]

    def anchor(question: str) -> str | None:
        return most_named(index, graph, frozenset(tokenize(question)), candidates, index.get)

    # when / then: the question holds most of one name (by idf), and of that one only
    assert anchor("who valets the tram sheds at Saltmarsh?") == "depot"
    assert anchor("what is planned for the Saltmarsh expansion?") == "expansion"
    # not when it holds as much of two names, nor when it holds too little of any
    assert anchor("who works at the Saltmarsh depot?") is None
    assert anchor("anything about Saltmarsh?") is None
    held = frozenset(tokenize("who valets the tram sheds at Saltmarsh?"))
    assert named_share(index, held, "depot") > MOST_OF_NAME > named_share(index, held, "expansion")
    # a plural names what its singular does, and the other way round
    assert anchor("who valets the trams at Saltmarsh?") == "depot"
    assert named_share(index, frozenset(["trams", "saltmarsh"]), "depot") == named_share(
        index, frozenset(["tram", "saltmarsh"]), "depot"
    )
    assert named_share(index, frozenset(["tram", "saltmarsh", "depots"]), "depot") == 1.0


def test_a_question_asking_for_nothing_around_the_page_it_names_puts_that_page_first() -> None:
    # given: a security contractor joined to a decision, a person and a bus route
    index = LexicalIndex(
        [
            doc("pinecrest", "Pinecrest Security", "Night patrols.", type="company"),
            doc("union", "Tram Drivers' Guild", "A union.", type="company", folder="unions"),
            doc("patrols", "Decision: night patrols", "Agreed.", type="note"),
            doc("hoa", "Nguyen Thi Hoa", "Account manager.", type="person"),
            doc("nasrin", "Nasrin Karimi", "Union rep.", type="person"),
            doc("n8", "Bus route N8", "A night route.", type="concept"),
            *FILLER,
        ]
    )
    edges = [
        Edge("patrols", "pinecrest", "awarded_to"),
        Edge("hoa", "pinecrest", "works_at"),
        Edge("n8", "pinecrest", "patrolled_by"),
        Edge("nasrin", "union", "represents"),
    ]
    # when the question names the contractor and asks for no type, folder or relation
    hits = query(index, edges, "What does Pinecrest Security do for us?", now=NOW)
    # then it comes first, its neighbours after it
    assert ids(hits)[0] == "pinecrest"
    assert set(ids(hits)[1:4]) == {"patrols", "hoa", "n8"}
    # "who are the X?" asks about X, the article before its name or not
    assert ids(query(index, edges, "who are the Tram Drivers' Guild?", now=NOW))[0] == "union"


def test_of_two_type_words_in_a_row_the_second_asks() -> None:
    # given / when / then: "project manager" asks for a person, "object reports" for reports,
    # and a type word one word after a possessive asks too
    assert intent_word(tokenize("project manager for the Eastfields tram extension")) == ("manager")
    assert intent_word(tokenize("Cécile Marchand's line manager")) == "manager"
    assert head_noun(tokenize("which object reports is Kim Ji-hoon the author of?")) == "reports"
    assert head_noun(tokenize("what is the status of X")) is None
    # a type word closing a compound asks for its type, though no title names it so; a plural
    # opens no compound ("publishers release" is a noun and a verb)
    assert head_noun(tokenize("Which coach firm serves Siân Evans' school?")) == "firm"
    assert head_noun(tokenize("Which publishers release Team Basalt's games?")) == "publishers"
    firm = tokenize("Which coach firm serves Siân Evans' school?")
    assert asked_for(LexicalIndex(FILLER), firm, named=False) == ("firm", "company")
    assert phrased(tokenize("Cécile Marchand's line manager"), "manager")


def test_a_folder_holds_its_subfolders_and_a_word_names_either() -> None:
    # given: unions kept in organisations/unions, other organisations above them
    index = LexicalIndex(
        [
            doc("guild", "Tram Drivers' Guild", "A union.", type="company", folder="org/unions"),
            doc("rmt", "Busworkers Union", "A union.", type="company", folder="org/unions"),
            doc("city", "City Council", "The council.", type="company", folder="org"),
            doc("rep", "Nasrin Karimi", "Union rep.", type="person", folder="people"),
            *FILLER,
        ]
    )
    # when / then: "unions" names the subfolder, "org" the folder with it; its type is theirs
    assert named_folder(index, "union") == "org/unions"
    assert named_folder(index, "org") == "org"
    assert folder_type(index, "org") == "company"
    assert within("org/unions", "org") and not within("organs", "org")
    # and a question asking for the folder's pages finds those of the subfolder too
    edges = [Edge("rep", "guild", "member_of"), Edge("rep", "city", "employed_by")]
    hits = query(index, edges, "which org is Nasrin Karimi a member of?", now=NOW)
    assert ids(hits)[0] == "guild"


def test_a_question_naming_the_kind_of_page_between_is_answered_through_such_pages() -> None:
    # given: a director who signed off two of three decisions, each amending a protocol; he
    # also chairs a meeting and works at a clinic, one link from him
    index = LexicalIndex(
        [
            doc("hamish", "Hamish MacLeod", "Medical director.", type="person"),
            *(doc(f"dec-{n}", f"Decision: change {n}", "Agreed.", type="note") for n in (1, 2, 3)),
            doc("blood", "Cross-matching", "How blood is matched.", type="concept"),
            doc("drugs", "Controlled drugs register", "How drugs are logged.", type="concept"),
            doc("board", "Board meeting Q2", "Quarterly board.", type="meeting"),
            doc("clinic", "Harrowgate", "A clinic.", type="company"),
            *FILLER,
        ]
    )
    edges = [
        Edge("dec-1", "hamish", "signed_off_by"),
        Edge("dec-2", "hamish", "signed_off_by"),
        Edge("dec-1", "blood", "amends"),
        Edge("dec-2", "drugs", "amends"),
        Edge("board", "hamish", "chaired_by"),
        Edge("hamish", "clinic", "works_at"),
    ]
    # when the answer's own kind ("protocols") is no type word, but the page between is one
    question = "what protocols were changed by decisions Hamish MacLeod signed off?"
    hits = query(index, edges, question, now=NOW)
    # then the pages two links away through decisions come before his other neighbours
    top = ids(hits)
    assert {"blood", "drugs"} <= set(top[:4])
    assert max(top.index("blood"), top.index("drugs")) < min(
        top.index(p) for p in ("board", "clinic")
    )
    assert next(h for h in hits if h.brain_id == "blood").path == ("hamish", "dec-1", "blood")


def test_a_question_naming_what_a_title_opens_with_is_answered_around_that_page() -> None:
    # given: a security advisory titled "<id>: <what it is>", which affects one project; the
    # foundation that publishes advisories has the id's prefix as an alias
    index = LexicalIndex(
        [
            doc(
                "adv-5",
                "LSF-SA-2026-05: stack exhaustion on deeply nested input",
                "A parser recursed without bound.",
                type="analysis",
            ),
            doc(
                "lsf",
                "Larchwood Software Foundation",
                "Publishes advisories.",
                aliases=("LSF",),
                type="company",
            ),
            doc("quill", "Quillmark", "A markdown parser.", type="project"),
            doc("gannet", "Gannet", "A web server.", type="project"),
            *FILLER,
        ]
    )
    edges = [Edge("adv-5", "quill", "affects"), Edge("gannet", "lsf", "stewarded_by")]
    # when the question names the advisory by its id alone
    hits = query(index, edges, "LSF-SA-2026-05 affects what?", now=NOW)
    # then the advisory is the page asked about (not the foundation, named by "LSF" alone),
    # and the project it affects comes first
    assert ids(hits)[:2] == ["quill", "adv-5"] and hits[0].path == ("adv-5", "quill")
    assert title_names("LSF-SA-2026-05: stack exhaustion") == (
        "LSF-SA-2026-05",
        "stack exhaustion",
    )
    assert title_names("Second Skin — studio block") == ("Second Skin",)
    assert title_names("WO-2417 Kessel Street Bridge") == ("Kessel Street Bridge",)
    assert title_names("Gannet") == () and title_names(": no head") == ()
    assert title_names("Release 2") == () and title_names("WO-2417") == ()
    assert title_names("Northwind renewal review 2026-11-05") == ("Northwind renewal review",)


def test_a_page_named_by_one_word_gives_way_to_its_neighbour_of_the_kind_the_question_names() -> (
    None
):
    # given: a customer known by one word, the renewal meeting about it and a person who works
    # there but did not attend; two of our people attended
    index = LexicalIndex(
        [
            doc("northwind", "Northwind Logistics", "A customer.", aliases=("Northwind",)),
            doc("review", "Renewal review 2026-11-05", "A call.", type="meeting"),
            doc("tom", "Tom Lindqvist", "Director.", type="person"),
            doc("maya", "Maya Okafor", "Account lead.", type="person"),
            doc("priya", "Priya Nair", "Success lead.", type="person"),
            *FILLER,
        ]
    )
    edges = [
        Edge("review", "northwind", "about"),
        Edge("review", "maya", "attended_by"),
        Edge("review", "priya", "attended_by"),
        Edge("tom", "northwind", "works_at"),
    ]
    # when the question names the customer and a meeting by another of its words
    hits = query(index, edges, "who attended the Northwind renewal meeting?", now=NOW)
    # then the meeting is the page asked around: its attendees come first, through it
    assert {hit.brain_id: hit.path for hit in hits[:2]} == {
        "maya": ("review", "maya"),
        "priya": ("review", "priya"),
    }
    tokens = tokenize("who attended the Northwind renewal meeting?")
    assert named_kinds(index, tokens, "who") == {"meeting"}
    graph = EdgeGraph(edges)
    meant = kind_meant(index, graph, "northwind", tokens, {"meeting"}, index.get, 0.3)
    assert meant == "review"
    # (nothing is meant when no neighbour of that kind holds another word of the question)
    other = tokenize("who attended the Northwind meeting?")
    assert kind_meant(index, graph, "northwind", other, {"meeting"}, index.get, 0.3) is None


def test_a_title_without_its_closing_date_names_its_page_unless_two_pages_share_it() -> None:
    # given: a renewal meeting titled with its date, attended by two people, about a company
    # one of them works at; and a journal club held on two dates
    index = LexicalIndex(
        [
            doc("review", "Northwind renewal review 2026-11-05", "A call.", type="meeting"),
            doc("northwind", "Northwind Logistics", "A customer.", type="company"),
            doc("tom", "Tom Lindqvist", "Director.", type="person"),
            doc("maya", "Maya Okafor", "Account lead.", type="person"),
            doc("club-1", "Journal club 2026-04-09", "Papers.", type="meeting"),
            doc("club-2", "Journal club 2026-04-17", "Papers.", type="meeting"),
            doc("ana", "Ana Ruiz", "Reader.", type="person"),
            *FILLER,
        ]
    )
    edges = [
        Edge("review", "tom", "attended_by"),
        Edge("review", "maya", "attended_by"),
        Edge("review", "northwind", "about"),
        Edge("tom", "northwind", "works_at"),
        Edge("club-1", "ana", "attended_by"),
        Edge("club-2", "maya", "attended_by"),
    ]
    # when a question names the meeting without its date
    hits = query(index, edges, "who attended the Northwind renewal review?", now=NOW)
    # then it is the page asked around: its attendees come first, through it
    assert set(ids(hits)[:2]) == {"tom", "maya"}
    assert all(hit.path[0] == "review" for hit in hits[:2])
    # while "journal club" names two pages alike: neither is the page asked around, and the
    # attendees of both come first, alike
    hits = query(index, edges, "who attended the journal club?", now=NOW)
    assert {hit.brain_id: hit.path for hit in hits[:2]} == {
        "ana": ("club-1", "ana"),
        "maya": ("club-2", "maya"),
    }
    assert hits[0].score == hits[1].score


def test_a_where_question_names_the_relations_that_place_a_page() -> None:
    # given: a fridge installed at one clinic and maintained by a supplier
    index = LexicalIndex(
        [
            doc("bb60", "BB-60 blood bank refrigerator", "Stores donated blood.", type="note"),
            doc("penhallow", "Penhallow", "A referral hospital.", type="company"),
            doc("brightwater", "Brightwater Medical", "A supplier.", type="company"),
            *FILLER,
        ]
    )
    edges = [
        Edge("bb60", "brightwater", "maintained_by"),
        Edge("bb60", "penhallow", "installed_at"),
    ]
    # when the question asks where it is
    hits = query(index, edges, "where is the BB-60 blood bank refrigerator?", now=NOW)
    # then the clinic it is installed at comes first
    assert ids(hits)[0] == "penhallow" and hits[0].path == ("bb60", "penhallow")
    # ("where" at the head only: a relative "where" names no place)
    assert names_relation(["installed_at"], query_relations(["where", "is", "it"]))
    assert not names_relation(["installed_at"], query_relations(["the", "room", "where", "it"]))
    assert not names_relation(["maintained_by"], query_relations(["where", "is", "it"]))


def test_a_question_naming_a_job_without_its_code_is_answered_around_the_job() -> None:
    # given: a job titled by its work-order code and its words, on a bridge that has a page
    # of its own; the job was approved by one person, the bridge is kept by a crew
    index = LexicalIndex(
        [
            doc("wo-2417", "WO-2417 Kessel Street Bridge deck waterproofing", "", type="project"),
            doc("kessel", "Kessel Street Bridge", "A road bridge.", type="concept"),
            doc("vollmer", "Margarethe Vollmer", "Engineer.", type="person"),
            doc("okafor", "Amara Okafor", "Crew leader.", type="person"),
            *FILLER,
        ]
    )
    edges = [
        Edge("wo-2417", "kessel", "concerns"),
        Edge("wo-2417", "vollmer", "approved_by"),
        Edge("kessel", "okafor", "maintained_by"),
    ]
    # when the question names the job by its words alone
    question = "who signed off the Kessel Street Bridge deck waterproofing?"
    hits = query(index, edges, question, now=NOW)
    # then the job, named whole without its code (a longer name than the bridge's), anchors it
    assert ids(hits)[:2] == ["vollmer", "wo-2417"] and hits[0].path == ("wo-2417", "vollmer")


def test_a_document_with_no_edge_is_no_anchor_though_its_text_leads() -> None:
    # given: a film's page, its pitch deck kept as evidence (no edge of its own), which words
    # the story more fully, the film's director, and people whose pages share common words
    index = LexicalIndex(
        [
            doc("low", "Low Water", "A documentary on tides reaching farmland.", type="project"),
            doc(
                "deck",
                "Pitch deck v2",
                "A film about brackish tides in the rice paddies.",
                kind="evidence",
                type="source",
            ),
            doc("lan", "Nguyen Thi Lan", "Documentary maker.", type="person"),
            *(
                doc(f"crew-{n}", f"Crew {n}", "Directed a film in the rice belt.", type="person")
                for n in range(4)
            ),
            *FILLER,
        ]
    )
    edges = [Edge("lan", "low", "director_of")]
    question = "who directed the film about brackish tides in the rice paddies?"
    # then the film's page (the best text match joined to anything) anchors the answer: its
    # director first, the film next, above the deck
    hits = query(index, edges, question, now=NOW)
    assert ids(hits)[:3] == ["lan", "low", "deck"] and hits[0].path == ("low", "lan")
    scores = index.scores(tokenize(question))
    assert max(scores, key=scores.__getitem__) == "deck"  # (though the deck's text leads)


def test_a_question_put_as_a_phrase_is_answered_around_the_page_it_names() -> None:
    # given: a job supplied by a firm with a contact there, and managed by one of our people;
    # engineers whose pages name the bridge
    index = LexicalIndex(
        [
            doc("wo-1", "Kessel Street Bridge deck waterproofing", "A job.", type="project"),
            doc("castellan", "Castellan Steelworks", "A supplier.", type="company"),
            doc("olafur", "Olafur Gudmundsson", "Sales lead.", type="person"),
            doc("kim", "Kim Min-jun", "Project manager.", type="person"),
            *(
                doc(
                    f"eng-{n}",
                    f"Engineer {n}",
                    "Inspected the Kessel Street Bridge deck.",
                    type="person",
                )
                for n in range(4)
            ),
            *FILLER,
        ]
    )
    edges = [
        Edge("wo-1", "castellan", "supplied_by"),
        Edge("olafur", "castellan", "works_at"),
        Edge("wo-1", "kim", "managed_by"),
    ]
    # when a phrase asks by its type word and a preposition
    question = "our contacts at the firms that supplied the Kessel Street Bridge deck waterproofing"
    hits = query(index, edges, question, now=NOW)
    # then the contact at the supplier comes first, through it, before our own manager
    assert ids(hits)[0] == "olafur" and hits[0].path == ("wo-1", "castellan", "olafur")
    assert ids(hits).index("kim") > ids(hits).index("wo-1")
    # a phrase asks by a type word and a preposition, or a possessive
    assert phrased(["attendees", "of", "it"], "attendees")
    assert phrased(["wang", "fang", "s", "boss"], "boss")
    # and a phrase naming a page, or describing one, is no question
    assert not phrased(["report", "ins", "2026", "063"], "report")
    assert not phrased(["engagement", "to", "alert", "customers"], "engagement")
    assert not phrased(["review", "of", "it"], None)


def test_the_noun_a_question_opens_with_asks_before_a_type_word_after_a_possessive() -> None:
    # given: a producer who works at a publisher that signed two games; he also sat in a
    # greenlight meeting
    index = LexicalIndex(
        [
            doc("webb", "Marcus Webb", "Producer.", type="person"),
            doc("northwind", "Northwind Publishing", "A publisher.", type="company"),
            doc("tundra", "Tundra Express", "A train game.", type="project"),
            doc("saltmarsh", "Saltmarsh Requiem", "A ghost story.", type="project"),
            doc("greenlight", "Greenlight review", "Go or no go.", type="meeting"),
            *FILLER,
        ]
    )
    edges = [
        Edge("webb", "northwind", "works_at"),
        Edge("tundra", "northwind", "published_by"),
        Edge("saltmarsh", "northwind", "published_by"),
        Edge("greenlight", "webb", "attended_by"),
    ]
    # when the question opens with a noun no type word names, and a type word follows "'s"
    hits = query(index, edges, "Which games did Marcus Webb's employer sign?", now=NOW)
    # then it asks for no company: the games two links away, through his employer, come first
    assert set(ids(hits)[:2]) == {"tundra", "saltmarsh"}
    assert hits[0].path[:2] == ("webb", "northwind")
    tokens = tokenize("Which games did Marcus Webb's employer sign?")
    assert asked_for(index, tokens, named=False) == (None, None)
    assert asked_for(index, tokenize("which company makes it"), named=False) == (
        "company",
        "company",
    )
    assert asked_for(index, tokenize("what is Wang Fang's team?"), named=False)[0] == "team"


def test_a_question_naming_a_person_between_is_answered_two_links_away() -> None:
    # given: a job run by an engineer who reports to a supervisor; the job was approved by
    # someone else
    index = LexicalIndex(
        [
            doc("job", "Lantern retrofit", "LED lanterns on the seafront.", type="project"),
            doc("ketevan", "Ketevan Beridze", "Engineer.", type="person"),
            doc("amara", "Amara Okafor", "Head of lighting.", type="person"),
            doc("vollmer", "Margarethe Vollmer", "Approver.", type="person"),
            *FILLER,
        ]
    )
    edges = [
        Edge("job", "ketevan", "led_by"),
        Edge("ketevan", "amara", "reports_to"),
        Edge("job", "vollmer", "approved_by"),
    ]
    # when "who" asks for a person through another person the question names
    question = "Who is the supervisor of the engineer who ran the Lantern retrofit?"
    hits = query(index, edges, question, now=NOW)
    # then the engineer's supervisor comes first, through the engineer
    assert ids(hits)[0] == "amara" and hits[0].path == ("job", "ketevan", "amara")


def test_a_question_about_the_named_page_in_other_words_keeps_it_first() -> None:
    # given: a firm with two people, an arbitral institution with its cases, a partner with
    # her matter
    index = LexicalIndex(
        [
            doc("brackwell", "Brackwell Stone LLP", "A law firm.", type="company"),
            doc("chloe", "Chloe Whitlock", "Partner.", type="person"),
            doc("hamid", "Hamid Rahimi", "Associate.", type="person"),
            doc("lcia", "LCIA", "An arbitral institution.", type="company"),
            doc("halvorsen", "Halvorsen v Brightwater", "An arbitration.", type="project"),
            doc(
                "olena",
                "Олена Бондаренко",
                "Counsel.",
                aliases=("Olena Bondarenko",),
                type="person",
            ),
            doc("heron", "Project Heron", "A takeover.", type="project"),
            *FILLER,
        ]
    )
    edges = [
        Edge("chloe", "brackwell", "works_at"),
        Edge("hamid", "brackwell", "works_at"),
        Edge("halvorsen", "lcia", "seated_at"),
        Edge("olena", "halvorsen", "counsel_on"),
        Edge("chloe", "heron", "leads"),
    ]
    # when the question asks what a page it names is or does, in other words
    for question, expected in (
        ("Brackwell Stone LLP - who are they?", "brackwell"),
        ("what does the LCIA do", "lcia"),
        ("Олена Бондаренко - what does she do?", "olena"),
        ("where are we on Project Heron?", "heron"),
        ("what is the status of Project Heron?", "heron"),
        ("what's in Halvorsen v Brightwater?", "halvorsen"),
        ("what happened in Halvorsen v Brightwater?", "halvorsen"),
        ("I need some background on Chloe Whitlock before tomorrow's call.", "chloe"),
        ("Anything I should know about Brackwell Stone LLP?", "brackwell"),
        ("Chloe Whitlock - what's her role?", "chloe"),
        ("what is Chloe Whitlock's role?", "chloe"),
        ("what is Chloe Whitlock's job?", "chloe"),  # "job" names projects: not asked here
        ("Is Chloe Whitlock still a partner?", "chloe"),
        ("Show me the Brackwell Stone LLP page.", "brackwell"),
        ("How big is Brackwell Stone LLP?", "brackwell"),
    ):
        # then that page comes first
        assert ids(query(index, edges, question, now=NOW))[0] == expected, question
    # and a closing pronoun that is not "who are they" still asks around the page
    assert about_itself(tokenize("who does she report to")) is False
    assert about_itself(tokenize("the BB-60 fridge: where is it?")) is False
    assert about_itself(tokenize("who's in Team Wren?")) is False
    for question in (
        "I need some background on Chloe Whitlock",
        "anything I should know about Brackwell Stone LLP?",
        "Chloe Whitlock - what's their role?",
        "Is Chloe Whitlock still a partner?",
        "Show me the Brackwell Stone LLP page.",
        "How big is Brackwell Stone LLP?",
        "Remind me what Brackwell Stone LLP does for us.",
        "What's our recent history with Brackwell Stone LLP?",
        "What kind of lawyer is Chloe Whitlock?",
        "Can you pull up Chloe Whitlock's file?",
        "What's Chloe Whitlock's remit at the firm?",
        "What's our relationship with Brackwell Stone LLP?",
        "What's the plan for Project Heron?",
        "Give me the facts on Project Heron.",
        "What's behind the Project Heron decision?",
        "what's the latest on Project Heron",
        "What does KM stand for?",
        "What state is the Chandlers Family Stand in?",
    ):
        assert about_itself(tokenize(question)), question
    # "who is it?" after a description asks who fits it
    assert not about_itself(
        tokenize("I need to call the director of Kite Country's agent, who is it?")
    )
    # a "stand-down" is a meeting, not "what does X stand for?"
    assert not about_itself(tokenize("what reports did they go through at the stunt stand-down?"))
    # "what came up at X?" is left to the pages around X: sets label it both ways
    assert not about_itself(tokenize("what came up at the Q3 supplier review?"))
    assert not about_itself(tokenize("which client is behind the Lefevre-Dubois wedding?"))
    assert about_itself(tokenize("which jobs has Chloe Whitlock's team run?")) is False
    assert about_itself(tokenize("is there anyone who works with Chloe?")) is True  # "is there"
    assert about_itself(tokenize("does Chloe report to whom?")) is False  # a question word
    assert about_name(tokenize("Brackwell Stone LLP - who are they?")) == [
        "brackwell",
        "stone",
        "llp",
    ]
    # a question mark in a question with no English word is no question read for its words
    assert not asks("रोहन शर्मा कौन है?", tokenize("रोहन शर्मा कौन है?"))
    assert asks("LSF-SA-2026-05 affects what?", tokenize("LSF-SA-2026-05 affects what?"))


def test_of_two_names_as_long_the_whole_title_anchors_the_question() -> None:
    # given: a project, and a hearing whose title opens with the project's name
    index = LexicalIndex(
        [
            doc("osprey", "Project Osprey", "A takeover.", type="project"),
            doc("hearing", "Project Osprey: sanction hearing", "In court.", type="meeting"),
            doc("litigation", "Litigation group", "A practice group.", type="company"),
            doc("judge", "Mr Justice Hale", "A judge.", type="person"),
            *FILLER,
        ]
    )
    edges = [
        Edge("osprey", "litigation", "handled_by"),
        Edge("hearing", "osprey", "part_of"),
        Edge("hearing", "judge", "heard_by"),
    ]
    # then the project, named by its whole title, is the page asked about
    hits = query(index, edges, "which group handles Project Osprey?", now=NOW)
    assert ids(hits)[:2] == ["litigation", "osprey"]
    assert named_whole(index, tokenize("project osprey"), "osprey", 0.1) == 2
    assert named_whole(index, tokenize("project osprey"), "hearing", 0.1) == 1.5


def test_a_name_is_named_whole_only_when_its_words_stand_together() -> None:
    # given: a studio aliased "head office", and a person
    index = LexicalIndex(
        [
            doc(
                "studio",
                "Wróbel Studio",
                "Our main studio.",
                type="company",
                aliases=("Head office",),
            ),
            doc("lukasz", "Łukasz Wróbel", "Architect.", type="person"),
            *FILLER,
        ]
    )
    # then its alias is named by "head office" and "the office, head" (side by side, in any
    # order), not by a question holding both words apart
    assert named_whole(index, tokenize("where is the head office?"), "studio", 0.1) == 2
    assert named_whole(index, tokenize("office head"), "studio", 0.1) == 2
    asked = tokenize("which office does Łukasz Wróbel head?")
    assert named_whole(index, asked, "studio", 0.1) == 0
    assert together(frozenset({"a", "b"}), ["a", "x", "y", "b"])
    assert not together(frozenset({"a", "b"}), ["a", "x", "y", "z", "b"])
    assert together(frozenset({"a", "b"}), ["a", "x", "y", "z", "b", "a"])


def test_a_where_question_asks_for_no_person_and_a_type_word_in_it_names_a_page_between() -> None:
    # given: a head teacher who reports to two deputies' manager, who works at the trust; the
    # head teacher's own reports work at her school
    index = LexicalIndex(
        [
            doc("langley", "Francis Langley", "Head teacher.", type="person"),
            doc("asa", "Åsa Lindqvist", "Deputy head.", type="person"),
            doc("zoe", "Zoe Ashworth", "Deputy head.", type="person"),
            doc("helen", "Helen Achterberg", "Director of education.", type="person"),
            doc("trust", "Kestrel Vale Learning Trust", "The trust.", type="company"),
            doc("school", "Kingsmead Academy", "A secondary school.", type="company"),
            *FILLER,
        ]
    )
    edges = [
        Edge("asa", "langley", "reports_to"),
        Edge("zoe", "langley", "reports_to"),
        Edge("langley", "helen", "reports_to"),
        Edge("helen", "trust", "works_at"),
        Edge("langley", "school", "works_at"),
        Edge("asa", "school", "works_at"),
    ]
    # when the question opens with "where" and names a type after a possessive
    question = "where does Dr Langley's line manager work?"
    # then the type word asks for nothing, and no person answers it
    assert intent_word(tokenize(question)) is None
    assert intent_word(tokenize("who is Dr Langley's line manager?")) == "who"
    hits = query(index, edges, question, now=NOW)
    assert ids(hits)[0] in {"trust", "school"}
    assert ids(hits).index("trust") < ids(hits).index("asa")


def test_one_word_of_a_question_names_one_edge_of_a_path() -> None:
    # given: a working group whose chair works at one company, and whose members are members
    # of another group ("work" names both `member_of` and `employed_by`, by its group)
    index = LexicalIndex(
        [
            doc("infra", "Infrastructure Working Group", "Runs the build farm.", type="project"),
            doc("layla", "Layla Mansour", "Engineer.", type="person"),
            doc("ines", "Inès Delacroix", "Engineer.", type="person"),
            doc("verdant", "Verdant Cloud", "A hosting company.", type="company"),
            doc("access", "Accessibility Working Group", "Screen readers.", type="project"),
            *FILLER,
        ]
    )
    edges = [
        Edge("infra", "layla", "chaired_by"),
        Edge("layla", "verdant", "employed_by"),
        Edge("ines", "infra", "member_of"),
        Edge("ines", "access", "member_of"),
    ]
    # when the question names the chair, and where she works
    hits = query(index, edges, "Where does the Infrastructure Working Group's chair work?", now=NOW)
    # then the chair's employer comes first, through her: "work" names one edge of a path, and
    # a path with two edges named by two words goes before one whose edges one word names
    assert ids(hits)[0] == "verdant" and hits[0].path == ("infra", "layla", "verdant")
    assert ids(hits).index("access") > ids(hits).index("verdant")


def test_a_page_whose_title_holds_the_named_page_and_more_of_the_question_is_meant() -> None:
    # given: a school with staff, and its roof replacement, a project of the school with a
    # roofing contractor; another project of the school's
    index = LexicalIndex(
        [
            doc("ashby", "Ashby Fields", "A primary school.", type="company"),
            doc("roof", "Ashby Fields Roof Replacement", "Summer works.", type="project"),
            doc("hall", "Ashby Fields Hall Refit", "Winter works.", type="project"),
            doc("pennine", "Pennine Roofing", "Roofers.", type="company"),
            doc("castle", "Castlegate Construction", "Builders.", type="company"),
            doc("joanna", "Joanna Pritchard", "Head teacher.", type="person"),
            *FILLER,
        ]
    )
    edges = [
        Edge("roof", "ashby", "site"),
        Edge("hall", "ashby", "site"),
        Edge("roof", "pennine", "contractor"),
        Edge("hall", "castle", "contractor"),
        Edge("joanna", "ashby", "works_at"),
    ]
    # when the question names the school whole and the project by one more word
    hits = query(index, edges, "who is the contractor on the Ashby Fields roof job", now=NOW)
    # then the project's contractor comes first, through the project
    assert ids(hits)[0] == "pennine" and hits[0].path == ("roof", "pennine")
    assert ids(hits).index("castle") > ids(hits).index("roof")


def test_a_page_whose_own_title_holds_more_of_the_question_is_not_passed_for_a_neighbour() -> None:
    # given: a yard block (aliased by its code) whose title says what it holds, and an incident
    # in that block whose title names the block too
    index = LexicalIndex(
        [
            doc(
                "yard",
                "Yard block A1 (import stack)",
                "Average import dwell was 4.2 days.",
                type="place",
                aliases=("A1",),
            ),
            doc(
                "near-miss",
                "RTG01 near-miss with a tractor in block A1",
                "The gantry stopped short.",
                type="incident",
            ),
            doc("rtg01", "Gantry RTG01", "A rubber-tyred gantry.", type="equipment"),
            *FILLER,
        ]
    )
    edges = [Edge("near-miss", "yard", "occurred_at"), Edge("near-miss", "rtg01", "involved")]
    # when a question names the block by its code and the words of its own title
    hits = query(index, edges, "average import dwell in block A1?", now=NOW)
    # then the block is the page asked about: the incident's title holds fewer of the words
    assert ids(hits)[0] == "yard"


def test_an_organisation_answers_who_nearly_as_a_person_does() -> None:
    # given: an exhibition insured by a company and curated by a person whose page says more
    # of the question's words
    index = LexicalIndex(
        [
            doc("seas", "Silver Gelatin Seas", "An exhibition of photographs.", type="project"),
            doc("aldgate", "Aldgate Specie", "Fine art underwriters.", type="company"),
            doc(
                "chiara",
                "Chiara Bellandi",
                "Curator of the Silver Gelatin Seas show.",
                type="person",
            ),
            *FILLER,
        ]
    )
    edges = [Edge("seas", "aldgate", "insured_by"), Edge("seas", "chiara", "curated_by")]
    # when a who-question names the company's relation (not by its verb) and not the person's
    hits = query(index, edges, "who is the insurer for Silver Gelatin Seas?", now=NOW)
    # then the company comes first: an organisation is a "who" too
    assert ids(hits)[0] == "aldgate" and hits[0].path == ("seas", "aldgate")
    # and a person still comes first when neither edge is named
    hits = query(index, edges, "who is on Silver Gelatin Seas?", now=NOW)
    assert ids(hits).index("chiara") < ids(hits).index("aldgate")


def test_the_edge_the_verb_after_who_names_leads_to_the_answer_two_links_away() -> None:
    # given: a bus route its driver drives, and the bus model it uses, built by a coachbuilder
    index = LexicalIndex(
        [
            doc("route44", "Route 44", "A bus route.", type="concept"),
            doc("somchai", "Somchai Wongsakul", "Bus driver.", type="person"),
            doc("citadel", "Citadel diesel bus", "A single-decker.", type="concept"),
            doc("ardent", "Ardent Coachbuilders", "Coachbuilders.", type="company"),
            *FILLER,
        ]
    )
    edges = [
        Edge("somchai", "route44", "drives"),
        Edge("route44", "citadel", "uses"),
        Edge("citadel", "ardent", "built_by"),
    ]
    # when the verb after "who" names the maker's edge, two links from the named route
    hits = query(index, edges, "who made the bus that burned on Route 44?", now=NOW)
    # then the maker comes before the route's driver, whose edge the verb does not name
    assert ids(hits)[0] == "ardent" and hits[0].path == ("route44", "citadel", "ardent")
    assert ids(hits).index("somchai") > ids(hits).index("ardent")


def test_a_page_named_by_one_word_gives_way_to_a_neighbour_titled_by_more_of_the_question() -> None:
    # given: a customer, the review of its renewal (led by our account lead) and its director
    index = LexicalIndex(
        [
            doc(
                "northwind",
                "Northwind Logistics",
                "A customer; its renewal is due in December.",
                aliases=("Northwind",),
                type="company",
            ),
            doc("review", "Northwind renewal review 2026-11-05", "The call.", type="meeting"),
            doc("maya", "Maya Okafor", "Account lead.", type="person"),
            doc("tom", "Tom Lindqvist", "Director of operations.", type="person"),
            *FILLER,
        ]
    )
    edges = [
        Edge("tom", "northwind", "works_at"),
        Edge("review", "northwind", "about"),
        Edge("review", "maya", "led_by"),
        Edge("review", "tom", "attended_by"),
    ]
    # when the question names the company by one word and the review by one more, and no kind
    hits = query(index, edges, "who led the Northwind renewal?", now=NOW)
    # then the review's lead comes first, through the review
    assert ids(hits)[0] == "maya" and hits[0].path == ("review", "maya")


def test_how_many_asks_about_the_page_it_names() -> None:
    # given: a bus garage with a charging contractor and a manager
    index = LexicalIndex(
        [
            doc("garage", "Orchard Lane Garage", "Forty charging bays.", type="concept"),
            doc("ampora", "Ampora Charging", "Charger maintenance.", type="company"),
            doc("omar", "Omar Farouk", "Garage manager.", type="person"),
            *FILLER,
        ]
    )
    edges = [Edge("garage", "ampora", "charging_by"), Edge("garage", "omar", "managed_by")]
    # when the question asks how many of something the page it names holds, naming a relation
    hits = query(index, edges, "how many charging bays at Orchard Lane Garage", now=NOW)
    # then that page comes first: the count is on its page
    assert ids(hits)[0] == "garage"


def test_a_request_for_a_page_it_names_whole_puts_that_page_first() -> None:
    # given: a bakery group that buys from three farms, and its supply contract (evidence),
    # whose alias holds the group's name, beside other mills' supply contracts
    group = "Rye & Crust Bakery Group"
    index = LexicalIndex(
        [
            doc("rye", group, f"{group} buys rye under its supply contract.", type="company"),
            doc(
                "contract",
                f"Supply contract 2025: {group}",
                f"Agreement with {group} for the supply of hybrid rye.",
                aliases=(f"{group} supply contract",),
                type="source",
                kind="evidence",
            ),
            *(doc(f"farm-{n}", f"Farm {n}", f"Grows rye for the {group}.") for n in range(3)),
            *(
                doc(
                    f"mill-{n}",
                    f"Supply contract 2025: Mill {n}",
                    "Agreement for the supply of wheat.",
                    aliases=(f"Mill {n} supply contract",),
                    type="source",
                    kind="evidence",
                )
                for n in range(4)
            ),
            *FILLER,
        ]
    )
    edges = [
        Edge("contract", "rye", "buyer_party"),
        *(Edge("rye", f"farm-{n}", "buys_from") for n in range(3)),
    ]
    # when a request names the contract whole, by its alias, and asks for no kind of page
    hits = query(index, edges, f"Find the {group} supply contract.", now=NOW)
    # then the contract comes first, above the group the graph lifts, on one scale (ordered by
    # score, then id), whatever the limit
    assert ids(hits)[:2] == ["contract", "rye"]
    assert (-hits[0].score, hits[0].brain_id) < (-hits[1].score, hits[1].brain_id)
    for limit in (1, 2, 3):
        request = f"Find the {group} supply contract."
        assert query(index, edges, request, limit=limit, now=NOW) == hits[:limit]
    # a question about what we have with the group asks for the group's page
    assert ids(query(index, edges, f"What's our relationship with {group}?", now=NOW))[0] == "rye"
    # but not past a hit whose text matches the request better ("Farm 1 rye" names the farm)
    assert ids(query(index, edges, "Farm 1 rye for the Rye & Crust Bakery Group", now=NOW))[0] != (
        "rye"
    )


def test_the_noun_naming_the_asked_folder_names_no_relation_of_the_page_named() -> None:
    # given: a farm kept in farms/ with its holding number as an alias, farmed by a person
    # and certified by an assurance body
    index = LexicalIndex(
        [
            doc(
                "norgaard",
                "Nørgaard Farm",
                "Arable farm.",
                aliases=("CPH 37/279/7868",),
                type="company",
                folder="farms",
            ),
            doc("wang", "Wang Family Farm", "Dairy farm.", type="company", folder="farms"),
            doc("soren", "Søren Nørgaard", "Farmer.", type="person", folder="people"),
            doc("fieldmark", "Fieldmark Assurance", "Certifier.", type="company", folder="bodies"),
            *FILLER,
        ]
    )
    edges = [
        Edge("norgaard", "soren", "farmed_by"),
        Edge("norgaard", "fieldmark", "certified_by"),
        Edge("wang", "fieldmark", "certified_by"),
    ]
    # when the question asks which farm holds a number the farm's page is named by
    hits = query(index, edges, "Which farm is holding CPH 37/279/7868?", now=NOW)
    # then the farm comes first: "farm" names the folder asked for, not `farmed_by`
    assert ids(hits)[0] == "norgaard"


def test_where_is_a_document_asks_for_the_document() -> None:
    # given: a supply contract kept as evidence, naming its two parties
    index = LexicalIndex(
        [
            doc(
                "contract",
                "Supply contract 2025: Greyfield Mills",
                "Agreement.",
                aliases=("Greyfield Mills supply contract",),
                type="source",
                kind="evidence",
            ),
            doc("mills", "Greyfield Mills", "A flour mill.", type="company"),
            doc("coop", "Wyrelands Cooperative", "The seller.", type="company"),
            *FILLER,
        ]
    )
    edges = [Edge("contract", "mills", "buyer_party"), Edge("contract", "coop", "seller_party")]
    # when a "where" question names the document
    hits = query(index, edges, "Where's the Greyfield Mills supply contract?", now=NOW)
    # then the document comes first, not the parties it places
    assert ids(hits)[0] == "contract"


def test_a_what_question_asks_for_no_person() -> None:
    # given: an inspection report that covers an asset and was made by an inspector
    index = LexicalIndex(
        [
            doc("ins", "INS-2026-063", "Inspection report.", type="source", kind="evidence"),
            doc("ilkay", "İlkay Yıldırım", "Inspector.", type="person"),
            doc("sewer", "Harbour Outfall Sewer", "A sewer.", type="concept"),
            *FILLER,
        ]
    )
    edges = [Edge("ins", "ilkay", "inspected_by"), Edge("ins", "sewer", "covers")]
    # when a "what" question asks around the report, naming neither edge
    hits = query(index, edges, "what did INS-2026-063 examine?", now=NOW)
    # then the asset comes before the inspector
    assert ids(hits).index("sewer") < ids(hits).index("ilkay")


def test_a_person_who_does_what_is_asked_is_not_the_answer() -> None:
    # given: a grants officer who works at a trust (by an edge no word of the question names)
    index = LexicalIndex(
        [
            doc("abigail", "Abigail Moss", "Grants officer at the trust.", type="person"),
            doc("trust", "Organic Transition Trust", "A charity.", type="company"),
            doc("kim", "Kim Min-jun", "Works for the co-op.", type="person"),
            doc("coop", "Wyrelands Cooperative", "The co-op.", type="company"),
            *FILLER,
        ]
    )
    edges = [Edge("abigail", "trust", "officer_at"), Edge("kim", "coop", "employed_by")]
    # when "who does <the person> work for?" asks about her (a person, as "who" asks for)
    hits = query(index, edges, "Who does Abigail Moss work for?", now=NOW)
    # then she is not taken for the answer: the page she works at is first
    assert ids(hits)[0] == "trust" and hits[0].path == ("abigail", "trust")
    # while "who is <the person> at the trust?" still asks for her
    hits = query(index, edges, "who is Abigail Moss at the trust?", now=NOW)
    assert ids(hits)[0] == "abigail"


def test_a_relation_named_only_by_a_word_of_the_anchors_name_counts_less() -> None:
    # given: a working group with three members, one of whom chairs it
    index = LexicalIndex(
        [
            doc("wg", "Accessibility Working Group", "Reviews interfaces.", type="project"),
            doc("ines", "Ines Delacroix", "Designer.", type="person"),
            doc("eleni", "Eleni Markou", "Tester.", type="person"),
            doc("kim", "Kim Min-jun", "Engineer.", type="person"),
            *FILLER,
        ]
    )
    edges = [
        *(Edge(person, "wg", "member_of") for person in ("ines", "eleni", "kim")),
        Edge("wg", "kim", "chaired_by"),
    ]
    # when the question asks for the chair ("working" names `member_of` too, by the group's name)
    hits = query(index, edges, "The Accessibility Working Group's chair", now=NOW)
    # then the chair comes first
    assert ids(hits)[0] == "kim" and hits[0].path == ("wg", "kim")


def test_a_phrase_asks_around_the_page_it_names_only_when_it_names_a_relation() -> None:
    # given: a tram type, its maker and its depot; a school's inspection and its inspector
    index = LexicalIndex(
        [
            doc("e12", "E12 tram", "Low-floor tram.", aliases=("E12",), type="concept"),
            doc("vossberg", "Vossberg Rail", "Builds trams.", type="company"),
            doc("depot", "Saltmarsh Tram Depot", "Where trams sleep.", type="concept"),
            doc(
                "insp",
                "Ofsted inspection of Harrowby High School, May 2025",
                "Judged good.",
                type="analysis",
            ),
            doc("school", "Harrowby High School", "A school.", type="company"),
            doc("inspector", "Ruth Amos", "Lead inspector.", type="person"),
            *FILLER,
        ]
    )
    edges = [
        Edge("e12", "vossberg", "built_by"),
        Edge("e12", "depot", "stabled_at"),
        Edge("insp", "school", "inspection_of"),
        Edge("insp", "inspector", "led_by"),
    ]
    # when a phrase's head word names one of the named page's relations ("maker" names
    # `built_by`), the page it joins is asked for
    hits = query(index, edges, "maker of the E12", now=NOW)
    assert ids(hits)[0] == "vossberg" and hits[0].path == ("e12", "vossberg")
    # and when it names none but by the page's own name, the page is
    hits = query(
        index, edges, "Findings of the Ofsted inspection of Harrowby High School, May 2025", now=NOW
    )
    assert ids(hits)[0] == "insp"


def test_the_latest_on_a_page_asks_for_the_page() -> None:
    # given: a documentary and the incident that hit its shoot
    index = LexicalIndex(
        [
            doc("film", "Voices of the Quarry", "A documentary.", type="project"),
            doc("inc", "Quarry location release revoked", "The quarry pulled out.", type="note"),
            doc("quarry", "Blackmoor Quarry", "A location.", type="concept"),
            *FILLER,
        ]
    )
    edges = [Edge("inc", "film", "affected"), Edge("film", "quarry", "shot_at")]
    # when a user asks for the latest on it
    hits = query(index, edges, "what's the latest on Voices of the Quarry", now=NOW)
    # then its page comes first
    assert ids(hits)[0] == "film"


def test_a_named_document_with_nothing_around_it_comes_first() -> None:
    # given: a licence kept as evidence, only cited by the company it was made with, and hits
    # that rank the company first (its name is part of the licence's)
    index = LexicalIndex(
        [
            doc("company", "Vantage Stream", "A streamer.", type="company"),
            doc("licence", "Licence, Vantage Stream", "Granted.", type="source", kind="evidence"),
            *FILLER,
        ]
    )
    graph = EdgeGraph([Edge("company", "licence", "cites")])
    hits = [
        Hit("company", "Vantage Stream", 0.0317, "text", ("company",)),
        Hit("licence", "Licence, Vantage Stream", 0.0309, "text", ("licence",)),
    ]
    tokens = tokenize("where is 'Licence, Vantage Stream' filed?")
    # when the answers stage finds nothing around the licence (a citation is not walked)
    out = answers_first(
        index,
        graph,
        hits,
        tokens=tokens,
        intent=None,
        relation=query_relations(tokens),
        besides=query_relations(tokens),
        agent=frozenset(),
        eligible=index.get,
        fused={"company": 0.0317, "licence": 0.0309},
        limit=10,
        rare=0.3,
    )
    # then the licence the question names whole comes first, not the company its name holds
    assert [hit.brain_id for hit in out][:2] == ["licence", "company"]


def test_a_cited_document_answers_when_its_title_holds_a_word_of_the_question() -> None:
    # given: a film, an incident on its shoot citing an accident report and an insurance
    # claim, and the film citing its call sheet
    index = LexicalIndex(
        [
            doc("film", "Glasswork", "A feature.", type="project"),
            doc("burn", "Electrical burn on set", "A gaffer was hurt.", type="note"),
            doc("ward", "Ward Nine", "A series.", type="project"),
            doc("report", "Accident report: distro", "Filed.", type="source", kind="evidence"),
            doc("claim", "Equipment claim, Copperleaf", "Paid.", type="source", kind="evidence"),
            doc("sheet", "Call sheet, day 4", "Crew call 6am.", type="source", kind="evidence"),
            *FILLER,
        ]
    )
    edges = [
        Edge("burn", "film", "occurred_on"),
        Edge("ward", "film", "shares_crew_with"),
        Edge("burn", "report", "cites"),
        Edge("burn", "claim", "cites"),
        Edge("film", "sheet", "cites"),
    ]
    # when a question asks for the film's accidents or claims
    hits = query(index, edges, "any accident or claim from Glasswork?", now=NOW)
    found = ids(hits)
    # then the two documents the incident cites are answers, reached through it
    assert {"report", "claim"} <= set(found[:5]), found
    assert hits[found.index("claim")].path == ("film", "burn", "claim")
    # and the call sheet, whose title holds no word of the question, is not one
    assert "sheet" not in found
    # unless the question asks for papers of any kind
    found = ids(query(index, edges, "Documents relating to Glasswork", now=NOW))
    assert "sheet" in found


def test_the_graph_gives_the_documents_a_page_cites() -> None:
    edges = [Edge("a", "ev1", "cites"), Edge("b", "ev1", "cites"), Edge("a", "b", "works_with")]
    graph = EdgeGraph(edges)
    assert graph.cited("a") == ("ev1",)
    assert graph.cited("ev1") == ()  # what it cites, not who cites it
    assert graph.cited("b") == ("ev1",) and graph.neighbors("a") == ("b",)
    # a lazy graph answers from the typed edges its caller keeps
    typed = {"a": {"ev1": {"cites"}, "b": {"works_with"}}}
    lazy = EdgeGraph.lazy(lambda node: (), lambda: [], typed=lambda node: typed.get(node, {}))
    assert lazy.cited("a") == ("ev1",) and lazy.cited("b") == ()


def test_a_question_for_reports_takes_evidence_as_reports() -> None:
    # given: a safety meeting, the incident it discussed (citing an accident report), the
    # people at it, and the film the incident happened on
    index = LexicalIndex(
        [
            doc("mtg", "Water-stunt safety stand-down", "Stopped the tank work.", type="meeting"),
            doc("inc", "Stunt ankle fracture", "A double was hurt.", type="note"),
            doc("vic", "Vic Sallow", "Stunt coordinator.", type="person"),
            doc("ana", "Ana Ruiz", "Producer.", type="person"),
            doc("film", "Undertow", "A series.", type="project"),
            doc(
                "report",
                "Accident report: water stunt",
                "Filed the same day.",
                type="source",
                kind="evidence",
            ),
            *FILLER,
        ]
    )
    edges = [
        Edge("mtg", "inc", "discussed"),
        Edge("mtg", "vic", "attendee"),
        Edge("mtg", "ana", "attendee"),
        Edge("inc", "film", "occurred_on"),
        Edge("inc", "report", "cites"),
    ]
    # when the question asks which reports the meeting went through
    question = "what reports did they go through at the Water-stunt safety stand-down?"
    hits = query(index, edges, question, now=NOW)
    # then the accident report the incident cites comes first, through the incident
    assert ids(hits)[0] == "report" and hits[0].path == ("mtg", "inc", "report")
