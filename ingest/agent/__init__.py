"""Ingestion agents: the model client (model.py) and the tool loop (loop.py)."""
