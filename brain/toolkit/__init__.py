"""The Goat Brain toolkit: the document format, validation, links, edges, doctor, ranker and CLI.

It works on plain files and imports nothing from Django, so the CLI, the agents and the
server all share one implementation of the format.
"""
