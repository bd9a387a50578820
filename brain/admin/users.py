"""Users in the admin, scoped: a staff user lists only the people they share a workspace with.

Django's own user admin lists every account to anyone holding `auth.view_user`, and the
workspace member picker (an autocomplete over it) would let a workspace admin page through
every username on the server. Here the list and the picker show the users of the requester's
workspaces; to add someone from outside them, a workspace admin types their exact username,
which finds that one account and reveals no other.
"""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.contrib.auth import get_user_model
from django.contrib.auth.admin import UserAdmin
from django.db.models import QuerySet
from django.http import HttpRequest

from brain.access import users_visible_to, workspaces_administered_by
from brain.admin.scoping import NotFoundOutsideScope

User = get_user_model()


class ScopedUserAdmin(NotFoundOutsideScope, UserAdmin):  # type: ignore[misc]
    def get_queryset(self, request: HttpRequest) -> QuerySet[Any]:
        return super().get_queryset(request).filter(pk__in=users_visible_to(request.user))

    def get_search_results(
        self, request: HttpRequest, queryset: QuerySet[Any], search_term: str
    ) -> tuple[QuerySet[Any], bool]:
        results, duplicates = super().get_search_results(request, queryset, search_term)
        term = search_term.strip()
        if term and workspaces_administered_by(request.user).exists():
            exact = User.objects.filter(**{f"{User.USERNAME_FIELD}__iexact": term})
            results = results | exact
        return results, duplicates


if admin.site.is_registered(User):
    admin.site.unregister(User)
admin.site.register(User, ScopedUserAdmin)
