"""The UI's management pages through Django's test client (CSRF checked as a browser would):
API tokens, a restricted brain's allow-list, moving and deleting a document."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.conf import settings
from django.contrib.auth.base_user import AbstractBaseUser
from django.test import Client
from guardian.shortcuts import assign_perm

from brain.access import user_may
from brain.api.tokens import token_create, token_lookup
from brain.models import ApiToken, BrainDocument, BrainDocumentVersion
from brain.toolkit.timeline import timeline_entries, timeline_entry_id
from goat.services import workspace_member_add
from tests.cast import make_curator
from tests.store.factories import EVIDENCE_ID
from tests.ui.conftest import UiCast, client_for
from tests.ui.test_pages import parsed
from ui.manage import Breakage

pytestmark = pytest.mark.django_db

TOKENS = "/brain/~/tokens/"


def csrf_client(user: AbstractBaseUser) -> tuple[Client, str]:
    """A signed-in client that checks CSRF like a browser, and the token its pages carry."""
    client = Client(enforce_csrf_checks=True)
    client.force_login(user)
    client.get(TOKENS)
    return client, client.cookies[settings.CSRF_COOKIE_NAME].value


def reader_of_secret(ui_cast: UiCast) -> AbstractBaseUser:
    """A workspace member who may read the restricted brain `secret` but not change it."""
    reader = make_curator("reader")
    workspace_member_add(workspace=ui_cast.workspace, user=reader, role="member")
    assign_perm("view_brain", reader, ui_cast.secret_brain)
    return reader


def doc(brain_id: str, brain: str = "team") -> BrainDocument | None:
    return BrainDocument.objects.filter(brain_ref__slug=brain, brain_id=brain_id).first()


# --- every management page ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "path",
    [
        TOKENS,
        "/brain/secret/access/",
        "/brain/team/doc/acme-corp/move/?folder=firms&new_id=acme",
        "/brain/team/doc/sarah-chen/delete/",
    ],
)
def test_management_pages_carry_the_csp_and_have_no_inline_code(ui_cast: UiCast, path: str) -> None:
    response = client_for(ui_cast.owner).get(path)
    html = parsed(response.content)

    assert response.status_code == 200
    assert "script-src 'self'" in response["Content-Security-Policy"]
    assert "unsafe" not in response["Content-Security-Policy"]
    scripts = [attrs.get("src") for tag, attrs in html.tags if tag == "script"]
    assert scripts == ["/static/ui/ui.js", "/static/ui/live.js"]  # static files, none inline
    assert [tag for tag, attrs in html.tags if tag == "style" or "style" in attrs] == []
    assert [name for _, attrs in html.tags for name in attrs if name.startswith("on")] == []
    forms = [attrs for tag, attrs in html.tags if tag == "form" and attrs.get("method") == "post"]
    csrf_inputs = [a for tag, a in html.tags if a.get("name") == "csrfmiddlewaretoken"]
    assert len(csrf_inputs) == len(forms) >= 2  # every POST form, the logout form included


def test_management_views_read_brain_data_only_through_their_services() -> None:
    views = (Path(settings.BASE_DIR) / "ui" / "manage_views.py").read_text()

    assert ".objects" not in views


# --- tokens -----------------------------------------------------------------------------------


def test_the_token_page_lists_the_users_own_tokens_and_never_a_key(ui_cast: UiCast) -> None:
    mine, my_key = token_create(user=ui_cast.member, scope="write", name="laptop")
    bound, _ = token_create(user=ui_cast.member, brain=ui_cast.secret_brain)
    theirs, _ = token_create(user=ui_cast.owner, name="owner's")
    revoked, _ = token_create(user=ui_cast.member)
    ApiToken.objects.filter(pk=revoked.pk).update(revoked_at=bound.created_at)

    response = client_for(ui_cast.member).get(TOKENS)

    html = response.content.decode()
    assert response.status_code == 200
    assert [token.prefix for token in response.context["tokens"]] == [bound.prefix, mine.prefix]
    assert "laptop" in html and "Read and write" in html and "Secret" in html
    assert theirs.prefix not in html and "owner&#x27;s" not in html
    assert revoked.prefix not in html
    assert my_key not in html and mine.key_hash not in html


def test_the_user_menu_links_to_the_token_page(ui_cast: UiCast) -> None:
    response = client_for(ui_cast.member).get("/brain/team/")

    assert f'href="{TOKENS}"' in response.content.decode()


def test_creating_a_token_needs_csrf_and_shows_its_key_once(ui_cast: UiCast) -> None:
    client, csrf = csrf_client(ui_cast.member)
    form = {"name": "ci", "scope": "write", "brain": str(ui_cast.team_brain.pk)}

    refused = client.post(TOKENS, form)
    created = client.post(TOKENS, {**form, "csrfmiddlewaretoken": csrf})
    later = client.get(TOKENS)

    assert refused.status_code == 403
    assert created.status_code == 200
    assert created["Cache-Control"] == "no-store"
    key = created.context["key"]
    assert key in created.content.decode()
    token = token_lookup(key)
    assert token is not None
    assert (token.user, token.scope, token.brain, token.name) == (
        ui_cast.member,
        "write",
        ui_cast.team_brain,
        "ci",
    )
    assert ApiToken.objects.filter(user=ui_cast.member).count() == 1
    assert key not in later.content.decode()
    assert token.prefix in later.content.decode()


def test_write_scope_only_on_brains_the_user_may_change(ui_cast: UiCast) -> None:
    reader = reader_of_secret(ui_cast)
    client, csrf = csrf_client(reader)
    secret = str(ui_cast.secret_brain.pk)

    def create(scope: str, brain: str) -> int:
        form = {"scope": scope, "brain": brain, "csrfmiddlewaretoken": csrf}
        return client.post(TOKENS, form).status_code

    # write on a brain they may only read, a brain they may not see, an unknown scope: refused
    assert create("write", secret) == 400
    assert create("read", str(ui_cast.other_brain.pk)) == 400
    assert create("admin", "") == 400
    assert not ApiToken.objects.filter(user=reader).exists()
    page = client.post(TOKENS, {"scope": "write", "brain": secret, "csrfmiddlewaretoken": csrf})
    assert "You may only read Secret" in page.content.decode()
    # read on it, write on a brain they may change, write on every brain they may see: made
    assert create("read", secret) == 200
    assert create("write", str(ui_cast.team_brain.pk)) == 200
    assert create("write", "") == 200
    made = ApiToken.objects.filter(user=reader).order_by("pk")
    assert [(t.scope, t.brain_id) for t in made] == [
        ("read", ui_cast.secret_brain.pk),
        ("write", ui_cast.team_brain.pk),
        ("write", None),
    ]


def test_revoking_a_token_is_a_confirmed_post(ui_cast: UiCast) -> None:
    token, key = token_create(user=ui_cast.member)
    client, csrf = csrf_client(ui_cast.member)
    url = f"{TOKENS}{token.prefix}/revoke/"

    confirm = client.get(url)
    assert confirm.status_code == 200
    assert token_lookup(key) is not None  # showing the confirmation revokes nothing
    assert client.post(url).status_code == 403  # no CSRF token
    done = client.post(url, {"csrfmiddlewaretoken": csrf}, follow=True)

    assert done.redirect_chain == [(TOKENS, 302)]
    assert f"Revoked token {token.prefix}." in done.content.decode()
    assert token_lookup(key) is None
    assert client.post(url, {"csrfmiddlewaretoken": csrf}).status_code == 404  # already revoked


@pytest.mark.parametrize("who", ["owner", "root", "outsider"])
def test_nobody_sees_or_revokes_another_users_token(ui_cast: UiCast, who: str) -> None:
    token, key = token_create(user=ui_cast.member, name="members-laptop")
    client, csrf = csrf_client(getattr(ui_cast, who))
    url = f"{TOKENS}{token.prefix}/revoke/"

    listing = client.get(TOKENS)
    confirm = client.get(url)
    revoke = client.post(url, {"csrfmiddlewaretoken": csrf})

    assert token.prefix not in listing.content.decode()
    assert "members-laptop" not in listing.content.decode()
    assert (confirm.status_code, revoke.status_code) == (404, 404)
    assert token_lookup(key) is not None


def test_the_token_page_needs_a_signed_in_user(ui_cast: UiCast) -> None:
    response = Client().get(TOKENS)

    assert response.status_code == 302
    assert response["Location"] == f"/brain/login/?next={TOKENS}"


# --- the allow-list ---------------------------------------------------------------------------


def test_admins_see_manage_access_in_the_switcher_others_do_not(ui_cast: UiCast) -> None:
    link = 'href="/brain/secret/access/"'

    assert link in client_for(ui_cast.owner).get("/brain/team/").content.decode()
    root_page = client_for(ui_cast.root).get(f"/brain/{ui_cast.team_brain.pk}/")
    assert link in root_page.content.decode()
    assert link not in client_for(ui_cast.member).get("/brain/team/").content.decode()
    # a workspace brain has no allow-list to manage: no link for it
    assert 'href="/brain/team/access/"' not in (
        client_for(ui_cast.owner).get("/brain/team/").content.decode()
    )


def test_an_admin_adds_and_removes_a_user(ui_cast: UiCast) -> None:
    client, csrf = csrf_client(ui_cast.owner)
    url = "/brain/secret/access/"
    secret = ui_cast.secret_brain

    page = client.get(url)
    assert page.status_code == 200
    assert [e.user for e in page.context["allow_list"].entries] == [ui_cast.member]
    assert ui_cast.restricted in page.context["allow_list"].candidates
    assert ui_cast.outsider not in page.context["allow_list"].candidates
    assert not user_may(ui_cast.restricted, secret)

    add = {"action": "add", "user": str(ui_cast.restricted.pk)}
    assert client.post(url, add).status_code == 403  # no CSRF token
    added = client.post(url, {**add, "csrfmiddlewaretoken": csrf}, follow=True)
    assert "Added restricted to the allow-list." in added.content.decode()
    assert user_may(ui_cast.restricted, secret, "change")
    assert not user_may(ui_cast.restricted, secret, "manage")

    remove = {"action": "remove", "user": str(ui_cast.restricted.pk), "csrfmiddlewaretoken": csrf}
    removed = client.post(url, remove, follow=True)
    assert "Removed restricted from the allow-list." in removed.content.decode()
    assert not user_may(ui_cast.restricted, secret)
    assert user_may(ui_cast.member, secret)


def test_an_admin_can_let_someone_manage_the_list_too(ui_cast: UiCast) -> None:
    client, csrf = csrf_client(ui_cast.owner)
    form = {"action": "add", "user": str(ui_cast.restricted.pk), "manage": "on"}

    client.post("/brain/secret/access/", {**form, "csrfmiddlewaretoken": csrf})

    assert user_may(ui_cast.restricted, ui_cast.secret_brain, "manage")
    assert client_for(ui_cast.restricted).get("/brain/secret/access/").status_code == 200


def test_only_workspace_members_can_be_added(ui_cast: UiCast) -> None:
    client, csrf = csrf_client(ui_cast.owner)
    form = {"action": "add", "user": str(ui_cast.outsider.pk), "csrfmiddlewaretoken": csrf}

    response = client.post("/brain/secret/access/", form, follow=True)

    assert "Only members of the workspace" in response.content.decode()
    assert not user_may(ui_cast.outsider, ui_cast.secret_brain)


@pytest.mark.parametrize(
    ("who", "status"), [("member", 403), ("restricted", 404), ("outsider", 404)]
)
def test_the_allow_list_is_refused_to_everyone_else(ui_cast: UiCast, who: str, status: int) -> None:
    client, csrf = csrf_client(getattr(ui_cast, who))
    url = f"/brain/{ui_cast.secret_brain.pk}/access/"
    add = {"action": "add", "user": str(ui_cast.restricted.pk), "csrfmiddlewaretoken": csrf}
    remove = {"action": "remove", "user": str(ui_cast.member.pk), "csrfmiddlewaretoken": csrf}

    assert client.get(url).status_code == status
    assert client.post(url, add).status_code == status
    assert client.post(url, remove).status_code == status
    assert not user_may(ui_cast.restricted, ui_cast.secret_brain)
    assert user_may(ui_cast.member, ui_cast.secret_brain)


# --- move and rename --------------------------------------------------------------------------


def test_the_document_header_offers_move_and_delete_to_writers_only(ui_cast: UiCast) -> None:
    reader = reader_of_secret(ui_cast)
    writer_page = client_for(ui_cast.member).get("/brain/secret/doc/project-x/")
    reader_page = client_for(reader).get("/brain/secret/doc/project-x/")

    for path in ("/brain/secret/doc/project-x/move/", "/brain/secret/doc/project-x/delete/"):
        assert f'href="{path}"' in writer_page.content.decode()
        assert path not in reader_page.content.decode()


def test_a_rename_previews_the_links_it_rewrites_then_rewrites_them(ui_cast: UiCast) -> None:
    client, csrf = csrf_client(ui_cast.member)
    url = "/brain/team/doc/acme-corp/move/"
    current = doc("acme-corp")
    assert current is not None

    form = client.get(url)
    preview = client.get(url, {"folder": "companies", "new_id": "acme-inc"})

    assert form.status_code == preview.status_code == 200
    assert "rewrites" not in form.context
    rewrites = {r.brain_id: r for r in preview.context["rewrites"]}
    # sarah-chen: its page link and its works_at relation; the tombstone sarah-c: its old text
    assert set(rewrites) == {"sarah-chen", "sarah-c"}
    assert "-VP Engineering at [[page:acme-corp|Acme]]" in rewrites["sarah-chen"].diff
    assert "+VP Engineering at [[page:acme-inc|Acme]]" in rewrites["sarah-chen"].diff
    assert "+relation works_at → acme-inc" in rewrites["sarah-chen"].diff
    assert "companies/acme-inc.md" in preview.content.decode()
    assert doc("acme-corp") is not None  # a preview writes nothing

    moved = client.post(
        url,
        {
            "folder": "companies",
            "new_id": "acme-inc",
            "expected_hash": current.content_hash,
            "csrfmiddlewaretoken": csrf,
        },
        follow=True,
    )

    assert moved.redirect_chain == [("/brain/team/doc/acme-inc/", 302)]
    assert "Links rewritten in: sarah-c, sarah-chen." in moved.content.decode()
    assert doc("acme-corp") is None
    sarah = doc("sarah-chen")
    assert sarah is not None
    assert "[[page:acme-inc|Acme]]" in sarah.body
    assert "acme-corp" not in sarah.body
    assert sarah.relations == [{"type": "works_at", "target": "acme-inc"}]
    latest = BrainDocumentVersion.objects.filter(document__brain_id="acme-inc").latest("pk")
    assert (latest.actor_user, latest.actor_label) == (ui_cast.member, "ui")


def test_a_rename_previews_a_tombstones_merge_pointer(ui_cast: UiCast) -> None:
    preview = client_for(ui_cast.member).get(
        "/brain/team/doc/sarah-chen/move/", {"folder": "people", "new_id": "sarah-chen-vp"}
    )

    rewrites = {r.brain_id: r for r in preview.context["rewrites"]}
    assert set(rewrites) == {"acme-corp", "sarah-c"}
    assert "+mergedInto: sarah-chen-vp" in rewrites["sarah-c"].diff
    assert "+Customer; champion [[page:sarah-chen-vp|Sarah]]" in rewrites["acme-corp"].diff


def test_renaming_a_document_another_ones_timeline_links_to(ui_cast: UiCast) -> None:
    # acme-corp's timeline entry links to sarah-chen; the entry's id hashes its text
    client, csrf = csrf_client(ui_cast.member)
    current = doc("sarah-chen")
    assert current is not None

    moved = client.post(
        "/brain/team/doc/sarah-chen/move/",
        {
            "folder": "people",
            "new_id": "sarah-chen-vp",
            "expected_hash": current.content_hash,
            "csrfmiddlewaretoken": csrf,
        },
        follow=True,
    )

    assert moved.redirect_chain == [("/brain/team/doc/sarah-chen-vp/", 302)]
    acme = doc("acme-corp")
    assert acme is not None
    (entry,) = timeline_entries(acme.body)
    assert entry.text == "Kickoff call with [[page:sarah-chen-vp|Sarah]]."
    assert entry.entry_id == timeline_entry_id(
        "acme-corp", entry.timestamp, entry.source_ref, entry.text
    )
    assert doc("sarah-chen") is None


def test_a_move_to_another_folder_keeps_the_id_and_every_link(ui_cast: UiCast) -> None:
    client, csrf = csrf_client(ui_cast.member)
    current = doc("acme-corp")
    assert current is not None
    url = "/brain/team/doc/acme-corp/move/"

    preview = client.get(url, {"folder": "clients/active", "new_id": "acme-corp"})
    moved = client.post(
        url,
        {
            "folder": "clients/active",
            "new_id": "acme-corp",
            "expected_hash": current.content_hash,
            "csrfmiddlewaretoken": csrf,
        },
    )

    assert preview.context["rewrites"] == []
    assert "The id stays the same: no link changes." in preview.content.decode()
    assert moved.status_code == 302
    assert moved["Location"] == "/brain/team/doc/acme-corp/"
    after = doc("acme-corp")
    assert after is not None and after.path == "clients/active/acme-corp.md"


def test_a_move_from_a_stale_page_is_refused(ui_cast: UiCast) -> None:
    client, csrf = csrf_client(ui_cast.member)
    stale_hash = ui_cast.sarah.content_hash
    client.post(  # someone else changes the document after the page was opened
        "/brain/team/doc/sarah-chen/move/",
        {"folder": "staff", "expected_hash": stale_hash, "csrfmiddlewaretoken": csrf},
    )
    moved_once = doc("sarah-chen")
    assert moved_once is not None and moved_once.folder == "staff"

    response = client.post(
        "/brain/team/doc/sarah-chen/move/",
        {
            "folder": "people",
            "new_id": "sarah",
            "expected_hash": stale_hash,
            "csrfmiddlewaretoken": csrf,
        },
    )

    assert response.status_code == 409
    assert "The document changed since you opened this page" in response.content.decode()
    assert doc("sarah") is None and doc("sarah-chen") is not None
    # the page offers the current hash, so confirming again works
    assert response.context["expected_hash"] == moved_once.content_hash


def test_a_bad_move_says_why_and_moves_nothing(ui_cast: UiCast) -> None:
    client, csrf = csrf_client(ui_cast.member)
    url = "/brain/team/doc/acme-corp/move/"
    base = {"expected_hash": ui_cast.acme.content_hash, "csrfmiddlewaretoken": csrf}

    same = client.post(url, {**base, "folder": "companies", "new_id": "acme-corp"})
    taken = client.post(url, {**base, "folder": "companies", "new_id": "old-plan"})
    invalid = client.post(url, {**base, "folder": "companies", "new_id": "Not An Id!"})

    assert same.status_code == taken.status_code == invalid.status_code == 400
    assert "Give a new folder or a new id" in same.content.decode()
    assert "a document with id &#x27;old-plan&#x27; already exists" in taken.content.decode()
    assert "Not An Id!" in invalid.context["error"]
    after = doc("acme-corp")
    assert after is not None and after.content_hash == ui_cast.acme.content_hash


# --- delete -----------------------------------------------------------------------------------


def test_delete_first_shows_what_would_break(ui_cast: UiCast) -> None:
    response = client_for(ui_cast.member).get("/brain/team/doc/sarah-chen/delete/")

    assert response.status_code == 200
    assert response.context["breaks"] == [
        Breakage("acme-corp", "wiki_link", "Acme"),
        Breakage("sarah-c", "mergedInto", "Sarah C."),
    ]
    html = response.content.decode()
    assert 'href="/brain/team/doc/acme-corp/"' in html
    assert "would dangle" in html
    assert doc("sarah-chen") is not None


def test_deleting_evidence_lists_the_pages_citing_it(ui_cast: UiCast) -> None:
    response = client_for(ui_cast.member).get(f"/brain/team/doc/{EVIDENCE_ID}/delete/")

    assert {b.id for b in response.context["breaks"]} == {"acme-corp", "sarah-chen"}


def test_a_confirmed_delete_removes_the_document_unless_it_changed(ui_cast: UiCast) -> None:
    client, csrf = csrf_client(ui_cast.member)
    url = "/brain/team/doc/acme-corp/delete/"
    page = client.get(url)
    current_hash = page.context["expected_hash"]

    no_csrf = client.post(url, {"expected_hash": current_hash})
    stale = client.post(url, {"expected_hash": "0" * 64, "csrfmiddlewaretoken": csrf})
    assert no_csrf.status_code == 403
    assert stale.status_code == 409
    assert "The document changed since you opened this page" in stale.content.decode()
    assert doc("acme-corp") is not None

    done = client.post(
        url, {"expected_hash": current_hash, "csrfmiddlewaretoken": csrf}, follow=True
    )

    assert done.redirect_chain == [("/brain/team/", 302)]
    assert "Deleted acme-corp (companies/acme-corp.md)." in done.content.decode()
    assert doc("acme-corp") is None


def test_read_only_users_may_not_move_or_delete(ui_cast: UiCast) -> None:
    reader = reader_of_secret(ui_cast)
    client, csrf = csrf_client(reader)
    project = ui_cast.project_x

    for action in ("move", "delete"):
        url = f"/brain/secret/doc/project-x/{action}/"
        form = {"folder": "x", "expected_hash": project.content_hash, "csrfmiddlewaretoken": csrf}
        assert client.get(url).status_code == 403
        assert client.post(url, form).status_code == 403
    after = doc("project-x", "secret")
    assert after is not None and after.folder == "projects"


@pytest.mark.parametrize("who", ["outsider", "restricted"])
def test_outsiders_get_404_for_move_and_delete(ui_cast: UiCast, who: str) -> None:
    client, csrf = csrf_client(getattr(ui_cast, who))
    brain = ui_cast.secret_brain.pk if who == "restricted" else ui_cast.team_brain.pk
    brain_id = "project-x" if who == "restricted" else "sarah-chen"

    for action in ("move", "delete"):
        url = f"/brain/{brain}/doc/{brain_id}/{action}/"
        assert client.get(url).status_code == 404
        assert client.post(url, {"csrfmiddlewaretoken": csrf}).status_code == 404
    assert doc(brain_id, "secret" if who == "restricted" else "team") is not None
