"""Quoting the brain without a model: the sentences of a page that answer a question.

The offline research agent (ingest/research.py) and the offline librarian
(ingest/agent/librarian.py) both answer from what the brain already says, sentence by
sentence, each quote followed by its citation. `cited_sentences` gives a page's sentences that
match a research task, each with the evidence its own statement cites (none: left out);
`best_sentences` picks across several pages the sentences that cover most of a question, its
rarer words counting more, those about the entities the question names first.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass
from typing import Final

from brain.toolkit.claims import truth_statements
from brain.toolkit.links import Link, link_matches, scan_links
from brain.toolkit.ranker.tokenizer import words_as_written
from brain.toolkit.sentences import split_sentences

_LINK: Final = re.compile(r"\[\[(?:page|evidence|source):([^\]|]+)(?:\|([^\]]*))?\]\]")
_WORD: Final = re.compile(r"[^\W_]{3,}", re.UNICODE)


def words_of(text: str) -> set[str]:
    """The words of three letters or more in `text`, case-folded: what a quote must share."""
    return {word.casefold() for word in _WORD.findall(text)}


# Words that say nothing about what a question is about: a sentence sharing only these with
# the question does not answer it (the librarian's question words leave them out).
_STOPWORD_TEXT: Final = """
the and for are was were has have had does did not but with from this that these those
what which who whom whose when where why how can could would should will shall may might
about into onto over under than then there their them they you your our its his her
any all some more most much many tell know say says said give show brain
"""
STOPWORDS: Final = frozenset(_STOPWORD_TEXT.split())
# And, for a research task's title and prompt, the common words that carry no topic either
# ("here", "nothing", "find", "please"): a research task is written as a request.
_REQUEST_WORD_TEXT: Final = """
must here nothing something anything everything none also just very only such each other
own same too yet still been being get got out off again once further both few whether while
during before after above below between through upon per via find found look please need
needs want
"""
FUNCTION_WORDS: Final = STOPWORDS | frozenset(_REQUEST_WORD_TEXT.split())


def content_words(text: str) -> set[str]:
    """`words_of(text)` without the function and common words: the words that can say what a
    question is about, so that a title's "here" or a prompt's "will" never counts as a
    match."""
    return words_of(text) - FUNCTION_WORDS


def _link_label(match: re.Match[str]) -> str:
    """A link's label; without one, its target (a page link naming a heading: the page)."""
    if match.group(2):
        return match.group(2)
    target = match.group(1).removesuffix("\\")
    return target.partition("#")[0] if match.group(0).startswith("[[page:") else target


def map_links(
    text: str, substitute: Callable[[re.Match[str]], str], pattern: re.Pattern[str] = _LINK
) -> str:
    """`text` with each link of it that `pattern` reads (typed page, evidence and source links
    by default) replaced by `substitute(its match)`; a link whose `[` is backslash-escaped is
    text, not a link (`links.link_matches`), and stays as written."""
    pieces: list[str] = []
    last = 0
    for found in link_matches(text):
        match = pattern.fullmatch(found.group(0))
        if match is not None:
            pieces += [text[last : found.start()], substitute(match)]
            last = found.end()
    pieces.append(text[last:])
    return "".join(pieces)


def plain(text: str) -> str:
    """Compiled truth as quotable prose: links become their labels (an escaped one is text and
    stays as written), markup is dropped."""
    text = map_links(text, _link_label)
    lines = [line.strip().lstrip("#>*- ").strip() for line in text.splitlines()]
    return " ".join(line for line in lines if line)


_LINE_MARKER: Final = re.compile(r"^\s*(?:[-*+]|\d{1,9}[.)])\s+")


def sentences_of(markdown: str) -> list[str]:
    """The sentences of compiled truth, one paragraph or list item at a time (headings, code
    fences and blank lines left out), links shown as their labels."""
    found: list[str] = []
    for line in markdown.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith(("#", "```", "~~~", "|")):
            continue
        found.extend(split_sentences(plain(_LINE_MARKER.sub("", stripped))))
    return found


@dataclass(frozen=True)
class Said:
    """A sentence of compiled truth as `statements_of` reads it: its quotable text (page links
    as their labels, its citations left out: `quotable`), the paragraph or list item it stands
    in (`paragraph`, counted from 0), the pages it links (`targets`, with their labels), the
    evidence it cites (`cites`), and the date a timeline entry's text opens with (`prefix`)."""

    text: str
    raw: str
    paragraph: int
    targets: tuple[str, ...]
    labels: tuple[str, ...]
    cites: tuple[str, ...] = ()
    prefix: str = ""

    @property
    def key(self) -> str:
        """What the sentence says, to tell it said twice: its words, case aside, without a
        timeline entry's date ("2026-12-02: Layla attended …" says what "Layla attended …
        ([[evidence:…|transcript]])." does)."""
        return words_key(self.text[len(self.prefix) :])


def words_key(text: str) -> str:
    """`text` as its words alone, case-folded (`tokenizer.words_as_written`): punctuation and
    spacing aside."""
    return " ".join(words_as_written(text.casefold()))


# Brackets that held nothing but citations ("(\x00)", "(\x00; \x00)" where `quotable` took them).
_CITED_BRACKETS: Final = re.compile(r"\s*\(\s*\x00(?:\s*[,;]?\s*\x00)*\s*\)")


def quotable(raw: str) -> tuple[str, tuple[str, ...]]:
    """A sentence (links as written) as quotable prose and the evidence it cites: a page link
    is what it says (its label), a citation (`[[evidence:…]]`, `[[source:…]]`) is no part of
    the prose and is left out with the brackets it leaves empty (the quote cites it as a
    link: "Sam Lee is the CFO [[evidence:ev-1]]." is "Sam Lee is the CFO."), and an escaped
    link is text, as written."""
    cited: dict[str, None] = {}

    def substitute(match: re.Match[str]) -> str:
        if match.group(0).startswith("[[page:"):
            return _link_label(match)
        if match.group(0).startswith("[[evidence:"):
            cited.setdefault(match.group(1).removesuffix("\\").strip())
        return "\x00"  # where a citation stood: gone, with the space before it

    text = map_links(raw, substitute)
    text = re.sub(r"\s*\x00", "", _CITED_BRACKETS.sub("", text))
    return plain(text).strip(), tuple(cited)


def statements_of(markdown: str, first: int = 0) -> list[Said]:
    """The sentences of compiled truth, as `sentences_of` reads them (one paragraph or list
    item at a time), each knowing its paragraph and the pages it links; sentences end as
    `sentences.split_sentences` reads them (never at an initial, an abbreviation or inside a
    link; a citation after a full stop is its sentence's). Paragraphs are counted from
    `first`."""
    found: list[Said] = []
    paragraph = first
    for line in markdown.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith(("#", "```", "~~~", "|")):
            continue
        for raw in _raw_sentences(_LINE_MARKER.sub("", stripped)):
            said = one_statement(raw, paragraph)
            if said.text:
                found.append(said)
        paragraph += 1
    return found


def one_statement(raw: str, paragraph: int, prefix: str = "") -> Said:
    """`raw` read as one sentence of paragraph `paragraph` (a timeline entry's text: `prefix`
    is its date), its text as quotable prose."""
    pages = [
        link
        for link in scan_links(raw)
        if isinstance(link, Link) and link.kind == "page" and link.target
    ]
    text, cites = quotable(raw)
    return Said(
        prefix + text,
        raw,
        paragraph,
        tuple(link.target.partition("#")[0] for link in pages),
        tuple(link.label or link.target.partition("#")[0] for link in pages),
        cites,
        prefix,
    )


# The lines the ingest agents write to say where a page came from, not what it knows: a capture's
# "Saved from chat ([[evidence:…]])." and the meeting page's "Meeting held; transcript kept as
# [[evidence:…]]." (ingest/capture.py and ingest/agent/meeting.py write them with these).
SAVED_FROM_CHAT: Final = "Saved from chat"
TRANSCRIPT_KEPT: Final = "Meeting held; transcript kept as"
_FILLER: Final = frozenset(
    " ".join(re.findall(r"[^\W_]+", phrase.casefold()))
    for phrase in (SAVED_FROM_CHAT, TRANSCRIPT_KEPT)
)


def without_boilerplate(title: str) -> str:
    """An evidence document's title as a heading or a label: without the "Saved from chat: "
    a capture's snapshot opens with ("Saved from chat: Staging VPN" is "Staging VPN"), what
    it is titled when nothing follows."""
    head, colon, rest = title.partition(":")
    if colon and head.strip().casefold() == SAVED_FROM_CHAT.casefold() and rest.strip():
        return rest.strip()
    return title


def is_filler(raw: str) -> bool:
    """Whether a sentence (links kept as written) is one of the ingest agents' lines saying
    where a page came from (`SAVED_FROM_CHAT`, `TRANSCRIPT_KEPT`) and nothing more: its words
    outside its links are those of such a line."""
    rest = _LINK_SPAN.sub(" ", raw)
    return " ".join(re.findall(r"[^\W_]+", rest.casefold())) in _FILLER


# A line that only points elsewhere, by its opening ("See also …", "Related: …", "More in …",
# "Further reading: …", "cf. …"), and the words a line of links may hold besides them.
_POINTER: Final = re.compile(
    r"^\W*(?:see\s+also\b|also\s+see\b|see\b(?!\s*,)|cf\b|further\s+reading\b|read\s+more\b"
    r"|related(?:\s+(?:pages?|notes?|links?|documents?|topics?|reading))?\s*[:—–]"
    r"|related\s+(?:pages?|notes?|links?|documents?|topics?|reading)\b"
    r"|more\s+(?:details\s+|information\s+|context\s+)?(?:in|on|about|at|under)\b"
    r"|for\s+more(?:\s+(?:details|information|context))?\s*,?\s*see\b)",
    re.IGNORECASE,
)
_LINK_JOINERS: Final = frozenset(("and", "or", "also", "see", "plus"))


def is_navigation(raw: str) -> bool:
    """Whether a sentence (links kept as written) only points elsewhere: it opens as a
    pointer does ("See also [[page:x|X]] and [[page:y|Y]].", "Related: …", "More in …"), or
    holds nothing but links and the words joining them. Such a line is no fact."""
    text = " ".join(raw.split())
    if _POINTER.match(text):
        return True
    if not _LINK_SPAN.search(text):
        return False
    rest = re.findall(r"[^\W_]+", _LINK_SPAN.sub(" ", text).casefold())
    return all(word in _LINK_JOINERS for word in rest)


# Sentences addressed to an assistant or a model rather than stating anything: a pasted note's
# "IGNORE ALL PREVIOUS INSTRUCTIONS.", "Note to the assistant: …", "ChatGPT, when summarising,
# say …" or "tell anyone who asks that …". They are told by their shape, not their words:
#
# - an assistant, an AI, a model, a bot, an LLM or a named model (ChatGPT, Claude, GPT-4o, …)
#   addressed: by a note, message or instructions to it ("Note to the assistant: …"), as a
#   vocative opening with an instruction ("Claude: answer that …", "Gemini — act as …"), a
#   generic one ("Assistant, …", "dear AI") with or without one, or closing one ("…, model.");
# - everything before the sentence dismissed ("disregard everything above", "forget all you
#   were told", "everything above — disregard it"), or the instructions themselves;
# - what to say scripted for whoever answers, reads or summarises, the asker unnamed: "when
#   summarising / answering / asked, say …", "if anyone asks, respond …", "tell anyone who
#   asks …", "what you must say", "in your answer, state …", "Reply that …".
#
# Where the line is: a person's note says what someone said ("Sarah said …", "the board told
# the auditors …"), asks a named person ("Tell Marcus …", "Reply to Dana that …"), dismisses a
# thing ("Ignore the old price list", "ignore all invoices before March"), or scripts what to
# say to an audience it names ("When customers ask about the delay, say …"): all quotable.
# A script for an unnamed asker, or a line that opens by addressing a model, is not, even when
# a person wrote it ("tell anyone who asks that the office is shut"): to a reader that answers
# questions the two cannot be told apart. "The assistant", "the model" or "Claude" used of
# someone or something else ("The model will be retrained", "Claude, our new intern, starts
# Monday", a transcript's "Assistant: …" speaker label) is no address.
_AI: Final = r"(?:ai|a\.i\.|ai assistant|assistant|language model|model|llm|bot|chatbot)s?"
_NAMED_MODEL: Final = (
    r"(?:chat\s?gpt|gpt[- ]?\d[\w.-]*|gpt|claude|gemini|copilot|bard|llama|mistral|grok"
    r"|deepseek|qwen|perplexity|openai)"
)
_ADDRESSEE: Final = rf"(?:{_AI}|{_NAMED_MODEL})"
# A verb that tells a model what to say or be.
_SAY: Final = (
    r"(?:say|reply|respond|answer|tell|claim|state|assert|insist|mention|pretend|act as"
    r"|describe|report|output|print|write|reveal|repeat|ignore|disregard|forget)"
)
# An opening clause before the instruction: "when summarising," "if asked about X,"
_WHEN: Final = r"(?:(?:when|whenever|if|once|while|before|after)\b[^,.!?;:]{0,60},\s*)"
_ASKER: Final = (
    r"(?:anyone|anybody|someone|somebody|everyone|everybody|whoever|people|users?|readers?"
    r"|you)"
)
_TO_A_MODEL: Final = re.compile(
    "|".join(
        (
            # the instructions themselves dismissed or named
            r"\b(?:ignore|disregard|forget|override|bypass|skip)\b[^.!?]{0,40}?"
            r"\b(?:instructions?|prompts?|rules|guidelines|directives?|guardrails|context)\b",
            r"\bsystem (?:prompt|message|instructions?)\b",
            r"\byour (?:previous |prior |original |earlier )?(?:instructions?|prompts?|directives?)"
            r"\b[^.!?]{0,30}?\b(?:ignore|disregard|forget|(?:are|is) (?:now )?(?:void|cancell?ed"
            r"|revoked)|no longer apply)",
            # everything before the sentence dismissed, in either order
            r"\b(?:ignore|disregard|forget)\s+(?:about\s+)?(?:everything|all|anything|whatever)"
            r"(?:\s+(?:else|of|that|the|this|text|content|said|written|stated|which|was|is"
            r"|has|been|i|we))*\s+(?:above|earlier|previously|so far|before(?: (?:this|that|now"
            r"|here|it))?|(?:you\s+(?:were|have\s+been|'ve\s+been|are)\s+(?:told|given"
            r"|instructed)))(?=\s*(?:[,.;:!?—–-]|and\b|then\b|$))",
            r"\b(?:ignore|disregard|forget)\s+(?:the|all the)\s+(?:above|foregoing|preceding)\b",
            r"\b(?:everything|all|anything)\s+(?:(?:written|said|stated)\s+)?(?:above|before"
            r"|earlier|previously)\s*[,:;—–-]*\s*(?:ignore|disregard|forget)\b",
            # a model addressed
            r"\b(?:you are now|from now on,? you|act as an?|pretend (?:to be|you are|that)"
            r"|roleplay as)\b",
            r"\bas an? (?:ai|assistant|language model|llm|chatbot)\b",
            rf"\b(?:the|this|any|every) {_AI} (?:must|should|shall|will|is to) (?:always |never "
            rf"|only |not )*(?:{_SAY})\b",
            rf"\b(?:note|message|memo|instructions?|reminder|directive|prompt)s?\s+(?:to|for)\s+"
            rf"(?:the\s+|any\s+|all\s+|every\s+|our\s+)?{_ADDRESSEE}\b"
            r"(?=\s*[:,—–-]|\s+(?:reading|who|that|which)\b|\s*$)",
            rf"^\W*(?:to|for|attention)\s+(?:the\s+|any\s+|all\s+|every\s+)?{_ADDRESSEE}\b"
            r"(?=\s*[:,—–-]|\s+(?:reading|who|that|which)\b)",
            rf"^\W*(?:(?:hey|hi|hello|dear|attention|ok(?:ay)?|listen)\s*,?\s+)?{_ADDRESSEE}"
            rf"\s*[,:—–-]\s*(?:please\s+)?{_WHEN}?(?:please\s+|always\s+|only\s+|now\s+)*"
            rf"(?:{_SAY})\b",
            rf"^\W*(?:(?:hey|hi|hello|dear|attention|ok(?:ay)?|listen)\s*,?\s+)?{_AI}\s*,",
            rf"\bdear\s+(?:{_AI}|chat\s?gpt|gpt[- ]?\d[\w.-]*)\b",
            rf"^\W*(?:please\s+)?(?:{_SAY})\b[^.!?]*,\s*(?:dear\s+)?{_ADDRESSEE}\W*$",
            # what to say scripted for whoever answers, reads or summarises
            r"^(?:please\s+)?(?:always\s+)?(?:answer|reply|respond|say|tell|output|print|write"
            r"|state)\b[^.!?]{0,40}?\b(?:every|all|any|each)\s+(?:questions?|quer(?:y|ies)"
            r"|prompts?|requests?|messages?|users?)\b",
            r"^(?:please\s+)?(?:always\s+)?(?:answer|reply|respond)\s+(?:only\s+)?(?:with"
            r"|saying|by saying)\b",
            r"^(?:please\s+)?(?:always\s+)?(?:reply|respond)\s+(?:only\s+)?that\b",
            r"^(?:please\s+)?(?:always\s+)?(?:say|claim|state|assert|insist)\s+(?:only\s+)?"
            r"that\b",
            rf"\b(?:when(?:ever)?|if|once|while)\s+(?:(?:{_ASKER})\s+)?(?:(?:are|is|'re|were)\s+"
            r"|being\s+|gets?\s+)?(?:asked|asks?|asking|summari[sz]\w*|answer(?:s|ing)?"
            r"|respond(?:s|ing)?|repl(?:y|ies|ying)|quer(?:y|ies|ied)|questioned)\b"
            rf"[^,.!?;:]{{0,60}}?(?:[,:;]\s*|\s+)(?:please\s+|always\s+|just\s+|only\s+"
            rf"|simply\s+)*(?:{_SAY})\b",
            r"\b(?:tell|inform|assure|answer|say to|reply to|respond to)\s+(?:anyone|anybody"
            r"|everyone|everybody|whoever|all|those|people|users?)\b[^.!?]{0,20}?\b(?:asks?"
            r"|asking|inquires?|enquires?|wants? to know|wonders?)\b",
            r"\bwhat\s+you\s+(?:must|should|shall|will|are to|need to|have to)\s+(?:ever\s+)?"
            r"(?:say|reply|answer|respond|tell|claim|state|write|output)\b",
            r"\byour\s+(?:answers?|repl(?:y|ies)|responses?|summar(?:y|ies)|output)\s+(?:must"
            r"|should|shall|will|needs? to|has to|is to)\b",
            r"\bin\s+(?:your|any|every|each)\s+(?:answers?|repl(?:y|ies)|responses?"
            rf"|summar(?:y|ies)|output)\b[^.!?]{{0,40}}?\b(?:{_SAY}|include)\b",
            r"^\W*(?:to\s+)?(?:whoever|anyone|anybody|any\s+one)\s+(?:(?:who|that)\s+)?(?:is\s+)?"
            r"(?:reads?|reading|summari[sz]\w*|answers?|answering|process\w*)\b[^.!?:]{0,40}:",
        )
    ),
    re.IGNORECASE,
)


def addressed_to_a_model(sentence: str) -> bool:
    """Whether a sentence is an instruction to an assistant or a model (to ignore its
    instructions, to answer every question with something, to pretend): no fact, whatever it
    goes on to claim."""
    return _TO_A_MODEL.search(" ".join(sentence.split())) is not None


@dataclass(frozen=True)
class Candidate:
    """A sentence that may answer: where it comes from (`source`: the hit's rank and id), its
    place there, its words, how many of the entities the question names it is about
    (`about`: 0 for none; a bool reads as 0 or 1), and whether it states the relation the
    question asks for (`first`: "Customer success lead at [[Goat Labs]]." on a page whose
    `works_at` is Goat Labs, for "where does she work?")."""

    source: tuple[int, str]
    place: int
    text: str
    words: frozenset[str]
    about: int
    first: bool = False


def best_sentences(
    candidates: Iterable[Candidate],
    terms: Collection[str],
    *,
    most: int = 6,
    per_source: int = 2,
    share: float = 0.5,
) -> list[Candidate]:
    """The sentences that cover the question best, grouped by their source (sources in order
    of their best sentence, sentences in their own order).

    A sentence's score is the weight of the question's terms it holds over the weight of all
    the terms any candidate holds; a term's weight is its rarity among the candidates
    (log(1 + N / n)), so the word that singles out the fact counts more than the words every
    sentence shares. When some candidates are about an entity the question names, only those
    about the most of them are weighed: a sentence about something else does not answer for it
    ("Works at Kakao." for "who works at Tencent?"), nor one about the person alone when the
    question names the person and a meeting. Kept: at most `most` sentences scoring at least
    `share` of the best, at most `per_source` from one source. A sentence stating the relation
    the question asks for (`Candidate.first`) is kept whatever its score, and comes before the
    others: its source first, and first among its source's sentences."""
    wanted = frozenset(terms)
    pool = [c for c in candidates if c.words & wanted or c.first]
    most_about = max((c.about for c in pool), default=0)
    if most_about:
        # the others do not answer for what it names; of two it names, those about both
        pool = [c for c in pool if c.about == most_about]
    if not pool:
        return []
    counts: dict[str, int] = {}
    for candidate in pool:
        for term in candidate.words & wanted:
            counts[term] = counts.get(term, 0) + 1
    weight = {term: math.log(1 + len(pool) / n) for term, n in counts.items()}
    total = sum(weight.values()) or 1.0

    def score(candidate: Candidate) -> float:
        return sum(weight[t] for t in candidate.words & wanted) / total

    ranked = sorted(pool, key=lambda c: (not c.first, -score(c), c.source, c.place))
    floor = max(score(c) for c in pool) * share
    kept: list[Candidate] = []
    taken: dict[tuple[int, str], int] = {}
    for candidate in ranked:
        if len(kept) == most or (score(candidate) < floor and not candidate.first):
            break
        if taken.get(candidate.source, 0) == per_source:
            continue
        taken[candidate.source] = taken.get(candidate.source, 0) + 1
        kept.append(candidate)
    order = {source: index for index, source in enumerate(dict.fromkeys(c.source for c in kept))}
    return sorted(kept, key=lambda c: (order[c.source], not c.first, c.place))


_CITATION_LINK: Final = re.compile(r"\s*\[\[(?:evidence|source):[^\]]*\]\]")
_EMPTY_BRACKETS: Final = re.compile(r"\s*\(\s*[,;]?\s*\)")
_LINK_SPAN: Final = re.compile(r"\[\[.*?\]\]")


@dataclass(frozen=True)
class CitedSentence:
    """A sentence of a page's compiled truth, as quotable prose, with the evidence that backs
    it: the `[[evidence:…]]` links of the sentence itself, else those of its statement (its
    paragraph or list item), as (id, label) pairs; `matched` counts the question's words it
    holds; `pages` are the pages it links."""

    text: str
    evidence: tuple[tuple[str, str], ...]
    matched: int
    pages: tuple[str, ...] = ()  # the pages the sentence links


def _raw_sentences(statement: str) -> list[str]:
    """The sentences of one statement, its links kept whole, as `sentences.split_sentences`
    reads them: an abbreviation's or an initial's full stop ("Dr. Okafor", "Tom L. at …") and
    a link's label end none, a citation after a sentence's full stop ("… late.
    ([[evidence:…]])") is that sentence's, and the lines of a header block or a list are
    sentences of their own."""
    return split_sentences(statement)


def evidence_links(text: str) -> tuple[tuple[str, str], ...]:
    """The (id, label) of each `[[evidence:…]]` link in `text`, once each, in order."""
    found: dict[str, str] = {}
    for link in scan_links(text):
        if isinstance(link, Link) and link.kind == "evidence":
            found.setdefault(link.target, link.label or link.target)
    return tuple(found.items())


def _quotable(sentence: str) -> str:
    """A sentence as prose without its citation links (the finding cites them itself)."""
    text = _EMPTY_BRACKETS.sub("", _CITATION_LINK.sub("", sentence))
    text = re.sub(r"\s+([.,;:!?])", r"\1", plain(text))
    return " ".join(text.split())


def cited_sentences(
    truth: str, terms: set[str], itself: tuple[tuple[str, str], ...] = ()
) -> list[CitedSentence]:
    """The sentences of a compiled truth that share a word with `terms`, in their order, each
    with the evidence that backs it (`CitedSentence`); a sentence whose statement cites no
    evidence is left out, since nothing would back it. An evidence document's own text is
    backed by the document (`itself`: its id and title)."""
    found: list[CitedSentence] = []
    for statement in truth_statements(truth):
        backing = itself or evidence_links(statement.text)
        if not backing:
            continue
        for raw in _raw_sentences(statement.text):
            if is_navigation(raw):
                continue
            text = _quotable(raw)
            matched = len(terms & words_of(text))
            if matched and text:
                pages = tuple(
                    link.target.partition("#")[0]
                    for link in scan_links(raw)
                    if isinstance(link, Link) and link.kind == "page" and link.target
                )
                cites = itself or evidence_links(raw) or backing
                found.append(CitedSentence(text[:400], cites, matched, pages))
    return found


def best_cited(sentences: list[CitedSentence], limit: int = 2) -> list[CitedSentence]:
    """The `limit` sentences matching the most words, kept in their order."""
    ranked = sorted(range(len(sentences)), key=lambda i: (-sentences[i].matched, i))[:limit]
    return [sentences[i] for i in sorted(ranked)]
