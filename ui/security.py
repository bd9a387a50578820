"""The staff UI's Content-Security-Policy, set per view by django-csp's `csp` decorator.

Scripts, styles, fonts and fetches come from this origin only (the app's static files, no CDN);
nothing inline: no 'unsafe-inline', no 'unsafe-eval', no nonces. Rendered markdown can carry
images from https hosts, never plugins, frames or forms to other hosts. The policy is attached
to the UI's responses only: the admin and the API docs keep their own pages as they are.
"""

from __future__ import annotations

from typing import Any, Final

from csp.constants import NONE, SELF
from csp.decorators import csp

POLICY: Final[dict[str, Any]] = {
    "default-src": [NONE],
    "script-src": [SELF],
    "style-src": [SELF],
    "img-src": [SELF, "https:"],
    "font-src": [SELF],
    "connect-src": [SELF],
    "form-action": [SELF],
    "frame-ancestors": [NONE],
    "base-uri": [NONE],
    "object-src": [NONE],
}

with_policy = csp(POLICY)
