"""Personal API tokens on the REST tools, over real HTTP: scope, brain binding, revocation."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from brain.api.tokens import token_create, token_revoke
from tests.api.conftest import Api
from tests.api.test_tools_api import hash_of, seed, versions
from tests.cast import Cast
from tests.processes import AsgiServer

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def with_token(asgi_server: AsgiServer) -> Callable[[str], Api]:
    def caller(key: str) -> Api:
        return TokenApi(asgi_server.url, key=key)

    return caller


class TokenApi(Api):
    def __init__(self, url: str, key: str) -> None:
        super().__init__(url)
        self.key = key

    def request(self, method: str, path: str, body: Any = None, **kwargs: Any) -> Any:
        headers = {"Authorization": f"Token {self.key}", **(kwargs.pop("headers", None) or {})}
        return super().request(method, path, body, headers=headers, **kwargs)


def test_a_read_token_reads_and_may_not_write(cast: Cast, with_token: Callable[[str], Api]) -> None:
    seed(cast.team_brain, cast.owner)
    _, key = token_create(user=cast.owner, scope="read")
    api = with_token(key)
    assert api.tool(cast.team_brain.pk, "get", {"ref": "sarah-chen"}).status == 200
    before = versions(cast.team_brain)
    answer = api.tool(
        cast.team_brain.pk,
        "rewrite",
        {
            "ref": "sarah-chen",
            "compiled_truth": "x",
            "expected_hash": hash_of(cast.team_brain, "sarah-chen"),
        },
    )
    assert answer.status == 403
    assert versions(cast.team_brain) == before
    brains = api.get("/api/brains/").body
    assert brains and not any(b["may_write"] for b in brains)


def test_a_write_token_writes(cast: Cast, with_token: Callable[[str], Api]) -> None:
    seed(cast.team_brain, cast.owner)
    _, key = token_create(user=cast.owner, scope="write")
    answer = with_token(key).tool(
        cast.team_brain.pk,
        "rewrite",
        {"ref": "sarah-chen", "compiled_truth": "Now at Globex."},
        headers={"If-Match": hash_of(cast.team_brain, "sarah-chen")},
    )
    assert answer.status == 200
    assert answer.body["hashes"]["sarah-chen"] == hash_of(cast.team_brain, "sarah-chen")


def test_a_token_bound_to_one_brain_sees_no_other(
    cast: Cast, with_token: Callable[[str], Api]
) -> None:
    _, key = token_create(user=cast.owner, scope="write", brain=cast.secret_brain)
    api = with_token(key)
    # the other brain answers as a brain that does not exist
    other = api.tool(cast.team_brain.pk, "list", {})
    unknown = api.tool(999999, "list", {})
    assert other.status == unknown.status == 404
    assert other.body["error"]["code"] == unknown.body["error"]["code"]
    assert api.tool(cast.secret_brain.pk, "list", {}).status == 200
    assert [b["slug"] for b in api.get("/api/brains/").body] == ["secret"]


def test_a_revoked_or_unknown_token_is_401(
    cast: Cast, with_token: Callable[[str], Api], django_user_model: Any
) -> None:
    token, key = token_create(user=cast.owner, scope="read")
    assert with_token(key).get("/api/brains/").status == 200
    assert token_revoke(user=cast.owner, prefix=token.prefix)
    revoked = with_token(key).get("/api/brains/")
    forged = with_token(key[:-4] + "AAAA").get("/api/brains/")
    assert revoked.status == forged.status == 401
    assert revoked.body == forged.body
