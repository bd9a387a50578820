"""The folder tree's HTML, built in Python: the tree is on every page and holds every live
document of the brain, and rendering it through nested template includes cost ~10x more
(bench/ui_bench.py). Every piece of text is escaped here; the markup matches tree.html's
classes, which ui.css and ui.js use.
"""

from __future__ import annotations

from collections.abc import Callable

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from brain.toolkit.store import DocumentSummary
from ui.selectors import Tree, TreeFolder


def _document(doc: DocumentSummary, url: Callable[[str], str], current: str | None) -> str:
    classes = f"tree-item tree-doc kind-{escape(doc.kind)}"
    if doc.status == "draft":
        classes += " status-draft"
    marker = ' aria-current="page"' if doc.brain_id == current else ""
    # <bdi>: bidi controls a stored title holds stay inside it (as everywhere titles are shown)
    label = f"<bdi>{escape(doc.title or doc.brain_id)}</bdi>"
    return f'<li><a class="{classes}" href="{escape(url(doc.brain_id))}"{marker}>{label}</a></li>'


def _folder(folder: TreeFolder, url: Callable[[str], str], current: str | None) -> str:
    parts = ["<ul>"]
    for child in folder.folders:
        opened = " open" if child.open else ""
        parts.append(
            f'<li><details{opened}><summary class="tree-item tree-folder">{escape(child.name)}'
            f"</summary>{_folder(child, url, current)}</details></li>"
        )
    parts.extend(_document(doc, url, current) for doc in folder.documents)
    parts.append("</ul>")
    return "".join(parts)


def tree_html(tree: Tree, *, url: Callable[[str], str], current: str | None) -> SafeString:
    """The tree's folders and live documents, then the collapsed archived section."""
    parts = [_folder(tree.root, url, current)]
    if tree.archived:
        parts.append(
            '<details class="tree-archived"><summary class="tree-item">'
            f"Archived ({len(tree.archived)})</summary><ul>"
        )
        parts.extend(_document(doc, url, current) for doc in tree.archived)
        parts.append("</ul></details>")
    # Every value above went through escape().
    return mark_safe("".join(parts))
