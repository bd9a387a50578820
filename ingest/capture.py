"""Chat captures (`save_to_brain`): capture now, curate later.

`capture` writes the text as a draft note in `inbox/` (type note, status draft, source
`goat-chat:<messageId>`) through the write path, records a `goat-chat` source item and queues a
curation job, all in one transaction, before it returns: what the user saved is in the brain
even if the broker, every worker and the model are down. The same brain, chat turn and text
give one draft (the source item's content hash); a draft id already taken gets a short hash.

The curation job runs the `capture` profile (merge allowed, no pre-write). The offline agent
snapshots the capture, links every known page it names (the `mentions` tool) and files it by
`authorship_test`: folded into its home page (snapshot, rewrite, merge), promoted in place
(rewrite citing the snapshot, type, folder, active), or kept a draft in inbox/ with the reason.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final
from urllib.parse import unquote, urlsplit

from django.db import transaction

from brain.models import Brain
from brain.services import Actor
from brain.store import DatabaseStore
from brain.toolkit.claims import cite_statements, truth_statements
from brain.toolkit.commands.arguments import MAX_CAPTURE_TEXT
from brain.toolkit.commands.registry import REGISTRY, bind_tool, run
from brain.toolkit.errors import ALREADY_EXISTS, CommandError, DocumentExists, bad_argument
from brain.toolkit.links import is_source_ref
from brain.toolkit.mentions import Mention, link_mentions
from brain.toolkit.names import capitalised_name_word, entity_key, name_particle
from brain.toolkit.quoting import defuse, defuse_line, one_line
from brain.toolkit.ranker.tokenizer import has_cjk
from brain.toolkit.schemas import MAX_TITLE_LENGTH, slugify
from brain.toolkit.sentences import is_abbreviation, split_sentences
from brain.toolkit.store import Store
from brain.toolkit.timeline import split_body
from ingest import queue
from ingest.agent import prompts
from ingest.agent.extract import SAVED_FROM_CHAT
from ingest.agent.offline import Calls, Plan, ok, same_name
from ingest.agent.session import Mission, Prewrite
from ingest.models import SourceItem
from ingest.sources import NormalizedSource, source_item_upsert

PROVIDER: Final = "goat-chat"
MAX_TEXT: Final = MAX_CAPTURE_TEXT  # characters (the tool's schema says so)
MAX_FOLDED: Final = 500  # characters of a capture a fold quotes in its home page
MSG_EMPTY: Final = "save_to_brain needs some text to keep"
MSG_TOO_LONG: Final = "the text is {size} characters; save_to_brain keeps at most {limit}"
TITLE_LENGTH: Final = 60


# What a capture usually opens with before it says anything: left out of its title.
_LEAD_IN: Final = re.compile(
    r"^\s*(?:(?:please|pls)\s+)?(?:remember|note|save|keep|fyi|reminder|todo|to do|idea|"
    r"thought|for the record|heads up)\b[\s:,.!-]*(?:that\b\s*|this\b[\s:]*)?",
    re.IGNORECASE,
)
# A generic label before a colon ("Rule of thumb:", "Principle:", "Lesson learned:") says what
# kind of text follows, not what it is about: the title is the words after it.
_GENERIC_LABEL: Final = re.compile(
    r"^(?:(?:a|an|the|my|our|one|another|quick|key|general|useful|good|important|new)\s+)*"
    r"(?:rule of thumb|rule|principle|pattern|heuristic|lessons?(?:\s+learn(?:ed|t))?|learning|"
    r"definition|concept|takeaway|insight|tip|maxim|guideline|framework|mental model|law|"
    r"observation|reflection|question|decision|agreement|update|quote|link|reference|article|"
    r"source|reading)s?\s*(?::|\s[-–—]\s)\s*",
    re.IGNORECASE,
)
# A web address, without the punctuation a sentence puts after it.
_URL: Final = re.compile(r"https?://[^\s<>\"'\]]+[^\s<>\"'\].,;:!?)]", re.IGNORECASE)
_TERMINAL: Final = ".!?。！？؟।"
_CLAUSE_END: Final = re.compile(r"[,;:–—(]")
TITLE_WORDS: Final = 10
# English words a phrase goes on after (articles and determiners, prepositions, conjunctions,
# auxiliaries, words that open a clause): a title cut for length does not end on one ("... call
# Tom Lindqvist about the"). Words that may end a phrase as well ("her", "all", "yet") are not.
_DANGLING: Final = frozenset(
    (
        *("a", "an", "the", "this", "that", "these", "those", "my", "our", "your", "their"),
        *("its", "every", "each", "of", "to", "in", "on", "at", "by", "for", "from", "with"),
        *("without", "about", "into", "onto", "over", "under", "after", "before", "between"),
        *("through", "during", "until", "via", "per", "as", "than", "and", "or", "but", "nor"),
        *("if", "because", "while", "when", "where", "which", "who", "whom", "whose", "what"),
        *("how", "why", "whether", "is", "are", "was", "were", "be", "been", "being", "am"),
        *("has", "have", "had", "do", "does", "did", "will", "would", "shall", "should", "can"),
        *("could", "may", "might", "must", "not", "very"),
    )
)


def short_title(
    text: str, *, names: Sequence[str] = (), spellings: Mapping[str, str] | None = None
) -> str:
    """A capture's title: its first statement without the lead-in ("Remember that ...") or a
    generic label ("Rule of thumb:"), web addresses read as their words, cut to its first
    clause when that says enough, at most `TITLE_WORDS` words and `TITLE_LENGTH` characters;
    a title cut for length ends where a phrase can (not on "the", "about", "and"), never
    inside a bracket it opened nor inside a name (a run of capitalised words and the
    particles between them, "Maria de la Cruz", or one of `names`, the known pages' names
    the text holds); "Saved note" when nothing is left. Two
    captures labelled alike do not get one title.

    Its first statement ends where `sentences.split_sentences` says a sentence does (never at
    an initial's or an abbreviation's full stop: "Tom L. at Northwind …", "Dr. Okafor …"),
    and holds at least `TITLE_MIN_WORDS` words that are no initial or abbreviation: a shorter
    one takes the next sentence too. A known page's name is written as the page writes it
    (`spellings`: the name as the text writes it, and as its page does)."""
    for line in text.splitlines():
        line = one_line(line).lstrip("#>-*+ ").strip()
        line = _URL.sub(lambda found: readable_link(found.group()), line)
        line = _LEAD_IN.sub("", line, count=1).strip() or line
        line = _GENERIC_LABEL.sub("", line, count=1).strip() or line
        if not line:
            continue
        sentence = ""
        for piece in split_sentences(line, names):
            sentence = f"{sentence} {piece}".strip()
            if _own_words(sentence) >= TITLE_MIN_WORDS:
                break
        sentence = sentence.rstrip(_TERMINAL).strip() or line
        clause = _CLAUSE_END.split(sentence, maxsplit=1)[0].strip()
        if len(clause.split()) >= 3:
            sentence = clause
        title = _spelled(_cut_to_length(sentence, names), spellings or {})
        if title:
            return title[0].upper() + title[1:]
    return "Saved note"


TITLE_MIN_WORDS: Final = 2


def _own_words(text: str) -> int:
    """How many words `text` holds that are no initial nor abbreviation ("Dr.", "L.", "e.g."
    are none), a run of Han, kana or Hangul of two characters or more counting as two."""
    count = 0
    for word in text.split():
        if not any(char.isalnum() for char in word) or is_abbreviation(word):
            continue
        count += 2 if has_cjk(word) and len(word) > 1 else 1
    return count


def _spelled(title: str, spellings: Mapping[str, str]) -> str:
    """`title` with each known name in it as its page writes it ("priya nair" is "Priya
    Nair"), longest first."""
    for written in sorted(spellings, key=len, reverse=True):
        spelled = spellings[written]
        if written != spelled:
            pattern = rf"(?<![\w]){re.escape(written)}(?![\w])"
            title = re.sub(pattern, spelled.replace("\\", "\\\\"), title)
    return title


def readable_link(url: str) -> str:
    """A web address as words a person reads in a title: the last part of its path that holds
    a word ("/posts/2024/why_pilots_fail.html" is "why pilots fail"), else its host
    ("example.com"). "Https://example.com/..." is no title."""
    parts = urlsplit(url)
    for segment in reversed([part for part in parts.path.split("/") if part]):
        stem = re.sub(r"\.[a-z0-9]{1,5}$", "", unquote(segment), flags=re.IGNORECASE)
        words = [word for word in re.split(r"[-_+.\s]+", stem) if word]
        if any(word.isalpha() for word in words):
            return " ".join(word for word in words if not word.isdigit())
    host = parts.hostname or url
    return host.removeprefix("www.")


def _cut_to_length(sentence: str, names: Sequence[str] = ()) -> str:
    """`sentence` as a title: whole when short enough, else its first `TITLE_WORDS` words
    within `TITLE_LENGTH` characters, ending before a bracket the kept words leave open and
    before a name the cut would split, less the words a phrase never ends on, so the title
    does not stop mid-phrase (each unless nothing would be left)."""
    words = sentence.split()
    whole = " ".join(words).rstrip(" ,;:-–—")
    title = " ".join(words[:TITLE_WORDS])
    if len(title) > TITLE_LENGTH:
        title = one_line(title, TITLE_LENGTH)
    title = title.rstrip(" ,;:-–—")
    if title == whole:
        return title  # not cut: the writer's own ending stays
    kept = title.split()
    if kept and kept[-1] != words[len(kept) - 1]:
        kept.pop()  # a word cut by characters is no word of the sentence
    count = _open_bracket(kept) or len(kept)
    count = _name_start(words, count, names) or count
    kept = kept[:count]
    while len(kept) > 1 and kept[-1].casefold().strip(",;:-–—") in _DANGLING:
        kept.pop()
    return " ".join(kept).rstrip(" ,;:-–—") or title


_OPENING: Final = {"(": ")", "[": "]", "{": "}"}


def _open_bracket(words: list[str]) -> int:
    """How many of `words` stand before the first bracket they open and do not close (0 when
    every bracket they open is closed, or the first word opens it)."""
    stack: list[tuple[str, int]] = []
    for index, word in enumerate(words):
        for char in word:
            if char in _OPENING:
                stack.append((_OPENING[char], index))
            elif stack and char == stack[-1][0]:
                stack.pop()
    return stack[0][1] if stack else 0


def _name_start(words: list[str], count: int, names: Sequence[str]) -> int:
    """Where the name that a cut after `count` of `words` would split begins (0 when the cut
    splits none, or the name is where the sentence begins): a known page's name (`names`,
    matched word by word, case and punctuation aside) or a run of capitalised words."""
    if count <= 0 or count >= len(words):
        return 0
    bare = [word.strip(_EDGE_PUNCTUATION).casefold() for word in words]
    for name in names:
        parts = [part.strip(_EDGE_PUNCTUATION).casefold() for part in name.split()]
        for start in range(max(0, count - len(parts) + 1), count):
            if len(parts) > 1 and bare[start : start + len(parts)] == parts:
                return start
    return _name_run_start(words, count)


_EDGE_PUNCTUATION: Final = "()[]{}\"'“”‘’.,;:!?"


def _name_run_start(words: list[str], count: int) -> int:
    """Where the run of capitalised words that a cut after `count` of `words` would split
    begins (0 when it splits none, or the run is where the sentence begins). A name is a run
    of capitalised words with nothing between them but the lowercase particles names hold
    ("Maria de la Cruz Fernández", "Ludwig van der Berg", "Ahmed bin Khalid al-Rashid":
    names.name_particle, names.capitalised_name_word), and no punctuation ("Tom, Maya" are
    two)."""
    if not _no_break(words[count - 1], words[count]):
        return 0
    start = None
    index = count - 1
    while index >= 0 and _in_a_name(words[index]):
        if capitalised_name_word(words[index]):
            start = index
        if index == 0 or not _no_break(words[index - 1], words[index]):
            break
        index -= 1
    index = count
    while start and index < len(words) and _in_a_name(words[index]):
        if capitalised_name_word(words[index]):
            return start  # a capitalised word on either side of the cut: it is inside a name
        if index + 1 == len(words) or not _no_break(words[index], words[index + 1]):
            break
        index += 1
    return 0


def _in_a_name(word: str) -> bool:
    return capitalised_name_word(word) or name_particle(word)


def _no_break(word: str, following: str) -> bool:
    """Whether no punctuation stands between `word` and the word `following` it."""
    return not word.endswith(tuple(",;:.!?)]}")) and not following.startswith(tuple("([{"))


def capture(
    *,
    brain: Brain,
    user: Any,
    text: str,
    title: str | None = None,
    message_id: str | None = None,
    turn_id: str | None = None,
) -> dict[str, Any]:
    """Capture `text` as an inbox draft and queue its curation; returns the draft and the job."""
    if not text.strip():
        raise bad_argument(MSG_EMPTY)
    if len(text) > MAX_TEXT:
        raise bad_argument(MSG_TOO_LONG.format(size=len(text), limit=MAX_TEXT))
    store = DatabaseStore(brain, actor=Actor(type="user", user=user, label="save_to_brain"))
    title = one_line(title or "", MAX_TITLE_LENGTH)
    if not title:
        spellings = _names_in(store, text)
        title = short_title(text, names=list(spellings), spellings=spellings)
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    native = message_id.strip() if message_id else ""
    if not native or not is_source_ref(f"{PROVIDER}:{native}"):
        native = slugify(native, 200) or f"capture-{digest[:12]}"
    source = NormalizedSource(
        provider=PROVIDER,
        kind="capture",
        external_id=native,
        title=title,
        text=text,
        participants=[{"name": user.get_username()}] if user is not None else [],
        payload={"message_id": message_id, "turn_id": turn_id, "title": title},
        identity={"turn": turn_id, "message": None if turn_id else message_id, "text": text},
    )
    with transaction.atomic():
        item, created = source_item_upsert(brain=brain, source=source, user=user)
        if not created:
            job = item.jobs.order_by("pk").first()
            return _answer(
                item,
                job.pk if job else None,
                draft_id=item.document_id,
                store=store,
                duplicate=True,
            )
        body = f"# {defuse_line(title)}\n\n{defuse(text.strip())}\n"
        arguments = {
            "type": "note",
            "title": title,
            "folder": "inbox",
            "status": "draft",
            "sources": [source_ref(item)],
            "body": body,
        }
        base = slugify(title, 60) or "saved-note"
        result = None
        for candidate in (base, f"{base}-{digest[:6]}", f"{base}-{digest[:12]}"):
            try:
                with transaction.atomic():
                    result = run(REGISTRY["create"], store, {**arguments, "brain_id": candidate})
                break
            except CommandError as error:
                if error.code != ALREADY_EXISTS:
                    raise
                continue
        if result is None:
            raise DocumentExists(base, f"inbox/{base}.md")
        draft_id = result["created"]["id"]
        item.document_id = draft_id
        item.save(update_fields=["document_id", "updated_at"])
        job = queue.enqueue(brain=brain, kind=queue.AGENT_INGEST, source_item=item, user=user)
    return _answer(item, job.pk, draft_id=draft_id, store=store, duplicate=False)


def _names_in(store: Store, text: str) -> dict[str, str]:
    """The known pages' names `text` holds, as it writes them (the `mentions` tool's reading),
    for its title not to be cut inside one, each with its spelling on the page (the page's
    title, or the alias it was written as: "priya nair" is "Priya Nair"); none when the text
    is longer than the tool reads."""
    try:
        found = run(REGISTRY["mentions"], store, {"text": text})
    except CommandError:
        return {}
    names: dict[str, str] = {}
    for mention in found.get("mentions", []):
        written = text[mention["start"] : mention["end"]]
        names[written] = _spelling(store, mention["id"], written)
    return names


def _spelling(store: Store, brain_id: str, written: str) -> str:
    """How the page `brain_id` writes the name `written`: its title or alias that is the same
    name (case, accents, punctuation and spacing aside), else as written."""
    stored = store.get(brain_id)
    if stored is None:
        return written
    key = entity_key(written)
    document = stored.document
    for name in (document.title, *document.aliases):
        if entity_key(name) == key:
            return name
    return written


def _answer(
    item: SourceItem,
    job: int | None,
    *,
    draft_id: str,
    store: Store,
    duplicate: bool,
) -> dict[str, Any]:
    """What save_to_brain returns: the draft as it is now; `hashes` only for a new draft."""
    stored = store.get(draft_id) if draft_id else None
    draft = None
    if stored is not None:
        draft = {
            "id": draft_id,
            "path": stored.path,
            "title": stored.document.title,
            "status": stored.document.status,
            "hash": stored.hash,
        }
    return {
        "draft": draft,
        "source_item": item.pk,
        "job": job,
        "duplicate": duplicate,
        "hashes": {draft_id: stored.hash} if stored is not None and not duplicate else {},
    }


def source_ref(item: SourceItem) -> str:
    return f"{PROVIDER}:{item.external_id}"


def save_to_brain_tool(store: Store, **arguments: Any) -> dict[str, Any]:
    """The registry tool: `store` is the caller's DatabaseStore (brain and user)."""
    if not isinstance(store, DatabaseStore):
        raise bad_argument("save_to_brain runs on a brain in the database")
    return capture(brain=store.brain, user=store.actor.user, **arguments)


def bind() -> None:
    bind_tool("save_to_brain", save_to_brain_tool)


# --- curation ---------------------------------------------------------------------------------

# The classes of phrasing the offline authorship test reads (docs/ingestion.md): cues, not
# sentences. A decision or an agreement: a verb or a noun of deciding or agreeing.
_DECISION: Final = re.compile(
    r"\b(?:decid(?:e|ed|es|ing)|decision|agreed|agreement|agrees? (?:to|on|that|with)|"
    r"settled on|chose|choose to|opted (?:for|to)|signed off|sign-off|approved|went with|"
    r"(?:will|to|going to) go with|committed to|consensus|resolved to)\b",
    re.IGNORECASE,
)
# An idea or a reflection: a first-person wondering or belief, or the words of a hunch.
_REFLECTION: Final = re.compile(
    r"\b(?:idea|what if|we could|we should|maybe|perhaps|thought)\b"
    r"|\bI(?:'m|’m| am)?\s+(?:wonder(?:ing)?|suspect(?:ing)?|think(?:ing)?|feel|believe|guess|"
    r"reckon|sense|notice[d]?|reali[sz]ed?|learn(?:ed|t)|doubt|worry|hope|keep (?:thinking|"
    r"wondering)|not sure|starting to (?:think|see|feel)|curious)\b"
    r"|^\W*(?:wondering|thinking about|curious)\b"
    r"|\bmy (?:sense|hunch|gut|takeaway|impression|feeling|guess|theory)\b",
    re.IGNORECASE | re.MULTILINE,
)
_CONCEPT: Final = re.compile(
    r"\b(concept|principle|pattern|framework|mental model|rule of thumb|heuristic|"
    r"is defined as|we call it|means that)\b",
    re.I,
)
# Addressed to the assistant about how it should behave: Memory's, not the brain's. A
# first-person preference about what "you" do ("I prefer that you ...", "I'd rather you ...").
_PREFERS_THAT_YOU: Final = re.compile(
    r"\bI(?:'d|’d| would)?\s+(?:really\s+)?(?:prefer|want|like|rather|need)\b"
    r"(?:\s+(?:it\s+)?(?:that|if|when))?\s+you\b",
    re.IGNORECASE,
)
# An imperative: the capture opens with a bare verb (after "please", "from now on", ...).
_IMPERATIVE: Final = re.compile(
    r"^\W*(?:(?:please|pls|from now on|going forward|always|never|just)[\s,]+)*"
    r"(?:stop|don'?t|don’t|do not|never|always|avoid|keep|start|quit|use|write|answer|reply|"
    r"respond|talk|speak|call|address|format|be|make|give|include|add|skip|drop|limit|sign|"
    r"end|begin|put|show|tell|remind|spell|cut|shorten|stick|refer)\b",
    re.IGNORECASE,
)
# ... said to the assistant: its own replies, "you", or the user as the one it answers.
_TO_THE_ASSISTANT: Final = re.compile(
    r"\byou(?:r|rs|rself)?\b|\b(?:answer|reply|respond|talk|write|speak|call|address|tell|"
    r"remind)\s+(?:to\s+)?me\b",
    re.IGNORECASE,
)
# An instruction about writing, whoever it names: "always answer in bullet points".
_HOW_TO_WRITE: Final = re.compile(
    r"\bfrom now on\b|\byou (?:should|must) (?:always|never|stop|not)\b|"
    r"^\W*(?:always|never|please) (?:answer|reply|respond|use|write|format)\b",
    re.IGNORECASE,
)
SCRATCH_WORDS: Final = 3  # fewer words than this, naming no page nor a link: chat scratch
MEMORYS: Final = (
    "an instruction to the assistant about how it should behave: for the assistant's Memory, "
    "not the brain (not filed)"
)
_FOLD_TYPES: Final = frozenset({"person", "company", "project", "concept", "meeting"})


@dataclass(frozen=True)
class Filing:
    """Where curation puts a capture: folded into `home`, or promoted in place as `type` in
    `folder`; `settled` False keeps it a draft in inbox/. `reason` says why, in a line."""

    home: str | None
    type: str
    folder: str
    settled: bool
    reason: str


def authorship_test(text: str, mentions: list[dict[str, Any]]) -> Filing:
    """The capture's place, as far as a deterministic reading can tell (docs/ingestion.md).

    What belongs in the brain is what the user or the team wrote that will matter later,
    rough or not; how the assistant should behave belongs in Memory; chat scratch stays in
    chat. In order: a preference addressed to the assistant, or scratch (a few words naming
    nothing), stays a draft in inbox/ and says so; a statement about one known page (it names
    it first) or about the one project it names is folded into that page, unless it records
    a decision between several; a saved link is a source; a decision goes to decisions/; a
    reusable abstraction becomes a concept; an idea or a reflection goes to thoughts/;
    anything else stays an unsettled draft in inbox/."""
    content_start = _content_start(text)
    if addressed_to_the_assistant(text):
        return Filing(None, "note", "inbox", False, MEMORYS)
    if len(text.split()) < SCRATCH_WORDS and not mentions and not _URL.search(text):
        return Filing(None, "note", "inbox", False, "too little to file: chat scratch")
    decision = _DECISION.search(text) is not None
    # A page named inside the lead-in or a generic label ("Rule of thumb:") is not the subject.
    opening = [m for m in mentions if m["end"] > content_start]
    subject = opening[0] if opening and opening[0]["start"] <= content_start else None
    projects = [m for m in mentions if m["type"] == "project"]
    between_several = decision and len(mentions) > 1
    if subject is not None and subject["type"] in _FOLD_TYPES and not between_several:
        return Filing(subject["id"], subject["type"], "", True, f"about {subject['id']}")
    if len(projects) == 1 and not decision:
        project = projects[0]["id"]
        return Filing(project, "project", "", True, f"an update of the project {project}")
    if _URL.search(text) and len(text) < 2000:
        return Filing(None, "source", "sources", True, "a saved reference")
    if decision:
        return Filing(None, "note", "decisions", True, "a decision")
    if _CONCEPT.search(text):
        return Filing(None, "concept", "concepts", True, "a reusable idea")
    if _REFLECTION.search(text):
        return Filing(None, "note", "thoughts", True, "an idea or a reflection")
    return Filing(None, "note", "inbox", False, "nothing says where it belongs yet")


def addressed_to_the_assistant(text: str) -> bool:
    """True when the capture tells the assistant how to behave: a first-person preference
    about what "you" do, an imperative said to it ("Keep your replies short", "Call me
    Sam"), or an instruction about writing ("from now on ...", "always answer in ...").
    That is the assistant's Memory; the brain keeps what the team wrote about its work."""
    if _PREFERS_THAT_YOU.search(text) or _HOW_TO_WRITE.search(text):
        return True
    return bool(_IMPERATIVE.search(text) and _TO_THE_ASSISTANT.search(text))


def _content_start(text: str) -> int:
    """Where the capture starts saying something: after list or quote marks, the lead-in
    ("Remember that") and a generic label ("Rule of thumb:")."""
    stripped = text.lstrip(" \t\n#>-*+")
    start = len(text) - len(stripped)
    lead = _LEAD_IN.match(stripped)
    if lead:
        start += lead.end()
    label = _GENERIC_LABEL.match(text[start:])
    return start + (label.end() if label else 0)


def is_generic_label(title: str) -> bool:
    """True when `title` is only a label ("Rule of thumb", "Idea"): no name of anything."""
    return bool(_GENERIC_LABEL.fullmatch(f"{title.strip()}: ") or _LEAD_IN.fullmatch(title))


def capture_mission(item: SourceItem) -> Callable[[Store, Prewrite], Mission]:
    ref = source_ref(item)

    def build(store: Store, prewrite: Prewrite) -> Mission:
        draft_id = item.document_id
        task = (
            f"The user saved this from chat ({ref}); it is the draft {draft_id!r} in inbox/. "
            f"Its text:\n\n<<<\n{item.text}\n>>>"
        )
        return Mission(
            profile="capture",
            system=prompts.system_prompt(prompts.CAPTURE),
            task=task,
            plan=_capture_plan(item, ref),
            allow_deletes=False,
            result_document=lambda s, loop: _where_it_went(s, draft_id, ref),
        )

    return build


def _where_it_went(store: Store, draft_id: str, ref: str) -> str:
    stored = store.get(draft_id) if draft_id else None
    if stored is not None:
        merged = stored.document.merged_into
        return merged or draft_id
    for candidate in store.documents():
        document = candidate.document
        if ref in document.sources and document.kind == "page" and document.status != "merged":
            return document.brain_id
    return ""


def _capture_plan(item: SourceItem, ref: str) -> Callable[[], Plan]:
    text = item.text
    title = item.title
    prepared = defuse(text.strip())
    # What a fold adds to the home page: the capture's start as one quoted line.
    line = defuse_line(" ".join(text.split())[:MAX_FOLDED])

    def plan() -> Plan:
        draft_id = item.document_id
        results = yield [
            ("get", {"ref": draft_id}),
            ("query", {"text": title, "limit": 5}),
            ("mentions", {"text": prepared, "exclude": [draft_id]}),
            ("mentions", {"text": line, "exclude": [draft_id]}),
        ]
        if not ok(results[0]):
            yield "SKIP: the draft is no longer in the brain (someone moved or removed it)."
            return
        draft = results[0]["document"]
        results_line = results[3]
        named = [
            m
            for m in (results[2].get("mentions", []) if ok(results[2]) else [])
            if m["id"] != draft_id
        ]
        hits = [
            hit["id"]
            for hit in (results[1].get("hits", []) if ok(results[1]) else [])
            if hit["id"] != draft_id
        ][:3]
        filing = authorship_test(prepared, named)
        # A page that has the capture's own title or alias is its home; else the filing's.
        asked = list(dict.fromkeys([*hits, *([filing.home] if filing.home else [])]))
        results = yield [("get", {"ref": hit}) for hit in asked]
        pages = {
            found["document"]["id"]: found["document"]
            for found in results
            if ok(found)
            and found["document"]["kind"] == "page"
            and found["document"]["status"] in ("draft", "active")
        }
        home = next(
            (pages[hit] for hit in hits if hit in pages and _titled_alike(pages[hit], title)),
            pages.get(filing.home or ""),
        )
        results = yield [
            (
                "append-evidence",
                {
                    "source": ref,
                    "title": one_line(f"Saved from chat: {title}", MAX_TITLE_LENGTH),
                    "text": text,
                    "type": "note",
                },
            )
        ]
        if not ok(results[0]):
            yield f"Could not snapshot the capture: {results[0]['error']['message']}"
            return
        evidence = results[0]["link"]
        if home is not None:
            in_line = results_line if ok(results_line) else {}
            others = [m for m in in_line.get("mentions", []) if m["id"] != home["id"]]
            yield from _fold(draft, home, _linked(line, others), evidence, ref)
        else:
            yield from _promote(draft, _linked(prepared, named), filing, evidence, ref)

    return plan


def _titled_alike(page: dict[str, Any], title: str) -> bool:
    """True when the capture's title is a name of `page`, an entity (person, company, project,
    concept, meeting): its home. A note or a source that shares the title is another capture,
    not the same thing, and a generic label ("Rule of thumb") names nothing, so neither folds."""
    if page["type"] not in _FOLD_TYPES or is_generic_label(title):
        return False
    return any(same_name(name, title) for name in [page["title"], *page["aliases"]])


def _linked(text: str, mentions: list[dict[str, Any]]) -> str:
    """`text` with each page it names linked, labelled with its own words."""
    return link_mentions(
        text,
        [
            Mention(m["id"], m["title"], m["type"], m["start"], m["end"], m["text"])
            for m in mentions
        ],
    )


def _fold(draft: dict[str, Any], home: dict[str, Any], text: str, evidence: str, ref: str) -> Plan:
    """Fold the capture into `home`: its words (one quoted line citing the snapshot) join the
    home's compiled truth, the draft is merged into it without its title becoming an alias
    (a capture's title says what it says, it does not name the page), and a timeline entry
    cites the chat."""
    truth = split_body(home["body"])[0].rstrip()
    calls: Calls = [
        (
            "rewrite",
            {
                "ref": home["id"],
                "compiled_truth": f"{truth}\n\n{text} ({evidence})\n",
                "expected_hash": home["hash"],
            },
        ),
    ]
    if draft["type"] != home["type"]:
        calls.append(
            ("set", {"ref": draft["id"], "type": home["type"], "expected_hash": draft["hash"]})
        )
    results = yield calls
    if not ok(results[0]):
        yield f"Could not update {home['id']}: {results[0]['error']['message']}"
        return
    home_hash = results[0]["hashes"].get(home["id"], home["hash"])
    draft_hash = draft["hash"]
    if len(results) > 1 and ok(results[1]):
        draft_hash = results[1]["hashes"].get(draft["id"], draft_hash)
    # The draft's title is the capture's words, not a name of the page it is about.
    merge = {
        "source_ref": draft["id"],
        "target_ref": home["id"],
        "source_hash": draft_hash,
        "target_hash": home_hash,
        "without_names": True,
    }
    results = yield [("merge", merge)]
    if not ok(results[0]):
        yield f"Could not fold the draft into {home['id']}: {results[0]['error']['message']}"
        return
    home_hash = results[0]["hashes"].get(home["id"], "")
    yield [
        (
            "append-timeline",
            {
                "ref": home["id"],
                "source": ref,
                "text": f"{SAVED_FROM_CHAT}: {evidence}.",
                "expected_hash": home_hash,
            },
        )
    ]
    yield f"Folded the capture into {home['id']} (the draft {draft['id']} now points there)."


def _promote(draft: dict[str, Any], text: str, filing: Filing, evidence: str, ref: str) -> Plan:
    title = draft["title"]
    # Each paragraph and list item of the capture cites the chat snapshot it came from, once;
    # a capture that states nothing (a code block alone) says where it came from instead.
    saved = text if truth_statements(text) else f"{text}\n\n{SAVED_FROM_CHAT} ({evidence})."
    truth = f"# {defuse_line(title)}\n\n{cite_statements(saved, evidence)}\n"
    results = yield [
        ("rewrite", {"ref": draft["id"], "compiled_truth": truth, "expected_hash": draft["hash"]})
    ]
    if not ok(results[0]):
        yield f"Could not rewrite the draft: {results[0]['error']['message']}"
        return
    current = results[0]["hashes"].get(draft["id"], draft["hash"])
    if filing.settled:
        results = yield [
            (
                "set",
                {
                    "ref": draft["id"],
                    "type": filing.type,
                    "status": "active",
                    "expected_hash": current,
                },
            )
        ]
        if ok(results[0]):
            current = results[0]["hashes"].get(draft["id"], current)
        if filing.folder != draft["folder"]:
            results = yield [
                ("move", {"ref": draft["id"], "folder": filing.folder, "expected_hash": current})
            ]
            if ok(results[0]):
                current = results[0]["hashes"].get(draft["id"], current)
    yield [
        (
            "append-timeline",
            {
                "ref": draft["id"],
                "source": ref,
                "text": f"{SAVED_FROM_CHAT}: {evidence}.",
                "expected_hash": current,
            },
        )
    ]
    if filing.settled:
        yield (
            f"Promoted {draft['id']} in place: {filing.type} in {filing.folder}/, active, "
            f"citing the capture ({filing.reason})."
        )
    else:
        yield f"Kept {draft['id']} a draft in inbox/, citing the capture: {filing.reason}."
