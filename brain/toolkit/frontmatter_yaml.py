"""Loading YAML frontmatter strictly: python-frontmatter's block handling, PyYAML's C loader.

Kept apart from document.py so that commands that never parse a document (a cached `list` or
`query`) do not pay for importing PyYAML and python-frontmatter.
"""

from __future__ import annotations

import math
from typing import Any, Final

import yaml
from frontmatter.default_handlers import YAMLHandler

from .problems import PARSE_ERROR, DocumentError, Problem
from .schemas import MAX_INTEGER, MIN_INTEGER

MSG_EMPTY_FRONTMATTER: Final = (
    "the frontmatter is empty; it needs at least id, kind, type, title, status"
)
MSG_YAML: Final = "the frontmatter is not valid YAML: {detail}"
MSG_ANCHOR: Final = "the frontmatter uses YAML anchors or aliases (& or *); write values out"
MSG_NOT_MAPPING: Final = "the frontmatter must be a mapping of keys to values, not {found}"
MSG_DUPLICATE_KEY: Final = "the frontmatter repeats the key {key!r}; keep one"
MSG_KEY_TYPE: Final = "frontmatter keys must be strings, found {key!r}"
MSG_NUMBER: Final = (
    "{where} holds the number {value}, which documents cannot carry: numbers must be finite "
    "(no .inf or .nan) and integers at most 64 bits; quote it to keep it as text"
)

YAMLError = yaml.YAMLError


class _StrictLoader(yaml.CSafeLoader):
    """PyYAML's C safe loader that refuses repeated keys and numbers no store can carry."""


class _BadNumber(Exception):
    """A YAML number documents cannot hold; `text` is the scalar as written, `key` the
    outermost mapping key it was found under (set as it passes each mapping on its way out)."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text
        self.key: object = None

    def error(self) -> DocumentError:
        shown = self.text if len(self.text) <= 40 else self.text[:40] + "..."
        key = self.key
        where = "the frontmatter" if key is None else f"the frontmatter key {key!r}"
        message = MSG_NUMBER.format(where=where, value=shown)
        field = key if isinstance(key, str) else None
        return DocumentError([Problem(PARSE_ERROR, "yaml", message, field)])


def _construct_int(loader: yaml.CSafeLoader, node: yaml.ScalarNode) -> int:
    # Hexadecimal, octal and base-60 (1:30:00) integers have no digit limit in Python, and a
    # decimal one past 4300 digits cannot even be read back: both are refused, as is anything
    # beyond 64 bits (JSON readers and databases do not keep it).
    try:
        value = yaml.constructor.SafeConstructor.construct_yaml_int(loader, node)
    except ValueError:
        raise _BadNumber(str(node.value)) from None
    if not MIN_INTEGER <= value <= MAX_INTEGER:
        raise _BadNumber(str(node.value))
    return int(value)


def _construct_float(loader: yaml.CSafeLoader, node: yaml.ScalarNode) -> float:
    # .inf and .nan have no JSON form; base-60 floats can overflow while they are built.
    try:
        value = yaml.constructor.SafeConstructor.construct_yaml_float(loader, node)
    except (OverflowError, ValueError):
        raise _BadNumber(str(node.value)) from None
    if not math.isfinite(value):
        raise _BadNumber(str(node.value))
    return float(value)


_STR_TAG: Final = "tag:yaml.org,2002:str"
_SEQ_TAG: Final = "tag:yaml.org,2002:seq"


def _construct(loader: yaml.CSafeLoader, node: yaml.Node) -> Any:
    """`loader.construct_object(node, deep=True)`, with strings and lists of them built
    directly: PyYAML's bookkeeping per node (kept for aliases, refused here before anything is
    constructed) is most of the time a frontmatter takes to load."""
    if node.tag == _STR_TAG and isinstance(node, yaml.ScalarNode):
        return node.value  # what construct_yaml_str returns
    if node.tag == _SEQ_TAG and isinstance(node, yaml.SequenceNode):
        return [_construct(loader, child) for child in node.value]
    return loader.construct_object(node, deep=True)


def _construct_mapping(loader: yaml.CSafeLoader, node: yaml.MappingNode) -> dict[Any, Any]:
    # Merge keys (<<) need aliases, which are refused before construction, so a plain
    # key-by-key build is complete here.
    mapping: dict[Any, Any] = {}
    for key_node, value_node in node.value:
        key = _construct(loader, key_node)
        try:
            duplicate = key in mapping
        except TypeError:
            problem = Problem(PARSE_ERROR, "yaml", MSG_KEY_TYPE.format(key=key))
            raise DocumentError([problem]) from None
        if duplicate:
            raise DocumentError([Problem(PARSE_ERROR, "yaml", MSG_DUPLICATE_KEY.format(key=key))])
        try:
            mapping[key] = _construct(loader, value_node)
        except _BadNumber as bad:
            bad.key = key
            raise
    return mapping


_StrictLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
_StrictLoader.add_constructor("tag:yaml.org,2002:int", _construct_int)
_StrictLoader.add_constructor("tag:yaml.org,2002:float", _construct_float)


def _load_frontmatter(text: str) -> object:
    # Anchors and aliases are refused before anything is constructed (no alias bombs).
    # Both need a '&' or '*' character, so most frontmatter skips the event scan.
    if "&" in text or "*" in text:
        for event in yaml.parse(text, Loader=yaml.CSafeLoader):
            if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None):
                raise DocumentError([Problem(PARSE_ERROR, "yaml", MSG_ANCHOR)])
    return yaml.load(text, Loader=_StrictLoader)  # noqa: S506 - a safe loader subclass


class _FrontmatterHandler(YAMLHandler):
    def load(self, fm: str, **kwargs: object) -> Any:
        try:
            value = _load_frontmatter(fm)
        except _BadNumber as bad:
            raise bad.error() from None
        except ValueError as error:  # a well-formed scalar that is no real value (Feb 30th)
            detail = str(error)
            problem = Problem(PARSE_ERROR, "yaml", MSG_YAML.format(detail=detail))
            raise DocumentError([problem]) from None
        if value is None:
            raise DocumentError([Problem(PARSE_ERROR, "frontmatter", MSG_EMPTY_FRONTMATTER)])
        if not isinstance(value, dict):
            found = type(value).__name__
            raise DocumentError(
                [Problem(PARSE_ERROR, "frontmatter", MSG_NOT_MAPPING.format(found=found))]
            )
        return value


HANDLER: Final = _FrontmatterHandler()
