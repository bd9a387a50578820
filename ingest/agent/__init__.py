"""The ingestion agents: one session function, a tool loop over the goat-brain CLI, model
clients, and the deterministic offline agent."""
