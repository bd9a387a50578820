"""The ranker's bridges: the pages a returned hit's path goes through are returned with it."""

from __future__ import annotations

import random
from datetime import timedelta

from brain.toolkit.edges import Edge
from brain.toolkit.ranker import EdgeGraph, Hit, LexicalIndex, RankOptions, query
from brain.toolkit.ranker.bridges import keep_bridges
from tests.toolkit.test_ranker import FILLER, NOW, doc, ids

QUESTION = "who works at the customer of the project to roll out single sign-on?"
# The walk's order, without the answers stage (ranker.answers, which would put the project
# after the first three people)
WALK = RankOptions(answers=False)
PEOPLE = [f"person-{number}" for number in range(8)]


def customer_brain() -> tuple[LexicalIndex, list[Edge]]:
    """A project the question describes, its customer (the bridge) and the eight people who
    work there: more answers two links away than a small limit holds."""
    index = LexicalIndex(
        [
            doc("sso", "Roll out single sign-on", "Project with Vangra.", type="project"),
            doc("vangra", "Vangra", "Vangra makes payroll software.", type="company"),
            *(
                doc(
                    name,
                    f"Staff {name}",
                    "Engineer.",
                    type="person",
                    updated=NOW - timedelta(days=n),
                )
                for n, name in enumerate(PEOPLE)
            ),
            *FILLER,
        ]
    )
    edges = [Edge("sso", "vangra", "customer")]
    edges += [Edge(name, "vangra", "works_at") for name in PEOPLE]
    return index, edges


def assert_paths_returned(hits: list[Hit]) -> None:
    returned = set(ids(hits))
    for hit in hits:
        assert set(hit.path) <= returned, (hit, ids(hits))


def assert_by_score(hits: list[Hit]) -> None:
    assert [(-h.score, h.brain_id) for h in hits] == sorted((-h.score, h.brain_id) for h in hits)


def test_the_project_and_its_customer_stay_when_the_people_there_would_fill_the_limit() -> None:
    # given: every person scores above the project (intent_hop twice, then the intent bonus),
    # so the best five would be five people whose paths name two pages not in the list
    index, edges = customer_brain()
    everything = query(index, edges, QUESTION, now=NOW, options=WALK, limit=50)
    assert ids(everything)[:8] == PEOPLE  # the more recent first
    assert everything[0].path == ("sso", "vangra", "person-0")

    # when
    hits = query(index, edges, QUESTION, now=NOW, options=WALK, limit=5)

    # then: the three best people keep their places, the project and its customer take the
    # places of the fourth and fifth, and each keeps the score it has as a hit of its own
    assert ids(hits) == ["person-0", "person-1", "person-2", "sso", "vangra"]
    by_id = {h.brain_id: h for h in everything}
    assert hits == [by_id[brain_id] for brain_id in ids(hits)]
    assert hits[3].matched == "text"
    assert hits[4].matched == "graph"
    assert hits[4].path == ("sso", "vangra")
    assert_paths_returned(hits)
    assert_by_score(hits)


def test_with_no_room_for_the_best_hits_path_the_hits_stay_as_ranked() -> None:
    index, edges = customer_brain()

    # when: one place, or two, for a best hit whose path holds three pages
    one = query(index, edges, QUESTION, now=NOW, options=WALK, limit=1)
    two = query(index, edges, QUESTION, now=NOW, options=WALK, limit=2)
    three = query(index, edges, QUESTION, now=NOW, options=WALK, limit=3)

    # then: just the best hit(s), as ranked; with three places, the best and its bridges
    assert ids(one) == ["person-0"]
    assert ids(two) == ["person-0", "person-1"]
    assert ids(three) == ["person-0", "sso", "vangra"]
    assert_paths_returned(three)


def test_a_bridge_that_is_already_a_hit_is_not_added_twice() -> None:
    # given: a question whose best hits are the project, then its customer's people
    index, edges = customer_brain()

    # when: the project and its customer are among the best ten anyway
    hits = query(index, edges, QUESTION, now=NOW, options=WALK, limit=10)

    # then: the ten best as ranked, each once
    assert hits == query(index, edges, QUESTION, now=NOW, options=WALK, limit=50)[:10]
    assert len(set(ids(hits))) == 10
    assert_paths_returned(hits)


def test_every_returned_hits_path_is_returned_on_random_brains() -> None:
    # given: random brains of people and companies joined at random, questions with and
    # without an intent
    rng = random.Random(20)
    words = [f"w{number}" for number in range(30)]
    checked = brought_in = 0
    for _ in range(40):
        count = rng.randint(20, 60)
        documents = [
            doc(
                f"d{number:03d}",
                " ".join(rng.choices(words, k=rng.randint(1, 3))),
                " ".join(rng.choices(words, k=rng.randint(2, 12))),
                kind="evidence" if rng.random() < 0.1 else "page",
                type=rng.choice(["person", "company", "project"]),
                updated=rng.choice([None, NOW - timedelta(days=rng.randint(0, 300))]),
            )
            for number in range(count)
        ]
        index = LexicalIndex(documents)
        names = [d.brain_id for d in documents]
        graph = EdgeGraph(
            Edge(rng.choice(names), rng.choice(names), rng.choice(["mentions", "cites"]))
            for _ in range(count * rng.randint(1, 4))
        )
        options = RankOptions(seeds=rng.randint(1, 6), max_hops=rng.randint(1, 3))
        text = rng.choice(["who ", "which company ", ""]) + " ".join(rng.sample(words, 2))
        everything = query(index, graph, text, now=NOW, limit=500, options=options)
        by_id = {h.brain_id: h for h in everything}
        ranked = ids(everything)
        for limit in (1, 2, 3, 5, 8):
            # when
            hits = query(index, graph, text, now=NOW, limit=limit, options=options)
            if not hits:
                continue
            checked += 1
            # then: at most `limit`, ordered by score, the best hit always first
            assert len(hits) <= limit
            assert_by_score(hits)
            assert hits[0] == everything[0]
            if len(everything[0].path) > limit:
                # no room: the hits as ranked
                assert ids(hits) == ranked[:limit]
                continue
            assert_paths_returned(hits)
            top = set(ranked[:limit])
            kept = [h for h in hits if h.brain_id in top]
            # the hits kept are the best, as they were (only the weakest give way) ...
            assert kept == [by_id[h.brain_id] for h in kept]
            # ... and every other is a page on a kept hit's path, never scored above them
            others = [h for h in hits if h.brain_id not in top]
            on_paths = {page for h in hits for page in h.path[:-1]}
            assert all(h.brain_id in on_paths for h in others)
            assert all(index.get(h.brain_id).kind == "page" for h in others)  # type: ignore[union-attr]
            brought_in += bool(others)
    assert checked > 100
    assert brought_in > 10  # bridges were brought in often


def test_a_reranked_list_cut_to_its_limit_keeps_the_bridges_in_its_order() -> None:
    # given: the people and their bridges, reordered as a rerank would (the project last)
    index, edges = customer_brain()
    hits = query(index, edges, QUESTION, now=NOW, options=WALK, limit=6)
    assert ids(hits) == ["person-0", "person-1", "person-2", "person-3", "sso", "vangra"]
    reranked = [hits[5], hits[2], hits[0], hits[3], hits[1], hits[4]]

    # when: cut to four
    cut = keep_bridges(reranked, 4)

    # then: in the reranked order, the company and the project on its path, then the people
    # while they fit; the last person gives way
    assert ids(cut) == ["vangra", "person-2", "person-0", "sso"]
    assert_paths_returned(cut)
    assert ids(keep_bridges(reranked, 1)) == ["vangra"]


def test_a_cut_list_never_returns_a_hit_whose_path_it_does_not_hold() -> None:
    # given: a list cut before, with no room for its best hit's path (limit 2), reordered
    index, edges = customer_brain()
    hits = query(index, edges, QUESTION, now=NOW, options=WALK, limit=2)
    assert ids(hits) == ["person-0", "person-1"]
    text_hit = query(index, edges, "single sign-on", now=NOW, limit=1)[0]
    reordered = [text_hit, *hits]

    # when: cut to two
    cut = keep_bridges(reordered, 2)

    # then: the text hit alone; the people's paths name pages the list does not hold
    assert ids(cut) == ["sso"]
    # and with no room for the best hit's path, the list as it was
    assert keep_bridges(hits, 1) == hits[:1]
