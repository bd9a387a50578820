"""How each command's JSON result reads as text (the CLI without --json)."""

from __future__ import annotations

import json
import re
from typing import Any, Final


def as_json(result: dict[str, Any]) -> str:
    return json.dumps(result, ensure_ascii=False, indent=2)


def init(result: dict[str, Any]) -> str:
    verb = "initialized" if result["created"] else "already"
    return f"{verb} a brain root: {result['root']}"


# An ATX level-1 heading line: `# Text`, optionally closed by `#`s.
_TITLE_HEADING: Final = re.compile(r"#[ \t]+(?P<text>.*?)(?:[ \t]+#+)?[ \t]*")


def _opens_with_title(body: str, title: str) -> bool:
    """Whether the body's first line is a level-1 heading reading `title` (the usual start
    of a page the product writes), spacing aside."""
    heading = _TITLE_HEADING.fullmatch(body.lstrip().split("\n", 1)[0])
    return heading is not None and heading["text"].split() == title.split()


def get(result: dict[str, Any]) -> str:
    """The header line, the title as a heading unless the body already opens with it, the body."""
    doc = result["document"]
    body = doc["body"].rstrip()
    lines = [f"{doc['path']}  ({doc['kind']} {doc['type']}, {doc['status']}, {doc['hash'][:12]})"]
    if doc["title"].strip() and not _opens_with_title(body, doc["title"]):
        lines.append(f"# {doc['title']}")
        if body:
            lines.append("")
    if body:
        lines.append(body)
    return "\n".join(lines)


def list_(result: dict[str, Any]) -> str:
    lines = [f"{d['path']}\t{d['type']}\t{d['status']}\t{d['title']}" for d in result["documents"]]
    return "\n".join(lines) or "(no documents)"


def query(result: dict[str, Any]) -> str:
    lines = []
    for h in result["hits"]:
        lines.append(
            f"{h['score']:.4f}  {h['matched']:<5}  {h['id']}  {h['title']}"
            + (f"  (via {' > '.join(h['path'][:-1])})" if len(h["path"]) > 1 else "")
        )
        if h.get("snippet"):
            lines.append(f"    {h['snippet']}")
    return "\n".join(lines) or "(no hits)"


def mentions(result: dict[str, Any]) -> str:
    lines = [
        f"{m['id']}  {m['title']}  ({m['type']}, as {m['text']!r})" for m in result["mentions"]
    ]
    lines += [f"ambiguous: {a['text']!r} names {', '.join(a['ids'])}" for a in result["ambiguous"]]
    return "\n".join(lines) or "(no known page named)"


def timeline(result: dict[str, Any]) -> str:
    lines = [f"{e['timestamp']}  {e['source']}  {e['text']}" for e in result["entries"]]
    return "\n".join(lines) or "(no timeline entries)"


def folder(result: dict[str, Any]) -> str:
    if "folders" in result:
        return "\n".join(f"{f['path'] or '.'}\t{f['documents']}" for f in result["folders"])
    return f"{result['folder']}: {'created' if result['created'] else 'already there'}"


def doctor(result: dict[str, Any]) -> str:
    from ..doctor import report_text  # imported here: the doctor starts slowly (process pools)

    return report_text(result)


def validate(result: dict[str, Any]) -> str:
    lines = [
        f"{item['path']}: {p['code']}: {p['message']}"
        for item in result["invalid"]
        for p in item["problems"][:1]
    ]
    lines.append(f"{result['checked']} files checked, {len(result['invalid'])} invalid")
    return "\n".join(lines)


def delete(result: dict[str, Any]) -> str:
    verb = "deleted" if result["deleted"] else "would delete (dry run; add --yes)"
    lines = [f"{verb} {result['path']}"]
    lines += [f"  breaks {b['type']} from {b['id']}" for b in result["would_break"]]
    return "\n".join(lines)


def written(result: dict[str, Any]) -> str:
    doc = result.get("created") or result["document"]
    state = "" if result.get("changed", True) else "  (unchanged)"
    return f"{doc['path']}  {doc['hash']}{state}"


def append_timeline(result: dict[str, Any]) -> str:
    state = "appended" if result["appended"] else "already present"
    return f"{result['id']}: {result['entry']['id']} {state}"


def append_evidence(result: dict[str, Any]) -> str:
    state = "created" if result["created"] else "already present"
    return f"{result['evidence']['path']} {state}\n{result['link']}"


def alias(result: dict[str, Any]) -> str:
    return f"{result['id']}: aliases {', '.join(result['aliases']) or '(none)'}"


def link(result: dict[str, Any]) -> str:
    relations = ", ".join(f"{r['type']} {r['target']}" for r in result["relations"])
    return f"{result['id']}: relations {relations or '(none)'}"


LISTED: Final = 10  # ids named in a text line before "and N more"


def _listed(values: list[Any]) -> str:
    names = [v if isinstance(v, str) else f"{v['type']} {v['target']}" for v in values]
    more = f" and {len(names) - LISTED} more" if len(names) > LISTED else ""
    return ", ".join(names[:LISTED]) + more


def merge(result: dict[str, Any]) -> str:
    verb = "merged" if result["applied"] else "would merge (dry run)"
    lines = [f"{verb} {result['merged']} into {result['into']}"]
    for what, values in result["folded"].items():
        if values:
            lines.append(f"  folded {what}: {_listed(values)}")
    if result["retargeted"]:
        lines.append(f"  retargeted: {_listed(result['retargeted'])}")
    for what, values in result["removed"].items():
        if values:
            lines.append(f"  removed {what}: {_listed(values)}")
    return "\n".join(lines)


def move(result: dict[str, Any]) -> str:
    retargeted = _listed(result["retargeted"]) or "none"
    return f"moved {result['from']} -> {result['to']}; links retargeted in: {retargeted}"


def add(result: dict[str, Any]) -> str:
    """One line per file: what it became, or why it was refused."""
    lines = []
    for item in result["added"]:
        verb = "already kept as" if item["duplicate"] else "added"
        lines.append(f"{verb} {item['path']} (original {item['original']}): {item['file']}")
        if item["note"]:
            lines.append(f"note: {item['note']}")
    lines.extend(f"refused: {item['message']}" for item in result["refused"])
    return "\n".join(lines) or "nothing to add"
