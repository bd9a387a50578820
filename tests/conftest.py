import os
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    # The one conditional skip: Redis tests run where REDIS_URL is set (.ci/run sets it when
    # a Redis answers on 127.0.0.1:6379).
    if os.environ.get("REDIS_URL"):
        return
    skip_redis = pytest.mark.skip(reason="REDIS_URL is not set")
    for item in items:
        if "redis" in item.keywords:
            item.add_marker(skip_redis)


@pytest.fixture
def repo_root() -> Path:
    return REPO_ROOT
