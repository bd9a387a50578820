"""Memory scopes: who may use which, where their files live, and the one active provider."""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any

import pytest
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.http import Http404
from django.test import Client
from django.urls import reverse

from llmwiki.models import Chat, MemoryBinding, Pen
from llmwiki.scopes import (
    MSG_HINDSIGHT_BANK,
    MemoryScope,
    ScopeError,
    active_provider,
    application_scope,
    binding_activate,
    binding_of,
    chat_scope,
    pen_scope,
    pens_of,
)
from tests.store.factories import make_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def pen() -> Pen:
    owner = make_user("olivia")
    pen = Pen.objects.create(name="Acme pilot", short_name="acme-pilot", owner=owner)
    pen.members.add(make_user("mario"))
    make_user("outsider")
    return pen


def test_a_pen_is_open_to_its_owner_and_members_only(pen: Pen) -> None:
    olivia, mario, outsider = (pen.owner, pen.members.get(), make_user("someone"))

    assert list(pens_of(olivia)) == list(pens_of(mario)) == [pen]
    assert list(pens_of(outsider)) == []
    assert pen_scope(user=mario, ref=pen.ref).pen == pen
    for user, ref in [
        (outsider, pen.ref),
        (mario, f"other_{pen.uuid}"),
        (mario, f"acme-pilot_{uuid.uuid4()}"),
        (mario, "acme-pilot_not-a-uuid"),
        (mario, "../../etc"),
        (None, pen.ref),
    ]:
        with pytest.raises(Http404):
            pen_scope(user=user, ref=ref)

    mario.is_active = False
    with pytest.raises(Http404):
        pen_scope(user=mario, ref=pen.ref)


def test_the_application_scope_is_for_staff_and_a_chat_for_its_owner(pen: Pen) -> None:
    staff, mario = make_user("stella", is_staff=True), pen.members.get()
    chat = Chat.objects.create(owner=mario, pen=pen, title="Pilot notes")

    assert application_scope(user=staff).kind == "application"
    with pytest.raises(Http404):
        application_scope(user=mario)
    assert chat_scope(user=mario, chat_id=chat.pk) == MemoryScope(pen=pen, chat=chat)
    with pytest.raises(Http404):
        chat_scope(user=pen.owner, chat_id=chat.pk)


def test_memory_lives_under_goat_home_by_scope(pen: Pen, tmp_path: Path) -> None:
    chat = Chat.objects.create(owner=pen.owner)

    assert MemoryScope().markdown_dir(tmp_path) == tmp_path / "memory" / "markdown"
    assert MemoryScope(pen=pen).memory_dir(tmp_path) == (
        tmp_path / "projects" / f"acme-pilot_{pen.uuid}" / "memory"
    )
    assert MemoryScope(chat=chat).memory_dir(tmp_path) == tmp_path / "memory"
    for scope in (MemoryScope(), MemoryScope(pen=pen)):
        assert scope.wiki_root(tmp_path).path == scope.memory_dir(tmp_path) / "llm-wiki"


def test_one_binding_per_scope_and_a_chat_follows_its_pen_then_the_application(
    pen: Pen,
) -> None:
    chat = Chat.objects.create(owner=pen.owner, pen=pen)
    lone_chat = Chat.objects.create(owner=pen.owner)
    application, pen_only = MemoryScope(), MemoryScope(pen=pen)
    chat_only, lone = MemoryScope(pen=pen, chat=chat), MemoryScope(chat=lone_chat)

    # nothing recorded: Markdown (local) everywhere
    assert {active_provider(s) for s in (application, pen_only, chat_only, lone)} == {"markdown"}

    binding_activate(scope=application, provider="hindsight", hindsight_bank="team", actor=None)
    binding_activate(scope=pen_only, provider="llm-wiki", actor=pen.owner)
    binding_activate(scope=pen_only, provider="llm-wiki", actor=pen.owner)

    assert MemoryBinding.objects.filter(pen=pen).count() == 1
    assert active_provider(chat_only) == "llm-wiki"  # its Pen's
    assert active_provider(lone) == "hindsight"  # the application's
    assert binding_of(chat_only) is None

    binding_activate(scope=chat_only, provider="markdown", actor=pen.owner)
    binding_activate(scope=pen_only, provider="markdown", actor=pen.owner)

    assert active_provider(chat_only) == "markdown"
    assert MemoryBinding.objects.get(pen=pen).updated_by == pen.owner
    assert MemoryBinding.objects.count() == 3


def test_a_bad_provider_or_a_bankless_hindsight_changes_nothing(pen: Pen) -> None:
    scope = MemoryScope(pen=pen)

    with pytest.raises(ScopeError) as unknown:
        binding_activate(scope=scope, provider="notion", actor=None)
    with pytest.raises(ScopeError) as bankless:
        binding_activate(scope=scope, provider="hindsight", hindsight_bank="  ", actor=None)

    assert "unknown provider 'notion'" in unknown.value.message
    assert bankless.value.message == MSG_HINDSIGHT_BANK
    assert not MemoryBinding.objects.exists()


def test_the_database_keeps_one_scope_per_binding_and_one_application_binding(pen: Pen) -> None:
    MemoryBinding.objects.create(application=True)

    refused: list[dict[str, Any]] = [
        {"application": True},
        {"application": True, "pen": pen},
        {},
        {"provider": "notion", "pen": pen},
    ]
    for fields in refused:
        with pytest.raises(IntegrityError), transaction.atomic():
            MemoryBinding.objects.create(**fields)

    with pytest.raises(ValidationError):
        Pen(name="x", short_name="Bad_Name", owner=pen.owner).full_clean()
    with pytest.raises(IntegrityError), transaction.atomic():
        Pen.objects.create(name="x", short_name="bad_name", owner=pen.owner)


def test_the_admin_edits_a_pens_provider(pen: Pen) -> None:
    root = make_user("root", is_staff=True, is_superuser=True)
    client = Client()
    client.force_login(root)
    url = reverse("admin:llmwiki_pen_change", args=[pen.pk])
    prefix = "memory_binding"

    page = client.get(url)
    response = client.post(
        url,
        {
            "name": pen.name,
            "short_name": pen.short_name,
            "owner": str(pen.owner.pk),
            "members": [str(m.pk) for m in pen.members.all()],
            f"{prefix}-TOTAL_FORMS": "1",
            f"{prefix}-INITIAL_FORMS": "0",
            f"{prefix}-MIN_NUM_FORMS": "0",
            f"{prefix}-MAX_NUM_FORMS": "1",
            f"{prefix}-0-provider": "llm-wiki",
            f"{prefix}-0-hindsight_bank": "",
        },
    )

    assert page.status_code == 200
    assert response.status_code == 302, response.content[:2000]
    assert active_provider(MemoryScope(pen=pen)) == "llm-wiki"
    assert MemoryBinding.objects.get(pen=pen).updated_by == root
