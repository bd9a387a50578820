from django.apps import AppConfig


class IngestConfig(AppConfig):
    name = "ingest"
    verbose_name = "Ingest"

    def ready(self) -> None:
        # save_to_brain and the librarian are declared in the command registry; their
        # implementations live here.
        from ingest import handlers
        from ingest.agent import librarian
        from ingest.capture import bind

        bind()
        librarian.bind()
        handlers.register()
