"""Real PDFs and docx files for the tests, made here: a text PDF written by hand (pypdf reads
it; it cannot lay out text itself), an image-only one, an encrypted one (pypdf encrypts),
docx files by python-docx, and hostile ones (a zip bomb docx, HTML named .pdf)."""

from __future__ import annotations

import io
import zipfile
import zlib


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


def pdf_bytes(*pages: str) -> bytes:
    """A valid PDF with one page per text (Helvetica, one line each); no text: a blank page."""
    objects: list[bytes] = []
    count = max(len(pages), 1)
    kids = " ".join(f"{3 + 2 * i} 0 R" for i in range(count))
    font_id = 3 + 2 * count
    objects.append(b"<< /Type /Catalog /Pages 2 0 R >>")
    objects.append(f"<< /Type /Pages /Kids [{kids}] /Count {count} >>".encode())
    for index in range(count):
        text = pages[index] if index < len(pages) else ""
        stream = f"BT /F1 18 Tf 40 700 Td ({_escape(text)}) Tj ET".encode() if text else b""
        page = (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] "
            f"/Resources << /Font << /F1 {font_id} 0 R >> >> /Contents {4 + 2 * index} 0 R >>"
        )
        objects.append(page.encode())
        objects.append(_stream(stream))
    objects.append(_FONT)
    return _pdf(objects)


def encrypted_pdf(text: str = "secret plans") -> bytes:
    from pypdf import PdfReader, PdfWriter

    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(pdf_bytes(text))))
    writer.encrypt(user_password="pw", owner_password="owner", algorithm="RC4-128")
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def docx_bytes(*paragraphs: str, table: list[list[str]] | None = None) -> bytes:
    import docx

    word = docx.Document()
    for paragraph in paragraphs:
        word.add_paragraph(paragraph)
    if table:
        grid = word.add_table(rows=len(table), cols=len(table[0]))
        for r, row in enumerate(table):
            for c, value in enumerate(row):
                grid.cell(r, c).text = value
    out = io.BytesIO()
    word.save(out)
    return out.getvalue()


def zip_bomb_docx(megabytes: int = 300) -> bytes:
    """A docx-shaped zip whose one member inflates to `megabytes` MiB of zeros (a few hundred
    KiB on disk), its header lying that it is small."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")
        archive.writestr("word/document.xml", "<w:document/>")
        with archive.open("word/bomb.bin", "w", force_zip64=True) as member:
            chunk = b"\0" * (1024 * 1024)
            for _ in range(megabytes):
                member.write(chunk)
    return out.getvalue()


HTML_AS_PDF = b"<!doctype html><html><body><script>alert(1)</script></body></html>"
SVG = b'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
PNG = (
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00"
    b"\x1f\x15\xc4\x89\x00\x00\x00\rIDATx\x9cc\xf8\x0f\x00\x00\x01\x01\x00\x05\x18\xd8N\x00\x00"
    b"\x00\x00IEND\xaeB`\x82"
)


# --- hostile PDFs: small files that make a PDF reader work for minutes -----------------------


def _pdf(objects: list[bytes]) -> bytes:
    """A PDF of these objects, numbered from 1 (object 1 the catalog)."""
    out = io.BytesIO()
    out.write(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(out.tell())
        out.write(b"%d 0 obj\n" % number + body + b"\nendobj\n")
    xref = out.tell()
    out.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1))
    for offset in offsets:
        out.write(b"%010d 00000 n \n" % offset)
    out.write(
        b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    )
    return out.getvalue()


def _stream(data: bytes, *, deflate: bool = False) -> bytes:
    if deflate:
        data = zlib.compress(data, 9)
        head = b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(data)
        return head + data + b"\nendstream"
    return b"<< /Length %d >>\nstream\n" % len(data) + data + b"\nendstream"


_FONT = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"
_PAGE = (
    b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] "
    b"/Resources << /Font << /F1 3 0 R >> >> /Contents %d 0 R >>"
)


def shared_page_pdf(pages: int, content: bytes, *, deflate: bool = False) -> bytes:
    """`pages` pages that are all one page object drawing one content stream: a tiny file
    that reads as a long document (page tree nodes of at most 1000 kids)."""
    per_node = 1000
    nodes = (pages + per_node - 1) // per_node
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"", _FONT, _PAGE % 5]
    objects.append(_stream(content, deflate=deflate))
    kids = []
    for node in range(nodes):
        count = min(per_node, pages - node * per_node)
        kids.append(b"%d 0 R" % (len(objects) + 1))
        objects.append(
            b"<< /Type /Pages /Parent 2 0 R /Kids [" + b" ".join([b"4 0 R"] * count) + b"]"
            b" /Count %d >>" % count
        )
    objects[1] = b"<< /Type /Pages /Kids [" + b" ".join(kids) + b"] /Count %d >>" % pages
    return _pdf(objects)


def text_bomb_pdf(megabytes: int = 40, after: str = "The second page is fine") -> bytes:
    """Two pages: the first one string of `megabytes` MiB of text, deflated to a few dozen
    KiB (a decompression bomb); the second an ordinary line."""
    bomb = b"BT /F1 12 Tf 40 700 Td (" + b"a" * (megabytes << 20) + b") Tj ET"
    fine = f"BT /F1 12 Tf 40 700 Td ({after}) Tj ET".encode()
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [4 0 R 6 0 R] /Count 2 >>",
        _FONT,
        _PAGE % 5,
        _stream(bomb, deflate=True),
        _PAGE % 7,
        _stream(fine),
    ]
    return _pdf(objects)


def deep_pdf(depth: int = 100_000) -> bytes:
    """Arrays nested `depth` deep in the catalog."""
    return _pdf(
        [
            b"<< /Type /Catalog /Pages 2 0 R /Deep " + b"[" * depth + b"]" * depth + b" >>",
            b"<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
            _FONT,
            _PAGE % 5,
            _stream(b"BT /F1 12 Tf 40 700 Td (deep) Tj ET"),
        ]
    )
