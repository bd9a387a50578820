"""Django settings, read from the environment (see docs/configuration.md).

With no environment at all the app starts as in production (DEBUG off, HTTPS-only cookies,
HSTS, redirects to HTTPS) on local state: a generated secret key kept under `var/`, the
embedded PostgreSQL + pgvector server, and Celery on a filesystem broker. `scripts/run` asks
for development (DEBUG=true) for its local server.
"""

import os
from pathlib import Path

from django.core.exceptions import ImproperlyConfigured

from goat import embedded_db, env

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = env.var_dir(BASE_DIR)
GOAT_HOME = env.goat_home()
# brain.search: keep a copy of each stored lexical index under VAR_DIR/search-index/ and map it
# from there in a new process (read from PostgreSQL only when the copy is missing or stale).
SEARCH_INDEX_HOST_COPY = env.env_bool("SEARCH_INDEX_HOST_COPY", default=False)
# The largest source the LLM Wiki captures (docs/llm-wiki.md).
LLMWIKI_MAX_SOURCE_BYTES = env.env_int("LLMWIKI_MAX_SOURCE_BYTES", default=1024 * 1024)
# The largest PDF, docx or attachment a brain keeps (brain/services/files.py, docs/api.md).
GOAT_MAX_FILE_BYTES = env.env_int("GOAT_MAX_FILE_BYTES", default=50 * 1024 * 1024)
# The LLM Wiki's maintenance agent (llmwiki/agent.py): its bounds per ingest.
LLMWIKI_AGENT_MAX_STEPS = env.env_int("LLMWIKI_AGENT_MAX_STEPS", default=16)
LLMWIKI_AGENT_MAX_TOKENS = env.env_int("LLMWIKI_AGENT_MAX_TOKENS", default=200_000)
LLMWIKI_AGENT_TIMEOUT_SECONDS = env.env_int("LLMWIKI_AGENT_TIMEOUT_SECONDS", default=300)
# The Hindsight server a scope bound to the Hindsight provider reads (llmwiki/hindsight.py).
HINDSIGHT_URL = os.environ.get("HINDSIGHT_URL", "").strip() or None
HINDSIGHT_API_KEY = os.environ.get("HINDSIGHT_API_KEY", "").strip() or None
HINDSIGHT_TIMEOUT_SECONDS = env.env_int("HINDSIGHT_TIMEOUT_SECONDS", default=10)

SECRET_KEY = env.secret_key(VAR_DIR)
DEBUG = env.env_bool("DEBUG", default=False)
ALLOWED_HOSTS = env.env_list("ALLOWED_HOSTS", default=["localhost", "127.0.0.1"])
CSRF_TRUSTED_ORIGINS = env.env_list("CSRF_TRUSTED_ORIGINS", default=[])

# HTTPS: on unless DEBUG, each switch settable on its own (`manage.py check --deploy` is clean
# with the production environment in docs/configuration.md).
SECURE_SSL_REDIRECT = env.env_bool("SECURE_SSL_REDIRECT", default=not DEBUG)
SESSION_COOKIE_SECURE = env.env_bool("SESSION_COOKIE_SECURE", default=not DEBUG)
CSRF_COOKIE_SECURE = env.env_bool("CSRF_COOKIE_SECURE", default=not DEBUG)
SECURE_HSTS_SECONDS = env.env_int("SECURE_HSTS_SECONDS", default=0 if DEBUG else 31_536_000)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env.env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", default=False)
SECURE_HSTS_PRELOAD = env.env_bool("SECURE_HSTS_PRELOAD", default=False)
# Behind a proxy that ends TLS: the header it sets to "https" (e.g. X-Forwarded-Proto).
SECURE_PROXY_SSL_HEADER = env.proxy_ssl_header("SECURE_PROXY_SSL_HEADER")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "guardian",
    "django_celery_beat",
    "markdownx",
    "goat",
    "brain",
    "ingest",
    "llmwiki",
    "ui",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    # Sets the Content-Security-Policy: the staff UI's own (goat/security.py) on its views, and
    # on every other response (the admin, the API docs) CONTENT_SECURITY_POLICY below, which
    # only limits where images come from.
    "csp.middleware.CSPMiddleware",
    # Synchronous only, and last: the chain above runs in one thread per request under ASGI
    # instead of switching threads twice per middleware (goat/middleware.py).
    "goat.middleware.OneThreadPerRequest",
]

ROOT_URLCONF = "goat.urls"
WSGI_APPLICATION = "goat.wsgi.application"
ASGI_APPLICATION = "goat.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

# The same engine everywhere: PostgreSQL with pgvector. Without DATABASE_URL, the embedded
# server under var/pgdata, started (or found running) by the first connection.
_database_url = os.environ.get("DATABASE_URL", "").strip()
if _database_url:
    DATABASES = {"default": env.database_from_url(_database_url)}
else:
    DATABASES = {"default": embedded_db.django_settings()}
# psycopg prepares the statements `goat.db.fetch_prepared` runs (the access check, the change
# counter) once a connection has run each this many times; 0 never prepares (for a connection
# pooler that cannot keep prepared statements, e.g. PgBouncer before 1.21 in transaction mode).
# The ORM's own queries are never prepared.
_prepare_threshold = env.env_int("DATABASE_PREPARE_THRESHOLD", 5)
DATABASES["default"].setdefault("OPTIONS", {})["prepare_threshold"] = _prepare_threshold or None
# The web server (goat/asgi.py sets GOAT_WEB_SERVER before Django starts) keeps up to
# DATABASE_POOL_SIZE connections in a pool (psycopg_pool, as Django's OPTIONS "pool"): a request
# takes a warm connection, with its prepared statements, instead of opening one and warming a
# fresh server process's caches (REST query p50 10.7 -> 4.8 ms here). A request that finds
# every connection busy waits DATABASE_POOL_TIMEOUT seconds for one. Celery workers, commands
# and tests open their own connections as before. 0 turns the pool off.
if env.env_bool("GOAT_WEB_SERVER", False):
    _pool_size = env.env_int("DATABASE_POOL_SIZE", 20)
    if _pool_size:
        DATABASES["default"]["OPTIONS"]["pool"] = {
            "min_size": 1,
            "max_size": _pool_size,
            "timeout": env.env_int("DATABASE_POOL_TIMEOUT", 10),
        }
        # Each connection taken from the pool is checked first, so one the server closed (a
        # restart) is replaced rather than failing a request.
        DATABASES["default"]["CONN_HEALTH_CHECKS"] = True

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTHENTICATION_BACKENDS = [
    "django.contrib.auth.backends.ModelBackend",
    "guardian.backends.ObjectPermissionBackend",
]

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = VAR_DIR / "static"
# The app serves /static/ itself (from the apps' folders, as runserver does) when DEBUG is on or
# this is: for the tests' and benches' servers. In production a web server serves STATIC_ROOT.
SERVE_STATIC = env.env_bool("SERVE_STATIC", default=False)

REST_FRAMEWORK = {
    # Personal API tokens (brain/api/auth.py, docs/api.md), then the admin's session. (DRF's
    # own authtoken app is not installed: its tokens are stored in plain text.)
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "brain.api.auth.TokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
}

SPECTACULAR_SETTINGS = {
    "TITLE": "Goat Brain API",
    "DESCRIPTION": "Brains, their documents and the tools agents use on them.",
    "VERSION": "0.1.0",
    "SERVE_INCLUDE_SCHEMA": False,
    # Swagger UI and Redoc from our own static files (drf-spectacular-sidecar), not a CDN:
    # the API docs work offline and load nothing from other hosts.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    # The Jamie webhook is a plain Django view with its own key header: added by hand.
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "ingest.openapi.add_jamie_webhook",
        # the tools' result and error schemas, as named components (brain/api/openapi.py)
        "brain.api.openapi.add_components",
    ],
}

# Answered requests are logged on stderr, in production too: a 4xx answer as one line
# (method, path, status, code) without a traceback, a 5xx with its traceback (goat/logs.py).
# Unhandled errors are also mailed to ADMINS when DEBUG is off, as Django does by default.
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {
        "require_debug_false": {"()": "django.utils.log.RequireDebugFalse"},
        "one_line_client_errors": {"()": "goat.logs.OneLineClientErrors"},
    },
    "formatters": {"requests": {"format": "%(levelname)s %(name)s: %(message)s"}},
    "handlers": {
        "requests": {
            "class": "logging.StreamHandler",
            "formatter": "requests",
            "filters": ["one_line_client_errors"],
        },
        "mail_admins": {
            "level": "ERROR",
            "class": "django.utils.log.AdminEmailHandler",
            "filters": ["require_debug_false"],
        },
    },
    "loggers": {
        name: {"handlers": ["requests", "mail_admins"], "level": "WARNING", "propagate": False}
        for name in ("django.request", "django.security", "goat.request")
    },
}

# Celery: settings prefixed CELERY_ (goat/celery.py). Tasks always go through the broker;
# task_always_eager is deliberately never set, so tests exercise a real worker.
CELERY_BROKER_URL, CELERY_BROKER_TRANSPORT_OPTIONS = env.celery_broker(VAR_DIR)
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_RESULT_BACKEND = os.environ.get("CELERY_RESULT_BACKEND", "").strip() or None
CELERY_TASK_SERIALIZER = "json"
CELERY_RESULT_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_TIMEZONE = TIME_ZONE
CELERY_BEAT_SCHEDULER = "django_celery_beat.schedulers:DatabaseScheduler"
# One message at a time per worker process: a wake message may run a long agent session.
CELERY_WORKER_PREFETCH_MULTIPLIER = 1


def _seconds(name: str, default: float) -> float:
    value = os.environ.get(name, "").strip()
    return float(value) if value else default


# Ingestion (ingest/): the durable queue and the agent sessions. See docs/ingestion.md.
INGEST_LEASE_SECONDS = _seconds("INGEST_LEASE_SECONDS", 300)
INGEST_HEARTBEAT_SECONDS = _seconds("INGEST_HEARTBEAT_SECONDS", 5)
# A running job whose heartbeat is older than this is presumed abandoned (its worker died or
# hung) and may be reclaimed, long before its lease (the outer bound) runs out.
INGEST_HEARTBEAT_STALE_SECONDS = _seconds("INGEST_HEARTBEAT_STALE_SECONDS", 30)
_MSG_HEARTBEAT_STALE = (
    "INGEST_HEARTBEAT_STALE_SECONDS ({stale:g}) must be at least twice "
    "INGEST_HEARTBEAT_SECONDS ({beat:g}): one late heartbeat would hand a live worker's job "
    "to another"
)
if INGEST_HEARTBEAT_STALE_SECONDS < 2 * INGEST_HEARTBEAT_SECONDS:
    raise ImproperlyConfigured(
        _MSG_HEARTBEAT_STALE.format(
            stale=INGEST_HEARTBEAT_STALE_SECONDS, beat=INGEST_HEARTBEAT_SECONDS
        )
    )
INGEST_POLL_SECONDS = _seconds("INGEST_POLL_SECONDS", 5)
INGEST_BACKOFF_BASE_SECONDS = _seconds("INGEST_BACKOFF_BASE_SECONDS", 10)
INGEST_BACKOFF_CAP_SECONDS = _seconds("INGEST_BACKOFF_CAP_SECONDS", 900)
INGEST_SESSION_TIMEOUT_SECONDS = _seconds("INGEST_SESSION_TIMEOUT_SECONDS", 600)
INGEST_MAX_STEPS = int(_seconds("INGEST_MAX_STEPS", 32))
# A wake message runs jobs for at most this long, then hands on to another message.
INGEST_WAKE_BUDGET_SECONDS = _seconds("INGEST_WAKE_BUDGET_SECONDS", 60)
INGEST_WAKE_FANOUT = int(_seconds("INGEST_WAKE_FANOUT", 4))
# The agents' model: any OpenAI-compatible chat-completions endpoint. Without a model the
# deterministic offline agent runs.
AGENT_MODEL = os.environ.get("AGENT_MODEL", "").strip()
AGENT_BASE_URL = os.environ.get("AGENT_BASE_URL", "").strip() or None
AGENT_API_KEY = os.environ.get("AGENT_API_KEY", "").strip()
AGENT_REQUEST_TIMEOUT_SECONDS = _seconds("AGENT_REQUEST_TIMEOUT_SECONDS", 120)
# Free-mail domains never become company pages (docs/ingestion.md#entity-resolution). An entry
# `family.*` stands for that provider in every country: `yahoo.*` is yahoo.com, yahoo.fr,
# yahoo.co.jp, yahoo.com.br (the name, then `com`, `net`, a two-letter country, or a public
# second level such as `co.` or `com.` before one). INGEST_FREE_MAIL_DOMAINS replaces the list;
# INGEST_FREE_MAIL_DOMAINS_EXTRA adds to it.
INGEST_FREE_MAIL_DOMAINS = [
    *env.env_list(
        "INGEST_FREE_MAIL_DOMAINS",
        [
            # international, and the regional forms of the big families
            "gmail.com", "googlemail.com", "yahoo.*", "ymail.com", "rocketmail.com",
            "outlook.*", "hotmail.*", "live.*", "msn.com", "windowslive.com", "aol.*",
            "icloud.com", "me.com", "mac.com", "mail.com", "email.com", "zoho.com",
            "zohomail.com", "proton.me", "protonmail.com", "protonmail.ch", "pm.me",
            "tutanota.com", "tutanota.de", "tuta.io", "tutamail.com", "hey.com",
            "fastmail.com", "fastmail.fm", "hushmail.com", "gmx.*", "yandex.*",
            # Korea, China, India
            "naver.com", "daum.net", "hanmail.net", "kakao.com", "nate.com", "qq.com",
            "foxmail.com", "163.com", "126.com", "yeah.net", "139.com", "sina.com",
            "sina.cn", "sohu.com", "aliyun.com", "rediffmail.com",
            # Russia and Ukraine
            "ya.ru", "mail.ru", "inbox.ru", "list.ru", "bk.ru", "rambler.ru", "ukr.net",
            # Europe
            "web.de", "t-online.de", "freenet.de", "orange.fr", "wanadoo.fr", "free.fr",
            "sfr.fr", "laposte.net", "libero.it", "virgilio.it", "alice.it", "tiscali.it",
            "seznam.cz", "centrum.cz", "wp.pl", "o2.pl", "interia.pl", "onet.pl", "op.pl",
            "abv.bg",
        ],
    ),
    *env.env_list("INGEST_FREE_MAIL_DOMAINS_EXTRA", []),
]  # fmt: skip
JAMIE_MAX_BODY_BYTES = 4 * 1024 * 1024
# Extra modules that register job kinds (besides the goat_brain.ingest_handlers entry points).
INGEST_HANDLER_MODULES = env.env_list("INGEST_HANDLER_MODULES", [])

# django-markdownx previews through the same sanitizing renderer as every other page, and shows
# the timeline as the document page does (ui/editing.py).
MARKDOWNX_MARKDOWNIFY_FUNCTION = "ui.editing.preview_html"

# Images: a page loads them from this site, data: URLs, and over https from these hosts only
# (GOAT_IMAGE_HOSTS, e.g. cdn.example.com,images.example.org). brain.markdown shows any other
# image in a document as a link naming its host; the CSP's img-src says the same to browsers.
GOAT_IMAGE_HOSTS = env.image_hosts("GOAT_IMAGE_HOSTS")
IMAGE_SOURCES = ["'self'", "data:", *(f"https://{host}" for host in GOAT_IMAGE_HOSTS)]
# Every response without a policy of its own (the staff UI has one, goat/security.py): images
# only, so the admin's scripts and styles are left as they are.
CONTENT_SECURITY_POLICY = {"DIRECTIVES": {"default-src": None, "img-src": IMAGE_SOURCES}}

# Mail (doctor reports to brain admins). Without EMAIL_HOST, mail is printed to the console.
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "goat-brain@localhost")
if os.environ.get("EMAIL_HOST"):
    EMAIL_HOST = os.environ["EMAIL_HOST"]
    EMAIL_PORT = int(os.environ.get("EMAIL_PORT", "587"))
    EMAIL_HOST_USER = os.environ.get("EMAIL_HOST_USER", "")
    EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
    EMAIL_USE_TLS = env.env_bool("EMAIL_USE_TLS", default=True)
else:
    EMAIL_BACKEND = "django.core.mail.backends.console.EmailBackend"

# Embeddings (brain/embeddings/, docs/embeddings.md). An OpenAI-compatible endpoint when
# EMBEDDINGS_MODEL is set (or EMBEDDINGS_PROVIDER=openai), the packaged all-MiniLM-L6-v2 with
# EMBEDDINGS_PROVIDER=local (the `local-embeddings` extra), otherwise none: lexical + graph.
EMBEDDINGS_PROVIDER = os.environ.get("EMBEDDINGS_PROVIDER", "").strip().lower()
EMBEDDINGS_MODEL = os.environ.get("EMBEDDINGS_MODEL", "").strip()
EMBEDDINGS_BASE_URL = os.environ.get("EMBEDDINGS_BASE_URL", "").strip() or None
EMBEDDINGS_API_KEY = os.environ.get("EMBEDDINGS_API_KEY", "").strip()
EMBEDDINGS_TIMEOUT_SECONDS = _seconds("EMBEDDINGS_TIMEOUT_SECONDS", 30)
# Characters per embedded chunk: within the model's input limit (0: the provider's default).
EMBEDDINGS_CHUNK_CHARS = int(_seconds("EMBEDDINGS_CHUNK_CHARS", 0))
EMBEDDINGS_BATCH_SIZE = int(_seconds("EMBEDDINGS_BATCH_SIZE", 64))
# Rerank: any endpoint speaking the common /rerank protocol; unset, there is no rerank.
RERANK_URL = os.environ.get("RERANK_URL", "").strip()
RERANK_MODEL = os.environ.get("RERANK_MODEL", "").strip()
RERANK_API_KEY = os.environ.get("RERANK_API_KEY", "").strip()
RERANK_TOP_N = int(_seconds("RERANK_TOP_N", 20))
RERANK_TIMEOUT_SECONDS = _seconds("RERANK_TIMEOUT_SECONDS", 5)
