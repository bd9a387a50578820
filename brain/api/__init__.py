"""The REST API: thin views over the command registry and the access module."""
