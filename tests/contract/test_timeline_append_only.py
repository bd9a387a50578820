"""The timeline is append-only (docs/format.md) in every store: a change set that deletes,
edits or reorders an entry, or adds one out of chronological order, is refused with
`timeline_append_only` naming the entry, and writes nothing; adding entries where their time
belongs, and the writers that re-key or replace entries by design, still work."""

from __future__ import annotations

import pytest

from brain.toolkit.commands import REGISTRY, run
from brain.toolkit.errors import TIMELINE_APPEND_ONLY, CommandError
from brain.toolkit.store import Change, Store
from brain.toolkit.timeline import REPLACE, timeline_entry_id
from tests.contract.conftest import Snapshot, seed
from tests.store.factories import page

TRUTH = "# Sarah Chen\n\nVP Engineering at [[page:acme-corp|Acme]].\n\n## Timeline\n\n"
ENTRIES = [
    ("2026-10-14T16:00:00Z", "jamie:meeting:m1", "Kickoff call."),
    ("2026-10-21T11:30:00Z", "jamie:meeting:m2", "Pilot scoped."),
    ("2026-12-05T09:00:00Z", "jamie:meeting:m3", "Pilot signed."),
]


def line(timestamp: str, source: str, text: str, brain_id: str = "sarah-chen") -> str:
    entry_id = timeline_entry_id(brain_id, timestamp, source, text)
    return f"- **{timestamp}** | {entry_id} | {source} | {text}"


def with_entries(*entries: tuple[str, str, str]) -> str:
    return TRUTH + "\n".join(line(*entry) for entry in entries) + "\n"


def update(store: Store, body: str, *, timeline_rule: str | None = None) -> dict[str, str]:
    stored = store.get("sarah-chen")
    assert stored is not None
    document = stored.document.with_body(body)
    if timeline_rule is None:
        return store.apply([Change.replace(stored, document)])
    return store.apply([Change.replace(stored, document, timeline_rule=timeline_rule)])


def refused(store: Store, contents: Snapshot, body: str) -> CommandError:
    before = contents()
    with pytest.raises(CommandError) as error:
        update(store, body)
    assert error.value.code == TIMELINE_APPEND_ONLY
    assert contents() == before
    return error.value


@pytest.fixture
def sarah(store: Store) -> Store:
    seed(store, page(body=with_entries(*ENTRIES)))
    return store


def test_deleting_an_entry_is_refused_naming_it(sarah: Store, contents: Snapshot) -> None:
    error = refused(sarah, contents, with_entries(ENTRIES[0], ENTRIES[2]))
    deleted = timeline_entry_id("sarah-chen", *ENTRIES[1])
    assert error.details == {"id": "sarah-chen", "entry": deleted}
    assert deleted in error.message and "append-only" in error.message


def test_swapping_entries_out_of_date_order_is_refused(sarah: Store, contents: Snapshot) -> None:
    error = refused(sarah, contents, with_entries(ENTRIES[0], ENTRIES[2], ENTRIES[1]))
    assert error.details["entry"] in error.message
    assert "moved" in error.message


def test_rewording_an_entry_with_its_id_recomputed_is_refused(
    sarah: Store, contents: Snapshot
) -> None:
    reworded = (ENTRIES[1][0], ENTRIES[1][1], "Pilot scoped (two teams).")
    error = refused(sarah, contents, with_entries(ENTRIES[0], reworded, ENTRIES[2]))
    assert error.details["entry"] == timeline_entry_id("sarah-chen", *ENTRIES[1])


def test_adding_an_entry_out_of_chronological_order_is_refused(
    sarah: Store, contents: Snapshot
) -> None:
    early = ("2026-10-01T08:00:00Z", "jamie:meeting:m0", "First e-mail.")
    error = refused(sarah, contents, with_entries(*ENTRIES, early))
    assert error.details["entry"] == timeline_entry_id("sarah-chen", *early)
    assert "chronological" in error.message


def test_appending_at_the_end_and_at_an_equal_time_is_accepted(sarah: Store) -> None:
    same_time = (ENTRIES[2][0], "jamie:meeting:m4", "Same minute, written later.")
    later = ("2026-12-20T10:00:00Z", "jamie:meeting:m5", "Kick-off of phase two.")

    update(sarah, with_entries(*ENTRIES, same_time, later))

    stored = sarah.get("sarah-chen")
    assert stored is not None
    assert [e.text for e in stored.document.timeline][-2:] == [same_time[2], later[2]]


def test_an_entry_added_where_its_time_belongs_is_accepted(sarah: Store) -> None:
    # what append-timeline --at does with a past time (docs/cli.md: chronological order)
    result = run(
        REGISTRY["append-timeline"],
        sarah,
        {
            "ref": "sarah-chen",
            "source": "jamie:meeting:m9",
            "text": "Late note.",
            "at": "2026-11-01T10:00:00Z",
        },
    )
    assert result["appended"] is True
    stored = sarah.get("sarah-chen")
    assert stored is not None
    assert [e.timestamp for e in stored.document.timeline] == [
        ENTRIES[0][0],
        ENTRIES[1][0],
        "2026-11-01T10:00:00Z",
        ENTRIES[2][0],
    ]


def test_a_document_already_out_of_order_can_still_be_rewritten(store: Store) -> None:
    # written before the rule: the doctor reports it; its other edits are not refused
    seed(store, page(body=with_entries(ENTRIES[2], ENTRIES[0])))
    result = run(
        REGISTRY["rewrite"],
        store,
        {"ref": "sarah-chen", "compiled_truth": "# Sarah Chen\n\nCTO.\n"},
    )
    assert result["changed"] is True


def test_a_replacing_writer_may_change_the_timeline(sarah: Store) -> None:
    # a restore or an import puts back a text as a whole (docs/format.md)
    update(sarah, with_entries(ENTRIES[0]), timeline_rule=REPLACE)
    stored = sarah.get("sarah-chen")
    assert stored is not None
    assert len(stored.document.timeline) == 1


def test_merge_folds_timelines_and_retargets_entries_that_link_the_source(store: Store) -> None:
    seed(
        store,
        page(body=with_entries(*ENTRIES)),
        page(
            "s-chen",
            title="S. Chen",
            body="# S. Chen\n\n## Timeline\n\n"
            + line("2026-11-02T10:00:00Z", "jamie:meeting:m7", "Met at the fair.", "s-chen")
            + "\n",
        ),
        page(
            "ada-park",
            title="Ada Park",
            body="# Ada Park\n\n## Timeline\n\n"
            + line(
                "2026-11-03T10:00:00Z",
                "jamie:meeting:m8",
                "Intro by [[page:s-chen|S.]].",
                "ada-park",
            )
            + "\n",
        ),
    )

    result = run(REGISTRY["merge"], store, {"source_ref": "s-chen", "target_ref": "sarah-chen"})

    assert result["applied"] is True and result["retargeted"] == ["ada-park"]
    target = store.get("sarah-chen")
    ada = store.get("ada-park")
    assert target is not None and ada is not None
    assert [e.text for e in target.document.timeline][2] == "Met at the fair."
    assert ada.document.timeline[0].text == "Intro by [[page:sarah-chen|S.]]."


def test_a_rename_rekeys_the_timeline(sarah: Store) -> None:
    result = run(REGISTRY["move"], sarah, {"ref": "sarah-chen", "new_id": "sarah-chen-lee"})
    assert result["id"] == "sarah-chen-lee"
    stored = sarah.get("sarah-chen-lee")
    assert stored is not None
    assert [e.text for e in stored.document.timeline] == [entry[2] for entry in ENTRIES]
