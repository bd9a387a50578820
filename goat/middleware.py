"""Middleware of the project itself."""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponseBase


class OneThreadPerRequest:
    """Last in MIDDLEWARE, so that under ASGI the whole middleware chain runs in one worker
    thread per request.

    Django's own middleware is "async capable", but under ASGI each of them still hands its
    `process_request` and `process_response` to a worker thread and back (asgiref's
    sync_to_async), two thread switches per middleware and request: about 3.5 ms for a 404
    here. A middleware that can only run synchronously, innermost, makes Django build every
    middleware above it in its synchronous form (django.core.handlers.base.load_middleware):
    one switch into a thread for the chain, and one out and back for the view. Async views
    (the staff UI's live updates) still run on the event loop, and a streamed response still
    streams. It does nothing itself.
    """

    sync_capable = True
    async_capable = False

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        return self.get_response(request)
