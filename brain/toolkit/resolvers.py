"""Source resolvers: provider -> live URL (and later, state) for a source ref, by registry.

Resolvers build URLs from the ref alone; none of them touches the network.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from .links import is_source_ref, source_provider


@dataclass(frozen=True)
class ResolvedSource:
    ref: str
    provider: str
    url: str | None
    label: str


Resolver = Callable[[str], ResolvedSource | None]

_REGISTRY: dict[str, Resolver] = {}

_GITHUB_ITEM: Final = re.compile(r"^(?P<repo>[\w.-]+/[\w.-]+)(?:#(?P<number>\d+))?$")
_GITHUB_COMMIT: Final = re.compile(r"^(?P<repo>[\w.-]+/[\w.-]+)@(?P<sha>[0-9a-f]{7,40})$")
_LINEAR_ISSUE: Final = re.compile(r"^(?P<key>[A-Za-z][A-Za-z0-9]*-\d+)$")


def register_resolver(provider: str, resolver: Resolver) -> None:
    _REGISTRY[provider] = resolver


def registered_providers() -> list[str]:
    return sorted(_REGISTRY)


def resolve_source(ref: str) -> ResolvedSource | None:
    """What the registry knows about `ref`; None for malformed refs or unknown providers."""
    if not is_source_ref(ref):
        return None
    resolver = _REGISTRY.get(source_provider(ref))
    return resolver(ref) if resolver is not None else None


def _native(ref: str) -> str:
    return ref.split(":", 1)[1]


def resolve_github(ref: str) -> ResolvedSource | None:
    """`github:owner/repo#123` (issue or PR), `github:owner/repo@sha`, `github:owner/repo`."""
    native = _native(ref)
    commit = _GITHUB_COMMIT.match(native)
    if commit:
        url = f"https://github.com/{commit['repo']}/commit/{commit['sha']}"
        return ResolvedSource(ref, "github", url, f"{commit['repo']}@{commit['sha'][:7]}")
    item = _GITHUB_ITEM.match(native)
    if not item:
        return ResolvedSource(ref, "github", None, native)
    if item["number"]:
        # GitHub redirects /issues/N to /pull/N for pull requests.
        url = f"https://github.com/{item['repo']}/issues/{item['number']}"
        return ResolvedSource(ref, "github", url, f"{item['repo']}#{item['number']}")
    return ResolvedSource(ref, "github", f"https://github.com/{item['repo']}", item["repo"])


def linear_resolver(workspace: str | None) -> Resolver:
    """`linear:ENG-42`; Linear's issue URLs name the workspace, so without one there is no URL."""

    def resolve(ref: str) -> ResolvedSource | None:
        native = _native(ref)
        if _LINEAR_ISSUE.match(native):
            key = native.upper()
            url = f"https://linear.app/{workspace}/issue/{key}" if workspace else None
            return ResolvedSource(ref, "linear", url, key)
        return ResolvedSource(ref, "linear", None, native)

    return resolve


def resolve_web(ref: str) -> ResolvedSource | None:
    """`web:https://…` points at the page itself."""
    native = _native(ref)
    url = native if native.startswith(("https://", "http://")) else None
    return ResolvedSource(ref, "web", url, native)


register_resolver("github", resolve_github)
register_resolver("linear", linear_resolver(os.environ.get("GOAT_LINEAR_WORKSPACE")))
register_resolver("web", resolve_web)
