"""The project's settings with the URLconf of tests/crash_urls.py: for a server whose site
also has a view that crashes (DJANGO_SETTINGS_MODULE=tests.crash_settings)."""

from goat.settings import *  # noqa: F403

ROOT_URLCONF = "tests.crash_urls"
