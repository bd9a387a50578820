"""The Hindsight provider (llmwiki/hindsight.py) through the real `hindsight-client`, against a
loopback server speaking the routes it calls (tests/hindsight_server.py)."""

from __future__ import annotations

import socket
from collections.abc import Iterator

import pytest
from django.conf import LazySettings

from llmwiki.hindsight import HindsightError, HindsightProvider
from llmwiki.models import Pen
from llmwiki.providers import HINDSIGHT, MemoryNotFound, MemoryProvider
from llmwiki.scopes import MemoryScope, binding_activate
from tests.cast import Cast
from tests.hindsight_server import HindsightServer

UNITS = [
    {
        "id": "mem-1",
        "text": "Sarah Chen is VP of Operations at Acme.\nShe runs the pilot.",
        "context": "kickoff call",
        "date": "2026-11-30",
        "fact_type": "world",
        "entities": "Sarah Chen, Acme",
        "tags": ["acme", "people"],
        "updated_at": "2026-11-30T15:00:00Z",
    },
    {"id": "mem-2", "text": "Acme signed the pilot contract.", "tags": []},
]


@pytest.fixture
def hindsight() -> Iterator[HindsightServer]:
    with HindsightServer() as server:
        server.banks["acme"] = [dict(unit) for unit in UNITS]
        yield server


def provider(server: HindsightServer, bank: str = "acme", **kwargs: object) -> HindsightProvider:
    return HindsightProvider(bank=bank, url=server.url, **kwargs)  # type: ignore[arg-type]


def test_pages_are_the_banks_memories_and_there_is_no_graph(hindsight: HindsightServer) -> None:
    memory: MemoryProvider = provider(hindsight)
    assert (memory.key, memory.label, memory.has_graph) == (HINDSIGHT, "Hindsight", False)
    pages = memory.list_pages()
    assert [(page.name, page.title) for page in pages] == [
        ("mem-1", "Sarah Chen is VP of Operations at Acme."),
        ("mem-2", "Acme signed the pilot contract."),
    ]
    assert pages[0].summary == "kickoff call"
    assert pages[0].updated == "2026-11-30T15:00:00Z"
    assert hindsight.requests[0][0].startswith("/v1/default/banks/acme/memories/list?")

    document = memory.read_page("mem-1")
    assert document.page.name == "mem-1" and document.kind == "page"
    assert document.body.startswith("# Sarah Chen is VP of Operations at Acme.\n\n")
    assert "She runs the pilot." in document.body
    assert "- Tags: acme, people" in document.body
    assert hindsight.requests[-1][0] == "/v1/default/banks/acme/memories/mem-1"


def test_the_list_pages_through_the_bank_up_to_the_limit(hindsight: HindsightServer) -> None:
    hindsight.banks["big"] = [{"id": f"m{i:03d}", "text": f"fact {i}"} for i in range(250)]
    pages = provider(hindsight, "big").list_pages()
    assert [page.name for page in pages] == [f"m{i:03d}" for i in range(250)]
    assert len(hindsight.requests) == 3  # 100 + 100 + 50
    hindsight.requests.clear()
    assert len(provider(hindsight, "big").list_pages(limit=120)) == 120
    assert len(hindsight.requests) == 2


def test_the_api_key_is_sent_as_a_bearer_token(hindsight: HindsightServer) -> None:
    hindsight.api_key = "hs-secret"
    assert len(provider(hindsight, api_key="hs-secret").list_pages()) == 2
    assert hindsight.requests[-1][1] == "Bearer hs-secret"
    with pytest.raises(HindsightError) as refused:
        provider(hindsight, api_key="wrong").list_pages()
    assert refused.value.code == "hindsight_failed"
    assert "answered 401" in refused.value.message


def test_unknown_memories_and_traversal_names_are_not_found(hindsight: HindsightServer) -> None:
    memory = provider(hindsight)
    with pytest.raises(MemoryNotFound):
        memory.read_page("mem-404")
    sent = len(hindsight.requests)
    for name in ("..", "../acme", "mem-1/../mem-2", "/etc/passwd", "", "a" * 300):
        with pytest.raises(MemoryNotFound):
            memory.read_page(name)
    assert len(hindsight.requests) == sent  # refused before anything was sent
    with pytest.raises(HindsightError) as bad_bank:
        provider(hindsight, bank="../other")
    assert bad_bank.value.code == "hindsight_bad_bank"
    with pytest.raises(HindsightError) as no_bank:
        provider(hindsight, bank="nobody").list_pages()
    assert "no memory bank 'nobody'" in no_bank.value.message


def test_server_errors_timeouts_and_no_server_are_clear_errors(
    hindsight: HindsightServer,
) -> None:
    hindsight.fail = "error"
    with pytest.raises(HindsightError) as failed:
        provider(hindsight).list_pages()
    assert failed.value.code == "hindsight_failed"
    assert f"{hindsight.url} answered 500" in failed.value.message
    with pytest.raises(HindsightError):
        provider(hindsight).read_page("mem-1")

    hindsight.fail = "timeout"
    with pytest.raises(HindsightError) as slow:
        provider(hindsight, timeout=0.5).read_page("mem-1")
    assert slow.value.code == "hindsight_timeout"
    assert "did not answer within 0.5 s" in slow.value.message

    with socket.socket() as free:
        free.bind(("127.0.0.1", 0))
        closed_port = free.getsockname()[1]
    with pytest.raises(HindsightError) as down:
        HindsightProvider(bank="acme", url=f"http://127.0.0.1:{closed_port}").list_pages()
    assert down.value.code == "hindsight_unavailable"
    assert f"could not reach the Hindsight server at http://127.0.0.1:{closed_port}" in (
        down.value.message
    )


@pytest.mark.django_db
def test_a_pen_bound_to_hindsight_reads_its_bank_from_the_settings(
    hindsight: HindsightServer, settings: LazySettings, cast: Cast
) -> None:
    settings.HINDSIGHT_URL = hindsight.url
    settings.HINDSIGHT_API_KEY = None
    pen = Pen.objects.create(name="Apollo", short_name="apollo", owner=cast.owner)
    binding = binding_activate(
        scope=MemoryScope(pen=pen), provider=HINDSIGHT, actor=cast.owner, hindsight_bank="acme"
    )
    memory = HindsightProvider.for_binding(binding)
    assert [page.name for page in memory.list_pages()] == ["mem-1", "mem-2"]
    settings.HINDSIGHT_URL = None
    with pytest.raises(HindsightError) as unset:
        HindsightProvider.for_binding(binding)
    assert (unset.value.code, "HINDSIGHT_URL" in unset.value.message) == (
        "hindsight_not_configured",
        True,
    )
