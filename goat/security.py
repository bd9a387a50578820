"""The app's own pages' Content-Security-Policy (the staff UI, the memory browser), set per
view by django-csp's `csp` decorator; it lives here, in the bottom layer, as both apps use it.

Scripts, styles, fonts and fetches come from this origin only (the app's static files, no CDN);
nothing inline: no 'unsafe-inline', no 'unsafe-eval', no nonces. Images come from this origin,
`data:` URLs and the allowed image hosts (settings.IMAGE_SOURCES, from GOAT_IMAGE_HOSTS), never
plugins, frames or forms from other hosts. The policy is attached to the UI's responses (and the
memory browser's); every other response gets the site-wide one, which limits images only
(settings.CONTENT_SECURITY_POLICY).
"""

from __future__ import annotations

from typing import Any, Final

from csp.constants import NONE, SELF
from csp.decorators import csp
from django.conf import settings

POLICY: Final[dict[str, Any]] = {
    "default-src": [NONE],
    "script-src": [SELF],
    "style-src": [SELF],
    "img-src": list(settings.IMAGE_SOURCES),
    "font-src": [SELF],
    "connect-src": [SELF],
    "form-action": [SELF],
    "frame-ancestors": [NONE],
    "base-uri": [NONE],
    "object-src": [NONE],
}

with_policy = csp(POLICY)
