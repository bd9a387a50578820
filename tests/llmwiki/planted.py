"""A small planted LLM Wiki and Markdown folder for the memory browser's tests: sources
ingested and pages written through llmwiki.wiki (the one write path), notes as plain files."""

from __future__ import annotations

from pathlib import Path
from typing import Final

from llmwiki.wiki import WikiRoot, memory_write, wiki_ingest_source

XSS_TITLE: Final = '<img src=x onerror="alert(1)">Evil'
XSS_BODY: Final = '<script>alert(2)</script>\n\n[click](javascript:alert(3)) <b onclick="x()">b</b>'

SOURCES: Final = {
    "acme": ("Acme pilot notes", "# Acme pilot notes\n\nAcme signed the pilot on 30 November.\n"),
    "sarah": ("Sarah Chen intro", "# Sarah Chen\n\nSarah runs operations at Acme.\n"),
    "memo": ("Roadmap memo", "# Roadmap\n\nPricing is decided in January. <script>x</script>\n"),
    "call": ("Kickoff call transcript", "Sarah: thanks for joining.\nMario: glad to be here.\n"),
}


def page(title: str, body: str, *, summary: str = "", type_: str = "note") -> str:
    return f"---\ntitle: {title!r}\ntype: {type_}\nsummary: {summary!r}\n---\n{body}"


def plant_wiki(root: WikiRoot) -> dict[str, str]:
    """Sources and pages with links, citations, a relative link and an XSS title."""
    ids = {
        key: wiki_ingest_source(root=root, data=text, title=title, maintain=False)["id"]
        for key, (title, text) in SOURCES.items()
    }
    writes = [
        (
            "acme",
            page(
                "Acme",
                f"# Acme\n\nCustomer; the pilot began in November. [^{ids['acme']}]\n",
                summary="The pilot customer.",
                type_="entity",
            ),
        ),
        (
            "people/sarah-chen",
            page(
                "Sarah Chen",
                f"# Sarah Chen\n\nRuns operations at [[acme|Acme]]. [^{ids['sarah']}]\n"
                "Also see [the Acme page](../acme.md).\n",
                summary="Operations lead at Acme.",
                type_="entity",
            ),
        ),
        (
            "people/mario",
            page(
                "Mario",
                f"# Mario\n\nJoined the kickoff with [[people/sarah-chen]]. [^{ids['call']}]\n",
                type_="entity",
            ),
        ),
        (
            "meetings/kickoff",
            page(
                "Kickoff meeting",
                f"# Kickoff\n\n[[people/sarah-chen]] and [[people/mario]] met about [[acme]].\n"
                f"[^{ids['call']}] [^{ids['acme']}]\n",
            ),
        ),
        (
            "decisions/pricing",
            page(
                "Pricing decision",
                f"# Pricing\n\nDecided in January for [[acme]]. [^{ids['memo']}]\n",
                type_="concept",
            ),
        ),
        (
            "roadmap",
            page(
                "Roadmap",
                f"# Roadmap\n\nNext: [[decisions/pricing]], then [[meetings/kickoff]] follow-ups.\n"
                f"[^{ids['memo']}]\n",
                type_="concept",
            ),
        ),
        ("evil", page(XSS_TITLE, XSS_BODY + "\n\nSee [[acme]].\n")),
        (
            "overview",
            page(
                "Overview",
                "# Overview\n\nStart at [[acme]], [[people/sarah-chen]] and [[roadmap]];\n"
                "the [[evil]] page is a test.\n",
                type_="overview",
            ),
        ),
    ]
    for name, text in writes:
        memory_write(root=root, name=name, text=text)
    return ids


def plant_markdown(folder: Path) -> dict[str, bytes]:
    """A plain folder of notes; returns every file's bytes, by relative path."""
    files = {
        "welcome.md": "# Welcome\n\nSee [[ideas/garden]] and [[nowhere]].\n",
        "ideas/garden.md": "---\ntitle: Garden ideas\n---\nTomatoes; [home](../welcome.md).\n",
        ".hidden.md": "# Hidden\n",
        "notes.txt": "not a note\n",
    }
    for relative, text in files.items():
        path = folder / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return snapshot(folder)


def snapshot(folder: Path) -> dict[str, bytes]:
    return {
        path.relative_to(folder).as_posix(): path.read_bytes()
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }
