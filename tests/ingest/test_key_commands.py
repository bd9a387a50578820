"""`jamie_key_create` and `jamie_key_revoke`."""

from __future__ import annotations

import pytest

from ingest.keys import key_lookup
from ingest.models import IntegrationKey
from tests.cast import Cast
from tests.commands.conftest import run, run_failing

pytestmark = pytest.mark.django_db


def test_create_for_a_brain_json(cast: Cast) -> None:
    ran = run(
        "jamie_key_create", "--workspace", "acme", "--brain", "team", "--name", "ops", "--json"
    )

    data = ran.json()
    key = IntegrationKey.objects.get()
    assert data == {
        "key": data["key"],
        "prefix": key.prefix,
        "name": "ops",
        "workspace": "acme",
        "brain": "team",
        "user": None,
        "header": "x-jamie-api-key",
        "path": "/api/webhooks/jamie",
    }
    assert key_lookup(data["key"]) == key
    assert (key.brain, key.user, key.workspace) == (cast.team_brain, None, cast.workspace)


def test_create_for_a_user_prints_the_key_once_and_how_to_use_it(cast: Cast) -> None:
    ran = run("jamie_key_create", "--workspace", "acme", "--user", "member")

    key = IntegrationKey.objects.get()
    raw = ran.stdout.split("key (shown once, only its hash is kept): ")[1].split("\n")[0]
    assert key_lookup(raw) == key
    assert ran.stdout == (
        f"created Jamie key {key.prefix} for the default brain of member in workspace acme\n"
        f"key (shown once, only its hash is kept): {raw}\n"
        f"send it with every delivery: POST /api/webhooks/jamie with the header "
        f"'x-jamie-api-key: {raw}'\n"
        f"revoke it with: manage.py jamie_key_revoke {key.prefix}\n"
    )
    assert key.user == cast.member


@pytest.mark.parametrize(
    ("args", "code", "message"),
    [
        (["--workspace", "nope", "--brain", "team"], "not_found", "no workspace 'nope'"),
        (
            ["--workspace", "acme", "--brain", "nope"],
            "not_found",
            "no brain 'nope' in workspace 'acme'",
        ),
        # globex has a brain `team` too: the slug is resolved within the workspace.
        (
            ["--workspace", "globex", "--brain", "secret"],
            "not_found",
            "no brain 'secret' in workspace 'globex'",
        ),
        (
            ["--workspace", "acme", "--user", "nobody"],
            "not_found",
            "no user 'nobody'; create it first (manage.py createsuperuser)",
        ),
        (
            ["--workspace", "acme", "--user", "outsider"],
            "not_a_member",
            "'outsider' is not a member of workspace 'acme'",
        ),
        (["--workspace", "acme"], "usage", "pass exactly one of --brain or --user"),
        (
            ["--workspace", "acme", "--brain", "team", "--user", "member"],
            "usage",
            "pass exactly one of --brain or --user",
        ),
    ],
)
def test_create_errors(cast: Cast, args: list[str], code: str, message: str) -> None:
    error, ran = run_failing("jamie_key_create", *args, "--json")

    assert error.returncode == 2
    assert ran.json() == {"error": {"code": code, "message": message}}
    assert not IntegrationKey.objects.exists()


def test_a_brain_slug_is_resolved_within_the_workspace(cast: Cast) -> None:
    run("jamie_key_create", "--workspace", "globex", "--brain", "team")

    assert IntegrationKey.objects.get().brain == cast.other_brain


def test_revoke(cast: Cast) -> None:
    raw = run("jamie_key_create", "--workspace", "acme", "--brain", "team", "--json").json()["key"]
    prefix = raw[4:14]

    first = run("jamie_key_revoke", prefix, "--json")
    again = run("jamie_key_revoke", raw)

    assert first.json() == {"prefix": prefix, "revoked": True}
    assert again.stdout == f"key {prefix} was already revoked\n"
    assert key_lookup(raw) is None


def test_revoke_an_unknown_prefix(cast: Cast) -> None:
    error, ran = run_failing("jamie_key_revoke", "ABCDEFGHIJ", "--json")

    assert error.returncode == 2
    assert ran.json() == {
        "error": {"code": "not_found", "message": "no Jamie key with prefix 'ABCDEFGHIJ'"}
    }
