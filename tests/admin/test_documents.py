"""Document curation in the admin: every change through the write path, or nothing at all."""

from __future__ import annotations

from datetime import timedelta
from html.parser import HTMLParser

import pytest
from django.contrib.admin.models import LogEntry
from django.contrib.messages import get_messages
from django.test import Client
from django.urls import reverse
from django.utils import timezone
from django.utils.html import escape

from brain.admin.writes import MSG_CONFLICT, MSG_MOVE_NOTHING, MSG_RESTORED, MSG_UNCHANGED
from brain.models import BrainDocument, BrainDocumentVersion, BrainEdge
from brain.rows import document_from_row
from brain.services.editing import MSG_ID_CHANGED
from brain.toolkit.validation import MSG_EVIDENCE, MSG_ZONE_EVIDENCE, MSG_ZONE_PAGE
from tests.admin.conftest import EVIDENCE_ID, AdminCast, client_for, make_page, write

pytestmark = pytest.mark.django_db

CHANGELIST = "admin:brain_braindocument_changelist"


def change_url(row: BrainDocument) -> str:
    return reverse("admin:brain_braindocument_change", args=[row.pk])


def fresh(row: BrainDocument) -> BrainDocument:
    return BrainDocument.objects.get(pk=row.pk)


def versions(row: BrainDocument) -> int:
    return BrainDocumentVersion.objects.filter(
        brain_ref=row.brain_ref, brain_id=row.brain_id
    ).count()


def save(client: Client, row: BrainDocument, content: str, expected_hash: str):
    return client.post(
        change_url(row), {"content": content, "expected_hash": expected_hash, "_save": "Save"}
    )


def messages_of(response) -> list[str]:
    return [str(message) for message in get_messages(response.wsgi_request)]


def act(client: Client, action: str, rows: list[BrainDocument], **data: str):
    payload = {"action": action, "_selected_action": [str(r.pk) for r in rows], **data}
    return client.post(reverse(CHANGELIST), payload)


def listed_ids(response) -> list[str]:
    return sorted(row.brain_id for row in response.context["cl"].result_list)


# --- the changelist -------------------------------------------------------------------------


def test_changelist_filters_and_search(cast: AdminCast, root_client: Client) -> None:
    write(
        cast.team_brain,
        make_page(
            "acme-corp", title="Acme", type="company", folder="companies", aliases=["Acme Inc"]
        ),
    )
    url = reverse(CHANGELIST)

    everything = root_client.get(url)
    by_brain = root_client.get(url, {"brain_ref__id__exact": cast.secret_brain.pk})
    by_type = root_client.get(url, {"type": "company"})
    by_status = root_client.get(url, {"status": "active"})
    by_folder = root_client.get(url, {"folder": "people"})
    by_kind = root_client.get(url, {"kind": "evidence"})
    by_alias = root_client.get(url, {"q": "acme inc"})
    by_body = root_client.get(url, {"q": "VP Engineering"})

    assert everything.status_code == 200
    assert listed_ids(everything) == ["acme-corp", EVIDENCE_ID, "project-x", "sarah-chen"]
    assert listed_ids(by_brain) == ["project-x"]
    assert listed_ids(by_type) == ["acme-corp"]
    assert listed_ids(by_status) == [EVIDENCE_ID]
    assert listed_ids(by_folder) == ["sarah-chen"]
    assert listed_ids(by_kind) == [EVIDENCE_ID]
    assert listed_ids(by_alias) == ["acme-corp"]
    assert listed_ids(by_body) == ["acme-corp", "project-x", "sarah-chen"]


def test_adding_documents_is_disabled(cast: AdminCast, root_client: Client) -> None:
    response = root_client.get(reverse("admin:brain_braindocument_add"))

    assert response.status_code == 403


# --- the change view ------------------------------------------------------------------------


class Inspector(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.scripts: list[str] = []
        self.handlers: list[tuple[str, str]] = []
        self.urls: list[str] = []
        self._in_script = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._in_script = tag == "script"
        for name, value in attrs:
            if name.startswith("on"):
                self.handlers.append((tag, name))
            if name in ("href", "src", "action", "formaction") and value:
                self.urls.append(value)

    def handle_data(self, data: str) -> None:
        if self._in_script:
            self.scripts.append(data)

    def handle_endtag(self, tag: str) -> None:
        self._in_script = False


XSS_BODY = (
    "# Hostile\n\n"
    "<script>alert('body')</script>\n\n"
    "<img src=x onerror=alert('img')>\n\n"
    "[click](javascript:alert('link'))\n\n"
    "[[page:sarah-chen|<script>alert('label')</script>]]\n\n"
    "[[evidence:" + EVIDENCE_ID + "|<img src=x onerror=alert('ev')>]]\n"
)


def test_change_view_renders_the_preview_safely(cast: AdminCast, root_client: Client) -> None:
    row = write(
        cast.team_brain,
        make_page(
            "hostile",
            title="<script>alert('title')</script>",
            type="note",
            folder="inbox",
            body=XSS_BODY,
        ),
    )

    response = root_client.get(change_url(row))

    html = response.content.decode()
    inspector = Inspector()
    inspector.feed(html)
    assert response.status_code == 200
    assert not [s for s in inspector.scripts if "alert" in s]
    assert inspector.handlers == []
    assert not [u for u in inspector.urls if u.strip().lower().startswith("javascript:")]
    assert "<script>alert(" not in html
    # the typed links became admin links to the documents they name, labels as text
    assert (
        f'<a class="brain-link brain-link-page" href="{change_url(cast.team_doc)}" '
        'title="page:sarah-chen" rel="noopener noreferrer nofollow">'
        "<bdi>&lt;script&gt;alert('label')&lt;/script&gt;</bdi></a>"
    ) in html
    assert f'href="{change_url(cast.evidence_doc)}"' in html


def test_change_view_shows_timeline_edges_and_history(cast: AdminCast, root_client: Client) -> None:
    body = (
        "# Acme\n\nCustomer; champion [[page:sarah-chen|Sarah]] "
        f"([[evidence:{EVIDENCE_ID}|kickoff]]), see [[page:nobody]].\n\n"
        "## Timeline\n\n"
        "- **2026-11-30T14:00:00Z** | ev-placeholder | jamie:meeting:123 | Kickoff call.\n"
    )
    from brain.toolkit.timeline import timeline_entry_id

    entry_id = timeline_entry_id(
        "acme-corp", "2026-11-30T14:00:00Z", "jamie:meeting:123", "Kickoff call."
    )
    row = write(
        cast.team_brain,
        make_page(
            "acme-corp",
            title="Acme",
            type="company",
            folder="companies",
            body=body.replace("ev-placeholder", entry_id),
        ),
    )

    response = root_client.get(change_url(row))
    inbound = root_client.get(change_url(cast.team_doc))

    context = response.context
    edges = context["edges"]
    assert [(e.other_id, e.type) for e in edges.page_links_out] == [
        ("nobody", "wiki_link"),
        ("sarah-chen", "wiki_link"),
    ]
    assert [e.url for e in edges.page_links_out] == [None, change_url(cast.team_doc)]
    assert [(e.other_id, e.type) for e in edges.evidence_links_out] == [(EVIDENCE_ID, "cites")]
    assert [(t.entry_id, t.source_ref, t.timestamp) for t in context["timeline"]] == [
        (entry_id, "jamie:meeting:123", "2026-11-30T14:00:00Z")
    ]
    assert [v.version.action for v in context["versions"]] == ["create"]
    assert [(e.other_id, e.type) for e in inbound.context["edges"].page_links_in] == [
        ("acme-corp", "wiki_link")
    ]
    assert inbound.context["edges"].evidence_links_in == []
    assert "Kickoff call." in response.content.decode()


# --- editing --------------------------------------------------------------------------------


def test_a_valid_edit_writes_one_version_through_the_write_path(cast: AdminCast) -> None:
    row = cast.team_doc
    client = client_for(cast.member)
    before = versions(row)

    response = save(
        client,
        row,
        row.content.replace("title: Sarah Chen", "title: Sarah J. Chen"),
        row.content_hash,
    )

    assert response.status_code == 302
    after = fresh(row)
    assert after.title == "Sarah J. Chen"
    assert after.content_hash != row.content_hash
    assert versions(row) == before + 1
    latest = BrainDocumentVersion.objects.filter(document=row).latest("id")
    assert (latest.action, latest.actor_type, latest.actor_user, latest.content_hash) == (
        "update",
        "user",
        cast.member,
        after.content_hash,
    )


def test_an_edit_stamps_updated(cast: AdminCast, root_client: Client) -> None:
    row = cast.team_doc
    assert row.updated is not None and timezone.now() - row.updated > timedelta(hours=1)

    save(
        root_client,
        row,
        row.content.replace("title: Sarah Chen", "title: Sarah J. Chen"),
        row.content_hash,
    )

    after = fresh(row)
    assert after.updated is not None
    assert abs(after.updated - timezone.now()) < timedelta(minutes=1)
    assert f"updated: {after.updated:%Y-%m-%dT%H:%M:%SZ}" in after.content


def test_saving_unchanged_content_says_so_and_writes_no_version(
    cast: AdminCast, root_client: Client
) -> None:
    row = cast.team_doc
    before = versions(row)

    response = save(root_client, row, row.content.replace("\n", "\r\n"), row.content_hash)

    assert response.status_code == 302
    assert messages_of(response) == [MSG_UNCHANGED.format(path="people/sarah-chen.md")]
    assert fresh(row).content_hash == row.content_hash
    assert versions(row) == before
    assert not LogEntry.objects.filter(object_id=str(row.pk)).exists()


def test_messages_keep_paths_as_written(cast: AdminCast, root_client: Client) -> None:
    response = act(root_client, "promote_to_active", [cast.team_doc])

    page = root_client.get(response["Location"]).content.decode()

    assert f'<li class="error">people/sarah-chen.md: {escape(MSG_EVIDENCE)}</li>' in page
    assert "People/sarah-chen.md" not in page


def test_versions_are_labelled_by_their_number_and_actor(
    cast: AdminCast, root_client: Client
) -> None:
    row = cast.team_doc
    first = BrainDocumentVersion.objects.get(document=row)
    save(
        root_client,
        row,
        row.content.replace("title: Sarah Chen", "title: Sarah J."),
        row.content_hash,
    )
    second = BrainDocumentVersion.objects.filter(document=row).latest("id")
    assert (first.pk, second.pk) != (1, 2)

    page = root_client.get(change_url(row)).content.decode()
    version_page = root_client.get(
        reverse("admin:brain_braindocumentversion_change", args=[second.pk])
    ).content.decode()

    assert ">version 2 of sarah-chen</a>" in page
    assert ">version 1 of sarah-chen</a>" in page
    assert "<span>root (via the admin)</span>" in page
    assert "<span>user (create)</span>" not in page  # the cast wrote version 1 with no label
    assert f"version {second.pk}<" not in page
    assert "+++ version 2 of sarah-chen" in version_page
    assert "--- version 1 of sarah-chen" in version_page
    assert "root (via the admin)" in version_page
    assert "This is the document's current text." in version_page
    assert "Restore this version" not in version_page
    assert "user · " not in page + version_page
    assert "admin · admin" not in page + version_page


def test_invalid_content_shows_the_toolkit_message_and_changes_nothing(
    cast: AdminCast, root_client: Client
) -> None:
    row = cast.team_doc
    before = versions(row)

    response = save(
        root_client, row, row.content.replace("kind: page", "kind: evidence"), row.content_hash
    )

    assert response.status_code == 200
    assert (
        MSG_ZONE_EVIDENCE.format(folder="people")
        in response.context["adminform"].form.non_field_errors()
    )
    assert fresh(row).content_hash == row.content_hash
    assert fresh(row).kind == "page"
    assert versions(row) == before


def test_unparseable_content_is_refused(cast: AdminCast, root_client: Client) -> None:
    row = cast.team_doc

    response = save(root_client, row, "no frontmatter here\n", row.content_hash)

    assert response.status_code == 200
    assert response.context["adminform"].form.non_field_errors()
    assert fresh(row).content == row.content


def test_changing_the_id_in_the_content_is_refused(cast: AdminCast, root_client: Client) -> None:
    row = cast.team_doc
    before = versions(row)

    response = save(
        root_client, row, row.content.replace("id: sarah-chen", "id: sarah-x"), row.content_hash
    )

    assert response.status_code == 200
    assert (
        MSG_ID_CHANGED.format(new="sarah-x", old="sarah-chen")
        in response.context["adminform"].form.non_field_errors()
    )
    assert not BrainDocument.objects.filter(brain_id="sarah-x").exists()
    assert versions(row) == before


def test_a_stale_hash_is_a_conflict_and_changes_nothing(
    cast: AdminCast, root_client: Client
) -> None:
    # given: the document changed after the form was opened
    row = cast.team_doc
    opened_hash = row.content_hash
    meanwhile = write(
        cast.team_brain,
        document_from_row(row).with_meta(title="Changed meanwhile"),
        expected_hash=opened_hash,
    )
    before = versions(row)

    # when
    response = save(
        root_client, row, row.content.replace("title: Sarah Chen", "title: Mine"), opened_hash
    )

    # then
    assert response.status_code == 200
    errors = response.context["adminform"].form.non_field_errors()
    assert MSG_CONFLICT.format(current=meanwhile.content_hash) in errors
    assert fresh(row).content_hash == meanwhile.content_hash
    assert fresh(row).title == "Changed meanwhile"
    assert versions(row) == before


# --- actions --------------------------------------------------------------------------------


def test_promote_without_evidence_is_refused_with_the_validation_message(
    cast: AdminCast, root_client: Client
) -> None:
    row = cast.team_doc
    before = versions(row)

    response = act(root_client, "promote_to_active", [row])

    assert response.status_code == 302
    assert messages_of(response) == [f"people/sarah-chen.md: {MSG_EVIDENCE}"]
    assert fresh(row).status == "draft"
    assert fresh(row).content_hash == row.content_hash
    assert versions(row) == before


def test_promote_with_evidence_makes_the_page_active(cast: AdminCast, root_client: Client) -> None:
    cited = write(
        cast.team_brain,
        make_page(
            "acme-corp",
            title="Acme",
            type="company",
            folder="companies",
            body=f"Customer ([[evidence:{EVIDENCE_ID}|call]]).\n",
        ),
    )

    response = act(root_client, "promote_to_active", [cited])

    assert messages_of(response) == ["Promoted 1 document(s) to active."]
    assert fresh(cited).status == "active"
    assert BrainDocumentVersion.objects.filter(document=cited).latest("id").actor_user == cast.root


def test_archive(cast: AdminCast, root_client: Client) -> None:
    row = cast.team_doc

    response = act(root_client, "archive", [row])

    assert messages_of(response) == ["Archived 1 document(s)."]
    assert fresh(row).status == "archived"
    assert "status: archived" in fresh(row).content


def test_merge_asks_for_the_target_first(cast: AdminCast, root_client: Client) -> None:
    response = act(root_client, "merge_into", [cast.team_doc])

    assert response.status_code == 200
    assert b'name="target"' in response.content
    assert fresh(cast.team_doc).status == "draft"


def test_move_renames_and_rewrites_links(cast: AdminCast, root_client: Client) -> None:
    referrer = write(
        cast.team_brain,
        make_page(
            "acme-corp",
            title="Acme",
            type="company",
            folder="companies",
            body="Champion: [[page:sarah-chen|Sarah]].\n",
        ),
    )

    response = act(
        root_client,
        "move_documents",
        [cast.team_doc],
        apply="yes",
        folder="people/acme",
        new_id="sarah-chen-acme",
    )

    assert messages_of(response) == [
        "Moved people/sarah-chen.md to people/acme/sarah-chen-acme.md; "
        "links rewritten in: acme-corp."
    ]
    moved = fresh(cast.team_doc)
    assert (moved.brain_id, moved.folder) == ("sarah-chen-acme", "people/acme")
    assert "[[page:sarah-chen-acme|Sarah]]" in fresh(referrer).body
    assert list(BrainEdge.objects.filter(source=referrer).values_list("target_id", flat=True)) == [
        "sarah-chen-acme"
    ]


def test_move_of_a_page_into_the_evidence_zone_is_refused(
    cast: AdminCast, root_client: Client
) -> None:
    row = cast.team_doc

    response = act(root_client, "move_documents", [row], apply="yes", folder="evidence")

    assert messages_of(response) == [
        f"people/sarah-chen.md: {MSG_ZONE_PAGE.format(folder='evidence')}"
    ]
    assert fresh(row).folder == "people"
    assert fresh(row).content_hash == row.content_hash


def test_move_with_nothing_to_do_shows_the_form_again(cast: AdminCast, root_client: Client) -> None:
    response = act(root_client, "move_documents", [cast.team_doc], apply="yes")

    assert response.status_code == 200
    assert MSG_MOVE_NOTHING in response.context["form"].non_field_errors()
    assert fresh(cast.team_doc).path == "people/sarah-chen.md"


# --- history, restore, delete ---------------------------------------------------------------


def test_restore_a_version_writes_its_text_back(cast: AdminCast, root_client: Client) -> None:
    row = cast.team_doc
    first = BrainDocumentVersion.objects.get(document=row, action="create")
    save(
        root_client, row, row.content.replace("title: Sarah Chen", "title: Wrong"), row.content_hash
    )
    current = fresh(row)

    response = root_client.post(
        reverse("admin:brain_braindocument_restore", args=[row.pk, first.pk]),
        {"expected_hash": current.content_hash},
    )

    assert response.status_code == 302
    restored = fresh(row)
    assert restored.title == "Sarah Chen"
    assert restored.content_hash == first.content_hash
    assert messages_of(response)[-1] == MSG_RESTORED.format(
        path="people/sarah-chen.md", version="version 1 of sarah-chen"
    )
    latest = BrainDocumentVersion.objects.filter(document=row).latest("id")
    assert (latest.action, latest.actor_user, latest.actor_label) == (
        "restore",
        cast.root,
        "admin: restore of version 1 of sarah-chen",
    )


def test_restore_with_a_stale_hash_changes_nothing(cast: AdminCast, root_client: Client) -> None:
    row = cast.team_doc
    first = BrainDocumentVersion.objects.get(document=row, action="create")
    save(
        root_client, row, row.content.replace("title: Sarah Chen", "title: Wrong"), row.content_hash
    )
    current = fresh(row)
    before = versions(row)

    response = root_client.post(
        reverse("admin:brain_braindocument_restore", args=[row.pk, first.pk]),
        {"expected_hash": first.content_hash},
    )

    assert (
        messages_of(response)[-1]
        == f"people/sarah-chen.md: {MSG_CONFLICT.format(current=current.content_hash)}"
    )
    assert fresh(row).content_hash == current.content_hash
    assert versions(row) == before


def test_delete_goes_through_the_write_path_and_keeps_a_version(
    cast: AdminCast, root_client: Client
) -> None:
    row = cast.team_doc

    response = root_client.post(
        reverse("admin:brain_braindocument_delete", args=[row.pk]), {"post": "yes"}
    )

    assert response.status_code == 302
    assert not BrainDocument.objects.filter(pk=row.pk).exists()
    kept = BrainDocumentVersion.objects.filter(
        brain_ref=cast.team_brain, brain_id="sarah-chen"
    ).latest("id")
    assert (kept.action, kept.content, kept.actor_user) == ("delete", row.content, cast.root)


def test_a_deleted_document_is_recreated_from_its_version(
    cast: AdminCast, root_client: Client
) -> None:
    row = cast.team_doc
    root_client.post(reverse("admin:brain_braindocument_delete", args=[row.pk]), {"post": "yes"})
    kept = BrainDocumentVersion.objects.filter(brain_id="sarah-chen", action="delete").get()

    page = root_client.get(reverse("admin:brain_braindocumentversion_change", args=[kept.pk]))
    response = root_client.post(reverse("admin:brain_braindocumentversion_restore", args=[kept.pk]))

    assert page.status_code == 200
    assert b"Recreate the document from this version" in page.content
    recreated = BrainDocument.objects.get(brain_ref=cast.team_brain, brain_id="sarah-chen")
    assert (recreated.folder, recreated.content_hash) == ("people", row.content_hash)
    assert response.status_code == 302


def test_bulk_delete_goes_through_the_write_path(cast: AdminCast, root_client: Client) -> None:
    rows = [cast.team_doc, cast.evidence_doc]

    confirm = act(root_client, "delete_selected", rows)
    response = act(root_client, "delete_selected", rows, post="yes")

    assert confirm.status_code == 200
    assert response.status_code == 302
    assert not BrainDocument.objects.filter(pk__in=[r.pk for r in rows]).exists()
    deleted = BrainDocumentVersion.objects.filter(brain_ref=cast.team_brain, action="delete")
    assert sorted(deleted.values_list("brain_id", flat=True)) == [EVIDENCE_ID, "sarah-chen"]
