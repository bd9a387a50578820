"""Settings read from the environment (goat/env.py)."""

import multiprocessing
import stat
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured

from goat import env


def test_database_url_with_host_port_and_options() -> None:
    settings = env.database_from_url(
        "postgres://goat:s%40cret@db.example.com:6543/goat_prod?sslmode=require"
    )
    assert settings == {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "goat_prod",
        "USER": "goat",
        "PASSWORD": "s@cret",
        "HOST": "db.example.com",
        "PORT": "6543",
        "OPTIONS": {"sslmode": "require"},
    }


def test_database_url_with_a_unix_socket() -> None:
    by_query = env.database_from_url("postgresql://postgres@/goat?host=/work/var/pgdata&port=5432")
    by_netloc = env.database_from_url("postgresql://postgres@%2Fwork%2Fvar%2Fpgdata:5432/goat")
    for settings in (by_query, by_netloc):
        assert (settings["HOST"], settings["PORT"], settings["NAME"]) == (
            "/work/var/pgdata",
            "5432",
            "goat",
        )
        assert settings["OPTIONS"] == {}


def test_database_url_with_ipv6_host() -> None:
    settings = env.database_from_url("postgres://u@[::1]:5433/goat")
    assert (settings["HOST"], settings["PORT"]) == ("::1", "5433")


@pytest.mark.parametrize(
    ("url", "message"),
    [
        ("mysql://u@h/goat", env.ERROR_DATABASE_SCHEME.format(scheme="mysql")),
        ("sqlite:///db.sqlite3", env.ERROR_DATABASE_SCHEME.format(scheme="sqlite")),
        ("postgres://u@h:5432/", env.ERROR_DATABASE_NAME),
    ],
)
def test_database_url_refusals(url: str, message: str) -> None:
    with pytest.raises(ImproperlyConfigured) as refused:
        env.database_from_url(url)
    assert str(refused.value) == message


@pytest.mark.parametrize(
    ("raw", "expected"), [("", True), ("1", True), ("Yes", True), ("off", False), ("0", False)]
)
def test_env_bool(monkeypatch: pytest.MonkeyPatch, raw: str, expected: bool) -> None:
    monkeypatch.setenv("DEBUG", raw)
    assert env.env_bool("DEBUG", default=True) is expected


def test_env_bool_refuses_other_words(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DEBUG", "maybe")
    with pytest.raises(ImproperlyConfigured) as refused:
        env.env_bool("DEBUG", default=True)
    assert str(refused.value) == env.ERROR_NOT_BOOLEAN.format(name="DEBUG", value="maybe")


@pytest.mark.parametrize(("raw", "expected"), [("", 7), ("0", 0), (" 3600 ", 3600)])
def test_env_int(monkeypatch: pytest.MonkeyPatch, raw: str, expected: int) -> None:
    monkeypatch.setenv("SECURE_HSTS_SECONDS", raw)
    assert env.env_int("SECURE_HSTS_SECONDS", default=7) == expected


@pytest.mark.parametrize("raw", ["-1", "1e6", "one year"])
def test_env_int_refuses_other_values(monkeypatch: pytest.MonkeyPatch, raw: str) -> None:
    monkeypatch.setenv("SECURE_HSTS_SECONDS", raw)
    with pytest.raises(ImproperlyConfigured) as refused:
        env.env_int("SECURE_HSTS_SECONDS", default=0)
    assert str(refused.value) == env.ERROR_NOT_INTEGER.format(name="SECURE_HSTS_SECONDS", value=raw)


def test_proxy_ssl_header(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SECURE_PROXY_SSL_HEADER", "X-Forwarded-Proto")
    assert env.proxy_ssl_header("SECURE_PROXY_SSL_HEADER") == ("HTTP_X_FORWARDED_PROTO", "https")
    monkeypatch.setenv("SECURE_PROXY_SSL_HEADER", "")
    assert env.proxy_ssl_header("SECURE_PROXY_SSL_HEADER") is None


def test_proxy_ssl_header_refuses_a_header_with_its_value(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SECURE_PROXY_SSL_HEADER", "X-Forwarded-Proto: https")
    with pytest.raises(ImproperlyConfigured) as refused:
        env.proxy_ssl_header("SECURE_PROXY_SSL_HEADER")
    assert str(refused.value) == env.ERROR_HEADER_NAME.format(
        name="SECURE_PROXY_SSL_HEADER", value="X-Forwarded-Proto: https"
    )


def test_env_list(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ALLOWED_HOSTS", " goat.example.com, ,localhost ")
    assert env.env_list("ALLOWED_HOSTS", default=["x"]) == ["goat.example.com", "localhost"]
    monkeypatch.delenv("ALLOWED_HOSTS")
    assert env.env_list("ALLOWED_HOSTS", default=["x"]) == ["x"]


def test_image_hosts(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(
        "GOAT_IMAGE_HOSTS", " CDN.example.com, images.example.org:8443,cdn.example.com:443,10.0.0.7"
    )
    assert env.image_hosts("GOAT_IMAGE_HOSTS") == (
        "cdn.example.com",
        "images.example.org:8443",
        "10.0.0.7",
    )
    monkeypatch.delenv("GOAT_IMAGE_HOSTS")
    assert env.image_hosts("GOAT_IMAGE_HOSTS") == ()


@pytest.mark.parametrize(
    "item",
    [
        "https://cdn.example.com",
        "cdn.example.com/images",
        "*.example.com",
        "cdn.example.com; script-src *",
        "cdn example.com",
        "cdn.example.com:0",
        "cdn.example.com:65536",
        "-cdn.example.com",
        "cdn..example.com",
        "bücher.example",
        "'self'",
    ],
)
def test_image_hosts_refuses_anything_but_a_host(
    monkeypatch: pytest.MonkeyPatch, item: str
) -> None:
    # the names go into the CSP header as they are: nothing else may pass
    monkeypatch.setenv("GOAT_IMAGE_HOSTS", f"cdn.example.org,{item}")
    with pytest.raises(ImproperlyConfigured) as refused:
        env.image_hosts("GOAT_IMAGE_HOSTS")
    assert str(refused.value) == env.ERROR_IMAGE_HOST.format(name="GOAT_IMAGE_HOSTS", value=item)


def _read_secret_key(var: str) -> str:
    return env.secret_key(Path(var))


def test_secret_key_is_made_once_even_when_processes_race(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("SECRET_KEY", raising=False)
    context = multiprocessing.get_context("spawn")
    with context.Pool(6) as pool:
        keys = pool.map(_read_secret_key, [str(tmp_path)] * 24)
    assert len(set(keys)) == 1
    assert len(keys[0]) >= 50
    key_file = tmp_path / env.SECRET_KEY_FILE
    assert key_file.read_text() == keys[0] + "\n"
    assert stat.S_IMODE(key_file.stat().st_mode) == 0o600
    assert [p.name for p in tmp_path.iterdir()] == [env.SECRET_KEY_FILE]


def test_secret_key_from_the_environment_wins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("SECRET_KEY", "from-env")
    assert env.secret_key(tmp_path) == "from-env"
    assert list(tmp_path.iterdir()) == []


def test_default_broker_is_one_filesystem_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("CELERY_BROKER_URL", raising=False)
    url, options = env.celery_broker(tmp_path)
    assert url == env.FILESYSTEM_BROKER_URL
    assert options == {
        "data_folder_in": str(tmp_path / "celery" / "broker"),
        "data_folder_out": str(tmp_path / "celery" / "broker"),
        "processed_folder": str(tmp_path / "celery" / "processed"),
        "control_folder": str(tmp_path / "celery" / "control"),
        "store_processed": True,
    }
    assert sorted(p.name for p in (tmp_path / "celery").iterdir()) == [
        "broker",
        "control",
        "processed",
    ]


def test_redis_broker_has_no_transport_options(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CELERY_BROKER_URL", "redis://127.0.0.1:6379/0")
    assert env.celery_broker(tmp_path) == ("redis://127.0.0.1:6379/0", {})
    assert list(tmp_path.iterdir()) == []
