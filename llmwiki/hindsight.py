"""The *Hindsight* memory provider: Pages read from a Hindsight server's memory bank.

Each memory unit of the bank (`MemoryBinding.hindsight_bank`) is one page: its name is the
unit's id, its title the first line of its text. Nothing is written, and no graph is made up
(`has_graph` is False: the browser shows Pages only).

It reads through the official `hindsight-client` package (its async API, run to completion
here, one short-lived client per call) on two of the server's routes:

    GET {HINDSIGHT_URL}/v1/default/banks/{bank}/memories/list?limit=&offset=   list_pages
    GET {HINDSIGHT_URL}/v1/default/banks/{bank}/memories/{memory_id}           read_page

with `Authorization: Bearer {HINDSIGHT_API_KEY}` when a key is set. A server that is not
configured, cannot be reached, is too slow (`HINDSIGHT_TIMEOUT_SECONDS`) or answers an error
is a `HindsightError` with a message saying which: a caller shows it, never a server error.
A memory id the server does not know is `MemoryNotFound`, as in every provider.

The calls are synchronous (for Django's sync code, and the API's thread for it); don't call
them from a running event loop's own thread.
"""

from __future__ import annotations

import asyncio
import functools
import re
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, Final, TypeVar

from django.conf import settings

from llmwiki.memory import HINDSIGHT, MemoryDocument, MemoryNotFound, MemoryPage
from llmwiki.models import MemoryBinding

if TYPE_CHECKING:
    from hindsight_client import Hindsight

PAGE_SIZE: Final = 100
TITLE_CHARS: Final = 80
SUMMARY_CHARS: Final = 200
# A bank or memory id is sent in a URL path: plain characters only (no '/', no dot-only names
# a URL normalizer would resolve as '..').
_ID_RE: Final = re.compile(r"[A-Za-z0-9_:@-][A-Za-z0-9._:@-]{0,199}")

MSG_NOT_CONFIGURED: Final = "Hindsight is not configured: set HINDSIGHT_URL to its server"
MSG_BAD_BANK: Final = "{bank!r} is not a Hindsight memory bank name"
MSG_NO_BANK: Final = "the Hindsight server has no memory bank {bank!r}"
MSG_UNREACHABLE: Final = "could not reach the Hindsight server at {url}: {problem}"
MSG_TIMEOUT: Final = "the Hindsight server at {url} did not answer within {seconds} s"
MSG_SERVER: Final = "the Hindsight server at {url} answered {status}{reason}"
MSG_NO_MEMORY: Final = "no memory {name!r} in the Hindsight bank {bank!r}"
MSG_BAD_ANSWER: Final = "the Hindsight server at {url} sent an answer that is not a memory"

_T = TypeVar("_T")


class HindsightError(Exception):
    """Hindsight could not be read (not configured, unreachable, slow, or it failed)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class HindsightProvider:
    """Pages of one Hindsight memory bank (see the module docstring)."""

    key: str = HINDSIGHT
    label: str = "Hindsight"
    has_graph: bool = False

    def __init__(
        self,
        *,
        bank: str,
        url: str | None = None,
        api_key: str | None = None,
        timeout: float | None = None,
    ) -> None:
        url = url if url is not None else settings.HINDSIGHT_URL
        if not url:
            raise HindsightError("hindsight_not_configured", MSG_NOT_CONFIGURED)
        if not _ID_RE.fullmatch(bank):
            raise HindsightError("hindsight_bad_bank", MSG_BAD_BANK.format(bank=bank))
        self.bank = bank
        self.url = url.rstrip("/")
        self.api_key = api_key if api_key is not None else settings.HINDSIGHT_API_KEY
        self.timeout = float(timeout if timeout is not None else settings.HINDSIGHT_TIMEOUT_SECONDS)

    @classmethod
    def for_binding(cls, binding: MemoryBinding) -> HindsightProvider:
        """The provider of a scope bound to Hindsight (its bank), on HINDSIGHT_URL."""
        return cls(bank=binding.hindsight_bank.strip())

    def list_pages(self, *, limit: int = 500) -> list[MemoryPage]:
        """The bank's memory units as pages, in the server's order, at most `limit`."""
        pages: list[MemoryPage] = []
        while len(pages) < limit:
            size = min(PAGE_SIZE, limit - len(pages))
            offset = len(pages)

            answer = self._run(
                functools.partial(self._list, size=size, offset=offset),
                missing=MSG_NO_BANK.format(bank=self.bank),
            )
            items = [item.to_dict() for item in answer.items]
            pages += [_page(item) for item in items if item.get("id")]
            if len(items) < size or offset + len(items) >= answer.total:
                break
        return pages[:limit]

    async def _list(self, client: Hindsight, *, size: int, offset: int) -> Any:
        return await client.alist_memories(bank_id=self.bank, limit=size, offset=offset)

    def read_page(self, name: str) -> MemoryDocument:
        """One memory unit, as markdown; MemoryNotFound for an id the bank does not have."""
        missing = MSG_NO_MEMORY.format(name=name, bank=self.bank)
        if not _ID_RE.fullmatch(name):
            raise MemoryNotFound(missing)

        async def fetch(client: Hindsight) -> Any:
            return await client.memory.get_memory(
                bank_id=self.bank, memory_id=name, _request_timeout=self.timeout
            )

        try:
            unit = self._run(fetch, missing=missing)
        except _Missing:
            raise MemoryNotFound(missing) from None
        if not isinstance(unit, dict) or not isinstance(unit.get("text", ""), str):
            raise HindsightError("hindsight_failed", MSG_BAD_ANSWER.format(url=self.url))
        page = _page({**unit, "id": unit.get("id") or name})
        return MemoryDocument(page=page, body=_body(page, unit))

    # --- the client -------------------------------------------------------------------------

    def _run(self, work: Callable[[Hindsight], Awaitable[_T]], *, missing: str) -> _T:
        """`work` with a fresh client, to completion; the failures as HindsightError (a 404 as
        `_Missing` for read_page, else HindsightError with `missing`).

        The client is imported here, on the first call, not with the module: its generated
        API models take most of a second to import, which every process that loads the URLs
        (each server, Celery worker and manage.py command) paid, Hindsight in use or not."""
        import aiohttp
        from hindsight_client import Hindsight
        from hindsight_client_api.exceptions import ApiException, OpenApiException

        async def main() -> _T:
            client = Hindsight(base_url=self.url, api_key=self.api_key, timeout=self.timeout)
            try:
                return await asyncio.wait_for(work(client), self.timeout)
            finally:
                await client.aclose()

        try:
            return asyncio.run(main())
        except ApiException as error:
            if error.status == 404:
                raise _Missing(missing) from None
            reason = f" ({error.reason})" if error.reason else ""
            raise HindsightError(
                "hindsight_failed",
                MSG_SERVER.format(url=self.url, status=error.status, reason=reason),
            ) from None
        except TimeoutError:
            raise HindsightError(
                "hindsight_timeout", MSG_TIMEOUT.format(url=self.url, seconds=self.timeout)
            ) from None
        except (aiohttp.ClientError, OSError, OpenApiException, ValueError) as error:
            problem = str(error) or type(error).__name__
            raise HindsightError(
                "hindsight_unavailable", MSG_UNREACHABLE.format(url=self.url, problem=problem)
            ) from None


class _Missing(HindsightError):
    def __init__(self, message: str) -> None:
        super().__init__("hindsight_not_found", message)


def _line(text: str, limit: int) -> str:
    first = " ".join(text.strip().split("\n", 1)[0].split())
    return first if len(first) <= limit else first[: limit - 1].rstrip() + "…"


def _page(unit: dict[str, Any]) -> MemoryPage:
    text = str(unit.get("text") or "")
    name = str(unit["id"])
    context = " ".join(str(unit.get("context") or "").split())
    updated = unit.get("updated_at") or unit.get("mentioned_at") or unit.get("date") or None
    return MemoryPage(
        name=name,
        title=_line(text, TITLE_CHARS) or name,
        summary=_line(context or text, SUMMARY_CHARS),
        updated=str(updated) if updated else None,
    )


def _body(page: MemoryPage, unit: dict[str, Any]) -> str:
    """The memory as markdown: its text, then what the server says about it."""
    lines = [f"# {page.title}", "", str(unit.get("text") or "").strip(), ""]
    facts = [
        ("Context", unit.get("context")),
        ("Date", unit.get("date")),
        ("Type", unit.get("fact_type") or unit.get("type")),
        ("Entities", unit.get("entities")),
        ("Tags", ", ".join(unit["tags"]) if isinstance(unit.get("tags"), list) else None),
    ]
    shown = [f"- {label}: {value}" for label, value in facts if value]
    return "\n".join(lines + shown).rstrip() + "\n"
