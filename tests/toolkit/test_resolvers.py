"""Source resolvers (a registry seam, no network) and the pointer/copy rule
(docs/pointer-copy-contract.md)."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from brain.toolkit import resolvers
from brain.toolkit.pointer_copy import POINTER_COPY_RULE
from brain.toolkit.resolvers import (
    ResolvedSource,
    linear_resolver,
    register_resolver,
    registered_providers,
    resolve_github,
    resolve_source,
)
from tests.toolkit.helpers import REPO_ROOT, doc_text, run_json, write


@pytest.fixture(autouse=True)
def no_network(monkeypatch: pytest.MonkeyPatch) -> None:
    """Any attempt to open a connection fails the test."""

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("a resolver tried to use the network")

    monkeypatch.setattr(socket, "create_connection", refuse)
    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket, "getaddrinfo", refuse)


@pytest.fixture
def registry(monkeypatch: pytest.MonkeyPatch) -> None:
    """A private copy of the registry, so registering in a test leaks nowhere."""
    monkeypatch.setattr(resolvers, "_REGISTRY", dict(resolvers._REGISTRY))


# --- github ---------------------------------------------------------------------------------


def test_github_issue_or_pull_request() -> None:
    assert resolve_source("github:octo-org/herd.book#123") == ResolvedSource(
        ref="github:octo-org/herd.book#123",
        provider="github",
        url="https://github.com/octo-org/herd.book/issues/123",
        label="octo-org/herd.book#123",
    )


def test_github_commit() -> None:
    assert resolve_source("github:octo/repo@0123456789abcdef") == ResolvedSource(
        ref="github:octo/repo@0123456789abcdef",
        provider="github",
        url="https://github.com/octo/repo/commit/0123456789abcdef",
        label="octo/repo@0123456",
    )


def test_github_repository() -> None:
    resolved = resolve_github("github:octo/repo")
    assert resolved is not None
    assert (resolved.url, resolved.label) == ("https://github.com/octo/repo", "octo/repo")


def test_github_ref_it_cannot_read_has_no_url() -> None:
    assert resolve_source("github:just-a-name") == ResolvedSource(
        "github:just-a-name", "github", None, "just-a-name"
    )


# --- linear ---------------------------------------------------------------------------------


def test_linear_issue_url_names_the_workspace() -> None:
    resolve = linear_resolver("goat-labs")
    assert resolve("linear:ENG-42") == ResolvedSource(
        "linear:ENG-42", "linear", "https://linear.app/goat-labs/issue/ENG-42", "ENG-42"
    )


def test_linear_keys_are_uppercased() -> None:
    resolved = linear_resolver("goat-labs")("linear:goa-151")
    assert resolved is not None
    assert (resolved.url, resolved.label) == (
        "https://linear.app/goat-labs/issue/GOA-151",
        "GOA-151",
    )


def test_linear_without_a_workspace_has_no_url() -> None:
    assert linear_resolver(None)("linear:ENG-42") == ResolvedSource(
        "linear:ENG-42", "linear", None, "ENG-42"
    )


def test_linear_ref_that_is_not_an_issue_key_has_no_url() -> None:
    resolved = linear_resolver("goat-labs")("linear:project/roadmap")
    assert resolved is not None
    assert resolved.url is None
    assert resolved.label == "project/roadmap"


def test_the_registered_linear_resolver_answers(registry: None) -> None:
    register_resolver("linear", linear_resolver("acme"))
    resolved = resolve_source("linear:ENG-7")
    assert resolved is not None
    assert resolved.url == "https://linear.app/acme/issue/ENG-7"


# --- the registry ---------------------------------------------------------------------------


def test_github_linear_and_web_are_registered() -> None:
    assert {"github", "linear", "web"} <= set(registered_providers())


def test_web_refs_point_at_the_page() -> None:
    resolved = resolve_source("web:https://example.com/a?b=1")
    assert resolved is not None
    assert resolved.url == "https://example.com/a?b=1"


@pytest.mark.parametrize("ref", ["jamie:meeting:123", "martian:x", "file:notes.txt"])
def test_unknown_or_unregistered_providers_resolve_to_none(ref: str) -> None:
    assert resolve_source(ref) is None


@pytest.mark.parametrize("ref", ["nocolon", "GitHub:octo/repo#1", "github:has space", ""])
def test_malformed_refs_resolve_to_none(ref: str) -> None:
    assert resolve_source(ref) is None


def test_the_registry_accepts_a_new_provider(registry: None) -> None:
    # given
    def resolve_notion(ref: str) -> ResolvedSource:
        page = ref.split(":", 1)[1]
        return ResolvedSource(ref, "notion", f"https://notion.so/{page}", page)

    assert resolve_source("notion:abc123") is None
    # when
    register_resolver("notion", resolve_notion)
    # then
    assert "notion" in registered_providers()
    assert resolve_source("notion:abc123") == ResolvedSource(
        "notion:abc123", "notion", "https://notion.so/abc123", "abc123"
    )


def test_a_registered_provider_is_standard_for_the_doctor(
    registry: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write(
        tmp_path, "inbox/a.md", doc_text("a", extra="sources: [notion:abc123]", body="[[page:b]]")
    )
    write(tmp_path, "inbox/b.md", doc_text("b"))
    _, before, _ = run_json(capsys, tmp_path, "doctor")
    assert before["counts"] == {"nonstandard_source_ref": 1}
    register_resolver("notion", lambda ref: None)
    _, after, _ = run_json(capsys, tmp_path, "doctor")
    assert after["counts"] == {}


def test_the_registry_is_not_leaked_between_tests() -> None:
    assert "notion" not in registered_providers()


# --- the pointer/copy rule ------------------------------------------------------------------


def test_the_pointer_copy_rule_names_the_evidence_zone_and_the_pointer_syntax() -> None:
    assert POINTER_COPY_RULE.startswith("Pointer/copy rule: point at sources;")
    assert "Snapshot a source into evidence/ only when" in POINTER_COPY_RULE
    assert "[[source:<provider>:<native id>]]" in POINTER_COPY_RULE
    assert "[[evidence:<id>]]" in POINTER_COPY_RULE


def test_the_pointer_copy_rule_covers_the_three_source_classes() -> None:
    flat = " ".join(POINTER_COPY_RULE.split())
    # ephemeral sources: snapshot and pointer
    assert (
        "Meeting transcripts, emails and chat captures: write an evidence snapshot AND a pointer"
        in flat
    )
    # trackers: pointer plus one-line state, never the body
    assert (
        "Linear and GitHub items: a pointer plus a one-line summary of their current state" in flat
    )
    assert "never copy their body" in flat
    # everything else: pointer only
    assert "Anything else: a pointer only" in flat


def test_the_pointer_copy_rule_is_one_plain_constant() -> None:
    assert isinstance(POINTER_COPY_RULE, str)
    assert POINTER_COPY_RULE.strip() == POINTER_COPY_RULE
    assert "an active page must" in POINTER_COPY_RULE


def test_the_prose_copy_lives_in_docs() -> None:
    prose = (REPO_ROOT / "docs" / "pointer-copy-contract.md").read_text(encoding="utf-8")
    assert "POINTER_COPY_RULE" in prose
    assert "evidence/" in prose
