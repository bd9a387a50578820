"""The graph walk: from the best fused pages along page edges, both ways, score decaying per hop.

Only pages are hops or graph hits: `cites` edges are never followed, evidence documents and
missing targets are never entered (the answers stage may offer a cited document as an answer:
`EdgeGraph.cited`, ranker.answers). A document reached from several seeds keeps its best
score; ties go to the shorter path, then the smaller one.

With a question's intent (ranker.intent), a seed of another type is what the question
describes and the pages of the asked-for type nearest to it are the answer: on a path from
it, every hop up to and including the first page of that type keeps `intent_hop` of the score,
every later hop `hop_decay`. Two links through a page of another type (project, its customer,
the people there) then weigh nearly what one does; a person reached through another person
decays as any hop does. Per seed, the walk goes on from the pages whose path runs through
pages of other types only before the others, so a page is reached through those when it can
be.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Container, Iterable, Iterator, Mapping, Sequence
from collections.abc import Set as AbstractSet
from functools import lru_cache
from operator import itemgetter
from sys import intern
from typing import TYPE_CHECKING, Final

from ..edges import CITES, Edge
from .fusion import by_score, text_floor
from .intent import FUNCTION_WORDS, names_relation
from .options import RankOptions
from .tokenizer import stem, tokenize

if TYPE_CHECKING:
    from .contracts import Ranked
    from .lexical import Eligible

Reached = dict[str, tuple[float, tuple[str, ...]]]  # id -> (best graph score, its hop path)
NO_WORDS: frozenset[str] = frozenset()  # the words of a link no words are around
# Among a link's context words: the link follows "by" ("Managed by [[...]]"), so what its
# words say the target does to the source (no stem holds "@")
BY_AGENT: Final = "@by"


def _no_edges(brain_id: str) -> Mapping[str, Iterable[str]]:
    return {}


@lru_cache(maxsize=4096)  # the commonest ("Producer", "Cast", "Run by") shared
def context_words(context: str) -> frozenset[str]:
    """The stems of an edge's context (`Edge.context`) a question's words are compared with,
    function words left out; one set per distinct context, its words interned (an index
    holds one per page link)."""
    if not context or context.isspace():
        return NO_WORDS
    words = tokenize(context)
    found = {intern(stem(word)) for word in words if word not in FUNCTION_WORDS}
    if words and words[-1] == "by":
        found.add(BY_AGENT)  # "Managed by [[...]]": the target does it to the source
    return frozenset(found)


class EdgeGraph:
    """The edges as an undirected adjacency over everything but citations, built once.

    Iterating it gives the edges back, so it can stand wherever an iterable of edges does.
    Neighbours are sorted when first asked for, so a query pays only for the nodes it visits.
    """

    def __init__(self, edges: Iterable[Edge] = ()) -> None:
        self._edges: tuple[Edge, ...] | None = tuple(edges)
        self._triples: Callable[[], Iterable[tuple[str, str, str]]] | None = None
        adjacency = _undirected((e.source, e.target, e.type) for e in self._edges)
        self._lookup: Callable[[str], Iterable[str]] = lambda node: adjacency.get(node, ())
        self._sorted: dict[str, tuple[str, ...]] = {}
        self._sets: dict[str, frozenset[str]] = {}
        self._between: Callable[[str, str], Iterable[str]] | None = None
        self._types: dict[tuple[str, str], set[str]] | None = None
        self._typed_of: Callable[[str], Mapping[str, Iterable[str]]] | None = None
        self._typed: dict[str, dict[str, frozenset[str]]] = {}
        self._by_kind: dict[str, dict[str, tuple[str, ...]]] = {}
        self._cited: dict[str, tuple[str, ...]] = {}
        self._citations: dict[str, set[str]] | None = None
        self._outgoing_of: Callable[[str], Mapping[str, Iterable[str]]] | None = None
        self._outgoing: dict[str, dict[str, frozenset[str]]] | None = None
        self._context_of: Callable[[str, str], AbstractSet[str]] | None = None
        self._contexts: dict[tuple[str, str], frozenset[str]] | None = None

    @classmethod
    def lazy(
        cls,
        neighbors: Callable[[str], Iterable[str]],
        triples: Callable[[], Iterable[tuple[str, str, str]]],
        between: Callable[[str, str], Iterable[str]] | None = None,
        typed: Callable[[str], Mapping[str, Iterable[str]]] | None = None,
        context: Callable[[str, str], AbstractSet[str]] | None = None,
        outgoing: Callable[[str], Mapping[str, Iterable[str]]] | None = None,
    ) -> EdgeGraph:
        """A graph over an adjacency its caller keeps, looked up node by node.

        `neighbors(id)` gives the ids joined to `id` by an edge other than a citation, either
        way, itself excluded; `triples()` gives every edge as (source, target, type), made
        into `Edge`s only if the graph is iterated; `between(a, b)`, the types of the edges
        between two ids either way (without it, `between` is asked of `triples()` once);
        `typed(id)`, the ids joined to `id` with the types of the edges between them (without
        it, `between` is asked per neighbour); `context(a, b)`, the words around the links
        from `a` to `b` as `context_words` reads an `Edge.context` (without it, none);
        `outgoing(id)`, the targets of the edges `id` is the source of, each with their types
        (without it, none are known).
        """
        graph = cls()
        graph._edges = None
        graph._triples = triples
        graph._lookup = neighbors
        graph._between = between
        graph._typed_of = typed
        graph._context_of = context
        graph._contexts = {}  # (without it: none, and the edges are not all read for them)
        graph._outgoing_of = outgoing if outgoing is not None else _no_edges
        return graph

    def typed(self, brain_id: str) -> dict[str, frozenset[str]]:
        """The ids joined to this one by an edge other than a citation, either way, each with
        the types of those edges; made once per node."""
        found = self._typed.get(brain_id)
        if found is None:
            if self._typed_of is not None:
                pairs: Iterable[tuple[str, Iterable[str]]] = self._typed_of(brain_id).items()
            else:
                pairs = (
                    (other, self.between(brain_id, other)) for other in self.neighbors(brain_id)
                )
            found = {}
            cited: set[str] = set()  # read from the same view (a lazy graph's own edges)
            for other, kinds in pairs:
                kinds = frozenset(kinds)
                walked = kinds - {CITES}
                if other == brain_id:
                    continue
                if walked:
                    found[other] = walked
                if CITES in kinds:
                    cited.add(intern(other))
            self._typed[brain_id] = found
            if self._typed_of is not None:
                self._cited[brain_id] = tuple(sorted(cited))
        return found

    def cited(self, brain_id: str) -> tuple[str, ...]:
        """The documents this one cites (the evidence a page links), sorted; made once per
        node. A lazy graph reads them from its caller's `typed` view (a document's own edges,
        citations included) as `typed` reads the others. The walk never follows them: the
        answers stage may (ranker.answers)."""
        found = self._cited.get(brain_id)
        if found is None and self._typed_of is not None:
            self.typed(brain_id)  # reads them with the other edges, once
            found = self._cited[brain_id]
        if found is None:
            if self._citations is None:
                citations: dict[str, set[str]] = {}
                for edge in self._all():
                    if edge.type == CITES and edge.source != edge.target:
                        citations.setdefault(edge.source, set()).add(edge.target)
                self._citations = citations
            joined = self._citations.get(brain_id, ())
            found = self._cited[brain_id] = tuple(sorted({intern(node) for node in joined}))
        return found

    def described(self, a: str, b: str, words: AbstractSet[str]) -> bool:
        """Whether any of `words` (stems) is a word around the page links between `a` and `b`,
        either way (`Edge.context`, as `context_words` reads it: "Original score by
        [[page:...]]"); what a question may name their relation by when no relation type
        does."""
        return bool(self.describing(a, b, words))

    def describing(self, a: str, b: str, words: AbstractSet[str]) -> frozenset[str]:
        """Which of `words` (stems) are words around the page links between `a` and `b`,
        either way (`described`)."""
        if not words:
            return NO_WORDS
        return frozenset(words & self._context(a, b)) | (words & self._context(b, a))

    def _context(self, a: str, b: str) -> AbstractSet[str]:
        """The words around the page links from `a` to `b` (`context_words`)."""
        if self._context_of is not None:
            return self._context_of(a, b)
        if self._contexts is None:
            texts: dict[tuple[str, str], str] = {}
            for edge in self._all():
                if edge.context:
                    pair = (edge.source, edge.target)
                    texts[pair] = f"{texts.get(pair, '')} {edge.context}"
            self._contexts = {pair: context_words(text) for pair, text in texts.items()}
        return self._contexts.get((a, b), NO_WORDS)

    def by_agent(self, a: str, b: str) -> bool:
        """Whether a page link from `a` to `b` follows "by" ("Managed by [[page:b]]" in `a`):
        `b` does to `a` what the words before it say."""
        return BY_AGENT in self._context(a, b)

    def outgoing(self, brain_id: str) -> Mapping[str, frozenset[str]]:
        """The documents this one's own edges point at, each with the types of those edges
        (the anchor's "reports_to" to its manager, not its reports' to it)."""
        if self._outgoing_of is not None:
            return {other: frozenset(kinds) for other, kinds in self._outgoing_of(brain_id).items()}
        if self._outgoing is None:
            found: dict[str, dict[str, set[str]]] = {}
            for edge in self._all():
                found.setdefault(edge.source, {}).setdefault(edge.target, set()).add(edge.type)
            self._outgoing = {
                source: {target: frozenset(kinds) for target, kinds in targets.items()}
                for source, targets in found.items()
            }
        return self._outgoing.get(brain_id, {})

    def by_kind(self, brain_id: str) -> dict[str, tuple[str, ...]]:
        """`typed` the other way round: per edge type, the ids it joins to this one (sorted);
        made once per node, so a question naming a relation skips a page's other edges."""
        found = self._by_kind.get(brain_id)
        if found is None:
            grouped: dict[str, list[str]] = {}
            for other, kinds in self.typed(brain_id).items():
                for kind in kinds:
                    grouped.setdefault(kind, []).append(other)
            found = self._by_kind[brain_id] = {
                kind: tuple(sorted(others)) for kind, others in grouped.items()
            }
        return found

    def between(self, a: str, b: str) -> Iterable[str]:
        """The types of the edges between `a` and `b`, either way."""
        if self._between is not None:
            return self._between(a, b)
        if self._types is None:
            types: dict[tuple[str, str], set[str]] = {}
            for edge in self._all():
                types.setdefault((edge.source, edge.target), set()).add(edge.type)
                types.setdefault((edge.target, edge.source), set()).add(edge.type)
            self._types = types
        return self._types.get((a, b), ())

    def _all(self) -> tuple[Edge, ...]:
        if self._edges is None:
            assert self._triples is not None
            self._edges = tuple(Edge(s, t, k) for s, t, k in self._triples())
        return self._edges

    def __iter__(self) -> Iterator[Edge]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())

    def joined(self, brain_id: str) -> frozenset[str]:
        """`neighbors` as a set."""
        found = self._sets.get(brain_id)
        if found is None:
            found = self._sets[brain_id] = frozenset(self.neighbors(brain_id))
        return found

    def neighbors(self, brain_id: str) -> tuple[str, ...]:
        """Ids joined to this one by a non-citation edge, either way, sorted (never itself,
        whatever a lazy graph's `neighbors` gives: the walk's first hop counts on it)."""
        found = self._sorted.get(brain_id)
        if found is None:
            # Interned, as `LexicalIndex` interns its ids: set and dict lookups of the walk
            # then meet the very same string objects, not equal copies to compare.
            joined = {intern(node) for node in self._lookup(brain_id)}
            joined.discard(brain_id)
            found = tuple(sorted(joined))
            self._sorted[brain_id] = found
        return found


def _undirected(triples: Iterable[tuple[str, str, str]]) -> dict[str, set[str]]:
    adjacency: dict[str, set[str]] = {}
    for source, target, edge_type in triples:
        if edge_type == CITES or source == target:
            continue
        if source in adjacency:
            adjacency[source].add(target)
        else:
            adjacency[source] = {target}
        if target in adjacency:
            adjacency[target].add(source)
        else:
            adjacency[target] = {source}
    return adjacency


def expand(
    graph: EdgeGraph,
    fused: Mapping[str, float],
    eligible: Eligible,
    options: RankOptions,
    intent: str | None = None,
    limit: int | None = None,
    eligible_pages: Container[str] | None = None,
    *,
    floor: float | None = None,
    ordered: Sequence[tuple[str, float]] | None = None,
    describe: Callable[[str], Ranked | None] | None = None,
    via: Container[str] = (),
    relation: Collection[str] = (),
    agent: Collection[str] = (),
) -> Reached:
    """Graph hits: id -> (best score, its path), walking pages only, both ways along edges.

    With an `intent` (ranker.intent), a page of that type reached from a seed of another type
    gets seed score * intent_hop ** j * hop_decay ** (hops - j), `j` the hops up to the first
    page of that type on its path (all of them when it is the first), instead of
    seed score * hop_decay ** hops.

    `via` holds the other types the question names besides its intent ("contacts at the client
    for whom we ..." asks for people through a company): when it has any, a page of the asked-for
    type keeps the intent's score only if a page of one of them lies on its path (the seed
    included) or is joined to it and reached by the walk; otherwise it scores as a plain hop.
    Each hop's frontier has the pages on such a path first.

    `relation` holds the stems of the words by which the question may name the relation of its
    answer (intent.query_relations). Where some of a page's neighbours of one type are joined
    to it by an edge whose type holds such a word ("who reviewed the paper ...": `reviewed_by`)
    and the path has not taken that edge type yet, only those keep the intent's score from it
    (`honours`); the others, and every page after them, score as a plain hop. When an edge the
    question names joins the seed to a page, a page of the asked-for type keeps
    `options.unnamed_hop` of the intent's score per hop of its path that passed such an edge
    up for another (`misses`).

    A question with no intent that names a relation gives the pages an edge of that relation
    joins a seed to the score a page of the asked-for type would get from it, the intent bonus
    `fusion.combine` gives such a page included ("what does Marlpit depend on?": `depends_on`;
    they are its answers, so they rank above Marlpit itself). A path may go on along an edge
    of another type the question names (two relations: "which publisher releases the game
    Team Quill makes?"); a page from which such an edge leads on is a step of the question,
    not its answer, and gets the intent's score without the bonus (`relation_answer`). Pages
    off such paths score as plain hops.

    `agent` holds the stems by which a "who" question's verb may name a relation
    (intent.query_agent): a company that such an edge joins to a page of a path through pages
    of other types than the intent answers as a person would (the intent's score, and the
    intent bonus `fusion.combine` gives a person), when no other edge the question names leads
    on from it: "who looks after the footbridge?" (`maintained_by` a crew), "who supplied the
    job?" (`supplied_by` its suppliers).

    `eligible_pages`, when given, holds the ids of the eligible documents of kind "page" (what
    `eligible` says of each, asked by set lookups).

    With a `limit` (the hits `fusion.combine` will return), only what can change those hits
    is walked. Graph scores only add to text scores, so the `limit`-th best text score after
    the most the recency blend can take off (`floor`, `fusion.text_floor`) is a lower bound
    on the `limit`-th final score; a document whose final score cannot reach it is never
    returned, whatever the graph gives it. So a hop whose score (times the most the intent
    bonus adds) is below the floor only records the text hits that could still be returned
    (`in_reach`); every later hop is weaker still. Such a hop is still walked when a hop
    follows it (its nodes are the next frontier); the last hop is not expanded from every
    node: it is only looked up for the text hits in reach, each finding the first node of
    the previous hop it is joined to, which is the path the full breadth-first walk would
    record. The returned hits are the same, scores and paths included; documents that could
    not be among them may be left out or keep a lower graph score.

    `floor` and `ordered` are `fusion.text_floor(fused, limit, options)` and
    `fusion.by_score(fused)`, when the caller has them. `describe` (the index's `get`), given
    with `eligible_pages`, reads the type of a page known to be eligible without asking
    `eligible` again.
    """

    def eligible_page(brain_id: str) -> bool:
        document = eligible(brain_id)
        return document is not None and document.kind == "page"

    page = eligible_pages.__contains__ if eligible_pages is not None else eligible_page

    types: dict[str, str] = {}  # type_of's answers: seeds share their neighbours
    # Every id whose type is asked is an eligible page (a seed, or a page the walk entered)
    known = describe if describe is not None and eligible_pages is not None else eligible

    def type_of(brain_id: str) -> str:
        found = types.get(brain_id)
        if found is None:
            document = known(brain_id)
            found = types[brain_id] = document.type if document is not None else ""
        return found

    # Per page: its neighbours (pages) that an edge the question names joins it to
    # (intent.names_relation), each with the named edge types; per edge type, whether named.
    named_from: dict[str, dict[str, frozenset[str]]] = {}
    named_type: dict[str, bool] = {}
    nothing: frozenset[str] = frozenset()
    nowhere: dict[str, frozenset[str]] = {}  # `around` not looked up yet

    def named_kinds(a: str, b: str) -> frozenset[str]:
        """The types of the edges between `a` and `b` (a page) that the question names."""
        return named_around(a).get(b, nothing)

    def named_around(node: str) -> dict[str, frozenset[str]]:
        """The pages an edge the question names joins `node` to, with those edges' types."""
        found = named_from.get(node)
        if found is None:
            found = named_from[node] = {}
            for kind, others in graph.by_kind(node).items():
                is_named = named_type.get(kind)
                if is_named is None:
                    is_named = named_type[kind] = names_relation((kind,), relation)
                if not is_named:
                    continue  # most edges: the question names none of them
                alone = frozenset((kind,))
                for other in others:
                    if page(other):
                        known = found.get(other)
                        found[other] = alone if known is None else known | alone
        return found

    # Per (page, named edge types a path used): the types of the pages joined to it by an edge
    # of a named type the path has not used yet, and up to two of those pages. Paths use few
    # such types, so a page with many neighbours is summed up once, not once per hop.
    unused_from: dict[tuple[str, frozenset[str]], tuple[frozenset[str], tuple[str, ...]]] = {}

    def unused_around(node: str, used: frozenset[str]) -> tuple[frozenset[str], tuple[str, ...]]:
        key = (node, used)
        found = unused_from.get(key)
        if found is None:
            types: set[str] = set()
            some: list[str] = []
            for other, kinds in named_around(node).items():
                if kinds - used:
                    types.add(type_of(other))
                    if len(some) < 2:
                        some.append(other)
            found = unused_from[key] = (frozenset(types), tuple(some))
        return found

    def misses(node: str, neighbor: str, used: frozenset[str]) -> int:
        """1 when an edge of a named type the path has not used yet (`used`) joins `node` to a
        page and the hop to `neighbor` takes none, else 0."""
        if named_kinds(node, neighbor) - used:
            return 0
        return 1 if unused_around(node, used)[1] else 0

    unnamed_hop = options.unnamed_hop
    # A question that asks for no type but names a relation ("what does Marlpit depend on?"):
    # the pages a seed's edge of that relation joins it to get the intent's score.
    by_relation = intent is None and bool(relation)
    as_person = 1 + options.intent_bonus  # an agent's score, given the bonus here (above)

    agent_named: dict[str, bool] = {}

    def agent_names(kind: str) -> bool:
        """Whether a who-question's verb names this edge type (`agent`)."""
        found = agent_named.get(kind)
        if found is None:
            found = agent_named[kind] = names_relation((kind,), agent)
        return found

    def answers_for(node: str, company: str, used: frozenset[str]) -> bool:
        """Whether `company`, joined to `node` on a path that used the named edge types
        `used`, answers a "who" question (`agent`): an edge of a named type not used yet joins
        them, and none leads on from it to another page."""
        taken = {kind for kind in named_kinds(node, company) if agent_names(kind)}
        taken.difference_update(used)
        if not taken:
            return False
        leading_on = unused_around(company, used | taken)[1]
        return not leading_on or leading_on == (node,)

    def relation_answer(node: str, came_from: str, used: frozenset[str], score: float) -> float:
        """The score of a page a question with no intent reached along edges it names only
        (`by_relation`; `used`, their types): an answer's (the intent bonus included) when no
        edge of another type it names leads on from the page, else the intent's without the
        bonus: "which publisher releases the game Team Quill makes?" goes on from the game
        (`published_by`), so its publisher, two links on, ranks first."""
        leading_on = unused_around(node, used)[1]
        return score * as_person if not leading_on or leading_on == (came_from,) else score

    def honours(node: str, neighbor: str, used: frozenset[str]) -> bool:
        """Whether the hop from `node` to `neighbor` keeps to the relation the question names:
        no edge of a named type the path has not used yet (`used`) joins `node` to a page of
        `neighbor`'s type, or one joins it to `neighbor` ("who reviewed the paper": of the
        paper's people, its reviewers)."""
        if not relation:
            return True
        found = named_around(node)
        if not found:
            return True
        kinds = found.get(neighbor)
        if kinds is not None and not kinds <= used:
            return True
        return type_of(neighbor) not in unused_around(node, used)[0]

    # The fused documents by score, best first. Only the seeds depend on how equal scores are
    # ordered (by id), so they are sorted by score alone and the seeds chosen by `best_first`;
    # every other use below takes a score, or the ids of all the pages above a score.
    if ordered is None:
        ordered = by_score(fused)
    seeds = best_first(_leading_pages(ordered, page, options.seeds), options.seeds)
    if not seeds:
        return {}
    # The most the intent bonus (or a relation's answer, `by_relation`) multiplies a score by
    ceiling = (1 + options.intent_bonus if intent is not None or by_relation else 1.0) * (1 + 1e-9)
    if limit is None:
        floor = 0.0
    elif floor is None:
        floor = text_floor(fused, limit, options, ordered)
    both_bonus = options.both_bonus
    top_page = seeds[0][1]  # the best text score of a page

    def in_reach(text: float, graph_score: float) -> bool:
        """Whether a text hit with this score could still enter the hits with this graph score
        added: (max(text, g) + both_bonus * min(text, g)) * ceiling >= floor. This only grows
        with the text score (in floating point too: rounding is monotonic), so the text hits
        in reach are the best ones, down to a cut, and equal scores are all in or all out."""
        high, low = (text, graph_score) if text >= graph_score else (graph_score, text)
        return (high + both_bonus * low) * ceiling >= floor

    def pages_in_reach(graph_score: float) -> set[str]:
        """The pages `in_reach` with this graph score: those before the cut in `ordered`,
        found by bisection."""
        low_end, high_end = 0, len(ordered)
        while low_end < high_end:
            middle = (low_end + high_end) // 2
            if in_reach(ordered[middle][1], graph_score):
                low_end = middle + 1
            else:
                high_end = middle
        return {brain_id for brain_id, _ in ordered[:low_end] if page(brain_id)}

    # The pages the last hop of any seed could bring in, made at the first bounded last hop:
    # those in reach with the best seed's last hop (a weaker seed's is weaker: rounding is
    # monotonic). Each seed's last hop checks its own score on the few it finds, and takes
    # itself out meanwhile: it is a neighbour of every node of its frontier.
    last_targets: set[str] | None = None

    best: Reached = {}
    walkable: dict[str, bool] = {}
    joined, neighbors = graph.joined, graph.neighbors
    known_sets = graph._sets.get  # `joined` without the call, once a node's set is made
    text_of = fused.get

    def record(neighbor: str, score: float, path: tuple[str, ...]) -> None:
        current = best.get(neighbor)
        if current is None or (-score, len(path), path) < (
            -current[0],
            len(current[1]),
            current[1],
        ):
            best[neighbor] = (score, path)

    # Per hop, the factors of the seed's score, multiplied as the formulas read
    hop_decay, intent_hop = options.hop_decay, options.intent_hop
    decays = [hop_decay**hops for hops in range(options.max_hops + 1)]
    intents = [intent_hop**hops for hops in range(options.max_hops + 1)]
    # The most a hop of a seed of another type than the intent can give (intent_hop per hop
    # up to the first page of the asked-for type, hop_decay after it)
    strongest_step = max(hop_decay, intent_hop)
    reach = [strongest_step**hops for hops in range(options.max_hops + 1)]
    for seed, seed_score in seeds:
        # Breadth first with sorted neighbours: the first path found to a node is the smallest
        # of its shortest paths (with `across`, of those through pages of other types than the
        # intent, when there are any).
        paths: dict[str, tuple[str, ...]] = {seed: (seed,)}
        frontier = [seed]
        # A seed of the asked-for type walks with the intent too: "which labs has the trust
        # given money to?" (through its grants), "who reports to Amara?" (her reports).
        across = intent is not None
        # With `across`: the pages whose path runs through pages of other types only (`clear`),
        # and for the others the hop of the first page of the asked-for type on it (`first`).
        # Each hop's frontier has the clear pages first, so a page is reached through pages
        # of other types when it can be.
        clear: set[str] = {seed} if across else set()
        first: dict[str, int] = {}
        # With `relation`: the pages whose path left it, and so the question (`honours`): a
        # page of the asked-for type reached through one gets the plain score.
        off: set[str] = set()
        # With `relation`: per page walked from, the named edge types its path used
        used: dict[str, frozenset[str]] = {seed: frozenset()}
        unused: frozenset[str] = frozenset()
        # When an edge the question names joins the seed to a page: per page walked from, the
        # hops on its path that took no such edge; a page of the asked-for type keeps
        # `unnamed_hop` of the intent's score per such hop ("what lab is the reviewer of the
        # paper in": through the reviewer, not the authors or the grant).
        missed: dict[str, int] | None = (
            {seed: 0} if across and relation and named_around(seed) else None
        )
        # With `by_relation`: the pages reached along named edges only, with those edges' types
        chain: dict[str, frozenset[str]] = {}
        # With `via`: the pages whose path (themselves included) holds a page of a `via` type
        through: set[str] = {seed} if across and via and type_of(seed) in via else set()
        via_pages = set(through)  # the pages of a `via` type the walk has reached

        def on_path(
            previous: str, page: str, through: set[str] = through, via_pages: set[str] = via_pages
        ) -> bool:
            """Whether a page of the asked-for type reached from `previous` keeps the intent's
            score: its path holds a page of a `via` type, or it is joined to one reached (a
            person who both runs the project and works at its customer)."""
            return not via or previous in through or not via_pages.isdisjoint(joined(page))

        for hops in range(1, options.max_hops + 1):
            plain = seed_score * decays[hops]
            # A page of the asked-for type reached from a clear page, and from one whose first
            # page of that type is `j` hops in: seed * intent_hop ** j * hop_decay ** (hops - j)
            intended = seed_score * intents[hops]
            after = [seed_score * intents[j] * decays[hops - j] for j in range(hops)]
            highest = seed_score * reach[hops] if across or by_relation else plain
            # A hop too weak to bring a new document in (and so every later one) only records
            # the text hits that could still be returned: none when not even the best page is.
            bounded = highest * ceiling < floor
            if bounded:  # not in_reach(top_page, highest), without the call
                high, low = (top_page, highest) if top_page >= highest else (highest, top_page)
                if (high + both_bonus * low) * ceiling < floor:
                    break
            if bounded and hops == options.max_hops:
                # The last hop: per frontier node, in order, its neighbours among the text hits
                # any seed's last hop could bring in (a set intersection that walks the smaller
                # of the two); each not walked yet is reached from the first node joined to it.
                if last_targets is None:
                    strongest = seeds[0][1] * decays[hops]
                    if intent is not None or by_relation:
                        strongest = seeds[0][1] * reach[hops]
                    last_targets = pages_in_reach(strongest)
                itself = seed in last_targets
                last_targets.discard(seed)
                for node in frontier:
                    near = known_sets(node) or joined(node)
                    if last_targets.isdisjoint(near):
                        continue  # most often
                    base = paths[node]
                    for target in last_targets & near:  # few
                        if target in paths:  # walked, or reached from an earlier node
                            continue
                        path = paths[target] = base + (target,)
                        if not in_reach(fused[target], highest):
                            continue
                        if (
                            across
                            and type_of(target) == intent
                            and node not in off
                            and on_path(node, target)
                            and honours(node, target, used.get(node, unused))
                        ):
                            score = intended if node in clear else after[first[node]]
                            if missed is not None:
                                score *= unnamed_hop ** (
                                    missed[node] + misses(node, target, used.get(node, unused))
                                )
                        elif by_relation and (
                            named_kinds(node, target) - chain[node]
                            if node in chain
                            else hops == 1 and target in named_around(seed)
                        ):
                            score = intended * as_person  # a relation's answer
                            if hops == 1:
                                score = relation_answer(
                                    target, seed, named_kinds(seed, target), intended
                                )
                        elif (
                            agent
                            and node in clear
                            and node not in off
                            and type_of(target) == _AGENT
                            and answers_for(node, target, used.get(node, unused))
                        ):
                            score = intended * as_person  # an organisation answering "who"
                        else:
                            score = plain
                        current = best.get(target)
                        if current is None or current[0] <= score:
                            record(target, score, path)
                if itself:
                    last_targets.add(seed)
                break
            if hops == 1:
                # The first hop, from the seed alone: its neighbours (never itself, each once)
                # that are pages, in order, each with the path (seed, neighbour). Each is
                # recorded once, so in any order; when bounded, only the text hits in reach.
                if eligible_pages is not None:
                    frontier = [node for node in neighbors(seed) if node in eligible_pages]
                else:
                    frontier = [node for node in neighbors(seed) if page(node)]
                for node in frontier:
                    paths[node] = (seed, node)
                if via and across:
                    via_pages.update(node for node in frontier if type_of(node) in via)
                    through.update(frontier if through else via_pages)
                if across:
                    # Pages of the asked-for type start no clear path: the frontier has the
                    # others first
                    asked = [node for node in frontier if type_of(node) == intent]
                    if asked:
                        clear.update(frontier)
                        clear.difference_update(asked)
                        first.update(dict.fromkeys(asked, 1))
                        if options.max_hops > 1:
                            frontier = [node for node in frontier if node in clear] + asked
                    else:
                        clear.update(frontier)
                    if relation:
                        off.update(node for node in frontier if not honours(seed, node, unused))
                        if options.max_hops > 1:
                            for node in frontier:
                                used[node] = named_kinds(seed, node)
                        if missed is not None:
                            for node in frontier:
                                missed[node] = misses(seed, node, unused)
                if through and options.max_hops > 1:
                    # through a page of a `via` type first: the question's own path, when there
                    # is one, is the one recorded
                    frontier.sort(key=through.__contains__, reverse=True)
                for node in fused.keys() & frontier if bounded else frontier:
                    if bounded and not in_reach(fused[node], highest):
                        continue
                    answers = (
                        across and node not in clear and node not in off and on_path(seed, node)
                    )
                    score = intended if answers else plain
                    if by_relation and node in named_around(seed):
                        chain[node] = named_kinds(seed, node)
                        score = relation_answer(node, seed, chain[node], intended)
                    if answers and missed is not None:
                        score *= unnamed_hop ** missed[node]
                    elif (
                        agent
                        and node not in off
                        and type_of(node) == _AGENT
                        and answers_for(seed, node, unused)
                    ):
                        score = intended * as_person
                    current = best.get(node)
                    if current is None or current[0] <= score:
                        record(node, score, paths[node])
                continue
            # The last hop makes no frontier: a page it walks is only marked walked (its path
            # is made if it is recorded). With `across`, a page of another type than the
            # intent gets the plain score: when that is too weak to bring a page in, only the
            # text hits it keeps in reach are recorded.
            last = hops == options.max_hops
            plain_short = last and across and not bounded and plain * ceiling < floor
            following: list[str] = []
            for node in frontier:
                base = paths[node]
                if across:
                    from_clear = node in clear
                    # the hop of the first page of the asked-for type on the path to a
                    # neighbour of that type
                    from_first = hops if from_clear else first[node]
                    if node in off:
                        asked_score = plain
                    else:
                        asked_score = intended if from_clear else after[from_first]
                if across and relation:
                    # the pages an edge the question names joins this one to (often none);
                    # on the last hop, only asked for a page of the asked-for type
                    around = nowhere if last else named_around(node)
                    used_here = used.get(node, unused)
                for neighbor in neighbors(node):
                    if neighbor in paths:
                        continue
                    if eligible_pages is not None:
                        if neighbor not in eligible_pages:
                            continue
                    else:
                        if neighbor not in walkable:
                            walkable[neighbor] = page(neighbor)
                        if not walkable[neighbor]:
                            continue
                    if last:
                        paths[neighbor] = base
                    else:
                        paths[neighbor] = base + (neighbor,)
                        following.append(neighbor)
                    if across:
                        if (types.get(neighbor) or type_of(neighbor)) == intent:
                            if relation and around is nowhere:
                                around = named_around(node)
                            kept = on_path(node, neighbor) and (
                                not relation or not around or honours(node, neighbor, used_here)
                            )
                            score = asked_score if kept else plain
                            if missed is not None:
                                missing = missed[node]
                                if around:
                                    missing += misses(node, neighbor, used_here)
                                if kept:
                                    score *= unnamed_hop**missing
                                if not last:
                                    missed[neighbor] = missing
                            if not last:
                                first[neighbor] = from_first
                                if not kept or node in off:
                                    off.add(neighbor)
                                if relation:
                                    taken = around.get(neighbor)
                                    used[neighbor] = used_here | taken if taken else used_here
                                if node in through:
                                    through.add(neighbor)
                        else:
                            score = plain
                            if (
                                agent
                                and from_clear
                                and node not in off
                                and types[neighbor] == _AGENT
                                and neighbor in named_around(node)
                                and answers_for(node, neighbor, used_here)
                            ):
                                score = intended * as_person
                            elif plain_short:
                                text = text_of(neighbor)
                                if text is None:
                                    continue
                                high, low = (text, plain) if text >= plain else (plain, text)
                                if (high + both_bonus * low) * ceiling < floor:
                                    continue  # not in_reach(text, plain), without the call
                            elif last:
                                pass
                            else:
                                if from_clear:
                                    clear.add(neighbor)
                                else:
                                    first[neighbor] = from_first
                                if relation:
                                    if node in off or (
                                        around and not honours(node, neighbor, used_here)
                                    ):
                                        off.add(neighbor)
                                    taken = around.get(neighbor)
                                    used[neighbor] = used_here | taken if taken else used_here
                                if missed is not None:
                                    missed[neighbor] = missed[node] + (
                                        misses(node, neighbor, used_here) if around else 0
                                    )
                                if via and types[neighbor] in via:
                                    via_pages.add(neighbor)
                                    through.add(neighbor)
                                elif node in through:
                                    through.add(neighbor)
                    else:
                        score = plain
                        if by_relation and node in chain:
                            taken = named_kinds(node, neighbor) - chain[node]
                            if taken:
                                score = relation_answer(
                                    neighbor, node, chain[node] | taken, intended
                                )
                                if not last:
                                    chain[neighbor] = chain[node] | taken
                    if bounded:
                        text = text_of(neighbor)
                        if text is None or not in_reach(text, highest):
                            continue
                    path = base + (neighbor,) if last else paths[neighbor]
                    current = best.get(neighbor)  # record(), inlined: this loop is hot
                    if current is None or (-score, len(path), path) < (
                        -current[0],
                        len(current[1]),
                        current[1],
                    ):
                        best[neighbor] = (score, path)
            if across and not last:
                # stable: through a `via` page first, then clear first
                following.sort(key=lambda node: (node in through, node in clear), reverse=True)
            frontier = following
    return best


# The other type a "who" question may ask for (`agent`)
_AGENT = "company"


def _leading_pages(
    ordered: Sequence[tuple[str, float]], page: Callable[[str], bool], size: int
) -> list[tuple[str, float]]:
    """The first `size` pages of (id, score) pairs sorted by score, descending, and every
    page after them with the score of the last: all that `best_first` needs of them."""
    head: list[tuple[str, float]] = []
    if size:
        for item in ordered:
            if len(head) >= size and item[1] != head[-1][1]:
                break
            if page(item[0]):
                head.append(item)
    return head


def best_first(ordered: list[tuple[str, float]], size: int) -> list[tuple[str, float]]:
    """The first `size` of (id, score) pairs sorted by score, descending, with equal scores
    ordered by id: only the pairs tied with the `size`-th are sorted again."""
    end = min(size, len(ordered))
    if end and end < len(ordered):
        last = ordered[end - 1][1]
        while end < len(ordered) and ordered[end][1] == last:
            end += 1
    head = ordered[:end]
    head.sort(key=itemgetter(0))  # by id, then (stably) by score: C keys, no tuples made
    head.sort(key=itemgetter(1), reverse=True)
    return head[:size]
