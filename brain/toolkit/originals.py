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
note the caller reports (there is no OCR). A docx that is not a zip, is password-protected (an
encrypted Office file is an OLE container, not a zip) or would decompress past
`MAX_UNCOMPRESSED_BYTES` (a zip bomb; member sizes are counted as they are read, not taken from
the headers) is refused. Every refusal is a `CommandError` with one line naming the file.

This module imports nothing from Django: the CLI runs it on a folder.
"""

from __future__ import annotations

import hashlib
import io
import logging
import re
import zipfile
from dataclasses import dataclass
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


def pdf_text(name: str, data: bytes) -> str:
    """The text of every page, pages separated by blank lines ('' when there is none)."""
    from pypdf import PdfReader  # imported on use: most commands never read a PDF
    from pypdf.errors import PyPdfError

    logging.getLogger("pypdf").setLevel(logging.ERROR)  # its warnings are not ours to print
    try:
        reader = PdfReader(io.BytesIO(data), strict=False)
        if reader.is_encrypted:
            raise CommandError(BAD_FILE, MSG_PDF_ENCRYPTED.format(name=name))
        pages: list[str] = []
        size = 0
        for page in reader.pages:
            pages.append(page.extract_text() or "")
            size += len(pages[-1])
            if size > MAX_TEXT_BYTES:
                break  # _body cuts the text there anyway
    except CommandError:
        raise
    except (PyPdfError, ValueError, TypeError, KeyError, AttributeError, IndexError) as error:
        reason = one_line(str(error))[:200] or type(error).__name__
        raise CommandError(BAD_FILE, MSG_PDF_MALFORMED.format(name=name, reason=reason)) from None
    except RecursionError:
        raise CommandError(
            BAD_FILE, MSG_PDF_MALFORMED.format(name=name, reason="nested too deep")
        ) from None
    return "\n\n".join(page.strip() for page in pages if page.strip())


def _bounded_zip(name: str, data: bytes) -> bytes:
    """The docx's bytes, after reading every member with a running cap on what it inflates to
    (the sizes a zip's headers declare may lie)."""
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
        text = pdf_text(name, data)
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
