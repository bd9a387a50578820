"""`manage.py brain_create --workspace W NAME [--restricted] [--slug S] [--json]`."""

from __future__ import annotations

from typing import Any, Final

from django.core.management.base import CommandParser
from django.db import IntegrityError

from brain.models import MSG_RESERVED_SLUG, RESERVED_SLUGS, Brain
from brain.services import brain_create
from brain.toolkit.schemas import slugify
from goat.management.base import JsonCommand, UserError, workspace_lookup

MAX_NAME: Final = 200
MAX_SLUG: Final = 100

MSG_NAME: Final = "the name must be 1 to {max} characters"
MSG_NO_SLUG: Final = "cannot make a slug from {name!r}; pass --slug"
MSG_BAD_SLUG: Final = "--slug {slug!r} is not a slug: lowercase letters, digits and dashes"
MSG_EXISTS: Final = (
    "brain {slug!r} already exists in workspace {workspace!r} (id {id}); nothing was changed"
)


class Command(JsonCommand):
    help = "Create a brain in a workspace (with its system folders)."

    def add_arguments(self, parser: CommandParser) -> None:
        super().add_arguments(parser)
        parser.add_argument("name", help="the brain's display name")
        parser.add_argument("--workspace", required=True, help="workspace slug or id")
        parser.add_argument("--slug", help="its slug (default: made from the name)")
        parser.add_argument(
            "--restricted",
            action="store_true",
            help="visible only to its allow-list and the workspace admins",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        name = options["name"].strip()
        if not 1 <= len(name) <= MAX_NAME:
            raise UserError(MSG_NAME.format(max=MAX_NAME))
        slug = options["slug"] if options["slug"] is not None else slugify(name, MAX_SLUG)
        if not slug:
            raise UserError(MSG_NO_SLUG.format(name=name))
        if slugify(slug, MAX_SLUG) != slug:
            raise UserError(MSG_BAD_SLUG.format(slug=slug))
        if slug in RESERVED_SLUGS:
            raise UserError(MSG_RESERVED_SLUG.format(slug=slug) + "; pass --slug")
        workspace = workspace_lookup(options["workspace"])
        visibility = "restricted" if options["restricted"] else "workspace"
        try:
            brain = brain_create(workspace=workspace, name=name, slug=slug, visibility=visibility)
        except IntegrityError:
            existing = Brain.objects.filter(workspace=workspace, slug=slug).first()
            if existing is None:
                raise
            message = MSG_EXISTS.format(slug=slug, workspace=workspace.slug, id=existing.pk)
            raise UserError(message, code="already_exists") from None
        data = {
            "brain": {
                "id": brain.pk,
                "slug": brain.slug,
                "name": brain.name,
                "workspace": workspace.slug,
                "visibility": brain.visibility,
            }
        }
        text = (
            f"created brain {brain.slug} (id {brain.pk}) in workspace {workspace.slug}, "
            f"visibility {brain.visibility}"
        )
        self.emit(data, text, as_json=options["json"])
