"""The REST API (DRF): personal API tokens (`tokens.py`, `auth.py`) and thin views over the
command registry and the access module."""
