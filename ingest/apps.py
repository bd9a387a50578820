from django.apps import AppConfig


class IngestConfig(AppConfig):
    name = "ingest"
    verbose_name = "Ingest"

    def ready(self) -> None:
        # save_to_brain is declared in the command registry; its implementation lives here.
        from ingest.capture import bind

        bind()
