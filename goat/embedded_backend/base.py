"""Django's PostgreSQL backend, for the embedded server (goat/embedded_db.py).

The server is started, or found running, when the first connection is opened, not when the
settings are imported: `manage.py check` and anything else that never queries starts no
server. The settings name only the database and user; the socket folder and port are looked
up then and written into `settings_dict`, so code that reads them afterwards (dbshell, a test
that hands the address to a worker process) sees where the server is.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from contextvars import ContextVar
from pathlib import Path
from typing import Any, Final

from django.conf import settings
from django.db import OperationalError
from django.db.backends.postgresql import base, client

from goat import embedded_db

MSG_NOT_STARTED: Final = "the embedded database is not running, and this command starts none"

_AUTOSTART: ContextVar[bool] = ContextVar("embedded_database_autostart", default=True)


@contextlib.contextmanager
def no_autostart() -> Iterator[None]:
    """Within this block a first connection uses a running server but never starts one: it
    fails with OperationalError instead (for commands that can do without the database)."""
    token = _AUTOSTART.set(False)
    try:
        yield
    finally:
        _AUTOSTART.reset(token)


class DatabaseClient(client.DatabaseClient):
    def runshell(self, parameters: list[str]) -> None:
        self.connection.ensure_server()
        super().runshell(parameters)


class DatabaseWrapper(base.DatabaseWrapper):
    client_class = DatabaseClient

    def ensure_server(self) -> None:
        var_dir = Path(settings.VAR_DIR)
        if not _AUTOSTART.get() and embedded_db.status(var_dir) is None:
            raise OperationalError(MSG_NOT_STARTED)
        database = embedded_db.ensure_running(var_dir)
        self.settings_dict["HOST"] = database.host
        self.settings_dict["PORT"] = str(database.port)

    def get_connection_params(self) -> dict[str, Any]:
        self.ensure_server()
        return super().get_connection_params()
