"""Prepared statements for the few SQL statements every request runs.

Django's cursors bind parameters on the client and never prepare, so PostgreSQL plans each
statement anew. For a statement whose planning costs more than running it, that is most of its
time: the access check (`brain.access`) plans in about 0.3 ms and runs in 0.1 ms.
`fetch_prepared()` runs a statement on a cursor that binds on the server instead, and psycopg
prepares a statement once the connection has run it `prepare_threshold` times (DATABASES
OPTIONS, set in goat/settings.py from `DATABASE_PREPARE_THRESHOLD`); later runs skip parsing
and, once PostgreSQL settles on a generic plan, planning. A connection that runs a statement
only a few times sends it as before. Queries run here are counted and logged like any other
(the cursor is wrapped as Django wraps its own).

A migration that changes the type of a column such a statement reads makes PostgreSQL refuse
the prepared form ("cached plan must not change result type") on every connection that
prepared it; psycopg keeps it all the same. Outside a transaction the statement is then run
again after `DEALLOCATE ALL` (at which psycopg forgets its prepared statements too); inside
one, the transaction's rollback clears them.
"""

from __future__ import annotations

from typing import Any

import psycopg
from django.db import NotSupportedError, connection
from django.db.backends.postgresql.base import ServerBindingCursor


def fetch_prepared(sql: str, params: list[Any], *, binary: bool = False) -> list[tuple[Any, ...]]:
    """The rows of `sql` (plain `%s` placeholders; a parameter's Python type is its SQL type),
    run so that psycopg may prepare it (see above). With `binary`, PostgreSQL sends the values
    in binary form: a bytea column arrives as its bytes, not as hex text to decode."""
    try:
        return _fetch(sql, params, binary)
    except NotSupportedError as error:
        if connection.in_atomic_block or not isinstance(
            error.__cause__, psycopg.errors.FeatureNotSupported
        ):
            raise
        with connection.cursor() as cursor:
            cursor.execute("DEALLOCATE ALL")
        return _fetch(sql, params, binary)


def _fetch(sql: str, params: list[Any], binary: bool = False) -> list[tuple[Any, ...]]:
    connection.ensure_connection()
    connection.validate_thread_sharing()
    raw = ServerBindingCursor(connection.connection)
    if binary:
        raw.format = psycopg.pq.Format.BINARY  # what `execute` asks for when not told
    wrapped = (
        connection.make_debug_cursor(raw)
        if connection.queries_logged
        else connection.make_cursor(raw)
    )
    with wrapped as cursor:
        cursor.execute(sql, params)
        return list(cursor.fetchall())
