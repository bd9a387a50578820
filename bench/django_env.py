"""Django for the benches that use the configured database (the embedded PostgreSQL when no
`DATABASE_URL` is set): the settings, `django.setup()` and the schema brought up to date, so
that a bench run before the server ever was finds its tables."""

from __future__ import annotations

import os


def setup_django() -> None:
    """Set Django up with the project's settings (DEBUG off unless the environment says) and
    apply any migration not yet applied to the configured database."""
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "goat.settings")
    os.environ.setdefault("DEBUG", "false")
    import django
    from django.core.management import call_command

    django.setup()
    call_command("migrate", interactive=False, verbosity=0)
