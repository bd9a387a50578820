"""The brain commands: reads, writes, graph changes, and the registry that declares them."""

from .registry import COMMANDS, REGISTRY, CommandSpec, Param, bind, call, lookup, run

__all__ = ["COMMANDS", "REGISTRY", "CommandSpec", "Param", "bind", "call", "lookup", "run"]
