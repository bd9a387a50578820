"""The HTTP API (DRF): personal API tokens (`tokens.py`, `auth.py`) and the brain views."""
