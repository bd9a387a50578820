"""Computing, storing and searching a brain's embeddings (the `brain_embeddings` rows).

`embeddings_refresh(brain=, provider=)` brings a brain up to date for one model: it finds the
documents whose body (or the chunk size) changed since their chunks were recorded, in SQL
(`brain_document_chunks.body_hash` against a hash of the current body), cuts those bodies into
chunks, embeds only the chunks whose hash the brain has no vector for, and records each
document's chunk list; vectors no chunk uses any more are dropped. It is idempotent and safe to
run twice at once: one refresh of a brain and model runs at a time (a session advisory lock
held across the provider's calls), so a second run waits and then finds nothing left to send.
The Celery task after a write and the sweep (command and beat) both call it.

`nearest(...)` answers the embeddings plane of a query: the brain's closest chunks by cosine
distance, through the model's partial HNSW index (created on the model's first use, cast to
its dimension), with pgvector's iterative index scan so the brain filter still yields enough
rows; each document scores by its best chunk.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Final

from django.db import connection, transaction

from brain.models import Brain, BrainDocumentChunk, BrainEmbedding

from .chunks import body_key, chunk_body, text_hash
from .providers import Provider, configured_provider

log = logging.getLogger(__name__)

# Second key namespace of the embeddings lock ("BE" + 1): never collides with the brain lock.
EMBEDDINGS_LOCK_NAMESPACE: Final = 0x4245_0001
REFRESH_LOCK_NAMESPACE: Final = 0x4245_0002  # held by a whole refresh (a session lock)
DOCUMENTS_PER_ROUND: Final = 64  # documents chunked and embedded per round
NEAREST_CHUNKS: Final = 100  # chunks a query reads before grouping them by document
# A refresh that embedded at least this many chunks refreshes the planner's statistics of the
# two tables itself (ANALYZE): until autovacuum gets to them, a query planned on the old
# counts skips the HNSW index and joins every chunk of the brain (seen: 220 ms, not 3 ms,
# for the first minute after a 10k-document brain was embedded).
ANALYZE_AFTER_CHUNKS: Final = 500

# Documents of the brain whose recorded chunks (for this model) were not cut from their
# current body and chunk size; `body_key` computes the same hash in Python.
_STALE_SQL: Final = """
SELECT d.id, d.body FROM brain_documents d
WHERE d.brain_ref = %(brain)s AND d.id > %(after)s AND d.body ~ '[^[:space:]]'
  AND NOT EXISTS (
    SELECT 1 FROM brain_document_chunks c
    WHERE c.document_id = d.id AND c.model = %(model)s AND c.position = 0
      AND c.body_hash = encode(sha256(convert_to(%(prefix)s || d.body, 'UTF8')), 'hex'))
ORDER BY d.id
LIMIT %(limit)s
"""
# Chunks recorded for documents whose body is now blank (they have nothing to embed).
_BLANK_SQL: Final = """
DELETE FROM brain_document_chunks c USING brain_documents d
WHERE c.document_id = d.id AND c.brain_ref = %(brain)s AND c.model = %(model)s
  AND d.body !~ '[^[:space:]]'
"""
_ORPHANS_SQL: Final = """
DELETE FROM brain_embeddings e
WHERE e.brain_ref = %(brain)s AND e.model = %(model)s
  AND NOT EXISTS (
    SELECT 1 FROM brain_document_chunks c
    WHERE c.brain_ref = e.brain_ref AND c.model = e.model AND c.chunk_hash = e.chunk_hash)
"""


@dataclass
class RefreshReport:
    """What one refresh did (the sweep command prints it)."""

    brain: int
    model: str
    documents: int = 0  # documents whose chunks were recorded anew
    chunks: int = 0  # chunks those documents have
    embedded: int = 0  # chunks sent to the provider
    removed: int = 0  # vectors dropped because no chunk uses them any more

    def as_dict(self) -> dict[str, int | str]:
        return {
            "brain": self.brain,
            "model": self.model,
            "documents": self.documents,
            "chunks": self.chunks,
            "embedded": self.embedded,
            "removed": self.removed,
        }


def embeddings_refresh(
    *,
    brain: Brain,
    provider: Provider,
    progress: Callable[[RefreshReport], None] | None = None,
) -> RefreshReport:
    """Embed whatever of `brain` is missing for `provider`'s model (see the module docstring)."""
    with _refreshing(brain, provider.key):
        return _refresh(brain, provider, progress)


@contextlib.contextmanager
def _refreshing(brain: Brain, model: str) -> Iterator[None]:
    """One refresh of a brain and model at a time (a session lock, held across the provider's
    calls): a second run waits, then finds what the first left, so no chunk is sent twice."""
    key = _lock_key(brain, model)
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_advisory_lock(%s, %s)", [REFRESH_LOCK_NAMESPACE, key])
    try:
        yield
    finally:
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_unlock(%s, %s)", [REFRESH_LOCK_NAMESPACE, key])


def _refresh(
    brain: Brain, provider: Provider, progress: Callable[[RefreshReport], None] | None
) -> RefreshReport:
    report = RefreshReport(brain=brain.pk, model=provider.key)
    size = provider.chunk_chars
    prefix = f"{size}\n"
    after = 0  # one pass in id order: a document changed behind it is the next run's
    while True:
        with connection.cursor() as cursor:
            cursor.execute(
                _STALE_SQL,
                {
                    "brain": brain.pk,
                    "model": provider.key,
                    "prefix": prefix,
                    "after": after,
                    "limit": DOCUMENTS_PER_ROUND,
                },
            )
            rows = cursor.fetchall()
        if not rows:
            break
        after = rows[-1][0]
        planned = {pk: (body_key(body, size), chunk_body(body, size)) for pk, body in rows}
        texts = {text_hash(text): text for _, chunks in planned.values() for text in chunks}
        known = set(
            BrainEmbedding.objects.filter(
                brain_ref=brain, model=provider.key, chunk_hash__in=list(texts)
            ).values_list("chunk_hash", flat=True)
        )
        missing = [digest for digest in texts if digest not in known]
        vectors = provider.embed([texts[digest] for digest in missing]) if missing else []
        with transaction.atomic():
            _lock(brain, provider.key)
            if vectors:
                ensure_index(provider.key, len(vectors[0]))
            BrainEmbedding.objects.bulk_create(
                [
                    BrainEmbedding(
                        brain_ref=brain, model=provider.key, chunk_hash=digest, embedding=vector
                    )
                    for digest, vector in zip(missing, vectors, strict=True)
                ],
                ignore_conflicts=True,
            )
            # A document whose body changed while we embedded keeps its old chunk list: the
            # write that changed it queued another run.
            recorded = _record_chunks(brain, provider.key, size, planned)
        report.documents += len(recorded)
        report.chunks += sum(len(planned[pk][1]) for pk in recorded)
        report.embedded += len(missing)
        if progress is not None:
            progress(report)
    with transaction.atomic():
        _lock(brain, provider.key)
        with connection.cursor() as cursor:
            parameters = {"brain": brain.pk, "model": provider.key}
            cursor.execute(_BLANK_SQL, parameters)
            cursor.execute(_ORPHANS_SQL, parameters)
            report.removed = cursor.rowcount
    if report.embedded >= ANALYZE_AFTER_CHUNKS:
        with connection.cursor() as cursor:
            cursor.execute(
                f"ANALYZE {BrainEmbedding._meta.db_table}, {BrainDocumentChunk._meta.db_table}"
            )
    return report


def _lock_key(brain: Brain, model: str) -> int:
    digest = hashlib.sha256(f"{brain.pk}:{model}".encode()).digest()
    return int.from_bytes(digest[:4], "big") - 2**31  # an int4


def _lock(brain: Brain, model: str) -> None:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT pg_advisory_xact_lock(%s, %s)",
            [EMBEDDINGS_LOCK_NAMESPACE, _lock_key(brain, model)],
        )


def _record_chunks(
    brain: Brain, model: str, size: int, planned: dict[int, tuple[str, list[str]]]
) -> set[int]:
    """Replace the chunk lists of the documents whose body is still the one planned from."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT id, body FROM brain_documents WHERE id = ANY(%s)", [list(planned)])
        live = dict(cursor.fetchall())
    current = {
        pk for pk, (key, _) in planned.items() if pk in live and body_key(live[pk], size) == key
    }
    BrainDocumentChunk.objects.filter(document_id__in=current, model=model).delete()
    BrainDocumentChunk.objects.bulk_create(
        [
            BrainDocumentChunk(
                brain_ref=brain,
                document_id=pk,
                model=model,
                position=position,
                chunk_hash=text_hash(text),
                body_hash=planned[pk][0],
            )
            for pk in sorted(current)
            for position, text in enumerate(planned[pk][1])
        ]
    )
    return current


def index_name(model: str) -> str:
    """The name of `model`'s partial HNSW index."""
    return f"brain_embeddings_hnsw_{hashlib.sha256(model.encode()).hexdigest()[:16]}"


_indexed: set[tuple[str, int]] = set()


def ensure_index(model: str, dimensions: int) -> None:
    """Create `model`'s partial HNSW index (cosine, cast to its dimension) unless it exists."""
    if (model, dimensions) in _indexed:
        return
    name = connection.ops.quote_name(index_name(model))
    with connection.cursor() as cursor:
        # Look first: CREATE INDEX, even IF NOT EXISTS, refuses to run in a transaction that
        # still has deferred foreign-key checks pending on the table.
        cursor.execute("SELECT to_regclass(%s)", [name])
        if cursor.fetchone()[0] is not None:
            transaction.on_commit(lambda: _indexed.add((model, dimensions)))
            return
        cursor.execute(
            f"CREATE INDEX IF NOT EXISTS {name} ON brain_embeddings USING hnsw "
            f"((embedding::vector({int(dimensions)})) vector_cosine_ops) WHERE model = %s",
            [model],
        )
    # Remembered once committed: a rolled-back transaction takes the index with it.
    transaction.on_commit(lambda: _indexed.add((model, dimensions)))


def nearest(
    brain: Brain, model: str, vector: Sequence[float], *, chunks: int = NEAREST_CHUNKS
) -> list[tuple[str, float]]:
    """The brain's documents nearest to `vector`, as (id, similarity) pairs, best first; a
    document's similarity is 1 - the cosine distance of its closest chunk."""
    dimensions = len(vector)
    literal = "[" + ",".join(repr(float(x)) for x in vector) + "]"
    sql = f"""
        WITH nearest AS MATERIALIZED (
            SELECT chunk_hash, embedding::vector({dimensions}) <=> %(query)s::vector({dimensions})
                AS distance
            FROM brain_embeddings
            WHERE model = %(model)s AND brain_ref = %(brain)s
            ORDER BY distance LIMIT %(chunks)s
        )
        SELECT d.brain_id, min(n.distance) AS distance
        FROM nearest n
        JOIN brain_document_chunks c
          ON c.brain_ref = %(brain)s AND c.model = %(model)s AND c.chunk_hash = n.chunk_hash
        JOIN brain_documents d ON d.id = c.document_id
        GROUP BY d.brain_id
        ORDER BY distance, d.brain_id
    """
    with transaction.atomic(), connection.cursor() as cursor:
        # The brain filter is applied after the index scan: let the scan go on until enough
        # of this brain's rows are found (pgvector >= 0.8).
        cursor.execute("SET LOCAL hnsw.iterative_scan = relaxed_order")
        cursor.execute(
            sql, {"query": literal, "model": model, "brain": brain.pk, "chunks": int(chunks)}
        )
        return [(brain_id, 1.0 - float(distance)) for brain_id, distance in cursor.fetchall()]


def embeddings_sweep(
    *,
    brains: Sequence[Brain] | None = None,
    provider: Provider | None = None,
    progress: Callable[[RefreshReport], None] | None = None,
) -> list[RefreshReport]:
    """`embeddings_refresh` over the given brains (all, by default) with the configured
    provider; nothing without one."""
    provider = provider if provider is not None else configured_provider()
    if provider is None:
        return []
    chosen = list(brains) if brains is not None else list(Brain.objects.order_by("pk"))
    return [
        embeddings_refresh(brain=brain, provider=provider, progress=progress) for brain in chosen
    ]
