"""Loading YAML frontmatter strictly: python-frontmatter's block handling, PyYAML's C loader.

Kept apart from document.py so that commands that never parse a document (a cached `list` or
`query`) do not pay for importing PyYAML and python-frontmatter.
"""

from __future__ import annotations

from typing import Any, Final

import yaml
from frontmatter.default_handlers import YAMLHandler

from .document import (
    MSG_ANCHOR,
    MSG_DUPLICATE_KEY,
    MSG_EMPTY_FRONTMATTER,
    MSG_KEY_TYPE,
    MSG_NOT_MAPPING,
    MSG_YAML,
)
from .problems import PARSE_ERROR, DocumentError, Problem

YAMLError = yaml.YAMLError


class _StrictLoader(yaml.CSafeLoader):
    """PyYAML's C safe loader that refuses repeated keys."""


def _construct_mapping(loader: yaml.CSafeLoader, node: yaml.MappingNode) -> dict[Any, Any]:
    # Merge keys (<<) need aliases, which are refused before construction, so a plain
    # key-by-key build is complete here.
    mapping: dict[Any, Any] = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        try:
            duplicate = key in mapping
        except TypeError:
            problem = Problem(PARSE_ERROR, "yaml", MSG_KEY_TYPE.format(key=key))
            raise DocumentError([problem]) from None
        if duplicate:
            raise DocumentError([Problem(PARSE_ERROR, "yaml", MSG_DUPLICATE_KEY.format(key=key))])
        mapping[key] = loader.construct_object(value_node, deep=True)
    return mapping


_StrictLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)


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
