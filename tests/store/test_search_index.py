"""The read plane's lexical index: stored in PostgreSQL, cached per process, current by counter."""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from pathlib import Path
from typing import Any

import pytest

import goat.celery
from bench.generate import generate
from brain import search
from brain.importer import brain_import
from brain.models import Brain, BrainDocument, BrainEdge, BrainSearchIndex
from brain.rows import document_from_row
from brain.schedule import SEARCH_INDEX_REFRESH_TASK, BrainTask
from brain.services import Actor
from brain.store import DatabaseStore, store_for_user
from brain.toolkit.commands.reads import hit_links
from brain.toolkit.commands.registry import call
from brain.toolkit.edges import Edge
from brain.toolkit.ranker import LexicalIndex, query, rank_document
from brain.toolkit.ranker.segment import Segment
from tests.cast import Cast
from tests.embeddings_server import wait_until
from tests.processes import celery_worker, database_url, own_broker
from tests.toolkit.helpers import with_extra


def store_of(cast: Cast) -> DatabaseStore:
    return DatabaseStore(cast.team_brain, actor=Actor(type="system"))


def fresh_hits(cast: Cast, text: str) -> list[dict[str, Any]]:
    """What a query gives over an index built from every row right now (the reference)."""
    rows = BrainDocument.objects.filter(brain_ref=cast.team_brain)
    index = LexicalIndex(rank_document(document_from_row(row)) for row in rows)
    edges = [
        Edge(*triple)
        for triple in BrainEdge.objects.filter(brain_ref=cast.team_brain).values_list(
            "source__brain_id", "target_id", "type", "context"
        )
    ]
    return [hit.as_dict() for hit in query(index, edges, text, limit=10)]


def hits(cast: Cast, text: str) -> list[dict[str, Any]]:
    """The query command's hits, without the links and snippets it adds after ranking (the
    ranker's part)."""
    found = call("query", store_of(cast), {"text": text})["hits"]
    return [
        {key: value for key, value in hit.items() if key not in ("links", "snippet")}
        for hit in found
    ]


def create(cast: Cast, title: str, body: str) -> None:
    call("create", store_of(cast), {"type": "concept", "title": title, "body": body})


@pytest.fixture(autouse=True)
def empty_cache() -> None:
    search.forget()


@pytest.mark.django_db
def test_the_index_follows_every_write_and_equals_a_fresh_build(cast: Cast) -> None:
    store = store_of(cast)
    call("create", store, {"type": "company", "title": "Romar", "body": "Makes solar inverters."})
    call(
        "create",
        store,
        {"type": "person", "title": "Dara Lund", "body": "CTO of [[page:romar|Romar]]."},
    )
    assert hits(cast, "solar inverters") == fresh_hits(cast, "solar inverters")
    assert [h["id"] for h in hits(cast, "solar inverters")][:1] == ["romar"]

    # a rewrite, a new document, a delete: each seen by the next query
    romar = call("get", store, {"ref": "romar"})["document"]
    call(
        "rewrite",
        store,
        {
            "ref": "romar",
            "compiled_truth": "Makes wind turbine blades.",
            "expected_hash": romar["hash"],
        },
    )
    call("create", store, {"type": "company", "title": "Tekmo", "body": "Solar carports."})
    assert "romar" not in [h["id"] for h in hits(cast, "inverters")]
    # the graph follows too: Dara is reached from Romar's new words
    turbines = hits(cast, "wind turbine blades")
    assert turbines == fresh_hits(cast, "wind turbine blades")
    assert ("dara-lund", "graph") in [(h["id"], h["matched"]) for h in turbines]
    assert hits(cast, "solar") == fresh_hits(cast, "solar")
    call("delete", store, {"ref": "tekmo", "yes": True}, surface="cli")
    assert hits(cast, "solar carports") == fresh_hits(cast, "solar carports") == []


@pytest.mark.django_db
def test_a_question_naming_a_relation_ranks_as_over_a_fresh_build(cast: Cast) -> None:
    # given: a memo with an author and a reviewer, and a grant with a principal investigator
    # and a supplier, joined by typed relations (the walk reads their types from the store)
    store = store_of(cast)
    for title in ("Ada Greco", "Cy Kern", "Bo Lund"):
        call("create", store, {"type": "person", "title": title, "body": "Analyst."})
    call("create", store, {"type": "company", "title": "Quarrystone", "body": "Precast."})
    relations = ["authored_by:ada-greco", "reviewed_by:cy-kern"]
    call(
        "create",
        store,
        {"type": "analysis", "title": "Pricing memo", "body": "Usage.", "relations": relations},
    )
    relations = ["principal_investigator:bo-lund", "supplied_by:quarrystone"]
    call(
        "create",
        store,
        {"type": "project", "title": "Viaduct grant", "body": "Gullies.", "relations": relations},
    )
    for text, first in (
        ("who reviewed the pricing memo?", "cy-kern"),
        ("who wrote the pricing memo?", "ada-greco"),
        ("who is PI on the viaduct grant?", "bo-lund"),
        ("who supplied the viaduct grant?", "quarrystone"),
    ):
        # then: the answer the relation names comes first, as over a fresh build
        found = hits(cast, text)
        assert found == fresh_hits(cast, text)
        assert found[0]["id"] == first, (text, found)


@pytest.mark.django_db
def test_a_question_naming_a_link_by_the_words_around_it_ranks_as_over_a_fresh_build(
    cast: Cast,
) -> None:
    # given: a film whose page links its crew with plain page links (no relation types), each
    # said in its sentence: "Original score by ...", "... directs"
    store = store_of(cast)
    for title in ("Clem Ardoin", "Maren Holt", "Esther Kalb"):
        call("create", store, {"type": "person", "title": title, "body": "Freelance."})
    body = (
        "An oyster farmer finds a drowned surveyor.\n\n[[page:maren-holt|Maren Holt]] directs. "
        "Original score by [[page:clem-ardoin|Clem Ardoin]]. Screenplay: "
        "[[page:esther-kalb|Esther Kalb]]."
    )
    call("create", store, {"type": "project", "title": "Saltmarsh", "body": body})
    edge = BrainEdge.objects.get(source__brain_id="saltmarsh", target_id="clem-ardoin")
    assert (edge.type, edge.context) == ("wiki_link", "Original score by")
    for text, first in (
        ("who did the score for Saltmarsh?", "clem-ardoin"),
        ("who wrote the screenplay of Saltmarsh?", "esther-kalb"),
        ("who directs Saltmarsh?", "maren-holt"),
    ):
        # then: the person the words around the link describe comes first, as over a fresh
        # build; and again once the page is rewritten (its edges' contexts with it)
        found = hits(cast, text)
        assert found == fresh_hits(cast, text)
        assert found[0]["id"] == first, (text, found)
    saltmarsh = call("get", store, {"ref": "saltmarsh"})["document"]
    call(
        "rewrite",
        store,
        {
            "ref": "saltmarsh",
            "compiled_truth": body.replace("Original score by", "Music:"),
            "expected_hash": saltmarsh["hash"],
        },
    )
    found = hits(cast, "who did the music for Saltmarsh?")
    assert found == fresh_hits(cast, "who did the music for Saltmarsh?")
    assert found[0]["id"] == "clem-ardoin"


@pytest.mark.django_db
def test_a_question_asking_which_way_between_ranks_ranks_as_over_a_fresh_build(
    cast: Cast,
) -> None:
    # given: Anna reports to Margarethe, and Hannah reports to Anna
    store = store_of(cast)
    call("create", store, {"type": "person", "title": "Margarethe Vollmer", "body": "Head."})
    for title, manager in (
        ("Anna Lindqvist", "margarethe-vollmer"),
        ("Hannah Becker", "anna-lindqvist"),
    ):
        relations = [f"reports_to:{manager}"]
        call(
            "create",
            store,
            {"type": "person", "title": title, "body": "Engineer.", "relations": relations},
        )
    for text, first in (
        ("Anna Lindqvist's supervisor", "margarethe-vollmer"),
        ("who reports to Anna Lindqvist?", "hannah-becker"),
    ):
        # then: the edge the question's way, as over a fresh build
        found = hits(cast, text)
        assert found == fresh_hits(cast, text)
        assert found[0]["id"] == first, (text, found)


@pytest.mark.django_db(transaction=True)
def test_an_unchanged_brain_costs_one_query(cast: Cast, django_assert_num_queries: Any) -> None:
    store = store_of(cast)
    call("create", store, {"type": "concept", "title": "Usage pricing", "body": "Pay per use."})
    hits(cast, "pricing")
    with django_assert_num_queries(1):  # the change counter
        search.search(
            cast.team_brain, "pricing", limit=5, include_merged=False, include_archived=False
        )


@pytest.mark.django_db(transaction=True)
def test_a_query_after_its_access_check_costs_that_one_query(
    cast: Cast, django_assert_num_queries: Any
) -> None:
    # given a brain whose index this process holds
    create(cast, "Usage pricing", "Per use.")
    hits(cast, "pricing")

    # when a request checks access and queries: the counter comes with the access check, the
    # links with the index; the one other query reads the returned hits' text for their snippets
    with django_assert_num_queries(2):
        store = store_for_user(user=cast.member, brain=cast.team_brain.pk)
        found = call("query", store, {"text": "pricing", "limit": 5})  # links included
    assert [hit["id"] for hit in found["hits"]] == ["usage-pricing"]
    assert found["hits"][0]["snippet"] == "Per use."

    # and the same store's next query reads the counter again
    with django_assert_num_queries(1):
        store.search("pricing", limit=5, include_merged=False, include_archived=False)


@pytest.mark.django_db(transaction=True)
def test_a_store_checked_before_a_write_of_this_process_still_sees_it(cast: Cast) -> None:
    # given a store fresh from its access check, and the index cached
    create(cast, "Usage pricing", "Per use.")
    hits(cast, "pricing")
    checked = store_for_user(user=cast.member, brain=cast.team_brain.pk)

    # when this process writes through another store (another thread would do the same)
    create(cast, "Seat pricing", "Per seat.")

    # then the checked store's first query sees that write
    found = checked.search("seat pricing", limit=5, include_merged=False, include_archived=False)
    assert found.hits[0].brain_id == "seat-pricing"


@pytest.mark.django_db(transaction=True)
def test_a_store_checked_inside_a_rolled_back_transaction_never_marks_the_index_too_new(
    cast: Cast,
) -> None:
    from django.db import transaction

    # given this process holding the brain's index
    create(cast, "Usage pricing", "Per use.")
    hits(cast, "pricing")

    # when a store is checked inside a transaction whose write is rolled back, and searches
    # after it
    with pytest.raises(RuntimeError), transaction.atomic():
        create(cast, "Ghost pricing", "Never committed.")
        checked = store_for_user(user=cast.member, brain=cast.team_brain.pk)
        raise RuntimeError("roll back")
    first = checked.search("pricing", limit=5, include_merged=False, include_archived=False)
    assert "ghost-pricing" not in [hit.brain_id for hit in first.hits]

    # then the next committed write (which brings the counter where the rolled-back one had
    # it) is found by the next request
    create(cast, "Seat pricing", "Per seat.")
    after = store_for_user(user=cast.member, brain=cast.team_brain.pk)
    found = after.search("seat pricing", limit=5, include_merged=False, include_archived=False)
    assert found.hits[0].brain_id == "seat-pricing"


@pytest.mark.django_db(transaction=True)
def test_a_write_by_another_process_is_seen_by_the_next_request(cast: Cast) -> None:
    # given this process holding the brain's index
    create(cast, "Usage pricing", "Per use.")
    hits(cast, "pricing")
    before = store_for_user(user=cast.member, brain=cast.team_brain.pk)
    also_before = store_for_user(user=cast.member, brain=cast.team_brain.pk)

    # when another process writes to the brain
    script = (
        "from brain.models import Brain; from brain.services import Actor; "
        "from brain.store import DatabaseStore; "
        "from brain.toolkit.commands.registry import call; "
        f"store = DatabaseStore(Brain.objects.get(pk={cast.team_brain.pk}), "
        "actor=Actor(type='system')); "
        "call('create', store, {'type': 'concept', 'title': 'Seat pricing', 'body': 'Per seat.'})"
    )
    subprocess.run(
        [sys.executable, "manage.py", "shell", "--command", script],
        env={**os.environ, "DATABASE_URL": database_url()},
        check=True,
        capture_output=True,
    )

    # then a store checked before that write reads the brain as of its check for its first
    # query (the request began before the write)
    first = before.search("seat pricing", limit=5, include_merged=False, include_archived=False)
    assert "seat-pricing" not in [hit.brain_id for hit in first.hits]
    # a request checked after the write finds it at once
    after = store_for_user(user=cast.member, brain=cast.team_brain.pk)
    found = after.search("seat pricing", limit=5, include_merged=False, include_archived=False)
    assert found.hits[0].brain_id == "seat-pricing"
    # a store checked before it, searching first now, uses the index this process already
    # brought up to date (newer than its check) as it is
    seen = also_before.search("seat pricing", limit=5, include_merged=False, include_archived=False)
    assert seen.hits[0].brain_id == "seat-pricing"
    # and the earlier store reads the counter for every later query
    search.forget()
    later = before.search("seat pricing", limit=5, include_merged=False, include_archived=False)
    assert later.hits[0].brain_id == "seat-pricing"


def links_by_hit(cast: Cast, text: str) -> dict[str, list[dict[str, str]]]:
    found = call("query", store_of(cast), {"text": text})["hits"]
    return {hit["id"]: hit["links"] for hit in found}


def stored_links(cast: Cast, ids: list[str]) -> dict[str, list[dict[str, str]]]:
    """Each document's links as the edge rows say (`links_from` reads them with SQL)."""
    return {key: hit_links(edges) for key, edges in store_of(cast).links_from(ids).items()}


@pytest.mark.django_db(transaction=True)
def test_a_querys_links_come_with_its_hits_and_equal_the_stored_edges(cast: Cast) -> None:
    # given pages linking each other and citing evidence
    store = store_of(cast)
    call(
        "append-evidence",
        store,
        {"source": "jamie:meeting:m1", "title": "Pilot call", "text": "Romar signed the pilot."},
    )
    evidence = BrainDocument.objects.get(brain_ref=cast.team_brain, kind="evidence").brain_id
    create(cast, "Romar", f"Solar inverters. Signed in [[evidence:{evidence}]].")
    create(cast, "Dara", "Works at [[page:romar]]; knows [[page:lena]].")
    create(cast, "Lena", "Advises [[page:romar]] on solar.")
    assert (found := links_by_hit(cast, "romar solar dara lena"))
    assert found == stored_links(cast, list(found))
    assert {"id": evidence, "type": "cites", "kind": "evidence"} in found["romar"]

    # when a page is renamed (links to it follow) and another deleted
    romar = call("get", store, {"ref": "romar"})["document"]["hash"]
    call("move", store, {"ref": "romar", "new_id": "romar-energy", "expected_hash": romar})
    call("delete", store, {"ref": "lena", "yes": True}, surface="cli")

    # then the next query's links are the stored edges still, renamed target included
    found = links_by_hit(cast, "romar solar dara energy")
    assert found == stored_links(cast, list(found))
    assert "romar-energy" in [link["id"] for link in found["dara"]]
    assert "lena" not in found


@pytest.mark.django_db
def test_a_document_a_page_cites_answers_as_over_a_fresh_build(cast: Cast) -> None:
    # given: a film, an incident on its shoot that cites an insurance claim, and its crew
    store = store_of(cast)
    call(
        "append-evidence",
        store,
        {"source": "ops:claims:c1", "title": "Equipment claim", "text": "Camera case lost."},
    )
    claim = BrainDocument.objects.get(brain_ref=cast.team_brain, kind="evidence").brain_id
    create(cast, "Glasswork Feature", "A film.")
    create(cast, "Ana Ruiz", "Gaffer on [[page:glasswork-feature]].")
    create(cast, "Camera case lost", f"On [[page:glasswork-feature]]; see [[evidence:{claim}]].")
    # when a question asks for the film's claims (the walk never follows a citation)
    text = "any claim from the Glasswork Feature?"
    found = hits(cast, text)
    # then the claim is an answer through the incident, as over a fresh build
    assert found == fresh_hits(cast, text)
    answer = next(hit for hit in found if hit["id"] == claim)
    assert answer["path"] == ["glasswork-feature", "camera-case-lost", claim], found


@pytest.mark.django_db(transaction=True)
def test_a_new_process_loads_the_stored_index_and_applies_only_what_changed(
    cast: Cast, django_assert_num_queries: Any
) -> None:
    store = store_of(cast)
    for n in range(5):
        call("create", store, {"type": "concept", "title": f"Idea {n}", "body": f"Topic {n}."})
    hits(cast, "idea")  # builds the index and stores it (no snapshot yet)
    stored = BrainSearchIndex.objects.get(brain_ref=cast.team_brain)
    assert (
        stored.counter
        == cast.team_brain.__class__.objects.get(pk=cast.team_brain.pk).change_counter
    )

    call("create", store, {"type": "concept", "title": "Idea 9", "body": "Topic nine."})
    search.forget()  # as a process that never saw this brain
    # the counter, the stored index, ids and hashes, the one changed row, the edges
    with django_assert_num_queries(5):
        found, _ = search.search(
            cast.team_brain, "idea nine", limit=3, include_merged=False, include_archived=False
        )
    assert found[0].brain_id == "idea-9"
    assert hits(cast, "idea topic") == fresh_hits(cast, "idea topic")


@pytest.mark.django_db(transaction=True)
def test_the_stored_index_goes_with_its_brain(cast: Cast) -> None:
    from brain.services import brain_delete

    call("create", store_of(cast), {"type": "concept", "title": "Idea", "body": "x"})
    hits(cast, "idea")
    assert BrainSearchIndex.objects.filter(brain_ref=cast.team_brain).exists()
    brain_delete(brain=cast.team_brain)
    assert not BrainSearchIndex.objects.exists()


@pytest.mark.django_db(transaction=True)
def test_what_a_rolled_back_transaction_wrote_is_never_found(cast: Cast) -> None:
    from django.db import transaction

    store = store_of(cast)
    call("create", store, {"type": "concept", "title": "Kept", "body": "kept words"})
    hits(cast, "kept")

    class Undo(Exception):
        pass

    with pytest.raises(Undo), transaction.atomic():
        call("create", store, {"type": "concept", "title": "Ghost", "body": "ghost words"})
        assert [h["id"] for h in hits(cast, "ghost")] == ["ghost"]  # its own write, seen
        raise Undo
    # the counter is back where it was; a new write brings it to the ghost's value again
    call("create", store, {"type": "concept", "title": "Other", "body": "other words"})
    assert hits(cast, "ghost") == [] == fresh_hits(cast, "ghost")
    assert [h["id"] for h in hits(cast, "other")] == ["other"]


@pytest.mark.django_db(transaction=True)
def test_renames_deletes_and_re_creates_are_followed_through_the_version_log(
    cast: Cast, django_assert_num_queries: Any
) -> None:
    store = store_of(cast)
    call("create", store, {"type": "company", "title": "Romar", "body": "Solar inverters."})
    call("create", store, {"type": "person", "title": "Dara", "body": "Works at [[page:romar]]."})
    call("create", store, {"type": "concept", "title": "Kite", "body": "Wind kites."})
    assert hits(cast, "solar") == fresh_hits(cast, "solar")  # the first build: every row

    # a rename (its links follow), a delete and a re-create under the same id
    romar = call("get", store, {"ref": "romar"})["document"]["hash"]
    call("move", store, {"ref": "romar", "new_id": "romar-energy", "expected_hash": romar})
    call("delete", store, {"ref": "kite", "yes": True}, surface="cli")
    call("create", store, {"type": "concept", "title": "Kite", "body": "Paper kites."})
    # the counter, the versions since the last one applied, the rows they name, their edges
    with django_assert_num_queries(4):
        search.search(
            cast.team_brain, "solar", limit=5, include_merged=False, include_archived=False
        )
    for text in ["solar inverters", "romar", "dara", "kites", "wind", "paper"]:
        assert hits(cast, text) == fresh_hits(cast, text)
    assert [h["id"] for h in hits(cast, "solar inverters")][:1] == ["romar-energy"]
    assert hits(cast, "wind") == []

    # then the renamed document again, read by a process that loads the stored snapshot
    romar = call("get", store, {"ref": "romar-energy"})["document"]["hash"]
    call("move", store, {"ref": "romar-energy", "new_id": "romar", "expected_hash": romar})
    search.forget()
    for text in ["solar inverters", "romar", "energy", "dara", "kites"]:
        assert hits(cast, text) == fresh_hits(cast, text)


# --- a bulk write: a worker stores the index, so no request indexes it -------------------------


@pytest.mark.django_db
def test_only_an_import_of_many_documents_queues_the_index_task(
    cast: Cast, tmp_path: Path, django_capture_on_commit_callbacks: Any
) -> None:
    generate(tmp_path / "small", 5)
    generate(tmp_path / "large", search.SNAPSHOT_EVERY + 20)
    planned = {}
    for name in ("small", "large"):
        with django_capture_on_commit_callbacks() as callbacks:
            brain_import(brain=cast.team_brain, directory=tmp_path / name, actor=Actor("import"))
        planned[name] = [
            c.brain_id
            for c in callbacks
            if isinstance(c, BrainTask) and c.task == SEARCH_INDEX_REFRESH_TASK
        ]

    assert planned == {"small": [], "large": [cast.team_brain.pk]}


@pytest.mark.django_db(transaction=True)
def test_after_an_import_a_worker_stores_the_index_the_next_process_loads(
    cast: Cast,
    tmp_path: Path,
    repo_root: Path,
    monkeypatch: pytest.MonkeyPatch,
    django_assert_max_num_queries: Any,
) -> None:
    # given a worker on a broker of the test's own
    app, worker_env = own_broker(tmp_path / "var")
    monkeypatch.setattr(goat.celery, "app", app)
    generate(tmp_path / "source", search.SNAPSHOT_EVERY + 50)
    log = tmp_path / "worker.log"
    with celery_worker(
        env=worker_env, hostname=f"idx-{uuid.uuid4().hex[:8]}@%h", log_path=log, cwd=repo_root
    ):
        # when a directory of more documents than a snapshot may lag is imported
        brain_import(brain=cast.team_brain, directory=tmp_path / "source", actor=Actor("import"))
        counter = Brain.objects.get(pk=cast.team_brain.pk).change_counter

        # then the worker stores the index as of the import's last write
        done = wait_until(
            lambda: BrainSearchIndex.objects.filter(
                brain_ref=cast.team_brain, counter=counter
            ).exists(),
            seconds=120,
        )
        assert done, log.read_text()
    stored = Segment(bytes(BrainSearchIndex.objects.get(brain_ref=cast.team_brain).segment)).extra
    rows = BrainDocument.objects.filter(brain_ref=cast.team_brain)
    assert stored["hashes"] == dict(rows.values_list("brain_id", "content_hash"))
    # and a process meeting the brain loads it and reads no document: the counter, the stored
    # index, the versions since it (none) and the edges
    search.forget()
    with django_assert_max_num_queries(4):
        found, _ = search.search(
            cast.team_brain, "project", limit=10, include_merged=False, include_archived=False
        )
    assert [hit.as_dict() for hit in found] == fresh_hits(cast, "project")


def test_the_migration_rewrites_a_json_snapshot_as_the_segment_of_the_same_index() -> None:
    import importlib
    import json
    from types import SimpleNamespace

    from brain.toolkit.ranker import RankDocument

    migration = importlib.import_module("brain.migrations.0010_search_index_segment")
    documents = [
        RankDocument(f"d{n}", f"Idea {n}", (), "active", "page", "concept", f"Idea {n} topic", None)
        for n in range(5)
    ]
    index = LexicalIndex(documents)
    hashes = {d.brain_id: f"h{n}" for n, d in enumerate(documents)}
    old = {"index": index.to_dict(), "hashes": hashes, "position": 7, "rows": {"d0": 1}}
    saved: list[Any] = []
    deleted: list[Any] = []

    def row(data: str) -> SimpleNamespace:
        found = SimpleNamespace(data=data, segment=b"")
        found.save = lambda update_fields: saved.append(found)
        found.delete = lambda: deleted.append(found)
        return found

    rows = [row(json.dumps(old)), row("{not json")]
    model = SimpleNamespace(
        objects=SimpleNamespace(all=lambda: SimpleNamespace(iterator=lambda: rows))
    )
    migration.to_segments(SimpleNamespace(get_model=lambda app, name: model), None)

    assert saved == [rows[0]] and deleted == [rows[1]]
    loaded = LexicalIndex.from_segment(rows[0].segment)
    assert loaded.stored_extra()["hashes"] == hashes
    assert loaded.stored_extra()["position"] == 7
    assert loaded.scores(["idea", "topic"]) == index.scores(["idea", "topic"])


@pytest.mark.django_db(transaction=True)
def test_a_host_copy_of_the_stored_index_is_mapped_by_a_new_process(
    cast: Cast, settings: Any, tmp_path: Path, django_assert_num_queries: Any
) -> None:
    settings.SEARCH_INDEX_HOST_COPY = True
    settings.VAR_DIR = tmp_path
    store = store_of(cast)
    for n in range(5):
        call("create", store, {"type": "concept", "title": f"Idea {n}", "body": f"Topic {n}."})
    hits(cast, "idea")  # builds the index, stores it and writes its host copy
    stored = BrainSearchIndex.objects.get(brain_ref=cast.team_brain)
    copies = list(tmp_path.glob(f"search-index/*/{cast.team_brain.pk}/*.bin"))
    assert [copy.name for copy in copies] == [f"{stored.generation}.bin"]
    assert copies[0].read_bytes() == bytes(stored.segment)

    search.forget()  # as a process that never saw this brain
    # the counter, the stored index's generation (the segment is mapped from the copy), the
    # versions since it (none), the edges
    with django_assert_num_queries(4):
        found, _ = search.search(
            cast.team_brain, "idea", limit=3, include_merged=False, include_archived=False
        )
    assert hits(cast, "idea topic") == fresh_hits(cast, "idea topic")
    assert found

    # a damaged or missing copy: the segment is read from PostgreSQL, and the copy written again
    copies[0].write_bytes(b"damaged")
    search.forget()
    assert hits(cast, "idea topic") == fresh_hits(cast, "idea topic")
    copies[0].unlink()
    search.forget()
    assert hits(cast, "idea topic") == fresh_hits(cast, "idea topic")
    assert copies[0].read_bytes() == bytes(stored.segment)


@pytest.mark.django_db(transaction=True)
def test_a_stored_index_written_without_folders_is_built_anew(cast: Cast) -> None:
    # given: carriers and clients kept in folders, and the stored index rewritten as a version
    # that kept no folders wrote it
    store = store_of(cast)
    for folder, titles in (("carriers", ("Seaway", "Norbulk")), ("clients", ("Tessel",))):
        for name in titles:
            call(
                "create",
                store,
                {"type": "company", "title": name, "body": "Ships.", "folder": folder},
            )
    hits(cast, "ships")  # builds the index and stores it
    stored = BrainSearchIndex.objects.get(brain_ref=cast.team_brain)
    segment = Segment(bytes(stored.segment))
    extra = dict(segment.extra)
    extra["documents"] = {k: v for k, v in extra["documents"].items() if k != "folders"}
    stored.segment = with_extra(segment, extra)
    stored.save()
    # when: a process that never saw the brain asks for the carriers
    search.forget()
    found, _ = search.search(
        cast.team_brain,
        "which carriers ships?",
        limit=3,
        include_merged=False,
        include_archived=False,
    )
    # then: the index was built anew from the rows, and knows each document's folder
    assert {hit.brain_id for hit in found[:2]} == {"seaway", "norbulk"}
    assert hits(cast, "which carriers ships?") == fresh_hits(cast, "which carriers ships?")
    kept = Segment(bytes(BrainSearchIndex.objects.get(brain_ref=cast.team_brain).segment))
    assert sorted(kept.extra["documents"]["folders"]) == ["carriers", "carriers", "clients"]


@pytest.mark.django_db
@pytest.mark.allow_raw_writes  # as a database from before the migration, and the migration
def test_the_migration_fills_in_the_words_around_the_links_of_edges_written_before_it(
    cast: Cast,
) -> None:
    import importlib

    from django.apps import apps

    # given: page links written, then their contexts blanked as a database from before the
    # migration holds them (the column added empty)
    migration = importlib.import_module("brain.migrations.0014_edge_context")
    store = store_of(cast)
    call("create", store, {"type": "person", "title": "Clem Ardoin", "body": "Composer."})
    body = "Original score by [[page:clem-ardoin|Clem Ardoin]]. Cast: [[page:nobody|Nobody]]."
    call("create", store, {"type": "project", "title": "Saltmarsh", "body": body})
    written = dict(BrainEdge.objects.values_list("target_id", "context"))
    assert written == {"clem-ardoin": "Original score by", "nobody": "Cast"}
    BrainEdge.objects.update(context="")
    # when
    migration.fill_contexts(apps, None)
    # then: each page link's edge has the words the write path gives it
    assert dict(BrainEdge.objects.values_list("target_id", "context")) == written


@pytest.mark.django_db
@pytest.mark.allow_raw_writes  # as a database the earlier split wrote, and the migration
def test_the_migration_mends_the_words_around_links_split_at_their_combining_marks(
    cast: Cast,
) -> None:
    import importlib

    from django.apps import apps

    # given: a link in Devanagari prose whose stored context is in pieces, as before
    migration = importlib.import_module("brain.migrations.0015_edge_context_marks")
    store = store_of(cast)
    call("create", store, {"type": "person", "title": "Ananya Kulkarni", "body": "Lead."})
    body = "परियोजना की प्रमुख [[page:ananya-kulkarni]]."
    call("create", store, {"type": "project", "title": "Kendra", "body": body})
    BrainEdge.objects.update(context="पर य जन क प रम ख")
    # when
    migration.fill_contexts(apps, None)
    # then: the words are whole again, as the write path now stores them
    assert dict(BrainEdge.objects.values_list("target_id", "context")) == {
        "ananya-kulkarni": "परियोजना की प्रमुख"
    }
