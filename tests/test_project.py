"""The project's fixed surfaces answer and its settings hold."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from django.db import connection
from django.test import Client


def test_system_checks_pass() -> None:
    call_command("check", fail_level="WARNING")


def test_settings_defaults() -> None:
    # The embedded server's backend is Django's PostgreSQL one that starts the server first.
    embedded = not os.environ.get("DATABASE_URL", "").strip()
    assert settings.DATABASES["default"]["ENGINE"] == (
        "goat.embedded_backend" if embedded else "django.db.backends.postgresql"
    )
    assert connection.vendor == "postgresql"
    assert settings.USE_TZ is True
    assert settings.TIME_ZONE == "UTC"
    assert settings.DEFAULT_AUTO_FIELD == "django.db.models.BigAutoField"
    assert "guardian.backends.ObjectPermissionBackend" in settings.AUTHENTICATION_BACKENDS
    assert settings.CELERY_BEAT_SCHEDULER == "django_celery_beat.schedulers:DatabaseScheduler"
    assert settings.STATIC_ROOT == settings.VAR_DIR / "static"


@pytest.mark.django_db
def test_admin_login_page(client: Client) -> None:
    response = client.get("/admin/login/")
    assert response.status_code == 200
    assert b'name="username"' in response.content


@pytest.mark.django_db
def test_openapi_schema(client: Client) -> None:
    response = client.get("/api/schema/", {"format": "json"})
    assert response.status_code == 200
    schema = json.loads(response.content)
    assert schema["openapi"].startswith("3.")
    assert schema["info"]["title"] == "Goat Brain API"


@pytest.mark.django_db
def test_swagger_ui(client: Client) -> None:
    response = client.get("/api/docs/")
    assert response.status_code == 200
    assert b"swagger-ui" in response.content


def test_api_requires_authentication_by_default() -> None:
    assert settings.REST_FRAMEWORK["DEFAULT_PERMISSION_CLASSES"] == [
        "rest_framework.permissions.IsAuthenticated"
    ]


def test_importing_brain_loads_no_django(repo_root: Path) -> None:
    # brain.toolkit must stay Django-free, so its parent package must not pull Django in.
    code = "import sys, brain; print(sorted(m for m in sys.modules if m.split('.')[0] == 'django'))"
    output = subprocess.run(
        [sys.executable, "-c", code], cwd=repo_root, capture_output=True, text=True, check=True
    )
    assert output.stdout.strip() == "[]"
