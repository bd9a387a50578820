"""Retrieval quality on thirty-one labelled sets, each written by a different generator:
bench/retrieval_data.py (set A, the one the ranker was first tuned on) and
bench/retrieval_data_b.py to _z.py and _aa.py to _ae.py (sets B to Z and AA to AE), each
written apart from the others, from the
document format alone, without reading the ranker or how anything scores on it, and held out
from whoever tunes the ranker until it was read. Sets B to H have been read since, one after
another, each to write rules that the next held-out set then measured: B (type words, `via`),
C (relation words and groups, initials, the walk from a page of the asked-for type, the cap
on a lifted text hit), D (its data card: more type words and relation groups; then its
failures: which/what/possessive intents, who-questions answered by an organisation), E
(recency as a 5% blend, "who is <a name>", questions naming only a relation), F (more
relation groups), G (a query that is exactly a name, type words as the brain's own titles
use them) and H (a relation's answers above the page asked about; the page a question
describes gives the intent bonus to its answers). They are marked "tuned on" in the output.
Sets I, J and K (bench/retrieval_data_i.py to _k.py) were held out while the answers stage
was written; their failures were read in the session after it, to write that session's rules
(a head noun the brain's titles name a type by, the kinds of page between, names a title holds
without its code or after a colon, "where", an anchor joined to something): "read" in the
output. L, M and N (bench/retrieval_data_l.py, _m.py, _n.py), written by three more generators
while those rules were, were held out; M's failures were read afterwards (its named questions
missed the 0.95 target from the start), so it is "read". L and N are held out: nobody tuning
reads their questions, their data cards (the module docstrings) or their failures, only the
aggregate rows printed here; they measure whether the rules generalize (`--read-only` leaves
them out, for trying rule after rule on the read sets alone). O and P (bench/retrieval_data_o.py,
_p.py: an education trust, a city transport operator), written by two more generators, were
held out while the next rules were written (a folder a question's head noun names, a possessive
after the named page); both then missed the named target with the graph (lexical alone met
it), so P was read to find out why and is "read". Q (bench/retrieval_data_q.py: a
renewable-energy developer), written by one more generator at the end of that session, after
its rules, is held out and has been read by nobody; O's named failures were read after Q was
measured (O is "read"). R (bench/retrieval_data_r.py: a professional football club), written by
one more generator at the start of the session after, is held out too, though its aggregate rows
were looked at to keep or drop that session's rules and its named failures were read late in
it; S (bench/retrieval_data_s.py: an agricultural cooperative), written midway through it, was
measured once against the session's start and then read for its named failures ("read"); T
(bench/retrieval_data_t.py: a boutique hotel group), written after that session's rules for
linked questions, was measured once against its start, then its named failures were read for
the last rules; nobody has read its linked questions. U, V and W (_u.py: a water utility, _v.py:
a film and TV production company, _w.py: a regional airport) were written by three more
generators in the session after: V was measured once against that session's start and then read
("read"); U's aggregate rows were looked at to keep or drop that session's rules (a rule it
measured worse was reverted) and nobody has read its questions; W was written midway, measured
against the session's start and again at its end, and nobody has read it. X, Y and Z (_x.py: a
natural-history museum, _y.py: a container port terminal, _z.py: a clinical-trials biotech) were
written by three more generators at the start of the session after, measured against that
session's start as they came in and again at its end, and read by nobody (their aggregate rows
were not looked at in between) until Y's named failures (0.750, the furthest from the target)
were read in the session after, to write its rule (a page's papers after it): Y is "read".
AA, AB and AC (_aa.py: a commercial law firm, _ab.py: an open-source software foundation,
_ac.py: a humanitarian NGO), written by three more generators at the start of that session,
are the first with links no relation type names (about a quarter of each set's links are plain
body links whose sentence says what they are); they were measured against that session's start
as they came in and again at its end, their aggregate rows were looked at to keep or drop that
session's rules, and nobody has read their questions. AD and AE (_ad.py: an architecture
practice, _ae.py: a craft brewery and drinks distributor), written by two more generators at the
start of the session after, have about half their page links plain (AE: 213 of 408; 56 of its 94
linked questions are answered through one): AD was written to be read, for rules on brains
written as prose ("read"); AE was measured as it came in, and nobody has read it. L, N, Q, R,
T, U, W, X, Z, AA, AB, AC and AE are held out.

Run: .venv/bin/python -m bench.retrieval_eval [--seed 7] [--seed-b 29] [--seed-c 43] [--seed-d 61]
     [--seed-e 83] [--seed-f 97] [--seed-g 113] [--seed-h 131] [--seed-i 151] [--seed-j 173]
     [--seed-k 191] [--seed-l 211] [--seed-m 233] [--seed-n 257] [--seed-o 271]
     [--seed-p 293] [--seed-q 311] [--seed-r 331] [--seed-s 347] [--seed-t 367] [--seed-u 7]
     [--seed-v 7] [--seed-w 7] [--seed-x 7] [--seed-y 7] [--seed-z 7] [--seed-aa 7]
     [--seed-ab 7] [--seed-ac 7] [--seed-ad 7] [--seed-ae 7] [--read-only] [--plain-links]
Prints nDCG@10 and recall@10 (binary relevance; recall over at most 10 relevant documents)
for every question kind of each set on its own, four ways:
- BM25 only (the BM25 list alone: no name list, no graph);
- lexical (BM25 + title/alias names, fused; no graph);
- lexical + graph (what `query` does);
- + embeddings (lexical + graph with an embeddings list fused in, as DatabaseStore.search does),
  when a provider is configured from the environment as for the server: EMBEDDINGS_MODEL (+
  EMBEDDINGS_BASE_URL, EMBEDDINGS_API_KEY) for an OpenAI-compatible endpoint, or
  EMBEDDINGS_PROVIDER=local for the packaged all-MiniLM-L6-v2 (the local-embeddings extra).
  Each document's body is chunked and embedded as brain/embeddings does; a document scores by
  its best chunk (cosine, computed here in memory rather than by pgvector). Without a provider
  the row says it was not measured and why.
With `--plain-links`, every set is measured with its relation types removed (`plain_links`): the
links in its documents' bodies only, as in a brain written as prose, where the words around a
link are all that says what it is (brain.toolkit.edges.link_contexts).
Targets (issue 20), on every set, for lexical + graph: questions that name their answer
(`lexical`, `script`) nDCG@10 >= 0.95; questions answered through links (`hop`, `hop2`)
nDCG@10 >= 0.85 and recall@10 >= 0.9; paraphrases are reported.
"""

from __future__ import annotations

import argparse
import math
import os
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime
from typing import Final

from bench.retrieval_data import EvalSet, Question, build
from bench.retrieval_data_aa import build as build_aa
from bench.retrieval_data_ab import build as build_ab
from bench.retrieval_data_ac import build as build_ac
from bench.retrieval_data_ad import build as build_ad
from bench.retrieval_data_ae import build as build_ae
from bench.retrieval_data_b import build as build_b
from bench.retrieval_data_c import build as build_c
from bench.retrieval_data_d import build as build_d
from bench.retrieval_data_e import build as build_e
from bench.retrieval_data_f import build as build_f
from bench.retrieval_data_g import build as build_g
from bench.retrieval_data_h import build as build_h
from bench.retrieval_data_i import build as build_i
from bench.retrieval_data_j import build as build_j
from bench.retrieval_data_k import build as build_k
from bench.retrieval_data_l import build as build_l
from bench.retrieval_data_m import build as build_m
from bench.retrieval_data_n import build as build_n
from bench.retrieval_data_o import build as build_o
from bench.retrieval_data_p import build as build_p
from bench.retrieval_data_q import build as build_q
from bench.retrieval_data_r import build as build_r
from bench.retrieval_data_s import build as build_s
from bench.retrieval_data_t import build as build_t
from bench.retrieval_data_u import build as build_u
from bench.retrieval_data_v import build as build_v
from bench.retrieval_data_w import build as build_w
from bench.retrieval_data_x import build as build_x
from bench.retrieval_data_y import build as build_y
from bench.retrieval_data_z import build as build_z
from brain.embeddings.chunks import chunk_body
from brain.embeddings.providers import LocalProvider, OpenAIProvider, Provider
from brain.toolkit.edges import derive_edges
from brain.toolkit.ranker import DEFAULT_OPTIONS, EdgeGraph, LexicalIndex, query, rank_document
from brain.toolkit.ranker.lexical import bm25_list
from brain.toolkit.ranker.tokenizer import tokenize

K = 10
NOW = datetime(2026, 12, 1, tzinfo=UTC)


def ndcg(ranked: list[str], relevant: set[str]) -> float:
    gains = sum(1 / math.log2(i + 2) for i, d in enumerate(ranked[:K]) if d in relevant)
    ideal = sum(1 / math.log2(i + 2) for i in range(min(len(relevant), K)))
    return gains / ideal if ideal else 0.0


def recall(ranked: list[str], relevant: set[str]) -> float:
    return len(set(ranked[:K]) & relevant) / min(len(relevant), K)


NAMED: Final = ("lexical", "script")  # the question names its answer
LINKED: Final = ("hop", "hop2")  # the answer is reached through links


def score(
    questions: list[Question], search: Callable[[str], list[str]]
) -> dict[str, tuple[float, float]]:
    """(nDCG@10, recall@10) per question kind, and for the NAMED and LINKED groups."""
    out = {}
    kinds = list(dict.fromkeys(q.kind for q in questions))
    results = {id(q): (search(q.text), q.relevant) for q in questions}
    groups = {kind: (kind,) for kind in kinds} | {"named": NAMED, "linked": LINKED}
    for name, members in groups.items():
        chosen = [results[id(q)] for q in questions if q.kind in members]
        if chosen:
            out[name] = (
                sum(ndcg(r, rel) for r, rel in chosen) / len(chosen),
                sum(recall(r, rel) for r, rel in chosen) / len(chosen),
            )
    return out


def provider_from_env() -> Provider | None:
    """The provider the environment names, as the server's settings would (no Django here)."""
    choice = os.environ.get("EMBEDDINGS_PROVIDER", "").strip().lower()
    model = os.environ.get("EMBEDDINGS_MODEL", "").strip()
    if choice == "local":
        return LocalProvider()
    if choice in ("", "openai") and model:
        return OpenAIProvider(
            model,
            base_url=os.environ.get("EMBEDDINGS_BASE_URL", "").strip() or None,
            api_key=os.environ.get("EMBEDDINGS_API_KEY", "").strip(),
            timeout=30,
        )
    return None


def embeddings_search(
    provider: Provider, data: EvalSet
) -> Callable[[str], list[tuple[str, float]]]:
    """Each document's best-chunk cosine similarity to a query, best first."""
    import numpy as np

    owners: list[str] = []
    texts: list[str] = []
    for document in data.documents:
        for chunk in chunk_body(document.body, provider.chunk_chars):
            owners.append(document.brain_id)
            texts.append(chunk)
    matrix = np.array(provider.embed(texts), dtype=np.float32)
    matrix /= np.linalg.norm(matrix, axis=1, keepdims=True) + 1e-12

    def search(text: str) -> list[tuple[str, float]]:
        vector = np.array(provider.embed([text])[0], dtype=np.float32)
        similarities = matrix @ (vector / (np.linalg.norm(vector) + 1e-12))
        best: dict[str, float] = {}
        for position in np.argsort(-similarities)[:100]:
            owner = owners[int(position)]
            best.setdefault(owner, float(similarities[position]))
        return list(best.items())

    return search


def evaluate(
    data: EvalSet, provider: Provider | None = None
) -> dict[str, dict[str, tuple[float, float]]]:
    index = LexicalIndex(rank_document(d) for d in data.documents)
    graph = EdgeGraph(edge for d in data.documents for edge in derive_edges(d))

    def bm25_only(text: str) -> list[str]:
        tokens = tokenize(text)
        ranked = bm25_list(index, tokens, index.get, K)
        return [brain_id for _, brain_id in ranked][:K]

    def lexical(text: str) -> list[str]:
        options = replace(DEFAULT_OPTIONS, seeds=0, answers=False)  # no graph at all
        return [h.brain_id for h in query(index, graph, text, limit=K, now=NOW, options=options)]

    def full(text: str) -> list[str]:
        return [h.brain_id for h in query(index, graph, text, limit=K, now=NOW)]

    results = {
        "BM25 only": score(data.questions, bm25_only),
        "lexical": score(data.questions, lexical),
        "lexical + graph": score(data.questions, full),
    }
    if provider is not None:
        nearest = embeddings_search(provider, data)

        def with_embeddings(text: str) -> list[str]:
            extra = [nearest(text)]
            hits = query(index, graph, text, limit=K, now=NOW, extra_lists=extra)
            return [h.brain_id for h in hits]

        results["+ embeddings"] = score(data.questions, with_embeddings)
    return results


def plain_links(data: EvalSet) -> EvalSet:
    """The set with its relation types removed: its documents' links in their bodies only, as in
    a brain written as prose (`--plain-links`)."""
    documents = [d.with_meta(relations=None) if d.relations else d for d in data.documents]
    return EvalSet(documents, data.questions)


def report(name: str, data: EvalSet, provider: Provider | None, plain: bool = False) -> None:
    if plain:
        data = plain_links(data)
    kinds = Counter(q.kind for q in data.questions)
    print(
        f"set {name}: {len(data.documents)} documents; "
        + ", ".join(f"{count} {kind}" for kind, count in kinds.items())
        + " questions"
    )
    results = evaluate(data, provider)
    columns = [*kinds, "named", "linked"]
    print(f"  {'nDCG@10 / recall@10':18}" + "".join(f" {c:>13}" for c in columns))
    for mode, row in results.items():
        cells = "".join(
            f" {row[c][0]:6.3f}/{row[c][1]:.3f}" if c in row else f" {'-':>13}" for c in columns
        )
        print(f"  {mode:18}{cells}")
    full = results["lexical + graph"]
    named, linked = full.get("named", (0.0, 0.0)), full.get("linked", (0.0, 0.0))
    print(
        f"  targets (lexical + graph): named nDCG {named[0]:.3f} (>= 0.95), linked nDCG "
        f"{linked[0]:.3f} (>= 0.85), linked recall {linked[1]:.3f} (>= 0.9)"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--seed-b", type=int, default=29)
    parser.add_argument("--seed-c", type=int, default=43)
    parser.add_argument("--seed-d", type=int, default=61)
    parser.add_argument("--seed-e", type=int, default=83)
    parser.add_argument("--seed-f", type=int, default=97)
    parser.add_argument("--seed-g", type=int, default=113)
    parser.add_argument("--seed-h", type=int, default=131)
    parser.add_argument("--seed-i", type=int, default=151)
    parser.add_argument("--seed-j", type=int, default=173)
    parser.add_argument("--seed-k", type=int, default=191)
    parser.add_argument("--seed-l", type=int, default=211)
    parser.add_argument("--seed-m", type=int, default=233)
    parser.add_argument("--seed-n", type=int, default=257)
    parser.add_argument("--seed-o", type=int, default=271)
    parser.add_argument("--seed-p", type=int, default=293)
    parser.add_argument("--seed-q", type=int, default=311)
    parser.add_argument("--seed-r", type=int, default=331)
    parser.add_argument("--seed-s", type=int, default=347)
    parser.add_argument("--seed-t", type=int, default=367)
    parser.add_argument("--seed-u", type=int, default=7)
    parser.add_argument("--seed-v", type=int, default=7)
    parser.add_argument("--seed-w", type=int, default=7)
    parser.add_argument("--seed-x", type=int, default=7)
    parser.add_argument("--seed-y", type=int, default=7)
    parser.add_argument("--seed-z", type=int, default=7)
    parser.add_argument("--seed-aa", type=int, default=7)
    parser.add_argument("--seed-ab", type=int, default=7)
    parser.add_argument("--seed-ac", type=int, default=7)
    parser.add_argument("--seed-ad", type=int, default=7)
    parser.add_argument("--seed-ae", type=int, default=7)
    parser.add_argument(
        "--read-only",
        action="store_true",
        help="leave out the held-out sets: for whoever tunes the ranker, rule by rule",
    )
    parser.add_argument(
        "--plain-links",
        action="store_true",
        help="every set with its relation types removed: the links in its bodies only",
    )
    args = parser.parse_args()
    provider = provider_from_env()

    def show(name: str, data: EvalSet, provider: Provider | None) -> None:
        report(name, data, provider, plain=args.plain_links)

    show("A (tuned on)", build(args.seed), provider)
    show("B (tuned on since)", build_b(args.seed_b), provider)
    show("C (tuned on since)", build_c(args.seed_c), provider)
    show("D (tuned on since)", build_d(args.seed_d), provider)
    show("E (tuned on since)", build_e(args.seed_e), provider)
    show("F (tuned on since)", build_f(args.seed_f), provider)
    show("G (tuned on since)", build_g(args.seed_g), provider)
    show("H (tuned on since)", build_h(args.seed_h), provider)
    show("I (read)", build_i(args.seed_i), provider)
    show("J (read)", build_j(args.seed_j), provider)
    show("K (read)", build_k(args.seed_k), provider)
    show("M (read)", build_m(args.seed_m), provider)
    show("P (read)", build_p(args.seed_p), provider)
    show("O (read)", build_o(args.seed_o), provider)
    show("S (read)", build_s(args.seed_s), provider)
    show("V (read)", build_v(args.seed_v), provider)
    show("Y (read)", build_y(args.seed_y), provider)
    show("AD (read)", build_ad(args.seed_ad), provider)
    if not args.read_only:
        show("L (held out)", build_l(args.seed_l), provider)
        show("N (held out)", build_n(args.seed_n), provider)
        show("Q (held out)", build_q(args.seed_q), provider)
        show("R (held out)", build_r(args.seed_r), provider)
        show("T (held out)", build_t(args.seed_t), provider)
        show("U (held out)", build_u(args.seed_u), provider)
        show("W (held out)", build_w(args.seed_w), provider)
        show("X (held out)", build_x(args.seed_x), provider)
        show("Z (held out)", build_z(args.seed_z), provider)
        show("AA (held out)", build_aa(args.seed_aa), provider)
        show("AB (held out)", build_ab(args.seed_ab), provider)
        show("AC (held out)", build_ac(args.seed_ac), provider)
        show("AE (held out)", build_ae(args.seed_ae), provider)
    if provider is None:
        print(
            "+ embeddings: not measured (no provider configured: set EMBEDDINGS_MODEL and "
            "EMBEDDINGS_BASE_URL, or EMBEDDINGS_PROVIDER=local with the local-embeddings extra)"
        )
    else:
        print(f"+ embeddings: {provider.key}, {provider.chunk_chars} characters per chunk")


if __name__ == "__main__":
    main()
