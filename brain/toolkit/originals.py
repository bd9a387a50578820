"""PDF and docx files as evidence, and attachments: what the bytes are, and the document they make.

One function, `original_document(name, data)`, turns a file into an evidence document (kind
evidence, type source, under `evidence/`, its body the extracted text, a `file:` source ref
naming the original kept beside it) plus the original's name; every entry point uses it: the
CLI's `goat-brain add`, the REST upload (`POST /api/brains/{brain}/files/`), sync. The id is
`ev-file-` + the first 16 hex digits of the bytes' sha256, so the same bytes twice make the
same document (docs/format.md, "Attachments and original files").

The bytes are checked before anything is parsed: the size cap, then the magic bytes against the
extension (a `.pdf` that is really HTML is refused). Text comes from the field's well-kept pure
Python libraries: pypdf (PDF text) and python-docx (paragraphs and tables). A PDF that is
encrypted or malformed is refused; one with no text layer is kept, its body saying so, with a
note the caller reports (there is no OCR). A PDF is read within bounds (`pdf_text`), so a
crafted one is read in part, with a note, rather than for minutes. A docx that is not a zip,
is password-protected (an encrypted Office file is an OLE container, not a zip) or would
decompress past `MAX_UNCOMPRESSED_BYTES` (a zip bomb; member sizes are counted as they are
read, not taken from the headers) is refused. Every refusal is a `CommandError` with one line
naming the file.

This module imports nothing from Django: the CLI runs it on a folder.
"""

from __future__ import annotations

import hashlib
import io
import re
import time
from dataclasses import astuple, dataclass
from typing import Any, Final

from .document import Document
from .errors import CommandError
from .quoting import defuse, one_line
from .schemas import EVIDENCE_ZONE
from .timestamps import now_timestamp

# Codes (the API maps them: brain/api/errors.py).
UNSUPPORTED_FILE: Final = "unsupported_file"  # 415
FILE_TOO_LARGE: Final = "file_too_large"  # 413
BAD_FILE: Final = "bad_file"  # 400: encrypted, malformed, a zip bomb
FILE_CHANGED: Final = "file_changed"  # 409: a stored file's path with other bytes

MAX_FILE_BYTES: Final = 50 * 1024 * 1024  # the default cap (setting GOAT_MAX_FILE_BYTES)
MAX_UNCOMPRESSED_BYTES: Final = 200 * 1024 * 1024  # a docx's members, decompressed, at most
# A document body is at most 5 MiB (format.md): the text is cut at 4 MiB of UTF-8 (defusing
# may add a little), and extraction stops once it has that much.
MAX_TEXT_BYTES: Final = 4 * 1024 * 1024
TRUNCATED: Final = "*The text is cut here: the rest is in the original.*"
# A PDF is read for its text within bounds (pdf_text): pages read at most; one content stream,
# decoded, at most (pypdf's own limit, tightened); all pages' content, decoded, at most; form
# XObjects drawn per page at most. Far above what a real document needs, far below what makes
# a crafted one take minutes (bench/pdf_bench.py measures both).
MAX_PDF_PAGES: Final = 2000
MAX_PDF_STREAM_BYTES: Final = 4 * 1024 * 1024
MAX_PDF_CONTENT_BYTES: Final = 32 * 1024 * 1024
MAX_PDF_FORMS_PER_PAGE: Final = 500
MAX_PDF_STREAM_WORK: Final = 250_000  # operands and operators parsed in one content stream
MAX_PDF_WORK: Final = 2_000_000  # the same, in the whole PDF
MAX_PDF_SECONDS: Final = 10.0  # the backstop: what the counts above do not see
ID_PREFIX: Final = "ev-file-"
FILE_SOURCE: Final = "file"

PDF: Final = "pdf"
DOCX: Final = "docx"
MEDIA_TYPES: Final[dict[str, str]] = {
    PDF: "application/pdf",
    DOCX: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
}
DOCUMENT_SUFFIXES: Final = (f".{PDF}", f".{DOCX}")

MSG_TOO_LARGE: Final = "{name}: {size} bytes is over the cap of {cap} bytes"
MSG_UNSUPPORTED: Final = "{name}: only PDF and docx files become documents"
MSG_NOT_PDF: Final = "{name}: the content is not a PDF (it does not start with %PDF-)"
MSG_NOT_DOCX: Final = "{name}: the content is not a docx (not a zip archive)"
MSG_NOT_WORD: Final = "{name}: the zip archive is not a Word document (no word/document.xml)"
MSG_DOCX_ENCRYPTED: Final = (
    "{name}: the docx is password-protected; save it without a password and add it again"
)
MSG_PDF_ENCRYPTED: Final = (
    "{name}: the PDF is encrypted; save it without a password and add it again"
)
MSG_PDF_MALFORMED: Final = "{name}: the PDF cannot be read ({reason})"
MSG_DOCX_MALFORMED: Final = "{name}: the docx cannot be read ({reason})"
MSG_ZIP_BOMB: Final = (
    "{name}: the docx would decompress to more than {cap} bytes; refused as a zip bomb"
)
MSG_NO_TEXT: Final = "{name}: the PDF has no text layer (scanned?); kept without text, no OCR"
MSG_PDF_PAGES: Final = (
    "{name}: the PDF has {count} pages; the text of the first {read} is kept, the rest is in "
    "the original"
)
MSG_PDF_STOPPED: Final = (
    "{name}: the PDF's content is too large to read whole; the text of the first {read} of "
    "{count} pages is kept, the rest is in the original"
)
MSG_PDF_LEFT_OUT: Final = (
    "{name}: the text of {pages} is left out (a content stream over the reader's limits "
    "once decompressed); the original has it"
)
PAGE_LEFT_OUT: Final = "*Page {number} is left out: its content is over the reader's limits.*"
NO_TEXT_BODY: Final = (
    "*This PDF has no text layer (it may be scanned pages); there is no OCR. "
    "The original is kept: download it to read it.*"
)
EMPTY_DOCX_BODY: Final = "*This docx holds no text. The original is kept.*"

_OLE_MAGIC: Final = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"  # an encrypted Office file
_ZIP_MAGIC: Final = b"PK\x03\x04"
_BLANK_RUNS: Final = re.compile(r"\n{3,}")
_CONTROL: Final = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


@dataclass(frozen=True)
class Original:
    """An evidence document made from a file, and the original to keep beside it."""

    document: Document
    format: str  # pdf | docx
    file_name: str  # `<id>.pdf`, beside `<id>.md`
    sha256: str
    size: int
    media_type: str
    note: str | None = None  # a line to report (a PDF with no text layer)

    @property
    def path(self) -> str:
        """The original's path in the brain (the document's folder)."""
        return f"{self.document.folder}/{self.file_name}"


def sha256_hex(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def document_id(data: bytes) -> str:
    """The evidence id of a file's bytes: the same bytes always name the same document."""
    return ID_PREFIX + sha256_hex(data)[:16]


def file_format(name: str, data: bytes, *, cap: int = MAX_FILE_BYTES) -> str:
    """`pdf` or `docx`, when the bytes are within the cap and are what the extension says."""
    if len(data) > cap:
        raise CommandError(FILE_TOO_LARGE, MSG_TOO_LARGE.format(name=name, size=len(data), cap=cap))
    base = name.rsplit("/", 1)[-1]
    suffix = base.rpartition(".")[2].lower() if "." in base else ""
    if not suffix:  # no extension (a form's bare `file`): the magic bytes decide
        suffix = PDF if data[:1024].lstrip(b"\x00\t\n\f\r ").startswith(b"%PDF-") else DOCX
        if suffix == DOCX and not data.startswith((_ZIP_MAGIC, _OLE_MAGIC)):
            raise CommandError(UNSUPPORTED_FILE, MSG_UNSUPPORTED.format(name=name))
    if suffix == PDF:
        if not data[:1024].lstrip(b"\x00\t\n\f\r ").startswith(b"%PDF-"):
            raise CommandError(UNSUPPORTED_FILE, MSG_NOT_PDF.format(name=name))
        return PDF
    if suffix == DOCX:
        if data.startswith(_OLE_MAGIC):
            raise CommandError(BAD_FILE, MSG_DOCX_ENCRYPTED.format(name=name))
        if not data.startswith(_ZIP_MAGIC):
            raise CommandError(UNSUPPORTED_FILE, MSG_NOT_DOCX.format(name=name))
        return DOCX
    raise CommandError(UNSUPPORTED_FILE, MSG_UNSUPPORTED.format(name=name))


def is_document_file(name: str) -> bool:
    """Whether `name` is one `original_document` takes (by extension)."""
    return name.lower().endswith(DOCUMENT_SUFFIXES)


@dataclass(frozen=True)
class PdfText:
    text: str  # the pages' text, pages separated by blank lines ('' when there is none)
    note: str | None = None  # what was left out, one line naming the file


def _pdf_limits() -> dict[str, Any]:
    """pypdf's own limits, tightened for one untrusted file read for its text (see MAX_PDF_*)."""
    return {
        "zlib_maximum_output_length": MAX_PDF_STREAM_BYTES,
        "lzw_maximum_output_length": MAX_PDF_STREAM_BYTES,
        "run_length_maximum_output_length": MAX_PDF_STREAM_BYTES,
        "brotli_maximum_output_length": MAX_PDF_STREAM_BYTES,
        "array_based_stream_maximum_output_length": MAX_PDF_STREAM_BYTES,
        "stream_decoding_work_maximum_length": 4 * MAX_PDF_STREAM_BYTES,
        "stream_parsing_work_maximum_count": MAX_PDF_STREAM_WORK,
        "xform_maximum_invocations_per_extraction": MAX_PDF_FORMS_PER_PAGE,
        "jbig2dec_binary": None,  # images are never decoded for text; no program is run
        "disable_legacy_handling": True,  # pypdf's module constants do not widen these
    }


class _Spent(Exception):
    """The work budget ran out (raised from pypdf's visitor, so extraction stops)."""


class _Budget:
    """The parsing work pypdf does on content streams across the whole PDF, forms included:
    operators and their operands (an array's elements each), as pypdf counts it per stream.
    pypdf bounds each stream, not their sum; this stops it past MAX_PDF_WORK, or once
    MAX_PDF_SECONDS have passed: a form that fails pypdf's own limits is given up inside pypdf
    (no visitor sees it), so only the clock sees a page drawing many. (A visitor also makes
    pypdf parse streams that show no text, each within its own limit.)"""

    def __init__(self) -> None:
        self.left = MAX_PDF_WORK
        self.deadline = time.monotonic() + MAX_PDF_SECONDS

    @property
    def spent(self) -> bool:
        return self.left <= 0 or time.monotonic() > self.deadline

    def charge(self, operator: Any, operands: Any, *_: Any) -> None:
        self.left -= 1 + sum(len(o) if isinstance(o, list) else 1 for o in operands)
        if self.spent:
            raise _Spent

    def charge_stream(self) -> None:
        """A stream given up at pypdf's own limit cost that much work first."""
        self.left -= MAX_PDF_STREAM_WORK


def _content_bytes(page: Any) -> int:
    """The decoded size of a page's content streams (pypdf keeps a decoded stream, so this
    reads nothing twice); a stream over the limit counts as the limit."""
    from pypdf.errors import PyPdfError
    from pypdf.generic import ArrayObject, StreamObject

    contents = page.get("/Contents")
    if contents is None:
        return 0
    contents = contents.get_object()
    total = 0
    for item in contents if isinstance(contents, ArrayObject) else [contents]:
        stream = item.get_object()
        if isinstance(stream, StreamObject):
            try:
                total += len(stream.get_data())
            except PyPdfError:
                total += MAX_PDF_STREAM_BYTES
    return total


def pdf_text(name: str, data: bytes) -> PdfText:
    """The text of the pages, read within bounds: a crafted PDF (a decompression bomb, pages
    by the hundred thousand sharing one huge content stream, forms drawing forms) makes pypdf
    work for minutes otherwise. Reading stops after MAX_PDF_PAGES pages, once the text passes
    MAX_TEXT_BYTES, the pages' decoded content passes MAX_PDF_CONTENT_BYTES or the work budget
    (`_Budget`) is spent, with a line in the text and a note saying so; a page whose content is
    over pypdf's (tightened) limits is left out with a line saying so."""
    import logging  # (here, as the readers: the CLI's reads never load them)

    from pypdf import PdfReader, apply_configuration
    from pypdf.errors import LimitReachedError, PyPdfError

    logging.getLogger("pypdf").setLevel(logging.ERROR)  # its warnings are not ours to print
    pages: list[str] = []
    left_out: list[int] = []
    stopped: str | None = None
    try:
        with apply_configuration(**_pdf_limits()):
            reader = PdfReader(io.BytesIO(data), strict=False)
            if reader.is_encrypted:
                raise CommandError(BAD_FILE, MSG_PDF_ENCRYPTED.format(name=name))
            count = len(reader.pages)
            size = work = 0
            budget = _Budget()
            for number, page in enumerate(reader.pages, start=1):
                if number > MAX_PDF_PAGES:
                    stopped = MSG_PDF_PAGES.format(name=name, count=count, read=MAX_PDF_PAGES)
                    break
                if size > MAX_TEXT_BYTES or work > MAX_PDF_CONTENT_BYTES or budget.spent:
                    stopped = MSG_PDF_STOPPED.format(name=name, count=count, read=number - 1)
                    break
                try:
                    text = page.extract_text(visitor_operand_before=budget.charge) or ""
                except LimitReachedError:
                    budget.charge_stream()
                    left_out.append(number)
                    text = PAGE_LEFT_OUT.format(number=number)
                except _Spent:  # the page is cut where the budget ran out: not kept
                    stopped = MSG_PDF_STOPPED.format(name=name, count=count, read=number - 1)
                    break
                pages.append(text)
                size += len(text.encode("utf-8", errors="replace"))
                work += _content_bytes(page)
    except CommandError:
        raise
    except (PyPdfError, ValueError, TypeError, KeyError, AttributeError, IndexError) as error:
        reason = one_line(str(error))[:200] or type(error).__name__
        raise CommandError(BAD_FILE, MSG_PDF_MALFORMED.format(name=name, reason=reason)) from None
    except RecursionError:
        raise CommandError(
            BAD_FILE, MSG_PDF_MALFORMED.format(name=name, reason="nested too deep")
        ) from None
    text = "\n\n".join(page.strip() for page in pages if page.strip())
    if stopped is not None and size <= MAX_TEXT_BYTES:  # past the text cap, _body says so
        text += "\n\n" + TRUNCATED
    if left_out and stopped is None:
        named = ", ".join(str(n) for n in left_out[:10]) + (", ..." if len(left_out) > 10 else "")
        named = f"page {named}" if len(left_out) == 1 else f"pages {named}"
        stopped = MSG_PDF_LEFT_OUT.format(name=name, pages=named)
    return PdfText(text, stopped)


def _bounded_zip(name: str, data: bytes) -> bytes:
    """The docx's bytes, after reading every member with a running cap on what it inflates to
    (the sizes a zip's headers declare may lie)."""
    import zipfile  # (here, as the readers: the CLI's reads never load it)

    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        names = set(archive.namelist())
        if "EncryptedPackage" in names:
            raise CommandError(BAD_FILE, MSG_DOCX_ENCRYPTED.format(name=name))
        if "word/document.xml" not in names:
            raise CommandError(UNSUPPORTED_FILE, MSG_NOT_WORD.format(name=name))
        total = 0
        for info in archive.infolist():
            if info.flag_bits & 0x1:
                raise CommandError(BAD_FILE, MSG_DOCX_ENCRYPTED.format(name=name))
            total += info.file_size
            if total > MAX_UNCOMPRESSED_BYTES:
                raise CommandError(
                    BAD_FILE, MSG_ZIP_BOMB.format(name=name, cap=MAX_UNCOMPRESSED_BYTES)
                )
        total = 0
        for info in archive.infolist():
            with archive.open(info) as member:
                while chunk := member.read(1024 * 1024):
                    total += len(chunk)
                    if total > MAX_UNCOMPRESSED_BYTES:
                        raise CommandError(
                            BAD_FILE, MSG_ZIP_BOMB.format(name=name, cap=MAX_UNCOMPRESSED_BYTES)
                        )
    except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, OSError, ValueError) as error:
        reason = one_line(str(error))[:200] or type(error).__name__
        raise CommandError(BAD_FILE, MSG_DOCX_MALFORMED.format(name=name, reason=reason)) from None
    return data


def _cell_text(text: str) -> str:
    return " ".join(text.split()).replace("|", "/")


def docx_text(name: str, data: bytes) -> str:
    """Paragraphs and tables in document order: a paragraph per block, a table row per line
    (cells separated by ` | `)."""
    _bounded_zip(name, data)
    import docx  # imported on use, as pypdf
    from docx.table import Table
    from docx.text.paragraph import Paragraph

    try:
        word = docx.Document(io.BytesIO(data))
        blocks: list[str] = []
        for item in word.iter_inner_content():
            if isinstance(item, Paragraph):
                if item.text.strip():
                    blocks.append(item.text.strip())
            elif isinstance(item, Table):
                rows = [
                    " | ".join(_cell_text(cell.text) for cell in row.cells) for row in item.rows
                ]
                if any(row.strip(" |") for row in rows):
                    blocks.append("\n".join(rows))
    except CommandError:
        raise
    except Exception as error:  # python-docx raises many kinds on a broken package
        reason = one_line(str(error))[:200] or type(error).__name__
        raise CommandError(BAD_FILE, MSG_DOCX_MALFORMED.format(name=name, reason=reason)) from None
    return "\n\n".join(blocks)


def _body(title: str, text: str) -> str:
    text = _CONTROL.sub("", text.replace("\r\n", "\n").replace("\r", "\n"))
    text = _BLANK_RUNS.sub("\n\n", text)
    encoded = text.encode("utf-8", errors="replace")
    if len(encoded) > MAX_TEXT_BYTES:
        text = encoded[:MAX_TEXT_BYTES].decode("utf-8", errors="ignore") + "\n\n" + TRUNCATED
    return f"# {title}\n\n{defuse(text.strip())}\n"


def _title(name: str, title: str | None) -> str:
    stem = name.rsplit("/", 1)[-1]
    stem = stem.rpartition(".")[0] or stem
    chosen = one_line(title or "").strip() or one_line(stem).strip() or "Untitled file"
    return chosen[:300]


def original_document(
    name: str,
    data: bytes,
    *,
    title: str | None = None,
    cap: int = MAX_FILE_BYTES,
    now: str | None = None,
    folder: str = EVIDENCE_ZONE,
) -> Original:
    """The evidence document a PDF or docx makes (see the module docstring); CommandError
    (one line naming `name`) when the file is refused."""
    fmt = file_format(name, data, cap=cap)
    note = None
    if fmt == PDF:
        text, note = astuple(pdf_text(name, data))
        if not text.strip():
            text, note = NO_TEXT_BODY, MSG_NO_TEXT.format(name=name)
    else:
        text = docx_text(name, data) or EMPTY_DOCX_BODY
    digest = sha256_hex(data)
    brain_id = ID_PREFIX + digest[:16]
    file_name = f"{brain_id}.{fmt}"
    heading = _title(name, title)
    stamp = now or now_timestamp()
    meta: dict[str, Any] = {
        "id": brain_id,
        "kind": "evidence",
        "type": "source",
        "title": heading,
        "status": "active",
        "sources": [f"{FILE_SOURCE}:{file_name}"],
        "created": stamp,
        "updated": stamp,
        "original": {
            "name": one_line(name.rsplit("/", 1)[-1])[:300],
            "sha256": digest,
            "size": len(data),
            "media_type": MEDIA_TYPES[fmt],
        },
    }
    document = Document(meta=meta, body=_body(heading, text), folder=folder)
    return Original(
        document=document,
        format=fmt,
        file_name=file_name,
        sha256=digest,
        size=len(data),
        media_type=MEDIA_TYPES[fmt],
        note=note,
    )


def original_names(document: Document) -> list[str]:
    """The file names of the originals an evidence document's `file:` source refs name (a
    `.pdf` or `.docx`; any name, so a renamed document still names its original). In a folder
    brain each is a file beside the document (brain/toolkit/directory.py)."""
    if document.kind != "evidence":
        return []
    names: list[str] = []
    for source in document.sources:
        if isinstance(source, str) and source.startswith(f"{FILE_SOURCE}:"):
            name = source[len(FILE_SOURCE) + 1 :]
            if is_document_file(name):
                names.append(name)
    return names


def original_format(document: Document) -> str:
    """`pdf` or `docx` when the document is evidence made from such a file (a `file:` source
    ref names a `.pdf` or `.docx` original), else `markdown`. Any name counts, so a document
    moved or renamed after it was made keeps its format."""
    for name in original_names(document):
        return name.rpartition(".")[2].lower()
    return "markdown"


# --- attachments ------------------------------------------------------------------------------

_RASTER: Final[dict[str, str]] = {
    "png": "image/png",
    "jpg": "image/jpeg",
    "jpeg": "image/jpeg",
    "gif": "image/gif",
    "webp": "image/webp",
}
_RASTER_MAGIC: Final[dict[str, tuple[bytes, ...]]] = {
    "image/png": (b"\x89PNG\r\n\x1a\n",),
    "image/jpeg": (b"\xff\xd8\xff",),
    "image/gif": (b"GIF87a", b"GIF89a"),
    "image/webp": (b"RIFF",),
}
OCTET_STREAM: Final = "application/octet-stream"
# Every media type a stored file is served as (the OpenAPI schema lists them).
SERVED_TYPES: Final = (OCTET_STREAM, *MEDIA_TYPES.values(), *_RASTER_MAGIC)


def media_type(path: str, data: bytes) -> str:
    """The media type a stored file is served as: a raster image only when its bytes start as
    one (checked, not trusted from the name), a PDF or docx by its kind, anything else
    `application/octet-stream` (SVG and HTML included: never rendered)."""
    suffix = path.rpartition(".")[2].lower()
    raster = _RASTER.get(suffix)
    webp_ok = raster != "image/webp" or data[8:12] == b"WEBP"
    if raster is not None and data.startswith(_RASTER_MAGIC[raster]) and webp_ok:
        return raster
    if suffix == PDF and data.lstrip()[:5] == b"%PDF-":
        return MEDIA_TYPES[PDF]
    if suffix == DOCX and data.startswith(_ZIP_MAGIC):
        return MEDIA_TYPES[DOCX]
    return OCTET_STREAM


def is_inline(content_type: str) -> bool:
    """Whether a stored file may be shown inline: raster images only."""
    return content_type in _RASTER_MAGIC
