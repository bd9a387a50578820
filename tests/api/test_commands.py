"""`token_create` and `token_revoke`."""

from __future__ import annotations

import pytest

from brain.api.tokens import token_create, token_lookup
from brain.models import ApiToken
from tests.cast import Cast
from tests.commands.conftest import run, run_failing

pytestmark = pytest.mark.django_db


def test_create_json(cast: Cast) -> None:
    ran = run("token_create", "member", "--scope", "write", "--name", "laptop", "--json")

    data = ran.json()
    token = ApiToken.objects.get()
    assert data == {
        "key": data["key"],
        "prefix": token.prefix,
        "name": "laptop",
        "user": "member",
        "scope": "write",
        "brain": None,
        "workspace": None,
        "header": "Authorization",
        "authorization": f"Token {data['key']}",
    }
    assert token_lookup(data["key"]) == token
    assert (token.user, token.scope, token.brain) == (cast.member, "write", None)


def test_create_prints_the_key_once_and_how_to_use_it(cast: Cast) -> None:
    ran = run("token_create", "member", "--brain", "secret")

    token = ApiToken.objects.get()
    raw = ran.stdout.split("token (shown once, only its hash is kept): ")[1].split("\n")[0]
    assert token_lookup(raw) == token
    assert ran.stdout == (
        f"created API token {token.prefix} for member (scope read, brain secret)\n"
        f"token (shown once, only its hash is kept): {raw}\n"
        f"send it with every request: 'Authorization: Token {raw}'\n"
        f"revoke it with: manage.py token_revoke {token.prefix} --user member\n"
    )
    assert (token.scope, token.brain) == ("read", cast.secret_brain)


def test_create_without_a_brain_says_it_reaches_every_visible_brain(cast: Cast) -> None:
    ran = run("token_create", "owner")

    assert ran.stdout.startswith(
        f"created API token {ApiToken.objects.get().prefix} for owner "
        "(scope read, every brain owner may see)\n"
    )


def test_a_shared_slug_is_resolved_with_the_workspace(cast: Cast) -> None:
    data = run("token_create", "outsider", "--brain", "team", "--workspace", "globex", "--json")

    assert (data.json()["brain"], data.json()["workspace"]) == ("team", "globex")
    assert ApiToken.objects.get().brain == cast.other_brain


@pytest.mark.parametrize(
    ("args", "code", "message"),
    [
        (["nobody"], "not_found", "no user 'nobody'; create it first (manage.py createsuperuser)"),
        (["member", "--brain", "nope"], "not_found", "no brain 'nope'"),
        (
            ["member", "--brain", "team"],
            "ambiguous",
            "brain 'team' exists in several workspaces",
        ),
        (["restricted", "--brain", "secret"], "no_access", "'restricted' may not see brain"),
        (
            ["outsider", "--brain", "secret", "--workspace", "acme"],
            "no_access",
            "'outsider' may not see brain 'secret'",
        ),
        (["member", "--workspace", "acme"], "usage", "--workspace only says where --brain is"),
    ],
)
def test_create_errors(cast: Cast, args: list[str], code: str, message: str) -> None:
    error, ran = run_failing("token_create", *args, "--json")

    assert error.returncode == 2
    document = ran.json()
    assert list(document) == ["error"]
    assert document["error"]["code"] == code
    assert document["error"]["message"].startswith(message)
    assert not ApiToken.objects.exists()


def test_create_for_an_inactive_user(cast: Cast) -> None:
    cast.member.is_active = False
    cast.member.save()

    error, ran = run_failing("token_create", "member", "--json")

    assert error.returncode == 2
    assert ran.json() == {"error": {"code": "no_access", "message": "user 'member' is inactive"}}
    assert not ApiToken.objects.exists()


def test_an_unknown_scope_is_a_usage_error(cast: Cast) -> None:
    error, _ = run_failing("token_create", "member", "--scope", "admin")

    assert "invalid choice: 'admin'" in str(error)
    assert not ApiToken.objects.exists()


def test_revoke_by_its_owner(cast: Cast) -> None:
    token, raw = token_create(user=cast.member)

    first = run("token_revoke", token.prefix, "--user", "member", "--json")
    again = run("token_revoke", raw, "--user", "member")

    assert first.json() == {"prefix": token.prefix, "user": "member", "revoked": True}
    assert again.stdout == f"token {token.prefix} was already revoked\n"
    assert token_lookup(raw) is None


def test_revoke_any_owners_token(cast: Cast) -> None:
    token, raw = token_create(user=cast.member)

    ran = run("token_revoke", raw, "--any-owner")

    assert ran.stdout == f"revoked token {token.prefix}\n"
    assert token_lookup(raw) is None


@pytest.mark.parametrize(
    ("args", "code", "message"),
    [
        (
            ["--user", "owner"],
            "not_found",
            "no API token with prefix {prefix!r} belongs to 'owner'",
        ),
        (["--user", "nobody"], "not_found", "no user 'nobody'; create it first"),
        ([], "usage", "pass exactly one of --user (the token's owner) or --any-owner"),
        (
            ["--user", "member", "--any-owner"],
            "usage",
            "pass exactly one of --user (the token's owner) or --any-owner",
        ),
    ],
)
def test_revoke_errors(cast: Cast, args: list[str], code: str, message: str) -> None:
    token, raw = token_create(user=cast.member)

    error, ran = run_failing("token_revoke", token.prefix, *args, "--json")

    assert error.returncode == 2
    document = ran.json()
    assert document["error"]["code"] == code
    assert document["error"]["message"].startswith(message.format(prefix=token.prefix))
    assert token_lookup(raw) == token


def test_revoke_an_unknown_prefix(cast: Cast) -> None:
    error, ran = run_failing("token_revoke", "ABCDEFGHIJ", "--any-owner", "--json")

    assert error.returncode == 2
    assert ran.json() == {
        "error": {"code": "not_found", "message": "no API token with prefix 'ABCDEFGHIJ'"}
    }
