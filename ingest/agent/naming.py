"""What a question names, and whether the brain can answer about it: one rule for the offline
librarian (ingest/agent/librarian.py) and the offline research agent (ingest/research.py).

A question names something with a capitalised word that does not open a sentence ("Where does
Maria Okonkwo work?"), a word in another script than Latin ("Ελένη", "李静") and the name of a
page it mentions (`name_words`, `Naming`). Then:

- a name no document of the brain holds (by its index: no title, alias or text has the word:
  `Store.held`) means the brain cannot answer about that thing, whatever else matches ("Who is
  the CEO of Tesla?" in a brain that never says "Tesla": `Naming.answerable`);
- a sentence answers for what it names only when it holds one of those names, or stands on or
  links a page they name (`Naming.met_by`): "Where does Ελένη Κουλούρα work?" is not answered
  by a sentence about work orders.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable
from dataclasses import dataclass
from typing import Final

from brain.toolkit.mentions import Mentions, name_table
from brain.toolkit.names import is_latin_letter
from brain.toolkit.ranker.tokenizer import has_cjk, stem, tokenize
from brain.toolkit.sentences import is_abbreviation
from brain.toolkit.store import NamedDocument, Store
from ingest.agent.extract import STOPWORDS

_WORD: Final = re.compile(r"[^\W_]+(?:['’.-][^\W_]+)*")
_SENTENCE_END: Final = re.compile(r"[.!?…:;]\s*$")


def _latin(word: str) -> bool:
    return all(is_latin_letter(char) for char in word if char.isalpha())


def named_words(question: str) -> list[str]:
    """The words a question names something with, as written: a capitalised word not opening a
    sentence ("Where does Maria Okonkwo work?": "Maria", "Okonkwo"; "Explain …" is no name),
    and a word in another script than Latin ("Ελένη", "李静"), of three letters or more or in
    Han, kana or Hangul, and no stopword."""
    found: list[str] = []
    for match in _WORD.finditer(question):
        word = match.group(0)
        before = question[: match.start()]
        opening = not before.strip() or (
            bool(_SENTENCE_END.search(before))
            and not is_abbreviation(before.split()[-1])  # "Dr. Okafor": a name, not an opening
        )
        capitalised = word[0].isupper() and not opening
        if not capitalised and _latin(word):
            continue
        if word.casefold() in STOPWORDS or (len(word) < 3 and not has_cjk(word)):
            continue
        found.append(word)
    return found


def name_words(question: str) -> frozenset[str]:
    """The roots of the words a question names something with (`named_words`)."""
    return frozenset(root(part) for word in named_words(question) for part in tokenize(word))


def root(word: str) -> str:
    """A word as the extractive answer compares it: its `stem`, then an "ion" after "t" or "ss"
    and the final "e"s left out, so "agree" meets "agreed", "translation" "translate" and "make"
    "makes"."""
    one = stem(word)
    if len(one) >= 8 and one.endswith(("tion", "ssion")):
        one = one[:-3]
    while len(one) > 3 and one.endswith("e"):  # "agree", "agreed" (stem: "agre")
        one = one[:-1]
    return one


def roots(text: str) -> frozenset[str]:
    return frozenset(root(word) for word in tokenize(text))


def _tokens(word: str) -> list[str]:
    """The tokens of a name word the index is asked for: three letters or more, or a pair of
    Han, kana or Hangul characters ("Nair's" is "nair")."""
    return [t for t in tokenize(word) if (len(t) >= 3 or has_cjk(t)) and t not in STOPWORDS]


@dataclass(frozen=True)
class Naming:
    """What a question names: the roots of its names (`words`), the pages whose title or an
    alias holds one or that it mentions (`pages`), its name words no document of the brain
    holds (`unheld`, as written), and its names as written (`written`: the name words and the
    names of the pages it mentions)."""

    words: frozenset[str]
    pages: frozenset[str]
    unheld: tuple[str, ...]
    written: tuple[str, ...] = ()

    @property
    def answerable(self) -> bool:
        """Whether the brain holds every name of the question somewhere: a name it never
        says is something it cannot answer about."""
        return not self.unheld

    def met_by(self, words: Collection[str], pages: Collection[str]) -> bool:
        """Whether a sentence holding `words` (roots) and standing on or linking `pages`
        answers for what the question names: it names nothing, or the sentence holds one of
        its names or stands on or links a page they name."""
        if not self.words:
            return True
        return not self.words.isdisjoint(words) or not self.pages.isdisjoint(pages)


def naming_of(
    store: Store,
    texts: Iterable[str],
    names: Iterable[NamedDocument] | None = None,
    found: Mentions | None = None,
) -> Naming:
    """What `texts` (a question; a research task's title and prompt) name (`Naming`), with the
    brain's `names` (`Store.names`) and the pages the texts mention (`found`: `NameTable.find`
    of the texts together; found here when not given)."""
    texts = list(texts)
    known = list(store.names() if names is None else names)
    if found is None:
        found = name_table(known).find("\n\n".join(texts))
    spoken = [m.text for m in found.found] + list(found.ambiguous)
    mentioned = {m.brain_id for m in found.found} | {
        i for ids in found.ambiguous.values() for i in ids
    }
    written = [word for text in texts for word in named_words(text)]
    words = frozenset(root(part) for word in written for part in tokenize(word)) | {
        root(part) for text in spoken for part in tokenize(text)
    }
    pages = frozenset(mentioned) | {
        n.brain_id for n in known if roots(" ".join((n.title, *n.aliases))) & words
    }
    asked = {word: _tokens(word) for word in dict.fromkeys(written)}
    held = store.held({t for tokens in asked.values() for t in tokens})
    unheld = tuple(word for word, tokens in asked.items() if not set(tokens) <= held)
    return Naming(words, frozenset(pages), unheld, tuple(dict.fromkeys([*written, *spoken])))
