from django.apps import AppConfig


class LlmwikiConfig(AppConfig):
    name = "llmwiki"
    verbose_name = "LLM Wiki"

    def ready(self) -> None:
        # The wiki's service runs the maintenance agent after each new source; the agent
        # builds on the service, so it is handed over here rather than imported there.
        from llmwiki.agent import maintenance_after_ingest
        from llmwiki.wiki.service import maintainer_set

        maintainer_set(lambda root, source_id: maintenance_after_ingest(root, source_id).as_dict())
