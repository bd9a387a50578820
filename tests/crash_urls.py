"""The site's URLs, and one more whose view crashes: a 500 for tests/test_request_logs.py."""

from typing import Final, NoReturn

from django.http import HttpRequest
from django.urls import path

from goat.urls import urlpatterns as site

CRASH_PATH: Final = "/test-crash/"
MSG_CRASH: Final = "this view crashes on purpose"


def crash(request: HttpRequest) -> NoReturn:
    raise RuntimeError(MSG_CRASH)


urlpatterns = [path(CRASH_PATH.strip("/") + "/", crash), *site]
