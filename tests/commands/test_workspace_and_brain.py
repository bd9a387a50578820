from __future__ import annotations

from brain.access import user_may
from brain.models import Brain, BrainFolder, BrainMember
from goat.models import Workspace, WorkspaceMembership
from tests.commands.conftest import run, run_failing
from tests.store.factories import make_brain, make_user, make_workspace

SYSTEM_FOLDERS = [
    "analysis",
    "companies",
    "concepts",
    "evidence",
    "inbox",
    "meetings",
    "people",
    "projects",
    "sources",
]


# --- workspace_create ---------------------------------------------------------------------------


def test_workspace_create(db: None) -> None:
    ran = run("workspace_create", "Acme Corp")

    workspace = Workspace.objects.get()
    assert (workspace.name, workspace.slug) == ("Acme Corp", "acme-corp")
    assert ran.stdout == f"created workspace acme-corp (id {workspace.pk})\n"
    assert not WorkspaceMembership.objects.exists()


def test_workspace_create_with_admin_json(db: None) -> None:
    alice = make_user("alice")

    ran = run("workspace_create", "Acme", "--slug", "acme-hq", "--admin", "alice", "--json")

    workspace = Workspace.objects.get()
    assert ran.json() == {
        "workspace": {"id": workspace.pk, "slug": "acme-hq", "name": "Acme"},
        "admin": "alice",
    }
    membership = WorkspaceMembership.objects.get()
    assert (membership.workspace, membership.user, membership.role) == (workspace, alice, "admin")


def test_workspace_create_refuses_an_existing_slug(db: None) -> None:
    existing = make_workspace("acme")

    error, ran = run_failing("workspace_create", "Acme", "--json")

    assert error.returncode == 2
    message = f"workspace 'acme' already exists (id {existing.pk}); nothing was changed"
    assert ran.json() == {"error": {"code": "already_exists", "message": message}}
    assert list(Workspace.objects.values_list("slug", "name")) == [("acme", "Acme")]


def test_workspace_create_with_an_unknown_admin_creates_nothing(db: None) -> None:
    error, _ = run_failing("workspace_create", "Acme", "--admin", "nobody")

    assert (error.returncode, str(error)) == (
        2,
        "no user 'nobody'; create it first (manage.py createsuperuser)",
    )
    assert not Workspace.objects.exists()


def test_workspace_create_refuses_a_bad_slug(db: None) -> None:
    error, _ = run_failing("workspace_create", "Acme", "--slug", "Not A Slug")

    assert error.returncode == 2
    assert str(error) == "--slug 'Not A Slug' is not a slug: lowercase letters, digits and dashes"
    assert not Workspace.objects.exists()


# --- brain_create -------------------------------------------------------------------------------


def test_brain_create(db: None) -> None:
    workspace = make_workspace("acme")

    ran = run("brain_create", "--workspace", "acme", "Goat Labs")

    brain = Brain.objects.get()
    assert ran.stdout == (
        f"created brain goat-labs (id {brain.pk}) in workspace acme, visibility workspace\n"
    )
    assert (brain.workspace, brain.name, brain.slug, brain.visibility) == (
        workspace,
        "Goat Labs",
        "goat-labs",
        "workspace",
    )
    assert list(BrainFolder.objects.filter(brain_ref=brain).values_list("path", flat=True)) == (
        SYSTEM_FOLDERS
    )


def test_brain_create_restricted_json(db: None) -> None:
    workspace = make_workspace("acme")

    ran = run(
        "brain_create",
        "--workspace",
        str(workspace.pk),
        "Secret",
        "--slug",
        "vault",
        "--restricted",
        "--json",
    )

    brain = Brain.objects.get()
    assert ran.json() == {
        "brain": {
            "id": brain.pk,
            "slug": "vault",
            "name": "Secret",
            "workspace": "acme",
            "visibility": "restricted",
        }
    }


def test_brain_create_refuses_a_slug_the_staff_ui_uses(db: None) -> None:
    make_workspace("acme")

    error, _ = run_failing("brain_create", "--workspace", "acme", "Login")

    assert "'login' is reserved for the staff UI's own pages" in str(error)
    assert not Brain.objects.exists()


def test_brain_create_refuses_an_existing_slug(db: None) -> None:
    workspace = make_workspace("acme")
    existing = make_brain(workspace, "team")

    error, _ = run_failing("brain_create", "--workspace", "acme", "Team")

    assert (error.returncode, str(error)) == (
        2,
        f"brain 'team' already exists in workspace 'acme' (id {existing.pk}); nothing was changed",
    )
    assert Brain.objects.count() == 1
    assert BrainFolder.objects.count() == len(SYSTEM_FOLDERS)


def test_brain_create_in_an_unknown_workspace(db: None) -> None:
    error, _ = run_failing("brain_create", "--workspace", "nope", "Team")

    assert (error.returncode, str(error)) == (2, "no workspace 'nope'")
    assert not Brain.objects.exists()


# --- brain_grant --------------------------------------------------------------------------------


def test_brain_grant_and_revoke(db: None) -> None:
    # given
    member = make_user("member")
    workspace = make_workspace("acme", members=(member,))
    secret = make_brain(workspace, "secret", restricted=True)
    assert not user_may(member, secret)
    # when
    granted = run("brain_grant", "secret", "member")
    # then
    assert granted.stdout == "granted member view, change on brain secret\n"
    assert user_may(member, secret, "change")
    assert not user_may(member, secret, "manage")
    # when
    revoked = run("brain_grant", "secret", "member", "--revoke", "--json")
    # then
    assert revoked.json() == {
        "brain": "secret",
        "user": "member",
        "action": "revoke",
        "removed": 2,
        "visibility": "restricted",
    }
    assert not user_may(member, secret)
    assert not BrainMember.objects.exists()


def test_brain_grant_manage_json(db: None) -> None:
    member = make_user("member")
    workspace = make_workspace("acme", members=(member,))
    make_brain(workspace, "secret", restricted=True)

    ran = run("brain_grant", "secret", "member", "--manage", "--workspace", "acme", "--json")

    assert ran.json() == {
        "brain": "secret",
        "user": "member",
        "action": "grant",
        "permissions": ["view", "change", "manage"],
        "visibility": "restricted",
    }
    assert BrainMember.objects.count() == 3


def test_brain_grant_refuses_a_non_member(db: None) -> None:
    make_user("outsider")
    make_brain(make_workspace("acme"), "secret", restricted=True)

    error, _ = run_failing("brain_grant", "secret", "outsider")

    assert (error.returncode, str(error)) == (
        2,
        "'outsider' is not a member of workspace 'acme'; add them to the workspace first",
    )
    assert not BrainMember.objects.exists()


def test_brain_grant_revoke_when_not_listed(db: None) -> None:
    member = make_user("member")
    make_brain(make_workspace("acme", members=(member,)), "team")

    ran = run("brain_grant", "team", "member", "--revoke")

    assert ran.stdout == (
        "member was not on the allow-list of brain team (note: the brain is visible to the "
        "whole workspace; the list matters once it is restricted)\n"
    )


def test_brain_grant_needs_the_workspace_for_a_shared_slug(db: None) -> None:
    member = make_user("member")
    acme = make_brain(make_workspace("acme", members=(member,)), "secret", restricted=True)
    globex = make_brain(make_workspace("globex"), "secret", restricted=True)

    error, ran = run_failing("brain_grant", "secret", "member", "--json")

    assert error.returncode == 2
    assert ran.json()["error"]["code"] == "ambiguous"
    assert not BrainMember.objects.exists()
    run("brain_grant", "secret", "member", "--workspace", "acme")
    assert user_may(member, acme)
    assert not user_may(member, globex)
