"""The ranker behind `query`: BM25 and title/alias matches, fused, expanded along page edges.

A pure function of documents and edges. The documents' lexical statistics live in an index
behind the `RankIndex` protocol: `LexicalIndex`, the one BM25 engine, a base segment of flat
arrays (`segment.py`; stored by the server in PostgreSQL, mapped by the CLI from
`ROOT/.goat-brain/`, see `brain.toolkit.catalog`) plus an in-memory delta.
Edges come as any iterable of `Edge`; pass an `EdgeGraph` to build the adjacency once and reuse
it across queries.

`query` runs, with every knob in `RankOptions`:

1. BM25 list (`lexical`): documents ranked by their BM25Okapi score (top `candidates`).
2. Name list (`names`): documents whose title or an alias matches the query, in three tiers
   (exact, every query token, some: only when the shared words carry `PARTIAL_SHARE` of the
   query's idf, the words that only make it a question left out); within a tier rarer shared
   words, then closer names.
3. Any extra lists the caller passes (say, an embeddings search): ids best first, or
   (id, score) pairs.
4. Reciprocal-rank fusion (`fusion`): score = sum over the lists of 1 / (rrf_k + rank), ranks
   1-based; equal scores (equal names) share a rank, so ties are not broken by id before
   recency.
5. Graph expansion (`graph`) from the best `seeds` fused pages, along edges in both
   directions, up to `max_hops`: score = seed score * hop_decay ** hops. Only pages are hops
   or graph hits: `cites` edges are never followed, evidence documents and missing targets are
   never entered. A document that is both a text hit and reached by the graph scores
   max(text, graph) + both_bonus * min(text, graph), never past the text score of a better
   text hit its graph score came from, and its path is the one behind the larger of the two:
   it is matched "both" when that is the graph's path, "text" when it is its own id
   (`contracts.matched_by`: `matched` and `path` agree). A question's intent (`intent`: a
   word naming a document type at its head,
   after "which"/"what" or a possessive, or "who" for people) changes how a seed scores the
   pages of that type it reaches: every hop up to the first page of that type on the path keeps
   `intent_hop` of the score (instead of `hop_decay`), every hop after it `hop_decay`. So
   for "who works at the customer of the project to ...?" the people at the project's
   customer (project, company, person) get seed * intent_hop ** 2, while a person met through
   another person gets seed * intent_hop * hop_decay: the question describes a page of one
   type and asks for the nearest pages of another, one or two links away. The walk goes
   through pages of other types first, so such a page is reached through them when it can be.
   The intent also multiplies the score of every hit of that type by 1 + `intent_bonus` (a
   hit found by its text alone, never past the best text hit); when the question's head noun
   names one of the brain's folders (`folders`: "which carriers ..."), only the hits in that
   folder, whose type is the intent when no word names one. The relations a question names
   (`intent.query_relations`: words of an edge's type, of its group of everyday words, or its
   initials) narrow the walk: see `graph.expand` (`relation`, `agent`, `unnamed_hop`).
6. Recency blend (`fusion`): final = (1 - w) * score + w * score * recency with
   recency = 0.5 ** (age_days / half_life_days), age from `updated` to `now` (never
   negative); a document with no timestamp gets `undated_recency`.
7. Merged and archived documents are left out unless asked for: they are neither hits nor
   hops. Hits are ordered by score (descending), then id.
8. Bridges (`bridges`): every page on the path of a returned hit (its seed and the pages in
   between) is returned too. After the cut to `limit`, the hits are taken best first, each
   with the pages on its path not in yet, while they all fit in `limit`; one that does not fit
   is left out, so a bridge takes the place of the weakest hits no hit above them goes
   through, and the answers at the top keep their places. A bridge that was not a hit scores
   as the page on that path (its text score and its walk score there, combined and blended
   as any hit), at most the scores of the hits it joins, so the order by score holds. The
   best hit is always returned: when its path does not fit (any graph hit with `limit` 1)
   there is no room and the hits stay as ranked. `bridges.keep_bridges` cuts a list the
   caller reordered (a rerank) the same way.
9. Answers first (`answers`): a question about a document it names whole, or describes by what
   its text says (its BM25 score leads every other's by `answers.CLEAR_LEAD`), is answered by
   the pages around that document: one and two links away, scored by the relations and the
   type the question names, the best before the named document, then the other hits; the cut
   keeps their paths. `RankOptions.answers` turns it off.

numpy is imported only to build a segment or when a vectorized `LexicalIndex` first scores,
not with the package; the CLI's queries never import it, and its `get` and `list` do not import
the package at all.
"""

from .contracts import Hit, Matched, RankDocument, Ranked, RankIndex
from .fusion import CandidateList
from .graph import EdgeGraph
from .lexical import (
    INDEX_FORMAT,
    INDEX_VERSION,
    MSG_BAD_INDEX,
    LexicalIndex,
    RankMeta,
    rank_document,
)
from .options import DEFAULT_OPTIONS, RankOptions
from .pipeline import MSG_LIMIT, query
from .tokenizer import TOKENIZER_VERSION, tokenize

__all__ = [
    "DEFAULT_OPTIONS",
    "INDEX_FORMAT",
    "INDEX_VERSION",
    "MSG_BAD_INDEX",
    "MSG_LIMIT",
    "TOKENIZER_VERSION",
    "CandidateList",
    "EdgeGraph",
    "Hit",
    "LexicalIndex",
    "Matched",
    "RankDocument",
    "RankIndex",
    "RankMeta",
    "RankOptions",
    "Ranked",
    "query",
    "rank_document",
    "tokenize",
]
