"""How long a crafted PDF keeps the text reader busy, unbounded and bounded.

For each crafted file (tests/files/samples.py builds them; each a few hundred KiB at most) it
times the reading the way it was before the bounds (pypdf's default limits, every page's
`extract_text`, stopping only once the text passed the cap) as the baseline, then
`brain.toolkit.originals.pdf_text` as it is, and prints baseline / bounded. An ordinary
typeset report is timed both ways too: there the two should be about equal (ratio ~1).

    .venv/bin/python -m bench.pdf_bench [--pages 20000] [--bomb-mb 70] [--shared 100]

The baseline of the default sizes takes about a minute on a loaded 2-core machine.
"""

from __future__ import annotations

import argparse
import io
import logging
import time
from collections.abc import Callable

from brain.toolkit.originals import MAX_TEXT_BYTES, pdf_text
from tests.files.samples import _FONT, _PAGE, _pdf, _stream, shared_page_pdf, text_bomb_pdf


def unbounded(data: bytes) -> int:
    """The reading before the bounds: every page, pypdf's defaults, the text cap alone."""
    from pypdf import PdfReader

    logging.getLogger("pypdf").setLevel(logging.ERROR)
    size = 0
    for page in PdfReader(io.BytesIO(data), strict=False).pages:
        size += len(page.extract_text() or "")
        if size > MAX_TEXT_BYTES:
            break
    return size


def report_pdf(pages: int = 200, lines: int = 50) -> bytes:
    """An ordinary typeset report: a kerned TJ array per line."""
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"", _FONT]
    kids = []
    for number in range(pages):
        text = b"".join(
            b"[(Quarterly) -20 (revenue) -15 (grew) -10 (in) -12 (region) -8 (%d) -5 (%d)] TJ T*\n"
            % (number, line)
            for line in range(lines)
        )
        kids.append(b"%d 0 R" % (len(objects) + 1))
        objects.append(_PAGE % (len(objects) + 2))
        objects.append(_stream(b"BT /F1 10 Tf 12 TL 40 760 Td\n" + text + b"ET\n", deflate=True))
    objects[1] = b"<< /Type /Pages /Kids [" + b" ".join(kids) + b"] /Count %d >>" % pages
    return _pdf(objects)


def timed(read: Callable[[bytes], object], data: bytes) -> tuple[float, object]:
    wall = time.perf_counter()
    result = read(data)
    return time.perf_counter() - wall, result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=20000, help="pages of the long PDF")
    parser.add_argument("--bomb-mb", type=int, default=70, help="MiB one page's text inflates to")
    parser.add_argument("--shared", type=int, default=100, help="pages drawing one 60 MB stream")
    args = parser.parse_args()
    cases = [
        ("ordinary report, 200 pages", report_pdf()),
        (
            f"{args.pages} pages, one line each",
            shared_page_pdf(args.pages, b"BT /F1 12 Tf 40 700 Td (page text) Tj ET"),
        ),
        (f"one page inflating to {args.bomb_mb} MiB of text", text_bomb_pdf(args.bomb_mb)),
        (
            f"{args.shared} pages drawing one 60 MB stream",
            shared_page_pdf(args.shared, b"0 0 m " * 10_000_000, deflate=True),
        ),
    ]
    print(f"{'file':<44} {'bytes':>9} {'baseline s':>11} {'bounded s':>10} {'ratio':>7}  note")
    for label, data in cases:
        base_wall, _ = timed(unbounded, data)
        bounded_wall, result = timed(lambda d: pdf_text("f.pdf", d), data)
        note = getattr(result, "note", None) or "-"
        ratio = base_wall / bounded_wall if bounded_wall else float("inf")
        figures = f"{len(data):>9} {base_wall:>11.2f} {bounded_wall:>10.2f} {ratio:>6.1f}x"
        print(f"{label:<44} {figures}  {note.removeprefix('f.pdf: ')[:80]}", flush=True)


if __name__ == "__main__":
    main()
