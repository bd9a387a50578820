from django.apps import AppConfig


class LlmwikiConfig(AppConfig):
    name = "llmwiki"
    verbose_name = "LLM Wiki"
