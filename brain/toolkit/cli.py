"""`goat-brain`: the brain commands over a plain directory (docs/cli.md).

With --json, stdout holds exactly one JSON document (errors too: {"error": {...}}); logs go
to stderr. User errors print one line on stderr and exit 2; `validate` exits 1 when a file
is invalid.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Final, NoReturn

from . import operations as ops
from .directory import DirectoryStore
from .problems import DocumentError
from .tree import load_tree, split_relpath
from .validation import validate_document

EXIT_OK: Final = 0
EXIT_INVALID: Final = 1
EXIT_USAGE: Final = 2

COMMANDS: Final = (
    "get",
    "list",
    "query",
    "timeline",
    "create",
    "rewrite",
    "set",
    "append-timeline",
    "append-evidence",
    "alias",
    "link",
    "merge",
    "move",
    "delete",
    "folder",
    "doctor",
    "validate",
)


class UsageError(Exception):
    """Bad command-line input; reported like any other user error."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def _read_text(value: str | None, file: str | None, what: str) -> str:
    if value is not None and file is not None:
        raise UsageError(f"give --{what} or --{what}-file, not both")
    if file is not None:
        if file == "-":
            return sys.stdin.read()
        try:
            return Path(file).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise UsageError(f"cannot read {file}: {error}") from None
    if value is None:
        raise UsageError(f"give --{what} TEXT or --{what}-file PATH ('-' for stdin)")
    return value


def _field(spec: str) -> tuple[str, str]:
    key, sep, value = spec.partition("=")
    if not sep or not key:
        raise UsageError(f"--field takes KEY=VALUE, not {spec!r}")
    return key, value


# --- command handlers: (store, args) -> JSON-ready dict ----------------------------------------

Handler = Callable[[DirectoryStore, argparse.Namespace], dict[str, Any]]


def _validate(store: DirectoryStore, args: argparse.Namespace) -> dict[str, Any]:
    root = store.root
    tree = load_tree(root)
    by_path = {path: brain_id for brain_id, path in tree.paths.items()}
    wanted: set[str] | None = None
    if args.paths:
        wanted = set()
        for given in args.paths:
            given_path = Path(given)
            full = given_path if given_path.is_absolute() else Path.cwd() / given_path
            try:
                relpath = full.resolve().relative_to(root.resolve()).as_posix()
            except ValueError:
                raise UsageError(f"{given} is not inside the brain root {root}") from None
            if not (root / relpath).exists():
                raise UsageError(f"{given} does not exist")
            wanted.add(relpath)
    invalid: list[dict[str, Any]] = []
    checked = 0
    for problem in tree.problems:
        if wanted is None or problem.path in wanted:
            invalid.append({"path": problem.path, "problems": [problem.problem.as_dict()]})
    for path, brain_id in sorted(by_path.items()):
        if wanted is not None and path not in wanted:
            continue
        checked += 1
        problems = validate_document(tree.documents[brain_id], file_stem=split_relpath(path)[1])
        if problems:
            invalid.append({"path": path, "problems": [p.as_dict() for p in problems]})
    invalid.sort(key=lambda item: item["path"])
    files = checked + sum(1 for item in invalid if item["path"] not in by_path)
    return {"checked": files, "invalid": invalid}


def _doctor(store: DirectoryStore, args: argparse.Namespace) -> dict[str, Any]:
    from .doctor import diagnose_directory  # imported here: it starts slowly (process pools)

    return diagnose_directory(store.root).as_dict()


def _folder(store: DirectoryStore, args: argparse.Namespace) -> dict[str, Any]:
    if args.action == "create":
        if not args.path:
            raise UsageError("folder create needs a PATH")
        return ops.cmd_folder_create(store, args.path)
    return ops.cmd_folder_list(store)


HANDLERS: Final[dict[str, Handler]] = {
    "get": lambda s, a: ops.cmd_get(s, a.id),
    "list": lambda s, a: ops.cmd_list(
        s, folder=a.folder, type=a.type, status=a.status, kind=a.kind
    ),
    "query": lambda s, a: ops.cmd_query(
        s,
        " ".join(a.text),
        limit=a.limit,
        include_merged=a.include_merged,
        include_archived=a.include_archived,
    ),
    "timeline": lambda s, a: ops.cmd_timeline(s, a.id),
    "create": lambda s, a: ops.cmd_create(
        s,
        type=a.type,
        title=a.title,
        brain_id=a.id,
        folder=a.folder,
        status=a.status,
        body=_read_text(a.body, a.body_file, "body") if (a.body or a.body_file) else "",
        aliases=a.alias,
        sources=a.source,
        relations=a.relation,
    ),
    "rewrite": lambda s, a: ops.cmd_rewrite(
        s, a.id, compiled_truth=_read_text(a.body, a.body_file, "body"), expected_hash=a.expect_hash
    ),
    "set": lambda s, a: ops.cmd_set(
        s,
        a.id,
        title=a.title,
        type=a.type,
        status=a.status,
        merged_into=a.merged_into,
        fields=[_field(f) for f in a.field],
        unset=a.unset,
        add_sources=a.add_source,
        remove_sources=a.remove_source,
        expected_hash=a.expect_hash,
    ),
    "append-timeline": lambda s, a: ops.cmd_append_timeline(
        s,
        a.id,
        text=_read_text(a.text, a.text_file, "text"),
        source=a.source,
        at=a.at,
        expected_hash=a.expect_hash,
    ),
    "append-evidence": lambda s, a: ops.cmd_append_evidence(
        s,
        source=a.source,
        title=a.title,
        text=_read_text(a.text, a.text_file, "text"),
        type=a.type,
        brain_id=a.id,
        folder=a.folder,
    ),
    "alias": lambda s, a: ops.cmd_alias(
        s, a.id, a.aliases, remove=a.remove, expected_hash=a.expect_hash
    ),
    "link": lambda s, a: ops.cmd_link(
        s, a.id, a.target, relation=a.type, remove=a.remove, expected_hash=a.expect_hash
    ),
    "merge": lambda s, a: ops.cmd_merge(s, a.source, a.target),
    "move": lambda s, a: ops.cmd_move(
        s, a.id, folder=a.folder, new_id=a.to, expected_hash=a.expect_hash
    ),
    "delete": lambda s, a: ops.cmd_delete(s, a.id, yes=a.yes),
    "folder": _folder,
    "doctor": _doctor,
    "validate": _validate,
}


# --- text output ----------------------------------------------------------------------------


def _text(command: str, result: dict[str, Any]) -> str:
    if command == "get":
        doc = result["document"]
        return (
            f"{doc['path']}  ({doc['kind']} {doc['type']}, {doc['status']}, {doc['hash'][:12]})\n"
            f"# {doc['title']}\n\n{doc['body'].rstrip()}"
        )
    if command == "list":
        return (
            "\n".join(
                f"{d['path']}\t{d['type']}\t{d['status']}\t{d['title']}"
                for d in result["documents"]
            )
            or "(no documents)"
        )
    if command == "query":
        return (
            "\n".join(
                f"{h['score']:.4f}  {h['matched']:<5}  {h['id']}  {h['title']}"
                + (f"  (via {' > '.join(h['path'][:-1])})" if len(h["path"]) > 1 else "")
                for h in result["hits"]
            )
            or "(no hits)"
        )
    if command == "timeline":
        return (
            "\n".join(f"{e['timestamp']}  {e['source']}  {e['text']}" for e in result["entries"])
            or "(no timeline entries)"
        )
    if command == "folder":
        if "folders" in result:
            return "\n".join(f"{f['path']}\t{f['documents']}" for f in result["folders"])
        return f"{result['folder']}: {'created' if result['created'] else 'already there'}"
    if command == "doctor":
        from .doctor import report_text

        return report_text(result)
    if command == "validate":
        lines = [
            f"{item['path']}: {p['code']}: {p['message']}"
            for item in result["invalid"]
            for p in item["problems"][:1]
        ]
        lines.append(f"{result['checked']} files checked, {len(result['invalid'])} invalid")
        return "\n".join(lines)
    if command == "delete":
        verb = "deleted" if result["deleted"] else "would delete (dry run; add --yes)"
        lines = [f"{verb} {result['path']}"]
        lines += [f"  breaks {b['type']} from {b['id']}" for b in result["would_break"]]
        return "\n".join(lines)
    if command in ("create", "rewrite", "set"):
        doc = result.get("created") or result["document"]
        return f"{doc['path']}  {doc['hash']}"
    if command == "append-timeline":
        state = "appended" if result["appended"] else "already present"
        return f"{result['id']}: {result['entry']['id']} {state}"
    if command == "append-evidence":
        state = "created" if result["created"] else "already present"
        return f"{result['evidence']['path']} {state}\n{result['link']}"
    if command == "alias":
        return f"{result['id']}: aliases {', '.join(result['aliases']) or '(none)'}"
    if command == "link":
        rels = ", ".join(f"{r['type']} {r['target']}" for r in result["relations"])
        return f"{result['id']}: relations {rels or '(none)'}"
    if command == "merge":
        return (
            f"merged {result['merged']} into {result['into']}; rewrote {len(result['rewritten'])}"
        )
    if command == "move":
        return f"moved {result['from']} -> {result['to']}; rewrote {len(result['rewritten'])}"
    return json.dumps(result, ensure_ascii=False, indent=2)


# --- the parser -----------------------------------------------------------------------------


def build_parser() -> argparse.ArgumentParser:
    common = _Parser(add_help=False)
    common.add_argument("--root", default=argparse.SUPPRESS, help="brain directory (default: .)")
    common.add_argument(
        "--json",
        action="store_true",
        default=argparse.SUPPRESS,
        help="print one JSON document on stdout",
    )
    parser = _Parser(prog="goat-brain", description="Work on a Goat Brain directory.")
    parser.add_argument("--root", default=".", help="brain directory (default: .)")
    parser.add_argument("--json", action="store_true", help="print one JSON document on stdout")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    def command(name: str, help: str) -> argparse.ArgumentParser:
        return sub.add_parser(name, parents=[common], help=help, description=help)

    def expect(p: argparse.ArgumentParser) -> None:
        p.add_argument("--expect-hash", help="refuse the write unless the hash is still this")

    p = command("get", "show one document (by id, alias or title) with its links")
    p.add_argument("id")
    p = command("list", "list documents")
    p.add_argument("--folder")
    p.add_argument("--type")
    p.add_argument("--status")
    p.add_argument("--kind", choices=["page", "evidence"])
    p = command("query", "ranked search: BM25 + title/alias match + graph + recency")
    p.add_argument("text", nargs="+")
    p.add_argument("--limit", type=int, default=10)
    p.add_argument("--include-merged", action="store_true")
    p.add_argument("--include-archived", action="store_true")
    p = command("timeline", "show a document's timeline")
    p.add_argument("id")
    p = command("create", "create a document")
    p.add_argument("--type", required=True)
    p.add_argument("--title", required=True)
    p.add_argument("--id", help="default: a slug of the title")
    p.add_argument("--folder", help="default: the type's folder (person -> people, ...)")
    p.add_argument("--status", default="draft")
    p.add_argument("--body")
    p.add_argument("--body-file")
    p.add_argument("--alias", action="append", default=[])
    p.add_argument("--source", action="append", default=[])
    p.add_argument("--relation", action="append", default=[], help="TYPE:TARGET")
    p = command("rewrite", "replace the compiled truth (the timeline is kept)")
    p.add_argument("id")
    p.add_argument("--body")
    p.add_argument("--body-file")
    expect(p)
    p = command("set", "set frontmatter fields")
    p.add_argument("id")
    p.add_argument("--title")
    p.add_argument("--type")
    p.add_argument("--status")
    p.add_argument("--merged-into")
    p.add_argument("--field", action="append", default=[], help="KEY=VALUE (unknown keys)")
    p.add_argument("--unset", action="append", default=[])
    p.add_argument("--add-source", action="append", default=[])
    p.add_argument("--remove-source", action="append", default=[])
    expect(p)
    p = command("append-timeline", "append one dated, sourced entry to the timeline")
    p.add_argument("id")
    p.add_argument("--source", required=True)
    p.add_argument("--text")
    p.add_argument("--text-file")
    p.add_argument("--at", help="entry time (default: now)")
    expect(p)
    p = command("append-evidence", "snapshot a source into evidence/")
    p.add_argument("--source", required=True)
    p.add_argument("--title", required=True)
    p.add_argument("--text")
    p.add_argument("--text-file")
    p.add_argument("--type", default="source")
    p.add_argument("--id")
    p.add_argument("--folder", default="evidence")
    p = command("alias", "add (or --remove) aliases")
    p.add_argument("id")
    p.add_argument("aliases", nargs="+")
    p.add_argument("--remove", action="store_true")
    expect(p)
    p = command("link", "add (or --remove) a typed relation")
    p.add_argument("id")
    p.add_argument("target")
    p.add_argument("--type", default="related_to")
    p.add_argument("--remove", action="store_true")
    expect(p)
    p = command("merge", "merge SOURCE into TARGET (SOURCE becomes a tombstone)")
    p.add_argument("source")
    p.add_argument("target")
    p = command("move", "move to another folder and/or rename; links follow")
    p.add_argument("id")
    p.add_argument("--folder")
    p.add_argument("--to", help="new id")
    expect(p)
    p = command("delete", "delete a document (dry run unless --yes)")
    p.add_argument("id")
    p.add_argument("--yes", action="store_true")
    p = command("folder", "list folders, or create one")
    p.add_argument("action", nargs="?", choices=["list", "create"], default="list")
    p.add_argument("path", nargs="?")
    command("doctor", "report the brain's health")
    p = command("validate", "check files against the document rules")
    p.add_argument("paths", nargs="*")
    return parser


def _emit_error(as_json: bool, code: str, message: str, **details: Any) -> int:
    print(f"goat-brain: {message}", file=sys.stderr)
    if as_json:
        print(
            json.dumps({"error": {"code": code, "message": message, **details}}, ensure_ascii=False)
        )
    return EXIT_USAGE


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    as_json = "--json" in args_list
    try:
        args = build_parser().parse_args(args_list)
    except UsageError as error:
        return _emit_error(as_json, "usage", str(error))
    root = Path(args.root)
    if not root.is_dir():
        return _emit_error(args.json, "usage", f"--root {args.root} is not a directory")
    store = DirectoryStore(root)
    try:
        result = HANDLERS[args.command](store, args)
    except UsageError as error:
        return _emit_error(args.json, "usage", str(error))
    except ops.CommandError as error:
        return _emit_error(args.json, error.code, error.message, **error.details)
    except DocumentError as error:
        problems = [p.as_dict() for p in error.problems]
        return _emit_error(args.json, error.code, error.summary(), problems=problems)
    except OSError as error:
        return _emit_error(args.json, "io", f"{error.strerror}: {error.filename}")
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        print(_text(args.command, result))
    if args.command == "validate" and result["invalid"]:
        return EXIT_INVALID
    return EXIT_OK


def _exit() -> NoReturn:
    sys.exit(main())


if __name__ == "__main__":
    _exit()
