"""Entity resolution in meeting ingestion: names in any script, companies named as the meeting
names them, namesakes kept apart, bad names skipped with a reason, attendance linked both ways.

Real PostgreSQL, the real queue, worker, session, offline agent and sync (as
test_meeting_agent.py)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from brain.models import BrainDocument, BrainEdge
from brain.services import Actor
from brain.store import DatabaseStore
from brain.toolkit.commands.registry import call
from brain.toolkit.schemas import is_slug
from brain.toolkit.timeline import split_body
from goat.agent_loop import RESULT_LIMIT
from ingest import queue
from ingest.keys import key_create
from ingest.models import IngestJob
from ingest.sources import NormalizedSource, source_item_upsert
from ingest.sources.jamie import normalize
from ingest.webhooks import jamie_delivery_accept
from ingest.worker import run_job
from tests.cast import Cast
from tests.ingest.payloads import meeting_payload


def ingest(
    cast: Cast,
    attendees: list[dict[str, Any]],
    *,
    meeting_id: str = "mtg_1",
    title: str = "Weekly sync",
    summary: str = "",
    action_items: list[dict[str, Any]] | None = None,
    text: str = "[00:01] Someone: Hello.",
) -> IngestJob:
    """Run one meeting through the queue and the offline agent; the finished job."""
    source = NormalizedSource(
        provider="jamie",
        kind="meeting",
        external_id=f"meeting:{meeting_id}",
        title=title,
        text=text,
        occurred_at=datetime(2026, 11, 30, 14, tzinfo=UTC),
        participants=attendees,
        payload={
            "event": "meeting.completed",
            "meeting": {
                "id": meeting_id,
                "title": title,
                "summary": summary,
                "action_items": action_items or [],
            },
        },
    )
    item, _ = source_item_upsert(brain=cast.team_brain, source=source)
    job = queue.enqueue(brain=cast.team_brain, kind=queue.AGENT_INGEST, source_item=item)
    lease = queue.claim("test-worker")
    assert lease is not None
    assert run_job(lease) == "succeeded"
    job.refresh_from_db()
    return job


def store_of(cast: Cast) -> DatabaseStore:
    return DatabaseStore(cast.team_brain, actor=Actor(type="system"))


def pages(cast: Cast, type_: str) -> dict[str, BrainDocument]:
    rows = BrainDocument.objects.filter(brain_ref=cast.team_brain, type=type_)
    return {row.brain_id: row for row in rows.exclude(status="merged")}


def edges(cast: Cast) -> set[tuple[str, str, str]]:
    return set(
        BrainEdge.objects.filter(brain_ref=cast.team_brain).values_list(
            "source__brain_id", "target_id", "type"
        )
    )


# One attendee per script the product promises, with the id each page gets.
SCRIPTS = {
    "Nguyễn Thị Mai": "nguyen-thi-mai",
    "Иван Петров": "ivan-petrov",
    "Γιώργος Παπαδόπουλος": "giorgos-papadopoulos",
    "محمد علي": "mhmd-ly",
    "דוד כהן": "dvd-khhn",
    "राहुल शर्मा": "rahul-srma",
    "王小明": "wang-xiao-ming",
    "山田 太郎": "shan-tian-tai-lang",
    "김민준": "gim-min-jun",
}


@pytest.mark.django_db
def test_every_script_gets_one_page_titled_as_given(cast: Cast) -> None:
    attendees = [{"name": name} for name in SCRIPTS]
    attendees[0]["email"] = "mai@blueharbor.io"
    job = ingest(cast, attendees, title="Blue Harbor pilot review")

    people = pages(cast, "person")
    titles = {row.title: row.brain_id for row in people.values()}
    assert titles == SCRIPTS  # one page each, titled with the name as given
    assert all(is_slug(brain_id) for brain_id in titles.values())
    assert "Skipped" not in job.result["answer"]

    # a second meeting with the same people (names spaced or cased otherwise) adds no person
    again = [{"name": name.upper()} for name in SCRIPTS]
    again[7] = {"name": "山田太郎"}
    ingest(cast, again, meeting_id="mtg_2", title="Follow-up")
    assert set(pages(cast, "person")) == set(SCRIPTS.values())
    for brain_id in SCRIPTS.values():
        timeline = call("timeline", store_of(cast), {"ref": brain_id})["entries"]
        assert len(timeline) == 2, brain_id


@pytest.mark.django_db
def test_a_known_company_is_found_by_name_key_and_keeps_its_domain(cast: Cast) -> None:
    # given "Goat Labs" already in the brain, without its domain
    store = store_of(cast)
    call("create", store, {"type": "company", "title": "Goat Labs", "brain_id": "goat-labs"})

    # when attendees write from goatlabs.com, in a meeting that never says "Goat Labs"
    attendees = [
        {"name": "Priya Nair", "email": "priya@goatlabs.com"},
        {"name": "Joe Ortiz", "email": "joe@goatlabs.com"},
        {"name": "Sam Lee", "email": "sam@blueharbor.io"},
    ]
    ingest(cast, attendees, summary="Blue Harbor wants the pilot extended.")

    # then no "Goatlabs" beside it: one company, which keeps the domain as an alias
    companies = pages(cast, "company")
    assert set(companies) == {"goat-labs", "blue-harbor"}
    assert companies["blue-harbor"].title == "Blue Harbor"  # the summary's phrase
    goat = call("get", store, {"ref": "goatlabs.com"})["document"]
    assert goat["id"] == "goat-labs" and goat["status"] == "active"
    assert call("get", store, {"ref": "blueharbor.io"})["document"]["id"] == "blue-harbor"
    found = edges(cast)
    assert ("priya-nair", "goat-labs", "works_at") in found
    assert ("joe-ortiz", "goat-labs", "works_at") in found
    assert ("sam-lee", "blue-harbor", "works_at") in found

    # and a later meeting naming the company otherwise still finds it (by domain)
    ingest(cast, attendees[:1], meeting_id="mtg_2", title="GoatLabs, Inc. offsite")
    assert set(pages(cast, "company")) == {"goat-labs", "blue-harbor"}
    report = call("doctor", store, {})
    assert [i for i in report["issues"] if i["code"] == "possible_duplicate"] == []


@pytest.mark.django_db
def test_two_maria_garcias_with_different_emails_stay_two(cast: Cast) -> None:
    # given one Maria Garcia known by her e-mail
    store = store_of(cast)
    call(
        "create",
        store,
        {
            "type": "person",
            "title": "Maria Garcia",
            "brain_id": "maria-garcia",
            "aliases": ["maria@acme.com"],
        },
    )
    # when a meeting has her and another Maria Garcia, and a third without an e-mail
    attendees = [
        {"name": "Maria Garcia", "email": "maria@acme.com"},
        {"name": "María García", "email": "mgarcia@blueharbor.io"},
        {"name": "MARIA GARCIA"},  # no e-mail to tell her apart: the one already listed
    ]
    ingest(cast, attendees)

    # then two people: the known one (found by e-mail) and a new one with her own id
    marias = {k: v for k, v in pages(cast, "person").items() if "garc" in k}
    assert set(marias) == {"maria-garcia", "maria-garcia-mgarcia"}
    assert marias["maria-garcia-mgarcia"].title == "María García"
    other = call("get", store, {"ref": "mgarcia@blueharbor.io"})["document"]
    assert other["id"] == "maria-garcia-mgarcia"
    assert "maria@acme.com" not in other["aliases"]

    # a later meeting: the new address finds the second, the old one the first
    ingest(cast, [{"name": "Maria Garcia", "email": "mgarcia@blueharbor.io"}], meeting_id="m2")
    assert set(k for k in pages(cast, "person") if "garc" in k) == set(marias)
    second = call("get", store, {"ref": "maria-garcia-mgarcia"})
    assert len(second["timeline"]) == 2
    assert len(call("get", store, {"ref": "maria-garcia"})["timeline"]) == 1


@pytest.mark.django_db
def test_bad_names_are_skipped_with_a_reason(cast: Cast) -> None:
    attendees: list[dict[str, Any]] = [
        {"name": ""},
        {"name": "😀🎉"},
        {"name": "\u200b\u200d"},
        {"name": "N" * 301},
        {"email": ""},
        {"name": "🙂", "email": "smile@acme.com"},
        {"name": "Sarah Chen", "email": "sarah@acme.com"},
        {"email": "joe.ortiz@acme.com"},  # no name: named from the e-mail
    ]
    job = ingest(cast, attendees)

    answer = job.result["answer"]
    assert "Skipped 6:" in answer
    assert "attendee 1: neither a name nor an e-mail" in answer
    assert "attendee 2: the name '😀🎉' has no letters or digits" in answer
    assert r"attendee 3: the name '\u200b\u200d' has no letters or digits" in answer
    assert "attendee 4: the name is 301 characters long (at most 300)" in answer
    assert "attendee 5: neither a name nor an e-mail" in answer
    assert "attendee 6: the name '🙂' has no letters or digits" in answer
    people = pages(cast, "person")
    assert {row.title for row in people.values()} == {"Sarah Chen", "Joe Ortiz"}
    titles = BrainDocument.objects.filter(brain_ref=cast.team_brain).values_list("title", flat=True)
    assert all(title.strip() for title in titles)


@pytest.mark.django_db
def test_attendance_is_linked_both_ways_and_action_items_link_their_owners(cast: Cast) -> None:
    # given Sarah already known (without the relation), Bob new
    store = store_of(cast)
    call("create", store, {"type": "person", "title": "Sarah Chen", "brain_id": "sarah-chen"})
    attendees = [
        {"name": "Sarah Chen", "email": "sarah@acme.com"},
        {"name": "Bob Stone", "email": "bob@gmail.com"},
    ]
    items = [
        {"text": "Send the contract", "assignee": "sarah chen"},
        {"text": "Book the room", "assignee": "bob@gmail.com"},
        {"text": "Call legal", "assignee": "Somebody Else"},
    ]
    ingest(cast, attendees, title="Acme pilot kickoff", action_items=items)

    meeting = "acme-pilot-kickoff-2026-11-30"
    found = edges(cast)
    for person in ("sarah-chen", "bob-stone"):
        assert (person, meeting, "attended") in found
        assert (meeting, person, "attended") in found
    body = call("get", store, {"ref": meeting})["document"]["body"]
    assert "- [[page:sarah-chen|Sarah Chen]]: Send the contract" in body
    assert "- [[page:bob-stone|Bob Stone]]: Book the room" in body
    assert "- Somebody Else: Call legal" in body
    sarah = call("get", store, {"ref": "sarah-chen"})["document"]
    assert "Took the action item: Send the contract." in sarah["body"]
    assert "sarah@acme.com" in sarah["aliases"]  # kept once found by name
    assert not [i for i in call("doctor", store, {})["issues"] if i["severity"] == "error"]


@pytest.mark.django_db
def test_the_doctor_names_duplicates_made_before_resolution(cast: Cast) -> None:
    # given the pair an older ingestion made: "Goatlabs" (by its domain) beside "Goat Labs"
    store = store_of(cast)
    call("create", store, {"type": "company", "title": "Goat Labs", "brain_id": "goat-labs"})
    call(
        "create",
        store,
        {
            "type": "company",
            "title": "Goatlabs",
            "brain_id": "goatlabs",
            "aliases": ["goatlabs.com"],
        },
    )
    # when the doctor runs on the database store
    issues = [i for i in call("doctor", store, {})["issues"] if i["code"] == "possible_duplicate"]
    # then it names the pair
    assert [(i["id"], i["related"], i["severity"]) for i in issues] == [
        ("goat-labs", ["goatlabs"], "warning")
    ]


@pytest.mark.django_db
def test_a_held_out_meeting_in_several_scripts_lands_once_per_entity(cast: Cast) -> None:
    # given a brain that knows some of the people (by e-mail, by name) and a company
    store = store_of(cast)
    call("create", store, {"type": "company", "title": "Blue Harbor Ltd", "brain_id": "bh"})
    call(
        "create",
        store,
        {
            "type": "person",
            "title": "Ivan P.",
            "brain_id": "ivan",
            "aliases": ["ivan.petrov@gmail.com"],
        },
    )
    call("create", store, {"type": "person", "title": "山田 太郎", "brain_id": "yamada"})
    key = key_create(workspace=cast.workspace, brain=cast.team_brain)[0]
    payload = meeting_payload(
        id="mtg_held_out",
        title="Blue Harbor × Lumen Robotics: 合同レビュー",
        summary="Lumen Robotics will ship the pilot robots; Blue Harbor hosts them.",
        attendees=[
            {"name": "Иван Петров", "email": "ivan.petrov@gmail.com"},
            {"name": "山田太郎", "email": "taro@blueharbor.jp"},
            {"name": "Nguyễn Thị Mai", "email": "mai@lumenrobotics.com"},
            {"name": "김민준", "email": "minjun@lumenrobotics.com"},
            {"name": "राहुल शर्मा", "email": "rahul@gmail.com"},
        ],
        action_items=[{"text": "Ship the robots", "assignee": "Nguyen Thi Mai"}],
    )

    # when it arrives through the webhook's service and a worker runs its job
    jamie_delivery_accept(key=key, source=normalize(payload))
    lease = queue.claim("test-worker")
    assert lease is not None and run_job(lease) == "succeeded"

    # then one page per person and company, named as the source names them, all linked
    people = {row.brain_id: row.title for row in pages(cast, "person").values()}
    assert people == {
        "ivan": "Ivan P.",  # found by e-mail: its title stays
        "yamada": "山田 太郎",  # found by name key
        "nguyen-thi-mai": "Nguyễn Thị Mai",
        "gim-min-jun": "김민준",
        "rahul-srma": "राहुल शर्मा",
    }
    companies = {row.brain_id: row.title for row in pages(cast, "company").values()}
    assert companies == {"bh": "Blue Harbor Ltd", "lumen-robotics": "Lumen Robotics"}
    assert {"blueharbor.jp"} <= set(call("get", store, {"ref": "bh"})["document"]["aliases"])
    meeting = next(k for k, row in pages(cast, "meeting").items() if row.kind == "page")
    found = edges(cast)
    for person in people:
        assert (person, meeting, "attended") in found
        assert (meeting, person, "attended") in found
    assert ("nguyen-thi-mai", "lumen-robotics", "works_at") in found
    assert ("yamada", "bh", "works_at") in found
    assert (
        "[[page:nguyen-thi-mai|Nguyễn Thị Mai]]: Ship the robots"
        in (call("get", store, {"ref": meeting})["document"]["body"])
    )
    duplicates = [
        i for i in call("doctor", store, {})["issues"] if i["code"] == "possible_duplicate"
    ]
    assert duplicates == []


@pytest.mark.django_db
def test_an_attendees_name_does_not_name_their_personal_domain(cast: Cast) -> None:
    attendees = [{"name": "Sarah Chen", "email": "sarah@sarahchen.com"}]
    ingest(cast, attendees, text="[00:01] Sarah Chen: Hello.")
    assert {row.title for row in pages(cast, "company").values()} == {"Sarahchen"}
    assert {row.title for row in pages(cast, "person").values()} == {"Sarah Chen"}


@pytest.mark.django_db
def test_a_company_whose_page_outgrew_a_models_result_limit_is_still_found(cast: Cast) -> None:
    # given a company page far longer than the loop's limit for a model's tool results (a page
    # that grew with every meeting: its `get` used to reach the offline agent cut, so it read
    # as missing and a second "Blueharbor" was made beside it)
    store = store_of(cast)
    body = "\n\n".join(f"Met us in meeting {n} about the long-running pilot." for n in range(400))
    assert len(body) > RESULT_LIMIT
    call(
        "create",
        store,
        {"type": "company", "title": "Blue Harbor", "aliases": ["blueharbor.io"], "body": body},
    )
    # and more people in the brain than one `list` answer fits in a model's limit
    for n in range(60):
        call("create", store, {"type": "person", "title": f"Filler Person {n}", "body": "Known."})

    # when someone from that domain attends a meeting that never names the company
    ingest(cast, [{"name": "Sam Lee", "email": "sam@blueharbor.io"}], summary="A short sync.")

    # then the company is found by its domain: no second page, and Sam works at it
    assert set(pages(cast, "company")) == {"blue-harbor"}
    assert ("sam-lee", "blue-harbor", "works_at") in edges(cast)


@pytest.mark.django_db
def test_invisible_characters_in_a_name_make_no_other_page(cast: Cast) -> None:
    # given "Priya Raman" already in the brain
    store = store_of(cast)
    call("create", store, {"type": "person", "title": "Priya Raman", "brain_id": "priya-raman"})

    # when attendees' names carry zero-width spaces, joiners, a word joiner and a BOM
    attendees = [
        {"name": "Pri\u200bya Ra\u2060man"},
        {"name": "ab\u200bc"},
        {"name": "\ufeffDa\u200dna\u200c Kim\u200b"},
        {"name": "علی مهدی\u200cزاده"},  # Persian: the ZWNJ is part of how the name is spelled
    ]
    job = ingest(cast, attendees)

    # then Priya is the page already there, and new pages are titled without the invisibles
    people = {row.brain_id: row.title for row in pages(cast, "person").values()}
    assert people == {
        "priya-raman": "Priya Raman",
        "abc": "abc",
        "dana-kim": "Dana Kim",
        "ly-mhdyzdh": "علی مهدی\u200cزاده",
    }
    assert "Skipped" not in job.result["answer"]

    # and a later "abc" is the same page as the "ab\u200bc" of before
    ingest(cast, [{"name": "abc"}], meeting_id="mtg_2", title="Follow-up")
    assert len(call("get", store, {"ref": "abc"})["timeline"]) == 2


@pytest.mark.django_db
def test_a_company_found_by_name_is_called_by_its_title(cast: Cast) -> None:
    # given "Goat Labs" in the brain, and a meeting that never names it
    store = store_of(cast)
    call("create", store, {"type": "company", "title": "Goat Labs", "brain_id": "goat-labs"})

    ingest(cast, [{"name": "Daniel Park", "email": "daniel@goatlabs.com"}], title="Weekly sync")

    # then the meeting and Daniel's page name it by its title, never "Goatlabs"
    meeting = next(row for row in pages(cast, "meeting").values() if row.kind == "page")
    daniel = call("get", store, {"ref": "daniel-park"})["document"]
    assert "([[page:goat-labs|Goat Labs]])" in meeting.body
    assert "Works at [[page:goat-labs|Goat Labs]]." in daniel["body"]
    bodies = BrainDocument.objects.filter(brain_ref=cast.team_brain).values_list("body", flat=True)
    assert not [body for body in bodies if "Goatlabs" in body]


@pytest.mark.django_db
def test_one_person_matched_two_ways_in_a_meeting_is_listed_once(cast: Cast) -> None:
    # given 王小明's page from an earlier meeting, with their e-mail
    ingest(cast, [{"name": "王小明", "email": "wang@tencent.cn"}])
    store = store_of(cast)

    # when a meeting lists them by name, and again romanized with their e-mail
    attendees = [{"name": "王小明"}, {"name": "Wang Xiao Ming", "email": "wang@tencent.cn"}]
    job = ingest(
        cast,
        attendees,
        meeting_id="mtg_2",
        title="Tencent sync",
        action_items=[{"text": "Send the deck", "assignee": "Wang Xiao Ming"}],
    )

    # then one attendee: one relation, one link in the meeting page, one entry in the summary
    meeting = call("get", store, {"ref": "tencent-sync-2026-11-30"})["document"]
    attended = [r["target"] for r in meeting["relations"] if r["type"] == "attended"]
    assert attended == ["wang-xiao-ming"]
    assert meeting["body"].count("[[page:wang-xiao-ming|") == 2  # the attendee, the action item
    assert "with [[page:wang-xiao-ming|王小明]] (" in meeting["body"]
    assert "- [[page:wang-xiao-ming|王小明]]: Send the deck" in meeting["body"]
    assert "updated wang-xiao-ming, tencent." in job.result["answer"]
    wang = call("get", store, {"ref": "wang-xiao-ming"})["document"]
    assert "Took the action item: Send the deck." in wang["body"]
    assert ("wang-xiao-ming", "tencent", "works_at") in edges(cast)
    rows = BrainEdge.objects.filter(brain_ref=cast.team_brain, source__brain_id=meeting["id"])
    assert rows.filter(target_id="wang-xiao-ming", type="attended").count() == 1


# Addresses at regional free-mail providers: none of them is a company.
FREE_MAIL = {
    "kim@naver.com": "Kim Minji",
    "lee@kakao.com": "Lee Jiwoo",
    "park@hanmail.net": "Park Seo",
    "zhang@qq.com": "Zhang Wei",
    "li@163.com": "Li Na",
    "ravi@yahoo.co.in": "Ravi Kumar",
    "yuki@yahoo.co.jp": "Yuki Sato",
    "ana@yahoo.com.br": "Ana Souza",
    "tom@hotmail.co.uk": "Tom Smith",
    "lea@outlook.fr": "Lea Martin",
    "jo@live.com.au": "Jo Brown",
    "anna@gmx.at": "Anna Berg",
    "olga@yandex.ru": "Olga Ivanova",
    "ivan@mail.ru": "Ivan Sidorov",
    "marco@libero.it": "Marco Rossi",
    "jan@seznam.cz": "Jan Novak",
    "ola@wp.pl": "Ola Nowak",
}


@pytest.mark.django_db
def test_regional_free_mail_makes_no_company(cast: Cast) -> None:
    attendees = [{"name": name, "email": email} for email, name in FREE_MAIL.items()]
    attendees.append({"name": "Sam Lee", "email": "sam@blueharbor.io"})
    # domains that only look like a provider's family are companies
    attendees.append({"name": "Ada Ng", "email": "ada@outlook.acme.com"})
    attendees.append({"name": "Bo Wu", "email": "bo@yahoo-partners.com"})

    ingest(cast, attendees)

    assert set(pages(cast, "company")) == {"blueharbor", "acme", "yahoo-partners"}
    works_at = {(source, target) for source, target, kind in edges(cast) if kind == "works_at"}
    assert works_at == {
        ("sam-lee", "blueharbor"),
        ("ada-ng", "acme"),
        ("bo-wu", "yahoo-partners"),
    }


@pytest.mark.django_db
def test_the_free_mail_list_is_a_setting_one_can_extend(cast: Cast, settings: Any) -> None:
    settings.INGEST_FREE_MAIL_DOMAINS = [*settings.INGEST_FREE_MAIL_DOMAINS, "blueharbor.io"]

    ingest(cast, [{"name": "Sam Lee", "email": "sam@blueharbor.io"}])

    assert pages(cast, "company") == {}


@pytest.mark.django_db
def test_attendees_typed_without_their_letters_are_the_people_already_known(cast: Cast) -> None:
    # given people known by their names as written: Polish, Turkish, Vietnamese, Norwegian,
    # German, Greek and Russian
    store = store_of(cast)
    known = {
        "lukasz-wisniewski": "Łukasz Wiśniewski",
        "sule-yilmaz": "Şule Yılmaz",
        "do-minh-chau": "Đỗ Minh Châu",
        "bjorn-odegard": "Bjørn Ødegård",
        "jurgen-grossmann": "Jürgen Großmann",
        "giorgos-papadopoulos": "Γιώργος Παπαδόπουλος",
        "dmitriy-sokolov": "Дмитрий Соколов",
    }
    for brain_id, title in known.items():
        call("create", store, {"type": "person", "title": title, "brain_id": brain_id})

    # when a meeting lists them as they are typed on a plain keyboard, or usually spelled
    attendees = [
        {"name": "Lukasz Wisniewski"},
        {"name": "Sule Yilmaz"},
        {"name": "Do Minh Chau", "email": "chau.do@gmail.com"},
        {"name": "Bjorn Odegard"},
        {"name": "Jurgen Grossmann"},
        {"name": "Giorgos Papadopoulos"},
        {"name": "Dmitry Sokolov"},
    ]
    items = [
        {"text": "Send the offer", "assignee": "Lukasz Wisniewski"},
        {"text": "Check the numbers", "assignee": "Dmitrii Sokolov"},
    ]
    ingest(cast, attendees, title="Partner sync", action_items=items)

    # then no second page for any of them: each known page attended, titled as it was
    people = pages(cast, "person")
    assert set(people) == set(known)
    assert {row.title for row in people.values()} == set(known.values())
    meeting = "partner-sync-2026-11-30"
    found = edges(cast)
    for brain_id in known:
        assert (brain_id, meeting, "attended") in found, brain_id
    # and the action items are linked to their owners
    body = call("get", store, {"ref": meeting})["document"]["body"]
    assert "- [[page:lukasz-wisniewski|Łukasz Wiśniewski]]: Send the offer" in body
    assert "- [[page:dmitriy-sokolov|Дмитрий Соколов]]: Check the numbers" in body
    lukasz = call("get", store, {"ref": "lukasz-wisniewski"})["document"]
    assert "Took the action item: Send the offer." in lukasz["body"]
    assert "chau.do@gmail.com" in call("get", store, {"ref": "do-minh-chau"})["document"]["aliases"]


@pytest.mark.django_db
def test_a_domain_with_the_legal_form_in_it_is_the_company_without_it(cast: Cast) -> None:
    # given "Acme Corp" known, without its domain
    store = store_of(cast)
    call("create", store, {"type": "company", "title": "Acme Corp", "brain_id": "acme-corp"})

    # when Sarah writes from acmecorp.com, in a meeting that never names the company
    ingest(cast, [{"name": "Sarah Chen", "email": "sarah@acmecorp.com"}], title="Weekly sync")

    # then acmecorp.com is Acme Corp: no "Acmecorp", Sarah works at one company
    assert set(pages(cast, "company")) == {"acme-corp"}
    works_at = {(s, t) for s, t, kind in edges(cast) if kind == "works_at"}
    assert works_at == {("sarah-chen", "acme-corp")}
    assert "acmecorp.com" in call("get", store, {"ref": "acme-corp"})["document"]["aliases"]

    # and a company known by its name alone is found the same way (globexgmbh.de is Globex),
    # while a page of the very name comes first (costco.com is Costco, not "Cost")
    for brain_id, title in [("globex", "Globex"), ("cost", "Cost"), ("costco", "Costco")]:
        call("create", store, {"type": "company", "title": title, "brain_id": brain_id})
    ingest(
        cast,
        [
            {"name": "Jan Ek", "email": "jan@globexgmbh.de"},
            {"name": "Ola Berg", "email": "ola@costco.com"},
        ],
        meeting_id="mtg_2",
        title="Pricing review",
    )
    assert set(pages(cast, "company")) == {"acme-corp", "globex", "cost", "costco"}
    works_at = {(s, t) for s, t, kind in edges(cast) if kind == "works_at"}
    assert {("jan-ek", "globex"), ("ola-berg", "costco")} <= works_at
    assert len(works_at) == 3


@pytest.mark.django_db
def test_a_company_is_named_by_its_phrase_in_the_title_whatever_its_letters(cast: Cast) -> None:
    ingest(
        cast,
        [{"name": "Marta Nowak", "email": "marta@wislaserwis.pl"}],
        title="Wisła Serwis: przegląd umowy",
    )
    companies = pages(cast, "company")
    assert {row.title for row in companies.values()} == {"Wisła Serwis"}
    assert set(companies) == {"wisla-serwis"}


@pytest.mark.django_db
def test_a_company_titled_from_its_domain_takes_the_name_a_later_meeting_writes_out(
    cast: Cast,
) -> None:
    # given a company first met in a meeting whose title and summary do not name it: its
    # page is titled from the domain
    ingest(cast, [{"name": "Jonas Weber", "email": "jonas@nordlichtenergie.de"}])
    assert {row.title for row in pages(cast, "company").values()} == {"Nordlichtenergie"}
    # when a later meeting writes its name out
    ingest(
        cast,
        [{"name": "Jonas Weber", "email": "jonas@nordlichtenergie.de"}],
        meeting_id="mtg_2",
        title="Nordlicht Energie check-in",
    )
    # then the same page is titled as written, the squashed name kept as an alias
    companies = pages(cast, "company")
    assert set(companies) == {"nordlichtenergie"}
    page = companies["nordlichtenergie"]
    assert page.title == "Nordlicht Energie"
    assert "Nordlichtenergie" in page.aliases
    # and a later meeting that does not write it out leaves it so
    ingest(
        cast,
        [{"name": "Jonas Weber", "email": "jonas@nordlichtenergie.de"}],
        meeting_id="mtg_3",
    )
    assert pages(cast, "company")["nordlichtenergie"].title == "Nordlicht Energie"


@pytest.mark.django_db
def test_a_meetings_date_is_the_one_at_the_offset_the_source_gave(cast: Cast) -> None:
    # given a meeting that started at 03:00 in Saigon: 20:00 the day before in UTC
    key = key_create(workspace=cast.workspace, brain=cast.team_brain)[0]
    payload = meeting_payload(
        id="mtg_saigon",
        title="Saigon Freight translation review",
        started_at="2026-11-23T03:00:00+07:00",
        ended_at="2026-11-23T03:30:00+07:00",
        attendees=[{"name": "Trần Thị Lan", "email": "lan@saigonfreight.vn"}],
    )
    jamie_delivery_accept(key=key, source=normalize(payload))
    lease = queue.claim("test-worker")
    assert lease is not None and run_job(lease) == "succeeded"

    # then the page is dated as the sender dated it, and its timeline keeps the instant
    store = store_of(cast)
    meeting = call("get", store, {"ref": "saigon-freight-translation-review-2026-11-23"})
    assert meeting["document"]["title"] == "Saigon Freight translation review 2026-11-23"
    assert "Meeting on 2026-11-23 with" in meeting["document"]["body"]
    assert [e["timestamp"] for e in meeting["timeline"]] == ["2026-11-22T20:00:00Z"]
    lan = call("get", store, {"ref": "lan@saigonfreight.vn"})
    assert [e["timestamp"] for e in lan["timeline"]] == ["2026-11-22T20:00:00Z"]


@pytest.mark.django_db
def test_pages_met_again_do_not_repeat_what_they_already_state(cast: Cast) -> None:
    # given our own company, and Priya already working there
    store = store_of(cast)
    call(
        "create",
        store,
        {"type": "company", "title": "Goat Labs", "brain_id": "goat-labs", "body": "Us."},
    )
    call(
        "create",
        store,
        {
            "type": "person",
            "title": "Priya Nair",
            "brain_id": "priya-nair",
            "relations": ["works_at:goat-labs"],
            "body": "Account lead.",
        },
    )
    attendees = [
        {"name": "Priya Nair", "email": "priya@goatlabs.com"},
        {"name": "Tom Lindqvist", "email": "tom@northwindlogistics.com"},
    ]
    # when three meetings with them arrive
    for n in range(3):
        ingest(cast, attendees, meeting_id=f"mtg_{n}", title=f"Northwind Logistics sync {n}")

    # then each page gained one paragraph per meeting, and no standing fact twice
    def truth(ref: str) -> str:
        return split_body(call("get", store, {"ref": ref})["document"]["body"])[0]

    goat, northwind = truth("goat-labs"), truth("northwind-logistics")
    priya, tom = truth("priya-nair"), truth("tom-lindqvist")
    assert goat.count("attended [[page:northwind-logistics-sync-") == 3
    assert "Company behind" not in goat  # it was described before the meetings
    assert northwind.count("Company behind northwindlogistics.com.") == 1
    assert northwind.count("attended [[page:northwind-logistics-sync-") == 3
    assert priya.count("Attended [[page:") == 3
    assert "Works at" not in priya  # its relation said so already
    assert tom.count("Works at [[page:northwind-logistics|Northwind Logistics]].") == 1
    assert tom.count("Attended [[page:") == 3
    # and no company's timeline says the attendees "met us": ours is one of them
    for ref in ("goat-labs", "northwind-logistics"):
        entries = call("timeline", store, {"ref": ref})["entries"]
        assert len(entries) == 3
        assert not [e for e in entries if "met us" in e["text"]]


@pytest.mark.django_db
def test_a_name_in_another_script_takes_its_id_from_the_email_that_spells_it(cast: Cast) -> None:
    # given one of them already in the brain, without an e-mail
    store = store_of(cast)
    call("create", store, {"type": "person", "title": "דוד כהן", "brain_id": "dvd-khhn"})
    attendees = [
        {"name": "अर्जुन शर्मा", "email": "arjun.sharma@acme.in"},
        {"name": "محمد العلي", "email": "m.alali@acme.ae"},
        {"name": "נועה לוי", "email": "noa.levi@acme.co.il"},
        {"name": "สมชาย ใจดี", "email": "info@thaifreight.co.th"},  # a role, not a name
        {"name": "王小明", "email": "w@tencent.cn"},  # a letter, not a name
        {"name": "김민준", "email": "kim.9@kakao.com"},  # not letters only
        {"name": "Ana Souza", "email": "asouza.br@acme.com.br"},  # a Latin name spells itself
        {"name": "דוד כהן", "email": "david.cohen@acme.co.il"},
    ]
    ingest(cast, attendees)

    people = {row.title: row.brain_id for row in pages(cast, "person").values()}
    assert people == {
        "अर्जुन शर्मा": "arjun-sharma",
        "محمد العلي": "m-alali",
        "נועה לוי": "noa-levi",
        "สมชาย ใจดี": "smchay-aichdi",
        "王小明": "wang-xiao-ming",
        "김민준": "gim-min-jun",
        "Ana Souza": "ana-souza",
        "דוד כהן": "dvd-khhn",  # an existing page keeps its id
    }
    # the Latin spelling is kept as an alias, so search finds it
    noa = call("get", store, {"ref": "noa-levi"})["document"]
    assert "Noa Levi" in noa["aliases"] and "noa.levi@acme.co.il" in noa["aliases"]
    assert "Arjun Sharma" in call("get", store, {"ref": "arjun-sharma"})["document"]["aliases"]
    hits = call("query", store, {"text": "Noa Levi", "limit": 3})["hits"]
    assert hits[0]["id"] == "noa-levi"
    thai = call("get", store, {"ref": "smchay-aichdi"})["document"]
    assert thai["aliases"] == ["info@thaifreight.co.th"]


@pytest.mark.django_db
def test_a_later_spelling_is_kept_and_a_proper_one_becomes_the_title(cast: Cast) -> None:
    # given pages an earlier meeting titled with a less proper spelling, and a proper one
    store = store_of(cast)
    for title, brain_id in [
        ("Nguyen Van Hung", "nguyen-van-hung"),  # the diacritics missing
        ("TRẦN THỊ LAN", "tran-thi-lan"),  # all caps
        ("BUI THI HOA", "bui-thi-hoa"),  # both
        ("Nguyễn Thị Mai", "nguyen-thi-mai"),  # proper already
    ]:
        body = f"# {title}\n\nMet at the fair."
        call(
            "create", store, {"type": "person", "title": title, "brain_id": brain_id, "body": body}
        )
    # and filler people, so the name's words alone do not single the page out
    for n in range(12):
        call("create", store, {"type": "person", "title": f"Nguyen Van Filler{n}", "body": "x"})

    # when a meeting names them as they spell themselves, and one less properly
    attendees = [
        {"name": "Nguyễn Văn Hùng"},
        {"name": "Trần Thị Lan"},
        {"name": "Bùi Thị Hoa"},
        {"name": "NGUYỄN THỊ MAI"},
    ]
    ingest(cast, attendees)

    # then the less proper titles become the proper ones, the ids stay, and every other
    # spelling a source used is an alias (a spelling that differs only in case is none)
    def page(ref: str) -> dict[str, Any]:
        return call("get", store, {"ref": ref})["document"]

    hung, lan, hoa, mai = (
        page(r) for r in ("nguyen-van-hung", "tran-thi-lan", "bui-thi-hoa", "nguyen-thi-mai")
    )
    assert (hung["title"], hung["aliases"]) == ("Nguyễn Văn Hùng", ["Nguyen Van Hung"])
    assert (lan["title"], lan["aliases"]) == ("Trần Thị Lan", [])
    assert (hoa["title"], hoa["aliases"]) == ("Bùi Thị Hoa", ["BUI THI HOA"])
    assert (mai["title"], mai["aliases"]) == ("Nguyễn Thị Mai", [])  # case alone: no alias
    assert hung["body"].startswith("# Nguyễn Văn Hùng\n")
    meeting = next(row for row in pages(cast, "meeting").values() if row.kind == "page")
    assert "[[page:nguyen-van-hung|Nguyễn Văn Hùng]]" in meeting.body
    hits = call("query", store, {"text": "Nguyễn Văn Hùng", "limit": 3})["hits"]
    assert hits[0]["id"] == "nguyen-van-hung"
    assert not [i for i in call("doctor", store, {})["issues"] if i["severity"] == "error"]

    # and a later meeting spelling Mai without her diacritics keeps that spelling
    ingest(cast, [{"name": "Nguyen Thi Mai"}], meeting_id="mtg_2", title="Follow-up")
    mai = page("nguyen-thi-mai")
    assert (mai["title"], mai["aliases"]) == ("Nguyễn Thị Mai", ["Nguyen Thi Mai"])


@pytest.mark.django_db
def test_a_spelling_in_another_script_is_kept_and_finds_the_page_again(cast: Cast) -> None:
    # given people known by one spelling of their names, Latin or Greek or Cyrillic
    store = store_of(cast)
    known = {
        "eleni-kouloura": ("Eleni Kouloura", "Ελένη Κουλούρα"),
        "dmitrii-volkov": ("Dmitrii Volkov", "Дмитрий Волков"),
        "aleksei-smirnov": ("Алексей Смирнов", "Aleksei Smirnov"),
        "nikos-georgiou": ("Νίκος Γεωργίου", "Nikos Georgiou"),
        "evangelos-mavridis": ("Ευάγγελος Μαυρίδης", "Evangelos Mavridis"),
    }
    for brain_id, (title, _) in known.items():
        call("create", store, {"type": "person", "title": title, "brain_id": brain_id})

    # when a meeting names them in the other script
    ingest(cast, [{"name": spelling} for _, spelling in known.values()])

    # then each page keeps its title (no retitling across scripts) and gains the spelling
    def page(ref: str) -> dict[str, Any]:
        return call("get", store, {"ref": ref})["document"]

    assert set(pages(cast, "person")) == set(known)
    for brain_id, (title, spelling) in known.items():
        document = page(brain_id)
        assert (document["title"], document["aliases"]) == (title, [spelling]), brain_id
    hits = call("query", store, {"text": "Ελένη Κουλούρα", "limit": 3})["hits"]
    assert hits[0]["id"] == "eleni-kouloura"
    assert not [i for i in call("doctor", store, {})["issues"] if i["severity"] == "error"]

    # and a later meeting's other Latin spelling finds the page by the spelling it kept
    ingest(cast, [{"name": "Dmitry Volkov"}], meeting_id="mtg_2", title="Follow-up")
    assert set(pages(cast, "person")) == set(known)
    assert ("dmitrii-volkov", "follow-up-2026-11-30", "attended") in edges(cast)
    volkov = page("dmitrii-volkov")
    assert (volkov["title"], volkov["aliases"]) == (
        "Dmitrii Volkov",
        ["Дмитрий Волков", "Dmitry Volkov"],
    )


@pytest.mark.django_db
def test_a_hyphenated_domain_names_the_company_with_its_legal_form(cast: Cast) -> None:
    # given "Harbor" already known by its name alone
    store = store_of(cast)
    call("create", store, {"type": "company", "title": "Harbor", "brain_id": "harbor"})

    # when people write from domains whose label spells the legal form after a hyphen
    attendees = [
        {"name": "Ian Reed", "email": "ian@sunrise-ltd.co.uk"},
        {"name": "Peter Holm", "email": "peter@harbor-corp.com"},
        {"name": "Rita Vogel", "email": "rita@starlight-gmbh.de"},
        {"name": "Mo Ali", "email": "mo@moonriseltd.co.uk"},
    ]
    summary = "Sunrise Ltd joined late. Starlight GmbH listened in."
    ingest(cast, attendees, title="Moonrise Ltd and Harbor Corp intro", summary=summary)

    # then a new company is named with its legal form, as the meeting writes it out, and
    # the one already known is found without it
    titles = {row.brain_id: row.title for row in pages(cast, "company").values()}
    assert titles == {
        "sunrise-ltd": "Sunrise Ltd",
        "harbor": "Harbor",
        "starlight-gmbh": "Starlight GmbH",
        "moonrise-ltd": "Moonrise Ltd",
    }
    assert "harbor-corp.com" in call("get", store, {"ref": "harbor"})["document"]["aliases"]
