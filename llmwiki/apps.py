from django.apps import AppConfig


class LlmwikiConfig(AppConfig):
    name = "llmwiki"
    verbose_name = "LLM Wiki"

    def ready(self) -> None:
        # The wiki's service writes the offline summary page after each new source; the
        # maintenance agent, which builds on the service and reads the project's settings,
        # adds the model path, handed over here rather than imported there.
        from llmwiki.agent import model_maintenance
        from llmwiki.wiki.service import model_maintenance_set

        model_maintenance_set(model_maintenance)
