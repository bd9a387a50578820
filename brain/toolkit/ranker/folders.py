"""The kinds of page a brain keeps by folder: "which carriers ..." asks for the pages in its
`carriers` folder.

A type is too coarse for many questions: carriers, clients and suppliers are all companies,
protocols and procedures all notes. The folders a brain is laid out in name its own kinds, and
a question's head noun often names one: "which carriers moved cargo for ...", "which
protocols apply when ...", "what experts have been instructed on ...". A word names a folder
when it is a part of the folder's path in the singular or plural ("unions" names
`organisations/unions`, "organisations" names `organisations`); of several folders so named,
the one holding the most documents. A folder holds its subfolders' documents too
(`organisations` holds `organisations/unions`). The index counts each folder's documents by
type (`folder_types`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

FOLDER_SHARE: Final = 0.8  # of a folder's documents, the least of one type for it to name it


def folder_types(index: object) -> Mapping[str, Mapping[str, int]]:
    """The index's folders with their documents counted by type; none for an index that does
    not count them."""
    counts = getattr(index, "folder_types", None)
    return counts() if counts is not None else {}


def word_forms(word: str) -> tuple[str, ...]:
    """The word and its singular or plural, as a folder may be named either way."""
    forms = [word, word + "s", word + "es", word.removesuffix("s"), word.removesuffix("es")]
    if word.endswith("ies"):
        forms.append(word[:-3] + "y")
    elif word.endswith("y"):
        forms.append(word[:-1] + "ies")
    return tuple(form for form in dict.fromkeys(forms) if form)


def within(folder: str, asked: str) -> bool:
    """Whether a document in `folder` is in the folder `asked` for, or in a folder under it."""
    return folder == asked or folder.startswith(asked + "/")


def _held(counts: Mapping[str, Mapping[str, int]], asked: str) -> dict[str, int]:
    """The documents of a folder and its subfolders, by type."""
    types: dict[str, int] = {}
    for folder, of_folder in counts.items():
        if within(folder, asked):
            for kind, count in of_folder.items():
                types[kind] = types.get(kind, 0) + count
    return types


def named_folder(index: object, word: str) -> str | None:
    """The folder the word names in this brain (see the module docstring), or None."""
    counts = folder_types(index)
    forms = set(word_forms(word))
    # every folder, and every folder above one, whose last part is a form of the word
    folders = {
        "/".join(parts[: end + 1])
        for parts in (folder.split("/") for folder in counts)
        for end, part in enumerate(parts)
        if part.casefold() in forms
    }
    named = [(sum(_held(counts, folder).values()), folder) for folder in folders]
    return max(named)[1] if named else None


def folder_type(index: object, folder: str) -> str | None:
    """The type of `FOLDER_SHARE` of the folder's documents at least, or None."""
    types = _held(folder_types(index), folder)
    total = sum(types.values())
    if not total:
        return None
    kind, count = max(types.items(), key=lambda item: (item[1], item[0]))
    return kind if count >= FOLDER_SHARE * total else None
