"""Personal API tokens in the admin (brain/api/tokens.py).

Every staff user manages their own tokens here, without a model permission (a token acts as
its user, so it grants nothing they do not have); superusers see everyone's. Another user's
token is a 404.

- The add form makes a token for the signed-in user: a name, the scope, and optionally one
  brain (among those they may see). The key is shown once, in the message after saving.
- A token is never edited or deleted: **Revoke** it (the row keeps when it was made, last
  used and revoked). The hash is never shown.
"""

from __future__ import annotations

from typing import Any, Final

from django import forms
from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied
from django.db.models import QuerySet
from django.http import HttpRequest

from brain.access import AccessError, brains_visible_to
from brain.admin.scoping import NotFoundOutsideScope
from brain.api.auth import KEYWORD
from brain.api.tokens import token_create, token_revoke
from brain.models import ApiToken, Brain

MSG_TOKEN_CREATED: Final = (
    "Token {prefix} created. Copy it now, it is shown only once: {key} — send it as the "
    "header 'Authorization: {keyword} {key}'."
)
MSG_REVOKED: Final = "{count} token(s) revoked."

SHOWN: Final = (
    "prefix",
    "name",
    "user",
    "scope",
    "brain",
    "created_at",
    "last_used_at",
    "revoked_at",
)


class BrainChoiceField(forms.ModelChoiceField):
    def label_from_instance(self, obj: Any) -> str:
        brain: Brain = obj
        return f"{brain.workspace.slug}/{brain.slug}"


@admin.register(ApiToken)
class ApiTokenAdmin(NotFoundOutsideScope):
    list_display = SHOWN
    list_filter = ("scope",)
    list_select_related = ("user", "brain__workspace")
    search_fields = ("prefix", "name")
    actions = ("revoke",)

    def get_queryset(self, request: HttpRequest) -> QuerySet[ApiToken]:
        queryset = super().get_queryset(request)
        if request.user.is_superuser:
            return queryset
        return queryset.filter(user_id=request.user.pk)

    def get_list_filter(self, request: HttpRequest) -> Any:
        return ("scope", "user") if request.user.is_superuser else ("scope",)

    def get_fields(self, request: HttpRequest, obj: Any = None) -> Any:
        return ["name", "scope", "brain"] if obj is None else list(SHOWN)

    def get_readonly_fields(self, request: HttpRequest, obj: Any = None) -> Any:
        return () if obj is None else SHOWN

    def formfield_for_foreignkey(self, db_field: Any, request: HttpRequest, **kwargs: Any) -> Any:
        if db_field.name == "brain":
            return BrainChoiceField(
                queryset=brains_visible_to(request.user).select_related("workspace"),
                required=False,
                help_text="Only this brain; leave empty for every brain you may see.",
            )
        return super().formfield_for_foreignkey(db_field, request, **kwargs)

    # A staff user's own tokens need no model permission: the queryset keeps them to their own.
    def _staff(self, request: HttpRequest) -> bool:
        return bool(request.user.is_active and request.user.is_staff)

    def has_module_permission(self, request: HttpRequest) -> bool:
        return self._staff(request)

    def has_view_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return self._staff(request)

    def has_add_permission(self, request: HttpRequest) -> bool:
        return self._staff(request)

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False  # a token is made and revoked, never edited

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False  # revoke instead: the row records when the token was used and revoked

    def has_revoke_permission(self, request: HttpRequest) -> bool:
        return self._staff(request)

    @admin.action(description="Revoke", permissions=["revoke"])
    def revoke(self, request: HttpRequest, queryset: QuerySet[ApiToken]) -> None:
        # The queryset is already the user's own tokens (every token for a superuser).
        count = sum(
            token_revoke(user=request.user, prefix=prefix)
            for prefix in queryset.values_list("prefix", flat=True)
        )
        messages.success(request, MSG_REVOKED.format(count=count))

    def save_model(self, request: HttpRequest, obj: ApiToken, form: Any, change: bool) -> None:
        try:
            token, raw = token_create(
                user=request.user, scope=obj.scope, brain=obj.brain, name=obj.name
            )
        except AccessError as error:  # the form offered only visible brains; a race at most
            raise PermissionDenied(str(error)) from None
        obj.pk = token.pk
        obj.user = token.user
        obj.prefix = token.prefix
        obj.created_at = token.created_at
        obj._state.adding = False
        # The one time the plaintext exists outside the caller's hands: not logged, not stored.
        messages.success(
            request, MSG_TOKEN_CREATED.format(prefix=token.prefix, key=raw, keyword=KEYWORD)
        )
