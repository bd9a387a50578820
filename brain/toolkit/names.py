"""Entity names in any script: the key two names compare by, and the ids pages get from them.

`entity_key` is what entity resolution compares: two titles or aliases with the same key name
the same thing. It folds case (casefold), accents on Latin, Greek and Cyrillic letters (where a
mark is decoration of the letter: "Zoë" is "Zoe"; the vowel signs of Devanagari, Arabic or
Hebrew are letters of the word and are kept), the other Latin letters to their ASCII base
("Łukasz" is "Lukasz", "Yılmaz" "Yilmaz", "Đỗ" "Do", "Ødegård" "Odegard", "Groß" "Gross"; other
scripts keep their letters), punctuation and spacing ("Goat Labs", "goat-labs" and "GoatLabs"
share a key), and, for companies, legal suffixes and prefixes ("Acme, Inc.", "ООО Ромашка",
"株式会社ソニー").

`entity_keys` is every key a name is known by, for resolution and the doctor: its own, the keys
of its usual Latin spellings when it is Cyrillic, Greek or Chinese ("Γιώργος Παπαδόπουλος" is
"Giorgos Papadopoulos", "Дмитрий" "Dmitry" or "Dmitrii"), and for a company of one word the key
without the legal form it ends in ("Acmecorp", from acmecorp.com, is "Acme Corp"). Two names
with a key in common (`same_entity`) may name one thing.

`make_id` turns a name into a page id: for a name in another script, the Latin spelling its
e-mail gives (`latin_spelling`: "נועה לוי" at noa.levi@ is `noa-levi`), else a transliteration
to ASCII by `anyascii` (ISC licence, pure Python, every script; imported only for text that is
not ASCII already, so the CLI's start-up does not pay for it), else the e-mail's local part,
else a short hash of the name, so an id is never empty and never the mangled leftovers of
dropped letters.

`name_problem` says why a name cannot title a page (empty, no letters or digits, too long).

`name_particle` and `capitalised_name_word` say which words of running text belong to a name
written out in it: its capitalised words, the lowercase particles between them ("Maria de la
Cruz", "Ludwig van der Berg") and the forms joined to one ("al-Rashid", "d'Artagnan").

`without_invisibles` takes out the format characters a reader cannot see (a zero-width space
inside "ab\u200bc"), so a name is titled as it reads and two names that read alike are one.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import re
import unicodedata
from typing import Final

from .schemas import MAX_ID_LENGTH, MAX_TITLE_LENGTH, latin_spellings, slugify

# Scripts whose combining marks are accents on a letter, safe to drop when comparing.
_ACCENTED_SCRIPTS: Final = ("LATIN", "GREEK", "CYRILLIC")
# Dropped inside a word rather than splitting it: "O'Brien" is "obrien", "S.A." is "sa".
JOINERS: Final = frozenset("'’ʼ`´.")

# Legal forms, compared as keys (lower case, no dots): "S.A." is "sa", "Co." is "co".
LEGAL_SUFFIXES: Final = frozenset(
    {
        "inc", "incorporated", "ltd", "limited", "llc", "llp", "lp", "plc", "corp",
        "corporation", "co", "company", "gmbh", "ag", "kg", "ug", "ev", "sa", "sas", "sarl",
        "sl", "srl", "spa", "bv", "nv", "oy", "oyj", "ab", "as", "asa", "aps", "kk", "pty",
        "pte", "pvt", "bhd", "sdn", "gk", "nl", "se", "sro", "zrt", "kft", "doo", "ooo",
        "oao", "zao", "pao", "ao", "tov", "ооо", "оао", "зао", "пао", "ао", "ип", "тов",
    }
)  # fmt: skip
# Legal forms written as a prefix ("ООО Ромашка", "PT Maju").
LEGAL_PREFIXES: Final = frozenset({"ооо", "оао", "зао", "пао", "ао", "тов", "ип", "pt", "cv"})
# Legal forms written without a space in CJK names, at either end.
_CJK_LEGAL: Final = (
    "股份有限公司",
    "有限责任公司",
    "有限責任公司",
    "有限公司",
    "株式会社",
    "有限会社",
    "合同会社",
    "주식회사",
    "(주)",
    "㈜",
)


@functools.cache
def _cjk_legal_keys() -> tuple[str, ...]:
    return tuple(key for key in ("".join(name_words(form)) for form in _CJK_LEGAL) if key)


# The lowercase words a name holds between its capitalised ones ("Maria de la Cruz", "Ludwig
# van der Berg", "Ahmed bin Khalid"), or joins to one by a hyphen or an apostrophe
# ("al-Rashid", "d'Artagnan"), compared case-folded.
NAME_PARTICLES: Final = frozenset(
    {
        "de", "la", "las", "los", "del", "della", "delle", "degli", "dei", "dello", "dalla",
        "der", "den", "des", "van", "von", "vom", "zu", "zum", "zur", "da", "di", "du", "do",
        "dos", "das", "le", "les", "lo", "bin", "binti", "bint", "ibn", "ben", "al", "el",
        "ter", "ten", "te", "het", "op", "y", "e", "af", "av", "d", "l",
    }
)  # fmt: skip
_NAME_WORD_PARTS: Final = re.compile(r"[-'’]")


def name_particle(word: str) -> bool:
    """Whether `word` (punctuation at its edges aside) is a particle a name holds between its
    capitalised words: "de", "van", "bin", "al" (`NAME_PARTICLES`)."""
    return word.strip('.,;:!?()[]{}"“”‘’').casefold() in NAME_PARTICLES


def capitalised_name_word(word: str) -> bool:
    """Whether `word` reads as a word of a name: its first letter a capital ("Cruz", "O'Neil"),
    or a particle joined by a hyphen or an apostrophe to a part that is ("al-Rashid",
    "d'Artagnan", "bin-Salman")."""
    letters = [char for char in word if char.isalpha()]
    if not letters:
        return False
    if letters[0].isupper():
        return True
    parts = [part for part in _NAME_WORD_PARTS.split(word.strip("\"“”‘'’")) if part]
    capital = [next((c.isupper() for c in part if c.isalpha()), False) for part in parts]
    return (
        len(parts) > 1
        and any(capital)
        and all(up or name_particle(part) for up, part in zip(capital, parts, strict=True))
    )


MSG_NAME_EMPTY: Final = "the name is empty"
MSG_NAME_NO_LETTERS: Final = "the name {name!r} has no letters or digits"
MSG_NAME_TOO_LONG: Final = "the name is {length} characters long (at most {limit})"


def _accent(base: str) -> bool:
    try:
        return unicodedata.name(base).startswith(_ACCENTED_SCRIPTS)
    except ValueError:
        return False


@functools.cache
def _latin_base(letter: str) -> str:
    """A Latin letter as the ASCII letters it is a form of, when no accent mark makes it one
    (NFD leaves "ł", "ı", "đ", "ø", "ß", "æ", "œ", "þ" whole): "l", "i", "d", "o", "ss",
    "ae", "oe", "th", by anyascii. Letters of other scripts, and ASCII, are themselves."""
    if letter.isascii() or not is_latin_letter(letter):
        return letter
    from anyascii import anyascii  # only here: most names are ASCII and the CLI starts fast

    folded = "".join(c for c in anyascii(letter).lower() if c.isalnum())
    return folded or letter


def is_latin_letter(letter: str) -> bool:
    """Whether `letter` is a letter of the Latin script (Unicode names it LATIN ...)."""
    try:
        return unicodedata.name(letter).startswith("LATIN")
    except ValueError:
        return False


_ASCII_JOINED: Final = re.compile(r"(?<=[a-z0-9])['.`]+")
_ASCII_WORD: Final = re.compile(r"[a-z0-9]+")


def name_words(text: str) -> list[str]:
    """The words of `text`, case-folded: runs of letters, digits and marks; Latin, Greek and
    Cyrillic accents dropped, and the other Latin letters folded to their ASCII base ("Łukasz"
    is "lukasz", "Yılmaz" "yilmaz", "Groß" "gross"); apostrophes and dots joined; everything
    else a separator."""
    if text.isascii():  # the same words, faster (the doctor keys every title)
        return _ASCII_WORD.findall(_ASCII_JOINED.sub("", text.lower()))
    decomposed = unicodedata.normalize("NFD", unicodedata.normalize("NFKC", text).casefold())
    words: list[str] = []
    current: list[str] = []
    base = ""
    for char in decomposed:
        category = unicodedata.category(char)
        if category.startswith("M"):
            if current and not (category == "Mn" and _accent(base)):
                current.append(char)
            continue
        if category[0] in "LN":
            current.append(_latin_base(char) if category[0] == "L" else char)
            base = char
            continue
        if char in JOINERS and current:
            continue
        if current:
            words.append(unicodedata.normalize("NFC", "".join(current)))
            current = []
        base = ""
    if current:
        words.append(unicodedata.normalize("NFC", "".join(current)))
    return words


# Invisible format characters (Unicode category Cf: zero-width space, word joiner, byte order
# mark, soft hyphen, bidirectional marks and overrides, tag characters) change nothing a reader
# sees, so a name that holds them would be titled, and slugged, unlike the same name typed
# without them. They go, with two exceptions. ZWNJ (U+200C) and ZWJ (U+200D) are spelling
# inside the words of some scripts: Persian writes "مهدی‌زاده" with a ZWNJ, Devanagari and
# other Indic scripts choose a conjunct's form with them after a virama ("क्‍ष"), and removing
# them changes how the word is written. So they stay between two letters or marks of a script
# other than Latin, Greek and Cyrillic (whose words never need them), and between two symbols,
# where they join an emoji sequence into one picture ("👩‍💻"). Anywhere else, at a word's
# edge or inside a Latin word ("Da\u200dna"), they are invisible and go too.
_ZERO_WIDTH_JOINERS: Final = frozenset("\u200c\u200d")


def without_invisibles(text: str) -> str:
    """`text` without the invisible format characters that make two names that read alike
    differ ("ab\u200bc" is "abc"); a joiner a script needs inside a word stays (see above)."""
    if text.isascii():
        return text
    return "".join(char for index, char in enumerate(text) if not _invisible(text, index))


def _invisible(text: str, index: int) -> bool:
    char = text[index]
    if unicodedata.category(char) != "Cf":
        return False
    return not (char in _ZERO_WIDTH_JOINERS and _joins_a_script(text, index))


def _joins_a_script(text: str, index: int) -> bool:
    """Whether the joiner at `index` stands between two characters it may join: letters or
    marks of a script that uses joiners, or two symbols (an emoji sequence)."""
    before = text[index - 1] if index > 0 else ""
    after = text[index + 1] if index + 1 < len(text) else ""
    if not before or not after:
        return False
    return (_joined_letter(before) and _joined_letter(after)) or (
        _symbol(before) and _symbol(after)
    )


def _joined_letter(char: str) -> bool:
    """A letter or mark outside ASCII, Latin, Greek and Cyrillic (where joiners do nothing)."""
    category = unicodedata.category(char)
    return category[0] in "LM" and not char.isascii() and not _accent(char)


def _symbol(char: str) -> bool:
    """A symbol, or a mark or modifier that dresses one (a variation selector, a skin tone)."""
    return unicodedata.category(char) in ("So", "Sk", "Mn", "Me")


def entity_key(name: str, *, company: bool = False) -> str:
    """The key a name compares by ('' when it has no letters or digits): words folded as above
    and joined without spaces; for a company, its legal forms left out (never its only word)."""
    words = name_words(name)
    if company:
        while len(words) > 1 and words[-1] in LEGAL_SUFFIXES:
            words.pop()
        while len(words) > 1 and words[0] in LEGAL_PREFIXES:
            words.pop(0)
    key = "".join(words)
    if company and not key.isascii():
        for form_key in _cjk_legal_keys():
            if key != form_key:
                key = key.removesuffix(form_key) if key.endswith(form_key) else key
                key = key.removeprefix(form_key) if key.startswith(form_key) else key
    return key


# Scripts whose names are written in Latin letters as they are transliterated (letter by
# letter, give or take the usual variants `latin_spellings` knows): a Cyrillic, Greek or
# Chinese name's Latin spelling names it too. Japanese, Korean or Arabic names are not written
# as anyascii spells them ("山田" is Yamada, not Shan Tian). Latin is listed for names that mix
# it with one of these.
_LATIN_WRITTEN: Final = ("CYRILLIC", "GREEK", "CJK UNIFIED", "LATIN")
MIN_LATIN_LENGTH: Final = 5  # letters in such a key: shorter ones would match too much
MIN_STEM_LENGTH: Final = 3  # letters left of a one-word company name without its legal form


def latin_keys(name: str, *, company: bool = False) -> list[str]:
    """The keys of a Cyrillic, Greek or Chinese name as it is usually written in Latin letters
    ("Иван Петров" as "Ivan Petrov", "Γιώργος Παπαδόπουλος" as "Giorgos Papadopoulos", "Дмитрий"
    as "Dmitry" or "Dmitrii", "王小明" as "Wang Xiaoming"), other than its own key; none for a
    name in another script, nor for a short one."""
    if name.isascii():
        return []
    for char in name:
        if unicodedata.category(char)[0] in "LNM" and not char.isascii():
            try:
                script = unicodedata.name(char)
            except ValueError:
                return []
            if not script.startswith(_LATIN_WRITTEN):
                return []
    own = entity_key(name, company=company)
    keys = (entity_key(spelling, company=company) for spelling in latin_spellings(name))
    found = dict.fromkeys(key for key in keys if len(key) >= MIN_LATIN_LENGTH and key != own)
    return list(found)


def company_keys(name: str) -> list[str]:
    """The keys a company name is known by: its key, and for a name of one word that ends in a
    legal form (a domain's label run together: "Acmecorp" of acmecorp.com, "Wislaserwissa")
    the key without it too, so acmecorp.com is the company "Acme Corp" (or "Acme")."""
    key = entity_key(name, company=True)
    words = name_words(name)
    if len(words) != 1:
        return [key] if key else []
    for suffix in sorted(LEGAL_SUFFIXES, key=len, reverse=True):
        stem = key.removesuffix(suffix)
        if stem != key and len(stem) >= MIN_STEM_LENGTH:
            return [key, stem]
    return [key] if key else []


def entity_keys(name: str, *, company: bool = False) -> list[str]:
    """Every key a name is known by when pages are resolved or compared, its own `entity_key`
    first: a company's without the legal form its one word ends in (`company_keys`), and the
    keys of its usual Latin spellings (`latin_keys`). Two names with a key in common may name
    one thing."""
    own = company_keys(name) if company else [entity_key(name)]
    keys = dict.fromkeys([*own, *latin_keys(name, company=company)])
    return [key for key in keys if key]


def same_entity(name: str, other: str, *, company: bool = False) -> bool:
    """Whether two names may name one person or company: a key in common (`entity_keys`)."""
    return not set(entity_keys(name, company=company)).isdisjoint(
        entity_keys(other, company=company)
    )


def name_problem(name: str) -> str | None:
    """Why `name` cannot title a page (None when it can): empty, no letters or digits (emoji,
    zero-width characters, punctuation), or longer than a title may be."""
    text = name.strip()
    if not text:
        return MSG_NAME_EMPTY
    if len(text) > MAX_TITLE_LENGTH:
        return MSG_NAME_TOO_LONG.format(length=len(text), limit=MAX_TITLE_LENGTH)
    if not name_words(text):
        shown = text if len(text) <= 40 else text[:40] + "…"
        return MSG_NAME_NO_LETTERS.format(name=shown)
    return None


def short_hash(text: str, length: int = 8) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:length]


def make_id(name: str, *, email: str = "", kind: str = "page", max_length: int = 80) -> str:
    """A page id for `name`: for a name in another script than Latin, how the e-mail spells
    it in Latin letters when it does (`latin_spelling`: "נועה לוי" at noa.levi@ is
    `noa-levi`); else its transliteration; else the e-mail's local part; else
    `<kind>-<hash>`. Never empty: a name whose letters all fall away ("???", an emoji) does
    not become a mangled slug."""
    max_length = min(max_length, MAX_ID_LENGTH)
    slug = slugify(latin_spelling(name, email), max_length)
    if slug:
        return slug
    slug = slugify(name, max_length) if name_words(name) else ""
    if slug:
        return slug
    local = email.rsplit("@", 1)[0] if "@" in email else ""
    slug = slugify(local, max_length)
    if slug:
        return slug
    prefix = slugify(kind, 20) or "page"
    return f"{prefix}-{short_hash(name.strip().casefold() or email.casefold())}"


# Local parts that name a role or a mailbox, not a person ("info@", "sales.team@").
ROLE_WORDS: Final = frozenset(
    {
        "info", "sales", "admin", "administrator", "support", "contact", "contacts", "hello",
        "hi", "team", "office", "noreply", "no", "reply", "donotreply", "billing", "accounts",
        "accounting", "finance", "hr", "jobs", "careers", "recruiting", "press", "media",
        "marketing", "help", "helpdesk", "service", "services", "enquiries", "inquiries",
        "mail", "postmaster", "webmaster", "security", "legal", "ops", "it", "dev", "orders",
        "booking", "bookings", "reception", "customer", "customers", "notifications", "news",
        "newsletter", "partners", "procurement", "purchasing", "operations", "general",
    }
)  # fmt: skip
_LOCAL_PARTS: Final = re.compile(r"[._-]+")


def name_from_email(email: str) -> str:
    """A name read from an address's local part, its words capitalized: `tom.baker@` is
    "Tom Baker" (a `+tag` left out); '' without one."""
    local = email.partition("@")[0].partition("+")[0]
    return " ".join(part.capitalize() for part in _LOCAL_PARTS.split(local) if part)


def latin_spelling(name: str, email: str) -> str:
    """How a person whose `name` is written in another script than Latin spells it in Latin
    letters, read from their e-mail ("Noa Levi" for "נועה לוי" at noa.levi@): when the local
    part reads as a name, two or more words of Latin letters split by `.`, `_` or `-`, not all
    single letters, none a role (info, sales, admin, …: `ROLE_WORDS`). '' otherwise, and for
    a name with a Latin letter in it, which spells itself."""
    if not any(char.isalpha() for char in name) or any(is_latin_letter(c) for c in name):
        return ""
    local = email.rpartition("@")[0].partition("+")[0] if "@" in email else ""
    words = _LOCAL_PARTS.split(local.casefold())
    if len(words) < 2 or not all(word.isascii() and word.isalpha() for word in words):
        return ""
    if all(len(word) == 1 for word in words) or ROLE_WORDS.intersection(words):
        return ""
    return name_from_email(local)


def proper_form(title: str, variant: str) -> bool:
    """Whether `variant` is a more proper form of the name `title`, so a page titled `title`
    should take it as its title: `title` is `variant` written in capitals ("TRẦN THỊ LAN"
    for "Trần Thị Lan"), or without its diacritics ("Nguyen Van Hung" for "Nguyễn Văn Hùng"),
    or both ("BUI THI HOA" for "Bùi Thị Hoa"). Never the other way round: a spelling in
    capitals or without the diacritics the title has is no better ("Tran Thi Lan" is not a
    better "TRẦN THỊ LAN": it lacks the marks)."""
    title, variant = " ".join(title.split()), " ".join(variant.split())
    if title == variant or variant == variant.upper():
        return False
    bare = _without_marks(variant)
    return title in (variant.upper(), bare, bare.upper())


def _without_marks(text: str) -> str:
    """`text` without the combining marks on its Latin, Greek and Cyrillic letters, and with
    the other Latin letters as their ASCII base in their case ("Đặng" is "Dang")."""
    kept: list[str] = []
    base = ""
    for char in unicodedata.normalize("NFD", text):
        if not unicodedata.combining(char):
            base = char
            folded = _latin_base(char.lower())
            if folded != char.lower():
                char = folded.upper() if char.isupper() else folded
        elif _accent(base):
            continue
        kept.append(char)
    return unicodedata.normalize("NFC", "".join(kept))


FREE_LABELS: Final = frozenset({"co", "com", "org", "net", "ac", "gov", "edu", "ne", "or"})


def domain_label(domain: str) -> str:
    """The organisation's label of a domain: acme.com -> acme, acme.co.uk -> acme,
    eu.acme.com -> acme; an internationalized label is decoded (xn--80a1acny.ru -> почта)."""
    labels = [part for part in domain.casefold().rstrip(".").split(".") if part]
    if len(labels) < 2:
        label = labels[0] if labels else ""
    elif len(labels) >= 3 and labels[-2] in FREE_LABELS:
        label = labels[-3]
    else:
        label = labels[-2]
    if label.startswith("xn--"):
        with contextlib.suppress(UnicodeError):  # undecodable: kept as it is
            label = label.encode("ascii").decode("idna")
    return label


def registered_domain(domain: str) -> str:
    """The domain an organisation registered: eu.acme.com -> acme.com, acme.co.uk stays."""
    labels = [part for part in domain.casefold().rstrip(".").split(".") if part]
    keep = 3 if len(labels) >= 3 and labels[-2] in FREE_LABELS else 2
    return ".".join(labels[-keep:]) if len(labels) >= 2 else ""


def phrase_for(squashed: str, text: str, *, max_words: int = 6) -> str:
    """The phrase of `text` that names the company of `squashed` (a domain's label,
    "blueharbor", "sunrise-ltd"): first the one that writes the whole label out, its legal
    form included ("Blue Harbor" in "Blue Harbor pilot review", "Sunrise Ltd" for
    "sunrise-ltd", "Acme Corp" for "acmecorp"); else one with the label's company key
    ("Sunrise" for "sunrise-ltd"); else, for a label of one word that ends in a legal form
    (`company_keys`), one that names the company without it ("Acme" for "acmecorp"); '' when
    no run of words matches. The phrase is cut from `text` as written (its case and accents
    kept): of those found first, the earliest, shortest match ("Goat Labs" rather than "Goat
    Labs, Inc" for "goatlabs")."""
    full, *stems = company_keys(squashed) or [""]
    if not full:
        return ""
    spans = [(m.start(), m.end()) for m in re.finditer(r"[^\s,;:()\[\]{}<>\"|/]+", text)]
    keys = [entity_key(text[start:end]) for start, end in spans]
    # (key, compared as a company's): the label written out, then as the company it names.
    targets = dict.fromkeys(
        [(entity_key(squashed), False), (full, True), (full, False)]
        + [(stem, True) for stem in stems]
    )
    for target, company in targets:
        if not target:
            continue
        for index, first in enumerate(keys):
            if not first or not target.startswith(first):
                continue
            joined = ""
            for width in range(min(max_words, len(spans) - index)):
                joined += keys[index + width]
                start, end = spans[index][0], spans[index + width][1]
                phrase = text[start:end].strip(".!?'’")
                if entity_key(phrase, company=company) == target:
                    return phrase  # the shortest: "Goat Labs" rather than "Goat Labs, Inc"
                if not (target.startswith(joined) or joined.startswith(target)):
                    break
    return ""
