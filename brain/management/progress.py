"""Progress of long management commands on stderr (tqdm), drawn only when stderr is a terminal."""

from __future__ import annotations

from typing import Any

from django.core.management.base import OutputWrapper
from tqdm import tqdm


class ProgressBar:
    """A callable `(done, total)` that keeps a tqdm bar on the command's stderr up to date."""

    def __init__(self, stream: OutputWrapper, *, unit: str = "file") -> None:
        self.target: Any = getattr(stream, "_out", stream)
        self.enabled = stream.isatty()
        self.unit = unit
        self.bar: tqdm[Any] | None = None

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled:
            return
        if self.bar is None:  # made on the first report, when the total is known
            self.bar = tqdm(total=total, unit=self.unit, file=self.target, dynamic_ncols=True)
        self.bar.update(done - self.bar.n)
        if done >= total:
            self.bar.close()
