"""Reading the settings from environment variables (documented in docs/configuration.md)."""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import tempfile
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, unquote, urlsplit

from django.core.exceptions import ImproperlyConfigured

TRUE_WORDS = frozenset({"1", "true", "yes", "on"})
FALSE_WORDS = frozenset({"0", "false", "no", "off"})
POSTGRES_SCHEMES = frozenset({"postgres", "postgresql"})
SECRET_KEY_FILE = "secret_key"
# kombu warns about a URL without a host; the filesystem transport ignores it.
FILESYSTEM_BROKER_URL = "filesystem://localhost/"

ERROR_NOT_BOOLEAN = "{name} must be one of 1/0, true/false, yes/no, on/off; got {value!r}."
ERROR_NOT_INTEGER = "{name} must be a whole number of 0 or more; got {value!r}."
ERROR_HEADER_NAME = (
    "{name} must be the name of the header your proxy sets to https, e.g. X-Forwarded-Proto; "
    "got {value!r}."
)
ERROR_DATABASE_SCHEME = (
    "DATABASE_URL must start with postgres:// or postgresql:// (Goat Brain runs on PostgreSQL "
    "with pgvector); got scheme {scheme!r}."
)
ERROR_DATABASE_NAME = (
    "DATABASE_URL must name a database, as in postgres://user:pass@host:5432/goat."
)
ERROR_IMAGE_HOST = (
    "{name} must be host names separated by commas, each with an optional :port, such as "
    "cdn.example.com,images.example.org (their images are loaded over https); got {value!r}."
)


def env_bool(name: str, default: bool) -> bool:
    raw = os.environ.get(name, "").strip().lower()
    if not raw:
        return default
    if raw in TRUE_WORDS:
        return True
    if raw in FALSE_WORDS:
        return False
    raise ImproperlyConfigured(ERROR_NOT_BOOLEAN.format(name=name, value=raw))


def env_int(name: str, default: int) -> int:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    if not raw.isdigit():
        raise ImproperlyConfigured(ERROR_NOT_INTEGER.format(name=name, value=raw))
    return int(raw)


def proxy_ssl_header(name: str) -> tuple[str, str] | None:
    """SECURE_PROXY_SSL_HEADER from a header name: `X-Forwarded-Proto` means a request came
    over HTTPS when that header says `https`. Unset: None (trust no header)."""
    raw = os.environ.get(name, "").strip()
    if not raw:
        return None
    if not re.fullmatch(r"[A-Za-z0-9]+(-[A-Za-z0-9]+)*", raw):
        raise ImproperlyConfigured(ERROR_HEADER_NAME.format(name=name, value=raw))
    return "HTTP_" + raw.upper().replace("-", "_"), "https"


# A DNS name (or an IPv4 address) in lower case, and an optional port.
_IMAGE_HOST = re.compile(
    r"(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?"
    r"(?::([0-9]{1,5}))?"
)


def image_hosts(name: str) -> tuple[str, ...]:
    """The hosts whose https images pages may show, in lower case, `host` or `host:port` (443
    left out), each once. Anything else (a scheme, a path, a wildcard, a space) is refused:
    the names go into the Content-Security-Policy header as they are."""
    hosts: list[str] = []
    for item in env_list(name, []):
        host = item.lower()
        match = _IMAGE_HOST.fullmatch(host)
        port = match.group(1) if match else None
        if match is None or (port is not None and not 0 < int(port) < 65536):
            raise ImproperlyConfigured(ERROR_IMAGE_HOST.format(name=name, value=item))
        host = host.removesuffix(":443")
        if host not in hosts:
            hosts.append(host)
    return tuple(hosts)


def env_list(name: str, default: list[str]) -> list[str]:
    raw = os.environ.get(name, "")
    if not raw.strip():
        return list(default)
    return [item.strip() for item in raw.split(",") if item.strip()]


def var_dir(base_dir: Path) -> Path:
    """The folder for local state: GOAT_VAR_DIR, else `<repo>/var`. Created if missing."""
    raw = os.environ.get("GOAT_VAR_DIR", "").strip()
    path = Path(raw).expanduser().resolve() if raw else base_dir / "var"
    path.mkdir(parents=True, exist_ok=True)
    return path


def goat_home() -> Path:
    raw = os.environ.get("GOAT_HOME", "").strip()
    return Path(raw or "~/.goat").expanduser()


def secret_key(var: Path) -> str:
    """SECRET_KEY from the environment, else the one kept in `var/secret_key` (made once).

    Several processes may start at the same moment (web server, Celery worker): the key is
    written completely to a private temporary file and then hard-linked into place, which
    fails if another process got there first, so every process ends up reading one key.
    """
    from_env = os.environ.get("SECRET_KEY", "").strip()
    if from_env:
        return from_env
    path = var / SECRET_KEY_FILE
    if not path.exists():
        descriptor, temporary = tempfile.mkstemp(dir=var, prefix=".secret_key.")
        try:
            with os.fdopen(descriptor, "w") as handle:
                handle.write(secrets.token_urlsafe(50) + "\n")
                handle.flush()
                os.fsync(handle.fileno())
            with contextlib.suppress(FileExistsError):  # another process won the race
                os.link(temporary, path)
        finally:
            os.unlink(temporary)
    return path.read_text().strip()


def database_from_url(url: str) -> dict[str, Any]:
    """Django DATABASES entry for a postgres:// URL.

    Accepts libpq's forms: `postgres://user:pass@host:5432/name?sslmode=require`, a
    percent-encoded socket folder as host (`postgres://user@%2Frun%2Fpg/name`), or
    `?host=/run/pg`. Query parameters other than host/port become connection OPTIONS.
    """
    parts = urlsplit(url)
    if parts.scheme not in POSTGRES_SCHEMES:
        raise ImproperlyConfigured(ERROR_DATABASE_SCHEME.format(scheme=parts.scheme))
    name = unquote(parts.path.lstrip("/"))
    if not name:
        raise ImproperlyConfigured(ERROR_DATABASE_NAME)
    options = dict(parse_qsl(parts.query))
    host_and_port = parts.netloc.rpartition("@")[2]
    if host_and_port.startswith("["):  # IPv6 literal
        netloc_host = host_and_port[1 : host_and_port.find("]")]
    else:
        netloc_host = host_and_port.partition(":")[0]
    try:
        netloc_port = parts.port
    except ValueError as error:
        raise ImproperlyConfigured(f"DATABASE_URL has an invalid port: {error}") from error
    host = options.pop("host", None) or unquote(netloc_host)
    port = options.pop("port", None) or (str(netloc_port) if netloc_port else "")
    return {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": name,
        "USER": unquote(parts.username or ""),
        "PASSWORD": unquote(parts.password or ""),
        "HOST": host,
        "PORT": port,
        "OPTIONS": options,
    }


def celery_broker(var: Path) -> tuple[str, dict[str, Any]]:
    """CELERY_BROKER_URL and its transport options.

    Without CELERY_BROKER_URL, kombu's filesystem transport under `var/celery/`: producers
    and workers read and write one folder, and a message is claimed by renaming it into
    `processed/` on the same filesystem (atomic, so two workers never both take it).
    """
    url = os.environ.get("CELERY_BROKER_URL", "").strip() or FILESYSTEM_BROKER_URL
    if not url.startswith("filesystem://"):
        return url, {}
    root = var / "celery"
    folders = {
        "data_folder_in": root / "broker",
        "data_folder_out": root / "broker",
        "processed_folder": root / "processed",
        "control_folder": root / "control",
    }
    for folder in folders.values():
        folder.mkdir(parents=True, exist_ok=True)
    options: dict[str, Any] = {key: str(folder) for key, folder in folders.items()}
    options["store_processed"] = True
    return url, options
