"""Secrets shown once and kept as a hash: what integration keys (`ingest/keys.py`) and API
tokens (`brain/api/tokens.py`) share.

A key reads `<tag>_<prefix>_<secret>`: the tag says what kind of key it is (`jmk` a Jamie key,
`gbt` an API token), the prefix (10 letters and digits) finds the row, the secret (32 random
bytes, URL-safe base64) proves it. Only sha256 of the whole key is stored; the key itself is
shown once, when it is made.

`KeyFormat.lookup` compares hashes with `hmac.compare_digest`, and compares against a dummy
hash when the prefix names no row, so the response time says nothing about which prefixes
exist. Nothing here knows a model: callers pass how to find a row by prefix and how to store
a new one.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import string
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final, Protocol, TypeVar

from django.db import IntegrityError, transaction

PREFIX_ALPHABET: Final = string.ascii_letters + string.digits
DUMMY_HASH: Final = hashlib.sha256(b"no such key").hexdigest()
# Five prefix collisions in 62^10 in a row mean something else is wrong (a unique index
# violated for another reason): the sixth attempt is not made.
CREATE_ATTEMPTS: Final = 5


class HashedKey(Protocol):
    key_hash: str


Row = TypeVar("Row", bound=HashedKey)
Made = TypeVar("Made")


def key_hash(raw: str) -> str:
    """sha256 of the whole key, hex: what is stored."""
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class KeyFormat:
    """One kind of key: `<tag>_<prefix>_<secret>`."""

    tag: str
    prefix_length: int = 10
    secret_bytes: int = 32
    # tag + prefix + token_urlsafe(32) (43 characters); anything much longer is not a key.
    max_length: int = 128

    @property
    def start(self) -> str:
        return f"{self.tag}_"

    def new(self) -> tuple[str, str]:
        """A fresh (prefix, key)."""
        prefix = "".join(secrets.choice(PREFIX_ALPHABET) for _ in range(self.prefix_length))
        return prefix, f"{self.start}{prefix}_{secrets.token_urlsafe(self.secret_bytes)}"

    def prefix_of(self, raw: str) -> str | None:
        """The prefix a well-formed key names; None for anything that is not such a key."""
        end = len(self.start) + self.prefix_length
        if (
            len(raw) > self.max_length
            or not raw.startswith(self.start)
            or raw[end : end + 1] != "_"
            or len(raw) <= end + 1
        ):
            return None
        return raw[len(self.start) : end]

    def prefix_named(self, text: str) -> str:
        """What an operator typed to name a key: its prefix, or the whole key (whose prefix
        it names)."""
        text = text.strip()
        if text.startswith(self.start):
            return text[len(self.start) : len(self.start) + self.prefix_length]
        return text

    def create(self, store: Callable[[str, str], Made]) -> tuple[Made, str]:
        """A new key stored by `store(prefix, key_hash)` (which inserts the row, and raises
        IntegrityError on a taken prefix); (what it returned, the plaintext key)."""
        for attempt in range(CREATE_ATTEMPTS):
            prefix, raw = self.new()
            try:
                with transaction.atomic():
                    made = store(prefix, key_hash(raw))
            except IntegrityError:
                if attempt == CREATE_ATTEMPTS - 1:
                    raise
                continue
            return made, raw
        raise AssertionError("unreachable")

    def lookup(self, raw: str | None, find: Callable[[str], Row | None]) -> Row | None:
        """The row `find(prefix)` returns for `raw` when its hash matches the key; else None.

        The hash comparison runs whether or not `find` found a row (against DUMMY_HASH)."""
        if not raw:
            return None
        prefix = self.prefix_of(raw)
        row = find(prefix) if prefix is not None else None
        stored = row.key_hash if row is not None else DUMMY_HASH
        matches = hmac.compare_digest(key_hash(raw), stored)
        return row if matches and row is not None else None
