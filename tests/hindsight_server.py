"""A loopback server (tests/fake_http.py) speaking the two Hindsight routes the Hindsight
provider calls, so the real `hindsight-client` (and aiohttp under it) is exercised end to end:
no mocks.

    GET /v1/default/banks/{bank}/memories/list?limit=&offset=
        -> {"items", "total", "limit", "offset"}
    GET /v1/default/banks/{bank}/memories/{memory_id}
        -> the unit, or 404

`.banks` maps a bank id to its memory units (dicts as the server returns them). `.api_key`,
when set, must come as `Authorization: Bearer <key>` (else 401). `.fail` makes every answer
fail: `"error"` (500) or `"timeout"` (no answer until the test ends). Requests are recorded in
`.requests` as (path with query, Authorization header).
"""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit

from tests.fake_http import Answer, FakeHTTPServer, Request, json_answer

PREFIX = "/v1/default/banks/"


class HindsightServer(FakeHTTPServer):
    methods = ("GET",)

    def __init__(self) -> None:
        super().__init__()
        self.banks: dict[str, list[dict[str, Any]]] = {}
        self.api_key: str | None = None
        self.fail: str | None = None
        self.requests: list[tuple[str, str | None]] = []

    @property
    def url(self) -> str:
        return self.root

    def respond(self, request: Request) -> Answer:
        status, answer = self.answer(request.path, request.headers.get("authorization"))
        return json_answer(status, answer)

    def answer(self, target: str, authorization: str | None) -> tuple[int, Any]:
        self.requests.append((target, authorization))
        if self.fail == "timeout":
            self.closed.wait(30)
        if self.fail == "error":
            return 500, {"detail": "Internal Server Error"}
        if self.api_key is not None and authorization != f"Bearer {self.api_key}":
            return 401, {"detail": "Not authenticated"}
        split = urlsplit(target)
        if not split.path.startswith(PREFIX):
            return 404, {"detail": "Not Found"}
        parts = [unquote(part) for part in split.path[len(PREFIX) :].split("/")]
        if len(parts) != 3 or parts[1] != "memories" or parts[0] not in self.banks:
            return 404, {"detail": "Not Found"}
        units = self.banks[parts[0]]
        if parts[2] == "list":
            query = parse_qs(split.query)
            limit = int(query.get("limit", ["100"])[0])
            offset = int(query.get("offset", ["0"])[0])
            page = units[offset : offset + limit]
            return 200, {"items": page, "total": len(units), "limit": limit, "offset": offset}
        for unit in units:
            if unit["id"] == parts[2]:
                return 200, unit
        return 404, {"detail": f"memory {parts[2]} not found"}
