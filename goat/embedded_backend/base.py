"""Django's PostgreSQL backend, for the embedded server (goat/embedded_db.py).

The server is started, or found running, when the first connection is opened, not when the
settings are imported: `manage.py check` and anything else that never queries starts no
server. The settings name only the database and user; the socket folder and port are looked
up then and written into `settings_dict`, so code that reads them afterwards (dbshell, a test
that hands the address to a worker process) sees where the server is.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.conf import settings
from django.db.backends.postgresql import base, client

from goat import embedded_db


class DatabaseClient(client.DatabaseClient):
    def runshell(self, parameters: list[str]) -> None:
        self.connection.ensure_server()
        super().runshell(parameters)


class DatabaseWrapper(base.DatabaseWrapper):
    client_class = DatabaseClient

    def ensure_server(self) -> None:
        database = embedded_db.ensure_running(Path(settings.VAR_DIR))
        self.settings_dict["HOST"] = database.host
        self.settings_dict["PORT"] = str(database.port)

    def get_connection_params(self) -> dict[str, Any]:
        self.ensure_server()
        return super().get_connection_params()
