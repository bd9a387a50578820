"""The Goat Brain toolkit: the document format, validation, links, edges, doctor, ranker, the
store contract (store.py), the command registry (commands/) and the `goat-brain` CLI.

It works on plain files and imports nothing from Django, so the CLI, the agents and the
server all share one implementation of the format and of every command.
"""
