"""save_to_brain: the draft is in inbox/ at once; curation folds or promotes it."""

from __future__ import annotations

import pytest

from brain.models import BrainDocument
from brain.services import Actor
from brain.store import DatabaseStore
from brain.toolkit.claims import citation_share
from brain.toolkit.commands.registry import call
from ingest import queue
from ingest.capture import Filing, authorship_test, short_title
from ingest.models import IngestJob, SourceItem
from ingest.worker import run_job
from tests.cast import Cast


def store_for(cast: Cast) -> DatabaseStore:
    return DatabaseStore(cast.team_brain, actor=Actor(type="user", user=cast.member))


def run_next() -> str:
    lease = queue.claim("test-worker")
    assert lease is not None
    return run_job(lease)


@pytest.mark.django_db
def test_the_draft_is_in_the_inbox_before_the_call_returns(cast: Cast) -> None:
    # when the chat tool saves a note (through the registry, as REST and MCP will)
    answer = call(
        "save_to_brain",
        store_for(cast),
        {
            "text": "Acme wants SSO before the pilot. [[not a link]]",
            "message_id": "msg_01",
            "turn_id": "turn-1",
        },
    )

    # then the draft exists at once, sourced to the message, and a job is queued
    draft = BrainDocument.objects.get(brain_ref=cast.team_brain, brain_id=answer["draft"]["id"])
    assert draft.folder == "inbox" and draft.status == "draft" and draft.type == "note"
    assert draft.sources == ["goat-chat:msg_01"]
    assert answer["draft"]["hash"] == draft.content_hash == answer["hashes"][draft.brain_id]
    assert IngestJob.objects.get(pk=answer["job"]).status == "queued"
    assert answer["duplicate"] is False


@pytest.mark.django_db
def test_the_same_turn_and_text_keep_one_draft_and_a_taken_id_gets_a_suffix(cast: Cast) -> None:
    store = store_for(cast)
    first = call("save_to_brain", store, {"text": "Idea: weekly digest", "turn_id": "t1"})
    again = call("save_to_brain", store, {"text": "Idea: weekly digest", "turn_id": "t1"})
    other_turn = call("save_to_brain", store, {"text": "Idea: weekly digest", "turn_id": "t2"})

    assert again["duplicate"] is True and again["draft"]["id"] == first["draft"]["id"]
    assert again["job"] == first["job"]
    assert other_turn["draft"]["id"] != first["draft"]["id"]
    assert other_turn["draft"]["id"].startswith(first["draft"]["id"] + "-")
    assert SourceItem.objects.filter(brain_ref=cast.team_brain).count() == 2
    assert IngestJob.objects.count() == 2


@pytest.mark.django_db
def test_curation_promotes_an_idea_to_thoughts(cast: Cast) -> None:
    store = store_for(cast)
    answer = call(
        "save_to_brain",
        store,
        {
            "text": "Idea: we should end every pilot with a price on the table.",
            "title": "Pilots end with a price",
            "message_id": "msg_7",
        },
    )

    assert run_next() == "succeeded"

    got = call("get", store, {"ref": answer["draft"]["id"]})
    document = got["document"]
    assert document["status"] == "active" and document["path"].startswith("thoughts/")
    assert got["links"]["evidence_out"], "the compiled truth cites the raw capture"
    evidence = call("get", store, {"ref": got["links"]["evidence_out"][0]["id"]})
    assert "end every pilot with a price" in evidence["document"]["body"]
    assert len(got["timeline"]) == 1
    share = citation_share(document["body"])
    assert share.total == 1 and share.cited == 1  # the idea cites its snapshot, once
    item = SourceItem.objects.get(pk=answer["source_item"])
    assert item.status == "succeeded" and item.document_id == document["id"]


@pytest.mark.django_db
def test_curation_folds_a_capture_into_the_page_that_has_its_name(cast: Cast) -> None:
    store = store_for(cast)
    call(
        "create",
        store,
        {"type": "company", "title": "Acme", "brain_id": "acme", "aliases": ["Acme Corp"]},
    )
    answer = call(
        "save_to_brain",
        store,
        {"text": "Acme Corp renews in March.", "title": "Acme Corp", "message_id": "m9"},
    )

    assert run_next() == "succeeded"

    draft = call("get", store, {"ref": answer["draft"]["id"]})["document"]
    assert draft["status"] == "merged" and draft["mergedInto"] == "acme"
    acme = call("get", store, {"ref": "acme"})
    assert "renews in March" in acme["document"]["body"]
    assert acme["links"]["evidence_out"]
    assert SourceItem.objects.get(pk=answer["source_item"]).document_id == "acme"


def named(brain_id: str, type_: str, start: int) -> dict[str, object]:
    return {"id": brain_id, "title": brain_id, "type": type_, "start": start, "end": start + 3}


def test_the_authorship_test_files_each_kind_of_capture() -> None:
    def where(text: str, *mentions: dict[str, object]) -> tuple[str | None, str, str, bool]:
        filing = authorship_test(text, list(mentions))
        assert isinstance(filing, Filing) and filing.reason
        return filing.home, filing.type, filing.folder, filing.settled

    url = "See https://example.com/guide for the SAML setup"
    assert where(url) == (None, "source", "sources", True)
    assert where("We decided to drop SCIM from the pilot") == (None, "note", "decisions", True)
    assert where("What if pilots ended with a price?") == (None, "note", "thoughts", True)
    rule = "Rule of thumb: a pilot without a price is a favour"
    assert where(rule) == (None, "concept", "concepts", True)
    assert where("Sarah's phone is in the CRM") == (None, "note", "inbox", False)
    # addressed to the assistant: Memory's, not the brain's; scratch stays in chat
    assert where("From now on always answer in bullet points")[3] is False
    assert where("ok thanks") == (None, "note", "inbox", False)
    # opens by naming a known page (after the lead-in): folded into it
    text = "Remember that Raj Patel prefers email"
    assert where(text, named("raj-patel", "person", 14))[:2] == ("raj-patel", "person")
    # names a person later on: not about them
    late = "The renewal call should go to Raj Patel"
    assert where(late, named("raj-patel", "person", 30))[0] is None
    # one project named anywhere: an update of it
    update = "Pilot scope grew again for Acme Cloud"
    assert where(update, named("acme-cloud", "project", 27))[0] == "acme-cloud"
    # a decision between two people is a decision, not a fact about the first
    both = "Raj Patel and Mei Lin agreed to move the launch to May"
    decision = where(both, named("raj-patel", "person", 0), named("mei-lin", "person", 14))
    assert decision == (None, "note", "decisions", True)


def test_a_capture_gets_a_short_title_not_its_first_sentence() -> None:
    long = (
        "Remember that Raj Patel prefers email over Slack for anything urgent, "
        "and he reads it in the morning. Also the Acme renewal is in March."
    )
    assert short_title(long) == "Raj Patel prefers email over Slack for anything urgent"
    assert short_title("Idea: weekly digest") == "Weekly digest"
    assert (
        short_title("FYI: the SOC 2 audit starts on 4 January.")
        == "The SOC 2 audit starts on 4 January"
    )
    assert short_title("王伟说定价下周定。然后我们开会") == "王伟说定价下周定"
    assert short_title("   \n\n") == "Saved note"
    assert len(short_title("word " * 200)) <= 60


@pytest.mark.django_db
def test_a_capture_opening_with_a_bidi_override_keeps_none_in_its_title(cast: Cast) -> None:
    text = "\u202eRemember that Acme signed the pilot."
    answer = call("save_to_brain", store_for(cast), {"text": text, "turn_id": "t"})
    assert answer["draft"]["title"] == "Acme signed the pilot"


@pytest.mark.django_db
def test_a_title_cut_for_length_ends_where_a_phrase_can(cast: Cast) -> None:
    text = "Remember that next week Maya Okafor will call Tom Lindqvist about the renewal numbers."
    answer = call("save_to_brain", store_for(cast), {"text": text, "turn_id": "t"})

    # ten words would end "... about the": the cut ends on the last word a phrase can end on
    assert answer["draft"]["title"] == "Next week Maya Okafor will call Tom Lindqvist"
    assert answer["draft"]["id"] == "next-week-maya-okafor-will-call-tom-lindqvist"
    # a title cut by characters too; one not cut keeps the writer's last word
    assert short_title("Ask " + "somebody " * 5 + "and the others") == (
        "Ask somebody somebody somebody somebody somebody"
    )
    assert short_title("Idea: a list of what to think about") == "A list of what to think about"


def test_a_title_cut_for_length_closes_no_bracket_and_splits_no_name() -> None:
    # an open bracket the cut would leave open: the title ends before it
    text = (
        "Dmitry Sokolov (the freelance integrator at Aegean Logistics) will rebuild the "
        "customs export next month."
    )
    assert short_title(text) == "Dmitry Sokolov"
    # a run of capitalised words the cut would split: the title ends before it, where a
    # phrase can
    text = "We decided with Maya that the RTL beta for Gulf Depot ships in January."
    assert short_title(text) == "We decided with Maya that the RTL beta"
    # a known page's name, capitalised or not, is not split either
    text = "Note: the new overtime rules pilot for all of the night shift team starts soon."
    assert short_title(text) == "The new overtime rules pilot for all of the night"
    names = ["Night Shift Team"]
    assert short_title(text, names=names) == "The new overtime rules pilot for all"
    # a run the whole cut would fall inside is cut as before
    text = "Goat Labs Annual Strategy Offsite Planning Notes For The Board Of Directors"
    assert short_title(text) == "Goat Labs Annual Strategy Offsite Planning Notes"


def test_a_names_lowercase_particles_are_words_of_the_name() -> None:
    # a cut inside a name with particles ends before it, where a phrase can
    cases = {
        "The new pricing sheet was sent yesterday to Maria de la Cruz Fernández at Quill Corp "
        "for review.": "The new pricing sheet was sent yesterday",
        "The contract was approved yesterday afternoon by Ludwig van der Berg in person.": (
            "The contract was approved yesterday afternoon"
        ),
        "Signed off on the mural budget by Leonardo da Vinci Rossi this morning.": (
            "Signed off on the mural budget"
        ),
        "We finally got the export licence from Ahmed bin Khalid al-Rashid yesterday.": (
            "We finally got the export licence"
        ),
        "Our quarterly numbers were checked twice by Charles d'Artagnan Moreau today.": (
            "Our quarterly numbers were checked twice"
        ),
        "Ship the signed and stamped copy of the lease to Sean O'Neil tomorrow.": (
            "Ship the signed and stamped copy of the lease"
        ),
    }
    for text, title in cases.items():
        assert short_title(text) == title, text
    # a name the cut does not reach, or one it ends after, stays whole
    text = "Ludwig van der Berg approved the revised vendor contract today in person"
    assert short_title(text) == "Ludwig van der Berg approved the revised vendor contract"
    # a particle that joins no two capitalised words is a word like any other
    assert short_title("Tom and Maya reviewed the de facto standard for Gulf Depot shipping") == (
        "Tom and Maya reviewed the de facto standard"
    )


@pytest.mark.django_db
def test_a_drafts_id_does_not_split_a_name_with_particles(cast: Cast) -> None:
    text = (
        "The new pricing sheet was sent yesterday to Maria de la Cruz Fernández at Quill Corp "
        "for review."
    )
    answer = call("save_to_brain", store_for(cast), {"text": text, "turn_id": "t"})
    assert answer["draft"]["title"] == "The new pricing sheet was sent yesterday"
    assert answer["draft"]["id"] == "the-new-pricing-sheet-was-sent-yesterday"


@pytest.mark.django_db
def test_a_captures_title_does_not_split_a_known_pages_name(cast: Cast) -> None:
    store = store_for(cast)
    call("create", store, {"type": "project", "title": "overtime alerts for dispatch teams"})
    text = "Remember that Maya wants to double the budget of the overtime alerts for dispatch teams"
    answer = call("save_to_brain", store, {"text": text, "turn_id": "t"})
    # ten words would end "... of the overtime alerts", inside the project's name
    assert answer["draft"]["title"] == "Maya wants to double the budget"


def seed_people(store: DatabaseStore) -> None:
    for title, brain_id in (
        ("Raj Patel", "raj-patel"),
        ("Mei Lin", "mei-lin"),
        ("王伟", "wang-wei"),
        ("Иван Петров", "ivan-petrov"),
    ):
        call("create", store, {"type": "person", "title": title, "brain_id": brain_id})


def pages_out(store: DatabaseStore, brain_id: str) -> set[str]:
    got = call("get", store, {"ref": brain_id})
    return {edge["id"] for edge in got["links"]["pages_out"]}


@pytest.mark.django_db
def test_a_capture_naming_two_people_links_both(cast: Cast) -> None:
    store = store_for(cast)
    seed_people(store)
    answer = call(
        "save_to_brain",
        store,
        {"text": "We agreed with raj patel and MEI LIN to move the launch to May.", "turn_id": "a"},
    )

    assert run_next() == "succeeded"

    document = call("get", store, {"ref": answer["draft"]["id"]})["document"]
    assert document["path"].startswith("decisions/") and document["status"] == "active"
    assert pages_out(store, document["id"]) >= {"raj-patel", "mei-lin"}
    assert "[[page:raj-patel|raj patel]]" in document["body"]  # labelled as the user wrote it
    assert citation_share(document["body"]).uncited == 0


@pytest.mark.django_db
def test_a_capture_links_names_in_other_scripts(cast: Cast) -> None:
    store = store_for(cast)
    seed_people(store)
    answer = call(
        "save_to_brain",
        store,
        {"text": "我们决定: 王伟和Иван Петров 负责定价。", "turn_id": "b"},
    )

    assert run_next() == "succeeded"

    assert pages_out(store, answer["draft"]["id"]) >= {"wang-wei", "ivan-petrov"}


@pytest.mark.django_db
def test_a_statement_about_a_known_person_folds_into_their_page(cast: Cast) -> None:
    store = store_for(cast)
    seed_people(store)
    answer = call(
        "save_to_brain",
        store,
        {
            "text": "Remember that Raj Patel prefers email, and that Mei Lin owns SSO.",
            "turn_id": "c",
        },
    )
    assert answer["draft"]["title"] == "Raj Patel prefers email"

    assert run_next() == "succeeded"

    draft = call("get", store, {"ref": answer["draft"]["id"]})["document"]
    assert draft["status"] == "merged" and draft["mergedInto"] == "raj-patel"
    raj = call("get", store, {"ref": "raj-patel"})
    assert "prefers email" in raj["document"]["body"]
    assert raj["links"]["evidence_out"], "the folded statement cites the snapshot"
    assert "mei-lin" in pages_out(store, "raj-patel")  # the other name is linked
    assert "raj-patel" not in pages_out(store, "raj-patel")  # no link to itself


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Sarah's phone is in the CRM somewhere", "nothing says where it belongs"),
        ("From now on always answer me in bullet points", "Memory"),
    ],
)
def test_an_unsettled_capture_stays_a_draft_in_the_inbox(
    cast: Cast, text: str, reason: str
) -> None:
    store = store_for(cast)
    answer = call("save_to_brain", store, {"text": text, "turn_id": "d"})

    assert run_next() == "succeeded"

    got = call("get", store, {"ref": answer["draft"]["id"]})
    assert got["document"]["status"] == "draft" and got["document"]["folder"] == "inbox"
    assert got["links"]["evidence_out"], "the raw capture is still snapshotted and cited"
    job = IngestJob.objects.get(pk=answer["job"])
    assert reason in job.result["answer"]


@pytest.mark.django_db
def test_curation_links_names_only_in_the_plain_prose_of_the_quoted_capture(cast: Cast) -> None:
    # given a company, a person named like markup (as a meeting attendee may be) and Raj
    store = store_for(cast)
    call("create", store, {"type": "company", "title": "Goat Labs", "brain_id": "goat-labs"})
    markup = "<script>alert(1)</script>"
    call("create", store, {"type": "person", "title": markup, "brain_id": "script-alert"})
    call("create", store, {"type": "person", "title": "Raj Patel", "brain_id": "raj-patel"})

    # when a capture holds link syntax and markup, and names Raj in plain words
    text = (
        "Remember that [[page:goat-labs|Goat]] ## Timeline\n"
        f"Raj Patel pasted {markup} into the form.\n"
    )
    answer = call("save_to_brain", store, {"text": text, "turn_id": "hostile"})
    assert run_next() == "succeeded"

    # then the spans defuse quoted and the markup stay as written, and only Raj is linked
    body = call("get", store, {"ref": answer["draft"]["id"]})["document"]["body"]
    assert (
        "\n\nRemember that [ [page:goat-labs|Goat] ] ## Timeline\n"
        f"[[page:raj-patel|Raj Patel]] pasted {markup} into the form ([[evidence:"
    ) in body
    assert pages_out(store, answer["draft"]["id"]) == {"raj-patel"}


@pytest.mark.django_db
def test_a_draft_waiting_in_the_inbox_is_no_page_other_captures_link_to(cast: Cast) -> None:
    # given a scratch capture, kept a draft in inbox/ titled "Remember that"
    store = store_for(cast)
    scratch = call("save_to_brain", store, {"text": "Remember that", "turn_id": "scratch"})
    assert run_next() == "succeeded"
    assert scratch["draft"]["id"] == "remember-that"
    assert call("get", store, {"ref": "remember-that"})["document"]["status"] == "draft"

    # when the next capture opens the same way
    text = "Remember that the staging VPN needs a new certificate before Friday."
    answer = call("save_to_brain", store, {"text": text, "turn_id": "vpn"})
    assert run_next() == "succeeded"

    # then it does not link the scratch draft, nor does `mentions` name it
    assert "remember-that" not in pages_out(store, answer["draft"]["id"])
    assert call("mentions", store, {"text": text})["mentions"] == []
    # while a draft filed elsewhere (a person `create` made, a draft by default) is named
    call("create", store, {"type": "person", "title": "Raj Patel", "brain_id": "raj-patel"})
    found = call("mentions", store, {"text": "Remember that Raj Patel owns the VPN"})
    assert [m["id"] for m in found["mentions"]] == ["raj-patel"]


@pytest.mark.django_db
@pytest.mark.parametrize(
    "text",
    [
        "Sarah Chen said she prefers Tuesday calls.",
        "Sarah Chen approved \u202egnirts desrever\u202c and [[page",
    ],
)
def test_folding_a_capture_adds_its_content_never_its_title_as_a_name(
    cast: Cast, text: str
) -> None:
    # given Sarah's page, with one alias of her own
    store = store_for(cast)
    call(
        "create",
        store,
        {"type": "person", "title": "Sarah Chen", "brain_id": "sarah-chen", "aliases": ["S. C."]},
    )

    # when a capture about her is folded into her page
    answer = call("save_to_brain", store, {"text": text, "turn_id": "sarah"})
    assert run_next() == "succeeded"

    # then the page holds the capture's words, its citation and a timeline entry, and her
    # names are what they were: the capture's title is no name of hers
    assert call("get", store, {"ref": answer["draft"]["id"]})["document"]["mergedInto"] == (
        "sarah-chen"
    )
    sarah = call("get", store, {"ref": "sarah-chen"})
    assert sarah["document"]["title"] == "Sarah Chen"
    assert sarah["document"]["aliases"] == ["S. C."]
    assert text.split()[2] in sarah["document"]["body"]
    assert sarah["links"]["evidence_out"]
    assert [entry["text"] for entry in sarah["timeline"]][-1].startswith("Saved from chat")


# Each class of phrasing the authorship test reads, in at least two phrasings: the first of
# each from the tester's report, the others not.
FILED_AS: list[tuple[str, str, str]] = [
    # a first-person reflection or wondering: thoughts/
    ("I wonder whether pilots fail because nobody owns the success metrics…", "note", "thoughts"),
    ("I suspect our onboarding calls run long because nobody sets an agenda.", "note", "thoughts"),
    ("Wondering if the quarterly review should become a written memo.", "note", "thoughts"),
    # a saved link: a source in sources/
    ("https://example.com/article-about-pricing", "source", "sources"),
    ("https://blog.example.org/posts/2024/why_pilots_fail.html", "source", "sources"),
    # an agreement or a decision: decisions/
    (
        "Agreed with Maya Okafor and Tom Lindqvist that Northwind gets a capped first year.",
        "note",
        "decisions",
    ),
    ("The board signed off on hiring two more support engineers.", "note", "decisions"),
    ("We settled on a flat fee for every design partner.", "note", "decisions"),
]

# Addressed to the assistant about how it should behave: Memory's, kept out of the brain.
FOR_MEMORY: list[str] = [
    "Please stop using emoji in your answers.",
    "I prefer that you write shorter summaries for me.",
    "Keep your replies under a hundred words.",
    "I'd rather you didn't quote whole documents back to me.",
]


@pytest.mark.parametrize(("text", "type_", "folder"), FILED_AS)
def test_the_authorship_test_reads_classes_of_phrasing(text: str, type_: str, folder: str) -> None:
    filing = authorship_test(text, [])
    assert (filing.home, filing.type, filing.folder, filing.settled) == (None, type_, folder, True)


@pytest.mark.parametrize("text", FOR_MEMORY)
def test_an_instruction_to_the_assistant_is_memorys(text: str) -> None:
    filing = authorship_test(text, [])
    assert (filing.folder, filing.settled) == ("inbox", False)
    assert "Memory" in filing.reason


@pytest.mark.django_db
@pytest.mark.parametrize(("text", "type_", "folder"), FILED_AS)
def test_curation_files_each_class_where_the_docs_say(
    cast: Cast, text: str, type_: str, folder: str
) -> None:
    store = store_for(cast)
    answer = call("save_to_brain", store, {"text": text, "turn_id": "classes"})

    assert run_next() == "succeeded"

    document = call("get", store, {"ref": answer["draft"]["id"]})["document"]
    assert (document["type"], document["folder"], document["status"]) == (type_, folder, "active")
    assert not document["title"].casefold().startswith("http")  # a title a person reads


@pytest.mark.django_db
@pytest.mark.parametrize("text", FOR_MEMORY)
def test_a_preference_for_the_assistant_is_reported_as_memorys(cast: Cast, text: str) -> None:
    store = store_for(cast)
    answer = call("save_to_brain", store, {"text": text, "turn_id": "memory"})

    assert run_next() == "succeeded"

    document = call("get", store, {"ref": answer["draft"]["id"]})["document"]
    assert (document["folder"], document["status"]) == ("inbox", "draft")
    job = IngestJob.objects.get(pk=answer["job"])
    assert "for the assistant's Memory, not the brain" in job.result["answer"]


def test_a_saved_link_is_titled_with_the_words_of_its_address() -> None:
    assert short_title("https://example.com/article-about-pricing") == "Article about pricing"
    assert short_title("https://blog.example.org/posts/2024/why_pilots_fail.html") == (
        "Why pilots fail"
    )
    assert short_title("http://example.com/") == "Example.com"
    assert short_title("Good read: https://example.com/pricing-pilots") == (
        "Good read: pricing pilots"
    )


def test_a_generic_label_before_a_colon_is_not_the_title() -> None:
    rule = "Rule of thumb: a pilot without a price is a favour."
    assert short_title(rule) == "A pilot without a price is a favour"
    assert short_title("Principle: never demo without the buyer in the room") == (
        "Never demo without the buyer in the room"
    )
    assert short_title("Lesson learned: small pilots close faster") == ("Small pilots close faster")
    # a label that says what it is about stays
    assert short_title("Acme renewal terms: capped at 5%") == "Acme renewal terms"


@pytest.mark.django_db
def test_two_rules_of_thumb_are_two_concepts_not_one_folded_into_the_other(cast: Cast) -> None:
    # given an earlier concept titled by its generic label alone
    store = store_for(cast)
    call(
        "create", store, {"type": "concept", "title": "Rule of thumb", "brain_id": "rule-of-thumb"}
    )
    texts = [
        "Rule of thumb: a pilot without a price is a favour.",
        "Rule of thumb: never demo without the buyer in the room.",
    ]

    # when two rules of thumb are captured
    answers = []
    for number, text in enumerate(texts):
        answers.append(call("save_to_brain", store, {"text": text, "turn_id": f"rule-{number}"}))
        assert run_next() == "succeeded"

    # then each is its own concept, titled by what it says, and nothing was folded
    ids = [answer["draft"]["id"] for answer in answers]
    assert ids == [
        "a-pilot-without-a-price-is-a-favour",
        "never-demo-without-the-buyer-in-the-room",
    ]
    for brain_id in ids:
        document = call("get", store, {"ref": brain_id})["document"]
        assert (document["type"], document["folder"], document["status"]) == (
            "concept",
            "concepts",
            "active",
        )
    assert call("get", store, {"ref": "rule-of-thumb"})["document"]["aliases"] == []


@pytest.mark.django_db
def test_a_title_shared_with_an_earlier_capture_or_a_label_folds_nothing(cast: Cast) -> None:
    # given an earlier thought titled "Pricing" and a concept titled by a label alone
    store = store_for(cast)
    call(
        "create", store, {"type": "concept", "title": "Rule of thumb", "brain_id": "rule-of-thumb"}
    )
    first = call(
        "save_to_brain",
        store,
        {"text": "Maybe pilots should be priced per seat.", "title": "Pricing", "turn_id": "p1"},
    )
    assert run_next() == "succeeded"

    # when unrelated captures are given the same titles
    second = call(
        "save_to_brain",
        store,
        {
            "text": "What if renewals came with a loyalty discount?",
            "title": "Pricing",
            "turn_id": "p2",
        },
    )
    assert run_next() == "succeeded"
    labelled = call(
        "save_to_brain",
        store,
        {
            "text": "A heuristic: reply to every churn notice within a day.",
            "title": "Rule of thumb",
            "turn_id": "p3",
        },
    )
    assert run_next() == "succeeded"

    # then each stays its own page: nothing was folded into the page it shares a title with
    for answer in (first, second, labelled):
        document = call("get", store, {"ref": answer["draft"]["id"]})["document"]
        assert document["status"] == "active" and document["mergedInto"] is None
    assert "loyalty" not in call("get", store, {"ref": first["draft"]["id"]})["document"]["body"]
    assert "churn" not in call("get", store, {"ref": "rule-of-thumb"})["document"]["body"]


def test_an_abbreviations_full_stop_does_not_end_a_title() -> None:
    # an initial, a title, an abbreviation: none ends the statement the title is cut from
    cases = {
        "Remember that Tom L. at Northwind wants the capped proposal as a PDF, not a slide "
        "deck.": "Tom L. at Northwind wants the capped proposal",
        "Remember that S. Chen wants the overtime report on Mondays before 9am.": (
            "S. Chen wants the overtime report on Mondays before 9am"
        ),
        "Dr. Okafor approved the new onboarding checklist for Acme Corp.": (
            "Dr. Okafor approved the new onboarding checklist"
        ),
        "FYI: M. Okafor and Tom L. agreed on a 24-month term.": (
            "M. Okafor and Tom L. agreed on a 24-month term"
        ),
        "Note: Sra. Gómez firmó el contrato ayer.": "Sra. Gómez firmó el contrato ayer",
        "Herr Dr. Weber kommt z.B. am Montag. Dann reden wir.": (
            "Herr Dr. Weber kommt z.B. am Montag"
        ),
        # a known name's full stop either
        "Remember that Acme Co. Ltd wants invoices in euros.": (
            "Acme Co. Ltd wants invoices in euros"
        ),
    }
    for text, title in cases.items():
        assert short_title(text, names=["Acme Co. Ltd"]) == title, text


def test_a_title_is_never_a_letter_or_a_bare_abbreviation() -> None:
    # fewer than two words of its own: the title takes the next sentence too
    assert short_title("Yes. We signed the Acme renewal.") == "Yes. We signed the Acme renewal"
    assert short_title("Dr. M. Okafor.") == "Dr. M. Okafor"
    assert short_title("Jr. Then the rest of it.") == "Jr. Then the rest of it"


@pytest.mark.django_db
def test_an_initials_capture_is_titled_and_filed_by_its_whole_statement(cast: Cast) -> None:
    store = store_for(cast)
    text = "Dr. Okafor approved the new onboarding checklist for Acme Corp."
    answer = call("save_to_brain", store, {"text": text, "turn_id": "dr"})
    assert answer["draft"]["title"] == "Dr. Okafor approved the new onboarding checklist"
    assert answer["draft"]["id"] == "dr-okafor-approved-the-new-onboarding-checklist"

    assert run_next() == "succeeded"

    document = call("get", store, {"ref": answer["draft"]["id"]})["document"]
    assert document["path"] == "decisions/dr-okafor-approved-the-new-onboarding-checklist.md"


@pytest.mark.django_db
def test_a_known_name_in_a_title_is_spelled_as_its_page_spells_it(cast: Cast) -> None:
    store = store_for(cast)
    call("create", store, {"type": "person", "title": "Priya Nair", "brain_id": "priya-nair"})
    call("create", store, {"type": "company", "title": "Łódź Robotics", "brain_id": "lodz"})
    text = "priya nair moves to the lodz robotics account in May."
    answer = call("save_to_brain", store, {"text": text, "turn_id": "priya"})
    assert answer["draft"]["title"] == "Priya Nair moves to the Łódź Robotics account in May"
    # a name the brain does not know keeps the writer's spelling, its first letter aside
    text = "jonas berg moves to the lodz robotics account in May."
    answer = call("save_to_brain", store, {"text": text, "turn_id": "jonas"})
    assert answer["draft"]["title"] == "Jonas berg moves to the Łódź Robotics account in May"


@pytest.mark.django_db
def test_a_capture_kept_in_the_inbox_cites_its_snapshot_once(cast: Cast) -> None:
    store = store_for(cast)
    answer = call(
        "save_to_brain", store, {"text": "Sarah's phone is in the CRM somewhere", "turn_id": "s"}
    )
    assert run_next() == "succeeded"

    document = call("get", store, {"ref": answer["draft"]["id"]})["document"]
    assert document["status"] == "draft" and document["folder"] == "inbox"
    truth = document["body"].split("## Timeline")[0]
    assert truth.count("[[evidence:") == 1
    assert "\n\nSaved from chat" not in truth  # no paragraph saying so again
    assert citation_share(document["body"]).uncited == 0


@pytest.mark.django_db
def test_a_capture_that_states_nothing_still_cites_its_snapshot(cast: Cast) -> None:
    # a code block alone is no statement: the where-it-came-from line cites the snapshot
    store = store_for(cast)
    text = "```\nssh -L 8443:10.0.0.5:443 jump.example.net\n```"
    answer = call("save_to_brain", store, {"text": text, "turn_id": "code"})
    assert run_next() == "succeeded"

    got = call("get", store, {"ref": answer["draft"]["id"]})
    truth = got["document"]["body"].split("## Timeline")[0]
    assert truth.count("[[evidence:") == 1 and "Saved from chat (" in truth
    assert got["links"]["evidence_out"]
