"""Prepared statements for the few SQL statements every request runs.

Django's cursors bind parameters on the client and never prepare, so PostgreSQL plans each
statement anew. For a statement whose planning costs more than running it, that is most of its
time: the access check (`brain.access`) plans in about 0.3 ms and runs in 0.1 ms. A cursor from
`prepared_cursor()` binds on the server instead, and psycopg prepares a statement once the
connection has run it `prepare_threshold` times (DATABASES OPTIONS, set in goat/settings.py
from `DATABASE_PREPARE_THRESHOLD`); later runs skip parsing and, once PostgreSQL settles on a
generic plan, planning. A connection that runs a statement only a few times (a web request's
own connection) sends it as before. Queries through this cursor are counted and logged like
any other (it is wrapped as Django wraps its own).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from django.db import connection
from django.db.backends.postgresql.base import ServerBindingCursor
from django.db.backends.utils import CursorWrapper


@contextlib.contextmanager
def prepared_cursor() -> Iterator[CursorWrapper]:
    """A cursor on the default connection whose statements psycopg may prepare (see above).
    Use plain `%s` placeholders; a parameter's Python type is its SQL type."""
    connection.ensure_connection()
    connection.validate_thread_sharing()
    raw = ServerBindingCursor(connection.connection)
    wrapped = (
        connection.make_debug_cursor(raw)
        if connection.queries_logged
        else connection.make_cursor(raw)
    )
    with wrapped as cursor:
        yield cursor
