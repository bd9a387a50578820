"""Django database backend for the embedded PostgreSQL server (see base.py)."""
