"""Emptying the test database after a `transaction=True` test, faster than Django's flush.

Django's `flush` command (what TransactionTestCase runs after each test) truncates every table
in one statement (PostgreSQL gives each table new files: most of the 0.3-0.6 s it takes here),
then sends post_migrate, which makes every content type and permission again. This finds the
few tables that hold rows (one query) and deletes their rows in one transaction (a few ms: the
foreign keys Django makes are checked at commit, when every referencing row is gone too; the
project has no triggers), and leaves the content types and permissions as migrate made them
(no test makes or deletes either; made again, they would only change ids). Sequences keep
counting, as with Django's flush in tests (reset_sequences=False): a row made after the flush
never reuses an id an earlier test's row had, which a server or cache living across tests might
still hold.

What data migrations wrote (django-celery-beat's schedules) is written again, so every test
starts from what migrate left, whatever ran before it on this worker: under pytest-xdist a
module's tests run after other modules' transactional tests, not after every non-transactional
test of the run as pytest-django orders a single process's.
"""

from __future__ import annotations

import importlib
from functools import cache

from django.apps import apps
from django.db import connections, transaction

# Made by migrate (post_migrate) and never changed by a test.
KEPT_TABLES = frozenset({"django_content_type", "auth_permission"})

# The data migrations' row-making functions: (migration module, function).
DATA_MIGRATIONS = (
    ("brain.migrations.0004_doctor_schedule", "create_schedule"),
    ("ingest.migrations.0002_poll_schedule", "create_schedule"),
    ("brain.migrations.0008_embeddings", "create_schedule"),
)


@cache
def _tables(using: str) -> tuple[str, ...]:
    connection = connections[using]
    names = connection.introspection.django_table_names(only_existing=True, include_views=False)
    return tuple(sorted(name for name in names if name not in KEPT_TABLES))


def flush(using: str = "default") -> None:
    """Delete the rows of every table of the `using` database but KEPT_TABLES, then write
    the data migrations' rows again."""
    connection = connections[using]
    quote = connection.ops.quote_name
    tables = _tables(using)
    # On the driver's cursor, under Django's transaction: emptying the tables is not a write of
    # documents that tests/conftest.py's write-path guard (a Django execute wrapper) should see.
    with transaction.atomic(using=using), connection.connection.cursor() as cursor:
        cursor.execute(
            " UNION ALL ".join(
                f"SELECT {index} WHERE EXISTS (SELECT 1 FROM {quote(table)})"
                for index, table in enumerate(tables)
            )
        )
        filled = [tables[row[0]] for row in cursor.fetchall()]
        if filled:
            cursor.execute("; ".join(f"DELETE FROM {quote(table)}" for table in filled))
    for module, function in DATA_MIGRATIONS:
        getattr(importlib.import_module(module), function)(apps, None)
