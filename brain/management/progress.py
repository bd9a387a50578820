"""A progress bar on stderr, drawn only when stderr is a terminal."""

from __future__ import annotations

from typing import Final

from django.core.management.base import OutputWrapper

WIDTH: Final = 30


class ProgressBar:
    """`\\r[####    ] 120/1000` redrawn in place; a newline when it reaches the end."""

    def __init__(self, stream: OutputWrapper) -> None:
        self.stream = stream
        self.enabled = stream.isatty()

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled:
            return
        filled = WIDTH * done // total if total else WIDTH
        bar = "#" * filled + " " * (WIDTH - filled)
        ending = "\n" if done >= total else ""
        self.stream.write(f"\r[{bar}] {done}/{total}", ending=ending, style_func=_plain)
        self.stream.flush()


def _plain(text: str) -> str:
    return text
