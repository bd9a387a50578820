"""The project's fixed surfaces answer and its settings hold."""

import http.client
import io
import json
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import psutil
import pytest
from django.conf import settings
from django.contrib.staticfiles import finders
from django.core.management import call_command
from django.db import connection
from django.test import Client

from goat import embedded_db


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


# Every URL a page loads from: src/href attributes and url(...)/"..." strings in its scripts.
LOADED_URL = re.compile(r"""(?:src|href)\s*=\s*["']([^"']+)["']|["'](https?://[^"']+)["']""")


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("path", "marker"), [("/api/docs/", b"swagger-ui"), ("/api/redoc/", b"redoc")]
)
def test_api_docs_load_nothing_from_other_hosts(client: Client, path: str, marker: bytes) -> None:
    # given/when the API docs page
    response = client.get(path)
    assert response.status_code == 200
    assert marker in response.content

    # then it names no other host (it works offline): no http(s):// or //host URL at all
    html = response.content.decode()
    assert re.findall(r"(?:https?:)?//[a-z0-9.-]+\.[a-z]{2,}", html) == []
    # and every asset it loads is one of our static files
    loaded = [next(url for url in found if url) for found in LOADED_URL.findall(html)]
    assets = [url for url in loaded if not url.startswith("/api/")]
    assert assets, html
    for url in assets:
        assert url.startswith(settings.STATIC_URL), url
        assert finders.find(url.removeprefix(settings.STATIC_URL)), url


@pytest.mark.django_db
def test_redoc_fetches_images_from_this_site_only(client: Client) -> None:
    # Redoc's bundle itself would fetch its "API docs by Redocly" logo from cdn.redoc.ly.
    response = client.get("/api/redoc/")
    assert (
        b'<meta http-equiv="Content-Security-Policy" content="img-src \'self\' data: blob:">'
        in response.content
    )


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


SECURITY_SETTINGS = [
    "DEBUG",
    "ALLOWED_HOSTS",
    "SECURE_SSL_REDIRECT",
    "SESSION_COOKIE_SECURE",
    "CSRF_COOKIE_SECURE",
    "SECURE_HSTS_SECONDS",
    "SECURE_HSTS_INCLUDE_SUBDOMAINS",
    "SECURE_HSTS_PRELOAD",
    "SECURE_PROXY_SSL_HEADER",
]
SHOW_SETTINGS = (
    "import json, sys, django\n"
    "django.setup()\n"
    "from django.conf import settings\n"
    "print(json.dumps({name: getattr(settings, name) for name in sys.argv[1:]}))\n"
)


def bare_environment(tmp_path: Path, **variables: str) -> dict[str, str]:
    """Only what a fresh shell has, plus `variables`: none of the caller's settings."""
    return {
        "PATH": os.environ["PATH"],
        "GOAT_VAR_DIR": str(tmp_path / "var"),
        "DJANGO_SETTINGS_MODULE": "goat.settings",
        **variables,
    }


def settings_with(environment: dict[str, str], repo_root: Path) -> dict[str, object]:
    shown = subprocess.run(
        [sys.executable, "-c", SHOW_SETTINGS, *SECURITY_SETTINGS],
        cwd=repo_root,
        env=environment,
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(shown.stdout)


def test_production_is_the_default(tmp_path: Path, repo_root: Path) -> None:
    assert settings_with(bare_environment(tmp_path), repo_root) == {
        "DEBUG": False,
        "ALLOWED_HOSTS": ["localhost", "127.0.0.1"],
        "SECURE_SSL_REDIRECT": True,
        "SESSION_COOKIE_SECURE": True,
        "CSRF_COOKIE_SECURE": True,
        "SECURE_HSTS_SECONDS": 31_536_000,
        "SECURE_HSTS_INCLUDE_SUBDOMAINS": False,
        "SECURE_HSTS_PRELOAD": False,
        "SECURE_PROXY_SSL_HEADER": None,
    }


def test_development_is_asked_for(tmp_path: Path, repo_root: Path) -> None:
    assert settings_with(bare_environment(tmp_path, DEBUG="true"), repo_root) == {
        "DEBUG": True,
        "ALLOWED_HOSTS": ["localhost", "127.0.0.1"],
        "SECURE_SSL_REDIRECT": False,
        "SESSION_COOKIE_SECURE": False,
        "CSRF_COOKIE_SECURE": False,
        "SECURE_HSTS_SECONDS": 0,
        "SECURE_HSTS_INCLUDE_SUBDOMAINS": False,
        "SECURE_HSTS_PRELOAD": False,
        "SECURE_PROXY_SSL_HEADER": None,
    }


def documented_production_environment(repo_root: Path) -> dict[str, str]:
    """The variables in docs/configuration.md's "Production environment" block."""
    text = (repo_root / "docs" / "configuration.md").read_text()
    block = re.search(r"```bash\n# Production environment[^\n]*\n(.*?)```", text, re.DOTALL)
    assert block is not None, "docs/configuration.md has no production environment block"
    lines = [line.strip() for line in block.group(1).splitlines()]
    pairs = [line.split("=", 1) for line in lines if line and not line.startswith("#")]
    return {name: value for name, value in pairs}


def test_deploy_checks_pass_with_the_documented_production_environment(
    tmp_path: Path, repo_root: Path
) -> None:
    # given the documented production environment, with a real secret key in its place
    documented = documented_production_environment(repo_root)
    assert documented["SECRET_KEY"].startswith("<")  # a placeholder, never a key to copy
    documented["SECRET_KEY"] = secrets.token_urlsafe(50)

    # when Django's deployment checks run
    checked = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=repo_root,
        env=bare_environment(tmp_path, **documented),
        capture_output=True,
        text=True,
    )

    # then they find nothing, not even a warning
    assert checked.returncode == 0, checked.stderr
    assert checked.stdout.strip() == "System check identified no issues (0 silenced)."


BANNER = """\
Goat Brain on http://127.0.0.1:{port}/
  Staff UI:       http://127.0.0.1:{port}/brain/
  Memory browser: http://127.0.0.1:{port}/memory/
  Admin:          http://127.0.0.1:{port}/admin/
  API docs:       http://127.0.0.1:{port}/api/docs/
  MCP:            http://127.0.0.1:{port}/mcp/<brain>/ with a Bearer token (docs/api.md)
"""


@pytest.mark.django_db
def test_the_start_banner_names_the_staff_ui_the_memory_browser_the_admin_and_the_api_docs(
    tmp_path: Path,
) -> None:
    # given the generated admin password, as scripts/run keeps it
    password_file = tmp_path / "admin_password"
    password_file.write_text("pw-123\n")
    printed, without = io.StringIO(), io.StringIO()

    # when the banner is printed with and without a password file that exists
    call_command("start_banner", port=8123, password_file=password_file, stdout=printed)
    call_command("start_banner", port=8123, password_file=tmp_path / "none", stdout=without)

    # then it names every page by its URL, and the login when there is a password
    assert printed.getvalue() == BANNER.format(port=8123) + (
        f"Log in as admin / pw-123  (generated on first run; kept in {password_file})\n"
    )
    assert without.getvalue() == BANNER.format(port=8123)
    # and every page it names is there (the UI, the memory browser and the admin send an
    # anonymous user to log in)
    client = Client()
    answers = [client.get(path) for path in ("/brain/", "/memory/", "/admin/", "/api/docs/")]
    assert [answer.status_code for answer in answers] == [302, 302, 302, 200]
    assert [answer.get("Location") for answer in answers[:3]] == [
        "/brain/login/?next=/brain/",
        "/brain/login/?next=/memory/",
        "/admin/login/?next=/admin/",
    ]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_run_script(var: Path, port: int, repo_root: Path) -> subprocess.Popen[bytes]:
    env = {**os.environ, "GOAT_VAR_DIR": str(var), "PORT": str(port)}
    for name in ("DATABASE_URL", "DEBUG", "CELERY_BROKER_URL", "CELERY_RESULT_BACKEND"):
        env.pop(name, None)
    with open(var.parent / "run.log", "ab") as log:
        # Its own session, so that a signal to its process group is what Ctrl-C in a
        # terminal sends: to the script and its foreground command, not to its jobs.
        return subprocess.Popen(
            ["bash", "scripts/run"],
            cwd=repo_root,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            # A terminal's shell hands its foreground commands the default Ctrl-C action; a
            # test run started in the background of a non-interactive shell inherits "ignore
            # SIGINT", which bash then may not trap.
            preexec_fn=_default_sigint,
        )


def _default_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def status_when_served(port: int, path: str, script: subprocess.Popen[bytes], log: Path) -> int:
    """The HTTP status of GET `path` once the script's server answers (redirects not followed)."""
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        assert script.poll() is None, log.read_text()
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        try:
            connection.request("GET", path)
            return connection.getresponse().status
        except OSError:
            time.sleep(0.5)
        finally:
            connection.close()
    raise AssertionError(f"{path} was not served in time:\n{log.read_text()}")


def press_ctrl_c(script: subprocess.Popen[bytes], log: Path) -> int:
    os.killpg(script.pid, signal.SIGINT)
    try:
        return script.wait(timeout=120)
    except subprocess.TimeoutExpired:
        pytest.fail(f"scripts/run still running 120 s after Ctrl-C; its log:\n{log.read_text()}")


def processes_using(var: Path) -> list[str]:
    found = []
    for process in psutil.process_iter(["cmdline", "environ"]):
        environ = process.info["environ"] or {}
        cmdline = " ".join(process.info["cmdline"] or [])
        if environ.get("GOAT_VAR_DIR") == str(var) or str(var) in cmdline:
            found.append(cmdline)
    return found


def test_ctrl_c_in_the_run_script_stops_what_it_started(repo_root: Path) -> None:
    # Not under pytest's tmp_path, which the `pgserver` user (when run as root) may not enter.
    top = Path(tempfile.mkdtemp(prefix="goat-run-script-test-"))
    var, log, port = top / "var", top / "run.log", free_port()
    script: subprocess.Popen[bytes] | None = None
    try:
        # given `bash scripts/run` serving, on a var folder whose database was not running
        script = start_run_script(var, port, repo_root)
        # (static files answer: the development server was asked for, DEBUG=true)
        assert status_when_served(port, "/static/admin/css/base.css", script, log) == 200
        assert embedded_db.status(var) is not None
        # (and its banner named the pages to open, the admin's login with them)
        printed = log.read_text()
        assert BANNER.format(port=port) in printed
        assert f"Log in as admin / {(var / 'admin_password').read_text().strip()}  (" in printed

        # when Ctrl-C is pressed
        assert press_ctrl_c(script, log) == 130, log.read_text()

        # then the server, the worker, beat and the database it started are all gone
        assert embedded_db.status(var) is None
        assert processes_using(var) == []
        assert "Embedded PostgreSQL: stopped" in log.read_text()

        # given the database already running (for someone else) when the script starts
        database = embedded_db.ensure_running(var)
        script = start_run_script(var, port, repo_root)
        assert status_when_served(port, "/admin/login/", script, log) == 200

        # when Ctrl-C is pressed
        assert press_ctrl_c(script, log) == 130, log.read_text()

        # then the database keeps running, and only it
        still = embedded_db.status(var)
        assert still is not None and still.pid == database.pid
        assert [p for p in processes_using(var) if "celery" in p or "uvicorn" in p] == []
    finally:
        if script is not None and script.poll() is None:  # a failed assertion above
            os.killpg(script.pid, signal.SIGTERM)
            script.wait(timeout=120)
        for process in psutil.process_iter(["cmdline", "environ"]):
            if (process.info["environ"] or {}).get("GOAT_VAR_DIR") == str(var):
                process.terminate()
        embedded_db.stop(var)
        shutil.rmtree(top)


def run_test_script(var: Path, repo_root: Path, *pytest_args: str) -> tuple[int, str]:
    """`bash scripts/test PYTEST_ARGS` on the var folder `var`: (exit status, output)."""
    env = {**os.environ, "GOAT_VAR_DIR": str(var)}
    env.pop("DATABASE_URL", None)
    done = subprocess.run(
        ["bash", "scripts/test", *pytest_args],
        cwd=repo_root,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        timeout=900,
    )
    return done.returncode, done.stdout


def test_the_test_script_stops_the_database_it_started_and_keeps_pytests_status(
    repo_root: Path,
) -> None:
    # Not under pytest's tmp_path, which the `pgserver` user (when run as root) may not enter.
    top = Path(tempfile.mkdtemp(prefix="goat-test-script-test-"))
    var = top / "var"
    one_test = "tests/test_database.py::test_database_answers_select_1"
    try:
        # given a var folder whose database is not running: the run passes and stops it
        status, output = run_test_script(var, repo_root, one_test, "-q")
        assert status == 0, output
        assert "1 passed" in output
        assert output.endswith("Embedded PostgreSQL: stopped\n"), output
        assert embedded_db.status(var) is None

        # a second run right after starts it again; one that collects nothing still fails
        status, output = run_test_script(var, repo_root, one_test, "-q", "-k", "nothing_named")
        assert status == 1, output
        assert "error: pytest collected no tests; that counts as a failure" in output
        assert output.endswith("Embedded PostgreSQL: stopped\n"), output
        assert embedded_db.status(var) is None

        # given the database already running (for someone else): left running, and pytest's
        # own status (4: a usage error) is the script's
        database = embedded_db.ensure_running(var)
        status, output = run_test_script(var, repo_root, "tests/no_such_test_file.py")
        assert status == 4, output
        assert "Embedded PostgreSQL" not in output
        still = embedded_db.status(var)
        assert still is not None and still.pid == database.pid
    finally:
        if (var / "pgdata.lock").exists():  # (a run that failed early never made one)
            embedded_db.stop(var)
        shutil.rmtree(top)


def documentation(repo_root: Path) -> dict[str, str]:
    """README.md and every page under docs/, by path."""
    pages = [repo_root / "README.md", *sorted((repo_root / "docs").glob("*.md"))]
    return {
        page.relative_to(repo_root).as_posix(): page.read_text(encoding="utf-8") for page in pages
    }


def test_the_readme_lists_each_docs_page_once(repo_root: Path) -> None:
    readme = documentation(repo_root)["README.md"]
    more = readme[readme.index("\n## More\n") :]
    listed = re.findall(r"^- \[(docs/[\w.-]+\.md)\]\(\1\)", more, re.M)
    pages = sorted(p.relative_to(repo_root).as_posix() for p in (repo_root / "docs").glob("*.md"))
    assert sorted(listed) == pages


def test_the_programs_the_docs_run_from_the_virtualenv_are_installed(repo_root: Path) -> None:
    # e.g. `.venv/bin/uvicorn`; a server the requirements do not install is no instruction
    installed = Path(sys.executable).parent
    named = {
        (path, program)
        for path, text in documentation(repo_root).items()
        for program in re.findall(r"\.venv/bin/([\w.-]+)", text)
    }
    assert named, "the docs name programs in .venv/bin"
    assert [(path, p) for path, p in sorted(named) if not (installed / p).is_file()] == []
