"""`manage.py workspace_create NAME [--admin USER] [--slug S] [--json]`."""

from __future__ import annotations

from typing import Any, Final

from django.core.management.base import CommandParser
from django.db import IntegrityError

from brain.toolkit.schemas import slugify
from goat.management.base import JsonCommand, UserError, user_lookup
from goat.models import Workspace
from goat.services import workspace_create

MAX_NAME: Final = 200

MSG_NAME: Final = "the name must be 1 to {max} characters"
MSG_EXISTS: Final = "workspace {slug!r} already exists (id {id}); nothing was changed"
MSG_NO_SLUG: Final = "cannot make a slug from {name!r}; pass --slug"
MSG_BAD_SLUG: Final = "--slug {slug!r} is not a slug: lowercase letters, digits and dashes"


class Command(JsonCommand):
    help = "Create a workspace, optionally with a first admin."

    def add_arguments(self, parser: CommandParser) -> None:
        super().add_arguments(parser)
        parser.add_argument("name", help="the workspace's display name")
        parser.add_argument("--slug", help="its slug (default: made from the name)")
        parser.add_argument("--admin", metavar="USER", help="a username to make its admin")

    def handle(self, *args: Any, **options: Any) -> None:
        name = options["name"].strip()
        slug = options["slug"] if options["slug"] is not None else slugify(name, 100)
        if not 1 <= len(name) <= MAX_NAME:
            raise UserError(MSG_NAME.format(max=MAX_NAME))
        if not slug:
            raise UserError(MSG_NO_SLUG.format(name=name))
        if slugify(slug, 100) != slug:
            raise UserError(MSG_BAD_SLUG.format(slug=slug))
        admin = user_lookup(options["admin"]) if options["admin"] else None
        existing = Workspace.objects.filter(slug=slug).first()
        if existing is not None:
            raise UserError(MSG_EXISTS.format(slug=slug, id=existing.pk), code="already_exists")
        try:
            workspace = workspace_create(name=name, slug=slug, admin=admin)
        except IntegrityError:  # created by someone else since the check
            existing = Workspace.objects.filter(slug=slug).first()
            if existing is None:
                raise
            raise UserError(
                MSG_EXISTS.format(slug=slug, id=existing.pk), code="already_exists"
            ) from None
        admin_name = admin.get_username() if admin is not None else None
        data = {
            "workspace": {"id": workspace.pk, "slug": workspace.slug, "name": workspace.name},
            "admin": admin_name,
        }
        text = f"created workspace {workspace.slug} (id {workspace.pk})"
        if admin_name:
            text += f" with admin {admin_name}"
        self.emit(data, text, as_json=options["json"])
