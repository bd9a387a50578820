"""The brain commands: reads, writes, graph changes, and the registry that declares them."""

from .registry import (
    BRAIN_COMMANDS,
    COMMANDS,
    REGISTRY,
    CommandRegistry,
    CommandSpec,
    Param,
    bind,
    call,
    lookup,
    run,
)

__all__ = [
    "BRAIN_COMMANDS",
    "COMMANDS",
    "REGISTRY",
    "CommandRegistry",
    "CommandSpec",
    "Param",
    "bind",
    "call",
    "lookup",
    "run",
]
