"""Template filters for names in plain text, where no `<bdi>` can isolate them."""

from __future__ import annotations

from django import template

from ui.selectors import plain_isolated

register = template.Library()


@register.filter
def isolate(value: object) -> str:
    """A name in the page's `<title>` (text only): `selectors.plain_isolated`."""
    return plain_isolated(str(value))
