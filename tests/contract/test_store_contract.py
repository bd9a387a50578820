"""The store contract (brain/toolkit/store.py), held by the directory and the database alike."""

from __future__ import annotations

from pathlib import Path

import pytest

from brain.store import store_for_user
from brain.toolkit.attachments import MISSING_ATTACHMENT, MSG_MISSING_ATTACHMENT
from brain.toolkit.commands import REGISTRY, run
from brain.toolkit.directory import DirectoryStore
from brain.toolkit.doctor import MISSING_ORIGINAL, MSG_MISSING_ORIGINAL
from brain.toolkit.errors import ALREADY_EXISTS, NOT_FOUND, STALE_WRITE, CommandError
from brain.toolkit.originals import original_document
from brain.toolkit.problems import DocumentError
from brain.toolkit.root import init_root
from brain.toolkit.store import Change, Store
from brain.toolkit.timeline import timeline_entry_id
from tests.contract.conftest import Snapshot, keep_file, plain, seed
from tests.files.samples import PNG, pdf_bytes
from tests.store.factories import EVIDENCE_ID, evidence, make_brain, make_user, make_workspace, page


def test_a_create_then_get_round_trips(store: Store) -> None:
    hashes = seed(store, page())
    stored = store.get("sarah-chen")
    assert stored is not None
    assert (stored.path, stored.hash) == ("people/sarah-chen.md", hashes["sarah-chen"])


def test_creating_a_taken_id_is_refused(store: Store, contents: Snapshot) -> None:
    seed(store, page())
    before = contents()
    with pytest.raises(CommandError) as refused:
        store.apply([Change.create(page(title="Another Sarah"))])
    assert refused.value.code == ALREADY_EXISTS
    assert contents() == before


def test_a_stale_hash_is_refused_with_the_current_one(store: Store, contents: Snapshot) -> None:
    current = seed(store, page())["sarah-chen"]
    before = contents()
    change = Change(brain_id="sarah-chen", document=page(title="S"), expected_hash="0" * 64)
    with pytest.raises(CommandError) as refused:
        store.apply([change])
    assert (refused.value.code, refused.value.details["current_hash"]) == (STALE_WRITE, current)
    assert contents() == before


def test_a_change_read_at_another_path_is_stale_even_without_a_hash(
    store: Store, contents: Snapshot
) -> None:
    # The drift the contract removed: a previous path and no hash.
    seed(store, page())
    before = contents()
    change = Change(brain_id="sarah-chen", document=page(title="S"), previous_path="inbox/x.md")
    with pytest.raises(CommandError) as refused:
        store.apply([change])
    assert refused.value.code == STALE_WRITE
    assert contents() == before


def test_a_change_without_hash_or_path_overwrites(store: Store) -> None:
    seed(store, page())
    hashes = store.apply([Change(brain_id="sarah-chen", document=page(title="Sarah C."))])
    stored = store.get("sarah-chen")
    assert stored is not None and stored.document.title == "Sarah C."
    assert stored.hash == hashes["sarah-chen"]


def test_updating_a_missing_document_is_not_found(store: Store) -> None:
    with pytest.raises(CommandError) as refused:
        store.apply([Change(brain_id="nobody", document=page("nobody"), expected_hash="0" * 64)])
    assert refused.value.code == NOT_FOUND
    with pytest.raises(CommandError) as refused:
        store.apply([Change(brain_id="nobody", document=None)])
    assert refused.value.code == NOT_FOUND


def test_a_rename_onto_a_taken_id_is_refused_unless_the_holder_moves_away(
    store: Store, contents: Snapshot
) -> None:
    seed(store, page("a", title="A"), page("b", title="B"))
    a, b = store.get("a"), store.get("b")
    assert a is not None and b is not None
    before = contents()
    with pytest.raises(CommandError) as refused:
        store.apply([Change.replace(a, a.document.with_meta(id="b"))])
    assert refused.value.code == ALREADY_EXISTS
    assert contents() == before
    # b renamed to c in the same change set frees the id
    store.apply(
        [
            Change.replace(b, b.document.with_meta(id="c")),
            Change.replace(a, a.document.with_meta(id="b")),
        ]
    )
    assert sorted(contents()) == ["people/b.md", "people/c.md"]
    renamed = store.get("b")
    assert renamed is not None and renamed.document.title == "A"


def test_a_change_set_writing_one_id_twice_is_refused(store: Store, contents: Snapshot) -> None:
    seed(store, page("a", title="A"))
    a = store.get("a")
    assert a is not None
    before = contents()
    with pytest.raises(CommandError) as refused:
        store.apply([Change.replace(a, a.document), Change.create(page("a", title="Also A"))])
    assert refused.value.code == ALREADY_EXISTS
    assert contents() == before


def test_an_invalid_document_writes_nothing_of_its_change_set(
    store: Store, contents: Snapshot
) -> None:
    seed(store, evidence())
    before = contents()
    active_without_evidence = page(status="active", body="No citation here.\n")
    with pytest.raises(DocumentError):
        store.apply([Change.create(page("fine")), Change.create(active_without_evidence)])
    assert contents() == before


def test_names_compare_by_unicode_case_folding(store: Store) -> None:
    seed(
        store,
        page("strasse", title="Große Straße", aliases=["İstanbul Office"]),
        page("tomb", title="GROSSE STRASSE", status="merged", mergedInto="strasse"),
    )
    assert [s.document.brain_id for s in store.named("grosse strasse")] == ["strasse"]
    assert [s.document.brain_id for s in store.named("  GROSSE STRASSE ")] == ["strasse"]
    assert [s.document.brain_id for s in store.named("i̇stanbul office")] == ["strasse"]
    assert store.tombstones_of("strasse") == ["tomb"]


def test_the_words_a_brain_holds_are_read_from_its_index_alike_in_every_store(
    store: Store,
) -> None:
    # given a page with an alias, a link and a body, and an evidence record
    seed(store, page(aliases=["Sally"]), evidence())

    # then a token of a title, an alias, a link's target or any text is held; others are not
    asked = {"sarah", "sally", "vp", "acme", "corp", "kickoff", "pilot", "tesla", "initech"}
    assert store.held(asked) == {"sarah", "sally", "vp", "acme", "corp", "kickoff", "pilot"}
    assert store.held(set()) == frozenset()


def test_mentions_finds_the_pages_a_text_names_alike_in_every_store(store: Store) -> None:
    # given people, a company with an alias, a tombstone and an evidence record
    seed(
        store,
        page("raj-patel", title="Raj Patel", type="person", folder="people"),
        page("goat-labs", title="Goat Labs", type="company", aliases=["GL Robotics"]),
        page("wang-wei", title="王伟", type="person", folder="people"),
        page("old-raj", title="Rajesh Patel", status="merged", mergedInto="raj-patel"),
        page("goat", title="Goat", type="concept", folder="concepts"),
        evidence(),
    )
    text = "raj patel met gl-robotics; Rajesh Patel and 王伟说 Goat Labs pays `Goat`."

    found = run(REGISTRY["mentions"], store, {"text": text, "exclude": ["goat"]})

    # then each live page is named once, where it is first named, longest name first
    assert [(m["id"], m["text"]) for m in found["mentions"]] == [
        ("raj-patel", "raj patel"),
        ("goat-labs", "gl-robotics"),
        ("wang-wei", "王伟"),
    ]
    first = found["mentions"][0]
    assert text[first["start"] : first["end"]] == "raj patel"
    assert found["ambiguous"] == []
    # and names() lists every document but the tombstone, in path order, with its aliases
    names = store.names()
    assert [n.brain_id for n in names] == [
        "goat",  # concepts/
        EVIDENCE_ID,  # evidence/
        "goat-labs",  # people/
        "raj-patel",
        "wang-wei",
    ]
    assert names[2].aliases == ("GL Robotics",) and names[2].type == "company"
    assert names[1].kind == "evidence"


def test_deleting_a_document(store: Store, contents: Snapshot) -> None:
    seed(store, page(), evidence())
    stored = store.get("sarah-chen")
    assert stored is not None
    store.apply([Change.replace(stored, None)])
    assert list(contents()) == [f"evidence/{EVIDENCE_ID}.md"]


def test_the_doctor_reports_a_missing_attachment_alike_in_every_store(store: Store) -> None:
    # given a page whose body uses two kept attachments, one not kept, one leaving files/,
    # and one inside inline code (not a reference)
    body = (
        "# Sarah Chen\n\n![face](files/img/sarah.png) and [her CV](files/cv%202026.pdf).\n\n"
        "![gone](files/img/gone.png), [up](files/../secret.png), `![code](files/no.png)`\n"
    )
    seed(store, page(body=body))
    keep_file(store, "files/img/sarah.png", PNG)
    keep_file(store, "files/cv 2026.pdf", pdf_bytes("CV"))
    keep_file(store, "files/other.png", PNG)

    report = store.diagnose()

    missing = [i for i in report["issues"] if i["code"] == MISSING_ATTACHMENT]
    assert [(i["path"], i["id"], i["severity"], i["message"]) for i in missing] == [
        ("people/sarah-chen.md", "sarah-chen", "error", MSG_MISSING_ATTACHMENT.format(path=p))
        for p in ("files/../secret.png", "files/img/gone.png")  # by message
    ]
    assert report["counts"][MISSING_ATTACHMENT] == 2


def test_the_doctor_reports_a_missing_original_alike_in_every_store(store: Store) -> None:
    # given two PDF evidence documents, one whose original is kept and one whose is not
    kept_bytes, lost_bytes = pdf_bytes("Quarterly report"), pdf_bytes("Board minutes")
    kept, lost = original_document("q3.pdf", kept_bytes), original_document("b.pdf", lost_bytes)
    seed(store, kept.document, lost.document)
    keep_file(store, f"evidence/{kept.file_name}", kept_bytes)

    report = store.diagnose()

    missing = [i for i in report["issues"] if i["code"] == MISSING_ORIGINAL]
    assert [(i["path"], i["id"], i["severity"], i["message"]) for i in missing] == [
        (
            f"evidence/{lost.document.brain_id}.md",
            lost.document.brain_id,
            "warning",
            MSG_MISSING_ORIGINAL.format(name=lost.file_name),
        )
    ]
    assert report["counts"][MISSING_ORIGINAL] == 1


def test_referrers_come_by_source_then_type(store: Store) -> None:
    link = "At [[page:acme-corp|Acme]].\n"
    works_at = [{"type": "works_at", "target": "acme-corp"}]
    seed(
        store,
        page("zed", title="Zed", body=link),
        page("acme-corp", title="Acme Corp", type="company", folder="companies", body="# Acme\n"),
        page(body=link, relations=works_at),
    )

    found = [(edge.source, edge.type) for edge in store.referrers("acme-corp")]

    assert found == [("sarah-chen", "wiki_link"), ("sarah-chen", "works_at"), ("zed", "wiki_link")]


def test_a_rename_retargets_links_in_timeline_entries_and_rekeys_them(store: Store) -> None:
    # given a page whose compiled truth and one of two timeline entries link to acme-corp
    entry = "Call with [[page:acme-corp|Acme]] about\n  the [[page:acme-corp]] pilot."
    other = "Met the team."
    seed(
        store,
        page("acme-corp", title="Acme Corp", type="company", folder="companies", body="# Acme\n"),
        page(body="# Sarah Chen\n\nAt [[page:acme-corp|Acme]].\n"),
    )
    for text, at in [(entry, "2026-11-30T14:00:00Z"), (other, "2026-12-01T09:00:00Z")]:
        run(
            REGISTRY["append-timeline"],
            store,
            {"ref": "sarah-chen", "source": "jamie:meeting:1", "text": text, "at": at},
        )
    before = {
        e["text"]: e["id"]
        for e in plain(run(REGISTRY["timeline"], store, {"ref": "sarah-chen"}))["entries"]
    }  # type: ignore[index]

    # when acme-corp is renamed
    moved = plain(run(REGISTRY["move"], store, {"ref": "acme-corp", "new_id": "acme"}))

    # then the referrer's links point at the new id, and only the changed entry has a new id
    stored = store.get("sarah-chen")
    assert stored is not None
    assert "[[page:acme-corp" not in stored.document.body
    assert "At [[page:acme|Acme]]." in stored.document.body
    after = {
        e["text"]: e["id"]
        for e in plain(run(REGISTRY["timeline"], store, {"ref": "sarah-chen"}))["entries"]
    }  # type: ignore[index]
    new_text = "Call with [[page:acme|Acme]] about\nthe [[page:acme]] pilot."
    assert after == {
        new_text: timeline_entry_id(
            "sarah-chen", "2026-11-30T14:00:00Z", "jamie:meeting:1", new_text
        ),
        other: before[other],
    }
    assert moved["retargeted"] == ["sarah-chen"]  # type: ignore[index]


def test_query_hits_carry_their_page_and_evidence_links(store: Store) -> None:
    # given a page with a relation, a page link, a citation and a link to nothing
    seed(
        store,
        evidence(),
        page("acme-corp", title="Acme Corp", type="company", folder="companies", body="# Acme\n"),
        page(
            body=(
                f"# Sarah Chen\n\nAt [[page:acme-corp|Acme]] ([[evidence:{EVIDENCE_ID}|call]]); "
                "see [[page:nobody]].\n"
            ),
            relations=[{"type": "works_at", "target": "acme-corp"}],
        ),
    )

    # when
    found = plain(run(REGISTRY["query"], store, {"text": "sarah chen"}))

    # then the hit lists its links out, pages first, evidence after; unknown ids map to none
    hit = next(h for h in found["hits"] if h["id"] == "sarah-chen")  # type: ignore[index]
    assert hit["links"] == [
        {"id": "acme-corp", "type": "wiki_link", "kind": "page"},
        {"id": "acme-corp", "type": "works_at", "kind": "page"},
        {"id": "nobody", "type": "wiki_link", "kind": "page"},
        {"id": EVIDENCE_ID, "type": "cites", "kind": "evidence"},
    ]
    assert store.links_from(["missing"]) == {"missing": []}


def test_query_returns_the_pages_its_hits_paths_go_through(store: Store) -> None:
    # given: a project, its customer and five people there: more answers two links away than
    # the limit holds
    people = [f"staff-{letter}" for letter in "abcde"]
    seed(
        store,
        page(
            "sso",
            title="Roll out single sign-on",
            type="project",
            folder="projects",
            body="# Roll out single sign-on\n\nFor [[page:vangra|Vangra]].\n",
            relations=[{"type": "customer", "target": "vangra"}],
        ),
        page("vangra", title="Vangra", type="company", folder="companies", body="# Vangra\n"),
        *(
            page(
                name,
                title=f"Staff {name[-1].upper()}",
                body=f"# Staff {name[-1].upper()}\n\nEngineer.\n",
                relations=[{"type": "works_at", "target": "vangra"}],
            )
            for name in people
        ),
    )
    question = "who works at the customer of the project to roll out single sign-on?"

    # when
    found = plain(run(REGISTRY["query"], store, {"text": question, "limit": 4}))

    # then: the best two people, then the project and its customer (the people would have
    # filled all four places), ordered by score, and every path's pages are in the list
    hits = found["hits"]
    assert [h["id"] for h in hits] == ["staff-a", "staff-b", "sso", "vangra"]
    assert hits[0]["path"] == ["sso", "vangra", "staff-a"]
    assert hits[3]["path"] == ["sso", "vangra"]
    assert all(set(h["path"]) <= {x["id"] for x in hits} for h in hits)
    scores = [h["score"] for h in hits]
    assert scores == sorted(scores, reverse=True)


def listed(store: Store, **arguments: object) -> list[tuple[str, str]]:
    found = plain(run(REGISTRY["list"], store, arguments))["documents"]
    return [(row["id"], row["status"]) for row in found]


def test_list_leaves_merged_tombstones_out_unless_asked_for(
    store: Store, contents: Snapshot
) -> None:
    # given a live page, an archived one and a tombstone merged into the live one
    seed(
        store,
        page("acme-corp", title="Acme Corp", type="company", folder="companies", body="# Acme\n"),
        page("acme", title="Acme", type="company", folder="companies", body="# Acme\n"),
        page("old-acme", title="Old Acme", type="company", folder="companies", status="archived"),
    )
    acme = store.get("acme")
    assert acme is not None
    store.apply(
        [Change.replace(acme, acme.document.with_meta(status="merged", mergedInto="acme-corp"))]
    )
    before = contents()

    # then list, as query, leaves the tombstone out and keeps the archived page
    assert listed(store) == [("acme-corp", "draft"), ("old-acme", "archived")]
    assert listed(store, folder="companies", type="company") == listed(store)
    # include_merged shows it in its place; status merged lists only tombstones
    assert listed(store, include_merged=True) == [
        ("acme-corp", "draft"),
        ("acme", "merged"),
        ("old-acme", "archived"),
    ]
    assert listed(store, status="merged") == [("acme", "merged")]
    assert listed(store, status="merged", include_merged=True) == [("acme", "merged")]
    assert listed(store, status="archived") == [("old-acme", "archived")]
    assert listed(store, status="draft", include_merged=True) == [("acme-corp", "draft")]
    # folder counts every document; listing wrote nothing
    folders = plain(run(REGISTRY["folder"], store, {}))["folders"]
    assert {"path": "companies", "documents": 3} in folders
    assert contents() == before


SESSION: list[tuple[str, dict[str, object]]] = [
    ("create", {"type": "person", "title": "Sarah Chen", "aliases": ["Sarah"]}),
    ("create", {"type": "person", "title": "S. Chen", "folder": "inbox"}),
    ("link", {"ref": "sarah-chen", "target": "acme-corp", "relation_type": "works_at"}),
    ("link", {"ref": "s-chen", "target": "sarah-chen", "relation_type": "same_as"}),
    (
        "append-timeline",
        {
            "ref": "s-chen",
            "source": "jamie:meeting:1",
            "text": "Met.",
            "at": "2026-11-01T10:00:00Z",
        },
    ),
    ("rewrite", {"ref": "acme-corp", "compiled_truth": "Staff: [[page:s-chen|S.]]."}),
    ("alias", {"ref": "Sarah", "aliases": ["Sarah C"]}),
    ("merge", {"source_ref": "s-chen", "target_ref": "sarah-chen", "dry_run": True}),
    ("merge", {"source_ref": "s-chen", "target_ref": "sarah-chen"}),
    ("move", {"ref": "sarah-chen", "folder": "team", "new_id": "sarah"}),
    ("get", {"ref": "Sarah C"}),
    ("list", {"folder": "team"}),
    ("list", {}),
    ("list", {"include_merged": True}),
    ("list", {"status": "merged"}),
    ("timeline", {"ref": "sarah"}),
    ("folder", {"action": "create", "path": "clients/acme"}),
    ("folder", {}),
    ("delete", {"ref": "acme-corp"}),
    ("doctor", {}),
]


def run_session(store: Store) -> list[object]:
    seed(
        store, evidence(), page("acme-corp", title="Acme Corp", type="company", folder="companies")
    )
    return [plain(run(REGISTRY[name], store, arguments)) for name, arguments in SESSION]


def test_a_command_session_does_what_it_says(store: Store) -> None:
    results = run_session(store)
    merged = results[8]
    assert isinstance(merged, dict)
    (entry_id,) = merged["folded"]["timeline"]
    assert merged["folded"] == {
        "aliases": ["S. Chen"],
        "relations": [],
        "sources": [],
        "timeline": [entry_id],
    }
    assert merged["removed"] == {
        "relations": [{"type": "same_as", "target": "sarah-chen"}],
        "links": [],
    }
    assert merged["retargeted"] == ["acme-corp"]
    assert results[7] == {**merged, "applied": False}


@pytest.mark.django_db
def test_both_stores_give_the_same_results_for_the_same_session(tmp_path: Path) -> None:
    root = tmp_path / "brain"
    init_root(root)
    owner = make_user("owner")
    brain = make_brain(make_workspace("acme", admin=owner), "team")
    database = store_for_user(user=owner, brain=brain, permission="change")
    assert run_session(DirectoryStore(root)) == run_session(database)


def test_a_question_naming_its_relation_ranks_the_page_joined_by_it_first(store: Store) -> None:
    # given: a budget prepared by two people and approved by a third, each linked by a relation
    people = {"ana": "prepared_by", "ben": "prepared_by", "cleo": "approved_by"}
    seed(
        store,
        page(
            "lisbon-budget",
            title="Budget for the Lisbon office",
            type="project",
            folder="projects",
            body="# Budget for the Lisbon office\n\nRent, desks and a first hire.\n",
            relations=[{"type": kind, "target": who} for who, kind in people.items()],
        ),
        *(page(who, title=who.title(), body=f"# {who.title()}\n\nFinance.\n") for who in people),
    )

    # when the question names the relation ("approved": approved_by)
    found = plain(run(REGISTRY["query"], store, {"text": "who approved the Lisbon budget?"}))

    # then the approver comes first, the others after, in both stores alike
    assert [h["id"] for h in found["hits"]][:2] == ["cleo", "lisbon-budget"]
    assert {h["id"] for h in found["hits"][2:]} >= {"ana", "ben"}


def test_query_hits_carry_the_same_snippet_from_every_store(store: Store) -> None:
    # given a company page whose text names the query's words, a person reached only through
    # a link to it, and a long page that mentions them once, far into its text
    filler = "Nothing to see in this sentence at all. " * 12
    seed(
        store,
        page(
            "acme-corp",
            title="Acme Corp",
            type="company",
            folder="companies",
            body="# Acme Corp\n\nMaker of SOLAR inverters for [[page:rooftop|rooftops]].\n",
        ),
        page(
            "ada-park",
            title="Ada Park",
            body="# Ada Park\n\nEngineer at [[page:acme-corp|Acme]]. Joined in May.\n",
            relations=[{"type": "works_at", "target": "acme-corp"}],
        ),
        page(
            "long-notes",
            title="Long notes",
            type="concept",
            folder="concepts",
            body=f"# Long notes\n\n{filler}The Solar grant went to Acme. {filler}\n",
        ),
    )

    # when
    found = plain(run(REGISTRY["query"], store, {"text": "solar inverters"}))

    # then each hit's snippet is its matching passage, the words marked in any case, cut to
    # 240 characters; the graph-only hit has its first sentence, unmarked
    snippets = {hit["id"]: (hit["matched"], hit["snippet"]) for hit in found["hits"]}
    assert snippets["acme-corp"] == ("text", "Maker of **SOLAR** **inverters** for rooftops.")
    assert snippets["ada-park"] == ("graph", "Engineer at Acme.")
    matched, long_snippet = snippets["long-notes"]
    assert matched == "text"
    assert "The **Solar** grant went to Acme." in long_snippet
    assert long_snippet.startswith("…") and long_snippet.endswith("…")
    assert len(long_snippet) <= 240
