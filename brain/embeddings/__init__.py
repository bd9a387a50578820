"""Durable embeddings of a brain's documents, and the planes of a query built on them.

- `chunks`: a body cut into chunks within the model's input, each keyed by its sha256;
- `providers`: an OpenAI-compatible endpoint or the packaged local model, chosen by settings;
- `services`: `embeddings_refresh` (the Celery task and the sweep) and `nearest` (pgvector);
- `rerank`: the optional rerank endpoint;
- `retrieval`: `retrieve`, the query over every configured plane, saying which ran.

Rows live in `brain_embeddings` (one vector per brain, model and chunk hash) and
`brain_document_chunks` (each document's chunk hashes, per model); both go with their brain.
See docs/embeddings.md.
"""
