"""`manage.py llmwiki [--pen <short-name>_<uuid>] <op> [--json]`: the LLM Wiki from the shell.

Ops (docs/llm-wiki.md): `ingest-source FILE [--title T]`, `list`, `read PAGE`,
`write PAGE --file F`, `query TEXT`, `lint`, `import-markdown DIR`. The root is the
application's, or with `--pen` that of an existing Pen, under GOAT_HOME. With --json, stdout
holds exactly one JSON document; a refused operation is a user error (exit 2); `lint` exits 1
when it finds issues.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, Final

from django.core.management.base import CommandError, CommandParser

from goat.management.base import JsonCommand, UserError
from llmwiki import wiki
from llmwiki.models import Pen
from llmwiki.wiki import WikiError, WikiRoot

MSG_NO_FILE: Final = "cannot read {path}: {reason}"
MSG_LINT_ISSUES: Final = "lint found {count} issue(s)"
MSG_NO_PEN: Final = "no Pen {ref!r} (create it in the admin first)"
MSG_MAINTENANCE_FAILED: Final = (
    "the maintenance agent failed ({error}): {message}; the source-summary page was written instead"
)


def _pen(ref: str | None) -> Pen | None:
    """The Pen `--pen` names (checked strictly before any lookup); None for the application."""
    if ref is None:
        return None
    short_name, _, pen_uuid = wiki.pen_root_name(ref).rpartition("_")
    pen = Pen.objects.filter(short_name=short_name, uuid=pen_uuid).first()
    if pen is None:
        raise UserError(MSG_NO_PEN.format(ref=ref), code="not_found")
    return pen


class Command(JsonCommand):
    help = "Operate on an LLM Wiki root: ingest, list, read, write, query, lint, import."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--pen", help="the Pen's <short-name>_<uuid> (default: the application scope)"
        )
        ops = parser.add_subparsers(dest="op", required=True, metavar="OP")

        def op(name: str, help_text: str) -> Any:
            sub = ops.add_parser(name, help=help_text)
            sub.add_argument("--json", action="store_true", help="print one JSON document")
            return sub

        ingest = op("ingest-source", "capture one source file immutably; prints its id")
        ingest.add_argument("file")
        ingest.add_argument("--title")
        op("list", "list the curated pages")
        read = op("read", "print one curated page")
        read.add_argument("page")
        write = op("write", "store one curated page from a file ('-' for stdin)")
        write.add_argument("page")
        write.add_argument("--file", required=True)
        write.add_argument(
            "--expected-hash", help="the hash you read: refuse the write if the page changed since"
        )
        query = op("query", "pages matching the words, from index.md")
        query.add_argument("text")
        query.add_argument("--limit", type=int, default=10)
        op("lint", "the deterministic checks; reports, never edits")
        imported = op("import-markdown", "one-way import of a folder of .md files")
        imported.add_argument("directory")

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            root = wiki.root_for(_pen(options["pen"]))
            self._run(root, options)
        except WikiError as error:
            raise UserError(error.message, code=error.code) from None

    def _run(self, root: WikiRoot, options: dict[str, Any]) -> None:
        as_json = options["json"]
        op = options["op"]
        if op == "ingest-source":
            data = _read_input(options["file"], binary=True, limit=root.max_source_bytes)
            assert isinstance(data, bytes)
            name = None if options["file"] == "-" else Path(options["file"]).name
            result = wiki.wiki_ingest_source(
                root=root, data=data, title=options["title"], filename=name
            )
            state = "captured" if result["new"] else "already captured"
            self.emit(result, f"{result['id']} ({state})", as_json=as_json)
            maintenance = result.get("maintenance") or {}
            if maintenance.get("status") == "failed":
                self.stderr.write(MSG_MAINTENANCE_FAILED.format(**maintenance))
        elif op == "list":
            pages = wiki.memory_list(root=root)
            text = "\n".join(f"{p['name']}\t{p.get('title', p.get('error'))}" for p in pages)
            self.emit({"root": str(root.path), "pages": pages}, text, as_json=as_json)
        elif op == "read":
            page = wiki.memory_read(root=root, name=options["page"])
            self.emit(page, page["text"].rstrip("\n"), as_json=as_json)
        elif op == "write":
            page_text = _read_input(options["file"], binary=False, limit=root.max_source_bytes)
            assert isinstance(page_text, str)
            result = wiki.memory_write(
                root=root,
                name=options["page"],
                text=page_text,
                expected_hash=options["expected_hash"],
            )
            verb = "created" if result["created"] else "updated"
            self.emit(result, f"{verb} {result['name']} {result['hash']}", as_json=as_json)
        elif op == "query":
            found = wiki.wiki_query(root=root, text=options["text"], limit=options["limit"])
            text = "\n".join(f"{h['score']}\t{h['name']}\t{h['title']}" for h in found["hits"])
            self.emit(found, text or "no matching pages", as_json=as_json)
        elif op == "lint":
            report = wiki.wiki_lint(root=root)
            lines = [
                f"{i['path']}:{i['line']}: {i['code']}: {i['message']}" for i in report["issues"]
            ]
            lines.append(
                f"{report['pages']} pages, {report['sources']} sources, "
                f"{len(report['issues'])} issues"
            )
            self.emit(report, "\n".join(lines), as_json=as_json)
            if report["issues"]:
                raise CommandError(
                    MSG_LINT_ISSUES.format(count=len(report["issues"])), returncode=1
                )
        elif op == "import-markdown":
            result = wiki.wiki_import_markdown(root=root, directory=Path(options["directory"]))
            lines = [f"{r['path']}: {r['code']}: {r['message']}" for r in result["refused"]]
            lines.append(
                f"{len(result['sources'])} sources captured, {len(result['pages'])} pages "
                f"written, {len(result['refused'])} refused"
            )
            self.emit(result, "\n".join(lines), as_json=as_json)


def _read_input(path: str, *, binary: bool, limit: int) -> bytes | str:
    """A file's content ('-': stdin), refusing one above the limit before reading it all."""
    try:
        if path == "-":
            data = sys.stdin.buffer.read(limit + 1)
        else:
            with open(path, "rb") as handle:
                data = handle.read(limit + 1)
    except OSError as error:
        raise UserError(
            MSG_NO_FILE.format(path=path, reason=error.strerror), code="not_found"
        ) from None
    if binary:
        return data  # the service refuses one over the limit with its own message
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise UserError(f"{path} is not UTF-8 text", code="not_text") from None
