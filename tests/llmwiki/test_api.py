"""The LLM Wiki over REST (llmwiki/api/views.py), over real HTTP to the app under uvicorn
(`wiki_server`, whose GOAT_HOME is this process's too): who may use which scope, what a token
may do, and the refusals — each checked to have written nothing."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from django.contrib.auth.base_user import AbstractBaseUser
from django.test import Client
from jsonschema import Draft202012Validator

from brain.api.parsing import MAX_BODY_BYTES
from brain.api.tokens import token_create
from llmwiki.api.tools import WIKI_TOOLS
from llmwiki.models import Pen
from llmwiki.scopes import MemoryScope
from llmwiki.wiki import memory_read, source_list
from llmwiki.wiki.root import write_atomic
from tests.api.conftest import Answer, Api
from tests.cast import Cast
from tests.processes import AsgiServer
from tests.store.factories import make_user

pytestmark = pytest.mark.django_db(transaction=True)

APP: str = "/api/memory/wiki"
PAGE = "---\ntitle: Acme\ntype: entity\nsummary: The customer.\n---\n# Acme\n\nRuns the pilot.\n"


def pen_base(pen: Pen | str) -> str:
    return f"/api/pens/{pen.ref if isinstance(pen, Pen) else pen}/wiki"


def caller(server: AsgiServer, user: AbstractBaseUser, **token: Any) -> Api:
    """A caller with a new personal token of `user` (scope and brain as given)."""
    _, key = token_create(user=user, **token)
    return TokenApi(server.url, key=key)


class TokenApi(Api):
    def __init__(self, url: str, key: str) -> None:
        super().__init__(url)
        self.key = key

    def request(self, method: str, path: str, body: Any = None, **kwargs: Any) -> Answer:
        headers = {"Authorization": f"Token {self.key}", **kwargs.pop("headers", {})}
        return super().request(method, path, body, headers=headers, **kwargs)


def session(server: AsgiServer, user: AbstractBaseUser) -> Api:
    client = Client()
    client.force_login(user)
    return Api(server.url, client.cookies["sessionid"].value)


def conforms(answer: Answer, tool: str) -> Any:
    """The answer's body, checked against the tool's result schema."""
    assert 200 <= answer.status < 300, (answer.status, answer.body)
    Draft202012Validator(WIKI_TOOLS[tool].result).validate(answer.body)
    return answer.body


def files_under(home: Path) -> list[str]:
    """Every file under GOAT_HOME (what a refused request must not have added to)."""
    found = []
    for folder, _, names in os.walk(home):
        found += [os.path.relpath(os.path.join(folder, name), home) for name in names]
    return sorted(found)


@pytest.fixture
def pen(cast: Cast) -> Pen:
    pen = Pen.objects.create(name="Apollo", short_name="apollo", owner=cast.owner)
    pen.members.add(cast.member)
    return pen


def test_staff_use_the_application_wiki_end_to_end(
    wiki_server: AsgiServer, served_home: Path, cast: Cast
) -> None:
    staff = caller(wiki_server, cast.owner, scope="write")
    ingested = staff.request("POST", f"{APP}/sources/", {"text": "Acme runs the pilot.\n"})
    assert ingested.status == 201
    source = conforms(ingested, "wiki_ingest_source")["id"]
    again = staff.request("POST", f"{APP}/sources/", {"text": "Acme runs the pilot.\n"})
    assert (again.status, again.body["id"], again.body["new"]) == (200, source, False)

    text = PAGE + f"\nSigned in November. [^{source}]\n"
    written = staff.request("PUT", f"{APP}/pages/acme", {"text": text})
    assert written.status == 201
    assert conforms(written, "memory_write")["sources"] == [source]

    pages = conforms(staff.get(f"{APP}/pages/"), "memory_list")["pages"]
    assert "acme" in [page["name"] for page in pages]
    page = conforms(staff.get(f"{APP}/pages/acme"), "memory_read")
    assert page["hash"] == written.body["hash"]
    assert page == memory_read(root=MemoryScope().wiki_root(), name="acme")
    hits = conforms(staff.request("POST", f"{APP}/query", {"text": "acme"}), "wiki_query")
    assert hits["hits"][0]["name"] == "acme"
    sources = conforms(staff.get(f"{APP}/sources/"), "source_list")["sources"]
    assert [record["id"] for record in sources] == [source]
    read = conforms(staff.get(f"{APP}/sources/{source}"), "source_read")
    assert read["text"] == "Acme runs the pilot.\n"
    report = conforms(staff.request("POST", f"{APP}/lint"), "wiki_lint")
    assert report["sources"] == 1


def test_the_application_wiki_is_404_for_non_staff_and_nothing_is_written(
    wiki_server: AsgiServer, served_home: Path, cast: Cast
) -> None:
    plain = make_user("plain")
    before = files_under(served_home)
    for api in (caller(wiki_server, plain, scope="write"), session(wiki_server, plain)):
        for method, path, body in (
            ("GET", f"{APP}/pages/", None),
            ("GET", f"{APP}/pages/acme", None),
            ("PUT", f"{APP}/pages/acme", {"text": PAGE}),
            ("POST", f"{APP}/sources/", {"text": "secret"}),
            ("POST", f"{APP}/query", {"text": "acme"}),
            ("POST", f"{APP}/lint", {}),
        ):
            answer = api.request(method, path, body)
            assert answer.status == 404, (method, path, answer.body)
            assert answer.body["error"]["code"] == "not_found"
    assert files_under(served_home) == before
    assert Api(wiki_server.url).get(f"{APP}/pages/").status == 401


def test_a_pen_is_its_members_and_404_to_everyone_else(
    wiki_server: AsgiServer, served_home: Path, cast: Cast, pen: Pen
) -> None:
    member = session(wiki_server, cast.member)  # a session: CSRF token and all
    written = member.request("PUT", f"{pen_base(pen)}/pages/acme", {"text": PAGE})
    assert written.status == 201, written.body
    owner = caller(wiki_server, cast.owner, scope="read")
    assert conforms(owner.get(f"{pen_base(pen)}/pages/acme"), "memory_read")["title"] == "Acme"

    outsider = caller(wiki_server, cast.outsider, scope="write")  # staff, but not in the Pen
    before = files_under(served_home)
    unknown = f"apollo_{'0' * 8}-0000-4000-8000-{'0' * 12}"
    for method, path, body in (
        ("GET", "pages/", None),
        ("GET", "pages/acme", None),
        ("PUT", "pages/acme", {"text": PAGE.replace("pilot", "nothing")}),
        ("POST", "sources/", {"text": "planted"}),
        ("POST", "query", {"text": "acme"}),
        ("POST", "lint", {}),
    ):
        refused = outsider.request(method, f"{pen_base(pen)}/{path}", body)
        missing = outsider.request(method, f"{pen_base(unknown)}/{path}", body)
        assert (refused.status, missing.status) == (404, 404)
        # Indistinguishable from a Pen that does not exist, but for the name asked about.
        assert (
            refused.body["error"]["message"].replace(pen.ref, unknown)
            == (missing.body["error"]["message"])
        )
    assert files_under(served_home) == before
    # ... and the Pen's wiki is not the application's.
    assert "acme" not in [p["name"] for p in owner.get(f"{APP}/pages/").body["pages"]]


def test_a_read_token_reads_and_may_not_write(
    wiki_server: AsgiServer, served_home: Path, cast: Cast, pen: Pen
) -> None:
    caller(wiki_server, cast.owner, scope="write").request(
        "PUT", f"{pen_base(pen)}/pages/acme", {"text": PAGE}
    )
    reader = caller(wiki_server, cast.member, scope="read")
    before = files_under(served_home)
    for method, path, body in (
        ("PUT", "pages/acme", {"text": PAGE.replace("pilot", "nothing")}),
        ("PUT", "pages/new-page", {"text": PAGE}),
        ("POST", "sources/", {"text": "planted"}),
    ):
        answer = reader.request(method, f"{pen_base(pen)}/{path}", body)
        assert (answer.status, answer.body["error"]["code"]) == (403, "permission_denied")
    assert files_under(served_home) == before
    assert reader.get(f"{pen_base(pen)}/pages/acme").body["text"].endswith("Runs the pilot.\n")
    assert reader.request("POST", f"{pen_base(pen)}/query", {"text": "acme"}).status == 200
    assert reader.request("POST", f"{pen_base(pen)}/lint").status == 200


def test_a_token_bound_to_a_brain_reaches_no_wiki(
    wiki_server: AsgiServer, served_home: Path, cast: Cast, pen: Pen
) -> None:
    bound = caller(wiki_server, cast.owner, scope="write", brain=cast.team_brain)
    before = files_under(served_home)
    for base in (APP, pen_base(pen)):
        for method, path, body in (
            ("GET", "pages/", None),
            ("PUT", "pages/acme", {"text": PAGE}),
            ("POST", "sources/", {"text": "planted"}),
        ):
            answer = bound.request(method, f"{base}/{path}", body)
            assert (answer.status, answer.body["error"]["code"]) == (404, "not_found")
    assert files_under(served_home) == before
    # The same user with an unbound token is let in.
    assert caller(wiki_server, cast.owner).get(f"{pen_base(pen)}/pages/").status == 200


def test_a_stale_expected_hash_is_409_with_the_current_hash_and_changes_nothing(
    wiki_server: AsgiServer, served_home: Path, cast: Cast
) -> None:
    staff = caller(wiki_server, cast.owner, scope="write")
    first = staff.request("PUT", f"{APP}/pages/acme", {"text": PAGE}).body["hash"]
    second = staff.request(
        "PUT",
        f"{APP}/pages/acme",
        {"text": PAGE.replace("Runs", "Still runs"), "expected_hash": first},
    )
    assert second.status == 200, second.body
    stale = staff.request(
        "PUT", f"{APP}/pages/acme", {"text": PAGE + "\nMore.\n", "expected_hash": first}
    )
    assert stale.status == 409
    error = stale.body["error"]
    assert (error["code"], error["id"], error["current_hash"]) == (
        "stale_write",
        "acme",
        second.body["hash"],
    )
    assert "Still runs" in staff.get(f"{APP}/pages/acme").body["text"]
    # Expecting a hash of a page that does not exist is stale too (no current hash).
    missing = staff.request("PUT", f"{APP}/pages/ghost", {"text": PAGE, "expected_hash": first})
    assert (missing.status, "current_hash" in missing.body["error"]) == (409, False)
    assert staff.get(f"{APP}/pages/ghost").status == 404
    # The hash a writer read has one name, expected_hash: the old base_hash is refused.
    old = staff.request("PUT", f"{APP}/pages/acme", {"text": PAGE, "base_hash": first})
    assert (old.status, old.body["error"]["code"]) == (400, "bad_argument")
    assert "expected_hash" in old.body["error"]["message"]
    assert "Still runs" in staff.get(f"{APP}/pages/acme").body["text"]


def test_oversize_and_empty_sources_are_refused_and_nothing_is_captured(
    wiki_server: AsgiServer, served_home: Path, cast: Cast
) -> None:
    staff = caller(wiki_server, cast.owner, scope="write")
    limit = MemoryScope().wiki_root().max_source_bytes
    over = staff.request("POST", f"{APP}/sources/", {"text": "x" * (limit + 1)})
    assert (over.status, over.body["error"]["code"]) == (413, "source_too_large")
    assert f"{limit + 1} bytes" in over.body["error"]["message"]
    empty = staff.request("POST", f"{APP}/sources/", {"text": ""})
    assert (empty.status, empty.body["error"]["code"]) == (400, "source_empty")
    huge = staff.request("POST", f"{APP}/sources/", {"text": "x" * (MAX_BODY_BYTES + 1)})
    assert (huge.status, huge.body["error"]["code"]) == (413, "too_large")
    untyped = staff.request("POST", f"{APP}/sources/", {"text": 7})
    assert (untyped.status, untyped.body["error"]["code"]) == (400, "bad_argument")
    assert source_list(root=MemoryScope().wiki_root()) == []
    exact = staff.request("POST", f"{APP}/sources/", {"text": "x" * limit})
    assert exact.status == 201


@pytest.mark.parametrize(
    "path",
    [
        "pages/..%2F..%2Fsecret",
        "pages/../../secret",
        "pages/%2Fetc%2Fpasswd",
        "pages/a/../../b",
        "pages/index",  # not a page: index.md belongs to the provider
        "sources/..%2Fsrc_000000000000000000000000",
        "sources/src_..",
    ],
)
def test_traversal_in_names_is_refused(
    wiki_server: AsgiServer, served_home: Path, cast: Cast, path: str
) -> None:
    staff = caller(wiki_server, cast.owner, scope="write")
    staff.get(f"{APP}/pages/")  # the root exists
    before = files_under(served_home)
    read = staff.get(f"{APP}/{path}")
    assert read.status in (400, 404), read.body
    codes = ("invalid_page_name", "invalid_source_id", "bad_argument", "not_found")
    assert read.body["error"]["code"] in codes
    if path.startswith("pages/"):
        written = staff.request("PUT", f"{APP}/{path}", {"text": PAGE})
        assert written.status in (400, 404, 405), written.body
    assert files_under(served_home) == before


def test_the_openapi_schema_documents_every_wiki_operation(wiki_server: AsgiServer) -> None:
    schema = Api(wiki_server.url).get("/api/schema/?format=json", headers={"Accept": "*/*"})
    paths = schema.body["paths"]
    for base in ("/api/memory/wiki", "/api/pens/{pen}/wiki"):
        assert set(paths[f"{base}/pages/{{name}}"]) == {"get", "put"}
        assert set(paths[f"{base}/sources/"]) == {"get", "post"}
        write = paths[f"{base}/pages/{{name}}"]["put"]
        assert "text" in write["requestBody"]["content"]["application/json"]["schema"]["properties"]
        assert {"200", "201", "403", "404", "409"} <= set(write["responses"])
        assert "413" in paths[f"{base}/sources/"]["post"]["responses"]


def test_switching_the_provider_changes_only_the_binding(
    wiki_server: AsgiServer, served_home: Path, cast: Cast, pen: Pen
) -> None:
    member = caller(wiki_server, cast.member, scope="write")
    provider = f"/api/pens/{pen.ref}/provider"
    state = member.get(provider).body
    assert (state["provider"], state["bound"], state["has_graph"]) == ("markdown", False, False)
    notes = MemoryScope(pen=pen).markdown_dir()
    notes.mkdir(parents=True)
    (notes / "plan.md").write_text("# Plan\n")

    switched = member.request("PUT", provider, {"provider": "llm-wiki"})
    assert (switched.status, switched.body["provider"], switched.body["has_graph"]) == (
        200,
        "llm-wiki",
        True,
    )
    member.request("PUT", f"{pen_base(pen)}/pages/acme", {"text": PAGE})
    wiki_files = files_under(served_home)
    back = member.request("PUT", provider, {"provider": "markdown"})
    assert (back.status, back.body["provider"]) == (200, "markdown")
    # Nothing imported, merged, mirrored or deleted: both providers' files are as they were.
    assert files_under(served_home) == wiki_files
    assert (notes / "plan.md").read_text() == "# Plan\n"
    assert member.get(f"{pen_base(pen)}/pages/acme").status == 200

    bankless = member.request("PUT", provider, {"provider": "hindsight"})
    assert (bankless.status, bankless.body["error"]["code"]) == (400, "bad_argument")
    bound = member.request("PUT", provider, {"provider": "hindsight", "hindsight_bank": "apollo"})
    assert (bound.body["provider"], bound.body["hindsight_bank"]) == ("hindsight", "apollo")
    unknown = member.request("PUT", provider, {"provider": "notion"})
    assert unknown.status == 400

    reader = caller(wiki_server, cast.owner, scope="read")
    refused = reader.request("PUT", provider, {"provider": "llm-wiki"})
    assert (refused.status, refused.body["error"]["code"]) == (403, "permission_denied")
    assert reader.get(provider).body["provider"] == "hindsight"
    outsider = caller(wiki_server, cast.outsider, scope="write")
    assert outsider.request("PUT", provider, {"provider": "llm-wiki"}).status == 404
    assert outsider.get(provider).status == 404
    assert member.get("/api/memory/provider").status == 200  # member is staff too
    assert caller(wiki_server, make_user("plain")).get("/api/memory/provider").status == 404


def test_an_unpaired_surrogate_is_400_and_writes_nothing(
    wiki_server: AsgiServer, served_home: Path, cast: Cast
) -> None:
    staff = caller(wiki_server, cast.owner, scope="write")
    before = files_under(served_home)
    for method, path, body in (
        ("PUT", "pages/acme", {"text": PAGE.replace("pilot", "pilot \udc80")}),
        ("POST", "sources/", {"text": "Acme \ud800 runs the pilot."}),
        ("POST", "query", {"text": "acme \udfff"}),
    ):
        answer = staff.request(method, f"{APP}/{path}", body)
        assert (answer.status, answer.body["error"]["code"]) == (400, "invalid_json"), path
    assert files_under(served_home) == before  # no page, no source, no temporary file


def test_a_page_write_that_fails_leaves_no_temporary_file(tmp_path: Path) -> None:
    page = tmp_path / "acme.md"
    with pytest.raises(UnicodeEncodeError):
        write_atomic(page, "Acme \udc80")  # a text no file can hold
    assert list(tmp_path.iterdir()) == []
    write_atomic(page, PAGE)
    assert [p.name for p in tmp_path.iterdir()] == ["acme.md"]
