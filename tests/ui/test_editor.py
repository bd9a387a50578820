"""The staff UI's editor through Django's test client: the edit page, the save endpoint (stale
hashes, validation, coalesced autosaves), the text and link-picker endpoints, and who may use
them (docs/ui.md, "The editor")."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings
from django.test import Client
from guardian.shortcuts import assign_perm

from brain import search as lexical
from brain.admin.curation import document_history
from brain.models import BrainDocument, BrainDocumentVersion
from brain.services import Actor
from brain.services.editing import document_save_text
from brain.services.history import version_before, version_label
from brain.toolkit.frontmatter_yaml import MSG_NUMBER
from brain.toolkit.timeline import TimelineEntry, timeline_entry_id
from brain.toolkit.validation import MSG_TIMESTAMP_RANGE
from goat.services import workspace_member_add
from tests.cast import make_curator
from tests.store.factories import EVIDENCE_ID, make_user, page, write
from tests.ui.conftest import UiCast, client_for

pytestmark = pytest.mark.django_db

EDIT = "/brain/{ref}/doc/{id}/edit/"
SAVE = "/brain/{ref}/doc/{id}/save/"
TEXT = "/brain/{ref}/doc/{id}/text/"
LINKS = "/brain/{ref}/links/"
SESSION = "3f2a9c0d1e"


def found(brain: Any, text: str) -> list[str]:
    hits, _ = lexical.search(brain, text, limit=5, include_merged=False, include_archived=False)
    return [hit.brain_id for hit in hits if hit.matched != "graph"]  # by its words


def current(brain_id: str = "sarah-chen") -> BrainDocument:
    return BrainDocument.objects.get(brain_id=brain_id, brain_ref__slug="team")


def versions(row: BrainDocument) -> list[BrainDocumentVersion]:
    return list(BrainDocumentVersion.objects.filter(document=row).order_by("id"))


def edited(row: BrainDocument, old: str, new: str) -> str:
    assert old in row.content
    return row.content.replace(old, new)


def save(
    client: Client,
    text: str,
    expected_hash: str,
    *,
    session: str = SESSION,
    ref: str = "team",
    brain_id: str = "sarah-chen",
) -> Any:
    return client.post(
        SAVE.format(ref=ref, id=brain_id),
        {"text": text, "expected_hash": expected_hash, "session": session},
    )


def reader(ui_cast: UiCast) -> Any:
    """A workspace member who holds only the view permission on the restricted brain."""
    user = make_curator("reader")
    workspace_member_add(workspace=ui_cast.workspace, user=user, role="member")
    assign_perm("view_brain", user, ui_cast.secret_brain)
    return user


# --- the edit page ----------------------------------------------------------------------------


def test_the_document_view_offers_edit_to_writers(ui_cast: UiCast) -> None:
    page = client_for(ui_cast.member).get("/brain/team/doc/sarah-chen/")

    assert b'href="/brain/team/doc/sarah-chen/edit/"' in page.content
    assert b"Edit in the admin" not in page.content


def test_the_edit_page_holds_the_text_the_hash_and_a_session(ui_cast: UiCast) -> None:
    row = current()

    response = client_for(ui_cast.member).get(EDIT.format(ref="team", id="sarah-chen"))

    assert response.status_code == 200
    html = response.content.decode()
    assert 'data-goat-dirty="false"' in html
    assert f'data-hash="{row.content_hash}"' in html
    assert re.search(r'data-session="[0-9a-f]{32}"', html)
    assert 'class="markdownx"' in html  # django-markdownx's widget, with its preview
    assert 'data-markdownx-urls-path="/markdownx/markdownify/"' in html
    assert "/static/markdownx/js/markdownx.min.js" in html
    assert "/static/ui/editor.js" in html
    assert "VP Engineering at [[page:acme-corp|Acme]]" in html
    assert "<script>" not in html and " style=" not in html  # nothing inline (the CSP)
    assert "unsafe-inline" not in response["Content-Security-Policy"]
    # two editors opened are two sessions
    again = client_for(ui_cast.member).get(EDIT.format(ref="team", id="sarah-chen"))
    sessions = re.findall(r'data-session="([0-9a-f]+)"', html + again.content.decode())
    assert len(set(sessions)) == 2


def test_a_read_only_user_gets_403_and_an_outsider_404(ui_cast: UiCast) -> None:
    row = ui_cast.project_x

    read_only = client_for(reader(ui_cast)).get(EDIT.format(ref="secret", id="project-x"))
    not_listed = client_for(ui_cast.restricted).get(EDIT.format(ref="secret", id="project-x"))
    outsider = client_for(ui_cast.outsider).get(
        EDIT.format(ref=ui_cast.team_brain.pk, id="sarah-chen")
    )
    missing = client_for(ui_cast.member).get(EDIT.format(ref="team", id="nobody"))

    assert read_only.status_code == 403
    assert b"You may read this brain, not change it." in read_only.content
    assert row.content not in read_only.content.decode()
    assert not_listed.status_code == 404
    assert outsider.status_code == 404
    assert b"Sarah" not in outsider.content
    assert missing.status_code == 404


def test_anonymous_users_are_sent_to_log_in(ui_cast: UiCast) -> None:
    response = Client().get(EDIT.format(ref="team", id="sarah-chen"))

    assert response.status_code == 302
    assert response["Location"].startswith("/brain/login/?next=")


# --- saving -----------------------------------------------------------------------------------


def test_a_save_writes_through_the_write_path_and_returns_the_new_hash(ui_cast: UiCast) -> None:
    row = current()
    text = edited(row, "runs the pilot", "runs the SSO pilot")

    response = save(client_for(ui_cast.member), text, row.content_hash)

    assert response.status_code == 200
    after = current()
    assert response.json() == {
        "saved": True,
        "changed": True,
        "coalesced": False,
        "hash": after.content_hash,
        "updated": after.updated_at.isoformat(),
    }
    assert "runs the SSO pilot" in after.content
    latest = versions(after)[-1]
    assert (latest.action, latest.actor_user, latest.actor_label, latest.editing_session) == (
        "update",
        ui_cast.member,
        "editor",
        SESSION,
    )


def test_a_stale_hash_is_409_with_the_current_hash_and_text(ui_cast: UiCast) -> None:
    # given the editor opened sarah-chen, then an agent changed it
    opened = current()
    agent = document_save_text(
        brain=ui_cast.team_brain,
        brain_id="sarah-chen",
        text=edited(opened, "VP Engineering", "CTO"),
        expected_hash=opened.content_hash,
        actor=Actor("agent", None, "ingest"),
    ).document
    count = len(versions(agent))

    # when the editor saves against the hash it opened
    mine = edited(opened, "runs the pilot", "runs the SSO pilot")
    response = save(client_for(ui_cast.member), mine, opened.content_hash)

    # then it is refused with what is there now, and nothing is written
    assert response.status_code == 409
    body = response.json()["error"]
    assert body["code"] == "stale_write"
    assert body["current_hash"] == agent.content_hash
    assert body["current_text"] == agent.content
    assert "-VP Engineering at" not in body["diff"]  # current→yours: theirs has CTO
    assert "+VP Engineering at [[page:acme-corp|Acme]], runs the SSO pilot" in body["diff"]
    assert current().content_hash == agent.content_hash
    assert len(versions(current())) == count

    # and saving "mine" against the current hash is accepted
    keep = save(client_for(ui_cast.member), mine, body["current_hash"])
    assert keep.status_code == 200
    assert "runs the SSO pilot" in current().content


def test_an_invalid_text_is_400_with_the_toolkit_problems_and_their_lines(ui_cast: UiCast) -> None:
    row = current()
    text = edited(row, "title: Sarah Chen", "title: ''")
    text = text.replace("status: active", "status: sleeping")

    response = save(client_for(ui_cast.member), text, row.content_hash)

    assert response.status_code == 400
    body = response.json()["error"]
    assert body["code"] == "invalid_document"
    by_field = {problem["field"]: problem for problem in body["problems"]}
    lines = text.split("\n")
    assert lines[by_field["title"]["line"] - 1].startswith("title:")
    assert lines[by_field["status"]["line"] - 1].startswith("status:")
    assert {problem["code"] for problem in body["problems"]} == {"invalid_document"}
    assert current().content_hash == row.content_hash


def test_a_yaml_error_and_an_id_change_are_400_too(ui_cast: UiCast) -> None:
    row = current()
    client = client_for(ui_cast.member)

    broken = save(
        client, row.content.replace("title: Sarah Chen", "title: [unclosed"), row.content_hash
    )
    renamed = save(client, row.content.replace("id: sarah-chen", "id: sarah"), row.content_hash)

    assert broken.status_code == 400
    assert broken.json()["error"]["problems"][0]["code"] == "parse_error"
    assert renamed.status_code == 400
    assert "Move" in renamed.json()["error"]["message"]
    assert current().content_hash == row.content_hash


@pytest.mark.parametrize("created", ["9999-12-31T23:00:00-05:00", "0001-01-01T01:00:00+05:00"])
def test_a_created_outside_the_calendar_is_400_naming_it(ui_cast: UiCast, created: str) -> None:
    # YAML reads it as a date-time whose UTC time is out of Python's range: it used to be a 500.
    row = current()
    before = len(versions(row))
    text = edited(row, "created: 2026-11-30T14:00:00Z", f"created: {created}")

    response = save(client_for(ui_cast.member), text, row.content_hash)

    assert response.status_code == 400
    message = MSG_TIMESTAMP_RANGE.format(field="created", value=created)
    line = text.split("\n").index(f"created: {created}") + 1
    assert response.json() == {
        "error": {
            "code": "invalid_document",
            "message": f"people/sarah-chen.md: invalid_document: {message}",
            "problems": [
                {
                    "code": "invalid_document",
                    "rule": "timestamp",
                    "field": "created",
                    "message": message,
                    "line": line,
                }
            ],
        }
    }
    assert (current().content_hash, len(versions(row))) == (row.content_hash, before)


def test_a_number_no_store_can_carry_is_400_naming_its_key(ui_cast: UiCast) -> None:
    row = current()
    before = len(versions(row))
    text = edited(
        row, "created: 2026-11-30T14:00:00Z", "created: 2026-11-30T14:00:00Z\nscore: .nan"
    )

    response = save(client_for(ui_cast.member), text, row.content_hash)

    assert response.status_code == 400
    message = MSG_NUMBER.format(where="the frontmatter key 'score'", value=".nan")
    problems = response.json()["error"]["problems"]
    line = text.split("\n").index("score: .nan") + 1
    assert problems == [
        {"code": "parse_error", "rule": "yaml", "field": "score", "message": message, "line": line}
    ]
    assert (current().content_hash, len(versions(row))) == (row.content_hash, before)


def test_a_save_without_hash_or_session_is_400(ui_cast: UiCast) -> None:
    row = current()
    client = client_for(ui_cast.member)

    no_hash = client.post(SAVE.format(ref="team", id="sarah-chen"), {"text": row.content})
    bad_session = save(client, row.content, row.content_hash, session="has spaces")

    assert no_hash.status_code == 400
    assert no_hash.json()["error"]["fields"] == ["expected_hash", "session"]
    assert bad_session.status_code == 400


def test_saves_need_the_csrf_token(ui_cast: UiCast) -> None:
    row = current()
    client = Client(enforce_csrf_checks=True)
    client.force_login(ui_cast.member)
    text = edited(row, "runs the pilot", "runs the SSO pilot")
    data = {"text": text, "expected_hash": row.content_hash, "session": SESSION}

    refused = client.post(SAVE.format(ref="team", id="sarah-chen"), data)
    page = client.get(EDIT.format(ref="team", id="sarah-chen"))
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page.content.decode())
    assert token is not None
    assert current().content_hash == row.content_hash
    accepted = client.post(
        SAVE.format(ref="team", id="sarah-chen"), data, HTTP_X_CSRFTOKEN=token.group(1)
    )

    assert refused.status_code == 403
    assert accepted.status_code == 200
    assert "runs the SSO pilot" in current().content


def test_a_read_only_user_may_not_save_and_an_outsider_gets_404(ui_cast: UiCast) -> None:
    row = ui_cast.project_x
    text = row.content.replace("title: Project X", "title: Project Y")

    read_only = save(
        client_for(reader(ui_cast)), text, row.content_hash, ref="secret", brain_id="project-x"
    )
    outsider = save(
        client_for(ui_cast.outsider),
        text,
        row.content_hash,
        ref=str(ui_cast.secret_brain.pk),
        brain_id="project-x",
    )
    restricted = save(
        client_for(ui_cast.restricted), text, row.content_hash, ref="secret", brain_id="project-x"
    )

    assert read_only.status_code == 403
    assert read_only.json()["error"]["code"] == "permission_denied"
    assert outsider.status_code == 404
    assert restricted.status_code == 404
    assert BrainDocument.objects.get(pk=row.pk).content_hash == row.content_hash


# --- coalescing -------------------------------------------------------------------------------


def test_autosaves_of_one_session_make_one_version(ui_cast: UiCast) -> None:
    # given the editor opened sarah-chen (two versions so far)
    row = current()
    before = versions(row)
    client = client_for(ui_cast.member)

    # when it autosaves three times in one session
    first = save(client, edited(row, "runs the pilot", "runs the pilot well"), row.content_hash)
    second = save(
        client, edited(row, "runs the pilot", "runs the pilot very well"), first.json()["hash"]
    )
    third = save(
        client,
        edited(row, "runs the pilot", "runs the pilot very well indeed"),
        second.json()["hash"],
    )

    # then the history has one version more, holding the last text, numbered after the others
    assert [r.json()["coalesced"] for r in (first, second, third)] == [False, True, True]
    after = versions(current())
    assert len(after) == len(before) + 1
    assert after[:-1] == before
    latest = after[-1]
    assert latest.content == current().content
    assert "runs the pilot very well indeed" in latest.content
    assert version_label(latest) == f"version {len(before) + 1} of sarah-chen"

    # and a save in another session, or by someone else, starts a version of its own
    other = save(
        client,
        edited(row, "runs the pilot", "runs the pilot, again"),
        third.json()["hash"],
        session="another",
    )
    owner = save(
        client_for(ui_cast.owner), edited(row, "runs the pilot", "runs it"), other.json()["hash"]
    )
    assert [other.json()["coalesced"], owner.json()["coalesced"]] == [False, False]
    assert len(versions(current())) == len(before) + 3


def test_a_session_does_not_swallow_a_version_written_by_someone_else(ui_cast: UiCast) -> None:
    row = current()
    client = client_for(ui_cast.member)
    first = save(client, edited(row, "runs the pilot", "runs the pilot well"), row.content_hash)
    mine = current()
    # an agent writes in between
    agent = document_save_text(
        brain=ui_cast.team_brain,
        brain_id="sarah-chen",
        text=edited(mine, "VP Engineering", "CTO"),
        expected_hash=first.json()["hash"],
        actor=Actor("agent", None, "ingest"),
    ).document
    count = len(versions(agent))

    again = save(
        client, edited(agent, "runs the pilot well", "runs the pilot better"), agent.content_hash
    )

    assert again.json()["coalesced"] is False
    assert len(versions(current())) == count + 1


@pytest.mark.django_db(transaction=True)
def test_search_after_coalesced_saves_finds_the_new_words_not_the_old(ui_cast: UiCast) -> None:
    # given the index is current (outside a transaction it follows the version log)
    brain = ui_cast.team_brain
    assert found(brain, "okapi") == []
    row = current()
    client = client_for(ui_cast.member)

    # when one session saves "zebra", the index applies it, then the session replaces it
    first = save(client, edited(row, "runs the pilot", "runs the zebra pilot"), row.content_hash)
    assert found(brain, "zebra") == ["sarah-chen"]
    superseded = BrainDocumentVersion.objects.filter(document=row).latest("id").pk
    assert lexical._cache[brain.pk].position == superseded  # the index followed the log
    second = save(
        client, edited(row, "runs the pilot", "runs the okapi pilot"), first.json()["hash"]
    )
    assert second.json()["coalesced"] is True
    assert not BrainDocumentVersion.objects.filter(pk=superseded).exists()

    # then the same process's index finds the new word and has dropped the old one
    assert found(brain, "okapi") == ["sarah-chen"]
    assert found(brain, "zebra") == []
    assert lexical._cache[brain.pk].position > superseded


# --- reading the text, the picker, the preview -------------------------------------------------


def test_the_text_endpoint_returns_the_current_text_and_hash(ui_cast: UiCast) -> None:
    row = current()

    response = client_for(ui_cast.member).get(TEXT.format(ref="team", id="sarah-chen"))
    outsider = client_for(ui_cast.outsider).get(
        TEXT.format(ref=ui_cast.team_brain.pk, id="sarah-chen")
    )

    assert response.json() == {"id": "sarah-chen", "hash": row.content_hash, "text": row.content}
    assert outsider.status_code == 404


def test_the_link_picker_finds_documents_by_title_and_alias(ui_cast: UiCast) -> None:
    client = client_for(ui_cast.member)

    by_title = client.get(LINKS.format(ref="team"), {"q": "acm"}).json()["documents"]
    by_id = client.get(LINKS.format(ref="team"), {"q": "ev-"}).json()["documents"]
    merged = client.get(LINKS.format(ref="team"), {"q": "Sarah C."}).json()["documents"]
    everything = client.get(LINKS.format(ref="team")).json()["documents"]
    outsider = client_for(ui_cast.outsider).get(LINKS.format(ref=ui_cast.team_brain.pk))

    assert [(d["id"], d["link"]) for d in by_title] == [("acme-corp", "[[page:acme-corp|Acme]]")]
    assert [d["link"].split("|")[0] for d in by_id] == [f"[[evidence:{EVIDENCE_ID}"]
    assert merged == []  # the tombstone is never offered
    assert len(everything) == 4
    assert outsider.status_code == 404


def test_the_link_picker_matches_aliases_and_is_bounded(ui_cast: UiCast) -> None:
    brain = ui_cast.team_brain
    write(brain, page("jo-bloggs", title="Joanna Bloggs", aliases=["Jo B"]))
    for number in range(20):
        write(
            brain,
            page(f"note-{number}", title=f"Meeting note {number}", type="note", folder="inbox"),
        )
    client = client_for(ui_cast.member)

    alias = client.get(LINKS.format(ref="team"), {"q": "jo b"}).json()["documents"]
    many = client.get(LINKS.format(ref="team"), {"q": "meeting note"}).json()["documents"]

    assert [d["id"] for d in alias] == ["jo-bloggs"]
    assert alias[0]["aliases"] == ["Jo B"]
    assert len(many) == 12


def test_the_preview_is_for_writers_and_leaves_the_frontmatter_out(ui_cast: UiCast) -> None:
    text = "---\nid: x\ntitle: X\n---\n# Hello\n\n<script>alert(1)</script>"

    writer = client_for(ui_cast.member).post("/markdownx/markdownify/", {"content": text})
    # a signed-in user who may change no brain
    nobody = client_for(make_user("nobody")).post("/markdownx/markdownify/", {"content": text})

    assert writer.status_code == 200
    assert writer.content.decode().startswith('<h1 id="h-hello">Hello</h1>')
    assert "<script" not in writer.content.decode()
    assert "id: x" not in writer.content.decode()
    assert nobody.status_code == 404


TIMELINE_OL = re.compile(r'<section class="timeline"[^>]*>.*?(<ol>.*?</ol>)', re.DOTALL)


def test_the_preview_shows_the_timeline_as_the_document_page_does(ui_cast: UiCast) -> None:
    # given a document with two timeline entries (one continued on a second line), as saved
    entries = [
        ("2026-12-01T09:00:00Z", "jamie:meeting:124", "Signed the **pilot** contract."),
        ("2026-12-02T10:30:00Z", "linear:GOA-7", "Kicked off SSO.\nOwner: *Dana*."),
    ]
    lines = [
        TimelineEntry(at, timeline_entry_id("pilot", at, source, text), source, text).render()
        for at, source, text in entries
    ]
    body = "# Pilot\n\nThe Acme pilot.\n\n## Timeline\n\n" + "\n".join(lines) + "\n"
    row = write(ui_cast.team_brain, page("pilot", title="Pilot", type="project", body=body))
    client = client_for(ui_cast.member)

    # when the editor previews its text (as the browser posts it, CRLF line ends), and the
    # document page shows it
    preview = client.post("/markdownx/markdownify/", {"content": row.content.replace("\n", "\r\n")})
    shown = client.get("/brain/team/doc/pilot/")

    # then the preview has the page's own timeline list, entry for entry, and no raw line
    html = preview.content.decode()
    assert preview.status_code == 200
    assert html.startswith('<h1 id="h-pilot">Pilot</h1>\n<p>The Acme pilot.</p>')
    page_timeline = TIMELINE_OL.search(shown.content.decode())
    preview_timeline = TIMELINE_OL.search(html)
    assert page_timeline is not None and preview_timeline is not None
    assert preview_timeline.group(1) == page_timeline.group(1)
    assert '<time datetime="2026-12-02T10:30:00Z">2026-12-02T10:30:00Z</time>' in html
    assert "<strong>pilot</strong>" in html and "<em>Dana</em>" in html
    assert "**2026" not in html and " | " not in html
    assert "timeline-stray" not in html


def test_the_preview_lists_timeline_lines_that_are_no_entry(ui_cast: UiCast) -> None:
    # given a text whose timeline has an entry being typed and a stray line
    entry_id = timeline_entry_id("x", "2026-12-01T09:00:00Z", "jamie:meeting:1", "Met.")
    text = (
        "---\nid: x\ntitle: X\n---\n# X\n\n## Timeline\n\n"
        f"- **2026-12-01T09:00:00Z** | {entry_id} | jamie:meeting:1 | Met.\n"
        "- **2026-12-03** | half-typed <b>\n"
    )

    # when it is previewed
    html = client_for(ui_cast.member).post("/markdownx/markdownify/", {"content": text})

    # then the entry is shown as on the page, and the stray line as typed (escaped)
    assert html.content.decode().count('<li>\n    <p class="timeline-meta">') == 1
    assert "<li><code>- **2026-12-03** | half-typed &lt;b&gt;</code></li>" in (
        html.content.decode()
    )


def test_version_rows_record_no_session_outside_the_editor(ui_cast: UiCast) -> None:
    assert json.dumps(
        sorted({v.editing_session for v in BrainDocumentVersion.objects.all()})
    ) == json.dumps([""])


def test_the_editor_views_read_brain_data_only_through_selectors_and_services() -> None:
    views = (Path(settings.BASE_DIR) / "ui" / "editor_views.py").read_text()

    assert ".objects" not in views
    assert "brain.models" not in views


def test_a_coalesced_version_diffs_against_the_version_before_the_session(ui_cast: UiCast) -> None:
    # given sarah-chen as it was before the editor opened
    row = current()
    actor = Actor("user", ui_cast.member, "editor", editing_session=SESSION)

    # when the session saves twice through the service
    first = document_save_text(
        brain=ui_cast.team_brain,
        brain_id="sarah-chen",
        text=edited(row, "runs the pilot", "runs the pilot well"),
        expected_hash=row.content_hash,
        actor=actor,
    )
    second = document_save_text(
        brain=ui_cast.team_brain,
        brain_id="sarah-chen",
        text=edited(row, "runs the pilot", "runs the pilot very well"),
        expected_hash=first.document.content_hash,
        actor=actor,
    )

    # then the history's newest version is the session's, diffed against the text before it
    assert (first.coalesced, second.coalesced) == (False, True)
    views, total = document_history(current())
    assert total == len(views) == 3
    newest = views[0]
    assert newest.is_current
    assert newest.label == "version 3 of sarah-chen"
    assert newest.actor == "member (via the editor)"
    diff = str(newest.diff)
    assert "runs the pilot very well" in diff
    assert "runs the pilot well" not in diff  # the superseded autosave left no trace
    assert version_before(newest.version).content == row.content  # type: ignore[union-attr]


# --- the timeline is append-only (docs/format.md) -----------------------------------------------

LATER = "2026-12-05T09:00:00Z"


def acme_entry(timestamp: str, text: str, source: str = "jamie:meeting:123") -> str:
    entry_id = timeline_entry_id("acme-corp", timestamp, source, text)
    return f"- **{timestamp}** | {entry_id} | {source} | {text}"


def test_a_save_appending_a_timeline_entry_is_accepted(ui_cast: UiCast) -> None:
    row = current("acme-corp")
    text = row.content + acme_entry(LATER, "Pilot signed.") + "\n"

    response = save(client_for(ui_cast.member), text, row.content_hash, brain_id="acme-corp")

    assert response.status_code == 200
    assert [e["text"] for e in current("acme-corp").timeline][-1] == "Pilot signed."


@pytest.mark.parametrize("change", ["delete", "swap", "reword"])
def test_a_save_that_rewrites_the_timeline_is_409_naming_the_entry(
    ui_cast: UiCast, change: str
) -> None:
    # given acme-corp with two entries, as the editor opened it
    first = acme_entry("2026-11-30T14:00:00Z", "Kickoff call with [[page:sarah-chen|Sarah]].")
    second = acme_entry(LATER, "Pilot signed.")
    row = current("acme-corp")
    assert first in row.content
    member = client_for(ui_cast.member)
    opened = save(member, row.content + second + "\n", row.content_hash, brain_id="acme-corp")
    row = current("acme-corp")
    assert opened.status_code == 200

    # when the editor deletes, swaps or rewords (its id recomputed) an entry
    rewritten = {
        "delete": row.content.replace(first + "\n", ""),
        "swap": row.content.replace(first + "\n" + second, second + "\n" + first),
        "reword": row.content.replace(
            first, acme_entry("2026-11-30T14:00:00Z", "Kickoff call, no Sarah.")
        ),
    }[change]
    assert rewritten != row.content
    response = save(member, rewritten, row.content_hash, brain_id="acme-corp")

    # then it is refused, naming the entry on its line, and nothing is written
    assert response.status_code == 409
    error = response.json()["error"]
    named = first.split(" | ")[1] if change != "swap" else error["entry"]
    assert (error["code"], error["id"], error["entry"]) == (
        "timeline_append_only",
        "acme-corp",
        named,
    )
    assert named in error["message"] and "append-only" in error["message"]
    (problem,) = error["problems"]
    assert problem["message"] == error["message"]
    if problem["line"] is not None:
        assert named in rewritten.split("\n")[problem["line"] - 1]
    assert change != "swap" or problem["line"] is not None  # a moved entry is still there
    assert current("acme-corp").content_hash == row.content_hash
